// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "authsettings.h"

#include "protocol/enumnames.h"

namespace Mcp {

namespace {
constexpr EnumName<AuthSettings::Mode> kModeNames[] = {
    {AuthSettings::Mode::Automatic, "automatic"},
    {AuthSettings::Mode::OAuth, "oauth"},
    {AuthSettings::Mode::Bearer, "bearer"},
    {AuthSettings::Mode::None, "none"},
};
// The stored names of the grants; the authorization code grant is the default and is not written.
constexpr EnumName<AuthSettings::Grant> kGrantNames[] = {
    {AuthSettings::Grant::ClientCredentials, "client_credentials"},
    {AuthSettings::Grant::CrossApp, "cross_app"},
    {AuthSettings::Grant::WorkloadIdentity, "jwt_bearer"},
};
} // namespace

QString AuthSettings::modeToString(Mode mode)
{
    return enumToString(kModeNames, mode);
}

bool AuthSettings::modeFromString(const QString &text, Mode *mode)
{
    return enumFromString(kModeNames, text, mode, Qt::CaseInsensitive);
}

QJsonObject AuthSettings::toJson() const
{
    QJsonObject json {{QStringLiteral("mode"), modeToString(mode)}};
    if (const char *grantName = enumName(kGrantNames, grant))
        json.insert(QStringLiteral("grant"), QLatin1String(grantName));
    if (idpTokenEndpoint.isValid())
        json.insert(QStringLiteral("idpTokenEndpoint"), idpTokenEndpoint.toString());
    if (!idpClientId.isEmpty())
        json.insert(QStringLiteral("idpClientId"), idpClientId);
    if (!clientId.isEmpty())
        json.insert(QStringLiteral("clientId"), clientId);
    if (clientMetadataUrl.isValid())
        json.insert(QStringLiteral("clientMetadataUrl"), clientMetadataUrl.toString());
    if (!scopes.isEmpty())
        json.insert(QStringLiteral("scopes"), scopes);
    if (!tokenEndpointAuthMethod.isEmpty())
        json.insert(QStringLiteral("tokenEndpointAuthMethod"), tokenEndpointAuthMethod);
    if (!signingAlgorithm.isEmpty())
        json.insert(QStringLiteral("signingAlgorithm"), signingAlgorithm);
    if (redirectPort != 0)
        json.insert(QStringLiteral("redirectPort"), int(redirectPort));
    return json;
}

AuthSettings AuthSettings::fromJson(const QJsonObject &json)
{
    AuthSettings settings;
    modeFromString(json.value(QLatin1String("mode")).toString(), &settings.mode);
    enumFromString(kGrantNames, json.value(QLatin1String("grant")).toString(), &settings.grant);
    settings.idpTokenEndpoint = QUrl(json.value(QLatin1String("idpTokenEndpoint")).toString(), QUrl::StrictMode);
    settings.idpClientId = json.value(QLatin1String("idpClientId")).toString();
    settings.clientId = json.value(QLatin1String("clientId")).toString();
    settings.clientMetadataUrl = QUrl(json.value(QLatin1String("clientMetadataUrl")).toString(), QUrl::StrictMode);
    settings.scopes = json.value(QLatin1String("scopes")).toString();
    settings.tokenEndpointAuthMethod = json.value(QLatin1String("tokenEndpointAuthMethod")).toString();
    settings.signingAlgorithm = json.value(QLatin1String("signingAlgorithm")).toString();
    const int port = json.value(QLatin1String("redirectPort")).toInt();
    if (port > 0 && port < 65536)
        settings.redirectPort = quint16(port);
    return settings;
}

bool AuthSettings::operator==(const AuthSettings &other) const
{
    return mode == other.mode && grant == other.grant && clientId == other.clientId
        && clientSecret == other.clientSecret && clientMetadataUrl == other.clientMetadataUrl && scopes == other.scopes
        && tokenEndpointAuthMethod == other.tokenEndpointAuthMethod && privateKeyPem == other.privateKeyPem
        && signingAlgorithm == other.signingAlgorithm && redirectPort == other.redirectPort
        && bearerToken == other.bearerToken && idpTokenEndpoint == other.idpTokenEndpoint
        && idpClientId == other.idpClientId && subjectToken == other.subjectToken && assertion == other.assertion;
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "authsettings.h"

namespace Mcp {

QString AuthSettings::modeToString(Mode mode)
{
    switch (mode) {
    case Mode::Automatic:
        return QStringLiteral("automatic");
    case Mode::OAuth:
        return QStringLiteral("oauth");
    case Mode::Bearer:
        return QStringLiteral("bearer");
    case Mode::None:
        return QStringLiteral("none");
    }
    return {};
}

bool AuthSettings::modeFromString(const QString &text, Mode *mode)
{
    for (Mode candidate : {Mode::Automatic, Mode::OAuth, Mode::Bearer, Mode::None}) {
        if (text.compare(modeToString(candidate), Qt::CaseInsensitive) == 0) {
            *mode = candidate;
            return true;
        }
    }
    return false;
}

QJsonObject AuthSettings::toJson() const
{
    QJsonObject json {{QStringLiteral("mode"), modeToString(mode)}};
    if (grant == Grant::ClientCredentials)
        json.insert(QStringLiteral("grant"), QStringLiteral("client_credentials"));
    else if (grant == Grant::CrossApp)
        json.insert(QStringLiteral("grant"), QStringLiteral("cross_app"));
    else if (grant == Grant::WorkloadIdentity)
        json.insert(QStringLiteral("grant"), QStringLiteral("jwt_bearer"));
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
    const QString grant = json.value(QLatin1String("grant")).toString();
    if (grant == QLatin1String("client_credentials"))
        settings.grant = Grant::ClientCredentials;
    else if (grant == QLatin1String("cross_app"))
        settings.grant = Grant::CrossApp;
    else if (grant == QLatin1String("jwt_bearer"))
        settings.grant = Grant::WorkloadIdentity;
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

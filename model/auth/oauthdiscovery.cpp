// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "oauthdiscovery.h"

#include "auth/authsteplog.h"
#include "auth/oauthhttp.h"

namespace Mcp {

OAuthDiscovery::OAuthDiscovery(const QUrl &serverUrl, OAuthHttp *http, QObject *parent)
    : QObject(parent)
    , m_serverUrl(serverUrl)
    , m_http(http)
    , m_log(http->log())
{
}

OAuthDiscovery::~OAuthDiscovery() = default;

void OAuthDiscovery::discover(const QUrl &resourceMetadataUrl)
{
    if (resourceMetadataUrl.isValid())
        discoverResource({resourceMetadataUrl}, true);
    else
        discoverResource(OAuthUrls::protectedResourceMetadataUrls(m_serverUrl), false);
}

void OAuthDiscovery::restore(
    const QString &issuer, const QUrl &resource, const QUrl &tokenEndpoint, const QUrl &revocationEndpoint)
{
    m_issuer = issuer;
    m_server.tokenEndpoint = tokenEndpoint;
    m_server.revocationEndpoint = revocationEndpoint;
    m_server.issuer = issuer;
    m_resource.resource = resource;
}

void OAuthDiscovery::discoverResource(QList<QUrl> urls, bool fromChallenge)
{
    if (urls.isEmpty()) {
        // No protected resource metadata: a 2025-03-26 server, whose authorization server is its own origin.
        m_log->note(tr("No protected resource metadata"),
            tr("treating the server as a 2025-03-26 server: its origin is the authorization server"),
            AuthStep::Outcome::Skipped);
        m_resource = {};
        const QUrl origin = m_serverUrl.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment);
        discoverServer(OAuthUrls::authServerMetadataUrls(origin), origin, true);
        return;
    }
    const QUrl url = urls.takeFirst();
    if (!OAuthUrls::isSecureOrLoopback(url)) {
        emit failed(tr("refusing protected resource metadata at %1: neither https nor loopback").arg(url.toString()));
        return;
    }
    m_http->get(AuthStep::Kind::ResourceMetadata, tr("Protected resource metadata"), url,
        [this, urls, fromChallenge](const AuthStep &s) { haveResource(s, urls, fromChallenge); });
}

void OAuthDiscovery::haveResource(const AuthStep &s, const QList<QUrl> &urls, bool fromChallenge)
{
    const int index = m_log->indexOf(s);
    if (s.status != 200) {
        m_log->end(index, AuthStep::Outcome::Skipped,
            s.status ? tr("HTTP %1: trying the next place").arg(s.status) : s.detail);
        // The challenge named the document: when it is not there, the well-known URLs still may be.
        discoverResource(fromChallenge ? OAuthUrls::protectedResourceMetadataUrls(m_serverUrl) : urls, false);
        return;
    }
    QString error;
    const ProtectedResourceMetadata metadata = ProtectedResourceMetadata::fromJson(s.responseBody, &error);
    if (!metadata.isValid()) {
        m_log->end(index, AuthStep::Outcome::Failed, error);
        emit failed(tr("malformed protected resource metadata at %1: %2").arg(s.url.toString(), error));
        return;
    }
    // RFC 9728 §3.3: the document must be about the resource it was fetched for.
    if (!OAuthUrls::resourceCovers(metadata.resource, m_serverUrl)) {
        const QString reason = tr("the protected resource metadata is for %1, not for %2")
                                   .arg(metadata.resource.toString(), m_serverUrl.toString());
        m_log->end(index, AuthStep::Outcome::Failed, reason);
        emit failed(reason);
        return;
    }
    m_resource = metadata;
    m_log->end(index, AuthStep::Outcome::Ok,
        tr("authorization server %1").arg(metadata.authorizationServers.constFirst().toString()));
    const QUrl issuer = metadata.authorizationServers.constFirst();
    discoverServer(OAuthUrls::authServerMetadataUrls(issuer), issuer, false);
}

void OAuthDiscovery::discoverServer(QList<QUrl> urls, const QUrl &issuer, bool compat)
{
    if (urls.isEmpty()) {
        if (compat) {
            // 2025-03-26 "Fallbacks for Servers without Metadata Discovery".
            m_server = AuthServerMetadata::fallback(m_serverUrl);
            m_issuer = m_server.issuer;
            m_log->note(tr("No authorization server metadata"),
                tr("using the 2025-03-26 default endpoints: %1, %2, %3")
                    .arg(m_server.authorizationEndpoint.toString(), m_server.tokenEndpoint.toString(),
                        m_server.registrationEndpoint.toString()),
                AuthStep::Outcome::Skipped);
            finish();
            return;
        }
        emit failed(tr("no authorization server metadata for %1").arg(issuer.toString()));
        return;
    }
    const QUrl url = urls.takeFirst();
    if (!OAuthUrls::isSecureOrLoopback(url)) {
        emit failed(tr("refusing authorization server %1: neither https nor loopback").arg(issuer.toString()));
        return;
    }
    m_http->get(AuthStep::Kind::ServerMetadata, tr("Authorization server metadata"), url,
        [this, urls, issuer, compat](const AuthStep &s) { haveServer(s, urls, issuer, compat); });
}

void OAuthDiscovery::haveServer(const AuthStep &s, const QList<QUrl> &urls, const QUrl &issuer, bool compat)
{
    const int index = m_log->indexOf(s);
    if (s.status != 200) {
        m_log->end(index, AuthStep::Outcome::Skipped,
            s.status ? tr("HTTP %1: trying the next place").arg(s.status) : s.detail);
        discoverServer(urls, issuer, compat);
        return;
    }
    QString error;
    AuthServerMetadata metadata = AuthServerMetadata::fromJson(s.responseBody, &error);
    if (!metadata.isValid()) {
        m_log->end(index, AuthStep::Outcome::Failed, error);
        emit failed(tr("malformed authorization server metadata at %1: %2").arg(s.url.toString(), error));
        return;
    }
    // RFC 8414 §3.3: the issuer in the document must be the one it was fetched for, or the document speaks for
    // another server (a mix-up).
    const auto strip = [](QString text) {
        while (text.endsWith(QLatin1Char('/')))
            text.chop(1);
        return text;
    };
    // A 2025-03-26 server's metadata sits at its origin whatever issuer it names: nothing to compare with.
    if (!compat && strip(metadata.issuer) != strip(issuer.toString())) {
        const QString reason =
            tr("the authorization server metadata names the issuer %1, not %2").arg(metadata.issuer, issuer.toString());
        m_log->end(index, AuthStep::Outcome::Failed, reason);
        emit failed(reason);
        return;
    }
    m_server = metadata;
    m_issuer = metadata.issuer;
    m_log->end(index, AuthStep::Outcome::Ok, tr("issuer %1").arg(metadata.issuer));
    finish();
}

void OAuthDiscovery::finish()
{
    for (const QUrl &endpoint : {m_server.authorizationEndpoint, m_server.tokenEndpoint, m_server.registrationEndpoint,
             m_server.revocationEndpoint}) {
        if (endpoint.isValid() && !OAuthUrls::isSecureOrLoopback(endpoint)) {
            emit failed(tr("refusing the endpoint %1: neither https nor loopback").arg(endpoint.toString()));
            return;
        }
    }
    emit discovered();
}

} // namespace Mcp

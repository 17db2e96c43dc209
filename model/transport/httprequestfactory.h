// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QPointer>
#include <QString>

#include "authorizer.h"
#include "transport.h"
#include "transport/transportconfig.h"

namespace Mcp {

/*!
 * The headers of the Streamable HTTP transport's requests: the config's static ones, the authorizer's
 * `Authorization` and `DPoP`, `MCP-Protocol-Version`, the `Mcp-Session-Id` of the legacy era and the routing
 * headers (`Mcp-Method`, `Mcp-Name`, `Mcp-Param-*`) of the modern one. It keeps the session id.
 */
class HttpRequestFactory final
{
public:
    /*! Requests go to \a config.url with \a config.headers. */
    explicit HttpRequestFactory(const TransportConfig &config);

    /*! The agreed version (empty before initialize) and its era. */
    void setProtocolVersion(const QString &version, bool modernEra);
    /*! Where `Authorization` and `DPoP` come from; none when null. */
    void setAuthorizer(Authorizer *authorizer) { m_authorizer = authorizer; }
    /*! Mcp-Param-* headers for POSTs in the modern era. */
    void setHeaderProvider(Transport::HeaderProvider provider) { m_headerProvider = std::move(provider); }

    /*! The `Mcp-Session-Id` the server assigned (legacy era), empty if none. */
    QByteArray sessionId() const { return m_sessionId; }
    /*! Keeps \a session when it is visible ASCII and returns true; otherwise forgets the session, returns false. */
    bool setSessionId(const QByteArray &session);
    void clearSession() { m_sessionId.clear(); }

    /*!
     * A request with \a httpMethod accepting \a accept, carrying the session id when \a withSession (legacy era
     * only).
     */
    QNetworkRequest request(const QByteArray &httpMethod, const QByteArray &accept, bool withSession) const;
    /*! The POST of \a message: JSON accepting JSON or an event stream, with the routing headers of its method. */
    QNetworkRequest post(const QJsonObject &message) const;
    /*! The GET of an event stream, resuming after \a lastEventId when not empty. */
    QNetworkRequest streamGet(const QByteArray &lastEventId) const;
    /*! The DELETE that ends the session, allowed \a timeoutMs. */
    QNetworkRequest deleteSession(int timeoutMs) const;
    /*! A HEAD with the config's headers only (no session, no credentials), allowed \a timeoutMs. */
    QNetworkRequest probe(int timeoutMs) const;

    /*! See HttpTransport::encodeHeaderValue(). */
    static QByteArray encodeHeaderValue(const QString &value);

private:
    QNetworkRequest withConfigHeaders() const;
    void addRoutingHeaders(QNetworkRequest &request, const QString &method, const QJsonObject &message) const;

    TransportConfig m_config;
    QPointer<Authorizer> m_authorizer;
    Transport::HeaderProvider m_headerProvider;
    QString m_protocolVersion;
    bool m_modernEra = false;
    QByteArray m_sessionId;
};

} // namespace Mcp

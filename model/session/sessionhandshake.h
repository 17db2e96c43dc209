// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include "protocol/jsonrpc.h"
#include "protocol/timeoutpolicy.h"
#include "session/serverconfig.h"

namespace Mcp {

class JsonRpcConnection;
class Transport;

/*!
 * The opening of one connection, in either era: the 2026-07-28 `server/discover` probe (choosing a version the
 * server lists, and taking a server that does not answer in time for a 2025-11-25 one unless the era is forced),
 * else the `initialize` handshake with `notifications/initialized` and the listen stream. One object per attempt;
 * it ends with succeeded() or failed(), or says nothing when the link goes (the session's reconnection decides).
 */
class SessionHandshake final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionHandshake)
public:
    /*! What the handshake needs to know of the session and the client. */
    struct Settings
    {
        Era forced = Era::Auto; // the configuration's era
        Era preferred = Era::Auto; // the era found on an earlier connection to this configuration
        TimeoutPolicy timeouts; // the configuration's request timeouts
        int probeTimeoutMs = 5000;
        QJsonObject clientCapabilities;
        QJsonObject clientInfo;
    };

    /*! What the server said of itself. */
    struct Outcome
    {
        Era era = Era::Auto;
        QString protocolVersion;
        QJsonObject capabilities;
        QJsonObject serverInfo;
        QString instructions;
    };

    SessionHandshake(JsonRpcConnection *connection, Transport *transport, const Settings &settings, QObject *parent);

    void start();

    /*!
     * The request timeout of the handshake: a person's timeout is for the server's work, not for its start (a
     * process still starting on a loaded machine). Never shorter than the probe's, never longer than asked.
     */
    static TimeoutPolicy policyFor(const TimeoutPolicy &timeouts, int probeTimeoutMs);
    /*! \a params with the 2026-07-28 per-request `_meta` (version, client capabilities and info, log level). */
    static QJsonObject withModernMeta(const QJsonObject &params, const QString &version,
        const QJsonObject &clientCapabilities, const QJsonObject &clientInfo);

signals:
    /*! The era and version the next request goes out in (the session's requests follow them). */
    void trying(Mcp::Era era, const QString &protocolVersion);
    void succeeded(const Mcp::SessionHandshake::Outcome &outcome);
    void failed(const QString &reason);
    /*! A step worth the connection's log. */
    void note(const QString &text);

private:
    void probeModern(const QString &version);
    void onDiscovered(const QJsonObject &result, const QString &version);
    void onDiscoverFailed(const JsonRpcError &error, const QString &version);
    void initializeLegacy();
    void onInitialized(const QJsonObject &result);

    JsonRpcConnection *m_connection;
    QPointer<Transport> m_transport;
    Settings m_settings;
    QHash<QString, int> m_versionsTried; // modern versions sent, and how often
};

} // namespace Mcp

Q_DECLARE_METATYPE(Mcp::SessionHandshake::Outcome)

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include "protocol/jsonrpcconnection.h"
#include "protocol/mcpprotocol.h"
#include "protocol/toolinfo.h"
#include "session/mcpcall.h"
#include "session/serverconfig.h"
#include "transport/transport.h"

namespace Mcp {

class CredentialStore;
class McpSession;
class OAuthClient;
class SessionHandshake;

/*! One line of a connection's log: transport and protocol errors, the server's stderr and log messages. */
struct LogEntry
{
    enum class Source
    {
        Client,
        Transport,
        Protocol,
        ServerStderr,
        ServerLog
    };
    QDateTime time;
    Source source = Source::Client;
    QString level; // "debug", "info", "warning", "error"… as MCP logging levels
    QString text;
};

/*!
 * A client session with one MCP server: the transport, the handshake of either protocol era, capabilities,
 * tools, requests from the server, the connection log, and reconnection after a lost link.
 */
class McpSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpSession)
public:
    enum class State
    {
        Disconnected,
        Connecting,
        Ready,
        Reconnecting,
        Failed
    };
    Q_ENUM(State)

    explicit McpSession(const ServerConfig &config, QObject *parent = nullptr);
    ~McpSession() override;

    const ServerConfig &config() const { return m_config; }
    /*! Takes effect at the next connect. */
    void setConfig(const ServerConfig &config);
    /*! The roots offered to the server, from now on (RootsOffer also tells a connected server). */
    void setRoots(const QList<Root> &roots) { m_config.roots = roots; }

    State state() const { return m_state; }
    /*! Words for the state: "connected", "reconnecting in 4 s", "failed: <reason>"… */
    QString stateText() const;
    QString lastError() const { return m_lastError; }

    /*! The era in use once connected (Auto before that). */
    Era era() const { return m_era; }
    QString protocolVersion() const { return m_protocolVersion; }
    QJsonObject serverCapabilities() const { return m_serverCapabilities; }
    QJsonObject serverInfo() const { return m_serverInfo; }
    QString instructions() const { return m_instructions; }

    JsonRpcConnection *connection() const { return m_connection; }
    Transport *transport() const { return m_transport; }

    /*!
     * Who answers requests from the server, and the input requests embedded in MRTR results (not owned).
     * Without a handler, `ping` and `roots/list` (the configuration's roots) are answered and everything else gets
     * "method not found".
     */
    void setIncomingRequestHandler(IncomingRequestHandler *handler) { m_handler = handler; }

    /*! After a lost link, connect again with growing delays (1 s doubling to 30 s). On by default. */
    void setAutoReconnect(bool enabled) { m_autoReconnect = enabled; }
    /*! Makes the transports (Transport::create by default); a seam for tests. */
    using TransportFactory = std::function<Transport *(const ServerConfig &, QObject *)>;
    void setTransportFactory(TransportFactory factory) { m_transportFactory = std::move(factory); }
    /*! How long the 2026-07-28 `server/discover` probe may take before the server is taken as legacy. */
    void setProbeTimeout(int ms) { m_probeTimeoutMs = ms; }

    /*!
     * The server's OAuth client (HTTP transports, authorization mode other than None), or null. It lives as long
     * as the session, across reconnects: tokens outlive a link.
     */
    OAuthClient *oauth() const { return m_oauth; }
    /*! Where the OAuth client keeps tokens (not owned); reads what is kept there now. */
    void setCredentialStore(CredentialStore *store);
    /*!
     * Called with each OAuth client this session makes (now and after a new configuration), so that the
     * application can say how a person signs in (OAuthClient::setInteraction(), setBrowserOpener()).
     */
    void setOAuthSetup(std::function<void(OAuthClient *)> setup);

    void connectToServer();
    void disconnectFromServer();

    /*! Sends a request, adding the 2026-07-28 `_meta` in that era. Handles MRTR rounds. */
    McpCall *call(
        const QString &method, const QJsonObject &params = QJsonObject(), const TimeoutPolicy *policy = nullptr);
    /*! `tools/call` with a fresh progress token. \a extraParams are merged in (task, operation, keepAlive…). */
    McpCall *callTool(const QString &name, const QJsonObject &arguments, const QJsonObject &extraParams = QJsonObject(),
        const TimeoutPolicy *policy = nullptr);
    /*! A single JSON-RPC request with the era's `_meta`, without MRTR handling. */
    PendingRequest *request(
        const QString &method, const QJsonObject &params = QJsonObject(), const TimeoutPolicy *policy = nullptr);
    void notify(const QString &method, const QJsonObject &params = QJsonObject());
    /*! \a params with the era's per-request `_meta` added (a no-op in the legacy era). */
    QJsonObject withMeta(const QJsonObject &params) const;
    /*! A progress token no other request of this client has used. */
    QJsonValue newProgressToken();

    QList<ToolInfo> tools() const { return m_tools; }
    /*! Lists the tools again (all pages). Emits toolsChanged() or toolsRefreshFailed(). */
    void refreshTools();

    static QJsonObject clientCapabilities();
    static QJsonObject clientInfo();

    /*! Largest number of `tools/list` pages followed before giving up on a server that never ends. */
    static constexpr int MaxListPages = 1000;
    /*! Bursts of `notifications/tools/list_changed` within this many ms cause one refresh. */
    static constexpr int ListChangedDebounceMs = 250;
    /*! Delay before `subscriptions/listen` is sent again after its stream ended while the server is there. */
    static constexpr int ResubscribeDelayMs = 1000;

signals:
    void stateChanged(Mcp::McpSession::State state);
    /*! The handshake finished (also after each reconnection). */
    void ready();
    void reconnectScheduled(int delayMs, const QString &reason);
    void toolsChanged();
    void toolsRefreshFailed(const QString &reason);
    /*! Every notification from the server, in batches. */
    void notificationsReceived(const QList<Mcp::JsonRpcNotification> &batch);
    /*! The server says the URL elicitation \a elicitationId is complete (`notifications/elicitation/complete`). */
    void elicitationCompleted(const QString &elicitationId);
    void logged(const Mcp::LogEntry &entry);
    /*! The OAuth client came or went (setConfig), or its state or tokens changed. */
    void authorizationChanged();

private:
    friend class McpCall;
    class HandlerAdapter;

    void setState(State state, const QString &reason = QString());
    void log(LogEntry::Source source, const QString &level, const QString &text);
    void startTransport();
    void onTransportOpened();
    void onTransportClosed(const QString &reason);
    void startHandshake();
    /*! The timeouts of the handshake's request: the configured ones, with the probe's as a floor. */
    void handshakeDone();
    void handshakeFailed(const QString &reason);
    void listenForChanges();
    void onNotifications(const QList<JsonRpcNotification> &batch);
    void fetchToolsPage(const QString &cursor, QList<ToolInfo> collected, int page);
    void dispatchIncomingRequest(IncomingRequest *request);
    void scheduleReconnect(const QString &reason);
    void setUpAuthorization();

    ServerConfig m_config;
    OAuthClient *m_oauth = nullptr;
    QPointer<CredentialStore> m_credentialStore;
    std::function<void(OAuthClient *)> m_oauthSetup;
    bool m_authorizationFailed = false; // since the last connect: no reconnecting into a sign-in loop
    State m_state = State::Disconnected;
    QString m_lastError;
    Era m_era = Era::Auto;
    Era m_detectedEra = Era::Auto; // cached for the lifetime of the server configuration
    QPointer<SessionHandshake> m_handshake; // the one under way, or the last one
    QString m_protocolVersion;
    QJsonObject m_serverCapabilities;
    QJsonObject m_serverInfo;
    QString m_instructions;

    JsonRpcConnection *m_connection = nullptr;
    QPointer<Transport> m_transport;
    TransportFactory m_transportFactory;
    HandlerAdapter *m_adapter = nullptr;
    IncomingRequestHandler *m_handler = nullptr;

    QPointer<PendingRequest> m_subscription;
    QList<ToolInfo> m_tools;
    bool m_toolsLoading = false;
    bool m_toolsDirty = false;
    QTimer m_listChangedTimer;

    bool m_autoReconnect = true;
    bool m_closing = false;
    int m_reconnectAttempts = 0;
    QTimer m_reconnectTimer;
    QDateTime m_reconnectAt;
    int m_probeTimeoutMs = 5000;
    qint64 m_progressCounter = 0;
};

} // namespace Mcp

Q_DECLARE_METATYPE(Mcp::LogEntry)

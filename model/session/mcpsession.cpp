// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "mcpsession.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QUuid>

#include "auth/credentialstore.h"
#include "auth/oauthclient.h"
#include "protocol/elicitation.h"
#include "protocol/enumnames.h"
#include "session/sessionhandshake.h"
#include "transport/transport.h"

Q_LOGGING_CATEGORY(lcSession, "mcp.session", QtWarningMsg)

namespace Mcp {

// Routes requests from the wire to the session, which hands them to the user's handler.
class McpSession::HandlerAdapter final : public IncomingRequestHandler
{
public:
    explicit HandlerAdapter(McpSession *session)
        : m_session(session)
    {
    }
    void handleIncomingRequest(IncomingRequest *request) override { m_session->dispatchIncomingRequest(request); }

private:
    McpSession *m_session;
};

// --- McpSession -----------------------------------------------------------------------------------------------

McpSession::McpSession(const ServerConfig &config, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_connection(new JsonRpcConnection(this))
    , m_adapter(new HandlerAdapter(this))
{
    qRegisterMetaType<Mcp::LogEntry>();
    m_connection->setDefaultTimeoutPolicy(config.timeouts);
    m_connection->setIncomingRequestHandler(m_adapter);
    connect(m_connection, &JsonRpcConnection::notificationsReceived, this, &McpSession::onNotifications);
    connect(m_connection, &JsonRpcConnection::protocolError, this,
        [this](const QString &reason) { log(LogEntry::Source::Protocol, QStringLiteral("error"), reason); });

    m_listChangedTimer.setSingleShot(true);
    m_listChangedTimer.setInterval(ListChangedDebounceMs);
    connect(&m_listChangedTimer, &QTimer::timeout, this, &McpSession::refreshTools);

    m_reconnectTimer.setSingleShot(true);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &McpSession::startTransport);
    setUpAuthorization();
}

void McpSession::setUpAuthorization()
{
    const bool wanted =
        m_config.kind == ServerConfig::Kind::StreamableHttp && m_config.auth.mode != AuthSettings::Mode::None;
    if (!wanted) {
        if (m_oauth) {
            if (m_transport)
                m_transport->setAuthorizer(nullptr);
            m_oauth->disconnect(this);
            m_oauth->deleteLater();
            m_oauth = nullptr;
            emit authorizationChanged();
        }
        return;
    }
    if (m_oauth && OAuthUrls::canonicalResource(m_config.url) == m_oauth->serverUrl()) {
        m_oauth->setSettings(m_config.auth);
        return;
    }
    if (m_oauth) {
        m_oauth->disconnect(this);
        m_oauth->deleteLater();
    }
    m_oauth = new OAuthClient(m_config.url, m_config.auth, this);
    connect(m_oauth, &OAuthClient::stateChanged, this, [this](OAuthClient::State state) {
        if (state == OAuthClient::State::Failed) {
            m_authorizationFailed = true;
            log(LogEntry::Source::Client, QStringLiteral("error"), tr("authorization: %1").arg(m_oauth->statusText()));
        } else if (state == OAuthClient::State::WaitingForBrowser) {
            log(LogEntry::Source::Client, QStringLiteral("info"),
                tr("authorization: sign in in the browser (%1)")
                    .arg(m_oauth->pendingAuthorizationUrl().toString(QUrl::RemoveQuery)));
        } else if (state == OAuthClient::State::SignedIn) {
            m_authorizationFailed = false;
            log(LogEntry::Source::Client, QStringLiteral("info"), tr("authorization: %1").arg(m_oauth->statusText()));
        }
        emit authorizationChanged();
    });
    connect(m_oauth, &OAuthClient::tokensChanged, this, &McpSession::authorizationChanged);
    connect(m_oauth, &OAuthClient::browserFailed, this, [this] {
        log(LogEntry::Source::Client, QStringLiteral("warning"), tr("authorization: %1").arg(m_oauth->statusText()));
        emit authorizationChanged();
    });
    if (m_oauthSetup)
        m_oauthSetup(m_oauth);
    if (m_credentialStore) {
        m_oauth->setCredentialStore(m_credentialStore);
        m_oauth->load();
    }
    if (m_transport)
        m_transport->setAuthorizer(m_oauth);
    emit authorizationChanged();
}

void McpSession::setOAuthSetup(std::function<void(OAuthClient *)> setup)
{
    m_oauthSetup = std::move(setup);
    if (m_oauth && m_oauthSetup)
        m_oauthSetup(m_oauth);
}

void McpSession::setCredentialStore(CredentialStore *store)
{
    m_credentialStore = store;
    if (m_oauth) {
        m_oauth->setCredentialStore(store);
        m_oauth->load();
    }
}

McpSession::~McpSession()
{
    m_closing = true;
    m_connection->setIncomingRequestHandler(nullptr);
    if (m_transport) {
        m_connection->setTransport(nullptr);
        delete m_transport;
    }
    delete m_adapter;
}

void McpSession::setConfig(const ServerConfig &config)
{
    m_config = config;
    m_detectedEra = Era::Auto;
    m_connection->setDefaultTimeoutPolicy(config.timeouts);
    setUpAuthorization();
}

QString McpSession::stateText() const
{
    if (m_state == State::Reconnecting) {
        const qint64 ms = QDateTime::currentDateTimeUtc().msecsTo(m_reconnectAt);
        return ms > 0 ? tr("reconnecting in %1 s").arg((ms + 999) / 1000) : tr("reconnecting");
    }
    if (m_state == State::Failed)
        return tr("failed: %1").arg(m_lastError);
    static const EnumName<State> kWords[] = {{State::Disconnected, QT_TR_NOOP("disconnected")},
        {State::Connecting, QT_TR_NOOP("connecting")}, {State::Ready, QT_TR_NOOP("connected")}};
    return enumToText("Mcp::McpSession", kWords, m_state);
}

void McpSession::setState(State state, const QString &reason)
{
    if (!reason.isEmpty())
        m_lastError = reason;
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void McpSession::log(LogEntry::Source source, const QString &level, const QString &text)
{
    qCDebug(lcSession) << m_config.name << level << text;
    emit logged(LogEntry {QDateTime::currentDateTimeUtc(), source, level, text});
}

void McpSession::connectToServer()
{
    if (m_state == State::Connecting || m_state == State::Ready)
        return;
    m_closing = false;
    m_reconnectAttempts = 0;
    m_authorizationFailed = false;
    m_reconnectTimer.stop();
    startTransport();
}

void McpSession::disconnectFromServer()
{
    m_closing = true;
    m_reconnectTimer.stop();
    m_listChangedTimer.stop();
    if (m_transport && m_transport->state() != Transport::State::Closed)
        m_transport->close();
    // Resumable requests survive a lost link, not a deliberate disconnect.
    m_connection->failPending(ErrorCode::ConnectionClosed, tr("disconnected by the client"), true);
    setState(State::Disconnected);
}

void McpSession::startTransport()
{
    if (m_transport) {
        m_connection->setTransport(nullptr);
        m_transport->disconnect(this);
        m_transport->deleteLater();
    }
    // A retry after a lost link stays "reconnecting" until the handshake is through.
    setState(m_reconnectAttempts > 0 ? State::Reconnecting : State::Connecting);
    m_era = Era::Auto;
    ServerConfig transportConfig = m_config;
    if (m_config.auth.mode == AuthSettings::Mode::Bearer && !m_config.auth.bearerToken.isEmpty()
        && m_config.kind != ServerConfig::Kind::StreamableHttp) {
        // Transports without an authorizer take the static token as a header of their own.
        transportConfig.headers.append(
            {QByteArrayLiteral("Authorization"), "Bearer " + m_config.auth.bearerToken.toUtf8()});
    }
    m_transport =
        m_transportFactory ? m_transportFactory(transportConfig, this) : Transport::create(transportConfig, this);
    m_connection->setTransport(m_transport);
    if (m_oauth)
        m_transport->setAuthorizer(m_oauth);
    {
        // 2026-07-28: parameters a tool marks with x-mcp-header travel as Mcp-Param-* headers too.
        m_transport->setHeaderProvider([this](const QJsonObject &message) {
            QList<QPair<QByteArray, QString>> headers;
            if (message.value(QStringLiteral("method")).toString() != QLatin1String("tools/call"))
                return headers;
            const QJsonObject params = message.value(QStringLiteral("params")).toObject();
            const QString name = params.value(QStringLiteral("name")).toString();
            for (const ToolInfo &tool : std::as_const(m_tools)) {
                if (tool.name == name)
                    return tool.paramHeaderValues(params.value(QStringLiteral("arguments")).toObject());
            }
            return headers;
        });
    }
    connect(m_transport, &Transport::opened, this, &McpSession::onTransportOpened);
    connect(m_transport, &Transport::closed, this, &McpSession::onTransportClosed);
    connect(m_transport, &Transport::serverLog, this,
        [this](const QString &line) { log(LogEntry::Source::ServerStderr, QStringLiteral("info"), line); });
    connect(m_transport, &Transport::reconnecting, this, [this](int delayMs, const QString &reason) {
        log(LogEntry::Source::Transport, QStringLiteral("warning"),
            tr("stream interrupted (%1); reconnecting in %2 ms").arg(reason).arg(delayMs));
    });
    connect(m_transport, &Transport::sessionExpired, this, [this] {
        log(LogEntry::Source::Transport, QStringLiteral("warning"),
            tr("the server no longer knows this session; initializing again"));
        if (m_state == State::Ready)
            startHandshake();
    });
    log(LogEntry::Source::Client, QStringLiteral("info"), tr("connecting to %1").arg(m_transport->describe()));
    m_transport->open();
}

void McpSession::onTransportOpened()
{
    startHandshake();
}

void McpSession::onTransportClosed(const QString &reason)
{
    log(LogEntry::Source::Transport, m_closing ? QStringLiteral("info") : QStringLiteral("error"),
        tr("connection closed: %1").arg(reason));
    if (m_closing) {
        setState(State::Disconnected);
        return;
    }
    if (m_autoReconnect && (m_state == State::Ready || m_state == State::Reconnecting)) {
        scheduleReconnect(reason);
        return;
    }
    setState(State::Failed, reason);
}

void McpSession::scheduleReconnect(const QString &reason)
{
    // 1, 2, 4, 8, 16, 30, 30… seconds: quick after a blip, gentle on a server that stays down.
    const int delay = qMin(30000, 1000 << qMin(m_reconnectAttempts, 5));
    ++m_reconnectAttempts;
    m_reconnectAt = QDateTime::currentDateTimeUtc().addMSecs(delay);
    m_lastError = reason;
    setState(State::Reconnecting);
    emit reconnectScheduled(delay, reason);
    log(LogEntry::Source::Client, QStringLiteral("warning"), tr("reconnecting in %1 s").arg(delay / 1000));
    m_reconnectTimer.start(delay);
}

void McpSession::startHandshake()
{
    if (m_handshake) {
        // An earlier attempt (a session the server forgot, a reconnection) has nothing more to say.
        m_handshake->disconnect(this);
        m_handshake->deleteLater();
    }
    SessionHandshake::Settings settings;
    settings.forced = m_config.era;
    settings.preferred = m_detectedEra;
    settings.timeouts = m_config.timeouts;
    settings.probeTimeoutMs = m_probeTimeoutMs;
    settings.clientCapabilities = clientCapabilities();
    settings.clientInfo = clientInfo();
    m_handshake = new SessionHandshake(m_connection, m_transport, settings, this);
    connect(m_handshake, &SessionHandshake::trying, this, [this](Era era, const QString &version) {
        m_era = era;
        m_protocolVersion = version;
    });
    connect(m_handshake, &SessionHandshake::note, this,
        [this](const QString &text) { log(LogEntry::Source::Client, QStringLiteral("info"), text); });
    connect(m_handshake, &SessionHandshake::failed, this, &McpSession::handshakeFailed);
    connect(m_handshake, &SessionHandshake::succeeded, this, [this](const SessionHandshake::Outcome &outcome) {
        m_detectedEra = outcome.era;
        m_era = outcome.era;
        m_protocolVersion = outcome.protocolVersion;
        m_serverCapabilities = outcome.capabilities;
        m_serverInfo = outcome.serverInfo;
        m_instructions = outcome.instructions;
        handshakeDone();
    });
    m_handshake->start();
}

void McpSession::handshakeDone()
{
    m_reconnectAttempts = 0;
    m_lastError.clear();
    log(LogEntry::Source::Client, QStringLiteral("info"),
        tr("connected to %1 %2 (protocol %3)")
            .arg(m_serverInfo.value(QStringLiteral("name")).toString(QStringLiteral("server")),
                m_serverInfo.value(QStringLiteral("version")).toString(), m_protocolVersion));
    setState(State::Ready);
    emit ready();
    if (m_serverCapabilities.contains(QStringLiteral("tools")))
        refreshTools();
    if (m_era == Era::Modern)
        listenForChanges();
}

void McpSession::listenForChanges()
{
    // 2026-07-28 basic/patterns/subscriptions: change notifications come only on a subscriptions/listen stream.
    QJsonObject lists;
    for (const QString &list : {QStringLiteral("tools"), QStringLiteral("prompts")}) {
        if (m_serverCapabilities.value(list).toObject().value(QStringLiteral("listChanged")).toBool())
            lists.insert(list + QStringLiteral("ListChanged"), true);
    }
    // Also called from a timer: only while this session is up in the era that has the stream.
    if (lists.isEmpty() || m_subscription || m_state != State::Ready || m_era != Era::Modern)
        return;
    const TimeoutPolicy noTimeout {0, false, 0};
    m_subscription =
        request(QStringLiteral("subscriptions/listen"), {{QStringLiteral("notifications"), lists}}, &noTimeout);
    PendingRequest *subscription = m_subscription;
    connect(subscription, &PendingRequest::finished, this, [this, subscription] {
        m_subscription = nullptr;
        if (subscription->hasError()) {
            const JsonRpcError error = subscription->error();
            if (!error.local) {
                log(LogEntry::Source::Protocol, QStringLiteral("warning"),
                    tr("the server refused subscriptions/listen: %1").arg(error.toString()));
            } else if (error.code != ErrorCode::ConnectionClosed && error.code != ErrorCode::RequestCancelled
                && m_state == State::Ready) {
                // The stream broke while the server is still there (the transport checked): listen again, or
                // change notifications stop for good. A lost link is handled by the reconnection instead.
                log(LogEntry::Source::Transport, QStringLiteral("warning"),
                    tr("subscriptions/listen ended: %1; listening again").arg(error.message));
                QTimer::singleShot(ResubscribeDelayMs, this, &McpSession::listenForChanges);
            }
            return;
        }
        // A graceful end from the server: listen again while the session lives.
        if (m_state == State::Ready)
            QTimer::singleShot(ResubscribeDelayMs, this, &McpSession::listenForChanges);
    });
}

void McpSession::handshakeFailed(const QString &reason)
{
    log(LogEntry::Source::Client, QStringLiteral("error"), reason);
    if (m_transport) {
        // This link is done with; its closed() must not start a second recovery.
        m_transport->disconnect(this);
        if (m_transport->state() != Transport::State::Closed)
            m_transport->close();
    }
    if (m_autoReconnect && m_reconnectAttempts > 0 && !m_authorizationFailed) {
        // The server is not back yet (or not fully): keep trying, resumable requests keep waiting. Not after a failed
        // sign-in: trying again would only ask the person again and again.
        scheduleReconnect(reason);
        return;
    }
    m_connection->failPending(ErrorCode::ConnectionClosed, reason, true);
    setState(State::Failed, reason);
}

QJsonObject McpSession::withMeta(const QJsonObject &params) const
{
    if (m_era != Era::Modern)
        return params;
    return SessionHandshake::withModernMeta(params, m_protocolVersion, clientCapabilities(), clientInfo());
}

PendingRequest *McpSession::request(const QString &method, const QJsonObject &params, const TimeoutPolicy *policy)
{
    return m_connection->sendRequest(method, withMeta(params), policy);
}

void McpSession::notify(const QString &method, const QJsonObject &params)
{
    m_connection->sendNotification(method, params);
}

McpCall *McpSession::call(const QString &method, const QJsonObject &params, const TimeoutPolicy *policy)
{
    auto *call = new McpCall(this, method, params, policy);
    // Started from the event loop so that the caller can connect to roundStarted() first.
    QTimer::singleShot(0, call, [call] { call->sendRound(call->params()); });
    return call;
}

McpCall *McpSession::callTool(
    const QString &name, const QJsonObject &arguments, const QJsonObject &extraParams, const TimeoutPolicy *policy)
{
    QJsonObject params = extraParams;
    params.insert(QStringLiteral("name"), name);
    params.insert(QStringLiteral("arguments"), arguments);
    QJsonObject meta = params.value(kMeta).toObject();
    if (!meta.contains(QStringLiteral("progressToken")))
        meta.insert(QStringLiteral("progressToken"), newProgressToken());
    params.insert(kMeta, meta);
    return call(QStringLiteral("tools/call"), params, policy);
}

QJsonValue McpSession::newProgressToken()
{
    // Unique beyond this process too: a restarted CLI that rejoins must not reuse a token still in flight.
    return QStringLiteral("progress-%1-%2")
        .arg(QUuid::createUuid().toString(QUuid::Id128).left(12))
        .arg(++m_progressCounter);
}

void McpSession::refreshTools()
{
    if (m_toolsLoading) {
        m_toolsDirty = true; // one more round once this one ends: the list changed meanwhile
        return;
    }
    m_toolsLoading = true;
    m_toolsDirty = false;
    fetchToolsPage(QString(), {}, 1);
}

void McpSession::fetchToolsPage(const QString &cursor, QList<ToolInfo> collected, int page)
{
    QJsonObject params;
    if (!cursor.isEmpty())
        params.insert(QStringLiteral("cursor"), cursor);
    PendingRequest *list = request(QStringLiteral("tools/list"), params);
    connect(list, &PendingRequest::finished, this, [this, list, collected, page, cursor]() mutable {
        if (list->hasError()) {
            m_toolsLoading = false;
            const QString reason = tr("tools/list failed: %1").arg(list->error().toString());
            log(LogEntry::Source::Protocol, QStringLiteral("error"), reason);
            emit toolsRefreshFailed(reason);
            return;
        }
        const QJsonObject result = list->result();
        const QJsonArray tools = result.value(QStringLiteral("tools")).toArray();
        for (const QJsonValue &tool : tools) {
            ToolInfo info = ToolInfo::fromJson(tool.toObject());
            if (info.name.isEmpty()) {
                log(LogEntry::Source::Protocol, QStringLiteral("warning"), tr("ignored a tool without a name"));
                continue;
            }
            if (!info.paramHeaderError.isEmpty() && m_config.kind == ServerConfig::Kind::StreamableHttp) {
                // 2026-07-28 streamable-http: a client MUST leave out a tool whose x-mcp-header is invalid.
                log(LogEntry::Source::Protocol, QStringLiteral("warning"),
                    tr("ignored tool \"%1\": %2").arg(info.name, info.paramHeaderError));
                continue;
            }
            collected << info;
        }
        const QString next = result.value(QStringLiteral("nextCursor")).toString();
        if (!next.isEmpty() && next != cursor && page < MaxListPages) {
            fetchToolsPage(next, collected, page + 1);
            return;
        }
        if (!next.isEmpty())
            log(LogEntry::Source::Protocol, QStringLiteral("warning"),
                tr("stopped following tools/list pages after %1 pages").arg(page));
        m_toolsLoading = false;
        m_tools = collected;
        emit toolsChanged();
        if (m_toolsDirty)
            refreshTools();
    });
}

void McpSession::onNotifications(const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &n : batch) {
        if (n.method == QLatin1String("notifications/message")) {
            const QJsonValue data = n.params().value(QStringLiteral("data"));
            QString text = data.isString() ? data.toString()
                : data.isObject() ? QString::fromUtf8(QJsonDocument(data.toObject()).toJson(QJsonDocument::Compact))
                : data.isArray()  ? QString::fromUtf8(QJsonDocument(data.toArray()).toJson(QJsonDocument::Compact))
                                  : data.toVariant().toString();
            const QString logger = n.params().value(QStringLiteral("logger")).toString();
            if (!logger.isEmpty())
                text = logger + QStringLiteral(": ") + text;
            log(LogEntry::Source::ServerLog, n.params().value(QStringLiteral("level")).toString(QStringLiteral("info")),
                text);
        } else if (n.method == QLatin1String("notifications/tools/list_changed")) {
            m_listChangedTimer.start(); // debounced: servers send these in bursts
        }
    }
    emit notificationsReceived(batch);
    for (const JsonRpcNotification &n : batch) {
        if (n.method != QLatin1String(Elicitation::CompleteNotification))
            continue;
        const QString id = n.params().value(QStringLiteral("elicitationId")).toString();
        if (!id.isEmpty())
            emit elicitationCompleted(id);
    }
}

void McpSession::dispatchIncomingRequest(IncomingRequest *request)
{
    if (m_handler) {
        m_handler->handleIncomingRequest(request);
        return;
    }
    if (request->method() == QLatin1String("ping")) {
        request->respond({});
        return;
    }
    if (request->method() == QLatin1String("roots/list")) {
        // The configuration's roots; none is a valid answer rather than an error.
        request->respond({{QStringLiteral("roots"), Root::listToJson(m_config.roots)}});
        return;
    }
    request->respondError(ErrorCode::MethodNotFound, tr("This client has no handler for %1").arg(request->method()));
}

QJsonObject McpSession::clientCapabilities()
{
    // docs/dialects.md: the flags of each async dialect the client speaks, plus the released spec's capabilities.
    return QJsonObject {
        {QStringLiteral("roots"), QJsonObject {{QStringLiteral("listChanged"), true}}},
        {QStringLiteral("sampling"), QJsonObject {}},
        {QStringLiteral("elicitation"),
            QJsonObject {{QStringLiteral("form"), QJsonObject {}}, {QStringLiteral("url"), QJsonObject {}}}},
        // The client hosts the tasks a server creates for prompts (2025-11-25 tasks; served by the TasksAdapter).
        {QStringLiteral("tasks"),
            QJsonObject {{QStringLiteral("list"), QJsonObject {}}, {QStringLiteral("cancel"), QJsonObject {}},
                {QStringLiteral("requests"),
                    QJsonObject {
                        {QStringLiteral("sampling"), QJsonObject {{QStringLiteral("createMessage"), QJsonObject {}}}},
                        {QStringLiteral("elicitation"), QJsonObject {{QStringLiteral("create"), QJsonObject {}}}}}}}},
        {QStringLiteral("extensions"), QJsonObject {{QStringLiteral("io.modelcontextprotocol/tasks"), QJsonObject {}}}},
        {QStringLiteral("resumableRequests"), QJsonObject {}},
        {QStringLiteral("experimental"), QJsonObject {{QStringLiteral("asyncOperations"), QJsonObject {}}}},
    };
}

QJsonObject McpSession::clientInfo()
{
    return QJsonObject {{QStringLiteral("name"), QStringLiteral("mcp-async-inspector")},
        {QStringLiteral("title"), QStringLiteral("MCP Async Inspector")},
        {QStringLiteral("version"), QStringLiteral(MCP_VERSION_STRING)}};
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "sessionrecorder.h"

#include <QJsonArray>

#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "transport/transport.h"

namespace Mcp {

SessionRecorder::SessionRecorder(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(&m_writer, &RecordingWriter::failed, this,
        [this](const QString &reason) { emit recordingChanged(false, reason); });
}

SessionRecorder::~SessionRecorder()
{
    stop();
}

bool SessionRecorder::start(const QString &path, QString *error)
{
    if (!m_session) {
        *error = tr("the server is gone");
        return false;
    }
    const ServerConfig &config = m_session->config();
    QJsonObject server {
        {QStringLiteral("name"), config.name}, {QStringLiteral("kind"), ServerConfig::kindToString(config.kind)}};
    if (config.kind == ServerConfig::Kind::Stdio) {
        server.insert(QStringLiteral("command"), config.command);
        server.insert(QStringLiteral("arguments"), QJsonArray::fromStringList(config.arguments));
    } else {
        server.insert(QStringLiteral("url"), config.url.toString(QUrl::RemoveUserInfo));
    }
    if (!m_writer.open(path, QStringLiteral("client"), server, error))
        return false;
    m_link = 0;
    m_linkUp = false;
    JsonRpcConnection *connection = m_session->connection();
    connect(connection, &JsonRpcConnection::messageTraced, this,
        [this, connection](bool outgoing, const QJsonObject &message, qint64, const QJsonValue &stream) {
            if (!m_linkUp)
                onStateChanged(); // a message before the state said so: the link is up
            writeConnect();
            const Transport *transport = connection->transport();
            m_writer.writeMessage(
                qMax(m_link, 1), outgoing, transport ? transport->protocolVersion() : QString(), message, stream);
        });
    connect(m_session, &McpSession::stateChanged, this, &SessionRecorder::onStateChanged);
    connect(m_session, &McpSession::reconnectScheduled, this, [this](int delayMs, const QString &reason) {
        m_writer.writeEvent(qMax(m_link, 1), QStringLiteral("reconnect"),
            {{QStringLiteral("delayMs"), delayMs}, {QStringLiteral("reason"), reason}});
    });
    connect(m_session, &McpSession::ready, this, [this] {
        writeConnect();
        m_writer.writeEvent(m_link, QStringLiteral("initialized"),
            {{QStringLiteral("version"), m_session->protocolVersion()},
                {QStringLiteral("serverInfo"), m_session->serverInfo()}});
    });
    connect(m_session, &McpSession::logged, this, [this](const LogEntry &entry) {
        if (entry.source == LogEntry::Source::ServerStderr) {
            m_writer.writeEvent(qMax(m_link, 1), QStringLiteral("stderr"), {{QStringLiteral("line"), entry.text}});
        } else if (entry.source == LogEntry::Source::Transport) {
            // What the link went through without a new connection: a stream resumed, an HTTP error.
            m_writer.writeEvent(qMax(m_link, 1), QStringLiteral("transport"),
                {{QStringLiteral("level"), entry.level}, {QStringLiteral("text"), entry.text}});
        }
    });
    onStateChanged();
    emit recordingChanged(true, QString());
    return true;
}

void SessionRecorder::stop()
{
    if (!m_writer.isOpen())
        return;
    if (m_session) {
        m_session->disconnect(this);
        m_session->connection()->disconnect(this);
    }
    m_writer.close();
    emit recordingChanged(false, QString());
}

void SessionRecorder::onStateChanged()
{
    const McpSession::State state = m_session->state();
    const bool up = state == McpSession::State::Connecting || state == McpSession::State::Ready
        || (state == McpSession::State::Reconnecting && m_session->transport()
            && m_session->transport()->state() != Transport::State::Closed);
    if (up == m_linkUp)
        return;
    m_linkUp = up;
    if (up) {
        ++m_link;
        m_connectPending = true; // written with the link's first message, when the transport is the link's own
    } else {
        writeConnect();
        m_writer.writeEvent(
            qMax(m_link, 1), QStringLiteral("disconnect"), {{QStringLiteral("reason"), m_session->lastError()}});
    }
}

void SessionRecorder::writeConnect()
{
    if (!m_connectPending)
        return;
    m_connectPending = false;
    const Transport *transport = m_session->transport();
    m_writer.writeEvent(m_link, QStringLiteral("connect"),
        {{QStringLiteral("transport"), transport ? transport->describe() : QString()}});
}

void SessionRecorder::writeEvent(const QString &event, const QJsonObject &details)
{
    m_writer.writeEvent(qMax(m_link, 1), event, details);
}

void SessionRecorder::markPerson(const QString &action, const QJsonObject &details)
{
    QJsonObject event = details;
    event.insert(QStringLiteral("action"), action);
    m_writer.writeEvent(qMax(m_link, 1), QStringLiteral("person"), event);
}

void SessionRecorder::watchPrompt(IncomingRequest *request, const QString &operationId)
{
    connect(request, &IncomingRequest::answered, this, [this, request, operationId] {
        const bool error = !request->responseError().isNull();
        QJsonObject details {
            {QStringLiteral("request"), request->isEmbedded() ? QJsonValue(request->inputKey()) : request->id()},
            {QStringLiteral("method"), request->method()}, {QStringLiteral("operation"), operationId}};
        if (!error) {
            const QString elicitAction = request->response().value(QStringLiteral("action")).toString();
            if (!elicitAction.isEmpty())
                details.insert(QStringLiteral("answer"), elicitAction);
        }
        markPerson(error ? QStringLiteral("refused") : QStringLiteral("answered"), details);
    });
}

} // namespace Mcp

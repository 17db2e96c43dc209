// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverlog.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "protocol/mcpprotocol.h"
#include "session/mcpsession.h"

namespace Mcp {

QString ServerLogEntry::text() const
{
    QString text;
    if (data.isString())
        text = data.toString();
    else if (data.isObject())
        text = QString::fromUtf8(QJsonDocument(data.toObject()).toJson(QJsonDocument::Compact));
    else if (data.isArray())
        text = QString::fromUtf8(QJsonDocument(data.toArray()).toJson(QJsonDocument::Compact));
    else
        text = data.toVariant().toString();
    if (text.size() > MaxTextChars)
        text = text.left(MaxTextChars) + QObject::tr("… (%1 characters, cut)").arg(text.size());
    return text;
}

QJsonObject ServerLogEntry::toJson() const
{
    QJsonObject json {{QStringLiteral("time"), time.toString(Qt::ISODateWithMs)},
        {QStringLiteral("source"), source == Source::Stderr ? QStringLiteral("stderr") : QStringLiteral("message")},
        {QStringLiteral("level"), level}, {QStringLiteral("data"), data}};
    // The optional fields, left out when absent.
    const std::pair<QString, QJsonValue> optional[] = {
        {QStringLiteral("logger"), logger.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(logger)},
        {QStringLiteral("relatedTask"),
            relatedTask.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(relatedTask)},
        {QStringLiteral("progressToken"), progressToken}};
    for (const auto &[key, value] : optional) {
        if (!value.isUndefined())
            json.insert(key, value);
    }
    return json;
}

ServerLogEntry ServerLogEntry::fromMessage(const QJsonObject &params, bool *malformed)
{
    ServerLogEntry entry;
    entry.time = QDateTime::currentDateTimeUtc();
    entry.level = params.value(QStringLiteral("level")).toString();
    const bool unknownLevel = ServerLog::levelRank(entry.level) < 0;
    if (unknownLevel)
        entry.level = QStringLiteral("info");
    if (malformed)
        *malformed = unknownLevel;
    entry.logger = params.value(QStringLiteral("logger")).toString();
    entry.data = params.value(QStringLiteral("data"));
    const QJsonObject meta = params.value(QStringLiteral("_meta")).toObject();
    entry.relatedTask = meta.value(kRelatedTask).toObject().value(QStringLiteral("taskId")).toString();
    entry.progressToken = meta.value(QStringLiteral("progressToken"));
    return entry;
}

ServerLog::ServerLog(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    qRegisterMetaType<Mcp::ServerLogEntry>();
    connect(session, &McpSession::notificationsReceived, this, &ServerLog::onNotifications);
    connect(session, &McpSession::logged, this, &ServerLog::onLogged);
}

QStringList ServerLog::levels()
{
    // RFC 5424 severities, least severe first (2025-11-25 server/utilities/logging).
    static const QStringList names {QStringLiteral("debug"), QStringLiteral("info"), QStringLiteral("notice"),
        QStringLiteral("warning"), QStringLiteral("error"), QStringLiteral("critical"), QStringLiteral("alert"),
        QStringLiteral("emergency")};
    return names;
}

int ServerLog::levelRank(const QString &level)
{
    return int(levels().indexOf(level));
}

void ServerLog::setCapacity(int capacity)
{
    m_capacity = qMax(1, capacity);
    const int excess = int(m_entries.size()) - m_capacity;
    if (excess > 0) {
        m_entries.remove(0, excess);
        m_dropped += excess;
        emit entriesDropped(excess);
    }
}

void ServerLog::clear()
{
    m_entries.clear();
    m_dropped = 0;
    m_malformed = 0;
    emit cleared();
}

bool ServerLog::setLevel(const QString &level)
{
    if (levelRank(level) < 0 || !m_session)
        return false;
    if (m_session->era() == Era::Modern) {
        m_level = level;
        emit levelSet(level);
        return true;
    }
    if (!m_session->serverCapabilities().contains(QStringLiteral("logging")) || !m_session->connection())
        return false;
    PendingRequest *request =
        m_session->request(QStringLiteral("logging/setLevel"), QJsonObject {{QStringLiteral("level"), level}});
    connect(request, &PendingRequest::finished, this, [this, request, level] {
        if (request->hasError()) {
            emit levelFailed(request->error().toString());
            return;
        }
        m_level = level;
        emit levelSet(level);
    });
    return true;
}

QJsonObject ServerLog::withLevel(const QJsonObject &params) const
{
    if (m_level.isEmpty())
        return params;
    QJsonObject result = params;
    QJsonObject meta = params.value(QStringLiteral("_meta")).toObject();
    meta.insert(MetaKey::logLevel(), m_level);
    result.insert(QStringLiteral("_meta"), meta);
    return result;
}

bool ServerLog::exportTo(QIODevice *device, bool json) const
{
    for (const ServerLogEntry &entry : m_entries) {
        QByteArray line;
        if (json) {
            line = QJsonDocument(entry.toJson()).toJson(QJsonDocument::Compact);
        } else {
            line = (entry.time.toString(Qt::ISODateWithMs) + QLatin1Char(' ') + entry.level + QLatin1Char(' ')
                + (entry.logger.isEmpty() ? QString() : entry.logger + QStringLiteral(": ")) + entry.text())
                       .toUtf8();
        }
        if (device->write(line + '\n') < 0)
            return false;
    }
    return true;
}

void ServerLog::onNotifications(const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &n : batch) {
        if (n.method != QLatin1String("notifications/message"))
            continue;
        bool malformed = false;
        const ServerLogEntry entry = ServerLogEntry::fromMessage(n.params(), &malformed);
        if (malformed)
            ++m_malformed; // kept, so that nothing the server said is lost, but flagged by the count
        append(entry);
    }
}

void ServerLog::onLogged(const LogEntry &entry)
{
    if (entry.source != LogEntry::Source::ServerStderr)
        return;
    append(ServerLogEntry {entry.time, ServerLogEntry::Source::Stderr, QStringLiteral("info"), QStringLiteral("stderr"),
        QJsonValue(entry.text), QString(), QJsonValue(QJsonValue::Undefined)});
}

void ServerLog::append(const ServerLogEntry &entry)
{
    m_entries.append(entry);
    emit entryAdded(entry);
    if (m_entries.size() > m_capacity) {
        m_entries.removeFirst();
        ++m_dropped;
        emit entriesDropped(1);
    }
}

} // namespace Mcp

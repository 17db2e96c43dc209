// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "protocollint.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>

#include "protocol/mcpprotocol.h"
#include "protocol/wirecheck.h"

namespace Mcp {

namespace {

using Qt::StringLiterals::operator""_L1;

QString valueText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 17);
    return QString();
}

// Ids of this side's requests, as text that keeps a number apart from the same digits in a string.
QString idKey(const QJsonValue &id)
{
    return id.isString() ? QLatin1Char('"') + id.toString() + QLatin1Char('"') : valueText(id);
}

QString seconds(qint64 ms)
{
    return ms % 1000 == 0 ? ProtocolLint::tr("%1 s").arg(ms / 1000)
                          : ProtocolLint::tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

const QStringList &taskWords()
{
    static const QStringList words {QStringLiteral("working"), QStringLiteral("input_required"),
        QStringLiteral("completed"), QStringLiteral("failed"), QStringLiteral("cancelled")};
    return words;
}

const QStringList &operationWords()
{
    static const QStringList words {QStringLiteral("submitted"), QStringLiteral("working"),
        QStringLiteral("input_required"), QStringLiteral("completed"), QStringLiteral("canceled"),
        QStringLiteral("failed"), QStringLiteral("unknown")};
    return words;
}

bool isTerminal(const QString &word, bool tasks)
{
    if (word == QLatin1String("completed") || word == QLatin1String("failed"))
        return true;
    return tasks ? word == QLatin1String("cancelled")
                 : word == QLatin1String("canceled") || word == QLatin1String("unknown");
}

// The requests that name a handle, and the member they name it in.
QString handleMember(const QString &method)
{
    return method.startsWith("tasks/"_L1)      ? QStringLiteral("taskId")
        : method.startsWith("tools/async/"_L1) ? QStringLiteral("token")
                                               : QString();
}

bool isPoll(const QString &method)
{
    return method == QLatin1String("tasks/get") || method == QLatin1String("tools/async/status")
        || method == QLatin1String("tools/async/get");
}

// An ISO 8601 time as ms since the epoch; 0 when it is none.
qint64 isoTime(const QJsonValue &value)
{
    if (!value.isString())
        return 0;
    const QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return time.isValid() ? time.toMSecsSinceEpoch() : 0;
}

bool isStandardCode(int code)
{
    return code == -32700 || code == -32600 || code == -32601 || code == -32602 || code == -32603;
}

Finding make(Finding::Severity severity, const char *rule, const QString &reason, const QString &handle,
    QList<qint64> serials, qint64 timeMs)
{
    Finding finding;
    finding.severity = severity;
    finding.rule = QLatin1String(rule);
    finding.reason = reason;
    finding.handle = handle;
    finding.messages = std::move(serials);
    finding.timeMs = timeMs;
    return finding;
}

} // namespace

Finding ProtocolLint::wireFinding(qint64 serial, const QString &reason, qint64 timeMs)
{
    return make(Finding::Severity::Error, "wire", reason, QString(), {serial}, timeMs);
}

QList<Finding> ProtocolLint::observe(qint64 serial, bool outgoing, const QJsonObject &message, const QString &version,
    qint64 timeMs, const QJsonValue &stream)
{
    QList<Finding> out;
    const bool hasId = message.contains("id"_L1);
    if (!message.contains("method"_L1)) {
        if (!outgoing && (message.contains("result"_L1) || message.contains("error"_L1)))
            onResponse(serial, message, version, timeMs, out);
        return out;
    }
    if (hasId) {
        if (outgoing)
            noteOutgoingRequest(serial, message, version, timeMs, out);
        else
            m_answered.insert(QStringLiteral("server ") + idKey(message.value("id"_L1)),
                serial); // the server's own request: a cancellation may name it
        return out;
    }
    if (!outgoing)
        onNotification(serial, message, timeMs, stream, out);
    return out;
}

void ProtocolLint::noteOutgoingRequest(
    qint64 serial, const QJsonObject &message, const QString &version, qint64 timeMs, QList<Finding> &out)
{
    const QString method = message.value("method"_L1).toString();
    const QJsonObject params = message.value("params"_L1).toObject();
    const QJsonObject meta = params.value("_meta"_L1).toObject();
    const QJsonValue named = meta.value(MetaKey::protocolVersion());
    if (ProtocolVersion::isModern(version) && named.isString() && named.toString() != version) {
        out << make(Finding::Severity::Error, "era-requirement",
            ProtocolLint::tr("%1 says protocol %2, but the link negotiated %3").arg(method, named.toString(), version),
            QString(), {serial}, timeMs);
    }
    for (const QJsonValue &token : {meta.value("progressToken"_L1), params.value("token"_L1),
             params.value("operation"_L1).toObject().value("token"_L1)})
        rememberToken(valueText(token));
    // A new request's progress starts afresh, even under a token an earlier one used (a 2026-07-28 retry with the
    // answers to its input requests is a new request).
    m_lastProgress.remove(valueText(meta.value("progressToken"_L1)));
    Request request {method, QString(), serial, timeMs, -1};
    const QString member = handleMember(method);
    if (!member.isEmpty())
        request.handle = valueText(params.value(member));
    if (isPoll(method) && !request.handle.isEmpty()) {
        Handle &h = handle(request.handle, timeMs);
        request.previousPollMs = h.lastPollMs >= 0 ? h.lastPollMs : h.firstSeenMs;
        h.lastPollMs = timeMs;
    }
    const QString id = idKey(message.value("id"_L1));
    m_answered.remove(id); // an id sent again (requests/resume) may be answered again
    m_requests.insert(id, std::move(request));
}

void ProtocolLint::onResponse(
    qint64 serial, const QJsonObject &message, const QString &version, qint64 timeMs, QList<Finding> &out)
{
    const QJsonValue id = message.value("id"_L1);
    if (id.isNull() || id.isUndefined())
        return; // an error about a message whose id could not be read: the wire check's business
    const QString idText = idKey(id);
    if (!m_requests.contains(idText)) {
        if (const qint64 *first = m_answered.find(idText)) {
            out << make(Finding::Severity::Error, "repeated-id",
                ProtocolLint::tr("a second answer to request %1 (one request, one answer)").arg(idText), QString(),
                {serial, *first}, timeMs);
        } else {
            out << make(Finding::Severity::Error, "unknown-id",
                ProtocolLint::tr("an answer to id %1, which no request of this client had").arg(idText), QString(),
                {serial}, timeMs);
        }
        return;
    }
    const Request request = m_requests.take(idText);
    m_answered.insert(idText, serial);
    if (message.contains("result"_L1))
        onResult(serial, message.value("result"_L1).toObject(), request, version, timeMs, out);
    else
        onError(serial, message.value("error"_L1).toObject(), request, timeMs, out);
}

void ProtocolLint::onResult(qint64 serial, const QJsonObject &result, const Request &request, const QString &version,
    qint64 timeMs, QList<Finding> &out)
{
    const QString &method = request.method;
    if (ProtocolVersion::isModern(version) && !result.contains("resultType"_L1)
        && !WireCheck::knowsRequest(version, method)) {
        out << make(Finding::Severity::Error, "era-requirement",
            ProtocolLint::tr("a 2026-07-28 answer to %1 without resultType").arg(method), request.handle,
            {serial, request.serial}, timeMs);
    }
    const QJsonObject task = result.value("task"_L1).toObject();
    const QJsonObject operation = result.value("operation"_L1).toObject();
    for (const QJsonValue &token :
        {result.value("token"_L1), operation.value("token"_L1), task.value("taskId"_L1), result.value("taskId"_L1)})
        rememberToken(valueText(token));
    if (!task.isEmpty())
        noteStatus(serial, valueText(task.value("taskId"_L1)), task, true, timeMs, out);
    else if (result.contains("taskId"_L1) && result.contains("status"_L1))
        noteStatus(serial, valueText(result.value("taskId"_L1)), result, true, timeMs, out);
    else if (!operation.isEmpty()) {
        const QString token = valueText(operation.value("token"_L1));
        noteStatus(serial, token.isEmpty() ? request.handle : token, operation, false, timeMs, out);
    } else if (method == QLatin1String("tools/async/status"))
        noteStatus(serial, request.handle, result, false, timeMs, out);
    // async-call: keepAlive (seconds) counts again from every answer to a call, join or get.
    const QString token =
        method == QLatin1String("tools/async/get") ? request.handle : valueText(result.value("token"_L1));
    if (method.startsWith(QLatin1String("tools/async/")) && !token.isEmpty()) {
        Handle &h = handle(token, timeMs);
        h.tasks = false;
        if (result.value("keepAlive"_L1).isDouble())
            h.keepAliveMs = qint64(result.value("keepAlive"_L1).toDouble() * 1000);
        if (h.keepAliveMs >= 0 && method != QLatin1String("tools/async/status")
            && method != QLatin1String("tools/async/result"))
            h.keptUntilMs = timeMs + h.keepAliveMs;
    }
}

void ProtocolLint::onError(
    qint64 serial, const QJsonObject &error, const Request &request, qint64 timeMs, QList<Finding> &out)
{
    const int code = error.value("code"_L1).toInt();
    const QString text = error.value("message"_L1).toString().left(200);
    const QString &method = request.method;
    const QList<qint64> serials {serial, request.serial};
    if (code == -32601 && method == QLatin1String("tools/call")) {
        out << make(Finding::Severity::Warning, "error-code",
            ProtocolLint::tr(
                "tools/call answered -32601 (method not found): the spec answers an unknown tool with -32602 "
                "(invalid params)"),
            QString(), serials, timeMs);
    } else if (code >= -32768 && code <= -32100 && !isStandardCode(code)) {
        out << make(Finding::Severity::Warning, "error-code",
            ProtocolLint::tr("%1 answered %2, a code JSON-RPC reserves for itself (servers have -32000 to -32099)")
                .arg(method)
                .arg(code),
            request.handle, serials, timeMs);
    }
    const Handle *h = request.handle.isEmpty() ? nullptr : m_handles.find(request.handle);
    if (!h)
        return;
    if (code == -32602 && h->keptUntilMs > 0 && timeMs + GraceMs < h->keptUntilMs) {
        out << make(Finding::Severity::Error, "result-gone-early",
            ProtocolLint::tr("%1 for %2 was answered “%3” %4 before its %5 ran out")
                .arg(method, request.handle, text, seconds(h->keptUntilMs - timeMs),
                    h->tasks ? ProtocolLint::tr("ttl") : ProtocolLint::tr("keepAlive")),
            request.handle, serials, timeMs);
    }
    if (isPoll(method) && code != -32602 && h->askedIntervalMs > 0 && request.previousPollMs >= 0
        && request.timeMs - request.previousPollMs >= h->askedIntervalMs * 9 / 10) {
        out << make(Finding::Severity::Warning, "poll-punished",
            ProtocolLint::tr("the server asked for polls every %1 and refused one sent %2 after the one before: “%3”")
                .arg(seconds(h->askedIntervalMs), seconds(request.timeMs - request.previousPollMs), text),
            request.handle, serials, timeMs);
    }
}

void ProtocolLint::onNotification(
    qint64 serial, const QJsonObject &message, qint64 timeMs, const QJsonValue &stream, QList<Finding> &out)
{
    const QString method = message.value("method"_L1).toString();
    const QJsonObject params = message.value("params"_L1).toObject();
    if (method == QLatin1String("notifications/progress")) {
        onProgress(serial, params, timeMs, stream, out);
    } else if (method == QLatin1String("notifications/tasks/status")
        || method == QLatin1String("notifications/tasks")) {
        noteStatus(serial, valueText(params.value("taskId"_L1)), params, true, timeMs, out);
    } else if (method == QLatin1String("notifications/cancelled")) {
        const QJsonValue requestId = params.value("requestId"_L1);
        const QString id = idKey(requestId);
        if (!requestId.isUndefined() && !m_requests.contains(id) && !m_answered.contains(id)
            && !m_answered.contains(QStringLiteral("server ") + id)) {
            out << make(Finding::Severity::Warning, "unknown-id",
                ProtocolLint::tr("notifications/cancelled for id %1, which no request of either side had").arg(id),
                QString(), {serial}, timeMs);
        }
    }
}

void ProtocolLint::onProgress(
    qint64 serial, const QJsonObject &params, qint64 timeMs, const QJsonValue &stream, QList<Finding> &out)
{
    const QString token = valueText(params.value("progressToken"_L1));
    if (token.isEmpty() || !params.value("progress"_L1).isDouble())
        return; // not a progress notification the lint can read: the wire check says why
    if (!m_tokens.contains(token)) {
        out << make(Finding::Severity::Warning, "unknown-token",
            ProtocolLint::tr("progress for token %1, which no request carried").arg(token), token, {serial}, timeMs);
        rememberToken(token); // said once
    }
    const double progress = params.value("progress"_L1).toDouble();
    // In the order sent, which only one stream keeps: a server may send a token's progress on the stream of one
    // request, then of another (an SSE GET stream, the next poll's answer), and two streams arrive as they come.
    if (const LastProgress *last = m_lastProgress.find(token);
        last && progress < last->value && last->stream == stream) {
        out << make(Finding::Severity::Error, "progress-back",
            ProtocolLint::tr("progress went back from %1 to %2 (it must increase with each notification)")
                .arg(last->value)
                .arg(progress),
            token, {serial}, timeMs);
    }
    const QJsonValue total = params.value("total"_L1);
    if (total.isDouble() && progress > total.toDouble() && !m_pastTotalSaid.value(token)) {
        out << make(Finding::Severity::Warning, "progress-past-total",
            ProtocolLint::tr("progress %1 is past its total %2").arg(progress).arg(total.toDouble()), token, {serial},
            timeMs);
        m_pastTotalSaid.insert(token, true);
    }
    m_lastProgress.insert(token, LastProgress {progress, stream});
}

void ProtocolLint::noteStatus(
    qint64 serial, const QString &handleId, const QJsonObject &fields, bool tasks, qint64 timeMs, QList<Finding> &out)
{
    if (handleId.isEmpty())
        return;
    Handle &h = handle(handleId, timeMs);
    h.tasks = tasks;
    const QJsonValue ttl = fields.contains("ttlMs"_L1) ? fields.value("ttlMs"_L1) : fields.value("ttl"_L1);
    if (tasks && ttl.isDouble())
        h.ttlEndsMs = h.keptUntilMs = h.firstSeenMs + qint64(ttl.toDouble());
    const QJsonValue interval =
        fields.contains("pollIntervalMs"_L1) ? fields.value("pollIntervalMs"_L1) : fields.value("pollInterval"_L1);
    if (interval.isDouble())
        h.askedIntervalMs = qint64(interval.toDouble());
    else if (fields.value("pollFrequency"_L1).isDouble())
        h.askedIntervalMs = qint64(fields.value("pollFrequency"_L1).toDouble() * 1000);
    if (!tasks && fields.value("keepAlive"_L1).isDouble())
        h.keepAliveMs = qint64(fields.value("keepAlive"_L1).toDouble() * 1000);
    const QString status = fields.value("status"_L1).toString();
    if (status.isEmpty())
        return;
    const QStringList &words = tasks ? taskWords() : operationWords();
    if (!words.contains(status) && status != h.status) {
        out << make(Finding::Severity::Warning, "unknown-status",
            ProtocolLint::tr("status “%1” for %2 is not a word of %3")
                .arg(status, handleId, tasks ? ProtocolLint::tr("tasks") : ProtocolLint::tr("the operation dialect")),
            handleId, {serial}, timeMs);
    }
    if (h.terminal) {
        // An answer the server dated before its terminal status is stale, not a change: over HTTP a poll's answer on
        // its own stream can arrive after a notification sent later on another.
        const qint64 updated = isoTime(fields.value("lastUpdatedAt"_L1));
        const bool stale = updated > 0 && h.terminalUpdatedMs > 0 && updated < h.terminalUpdatedMs;
        if (status != h.status && !stale) {
            out << make(Finding::Severity::Error, "status-after-terminal",
                ProtocolLint::tr("status “%1” for %2 after its terminal “%3”").arg(status, handleId, h.status),
                handleId, {serial, h.lastSerial}, timeMs);
        }
        return;
    }
    if (!isTerminal(status, tasks) && !h.outlivedSaid) {
        // By this side's clock (the ttl counted from when the task was first seen), or by the server's own: its
        // task says when it was made and last updated, and how long it lives.
        const qint64 created = isoTime(fields.value("createdAt"_L1));
        const qint64 updated = isoTime(fields.value("lastUpdatedAt"_L1));
        qint64 over = h.ttlEndsMs > 0 && timeMs > h.ttlEndsMs + GraceMs ? timeMs - h.ttlEndsMs : -1;
        if (over < 0 && ttl.isDouble() && created > 0 && updated - created > qint64(ttl.toDouble()))
            over = updated - created - qint64(ttl.toDouble());
        if (over >= 0) {
            out << make(Finding::Severity::Warning, "task-outlives-ttl",
                ProtocolLint::tr("%1 is still “%2” %3 after its ttl ran out").arg(handleId, status, seconds(over)),
                handleId, {serial}, timeMs);
            h.outlivedSaid = true;
        }
    }
    const qint64 updatedMs = isoTime(fields.value("lastUpdatedAt"_L1));
    if (isTerminal(status, tasks) && updatedMs > 0 && h.updatedMs > updatedMs && status != h.status) {
        // The other way round: a status the server dated after its end came first (on another stream).
        out << make(Finding::Severity::Error, "status-after-terminal",
            ProtocolLint::tr("status “%1” for %2 dated after its terminal “%3”").arg(h.status, handleId, status),
            handleId, {h.lastSerial, serial}, timeMs);
    }
    h.status = status;
    h.lastSerial = serial;
    h.updatedMs = updatedMs;
    if (isTerminal(status, tasks)) {
        h.terminal = true;
        h.terminalUpdatedMs = updatedMs;
        if (!tasks && h.keepAliveMs >= 0)
            h.keptUntilMs = timeMs + h.keepAliveMs; // the operation dialect keeps a result keepAlive from its end
    }
}

ProtocolLint::Handle &ProtocolLint::handle(const QString &id, qint64 timeMs)
{
    if (Handle *known = m_handles.find(id))
        return *known;
    Handle fresh;
    fresh.firstSeenMs = timeMs;
    m_handles.insert(id, fresh);
    return *m_handles.find(id);
}

void ProtocolLint::rememberToken(const QString &token)
{
    if (!token.isEmpty())
        m_tokens.insert(token, true);
}

} // namespace Mcp

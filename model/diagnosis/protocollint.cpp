// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "protocollint.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>

#include "protocol/wirecheck.h"

namespace Mcp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Mcp::ProtocolLint", text);
}

QLatin1String key(const char *name)
{
    return QLatin1String(name);
}

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
    return ms % 1000 == 0 ? tr("%1 s").arg(ms / 1000) : tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

bool isModern(const QString &version)
{
    return !version.isEmpty() && version >= WireCheck::modernVersion();
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
    if (method.startsWith(QLatin1String("tasks/")))
        return QStringLiteral("taskId");
    if (method.startsWith(QLatin1String("tools/async/")))
        return QStringLiteral("token");
    return QString();
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

template <typename T>
void boundedInsert(QHash<QString, T> &map, QList<QString> &order, const QString &id, T &&value, int limit)
{
    if (!map.contains(id))
        order << id;
    map.insert(id, std::forward<T>(value));
    if (order.size() > 2 * limit) {
        QList<QString> live;
        for (const QString &k : std::as_const(order)) {
            if (map.contains(k))
                live << k;
        }
        order = std::move(live);
    }
    while (map.size() > limit && !order.isEmpty())
        map.remove(order.takeFirst());
}

} // namespace

QList<std::pair<QString, QString>> ProtocolLint::ruleNames()
{
    return {
        {QStringLiteral("wire"), tr("a message breaks the wire rules of its protocol version")},
        {QStringLiteral("progress-back"), tr("progress went back (it must increase)")},
        {QStringLiteral("progress-past-total"), tr("progress went past its total")},
        {QStringLiteral("status-after-terminal"), tr("a status came after a terminal one")},
        {QStringLiteral("unknown-status"), tr("a status word the dialect does not have")},
        {QStringLiteral("result-gone-early"), tr("a result was gone before its ttl or keepAlive ran out")},
        {QStringLiteral("poll-punished"), tr("a poll at the interval the server asked for was refused")},
        {QStringLiteral("unknown-token"), tr("progress for a token no request carried")},
        {QStringLiteral("unknown-id"), tr("an answer or a cancellation for an id no request had")},
        {QStringLiteral("repeated-id"), tr("a second answer to one request")},
        {QStringLiteral("era-requirement"), tr("a 2026-07-28 message without what that era requires")},
        {QStringLiteral("error-code"), tr("an error code the spec contradicts")},
        {QStringLiteral("task-outlives-ttl"), tr("a task still running after its ttl ran out")},
    };
}

Finding ProtocolLint::wireFinding(qint64 serial, const QString &reason, qint64 timeMs)
{
    return make(Finding::Severity::Error, "wire", reason, QString(), {serial}, timeMs);
}

QList<Finding> ProtocolLint::observe(
    qint64 serial, bool outgoing, const QJsonObject &message, const QString &version, qint64 timeMs)
{
    QList<Finding> out;
    const bool hasId = message.contains(key("id"));
    if (!message.contains(key("method"))) {
        if (!outgoing && (message.contains(key("result")) || message.contains(key("error"))))
            onResponse(serial, message, version, timeMs, out);
        return out;
    }
    if (hasId) {
        if (outgoing)
            noteOutgoingRequest(serial, message, version, timeMs, out);
        else
            boundedInsert(m_answered, m_answeredOrder, QStringLiteral("server ") + idKey(message.value(key("id"))),
                qint64(serial), MaxRemembered); // the server's own request: a cancellation may name it
        return out;
    }
    if (!outgoing)
        onNotification(serial, message, timeMs, out);
    return out;
}

void ProtocolLint::noteOutgoingRequest(
    qint64 serial, const QJsonObject &message, const QString &version, qint64 timeMs, QList<Finding> &out)
{
    const QString method = message.value(key("method")).toString();
    const QJsonObject params = message.value(key("params")).toObject();
    const QJsonObject meta = params.value(key("_meta")).toObject();
    const QJsonValue named = meta.value(QStringLiteral("io.modelcontextprotocol/protocolVersion"));
    if (isModern(version) && named.isString() && named.toString() != version) {
        out << make(Finding::Severity::Error, "era-requirement",
            tr("%1 says protocol %2, but the link negotiated %3").arg(method, named.toString(), version), QString(),
            {serial}, timeMs);
    }
    for (const QJsonValue &token : {meta.value(key("progressToken")), params.value(key("token")),
             params.value(key("operation")).toObject().value(key("token"))})
        rememberToken(valueText(token));
    Request request {method, QString(), serial, timeMs, -1};
    const QString member = handleMember(method);
    if (!member.isEmpty())
        request.handle = valueText(params.value(member));
    if (isPoll(method) && !request.handle.isEmpty()) {
        Handle &h = handle(request.handle, timeMs);
        request.previousPollMs = h.lastPollMs >= 0 ? h.lastPollMs : h.firstSeenMs;
        h.lastPollMs = timeMs;
    }
    const QString id = idKey(message.value(key("id")));
    m_answered.remove(id); // an id sent again (requests/resume) may be answered again
    boundedInsert(m_requests, m_requestOrder, QStringLiteral("request ") + id, std::move(request), MaxRemembered);
}

void ProtocolLint::onResponse(
    qint64 serial, const QJsonObject &message, const QString &version, qint64 timeMs, QList<Finding> &out)
{
    const QJsonValue id = message.value(key("id"));
    if (id.isNull() || id.isUndefined())
        return; // an error about a message whose id could not be read: the wire check's business
    const QString idText = idKey(id);
    const auto found = m_requests.constFind(QStringLiteral("request ") + idText);
    if (found == m_requests.constEnd()) {
        const auto first = m_answered.constFind(idText);
        if (first != m_answered.constEnd()) {
            out << make(Finding::Severity::Error, "repeated-id",
                tr("a second answer to request %1 (one request, one answer)").arg(idText), QString(),
                {serial, first.value()}, timeMs);
        } else {
            out << make(Finding::Severity::Error, "unknown-id",
                tr("an answer to id %1, which no request of this client had").arg(idText), QString(), {serial}, timeMs);
        }
        return;
    }
    const Request request = found.value();
    m_requests.erase(found);
    boundedInsert(m_answered, m_answeredOrder, idText, qint64(serial), MaxRemembered);
    if (message.contains(key("result")))
        onResult(serial, message.value(key("result")).toObject(), request, version, timeMs, out);
    else
        onError(serial, message.value(key("error")).toObject(), request, timeMs, out);
}

void ProtocolLint::onResult(qint64 serial, const QJsonObject &result, const Request &request, const QString &version,
    qint64 timeMs, QList<Finding> &out)
{
    const QString &method = request.method;
    if (isModern(version) && !result.contains(key("resultType")) && !WireCheck::knowsRequest(version, method)) {
        out << make(Finding::Severity::Error, "era-requirement",
            tr("a 2026-07-28 answer to %1 without resultType").arg(method), request.handle, {serial, request.serial},
            timeMs);
    }
    const QJsonObject task = result.value(key("task")).toObject();
    const QJsonObject operation = result.value(key("operation")).toObject();
    for (const QJsonValue &token : {result.value(key("token")), operation.value(key("token")),
             task.value(key("taskId")), result.value(key("taskId"))})
        rememberToken(valueText(token));
    if (!task.isEmpty())
        noteStatus(serial, valueText(task.value(key("taskId"))), task, true, timeMs, out);
    else if (result.contains(key("taskId")) && result.contains(key("status")))
        noteStatus(serial, valueText(result.value(key("taskId"))), result, true, timeMs, out);
    else if (!operation.isEmpty()) {
        const QString token = valueText(operation.value(key("token")));
        noteStatus(serial, token.isEmpty() ? request.handle : token, operation, false, timeMs, out);
    } else if (method == QLatin1String("tools/async/status"))
        noteStatus(serial, request.handle, result, false, timeMs, out);
    // async-call: keepAlive (seconds) counts again from every answer to a call, join or get.
    const QString token =
        method == QLatin1String("tools/async/get") ? request.handle : valueText(result.value(key("token")));
    if (method.startsWith(QLatin1String("tools/async/")) && !token.isEmpty()) {
        Handle &h = handle(token, timeMs);
        h.tasks = false;
        if (result.value(key("keepAlive")).isDouble())
            h.keepAliveMs = qint64(result.value(key("keepAlive")).toDouble() * 1000);
        if (h.keepAliveMs >= 0 && method != QLatin1String("tools/async/status")
            && method != QLatin1String("tools/async/result"))
            h.keptUntilMs = timeMs + h.keepAliveMs;
    }
}

void ProtocolLint::onError(
    qint64 serial, const QJsonObject &error, const Request &request, qint64 timeMs, QList<Finding> &out)
{
    const int code = error.value(key("code")).toInt();
    const QString text = error.value(key("message")).toString().left(200);
    const QString &method = request.method;
    const QList<qint64> serials {serial, request.serial};
    if (code == -32601 && method == QLatin1String("tools/call")) {
        out << make(Finding::Severity::Warning, "error-code",
            tr("tools/call answered -32601 (method not found): the spec answers an unknown tool with -32602 "
               "(invalid params)"),
            QString(), serials, timeMs);
    } else if (code >= -32768 && code <= -32100 && !isStandardCode(code)) {
        out << make(Finding::Severity::Warning, "error-code",
            tr("%1 answered %2, a code JSON-RPC reserves for itself (servers have -32000 to -32099)")
                .arg(method)
                .arg(code),
            request.handle, serials, timeMs);
    }
    const auto h = request.handle.isEmpty() ? m_handles.end() : m_handles.find(request.handle);
    if (h == m_handles.end())
        return;
    if (code == -32602 && h->keptUntilMs > 0 && timeMs + GraceMs < h->keptUntilMs) {
        out << make(Finding::Severity::Error, "result-gone-early",
            tr("%1 for %2 was answered “%3” %4 before its %5 ran out")
                .arg(method, request.handle, text, seconds(h->keptUntilMs - timeMs),
                    h->tasks ? tr("ttl") : tr("keepAlive")),
            request.handle, serials, timeMs);
    }
    if (isPoll(method) && code != -32602 && h->askedIntervalMs > 0 && request.previousPollMs >= 0
        && request.timeMs - request.previousPollMs >= h->askedIntervalMs * 9 / 10) {
        out << make(Finding::Severity::Warning, "poll-punished",
            tr("the server asked for polls every %1 and refused one sent %2 after the one before: “%3”")
                .arg(seconds(h->askedIntervalMs), seconds(request.timeMs - request.previousPollMs), text),
            request.handle, serials, timeMs);
    }
}

void ProtocolLint::onNotification(qint64 serial, const QJsonObject &message, qint64 timeMs, QList<Finding> &out)
{
    const QString method = message.value(key("method")).toString();
    const QJsonObject params = message.value(key("params")).toObject();
    if (method == QLatin1String("notifications/progress")) {
        onProgress(serial, params, timeMs, out);
    } else if (method == QLatin1String("notifications/tasks/status")
        || method == QLatin1String("notifications/tasks")) {
        noteStatus(serial, valueText(params.value(key("taskId"))), params, true, timeMs, out);
    } else if (method == QLatin1String("notifications/cancelled")) {
        const QJsonValue requestId = params.value(key("requestId"));
        const QString id = idKey(requestId);
        if (!requestId.isUndefined() && !m_requests.contains(QStringLiteral("request ") + id)
            && !m_answered.contains(id) && !m_answered.contains(QStringLiteral("server ") + id)) {
            out << make(Finding::Severity::Warning, "unknown-id",
                tr("notifications/cancelled for id %1, which no request of either side had").arg(id), QString(),
                {serial}, timeMs);
        }
    }
}

void ProtocolLint::onProgress(qint64 serial, const QJsonObject &params, qint64 timeMs, QList<Finding> &out)
{
    const QString token = valueText(params.value(key("progressToken")));
    if (token.isEmpty() || !params.value(key("progress")).isDouble())
        return; // not a progress notification the lint can read: the wire check says why
    if (!m_tokens.contains(token)) {
        out << make(Finding::Severity::Warning, "unknown-token",
            tr("progress for token %1, which no request carried").arg(token), token, {serial}, timeMs);
        rememberToken(token); // said once
    }
    const double progress = params.value(key("progress")).toDouble();
    const auto last = m_lastProgress.constFind(token);
    if (last != m_lastProgress.constEnd() && progress < last.value()) {
        out << make(Finding::Severity::Error, "progress-back",
            tr("progress went back from %1 to %2 (it must increase with each notification)")
                .arg(last.value())
                .arg(progress),
            token, {serial}, timeMs);
    }
    const QJsonValue total = params.value(key("total"));
    if (total.isDouble() && progress > total.toDouble() && !m_pastTotalSaid.value(token)) {
        out << make(Finding::Severity::Warning, "progress-past-total",
            tr("progress %1 is past its total %2").arg(progress).arg(total.toDouble()), token, {serial}, timeMs);
        m_pastTotalSaid.insert(token, true);
    }
    if (m_lastProgress.size() >= MaxRemembered && !m_lastProgress.contains(token)) {
        m_lastProgress.clear();
        m_pastTotalSaid.clear();
    }
    m_lastProgress.insert(token, progress);
}

void ProtocolLint::noteStatus(
    qint64 serial, const QString &handleId, const QJsonObject &fields, bool tasks, qint64 timeMs, QList<Finding> &out)
{
    if (handleId.isEmpty())
        return;
    Handle &h = handle(handleId, timeMs);
    h.tasks = tasks;
    const QJsonValue ttl = fields.contains(key("ttlMs")) ? fields.value(key("ttlMs")) : fields.value(key("ttl"));
    if (tasks && ttl.isDouble())
        h.ttlEndsMs = h.keptUntilMs = h.firstSeenMs + qint64(ttl.toDouble());
    const QJsonValue interval = fields.contains(key("pollIntervalMs")) ? fields.value(key("pollIntervalMs"))
                                                                       : fields.value(key("pollInterval"));
    if (interval.isDouble())
        h.askedIntervalMs = qint64(interval.toDouble());
    else if (fields.value(key("pollFrequency")).isDouble())
        h.askedIntervalMs = qint64(fields.value(key("pollFrequency")).toDouble() * 1000);
    if (!tasks && fields.value(key("keepAlive")).isDouble())
        h.keepAliveMs = qint64(fields.value(key("keepAlive")).toDouble() * 1000);
    const QString status = fields.value(key("status")).toString();
    if (status.isEmpty())
        return;
    const QStringList &words = tasks ? taskWords() : operationWords();
    if (!words.contains(status) && status != h.status) {
        out << make(Finding::Severity::Warning, "unknown-status",
            tr("status “%1” for %2 is not a word of %3")
                .arg(status, handleId, tasks ? tr("tasks") : tr("the operation dialect")),
            handleId, {serial}, timeMs);
    }
    if (h.terminal) {
        if (status != h.status) {
            out << make(Finding::Severity::Error, "status-after-terminal",
                tr("status “%1” for %2 after its terminal “%3”").arg(status, handleId, h.status), handleId,
                {serial, h.lastSerial}, timeMs);
        }
        return;
    }
    if (!isTerminal(status, tasks) && !h.outlivedSaid) {
        // By this side's clock (the ttl counted from when the task was first seen), or by the server's own: its
        // task says when it was made and last updated, and how long it lives.
        const qint64 created = isoTime(fields.value(key("createdAt")));
        const qint64 updated = isoTime(fields.value(key("lastUpdatedAt")));
        qint64 over = h.ttlEndsMs > 0 && timeMs > h.ttlEndsMs + GraceMs ? timeMs - h.ttlEndsMs : -1;
        if (over < 0 && ttl.isDouble() && created > 0 && updated - created > qint64(ttl.toDouble()))
            over = updated - created - qint64(ttl.toDouble());
        if (over >= 0) {
            out << make(Finding::Severity::Warning, "task-outlives-ttl",
                tr("%1 is still “%2” %3 after its ttl ran out").arg(handleId, status, seconds(over)), handleId,
                {serial}, timeMs);
            h.outlivedSaid = true;
        }
    }
    h.status = status;
    h.lastSerial = serial;
    if (isTerminal(status, tasks)) {
        h.terminal = true;
        if (!tasks && h.keepAliveMs >= 0)
            h.keptUntilMs = timeMs + h.keepAliveMs; // the operation dialect keeps a result keepAlive from its end
    }
}

ProtocolLint::Handle &ProtocolLint::handle(const QString &id, qint64 timeMs)
{
    auto it = m_handles.find(id);
    if (it != m_handles.end())
        return it.value();
    Handle fresh;
    fresh.firstSeenMs = timeMs;
    boundedInsert(m_handles, m_handleOrder, id, std::move(fresh), MaxRemembered);
    return m_handles[id];
}

void ProtocolLint::rememberToken(const QString &token)
{
    if (token.isEmpty())
        return;
    if (m_tokens.size() >= MaxRemembered)
        m_tokens.clear(); // bounded; a token forgotten can only make one false "unknown-token"
    m_tokens.insert(token);
}

} // namespace Mcp

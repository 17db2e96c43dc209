// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "replayscript.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include "handles.h"
#include "protocol/jsonrpc.h"

namespace Mcp {

using Qt::StringLiterals::operator""_L1;

namespace {

// A request that only asks about a handle (a poll, a result) rather than acting on it (a cancel, an update).
bool isQuery(const QString &method)
{
    for (const char *ending : {"/get", "/result", "/list", "/status", "/poll"}) {
        if (method.endsWith(QLatin1String(ending)))
            return true;
    }
    return false;
}

QString canonical(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return value.toVariant().toString();
}

QJsonObject paramsOf(const QJsonObject &message)
{
    QJsonObject params = message.value("params"_L1).toObject();
    params.remove("_meta"_L1);
    return params;
}

QString exactKeyOf(const QString &method, const QJsonObject &params)
{
    return method + u'\n' + canonical(params);
}

QString looseKeyOf(const QString &method, const QJsonObject &params)
{
    if (params.contains("name"_L1))
        return method + u'\n' + params.value("name"_L1).toString() + u'\n' + canonical(params.value("arguments"_L1));
    QStringList handles = Handles::in(params);
    handles.sort();
    return method + u'\n' + handles.join(u'\n');
}

QJsonValue progressTokenOf(const QJsonObject &message)
{
    return message.value("params"_L1).toObject().value("_meta"_L1).toObject().value("progressToken"_L1);
}

// \a value with each of its leaves (a string, number, bool or null) replaced by what \a leaf makes of it, given the
// name of the member that holds it (empty in an array).
QJsonValue mapLeaves(const QJsonValue &value, const QString &key,
    const std::function<QJsonValue(const QJsonValue &, const QString &)> &leaf)
{
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            it.value() = mapLeaves(it.value(), it.key(), leaf);
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (auto it = array.begin(); it != array.end(); ++it)
            *it = mapLeaves(*it, QString(), leaf);
        return array;
    }
    return leaf(value, key);
}

} // namespace

ReplayScript::ReplayScript(const Recording &recording, double speed)
    : m_speed(speed > 0 ? speed : 1.0)
{
    if (recording.header.started.isValid())
        m_recordedStartMs = recording.header.started.toMSecsSinceEpoch();
    qint64 last = 0;
    for (RecordingEntry entry : recording.entries) {
        if (!entry.isMessage() || entry.message.isEmpty())
            continue;
        entry.timeMs = entry.timeMs < 0 ? last : qMax(entry.timeMs, last);
        last = entry.timeMs;
        if (entry.fromClient)
            addClient(entry);
        else
            addServer(entry);
    }
    m_openRequests.clear();
    m_dueTree.fill(std::numeric_limits<qint64>::min(), m_server.size() + 1);
    if (!m_client.isEmpty())
        m_firstClientT = m_client.constFirst().t;
}

int ReplayScript::recordedRequestCount() const
{
    return int(std::count_if(m_client.begin(), m_client.end(),
        [](const ClientEntry &entry) { return !entry.isAnswer && entry.message.contains("id"_L1); }));
}

void ReplayScript::addClient(const RecordingEntry &entry)
{
    ClientEntry client;
    client.t = entry.timeMs;
    client.message = entry.message;
    client.method = entry.message.value("method"_L1).toString();
    const int index = int(m_client.size());
    const QJsonValue id = entry.message.value("id"_L1);
    if (client.method.isEmpty()) {
        // The client's answer to a request of the server: what the server's next messages wait for.
        client.isAnswer = true;
        const QString key = idKey(id);
        m_answerOf.insert(key, index);
        if (const int request = m_serverRequests.value(key, -1); request >= 0)
            m_lastAnswer.insert(m_server.at(request).anchor, index);
        m_client << client;
        return;
    }
    const QJsonObject params = paramsOf(entry.message);
    client.exactKey = exactKeyOf(client.method, params);
    client.looseKey = looseKeyOf(client.method, params);
    client.recordedToken = progressTokenOf(entry.message);
    const QStringList handles = Handles::in(params);
    for (const QString &handle : handles) {
        if (const int creator = m_handles.value(handle, -1); creator >= 0 && client.creator < 0)
            client.creator = creator;
        client.prerequisite = qMax(client.prerequisite, m_actors.value(handle, -1));
    }
    if (client.creator >= 0)
        client.gate = m_lastAnswer.value(client.creator, -1);
    if (!isQuery(client.method)) {
        for (const QString &handle : handles) {
            if (m_handles.contains(handle))
                m_actors.insert(handle, index);
        }
    }
    if (!id.isUndefined() && !id.isNull())
        m_openRequests.insert(idKey(id), index);
    if (!client.recordedToken.isUndefined())
        m_tokens.insert(idKey(client.recordedToken), index);
    m_byExact[client.exactKey] << index;
    m_byLoose[client.looseKey] << index;
    m_byMethod[client.method] << index;
    m_client << client;
}

int ReplayScript::anchorOf(const QJsonObject &message, qint64 t) const
{
    Q_UNUSED(t)
    const QJsonObject params = message.value("params"_L1).toObject();
    // A progress notification names its request's token; a log message may name it in `_meta`.
    for (const QJsonValue &token : {params.value("progressToken"_L1), progressTokenOf(message)}) {
        if (token.isUndefined())
            continue;
        if (const int request = m_tokens.value(idKey(token), -1); request >= 0)
            return request;
    }
    // A message about a handle belongs to the latest request that acted on it, else to the one that made it.
    const QStringList handles = Handles::in(params);
    for (const QString &handle : handles) {
        if (const int actor = m_actors.value(handle, -1); actor >= 0)
            return actor;
        if (const int creator = m_handles.value(handle, -1); creator >= 0)
            return creator;
    }
    // Anything else belongs to the latest request still open then, or else to the client's latest message.
    int latest = -1;
    for (const int request : m_openRequests)
        latest = qMax(latest, request);
    return latest >= 0 ? latest : int(m_client.size()) - 1;
}

void ReplayScript::addServer(const RecordingEntry &entry)
{
    ServerEntry server;
    server.t = entry.timeMs;
    server.message = entry.message;
    const QJsonValue id = entry.message.value("id"_L1);
    const bool response = !entry.message.contains("method"_L1);
    if (response) {
        server.isResponse = true;
        server.anchor = m_openRequests.take(idKey(id));
        if (server.anchor < 0 && m_openRequests.isEmpty())
            return; // an answer to nothing the client asked: nothing to replay it for
        if (server.anchor < 0)
            return;
        // A query's answer (a blocking tasks/result) keeps the time of the handle's story; any other its own.
        const ClientEntry &request = m_client.at(server.anchor);
        server.base = !isQuery(request.method) ? server.anchor
            : request.prerequisite >= 0        ? request.prerequisite
            : request.creator >= 0             ? request.creator
                                               : server.anchor;
        // What the answer names for the first time was made by the request (or by the one that made its handle).
        const QStringList made = Handles::in(entry.message.value("result"_L1));
        for (const QString &handle : made) {
            if (!m_handles.contains(handle))
                m_handles.insert(handle, server.base);
        }
    } else {
        server.anchor = anchorOf(entry.message, entry.timeMs);
        if (server.anchor < 0)
            return; // before the client said anything: nothing in a replay can cause it
        server.base = server.anchor;
        if (!id.isUndefined())
            m_serverRequests.insert(idKey(id), int(m_server.size()));
    }
    // It waits for the client's latest answer about its request, or about the handle the request is about.
    server.gate = qMax(m_lastAnswer.value(server.anchor, -1), m_lastAnswer.value(server.base, -1));
    m_byAnchor[server.anchor] << int(m_server.size());
    if (server.gate >= 0)
        m_byGate[server.gate] << int(m_server.size());
    m_server << server;
}

int ReplayScript::match(const QJsonObject &message, qint64 nowMs)
{
    const QString method = message.value("method"_L1).toString();
    const QJsonObject params = paramsOf(message);
    const QList<int> levels[] = {m_byExact.value(exactKeyOf(method, params)),
        m_byLoose.value(looseKeyOf(method, params)), m_byMethod.value(method)};
    for (const QList<int> &all : levels) {
        if (all.isEmpty())
            continue;
        // A request recorded after the client acted on its handle waits until the new client has acted too.
        QList<int> candidates;
        for (const int index : all) {
            if (isEligible(m_client.at(index)))
                candidates << index;
        }
        if (candidates.isEmpty())
            candidates = all;
        // The point of the run each candidate was recorded at, against the point the replay is at now.
        const auto isDue = [this, nowMs](int index) {
            const ClientEntry &candidate = m_client.at(index);
            qint64 recordedRef = m_firstClientT;
            qint64 replayRef = m_replayStartMs;
            for (const int ref : {candidate.prerequisite, candidate.creator}) {
                if (ref >= 0 && m_client.at(ref).replayArrival >= 0) {
                    recordedRef = m_client.at(ref).t;
                    replayRef = m_client.at(ref).replayArrival;
                    break;
                }
            }
            return double(candidate.t - recordedRef) <= double(nowMs - replayRef) * m_speed;
        };
        // Candidates before the latest one used are passed by: a replay goes forward through the recording.
        qsizetype from = candidates.size();
        while (from > 0 && !m_client.at(candidates.at(from - 1)).used)
            --from;
        int firstUnused = -1;
        int dueUnused = -1;
        int dueAny = -1;
        for (qsizetype i = 0; i < candidates.size(); ++i) {
            const int index = candidates.at(i);
            const bool due = isDue(index);
            if (i >= from) {
                if (firstUnused < 0)
                    firstUnused = index;
                if (due)
                    dueUnused = index;
            }
            if (due)
                dueAny = index;
        }
        if (dueUnused >= 0)
            return dueUnused;
        if (firstUnused >= 0)
            return firstUnused;
        return dueAny >= 0 ? dueAny : candidates.constLast();
    }
    return -1;
}

QList<ReplayScript::Outgoing> ReplayScript::receive(const QJsonObject &message, qint64 nowMs)
{
    if (m_replayStartMs < 0) {
        m_replayStartMs = nowMs;
        m_replayStartEpochMs = QDateTime::currentMSecsSinceEpoch();
    }
    QList<Outgoing> out;
    const QJsonValue id = message.value("id"_L1);
    const QString method = message.value("method"_L1).toString();
    if (method.isEmpty()) {
        // An answer to one of the server's requests: the messages that waited for it follow.
        const int answer = m_answerOf.value(idKey(id), -1);
        if (answer >= 0 && !m_client.at(answer).used) {
            learnClientHandles(m_client.at(answer).message, message);
            m_client[answer].used = true;
            m_client[answer].replayArrival = nowMs;
            schedule(answer, nowMs, true, &out);
        }
        return out;
    }
    const bool request = !id.isUndefined() && !id.isNull();
    const int index = match(message, nowMs);
    if (index < 0) {
        if (request) {
            const bool known = m_byMethod.contains(method);
            out << Outgoing {missAnswer(message,
                                 known ? tr("the recording has no answer to this %1").arg(method)
                                       : tr("the recording has no %1 request").arg(method),
                                 known ? NoRecordedAnswer : NoSuchMethod),
                nowMs, id, true};
        }
        return out;
    }
    ClientEntry &client = m_client[index];
    client.used = true;
    client.replayArrival = nowMs;
    client.replayId = id;
    client.replayToken = progressTokenOf(message);
    // A request the recorded server never answered (a stream still open when the recording ended) stays open here
    // too.
    schedule(index, nowMs, false, &out);
    return out;
}

bool ReplayScript::isEligible(const ClientEntry &candidate) const
{
    for (const int before : {candidate.prerequisite, candidate.gate}) {
        if (before >= 0 && !m_client.at(before).used)
            return false;
    }
    return true;
}

void ReplayScript::schedule(int clientIndex, qint64 nowMs, bool gated, QList<Outgoing> *out)
{
    const ClientEntry &trigger = m_client.at(clientIndex);
    // Its own messages, or those that waited for it, in recorded order.
    const QList<int> indices = (gated ? m_byGate : m_byAnchor).value(clientIndex);
    for (const int index : indices) {
        const ServerEntry &server = m_server.at(index);
        // Sent once both its request and the answer it waits for are there, whichever comes last.
        if (!gated && server.gate >= 0 && m_client.at(server.gate).replayArrival < 0)
            continue;
        if (gated && m_client.at(server.anchor).replayArrival < 0)
            continue;
        double due = double(nowMs) + double(server.t - trigger.t) / m_speed;
        if (!gated && server.base != clientIndex && m_client.at(server.base).replayArrival >= 0) {
            const ClientEntry &base = m_client.at(server.base);
            due = double(base.replayArrival) + double(server.t - base.t) / m_speed;
        }
        // Never ahead of what the recorded server sent before it.
        const qint64 dueMs = qMax(qMax(nowMs, qint64(std::ceil(due))), dueBefore(index));
        noteDue(index, dueMs);
        out->append(outgoing(server, dueMs));
    }
    std::stable_sort(out->begin(), out->end(), [](const Outgoing &a, const Outgoing &b) { return a.dueMs < b.dueMs; });
}

qint64 ReplayScript::dueBefore(int index) const
{
    qint64 latest = std::numeric_limits<qint64>::min();
    for (int i = index; i > 0; i -= i & -i)
        latest = qMax(latest, m_dueTree.at(i));
    return latest;
}

void ReplayScript::noteDue(int index, qint64 dueMs)
{
    for (int i = index + 1; i < m_dueTree.size(); i += i & -i)
        m_dueTree[i] = qMax(m_dueTree.at(i), dueMs);
}

ReplayScript::Outgoing ReplayScript::outgoing(const ServerEntry &server, qint64 dueMs) const
{
    const ClientEntry &anchor = m_client.at(server.anchor);
    QJsonObject message = retime(server.message).toObject();
    if (server.isResponse)
        message.insert("id"_L1, anchor.replayId);
    // The recorded token, wherever the message names it, becomes the new client's.
    QJsonObject params = message.value("params"_L1).toObject();
    if (!anchor.replayToken.isUndefined() && !anchor.recordedToken.isUndefined()) {
        if (params.value("progressToken"_L1) == anchor.recordedToken)
            params.insert("progressToken"_L1, anchor.replayToken);
        QJsonObject meta = params.value("_meta"_L1).toObject();
        if (meta.value("progressToken"_L1) == anchor.recordedToken) {
            meta.insert("progressToken"_L1, anchor.replayToken);
            params.insert("_meta"_L1, meta);
        }
        if (message.contains("params"_L1))
            message.insert("params"_L1, params);
    }
    return Outgoing {message, dueMs, anchor.replayId, server.isResponse};
}

void ReplayScript::learnClientHandles(const QJsonObject &recorded, const QJsonObject &replayed)
{
    const QJsonObject was = Handles::membersIn(recorded.value("result"_L1));
    const QJsonObject now = Handles::membersIn(replayed.value("result"_L1));
    for (auto it = was.begin(); it != was.end(); ++it) {
        const QString from = it.value().toString();
        const QString to = now.value(it.key()).toString();
        if (!from.isEmpty() && !to.isEmpty() && from != to)
            m_clientHandles.insert(from, to);
    }
}

QJsonObject ReplayScript::withClientHandles(const QJsonObject &message) const
{
    if (m_clientHandles.isEmpty())
        return message;
    return mapLeaves(message, QString(), [this](const QJsonValue &value, const QString &) -> QJsonValue {
        return value.isString() ? QJsonValue(m_clientHandles.value(value.toString(), value.toString())) : value;
    }).toObject();
}

QJsonValue ReplayScript::retime(const QJsonValue &message) const
{
    if (m_speed == 1.0)
        return message;
    return mapLeaves(message, QString(), [this](const QJsonValue &value, const QString &key) -> QJsonValue {
        if (value.isDouble() && (key == "pollInterval"_L1 || key == "ttl"_L1))
            return qint64(std::ceil(value.toDouble() / m_speed));
        if (value.isString() && m_recordedStartMs > 0 && (key == "createdAt"_L1 || key == "lastUpdatedAt"_L1)) {
            const QDateTime recorded = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
            if (!recorded.isValid())
                return value;
            const qint64 offset = recorded.toMSecsSinceEpoch() - m_recordedStartMs;
            return QDateTime::fromMSecsSinceEpoch(m_replayStartEpochMs + qint64(double(offset) / m_speed), Qt::UTC)
                .toString(Qt::ISODateWithMs);
        }
        return value;
    });
}

QJsonObject ReplayScript::missAnswer(const QJsonObject &request, const QString &why, int code)
{
    const QString method = request.value("method"_L1).toString();
    const QJsonObject params = request.value("params"_L1).toObject();
    const QString what = params.contains("name"_L1)
        ? QStringLiteral("%1 of %2").arg(method, params.value("name"_L1).toString())
        : method;
    m_misses << what;
    return QJsonObject {{"jsonrpc"_L1, "2.0"_L1}, {"id"_L1, request.value("id"_L1)},
        {"error"_L1,
            QJsonObject {{"code"_L1, code}, {"message"_L1, why},
                {"data"_L1, QJsonObject {{"reason"_L1, tr("replay: %1").arg(why)}, {"request"_L1, what}}}}}};
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationstory.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include "handles.h"
#include "protocol/jsonrpc.h"
#include "protocol/jsonwalk.h"

namespace Mcp {

using Qt::StringLiterals::operator""_L1;

namespace {

// Members whose values change from run to run.
bool isVolatile(const QString &key)
{
    static const QRegularExpression pattern(QStringLiteral(
        "^(_meta|id|token|ttl|pollInterval|keepAlive|requestState|elapsed.*|.*(Id|Token|At|Ms|Seconds|Time))$"));
    return pattern.match(key).hasMatch();
}

QString statusOf(const QJsonObject &message)
{
    const QJsonObject result = message.value("result"_L1).toObject();
    for (const QJsonValue &status : {result.value("status"_L1), result.value("task"_L1).toObject().value("status"_L1),
             message.value("params"_L1).toObject().value("status"_L1)}) {
        if (status.isString())
            return status.toString();
    }
    return QString();
}

// The final result a message carries, if it carries one: a complete tools/call answer, or a task's result.
QJsonObject finalResultOf(const QJsonObject &message)
{
    const QJsonObject result = message.value("result"_L1).toObject();
    for (const QJsonObject &candidate : {result, result.value("result"_L1).toObject(),
             message.value("params"_L1).toObject().value("result"_L1).toObject()}) {
        const QString type = candidate.value("resultType"_L1).toString();
        if ((candidate.contains("content"_L1) || candidate.contains("structuredContent"_L1))
            && (type.isEmpty() || type == "complete"_L1))
            return candidate;
    }
    return {};
}

} // namespace

QJsonValue OperationStory::stable(const QJsonValue &value)
{
    return JsonWalk::editObjects(value, [](QJsonObject &object) {
        for (auto it = object.begin(); it != object.end();)
            it = isVolatile(it.key()) ? object.erase(it) : std::next(it);
    });
}

void OperationStoryReader::read(const RecordingEntry &entry)
{
    if (entry.isEvent(QStringLiteral("operation"))) {
        m_launches << entry.details;
        m_launchStory << -1;
    }
    if (entry.isEvent(QStringLiteral("person")))
        onPerson(entry);
    if (entry.isEvent(QStringLiteral("fault")))
        m_faults << FaultHit {entry.timeMs, entry.details.value(QStringLiteral("fault")).toString()};
    if (!entry.isMessage() || entry.message.isEmpty())
        return;
    if (entry.fromClient) {
        if (entry.message.value("method"_L1).toString() == "tools/call"_L1)
            onCall(entry);
        return;
    }
    const int index = storyOf(entry.message);
    if (index >= 0)
        onServer(entry, index);
}

void OperationStoryReader::onCall(const RecordingEntry &entry)
{
    const QJsonObject params = entry.message.value("params"_L1).toObject();
    const QJsonValue token = params.value("_meta"_L1).toObject().value("progressToken"_L1);
    int index = token.isUndefined() ? -1 : int(m_byToken.value(idKey(token), -1));
    if (index < 0) {
        // A new call (a retry with answers keeps its call's token).
        OperationStory story;
        story.startMs = entry.timeMs;
        story.tool = params.value("name"_L1).toString();
        story.arguments = params.value("arguments"_L1).toObject();
        story.progressToken = token;
        index = int(m_stories.size());
        // The client's launch of it: the first of that tool not yet made.
        for (qsizetype i = 0; i < m_launches.size(); ++i) {
            if (m_launchStory.at(i) < 0 && m_launches.at(i).value("tool"_L1).toString() == story.tool) {
                m_launchStory[i] = index;
                story.dialect = m_launches.at(i).value("dialect"_L1).toString();
                m_byOperation.insert(m_launches.at(i).value("operation"_L1).toString(), index);
                break;
            }
        }
        m_stories << story;
        m_inputKeys.append(QSet<QString>());
        if (!token.isUndefined())
            m_byToken.insert(idKey(token), index);
    }
    m_stories[index].requestIds << entry.message.value("id"_L1);
    m_byRequest.insert(idKey(entry.message.value("id"_L1)), index);
}

void OperationStoryReader::onPerson(const RecordingEntry &entry)
{
    // The call the person acted on: by the client's operation id, else the latest.
    const int index = int(m_byOperation.value(entry.details.value("operation"_L1).toString(), m_stories.size() - 1));
    if (index < 0)
        return;
    m_stories[index].person << OperationStory::PersonAction {
        entry.timeMs, entry.details.value("action"_L1).toString(), entry.details.value("method"_L1).toString()};
}

int OperationStoryReader::storyOf(const QJsonObject &message) const
{
    const QJsonObject params = message.value("params"_L1).toObject();
    const QJsonValue token = params.contains("progressToken"_L1)
        ? params.value("progressToken"_L1)
        : params.value("_meta"_L1).toObject().value("progressToken"_L1);
    if (!token.isUndefined() && m_byToken.contains(idKey(token)))
        return m_byToken.value(idKey(token));
    if (!message.contains("method"_L1) && m_byRequest.contains(idKey(message.value("id"_L1))))
        return m_byRequest.value(idKey(message.value("id"_L1)));
    const QStringList handles = Handles::in(params) + Handles::in(message.value("result"_L1));
    for (const QString &handle : std::as_const(handles)) {
        if (m_byHandle.contains(handle))
            return m_byHandle.value(handle);
    }
    return int(m_stories.size()) - 1; // anything else: the latest call
}

void OperationStoryReader::onServer(const RecordingEntry &entry, int index)
{
    const QJsonObject &message = entry.message;
    const QString method = message.value("method"_L1).toString();
    OperationStory &story = m_stories[index];
    if (method.isEmpty()) {
        const QStringList made = Handles::in(message.value("result"_L1));
        for (const QString &handle : made)
            m_byHandle.insert(handle, index);
        if (story.handle.isEmpty() && finalResultOf(message).isEmpty())
            story.handle = Handles::membersIn(message.value("result"_L1));
    }
    if (method == "notifications/progress"_L1) {
        const QJsonObject params = message.value("params"_L1).toObject();
        QJsonObject step {{"progress"_L1, params.value("progress"_L1)}};
        for (const char *key : {"total", "message"}) {
            if (params.contains(QLatin1String(key)))
                step.insert(QLatin1String(key), params.value(QLatin1String(key)));
        }
        story.progress << step;
        story.progressTimes << entry.timeMs;
        return;
    }
    // The server's questions: not its pings, nor its polls of a task the client runs for it.
    if (!method.isEmpty() && message.contains("id"_L1) && method != "ping"_L1 && !method.startsWith("tasks/"_L1)) {
        story.prompts << method;
        story.promptTimes << entry.timeMs;
    }
    // An input request is one question, however many polls repeat it until it is answered.
    const QJsonObject inputs = message.value("result"_L1).toObject().value("inputRequests"_L1).toObject();
    for (auto it = inputs.begin(); it != inputs.end(); ++it) {
        if (m_inputKeys[index].contains(it.key()))
            continue;
        m_inputKeys[index].insert(it.key());
        story.prompts << it.value().toObject().value("method"_L1).toString();
        story.promptTimes << entry.timeMs;
    }
    const QString status = statusOf(message);
    if (!status.isEmpty() && (story.statuses.isEmpty() || story.statuses.constLast() != status)) {
        story.statuses << status;
        story.statusTimes << entry.timeMs;
    }
    if (const QJsonObject result = finalResultOf(message); !result.isEmpty()) {
        story.outcome = {{"result"_L1, OperationStory::stable(result)}};
        story.result = result;
        story.endMs = entry.timeMs;
    } else if (message.contains("error"_L1) && m_byRequest.value(idKey(message.value("id"_L1)), -2) == index) {
        story.outcome = {
            {"error"_L1, QJsonObject {{"code"_L1, message.value("error"_L1).toObject().value("code"_L1)}}}};
        story.error = message.value("error"_L1).toObject();
        story.endMs = entry.timeMs;
    }
}

QList<OperationStory> OperationStory::fromRecording(const Recording &recording)
{
    OperationStoryReader reader;
    for (const RecordingEntry &entry : recording.entries)
        reader.read(entry);
    return reader.stories();
}

QList<QJsonObject> OperationStory::differencesFrom(const OperationStory &golden) const
{
    QList<QJsonObject> differences;
    const auto differ = [&differences](
                            const QString &what, const QString &why, const QJsonValue &was, const QJsonValue &now) {
        differences << QJsonObject {{"what"_L1, what}, {"reason"_L1, why}, {"golden"_L1, was}, {"now"_L1, now}};
    };
    if (outcome != golden.outcome)
        differ(QStringLiteral("outcome"), tr("the call ended otherwise"), golden.outcome, outcome);
    if (QSet<QString>(statuses.begin(), statuses.end())
        != QSet<QString>(golden.statuses.begin(), golden.statuses.end()))
        differ(QStringLiteral("statuses"), tr("other statuses"), QJsonArray::fromStringList(golden.statuses),
            QJsonArray::fromStringList(statuses));
    if (prompts != golden.prompts)
        differ(QStringLiteral("prompts"), tr("other questions from the server"),
            QJsonArray::fromStringList(golden.prompts), QJsonArray::fromStringList(prompts));
    // Progress: the same steps said (their messages and totals) and the same last value; never going back.
    const auto shape = [](const QList<QJsonObject> &steps) {
        QJsonArray said;
        for (const QJsonObject &step : steps) {
            QJsonObject kept = step;
            kept.remove("progress"_L1);
            if (said.isEmpty() || said.last() != kept)
                said << kept;
        }
        return QJsonObject {
            {"steps"_L1, said}, {"last"_L1, steps.isEmpty() ? QJsonValue() : steps.constLast().value("progress"_L1)}};
    };
    if (shape(progress) != shape(golden.progress))
        differ(QStringLiteral("progress"), tr("other progress"), shape(golden.progress), shape(progress));
    for (qsizetype i = 1; i < progress.size(); ++i) {
        // A 2026-07-28 retry starts its progress afresh; otherwise it only goes up.
        const double before = progress.at(i - 1).value("progress"_L1).toDouble();
        const double now = progress.at(i).value("progress"_L1).toDouble();
        if (now < before && now != 0) {
            differ(QStringLiteral("progress"), tr("progress went back from %1 to %2").arg(before).arg(now),
                QJsonValue(), progress.at(i));
            break;
        }
    }
    return differences;
}

} // namespace Mcp

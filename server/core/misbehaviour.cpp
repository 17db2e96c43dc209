// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "misbehaviour.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace DemoServer {

namespace {

QLatin1String key(const char *name)
{
    return QLatin1String(name);
}

QString idText(const QJsonValue &id)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray {id}).toJson(QJsonDocument::Compact));
}

bool isTerminal(const QString &status)
{
    return status == QLatin1String("completed") || status == QLatin1String("failed")
        || status == QLatin1String("cancelled");
}

QJsonObject error(const QJsonValue &id, int code, const QString &message)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
        {QStringLiteral("error"), QJsonObject {{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}};
}

} // namespace

Misbehaviour::Misbehaviour(const QStringList &names)
{
    for (const QString &name : names)
        m_ways.insert(name);
}

QStringList Misbehaviour::names()
{
    // The lint's rules, in the order of the guide (Expert); what each does here is said where it is done.
    return {QStringLiteral("wire"), QStringLiteral("progress-back"), QStringLiteral("progress-past-total"),
        QStringLiteral("status-after-terminal"), QStringLiteral("unknown-status"), QStringLiteral("result-gone-early"),
        QStringLiteral("poll-punished"), QStringLiteral("unknown-token"), QStringLiteral("unknown-id"),
        QStringLiteral("repeated-id"), QStringLiteral("era-requirement"), QStringLiteral("error-code"),
        QStringLiteral("task-outlives-ttl")};
}

void Misbehaviour::noteIncoming(const QJsonObject &message)
{
    if (!isActive() || !message.contains(key("method")) || !message.contains(key("id")))
        return;
    if (m_methods.size() > 4096)
        m_methods.clear();
    m_methods.insert(idText(message.value(key("id"))), message.value(key("method")).toString());
}

QList<QJsonObject> Misbehaviour::rewrite(const QJsonObject &original)
{
    if (!isActive())
        return {original};
    QJsonObject message = original;
    QList<QJsonObject> after;
    const QString method = message.value(key("method")).toString();
    if (method == QLatin1String("notifications/progress"))
        rewriteProgress(message, after);
    rewriteTask(message, after);
    QList<QJsonObject> out;
    if (!message.contains(key("method")))
        rewriteResponse(message, out);
    out << message << after;
    return out;
}

void Misbehaviour::rewriteProgress(QJsonObject &message, QList<QJsonObject> &after)
{
    QJsonObject params = message.value(key("params")).toObject();
    const QJsonValue token = params.value(key("progressToken"));
    const double progress = params.value(key("progress")).toDouble();
    const bool first = !m_progressSeen.contains(idText(token));
    m_progressSeen.insert(idText(token));
    if (does("progress-past-total") && params.value(key("total")).isDouble() && progress > 0) {
        params.insert(QStringLiteral("total"), progress / 2);
        message.insert(QStringLiteral("params"), params);
    }
    if (first && does("progress-back")) {
        QJsonObject back = message;
        QJsonObject backParams = params;
        backParams.insert(QStringLiteral("progress"), progress - 1);
        back.insert(QStringLiteral("params"), backParams);
        after << back;
    }
    if (first && does("unknown-token")) {
        QJsonObject ghost = message;
        QJsonObject ghostParams = params;
        ghostParams.insert(QStringLiteral("progressToken"), QStringLiteral("ghost-token-never-sent"));
        ghost.insert(QStringLiteral("params"), ghostParams);
        after << ghost;
    }
}

QJsonObject Misbehaviour::taskOf(const QJsonObject &message, QString *where)
{
    const QString method = message.value(key("method")).toString();
    if (method == QLatin1String("notifications/tasks/status") || method == QLatin1String("notifications/tasks")) {
        *where = QStringLiteral("params");
        return message.value(key("params")).toObject();
    }
    const QJsonObject result = message.value(key("result")).toObject();
    if (result.value(key("task")).isObject()) {
        *where = QStringLiteral("result.task");
        return result.value(key("task")).toObject();
    }
    if (result.contains(key("taskId")) && result.contains(key("status"))) {
        *where = QStringLiteral("result");
        return result;
    }
    return QJsonObject();
}

void Misbehaviour::rewriteTask(QJsonObject &message, QList<QJsonObject> &after)
{
    QString where;
    QJsonObject task = taskOf(message, &where);
    if (task.isEmpty())
        return;
    const QString taskId = task.value(key("taskId")).toString();
    const QString status = task.value(key("status")).toString();
    const bool modern = message.value(key("method")) == QLatin1String("notifications/tasks")
        || message.value(key("result")).toObject().contains(key("resultType"));
    if (does("unknown-status") && status == QLatin1String("working"))
        task.insert(QStringLiteral("status"), QStringLiteral("busy"));
    // Not in the answer that makes the task (the client's own clock would end it at once): in the updates after it.
    const bool creation = where == QLatin1String("result.task")
        || message.value(key("result")).toObject().value(key("resultType")) == QLatin1String("task");
    const bool updated = task.value(key("lastUpdatedAt")) != task.value(key("createdAt"));
    if (does("task-outlives-ttl") && !creation && updated)
        task.insert(task.contains(key("ttlMs")) || modern ? QStringLiteral("ttlMs") : QStringLiteral("ttl"), 0);
    if (does("status-after-terminal") && isTerminal(status) && !m_terminalSent.contains(taskId)) {
        m_terminalSent.insert(taskId);
        QJsonObject again = task;
        again.remove(QStringLiteral("result"));
        again.remove(QStringLiteral("resultType"));
        again.insert(QStringLiteral("status"), QStringLiteral("working"));
        // Dated after the end, as a server that really went back would date it.
        const QDateTime ended = QDateTime::fromString(task.value(key("lastUpdatedAt")).toString(), Qt::ISODateWithMs);
        if (ended.isValid())
            again.insert(QStringLiteral("lastUpdatedAt"), ended.addSecs(1).toString(Qt::ISODateWithMs));
        after << QJsonObject {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("method"),
                modern ? QStringLiteral("notifications/tasks") : QStringLiteral("notifications/tasks/status")},
            {QStringLiteral("params"), again}};
    }
    if (where == QLatin1String("params")) {
        message.insert(QStringLiteral("params"), task);
    } else if (where == QLatin1String("result")) {
        message.insert(QStringLiteral("result"), task);
    } else {
        QJsonObject result = message.value(key("result")).toObject();
        result.insert(QStringLiteral("task"), task);
        message.insert(QStringLiteral("result"), result);
    }
}

void Misbehaviour::rewriteResponse(QJsonObject &message, QList<QJsonObject> &before)
{
    const QJsonValue id = message.value(key("id"));
    const QString method = m_methods.value(idText(id));
    QJsonObject result = message.value(key("result")).toObject();
    const bool isResult = message.contains(key("result"));
    if (does("result-gone-early") && isResult
        && (method == QLatin1String("tasks/result")
            || (method == QLatin1String("tasks/get") && result.value(key("status")) == QLatin1String("completed"))
            || (method == QLatin1String("tools/async/get") && !result.value(key("isPending")).toBool()))) {
        message = error(id, -32602, QStringLiteral("Not found or expired"));
        return;
    }
    // The second poll: the first may come early (at once after the task was made), the second waited the interval.
    if (does("poll-punished") && method == QLatin1String("tasks/get") && m_pollsAnswered++ == 1) {
        message = error(id, -32000, QStringLiteral("Too many requests: poll less often"));
        return;
    }
    if (does("error-code") && method == QLatin1String("tools/call")
        && message.value(key("error")).toObject().value(key("code")).toInt() == -32602) {
        message = error(id, -32601, message.value(key("error")).toObject().value(key("message")).toString());
        return;
    }
    if (does("era-requirement") && result.value(key("resultType")) == QLatin1String("complete")) {
        result.remove(QStringLiteral("resultType"));
        message.insert(QStringLiteral("result"), result);
    }
    if (does("wire") && isResult && method == QLatin1String("tools/call")) {
        result.insert(QStringLiteral("_meta"), 5);
        message.insert(QStringLiteral("result"), result);
    }
    // Before the answer to tools/call, on its stream (over HTTP nothing more may follow an answer there): an answer
    // to an id never sent, and the answer to an earlier request once more.
    if (method == QLatin1String("tools/call") && !m_extraAnswerSent && (does("repeated-id") || does("unknown-id"))) {
        m_extraAnswerSent = true;
        if (does("unknown-id")) {
            before << QJsonObject {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                {QStringLiteral("id"), 987654321}, {QStringLiteral("result"), QJsonObject()}};
        }
        if (does("repeated-id") && !m_lastAnswer.isEmpty())
            before << m_lastAnswer;
    }
    if (isResult && method != QLatin1String("tools/call"))
        m_lastAnswer = message;
}

} // namespace DemoServer

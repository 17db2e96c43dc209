// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "completion.h"

#include <QJsonArray>
#include <QTimer>

#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"

namespace Mcp {

CompletionTarget CompletionTarget::prompt(const QString &promptName, const QString &argument, const QString &value)
{
    return {QJsonObject {{QStringLiteral("type"), QStringLiteral("ref/prompt")}, {QStringLiteral("name"), promptName}},
        argument, value, QJsonObject()};
}

CompletionTarget CompletionTarget::resource(const QString &uriTemplate, const QString &argument, const QString &value)
{
    return {
        QJsonObject {{QStringLiteral("type"), QStringLiteral("ref/resource")}, {QStringLiteral("uri"), uriTemplate}},
        argument, value, QJsonObject()};
}

QJsonObject CompletionTarget::params() const
{
    QJsonObject params {{QStringLiteral("ref"), ref},
        {QStringLiteral("argument"),
            QJsonObject {{QStringLiteral("name"), argument}, {QStringLiteral("value"), value}}}};
    // 2025-11-25 and 2026-07-28 CompleteRequestParams.context.arguments: the values already resolved.
    QJsonObject others = context;
    others.remove(argument);
    if (!others.isEmpty())
        params.insert(QStringLiteral("context"), QJsonObject {{QStringLiteral("arguments"), others}});
    return params;
}

CompletionResult CompletionResult::fromJson(const QJsonObject &result)
{
    CompletionResult read;
    const QJsonValue completion = result.value(QStringLiteral("completion"));
    if (!completion.isObject()) {
        read.problem = QStringLiteral("the result has no completion object");
        return read;
    }
    const QJsonObject object = completion.toObject();
    const QJsonArray values = object.value(QStringLiteral("values")).toArray();
    for (const QJsonValue &value : values) {
        if (read.values.size() >= MaxValues) {
            read.problem = QStringLiteral("%1 values sent, more than the %2 allowed: the rest are left out")
                               .arg(values.size())
                               .arg(MaxValues);
            read.hasMore = true;
            break;
        }
        if (value.isString())
            read.values << value.toString();
        else
            read.problem = QStringLiteral("a completion value is not a string");
    }
    if (object.value(QStringLiteral("total")).isDouble())
        read.total = object.value(QStringLiteral("total")).toInt();
    read.hasMore = read.hasMore || object.value(QStringLiteral("hasMore")).toBool();
    return read;
}

QJsonObject CompletionResult::toJson() const
{
    QJsonObject json {
        {QStringLiteral("values"), QJsonArray::fromStringList(values)}, {QStringLiteral("hasMore"), hasMore}};
    if (total >= 0)
        json.insert(QStringLiteral("total"), total);
    if (!problem.isEmpty())
        json.insert(QStringLiteral("problem"), problem);
    return json;
}

CompletionClient::CompletionClient(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

CompletionClient::~CompletionClient()
{
    for (const Field &field : std::as_const(m_fields)) {
        if (field.inFlight)
            field.inFlight->disconnect(this);
    }
}

bool CompletionClient::isSupported() const
{
    return m_session && m_session->state() == McpSession::State::Ready
        && m_session->serverCapabilities().contains(QStringLiteral("completions"));
}

void CompletionClient::complete(const QString &key, const CompletionTarget &target)
{
    if (!isSupported())
        return;
    Field &field = m_fields[key];
    if (!field.timer) {
        field.timer = new QTimer(this);
        field.timer->setSingleShot(true);
        connect(field.timer, &QTimer::timeout, this, [this, key] { send(key); });
    }
    field.pending = target;
    field.hasPending = true;
    field.timer->start(m_debounceMs);
}

void CompletionClient::clear(const QString &key)
{
    const auto it = m_fields.constFind(key);
    if (it == m_fields.cend())
        return;
    if (it->inFlight)
        it->inFlight->disconnect(this);
    delete it->timer;
    m_fields.erase(it);
}

void CompletionClient::send(const QString &key)
{
    Field &field = m_fields[key];
    // One request in flight per field: the newest value goes when the answer for the older one is in.
    if (!field.hasPending || field.inFlight || !isSupported())
        return;
    field.hasPending = false;
    PendingRequest *request = m_session->request(QStringLiteral("completion/complete"), field.pending.params());
    field.inFlight = request;
    connect(request, &PendingRequest::finished, this, [this, key, request] { onAnswer(key, request); });
}

void CompletionClient::onAnswer(const QString &key, PendingRequest *request)
{
    Field &field = m_fields[key];
    field.inFlight = nullptr;
    if (field.hasPending) {
        // Typed on meanwhile: this answer is for an older value.
        if (!field.timer->isActive())
            send(key);
        return;
    }
    CompletionResult result;
    if (request->hasError())
        result.error = request->error().toString();
    else
        result = CompletionResult::fromJson(request->result());
    emit completed(key, result);
}

} // namespace Mcp

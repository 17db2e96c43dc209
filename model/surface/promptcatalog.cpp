// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "promptcatalog.h"

#include <QJsonArray>

#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"

namespace Mcp {

PromptCatalog::PromptCatalog(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(session, &McpSession::notificationsReceived, this, &PromptCatalog::onNotifications);
    connect(session, &McpSession::ready, this, &PromptCatalog::refresh);
}

McpSession *PromptCatalog::session() const
{
    return m_session;
}

bool PromptCatalog::isSupported() const
{
    return m_session && m_session->serverCapabilities().contains(QStringLiteral("prompts"));
}

const PromptInfo *PromptCatalog::find(const QString &name) const
{
    for (const PromptInfo &prompt : m_prompts) {
        if (prompt.name == name)
            return &prompt;
    }
    return nullptr;
}

void PromptCatalog::refresh()
{
    if (!m_session || m_session->state() != McpSession::State::Ready || !isSupported()) {
        const bool hadPrompts = !m_prompts.isEmpty();
        m_prompts.clear();
        m_problems.clear();
        if (hadPrompts)
            emit promptsChanged();
        return;
    }
    if (m_loading) {
        m_dirty = true;
        return;
    }
    m_loading = true;
    m_dirty = false;
    m_collecting.clear();
    m_problems.clear();
    fetchPage(QString(), 1);
}

void PromptCatalog::onNotifications(const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &notification : batch) {
        if (notification.method == QLatin1String("notifications/prompts/list_changed")) {
            refresh();
            return;
        }
    }
}

void PromptCatalog::fetchPage(const QString &cursor, int page)
{
    QJsonObject params;
    if (!cursor.isEmpty())
        params.insert(QStringLiteral("cursor"), cursor);
    PendingRequest *request = m_session->request(QStringLiteral("prompts/list"), params);
    connect(request, &PendingRequest::finished, this, [this, request, page] { onPage(request, page); });
}

void PromptCatalog::onPage(PendingRequest *request, int page)
{
    if (request->hasError()) {
        m_loading = false;
        emit refreshFailed(tr("prompts/list failed: %1").arg(request->error().toString()));
        return;
    }
    const QJsonObject result = request->result();
    const QJsonArray prompts = result.value(QStringLiteral("prompts")).toArray();
    for (const QJsonValue &item : prompts) {
        if (m_collecting.size() >= MaxPrompts) {
            m_problems << tr("more than %1 prompts: the rest are left out").arg(MaxPrompts);
            break;
        }
        const PromptInfo info = PromptInfo::fromJson(item);
        if (!info.problem.isEmpty())
            m_problems << info.problem;
        if (!info.name.isEmpty())
            m_collecting << info;
    }
    const QString next = result.value(QStringLiteral("nextCursor")).toString();
    if (!next.isEmpty() && m_collecting.size() < MaxPrompts) {
        if (page < MaxPages) {
            fetchPage(next, page + 1);
            return;
        }
        m_problems << tr("more than %1 pages of prompts: the rest are left out").arg(MaxPages);
    }
    m_prompts = m_collecting;
    m_collecting.clear();
    m_loading = false;
    emit promptsChanged();
    if (m_dirty)
        refresh();
}

void PromptCatalog::get(const QString &name, const QJsonObject &arguments, QObject *context, GetCallback done)
{
    if (const PromptInfo *prompt = find(name)) {
        const QStringList missing = prompt->missingArguments(arguments);
        if (!missing.isEmpty()) {
            PromptResult refused;
            refused.error = tr("missing required argument(s): %1").arg(missing.join(QStringLiteral(", ")));
            done(refused);
            return;
        }
    }
    if (!m_session || m_session->state() != McpSession::State::Ready) {
        PromptResult refused;
        refused.error = tr("not connected");
        done(refused);
        return;
    }
    McpCall *call = m_session->call(QStringLiteral("prompts/get"),
        QJsonObject {{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}});
    connect(call, &McpCall::finished, context, [call, done] {
        if (call->hasError()) {
            PromptResult failed;
            failed.error = call->error().toString();
            done(failed);
            return;
        }
        done(PromptResult::fromJson(call->result()));
    });
}

} // namespace Mcp

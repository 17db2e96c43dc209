// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "clihandler.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "protocol/elicitation.h"

CliRequestHandler::CliRequestHandler(QObject *parent)
    : QObject(parent)
{
}

bool CliRequestHandler::setElicitPolicy(const QString &text)
{
    if (text == QLatin1String("accept-defaults")) {
        m_policy = ElicitPolicy::AcceptDefaults;
    } else if (text == QLatin1String("decline")) {
        m_policy = ElicitPolicy::Decline;
    } else if (text == QLatin1String("cancel")) {
        m_policy = ElicitPolicy::Cancel;
    } else {
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        if (!doc.isObject())
            return false;
        m_policy = ElicitPolicy::Content;
        m_content = doc.object();
    }
    return true;
}

void CliRequestHandler::handleIncomingRequest(Mcp::IncomingRequest *request)
{
    const QString method = request->method();
    QJsonObject answer;
    if (method == QLatin1String("ping")) {
        request->respond({});
        return;
    }
    if (method == QLatin1String("elicitation/create")) {
        answer = answerElicitation(request->params());
    } else if (method == QLatin1String("sampling/createMessage")) {
        if (m_sampleText.isNull()) {
            // No reply text was given: refuse the way a person would (user rejection is code -1 in the spec).
            emit inputAnswered(method, request->params(), QJsonObject {{QStringLiteral("declined"), true}});
            request->respondError(-1, tr("Sampling declined: no --sample text was given"));
            return;
        }
        answer = answerSampling(request->params());
    } else if (method == QLatin1String("roots/list")) {
        // Housekeeping, not a prompt: answered without an "input" event.
        request->respond(QJsonObject {{QStringLiteral("roots"), QJsonArray()}});
        return;
    } else if (method == QLatin1String("tasks/list")) {
        request->respond(QJsonObject {{QStringLiteral("tasks"), QJsonArray()}});
        return;
    } else {
        request->respondError(Mcp::ErrorCode::MethodNotFound, tr("mcp-async does not handle %1").arg(method));
        return;
    }
    emit inputAnswered(method, request->params(), answer);
    request->respond(answer);
}

QJsonObject CliRequestHandler::answerElicitation(const QJsonObject &params) const
{
    switch (m_policy) {
    case ElicitPolicy::Decline:
        return {{QStringLiteral("action"), QStringLiteral("decline")}};
    case ElicitPolicy::Cancel:
        return {{QStringLiteral("action"), QStringLiteral("cancel")}};
    case ElicitPolicy::Content:
        return {{QStringLiteral("action"), QStringLiteral("accept")}, {QStringLiteral("content"), m_content}};
    case ElicitPolicy::AcceptDefaults:
        break;
    }
    if (Mcp::Elicitation::mode(params) == QLatin1String("url"))
        return {{QStringLiteral("action"), QStringLiteral("accept")}};
    return {{QStringLiteral("action"), QStringLiteral("accept")},
        {QStringLiteral("content"),
            Mcp::Elicitation::defaultContent(params.value(QStringLiteral("requestedSchema")).toObject())}};
}

QJsonObject CliRequestHandler::answerSampling(const QJsonObject &params) const
{
    Q_UNUSED(params)
    return {{QStringLiteral("role"), QStringLiteral("assistant")},
        {QStringLiteral("content"),
            QJsonObject {{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), m_sampleText}}},
        {QStringLiteral("model"), QStringLiteral("mcp-async-cli")},
        {QStringLiteral("stopReason"), QStringLiteral("endTurn")}};
}

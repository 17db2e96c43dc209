// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

#include "protocol/jsonrpcconnection.h"

/*!
 * Answers \a request as a person and a model would: an elicitation/create with \a action and the form \a content,
 * a sampling/createMessage with the text \a note from "test-model"; anything else is refused as not handled.
 */
inline void answerAsPerson(
    Mcp::IncomingRequest *request, const QString &action, const QJsonObject &content, const QString &note)
{
    if (request->method() == QLatin1String("elicitation/create")) {
        request->respond({{QStringLiteral("action"), action}, {QStringLiteral("content"), content}});
    } else if (request->method() == QLatin1String("sampling/createMessage")) {
        request->respond({{QStringLiteral("role"), QStringLiteral("assistant")},
            {QStringLiteral("content"),
                QJsonObject {{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), note}}},
            {QStringLiteral("model"), QStringLiteral("test-model")},
            {QStringLiteral("stopReason"), QStringLiteral("endTurn")}});
    } else {
        request->respondError(Mcp::ErrorCode::MethodNotFound, QStringLiteral("not handled in this test"));
    }
}

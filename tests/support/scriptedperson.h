// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

// A person who answers the server's prompts as a test tells it, and what the interop suites read of a result.

#include <functional>

#include <QJsonArray>
#include <QList>
#include <QPair>

#include "operations/operationmanager.h"

/*! Answers prompts the way a test tells it to, recording which operation each belonged to. */
class ScriptedPerson : public Mcp::IncomingRequestHandler
{
public:
    Mcp::OperationManager *manager = nullptr;
    std::function<void(Mcp::IncomingRequest *)> answer;
    QList<QPair<QString, QString>> seen; // method, operation id
    void handleIncomingRequest(Mcp::IncomingRequest *request) override
    {
        Mcp::Operation *op = manager->operationForInput(request);
        seen << qMakePair(request->method(), op ? op->id() : QString());
        request->beginPersonAnswering();
        if (answer)
            answer(request);
    }
};

/*! The text blocks of an operation's result, one after the other. */
inline QString resultText(const Mcp::Operation *op)
{
    QString text;
    const QJsonArray blocks = op->result().value(QLatin1String("content")).toArray();
    for (const QJsonValue &block : blocks)
        text += block.toObject().value(QLatin1String("text")).toString();
    return text;
}

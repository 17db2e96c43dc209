// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QTimer>

#include "session/mcpsession.h"
#include "testutils.h"

// A scripted server behind a FakeTransport: each method maps to a function giving the result (or error).
struct ScriptedServer
{
    using Reply = std::function<QJsonObject(const QJsonObject &request)>; // returns a full response message
    QHash<QString, Reply> replies;
    QList<QJsonObject> received;
    QList<FakeTransport *> transports;

    static QJsonObject result(const QJsonObject &request, const QJsonObject &result)
    {
        return {{"jsonrpc", "2.0"}, {"id", request.value("id")}, {"result", result}};
    }
    static QJsonObject error(const QJsonObject &request, int code, const QString &message, const QJsonValue &data = {})
    {
        QJsonObject e {{"code", code}, {"message", message}};
        if (!data.isUndefined())
            e.insert("data", data);
        return {{"jsonrpc", "2.0"}, {"id", request.value("id")}, {"error", e}};
    }

    /*! Answers every \a method request with \a answer. */
    void answer(const QString &method, const QJsonObject &answer)
    {
        replies[method] = [answer](const QJsonObject &request) { return result(request, answer); };
    }

    void install(Mcp::McpSession *session)
    {
        session->setTransportFactory([this](const Mcp::ServerConfig &, QObject *parent) {
            auto *transport = new FakeTransport(parent);
            transports << transport;
            transport->onSend = [this, transport](const QJsonObject &message) {
                received << message;
                const QString method = message.value("method").toString();
                if (!message.contains("id") || !replies.contains(method))
                    return;
                const QJsonObject answer = replies.value(method)(message);
                if (answer.isEmpty())
                    return; // never answers
                QTimer::singleShot(0, transport, [transport, answer] { transport->push(answer); });
            };
            return transport;
        });
    }
    QList<QJsonObject> requests(const QString &method) const
    {
        return TestUtils::whereString(received, "method", method);
    }
};

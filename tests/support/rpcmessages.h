// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

// JSON-RPC 2.0 messages as a peer writes them, for the transport tests that play the server or the client by hand.

#include <QJsonObject>
#include <QString>

namespace RpcMessages {

inline const QString LegacyVersion = QStringLiteral("2025-11-25");
inline const QString ModernVersion = QStringLiteral("2026-07-28");

/*! A request \a id calling \a method with \a params. */
inline QJsonObject rpcRequest(int id, const QString &method, const QJsonObject &params = {})
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
        {QStringLiteral("method"), method}, {QStringLiteral("params"), params}};
}

/*! A notification \a method with \a params. */
inline QJsonObject rpcNotification(const QString &method, const QJsonObject &params = {})
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), method},
        {QStringLiteral("params"), params}};
}

/*! The answer \a result to request \a id. */
inline QJsonObject rpcResult(int id, const QJsonObject &result = {})
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
        {QStringLiteral("result"), result}};
}

/*! The error \a code, \a message answering request \a id (null when the request could not be read). */
inline QJsonObject rpcError(const QJsonValue &id, int code, const QString &message)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
        {QStringLiteral("error"), QJsonObject {{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}};
}

} // namespace RpcMessages

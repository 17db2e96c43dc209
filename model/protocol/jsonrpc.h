// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace Mcp {

/*! The member names of a JSON-RPC 2.0 message, for the client and the demo server alike. */
namespace JsonRpcKeys {
inline constexpr QLatin1String kJsonRpc("jsonrpc");
inline constexpr QLatin1String kId("id");
inline constexpr QLatin1String kMethod("method");
inline constexpr QLatin1String kParams("params");
inline constexpr QLatin1String kResult("result");
inline constexpr QLatin1String kError("error");
} // namespace JsonRpcKeys

/*! JSON-RPC and MCP error codes that the client reacts to. */
namespace ErrorCode {
constexpr int ParseError = -32700;
constexpr int InvalidRequest = -32600;
constexpr int MethodNotFound = -32601;
constexpr int InvalidParams = -32602;
constexpr int InternalError = -32603;
/*! 2026-07-28: the server does not speak the requested protocol version; data lists the supported ones. */
constexpr int UnsupportedProtocolVersion = -32022;
/*! 2026-07-28: an HTTP header disagrees with the message it carries (Mcp-Method, Mcp-Name, Mcp-Param-*). */
constexpr int HeaderMismatch = -32020;
/*! 2026-07-28: the request needs a client capability the request did not declare. */
constexpr int MissingRequiredClientCapability = -32021;
/*! Sampling: the user rejected the request (2025-11-25 client/sampling, error handling). */
constexpr int UserRejected = -1;
/*! Client-side failures that never came from the server (timeouts, lost links, transport errors). */
constexpr int RequestTimeout = -32001;
constexpr int ConnectionClosed = -32000;
constexpr int TransportError = -32003;
constexpr int RequestCancelled = -32800;
} // namespace ErrorCode

/*! An error answer, from the server or made up by the client when no answer can come. */
struct JsonRpcError
{
    int code = 0;
    QString message;
    QJsonValue data = QJsonValue(QJsonValue::Undefined); // absent unless given
    /*! True when the client made this error itself (timeout, lost link), false when the server sent it. */
    bool local = false;

    bool isNull() const { return code == 0 && message.isEmpty(); }
    /*! "code: message" plus the data, for logs and the CLI. */
    QString toString() const;
    QJsonObject toJson() const;
    static JsonRpcError fromJson(const QJsonObject &error);
    static JsonRpcError localError(int code, const QString &message)
    {
        return JsonRpcError {code, message, QJsonValue(QJsonValue::Undefined), true};
    }
};

/*! What a notifications/progress says, read once for every layer above. */
struct ProgressFields
{
    double progress = 0;
    double total = qQNaN(); // NaN when the server gave none
    QString message;
    QString resourceUri;
};

/*! A notification from the server, as the layers above receive it (in batches). */
class JsonRpcNotification
{
public:
    JsonRpcNotification() = default;
    JsonRpcNotification(QString method, QJsonObject params)
        : method(std::move(method))
        , m_params(std::move(params))
    {
    }
    /*!
     * A notifications/progress read from \a frame without building its params (readProgressFrame()): they are
     * made from the kept bytes only if someone asks for them.
     */
    static JsonRpcNotification fromProgressFrame(const QByteArray &frame, QString progressKey, ProgressFields fields);

    /*! The params object (empty when the server sent none). */
    const QJsonObject &params() const;

    QString method;
    /*! For notifications/progress: idKey() of params.progressToken, made once by the connection. */
    QString progressKey;
    /*! For notifications/progress: its fields, whichever way it was read. */
    ProgressFields progress;
    /*!
     * The id of the request whose response stream carried it (Streamable HTTP sends a request's notifications on
     * that request's stream), or undefined where the transport does not tell (stdio, the standalone stream).
     */
    QJsonValue relatedRequestId;

private:
    mutable QJsonObject m_params;
    mutable QByteArray m_frame; // a fast-path notification's bytes, until params() is asked for
};

/*! The text form of an id for hashing: ids may be numbers or strings and 1 and "1" are different ids. */
QString idKey(const QJsonValue &id);

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "protocol.h"

namespace DemoServer {
namespace Protocol {

QJsonObject serverInfo()
{
    return QJsonObject {{QStringLiteral("name"), QStringLiteral("mcp-async-demo-server")},
        {QStringLiteral("title"), QStringLiteral("MCP Async Demo Server")},
        {QStringLiteral("version"), QStringLiteral(MCP_VERSION_STRING)}};
}

int logLevelRank(const QString &level)
{
    // RFC 5424 severities, least severe first (2025-11-25 server/utilities/logging).
    static const QStringList levels {QStringLiteral("debug"), QStringLiteral("info"), QStringLiteral("notice"),
        QStringLiteral("warning"), QStringLiteral("error"), QStringLiteral("critical"), QStringLiteral("alert"),
        QStringLiteral("emergency")};
    return int(levels.indexOf(level));
}

QJsonObject errorResponse(const QJsonValue &id, int code, const QString &message, const QJsonValue &data)
{
    QJsonObject error {{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    if (!data.isUndefined() && !data.isNull())
        error.insert(QStringLiteral("data"), data);
    return QJsonObject {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
        {QStringLiteral("id"), id.isUndefined() ? QJsonValue(QJsonValue::Null) : id}, {QStringLiteral("error"), error}};
}

QJsonObject progressParams(const QJsonValue &token, double progress, double total, const QString &message)
{
    QJsonObject params {{QStringLiteral("progressToken"), token}, {QStringLiteral("progress"), progress}};
    if (total >= 0)
        params.insert(QStringLiteral("total"), total);
    if (!message.isEmpty())
        params.insert(QStringLiteral("message"), message);
    return params;
}

} // namespace Protocol
} // namespace DemoServer

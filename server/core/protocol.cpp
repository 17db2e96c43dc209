// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "protocol.h"

namespace DemoServer {
namespace Protocol {

QString modernVersion()
{
    return QStringLiteral("2026-07-28");
}

QStringList legacyVersions()
{
    return {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"), QStringLiteral("2025-03-26"),
        QStringLiteral("2024-11-05")};
}

QString metaProtocolVersion()
{
    return QStringLiteral("io.modelcontextprotocol/protocolVersion");
}

QString metaClientCapabilities()
{
    return QStringLiteral("io.modelcontextprotocol/clientCapabilities");
}

QString metaClientInfo()
{
    return QStringLiteral("io.modelcontextprotocol/clientInfo");
}

QString metaLogLevel()
{
    return QStringLiteral("io.modelcontextprotocol/logLevel");
}

QString metaServerInfo()
{
    return QStringLiteral("io.modelcontextprotocol/serverInfo");
}

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

} // namespace Protocol
} // namespace DemoServer

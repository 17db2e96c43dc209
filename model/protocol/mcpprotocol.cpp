// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "mcpprotocol.h"

namespace Mcp {

namespace ProtocolVersion {
QString modern()
{
    return QStringLiteral("2026-07-28");
}
QStringList legacy()
{
    return {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"), QStringLiteral("2025-03-26"),
        QStringLiteral("2024-11-05")};
}
bool isModern(const QString &version)
{
    // Versions are dates; every one from 2026-07-28 on carries its metadata per request.
    return version >= modern();
}
} // namespace ProtocolVersion

namespace MetaKey {
QString protocolVersion()
{
    return QStringLiteral("io.modelcontextprotocol/protocolVersion");
}
QString clientCapabilities()
{
    return QStringLiteral("io.modelcontextprotocol/clientCapabilities");
}
QString clientInfo()
{
    return QStringLiteral("io.modelcontextprotocol/clientInfo");
}
QString logLevel()
{
    return QStringLiteral("io.modelcontextprotocol/logLevel");
}
QString serverInfo()
{
    return QStringLiteral("io.modelcontextprotocol/serverInfo");
}
} // namespace MetaKey

QString clientCapabilityFor(const QString &method)
{
    if (method == QLatin1String("elicitation/create"))
        return QStringLiteral("elicitation");
    if (method == QLatin1String("sampling/createMessage"))
        return QStringLiteral("sampling");
    if (method == QLatin1String("roots/list"))
        return QStringLiteral("roots");
    return QString();
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverdescription.h"

#include "session/mcpsession.h"
#include "session/serverconfig.h"

namespace Mcp {

QJsonObject ServerDescription::of(const McpSession &session)
{
    const QJsonObject capabilities = session.serverCapabilities();
    QJsonObject json {{QStringLiteral("server"), session.serverInfo()},
        {QStringLiteral("protocolVersion"), session.protocolVersion()},
        {QStringLiteral("era"), ServerConfig::eraToString(session.era())},
        {QStringLiteral("capabilities"), capabilities},
        {QStringLiteral("client"),
            QJsonObject {{QStringLiteral("info"), McpSession::clientInfo()},
                {QStringLiteral("capabilities"), McpSession::clientCapabilities()}}}};
    if (!session.instructions().isEmpty())
        json.insert(QStringLiteral("instructions"), session.instructions());
    if (capabilities.value(QStringLiteral("extensions")).isObject())
        json.insert(QStringLiteral("extensions"), capabilities.value(QStringLiteral("extensions")));
    if (session.transport())
        json.insert(QStringLiteral("transport"), session.transport()->describe());
    return json;
}

QString ServerDescription::eraText(const McpSession &session)
{
    switch (session.era()) {
    case Era::Modern:
        return QStringLiteral("%1 (stateless)").arg(session.protocolVersion());
    case Era::Legacy:
        return QStringLiteral("%1 (initialize)").arg(session.protocolVersion());
    case Era::Auto:
        break;
    }
    return QObject::tr("not connected");
}

} // namespace Mcp

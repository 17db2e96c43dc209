// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "requestidledger.h"

#include "protocol/jsonrpcconnection.h"

namespace Mcp {

void RequestIdLedger::restore(const QJsonObject &nextIds, const QList<Connection> &connections)
{
    for (auto it = nextIds.begin(); it != nextIds.end(); ++it)
        m_saved.insert(it.key(), it.value().toInteger());
    for (const Connection &connection : connections)
        raise(connection);
}

void RequestIdLedger::raise(const Connection &connection) const
{
    const auto it = m_saved.constFind(connection.server);
    if (it != m_saved.cend())
        connection.connection->raiseNextId(it.value());
}

QJsonObject RequestIdLedger::reserve(const QJsonObject &stored, const QList<Connection> &connections)
{
    QJsonObject nextIds = stored;
    const auto raiseTo = [&nextIds](const QString &server, qint64 value) {
        if (value > nextIds.value(server).toInteger())
            nextIds.insert(server, value);
    };
    for (auto it = m_saved.cbegin(); it != m_saved.cend(); ++it)
        raiseTo(it.key(), it.value());
    for (const Connection &c : connections) {
        qint64 &until = m_reservedUntil[c.server];
        if (until == 0 || c.connection->nextId() + BlockSize / 2 > until) {
            c.connection->raiseNextId(nextIds.value(c.server).toInteger());
            until = c.connection->nextId() + BlockSize;
        }
        raiseTo(c.server, qMax(until, c.connection->nextId()));
    }
    for (auto it = nextIds.constBegin(); it != nextIds.constEnd(); ++it)
        m_saved.insert(it.key(), it.value().toInteger());
    return nextIds;
}

} // namespace Mcp

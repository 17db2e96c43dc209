// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Mcp {

class JsonRpcConnection;

/*!
 * JSON-RPC ids that never repeat on one server, across restarts and across the processes that share one store of
 * operations (the app and any number of CLIs): a request id a server saw from one of them must not come again from
 * another, or the server would take it for the same request. The store keeps, per server, the end of the highest
 * block of ids any process reserved; each process takes a block above it before its first request on that server,
 * and a new one once half of its block is used.
 */
class RequestIdLedger
{
public:
    /*! How many ids a process reserves at a time. */
    static constexpr qint64 BlockSize = 10000;

    /*! One server's connection, by the server's name. */
    struct Connection
    {
        QString server;
        JsonRpcConnection *connection;
    };

    /*! The counters read from the store ({server: next id}); raises the connections already open to them. */
    void restore(const QJsonObject &nextIds, const QList<Connection> &connections);
    /*! Raises a new connection to what the store said of its server. */
    void raise(const Connection &connection) const;
    /*!
     * Reserves this process's block on each connection that needs one, given the counters in the store as it is
     * now (\a stored), and returns the counters to write back: never lower than any process reserved.
     */
    QJsonObject reserve(const QJsonObject &stored, const QList<Connection> &connections);

private:
    QHash<QString, qint64> m_saved; // per server: the counter as last read or written
    QHash<QString, qint64> m_reservedUntil; // per server: end (exclusive) of the block reserved here
};

} // namespace Mcp

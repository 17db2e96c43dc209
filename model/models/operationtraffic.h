// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QString>

namespace Mcp {

class MessageLogModel;
class Operation;

/*!
 * Which messages of a server's traffic belong to one operation: those that carry its handle (task id, token,
 * saga token, resume token) or its progress token, the answers to requests that did, and the requests its
 * dialect sent under ids it noted (a plain call's, a resumable request's, an async call's rounds) with their
 * answers.
 *
 * The log is read once, in order, as far as asked (accepts(), rows()): a long log costs one pass, and new rows
 * only their own reading. Rows are remembered by MessageLogModel::serialOf(), so trimming does not confuse it.
 */
class OperationTraffic
{
public:
    /*! Matches nothing. */
    OperationTraffic() = default;
    /*! The messages of \a op (its handle and progress token as they are now). */
    explicit OperationTraffic(const Operation *op);

    /*! True when there is nothing to look for (an operation without handle or progress token). */
    bool isEmpty() const { return m_strings.isEmpty() && m_numbers.isEmpty() && m_ids.isEmpty(); }
    /*! True when \a row of \a log belongs to the operation; reads the rows before it first, once. */
    bool accepts(const MessageLogModel *log, int row);
    /*! Every row of \a log that belongs to the operation, in order. */
    QList<int> rows(const MessageLogModel *log);

private:
    void readUpTo(const MessageLogModel *log, int row);
    bool mentions(QByteArrayView raw) const;

    QList<QByteArray> m_strings; // JSON string literals with their quotes: "abc-123"
    QList<QPair<QByteArray, QByteArray>> m_numbers; // ("progressToken", "5"): a key with a number value
    QSet<QString> m_ids; // requests that belong: '>' + id sent by us, '<' + id sent by the server
    QSet<qint64> m_accepted; // serials of the rows that belong
    qint64 m_nextSerial = -1; // the first serial not read yet
};

} // namespace Mcp

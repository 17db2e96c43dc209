// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

namespace Mcp {

/*!
 * One thing a server (or the client) did wrong, as the protocol lint or the wire check found it: with a severity,
 * the rule it broke, one sentence of reason, and the messages to look at (traffic-log serials, the one at fault
 * first). Modelled on Wireshark's expert information.
 */
struct Finding
{
    /*! How bad it is. */
    enum class Severity
    {
        Error, /*!< the spec says MUST, and it was not done */
        Warning, /*!< allowed to happen, but a sign of a bug or a trap for clients */
        Note /*!< worth knowing */
    };

    Severity severity = Severity::Warning;
    QString rule; // a short stable name: "progress-back", "wire", … (docs/guide.md, Expert, lists them)
    QString reason; // one sentence
    QString server; // whose traffic it is, when known
    QString handle; // the operation's handle (task id, token) or progress token, when the finding has one
    QList<qint64> messages; // traffic-log serials, the message at fault first
    qint64 timeMs = 0; // when it was found, ms since the epoch

    /*! "error", "warning" or "note". */
    static QString severityName(Severity severity);
    /*! The severity of \a name; Warning when it is none. */
    static Severity severityOf(const QString &name);
    /*! `{"severity","rule","reason","server"?,"handle"?,"messages":[…],"time"}`. */
    QJsonObject toJson() const;
};

} // namespace Mcp

Q_DECLARE_METATYPE(Mcp::Finding)

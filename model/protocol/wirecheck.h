// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include "protocol/boundedhash.h"

namespace Mcp {

/*!
 * Checks each message of one link, both ways, against the wire rules of the protocol version the link negotiated:
 * the JSON-RPC envelope, then the request, result or notification of its method (required members, types, enums,
 * consts, bounds), with the 2026-07-28 request envelope (`_meta` with the protocol version and the client's
 * capabilities) and the task results of both eras.
 *
 * The rules are the specification's own JSON schemas of 2025-11-25, 2026-07-28 and its tasks extension, distilled
 * (scripts/distill-wire-rules.py) into protocol/wirerules.json and judged by JsonSchema::validate(). A version
 * before 2026-07-28 is judged by the 2025-11-25 rules; methods that no revision has (the proposal dialects) only
 * as JSON-RPC messages.
 *
 * A request that breaks the rules of its era is judged when its answer comes: refused as the spec says (invalid
 * request, method not found, invalid params), it was a probe and no fault; answered otherwise, it is one. The
 * caller names each message with a tag (the traffic log's row serial), and a fault names the tag of the message
 * at fault, which is an earlier one in that case.
 *
 * One object per link: it remembers the open requests of both directions (bounded) to judge each answer against
 * its request. Not thread-safe; the rules it reads are shared and loaded once.
 */
class WireCheck
{
    Q_DECLARE_TR_FUNCTIONS(WireCheck)

public:
    /*! A message that broke the rules. */
    struct Fault
    {
        qint64 tag = -1; // the caller's name for the message at fault
        QString reason; // "tools/call result: content: …"
    };

    /*!
     * Checks \a message, sent by this side when \a outgoing, while the link had negotiated \a version (empty during
     * the handshake: then the message names its own era). Returns the faults found now, of this message or of an
     * earlier request it answers.
     */
    QList<Fault> check(bool outgoing, const QJsonObject &message, const QString &version, qint64 tag);
    /*! Forgets the open requests (the link was made again). */
    void reset();
    /*! Messages checked so far. */
    qint64 checkedCount() const { return m_checked; }

    /*! Whether \a method is a request of the spec in the era of \a version (else the envelope is all it checks). */
    static bool knowsRequest(const QString &version, const QString &method);
    /*! Requests remembered for their answers; the oldest are forgotten. */
    static constexpr int MaxOpenRequests = 4096;

private:
    struct Open
    {
        QString method;
        QString version;
        QString problem; // the request broke the rules: a fault unless refused
        QString taskId; // tasks/result: the task asked for
        qint64 tag = -1;
        bool task = false; // a 2025-11-25 request augmented with a task
    };

    QString checkRequest(const QJsonObject &message, const QString &method, const QString &version) const;
    QString checkNotification(const QJsonObject &message, const QString &method, const QString &version) const;
    QString checkResult(const QJsonObject &result, const Open &request);
    BoundedHash<Open> m_open {MaxOpenRequests}; // direction + id → the request
    BoundedHash<QString> m_taskMethods {MaxOpenRequests}; // 2025-11-25 task id → the method that made it
    qint64 m_checked = 0;
};

} // namespace Mcp

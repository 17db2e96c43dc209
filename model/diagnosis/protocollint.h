// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include "diagnosis/finding.h"
#include "protocol/boundedhash.h"

namespace Mcp {

/*!
 * The protocol lint of one link: reads its traffic as it passes, both ways, and finds what the state machines of
 * the dialects and the spec's rules forbid or warn of (docs/guide.md, Expert, lists them): progress that goes back or
 * past its total; a status after a terminal one, or a status word the dialect does not have; a result gone before its
 * ttl or keepAlive ran out; a poll at the asked interval refused; progress for a token no request carried; an answer to
 * an id no request had, or a second one; a 2026-07-28 message without what that era requires; an error code the
 * spec contradicts; a task still working after its ttl ran out.
 *
 * It judges from the messages alone (the same on a live link and on a recording), with the time each passed. What
 * it remembers is bounded. Findings name the messages by the serials the caller gives (the traffic log's).
 */
class ProtocolLint
{
    Q_DECLARE_TR_FUNCTIONS(ProtocolLint)

public:
    /*!
     * Reads one message: sent by this side when \a outgoing, numbered \a serial, on a link that had negotiated
     * \a version (empty during the handshake), at \a timeMs (ms since the epoch), received on \a stream
     * (Transport::messageTraced(): messages of two HTTP streams may arrive in another order than sent). Returns
     * what it shows wrong.
     */
    QList<Finding> observe(qint64 serial, bool outgoing, const QJsonObject &message, const QString &version,
        qint64 timeMs, const QJsonValue &stream = QJsonValue());

    /*! The finding for a message that failed the wire check. */
    static Finding wireFinding(qint64 serial, const QString &reason, qint64 timeMs);

    /*! Slack on every deadline the lint judges, for the latency between the server and this side. */
    static constexpr qint64 GraceMs = 1000;
    /*! Handles, tokens and ids remembered; the oldest are forgotten beyond this. */
    static constexpr int MaxRemembered = 4096;

private:
    /*! What the lint knows of one handle (task id, async token, operation token). */
    struct Handle
    {
        QString status; // the last status word the server gave
        bool terminal = false;
        bool tasks = true; // the tasks vocabulary (else the operation dialect's)
        qint64 firstSeenMs = 0;
        qint64 keptUntilMs = -1; // the server may forget it after this (-1: no promise known)
        qint64 ttlEndsMs = -1; // a task should have ended by this (-1: no ttl)
        qint64 askedIntervalMs = -1;
        qint64 lastPollMs = -1;
        qint64 keepAliveMs = -1; // async-call / operation keepAlive, in ms
        qint64 lastSerial = -1;
        qint64 terminalUpdatedMs = -1; // the terminal status's own lastUpdatedAt, when it had one
        qint64 updatedMs = -1; // the last status's own lastUpdatedAt, when it had one
        bool outlivedSaid = false;
    };
    /*! A request of this side, until its answer. */
    struct Request
    {
        QString method;
        QString handle; // the handle it names (taskId, token), if any
        qint64 serial = -1;
        qint64 timeMs = 0;
        qint64 previousPollMs = -1; // a poll: when the one before it went, or when the handle was first seen
    };

    void noteOutgoingRequest(
        qint64 serial, const QJsonObject &message, const QString &version, qint64 timeMs, QList<Finding> &out);
    void onResponse(
        qint64 serial, const QJsonObject &message, const QString &version, qint64 timeMs, QList<Finding> &out);
    void onNotification(
        qint64 serial, const QJsonObject &message, qint64 timeMs, const QJsonValue &stream, QList<Finding> &out);
    void onProgress(
        qint64 serial, const QJsonObject &params, qint64 timeMs, const QJsonValue &stream, QList<Finding> &out);
    void onResult(qint64 serial, const QJsonObject &result, const Request &request, const QString &version,
        qint64 timeMs, QList<Finding> &out);
    void onError(qint64 serial, const QJsonObject &error, const Request &request, qint64 timeMs, QList<Finding> &out);
    /*! A status word for \a handle (with what came with it: ttl, poll interval, keepAlive). */
    void noteStatus(qint64 serial, const QString &handleId, const QJsonObject &fields, bool tasks, qint64 timeMs,
        QList<Finding> &out);
    Handle &handle(const QString &id, qint64 timeMs);
    void rememberToken(const QString &token);

    BoundedHash<Request> m_requests {MaxRemembered}; // id text → this side's request, until answered
    // id text → serial of its answer (for repeated answers); "server " + id for the server's own requests
    BoundedHash<qint64> m_answered {MaxRemembered};
    BoundedHash<Handle> m_handles {MaxRemembered};
    BoundedHash<bool> m_tokens {MaxRemembered}; // progress tokens and handles requests carried or the server gave
    /*! The last progress of a token, and the stream it came on. */
    struct LastProgress
    {
        double value = 0;
        QJsonValue stream;
    };
    BoundedHash<LastProgress> m_lastProgress {MaxRemembered}; // progress token → its last progress
    BoundedHash<bool> m_pastTotalSaid {MaxRemembered}; // a token already found past its total (said once)
};

} // namespace Mcp

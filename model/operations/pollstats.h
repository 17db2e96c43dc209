// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>

namespace Mcp {

class Operation;
class PendingRequest;

/*!
 * What polling cost one operation, or all of a server's: the status queries sent (`tasks/get`,
 * `tools/async/get`, `tools/async/status`), how many brought nothing new, the interval the server asked for
 * against the one used, how late the end was noticed, and the bytes moved.
 *
 * An answer brings something new when it changes what a person sees of the operation: its status, the server's
 * word or message, its progress, its deadline, its outcome. The bytes are the JSON-RPC messages as serialized
 * compactly, both ways (HTTP headers and SSE framing not counted).
 */
struct PollStats
{
    Q_DECLARE_TR_FUNCTIONS(Mcp::PollStats)
public:
    int sent = 0;
    int answered = 0;
    int unchanged = 0; // answers that brought nothing new
    int failed = 0; // errors and lost links
    qint64 bytesSent = 0;
    qint64 bytesReceived = 0;
    /*! The server's poll interval when the last query was sent (ms), or -1 when it gave none. */
    qint64 askedMs = -1;
    /*! The gaps between two queries of one unbroken run (a lost link or a restart starts a new run). */
    qint64 gapSumMs = 0;
    int gapCount = 0;
    qint64 shortestGapMs = -1;
    /*!
     * How long after the server's end the client knew it, or -1 while unknown (still running, or the end came
     * by a notification or a blocking request rather than a poll). Exact when the server dated its end
     * (`lastUpdatedAt`); otherwise an upper bound: the time since the previous answer that found it running.
     */
    qint64 completionLateMs = -1;
    bool completionLateExact = false;

    /*! A query was sent at \a nowMs, of \a bytes, while the server asked for \a askedMs between queries (-1: none). */
    void noteSent(qint64 nowMs, qint64 bytes, qint64 askedMs);
    /*! Its answer came at \a nowMs, of \a bytes; \a news: it changed what the operation shows. */
    void noteAnswer(qint64 nowMs, qint64 bytes, bool news);
    void noteFailure(qint64 nowMs, qint64 bytes);
    /*!
     * The answer at \a nowMs was the first to say the operation ended on the server; \a serverEnd is when the
     * server says that happened (invalid: it did not say).
     */
    void noteCompletion(qint64 nowMs, const QDateTime &serverEnd);
    /*! The next query starts a new run: the link was lost or the client restarted. */
    void breakRun() { m_lastSentMs = -1; }

    bool isEmpty() const { return sent == 0; }
    /*! The mean gap between queries, or -1 with fewer than two in a run. */
    qint64 meanGapMs() const { return gapCount > 0 ? gapSumMs / gapCount : -1; }
    /*! One line for a person: "12 polls, 10 brought nothing new · every 1 s (asked 1 s) · end seen ≤ 0.9 s late · 3.1
     * kB". */
    QString summary() const;

    /*! The sum of the figures of \a ops of \a serverName (of all when empty). */
    static PollStats totalOf(const QList<Operation *> &ops, const QString &serverName);
    /*! Adds \a other's counts (a server's total); the end's lateness is the worst of the two. */
    PollStats &operator+=(const PollStats &other);

    QJsonObject toJson() const;
    /*! Counts from toJson(); a new run starts after it. */
    static PollStats fromJson(const QJsonObject &json);

    /*! The size of \a request's message and of its answer (0 while unanswered), serialized compactly. */
    static qint64 requestBytes(const PendingRequest *request);
    static qint64 answerBytes(const PendingRequest *request);

private:
    qint64 m_lastSentMs = -1;
    qint64 m_lastRunningAnswerMs = -1; // the last answer before the end was seen
};

} // namespace Mcp

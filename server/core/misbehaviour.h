// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace DemoServer {

/*!
 * `--misbehave NAME,…`: the demo server breaks the protocol on purpose, one way per name, so that the client's
 * protocol lint and wire check can be shown (and tested) to catch each fault. The names are the lint's rules
 * (names()); each rewrites what the server sends, or adds to it, and leaves everything else as it was:
 * - wire: the results of tools/call carry `_meta` as a number;
 * - progress-back: after the first progress of a token, one a step back; progress-past-total: totals halved;
 * - status-after-terminal: a task that ended says "working" again; unknown-status: "busy" for "working";
 * - result-gone-early: a finished task's (or async call's) result is "not found" at once;
 * - poll-punished: the second tasks/get is refused as too early;
 * - unknown-token: progress for a token no request carried; unknown-id: an answer to an id never sent;
 *   repeated-id: an earlier answer sent again (both before the answer to tools/call, outside its stream);
 * - era-requirement: 2026-07-28 results without resultType; error-code: -32601 for an unknown tool;
 * - task-outlives-ttl: once a task has run a while, its updates say its ttl is 0 ms, and it runs on.
 *
 * It sees every message both ways (noteIncoming() for the client's, rewrite() for the server's), across all links
 * of the process. Not thread-safe.
 */
class Misbehaviour
{
public:
    /*! Misbehaves in the ways \a names lists (each one of names()). */
    explicit Misbehaviour(const QStringList &names = QStringList());

    /*! Each way to misbehave: the name of the lint rule it breaks. */
    static QStringList names();
    /*! Whether it misbehaves at all. */
    bool isActive() const { return !m_ways.isEmpty(); }

    /*! A message from the client (requests name the answers rewrite() will see). */
    void noteIncoming(const QJsonObject &message);
    /*! What goes out instead of \a message: itself, changed, or with more after it. */
    QList<QJsonObject> rewrite(const QJsonObject &message);

private:
    bool does(const char *way) const { return m_ways.contains(QLatin1String(way)); }
    void rewriteProgress(QJsonObject &message, QList<QJsonObject> &after);
    void rewriteTask(QJsonObject &message, QList<QJsonObject> &after);
    void rewriteResponse(QJsonObject &message, QList<QJsonObject> &before);
    /*! The task of \a message (a task result, a task status notification), as a pointer to where it sits. */
    static QJsonObject taskOf(const QJsonObject &message, QString *where);

    QSet<QString> m_ways;
    QHash<QString, QString> m_methods; // request id (as JSON text) → method
    QSet<QString> m_progressSeen; // tokens whose first progress went out
    QSet<QString> m_terminalSent; // tasks whose terminal status went out
    int m_pollsAnswered = 0;
    bool m_extraAnswerSent = false;
    QJsonObject m_lastAnswer; // the last result sent (repeated-id sends it again)
};

} // namespace DemoServer

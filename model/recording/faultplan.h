// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace Mcp {

/*!
 * The faults a tap commits on the traffic it passes (docs/load-and-faults.md), from `--fault` words:
 *
 * | word                   | what the tap does                                                                |
 * |------------------------|----------------------------------------------------------------------------------|
 * | `latency=MS`           | holds every message, both ways, MS ms (their order kept)                         |
 * | `drop-link-every=S`    | drops the link every S s: HTTP closes every open connection; stdio kills the     |
 * |                        | server and ends, for the host to start it again                                  |
 * | `sse-close-after=MS`   | HTTP: closes each SSE stream MS ms after it opened                               |
 * | `http-error-every=N`   | HTTP: answers every Nth POST 503 Service Unavailable, without passing it on      |
 * | `stall=MS`             | holds the first answer to a request MS ms                                        |
 * | `drop=METHOD`          | drops the first message of the server that is METHOD (or answers a METHOD request)|
 * | `duplicate=METHOD`     | sends the first such message twice                                               |
 *
 * Each fault that hits is said in the tap's recording as a `fault` event, and on its stderr.
 */
struct FaultPlan
{
    Q_DECLARE_TR_FUNCTIONS(Mcp::FaultPlan)

public:
    qint64 latencyMs = 0;
    qint64 dropLinkEveryMs = 0;
    qint64 sseCloseAfterMs = 0;
    int httpErrorEvery = 0;
    qint64 stallMs = 0;
    QString dropMethod;
    QString duplicateMethod;

    /*! Reads the `--fault` words \a words; false with \a error (naming the word) when one is not understood. */
    static bool parse(const QStringList &words, FaultPlan *plan, QString *error);
    bool isEmpty() const;
    /*! Whether a fault acts on single messages (and the traffic must be read message by message to commit it). */
    bool touchesMessages() const
    {
        return latencyMs > 0 || stallMs > 0 || !dropMethod.isEmpty() || !duplicateMethod.isEmpty();
    }
    /*! The plan as the recording's header and the tap's first stderr line say it. */
    QJsonObject toJson() const;
    /*! The plan as `--fault` words: parse() reads them back to the same plan. */
    QStringList toWords() const;
    /*! Whether a fault only an HTTP tap can commit is set (sse-close-after, http-error-every). */
    bool needsHttp() const { return sseCloseAfterMs > 0 || httpErrorEvery > 0; }
};

/*!
 * Which single-message faults a message meets, in order: the first server message that matches drop= is dropped and
 * the first that matches duplicate= is sent twice; the first answer to a request is stalled. It learns each request's
 * method from the client's messages, to know what an answer answers.
 */
class MessageFaults
{
public:
    explicit MessageFaults(const FaultPlan &plan)
        : m_plan(plan)
    {
    }
    enum class Verdict
    {
        Pass,
        Drop,
        Duplicate
    };
    /*! A message \a json of the client passed: its request's method is noted. */
    void fromClient(const QByteArray &json);
    /*!
     * What to do with \a json of the server, and (\a stallMs) how long to hold it first. A message that cannot be
     * sent twice (\a repeatable false: the one message of a JSON answer over HTTP) is never the duplicated one;
     * the next that matches is.
     */
    Verdict fromServer(const QByteArray &json, qint64 *stallMs, bool repeatable = true);

private:
    FaultPlan m_plan;
    QHash<QString, QString> m_methodOf; // request id (as JSON text) → method
    bool m_dropped = false;
    bool m_duplicated = false;
    bool m_stalled = false;
};

/*!
 * Bytes passed on after a delay each, never before those pushed earlier: a message held by latency or a stall holds
 * back what follows it, as a slow link would.
 */
class DelayQueue final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DelayQueue)
public:
    explicit DelayQueue(std::function<void(const QByteArray &)> sink, QObject *parent = nullptr);
    /*! Passes \a bytes on in \a delayMs (0 and nothing waiting: at once). */
    void push(const QByteArray &bytes, qint64 delayMs);
    bool isEmpty() const { return m_items.isEmpty(); }
    /*! Forgets what waits (the link it was for is gone). */
    void clear();

signals:
    /*! The last bytes waiting were passed on. */
    void drained();

private:
    void flush();

    std::function<void(const QByteArray &)> m_sink;
    QElapsedTimer m_clock;
    QList<std::pair<qint64, QByteArray>> m_items; // due (ms of m_clock), bytes
    QTimer m_timer;
};

} // namespace Mcp

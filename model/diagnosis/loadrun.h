// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>

#include "operations/dialectadapter.h"

namespace Mcp {

class Operation;
class OperationManager;

/*!
 * A load run (docs/load-and-faults.md): one tool launched \a total times through the operations engine, in any
 * dialect, with at most \a concurrency running at once. For each operation it times, from its launch:
 *
 * - **accept**: until the server took it on: its handle, in a dialect with one; else its answer (a plain call, an
 *   MRTR round that ends it);
 * - **first progress**: until its first progress notification (operations that sent none have none);
 * - **completion**: until it ended, whatever the end.
 *
 * It counts the ends that are not a completion by kind ("failed", "cancelled", "expired", "error -32603"…) and the
 * polls the engine sent. Prompts are answered by the manager's input handler, as for any operation. Finished
 * operations leave the manager at once unless keepOperations() is set, so a run of a hundred thousand costs what its
 * concurrency does.
 */
class LoadRun final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoadRun)
public:
    struct Plan
    {
        Q_DECLARE_TR_FUNCTIONS(Mcp::LoadRun::Plan)

    public:
        LaunchOptions launch; // server, tool, arguments, dialect (empty: auto), ttl…
        int concurrency = 10;
        int total = 100;

        /*! What is wrong with the plan in words (a usage error), or empty. */
        QString problem() const;
    };
    /*! The spread of one figure, in ms: how many had it, and its percentiles by nearest rank. */
    struct Spread
    {
        int count = 0;
        double minMs = 0, p50Ms = 0, p90Ms = 0, p99Ms = 0, maxMs = 0;

        static Spread of(QList<double> values);
        QJsonObject toJson() const;
    };

    LoadRun(OperationManager *manager, const Plan &plan, QObject *parent = nullptr);
    ~LoadRun() override;

    const Plan &plan() const { return m_plan; }
    /*! Whether finished operations stay in the manager (the inspector's table); by default they leave it. */
    void setKeepOperations(bool keep) { m_keep = keep; }
    bool keepOperations() const { return m_keep; }

    /*! Launches the first concurrency() operations; each end launches the next until total() were launched. */
    void start();
    /*! Launches no more and cancels those running, the dialect's way; finished() follows when the last one ended. */
    void stop();
    bool isRunning() const { return m_started && !m_over; }
    bool isStopped() const { return m_stopped; }

    int launched() const { return m_launched; }
    int ended() const { return m_ended; }
    int running() const { return m_launched - m_ended; }
    int completed() const { return m_completed; }
    int failures() const { return m_ended - m_completed; }
    /*! Ends that were no completion, by kind. */
    const QMap<QString, int> &errors() const { return m_errors; }
    /*! Status queries the engine sent for the run's operations. */
    qint64 polls() const { return m_polls; }
    /*! Since start(), until the last end once the run is over. */
    double elapsedMs() const;
    /*! Completions per second over the run so far. */
    double throughput() const;

    Spread acceptSpread() const { return Spread::of(m_acceptMs); }
    Spread firstProgressSpread() const { return Spread::of(m_firstProgressMs); }
    Spread completionSpread() const { return Spread::of(m_completionMs); }

    /*! Everything above as one JSON object (`mcp-async load` prints it). */
    QJsonObject summary() const;

signals:
    /*! An operation was launched or ended. */
    void progressed();
    /*!
     * An operation ended, \a atMs after start(), \a durationMs after its launch; \a completed when it completed. For
     * a live chart of the times: the run keeps no record of when each operation ended; a listener keeps what it draws.
     */
    void operationEnded(double atMs, double durationMs, bool completed);
    /*! The last operation ended (all launched, or stopped). */
    void finished();

private:
    struct Timing
    {
        double startedMs = 0;
        bool accepted = false;
        bool progressed = false;
    };

    void launchMore();
    void queueLaunch();
    void watch(Operation *op);
    void onAccepted(Operation *op);
    void onEnded(Operation *op);
    double nowMs() const { return double(m_clock.nsecsElapsed()) / 1e6; }
    static QString endKind(const Operation *op);

    QPointer<OperationManager> m_manager;
    Plan m_plan;
    QElapsedTimer m_clock;
    bool m_keep = false;
    // Where the run is: start() called, stop() called, every operation ended; a launchMore() due.
    bool m_started = false, m_stopped = false, m_over = false, m_launchQueued = false;
    double m_overAtMs = 0;
    int m_launched = 0, m_ended = 0, m_completed = 0; // operations
    qint64 m_polls = 0;
    QString m_dialect; // the one the operations were launched in
    QMap<QString, int> m_errors;
    QHash<Operation *, Timing> m_running;
    QList<double> m_acceptMs, m_firstProgressMs, m_completionMs; // the spreads' values
};

} // namespace Mcp

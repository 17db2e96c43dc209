// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace Mcp {

class Operation;
class OperationManager;

/*!
 * The silence watchdog: marks an operation that is working but has sent nothing new for longer than a threshold
 * (Operation::markSilent()); the operation itself recovers on its next sign of life.
 *
 * The threshold is a setting (setThresholdMs()) or, by default, the operation's own rhythm: four times the longest
 * of its last gaps between two signs of life, within MinAutoMs..MaxAutoMs, and DefaultMs until it has shown a
 * rhythm. Only operations that are `working` can be silent: one that waits for a person, for its link or that has
 * ended is never.
 *
 * One single-shot timer for every operation, armed at the earliest deadline; a sign of life only moves a deadline
 * later, so it costs no re-arming: the timer, firing early, looks again.
 */
class SilenceWatch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SilenceWatch)
public:
    explicit SilenceWatch(OperationManager *manager);
    ~SilenceWatch() override;

    /*! A fixed threshold in ms; 0 (the default): each operation's own rhythm; below 0: the watchdog is off. */
    void setThresholdMs(qint64 ms);
    qint64 thresholdMs() const { return m_thresholdMs; }
    /*! The threshold that applies to \a op now: the setting, or its rhythm (-1: off). */
    qint64 thresholdFor(const Operation *op) const;
    /*! Marks every operation silent whose threshold has passed at \a nowMs, and arms the timer for the next. */
    void check(qint64 nowMs);
    /*! Whether the timer is armed (a finished or waiting operation must never keep it armed). */
    bool isArmed() const { return m_timer.isActive(); }

    /*! Before an operation has a rhythm (fewer than MinGaps gaps between its signs of life). */
    static constexpr qint64 DefaultMs = 60 * 1000;
    static constexpr qint64 MinAutoMs = 10 * 1000;
    static constexpr qint64 MaxAutoMs = 60 * 60 * 1000;
    static constexpr int RhythmFactor = 4;
    static constexpr int MinGaps = 3;

private:
    void watch(Operation *op);
    /*! Arms the timer for \a op's deadline when that is earlier than the armed one. */
    void consider(const Operation *op);
    /*! When \a op turns silent, or -1 when it cannot now. */
    qint64 deadlineOf(const Operation *op) const;
    void arm(qint64 deadlineMs, qint64 nowMs);

    OperationManager *m_manager;
    qint64 m_thresholdMs = 0;
    QTimer m_timer;
    qint64 m_armedFor = -1; // the deadline the timer is armed for (ms since the epoch)
};

} // namespace Mcp

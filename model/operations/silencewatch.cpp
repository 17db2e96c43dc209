// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "silencewatch.h"

#include <limits>
#include <utility>

#include <QDateTime>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/timeoutfacts.h"

namespace Mcp {

static_assert(SilenceWatch::MinAutoMs == SilenceWatch::RhythmFactor * Operation::RhythmGapMs,
    "a gap shorter than Operation::RhythmGapMs could only ever give a threshold under the floor");

namespace {
// A rhythm is known once it has shown this many signs of life (its start, its handle, a few reports).
constexpr int SignsForARhythm = 5;
} // namespace

SilenceWatch::SilenceWatch(OperationManager *manager)
    : QObject(manager)
    , m_manager(manager)
{
    m_timer.setSingleShot(true);
    // Rare and meant to the second: a coarse timer may fire 5% early, which is only a wasted wake-up.
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        m_armedFor = -1;
        check(QDateTime::currentMSecsSinceEpoch());
    });
    connect(manager, &OperationManager::operationAdded, this, &SilenceWatch::watch);
    for (Operation *op : manager->operations())
        watch(op);
}

SilenceWatch::~SilenceWatch() = default;

void SilenceWatch::setThresholdMs(qint64 ms)
{
    // Every deadline moves with it: look at all of them again.
    if (std::exchange(m_thresholdMs, ms) != ms) {
        m_timer.stop();
        m_armedFor = -1;
        check(QDateTime::currentMSecsSinceEpoch());
    }
}

qint64 SilenceWatch::thresholdFor(const Operation *op) const
{
    if (m_thresholdMs < 0)
        return -1;
    if (m_thresholdMs > 0)
        return m_thresholdMs;
    const qint64 rhythm = RhythmFactor * op->longestRecentGapMs();
    const qint64 floor = op->signsOfLife() >= SignsForARhythm ? MinAutoMs : DefaultMs;
    return qBound(MinAutoMs, qMax(floor, rhythm), MaxAutoMs);
}

qint64 SilenceWatch::deadlineOf(const Operation *op) const
{
    if (op->status() != OperationStatus::Working || op->isSilent())
        return -1;
    const qint64 threshold = thresholdFor(op);
    return threshold < 0 ? -1 : op->lastSignOfLifeMs() + threshold;
}

void SilenceWatch::watch(Operation *op)
{
    // A sign of life only moves the deadline later; a change of status (working again) may bring it earlier.
    connect(op, &Operation::changed, this, [this, op] { consider(op); });
    // An operation that ends may be the one the timer waits for: look again, so that nothing left keeps it armed.
    connect(op, &Operation::finished, this, [this] {
        if (m_timer.isActive())
            check(QDateTime::currentMSecsSinceEpoch());
    });
    consider(op);
}

void SilenceWatch::consider(const Operation *op)
{
    const qint64 deadline = deadlineOf(op);
    if (deadline >= 0 && (m_armedFor < 0 || deadline < m_armedFor))
        arm(deadline, QDateTime::currentMSecsSinceEpoch());
}

void SilenceWatch::arm(qint64 deadlineMs, qint64 nowMs)
{
    m_armedFor = deadlineMs;
    m_timer.start(int(qBound(qint64(0), deadlineMs - nowMs, qint64(std::numeric_limits<int>::max()))));
}

void SilenceWatch::check(qint64 nowMs)
{
    qint64 next = -1;
    const QList<Operation *> ops = m_manager->operations();
    for (Operation *op : ops) {
        const qint64 deadline = deadlineOf(op);
        if (deadline < 0)
            continue;
        if (deadline <= nowMs) {
            const qint64 threshold = thresholdFor(op);
            QString basis;
            if (m_thresholdMs > 0)
                basis = tr("the threshold set");
            else if (op->longestRecentGapMs() * RhythmFactor >= threshold)
                basis = tr("%1 × its longest recent gap").arg(RhythmFactor);
            else if (op->signsOfLife() >= SignsForARhythm)
                basis = tr("the shortest threshold");
            else
                basis = tr("before it has shown a rhythm");
            op->markSilent(tr("silent: nothing new for %1 (threshold %2, %3)")
                               .arg(TimeoutFacts::duration(nowMs - op->lastSignOfLifeMs()),
                                   TimeoutFacts::duration(threshold), basis));
            continue;
        }
        if (next < 0 || deadline < next)
            next = deadline;
    }
    if (next >= 0)
        arm(next, nowMs);
    else {
        m_timer.stop();
        m_armedFor = -1;
    }
}

} // namespace Mcp

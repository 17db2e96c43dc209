// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationscheduler.h"

#include <cmath>

#include <QDateTime>

namespace Mcp {

OperationScheduler::OperationScheduler(QObject *parent)
    : QObject(parent)
{
    m_clock.start();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &OperationScheduler::onTick);
}

int OperationScheduler::serverIntervalMs(const QJsonValue &value, int fallbackMs, double unitMs)
{
    if (!value.isDouble())
        return fallbackMs;
    const double ms = value.toDouble() * unitMs;
    if (!std::isfinite(ms))
        return fallbackMs;
    return int(qBound<double>(MinPollSpacingMs, ms, 3600.0 * 1000));
}

void OperationScheduler::schedulePoll(const QString &id, int delayMs)
{
    const auto it = m_pollOf.constFind(id);
    if (it != m_pollOf.cend()) {
        m_pollDue.remove(it.value(), id);
        m_pollOf.erase(it);
    }
    qint64 due = m_clock.elapsed() + qMax(0, delayMs);
    // Whatever a server asks for (pollInterval 0, a negative retry), one operation is never polled faster.
    const auto last = m_lastPollAt.constFind(id);
    if (last != m_lastPollAt.constEnd())
        due = qMax(due, last.value() + MinPollSpacingMs);
    m_pollDue.insert(due, id);
    m_pollOf.insert(id, due);
    rearm();
}

void OperationScheduler::cancelPoll(const QString &id)
{
    const auto it = m_pollOf.constFind(id);
    if (it == m_pollOf.cend())
        return;
    m_pollDue.remove(it.value(), id);
    m_pollOf.erase(it);
    rearm(); // the timer must not wake up for a poll that is gone
}

void OperationScheduler::setExpiry(const QString &id, qint64 expiresAtMs)
{
    const qint64 old = m_expiryOf.value(id, -1);
    const qint64 next = qMax<qint64>(-1, expiresAtMs);
    if (old == next)
        return;
    if (old >= 0) {
        m_expiryDue.remove(old, id);
        m_expiryOf.remove(id);
    }
    if (next >= 0) {
        m_expiryDue.insert(next, id);
        m_expiryOf.insert(id, next);
    }
    rearm();
}

void OperationScheduler::forget(const QString &id)
{
    m_lastPollAt.remove(id);
    if (m_pollOf.contains(id))
        m_pollDue.remove(m_pollOf.take(id), id);
    if (m_expiryOf.contains(id))
        m_expiryDue.remove(m_expiryOf.take(id), id);
    rearm();
}

void OperationScheduler::rearm()
{
    qint64 wait = -1;
    if (!m_pollDue.isEmpty())
        wait = qMax<qint64>(0, m_pollDue.firstKey() - m_clock.elapsed());
    if (!m_expiryDue.isEmpty()) {
        const qint64 expiryWait = qMax<qint64>(0, m_expiryDue.firstKey() - QDateTime::currentMSecsSinceEpoch());
        wait = wait < 0 ? expiryWait : qMin(wait, expiryWait);
    }
    if (wait < 0) {
        m_timer.stop();
        return;
    }
    // One timer for everything; precise enough for countdowns, coarse enough to batch polls.
    m_armedForMs = qMin<qint64>(wait, 24 * 3600 * 1000);
    m_timer.start(int(m_armedForMs));
}

void OperationScheduler::onTick()
{
    ++m_wakeUps;
    // A coarse timer may fire up to 5% of its interval early, and the clock counts whole milliseconds: a poll
    // due within that slack is taken now rather than costing another wake-up a moment later. Expiries get no
    // slack; a countdown never ends early.
    const qint64 now = m_clock.elapsed();
    const qint64 pollHorizon = now + m_armedForMs / 20 + 1;
    QStringList polls;
    while (!m_pollDue.isEmpty() && m_pollDue.firstKey() <= pollHorizon) {
        const QString id = m_pollDue.first();
        m_pollDue.erase(m_pollDue.cbegin());
        m_pollOf.remove(id);
        m_lastPollAt.insert(id, now);
        polls << id;
    }
    const qint64 epoch = QDateTime::currentMSecsSinceEpoch();
    QStringList expired;
    while (!m_expiryDue.isEmpty() && m_expiryDue.firstKey() <= epoch) {
        const QString id = m_expiryDue.first();
        m_expiryDue.erase(m_expiryDue.cbegin());
        m_expiryOf.remove(id);
        expired << id;
    }
    if (!expired.isEmpty() || !polls.isEmpty())
        emit due(expired, polls);
    rearm();
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "loadrun.h"

#include <algorithm>
#include <cmath>

#include <QJsonArray>
#include <QTimer>

#include "operations/operation.h"
#include "operations/operationmanager.h"

namespace Mcp {

using Qt::StringLiterals::operator""_L1;

namespace {
// Limits that keep a mistyped number from taking the machine: far above what a desktop client can drive.
constexpr int MaxConcurrency = 10000;
constexpr int MaxTotal = 10000000;

double rounded(double ms)
{
    return std::round(ms * 1000) / 1000; // µs are plenty
}
} // namespace

QString LoadRun::Plan::problem() const
{
    if (launch.tool.isEmpty())
        return tr("a load run needs a tool");
    if (concurrency < 1 || concurrency > MaxConcurrency)
        return tr("the concurrency must be from 1 to %1").arg(MaxConcurrency);
    if (total < 1 || total > MaxTotal)
        return tr("the total must be from 1 to %1").arg(MaxTotal);
    return QString();
}

LoadRun::Spread LoadRun::Spread::of(QList<double> values)
{
    Spread spread;
    spread.count = int(values.size());
    if (values.isEmpty())
        return spread;
    std::sort(values.begin(), values.end());
    // Nearest rank: the smallest value with at least p % of the values at or below it.
    const auto rank = [&values](double p) {
        const qsizetype index = qsizetype(std::ceil(p / 100.0 * double(values.size()))) - 1;
        return values.at(qBound<qsizetype>(0, index, values.size() - 1));
    };
    spread.minMs = values.constFirst();
    spread.p50Ms = rank(50);
    spread.p90Ms = rank(90);
    spread.p99Ms = rank(99);
    spread.maxMs = values.constLast();
    return spread;
}

QJsonObject LoadRun::Spread::toJson() const
{
    if (count == 0)
        return {{"count"_L1, 0}};
    return {{"count"_L1, count}, {"minMs"_L1, rounded(minMs)}, {"p50Ms"_L1, rounded(p50Ms)},
        {"p90Ms"_L1, rounded(p90Ms)}, {"p99Ms"_L1, rounded(p99Ms)}, {"maxMs"_L1, rounded(maxMs)}};
}

LoadRun::LoadRun(OperationManager *manager, const Plan &plan, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
    , m_plan(plan)
{
}

// The operations may be gone before the run (their manager's owner dies first): nothing of them is touched here, and
// their connections to the run end with it.
LoadRun::~LoadRun() = default;

void LoadRun::start()
{
    if (m_started || !m_manager)
        return;
    m_started = true;
    m_clock.start();
    launchMore();
}

void LoadRun::stop()
{
    if (!m_started || m_over || m_stopped)
        return;
    m_stopped = true;
    const QList<Operation *> running = m_running.keys();
    for (Operation *op : running) {
        if (m_manager && !op->isTerminal())
            m_manager->cancel(op);
    }
    launchMore(); // ends the run when nothing runs
}

double LoadRun::elapsedMs() const
{
    if (!m_started)
        return 0;
    return m_over ? m_overAtMs : nowMs();
}

double LoadRun::throughput() const
{
    const double ms = elapsedMs();
    return ms > 0 ? m_completed * 1000.0 / ms : 0;
}

void LoadRun::launchMore()
{
    while (!m_stopped && m_manager && m_launched < m_plan.total && running() < m_plan.concurrency) {
        ++m_launched;
        const double startedMs = nowMs();
        Operation *op = m_manager->launch(m_plan.launch);
        m_dialect = Dialects::toString(op->dialect());
        m_running.insert(op, Timing {startedMs});
        if (op->isTerminal()) // refused before anything was sent
            onEnded(op);
        else
            watch(op);
    }
    if (running() == 0 && (m_stopped || m_launched >= m_plan.total) && !m_over) {
        m_over = true;
        m_overAtMs = nowMs();
        emit progressed();
        emit finished();
        return;
    }
    emit progressed();
}

void LoadRun::watch(Operation *op)
{
    connect(op, &Operation::handleChanged, this, [this, op] {
        if (!op->handleText().isEmpty())
            onAccepted(op);
    });
    connect(op, &Operation::progressAdded, this, [this, op] {
        auto it = m_running.find(op);
        if (it != m_running.end() && !it->progressed) {
            it->progressed = true;
            m_firstProgressMs << nowMs() - it->startedMs;
        }
    });
    connect(op, &Operation::finished, this, [this, op] { onEnded(op); });
    // Removed from the manager before it ended (its server went from the workspace): an end of its own kind.
    connect(op, &QObject::destroyed, this, [this, op] {
        const auto it = m_running.constFind(op);
        if (it == m_running.cend())
            return;
        const double startedMs = it->startedMs;
        m_running.erase(it);
        ++m_ended;
        ++m_errors[QStringLiteral("gone")];
        const double endedMs = nowMs();
        emit operationEnded(endedMs, endedMs - startedMs, false);
        queueLaunch();
    });
}

void LoadRun::queueLaunch()
{
    if (m_launchQueued)
        return;
    m_launchQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_launchQueued = false;
        launchMore();
    });
}

void LoadRun::onAccepted(Operation *op)
{
    auto it = m_running.find(op);
    if (it != m_running.end() && !it->accepted) {
        it->accepted = true;
        m_acceptMs << nowMs() - it->startedMs;
    }
}

void LoadRun::onEnded(Operation *op)
{
    if (!m_running.contains(op))
        return;
    onAccepted(op); // a plain call is taken on when it is answered
    const Timing timing = m_running.take(op);
    const double endedMs = nowMs();
    const double tookMs = endedMs - timing.startedMs;
    ++m_ended;
    m_completionMs << tookMs;
    m_polls += op->pollStats().sent;
    const bool completed = op->status() == OperationStatus::Completed;
    if (completed)
        ++m_completed;
    else
        ++m_errors[endKind(op)];
    emit operationEnded(endedMs, tookMs, completed);
    op->disconnect(this); // its removal below is no second end
    if (!m_keep && m_manager) {
        // Out of the manager once it is done telling everyone else of the end.
        QPointer<Operation> guard(op);
        QTimer::singleShot(0, m_manager, [manager = m_manager, guard] {
            if (guard && manager)
                manager->remove(guard);
        });
    }
    // The next one once this end has been heard everywhere, so that an end inside a launch cannot recurse.
    queueLaunch();
}

QString LoadRun::endKind(const Operation *op)
{
    const JsonRpcError error = op->error();
    if (!error.isNull() && error.code != 0)
        return QStringLiteral("error %1").arg(error.code);
    return Statuses::toString(op->status());
}

QJsonObject LoadRun::summary() const
{
    QJsonObject errors;
    for (auto it = m_errors.cbegin(); it != m_errors.cend(); ++it)
        errors.insert(it.key(), it.value());
    return {{"tool"_L1, m_plan.launch.tool}, {"dialect"_L1, m_dialect.isEmpty() ? QStringLiteral("auto") : m_dialect},
        {"concurrency"_L1, m_plan.concurrency}, {"total"_L1, m_plan.total}, {"launched"_L1, m_launched},
        {"completed"_L1, m_completed}, {"failed"_L1, failures()}, {"stopped"_L1, m_stopped}, {"errors"_L1, errors},
        {"elapsedMs"_L1, rounded(elapsedMs())}, {"throughputPerSecond"_L1, rounded(throughput())},
        {"polls"_L1, double(m_polls)}, {"accept"_L1, acceptSpread().toJson()},
        {"firstProgress"_L1, firstProgressSpread().toJson()}, {"completion"_L1, completionSpread().toJson()}};
}

} // namespace Mcp

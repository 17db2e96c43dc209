// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "faultplan.h"

#include <QJsonDocument>

#include "protocol/jsonrpc.h"

namespace Mcp {

using Qt::StringLiterals::operator""_L1;

namespace {
// The largest time a fault may name: a day.
constexpr qint64 MaxMs = 24LL * 3600 * 1000;
} // namespace

bool FaultPlan::parse(const QStringList &words, FaultPlan *plan, QString *error)
{
    for (const QString &word : words) {
        const qsizetype equals = word.indexOf(u'=');
        const QString name = word.left(equals);
        const QString value = equals < 0 ? QString() : word.mid(equals + 1);
        bool ok = false;
        const double number = value.toDouble(&ok);
        const bool positive = ok && number > 0 && number <= double(MaxMs);
        if ((name == "latency"_L1 || name == "sse-close-after"_L1 || name == "stall"_L1) && positive) {
            (name == "latency"_L1        ? plan->latencyMs
                    : name == "stall"_L1 ? plan->stallMs
                                         : plan->sseCloseAfterMs) = qint64(number);
        } else if (name == "drop-link-every"_L1 && positive && number * 1000 <= double(MaxMs)) {
            plan->dropLinkEveryMs = qint64(number * 1000);
        } else if (name == "http-error-every"_L1 && positive && number == double(int(number))) {
            plan->httpErrorEvery = int(number);
        } else if ((name == "drop"_L1 || name == "duplicate"_L1) && !value.isEmpty()) {
            (name == "drop"_L1 ? plan->dropMethod : plan->duplicateMethod) = value;
        } else {
            *error = tr("unknown fault \"%1\": latency=MS, drop-link-every=S, sse-close-after=MS, http-error-every=N, "
                        "stall=MS, drop=METHOD or duplicate=METHOD")
                         .arg(word);
            return false;
        }
    }
    return true;
}

bool FaultPlan::isEmpty() const
{
    return latencyMs == 0 && dropLinkEveryMs == 0 && sseCloseAfterMs == 0 && httpErrorEvery == 0 && stallMs == 0
        && dropMethod.isEmpty() && duplicateMethod.isEmpty();
}

QJsonObject FaultPlan::toJson() const
{
    QJsonObject json;
    const auto put = [&json](const char *name, qint64 value) {
        if (value > 0)
            json.insert(QLatin1String(name), double(value));
    };
    put("latencyMs", latencyMs);
    put("dropLinkEveryMs", dropLinkEveryMs);
    put("sseCloseAfterMs", sseCloseAfterMs);
    put("httpErrorEvery", httpErrorEvery);
    put("stallMs", stallMs);
    if (!dropMethod.isEmpty())
        json.insert("drop"_L1, dropMethod);
    if (!duplicateMethod.isEmpty())
        json.insert("duplicate"_L1, duplicateMethod);
    return json;
}

QStringList FaultPlan::toWords() const
{
    QStringList words;
    const auto put = [&words](const char *name, qint64 value) {
        if (value > 0)
            words << QStringLiteral("%1=%2").arg(QLatin1String(name)).arg(value);
    };
    put("latency", latencyMs);
    if (dropLinkEveryMs > 0)
        words << QStringLiteral("drop-link-every=%1").arg(double(dropLinkEveryMs) / 1000.0);
    put("sse-close-after", sseCloseAfterMs);
    put("http-error-every", httpErrorEvery);
    put("stall", stallMs);
    if (!dropMethod.isEmpty())
        words << "drop="_L1 + dropMethod;
    if (!duplicateMethod.isEmpty())
        words << "duplicate="_L1 + duplicateMethod;
    return words;
}

void MessageFaults::fromClient(const QByteArray &json)
{
    const QJsonObject message = QJsonDocument::fromJson(json).object();
    if (message.contains("id"_L1) && message.contains("method"_L1))
        m_methodOf.insert(idKey(message.value("id"_L1)), message.value("method"_L1).toString());
}

MessageFaults::Verdict MessageFaults::fromServer(const QByteArray &json, qint64 *stallMs, bool repeatable)
{
    *stallMs = 0;
    const QJsonObject message = QJsonDocument::fromJson(json).object();
    const bool answer = !message.contains("method"_L1) && message.contains("id"_L1);
    const QString method =
        answer ? m_methodOf.take(idKey(message.value("id"_L1))) : message.value("method"_L1).toString();
    if (answer && m_plan.stallMs > 0 && !m_stalled) {
        m_stalled = true;
        *stallMs = m_plan.stallMs;
    }
    if (!m_dropped && !method.isEmpty() && method == m_plan.dropMethod) {
        m_dropped = true;
        return Verdict::Drop;
    }
    if (!m_duplicated && repeatable && !method.isEmpty() && method == m_plan.duplicateMethod) {
        m_duplicated = true;
        return Verdict::Duplicate;
    }
    return Verdict::Pass;
}

DelayQueue::DelayQueue(std::function<void(const QByteArray &)> sink, QObject *parent)
    : QObject(parent)
    , m_sink(std::move(sink))
{
    m_clock.start();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &DelayQueue::flush);
}

void DelayQueue::push(const QByteArray &bytes, qint64 delayMs)
{
    if (delayMs <= 0 && m_items.isEmpty()) {
        m_sink(bytes);
        return;
    }
    const qint64 due = qMax(m_clock.elapsed() + delayMs, m_items.isEmpty() ? 0 : m_items.constLast().first);
    m_items.append({due, bytes});
    if (!m_timer.isActive())
        m_timer.start(int(qMax<qint64>(0, m_items.constFirst().first - m_clock.elapsed())));
}

void DelayQueue::clear()
{
    m_items.clear();
    m_timer.stop();
}

void DelayQueue::flush()
{
    const qint64 now = m_clock.elapsed();
    while (!m_items.isEmpty() && m_items.constFirst().first <= now)
        m_sink(m_items.takeFirst().second);
    if (m_items.isEmpty())
        emit drained();
    else
        m_timer.start(int(m_items.constFirst().first - now));
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "pollstats.h"

#include <climits>
#include <utility>

#include <QJsonDocument>
#include <QLocale>
#include <QStringList>

#include "operations/operation.h"
#include "protocol/jsonrpcconnection.h"
#include "protocol/timeoutfacts.h"

namespace Mcp {

namespace {
const QLatin1String kJsonRpc("jsonrpc");
const QLatin1String kVersion("2.0");

qint64 compactSize(const QJsonObject &message)
{
    return QJsonDocument(message).toJson(QJsonDocument::Compact).size();
}

} // namespace

void PollStats::noteSent(qint64 nowMs, qint64 bytes, qint64 asked)
{
    ++sent;
    bytesSent += qMax<qint64>(0, bytes);
    askedMs = asked >= 0 ? asked : -1;
    if (m_lastSentMs >= 0 && nowMs >= m_lastSentMs) {
        const qint64 gap = nowMs - m_lastSentMs;
        gapSumMs += gap;
        ++gapCount;
        shortestGapMs = shortestGapMs < 0 ? gap : qMin(shortestGapMs, gap);
    }
    m_lastSentMs = nowMs;
}

void PollStats::noteAnswer(qint64 nowMs, qint64 bytes, bool news)
{
    ++answered;
    bytesReceived += qMax<qint64>(0, bytes);
    if (!news)
        ++unchanged;
    if (completionLateMs < 0)
        m_lastRunningAnswerMs = nowMs;
}

void PollStats::noteFailure(qint64 nowMs, qint64 bytes)
{
    Q_UNUSED(nowMs)
    ++failed;
    bytesReceived += qMax<qint64>(0, bytes);
}

void PollStats::noteCompletion(qint64 nowMs, const QDateTime &serverEnd)
{
    if (completionLateMs >= 0)
        return;
    if (serverEnd.isValid()) {
        // Clocks of two machines: a server a little ahead must not make the end "noticed before it happened".
        completionLateMs = qMax<qint64>(0, nowMs - serverEnd.toMSecsSinceEpoch());
        completionLateExact = true;
    } else if (m_lastRunningAnswerMs >= 0 && nowMs >= m_lastRunningAnswerMs) {
        completionLateMs = nowMs - m_lastRunningAnswerMs;
        completionLateExact = false;
    }
}

QString PollStats::summary() const
{
    if (isEmpty())
        return tr("no polls");
    QStringList parts;
    QString counts = sent == 1 ? tr("1 poll") : tr("%1 polls").arg(sent);
    if (answered > 0)
        counts += tr(", %1 brought nothing new").arg(unchanged);
    if (failed > 0)
        counts += tr(", %1 failed").arg(failed);
    parts << counts;
    if (meanGapMs() >= 0) {
        QString interval = tr("every %1").arg(TimeoutFacts::duration(meanGapMs()));
        if (shortestGapMs >= 0 && shortestGapMs * 2 < meanGapMs())
            interval += tr(" (shortest %1)").arg(TimeoutFacts::duration(shortestGapMs));
        parts << interval;
    }
    parts << (askedMs >= 0 ? tr("server asked %1").arg(TimeoutFacts::duration(askedMs))
                           : tr("server asked no interval"));
    if (completionLateMs >= 0)
        parts << (completionLateExact ? tr("end seen %1 late") : tr("end seen ≤ %1 late"))
                     .arg(TimeoutFacts::duration(completionLateMs));
    parts << QLocale().formattedDataSize(bytesSent + bytesReceived, 1, QLocale::DataSizeIecFormat);
    return parts.join(QStringLiteral(" · "));
}

PollStats PollStats::totalOf(const QList<Operation *> &ops, const QString &serverName)
{
    PollStats totals;
    for (const Operation *op : ops) {
        if (serverName.isEmpty() || op->serverName() == serverName)
            totals += op->pollStats();
    }
    return totals;
}

PollStats &PollStats::operator+=(const PollStats &other)
{
    sent += other.sent;
    answered += other.answered;
    unchanged += other.unchanged;
    failed += other.failed;
    bytesSent += other.bytesSent;
    bytesReceived += other.bytesReceived;
    gapSumMs += other.gapSumMs;
    gapCount += other.gapCount;
    if (other.shortestGapMs >= 0)
        shortestGapMs = shortestGapMs < 0 ? other.shortestGapMs : qMin(shortestGapMs, other.shortestGapMs);
    if (other.askedMs >= 0)
        askedMs = askedMs < 0 ? other.askedMs : qMin(askedMs, other.askedMs);
    if (other.completionLateMs > completionLateMs) {
        completionLateMs = other.completionLateMs;
        completionLateExact = other.completionLateExact;
    }
    return *this;
}

QJsonObject PollStats::toJson() const
{
    QJsonObject json {{QStringLiteral("sent"), sent}, {QStringLiteral("answered"), answered},
        {QStringLiteral("unchanged"), unchanged}, {QStringLiteral("failed"), failed},
        {QStringLiteral("bytesSent"), bytesSent}, {QStringLiteral("bytesReceived"), bytesReceived},
        {QStringLiteral("gapSumMs"), gapSumMs}, {QStringLiteral("gaps"), gapCount}};
    // The figures that may be unknown are left out then.
    const std::pair<QString, qint64> known[] = {{QStringLiteral("askedIntervalMs"), askedMs},
        {QStringLiteral("meanIntervalMs"), meanGapMs()}, {QStringLiteral("shortestIntervalMs"), shortestGapMs},
        {QStringLiteral("completionLateMs"), completionLateMs}};
    for (const auto &[key, value] : known) {
        if (value >= 0)
            json.insert(key, value);
    }
    if (completionLateMs >= 0)
        json.insert(QStringLiteral("completionLateExact"), completionLateExact);
    return json;
}

PollStats PollStats::fromJson(const QJsonObject &json)
{
    // Stored figures are only ever counts and spans: anything negative or absurd reads as none (-1), or 0 for a
    // count.
    const auto span = [&json](const char *key) {
        const double value = json.value(QLatin1String(key)).toDouble(-1);
        return value >= 0 && value < 1e15 ? qint64(value) : qint64(-1);
    };
    PollStats stats;
    const std::pair<const char *, int *> counts[] = {{"sent", &stats.sent}, {"answered", &stats.answered},
        {"unchanged", &stats.unchanged}, {"failed", &stats.failed}, {"gaps", &stats.gapCount}};
    for (const auto &[key, field] : counts)
        *field = int(qBound(qint64(0), span(key), qint64(INT_MAX)));
    const std::pair<const char *, qint64 *> sums[] = {
        {"bytesSent", &stats.bytesSent}, {"bytesReceived", &stats.bytesReceived}, {"gapSumMs", &stats.gapSumMs}};
    for (const auto &[key, field] : sums)
        *field = qMax<qint64>(0, span(key));
    stats.askedMs = span("askedIntervalMs");
    stats.shortestGapMs = span("shortestIntervalMs");
    stats.completionLateMs = span("completionLateMs");
    stats.completionLateExact =
        stats.completionLateMs >= 0 && json.value(QLatin1String("completionLateExact")).toBool();
    return stats;
}

qint64 PollStats::requestBytes(const PendingRequest *request)
{
    if (!request)
        return 0;
    QJsonObject message {
        {kJsonRpc, kVersion}, {QStringLiteral("id"), request->id()}, {QStringLiteral("method"), request->method()}};
    if (!request->params().isEmpty())
        message.insert(QStringLiteral("params"), request->params());
    return compactSize(message);
}

qint64 PollStats::answerBytes(const PendingRequest *request)
{
    if (!request || !request->isFinished())
        return 0;
    if (request->hasError()) {
        // A local failure (a lost link, a timeout) never crossed the wire.
        if (request->error().local)
            return 0;
        return compactSize(QJsonObject {{kJsonRpc, kVersion}, {QStringLiteral("id"), request->id()},
            {QStringLiteral("error"), request->error().toJson()}});
    }
    return compactSize(QJsonObject {
        {kJsonRpc, kVersion}, {QStringLiteral("id"), request->id()}, {QStringLiteral("result"), request->result()}});
}

} // namespace Mcp

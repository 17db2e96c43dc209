// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "timeoutfacts.h"

#include <cmath>

#include <QLocale>
#include <QStringList>

namespace Mcp {

namespace {
QString number(double value)
{
    return QLocale().toString(value, 'g', 12);
}
} // namespace

QString TimeoutFacts::duration(qint64 ms)
{
    if (ms < 1000)
        return tr("%1 ms").arg(ms);
    const qint64 s = ms / 1000;
    if (s < 60)
        return tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'g', 3));
    if (s < 3600)
        return s % 60 ? tr("%1 min %2 s").arg(s / 60).arg(s % 60) : tr("%1 min").arg(s / 60);
    return (s % 3600) / 60 ? tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60) : tr("%1 h").arg(s / 3600);
}

QString TimeoutFacts::reason() const
{
    if (clock == Clock::Total)
        return tr("no answer within the maximum total time of %1").arg(duration(policy.maxTotalMs));
    return policy.resetOnProgress ? tr("no answer or progress for %1").arg(duration(policy.timeoutMs))
                                  : tr("no answer within %1").arg(duration(policy.timeoutMs));
}

QString TimeoutFacts::sentence() const
{
    QStringList parts;
    if (progressCount <= 0) {
        parts << tr("the server sent no progress for it");
    } else {
        QString value =
            std::isnan(lastTotal) ? number(lastProgress) : tr("%1 of %2").arg(number(lastProgress), number(lastTotal));
        if (!lastMessage.isEmpty()) {
            // A server's words, bounded: the sentence must stay one sentence.
            const QString said = lastMessage.size() > 80 ? lastMessage.left(79) + QChar(0x2026) : lastMessage;
            value += QStringLiteral(" \u201c%1\u201d").arg(said.simplified());
        }
        // Without an installed translation "%n time(s)" stays as written: spell the plural out.
        const QString times = progressCount == 1 ? tr("once") : tr("%1 times").arg(progressCount);
        parts << tr("the server sent progress %1, the last (%2) %3 ago")
                     .arg(times, value, duration(qMax<qint64>(0, sinceProgressMs)));
    }
    if (pausedMs > 0)
        parts
            << tr("its clocks stood still for %1 while a person answered or the link was down").arg(duration(pausedMs));
    if (sinceServerMs < 0)
        parts << tr("nothing at all came from the server in the %1 since it was sent").arg(duration(ageMs));
    else if (progressCount <= 0 || sinceServerMs + 1000 < sinceProgressMs)
        parts << tr("its last message of any kind came %1 ago").arg(duration(sinceServerMs));
    return reason() + QStringLiteral("; ") + parts.join(QStringLiteral("; "));
}

} // namespace Mcp

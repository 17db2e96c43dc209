// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "format.h"

#include <cmath>

#include <QDateTime>
#include <QJsonValue>

namespace Mcp::Format {

QString duration(qint64 seconds)
{
    seconds = qMax<qint64>(0, seconds);
    const qint64 hours = seconds / 3600;
    const qint64 minutes = (seconds / 60) % 60;
    const qint64 secs = seconds % 60;
    const QString mmss =
        QStringLiteral("%1:%2").arg(minutes, 2, 10, QLatin1Char('0')).arg(secs, 2, 10, QLatin1Char('0'));
    if (hours == 0)
        return mmss;
    return QString::number(hours) + QLatin1Char(':') + mmss;
}

QString elapsed(qint64 ms)
{
    ms = qMax<qint64>(0, ms);
    return duration(ms / 1000) + QStringLiteral(".%1").arg(ms % 1000, 3, 10, QLatin1Char('0'));
}

QString clockTime(qint64 msSinceEpoch, bool withMs)
{
    const QDateTime time = QDateTime::fromMSecsSinceEpoch(msSinceEpoch).toLocalTime();
    const QString clock = time.toString(withMs ? QStringLiteral("hh:mm:ss.zzz") : QStringLiteral("hh:mm:ss"));
    if (time.date() == QDate::currentDate())
        return clock;
    return time.date().toString(Qt::ISODate) + QLatin1Char(' ') + clock;
}

QString number(double value)
{
    // 'g' with 6 digits: progress values are counts or fractions, never needing more in a table cell.
    return QString::number(value, 'g', 6);
}

QString bytes(qint64 size)
{
    if (size < 1024)
        return QString::number(size) + QStringLiteral(" B");
    if (size < 1024 * 1024)
        return QString::number(double(size) / 1024.0, 'f', 1) + QStringLiteral(" KiB");
    return QString::number(double(size) / (1024.0 * 1024.0), 'f', 1) + QStringLiteral(" MiB");
}

QString idText(const QJsonValue &id)
{
    if (id.isString())
        return id.toString();
    if (id.isDouble()) {
        const double value = id.toDouble();
        // Integral ids (nearly all of them) without a decimal point or exponent.
        if (std::floor(value) == value && std::fabs(value) < 9007199254740992.0)
            return QString::number(qint64(value));
        return QString::number(value, 'g', 17);
    }
    if (id.isNull())
        return QStringLiteral("null");
    return QString();
}

} // namespace Mcp::Format

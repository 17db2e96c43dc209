// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "finding.h"

#include <QDateTime>
#include <QJsonArray>

namespace Mcp {

namespace {
const char *const kSeverityNames[] = {"error", "warning", "note"}; // by Finding::Severity
} // namespace

QString Finding::severityName(Severity severity)
{
    return QLatin1String(kSeverityNames[int(severity)]);
}

Finding::Severity Finding::severityOf(const QString &name)
{
    for (const Severity severity : {Severity::Error, Severity::Note}) {
        if (name == QLatin1String(kSeverityNames[int(severity)]))
            return severity;
    }
    return Severity::Warning; // "warning", and any other word
}

QJsonObject Finding::toJson() const
{
    QJsonObject json {{QStringLiteral("severity"), severityName(severity)}, {QStringLiteral("rule"), rule},
        {QStringLiteral("reason"), reason}};
    if (!server.isEmpty())
        json.insert(QStringLiteral("server"), server);
    if (!handle.isEmpty())
        json.insert(QStringLiteral("handle"), handle);
    QJsonArray serials;
    for (qint64 serial : messages)
        serials.append(serial);
    json.insert(QStringLiteral("messages"), serials);
    if (timeMs > 0) // a wire log keeps no times
        json.insert(
            QStringLiteral("time"), QDateTime::fromMSecsSinceEpoch(timeMs, Qt::UTC).toString(Qt::ISODateWithMs));
    return json;
}

} // namespace Mcp

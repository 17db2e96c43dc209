// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "finding.h"

#include <QDateTime>
#include <QJsonArray>

namespace Mcp {

QString Finding::severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Note:
        return QStringLiteral("note");
    }
    return QStringLiteral("warning");
}

Finding::Severity Finding::severityOf(const QString &name)
{
    if (name == QLatin1String("error"))
        return Severity::Error;
    if (name == QLatin1String("note"))
        return Severity::Note;
    return Severity::Warning;
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

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "toolinfo.h"

namespace Mcp {

bool ToolInfo::isAsyncCapable() const
{
    return preferAsync || invocationMode == QLatin1String("async") || taskSupport != TaskSupport::Forbidden;
}

QStringList ToolInfo::asyncMarkers() const
{
    QStringList markers;
    if (preferAsync)
        markers << QStringLiteral("preferAsync");
    if (!invocationMode.isEmpty())
        markers << QStringLiteral("invocationMode:") + invocationMode;
    if (taskSupport != TaskSupport::Forbidden)
        markers << QStringLiteral("taskSupport:") + taskSupportToString(taskSupport);
    return markers;
}

ToolInfo ToolInfo::fromJson(const QJsonObject &json)
{
    ToolInfo tool;
    tool.raw = json;
    tool.name = json.value(QStringLiteral("name")).toString();
    tool.title = json.value(QStringLiteral("title")).toString();
    tool.description = json.value(QStringLiteral("description")).toString();
    tool.inputSchema = json.value(QStringLiteral("inputSchema")).toObject();
    tool.outputSchema = json.value(QStringLiteral("outputSchema")).toObject();
    tool.annotations = json.value(QStringLiteral("annotations")).toObject();
    if (tool.title.isEmpty())
        tool.title = tool.annotations.value(QStringLiteral("title")).toString();
    tool.preferAsync = tool.annotations.value(QStringLiteral("preferAsync")).toBool();
    tool.invocationMode = json.value(QStringLiteral("invocationMode")).toString();
    const QString support = json.value(QStringLiteral("execution")).toObject().value(QStringLiteral("taskSupport")).toString();
    if (support == QLatin1String("optional"))
        tool.taskSupport = TaskSupport::Optional;
    else if (support == QLatin1String("required"))
        tool.taskSupport = TaskSupport::Required;
    return tool;
}

QString ToolInfo::taskSupportToString(TaskSupport support)
{
    switch (support) {
    case TaskSupport::Forbidden:
        return QStringLiteral("forbidden");
    case TaskSupport::Optional:
        return QStringLiteral("optional");
    case TaskSupport::Required:
        return QStringLiteral("required");
    }
    return QString();
}

} // namespace Mcp

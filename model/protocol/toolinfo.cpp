// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "toolinfo.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QJsonArray>

#include "protocol/enumnames.h"

namespace Mcp {

namespace {
constexpr EnumName<ToolInfo::TaskSupport> kTaskSupportNames[] = {
    {ToolInfo::TaskSupport::Forbidden, "forbidden"},
    {ToolInfo::TaskSupport::Optional, "optional"},
    {ToolInfo::TaskSupport::Required, "required"},
};
} // namespace

namespace {
// RFC 9110 tchar.
bool isToken(const QString &name)
{
    static const QString specials = QStringLiteral("!#$%&'*+-.^_`|~");
    return !name.isEmpty() && std::all_of(name.cbegin(), name.cend(), [](QChar c) {
        return c.unicode() < 128 && (c.isLetterOrNumber() || specials.contains(c));
    });
}

// Walks \a schema, collecting `x-mcp-header` annotations; any reached through something other than a chain of
// `properties` keys, or on a non-primitive type, makes the definition invalid (2026-07-28 streamable-http).
void collectHeaders(const QJsonObject &schema, const QStringList &path, bool staticPath, ToolInfo &tool)
{
    const QJsonValue header = schema.value(QStringLiteral("x-mcp-header"));
    if (!header.isUndefined()) {
        const QString name = header.toString();
        const QString type = schema.value(QStringLiteral("type")).toString();
        const QString where = path.isEmpty() ? QStringLiteral("(root)") : path.join(QLatin1Char('.'));
        if (!staticPath)
            tool.paramHeaderError =
                QCoreApplication::translate("ToolInfo", "x-mcp-header on %1 is not reachable through properties only")
                    .arg(where);
        else if (!isToken(name))
            tool.paramHeaderError =
                QCoreApplication::translate("ToolInfo", "x-mcp-header \"%1\" on %2 is not an HTTP token")
                    .arg(name, where);
        else if (type != QLatin1String("string") && type != QLatin1String("integer")
            && type != QLatin1String("boolean"))
            tool.paramHeaderError =
                QCoreApplication::translate("ToolInfo", "x-mcp-header on %1 needs a string, integer or boolean")
                    .arg(where);
        else if (std::any_of(tool.paramHeaders.cbegin(), tool.paramHeaders.cend(),
                     [&](const ToolInfo::ParamHeader &h) { return h.name.compare(name, Qt::CaseInsensitive) == 0; }))
            tool.paramHeaderError =
                QCoreApplication::translate("ToolInfo", "x-mcp-header \"%1\" is used twice").arg(name);
        else
            tool.paramHeaders.append({path, name});
    }
    for (auto it = schema.begin(); it != schema.end(); ++it) {
        const QString key = it.key();
        if (key == QLatin1String("properties")) {
            const QJsonObject properties = it.value().toObject();
            for (auto p = properties.begin(); p != properties.end(); ++p)
                collectHeaders(p.value().toObject(), path + QStringList {p.key()}, staticPath, tool);
        } else if (it.value().isObject()) {
            collectHeaders(it.value().toObject(), path, false, tool);
        } else if (it.value().isArray()) {
            const QJsonArray items = it.value().toArray();
            for (const QJsonValue &item : items) {
                if (item.isObject())
                    collectHeaders(item.toObject(), path, false, tool);
            }
        }
    }
}
} // namespace

QList<QPair<QByteArray, QString>> ToolInfo::paramHeaderValues(const QJsonObject &arguments) const
{
    // Integers beyond JavaScript's safe range cannot be mirrored exactly; they are left out.
    constexpr double maxSafeInteger = 9007199254740991.0;
    QList<QPair<QByteArray, QString>> headers;
    for (const ParamHeader &header : paramHeaders) {
        QJsonValue value = arguments;
        for (const QString &key : header.path)
            value = value.toObject().value(key);
        QString text;
        if (value.isString())
            text = value.toString();
        else if (value.isBool())
            text = value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        else if (value.isDouble() && std::abs(value.toDouble()) <= maxSafeInteger)
            text = QString::number(value.toInteger());
        else
            continue;
        headers.append({QByteArrayLiteral("Mcp-Param-") + header.name.toLatin1(), text});
    }
    return headers;
}

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
    collectHeaders(tool.inputSchema, {}, true, tool);
    const QString support =
        json.value(QStringLiteral("execution")).toObject().value(QStringLiteral("taskSupport")).toString();
    // "forbidden", a missing field and any other word leave the default (forbidden).
    enumFromString(kTaskSupportNames, support, &tool.taskSupport);
    return tool;
}

QString ToolInfo::taskSupportToString(TaskSupport support)
{
    return enumToString(kTaskSupportNames, support);
}

} // namespace Mcp

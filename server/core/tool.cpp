// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "tool.h"

#include <cmath>

#include "toolrun.h"

namespace DemoServer {

namespace {
const QString kType = QStringLiteral("type");
const QString kProperties = QStringLiteral("properties");

QString typeOf(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return QStringLiteral("boolean");
    case QJsonValue::Double:
        return value.toDouble() == std::floor(value.toDouble()) ? QStringLiteral("integer") : QStringLiteral("number");
    case QJsonValue::String:
        return QStringLiteral("string");
    case QJsonValue::Array:
        return QStringLiteral("array");
    case QJsonValue::Object:
        return QStringLiteral("object");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("undefined");
}

bool matchesType(const QString &wanted, const QJsonValue &value)
{
    const QString actual = typeOf(value);
    return wanted == actual || (wanted == QLatin1String("number") && actual == QLatin1String("integer"));
}

QString where(const QString &path)
{
    return path.isEmpty() ? QStringLiteral("the arguments") : QStringLiteral("\"%1\"").arg(path);
}
} // namespace

QJsonObject Tool::definition() const
{
    QJsonObject json = extra;
    json.insert(QStringLiteral("name"), name);
    if (!title.isEmpty())
        json.insert(QStringLiteral("title"), title);
    json.insert(QStringLiteral("description"), description);
    json.insert(QStringLiteral("inputSchema"), inputSchema);
    if (!outputSchema.isEmpty())
        json.insert(QStringLiteral("outputSchema"), outputSchema);
    if (!annotations.isEmpty())
        json.insert(QStringLiteral("annotations"), annotations);
    return json;
}

// --- ToolRegistry ----------------------------------------------------------------------------------------------

ToolRegistry::ToolRegistry(QObject *parent)
    : QObject(parent)
{
}

ToolRegistry::~ToolRegistry() = default;

int ToolRegistry::indexOf(const QString &name) const
{
    for (int i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).tool.name == name)
            return i;
    }
    return -1;
}

void ToolRegistry::add(const Tool &tool, bool visible)
{
    const int index = indexOf(tool.name);
    if (index >= 0)
        m_entries[index] = Entry {tool, visible};
    else
        m_entries.append(Entry {tool, visible});
    if (visible)
        emit changed();
}

void ToolRegistry::remove(const QString &name)
{
    const int index = indexOf(name);
    if (index < 0)
        return;
    const bool wasVisible = m_entries.at(index).visible;
    m_entries.removeAt(index);
    if (wasVisible)
        emit changed();
}

void ToolRegistry::setVisible(const QString &name, bool visible)
{
    const int index = indexOf(name);
    if (index < 0 || m_entries.at(index).visible == visible)
        return;
    m_entries[index].visible = visible;
    emit changed();
}

bool ToolRegistry::isVisible(const QString &name) const
{
    const int index = indexOf(name);
    return index >= 0 && m_entries.at(index).visible;
}

const Tool *ToolRegistry::find(const QString &name) const
{
    const int index = indexOf(name);
    return index >= 0 && m_entries.at(index).visible ? &m_entries.at(index).tool : nullptr;
}

QList<Tool> ToolRegistry::visibleTools() const
{
    QList<Tool> tools;
    for (const Entry &entry : m_entries) {
        if (entry.visible)
            tools.append(entry.tool);
    }
    return tools;
}

// --- SchemaCheck -----------------------------------------------------------------------------------------------

namespace SchemaCheck {

QString validate(const QJsonObject &schema, const QJsonValue &value, const QString &path)
{
    const QJsonValue type = schema.value(kType);
    if (type.isString() && !matchesType(type.toString(), value)) {
        return QStringLiteral("%1 must be of type %2, not %3").arg(where(path), type.toString(), typeOf(value));
    }
    const QJsonArray allowed = schema.value(QStringLiteral("enum")).toArray();
    if (!allowed.isEmpty() && !allowed.contains(value)) {
        QStringList words;
        for (const QJsonValue &item : allowed)
            words << item.toVariant().toString();
        return QStringLiteral("%1 must be one of: %2").arg(where(path), words.join(QStringLiteral(", ")));
    }
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (schema.contains(QStringLiteral("minimum")) && number < schema.value(QStringLiteral("minimum")).toDouble())
            return QStringLiteral("%1 must be at least %2")
                .arg(where(path))
                .arg(schema.value(QStringLiteral("minimum")).toDouble());
        if (schema.contains(QStringLiteral("maximum")) && number > schema.value(QStringLiteral("maximum")).toDouble())
            return QStringLiteral("%1 must be at most %2")
                .arg(where(path))
                .arg(schema.value(QStringLiteral("maximum")).toDouble());
    }
    if (value.isString()) {
        const qsizetype length = value.toString().size();
        if (schema.contains(QStringLiteral("minLength")) && length < schema.value(QStringLiteral("minLength")).toInt())
            return QStringLiteral("%1 must have at least %2 characters")
                .arg(where(path))
                .arg(schema.value(QStringLiteral("minLength")).toInt());
        if (schema.contains(QStringLiteral("maxLength")) && length > schema.value(QStringLiteral("maxLength")).toInt())
            return QStringLiteral("%1 must have at most %2 characters")
                .arg(where(path))
                .arg(schema.value(QStringLiteral("maxLength")).toInt());
    }
    if (value.isArray() && schema.value(QStringLiteral("items")).isObject()) {
        const QJsonObject items = schema.value(QStringLiteral("items")).toObject();
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i) {
            const QString problem = validate(items, array.at(i), QStringLiteral("%1[%2]").arg(path).arg(i));
            if (!problem.isEmpty())
                return problem;
        }
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        const QJsonObject properties = schema.value(kProperties).toObject();
        const QString prefix = path.isEmpty() ? QString() : path + QLatin1Char('.');
        for (const QJsonValue &name : schema.value(QStringLiteral("required")).toArray()) {
            if (!object.contains(name.toString()))
                return QStringLiteral("missing required argument \"%1%2\"").arg(prefix, name.toString());
        }
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (properties.contains(it.key())) {
                const QString problem = validate(properties.value(it.key()).toObject(), it.value(), prefix + it.key());
                if (!problem.isEmpty())
                    return problem;
            } else if (schema.value(QStringLiteral("additionalProperties")) == QJsonValue(false)) {
                QStringList known = properties.keys();
                return QStringLiteral("unknown argument \"%1%2\" (expected: %3)")
                    .arg(prefix, it.key(), known.join(QStringLiteral(", ")));
            }
        }
    }
    return QString();
}

QJsonObject withDefaults(const QJsonObject &schema, const QJsonObject &arguments)
{
    QJsonObject result = arguments;
    const QJsonObject properties = schema.value(kProperties).toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonObject property = it.value().toObject();
        if (!result.contains(it.key()) && property.contains(QStringLiteral("default")))
            result.insert(it.key(), property.value(QStringLiteral("default")));
    }
    return result;
}

} // namespace SchemaCheck

// --- Paging ----------------------------------------------------------------------------------------------------

namespace Paging {

namespace {
const QByteArray kCursorPrefix = QByteArrayLiteral("offset:");
constexpr auto kBase64 = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
} // namespace

bool page(const QJsonArray &all, const QString &cursor, int pageSize, QJsonArray *page, QString *nextCursor)
{
    qsizetype offset = 0;
    if (!cursor.isEmpty()) {
        const auto decoded = QByteArray::fromBase64Encoding(cursor.toLatin1(), kBase64);
        bool ok = false;
        if (decoded && (*decoded).startsWith(kCursorPrefix))
            offset = (*decoded).mid(kCursorPrefix.size()).toLongLong(&ok);
        if (!ok || offset < 0 || offset > all.size())
            return false;
    }
    const qsizetype end = pageSize > 0 ? qMin<qsizetype>(all.size(), offset + pageSize) : all.size();
    for (qsizetype i = offset; i < end; ++i)
        page->append(all.at(i));
    nextCursor->clear();
    if (end < all.size())
        *nextCursor = QString::fromLatin1(QByteArray(kCursorPrefix + QByteArray::number(end)).toBase64(kBase64));
    return true;
}

} // namespace Paging

} // namespace DemoServer

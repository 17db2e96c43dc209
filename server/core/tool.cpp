// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "tool.h"

#include <cmath>

#include "protocol/jsonschema.h"
#include "toolrun.h"

namespace DemoServer {

namespace {
constexpr QLatin1String kType("type");
constexpr QLatin1String kProperties("properties");

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
    // The first problem is the answer's message; the client's launch form lists them all the same way.
    return Mcp::JsonSchema::validate(schema, value, path, QStringLiteral("arguments")).value(0);
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
constexpr QByteArrayView kCursorPrefix("offset:");
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
        *nextCursor =
            QString::fromLatin1(QByteArray(kCursorPrefix.toByteArray() + QByteArray::number(end)).toBase64(kBase64));
    return true;
}

} // namespace Paging

} // namespace DemoServer

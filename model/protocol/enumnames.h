// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>

namespace Mcp {

/*! One entry of an enum's name table: a value and its wire (or untranslated display) name. A value may stand in
    several entries; the first is its canonical name, the others are accepted when reading. */
template <typename Enum> struct EnumName
{
    Enum value; /*!< the enum value */
    const char *name; /*!< its name, Latin-1 */
};

/*! The canonical name of \a value in \a table, or nullptr when the table does not name it. */
template <typename Enum, std::size_t N> constexpr const char *enumName(const EnumName<Enum> (&table)[N], Enum value)
{
    for (const EnumName<Enum> &entry : table) {
        if (entry.value == value)
            return entry.name;
    }
    return nullptr;
}

/*! The canonical name of \a value in \a table as a string, or an empty string when the table does not name it. */
template <typename Enum, std::size_t N> QString enumToString(const EnumName<Enum> (&table)[N], Enum value)
{
    const char *name = enumName(table, value);
    return name ? QString(QLatin1String(name)) : QString();
}

/*! The name of \a value in \a table translated in \a context (the names are marked with QT_TRANSLATE_NOOP), or an
    empty string when the table does not name it. */
template <typename Enum, std::size_t N>
QString enumToText(const char *context, const EnumName<Enum> (&table)[N], Enum value)
{
    const char *name = enumName(table, value);
    return name ? QCoreApplication::translate(context, name) : QString();
}

/*! Sets \a value to the entry of \a table named \a text (compared with \a cs) and returns true; returns false and
    leaves \a value alone when no entry has that name. */
template <typename Enum, std::size_t N>
bool enumFromString(
    const EnumName<Enum> (&table)[N], const QString &text, Enum *value, Qt::CaseSensitivity cs = Qt::CaseSensitive)
{
    for (const EnumName<Enum> &entry : table) {
        if (text.compare(QLatin1String(entry.name), cs) == 0) {
            *value = entry.value;
            return true;
        }
    }
    return false;
}

/*! The entry of \a table named \a text (compared with \a cs), or \a fallback when no entry has that name. */
template <typename Enum, std::size_t N>
Enum enumFromString(
    const EnumName<Enum> (&table)[N], const QString &text, Enum fallback, Qt::CaseSensitivity cs = Qt::CaseSensitive)
{
    Enum value = fallback;
    enumFromString(table, text, &value, cs);
    return value;
}

} // namespace Mcp

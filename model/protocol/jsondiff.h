// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>

namespace Mcp {

/*! One difference between two JSON values: where, what kind, and the value on each side. */
struct JsonDifference
{
    enum class Kind
    {
        Added, /*!< only the new value has this member or index */
        Removed, /*!< only the old value has it */
        Changed /*!< both have it, with different values (or of different types) */
    };
    /*! Where, as `result.content[0].text`; keys that are not plain names as `["a key"]`; empty for the whole value. */
    QString path;
    Kind kind = Kind::Changed;
    QJsonValue oldValue; /*!< undefined when Added */
    QJsonValue newValue; /*!< undefined when Removed */

    /*! "added", "removed" or "changed". */
    static QString kindName(Kind kind);
};

/*!
 * The differences between two JSON values, member by member and arrays index by index (no move detection): a
 * pure function of its two inputs. At most maxEntries are kept; those past the cap are only counted (more).
 */
struct JsonDiff
{
    QList<JsonDifference> entries;
    /*! Differences found past the cap, not kept. */
    int more = 0;

    bool isEmpty() const { return entries.isEmpty() && more == 0; }
    /*! Every difference found, kept or not. */
    int total() const { return int(entries.size()) + more; }

    /*! The differences from \a before to \a after, at most \a maxEntries kept (at least 1). */
    static JsonDiff compare(const QJsonValue &before, const QJsonValue &after, int maxEntries = DefaultMaxEntries);
    /*! \a path with the member \a key added, as compare() writes paths. */
    static QString memberPath(const QString &path, const QString &key);

    /*! How many differences compare() keeps unless told. */
    static constexpr int DefaultMaxEntries = 200;
    /*! Below this depth two values that differ are one Changed difference: no stack runs out on deep input. */
    static constexpr int MaxDepth = 128;
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "jsondiff.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "protocol/enumnames.h"

namespace Mcp {

namespace {

constexpr EnumName<JsonDifference::Kind> kKindNames[] = {
    {JsonDifference::Kind::Added, "added"},
    {JsonDifference::Kind::Removed, "removed"},
    {JsonDifference::Kind::Changed, "changed"},
};

bool isPlainName(const QString &key)
{
    if (key.isEmpty() || key.at(0).isDigit())
        return false;
    return std::all_of(key.cbegin(), key.cend(), [](QChar c) {
        return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_') || c == QLatin1Char('$');
    });
}

class Walker
{
public:
    Walker(JsonDiff &diff, int maxEntries)
        : m_diff(diff)
        , m_max(std::max(1, maxEntries))
    {
    }

    void walk(const QString &path, const QJsonValue &before, const QJsonValue &after, int depth)
    {
        if (before == after)
            return;
        if (depth < JsonDiff::MaxDepth && before.isObject() && after.isObject())
            walkObjects(path, before.toObject(), after.toObject(), depth + 1);
        else if (depth < JsonDiff::MaxDepth && before.isArray() && after.isArray())
            walkArrays(path, before.toArray(), after.toArray(), depth + 1);
        else
            add(path, JsonDifference::Kind::Changed, before, after);
    }

private:
    // Keys come sorted out of a QJsonObject: one merge pass over both.
    void walkObjects(const QString &path, const QJsonObject &before, const QJsonObject &after, int depth)
    {
        auto old = before.constBegin();
        auto now = after.constBegin();
        while (old != before.constEnd() || now != after.constEnd()) {
            if (now == after.constEnd() || (old != before.constEnd() && old.key() < now.key())) {
                add(JsonDiff::memberPath(path, old.key()), JsonDifference::Kind::Removed, old.value(), {});
                ++old;
            } else if (old == before.constEnd() || now.key() < old.key()) {
                add(JsonDiff::memberPath(path, now.key()), JsonDifference::Kind::Added, {}, now.value());
                ++now;
            } else {
                walk(JsonDiff::memberPath(path, old.key()), old.value(), now.value(), depth);
                ++old;
                ++now;
            }
        }
    }

    void walkArrays(const QString &path, const QJsonArray &before, const QJsonArray &after, int depth)
    {
        const qsizetype common = std::min(before.size(), after.size());
        // QString, not auto: a string builder would refer to the number after it is gone.
        const auto at = [&path](qsizetype i) -> QString {
            return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
        };
        for (qsizetype i = 0; i < common; ++i)
            walk(at(i), before.at(i), after.at(i), depth);
        for (qsizetype i = common; i < before.size(); ++i)
            add(at(i), JsonDifference::Kind::Removed, before.at(i), {});
        for (qsizetype i = common; i < after.size(); ++i)
            add(at(i), JsonDifference::Kind::Added, {}, after.at(i));
    }

    void add(const QString &path, JsonDifference::Kind kind, const QJsonValue &before, const QJsonValue &after)
    {
        if (m_diff.entries.size() >= m_max) {
            ++m_diff.more;
            return;
        }
        m_diff.entries.append({path, kind, before, after});
    }

    JsonDiff &m_diff;
    const int m_max;
};

} // namespace

QString JsonDifference::kindName(Kind kind)
{
    return enumToString(kKindNames, kind);
}

QString JsonDiff::memberPath(const QString &path, const QString &key)
{
    if (isPlainName(key))
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    // Any other key as a JSON string in brackets, so that dots, brackets and quotes in it stay readable.
    const QByteArray quoted = QJsonDocument(QJsonArray {key}).toJson(QJsonDocument::Compact);
    return path + QString::fromUtf8(quoted);
}

JsonDiff JsonDiff::compare(const QJsonValue &before, const QJsonValue &after, int maxEntries)
{
    JsonDiff diff;
    Walker(diff, maxEntries).walk(QString(), before, after, 0);
    return diff;
}

} // namespace Mcp

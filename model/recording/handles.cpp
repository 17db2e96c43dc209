// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "handles.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Mcp::Handles {

namespace {

using Qt::StringLiterals::operator""_L1;

bool isHandleKey(const QString &key)
{
    return key != "progressToken"_L1 && (key.endsWith("Id"_L1) || key.endsWith("Token"_L1) || key == "token"_L1);
}

template <typename Found> void collect(const QJsonValue &value, int depth, const Found &found)
{
    if (depth > 4)
        return;
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (const QJsonValue &item : array)
            collect(item, depth + 1, found);
        return;
    }
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.value().isString() && isHandleKey(it.key()))
            found(it.key(), it.value().toString());
        else if (it.value().isObject() || it.value().isArray())
            collect(it.value(), depth + 1, found);
    }
}

} // namespace

QStringList in(const QJsonValue &value)
{
    QStringList handles;
    collect(value, 0, [&handles](const QString &, const QString &handle) { handles << handle; });
    return handles;
}

QJsonObject membersIn(const QJsonValue &value)
{
    QJsonObject members;
    collect(value, 0, [&members](const QString &key, const QString &handle) {
        if (!members.contains(key))
            members.insert(key, handle);
    });
    return members;
}

} // namespace Mcp::Handles

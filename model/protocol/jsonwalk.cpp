// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "jsonwalk.h"

#include <QJsonArray>

namespace Mcp::JsonWalk {

QJsonValue editObjects(const QJsonValue &value, const std::function<void(QJsonObject &object)> &edit)
{
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        edit(object);
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.value().isObject() || it.value().isArray())
                it.value() = editObjects(it.value(), edit);
        }
        return object;
    }
    if (!value.isArray())
        return value;
    QJsonArray array = value.toArray();
    for (auto it = array.begin(); it != array.end(); ++it)
        *it = editObjects(*it, edit);
    return array;
}

} // namespace Mcp::JsonWalk

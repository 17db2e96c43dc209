// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonObject>
#include <QJsonValue>

namespace Mcp::JsonWalk {

/*!
 * \a value with \a edit applied to every object in it, however deep, in arrays too: each object is edited first,
 * then what its edited members hold is walked.
 */
QJsonValue editObjects(const QJsonValue &value, const std::function<void(QJsonObject &object)> &edit);

} // namespace Mcp::JsonWalk

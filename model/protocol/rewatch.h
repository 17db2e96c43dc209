// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

namespace Mcp {

/*!
 * Points \a watched at \a object for \a receiver, the object that watches it: every connection from the object
 * watched until now to \a receiver is dropped. Returns false, changing nothing, when \a watched points at \a object
 * already. The receiver then connects to the new object (when there is one) and refreshes what it shows.
 */
template <class T> bool rewatch(QPointer<T> &watched, T *object, const QObject *receiver)
{
    if (watched == object)
        return false;
    if (watched)
        watched->disconnect(receiver);
    watched = object;
    return true;
}

} // namespace Mcp

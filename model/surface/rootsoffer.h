// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include "session/serverconfig.h"

namespace Mcp {

class McpSession;

/*!
 * The roots a client offers one server. The session answers `roots/list` from them; a change is told to a connected
 * server with `notifications/roots/list_changed` in the initialize era (2025-11-25 client/roots). 2026-07-28 removed
 * that notification (the server asks for roots in each request's input_required round), so nothing is sent there.
 */
class RootsOffer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RootsOffer)
public:
    explicit RootsOffer(McpSession *session, QObject *parent = nullptr);

    QList<Root> roots() const;
    /*!
     * Offers \a roots from now on; returns whether `notifications/roots/list_changed` was sent (the list changed,
     * the session is connected, in the initialize era).
     */
    bool setRoots(const QList<Root> &roots);

    /*! Whether \a uri can be offered as a root: the spec's roots are `file://` URIs. */
    static bool isValidRootUri(const QString &uri);

signals:
    void rootsChanged();

private:
    QPointer<McpSession> m_session;
};

} // namespace Mcp

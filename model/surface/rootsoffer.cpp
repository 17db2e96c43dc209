// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "rootsoffer.h"

#include <QUrl>

#include "session/mcpsession.h"

namespace Mcp {

RootsOffer::RootsOffer(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

QList<Root> RootsOffer::roots() const
{
    return m_session ? m_session->config().roots : QList<Root>();
}

bool RootsOffer::setRoots(const QList<Root> &roots)
{
    if (!m_session || roots == m_session->config().roots)
        return false;
    m_session->setRoots(roots);
    emit rootsChanged();
    // 2025-11-25 client/roots "Root List Changes": sent when the client declared roots.listChanged, as ours does.
    if (m_session->state() != McpSession::State::Ready || m_session->era() == Era::Modern)
        return false;
    m_session->notify(QStringLiteral("notifications/roots/list_changed"));
    return true;
}

bool RootsOffer::isValidRootUri(const QString &uri)
{
    const QUrl url(uri, QUrl::StrictMode);
    return url.isValid() && url.scheme() == QLatin1String("file");
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverregistry.h"

namespace Mcp {

ServerRegistry::ServerRegistry(QObject *parent)
    : QObject(parent)
{
}

ServerRegistry::~ServerRegistry()
{
    for (const Entry &entry : std::as_const(m_entries))
        entry.session->disconnect(this);
}

bool ServerRegistry::isActive(McpSession::State state)
{
    return state != McpSession::State::Disconnected && state != McpSession::State::Failed;
}

McpSession *ServerRegistry::addServer(const ServerConfig &config, bool connectNow, bool sessionOnly)
{
    auto *session = new McpSession(config, this);
    m_entries.append({session, connectNow, sessionOnly});
    // Before anyone hears of it: a session connecting on first sight must already know how to sign in.
    if (m_oauthSetup)
        session->setOAuthSetup(m_oauthSetup);
    if (m_credentialStore)
        session->setCredentialStore(m_credentialStore);
    emit added(session);
    if (connectNow)
        session->connectToServer();
    emit changed();
    return session;
}

void ServerRegistry::removeServer(int row)
{
    if (!isRow(row))
        return;
    McpSession *session = m_entries.at(row).session;
    emit aboutToBeRemoved(session);
    m_entries.removeAt(row);
    session->disconnect(this);
    session->disconnectFromServer();
    session->deleteLater();
    emit changed();
}

void ServerRegistry::updateServer(int row, const ServerConfig &config)
{
    if (!isRow(row))
        return;
    McpSession *session = m_entries.at(row).session;
    const bool active = isActive(session->state());
    if (active)
        session->disconnectFromServer();
    session->setConfig(config);
    if (active)
        session->connectToServer();
    emit updated(session);
    emit changed();
}

void ServerRegistry::connectServer(int row)
{
    setConnected(row, true);
}

void ServerRegistry::disconnectServer(int row)
{
    setConnected(row, false);
}

void ServerRegistry::setConnected(int row, bool on)
{
    if (!isRow(row))
        return;
    // What the person did last is what happens at the next start.
    m_entries[row].autoConnect = on;
    McpSession *session = m_entries.at(row).session;
    if (on)
        session->connectToServer();
    else
        session->disconnectFromServer();
    emit changed();
}

McpSession *ServerRegistry::session(int row) const
{
    return isRow(row) ? m_entries.at(row).session : nullptr;
}

bool ServerRegistry::autoConnect(int row) const
{
    return isRow(row) && m_entries.at(row).autoConnect;
}

void ServerRegistry::setAutoConnect(int row, bool autoConnect)
{
    if (isRow(row))
        m_entries[row].autoConnect = autoConnect;
}

bool ServerRegistry::isSessionOnly(int row) const
{
    return isRow(row) && m_entries.at(row).sessionOnly;
}

int ServerRegistry::rowOf(const QString &name) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).session->config().name == name)
            return row;
    }
    return -1;
}

int ServerRegistry::rowOf(const McpSession *session) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).session == session)
            return row;
    }
    return -1;
}

QStringList ServerRegistry::names() const
{
    QStringList names;
    for (const Entry &entry : m_entries)
        names << entry.session->config().name;
    return names;
}

QString ServerRegistry::uniqueName(const QString &base) const
{
    const QString stem = base.trimmed().isEmpty() ? tr("Server") : base.trimmed();
    QString name = stem;
    for (int n = 2; rowOf(name) >= 0; ++n)
        name = QStringLiteral("%1 (%2)").arg(stem).arg(n);
    return name;
}

void ServerRegistry::setCredentialStore(CredentialStore *store)
{
    m_credentialStore = store;
    for (const Entry &entry : std::as_const(m_entries))
        entry.session->setCredentialStore(store);
}

void ServerRegistry::setOAuthSetup(std::function<void(OAuthClient *)> setup)
{
    m_oauthSetup = setup;
    for (const Entry &entry : std::as_const(m_entries))
        entry.session->setOAuthSetup(setup);
}

} // namespace Mcp

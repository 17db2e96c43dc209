// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QList>
#include <QObject>
#include <QPointer>

#include "auth/credentialstore.h"
#include "session/mcpsession.h"

namespace Mcp {

/*!
 * The configured servers, in order, each with its McpSession (owned here: one per server, made with the entry and
 * gone with it). An entry remembers whether it connects at start (autoConnect: the person's last connect or
 * disconnect) and whether it belongs to this run only (sessionOnly: never saved). The credential store and the
 * OAuth set-up apply to every session, present and future. Nothing here is shown or saved: ServerListModel presents
 * the entries and ServerStore keeps them.
 */
class ServerRegistry final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerRegistry)
public:
    explicit ServerRegistry(QObject *parent = nullptr);
    /*! The sessions go with the registry without a word: nobody hears of them going one by one. */
    ~ServerRegistry() override;

    /*!
     * Adds a server (its name must be unique) and connects it when \a connectNow, which is also its autoConnect.
     * A \a sessionOnly entry is of this run only. Returns its session.
     */
    McpSession *addServer(const ServerConfig &config, bool connectNow, bool sessionOnly = false);
    /*! Removes the server of \a row; its session disconnects and goes. */
    void removeServer(int row);
    /*! Replaces the configuration of \a row; a connected server reconnects with it. */
    void updateServer(int row, const ServerConfig &config);
    /*! Connects the server of \a row, which then connects at start too. */
    void connectServer(int row);
    /*! Disconnects the server of \a row, which then stays disconnected at start too. */
    void disconnectServer(int row);

    /*! How many servers there are. */
    int count() const { return int(m_entries.size()); }
    /*! The session of \a row, or null. */
    McpSession *session(int row) const;
    /*! Whether the server of \a row is connected at start (the person's last connect or disconnect). */
    bool autoConnect(int row) const;
    /*! Sets whether the server of \a row connects at start, without connecting or disconnecting it. */
    void setAutoConnect(int row, bool autoConnect);
    /*! Whether the server of \a row belongs to this run only, never to be saved. */
    bool isSessionOnly(int row) const;
    /*! The row of the server named \a name, or -1. */
    int rowOf(const QString &name) const;
    /*! The row of \a session, or -1. */
    int rowOf(const McpSession *session) const;
    /*! The servers' names, in order. */
    QStringList names() const;
    /*! \a base, or "base (2)", "base (3)"… whichever is not taken yet. */
    QString uniqueName(const QString &base) const;
    /*! A session in \a state is on or on its way (connecting, ready, reconnecting): Disconnect applies to it. */
    static bool isActive(McpSession::State state);

    /*! Where the sessions' OAuth clients keep tokens (not owned); applies to every server, present and future. */
    void setCredentialStore(CredentialStore *store);
    /*! How the sessions' OAuth clients let a person sign in (see McpSession::setOAuthSetup()). */
    void setOAuthSetup(std::function<void(OAuthClient *)> setup);

signals:
    /*! \a session was added, last; it has not started connecting yet. */
    void added(Mcp::McpSession *session);
    /*! Comes before the entry goes and the session is deleted. */
    void aboutToBeRemoved(Mcp::McpSession *session);
    /*! The configuration of \a session was replaced (updateServer()). */
    void updated(Mcp::McpSession *session);
    /*! A server was added, removed, renamed, reconfigured, connected or disconnected by the person. */
    void changed();

private:
    struct Entry
    {
        McpSession *session = nullptr;
        bool autoConnect = false;
        bool sessionOnly = false;
    };
    bool isRow(int row) const { return row >= 0 && row < m_entries.size(); }
    void setConnected(int row, bool on);

    QList<Entry> m_entries;
    QPointer<CredentialStore> m_credentialStore;
    std::function<void(OAuthClient *)> m_oauthSetup;
};

} // namespace Mcp

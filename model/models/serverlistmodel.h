// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QPointer>
#include <QTimer>

#include "auth/credentialstore.h"
#include "session/mcpsession.h"

class QSettings;

namespace Mcp {

/*!
 * The configured servers, one row each, with the live state of their McpSession (owned here: one per server,
 * created with the row). Display is the name; StateTextRole is "connected · 8 tools", "reconnecting in 4 s",
 * "failed: <reason>"; StateRole is the state (the views draw its icon). Stored in QSettings under "servers" as a JSON
 * array of ServerConfig::toJson() objects, each with "autoConnect" (the person's last connect or disconnect).
 */
class ServerListModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerListModel)
public:
    enum Role
    {
        StateRole = Qt::UserRole + 200, /*!< int: McpSession::State */
        StateTextRole, /*!< QString: the state in words, with the tool count once connected */
        NameRole, /*!< QString: the configured name */
        AuthStateRole, /*!< int: OAuthClient::State, or -1 when the server has no OAuth client */
        AuthTextRole, /*!< QString: "signed in (mcp:tools)", "sign-in failed: …", empty without OAuth */
        TokenExpiresAtRole, /*!< QDateTime: when the access token expires (invalid: unknown or none) */
        // StateTextRole gains a second line for an OAuth server: "signed in · token expires in 4:59" (counting down
        // each second), "sign in in your browser", "sign-in failed: …".
    };

    explicit ServerListModel(QObject *parent = nullptr);
    ~ServerListModel() override;

    /*! Adds a server (its name must be unique) and connects it when \a connectNow. Returns its session. */
    McpSession *addServer(const ServerConfig &config, bool connectNow);
    /*! Removes the server of \a row; its session disconnects and goes. */
    void removeServer(int row);
    /*! Replaces the configuration of \a row; a connected server reconnects with it. */
    void updateServer(int row, const ServerConfig &config);
    void connectServer(int row);
    void disconnectServer(int row);

    McpSession *session(int row) const;
    /*! Whether the server of \a row is connected at start (the person's last connect or disconnect). */
    bool autoConnect(int row) const;
    int rowOf(const QString &name) const;
    int rowOf(const McpSession *session) const;
    QStringList names() const;
    /*! A session in \a state is on or on its way (connecting, ready, reconnecting): Disconnect applies to it. */
    static bool isActive(McpSession::State state);
    /*! \a base, or "base (2)", "base (3)"… whichever is not taken yet. */
    QString uniqueName(const QString &base) const;

    /*! Where the sessions' OAuth clients keep tokens (not owned); applies to every server, present and future. */
    void setCredentialStore(CredentialStore *store);
    /*! How the sessions' OAuth clients let a person sign in (see McpSession::setOAuthSetup()). */
    void setOAuthSetup(std::function<void(OAuthClient *)> setup);

    /*! Reads the servers from \a settings; returns false when there is no "servers" key at all (first run). */
    bool load(QSettings &settings);
    void save(QSettings &settings) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

signals:
    void sessionAdded(Mcp::McpSession *session);
    /*! Comes before the row goes and the session is deleted. */
    void sessionAboutToBeRemoved(Mcp::McpSession *session);
    /*! A server was added, removed, renamed, reconfigured, connected or disconnected by the person. */
    void serversChanged();

private:
    struct Entry
    {
        McpSession *session = nullptr;
        bool autoConnect = false;
    };
    void onSessionChanged(McpSession *session);
    void onTick();
    static QString authText(const McpSession *session);
    static bool needsTick(const McpSession *session);

    QList<Entry> m_entries;
    QPointer<CredentialStore> m_credentialStore;
    std::function<void(OAuthClient *)> m_oauthSetup;
    // "reconnecting in N s" counts down: one timer repaints the rows that are waiting to reconnect.
    QTimer m_tick;
};

} // namespace Mcp

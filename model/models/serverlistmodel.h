// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <QTimer>

#include "registry/serverregistry.h"

namespace Mcp {

/*!
 * The configured servers of a ServerRegistry, one row each, with the live state of their McpSession. Display is the
 * name; StateTextRole is "connected · 8 tools", "reconnecting in 4 s", "failed: <reason>"; StateRole is the state
 * (the views draw its icon). It only presents: the registry owns the servers and their sessions, and the row
 * operations below hand over to it.
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
        // each second), "sign-in failed: …".
    };

    /*! Presents \a registry (not owned); the rows go when it goes. */
    explicit ServerListModel(ServerRegistry *registry, QObject *parent = nullptr);
    /*! Presents a registry of its own, for a list that nobody else shares. */
    explicit ServerListModel(QObject *parent = nullptr);
    ~ServerListModel() override;

    /*! The servers this model presents. */
    ServerRegistry *registry() const { return m_registry; }

    /*! ServerRegistry::addServer() */
    McpSession *addServer(const ServerConfig &config, bool connectNow);
    /*! ServerRegistry::removeServer() */
    void removeServer(int row);
    /*! ServerRegistry::updateServer() */
    void updateServer(int row, const ServerConfig &config);
    /*! ServerRegistry::connectServer() */
    void connectServer(int row);
    /*! ServerRegistry::disconnectServer() */
    void disconnectServer(int row);
    /*! ServerRegistry::session() */
    McpSession *session(int row) const;
    /*! ServerRegistry::autoConnect() */
    bool autoConnect(int row) const;
    /*! ServerRegistry::rowOf() */
    int rowOf(const QString &name) const;
    /*! ServerRegistry::rowOf() */
    int rowOf(const McpSession *session) const;
    /*! ServerRegistry::names() */
    QStringList names() const;
    /*! ServerRegistry::isActive() */
    static bool isActive(McpSession::State state);
    /*! ServerRegistry::uniqueName() */
    QString uniqueName(const QString &base) const;
    /*! ServerRegistry::setCredentialStore() */
    void setCredentialStore(CredentialStore *store);
    /*! ServerRegistry::setOAuthSetup() */
    void setOAuthSetup(std::function<void(OAuthClient *)> setup);

    /*!
     * What the wire check and the protocol lint found in server \a name's traffic, in words ("2 wire faults · 1
     * warning"); StateTextRole ends with it on a line of its own. Empty: nothing found.
     */
    void setDiagnosis(const QString &name, const QString &text);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

signals:
    /*! ServerRegistry::added(), once the row is in. */
    void sessionAdded(Mcp::McpSession *session);
    /*! ServerRegistry::aboutToBeRemoved(): comes before the row goes and the session is deleted. */
    void sessionAboutToBeRemoved(Mcp::McpSession *session);
    /*! ServerRegistry::changed() */
    void serversChanged();

private:
    void present();
    void onRegistryGone();
    void onAdded(McpSession *session);
    void onAboutToBeRemoved(McpSession *session);
    void onSessionChanged(McpSession *session);
    void onTick();
    static QString authText(const McpSession *session);
    /*! StateTextRole without the diagnosis: the state, what the server offers, its sign-in. */
    static QString stateText(const McpSession *session);
    static bool needsTick(const McpSession *session);

    ServerRegistry *m_registry;
    // The rows, as the views last heard of them: the registry changes first, the rows follow within its signal.
    QList<McpSession *> m_rows;
    // "reconnecting in N s" counts down: one timer repaints the rows that are waiting to reconnect.
    QTimer m_tick;
    QHash<QString, QString> m_diagnosis; // server name → what was found, in words
};

} // namespace Mcp

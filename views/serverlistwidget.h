// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QTimer>
#include <QWidget>

#include "session/mcpsession.h"

class QAction;
class QListView;
class QSettings;
class QToolButton;

/*!
 * The configured servers, one row each, with the live state of their McpSession (owned here: one per server,
 * created with the row). Display is the name; StateTextRole is "connected · 8 tools", "reconnecting in 4 s",
 * "failed: <reason>"; the decoration is the state icon. Stored in QSettings under "servers" as a JSON array of
 * ServerConfig::toJson() objects, each with "autoConnect" (the person's last connect or disconnect).
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
    };

    explicit ServerListModel(QObject *parent = nullptr);
    ~ServerListModel() override;

    /*! Adds a server (its name must be unique) and connects it when \a connectNow. Returns its session. */
    Mcp::McpSession *addServer(const Mcp::ServerConfig &config, bool connectNow);
    /*! Removes the server of \a row; its session disconnects and goes. */
    void removeServer(int row);
    /*! Replaces the configuration of \a row; a connected server reconnects with it. */
    void updateServer(int row, const Mcp::ServerConfig &config);
    void connectServer(int row);
    void disconnectServer(int row);

    Mcp::McpSession *session(int row) const;
    /*! Whether the server of \a row is connected at start (the person's last connect or disconnect). */
    bool autoConnect(int row) const;
    int rowOf(const QString &name) const;
    int rowOf(const Mcp::McpSession *session) const;
    QStringList names() const;
    /*! \a base, or "base (2)", "base (3)"… whichever is not taken yet. */
    QString uniqueName(const QString &base) const;

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
        Mcp::McpSession *session = nullptr;
        bool autoConnect = false;
    };
    void onSessionChanged(Mcp::McpSession *session);
    void onTick();

    QList<Entry> m_entries;
    // "reconnecting in N s" counts down: one timer repaints the rows that are waiting to reconnect.
    QTimer m_tick;
};

/*!
 * The sidebar: the configured servers with their connection state, and buttons to add, edit, remove, connect or
 * disconnect them and to import the `mcpServers` JSON of desktop MCP hosts. On first run (no servers in the
 * settings) it configures the bundled demo server and connects it.
 */
class ServerListWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerListWidget)
public:
    explicit ServerListWidget(QWidget *parent = nullptr);
    ~ServerListWidget() override;

    ServerListModel *model() const { return m_model; }
    QListView *view() const { return m_view; }

    /*! Loads the servers from QSettings (the demo server on first run) and connects those that were connected. */
    void load();
    /*! Writes the servers to QSettings (also done after every change). */
    void save() const;

    Mcp::McpSession *currentSession() const;
    void setCurrentServer(const QString &name);

    /*!
     * Adds the servers of an `mcpServers` document ({"mcpServers": {name: entry}}, also the "servers" key of
     * some hosts or a bare {name: entry} object). Taken names get a suffix. Returns the number added; \a errors
     * gets one line per entry that could not be read.
     */
    int importMcpServers(const QByteArray &json, QStringList *errors = nullptr);

    /*! The demo server next to this executable (build tree or install), or empty. */
    static QString demoServerPath();
    /*! The first-run entry for \a program. */
    static Mcp::ServerConfig demoServerConfig(const QString &program);

    QAction *addServerAction() const { return m_addAction; }
    QAction *editServerAction() const { return m_editAction; }
    QAction *removeServerAction() const { return m_removeAction; }
    QAction *connectServerAction() const { return m_connectAction; }
    QAction *importServersAction() const { return m_importAction; }

    void addServerInteractively();
    void editCurrentServer();
    void removeCurrentServer();
    void toggleCurrentConnection();
    void importInteractively();

signals:
    void currentSessionChanged(Mcp::McpSession *session);

private:
    void updateWidgets();

    ServerListModel *m_model = nullptr;
    QListView *m_view = nullptr;
    QAction *m_addAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_importAction = nullptr;
    bool m_loading = false;
};

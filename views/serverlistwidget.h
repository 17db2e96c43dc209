// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <QWidget>

#include "models/serverlistmodel.h"
#include "session/mcpsession.h"

class QAction;
class QHBoxLayout;
class QLabel;
class QListView;
class QProcess;
class QToolButton;

namespace Mcp {
class ServerStore;
}

/*!
 * The sidebar: the configured servers with their connection state, and buttons to add, edit, remove, connect or
 * disconnect them and to import the `mcpServers` JSON of desktop MCP hosts. On first run (no servers in the
 * settings) it configures the bundled demo server and connects it. Add Protected Demo Server starts that server with
 * its OAuth authorization server on 127.0.0.1 for as long as this widget lives, and adds it as "Demo server (OAuth)":
 * an entry of this run only, never saved.
 */
class ServerListWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerListWidget)
public:
    /*! Shows and edits \a model (not owned: the workspace's). */
    explicit ServerListWidget(Mcp::ServerListModel *model, QWidget *parent = nullptr);
    ~ServerListWidget() override;

    Mcp::ServerListModel *model() const { return m_model; }
    QListView *view() const { return m_view; }

    /*!
     * Loads the workspace's servers from the settings (the demo server on first run) and connects those that were
     * connected (ServerStore::load()).
     */
    void load();
    /*! Writes the workspace's servers to the settings now (its store also does after every change). */
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
    /*! Sign In or Sign Out of the selected server's OAuth (enabled for servers that have one). */
    QAction *signInAction() const { return m_signInAction; }
    /*! Starts the demo server with OAuth (disabled when there is no demo server): addProtectedDemoServer(). */
    QAction *protectedDemoAction() const { return m_protectedDemoAction; }

    void addServerInteractively();
    void editCurrentServer();
    void removeCurrentServer();
    void toggleCurrentConnection();
    void importInteractively();
    /*! Signs in to the selected server (a browser opens), or out of it when it is signed in. */
    void toggleCurrentSignIn();
    /*!
     * Starts `mcp-async-demo-server --http 0 --oauth` (a person approves on its consent page), then adds, selects
     * and connects its "Demo server (OAuth)" entry, whose 401 opens the browser. While that server runs, only
     * selects the entry.
     */
    void addProtectedDemoServer();

signals:
    void currentSessionChanged(Mcp::McpSession *session);
    /*! Something for the status line: the protected demo server is starting, could not start or stopped. */
    void message(const QString &text);

private:
    void createView();
    void createActions();
    QHBoxLayout *createButtons();
    void connectActions();
    void updateWidgets();
    void showMessage(const QString &text);
    void onDemoOutput();
    void showDemoServer();
    void failDemoServer(const QString &reason);
    void stopDemoServer();

    // WARNING: the main window's workspace, and with it the model, dies before this widget does.
    QPointer<Mcp::ServerListModel> m_model;
    QListView *m_view = nullptr;
    QAction *m_addAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_signInAction = nullptr;
    QAction *m_protectedDemoAction = nullptr;
    QLabel *m_status = nullptr;
    // The workspace's settings store; null for a list of its own, which is not kept.
    QPointer<Mcp::ServerStore> m_store;
    // The protected demo server: its process (while it runs), the URL it announced, and the entry it got.
    QPointer<QProcess> m_demoProcess;
    QByteArray m_demoOutput;
    QByteArray m_demoErrors;
    QUrl m_demoUrl;
    QPointer<Mcp::McpSession> m_demoSession;
    QTimer m_demoTimeout;
};

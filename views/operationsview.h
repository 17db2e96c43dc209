// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include "operations/operationmanager.h"

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QIdentityProxyModel;
class QToolBar;
class QTreeView;

namespace Mcp {
class McpSession;
class OperationFilterModel;
class OperationModel;
} // namespace Mcp

/*!
 * One table of all operations on all servers: status icon, tool, server, dialect, a progress bar, the message,
 * elapsed time, ETA and the expiry countdown (mm:ss, red under 10 s, then "expired"), filtered by status and
 * server and sortable by any column. Actions on the current operation: cancel, refresh, join again, copy handle;
 * and clear finished.
 */
class OperationsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OperationsView)
public:
    explicit OperationsView(QWidget *parent = nullptr);
    ~OperationsView() override;

    /*! Shows the operations of \a manager (not owned). */
    void setManager(Mcp::OperationManager *manager);
    /*! The servers offered by the server filter. */
    void setServerNames(const QStringList &names);

    Mcp::Operation *currentOperation() const;
    /*! Makes operation \a id current (inserting a just-launched one first); false when it is not shown. */
    bool selectOperation(const QString &id);

    QTreeView *view() const { return m_view; }
    Mcp::OperationModel *operationModel() const { return m_model; }
    Mcp::OperationFilterModel *filterModel() const { return m_filter; }
    QComboBox *statusFilterBox() const { return m_statusFilter; }
    QComboBox *serverFilterBox() const { return m_serverFilter; }
    QAction *cancelAction() const { return m_cancel; }
    QAction *refreshAction() const { return m_refresh; }
    QAction *joinAgainAction() const { return m_joinAgain; }
    QAction *copyHandleAction() const { return m_copyHandle; }
    /*! Copies the `mcp-async` line that repeats the selected operation's call (one this client started). */
    QAction *copyCallCommandAction() const { return m_copyCallCommand; }
    /*! Copies the `mcp-async` line that joins the selected operation by its handle. */
    QAction *copyJoinCommandAction() const { return m_copyJoinCommand; }
    QAction *clearFinishedAction() const { return m_clearFinished; }
    /*! Gives back what the last Clear Finished removed, while its note is shown. */
    QAction *undoClearAction() const { return m_undoClear; }
    /*! The note after Clear Finished: what it removed (empty when none is shown). */
    QString clearNote() const;

    /*! How long Clear Finished can be undone. */
    static constexpr int UndoClearMs = 30000;

    /*! What the empty table says; empty while it has rows. */
    QString emptyHint() const;

signals:
    void currentOperationChanged(Mcp::Operation *op);
    /*! "Join again" on the current operation: open the join dialog with these. */
    void joinAgainRequested(const QString &server, Mcp::Dialect dialect, const QString &handle);

private:
    QHBoxLayout *createFilterBar();
    void createActions();
    QToolBar *createActionBar();
    QWidget *createClearBar();
    void createTable();
    void createColumnMenu();
    void connectActions();
    void onCurrentChanged();
    void clearFinished();
    void undoClear();
    void dropCleared();
    void applyStatusFilter();
    void updateWidgets();
    /*! The session of the selected operation's server, or null. */
    Mcp::McpSession *currentSession() const;

    QPointer<Mcp::OperationManager> m_manager;
    QPointer<Mcp::Operation> m_current;
    Mcp::OperationModel *m_model = nullptr;
    Mcp::OperationFilterModel *m_filter = nullptr;
    QIdentityProxyModel *m_display = nullptr;
    QTreeView *m_view = nullptr;
    QComboBox *m_statusFilter = nullptr;
    QComboBox *m_serverFilter = nullptr;
    QAction *m_cancel = nullptr;
    QAction *m_refresh = nullptr;
    QAction *m_joinAgain = nullptr;
    QAction *m_copyHandle = nullptr;
    QAction *m_copyCallCommand = nullptr;
    QAction *m_copyJoinCommand = nullptr;
    QAction *m_clearFinished = nullptr;
    QAction *m_undoClear = nullptr;
    QWidget *m_clearBar = nullptr;
    QLabel *m_clearNote = nullptr;
    QList<Mcp::Operation *> m_cleared; // owned while they can come back
    QTimer m_clearTimer;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include "models/messagelogmodel.h"

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSplitter;
class QToolBar;
class QTreeView;
class ResendDialog;

namespace Mcp {
class McpSession;
class Operation;
class MessageLogFilterModel;
} // namespace Mcp

/*!
 * Every JSON-RPC message of a traffic log (one server's, kept by the Workspace, or several servers'): direction,
 * time, kind, method, id and size, filtered by direction and kind and searched (debounced), with the selected
 * message as indented JSON below. Export writes JSON lines. The list follows new messages only while it is scrolled to
 * the bottom.
 */
class TrafficView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrafficView)
public:
    explicit TrafficView(QWidget *parent = nullptr);
    ~TrafficView() override;

    /*! Shows \a log (not owned; null: none), a server's traffic or several servers' (see setAllServers()). */
    void setLog(Mcp::MessageLogModel *log);

    /*! The session \a log is \a session's (not owned; null: none, as in the view of every server): for resending. */
    void setSession(Mcp::McpSession *session);

    /*! "Edit and Resend…": enabled on a request the client sent, in the view of one connected server. */
    QAction *resendAction() const { return m_resendAction; }
    /*! Opens the editor to resend the current request; returns it, or null when the current row is none. */
    ResendDialog *openResendDialog();

    /*! Writes the whole log, or with \a onlyShown what the filters show, as JSON lines to \a path. */
    bool exportTo(const QString &path, bool onlyShown = false);
    /*! Shows only \a op's messages (null: every message again), with a bar that says so. */
    void showOperation(const Mcp::Operation *op);
    /*!
     * Selects the message numbered \a serial (MessageLogModel::serialOf()) and shows it; the filters that hide it are
     * cleared first. False when the log no longer has it.
     */
    bool selectMessage(qint64 serial);

    /*! Makes this the view of every server's traffic at once, with a Server column (a log of several servers). */
    void setAllServers(bool all);
    bool isAllServers() const { return m_allServers; }
    /*! "All Servers" in the bar: checked in the view of every server. */
    QAction *allServersAction() const { return m_allServersAction; }

    Mcp::MessageLogModel *log() const { return m_log; }
    Mcp::MessageLogFilterModel *filter() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    /*! The JSON shown for the selected message. */
    QString detailText() const;

    void setSearchDelay(int ms) { m_searchTimer.setInterval(ms); }

signals:
    /*! A person asked for every server's traffic (true) or the selected server's (false). */
    void allServersRequested(bool all);

private:
    QToolBar *createToolBar();
    void addResendAction(QToolBar *bar);
    void updateResendAction();
    QWidget *createScopeBar();
    QSplitter *createMessageSplitter();
    void followNewRows();
    void applySearch();
    void applyKinds();
    void onCurrentChanged();
    void onScrollTick();
    void copySelected();
    void exportWithDialog();
    void updateWidgets();

    QPointer<Mcp::MessageLogModel> m_log;
    QPointer<Mcp::McpSession> m_session;
    QAction *m_resendAction = nullptr;
    Mcp::MessageLogModel *m_noLog = nullptr; // what is shown without a log: nothing
    Mcp::MessageLogFilterModel *m_filter = nullptr;
    QComboBox *m_direction = nullptr;
    QCheckBox *m_requests = nullptr;
    QCheckBox *m_responses = nullptr;
    QCheckBox *m_notifications = nullptr;
    QCheckBox *m_errors = nullptr;
    QCheckBox *m_faultsOnly = nullptr;
    QLineEdit *m_search = nullptr;
    QTreeView *m_view = nullptr;
    QPlainTextEdit *m_detail = nullptr;
    QLabel *m_hint = nullptr;
    QWidget *m_scopeBar = nullptr;
    QAction *m_allServersAction = nullptr;
    bool m_allServers = false;
    QLabel *m_scopeLabel = nullptr;
    QTimer m_searchTimer;
    QTimer m_scrollTimer;
    bool m_rowsInserted = false;
    bool m_atBottom = true;
};

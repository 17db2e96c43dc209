// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace Mcp {
class McpSession;
class ServerLog;
class ServerLogFilterModel;
class ServerLogModel;
} // namespace Mcp

/*!
 * The Logs tab: the selected server's log messages and stderr lines (a ServerLog per server, kept from the moment
 * the server is watched), filtered by level, logger and text; the level asked of the server; export to a file.
 */
class LogsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogsView)
public:
    explicit LogsView(QWidget *parent = nullptr);

    /*! Starts keeping \a session's log, shown or not. */
    void watchSession(Mcp::McpSession *session);
    /*! Shows \a session's log (watching it if it was not). Null: nothing. */
    void setSession(Mcp::McpSession *session);
    /*! The log of \a session, or null when it is not watched. */
    Mcp::ServerLog *log(Mcp::McpSession *session) const { return m_logs.value(session); }
    /*! Writes the rows shown to \a fileName, one line each; false when it cannot be written. */
    bool exportTo(const QString &fileName) const;

private:
    void createFilters(QLayout *layout);
    void askLevel();
    void exportToFile();
    void updateNote();

    QHash<Mcp::McpSession *, Mcp::ServerLog *> m_logs;
    QPointer<Mcp::McpSession> m_session;
    Mcp::ServerLogModel *m_model;
    Mcp::ServerLogFilterModel *m_filter;
    QTableView *m_table;
    QComboBox *m_minimumLevel = nullptr;
    QLineEdit *m_logger = nullptr;
    QLineEdit *m_text = nullptr;
    QComboBox *m_serverLevel = nullptr;
    QPushButton *m_setLevel = nullptr;
    QLabel *m_note;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>
#include <QPointer>

#include "session/mcpsession.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

/*!
 * The inspector's main window: connect to one server, see its state, its tools with their async markers,
 * and the connection log.
 */
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /*! Fills the connection form from \a config and connects. */
    void connectTo(const Mcp::ServerConfig &config);

private:
    void onConnectClicked();
    void updateWidgets();
    void showTools();
    void appendLog(const Mcp::LogEntry &entry);
    Mcp::ServerConfig configFromForm() const;

    QComboBox *m_kind = nullptr;
    QLineEdit *m_target = nullptr;
    QComboBox *m_era = nullptr;
    QPushButton *m_connectButton = nullptr;
    QLabel *m_state = nullptr;
    QTreeWidget *m_tools = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QPointer<Mcp::McpSession> m_session;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QPointer>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace Mcp {
class McpSession;
class MessageLogModel;
class ResendRequest;
} // namespace Mcp

/*!
 * "Edit and Resend…" of a client request of the traffic: a JSON editor with its method and params, checked as
 * they are typed; Send (Ctrl+Return) sends them as a new request with a new id; then the original answer and the
 * new one side by side, and their differences in a table. The logic is ResendRequest's.
 */
class ResendDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResendDialog)
public:
    /*! The request of \a row of \a log (not owned), to be sent through \a session (not owned; may be null). */
    ResendDialog(Mcp::MessageLogModel *log, int row, Mcp::McpSession *session, QWidget *parent = nullptr);
    ~ResendDialog() override;

    Mcp::ResendRequest *request() const { return m_request; }
    QPlainTextEdit *editor() const { return m_editor; }
    QPushButton *sendButton() const { return m_send; }
    /*! Why the text cannot be sent, or that it can. */
    QString validityText() const;
    /*! What happened to the last send: "Sent as id 7…", an error… */
    QString statusText() const;
    QTableWidget *differencesTable() const { return m_differences; }

    /*! Sends the text now, as Send does (nothing when Send is disabled). */
    void send();

private:
    QWidget *createAnswers();
    void updateValidity();
    void onSent();
    void onFinished();
    void showDifferences();

    QPointer<Mcp::McpSession> m_session;
    Mcp::ResendRequest *m_request = nullptr;
    QPlainTextEdit *m_editor = nullptr;
    QLabel *m_validity = nullptr;
    QPushButton *m_send = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_originalAnswer = nullptr;
    QPlainTextEdit *m_newAnswer = nullptr;
    QTableWidget *m_differences = nullptr;
    QLabel *m_differencesSummary = nullptr;
    bool m_valid = false;
};

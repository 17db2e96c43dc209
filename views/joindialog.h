// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QPointer>

#include "operations/operationmanager.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

/*!
 * "Join…": attaches to an operation started elsewhere (another client, an earlier run) by its server, dialect
 * and handle (a token, a task id, a saga token, or {"requestId": …, "resumeToken": …}). OK joins through the
 * manager; a handle the dialect cannot read keeps the dialog open with the reason.
 */
class JoinDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JoinDialog)
public:
    explicit JoinDialog(Mcp::OperationManager *manager, QWidget *parent = nullptr);
    ~JoinDialog() override;

    void setServer(const QString &name);
    QString server() const;
    void setDialect(Mcp::Dialect dialect);
    Mcp::Dialect dialect() const;
    void setHandle(const QString &handle);
    QString handle() const;

    /*! The joined operation, once accepted. */
    Mcp::Operation *operation() const { return m_operation; }
    /*! The reason the last join failed. */
    QString errorText() const;

    void accept() override;

private:
    void updateWidgets();

    QPointer<Mcp::OperationManager> m_manager;
    QPointer<Mcp::Operation> m_operation;
    QComboBox *m_server = nullptr;
    QComboBox *m_dialect = nullptr;
    QPlainTextEdit *m_handle = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

#include "operations/operationmanager.h"

class GuiInputHandler;
class QLabel;
class QPushButton;
class QTreeView;

namespace Mcp {
class InputRequestModel;
}

/*!
 * The prompts waiting for a person, from every operation of every server (InputRequestModel). "Answer" or a
 * double-click opens the prompt's dialog through the GuiInputHandler. count()/countChanged() feed the badge.
 */
class PromptInbox final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PromptInbox)
public:
    explicit PromptInbox(QWidget *parent = nullptr);
    ~PromptInbox() override;

    /*! Lists \a manager's prompts (not owned) and answers them through \a handler (not owned). */
    void setManager(Mcp::OperationManager *manager, GuiInputHandler *handler);
    /*! Prompts waiting. */
    int count() const;
    Mcp::InputRequestModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

    /*! Opens the dialog of the selected prompt (the first one when none is selected). */
    void answerSelected();

signals:
    void countChanged(int count);

private:
    void updateWidgets();

    QPointer<Mcp::OperationManager> m_manager;
    QPointer<GuiInputHandler> m_handler;
    Mcp::InputRequestModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_answer = nullptr;
};

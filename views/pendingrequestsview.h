// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeView;

namespace Mcp {
class PendingRequestModel;
}

/*!
 * The Waiting tab: every request still waiting for an answer, both ways, of every server, with its age and its
 * timeout clock. Cancel (or Delete) cancels the selected request when it is ours; the server's requests are
 * answered where they are asked (the Questions tab).
 */
class PendingRequestsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingRequestsView)
public:
    explicit PendingRequestsView(QWidget *parent = nullptr);

    /*! The model shown (owned by the view): add the sessions to it. */
    Mcp::PendingRequestModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

    /*! Cancels the selected request if it is ours; false otherwise. */
    bool cancelSelected();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString emptyHint() const;
    void updateActions();

    Mcp::PendingRequestModel *m_model;
    QTreeView *m_view;
    QPushButton *m_cancel;
    QLabel *m_summary;
};

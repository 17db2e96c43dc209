// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QPointer>

#include "recording/faultplan.h"
#include "workspace/faultinjector.h"

#include <memory>

class QPushButton;
class QTreeWidget;

namespace Ui {
class FaultsDialog;
}

namespace Mcp {
class McpSession;
class Workspace;
} // namespace Mcp

/*!
 * Server ▸ Faults…: the faults committed between the inspector and one server (FaultInjector). A form for the plan
 * (latency, a dropped link every N s, SSE streams closed early and 503 answers over HTTP, a stalled answer, a message
 * dropped or sent twice), Apply, Drop Link Now (over stdio: the server is killed and started again) and Remove
 * Faults, and the faults as they hit, newest last. Each hit is also marked on the operations running then.
 */
class FaultsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FaultsDialog)
public:
    FaultsDialog(Mcp::Workspace *workspace, Mcp::McpSession *session, QWidget *parent = nullptr);
    ~FaultsDialog() override;

    /*! The plan the form describes. */
    Mcp::FaultPlan formPlan() const;
    void setFormPlan(const Mcp::FaultPlan &plan);

    // For tests and the screenshot tour.
    QPushButton *applyButton() const;
    QPushButton *dropButton() const;
    QPushButton *removeButton() const;
    QTreeWidget *hitsView() const;
    QString stateText() const;
    Mcp::FaultInjector *injector() const { return m_injector; }

    /*! The most hits the list keeps; older ones leave it. */
    static constexpr int MaxHitRows = 1000;

private:
    void apply();
    void updateState();
    void addHit(qint64 timeMs, const QString &what, const QJsonObject &details);

    std::unique_ptr<Ui::FaultsDialog> m_ui;
    QPointer<Mcp::FaultInjector> m_injector;
    QString m_error; // why the last Apply was refused
};

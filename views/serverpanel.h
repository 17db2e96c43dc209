// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QCheckBox;
class QCustomPlot;
class QLabel;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace Mcp {
class McpSession;
class PingMonitor;
struct PingSample;
} // namespace Mcp

/*!
 * The Server tab: what the selected server said about itself and what this client declared (ServerDescription,
 * as a tree), and its round-trip time: a probe on demand, every few seconds while the tab is shown, charted.
 */
class ServerPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerPanel)
public:
    explicit ServerPanel(QWidget *parent = nullptr);

    void setSession(Mcp::McpSession *session);
    Mcp::PingMonitor *pingMonitor() const { return m_monitor; }
    QTreeWidget *tree() const { return m_tree; }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QWidget *createPingArea();
    void rebuildTree();
    void updateActive();
    void onSample(const Mcp::PingSample &sample);
    void replot();

    QPointer<Mcp::McpSession> m_session;
    Mcp::PingMonitor *m_monitor = nullptr;
    QTreeWidget *m_tree;
    QCustomPlot *m_plot = nullptr;
    QLabel *m_rtt = nullptr;
    QCheckBox *m_auto = nullptr;
    QSpinBox *m_interval = nullptr;
    QTimer m_replotTimer; // coalesces replots: one per burst of samples
};

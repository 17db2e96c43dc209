// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include "operations/operation.h"
#include "operations/operationmanager.h"

class ProgressPlotWidget;
class ResultViewer;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace Ui {
class OperationDetailPane;
}

/*!
 * Everything about one operation: a header (tool, server, dialect, the handle with a copy button, the status with
 * the server's own word, the expiry countdown), the progress chart, the operation's event log and the result.
 * Saga operations get a token editor, to test a server's tamper check.
 */
class OperationDetailPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OperationDetailPane)
public:
    explicit OperationDetailPane(QWidget *parent = nullptr);
    ~OperationDetailPane() override;

    /*! The manager (not owned) that knows the operations' sessions and runs cancel/refresh. */
    void setManager(Mcp::OperationManager *manager);
    /*! Shows \a op (not owned; null: nothing). */
    void setOperation(Mcp::Operation *op);
    Mcp::Operation *operation() const;

    ProgressPlotWidget *plot() const { return m_plot; }
    ResultViewer *resultViewer() const { return m_result; }
    QTreeWidget *eventList() const { return m_events; }
    /*! The expiry countdown as shown ("expires in 4:10 (ttl)", "no expiry"…). */
    QString expiryText() const;
    /*! The poll figures as shown (whole, even where the label cuts them); empty when the row is hidden. */
    QString pollsText() const;
    /*! The whole status line (the label shows a long message cut, with all of it as its tooltip). */
    QString statusText() const;

signals:
    /*! "Its Traffic": show the messages of \a op in the traffic of its server. */
    void trafficRequested(Mcp::Operation *op);
    /*! "Save Report…": write \a op's JSON report. */
    void reportRequested(Mcp::Operation *op);
    /*! "Open in Resources" of a resource in the result or of a progress notification's resourceUri. */
    void openResourceRequested(const QString &uri);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createCornerActions();
    void connectButtons();
    void setFittedText(QLabel *label, const QString &text, int lines = 1);
    void fitText(QLabel *label);
    void updateHeader();
    void updateExpiry();
    void updatePolls();
    void syncEvents();
    void scheduleEventSync();
    void updateOutputSchema();

    std::unique_ptr<Ui::OperationDetailPane> m_ui;
    QPointer<Mcp::OperationManager> m_manager;
    QPointer<Mcp::Operation> m_op;

    QLabel *m_title = nullptr;
    QLabel *m_where = nullptr;
    QLabel *m_status = nullptr;
    QLineEdit *m_handle = nullptr;
    QPushButton *m_copyHandle = nullptr;
    QLabel *m_expiry = nullptr;
    enum class ExpiryUrgency
    {
        None,
        Soon,
        Over
    };
    ExpiryUrgency m_expiryUrgency = ExpiryUrgency::None; // the style m_expiry has
    QLabel *m_times = nullptr;
    QLabel *m_polls = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_cancel = nullptr;
    QGroupBox *m_sagaBox = nullptr;
    QLineEdit *m_sagaToken = nullptr;
    QTabWidget *m_tabs = nullptr;
    ProgressPlotWidget *m_plot = nullptr;
    QTreeWidget *m_events = nullptr;
    ResultViewer *m_result = nullptr;

    QTimer m_tick; // 1 s: the expiry countdown, only while shown
    QTimer m_eventTimer; // coalesces event-log updates
    qsizetype m_shownEvents = 0;
    qint64 m_lastEventMs = 0;
    QString m_lastEventText;
};

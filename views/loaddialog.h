// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <optional>

#include <QDialog>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>

#include "diagnosis/loadrun.h"
#include "protocol/dialect.h"

class QCheckBox;
class QComboBox;
class QCPGraph;
class QCustomPlot;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace Mcp {
class McpSession;
class OperationManager;
struct ToolInfo;
} // namespace Mcp

/*!
 * Server ▸ Load Test…: one tool of a server launched many times through the operations engine (Mcp::LoadRun, as
 * `mcp-async load` does), with at most so many at once. The plan (tool, dialect, arguments as JSON, concurrency,
 * total, whether finished operations stay in the table, the expiry asked for, a forced dialect) above; Start and Stop;
 * a progress bar of the operations ended; a live chart of the operations in flight, completed and failed over the run's
 * seconds, with each operation's time from launch to end as a point at the moment it ended; and the figures (accept,
 * first progress, completion: count, p50, p90, p99, max), the throughput, the polls and the ends by kind, which Save
 * JSON… writes.
 *
 * Modeless and deleted on close. Closing it while a run goes on stops the run: the running operations are
 * cancelled, and the run lives on until their ends are heard, so that they still leave the table.
 *
 * The chart and the figures are redrawn by one timer (250 ms) while the run goes on and once when it ends, never
 * once per operation.
 */
class LoadDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoadDialog)
public:
    /*! The rows of the figures table. */
    enum FigureRow
    {
        AcceptRow,
        FirstProgressRow,
        CompletionRow,
        FigureRowCount
    };
    /*! The columns of the figures table (times in ms). */
    enum FigureColumn
    {
        CountColumn,
        P50Column,
        P90Column,
        P99Column,
        MaxColumn,
        FigureColumnCount
    };
    /*! The lines below the figures table. */
    enum FigureLine
    {
        ThroughputLine, // completions per second
        PollsLine, // status queries sent
        ErrorsLine, // the ends that were no completion, by kind
        FigureLineCount
    };
    /*! What the chart draws over the run's seconds. */
    enum Series
    {
        InFlightSeries, // operations launched and not ended (left axis)
        CompletedSeries, // completions so far
        FailedSeries, // other ends so far
        CompletionTimeSeries, // a point per completion: its time from launch, in ms (right axis)
        FailureTimeSeries, // the same for every other end
        SeriesCount
    };

    /*! A load run of \a tool of \a session's server (both not owned), launched through \a manager (not owned). */
    LoadDialog(
        Mcp::OperationManager *manager, Mcp::McpSession *session, const QString &tool, QWidget *parent = nullptr);
    ~LoadDialog() override;

    /*! Why Start is disabled (the server not ready, a plan that cannot run); empty when it can start. */
    QString blocker() const;
    /*! The line under the plan: what is missing, or what Start or Stop will do. */
    QString hintText() const;
    /*! The line under the progress bar: where the run is (launched, running, completed, failed, elapsed). */
    QString statusText() const;
    /*!
     * Writes the run's summary (Mcp::LoadRun::summary(), indented) to \a path. False, with \a error set, when there
     * was no run yet or the file cannot be written.
     */
    bool saveSummary(const QString &path, QString *error = nullptr) const;
    /*! Stops the run: no more launches, and the running operations are cancelled (as Stop). */
    void stop();

    // For tests: the plan, the run, and what the dialog shows of it.
    /*!
     * Fills in the plan: \a tool, \a dialect ("auto" or a dialect's name), the arguments as JSON text,
     * \a concurrency and \a total, as a person would type them (nothing is checked or started here).
     */
    void setPlan(const QString &tool, const QString &dialect, const QString &argumentsJson, int concurrency, int total);
    /*!
     * Fills in the rest of the plan: the expiry asked for, in seconds (the ttl or the keepAlive, whichever the
     * dialect has; 0: the server's default), and whether a dialect the tool or the server rules out is sent anyway.
     */
    void setLaunchExtras(int expirySeconds, bool force);
    /*! Starts the plan, as Start does: nothing happens while blocker() says why not. */
    void start();
    /*! The current or last run, or null (none yet). */
    Mcp::LoadRun *run() const { return m_run; }
    QCustomPlot *chart() const { return m_plot; }
    /*! One of the chart's graphs. */
    QCPGraph *graph(Series series) const { return m_graphs.at(series); }
    /*! The figures table: text in Qt::DisplayRole, the number itself in Qt::UserRole. */
    QTableWidget *figuresTable() const { return m_figures; }
    /*! The text of a line below the table. */
    QString figureLineText(FigureLine line) const;
    /*! Ended of total, as Start set it. */
    QProgressBar *progressBar() const { return m_progress; }
    /*! Start, and Stop. */
    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }
    /*! Replots done so far: a run of thousands must cost a few per second, not one per operation. */
    int replotCount() const { return m_replotCount; }
    void setRefreshInterval(int ms) { m_refreshTimer.setInterval(ms); }

public slots:
    void done(int result) override;

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QLayout *createPlan();
    QSpinBox *countBox(const QString &objectName, int maximum, int value, const QString &toolTip);
    QLabel *createLine(const QString &objectName);
    QLayout *createButtons();
    QWidget *createChart();
    QWidget *createFigures();
    void fillTools();
    void fillDialects();
    void selectTool(const QString &name);
    void selectDialect(std::optional<Mcp::Dialect> dialect);
    /*! The dialect the run would launch in: the one chosen, or what auto picks; none for an unknown name. */
    std::optional<Mcp::Dialect> chosenDialect() const;
    /*! What auto picks for the tool, from its markers and the server's capabilities in this era. */
    Mcp::Dialect automaticDialect() const;
    /*! The tool as listed, or one with only its name when it is not listed (yet). */
    Mcp::ToolInfo toolOrName() const;
    QJsonObject serverCapabilities() const;
    bool isModern() const;
    std::optional<Mcp::ToolInfo> toolInfo() const;
    /*! The plan as the widgets say, or why it cannot run. */
    QString readPlan(Mcp::LoadRun::Plan *plan) const;
    void applyPalette();
    void updateWidgets();
    void resetChart();
    /*! Where the run is now, as one point per line (\a force: a point of its own, not merged into the last one). */
    void recordSample(bool force);
    void onOperationEnded(double atMs, double durationMs, bool completed);
    /*! Halves the points of the times, so that the chart costs the same however long the run. */
    void thinTimes();
    void onFinished();
    /*! The timer's work: the progress bar and the status line, the figures, and the chart when it is stale. */
    void refresh();
    void refreshStatus();
    void refreshFigures();
    /*! Draws the chart when it is stale and shown. */
    void replot();
    /*! Stops a run that goes on and hands it to the manager until its last end: the dialog is going. */
    void letRunEnd();

    // The plan.
    QComboBox *m_tool = nullptr, *m_dialect = nullptr;
    QPlainTextEdit *m_arguments = nullptr;
    QSpinBox *m_concurrency = nullptr, *m_total = nullptr;
    QCheckBox *m_keep = nullptr;
    QSpinBox *m_expiry = nullptr; // seconds: the ttl or the keepAlive asked for, as the dialect has one
    QCheckBox *m_force = nullptr;
    // What is missing or what will happen; where the run is.
    QLabel *m_hint = nullptr, *m_status = nullptr;
    QPushButton *m_start = nullptr, *m_stop = nullptr, *m_save = nullptr;
    QProgressBar *m_progress = nullptr;
    // The chart and the figures.
    QCustomPlot *m_plot = nullptr;
    std::array<QCPGraph *, SeriesCount> m_graphs {};
    QTableWidget *m_figures = nullptr;
    std::array<QLabel *, FigureLineCount> m_lines {};
    // The engine, the server, and the current or last run.
    QPointer<Mcp::OperationManager> m_manager;
    QPointer<Mcp::McpSession> m_session;
    QPointer<Mcp::LoadRun> m_run;
    QTimer m_refreshTimer;
    double m_lastSampleKey = 0; // seconds
    double m_longestMs = 0; // the longest time drawn, for the right axis
    qint64 m_endsSeen = 0; // ends heard from the run, drawn or not
    int m_timesStride = 1; // every how many ends one is drawn (thinTimes())
    bool m_needReplot = false;
    int m_replotCount = 0;
};

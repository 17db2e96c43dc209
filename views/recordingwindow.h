// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSlider;
class QStandardItemModel;
class QTableView;
class ExpertView;
class ProgressPlotWidget;
class TimelineView;
class TrafficView;

namespace Mcp {
class Operation;
class RecordingPlayer;
} // namespace Mcp

/*!
 * A recording opened read-only, in a window of its own: its tool calls (tool, dialect, statuses, progress, the
 * server's questions, outcome) with the selected one's progress chart and report, their timeline, its traffic, what
 * the lint finds and its link events, as of a position a slider sets or Play moves at 1x, 10x or 100x ("At once" jumps
 * to the end). A live recording (a tap's, followed) stays at its end and grows.
 */
class RecordingWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordingWindow)
public:
    explicit RecordingWindow(QWidget *parent = nullptr);
    ~RecordingWindow() override;

    /*! Opens \a path (\a live: follows it as it grows); false with \a error when it cannot be read. */
    bool open(const QString &path, bool live, QString *error);

    Mcp::RecordingPlayer *player() const { return m_player; }
    QTableView *callsView() const { return m_calls; }
    /*! The progress chart of the selected call. */
    ProgressPlotWidget *chart() const { return m_chart; }
    QSlider *slider() const { return m_slider; }
    /*! The calls as lanes of their statuses, prompts and cancels, as of the position. */
    TimelineView *timeline() const { return m_timeline; }
    /*! Writes the report of call \a row as of the position to \a path; false with \a error when it cannot. */
    bool saveReport(int row, const QString &path, QString *error);

private:
    void createPlaybackBar();
    void refresh();
    void fillCalls();
    void showSelectedCall();
    void showTimeline();
    void saveReportInteractively();

    Mcp::RecordingPlayer *m_player;
    QSlider *m_slider;
    QLabel *m_clock;
    QComboBox *m_speed;
    QAction *m_playAction;
    QStandardItemModel *m_callsModel;
    QTableView *m_calls;
    ProgressPlotWidget *m_chart;
    Mcp::Operation *m_shownCall = nullptr; // what the chart shows, made from the recording
    TimelineView *m_timeline;
    QList<Mcp::Operation *> m_timelineCalls; // what the timeline shows, made from the recording
    TrafficView *m_traffic;
    ExpertView *m_expert;
    QPlainTextEdit *m_events;
    qsizetype m_eventsShown = 0;
    QLabel *m_about;
};

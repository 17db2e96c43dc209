// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QPointer>
#include <QRectF>
#include <QTimer>
#include <QWidget>

#include "operations/operation.h"

class QCheckBox;
class QCustomPlot;
class QScrollBar;
class QToolBar;
class TimelineLanes;

namespace Mcp {
class OperationManager;
}

/*!
 * Every operation of every server as a lane on one time axis: its status history as coloured spans with the
 * status word written in, marks for prompts asked and answered, disconnects and resumes, cancels and restarts,
 * and the expiry deadline ahead as a dashed end. Lanes are grouped by server (or in the order they started).
 *
 * Time zooms with the wheel and pans by dragging; the lanes scroll with the scroll bar, Shift+wheel or a vertical
 * drag. "Follow now" keeps the right edge at the present. Hovering a lane tells what it was doing then; clicking
 * it selects the operation (operationActivated), and setCurrentOperation() brings a lane into view.
 *
 * Changes only mark the view dirty; a timer replots at most every 100 ms and only while it is visible, and a
 * replot draws only the lanes in view, so a thousand operations cost what thirty do.
 */
class TimelineView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineView)
public:
    /*! What a lane carries besides its spans. Disconnects and resumes come from the status history. */
    enum class MarkKind
    {
        PromptAsked,
        PromptAnswered,
        Disconnected,
        Resumed,
        CancelRequested,
        Restored,
        Silent,
        Alive,
        Fault
    };
    struct Span
    {
        qint64 fromMs = 0;
        qint64 toMs = 0;
        Mcp::OperationStatus status = Mcp::OperationStatus::Submitted;
    };
    struct Mark
    {
        qint64 timeMs = 0;
        MarkKind kind = MarkKind::PromptAsked;
        QString text;
    };

    explicit TimelineView(Mcp::OperationManager *manager, QWidget *parent = nullptr);
    ~TimelineView() override;

    /*!
     * Shows \a ops besides the manager's (a recording's calls, made by the caller and not owned here), as of
     * \a nowMs, the present of a recording: running lanes end there and "follow now" keeps it at the right edge. A
     * later call replaces them.
     */
    void showOperations(const QList<Mcp::Operation *> &ops, qint64 nowMs);
    /*! The present: the clock's, or the one showOperations() gave. */
    qint64 nowMs() const;

    /*! Highlights the lane of \a id (empty: none) and scrolls it into view. */
    void setCurrentOperation(const QString &id);
    QString currentOperation() const { return m_current; }

    bool followsNow() const { return m_followNow; }
    void setFollowNow(bool follow);
    bool groupsByServer() const { return m_groupByServer; }
    void setGroupByServer(bool group);
    /*! Shows every lane's whole time, from the first start to the last end or the present (follow now stays). */
    void fitAll();

    /*!
     * Writes the timeline to \a path as PNG, SVG or PDF, by its suffix, at the view's size. Returns false and
     * sets \a error when the format is unknown or the file cannot be written.
     */
    bool exportTo(const QString &path, QString *error = nullptr);

    // For tests and the benchmark.
    /*! The operation ids of the lanes from top to bottom; a server's group starts with "" when grouping. */
    QStringList laneIds() const;
    /*! The spans of \a id's lane up to \a nowMs (a running operation's last span ends there). */
    QList<Span> spansOf(const QString &id, qint64 nowMs) const;
    QList<Mark> marksOf(const QString &id) const;
    /*! Where the badges of \a id's marks are drawn, in plot coordinates, in the order of marksOf(). */
    QList<QRectF> markBoxesOf(const QString &id) const;
    /*! The operation whose lane is at \a pos (plot coordinates), or empty. */
    QString operationAt(const QPoint &pos) const;
    /*! What the tooltip says at \a pos. */
    QString describeAt(const QPoint &pos) const;
    /*! The pixel centre of \a id's lane at \a timeMs, in plot coordinates (invalid when out of view). */
    QPoint pointOf(const QString &id, qint64 timeMs) const;
    QCustomPlot *plot() const { return m_plot; }
    int replotCount() const { return m_replotCount; }
    /*! Lanes the last replot drew. */
    int drawnLaneCount() const;
    bool isRefreshScheduled() const { return m_refreshTimer.isActive(); }
    void setRefreshInterval(int ms) { m_refreshTimer.setInterval(ms); }

signals:
    /*! A person clicked the lane of \a id. */
    void operationActivated(const QString &id);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    friend class TimelineLanes;
    struct Lane
    {
        QPointer<Mcp::Operation> op; // null: the header of a server's group
        QString server;
    };

    void createToolBar();
    void setUpAxes();
    void connectPointer();
    void connectScrolling();
    void createTimers();
    void watch(Mcp::Operation *op);
    void onOperationsRemoved(const QStringList &ids);
    void markLanesDirty();
    void scheduleReplot();
    void onRefreshTimer();
    void rebuildLanes();
    void applyPalette();
    void followNow();
    void clampLanes();
    void syncScrollBar();
    int laneIndexOf(const QString &id) const;
    int laneAt(double y) const;
    int visibleLaneCapacity() const;
    QString laneLabel(const Lane &lane) const;
    static QList<Span> spansOf(const Mcp::Operation *op, qint64 nowMs);
    static QList<Mark> marksOf(const Mcp::Operation *op);
    QList<QRectF> markBoxes(const QList<Mark> &marks, double centre, double barHeight) const;
    static double keyOf(qint64 ms) { return double(ms) / 1000.0; }

    QPointer<Mcp::OperationManager> m_manager;
    QCustomPlot *m_plot = nullptr;
    TimelineLanes *m_lanesPlottable = nullptr;
    QScrollBar *m_scrollBar = nullptr;
    QToolBar *m_toolBar = nullptr;
    QCheckBox *m_followBox = nullptr;
    QCheckBox *m_groupBox = nullptr;
    QList<QPointer<Mcp::Operation>> m_shown; // showOperations()
    qint64 m_fixedNowMs = -1;
    QList<Lane> m_lanes;
    QHash<QString, int> m_laneOf; // operation id -> lane index
    QString m_current;
    QTimer m_refreshTimer;
    QTimer m_nowTimer;
    QPoint m_pressPos;
    bool m_lanesDirty = true;
    bool m_needReplot = true;
    bool m_followNow = true;
    bool m_groupByServer = true;
    bool m_syncingScrollBar = false;
    int m_replotCount = 0;
};

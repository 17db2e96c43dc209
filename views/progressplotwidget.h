// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointer>
#include <QRect>
#include <QTimer>
#include <QWidget>

#include "operations/operation.h"

class QCustomPlot;
class QCPGraph;
class QCPAbstractItem;
class QLabel;

namespace Mcp {
class ProgressSeriesModel;
}

/*!
 * The progress of one operation against time: percent when the server gives a total, the raw value otherwise,
 * activity ticks for every report (what an indeterminate operation honestly shows), and markers for status
 * changes, prompts, disconnects and errors. A small label gives the rate and the ETA.
 *
 * Sources only mark the chart dirty; a 200 ms timer replots, and only while the widget is visible.
 */
class ProgressPlotWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProgressPlotWidget)
public:
    explicit ProgressPlotWidget(QWidget *parent = nullptr);
    ~ProgressPlotWidget() override;

    /*! Shows \a op (not owned; null: nothing). */
    void setOperation(Mcp::Operation *op);
    Mcp::Operation *operation() const { return m_op; }

    /*! Replots done so far (for tests: floods of samples must cost few replots). */
    int replotCount() const { return m_replotCount; }
    /*! Markers drawn (status changes, prompts, disconnects, errors). */
    int markerCount() const { return int(m_markerItems.size() / 2); }
    /*! Where the marker labels shown are drawn, in the plot's pixels (a label that fits nowhere is not shown). */
    QList<QRect> markerLabelRects() const;
    /*! Points on the progress line and activity ticks drawn. */
    int pointCount() const;
    int activityTickCount() const;
    /*! True when the values are percentages of a known total. */
    bool isPercentMode() const { return m_percentMode; }
    /*! True while a replot waits for the refresh timer (never while hidden). */
    bool isRefreshScheduled() const { return m_refreshTimer.isActive(); }
    /*! True while the chart follows the operation (until a person drags or scrolls it; double-click: again). */
    bool followsOperation() const { return m_autoScale; }
    /*! The rate and ETA text. */
    QString infoText() const;

    void setRefreshInterval(int ms) { m_refreshTimer.setInterval(ms); }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createGraphs();
    void createInteractions();
    void scheduleReplot();
    void onRefreshTimer();
    void onRowsInserted(int first, int last);
    void rebuildSeries();
    void addSamples(int first, int last, bool replace);
    void rebuildMarkers();
    void applyPalette();
    void rescale();
    void alignMarkerLabels();
    void updateHold();
    void updateTickCount();
    void updateInfo();
    void setInfoText(const QString &text);
    double keyOf(qint64 timeMs) const { return double(timeMs - m_originMs) / 1000.0; }

    QPointer<Mcp::Operation> m_op;
    Mcp::ProgressSeriesModel *m_model = nullptr;
    QCustomPlot *m_plot = nullptr;
    QCPGraph *m_graph = nullptr;
    QCPGraph *m_activity = nullptr;
    QCPGraph *m_hold = nullptr; // the last value, held from its report to now (or to the end)
    QList<QCPAbstractItem *> m_markerItems; // line and label per marker
    QLabel *m_info = nullptr;
    QString m_infoText; // m_info shows it cut to its width
    QTimer m_refreshTimer;
    QTimer m_infoTimer;
    qint64 m_originMs = 0;
    double m_maxValue = 0;
    double m_lastKey = 0;
    double m_lastMarkerKey = 0;
    bool m_percentMode = false;
    bool m_needReplot = false;
    bool m_autoScale = true;
    QPoint m_pressPos;
    int m_replotCount = 0;
};

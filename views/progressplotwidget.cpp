// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "progressplotwidget.h"

#include <cmath>
#include <limits>

#include <QDateTime>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

#include "models/format.h"
#include "models/progressseriesmodel.h"
#include "plot/qcp.h"
#include "plotexport.h"

using namespace Mcp;

namespace {
// The rate is taken over this much recent history, like Operation::estimatedCompletion().
constexpr qint64 RateWindowMs = 60000;
// Charts of young operations still show this many seconds, so that the first samples are not stretched.
constexpr double MinSpanSeconds = 10.0;
// Activity ticks sit in a strip at the bottom of the chart (fraction of the axis rect height).
constexpr double ActivityLevel = 0.025;
// Rows of marker labels, from the top of the chart.
constexpr int LabelRows = 5;

QColor markerColor(OperationEvent::Kind kind, const QPalette &palette)
{
    switch (kind) {
    case OperationEvent::Kind::Input:
        return QColor(0xe0, 0x8a, 0x00); // amber: someone must answer
    case OperationEvent::Kind::Connection:
        return QColor(0x80, 0x80, 0x80);
    case OperationEvent::Kind::Error:
        return QColor(0xd0, 0x30, 0x30);
    default:
        return palette.color(QPalette::Link);
    }
}

QString markerLabel(const OperationEvent &event)
{
    QString text = event.text.simplified();
    if (text.size() > 28)
        text = text.left(27) + QChar(0x2026);
    return text;
}
} // namespace

ProgressPlotWidget::ProgressPlotWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new ProgressSeriesModel(this))
    , m_plot(new QCustomPlot(this))
    , m_info(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_info);
    m_info->setObjectName(QStringLiteral("progressInfo"));
    m_info->setContentsMargins(4, 0, 4, 2);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_plot->setMinimumHeight(120);
    m_plot->setAccessibleName(tr("Progress chart"));
    m_plot->setAccessibleDescription(tr("The operation's progress over time, with its rate and ETA below"));
    m_plot->setToolTip(tr("Drag or scroll to look at a time span; double-click to follow the operation again"));

    // Elapsed time since the operation was created, as h:mm:ss.
    QSharedPointer<QCPAxisTickerTime> ticker(new QCPAxisTickerTime);
    ticker->setTimeFormat(QStringLiteral("%h:%m:%s"));
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setLabel(tr("elapsed"));

    m_graph = m_plot->addGraph();
    m_graph->setName(tr("progress"));
    m_graph->setAdaptiveSampling(true);
    m_graph->setLineStyle(QCPGraph::lsStepLeft); // progress holds its value until the next report

    // Activity ticks: one short vertical bar per report, on a hidden 0..1 axis so they stay at the bottom.
    m_plot->yAxis2->setRange(0, 1);
    m_plot->yAxis2->setVisible(false);
    m_activity = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    m_activity->setName(tr("reports"));
    m_activity->setLineStyle(QCPGraph::lsNone);
    // Every report is a tick, yet ticks that fall on the same pixel are drawn once: a long flood would otherwise
    // make each replot draw thousands of bars on top of each other.
    m_activity->setAdaptiveSampling(true);

    auto *exportAction = new QAction(tr("Export Image…"), m_plot);
    exportAction->setToolTip(tr("Save the chart as PNG, SVG or PDF"));
    connect(exportAction, &QAction::triggered, this, [this] {
        PlotExport::saveWithDialog(m_plot, this,
            m_op ? QStringLiteral("progress-%1-%2").arg(m_op->tool(), m_op->id()) : QStringLiteral("progress"));
    });
    m_plot->addAction(exportAction);
    m_plot->setContextMenuPolicy(Qt::ActionsContextMenu);

    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    // A drag looks at another time span and stops following; a mere click (to focus, to open the menu) does not,
    // or the chart would freeze while the footer runs on to 100 %.
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) { m_pressPos = event->pos(); });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        if ((event->buttons() & Qt::LeftButton) && (event->pos() - m_pressPos).manhattanLength() >= 4)
            m_autoScale = false;
    });
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this] { m_autoScale = false; });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] {
        m_autoScale = true;
        scheduleReplot();
    });

    m_refreshTimer.setInterval(200);
    connect(&m_refreshTimer, &QTimer::timeout, this, &ProgressPlotWidget::onRefreshTimer);
    m_infoTimer.setInterval(1000);
    m_infoTimer.setTimerType(Qt::CoarseTimer);
    connect(&m_infoTimer, &QTimer::timeout, this, [this] {
        if (isVisible())
            updateInfo();
    });

    connect(m_model, &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex &, int first, int last) { onRowsInserted(first, last); });
    connect(m_model, &QAbstractItemModel::modelReset, this, &ProgressPlotWidget::rebuildSeries);
    connect(m_model, &ProgressSeriesModel::markersChanged, this, &ProgressPlotWidget::rebuildMarkers);

    applyPalette();
    setOperation(nullptr);
}

ProgressPlotWidget::~ProgressPlotWidget() = default;

void ProgressPlotWidget::setOperation(Operation *op)
{
    if (m_op)
        m_op->disconnect(this);
    m_op = op;
    m_originMs = op ? op->createdAt().toMSecsSinceEpoch() : 0;
    m_autoScale = true;
    if (op) {
        connect(op, &Operation::changed, this, [this] {
            updateInfo();
            if (m_op && m_op->isTerminal())
                m_infoTimer.stop();
        });
        if (!op->isTerminal())
            m_infoTimer.start();
    } else {
        m_infoTimer.stop();
    }
    m_model->setOperation(op);
    rebuildSeries();
    rebuildMarkers();
}

int ProgressPlotWidget::pointCount() const
{
    return m_graph->dataCount();
}

int ProgressPlotWidget::activityTickCount() const
{
    return m_activity->dataCount();
}

QString ProgressPlotWidget::infoText() const
{
    return m_info->text();
}

void ProgressPlotWidget::scheduleReplot()
{
    m_needReplot = true;
    // A hidden chart runs no timer at all; showEvent() starts it.
    if (isVisible() && !m_refreshTimer.isActive())
        m_refreshTimer.start();
}

void ProgressPlotWidget::onRefreshTimer()
{
    if (!isVisible() || !m_needReplot) {
        m_refreshTimer.stop(); // idle means no wakeups
        return;
    }
    m_needReplot = false;
    if (m_autoScale)
        rescale();
    else
        alignMarkerLabels();
    updateInfo();
    ++m_replotCount;
    m_plot->replot();
}

void ProgressPlotWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_needReplot)
        m_refreshTimer.start();
    updateInfo();
}

void ProgressPlotWidget::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_refreshTimer.stop(); // hidden tabs cost nothing; showEvent() picks up what is dirty
}

void ProgressPlotWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        applyPalette();
        rebuildMarkers();
    }
}

void ProgressPlotWidget::onRowsInserted(int first, int last)
{
    // A total that appears or disappears changes what the y axis means: draw everything again.
    const ProgressSample newest = m_model->sample(last);
    if ((newest.hasTotal() && newest.total > 0) != m_percentMode) {
        rebuildSeries();
        return;
    }
    addSamples(first, last, false);
}

void ProgressPlotWidget::rebuildSeries()
{
    const int rows = m_model->rowCount();
    const ProgressSample newest = rows > 0 ? m_model->sample(rows - 1) : ProgressSample();
    m_percentMode = rows > 0 && newest.hasTotal() && newest.total > 0;
    m_maxValue = 0;
    m_lastKey = 0;
    if (m_percentMode) {
        m_plot->yAxis->setLabel(tr("% of total"));
    } else {
        // Without a total the value means whatever the server counts; say so instead of faking a percentage.
        m_plot->yAxis->setLabel(rows > 0 ? tr("progress (no total given)") : tr("progress"));
    }
    addSamples(0, rows - 1, true);
}

void ProgressPlotWidget::addSamples(int first, int last, bool replace)
{
    QVector<double> keys, values, ticks, levels;
    for (int row = first; row <= last; ++row) {
        const ProgressSample s = m_model->sample(row);
        const double key = keyOf(s.timeMs);
        ticks << key;
        levels << ActivityLevel;
        if (m_percentMode && !(s.hasTotal() && s.total > 0))
            continue; // only a tick: this report has no value we could put on a percent axis
        const double value = m_percentMode ? 100.0 * s.progress / s.total : s.progress;
        keys << key;
        values << value;
        m_maxValue = qMax(m_maxValue, value);
    }
    if (!ticks.isEmpty())
        m_lastKey = qMax(m_lastKey, ticks.constLast());
    if (replace) {
        m_graph->setData(keys, values, /*alreadySorted=*/true);
        m_activity->setData(ticks, levels, true);
    } else {
        m_graph->addData(keys, values, /*alreadySorted=*/true);
        m_activity->addData(ticks, levels, true);
    }
    scheduleReplot();
}

void ProgressPlotWidget::rebuildMarkers()
{
    for (QCPAbstractItem *item : std::as_const(m_markerItems))
        m_plot->removeItem(item);
    m_markerItems.clear();
    m_lastMarkerKey = 0;
    const QList<OperationEvent> markers = m_model->markers();
    const QPalette pal = palette();
    // Labels go in rows: a marker takes the first row whose previous label is far enough back in time
    // (a tenth of the span shown), else the row used longest ago. Status changes and prompts often coincide.
    double span = qMax(m_lastKey, MinSpanSeconds);
    for (const OperationEvent &event : markers)
        span = qMax(span, keyOf(event.timeMs));
    const double gap = span / 10.0;
    QList<double> rowEnds(LabelRows, -std::numeric_limits<double>::infinity());
    for (const OperationEvent &event : markers) {
        const double key = keyOf(event.timeMs);
        const QColor color = markerColor(event.kind, pal);
        auto *line = new QCPItemStraightLine(m_plot);
        QPen pen(color, 1.2);
        if (event.kind == OperationEvent::Kind::Connection)
            pen.setStyle(Qt::DashLine); // the link was down or came back: not the operation's own doing
        line->setPen(pen);
        line->point1->setCoords(key, 0);
        line->point2->setCoords(key, 1);
        auto *label = new QCPItemText(m_plot);
        label->setClipToAxisRect(true);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        // Three label rows, so that markers close in time do not print over each other.
        int row = 0;
        for (int r = 0; r < LabelRows; ++r) {
            if (rowEnds.at(r) <= key - gap) {
                row = r;
                break;
            }
            if (rowEnds.at(r) < rowEnds.at(row))
                row = r;
        }
        rowEnds[row] = key;
        label->position->setCoords(key, 0.02 + 0.065 * row);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setPadding(QMargins(3, 0, 3, 0));
        label->setText(markerLabel(event));
        label->setColor(color);
        QFont font = this->font();
        font.setPointSizeF(font.pointSizeF() * 0.85);
        label->setFont(font);
        label->setBrush(QBrush(pal.color(QPalette::Base)));
        m_markerItems << line << label;
        m_lastMarkerKey = qMax(m_lastMarkerKey, key);
    }
    scheduleReplot();
}

void ProgressPlotWidget::applyPalette()
{
    const QPalette pal = palette();
    PlotExport::applyPalette(m_plot, pal);
    const QColor text = pal.color(QPalette::WindowText);
    const QColor accent = pal.color(QPalette::Highlight);
    // A one-pixel line: the raster engine draws it directly, where a wider pen goes through the stroker, whose cost
    // grows with the points of a long history (a 60 s flood made each replot three times slower). The fill below
    // carries the area.
    m_graph->setPen(QPen(accent, 1));
    QColor fill = accent;
    fill.setAlpha(40);
    m_graph->setBrush(fill);
    m_graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssNone));
    QPainterPath bar;
    bar.moveTo(0, -4);
    bar.lineTo(0, 4);
    QColor tick = text;
    tick.setAlpha(90);
    m_activity->setScatterStyle(QCPScatterStyle(bar, QPen(tick, 1), Qt::NoBrush, 6));
    scheduleReplot();
}

void ProgressPlotWidget::rescale()
{
    double lower = 0;
    double upper = qMax(qMax(m_lastKey, m_lastMarkerKey), MinSpanSeconds);
    if (m_op && !m_op->isTerminal()) // a live chart runs to now, so that silence shows as a gap
        upper = qMax(upper, keyOf(QDateTime::currentMSecsSinceEpoch()));
    bool found = false;
    const QCPRange keys = m_graph->data()->keyRange(found);
    if (found)
        lower = qMin(lower, keys.lower);
    const double margin = (upper - lower) * 0.03;
    m_plot->xAxis->setRange(lower, upper + margin);
    alignMarkerLabels();
    if (m_percentMode)
        m_plot->yAxis->setRange(0, 105);
    else
        m_plot->yAxis->setRange(0, m_maxValue > 0 ? m_maxValue * 1.1 : 1.0);
}

void ProgressPlotWidget::alignMarkerLabels()
{
    // Labels in the right half of the chart hang to the left of their line, so that none runs off the edge.
    const double middle = m_plot->xAxis->range().center();
    for (QCPAbstractItem *item : std::as_const(m_markerItems)) {
        if (auto *label = qobject_cast<QCPItemText *>(item)) {
            const bool right = label->position->key() > middle;
            label->setPositionAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        }
    }
}

void ProgressPlotWidget::updateInfo()
{
    if (!m_op) {
        m_info->setText(tr("No operation"));
        return;
    }
    const QList<ProgressSample> &history = m_op->progressHistory();
    if (history.isEmpty()) {
        m_info->setText(m_op->isTerminal() ? tr("No progress was reported") : tr("No progress reported yet"));
        return;
    }
    const ProgressSample &last = history.constLast();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QStringList parts;
    const bool hasTotal = last.hasTotal() && last.total > 0;
    if (hasTotal) {
        parts << tr("%1 of %2 (%3%)")
                     .arg(Format::number(last.progress), Format::number(last.total),
                         QString::number(100.0 * last.progress / last.total, 'f', 1));
    } else {
        parts << tr("%1 (no total: indeterminate)").arg(Format::number(last.progress));
    }
    // Rate over the last minute of reports.
    const ProgressSample &start = history.at(Operation::firstSampleWithin(history, RateWindowMs));
    const qint64 span = last.timeMs - start.timeMs;
    if (span > 0 && last.progress > start.progress) {
        // In the server's own units (steps, rows, bytes…), per second or, when slower than one, per minute.
        const double perSecond = (last.progress - start.progress) * 1000.0 / double(span);
        if (perSecond >= 1.0)
            parts << tr("rate %1/s").arg(Format::number(std::round(perSecond * 100.0) / 100.0));
        else
            parts << tr("rate %1/min").arg(Format::number(std::round(perSecond * 60.0 * 100.0) / 100.0));
    }
    if (m_op->isTerminal()) {
        parts << Statuses::toString(m_op->status());
    } else {
        const QDateTime eta = m_op->estimatedCompletion();
        if (eta.isValid()) {
            const qint64 left = (eta.toMSecsSinceEpoch() - now) / 1000;
            parts << tr("ETA %1 (in %2)").arg(Format::clockTime(eta.toMSecsSinceEpoch()), Format::duration(left));
        } else if (!hasTotal) {
            parts << tr("no ETA without a total");
        }
        parts << tr("last report %1 ago").arg(Format::duration((now - last.timeMs) / 1000));
    }
    m_info->setText(parts.join(QStringLiteral(" \u00b7 ")));
}

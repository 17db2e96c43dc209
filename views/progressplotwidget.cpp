// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "progressplotwidget.h"

#include <algorithm>
#include <cmath>
#include <utility>

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
// Rows of marker labels, from the top of the chart; they use at most its upper half.
constexpr int LabelRows = 5;
// Pixels kept free between two marker labels of a row, and between two time labels.
constexpr int LabelGap = 4;
constexpr int TimeLabelGap = 16;

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
    // The rate and ETA change with every report: cut to the chart's width (whole in the tooltip), they never make
    // the chart, and the pane around it, wider.
    m_info->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_plot->setMinimumHeight(120);
    m_plot->setAccessibleName(tr("Progress chart"));
    m_plot->setAccessibleDescription(tr("The operation's progress over time, with its rate and ETA below"));
    m_plot->setToolTip(tr("Drag or scroll to look at a time span; double-click to follow the operation again"));

    createGraphs();
    createInteractions();

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

// The time axis, the progress line (and its last value held), and the report ticks.
void ProgressPlotWidget::createGraphs()
{
    // Elapsed time since the operation was created, as h:mm:ss.
    QSharedPointer<QCPAxisTickerTime> ticker(new QCPAxisTickerTime);
    ticker->setTimeFormat(QStringLiteral("%h:%m:%s"));
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setLabel(tr("elapsed"));

    m_graph = m_plot->addGraph();
    m_graph->setName(tr("progress"));
    m_graph->setAdaptiveSampling(true);
    m_graph->setLineStyle(QCPGraph::lsStepLeft); // progress holds its value until the next report
    // A step line ends with a rise at its last report, which the end's marker covers: the chart showed 80 % while
    // the footer said "5 of 5 (100 %)". The last value is held from its report to now, or to the end.
    m_hold = m_plot->addGraph();
    m_hold->setName(tr("progress (held)"));
    m_hold->setLineStyle(QCPGraph::lsStepLeft);

    // Activity ticks: one short vertical bar per report, on a hidden 0..1 axis so they stay at the bottom.
    m_plot->yAxis2->setRange(0, 1);
    m_plot->yAxis2->setVisible(false);
    m_activity = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    m_activity->setName(tr("reports"));
    m_activity->setLineStyle(QCPGraph::lsNone);
    // Every report is a tick, yet ticks that fall on the same pixel are drawn once: a long flood would otherwise
    // make each replot draw thousands of bars on top of each other.
    m_activity->setAdaptiveSampling(true);
}

// Export from the context menu; drag and scroll over time, double-click to follow again.
void ProgressPlotWidget::createInteractions()
{
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

QList<QRect> ProgressPlotWidget::markerLabelRects() const
{
    QList<QRect> rects;
    for (QCPAbstractItem *item : std::as_const(m_markerItems)) {
        auto *label = qobject_cast<QCPItemText *>(item);
        if (label && label->visible())
            rects << QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition()).toRect();
    }
    return rects;
}

int ProgressPlotWidget::activityTickCount() const
{
    return m_activity->dataCount();
}

QString ProgressPlotWidget::infoText() const
{
    return m_infoText;
}

void ProgressPlotWidget::setInfoText(const QString &text)
{
    m_infoText = text;
    const QString shown = m_info->fontMetrics().elidedText(text, Qt::ElideRight, m_info->contentsRect().width());
    m_info->setText(shown);
    m_info->setToolTip(shown == text ? QString() : text);
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
    updateHold();
    if (m_autoScale)
        rescale();
    updateTickCount();
    // Lay out now, so that the labels are placed with this replot's pixels, not the last one's.
    for (const auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        m_plot->plotLayout()->update(phase);
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

void ProgressPlotWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    setInfoText(m_infoText);
    // The plot replots itself on a resize: the tick count and the labels must suit the new width by then.
    updateTickCount();
    scheduleReplot();
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
        // The row is chosen in pixels at each replot (alignMarkerLabels()).
        label->position->setCoords(key, 0.02);
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
    m_hold->setPen(m_graph->pen());
    m_hold->setBrush(fill);
    m_hold->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssNone));
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
    else if (m_op && m_op->finishedAt().isValid()) // a finished one to its end
        upper = qMax(upper, keyOf(m_op->finishedAt().toMSecsSinceEpoch()));
    bool found = false;
    const QCPRange keys = m_graph->data()->keyRange(found);
    if (found)
        lower = qMin(lower, keys.lower);
    const double margin = (upper - lower) * 0.03;
    m_plot->xAxis->setRange(lower, upper + margin);
    if (m_percentMode)
        m_plot->yAxis->setRange(0, 105);
    else
        m_plot->yAxis->setRange(0, m_maxValue > 0 ? m_maxValue * 1.1 : 1.0);
}

void ProgressPlotWidget::alignMarkerLabels()
{
    // Labels in the right half of the chart hang to the left of their line, so that none runs off the edge. Each
    // takes the first row in which it overlaps no label placed before it; a label that fits in no row is left
    // out (its line stays, and the Events tab has its words), as words printed over each other help nobody.
    // Status changes and prompts often come within the same second.
    const QCPRange range = m_plot->xAxis->range();
    const double middle = range.center();
    const int height = qMax(1, m_plot->axisRect()->height());
    using Interval = std::pair<double, double>;
    QList<QList<Interval>> rows;
    for (QCPAbstractItem *item : std::as_const(m_markerItems)) {
        auto *label = qobject_cast<QCPItemText *>(item);
        if (!label)
            continue;
        const double key = label->position->key();
        const bool right = key > middle;
        label->setPositionAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        const QFontMetrics metrics(label->font());
        const int lineHeight = metrics.height() + 1;
        const int rowCount = qBound(1, height / 2 / lineHeight, LabelRows);
        if (rows.size() != rowCount)
            rows.resize(rowCount);
        const double at = m_plot->xAxis->coordToPixel(key);
        const double width =
            metrics.horizontalAdvance(label->text()) + label->padding().left() + label->padding().right();
        const Interval span = right ? Interval(at - width, at) : Interval(at, at + width);
        int row = -1;
        for (int r = 0; r < rows.size() && row < 0 && range.contains(key); ++r) {
            const bool free = std::none_of(rows.at(r).cbegin(), rows.at(r).cend(), [&span](const Interval &used) {
                return span.first < used.second + LabelGap && used.first < span.second + LabelGap;
            });
            if (free)
                row = r;
        }
        label->setVisible(row >= 0);
        if (row < 0)
            continue;
        rows[row] << span;
        label->position->setCoords(key, (2.0 + row * lineHeight) / height);
    }
}

void ProgressPlotWidget::updateHold()
{
    bool found = false;
    m_graph->data()->keyRange(found);
    if (!found || !m_op) {
        m_hold->data()->clear();
        return;
    }
    const QCPGraphData last = *(m_graph->data()->constEnd() - 1);
    double end = last.key;
    if (!m_op->isTerminal())
        end = keyOf(QDateTime::currentMSecsSinceEpoch());
    else if (m_op->finishedAt().isValid())
        end = keyOf(m_op->finishedAt().toMSecsSinceEpoch());
    else
        end = qMax(end, m_lastMarkerKey);
    if (end <= last.key) {
        m_hold->data()->clear();
        return;
    }
    m_hold->setData({last.key, end}, {last.value, last.value}, /*alreadySorted=*/true);
}

void ProgressPlotWidget::updateTickCount()
{
    // A time label ("0:01:05") must fit between its neighbours. QCPAxisTickerTime rounds its step to 1, 2, 5, 10,
    // 15 or 30 s…, which may give half as many ticks again as asked for: each tick asked for gets two labels' room.
    const QFontMetrics metrics(m_plot->xAxis->tickLabelFont());
    const int label = metrics.horizontalAdvance(QStringLiteral("00:00:00")) + TimeLabelGap;
    const QMargins margins = m_plot->axisRect()->margins();
    const int width = m_plot->width() - margins.left() - margins.right();
    m_plot->xAxis->ticker()->setTickCount(qBound(2, width / (2 * label), 8));
}

void ProgressPlotWidget::updateInfo()
{
    if (!m_op) {
        setInfoText(tr("No operation"));
        return;
    }
    const QList<ProgressSample> &history = m_op->progressHistory();
    if (history.isEmpty()) {
        setInfoText(m_op->isTerminal() ? tr("No progress was reported") : tr("No progress reported yet"));
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
        // Nothing moves while the server waits for a person or the link is down: a rate-based ETA would lie.
        const QDateTime eta = m_op->estimatedCompletion();
        if (m_op->status() == OperationStatus::InputRequired) {
            parts << tr("no ETA while waiting for an answer");
        } else if (m_op->status() == OperationStatus::Disconnected) {
            parts << tr("no ETA while disconnected");
        } else if (eta.isValid()) {
            const qint64 left = (eta.toMSecsSinceEpoch() - now) / 1000;
            parts << tr("ETA %1 (in %2)").arg(Format::clockTime(eta.toMSecsSinceEpoch()), Format::duration(left));
        } else if (!hasTotal) {
            parts << tr("no ETA without a total");
        }
        parts << tr("last report %1 ago").arg(Format::duration((now - last.timeMs) / 1000));
    }
    setInfoText(parts.join(QStringLiteral(" \u00b7 ")));
}

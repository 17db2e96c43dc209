// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "timelineview.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include <QCheckBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QScrollBar>
#include <QToolBar>
#include <QToolTip>
#include <QVBoxLayout>

#include "models/format.h"
#include "operations/operationmanager.h"
#include "plot/qcp.h"
#include "plotexport.h"
#include "statusicons.h"
#include "timelinelanes.h"

using namespace Mcp;

namespace {
// A lane is at least this tall; more lanes than fit scroll.
constexpr int MinLanePixels = 22;
// ...and at most this tall, when there are few.
constexpr int MaxLanePixels = 34;
// A click moves less than this; more is a drag.
constexpr int ClickSlop = 4;
// A mark is hit within this many pixels of the pointer.
constexpr int MarkHitPixels = 6;
// Follow now: the present sits this far from the right edge.
constexpr double NowMargin = 0.05;
constexpr qint64 MinSpanMs = 30000;

QString elided(const QString &text, int length)
{
    return text.size() <= length ? text : text.left(length - 1) + QChar(0x2026);
}
} // namespace

TimelineView::TimelineView(OperationManager *manager, QWidget *parent)
    : QWidget(parent)
    , m_manager(manager)
    , m_plot(new QCustomPlot(this))
    , m_scrollBar(new QScrollBar(Qt::Vertical, this))
    , m_toolBar(new QToolBar(this))
    , m_followBox(new QCheckBox(tr("Follow now"), this))
    , m_groupBox(new QCheckBox(tr("Group by server"), this))
{
    setObjectName(QStringLiteral("timelineView"));
    m_plot->setObjectName(QStringLiteral("timelinePlot"));
    m_plot->setAccessibleName(tr("Timeline of operations"));
    m_plot->setAccessibleDescription(
        tr("Each operation is a lane of its statuses over time; click a lane to select the operation"));
    m_plot->setMouseTracking(true);
    m_plot->setMinimumHeight(120);
    m_scrollBar->setAccessibleName(tr("Scroll lanes"));

    createToolBar();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    row->addWidget(m_plot, 1);
    row->addWidget(m_scrollBar);
    layout->addLayout(row, 1);

    setUpAxes();
    connectPointer();
    connectScrolling();
    createTimers();

    if (manager) {
        const QList<Operation *> ops = manager->operations();
        for (Operation *op : ops)
            watch(op);
        connect(manager, &OperationManager::operationAdded, this, [this](Operation *op) {
            watch(op);
            markLanesDirty();
        });
        connect(manager, &OperationManager::operationsRemoved, this, &TimelineView::onOperationsRemoved);
    }
    applyPalette();
    rebuildLanes();
    fitAll();
}

// Follow now, group by server, fit all and export.
void TimelineView::createToolBar()
{
    m_toolBar->setObjectName(QStringLiteral("timelineBar"));
    m_toolBar->setIconSize(QSize(16, 16));
    m_followBox->setChecked(true);
    m_followBox->setToolTip(tr("Keep the present at the right edge"));
    m_followBox->setAccessibleName(tr("Follow now"));
    m_groupBox->setChecked(true);
    m_groupBox->setToolTip(tr("Group the lanes by server; otherwise in the order they started"));
    m_groupBox->setAccessibleName(tr("Group by server"));
    m_toolBar->addWidget(m_followBox);
    m_toolBar->addWidget(m_groupBox);
    QAction *fit = m_toolBar->addAction(tr("Fit All"), this, &TimelineView::fitAll);
    fit->setToolTip(tr("Show every operation's whole time"));
    QAction *exportAction = m_toolBar->addAction(
        tr("Export Image…"), this, [this] { PlotExport::saveWithDialog(m_plot, this, QStringLiteral("timeline")); });
    exportAction->setToolTip(tr("Save the timeline as PNG, SVG or PDF"));
    connect(m_followBox, &QCheckBox::toggled, this, &TimelineView::setFollowNow);
    connect(m_groupBox, &QCheckBox::toggled, this, &TimelineView::setGroupByServer);
}

// Time across, one lane per row down (the first on top), drawn by the lanes plottable.
void TimelineView::setUpAxes()
{
    QSharedPointer<QCPAxisTickerDateTime> timeTicker(new QCPAxisTickerDateTime);
    timeTicker->setDateTimeFormat(QStringLiteral("hh:mm:ss"));
    timeTicker->setDateTimeSpec(Qt::LocalTime);
    m_plot->xAxis->setTicker(timeTicker);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    // The lane labels are text: without "b" QCustomPlot would typeset an "e" between digits as a power of ten.
    m_plot->yAxis->setNumberFormat(QStringLiteral("g"));
    m_plot->yAxis->setRangeReversed(true); // the first lane on top
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->yAxis->setSubTicks(false);
    m_plot->yAxis->setTickLength(0, 0);
    m_lanesPlottable = new TimelineLanes(this, m_plot->xAxis, m_plot->yAxis);
    m_lanesPlottable->removeFromLegend();
}

// Drag to pan, hover for what a lane did then, click to select, wheel to zoom (Shift+wheel scrolls lanes).
void TimelineView::connectPointer()
{
    m_plot->setInteractions(QCP::iRangeDrag);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) { m_pressPos = event->pos(); });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        if (event->buttons() & Qt::LeftButton) {
            if ((event->pos() - m_pressPos).manhattanLength() >= ClickSlop && m_followNow)
                setFollowNow(false); // a person pans: the view stays where they put it
            return;
        }
        const QString text = describeAt(event->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    });
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent *event) {
        if (event->button() != Qt::LeftButton || (event->pos() - m_pressPos).manhattanLength() >= ClickSlop)
            return;
        const QString id = operationAt(event->pos());
        if (id.isEmpty())
            return;
        setCurrentOperation(id);
        emit operationActivated(id);
    });
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this](QWheelEvent *event) {
        const double steps = event->angleDelta().y() / 120.0;
        if (event->modifiers() & Qt::ShiftModifier) {
            m_scrollBar->setValue(m_scrollBar->value() - int(std::round(steps * 3)));
            return;
        }
        // Zooming keeps the present in place while following it, otherwise the time under the pointer.
        QCPAxis *x = m_plot->xAxis;
        const double centre = m_followNow ? x->range().upper : x->pixelToCoord(event->position().x());
        x->scaleRange(std::pow(0.85, steps), centre);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
}

// The lanes scroll with the scroll bar, and the scroll bar with the lanes.
void TimelineView::connectScrolling()
{
    connect(m_plot->yAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this] {
        clampLanes();
        syncScrollBar();
    });
    connect(m_scrollBar, &QScrollBar::valueChanged, this, [this](int value) {
        if (m_syncingScrollBar)
            return;
        const double size = m_plot->yAxis->range().size();
        m_plot->yAxis->setRange(value - 0.5, value - 0.5 + size);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
}

void TimelineView::createTimers()
{
    m_refreshTimer.setInterval(100);
    connect(&m_refreshTimer, &QTimer::timeout, this, &TimelineView::onRefreshTimer);
    // The present moves: a running lane grows and "follow now" scrolls, once a second while visible.
    m_nowTimer.setInterval(1000);
    m_nowTimer.setTimerType(Qt::CoarseTimer);
    connect(&m_nowTimer, &QTimer::timeout, this, [this] {
        bool running = false;
        if (m_fixedNowMs >= 0) {
            m_nowTimer.stop(); // a recording's present moves only when it is shown anew
            return;
        }
        for (const Lane &lane : std::as_const(m_lanes)) {
            if (lane.op && !lane.op->isTerminal()) {
                running = true;
                break;
            }
        }
        if (running)
            scheduleReplot();
        else
            m_nowTimer.stop(); // nothing moves: no wake-ups (a change starts it again)
    });
}

TimelineView::~TimelineView() = default;

void TimelineView::showOperations(const QList<Operation *> &ops, qint64 nowMs)
{
    m_shown.clear();
    for (Operation *op : ops)
        m_shown << op;
    m_fixedNowMs = nowMs;
    rebuildLanes(); // at once: the caller may delete the operations shown before
    scheduleReplot();
}

qint64 TimelineView::nowMs() const
{
    return m_fixedNowMs >= 0 ? m_fixedNowMs : QDateTime::currentMSecsSinceEpoch();
}

void TimelineView::watch(Operation *op)
{
    // Unique: an operation Clear Finished took and Undo gave back is added again.
    connect(op, &Operation::changed, this, &TimelineView::scheduleReplot, Qt::UniqueConnection);
    connect(op, &Operation::handleChanged, this, &TimelineView::markLanesDirty, Qt::UniqueConnection); // its label
    // A first progress report makes a submitted operation working without a change signal of its own.
    connect(op, &Operation::progressAdded, this, &TimelineView::scheduleReplot, Qt::UniqueConnection);
}

void TimelineView::onOperationsRemoved(const QStringList &ids)
{
    if (ids.contains(m_current))
        m_current.clear();
    markLanesDirty();
}

void TimelineView::markLanesDirty()
{
    m_lanesDirty = true;
    scheduleReplot();
}

void TimelineView::scheduleReplot()
{
    m_needReplot = true;
    if (isVisible()) {
        if (!m_refreshTimer.isActive())
            m_refreshTimer.start();
        if (!m_nowTimer.isActive())
            m_nowTimer.start();
    }
}

void TimelineView::onRefreshTimer()
{
    if (!isVisible() || !m_needReplot) {
        m_refreshTimer.stop(); // idle means no wake-ups
        return;
    }
    m_needReplot = false;
    if (m_lanesDirty)
        rebuildLanes();
    if (m_followNow)
        followNow();
    ++m_replotCount;
    m_plot->replot();
}

void TimelineView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    clampLanes();
    scheduleReplot();
}

void TimelineView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_refreshTimer.stop(); // a hidden tab costs nothing; showEvent() picks up what is dirty
    m_nowTimer.stop();
}

void TimelineView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        applyPalette();
        scheduleReplot();
    }
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // A time label ("09:26:20") needs about 80 px: fewer ticks on a narrow view, so that they never overlap.
    m_plot->xAxis->ticker()->setTickCount(qBound(2, width() / 130, 8));
    clampLanes();
    syncScrollBar();
}

void TimelineView::applyPalette()
{
    const QPalette pal = palette();
    PlotExport::applyPalette(m_plot, pal);
    const QColor text = pal.color(QPalette::WindowText);
    m_lanesPlottable->text = text;
    QColor highlight = pal.color(QPalette::Highlight);
    highlight.setAlpha(60);
    m_lanesPlottable->highlight = highlight;
    QColor separator = text;
    separator.setAlpha(90);
    m_lanesPlottable->separator = separator;
}

QString TimelineView::laneLabel(const Lane &lane) const
{
    if (!lane.op)
        return QChar(0x25be) + QLatin1Char(' ') + elided(lane.server, 28); // the group's header
    // The start of the handle the person sees in the table and the detail pane tells lanes of one tool apart.
    // A joined operation whose tool is unknown is named by its handle already (Operation::displayName()).
    const QString handle = lane.op->handleText();
    if (handle.isEmpty() || lane.op->tool().isEmpty())
        return elided(lane.op->displayName(), 30);
    return elided(lane.op->tool(), 22) + QStringLiteral(" \u00b7 ") + handle.left(8);
}

void TimelineView::rebuildLanes()
{
    m_lanesDirty = false;
    QList<Operation *> ops = m_manager ? m_manager->operations() : QList<Operation *>();
    for (const QPointer<Operation> &op : std::as_const(m_shown)) {
        if (op)
            ops << op;
    }
    const bool group = m_groupByServer;
    std::stable_sort(ops.begin(), ops.end(), [group](const Operation *a, const Operation *b) {
        if (group && a->serverName() != b->serverName())
            return a->serverName() < b->serverName();
        return a->createdAt() < b->createdAt();
    });
    m_lanes.clear();
    m_laneOf.clear();
    QString server;
    bool first = true;
    for (Operation *op : std::as_const(ops)) {
        if (group && (first || op->serverName() != server)) {
            server = op->serverName();
            m_lanes << Lane {nullptr, server};
        }
        first = false;
        m_laneOf.insert(op->id(), int(m_lanes.size()));
        m_lanes << Lane {op, op->serverName()};
    }
    QMap<double, QString> labels;
    for (qsizetype i = 0; i < m_lanes.size(); ++i)
        labels.insert(double(i), laneLabel(m_lanes.at(i)));
    m_plot->yAxis->ticker().staticCast<QCPAxisTickerText>()->setTicks(labels);
    clampLanes();
    syncScrollBar();
}

int TimelineView::visibleLaneCapacity() const
{
    const int height = m_plot->axisRect()->height() > 0 ? m_plot->axisRect()->height() : m_plot->height() - 40;
    return qMax(1, height / MinLanePixels);
}

void TimelineView::clampLanes()
{
    // At most as many lanes as fit at their minimum height, never past the last one; a few lanes stay at the top
    // at a comfortable height instead of stretching over the whole view.
    const int count = qMax(1, int(m_lanes.size()));
    const int height = m_plot->axisRect()->height() > 0 ? m_plot->axisRect()->height() : m_plot->height() - 40;
    const double size = qMax(double(qMin(visibleLaneCapacity(), count)), double(height) / MaxLanePixels);
    QCPRange range = m_plot->yAxis->range();
    double lower = range.lower;
    const double maxLower = qMax(-0.5, count - 0.5 - size);
    if (std::abs(range.size() - size) > 1e-9 || lower < -0.5 || lower > maxLower + 1e-9) {
        lower = qBound(-0.5, lower, maxLower);
        const QSignalBlocker blocker(m_plot->yAxis);
        m_plot->yAxis->setRange(lower, lower + size);
    }
}

void TimelineView::syncScrollBar()
{
    const QCPRange range = m_plot->yAxis->range();
    const int count = int(m_lanes.size());
    const int visible = qMin(count, int(std::round(range.size())));
    m_syncingScrollBar = true;
    m_scrollBar->setRange(0, qMax(0, count - visible));
    m_scrollBar->setPageStep(qMax(1, visible));
    m_scrollBar->setValue(int(std::round(range.lower + 0.5)));
    m_scrollBar->setVisible(count > visible);
    m_syncingScrollBar = false;
}

void TimelineView::followNow()
{
    QCPAxis *x = m_plot->xAxis;
    const double width = x->range().size();
    const double upper = keyOf(nowMs()) + width * NowMargin;
    x->setRange(upper - width, upper);
}

void TimelineView::fitAll()
{
    // The lanes' own time, from the first start to the last end (the present while one runs). Deadlines further
    // ahead run off the right edge as their dashed lines: a day-long ttl would otherwise shrink every lane to a dot.
    if (m_lanesDirty)
        rebuildLanes();
    const qint64 now = nowMs();
    qint64 from = std::numeric_limits<qint64>::max();
    qint64 to = std::numeric_limits<qint64>::min();
    for (const Lane &lane : std::as_const(m_lanes)) {
        if (!lane.op)
            continue;
        const QList<StatusChange> &history = lane.op->statusHistory();
        from = qMin(from, history.constFirst().timeMs);
        to = qMax(to, lane.op->isTerminal() ? history.constLast().timeMs : now);
    }
    if (from > to) // no lanes: the last half minute
        from = to = now;
    if (to - from < MinSpanMs)
        from = to - MinSpanMs;
    const double margin = double(to - from) * 0.04 / 1000.0;
    m_plot->xAxis->setRange(keyOf(from) - margin, keyOf(to) + margin);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::setFollowNow(bool follow)
{
    if (m_followNow == follow)
        return;
    m_followNow = follow;
    const QSignalBlocker blocker(m_followBox);
    m_followBox->setChecked(follow);
    if (follow)
        scheduleReplot();
}

void TimelineView::setGroupByServer(bool group)
{
    if (m_groupByServer == group)
        return;
    m_groupByServer = group;
    const QSignalBlocker blocker(m_groupBox);
    m_groupBox->setChecked(group);
    rebuildLanes();
    if (!m_current.isEmpty())
        setCurrentOperation(m_current);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::setCurrentOperation(const QString &id)
{
    m_current = id;
    if (m_lanesDirty)
        rebuildLanes();
    const int lane = laneIndexOf(id);
    if (lane >= 0) {
        const QCPRange range = m_plot->yAxis->range();
        if (lane < range.lower + 0.5 || lane > range.upper - 0.5) {
            // Into view, a little below the top so that its group's header shows too.
            const double lower = lane - 1.5;
            m_plot->yAxis->setRange(lower, lower + range.size());
        }
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

int TimelineView::laneIndexOf(const QString &id) const
{
    return m_laneOf.value(id, -1);
}

int TimelineView::laneAt(double y) const
{
    const int lane = int(std::round(y));
    return lane >= 0 && lane < m_lanes.size() ? lane : -1;
}

QStringList TimelineView::laneIds() const
{
    QStringList ids;
    for (const Lane &lane : m_lanes)
        ids << (lane.op ? lane.op->id() : QString());
    return ids;
}

QList<TimelineView::Span> TimelineView::spansOf(const Operation *op, qint64 nowMs)
{
    QList<Span> spans;
    const QList<StatusChange> &history = op->statusHistory();
    for (qsizetype i = 0; i < history.size(); ++i) {
        const StatusChange &change = history.at(i);
        qint64 end = i + 1 < history.size() ? history.at(i + 1).timeMs : qMax(nowMs, change.timeMs);
        if (Statuses::isTerminal(change.status))
            end = change.timeMs; // the end of the story is a moment
        spans << Span {change.timeMs, end, change.status};
        if (Statuses::isTerminal(change.status))
            break;
    }
    return spans;
}

QList<TimelineView::Span> TimelineView::spansOf(const QString &id, qint64 nowMs) const
{
    const int lane = laneIndexOf(id);
    return lane >= 0 && m_lanes.at(lane).op ? spansOf(m_lanes.at(lane).op, nowMs) : QList<Span>();
}

QList<TimelineView::Mark> TimelineView::marksOf(const Operation *op)
{
    QList<Mark> marks;
    // The events' marks; Mark::None marks nothing.
    using EventMark = OperationEvent::Mark;
    static constexpr std::pair<EventMark, MarkKind> kinds[] = {{EventMark::PromptAsked, MarkKind::PromptAsked},
        {EventMark::PromptAnswered, MarkKind::PromptAnswered}, {EventMark::CancelRequested, MarkKind::CancelRequested},
        {EventMark::Restored, MarkKind::Restored}, {EventMark::Silent, MarkKind::Silent},
        {EventMark::Alive, MarkKind::Alive}, {EventMark::Fault, MarkKind::Fault}};
    for (const OperationEvent &event : op->events()) {
        for (const auto &[mark, kind] : kinds) {
            if (event.mark == mark)
                marks << Mark {event.timeMs, kind, event.text};
        }
    }
    // Disconnects and resumes are where the history enters and leaves "disconnected".
    const QList<StatusChange> &history = op->statusHistory();
    for (qsizetype i = 1; i < history.size(); ++i) {
        const bool was = history.at(i - 1).status == OperationStatus::Disconnected;
        const bool is = history.at(i).status == OperationStatus::Disconnected;
        if (is && !was)
            marks << Mark {history.at(i).timeMs, MarkKind::Disconnected, tr("disconnected")};
        else if (was && !is && !Statuses::isTerminal(history.at(i).status))
            marks << Mark {history.at(i).timeMs, MarkKind::Resumed, tr("resumed")};
    }
    std::stable_sort(marks.begin(), marks.end(), [](const Mark &a, const Mark &b) { return a.timeMs < b.timeMs; });
    return marks;
}

QList<TimelineView::Mark> TimelineView::marksOf(const QString &id) const
{
    const int lane = laneIndexOf(id);
    return lane >= 0 && m_lanes.at(lane).op ? marksOf(m_lanes.at(lane).op) : QList<Mark>();
}

QString TimelineView::operationAt(const QPoint &pos) const
{
    // On a lane, or on its label left of it.
    const QRect area = m_plot->axisRect()->rect();
    if (pos.y() < area.top() || pos.y() > area.bottom() || pos.x() > area.right())
        return QString();
    const int lane = laneAt(m_plot->yAxis->pixelToCoord(pos.y()));
    return lane >= 0 && m_lanes.at(lane).op ? m_lanes.at(lane).op->id() : QString();
}

QPoint TimelineView::pointOf(const QString &id, qint64 timeMs) const
{
    const int lane = laneIndexOf(id);
    if (lane < 0)
        return QPoint();
    const QPoint point(int(std::round(m_plot->xAxis->coordToPixel(keyOf(timeMs)))),
        int(std::round(m_plot->yAxis->coordToPixel(lane))));
    return m_plot->axisRect()->rect().contains(point) ? point : QPoint();
}

QString TimelineView::describeAt(const QPoint &pos) const
{
    if (!m_plot->axisRect()->rect().contains(pos))
        return QString();
    const int index = laneAt(m_plot->yAxis->pixelToCoord(pos.y()));
    if (index < 0)
        return QString();
    const Lane &lane = m_lanes.at(index);
    if (!lane.op)
        return tr("Server %1").arg(lane.server);
    const Operation *op = lane.op;
    QStringList lines;
    // The names the lane's label and the table use: the tool (or "joined …") and the server's handle, never the
    // inspector's internal id.
    lines << tr("%1 on %2 (%3)").arg(op->displayName(), op->serverName(), Dialects::toString(op->dialect()));
    if (!op->handleText().isEmpty())
        lines << tr("handle %1").arg(op->handleText());
    const qint64 at = qint64(m_plot->xAxis->pixelToCoord(pos.x()) * 1000.0);
    const qint64 now = nowMs();
    for (const Span &span : spansOf(op, now)) {
        if (Statuses::isTerminal(span.status)) {
            if (at >= span.fromMs)
                lines << tr("%1 at %2").arg(Statuses::toString(span.status), Format::clockTime(span.fromMs));
        } else if (at >= span.fromMs && at < span.toMs) {
            lines << tr("%1 from %2 for %3")
                         .arg(Statuses::toString(span.status), Format::clockTime(span.fromMs),
                             Format::duration((span.toMs - span.fromMs) / 1000));
        }
    }
    const QList<Mark> marks = marksOf(op);
    const double laneHeight = std::abs(m_plot->yAxis->coordToPixel(1) - m_plot->yAxis->coordToPixel(0));
    const QList<QRectF> boxes =
        markBoxes(marks, m_plot->yAxis->coordToPixel(index), laneHeight * TimelineLanes::BarFraction);
    for (qsizetype i = 0; i < marks.size(); ++i) {
        // At its time, or where its badge was moved to (markBoxes()).
        const double pixel = m_plot->xAxis->coordToPixel(keyOf(marks.at(i).timeMs));
        if (std::abs(pixel - pos.x()) <= MarkHitPixels || std::abs(boxes.at(i).center().x() - pos.x()) <= MarkHitPixels)
            lines << tr("%1: %2").arg(Format::clockTime(marks.at(i).timeMs), marks.at(i).text);
    }
    if (op->expiresAt().isValid())
        lines << tr("the server may forget it at %1 (%2)")
                     .arg(Format::clockTime(op->expiresAt().toMSecsSinceEpoch()), op->expiryKind());
    return lines.join(QLatin1Char('\n'));
}

QList<QRectF> TimelineView::markBoxes(const QList<Mark> &marks, double centre, double barHeight) const
{
    // A badge that would overlap the one before moves right, just after it: a prompt asked and answered within a
    // second, or a disconnect and its resume, printed one glyph over the other. Badges pushed past the right edge
    // move back left, in turn. The tooltip still gives each mark's own time.
    const double badge = qBound(9.0, barHeight * 0.8, 14.0);
    const double top = centre - barHeight / 2;
    QList<double> pixels;
    QList<double> centres;
    for (const Mark &mark : marks) {
        const double pixel = m_plot->xAxis->coordToPixel(keyOf(mark.timeMs));
        pixels << pixel;
        centres << (centres.isEmpty() ? pixel : qMax(pixel, centres.constLast() + badge + 1));
    }
    const double right = m_plot->axisRect()->rect().right() - badge / 2;
    double next = std::numeric_limits<double>::infinity();
    for (qsizetype i = centres.size() - 1; i >= 0; --i) {
        if (pixels.at(i) > right) // out of view: left where it is
            continue;
        centres[i] = qMin(centres.at(i), qMin(right, next - badge - 1));
        next = centres.at(i);
    }
    QList<QRectF> boxes;
    for (const double at : std::as_const(centres))
        boxes << QRectF(at - badge / 2, top - badge / 2, badge, badge);
    return boxes;
}

QList<QRectF> TimelineView::markBoxesOf(const QString &id) const
{
    const int lane = laneIndexOf(id);
    if (lane < 0 || !m_lanes.at(lane).op)
        return {};
    const double laneHeight = std::abs(m_plot->yAxis->coordToPixel(1) - m_plot->yAxis->coordToPixel(0));
    return markBoxes(
        marksOf(m_lanes.at(lane).op), m_plot->yAxis->coordToPixel(lane), laneHeight * TimelineLanes::BarFraction);
}

int TimelineView::drawnLaneCount() const
{
    return m_lanesPlottable->drawnLanes;
}

bool TimelineView::exportTo(const QString &path, QString *error)
{
    if (m_lanesDirty)
        rebuildLanes();
    m_plot->replot();
    return PlotExport::save(m_plot, path, error);
}

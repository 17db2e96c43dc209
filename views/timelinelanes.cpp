// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "timelinelanes.h"

#include <cmath>

#include <QDateTime>

#include "statusicons.h"

using namespace Mcp;

namespace {
QChar markGlyph(TimelineView::MarkKind kind)
{
    switch (kind) {
    case TimelineView::MarkKind::PromptAsked:
        return QLatin1Char('?');
    case TimelineView::MarkKind::PromptAnswered:
        return QChar(0x2713); // check mark
    case TimelineView::MarkKind::Disconnected:
        return QChar(0x21af); // downwards zigzag arrow
    case TimelineView::MarkKind::Resumed:
        return QChar(0x21bb); // clockwise open circle arrow
    case TimelineView::MarkKind::CancelRequested:
        return QChar(0x2715); // multiplication x
    case TimelineView::MarkKind::Restored:
        return QChar(0x21ba); // anticlockwise open circle arrow
    case TimelineView::MarkKind::Silent:
        return QChar(0x2026); // horizontal ellipsis: nothing new
    case TimelineView::MarkKind::Alive:
        return QLatin1Char('!');
    case TimelineView::MarkKind::Fault:
        return QChar(0x26a1); // high voltage sign: a fault hit
    }
    return QLatin1Char('?');
}

QColor markColor(TimelineView::MarkKind kind)
{
    switch (kind) {
    case TimelineView::MarkKind::PromptAsked:
    case TimelineView::MarkKind::PromptAnswered:
        return StatusIcons::color(OperationStatus::InputRequired);
    case TimelineView::MarkKind::Disconnected:
    case TimelineView::MarkKind::Resumed:
        return StatusIcons::color(OperationStatus::Disconnected);
    case TimelineView::MarkKind::CancelRequested:
        return StatusIcons::color(OperationStatus::Failed);
    case TimelineView::MarkKind::Silent:
    case TimelineView::MarkKind::Alive:
        return StatusIcons::color(OperationStatus::Expired);
    case TimelineView::MarkKind::Fault:
        return StatusIcons::color(OperationStatus::Failed).darker(130);
    case TimelineView::MarkKind::Restored:
        break;
    }
    return StatusIcons::color(OperationStatus::Submitted);
}

// Black or white, whichever reads on \a fill.
QColor textOn(const QColor &fill)
{
    const double luminance = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF();
    return luminance > 0.6 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace

TimelineLanes::TimelineLanes(TimelineView *view, QCPAxis *keyAxis, QCPAxis *valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis)
    , m_view(view)
{
    setSelectable(QCP::stNone);
}

double TimelineLanes::selectTest(const QPointF &, bool, QVariant *) const
{
    return -1;
}

QCPRange TimelineLanes::getKeyRange(bool &foundRange, QCP::SignDomain) const
{
    foundRange = false;
    return QCPRange();
}

QCPRange TimelineLanes::getValueRange(bool &foundRange, QCP::SignDomain, const QCPRange &) const
{
    foundRange = false;
    return QCPRange();
}

void TimelineLanes::drawLegendIcon(QCPPainter *, const QRectF &) const
{
}

void TimelineLanes::draw(QCPPainter *painter)
{
    drawnLanes = 0;
    const QList<TimelineView::Lane> &lanes = m_view->m_lanes;
    if (lanes.isEmpty())
        return;
    QCPAxis *y = valueAxis();
    const QCPRange range = y->range();
    const int first = qMax(0, int(std::ceil(range.lower - 0.5)));
    const int last = qMin(int(lanes.size()) - 1, int(std::floor(range.upper + 0.5)));
    const double laneHeight = std::abs(y->coordToPixel(1) - y->coordToPixel(0));
    const double barHeight = laneHeight * BarFraction;
    const QRect area = clipRect();
    const qint64 nowMs = m_view->nowMs();
    QFont font = painter->font();
    font.setPixelSize(qBound(9, int(barHeight * 0.72), 13));
    painter->setFont(font);
    for (int i = first; i <= last; ++i) {
        const TimelineView::Lane &lane = lanes.at(i);
        const double centre = y->coordToPixel(i);
        if (!lane.op) {
            // A server's group starts here: a rule across, the name on the axis beside it.
            painter->setPen(QPen(separator, 1));
            painter->drawLine(
                QPointF(area.left(), centre + laneHeight / 2), QPointF(area.right(), centre + laneHeight / 2));
            continue;
        }
        if (lane.op->id() == m_view->m_current) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(highlight);
            painter->drawRect(QRectF(area.left(), centre - laneHeight / 2, area.width(), laneHeight));
        }
        drawLane(painter, lane, centre, barHeight, nowMs);
        ++drawnLanes;
    }
}

void TimelineLanes::drawLane(
    QCPPainter *painter, const TimelineView::Lane &lane, double centre, double barHeight, qint64 nowMs)
{
    QCPAxis *x = keyAxis();
    const QRect area = clipRect();
    const Operation *op = lane.op;
    const QFontMetrics metrics(painter->font());
    const QList<TimelineView::Span> spans = TimelineView::spansOf(op, nowMs);
    const double top = centre - barHeight / 2;
    double endPixel = area.left();
    for (const TimelineView::Span &span : spans) {
        const double from = x->coordToPixel(TimelineView::keyOf(span.fromMs));
        const double to = x->coordToPixel(TimelineView::keyOf(span.toMs));
        endPixel = to;
        if (to < area.left() - 80 || from > area.right())
            continue;
        const QColor colour = StatusIcons::color(span.status);
        if (Statuses::isTerminal(span.status)) {
            // The end: a cap in the status colour and the word after it, so that the state never rests on colour.
            const QRectF cap(from - 2, top, 4, barHeight);
            painter->setPen(Qt::NoPen);
            painter->setBrush(colour);
            painter->drawRect(cap);
            painter->setPen(text);
            const QString word = span.status == OperationStatus::Completed && op->resultIsError()
                ? tr("%1 · tool error").arg(Statuses::toString(span.status))
                : Statuses::toString(span.status);
            painter->drawText(QRectF(from + 5, top - 2, 200, barHeight + 4), Qt::AlignLeft | Qt::AlignVCenter, word);
            continue;
        }
        const QRectF bar(from, top, qMax(1.0, to - from), barHeight);
        painter->setPen(Qt::NoPen);
        QColor fill = colour;
        if (span.status == OperationStatus::Submitted || span.status == OperationStatus::Unknown)
            fill.setAlpha(110);
        painter->setBrush(fill);
        painter->drawRect(bar);
        if (span.status == OperationStatus::Disconnected) {
            // Hatched as well as coloured: a gap in the link, not work.
            painter->setBrush(QBrush(textOn(colour), Qt::BDiagPattern));
            painter->drawRect(bar);
        }
        const QString word = Statuses::toString(span.status);
        const QRectF visible = bar.intersected(QRectF(area));
        if (visible.width() > metrics.horizontalAdvance(word) + 8) {
            painter->setPen(textOn(colour));
            painter->drawText(visible.adjusted(4, 0, -2, 0), Qt::AlignLeft | Qt::AlignVCenter, word);
        }
    }
    // The deadline ahead: a dashed line from where the lane ends to when the server may forget the operation.
    const QDateTime expiry = op->expiresAt();
    if (expiry.isValid() && !spans.isEmpty() && expiry.toMSecsSinceEpoch() > spans.constLast().toMs) {
        const double at = x->coordToPixel(TimelineView::keyOf(expiry.toMSecsSinceEpoch()));
        const QColor colour = StatusIcons::color(OperationStatus::Expired);
        // Along the bar's lower edge, so that it never crosses the status word written after a lane's end.
        const double y = top + barHeight - 1;
        painter->setPen(QPen(colour, 1.5, Qt::DashLine));
        painter->drawLine(QPointF(endPixel, y), QPointF(at, y));
        painter->setPen(QPen(colour, 2));
        painter->drawLine(QPointF(at, top), QPointF(at, top + barHeight));
    }
    // Marks sit on the bar's upper edge: a small badge with a glyph in the mark's colour.
    const QList<TimelineView::Mark> marks = TimelineView::marksOf(op);
    const QList<QRectF> boxes = m_view->markBoxes(marks, centre, barHeight);
    for (qsizetype i = 0; i < marks.size(); ++i) {
        const TimelineView::Mark &mark = marks.at(i);
        const QRectF &box = boxes.at(i);
        if (box.right() < area.left() || box.left() > area.right())
            continue;
        const QColor colour = markColor(mark.kind);
        painter->setPen(QPen(textOn(colour), 1));
        painter->setBrush(colour);
        painter->drawEllipse(box);
        painter->setPen(textOn(colour));
        painter->drawText(box, Qt::AlignCenter, QString(markGlyph(mark.kind)));
    }
}

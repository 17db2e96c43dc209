// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>

#include "plot/qcp.h"
#include "timelineview.h"

/*!
 * The lanes of a TimelineView, drawn as one plottable: only the lanes and spans in view are painted, so the cost
 * of a replot does not grow with the number of operations. Each lane is its status spans with the status word in
 * them (or after a lane's end), the expiry deadline ahead as a dashed line, and a badge for each mark.
 */
class TimelineLanes final : public QCPAbstractPlottable
{
    Q_DISABLE_COPY_MOVE(TimelineLanes)
public:
    /*! Draws the lanes of \a view on its plot's \a keyAxis (time) and \a valueAxis (lanes). */
    TimelineLanes(TimelineView *view, QCPAxis *keyAxis, QCPAxis *valueAxis);

    double selectTest(const QPointF &, bool, QVariant *) const override;
    QCPRange getKeyRange(bool &foundRange, QCP::SignDomain) const override;
    QCPRange getValueRange(bool &foundRange, QCP::SignDomain, const QCPRange &) const override;

    /*! The part of a lane its bar fills. */
    static constexpr double BarFraction = 0.62;

    /*! Lanes the last draw painted (those in view, not the group headers). */
    int drawnLanes = 0;
    QColor text;
    QColor highlight;
    QColor separator;

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *, const QRectF &) const override;

private:
    void drawLane(QCPPainter *painter, const TimelineView::Lane &lane, double centre, double barHeight, qint64 nowMs);
    TimelineView *m_view;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QString>

class QAbstractScrollArea;
class QPaintEvent;
class QWidget;

/*!
 * Draws \a hint over the viewport of \a view: in the placeholder colour, centred at the top, word-wrapped,
 * \a margin pixels in from the edges. Nothing when \a hint is empty.
 */
void paintEmptyHint(QAbstractScrollArea *view, const QString &hint, int margin);

/*!
 * An item view (QListView, QTreeView…) that says what to do while it shows nothing: the hint function is asked at
 * every paint, and an empty answer draws nothing (so the owner decides when the view counts as empty).
 */
template <typename View> class EmptyHintView final : public View
{
public:
    using Hint = std::function<QString()>;

    explicit EmptyHintView(Hint hint, QWidget *parent = nullptr, int margin = DefaultMargin)
        : View(parent)
        , m_hint(std::move(hint))
        , m_margin(margin)
    {
    }

    static constexpr int DefaultMargin = 16;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        View::paintEvent(event);
        paintEmptyHint(this, m_hint(), m_margin);
    }

private:
    Hint m_hint;
    int m_margin;
};

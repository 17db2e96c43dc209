// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "pendingrequestsview.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

#include "emptyhintview.h"
#include "livetable.h"
#include "models/pendingrequestmodel.h"
#include "models/roles.h"

using namespace Mcp;

PendingRequestsView::PendingRequestsView(QWidget *parent)
    : QWidget(parent)
    , m_model(new PendingRequestModel(this))
    , m_view(new EmptyHintView<QTreeView>([this] { return emptyHint(); }, this))
    , m_cancel(new QPushButton(tr("&Cancel Request"), this))
    , m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_summary->setObjectName(QStringLiteral("waitingSummary"));
    bar->addWidget(m_summary, 1);
    m_cancel->setObjectName(QStringLiteral("cancelRequest"));
    bar->addWidget(m_cancel);
    layout->addLayout(bar);

    setUpLiveTable(m_view, m_model, QStringLiteral("waitingTable"), tr("Waiting requests"),
        tr("Every request still waiting for an answer, both ways: direction, server, id, method, operation, age and "
           "timeout clock"));
    const QList<int> widths {150, 110, 50, 170, 160, 60};
    for (int column = 0; column < widths.size(); ++column)
        m_view->header()->resizeSection(column, widths.at(column));
    m_view->header()->setStretchLastSection(true);
    m_view->installEventFilter(this);
    layout->addWidget(m_view, 1);

    connect(m_cancel, &QPushButton::clicked, this, &PendingRequestsView::cancelSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &PendingRequestsView::updateActions);
    connect(m_model, &PendingRequestModel::countChanged, this, &PendingRequestsView::updateActions);
    // The model's tick moves the clocks; a request finishing on its own may make the selected row uncancellable.
    connect(m_model, &QAbstractItemModel::dataChanged, this, &PendingRequestsView::updateActions);
    updateActions();
}

bool PendingRequestsView::cancelSelected()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.data(CancellableRole).toBool())
        return false;
    return m_model->cancel(current, tr("cancelled from the Waiting tab"));
}

bool PendingRequestsView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Delete) {
        cancelSelected();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QString PendingRequestsView::emptyHint() const
{
    if (m_model->rowCount() > 0)
        return QString();
    return tr("No request is waiting for an answer.\nWhile one waits, it shows here: ours to a server, with its "
              "timeout clock, and the server's to us.");
}

void PendingRequestsView::updateActions()
{
    const QModelIndex current = m_view->currentIndex();
    const bool ours = current.data(CancellableRole).toBool();
    m_cancel->setEnabled(ours);
    m_cancel->setToolTip(current.isValid() && !ours
            ? tr("The server's requests are answered where they are asked (the Questions tab), not cancelled here")
            : tr("Cancel the selected request of ours: the server is sent notifications/cancelled (Delete)"));
    int ourCount = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->index(row, 0).data(DirectionRole).toInt() == int(PendingRequestModel::Direction::Outgoing))
            ++ourCount;
    }
    const int total = m_model->rowCount();
    m_summary->setText(total == 0
            ? tr("Nothing waits.")
            : tr("%1 waiting: %2 ours, %3 the server's").arg(total).arg(ourCount).arg(total - ourCount));
}

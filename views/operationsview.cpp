// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationsview.h"

#include <utility>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include "emptyhintview.h"
#include "livetable.h"
#include "models/operationfiltermodel.h"
#include "models/operationmodel.h"
#include "models/roles.h"
#include "operations/heap.h"
#include "session/commandline.h"
#include "session/mcpsession.h"
#include "statusicons.h"
#include "theme.h"

using namespace Mcp;

namespace {

constexpr int kAll = -1;
constexpr int kActive = -2;
constexpr int kFinished = -3;

// Display only [CONTRIBUTING.md style 1]: the status icon, and the countdown in red once it is urgent or over.
class OperationDisplayModel final : public QIdentityProxyModel
{
    Q_OBJECT

public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::DecorationRole && index.column() == OperationColumn::Status)
            return StatusIcons::operation(OperationStatus(index.data(StatusRole).toInt()));
        if (index.column() == OperationColumn::ExpiresIn && (role == Qt::ForegroundRole || role == Qt::FontRole)) {
            const bool expired = index.data(StatusRole).toInt() == int(OperationStatus::Expired)
                || index.data(DeadlineRole).toLongLong() <= QDateTime::currentMSecsSinceEpoch();
            if (!index.data(ExpiryUrgentRole).toBool() && !expired)
                return QIdentityProxyModel::data(index, role);
            if (role == Qt::ForegroundRole)
                return QBrush(Theme::error(QApplication::palette()));
            QFont font;
            font.setBold(true);
            return font;
        }
        return QIdentityProxyModel::data(index, role);
    }
};

// The Progress column as a bar with the model's text ("3 / 20 (15 %)"); a busy bar when there is no total.
class ProgressBarDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QString text = index.data(Qt::DisplayRole).toString();
        const double fraction = index.data(ProgressFractionRole).toDouble();
        const auto status = OperationStatus(index.data(StatusRole).toInt());
        QStyleOptionViewItem background = option;
        initStyleOption(&background, index);
        background.text.clear();
        QStyle *style = option.widget ? option.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, option.widget);
        if (text.isEmpty() && fraction < 0)
            return; // no progress reported (yet)

        QStyleOptionProgressBar bar;
        bar.rect = option.rect.adjusted(2, 3, -2, -3);
        bar.state = option.state | QStyle::State_Horizontal;
        bar.direction = option.direction;
        bar.fontMetrics = option.fontMetrics;
        bar.palette = option.palette;
        bar.minimum = 0;
        bar.maximum = 1000;
        bar.progress = fraction < 0 ? 0 : int(fraction * 1000);
        bar.text = text;
        bar.textVisible = true;
        bar.textAlignment = Qt::AlignCenter;
        if (Statuses::isTerminal(status) && status != OperationStatus::Completed)
            bar.palette.setColor(QPalette::Highlight, StatusIcons::color(status));
        if (fraction >= 0) {
            style->drawControl(QStyle::CE_ProgressBar, &bar, painter, option.widget);
            return;
        }
        // No total: an empty bar, hatched, with the count. A full busy bar would read as "done".
        bar.maximum = 1;
        style->drawControl(QStyle::CE_ProgressBarGroove, &bar, painter, option.widget);
        painter->save();
        QColor hatch = bar.palette.color(QPalette::Highlight);
        hatch.setAlpha(110);
        painter->fillRect(bar.rect.adjusted(2, 2, -2, -2), QBrush(hatch, Qt::BDiagPattern));
        painter->restore();
        style->drawControl(QStyle::CE_ProgressBarLabel, &bar, painter, option.widget);
    }
};

} // namespace

OperationsView::OperationsView(QWidget *parent)
    : QWidget(parent)
    , m_model(new OperationModel(this))
    , m_filter(new OperationFilterModel(this))
    , m_display(new OperationDisplayModel(this))
{
    m_filter->setSourceModel(m_model);
    m_display->setSourceModel(m_filter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QHBoxLayout *bar = createFilterBar();
    createActions();
    bar->addWidget(createActionBar(), 1);
    layout->addLayout(bar);
    layout->addWidget(createClearBar());
    m_clearTimer.setSingleShot(true);
    m_clearTimer.setInterval(UndoClearMs);
    connect(&m_clearTimer, &QTimer::timeout, this, &OperationsView::dropCleared);
    connect(m_undoClear, &QAction::triggered, this, &OperationsView::undoClear);

    createTable();
    layout->addWidget(m_view, 1);

    connect(m_statusFilter, &QComboBox::currentIndexChanged, this, &OperationsView::applyStatusFilter);
    connect(m_serverFilter, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_filter->setServerFilter(index <= 0 ? QString() : m_serverFilter->itemText(index));
        m_view->viewport()->update();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &OperationsView::onCurrentChanged);
    connect(m_clearFinished, &QAction::triggered, this, &OperationsView::clearFinished);
    // The current row may go (cleared, filtered out): follow whatever the view has then.
    connect(m_display, &QAbstractItemModel::rowsRemoved, this, &OperationsView::onCurrentChanged);
    connect(m_display, &QAbstractItemModel::modelReset, this, &OperationsView::onCurrentChanged);
    connectActions();
    updateWidgets();
}

// The status and server filters over the table.
QHBoxLayout *OperationsView::createFilterBar()
{
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Status:"), this));
    m_statusFilter = new QComboBox(this);
    m_statusFilter->setObjectName(QStringLiteral("statusFilter"));
    m_statusFilter->setAccessibleName(tr("Status filter"));
    m_statusFilter->setAccessibleDescription(tr("Shows only the operations in this status"));
    m_statusFilter->addItem(tr("All"), kAll);
    m_statusFilter->addItem(tr("Active"), kActive);
    m_statusFilter->addItem(tr("Finished"), kFinished);
    m_statusFilter->insertSeparator(m_statusFilter->count());
    for (OperationStatus status :
        {OperationStatus::Working, OperationStatus::InputRequired, OperationStatus::Completed, OperationStatus::Failed,
            OperationStatus::Cancelled, OperationStatus::Expired, OperationStatus::Disconnected}) {
        m_statusFilter->addItem(StatusIcons::operation(status), Statuses::toString(status), int(status));
    }
    bar->addWidget(m_statusFilter);
    bar->addWidget(new QLabel(tr("Server:"), this));
    m_serverFilter = new QComboBox(this);
    m_serverFilter->setObjectName(QStringLiteral("serverFilter"));
    m_serverFilter->setAccessibleName(tr("Server filter"));
    m_serverFilter->setAccessibleDescription(tr("Shows only the operations of this server"));
    m_serverFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_serverFilter->addItem(tr("All servers"));
    bar->addWidget(m_serverFilter);

    return bar;
}

void OperationsView::createActions()
{
    m_cancel = new QAction(QIcon::fromTheme(QStringLiteral("process-stop")), tr("Cancel"), this);
    m_cancel->setToolTip(tr("Cancel the selected operation"));
    m_refresh = new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Refresh"), this);
    m_refresh->setToolTip(tr("Ask the server for the status of the selected operation now"));
    m_joinAgain = new QAction(tr("Join Again…"), this);
    m_joinAgain->setToolTip(tr("Attach to the selected operation once more, by its handle"));
    m_copyHandle = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy Handle"), this);
    m_copyHandle->setToolTip(tr("Copy the handle, to join from another client or after a restart"));
    m_copyCallCommand = new QAction(tr("Copy Call as Command"), this);
    m_copyCallCommand->setToolTip(tr("Copy the mcp-async command line that makes this call again"));
    m_copyJoinCommand = new QAction(tr("Copy Join as Command"), this);
    m_copyJoinCommand->setToolTip(tr("Copy the mcp-async command line that joins this operation by its handle"));
    m_clearFinished = new QAction(QIcon::fromTheme(QStringLiteral("edit-clear")), tr("Clear Finished"), this);
    m_clearFinished->setToolTip(tr("Remove the operations that have ended (completed, failed, cancelled, expired, "
                                   "not found) of the server filtered on, or of all; those still running, waiting "
                                   "or disconnected stay. It can be undone for 30 s."));
    m_undoClear = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("Undo Clear"), this);
    m_undoClear->setToolTip(tr("Bring back the operations Clear Finished removed"));
    m_undoClear->setShortcut(QKeySequence::Undo);
    m_undoClear->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_undoClear->setEnabled(false);
    addAction(m_undoClear);
}

QToolBar *OperationsView::createActionBar()
{
    // A tool bar, not a row of buttons: in a narrow window what does not fit goes behind its » menu instead of
    // widening the window past the screen.
    auto *actions = new QToolBar(this);
    actions->setObjectName(QStringLiteral("operationActions"));
    actions->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const int icon = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    actions->setIconSize(QSize(icon, icon));
    actions->addActions({m_cancel, m_refresh, m_joinAgain, m_copyHandle, m_clearFinished});
    return actions;
}

QWidget *OperationsView::createClearBar()
{
    // After Clear Finished: what went, and a way back.
    m_clearBar = new QWidget(this);
    m_clearBar->setObjectName(QStringLiteral("clearNoteBar"));
    auto *clearLayout = new QHBoxLayout(m_clearBar);
    clearLayout->setContentsMargins(4, 2, 4, 2);
    m_clearNote = new QLabel(m_clearBar);
    m_clearNote->setObjectName(QStringLiteral("clearNote"));
    m_clearNote->setWordWrap(true);
    m_clearNote->setTextFormat(Qt::PlainText);
    clearLayout->addWidget(m_clearNote, 1);
    auto *undoButton = new QToolButton(m_clearBar);
    undoButton->setDefaultAction(m_undoClear);
    undoButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    clearLayout->addWidget(undoButton);
    m_clearBar->hide();
    return m_clearBar;
}

void OperationsView::createTable()
{
    m_view = new EmptyHintView<QTreeView>([this] { return emptyHint(); }, this);
    setUpLiveTable(m_view, m_display, QStringLiteral("operationsTable"), tr("Operations"),
        tr("Every operation of every server: status, tool, progress and countdown"));
    m_view->setSortingEnabled(true);
    m_view->setItemDelegateForColumn(OperationColumn::Progress, new ProgressBarDelegate(m_view));
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addActions({m_cancel, m_refresh, m_joinAgain, m_copyHandle, m_copyCallCommand, m_copyJoinCommand});
    // Sized once: live columns never use ResizeToContents [CONTRIBUTING.md style 7].
    QHeaderView *header = m_view->header();
    header->setSectionsMovable(true);
    const QFontMetrics metrics(font());
    const auto width = [&metrics](const char *sample) { return metrics.horizontalAdvance(QLatin1String(sample)) + 18; };
    header->resizeSection(OperationColumn::Status, width("working (accepted)") + 22); // + the icon
    header->resizeSection(OperationColumn::Tool, width("analyze_dataset"));
    header->resizeSection(OperationColumn::Server, width("Demo server"));
    header->resizeSection(OperationColumn::Dialect, width("async-call"));
    header->resizeSection(OperationColumn::Progress, width("100 / 100 (100 %)"));
    header->resizeSection(OperationColumn::Message, 200);
    header->resizeSection(OperationColumn::Elapsed, width("Elapsed"));
    header->resizeSection(OperationColumn::Eta, width("00:00:00"));
    header->resizeSection(OperationColumn::ExpiresIn, width("Expires in"));
    header->resizeSection(OperationColumn::Handle, 160);
    header->setSectionResizeMode(OperationColumn::Message, QHeaderView::Stretch);
    createColumnMenu();
    // Newest first: Elapsed sorts by the start time.
    m_view->sortByColumn(OperationColumn::Elapsed, Qt::DescendingOrder);
}

// The header's context menu: which columns are shown (Status always is).
void OperationsView::createColumnMenu()
{
    QHeaderView *header = m_view->header();
    // The handle is in the detail pane and behind "Copy Handle"; the header's menu brings the column back.
    header->setSectionHidden(OperationColumn::Handle, true);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        QMenu menu(this);
        for (int column = 0; column < OperationColumn::ColumnCount; ++column) {
            QAction *action = menu.addAction(m_display->headerData(column, Qt::Horizontal).toString());
            action->setCheckable(true);
            action->setChecked(!header->isSectionHidden(column));
            action->setEnabled(column != OperationColumn::Status);
            connect(action, &QAction::toggled, header,
                [header, column](bool on) { header->setSectionHidden(column, !on); });
        }
        menu.exec(header->mapToGlobal(pos));
    });
}

void OperationsView::connectActions()
{
    connect(m_cancel, &QAction::triggered, this, [this] {
        if (m_manager && m_current)
            m_manager->cancel(m_current);
    });
    connect(m_refresh, &QAction::triggered, this, [this] {
        if (m_manager && m_current)
            m_manager->refresh(m_current);
    });
    connect(m_joinAgain, &QAction::triggered, this, [this] {
        if (m_current)
            emit joinAgainRequested(m_current->serverName(), m_current->dialect(), m_current->handleText());
    });
    connect(m_copyHandle, &QAction::triggered, this, [this] {
        if (m_current)
            QGuiApplication::clipboard()->setText(m_current->handleText());
    });
    connect(m_copyCallCommand, &QAction::triggered, this, [this] {
        if (McpSession *session = currentSession()) {
            QGuiApplication::clipboard()->setText(
                CommandLine::call(session->config(), m_current->tool(), m_current->arguments(), m_current->dialect()));
        }
    });
    connect(m_copyJoinCommand, &QAction::triggered, this, [this] {
        if (McpSession *session = currentSession()) {
            QGuiApplication::clipboard()->setText(
                CommandLine::join(session->config(), m_current->handleText(), m_current->dialect()));
        }
    });
}

OperationsView::~OperationsView()
{
    qDeleteAll(m_cleared);
}

void OperationsView::clearFinished()
{
    if (!m_manager)
        return;
    dropCleared(); // only the last clear can be undone
    const QString server = m_filter->serverFilter();
    m_cleared = m_manager->takeFinished(server);
    if (m_cleared.isEmpty()) {
        m_clearNote->setText(server.isEmpty() ? tr("Nothing has finished: every operation is still running, "
                                                   "waiting or can be resumed.")
                                              : tr("Nothing of %1 has finished.").arg(server));
    } else {
        // Name what went: up to four operations by tool and status, then how many more.
        QStringList named;
        for (const Operation *op : std::as_const(m_cleared).first(qMin<qsizetype>(4, m_cleared.size())))
            named << tr("%1 (%2)").arg(op->tool(), Statuses::toString(op->status()));
        const int more = int(m_cleared.size() - named.size());
        if (more > 0)
            named << tr("%1 more").arg(more);
        const QString list = named.join(QStringLiteral(", "));
        m_clearNote->setText(m_cleared.size() == 1
                ? tr("Cleared 1 finished operation: %1.").arg(list)
                : tr("Cleared %1 finished operations: %2.").arg(QString::number(m_cleared.size()), list));
    }
    m_undoClear->setEnabled(!m_cleared.isEmpty());
    m_clearBar->show();
    m_clearTimer.start(m_cleared.isEmpty() ? 5000 : UndoClearMs);
}

void OperationsView::undoClear()
{
    if (!m_manager || m_cleared.isEmpty())
        return;
    const QList<Operation *> back = std::exchange(m_cleared, {});
    m_manager->restore(back);
    m_clearTimer.stop();
    m_undoClear->setEnabled(false);
    m_clearBar->hide();
}

void OperationsView::dropCleared()
{
    m_clearTimer.stop();
    m_undoClear->setEnabled(false);
    m_clearBar->hide();
    if (m_cleared.isEmpty())
        return;
    for (Operation *op : std::exchange(m_cleared, {}))
        op->deleteLater();
    Heap::releaseSoon(); // their histories and results are freed once the deferred deletes have run
}

QString OperationsView::clearNote() const
{
    return m_clearBar->isHidden() ? QString() : m_clearNote->text();
}

void OperationsView::setManager(OperationManager *manager)
{
    m_manager = manager;
    m_model->setManager(manager);
    updateWidgets();
}

void OperationsView::setServerNames(const QStringList &names)
{
    const QString current = m_serverFilter->currentIndex() > 0 ? m_serverFilter->currentText() : QString();
    const QSignalBlocker blocker(m_serverFilter);
    while (m_serverFilter->count() > 1)
        m_serverFilter->removeItem(1);
    m_serverFilter->addItems(names);
    const int index = current.isEmpty() ? 0 : m_serverFilter->findText(current);
    m_serverFilter->setCurrentIndex(qMax(0, index));
    if (index < 0)
        m_filter->setServerFilter(QString());
}

Operation *OperationsView::currentOperation() const
{
    return m_current;
}

bool OperationsView::selectOperation(const QString &id)
{
    m_model->flushPending();
    const QModelIndex source = m_model->indexOf(id, OperationColumn::Status);
    QModelIndex index = m_display->mapFromSource(m_filter->mapFromSource(source));
    if (source.isValid() && !index.isValid()) {
        // Hidden by a filter: show everything rather than select nothing.
        m_statusFilter->setCurrentIndex(0);
        m_serverFilter->setCurrentIndex(0);
        index = m_display->mapFromSource(m_filter->mapFromSource(source));
    }
    if (!index.isValid())
        return false;
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    return true;
}

QString OperationsView::emptyHint() const
{
    if (m_display->rowCount() > 0)
        return QString();
    if (m_model->rowCount() > 0)
        return tr("No operation matches the filter.");
    return tr("No operations yet.\n\nPick a tool above and press Launch, or use Join\u2026 to attach to an "
              "operation by its handle.");
}

void OperationsView::onCurrentChanged()
{
    const QModelIndex index = m_view->currentIndex();
    Operation *op =
        index.isValid() && m_manager ? m_manager->operation(index.data(OperationIdRole).toString()) : nullptr;
    if (op != m_current) {
        if (m_current)
            m_current->disconnect(this);
        m_current = op;
        if (op)
            connect(op, &Operation::changed, this, &OperationsView::updateWidgets);
        emit currentOperationChanged(op);
    }
    updateWidgets();
}

void OperationsView::applyStatusFilter()
{
    const int data = m_statusFilter->currentData().toInt();
    if (data == kAll)
        m_filter->setStatusFilter(OperationFilterModel::StatusFilter::All);
    else if (data == kActive)
        m_filter->setStatusFilter(OperationFilterModel::StatusFilter::Active);
    else if (data == kFinished)
        m_filter->setStatusFilter(OperationFilterModel::StatusFilter::Finished);
    else
        m_filter->setStatusFilter(OperationFilterModel::StatusFilter::Only, OperationStatus(data));
    m_view->viewport()->update();
}

Mcp::McpSession *OperationsView::currentSession() const
{
    return m_manager && m_current ? m_manager->session(m_current->serverName()) : nullptr;
}

void OperationsView::updateWidgets()
{
    const Operation *op = m_current;
    const bool running = op && !op->isTerminal();
    const bool hasHandle = op && !op->handleText().isEmpty();
    m_cancel->setEnabled(running);
    m_refresh->setEnabled(running);
    m_joinAgain->setEnabled(hasHandle && Dialects::descriptor(op->dialect()).isJoinable());
    m_copyHandle->setEnabled(hasHandle);
    const bool known = currentSession() != nullptr;
    m_copyCallCommand->setEnabled(known && op->isOwn() && !op->tool().isEmpty());
    m_copyJoinCommand->setEnabled(known && hasHandle && Dialects::descriptor(op->dialect()).isJoinable());
    m_clearFinished->setEnabled(m_manager);
}

#include "operationsview.moc"

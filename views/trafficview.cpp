// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "trafficview.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSplitter>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include "livetable.h"
#include "markdelegate.h"
#include "models/messagelogfiltermodel.h"
#include "models/messagelogmodel.h"
#include "models/operationtraffic.h"
#include "models/resendrequest.h"
#include "models/roles.h"
#include "operations/operation.h"
#include "resenddialog.h"
#include "session/mcpsession.h"
#include "theme.h"

using namespace Mcp;

namespace {
// Messages larger than this are shown cut: a text edit with tens of megabytes of JSON stalls the UI.
constexpr int MaxDetailChars = 500000;
// Messages larger than this are shown compact, as received: indenting megabytes on the GUI thread stalls the UI.
constexpr qint64 MaxPrettyBytes = 256 * 1024;
// A message that fails the wire check: a warning sign before its method, and the method in the error colour.
std::optional<MarkDelegate::Mark> wireFaultMark(const QModelIndex &index, const QPalette &palette)
{
    if (index.column() != MessageColumn::Method || index.data(WireFaultRole).toString().isEmpty())
        return std::nullopt;
    return MarkDelegate::Mark {QStyle::SP_MessageBoxWarning, Theme::error(palette)};
}
} // namespace

TrafficView::TrafficView(QWidget *parent)
    : QWidget(parent)
    , m_noLog(new MessageLogModel(this))
    , m_filter(new MessageLogFilterModel(this))
{
    // Until a log is given, an empty one: the columns are there to be sized and restored.
    m_filter->setSourceModel(m_noLog);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QToolBar *bar = createToolBar();
    layout->addWidget(bar);
    layout->addWidget(createScopeBar());
    layout->addWidget(createMessageSplitter(), 1);
    addResendAction(bar);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("trafficHint"));
    layout->addWidget(m_hint);

    m_searchTimer.setSingleShot(true);
    m_searchTimer.setInterval(300);
    connect(&m_searchTimer, &QTimer::timeout, this, &TrafficView::applySearch);
    connect(m_search, &QLineEdit::textChanged, this, [this] { m_searchTimer.start(); });
    connect(m_direction, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setDirectionFilter(MessageLogFilterModel::DirectionFilter(m_direction->currentData().toInt()));
        updateWidgets();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &TrafficView::onCurrentChanged);

    followNewRows();
    updateWidgets();
}

QToolBar *TrafficView::createToolBar()
{
    // A tool bar, so that in a narrow window what does not fit goes behind its » menu, never off the edge.
    auto *bar = new QToolBar(this);
    bar->setObjectName(QStringLiteral("trafficBar"));
    m_direction = new QComboBox(this);
    m_direction->setObjectName(QStringLiteral("directionFilter"));
    m_direction->setAccessibleName(tr("Direction filter"));
    m_direction->setAccessibleDescription(tr("Shows the messages going one way, or both"));
    m_direction->addItem(tr("Both ways"), int(MessageLogFilterModel::DirectionFilter::Both));
    m_direction->addItem(tr("\u2190 From server"), int(MessageLogFilterModel::DirectionFilter::Incoming));
    m_direction->addItem(tr("\u2192 To server"), int(MessageLogFilterModel::DirectionFilter::Outgoing));
    bar->addWidget(m_direction);
    // The search first: what a narrow window moves behind » are the kind boxes and the actions, not the search.
    m_search = new QLineEdit(this);
    m_search->setAccessibleName(tr("Search messages"));
    m_search->setAccessibleDescription(tr("Shows the messages whose method, id or JSON contains this text"));
    m_search->setObjectName(QStringLiteral("searchEdit"));
    m_search->setPlaceholderText(tr("Search method, id or JSON"));
    m_search->setClearButtonEnabled(true);
    m_search->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_search->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 16);
    bar->addWidget(m_search);
    const auto kindBox = [this, bar](const QString &text, const QString &name) {
        auto *box = new QCheckBox(text, this);
        box->setObjectName(name);
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, &TrafficView::applyKinds);
        bar->addWidget(box);
        return box;
    };
    m_requests = kindBox(tr("Requests"), QStringLiteral("showRequests"));
    m_responses = kindBox(tr("Responses"), QStringLiteral("showResponses"));
    m_notifications = kindBox(tr("Notifications"), QStringLiteral("showNotifications"));
    m_errors = kindBox(tr("Errors"), QStringLiteral("showErrors"));
    // Not a kind: on top of the kinds, only what fails the wire check.
    m_faultsOnly = new QCheckBox(tr("Faults only"), this);
    m_faultsOnly->setObjectName(QStringLiteral("faultsOnly"));
    m_faultsOnly->setToolTip(tr("Show only the messages that fail the wire check of their protocol version"));
    m_faultsOnly->setAccessibleDescription(m_faultsOnly->toolTip());
    connect(m_faultsOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_filter->setFaultsOnly(on);
        updateWidgets();
    });
    bar->addWidget(m_faultsOnly);
    QAction *copy = bar->addAction(tr("Copy"));
    copy->setObjectName(QStringLiteral("copyAction"));
    copy->setToolTip(tr("Copy the selected messages as JSON"));
    QAction *exportButton = bar->addAction(tr("Export…"));
    exportButton->setObjectName(QStringLiteral("exportAction"));
    exportButton->setToolTip(tr("Save the messages as JSON lines: those the filters show, or all"));
    m_allServersAction = bar->addAction(tr("All Servers"));
    m_allServersAction->setObjectName(QStringLiteral("allServersAction"));
    m_allServersAction->setCheckable(true);
    m_allServersAction->setToolTip(tr("Show the traffic of every server in one list"));
    connect(m_allServersAction, &QAction::triggered, this, &TrafficView::allServersRequested);
    QAction *clear = bar->addAction(tr("Clear"));
    clear->setObjectName(QStringLiteral("clearAction"));
    clear->setToolTip(tr("Remove every message from the log"));
    connect(copy, &QAction::triggered, this, &TrafficView::copySelected);
    connect(exportButton, &QAction::triggered, this, &TrafficView::exportWithDialog);
    connect(clear, &QAction::triggered, this, [this] {
        if (m_log)
            m_log->clear();
        m_detail->clear();
        updateWidgets();
    });
    return bar;
}

// "Edit and Resend…" in the bar, in the list's context menu and on Ctrl+Shift+R while the list has the focus.
void TrafficView::addResendAction(QToolBar *bar)
{
    m_resendAction = bar->addAction(tr("Edit and Resend…"));
    m_resendAction->setObjectName(QStringLiteral("resendAction"));
    m_resendAction->setToolTip(tr("Edit the selected request and send it again as a new one (Ctrl+Shift+R)"));
    m_resendAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_resendAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_resendAction);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_resendAction, &QAction::triggered, this, &TrafficView::openResendDialog);
    updateResendAction();
}

void TrafficView::setSession(McpSession *session)
{
    m_session = session;
    updateResendAction();
}

void TrafficView::updateResendAction()
{
    const QModelIndex current = m_view->currentIndex();
    const int row = current.isValid() && m_log ? m_filter->mapToSource(current).row() : -1;
    m_resendAction->setEnabled(m_session && !m_allServers && ResendRequest::isResendable(m_log, row));
}

ResendDialog *TrafficView::openResendDialog()
{
    updateResendAction();
    if (!m_resendAction->isEnabled())
        return nullptr;
    auto *dialog = new ResendDialog(m_log, m_filter->mapToSource(m_view->currentIndex()).row(), m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

QWidget *TrafficView::createScopeBar()
{
    // When one operation's messages are shown: which, and the way back to all of them.
    m_scopeBar = new QWidget(this);
    m_scopeBar->setObjectName(QStringLiteral("operationScopeBar"));
    auto *scopeLayout = new QHBoxLayout(m_scopeBar);
    scopeLayout->setContentsMargins(4, 2, 4, 2);
    m_scopeLabel = new QLabel(m_scopeBar);
    m_scopeLabel->setObjectName(QStringLiteral("operationScope"));
    m_scopeLabel->setTextFormat(Qt::PlainText);
    m_scopeLabel->setWordWrap(true); // a long tool name or handle must not widen the window
    scopeLayout->addWidget(m_scopeLabel, 1);
    auto *showAll = new QPushButton(tr("Show All Messages"), m_scopeBar);
    showAll->setObjectName(QStringLiteral("showAllMessages"));
    scopeLayout->addWidget(showAll);
    connect(showAll, &QPushButton::clicked, this, [this] { showOperation(nullptr); });
    m_scopeBar->hide();
    return m_scopeBar;
}

// The messages over the JSON of the selected one.
QSplitter *TrafficView::createMessageSplitter()
{
    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_view = new QTreeView(splitter);
    setUpLiveTable(m_view, m_filter, QStringLiteral("messageList"), tr("Messages"),
        tr("The JSON-RPC messages of this server, oldest first"), QAbstractItemView::ExtendedSelection);
    m_view->setItemDelegate(new MarkDelegate(wireFaultMark, m_view));
    // Sized once, never ResizeToContents: rows arrive continuously.
    QHeaderView *header = m_view->header();
    header->resizeSection(MessageColumn::Direction, 36);
    header->resizeSection(MessageColumn::Time, 110);
    header->resizeSection(MessageColumn::Kind, 100);
    header->resizeSection(MessageColumn::Method, 260);
    header->resizeSection(MessageColumn::Id, 70);
    header->resizeSection(MessageColumn::Size, 80);
    header->resizeSection(MessageColumn::Server, 120);
    header->setSectionResizeMode(MessageColumn::Method, QHeaderView::Stretch);
    header->setSectionHidden(MessageColumn::Server, true); // one server's view: it is in the tab's name
    splitter->addWidget(m_view);
    m_detail = new QPlainTextEdit(splitter);
    m_detail->setObjectName(QStringLiteral("messageDetail"));
    m_detail->setAccessibleName(tr("Message JSON"));
    m_detail->setAccessibleDescription(tr("The selected message as indented JSON"));
    m_detail->setReadOnly(true);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_detail->setPlaceholderText(tr("Select a message to see its JSON"));
    m_detail->setLineWrapMode(QPlainTextEdit::NoWrap);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    return splitter;
}

void TrafficView::followNewRows()
{
    // Follow new rows only while the person is at the bottom; scrolling up stops it, scrolling down resumes.
    QScrollBar *scroll = m_view->verticalScrollBar();
    connect(scroll, &QScrollBar::valueChanged, this,
        [this, scroll](int value) { m_atBottom = value >= scroll->maximum() - 1; });
    m_scrollTimer.setSingleShot(true);
    m_scrollTimer.setInterval(200);
    connect(&m_scrollTimer, &QTimer::timeout, this, &TrafficView::onScrollTick);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, [this] {
        m_rowsInserted = true;
        if (!m_scrollTimer.isActive())
            m_scrollTimer.start();
    });
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &TrafficView::updateWidgets);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &TrafficView::updateWidgets);
}

TrafficView::~TrafficView() = default;

void TrafficView::setLog(MessageLogModel *log)
{
    if (m_log)
        m_log->disconnect(this);
    m_log = log;
    m_filter->setSourceModel(log ? log : m_noLog);
    // The log goes with its server, maybe before this view does.
    if (log)
        connect(log, &QObject::destroyed, this, [this] { setLog(nullptr); });
    m_detail->clear();
    m_atBottom = true;
    updateResendAction();
    updateWidgets();
}

bool TrafficView::exportTo(const QString &path, bool onlyShown)
{
    if (!m_log)
        return false;
    m_log->flush(); // messages still buffered belong in the file too
    QList<int> shown;
    if (onlyShown) {
        shown.reserve(m_filter->rowCount());
        for (int row = 0; row < m_filter->rowCount(); ++row)
            shown << m_filter->mapToSource(m_filter->index(row, 0)).row();
        std::sort(shown.begin(), shown.end()); // in the order they went over the wire, whatever the view's sorting
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        m_hint->setText(tr("Could not write %1: %2").arg(path, file.errorString()));
        return false;
    }
    const bool written = onlyShown ? m_log->exportJsonLines(&file, shown) : m_log->exportJsonLines(&file);
    if (!written || !file.commit()) {
        m_hint->setText(tr("Could not write %1: %2").arg(path, file.errorString()));
        return false;
    }
    const qsizetype count = onlyShown ? shown.size() : m_log->rowCount();
    m_hint->setText(tr("Exported %1 messages to %2").arg(QString::number(count), path));
    return true;
}

void TrafficView::setAllServers(bool all)
{
    m_allServers = all;
    m_view->header()->setSectionHidden(MessageColumn::Server, !all);
    m_allServersAction->setChecked(all);
    updateResendAction();
    updateWidgets();
}

void TrafficView::showOperation(const Operation *op)
{
    // Named as the person sees it: the tool, and the handle shown in the table and the detail pane.
    const QString handle = op ? op->handleText() : QString();
    const QString name = !op ? QString() : handle.isEmpty() ? op->tool() : tr("%1 (%2)").arg(op->tool(), handle);
    m_filter->setOperationScope(op ? OperationTraffic(op) : OperationTraffic(), name);
    m_scopeLabel->setText(op ? tr("Only the messages of %1").arg(name) : QString());
    m_scopeBar->setVisible(op);
    updateWidgets();
}

bool TrafficView::selectMessage(qint64 serial)
{
    if (!m_log)
        return false;
    m_log->flush();
    const int row = m_log->rowOfSerial(serial);
    if (row < 0)
        return false;
    QModelIndex shown = m_filter->mapFromSource(m_log->index(row, 0));
    if (!shown.isValid()) {
        // Hidden by a filter: show everything again, then the message.
        showOperation(nullptr);
        m_search->clear();
        applySearch();
        for (QCheckBox *box : {m_requests, m_responses, m_notifications, m_errors})
            box->setChecked(true);
        m_faultsOnly->setChecked(false);
        m_direction->setCurrentIndex(0);
        shown = m_filter->mapFromSource(m_log->index(row, 0));
    }
    if (!shown.isValid())
        return false;
    m_atBottom = false;
    m_view->setCurrentIndex(shown);
    m_view->scrollTo(shown, QAbstractItemView::PositionAtCenter);
    return true;
}

QString TrafficView::detailText() const
{
    return m_detail->toPlainText();
}

void TrafficView::applySearch()
{
    m_filter->setSearchText(m_search->text());
    updateWidgets();
}

void TrafficView::applyKinds()
{
    MessageLogModel::Kinds kinds;
    if (m_requests->isChecked())
        kinds |= MessageLogModel::Request;
    if (m_responses->isChecked())
        kinds |= MessageLogModel::Response;
    if (m_notifications->isChecked())
        kinds |= MessageLogModel::Notification;
    if (m_errors->isChecked())
        kinds |= MessageLogModel::Error;
    m_filter->setKindFilter(kinds);
    updateWidgets();
}

void TrafficView::onCurrentChanged()
{
    updateResendAction();
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        m_detail->clear();
        return;
    }
    const qint64 bytes = current.data(MessageBytesRole).toLongLong();
    if (bytes > MaxPrettyBytes) {
        m_detail->setPlainText(current.data(RawJsonHeadRole).toString()
            + (bytes > MessageLogModel::HeadBytes
                    ? tr("\n… (%1 bytes in all, shown as received and cut; copy or export to see all)").arg(bytes)
                    : tr("\n(%1 bytes, shown as received: too large to indent here)").arg(bytes)));
        return;
    }
    QString json = current.data(PrettyJsonRole).toString();
    if (json.size() > MaxDetailChars)
        json = json.left(MaxDetailChars)
            + tr("\n… (%1 more characters; export to see all)").arg(json.size() - MaxDetailChars);
    const QString fault = current.data(WireFaultRole).toString();
    if (!fault.isEmpty())
        json = tr("\u26a0 Fails the wire check: %1\n\n").arg(fault) + json;
    m_detail->setPlainText(json);
}

void TrafficView::onScrollTick()
{
    if (m_rowsInserted && m_atBottom)
        m_view->scrollToBottom();
    m_rowsInserted = false;
    updateWidgets();
}

void TrafficView::copySelected()
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QStringList parts;
    if (rows.size() == 1) {
        parts << rows.constFirst().data(PrettyJsonRole).toString();
    } else {
        for (const QModelIndex &index : std::as_const(rows))
            parts << index.data(RawJsonRole).toString(); // several: one compact message per line
    }
    if (!parts.isEmpty())
        QApplication::clipboard()->setText(parts.join(QLatin1Char('\n')));
}

void TrafficView::exportWithDialog()
{
    // With a filter on, the person chooses: what they see, or everything.
    bool onlyShown = false;
    const int shown = m_filter->rowCount();
    const int all = m_log ? m_log->rowCount() : 0;
    if (shown < all) {
        QMessageBox ask(QMessageBox::Question, tr("Export messages"),
            tr("The filters show %1 of the %2 messages. Which do you want to export?")
                .arg(QString::number(shown), QString::number(all)),
            QMessageBox::Cancel, this);
        QPushButton *shownButton = ask.addButton(tr("The %1 Shown").arg(shown), QMessageBox::AcceptRole);
        ask.addButton(tr("All %1").arg(all), QMessageBox::AcceptRole);
        ask.setDefaultButton(shownButton);
        if (ask.exec() == QMessageBox::Cancel)
            return;
        onlyShown = ask.clickedButton() == shownButton;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export messages"), QStringLiteral("messages.jsonl"), tr("JSON lines (*.jsonl);;All files (*)"));
    if (!path.isEmpty())
        exportTo(path, onlyShown);
}

void TrafficView::updateWidgets()
{
    const int shown = m_filter->rowCount();
    const int all = m_log ? m_log->rowCount() : 0;
    QString text = shown == all ? tr("%n message(s)", nullptr, all) : tr("%1 of %2 messages shown").arg(shown).arg(all);
    if (m_log && m_log->trimmedCount() > 0)
        text = tr("%1 · %2 older ones dropped").arg(text, QString::number(m_log->trimmedCount()));
    if (m_allServers)
        text = tr("%1 · every server, since this view was first opened").arg(text);
    else if (!m_log)
        text = tr("No server selected");
    else if (!m_atBottom)
        text = tr("%1 · not following (scroll to the bottom to follow)").arg(text);
    m_hint->setText(text);
}

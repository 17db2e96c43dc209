// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationdetailpane.h"

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextLayout>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "models/format.h"
#include "progressplotwidget.h"
#include "resultviewer.h"
#include "session/mcpsession.h"
#include "theme.h"
#include "ui_operationdetailpane.h"

using namespace Mcp;

namespace {
// The list keeps at most this many rows; the operation itself keeps Operation::MaxEvents.
constexpr int MaxEventRows = 2 * Operation::MaxEvents;
// The status line has room for this many lines, whatever the message: the tabs below never move with it.
constexpr int StatusLines = 2;
// Dynamic properties of a fitted label: its whole text, and how many lines it may take.
constexpr char FullTextProperty[] = "fullText";
constexpr char LinesProperty[] = "fittedLines";

/*!
 * \a text as it fits in \a lines lines of \a width pixels, wrapped at words (anywhere in a word longer than a
 * line), the last line cut with an ellipsis when something is left over.
 */
QString fitToLines(const QString &text, const QFont &font, int width, int lines)
{
    const QFontMetrics metrics(font);
    if (width <= 0 || lines <= 0)
        return QString();
    if (lines == 1)
        return metrics.elidedText(text, Qt::ElideRight, width);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    QStringList shown;
    int lastStart = 0;
    for (QTextLine line = layout.createLine(); line.isValid() && shown.size() < lines; line = layout.createLine()) {
        line.setLineWidth(width);
        lastStart = line.textStart();
        shown << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    // The last line takes the rest of the text, cut with an ellipsis where it no longer fits.
    if (!shown.isEmpty())
        shown.last() = metrics.elidedText(text.mid(lastStart).trimmed(), Qt::ElideRight, width);
    return shown.join(QLatin1Char('\n'));
}

QString kindWord(OperationEvent::Kind kind)
{
    switch (kind) {
    case OperationEvent::Kind::Status:
        return OperationDetailPane::tr("status");
    case OperationEvent::Kind::Progress:
        return OperationDetailPane::tr("progress");
    case OperationEvent::Kind::Input:
        return OperationDetailPane::tr("prompt");
    case OperationEvent::Kind::Connection:
        return OperationDetailPane::tr("link");
    case OperationEvent::Kind::Error:
        return OperationDetailPane::tr("error");
    case OperationEvent::Kind::Log:
        return OperationDetailPane::tr("log");
    case OperationEvent::Kind::Info:
        break;
    }
    return OperationDetailPane::tr("info");
}

/*! The Events list's text of \a event: a log message with its level and logger in front. */
QString eventText(const OperationEvent &event)
{
    if (event.kind != OperationEvent::Kind::Log)
        return event.text;
    return QStringLiteral("[%1] %2%3")
        .arg(event.level, event.logger.isEmpty() ? QString() : event.logger + QStringLiteral(": "), event.text);
}

} // namespace

OperationDetailPane::OperationDetailPane(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::OperationDetailPane>())
{
    m_ui->setupUi(this);
    m_title = m_ui->titleLabel;
    m_where = m_ui->whereLabel;
    m_status = m_ui->statusLabel;
    m_handle = m_ui->handleEdit;
    m_copyHandle = m_ui->copyHandleButton;
    m_expiry = m_ui->expiryLabel;
    m_times = m_ui->timesLabel;
    m_polls = m_ui->pollsLabel;
    m_refresh = m_ui->refreshButton;
    m_cancel = m_ui->cancelButton;
    m_sagaBox = m_ui->sagaBox;
    m_sagaToken = m_ui->sagaTokenEdit;
    m_tabs = m_ui->tabs;
    m_plot = m_ui->plot;
    m_events = m_ui->eventList;
    m_result = m_ui->result;
    connect(m_result, &ResultViewer::openResourceRequested, this, &OperationDetailPane::openResourceRequested);

    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);
    // Texts that change with the operation must not set the pane's width: they are cut to it, whole in the
    // tooltip. A pane that widened with a long message squeezed the table beside it and moved the tabs.
    // The form's fields take the pane's width: these labels ignore their size hint, which is the text they were
    // last cut to.
    for (QLabel *label : {m_title, m_where, m_status, m_expiry, m_times, m_polls}) {
        label->setSizePolicy(QSizePolicy::Ignored, label->sizePolicy().verticalPolicy());
        label->installEventFilter(this);
    }
    // Always two lines high, the message wrapped into them at the pane's width: a wrapped label given less height
    // than it asked for showed only its first words ("completed — The").
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * StatusLines + 2);
    m_events->header()->resizeSection(0, 90);
    m_events->header()->resizeSection(1, 70);
    m_events->header()->setStretchLastSection(true);
    createCornerActions();
    connectButtons();

    m_tick.setInterval(1000);
    m_tick.setTimerType(Qt::CoarseTimer);
    connect(&m_tick, &QTimer::timeout, this, &OperationDetailPane::updateExpiry);
    m_eventTimer.setSingleShot(true);
    m_eventTimer.setInterval(100);
    connect(&m_eventTimer, &QTimer::timeout, this, &OperationDetailPane::syncEvents);

    setOperation(nullptr);
}

void OperationDetailPane::connectButtons()
{
    connect(m_copyHandle, &QPushButton::clicked, this, [this] {
        if (!m_handle->text().isEmpty())
            QApplication::clipboard()->setText(m_handle->text());
    });
    connect(m_refresh, &QPushButton::clicked, this, [this] {
        if (m_manager && m_op)
            m_manager->refresh(m_op);
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_manager && m_op)
            m_manager->cancel(m_op);
    });
    // The handle a person may edit (DialectDescriptor::editableHandle): the manager hands it to the dialect.
    connect(m_ui->useTokenButton, &QPushButton::clicked, this, [this] {
        if (m_manager && m_op)
            m_manager->setHandleText(m_op, m_sagaToken->text());
    });
    connect(m_ui->resumeNowButton, &QPushButton::clicked, this, [this] {
        if (m_manager && m_op)
            m_manager->resumeNow(m_op);
    });
}

// Beside the tabs: the operation's own messages, and everything about it as one JSON report.
void OperationDetailPane::createCornerActions()
{
    auto *corner = new QToolBar(m_tabs);
    corner->setObjectName(QStringLiteral("detailActions"));
    corner->setToolButtonStyle(Qt::ToolButtonTextOnly);
    QAction *traffic = corner->addAction(tr("Traffic"), this, [this] {
        if (m_op)
            emit trafficRequested(m_op);
    });
    traffic->setObjectName(QStringLiteral("showTrafficAction"));
    traffic->setToolTip(tr("Show this operation's messages in the traffic of its server"));
    QAction *report = corner->addAction(tr("Report…"), this, [this] {
        if (m_op)
            emit reportRequested(m_op);
    });
    report->setObjectName(QStringLiteral("saveReportAction"));
    report->setToolTip(tr("Save the operation's statuses, events, progress, result and messages as one JSON file"));
    m_tabs->setCornerWidget(corner, Qt::TopRightCorner);
}

OperationDetailPane::~OperationDetailPane() = default;

void OperationDetailPane::setManager(OperationManager *manager)
{
    m_manager = manager;
    setOperation(m_op);
}

Operation *OperationDetailPane::operation() const
{
    return m_op;
}

void OperationDetailPane::setOperation(Operation *op)
{
    if (m_op && m_op != op)
        m_op->disconnect(this);
    m_op = op;
    if (op) {
        // Operation::changed also carries new events (they are added without a signal of their own).
        connect(op, &Operation::changed, this, &OperationDetailPane::updateHeader, Qt::UniqueConnection);
        connect(op, &Operation::changed, this, &OperationDetailPane::scheduleEventSync, Qt::UniqueConnection);
        connect(op, &Operation::inputAdded, this, &OperationDetailPane::scheduleEventSync, Qt::UniqueConnection);
        connect(op, &Operation::progressAdded, this, &OperationDetailPane::scheduleEventSync, Qt::UniqueConnection);
        connect(op, &Operation::logAdded, this, &OperationDetailPane::scheduleEventSync, Qt::UniqueConnection);
        connect(op, &Operation::pollsChanged, this, &OperationDetailPane::updatePolls, Qt::UniqueConnection);
    }
    McpSession *session = (m_manager && op) ? m_manager->session(op->serverName()) : nullptr;
    m_plot->setOperation(op);
    m_result->setOperation(op, session);
    updateOutputSchema();
    m_events->clear();
    m_shownEvents = 0;
    m_lastEventMs = 0;
    m_lastEventText.clear();
    syncEvents();
    updateHeader();
    if (op && op->isTerminal() && op->hasResult())
        m_tabs->setCurrentWidget(m_result);
}

QString OperationDetailPane::expiryText() const
{
    return m_expiry->property(FullTextProperty).toString();
}

QString OperationDetailPane::pollsText() const
{
    return !m_polls->isHidden() ? m_polls->property(FullTextProperty).toString() : QString();
}

void OperationDetailPane::updatePolls()
{
    // Only for operations something polled: a plain call or one followed by notifications has no such row.
    const bool shown = m_op && !m_op->pollStats().isEmpty();
    m_ui->pollsCaption->setVisible(shown);
    m_polls->setVisible(shown);
    setFittedText(m_polls, shown ? m_op->pollStats().summary() : QString());
    // The server's figures, all of its operations held now, beside the operation's own.
    const QString server = shown ? m_op->serverName() : QString();
    m_ui->pollsCaption->setToolTip(shown && m_manager
            ? tr("All of %1's operations: %2").arg(server, m_manager->pollTotals(server).summary())
            : QString());
}

bool OperationDetailPane::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize || event->type() == QEvent::FontChange) {
        if (auto *label = qobject_cast<QLabel *>(watched))
            fitText(label);
    }
    return QWidget::eventFilter(watched, event);
}

void OperationDetailPane::setFittedText(QLabel *label, const QString &text, int lines)
{
    label->setProperty(FullTextProperty, text);
    label->setProperty(LinesProperty, lines);
    fitText(label);
}

void OperationDetailPane::fitText(QLabel *label)
{
    const QString full = label->property(FullTextProperty).toString();
    const int lines = qMax(1, label->property(LinesProperty).toInt());
    const QString shown = fitToLines(full, label->font(), label->contentsRect().width() - 2 * label->margin(), lines);
    if (label->text() != shown)
        label->setText(shown);
    // The status label's tooltip is always its whole text (statusText()); the others have one only when cut.
    if (label != m_status)
        label->setToolTip(shown == full ? QString() : full);
}

QString OperationDetailPane::statusText() const
{
    return m_status->toolTip(); // the whole of it; the label may show it cut
}

void OperationDetailPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateExpiry();
    if (m_op && m_op->expiresAt().isValid())
        m_tick.start();
}

void OperationDetailPane::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_tick.stop();
}

void OperationDetailPane::updateHeader()
{
    const bool has = m_op;
    m_refresh->setEnabled(has && m_manager && !m_op->isTerminal());
    m_cancel->setEnabled(has && m_manager && !m_op->isTerminal());
    m_copyHandle->setEnabled(has && !m_op->handleText().isEmpty());
    if (!has) {
        setFittedText(m_title, tr("No operation selected"));
        setFittedText(m_where, QString());
        setFittedText(m_status, QString(), StatusLines);
        m_status->setToolTip(QString());
        m_handle->clear();
        setFittedText(m_times, QString());
        m_sagaBox->hide();
        updateExpiry();
        updatePolls();
        return;
    }
    setFittedText(m_title, m_op->displayName());
    setFittedText(m_where,
        tr("%1 · dialect %2 · %3")
            .arg(m_op->serverName(), Dialects::toString(m_op->dialect()),
                m_op->isOwn() ? tr("started here") : tr("joined")));
    QString status = Statuses::toString(m_op->status());
    const QString said = m_op->currentServerStatus();
    if (!said.isEmpty() && said != status)
        status = tr("%1 (server says \"%2\")").arg(status, said);
    if (m_op->status() == OperationStatus::Completed && m_op->resultIsError())
        status = tr("%1 · tool error").arg(status);
    // The header has room for two lines (StatusLines): a long message is cut at the end of the second, and the
    // whole of it is the tooltip.
    const QString message = m_op->statusMessage().simplified();
    if (!message.isEmpty())
        status += QStringLiteral(" — ") + message;
    const int waiting = int(m_op->pendingInputs().size());
    if (waiting > 0 && !m_op->isTerminal()) {
        status =
            tr("%1 — %n prompt(s) waiting for you; the request's timeout is paused until answered", nullptr, waiting)
                .arg(status);
    }
    setFittedText(m_status, status, StatusLines);
    m_status->setToolTip(status);
    if (m_handle->text() != m_op->handleText())
        m_handle->setText(m_op->handleText());
    // A joined operation started elsewhere, at a time nobody told us: what is known is when it was joined.
    QString times = m_op->isOwn() ? Format::clockTime(m_op->createdAt().toMSecsSinceEpoch())
                                  : tr("joined at %1").arg(Format::clockTime(m_op->createdAt().toMSecsSinceEpoch()));
    if (m_op->finishedAt().isValid()) {
        times = tr("%1 · finished %2 after %3")
                    .arg(times, Format::clockTime(m_op->finishedAt().toMSecsSinceEpoch()),
                        Format::duration(m_op->createdAt().secsTo(m_op->finishedAt())));
    }
    setFittedText(m_times, times);
    // A handle a person may edit (the saga token): shown while the operation runs.
    const DialectDescriptor &dialect = Dialects::descriptor(m_op->dialect());
    const bool editable = dialect.editableHandle && dialect.handleKey && !m_op->isTerminal();
    m_sagaBox->setVisible(editable);
    if (editable && !m_sagaToken->hasFocus())
        m_sagaToken->setText(m_op->handle().value(QLatin1String(dialect.handleKey)).toString());
    updateExpiry();
    updatePolls();
    if (m_op->expiresAt().isValid() && isVisible() && !m_tick.isActive())
        m_tick.start();
}

void OperationDetailPane::updateExpiry()
{
    // The style changes only with the urgency: a restyle re-polishes the label, a tick only changes its text.
    const auto setUrgency = [this](ExpiryUrgency urgency) {
        if (urgency == m_expiryUrgency)
            return;
        m_expiryUrgency = urgency;
        switch (urgency) {
        case ExpiryUrgency::None:
            m_expiry->setStyleSheet(QString());
            break;
        case ExpiryUrgency::Soon:
            m_expiry->setStyleSheet(Theme::errorStyle(palette(), true));
            break;
        case ExpiryUrgency::Over:
            m_expiry->setStyleSheet(Theme::errorStyle(palette()));
            break;
        }
    };
    if (!m_op || !m_op->expiresAt().isValid()) {
        setFittedText(m_expiry, m_op ? tr("no expiry") : QString());
        setUrgency(ExpiryUrgency::None);
        m_tick.stop();
        return;
    }
    const qint64 left = QDateTime::currentDateTimeUtc().secsTo(m_op->expiresAt());
    const QString kind = m_op->expiryKind().isEmpty() ? QString() : QStringLiteral(" (%1)").arg(m_op->expiryKind());
    if (left >= 0) {
        setFittedText(m_expiry,
            tr("expires in %1%2, at %3")
                .arg(Format::duration(left), kind, Format::clockTime(m_op->expiresAt().toMSecsSinceEpoch())));
        // The last ten seconds are shown in red: the person may want to act now.
        setUrgency(left < 10 ? ExpiryUrgency::Soon : ExpiryUrgency::None);
    } else {
        setFittedText(m_expiry, tr("expired %1 ago%2").arg(Format::duration(-left), kind));
        setUrgency(ExpiryUrgency::Over);
    }
}

void OperationDetailPane::scheduleEventSync()
{
    if (!m_eventTimer.isActive())
        m_eventTimer.start();
}

void OperationDetailPane::syncEvents()
{
    if (!m_op)
        return;
    const QList<OperationEvent> &events = m_op->events();
    // Where do the new ones start? Normally right after what is shown; after the operation trimmed its oldest
    // events, after the last one shown, found again by time and text.
    qsizetype from = -1;
    if (m_shownEvents == 0) {
        from = 0;
    } else if (events.size() >= m_shownEvents && events.at(m_shownEvents - 1).timeMs == m_lastEventMs
        && events.at(m_shownEvents - 1).text == m_lastEventText) {
        from = m_shownEvents;
    } else {
        for (qsizetype i = events.size() - 1; i >= 0; --i) {
            if (events.at(i).timeMs == m_lastEventMs && events.at(i).text == m_lastEventText) {
                from = i + 1;
                break;
            }
        }
        if (from < 0) { // lost track: show them all again
            m_events->clear();
            from = 0;
        }
    }
    if (from >= events.size()) {
        m_shownEvents = events.size();
        return;
    }
    QScrollBar *scroll = m_events->verticalScrollBar();
    const bool atBottom = scroll->value() >= scroll->maximum() - 1;
    for (qsizetype i = from; i < events.size(); ++i) {
        const OperationEvent &event = events.at(i);
        const QString text = eventText(event);
        auto *item = new QTreeWidgetItem(m_events, {Format::clockTime(event.timeMs), kindWord(event.kind), text});
        item->setData(0, Qt::UserRole, int(event.kind));
        QColor color;
        if (event.kind == OperationEvent::Kind::Error)
            color = Theme::error(palette());
        else if (event.kind == OperationEvent::Kind::Input)
            color = Theme::warning(palette());
        for (int column = 0; color.isValid() && column < 3; ++column)
            item->setForeground(column, color);
        item->setToolTip(2, text);
    }
    while (m_events->topLevelItemCount() > MaxEventRows)
        delete m_events->takeTopLevelItem(0);
    m_shownEvents = events.size();
    m_lastEventMs = events.constLast().timeMs;
    m_lastEventText = events.constLast().text;
    if (atBottom)
        m_events->scrollToBottom(); // only when the person was already at the newest line
}

void OperationDetailPane::updateOutputSchema()
{
    QJsonObject schema;
    McpSession *session = (m_manager && m_op) ? m_manager->session(m_op->serverName()) : nullptr;
    if (session) {
        for (const ToolInfo &tool : session->tools()) {
            if (tool.name == m_op->tool()) {
                schema = tool.outputSchema;
                break;
            }
        }
    }
    m_result->setOutputSchema(schema);
}

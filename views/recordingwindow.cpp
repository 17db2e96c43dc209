// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "recordingwindow.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSaveFile>
#include <QSlider>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include "diagnosis/findingmodel.h"
#include "expertview.h"
#include "models/format.h"
#include "models/operationreport.h"
#include "operations/operation.h"
#include "progressplotwidget.h"
#include "timelineview.h"
#include "trafficview.h"
#include "workspace/recordingplayer.h"

using namespace Mcp;

namespace {

// The outcome of a call in a few words: the first text of its result, or its error code.
QString outcomeText(const QJsonObject &outcome)
{
    if (outcome.contains(QStringLiteral("error")))
        return RecordingWindow::tr("error %1")
            .arg(outcome.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt());
    const QJsonObject result = outcome.value(QStringLiteral("result")).toObject();
    const QString text =
        result.value(QStringLiteral("content")).toArray().at(0).toObject().value(QStringLiteral("text")).toString();
    return text.isEmpty() && !result.isEmpty() ? RecordingWindow::tr("result") : text;
}
} // namespace

RecordingWindow::RecordingWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_player(new RecordingPlayer(this))
    , m_slider(new QSlider(Qt::Horizontal))
    , m_clock(new QLabel)
    , m_speed(new QComboBox)
    , m_callsModel(new QStandardItemModel(this))
    , m_calls(new QTableView)
    , m_chart(new ProgressPlotWidget)
    , m_timeline(new TimelineView(nullptr))
    , m_traffic(new TrafficView)
    , m_expert(new ExpertView(m_player->findings(), nullptr))
    , m_events(new QPlainTextEdit)
    , m_about(new QLabel)
{
    setAttribute(Qt::WA_DeleteOnClose);
    resize(1000, 680);
    createPlaybackBar();
    connect(m_player, &RecordingPlayer::changed, this, &RecordingWindow::refresh);

    m_callsModel->setHorizontalHeaderLabels(
        {tr("Tool"), tr("Dialect"), tr("Statuses"), tr("Progress"), tr("Questions"), tr("Outcome")});
    m_calls->setModel(m_callsModel);
    m_calls->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_calls->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_calls->horizontalHeader()->setStretchLastSection(true);
    m_calls->verticalHeader()->hide();
    m_calls->setAccessibleName(tr("Tool calls of the recording"));
    m_traffic->setLog(m_player->traffic());
    m_events->setReadOnly(true);
    m_events->setAccessibleName(tr("Link events"));
    m_events->setObjectName(QStringLiteral("linkEvents"));
    m_about->setWordWrap(true);
    m_about->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *tabs = new QTabWidget;
    tabs->addTab(m_timeline, tr("Timeline"));
    tabs->addTab(m_traffic, tr("Traffic"));
    const int expertTab = tabs->addTab(m_expert, tr("Expert"));
    tabs->addTab(m_events, tr("Link Events"));
    connect(tabs, &QTabWidget::currentChanged, this, &RecordingWindow::showTimeline);
    connect(m_timeline, &TimelineView::operationActivated, this, [this](const QString &id) {
        for (int row = 0; row < m_timelineCalls.size(); ++row) {
            if (m_timelineCalls.at(row)->id() == id)
                m_calls->selectRow(row);
        }
    });
    auto *top = new QSplitter(Qt::Horizontal);
    top->addWidget(m_calls);
    top->addWidget(m_chart);
    top->setSizes({560, 440});
    connect(
        m_calls->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RecordingWindow::showSelectedCall);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(top);
    splitter->addWidget(tabs);
    splitter->setStretchFactor(1, 2);
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_about);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);
    connect(m_player->findings(), &FindingModel::countsChanged, this, [this, tabs, expertTab] {
        tabs->setTabText(expertTab, tr("Expert (%1)").arg(m_player->findings()->rowCount()));
    });
}

RecordingWindow::~RecordingWindow() = default;

// Play at a speed, the position's slider and clock, and Save Report.
void RecordingWindow::createPlaybackBar()
{
    QToolBar *bar = addToolBar(tr("Playback"));
    bar->setObjectName(QStringLiteral("playback"));
    m_playAction = bar->addAction(tr("Play"));
    m_playAction->setCheckable(true);
    m_playAction->setToolTip(tr("Play the recording from here at the chosen speed"));
    m_speed->addItem(tr("1×"), 1.0);
    m_speed->addItem(tr("10×"), 10.0);
    m_speed->addItem(tr("100×"), 100.0);
    m_speed->addItem(tr("At once"), 0.0);
    m_speed->setCurrentIndex(1);
    m_speed->setAccessibleName(tr("Speed"));
    bar->addWidget(m_speed);
    m_slider->setAccessibleName(tr("Position in the recording"));
    bar->addWidget(m_slider);
    bar->addWidget(m_clock);
    QAction *report = bar->addAction(tr("Save Report…"), this, &RecordingWindow::saveReportInteractively);
    report->setToolTip(tr("Save the selected call's report as of this moment, with its own traffic"));
    connect(m_playAction, &QAction::toggled, this, [this](bool on) {
        if (on)
            m_player->play(m_speed->currentData().toDouble());
        else
            m_player->pause();
    });
    connect(m_player, &RecordingPlayer::finished, this, [this] { m_playAction->setChecked(false); });
    connect(m_slider, &QSlider::sliderMoved, this, [this](int ms) { m_player->seek(ms); });
}

bool RecordingWindow::open(const QString &path, bool live, QString *error)
{
    if (!(live ? m_player->follow(path, error) : m_player->open(path, error)))
        return false;
    const RecordingHeader &header = m_player->header();
    setWindowTitle(tr("%1 — %2").arg(QFileInfo(path).fileName(), live ? tr("live") : tr("recording")));
    QStringList about;
    const QString server = header.server.value(QStringLiteral("name")).toString();
    about << (header.mode == QLatin1String("tap") ? tr("Tapped traffic of <b>%1</b>").arg(server.toHtmlEscaped())
                                                  : tr("Session with <b>%1</b>").arg(server.toHtmlEscaped()));
    if (header.started.isValid())
        about << tr("started %1").arg(header.started.toLocalTime().toString(Qt::ISODate));
    if (live)
        about << tr("following the file as it grows");
    if (!m_player->lacks().isEmpty())
        about << tr("this file lacks %1").arg(m_player->lacks().join(QStringLiteral(", ")));
    if (!m_player->problems().isEmpty())
        about << tr("%1 line(s) could not be read").arg(m_player->problems().size());
    m_about->setText(about.join(QStringLiteral(" · ")));
    m_playAction->setEnabled(!live);
    m_speed->setEnabled(!live);
    m_slider->setEnabled(!live);
    refresh();
    return true;
}

void RecordingWindow::refresh()
{
    m_slider->setRange(0, int(qMin<qint64>(m_player->durationMs(), INT_MAX)));
    if (!m_slider->isSliderDown())
        m_slider->setValue(int(m_player->positionMs()));
    m_clock->setText(
        tr("%1 / %2").arg(Format::elapsed(m_player->positionMs()), Format::elapsed(m_player->durationMs())));
    fillCalls();
    showSelectedCall();
    showTimeline();
    // New events are appended; fewer than shown means the position went back.
    const QStringList &events = m_player->events();
    if (events.size() < m_eventsShown) {
        m_events->clear();
        m_eventsShown = 0;
    }
    for (; m_eventsShown < events.size(); ++m_eventsShown)
        m_events->appendPlainText(events.at(m_eventsShown));
}

void RecordingWindow::fillCalls()
{
    const QList<OperationStory> &stories = m_player->stories();
    m_callsModel->setRowCount(int(stories.size()));
    for (int row = 0; row < stories.size(); ++row) {
        const OperationStory &story = stories.at(row);
        QString progress;
        if (!story.progress.isEmpty()) {
            const QJsonObject last = story.progress.constLast();
            const QJsonValue total = last.value(QStringLiteral("total"));
            progress =
                (total.isDouble()
                        ? tr("%1/%2").arg(last.value(QStringLiteral("progress")).toDouble()).arg(total.toDouble())
                        : QString::number(last.value(QStringLiteral("progress")).toDouble()))
                + u' ' + last.value(QStringLiteral("message")).toString();
        }
        const QStringList cells {story.tool, story.dialect, story.statuses.join(QStringLiteral(" → ")), progress,
            story.prompts.join(QStringLiteral(", ")), outcomeText(story.outcome)};
        for (int column = 0; column < cells.size(); ++column) {
            QStandardItem *item = m_callsModel->item(row, column);
            if (!item) {
                item = new QStandardItem;
                m_callsModel->setItem(row, column, item);
            }
            if (item->text() != cells.at(column))
                item->setText(cells.at(column));
        }
    }
}

void RecordingWindow::showSelectedCall()
{
    // Made again from the recording as of the position; the chart lets go of the one before first.
    const int row = m_calls->currentIndex().isValid() ? m_calls->currentIndex().row() : 0;
    Operation *call = m_player->operationOf(row, this);
    m_chart->setOperation(call);
    delete m_shownCall;
    m_shownCall = call;
}

void RecordingWindow::showTimeline()
{
    // Made again as of the position, only while it shows: the lanes let go of the ones before first.
    if (!m_timeline->isVisible() && !m_timelineCalls.isEmpty())
        return;
    QList<Operation *> calls;
    for (int row = 0; row < m_player->stories().size(); ++row)
        calls << m_player->operationOf(row, this);
    m_timeline->showOperations(calls, m_player->startMs() + m_player->positionMs());
    qDeleteAll(m_timelineCalls);
    m_timelineCalls = calls;
}

bool RecordingWindow::saveReport(int row, const QString &path, QString *error)
{
    const QJsonObject report = m_player->report(row);
    QSaveFile file(path);
    if (report.isEmpty() || !file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || !OperationReport::write(&file, report) || !file.commit()) {
        if (error)
            *error = report.isEmpty() ? tr("There is no such call in the recording")
                                      : tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void RecordingWindow::saveReportInteractively()
{
    const int row = m_calls->currentIndex().isValid() ? m_calls->currentIndex().row() : 0;
    if (row >= m_player->stories().size())
        return;
    const QString name = m_player->stories().at(row).tool + QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Report"), QFileInfo(m_player->path()).dir().filePath(name), tr("JSON (*.json)"));
    QString error;
    if (!path.isEmpty() && !saveReport(row, path, &error))
        QMessageBox::warning(this, tr("Save Report"), error);
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "loaddialog.h"

#include <algorithm>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "operations/operationmanager.h"
#include "plot/qcp.h"
#include "plotexport.h"
#include "protocol/toolinfo.h"
#include "session/mcpsession.h"
#include "theme.h"

using namespace Mcp;
using Qt::StringLiterals::operator""_L1;

namespace {
constexpr int kAuto = -1; // the dialect box's auto
constexpr int kUnknown = -2; // a dialect name setPlan() was given that names none
// What the boxes accept: a desktop client drives a thousand operations at once, a million in a run. The lowest is 0,
// not 1, so that a 0 typed or pasted is said to be wrong (Plan::problem()) instead of being turned into a 1.
constexpr int kMaxConcurrency = 1000;
constexpr int kMaxTotal = 1000000;
constexpr int kMaxExpirySeconds = 7 * 24 * 3600; // a week, as the launch panel's boxes
constexpr int kRefreshMs = 250; // the chart and the figures, while a run goes on
// The lines get at most one point per 100 ms: a run of a million ends costs what its duration does.
constexpr double kSampleSpacingSeconds = 0.1;
// The time points drawn at most; past that every second end is drawn, then every fourth… evenly over the run.
constexpr int kMaxTimePoints = 20000;

// The tool's top-level defaults from its input schema, as JSON text ("{}" when it has none).
QString defaultArguments(const std::optional<ToolInfo> &tool)
{
    QJsonObject arguments;
    const QJsonObject properties = tool ? tool->inputSchema.value("properties"_L1).toObject() : QJsonObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonObject property = it.value().toObject();
        if (property.contains("default"_L1))
            arguments.insert(it.key(), property.value("default"_L1));
    }
    const QJsonDocument document(arguments);
    return QString::fromUtf8(document.toJson(arguments.isEmpty() ? QJsonDocument::Compact : QJsonDocument::Indented));
}

QString msText(double ms)
{
    return QLocale().toString(ms, 'f', 1);
}

QCPGraph *addLine(QCustomPlot *plot, const QString &name)
{
    QCPGraph *graph = plot->addGraph();
    graph->setName(name);
    graph->setLineStyle(QCPGraph::lsStepLeft); // a count holds its value until the next change
    graph->setAdaptiveSampling(true);
    return graph;
}

QCPGraph *addPoints(QCustomPlot *plot, const QString &name)
{
    QCPGraph *graph = plot->addGraph(plot->xAxis, plot->yAxis2);
    graph->setName(name);
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setAdaptiveSampling(false); // scatter: each point is an operation [CONTRIBUTING.md style 8]
    return graph;
}
} // namespace

LoadDialog::LoadDialog(OperationManager *manager, McpSession *session, const QString &tool, QWidget *parent)
    : QDialog(parent)
    , m_manager(manager)
    , m_session(session)
{
    setAttribute(Qt::WA_DeleteOnClose); // modeless [CONTRIBUTING.md style 5]
    setWindowTitle(session ? tr("Load Test: %1").arg(session->config().name) : tr("Load Test"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(createPlan());
    m_hint = createLine(QStringLiteral("loadHint"));
    layout->addWidget(m_hint);
    layout->addLayout(createButtons());
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->setFormat(tr("%v of %m ended"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    layout->addWidget(m_progress);
    m_status = createLine(QStringLiteral("loadStatus"));
    layout->addWidget(m_status);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(createChart());
    split->addWidget(createFigures());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(close);

    m_refreshTimer.setInterval(kRefreshMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &LoadDialog::refresh);
    if (session) {
        // The handshake brings the capabilities (which dialects are offered) and the tool list; a lost link stops
        // Start, with the reason.
        connect(session, &McpSession::stateChanged, this, [this] {
            fillDialects();
            updateWidgets();
        });
        connect(session, &McpSession::toolsChanged, this, &LoadDialog::fillTools);
        connect(session, &QObject::destroyed, this, &LoadDialog::updateWidgets); // the server left the workspace
    }
    fillTools();
    selectTool(tool);
    m_arguments->setPlainText(defaultArguments(toolInfo()));
    applyPalette();
    updateWidgets();
    resize(860, 760);
}

LoadDialog::~LoadDialog()
{
    letRunEnd(); // the window went with its parent while the run went on
}

// Tool, dialect, arguments, concurrency, total and what becomes of the finished operations.
QLayout *LoadDialog::createPlan()
{
    auto *form = new QFormLayout;
    m_tool = new QComboBox(this);
    m_tool->setObjectName(QStringLiteral("loadTool"));
    form->addRow(tr("&Tool:"), m_tool);
    m_dialect = new QComboBox(this);
    m_dialect->setObjectName(QStringLiteral("loadDialect"));
    m_dialect->setToolTip(tr("Auto picks what the tool and the server declare, as a launch does."));
    form->addRow(tr("&Dialect:"), m_dialect);
    m_arguments = new QPlainTextEdit(this);
    m_arguments->setObjectName(QStringLiteral("loadArguments"));
    m_arguments->setAccessibleName(tr("Arguments"));
    m_arguments->setAccessibleDescription(tr("The tool's arguments as a JSON object, the same for every launch"));
    m_arguments->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_arguments->setTabChangesFocus(true);
    m_arguments->setFixedHeight(m_arguments->fontMetrics().lineSpacing() * 5 + 12);
    form->addRow(tr("&Arguments:"), m_arguments);
    m_concurrency =
        countBox(QStringLiteral("loadConcurrency"), kMaxConcurrency, 10, tr("How many operations run at once at most"));
    form->addRow(tr("&Concurrency:"), m_concurrency);
    m_total = countBox(QStringLiteral("loadTotal"), kMaxTotal, 100, tr("How many operations the run launches in all"));
    form->addRow(tr("T&otal:"), m_total);
    m_keep = new QCheckBox(tr("&Keep finished operations in the table"), this);
    m_keep->setObjectName(QStringLiteral("loadKeep"));
    m_keep->setToolTip(tr("Off: each operation leaves the Operations table when it ends, so that a long run costs "
                          "what its concurrency does"));
    form->addRow(QString(), m_keep);
    m_expiry = countBox(QStringLiteral("loadExpiry"), kMaxExpirySeconds, 0, QString());
    m_expiry->setSuffix(tr(" s"));
    m_expiry->setSpecialValueText(tr("the server's default"));
    form->addRow(tr("E&xpiry:"), m_expiry);
    m_force = new QCheckBox(tr("Send the dialect &even where the tool or the server rules it out"), this);
    m_force->setObjectName(QStringLiteral("loadForce"));
    m_force->setToolTip(tr("To see what a server does with a request it did not offer, as mcp-async load --force"));
    form->addRow(QString(), m_force);

    connect(m_tool, &QComboBox::currentIndexChanged, this, [this] {
        fillDialects();
        m_arguments->setPlainText(defaultArguments(toolInfo())); // another tool, other arguments
    });
    connect(m_dialect, &QComboBox::currentIndexChanged, this, &LoadDialog::updateWidgets);
    connect(m_arguments, &QPlainTextEdit::textChanged, this, &LoadDialog::updateWidgets);
    connect(m_concurrency, &QSpinBox::valueChanged, this, &LoadDialog::updateWidgets);
    connect(m_total, &QSpinBox::valueChanged, this, &LoadDialog::updateWidgets);
    connect(m_force, &QCheckBox::toggled, this, &LoadDialog::updateWidgets);
    return form;
}

// A count from 0 (which the hint then says is wrong) to \a maximum.
QSpinBox *LoadDialog::countBox(const QString &objectName, int maximum, int value, const QString &toolTip)
{
    auto *box = new QSpinBox(this);
    box->setObjectName(objectName);
    box->setRange(0, maximum);
    box->setValue(value);
    box->setToolTip(toolTip);
    return box;
}

// A line of plain text a person can select and copy.
QLabel *LoadDialog::createLine(const QString &objectName)
{
    auto *label = new QLabel(this);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLayout *LoadDialog::createButtons()
{
    auto *row = new QHBoxLayout;
    m_start = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Start"), this);
    m_start->setObjectName(QStringLiteral("loadStart"));
    m_start->setDefault(true);
    m_stop = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-stop")), tr("Sto&p"), this);
    m_stop->setObjectName(QStringLiteral("loadStop"));
    m_stop->setToolTip(tr("Launch no more and cancel the operations still running"));
    m_save = new QPushButton(QIcon::fromTheme(QStringLiteral("document-save")), tr("Save &JSON…"), this);
    m_save->setObjectName(QStringLiteral("loadSave"));
    m_save->setToolTip(tr("Save the figures as JSON, as mcp-async load prints them"));
    row->addWidget(m_start);
    row->addWidget(m_stop);
    row->addStretch(1);
    row->addWidget(m_save);
    connect(m_start, &QPushButton::clicked, this, &LoadDialog::start);
    connect(m_stop, &QPushButton::clicked, this, &LoadDialog::stop);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Load Figures"),
            QStringLiteral("load-%1.json").arg(m_run ? m_run->plan().launch.tool : QString()),
            tr("JSON files (*.json)"));
        QString error;
        if (!path.isEmpty() && !saveSummary(path, &error))
            QMessageBox::warning(this, tr("Save Load Figures"), error);
    });
    return row;
}

// Counts on the left axis, the time each operation took on the right one, both over the run's seconds.
QWidget *LoadDialog::createChart()
{
    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(QStringLiteral("loadChart"));
    m_plot->setMinimumHeight(200);
    m_plot->setAccessibleName(tr("Load chart"));
    m_plot->setAccessibleDescription(tr("Operations in flight, completed and failed over the run, and the time each "
                                        "operation took, drawn when it ended"));
    m_plot->xAxis->setLabel(tr("elapsed (s)"));
    m_plot->yAxis->setLabel(tr("operations"));
    m_plot->yAxis2->setLabel(tr("time to end (ms)"));
    m_plot->yAxis2->setVisible(true);
    m_graphs = {addLine(m_plot, tr("in flight")), addLine(m_plot, tr("completed")), addLine(m_plot, tr("failed")),
        addPoints(m_plot, tr("time of a completion")), addPoints(m_plot, tr("time of a failure"))};
    // The legend in a row of its own below the chart, where it hides no point.
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    auto *exportAction = new QAction(tr("Export Image…"), m_plot);
    connect(exportAction, &QAction::triggered, this, [this] {
        PlotExport::saveWithDialog(
            m_plot, this, QStringLiteral("load-%1").arg(m_run ? m_run->plan().launch.tool : QString()));
    });
    m_plot->addAction(exportAction);
    m_plot->setContextMenuPolicy(Qt::ActionsContextMenu);
    resetChart();
    return m_plot;
}

// The spreads in a table, and the figures that are one number each below it.
QWidget *LoadDialog::createFigures()
{
    auto *box = new QWidget(this);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    m_figures = new QTableWidget(FigureRowCount, FigureColumnCount, box);
    m_figures->setObjectName(QStringLiteral("loadFigures"));
    m_figures->setAccessibleName(tr("Load figures"));
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->setVerticalHeaderLabels({tr("accept"), tr("first progress"), tr("completion")});
    m_figures->setHorizontalHeaderLabels({tr("count"), tr("p50 (ms)"), tr("p90 (ms)"), tr("p99 (ms)"), tr("max (ms)")});
    m_figures->setToolTip(tr("From each launch: until the server took the operation on (accept), until its first "
                             "progress notification, until it ended. Percentiles by nearest rank."));
    for (int row = 0; row < FigureRowCount; ++row) {
        for (int column = 0; column < FigureColumnCount; ++column) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_figures->setItem(row, column, item);
        }
    }
    // Sized once: the numbers change at every refresh [CONTRIBUTING.md style 7].
    m_figures->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_figures->setMinimumHeight(m_figures->verticalHeader()->defaultSectionSize() * (FigureRowCount + 1) + 8);
    layout->addWidget(m_figures, 3);
    auto *lines = new QFormLayout;
    const QString titles[] = {tr("Throughput:"), tr("Polls:"), tr("Not completed:")};
    for (int line = 0; line < FigureLineCount; ++line) {
        m_lines.at(line) = createLine(QString());
        lines->addRow(titles[line], m_lines.at(line));
    }
    layout->addLayout(lines, 2);
    refreshFigures();
    return box;
}

void LoadDialog::fillTools()
{
    const QString current = m_tool->currentData().toString();
    {
        const QSignalBlocker blocker(m_tool); // the same tool again: its arguments stay as typed
        m_tool->clear();
        const QList<ToolInfo> tools = m_session ? m_session->tools() : QList<ToolInfo>();
        for (const ToolInfo &tool : tools)
            m_tool->addItem(tool.name, tool.name);
        selectTool(current);
    }
    fillDialects();
}

void LoadDialog::selectTool(const QString &name)
{
    if (name.isEmpty())
        return;
    int index = m_tool->findData(name);
    if (index < 0) { // not listed (yet): kept, and the server says what it makes of it
        m_tool->addItem(name, name);
        index = m_tool->count() - 1;
    }
    m_tool->setCurrentIndex(index);
}

std::optional<ToolInfo> LoadDialog::toolInfo() const
{
    const QString name = m_tool->currentData().toString();
    const QList<ToolInfo> tools = m_session ? m_session->tools() : QList<ToolInfo>();
    for (const ToolInfo &tool : tools) {
        if (tool.name == name)
            return tool;
    }
    return std::nullopt;
}

// Auto and what this connection can run for the tool (Dialects::offered(), as the tool list shows).
void LoadDialog::fillDialects()
{
    const QVariant data = m_dialect->currentData();
    const int previous = data.isValid() ? data.toInt() : kAuto;
    {
        const QSignalBlocker blocker(m_dialect);
        m_dialect->clear();
        m_dialect->addItem(tr("auto \u2192 %1").arg(Dialects::toString(automaticDialect())), kAuto);
        const QList<Dialect> offered = Dialects::offered(toolOrName(), serverCapabilities(), isModern());
        for (const Dialect dialect : offered)
            m_dialect->addItem(Dialects::toString(dialect), int(dialect));
        selectDialect(previous >= 0 ? std::optional<Dialect>(Dialect(previous)) : std::nullopt);
    }
    updateWidgets();
}

std::optional<Dialect> LoadDialog::chosenDialect() const
{
    const QVariant data = m_dialect->currentData();
    if (data.isValid() && data.toInt() == kUnknown)
        return std::nullopt;
    if (data.isValid() && data.toInt() != kAuto)
        return Dialect(data.toInt());
    return automaticDialect();
}

Dialect LoadDialog::automaticDialect() const
{
    return Dialects::choose(toolOrName(), serverCapabilities(), isModern());
}

ToolInfo LoadDialog::toolOrName() const
{
    if (std::optional<ToolInfo> tool = toolInfo())
        return *tool;
    ToolInfo named; // not listed (yet): what auto picks for a tool without markers
    named.name = m_tool->currentData().toString();
    return named;
}

QJsonObject LoadDialog::serverCapabilities() const
{
    return m_session ? m_session->serverCapabilities() : QJsonObject();
}

bool LoadDialog::isModern() const
{
    return m_session && m_session->era() == Era::Modern;
}

void LoadDialog::selectDialect(std::optional<Dialect> dialect)
{
    if (!dialect) {
        m_dialect->setCurrentIndex(0);
        return;
    }
    int index = m_dialect->findData(int(*dialect));
    if (index < 0) { // chosen before, no longer offered: kept, and the hint says when it cannot run
        m_dialect->addItem(tr("%1 (not offered)").arg(Dialects::toString(*dialect)), int(*dialect));
        index = m_dialect->count() - 1;
    }
    m_dialect->setCurrentIndex(index);
}

void LoadDialog::setPlan(
    const QString &tool, const QString &dialect, const QString &argumentsJson, int concurrency, int total)
{
    selectTool(tool);
    Dialect chosen = Dialect::Sync;
    if (dialect.isEmpty() || dialect == "auto"_L1) {
        selectDialect(std::nullopt);
    } else if (Dialects::fromString(dialect, &chosen)) {
        selectDialect(chosen);
    } else {
        m_dialect->addItem(dialect, kUnknown);
        m_dialect->setCurrentIndex(m_dialect->count() - 1);
    }
    m_arguments->setPlainText(argumentsJson);
    m_concurrency->setValue(concurrency);
    m_total->setValue(total);
    updateWidgets();
}

void LoadDialog::setLaunchExtras(int expirySeconds, bool force)
{
    m_expiry->setValue(expirySeconds);
    m_force->setChecked(force);
    updateWidgets();
}

QString LoadDialog::readPlan(LoadRun::Plan *plan) const
{
    if (!m_manager || !m_session)
        return tr("The server is no longer there.");
    if (m_session->state() != McpSession::State::Ready)
        return tr("Connect %1 to start (it is %2).").arg(m_session->config().name, m_session->stateText());
    plan->launch.server = m_session->config().name;
    plan->launch.tool = m_tool->currentData().toString();
    const int dialect = m_dialect->currentData().toInt();
    if (dialect == kUnknown)
        return tr("No dialect is called \u201c%1\u201d.").arg(m_dialect->currentText());
    if (dialect != kAuto)
        plan->launch.dialect = Dialect(dialect);
    const QByteArray text = m_arguments->toPlainText().trimmed().toUtf8();
    QJsonParseError error {};
    const QJsonDocument arguments = QJsonDocument::fromJson(text.isEmpty() ? QByteArrayLiteral("{}") : text, &error);
    if (error.error != QJsonParseError::NoError)
        return tr("The arguments are not valid JSON: %1 at character %2.").arg(error.errorString()).arg(error.offset);
    if (!arguments.isObject())
        return tr("The arguments must be a JSON object.");
    plan->launch.arguments = arguments.object();
    plan->concurrency = m_concurrency->value();
    plan->total = m_total->value();
    if (const QString problem = plan->problem(); !problem.isEmpty())
        return tr("Cannot start: %1.").arg(problem);
    if (const int seconds = m_expiry->value(); seconds > 0) {
        switch (Dialects::descriptor(chosenDialect().value_or(Dialect::Sync)).launchExpiry) {
        case DialectDescriptor::LaunchExpiry::TtlMs:
            plan->launch.ttlMs = qint64(seconds) * 1000;
            break;
        case DialectDescriptor::LaunchExpiry::KeepAliveSeconds:
            plan->launch.keepAliveSeconds = seconds;
            break;
        case DialectDescriptor::LaunchExpiry::None:
            break;
        }
    }
    plan->launch.force = m_force->isChecked();
    // A dialect the tool or the server rules out is refused before anything is sent, as mcp-async load does,
    // unless the person insists.
    if (const QString refusal = m_manager->checkLaunch(plan->launch); !refusal.isEmpty() && !plan->launch.force)
        return tr("Cannot load %1 as %2: %3.")
            .arg(plan->launch.tool, Dialects::toString(plan->launch.dialect.value_or(Dialect::Sync)), refusal);
    return QString();
}

QString LoadDialog::blocker() const
{
    LoadRun::Plan plan;
    return readPlan(&plan);
}

QString LoadDialog::hintText() const
{
    return m_hint->text();
}

QString LoadDialog::statusText() const
{
    return m_status->text();
}

QString LoadDialog::figureLineText(FigureLine line) const
{
    return m_lines.at(line)->text();
}

void LoadDialog::updateWidgets()
{
    const bool running = m_run && m_run->isRunning();
    for (QWidget *widget : {static_cast<QWidget *>(m_tool), static_cast<QWidget *>(m_dialect),
             static_cast<QWidget *>(m_arguments), static_cast<QWidget *>(m_concurrency),
             static_cast<QWidget *>(m_total), static_cast<QWidget *>(m_keep), static_cast<QWidget *>(m_force)})
        widget->setEnabled(!running);
    const std::optional<Dialect> dialect = chosenDialect();
    const auto expiry = dialect ? Dialects::descriptor(*dialect).launchExpiry : DialectDescriptor::LaunchExpiry::None;
    m_expiry->setEnabled(!running && expiry != DialectDescriptor::LaunchExpiry::None);
    m_expiry->setToolTip(expiry == DialectDescriptor::LaunchExpiry::TtlMs ? tr("The ttl each task asks for: how long "
                                                                               "the server keeps it from its creation")
            : expiry == DialectDescriptor::LaunchExpiry::KeepAliveSeconds
            ? tr("The keepAlive each call asks for: how long the server keeps the result after the last answer")
            : tr("This dialect has no expiry to ask for"));
    const QString blocked = running ? QString() : blocker();
    m_start->setEnabled(!running && blocked.isEmpty());
    m_stop->setEnabled(running && !m_run->isStopped());
    m_save->setEnabled(m_run != nullptr);
    QString hint;
    QColor color = palette().color(QPalette::PlaceholderText);
    if (running && m_run->isStopped()) {
        hint = tr("Stopping: the running operations were asked to cancel; the run ends with the last of them.");
    } else if (running) {
        hint = tr("Running. Stop, or closing this window, cancels the operations still running.");
    } else if (!blocked.isEmpty()) {
        hint = blocked;
        color = Theme::warning(palette());
    } else {
        hint = tr("Start launches %1 %2 times, at most %3 at once; each launch is timed until it ends.")
                   .arg(m_tool->currentData().toString())
                   .arg(m_total->value())
                   .arg(m_concurrency->value());
    }
    Theme::setTextColor(m_hint, color);
    m_hint->setText(hint);
}

void LoadDialog::start()
{
    if (m_run && m_run->isRunning())
        return;
    LoadRun::Plan plan;
    if (!readPlan(&plan).isEmpty()) {
        updateWidgets(); // the hint says why
        return;
    }
    delete m_run; // the last one, over
    resetChart();
    m_run = new LoadRun(m_manager, plan, this);
    m_run->setKeepOperations(m_keep->isChecked());
    connect(m_run, &LoadRun::progressed, this, [this] { recordSample(false); });
    connect(m_run, &LoadRun::operationEnded, this, &LoadDialog::onOperationEnded);
    connect(m_run, &LoadRun::finished, this, &LoadDialog::onFinished);
    m_progress->setRange(0, plan.total);
    m_progress->setValue(0);
    m_refreshTimer.start();
    m_run->start(); // it may end within: every launch refused at once
    refreshStatus();
    refreshFigures();
    updateWidgets();
}

void LoadDialog::stop()
{
    if (!m_run || !m_run->isRunning())
        return;
    m_run->stop();
    updateWidgets();
}

void LoadDialog::onFinished()
{
    m_refreshTimer.stop();
    recordSample(true); // the lines end where the run did
    refresh();
    updateWidgets();
}

void LoadDialog::resetChart()
{
    for (QCPGraph *graph : m_graphs)
        graph->data()->clear();
    m_lastSampleKey = 0;
    m_longestMs = 0;
    m_endsSeen = 0;
    m_timesStride = 1;
    m_needReplot = true;
}

// One point per line for a launch or an end, merged into the last one when it is younger than the spacing.
void LoadDialog::recordSample(bool force)
{
    if (!m_run)
        return;
    const double key = m_run->elapsedMs() / 1000.0;
    const double values[] = {double(m_run->running()), double(m_run->completed()), double(m_run->failures())};
    const bool merge =
        !force && !m_graphs[InFlightSeries]->data()->isEmpty() && key - m_lastSampleKey < kSampleSpacingSeconds;
    for (int series = InFlightSeries; series <= FailedSeries; ++series) {
        if (merge)
            (m_graphs.at(series)->data()->end() - 1)->value = values[series];
        else
            m_graphs.at(series)->addData(key, values[series]);
    }
    if (!merge)
        m_lastSampleKey = key;
    m_needReplot = true;
}

void LoadDialog::onOperationEnded(double atMs, double durationMs, bool completed)
{
    if (m_endsSeen++ % m_timesStride != 0)
        return;
    m_graphs.at(completed ? CompletionTimeSeries : FailureTimeSeries)->addData(atMs / 1000.0, durationMs);
    m_longestMs = qMax(m_longestMs, durationMs);
    if (m_graphs[CompletionTimeSeries]->dataCount() + m_graphs[FailureTimeSeries]->dataCount() > kMaxTimePoints)
        thinTimes();
    m_needReplot = true;
}

// Every other point goes, and from now on every other end is drawn: the chart stays an even sample of the run.
void LoadDialog::thinTimes()
{
    for (QCPGraph *graph : {m_graphs[CompletionTimeSeries], m_graphs[FailureTimeSeries]}) {
        QVector<double> keys, values;
        int index = 0;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it, ++index) {
            if (index % 2 == 0) {
                keys << it->key;
                values << it->value;
            }
        }
        graph->setData(keys, values, /*alreadySorted=*/true);
    }
    m_timesStride *= 2;
}

void LoadDialog::refresh()
{
    refreshStatus();
    refreshFigures();
    replot();
}

void LoadDialog::refreshStatus()
{
    if (m_run) {
        m_progress->setValue(m_run->ended());
        m_status->setText(tr("%1 launched of %2; %3 running, %4 completed, %5 not completed; %6 s")
                              .arg(m_run->launched())
                              .arg(m_run->plan().total)
                              .arg(m_run->running())
                              .arg(m_run->completed())
                              .arg(m_run->failures())
                              .arg(QLocale().toString(m_run->elapsedMs() / 1000.0, 'f', 1)));
    }
}

void LoadDialog::refreshFigures()
{
    const LoadRun::Spread spreads[] = {m_run ? m_run->acceptSpread() : LoadRun::Spread(),
        m_run ? m_run->firstProgressSpread() : LoadRun::Spread(),
        m_run ? m_run->completionSpread() : LoadRun::Spread()};
    for (int row = 0; row < FigureRowCount; ++row) {
        const LoadRun::Spread &spread = spreads[row];
        const double values[] = {double(spread.count), spread.p50Ms, spread.p90Ms, spread.p99Ms, spread.maxMs};
        for (int column = 0; column < FigureColumnCount; ++column) {
            QTableWidgetItem *item = m_figures->item(row, column);
            const bool shown = column == CountColumn ? m_run != nullptr : spread.count > 0;
            item->setText(!shown            ? QString()
                    : column == CountColumn ? QString::number(spread.count)
                                            : msText(values[column]));
            item->setData(Qt::UserRole, shown ? QVariant(values[column]) : QVariant());
        }
    }
    m_lines[ThroughputLine]->setText(
        m_run ? tr("%1 per s").arg(QLocale().toString(m_run->throughput(), 'f', 2)) : QString());
    m_lines[PollsLine]->setText(m_run ? QString::number(m_run->polls()) : QString());
    QStringList errors;
    if (m_run) {
        const QMap<QString, int> &byKind = m_run->errors();
        for (auto it = byKind.cbegin(); it != byKind.cend(); ++it)
            errors << tr("%1: %2").arg(it.key()).arg(it.value());
    }
    m_lines[ErrorsLine]->setText(
        errors.isEmpty() ? (m_run ? tr("none") : QString()) : errors.join(QStringLiteral(", ")));
}

// [CONTRIBUTING.md style 8]: sources only mark the chart stale; this draws, from the timer or the run's end, and
// nothing while the window is hidden (showEvent() catches up).
void LoadDialog::replot()
{
    if (!m_needReplot || !isVisible())
        return;
    m_needReplot = false;
    const double seconds = m_run ? m_run->elapsedMs() / 1000.0 : 0;
    m_plot->xAxis->setRange(0, qMax(seconds, 1.0) * 1.03);
    const double counts =
        m_run ? double(std::max({m_run->plan().concurrency, m_run->completed(), m_run->failures()})) : 1.0;
    m_plot->yAxis->setRange(0, qMax(counts, 1.0) * 1.1);
    m_plot->yAxis2->setRange(0, qMax(m_longestMs, 1.0) * 1.1);
    ++m_replotCount;
    m_plot->replot();
}

void LoadDialog::applyPalette()
{
    const QPalette pal = palette();
    PlotExport::applyPalette(m_plot, pal);
    m_plot->legend->setBrush(Qt::NoBrush);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setTextColor(pal.color(QPalette::WindowText));
    m_graphs[InFlightSeries]->setPen(QPen(pal.color(QPalette::Highlight), 1.5));
    m_graphs[CompletedSeries]->setPen(QPen(Theme::success(pal), 1.5));
    m_graphs[FailedSeries]->setPen(QPen(Theme::error(pal), 1.5));
    QColor dot = pal.color(QPalette::WindowText); // neither line's colour: the points stand out on both themes
    dot.setAlpha(150);
    m_graphs[CompletionTimeSeries]->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, dot, dot, 4));
    m_graphs[CompletionTimeSeries]->setPen(QPen(dot));
    m_graphs[FailureTimeSeries]->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, Theme::error(pal), 6));
    m_graphs[FailureTimeSeries]->setPen(QPen(Theme::error(pal)));
    m_needReplot = true;
}

bool LoadDialog::saveSummary(const QString &path, QString *error) const
{
    if (!m_run) {
        if (error)
            *error = tr("There is nothing to save: no run yet.");
        return false;
    }
    QSaveFile file(path);
    const QByteArray json = QJsonDocument(m_run->summary()).toJson(QJsonDocument::Indented);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void LoadDialog::letRunEnd()
{
    if (!m_run || !m_run->isRunning())
        return;
    m_run->disconnect(this);
    m_run->stop();
    if (m_run->isRunning() && m_manager) {
        // Its operations are being cancelled: the run waits for their ends, which take them out of the table.
        m_run->setParent(m_manager);
        connect(m_run, &LoadRun::finished, m_run, &QObject::deleteLater);
        m_run = nullptr;
    }
    m_refreshTimer.stop();
}

void LoadDialog::done(int result)
{
    letRunEnd(); // Close, Escape and the window's close button all come here
    QDialog::done(result);
}

void LoadDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    replot(); // what changed while hidden
}

void LoadDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        updateWidgets(); // the hint's colour is a shade of the palette
        replot();
    }
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Mcp;

namespace {
// The log view keeps this many lines; a long session stays light.
constexpr int kMaxLogLines = 5000;
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("MCP Async Inspector"));
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);

    auto *form = new QHBoxLayout;
    m_kind = new QComboBox(central);
    m_kind->addItem(tr("stdio"), int(ServerConfig::Kind::Stdio));
    m_kind->addItem(tr("Streamable HTTP"), int(ServerConfig::Kind::StreamableHttp));
    m_kind->addItem(tr("HTTP+SSE (legacy)"), int(ServerConfig::Kind::LegacySse));
    m_kind->addItem(tr("WebSocket"), int(ServerConfig::Kind::WebSocket));
    m_target = new QLineEdit(central);
    m_target->setPlaceholderText(tr("Command and arguments, or URL"));
    m_era = new QComboBox(central);
    m_era->addItem(tr("Era: auto"), int(Era::Auto));
    m_era->addItem(tr("Era: legacy (initialize)"), int(Era::Legacy));
    m_era->addItem(tr("Era: 2026-07-28"), int(Era::Modern));
    m_connectButton = new QPushButton(tr("Connect"), central);
    form->addWidget(m_kind);
    form->addWidget(m_target, 1);
    form->addWidget(m_era);
    form->addWidget(m_connectButton);
    layout->addLayout(form);

    m_state = new QLabel(central);
    layout->addWidget(m_state);

    auto *splitter = new QSplitter(Qt::Vertical, central);
    m_tools = new QTreeWidget(splitter);
    m_tools->setHeaderLabels({tr("Tool"), tr("Async markers"), tr("Description")});
    m_tools->setRootIsDecorated(false);
    m_tools->header()->resizeSection(0, 220);
    m_tools->header()->resizeSection(1, 220);
    m_log = new QPlainTextEdit(splitter);
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(kMaxLogLines);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    connect(m_connectButton, &QPushButton::clicked, this, &MainWindow::onConnectClicked);
    connect(m_target, &QLineEdit::returnPressed, this, &MainWindow::onConnectClicked);
    resize(1000, 680);
    updateWidgets();
}

MainWindow::~MainWindow() = default;

ServerConfig MainWindow::configFromForm() const
{
    ServerConfig config;
    config.kind = ServerConfig::Kind(m_kind->currentData().toInt());
    config.era = Era(m_era->currentData().toInt());
    const QString target = m_target->text().trimmed();
    if (config.kind == ServerConfig::Kind::Stdio) {
        const QStringList words = QProcess::splitCommand(target);
        config.command = words.value(0);
        config.arguments = words.mid(1);
        config.name = config.command;
    } else {
        config.url = QUrl(target);
        config.name = config.url.host();
    }
    return config;
}

void MainWindow::connectTo(const ServerConfig &config)
{
    m_kind->setCurrentIndex(m_kind->findData(int(config.kind)));
    m_era->setCurrentIndex(m_era->findData(int(config.era)));
    m_target->setText(config.kind == ServerConfig::Kind::Stdio
                          ? QStringList(QStringList{config.command} + config.arguments).join(QLatin1Char(' '))
                          : config.url.toString());
    onConnectClicked();
}

void MainWindow::onConnectClicked()
{
    if (m_session) {
        const bool wasActive = m_session->state() != McpSession::State::Disconnected
            && m_session->state() != McpSession::State::Failed;
        m_session->disconnectFromServer();
        m_session->deleteLater();
        m_session = nullptr;
        m_tools->clear();
        if (wasActive) {
            updateWidgets();
            return;
        }
    }
    const ServerConfig config = configFromForm();
    if (config.kind == ServerConfig::Kind::Stdio ? config.command.isEmpty() : !config.url.isValid()) {
        m_state->setText(tr("Enter a command or a URL first."));
        return;
    }
    m_session = new McpSession(config, this);
    connect(m_session, &McpSession::stateChanged, this, &MainWindow::updateWidgets);
    connect(m_session, &McpSession::reconnectScheduled, this, &MainWindow::updateWidgets);
    connect(m_session, &McpSession::toolsChanged, this, &MainWindow::showTools);
    connect(m_session, &McpSession::logged, this, &MainWindow::appendLog);
    m_session->connectToServer();
    updateWidgets();
}

void MainWindow::updateWidgets()
{
    const bool active = m_session && m_session->state() != McpSession::State::Disconnected
        && m_session->state() != McpSession::State::Failed;
    m_connectButton->setText(active ? tr("Disconnect") : tr("Connect"));
    m_kind->setEnabled(!active);
    m_target->setEnabled(!active);
    m_era->setEnabled(!active);
    if (!m_session) {
        m_state->setText(tr("Not connected. Start a stdio server or enter a URL."));
        return;
    }
    QString text = m_session->stateText();
    if (m_session->state() == McpSession::State::Ready) {
        const QJsonObject info = m_session->serverInfo();
        text = tr("Connected to %1 %2, protocol %3")
                   .arg(info.value(QStringLiteral("name")).toString(), info.value(QStringLiteral("version")).toString(),
                        m_session->protocolVersion());
    }
    m_state->setText(text);
}

void MainWindow::showTools()
{
    m_tools->clear();
    for (const ToolInfo &tool : m_session->tools()) {
        auto *item = new QTreeWidgetItem(m_tools);
        item->setText(0, tool.displayName());
        item->setText(1, tool.asyncMarkers().join(QStringLiteral(", ")));
        item->setText(2, tool.description.simplified());
        item->setToolTip(2, tool.description);
    }
    statusBar()->showMessage(tr("%n tool(s)", nullptr, int(m_session->tools().size())));
}

void MainWindow::appendLog(const LogEntry &entry)
{
    m_log->appendPlainText(QStringLiteral("%1 [%2] %3")
                               .arg(entry.time.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz")), entry.level,
                                    entry.text));
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "theme.h"

using namespace Mcp;

namespace {

QPlainTextEdit *smallTextEdit(const QString &placeholder, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setPlaceholderText(placeholder);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 4 + 12);
    return edit;
}

QStringList lines(const QPlainTextEdit *edit)
{
    QStringList result;
    for (const QString &line : edit->toPlainText().split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            result << line;
    }
    return result;
}

// Seconds in the dialog, milliseconds in the config; 0 means no limit in both.
constexpr int kMsPerSecond = 1000;
constexpr int kMsPerMinute = 60 * 1000;

} // namespace

ServerDialog::ServerDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Server"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("name"));
    form->addRow(tr("&Name:"), m_name);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("transport"));
    m_kind->addItem(tr("stdio (start a local command)"), int(ServerConfig::Kind::Stdio));
    m_kind->addItem(tr("Streamable HTTP"), int(ServerConfig::Kind::StreamableHttp));
    m_kind->addItem(tr("HTTP+SSE (legacy, 2024-11-05)"), int(ServerConfig::Kind::LegacySse));
    m_kind->addItem(tr("WebSocket"), int(ServerConfig::Kind::WebSocket));
    form->addRow(tr("&Transport:"), m_kind);
    layout->addLayout(form);

    m_pages = new QStackedWidget(this);
    auto *stdioPage = new QWidget(m_pages);
    auto *stdioForm = new QFormLayout(stdioPage);
    stdioForm->setContentsMargins(0, 0, 0, 0);
    m_command = new QLineEdit(stdioPage);
    m_command->setObjectName(QStringLiteral("command"));
    m_command->setPlaceholderText(tr("npx, uvx, /path/to/server…"));
    auto *commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    auto *browseCommand = new QPushButton(tr("Browse…"), stdioPage);
    commandRow->addWidget(browseCommand);
    auto *commandLabel = new QLabel(tr("&Command:"), stdioPage);
    commandLabel->setBuddy(m_command);
    stdioForm->addRow(commandLabel, commandRow);
    m_arguments = new QLineEdit(stdioPage);
    m_arguments->setObjectName(QStringLiteral("arguments"));
    m_arguments->setPlaceholderText(tr("-y @modelcontextprotocol/server-everything   (quote arguments with spaces)"));
    stdioForm->addRow(tr("&Arguments:"), m_arguments);
    m_environment = smallTextEdit(tr("KEY=value, one per line (added to the inherited environment)"), stdioPage);
    m_environment->setObjectName(QStringLiteral("environment"));
    stdioForm->addRow(tr("&Environment:"), m_environment);
    m_workingDirectory = new QLineEdit(stdioPage);
    m_workingDirectory->setObjectName(QStringLiteral("workingDirectory"));
    m_workingDirectory->setPlaceholderText(tr("(the inspector's own)"));
    auto *directoryRow = new QHBoxLayout;
    directoryRow->addWidget(m_workingDirectory, 1);
    auto *browseDirectory = new QPushButton(tr("Browse…"), stdioPage);
    directoryRow->addWidget(browseDirectory);
    auto *directoryLabel = new QLabel(tr("&Working directory:"), stdioPage);
    directoryLabel->setBuddy(m_workingDirectory);
    stdioForm->addRow(directoryLabel, directoryRow);
    m_pages->addWidget(stdioPage);

    auto *networkPage = new QWidget(m_pages);
    auto *networkForm = new QFormLayout(networkPage);
    networkForm->setContentsMargins(0, 0, 0, 0);
    m_url = new QLineEdit(networkPage);
    m_url->setObjectName(QStringLiteral("url"));
    networkForm->addRow(tr("&URL:"), m_url);
    m_headers = smallTextEdit(tr("Authorization: Bearer …, one header per line"), networkPage);
    m_headers->setObjectName(QStringLiteral("headers"));
    networkForm->addRow(tr("&Headers:"), m_headers);
    m_pages->addWidget(networkPage);
    layout->addWidget(m_pages);

    auto *protocol = new QGroupBox(tr("Protocol and timeouts"), this);
    auto *protocolForm = new QFormLayout(protocol);
    m_era = new QComboBox(protocol);
    m_era->setObjectName(QStringLiteral("era"));
    m_era->addItem(tr("Auto: try 2026-07-28, fall back to initialize"), int(Era::Auto));
    m_era->addItem(tr("Legacy: initialize handshake (2024-11-05 … 2025-11-25)"), int(Era::Legacy));
    m_era->addItem(tr("Modern: 2026-07-28 per-request metadata"), int(Era::Modern));
    protocolForm->addRow(tr("E&ra:"), m_era);
    m_timeout = new QSpinBox(protocol);
    m_timeout->setObjectName(QStringLiteral("timeout"));
    m_timeout->setRange(0, 24 * 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setSpecialValueText(tr("no limit"));
    m_timeout->setToolTip(tr("How long a request may go without any sign of life"));
    protocolForm->addRow(tr("Request &timeout:"), m_timeout);
    m_resetOnProgress = new QCheckBox(tr("Progress notifications restart the timeout"), protocol);
    m_resetOnProgress->setObjectName(QStringLiteral("resetOnProgress"));
    protocolForm->addRow(QString(), m_resetOnProgress);
    m_maxTotal = new QSpinBox(protocol);
    m_maxTotal->setObjectName(QStringLiteral("maxTotal"));
    m_maxTotal->setRange(0, 7 * 24 * 60);
    m_maxTotal->setSuffix(tr(" min"));
    m_maxTotal->setSpecialValueText(tr("no limit"));
    m_maxTotal->setToolTip(tr("Hard limit from sending a request to its answer, progress or not"));
    protocolForm->addRow(tr("&Maximum total:"), m_maxTotal);
    auto *paused = new QLabel(tr("Timeouts pause while you answer a prompt of the request."), protocol);
    paused->setForegroundRole(QPalette::PlaceholderText);
    protocolForm->addRow(QString(), paused);
    layout->addWidget(protocol);

    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("hint"));
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browseCommand, &QPushButton::clicked, this, &ServerDialog::browseCommand);
    connect(browseDirectory, &QPushButton::clicked, this, &ServerDialog::browseDirectory);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ServerDialog::updateWidgets);
    for (QLineEdit *edit : {m_name, m_command, m_arguments, m_workingDirectory, m_url})
        connect(edit, &QLineEdit::textChanged, this, &ServerDialog::updateWidgets);
    for (QPlainTextEdit *edit : {m_environment, m_headers})
        connect(edit, &QPlainTextEdit::textChanged, this, &ServerDialog::updateWidgets);
    setMinimumWidth(560);
    setConfig(ServerConfig());
}

ServerDialog::~ServerDialog() = default;

QString ServerDialog::joinArguments(const QStringList &arguments)
{
    QStringList quoted;
    for (QString argument : arguments) {
        if (argument.isEmpty() || argument.contains(QLatin1Char(' ')) || argument.contains(QLatin1Char('"'))
            || argument.contains(QLatin1Char('\t'))) {
            // QProcess::splitCommand(): quotes group, and a literal quote is written as three.
            argument.replace(QLatin1String("\""), QLatin1String("\"\"\""));
            argument = QLatin1Char('"') + argument + QLatin1Char('"');
        }
        quoted << argument;
    }
    return quoted.join(QLatin1Char(' '));
}

void ServerDialog::setConfig(const ServerConfig &config)
{
    m_name->setText(config.name);
    m_kind->setCurrentIndex(qMax(0, m_kind->findData(int(config.kind))));
    m_command->setText(config.command);
    m_arguments->setText(joinArguments(config.arguments));
    QStringList env;
    for (auto it = config.environment.begin(); it != config.environment.end(); ++it)
        env << it.key() + QLatin1Char('=') + it.value();
    m_environment->setPlainText(env.join(QLatin1Char('\n')));
    m_workingDirectory->setText(config.workingDirectory);
    m_url->setText(config.url.toString());
    QStringList headers;
    for (const auto &[name, value] : config.headers)
        headers << QString::fromUtf8(name) + QStringLiteral(": ") + QString::fromUtf8(value);
    m_headers->setPlainText(headers.join(QLatin1Char('\n')));
    m_era->setCurrentIndex(qMax(0, m_era->findData(int(config.era))));
    m_timeout->setValue(config.timeouts.timeoutMs / kMsPerSecond);
    m_resetOnProgress->setChecked(config.timeouts.resetOnProgress);
    m_maxTotal->setValue(config.timeouts.maxTotalMs / kMsPerMinute);
    updateWidgets();
}

ServerConfig ServerDialog::config() const
{
    ServerConfig config;
    config.name = m_name->text().trimmed();
    config.kind = ServerConfig::Kind(m_kind->currentData().toInt());
    if (config.kind == ServerConfig::Kind::Stdio) {
        config.command = m_command->text().trimmed();
        config.arguments = QProcess::splitCommand(m_arguments->text());
        for (const QString &line : lines(m_environment)) {
            const qsizetype eq = line.indexOf(QLatin1Char('='));
            if (eq > 0)
                config.environment.insert(line.left(eq).trimmed(), line.mid(eq + 1));
        }
        config.workingDirectory = m_workingDirectory->text().trimmed();
    } else {
        config.url = QUrl(m_url->text().trimmed());
        for (const QString &line : lines(m_headers)) {
            const qsizetype colon = line.indexOf(QLatin1Char(':'));
            if (colon > 0)
                config.headers.append({line.left(colon).trimmed().toUtf8(), line.mid(colon + 1).trimmed().toUtf8()});
        }
    }
    config.era = Era(m_era->currentData().toInt());
    config.timeouts.timeoutMs = m_timeout->value() * kMsPerSecond;
    config.timeouts.resetOnProgress = m_resetOnProgress->isChecked();
    config.timeouts.maxTotalMs = m_maxTotal->value() * kMsPerMinute;
    return config;
}

void ServerDialog::setTakenNames(const QStringList &names)
{
    m_taken = names;
    updateWidgets();
}

QStringList ServerDialog::problems() const
{
    QStringList problems;
    const ServerConfig config = this->config();
    if (config.name.isEmpty())
        problems << tr("Give the server a name.");
    else if (m_taken.contains(config.name))
        problems << tr("Another server is already called \"%1\".").arg(config.name);
    if (config.kind == ServerConfig::Kind::Stdio) {
        if (config.command.isEmpty())
            problems << tr("Enter the command that starts the server.");
        for (const QString &line : lines(m_environment)) {
            if (line.indexOf(QLatin1Char('=')) <= 0)
                problems << tr("Environment line \"%1\" is not KEY=value.").arg(line.trimmed());
        }
    } else {
        const QString scheme = config.url.scheme();
        const bool web = scheme == QLatin1String("http") || scheme == QLatin1String("https");
        const bool socket = scheme == QLatin1String("ws") || scheme == QLatin1String("wss");
        if (m_url->text().trimmed().isEmpty())
            problems << tr("Enter the server's URL.");
        else if (!config.url.isValid() || config.url.host().isEmpty())
            problems << tr("The URL is not valid.");
        else if (config.kind == ServerConfig::Kind::WebSocket && !socket)
            problems << tr("A WebSocket URL starts with ws:// or wss://.");
        else if (config.kind != ServerConfig::Kind::WebSocket && !web)
            problems << tr("An HTTP URL starts with http:// or https://.");
        for (const QString &line : lines(m_headers)) {
            if (line.indexOf(QLatin1Char(':')) <= 0)
                problems << tr("Header line \"%1\" is not Name: value.").arg(line.trimmed());
        }
    }
    return problems;
}

void ServerDialog::updateWidgets()
{
    const bool stdio = ServerConfig::Kind(m_kind->currentData().toInt()) == ServerConfig::Kind::Stdio;
    m_pages->setCurrentIndex(stdio ? 0 : 1);
    switch (ServerConfig::Kind(m_kind->currentData().toInt())) {
    case ServerConfig::Kind::Stdio:
        break;
    case ServerConfig::Kind::StreamableHttp:
        m_url->setPlaceholderText(QStringLiteral("http://127.0.0.1:3001/mcp"));
        break;
    case ServerConfig::Kind::LegacySse:
        m_url->setPlaceholderText(QStringLiteral("http://127.0.0.1:3001/sse"));
        break;
    case ServerConfig::Kind::WebSocket:
        m_url->setPlaceholderText(QStringLiteral("ws://127.0.0.1:3001/mcp"));
        break;
    }
    const QStringList problems = this->problems();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.isEmpty());
    QPalette palette = m_hint->palette();
    palette.setColor(QPalette::WindowText,
        problems.isEmpty() ? this->palette().color(QPalette::PlaceholderText) : Theme::error(this->palette()));
    m_hint->setPalette(palette);
    m_hint->setText(problems.isEmpty() ? (stdio ? tr("The server is started with this command; its stderr goes to "
                                                     "the server's log in the Traffic tab.")
                                                : tr("Headers are sent with every request (Authorization…)."))
                                       : problems.first());
}

void ServerDialog::browseCommand()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Server Program"), m_command->text());
    if (!path.isEmpty())
        m_command->setText(path);
}

void ServerDialog::browseDirectory()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Working Directory"), m_workingDirectory->text());
    if (!path.isEmpty())
        m_workingDirectory->setText(path);
}

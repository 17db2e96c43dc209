// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverdialog.h"

#include <utility>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
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

/*! What the model finds wrong with the entry (the rules the command line shares), in the dialog's words. */
QString problemText(ServerConfig::Problem problem, const ServerConfig &config)
{
    switch (problem) {
    case ServerConfig::Problem::NoName:
        return ServerDialog::tr("Give the server a name.");
    case ServerConfig::Problem::NoCommand:
        return ServerDialog::tr("Enter the command that starts the server.");
    case ServerConfig::Problem::NoUrl:
        return ServerDialog::tr("Enter the server's URL.");
    case ServerConfig::Problem::InvalidUrl:
        return ServerDialog::tr("The URL is not valid.");
    case ServerConfig::Problem::NotWebSocketUrl:
        return ServerDialog::tr("A WebSocket URL starts with ws:// or wss://.");
    case ServerConfig::Problem::NotHttpUrl:
        return ServerDialog::tr("An HTTP URL starts with http:// or https://.");
    case ServerConfig::Problem::NoBearerToken:
        return ServerDialog::tr("Enter the bearer token, or choose another authorization mode.");
    case ServerConfig::Problem::NoClientId:
        return config.auth.grant == AuthSettings::Grant::WorkloadIdentity
            ? ServerDialog::tr("Workload identity needs a client ID.")
            : ServerDialog::tr("Client credentials need a client ID.");
    case ServerConfig::Problem::ClientMetadataNotHttps:
        return ServerDialog::tr("The client metadata URL must be an https:// URL.");
    }
    return QString();
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

// An eye for the "show the secret" action of a password field, crossed out while the secret shows. Drawn, in the
// palette's text colour: resources/icons has none, and icon themes name it differently on every desktop.
QIcon eyeIcon(const QWidget *widget)
{
    const qreal ratio = widget->devicePixelRatioF();
    const QColor color = widget->palette().color(QPalette::Text);
    const auto draw = [ratio, color](bool crossed) {
        QPixmap pixmap(QSize(16, 16) * ratio);
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(color, 1.4));
        QPainterPath eye;
        eye.moveTo(1.5, 8);
        eye.quadTo(8, 1.5, 14.5, 8);
        eye.quadTo(8, 14.5, 1.5, 8);
        painter.drawPath(eye);
        if (crossed)
            painter.drawLine(QPointF(2.5, 13.5), QPointF(13.5, 2.5));
        painter.setBrush(color);
        painter.drawEllipse(QPointF(8, 8), 2.2, 2.2);
        return pixmap;
    };
    QIcon icon;
    icon.addPixmap(draw(false), QIcon::Normal, QIcon::Off);
    icon.addPixmap(draw(true), QIcon::Normal, QIcon::On);
    return icon;
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
    m_name->setAccessibleName(tr("Name"));
    m_name->setAccessibleDescription(tr("The server's name in the list; it must differ from the other servers'"));
    form->addRow(tr("&Name:"), m_name);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("transport"));
    m_kind->setAccessibleName(tr("Transport"));
    m_kind->setAccessibleDescription(tr("How the inspector reaches the server: a local command or a URL"));
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
    m_command->setAccessibleName(tr("Command"));
    m_command->setAccessibleDescription(tr("The program that starts the server"));
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
    m_arguments->setAccessibleName(tr("Arguments"));
    m_arguments->setAccessibleDescription(tr("The command's arguments on one line; quote those with spaces"));
    m_arguments->setPlaceholderText(tr("-y @modelcontextprotocol/server-everything   (quote arguments with spaces)"));
    stdioForm->addRow(tr("&Arguments:"), m_arguments);
    m_environment = smallTextEdit(tr("KEY=value, one per line (added to the inherited environment)"), stdioPage);
    m_environment->setObjectName(QStringLiteral("environment"));
    m_environment->setAccessibleName(tr("Environment"));
    m_environment->setAccessibleDescription(tr("KEY=value lines added to the inherited environment"));
    stdioForm->addRow(tr("&Environment:"), m_environment);
    m_workingDirectory = new QLineEdit(stdioPage);
    m_workingDirectory->setObjectName(QStringLiteral("workingDirectory"));
    m_workingDirectory->setAccessibleName(tr("Working directory"));
    m_workingDirectory->setAccessibleDescription(tr("Where the command runs; empty: the inspector's own"));
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
    m_url->setAccessibleName(tr("URL"));
    m_url->setAccessibleDescription(tr("The server's endpoint: http(s):// for HTTP, ws(s):// for WebSocket"));
    networkForm->addRow(tr("&URL:"), m_url);
    m_headers =
        smallTextEdit(tr("X-Api-Key: …, one header per line (a bearer token goes under Authorization)"), networkPage);
    m_headers->setObjectName(QStringLiteral("headers"));
    m_headers->setAccessibleName(tr("Headers"));
    m_headers->setAccessibleDescription(tr("Name: value lines sent with every request"));
    networkForm->addRow(tr("&Headers:"), m_headers);
    m_pages->addWidget(networkPage);
    layout->addWidget(m_pages);

    // Authorization, for the network transports (the OAuth client works on Streamable HTTP).
    m_authGroup = new QGroupBox(tr("Authorization"), this);
    m_authGroup->setObjectName(QStringLiteral("authorization"));
    auto *authForm = new QFormLayout(m_authGroup);
    m_authMode = new QComboBox(m_authGroup);
    m_authMode->setObjectName(QStringLiteral("authMode"));
    m_authMode->setAccessibleName(tr("Authorization mode"));
    m_authMode->setAccessibleDescription(tr("How the inspector proves who it is to this server"));
    m_authMode->addItem(
        tr("Automatic: sign in with OAuth when the server asks (401)"), int(AuthSettings::Mode::Automatic));
    m_authMode->addItem(tr("OAuth with these settings"), int(AuthSettings::Mode::OAuth));
    m_authMode->addItem(tr("Static bearer token"), int(AuthSettings::Mode::Bearer));
    m_authMode->addItem(tr("None"), int(AuthSettings::Mode::None));
    // The long first entry must not set the width of the whole group.
    m_authMode->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_authMode->setMinimumContentsLength(26);
    authForm->addRow(tr("M&ode:"), m_authMode);
    m_clientId = new QLineEdit(m_authGroup);
    m_clientId->setObjectName(QStringLiteral("clientId"));
    m_clientId->setAccessibleName(tr("Client ID"));
    m_clientId->setAccessibleDescription(
        tr("A client id registered with the authorization server beforehand; empty: the inspector registers itself"));
    m_clientId->setPlaceholderText(tr("(register automatically)"));
    authForm->addRow(tr("Client &ID:"), m_clientId);
    m_clientSecret = secretEdit(QStringLiteral("clientSecret"), m_authGroup);
    m_clientSecret->setAccessibleName(tr("Client secret"));
    m_clientSecret->setAccessibleDescription(tr("The secret of a pre-registered confidential client"));
    m_clientSecret->setPlaceholderText(tr("(public client)"));
    authForm->addRow(tr("Client s&ecret:"), m_clientSecret);
    m_clientMetadataUrl = new QLineEdit(m_authGroup);
    m_clientMetadataUrl->setObjectName(QStringLiteral("clientMetadataUrl"));
    m_clientMetadataUrl->setAccessibleName(tr("Client metadata URL"));
    m_clientMetadataUrl->setAccessibleDescription(
        tr("An https URL of a Client ID Metadata Document, used as the client id where the server supports it"));
    m_clientMetadataUrl->setPlaceholderText(QStringLiteral("https://…/client.json"));
    m_clientMetadataUrl->setToolTip(tr("Client ID Metadata Document (CIMD): used as the client id where the "
                                       "authorization server supports it"));
    authForm->addRow(tr("Client &metadata URL:"), m_clientMetadataUrl);
    m_scopes = new QLineEdit(m_authGroup);
    m_scopes->setObjectName(QStringLiteral("scopes"));
    m_scopes->setAccessibleName(tr("Scopes"));
    m_scopes->setAccessibleDescription(
        tr("Scopes to ask for, separated by spaces; empty: those the server asks for, else those it supports"));
    m_scopes->setPlaceholderText(tr("(what the server asks for)"));
    authForm->addRow(tr("S&copes:"), m_scopes);
    m_grant = new QComboBox(m_authGroup);
    m_grant->setObjectName(QStringLiteral("grant"));
    m_grant->setAccessibleName(tr("Grant"));
    m_grant->setAccessibleDescription(tr("How the inspector gets its tokens: a person signs in, or the client itself"));
    m_grant->addItem(tr("Sign in with a browser (authorization code)"), int(AuthSettings::Grant::AuthorizationCode));
    m_grant->addItem(tr("Client credentials (no browser)"), int(AuthSettings::Grant::ClientCredentials));
    m_grant->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_grant->setMinimumContentsLength(26);
    authForm->addRow(tr("&Grant:"), m_grant);
    m_redirectPort = new QSpinBox(m_authGroup);
    m_redirectPort->setObjectName(QStringLiteral("redirectPort"));
    m_redirectPort->setAccessibleName(tr("Redirect port"));
    m_redirectPort->setAccessibleDescription(tr("The port on 127.0.0.1 the browser comes back to; 0: any free port"));
    m_redirectPort->setRange(0, 65535);
    m_redirectPort->setSpecialValueText(tr("any free port"));
    m_redirectPort->setToolTip(tr("A pre-registered client may need a fixed redirect port"));
    authForm->addRow(tr("Redirect &port:"), m_redirectPort);
    m_bearerToken = secretEdit(QStringLiteral("bearerToken"), m_authGroup);
    m_bearerToken->setAccessibleName(tr("Bearer token"));
    m_bearerToken->setAccessibleDescription(tr("Sent as \"Authorization: Bearer\" with every request"));
    authForm->addRow(tr("&Bearer token:"), m_bearerToken);
    auto *secretNote =
        new QLabel(tr("Secrets are kept in the desktop's secret store, never in the settings file."), m_authGroup);
    secretNote->setObjectName(QStringLiteral("authNote"));
    secretNote->setWordWrap(true);
    secretNote->setForegroundRole(QPalette::PlaceholderText);
    authForm->addRow(secretNote);

    auto *protocol = new QGroupBox(tr("Protocol and timeouts"), this);
    auto *protocolForm = new QFormLayout(protocol);
    m_era = new QComboBox(protocol);
    m_era->setObjectName(QStringLiteral("era"));
    m_era->setAccessibleName(tr("Era"));
    m_era->setAccessibleDescription(tr("Which protocol generation to speak, or detect it"));
    m_era->addItem(tr("Auto: try 2026-07-28, fall back to initialize"), int(Era::Auto));
    m_era->addItem(tr("Legacy: initialize handshake (2024-11-05 … 2025-11-25)"), int(Era::Legacy));
    m_era->addItem(tr("Modern: 2026-07-28 per-request metadata"), int(Era::Modern));
    // As the other combo boxes: the long entries must not set the width of both groups, side by side.
    m_era->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_era->setMinimumContentsLength(26);
    protocolForm->addRow(tr("E&ra:"), m_era);
    m_timeout = new QSpinBox(protocol);
    m_timeout->setObjectName(QStringLiteral("timeout"));
    m_timeout->setAccessibleName(tr("Request timeout"));
    m_timeout->setAccessibleDescription(tr("Seconds a request may go without any sign of life; 0: no limit"));
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
    m_maxTotal->setAccessibleName(tr("Maximum total"));
    m_maxTotal->setAccessibleDescription(
        tr("Minutes from sending a request to its answer, progress or not; 0: no limit"));
    m_maxTotal->setRange(0, 7 * 24 * 60);
    m_maxTotal->setSuffix(tr(" min"));
    m_maxTotal->setSpecialValueText(tr("no limit"));
    m_maxTotal->setToolTip(tr("Hard limit from sending a request to its answer, progress or not"));
    protocolForm->addRow(tr("&Maximum total:"), m_maxTotal);
    auto *paused = new QLabel(tr("Timeouts pause while you answer a prompt of the request."), protocol);
    paused->setForegroundRole(QPalette::PlaceholderText);
    protocolForm->addRow(QString(), paused);
    // Side by side: one above the other the dialog grows past a 700-pixel-high screen (the test checks 660).
    auto *groups = new QHBoxLayout;
    groups->addWidget(m_authGroup, 1);
    groups->addWidget(protocol, 1);
    layout->addLayout(groups);

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
    connect(m_authMode, &QComboBox::currentIndexChanged, this, &ServerDialog::updateWidgets);
    connect(m_grant, &QComboBox::currentIndexChanged, this, &ServerDialog::updateWidgets);
    for (QLineEdit *edit :
        {m_name, m_command, m_arguments, m_workingDirectory, m_url, m_clientId, m_clientMetadataUrl, m_bearerToken})
        connect(edit, &QLineEdit::textChanged, this, &ServerDialog::updateWidgets);
    for (QPlainTextEdit *edit : {m_environment, m_headers})
        connect(edit, &QPlainTextEdit::textChanged, this, &ServerDialog::updateWidgets);
    // At least 560 pixels wide, through the layout: a minimum width set on the dialog itself replaces the layout's
    // own, which is wider for a network server, and a window made smaller than that (a new window takes at most
    // two thirds of a 1024-pixel screen) cut the labels of both groups.
    layout->addSpacerItem(new QSpacerItem(560 - layout->contentsMargins().left() - layout->contentsMargins().right(), 0,
        QSizePolicy::Minimum, QSizePolicy::Fixed));
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
    setAuthSettings(config.auth);
    updateWidgets();
}

void ServerDialog::setAuthSettings(const AuthSettings &auth)
{
    m_auth = auth;
    m_authMode->setCurrentIndex(qMax(0, m_authMode->findData(int(auth.mode))));
    // Cross-app access (identity provider, client id there) and workload identity (a JWT the platform issues) are
    // configured in the settings file or on the command line: kept, not offered.
    const QList<QPair<AuthSettings::Grant, QString>> keptGrants {
        {AuthSettings::Grant::CrossApp, tr("Cross-app access (enterprise identity provider)")},
        {AuthSettings::Grant::WorkloadIdentity, tr("Workload identity (JWT bearer)")}};
    for (const auto &[grant, label] : keptGrants) {
        const int index = m_grant->findData(int(grant));
        if (auth.grant == grant && index < 0)
            m_grant->addItem(label, int(grant));
        else if (auth.grant != grant && index >= 0)
            m_grant->removeItem(index);
    }
    m_grant->setCurrentIndex(qMax(0, m_grant->findData(int(auth.grant))));
    m_clientId->setText(auth.clientId);
    m_clientSecret->setText(auth.clientSecret);
    m_clientMetadataUrl->setText(auth.clientMetadataUrl.toString());
    m_scopes->setText(auth.scopes);
    m_redirectPort->setValue(auth.redirectPort);
    m_bearerToken->setText(auth.bearerToken);
    // A dialog opened again shows its secrets hidden, whatever was toggled before.
    for (QLineEdit *edit : {m_clientSecret, m_bearerToken}) {
        for (QAction *action : edit->actions())
            action->setChecked(false);
    }
}

AuthSettings ServerDialog::authSettings() const
{
    AuthSettings auth = m_auth;
    auth.mode = AuthSettings::Mode(m_authMode->currentData().toInt());
    auth.grant = AuthSettings::Grant(m_grant->currentData().toInt());
    auth.clientId = m_clientId->text().trimmed();
    auth.clientSecret = m_clientSecret->text().trimmed();
    const QString metadataUrl = m_clientMetadataUrl->text().trimmed();
    auth.clientMetadataUrl = metadataUrl.isEmpty() ? QUrl() : QUrl(metadataUrl);
    auth.scopes = m_scopes->text().simplified();
    auth.redirectPort = quint16(m_redirectPort->value());
    auth.bearerToken = m_bearerToken->text().trimmed();
    return auth;
}

QLineEdit *ServerDialog::secretEdit(const QString &objectName, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    edit->setEchoMode(QLineEdit::Password);
    QAction *show = edit->addAction(eyeIcon(edit), QLineEdit::TrailingPosition);
    show->setObjectName(objectName + QStringLiteral("Show"));
    show->setCheckable(true);
    show->setText(tr("Show"));
    show->setToolTip(tr("Show the secret"));
    connect(show, &QAction::toggled, edit, [edit, show](bool shown) {
        edit->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
        show->setToolTip(shown ? tr("Hide the secret") : tr("Show the secret"));
    });
    return edit;
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
            QPair<QByteArray, QByteArray> header;
            if (ServerConfig::headerFromString(line, &header))
                config.headers.append(header);
        }
    }
    config.era = Era(m_era->currentData().toInt());
    config.timeouts.timeoutMs = m_timeout->value() * kMsPerSecond;
    config.timeouts.resetOnProgress = m_resetOnProgress->isChecked();
    config.timeouts.maxTotalMs = m_maxTotal->value() * kMsPerMinute;
    config.auth = authSettings();
    // A bearer token typed as a header is a secret like the one typed under Authorization.
    if (config.kind != ServerConfig::Kind::Stdio)
        config.takeBearerHeader();
    return config;
}

void ServerDialog::setTakenNames(const QStringList &names)
{
    m_taken = names;
    updateWidgets();
}

QStringList ServerDialog::problems() const
{
    const ServerConfig config = this->config();
    QStringList problems;
    if (!config.name.isEmpty() && m_taken.contains(config.name))
        problems << tr("Another server is already called \"%1\".").arg(config.name);
    // The lines that are no entry at all (the model never sees them) come after the transport's problems and
    // before the authorization's, as the form reads.
    const bool stdio = config.kind == ServerConfig::Kind::Stdio;
    QStringList lineProblems;
    for (const QString &line : lines(stdio ? m_environment : m_headers)) {
        QPair<QByteArray, QByteArray> header;
        if (stdio && line.indexOf(QLatin1Char('=')) <= 0)
            lineProblems << tr("Environment line \"%1\" is not KEY=value.").arg(line.trimmed());
        else if (!stdio && !ServerConfig::headerFromString(line, &header))
            lineProblems << tr("Header line \"%1\" is not Name: value.").arg(line.trimmed());
    }
    for (ServerConfig::Problem problem : config.problems()) {
        if (problem > ServerConfig::Problem::NotHttpUrl)
            problems << std::exchange(lineProblems, {});
        problems << problemText(problem, config);
    }
    return problems << lineProblems;
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
    m_authGroup->setVisible(!stdio);
    const auto mode = AuthSettings::Mode(m_authMode->currentData().toInt());
    const bool oauth = mode == AuthSettings::Mode::Automatic || mode == AuthSettings::Mode::OAuth;
    const bool browser = AuthSettings::Grant(m_grant->currentData().toInt()) == AuthSettings::Grant::AuthorizationCode;
    const auto enable = [this](QWidget *field, bool enabled) {
        field->setEnabled(enabled);
        if (auto *form = qobject_cast<QFormLayout *>(m_authGroup->layout())) {
            if (QWidget *label = form->labelForField(field))
                label->setEnabled(enabled);
        }
    };
    enable(m_clientId, oauth);
    enable(m_clientSecret, oauth);
    enable(m_scopes, oauth);
    enable(m_grant, oauth);
    // The redirect and a metadata document belong to the browser's sign-in; client credentials use neither.
    enable(m_clientMetadataUrl, oauth && browser);
    enable(m_redirectPort, oauth && browser);
    enable(m_bearerToken, mode == AuthSettings::Mode::Bearer);
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

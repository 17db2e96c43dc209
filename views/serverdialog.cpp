// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverdialog.h"

#include <utility>

#include <QAction>
#include <QFileDialog>
#include <QPainter>
#include <QPainterPath>
#include <QProcess>

#include "theme.h"
#include "ui_serverdialog.h"

using namespace Mcp;

namespace {

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

// The trailing "show the secret" toggle of a password field, named after the field for the tests.
void addShowAction(QLineEdit *edit)
{
    QAction *show = edit->addAction(eyeIcon(edit), QLineEdit::TrailingPosition);
    show->setObjectName(edit->objectName() + QStringLiteral("Show"));
    show->setCheckable(true);
    show->setText(ServerDialog::tr("Show"));
    show->setToolTip(ServerDialog::tr("Show the secret"));
    QObject::connect(show, &QAction::toggled, edit, [edit, show](bool shown) {
        edit->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
        show->setToolTip(shown ? ServerDialog::tr("Hide the secret") : ServerDialog::tr("Show the secret"));
    });
}

// Seconds in the dialog, milliseconds in the config; 0 means no limit in both.
constexpr int kMsPerSecond = 1000;
constexpr int kMsPerMinute = 60 * 1000;

} // namespace

ServerDialog::ServerDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::ServerDialog>())
{
    m_ui->setupUi(this);
    fillChoices();
    setUpFields();
    connectFields();
    reserveWidth();
    setConfig(ServerConfig());
}

ServerDialog::~ServerDialog() = default;

// The choices carry their value as item data: the form (serverdialog.ui) has the texts of the fixed widgets only.
void ServerDialog::fillChoices()
{
    m_ui->transport->addItem(tr("stdio (start a local command)"), int(ServerConfig::Kind::Stdio));
    m_ui->transport->addItem(tr("Streamable HTTP"), int(ServerConfig::Kind::StreamableHttp));
    m_ui->transport->addItem(tr("HTTP+SSE (legacy, 2024-11-05)"), int(ServerConfig::Kind::LegacySse));
    m_ui->transport->addItem(tr("WebSocket"), int(ServerConfig::Kind::WebSocket));
    // The long entries of these three do not set the width of the groups, side by side: the form gives them
    // a minimum contents length instead.
    m_ui->authMode->addItem(
        tr("Automatic: sign in with OAuth when the server asks (401)"), int(AuthSettings::Mode::Automatic));
    m_ui->authMode->addItem(tr("OAuth with these settings"), int(AuthSettings::Mode::OAuth));
    m_ui->authMode->addItem(tr("Static bearer token"), int(AuthSettings::Mode::Bearer));
    m_ui->authMode->addItem(tr("None"), int(AuthSettings::Mode::None));
    m_ui->grant->addItem(
        tr("Sign in with a browser (authorization code)"), int(AuthSettings::Grant::AuthorizationCode));
    m_ui->grant->addItem(tr("Client credentials (no browser)"), int(AuthSettings::Grant::ClientCredentials));
    m_ui->era->addItem(tr("Auto: try 2026-07-28, fall back to initialize"), int(Era::Auto));
    m_ui->era->addItem(tr("Legacy: initialize handshake (2024-11-05 … 2025-11-25)"), int(Era::Legacy));
    m_ui->era->addItem(tr("Modern: 2026-07-28 per-request metadata"), int(Era::Modern));
}

// What the form cannot say: heights in lines of text, the secrets' eye, the notes' colour.
void ServerDialog::setUpFields()
{
    for (QPlainTextEdit *edit : {m_ui->environment, m_ui->headers})
        edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 4 + 12);
    for (QLineEdit *edit : {m_ui->clientSecret, m_ui->bearerToken})
        addShowAction(edit);
    for (QLabel *note : {m_ui->authNote, m_ui->timeoutNote})
        note->setForegroundRole(QPalette::PlaceholderText);
}

void ServerDialog::connectFields()
{
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ui->browseCommandButton, &QPushButton::clicked, this, &ServerDialog::browseCommand);
    connect(m_ui->browseDirectoryButton, &QPushButton::clicked, this, &ServerDialog::browseDirectory);
    for (QComboBox *choice : {m_ui->transport, m_ui->authMode, m_ui->grant})
        connect(choice, &QComboBox::currentIndexChanged, this, &ServerDialog::updateWidgets);
    for (QLineEdit *edit : {m_ui->name, m_ui->command, m_ui->arguments, m_ui->workingDirectory, m_ui->url,
             m_ui->clientId, m_ui->clientMetadataUrl, m_ui->bearerToken})
        connect(edit, &QLineEdit::textChanged, this, &ServerDialog::updateWidgets);
    for (QPlainTextEdit *edit : {m_ui->environment, m_ui->headers})
        connect(edit, &QPlainTextEdit::textChanged, this, &ServerDialog::updateWidgets);
}

// At least 560 pixels wide, through the layout: a minimum width set on the dialog itself replaces the layout's own,
// which is wider for a network server, and a window made smaller than that (a new window takes at most two thirds
// of a 1024-pixel screen) cut the labels of both groups. The groups sit side by side in the form: one above the
// other the dialog grows past a 700-pixel-high screen (the test checks 660).
void ServerDialog::reserveWidth()
{
    QBoxLayout *layout = m_ui->layout;
    layout->addSpacerItem(new QSpacerItem(560 - layout->contentsMargins().left() - layout->contentsMargins().right(), 0,
        QSizePolicy::Minimum, QSizePolicy::Fixed));
}

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
    m_roots = config.roots;
    m_ui->name->setText(config.name);
    m_ui->transport->setCurrentIndex(qMax(0, m_ui->transport->findData(int(config.kind))));
    m_ui->command->setText(config.command);
    m_ui->arguments->setText(joinArguments(config.arguments));
    QStringList env;
    for (auto it = config.environment.begin(); it != config.environment.end(); ++it)
        env << it.key() + QLatin1Char('=') + it.value();
    m_ui->environment->setPlainText(env.join(QLatin1Char('\n')));
    m_ui->workingDirectory->setText(config.workingDirectory);
    m_ui->url->setText(config.url.toString());
    QStringList headers;
    for (const auto &[name, value] : config.headers)
        headers << QString::fromUtf8(name) + QStringLiteral(": ") + QString::fromUtf8(value);
    m_ui->headers->setPlainText(headers.join(QLatin1Char('\n')));
    m_ui->era->setCurrentIndex(qMax(0, m_ui->era->findData(int(config.era))));
    m_ui->timeout->setValue(config.timeouts.timeoutMs / kMsPerSecond);
    m_ui->resetOnProgress->setChecked(config.timeouts.resetOnProgress);
    m_ui->maxTotal->setValue(config.timeouts.maxTotalMs / kMsPerMinute);
    setAuthSettings(config.auth);
    updateWidgets();
}

void ServerDialog::setAuthSettings(const AuthSettings &auth)
{
    m_auth = auth;
    m_ui->authMode->setCurrentIndex(qMax(0, m_ui->authMode->findData(int(auth.mode))));
    // Cross-app access (identity provider, client id there) and workload identity (a JWT the platform issues) are
    // configured in the settings file or on the command line: kept, not offered.
    const QList<QPair<AuthSettings::Grant, QString>> keptGrants {
        {AuthSettings::Grant::CrossApp, tr("Cross-app access (enterprise identity provider)")},
        {AuthSettings::Grant::WorkloadIdentity, tr("Workload identity (JWT bearer)")}};
    for (const auto &[grant, label] : keptGrants) {
        const int index = m_ui->grant->findData(int(grant));
        if (auth.grant == grant && index < 0)
            m_ui->grant->addItem(label, int(grant));
        else if (auth.grant != grant && index >= 0)
            m_ui->grant->removeItem(index);
    }
    m_ui->grant->setCurrentIndex(qMax(0, m_ui->grant->findData(int(auth.grant))));
    m_ui->clientId->setText(auth.clientId);
    m_ui->clientSecret->setText(auth.clientSecret);
    m_ui->clientMetadataUrl->setText(auth.clientMetadataUrl.toString());
    m_ui->scopes->setText(auth.scopes);
    m_ui->redirectPort->setValue(auth.redirectPort);
    m_ui->bearerToken->setText(auth.bearerToken);
    // A dialog opened again shows its secrets hidden, whatever was toggled before.
    for (QLineEdit *edit : {m_ui->clientSecret, m_ui->bearerToken}) {
        for (QAction *action : edit->actions())
            action->setChecked(false);
    }
}

AuthSettings ServerDialog::authSettings() const
{
    AuthSettings auth = m_auth;
    auth.mode = AuthSettings::Mode(m_ui->authMode->currentData().toInt());
    auth.grant = AuthSettings::Grant(m_ui->grant->currentData().toInt());
    auth.clientId = m_ui->clientId->text().trimmed();
    auth.clientSecret = m_ui->clientSecret->text().trimmed();
    const QString metadataUrl = m_ui->clientMetadataUrl->text().trimmed();
    auth.clientMetadataUrl = metadataUrl.isEmpty() ? QUrl() : QUrl(metadataUrl);
    auth.scopes = m_ui->scopes->text().simplified();
    auth.redirectPort = quint16(m_ui->redirectPort->value());
    auth.bearerToken = m_ui->bearerToken->text().trimmed();
    return auth;
}

ServerConfig ServerDialog::config() const
{
    ServerConfig config;
    config.roots = m_roots;
    config.name = m_ui->name->text().trimmed();
    config.kind = ServerConfig::Kind(m_ui->transport->currentData().toInt());
    if (config.kind == ServerConfig::Kind::Stdio) {
        config.command = m_ui->command->text().trimmed();
        config.arguments = QProcess::splitCommand(m_ui->arguments->text());
        for (const QString &line : lines(m_ui->environment)) {
            const qsizetype eq = line.indexOf(QLatin1Char('='));
            if (eq > 0)
                config.environment.insert(line.left(eq).trimmed(), line.mid(eq + 1));
        }
        config.workingDirectory = m_ui->workingDirectory->text().trimmed();
    } else {
        config.url = QUrl(m_ui->url->text().trimmed());
        for (const QString &line : lines(m_ui->headers)) {
            QPair<QByteArray, QByteArray> header;
            if (ServerConfig::headerFromString(line, &header))
                config.headers.append(header);
        }
    }
    config.era = Era(m_ui->era->currentData().toInt());
    config.timeouts.timeoutMs = m_ui->timeout->value() * kMsPerSecond;
    config.timeouts.resetOnProgress = m_ui->resetOnProgress->isChecked();
    config.timeouts.maxTotalMs = m_ui->maxTotal->value() * kMsPerMinute;
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
    for (const QString &line : lines(stdio ? m_ui->environment : m_ui->headers)) {
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
    const bool stdio = ServerConfig::Kind(m_ui->transport->currentData().toInt()) == ServerConfig::Kind::Stdio;
    m_ui->pages->setCurrentIndex(stdio ? 0 : 1);
    switch (ServerConfig::Kind(m_ui->transport->currentData().toInt())) {
    case ServerConfig::Kind::Stdio:
        break;
    case ServerConfig::Kind::StreamableHttp:
        m_ui->url->setPlaceholderText(QStringLiteral("http://127.0.0.1:3001/mcp"));
        break;
    case ServerConfig::Kind::LegacySse:
        m_ui->url->setPlaceholderText(QStringLiteral("http://127.0.0.1:3001/sse"));
        break;
    case ServerConfig::Kind::WebSocket:
        m_ui->url->setPlaceholderText(QStringLiteral("ws://127.0.0.1:3001/mcp"));
        break;
    }
    m_ui->authorization->setVisible(!stdio);
    const auto mode = AuthSettings::Mode(m_ui->authMode->currentData().toInt());
    const bool oauth = mode == AuthSettings::Mode::Automatic || mode == AuthSettings::Mode::OAuth;
    const bool browser =
        AuthSettings::Grant(m_ui->grant->currentData().toInt()) == AuthSettings::Grant::AuthorizationCode;
    const auto enable = [this](QWidget *field, bool enabled) {
        field->setEnabled(enabled);
        if (QWidget *label = m_ui->authForm->labelForField(field))
            label->setEnabled(enabled);
    };
    enable(m_ui->clientId, oauth);
    enable(m_ui->clientSecret, oauth);
    enable(m_ui->scopes, oauth);
    enable(m_ui->grant, oauth);
    // The redirect and a metadata document belong to the browser's sign-in; client credentials use neither.
    enable(m_ui->clientMetadataUrl, oauth && browser);
    enable(m_ui->redirectPort, oauth && browser);
    enable(m_ui->bearerToken, mode == AuthSettings::Mode::Bearer);
    const QStringList problems = this->problems();
    m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.isEmpty());
    QPalette palette = m_ui->hint->palette();
    palette.setColor(QPalette::WindowText,
        problems.isEmpty() ? this->palette().color(QPalette::PlaceholderText) : Theme::error(this->palette()));
    m_ui->hint->setPalette(palette);
    m_ui->hint->setText(problems.isEmpty() ? (stdio ? tr("The server is started with this command; its stderr goes to "
                                                         "the server's log in the Traffic tab.")
                                                    : tr("Headers are sent with every request (Authorization…)."))
                                           : problems.first());
}

void ServerDialog::browseCommand()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Server Program"), m_ui->command->text());
    if (!path.isEmpty())
        m_ui->command->setText(path);
}

void ServerDialog::browseDirectory()
{
    const QString path =
        QFileDialog::getExistingDirectory(this, tr("Working Directory"), m_ui->workingDirectory->text());
    if (!path.isEmpty())
        m_ui->workingDirectory->setText(path);
}

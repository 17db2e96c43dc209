// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverlistwidget.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

#include "auth/oauthclient.h"
#include "emptyhintview.h"
#include "operations/operationmanager.h"
#include "serverdialog.h"
#include "statusicons.h"
#include "theme.h"
#include "transport/childprocess.h"
#include "workspace/serverstore.h"
#include "workspace/workspace.h"

using namespace Mcp;

namespace {

// The demo server announces its port at once; a loaded machine may take a few seconds to start it.
constexpr int kDemoStartMs = 10000;
// How long a terminated demo server may take to go before it is killed.
constexpr int kDemoStopMs = 2000;
// Its stderr is kept only to say why it could not start.
constexpr qsizetype kDemoErrorBytes = 4096;

// Name in bold, the state below it in the state's colour (wrapped: a failure's reason is the point).
class ServerItemDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit ServerItemDelegate(QListView *view)
        : QStyledItemDelegate(view)
        , m_view(view)
    {
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString name = opt.text;
        const QIcon icon = StatusIcons::server(McpSession::State(index.data(ServerListModel::StateRole).toInt()));
        opt.text.clear();
        opt.icon = QIcon();
        QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

        const QRect area = opt.rect.adjusted(kPad, kPad, -kPad, -kPad);
        const QRect iconRect(area.left(), area.top() + 1, kIcon, kIcon);
        icon.paint(painter, iconRect);
        const QRect textRect = area.adjusted(kIcon + kPad, 0, 0, 0);
        const bool selected = opt.state & QStyle::State_Selected;
        painter->save();
        QFont bold = opt.font;
        bold.setBold(true);
        painter->setFont(bold);
        painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
        const QFontMetrics boldMetrics(bold);
        painter->drawText(textRect.left(), textRect.top(), textRect.width(), boldMetrics.height(),
            Qt::AlignLeft | Qt::AlignVCenter, boldMetrics.elidedText(name, Qt::ElideRight, textRect.width()));

        const auto state = McpSession::State(index.data(ServerListModel::StateRole).toInt());
        QColor color = opt.palette.color(QPalette::PlaceholderText);
        if (state == McpSession::State::Failed)
            color = Theme::error(opt.palette);
        else if (state == McpSession::State::Ready)
            color = Theme::success(opt.palette);
        else if (state == McpSession::State::Reconnecting || state == McpSession::State::Connecting)
            color = Theme::warning(opt.palette);
        if (selected)
            color = opt.palette.color(QPalette::HighlightedText);
        painter->setFont(opt.font);
        painter->setPen(color);
        const QRect stateRect(textRect.left(), textRect.top() + boldMetrics.height(), textRect.width(),
            textRect.height() - boldMetrics.height());
        painter->drawText(stateRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
            index.data(ServerListModel::StateTextRole).toString());
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const int width = qMax(80, m_view->viewport()->width() - 3 * kPad - kIcon);
        QFont bold = option.font;
        bold.setBold(true);
        const QFontMetrics metrics(option.font);
        const QRect state = metrics.boundingRect(QRect(0, 0, width, 1000), Qt::AlignLeft | Qt::TextWordWrap,
            index.data(ServerListModel::StateTextRole).toString());
        // At most three lines of state: a long failure reason is in the tooltip.
        const int stateHeight = qMin(state.height(), 3 * metrics.lineSpacing());
        return QSize(width, QFontMetrics(bold).height() + stateHeight + 2 * kPad);
    }

private:
    static constexpr int kPad = 6;
    static constexpr int kIcon = 16;
    QListView *m_view;
};

} // namespace

// --- ServerListWidget --------------------------------------------------------------------------------------------

ServerListWidget::ServerListWidget(ServerListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    // The workspace keeps its servers in the settings from now on, as long as a list shows them.
    if (Workspace *workspace = Workspace::of(model)) {
        m_store = workspace->serverStore();
        m_store->setAutoSave(true);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    createView();
    createActions();
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("serverListStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();
    m_demoTimeout.setSingleShot(true);
    m_demoTimeout.setInterval(kDemoStartMs);
    connect(&m_demoTimeout, &QTimer::timeout, this,
        [this] { failDemoServer(tr("it did not say where it listens within %1 s").arg(kDemoStartMs / 1000)); });

    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    layout->addLayout(createButtons());
    connectActions();
    updateWidgets();
}

void ServerListWidget::createView()
{
    m_view = new EmptyHintView<QListView>(
        [this] {
            if (m_view->model() && m_view->model()->rowCount() > 0)
                return QString();
            return tr("No servers yet.\n\nPress Add to configure one or Import the mcpServers JSON of a desktop MCP "
                      "host, or Add Protected Demo Server to try OAuth sign-in.");
        },
        this, 12);
    m_view->setObjectName(QStringLiteral("serverList"));
    m_view->setAccessibleName(tr("Servers"));
    m_view->setAccessibleDescription(tr("The configured servers and the state of their connection"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new ServerItemDelegate(m_view));
    m_view->setResizeMode(QListView::Adjust);
    m_view->setUniformItemSizes(false);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
}

void ServerListWidget::createActions()
{
    m_addAction = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add Server…"), this);
    m_addAction->setToolTip(tr("Add a server: stdio command, Streamable HTTP, SSE or WebSocket URL"));
    m_editAction = new QAction(QIcon::fromTheme(QStringLiteral("document-properties")), tr("Edit Server…"), this);
    m_removeAction = new QAction(QIcon::fromTheme(QStringLiteral("list-remove")), tr("Remove Server"), this);
    m_connectAction = new QAction(tr("Connect"), this);
    m_importAction =
        new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("Import mcpServers JSON…"), this);
    m_importAction->setToolTip(tr("Import the servers of a desktop MCP host (claude_desktop_config.json, mcp.json…)"));
    // Short words on the sidebar's buttons, the full text in menus.
    m_addAction->setIconText(tr("Add"));
    m_editAction->setIconText(tr("Edit"));
    m_removeAction->setIconText(tr("Remove"));
    m_importAction->setIconText(tr("Import"));
    m_signInAction = new QAction(tr("Sign In"), this);
    m_signInAction->setObjectName(QStringLiteral("signInAction"));
    m_view->addActions({m_connectAction, m_signInAction, m_editAction, m_removeAction});
    m_protectedDemoAction = new QAction(tr("Add Protected Demo Server"), this);
    m_protectedDemoAction->setObjectName(QStringLiteral("addProtectedDemoAction"));
    if (demoServerPath().isEmpty()) {
        m_protectedDemoAction->setEnabled(false);
        m_protectedDemoAction->setToolTip(tr("The demo server (mcp-async-demo-server) is not installed next to the "
                                             "inspector"));
    } else {
        m_protectedDemoAction->setToolTip(tr("Start the demo server with OAuth sign-in on 127.0.0.1 while the "
                                             "inspector runs, and connect to it: your browser asks you to approve"));
    }
}

// The sidebar's row of buttons under the list.
QHBoxLayout *ServerListWidget::createButtons()
{
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    const auto button = [this, buttons](QAction *action) {
        auto *b = new QToolButton(this);
        b->setDefaultAction(action);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setAutoRaise(true);
        buttons->addWidget(b);
        return b;
    };
    button(m_addAction)->setObjectName(QStringLiteral("addServerButton"));
    button(m_editAction);
    button(m_removeAction);
    button(m_connectAction)->setObjectName(QStringLiteral("connectButton"));
    buttons->addStretch(1);
    button(m_importAction);
    return buttons;
}

void ServerListWidget::connectActions()
{
    connect(m_addAction, &QAction::triggered, this, &ServerListWidget::addServerInteractively);
    connect(m_editAction, &QAction::triggered, this, &ServerListWidget::editCurrentServer);
    connect(m_removeAction, &QAction::triggered, this, &ServerListWidget::removeCurrentServer);
    connect(m_connectAction, &QAction::triggered, this, &ServerListWidget::toggleCurrentConnection);
    connect(m_importAction, &QAction::triggered, this, &ServerListWidget::importInteractively);
    connect(m_signInAction, &QAction::triggered, this, &ServerListWidget::toggleCurrentSignIn);
    connect(m_protectedDemoAction, &QAction::triggered, this, &ServerListWidget::addProtectedDemoServer);
    connect(m_view, &QListView::doubleClicked, this, &ServerListWidget::editCurrentServer);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        updateWidgets();
        emit currentSessionChanged(currentSession());
    });
    connect(m_model, &ServerListModel::dataChanged, this, &ServerListWidget::updateWidgets);
    connect(m_model, &ServerListModel::serversChanged, this, &ServerListWidget::updateWidgets);
    connect(m_model, &ServerListModel::rowsInserted, this, [this](const QModelIndex &, int first) {
        if (!m_view->currentIndex().isValid())
            m_view->setCurrentIndex(m_model->index(first));
    });
}

ServerListWidget::~ServerListWidget()
{
    // The protected demo server's entry goes with its process: nothing should try its port at the next start.
    // The model is gone already when the main window's workspace died first; save() never wrote the entry anyway.
    if (m_model) {
        const int row = m_model->rowOf(m_demoSession.data());
        if (row >= 0)
            m_model->removeServer(row); // the workspace saves the list without it
    }
    stopDemoServer();
}

QString ServerListWidget::demoServerPath()
{
    const QString dir = QCoreApplication::applicationDirPath();
    // Installed: next to the inspector. Build tree: app/ and server/ are siblings (tests/ too).
    const QStringList candidates {
        dir + QStringLiteral("/mcp-async-demo-server"), dir + QStringLiteral("/../server/mcp-async-demo-server")};
    for (const QString &candidate : candidates) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return QString();
}

ServerConfig ServerListWidget::demoServerConfig(const QString &program)
{
    ServerConfig config;
    config.name = tr("Demo server");
    config.kind = ServerConfig::Kind::Stdio;
    config.command = program;
    // It keeps its operations in a state directory beside the inspector's own store, so that they outlive the
    // server process: quitting the inspector (which stops the server) or a killed server, then resuming, works on
    // first run.
    const QString store = OperationManager::defaultStorePath();
    config.arguments = {
        QStringLiteral("--state-dir"), QFileInfo(store).absolutePath() + QStringLiteral("/demo-server-state")};
    return config;
}

void ServerListWidget::load()
{
    if (!m_store)
        return;
    // First run: the bundled demo server, so that there is something long-running to look at at once.
    QList<ServerConfig> defaults;
    if (const QString demo = demoServerPath(); !demo.isEmpty())
        defaults << demoServerConfig(demo);
    m_store->load(defaults);
    updateWidgets();
}

void ServerListWidget::save() const
{
    if (m_store)
        m_store->save();
}

McpSession *ServerListWidget::currentSession() const
{
    return m_model ? m_model->session(m_view->currentIndex().row()) : nullptr;
}

void ServerListWidget::setCurrentServer(const QString &name)
{
    const int row = m_model->rowOf(name);
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row));
}

int ServerListWidget::importMcpServers(const QByteArray &json, QStringList *errors)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        if (errors)
            *errors << tr("not a JSON object: %1").arg(parseError.errorString());
        return 0;
    }
    const QJsonObject servers = ServerConfig::serverEntries(doc.object());
    int added = 0;
    for (auto it = servers.begin(); it != servers.end(); ++it) {
        if (!it.value().isObject()) {
            if (errors)
                *errors << tr("server \"%1\" is not an object").arg(it.key());
            continue;
        }
        QString error;
        ServerConfig config = ServerConfig::fromMcpServersEntry(it.key(), it.value().toObject(), &error);
        if (!error.isEmpty()) {
            if (errors)
                *errors << error;
            continue;
        }
        config.name = m_model->uniqueName(config.name);
        m_model->addServer(config, false);
        ++added;
    }
    return added;
}

void ServerListWidget::addServerInteractively()
{
    ServerDialog dialog(this);
    dialog.setWindowTitle(tr("Add Server"));
    ServerConfig config;
    config.name = m_model->uniqueName(tr("Server"));
    dialog.setConfig(config);
    dialog.setTakenNames(m_model->names());
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_model->addServer(dialog.config(), true);
    setCurrentServer(dialog.config().name);
}

void ServerListWidget::editCurrentServer()
{
    const int row = m_view->currentIndex().row();
    McpSession *session = m_model->session(row);
    if (!session)
        return;
    ServerDialog dialog(this);
    dialog.setWindowTitle(tr("Edit Server"));
    ServerConfig config = session->config();
    // The secrets are not in the saved configuration: the OAuth client has them from the secret store.
    if (const OAuthClient *oauth = session->oauth())
        config.auth = oauth->settings();
    dialog.setConfig(config);
    QStringList taken = m_model->names();
    taken.removeAll(session->config().name);
    dialog.setTakenNames(taken);
    if (dialog.exec() == QDialog::Accepted)
        m_model->updateServer(row, dialog.config());
}

void ServerListWidget::removeCurrentServer()
{
    const int row = m_view->currentIndex().row();
    McpSession *session = m_model->session(row);
    if (!session)
        return;
    const auto answer = QMessageBox::question(this, tr("Remove Server"),
        tr("Remove \"%1\"? Its operations stay in the table until cleared.").arg(session->config().name));
    if (answer == QMessageBox::Yes)
        m_model->removeServer(row);
}

void ServerListWidget::toggleCurrentConnection()
{
    const int row = m_view->currentIndex().row();
    McpSession *session = m_model->session(row);
    if (!session)
        return;
    if (ServerListModel::isActive(session->state()))
        m_model->disconnectServer(row);
    else
        m_model->connectServer(row);
}

void ServerListWidget::importInteractively()
{
    // Claude Desktop keeps its servers here on Linux; other hosts use mcp.json in the project.
    QString start = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/Claude");
    if (!QFileInfo::exists(start))
        start = QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import mcpServers JSON"), start, tr("JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Import"), tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    QStringList errors;
    const int added = importMcpServers(file.readAll(), &errors);
    QString text = added == 1 ? tr("Imported 1 server.") : tr("Imported %1 servers.").arg(added);
    if (!errors.isEmpty())
        text += QStringLiteral("\n\n") + tr("Skipped:") + QStringLiteral("\n") + errors.join(QLatin1Char('\n'));
    if (added > 0)
        text += QStringLiteral("\n\n") + tr("Select a server and press Connect.");
    QMessageBox::information(this, tr("Import"), text);
}

void ServerListWidget::updateWidgets()
{
    McpSession *session = currentSession();
    m_editAction->setEnabled(session);
    m_removeAction->setEnabled(session);
    m_connectAction->setEnabled(session);
    const bool active = session && ServerListModel::isActive(session->state());
    m_connectAction->setText(active ? tr("Disconnect") : tr("Connect"));
    m_connectAction->setIconText(m_connectAction->text());
    m_connectAction->setToolTip(
        active ? tr("Disconnect from the selected server") : tr("Connect to the selected server"));
    const OAuthClient *oauth = session ? session->oauth() : nullptr;
    const bool signedIn = oauth && oauth->isSignedIn();
    m_signInAction->setEnabled(oauth);
    m_signInAction->setText(signedIn ? tr("Sign Out") : tr("Sign In"));
    m_signInAction->setToolTip(!oauth ? tr("Authorization applies to Streamable HTTP servers")
            : signedIn                ? tr("Forget the tokens of the selected server and revoke them")
                                      : tr("Sign in to the selected server with OAuth (opens your browser)"));
}

void ServerListWidget::toggleCurrentSignIn()
{
    McpSession *session = currentSession();
    OAuthClient *oauth = session ? session->oauth() : nullptr;
    if (!oauth)
        return;
    if (oauth->isSignedIn()) {
        oauth->signOut();
        return;
    }
    // Once signed in, a server that could not connect without it is connected again.
    connect(
        oauth, &OAuthClient::ready, session,
        [session] {
            if (!ServerListModel::isActive(session->state()))
                session->connectToServer();
        },
        Qt::SingleShotConnection);
    oauth->signIn();
}

void ServerListWidget::addProtectedDemoServer()
{
    if (m_demoProcess) {
        // One server a run: it is starting (the entry comes when it listens), or it runs and has its entry.
        if (!m_demoUrl.isEmpty())
            showDemoServer();
        return;
    }
    const QString program = demoServerPath();
    if (program.isEmpty()) {
        showMessage(tr("Cannot start the protected demo server: mcp-async-demo-server is not installed next to the "
                       "inspector."));
        return;
    }
    m_demoOutput.clear();
    m_demoErrors.clear();
    m_demoUrl = QUrl();
    auto *process = new QProcess(this);
    m_demoProcess = process;
    process->setProgram(program);
    // Port 0: a free one, which the server announces on stdout. No --oauth-auto-approve: a person approves.
    process->setArguments({QStringLiteral("--http"), QStringLiteral("0"), QStringLiteral("--oauth")});
    // "Until the inspector quits", however it quits: a crash or a SIGKILL runs no destructor to stop it.
    ChildProcess::dieWithParent(process);
    connect(process, &QProcess::readyReadStandardOutput, this, &ServerListWidget::onDemoOutput);
    connect(process, &QProcess::readyReadStandardError, this, [this, process] {
        m_demoErrors += process->readAllStandardError();
        if (m_demoErrors.size() > kDemoErrorBytes)
            m_demoErrors = m_demoErrors.right(kDemoErrorBytes);
    });
    connect(process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            failDemoServer(m_demoProcess ? m_demoProcess->errorString() : QString());
    });
    connect(process, &QProcess::finished, this, [this, process](int code, QProcess::ExitStatus status) {
        const QString how = status == QProcess::CrashExit ? tr("it crashed") : tr("exit code %1").arg(code);
        if (m_demoUrl.isEmpty()) {
            // Its last word on stderr says why (a port it could not bind, an option it did not know).
            const QString last = QString::fromLocal8Bit(m_demoErrors).trimmed().split(QLatin1Char('\n')).constLast();
            failDemoServer(last.isEmpty() ? how : how + QStringLiteral(": ") + last);
            return;
        }
        // Its entry stays: the session says it lost the server, which is what happened.
        m_demoProcess = nullptr;
        process->disconnect(this);
        process->deleteLater();
        showMessage(tr("The protected demo server has stopped (%1).").arg(how));
    });
    showMessage(tr("Starting the protected demo server…"));
    m_demoTimeout.start();
    process->start();
}

void ServerListWidget::onDemoOutput()
{
    if (!m_demoProcess)
        return;
    const QByteArray chunk = m_demoProcess->readAllStandardOutput();
    if (!m_demoUrl.isEmpty())
        return; // announced already: the rest is not ours to read
    m_demoOutput += chunk;
    static const QRegularExpression kListening(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
    const QRegularExpressionMatch match = kListening.match(QString::fromUtf8(m_demoOutput));
    if (!match.hasMatch())
        return;
    m_demoTimeout.stop();
    m_demoOutput.clear();
    m_demoUrl = QUrl(match.captured(1));
    showMessage(tr("The protected demo server listens on %1 until the inspector quits; approve the sign-in in "
                   "your browser.")
                    .arg(m_demoUrl.toString()));
    showDemoServer();
}

void ServerListWidget::showDemoServer()
{
    if (!m_model || m_demoUrl.isEmpty())
        return;
    int row = m_model->rowOf(m_demoSession.data());
    if (row < 0) {
        ServerConfig config;
        config.name = m_model->uniqueName(tr("Demo server (OAuth)"));
        config.kind = ServerConfig::Kind::StreamableHttp;
        config.url = m_demoUrl;
        config.era = Era::Auto;
        config.auth.mode = AuthSettings::Mode::Automatic;
        // Of this run only: never saved, not even for a moment.
        m_demoSession = m_model->registry()->addServer(config, true, true);
        // Once signed in, the note says where the server is, and no longer asks for a sign-in that is over.
        connect(m_demoSession, &McpSession::authorizationChanged, this, [this] {
            const OAuthClient *oauth = m_demoSession ? m_demoSession->oauth() : nullptr;
            if (oauth && oauth->isSignedIn() && !m_demoUrl.isEmpty())
                showMessage(
                    tr("The protected demo server listens on %1 until the inspector quits.").arg(m_demoUrl.toString()));
        });
        row = m_model->rowOf(m_demoSession.data());
    } else if (m_demoSession->config().url != m_demoUrl) {
        // A server started again in this run listens on another port; the rest is as the person left it.
        ServerConfig config = m_demoSession->config();
        config.url = m_demoUrl;
        m_model->updateServer(row, config);
    }
    if (!ServerListModel::isActive(m_demoSession->state()))
        m_model->connectServer(row);
    m_view->setCurrentIndex(m_model->index(row));
}

void ServerListWidget::failDemoServer(const QString &reason)
{
    stopDemoServer();
    showMessage(tr("Could not start the protected demo server: %1").arg(reason));
}

void ServerListWidget::stopDemoServer()
{
    m_demoTimeout.stop();
    QProcess *process = m_demoProcess;
    m_demoProcess = nullptr;
    if (!process)
        return;
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        process->terminate();
        if (!process->waitForFinished(kDemoStopMs)) {
            process->kill();
            process->waitForFinished(kDemoStopMs);
        }
    }
    // Maybe inside one of its own signals.
    process->deleteLater();
}

void ServerListWidget::showMessage(const QString &text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    emit message(text);
}

#include "serverlistwidget.moc"

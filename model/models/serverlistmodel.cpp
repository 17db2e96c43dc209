// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverlistmodel.h"

#include <QJsonArray>

#include "auth/oauthclient.h"
#include "models/format.h"
#include "protocol/dialect.h"
#include "skills/skill.h"

namespace Mcp {

namespace {

constexpr int kTickMs = 1000;

QString describe(const ServerConfig &config)
{
    if (config.kind == ServerConfig::Kind::Stdio) {
        QStringList words {config.command};
        words += config.arguments;
        return words.join(QLatin1Char(' '));
    }
    return config.url.toString();
}

// What a server offers for all its tools (Dialects::serverWide()), in words; the dialect's name is in the tooltip.
QString offerWords(Dialect dialect)
{
    if (dialect == Dialect::Resumable)
        return ServerListModel::tr("resumable requests");
    if (dialect == Dialect::Saga)
        return ServerListModel::tr("tool sagas");
    if (dialect == Dialect::TasksExt)
        return ServerListModel::tr("tasks extension");
    return Dialects::toString(dialect);
}

QString offerExplanation(Dialect dialect)
{
    QString what;
    if (dialect == Dialect::Resumable)
        what = ServerListModel::tr("a call survives a lost connection: the inspector resumes it where it was");
    else if (dialect == Dialect::Saga)
        what = ServerListModel::tr("a tool may stop to ask you and go on with your answer, the inspector keeping its "
                                   "token in between");
    else if (dialect == Dialect::TasksExt)
        what = ServerListModel::tr("any call may become a task the server runs on, which the inspector follows, "
                                   "cancels and joins again; the server decides which");
    const QString name = ServerListModel::tr("Offers %1 (dialect %2)")
                             .arg(offerWords(dialect).toHtmlEscaped(), Dialects::toString(dialect).toHtmlEscaped());
    return what.isEmpty() ? name : name + QStringLiteral(": ") + what.toHtmlEscaped();
}

} // namespace

ServerListModel::ServerListModel(ServerRegistry *registry, QObject *parent)
    : QAbstractListModel(parent)
    , m_registry(registry)
{
    present();
}

ServerListModel::ServerListModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_registry(new ServerRegistry(this))
{
    present();
}

void ServerListModel::present()
{
    m_tick.setInterval(kTickMs);
    // Precise, and started again with each reconnection: a reconnection countdown then changes on the seconds of
    // the session's deadline, in step with the launch panel's hint, which reads the same deadline (a coarse tick may
    // come early, and the two then said different numbers for a whole second).
    m_tick.setTimerType(Qt::PreciseTimer);
    connect(&m_tick, &QTimer::timeout, this, &ServerListModel::onTick);
    for (int row = 0; row < m_registry->count(); ++row)
        onAdded(m_registry->session(row));
    connect(m_registry, &ServerRegistry::added, this, &ServerListModel::onAdded);
    connect(m_registry, &ServerRegistry::aboutToBeRemoved, this, &ServerListModel::onAboutToBeRemoved);
    connect(m_registry, &ServerRegistry::updated, this, &ServerListModel::onSessionChanged);
    connect(m_registry, &ServerRegistry::changed, this, &ServerListModel::serversChanged);
    // The registry may go first (the workspace's parts go in the order they were made): its sessions go with it,
    // and no row may name one of them then.
    connect(m_registry, &QObject::destroyed, this, &ServerListModel::onRegistryGone);
}

ServerListModel::~ServerListModel()
{
    for (McpSession *session : std::as_const(m_rows))
        session->disconnect(this);
}

void ServerListModel::onRegistryGone()
{
    beginResetModel();
    for (McpSession *session : std::as_const(m_rows))
        session->disconnect(this);
    m_rows.clear();
    endResetModel();
    m_tick.stop();
}

void ServerListModel::onAdded(McpSession *session)
{
    const int row = int(m_rows.size());
    beginInsertRows(QModelIndex(), row, row);
    m_rows.append(session);
    endInsertRows();
    connect(session, &McpSession::stateChanged, this, [this, session] { onSessionChanged(session); });
    connect(session, &McpSession::reconnectScheduled, this, [this, session] {
        m_tick.stop(); // onSessionChanged() starts it again, in step with the new deadline
        onSessionChanged(session);
    });
    connect(session, &McpSession::toolsChanged, this, [this, session] { onSessionChanged(session); });
    connect(session, &McpSession::authorizationChanged, this, [this, session] { onSessionChanged(session); });
    emit sessionAdded(session);
}

void ServerListModel::onAboutToBeRemoved(McpSession *session)
{
    emit sessionAboutToBeRemoved(session);
    const int row = int(m_rows.indexOf(session));
    if (row < 0)
        return;
    beginRemoveRows(QModelIndex(), row, row);
    m_rows.removeAt(row);
    endRemoveRows();
    session->disconnect(this);
}

McpSession *ServerListModel::addServer(const ServerConfig &config, bool connectNow)
{
    return m_registry->addServer(config, connectNow);
}

void ServerListModel::removeServer(int row)
{
    m_registry->removeServer(row);
}

void ServerListModel::updateServer(int row, const ServerConfig &config)
{
    m_registry->updateServer(row, config);
}

void ServerListModel::connectServer(int row)
{
    m_registry->connectServer(row);
}

void ServerListModel::disconnectServer(int row)
{
    m_registry->disconnectServer(row);
}

McpSession *ServerListModel::session(int row) const
{
    return m_registry->session(row);
}

bool ServerListModel::autoConnect(int row) const
{
    return m_registry->autoConnect(row);
}

int ServerListModel::rowOf(const QString &name) const
{
    return m_registry->rowOf(name);
}

int ServerListModel::rowOf(const McpSession *session) const
{
    return m_registry->rowOf(session);
}

QStringList ServerListModel::names() const
{
    return m_registry->names();
}

bool ServerListModel::isActive(McpSession::State state)
{
    return ServerRegistry::isActive(state);
}

QString ServerListModel::uniqueName(const QString &base) const
{
    return m_registry->uniqueName(base);
}

void ServerListModel::setCredentialStore(CredentialStore *store)
{
    m_registry->setCredentialStore(store);
}

void ServerListModel::setOAuthSetup(std::function<void(OAuthClient *)> setup)
{
    m_registry->setOAuthSetup(std::move(setup));
}

int ServerListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QString ServerListModel::stateText(const McpSession *session)
{
    const QString auth = authText(session);
    if (session->state() != McpSession::State::Ready)
        return auth.isEmpty() ? session->stateText() : session->stateText() + QLatin1Char('\n') + auth;
    QString text = tr("connected \u00b7 %1 \u00b7 %2")
                       .arg(session->tools().size() == 1 ? tr("1 tool") : tr("%1 tools").arg(session->tools().size()),
                           session->protocolVersion());
    // What the server offers for every tool (resumable requests, sagas) is said once, here, on a line of its own
    // and in words: a bare "saga" after the protocol version explained nothing. The tooltip says more.
    QStringList offers;
    for (const Dialect dialect : Dialects::serverWide(session->serverCapabilities(), session->era() == Era::Modern))
        offers << offerWords(dialect);
    if (session->serverCapabilities()
            .value(QLatin1String("extensions"))
            .toObject()
            .contains(QLatin1String(Skills::ExtensionId)))
        offers << tr("skills");
    if (!offers.isEmpty())
        text += QLatin1Char('\n') + tr("offers: %1").arg(offers.join(QStringLiteral(", ")));
    if (!auth.isEmpty())
        text += QLatin1Char('\n') + auth;
    return text;
}

void ServerListModel::setDiagnosis(const QString &name, const QString &text)
{
    if (m_diagnosis.value(name) == text)
        return;
    if (text.isEmpty())
        m_diagnosis.remove(name);
    else
        m_diagnosis.insert(name, text);
    const int row = rowOf(name);
    if (row >= 0)
        emit dataChanged(index(row), index(row), {StateTextRole});
}

QVariant ServerListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const McpSession *session = m_rows.at(index.row());
    const ServerConfig &config = session->config();
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return config.name;
    case StateRole:
        return int(session->state());
    case StateTextRole: {
        QString text = stateText(session);
        const QString found = m_diagnosis.value(config.name);
        if (!found.isEmpty())
            text += QLatin1Char('\n') + found;
        return text;
    }
    case Qt::ToolTipRole: {
        QString tip = QStringLiteral("<b>%1</b><br>%2: %3<br>%4")
                          .arg(config.name.toHtmlEscaped(), ServerConfig::kindToString(config.kind),
                              describe(config).toHtmlEscaped(), session->stateText().toHtmlEscaped());
        const QJsonObject info = session->serverInfo();
        if (session->state() == McpSession::State::Ready && !info.isEmpty()) {
            tip += QStringLiteral("<br>%1 %2")
                       .arg(info.value(QStringLiteral("name")).toString().toHtmlEscaped(),
                           info.value(QStringLiteral("version")).toString().toHtmlEscaped());
        }
        if (session->state() == McpSession::State::Ready) {
            for (const Dialect dialect :
                Dialects::serverWide(session->serverCapabilities(), session->era() == Era::Modern)) {
                tip += QStringLiteral("<br>") + offerExplanation(dialect);
            }
        }
        if (const OAuthClient *oauth = session->oauth(); oauth && oauth->state() != OAuthClient::State::SignedOut)
            tip += QStringLiteral("<br>") + oauth->statusText().toHtmlEscaped();
        return tip;
    }
    case AuthStateRole:
        return session->oauth() ? int(session->oauth()->state()) : -1;
    case AuthTextRole:
        return session->oauth() ? session->oauth()->statusText() : QString();
    case TokenExpiresAtRole:
        return session->oauth() && session->oauth()->isSignedIn() ? session->oauth()->tokens().expiresAt : QDateTime();
    default:
        break;
    }
    return QVariant();
}

void ServerListModel::onSessionChanged(McpSession *session)
{
    const int row = int(m_rows.indexOf(session));
    if (row < 0)
        return;
    emit dataChanged(index(row), index(row));
    if (needsTick(session) && !m_tick.isActive())
        m_tick.start();
}

QString ServerListModel::authText(const McpSession *session)
{
    const OAuthClient *oauth = session->oauth();
    if (!oauth)
        return {};
    switch (oauth->state()) {
    case OAuthClient::State::SignedOut:
    case OAuthClient::State::Loading:
        return {};
    case OAuthClient::State::SignedIn: {
        const QDateTime expiresAt = oauth->tokens().expiresAt;
        if (!expiresAt.isValid())
            return tr("signed in");
        const qint64 left = QDateTime::currentDateTimeUtc().secsTo(expiresAt);
        return left > 0 ? tr("signed in \u00b7 token expires in %1").arg(Format::duration(left))
                        : tr("signed in \u00b7 token expired");
    }
    case OAuthClient::State::WaitingForBrowser:
        // No browser came up: saying "in your browser" would send the person looking for a window that is not there.
        return oauth->browserError().isEmpty() ? tr("sign in in your browser")
                                               : tr("no browser opened: open the sign-in link (Authorization tab)");
    case OAuthClient::State::Failed:
        return oauth->statusText();
    default:
        return tr("authorization: %1").arg(OAuthClient::stateToString(oauth->state()));
    }
}

bool ServerListModel::needsTick(const McpSession *session)
{
    if (session->state() == McpSession::State::Reconnecting)
        return true;
    // A signed-in server's token expiry counts down like every other expiry.
    const OAuthClient *oauth = session->oauth();
    return oauth && oauth->state() == OAuthClient::State::SignedIn && oauth->tokens().expiresAt.isValid();
}

void ServerListModel::onTick()
{
    bool waiting = false;
    for (int row = 0; row < m_rows.size(); ++row) {
        if (needsTick(m_rows.at(row))) {
            waiting = true;
            emit dataChanged(index(row), index(row), {StateTextRole, Qt::DisplayRole});
        }
    }
    if (!waiting)
        m_tick.stop();
}

} // namespace Mcp

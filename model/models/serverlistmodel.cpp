// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverlistmodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

#include "auth/oauthclient.h"
#include "models/format.h"
#include "protocol/dialect.h"
#include "skills/skill.h"

namespace Mcp {

namespace {

constexpr QLatin1String kServersKey("servers");
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

ServerListModel::ServerListModel(QObject *parent)
    : QAbstractListModel(parent)
{
    m_tick.setInterval(kTickMs);
    // Precise, and started again with each reconnection: a reconnection countdown then changes on the seconds of
    // the session's deadline, in step with the launch panel's hint, which reads the same deadline (a coarse tick may
    // come early, and the two then said different numbers for a whole second).
    m_tick.setTimerType(Qt::PreciseTimer);
    connect(&m_tick, &QTimer::timeout, this, &ServerListModel::onTick);
}

ServerListModel::~ServerListModel()
{
    for (const Entry &entry : std::as_const(m_entries))
        entry.session->disconnect(this);
}

bool ServerListModel::isActive(McpSession::State state)
{
    return state != McpSession::State::Disconnected && state != McpSession::State::Failed;
}

McpSession *ServerListModel::addServer(const ServerConfig &config, bool connectNow)
{
    const int row = int(m_entries.size());
    beginInsertRows(QModelIndex(), row, row);
    auto *session = new McpSession(config, this);
    m_entries.append({session, connectNow});
    endInsertRows();
    connect(session, &McpSession::stateChanged, this, [this, session] { onSessionChanged(session); });
    connect(session, &McpSession::reconnectScheduled, this, [this, session] {
        m_tick.stop(); // onSessionChanged() starts it again, in step with the new deadline
        onSessionChanged(session);
    });
    connect(session, &McpSession::toolsChanged, this, [this, session] { onSessionChanged(session); });
    connect(session, &McpSession::authorizationChanged, this, [this, session] { onSessionChanged(session); });
    if (m_oauthSetup)
        session->setOAuthSetup(m_oauthSetup);
    if (m_credentialStore)
        session->setCredentialStore(m_credentialStore);
    emit sessionAdded(session);
    if (connectNow)
        session->connectToServer();
    emit serversChanged();
    return session;
}

void ServerListModel::removeServer(int row)
{
    if (row < 0 || row >= m_entries.size())
        return;
    McpSession *session = m_entries.at(row).session;
    emit sessionAboutToBeRemoved(session);
    beginRemoveRows(QModelIndex(), row, row);
    m_entries.removeAt(row);
    endRemoveRows();
    session->disconnect(this);
    session->disconnectFromServer();
    session->deleteLater();
    emit serversChanged();
}

void ServerListModel::updateServer(int row, const ServerConfig &config)
{
    if (row < 0 || row >= m_entries.size())
        return;
    McpSession *session = m_entries.at(row).session;
    const bool active = isActive(session->state());
    if (active)
        session->disconnectFromServer();
    session->setConfig(config);
    if (active)
        session->connectToServer();
    emit dataChanged(index(row), index(row));
    emit serversChanged();
}

void ServerListModel::connectServer(int row)
{
    if (row < 0 || row >= m_entries.size())
        return;
    m_entries[row].autoConnect = true;
    m_entries.at(row).session->connectToServer();
    emit serversChanged();
}

void ServerListModel::disconnectServer(int row)
{
    if (row < 0 || row >= m_entries.size())
        return;
    m_entries[row].autoConnect = false;
    m_entries.at(row).session->disconnectFromServer();
    emit serversChanged();
}

McpSession *ServerListModel::session(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries.at(row).session : nullptr;
}

int ServerListModel::rowOf(const QString &name) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).session->config().name == name)
            return row;
    }
    return -1;
}

int ServerListModel::rowOf(const McpSession *session) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).session == session)
            return row;
    }
    return -1;
}

bool ServerListModel::autoConnect(int row) const
{
    return row >= 0 && row < m_entries.size() && m_entries.at(row).autoConnect;
}

QStringList ServerListModel::names() const
{
    QStringList names;
    for (const Entry &entry : m_entries)
        names << entry.session->config().name;
    return names;
}

QString ServerListModel::uniqueName(const QString &base) const
{
    const QString stem = base.trimmed().isEmpty() ? tr("Server") : base.trimmed();
    QString name = stem;
    for (int n = 2; rowOf(name) >= 0; ++n)
        name = QStringLiteral("%1 (%2)").arg(stem).arg(n);
    return name;
}

bool ServerListModel::load(QSettings &settings)
{
    if (!settings.contains(kServersKey))
        return false;
    const QJsonArray array = QJsonDocument::fromJson(settings.value(kServersKey).toString().toUtf8()).array();
    for (const QJsonValue &value : array) {
        const QJsonObject json = value.toObject();
        ServerConfig config = ServerConfig::fromJson(json);
        config.name = uniqueName(config.name);
        addServer(config, false);
        m_entries.last().autoConnect = json.value(QStringLiteral("autoConnect")).toBool();
    }
    return true;
}

void ServerListModel::save(QSettings &settings) const
{
    QJsonArray array;
    for (const Entry &entry : m_entries) {
        QJsonObject json = entry.session->config().toJson();
        json.insert(QStringLiteral("autoConnect"), entry.autoConnect);
        array.append(json);
    }
    settings.setValue(kServersKey, QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)));
}

int ServerListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

void ServerListModel::setCredentialStore(CredentialStore *store)
{
    m_credentialStore = store;
    for (const Entry &entry : std::as_const(m_entries))
        entry.session->setCredentialStore(store);
}

void ServerListModel::setOAuthSetup(std::function<void(OAuthClient *)> setup)
{
    m_oauthSetup = setup;
    for (const Entry &entry : std::as_const(m_entries))
        entry.session->setOAuthSetup(setup);
}

QVariant ServerListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const McpSession *session = m_entries.at(index.row()).session;
    const ServerConfig &config = session->config();
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return config.name;
    case StateRole:
        return int(session->state());
    case StateTextRole: {
        const QString auth = authText(session);
        if (session->state() != McpSession::State::Ready)
            return auth.isEmpty() ? session->stateText() : session->stateText() + QLatin1Char('\n') + auth;
        QString text =
            tr("connected \u00b7 %1 \u00b7 %2")
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
    const int row = rowOf(session);
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
    for (int row = 0; row < m_entries.size(); ++row) {
        if (needsTick(m_entries.at(row).session)) {
            waiting = true;
            emit dataChanged(index(row), index(row), {StateTextRole, Qt::DisplayRole});
        }
    }
    if (!waiting)
        m_tick.stop();
}

} // namespace Mcp

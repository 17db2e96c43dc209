// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "faultinjector.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QHostAddress>
#include <QJsonDocument>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "recording/httptap.h"
#include "session/mcpsession.h"
#include "transport/stdiotransport.h"
#include "transport/transport.h"

namespace Mcp {

Q_GLOBAL_STATIC(QString, tapProgramOverride) // setTapProgram()

FaultInjector::FaultInjector(McpSession *session, OperationManager *operations, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_operations(operations)
{
    connect(session, &McpSession::logged, this, &FaultInjector::onLogged);
}

FaultInjector::~FaultInjector()
{
    // The session outlives the injector only when the injector goes first (the workspace removes both): its
    // transports are then made the plain way again.
    if (m_session && m_active)
        m_session->setTransportFactory(nullptr);
}

void FaultInjector::setTapProgram(const QString &path)
{
    *tapProgramOverride = path;
}

QString FaultInjector::tapProgram()
{
    if (!tapProgramOverride->isEmpty())
        return *tapProgramOverride;
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("mcp-async"));
}

bool FaultInjector::isHttp() const
{
    return m_session
        && (m_session->config().kind == ServerConfig::Kind::StreamableHttp
            || m_session->config().kind == ServerConfig::Kind::LegacySse);
}

bool FaultInjector::isSupported(QString *why) const
{
    if (m_session && m_session->config().kind == ServerConfig::Kind::WebSocket) {
        if (why)
            *why = tr("a WebSocket server has no tap to commit faults on: stdio and HTTP servers have one");
        return false;
    }
    return m_session;
}

bool FaultInjector::apply(const FaultPlan &plan, QString *error)
{
    if (plan.isEmpty()) {
        remove();
        return true;
    }
    if (!isSupported(error))
        return false;
    if (plan.needsHttp() && !isHttp()) {
        *error = tr("closing SSE streams and answering 503 need an HTTP server; this one runs over stdio");
        return false;
    }
    if (isHttp() && !m_tap) {
        auto *tap = new HttpTap(this);
        if (!tap->listen(QHostAddress::LocalHost, 0, m_session->config().url, error)) {
            delete tap;
            return false;
        }
        connect(tap, &HttpTap::faultHit, this, &FaultInjector::noteHit);
        m_tap = tap;
    }
    const bool wasActive = std::exchange(m_active, true);
    m_plan = plan;
    if (m_tap)
        m_tap->setFaults(plan);
    m_session->setTransportFactory(
        [this](const ServerConfig &config, QObject *parent) { return makeTransport(config, parent); });
    // The HTTP tap takes a new plan at once; a first tap, and a stdio tap (whose plan is given when it starts),
    // need a new link.
    if (!wasActive || !isHttp())
        reconnect();
    if (!wasActive)
        emit activeChanged(true);
    return true;
}

void FaultInjector::remove()
{
    if (!m_active)
        return;
    m_active = false;
    m_plan = FaultPlan();
    if (m_session)
        m_session->setTransportFactory(nullptr);
    reconnect();
    // The old link's connections go with the tap; the session has already left it.
    if (m_tap) {
        m_tap->deleteLater();
        m_tap = nullptr;
    }
    emit activeChanged(false);
}

void FaultInjector::dropLinkNow()
{
    if (!m_active)
        return;
    if (m_tap) {
        m_tap->dropLinkNow(); // says so itself
        return;
    }
    if (auto *stdio = qobject_cast<StdioTransport *>(m_transport.data())) {
        noteHit(QStringLiteral("server-killed"), {});
        stdio->killServer();
    }
}

QUrl FaultInjector::tapUrl() const
{
    return m_tap ? m_tap->url() : QUrl();
}

Transport *FaultInjector::makeTransport(const ServerConfig &config, QObject *parent)
{
    ServerConfig tapped = config;
    if (m_active && m_tap && config.url == m_tap->upstream()) {
        tapped.url = m_tap->url();
    } else if (m_active && config.kind == ServerConfig::Kind::Stdio) {
        QStringList arguments {QStringLiteral("tap")};
        const QStringList words = m_plan.toWords();
        for (const QString &word : words)
            arguments << QStringLiteral("--fault") << word;
        arguments << QStringLiteral("--") << config.command << config.arguments;
        tapped.command = tapProgram();
        tapped.arguments = arguments;
    }
    Transport *transport = Transport::create(tapped, parent);
    m_transport = transport;
    return transport;
}

void FaultInjector::reconnect()
{
    if (!m_session || m_session->state() == McpSession::State::Disconnected)
        return;
    m_session->disconnectFromServer();
    m_session->connectToServer();
}

void FaultInjector::noteHit(const QString &what, const QJsonObject &details)
{
    ++m_hits;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_operations && m_session) {
        const QString server = m_session->config().name;
        const QList<Operation *> operations = m_operations->operations();
        for (Operation *op : operations) {
            if (op->serverName() == server && !op->isTerminal())
                op->addEvent(
                    OperationEvent::Kind::Connection, tr("a fault hit: %1").arg(what), OperationEvent::Mark::Fault);
        }
    }
    emit faultHit(now, what, details);
}

void FaultInjector::onLogged(const LogEntry &entry)
{
    // The stdio tap says each hit on its stderr as a JSON line; the server's own stderr passes by.
    if (!m_active || isHttp() || entry.source != LogEntry::Source::ServerStderr || !entry.text.startsWith(u'{'))
        return;
    QJsonObject line = QJsonDocument::fromJson(entry.text.toUtf8()).object();
    if (line.value(QStringLiteral("event")).toString() != QLatin1String("fault"))
        return;
    const QString what = line.take(QStringLiteral("fault")).toString();
    line.remove(QStringLiteral("event"));
    noteHit(what, line);
}

} // namespace Mcp

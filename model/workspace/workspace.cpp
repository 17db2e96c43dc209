// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "workspace.h"

#include <QFileInfo>
#include <QJsonArray>

#include "diagnosis/findingmodel.h"
#include "faultinjector.h"
#include "models/messagelogmodel.h"
#include "models/operationreport.h"
#include "models/serverlistmodel.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/dialect.h"
#include "registry/serverregistry.h"
#include "serverstore.h"
#include "session/mcpsession.h"
#include "session/sessionrecorder.h"

namespace Mcp {

namespace {
// The same server, whatever it is called: what runs it or where it is.
bool sameServer(const ServerConfig &a, const ServerConfig &b)
{
    return a.kind == b.kind && a.command == b.command && a.arguments == b.arguments && a.url == b.url;
}
} // namespace

Workspace::Workspace(QObject *parent)
    : QObject(parent)
    , m_operations(new OperationManager(this))
    , m_registry(new ServerRegistry(this))
    , m_serverStore(new ServerStore(m_registry, this))
    , m_findings(new FindingModel(this))
{
    // Connected before anyone else can be: a view hearing of a new session finds its log made already, and a
    // view hearing of a session going still finds it.
    connect(m_registry, &ServerRegistry::added, this, &Workspace::onSessionAdded);
    connect(m_registry, &ServerRegistry::aboutToBeRemoved, this, &Workspace::onSessionAboutToBeRemoved);
    m_servers = new ServerListModel(m_registry, this);
    // The sidebar says what was found in each server's traffic.
    connect(m_findings, &FindingModel::countsChanged, this, &Workspace::updateServerNote);
    // A recording keeps what the person did, beside the traffic.
    connect(m_operations, &OperationManager::inputRequested, this, [this](IncomingRequest *request, Operation *op) {
        if (SessionRecorder *recorder = op ? this->recorder(m_operations->session(op->serverName())) : nullptr)
            recorder->watchPrompt(request, op->id());
    });
    connect(m_operations, &OperationManager::operationAdded, this, [this](Operation *op) {
        if (SessionRecorder *recorder = this->recorder(m_operations->session(op->serverName()))) {
            recorder->writeEvent(QStringLiteral("operation"),
                {{QStringLiteral("operation"), op->id()}, {QStringLiteral("tool"), op->tool()},
                    {QStringLiteral("arguments"), op->arguments()},
                    {QStringLiteral("dialect"), Dialects::toString(op->dialect())}});
        }
    });
    connect(m_operations, &OperationManager::cancelRequested, this, [this](Operation *op) {
        if (SessionRecorder *recorder = this->recorder(m_operations->session(op->serverName())))
            recorder->markPerson(QStringLiteral("cancelled"), {{QStringLiteral("operation"), op->id()}});
    });
}

Workspace::~Workspace()
{
    // Going is no change to keep: the saved list stays what it was.
    m_serverStore->setAutoSave(false);
    m_registry->disconnect(this);
    for (McpSession *session : m_operations->sessions())
        m_operations->removeSession(session);
}

McpSession *Workspace::findOrAdd(const ServerConfig &config)
{
    for (int row = 0; row < m_registry->count(); ++row) {
        if (sameServer(m_registry->session(row)->config(), config)) {
            m_registry->connectServer(row);
            return m_registry->session(row);
        }
    }
    ServerConfig named = config;
    if (named.name.isEmpty())
        named.name =
            config.kind == ServerConfig::Kind::Stdio ? QFileInfo(config.command).fileName() : config.url.host();
    named.name = m_registry->uniqueName(named.name);
    return m_registry->addServer(named, true);
}

MessageLogModel *Workspace::trafficLog(const McpSession *session) const
{
    return m_logs.value(session);
}

bool Workspace::openStore(QString *error, const QString &path)
{
    m_operations->setStorePath(path.isEmpty() ? OperationManager::defaultStorePath() : path);
    return m_operations->load(error);
}

Operation *Workspace::findOperation(const QString &idOrHandle, const QString &server, QString *error) const
{
    QList<Operation *> found;
    for (Operation *op : m_operations->operations()) {
        if (!server.isEmpty() && op->serverName() != server)
            continue;
        if (op->id() == idOrHandle)
            return op; // ids are unique: no handle can compete with one
        if (!idOrHandle.isEmpty() && op->handleText() == idOrHandle)
            found << op;
    }
    if (found.size() == 1)
        return found.constFirst();
    if (error) {
        *error = found.isEmpty()
            ? tr("no kept operation has the id or handle %1").arg(idOrHandle)
            : tr("%1 is the handle of several kept operations: give the id, or the server").arg(idOrHandle);
    }
    return nullptr;
}

QJsonObject Workspace::report(const Operation *op) const
{
    QJsonObject report = OperationReport::build(op, trafficLogOf(op));
    if (!op)
        return report;
    // The findings about the operation's own messages.
    if (const MessageLogModel *log = trafficLogOf(op))
        report.insert(QStringLiteral("findings"), m_findings->toJsonAbout(op, log, op->serverName()));
    // What polling cost the whole server, beside the operation's own figures (operation.polls).
    const PollStats totals = m_operations->pollTotals(op->serverName());
    if (!totals.isEmpty()) {
        QJsonObject server = totals.toJson();
        server.insert(QStringLiteral("server"), op->serverName());
        report.insert(QStringLiteral("serverPolls"), server);
    }
    return report;
}

bool Workspace::writeReport(QIODevice *device, const Operation *op) const
{
    return op && OperationReport::write(device, report(op));
}

Workspace *Workspace::of(const ServerListModel *servers)
{
    return servers ? qobject_cast<Workspace *>(servers->parent()) : nullptr;
}

void Workspace::onSessionAdded(McpSession *session)
{
    // Traffic is logged from the moment the server is known, whether or not anyone shows it.
    auto *log = new MessageLogModel(this);
    log->setConnection(session->connection());
    m_logs.insert(session, log);
    m_findings->watch(log, session->config().name);
    m_operations->addSession(session);
}

bool Workspace::startRecording(McpSession *session, const QString &path, QString *error)
{
    stopRecording(session);
    auto *recorder = new SessionRecorder(session, this);
    if (!recorder->start(path, error)) {
        delete recorder;
        return false;
    }
    m_recorders.insert(session, recorder);
    connect(recorder, &SessionRecorder::recordingChanged, this, [this, session](bool recording, const QString &why) {
        if (!recording && !why.isEmpty())
            stopRecording(session); // the file failed
        emit recordingChanged(session, recording, why);
    });
    emit recordingChanged(session, true, QString());
    updateServerNote(session->config().name);
    return true;
}

void Workspace::updateServerNote(const QString &server)
{
    // The sidebar says what was found in each server's traffic, and whether it is being recorded.
    QStringList note;
    if (const McpSession *session = m_operations->session(server); session && recorder(session))
        note << tr("● recording");
    const QString found = m_findings->summary(server);
    if (!found.isEmpty())
        note << found;
    m_servers->setDiagnosis(server, note.join(QStringLiteral(" · ")));
}

void Workspace::stopRecording(McpSession *session)
{
    SessionRecorder *recorder = m_recorders.take(session);
    if (!recorder)
        return;
    recorder->disconnect(this);
    recorder->stop();
    recorder->deleteLater();
    emit recordingChanged(session, false, QString());
    updateServerNote(session->config().name);
}

SessionRecorder *Workspace::recorder(const McpSession *session) const
{
    return m_recorders.value(session);
}

FaultInjector *Workspace::faultInjector(McpSession *session)
{
    if (!m_logs.contains(session))
        return nullptr;
    if (FaultInjector *known = m_faults.value(session))
        return known;
    auto *injector = new FaultInjector(session, m_operations, this);
    connect(injector, &FaultInjector::faultHit, this,
        [this, session](qint64, const QString &what, const QJsonObject &details) {
            if (SessionRecorder *recorder = m_recorders.value(session)) {
                QJsonObject event = details;
                event.insert(QStringLiteral("fault"), what);
                recorder->writeEvent(QStringLiteral("fault"), event);
            }
        });
    m_faults.insert(session, injector);
    return injector;
}

void Workspace::onSessionAboutToBeRemoved(McpSession *session)
{
    delete m_faults.take(session);
    stopRecording(session);
    m_operations->removeSession(session);
    // Later: views showing it let go of it when they hear of the server going, after this.
    if (MessageLogModel *log = m_logs.take(session)) {
        m_findings->unwatch(log);
        log->deleteLater();
    }
}

const MessageLogModel *Workspace::trafficLogOf(const Operation *op) const
{
    return op ? trafficLog(m_operations->session(op->serverName())) : nullptr;
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationmanager.h"

#include <cmath>
#include <optional>
#include <utility>

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QUuid>

#include "operations/asynccalladapter.h"
#include "operations/heap.h"
#include "operations/operationdialectadapter.h"
#include "operations/operationscheduler.h"
#include "operations/operationstore.h"
#include "operations/requestidledger.h"
#include "operations/resumableadapter.h"
#include "operations/sagaadapter.h"
#include "operations/silencewatch.h"
#include "operations/syncadapter.h"
#include "operations/tasksadapter.h"
#include "operations/tasksextadapter.h"
#include "session/mcpsession.h"
#include "surface/serverlog.h"

Q_LOGGING_CATEGORY(lcOperations, "mcp.operations", QtWarningMsg)

namespace Mcp {

namespace {
// Writes are coalesced: a flood of progress must not rewrite the file each time.
constexpr int kSaveDelayMs = 500;

// The tool \a name as \a session lists it, if it does.
std::optional<ToolInfo> toolNamed(const McpSession *session, const QString &name)
{
    const QList<ToolInfo> tools = session->tools();
    const auto it = std::find_if(tools.cbegin(), tools.cend(), [&](const ToolInfo &t) { return t.name == name; });
    return it != tools.cend() ? std::optional<ToolInfo>(*it) : std::nullopt;
}
} // namespace

OperationManager::OperationManager(QObject *parent)
    : QObject(parent)
    , m_scheduler(new OperationScheduler(this))
    , m_store(std::make_unique<OperationStore>())
    , m_ids(std::make_unique<RequestIdLedger>())
{
    connect(m_scheduler, &OperationScheduler::due, this, &OperationManager::onDue);
    m_saveTimer.setSingleShot(true);
    m_saveTimer.setInterval(kSaveDelayMs);
    connect(&m_saveTimer, &QTimer::timeout, this, [this] { save(); });
    registerAdapter(new SyncAdapter(this));
    registerAdapter(new TasksAdapter(this));
    registerAdapter(new TasksExtAdapter(this));
    registerAdapter(new AsyncCallAdapter(this));
    registerAdapter(new OperationDialectAdapter(this));
    registerAdapter(new ResumableAdapter(this));
    registerAdapter(new SagaAdapter(this));
    m_silence = new SilenceWatch(this);
}

OperationManager::~OperationManager()
{
    // The watch looks at every operation when one ends: not while they are being torn down.
    delete std::exchange(m_silence, nullptr);
    if (m_saveTimer.isActive())
        save();
    for (const QPointer<McpSession> &session : std::as_const(m_sessions)) {
        if (session)
            session->setIncomingRequestHandler(nullptr);
    }
}

void OperationManager::registerAdapter(DialectAdapter *adapter)
{
    delete m_adapters.value(int(adapter->dialect()));
    m_adapters.insert(int(adapter->dialect()), adapter);
}

DialectAdapter *OperationManager::adapter(Dialect dialect) const
{
    return m_adapters.value(int(dialect));
}

void OperationManager::addSession(McpSession *session)
{
    if (m_sessions.contains(session))
        return;
    m_sessions << session;
    session->setIncomingRequestHandler(this);
    m_ids->raise({session->config().name, session->connection()});
    if (m_store->isEnabled())
        save(); // reserves this process's block of request ids on that server before it sends any
    connect(session, &McpSession::stateChanged, this, [this, session] { onSessionStateChanged(session); });
    connect(session, &McpSession::notificationsReceived, this,
        [this, session](const QList<JsonRpcNotification> &batch) { onNotifications(session, batch); });
    connect(session, &QObject::destroyed, this, [this, session] { m_sessions.removeAll(session); });
    if (session->state() == McpSession::State::Ready)
        onSessionStateChanged(session);
}

void OperationManager::removeSession(McpSession *session)
{
    if (!m_sessions.removeAll(session))
        return;
    session->disconnect(this);
    session->setIncomingRequestHandler(nullptr);
}

McpSession *OperationManager::session(const QString &serverName) const
{
    for (const QPointer<McpSession> &session : m_sessions) {
        if (session && session->config().name == serverName)
            return session;
    }
    return nullptr;
}

QList<McpSession *> OperationManager::sessions() const
{
    QList<McpSession *> list;
    for (const QPointer<McpSession> &session : m_sessions) {
        if (session)
            list << session;
    }
    return list;
}

Operation *OperationManager::createOperation(
    const QString &server, const QString &tool, const QJsonObject &arguments, Dialect dialect)
{
    auto *op = new Operation(QUuid::createUuid().toString(QUuid::WithoutBraces), this);
    op->setServerName(server);
    op->setTool(tool, arguments);
    op->setDialect(dialect);
    track(op);
    return op;
}

void OperationManager::track(Operation *op)
{
    m_operations << op;
    m_byId.insert(op->id(), op);
    indexHandle(op);
    // Entries of an older handle stay behind; findJoined() checks every candidate's current handle.
    connect(op, &Operation::handleChanged, this, [this, op] { indexHandle(op); });
    const QJsonValue token = op->adapterState().value(QStringLiteral("progressToken"));
    if (!token.isUndefined())
        registerProgressToken(op, token);
    connect(op, &Operation::changed, this, [this, op] {
        updateExpiry(op);
        saveSoon();
    });
    connect(op, &Operation::finished, this, [this, op] {
        // A finished operation costs nothing from now on: no poll, no deadline, no wake-up.
        m_scheduler->forget(op->id());
        saveSoon();
    });
    updateExpiry(op);
    emit operationAdded(op);
    saveSoon();
}

Operation *OperationManager::launch(const LaunchOptions &options)
{
    McpSession *session = this->session(options.server);
    Dialect dialect = Dialect::Sync;
    if (options.dialect) {
        dialect = *options.dialect;
    } else if (session) {
        if (const std::optional<ToolInfo> tool = toolNamed(session, options.tool))
            dialect = Dialects::choose(*tool, session->serverCapabilities(), session->era() == Era::Modern);
    }
    Operation *op = createOperation(options.server, options.tool, options.arguments, dialect);
    op->addEvent(OperationEvent::Kind::Info, tr("launched as %1").arg(Dialects::toString(dialect)));
    if (options.dialect && session && !options.force) {
        const QString refusal = checkLaunch(options);
        if (!refusal.isEmpty()) {
            op->setError(JsonRpcError::localError(
                ErrorCode::InvalidRequest, tr("not sent as %1: %2").arg(Dialects::toString(dialect), refusal)));
            return op;
        }
    }
    DialectAdapter *adapter = this->adapter(dialect);
    if (!adapter) {
        op->setError(JsonRpcError::localError(
            ErrorCode::InvalidRequest, tr("this build cannot drive the %1 dialect").arg(Dialects::toString(dialect))));
        return op;
    }
    if (!session) {
        op->setError(
            JsonRpcError::localError(ErrorCode::ConnectionClosed, tr("no server named \"%1\"").arg(options.server)));
        return op;
    }
    adapter->launch(op, options);
    return op;
}

QString OperationManager::checkLaunch(const LaunchOptions &options) const
{
    McpSession *session = this->session(options.server);
    if (!session)
        return tr("no server named \"%1\"").arg(options.server);
    if (!options.dialect || session->state() != McpSession::State::Ready)
        return QString(); // auto picks what the server offers; a server not yet connected is checked at launch
    const std::optional<ToolInfo> tool = toolNamed(session, options.tool);
    return Dialects::whyNot(
        *options.dialect, tool ? &*tool : nullptr, session->serverCapabilities(), session->era() == Era::Modern);
}

QString OperationManager::handlePartKey(
    const QString &server, Dialect dialect, const QString &key, const QJsonValue &value)
{
    return server + QLatin1Char('\n') + QString::number(int(dialect)) + QLatin1Char('\n') + key + QLatin1Char('=')
        + QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact));
}

void OperationManager::indexHandle(Operation *op)
{
    const QJsonObject handle = op->handle();
    for (auto it = handle.begin(); it != handle.end(); ++it) {
        if (it.key() != QLatin1String("progressToken"))
            m_byHandlePart.insert(handlePartKey(op->serverName(), op->dialect(), it.key(), it.value()), op);
    }
}

void OperationManager::unindexHandle(Operation *op)
{
    const QJsonObject handle = op->handle();
    for (auto it = handle.begin(); it != handle.end(); ++it)
        m_byHandlePart.remove(handlePartKey(op->serverName(), op->dialect(), it.key(), it.value()), op);
}

Operation *OperationManager::findJoined(const QString &serverName, Dialect dialect, const QJsonObject &handle) const
{
    // The same handle joined twice (or joined after this app launched it, or restored it) is one operation.
    // A finished one is not: joining its handle again asks the server afresh (it may have forgotten it since).
    const auto matches = [&](const Operation *op) {
        if (op->serverName() != serverName || op->dialect() != dialect || op->handle().isEmpty() || op->isTerminal())
            return false;
        const QJsonObject known = op->handle();
        for (auto it = handle.begin(); it != handle.end(); ++it) {
            if (known.value(it.key()) != it.value() && it.key() != QLatin1String("progressToken"))
                return false;
        }
        return true;
    };
    for (auto it = handle.begin(); it != handle.end(); ++it) {
        if (it.key() == QLatin1String("progressToken"))
            continue;
        // Every match has this member too: its index entries are the only candidates.
        const QList<QPointer<Operation>> candidates =
            m_byHandlePart.values(handlePartKey(serverName, dialect, it.key(), it.value()));
        for (const QPointer<Operation> &op : candidates) {
            if (op && m_byId.contains(op->id()) && matches(op))
                return op;
        }
        return nullptr;
    }
    for (Operation *op : m_operations) {
        if (matches(op))
            return op;
    }
    return nullptr;
}

Operation *OperationManager::join(const QString &serverName, Dialect dialect, const QString &handle, QString *error)
{
    QString why;
    const QJsonObject handleJson = Dialects::parseHandle(dialect, handle, &why);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return nullptr;
    }
    if (Operation *known = findJoined(serverName, dialect, handleJson)) {
        known->addEvent(OperationEvent::Kind::Info, tr("joined again by handle"));
        if (!known->isTerminal() && readyFor(known)) {
            DialectAdapter *adapter = this->adapter(dialect);
            if (adapter && known->status() == OperationStatus::Disconnected)
                adapter->resume(known);
            else if (adapter)
                adapter->poll(known);
        }
        return known;
    }
    Operation *op = createOperation(serverName, QString(), QJsonObject(), dialect);
    op->setOwn(false);
    op->setHandle(handleJson);
    op->addEvent(OperationEvent::Kind::Info, tr("joined %1 by handle").arg(Dialects::toString(dialect)));
    if (DialectAdapter *adapter = this->adapter(dialect)) {
        if (readyFor(op))
            adapter->join(op);
    } else {
        op->setError(JsonRpcError::localError(
            ErrorCode::InvalidRequest, tr("this build cannot drive the %1 dialect").arg(Dialects::toString(dialect))));
    }
    return op;
}

bool OperationManager::readyFor(Operation *op)
{
    McpSession *session = this->session(op->serverName());
    if (session && session->state() == McpSession::State::Ready)
        return true;
    op->setStatus(OperationStatus::Disconnected, QString(), tr("waiting for server \"%1\"").arg(op->serverName()));
    return false;
}

void OperationManager::cancel(Operation *op)
{
    if (!op || op->isTerminal())
        return;
    emit cancelRequested(op);
    DialectAdapter *adapter = this->adapter(op->dialect());
    if (adapter && op->status() == OperationStatus::Disconnected && adapter->survivesDisconnect(op)) {
        // The server cannot be told now, and the operation goes on there: cancelled here only would be a lie.
        if (!m_cancelWhenBack.contains(op->id())) {
            m_cancelWhenBack.insert(op->id());
            op->addEvent(OperationEvent::Kind::Info,
                tr("cancel requested while disconnected: it is sent when the server is back"),
                OperationEvent::Mark::CancelRequested);
        }
        return;
    }
    op->addEvent(OperationEvent::Kind::Info, tr("cancel requested"), OperationEvent::Mark::CancelRequested);
    if (adapter)
        adapter->cancel(op);
}

bool OperationManager::isCancelPending(const Operation *op) const
{
    return op && m_cancelWhenBack.contains(op->id());
}

bool OperationManager::setHandleText(Operation *op, const QString &text)
{
    DialectAdapter *adapter = op ? this->adapter(op->dialect()) : nullptr;
    return adapter && adapter->setHandleText(op, text);
}

void OperationManager::resumeNow(Operation *op)
{
    if (DialectAdapter *adapter = op ? this->adapter(op->dialect()) : nullptr)
        adapter->resumeNow(op);
}

void OperationManager::refresh(Operation *op)
{
    if (!op)
        return;
    if (DialectAdapter *adapter = this->adapter(op->dialect())) {
        if (readyFor(op))
            adapter->poll(op);
    }
}

void OperationManager::remove(Operation *op)
{
    if (!op || !m_byId.contains(op->id()))
        return;
    if (!op->isTerminal())
        cancel(op);
    removeOperations({op});
}

void OperationManager::removeOperations(const QList<Operation *> &ops, bool destroy)
{
    QSet<Operation *> gone;
    QStringList ids;
    for (Operation *op : ops) {
        const QString id = op->id();
        m_scheduler->forget(id);
        m_cancelWhenBack.remove(id);
        unindexHandle(op);
        m_byId.remove(id);
        gone.insert(op);
        ids << id;
    }
    m_operations.removeIf([&gone](Operation *op) { return gone.contains(op); });
    m_byProgressToken.removeIf([&gone](const auto &it) { return gone.contains(it.value().data()); });
    emit operationsRemoved(ids);
    for (Operation *op : ops) {
        if (destroy) {
            op->deleteLater();
        } else {
            // Handed over: nothing of ours may still reach it, nor it us (track() connects again).
            disconnect(op, nullptr, this, nullptr);
            op->setParent(nullptr);
        }
    }
    saveSoon();
}

QList<Operation *> OperationManager::finishedOf(const QString &serverName) const
{
    QList<Operation *> finished;
    for (Operation *op : std::as_const(m_operations)) {
        if (op->isTerminal() && (serverName.isEmpty() || op->serverName() == serverName))
            finished << op;
    }
    return finished;
}

void OperationManager::clearFinished(const QString &serverName)
{
    const QList<Operation *> finished = finishedOf(serverName);
    if (finished.isEmpty())
        return;
    removeOperations(finished);
    Heap::releaseSoon(); // their histories and results are freed once the deferred deletes have run
}

QList<Operation *> OperationManager::takeFinished(const QString &serverName)
{
    const QList<Operation *> finished = finishedOf(serverName);
    if (!finished.isEmpty())
        removeOperations(finished, false);
    return finished;
}

int OperationManager::restore(const QList<Operation *> &ops)
{
    int restored = 0;
    for (Operation *op : ops) {
        if (!op)
            continue;
        if (m_byId.contains(op->id())) {
            delete op;
            continue;
        }
        op->setParent(this);
        track(op);
        ++restored;
    }
    return restored;
}

Operation *OperationManager::operation(const QString &id) const
{
    return m_byId.value(id);
}

Operation *OperationManager::operationForInput(IncomingRequest *request) const
{
    return m_inputOwner.value(request);
}

QList<IncomingRequest *> OperationManager::pendingInputs() const
{
    QList<IncomingRequest *> open;
    for (const QPointer<IncomingRequest> &request : m_inputs) {
        if (request && request->isOpen())
            open << request;
    }
    return open;
}

void OperationManager::handleIncomingRequest(IncomingRequest *request)
{
    const QString method = request->method();
    if (method == QLatin1String("ping")) {
        request->respond({});
        return;
    }
    if (method == QLatin1String("elicitation/create") || method == QLatin1String("sampling/createMessage")) {
        // Waiting for a person starts when the prompt arrives, not when a dialog opens: a prompt left in the
        // queue must not let its request time out meanwhile.
        request->beginPersonAnswering();
    }
    // Requests from the wire are children of a session's connection, embedded ones of a call or the session.
    McpSession *session = nullptr;
    for (QObject *ancestor = request->parent(); ancestor && !session; ancestor = ancestor->parent())
        session = qobject_cast<McpSession *>(ancestor);
    Operation *owner = nullptr;
    if (session) {
        for (DialectAdapter *adapter : std::as_const(m_adapters)) {
            if (adapter->consumeRequest(session, request))
                return; // the dialect's own business (a task this client hosts, for example)
        }
        for (DialectAdapter *adapter : std::as_const(m_adapters)) {
            owner = adapter->claimInput(session, request);
            if (owner)
                break;
        }
    }
    if (method == QLatin1String("roots/list")) {
        // The server's own roots (its configuration's), else the ones set for every server.
        const QList<Root> own = session ? session->config().roots : QList<Root>();
        request->respond({{QStringLiteral("roots"), own.isEmpty() ? m_roots : Root::listToJson(own)}});
        return;
    }
    if (!owner && session
        && (method == QLatin1String("elicitation/create") || method == QLatin1String("sampling/createMessage"))) {
        // Nothing names the operation (a plain call on stdio, an async call whose dialect has no way to say):
        // with one operation running on that server, it is that one.
        Operation *only = nullptr;
        int running = 0;
        for (Operation *op : std::as_const(m_operations)) {
            if (op->serverName() == session->config().name && !op->isTerminal()) {
                only = op;
                ++running;
            }
        }
        if (running == 1)
            owner = only;
    }
    if (owner) {
        addInput(owner, request);
        return;
    }
    m_inputs.removeAll(nullptr);
    m_inputs << request;
    emit inputRequested(request, nullptr);
    if (m_inputHandler)
        m_inputHandler->handleIncomingRequest(request);
}

void OperationManager::addInput(Operation *op, IncomingRequest *request)
{
    m_inputs.removeAll(nullptr);
    m_inputs << request;
    m_inputOwner.insert(request, op);
    connect(request, &QObject::destroyed, this, [this, request] { m_inputOwner.remove(request); });
    op->addInput(request);
    if (op->status() != OperationStatus::InputRequired && !op->isTerminal())
        op->setStatus(OperationStatus::InputRequired);
    connect(request, &IncomingRequest::answered, op, [op] {
        if (op->status() == OperationStatus::InputRequired && op->pendingInputs().isEmpty())
            op->setStatus(OperationStatus::Working);
    });
    emit inputRequested(request, op);
    if (m_inputHandler)
        m_inputHandler->handleIncomingRequest(request);
}

void OperationManager::onSessionStateChanged(McpSession *session)
{
    const QString server = session->config().name;
    const bool ready = session->state() == McpSession::State::Ready;
    for (Operation *op : std::as_const(m_operations)) {
        if (op->serverName() != server || op->isTerminal())
            continue;
        DialectAdapter *adapter = this->adapter(op->dialect());
        if (!adapter)
            continue;
        if (ready) {
            if (op->status() == OperationStatus::Disconnected || op->status() == OperationStatus::Unknown) {
                op->addEvent(OperationEvent::Kind::Connection, tr("reconnected; resuming"));
                if (op->handle().isEmpty() && !op->isOwn())
                    continue;
                adapter->resume(op);
                if (m_cancelWhenBack.remove(op->id()) && !op->isTerminal()) {
                    op->addEvent(OperationEvent::Kind::Info, tr("sending the cancel requested while disconnected"));
                    adapter->cancel(op);
                }
            }
        } else if (session->state() != McpSession::State::Connecting && adapter->survivesDisconnect(op)
            && op->status() != OperationStatus::Disconnected) {
            op->addEvent(OperationEvent::Kind::Connection, tr("connection lost: %1").arg(session->stateText()));
            op->setStatus(OperationStatus::Disconnected);
        }
    }
}

void OperationManager::registerProgressToken(Operation *op, const QJsonValue &token)
{
    m_byProgressToken.insert(op->serverName() + QLatin1Char('\n') + idKey(token), op);
}

void OperationManager::onNotifications(McpSession *session, const QList<JsonRpcNotification> &batch)
{
    const QString prefix = session->config().name + QLatin1Char('\n');
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    // A flood repeats one token: its operation is looked up once per run of it, not once per notification.
    QString lastKey;
    Operation *lastOp = nullptr;
    for (const JsonRpcNotification &n : batch) {
        if (n.method == QLatin1String("notifications/message"))
            routeLog(session, n);
        if (n.method != QLatin1String("notifications/progress"))
            continue;
        const QString &key = n.progressKey;
        if (key.isEmpty() || key != lastKey) {
            lastKey = key;
            lastOp = m_byProgressToken.value(prefix + key);
        }
        Operation *op = lastOp;
        if (!op || op->isTerminal())
            continue;
        ProgressSample sample;
        sample.timeMs = now;
        sample.progress = n.progress.progress;
        sample.total = n.progress.total;
        sample.message = n.progress.message;
        sample.resourceUri = n.progress.resourceUri;
        op->addProgress(sample);
    }
    for (DialectAdapter *adapter : std::as_const(m_adapters))
        adapter->handleNotifications(session, batch);
}

void OperationManager::routeLog(McpSession *session, const JsonRpcNotification &message)
{
    const ServerLogEntry entry = ServerLogEntry::fromMessage(message.params());
    if (Operation *op =
            operationForLog(session->config().name, entry.relatedTask, entry.progressToken, message.relatedRequestId))
        op->addLog(entry.level, entry.logger, entry.text());
}

Operation *OperationManager::operationForLog(const QString &server, const QString &relatedTask,
    const QJsonValue &progressToken, const QJsonValue &streamRequestId) const
{
    // Streamable HTTP: the message came on the response stream of a request of this operation.
    if (!streamRequestId.isUndefined() && !streamRequestId.isNull()) {
        for (Operation *op : std::as_const(m_byId)) {
            if (op->serverName() == server && !op->isTerminal() && op->sentRequest(streamRequestId))
                return op;
        }
    }
    // A progressToken in the message's _meta names the request whose progress it is.
    if (progressToken.isString() || progressToken.isDouble()) {
        if (Operation *op = m_byProgressToken.value(server + QLatin1Char('\n') + idKey(progressToken)))
            return op;
    }
    if (relatedTask.isEmpty())
        return nullptr;
    // 2025-11-25 tasks, "Associating Task-Related Messages" (and the 2026-07-28 extension): the related-task _meta.
    const QJsonValue taskId(relatedTask);
    for (const Dialect dialect : {Dialect::Tasks, Dialect::TasksExt}) {
        const QList<QPointer<Operation>> candidates =
            m_byHandlePart.values(handlePartKey(server, dialect, QStringLiteral("taskId"), taskId));
        for (const QPointer<Operation> &op : candidates) {
            if (op && m_byId.contains(op->id()))
                return op;
        }
    }
    return nullptr;
}

// --- Scheduler ------------------------------------------------------------------------------------------------

int OperationManager::serverIntervalMs(const QJsonValue &value, int fallbackMs, double unitMs)
{
    return OperationScheduler::serverIntervalMs(value, fallbackMs, unitMs);
}

void OperationManager::schedulePoll(Operation *op, int delayMs)
{
    if (op->isTerminal())
        m_scheduler->cancelPoll(op->id());
    else
        m_scheduler->schedulePoll(op->id(), delayMs);
}

void OperationManager::cancelPoll(Operation *op)
{
    m_scheduler->cancelPoll(op->id());
}

int OperationManager::scheduledPollCount() const
{
    return m_scheduler->pollCount();
}

int OperationManager::scheduledExpiryCount() const
{
    return m_scheduler->expiryCount();
}

int OperationManager::wakeUps() const
{
    return m_scheduler->wakeUps();
}

void OperationManager::updateExpiry(Operation *op)
{
    // Only a live operation has a deadline to watch; a finished one shows its handle's countdown without help.
    m_scheduler->setExpiry(
        op->id(), op->expiresAt().isValid() && !op->isTerminal() ? op->expiresAt().toMSecsSinceEpoch() : -1);
}

void OperationManager::onDue(const QStringList &expired, const QStringList &polls)
{
    for (const QString &id : expired) {
        Operation *op = m_byId.value(id);
        if (!op || op->isTerminal())
            continue;
        DialectAdapter *adapter = this->adapter(op->dialect());
        if (adapter && adapter->isAttached(op)) {
            // The server is answering a request of it right now: it has not forgotten it. The answer sets the
            // next deadline (and a lost link goes the way of every lost link).
            op->addEvent(OperationEvent::Kind::Info,
                tr("the %1 deadline passed while a request of it is open; waiting for its answer")
                    .arg(op->expiryKind()));
            continue;
        }
        op->setStatus(OperationStatus::Expired, QString(), tr("the %1 deadline passed").arg(op->expiryKind()));
    }
    for (const QString &id : polls) {
        Operation *op = m_byId.value(id);
        if (!op || op->isTerminal())
            continue;
        if (DialectAdapter *adapter = this->adapter(op->dialect())) {
            if (readyFor(op))
                adapter->poll(op);
        }
    }
}

// --- Store ----------------------------------------------------------------------------------------------------

QString OperationManager::defaultStorePath()
{
    return OperationStore::defaultPath();
}

void OperationManager::setStorePath(const QString &path)
{
    m_store->setPath(path);
    // A removed operation must stay removed even though other processes still hold it in their store.
    connect(this, &OperationManager::operationsRemoved, this, &OperationManager::noteRemoved, Qt::UniqueConnection);
}

QString OperationManager::storePath() const
{
    return m_store->path();
}

void OperationManager::noteRemoved(const QStringList &ids)
{
    m_store->noteRemoved(ids);
}

void OperationManager::saveSoon()
{
    if (m_store->isEnabled() && !m_loading && !m_saveTimer.isActive())
        m_saveTimer.start();
}

QList<RequestIdLedger::Connection> OperationManager::connections() const
{
    QList<RequestIdLedger::Connection> list;
    for (McpSession *session : sessions())
        list << RequestIdLedger::Connection {session->config().name, session->connection()};
    return list;
}

bool OperationManager::save(QString *error)
{
    m_saveTimer.stop();
    const QList<RequestIdLedger::Connection> open = connections();
    return m_store->write(
        m_operations, [this, &open](const QJsonObject &stored) { return m_ids->reserve(stored, open); }, error);
}

bool OperationManager::load(QString *error)
{
    QJsonArray values;
    QJsonObject nextIds;
    if (!m_store->read(&values, &nextIds, error))
        return false;
    m_ids->restore(nextIds, connections());
    m_loading = true;
    int skipped = 0;
    for (const QJsonValue &value : std::as_const(values)) {
        bool ok = false;
        Operation *op = Operation::fromJson(value.toObject(), this, &ok);
        if (!ok) {
            ++skipped;
            continue;
        }
        if (m_byId.contains(op->id())) {
            delete op;
            continue;
        }
        if (!op->isTerminal()) {
            op->addEvent(
                OperationEvent::Kind::Connection, tr("restored after a restart"), OperationEvent::Mark::Restored);
            op->setStatus(OperationStatus::Disconnected);
        }
        m_store->noteRestored(op);
        track(op);
    }
    m_loading = false;
    if (skipped && error)
        *error = tr("skipped %n unreadable operation(s)", nullptr, skipped);
    for (McpSession *session : sessions()) {
        if (session->state() == McpSession::State::Ready)
            onSessionStateChanged(session);
    }
    return true;
}

} // namespace Mcp

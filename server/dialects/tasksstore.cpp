// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "tasksstore.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QUuid>

#include "core/mcpserver.h"
#include "core/serversession.h"
#include "core/statestore.h"
#include "core/timescale.h"
#include "protocol/enumnames.h"

Q_LOGGING_CATEGORY(lcTasks, "mcp.demoserver.tasks", QtInfoMsg)

namespace DemoServer {

namespace {
constexpr QLatin1String kWorking("working");
constexpr QLatin1String kInputRequired("input_required");
constexpr QLatin1String kCompleted("completed");
constexpr QLatin1String kFailed("failed");
constexpr QLatin1String kCancelled("cancelled");
constexpr QLatin1String kStoreName("tasks");
constexpr int kStoreVersion = 1;
// Expired ids are remembered this long (and at most this many) to answer "expired" rather than "not found".
constexpr qint64 kTombstoneMs = 24LL * 3600 * 1000;
constexpr int kMaxTombstones = 1000;

QString iso(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime fromIso(const QJsonValue &value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

QJsonValue ttlValue(qint64 ttlMs)
{
    return ttlMs >= 0 ? QJsonValue(ttlMs) : QJsonValue(QJsonValue::Null);
}

// The first text block of a CallToolResult: why a tool said isError, for statusMessage.
QString firstText(const QJsonObject &result)
{
    const QJsonArray blocks = result.value(QStringLiteral("content")).toArray();
    for (const QJsonValue &block : blocks) {
        if (block.toObject().value(QStringLiteral("type")) == QLatin1String("text"))
            return block.toObject().value(QStringLiteral("text")).toString();
    }
    return QString();
}
} // namespace

namespace {
struct TaskPolicy
{
    TaskSupport support = TaskSupport::Forbidden;
    bool atOnce = false;
};

QHash<QString, TaskPolicy> &taskPolicies()
{
    // The long tools may run as tasks; short_lived_job exists to show a task expiring, so it must be one.
    static QHash<QString, TaskPolicy> table {
        {QStringLiteral("analyze_dataset"), {TaskSupport::Optional, false}},
        {QStringLiteral("deploy_service"), {TaskSupport::Optional, false}},
        {QStringLiteral("research_topic"), {TaskSupport::Optional, false}},
        {QStringLiteral("flaky_pipeline"), {TaskSupport::Optional, false}},
        {QStringLiteral("reindex_search"), {TaskSupport::Optional, false}},
        {QStringLiteral("short_lived_job"), {TaskSupport::Required, false}},
    };
    return table;
}
} // namespace

TaskSupport taskSupportOf(const QString &tool)
{
    return taskPolicies().value(tool).support;
}

void setTaskSupport(const QString &tool, TaskSupport support, bool atOnce)
{
    taskPolicies().insert(tool, TaskPolicy {support, atOnce});
}

bool isTaskAtOnce(const QString &tool)
{
    return taskPolicies().value(tool).atOnce;
}

QString taskSupportWord(TaskSupport support)
{
    static const Mcp::EnumName<TaskSupport> kWords[] = {{TaskSupport::Forbidden, "forbidden"},
        {TaskSupport::Optional, "optional"}, {TaskSupport::Required, "required"}};
    return Mcp::enumToString(kWords, support);
}

// --- ServerTask ------------------------------------------------------------------------------------------------

ServerTask::ServerTask(const QString &id, Flavor flavor, QObject *parent)
    : QObject(parent)
    , m_id(id)
    , m_flavor(flavor)
    , m_createdAt(QDateTime::currentDateTimeUtc())
    , m_updatedAt(m_createdAt)
{
}

ServerTask::~ServerTask() = default;

bool ServerTask::isTerminal() const
{
    return m_status == kCompleted || m_status == kFailed || m_status == kCancelled;
}

QDateTime ServerTask::expiresAt() const
{
    return m_ttlMs >= 0 ? m_createdAt.addMSecs(m_ttlMs) : QDateTime();
}

QJsonObject ServerTask::openInputs() const
{
    QJsonObject inputs;
    if (m_run) {
        const QHash<QString, QJsonObject> open = m_run->openInputs();
        for (auto it = open.cbegin(); it != open.cend(); ++it) {
            // An answer given in an MRTR round before the task is handed over on the next turn: not a question.
            if (!m_run->hasKnownAnswer(it.key()))
                inputs.insert(it.key(), it.value());
        }
    }
    return inputs;
}

void ServerTask::setTool(const QString &tool, const QJsonObject &arguments)
{
    m_tool = tool;
    m_arguments = arguments;
}

void ServerTask::touch()
{
    m_updatedAt = QDateTime::currentDateTimeUtc();
}

void ServerTask::attachRun(ToolRun *run)
{
    m_run = run;
    run->setParent(this);
    m_lastProgress = qMax(m_lastProgress, run->lastProgress()); // what a run promoted to a task reported already
    connect(run, &ToolRun::progressed, this, [this](double progress, double total, const QString &message) {
        if (!message.isEmpty())
            setProgressMessage(message);
        m_lastProgress = progress;
        emit progressed(progress, total, message);
    });
    connect(run, &ToolRun::logged, this, &ServerTask::logged);
    connect(run, &ToolRun::inputRequested, this, &ServerTask::inputRequested);
    connect(run, &ToolRun::finished, this, &ServerTask::onRunFinished);
}

void ServerTask::setStatus(const QString &status, const QString &message)
{
    // 2025-11-25 tasks "Task Status Lifecycle" (and the extension's diagram): terminal statuses never change.
    if (isTerminal() || (status == m_status && message == m_statusMessage))
        return;
    m_status = status;
    m_statusMessage = message;
    touch();
    emit statusChanged(this);
}

void ServerTask::setProgressMessage(const QString &message)
{
    if (isTerminal() || m_status != kWorking || message == m_statusMessage)
        return;
    m_statusMessage = message;
    touch(); // a new statusMessage is an update of the task (lastUpdatedAt)
    emit progressMessageChanged(this);
}

void ServerTask::cancel(const QString &reason)
{
    if (isTerminal())
        return;
    // "MUST transition the task to cancelled before sending the response" (2025-11-25 tasks "Task Cancellation").
    setStatus(kCancelled, reason);
    if (m_run)
        m_run->cancel(reason);
}

void ServerTask::discard()
{
    if (!m_run)
        return;
    ToolRun *run = m_run;
    run->disconnect(this);
    m_knownAnswers = run->knownAnswers();
    run->cancel(QStringLiteral("the task expired"));
    run->deleteLater();
    m_run = nullptr;
}

void ServerTask::answer(const QString &key, const InputAnswer &answer)
{
    if (!m_run || !m_run->openInputs().contains(key))
        return;
    m_run->answerInput(key, answer);
    emit answered(this);
}

void ServerTask::failWith(const Mcp::JsonRpcError &error)
{
    if (isTerminal())
        return;
    m_error = error;
    setStatus(kFailed, error.message);
}

void ServerTask::onRunFinished()
{
    ToolRun *run = m_run;
    if (!run)
        return;
    m_knownAnswers = run->knownAnswers();
    m_savedState = run->savedState();
    switch (run->state()) {
    case ToolRun::State::Completed:
        m_result = run->result();
        if (m_flavor == Flavor::Core && m_result.value(QStringLiteral("isError")).toBool()) {
            // 2025-11-25: "when the tool result has isError set to true, the task should reach failed".
            setStatus(kFailed, firstText(m_result));
        } else {
            // The extension: isError results are completed; only JSON-RPC errors fail a task.
            setStatus(kCompleted, QStringLiteral("The tool finished."));
        }
        break;
    case ToolRun::State::Failed:
        m_error = run->error();
        setStatus(kFailed, m_error.message);
        break;
    case ToolRun::State::Cancelled:
        setStatus(kCancelled, run->cancelReason());
        break;
    case ToolRun::State::Created:
    case ToolRun::State::Running:
        return;
    }
    run->disconnect(this);
    run->deleteLater();
    m_run = nullptr;
}

QJsonObject ServerTask::knownAnswers() const
{
    return m_run ? m_run->knownAnswers() : m_knownAnswers;
}

QJsonObject ServerTask::savedState() const
{
    return m_run ? m_run->savedState() : m_savedState;
}

QJsonObject ServerTask::coreJson() const
{
    // 2025-11-25 schema "Task": createdAt and lastUpdatedAt in every task response, the actual ttl (or null).
    QJsonObject json {{QStringLiteral("taskId"), m_id}, {QStringLiteral("status"), m_status},
        {QStringLiteral("createdAt"), iso(m_createdAt)}, {QStringLiteral("lastUpdatedAt"), iso(m_updatedAt)},
        {QStringLiteral("ttl"), ttlValue(m_ttlMs)}, {QStringLiteral("pollInterval"), m_pollIntervalMs}};
    if (!m_statusMessage.isEmpty())
        json.insert(QStringLiteral("statusMessage"), m_statusMessage);
    return json;
}

QJsonObject ServerTask::extensionJson(bool detailed) const
{
    QJsonObject json {{QStringLiteral("taskId"), m_id}, {QStringLiteral("status"), m_status},
        {QStringLiteral("createdAt"), iso(m_createdAt)}, {QStringLiteral("lastUpdatedAt"), iso(m_updatedAt)},
        {QStringLiteral("ttlMs"), ttlValue(m_ttlMs)}, {QStringLiteral("pollIntervalMs"), m_pollIntervalMs}};
    if (!m_statusMessage.isEmpty())
        json.insert(QStringLiteral("statusMessage"), m_statusMessage);
    if (!detailed)
        return json;
    // ext-tasks "Task Polling": the payload of the current status travels inline (DetailedTask).
    if (m_status == kInputRequired)
        json.insert(QStringLiteral("inputRequests"), openInputs());
    else if (m_status == kCompleted) {
        // The payload is the CallToolResult the call would have returned, and a 2026-07-28 result names its type
        // (schema Result.resultType: "Servers … MUST include this field"): the SDK's requester reads it so.
        QJsonObject result = m_result;
        if (!result.contains(QStringLiteral("resultType")))
            result.insert(QStringLiteral("resultType"), QStringLiteral("complete"));
        json.insert(QStringLiteral("result"), result);
    } else if (m_status == kFailed)
        json.insert(QStringLiteral("error"), m_error.toJson());
    return json;
}

QJsonObject ServerTask::toStored() const
{
    QJsonObject stored {{QStringLiteral("id"), m_id},
        {QStringLiteral("flavor"),
            m_flavor == Flavor::Core ? QStringLiteral("2025-11-25") : QStringLiteral("io.modelcontextprotocol/tasks")},
        {QStringLiteral("tool"), m_tool}, {QStringLiteral("arguments"), m_arguments},
        {QStringLiteral("status"), m_status}, {QStringLiteral("statusMessage"), m_statusMessage},
        {QStringLiteral("createdAt"), iso(m_createdAt)}, {QStringLiteral("lastUpdatedAt"), iso(m_updatedAt)},
        {QStringLiteral("ttlMs"), ttlValue(m_ttlMs)}, {QStringLiteral("pollIntervalMs"), m_pollIntervalMs},
        {QStringLiteral("clientCapabilities"), m_clientCapabilities}, {QStringLiteral("knownAnswers"), knownAnswers()},
        {QStringLiteral("savedState"), savedState()}};
    if (!m_result.isEmpty())
        stored.insert(QStringLiteral("result"), m_result);
    if (!m_error.isNull())
        stored.insert(QStringLiteral("error"), m_error.toJson());
    if (!m_progressToken.isUndefined() && !m_progressToken.isNull())
        stored.insert(QStringLiteral("progressToken"), m_progressToken);
    if (m_lastProgress >= 0)
        stored.insert(QStringLiteral("lastProgress"), m_lastProgress);
    return stored;
}

ServerTask *ServerTask::fromStored(const QJsonObject &stored, QObject *parent)
{
    const QString id = stored.value(QStringLiteral("id")).toString();
    const QString flavor = stored.value(QStringLiteral("flavor")).toString();
    const QDateTime created = fromIso(stored.value(QStringLiteral("createdAt")));
    if (id.isEmpty() || !created.isValid() || stored.value(QStringLiteral("tool")).toString().isEmpty())
        return nullptr;
    auto *task = new ServerTask(id, flavor == QLatin1String("2025-11-25") ? Flavor::Core : Flavor::Extension, parent);
    task->m_tool = stored.value(QStringLiteral("tool")).toString();
    task->m_arguments = stored.value(QStringLiteral("arguments")).toObject();
    task->m_status = stored.value(QStringLiteral("status")).toString(kWorking);
    task->m_statusMessage = stored.value(QStringLiteral("statusMessage")).toString();
    task->m_createdAt = created;
    task->m_updatedAt = fromIso(stored.value(QStringLiteral("lastUpdatedAt")));
    if (!task->m_updatedAt.isValid())
        task->m_updatedAt = created;
    const QJsonValue ttl = stored.value(QStringLiteral("ttlMs"));
    task->m_ttlMs = ttl.isDouble() ? ttl.toInteger() : -1;
    task->m_pollIntervalMs = stored.value(QStringLiteral("pollIntervalMs")).toInt(TaskStore::PollIntervalMs);
    task->m_clientCapabilities = stored.value(QStringLiteral("clientCapabilities")).toObject();
    task->m_knownAnswers = stored.value(QStringLiteral("knownAnswers")).toObject();
    task->m_savedState = stored.value(QStringLiteral("savedState")).toObject();
    task->m_result = stored.value(QStringLiteral("result")).toObject();
    if (stored.value(QStringLiteral("error")).isObject())
        task->m_error = Mcp::JsonRpcError::fromJson(stored.value(QStringLiteral("error")).toObject());
    task->m_progressToken = stored.value(QStringLiteral("progressToken"));
    task->m_lastProgress = stored.value(QStringLiteral("lastProgress")).toDouble(-1);
    return task;
}

// --- TaskStore -------------------------------------------------------------------------------------------------

TaskStore::TaskStore(McpServer &server, const StateStore &store, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_store(store)
    , m_document(m_store, kStoreName, lcTasks(), [this] { return storedDocument(); })
{
    m_expiryTimer.setSingleShot(true);
    connect(&m_expiryTimer, &QTimer::timeout, this, &TaskStore::expireDue);
    if (QCoreApplication *app = QCoreApplication::instance())
        connect(app, &QCoreApplication::aboutToQuit, this, &TaskStore::save);
}

TaskStore::~TaskStore()
{
    m_document.flush();
}

QString TaskStore::newId()
{
    // 2025-11-25 tasks "Security Considerations": without auth binding, ids must be unguessable (122 random bits).
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    QByteArray bytes(reinterpret_cast<const char *>(words), sizeof words);
    bytes[6] = char((bytes.at(6) & 0x0f) | 0x40); // version 4
    bytes[8] = char((bytes.at(8) & 0x3f) | 0x80); // RFC 4122 variant
    return QUuid::fromRfc4122(bytes).toString(QUuid::WithoutBraces);
}

ServerTask *TaskStore::create(
    ServerTask::Flavor flavor, const QString &tool, const QJsonObject &arguments, qint64 ttlMs)
{
    auto *task = new ServerTask(newId(), flavor, this);
    task->setTool(tool, arguments);
    // "Receivers MAY override the requested ttl duration": within [MinTtlMs, MaxTtlMs], DefaultTtlMs if none.
    // A requestor's ttl is real time; the server's default, bounds and poll interval follow --time-scale.
    task->setTtl(
        ttlMs < 0 ? TimeScale::ms(DefaultTtlMs) : qBound(TimeScale::ms(MinTtlMs), ttlMs, TimeScale::ms(MaxTtlMs)));
    task->setPollInterval(TimeScale::timerMs(PollIntervalMs));
    track(task);
    emit taskAdded(task);
    save();
    return task;
}

void TaskStore::track(ServerTask *task)
{
    m_tasks.insert(task->id(), task);
    m_order.insert(task->id(), ++m_created);
    connect(task, &ServerTask::statusChanged, this, [this](ServerTask *t) {
        qCInfo(lcTasks).noquote() << "task" << t->id() << t->tool() << t->status();
        save();
    });
    connect(task, &ServerTask::answered, this, &TaskStore::save);
    // The progress a client saw under the task's token: a restarted run must not report less (see restart()).
    connect(task, &ServerTask::progressed, this, &TaskStore::saveSoon);
    scheduleExpiry();
}

ServerTask *TaskStore::find(const QString &id, ServerTask::Flavor flavor) const
{
    ServerTask *task = m_tasks.value(id);
    return task && task->flavor() == flavor ? task : nullptr;
}

QString TaskStore::missingMessage(const QString &id) const
{
    // The wording of the 2025-11-25 and extension examples ("Task not found", "Task has expired").
    return m_expired.contains(id) ? QStringLiteral("Failed to retrieve task: Task has expired")
                                  : QStringLiteral("Failed to retrieve task: Task not found");
}

ServerTask *TaskStore::findFor(ServerRequest *request, ServerTask::Flavor flavor) const
{
    const QJsonValue id = request->params().value(QStringLiteral("taskId"));
    if (!id.isString() || id.toString().isEmpty()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.taskId must be the taskId of a CreateTaskResult"));
        return nullptr;
    }
    ServerTask *task = find(id.toString(), flavor);
    if (!task)
        request->respondError(Mcp::ErrorCode::InvalidParams, missingMessage(id.toString()));
    return task;
}

QList<ServerTask *> TaskStore::tasks(ServerTask::Flavor flavor) const
{
    QList<ServerTask *> list;
    for (ServerTask *task : m_tasks) {
        if (task->flavor() == flavor)
            list << task;
    }
    std::sort(list.begin(), list.end(), [this](const ServerTask *a, const ServerTask *b) {
        return a->createdAt() != b->createdAt() ? a->createdAt() < b->createdAt()
                                                : m_order.value(a->id()) < m_order.value(b->id());
    });
    return list;
}

void TaskStore::load()
{
    if (!m_store.isEnabled())
        return;
    const QJsonObject document = m_document.load();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QJsonObject expired = document.value(QStringLiteral("expired")).toObject();
    for (auto it = expired.begin(); it != expired.end(); ++it) {
        if (now - it.value().toInteger() < kTombstoneMs)
            m_expired.insert(it.key(), it.value().toInteger());
    }
    m_loading = true;
    QList<ServerTask *> unfinished;
    int kept = 0;
    const QJsonArray values = document.value(QStringLiteral("tasks")).toArray();
    for (const QJsonValue &value : values) {
        ServerTask *task = ServerTask::fromStored(value.toObject(), this);
        if (!task || m_tasks.contains(task->id())) {
            delete task;
            continue;
        }
        if (task->expiresAt().isValid() && task->expiresAt().toMSecsSinceEpoch() <= now) {
            // It expired while the server was down.
            m_expired.insert(task->id(), task->expiresAt().toMSecsSinceEpoch());
            delete task;
            continue;
        }
        track(task);
        ++kept;
        if (!task->isTerminal())
            unfinished << task;
    }
    m_loading = false;
    qCInfo(lcTasks).noquote() << "restored" << kept << "task(s) from" << m_store.directory() << "," << unfinished.size()
                              << "to run again";
    for (ServerTask *task : std::as_const(m_tasks))
        emit taskRestored(task);
    for (ServerTask *task : std::as_const(unfinished))
        restart(task);
    save();
}

void TaskStore::restart(ServerTask *task)
{
    int code = 0;
    QString message;
    QString reason;
    ToolRun *run = m_server.createRun(task->tool(), task->arguments(), &code, &message, &reason);
    if (!run) {
        task->failWith(Mcp::JsonRpcError {code, message, reason.isEmpty() ? QJsonValue() : QJsonValue(reason), false});
        return;
    }
    // The answers given before the restart are not asked again: askInput() finds them up front.
    run->setKnownAnswers(task->knownAnswers());
    run->setRestoredState(task->savedState());
    // The run starts over, but the progress token is the one the client has followed from the start: it hears
    // nothing new until the new run passes the last progress it was told ("The progress value MUST increase").
    run->setProgressFloor(task->lastProgress());
    task->attachRun(run);
    task->setStatus(kWorking, QStringLiteral("Resumed after a server restart: running %1 again").arg(task->tool()));
    run->start();
}

QJsonObject TaskStore::storedDocument() const
{
    if (m_loading)
        return {}; // nothing to write while the tasks are read back
    // Oldest first, so that a restarted server lists them in the same order.
    QJsonArray tasks;
    for (ServerTask::Flavor flavor : {ServerTask::Flavor::Core, ServerTask::Flavor::Extension}) {
        for (const ServerTask *task : this->tasks(flavor))
            tasks << task->toStored();
    }
    QJsonObject expired;
    for (auto it = m_expired.cbegin(); it != m_expired.cend(); ++it)
        expired.insert(it.key(), it.value());
    return QJsonObject {{QStringLiteral("version"), kStoreVersion}, {QStringLiteral("tasks"), tasks},
        {QStringLiteral("expired"), expired}};
}

void TaskStore::scheduleExpiry()
{
    qint64 next = -1;
    for (const ServerTask *task : std::as_const(m_tasks)) {
        if (!task->expiresAt().isValid())
            continue;
        const qint64 at = task->expiresAt().toMSecsSinceEpoch();
        next = next < 0 ? at : qMin(next, at);
    }
    if (next < 0) {
        m_expiryTimer.stop();
        return;
    }
    const qint64 wait = qBound<qint64>(0, next - QDateTime::currentMSecsSinceEpoch(), 24LL * 3600 * 1000);
    m_expiryTimer.start(int(wait));
}

void TaskStore::expireDue()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QList<ServerTask *> all = m_tasks.values();
    for (ServerTask *task : all) {
        if (!task->expiresAt().isValid() || task->expiresAt().toMSecsSinceEpoch() > now)
            continue;
        // 2025-11-25 tasks "TTL and Resource Management": after ttl the receiver may delete task and result.
        qCInfo(lcTasks).noquote() << "task" << task->id() << task->tool() << "expired";
        m_tasks.remove(task->id());
        m_expired.insert(task->id(), now);
        m_order.remove(task->id());
        emit taskExpiring(task);
        task->discard();
        task->deleteLater();
    }
    if (m_expired.size() > kMaxTombstones) {
        QList<QPair<qint64, QString>> byAge;
        for (auto it = m_expired.cbegin(); it != m_expired.cend(); ++it)
            byAge.append({it.value(), it.key()});
        std::sort(byAge.begin(), byAge.end());
        for (int i = 0; i < byAge.size() - kMaxTombstones; ++i)
            m_expired.remove(byAge.at(i).second);
    }
    save();
    scheduleExpiry();
}

} // namespace DemoServer

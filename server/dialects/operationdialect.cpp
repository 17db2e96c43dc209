// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationdialect.h"

#include <limits>

#include <QJsonArray>
#include <QLoggingCategory>
#include <QPointer>
#include <QUuid>

#include "core/catalog.h"
#include "core/protocol.h"
#include "core/serversession.h"
#include "core/statestore.h"
#include "core/timescale.h"
#include "core/toolrun.h"
#include "operationdialectsupport.h"

Q_LOGGING_CATEGORY(lcOperation, "mcp.demoserver.operation", QtInfoMsg)

namespace DemoServer {

using namespace TokenDialects;

namespace {
constexpr QLatin1String kToken("token");
constexpr QLatin1String kKeepAlive("keepAlive");
constexpr QLatin1String kOperation("operation");
constexpr QLatin1String kOperationMeta("_operation");
constexpr QLatin1String kInvocationMode("invocationMode");
constexpr QLatin1String kStoreName("operations");

// SEP-1391 OperationStatus words (note "canceled").
constexpr QLatin1String kSubmitted("submitted");
constexpr QLatin1String kWorking("working");
constexpr QLatin1String kInputRequired("input_required");
constexpr QLatin1String kCompleted("completed");
constexpr QLatin1String kCanceled("canceled");
constexpr QLatin1String kFailed("failed");

// The hybrid tools of the demo: shown with invocationMode to clients with the flag only.
const QHash<QString, QString> &invocationModes()
{
    static const QHash<QString, QString> modes {{QStringLiteral("deploy_service"), QStringLiteral("async")},
        {QStringLiteral("quick_lookup"), QStringLiteral("sync")}};
    return modes;
}

QString tokenText(const QJsonValue &token)
{
    return token.isString() ? token.toString() : QString::number(token.toInteger());
}
} // namespace

/*! One operation of SEP-1391: its token, run, status and result. Owned by the dialect. */
class DialectOperation final : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    bool isTerminal() const { return status == kCompleted || status == kCanceled || status == kFailed; }
    /*! The status word now: a running tool waiting for the client is input_required. */
    QString word() const
    {
        if (status == kWorking && run && !run->openInputs().isEmpty())
            return kInputRequired;
        return status;
    }
    /*! When it expires (SEP-1391: keepAlive after the terminal moment), or the largest qint64 for never. */
    qint64 deadlineMs() const
    {
        if (!isTerminal() || !keepAlive.isDouble())
            return std::numeric_limits<qint64>::max();
        return terminalAtMs + qint64(keepAlive.toDouble() * 1000);
    }
    QJsonObject meta() const { return {{kToken, token}}; }

    QJsonValue token;
    QString tool;
    QJsonObject arguments;
    QString status = kSubmitted;
    QString error;
    QJsonObject result;
    QJsonValue keepAlive = OperationDialect::DefaultKeepAliveSeconds; // seconds, or null for unlimited
    qint64 terminalAtMs = 0;
    QPointer<ServerSession> origin; // the calling client's link, while it lasts
    QJsonValue callId; // the tools/call request: notifications/cancelled names it
    QJsonValue progressToken;
    double lastProgress = -1; // what the runs of this operation reported, kept so a restarted run goes on above it
    QPointer<ToolRun> run;
    QPointer<InputRelay> inputs;
    ProgressBacklog backlog; // progress the caller's link could not carry (2026-07-28 has none after the answer)
};

OperationDialect::OperationDialect(McpServer &server, const StateStore &store, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_operations(this, store, kStoreName, lcOperation(),
          {QStringLiteral("operations"), &DialectOperation::deadlineMs, &OperationDialect::toJson,
              [](DialectOperation *op) {
                  qCInfo(lcOperation).noquote() << "operation" << tokenText(op->token) << "of" << op->tool << "expired";
              }})
{
    server.addToolView([](const ServerRequest *request, QJsonObject *definition) {
        // SEP-1391 "Backward Compatibility": old clients see neither async-only tools nor the invocationMode field.
        if (!clientHasFlag(request)) {
            if (definition->value(kInvocationMode) == QLatin1String("async"))
                return false;
            definition->remove(kInvocationMode);
            return true;
        }
        const QString mode = invocationModes().value(definition->value(QStringLiteral("name")).toString());
        if (!mode.isEmpty())
            definition->insert(kInvocationMode, mode);
        return true;
    });
    const McpServer::Handler plainCall = server.handler(QStringLiteral("tools/call"));
    server.addMethod(QStringLiteral("tools/call"), [this, plainCall](ServerRequest *r) { callTool(r, plainCall); });
    server.addMethod(QStringLiteral("tools/async/status"), [this](ServerRequest *r) { status(r); });
    server.addMethod(QStringLiteral("tools/async/result"), [this](ServerRequest *r) { result(r); });
    watchNotifications(server, this, [this](ServerSession *session, const QList<Mcp::JsonRpcNotification> &batch) {
        onNotifications(session, batch);
    });
    m_operations.load([this](const QJsonObject &saved) { restore(saved); });
}

OperationDialect::~OperationDialect() = default;

bool OperationDialect::clientHasFlag(const ServerRequest *request)
{
    return request->clientCapabilities()
        .value(QStringLiteral("experimental"))
        .toObject()
        .contains(QStringLiteral("asyncOperations"));
}

void OperationDialect::callTool(ServerRequest *request, const McpServer::Handler &plainCall)
{
    const QJsonObject params = request->params();
    // Tolerated (docs/dialects.md): the proposal's other example puts name and arguments in params.request.
    const QJsonObject inner = params.value(QStringLiteral("request")).toObject();
    const QJsonObject call = params.contains(QStringLiteral("name")) || inner.isEmpty() ? params : inner;
    const QJsonValue operation = params.contains(kOperation) ? params.value(kOperation) : inner.value(kOperation);
    const QString name = call.value(QStringLiteral("name")).toString();
    const Tool *tool = m_server.tools()->find(name);
    const bool asyncOnly = tool && tool->extra.value(kInvocationMode) == QLatin1String("async");
    if (operation.isUndefined() && !(asyncOnly && !clientHasFlag(request))) {
        if (plainCall)
            plainCall(request);
        return;
    }
    // SEP-1391 "Error Handling": a long-running operation called by an outdated client is -32600.
    if (!clientHasFlag(request)) {
        request->respondError(Mcp::ErrorCode::InvalidRequest,
            QStringLiteral("Invalid Request: this client did not declare asynchronous operations"),
            QStringLiteral("declare capabilities.experimental.asyncOperations to call %1 with params.operation")
                .arg(asyncOnly ? QStringLiteral("the async-only tool %1").arg(name) : name));
        return;
    }
    if (!operation.isObject()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            operation.isUndefined() ? QStringLiteral("%1 is async-only: call it with params.operation").arg(name)
                                    : QStringLiteral("params.operation must be an object {token, keepAlive}"));
        return;
    }
    const QJsonObject options = operation.toObject();
    QJsonValue token = options.value(kToken);
    if (token.isUndefined() || token.isNull()) {
        // The seed's second example has no token and gets one back: make it, and name it in the answer.
        token = QUuid::createUuid().toString(QUuid::WithoutBraces);
    } else if (!isToken(token)) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.operation.token must be a non-empty string (a UUID)"));
        return;
    }
    const QString key = Mcp::idKey(token);
    if (m_operations.contains(key) || m_operations.isExpired(key)) {
        // SEP-1391: "The server MUST validate that this token is unique before accepting new operations".
        request->respondError(Mcp::ErrorCode::InvalidParams,
            QStringLiteral("Invalid params: operation token already used"),
            QStringLiteral("the token %1 named another operation; make a new one for each call").arg(tokenText(token)));
        return;
    }
    const QJsonValue keepAlive = options.value(kKeepAlive);
    if (!keepAlive.isUndefined() && !keepAlive.isNull() && (!keepAlive.isDouble() || keepAlive.toDouble() < 0)) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.operation.keepAlive must be a number of seconds (0 or more)"));
        return;
    }
    ToolRun *run = m_server.createRunFor(request, name, call.value(QStringLiteral("arguments")));
    if (!run)
        return;
    DialectOperation *op = addOperation(token, name, run->arguments());
    // SEP-1391: the server may override keepAlive and says so in the answer; null (unlimited) is never granted.
    // What a client asks for is real time; the server's default and limits follow --time-scale.
    const double maxKeepAlive = TimeScale::seconds(MaxKeepAliveSeconds);
    double granted = keepAlive.isUndefined() ? TimeScale::seconds(DefaultKeepAliveSeconds)
        : keepAlive.isNull()                 ? maxKeepAlive
                                             : qMin(keepAlive.toDouble(), maxKeepAlive);
    const double limit = toolKeepAliveLimit(name, run->arguments());
    if (limit >= 0)
        granted = qMin(granted, TimeScale::seconds(limit));
    const double pollFrequency = TimeScale::seconds(PollFrequencySeconds);
    op->keepAlive = granted;
    if (canReach(request->session()))
        op->origin = request->session();
    op->callId = request->id();
    op->progressToken = request->progressToken();
    attachRun(op, run);
    // Kept in the state directory before the token is announced: a client that has the token may stop the server
    // at once (a stdio client that ends), and the operation must outlive that.
    const QString announced = op->status;
    op->status = kWorking;
    m_operations.save();
    request->respond(QJsonObject {
        {QStringLiteral("content"),
            QJsonArray {Content::text(tr("Started %1 as operation %2; poll tools/async/status every %3 s. The result "
                                         "is kept %4 s once it is done.")
                                          .arg(name, tokenText(token))
                                          .arg(pollFrequency)
                                          .arg(granted))}},
        {kOperation,
            QJsonObject {{kToken, token}, {QStringLiteral("status"), announced}, {kKeepAlive, op->keepAlive},
                {QStringLiteral("pollFrequency"), pollFrequency}}}});
    qCDebug(lcOperation) << "operation" << tokenText(token) << "of" << name;
    run->start();
}

DialectOperation *OperationDialect::addOperation(
    const QJsonValue &token, const QString &tool, const QJsonObject &arguments)
{
    auto *op = new DialectOperation(this);
    op->token = token;
    op->tool = tool;
    op->arguments = arguments;
    m_operations.insert(Mcp::idKey(token), op);
    return op;
}

void OperationDialect::attachRun(DialectOperation *op, ToolRun *run)
{
    op->run = run;
    // SEP-1391: a request of the server that belongs to an operation names it in params._operation, and the
    // client's result names it too (checked here, then left out of what the tool sees).
    op->inputs = new InputRelay(
        run,
        [op](const QJsonObject &params) {
            QJsonObject decorated = params;
            decorated.insert(kOperationMeta, op->meta());
            return decorated;
        },
        [op](const QJsonObject &answer) {
            if (Mcp::idKey(answer.value(kOperationMeta).toObject().value(kToken)) != Mcp::idKey(op->token))
                qCInfo(lcOperation).noquote() << "the answer to a question of operation" << tokenText(op->token)
                                              << "does not name it in _operation";
            QJsonObject result = answer;
            result.remove(kOperationMeta);
            return result;
        },
        run);
    op->inputs->offer(op->origin);

    connect(run, &ToolRun::progressed, op, [this, op](double progress, double total, const QString &message) {
        // The call's answer has gone: progress goes to the caller's link, naming the operation; without such a
        // link (a 2026-07-28 client, or one between two links) the next status or result request carries it.
        if (!isToken(op->progressToken))
            return;
        op->lastProgress = progress;
        m_operations.saveSoon();
        QJsonObject params {{QStringLiteral("progress"), progress}, {kOperationMeta, op->meta()}};
        if (total >= 0)
            params.insert(QStringLiteral("total"), total);
        if (!message.isEmpty())
            params.insert(QStringLiteral("message"), message);
        if (!canReach(op->origin)) {
            op->backlog.add(params);
            return;
        }
        params.insert(QStringLiteral("progressToken"), op->progressToken);
        op->origin->notify(QStringLiteral("notifications/progress"), params);
    });
    connect(run, &ToolRun::logged, op, [op](const QString &level, const QJsonValue &data) {
        const int threshold = canReach(op->origin) ? Protocol::logLevelRank(op->origin->logLevel()) : -1;
        if (threshold < 0 || Protocol::logLevelRank(level) < threshold)
            return;
        op->origin->notify(QStringLiteral("notifications/message"),
            {{QStringLiteral("level"), level}, {QStringLiteral("data"), data}, {QStringLiteral("logger"), op->tool},
                {kOperationMeta, op->meta()}});
    });
    connect(run, &ToolRun::finished, op, [this, op, run] {
        switch (run->state()) {
        case ToolRun::State::Completed:
            // An isError result is the tool's own answer: the operation completed, and the result says how.
            op->status = kCompleted;
            op->result = run->result();
            break;
        case ToolRun::State::Failed:
            op->status = kFailed;
            op->error = tr("%1 (JSON-RPC error %2)").arg(run->error().message).arg(run->error().code);
            break;
        case ToolRun::State::Cancelled:
        case ToolRun::State::Created:
        case ToolRun::State::Running:
            op->status = kCanceled;
            op->error = run->cancelReason();
            break;
        }
        op->terminalAtMs = nowMs();
        op->run = nullptr;
        run->deleteLater();
        m_operations.scheduleExpiry();
        m_operations.save();
    });
}

DialectOperation *OperationDialect::lookup(ServerRequest *request)
{
    const QJsonValue token = requestToken(request, QStringLiteral("an operation"));
    if (token.isUndefined())
        return nullptr;
    const QString key = Mcp::idKey(token);
    if (DialectOperation *op = m_operations.value(key))
        return op;
    // The messages of SEP-1391 "Error Handling", word for word.
    request->respondError(Mcp::ErrorCode::InvalidParams,
        m_operations.isExpired(key) ? QStringLiteral("Failed to retrieve operation: Operation has expired")
                                    : QStringLiteral("Failed to retrieve operation: Operation not found"),
        QString(), QJsonObject {{kToken, token}});
    return nullptr;
}

void OperationDialect::status(ServerRequest *request)
{
    DialectOperation *op = lookup(request);
    if (!op)
        return;
    // A client that polls follows the operation: a question that found nobody to ask goes to it.
    if (op->inputs)
        op->inputs->offer(request->session());
    // Progress nobody could carry comes before the status, so a client never reads "completed" with steps missing.
    op->backlog.flushTo(request, op->progressToken);
    QJsonObject answer {{QStringLiteral("status"), op->word()}};
    if (!op->error.isEmpty() && (op->status == kFailed || op->status == kCanceled))
        answer.insert(QStringLiteral("error"), op->error);
    request->respond(answer);
}

void OperationDialect::result(ServerRequest *request)
{
    DialectOperation *op = lookup(request);
    if (!op)
        return;
    op->backlog.flushTo(request, op->progressToken);
    if (op->status != kCompleted) {
        request->respondError(Mcp::ErrorCode::InvalidParams,
            QStringLiteral("Failed to retrieve operation result: Operation is %1").arg(op->word()),
            op->error.isEmpty() ? QStringLiteral("tools/async/result answers once tools/async/status says completed")
                                : op->error,
            QJsonObject {{kToken, op->token}, {QStringLiteral("status"), op->word()}});
        return;
    }
    request->respond({{QStringLiteral("result"), op->result}});
}

void OperationDialect::onNotifications(ServerSession *session, const QList<Mcp::JsonRpcNotification> &batch)
{
    for (const Mcp::JsonRpcNotification &n : batch) {
        if (n.method != QLatin1String("notifications/cancelled"))
            continue;
        // SEP-1391: cancelled "for the request ID associated with the original CallToolRequest". Ids are the
        // client's: on the caller's own link they name one call; from another link (after a reconnect or a
        // restart) only calls whose link is gone are candidates. A notice naming the token itself is taken too.
        DialectOperation *target =
            m_operations.value(Mcp::idKey(n.params().value(kOperationMeta).toObject().value(kToken)));
        const QString id = Mcp::idKey(n.params().value(QStringLiteral("requestId")));
        const QHash<QString, DialectOperation *> &operations = m_operations.entries();
        for (auto it = operations.cbegin(); !target && !id.isEmpty() && it != operations.cend(); ++it) {
            DialectOperation *op = it.value();
            if (Mcp::idKey(op->callId) == id && (op->origin == session || !canReach(op->origin)))
                target = op;
        }
        if (!target)
            continue;
        const QString reason = n.params().value(QStringLiteral("reason")).toString();
        cancel(target, reason.isEmpty() ? tr("canceled by the client") : reason);
    }
}

void OperationDialect::cancel(DialectOperation *op, const QString &reason)
{
    if (op->isTerminal())
        return;
    qCInfo(lcOperation).noquote() << "operation" << tokenText(op->token) << "canceled:" << reason;
    if (op->run) {
        op->run->cancel(reason); // finished() makes it canceled
        return;
    }
    op->status = kCanceled;
    op->error = reason;
    op->terminalAtMs = nowMs();
    m_operations.scheduleExpiry();
    m_operations.save();
}

QJsonObject OperationDialect::toJson(const DialectOperation *op)
{
    QJsonObject saved {{kToken, op->token}, {QStringLiteral("tool"), op->tool},
        {QStringLiteral("arguments"), op->arguments}, {QStringLiteral("status"), op->status},
        {QStringLiteral("error"), op->error}, {QStringLiteral("result"), op->result}, {kKeepAlive, op->keepAlive},
        {QStringLiteral("terminalAtMs"), double(op->terminalAtMs)}, {QStringLiteral("callId"), op->callId}};
    if (isToken(op->progressToken)) {
        saved.insert(QStringLiteral("progressToken"), op->progressToken);
        saved.insert(QStringLiteral("lastProgress"), op->lastProgress);
    }
    return saved;
}

void OperationDialect::restore(const QJsonObject &saved)
{
    const QJsonValue token = saved.value(kToken);
    if (!isToken(token) || m_operations.contains(Mcp::idKey(token)))
        return;
    DialectOperation *op = addOperation(
        token, saved.value(QStringLiteral("tool")).toString(), saved.value(QStringLiteral("arguments")).toObject());
    op->status = saved.value(QStringLiteral("status")).toString(kFailed);
    op->error = saved.value(QStringLiteral("error")).toString();
    op->result = saved.value(QStringLiteral("result")).toObject();
    op->keepAlive = saved.value(kKeepAlive);
    op->terminalAtMs = qint64(saved.value(QStringLiteral("terminalAtMs")).toDouble());
    op->callId = saved.value(QStringLiteral("callId"));
    op->progressToken = saved.value(QStringLiteral("progressToken"));
    op->lastProgress = saved.value(QStringLiteral("lastProgress")).toDouble(-1);
    if (op->isTerminal())
        return;
    // The run died with the old process: the operation starts again from the beginning. The client follows the
    // progress token of the first call: it hears nothing new until the new run passes the last progress it was told
    // ("The progress value MUST increase"); the next poll carries it.
    QString failure;
    ToolRun *run = runAgain(m_server, op->tool, op->arguments, op->lastProgress, &failure);
    if (!run) {
        op->status = kFailed;
        op->error = tr("could not start again after a server restart: %1").arg(failure);
        op->terminalAtMs = nowMs();
        return;
    }
    qCInfo(lcOperation).noquote() << "operation" << tokenText(token) << "of" << op->tool << "starts again";
    attachRun(op, run);
    op->status = kWorking;
    run->start();
}

} // namespace DemoServer

#include "operationdialect.moc"
#include "protocol/jsonrpc.h"

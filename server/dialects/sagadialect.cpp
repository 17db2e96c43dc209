// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "sagadialect.h"

#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSet>

#include "core/mcpserver.h"
#include "core/serversession.h"
#include "core/statestore.h"
#include "core/syncbinding.h"
#include "core/timescale.h"
#include "core/toolrun.h"
#include "protocol/jsonrpc.h"

Q_LOGGING_CATEGORY(lcSaga, "mcp.demoserver.saga", QtInfoMsg)

namespace DemoServer {

namespace {
constexpr QLatin1String kKind("kind");
constexpr QLatin1String kSaga("saga");
constexpr QLatin1String kTool("tool");
constexpr QLatin1String kArgs("args");
constexpr QLatin1String kRound("round");
constexpr QLatin1String kPrior("prior");
constexpr QLatin1String kPriorIds("priorIds");
constexpr QLatin1String kAsked("asked");
constexpr QLatin1String kState("state");
constexpr QLatin1String kProgress("progress");
constexpr QLatin1String kStepId("stepId");
constexpr QLatin1String kResult("result");
constexpr QLatin1String kError("error");
constexpr QLatin1String kSagaToken("sagaToken");
constexpr QLatin1String kCompletedSteps("completedSteps");
constexpr QLatin1String kKeyDocument("saga-key");
constexpr int kKeyBytes = 32;

// The saga proposal's step types for the requests a run may ask for.
QString stepTypeFor(const QString &method)
{
    if (method == QLatin1String("elicitation/create"))
        return QStringLiteral("elicitation");
    if (method == QLatin1String("sampling/createMessage"))
        return QStringLiteral("sampling");
    return QString();
}

QString stepIdOf(const QJsonObject &step)
{
    const QJsonValue id = step.value(kStepId);
    return id.isDouble() ? QString::number(id.toInteger()) : id.toString();
}

QStringList toStringList(const QJsonValue &value)
{
    QStringList list;
    const QJsonArray items = value.toArray();
    for (const QJsonValue &item : items)
        list << item.toString();
    return list;
}

void refuse(ServerRequest *request, const QString &message, const QString &reason)
{
    // docs/dialects.md "saga": a tampered or stale token (and any other bad resume) is -32602.
    request->respondError(Mcp::ErrorCode::InvalidParams, message, reason);
}
} // namespace

// --- SagaRound -------------------------------------------------------------------------------------------------

SagaRound::SagaRound(ServerRequest *request, ToolRun *run, const SagaDialect *dialect, SagaContext context)
    : QObject(run)
    , m_request(request)
    , m_run(run)
    , m_dialect(dialect)
    , m_context(std::move(context))
{
    m_suspendTimer.setSingleShot(true);
    m_suspendTimer.setInterval(0);
    connect(&m_suspendTimer, &QTimer::timeout, this, &SagaRound::suspend);
    connect(run, &ToolRun::progressed, this, &SagaRound::onProgress);
    connect(run, &ToolRun::logged, this, [this](const QString &level, const QJsonValue &data) {
        if (m_request)
            m_request->sendLog(level, data, m_run->toolName());
    });
    connect(run, &ToolRun::inputRequested, this, &SagaRound::onInputRequested);
    connect(run, &ToolRun::finished, this, &SagaRound::onFinished);
    connect(request, &ServerRequest::cancelled, this, [this](const QString &reason) { m_run->cancel(reason); });
}

SagaRound::~SagaRound() = default;

void SagaRound::onProgress(double progress, double total, const QString &message)
{
    // Each round rebuilds the run from the start: what earlier rounds reported is not reported again, so the
    // client's progress never goes back (2025-11-25 basic/utilities/progress: it MUST increase).
    if (progress <= m_context.progressFloor)
        return;
    m_context.progressFloor = progress;
    if (m_request)
        m_request->sendProgress(progress, total, message);
}

void SagaRound::onInputRequested(const QString &key, const QString &method, const QJsonObject &params)
{
    const auto refusal = m_context.errors.constFind(key);
    if (refusal != m_context.errors.constEnd()) {
        // A step the client completed with an error (a person declined): the tool decides what that means.
        const InputAnswer answer {{}, refusal.value()};
        QTimer::singleShot(0, this, [this, key, answer] { m_run->answerInput(key, answer); });
        return;
    }
    const QString type = stepTypeFor(method);
    if (type.isEmpty()) {
        const InputAnswer answer = InputAnswer::fromError(
            Mcp::ErrorCode::MethodNotFound, tr("%1 cannot be a saga step (only elicitation and sampling)").arg(method));
        QTimer::singleShot(0, this, [this, key, answer] { m_run->answerInput(key, answer); });
        return;
    }
    // The run's input key is unique within the run, and the same in every rebuild: it is the stepId.
    m_steps.append(QJsonObject {{QStringLiteral("type"), type}, {kStepId, key}, {QStringLiteral("params"), params}});
    m_suspendTimer.start(); // collects every step the run asks for in this turn of the event loop
}

void SagaRound::suspend()
{
    if (!m_request || !m_request->isOpen() || m_steps.isEmpty() || !m_run->isRunning())
        return;
    QJsonArray asked;
    for (const QJsonValue &step : std::as_const(m_steps))
        asked.append(stepIdOf(step.toObject()));
    // Everything the next resume needs, since the server keeps nothing: the saga proposal "opaque-server-state-token".
    const QJsonObject payload {{kKind, kSaga}, {kTool, m_run->toolName()}, {kArgs, m_run->arguments()},
        {kRound, m_context.round + 1}, {kPriorIds, QJsonArray::fromStringList(m_context.completedIds)},
        {kPrior, SignedState::digest(m_context.completed)}, {kAsked, asked}, {kState, m_run->savedState()},
        {kProgress, m_context.progressFloor}};
    const QString token = m_dialect->signer().seal(payload, m_dialect->tokenTtlMs());
    m_request->respond(QJsonObject {{QStringLiteral("state"), QStringLiteral("suspended")}, {kSagaToken, token},
        {QStringLiteral("steps"), m_steps}});
    qCInfo(lcSaga).noquote() << "saga" << m_run->toolName() << "suspended in round" << m_context.round + 1 << "with"
                             << m_steps.size() << "step(s)";
    m_steps = QJsonArray();
    m_run->cancel(tr("suspended: the client performs the saga's steps"));
}

void SagaRound::onFinished()
{
    m_suspendTimer.stop();
    if (m_request && m_request->isOpen())
        SyncCallBinding::respondWithOutcome(m_request, *m_run);
    m_run->deleteLater();
}

// --- SagaDialect -----------------------------------------------------------------------------------------------

SagaDialect::SagaDialect(McpServer &server, const StateStore &store, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_signer(loadOrCreateKey(store))
{
    // MCP_DEMO_SAGA_TTL is a real time; the default follows --time-scale.
    bool ok = false;
    const double seconds = qEnvironmentVariable("MCP_DEMO_SAGA_TTL").toDouble(&ok);
    m_ttlMs = ok && seconds > 0 ? qint64(seconds * 1000) : TimeScale::ms(DefaultTokenTtlMs);
}

SagaDialect::~SagaDialect() = default;

QByteArray SagaDialect::loadOrCreateKey(const StateStore &store)
{
    if (!store.isEnabled())
        return QByteArray(); // SignedState picks a random key for this process
    QString error;
    const QJsonObject document = store.load(kKeyDocument, &error);
    const auto key = QByteArray::fromBase64Encoding(document.value(QStringLiteral("key")).toString().toLatin1());
    if (key && key.decoded.size() >= kKeyBytes)
        return key.decoded;
    if (!error.isEmpty())
        qCWarning(lcSaga).noquote() << error << "- making a new saga key (older saga tokens become invalid)";
    QByteArray fresh(kKeyBytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(fresh.data()), kKeyBytes / 4);
    if (!store.save(kKeyDocument, QJsonObject {{QStringLiteral("key"), QString::fromLatin1(fresh.toBase64())}}, &error))
        qCWarning(lcSaga).noquote() << error;
    return fresh;
}

void SagaDialect::install()
{
    // docs/dialects.md: our convention is capabilities.experimental.toolSagas. Other dialects may add experimental
    // entries too: merge, never replace.
    QJsonObject experimental = m_server.capabilities().value(QStringLiteral("experimental")).toObject();
    experimental.insert(QStringLiteral("toolSagas"), QJsonObject {});
    m_server.setCapability(QStringLiteral("experimental"), experimental);
    // Stateless by design, so both eras: a 2026-07-28 request carries everything a saga needs.
    m_server.addMethod(QStringLiteral("tools/callSaga"), [this](ServerRequest *r) { callSaga(r); });
    m_server.addMethod(QStringLiteral("tools/resumeSaga"), [this](ServerRequest *r) { resumeSaga(r); });
}

void SagaDialect::callSaga(ServerRequest *request)
{
    const QJsonObject params = request->params();
    const QJsonValue name = params.value(QStringLiteral("name"));
    if (!name.isString() || name.toString().isEmpty()) {
        refuse(request, QStringLiteral("Invalid params"), QStringLiteral("params.name must be a non-empty string"));
        return;
    }
    ToolRun *run = m_server.createRunFor(request, name.toString(), params.value(QStringLiteral("arguments")));
    if (!run)
        return;
    start(request, run, SagaContext());
}

void SagaDialect::resumeSaga(ServerRequest *request)
{
    const QJsonObject params = request->params();
    const QJsonValue token = params.value(kSagaToken);
    if (!token.isString() || token.toString().isEmpty()) {
        refuse(request, QStringLiteral("Invalid params: bad sagaToken"),
            QStringLiteral("params.sagaToken must be the string the server sent, unchanged"));
        return;
    }
    QJsonObject payload;
    QString reason;
    if (!m_signer.open(token.toString(), &payload, &reason)) {
        refuse(request, QStringLiteral("Invalid params: bad sagaToken"), reason);
        return;
    }
    if (payload.value(kKind).toString() != kSaga) {
        refuse(request, QStringLiteral("Invalid params: bad sagaToken"),
            QStringLiteral("the token was not issued for a saga"));
        return;
    }
    const QJsonValue stepsValue = params.value(kCompletedSteps);
    if (!stepsValue.isUndefined() && !stepsValue.isArray()) {
        refuse(request, QStringLiteral("Invalid params"),
            QStringLiteral("params.completedSteps must be an array of {stepId, result?, error?}"));
        return;
    }
    // The completed steps, by id (a step listed twice counts with its last entry), in the client's order.
    QHash<QString, QJsonObject> byId;
    QStringList order;
    const QJsonArray values = stepsValue.toArray();
    for (const QJsonValue &value : values) {
        const QJsonObject step = value.toObject();
        const QString id = stepIdOf(step);
        const bool hasResult = step.value(kResult).isObject();
        const bool hasError = step.value(kError).isObject();
        if (id.isEmpty() || hasResult == hasError) {
            refuse(request, QStringLiteral("Invalid params"),
                QStringLiteral("each completed step needs a stepId and exactly one of result and error"));
            return;
        }
        if (!byId.contains(id))
            order << id;
        byId.insert(id, step);
    }
    // The token binds the steps completed before its round: all of them, unchanged (the saga proposal: "all steps
    // completed so far"). A token from an earlier round fails here or below, since the client has moved on since.
    const QStringList priorIds = toStringList(payload.value(kPriorIds));
    QJsonArray prior;
    for (const QString &id : priorIds) {
        if (!byId.contains(id)) {
            refuse(request, QStringLiteral("Invalid params: stale sagaToken or missing steps"),
                QStringLiteral("completedSteps lacks step \"%1\", completed before this token was issued; send "
                               "every step completed so far")
                    .arg(id));
            return;
        }
        prior.append(byId.value(id));
    }
    if (SignedState::digest(prior) != payload.value(kPrior).toString()) {
        refuse(request, QStringLiteral("Invalid params: stale sagaToken or changed steps"),
            QStringLiteral("the steps completed before this token differ from those it was issued after"));
        return;
    }
    const QStringList asked = toStringList(payload.value(kAsked));
    SagaContext context;
    context.completed = prior;
    context.completedIds = priorIds;
    for (const QString &id : std::as_const(order)) {
        if (priorIds.contains(id))
            continue;
        if (!asked.contains(id)) {
            refuse(request, QStringLiteral("Invalid params: stale sagaToken"),
                QStringLiteral("step \"%1\" was not asked for by this token: it belongs to another round (an "
                               "earlier token?)")
                    .arg(id));
            return;
        }
        context.completed.append(byId.value(id));
        context.completedIds << id;
    }
    for (const QJsonValue &value : std::as_const(context.completed)) {
        const QJsonObject step = value.toObject();
        const QString id = stepIdOf(step);
        if (step.value(kResult).isObject()) {
            context.results.insert(id, step.value(kResult));
        } else {
            const QJsonObject error = step.value(kError).toObject();
            context.errors.insert(id,
                Mcp::JsonRpcError {error.value(QStringLiteral("code")).toInt(-1),
                    error.value(QStringLiteral("message")).toString(QStringLiteral("the step failed")),
                    error.value(QStringLiteral("data")), false});
        }
    }
    context.restoredState = payload.value(kState).toObject();
    context.round = payload.value(kRound).toInt();
    context.progressFloor = payload.value(kProgress).toDouble(-1);
    int code = 0;
    QString message;
    ToolRun *run = m_server.createRun(payload.value(kTool).toString(), payload.value(kArgs), &code, &message, &reason);
    if (!run) {
        refuse(request, QStringLiteral("Invalid params: the saga's tool cannot run"),
            message + QStringLiteral(": ") + reason);
        return;
    }
    start(request, run, std::move(context));
}

void SagaDialect::start(ServerRequest *request, ToolRun *run, SagaContext context)
{
    run->setKnownAnswers(context.results);
    run->setRestoredState(context.restoredState);
    const Tool *tool = m_server.tools()->find(run->toolName());
    new SagaRound(request, run, this, std::move(context));
    if ((tool && tool->streams) || !request->progressToken().isUndefined())
        request->beginStreaming();
    run->start();
}

} // namespace DemoServer

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "sagaadapter.h"

#include <QJsonDocument>
#include <QPointer>
#include <QTimer>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
constexpr QLatin1String kSagaToken("sagaToken");
constexpr QLatin1String kSteps("steps");
constexpr QLatin1String kCompleted("completedSteps");
constexpr QLatin1String kAnswered("answered"); // stepIds answered in the current round
constexpr QLatin1String kRound("round");
constexpr QLatin1String kStepId("stepId");
constexpr QLatin1String kRetries("retries"); // sends lost while the session stayed up

// The token is opaque and returned verbatim: a string in the proposal, but any non-empty JSON value is kept as sent.
bool isToken(const QJsonValue &token)
{
    if (token.isString())
        return !token.toString().isEmpty();
    return !token.isUndefined() && !token.isNull();
}

QString stepIdOf(const QJsonObject &step)
{
    const QJsonValue id = step.value(kStepId);
    return id.isDouble() ? QString::number(id.toInteger()) : id.toString();
}

QString methodFor(const QString &type)
{
    if (type == QLatin1String("elicitation"))
        return QStringLiteral("elicitation/create");
    if (type == QLatin1String("sampling"))
        return QStringLiteral("sampling/createMessage");
    return QString();
}
} // namespace

SagaAdapter::SagaAdapter(OperationManager *manager)
    : DialectAdapter(manager)
{
}

SagaAdapter::~SagaAdapter() = default;

QJsonArray SagaAdapter::completedSteps(const Operation *op)
{
    return op->adapterState().value(kCompleted).toArray();
}

void SagaAdapter::launch(Operation *op, const LaunchOptions &options)
{
    Q_UNUSED(options)
    McpSession *session = readySession(op);
    if (!session)
        return;
    send(op, session, QStringLiteral("tools/callSaga"),
        {{QStringLiteral("name"), op->tool()}, {QStringLiteral("arguments"), op->arguments()}});
    op->setStatus(OperationStatus::Working);
}

void SagaAdapter::send(Operation *op, McpSession *session, const QString &method, const QJsonObject &params)
{
    // The saga proposal's requests are plain requests: a progress token lets the server report the work done between
    // steps.
    QJsonObject withToken = params;
    withToken.insert(QStringLiteral("_meta"), progressMeta(op, session));
    PendingRequest *request = session->request(method, withToken);
    m_requests.insert(op->id(), request);
    const QString id = op->id();
    connect(request, &PendingRequest::finished, this, [this, id, request] { onAnswer(id, request); });
}

void SagaAdapter::onAnswer(const QString &opId, PendingRequest *request)
{
    Operation *op = answered(m_requests, opId, request);
    if (!op)
        return;
    const JsonRpcError error = request->error();
    if (!error.isNull()) {
        if (isLostLink(error) && survivesDisconnect(op)) {
            // The client holds the whole saga: the same round is sent again once the link is back. Over HTTP the
            // session may stay up while the server restarts under it: then poll() sends it again shortly.
            op->addEvent(OperationEvent::Kind::Connection, tr("%1 lost: %2").arg(request->method(), error.message));
            op->setStatus(OperationStatus::Disconnected, QString(), error.message);
            McpSession *session = sessionFor(op);
            if (session && session->state() == McpSession::State::Ready) {
                QJsonObject state = op->adapterState();
                const int retries = state.value(kRetries).toInt() + 1;
                if (retries > MaxRetries) {
                    op->setError(error);
                    return;
                }
                state.insert(kRetries, retries);
                op->setAdapterState(state);
                manager()->schedulePoll(op, 1000 * retries);
            }
            return;
        }
        // -32602 here is the server refusing a tampered or stale token (docs/dialects.md): shown as the error.
        withdrawPrompts(op, tr("the saga failed"));
        finishFromCall(op, {}, error);
        return;
    }
    if (op->adapterState().contains(kRetries)) {
        QJsonObject kept = op->adapterState();
        kept.remove(kRetries);
        op->setAdapterState(kept);
    }
    const QJsonObject result = request->result();
    const QJsonValue state = result.value(QStringLiteral("state"));
    if (state.toString() == QLatin1String("suspended")) {
        applySuspended(op, result);
        return;
    }
    if (!state.isUndefined())
        op->addEvent(OperationEvent::Kind::Info,
            tr("unknown saga state %1: taken as the final result")
                .arg(QString::fromUtf8(
                    QJsonDocument(QJsonObject {{QStringLiteral("state"), state}}).toJson(QJsonDocument::Compact))));
    withdrawPrompts(op, tr("the saga ended"));
    finishFromCall(op, result, {});
}

void SagaAdapter::applySuspended(Operation *op, const QJsonObject &result)
{
    const QJsonValue token = result.value(kSagaToken);
    if (!isToken(token)) {
        op->setError(JsonRpcError::localError(ErrorCode::InvalidParams,
            tr("the server suspended the saga without a sagaToken: %1")
                .arg(QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Compact)))));
        return;
    }
    // Prompts of an earlier round that are still open are moot: the server moved on.
    withdrawPrompts(op, tr("the server moved on to another round"));
    QJsonObject state = op->adapterState();
    const int round = state.value(kRound).toInt() + 1;
    const QJsonArray steps = result.value(kSteps).toArray();
    state.insert(kSagaToken, token);
    state.insert(kSteps, steps);
    state.insert(kAnswered, QJsonArray());
    state.insert(kRound, round);
    publish(op, state);
    op->setStatus(OperationStatus::InputRequired, QStringLiteral("suspended"),
        tr("round %1: %n step(s) to perform", nullptr, int(steps.size())).arg(round));
    if (steps.isEmpty()) {
        // Odd but not fatal: nothing to ask; a person decides when to resume (resumeNow).
        op->addEvent(OperationEvent::Kind::Info, tr("the server suspended the saga with no steps"));
        return;
    }
    offerStepsSoon(op);
}

void SagaAdapter::offerStepsSoon(Operation *op)
{
    // WARNING: publishing the handle may end whoever follows the operation at once (mcp-async --detach exits on
    // "started"): the steps are offered from the event loop, and only while the session is up, so that a client
    // that let go does not answer them on its way out. resume() offers them again when the link is back.
    const QPointer<Operation> guard(op);
    QTimer::singleShot(0, this, [this, guard] {
        if (!guard || guard->isTerminal())
            return;
        McpSession *session = sessionFor(guard);
        if (session && session->state() == McpSession::State::Ready)
            offerSteps(guard);
    });
}

void SagaAdapter::offerSteps(Operation *op)
{
    McpSession *session = sessionFor(op);
    if (!session)
        return;
    const QJsonObject state = op->adapterState();
    const QJsonArray answered = state.value(kAnswered).toArray();
    auto &open = m_prompts[op->id()];
    const QString opId = op->id();
    const QJsonArray values = state.value(kSteps).toArray();
    for (const QJsonValue &value : values) {
        const QJsonObject step = value.toObject();
        const QString stepId = stepIdOf(step);
        if (stepId.isEmpty()) {
            op->addEvent(OperationEvent::Kind::Error, tr("ignored a step without a stepId: it cannot be answered"));
            continue;
        }
        if (answered.contains(stepId) || (open.value(stepId) && open.value(stepId)->isOpen()))
            continue;
        const QString type = step.value(QStringLiteral("type")).toString();
        QString method = methodFor(type);
        if (method.isEmpty()) {
            // Shown raw under its own type: a person may still answer or refuse it.
            op->addEvent(OperationEvent::Kind::Info, tr("step %1 has an unknown type \"%2\"").arg(stepId, type));
            method = type;
        }
        IncomingRequest *request =
            IncomingRequest::createEmbedded(stepId, method, step.value(QStringLiteral("params")).toObject(), session);
        open.insert(stepId, request);
        connect(request, &IncomingRequest::answered, this, [this, opId, request] { onStepAnswered(opId, request); });
        connect(op, &Operation::finished, request, [request] { request->withdraw(tr("the operation ended")); });
        manager()->addInput(op, request);
    }
}

void SagaAdapter::onStepAnswered(const QString &opId, IncomingRequest *request)
{
    Operation *op = manager()->operation(opId);
    if (!op || op->isTerminal())
        return;
    const QString stepId = request->inputKey();
    QJsonObject state = op->adapterState();
    bool inRound = false;
    const QJsonArray steps = state.value(kSteps).toArray();
    for (const QJsonValue &step : steps)
        inRound = inRound || stepIdOf(step.toObject()) == stepId;
    if (!inRound)
        return; // answered after its round was over
    QJsonObject entry {{kStepId, stepId}};
    const JsonRpcError refusal = request->responseError();
    if (!refusal.isNull()) {
        // SagaStepResult.error {code, message, data?}: the person declined to perform the step.
        QJsonObject error {{QStringLiteral("code"), refusal.code}, {QStringLiteral("message"), refusal.message}};
        if (!refusal.data.isUndefined() && !refusal.data.isNull())
            error.insert(QStringLiteral("data"), refusal.data);
        entry.insert(QStringLiteral("error"), error);
        op->addEvent(OperationEvent::Kind::Input, tr("step %1 refused: %2").arg(stepId, refusal.toString()));
    } else {
        entry.insert(QStringLiteral("result"), request->response());
        op->addEvent(OperationEvent::Kind::Input, tr("step %1 performed").arg(stepId));
    }
    // A step asked again in a later round replaces its earlier answer; the list keeps the saga's order.
    QJsonArray completed = state.value(kCompleted).toArray();
    bool replaced = false;
    for (qsizetype i = 0; i < completed.size() && !replaced; ++i) {
        if (stepIdOf(completed.at(i).toObject()) == stepId) {
            completed.replace(i, entry);
            replaced = true;
        }
    }
    if (!replaced)
        completed.append(entry);
    state.insert(kCompleted, completed);
    QJsonArray answered = state.value(kAnswered).toArray();
    if (!answered.contains(stepId))
        answered.append(stepId);
    state.insert(kAnswered, answered);
    publish(op, state);
    if (roundComplete(op))
        sendResume(op);
}

bool SagaAdapter::roundComplete(const Operation *op) const
{
    const QJsonObject state = op->adapterState();
    const QJsonArray answered = state.value(kAnswered).toArray();
    const QJsonArray steps = state.value(kSteps).toArray();
    for (const QJsonValue &step : steps) {
        const QString stepId = stepIdOf(step.toObject());
        if (!stepId.isEmpty() && !answered.contains(stepId))
            return false;
    }
    return true;
}

void SagaAdapter::sendResume(Operation *op)
{
    if (m_requests.value(op->id()))
        return; // one request at a time; its answer decides what comes next
    McpSession *session = readySession(op);
    if (!session)
        return; // marked disconnected; resume() sends the round once the link is back
    const QJsonObject state = op->adapterState();
    // The saga proposal: completedSteps lists every step of the saga so far, not only this round's.
    const QJsonArray completed = state.value(kCompleted).toArray();
    send(op, session, QStringLiteral("tools/resumeSaga"),
        {{kSagaToken, state.value(kSagaToken)}, {kCompleted, completed}});
    op->addEvent(OperationEvent::Kind::Info,
        tr("tools/resumeSaga sent with %n completed step(s)", nullptr, int(completed.size())));
    op->setStatus(OperationStatus::Working);
}

void SagaAdapter::withdrawPrompts(Operation *op, const QString &reason)
{
    const QHash<QString, QPointer<IncomingRequest>> open = m_prompts.take(op->id());
    for (const QPointer<IncomingRequest> &request : open) {
        if (request && request->isOpen())
            request->withdraw(reason);
    }
}

bool SagaAdapter::adoptHandle(Operation *op)
{
    QJsonObject state = op->adapterState();
    if (isToken(state.value(kSagaToken)))
        return true;
    const QJsonObject handle = op->handle();
    if (!isToken(handle.value(kSagaToken)))
        return false;
    state.insert(kSagaToken, handle.value(kSagaToken));
    state.insert(kCompleted, handle.value(kCompleted).toArray());
    op->setAdapterState(state);
    return true;
}

void SagaAdapter::publish(Operation *op, const QJsonObject &state)
{
    op->setAdapterState(state);
    QJsonObject handle {{kSagaToken, state.value(kSagaToken)}};
    const QJsonArray completed = state.value(kCompleted).toArray();
    if (!completed.isEmpty())
        handle.insert(kCompleted, completed);
    op->setHandle(handle);
}

void SagaAdapter::join(Operation *op)
{
    if (!adoptHandle(op)) {
        op->setError(JsonRpcError::localError(ErrorCode::InvalidParams,
            tr("a saga is joined with its sagaToken (or {\"sagaToken\": …, \"completedSteps\": […]})")));
        return;
    }
    // The same saga kept from an earlier run of this app (mcp-async --detach, then join by the printed handle):
    // the client holds a saga's whole state, so one local holder of the token is enough. The older one stops
    // here, which for a saga is all a cancellation is.
    const QJsonValue token = op->adapterState().value(kSagaToken);
    for (Operation *other : manager()->operations()) {
        if (other == op || other->dialect() != Dialect::Saga || other->serverName() != op->serverName()
            || other->isTerminal() || other->adapterState().value(kSagaToken) != token)
            continue;
        other->addEvent(OperationEvent::Kind::Info, tr("continued by operation %1, joined by its token").arg(op->id()));
        cancel(other);
    }
    sendResume(op);
}

void SagaAdapter::resume(Operation *op)
{
    // From the event loop: a join of the same saga in this turn (a restarted app given the handle it printed)
    // supersedes this operation first, so the person is not asked twice (see join()).
    const QPointer<Operation> guard(op);
    QTimer::singleShot(0, this, [this, guard] {
        if (guard)
            resumeRound(guard);
    });
}

void SagaAdapter::resumeRound(Operation *op)
{
    if (op->isTerminal() || m_requests.value(op->id()))
        return;
    if (!adoptHandle(op)) {
        op->setError(JsonRpcError::localError(
            ErrorCode::ConnectionClosed, tr("the saga was lost before the server returned a saga token")));
        return;
    }
    if (op->adapterState().value(kSteps).toArray().isEmpty() || roundComplete(op)) {
        // Nothing left to ask (joined, or the round was answered but its resumeSaga never came back).
        sendResume(op);
        return;
    }
    offerSteps(op);
    op->setStatus(OperationStatus::InputRequired, QStringLiteral("suspended"));
}

void SagaAdapter::poll(Operation *op)
{
    // Only scheduled after a lost send (onAnswer()); nothing to ask the server otherwise, it holds no state.
    if (op->status() == OperationStatus::Disconnected)
        resume(op);
}

void SagaAdapter::cancel(Operation *op)
{
    withdrawPrompts(op, tr("the saga was cancelled"));
    if (PendingRequest *request = m_requests.value(op->id()))
        request->cancel(tr("cancelled by the user"));
    op->setStatus(OperationStatus::Cancelled);
}

bool SagaAdapter::survivesDisconnect(const Operation *op) const
{
    return isToken(op->adapterState().value(kSagaToken)) || isToken(op->handle().value(kSagaToken));
}

void SagaAdapter::setSagaToken(Operation *op, const QString &token)
{
    if (!op || op->isTerminal())
        return;
    QJsonObject state = op->adapterState();
    state.insert(kSagaToken, token);
    publish(op, state);
    op->addEvent(OperationEvent::Kind::Info, tr("saga token edited by hand"));
}

bool SagaAdapter::setHandleText(Operation *op, const QString &text)
{
    setSagaToken(op, text);
    return true;
}

void SagaAdapter::resumeNow(Operation *op)
{
    if (!op || op->isTerminal())
        return;
    if (!adoptHandle(op)) {
        op->addEvent(OperationEvent::Kind::Error, tr("no saga token yet: nothing to resume"));
        return;
    }
    if (m_requests.value(op->id())) {
        op->addEvent(OperationEvent::Kind::Info, tr("a saga request is already in flight"));
        return;
    }
    sendResume(op);
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "dialectadapter.h"

#include <cmath>

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

DialectAdapter::DialectAdapter(OperationManager *manager)
    : QObject(manager)
    , m_manager(manager)
{
}

DialectAdapter::~DialectAdapter() = default;

void DialectAdapter::join(Operation *op)
{
    op->setError(JsonRpcError::localError(ErrorCode::InvalidRequest,
        tr("the %1 dialect has no way to join an operation started elsewhere").arg(Dialects::toString(dialect()))));
}

void DialectAdapter::poll(Operation *op)
{
    Q_UNUSED(op)
}

void DialectAdapter::resume(Operation *op)
{
    poll(op);
}

bool DialectAdapter::survivesDisconnect(const Operation *op) const
{
    Q_UNUSED(op)
    return true;
}

bool DialectAdapter::isAttached(const Operation *op) const
{
    Q_UNUSED(op)
    return false;
}

bool DialectAdapter::consumeRequest(McpSession *session, IncomingRequest *request)
{
    Q_UNUSED(session)
    Q_UNUSED(request)
    return false;
}

Operation *DialectAdapter::claimInput(McpSession *session, IncomingRequest *request)
{
    Q_UNUSED(session)
    Q_UNUSED(request)
    return nullptr;
}

void DialectAdapter::handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch)
{
    Q_UNUSED(session)
    Q_UNUSED(batch)
}

Operation *DialectAdapter::answered(InFlight &inFlight, const QString &opId, const PendingRequest *request) const
{
    if (inFlight.value(opId) == request)
        inFlight.remove(opId);
    Operation *op = m_manager->operation(opId);
    return op && !op->isTerminal() ? op : nullptr;
}

McpSession *DialectAdapter::sessionFor(const Operation *op) const
{
    return m_manager->session(op->serverName());
}

McpSession *DialectAdapter::readySession(Operation *op)
{
    McpSession *session = sessionFor(op);
    if (session && session->state() == McpSession::State::Ready)
        return session;
    if (!survivesDisconnect(op)) {
        op->setError(JsonRpcError::localError(
            ErrorCode::ConnectionClosed, tr("server \"%1\" is not connected").arg(op->serverName())));
    } else {
        op->setStatus(OperationStatus::Disconnected);
    }
    return nullptr;
}

void DialectAdapter::followRounds(Operation *op, McpCall *call)
{
    QObject::connect(call, &McpCall::roundStarted, op, [op, call](int round) {
        if (round == 1) {
            op->setStatus(OperationStatus::Working);
            return;
        }
        const int answers = call->answersSent();
        op->addEvent(OperationEvent::Kind::Info,
            answers > 0 ? tr("round %1 of at most %2 sent with %n answer(s)", nullptr, answers)
                              .arg(round)
                              .arg(McpCall::MaxInputRequiredRounds)
                        : tr("round %1 of at most %2 sent again with the server's request state only")
                              .arg(round)
                              .arg(McpCall::MaxInputRequiredRounds));
    });
}

QJsonObject DialectAdapter::progressMeta(Operation *op, McpSession *session)
{
    QJsonObject state = op->adapterState();
    QJsonValue token = state.value(QStringLiteral("progressToken"));
    if (token.isUndefined()) {
        token = session->newProgressToken();
        state.insert(QStringLiteral("progressToken"), token);
        op->setAdapterState(state);
    }
    m_manager->registerProgressToken(op, token);
    return QJsonObject {{QStringLiteral("progressToken"), token}};
}

Operation *DialectAdapter::findByState(McpSession *session, const QString &key, const QJsonValue &value) const
{
    if (value.isUndefined() || value.isNull())
        return nullptr;
    const QString server = session->config().name;
    const auto matches = [this, &server, &key, &value](const Operation *op) {
        return op->dialect() == dialect() && op->serverName() == server && op->adapterState().value(key) == value;
    };
    const QString remembered = server + QChar(0x1f) + key + QChar(0x1f) + idKey(value); // checked on use below
    const QPointer<Operation> known = m_foundByState.value(remembered);
    if (known && m_manager->operation(known->id()) == known && matches(known) && !known->isTerminal())
        return known;
    Operation *found = nullptr;
    for (Operation *op : m_manager->operations()) {
        if (matches(op) && (!found || found->isTerminal())) {
            found = op;
            if (!op->isTerminal())
                break;
        }
    }
    if (!found) {
        m_foundByState.remove(remembered);
        return nullptr;
    }
    if (m_foundByState.size() > 2 * m_manager->operations().size() + 64)
        m_foundByState.removeIf([](const auto &entry) { return entry.value().isNull(); }); // gone ones
    m_foundByState.insert(remembered, found);
    return found;
}

bool DialectAdapter::adopt(Operation *, const QJsonObject &)
{
    return false;
}

void DialectAdapter::finishFromCall(Operation *op, const QJsonObject &result, const JsonRpcError &error)
{
    if (op->isTerminal())
        return;
    const QString resultType = error.isNull() ? result.value(QStringLiteral("resultType")).toString() : QString();
    if (resultType == QLatin1String("task") && op->dialect() != Dialect::TasksExt) {
        DialectAdapter *tasks = m_manager->adapter(Dialect::TasksExt);
        const Dialect asked = op->dialect();
        // 2026-07-28 tasks extension: the server alone decides that a call becomes a task, whatever the client
        // asked for. The task is followed to its end, never taken for the answer, never abandoned.
        if (tasks) {
            op->addEvent(OperationEvent::Kind::Info,
                tr("the server made the call a task; following it as tasks-ext (asked for %1)")
                    .arg(Dialects::toString(asked)));
            if (tasks->adopt(op, result))
                return;
        }
    }
    if (!resultType.isEmpty() && resultType != QLatin1String("complete")) {
        op->setError(JsonRpcError::localError(ErrorCode::InvalidRequest,
            tr("the server answered with resultType \"%1\", which is not a complete answer").arg(resultType)));
        return;
    }
    if (!error.isNull() && !error.local && error.code == ErrorCode::MethodNotFound) {
        // A forced dialect the server does not speak: say which declaration is missing, keep its code and words.
        McpSession *session = sessionFor(op);
        const QString missing =
            session ? Dialects::missingDeclaration(op->dialect(), session->serverCapabilities()) : QString();
        if (!missing.isEmpty()) {
            JsonRpcError explained = error;
            explained.message = tr("%1 → %2 %3").arg(missing).arg(error.code).arg(error.message);
            op->setError(explained);
            return;
        }
    }
    if (!error.isNull()) {
        const bool cancelled = error.local && error.code == ErrorCode::RequestCancelled;
        op->setError(error, cancelled ? OperationStatus::Cancelled : OperationStatus::Failed);
        return;
    }
    // The early tools chapter's form {toolResult: …} is kept as it is and shown as the result.
    op->setResult(result);
}

void DialectAdapter::relabelPlain(Operation *op, const QString &why)
{
    if (op->dialect() == Dialect::Sync)
        return;
    op->addEvent(OperationEvent::Kind::Info,
        tr("%1; shown as a plain call (asked for %2)").arg(why, Dialects::toString(op->dialect())));
    op->setDialect(Dialect::Sync);
}

void DialectAdapter::setDeadline(
    Operation *op, const QDateTime &base, const QJsonValue &duration, double unitMs, const QString &kind)
{
    if (duration.isNull()) {
        op->setExpiry(QDateTime(), QString()); // unlimited
        return;
    }
    const double ms = duration.toDouble(-1) * unitMs;
    // Ten years: anything beyond is a server's mistake, not a deadline a person can wait for.
    constexpr double kSaneMs = 10.0 * 365 * 24 * 3600 * 1000;
    if (!duration.isDouble() || !std::isfinite(ms) || ms <= 0 || ms > kSaneMs || !base.isValid()) {
        const QString shown = duration.isString()
            ? duration.toString()
            : QString::fromUtf8(QJsonDocument(QJsonArray {duration}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
        if (op->expiresAt().isValid() || op->expiryKind() != kind)
            op->addEvent(OperationEvent::Kind::Info,
                tr("the server gave an invalid %1 (%2): the deadline is unknown").arg(kind, shown));
        op->setExpiry(QDateTime(), QString());
        return;
    }
    op->setExpiry(base.addMSecs(qint64(ms)), kind);
}

void DialectAdapter::markGone(Operation *op, const JsonRpcError &error)
{
    if (op->isTerminal())
        return;
    static const QRegularExpression saysExpired(
        QStringLiteral("\\bexpired\\b"), QRegularExpression::CaseInsensitiveOption);
    const QDateTime deadline = op->expiresAt();
    if ((deadline.isValid() && deadline <= QDateTime::currentDateTimeUtc())
        || saysExpired.match(error.message).hasMatch()) {
        op->setError(error, OperationStatus::Expired);
        return;
    }
    op->setError(error, OperationStatus::NotFound);
}

bool DialectAdapter::isStringOrNumberToken(const QJsonValue &value)
{
    return (value.isString() && !value.toString().isEmpty()) || value.isDouble();
}

QJsonValue DialectAdapter::joinToken(Operation *op, const QString &missing)
{
    static const QString kToken = QStringLiteral("token");
    const QJsonValue token = op->handle().value(kToken);
    if (!isStringOrNumberToken(token)) {
        op->setError(JsonRpcError::localError(ErrorCode::InvalidParams, missing));
        return QJsonValue(QJsonValue::Undefined);
    }
    setStateValue(op, kToken, token);
    return token;
}

bool DialectAdapter::isLostLink(const JsonRpcError &error)
{
    return error.local && (error.code == ErrorCode::ConnectionClosed || error.code == ErrorCode::TransportError);
}

QString DialectAdapter::contentText(const QJsonArray &content)
{
    QStringList texts;
    for (const QJsonValue &item : content) {
        const QString text = item.toObject().value(QStringLiteral("text")).toString();
        if (!text.isEmpty())
            texts << text;
    }
    return texts.join(QLatin1Char('\n'));
}

void DialectAdapter::setStateValue(Operation *op, const QString &key, const QJsonValue &value)
{
    QJsonObject state = op->adapterState();
    if (state.contains(key) && state.value(key) == value)
        return;
    state.insert(key, value);
    op->setAdapterState(state);
}

QDateTime DialectAdapter::parseServerTime(const QJsonValue &value)
{
    const QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return time.isValid() ? time : QDateTime::fromString(value.toString(), Qt::ISODate);
}

bool DialectAdapter::statusQueryFailed(Operation *op, const QString &method, const JsonRpcError &error)
{
    if (!error.local && error.code == ErrorCode::InvalidParams) {
        markGone(op, error); // -32602: unknown to the server, or past its lifetime
        return false;
    }
    if (error.local && error.code == ErrorCode::ConnectionClosed) {
        op->addEvent(OperationEvent::Kind::Error, tr("%1 failed: %2").arg(method, error.toString()));
        return false; // the manager marks it disconnected and resumes it
    }
    if (error.local) {
        if (op->status() != OperationStatus::Disconnected) {
            op->addEvent(OperationEvent::Kind::Connection, tr("%1 failed: %2").arg(method, error.toString()));
            op->setStatus(OperationStatus::Disconnected, QString(), error.message);
        }
    } else {
        op->addEvent(OperationEvent::Kind::Error, tr("%1 failed: %2").arg(method, error.toString()));
    }
    return true;
}

void DialectAdapter::onAnswer(Operation *op, PendingRequest *request, InFlight *inFlight,
    std::function<void(const QJsonObject &)> onResult, std::function<void(const JsonRpcError &)> onError)
{
    if (inFlight)
        inFlight->insert(op->id(), request);
    connect(request, &PendingRequest::finished, op,
        [op, request, inFlight, onResult = std::move(onResult), onError = std::move(onError)] {
            if (inFlight && inFlight->value(op->id()) == request)
                inFlight->remove(op->id());
            if (op->isTerminal())
                return;
            if (request->hasError())
                onError(request->error());
            else
                onResult(request->result());
        });
}

namespace {
// What a person sees of an operation: a poll's answer that leaves all of it as it was brought nothing new.
struct Seen
{
    explicit Seen(const Operation *op)
        : status(op->status())
        , word(op->serverStatus())
        , message(op->statusMessage())
        , progress(op->progressHistory().size())
        , progressAt(op->lastProgress().timeMs)
        , outcome(op->hasResult() || !op->error().isNull())
        , expires(op->expiresAt())
        , handle(op->handle())
    {
    }
    bool operator==(const Seen &other) const
    {
        return status == other.status && word == other.word && message == other.message && progress == other.progress
            && progressAt == other.progressAt && outcome == other.outcome && expires == other.expires
            && handle == other.handle;
    }
    OperationStatus status;
    QString word;
    QString message;
    qsizetype progress;
    qint64 progressAt;
    bool outcome;
    QDateTime expires;
    QJsonObject handle;
};

// The server said the operation ended, whether or not the client has fetched its outcome yet.
bool endedOnServer(const Operation *op)
{
    return op->isTerminal() || Statuses::isTerminal(Statuses::fromServerWord(op->serverStatus()));
}
} // namespace

qint64 DialectAdapter::askedPollIntervalMs(const Operation *op)
{
    const QJsonValue asked = op->adapterState().value(QStringLiteral("askedPollIntervalMs"));
    return asked.isDouble() ? qint64(asked.toDouble()) : -1;
}

void DialectAdapter::noteAskedPollInterval(QJsonObject &state, const QJsonValue &value, double unitMs)
{
    const double ms = value.toDouble(-1) * unitMs;
    // A figure, not a schedule: anything that is not a sane duration is no interval at all.
    if (value.isDouble() && ms >= 0 && ms < 1e12)
        state.insert(QStringLiteral("askedPollIntervalMs"), qint64(ms));
    else
        state.remove(QStringLiteral("askedPollIntervalMs"));
}

PendingRequest *DialectAdapter::sendPoll(Operation *op, McpSession *session, const QString &method,
    const QJsonObject &params, InFlight *inFlight, std::function<void(const QJsonObject &)> onResult,
    std::function<void(const JsonRpcError &)> onError)
{
    PendingRequest *request = session->request(method, params);
    const qint64 asked = askedPollIntervalMs(op);
    const qint64 bytes = PollStats::requestBytes(request);
    op->updatePollStats(
        [bytes, asked](PollStats &stats) { stats.noteSent(QDateTime::currentMSecsSinceEpoch(), bytes, asked); });
    onAnswer(
        op, request, inFlight,
        [op, request, onResult = std::move(onResult)](const QJsonObject &result) {
            const Seen before(op);
            const bool endedBefore = endedOnServer(op);
            onResult(result);
            const bool news = !(Seen(op) == before);
            const bool endedNow = !endedBefore && endedOnServer(op);
            const qint64 answerBytes = PollStats::answerBytes(request);
            const QDateTime serverEnd =
                endedNow ? parseServerTime(result.value(QStringLiteral("lastUpdatedAt"))) : QDateTime();
            op->updatePollStats([=](PollStats &stats) {
                const qint64 now = QDateTime::currentMSecsSinceEpoch();
                if (endedNow)
                    stats.noteCompletion(now, serverEnd);
                stats.noteAnswer(now, answerBytes, news);
            });
        },
        [op, request, onError = std::move(onError)](const JsonRpcError &error) {
            const qint64 answerBytes = PollStats::answerBytes(request);
            op->updatePollStats([answerBytes](PollStats &stats) {
                stats.noteFailure(QDateTime::currentMSecsSinceEpoch(), answerBytes);
            });
            onError(error);
        });
    return request;
}

bool DialectAdapter::setHandleText(Operation *op, const QString &text)
{
    Q_UNUSED(op)
    Q_UNUSED(text)
    return false;
}

void DialectAdapter::resumeNow(Operation *op)
{
    Q_UNUSED(op)
}

} // namespace Mcp

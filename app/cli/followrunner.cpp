// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "followrunner.h"

#include <cstdio>
#include <utility>

#include <QDateTime>
#include <QStringList>

#include "clihandler.h"
#include "clioutput.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "operations/silencewatch.h"
#include "protocol/jsonrpc.h"

using namespace Mcp;

FollowRunner::FollowRunner(const CliOptions &options, QObject *parent)
    : CliRunner(options, parent)
{
    connect(m_handler, &CliRequestHandler::waitingForPerson, this, &FollowRunner::onWaitingForPerson);
    m_idleTimer.setSingleShot(true);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] {
        // An operation this command started is cancelled; one it only joined belongs to someone else.
        giveUp(ErrorCode::RequestTimeout,
            tr("timed out: no news of the operation for %1 s").arg(m_options.timeoutSeconds), ownsOperation());
    });
}

void FollowRunner::launch(const QString &tool, const QJsonObject &arguments, std::optional<Dialect> dialect)
{
    LaunchOptions options;
    options.server = m_config.name;
    options.tool = tool;
    options.arguments = arguments;
    options.dialect = dialect;
    options.ttlMs = m_options.ttlMs;
    options.keepAliveSeconds = m_options.keepAliveSeconds;
    // A forced dialect that the server or the tool rules out is refused before anything is sent, unless the
    // person insists (--force): then the server's own answer is what they want to see.
    const QString refusal = m_manager->checkLaunch(options);
    const QString as = dialect ? Dialects::toString(*dialect) : QString();
    if (!refusal.isEmpty() && !m_options.force) {
        CliOutput::printError(tr("cannot call %1 as %2: %3 (--force sends it anyway)").arg(tool, as, refusal));
        finish(Usage);
        return;
    }
    if (!refusal.isEmpty()) {
        CliOutput::printError(tr("calling %1 as %2 although %3 (--force)").arg(tool, as, refusal));
        options.force = true;
    }
    follow(m_manager->launch(options));
}

Operation *FollowRunner::followHandle()
{
    QString error;
    Operation *op = m_manager->join(m_config.name, *m_options.via, m_options.commandArguments.constFirst(), &error);
    if (!op) {
        CliOutput::printError(error);
        finish(Usage);
        return nullptr;
    }
    follow(op);
    return op;
}

QJsonObject FollowRunner::summary(const Operation *op)
{
    QJsonObject json {{QStringLiteral("id"), op->id()}, {QStringLiteral("server"), op->serverName()},
        {QStringLiteral("tool"), op->tool()}, {QStringLiteral("dialect"), Dialects::toString(op->dialect())},
        {QStringLiteral("handle"), op->handle()}, {QStringLiteral("status"), Statuses::toString(op->status())}};
    if (!op->serverStatus().isEmpty())
        json.insert(QStringLiteral("serverStatus"), op->serverStatus());
    if (op->expiresAt().isValid()) {
        json.insert(QStringLiteral("expiresAt"), op->expiresAt().toUTC().toString(Qt::ISODateWithMs));
        json.insert(QStringLiteral("expiryKind"), op->expiryKind());
    }
    // What polling cost so far (docs/guide.md, Poll figures): for a script to watch its server's polling.
    if (!op->pollStats().isEmpty())
        json.insert(QStringLiteral("polls"), op->pollStats().toJson());
    return json;
}

QJsonObject FollowRunner::statusFields(const Operation *op)
{
    QJsonObject fields {{QStringLiteral("status"), Statuses::toString(op->status())}};
    if (!op->serverStatus().isEmpty())
        fields.insert(QStringLiteral("serverStatus"), op->serverStatus());
    if (!op->statusMessage().isEmpty())
        fields.insert(QStringLiteral("message"), op->statusMessage());
    return fields;
}

void FollowRunner::follow(Operation *op)
{
    m_op = op;
    m_lastStatus = Statuses::toString(op->status());
    m_lastMessage = op->statusMessage();
    noteNews(op);
    connect(op, &Operation::changed, this, [this, op] { onOperationChanged(op); });
    connect(op, &Operation::progressAdded, this, [this, op] { printProgress(op); });
    // The silence watchdog (--silence): working, and nothing new for longer than its threshold; then alive again.
    m_manager->silenceWatch()->setThresholdMs(m_options.silenceMs);
    connect(op, &Operation::silenceChanged, this, [this, op](bool silent) {
        if (isEnding())
            return;
        QJsonObject fields {{QStringLiteral("message"), op->events().constLast().text}};
        if (silent)
            fields.insert(QStringLiteral("since"),
                QDateTime::fromMSecsSinceEpoch(op->lastSignOfLifeMs(), Qt::UTC).toString(Qt::ISODateWithMs));
        emitEvent(silent ? QStringLiteral("silent") : QStringLiteral("alive"), fields);
    });
    connect(op, &Operation::logAdded, this, [this, op] {
        // A log message of the server tied to this operation (its related task, its progress token).
        const OperationEvent &log = op->events().constLast();
        QJsonObject fields {{QStringLiteral("level"), log.level}, {QStringLiteral("message"), log.text}};
        if (!log.logger.isEmpty())
            fields.insert(QStringLiteral("logger"), log.logger);
        emitEvent(QStringLiteral("log"), fields);
    });
    // Queued: the answer that ended it is still being handled (its poll figures are counted once it has been
    // applied), and the last line must carry all of it.
    const QPointer<Operation> guard(op);
    connect(
        op, &Operation::finished, this,
        [this, guard] {
            if (guard)
                onOperationFinished(guard);
        },
        Qt::QueuedConnection);
    touchIdleTimer();
    onOperationChanged(op);
    if (op->isTerminal())
        QTimer::singleShot(0, this, [this, op] { onOperationFinished(op); });
}

void FollowRunner::printProgress(Operation *op)
{
    const QList<ProgressSample> &history = op->progressHistory();
    // Samples are thinned when the history is full: print what is new since the last event.
    const int fresh = qMin(int(history.size()), qMax(1, int(history.size()) - m_progressSeen));
    m_progressSeen = int(history.size());
    for (int i = int(history.size()) - fresh; i < history.size(); ++i) {
        const ProgressSample &sample = history.at(i);
        QJsonObject fields {{QStringLiteral("progress"), sample.progress}};
        if (sample.hasTotal())
            fields.insert(QStringLiteral("total"), sample.total);
        if (!sample.message.isEmpty())
            fields.insert(QStringLiteral("message"), sample.message);
        if (!sample.resourceUri.isEmpty())
            fields.insert(QStringLiteral("resourceUri"), sample.resourceUri);
        emitEvent(QStringLiteral("progress"), fields);
    }
    touchIdleTimer();
}

void FollowRunner::onInputAnswered(
    const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note)
{
    CliRunner::onInputAnswered(method, params, answer, note);
    touchIdleTimer(); // a prompt from the server is news of the operation
}

void FollowRunner::onWaitingForPerson(bool waiting)
{
    m_waitingForPerson = waiting;
    if (waiting) {
        // The person reads the URL now: it must be on stdout, after "started", before anyone waits.
        if (!m_announced && m_op)
            announce(m_op);
        m_idleTimer.stop();
    } else {
        touchIdleTimer();
    }
}

bool FollowRunner::noteNews(const Operation *op)
{
    // --timeout counts news of the operation, the same way in every dialect: its status, the server's word for
    // it, its status message, its handle, its outcome. An answer to a poll that repeats the last one is none.
    const QString news = QStringList {Statuses::toString(op->status()), op->serverStatus(), op->statusMessage(),
        op->handleText(), QString::number(int(op->hasResult())), op->error().message}
                             .join(QLatin1Char('\n'));
    if (news == m_news)
        return false;
    m_news = news;
    return true;
}

void FollowRunner::touchIdleTimer()
{
    // Waiting for a person is no silence of the server's.
    if (m_options.timeoutSeconds > 0 && !m_waitingForPerson)
        m_idleTimer.start(m_options.timeoutSeconds * 1000);
}

bool FollowRunner::holdsEvents() const
{
    return !m_announced && announcesStart();
}

void FollowRunner::announce(Operation *op)
{
    // "started" is the first event line, always: what came before it (progress that overtook the handle, a
    // prompt) was held back and follows it now, in order.
    m_announced = true;
    // Without a handle yet (the call ends before one is known), it says how the operation stood when the
    // first held event came, not the final status that follows anyway.
    const QJsonObject operation = op->handle().isEmpty() && !m_heldSummary.isEmpty() ? m_heldSummary : summary(op);
    if (announcesStart())
        emitEvent(QStringLiteral("started"), {{QStringLiteral("operation"), operation}});
    for (const QByteArray &line : std::exchange(m_held, {}))
        CliOutput::writeLine(line);
}

void FollowRunner::onOperationChanged(Operation *op)
{
    if (noteNews(op))
        touchIdleTimer();
    if (!m_announced && !op->handle().isEmpty()) {
        announce(op);
        if (m_options.detach && !op->isTerminal()) {
            m_manager->save();
            finish(Success);
            return;
        }
        onAnnounced(op);
    }
    printChange(op);
}

void FollowRunner::onAnnounced(Operation *)
{
}

void FollowRunner::printChange(Operation *op)
{
    const QString status = Statuses::toString(op->status());
    if (status == m_lastStatus) {
        // The same status with another message is news too (a task's statusMessage while it stays working); the
        // same answer to another poll is not.
        if (op->statusMessage() == m_lastMessage || op->isTerminal() || op->status() == OperationStatus::Disconnected)
            return;
        // Printed once the adapter is done with this answer: an answer that also ends the operation (the server's
        // last words with its result) shows as the end, not as one more working line. Newer words mean the due
        // line was not the last: it is printed now, so a burst of messages read at once loses none.
        if (!m_dueLine.isEmpty())
            emitEvent(QStringLiteral("status"), std::exchange(m_dueLine, {}));
        m_lastMessage = op->statusMessage();
        m_dueLine = statusFields(op);
        QTimer::singleShot(0, this, [this, guard = QPointer<Operation>(op)] { printStatusMessage(guard); });
        return;
    }
    // Words due under the old status came before this change; an end makes them the last words of the answer.
    if (const QJsonObject due = std::exchange(m_dueLine, {}); !due.isEmpty() && !op->isTerminal())
        emitEvent(QStringLiteral("status"), due);
    const QString previous = std::exchange(m_lastStatus, status);
    m_lastMessage = op->statusMessage();
    if (op->status() == OperationStatus::Disconnected) {
        emitEvent(QStringLiteral("disconnected"), {{QStringLiteral("operation"), summary(op)}});
        if (!m_givingUp.isEmpty()) {
            // Cancelling, and the link is gone: waiting for it to come back would follow the operation on.
            endUnconfirmed(tr("%1; the connection was lost before the server confirmed the cancellation, so the "
                              "operation may still be running")
                               .arg(m_givingUp));
        }
        return;
    }
    if (previous == QLatin1String("disconnected"))
        emitEvent(QStringLiteral("resumed"), {{QStringLiteral("operation"), summary(op)}});
    if (!op->isTerminal())
        emitEvent(QStringLiteral("status"), statusFields(op));
}

void FollowRunner::printStatusMessage(Operation *op)
{
    const QJsonObject line = std::exchange(m_dueLine, {});
    if (line.isEmpty() || isEnding() || !op || op != m_op || op->isTerminal()
        || Statuses::toString(op->status()) != m_lastStatus)
        return;
    emitEvent(QStringLiteral("status"), line);
}

void FollowRunner::onOperationFinished(Operation *op)
{
    if (isEnding() || !m_op || exitCode() != Success || (m_options.detach && m_announced))
        return;
    m_idleTimer.stop();
    if (!m_announced)
        announce(op); // it ended before a handle was known: still "started" first
    printEnd(op);
}

void FollowRunner::printEnd(Operation *op)
{
    if (op->hasResult()) {
        emitEvent(QStringLiteral("result"),
            {{QStringLiteral("operation"), summary(op)}, {QStringLiteral("result"), op->result()}});
        finish(op->result().value(QStringLiteral("isError")).toBool() ? ToolError : Success);
        return;
    }
    const bool cancelled = op->status() == OperationStatus::Cancelled || op->status() == OperationStatus::Expired
        || op->status() == OperationStatus::NotFound || !m_givingUp.isEmpty();
    JsonRpcError error = op->error();
    if (error.isNull())
        error = JsonRpcError::localError(ErrorCode::RequestCancelled, Statuses::toString(op->status()));
    if (!m_givingUp.isEmpty()) {
        // The end the command asked for (--timeout, Ctrl-C): say why first, then how the operation ended.
        error = JsonRpcError::localError(m_giveUpCode,
            tr("%1; the operation ended %2 (%3)")
                .arg(m_givingUp, Statuses::toString(op->status()),
                    error.message.isEmpty() ? error.toString() : error.message));
    }
    emitEvent(QStringLiteral("error"),
        {{QStringLiteral("operation"), summary(op)}, {QStringLiteral("error"), error.toJson()}});
    finish(failureCode(op, cancelled, error));
}

int FollowRunner::failureCode(const Operation *, bool cancelled, const JsonRpcError &error) const
{
    return cancelled || error.code == ErrorCode::RequestTimeout ? CancelledOrExpired : ConnectionError;
}

void FollowRunner::interrupt()
{
    // status and cancel have nothing of their own to cancel: they end at once.
    if (m_interrupted || !followsToTheEnd() || !m_op || !m_manager || m_op->isTerminal()) {
        finish(CancelledOrExpired);
        return;
    }
    m_interrupted = true;
    std::fprintf(stderr, "mcp-async: interrupted; cancelling (press Ctrl-C again to quit at once)\n");
    giveUp(ErrorCode::RequestCancelled, tr("interrupted"), true);
}

void FollowRunner::giveUp(int code, const QString &reason, bool cancel)
{
    m_idleTimer.stop();
    if (isEnding() || !m_givingUp.isEmpty())
        return;
    m_givingUp = reason;
    m_giveUpCode = code;
    if (!m_op || !m_manager || m_op->isTerminal()) {
        emitEvent(
            QStringLiteral("error"), {{QStringLiteral("error"), JsonRpcError::localError(code, reason).toJson()}});
        finish(CancelledOrExpired);
        return;
    }
    if (!cancel) {
        endUnconfirmed(tr("%1; left it running (this command joined it, it did not start it)").arg(reason));
        return;
    }
    if (m_op->status() == OperationStatus::Disconnected) {
        // Nothing can reach the server now, and waiting for the link would follow the operation on.
        endUnconfirmed(
            tr("%1; not connected, so the server could not be told: the operation may still be running").arg(reason));
        return;
    }
    CliOutput::printError(tr("%1; cancelling the operation").arg(reason));
    m_manager->cancel(m_op); // the dialect's cancel; it may end the operation at once
    // A server that never confirms (or dies meanwhile) must not keep us here.
    QTimer::singleShot(CliOptions::CancelGraceMs, this, [this] {
        if (!isEnding() && m_op && !m_op->isTerminal())
            endUnconfirmed(tr("%1; the server did not confirm the cancellation within %2 s, so the operation may "
                              "still be running")
                               .arg(m_givingUp)
                               .arg(CliOptions::CancelGraceMs / 1000));
    });
}

QString FollowRunner::rejoinHint(const Operation *op) const
{
    if (!Dialects::descriptor(op->dialect()).isJoinable())
        return tr(" (a %1 operation cannot be joined again)").arg(Dialects::toString(op->dialect()));
    if (op->handleText().isEmpty())
        return tr(" (the server gave no handle yet, so it cannot be joined again)");
    return tr("; join it again with: mcp-async … join '%1' --via %2")
        .arg(op->handleText(), Dialects::toString(op->dialect()));
}

void FollowRunner::endUnconfirmed(const QString &reason)
{
    if (isEnding())
        return;
    const QString message = reason + (m_op ? rejoinHint(m_op) : QString());
    QJsonObject fields {{QStringLiteral("error"), JsonRpcError::localError(m_giveUpCode, message).toJson()}};
    if (m_op)
        fields.insert(QStringLiteral("operation"), summary(m_op));
    emitEvent(QStringLiteral("error"), fields);
    CliOutput::printError(message);
    finish(CancelledOrExpired); // kept in the store, so that it can be joined again
}

void FollowRunner::emitEvent(const QString &event, const QJsonObject &fields)
{
    if (isEnding())
        return;
    if (event != QLatin1String("started") && holdsEvents()) {
        if (m_held.isEmpty() && m_op)
            m_heldSummary = summary(m_op);
        QJsonObject line = fields;
        line.insert(QStringLiteral("event"), event);
        m_held << CliOutput::compact(line);
        return;
    }
    CliRunner::emitEvent(event, fields);
}

void FollowRunner::ending()
{
    // Nothing held back is lost: "started" (when there is an operation) and then the rest.
    if (!m_announced && m_op)
        announce(m_op);
    for (const QByteArray &line : std::exchange(m_held, {}))
        CliOutput::writeLine(line);
    if (m_op)
        m_op->disconnect(this);
    m_idleTimer.stop();
}

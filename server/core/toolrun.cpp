// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "toolrun.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QPointer>
#include <QTimer>

#include "protocol/mcpprotocol.h"
#include "timescale.h"

namespace DemoServer {

std::optional<InputAnswer> InputAnswer::unsupportedBy(const QJsonObject &clientCapabilities, const QString &method)
{
    const QString capability = Mcp::clientCapabilityFor(method);
    if (capability.isEmpty() || clientCapabilities.contains(capability))
        return std::nullopt;
    return fromError(Mcp::ErrorCode::MissingRequiredClientCapability,
        QCoreApplication::translate("DemoServer::InputAnswer", "the client does not support %1 (no \"%2\" capability)")
            .arg(method, capability));
}

ToolRun::ToolRun(const QString &toolName, const QJsonObject &arguments, QObject *parent)
    : QObject(parent)
    , m_toolName(toolName)
    , m_arguments(arguments)
{
}

ToolRun::~ToolRun() = default;

ToolRun *ToolRun::create(
    const QString &toolName, const QJsonObject &arguments, Script begin, InputHandler onInput, QObject *parent)
{
    auto *run = new ToolRun(toolName, arguments, parent);
    run->m_script = std::move(begin);
    run->m_inputHandler = std::move(onInput);
    return run;
}

void ToolRun::start()
{
    if (m_state != State::Created)
        return;
    m_state = State::Running;
    begin();
}

void ToolRun::begin()
{
    if (m_script)
        m_script(*this);
}

void ToolRun::inputArrived(const QString &key, const InputAnswer &answer)
{
    if (m_inputHandler)
        m_inputHandler(*this, key, answer);
}

void ToolRun::cancel(const QString &reason)
{
    if (isFinished())
        return;
    m_cancelReason = reason;
    end(State::Cancelled);
}

void ToolRun::answerInput(const QString &key, const InputAnswer &answer)
{
    if (!isRunning() || !m_openInputs.contains(key))
        return;
    m_openInputs.remove(key);
    if (answer.isOk())
        m_knownAnswers.insert(key, answer.result);
    inputArrived(key, answer);
}

void ToolRun::reportProgress(double progress, double total, const QString &message)
{
    // 2025-11-25 basic/utilities/progress: "The progress value MUST increase with each notification".
    if (!isRunning() || progress <= m_lastProgress)
        return;
    m_lastProgress = progress;
    if (!message.isEmpty())
        m_lastProgressMessage = message;
    emit progressed(progress, total, message);
}

void ToolRun::log(const QString &level, const QJsonValue &data)
{
    if (isRunning())
        emit logged(level, data);
}

void ToolRun::askInput(const QString &key, const QString &method, const QJsonObject &params)
{
    if (!isRunning())
        return;
    m_openInputs.insert(key, QJsonObject {{QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
    if (m_knownAnswers.contains(key)) {
        // Answered in an earlier round: hand it over from the event loop, never from inside the caller.
        const InputAnswer answer = InputAnswer::fromResult(m_knownAnswers.value(key).toObject());
        QTimer::singleShot(0, this, [this, key, answer] { answerInput(key, answer); });
        return;
    }
    emit inputRequested(key, method, params);
}

void ToolRun::breakStream()
{
    if (isRunning())
        emit streamBreakRequested();
}

void ToolRun::after(int ms, std::function<void()> step)
{
    if (!isRunning())
        return;
    // The one place where the demo tools wait: --time-scale applies here.
    QTimer::singleShot(TimeScale::timerMs(ms), this, [this, step = std::move(step)] {
        if (isRunning())
            step();
    });
}

void ToolRun::every(int ms, std::function<bool(int tick)> step)
{
    tickEvery(ms, std::make_shared<std::function<bool(int)>>(std::move(step)), 1);
}

void ToolRun::tickEvery(int ms, const std::shared_ptr<std::function<bool(int)>> &step, int tick)
{
    after(ms, [this, ms, step, tick] {
        if ((*step)(tick))
            tickEvery(ms, step, tick + 1);
    });
}

void ToolRun::complete(const QJsonObject &callToolResult)
{
    if (!isRunning())
        return;
    m_result = callToolResult;
    end(State::Completed);
}

void ToolRun::completeText(const QString &text, bool isError)
{
    QJsonObject result {{QStringLiteral("content"),
        QJsonArray {QJsonObject {{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}}}}};
    if (isError)
        result.insert(QStringLiteral("isError"), true);
    complete(result);
}

void ToolRun::fail(int code, const QString &message, const QJsonValue &data)
{
    if (!isRunning())
        return;
    m_error = Mcp::JsonRpcError {code, message, data, false};
    end(State::Failed);
}

void ToolRun::end(State state)
{
    m_state = state;
    m_openInputs.clear();
    emit finished();
}

} // namespace DemoServer

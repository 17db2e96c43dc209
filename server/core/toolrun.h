// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QString>

#include "protocol/jsonrpc.h"

namespace DemoServer {

/*! The client's answer to an input request: a result (ElicitResult, CreateMessageResult…) or an error. */
struct InputAnswer
{
    QJsonObject result;
    Mcp::JsonRpcError error;

    bool isOk() const { return error.isNull(); }
    static InputAnswer fromResult(const QJsonObject &result) { return InputAnswer {result, {}}; }
    static InputAnswer fromError(int code, const QString &message)
    {
        return InputAnswer {{}, Mcp::JsonRpcError {code, message, {}, false}};
    }
    /*!
     * The MissingRequiredClientCapability answer to an input request of \a method when \a clientCapabilities lack the
     * capability it needs, or nullopt when the client may be asked. MRTR "Server Requirements": "Servers MUST NOT
     * send an inputRequests that the client has not declared support for"; the same holds for requests in the legacy
     * era. The tool decides what the refusal means for it.
     */
    static std::optional<InputAnswer> unsupportedBy(const QJsonObject &clientCapabilities, const QString &method);
};

/*!
 * One execution of a tool, driven by timers on the main thread. The tool implementation calls the "tool
 * side" functions; whoever runs it (a binding to a `tools/call` request today; an async-call token, an
 * operation, a task later) listens to the signals and calls the "controller side" ones.
 *
 * A run knows nothing about requests, streams or protocol eras: it can be detached from the request that
 * started it and attached to something else, or outlive it. Input from the client (elicitation, sampling)
 * is asked for by key and answered by key, so the same run works with server-to-client requests, with MRTR
 * rounds (answers known up front, state carried by the client) and with task inboxes.
 */
class ToolRun : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolRun)
public:
    enum class State
    {
        Created,
        Running,
        Completed,
        Failed,
        Cancelled
    };
    Q_ENUM(State)

    using Script = std::function<void(ToolRun &run)>;
    using InputHandler = std::function<void(ToolRun &run, const QString &key, const InputAnswer &answer)>;

    ToolRun(const QString &toolName, const QJsonObject &arguments, QObject *parent = nullptr);
    ~ToolRun() override;

    /*! A run whose behaviour is given by functions: \a begin at start, \a onInput for each answer. */
    static ToolRun *create(const QString &toolName, const QJsonObject &arguments, Script begin,
        InputHandler onInput = {}, QObject *parent = nullptr);

    QString toolName() const { return m_toolName; }
    QJsonObject arguments() const { return m_arguments; }
    State state() const { return m_state; }
    bool isRunning() const { return m_state == State::Running; }
    bool isFinished() const { return m_state != State::Created && m_state != State::Running; }
    /*! The CallToolResult, once Completed (tool errors are Completed with `isError: true`). */
    QJsonObject result() const { return m_result; }
    /*! The JSON-RPC error, once Failed. */
    Mcp::JsonRpcError error() const { return m_error; }
    QString cancelReason() const { return m_cancelReason; }
    /*! The last progress reported (-1 before any). */
    double lastProgress() const { return m_lastProgress; }
    /*! The message of the last progress that had one. */
    QString lastProgressMessage() const { return m_lastProgressMessage; }

    // --- controller side -------------------------------------------------------------------------------------
    void start();
    /*! Stops the run; finished() follows. Does nothing once it has finished. */
    void cancel(const QString &reason);
    /*! Answers the open input request \a key; unknown or already answered keys are ignored. */
    void answerInput(const QString &key, const InputAnswer &answer);
    /*! Input requests asked and not answered yet: key → {method, params}. */
    QHash<QString, QJsonObject> openInputs() const { return m_openInputs; }
    /*!
     * Answers known before the run starts (MRTR retries, saga resumes): askInput() for these keys is answered
     * from the event loop without anyone being asked. Keys map to result objects.
     */
    void setKnownAnswers(const QJsonObject &answers) { m_knownAnswers = answers; }
    /*! Every successful answer so far, known up front or received: key → result. */
    QJsonObject knownAnswers() const { return m_knownAnswers; }
    /*! State saved by an earlier run of the same call (MRTR `requestState`), see saveState(). */
    void setRestoredState(const QJsonObject &state) { m_restoredState = state; }
    /*!
     * Progress already reported for this call by an earlier run (before a server restart): reports up to it are
     * dropped, so that the progress a client sees under one token only ever grows.
     */
    void setProgressFloor(double progress) { m_lastProgress = qMax(m_lastProgress, progress); }

    // --- tool side -------------------------------------------------------------------------------------------
    /*! Reports progress; \a total < 0 means indeterminate. Values must grow; smaller ones are dropped. */
    void reportProgress(double progress, double total = -1, const QString &message = QString());
    /*! A log message for the client (`notifications/message`), filtered by the log level of whoever listens. */
    void log(const QString &level, const QJsonValue &data);
    /*!
     * Asks the client for input (`elicitation/create`, `sampling/createMessage`, `roots/list`). The answer comes
     * through the input handler (or inputArrived()) with the same \a key, which must be unique within the run.
     */
    void askInput(const QString &key, const QString &method, const QJsonObject &params);
    bool hasKnownAnswer(const QString &key) const { return m_knownAnswers.contains(key); }
    /*! Keeps \a state for a later run of the same call (carried in the MRTR `requestState`). */
    void saveState(const QJsonObject &state) { m_savedState = state; }
    QJsonObject savedState() const { return m_savedState; }
    QJsonObject restoredState() const { return m_restoredState; }
    /*!
     * Asks whoever carries the run to cut the connection of its stream now, as a network failure would, so
     * that the client must resume it (SEP-1699 polling). Only streams that can be resumed are affected.
     */
    void breakStream();
    /*! Calls \a step after \a ms (scaled by --time-scale), unless the run has ended by then. */
    void after(int ms, std::function<void()> step);
    /*!
     * Calls \a step with 1, 2, 3… every \a ms (scaled, as after()), for as long as it returns true and the run has
     * not ended: the rhythm of a tool that works in steps.
     */
    void every(int ms, std::function<bool(int tick)> step);
    void complete(const QJsonObject &callToolResult);
    void completeText(const QString &text, bool isError = false);
    /*! Ends with a JSON-RPC error (a protocol failure; tool failures are complete() with isError). */
    void fail(int code, const QString &message, const QJsonValue &data = QJsonValue());

signals:
    void progressed(double progress, double total, const QString &message);
    void logged(const QString &level, const QJsonValue &data);
    void inputRequested(const QString &key, const QString &method, const QJsonObject &params);
    void streamBreakRequested();
    /*! Completed, failed or cancelled: see state(). Emitted once. */
    void finished();

protected:
    /*! Starts the work; the default runs the Script given to create(). */
    virtual void begin();
    /*! An answer to askInput(); the default calls the InputHandler given to create(). */
    virtual void inputArrived(const QString &key, const InputAnswer &answer);

private:
    void tickEvery(int ms, const std::shared_ptr<std::function<bool(int)>> &step, int tick);
    void end(State state);

    QString m_toolName;
    QJsonObject m_arguments;
    State m_state = State::Created;
    Script m_script;
    InputHandler m_inputHandler;
    QHash<QString, QJsonObject> m_openInputs;
    QJsonObject m_knownAnswers;
    QJsonObject m_savedState;
    QJsonObject m_restoredState;
    double m_lastProgress = -1;
    QString m_lastProgressMessage;
    QJsonObject m_result;
    Mcp::JsonRpcError m_error;
    QString m_cancelReason;
};

} // namespace DemoServer

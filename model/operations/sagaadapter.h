// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QPointer>

#include "operations/dialectadapter.h"

namespace Mcp {

class PendingRequest;

/*!
 * `saga` (the saga proposal): `tools/callSaga {name, arguments}` answers either a final CallToolResult or
 * `{state: "suspended", sagaToken, steps: [{type, stepId, params}]}`. Each step becomes a prompt for a person
 * (elicitation form, sampling reply); once every step of the round is answered or refused, the adapter sends
 * `tools/resumeSaga {sagaToken, completedSteps}` listing all steps completed so far in the saga, and repeats
 * until a CallToolResult.
 *
 * The server keeps no state: the client does. The token, the round's steps and every completed step live in
 * the adapter state (saved with the operation), and the handle is {sagaToken, completedSteps?}, so a restarted
 * app, or another client given the handle, carries the saga on.
 */
class SagaAdapter final : public DialectAdapter
{
    Q_OBJECT
public:
    explicit SagaAdapter(OperationManager *manager);
    ~SagaAdapter() override;

    Dialect dialect() const override { return Dialect::Saga; }
    void launch(Operation *op, const LaunchOptions &options) override;
    /*!
     * Joins from a handle {sagaToken, completedSteps?}: sends `tools/resumeSaga` with the token and the completed
     * steps the handle lists (none by default). The server holds nothing else, so what it does next depends on
     * its token alone: typically it suspends again with the steps still open (the joiner answers them), or it
     * rejects the token (-32602) when the token binds steps that were not sent. Another live operation of this
     * app with the same token (kept from an earlier run) is superseded: cancelled locally.
     */
    void join(Operation *op) override;
    /*!
     * There is no protocol method to cancel a saga: the server holds no state, so dropping the token ends it.
     * The operation is marked cancelled here, its open prompts are withdrawn, and a resumeSaga in flight is
     * cancelled (notifications/cancelled for that request).
     */
    void cancel(Operation *op) override;
    /*!
     * After a reconnect or a restart (from the event loop): offers the round's open steps again, or resends the
     * finished round.
     */
    void resume(Operation *op) override;
    /*! Sends a round again whose request was lost while the session stayed up (Streamable HTTP). */
    void poll(Operation *op) override;
    /*! True once the server handed out a saga token (the client holds everything needed to go on). */
    bool survivesDisconnect(const Operation *op) const override;

    /*!
     * Replaces the token sent with the next `tools/resumeSaga`, to test a server's tamper check. Nothing is
     * sent; the next resume (all steps answered, or resumeNow()) uses it.
     */
    void setSagaToken(Operation *op, const QString &token);
    /*! The saga token is the handle a person edits: setSagaToken(). */
    bool setHandleText(Operation *op, const QString &text) override;
    /*! Sends `tools/resumeSaga` now with the current token and the steps completed so far, even if some are open. */
    void resumeNow(Operation *op) override;
    /*! Every step completed so far: [{stepId, result?, error?}]. */
    static QJsonArray completedSteps(const Operation *op);

    /*! Sends of one round lost in a row, while the session stayed up, before the saga fails. */
    static constexpr int MaxRetries = 3;

private:
    void send(Operation *op, McpSession *session, const QString &method, const QJsonObject &params);
    void onAnswer(const QString &opId, PendingRequest *request);
    void applySuspended(Operation *op, const QJsonObject &result);
    void offerSteps(Operation *op);
    void offerStepsSoon(Operation *op);
    void resumeRound(Operation *op);
    void onStepAnswered(const QString &opId, IncomingRequest *request);
    void sendResume(Operation *op);
    void withdrawPrompts(Operation *op, const QString &reason);
    /*! Adopts the token and completed steps of a pasted handle when the state lacks them. */
    bool adoptHandle(Operation *op);
    /*! Stores \a state and mirrors token and completed steps in the handle (which also triggers a save). */
    void publish(Operation *op, const QJsonObject &state);
    bool roundComplete(const Operation *op) const;

    QHash<QString, QPointer<PendingRequest>> m_requests; // by operation id: callSaga or resumeSaga in flight
    QHash<QString, QHash<QString, QPointer<IncomingRequest>>> m_prompts; // by operation id, then stepId
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QPointer>

#include "protocol/jsonrpcconnection.h"
#include "protocol/timeoutpolicy.h"

namespace Mcp {

class McpSession;

/*!
 * One logical request, as the person sees it: in the 2026-07-28 era a request may come back
 * `input_required` and be retried with the answers (MRTR), each round with a new JSON-RPC id.
 * Deletes itself (later) after finished().
 */
class McpCall final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpCall)
public:
    QString method() const { return m_method; }
    QJsonObject params() const { return m_params; }
    QJsonValue progressToken() const { return m_progressToken; }
    /*! The JSON-RPC id of the current round's request. */
    QJsonValue requestId() const { return m_requestId; }
    int round() const { return m_round; }
    /*! How many answers the current round carries (0 on the first round and on a round sent on request state only). */
    int answersSent() const { return m_answersSent; }

    /*!
     * The most rounds one MRTR call may take (the first included), as the official SDK's
     * `inputRequired.maxRounds` default: a server that asks again for ever ends the call with an error.
     */
    static constexpr int MaxInputRequiredRounds = 10;
    /*! The pause before a round sent on request state only, as the SDK paces it: nothing else slows that loop. */
    static constexpr int RequestStateOnlyPacingMs = 250;

    bool isFinished() const { return m_finished; }
    bool hasError() const { return !m_error.isNull(); }
    QJsonObject result() const { return m_result; }
    JsonRpcError error() const { return m_error; }

    /*! Input requests of the current round still waiting for an answer. */
    QList<IncomingRequest *> openInputRequests() const;

    /*!
     * The URL-mode elicitations of the URLElicitationRequiredError (-32042) the last round got, while the call
     * waits for them: `{mode: "url", elicitationId, url, message}` each. Empty otherwise.
     */
    QList<QJsonObject> urlElicitations() const { return m_urlElicitations; }
    /*!
     * Sends the same request again with a new id (after URL elicitations were completed). The call does it
     * by itself once every elicitation's input request is answered `accept`; a person may also retry
     * earlier (the server may have sent notifications/elicitation/complete). Does nothing unless the call
     * waits for URL elicitations.
     */
    void retry();

    void cancel(const QString &reason = QString());

signals:
    /*! A round's request went out (\a round counts from 1). */
    void roundStarted(int round, const QJsonValue &requestId);
    /*!
     * The server needs answers before it can go on: MRTR input requests, or the URL elicitations of a
     * URLElicitationRequiredError (one embedded `elicitation/create` in URL mode each, keyed by its
     * elicitationId, where `accept` means the person completed it). The requests went to the handler too.
     */
    void inputRequested(const QList<Mcp::IncomingRequest *> &requests);
    /*! The last round got a URLElicitationRequiredError (-32042); see urlElicitations() and retry(). */
    void urlElicitationRequired(const QList<QJsonObject> &elicitations);
    void finished();

private:
    friend class McpSession;
    McpCall(McpSession *session, const QString &method, const QJsonObject &params, const TimeoutPolicy *policy);
    void sendRound(const QJsonObject &params);
    void sendRetry(const QJsonObject &responses);
    void onRoundFinished(PendingRequest *request);
    void onInputAnswered();
    bool askForUrlElicitations(const JsonRpcError &error);
    void onUrlElicitationAnswered();
    void dispatchInputs();
    void finish(const QJsonObject &result, const JsonRpcError &error);

    QPointer<McpSession> m_session;
    QString m_method;
    QJsonObject m_params;
    QJsonValue m_progressToken;
    QJsonValue m_requestId;
    TimeoutPolicy m_policy;
    bool m_hasPolicy = false;
    QPointer<PendingRequest> m_current;
    QList<IncomingRequest *> m_inputs;
    QJsonValue m_requestState;
    int m_round = 0;
    static constexpr int MaxUrlElicitationRounds = 10;
    QList<QJsonObject> m_urlElicitations;
    JsonRpcError m_urlError; // the URLElicitationRequiredError waited on
    int m_urlRounds = 0;
    int m_answersSent = 0;
    bool m_finished = false;
    QJsonObject m_result;
    JsonRpcError m_error;
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include "protocol/jsonrpcconnection.h"

namespace DemoServer {

class ServerRequest;
class SignedState;
class ToolRun;

/*!
 * The sync dialect: a ToolRun answering one `tools/call` request. Forwards the run's progress and logs to
 * the request's stream and its answer as the response; a cancelled request cancels the run.
 *
 * Input requests of the run become, in the legacy era, requests to the client on the call's stream; in the
 * 2026-07-28 era, an `input_required` result (MRTR) whose signed `requestState` carries the answers so far
 * and the run's saved state, after which this run stops: the client's retry starts a new run that gets the
 * answers up front (see restoreRound()).
 *
 * The binding is a child of the run. detach() leaves the run going without the request (the later dialects
 * hand a run over this way); otherwise the binding deletes the run once it has finished.
 */
class SyncCallBinding final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncCallBinding)
public:
    SyncCallBinding(ServerRequest *request, ToolRun *run, const SignedState &signer);
    ~SyncCallBinding() override;

    ServerRequest *request() const { return m_request; }
    ToolRun *run() const { return m_run; }
    /*! Stops forwarding in both directions; neither the run nor the request is ended. */
    void detach();

    /*! How long an MRTR `requestState` stays valid. */
    static constexpr qint64 RequestStateTtlMs = 30 * 60 * 1000;

    /*!
     * Prepares \a run for an MRTR retry: checks the `requestState` of \a callParams (signature, expiry, same
     * tool and arguments) and gives the run the answers of every earlier round plus `inputResponses`.
     * Returns false with a reason when the state is not acceptable.
     */
    static bool restoreRound(const QJsonObject &callParams, const SignedState &signer, ToolRun *run, QString *reason);
    /*!
     * Answers \a request with how \a run ended: its result, its JSON-RPC error, or an internal error naming why it
     * was stopped. Nothing is sent while the run is still going.
     */
    static void respondWithOutcome(ServerRequest *request, const ToolRun &run);

private:
    void onProgress(double progress, double total, const QString &message);
    void onLog(const QString &level, const QJsonValue &data);
    void onInputRequested(const QString &key, const QString &method, const QJsonObject &params);
    void onFinished();
    void onRequestCancelled(const QString &reason);
    void sendInputRequired();
    void cancelClientRequests(const QString &reason);

    QPointer<ServerRequest> m_request;
    ToolRun *m_run;
    const SignedState &m_signer;
    QJsonObject m_mrtrInputs; // key → {method, params}, collected for one input_required result
    QTimer m_mrtrTimer;
    QHash<QString, QPointer<Mcp::PendingRequest>> m_clientRequests; // legacy: input key → request to the client
    QList<QMetaObject::Connection> m_connections;
    bool m_attached = true;
};

} // namespace DemoServer

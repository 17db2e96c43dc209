// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include "protocol/jsonrpcconnection.h"

namespace DemoServer {

class McpServer;
class ServerSession;
class ServerTransport;

/*!
 * One request from the client, as the method handlers see it: its era and the client's capabilities for it,
 * the ways to answer it, and the ways to send messages that belong to it (progress, logs, requests to the
 * client), which the transport routes to the request's own stream when it has one.
 *
 * Deletes itself (later) once answered or cancelled. Holders keep a QPointer.
 */
class ServerRequest final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerRequest)
public:
    ServerRequest(ServerSession *session, Mcp::IncomingRequest *incoming);
    ~ServerRequest() override;

    QJsonValue id() const { return m_id; }
    QString method() const { return m_method; }
    QJsonObject params() const { return m_params; }
    ServerSession *session() const { return m_session; }

    /*! The request carries the 2026-07-28 `_meta` and is served statelessly. */
    bool isModern() const { return m_modern; }
    /*! Modern: the version in `_meta`; legacy: the one negotiated by initialize. */
    QString protocolVersion() const;
    /*! Modern: from `_meta`; legacy: from initialize. */
    QJsonObject clientCapabilities() const;
    bool clientSupports(const QString &capability) const { return clientCapabilities().contains(capability); }
    /*! The level from which log messages are sent for this request; empty means none. */
    QString logLevel() const;
    /*! `_meta.progressToken`, or undefined. */
    QJsonValue progressToken() const { return m_progressToken; }

    /*! Neither answered nor cancelled. */
    bool isOpen() const { return !m_answered && !m_cancelled; }
    bool isCancelled() const { return m_cancelled; }

    /*! Answers; in the modern era `resultType` ("complete" unless set) and `_meta` serverInfo are added. */
    void respond(const QJsonObject &result);
    /*! Answers with a JSON-RPC error; \a reason goes to `data.reason` (merged into \a data). */
    void respondError(
        int code, const QString &message, const QString &reason = QString(), const QJsonObject &data = QJsonObject());

    /*! A notification that belongs to this request (goes to its stream while that is open). */
    void notify(const QString &method, const QJsonObject &params);
    /*! `notifications/progress` for the request's token; nothing without a token. */
    void sendProgress(double progress, double total, const QString &message);
    /*! `notifications/message`, if \a level reaches logLevel(). */
    void sendLog(const QString &level, const QJsonValue &data, const QString &logger = QString());
    /*!
     * A request to the client that belongs to this request (elicitation, sampling): on its stream if open,
     * else on the shared one. Legacy era only: returns null for modern requests, which use MRTR instead.
     */
    Mcp::PendingRequest *sendRequest(const QString &method, const QJsonObject &params);
    /*! Hint for HTTP: this request will send messages before its answer, so answer with SSE. */
    void beginStreaming();
    /*! Cuts the connection of this request's stream, leaving it resumable (HTTP legacy sessions only). */
    void breakStream();

    /*! Ends the request without an answer (used by the session for closed streams and lost links). */
    void markCancelled(const QString &reason);

signals:
    /*! The client cancelled it, closed its stream (2026-07-28 HTTP) or went away. No answer will be sent. */
    void cancelled(const QString &reason);

private:
    void done();

    QPointer<ServerSession> m_session;
    QPointer<Mcp::IncomingRequest> m_incoming;
    QJsonValue m_id;
    QString m_method;
    QJsonObject m_params;
    QJsonObject m_meta;
    QJsonValue m_progressToken;
    bool m_modern = false;
    bool m_answered = false;
    bool m_cancelled = false;
};

/*!
 * One client link and what the server remembers about it: the negotiated legacy version, the client's
 * capabilities and log level, resource subscriptions. Owns the transport and a JsonRpcConnection on it;
 * hands each request to the McpServer. Deletes itself (later) when the link closes.
 *
 * A session serves both eras at once: modern requests carry everything they need and touch none of this.
 */
class ServerSession final : public QObject, public Mcp::IncomingRequestHandler
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerSession)
public:
    ServerSession(McpServer *server, ServerTransport *transport, QObject *parent = nullptr);
    ~ServerSession() override;

    McpServer *server() const { return m_server; }
    ServerTransport *transport() const { return m_transport; }
    Mcp::JsonRpcConnection *connection() const { return m_connection; }
    /*! For logs: the transport's description. */
    QString name() const;

    bool isInitialized() const { return m_initialized; }
    QString protocolVersion() const { return m_protocolVersion; }
    QJsonObject clientCapabilities() const { return m_clientCapabilities; }
    QJsonObject clientInfo() const { return m_clientInfo; }
    void setInitialized(const QString &version, const QJsonObject &capabilities, const QJsonObject &clientInfo);
    /*! The client confirmed with `notifications/initialized`. */
    bool isReady() const { return m_ready; }

    QString logLevel() const { return m_logLevel; }
    void setLogLevel(const QString &level) { m_logLevel = level; }
    QSet<QString> &subscriptions() { return m_subscriptions; }

    /*! A notification that belongs to no request (list changes, resource updates), on the shared channel. */
    void notify(const QString &method, const QJsonObject &params = QJsonObject());
    /*!
     * A request to the client that belongs to no open request (a task's question), on the shared channel, with the
     * same patience as one that does (a person may take minutes). Null for a link that carries no requests.
     */
    Mcp::PendingRequest *sendRequest(const QString &method, const QJsonObject &params);

    void handleIncomingRequest(Mcp::IncomingRequest *request) override;

signals:
    /*! The link closed; the session is about to be deleted. */
    void ended(const QString &reason);

private:
    void onNotifications(const QList<Mcp::JsonRpcNotification> &batch);
    void onRequestStreamClosed(const QJsonValue &id);
    void onLinkClosed(const QString &reason);

    McpServer *m_server;
    ServerTransport *m_transport;
    Mcp::JsonRpcConnection *m_connection;
    QHash<QString, QPointer<ServerRequest>> m_requests; // open ones, by Mcp::idKey()
    bool m_initialized = false;
    bool m_ready = false;
    QString m_protocolVersion;
    QJsonObject m_clientCapabilities;
    QJsonObject m_clientInfo;
    QString m_logLevel = QStringLiteral("info");
    QSet<QString> m_subscriptions;
};

} // namespace DemoServer

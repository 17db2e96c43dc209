// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>

#include "catalog.h"
#include "serveroptions.h"
#include "signedstate.h"
#include "tool.h"

namespace DemoServer {

class ServerRequest;
class ServerSession;
class ServerTransport;
class ToolRun;

/*! Where a method may be called (McpServer::addMethod()). */
struct MethodOptions
{
    bool legacy = true; // in initialize-era sessions
    bool modern = true; // as a 2026-07-28 stateless request
    bool beforeInitialize = false; // in a legacy session before initialize (ping, initialize, discover)
};

/*!
 * The MCP server core, independent of transports: the method table, tools, resources and prompts, and the
 * sessions of the connected clients. Transports hand each new client link to attach().
 *
 * The method table is open: addMethod() adds or replaces a handler, which is how the dialects of the later
 * pass (`tools/async/call`, `tasks/get`, `tools/callSaga`…) plug in. Every way of running a tool starts with
 * createRun(), so argument checks and tool lookup are the same for all of them.
 */
class McpServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpServer)
public:
    using Handler = std::function<void(ServerRequest *request)>;

    explicit McpServer(const ServerOptions &options, QObject *parent = nullptr);
    ~McpServer() override;

    const ServerOptions &options() const { return m_options; }
    ToolRegistry *tools() const { return m_tools; }
    /*! Tells every listener that the prompts changed (the catalog itself does not know who listens). */
    void announcePromptsChanged();
    /*! Tells every listener that the resource list changed (`notifications/resources/list_changed`). */
    void announceResourcesChanged();
    /*!
     * Tells the subscribers of \a uri that it changed (`notifications/resources/updated`): the legacy sessions that
     * sent `resources/subscribe` for it, and the 2026-07-28 listeners whose `resourceSubscriptions` name it.
     */
    void announceResourceUpdated(const QString &uri);
    Catalog &catalog() { return m_catalog; }
    /*! Signs MRTR request states (and later saga tokens). */
    const SignedState &signer() const { return m_signer; }

    /*! The capabilities of initialize and server/discover; setCapability() adds or replaces one entry. */
    QJsonObject capabilities() const { return m_capabilities; }
    void setCapability(const QString &name, const QJsonValue &value);
    QString instructions() const;
    /*! The versions this server speaks (per --era), newest first: what discover and -32022 errors list. */
    QStringList supportedVersions() const;

    /*!
     * Takes a new client link: makes a ServerSession that owns \a transport, or hands it to the link handler when one
     * is set (and returns null).
     */
    ServerSession *attach(ServerTransport *transport);
    /*! Who takes every new client link instead of a ServerSession (the replay of a recording); not owned. */
    using LinkHandler = std::function<void(ServerTransport *transport)>;
    void setLinkHandler(LinkHandler handler) { m_linkHandler = std::move(handler); }
    QList<ServerSession *> sessions() const;

    void addMethod(const QString &method, Handler handler, MethodOptions options = MethodOptions());
    bool hasMethod(const QString &method) const { return m_methods.contains(method); }
    /*!
     * The handler of \a method now (empty when there is none). A dialect that extends a method (`tools/call`
     * with `params.operation` or `params.task`, `resources/read` of its own URIs) keeps the one it replaces and
     * hands it every request that is not its business, so that the installers compose in any order.
     */
    Handler handler(const QString &method) const { return m_methods.value(method).handler; }

    /*!
     * Adjusts the definition of a tool in the `tools/list` answer to \a request (adds a marker only some clients
     * may see, for example); returns false to leave the tool out of that answer.
     */
    using ToolView = std::function<bool(const ServerRequest *request, QJsonObject *definition)>;
    void addToolView(ToolView view) { m_toolViews.append(std::move(view)); }
    /*! Checks era and state, then calls the handler of the request's method (or answers -32601). */
    void dispatch(ServerRequest *request);

    /*!
     * Looks up tool \a name, checks \a arguments against its input schema, fills in defaults and makes a run
     * (not started) owned by this server. On failure returns null with a JSON-RPC error code, a message and
     * a reason (`data.reason`) to answer with.
     */
    ToolRun *createRun(
        const QString &name, const QJsonValue &arguments, int *errorCode, QString *errorMessage, QString *reason);
    /*! createRun() for \a request: when the tool cannot run, \a request is answered with why, and the result is null.
     */
    ToolRun *createRunFor(ServerRequest *request, const QString &name, const QJsonValue &arguments);

    /*! Sends a notification to every legacy session that completed initialize (list changes and the like). */
    void broadcast(const QString &method, const QJsonObject &params = QJsonObject());
    /*!
     * What this server honours of the `notifications` a 2026-07-28 `subscriptions/listen` asks for (\a wanted): the
     * list-change flags asked for, and the resources asked for that exist.
     */
    QJsonObject acceptedSubscriptions(const QJsonObject &wanted) const;

signals:
    void sessionAttached(DemoServer::ServerSession *session);

private:
    struct Method
    {
        Handler handler;
        MethodOptions options;
    };
    void addCoreMethods();
    void initialize(ServerRequest *request);
    void discover(ServerRequest *request);
    void listTools(ServerRequest *request);
    void callTool(ServerRequest *request);
    void setLogLevel(ServerRequest *request);
    void listResources(ServerRequest *request);
    void listResourceTemplates(ServerRequest *request);
    void readResource(ServerRequest *request);
    void subscribe(ServerRequest *request, bool on);
    void listPrompts(ServerRequest *request);
    void getPrompt(ServerRequest *request);
    void complete(ServerRequest *request);
    void listen(ServerRequest *request);
    /*! Legacy sessions get the notification as is; 2026-07-28 listeners that asked for \a filterKey get it too. */
    /*! The answers to \a prompt's questions, or false once the request is answered (InputRequiredResult, error). */
    bool promptAnswers(ServerRequest *request, const Prompt &prompt, QJsonObject *answers);
    void notifyChange(const QString &method, const QString &filterKey);
    void respondPage(ServerRequest *request, const QString &key, const QJsonArray &all);

    ServerOptions m_options;
    ToolRegistry *m_tools;
    Catalog m_catalog;
    SignedState m_signer;
    QJsonObject m_capabilities;
    QHash<QString, Method> m_methods;
    QList<ToolView> m_toolViews;
    QList<QPointer<ServerSession>> m_sessions;
    LinkHandler m_linkHandler;
    struct Listener
    {
        QPointer<ServerRequest> request;
        QJsonObject filter; // the acknowledged `notifications` filter
    };
    QList<Listener> m_listeners; // open 2026-07-28 subscriptions/listen requests
};

} // namespace DemoServer

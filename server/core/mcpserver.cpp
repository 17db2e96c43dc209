// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "mcpserver.h"

#include <algorithm>

#include <QLoggingCategory>

#include "protocol.h"
#include "protocol/enumnames.h"
#include "protocol/jsonrpc.h"
#include "protocol/mcpprotocol.h"
#include "serversession.h"
#include "syncbinding.h"
#include "timescale.h"
#include "toolrun.h"
#include "transport/servertransport.h"

Q_LOGGING_CATEGORY(lcDemoServer, "mcp.demoserver", QtInfoMsg)

namespace DemoServer {

namespace {
constexpr QLatin1String kCursor("cursor");

QString describeType(const QJsonValue &value)
{
    static const Mcp::EnumName<QJsonValue::Type> kWords[] = {{QJsonValue::Null, "null"},
        {QJsonValue::Bool, "a boolean"}, {QJsonValue::Double, "a number"}, {QJsonValue::String, "a string"},
        {QJsonValue::Array, "an array"}, {QJsonValue::Object, "an object"}, {QJsonValue::Undefined, "missing"}};
    return Mcp::enumToString(kWords, value.type());
}

// The definitions of the catalog's \a entries, as their list methods answer them.
template <class Entries> QJsonArray definitionsOf(const Entries &entries)
{
    QJsonArray all;
    for (const auto &entry : entries)
        all.append(entry.definition());
    return all;
}

// "params.x must be a string" answers for the common shape checks of the handlers.
bool requireString(ServerRequest *request, const QString &key, QString *value)
{
    const QJsonValue v = request->params().value(key);
    if (!v.isString() || v.toString().isEmpty()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.%1 must be a non-empty string, not %2").arg(key, describeType(v)));
        return false;
    }
    *value = v.toString();
    return true;
}
} // namespace

McpServer::McpServer(const ServerOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_tools(new ToolRegistry(this))
{
    m_capabilities = QJsonObject {
        {QStringLiteral("tools"), QJsonObject {{QStringLiteral("listChanged"), true}}},
        {QStringLiteral("resources"),
            QJsonObject {{QStringLiteral("subscribe"), true}, {QStringLiteral("listChanged"), true}}},
        {QStringLiteral("prompts"), QJsonObject {{QStringLiteral("listChanged"), true}}},
        {QStringLiteral("logging"), QJsonObject {}},
        {QStringLiteral("completions"), QJsonObject {}},
    };
    connect(m_tools, &ToolRegistry::changed, this, [this] {
        notifyChange(QStringLiteral("notifications/tools/list_changed"), QStringLiteral("toolsListChanged"));
    });
    addCoreMethods();
}

McpServer::~McpServer() = default;

void McpServer::setCapability(const QString &name, const QJsonValue &value)
{
    m_capabilities.insert(name, value);
}

QString McpServer::instructions() const
{
    return QStringLiteral(
        "Demo server for long-running MCP tool calls. analyze_dataset, reindex_search and progress_flood report "
        "progress; deploy_service and research_topic ask the user (elicitation) and the model (sampling); "
        "flaky_pipeline fails part-way; quick_lookup answers at once. Durations and counts are arguments.");
}

QStringList McpServer::supportedVersions() const
{
    QStringList versions;
    if (m_options.speaksModern())
        versions << Mcp::ProtocolVersion::modern();
    if (m_options.speaksLegacy())
        versions << Mcp::ProtocolVersion::legacy();
    return versions;
}

ServerSession *McpServer::attach(ServerTransport *transport)
{
    if (m_linkHandler) {
        m_linkHandler(transport);
        return nullptr;
    }
    auto *session = new ServerSession(this, transport, this);
    m_sessions.append(session);
    connect(session, &QObject::destroyed, this, [this] { m_sessions.removeAll(nullptr); });
    emit sessionAttached(session);
    return session;
}

QList<ServerSession *> McpServer::sessions() const
{
    QList<ServerSession *> list;
    for (const QPointer<ServerSession> &session : m_sessions) {
        if (session)
            list.append(session);
    }
    return list;
}

void McpServer::broadcast(const QString &method, const QJsonObject &params)
{
    for (ServerSession *session : sessions()) {
        if (session->isInitialized() && !session->transport()->isSingleRequest())
            session->notify(method, params);
    }
}

void McpServer::addMethod(const QString &method, Handler handler, MethodOptions options)
{
    m_methods.insert(method, Method {std::move(handler), options});
}

void McpServer::dispatch(ServerRequest *request)
{
    const QString method = request->method();
    const auto it = m_methods.constFind(method);
    if (request->isModern()) {
        // 2026-07-28 basic/versioning: each request names its version; unknown ones get -32022 with the list.
        const QString version = request->protocolVersion();
        if (version != Mcp::ProtocolVersion::modern()) {
            request->respondError(Mcp::ErrorCode::UnsupportedProtocolVersion,
                QStringLiteral("Unsupported protocol version"), QString(),
                QJsonObject {{QStringLiteral("supported"), QJsonArray::fromStringList(supportedVersions())},
                    {QStringLiteral("requested"), version}});
            return;
        }
        if (it == m_methods.constEnd() || !it->options.modern) {
            request->respondError(Mcp::ErrorCode::MethodNotFound, QStringLiteral("Method not found"),
                QStringLiteral("%1 is not a method of protocol %2").arg(method, version));
            return;
        }
        it->handler(request);
        return;
    }
    if (it == m_methods.constEnd() || !it->options.legacy) {
        request->respondError(Mcp::ErrorCode::MethodNotFound, QStringLiteral("Method not found"),
            QStringLiteral("this server has no method \"%1\"").arg(method));
        return;
    }
    if (!m_options.speaksLegacy()) {
        // 2026-07-28 basic/versioning: a modern-only server names its versions in the error to legacy clients.
        request->respondError(Mcp::ErrorCode::InvalidRequest,
            QStringLiteral("This server speaks only protocol %1").arg(Mcp::ProtocolVersion::modern()),
            QStringLiteral("send _meta[\"%1\"] on every request instead of initialize")
                .arg(Mcp::MetaKey::protocolVersion()),
            QJsonObject {{QStringLiteral("supported"), QJsonArray::fromStringList(supportedVersions())}});
        return;
    }
    ServerSession *session = request->session();
    if (!it->options.beforeInitialize && (!session || !session->isInitialized())) {
        // 2025-11-25 basic/lifecycle: nothing but pings before initialize; or use the 2026-07-28 _meta.
        request->respondError(Mcp::ErrorCode::InvalidRequest,
            QStringLiteral("Invalid Request: the session is not initialized"),
            QStringLiteral("send initialize first, or carry _meta[\"%1\"] = \"%2\" on every request")
                .arg(Mcp::MetaKey::protocolVersion(), Mcp::ProtocolVersion::modern()));
        return;
    }
    it->handler(request);
}

void McpServer::addCoreMethods()
{
    MethodOptions always;
    always.beforeInitialize = true;
    MethodOptions legacyOnly;
    legacyOnly.modern = false;
    legacyOnly.beforeInitialize = true;

    addMethod(
        QStringLiteral("initialize"), [this](ServerRequest *r) { initialize(r); }, legacyOnly);
    // 2026-07-28 removed ping, logging/setLevel and resources/(un)subscribe (the level travels in each request's
    // _meta, subscriptions in subscriptions/listen): a modern request for them is a method not found (HTTP 404).
    addMethod(
        QStringLiteral("ping"), [](ServerRequest *r) { r->respond({}); }, legacyOnly);
    MethodOptions initializeEraOnly;
    initializeEraOnly.modern = false;
    // A legacy-only server (--era legacy) does not know server/discover: clients must fall back to initialize.
    if (m_options.speaksModern())
        addMethod(
            QStringLiteral("server/discover"), [this](ServerRequest *r) { discover(r); }, always);
    addMethod(QStringLiteral("tools/list"), [this](ServerRequest *r) { listTools(r); });
    addMethod(QStringLiteral("tools/call"), [this](ServerRequest *r) { callTool(r); });
    addMethod(
        QStringLiteral("logging/setLevel"), [this](ServerRequest *r) { setLogLevel(r); }, initializeEraOnly);
    addMethod(QStringLiteral("resources/list"), [this](ServerRequest *r) { listResources(r); });
    addMethod(QStringLiteral("resources/templates/list"), [this](ServerRequest *r) { listResourceTemplates(r); });
    addMethod(QStringLiteral("resources/read"), [this](ServerRequest *r) { readResource(r); });
    addMethod(
        QStringLiteral("resources/subscribe"), [this](ServerRequest *r) { subscribe(r, true); }, initializeEraOnly);
    addMethod(
        QStringLiteral("resources/unsubscribe"), [this](ServerRequest *r) { subscribe(r, false); }, initializeEraOnly);
    addMethod(QStringLiteral("prompts/list"), [this](ServerRequest *r) { listPrompts(r); });
    addMethod(QStringLiteral("prompts/get"), [this](ServerRequest *r) { getPrompt(r); });
    addMethod(QStringLiteral("completion/complete"), [this](ServerRequest *r) { complete(r); });
    MethodOptions modernOnly;
    modernOnly.legacy = false;
    addMethod(
        QStringLiteral("subscriptions/listen"), [this](ServerRequest *r) { listen(r); }, modernOnly);
}

QJsonObject McpServer::acceptedSubscriptions(const QJsonObject &wanted) const
{
    QJsonObject accepted;
    for (const QString &key : {QStringLiteral("toolsListChanged"), QStringLiteral("promptsListChanged"),
             QStringLiteral("resourcesListChanged")}) {
        if (wanted.value(key).toBool())
            accepted.insert(key, true);
    }
    QJsonArray uris;
    const QJsonArray wantedUris = wanted.value(QStringLiteral("resourceSubscriptions")).toArray();
    for (const QJsonValue &uri : wantedUris) {
        QJsonArray contents;
        if (uri.isString() && m_catalog.read(uri.toString(), &contents))
            uris.append(uri);
    }
    if (!uris.isEmpty())
        accepted.insert(QStringLiteral("resourceSubscriptions"), uris);
    return accepted;
}

void McpServer::listen(ServerRequest *request)
{
    // 2026-07-28 basic/patterns/subscriptions: acknowledge the subset we honour, then keep the request open.
    const QJsonObject wanted = request->params().value(QStringLiteral("notifications")).toObject();
    const QJsonObject accepted = acceptedSubscriptions(wanted);
    request->beginStreaming();
    request->notify(QStringLiteral("notifications/subscriptions/acknowledged"),
        QJsonObject {{QStringLiteral("_meta"),
                         QJsonObject {{QStringLiteral("io.modelcontextprotocol/subscriptionId"), request->id()}}},
            {QStringLiteral("notifications"), accepted}});
    m_listeners.append(Listener {request, accepted});
}

void McpServer::announcePromptsChanged()
{
    notifyChange(QStringLiteral("notifications/prompts/list_changed"), QStringLiteral("promptsListChanged"));
}

void McpServer::announceResourcesChanged()
{
    notifyChange(QStringLiteral("notifications/resources/list_changed"), QStringLiteral("resourcesListChanged"));
}

void McpServer::announceResourceUpdated(const QString &uri)
{
    const QString method = QStringLiteral("notifications/resources/updated");
    for (ServerSession *session : sessions()) {
        if (session->isInitialized() && session->subscriptions().contains(uri))
            session->notify(method, {{QStringLiteral("uri"), uri}});
    }
    m_listeners.removeIf([](const Listener &l) { return !l.request || !l.request->isOpen(); });
    for (const Listener &listener : std::as_const(m_listeners)) {
        if (!listener.filter.value(QStringLiteral("resourceSubscriptions")).toArray().contains(uri))
            continue;
        listener.request->notify(method,
            QJsonObject {{QStringLiteral("uri"), uri},
                {QStringLiteral("_meta"),
                    QJsonObject {{QStringLiteral("io.modelcontextprotocol/subscriptionId"), listener.request->id()}}}});
    }
}

void McpServer::notifyChange(const QString &method, const QString &filterKey)
{
    broadcast(method);
    m_listeners.removeIf([](const Listener &l) { return !l.request || !l.request->isOpen(); });
    for (const Listener &listener : std::as_const(m_listeners)) {
        if (!listener.filter.value(filterKey).toBool())
            continue;
        listener.request->notify(method,
            QJsonObject {{QStringLiteral("_meta"),
                QJsonObject {{QStringLiteral("io.modelcontextprotocol/subscriptionId"), listener.request->id()}}}});
    }
}

void McpServer::initialize(ServerRequest *request)
{
    QString requested;
    if (!requireString(request, QStringLiteral("protocolVersion"), &requested))
        return;
    // 2025-11-25 basic/lifecycle "Version Negotiation": echo a supported version, else offer our latest.
    const QString version =
        Mcp::ProtocolVersion::legacy().contains(requested) ? requested : Mcp::ProtocolVersion::legacy().constFirst();
    const QJsonObject params = request->params();
    request->session()->setInitialized(version, params.value(QStringLiteral("capabilities")).toObject(),
        params.value(QStringLiteral("clientInfo")).toObject());
    request->respond(
        QJsonObject {{QStringLiteral("protocolVersion"), version}, {QStringLiteral("capabilities"), m_capabilities},
            {QStringLiteral("serverInfo"), Protocol::serverInfo()}, {QStringLiteral("instructions"), instructions()}});
}

void McpServer::discover(ServerRequest *request)
{
    // 2026-07-28 server/discover; cacheable for an hour by anyone (the answer is the same for every client). The
    // 2025-11-25 tasks capability belongs to the initialize era: in 2026-07-28 tasks are the extension's, declared
    // under capabilities.extensions, and the v1 slot must not be used.
    QJsonObject capabilities = m_capabilities;
    capabilities.remove(QStringLiteral("tasks"));
    request->respond(
        QJsonObject {{QStringLiteral("supportedVersions"), QJsonArray::fromStringList(supportedVersions())},
            {QStringLiteral("capabilities"), capabilities}, {QStringLiteral("instructions"), instructions()},
            {QStringLiteral("ttlMs"), TimeScale::ms(3600 * 1000)},
            {QStringLiteral("cacheScope"), QStringLiteral("public")}});
}

void McpServer::respondPage(ServerRequest *request, const QString &key, const QJsonArray &all)
{
    const QJsonValue cursor = request->params().value(kCursor);
    if (!cursor.isUndefined() && !cursor.isNull() && !cursor.isString()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.cursor must be a string"));
        return;
    }
    QJsonArray page;
    QString next;
    if (!Paging::page(all, cursor.toString(), m_options.pageSize, &page, &next)) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params: unknown cursor"),
            QStringLiteral("the cursor \"%1\" was not issued by this server").arg(cursor.toString()));
        return;
    }
    QJsonObject result {{key, page}};
    if (!next.isEmpty())
        result.insert(QStringLiteral("nextCursor"), next);
    request->respond(result);
}

void McpServer::listTools(ServerRequest *request)
{
    QJsonArray all;
    for (const Tool &tool : m_tools->visibleTools()) {
        QJsonObject definition = tool.definition();
        const bool shown = std::all_of(m_toolViews.cbegin(), m_toolViews.cend(),
            [request, &definition](const ToolView &view) { return view(request, &definition); });
        if (shown)
            all.append(definition);
    }
    respondPage(request, QStringLiteral("tools"), all);
}

ToolRun *McpServer::createRunFor(ServerRequest *request, const QString &name, const QJsonValue &arguments)
{
    int code = 0;
    QString message;
    QString reason;
    ToolRun *run = createRun(name, arguments, &code, &message, &reason);
    if (!run)
        request->respondError(code, message, reason);
    return run;
}

ToolRun *McpServer::createRun(
    const QString &name, const QJsonValue &arguments, int *errorCode, QString *errorMessage, QString *reason)
{
    const Tool *tool = m_tools->find(name);
    if (!tool) {
        // 2025-11-25 server/tools "Error Handling": unknown tools are protocol errors.
        *errorCode = Mcp::ErrorCode::InvalidParams;
        *errorMessage = QStringLiteral("Unknown tool: %1").arg(name);
        *reason = QStringLiteral("no tool called \"%1\"; tools/list names the available ones").arg(name);
        return nullptr;
    }
    if (!arguments.isUndefined() && !arguments.isNull() && !arguments.isObject()) {
        *errorCode = Mcp::ErrorCode::InvalidParams;
        *errorMessage = QStringLiteral("Invalid arguments for tool %1").arg(name);
        *reason = QStringLiteral("params.arguments must be an object, not %1").arg(describeType(arguments));
        return nullptr;
    }
    const QString problem = SchemaCheck::validate(tool->inputSchema, arguments.toObject());
    if (!problem.isEmpty()) {
        *errorCode = Mcp::ErrorCode::InvalidParams;
        *errorMessage = QStringLiteral("Invalid arguments for tool %1").arg(name);
        *reason = problem;
        return nullptr;
    }
    ToolRun *run = tool->factory(SchemaCheck::withDefaults(tool->inputSchema, arguments.toObject()), this);
    if (!run) {
        *errorCode = Mcp::ErrorCode::InternalError;
        *errorMessage = QStringLiteral("Tool %1 could not start").arg(name);
        *reason = QString();
        return nullptr;
    }
    // One line per run on stderr: what a person watching the server (and the tests) can see.
    connect(run, &ToolRun::finished, this, [run] {
        switch (run->state()) {
        case ToolRun::State::Completed:
            qCInfo(lcDemoServer).noquote()
                << "tool" << run->toolName()
                << (run->result().value(QStringLiteral("isError")).toBool() ? "failed" : "completed");
            break;
        case ToolRun::State::Failed:
            qCInfo(lcDemoServer).noquote() << "tool" << run->toolName() << "error:" << run->error().toString();
            break;
        case ToolRun::State::Cancelled:
            qCInfo(lcDemoServer).noquote() << "tool" << run->toolName() << "cancelled:" << run->cancelReason();
            break;
        case ToolRun::State::Created:
        case ToolRun::State::Running:
            break;
        }
    });
    return run;
}

void McpServer::callTool(ServerRequest *request)
{
    QString name;
    if (!requireString(request, QStringLiteral("name"), &name))
        return;
    const QJsonObject params = request->params();
    ToolRun *run = createRunFor(request, name, params.value(QStringLiteral("arguments")));
    if (!run)
        return;
    QString reason;
    if (request->isModern() && !SyncCallBinding::restoreRound(params, m_signer, run, &reason)) {
        delete run;
        request->respondError(
            Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params: bad requestState"), reason);
        return;
    }
    new SyncCallBinding(request, run, m_signer);
    const Tool *tool = m_tools->find(name);
    if (tool->streams || !request->progressToken().isUndefined())
        request->beginStreaming();
    qCDebug(lcDemoServer) << "tools/call" << name << "in" << request->session()->name();
    run->start();
}

void McpServer::setLogLevel(ServerRequest *request)
{
    QString level;
    if (!requireString(request, QStringLiteral("level"), &level))
        return;
    if (Protocol::logLevelRank(level) < 0) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params: unknown log level"),
            QStringLiteral("level must be one of debug, info, notice, warning, error, critical, "
                           "alert, emergency; not \"%1\"")
                .arg(level));
        return;
    }
    if (!request->isModern())
        request->session()->setLogLevel(level);
    request->respond({});
}

void McpServer::listResources(ServerRequest *request)
{
    QJsonArray all;
    for (const Resource &resource : m_catalog.resources()) {
        if (resource.listed)
            all.append(resource.definition());
    }
    respondPage(request, QStringLiteral("resources"), all);
}

void McpServer::listResourceTemplates(ServerRequest *request)
{
    respondPage(request, QStringLiteral("resourceTemplates"), definitionsOf(m_catalog.templates()));
}

void McpServer::readResource(ServerRequest *request)
{
    QString uri;
    if (!requireString(request, QStringLiteral("uri"), &uri))
        return;
    QJsonArray contents;
    if (!m_catalog.read(uri, &contents)) {
        // 2025-11-25 server/resources "Error Handling": -32002 for a resource that does not exist; 2026-07-28
        // (changelog 6, SEP-2164) made it -32602, the code of the JSON-RPC specification.
        request->respondError(request->isModern() ? int(Mcp::ErrorCode::InvalidParams) : -32002,
            QStringLiteral("Resource not found"), QString(), QJsonObject {{QStringLiteral("uri"), uri}});
        return;
    }
    request->respond(QJsonObject {{QStringLiteral("contents"), contents}});
}

void McpServer::subscribe(ServerRequest *request, bool on)
{
    QString uri;
    if (!requireString(request, QStringLiteral("uri"), &uri))
        return;
    if (request->isModern()) {
        // Stateless requests cannot hold a subscription (2026-07-28 uses subscriptions/listen).
        request->respondError(Mcp::ErrorCode::MethodNotFound, QStringLiteral("Method not found"),
            QStringLiteral("resource subscriptions need a legacy session"));
        return;
    }
    if (on)
        request->session()->subscriptions().insert(uri);
    else
        request->session()->subscriptions().remove(uri);
    request->respond({});
}

void McpServer::listPrompts(ServerRequest *request)
{
    respondPage(request, QStringLiteral("prompts"), definitionsOf(m_catalog.prompts()));
}

void McpServer::getPrompt(ServerRequest *request)
{
    QString name;
    if (!requireString(request, QStringLiteral("name"), &name))
        return;
    const Prompt *prompt = m_catalog.findPrompt(name);
    if (!prompt) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Unknown prompt: %1").arg(name),
            QStringLiteral("prompts/list names the available prompts"));
        return;
    }
    const QJsonValue arguments = request->params().value(QStringLiteral("arguments"));
    if (!arguments.isUndefined() && !arguments.isObject()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.arguments must be an object of strings"));
        return;
    }
    const QString missing = prompt->missingArgument(arguments.toObject());
    if (!missing.isEmpty()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Missing prompt argument"),
            QStringLiteral("prompt %1 needs the argument \"%2\"").arg(name, missing));
        return;
    }
    QJsonObject answers;
    if (!prompt->inputRequests.isEmpty() && !promptAnswers(request, *prompt, &answers))
        return;
    QJsonObject result {{QStringLiteral("messages"),
        prompt->inputRequests.isEmpty() ? prompt->get(arguments.toObject())
                                        : prompt->getWithAnswers(arguments.toObject(), answers)}};
    if (!prompt->description.isEmpty())
        result.insert(QStringLiteral("description"), prompt->description);
    request->respond(result);
}

bool McpServer::promptAnswers(ServerRequest *request, const Prompt &prompt, QJsonObject *answers)
{
    if (!request->isModern()) {
        // Questions need MRTR; a 2025-11-25 session would have to be asked by a request of the server's own.
        request->respondError(Mcp::ErrorCode::InvalidRequest,
            QStringLiteral("This prompt needs protocol %1").arg(Mcp::ProtocolVersion::modern()),
            QStringLiteral("prompt %1 asks the client for input (InputRequiredResult)").arg(prompt.name));
        return false;
    }
    const QJsonValue responses = request->params().value(QStringLiteral("inputResponses"));
    if (!responses.isUndefined() && !responses.isObject()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.inputResponses must be an object mapping input keys to results"));
        return false;
    }
    // 2026-07-28 basic/patterns/mrtr: ask again for what has no answer yet, only what the client can answer.
    const QJsonObject given = responses.toObject();
    QJsonObject missing;
    for (auto it = prompt.inputRequests.begin(); it != prompt.inputRequests.end(); ++it) {
        if (given.value(it.key()).isObject()) {
            answers->insert(it.key(), given.value(it.key()));
            continue;
        }
        const QString capability =
            Mcp::clientCapabilityFor(it.value().toObject().value(QStringLiteral("method")).toString());
        if (!capability.isEmpty() && !request->clientSupports(capability)) {
            request->respondError(Mcp::ErrorCode::MissingRequiredClientCapability,
                QStringLiteral("Missing required client capability"),
                QStringLiteral("prompt %1 needs the client capability \"%2\"").arg(prompt.name, capability),
                QJsonObject {{QStringLiteral("requiredCapabilities"), QJsonObject {{capability, QJsonObject {}}}}});
            return false;
        }
        missing.insert(it.key(), it.value());
    }
    if (missing.isEmpty())
        return true;
    request->respond(QJsonObject {
        {QStringLiteral("resultType"), QStringLiteral("input_required")}, {QStringLiteral("inputRequests"), missing}});
    return false;
}

void McpServer::complete(ServerRequest *request)
{
    const QJsonObject params = request->params();
    const QJsonObject ref = params.value(QStringLiteral("ref")).toObject();
    const QJsonObject argument = params.value(QStringLiteral("argument")).toObject();
    const QString type = ref.value(QStringLiteral("type")).toString();
    const QString argumentName = argument.value(QStringLiteral("name")).toString();
    const QString prefix = argument.value(QStringLiteral("value")).toString();
    if (argumentName.isEmpty()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.argument.name must be a non-empty string"));
        return;
    }
    QStringList values;
    if (type == QLatin1String("ref/prompt")) {
        const Prompt *prompt = m_catalog.findPrompt(ref.value(QStringLiteral("name")).toString());
        if (!prompt) {
            request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Unknown prompt"),
                QStringLiteral("no prompt called \"%1\"").arg(ref.value(QStringLiteral("name")).toString()));
            return;
        }
        const QJsonObject context =
            params.value(QStringLiteral("context")).toObject().value(QStringLiteral("arguments")).toObject();
        if (prompt->completeInContext)
            values = prompt->completeInContext(argumentName, prefix, context);
        else if (prompt->complete)
            values = prompt->complete(argumentName, prefix);
    } else if (type == QLatin1String("ref/resource")) {
        const ResourceTemplate *resourceTemplate = m_catalog.findTemplate(ref.value(QStringLiteral("uri")).toString());
        if (!resourceTemplate) {
            request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Unknown resource template"),
                QStringLiteral("no resource template \"%1\"").arg(ref.value(QStringLiteral("uri")).toString()));
            return;
        }
        if (resourceTemplate->complete)
            values = resourceTemplate->complete(argumentName, prefix);
    } else {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.ref.type must be \"ref/prompt\" or \"ref/resource\""));
        return;
    }
    // 2025-11-25 server/utilities/completion: at most 100 values per answer.
    const qsizetype total = values.size();
    values = values.mid(0, 100);
    request->respond(QJsonObject {{QStringLiteral("completion"),
        QJsonObject {{QStringLiteral("values"), QJsonArray::fromStringList(values)}, {QStringLiteral("total"), total},
            {QStringLiteral("hasMore"), total > values.size()}}}});
}

} // namespace DemoServer

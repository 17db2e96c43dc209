// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The operations manager and every dialect adapter behind a fake transport: a server that answers the
// handshake, then says whatever the input says while one operation runs. Input, one JSON text per line:
//   line 1: {"era": "legacy" | "modern", "dialect": 0..6 (absent: auto), "capabilities": {…}, "tools": […],
//            "tool": "name", "arguments": {…}}
//   then:   messages from the server; the text "$id" in a line becomes the id of the client's latest request.
// After the last line the person cancels and refreshes the operation, and the link drops.
#include <QJsonArray>
#include <QPointer>

#include "fuzzsupport.h"
#include "operations/operationmanager.h"
#include "scriptedserver.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
// Answers every prompt at once, declining it.
class Person final : public IncomingRequestHandler
{
public:
    void handleIncomingRequest(IncomingRequest *request) override
    {
        request->respond(QJsonObject {{QStringLiteral("action"), QStringLiteral("decline")}});
    }
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QCoreApplication>();
    QList<QByteArray> lines = Fuzz::bytes(data, size).split('\n');
    const QJsonObject setup = Fuzz::object(lines.takeFirst());
    const bool modern = setup.value(QStringLiteral("era")).toString() == QLatin1String("modern");
    const QJsonObject capabilities = setup.value(QStringLiteral("capabilities")).toObject();
    const QJsonArray tools = setup.value(QStringLiteral("tools")).toArray();

    ScriptedServer server;
    server.replies[QStringLiteral("initialize")] = [capabilities](const QJsonObject &r) {
        return ScriptedServer::result(r,
            {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
                {QStringLiteral("capabilities"), capabilities},
                {QStringLiteral("serverInfo"),
                    QJsonObject {{QStringLiteral("name"), QStringLiteral("fuzz")}, {QStringLiteral("version"), 1}}}});
    };
    server.replies[QStringLiteral("server/discover")] = [capabilities, modern](const QJsonObject &r) {
        if (!modern)
            return ScriptedServer::error(r, -32601, QStringLiteral("Method not found"));
        return ScriptedServer::result(r,
            {{QStringLiteral("supportedVersions"), QJsonArray {QStringLiteral("2026-07-28")}},
                {QStringLiteral("capabilities"), capabilities}});
    };
    server.replies[QStringLiteral("tools/list")] = [tools](const QJsonObject &r) {
        return ScriptedServer::result(r, {{QStringLiteral("tools"), tools}});
    };

    Person person;
    OperationManager manager;
    manager.setInputHandler(&person);
    ServerConfig config;
    config.name = QStringLiteral("s");
    config.era = modern ? Era::Modern : Era::Legacy;
    auto *session = new McpSession(config, &manager);
    session->setAutoReconnect(false);
    server.install(session);
    manager.addSession(session);
    session->connectToServer();
    for (int i = 0; i < 20 && session->state() != McpSession::State::Ready; ++i)
        Fuzz::settle();
    if (session->state() != McpSession::State::Ready || server.transports.isEmpty())
        return 0;

    LaunchOptions options;
    options.server = config.name;
    options.tool = setup.value(QStringLiteral("tool")).toString(QStringLiteral("tool"));
    options.arguments = setup.value(QStringLiteral("arguments")).toObject();
    const int dialect = setup.value(QStringLiteral("dialect")).toInt(-1);
    if (dialect >= 0 && dialect <= int(Dialect::TasksExt))
        options.dialect = Dialect(dialect);
    QPointer<Operation> op = manager.launch(options);
    Fuzz::settle();

    QPointer<FakeTransport> transport = server.transports.constLast();
    for (const QByteArray &line : std::as_const(lines)) {
        if (!transport || transport->state() != Transport::State::Open)
            break;
        QByteArray frame = line;
        const QJsonValue lastId =
            server.received.isEmpty() ? QJsonValue(0) : server.received.constLast().value(QStringLiteral("id"));
        frame.replace("\"$id\"", QJsonDocument(QJsonArray {lastId}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
        transport->pushFrames({frame});
        Fuzz::settle();
    }
    if (op) {
        manager.refresh(op);
        Fuzz::settle();
    }
    if (op) {
        manager.cancel(op);
        Fuzz::settle();
    }
    if (transport)
        transport->drop(QStringLiteral("the fuzzer's server went away"));
    Fuzz::settle();
    return 0;
}

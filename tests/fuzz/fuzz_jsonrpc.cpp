// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// What a server writes, line by line as on stdio, into a JSON-RPC connection with requests pending (ids 1 to 4,
// progress tokens 0 to 3) and a client that answers every other request the server sends. Each line is decoded
// as the stdio transport decodes one; lines arrive in batches of up to three, then the link drops.
#include <QPointer>

#include "fuzzsupport.h"
#include "protocol/jsonrpcconnection.h"
#include "testutils.h"

using namespace Mcp;

namespace {
class Answerer final : public IncomingRequestHandler
{
public:
    void handleIncomingRequest(IncomingRequest *request) override
    {
        switch (m_count++ % 3) {
        case 0:
            request->respond(QJsonObject {{QStringLiteral("action"), QStringLiteral("decline")}});
            break;
        case 1:
            request->respondError(-1, QStringLiteral("declined by the fuzzer"));
            break;
        default:
            break; // left open, as a person who has not answered yet
        }
    }

private:
    int m_count = 0;
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QCoreApplication>();
    Answerer answerer;
    JsonRpcConnection connection;
    connection.setIncomingRequestHandler(&answerer);
    QPointer<FakeTransport> transport = new FakeTransport(&connection);
    connection.setTransport(transport);
    transport->open();
    Fuzz::settle();
    for (int i = 0; i < 4; ++i) {
        const QJsonObject meta {{QStringLiteral("progressToken"), i}};
        connection.sendRequest(QStringLiteral("tools/call"),
            {{QStringLiteral("name"), QStringLiteral("tool")}, {QStringLiteral("_meta"), meta}});
    }
    const QList<QByteArray> lines = Fuzz::bytes(data, size).split('\n');
    for (qsizetype at = 0; at < lines.size() && transport; at += 3) {
        transport->pushFrames(lines.mid(at, 3));
        Fuzz::settle();
    }
    if (transport)
        transport->drop(QStringLiteral("the fuzzer's stream ended"));
    Fuzz::settle();
    return 0;
}

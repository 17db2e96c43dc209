// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "protocol/jsonrpcconnection.h"
#include "protocol/mcpprotocol.h"
#include "session/sessionhandshake.h"
#include "testutils.h"

using namespace Mcp;

namespace {
using Answer = std::function<QJsonObject(const QJsonObject &request)>;

QJsonObject resultFor(const QJsonObject &request, const QJsonObject &result)
{
    return {{"jsonrpc", "2.0"}, {"id", request.value("id")}, {"result", result}};
}

QJsonObject errorFor(const QJsonObject &request, int code, const QJsonObject &data = {})
{
    return {{"jsonrpc", "2.0"}, {"id", request.value("id")},
        {"error", QJsonObject {{"code", code}, {"message", "refused"}, {"data", data}}}};
}

const QJsonObject kLegacyInit {{"protocolVersion", "2025-11-25"},
    {"capabilities", QJsonObject {{"tools", QJsonObject {}}}},
    {"serverInfo", QJsonObject {{"name", "old"}, {"version", "1"}}}};

/*! One connection over a FakeTransport whose server answers each method with \a answers (none: no answer). */
struct Link
{
    explicit Link(const QHash<QString, Answer> &answers)
    {
        connection.setTransport(&transport);
        transport.onSend = [this, answers](const QJsonObject &message) {
            const QString method = message.value("method").toString();
            if (!message.contains("id") || !answers.contains(method))
                return;
            const QJsonObject answer = answers.value(method)(message);
            QTimer::singleShot(0, &transport, [this, answer] { transport.push(answer); });
        };
        transport.open();
        if (!QTest::qWaitFor([this] { return transport.state() == Transport::State::Open; }))
            qWarning("the fake link did not open");
    }
    QStringList methods() const
    {
        QStringList list;
        for (const QJsonObject &message : transport.sent)
            list << message.value("method").toString();
        return list;
    }
    FakeTransport transport;
    JsonRpcConnection connection;
};

SessionHandshake::Settings settings(Era forced = Era::Auto, Era preferred = Era::Auto)
{
    SessionHandshake::Settings s;
    s.forced = forced;
    s.preferred = preferred;
    s.probeTimeoutMs = 300;
    s.timeouts = {600, false, 0}; // a forced era waits this long (the probe's 300 ms at least)
    s.clientCapabilities = {{"elicitation", QJsonObject {}}};
    s.clientInfo = {{"name", "test"}, {"version", "0"}};
    return s;
}

/*! A handshake over \a link with the settings \a with, started, with a spy on each signal it may end with or report. */
struct StartedHandshake
{
    explicit StartedHandshake(Link &link, const SessionHandshake::Settings &with = settings())
        : handshake(&link.connection, &link.transport, with, nullptr)
    {
        handshake.start();
    }
    SessionHandshake::Outcome outcome() const
    {
        return succeeded.constFirst().at(0).value<SessionHandshake::Outcome>();
    }
    QString failure() const { return failed.constFirst().at(0).toString(); }

    SessionHandshake handshake;
    QSignalSpy succeeded {&handshake, &SessionHandshake::succeeded};
    QSignalSpy failed {&handshake, &SessionHandshake::failed};
    QSignalSpy trying {&handshake, &SessionHandshake::trying};
    QSignalSpy notes {&handshake, &SessionHandshake::note};
};
} // namespace

/*! The opening of a connection in either era, judged by what went on the wire and what the handshake concluded. */
class TestSessionHandshake : public QObject
{
    Q_OBJECT

private slots:
    void aModernServerAnswersTheProbe()
    {
        Link link(
            {{"server/discover", [](const QJsonObject &request) {
                  return resultFor(request,
                      {{"supportedVersions", QJsonArray {ProtocolVersion::modern()}},
                          {"capabilities", QJsonObject {{"tools", QJsonObject {}}}}, {"instructions", "hi"},
                          {"_meta",
                              QJsonObject {{"io.modelcontextprotocol/serverInfo", QJsonObject {{"name", "new"}}}}}});
              }}});
        StartedHandshake run(link);
        QVERIFY(run.succeeded.wait(5000));
        const auto outcome = run.outcome();
        QCOMPARE(outcome.era, Era::Modern);
        QCOMPARE(outcome.protocolVersion, ProtocolVersion::modern());
        QCOMPARE(outcome.serverInfo.value("name").toString(), QString("new"));
        QCOMPARE(outcome.instructions, QString("hi"));
        QVERIFY(outcome.capabilities.contains("tools"));
        QCOMPARE(link.methods(), QStringList {"server/discover"});
        // The probe carries the per-request _meta of 2026-07-28.
        const QJsonObject meta = link.transport.sent.constFirst().value("params").toObject().value("_meta").toObject();
        QCOMPARE(meta.value(MetaKey::protocolVersion()).toString(), ProtocolVersion::modern());
        QCOMPARE(meta.value(MetaKey::clientInfo()).toObject().value("name").toString(), QString("test"));
        QCOMPARE(run.trying.size(), 1);
    }

    void aLegacyServerFallsBackToInitialize()
    {
        Link link({{"server/discover", [](const QJsonObject &request) { return errorFor(request, -32601); }},
            {"initialize", [](const QJsonObject &request) { return resultFor(request, kLegacyInit); }}});
        StartedHandshake run(link);
        QVERIFY(run.succeeded.wait(5000));
        const auto outcome = run.outcome();
        QCOMPARE(outcome.era, Era::Legacy);
        QCOMPARE(outcome.protocolVersion, QString("2025-11-25"));
        QCOMPARE(outcome.serverInfo.value("name").toString(), QString("old"));
        QCOMPARE(link.methods(), QStringList({"server/discover", "initialize", "notifications/initialized"}));
        QCOMPARE(run.notes.size(), 1);
        QVERIFY(run.notes.constFirst().at(0).toString().contains("the server is legacy"));
    }

    void aSilentServerIsTakenForLegacyUnlessTheEraIsForced()
    {
        {
            Link link({{"initialize", [](const QJsonObject &request) { return resultFor(request, kLegacyInit); }}});
            StartedHandshake run(link);
            QVERIFY(run.succeeded.wait(5000));
            QCOMPARE(run.outcome().era, Era::Legacy);
        }
        Link link({});
        StartedHandshake run(link, settings(Era::Modern));
        QVERIFY(run.failed.wait(5000));
        QVERIFY2(run.failure().startsWith("server/discover failed"), qPrintable(run.failure()));
        // A forced era never falls back (the timed-out probe is cancelled, nothing else is sent).
        QCOMPARE(link.methods().count("server/discover"), 1);
        QVERIFY2(!link.methods().contains("initialize"), qPrintable(link.methods().join(' ')));
    }

    void aRefusedVersionIsTriedAgainOnceWhenListed()
    {
        int discovers = 0;
        Link link({{"server/discover", [&discovers](const QJsonObject &request) {
                        ++discovers;
                        return errorFor(request, ErrorCode::UnsupportedProtocolVersion,
                            {{"supported", QJsonArray {ProtocolVersion::modern()}}});
                    }}});
        StartedHandshake run(link);
        QVERIFY(run.failed.wait(5000));
        QCOMPARE(discovers, 2); // never initialize: the server proved it is modern
        QVERIFY(!link.methods().contains("initialize"));
        QVERIFY(run.failure().contains("modern protocol version this client does not"));
    }

    void theEraFoundBeforeGoesStraightToInitialize()
    {
        Link link({{"initialize", [](const QJsonObject &request) { return resultFor(request, kLegacyInit); }}});
        StartedHandshake run(link, settings(Era::Auto, Era::Legacy));
        QVERIFY(run.succeeded.wait(5000));
        QCOMPARE(link.methods().constFirst(), QString("initialize"));
    }

    void anUnknownLegacyVersionFails()
    {
        QJsonObject init = kLegacyInit;
        init.insert("protocolVersion", "1999-01-01");
        Link link({{"initialize", [init](const QJsonObject &request) { return resultFor(request, init); }}});
        StartedHandshake run(link, settings(Era::Legacy));
        QVERIFY(run.failed.wait(5000));
        QVERIFY(run.failure().contains("\"1999-01-01\""));
        QVERIFY(!link.methods().contains("notifications/initialized"));
    }

    void theHandshakeTimeoutCoversAStartingServer()
    {
        const TimeoutPolicy policy = SessionHandshake::policyFor({1000, true, 1500}, 5000);
        QCOMPARE(policy.timeoutMs, 5000);
        QCOMPARE(policy.maxTotalMs, 5000);
        const TimeoutPolicy none = SessionHandshake::policyFor({0, false, 0}, 5000);
        QCOMPARE(none.timeoutMs, 0);
        QCOMPARE(none.maxTotalMs, 0);
    }
};

QTEST_GUILESS_MAIN(TestSessionHandshake)
#include "tst_sessionhandshake.moc"

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

// Helpers of the end-to-end dialect tests (tst_e2e_*): clients of the project's own core against the real demo
// server, and the mcp-async command line as a script runs it. Header-only: each test includes it once.

#include <algorithm>
#include <memory>

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "pendingreply.h"
#include "protocol/jsonrpcconnection.h"
#include "rawlink.h"
#include "session/mcpsession.h"
#include "testutils.h"

namespace E2e {

inline const QString kHttpReady = QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)");
inline const QString kSseReady = QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/sse)");
inline const QString kWsReady = QStringLiteral("listening on (ws://127\\.0\\.0\\.1:\\d+/mcp)");

/*! The answer to one request, kept after the PendingRequest is gone. */
using Reply = PendingReply;

/*! One client of the demo server: a session of the client core that keeps every notification it gets. */
class Client
{
public:
    bool open(const Mcp::ServerConfig &config)
    {
        session = std::make_unique<Mcp::McpSession>(config);
        session->setAutoReconnect(false);
        QObject::connect(session.get(), &Mcp::McpSession::notificationsReceived, session.get(),
            [this](const QList<Mcp::JsonRpcNotification> &batch) { notes << batch; });
        QSignalSpy ready(session.get(), &Mcp::McpSession::ready);
        session->connectToServer();
        return ready.wait(15000);
    }
    /*! Waits for the tool listing, which comes after ready. */
    bool waitForTools()
    {
        return QTest::qWaitFor([this] { return !session->tools().isEmpty(); }, 10000);
    }
    std::shared_ptr<Reply> request(const QString &method, const QJsonObject &params, QJsonValue *id = nullptr)
    {
        Mcp::PendingRequest *request = session->request(method, params);
        if (id)
            *id = request->id();
        return trackReply(request);
    }
    /*! Sends a request and waits for its answer (an unanswered one comes back with done false). */
    Reply answer(const QString &method, const QJsonObject &params, QJsonValue *id = nullptr, int timeoutMs = 15000)
    {
        const auto reply = request(method, params, id);
        (void)QTest::qWaitFor([&] { return reply->done; }, timeoutMs);
        return *reply;
    }
    /*! The params of the notifications \a method received so far, those whose \a key is \a value if given. */
    QList<QJsonObject> notifications(const QString &method, const QString &key = {}, const QJsonValue &value = {}) const
    {
        QList<QJsonObject> found;
        for (const Mcp::JsonRpcNotification &n : notes) {
            if (n.method == method && (key.isEmpty() || n.params().value(key) == value))
                found << n.params();
        }
        return found;
    }

    std::unique_ptr<Mcp::McpSession> session;
    QList<Mcp::JsonRpcNotification> notes;
};

/*! A raw JSON-RPC link to a stdio demo server, for clients the core never is (one without the dialect flags). */
struct RawLink : JsonRpcLink
{
    Reply answer(const QString &method, const QJsonObject &params = {}, int timeoutMs = 15000)
    {
        auto reply = std::make_shared<Reply>();
        Mcp::PendingRequest *request = connection.sendRequest(method, params);
        QObject::connect(request, &Mcp::PendingRequest::finished, request, [reply, request] {
            reply->done = true;
            reply->result = request->result();
            reply->error = request->error();
        });
        (void)QTest::qWaitFor([&] { return reply->done; }, timeoutMs);
        return *reply;
    }
    /*! initialize with \a capabilities, then notifications/initialized. */
    bool initialize(const QJsonObject &capabilities)
    {
        const Reply init = answer("initialize",
            {{"protocolVersion", "2025-11-25"}, {"capabilities", capabilities},
                {"clientInfo", QJsonObject {{"name", "tst_e2e"}, {"version", "1"}}}});
        connection.sendNotification("notifications/initialized");
        return init.error.isNull();
    }
};

inline Mcp::ServerConfig httpServer(const QString &url)
{
    // The initialize era: sessions, so that the server reaches the client after an answer.
    return TestUtils::urlConfig(
        QStringLiteral("demo-http"), Mcp::ServerConfig::Kind::StreamableHttp, url, Mcp::Era::Legacy);
}

inline Mcp::ServerConfig stdioServer(const QStringList &arguments = {}, Mcp::Era era = Mcp::Era::Legacy)
{
    return TestUtils::demoStdioConfig(QStringLiteral("demo-stdio"), arguments, era, 3000);
}

/*!
 * Declares the string columns "era" and "transport" of a data-driven test, with a row for each pair the era has
 * (HTTP+SSE, "sse", is of the initialize era only).
 */
inline void addEraTransportRows(
    const QStringList &eras = {"legacy", "modern"}, const QStringList &transports = {"stdio", "http"})
{
    QTest::addColumn<QString>("era");
    QTest::addColumn<QString>("transport");
    for (const QString &era : eras) {
        for (const QString &transport : transports) {
            if (era != QLatin1String("modern") || transport != QLatin1String("sse"))
                QTest::newRow(qPrintable(era + ' ' + transport)) << era << transport;
        }
    }
}
/*! Starts the demo server on Streamable HTTP (port 0) and returns its URL, or an empty string. */
inline QString startHttp(PeerProcess &peer, const QStringList &extra = {})
{
    const QString url = peer.start(TestUtils::demoServerPath(), QStringList {"--http", "0"} + extra, kHttpReady);
    if (url.isEmpty())
        qWarning().noquote() << peer.errorString();
    return url;
}

/*!
 * The mcp-async options that reach the demo server, run with \a extra, on \a transport: "stdio" (mcp-async starts it)
 * or "http" (started here, in \a peer). Empty when the HTTP server did not start.
 */
inline QStringList cliDemoSource(const QString &transport, PeerProcess &peer, const QStringList &extra = {})
{
    if (transport == QLatin1String("stdio")) {
        QString command = QStringLiteral("\"%1\"").arg(TestUtils::demoServerPath());
        for (const QString &argument : extra)
            command += QLatin1Char(' ') + argument;
        return {QStringLiteral("--stdio"), command};
    }
    const QString url = startHttp(peer, extra);
    return url.isEmpty() ? QStringList() : QStringList {QStringLiteral("--url"), url};
}

/*!
 * The demo server on \a transport ("stdio", "http", "ws" or "sse"), run with \a extra, spoken to in \a era: its
 * configuration, with the network ones started in \a peer on a free port. An empty URL (and a warning) when a
 * network server did not start.
 */
inline Mcp::ServerConfig demoServerOn(
    PeerProcess &peer, const QString &transport, Mcp::Era era, const QStringList &extra = {})
{
    if (transport == QLatin1String("stdio"))
        return TestUtils::demoStdioConfig(QStringLiteral("demo"), extra, era, 3000);
    struct Network
    {
        const char *name;
        const char *flag;
        const QString &ready;
        Mcp::ServerConfig::Kind kind;
    };
    const Network networks[] {{"http", "--http", kHttpReady, Mcp::ServerConfig::Kind::StreamableHttp},
        {"ws", "--ws", kWsReady, Mcp::ServerConfig::Kind::WebSocket},
        {"sse", "--sse", kSseReady, Mcp::ServerConfig::Kind::LegacySse}};
    for (const Network &network : networks) {
        if (transport != QLatin1String(network.name))
            continue;
        const QString url = peer.start(TestUtils::demoServerPath(),
            QStringList {QLatin1String(network.flag), QStringLiteral("0")} + extra, network.ready);
        if (url.isEmpty())
            qWarning().noquote() << peer.errorString();
        return TestUtils::urlConfig(QStringLiteral("demo"), network.kind, url, era);
    }
    qFatal("demoServerOn: no transport %s", qPrintable(transport));
}

/*! The arguments of the demo's analyze_dataset: \a dataset scanned in \a seconds, in \a chunks. */
inline QJsonObject scan(const QString &dataset, double seconds, int chunks)
{
    return {{"dataset", dataset}, {"duration_seconds", seconds}, {"chunks", chunks}};
}
/*! A scan that takes a minute: still running whenever a test looks. */
inline QJsonObject longScan()
{
    return scan(QStringLiteral("sales-2024"), 60, 60);
}

/*! The texts of a CallToolResult's content, one per line. */
inline QString text(const QJsonObject &callToolResult)
{
    QStringList texts;
    const QJsonArray items = callToolResult.value("content").toArray();
    for (const QJsonValue &item : items)
        texts << item.toObject().value("text").toString();
    return texts.join('\n');
}

inline QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

/*! One run of the mcp-async command line: its JSON lines and exit code. */
struct CliRun
{
    int exitCode = -1;
    QList<QJsonObject> events;
    QByteArray out;
    QByteArray err;

    /*! For a failed check: the exit code, stderr and the end of stdout. */
    QByteArray describe() const
    {
        return "exit code " + (exitCode < 0 ? QByteArray("-1 (crashed or hung)") : QByteArray::number(exitCode))
            + "; stderr: " + err.trimmed() + "; stdout: " + out.trimmed().right(400);
    }

    /*! The last event called \a event, or an empty object. */
    QJsonObject last(const QString &event) const
    {
        for (auto it = events.crbegin(); it != events.crend(); ++it) {
            if (it->value("event").toString() == event)
                return *it;
        }
        return {};
    }
    /*! The name of each event, in order. */
    QStringList eventNames() const { return TestUtils::stringsOf(events, "event"); }
    int count(const QString &event) const
    {
        return int(std::count_if(events.cbegin(), events.cend(),
            [&](const QJsonObject &e) { return e.value("event").toString() == event; }));
    }
    /*! The handle's token of the "started" event. */
    QString token() const
    {
        return last("started").value("operation").toObject().value("handle").toObject().value("token").toString();
    }
};

/*! Where this test process's CLI runs keep their operations (MCP_ASYNC_DATA_DIR): never the user's. */
inline QTemporaryDir &cliDataDir()
{
    static QTemporaryDir dir;
    return dir;
}

/*! What a suite of the demo server and its CLI checks first (see TestUtils::prepareDemoServerSuite()). */
inline void prepareCliSuite()
{
    TestUtils::prepareDemoServerSuite();
    QVERIFY(cliDataDir().isValid());
}

inline CliRun runCli(const QString &dataDir, const QStringList &arguments, int timeoutMs = 60000)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("MCP_ASYNC_DATA_DIR", dataDir); // never the user's own store
    process.setProcessEnvironment(env);
    process.start(TestUtils::binaryDir() + "/app/mcp-async", arguments);
    CliRun run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        qWarning("mcp-async did not finish within %d ms", timeoutMs);
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.err = process.readAllStandardError();
    run.out = process.readAllStandardOutput();
    for (const QByteArray &line : run.out.split('\n')) {
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject())
            run.events << doc.object();
    }
    return run;
}

} // namespace E2e

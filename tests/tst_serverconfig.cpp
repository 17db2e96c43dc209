// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// ServerConfig's one place for what a URL or a host's configuration file means: the inspector's --url and
// import, and the CLI's --url and --config all ask it. And its one set of rules for an entry that cannot work
// (problems()), which the server dialog and the CLI's options (fromArguments()) both word.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "session/serverconfig.h"

using namespace Mcp;

Q_DECLARE_METATYPE(ServerConfig)
Q_DECLARE_METATYPE(QList<ServerConfig::Problem>)

namespace {
ServerConfig httpConfig(const QString &url)
{
    ServerConfig config;
    config.name = QStringLiteral("remote");
    config.kind = ServerConfig::kindForUrl(QUrl(url));
    config.url = QUrl(url);
    return config;
}
} // namespace

class TestServerConfig : public QObject
{
    Q_OBJECT

private slots:
    void kindForUrl_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<int>("kind");
        QTest::newRow("http") << "http://127.0.0.1:3001/mcp" << int(ServerConfig::Kind::StreamableHttp);
        QTest::newRow("https, no path") << "https://example.com" << int(ServerConfig::Kind::StreamableHttp);
        QTest::newRow("legacy /sse") << "http://127.0.0.1:3001/sse" << int(ServerConfig::Kind::LegacySse);
        QTest::newRow("legacy /sse, https") << "https://example.com/v1/sse" << int(ServerConfig::Kind::LegacySse);
        QTest::newRow("/sse in the middle") << "http://h/sse/mcp" << int(ServerConfig::Kind::StreamableHttp);
        QTest::newRow("ws") << "ws://127.0.0.1:3002/mcp" << int(ServerConfig::Kind::WebSocket);
        QTest::newRow("wss") << "wss://example.com/mcp" << int(ServerConfig::Kind::WebSocket);
        QTest::newRow("WS, any case") << "WS://example.com/mcp" << int(ServerConfig::Kind::WebSocket);
        QTest::newRow("a scheme that only starts with ws") << "wsx://h/mcp" << int(ServerConfig::Kind::StreamableHttp);
    }

    void kindForUrl()
    {
        QFETCH(QString, url);
        QFETCH(int, kind);
        QCOMPARE(int(ServerConfig::kindForUrl(QUrl(url))), kind);
        // An entry without "type" reads the URL the same way.
        QString error;
        const ServerConfig config = ServerConfig::fromMcpServersEntry("s", QJsonObject {{"url", url}}, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(int(config.kind), kind);
    }

    void serverEntries()
    {
        const QJsonObject entry {{"command", "demo"}};
        QCOMPARE(ServerConfig::serverEntries({{"mcpServers", QJsonObject {{"a", entry}}}}).keys(), QStringList {"a"});
        QCOMPARE(ServerConfig::serverEntries({{"servers", QJsonObject {{"b", entry}}}}).keys(), QStringList {"b"});
        // mcpServers wins when both are there.
        QCOMPARE(ServerConfig::serverEntries(
                     {{"mcpServers", QJsonObject {{"a", entry}}}, {"servers", QJsonObject {{"b", entry}}}})
                     .keys(),
            QStringList {"a"});
        // A bare map of entries.
        QCOMPARE(ServerConfig::serverEntries({{"c", entry}}).keys(), QStringList {"c"});
        QVERIFY(ServerConfig::serverEntries({}).isEmpty());
    }

    // A bearer header (old settings, a host's mcpServers file) becomes the secret bearer token; the JSON written back
    // never holds it, and other headers stay as they were.
    void bearerHeaderIsASecret()
    {
        const QJsonObject entry {{"url", "https://example.com/mcp"},
            {"headers", QJsonObject {{"Authorization", "Bearer tok-123456789"}, {"X-Api-Key", "k"}}}};
        ServerConfig config = ServerConfig::fromMcpServersEntry("remote", entry);
        QCOMPARE(config.auth.mode, AuthSettings::Mode::Bearer);
        QCOMPARE(config.auth.bearerToken, QStringLiteral("tok-123456789"));
        QCOMPARE(config.headers.size(), 1);
        QCOMPARE(config.headers.first().first, QByteArray("X-Api-Key"));
        const QByteArray saved = QJsonDocument(config.toJson()).toJson();
        QVERIFY2(!saved.contains("tok-123456789"), saved.constData());
        QCOMPARE(ServerConfig::fromJson(config.toJson()).auth.mode, AuthSettings::Mode::Bearer);

        // A header written next to a chosen mode of None or OAuth stays a header (the person chose), but is not saved.
        ServerConfig none;
        none.kind = ServerConfig::Kind::StreamableHttp;
        none.url = QUrl("https://example.com/mcp");
        none.auth.mode = AuthSettings::Mode::OAuth;
        none.headers = {{"authorization", "bearer abcdefghij"}};
        none.takeBearerHeader();
        QCOMPARE(none.headers.size(), 1);
        QVERIFY(!QJsonDocument(none.toJson()).toJson().contains("abcdefghij"));
    }
    void problems_data()
    {
        using Problem = ServerConfig::Problem;
        QTest::addColumn<ServerConfig>("config");
        QTest::addColumn<QList<Problem>>("problems");
        ServerConfig stdio;
        stdio.name = "local";
        stdio.command = "npx";
        QTest::newRow("stdio") << stdio << QList<Problem> {};
        stdio.command.clear();
        stdio.name.clear();
        QTest::newRow("stdio without name and command")
            << stdio << QList<Problem> {Problem::NoName, Problem::NoCommand};
        QTest::newRow("http") << httpConfig("https://example.com/mcp") << QList<Problem> {};
        QTest::newRow("ws") << httpConfig("ws://127.0.0.1:3001/mcp") << QList<Problem> {};
        QTest::newRow("no url") << httpConfig("") << QList<Problem> {Problem::NoUrl};
        QTest::newRow("no host") << httpConfig("http:///mcp") << QList<Problem> {Problem::InvalidUrl};
        QTest::newRow("no scheme") << httpConfig("localhost:3001/mcp") << QList<Problem> {Problem::InvalidUrl};
        ServerConfig ws = httpConfig("http://127.0.0.1:3001/mcp");
        ws.kind = ServerConfig::Kind::WebSocket;
        QTest::newRow("websocket with http url") << ws << QList<Problem> {Problem::NotWebSocketUrl};
        QTest::newRow("http with ftp url")
            << httpConfig("ftp://example.com/mcp") << QList<Problem> {Problem::NotHttpUrl};
        ServerConfig http = httpConfig("https://example.com/mcp");
        http.kind = ServerConfig::Kind::LegacySse;
        http.url = QUrl("wss://example.com/sse");
        QTest::newRow("sse with wss url") << http << QList<Problem> {Problem::NotHttpUrl};

        ServerConfig bearer = httpConfig("https://example.com/mcp");
        bearer.auth.mode = AuthSettings::Mode::Bearer;
        QTest::newRow("bearer without token") << bearer << QList<Problem> {Problem::NoBearerToken};
        bearer.headers = {{"authorization", "Bearer abc"}};
        QTest::newRow("bearer in a header") << bearer << QList<Problem> {};
        bearer.headers.clear();
        bearer.auth.bearerToken = "abc";
        QTest::newRow("bearer token") << bearer << QList<Problem> {};

        ServerConfig machine = httpConfig("https://example.com/mcp");
        machine.auth.grant = AuthSettings::Grant::ClientCredentials;
        QTest::newRow("client credentials without id") << machine << QList<Problem> {Problem::NoClientId};
        machine.auth.grant = AuthSettings::Grant::WorkloadIdentity;
        QTest::newRow("workload identity without id") << machine << QList<Problem> {Problem::NoClientId};
        machine.auth.mode = AuthSettings::Mode::None;
        QTest::newRow("no authorization: no client needed") << machine << QList<Problem> {};

        ServerConfig metadata = httpConfig("https://example.com/mcp");
        metadata.auth.clientMetadataUrl = QUrl("http://app.example.com/client.json");
        QTest::newRow("metadata over http") << metadata << QList<Problem> {Problem::ClientMetadataNotHttps};
        metadata.auth.clientMetadataUrl = QUrl("https:///client.json");
        QTest::newRow("metadata without host") << metadata << QList<Problem> {Problem::ClientMetadataNotHttps};
        metadata.auth.grant = AuthSettings::Grant::ClientCredentials;
        metadata.auth.clientId = "machine";
        QTest::newRow("metadata unused by client credentials") << metadata << QList<Problem> {};
        metadata.auth.grant = AuthSettings::Grant::AuthorizationCode;
        metadata.auth.clientMetadataUrl = QUrl("https://app.example.com/client.json");
        QTest::newRow("metadata over https") << metadata << QList<Problem> {};

        ServerConfig many = httpConfig("ftp://example.com/mcp");
        many.name.clear();
        many.auth.grant = AuthSettings::Grant::ClientCredentials;
        QTest::newRow("in order: name, transport, authorization")
            << many << QList<Problem> {Problem::NoName, Problem::NotHttpUrl, Problem::NoClientId};
    }

    void problems()
    {
        QFETCH(ServerConfig, config);
        QFETCH(QList<ServerConfig::Problem>, problems);
        QCOMPARE(config.problems(), problems);
    }

    void headerFromString_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("plain") << "X-Api-Key: k" << true << QByteArray("X-Api-Key") << QByteArray("k");
        QTest::newRow("trimmed") << "  X-Tenant :  blue team " << true << QByteArray("X-Tenant")
                                 << QByteArray("blue team");
        QTest::newRow("colon in the value")
            << "Referer: http://a/b" << true << QByteArray("Referer") << QByteArray("http://a/b");
        QTest::newRow("empty value") << "X-Empty:" << true << QByteArray("X-Empty") << QByteArray();
        QTest::newRow("no colon") << "X-Api-Key k" << false << QByteArray() << QByteArray();
        QTest::newRow("no name") << ": value" << false << QByteArray() << QByteArray();
        QTest::newRow("blank name") << "   : value" << false << QByteArray() << QByteArray();
    }

    void headerFromString()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QByteArray, name);
        QFETCH(QByteArray, value);
        QPair<QByteArray, QByteArray> header;
        QCOMPARE(ServerConfig::headerFromString(text, &header), ok);
        if (ok)
            QCOMPARE(header, qMakePair(name, value));
    }

    void fromArguments()
    {
        QString error;
        ServerConfig config = ServerConfig::fromArguments(
            {"--stdio", "node \"my server.js\" --port 3", "--era", "legacy", "--header", "X-A: 1"}, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(config.kind, ServerConfig::Kind::Stdio);
        QCOMPARE(config.command, QString("node"));
        QCOMPARE(config.arguments, QStringList({"my server.js", "--port", "3"}));
        QCOMPARE(config.name, QString("node \"my server.js\" --port 3")); // kept operations find it by this
        QCOMPARE(config.era, Era::Legacy);

        config = ServerConfig::fromArguments({"--url", "http://127.0.0.1:3001/sse", "--header", "X-A: 1", "--header",
                                                 "X-B: two words", "--auth", "oauth", "--client-id", "c", "--scope",
                                                 " a   b ", "--grant", "client_credentials", "--redirect-port", "8765"},
            &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(config.kind, ServerConfig::Kind::LegacySse);
        QCOMPARE(config.name, QString("http://127.0.0.1:3001/sse"));
        QCOMPARE(config.headers.size(), 2);
        QCOMPARE(config.headers.at(1), qMakePair(QByteArray("X-B"), QByteArray("two words")));
        QCOMPARE(config.auth.mode, AuthSettings::Mode::OAuth);
        QCOMPARE(config.auth.clientId, QString("c"));
        QCOMPARE(config.auth.scopes, QString("a b"));
        QCOMPARE(config.auth.grant, AuthSettings::Grant::ClientCredentials);
        QCOMPARE(config.auth.redirectPort, quint16(8765));

        // Over a configuration from elsewhere (a --config entry): its transport stays, the options win, headers add.
        ServerConfig base = httpConfig("https://example.com/mcp");
        base.headers = {{"X-Base", "b"}};
        base.auth.clientId = "from-file";
        config = ServerConfig::fromArguments(
            {"--header", "X-A: 1", "--client-id", "from-options", "--era", "modern", "--transport", "ws"}, base,
            &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(config.url, base.url);
        QCOMPARE(config.kind, ServerConfig::Kind::StreamableHttp); // --transport is --url's
        QCOMPARE(config.name, QString("remote"));
        QCOMPARE(config.headers.size(), 2);
        QCOMPARE(config.auth.clientId, QString("from-options"));
        QCOMPARE(config.era, Era::Modern);
    }

    void fromArgumentsErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown option") << QStringList {"--nope", "x"} << "unknown option --nope";
        QTest::newRow("no value") << QStringList {"--url"} << "--url needs a value";
        QTest::newRow("empty stdio") << QStringList {"--stdio", "  "} << "--stdio needs a command";
        QTest::newRow("url without scheme") << QStringList {"--url", "/mcp"} << "--url is not a valid URL: /mcp";
        QTest::newRow("url without host")
            << QStringList {"--url", "http:///mcp"} << "--url is not a valid URL: http:///mcp";
        QTest::newRow("url of another scheme")
            << QStringList {"--url", "ftp://h/mcp"} << "ftp://h/mcp is not an HTTP URL (http:// or https://)";
        QTest::newRow("transport and url disagree") << QStringList {"--url", "http://h/mcp", "--transport", "ws"}
                                                    << "http://h/mcp is not a WebSocket URL (ws:// or wss://)";
        QTest::newRow("unknown transport")
            << QStringList {"--url", "http://h/mcp", "--transport", "pigeon"} << "unknown --transport pigeon";
        QTest::newRow("stdio transport") << QStringList {"--url", "http://h/mcp", "--transport", "stdio"}
                                         << "unknown --transport stdio";
        QTest::newRow("header") << QStringList {"--url", "http://h/mcp", "--header", "nocolon"}
                                << "--header must look like \"Name: value\": nocolon";
        QTest::newRow("era") << QStringList {"--url", "http://h/mcp", "--era", "future"}
                             << "--era must be auto, legacy or modern";
        QTest::newRow("auth") << QStringList {"--url", "http://h/mcp", "--auth", "magic"}
                              << "--auth must be automatic, oauth, bearer or none";
        QTest::newRow("grant") << QStringList {"--url", "http://h/mcp", "--grant", "password"}
                               << "--grant must be authorization_code, client_credentials or jwt_bearer";
        QTest::newRow("port") << QStringList {"--url", "http://h/mcp", "--redirect-port", "70000"}
                              << "--redirect-port needs a port number";
        QTest::newRow("headless grant without client") << QStringList {"--url", "http://h/mcp", "--grant",
            "client_credentials"} << "--grant client_credentials needs --client-id";
        QTest::newRow("metadata over http") << QStringList {"--url", "http://h/mcp", "--client-metadata-url",
            "http://a/c"} << "--client-metadata-url must be an https URL";
        QTest::newRow("metadata that is no URL") << QStringList {"--url", "http://h/mcp", "--client-metadata-url",
            "https://a b/c"} << "--client-metadata-url must be an https URL";
    }

    void fromArgumentsErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        QString found = "not set";
        ServerConfig::fromArguments(arguments, &found);
        QCOMPARE(found, error);
    }

    // The command line takes a bearer token from the credential store: no token on it is no problem there.
    void fromArgumentsLeavesTheBearerTokenToTheStore()
    {
        QString error = "not set";
        const ServerConfig config = ServerConfig::fromArguments({"--url", "http://h/mcp", "--auth", "bearer"}, &error);
        QCOMPARE(error, QString());
        QCOMPARE(config.problems(), QList<ServerConfig::Problem> {ServerConfig::Problem::NoBearerToken});
    }
};

QTEST_GUILESS_MAIN(TestServerConfig)
#include "tst_serverconfig.moc"

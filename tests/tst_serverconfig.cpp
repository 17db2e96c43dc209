// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// ServerConfig's one place for what a URL or a host's configuration file means: the inspector's --url and
// import, and the CLI's --url and --config all ask it.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "session/serverconfig.h"

using namespace Mcp;

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
};

QTEST_GUILESS_MAIN(TestServerConfig)
#include "tst_serverconfig.moc"

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QJsonDocument>
#include <QTest>

#include "protocol/toolinfo.h"

using namespace Mcp;

namespace {
ToolInfo tool(const char *json)
{
    return ToolInfo::fromJson(QJsonDocument::fromJson(json).object());
}
} // namespace

class TestToolInfo : public QObject
{
    Q_OBJECT

private slots:
    void asyncMarkers()
    {
        const ToolInfo t = tool(R"({"name":"a","annotations":{"preferAsync":true,"title":"Nice A"},
                                   "invocationMode":"async","execution":{"taskSupport":"optional"}})");
        QCOMPARE(t.displayName(), QString("Nice A"));
        QVERIFY(t.isAsyncCapable());
        QCOMPARE(t.asyncMarkers(), QStringList({"preferAsync", "invocationMode:async", "taskSupport:optional"}));
        const ToolInfo plain = tool(R"({"name":"b","invocationMode":"sync"})");
        QVERIFY(!plain.isAsyncCapable());
        QCOMPARE(plain.taskSupport, ToolInfo::TaskSupport::Forbidden);
    }

    void paramHeaders_data()
    {
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<QString>("error"); // part of the expected error, empty when valid
        QTest::addColumn<int>("headers");
        QTest::newRow("top level") << QByteArray(
            R"({"type":"object","properties":{"region":{"type":"string","x-mcp-header":"Region"}}})")
                                   << "" << 1;
        QTest::newRow("nested properties") << QByteArray(
            R"({"properties":{"a":{"type":"object","properties":{"b":{"type":"integer","x-mcp-header":"B"}}}}})")
                                           << "" << 1;
        QTest::newRow("through items") << QByteArray(
            R"({"properties":{"a":{"type":"array","items":{"type":"string","x-mcp-header":"A"}}}})")
                                       << "reachable" << 0;
        QTest::newRow("through oneOf") << QByteArray(
            R"({"properties":{"a":{"oneOf":[{"type":"string","x-mcp-header":"A"}]}}})")
                                       << "reachable" << 0;
        QTest::newRow("number type") << QByteArray(R"({"properties":{"a":{"type":"number","x-mcp-header":"A"}}})")
                                     << "string, integer or boolean" << 0;
        QTest::newRow("not a token") << QByteArray(R"({"properties":{"a":{"type":"string","x-mcp-header":"A B"}}})")
                                     << "token" << 0;
        QTest::newRow("empty") << QByteArray(R"({"properties":{"a":{"type":"string","x-mcp-header":""}}})") << "token"
                               << 0;
        QTest::newRow("duplicate") << QByteArray(
            R"({"properties":{"a":{"type":"string","x-mcp-header":"X"},"b":{"type":"boolean","x-mcp-header":"x"}}})")
                                   << "twice" << 1;
    }

    void paramHeaders()
    {
        QFETCH(QByteArray, schema);
        QFETCH(QString, error);
        QFETCH(int, headers);
        const ToolInfo t =
            ToolInfo::fromJson({{"name", "t"}, {"inputSchema", QJsonDocument::fromJson(schema).object()}});
        if (error.isEmpty())
            QVERIFY2(t.paramHeaderError.isEmpty(), qPrintable(t.paramHeaderError));
        else
            QVERIFY2(t.paramHeaderError.contains(error), qPrintable(t.paramHeaderError));
        QCOMPARE(t.paramHeaders.size(), headers);
    }

    void paramHeaderValues()
    {
        const ToolInfo t = tool(R"({"name":"t","inputSchema":{"properties":{
            "region":{"type":"string","x-mcp-header":"Region"},
            "opts":{"type":"object","properties":{"n":{"type":"integer","x-mcp-header":"Count"},
                                                   "dry":{"type":"boolean","x-mcp-header":"Dry"}}},
            "absent":{"type":"string","x-mcp-header":"Absent"}}}})");
        QVERIFY(t.paramHeaderError.isEmpty());
        const auto values =
            t.paramHeaderValues({{"region", "us-west1"}, {"opts", QJsonObject {{"n", 42}, {"dry", false}}}});
        QCOMPARE(values.size(), 3);
        QVERIFY(values.contains(qMakePair(QByteArray("Mcp-Param-Region"), QString("us-west1"))));
        QVERIFY(values.contains(qMakePair(QByteArray("Mcp-Param-Count"), QString("42"))));
        QVERIFY(values.contains(qMakePair(QByteArray("Mcp-Param-Dry"), QString("false"))));
    }
};

QTEST_APPLESS_MAIN(TestToolInfo)
#include "tst_toolinfo.moc"

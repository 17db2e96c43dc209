// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// JsonDiff: the differences between two JSON values, by path, bounded.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "protocol/jsondiff.h"

using namespace Mcp;

namespace {
QJsonValue parse(const QString &json)
{
    // Wrapped so that a scalar parses too.
    return QJsonDocument::fromJson(QStringLiteral("[%1]").arg(json).toUtf8()).array().at(0);
}

// Each difference as "kind path old → new", the values compact ("-" when there is none).
QStringList describe(const JsonDiff &diff)
{
    const auto text = [](const QJsonValue &value) {
        return value.isUndefined()
            ? QString("-")
            : QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
    };
    QStringList lines;
    for (const JsonDifference &d : diff.entries)
        lines << QString("%1 %2 %3 → %4")
                     .arg(JsonDifference::kindName(d.kind), d.path, text(d.oldValue), text(d.newValue));
    return lines;
}
} // namespace

class TestJsonDiff : public QObject
{
    Q_OBJECT

private slots:
    void compare_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("equal objects") << R"({"a":1,"b":[1,2,{"c":null}]})"
                                       << R"({"b":[1,2,{"c":null}],"a":1})" << QStringList();
        QTest::newRow("equal scalars") << "\"x\""
                                       << "\"x\"" << QStringList();
        QTest::newRow("root scalar changed") << "1"
                                             << "2" << QStringList {"changed  1 → 2"};
        QTest::newRow("type changed") << R"({"a":1})"
                                      << R"({"a":"1"})" << QStringList {R"(changed a 1 → "1")"};
        QTest::newRow("object to array") << R"({"a":{}})"
                                         << R"({"a":[]})" << QStringList {"changed a {} → []"};
        QTest::newRow("member added") << R"({"a":1})"
                                      << R"({"a":1,"b":true})" << QStringList {"added b - → true"};
        QTest::newRow("member removed") << R"({"a":1,"b":true})"
                                        << R"({"a":1})" << QStringList {"removed b true → -"};
        QTest::newRow("tool result text")
            << R"({"result":{"content":[{"type":"text","text":"status: ok"}],"isError":false}})"
            << R"({"result":{"content":[{"type":"text","text":"version: 1"}],"isError":false}})"
            << QStringList {R"(changed result.content[0].text "status: ok" → "version: 1")"};
        QTest::newRow("array grew") << "[1,2]"
                                    << "[1,2,3,4]" << QStringList {"added [2] - → 3", "added [3] - → 4"};
        QTest::newRow("array shrank") << R"({"x":[1,2,3]})"
                                      << R"({"x":[1]})" << QStringList {"removed x[1] 2 → -", "removed x[2] 3 → -"};
        QTest::newRow("arrays by index, no moves") << "[1,2]"
                                                   << "[2,1]" << QStringList {"changed [0] 1 → 2", "changed [1] 2 → 1"};
        QTest::newRow("keys in order, mixed")
            << R"({"a":1,"c":3,"e":5})"
            << R"({"b":2,"c":4,"e":5,"f":6})"
            << QStringList {"removed a 1 → -", "added b - → 2", "changed c 3 → 4", "added f - → 6"};
        QTest::newRow("odd keys quoted") << R"({"r":{"a.b":1,"2x":1,"q\"":1}})"
                                         << R"({"r":{"a.b":2,"2x":2,"q\"":2}})"
                                         << QStringList {R"(changed r["2x"] 1 → 2)", R"(changed r["a.b"] 1 → 2)",
                                                R"(changed r["q\""] 1 → 2)"};
        QTest::newRow("error instead of result")
            << R"({"result":{}})"
            << R"({"error":{"code":-32602}})"
            << QStringList {R"(added error - → {"code":-32602})", "removed result {} → -"};
        QTest::newRow("nested array of objects") << R"({"tools":[{"name":"a","x":[true]},{"name":"b"}]})"
                                                 << R"({"tools":[{"name":"a","x":[false]},{"name":"b"}]})"
                                                 << QStringList {"changed tools[0].x[0] true → false"};
    }
    void compare()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QStringList, expected);
        const JsonDiff diff = JsonDiff::compare(parse(before), parse(after));
        QCOMPARE(describe(diff), expected);
        QCOMPARE(diff.isEmpty(), expected.isEmpty());
        QCOMPARE(diff.more, 0);
        // The other way round: as many differences, added and removed swapped.
        const JsonDiff back = JsonDiff::compare(parse(after), parse(before));
        QCOMPARE(back.total(), diff.total());
    }

    void capsTheEntries_data()
    {
        QTest::addColumn<int>("cap");
        QTest::addColumn<int>("kept");
        QTest::addColumn<int>("more");
        QTest::newRow("under the cap") << 500 << 300 << 0;
        QTest::newRow("at the cap") << 300 << 300 << 0;
        QTest::newRow("over the cap") << 10 << 10 << 290;
        QTest::newRow("a cap below one keeps one") << 0 << 1 << 299;
    }
    void capsTheEntries()
    {
        QFETCH(int, cap);
        QFETCH(int, kept);
        QFETCH(int, more);
        QJsonArray before;
        QJsonArray after;
        for (int i = 0; i < 300; ++i) {
            before.append(i);
            after.append(-i - 1);
        }
        const JsonDiff diff = JsonDiff::compare(before, after, cap);
        QCOMPARE(diff.entries.size(), kept);
        QCOMPARE(diff.more, more);
        QCOMPARE(diff.total(), 300);
        QCOMPARE(diff.entries.constFirst().path, QString("[0]"));
    }

    void deepValuesStopAtTheDepthCap()
    {
        QJsonValue before = 1;
        QJsonValue after = 2;
        for (int i = 0; i < JsonDiff::MaxDepth + 50; ++i) {
            before = QJsonArray {before};
            after = QJsonArray {after};
        }
        const JsonDiff diff = JsonDiff::compare(before, after);
        QCOMPARE(diff.entries.size(), 1);
        QCOMPARE(diff.entries.constFirst().kind, JsonDifference::Kind::Changed);
        QCOMPARE(diff.entries.constFirst().path, QString("[0]").repeated(JsonDiff::MaxDepth));
    }
};

QTEST_APPLESS_MAIN(TestJsonDiff)
#include "tst_jsondiff.moc"

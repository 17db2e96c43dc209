// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "protocol/contentblock.h"

using namespace Mcp;

namespace {
QJsonValue json(const char *text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(text);
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

ContentList list(const char *text)
{
    return ContentList::fromJson(json(text));
}
} // namespace

class TestContentBlock : public QObject
{
    Q_OBJECT

private slots:
    void firstText()
    {
        QCOMPARE(list(R"([{"type":"image","data":"","mimeType":"image/png"},{"type":"text","text":"why"},)"
                      R"({"type":"text","text":"later"}])")
                     .firstText(),
            QStringLiteral("why"));
        QCOMPARE(list(R"([{"type":"audio","data":"","mimeType":"audio/wav"}])").firstText(), QString());
    }

    void everyKind_data()
    {
        QTest::addColumn<QString>("block");
        QTest::addColumn<int>("kind");
        QTest::newRow("text") << R"({"type":"text","text":"hi"})" << int(ContentBlock::Kind::Text);
        QTest::newRow("image") << R"({"type":"image","data":"AAAA","mimeType":"image/png"})"
                               << int(ContentBlock::Kind::Image);
        QTest::newRow("audio") << R"({"type":"audio","data":"AAAA","mimeType":"audio/wav"})"
                               << int(ContentBlock::Kind::Audio);
        QTest::newRow("resource_link") << R"({"type":"resource_link","uri":"file:///a","name":"a"})"
                                       << int(ContentBlock::Kind::ResourceLink);
        QTest::newRow("resource") << R"({"type":"resource","resource":{"uri":"file:///a","text":"t"}})"
                                  << int(ContentBlock::Kind::EmbeddedResource);
        QTest::newRow("tool_use") << R"({"type":"tool_use","id":"u1","name":"add","input":{}})"
                                  << int(ContentBlock::Kind::ToolUse);
        QTest::newRow("tool_result") << R"({"type":"tool_result","toolUseId":"u1","content":[]})"
                                     << int(ContentBlock::Kind::ToolResult);
        QTest::newRow("unknown") << R"({"type":"hologram","depth":3})" << int(ContentBlock::Kind::Unknown);
    }

    void everyKind()
    {
        QFETCH(QString, block);
        QFETCH(int, kind);
        const ContentBlock parsed = ContentBlock::fromJson(json(block.toUtf8().constData()));
        QCOMPARE(int(parsed.kind), kind);
        QVERIFY2(parsed.problem.isEmpty(), qPrintable(parsed.problem));
        QCOMPARE(parsed.raw, json(block.toUtf8().constData()).toObject());
    }

    void fieldsAreRead()
    {
        const ContentList content = list(
            R"([)"
            R"({"type":"text","text":"hello","annotations":{"audience":["user"],"priority":0.5},"_meta":{"k":1}},)"
            R"({"type":"image","data":"AAECAw==","mimeType":"image/png"},)"
            R"({"type":"resource_link","uri":"file:///r","name":"r","title":"The R","mimeType":"text/plain",)"
            R"("description":"a file"},)"
            R"({"type":"resource","resource":{"uri":"file:///b","mimeType":"application/octet-stream","blob":"AAE="}},)"
            R"({"type":"tool_use","id":"u1","name":"add","input":{"a":1}},)"
            R"({"type":"tool_result","toolUseId":"u1","content":[{"type":"text","text":"2"}]}])");
        QVERIFY2(content.problems.isEmpty(), qPrintable(content.problems.join(u'\n')));
        QCOMPARE(content.blocks.size(), 6);
        const ContentBlock &text = content.blocks.at(0);
        QCOMPARE(text.text, QStringLiteral("hello"));
        QCOMPARE(text.annotations.value(QStringLiteral("priority")).toDouble(), 0.5);
        QCOMPARE(text.meta.value(QStringLiteral("k")).toInt(), 1);
        QCOMPARE(content.blocks.at(1).decodedSize(), 4);
        QCOMPARE(content.blocks.at(1).mimeType, QStringLiteral("image/png"));
        const ContentBlock &link = content.blocks.at(2);
        QCOMPARE(link.uri, QStringLiteral("file:///r"));
        QCOMPARE(link.displayName(), QStringLiteral("The R"));
        QCOMPARE(link.description, QStringLiteral("a file"));
        const ContentBlock &embedded = content.blocks.at(3);
        QVERIFY(embedded.hasBlob);
        QVERIFY(!embedded.hasText);
        QCOMPARE(embedded.uri, QStringLiteral("file:///b"));
        QCOMPARE(embedded.decodedSize(), 2);
        QCOMPARE(content.blocks.at(4).input.value(QStringLiteral("a")).toInt(), 1);
        QCOMPARE(content.blocks.at(4).name, QStringLiteral("add"));
        const ContentBlock &result = content.blocks.at(5);
        QCOMPARE(result.toolUseId, QStringLiteral("u1"));
        QCOMPARE(result.content.size(), 1);
        QCOMPARE(result.content.at(0).text, QStringLiteral("2"));
    }

    void badMembersAreNamed_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not an object") << "[42]"
                                       << "block 0: not an object";
        QTest::newRow("no type") << R"([{"text":"x"}])"
                                 << "block 0: type is missing";
        QTest::newRow("text not a string") << R"([{"type":"text","text":7}])"
                                           << "block 0: text is not a string";
        QTest::newRow("image without mimeType") << R"([{"type":"image","data":"AA=="}])"
                                                << "block 0: mimeType is missing";
        QTest::newRow("embedded without resource") << R"([{"type":"resource"}])"
                                                   << "block 0: resource is missing; resource: uri is missing";
        QTest::newRow("annotations not an object") << R"([{"type":"text","text":"a","annotations":[]}])"
                                                   << "block 0: annotations is not an object";
        QTest::newRow("nested problem") << R"([{"type":"tool_result","toolUseId":"u","content":[{"type":"text"}]}])"
                                        << "block 0: content: block 0: text is missing";
    }

    void badMembersAreNamed()
    {
        QFETCH(QString, content);
        QFETCH(QString, problem);
        const ContentList parsed = list(content.toUtf8().constData());
        QCOMPARE(parsed.blocks.size(), 1);
        QCOMPARE(parsed.problems, QStringList {problem});
    }

    void singleBlockAndMissingContent()
    {
        // Sampling messages may carry one block rather than an array.
        QCOMPARE(list(R"({"type":"text","text":"one"})").firstText(), QStringLiteral("one"));
        QVERIFY(ContentList::fromJson(QJsonValue()).isEmpty());
        QVERIFY(ContentList::fromJson(QJsonValue()).problems.isEmpty());
    }

    void absurdSizesAreBounded()
    {
        QJsonArray many;
        for (int i = 0; i < ContentList::MaxBlocks + 5; ++i)
            many.append(QJsonObject {
                {QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), QString::number(i)}});
        const ContentList parsed = ContentList::fromJson(many);
        QCOMPARE(parsed.blocks.size(), ContentList::MaxBlocks);
        QCOMPARE(parsed.problems, QStringList {QStringLiteral("5 items beyond the first 1000 were left out")});

        // tool_result inside tool_result, deeper than MaxDepth: cut off with a problem, no recursion without end.
        QJsonObject nested {
            {QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), QStringLiteral("x")}};
        for (int i = 0; i < ContentList::MaxDepth + 3; ++i)
            nested = QJsonObject {{QStringLiteral("type"), QStringLiteral("tool_result")},
                {QStringLiteral("toolUseId"), QStringLiteral("u")}, {QStringLiteral("content"), QJsonArray {nested}}};
        const ContentList deep = ContentList::fromJson(QJsonArray {nested});
        QCOMPARE(deep.problems.size(), 1);
        QVERIFY2(deep.problems.first().contains(QStringLiteral("nested deeper than 8 levels")),
            qPrintable(deep.problems.first()));
    }

    void resourceContents()
    {
        const ContentList contents = ContentList::fromResourceContents(
            json(R"([{"uri":"file:///a","mimeType":"text/plain","text":"body"},{"uri":"file:///b","blob":"AAAA"},)"
                 R"({"blob":"AA=="}])"));
        QCOMPARE(contents.blocks.size(), 3);
        QVERIFY(contents.blocks.at(0).hasText);
        QCOMPARE(contents.blocks.at(0).text, QStringLiteral("body"));
        QVERIFY(contents.blocks.at(1).hasBlob);
        QCOMPARE(contents.blocks.at(1).decodedSize(), 3);
        QCOMPARE(contents.problems, QStringList {QStringLiteral("item 2: uri is missing")});
    }
};

QTEST_APPLESS_MAIN(TestContentBlock)
#include "tst_contentblock.moc"

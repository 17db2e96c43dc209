// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Elicitation form checks on what a server may send: numbers of any size, as JSON carries them.
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "protocol/elicitation.h"

using namespace Mcp;

class TestElicitation : public QObject
{
    Q_OBJECT

private slots:
    // The answers the dialog and the CLI send, built in one place, in the spec's shapes.
    void answersHaveTheSpecsShapes()
    {
        QCOMPARE(Elicitation::acceptResult({{"name", "x"}}),
            (QJsonObject {{"action", "accept"}, {"content", QJsonObject {{"name", "x"}}}}));
        QCOMPARE(Elicitation::actionResult("decline"), (QJsonObject {{"action", "decline"}}));
        const QJsonObject sampled = Sampling::textResult("hello", "by-hand");
        QCOMPARE(sampled.value("role").toString(), QString("assistant"));
        QCOMPARE(sampled.value("content").toObject(), (QJsonObject {{"type", "text"}, {"text", "hello"}}));
        QCOMPARE(sampled.value("model").toString(), QString("by-hand"));
        QCOMPARE(sampled.value("stopReason").toString(), QString("endTurn"));
        QCOMPARE(Sampling::textResult("x", "m", "maxTokens").value("stopReason").toString(), QString("maxTokens"));
        QCOMPARE(Sampling::stopReasons().constFirst(), QString("endTurn"));
    }

    void integerFieldTakesAnyWholeNumber_data()
    {
        QTest::addColumn<QByteArray>("number"); // as the server wrote it
        QTest::addColumn<bool>("whole");
        QTest::newRow("small") << QByteArray("42") << true;
        QTest::newRow("negative") << QByteArray("-7") << true;
        QTest::newRow("2^53+1") << QByteArray("9007199254740993") << true;
        QTest::newRow("2^63-1") << QByteArray("9223372036854775807") << true;
        // Beyond 64 bits a whole number is still whole (and must not overflow a cast on the way).
        QTest::newRow("beyond 2^63") << QByteArray("22222222222222222222") << true;
        QTest::newRow("below -2^63") << QByteArray("-22222222222222222222") << true;
        QTest::newRow("1e300") << QByteArray("1e300") << true;
        QTest::newRow("fraction") << QByteArray("2.5") << false;
        QTest::newRow("tiny fraction") << QByteArray("1e-300") << false;
    }
    void integerFieldTakesAnyWholeNumber()
    {
        QFETCH(QByteArray, number);
        QFETCH(bool, whole);
        const QJsonObject schema =
            QJsonDocument::fromJson(R"({"type":"object","properties":{"n":{"type":"integer"}}})").object();
        const QJsonObject content = QJsonDocument::fromJson("{\"n\":" + number + "}").object();
        QVERIFY(content.value("n").isDouble());
        const QStringList problems = Elicitation::validate(schema, content);
        QCOMPARE(problems.isEmpty(), whole);
        if (!whole)
            QVERIFY2(problems.first().contains("whole number"), qPrintable(problems.first()));
    }

    void hugeDefaultIsCheckedAsGiven()
    {
        // A server's form whose integer default is beyond 64 bits: accepting the defaults is checked against the
        // range the server gave, not against a number mangled by a cast.
        const QJsonObject schema = QJsonDocument::fromJson(R"({"type":"object","properties":{
            "n":{"type":"integer","default":22222222222222222222,"maximum":1e19}}})")
                                       .object();
        const QStringList problems = Elicitation::defaultContentProblems(schema);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains("at most"), qPrintable(problems.first()));
    }
};

QTEST_GUILESS_MAIN(TestElicitation)
#include "tst_elicitation.moc"

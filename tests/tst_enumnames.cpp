// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QTest>

#include "protocol/enumnames.h"

using namespace Mcp;

namespace {
enum class Colour
{
    Red,
    Green,
    Blue,
    Unnamed
};

// Green has an alias after its canonical name; Unnamed has no entry.
constexpr EnumName<Colour> kColourNames[] = {
    {Colour::Red, "red"},
    {Colour::Green, "green"},
    {Colour::Green, "lime"},
    {Colour::Blue, "blue"},
};
} // namespace

class TestEnumNames : public QObject
{
    Q_OBJECT

private slots:
    void toStringGivesTheCanonicalName()
    {
        QCOMPARE(enumToString(kColourNames, Colour::Red), QStringLiteral("red"));
        QCOMPARE(enumToString(kColourNames, Colour::Green), QStringLiteral("green"));
        QCOMPARE(enumToString(kColourNames, Colour::Blue), QStringLiteral("blue"));
        QVERIFY(enumToString(kColourNames, Colour::Unnamed).isNull());
        QCOMPARE(enumName(kColourNames, Colour::Unnamed), nullptr);
        static_assert(enumName(kColourNames, Colour::Blue) != nullptr, "usable in constant expressions");
    }

    void toTextTranslatesInTheContext()
    {
        // Without an installed translator the text is the name itself.
        QCOMPARE(enumToText("Mcp::Nowhere", kColourNames, Colour::Green), QStringLiteral("green"));
        QVERIFY(enumToText("Mcp::Nowhere", kColourNames, Colour::Unnamed).isEmpty());
    }

    void fromString_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("caseInsensitive");
        QTest::addColumn<bool>("known");
        QTest::addColumn<int>("colour");
        QTest::newRow("canonical") << "blue" << false << true << int(Colour::Blue);
        QTest::newRow("alias") << "lime" << false << true << int(Colour::Green);
        QTest::newRow("case kept") << "Blue" << false << false << int(Colour::Unnamed);
        QTest::newRow("case ignored") << "BLUE" << true << true << int(Colour::Blue);
        QTest::newRow("unknown") << "purple" << true << false << int(Colour::Unnamed);
        QTest::newRow("empty") << "" << false << false << int(Colour::Unnamed);
    }

    void fromString()
    {
        QFETCH(QString, text);
        QFETCH(bool, caseInsensitive);
        QFETCH(bool, known);
        QFETCH(int, colour);
        const Qt::CaseSensitivity cs = caseInsensitive ? Qt::CaseInsensitive : Qt::CaseSensitive;
        Colour value = Colour::Unnamed;
        QCOMPARE(enumFromString(kColourNames, text, &value, cs), known);
        QCOMPARE(int(value), colour); // an unknown text leaves the value alone
        QCOMPARE(int(enumFromString(kColourNames, text, Colour::Unnamed, cs)), colour);
    }
};

QTEST_GUILESS_MAIN(TestEnumNames)
#include "tst_enumnames.moc"

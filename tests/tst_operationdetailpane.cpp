// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The operation detail pane on its own: the expiry countdown ticks every second and restyles its label only when
// the urgency changes (a restyle re-polishes the widget; once a second for nothing is waste).
#include <QDateTime>
#include <QLabel>
#include <QTest>

#include "operationdetailpane.h"
#include "operations/operation.h"
#include "testmain.h"

using namespace Mcp;

namespace {
// Counts the style changes a widget goes through.
class StyleChangeCounter : public QObject
{
    Q_OBJECT

public:
    int count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::StyleChange)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};
} // namespace

class TestOperationDetailPane : public QObject
{
    Q_OBJECT

private slots:
    void expiryRestylesOnlyWhenItsUrgencyChanges()
    {
        Operation op(QStringLiteral("op-1"));
        OperationDetailPane pane;
        pane.setOperation(&op);
        pane.resize(600, 500);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        auto *label = pane.findChild<QLabel *>(QStringLiteral("expiryLabel"));
        QVERIFY(label);

        StyleChangeCounter counter;
        label->installEventFilter(&counter);
        op.setExpiry(QDateTime::currentDateTimeUtc().addMSecs(10700), QStringLiteral("ttl"));
        QTRY_VERIFY(label->text().startsWith(QStringLiteral("expires in")));
        QCOMPARE(counter.count, 0); // not urgent yet: the label keeps its style
        QVERIFY(label->styleSheet().isEmpty());

        // The last ten seconds: one restyle, then only the text changes, tick after tick.
        QTRY_VERIFY_WITH_TIMEOUT(!label->styleSheet().isEmpty(), 5000);
        QCOMPARE(counter.count, 1);
        for (int tick = 0; tick < 2; ++tick) {
            const QString shown = label->text();
            QTRY_VERIFY_WITH_TIMEOUT(label->text() != shown, 2500);
        }
        QCOMPARE(counter.count, 1);

        // Past the deadline: one more restyle, and none while "expired … ago" counts up.
        op.setExpiry(QDateTime::currentDateTimeUtc().addSecs(-5), QStringLiteral("ttl"));
        QTRY_VERIFY(label->text().startsWith(QStringLiteral("expired")));
        QCOMPARE(counter.count, 2);
        const QString expired = label->text();
        QTRY_VERIFY_WITH_TIMEOUT(label->text() != expired, 2500);
        QCOMPARE(counter.count, 2);

        // No deadline: back to the plain style.
        op.setExpiry(QDateTime(), QString());
        QTRY_COMPARE(label->text(), QStringLiteral("no expiry"));
        QVERIFY(label->styleSheet().isEmpty());
        QCOMPARE(counter.count, 3);
    }
};

MCP_TEST_MAIN(TestOperationDetailPane)
#include "tst_operationdetailpane.moc"

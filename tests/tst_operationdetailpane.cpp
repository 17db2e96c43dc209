// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The operation detail pane on its own: the expiry countdown ticks every second and restyles its label only when
// the urgency changes (a restyle re-polishes the widget; once a second for nothing is waste).
#include <QDateTime>
#include <QJsonArray>
#include <QLabel>
#include <QSplitter>
#include <QTest>

#include "operationdetailpane.h"
#include "operations/operation.h"
#include "operations/pollstats.h"
#include "progressplotwidget.h"
#include "testmain.h"

using namespace Mcp;

namespace {
// Shows \a pane on \a op at the size the tests measure it; false when the window is not exposed.
bool showOperation(OperationDetailPane &pane, Operation *op)
{
    pane.setOperation(op);
    pane.resize(600, 500);
    pane.show();
    return QTest::qWaitForWindowExposed(&pane);
}

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
        QVERIFY(showOperation(pane, &op));
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

    // Beside the operations table the pane keeps its width whatever its texts say: a long message (with a long web
    // address in it), the rate and ETA below the chart. The status is wrapped into two lines, the second cut with an
    // ellipsis, the whole of it in the tooltip; it once showed only "completed — The".
    void longTextsKeepThePaneWidth()
    {
        Operation op(QStringLiteral("op-long"));
        op.setServerName(QStringLiteral("demo"));
        op.setTool(QStringLiteral("import_records"), {});
        QSplitter splitter;
        auto *table = new QWidget;
        splitter.addWidget(table);
        auto *pane = new OperationDetailPane;
        splitter.addWidget(pane);
        splitter.resize(900, 600);
        splitter.setSizes({500, 400});
        pane->setOperation(&op);
        splitter.show();
        QVERIFY(QTest::qWaitForWindowExposed(&splitter));
        op.setStatus(OperationStatus::Working, QStringLiteral("working"), QStringLiteral("starting"));
        QTRY_VERIFY(pane->statusText().contains(QStringLiteral("starting")));
        const QList<int> sizes = splitter.sizes();
        QVERIFY2(sizes.at(1) >= 390, qPrintable(QString::number(sizes.at(1))));

        const QString message = QStringLiteral("Reading https://records.example.com/exports/2026/northern-region/"
                                               "customers-full-export.jsonl and checking every address against the "
                                               "postal register, which takes a while");
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < 5; ++i) {
            ProgressSample sample;
            sample.timeMs = now - 4000 + i * 1000;
            sample.progress = 1234567 * (i + 1);
            sample.total = 98765432;
            sample.message = message;
            op.addProgress(sample);
        }
        op.setExpiry(QDateTime::currentDateTimeUtc().addSecs(4000), QStringLiteral("keepAlive"));
        QTRY_VERIFY(pane->statusText().endsWith(QStringLiteral("which takes a while")));
        QTRY_VERIFY(pane->plot()->infoText().contains(QStringLiteral("ETA")));
        // Once the chart has replotted, every layout request has reached the splitter: the sizes must not move.
        QTRY_VERIFY(!pane->plot()->isRefreshScheduled());
        QCOMPARE(splitter.sizes(), sizes);
        QVERIFY2(pane->minimumSizeHint().width() <= 400, qPrintable(QString::number(pane->minimumSizeHint().width())));

        auto *status = pane->findChild<QLabel *>(QStringLiteral("statusLabel"));
        QVERIFY(status);
        // What the label shows fits in it, and is more than its first words.
        QVERIFY2(status->sizeHint().width() <= status->contentsRect().width(),
            qPrintable(QString("%1 > %2").arg(status->sizeHint().width()).arg(status->contentsRect().width())));
        QVERIFY2(status->sizeHint().height() <= status->height(),
            qPrintable(QString("%1 > %2").arg(status->sizeHint().height()).arg(status->height())));
        QVERIFY2(status->text().startsWith(QStringLiteral("working — Reading https://records.example.com")),
            qPrintable(status->text()));
        QVERIFY2(status->text().endsWith(QChar(0x2026)), qPrintable(status->text()));
        QCOMPARE(status->toolTip(), pane->statusText());
    }

    // The header shows the server's own word beside ours while it means something; once the operation has ended,
    // a running word it said before ("suspended") is stale and goes, a terminal one of its own stays.
    void serverWordShownUntilStale()
    {
        Operation op(QStringLiteral("op-saga"));
        OperationDetailPane pane;
        QVERIFY(showOperation(pane, &op));
        op.setStatus(OperationStatus::InputRequired, QStringLiteral("suspended"));
        QTRY_COMPARE(pane.statusText(), QStringLiteral("input_required (server says \"suspended\")"));
        op.setResult({{QStringLiteral("content"), QJsonArray()}});
        QCOMPARE(op.serverStatus(), QStringLiteral("suspended"));
        QCOMPARE(op.currentServerStatus(), QString());
        QTRY_COMPARE(pane.statusText(), QStringLiteral("completed"));

        Operation archived(QStringLiteral("op-archived"));
        pane.setOperation(&archived);
        archived.setStatus(OperationStatus::Completed, QStringLiteral("archived"));
        QTRY_COMPARE(pane.statusText(), QStringLiteral("completed (server says \"archived\")"));
    }

    void pollFiguresFollowEveryQueryAndHideWithoutAny()
    {
        Operation polled(QStringLiteral("op-polled"));
        Operation plain(QStringLiteral("op-plain"));
        OperationDetailPane pane;
        QVERIFY(showOperation(pane, &polled));
        auto *label = pane.findChild<QLabel *>(QStringLiteral("pollsLabel"));
        QVERIFY(label);
        // Nothing polled yet: no row.
        QVERIFY(label->isHidden());
        QCOMPARE(pane.pollsText(), QString());
        // Each query and each answer shows at once, without waiting for any other change of the operation.
        polled.updatePollStats([](PollStats &stats) { stats.noteSent(1000, 400, 1000); });
        QCOMPARE(pane.pollsText(), QStringLiteral("1 poll · server asked 1 s · 400 bytes"));
        QVERIFY(label->isVisible());
        polled.updatePollStats([](PollStats &stats) { stats.noteAnswer(1100, 600, false); });
        QCOMPARE(pane.pollsText(), QStringLiteral("1 poll, 1 brought nothing new · server asked 1 s · 1,000 bytes"));
        // Another operation's figures are its own; one with none hides the row again.
        pane.setOperation(&plain);
        QVERIFY(label->isHidden());
        plain.updatePollStats([](PollStats &stats) { stats.noteSent(1000, 10, -1); });
        QCOMPARE(pane.pollsText(), QStringLiteral("1 poll · server asked no interval · 10 bytes"));
        polled.updatePollStats([](PollStats &stats) { stats.noteSent(2000, 400, 1000); });
        QCOMPARE(pane.pollsText(), QStringLiteral("1 poll · server asked no interval · 10 bytes"));
    }
};

MCP_TEST_MAIN(TestOperationDetailPane)
#include "tst_operationdetailpane.moc"

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The Expert tab and the marks in the Traffic tab (offscreen): findings worst first, filtered by severity and
// counted; a finding leads to its message, which the traffic shows marked with the reason it fails.
#include <QCheckBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include "diagnosis/findingmodel.h"
#include "expertview.h"
#include "models/messagelogmodel.h"
#include "models/roles.h"
#include "trafficview.h"

using namespace Mcp;

class TestExpertView : public QObject
{
    Q_OBJECT

private:
    static QJsonObject json(const char *text) { return QJsonDocument::fromJson(text).object(); }

    // A log of one server with a good request, an answer that fails the wire check, a progress going back and
    // one past its total; its findings in \a findings.
    static void fill(MessageLogModel &log, FindingModel &findings)
    {
        findings.watch(&log, QStringLiteral("demo"));
        log.append(true,
            json(
                R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","_meta":{"progressToken":"p"}}})"),
            10);
        log.append(false,
            json(
                R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":5,"total":4}})"),
            10);
        log.append(false,
            json(R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":2}})"),
            10);
        log.append(false, json(R"({"jsonrpc":"2.0","id":1,"result":{"content":"done"}})"), 10);
        log.flush();
    }

private slots:
    void worstFirstFilteredAndCounted()
    {
        MessageLogModel log;
        FindingModel findings;
        fill(log, findings);
        QCOMPARE(findings.rowCount(), 3); // past total (warning), back (error), wire (error)
        ExpertView view(&findings, nullptr);
        QSignalSpy counts(&view, &ExpertView::countsChanged);
        log.append(false,
            json(
                R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":9,"total":4}})"),
            10);
        log.flush(); // past its total again: said once, no new finding
        QCOMPARE(counts.size(), 0);
        QCOMPARE(
            view.summaryText(), QString("2 errors, 1 warning, 0 notes. Double-click a finding to see its message."));
        const QAbstractItemModel *shown = view.view()->model();
        QCOMPARE(shown->rowCount(), 3);
        QCOMPARE(shown->index(0, FindingColumn::Severity).data().toString(), QString("Error"));
        QCOMPARE(shown->index(2, FindingColumn::Severity).data().toString(), QString("Warning"));
        auto *severity = view.findChild<QComboBox *>("severityFilter");
        severity->setCurrentIndex(severity->findData(int(Finding::Severity::Warning)));
        QCOMPARE(shown->rowCount(), 1);
        QCOMPARE(shown->index(0, FindingColumn::Rule).data().toString(), QString("progress-past-total"));
        // A new finding counts at once.
        log.append(false, json(R"({"jsonrpc":"2.0","id":77,"result":{}})"), 10);
        log.flush();
        QCOMPARE(counts.constLast().at(0).toInt(), 3);
        severity->setCurrentIndex(0);
        QCOMPARE(shown->rowCount(), 4);
    }

    void aFindingLeadsToItsMarkedMessage()
    {
        MessageLogModel log;
        FindingModel findings;
        fill(log, findings);
        ExpertView expert(&findings, nullptr);
        QSignalSpy requested(&expert, &ExpertView::messageRequested);
        // The wire fault: the answer whose content is not a list.
        const QAbstractItemModel *shown = expert.view()->model();
        QModelIndex wire;
        for (int row = 0; row < shown->rowCount(); ++row) {
            if (shown->index(row, 0).data(RuleRole).toString() == "wire")
                wire = shown->index(row, FindingColumn::Reason);
        }
        QVERIFY(wire.isValid());
        emit expert.view()->activated(wire);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.constFirst().at(0).toString(), QString("demo"));
        const qint64 serial = requested.constFirst().at(1).toLongLong();
        QCOMPARE(serial, log.serialOf(3));

        TrafficView traffic;
        traffic.setLog(&log);
        // Hidden by a search and a kind filter: selecting the message shows it all the same.
        traffic.findChild<QLineEdit *>("searchEdit")->setText("tools/call");
        traffic.findChild<QCheckBox *>("showResponses")->setChecked(false);
        QVERIFY(traffic.selectMessage(serial));
        auto *list = traffic.findChild<QTreeView *>("messageList");
        QCOMPARE(list->currentIndex().data(WireFaultRole).toString(), log.wireFault(3));
        QVERIFY2(
            traffic.detailText().startsWith("\u26a0 Fails the wire check: tools/call result: content: must be a list"),
            qPrintable(traffic.detailText()));
        // Its tooltip says why; a good row's does not.
        const QModelIndex faulty = list->currentIndex().siblingAtColumn(MessageColumn::Method);
        QVERIFY(faulty.data(Qt::ToolTipRole).toString().startsWith("Fails the wire check: "));
        QVERIFY(!log.index(0, MessageColumn::Method).data(Qt::ToolTipRole).toString().startsWith("Fails"));
        QVERIFY(!traffic.selectMessage(serial + 1000)); // never logged
        // Faults only: the one answer, until unticked (and selecting a message unticks it).
        auto *faultsOnly = traffic.findChild<QCheckBox *>("faultsOnly");
        faultsOnly->setChecked(true);
        QCOMPARE(list->model()->rowCount(), 1);
        QCOMPARE(list->model()->index(0, 0).data(WireFaultRole).toString(), log.wireFault(3));
        // A request judged late (answered, not refused) joins once it is marked.
        log.append(true, json(R"({"jsonrpc":"2.0","id":2,"method":"initialize","params":{}})"), 10);
        log.flush();
        QCOMPARE(list->model()->rowCount(), 1);
        log.append(false, json(R"({"jsonrpc":"2.0","id":2,"result":{}})"), 10);
        log.flush();
        QCOMPARE(list->model()->rowCount(), 2); // the initialize (no clientInfo…), marked when its answer came
        QVERIFY(traffic.selectMessage(log.serialOf(0)));
        QVERIFY(!faultsOnly->isChecked());
        QCOMPARE(list->model()->rowCount(), log.rowCount());
    }
};

QTEST_MAIN(TestExpertView)
#include "tst_expertview.moc"

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <limits>

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFrame>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

#include "operationdetailpane.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "progressplotwidget.h"
#include "resultviewer.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"
#include "testimage.h"
#include "testmain.h"

using namespace Mcp;

namespace {
bool showsText(QWidget *w, const QString &text)
{
    for (QLabel *label : w->findChildren<QLabel *>()) {
        if (label->text().contains(text) && label->isVisibleTo(w))
            return true;
    }
    return false;
}

QTreeWidgetItem *topItem(QTreeWidget *tree, const QString &key)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        if (tree->topLevelItem(i)->text(0) == key)
            return tree->topLevelItem(i);
    }
    return nullptr;
}

QJsonObject weatherSchema()
{
    return {{"type", "object"}, {"required", QJsonArray {"temperature", "unit"}},
        {"properties",
            QJsonObject {{"temperature", QJsonObject {{"type", "number"}}},
                {"unit", QJsonObject {{"type", "string"}, {"enum", QJsonArray {"C", "F"}}}},
                {"readings", QJsonObject {{"type", "array"}, {"items", QJsonObject {{"type", "integer"}}}}}}}};
}

/*! A result viewer on screen, showing an operation of its own. */
struct ShownViewer
{
    explicit ShownViewer(const QString &id)
        : op(id)
    {
        viewer.setOperation(&op, nullptr);
        viewer.show();
    }
    Operation op;
    ResultViewer viewer;
};
} // namespace

class TestResultViewer : public QObject
{
    Q_OBJECT

private slots:
    void textAndImageBlocks()
    {
        Operation op("op-1");
        ResultViewer viewer;
        viewer.setOperation(&op, nullptr);
        viewer.resize(700, 500);
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        QTRY_VERIFY(showsText(&viewer, "No result yet"));
        QCOMPARE(viewer.blockCount(), 0);

        op.setResult({{"content",
            QJsonArray {QJsonObject {{"type", "text"}, {"text", "It is sunny."}},
                QJsonObject {{"type", "image"}, {"mimeType", "image/png"}, {"data", pngBase64(64, 48, Qt::blue)}},
                QJsonObject {{"type", "audio"}, {"mimeType", "audio/wav"}, {"data", "AAAA"}}}}});
        QCOMPARE(viewer.blockCount(), 3);
        QTRY_VERIFY(showsText(&viewer, "It is sunny."));
        auto *image = viewer.findChild<QLabel *>("resultImage");
        QVERIFY(image);
        QCOMPARE(image->pixmap().size(), QSize(64, 48));
        QTRY_VERIFY(showsText(&viewer, "64×48"));
        QTRY_VERIFY(showsText(&viewer, "audio/wav"));
        QVERIFY(!viewer.isErrorShown());
        QTRY_VERIFY(showsText(&viewer, "Result received"));
    }

    // A call the inspector refused before sending (or ended itself) received nothing: the tab must not say that a
    // result was received.
    void aCallNeverSentReceivedNothing()
    {
        ShownViewer shown("op-refused");
        shown.op.setError(JsonRpcError::localError(
            ErrorCode::InvalidRequest, "not sent as resumable: resumable requests need the initialize era"));
        QTRY_VERIFY(showsText(&shown.viewer, "No answer from the server"));
        QVERIFY(!showsText(&shown.viewer, "Result received"));
        QTRY_VERIFY(showsText(&shown.viewer, "not sent as resumable"));
    }

    void isErrorBanner()
    {
        ShownViewer shown("op-2");
        shown.op.setResult(
            {{"isError", true}, {"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "disk full"}}}}},
            OperationStatus::Failed);
        QVERIFY(shown.viewer.isErrorShown());
        QVERIFY(shown.viewer.bannerText().contains("isError"));
        QVERIFY(shown.viewer.findChild<QLabel *>("resultBanner")->isVisible());
        QTRY_VERIFY(showsText(&shown.viewer, "disk full"));
    }

    void jsonRpcError()
    {
        ShownViewer shown("op-3");
        shown.op.setError(JsonRpcError {-32602, "Unknown tool: nope", QJsonObject {{"tool", "nope"}}, false});
        QVERIFY(shown.viewer.isErrorShown());
        QVERIFY(shown.viewer.bannerText().contains("-32602"));
        QVERIFY(shown.viewer.bannerText().contains("Unknown tool: nope"));
        QVERIFY(shown.viewer.bannerText().contains("\"tool\":\"nope\""));
        auto *tree = shown.viewer.findChild<QTreeWidget *>("structuredTree");
        QVERIFY(topItem(tree, "tool")); // the error's data, as a tree
    }

    void structuredContentAgainstOutputSchema()
    {
        Operation op("op-4");
        ResultViewer viewer;
        viewer.setOutputSchema(weatherSchema());
        viewer.setOperation(&op, nullptr);
        viewer.show();
        op.setResult({{"content", QJsonArray()},
            {"structuredContent", QJsonObject {{"temperature", "hot"}, {"readings", QJsonArray {1, 2.5}}}}});
        auto *tree = viewer.findChild<QTreeWidget *>("structuredTree");
        QVERIFY(tree->isVisible());
        QTreeWidgetItem *temperature = topItem(tree, "temperature");
        QVERIFY(temperature);
        QCOMPARE(temperature->text(1), QString("hot"));
        QCOMPARE(temperature->text(2), QString("string"));
        QTreeWidgetItem *readings = topItem(tree, "readings");
        QCOMPARE(readings->childCount(), 2);
        const QStringList problems = viewer.schemaProblems();
        QVERIFY2(problems.contains("$.temperature: must be a number"), qPrintable(problems.join('|')));
        QVERIFY(problems.contains("$.unit: is required"));
        QVERIFY(problems.contains("$.readings[1]: must be a whole number"));
        QCOMPARE(problems.size(), 3);
        QVERIFY(viewer.findChild<QLabel *>("schemaProblems")->text().contains("unit"));
    }

    void conformingStructuredContentHasNoProblems()
    {
        Operation op("op-5");
        ResultViewer viewer;
        viewer.setOperation(&op, nullptr);
        viewer.setOutputSchema(weatherSchema());
        op.setResult({{"structuredContent", QJsonObject {{"temperature", 21.5}, {"unit", "C"}}}});
        QVERIFY(viewer.schemaProblems().isEmpty());
        QVERIFY(viewer.findChild<QLabel *>("schemaProblems")->text().contains("Matches"));
        // Declared but absent is a problem too.
        Operation other("op-6");
        viewer.setOperation(&other, nullptr);
        other.setResult({{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "21.5 C"}}}}});
        QCOMPARE(viewer.schemaProblems().size(), 1);
        QVERIFY(viewer.schemaProblems().constFirst().contains("missing"));
    }

    void hugeWholeNumbersAreIntegers()
    {
        // A server's structuredContent may hold whole numbers beyond 64 bits; they are integers all the same.
        Operation op("op-huge");
        ResultViewer viewer;
        viewer.setOperation(&op, nullptr);
        viewer.setOutputSchema(QJsonDocument::fromJson(R"({"type":"object","properties":{
            "a":{"type":"integer"},"b":{"type":"integer"},"c":{"type":"integer"},"d":{"type":"integer"}}})")
                                   .object());
        op.setResult({{"structuredContent",
            QJsonDocument::fromJson(R"({"a":9223372036854775807,"b":22222222222222222222,"c":-1e300,"d":2.5})")
                .object()}});
        QCOMPARE(viewer.schemaProblems(), QStringList {"$.d: must be a whole number"});
    }

    void earlyToolResultForm()
    {
        ShownViewer shown("op-7");
        shown.op.setResult({{"toolResult", QJsonObject {{"temperature", 72}, {"description", "Partly cloudy"}}}});
        auto *tree = shown.viewer.findChild<QTreeWidget *>("structuredTree");
        QVERIFY(tree->isVisible());
        QCOMPARE(topItem(tree, "temperature")->text(1), QString("72"));
        QCOMPARE(topItem(tree, "description")->text(1), QString("Partly cloudy"));
        QVERIFY(!shown.viewer.isErrorShown());
    }

    void partialResultsAndResourceRead()
    {
        ScriptedServer server;
        ScriptedSession::installLegacyServer(server, {{"resources", QJsonObject()}}, "2025-06-18");
        server.replies["resources/read"] = [](const QJsonObject &r) {
            const QString uri = r.value("params").toObject().value("uri").toString();
            return ScriptedServer::result(r,
                {{"contents",
                    QJsonArray {QJsonObject {
                        {"uri", uri}, {"mimeType", "text/plain"}, {"text", QString("rows 1-100 of " + uri)}}}}});
        };
        McpSession session(ServerConfig {});
        server.install(&session);
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY(ready.wait());

        Operation op("op-8");
        ResultViewer viewer;
        viewer.setOperation(&op, &session);
        viewer.resize(700, 600);
        viewer.show();
        ProgressSample partial;
        partial.timeMs = QDateTime::currentMSecsSinceEpoch();
        partial.progress = 1;
        partial.total = std::numeric_limits<double>::quiet_NaN();
        partial.resourceUri = "job://42/part-1";
        op.addProgress(partial);
        op.addProgress(partial); // announced twice, listed once
        QTRY_COMPARE(viewer.partialResults(), QStringList {"job://42/part-1"});

        op.setResult({{"content",
            QJsonArray {QJsonObject {
                {"type", "resource_link"}, {"uri", "job://42/all"}, {"name", "all.csv"}, {"mimeType", "text/csv"}}}}});
        QList<QPushButton *> reads = viewer.findChildren<QPushButton *>("readButton");
        QCOMPARE(reads.size(), 2);
        QPushButton *readAll = nullptr;
        for (QPushButton *b : reads) {
            QVERIFY(b->isEnabled());
            if (b->property("uri").toString() == "job://42/all")
                readAll = b;
        }
        QVERIFY(readAll);
        QSignalSpy read(&viewer, &ResultViewer::resourceRead);
        readAll->click();
        QVERIFY(read.wait());
        QCOMPARE(read.at(0).at(0).toString(), QString("job://42/all"));
        QVERIFY(read.at(0).at(1).toBool());
        QCOMPARE(server.requests("resources/read").size(), 1);
        QTRY_VERIFY(showsText(&viewer, "rows 1-100 of job://42/all"));

        // Each resource, the partial result included, opens in the Resources tab, without a read here.
        QSignalSpy open(&viewer, &ResultViewer::openResourceRequested);
        QStringList opened;
        for (QPushButton *button : viewer.findChildren<QPushButton *>("openInResourcesButton")) {
            button->setFocus();
            QTest::keyClick(button, Qt::Key_Space);
            QCOMPARE(open.count(), 1);
            opened << open.takeFirst().at(0).toString();
        }
        opened.sort();
        QCOMPARE(opened, QStringList({"job://42/all", "job://42/part-1"}));
        QCOMPARE(server.requests("resources/read").size(), 1);
    }

    void detailPaneShowsHeaderEventsAndResult()
    {
        OperationManager manager;
        Operation op("op-9");
        op.setServerName("weather");
        op.setTool("forecast", {});
        op.setDialect(Dialect::Tasks);
        op.setHandle({{"taskId", "task-123"}});
        OperationDetailPane pane;
        pane.setManager(&manager);
        pane.setOperation(&op);
        pane.resize(800, 600);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QCOMPARE(pane.operation(), &op);
        QCOMPARE(pane.plot()->operation(), &op);
        QCOMPARE(pane.findChild<QLineEdit *>("handleEdit")->text(), QString("task-123"));
        QVERIFY(pane.findChild<QLabel *>("whereLabel")->text().contains("tasks"));
        QCOMPARE(pane.expiryText(), QString("no expiry"));

        op.setStatus(OperationStatus::Working, "processing", "step 2 of 5");
        QVERIFY(pane.statusText().contains("working"));
        QVERIFY(pane.statusText().contains("processing"));
        QVERIFY(pane.statusText().contains("step 2 of 5"));
        // A long message is cut where the label has room, never mid-line by its height; the tooltip has it all.
        const QString longMessage = QString("Chunk 5/60: ") + QString("1,128 rows, anomaly at 4.3 sigma; ").repeated(8);
        op.setStatus(OperationStatus::Working, "processing", longMessage);
        auto *statusLabel = pane.findChild<QLabel *>("statusLabel");
        QVERIFY(statusLabel->text().endsWith(QChar(0x2026)));
        // Cut to what its two lines hold at the pane's width, not the whole message.
        QVERIFY2(statusLabel->text().size() < pane.statusText().size(), qPrintable(statusLabel->text()));
        const QRect needed = statusLabel->fontMetrics().boundingRect(
            QRect(0, 0, statusLabel->contentsRect().width(), 100000), Qt::TextWordWrap, statusLabel->text());
        QVERIFY2(needed.height() <= statusLabel->contentsRect().height(), qPrintable(statusLabel->text()));
        QVERIFY(pane.statusText().endsWith(longMessage.simplified()));
        QCOMPARE(statusLabel->toolTip(), pane.statusText());
        op.setStatus(OperationStatus::Working, "processing", "step 2 of 5");
        op.setExpiry(QDateTime::currentDateTimeUtc().addSecs(125), "ttl");
        QVERIFY(pane.expiryText().startsWith("expires in 02:0"));
        QVERIFY(pane.expiryText().contains("(ttl)"));

        QTreeWidget *events = pane.eventList();
        QTRY_COMPARE(events->topLevelItemCount(), 1);
        QVERIFY(events->topLevelItem(0)->text(2).contains("processing"));
        op.setStatus(OperationStatus::InputRequired);
        op.setResult({{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "done"}}}}});
        QTRY_COMPARE(events->topLevelItemCount(), 4); // + input_required, result received, completed
        QCOMPARE(events->topLevelItem(2)->text(2), QString("result received"));
        QCOMPARE(pane.resultViewer()->blockCount(), 1);

        pane.findChild<QPushButton *>("copyHandleButton")->click();
        QCOMPARE(QApplication::clipboard()->text(), QString("task-123"));
        pane.setOperation(nullptr);
        QVERIFY(!pane.operation());
        QCOMPARE(events->topLevelItemCount(), 0);
    }
};

MCP_TEST_MAIN(TestResultViewer)
#include "tst_resultviewer.moc"

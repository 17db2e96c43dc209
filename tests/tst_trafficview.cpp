// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include "models/messagelogfiltermodel.h"
#include "models/messagelogmodel.h"
#include "models/roles.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"
#include "testmain.h"
#include "trafficview.h"

using namespace Mcp;

namespace {
void installLegacyServer(ScriptedServer &server)
{
    ScriptedSession::installLegacyServer(
        server, {{"tools", QJsonObject()}}, "2025-06-18", {QJsonObject {{"name", "a"}}});
}

QJsonObject logNotification(int n)
{
    return {{"jsonrpc", "2.0"}, {"method", "notifications/message"},
        {"params", QJsonObject {{"level", "info"}, {"data", QString("line %1").arg(n)}}}};
}
// A session on a scripted server, its traffic logged as the workspace keeps it, for a TrafficView.
struct TrafficRig
{
    TrafficRig()
    {
        installLegacyServer(server);
        server.install(&session);
        log.setConnection(session.connection());
    }
    Q_DISABLE_COPY_MOVE(TrafficRig)

    /*! Shows the view of the log at \a size; false when its window is not exposed. */
    bool show(const QSize &size)
    {
        view.setLog(&log);
        view.resize(size);
        view.show();
        return QTest::qWaitForWindowExposed(&view);
    }
    /*! Shows the view at \a size and connects the session: the transport the server pushes on once it is ready,
     * or null. */
    FakeTransport *showConnected(const QSize &size)
    {
        if (!show(size))
            return nullptr;
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        return ready.wait() ? server.transports.constLast() : nullptr;
    }

    ScriptedServer server;
    McpSession session {ServerConfig {}};
    MessageLogModel log;
    TrafficView view;
};
} // namespace

class TestTrafficView : public QObject
{
    Q_OBJECT

private slots:
    void messagesAppearFilterAndExport()
    {
        TrafficRig rig;
        TrafficView &view = rig.view;
        view.setSearchDelay(50);
        QVERIFY(rig.show({900, 600}));
        QSignalSpy tools(&rig.session, &McpSession::toolsChanged);
        rig.session.connectToServer();
        QVERIFY(tools.wait());
        // discover → error, initialize → result, initialized, tools/list → result: at least 7 messages.
        QTRY_VERIFY(view.log()->rowCount() >= 7);
        const int all = view.log()->rowCount();
        QCOMPARE(view.filter()->rowCount(), all);

        // Direction: only what the client sent.
        auto *direction = view.findChild<QComboBox *>("directionFilter");
        direction->setCurrentIndex(2);
        QVERIFY(view.filter()->rowCount() > 0 && view.filter()->rowCount() < all);
        for (int row = 0; row < view.filter()->rowCount(); ++row) {
            QCOMPARE(
                view.filter()->index(row, 0).data(DirectionRole).toInt(), int(MessageLogModel::Direction::Outgoing));
        }
        direction->setCurrentIndex(0);
        QCOMPARE(view.filter()->rowCount(), all);

        // Kind: notifications only.
        view.findChild<QCheckBox *>("showRequests")->setChecked(false);
        view.findChild<QCheckBox *>("showResponses")->setChecked(false);
        view.findChild<QCheckBox *>("showErrors")->setChecked(false);
        QVERIFY(view.filter()->rowCount() >= 1);
        for (int row = 0; row < view.filter()->rowCount(); ++row)
            QCOMPARE(view.filter()->index(row, 0).data(MessageKindRole).toInt(), int(MessageLogModel::Notification));
        for (const char *name : {"showRequests", "showResponses", "showErrors"})
            view.findChild<QCheckBox *>(name)->setChecked(true);
        QCOMPARE(view.filter()->rowCount(), all);

        // Search, debounced: the tools/list request and its response.
        QTest::keyClicks(view.findChild<QLineEdit *>("searchEdit"), "tools/list");
        QCOMPARE(view.filter()->rowCount(), all); // not yet: typing is debounced
        QTRY_COMPARE(view.filter()->rowCount(), 2);
        QCOMPARE(view.filter()->index(1, 0).data(MethodRole).toString(), QString("tools/list"));

        // The selected message as indented JSON.
        QTreeView *list = view.view();
        const QModelIndex response = view.filter()->index(1, 0);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(response).center());
        QCOMPARE(list->currentIndex().row(), 1);
        QVERIFY(view.detailText().contains("\"tools\": ["));
        QVERIFY(view.detailText().contains("\n"));
        view.findChild<QLineEdit *>("searchEdit")->clear();
        QTRY_COMPARE(view.filter()->rowCount(), all);

        // Export: every message as one JSON line, whatever the filter shows.
        QTemporaryDir dir;
        const QString path = dir.filePath("traffic.jsonl");
        QVERIFY(view.exportTo(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), all);
        const QJsonObject first = QJsonDocument::fromJson(lines.constFirst()).object();
        QCOMPARE(first.value("direction").toString(), QString("outgoing"));
        QVERIFY(first.value("message").toObject().contains("method"));
        QVERIFY(!view.exportTo(dir.filePath("no/such/dir/x.jsonl")));
    }

    void followsOnlyAtTheBottom()
    {
        TrafficRig rig;
        FakeTransport *transport = rig.showConnected({700, 300});
        QVERIFY(transport);
        for (int i = 0; i < 200; ++i)
            transport->push(logNotification(i));
        QScrollBar *scroll = rig.view.view()->verticalScrollBar();
        QTRY_VERIFY(scroll->maximum() > 0);
        QTRY_COMPARE(scroll->value(), scroll->maximum()); // followed to the newest

        scroll->setValue(0); // the person scrolls up to read
        const int rows = rig.view.log()->rowCount();
        for (int i = 200; i < 300; ++i)
            transport->push(logNotification(i));
        QTRY_VERIFY(rig.view.log()->rowCount() >= rows + 100);
        // The 200 ms follow timer gets its chance (and more); the view must stay where the person left it.
        QVERIFY(!QTest::qWaitFor([&] { return scroll->value() != 0; }, 600));
        QCOMPARE(scroll->value(), 0);
        // Back at the bottom, it follows again.
        scroll->setValue(scroll->maximum());
        for (int i = 300; i < 350; ++i)
            transport->push(logNotification(i));
        QTRY_VERIFY(rig.view.log()->rowCount() >= rows + 150);
        QTRY_COMPARE(scroll->value(), scroll->maximum());
    }

    void withoutALogNothingIsSelected()
    {
        TrafficView view;
        QCOMPARE(view.findChild<QLabel *>("trafficHint")->text(), QString("No server selected"));
        QVERIFY(!view.exportTo(QDir::temp().filePath("tst_trafficview-none.jsonl")));
        {
            MessageLogModel log;
            log.append(false, logNotification(1), 10);
            log.flush();
            view.setLog(&log);
            QCOMPARE(view.filter()->rowCount(), 1);
            QVERIFY(view.findChild<QLabel *>("trafficHint")->text().startsWith("1 message"));
        }
        // The log went (its server was removed): the view shows nothing and holds no dangling log.
        QVERIFY(!view.log());
        QCOMPARE(view.filter()->rowCount(), 0);
    }

    // A message of megabytes is shown as received, cut between characters, never indented on the GUI thread.
    void bigMessagesAreShownAsReceived()
    {
        TrafficRig rig;
        FakeTransport *transport = rig.showConnected({900, 600});
        QVERIFY(transport);
        // Three-byte characters after 0, 1 and 2 ASCII ones: the cut falls inside a character in two of them.
        const QString euros(3 * 1024 * 1024 / 3, QChar(0x20AC));
        for (int pad = 0; pad < 3; ++pad) {
            transport->push({{"jsonrpc", "2.0"}, {"method", "notifications/message"},
                {"params",
                    QJsonObject {{"level", "info"}, {"data", QString(QString(pad, QLatin1Char('a')) + euros)}}}});
        }
        // One of 300 KB: whole, but compact.
        transport->push({{"jsonrpc", "2.0"}, {"method", "notifications/message"},
            {"params", QJsonObject {{"level", "info"}, {"data", QString(300 * 1024, QLatin1Char('b'))}}}});
        QList<int> big; // rows of the filter, in order
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
            big.clear();
            for (int row = 0; row < rig.view.filter()->rowCount(); ++row) {
                if (rig.view.filter()->index(row, 0).data(MessageBytesRole).toLongLong() > 100000)
                    big << row;
            }
            return big.size() == 4;
        }()),
            10000);

        QTreeView *list = rig.view.view();
        for (int pad = 0; pad < 3; ++pad) {
            list->setCurrentIndex(rig.view.filter()->index(big.at(pad), 0));
            const QString text = rig.view.detailText();
            QVERIFY(text.startsWith("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\""));
            QVERIFY(!text.contains(QChar(QChar::ReplacementCharacter)));
            QVERIFY(text.contains(QString(100, QChar(0x20AC))));
            QVERIFY2(text.size() < MessageLogModel::HeadBytes, qPrintable(QString::number(text.size())));
            QVERIFY(text.contains("bytes in all"));
            QVERIFY(!text.contains("\n    ")); // not indented
        }
        list->setCurrentIndex(rig.view.filter()->index(big.at(3), 0));
        const QString medium = rig.view.detailText();
        QVERIFY(medium.contains(QString(300 * 1024, QLatin1Char('b')) + "\",\"level\":\"info\"}}"));
        QVERIFY(!medium.contains("bytes in all"));
        QVERIFY(!medium.contains("\n    "));
        QCOMPARE(rig.view.filter()->index(big.at(3), 0).data(MessageBytesRole).toLongLong(),
            qint64(QJsonDocument(
                QJsonObject {{"jsonrpc", "2.0"}, {"method", "notifications/message"},
                    {"params", QJsonObject {{"level", "info"}, {"data", QString(300 * 1024, QLatin1Char('b'))}}}})
                       .toJson(QJsonDocument::Compact)
                       .size()));
    }
};

MCP_TEST_MAIN(TestTrafficView)
#include "tst_trafficview.moc"

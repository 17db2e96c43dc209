// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The workspace the inspector and the CLI share: a server's session joins the operations engine with the server
// and leaves it before the server goes; each server has one traffic log, made and gone with it, and a report
// takes its messages from there; the server list is a well-behaved model.
#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "diagnosis/findingmodel.h"
#include "models/messagelogmodel.h"
#include "models/serverlistmodel.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "testservers.h"
#include "workspace/serverstore.h"
#include "workspace/workspace.h"

using namespace Mcp;

using TestServers::missingStdio;

class TestWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void sessionsFollowTheirServers()
    {
        Workspace workspace;
        QAbstractItemModelTester tester(workspace.servers(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        McpSession *a = workspace.servers()->addServer(missingStdio("a"), false);
        McpSession *b = workspace.servers()->addServer(missingStdio("b"), false);
        QCOMPARE(workspace.operations()->sessions().size(), 2);
        QVERIFY(workspace.operations()->sessions().contains(a));
        QCOMPARE(workspace.operations()->session("b"), b);
        QCOMPARE(workspace.servers()->index(1).data(ServerListModel::NameRole).toString(), QString("b"));
        QCOMPARE(workspace.servers()->index(0).data(ServerListModel::StateRole).toInt(),
            int(McpSession::State::Disconnected));
        // No icon in the model: the views draw the state.
        QVERIFY(!workspace.servers()->index(0).data(Qt::DecorationRole).isValid());

        workspace.servers()->removeServer(0);
        QCOMPARE(workspace.operations()->sessions(), QList<McpSession *> {b});
        QVERIFY(!workspace.operations()->session("a"));
    }

    void eachServerHasItsTrafficLog()
    {
        Workspace workspace;
        McpSession *a = workspace.servers()->addServer(missingStdio("a"), false);
        McpSession *b = workspace.servers()->addServer(missingStdio("b"), false);
        QPointer<MessageLogModel> logA = workspace.trafficLog(a);
        QVERIFY(logA);
        QVERIFY(workspace.trafficLog(b));
        QVERIFY(workspace.trafficLog(a) != workspace.trafficLog(b));
        QCOMPARE(logA->connection(), a->connection()); // it logs that server's connection
        QVERIFY(!workspace.trafficLog(nullptr));

        // Seen from the server going: the log is still there for whoever shows it; gone afterwards.
        bool hadLog = false;
        connect(workspace.servers(), &ServerListModel::sessionAboutToBeRemoved, &workspace,
            [&](McpSession *session) { hadLog = session == a && logA; });
        workspace.servers()->removeServer(workspace.servers()->rowOf(a));
        QVERIFY(hadLog);
        QVERIFY(!workspace.trafficLog(a));
        QTRY_VERIFY(!logA);
        QVERIFY(workspace.trafficLog(b));
    }

    void aReportTakesItsServersTraffic()
    {
        Workspace workspace;
        McpSession *a = workspace.servers()->addServer(missingStdio("a"), false);
        workspace.servers()->addServer(missingStdio("b"), false);
        MessageLogModel *log = workspace.trafficLog(a);
        const auto get = [](int id, const QString &task) {
            return QJsonObject {
                {"jsonrpc", "2.0"}, {"id", id}, {"method", "tasks/get"}, {"params", QJsonObject {{"taskId", task}}}};
        };
        log->append(true, get(1, "t-1"), 100);
        log->append(true, get(2, "t-2"), 100); // another operation's
        log->flush();

        Operation op("op-1");
        op.setServerName("a");
        op.setTool("slow", {});
        op.setHandle({{"taskId", "t-1"}});
        const QJsonObject report = workspace.report(&op);
        const QJsonArray traffic = report.value("traffic").toArray();
        QCOMPARE(traffic.size(), 1);
        QCOMPARE(traffic.at(0).toObject().value("message").toObject().value("method").toString(), QString("tasks/get"));

        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QVERIFY(workspace.writeReport(&buffer, &op));
        QJsonObject written = QJsonDocument::fromJson(buffer.data()).object();
        QJsonObject expected = report;
        written.remove("generatedAt"); // the two were made a moment apart
        expected.remove("generatedAt");
        QCOMPARE(written, expected);
        QVERIFY(!workspace.writeReport(&buffer, nullptr));

        // Of a server not in the list: no traffic to give.
        op.setServerName("gone");
        QVERIFY(!workspace.report(&op).contains("traffic"));
    }

    // The findings about the operation's own messages go into its report; the sidebar counts the server's.
    void aReportTakesTheFindingsAboutItsMessages()
    {
        Workspace workspace;
        McpSession *a = workspace.servers()->addServer(missingStdio("a"), false);
        MessageLogModel *log = workspace.trafficLog(a);
        const auto status = [](const QString &task, const QString &word) {
            return QJsonObject {{"jsonrpc", "2.0"}, {"method", "notifications/tasks/status"},
                {"params", QJsonObject {{"taskId", task}, {"status", word}}}};
        };
        log->append(false, status("t-1", "completed"), 100);
        log->append(false, status("t-1", "working"), 100); // after the end: the operation's finding
        log->append(false, status("t-2", "busy"), 100); // another operation's
        log->flush();
        QCOMPARE(workspace.findings()->rowCount(), 5); // three of the wire check (no createdAt…), two of the lint
        const int row = workspace.servers()->rowOf(QStringLiteral("a"));
        QVERIFY2(workspace.servers()
                     ->index(row)
                     .data(ServerListModel::StateTextRole)
                     .toString()
                     .endsWith("3 wire faults \u00b7 1 lint error \u00b7 1 warning"),
            qPrintable(workspace.servers()->index(row).data(ServerListModel::StateTextRole).toString()));

        Operation op("op-1");
        op.setServerName("a");
        op.setTool("slow", {});
        op.setHandle({{"taskId", "t-1"}});
        const QJsonArray findings = workspace.report(&op).value("findings").toArray();
        QStringList rules;
        for (const QJsonValue &finding : findings)
            rules << finding.toObject().value("rule").toString();
        QCOMPARE(rules, QStringList({"wire", "wire", "status-after-terminal"}));
    }

    void aReportAddsUpItsServersPolls()
    {
        Workspace workspace;
        workspace.servers()->addServer(missingStdio("a"), false);
        const auto polled = [](const QString &id, const QString &server, int polls) {
            auto *op = new Operation(id);
            op->setServerName(server);
            op->updatePollStats([polls](PollStats &stats) {
                for (int k = 0; k < polls; ++k)
                    stats.noteSent(1000 * k, 100, 1000);
            });
            return op;
        };
        const QList<Operation *> ops {polled("op-1", "a", 2), polled("op-2", "a", 3), polled("op-3", "b", 7)};
        QCOMPARE(workspace.operations()->restore(ops), 3);
        const QJsonObject report = workspace.report(ops.at(0));
        QCOMPARE(report.value("operation").toObject().value("polls").toObject().value("sent").toInt(), 2);
        const QJsonObject server = report.value("serverPolls").toObject();
        QCOMPARE(server.value("server").toString(), QString("a"));
        QCOMPARE(server.value("sent").toInt(), 5); // op-3 is another server's
        QCOMPARE(server.value("bytesSent").toInt(), 500);
        QCOMPARE(server.value("meanIntervalMs").toInt(), 1000);
        // An operation of a server nothing polled carries no server figures.
        auto *quiet = new Operation("op-4");
        quiet->setServerName("c");
        QCOMPARE(workspace.operations()->restore({quiet}), 1);
        QVERIFY(!workspace.report(quiet).contains("serverPolls"));
    }

    void findOrAddKnowsTheSameServer()
    {
        Workspace workspace;
        McpSession *a = workspace.servers()->addServer(missingStdio("a"), false);
        QVERIFY(!workspace.servers()->autoConnect(0));

        // The same command and arguments under another name: the server in the list, now connecting.
        ServerConfig again = missingStdio("another name");
        QCOMPARE(workspace.findOrAdd(again), a);
        QCOMPARE(workspace.servers()->rowCount(), 1);
        QVERIFY(workspace.servers()->autoConnect(0));
        QVERIFY(ServerListModel::isActive(a->state()) || a->state() == McpSession::State::Failed);

        // Other arguments: another server, named after its program when the config has no name, made unique.
        ServerConfig other = missingStdio(QString());
        other.arguments = QStringList {"--other"};
        McpSession *b = workspace.findOrAdd(other);
        QVERIFY(b != a);
        QCOMPARE(b->config().name, QString("mcp-no-such-server"));
        QCOMPARE(workspace.findOrAdd(other), b);
        other.arguments = QStringList {"--third"};
        QCOMPARE(workspace.findOrAdd(other)->config().name, QString("mcp-no-such-server (2)"));
        QCOMPARE(workspace.servers()->rowCount(), 3);

        // A URL: the same URL is the same server; an unnamed one is named after its host.
        ServerConfig remote;
        remote.kind = ServerConfig::Kind::StreamableHttp;
        remote.url = QUrl("http://127.0.0.1:9/mcp");
        McpSession *r = workspace.findOrAdd(remote);
        QCOMPARE(r->config().name, QString("127.0.0.1"));
        remote.name = "named";
        QCOMPARE(workspace.findOrAdd(remote), r);
        remote.url = QUrl("http://127.0.0.1:9/other");
        McpSession *named = workspace.findOrAdd(remote);
        QVERIFY(named != r);
        QCOMPARE(named->config().name, QString("named"));
        QCOMPARE(workspace.servers()->rowCount(), 5);
        QCOMPARE(workspace.operations()->sessions().size(), 5);
        for (int row = 0; row < workspace.servers()->rowCount(); ++row)
            workspace.servers()->disconnectServer(row);
    }

    void savedServersComeBack()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath("s.ini"), QSettings::IniFormat);
        {
            Workspace workspace;
            QVERIFY(!workspace.serverStore()->read(settings)); // first run: nothing saved yet
            workspace.servers()->addServer(missingStdio("kept"), false);
            workspace.serverStore()->write(settings);
        }
        Workspace again;
        QVERIFY(again.serverStore()->read(settings));
        QCOMPARE(again.servers()->names(), QStringList {"kept"});
        QCOMPARE(again.operations()->sessions().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"

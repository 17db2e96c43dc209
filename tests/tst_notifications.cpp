// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMenu>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include "models/format.h"
#include "notifier.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "operations/silencewatch.h"
#include "protocol/jsonrpcconnection.h"
#include "testutils.h"

using namespace Mcp;

namespace {
constexpr QLatin1String kService("org.freedesktop.Notifications");
constexpr QLatin1String kPath("/org/freedesktop/Notifications");

// Records what would have been shown; click() is the person clicking a notification.
class FakeNotifier final : public Notifier
{
    Q_OBJECT
public:
    struct Shown
    {
        QString key;
        QString title;
        QString body;
    };
    using Notifier::Notifier;
    void show(const QString &key, const QString &title, const QString &body) override
    {
        shown << Shown {key, title, body};
    }
    void click(const QString &key) { emit activated(key); }
    QList<Shown> shown;
};

// A notification server on the private test bus, answering what FreedesktopNotifier calls.
class FakeNotificationServer final : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    struct Call
    {
        QString appName;
        uint replacesId;
        QString icon;
        QString summary;
        QString body;
        QStringList actions;
        QVariantMap hints;
        int timeout;
    };
    QList<Call> calls;

public slots:
    QStringList GetCapabilities() { return {"actions", "body", "body-markup"}; }
    uint Notify(const QString &appName, uint replacesId, const QString &icon, const QString &summary,
        const QString &body, const QStringList &actions, const QVariantMap &hints, int timeout)
    {
        calls << Call {appName, replacesId, icon, summary, body, actions, hints, timeout};
        return uint(calls.size()) + 100; // not the index: the notifier must use the id it was given
    }
};

void emitSignal(const QDBusConnection &connection, const QString &name, const QVariantList &arguments)
{
    QDBusMessage message = QDBusMessage::createSignal(kPath, kService, name);
    message.setArguments(arguments);
    QVERIFY(connection.send(message));
}

Operation *joined(OperationManager &manager, const QString &handle, const QString &tool = "build")
{
    // No session: the operation waits as disconnected, and the test drives its status by hand.
    Operation *op = manager.join("srv", Dialect::Tasks, handle);
    op->setTool(tool, {});
    return op;
}
} // namespace

class TestNotifications : public QObject
{
    Q_OBJECT
public:
    explicit TestNotifications(const QString &busDir)
        : m_busDir(busDir)
    {
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(TestUtils::isolateSettings(m_dir.path(), "tst_notifications"));
    }

    void init() { QSettings().remove("notifications"); }

    void cleanupTestCase()
    {
        if (m_daemon.state() != QProcess::NotRunning) {
            m_daemon.kill();
            m_daemon.waitForFinished();
        }
    }

    void notifiesEachKindOnce_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("bodyPart");
        QTest::newRow("completed") << "completed"
                                   << "build completed"
                                   << "all 12 targets built";
        QTest::newRow("failed") << "failed"
                                << "build failed"
                                << "disk full";
        QTest::newRow("failed (tool error)") << "tool error"
                                             << "build failed"
                                             << "linker exploded";
        QTest::newRow("expired") << "expired"
                                 << "build expired"
                                 << "deadline";
        QTest::newRow("not found") << "not found"
                                   << "build is gone"
                                   << "no longer knows";
        QTest::newRow("input") << "input"
                               << "build needs input"
                               << "Which branch?";
    }
    void notifiesEachKindOnce()
    {
        QFETCH(QString, kind);
        QFETCH(QString, title);
        QFETCH(QString, bodyPart);
        OperationManager manager;
        FakeNotifier notifier;
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        Operation *op = joined(manager, "task-1");
        QObject owner;
        IncomingRequest *request =
            IncomingRequest::createEmbedded("q1", "elicitation/create", {{"message", "Which branch?"}}, &owner);

        if (kind == "completed") {
            op->setStatus(OperationStatus::Completed, {}, "all 12 targets built");
        } else if (kind == "failed") {
            op->setError(JsonRpcError::localError(-32000, "disk full"));
        } else if (kind == "tool error") {
            op->setResult({{"isError", true},
                              {"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "linker exploded"}}}}},
                OperationStatus::Failed);
        } else if (kind == "expired") {
            op->setStatus(OperationStatus::Expired);
        } else if (kind == "not found") {
            op->setStatus(OperationStatus::NotFound);
        } else {
            manager.addInput(op, request);
        }
        QCOMPARE(notifier.shown.size(), 1);
        QCOMPARE(notifier.shown.at(0).key, op->id());
        QCOMPARE(notifier.shown.at(0).title, title);
        QVERIFY2(notifier.shown.at(0).body.contains("srv"), qPrintable(notifier.shown.at(0).body));
        QVERIFY2(notifier.shown.at(0).body.contains(bodyPart), qPrintable(notifier.shown.at(0).body));

        // Once: the same terminal state or the same request again says nothing new.
        if (kind == "input")
            op->addInput(request);
        else
            emit op->finished();
        QCOMPARE(notifier.shown.size(), 1);
    }

    void inputNotifiesOncePerRequest()
    {
        OperationManager manager;
        FakeNotifier notifier;
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        Operation *op = joined(manager, "task-1");
        QObject owner;
        manager.addInput(op, IncomingRequest::createEmbedded("a", "elicitation/create", {{"message", "One?"}}, &owner));
        manager.addInput(op, IncomingRequest::createEmbedded("b", "sampling/createMessage", {}, &owner));
        QCOMPARE(notifier.shown.size(), 2);
        QCOMPARE(notifier.shown.at(1).title, QString("build needs input"));
        QCOMPARE(notifier.shown.at(1).body, QString("Server srv is waiting for an answer."));
    }

    void silenceNotifiesAtItsStartOnly()
    {
        OperationManager manager;
        FakeNotifier notifier;
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        Operation *op = joined(manager, "task-1");
        op->setStatus(OperationStatus::Working);
        manager.silenceWatch()->check(op->lastSignOfLifeMs() + SilenceWatch::DefaultMs);
        QCOMPARE(notifier.shown.size(), 1);
        QCOMPARE(notifier.shown.at(0).title, QString("build is silent"));
        QCOMPARE(notifier.shown.at(0).body,
            QString("Server srv has sent nothing new about it since %1.")
                .arg(Format::clockTime(op->lastSignOfLifeMs())));
        // Coming back says nothing; the setting turns it off and is kept.
        op->setStatus(OperationStatus::Working, QString(), QStringLiteral("step 2"));
        QCOMPARE(notifier.shown.size(), 1);
        notifications.actions().at(OperationNotifications::Silent)->trigger();
        QCOMPARE(QSettings().value("notifications/silent").toBool(), false);
        manager.silenceWatch()->check(op->lastSignOfLifeMs() + SilenceWatch::DefaultMs);
        QVERIFY(op->isSilent());
        QCOMPARE(notifier.shown.size(), 1);
    }

    void cancelledSaysNothing()
    {
        OperationManager manager;
        FakeNotifier notifier;
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        joined(manager, "task-1")->setStatus(OperationStatus::Cancelled);
        QCOMPARE(notifier.shown.size(), 0);
        joined(manager, "task-2")->setStatus(OperationStatus::Completed);
        QCOMPARE(notifier.shown.size(), 1);
    }

    void nothingWhileWindowActive()
    {
        OperationManager manager;
        FakeNotifier notifier;
        bool active = true;
        OperationNotifications notifications(&manager, &notifier, [&active] { return active; });
        QObject owner;
        Operation *first = joined(manager, "task-1");
        manager.addInput(first, IncomingRequest::createEmbedded("a", "elicitation/create", {}, &owner));
        first->setStatus(OperationStatus::Completed);
        joined(manager, "task-2")->setError(JsonRpcError::localError(-32000, "boom"));
        QCOMPARE(notifier.shown.size(), 0);

        active = false;
        joined(manager, "task-3")->setStatus(OperationStatus::Completed);
        QCOMPARE(notifier.shown.size(), 1);
    }

    void disabledKindIsQuietAndKept()
    {
        OperationManager manager;
        FakeNotifier notifier;
        {
            OperationNotifications notifications(&manager, &notifier, [] { return false; });
            for (auto kind : {OperationNotifications::Completed, OperationNotifications::Failed,
                     OperationNotifications::Expired, OperationNotifications::InputRequired})
                QVERIFY(notifications.isEnabled(kind)); // the default
            notifications.setEnabled(OperationNotifications::Failed, false);
            QVERIFY(!notifications.isEnabled(OperationNotifications::Failed));
            QVERIFY(!notifications.actions().at(OperationNotifications::Failed)->isChecked());
            QCOMPARE(QSettings().value("notifications/failed").toBool(), false);

            joined(manager, "task-1")->setError(JsonRpcError::localError(-32000, "boom"));
            QCOMPARE(notifier.shown.size(), 0);
            joined(manager, "task-2")->setStatus(OperationStatus::Completed); // other kinds still speak
            QCOMPARE(notifier.shown.size(), 1);

            // The menu's way: toggling the action is the setting.
            notifications.actions().at(OperationNotifications::InputRequired)->trigger();
            QVERIFY(!notifications.isEnabled(OperationNotifications::InputRequired));
            QCOMPARE(QSettings().value("notifications/input").toBool(), false);
        }
        OperationManager other;
        OperationNotifications again(&other, &notifier, [] { return false; });
        QVERIFY(!again.isEnabled(OperationNotifications::Failed));
        QVERIFY(!again.isEnabled(OperationNotifications::InputRequired));
        QVERIFY(again.isEnabled(OperationNotifications::Completed));
        QVERIFY(again.isEnabled(OperationNotifications::Expired));
        QObject owner;
        other.addInput(joined(other, "task-3"), IncomingRequest::createEmbedded("a", "elicitation/create", {}, &owner));
        QCOMPARE(notifier.shown.size(), 1);
    }

    void expiredSettingCoversNotFound()
    {
        OperationManager manager;
        FakeNotifier notifier;
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        notifications.setEnabled(OperationNotifications::Expired, false);
        joined(manager, "task-1")->setStatus(OperationStatus::Expired);
        joined(manager, "task-2")->setStatus(OperationStatus::NotFound);
        QCOMPARE(notifier.shown.size(), 0);
        notifications.setEnabled(OperationNotifications::Expired, true);
        joined(manager, "task-3")->setStatus(OperationStatus::NotFound);
        QCOMPARE(notifier.shown.size(), 1);
    }

    void actionsHaveTextsAndAccessibleNames()
    {
        OperationManager manager;
        FakeNotifier notifier;
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        const QStringList expected {"Notify When Completed", "Notify When Failed", "Notify When Expired",
            "Notify When Asking for Input", "Notify When Silent"};
        QCOMPARE(notifications.actions().size(), expected.size());
        QMenu menu;
        menu.addActions(notifications.actions());
        QAccessibleInterface *accessibleMenu = QAccessible::queryAccessibleInterface(&menu);
        QVERIFY(accessibleMenu);
        QCOMPARE(accessibleMenu->childCount(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            QAction *action = notifications.actions().at(i);
            QCOMPARE(action->text(), expected.at(i));
            QVERIFY(action->isCheckable());
            QVERIFY(!action->toolTip().isEmpty());
            QCOMPARE(accessibleMenu->child(i)->text(QAccessible::Name), expected.at(i));
        }
    }

    void activationNamesTheOperation()
    {
        OperationManager manager;
        FakeNotifier notifier;
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        QSignalSpy activated(&notifications, &OperationNotifications::operationActivated);
        Operation *op = joined(manager, "task-1");
        op->setStatus(OperationStatus::Completed);
        QCOMPARE(notifier.shown.size(), 1);

        notifier.click(notifier.shown.at(0).key);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), op->id());
        notifier.click("no-such-operation");
        QCOMPARE(activated.size(), 1);
    }

    void removedOperationActivatesNothing()
    {
        OperationManager manager;
        FakeNotifier notifier;
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        QSignalSpy activated(&notifications, &OperationNotifications::operationActivated);
        Operation *op = joined(manager, "task-1");
        const QString id = op->id();
        op->setStatus(OperationStatus::Completed);
        QCOMPARE(notifier.shown.size(), 1);
        manager.remove(op);
        QVERIFY(!manager.operation(id));

        notifier.click(id);
        QCOMPARE(activated.size(), 0);
    }

    void alreadyTerminalWhenAddedIsQuiet()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QJsonArray stored;
        {
            Operation done("done-op");
            done.setServerName("srv");
            done.setTool("build", {});
            done.setDialect(Dialect::Tasks);
            done.setHandle({{"taskId", "t-done"}});
            done.setStatus(OperationStatus::Completed, {}, "finished yesterday");
            Operation running("running-op");
            running.setServerName("srv");
            running.setTool("deploy", {});
            running.setDialect(Dialect::Tasks);
            running.setHandle({{"taskId", "t-running"}});
            running.setStatus(OperationStatus::Working);
            stored << done.toJson() << running.toJson();
        }
        QFile file(dir.filePath("operations.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(QJsonObject {{"operations", stored}}).toJson());
        file.close();

        OperationManager manager;
        FakeNotifier notifier;
        // Already there before the notifications, and already finished: quiet as well.
        Operation *early = joined(manager, "task-early");
        early->setStatus(OperationStatus::Completed);
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        manager.setStorePath(file.fileName());
        QString error;
        QVERIFY2(manager.load(&error), qPrintable(error));
        QCOMPARE(manager.operations().size(), 3);
        QVERIFY(manager.operation("done-op") && manager.operation("done-op")->isTerminal());
        QCOMPARE(notifier.shown.size(), 0);
        // Whatever it still hears (a new deadline, a stray signal) says nothing.
        manager.operation("done-op")->setExpiry(QDateTime::currentDateTimeUtc().addSecs(60), "ttl");
        early->setExpiry(QDateTime::currentDateTimeUtc().addSecs(60), "ttl");
        emit manager.operation("done-op")->finished();
        emit early->finished();
        QCOMPARE(notifier.shown.size(), 0);

        // A restored operation that was still running speaks when it ends.
        manager.operation("running-op")->setStatus(OperationStatus::Completed);
        QCOMPARE(notifier.shown.size(), 1);
        QCOMPARE(notifier.shown.at(0).key, QString("running-op"));
        QCOMPARE(notifier.shown.at(0).title, QString("deploy completed"));
    }

    void watchesOperationsAddedBefore()
    {
        OperationManager manager;
        FakeNotifier notifier;
        Operation *op = joined(manager, "task-1");
        OperationNotifications notifications(&manager, &notifier, [] { return false; });
        op->setStatus(OperationStatus::Completed);
        QCOMPARE(notifier.shown.size(), 1);
        QCOMPARE(notifier.shown.at(0).key, op->id());
    }

    void alertActivatesWhenTheWindowComesBack()
    {
        QWidget window;
        AlertNotifier notifier(&window);
        QSignalSpy activated(&notifier, &Notifier::activated);
        QEvent activate(QEvent::WindowActivate);
        QApplication::sendEvent(&window, &activate);
        QCOMPARE(activated.size(), 0); // nothing was shown
        notifier.show("op-1", "build completed", "Finished on server srv.");
        QApplication::sendEvent(&window, &activate);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), QString("op-1"));
        QApplication::sendEvent(&window, &activate);
        QCOMPARE(activated.size(), 1); // once per notification
    }

    void freedesktopOverThePrivateBus()
    {
        if (QStandardPaths::findExecutable("dbus-daemon").isEmpty())
            QSKIP("dbus-daemon is not installed");
        const QString socket = m_busDir + "/bus";
        QVERIFY(qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS") == "unix:path=" + socket);
        QFile config(m_dir.filePath("bus.conf"));
        QVERIFY(config.open(QIODevice::WriteOnly));
        // No servicedir: nothing on this bus is ever started by activation. (No raw string here: moc 6.4 chokes.)
        const QStringList lines {"<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"",
            " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">", "<busconfig>", "<type>session</type>",
            "<listen>unix:path=" + socket + "</listen>", "<auth>EXTERNAL</auth>", "<policy context=\"default\">",
            "<allow send_destination=\"*\" eavesdrop=\"true\"/>", "<allow eavesdrop=\"true\"/>", "<allow own=\"*\"/>",
            "</policy>", "</busconfig>"};
        config.write(lines.join('\n').toUtf8());
        config.close();
        m_daemon.start("dbus-daemon", {"--config-file=" + config.fileName(), "--nofork", "--print-address=1"});
        QVERIFY(m_daemon.waitForStarted());
        QTRY_VERIFY(m_daemon.canReadLine()); // the address: the bus listens

        // The notifier's connection (sessionBus) and the fake server's are two clients of the private bus.
        QVERIFY(QDBusConnection::sessionBus().isConnected());
        QVERIFY(!FreedesktopNotifier::isAvailable());
        QWidget window;
        QObject owner;
        QVERIFY(!qobject_cast<FreedesktopNotifier *>(Notifier::createDefault(&window, &owner)));

        QDBusConnection serverBus = QDBusConnection::connectToBus("unix:path=" + socket, "fake-notifications");
        QVERIFY(serverBus.isConnected());
        FakeNotificationServer server;
        QVERIFY(serverBus.registerObject(kPath, &server, QDBusConnection::ExportAllSlots));
        QVERIFY(serverBus.registerService(kService));
        QVERIFY(FreedesktopNotifier::isAvailable());
        auto *notifier = qobject_cast<FreedesktopNotifier *>(Notifier::createDefault(&window, &owner));
        QVERIFY(notifier);
        QSignalSpy activated(notifier, &Notifier::activated);

        notifier->show("op-1", "build completed", "Finished on server <srv>: a & b");
        QTRY_COMPARE(server.calls.size(), 1);
        const FakeNotificationServer::Call call = server.calls.at(0);
        QCOMPARE(call.appName, QString("MCP Async Inspector"));
        QCOMPARE(call.replacesId, 0u);
        QCOMPARE(call.icon, QString("io.github.mcpasyncinspector.McpAsyncInspector"));
        QCOMPARE(call.summary, QString("build completed"));
        QCOMPARE(call.body, QString("Finished on server &lt;srv&gt;: a &amp; b")); // the server takes markup
        QVERIFY(call.actions.contains("default"));
        QCOMPARE(
            call.hints.value("desktop-entry").toString(), QString("io.github.mcpasyncinspector.McpAsyncInspector"));
        QCOMPARE(call.timeout, -1);
        notifier->show("op-2", "deploy failed", "Failed on server srv.");
        QTRY_COMPARE(server.calls.size(), 2);

        // Signals from one sender arrive in order: the last one shows the ones before it were handled.
        emitSignal(serverBus, "ActionInvoked", {uint(999), QString("default")}); // someone else's
        emitSignal(serverBus, "ActionInvoked", {uint(101), QString("default")});
        QTRY_COMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), QString("op-1"));

        emitSignal(serverBus, "NotificationClosed", {uint(101), uint(2)});
        emitSignal(serverBus, "ActionInvoked", {uint(101), QString("default")}); // closed: forgotten
        emitSignal(serverBus, "ActionInvoked", {uint(102), QString("default")});
        QTRY_COMPARE(activated.size(), 2);
        QCOMPARE(activated.at(1).at(0).toString(), QString("op-2"));

        serverBus.unregisterService(kService);
        QDBusConnection::disconnectFromBus("fake-notifications");
    }

private:
    QString m_busDir;
    QTemporaryDir m_dir;
    QProcess m_daemon;
};

int main(int argc, char **argv)
{
    // A private session bus (started by the D-Bus test): nothing here may reach the person's notification server,
    // so the address is set before anything could connect to the real one.
    QTemporaryDir busDir(QDir::tempPath() + "/tst_notifications-XXXXXX");
    if (!busDir.isValid())
        return 1;
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=" + QFile::encodeName(busDir.filePath("bus")));
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication::setAttribute(Qt::AA_Use96Dpi, true);
    QApplication app(argc, argv);
    TestNotifications tc(busDir.path());
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_notifications.moc"

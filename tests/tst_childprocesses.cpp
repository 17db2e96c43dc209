// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// No server started by the inspector or by mcp-async outlives it, however it ends: SIGTERM, SIGINT and SIGHUP quit
// the inspector the way Quit does (its destructors stop the servers), and on Linux the kernel ends the servers of a
// process that is killed outright (SIGKILL, a crash), where no destructor runs. The servers are the protected demo
// server (HTTP, started by the server list) and stdio servers, one of which never reads its stdin, so that the end
// of its input does not stop it either.
#include <algorithm>
#include <functional>

#include <signal.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "testutils.h"

namespace {

struct ProcInfo
{
    qint64 pid = 0;
    char state = '?';
    qint64 ppid = 0;
};

/*! The state and parent of \a pid from /proc/PID/stat, or pid 0 when it is gone. */
ProcInfo procInfo(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray stat = file.readAll();
    // "PID (COMM) STATE PPID …": the command name may hold spaces and parentheses, the last ')' ends it.
    const QList<QByteArray> rest = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    if (rest.size() < 2 || rest.at(0).isEmpty())
        return {};
    return {pid, rest.at(0).at(0), rest.at(1).toLongLong()};
}

QStringList commandLine(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList words;
    for (const QByteArray &word : file.readAll().split('\0')) {
        if (!word.isEmpty())
            words.append(QString::fromLocal8Bit(word));
    }
    return words;
}

/*! The processes whose parent is \a parent. */
QList<qint64> childrenOf(qint64 parent)
{
    QList<qint64> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (isPid && procInfo(pid).ppid == parent)
            children.append(pid);
    }
    return children;
}

/*! Gone, or a zombie: it runs no more (an orphan's zombie waits for whoever adopted it to reap it). */
bool hasEnded(qint64 pid)
{
    const ProcInfo info = procInfo(pid);
    return info.pid == 0 || info.state == 'Z' || info.state == 'X';
}

QString describe(const QList<qint64> &pids)
{
    QStringList lines;
    for (const qint64 pid : pids) {
        if (!hasEnded(pid))
            lines.append(QStringLiteral("%1 %2").arg(pid).arg(commandLine(pid).join(QLatin1Char(' '))));
    }
    return lines.join(QStringLiteral("; "));
}

/*! The children of \a parent whose command line matches \a match, once there are \a count of them. */
QList<qint64> waitForChildren(
    qint64 parent, int count, const std::function<bool(const QStringList &)> &match, int timeoutMs = 60000)
{
    QList<qint64> found;
    (void)QTest::qWaitFor(
        [&] {
            found.clear();
            for (const qint64 pid : childrenOf(parent)) {
                if (!hasEnded(pid) && match(commandLine(pid)))
                    found.append(pid);
            }
            return found.size() >= count;
        },
        timeoutMs);
    return found;
}

/*! An environment of its own for an application: settings, data, tokens, no desktop services. */
QProcessEnvironment isolatedEnvironment(const QTemporaryDir &dir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), dir.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_STATE_HOME"), dir.filePath(QStringLiteral("state")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("MCP_ASYNC_TOKEN_FILE"), dir.filePath(QStringLiteral("tokens.json")));
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=") + dir.filePath("no-bus"));
    return env;
}

/*! One of our applications run in a folder of its own (isolatedEnvironment()), its stdout discarded. */
struct IsolatedProcess
{
    /*! Whether the folder was made and \a program started with \a arguments. */
    bool start(const QString &program, const QStringList &arguments)
    {
        if (!dir.isValid())
            return false;
        process.setProcessEnvironment(isolatedEnvironment(dir));
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.setStandardOutputFile(QProcess::nullDevice());
        process.start(program, arguments);
        return process.waitForStarted();
    }

    QTemporaryDir dir;
    QProcess process;
};

QString sleepPath()
{
    return QStandardPaths::findExecutable(QStringLiteral("sleep"));
}

bool isSleeper(const QStringList &words)
{
    return words.size() == 2 && QFileInfo(words.at(0)).fileName() == QLatin1String("sleep") && words.at(1) == "300";
}

bool isProtectedDemo(const QStringList &words)
{
    return words.contains(QStringLiteral("--oauth")) && words.contains(QStringLiteral("--http"));
}

} // namespace

class TestChildProcesses : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(TestUtils::binaryDir() + "/app/mcp-async-inspector"), "the inspector is not built");
        QVERIFY2(QFile::exists(TestUtils::demoServerPath()), "the demo server is not built");
        QVERIFY2(!sleepPath().isEmpty(), "no sleep(1)");
        QVERIFY2(QFileInfo::exists("/proc/self/stat"), "no /proc");
    }

    // The inspector with the protected demo server and a stdio server that ignores the end of its input, ended by a
    // signal: it quits as Quit does (a clean exit, code 0) and its servers end with it. SIGKILL runs nothing of
    // the inspector: the kernel ends the servers.
    void inspectorTakesItsServersAlong_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGHUP") << int(SIGHUP);
        QTest::newRow("SIGKILL") << int(SIGKILL);
    }
    void inspectorTakesItsServersAlong()
    {
        QFETCH(int, signalNumber);
        IsolatedProcess inspector;
        QVERIFY(inspector.start(TestUtils::binaryDir() + "/app/mcp-async-inspector",
            {"--protected-demo", "--stdio", sleepPath() + " 300"}));
        const qint64 pid = inspector.process.processId();

        const QList<qint64> sleepers = waitForChildren(pid, 1, isSleeper);
        const QList<qint64> demos = waitForChildren(pid, 1, isProtectedDemo);
        remember(sleepers + demos);
        QCOMPARE(sleepers.size(), 1);
        QCOMPARE(demos.size(), 1);
        const QList<qint64> servers = childrenOf(pid); // the first-run demo server too, on stdio
        remember(servers);
        QVERIFY(servers.size() >= 2);

        QCOMPARE(::kill(pid_t(pid), signalNumber), 0);
        QTRY_COMPARE_WITH_TIMEOUT(inspector.process.state(), QProcess::NotRunning, 30000);
        if (signalNumber != SIGKILL) {
            QCOMPARE(inspector.process.exitStatus(), QProcess::NormalExit);
            QCOMPARE(inspector.process.exitCode(), 0);
        }
        QTRY_VERIFY2_WITH_TIMEOUT(std::all_of(servers.cbegin(), servers.cend(), hasEnded),
            qPrintable("still running: " + describe(servers)), 10000);
    }

    // mcp-async with a stdio server: Ctrl+C and SIGTERM cancel and close the server (mcp-async's own handler), and
    // a SIGKILL leaves it to the kernel.
    void cliTakesItsServerAlong_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGKILL") << int(SIGKILL);
    }
    void cliTakesItsServerAlong()
    {
        QFETCH(int, signalNumber);
        // A server that never answers: the command waits for its handshake.
        IsolatedProcess cli;
        QVERIFY(cli.start(TestUtils::binaryDir() + "/app/mcp-async", {"tools", "--stdio", sleepPath() + " 300"}));
        const qint64 pid = cli.process.processId();
        const QList<qint64> servers = waitForChildren(pid, 1, isSleeper);
        remember(servers);
        QCOMPARE(servers.size(), 1);

        QCOMPARE(::kill(pid_t(pid), signalNumber), 0);
        QTRY_COMPARE_WITH_TIMEOUT(cli.process.state(), QProcess::NotRunning, 30000);
        QTRY_VERIFY2_WITH_TIMEOUT(std::all_of(servers.cbegin(), servers.cend(), hasEnded),
            qPrintable("still running: " + describe(servers)), 10000);
    }

    void cleanup()
    {
        // A failed run leaves none of its servers behind.
        for (const auto &[pid, words] : std::as_const(m_servers)) {
            if (!hasEnded(pid) && commandLine(pid) == words)
                ::kill(pid_t(pid), SIGKILL);
        }
        m_servers.clear();
    }

private:
    void remember(const QList<qint64> &pids)
    {
        for (const qint64 pid : pids)
            m_servers.append({pid, commandLine(pid)});
    }

    QList<QPair<qint64, QStringList>> m_servers;
};

QTEST_GUILESS_MAIN(TestChildProcesses)
#include "tst_childprocesses.moc"

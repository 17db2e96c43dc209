// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "testutils.h"

#include "core/timescale.h"
#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>
#include <QTimer>

namespace TestUtils {

QString binaryDir()
{
    const QString dir = qEnvironmentVariable("MCP_TEST_BINARY_DIR");
    if (!dir.isEmpty())
        return dir;
    return QDir(QCoreApplication::applicationDirPath() + QStringLiteral("/..")).absolutePath();
}

QString sourceDir()
{
    const QString dir = qEnvironmentVariable("MCP_TEST_SOURCE_DIR");
    return dir.isEmpty() ? QDir(binaryDir() + QStringLiteral("/../..")).absolutePath() : dir;
}

QString fakeServerPath(const QString &name)
{
    return binaryDir() + QStringLiteral("/tests/fakeserver/") + name;
}

bool connectReady(Mcp::McpSession &session, int timeoutMs)
{
    session.setAutoReconnect(false);
    QSignalSpy ready(&session, &Mcp::McpSession::ready);
    session.connectToServer();
    return ready.wait(timeoutMs);
}

QString demoServerPath()
{
    return binaryDir() + QStringLiteral("/server/mcp-async-demo-server");
}

Mcp::ServerConfig demoStdioConfig(const QString &name, const QStringList &arguments, Mcp::Era era, int shutdownGraceMs)
{
    Mcp::ServerConfig config;
    config.name = name;
    config.kind = Mcp::ServerConfig::Kind::Stdio;
    config.command = demoServerPath();
    config.arguments = arguments;
    config.era = era;
    config.shutdownGraceMs = shutdownGraceMs;
    return config;
}

Mcp::ServerConfig urlConfig(const QString &name, Mcp::ServerConfig::Kind kind, const QString &url, Mcp::Era era)
{
    Mcp::ServerConfig config;
    config.name = name;
    config.kind = kind;
    config.url = QUrl(url);
    config.era = era;
    return config;
}

quint16 freePort()
{
    // Linux's ephemeral range starts at 32768 by default.
    int ephemeralFloor = 32768;
    QFile range(QStringLiteral("/proc/sys/net/ipv4/ip_local_port_range"));
    if (range.open(QIODevice::ReadOnly))
        ephemeralFloor = qMax(2048, QString::fromLatin1(range.readAll()).section(u'\t', 0, 0).trimmed().toInt());
    const int floor = qMax(1024, ephemeralFloor - 12000);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const auto port = quint16(floor + int(QRandomGenerator::global()->bounded(ephemeralFloor - floor)));
        QTcpServer probe; // free on every address, and on 127.0.0.1
        if (!probe.listen(QHostAddress::Any, port))
            continue;
        probe.close();
        if (probe.listen(QHostAddress::LocalHost, port))
            return port;
    }
    QTcpServer server;
    return server.listen(QHostAddress::LocalHost, 0) ? server.serverPort() : 0;
}

QString node22()
{
    return qEnvironmentVariable("MCP_NODE22");
}

QString serverEverythingScript()
{
    return qEnvironmentVariable("MCP_SERVER_EVERYTHING_JS");
}

double useDemoTimeScale(double factor)
{
    bool ok = false;
    const double set = qEnvironmentVariable("MCP_DEMO_TIME_SCALE").toDouble(&ok);
    if (ok && DemoServer::TimeScale::isValidFactor(set))
        factor = set;
    qputenv("MCP_DEMO_TIME_SCALE", QByteArray::number(factor));
    DemoServer::TimeScale::setFactor(factor);
    return factor;
}

void addStringRows(const char *first, const char *second, std::initializer_list<std::array<const char *, 3>> rows)
{
    QTest::addColumn<QString>(first);
    QTest::addColumn<QString>(second);
    for (const std::array<const char *, 3> &row : rows)
        QTest::newRow(row[0]) << QString::fromUtf8(row[1]) << QString::fromUtf8(row[2]);
}

void addTransportEraRows(std::initializer_list<std::pair<const char *, Mcp::Era>> eras)
{
    QTest::addColumn<bool>("http");
    QTest::addColumn<int>("era");
    for (const bool http : {false, true}) {
        for (const auto &[name, era] : eras)
            QTest::newRow(qPrintable(QLatin1String(http ? "http, " : "stdio, ") + QLatin1String(name)))
                << http << int(era);
    }
}

void addEraRows(std::initializer_list<std::pair<const char *, Mcp::Era>> rows)
{
    QTest::addColumn<int>("era");
    for (const auto &[name, era] : rows)
        QTest::newRow(name) << int(era);
}

void addStringColumn(const char *column, std::initializer_list<std::array<const char *, 2>> rows)
{
    QTest::addColumn<QString>(column);
    for (const std::array<const char *, 2> &row : rows)
        QTest::newRow(row[0]) << QString::fromUtf8(row[1]);
}

QStringList stringsOf(const QJsonArray &array, const QString &key)
{
    QStringList strings;
    for (const QJsonValue &value : array)
        strings << value.toObject().value(key).toString();
    return strings;
}

QStringList stringsOf(const QList<QJsonObject> &objects, const QString &key)
{
    QStringList strings;
    for (const QJsonObject &object : objects)
        strings << object.value(key).toString();
    return strings;
}

QString firstText(const QJsonObject &callToolResult)
{
    return callToolResult.value(QLatin1String("content"))
        .toArray()
        .at(0)
        .toObject()
        .value(QLatin1String("text"))
        .toString();
}

QList<QJsonObject> whereString(const QList<QJsonObject> &objects, const QString &key, const QString &value)
{
    QList<QJsonObject> found;
    for (const QJsonObject &object : objects) {
        if (object.value(key).toString() == value)
            found << object;
    }
    return found;
}

QByteArrayList filesMatching(const QString &dir, const QString &pattern)
{
    QByteArrayList contents;
    for (const QString &name : QDir(dir).entryList({pattern}, QDir::Files)) {
        QFile file(QDir(dir).filePath(name));
        contents << (file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray());
    }
    return contents;
}

void prepareDemoServerSuite()
{
    // A quarter of real time; times the server reports are computed with DemoServer::TimeScale.
    useDemoTimeScale(0.25);
    QVERIFY2(QFileInfo(demoServerPath()).isExecutable(), qPrintable(demoServerPath()));
    QVERIFY2(QFileInfo(binaryDir() + QLatin1String("/app/mcp-async")).isExecutable(), "build mcp-async first");
}

bool isolateSettings(const QString &dir, const QString &application, const QString &organization)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(organization);
    QCoreApplication::setApplicationName(application);
    const QString config = QDir(dir).filePath(QStringLiteral("config"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, config);
    return QSettings().fileName().startsWith(dir);
}

} // namespace TestUtils

PeerProcess::PeerProcess(QObject *parent)
    : QObject(parent)
{
}

PeerProcess::~PeerProcess()
{
    kill();
}

QString PeerProcess::allOutput()
{
    if (m_process) {
        m_process->waitForReadyRead(0);
        m_output += QString::fromUtf8(m_process->readAll());
    }
    return m_output;
}

QString PeerProcess::start(const QString &program, const QStringList &arguments, const QString &readyPattern,
    const QMap<QString, QString> &environment, int timeoutMs)
{
    kill();
    m_output.clear();
    m_error.clear();
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = environment.begin(); it != environment.end(); ++it)
        env.insert(it.key(), it.value());
    m_process->setProcessEnvironment(env);
    m_process->start(program, arguments);
    if (!m_process->waitForStarted(timeoutMs)) {
        m_error = QStringLiteral("could not start %1: %2").arg(program, m_process->errorString());
        return QString();
    }
    const QRegularExpression pattern(readyPattern);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        if (!m_process->waitForReadyRead(200) && m_process->state() != QProcess::Running) {
            m_output += QString::fromUtf8(m_process->readAll());
            m_error = QStringLiteral("%1 exited before it was ready: %2").arg(program, m_output);
            return QString();
        }
        m_output += QString::fromUtf8(m_process->readAll());
        const QRegularExpressionMatch match = pattern.match(m_output);
        if (match.hasMatch())
            return match.lastCapturedIndex() >= 1 ? match.captured(1) : match.captured(0);
    }
    m_error = QStringLiteral("%1 was not ready within %2 ms: %3").arg(program).arg(timeoutMs).arg(m_output);
    return QString();
}

void PeerProcess::kill()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(3000);
    }
    delete m_process;
    m_process = nullptr;
}

FakeTransport::FakeTransport(QObject *parent)
    : Mcp::Transport(parent)
{
}

bool FakeTransport::openFor(Mcp::JsonRpcConnection &connection)
{
    connection.setTransport(this);
    QSignalSpy opened(this, &Transport::opened);
    open();
    return opened.wait();
}

void FakeTransport::open()
{
    setState(State::Opening);
    if (!autoOpen)
        return;
    QTimer::singleShot(0, this, [this] {
        setState(State::Open);
        emit opened();
    });
}

void FakeTransport::close()
{
    drop(QStringLiteral("closed by the client"));
}

void FakeTransport::send(const QJsonObject &message)
{
    encode(message);
    sent.append(message);
    if (onSend)
        onSend(message);
}

bool FakeTransport::abortRequest(const QJsonValue &id)
{
    if (!supportsAbort)
        return false;
    aborted.append(id);
    return true;
}

void FakeTransport::pushFrames(const QList<QByteArray> &frames, const QJsonValue &streamRequestId)
{
    QList<QJsonObject> batch;
    for (const QByteArray &frame : frames)
        decodeFrame(frame, batch);
    if (!batch.isEmpty())
        emit messagesReceived(batch, streamRequestId);
}

void FakeTransport::drop(const QString &reason)
{
    if (state() == State::Closed)
        return;
    setState(State::Closed);
    emit closed(reason);
}

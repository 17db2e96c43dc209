// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "testutils.h"

#include "core/timescale.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTcpServer>
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

QString demoServerPath()
{
    return binaryDir() + QStringLiteral("/server/mcp-async-demo-server");
}

quint16 freePort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 0;
    return server.serverPort();
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

} // namespace TestUtils

PeerProcess::PeerProcess(QObject *parent)
    : QObject(parent)
{
}

PeerProcess::~PeerProcess()
{
    kill();
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

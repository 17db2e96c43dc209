// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "stdiotransport.h"

#include <utility>

#include <QFileInfo>
#include <QLoggingCategory>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTimer>

#include "session/serverconfig.h"

namespace Mcp {

namespace {
Q_LOGGING_CATEGORY(lcStdio, "mcp.transport.stdio", QtWarningMsg)
}

StdioTransport::StdioTransport(const ServerConfig &config, QObject *parent)
    : Transport(parent)
    , m_command(config.command)
    , m_arguments(config.arguments)
    , m_environment(config.environment)
    , m_workingDirectory(config.workingDirectory)
    , m_shutdownGraceMs(qMax(0, config.shutdownGraceMs))
    , m_shutdownTimer(new QTimer(this))
{
    m_shutdownTimer->setSingleShot(true);
    connect(m_shutdownTimer, &QTimer::timeout, this, &StdioTransport::onShutdownTimeout);
}

StdioTransport::~StdioTransport()
{
    killAndReap();
}

QString StdioTransport::describe() const
{
    QStringList parts {m_command};
    for (const QString &argument : m_arguments) {
        const bool needsQuotes = argument.isEmpty() || argument.contains(QLatin1Char(' '));
        parts.append(needsQuotes ? QLatin1Char('"') + argument + QLatin1Char('"') : argument);
    }
    return QStringLiteral("stdio: ") + parts.join(QLatin1Char(' '));
}

void StdioTransport::open()
{
    if (state() != State::Closed) {
        qCWarning(lcStdio) << "open() ignored: the transport is" << state();
        return;
    }
    resetBuffers();
    m_shutdownStage = ShutdownStage::None;
    setState(State::Opening);

    m_process = new QProcess(this);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (auto it = m_environment.cbegin(); it != m_environment.cend(); ++it)
        environment.insert(it.key(), it.value());
    m_process->setProcessEnvironment(environment);
    if (!m_workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_workingDirectory);
    m_process->setProgram(m_command);
    m_process->setArguments(m_arguments);

    connect(m_process, &QProcess::started, this, &StdioTransport::onStarted);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &StdioTransport::onStdoutReady);
    connect(m_process, &QProcess::readyReadStandardError, this, &StdioTransport::onStderrReady);
    connect(m_process, &QProcess::errorOccurred, this, &StdioTransport::onErrorOccurred);
    connect(m_process, &QProcess::finished, this, &StdioTransport::onFinished);

    qCDebug(lcStdio) << "starting" << describe();
    m_process->start();
}

void StdioTransport::close()
{
    if (!m_process || state() == State::Closing || state() == State::Closed)
        return;
    setState(State::Closing);
    // MCP stdio shutdown: closing stdin is the polite request, SIGTERM and SIGKILL follow after the grace period.
    m_shutdownStage = ShutdownStage::ClosedStdin;
    m_process->closeWriteChannel();
    m_shutdownTimer->start(m_shutdownGraceMs);
}

void StdioTransport::send(const QJsonObject &message)
{
    if (state() != State::Open || !m_process) {
        emit protocolError(tr("Cannot send a message to \"%1\": the server is not running").arg(m_command));
        return;
    }
    QByteArray bytes = encode(message);
    bytes.append('\n');
    m_process->write(bytes);
}

void StdioTransport::onStarted()
{
    qCDebug(lcStdio) << "started" << describe() << "pid" << m_process->processId();
    // close() during startup has already moved on to Closing: the link never opened.
    if (state() != State::Opening)
        return;
    setState(State::Open);
    emit opened();
}

void StdioTransport::onStdoutReady()
{
    // One batch per read, so that the layers above can coalesce their own work [STYLE §4, §7].
    QList<QJsonObject> batch;
    consumeStdout(m_process->readAllStandardOutput(), batch);
    if (!batch.isEmpty())
        emit messagesReceived(batch, QJsonValue());
}

void StdioTransport::consumeStdout(const QByteArray &chunk, QList<QJsonObject> &batch)
{
    // A line of exactly maxMessageSize() bytes may still carry the '\r' of a CRLF before its '\n'.
    const qint64 bufferLimit = maxMessageSize() + 1;
    qsizetype pos = 0;
    while (pos < chunk.size()) {
        const qsizetype newline = chunk.indexOf('\n', pos);
        const qsizetype end = newline < 0 ? chunk.size() : newline;
        const QByteArrayView piece(chunk.constData() + pos, end - pos);

        if (!m_discarding && m_line.size() + piece.size() > bufferLimit) {
            // Too big to ever be accepted: stop buffering and keep only what the report needs.
            m_discarding = true;
            m_discardedSize = m_line.size();
            m_discardHead = m_line.left(OversizedKeepBytes);
            if (m_discardHead.size() < OversizedKeepBytes)
                m_discardHead.append(piece.first(qMin(piece.size(), OversizedKeepBytes - m_discardHead.size())));
            m_discardTail = m_line.right(OversizedKeepBytes);
            m_line = QByteArray();
            qCDebug(lcStdio) << "line exceeds" << maxMessageSize() << "bytes, skipping to its end";
        }
        if (m_discarding) {
            m_discardedSize += piece.size();
            keepTail(piece);
        } else {
            m_line.append(piece);
        }
        if (newline < 0)
            break;

        if (m_discarding) {
            qint64 size = m_discardedSize;
            if (m_discardTail.endsWith('\r')) {
                m_discardTail.chop(1);
                --size;
            }
            const QByteArray head = std::exchange(m_discardHead, {});
            const QByteArray tail = std::exchange(m_discardTail, {});
            m_discarding = false;
            m_discardedSize = 0;
            reportOversizedFrame(size, head, tail);
        } else {
            QByteArray line = std::exchange(m_line, {});
            if (line.endsWith('\r'))
                line.chop(1);
            decodeFrame(line, batch); // ignores empty lines
        }
        pos = newline + 1;
    }
}

void StdioTransport::keepTail(QByteArrayView bytes)
{
    if (bytes.size() >= OversizedKeepBytes) {
        m_discardTail = bytes.last(OversizedKeepBytes).toByteArray();
        return;
    }
    m_discardTail.append(bytes);
    if (m_discardTail.size() > OversizedKeepBytes)
        m_discardTail.remove(0, m_discardTail.size() - OversizedKeepBytes);
}

void StdioTransport::onStderrReady()
{
    consumeStderr(m_process->readAllStandardError());
}

void StdioTransport::consumeStderr(const QByteArray &chunk)
{
    qsizetype pos = 0;
    while (pos < chunk.size()) {
        const qsizetype newline = chunk.indexOf('\n', pos);
        const qsizetype end = newline < 0 ? chunk.size() : newline;
        const QByteArrayView piece(chunk.constData() + pos, end - pos);
        if (!m_logDiscarding) {
            const qsizetype room = MaxLogLineBytes - m_logLine.size();
            if (piece.size() > room) {
                // A server dumping megabytes without a newline must not grow the log without bound.
                m_logLine.append(piece.first(room));
                emitLogLine(std::exchange(m_logLine, {}), true);
                m_logDiscarding = true;
            } else {
                m_logLine.append(piece);
            }
        }
        if (newline < 0)
            break;
        if (m_logDiscarding)
            m_logDiscarding = false;
        else
            emitLogLine(std::exchange(m_logLine, {}), false);
        pos = newline + 1;
    }
}

void StdioTransport::emitLogLine(QByteArray line, bool truncated)
{
    if (line.endsWith('\r'))
        line.chop(1);
    if (line.isEmpty())
        return;
    QString text = QString::fromUtf8(line);
    if (truncated)
        text += QStringLiteral("…");
    emit serverLog(text);
}

void StdioTransport::onErrorOccurred(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart) {
        // Crashes arrive through finished(); write errors mean the server is going away and finished() follows.
        qCDebug(lcStdio) << describe() << error << m_process->errorString();
        return;
    }
    QString why = m_process->errorString();
    const QFileInfo file(m_command);
    if (m_command.isEmpty())
        why = tr("no command is configured");
    else if (!m_workingDirectory.isEmpty() && !QFileInfo(m_workingDirectory).isDir())
        why = tr("the working directory \"%1\" does not exist").arg(m_workingDirectory);
    else if (!m_command.contains(QLatin1Char('/')) && QStandardPaths::findExecutable(m_command).isEmpty())
        why = tr("command not found in PATH");
    else if (m_command.contains(QLatin1Char('/')) && !file.exists())
        why = tr("no such file");
    else if (file.exists() && (!file.isFile() || !file.isExecutable()))
        why = tr("not an executable file");
    const QString reason = tr("could not start the server \"%1\": %2").arg(m_command, why);
    // QProcess may report this from inside start(); closed() must not reach callers before open() returns.
    QTimer::singleShot(0, this, [this, reason] { finish(reason); });
}

void StdioTransport::onFinished(int exitCode, QProcess::ExitStatus exitStatus)
{
    // QProcess drains both pipes before finished(); what remains is an unterminated last line.
    if (!m_discarding && !m_line.isEmpty()) {
        QList<QJsonObject> batch;
        decodeFrame(std::exchange(m_line, {}), batch);
        if (!batch.isEmpty())
            emit messagesReceived(batch, QJsonValue());
    }
    if (!m_logDiscarding && !m_logLine.isEmpty())
        emitLogLine(std::exchange(m_logLine, {}), false);

    const bool crashed = exitStatus == QProcess::CrashExit;
    // On Unix QProcess stores the signal number as the exit code of a crashed process.
    qCDebug(lcStdio) << describe() << (crashed ? "killed by signal" : "exited with code") << exitCode
                     << "shutdown stage" << int(m_shutdownStage);
    if (state() == State::Closing)
        finish(tr("closed by the client"));
    else if (crashed)
        finish(tr("server crashed (signal %1)").arg(exitCode));
    else
        finish(tr("server exited with code %1").arg(exitCode));
}

void StdioTransport::onShutdownTimeout()
{
    if (!m_process)
        return;
    switch (m_shutdownStage) {
    case ShutdownStage::ClosedStdin:
        qCDebug(lcStdio) << describe() << "did not exit after stdin was closed, sending SIGTERM";
        m_shutdownStage = ShutdownStage::Terminated;
        m_process->terminate();
        m_shutdownTimer->start(m_shutdownGraceMs);
        break;
    case ShutdownStage::Terminated:
        qCDebug(lcStdio) << describe() << "ignored SIGTERM, sending SIGKILL";
        m_shutdownStage = ShutdownStage::Killed;
        m_process->kill(); // cannot be ignored: finished() follows
        break;
    case ShutdownStage::None:
    case ShutdownStage::Killed:
        break;
    }
}

void StdioTransport::finish(const QString &reason)
{
    if (state() == State::Closed || !m_process)
        return;
    m_shutdownTimer->stop();
    m_shutdownStage = ShutdownStage::None;
    disconnect(m_process, nullptr, this, nullptr);
    // Deleting it here could be inside one of its own signals.
    m_process->deleteLater();
    m_process = nullptr;
    resetBuffers();
    setState(State::Closed);
    emit closed(reason);
}

void StdioTransport::resetBuffers()
{
    m_line = QByteArray();
    m_discarding = false;
    m_discardedSize = 0;
    m_discardHead.clear();
    m_discardTail.clear();
    m_logLine.clear();
    m_logDiscarding = false;
}

void StdioTransport::killAndReap()
{
    if (!m_process)
        return;
    disconnect(m_process, nullptr, this, nullptr);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        // WARNING: blocks, but only until the kernel has delivered SIGKILL (milliseconds). Without it the
        // child would outlive us as a zombie, and ~QProcess would warn and wait anyway.
        m_process->waitForFinished(3000);
    }
}

} // namespace Mcp

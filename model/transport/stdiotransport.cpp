// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "stdiotransport.h"

#include <utility>

#include <QFileInfo>
#include <QLoggingCategory>
#include <QProcessEnvironment>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>
#endif

#include "transport/childprocess.h"
#include "transport/transportconfig.h"

namespace Mcp {

namespace {
Q_LOGGING_CATEGORY(lcStdio, "mcp.transport.stdio", QtWarningMsg)
}

StdioTransport::StdioTransport(const TransportConfig &config, QObject *parent)
    : Transport(parent)
    , m_command(config.command)
    , m_arguments(config.arguments)
    , m_environment(config.environment)
    , m_workingDirectory(config.workingDirectory)
    , m_shutdownGraceMs(qMax(0, config.shutdownGraceMs))
    , m_stdinGraceMs(config.stdinGraceMs < 0 ? m_shutdownGraceMs : config.stdinGraceMs)
    , m_shutdownTimer(new QTimer(this))
    , m_outputClosedTimer(new QTimer(this))
    , m_readPause(new QTimer(this))
{
    m_readPause->setSingleShot(true);
    m_readPause->setTimerType(Qt::PreciseTimer);
    m_readPause->setInterval(ReadCoalesceMs);
    connect(m_readPause, &QTimer::timeout, this, [this] {
        if (m_stdoutNotifier)
            m_stdoutNotifier->setEnabled(true);
    });
    m_shutdownTimer->setSingleShot(true);
    connect(m_shutdownTimer, &QTimer::timeout, this, &StdioTransport::onShutdownTimeout);
    m_outputClosedTimer->setSingleShot(true);
    m_outputClosedTimer->setInterval(OutputClosedSettleMs);
    connect(m_outputClosedTimer, &QTimer::timeout, this, &StdioTransport::retireProcess);
}

StdioTransport::~StdioTransport()
{
    killAndReap();
    closeStdoutPipe();
    for (const QPointer<QProcess> &process : std::as_const(m_retired)) {
        if (!process || process->state() == QProcess::NotRunning)
            continue;
        disconnect(process, nullptr, this, nullptr);
        process->kill();
        process->waitForFinished(3000); // WARNING: blocks, as in killAndReap()
    }
}

void StdioTransport::killServer()
{
    if (m_process && m_process->state() != QProcess::NotRunning)
        m_process->kill();
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
    closeStdoutPipe();
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

    int childStdout = -1;
#ifdef Q_OS_UNIX
    // QProcess notices the end of stdout only when the process exits; a pipe of our own shows it at once.
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) == 0) {
        m_stdoutFd = fds[0];
        childStdout = fds[1];
        ::fcntl(m_stdoutFd, F_SETFL, ::fcntl(m_stdoutFd, F_GETFL) | O_NONBLOCK);
        m_process->setStandardOutputFile(QProcess::nullDevice());
        // Runs in the child after QProcess has set up its channels; dup2() leaves the copy open across exec.
        ChildProcess::dieWithParent(m_process, [childStdout] { ::dup2(childStdout, STDOUT_FILENO); });
        m_stdoutNotifier = new QSocketNotifier(m_stdoutFd, QSocketNotifier::Read, this);
        connect(m_stdoutNotifier, &QSocketNotifier::activated, this, &StdioTransport::onStdoutReady);
    } else {
        qCWarning(lcStdio) << "cannot create a pipe for the server's stdout:" << ::strerror(errno);
    }
#endif
    if (m_stdoutFd < 0) {
        ChildProcess::dieWithParent(m_process);
        connect(m_process, &QProcess::readyReadStandardOutput, this, &StdioTransport::onStdoutReady);
    }
    connect(m_process, &QProcess::started, this, &StdioTransport::onStarted);
    connect(m_process, &QProcess::readyReadStandardError, this, &StdioTransport::onStderrReady);
    connect(m_process, &QProcess::errorOccurred, this, &StdioTransport::onErrorOccurred);
    connect(m_process, &QProcess::finished, this, &StdioTransport::onFinished);

    qCDebug(lcStdio) << "starting" << describe();
    m_process->start();
#ifdef Q_OS_UNIX
    // The child has its copy now (start() forks before it returns); ours would keep the pipe from ever ending.
    if (childStdout >= 0)
        ::close(childStdout);
#endif
}

void StdioTransport::close()
{
    if (!m_process || state() == State::Closing || state() == State::Closed)
        return;
    setState(State::Closing);
    // MCP stdio shutdown: closing stdin is the polite request, SIGTERM and SIGKILL follow after the grace period.
    m_shutdownStage = ShutdownStage::ClosedStdin;
    m_process->closeWriteChannel();
    m_shutdownTimer->start(m_stdinGraceMs);
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
    // One batch per read, so that the layers above can coalesce their own work [STYLE §4, §7]. A server that
    // writes without pause is read in slices, so that the event loop keeps turning.
    QList<QJsonObject> batch;
    const qint64 framesBefore = framesDecoded();
    const bool eof = readStdout(batch, 4 * 1024 * 1024);
    // A read that brought messages (delivered below, or taken by the frame filter) rests the notifier.
    if (framesDecoded() != framesBefore && !eof && m_stdoutNotifier) {
        m_stdoutNotifier->setEnabled(false);
        m_readPause->start();
    }
    if (!batch.isEmpty()) {
        QPointer<StdioTransport> self(this);
        emit messagesReceived(batch, QJsonValue());
        if (!self)
            return;
    }
    if (eof)
        onStdoutClosed();
}

bool StdioTransport::readStdout(QList<QJsonObject> &batch, qint64 limit)
{
    if (m_stdoutFd < 0) {
        if (m_process)
            consumeStdout(m_process->readAllStandardOutput(), batch);
        return false;
    }
#ifdef Q_OS_UNIX
    if (m_readBuffer.size() != ReadChunkBytes)
        m_readBuffer = QByteArray(ReadChunkBytes, Qt::Uninitialized);
    qint64 total = 0;
    while (m_stdoutFd >= 0 && (limit < 0 || total < limit)) {
        const ssize_t n = ::read(m_stdoutFd, m_readBuffer.data(), size_t(m_readBuffer.size()));
        if (n > 0) {
            total += n;
            consumeStdout(QByteArrayView(m_readBuffer.constData(), n), batch);
            if (n < m_readBuffer.size())
                return false; // the pipe is empty now: no second read just to hear EAGAIN
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return false;
        if (n < 0)
            qCWarning(lcStdio) << describe() << "reading stdout failed:" << ::strerror(errno);
        return true; // end of file, or a pipe that cannot be read any more
    }
#endif
    return false;
}

void StdioTransport::onStdoutClosed()
{
    // What the server wrote last without a newline is a message too.
    if (!m_discarding && !m_line.isEmpty()) {
        QList<QJsonObject> batch;
        decodeFrame(std::exchange(m_line, {}), batch);
        if (!batch.isEmpty()) {
            QPointer<StdioTransport> self(this);
            emit messagesReceived(batch, QJsonValue());
            if (!self)
                return;
        }
    }
    closeStdoutPipe();
    if (!m_process || state() == State::Closed)
        return;
    if (state() == State::Closing) {
        // Expected: the shutdown that close() started goes on.
        return;
    }
    // A server that exits closes its stdout a moment before the exit is reported; its exit status says more.
    qCDebug(lcStdio) << describe() << "closed its stdout";
    m_outputClosedTimer->start();
}

void StdioTransport::retireProcess()
{
    if (!m_process || state() != State::Open)
        return;
    // The link is gone, the process runs on: shut it down the usual way without keeping the link in Closing,
    // so that pending requests fail now and a new process may start meanwhile.
    QProcess *process = std::exchange(m_process, nullptr);
    disconnect(process, nullptr, this, nullptr);
    m_retired.removeAll(nullptr);
    m_retired.append(process);
    connect(process, &QProcess::finished, process, &QObject::deleteLater);
    connect(process, &QProcess::readyReadStandardError, this, [this, process] {
        // Its last words (about SIGTERM, say) still belong in the server's log.
        const QList<QByteArray> lines = process->readAllStandardError().split('\n');
        for (const QByteArray &line : lines)
            emitLogLine(line.left(MaxLogLineBytes), line.size() > MaxLogLineBytes);
    });
    process->closeWriteChannel();
    const int grace = m_shutdownGraceMs;
    QTimer::singleShot(m_stdinGraceMs, process, [process, grace] {
        if (process->state() == QProcess::NotRunning)
            return;
        process->terminate();
        QTimer::singleShot(grace, process, [process] {
            if (process->state() != QProcess::NotRunning)
                process->kill(); // cannot be ignored: finished() follows
        });
    });
    resetBuffers();
    setState(State::Closed);
    emit closed(tr("the server closed its output"));
}

void StdioTransport::consumeStdout(QByteArrayView chunk, QList<QJsonObject> &batch)
{
    // A line of exactly maxMessageSize() bytes may still carry the '\r' of a CRLF before its '\n'.
    const qint64 bufferLimit = maxMessageSize() + 1;
    qsizetype pos = 0;
    while (pos < chunk.size()) {
        const qsizetype newline = chunk.indexOf('\n', pos);
        const qsizetype end = newline < 0 ? chunk.size() : newline;
        const QByteArrayView piece(chunk.constData() + pos, end - pos);

        if (newline >= 0 && m_line.isEmpty() && !m_discarding && piece.size() <= bufferLimit) {
            // A whole line in this chunk (the common case): parsed where it lies, not copied first.
            QByteArrayView line = piece;
            if (line.endsWith('\r'))
                line.chop(1);
            decodeFrame(QByteArray::fromRawData(line.constData(), line.size()), batch); // ignores empty lines
            pos = newline + 1;
            continue;
        }

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
    m_outputClosedTimer->stop();
    if (m_stdoutFd >= 0) {
        // Our own stdout pipe holds everything the server wrote before it exited (bounded: a child it left
        // behind may still be writing).
        QList<QJsonObject> batch;
        readStdout(batch, 4 * maxMessageSize());
        if (!batch.isEmpty()) {
            QPointer<StdioTransport> self(this);
            emit messagesReceived(batch, QJsonValue());
            if (!self)
                return;
        }
    }
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
    m_outputClosedTimer->stop();
    m_shutdownStage = ShutdownStage::None;
    closeStdoutPipe();
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

void StdioTransport::closeStdoutPipe()
{
    m_readPause->stop();
    if (QSocketNotifier *notifier = std::exchange(m_stdoutNotifier, nullptr)) {
        // May be inside its own activated() signal.
        notifier->setEnabled(false);
        notifier->deleteLater();
    }
#ifdef Q_OS_UNIX
    if (m_stdoutFd >= 0)
        ::close(m_stdoutFd);
#endif
    m_stdoutFd = -1;
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

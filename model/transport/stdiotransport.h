// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QMap>
#include <QPointer>
#include <QProcess>
#include <QString>
#include <QStringList>

#include "transport.h"

class QSocketNotifier;
class QTimer;

namespace Mcp {

/*!
 * An MCP server run as a child process: JSON-RPC messages are newline-delimited on its stdin and stdout, and
 * its stderr is the server's own log.
 *
 * Lines longer than maxMessageSize() are never buffered whole: the rest of the line is skipped, keeping only
 * its first and last 4 KiB, which are enough to report it and to fail the request it answers.
 *
 * close() follows the MCP shutdown sequence without blocking: close stdin, wait TransportConfig::stdinGraceMs,
 * send SIGTERM, wait TransportConfig::shutdownGraceMs, then SIGKILL.
 *
 * A server that closes its stdout but goes on running can never answer again: the link is lost. The transport
 * closes with "the server closed its output" (unless the process exits at once, when its exit status is the
 * reason) and shuts the process down in the background with the same sequence as close(). On Unix stdout is
 * read from a pipe of the transport's own, since QProcess does not tell when a running child closes it.
 */
class StdioTransport final : public Transport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StdioTransport)
public:
    /*!
     * Uses command, arguments, environment (added to the inherited one), workingDirectory, stdinGraceMs and
     * shutdownGraceMs.
     */
    explicit StdioTransport(const TransportConfig &config, QObject *parent = nullptr);
    /*! Kills the server if it is still running and reaps it: no zombie is left behind. */
    ~StdioTransport() override;

    /*! "stdio: <command> <arguments>". */
    QString describe() const override;
    /*! Starts the process. Emits opened() once it runs, or closed() with a reason naming the command. */
    void open() override;
    /*! Closes stdin, then escalates to SIGTERM and SIGKILL; emits closed("closed by the client") at the end. */
    void close() override;
    /*! Writes \a message as one line on the server's stdin. */
    void send(const QJsonObject &message) override;
    /*! Kills the server at once (SIGKILL), as a crash would: closed() follows with the reason. */
    void killServer();

    /*! Size of the head and of the tail kept from a line that exceeds maxMessageSize(). */
    static constexpr qsizetype OversizedKeepBytes = 4096;
    /*!
     * After a read that found messages, stdout is not watched for this long: a server that writes without
     * pause is then read in a few large slices instead of one wake-up per message, which costs the event loop
     * more than the messages themselves. A message after a quiet spell is read at once.
     */
    static constexpr int ReadCoalesceMs = 1;
    /*! The most read from stdout at once. */
    static constexpr qsizetype ReadChunkBytes = 64 * 1024;
    /*! Longest stderr line passed to serverLog(); the rest of a longer line is dropped. */
    static constexpr qsizetype MaxLogLineBytes = 16 * 1024;
    /*!
     * How long an EOF on stdout waits for the process to exit before it counts as "closed its output": a
     * server that exits closes stdout a moment before its exit is reported.
     */
    static constexpr int OutputClosedSettleMs = 500;

private:
    enum class ShutdownStage
    {
        None,
        ClosedStdin,
        Terminated,
        Killed
    };

    void onStarted();
    void onStdoutReady();
    /*! Reads what the server wrote, at most \a limit bytes (all that is there when -1); true on EOF. */
    bool readStdout(QList<QJsonObject> &batch, qint64 limit);
    void onStdoutClosed();
    void retireProcess();
    void onStderrReady();
    void onErrorOccurred(QProcess::ProcessError error);
    void onFinished(int exitCode, QProcess::ExitStatus exitStatus);
    void onShutdownTimeout();

    void consumeStdout(QByteArrayView chunk, QList<QJsonObject> &batch);
    void keepTail(QByteArrayView bytes);
    void consumeStderr(const QByteArray &chunk);
    void emitLogLine(QByteArray line, bool truncated);
    void finish(const QString &reason);
    void resetBuffers();
    void killAndReap();
    void closeStdoutPipe();

    QString m_command;
    QStringList m_arguments;
    QMap<QString, QString> m_environment;
    QString m_workingDirectory;
    int m_shutdownGraceMs = 0;
    int m_stdinGraceMs = 0;

    QProcess *m_process = nullptr;
    QTimer *m_shutdownTimer = nullptr;
    ShutdownStage m_shutdownStage = ShutdownStage::None;
    // The server's stdout (Unix: a pipe of our own, -1 when QProcess reads it), and its EOF while it runs.
    int m_stdoutFd = -1;
    QSocketNotifier *m_stdoutNotifier = nullptr;
    QTimer *m_outputClosedTimer = nullptr;
    QTimer *m_readPause = nullptr; // holds the stdout notifier back for ReadCoalesceMs after a read
    // Processes whose link is gone, still being shut down.
    QList<QPointer<QProcess>> m_retired;

    // stdout framing
    QByteArray m_line;
    QByteArray m_readBuffer; // one read's bytes, kept from read to read
    bool m_discarding = false;
    qint64 m_discardedSize = 0;
    QByteArray m_discardHead;
    QByteArray m_discardTail;

    // stderr framing
    QByteArray m_logLine;
    bool m_logDiscarding = false;
};

} // namespace Mcp

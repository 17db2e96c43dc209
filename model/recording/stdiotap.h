// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFile>
#include <QObject>
#include <QProcess>
#include <QStringList>

#include "faultplan.h"
#include "recordingwriter.h"

class QSocketNotifier;

namespace Mcp {

/*!
 * Sits between a host and the stdio server it starts: the host runs the tap, the tap runs the server. Every byte
 * from the host's stdin goes to the server's stdin and every byte from the server's stdout to the tap's stdout,
 * unchanged and at once; the server's stderr goes to the tap's stderr. Meanwhile each line (one JSON-RPC message in
 * the stdio transport) is recorded (docs/recording.md, mode "tap") exactly as it passed, and each stderr line as an
 * event. The tap never sends anything of its own.
 *
 * It ends as the server ends, with the server's exit code. The host closing stdin is passed on (the server's stdin
 * closes, as the stdio shutdown asks); the host's SIGTERM is passed on by terminate().
 */
class StdioTap final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StdioTap)
public:
    /*! Reads the host's side from \a inFd and writes it to \a outFd and \a errFd (0, 1 and 2 for a real tap). */
    explicit StdioTap(int inFd = 0, int outFd = 1, int errFd = 2, QObject *parent = nullptr);
    ~StdioTap() override;

    /*! Records into \a path from start() on (none: passes through only). */
    void setRecording(const QString &path);
    /*!
     * Starts \a program with \a arguments; false with \a error when it cannot be started or the recording cannot be
     * written.
     */
    bool start(const QString &program, const QStringList &arguments, QString *error);
    /*! Passes a termination on to the server (it ends, and so does the tap). */
    void terminate();
    /*!
     * Commits the faults of \a plan from now on: latency, a stall, a message dropped or sent twice (the traffic is
     * then passed on line by line), and drop-link-every, which kills the server (the tap ends, and the host starts
     * it again). Set it before start().
     */
    void setFaults(const FaultPlan &plan);

    qint64 framesFromHost() const { return m_fromHost.frames; }
    qint64 framesFromServer() const { return m_fromServer.frames; }

    /*! The longest line recorded whole; longer ones pass through unchanged and are recorded as an event. */
    static constexpr qint64 MaxRecordedLine = 64 * 1024 * 1024;

signals:
    /*! The server ended; the tap has passed on all it wrote. */
    void finished(int exitCode);
    /*! A fault of the plan hit (HttpTap::faultHit()). */
    void faultHit(const QString &what, const QJsonObject &details);

private:
    struct Direction
    {
        bool fromClient = true;
        QByteArray partial;
        bool oversized = false;
        qint64 frames = 0;
        QByteArray line; // with message faults: the line being passed on, as far as it came
    };
    void onHostInput();
    /*! Passes on what the server wrote on \a channel, and records it. */
    void relay(QProcess::ProcessChannel channel);
    void record(Direction &direction, QByteArrayView bytes);
    void recordStderr(const QByteArray &bytes);
    /*! With message faults: the complete lines of \a bytes from \a direction, each with its faults. */
    void passLines(Direction &direction, QByteArrayView bytes);
    void noteFault(const QString &what, const QJsonObject &details);

    int m_inFd;
    QFile m_out; // the host's side, unbuffered: what the server writes goes on at once
    QFile m_err;
    QProcess m_server;
    QSocketNotifier *m_hostInput = nullptr;
    RecordingWriter m_writer;
    QString m_recordingPath;
    Direction m_fromHost;
    Direction m_fromServer {false, {}, false, 0, {}};
    QByteArray m_stderrPartial;
    FaultPlan m_faults;
    MessageFaults m_messageFaults {FaultPlan()};
    DelayQueue *m_toServer;
    DelayQueue *m_toHost;
};

} // namespace Mcp

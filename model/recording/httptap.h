// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

#include "faultplan.h"
#include "recordingwriter.h"

namespace Mcp {

/*!
 * The tap for a remote server: an HTTP proxy on 127.0.0.1 in front of one upstream MCP endpoint (Streamable HTTP, or
 * the legacy HTTP+SSE with relative endpoint URLs). Each request of the host goes to the same path on the upstream,
 * with its method, headers (but Host and the hop-by-hop ones) and body; each answer comes back with its status,
 * headers and body, streamed as it arrives (SSE streams included). Meanwhile the recording (docs/recording.md, mode
 * "tap") gets every JSON-RPC message of a request body, of a JSON answer and of each SSE event, and an `http` event
 * per exchange with the headers that matter (the Authorization header masked).
 *
 * Each connection of the host has its own upstream connection, so that long streams never wait for each other.
 *
 * With faults (setFaults()), the tap commits them on the way: it holds messages, drops the link, ends SSE streams
 * early, answers 503, stalls an answer, drops or repeats a message (docs/load-and-faults.md). Each that hits is a
 * `fault` event in the recording.
 */
class HttpTap final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpTap)
public:
    explicit HttpTap(QObject *parent = nullptr);
    /*! Records into \a path from listen() on (none: passes through only). */
    void setRecording(const QString &path) { m_recordingPath = path; }
    /*!
     * Listens on \a address and \a port (0: any free one) for the host, in front of \a upstream; false with \a error
     * when it cannot, or the recording cannot be written.
     */
    bool listen(const QHostAddress &address, quint16 port, const QUrl &upstream, QString *error);
    /*! Where the host connects: this tap's address with the upstream's path. */
    QUrl url() const;
    /*! The server it stands in front of. */
    QUrl upstream() const { return m_upstream; }
    /*! Commits the faults of \a plan on what passes from now on (FaultPlan). */
    void setFaults(const FaultPlan &plan);
    /*! Drops the link now: every open connection of the host, and its upstream one, closes. */
    void dropLinkNow();

    qint64 exchanges() const { return m_exchanges; }

    /*! The largest request body taken from the host. */
    static constexpr qint64 MaxRequestBytes = 64 * 1024 * 1024;

signals:
    /*! A fault of the plan hit: \a what ("latency" is not said: it hits every message), with \a details. */
    void faultHit(const QString &what, const QJsonObject &details);

private:
    friend class HttpTapExchange;
    void noteFault(const QString &what, const QJsonObject &details);
    void onNewConnection();
    void record(bool fromClient, const QByteArray &frame) { m_writer.writeFrame(1, fromClient, frame); }
    void recordEvent(const QString &event, const QJsonObject &details) { m_writer.writeEvent(1, event, details); }

    QTcpServer m_server;
    QUrl m_upstream;
    RecordingWriter m_writer;
    QString m_recordingPath;
    qint64 m_exchanges = 0;
    FaultPlan m_faults;
    MessageFaults m_messageFaults {FaultPlan()};
    qint64 m_posts = 0;
    QTimer m_dropTimer;
};

} // namespace Mcp

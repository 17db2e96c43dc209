// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include "recording/recordingwriter.h"

namespace Mcp {

class IncomingRequest;
class McpSession;

/*!
 * Records one session (docs/recording.md, mode "client"): every message both ways as the JSON-RPC connection traces
 * it, with the version the link had; each link's connect, disconnect and reconnect; the server's stderr; the
 * handshake's outcome; and what a person did (markPerson()). A new link (a reconnect) gets the next link number.
 */
class SessionRecorder final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionRecorder)
public:
    explicit SessionRecorder(McpSession *session, QObject *parent = nullptr);
    ~SessionRecorder() override;

    /*! Starts writing to \a path; false with \a error when it cannot be written. */
    bool start(const QString &path, QString *error);
    void stop();
    bool isRecording() const { return m_writer.isOpen(); }
    QString path() const { return m_writer.path(); }
    McpSession *session() const { return m_session; }
    const RecordingWriter &writer() const { return m_writer; }

    /*! An event of the recording's own (docs/recording.md), such as `operation` when the client launches one. */
    void writeEvent(const QString &event, const QJsonObject &details);
    /*! A person's action: \a action ("answered", "cancelled"…) with what it concerns. */
    void markPerson(const QString &action, const QJsonObject &details);
    /*! markPerson() "answered" for \a request once it is answered (a prompt of an operation \a operationId). */
    void watchPrompt(IncomingRequest *request, const QString &operationId);

signals:
    /*! The recording started or stopped (stopped: also when the file failed, with \a reason). */
    void recordingChanged(bool recording, const QString &reason);

private:
    void onStateChanged();
    void writeConnect();

    QPointer<McpSession> m_session;
    RecordingWriter m_writer;
    int m_link = 0;
    bool m_linkUp = false;
    bool m_connectPending = false;
};

} // namespace Mcp

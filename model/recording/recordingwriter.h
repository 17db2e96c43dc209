// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QObject>
#include <QTimer>

namespace Mcp {

/*!
 * Writes a recording (docs/recording.md) as it happens: the header line, then one line per message or event, each
 * stamped with the milliseconds since open(). Nothing is held back beyond the file's own buffer, so memory stays
 * bounded however long the recording runs; the buffer goes to disk every FlushMs, at each link event and at close(),
 * so that a reader following the file sees it within that time and a killed process loses at most that much.
 *
 * Writing does not stop the work being recorded: a full disk ends the recording with failed(), once.
 */
class RecordingWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordingWriter)
public:
    explicit RecordingWriter(QObject *parent = nullptr);
    ~RecordingWriter() override;

    /*!
     * Starts the recording in \a path (replacing the file): \a mode is "client" or "tap", \a server what is known of
     * the server (`name`, `transport`, `command`, `url`). False with \a error when the file cannot be written.
     */
    bool open(const QString &path, const QString &mode, const QJsonObject &server, QString *error);
    bool isOpen() const { return m_file.isOpen(); }
    QString path() const { return m_file.fileName(); }
    /*! Ends the recording with an `end` event and closes the file. */
    void close();

    /*! A message the recorder saw parsed (the client's own traffic). */
    void writeMessage(int link, bool fromClient, const QString &version, const QJsonObject &message,
        const QJsonValue &stream = QJsonValue());
    /*! A frame exactly as it passed (a tap): kept byte for byte; readers parse it. */
    void writeFrame(int link, bool fromClient, const QByteArray &frame);
    /*! An event of link \a link (0: of the recording as a whole) with \a details as its other members. */
    void writeEvent(int link, const QString &event, const QJsonObject &details = QJsonObject());

    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }
    qint64 entryCount() const { return m_entries; }

    /*! How often what was written reaches the disk. */
    static constexpr int FlushMs = 250;

signals:
    /*! The file could not be written (a full disk, a removed drive); the recording has ended. */
    void failed(const QString &reason);

private:
    QByteArray stamp(int link) const;
    void put(const QByteArray &line);

    QFile m_file;
    QElapsedTimer m_clock;
    QTimer m_flushTimer;
    qint64 m_entries = 0;
};

} // namespace Mcp

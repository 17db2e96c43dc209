// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

class QIODevice;

namespace Mcp {

/*!
 * One line of a recording (docs/recording.md): a message that passed one way on one link, or an event of the link
 * or of the person at the client.
 */
struct RecordingEntry
{
    enum class Kind
    {
        Message,
        Event
    };
    Kind kind = Kind::Message;
    /*! Milliseconds since the recording began; -1 where the file does not say (a wire log). */
    qint64 timeMs = -1;
    /*! The link it passed on, numbered from 1 in the order the links opened. */
    int link = 1;
    /*! Message: sent by the client (else by the server). */
    bool fromClient = true;
    /*!
     * Message: the protocol version the link had negotiated when it passed (empty during the handshake). Where the
     * file does not say (a tap's frames, a traffic export), the one the traffic had settled by then.
     */
    QString version;
    /*! Message: the JSON-RPC message, or empty when its frame is not a JSON object (see frame). */
    QJsonObject message;
    /*! Message: the frame exactly as it passed, where the recorder saw the bytes (a tap); else empty. */
    QByteArray frame;
    /*! Message: the request whose HTTP response carried it (`stream`); null for the link's own stream. */
    QJsonValue stream;
    /*! Event: connect, disconnect, reconnect, stderr, http, initialized, person, end (docs/recording.md). */
    QString event;
    /*! Event: its members besides `t`, `link` and `event`. */
    QJsonObject details;
    /*! Its line in the file, from 1. */
    qint64 line = 0;
    /*! Message: one of a JSON-RPC batch (an array on one line), which no current protocol version allows. */
    bool inBatch = false;

    bool isMessage() const { return kind == Kind::Message; }
    bool isEvent(const QString &name) const { return kind == Kind::Event && event == name; }
};

/*! What the first line of a recording says, or what an imported file could say. */
struct RecordingHeader
{
    int formatVersion = 0;
    QDateTime started;
    /*! "client" (the inspector or mcp-async took part), "tap" (it only watched), "import" (another kind of file). */
    QString mode;
    /*! Who wrote it, such as "mcp-async 1.4.0". */
    QString writer;
    /*! The server as the recorder knew it: `name`, `transport` (a description), `command` or `url`. */
    QJsonObject server;
};

/*!
 * Reads recordings as they grow: feed() takes any piece of the file and returns the entries of the lines it
 * completed. Three kinds of file are understood, told apart by their lines:
 *
 * - a recording (docs/recording.md): a header line, then one entry per line;
 * - a wire log (`{"link":N,"out":bool,"version":"…","frame":…}`, MCP_ASYNC_WIRE_LOG), which has no times or events;
 * - a traffic export (`{"direction":…,"time":…,"message":…}`), which has one link, no events, and no versions.
 *
 * A line that is none of these is counted in problems() and skipped: the rest of the file still reads. A JSON-RPC
 * batch is unpacked into one entry per message, all on the batch's line.
 */
class RecordingParser
{
    Q_DECLARE_TR_FUNCTIONS(RecordingParser)

public:
    enum class Source
    {
        Unknown,
        Recording,
        WireLog,
        TrafficExport
    };

    /*! Parses the lines \a bytes completes (a partial last line waits for the next call). */
    QList<RecordingEntry> feed(const QByteArray &bytes);
    /*! Parses a last line that has no newline (the end of a file). */
    QList<RecordingEntry> finish();

    Source source() const { return m_source; }
    const RecordingHeader &header() const { return m_header; }
    /*! Lines that could not be read, with why ("line 4: not JSON"); at most MaxProblems are kept. */
    const QStringList &problems() const { return m_problems; }
    /*! The line of each of problems(). */
    const QList<qint64> &problemLines() const { return m_problemLines; }
    qint64 problemCount() const { return m_problemCount; }
    qint64 lineCount() const { return m_lines; }
    /*! What a file of this source lacks against a recording, in words (empty for a recording). */
    QStringList lacks() const;

    static constexpr int MaxProblems = 100;
    /*! Longest line read; a longer one is a problem and is skipped. */
    static constexpr qint64 MaxLineBytes = 64 * 1024 * 1024;

private:
    void parseLine(const QByteArray &line, QList<RecordingEntry> *entries);
    bool parseRecordingLine(const QJsonObject &object, QList<RecordingEntry> *entries);
    void parseWireLogLine(const QJsonObject &object, QList<RecordingEntry> *entries);
    void parseExportLine(const QJsonObject &object, QList<RecordingEntry> *entries);
    void addMessages(RecordingEntry entry, const QJsonValue &value, QList<RecordingEntry> *entries);
    void problem(const QString &why);
    QString learnVersion(int link, bool fromClient, const QJsonObject &message);

    QByteArray m_partial;
    bool m_skipping = false; // inside an overlong line: dropping bytes to its end
    Source m_source = Source::Unknown;
    RecordingHeader m_header;
    QStringList m_problems;
    QList<qint64> m_problemLines;
    qint64 m_problemCount = 0;
    qint64 m_lines = 0;
    qint64 m_exportStartMs = -1;
    QHash<int, QString> m_linkVersions; // where the file names none: learnt per link
};

/*! A whole recording read at once (the CLI, tests, the replaying server). */
struct Recording
{
    Q_DECLARE_TR_FUNCTIONS(Recording)

public:
    RecordingHeader header;
    RecordingParser::Source source = RecordingParser::Source::Unknown;
    QList<RecordingEntry> entries;
    QStringList problems;
    QStringList lacks;

    /*!
     * Reads \a device to its end; false with \a error when nothing in it is a recording. An operation report (the
     * inspector's Save Report, `mcp-async report`) reads as the traffic export of that operation's messages.
     */
    bool read(QIODevice *device, QString *error);
    /*! Whether \a head, the start of a file, is that of an operation report rather than of JSON lines. */
    static bool isReport(const QByteArray &head);
    /*! read() from the file \a path. */
    bool load(const QString &path, QString *error);
    /*! The messages only, in order. */
    QList<RecordingEntry> messages() const;
};

} // namespace Mcp

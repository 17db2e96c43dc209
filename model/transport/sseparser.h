// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>

namespace Mcp {

/*! One event of a Server-Sent Events stream, as an EventSource would dispatch it. */
struct SseEvent
{
    /*!
     * The stream's last event id when the event was dispatched (EventSource `lastEventId`): it stays set until
     * an `id:` field changes it, so events without an id field carry the previous one.
     */
    QByteArray id;
    /*! The `event:` field; empty for the default type "message". */
    QByteArray event;
    /*! The `data:` lines joined with "\n". For an oversized event: only its first bytes. */
    QByteArray data;
    /*! The event had a valid `id:` field of its own. */
    bool hasId = false;
    /*!
     * The event exceeded SseParser::maxEventSize() and was dropped: \c data holds its first bytes, \c tail its
     * last ones and \c size its size in bytes, enough to report it and find the JSON-RPC id it answers.
     */
    bool oversized = false;
    qint64 size = 0;
    QByteArray tail;
};

/*!
 * Incremental parser of the WHATWG `text/event-stream` format. Feed it the bytes of one stream as they arrive;
 * it returns the events completed by each chunk. Chunks may split lines, line endings (CR LF) and the UTF-8 BOM
 * anywhere.
 *
 * Follows the "event stream interpretation" rules: LF, CR LF and CR end lines; lines starting with ":" are
 * comments; a field without ":" has an empty value; one space after ":" is dropped; `id` values containing
 * NUL are ignored; `retry` counts only when all digits; an event is dispatched at a blank line and only if it
 * had a `data` field (`data:` alone dispatches an empty string); an event the stream ends inside is lost.
 *
 * A pending event larger than maxEventSize() (counted in raw line bytes, field names included) is not
 * buffered: the parser skips to the blank line that ends it and returns it flagged \c oversized, then goes on.
 * This is not a QObject; it only holds state.
 */
class SseParser
{
public:
    /*! The default cap, the same as Transport::DefaultMaxMessageSize. */
    static constexpr qint64 DefaultMaxEventSize = 32 * 1024 * 1024;
    /*! Bytes kept from each end of an oversized event. */
    static constexpr int OversizedExcerpt = 4096;

    /*! A parser for a new stream whose pending events may grow to \a maxEventSize bytes. */
    explicit SseParser(qint64 maxEventSize = DefaultMaxEventSize);

    /*! Parses the next bytes of the stream; returns the events they complete, in order. */
    QList<SseEvent> feed(const QByteArray &chunk);

    /*!
     * Prepares for a new connection to the same stream (a reconnect): forgets any partial line and event and
     * expects a BOM again, but keeps lastEventId() and retryMs() for the `Last-Event-ID` header and the delay.
     */
    void restart();
    /*! Forgets everything, as for a new stream. */
    void reset();

    /*! The id to send as `Last-Event-ID` when reconnecting: set when an event (even without data) completes. */
    QByteArray lastEventId() const { return m_lastEventId; }
    /*! The reconnection delay the server asked for with `retry:`, in ms; -1 if it never did. */
    int retryMs() const { return m_retryMs; }
    /*! True once after a `retry:` field set the delay (even to the same value); reading clears it. */
    bool takeRetryChanged();

    /*! The cap on a pending event, in raw line bytes; applies from the next byte on. */
    void setMaxEventSize(qint64 bytes) { m_maxEventSize = bytes; }
    qint64 maxEventSize() const { return m_maxEventSize; }
    /*! True while the parser skips the rest of an oversized event (up to its blank line). */
    bool isDiscarding() const { return m_discarding; }

private:
    void appendToLine(const char *bytes, qsizetype size);
    void startDiscarding(const char *bytes, qsizetype size);
    void appendHead(const char *bytes, qsizetype size);
    void appendTail(const char *bytes, qsizetype size);
    void endLine(QList<SseEvent> &events);
    void processField(const QByteArray &line);
    void dispatch(QList<SseEvent> &events);
    void clearEvent();

    qint64 m_maxEventSize;

    // Stream position: the BOM may only appear first; a CR at a chunk end may be the first half of CR LF.
    bool m_atStreamStart = true;
    QByteArray m_startBytes;
    bool m_skipLf = false;
    QByteArray m_line;

    // The event being read.
    QByteArray m_data;
    QByteArray m_eventType;
    QByteArray m_idBuffer;
    bool m_eventHasId = false;

    // An oversized event being skipped.
    bool m_discarding = false;
    qint64 m_discardSize = 0;
    qint64 m_discardLineLength = 0;
    QByteArray m_discardHead;
    QByteArray m_discardTail;

    QByteArray m_lastEventId;
    int m_retryMs = -1;
    bool m_retryChanged = false;
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "sseparser.h"

#include <algorithm>
#include <climits>
#include <utility>

namespace Mcp {

SseParser::SseParser(qint64 maxEventSize)
    : m_maxEventSize(maxEventSize)
{
}

QList<SseEvent> SseParser::feed(const QByteArray &chunk)
{
    QList<SseEvent> events;
    QByteArray input = chunk;
    if (m_atStreamStart) {
        // WHATWG: one UTF-8 BOM at the very start of the stream is skipped. It may arrive split over chunks.
        static const QByteArray bom("\xEF\xBB\xBF");
        m_startBytes += chunk;
        if (m_startBytes.size() < bom.size() && bom.startsWith(m_startBytes))
            return events;
        if (m_startBytes.startsWith(bom))
            m_startBytes.remove(0, bom.size());
        input = std::exchange(m_startBytes, QByteArray());
        m_atStreamStart = false;
    }

    const char *pos = input.constData();
    const char *const end = pos + input.size();
    while (pos < end) {
        if (m_skipLf) {
            // The LF of a CR LF pair whose CR ended the previous chunk or line.
            m_skipLf = false;
            if (*pos == '\n') {
                ++pos;
                continue;
            }
        }
        const char *eol = std::find_if(pos, end, [](char c) { return c == '\r' || c == '\n'; });
        if (eol != pos)
            appendToLine(pos, eol - pos);
        if (eol == end)
            break;
        m_skipLf = *eol == '\r';
        pos = eol + 1;
        endLine(events);
    }
    return events;
}

void SseParser::restart()
{
    m_atStreamStart = true;
    m_startBytes.clear();
    m_skipLf = false;
    m_line.clear();
    clearEvent();
    m_discarding = false;
    m_discardHead.clear();
    m_discardTail.clear();
    // WHATWG resets the id buffer for each connection, which would make a resumed stream whose events carry
    // no ids forget the cursor at its first event. Keeping it makes the id sticky across reconnects.
    m_idBuffer = m_lastEventId;
}

void SseParser::reset()
{
    m_lastEventId.clear();
    m_retryMs = -1;
    m_retryChanged = false;
    restart();
}

bool SseParser::takeRetryChanged()
{
    return std::exchange(m_retryChanged, false);
}

void SseParser::appendToLine(const char *bytes, qsizetype size)
{
    if (m_discarding) {
        m_discardSize += size;
        m_discardLineLength += size;
        appendHead(bytes, size);
        appendTail(bytes, size);
        return;
    }
    if (m_data.size() + m_line.size() + size > m_maxEventSize) {
        startDiscarding(bytes, size);
        return;
    }
    m_line.append(bytes, size);
}

void SseParser::startDiscarding(const char *bytes, qsizetype size)
{
    // Keep the first and last bytes only: enough to show the event and to find its JSON-RPC "id", which
    // serializers put near one end.
    m_discarding = true;
    m_discardSize = m_data.size() + m_line.size() + size;
    m_discardLineLength = m_line.size() + size;
    m_discardHead = m_data.left(OversizedExcerpt);
    if (m_discardHead.size() < OversizedExcerpt)
        m_discardHead += m_line.left(OversizedExcerpt - m_discardHead.size());
    if (m_discardHead.size() < OversizedExcerpt)
        m_discardHead.append(bytes, std::min<qsizetype>(size, OversizedExcerpt - m_discardHead.size()));
    m_discardTail.clear();
    appendTail(m_data.constData() + std::max<qsizetype>(0, m_data.size() - OversizedExcerpt),
        std::min<qsizetype>(m_data.size(), OversizedExcerpt));
    appendTail(m_line.constData() + std::max<qsizetype>(0, m_line.size() - OversizedExcerpt),
        std::min<qsizetype>(m_line.size(), OversizedExcerpt));
    appendTail(bytes, size);
    m_data.clear();
    m_data.squeeze();
    m_line.clear();
    m_line.squeeze();
}

void SseParser::appendHead(const char *bytes, qsizetype size)
{
    // The head fills up to its size whatever the chunks: an event that went over the cap early in a chunk
    // keeps the same first bytes as one fed whole.
    if (m_discardHead.size() < OversizedExcerpt)
        m_discardHead.append(bytes, std::min<qsizetype>(size, OversizedExcerpt - m_discardHead.size()));
}

void SseParser::appendTail(const char *bytes, qsizetype size)
{
    if (size >= OversizedExcerpt) {
        m_discardTail = QByteArray(bytes + size - OversizedExcerpt, OversizedExcerpt);
        return;
    }
    m_discardTail.append(bytes, size);
    if (m_discardTail.size() > OversizedExcerpt)
        m_discardTail.remove(0, m_discardTail.size() - OversizedExcerpt);
}

void SseParser::endLine(QList<SseEvent> &events)
{
    if (m_discarding) {
        if (m_discardLineLength > 0) {
            m_discardLineLength = 0;
            ++m_discardSize;
            appendHead("\n", 1);
            appendTail("\n", 1);
            return;
        }
        // The blank line ending the oversized event: report it in place of the event, then resynchronise.
        m_lastEventId = m_idBuffer;
        SseEvent event;
        event.oversized = true;
        event.id = m_lastEventId;
        event.hasId = m_eventHasId;
        event.event = m_eventType;
        event.size = m_discardSize;
        event.data = std::exchange(m_discardHead, QByteArray());
        event.tail = std::exchange(m_discardTail, QByteArray());
        events.append(event);
        m_discarding = false;
        clearEvent();
        return;
    }
    if (m_line.isEmpty()) {
        dispatch(events);
        return;
    }
    processField(m_line);
    m_line.clear();
}

void SseParser::processField(const QByteArray &line)
{
    if (line.startsWith(':'))
        return; // comment, often a keep-alive
    const qsizetype colon = line.indexOf(':');
    const QByteArray field = colon < 0 ? line : line.left(colon);
    QByteArray value = colon < 0 ? QByteArray() : line.mid(colon + 1);
    if (value.startsWith(' '))
        value.remove(0, 1);

    if (field == "data") {
        m_data += value;
        m_data += '\n';
    } else if (field == "event") {
        m_eventType = value;
    } else if (field == "id") {
        if (!value.contains('\0')) {
            m_idBuffer = value;
            m_eventHasId = true;
        }
    } else if (field == "retry") {
        const bool digits =
            !value.isEmpty() && std::all_of(value.cbegin(), value.cend(), [](char c) { return c >= '0' && c <= '9'; });
        bool ok = false;
        const qlonglong ms = digits ? value.toLongLong(&ok) : -1;
        if (ok) {
            // Absurd delays (beyond 24 days) are clamped rather than overflowing the int that timers take.
            m_retryMs = int(std::min<qlonglong>(ms, INT_MAX));
            m_retryChanged = true;
        }
    }
    // Any other field is ignored, as the standard requires.
}

void SseParser::dispatch(QList<SseEvent> &events)
{
    // The last event id updates even for an event without data: servers prime a stream with "id: x" alone.
    m_lastEventId = m_idBuffer;
    if (m_data.isEmpty()) {
        clearEvent();
        return;
    }
    m_data.chop(1); // the "\n" after the last data line
    SseEvent event;
    event.id = m_lastEventId;
    event.event = m_eventType;
    event.data = std::exchange(m_data, QByteArray());
    event.hasId = m_eventHasId;
    events.append(event);
    clearEvent();
}

void SseParser::clearEvent()
{
    m_data.clear();
    m_eventType.clear();
    m_eventHasId = false;
}

} // namespace Mcp

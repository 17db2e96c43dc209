// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The SSE parser: any stream, any cap, any chunking. Fed whole, in chunks of one size and split at one point,
// it must give the same events (oversized ones with the same head, tail and size) and the same cursor.
#include <cstdlib>

#include <QStringList>

#include "fuzzsupport.h"
#include "transport/sseparser.h"

using Mcp::SseEvent;
using Mcp::SseParser;

namespace {
QByteArray render(const QList<SseEvent> &events, const SseParser &parser)
{
    QByteArray out;
    for (const SseEvent &e : events) {
        out += e.event.toHex() + '|' + e.id.toHex() + '|' + e.data.toHex() + '|' + e.tail.toHex() + '|'
            + QByteArray::number(e.size) + '|' + QByteArray::number(e.oversized) + '|' + QByteArray::number(e.hasId)
            + '\n';
    }
    out += "cursor " + parser.lastEventId().toHex() + " retry " + QByteArray::number(parser.retryMs());
    return out;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    // First byte: the cap (0: the default; 1 to 127 bytes; then steps of 64 up to 8 KiB, past the excerpts kept
    // of an oversized event); second: the chunk size.
    const qint64 cap = data[0] == 0 ? SseParser::DefaultMaxEventSize
        : data[0] < 128             ? qint64(data[0])
                                    : qint64(data[0] - 127) * 64;
    const qsizetype chunk = qMax<qsizetype>(1, data[1]);
    const QByteArray stream = Fuzz::bytes(data + 2, size - 2);

    SseParser whole(cap);
    const QByteArray expected = render(whole.feed(stream), whole);

    SseParser chunked(cap);
    QList<SseEvent> events;
    for (qsizetype at = 0; at < stream.size(); at += chunk)
        events += chunked.feed(stream.mid(at, chunk));
    if (render(events, chunked) != expected)
        std::abort();

    SseParser split(cap);
    const qsizetype at = stream.isEmpty() ? 0 : qsizetype(data[1]) * 7 % stream.size();
    QList<SseEvent> parts = split.feed(stream.left(at));
    parts += split.feed(stream.mid(at));
    if (render(parts, split) != expected)
        std::abort();
    return 0;
}

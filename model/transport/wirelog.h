// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace Mcp {

/*!
 * A log of every frame on every link of this process, kept for checking the traffic after the fact: the test suites
 * check each message, both ways, against the official SDK's wire schemas (tests/npm/wire-check.mjs).
 *
 * Off unless the environment variable MCP_ASYNC_WIRE_LOG names a directory; then each process appends to
 * `wire-<pid>.jsonl` there, one JSON object per frame:
 * `{"link":N,"out":true|false,"version":"2026-07-28","frame":{…}}`. `link` numbers the transports of the process,
 * `out` is true for what this process sent, `version` is the protocol version the link had negotiated when the frame
 * passed (empty during the handshake), and `frame` is the message as parsed, or its text when it is not JSON. Every
 * line is flushed at once, so a process that is killed loses nothing it logged.
 */
class WireLog
{
public:
    static bool isEnabled();
    /*! Appends one frame of link \a link (see Transport). Does nothing while the log is off. */
    static void record(quint64 link, bool outgoing, const QString &protocolVersion, const QByteArray &frame);
    /*! Turns the log off for this process (the demo server: its traffic is checked from the client's side). */
    static void disable();
    /*! A number for a new link, unique in the process. */
    static quint64 nextLink();
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QStringList>

#include "misbehaviour.h"

namespace DemoServer {

/*! The fault flags of the command line, for tests and demos of a misbehaving server. */
struct FaultOptions
{
    /*! Drop the link after this many messages from the server (0: never); counts again after each drop. */
    int dropAfter = 0;
    /*! Delay every message from the server by this many ms, keeping their order (0: none). */
    int latencyMs = 0;
    /*! Close POST SSE streams this many ms after their priming event (-1: never); the client resumes. */
    int sseCloseEarlyMs = -1;
    /*! The `retry:` hint of every SSE stream, in ms. */
    int sseRetryMs = 1000;
    /*! Write a malformed frame before every Nth message on a stream (0: never). */
    int malformedEvery = 0;
    /*! --misbehave: the ways to break the protocol on purpose (Misbehaviour::names()). */
    QStringList misbehave;
};

/*!
 * Counts the server's outgoing messages for the fault flags. One instance is shared by every transport of
 * the process, so that "after N messages" means the same thing for stdio, HTTP and WebSocket.
 */
class FaultInjector
{
public:
    explicit FaultInjector(const FaultOptions &options = FaultOptions());

    const FaultOptions &options() const { return m_options; }

    /*! Counts one message; true when the link that sends it must drop right after it. */
    bool countForDrop();
    /*! Counts one message for --malformed-every; true when a malformed frame must go before it. */
    bool takeMalformed();

    /*! --misbehave, shared by every link like the counters. */
    Misbehaviour &misbehaviour() { return m_misbehaviour; }

    /*! A frame that is not valid JSON, to confuse the client on purpose. */
    static QByteArray malformedFrame();

private:
    /*! Counts one of \a count; true (and \a count starts again) at every \a every-th; never when \a every <= 0. */
    static bool countTo(int every, int *count);

    FaultOptions m_options;
    Misbehaviour m_misbehaviour;
    int m_sinceDrop = 0;
    int m_sinceMalformed = 0;
};

} // namespace DemoServer

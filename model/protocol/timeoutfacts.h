// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

#include "protocol/timeoutpolicy.h"

namespace Mcp {

/*!
 * What a request's clocks saw until one of them ran out: the facts behind the one sentence that says why a
 * request timed out and what the server last did. Times are in ms; -1 where there is nothing to tell.
 */
struct TimeoutFacts
{
    Q_DECLARE_TR_FUNCTIONS(TimeoutFacts)

public:
    /*! The clock that ran out. */
    enum class Clock
    {
        Idle,
        Total
    };

    Clock clock = Clock::Idle;
    TimeoutPolicy policy;
    /*! Since the request was sent. */
    qint64 ageMs = 0;
    /*! Progress notifications received for it. */
    int progressCount = 0;
    /*! Since the last of them (-1: none came). */
    qint64 sinceProgressMs = -1;
    /*! The last progress as the server gave it: value, total (NaN: none) and message. */
    double lastProgress = 0;
    double lastTotal = 0;
    QString lastMessage;
    /*! How long its clocks stood still (a person answering, the link down). */
    qint64 pausedMs = 0;
    /*! Since the server's last message of any kind on this connection (-1: none since the request was sent). */
    qint64 sinceServerMs = -1;

    /*! The clock that ran out and its limit, e.g. "no answer or progress for 60 s". */
    QString reason() const;
    /*!
     * reason() followed by what the server last did: the progress it sent (how often, the last value and
     * message, how long ago), how long the clocks were paused, and when it last sent anything at all, which
     * tells a silent server from a busy one.
     */
    QString sentence() const;
    /*! A duration as a person reads it: "850 ms", "12.5 s", "3 min 5 s", "2 h 4 min". */
    static QString duration(qint64 ms);
};

} // namespace Mcp

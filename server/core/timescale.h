// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

namespace DemoServer {

/*!
 * `--time-scale FACTOR` (or MCP_DEMO_TIME_SCALE): one factor for every time the demo server lives by, so that a
 * test can run the whole server ten times faster (0.1) without changing what it says. Tools arm their timers
 * through ToolRun::after(), which scales; the dialects scale their defaults, limits and poll intervals here, and
 * the values they report to the client (keepAlive, ttlMs, pollIntervalMs, maxWait…) are the scaled ones, so that
 * a client's countdowns match what the server really does.
 *
 * Durations in tool arguments (duration_seconds, keep_alive_seconds) are nominal and scaled with the rest.
 * Times a client asks for in the protocol itself (a keepAlive, a ttl, a get timeout) and times given explicitly
 * on the command line (--latency, --exit-after…) are real times and taken as they are.
 *
 * One factor per process, set by main() before the server is built.
 */
namespace TimeScale {

/*! No scaled timer is shorter than this (unless it was shorter to begin with): nothing spins. */
constexpr int MinTimerMs = 10;
/*! The factors --time-scale accepts: from a thousand times faster to a hundred times slower. */
constexpr double MinFactor = 0.001;
constexpr double MaxFactor = 100.0;

double factor();
void setFactor(double factor);
bool isValidFactor(double factor);

/*!
 * A nominal duration as the server lives it: \a nominalMs times the factor, never below MinTimerMs unless the
 * nominal one is; zero and less stay as they are (a timer of 0 is a turn of the event loop, not a wait).
 */
qint64 ms(qint64 nominalMs);
/*! ms() for QTimer and ToolRun::after(), which take an int. */
int timerMs(qint64 nominalMs);
/*! Seconds for wire fields that may be fractional (the SEP-1391 operation dialect's keepAlive and pollFrequency), to
 * the millisecond. */
double seconds(double nominalSeconds);
/*! Seconds for wire fields that must be whole (the tools/async proposal's keepAlive): rounded up, so at least 1 unless
 * 0. */
int wholeSeconds(double nominalSeconds);

} // namespace TimeScale
} // namespace DemoServer

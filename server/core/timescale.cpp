// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "timescale.h"

#include <cmath>
#include <limits>

namespace DemoServer {
namespace TimeScale {

namespace {
double s_factor = 1.0;
} // namespace

double factor()
{
    return s_factor;
}

void setFactor(double factor)
{
    s_factor = isValidFactor(factor) ? factor : 1.0;
}

bool isValidFactor(double factor)
{
    // NaN fails both comparisons.
    return factor >= MinFactor && factor <= MaxFactor;
}

qint64 ms(qint64 nominalMs)
{
    if (nominalMs <= 0 || s_factor == 1.0)
        return nominalMs;
    const double scaled = std::ceil(double(nominalMs) * s_factor);
    if (scaled >= double(std::numeric_limits<qint64>::max() / 2))
        return std::numeric_limits<qint64>::max() / 2;
    return qMax(qMin<qint64>(nominalMs, MinTimerMs), qint64(scaled));
}

int timerMs(qint64 nominalMs)
{
    return int(qMin<qint64>(ms(nominalMs), std::numeric_limits<int>::max()));
}

double seconds(double nominalSeconds)
{
    if (!(nominalSeconds > 0) || s_factor == 1.0)
        return nominalSeconds;
    return double(ms(qint64(std::ceil(nominalSeconds * 1000.0)))) / 1000.0;
}

int wholeSeconds(double nominalSeconds)
{
    if (!(nominalSeconds > 0))
        return 0;
    const double scaled = std::ceil(nominalSeconds * s_factor - 1e-9);
    return int(qBound(1.0, scaled, double(std::numeric_limits<int>::max() / 1000)));
}

} // namespace TimeScale
} // namespace DemoServer

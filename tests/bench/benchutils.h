// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <ctime>
#include <sys/resource.h>

#include <QFile>
#include <QRegularExpression>

namespace Bench {

/*! A memory figure of this process from /proc/self/status (VmHWM, VmRSS…) in MiB, or -1. */
inline double statusMiB(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QRegularExpression pattern(QLatin1String(field) + QStringLiteral(":\\s+(\\d+) kB"));
    const auto match = pattern.match(QString::fromLatin1(status.readAll()));
    return match.hasMatch() ? match.captured(1).toDouble() / 1024.0 : -1;
}

/*! Peak resident memory of this process in MiB (VmHWM). */
inline double peakRssMiB()
{
    return statusMiB("VmHWM");
}

/*! Resident memory of this process now, in MiB (VmRSS). */
inline double rssMiB()
{
    return statusMiB("VmRSS");
}

/*! CPU time (user + system) used by this process so far, in seconds. */
inline double cpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/*! CPU time used by the calling thread so far, in seconds. */
inline double threadCpuSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

} // namespace Bench

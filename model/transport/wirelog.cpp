// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "wirelog.h"

#include <atomic>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QMutexLocker>

namespace Mcp {

namespace {
struct LogFile
{
    QMutex mutex;
    QFile file;
    bool enabled = false;

    LogFile()
    {
        const QString dir = qEnvironmentVariable("MCP_ASYNC_WIRE_LOG");
        if (dir.isEmpty() || !QDir().mkpath(dir))
            return;
        file.setFileName(QDir(dir).filePath(QStringLiteral("wire-%1.jsonl").arg(QCoreApplication::applicationPid())));
        enabled = file.open(QIODevice::WriteOnly | QIODevice::Append);
        if (!enabled)
            qWarning("MCP_ASYNC_WIRE_LOG: cannot write %s", qPrintable(file.fileName()));
    }
};

LogFile &logFile()
{
    static LogFile log;
    return log;
}

std::atomic<bool> disabled {false};
std::atomic<quint64> links {0};
} // namespace

bool WireLog::isEnabled()
{
    return !disabled.load(std::memory_order_relaxed) && logFile().enabled;
}

void WireLog::disable()
{
    disabled.store(true, std::memory_order_relaxed);
}

quint64 WireLog::nextLink()
{
    return links.fetch_add(1, std::memory_order_relaxed) + 1;
}

void WireLog::record(quint64 link, bool outgoing, const QString &protocolVersion, const QByteArray &frame)
{
    if (!isEnabled())
        return;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(frame, &error);
    QByteArray line = "{\"link\":" + QByteArray::number(link) + ",\"out\":" + (outgoing ? "true" : "false")
        + ",\"version\":" + QJsonDocument(QJsonArray {protocolVersion}).toJson(QJsonDocument::Compact).mid(1).chopped(1)
        + ",\"frame\":";
    if (error.error == QJsonParseError::NoError)
        line += doc.toJson(QJsonDocument::Compact);
    else
        line += QJsonDocument(QJsonArray {QString::fromUtf8(frame)}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    line += "}\n";
    LogFile &log = logFile();
    const QMutexLocker lock(&log.mutex);
    log.file.write(line);
    log.file.flush();
}

} // namespace Mcp

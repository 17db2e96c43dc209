// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "recordingwriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include "recordingformat.h"

namespace Mcp {

namespace {
// \a text as a JSON string literal, quotes included.
QByteArray jsonString(const QString &text)
{
    return QJsonDocument(QJsonArray {text}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
}
} // namespace

RecordingWriter::RecordingWriter(QObject *parent)
    : QObject(parent)
{
    m_flushTimer.setInterval(FlushMs);
    connect(&m_flushTimer, &QTimer::timeout, this, [this] {
        if (m_file.isOpen())
            m_file.flush();
    });
}

RecordingWriter::~RecordingWriter()
{
    close();
}

bool RecordingWriter::open(const QString &path, const QString &mode, const QJsonObject &server, QString *error)
{
    close();
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = tr("cannot write the recording %1: %2").arg(path, m_file.errorString());
        return false;
    }
    m_clock.start();
    m_entries = 0;
    const QJsonObject header {{RecordingKey::format(), RecordingFormat::Version},
        {QStringLiteral("started"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("mode"), mode},
        {QStringLiteral("writer"),
            QStringLiteral("%1 %2").arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion())},
        {QStringLiteral("server"), server}};
    put(QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n');
    m_file.flush();
    m_flushTimer.start();
    return m_file.isOpen();
}

void RecordingWriter::close()
{
    if (!m_file.isOpen())
        return;
    writeEvent(0, QStringLiteral("end"));
    m_flushTimer.stop();
    m_file.close();
}

QByteArray RecordingWriter::stamp(int link) const
{
    return "{\"t\":" + QByteArray::number(elapsedMs()) + ",\"link\":" + QByteArray::number(link);
}

void RecordingWriter::writeMessage(
    int link, bool fromClient, const QString &version, const QJsonObject &message, const QJsonValue &stream)
{
    if (!m_file.isOpen())
        return;
    QByteArray line = stamp(link) + (fromClient ? ",\"from\":\"client\"" : ",\"from\":\"server\"");
    // The request whose HTTP response carried it, where that was not the link's own stream.
    if (stream.isString())
        line += ",\"stream\":" + jsonString(stream.toString());
    else if (stream.isDouble())
        line += ",\"stream\":" + QByteArray::number(stream.toInteger());
    put(line + ",\"version\":" + jsonString(version)
        + ",\"message\":" + QJsonDocument(message).toJson(QJsonDocument::Compact) + "}\n");
}

void RecordingWriter::writeFrame(int link, bool fromClient, const QByteArray &frame)
{
    if (!m_file.isOpen())
        return;
    put(stamp(link) + (fromClient ? ",\"from\":\"client\"" : ",\"from\":\"server\"")
        + ",\"frame\":" + jsonString(QString::fromUtf8(frame)) + "}\n");
}

void RecordingWriter::writeEvent(int link, const QString &event, const QJsonObject &details)
{
    if (!m_file.isOpen())
        return;
    QByteArray line = stamp(link) + ",\"event\":" + jsonString(event);
    if (!details.isEmpty()) {
        const QByteArray rest = QJsonDocument(details).toJson(QJsonDocument::Compact);
        line += ',' + rest.mid(1); // the details' members, after ours
    } else {
        line += '}';
    }
    put(line + '\n');
    // Link events are rare and what a follower waits for: they go to disk at once.
    m_file.flush();
}

void RecordingWriter::put(const QByteArray &line)
{
    if (m_file.write(line) == line.size()) {
        ++m_entries;
        return;
    }
    const QString reason = tr("cannot write the recording %1: %2").arg(m_file.fileName(), m_file.errorString());
    m_flushTimer.stop();
    m_file.close();
    emit failed(reason);
}

} // namespace Mcp

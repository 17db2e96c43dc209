// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "recording.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include "protocol/mcpprotocol.h"
#include "recordingformat.h"

namespace Mcp {

using Qt::StringLiterals::operator""_L1;

QList<RecordingEntry> RecordingParser::feed(const QByteArray &bytes)
{
    QList<RecordingEntry> entries;
    qsizetype from = 0;
    while (from < bytes.size()) {
        const qsizetype end = bytes.indexOf('\n', from);
        const QByteArrayView piece =
            end < 0 ? QByteArrayView(bytes).sliced(from) : QByteArrayView(bytes).sliced(from, end - from);
        if (!m_skipping)
            m_partial += piece;
        if (m_partial.size() > MaxLineBytes) {
            m_partial.clear();
            m_skipping = true;
        }
        if (end < 0)
            break;
        ++m_lines;
        if (m_skipping)
            problem(tr("line %1: longer than %2 MB; skipped").arg(m_lines).arg(MaxLineBytes / (1024 * 1024)));
        else
            parseLine(m_partial, &entries);
        m_partial.clear();
        m_skipping = false;
        from = end + 1;
    }
    return entries;
}

QList<RecordingEntry> RecordingParser::finish()
{
    QList<RecordingEntry> entries;
    if (!m_partial.trimmed().isEmpty()) {
        ++m_lines;
        parseLine(m_partial, &entries);
    }
    m_partial.clear();
    return entries;
}

void RecordingParser::problem(const QString &why)
{
    ++m_problemCount;
    if (m_problems.size() < MaxProblems) {
        m_problems << why;
        m_problemLines << m_lines;
    }
}

void RecordingParser::parseLine(const QByteArray &line, QList<RecordingEntry> *entries)
{
    if (line.trimmed().isEmpty())
        return;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (!doc.isObject()) {
        problem(tr("line %1: not a JSON object").arg(m_lines));
        return;
    }
    const QJsonObject object = doc.object();
    if (object.contains(RecordingKey::format())) {
        if (m_source != Source::Unknown && m_source != Source::Recording) {
            problem(tr("line %1: a recording's header inside another kind of file").arg(m_lines));
            return;
        }
        m_source = Source::Recording;
        m_header.formatVersion = object.value(RecordingKey::format()).toInt();
        m_header.started = QDateTime::fromString(object.value("started"_L1).toString(), Qt::ISODateWithMs);
        m_header.mode = object.value("mode"_L1).toString();
        m_header.writer = object.value("writer"_L1).toString();
        m_header.server = object.value("server"_L1).toObject();
        if (m_header.formatVersion > RecordingFormat::Version)
            problem(tr("format %1 is newer than this reader's %2: unknown members are ignored")
                        .arg(m_header.formatVersion)
                        .arg(RecordingFormat::Version));
        return;
    }
    const bool recordingLine = object.contains("t"_L1)
        && (object.contains("event"_L1) || object.contains("message"_L1) || object.contains("frame"_L1));
    if (recordingLine && (m_source == Source::Recording || m_source == Source::Unknown)) {
        m_source = Source::Recording;
        if (!parseRecordingLine(object, entries))
            problem(tr("line %1: an entry without a message, a frame or an event").arg(m_lines));
    } else if (object.contains("frame"_L1) && object.contains("out"_L1)
        && (m_source == Source::WireLog || m_source == Source::Unknown)) {
        m_source = Source::WireLog;
        parseWireLogLine(object, entries);
    } else if (object.contains("direction"_L1) && object.contains("message"_L1)
        && (m_source == Source::TrafficExport || m_source == Source::Unknown)) {
        m_source = Source::TrafficExport;
        parseExportLine(object, entries);
    } else {
        problem(tr("line %1: neither a recording's entry, a wire-log line nor a traffic export line").arg(m_lines));
    }
}

bool RecordingParser::parseRecordingLine(const QJsonObject &object, QList<RecordingEntry> *entries)
{
    RecordingEntry entry;
    entry.timeMs = object.value("t"_L1).toInteger(-1);
    entry.link = int(object.value("link"_L1).toInteger(1));
    entry.line = m_lines;
    if (object.contains("event"_L1)) {
        entry.kind = RecordingEntry::Kind::Event;
        entry.event = object.value("event"_L1).toString();
        entry.details = object;
        entry.details.remove("t"_L1);
        entry.details.remove("link"_L1);
        entry.details.remove("event"_L1);
        *entries << entry;
        return true;
    }
    entry.fromClient = object.value("from"_L1).toString() != QLatin1String("server");
    entry.version = object.value("version"_L1).toString();
    if (const QJsonValue stream = object.value("stream"_L1); stream.isString() || stream.isDouble())
        entry.stream = stream;
    if (object.contains("frame"_L1)) {
        // A tap's entry: the exact bytes, which are usually one message.
        entry.frame = object.value("frame"_L1).toString().toUtf8();
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(entry.frame, &error);
        if (doc.isArray() || doc.isObject()) {
            addMessages(entry, doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()), entries);
            return true;
        }
        *entries << entry;
        return true;
    }
    if (!object.value("message"_L1).isObject() && !object.value("message"_L1).isArray())
        return false;
    addMessages(entry, object.value("message"_L1), entries);
    return true;
}

void RecordingParser::parseWireLogLine(const QJsonObject &object, QList<RecordingEntry> *entries)
{
    RecordingEntry entry;
    entry.link = int(object.value("link"_L1).toInteger(1));
    entry.fromClient = object.value("out"_L1).toBool();
    entry.version = object.value("version"_L1).toString();
    entry.line = m_lines;
    const QJsonValue frame = object.value("frame"_L1);
    if (frame.isString()) {
        entry.frame = frame.toString().toUtf8();
        *entries << entry;
        return;
    }
    addMessages(entry, frame, entries);
}

void RecordingParser::parseExportLine(const QJsonObject &object, QList<RecordingEntry> *entries)
{
    RecordingEntry entry;
    const QDateTime time = QDateTime::fromString(object.value("time"_L1).toString(), Qt::ISODateWithMs);
    if (time.isValid()) {
        if (m_exportStartMs < 0) {
            m_exportStartMs = time.toMSecsSinceEpoch();
            m_header.started = time;
        }
        entry.timeMs = time.toMSecsSinceEpoch() - m_exportStartMs;
    }
    entry.fromClient = object.value("direction"_L1).toString() == QLatin1String("outgoing");
    entry.line = m_lines;
    addMessages(entry, object.value("message"_L1), entries);
}

void RecordingParser::addMessages(RecordingEntry entry, const QJsonValue &value, QList<RecordingEntry> *entries)
{
    // Where the file names no version (a tap's frames, a traffic export), it is learnt from the traffic.
    const bool learn = !entry.frame.isEmpty() || m_source == Source::TrafficExport;
    const auto add = [&](const QJsonObject &message) {
        entry.message = message;
        if (learn)
            entry.version = learnVersion(entry.link, entry.fromClient, message);
        *entries << entry;
    };
    if (value.isObject()) {
        add(value.toObject());
        return;
    }
    const QJsonArray batch = value.toArray();
    entry.inBatch = true;
    for (const QJsonValue &item : batch)
        add(item.toObject());
}

QString RecordingParser::learnVersion(int link, bool fromClient, const QJsonObject &message)
{
    // The version a 2026-07-28 request names, or the one the answer to initialize settles; a host may change era.
    QString &version = m_linkVersions[link];
    const QString named =
        message.value("params"_L1).toObject().value("_meta"_L1).toObject().value(MetaKey::protocolVersion()).toString();
    const QString settled = message.value("result"_L1).toObject().value("protocolVersion"_L1).toString();
    if (fromClient && !named.isEmpty())
        version = named;
    else if (!fromClient && !settled.isEmpty())
        version = settled;
    return version;
}

QStringList RecordingParser::lacks() const
{
    switch (m_source) {
    case Source::WireLog:
        return {tr("times"), tr("link events (connects, disconnects, stderr)"), tr("the person's actions"),
            tr("the server's name")};
    case Source::TrafficExport:
        return {tr("protocol versions (taken from the handshake)"), tr("links (all on one)"),
            tr("link events (connects, disconnects, stderr)"), tr("the person's actions"), tr("the server's name")};
    case Source::Recording:
    case Source::Unknown:
        break;
    }
    return {};
}

bool Recording::isReport(const QByteArray &head)
{
    // A report is one indented JSON document: its first line is a lone brace, which no JSON-lines file has.
    const qsizetype newline = head.indexOf('\n');
    return head.left(newline < 0 ? head.size() : newline).trimmed() == "{";
}

bool Recording::read(QIODevice *device, QString *error)
{
    RecordingParser parser;
    if (isReport(device->peek(4096))) {
        const QJsonObject report = QJsonDocument::fromJson(device->readAll()).object();
        if (report.value("format"_L1).toString() != "mcp-async-inspector/operation-report"_L1) {
            *error = tr("a JSON document, but no operation report");
            return false;
        }
        // Its messages are a traffic export's lines.
        const QJsonArray traffic = report.value("traffic"_L1).toArray();
        for (const QJsonValue &item : traffic)
            entries << parser.feed(QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact) + '\n');
        header = parser.header();
        header.mode = QStringLiteral("import");
        const QJsonObject operation = report.value("operation"_L1).toObject();
        header.server = {{"name"_L1, operation.value("server"_L1)}};
        source = RecordingParser::Source::TrafficExport;
        lacks =
            QStringList {tr("the session's other messages (only this operation's are in a report)")} + parser.lacks();
        if (traffic.isEmpty()) {
            *error = tr("the report holds no messages: %1").arg(report.value("trafficNote"_L1).toString());
            return false;
        }
        return true;
    }
    while (!device->atEnd()) {
        const QByteArray chunk = device->read(1024 * 1024);
        if (chunk.isEmpty())
            break;
        entries << parser.feed(chunk);
    }
    entries << parser.finish();
    header = parser.header();
    source = parser.source();
    problems = parser.problems();
    lacks = parser.lacks();
    if (source == RecordingParser::Source::Unknown) {
        *error = tr("nothing in it is a recording, a wire log or a traffic export");
        return false;
    }
    return true;
}

bool Recording::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    return read(&file, error);
}

QList<RecordingEntry> Recording::messages() const
{
    QList<RecordingEntry> result;
    for (const RecordingEntry &entry : entries) {
        if (entry.isMessage())
            result << entry;
    }
    return result;
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "recordinglint.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>

#include "diagnosis/protocollint.h"
#include "protocol/mcpprotocol.h"
#include "protocol/wirecheck.h"

namespace Mcp {

namespace {

using Qt::StringLiterals::operator""_L1;

// One link of the recording, judged on its own.
struct Link
{
    WireCheck wire;
    ProtocolLint lint;
    QString version; // a traffic export's: learnt from the handshake
};

// A traffic export's link learns its version from the handshake.
void learnVersion(Link &link, bool outgoing, const QJsonObject &message)
{
    if (!link.version.isEmpty())
        return;
    const QString named =
        message.value("params"_L1).toObject().value("_meta"_L1).toObject().value(MetaKey::protocolVersion()).toString();
    if (outgoing && !named.isEmpty())
        link.version = named;
    else if (!outgoing)
        link.version = message.value("result"_L1).toObject().value("protocolVersion"_L1).toString();
}

} // namespace

bool RecordingLint::read(QIODevice *device, QString *error)
{
    QHash<qint64, Link> links;
    qint64 lineNumber = 0;
    int recognised = 0;
    while (!device->atEnd()) {
        const QByteArray line = device->readLine(64 * 1024 * 1024).trimmed();
        ++lineNumber;
        if (line.isEmpty())
            continue;
        const QJsonObject entry = QJsonDocument::fromJson(line).object();
        const bool wireLog = entry.contains("frame"_L1);
        const bool export_ = entry.contains("message"_L1) && entry.contains("direction"_L1);
        if (!wireLog && !export_) {
            m_findings << ProtocolLint::wireFinding(lineNumber,
                RecordingLint::tr("line %1 is neither a wire-log line nor a traffic export line").arg(lineNumber), 0);
            continue;
        }
        ++recognised;
        Link &link = links[wireLog ? entry.value("link"_L1).toInteger() : 0];
        const bool outgoing =
            wireLog ? entry.value("out"_L1).toBool() : entry.value("direction"_L1) == QLatin1String("outgoing");
        const qint64 timeMs = export_
            ? QDateTime::fromString(entry.value("time"_L1).toString(), Qt::ISODateWithMs).toMSecsSinceEpoch()
            : 0;
        const QJsonValue frame = wireLog ? entry.value("frame"_L1) : entry.value("message"_L1);
        if (frame.isString()) {
            m_findings << ProtocolLint::wireFinding(
                lineNumber, RecordingLint::tr("a frame that is not JSON: %1").arg(frame.toString().left(200)), timeMs);
            continue;
        }
        QList<QJsonValue> messages {frame};
        if (frame.isArray()) {
            m_findings << ProtocolLint::wireFinding(
                lineNumber, RecordingLint::tr("a JSON-RPC batch, which no current protocol version allows"), timeMs);
            messages.clear();
            const QJsonArray items = frame.toArray();
            for (const QJsonValue &item : items)
                messages << item;
        }
        for (const QJsonValue &value : std::as_const(messages)) {
            const QJsonObject message = value.toObject();
            ++m_messages;
            if (m_kept.size() < MaxKeptMessages && !m_kept.contains(lineNumber))
                m_kept.insert(lineNumber, message);
            if (export_)
                learnVersion(link, outgoing, message);
            const QString version = wireLog ? entry.value("version"_L1).toString() : link.version;
            for (const WireCheck::Fault &fault : link.wire.check(outgoing, message, version, lineNumber))
                m_findings << ProtocolLint::wireFinding(fault.tag, fault.reason, timeMs);
            m_findings << link.lint.observe(lineNumber, outgoing, message, version, timeMs);
        }
    }
    if (recognised == 0) {
        *error = RecordingLint::tr("no line of it is a recording (a wire log or a traffic export)");
        return false;
    }
    return true;
}

} // namespace Mcp

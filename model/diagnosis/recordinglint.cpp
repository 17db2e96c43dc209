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
#include "protocol/wirecheck.h"

namespace Mcp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Mcp::RecordingLint", text);
}

QLatin1String key(const char *name)
{
    return QLatin1String(name);
}

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
    const QString named = message.value(key("params"))
                              .toObject()
                              .value(key("_meta"))
                              .toObject()
                              .value(QStringLiteral("io.modelcontextprotocol/protocolVersion"))
                              .toString();
    if (outgoing && !named.isEmpty())
        link.version = named;
    else if (!outgoing)
        link.version = message.value(key("result")).toObject().value(key("protocolVersion")).toString();
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
        const bool wireLog = entry.contains(key("frame"));
        const bool export_ = entry.contains(key("message")) && entry.contains(key("direction"));
        if (!wireLog && !export_) {
            m_findings << ProtocolLint::wireFinding(
                lineNumber, tr("line %1 is neither a wire-log line nor a traffic export line").arg(lineNumber), 0);
            continue;
        }
        ++recognised;
        Link &link = links[wireLog ? entry.value(key("link")).toInteger() : 0];
        const bool outgoing =
            wireLog ? entry.value(key("out")).toBool() : entry.value(key("direction")) == QLatin1String("outgoing");
        const qint64 timeMs = export_
            ? QDateTime::fromString(entry.value(key("time")).toString(), Qt::ISODateWithMs).toMSecsSinceEpoch()
            : 0;
        const QJsonValue frame = wireLog ? entry.value(key("frame")) : entry.value(key("message"));
        if (frame.isString()) {
            m_findings << ProtocolLint::wireFinding(
                lineNumber, tr("a frame that is not JSON: %1").arg(frame.toString().left(200)), timeMs);
            continue;
        }
        QList<QJsonValue> messages {frame};
        if (frame.isArray()) {
            m_findings << ProtocolLint::wireFinding(
                lineNumber, tr("a JSON-RPC batch, which no current protocol version allows"), timeMs);
            messages.clear();
            for (const QJsonValue &item : frame.toArray())
                messages << item;
        }
        for (const QJsonValue &value : std::as_const(messages)) {
            const QJsonObject message = value.toObject();
            ++m_messages;
            if (m_kept.size() < MaxKeptMessages && !m_kept.contains(lineNumber))
                m_kept.insert(lineNumber, message);
            if (export_)
                learnVersion(link, outgoing, message);
            const QString version = wireLog ? entry.value(key("version")).toString() : link.version;
            for (const WireCheck::Fault &fault : link.wire.check(outgoing, message, version, lineNumber))
                m_findings << ProtocolLint::wireFinding(fault.tag, fault.reason, timeMs);
            m_findings << link.lint.observe(lineNumber, outgoing, message, version, timeMs);
        }
    }
    if (recognised == 0) {
        *error = tr("no line of it is a recording (a wire log or a traffic export)");
        return false;
    }
    return true;
}

} // namespace Mcp

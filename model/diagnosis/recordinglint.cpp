// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "recordinglint.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>

#include "diagnosis/protocollint.h"
#include "protocol/wirecheck.h"
#include "recording/recording.h"

namespace Mcp {

namespace {

using Qt::StringLiterals::operator""_L1;

// One link of the recording, judged on its own.
struct Link
{
    WireCheck wire;
    ProtocolLint lint;
};

} // namespace

bool RecordingLint::read(QIODevice *device, QString *error)
{
    QHash<int, Link> links;
    RecordingParser parser;
    qint64 lastBatchLine = 0;
    QDateTime started; // the recording's time 0
    const auto judge = [&](const QList<RecordingEntry> &entries) {
        // The findings of this piece go in the order of its lines, those of lines that could not be read included.
        const qsizetype first = m_findings.size();
        for (qsizetype i = m_problemsSeen; i < parser.problemLines().size(); ++i)
            m_findings << ProtocolLint::wireFinding(parser.problemLines().at(i), parser.problems().at(i), 0);
        m_problemsSeen = parser.problemLines().size();
        if (!started.isValid())
            started = parser.header().started;
        const qint64 startMs = started.isValid() ? started.toMSecsSinceEpoch() : 0;
        for (const RecordingEntry &entry : entries) {
            if (!entry.isMessage())
                continue;
            const qint64 timeMs = entry.timeMs < 0 ? 0 : startMs + entry.timeMs;
            if (entry.message.isEmpty()) {
                m_findings << ProtocolLint::wireFinding(entry.line,
                    RecordingLint::tr("a frame that is not JSON: %1").arg(QString::fromUtf8(entry.frame.left(200))),
                    timeMs);
                continue;
            }
            if (entry.inBatch && entry.line != lastBatchLine) {
                lastBatchLine = entry.line;
                m_findings << ProtocolLint::wireFinding(entry.line,
                    RecordingLint::tr("a JSON-RPC batch, which no current protocol version allows"), timeMs);
            }
            Link &link = links[entry.link];
            ++m_messages;
            if (m_kept.size() < MaxKeptMessages && !m_kept.contains(entry.line))
                m_kept.insert(entry.line, entry.message);
            const QString &version = entry.version;
            for (const WireCheck::Fault &fault : link.wire.check(entry.fromClient, entry.message, version, entry.line))
                m_findings << ProtocolLint::wireFinding(fault.tag, fault.reason, timeMs);
            m_findings << link.lint.observe(entry.line, entry.fromClient, entry.message, version, timeMs, entry.stream);
        }
        std::stable_sort(m_findings.begin() + first, m_findings.end(),
            [](const Finding &a, const Finding &b) { return a.messages.value(0) < b.messages.value(0); });
    };
    if (Recording::isReport(device->peek(4096))) {
        // An operation report: its messages, as a traffic export's.
        Recording report;
        if (!report.read(device, error))
            return false;
        started = report.header.started;
        judge(report.entries);
        return true;
    }
    while (!device->atEnd()) {
        const QByteArray chunk = device->read(1024 * 1024);
        if (chunk.isEmpty())
            break;
        judge(parser.feed(chunk));
    }
    judge(parser.finish());
    if (parser.source() == RecordingParser::Source::Unknown) {
        *error = RecordingLint::tr("no line of it is a recording (a recording, a wire log or a traffic export)");
        return false;
    }
    return true;
}

} // namespace Mcp

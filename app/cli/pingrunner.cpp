// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "pingrunner.h"

#include <cstdio>

#include "clioutput.h"
#include "session/mcpsession.h"
#include "surface/pingmonitor.h"

using namespace Mcp;

void PingRunner::run()
{
    m_monitor = new PingMonitor(m_session, this);
    m_monitor->setInterval(1000);
    connect(m_monitor, &PingMonitor::sampled, this, &PingRunner::onSample);
    m_monitor->setActive(true);
}

void PingRunner::onSample(const PingSample &sample)
{
    const int seq = int(m_monitor->samples().size());
    if (m_options.json) {
        QJsonObject line {{QStringLiteral("seq"), seq}, {QStringLiteral("method"), m_monitor->probeMethod()},
            {QStringLiteral("time"), sample.time.toString(Qt::ISODateWithMs)}};
        if (sample.ok())
            line.insert(QStringLiteral("rttMs"), sample.rttMs);
        else
            line.insert(QStringLiteral("error"), sample.error);
        CliOutput::writeLine(CliOutput::compact(line));
    } else if (sample.ok()) {
        CliOutput::writeLine(
            QStringLiteral("%1 seq %2: %3 ms").arg(m_monitor->probeMethod()).arg(seq).arg(sample.rttMs).toUtf8());
    } else {
        CliOutput::writeLine(
            QStringLiteral("%1 seq %2: failed: %3").arg(m_monitor->probeMethod()).arg(seq).arg(sample.error).toUtf8());
    }
    // Three probes unless --count says otherwise.
    if (seq < (m_options.count > 0 ? m_options.count : 3))
        return;
    m_monitor->setActive(false);
    printSummary();
    finish(m_monitor->failureCount() == seq ? ConnectionError : Success);
}

void PingRunner::printSummary()
{
    qint64 min = -1, max = 0, sum = 0;
    int answered = 0;
    for (const PingSample &s : m_monitor->samples()) {
        if (!s.ok())
            continue;
        ++answered;
        sum += s.rttMs;
        max = qMax(max, s.rttMs);
        min = min < 0 ? s.rttMs : qMin(min, s.rttMs);
    }
    const int sent = int(m_monitor->samples().size());
    if (m_options.json) {
        QJsonObject summary {{QStringLiteral("sent"), sent}, {QStringLiteral("answered"), answered}};
        if (answered > 0) {
            summary.insert(QStringLiteral("minMs"), min);
            summary.insert(QStringLiteral("avgMs"), double(sum) / answered);
            summary.insert(QStringLiteral("maxMs"), max);
        }
        CliOutput::writeLine(CliOutput::compact(QJsonObject {{QStringLiteral("summary"), summary}}));
        return;
    }
    QString text = QStringLiteral("%1 sent, %2 answered").arg(sent).arg(answered);
    if (answered > 0)
        text += QStringLiteral(", min/avg/max %1/%2/%3 ms").arg(min).arg(double(sum) / answered, 0, 'f', 1).arg(max);
    CliOutput::writeLine(text.toUtf8());
}

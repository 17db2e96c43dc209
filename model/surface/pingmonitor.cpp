// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "pingmonitor.h"

#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"

namespace Mcp {

PingMonitor::PingMonitor(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    qRegisterMetaType<Mcp::PingSample>();
    m_timer.setInterval(DefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, [this] { pingNow(); });
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &PingMonitor::onTimeout);
}

PingMonitor::~PingMonitor()
{
    if (m_pending)
        m_pending->disconnect(this);
}

QString PingMonitor::probeMethod() const
{
    // 2026-07-28 changelog: "Remove ping"; server/discover is stateless and answered before anything else.
    return m_session && m_session->era() == Era::Modern ? QStringLiteral("server/discover") : QStringLiteral("ping");
}

bool PingMonitor::pingNow()
{
    if (!m_session || m_session->state() != McpSession::State::Ready || !m_session->connection())
        return false;
    if (m_pending)
        return true;
    TimeoutPolicy policy;
    policy.timeoutMs = 0; // our own deadline decides, so that a timeout is a sample, not a lost request
    policy.maxTotalMs = 0;
    m_sentAt = QDateTime::currentDateTimeUtc();
    m_clock.start();
    m_pending = m_session->request(probeMethod(), QJsonObject(), &policy);
    connect(m_pending, &PendingRequest::finished, this, &PingMonitor::onFinished);
    m_deadline.start(m_timeoutMs);
    return true;
}

void PingMonitor::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active) {
        m_timer.start();
        pingNow();
    } else {
        m_timer.stop();
    }
}

void PingMonitor::setInterval(int ms)
{
    m_timer.setInterval(qMax(100, ms));
}

void PingMonitor::clear()
{
    m_samples.clear();
}

int PingMonitor::failureCount() const
{
    return int(std::count_if(m_samples.cbegin(), m_samples.cend(), [](const PingSample &s) { return !s.ok(); }));
}

void PingMonitor::onFinished()
{
    PendingRequest *request = m_pending;
    m_pending = nullptr;
    m_deadline.stop();
    if (!request)
        return;
    PingSample sample;
    sample.time = m_sentAt;
    if (request->hasError())
        sample.error = request->error().toString();
    else
        sample.rttMs = m_clock.elapsed();
    record(sample);
}

void PingMonitor::onTimeout()
{
    PendingRequest *request = m_pending;
    m_pending = nullptr;
    if (request) {
        request->disconnect(this);
        request->cancel(tr("no answer to %1 within %2 ms").arg(probeMethod()).arg(m_timeoutMs));
    }
    PingSample sample;
    sample.time = m_sentAt;
    sample.error = tr("timed out after %1 ms").arg(m_timeoutMs);
    record(sample);
}

void PingMonitor::record(const PingSample &sample)
{
    m_samples.append(sample);
    if (m_samples.size() > MaxSamples)
        m_samples.remove(0, m_samples.size() - MaxSamples);
    emit sampled(sample);
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace Mcp {

class McpSession;
class PendingRequest;

/*! One round trip measured by PingMonitor. */
struct PingSample
{
    QDateTime time; /*!< When the probe was sent (UTC). */
    qint64 rttMs = -1; /*!< The round-trip time, or -1 when the probe failed. */
    QString error; /*!< Why it failed ("timed out after 5000 ms", the server's error); empty on success. */
    bool ok() const { return error.isEmpty(); }
};

/*!
 * The round-trip time to a server: a probe on demand (pingNow()) and every interval() ms while active. The
 * 2025-11-25 era has `ping`; 2026-07-28 removed it, so there the probe is `server/discover`, the cheapest request
 * every modern server answers. A probe not answered within timeoutMs() counts as a failure. The last
 * MaxSamples samples are kept.
 */
class PingMonitor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PingMonitor)
public:
    static constexpr int MaxSamples = 300;
    static constexpr int DefaultIntervalMs = 5000;
    static constexpr int DefaultTimeoutMs = 5000;

    explicit PingMonitor(McpSession *session, QObject *parent = nullptr);
    ~PingMonitor() override;

    /*! The method the probe sends in the session's era: "ping" or "server/discover". */
    QString probeMethod() const;
    /*! Sends one probe now, unless one is under way. False when the session is not ready. */
    bool pingNow();
    /*! Probes every interval() ms while \a active (a panel shows it), and once at once when it becomes active. */
    void setActive(bool active);
    bool isActive() const { return m_active; }
    void setInterval(int ms);
    int interval() const { return m_timer.interval(); }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    int timeoutMs() const { return m_timeoutMs; }

    QList<PingSample> samples() const { return m_samples; }
    void clear();
    /*! Failed probes among samples(). */
    int failureCount() const;

signals:
    /*! A probe ended: answered, failed or timed out. */
    void sampled(const Mcp::PingSample &sample);

private:
    void onFinished();
    void onTimeout();
    void record(const PingSample &sample);

    QPointer<McpSession> m_session;
    QPointer<PendingRequest> m_pending;
    QElapsedTimer m_clock;
    QDateTime m_sentAt;
    QTimer m_timer;
    QTimer m_deadline;
    int m_timeoutMs = DefaultTimeoutMs;
    bool m_active = false;
    QList<PingSample> m_samples;
};

} // namespace Mcp

Q_DECLARE_METATYPE(Mcp::PingSample)

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QJsonValue>
#include <QMultiMap>
#include <QObject>
#include <QStringList>
#include <QTimer>

namespace Mcp {

/*!
 * When each operation is next polled and when it expires, on one timer for all of them: the timer is armed for the
 * earliest of both kinds and stopped when nothing is due, so a finished operation never wakes the program. It
 * knows operations by id only; what a due poll or a passed deadline means is the OperationManager's to decide.
 */
class OperationScheduler final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OperationScheduler)
public:
    explicit OperationScheduler(QObject *parent = nullptr);

    /*! The shortest spacing of two polls of one operation, whatever a server asks for. */
    static constexpr int MinPollSpacingMs = 200;
    /*!
     * An interval a server gave (pollInterval, pollFrequency, retry…) as milliseconds: \a value times \a unitMs,
     * floored at MinPollSpacingMs and capped at an hour; \a fallbackMs when it is missing or not a number.
     */
    static int serverIntervalMs(const QJsonValue &value, int fallbackMs, double unitMs = 1);

    /*! Polls \a id after \a delayMs (replacing an earlier schedule), never sooner than MinPollSpacingMs after
     * its last poll. */
    void schedulePoll(const QString &id, int delayMs);
    void cancelPoll(const QString &id);
    /*! Watches \a id's deadline (ms since the epoch); a negative one stops watching it. */
    void setExpiry(const QString &id, qint64 expiresAtMs);
    /*! Forgets everything of \a id: its poll, its deadline and when it was last polled. */
    void forget(const QString &id);

    /*! Number of scheduled polls (for tests and the benchmark). */
    int pollCount() const { return int(m_pollDue.size()); }
    /*! Number of deadlines watched. */
    int expiryCount() const { return int(m_expiryDue.size()); }
    /*! How often the timer has fired. */
    int wakeUps() const { return m_wakeUps; }
    /*! True while something is due some day (the timer is armed). */
    bool isArmed() const { return m_timer.isActive(); }

signals:
    /*! On one wake-up: the deadlines that passed, then the polls that are due (each poll counts as done now). */
    void due(const QStringList &expired, const QStringList &polls);

private:
    void rearm();
    void onTick();

    QElapsedTimer m_clock;
    QTimer m_timer;
    qint64 m_armedForMs = 0; // the wait the timer was last started with
    QMultiMap<qint64, QString> m_pollDue; // due time (m_clock ms) → operation id
    QHash<QString, qint64> m_pollOf;
    QHash<QString, qint64> m_lastPollAt; // m_clock ms of the last poll of each operation
    QMultiMap<qint64, QString> m_expiryDue; // expiry (ms since epoch) → operation id
    QHash<QString, qint64> m_expiryOf;
    int m_wakeUps = 0;
};

} // namespace Mcp

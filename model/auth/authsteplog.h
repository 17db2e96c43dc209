// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

#include "auth/authstep.h"

namespace Mcp {

/*!
 * The steps of the authorization flows of one server, newest last: what the auth debugger shows. A step is begun,
 * filled in while its exchange runs and ended with an outcome; a note is a step that begins and ends at once.
 *
 * The log keeps at most MaxSteps steps and drops the oldest, so an index is good only until the next begin(). An
 * answer that comes later finds its step again by its start time (indexOf()), which begin() keeps unique.
 */
class AuthStepLog final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuthStepLog)
public:
    explicit AuthStepLog(QObject *parent = nullptr);
    ~AuthStepLog() override;

    static constexpr int MaxSteps = 200;

    /*! Every step, newest last. */
    const QList<AuthStep> &steps() const { return m_steps; }
    /*! Appends a running step of \a kind; returns its index. */
    int begin(AuthStep::Kind kind, const QString &title);
    /*! Ends the step at \a index: its outcome, its detail (kept when empty) and its duration (when not set yet). */
    void end(int index, AuthStep::Outcome outcome, const QString &detail = QString());
    /*! Appends a step that is over at once: a decision without an HTTP exchange. */
    void note(const QString &title, const QString &detail, AuthStep::Outcome outcome = AuthStep::Outcome::Ok);
    /*! The step at \a index, to fill in (changed() is up to the caller: markChanged()); null when there is none. */
    AuthStep *step(int index);
    /*! The index of the step begun at \a startedAt, or -1 when it was dropped. */
    int indexOf(const QDateTime &startedAt) const;
    int indexOf(const AuthStep &step) const { return indexOf(step.startedAt); }
    /*! The index of the newest step of \a kind that still runs, or -1. */
    int lastRunning(AuthStep::Kind kind) const;
    /*! Tells the views that a step was filled in. */
    void markChanged();
    void clear();

signals:
    void changed();

private:
    QList<AuthStep> m_steps;
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "authsteplog.h"

namespace Mcp {

AuthStepLog::AuthStepLog(QObject *parent)
    : QObject(parent)
{
}

AuthStepLog::~AuthStepLog() = default;

int AuthStepLog::begin(AuthStep::Kind kind, const QString &title)
{
    AuthStep step;
    step.kind = kind;
    step.title = title;
    step.startedAt = QDateTime::currentDateTimeUtc();
    // Answers find their step by its start time: two steps begun in the same millisecond must not share one.
    if (!m_steps.isEmpty() && step.startedAt <= m_steps.constLast().startedAt)
        step.startedAt = m_steps.constLast().startedAt.addMSecs(1);
    if (m_steps.size() >= MaxSteps)
        m_steps.removeFirst();
    m_steps.append(step);
    emit changed();
    return int(m_steps.size()) - 1;
}

AuthStep *AuthStepLog::step(int index)
{
    return index >= 0 && index < m_steps.size() ? &m_steps[index] : nullptr;
}

void AuthStepLog::end(int index, AuthStep::Outcome outcome, const QString &detail)
{
    if (AuthStep *s = step(index)) {
        s->outcome = outcome;
        if (!detail.isEmpty())
            s->detail = detail;
        if (s->durationMs < 0)
            s->durationMs = s->startedAt.msecsTo(QDateTime::currentDateTimeUtc());
        emit changed();
    }
}

void AuthStepLog::note(const QString &title, const QString &detail, AuthStep::Outcome outcome)
{
    const int index = begin(AuthStep::Kind::Note, title);
    m_steps[index].durationMs = 0;
    end(index, outcome, detail);
}

// WARNING: not "the last step": a challenge or note may have been added while a request was out.
int AuthStepLog::indexOf(const QDateTime &startedAt) const
{
    for (int i = int(m_steps.size()) - 1; i >= 0; --i) {
        if (m_steps.at(i).startedAt == startedAt)
            return i;
    }
    return -1;
}

int AuthStepLog::lastRunning(AuthStep::Kind kind) const
{
    for (int i = int(m_steps.size()) - 1; i >= 0; --i) {
        if (m_steps.at(i).kind == kind && m_steps.at(i).outcome == AuthStep::Outcome::Running)
            return i;
    }
    return -1;
}

void AuthStepLog::markChanged()
{
    emit changed();
}

void AuthStepLog::clear()
{
    m_steps.clear();
    emit changed();
}

} // namespace Mcp

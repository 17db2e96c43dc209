// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "silencesetting.h"

#include <QAction>
#include <QActionGroup>
#include <QSettings>

#include "operations/silencewatch.h"

using namespace Mcp;

namespace {
constexpr QLatin1String kKey("operations/silenceThresholdMs");
} // namespace

SilenceSetting::SilenceSetting(SilenceWatch *watch, QObject *parent)
    : QObject(parent)
    , m_watch(watch)
    , m_group(new QActionGroup(this))
{
    struct Choice
    {
        qint64 ms;
        QString text;
    };
    const Choice choices[] = {{0, tr("From Each Operation's Rhythm")}, {30 * 1000, tr("30 Seconds")},
        {60 * 1000, tr("1 Minute")}, {5 * 60 * 1000, tr("5 Minutes")}, {15 * 60 * 1000, tr("15 Minutes")},
        {-1, tr("Off")}};
    const QString tip = tr("Mark a working operation silent when it has sent nothing new (no progress, no status "
                           "message) for this long; by default four times its longest recent gap, at least 10 s");
    for (const Choice &choice : choices) {
        auto *action = new QAction(choice.text, m_group);
        action->setCheckable(true);
        action->setData(choice.ms);
        action->setToolTip(tip);
        action->setStatusTip(tip);
        connect(action, &QAction::triggered, this, [this, ms = choice.ms] { setThresholdMs(ms); });
        m_actions << action;
    }
    apply(QSettings().value(kKey, 0).toLongLong());
}

SilenceSetting::~SilenceSetting() = default;

void SilenceSetting::setThresholdMs(qint64 ms)
{
    QSettings().setValue(kKey, ms);
    apply(ms);
}

qint64 SilenceSetting::thresholdMs() const
{
    const QAction *checked = m_group->checkedAction();
    return checked ? checked->data().toLongLong() : 0;
}

void SilenceSetting::apply(qint64 ms)
{
    // A value that is none of the choices (edited by hand) is the default.
    QAction *chosen = m_actions.constFirst();
    for (QAction *action : std::as_const(m_actions)) {
        if (action->data().toLongLong() == ms)
            chosen = action;
    }
    chosen->setChecked(true);
    if (m_watch)
        m_watch->setThresholdMs(chosen->data().toLongLong());
}

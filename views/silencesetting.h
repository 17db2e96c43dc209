// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QActionGroup;

namespace Mcp {
class SilenceWatch;
}

/*!
 * The silence watchdog's threshold as a setting of the app: one checkable action per choice (each operation's
 * rhythm, a fixed time, off), for a "Silence Threshold" submenu, kept in QSettings ("operations/silenceThresholdMs":
 * 0 the rhythm, the default; -1 off; else ms) and applied to the watch at once.
 */
class SilenceSetting final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SilenceSetting)
public:
    explicit SilenceSetting(Mcp::SilenceWatch *watch, QObject *parent = nullptr);
    ~SilenceSetting() override;

    QList<QAction *> actions() const { return m_actions; }
    /*! Chooses \a ms (a value of one of the actions; another one is taken as the rhythm), saves and applies it. */
    void setThresholdMs(qint64 ms);
    qint64 thresholdMs() const;

private:
    void apply(qint64 ms);

    QPointer<Mcp::SilenceWatch> m_watch;
    QActionGroup *m_group;
    QList<QAction *> m_actions;
};

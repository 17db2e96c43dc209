// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QTabWidget>

class QAction;

/*!
 * The main window's bottom tabs, in two levels so that they fit a small screen: what concerns the operations of
 * every server at the top (Operations, Questions, Traffic, Timeline, Waiting, Expert), and one Server tab whose pages
 * show the rest of what the selected server offers (its description, resources, prompt templates, skills, log,
 * sign-in). Each place has a Tab value; showTab() reaches any of them, and goToActions() do it from the keyboard.
 */
class BottomTabs final : public QTabWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BottomTabs)
public:
    enum Tab
    {
        // Tabs of the first level: the value is the tab's index.
        OperationsTab,
        PromptsTab,
        TrafficTab,
        TimelineTab,
        WaitingTab,
        ExpertTab,
        ServerTab,
        // Pages of the Server tab, in their order.
        ServerInfoTab,
        ResourcesTab,
        PromptTemplatesTab,
        SkillsTab,
        LogsTab,
        AuthorizationTab,
        LastTab = AuthorizationTab
    };

    explicit BottomTabs(QWidget *parent = nullptr);

    /*! Puts \a page at the place \a tab; add them in the order of Tab. */
    void addPage(Tab tab, QWidget *page, const QString &title, const QString &toolTip = QString());
    /*! Shows the place \a tab (for a page of the Server tab, the Server tab too). */
    void showTab(Tab tab);
    /*! The place shown: a tab of the first level, or the Server tab's page shown. */
    Tab currentTab() const;
    /*! The Server tab's pages. */
    QTabWidget *serverPages() const { return m_serverPages; }
    /*! Names the Server tab after the selected server (\a name empty: none). */
    void setServerName(const QString &name);
    /*! One action a place, with Alt+1 … Alt+9 on the first nine, for the View menu. */
    QList<QAction *> goToActions() const { return m_goTo; }

private:
    QTabWidget *m_serverPages = nullptr;
    QList<QAction *> m_goTo;
};

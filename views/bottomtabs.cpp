// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "bottomtabs.h"

#include <QAction>
#include <QKeySequence>

BottomTabs::BottomTabs(QWidget *parent)
    : QTabWidget(parent)
    , m_serverPages(new QTabWidget(this))
{
    setObjectName(QStringLiteral("bottomTabs"));
    setAccessibleName(tr("Operations, questions, traffic, timeline, waiting requests and the selected server"));
    setDocumentMode(true);
    m_serverPages->setObjectName(QStringLiteral("serverPages"));
    m_serverPages->setAccessibleName(
        tr("The selected server: its description, resources, prompt templates, skills, log and sign-in"));
    m_serverPages->setDocumentMode(true);
}

void BottomTabs::addPage(Tab tab, QWidget *page, const QString &title, const QString &toolTip)
{
    QTabWidget *holder = tab < ServerInfoTab ? this : m_serverPages;
    const int index = holder->addTab(page, title);
    holder->setTabToolTip(index, toolTip);
    if (tab == ServerInfoTab) {
        const int server = addTab(m_serverPages, tr("Server"));
        setTabToolTip(server,
            tr("The selected server: what it declared, its resources, prompt templates, skills, log and sign-in"));
    }
    auto *goTo = new QAction(title, this);
    goTo->setObjectName(QStringLiteral("goToTab%1").arg(int(tab)));
    QString shortcutTitle = title;
    shortcutTitle.remove(QLatin1Char('&'));
    goTo->setText(tab < ServerInfoTab ? shortcutTitle : tr("Server: %1").arg(shortcutTitle));
    if (m_goTo.size() < 9)
        goTo->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + m_goTo.size())));
    connect(goTo, &QAction::triggered, this, [this, tab] { showTab(tab); });
    addAction(goTo);
    m_goTo << goTo;
}

void BottomTabs::showTab(Tab tab)
{
    if (tab < ServerInfoTab) {
        setCurrentIndex(tab);
        return;
    }
    m_serverPages->setCurrentIndex(tab - ServerInfoTab);
    setCurrentWidget(m_serverPages);
}

BottomTabs::Tab BottomTabs::currentTab() const
{
    if (currentWidget() == m_serverPages)
        return Tab(ServerInfoTab + qMax(0, m_serverPages->currentIndex()));
    return Tab(qMax(0, currentIndex()));
}

void BottomTabs::setServerName(const QString &name)
{
    setTabText(indexOf(m_serverPages), name.isEmpty() ? tr("Server") : tr("Server: %1").arg(name));
}

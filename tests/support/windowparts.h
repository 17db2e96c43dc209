// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the suites that drive the main window share: finding its parts, and picking a tool as a person does.
#include <QAbstractItemModel>
#include <QCheckBox>
#include <QListView>
#include <QTest>

#include "launchpanel.h"
#include "mainwindow.h"
#include "models/roles.h"
#include "toolsview.h"

// A part of \a window: one of a kind, found as a child by its type (as the window's screenshot tour finds it).
template <typename T> T *part(const MainWindow *window)
{
    T *found = window->findChild<T *>();
    Q_ASSERT(found);
    return found;
}

// Clicks the tool \a name in \a window's tool list (every tool shown, not only the async ones), as a person would;
// true when the launch panel then shows that tool.
inline bool selectTool(const MainWindow *window, const QString &name)
{
    ToolsView *tools = part<ToolsView>(window);
    if (tools->asyncOnlyBox()->isChecked()) // the demo tools may not all declare an async marker
        QTest::mouseClick(tools->asyncOnlyBox(), Qt::LeftButton);
    QAbstractItemModel *model = tools->view()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(Mcp::ToolNameRole).toString() != name)
            continue;
        tools->view()->scrollTo(index);
        QTest::mouseClick(tools->view()->viewport(), Qt::LeftButton, {}, tools->view()->visualRect(index).center());
        return part<LaunchPanel>(window)->tool().name == name;
    }
    return false;
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMenu>
#include <QPointer>

class ServerListWidget;

namespace Mcp {
class McpSession;
class Workspace;
} // namespace Mcp

/*!
 * The Recording menu: record the selected server's session into a file (docs/recording.md), or every session from
 * its connect on (a setting kept between runs); open a recording read-only (RecordingWindow); or follow one that is
 * being written (a tap's: `mcp-async tap --record FILE`), which shows the host's traffic live.
 */
class RecordingMenu final : public QMenu
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordingMenu)
public:
    RecordingMenu(Mcp::Workspace *workspace, ServerListWidget *servers, QWidget *parent);
    ~RecordingMenu() override;

    QAction *recordAction() const { return m_record; }
    QAction *recordAlwaysAction() const { return m_always; }
    /*! Opens \a path in a RecordingWindow (\a live: follows it); shows why not when it cannot. */
    void openRecording(const QString &path, bool live);
    /*! Where "Record Every Session" puts its files. */
    static QString recordingsFolder();

private:
    void toggleRecording(bool on);
    void recordAlways(bool on);
    void startIn(Mcp::McpSession *session, const QString &folder);
    void syncRecordAction();

    Mcp::Workspace *m_workspace;
    ServerListWidget *m_servers;
    QAction *m_record;
    QAction *m_always;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;
class QUrl;

namespace Mcp {
class McpSession;
class SkillCatalog;
} // namespace Mcp

/*!
 * The "Skills" bottom tab: the skills the selected server publishes (the Skills extension, SEP-2640). The list
 * comes from `skills/list` and reads no file; Load (or a double-click) reads the skill's SKILL.md and verifies it
 * against the entry (size, digest, frontmatter field by field); a double-click on one of its files reads that file
 * and verifies it too. Each skill and file says whether it is unread, verified or failed, and why. Each server
 * keeps its catalog (a child of its session) when another server is selected.
 */
class SkillsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SkillsView)
public:
    enum Column
    {
        NameColumn,
        StateColumn,
        SizeColumn,
        UriColumn,
        ColumnCount
    };
    enum Role
    {
        UriRole = Qt::UserRole + 1, // the skill's SKILL.md URI, or the file's URI
        SkillUriRole, // the URI of the skill an item belongs to
    };

    explicit SkillsView(QWidget *parent = nullptr);
    ~SkillsView() override;

    /*! Shows \a session's skills (null: a placeholder). Lists them once the server is ready and offers them. */
    void setSession(Mcp::McpSession *session);
    /*! The catalog of \a session (made on first use, owned by the session). */
    static Mcp::SkillCatalog *catalogOf(Mcp::McpSession *session);

    /*! Loads the selected skill (or the skill of the selected file). */
    void loadSelected();

private:
    void refresh();
    void rebuild();
    void updateStatus();
    void showSelected();
    void onActivated(QTreeWidgetItem *item);
    void openLink(const QUrl &link);
    QTreeWidgetItem *itemFor(const QString &uri) const;

    QPointer<Mcp::McpSession> m_session;
    QPointer<Mcp::SkillCatalog> m_catalog;
    QLabel *m_status;
    QPushButton *m_refresh;
    QPushButton *m_load;
    QTreeWidget *m_tree;
    QLabel *m_detail;
    QTextBrowser *m_content;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

namespace Mcp {
class McpSession;
class SkillCatalog;
} // namespace Mcp

/*!
 * `mcp-async skills` and `mcp-async skill URI [FILE…]` (SEP-2640): the server's skills as JSON, or one skill loaded
 * and verified against its entry (size, digest, frontmatter), and then each named file of it, read and verified.
 * One JSON object per line for `skill`: "skill", then "file" for each file, or "error" at the first failure.
 */
class SkillsCommand final : public QObject
{
    Q_OBJECT
public:
    SkillsCommand(Mcp::McpSession *session, QObject *parent = nullptr);

    /*! Lists the skills (\a arguments empty), or loads the skill \a arguments[0] and reads the other URIs. */
    void run(const QStringList &arguments);

signals:
    /*! Done, with the command's exit code (0, 1 when content failed verification, 3 when a request failed). */
    void finished(int exitCode);
    void line(const QByteArray &json);

private:
    void list();
    void load(const QString &uri, QStringList files);
    void readNext(const QString &uri, QStringList files);

    Mcp::McpSession *m_session;
    Mcp::SkillCatalog *m_catalog;
};

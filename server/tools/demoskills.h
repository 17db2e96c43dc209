// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace DemoServer {

class McpServer;

/*! One file of a served skill: its path in the skill directory, its type and its bytes. */
struct SkillFileContent
{
    QString path; // "SKILL.md", "references/DIALECTS.md"
    QString mimeType;
    QByteArray bytes;
};

/*!
 * The Skills extension (`io.modelcontextprotocol/skills`, SEP-2640) on the server: declares it under
 * `capabilities.extensions`, answers `skills/list` (paged like the other lists) and `skills/get` (-32602 for a URI
 * that is no served skill), and serves every file as a resource `skill://<skill-path>/<file-path>`, the SKILL.md
 * listed with the name and description of its frontmatter. Entries are built from the files, digests included, so
 * they cannot disagree with what is read.
 */
class SkillShelf
{
public:
    explicit SkillShelf(McpServer &server);
    /*! Serves the skill at \a skillPath ("long-running-demo"); \a files must hold its SKILL.md. */
    void add(const QString &skillPath, const QList<SkillFileContent> &files);

    /*! A served skill: the URI of its SKILL.md and its entry, as skills/list and skills/get give it. */
    struct Served
    {
        QString uri;
        QJsonObject entry;
    };

private:
    McpServer &m_server;
    std::shared_ptr<QList<Served>> m_shelf; // shared with the method handlers, which outlive this object
};

/*! The demo's own skill: how to drive its long-running tools, with a reference and a template. */
void registerDemoSkills(McpServer &server);

} // namespace DemoServer

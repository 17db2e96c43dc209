// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "demoskills.h"

#include <memory>

#include <QJsonArray>

#include "core/catalog.h"
#include "core/mcpserver.h"
#include "core/serversession.h"
#include "protocol/jsonrpc.h"
#include "skills/skill.h"

namespace DemoServer {

namespace {

// The skill this guide ships with the server: how a person (or an agent) drives the demo's long-running tools.
const char kSkillMd[] = R"(---
name: long-running-demo
description: Drive the demo server's long-running tools, answer their questions, and follow them to the end.
license: MIT
metadata:
  version: "1.0"
---

# Long-running demo tools

1. Start `analyze_dataset` with a few `chunks` first: it reports progress after each chunk.
2. `deploy_service` asks the user to confirm (elicitation) and the model for release notes (sampling): answer
   both, or decline to see the operation end cancelled.
3. `research_topic` runs in rounds; `seconds_per_round` sets its pace.
4. Every tool runs in any dialect the client picks: see [the dialects](references/DIALECTS.md).
5. A deployment request to adapt: [template](templates/deploy-request.json).
)";

const char kDialects[] = R"(# Dialects of the demo server

- `sync`: plain `tools/call`, with progress notifications.
- `tasks` (2025-11-25) and `tasks-ext` (2026-07-28): the call returns a task; poll `tasks/get`, read the result
  with `tasks/result` or from the finished task.
- `async-call`, `operation`, `resumable`, `saga`: the proposals that came before Tasks.
)";

const char kTemplate[] = R"({"service": "billing", "environment": "staging", "duration_seconds": 5}
)";

} // namespace

SkillShelf::SkillShelf(McpServer &server)
    : m_server(server)
    , m_shelf(std::make_shared<QList<Served>>())
{
    const std::shared_ptr<QList<Served>> shelf = m_shelf;
    QJsonObject extensions = server.capabilities().value(QStringLiteral("extensions")).toObject();
    extensions.insert(QLatin1String(Mcp::Skills::ExtensionId), QJsonObject {});
    server.setCapability(QStringLiteral("extensions"), extensions);
    server.addMethod(QStringLiteral("skills/list"), [shelf](ServerRequest *request) {
        QJsonArray skills;
        for (const SkillShelf::Served &skill : std::as_const(*shelf))
            skills << skill.entry;
        // One page: the demo serves few skills (an entry is never split across pages anyway).
        request->respond(QJsonObject {{QStringLiteral("skills"), skills}, {QStringLiteral("ttlMs"), 0},
            {QStringLiteral("cacheScope"), QStringLiteral("public")}});
    });
    server.addMethod(QStringLiteral("skills/get"), [shelf](ServerRequest *request) {
        const QJsonValue uri = request->params().value(QStringLiteral("uri"));
        for (const SkillShelf::Served &skill : std::as_const(*shelf)) {
            if (uri.isString() && skill.uri == uri.toString()) {
                request->respond(QJsonObject {{QStringLiteral("skill"), skill.entry}, {QStringLiteral("ttlMs"), 0},
                    {QStringLiteral("cacheScope"), QStringLiteral("public")}});
                return;
            }
        }
        // SEP-2640 "Getting a Skill": a URI that is no served skill is -32602, as resources/read uses.
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params: no such skill"),
            QStringLiteral("%1 is not the SKILL.md of a skill this server serves").arg(uri.toString()));
    });
}

void SkillShelf::add(const QString &skillPath, const QList<SkillFileContent> &files)
{
    const QString root = QStringLiteral("skill://") + skillPath;
    SkillShelf::Served skill;
    skill.uri = root + QStringLiteral("/SKILL.md");
    QJsonArray resources;
    for (const SkillFileContent &file : files) {
        const QString uri = root + QLatin1Char('/') + file.path;
        resources << QJsonObject {{QStringLiteral("uri"), uri},
            {QStringLiteral("digest"), Mcp::Skills::digestOf(file.bytes)}, {QStringLiteral("size"), file.bytes.size()}};
        Resource resource;
        resource.uri = uri;
        resource.mimeType = file.mimeType;
        resource.name = file.path;
        const QByteArray bytes = file.bytes;
        const QString mimeType = file.mimeType;
        resource.read = [bytes, mimeType](const QString &uri) {
            return QJsonArray {Content::textContents(uri, mimeType, QString::fromUtf8(bytes))};
        };
        if (file.path == QLatin1String("SKILL.md")) {
            QString error;
            const QJsonObject frontmatter = Mcp::Skills::parseFrontmatter(file.bytes, &error);
            Q_ASSERT_X(error.isEmpty(), "SkillShelf::add", qPrintable(error));
            skill.entry.insert(QStringLiteral("frontmatter"), frontmatter);
            // SEP-2640 "Resource Metadata": the SKILL.md resource is named and described by its frontmatter.
            resource.name = frontmatter.value(QStringLiteral("name")).toString();
            resource.description = frontmatter.value(QStringLiteral("description")).toString();
        }
        m_server.catalog().addResource(resource);
    }
    skill.entry.insert(QStringLiteral("uri"), skill.uri);
    skill.entry.insert(QStringLiteral("resources"), resources);
    m_shelf->append(skill);
}

void registerDemoSkills(McpServer &server)
{
    SkillShelf shelf(server);
    shelf.add(QStringLiteral("long-running-demo"),
        {{QStringLiteral("SKILL.md"), QStringLiteral("text/markdown"), QByteArray(kSkillMd)},
            {QStringLiteral("references/DIALECTS.md"), QStringLiteral("text/markdown"), QByteArray(kDialects)},
            {QStringLiteral("templates/deploy-request.json"), QStringLiteral("application/json"),
                QByteArray(kTemplate)}});
}

} // namespace DemoServer

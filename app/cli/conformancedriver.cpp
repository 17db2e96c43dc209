// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "conformancedriver.h"

#include <cstdio>
#include <memory>
#include <utility>

#include <QJsonArray>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"
#include "skills/skillcatalog.h"

using namespace Mcp;

namespace {
// json-schema-2020-12-preservation: the focal tool's inputSchema goes back, as received, to the echo tool.
constexpr QLatin1String kSchemaFocalTool("json_schema_2020_12_tool");
constexpr QLatin1String kSchemaEchoTool("json_schema_echo");

// The scenarios that grade calls to every listed tool (MRTR request state, the standard and custom headers, a
// malformed tool beside valid ones), those that grade one echo, and those that grade the tool listing alone.
const QStringList &everyToolScenarios()
{
    static const QStringList names {QStringLiteral("sep-2322-client-request-state"),
        QStringLiteral("http-standard-headers"), QStringLiteral("http-invalid-tool-headers")};
    return names;
}
const QStringList &listingScenarios()
{
    static const QStringList names {QStringLiteral("request-metadata"), QStringLiteral("json-schema-ref-no-deref"),
        QStringLiteral("http-custom-headers"), QStringLiteral("json-schema-2020-12-preservation")};
    return names;
}
// The Skills extension (SEP-2640): list the skills (and read nothing), or list them and load the first one.
const QStringList &skillScenarios()
{
    static const QStringList names {QStringLiteral("sep-2640-client-no-prefetch"),
        QStringLiteral("sep-2640-client-verify-digest"), QStringLiteral("sep-2640-client-verify-size"),
        QStringLiteral("sep-2640-client-verify-frontmatter")};
    return names;
}
} // namespace

ConformanceDriver::ConformanceDriver(McpSession *session, OperationManager *manager, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_manager(manager)
    , m_server(session->config().name)
{
}

bool ConformanceDriver::handles(const QString &scenario)
{
    return everyToolScenarios().contains(scenario) || listingScenarios().contains(scenario)
        || skillScenarios().contains(scenario);
}

void ConformanceDriver::run(const QString &scenario, const QJsonObject &context)
{
    if (skillScenarios().contains(scenario)) {
        runSkills(scenario != QLatin1String("sep-2640-client-no-prefetch"));
        return;
    }
    listTools([this, scenario, context] {
        const QList<ToolInfo> tools = m_session->tools();
        // The suite names the calls it grades, with their arguments.
        const QJsonArray toolCalls = context.value(QLatin1String("toolCalls")).toArray();
        for (const QJsonValue &entry : toolCalls) {
            const QJsonObject call = entry.toObject();
            m_calls << Call {
                call.value(QLatin1String("name")).toString(), call.value(QLatin1String("arguments")).toObject()};
        }
        if (m_calls.isEmpty() && scenario == QLatin1String("json-schema-2020-12-preservation")) {
            const auto focal = std::find_if(
                tools.cbegin(), tools.cend(), [](const ToolInfo &tool) { return tool.name == kSchemaFocalTool; });
            if (focal == tools.cend()) {
                emit failed(tr("the server lists no tool \"%1\"").arg(kSchemaFocalTool));
                return;
            }
            m_calls << Call {kSchemaEchoTool,
                {{QStringLiteral("schema"), focal->raw.value(QLatin1String("inputSchema")).toObject()}}};
        }
        m_readResources = scenario == QLatin1String("http-standard-headers");
        if (m_calls.isEmpty() && everyToolScenarios().contains(scenario)) {
            for (const ToolInfo &tool : tools)
                m_calls << Call {tool.name, {}};
        }
        callNext();
    });
}

void ConformanceDriver::runSkills(bool loadFirst)
{
    auto *catalog = new SkillCatalog(m_session, this);
    if (!catalog->isOffered())
        note(tr("the server does not declare the skills extension; listing anyway"));
    connect(catalog, &SkillCatalog::listFailed, this, [this](const QString &reason) { emit failed(reason); });
    connect(
        catalog, &SkillCatalog::listChanged, this,
        [this, catalog, loadFirst] {
            if (catalog->isRefreshing())
                return;
            for (const SkillCatalog::Skill &skill : catalog->skills())
                note(tr("skill %1 (%2): %3").arg(skill.entry.uri, skill.entry.name(), skill.entry.description()));
            if (!loadFirst || catalog->skills().isEmpty()) {
                emit finished({});
                return;
            }
            const QString uri = catalog->skills().constFirst().entry.uri;
            connect(catalog, &SkillCatalog::skillChanged, this, [this, catalog, uri](const QString &changed) {
                const SkillCatalog::Skill *skill = catalog->skill(changed);
                if (changed != uri || !skill || skill->state == SkillCatalog::State::Loading)
                    return;
                if (skill->state == SkillCatalog::State::Loaded) {
                    note(tr("%1: loaded and verified").arg(uri));
                    emit finished({});
                } else {
                    note(tr("%1: not loaded: %2").arg(uri, skill->problem));
                    emit finished({skill->problem});
                }
            });
            catalog->load(uri);
        },
        Qt::SingleShotConnection);
    catalog->refresh();
}

void ConformanceDriver::listTools(const std::function<void()> &next)
{
    // The listing is part of what is graded, even from a server that declares no tools capability. The first
    // answer counts, and only it: a listing the session started by itself may end while this one runs, and a
    // second one end with the connection that the command closes when it is done.
    auto connections = std::make_shared<QList<QMetaObject::Connection>>();
    const auto once = [connections] {
        for (const QMetaObject::Connection &connection : std::as_const(*connections))
            QObject::disconnect(connection);
    };
    *connections << connect(m_session, &McpSession::toolsChanged, this, [once, next] {
        once();
        next();
    });
    *connections << connect(m_session, &McpSession::toolsRefreshFailed, this, [this, once](const QString &reason) {
        once();
        emit failed(reason);
    });
    m_session->refreshTools();
}

void ConformanceDriver::readFirst(const QString &listMethod, const QString &listKey, const QString &getMethod,
    const QString &nameKey, const std::function<void()> &next)
{
    // The standard headers of resources/read and prompts/get (Mcp-Name from params.uri or params.name) are graded
    // too: list, then read or get the first entry.
    PendingRequest *list = m_session->request(listMethod, {});
    connect(list, &PendingRequest::finished, this, [this, list, listKey, getMethod, nameKey, next] {
        const QJsonObject first = list->result().value(listKey).toArray().first().toObject();
        if (list->hasError() || first.isEmpty()) {
            note(tr("%1: nothing to ask for (%2)").arg(getMethod, list->error().toString()));
            next();
            return;
        }
        PendingRequest *get = m_session->request(getMethod, {{nameKey, first.value(nameKey)}});
        connect(get, &PendingRequest::finished, this, [this, get, getMethod, next] {
            note(tr("%1: %2").arg(getMethod, get->hasError() ? get->error().toString() : tr("answered")));
            next();
        });
    });
}

void ConformanceDriver::callNext()
{
    if (m_calls.isEmpty()) {
        if (std::exchange(m_readResources, false)) {
            readFirst(QStringLiteral("resources/list"), QStringLiteral("resources"), QStringLiteral("resources/read"),
                QStringLiteral("uri"), [this] {
                    readFirst(QStringLiteral("prompts/list"), QStringLiteral("prompts"), QStringLiteral("prompts/get"),
                        QStringLiteral("name"), [this] { emit finished(m_failures); });
                });
            return;
        }
        emit finished(m_failures);
        return;
    }
    const Call call = m_calls.takeFirst();
    LaunchOptions options;
    options.server = m_server;
    options.tool = call.tool;
    options.arguments = call.arguments;
    options.dialect = Dialect::Sync;
    Operation *op = m_manager->launch(options);
    auto ended = [this, op, tool = call.tool] {
        if (op->status() == OperationStatus::Completed) {
            note(tr("%1: completed").arg(tool));
        } else {
            const QString why = tr("%1: %2 (%3)").arg(tool, Statuses::toString(op->status()), op->error().toString());
            note(why);
            m_failures << why;
        }
        callNext();
    };
    if (op->isTerminal())
        QMetaObject::invokeMethod(this, ended, Qt::QueuedConnection);
    else
        connect(op, &Operation::finished, this, ended, Qt::SingleShotConnection);
}

void ConformanceDriver::note(const QString &text) const
{
    std::fprintf(stderr, "mcp-async: conformance: %s\n", qPrintable(text));
}

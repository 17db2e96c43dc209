// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "demoprompts.h"

#include <QJsonArray>
#include <QMap>

#include "core/catalog.h"
#include "core/mcpserver.h"
#include "toolkit.h"

namespace DemoServer {

using namespace ToolKit;

namespace {

QJsonObject message(const QString &role, const QJsonObject &content)
{
    return QJsonObject {{QStringLiteral("role"), role}, {QStringLiteral("content"), content}};
}

/*! The versions released to each environment. */
const QMap<QString, QStringList> &releases()
{
    static const QMap<QString, QStringList> versions {
        {QStringLiteral("staging"), {QStringLiteral("2.4.0-rc1"), QStringLiteral("2.4.0-rc2")}},
        {QStringLiteral("production"), {QStringLiteral("2.2.1"), QStringLiteral("2.3.0"), QStringLiteral("2.3.1")}},
    };
    return versions;
}

/*! A prompt's declaration: its name, title, description and arguments. */
Prompt declared(const char *name, const char *title, const char *description, const QList<Prompt::Argument> &arguments)
{
    Prompt prompt;
    prompt.name = QLatin1String(name);
    prompt.title = QLatin1String(title);
    prompt.description = QLatin1String(description);
    prompt.arguments = arguments;
    return prompt;
}

Prompt reviewRelease()
{
    Prompt review = declared("review_release", "Review a release",
        "Asks the model to review what a release changes in one environment.",
        {{QStringLiteral("environment"), QStringLiteral("staging or production."), true},
            {QStringLiteral("version"), QStringLiteral("A version released there (completed from the environment)."),
                true}});
    review.get = [](const QJsonObject &args) {
        return QJsonArray {message(QStringLiteral("user"),
            Content::text(QStringLiteral("Review release %1 in %2: what changed, what could break, how to roll back.")
                              .arg(args.value(QStringLiteral("version")).toString(),
                                  args.value(QStringLiteral("environment")).toString())))};
    };
    review.completeInContext = [](const QString &name, const QString &prefix, const QJsonObject &context) {
        if (name == QLatin1String("environment"))
            return startingWith(releases().keys(), prefix);
        const QString environment = context.value(QStringLiteral("environment")).toString();
        if (releases().contains(environment))
            return startingWith(releases().value(environment), prefix);
        QStringList all;
        for (const QStringList &versions : releases())
            all << versions;
        return startingWith(all, prefix);
    };
    return review;
}

Prompt incidentReport()
{
    Prompt report = declared("incident_report", "Write an incident report",
        "A report on a service's incident, with its dashboard and its runbook.",
        {{QStringLiteral("service"), QStringLiteral("The service that failed."), true}});
    report.get = [](const QJsonObject &args) {
        const QString service = args.value(QStringLiteral("service")).toString();
        return QJsonArray {
            message(QStringLiteral("user"),
                Content::text(
                    QStringLiteral("Write an incident report for %1. Its dashboard and runbook follow.").arg(service))),
            message(QStringLiteral("user"), Content::image(Content::tinyPng())),
            message(QStringLiteral("user"),
                Content::embeddedText(QStringLiteral("demo://runbooks/%1").arg(service),
                    QStringLiteral("text/markdown"),
                    QStringLiteral("# Runbook: %1\n\n1. Check the error rate.\n2. Roll back the last deployment.\n")
                        .arg(service))),
            message(QStringLiteral("assistant"),
                Content::text(QStringLiteral("I will start with the timeline of the incident."))),
        };
    };
    report.complete = [](const QString &, const QString &prefix) {
        static const QStringList services {
            QStringLiteral("auth-gateway"), QStringLiteral("checkout-api"), QStringLiteral("search-indexer")};
        return startingWith(services, prefix);
    };
    return report;
}

} // namespace

void registerDemoPrompts(McpServer &server)
{
    server.catalog().addPrompt(reviewRelease());
    server.catalog().addPrompt(incidentReport());
}

} // namespace DemoServer

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "promptsrunner.h"

#include <cstdio>

#include <QJsonArray>
#include <QJsonDocument>

#include "clioutput.h"
#include "session/mcpsession.h"
#include "surface/promptcatalog.h"

using namespace Mcp;

void PromptsRunner::run()
{
    m_catalog = new PromptCatalog(m_session, this);
    if (!m_catalog->isSupported()) {
        if (m_options.commandArguments.constFirst() == QLatin1String("list")) {
            printJson(QJsonDocument(QJsonArray()));
            return;
        }
        CliOutput::printError(tr("the server offers no prompts"));
        finish(Usage);
        return;
    }
    connect(m_catalog, &PromptCatalog::promptsChanged, this, &PromptsRunner::onListed, Qt::SingleShotConnection);
    connect(m_catalog, &PromptCatalog::refreshFailed, this, [this](const QString &reason) {
        CliOutput::printError(reason);
        finish(ConnectionError);
    });
    m_catalog->refresh();
}

void PromptsRunner::onListed()
{
    for (const QString &problem : m_catalog->problems())
        CliOutput::printError(problem);
    if (m_options.commandArguments.constFirst() == QLatin1String("list")) {
        QJsonArray prompts;
        for (const PromptInfo &prompt : m_catalog->prompts())
            prompts << prompt.raw;
        printJson(QJsonDocument(prompts));
        return;
    }
    const QString name = m_options.commandArguments.at(1);
    const PromptInfo *prompt = m_catalog->find(name);
    if (!prompt) {
        CliOutput::printError(tr("no prompt called \"%1\"").arg(name));
        finish(Usage);
        return;
    }
    const QStringList missing = prompt->missingArguments(m_options.promptArguments);
    if (!missing.isEmpty()) {
        CliOutput::printError(CliOptions::usageError(
            tr("prompt %1 needs the argument(s) %2 (--arg KEY=VALUE)").arg(name, missing.join(QStringLiteral(", ")))));
        finish(Usage);
        return;
    }
    m_catalog->get(name, m_options.promptArguments, this, [this](const PromptResult &result) {
        if (!result.ok()) {
            CliOutput::printError(result.error);
            finish(ConnectionError);
            return;
        }
        printJson(QJsonDocument(result.toJson()));
    });
}

void PromptsRunner::printJson(const QJsonDocument &document)
{
    std::fputs(document.toJson(QJsonDocument::Indented).constData(), stdout);
    finish(Success);
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "completerunner.h"

#include <cstdio>

#include <QJsonDocument>

#include "clioutput.h"
#include "session/mcpsession.h"
#include "surface/completion.h"

using namespace Mcp;

void CompleteRunner::run()
{
    auto *completion = new CompletionClient(m_session, this);
    if (!completion->isSupported()) {
        CliOutput::printError(tr("the server does not declare the completions capability"));
        finish(Usage);
        return;
    }
    completion->setDebounceMs(0);
    CompletionTarget target = m_options.completePrompt.isEmpty()
        ? CompletionTarget::resource(m_options.completeResource, m_options.completeArgument, m_options.completeValue)
        : CompletionTarget::prompt(m_options.completePrompt, m_options.completeArgument, m_options.completeValue);
    target.context = m_options.promptArguments;
    connect(completion, &CompletionClient::completed, this, [this](const QString &, const CompletionResult &result) {
        if (!result.ok()) {
            CliOutput::printError(result.error);
            finish(ConnectionError);
            return;
        }
        if (!result.problem.isEmpty())
            CliOutput::printError(result.problem);
        std::fputs(QJsonDocument(result.toJson()).toJson(QJsonDocument::Indented).constData(), stdout);
        finish(Success);
    });
    completion->complete(QStringLiteral("cli"), target);
}

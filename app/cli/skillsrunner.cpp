// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "skillsrunner.h"

#include "clioutput.h"
#include "session/mcpsession.h"
#include "skillscommand.h"

void SkillsRunner::run()
{
    auto *skills = new SkillsCommand(m_session, this);
    connect(skills, &SkillsCommand::line, this, &CliOutput::writeLine);
    connect(skills, &SkillsCommand::finished, this, &SkillsRunner::finish);
    skills->run(m_options.command == CliOptions::Command::Skill ? m_options.commandArguments : QStringList());
}

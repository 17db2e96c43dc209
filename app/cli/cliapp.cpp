// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "cliapp.h"

#include <cstdio>

#include <QJsonArray>
#include <QJsonDocument>

#include "authrunner.h"
#include "callrunner.h"
#include "cancelrunner.h"
#include "clioutput.h"
#include "completerunner.h"
#include "conformancerunner.h"
#include "inforunner.h"
#include "joinrunner.h"
#include "lintrunner.h"
#include "loadrunner.h"
#include "logsrunner.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "pingrunner.h"
#include "promptsrunner.h"
#include "recording/httptap.h"
#include "recording/stdiotap.h"
#include "reportrunner.h"
#include "resourcesrunner.h"
#include "sendrunner.h"
#include "skillsrunner.h"
#include "statusrunner.h"
#include "toolsrunner.h"
#include "verifyrunner.h"
#include "workspace/workspace.h"

using namespace Mcp;

namespace {
template <class Runner> CliRunner *makeRunner(const CliOptions &options, QObject *parent)
{
    return new Runner(options, parent);
}
} // namespace

CliApp::CliApp(QObject *parent)
    : QObject(parent)
{
}

CliApp::~CliApp() = default;

bool CliApp::start(const QStringList &arguments)
{
    const CliOptions options = CliOptions::parse(arguments);
    if (options.request == CliOptions::Request::Help) {
        std::fputs(qPrintable(options.helpText), stdout);
        m_exitCode = CliRunner::Success;
        return false;
    }
    if (options.request == CliOptions::Request::Version) {
        std::printf("mcp-async %s\n", MCP_VERSION_STRING);
        m_exitCode = CliRunner::Success;
        return false;
    }
    if (!options.error.isEmpty()) {
        CliOutput::printError(options.error);
        m_exitCode = CliRunner::Usage;
        return false;
    }
    if (options.command == CliOptions::Command::Operations) {
        m_exitCode = printOperations();
        return false;
    }
    if (options.command == CliOptions::Command::Report) {
        m_exitCode = ReportRunner(options).run();
        return false;
    }
    if (options.command == CliOptions::Command::Lint && !options.recordingFile.isEmpty()) {
        m_exitCode = LintRunner::lintRecording(options.recordingFile);
        return false;
    }
    if (options.command == CliOptions::Command::Tap)
        return startTap(options);
    QString error;
    ServerConfig config = options.serverConfig(&error);
    if (!error.isEmpty())
        return usageError(error);
    m_runner = options.command == CliOptions::Command::Verify ? VerifyRunner::create(options, &error, this)
                                                              : createRunner(options, this);
    if (!m_runner)
        return usageError(error);
    if (!m_runner->prepare(&config, &error))
        return usageError(error);
    connect(m_runner, &CliRunner::done, this, [this](int code) {
        m_exitCode = code;
        emit done(code);
    });
    m_runner->start(config);
    return true;
}

bool CliApp::usageError(const QString &message)
{
    CliOutput::printError(CliOptions::usageError(message));
    m_exitCode = CliRunner::Usage;
    return false;
}

CliRunner *CliApp::createRunner(const CliOptions &options, QObject *parent)
{
    using Command = CliOptions::Command;
    using Factory = CliRunner *(*)(const CliOptions &, QObject *);
    // The command each runner serves; tools (and what needs no server) falls through to ToolsRunner.
    static const std::pair<Command, Factory> runners[] = {{Command::Call, &makeRunner<CallRunner>},
        {Command::Join, &makeRunner<JoinRunner>}, {Command::Status, &makeRunner<StatusRunner>},
        {Command::Cancel, &makeRunner<CancelRunner>}, {Command::Conformance, &makeRunner<ConformanceRunner>},
        {Command::Auth, &makeRunner<AuthRunner>}, {Command::Skills, &makeRunner<SkillsRunner>},
        {Command::Skill, &makeRunner<SkillsRunner>}, {Command::Info, &makeRunner<InfoRunner>},
        {Command::Ping, &makeRunner<PingRunner>}, {Command::Logs, &makeRunner<LogsRunner>},
        {Command::Send, &makeRunner<SendRunner>}, {Command::Resources, &makeRunner<ResourcesRunner>},
        {Command::Prompts, &makeRunner<PromptsRunner>}, {Command::Complete, &makeRunner<CompleteRunner>},
        {Command::Lint, &makeRunner<LintRunner>}, {Command::Load, &makeRunner<LoadRunner>}};
    for (const auto &[command, make] : runners) {
        if (command == options.command)
            return make(options, parent);
    }
    return new ToolsRunner(options, parent);
}

int CliApp::printOperations()
{
    // The workspace's engine, without servers: the kept operations are only listed.
    Workspace workspace;
    if (!ReportRunner::openStore(workspace))
        return CliRunner::ConnectionError;
    QJsonArray operations;
    for (const Operation *op : workspace.operations()->operations())
        operations << op->toJson();
    std::fputs(QJsonDocument(operations).toJson(QJsonDocument::Indented).constData(), stdout);
    return CliRunner::Success;
}

bool CliApp::startTap(const CliOptions &options)
{
    QString error;
    if (!options.upstreamUrl.isEmpty()) {
        // The HTTP tap runs until Ctrl-C or SIGTERM; stdout is free, so it says where the host connects.
        m_httpTap = new HttpTap(this);
        m_httpTap->setRecording(options.recordFile);
        m_httpTap->setFaults(options.faults);
        connect(m_httpTap, &HttpTap::faultHit, this, &CliApp::printFault);
        if (!m_httpTap->listen(
                QHostAddress::LocalHost, quint16(options.listenPort), QUrl(options.upstreamUrl), &error)) {
            CliOutput::printError(error);
            m_exitCode = CliRunner::ConnectionError;
            return false;
        }
        std::printf("listening on %s\n", m_httpTap->url().toString().toUtf8().constData());
        std::fflush(stdout);
        return true;
    }
    m_tap = new StdioTap(0, 1, 2, this);
    m_tap->setRecording(options.recordFile);
    m_tap->setFaults(options.faults);
    connect(m_tap, &StdioTap::faultHit, this, &CliApp::printFault);
    if (!m_tap->start(options.commandArguments.constFirst(), options.commandArguments.mid(1), &error)) {
        CliOutput::printError(error);
        m_exitCode = CliRunner::ConnectionError;
        return false;
    }
    connect(m_tap, &StdioTap::finished, this, [this](int code) {
        m_exitCode = code;
        emit done(code);
    });
    return true;
}

void CliApp::printFault(const QString &what, const QJsonObject &details)
{
    // On stderr: a stdio tap's stdout is the host's link.
    QJsonObject line = details;
    line.insert(QStringLiteral("event"), QStringLiteral("fault"));
    line.insert(QStringLiteral("fault"), what);
    std::fprintf(stderr, "%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
}

void CliApp::interrupt()
{
    if (m_tap) {
        m_tap->terminate();
        return;
    }
    if (m_httpTap) {
        delete m_httpTap; // the recording ends with its "end" line
        m_httpTap = nullptr;
        m_exitCode = CliRunner::Success;
        emit done(m_exitCode);
        return;
    }
    if (m_runner)
        m_runner->interrupt();
}

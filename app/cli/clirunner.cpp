// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "clirunner.h"

#include <cstdio>
#include <memory>
#include <utility>

#include <QSet>
#include <QTimer>

#include "auth/credentialstore.h"
#include "auth/oauthclient.h"
#include "clihandler.h"
#include "clioutput.h"
#include "keychaincredentialstore.h"
#include "operations/operationmanager.h"
#include "protocol/jsonrpc.h"
#include "registry/serverregistry.h"
#include "session/mcpsession.h"
#include "transport/transport.h"
#include "workspace/workspace.h"

using namespace Mcp;

CliRunner::CliRunner(const CliOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_handler(new CliRequestHandler(this))
{
    connect(m_handler, &CliRequestHandler::inputAnswered, this,
        [this](const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note) {
            onInputAnswered(method, params, answer, note);
        });
}

CliRunner::~CliRunner() = default;

bool CliRunner::prepare(ServerConfig *, QString *)
{
    return true;
}

void CliRunner::start(const ServerConfig &config)
{
    m_config = config;
    m_store = createCredentialStore();
    m_handler->setElicitPolicy(m_options.elicitPolicy);
    if (m_options.sampleText)
        m_handler->setSampleText(*m_options.sampleText);
    // The inspector's workspace, with the one server of this command in it (never saved: the CLI's servers are
    // its arguments).
    m_workspace = new Workspace(this);
    m_workspace->registry()->setCredentialStore(m_store);
    m_workspace->registry()->setOAuthSetup([this](OAuthClient *oauth) { setUpAuthorization(oauth); });
    m_manager = m_workspace->operations();
    if (answersPrompts())
        m_manager->setInputHandler(m_handler);
    // Call and join keep their operation to be joined again; the others look at one once.
    if (followsToTheEnd()) {
        m_manager->setStorePath(OperationManager::defaultStorePath());
        m_manager->load();
    }
    QTimer::singleShot(0, this, &CliRunner::startSession);
}

void CliRunner::interrupt()
{
    finish(CancelledOrExpired);
}

CredentialStore *CliRunner::createCredentialStore()
{
    if (!m_options.tokenFile.isEmpty())
        return new FileCredentialStore(m_options.tokenFile, this);
    return new KeychainCredentialStore(this);
}

void CliRunner::startSession()
{
    // Joins the operations engine; an entry of this run only, as the command line keeps no list of servers.
    m_session = m_workspace->registry()->addServer(m_config, false, true);
    QString error;
    if (!m_options.recordFile.isEmpty() && !m_workspace->startRecording(m_session, m_options.recordFile, &error)) {
        CliOutput::printError(error);
        finish(ConnectionError);
        return;
    }
    connectToServer();
}

void CliRunner::connectToServer()
{
    // A lost link during call or join is waited out (resumable dialects pick up again); elsewhere it ends the command.
    m_session->setAutoReconnect(followsToTheEnd());
    connect(m_session, &McpSession::logged, this, [this](const LogEntry &entry) {
        const bool problem = entry.level == QLatin1String("error") || entry.level == QLatin1String("warning");
        if (m_options.verbose || (problem && entry.source != LogEntry::Source::ServerLog))
            std::fprintf(stderr, "mcp-async: [%s] %s\n", qPrintable(entry.level), qPrintable(entry.text));
    });
    connect(m_session, &McpSession::ready, this, [this] {
        if (!std::exchange(m_started, true))
            run();
    });
    connect(m_session, &McpSession::stateChanged, this, [this](McpSession::State state) {
        if (state != McpSession::State::Failed)
            return;
        if (!m_started) {
            CliOutput::printError(tr("could not connect: %1").arg(m_session->lastError()));
        } else {
            emitEvent(QStringLiteral("error"),
                {{QStringLiteral("error"),
                    JsonRpcError::localError(ErrorCode::ConnectionClosed, m_session->lastError()).toJson()}});
        }
        finish(ConnectionError);
    });
    m_session->connectToServer();
}

void CliRunner::setUpInteraction(OAuthClient *oauth)
{
    // A one-shot command never waits for a person: stored tokens, refresh and client credentials only.
    oauth->setInteraction(OAuthClient::Interaction::Refuse);
}

void CliRunner::setUpAuthorization(OAuthClient *oauth)
{
    setUpInteraction(oauth);
    if (!m_options.verbose)
        return;
    auto printed = std::make_shared<QSet<QString>>();
    connect(oauth, &OAuthClient::stepsChanged, this, [oauth, printed] {
        const QList<AuthStep> &steps = oauth->steps();
        for (const AuthStep &step : steps) {
            const QString key = step.startedAt.toString(Qt::ISODateWithMs) + step.title;
            if (step.outcome == AuthStep::Outcome::Running || printed->contains(key))
                continue;
            printed->insert(key);
            std::fprintf(stderr, "mcp-async: [auth] %s %s: %s %s\n",
                qPrintable(AuthStep::outcomeToString(step.outcome)), qPrintable(step.title),
                qPrintable(step.redacted().url.toString()), qPrintable(step.detail));
        }
    });
}

void CliRunner::onInputAnswered(
    const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note)
{
    QJsonObject fields {
        {QStringLiteral("method"), method}, {QStringLiteral("params"), params}, {QStringLiteral("answer"), answer}};
    if (!note.isEmpty())
        fields.insert(QStringLiteral("message"), note);
    emitEvent(QStringLiteral("input"), fields);
}

void CliRunner::emitEvent(const QString &event, const QJsonObject &fields)
{
    if (m_ending)
        return; // the last line is out: whatever happens while the link closes did not happen for the command
    QJsonObject line = fields;
    line.insert(QStringLiteral("event"), event);
    CliOutput::writeLine(CliOutput::compact(line));
}

void CliRunner::whenToolsListed(const std::function<void()> &then)
{
    const auto listed = [this] {
        return m_session->state() == McpSession::State::Ready
            && (!m_session->tools().isEmpty() || !m_session->serverCapabilities().contains(QStringLiteral("tools")));
    };
    if (listed()) {
        then();
        return;
    }
    // The listing comes after ready: wait for it, or for its failure (then the call says what is wrong). A failure
    // that is the link's own drop is waited out when the session reconnects, as the command would wait it out a
    // moment later: the session lists the tools again once it is back. A session that gave up ends the command.
    auto *once = new QObject(this);
    const auto fired = std::make_shared<bool>(false);
    const auto fire = [once, fired, then] {
        if (std::exchange(*fired, true))
            return; // the first only
        once->deleteLater();
        then();
    };
    connect(m_session, &McpSession::toolsChanged, once, fire);
    connect(m_session, &McpSession::ready, once, [listed, fire] {
        if (listed())
            fire(); // back without tools to list
    });
    connect(m_session, &McpSession::toolsRefreshFailed, once, [this, once, fire] {
        // Decided once the link's closing has run its course: the session's state says whether it comes back.
        QTimer::singleShot(0, once, [this, fire] {
            if (m_session->state() == McpSession::State::Ready)
                fire();
        });
    });
}

void CliRunner::finish(int code)
{
    // The first end is the command's end: what happens while the link closes (the session failing under a flush,
    // a cancel confirmed late) neither prints nor changes the exit code.
    if (m_ending || m_settling)
        return;
    if (const int settle = settleMs(); settle > 0) {
        m_settling = true;
        QTimer::singleShot(settle, this, [this, code] { end(code); });
        return;
    }
    end(code);
}

void CliRunner::end(int code)
{
    ending();
    m_ending = true;
    m_exitCode = exitCodeFor(code);
    closeAndQuit();
}

void CliRunner::closeAndQuit()
{
    if (Transport *transport = m_session ? m_session->transport() : nullptr) {
        // A notifications/cancelled just sent must reach the server before the link is closed under it.
        if (transport->pendingDeliveryCount() > 0 && m_flushDeadline.isForever())
            m_flushDeadline = QDeadlineTimer(2000);
        if (transport->pendingDeliveryCount() > 0 && !m_flushDeadline.hasExpired()) {
            QTimer::singleShot(20, this, &CliRunner::closeAndQuit);
            return;
        }
    }
    if (m_manager && !m_manager->storePath().isEmpty())
        m_manager->save();
    auto quit = [this] {
        if (!std::exchange(m_done, true))
            emit done(m_exitCode); // once, whether the link closed or its grace ran out first
    };
    Transport *transport = m_session ? m_session->transport() : nullptr;
    if (m_session) {
        m_session->disconnect(this);
        m_session->disconnectFromServer();
    }
    if (transport && transport->state() != Transport::State::Closed) {
        // Let a stdio server end gracefully (stdin closed, then SIGTERM, then SIGKILL after its grace periods).
        connect(transport, &Transport::closed, this, quit, Qt::QueuedConnection);
        QTimer::singleShot(qMax(0, m_config.stdinGraceMs) + 2 * m_config.shutdownGraceMs + 500, this, quit);
        return;
    }
    if (transport && transport->hasFarewellPending()) {
        // The session's DELETE (HTTP) is on its way: quitting now would cut it off, and the server keep the session.
        connect(transport, &Transport::farewellDone, this, quit, Qt::QueuedConnection);
        QTimer::singleShot(FarewellGraceMs, this, quit);
        return;
    }
    QTimer::singleShot(0, this, quit);
}

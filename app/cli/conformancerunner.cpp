// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "conformancerunner.h"

#include <cstdio>

#include <QJsonDocument>
#include <QTimer>

#include "auth/credentialstore.h"
#include "auth/oauthclient.h"
#include "clioutput.h"
#include "conformancedriver.h"
#include "session/mcpsession.h"
#include "transport/transport.h"

using namespace Mcp;

bool ConformanceRunner::prepare(ServerConfig *config, QString *error)
{
    return readContext(&config->auth, error);
}

bool ConformanceRunner::readContext(AuthSettings *auth, QString *error)
{
    // The suite's scenario context: credentials of a pre-registered or machine client, or the identity provider of
    // cross-app access. The Client ID Metadata Document URL is the suite's fixed one.
    auth->clientMetadataUrl = QUrl(QStringLiteral("https://conformance-test.local/client-metadata.json"));
    const QByteArray text = qgetenv("MCP_CONFORMANCE_CONTEXT");
    if (text.isEmpty())
        return true;
    const QJsonObject context = QJsonDocument::fromJson(text).object();
    if (context.isEmpty()) {
        *error = tr("MCP_CONFORMANCE_CONTEXT is not a JSON object");
        return false;
    }
    auth->clientId = context.value(QLatin1String("client_id")).toString();
    auth->clientSecret = context.value(QLatin1String("client_secret")).toString();
    if (context.contains(QLatin1String("private_key_pem"))) {
        auth->grant = AuthSettings::Grant::ClientCredentials;
        auth->privateKeyPem = context.value(QLatin1String("private_key_pem")).toString().toUtf8();
        auth->signingAlgorithm = context.value(QLatin1String("signing_algorithm")).toString();
    }
    if (context.contains(QLatin1String("valid_jwt"))) {
        // Workload identity (auth/wif-jwt-bearer): the suite also hands out a JWT for the wrong audience and an
        // expired one, for clients that test their own checks; a client signs in with the valid one.
        auth->grant = AuthSettings::Grant::WorkloadIdentity;
        auth->assertion = context.value(QLatin1String("valid_jwt")).toString();
    }
    if (context.contains(QLatin1String("idp_id_token"))) {
        auth->grant = AuthSettings::Grant::CrossApp;
        auth->subjectToken = context.value(QLatin1String("idp_id_token")).toString();
        auth->idpClientId = context.value(QLatin1String("idp_client_id")).toString();
        auth->idpTokenEndpoint = QUrl(context.value(QLatin1String("idp_token_endpoint")).toString());
    }
    return true;
}

CredentialStore *ConformanceRunner::createCredentialStore()
{
    return new MemoryCredentialStore(tr("a conformance run"), this); // nothing of a test run is kept
}

void ConformanceRunner::setUpInteraction(OAuthClient *oauth)
{
    // The suite's authorization server approves at once: follow its redirect here.
    oauth->setInteraction(OAuthClient::Interaction::Headless);
}

void ConformanceRunner::run()
{
    const QString scenario = qEnvironmentVariable("MCP_CONFORMANCE_SCENARIO");
    std::fprintf(stderr, "mcp-async: conformance scenario \"%s\"\n", qPrintable(scenario));
    if (scenario == QLatin1String("tools_call"))
        launch(QStringLiteral("add_numbers"), {{QStringLiteral("a"), 5}, {QStringLiteral("b"), 3}}, Dialect::Sync);
    else if (scenario == QLatin1String("sse-retry"))
        launch(QStringLiteral("test_reconnection"), {}, Dialect::Sync);
    else if (scenario.startsWith(QLatin1String("elicitation")))
        runElicitation();
    else if (scenario.startsWith(QLatin1String("auth/")))
        runAuthorization();
    else if (ConformanceDriver::handles(scenario))
        runDriver(scenario);
    else
        finish(Success); // initialize and unknown scenarios: the handshake (and the tool listing) is the test
}

void ConformanceRunner::runElicitation()
{
    // The server sends its elicitation on the standalone GET stream: it must be open before the call. A server
    // without one (405) sends it on the call's own stream instead, so waiting has a limit.
    Transport *transport = m_session->transport();
    auto start = [this] {
        if (!isFollowing())
            launch(QStringLiteral("test_client_elicitation_defaults"), {}, Dialect::Sync);
    };
    if (transport && transport->isListenStreamPending()) {
        connect(transport, &Transport::listenStreamOpened, this, start, Qt::SingleShotConnection);
        QTimer::singleShot(3000, this, start);
    } else {
        start();
    }
}

void ConformanceRunner::runAuthorization()
{
    // The authorization scenarios grade the flow that a 401 (or, for step-up, a 403 on the call) starts: list the
    // tools, then call the scenario's tool when there is one.
    auto callTool = [this] {
        for (const ToolInfo &tool : m_session->tools()) {
            if (tool.name == QLatin1String("test-tool")) {
                launch(tool.name, {}, Dialect::Sync);
                return;
            }
        }
        finish(Success);
    };
    if (!m_session->tools().isEmpty() || !m_session->serverCapabilities().contains(QStringLiteral("tools"))) {
        callTool();
        return;
    }
    connect(m_session, &McpSession::toolsChanged, this, callTool, Qt::SingleShotConnection);
    connect(m_session, &McpSession::toolsRefreshFailed, this, [this](const QString &reason) {
        CliOutput::printError(tr("tools/list failed: %1").arg(reason));
        finish(ConnectionError);
    });
}

void ConformanceRunner::runDriver(const QString &scenario)
{
    auto *driver = new ConformanceDriver(m_session, m_manager, this);
    connect(driver, &ConformanceDriver::failed, this, [this](const QString &reason) {
        CliOutput::printError(reason);
        finish(ConnectionError);
    });
    connect(driver, &ConformanceDriver::finished, this,
        [this](const QStringList &failures) { finish(failures.isEmpty() ? Success : ToolError); });
    driver->run(scenario, QJsonDocument::fromJson(qgetenv("MCP_CONFORMANCE_CONTEXT")).object());
}

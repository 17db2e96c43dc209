// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "authrunner.h"

#include <cstdio>

#include <QDateTime>
#include <QProcess>

#include "auth/credentialstore.h"
#include "auth/oauthclient.h"
#include "clioutput.h"
#include "session/mcpsession.h"

using namespace Mcp;

void AuthRunner::setUpInteraction(OAuthClient *oauth)
{
    oauth->setInteraction(OAuthClient::Interaction::Browser);
    connect(oauth, &OAuthClient::authorizationUrlReady, this, [this](const QUrl &url) {
        std::fprintf(stderr, "mcp-async: sign in at this address%s:\n%s\n",
            m_options.noBrowser ? "" : " (opening it in your browser)", url.toEncoded().constData());
        if (!m_options.noBrowser
            && !QProcess::startDetached(QStringLiteral("xdg-open"), {url.toString(QUrl::FullyEncoded)}))
            CliOutput::printError(tr("could not start a browser (xdg-open): open the address yourself"));
    });
}

void AuthRunner::connectToServer()
{
    OAuthClient *oauth = m_session->oauth();
    if (!oauth) {
        CliOutput::printError(tr("authorization is off for this server (--auth none)"));
        finish(Usage);
        return;
    }
    if (oauth->isLoaded())
        act();
    else
        connect(oauth, &OAuthClient::loaded, this, &AuthRunner::act, Qt::SingleShotConnection);
}

void AuthRunner::run()
{
    // Nothing once the session is ready: the sign-in's own steps go on from there (signIn()).
}

void AuthRunner::act()
{
    OAuthClient *oauth = m_session->oauth();
    const QString action = m_options.commandArguments.constFirst();
    if (action == QLatin1String("status")) {
        printStatus();
        finish(oauth->isSignedIn() ? Success : ConnectionError);
        return;
    }
    if (action == QLatin1String("logout")) {
        connect(oauth, &OAuthClient::signedOut, this, [this] {
            printStatus();
            finish(Success);
        });
        oauth->signOut();
        return;
    }
    signIn(oauth);
}

void AuthRunner::signIn(OAuthClient *oauth)
{
    // A fresh sign-in. Connecting lets the server's own 401 say where to sign in; a server that asks for nothing is
    // signed in to by discovery alone.
    oauth->discardTokens();
    connect(oauth, &OAuthClient::stateChanged, this, [this, oauth](OAuthClient::State state) {
        if (state == OAuthClient::State::Failed) {
            CliOutput::printError(tr("sign-in failed: %1").arg(oauth->lastError()));
            finish(ConnectionError);
        }
    });
    connect(m_session, &McpSession::ready, this, [oauth] {
        if (oauth->isSignedIn() || oauth->state() == OAuthClient::State::Failed)
            return;
        oauth->signIn();
    });
    connect(
        oauth, &OAuthClient::tokensChanged, this,
        [this, oauth] {
            if (oauth->isSignedIn())
                keepTokens(oauth);
        },
        Qt::SingleShotConnection);
    m_session->setAutoReconnect(false);
    connect(m_session, &McpSession::stateChanged, this, [this, oauth](McpSession::State state) {
        if (state == McpSession::State::Failed && oauth->state() != OAuthClient::State::Failed) {
            CliOutput::printError(tr("could not connect: %1").arg(m_session->lastError()));
            finish(ConnectionError);
        }
    });
    connect(m_session, &McpSession::logged, this, [this](const LogEntry &entry) {
        if (m_options.verbose)
            std::fprintf(stderr, "mcp-async: [%s] %s\n", qPrintable(entry.level), qPrintable(entry.text));
    });
    m_session->connectToServer();
}

void AuthRunner::keepTokens(OAuthClient *oauth)
{
    // The tokens must be in the store before the process goes.
    if (!oauth->credentialStore()) {
        printStatus();
        finish(Success);
        return;
    }
    connect(
        oauth, &OAuthClient::stored, this,
        [this](const QString &error) {
            if (!error.isEmpty())
                CliOutput::printError(tr("the tokens could not be kept: %1").arg(error));
            else if (m_store && !m_store->isPersistent())
                // Signed in for nothing, unless the person learns it now.
                CliOutput::printError(tr("signed in, but the tokens last only as long as this command: %1. Keep "
                                         "them with --token-file FILE (or MCP_ASYNC_TOKEN_FILE).")
                                          .arg(m_store->describe()));
            printStatus();
            finish(error.isEmpty() ? Success : ConnectionError);
        },
        Qt::SingleShotConnection);
}

void AuthRunner::printStatus() const
{
    CliOutput::writeLine(CliOutput::compact(status()));
}

QJsonObject AuthRunner::status() const
{
    const OAuthClient *oauth = m_session ? m_session->oauth() : nullptr;
    QJsonObject json {{QStringLiteral("server"), m_config.url.toString()},
        {QStringLiteral("signedIn"), oauth && oauth->isSignedIn()},
        {QStringLiteral("store"), m_store ? m_store->describe() : QString()}};
    if (!oauth)
        return json;
    if (!oauth->issuer().isEmpty())
        json.insert(QStringLiteral("issuer"), oauth->issuer());
    if (!oauth->clientId().isEmpty())
        json.insert(QStringLiteral("clientId"), oauth->clientId());
    const OAuthTokens &tokens = oauth->tokens();
    if (tokens.isValid()) {
        json.insert(QStringLiteral("scope"), tokens.scope);
        json.insert(QStringLiteral("refreshable"), !tokens.refreshToken.isEmpty());
        if (tokens.expiresAt.isValid()) {
            json.insert(QStringLiteral("expiresAt"), tokens.expiresAt.toUTC().toString(Qt::ISODate));
            json.insert(QStringLiteral("expiresIn"), QDateTime::currentDateTimeUtc().secsTo(tokens.expiresAt));
        }
    }
    if (oauth->state() == OAuthClient::State::Failed)
        json.insert(QStringLiteral("error"), oauth->lastError());
    return json;
}

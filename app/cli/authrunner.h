// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

#include "clirunner.h"

/*!
 * `mcp-async auth login|status|logout`: signs in to an OAuth-protected Streamable HTTP server (in the browser,
 * or headless with client credentials or workload identity) and keeps the tokens, shows the stored sign-in, or
 * signs out, revoking the tokens. Each prints the sign-in as one JSON line.
 */
class AuthRunner final : public CliRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuthRunner)
public:
    using CliRunner::CliRunner;

protected:
    /*! Once the stored sign-in is loaded: the action, which connects only to sign in. */
    void connectToServer() override;
    void run() override;
    void setUpInteraction(Mcp::OAuthClient *oauth) override;

private:
    void act();
    void signIn(Mcp::OAuthClient *oauth);
    void keepTokens(Mcp::OAuthClient *oauth);
    void printStatus() const;
    QJsonObject status() const;
};

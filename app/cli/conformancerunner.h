// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "followrunner.h"

namespace Mcp {
struct AuthSettings;
} // namespace Mcp

/*!
 * `mcp-async conformance URL`: the client of the official MCP conformance suite. The suite names the scenario in
 * MCP_CONFORMANCE_SCENARIO (and its context, credentials among them, in MCP_CONFORMANCE_CONTEXT); each scenario
 * checks one client behaviour. The ones that grade more than one call are ConformanceDriver's. Nothing of a test
 * run is kept, and its sign-ins follow the suite's redirects without a person.
 */
class ConformanceRunner final : public FollowRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConformanceRunner)
public:
    using FollowRunner::FollowRunner;

    /*! Reads the scenario's context (MCP_CONFORMANCE_CONTEXT) into the server's authorization. */
    bool prepare(Mcp::ServerConfig *config, QString *error) override;

protected:
    void run() override;
    Mcp::CredentialStore *createCredentialStore() override;
    void setUpInteraction(Mcp::OAuthClient *oauth) override;

private:
    static bool readContext(Mcp::AuthSettings *auth, QString *error);
    void runElicitation();
    void runAuthorization();
    void runDriver(const QString &scenario);
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include "faultinjector.h"

namespace DemoServer {

/*! --oauth and its companions: the embedded OAuth 2.1 authorization server of the Streamable HTTP endpoint. */
struct OAuthOptions
{
    bool enabled = false;
    /*! /authorize approves at once instead of showing a consent page (for tests). */
    bool autoApprove = false;
    /*! Lifetime of access tokens in seconds (not scaled by --time-scale: a security lifetime, taken as given). */
    int tokenTtlSeconds = 3600;
    /*! --oauth-client ID:SECRET, pre-registered confidential clients. */
    QList<QPair<QString, QString>> clients;
};

/*! Everything the command line sets. Plain data: main() parses it, the server and transports read it. */
struct ServerOptions
{
    // Transports: stdio unless one of the network ones is asked for. Port 0 picks a free port.
    bool stdio = false;
    int httpPort = -1;
    int ssePort = -1;
    int wsPort = -1;
    QString host = QStringLiteral("127.0.0.1");

    // Security of the network transports
    QString requiredToken;
    QStringList allowedOrigins;
    OAuthOptions oauth;

    // Behaviour
    /*! Which protocol eras the server speaks; a single one makes it a legacy-only or modern-only server. */
    enum class Eras
    {
        Both,
        LegacyOnly,
        ModernOnly
    };
    Eras eras = Eras::Both;
    bool speaksLegacy() const { return eras != Eras::ModernOnly; }
    bool speaksModern() const { return eras != Eras::LegacyOnly; }
    bool conformanceFixtures = false;
    int pageSize = 0; // tools/list page size, 0 = everything on one page
    QStringList disabledDialects;
    QString stateDir;
    FaultOptions faults;
    int exitAfterSeconds = 0;
    /*! --time-scale (or MCP_DEMO_TIME_SCALE): the factor of every time the server lives by, see TimeScale. */
    double timeScale = 1.0;
    /*! --replay: the recording to answer from instead of the demo tools (empty: none), and --speed. */
    QString replayFile;
    double replaySpeed = 1.0;
    static constexpr double MaxReplaySpeed = 1e6;

    bool anyNetwork() const { return httpPort >= 0 || ssePort >= 0 || wsPort >= 0; }

    /*! The dialect names --disable-dialect accepts. */
    static QStringList dialectNames();

    /*!
     * Parses \a arguments (argv, program name first). Returns false with a message in \a error for a bad
     * command line; sets \a exitNow for --help and --version, whose text is in \a output.
     */
    static bool parse(
        const QStringList &arguments, ServerOptions *options, QString *output, QString *error, bool *exitNow);
};

} // namespace DemoServer

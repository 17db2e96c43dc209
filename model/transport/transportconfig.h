// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Mcp {

/*!
 * What a transport needs to reach a server, and nothing else: which link, the process to start or the URL to
 * use. ServerConfig (session/) adds the name, the era and the timeouts a session needs on top of it.
 */
struct TransportConfig
{
    enum class Kind
    {
        Stdio,
        StreamableHttp,
        LegacySse,
        WebSocket
    };

    Kind kind = Kind::Stdio;

    // stdio
    QString command;
    QStringList arguments;
    QMap<QString, QString> environment; // added to the inherited environment
    QString workingDirectory;
    /*! Grace periods of the stdio shutdown: after closing stdin (unless stdinGraceMs says), then after SIGTERM. */
    int shutdownGraceMs = 2000;
    /*!
     * How long a stdio server may take to exit once its stdin is closed before it gets SIGTERM; negative means
     * shutdownGraceMs. A one-shot command makes it short: many servers never read EOF, and nobody should wait
     * seconds for them.
     */
    int stdinGraceMs = -1;

    // HTTP, SSE, WebSocket
    QUrl url;
    QList<QPair<QByteArray, QByteArray>> headers; // e.g. {"Authorization", "Bearer …"}
};

} // namespace Mcp

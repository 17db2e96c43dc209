// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QUrl>

#include "auth/authsettings.h"
#include "protocol/timeoutpolicy.h"
#include "transport/transportconfig.h"

namespace Mcp {

/*! Which protocol era to speak: detect, or force the initialize handshake or 2026-07-28 per-request metadata. */
enum class Era
{
    Auto,
    Legacy,
    Modern
};

/*!
 * Everything needed to reach one MCP server and talk to it: the transport's part, plus the name, the era and the
 * timeouts. Plain data: stored in settings, read from `mcpServers` JSON.
 */
struct ServerConfig : TransportConfig
{
    QString name;
    Era era = Era::Auto;
    TimeoutPolicy timeouts;
    /*! How the server is authorized (HTTP transports); its secrets are not part of toJson(). */
    AuthSettings auth;

    /*! Parses "stdio", "http", "sse", "ws" (and the long names); false when unknown. */
    static bool kindFromString(const QString &text, Kind *kind);
    static QString kindToString(Kind kind);
    static bool eraFromString(const QString &text, Era *era);
    static QString eraToString(Era era);

    /*!
     * The transport a URL names when nothing else says: ws:// and wss:// are WebSocket, a path ending in `/sse`
     * is the legacy HTTP+SSE transport, anything else Streamable HTTP.
     */
    static Kind kindForUrl(const QUrl &url);
    /*!
     * The server entries of a host's configuration file: `mcpServers` (Claude Desktop, Cursor…), else `servers`
     * (VS Code's mcp.json), else the object itself when it is a bare map of entries.
     */
    static QJsonObject serverEntries(const QJsonObject &document);

    /*! One entry of the `mcpServers` JSON of desktop hosts: {command, args, env, cwd} or {url|serverUrl, type,
     * headers}. */
    static ServerConfig fromMcpServersEntry(const QString &name, const QJsonObject &entry, QString *error = nullptr);
    /*!
     * Moves an `Authorization: Bearer …` header into the static bearer token of `auth` (mode Bearer), where it is a
     * secret: kept in the credential store, never in the settings. Other headers stay. Does nothing when the mode is
     * None or OAuth, which a person chose over the header.
     */
    void takeBearerHeader();
    /*! Without secrets: no bearer token, no client secret, no `Authorization: Bearer` header. */
    QJsonObject toJson() const;
    static ServerConfig fromJson(const QJsonObject &json);
};

} // namespace Mcp

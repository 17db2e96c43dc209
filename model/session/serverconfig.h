// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
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

/*! A root the client offers a server (`roots/list`): a URI (a `file://` one in the spec) and an optional name. */
struct Root
{
    QString uri;
    QString name;

    bool operator==(const Root &other) const { return uri == other.uri && name == other.name; }
    bool operator!=(const Root &other) const { return !(*this == other); }
    /*! `{uri, name}` as `roots/list` has it (no name when empty). */
    QJsonObject toJson() const;
    static Root fromJson(const QJsonObject &json);
    /*! The `roots` array of a `roots/list` result. */
    static QJsonArray listToJson(const QList<Root> &roots);
    /*! Reads a `roots` array; entries without a string `uri` are left out. */
    static QList<Root> listFromJson(const QJsonArray &roots);
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
    /*! The roots offered to this server when it asks (`roots/list`); none by default. */
    QList<Root> roots;

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

    /*!
     * What keeps a configuration from working, in the order problems() finds them: the name, the transport, then
     * the authorization. Each edge words them its own way (the server dialog, the command line).
     */
    enum class Problem
    {
        NoName,
        NoCommand, // stdio without a program to start
        NoUrl,
        InvalidUrl, // not a URL, or one without a host
        NotWebSocketUrl, // the WebSocket transport with a URL that is not ws:// or wss://
        NotHttpUrl, // an HTTP transport with a URL that is not http:// or https://
        NoBearerToken, // Bearer mode without a token (neither typed nor in an `Authorization: Bearer` header)
        NoClientId, // a headless grant (client credentials, workload identity) without a client id
        ClientMetadataNotHttps // a browser sign-in whose Client ID Metadata Document URL is not https://
    };

    /*! Why this configuration cannot work (empty when it can): the one set of rules of the dialog and the CLI. */
    QList<Problem> problems() const;

    /*!
     * One header written as "Name: value" (a `--header`, a line of the server dialog), into \a header; false when
     * \a text has no name before a colon.
     */
    static bool headerFromString(const QString &text, QPair<QByteArray, QByteArray> *header);

    /*!
     * The server that `mcp-async` options name, over \a base: `--stdio "CMD ARGS"` or `--url URL` (with
     * `--transport KIND`), each `--header "Name: value"`, `--era ERA`, and the authorization: `--auth MODE`,
     * `--client-id ID`, `--client-metadata-url URL`, `--scope SCOPES`, `--grant GRANT`, `--redirect-port PORT`, and
     * each `--root URI` (a root offered to the server, added to those of \a base).
     * A `--stdio` or `--url` server replaces the transport of \a base and is named by its command or its URL;
     * headers add to those of \a base, the other options override it. These are the words CommandLine writes
     * (CommandLine::arguments()), and reading them back gives the same server.
     *
     * \a error is set, in the command line's words, when an option cannot be read or the server has problems(),
     * and cleared otherwise. A bearer mode without a token is no problem here: the command takes the token from
     * the credential store.
     */
    static ServerConfig fromArguments(const QStringList &arguments, const ServerConfig &base, QString *error = nullptr);
    /*! The server that `mcp-async` options name, over a default configuration. */
    static ServerConfig fromArguments(const QStringList &arguments, QString *error = nullptr);

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

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

namespace Mcp {

/*! How long a request may wait for its answer. All three parts are per server and editable. */
struct TimeoutPolicy
{
    /*! Time allowed without any sign of life, in ms (0 = no limit). */
    int timeoutMs = 60 * 1000;
    /*! A progress notification for the request restarts the timeout. */
    bool resetOnProgress = true;
    /*! Hard limit from sending to the answer, in ms, progress or not (0 = no limit). Long tools run for hours. */
    int maxTotalMs = 4 * 60 * 60 * 1000;

    bool operator==(const TimeoutPolicy &o) const
    {
        return timeoutMs == o.timeoutMs && resetOnProgress == o.resetOnProgress && maxTotalMs == o.maxTotalMs;
    }
};

/*! Which protocol era to speak: detect, or force the initialize handshake or 2026-07-28 per-request metadata. */
enum class Era
{
    Auto,
    Legacy,
    Modern
};

/*! Everything needed to reach one MCP server. Plain data: stored in settings, read from `mcpServers` JSON. */
struct ServerConfig
{
    enum class Kind
    {
        Stdio,
        StreamableHttp,
        LegacySse,
        WebSocket
    };

    QString name;
    Kind kind = Kind::Stdio;

    // stdio
    QString command;
    QStringList arguments;
    QMap<QString, QString> environment; // added to the inherited environment
    QString workingDirectory;

    // HTTP, SSE, WebSocket
    QUrl url;
    QList<QPair<QByteArray, QByteArray>> headers; // e.g. {"Authorization", "Bearer …"}

    Era era = Era::Auto;
    TimeoutPolicy timeouts;
    /*! Grace periods of the stdio shutdown: after closing stdin, then after SIGTERM. */
    int shutdownGraceMs = 2000;

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
    QJsonObject toJson() const;
    static ServerConfig fromJson(const QJsonObject &json);
};

} // namespace Mcp

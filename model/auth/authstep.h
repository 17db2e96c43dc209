// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

namespace Mcp {

/*!
 * One step of an authorization, as the debugger shows it: what was asked, of whom, what came back, how long it
 * took. Secrets are in it as sent; redacted() is what a person sees unless they ask to reveal them.
 */
struct AuthStep
{
    enum class Kind
    {
        Challenge, // the MCP server refused: 401 or 403 and its WWW-Authenticate
        ResourceMetadata,
        ServerMetadata,
        Registration,
        Authorize, // the browser (or a headless fetch) at the authorization endpoint, and the redirect back
        Token,
        Refresh,
        ClientCredentials,
        TokenExchange,
        Revoke,
        Note // a decision without an HTTP exchange: which scope, which client id, why it stopped
    };
    enum class Outcome
    {
        Running,
        Ok,
        Skipped, // tried and not there (a 404 among the well-known URLs): the flow goes on
        Failed
    };

    Kind kind = Kind::Note;
    Outcome outcome = Outcome::Running;
    QString title;
    QString detail; // what the step decided or why it failed
    QDateTime startedAt;
    qint64 durationMs = -1;
    QByteArray method;
    QUrl url;
    QList<QPair<QByteArray, QByteArray>> requestHeaders;
    QByteArray requestBody;
    int status = 0;
    QList<QPair<QByteArray, QByteArray>> responseHeaders;
    QByteArray responseBody;

    static QString kindToString(Kind kind);
    static QString outcomeToString(Outcome outcome);
    /*!
     * A copy with every secret replaced by "…" and its first four characters: tokens, codes, verifiers,
     * client secrets and assertions, in headers, form bodies, JSON bodies and URL queries.
     */
    AuthStep redacted() const;
    /*! The step as JSON (for export): redacted unless \a reveal. */
    QJsonObject toJson(bool reveal = false) const;
    /*! Redacts one text: a form body, a JSON body or a URL query. */
    static QByteArray redactText(const QByteArray &text);
    static QByteArray redactHeader(const QByteArray &name, const QByteArray &value);
};

} // namespace Mcp

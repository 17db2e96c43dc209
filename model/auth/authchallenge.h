// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QUrl>

namespace Mcp {

/*!
 * One challenge of a `WWW-Authenticate` header (RFC 9110 §11.6.1): a scheme and its auth-params, or its token68.
 * A Bearer challenge (RFC 6750 §3) of an MCP server carries `resource_metadata` (RFC 9728 §5.1), `scope` and,
 * after a refused token, `error` (`invalid_token`, `insufficient_scope`).
 */
struct AuthChallenge
{
    QString scheme; // as sent; compare case-insensitively
    QMap<QString, QString> params; // names lower-cased
    QString token68;

    bool isBearer() const { return scheme.compare(QLatin1String("Bearer"), Qt::CaseInsensitive) == 0; }
    QString param(const QString &name) const { return params.value(name); }
    QString error() const { return param(QStringLiteral("error")); }
    QString scope() const { return param(QStringLiteral("scope")); }
    QString errorDescription() const { return param(QStringLiteral("error_description")); }
    /*! The `resource_metadata` URL, or an empty URL when it is absent or not a valid absolute URL. */
    QUrl resourceMetadata() const;

    /*!
     * Every challenge in \a header, in order. Several challenges may share one header, separated by commas;
     * quoted strings may hold commas and escaped quotes. What cannot be parsed is skipped, never guessed at.
     */
    static QList<AuthChallenge> parse(const QByteArray &header);
    /*! The first Bearer challenge of \a headers (each a `WWW-Authenticate` value), or an empty one. */
    static AuthChallenge bearer(const QList<QByteArray> &headers);
    /*! The first challenge of \a headers with \a scheme ("DPoP", RFC 9449 §7.1), or an empty one. */
    static AuthChallenge find(const QList<QByteArray> &headers, const QString &scheme);
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Mcp {

/*!
 * One item of the `contents` of `resources/read`: text, or a base64 blob kept as received and decoded only when
 * asked (data()), within a size cap.
 */
struct ResourceContent
{
    /*! The largest blob data() decodes (16 MiB); a larger one is refused with a message saying so. */
    static constexpr qint64 MaxBlobBytes = 16 * 1024 * 1024;

    QString uri;
    QString mimeType;
    bool isBlob = false;
    QString text; // when !isBlob
    QByteArray blobBase64; // when isBlob, as received
    QJsonObject raw;

    /*! The size of the decoded blob, computed from the base64 length (no decoding). */
    qint64 blobSize() const;
    /*!
     * The bytes: the text as UTF-8, or the decoded blob. Empty with \a error set when the blob is over \a cap bytes
     * or not valid base64.
     */
    QByteArray data(QString *error = nullptr, qint64 cap = MaxBlobBytes) const;

    /*! Reads one item; false (with \a error) when it has neither a string `text` nor a string `blob`. */
    static bool fromJson(const QJsonObject &json, ResourceContent *content, QString *error);
    /*!
     * The items of a `resources/read` result. Malformed items are left out and each described in \a problems.
     */
    static QList<ResourceContent> listFromResult(const QJsonObject &result, QStringList *problems);

    Q_DECLARE_TR_FUNCTIONS(Mcp::ResourceContent) // tr() for its problems
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourcecontent.h"

#include <QStringList>

namespace Mcp {

qint64 ResourceContent::blobSize() const
{
    // Base64: 4 characters per 3 bytes, less the padding.
    const qint64 length = blobBase64.size();
    const int padding = blobBase64.endsWith("==") ? 2 : (blobBase64.endsWith('=') ? 1 : 0);
    return length / 4 * 3 + (length % 4 ? (length % 4) - 1 : 0) - padding;
}

QByteArray ResourceContent::data(QString *error, qint64 cap) const
{
    if (!isBlob)
        return text.toUtf8();
    const qint64 size = blobSize();
    if (size > cap) {
        if (error) {
            *error = tr("the blob is %1 bytes, more than the %2 bytes shown; save it to a file from the raw result")
                         .arg(size)
                         .arg(cap);
        }
        return {};
    }
    const auto decoded = QByteArray::fromBase64Encoding(blobBase64, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        if (error)
            *error = tr("the blob is not valid base64");
        return {};
    }
    return *decoded;
}

bool ResourceContent::fromJson(const QJsonObject &json, ResourceContent *content, QString *error)
{
    const QJsonValue text = json.value(QStringLiteral("text"));
    const QJsonValue blob = json.value(QStringLiteral("blob"));
    if (!text.isString() && !blob.isString()) {
        *error = tr("a content item with neither a string \"text\" nor a string \"blob\"");
        return false;
    }
    content->uri = json.value(QStringLiteral("uri")).toString();
    content->mimeType = json.value(QStringLiteral("mimeType")).toString();
    content->isBlob = !text.isString();
    content->text = text.toString();
    content->blobBase64 = blob.toString().toLatin1();
    content->raw = json;
    return true;
}

QList<ResourceContent> ResourceContent::listFromResult(const QJsonObject &result, QStringList *problems)
{
    QList<ResourceContent> contents;
    const QJsonValue items = result.value(QStringLiteral("contents"));
    if (!items.isArray()) {
        problems->append(tr("the result has no \"contents\" array"));
        return contents;
    }
    const QJsonArray array = items.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        ResourceContent content;
        QString error;
        if (ResourceContent::fromJson(array.at(i).toObject(), &content, &error))
            contents << content;
        else
            problems->append(tr("contents[%1]: %2").arg(i).arg(error));
    }
    return contents;
}

} // namespace Mcp

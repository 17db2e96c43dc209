// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourceentry.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace Mcp {

namespace {
// The fields that resources and templates share (2025-11-25 and 2026-07-28 schema: BaseMetadata and Annotated).
template <typename Entry>
bool readCommon(const QJsonObject &json, const QString &uriKey, QString *uri, Entry *entry, QString *error)
{
    const QJsonValue uriValue = json.value(uriKey);
    const QJsonValue name = json.value(QStringLiteral("name"));
    if (!uriValue.isString() || uriValue.toString().isEmpty() || !name.isString()) {
        *error = QCoreApplication::translate("Mcp::ResourceEntry", "an entry without a string \"%1\" and \"name\"")
                     .arg(uriKey);
        return false;
    }
    *uri = uriValue.toString();
    entry->name = name.toString();
    entry->title = json.value(QStringLiteral("title")).toString();
    entry->description = json.value(QStringLiteral("description")).toString();
    entry->mimeType = json.value(QStringLiteral("mimeType")).toString();
    entry->raw = json;
    return true;
}

template <typename Entry> QString displayNameOf(const Entry &entry, const QString &uri)
{
    if (!entry.title.isEmpty())
        return entry.title;
    return entry.name.isEmpty() ? uri : entry.name;
}
} // namespace

QString ResourceEntry::displayName() const
{
    return displayNameOf(*this, uri);
}

bool ResourceEntry::fromJson(const QJsonObject &json, ResourceEntry *entry, QString *error)
{
    if (!readCommon(json, QStringLiteral("uri"), &entry->uri, entry, error))
        return false;
    const QJsonValue size = json.value(QStringLiteral("size"));
    entry->size = size.isDouble() ? qint64(size.toDouble()) : -1;
    return true;
}

QString ResourceTemplateEntry::displayName() const
{
    return displayNameOf(*this, uriTemplate);
}

bool ResourceTemplateEntry::fromJson(const QJsonObject &json, ResourceTemplateEntry *entry, QString *error)
{
    if (!readCommon(json, QStringLiteral("uriTemplate"), &entry->uriTemplate, entry, error))
        return false;
    entry->variables = variablesOf(entry->uriTemplate);
    return true;
}

QStringList ResourceTemplateEntry::variablesOf(const QString &uriTemplate)
{
    // RFC 6570 §2.2: an expression is "{" [operator] variable-list "}", a list of varspecs split by commas, each
    // a name with an optional ":N" prefix or "*" explode modifier.
    static const QRegularExpression expression(QStringLiteral("\\{([+#./;?&=,!@|]?)([^}]*)\\}"));
    QStringList names;
    auto it = expression.globalMatch(uriTemplate);
    while (it.hasNext()) {
        const QStringList specs = it.next().captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (QString spec : specs) {
            spec = spec.section(QLatin1Char(':'), 0, 0).trimmed();
            if (spec.endsWith(QLatin1Char('*')))
                spec.chop(1);
            if (!spec.isEmpty() && !names.contains(spec))
                names << spec;
        }
    }
    return names;
}

QString ResourceTemplateEntry::expand(const QHash<QString, QString> &values) const
{
    QString uri = uriTemplate;
    for (const QString &name : variables) {
        const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(values.value(name)));
        uri.replace(QLatin1Char('{') + name + QLatin1Char('}'), encoded);
    }
    return uri;
}

} // namespace Mcp

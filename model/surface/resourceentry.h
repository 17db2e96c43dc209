// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Mcp {

/*! One entry of `resources/list`: a resource with a fixed URI. */
struct ResourceEntry
{
    QString uri;
    QString name;
    QString title;
    QString description;
    QString mimeType;
    qint64 size = -1; // -1: the server did not say
    QJsonObject raw; // the entry as the server sent it

    /*! The title when there is one, else the name, else the URI. */
    QString displayName() const;
    /*! Reads one entry; false (with \a error) when it has no string `uri` and `name`, as the schema requires. */
    static bool fromJson(const QJsonObject &json, ResourceEntry *entry, QString *error);
};

/*! One entry of `resources/templates/list`: a family of resources named by an RFC 6570 URI template. */
struct ResourceTemplateEntry
{
    QString uriTemplate;
    QString name;
    QString title;
    QString description;
    QString mimeType;
    /*! The variable names of the template, in order, each once. */
    QStringList variables;
    QJsonObject raw;

    QString displayName() const;
    /*!
     * The URI with each `{name}` replaced by its value from \a values, percent-encoded as RFC 6570 level 1 simple
     * expansion does (unreserved characters only stay as they are).
     */
    QString expand(const QHash<QString, QString> &values) const;
    static bool fromJson(const QJsonObject &json, ResourceTemplateEntry *entry, QString *error);
    /*!
     * The variable names of \a uriTemplate: the names inside `{…}`, level 1 and the operators and lists of the
     * higher levels alike (`{+path}`, `{?a,b}`, `{var:3}`, `{list*}` name path, a, b, var, list).
     */
    static QStringList variablesOf(const QString &uriTemplate);
};

} // namespace Mcp

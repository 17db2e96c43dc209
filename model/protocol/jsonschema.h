// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace Mcp {

/*!
 * The one JSON Schema validator of the client and the demo server: tool input schemas (the launch form, the
 * demo server's argument check), output schemas (the result viewer) and elicitation forms all go through it.
 *
 * It knows the keywords MCP schemas use: type (one or a list; "integer" is a whole number), enum, const,
 * oneOf/anyOf made of consts (titled enums), allOf, properties, required, additionalProperties (false or a
 * schema), items, minItems, maxItems, uniqueItems, minLength, maxLength (in characters), pattern (unanchored),
 * format (email, uri, date, date-time), minimum, maximum, exclusiveMinimum and exclusiveMaximum (both drafts'
 * forms), multipleOf, and local `$ref`s (`#/…`). Other keywords are not judged: a schema is never a reason to
 * refuse what it does not constrain. Nesting is followed MaxDepth levels deep.
 */
namespace JsonSchema {

/*! Levels of nested schemas and of `$ref` hops followed; a schema that refers to itself stops there. */
constexpr int MaxDepth = 8;

/*! \a schema with its local `$ref`s (`#/…` within \a root) followed; siblings of `$ref` win. */
QJsonObject resolve(const QJsonObject &schema, const QJsonObject &root);
/*! The type words of \a schema: `type` as a string or a list; empty when it says none. */
QStringList types(const QJsonObject &schema);
/*! The type word of \a value: "null", "boolean", "integer" (any whole number), "number", "string", "array",
    "object", or "undefined" for a missing value. */
QString typeOf(const QJsonValue &value);

/*! One allowed value of an enumeration, with its title when the schema gives one. */
struct Option
{
    QJsonValue value;
    QString title;
};
/*! `enum` (with `enumNames`), or a oneOf/anyOf made only of `const`s; nullopt when \a schema is neither. */
std::optional<QList<Option>> options(const QJsonObject &schema);

/*! Whether \a text is a valid \a format (email, uri, date, date-time); other formats are not judged. */
bool isValidFormat(const QString &format, const QString &text);

/*!
 * Checks \a value against \a schema. Returns one message per problem, "where: what", empty when \a value is
 * valid. \a path names \a value in the messages (properties are added as "path.name", items as "path[i]");
 * an empty \a path is called \a rootLabel.
 */
QStringList validate(const QJsonObject &schema, const QJsonValue &value, const QString &path = QString(),
    const QString &rootLabel = QString());

/*! A value as a person reads it in a message: strings bare, the rest as compact JSON. */
QString displayText(const QJsonValue &value);

} // namespace JsonSchema
} // namespace Mcp

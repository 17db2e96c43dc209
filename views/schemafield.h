// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QSet>
#include <QStringList>

#include "protocol/jsonschema.h"

class QWidget;

/*!
 * The editors of a SchemaForm, one per value of the schema at a path ("dataset", "target.region", "tags[1]"), and
 * the helpers they share. Scalars (strings, numbers, booleans, choices, raw JSON) are in schemafield.cpp, arrays
 * and objects of fields in schemacontainerfields.cpp; makeField() picks the editor for a schema.
 */
namespace SchemaFormDetail {

// The fields and helpers are no QObjects: their words go under the context of SchemaForm's own tr().
struct FormText
{
    Q_DECLARE_TR_FUNCTIONS(SchemaForm)
};

inline QString key(const char *text)
{
    return QLatin1String(text);
}

// Nested schemas refer to each other through local $refs; a schema that refers to itself would build forever.
constexpr int kMaxDepth = Mcp::JsonSchema::MaxDepth;

using Mcp::JsonSchema::Option;
using Mcp::JsonSchema::resolve;
using ChangeFn = std::function<void()>;

QStringList typesOf(const QJsonObject &schema);
std::optional<QList<Option>> optionsOf(const QJsonObject &schema);
/*! The type a form field is built for: the first non-null one, or what the keywords imply. */
QString primaryType(const QJsonObject &schema);
/*! Any value as compact JSON, strings quoted. */
QString compactJson(const QJsonValue &value);
/*! A value as a person reads it: strings bare, the rest as JSON. */
QString jsonText(const QJsonValue &value);
/*! Any JSON value, scalars included, from text: "42", "\"x\"", "{…}". */
std::optional<QJsonValue> parseJsonValue(const QString &text);
/*! The value of a text editor: the text, or nothing when it is empty (the key is then not sent). */
std::optional<QJsonValue> textValue(const QString &text);
QString childPath(const QString &path, const QString &name);
QString indexPath(const QString &path, int index);
/*! How messages name the value at \a path ("arguments" for the whole). */
QString label(const QString &path);
/*! What an empty text editor for \a format shows ("YYYY-MM-DD"), or empty for a format without one. */
QString formatPlaceholder(const QString &format);
/*! What an empty editor of \a schema shows: its format, an example, its range or pattern. */
QString placeholderFor(const QJsonObject &schema);

/*! One editor of the form: a value of the schema at a path. */
class Field
{
public:
    Field(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed);
    virtual ~Field();
    Q_DISABLE_COPY_MOVE(Field)

    virtual QWidget *widget() const = 0;
    /*! The value, or nothing when the field is left empty (the key is then not sent). */
    virtual std::optional<QJsonValue> value() const = 0;
    /*! Shows \a value; undefined empties the field. */
    virtual void setValue(const QJsonValue &value) = 0;
    /*! Text that is not even a value of the type ("abc" in a number field). */
    virtual void collectInputProblems(QStringList *problems, QSet<QString> *paths) const;
    /*! Fills in the schema's default, or empties the field. */
    void reset();

    QString path() const { return m_path; }
    bool hasDefault() const;

protected:
    void changed() const;

    QString m_path;
    QJsonObject m_schema;
    bool m_required = false;
    ChangeFn m_changed;
};

/*!
 * The editor of \a schema (resolved against \a root) at \a path, named "field:" plus the path, with its accessible
 * name and description; \a changed is called on every edit. Past kMaxDepth nested schemas, a raw JSON editor.
 */
std::unique_ptr<Field> makeField(const QString &path, const QJsonObject &schema, const QJsonObject &root, bool required,
    const ChangeFn &changed, int depth);
/*! A list of item editors with Add and Remove (schemacontainerfields.cpp). */
std::unique_ptr<Field> makeArrayField(const QString &path, const QJsonObject &schema, const QJsonObject &root,
    bool required, const ChangeFn &changed, int depth);
/*!
 * A form of the properties' editors, required ones first: a group box (checkable when it is optional and has no
 * default), or with \a top a bare widget for the whole form (schemacontainerfields.cpp).
 */
std::unique_ptr<Field> makeObjectField(const QString &path, const QJsonObject &schema, const QJsonObject &root,
    bool required, const ChangeFn &changed, int depth, bool top = false);

} // namespace SchemaFormDetail

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "jsonschema.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUrl>

#include "enumnames.h"

namespace Mcp::JsonSchema {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Mcp::JsonSchema", text);
}

QLatin1String key(const char *text)
{
    return QLatin1String(text);
}

// Any value as compact JSON, strings quoted.
QString compactJson(const QJsonValue &value)
{
    const QByteArray text = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

QString childPath(const QString &path, const QString &name)
{
    return path.isEmpty() ? name : path + QLatin1Char('.') + name;
}

QString indexPath(const QString &path, int index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

bool matchesType(const QString &type, const QJsonValue &value)
{
    if (type == QLatin1String("string"))
        return value.isString();
    if (type == QLatin1String("number"))
        return value.isDouble();
    if (type == QLatin1String("integer"))
        return value.isDouble() && value.toDouble() == std::floor(value.toDouble());
    if (type == QLatin1String("boolean"))
        return value.isBool();
    if (type == QLatin1String("object"))
        return value.isObject();
    if (type == QLatin1String("array"))
        return value.isArray();
    if (type == QLatin1String("null"))
        return value.isNull();
    return true; // an unknown type word is not ours to judge
}

QString typeWords(const QStringList &types)
{
    QStringList words;
    for (const QString &type : types) {
        if (type == QLatin1String("integer"))
            words << tr("a whole number");
        else if (type == QLatin1String("number"))
            words << tr("a number");
        else if (type == QLatin1String("string"))
            words << tr("text");
        else if (type == QLatin1String("boolean"))
            words << tr("true or false");
        else if (type == QLatin1String("object"))
            words << tr("an object");
        else if (type == QLatin1String("array"))
            words << tr("a list");
        else
            words << type;
    }
    return words.join(tr(" or "));
}

// Without an installed translation "%n item(s)" stays as written: spell the plural out.
QString characters(int n)
{
    return n == 1 ? tr("1 character") : tr("%1 characters").arg(n);
}

QString items(int n)
{
    return n == 1 ? tr("1 item") : tr("%1 items").arg(n);
}

QString formatProblem(const QString &where, const QString &format)
{
    if (format == QLatin1String("email"))
        return tr("%1: not an email address").arg(where);
    if (format == QLatin1String("uri"))
        return tr("%1: not a URI").arg(where);
    if (format == QLatin1String("date"))
        return tr("%1: not a date (YYYY-MM-DD)").arg(where);
    if (format == QLatin1String("date-time"))
        return tr("%1: not a date-time (ISO 8601)").arg(where);
    return tr("%1: not a valid %2").arg(where, format);
}

struct Context
{
    QJsonObject root;
    QString rootLabel;
    QStringList *out;
};

void validateValue(
    const QJsonObject &rawSchema, const QJsonValue &value, const QString &path, const Context &context, int depth);

// "type": false when \a value has none of the types, which makes every other keyword moot.
bool checkType(const QJsonObject &schema, const QJsonValue &value, const QString &where, QStringList *out)
{
    // One type word, and it fits: the common case, without a list.
    const QJsonValue type = schema.value(key("type"));
    if (type.isUndefined())
        return true;
    if (type.isString() && matchesType(type.toString(), value))
        return true;
    const QStringList typeList = types(schema);
    if (typeList.isEmpty())
        return true;
    bool ok = false;
    for (const QString &type : typeList)
        ok = ok || matchesType(type, value);
    if (!ok)
        *out << tr("%1: must be %2").arg(where, typeWords(typeList));
    return ok;
}

// "enum" (or a oneOf/anyOf of consts) and "const".
void checkChoices(const QJsonObject &schema, const QJsonValue &value, const QString &where, QStringList *out)
{
    if (const std::optional<QList<Option>> choices = options(schema)) {
        const bool found = std::any_of(
            choices->cbegin(), choices->cend(), [&value](const Option &option) { return option.value == value; });
        if (!found) {
            QStringList allowed;
            for (const Option &option : *choices)
                allowed << displayText(option.value);
            *out << tr("%1: must be one of %2").arg(where, allowed.join(QStringLiteral(", ")));
        }
    }
    if (schema.contains(key("const")) && schema.value(key("const")) != value)
        *out << tr("%1: must be %2").arg(where, displayText(schema.value(key("const"))));
}

// "minLength", "maxLength", "pattern" and "format".
void checkString(const QJsonObject &schema, const QString &text, const QString &where, QStringList *out)
{
    // Lengths are in characters (code points), not UTF-16 units: an emoji is one.
    const qsizetype length =
        text.size() - std::count_if(text.cbegin(), text.cend(), [](QChar c) { return c.isLowSurrogate(); });
    if (schema.contains(key("minLength")) && length < schema.value(key("minLength")).toInt()) {
        *out << tr("%1: at least %2").arg(where, characters(schema.value(key("minLength")).toInt()));
    }
    if (schema.contains(key("maxLength")) && length > schema.value(key("maxLength")).toInt()) {
        *out << tr("%1: at most %2").arg(where, characters(schema.value(key("maxLength")).toInt()));
    }
    const QString pattern = schema.value(key("pattern")).toString();
    if (!pattern.isEmpty()) {
        // JSON Schema patterns are unanchored: a match anywhere in the text counts.
        // The schema's own pattern: it cannot be a static.
        const QRegularExpression re(pattern);
        if (re.isValid() && !re.match(text).hasMatch()) // clazy:exclude=use-static-qregularexpression
            *out << tr("%1: must match %2").arg(where, pattern);
    }
    const QString format = schema.value(key("format")).toString();
    if (!isValidFormat(format, text))
        *out << formatProblem(where, format);
}

// "minimum", "maximum", their exclusive forms and "multipleOf".
void checkNumber(const QJsonObject &schema, double number, const QString &where, QStringList *out)
{
    const auto n = [](const QJsonValue &v) { return compactJson(v); };
    const QJsonValue minimum = schema.value(key("minimum"));
    const QJsonValue maximum = schema.value(key("maximum"));
    const QJsonValue exclusiveMinimum = schema.value(key("exclusiveMinimum"));
    const QJsonValue exclusiveMaximum = schema.value(key("exclusiveMaximum"));
    // Draft 4 writes exclusiveMinimum: true next to minimum; later drafts give the bound itself.
    if (minimum.isDouble()) {
        if (exclusiveMinimum.toBool() ? number <= minimum.toDouble() : number < minimum.toDouble())
            *out << tr("%1: must be at least %2").arg(where, n(minimum));
    }
    if (maximum.isDouble()) {
        if (exclusiveMaximum.toBool() ? number >= maximum.toDouble() : number > maximum.toDouble())
            *out << tr("%1: must be at most %2").arg(where, n(maximum));
    }
    if (exclusiveMinimum.isDouble() && number <= exclusiveMinimum.toDouble())
        *out << tr("%1: must be more than %2").arg(where, n(exclusiveMinimum));
    if (exclusiveMaximum.isDouble() && number >= exclusiveMaximum.toDouble())
        *out << tr("%1: must be less than %2").arg(where, n(exclusiveMaximum));
    const double multipleOf = schema.value(key("multipleOf")).toDouble();
    if (multipleOf > 0) {
        const double ratio = number / multipleOf;
        if (std::fabs(ratio - std::round(ratio)) > 1e-9)
            *out << tr("%1: must be a multiple of %2").arg(where, QString::number(multipleOf, 'g', 6));
    }
}

// "minItems", "maxItems", "uniqueItems", then each item against "items" (one schema, or one per position).
void checkArray(const QJsonObject &schema, const QJsonArray &array, const QString &path, const QString &where,
    const Context &context, int depth)
{
    QStringList *out = context.out;
    if (schema.contains(key("minItems")) && array.size() < schema.value(key("minItems")).toInt())
        *out << tr("%1: at least %2").arg(where, items(schema.value(key("minItems")).toInt()));
    if (schema.contains(key("maxItems")) && array.size() > schema.value(key("maxItems")).toInt())
        *out << tr("%1: at most %2").arg(where, items(schema.value(key("maxItems")).toInt()));
    if (schema.value(key("uniqueItems")).toBool()) {
        for (int i = 1; i < array.size(); ++i) {
            const auto first = std::find(array.begin(), array.end(), array.at(i));
            if (first - array.begin() != i) {
                *out << tr("%1: items must differ (%2 is there twice)").arg(where, displayText(array.at(i)));
                break;
            }
        }
    }
    const QJsonValue itemSchema = schema.value(key("items"));
    if (itemSchema.isObject()) {
        for (int i = 0; i < array.size(); ++i)
            validateValue(itemSchema.toObject(), array.at(i), indexPath(path, i), context, depth + 1);
    } else if (itemSchema.isArray()) { // a tuple: one schema per position
        const QJsonArray positions = itemSchema.toArray();
        for (int i = 0; i < array.size() && i < positions.size(); ++i)
            validateValue(positions.at(i).toObject(), array.at(i), indexPath(path, i), context, depth + 1);
    }
}

// "required", then each member against "properties" or "additionalProperties".
void checkObject(const QJsonObject &schema, const QJsonObject &object, const QString &path, const QString &where,
    const Context &context, int depth)
{
    QStringList *out = context.out;
    const QJsonObject properties = schema.value(key("properties")).toObject();
    const QJsonArray names = schema.value(key("required")).toArray();
    for (const QJsonValue &name : names) {
        if (!object.contains(name.toString()))
            *out << tr("%1: is required").arg(childPath(path, name.toString()));
    }
    const QJsonValue additional = schema.value(key("additionalProperties"));
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString child = childPath(path, it.key());
        if (properties.contains(it.key()))
            validateValue(properties.value(it.key()).toObject(), it.value(), child, context, depth + 1);
        else if (additional.isBool() && !additional.toBool())
            *out << tr("%1: \"%2\" is not a known property").arg(where, it.key());
        else if (additional.isObject())
            validateValue(additional.toObject(), it.value(), child, context, depth + 1);
    }
}

void validateValue(
    const QJsonObject &rawSchema, const QJsonValue &value, const QString &path, const Context &context, int depth)
{
    if (depth > MaxDepth)
        return;
    const QJsonObject schema = resolve(rawSchema, context.root);
    const QString where = path.isEmpty() ? context.rootLabel : path;
    if (!checkType(schema, value, where, context.out))
        return;
    checkChoices(schema, value, where, context.out);
    // "allOf": the value meets every part.
    const QJsonArray parts = schema.value(key("allOf")).toArray();
    for (const QJsonValue &part : parts)
        validateValue(part.toObject(), value, path, context, depth + 1);

    if (value.isString())
        checkString(schema, value.toString(), where, context.out);
    if (value.isDouble())
        checkNumber(schema, value.toDouble(), where, context.out);
    if (value.isArray())
        checkArray(schema, value.toArray(), path, where, context, depth);
    if (value.isObject())
        checkObject(schema, value.toObject(), path, where, context, depth);
}

} // namespace

QJsonObject resolve(const QJsonObject &schema, const QJsonObject &root)
{
    QJsonObject current = schema;
    for (int hops = 0; hops < MaxDepth && current.contains(key("$ref")); ++hops) {
        const QString ref = current.value(key("$ref")).toString();
        if (ref != QLatin1String("#") && !ref.startsWith(QLatin1String("#/")))
            break; // only local references (a JSON pointer within the root schema)
        QJsonValue target = root;
        const QStringList parts = ref.size() > 2 ? ref.mid(2).split(QLatin1Char('/')) : QStringList();
        for (QString part : parts) {
            part.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
            bool isIndex = false;
            const int index = part.toInt(&isIndex);
            target = target.isArray() && isIndex ? target.toArray().at(index) : target.toObject().value(part);
        }
        if (!target.isObject())
            break;
        QJsonObject merged = target.toObject();
        // Siblings of $ref (title, description, default) win over the definition's own.
        for (auto it = current.begin(); it != current.end(); ++it) {
            if (it.key() != QLatin1String("$ref"))
                merged.insert(it.key(), it.value());
        }
        current = merged;
    }
    return current;
}

QStringList types(const QJsonObject &schema)
{
    const QJsonValue type = schema.value(key("type"));
    QStringList list;
    if (type.isString())
        list << type.toString();
    const QJsonArray words = type.toArray();
    for (const QJsonValue &word : words)
        list << word.toString();
    return list;
}

std::optional<QList<Option>> options(const QJsonObject &schema)
{
    QList<Option> options;
    if (schema.contains(key("enum"))) {
        const QJsonArray values = schema.value(key("enum")).toArray();
        const QJsonArray names = schema.value(key("enumNames")).toArray();
        for (int i = 0; i < values.size(); ++i)
            options.append({values.at(i), names.at(i).toString()});
        return options;
    }
    for (const char *word : {"oneOf", "anyOf"}) {
        const QJsonArray alternatives = schema.value(key(word)).toArray();
        if (alternatives.isEmpty())
            continue;
        for (const QJsonValue &alternative : alternatives) {
            const QJsonObject object = alternative.toObject();
            if (!object.contains(key("const")))
                return std::nullopt;
            options.append({object.value(key("const")), object.value(key("title")).toString()});
        }
        return options;
    }
    return std::nullopt;
}

bool isValidFormat(const QString &format, const QString &text)
{
    if (format == QLatin1String("email")) {
        static const QRegularExpression email(QStringLiteral("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"));
        return email.match(text).hasMatch();
    }
    if (format == QLatin1String("uri")) {
        const QUrl url(text, QUrl::StrictMode);
        return url.isValid() && !url.scheme().isEmpty();
    }
    if (format == QLatin1String("date"))
        return text.size() == 10 && QDate::fromString(text, Qt::ISODate).isValid();
    if (format == QLatin1String("date-time"))
        return QDateTime::fromString(text, Qt::ISODateWithMs).isValid();
    return true;
}

QStringList validate(const QJsonObject &schema, const QJsonValue &value, const QString &path, const QString &rootLabel)
{
    QStringList out;
    validateValue(schema, value, path, Context {schema, rootLabel.isEmpty() ? tr("the value") : rootLabel, &out}, 0);
    return out;
}

QString typeOf(const QJsonValue &value)
{
    static const EnumName<QJsonValue::Type> kWords[] = {{QJsonValue::Null, "null"}, {QJsonValue::Bool, "boolean"},
        {QJsonValue::Double, "number"}, {QJsonValue::String, "string"}, {QJsonValue::Array, "array"},
        {QJsonValue::Object, "object"}, {QJsonValue::Undefined, "undefined"}};
    // Any whole number is an integer, beyond 64 bits too (and without an overflowing cast to find out).
    if (value.isDouble() && std::isfinite(value.toDouble()) && std::floor(value.toDouble()) == value.toDouble())
        return QStringLiteral("integer");
    return enumToString(kWords, value.type());
}

QString displayText(const QJsonValue &value)
{
    return value.isString() ? value.toString() : compactJson(value);
}

} // namespace Mcp::JsonSchema

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "elicitation.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>
#include <QUrl>

namespace Mcp::Elicitation {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Elicitation", text);
}

QStringList allowedValues(const QJsonObject &schema)
{
    QStringList values;
    for (const QJsonValue &v : schema.value(QStringLiteral("enum")).toArray())
        values << v.toString();
    for (const QJsonValue &v : schema.value(QStringLiteral("oneOf")).toArray())
        values << v.toObject().value(QStringLiteral("const")).toString();
    for (const QJsonValue &v : schema.value(QStringLiteral("anyOf")).toArray())
        values << v.toObject().value(QStringLiteral("const")).toString();
    return values;
}

QString checkFormat(const QString &format, const QString &text)
{
    if (format == QLatin1String("email")) {
        static const QRegularExpression email(QStringLiteral(R"(^[^@\s]+@[^@\s]+\.[^@\s]+$)"));
        return email.match(text).hasMatch() ? QString() : tr("is not an email address");
    }
    if (format == QLatin1String("uri")) {
        const QUrl url(text, QUrl::StrictMode);
        return url.isValid() && !url.scheme().isEmpty() ? QString() : tr("is not a URI");
    }
    if (format == QLatin1String("date"))
        return QDate::fromString(text, Qt::ISODate).isValid() ? QString() : tr("is not a date (YYYY-MM-DD)");
    if (format == QLatin1String("date-time")) {
        return QDateTime::fromString(text, Qt::ISODateWithMs).isValid() ? QString()
                                                                        : tr("is not a date-time (ISO 8601)");
    }
    return QString();
}
} // namespace

QJsonObject defaultContent(const QJsonObject &requestedSchema)
{
    QJsonObject content;
    const QJsonObject properties = requestedSchema.value(QStringLiteral("properties")).toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonValue def = it.value().toObject().value(QStringLiteral("default"));
        if (!def.isUndefined() && !def.isNull())
            content.insert(it.key(), def);
    }
    return content;
}

QStringList validate(const QJsonObject &requestedSchema, const QJsonObject &content)
{
    QStringList problems;
    const QJsonObject properties = requestedSchema.value(QStringLiteral("properties")).toObject();
    for (const QJsonValue &required : requestedSchema.value(QStringLiteral("required")).toArray()) {
        if (!content.contains(required.toString()))
            problems << tr("%1: required").arg(required.toString());
    }
    for (auto it = content.begin(); it != content.end(); ++it) {
        const QJsonObject schema = properties.value(it.key()).toObject();
        if (schema.isEmpty()) {
            problems << tr("%1: not in the form").arg(it.key());
            continue;
        }
        const QString type = schema.value(QStringLiteral("type")).toString();
        const QJsonValue value = it.value();
        const QString field = it.key() + QStringLiteral(": ");
        if (type == QLatin1String("string")) {
            if (!value.isString()) {
                problems << field + tr("must be text");
                continue;
            }
            const QString text = value.toString();
            const QStringList allowed = allowedValues(schema);
            if (!allowed.isEmpty() && !allowed.contains(text))
                problems << field + tr("must be one of %1").arg(allowed.join(QStringLiteral(", ")));
            const int minLength = schema.value(QStringLiteral("minLength")).toInt(-1);
            const int maxLength = schema.value(QStringLiteral("maxLength")).toInt(-1);
            if (minLength >= 0 && text.size() < minLength)
                problems << field + tr("needs at least %1 characters").arg(minLength);
            if (maxLength >= 0 && text.size() > maxLength)
                problems << field + tr("allows at most %1 characters").arg(maxLength);
            const QString formatProblem = checkFormat(schema.value(QStringLiteral("format")).toString(), text);
            if (!formatProblem.isEmpty())
                problems << field + formatProblem;
        } else if (type == QLatin1String("number") || type == QLatin1String("integer")) {
            if (!value.isDouble()) {
                problems << field + tr("must be a number");
                continue;
            }
            const double number = value.toDouble();
            if (type == QLatin1String("integer") && !(std::isfinite(number) && std::floor(number) == number))
                problems << field + tr("must be a whole number");
            if (schema.contains(QStringLiteral("minimum"))
                && number < schema.value(QStringLiteral("minimum")).toDouble())
                problems << field + tr("must be at least %1").arg(schema.value(QStringLiteral("minimum")).toDouble());
            if (schema.contains(QStringLiteral("maximum"))
                && number > schema.value(QStringLiteral("maximum")).toDouble())
                problems << field + tr("must be at most %1").arg(schema.value(QStringLiteral("maximum")).toDouble());
        } else if (type == QLatin1String("boolean")) {
            if (!value.isBool())
                problems << field + tr("must be true or false");
        } else if (type == QLatin1String("array")) {
            if (!value.isArray()) {
                problems << field + tr("must be a list");
                continue;
            }
            const QJsonArray items = value.toArray();
            const QStringList allowed = allowedValues(schema.value(QStringLiteral("items")).toObject());
            for (const QJsonValue &item : items) {
                if (!allowed.isEmpty() && !allowed.contains(item.toString()))
                    problems << field
                            + tr("\"%1\" is not one of %2").arg(item.toString(), allowed.join(QStringLiteral(", ")));
            }
            const int minItems = schema.value(QStringLiteral("minItems")).toInt(-1);
            const int maxItems = schema.value(QStringLiteral("maxItems")).toInt(-1);
            if (minItems >= 0 && items.size() < minItems)
                problems << field + tr("pick at least %1").arg(minItems);
            if (maxItems >= 0 && items.size() > maxItems)
                problems << field + tr("pick at most %1").arg(maxItems);
        }
    }
    return problems;
}

QString mode(const QJsonObject &params)
{
    return params.value(QStringLiteral("mode")).toString(QStringLiteral("form"));
}

QStringList defaultContentProblems(const QJsonObject &requestedSchema)
{
    const QJsonObject content = defaultContent(requestedSchema);
    QStringList problems;
    QStringList missing;
    for (const QJsonValue &required : requestedSchema.value(QStringLiteral("required")).toArray()) {
        if (!content.contains(required.toString())) {
            missing << required.toString();
            problems << tr("%1: required and has no default").arg(required.toString());
        }
    }
    // A default that breaks its own schema is no valid answer either.
    for (const QString &problem : validate(requestedSchema, content)) {
        const bool isMissing = std::any_of(missing.cbegin(), missing.cend(),
            [&problem](const QString &field) { return problem == tr("%1: required").arg(field); });
        if (!isMissing)
            problems << problem;
    }
    return problems;
}

QList<QJsonObject> requiredUrlElicitations(int code, const QJsonValue &data)
{
    QList<QJsonObject> elicitations;
    if (code != UrlRequiredErrorCode)
        return elicitations;
    for (const QJsonValue &value : data.toObject().value(QStringLiteral("elicitations")).toArray()) {
        QJsonObject elicitation = value.toObject();
        if (elicitation.value(QStringLiteral("url")).toString().isEmpty()
            || elicitation.value(QStringLiteral("elicitationId")).toString().isEmpty())
            continue;
        elicitation.insert(QStringLiteral("mode"), QStringLiteral("url"));
        elicitations << elicitation;
    }
    return elicitations;
}

QJsonObject acceptResult(const QJsonObject &content)
{
    return {{QStringLiteral("action"), QStringLiteral("accept")}, {QStringLiteral("content"), content}};
}

QJsonObject actionResult(const QString &action)
{
    return {{QStringLiteral("action"), action}};
}

} // namespace Mcp::Elicitation

namespace Mcp::Sampling {

QStringList stopReasons()
{
    return {QStringLiteral("endTurn"), QStringLiteral("maxTokens"), QStringLiteral("stopSequence")};
}

QJsonObject textResult(const QString &text, const QString &model, const QString &stopReason)
{
    return {{QStringLiteral("role"), QStringLiteral("assistant")},
        {QStringLiteral("content"),
            QJsonObject {{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}}},
        {QStringLiteral("model"), model}, {QStringLiteral("stopReason"), stopReason}};
}

} // namespace Mcp::Sampling

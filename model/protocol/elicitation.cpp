// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "elicitation.h"

#include "jsonschema.h"

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
// The translation context of these texts, the same for lupdate and at run time.
struct ElicitationText
{
    Q_DECLARE_TR_FUNCTIONS(Mcp::Elicitation)
};
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
    // A form answers only the fields it asks: anything else is not part of it.
    QJsonObject schema = requestedSchema;
    if (!schema.contains(QStringLiteral("additionalProperties")))
        schema.insert(QStringLiteral("additionalProperties"), false);
    return JsonSchema::validate(schema, content, QString(), ElicitationText::tr("the form"));
}

QString mode(const QJsonObject &params)
{
    return params.value(QStringLiteral("mode")).toString(QStringLiteral("form"));
}

QStringList defaultContentProblems(const QJsonObject &requestedSchema)
{
    const QJsonObject content = defaultContent(requestedSchema);
    QStringList problems;
    const QJsonArray requireds = requestedSchema.value(QStringLiteral("required")).toArray();
    for (const QJsonValue &required : requireds) {
        if (!content.contains(required.toString()))
            problems << ElicitationText::tr("%1: required and has no default").arg(required.toString());
    }
    // A default that breaks its own schema is no valid answer either (missing ones are told above).
    QJsonObject schema = requestedSchema;
    schema.remove(QStringLiteral("required"));
    problems << validate(schema, content);
    return problems;
}

QList<QJsonObject> requiredUrlElicitations(int code, const QJsonValue &data)
{
    QList<QJsonObject> elicitations;
    if (code != UrlRequiredErrorCode)
        return elicitations;
    const QJsonArray values = data.toObject().value(QStringLiteral("elicitations")).toArray();
    for (const QJsonValue &value : values) {
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

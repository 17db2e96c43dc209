// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "toolkit.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

namespace DemoServer::ToolKit {

QJsonObject prop(const QString &type, const QString &description, const QJsonValue &defaultValue)
{
    QJsonObject p {{QStringLiteral("type"), type}, {QStringLiteral("description"), description}};
    if (!defaultValue.isUndefined())
        p.insert(QStringLiteral("default"), defaultValue);
    return p;
}

QJsonObject ranged(QJsonObject property, double minimum, double maximum)
{
    property.insert(QStringLiteral("minimum"), minimum);
    property.insert(QStringLiteral("maximum"), maximum);
    return property;
}

QJsonObject objectSchema(const QJsonObject &properties, const QStringList &required)
{
    QJsonObject schema {{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), properties},
        {QStringLiteral("additionalProperties"), false}};
    if (!required.isEmpty())
        schema.insert(QStringLiteral("required"), QJsonArray::fromStringList(required));
    return schema;
}

QJsonObject noArguments()
{
    return QJsonObject {
        {QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), QJsonObject {}}};
}

QJsonObject stringArguments(const QStringList &names, const QStringList &descriptions)
{
    QJsonObject properties;
    for (int i = 0; i < names.size(); ++i) {
        properties.insert(names.at(i),
            QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                {QStringLiteral("description"), descriptions.value(i)}});
    }
    return QJsonObject {{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), properties},
        {QStringLiteral("required"), QJsonArray::fromStringList(names)}};
}

Tool declareTool(
    const QString &name, const QString &title, const QString &description, const QJsonObject &inputSchema, Hints hints)
{
    Tool tool;
    tool.name = name;
    tool.title = title;
    tool.description = description;
    tool.inputSchema = inputSchema;
    tool.annotations = QJsonObject {{QStringLiteral("title"), title}, {QStringLiteral("readOnlyHint"), hints.readOnly},
        {QStringLiteral("destructiveHint"), hints.destructive}, {QStringLiteral("idempotentHint"), hints.idempotent},
        {QStringLiteral("openWorldHint"), hints.openWorld}};
    return tool;
}

Tool::Factory scripted(const QString &toolName, const ToolRun::Script &script, const ToolRun::InputHandler &onInput)
{
    return [toolName, script, onInput](const QJsonObject &arguments, QObject *parent) {
        return ToolRun::create(toolName, arguments, script, onInput, parent);
    };
}

int millis(const QJsonObject &arguments, const QString &key)
{
    return qMax(0, int(arguments.value(key).toDouble() * 1000.0));
}

QString number(qint64 n)
{
    return QLocale(QLocale::English).toString(n);
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject textResult(const QString &text, bool isError)
{
    QJsonObject result {{QStringLiteral("content"), QJsonArray {Content::text(text)}}};
    if (isError)
        result.insert(QStringLiteral("isError"), true);
    return result;
}

QString samplingText(const QJsonObject &result)
{
    const QJsonValue content = result.value(QStringLiteral("content"));
    const QJsonArray blocks = content.isArray() ? content.toArray() : QJsonArray {content};
    QStringList parts;
    for (const QJsonValue &block : blocks) {
        if (block.toObject().value(QStringLiteral("type")) == QLatin1String("text"))
            parts << block.toObject().value(QStringLiteral("text")).toString();
    }
    return parts.join(QLatin1Char(' ')).trimmed();
}

QJsonObject samplingRequest(const QString &prompt, int maxTokens, const QString &systemPrompt)
{
    QJsonObject request {
        {QStringLiteral("messages"),
            QJsonArray {QJsonObject {
                {QStringLiteral("role"), QStringLiteral("user")}, {QStringLiteral("content"), Content::text(prompt)}}}},
        {QStringLiteral("maxTokens"), maxTokens},
    };
    if (!systemPrompt.isEmpty())
        request.insert(QStringLiteral("systemPrompt"), systemPrompt);
    return request;
}

Resource resourceOf(const QString &uri, const QString &name, const QString &description, const QString &mimeType,
    const std::function<QJsonArray(const QString &uri)> &read)
{
    return Resource {uri, name, QString(), description, mimeType, read};
}

Resource textResource(
    const QString &uri, const QString &name, const QString &description, const QString &mimeType, const QString &text)
{
    return resourceOf(uri, name, description, mimeType,
        [mimeType, text](const QString &uri) { return QJsonArray {Content::textContents(uri, mimeType, text)}; });
}

ResourceTemplate templateOf(const QString &uriTemplate, const QString &name, const QString &title,
    const QString &description, const QString &mimeType,
    const std::function<QJsonArray(const QString &uri, const QJsonObject &variables)> &read,
    const std::function<QStringList(const QString &name, const QString &prefix)> &complete)
{
    return ResourceTemplate {uriTemplate, name, title, description, mimeType, read, complete};
}

QStringList startingWith(const QStringList &values, const QString &prefix)
{
    return values.filter(QRegularExpression(QLatin1Char('^') + QRegularExpression::escape(prefix)));
}

} // namespace DemoServer::ToolKit

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "promptinfo.h"

#include <QJsonArray>

namespace Mcp {

QStringList PromptInfo::missingArguments(const QJsonObject &arguments) const
{
    QStringList missing;
    for (const PromptArgument &argument : this->arguments) {
        if (argument.required && arguments.value(argument.name).toString().isEmpty())
            missing << argument.name;
    }
    return missing;
}

PromptInfo PromptInfo::fromJson(const QJsonValue &value)
{
    PromptInfo info;
    info.raw = value.toObject();
    if (!value.isObject()) {
        info.problem = QStringLiteral("a prompt entry is not an object");
        return info;
    }
    info.name = info.raw.value(QStringLiteral("name")).toString();
    info.title = info.raw.value(QStringLiteral("title")).toString();
    info.description = info.raw.value(QStringLiteral("description")).toString();
    if (info.name.isEmpty())
        info.problem = QStringLiteral("a prompt has no name");
    const QJsonValue arguments = info.raw.value(QStringLiteral("arguments"));
    if (!arguments.isUndefined() && !arguments.isArray())
        info.problem = QStringLiteral("prompt %1: arguments is not an array").arg(info.name);
    const QJsonArray list = arguments.toArray();
    for (const QJsonValue &item : list) {
        const QJsonObject object = item.toObject();
        PromptArgument argument;
        argument.name = object.value(QStringLiteral("name")).toString();
        argument.title = object.value(QStringLiteral("title")).toString();
        argument.description = object.value(QStringLiteral("description")).toString();
        argument.required = object.value(QStringLiteral("required")).toBool();
        if (argument.name.isEmpty()) {
            info.problem = QStringLiteral("prompt %1: an argument has no name").arg(info.name);
            continue;
        }
        info.arguments << argument;
    }
    return info;
}

PromptResult PromptResult::fromJson(const QJsonObject &result)
{
    PromptResult prompt;
    prompt.raw = result;
    prompt.description = result.value(QStringLiteral("description")).toString();
    const QJsonValue messages = result.value(QStringLiteral("messages"));
    if (!messages.isArray())
        prompt.problems << QStringLiteral("the result has no messages array");
    const QJsonArray array = messages.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (prompt.messages.size() >= MaxMessages) {
            prompt.problems << QStringLiteral("%1 more messages left out").arg(array.size() - i);
            break;
        }
        const QJsonObject object = array.at(i).toObject();
        PromptMessage message;
        message.role = object.value(QStringLiteral("role")).toString();
        if (message.role.isEmpty())
            prompt.problems << QStringLiteral("message %1 has no role").arg(i + 1);
        message.content = ContentList::fromJson(object.value(QStringLiteral("content")));
        for (const QString &problem : message.content.problems)
            prompt.problems << QStringLiteral("message %1: %2").arg(i + 1).arg(problem);
        prompt.messages << message;
    }
    return prompt;
}

QJsonObject PromptResult::toJson() const
{
    QJsonArray messageArray;
    for (const PromptMessage &message : messages) {
        // A message carries one block, as the spec's PromptMessage does (an array only where a server sent one).
        QJsonArray blocks;
        for (const ContentBlock &block : message.content.blocks)
            blocks << block.raw;
        const QJsonValue content = blocks.size() == 1 ? QJsonValue(blocks.first()) : QJsonValue(blocks);
        messageArray << QJsonObject {{QStringLiteral("role"), message.role}, {QStringLiteral("content"), content}};
    }
    QJsonObject json {{QStringLiteral("messages"), messageArray}};
    if (!description.isEmpty())
        json.insert(QStringLiteral("description"), description);
    if (!problems.isEmpty())
        json.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
    return json;
}

} // namespace Mcp

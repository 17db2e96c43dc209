// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include "protocol/contentblock.h"

namespace Mcp {

/*! One argument of a prompt template, as `prompts/list` declares it. */
struct PromptArgument
{
    QString name;
    QString title;
    QString description;
    bool required = false;

    /*! title if given, else name. */
    QString displayName() const { return title.isEmpty() ? name : title; }
};

/*! One entry of `prompts/list` (2025-11-25 and 2026-07-28 Prompt), read leniently. */
struct PromptInfo
{
    QString name;
    QString title;
    QString description;
    QList<PromptArgument> arguments;
    QJsonObject raw; // the entry as received
    /*! What was wrong with the entry, or empty. */
    QString problem;

    QString displayName() const { return title.isEmpty() ? name : title; }
    /*! The required arguments that \a arguments leaves out or empty, in declaration order. */
    QStringList missingArguments(const QJsonObject &arguments) const;

    /*! One entry from \a value; an entry without a name has a problem set (and is not offered for get). */
    static PromptInfo fromJson(const QJsonValue &value);
};

/*! One message of a `prompts/get` result: its role and its content, read through the content model. */
struct PromptMessage
{
    QString role; // "user" or "assistant"
    ContentList content;
};

/*! A `prompts/get` result, or why there is none. */
struct PromptResult
{
    /*! At most this many messages are kept; the rest are counted in problems. */
    static constexpr int MaxMessages = 1000;

    QString description;
    QList<PromptMessage> messages;
    QStringList problems; // malformed messages, blocks or too many of them
    QString error; // the request failed: empty on success
    QJsonObject raw;

    bool ok() const { return error.isEmpty(); }
    static PromptResult fromJson(const QJsonObject &result);
    /*! The result as the CLI prints it: description, then each message with its role and its block's JSON. */
    QJsonObject toJson() const;
};

} // namespace Mcp

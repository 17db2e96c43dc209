// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include "core/catalog.h"
#include "core/tool.h"
#include "core/toolrun.h"

/*!
 * \file
 * What the demo tools and the conformance fixtures are written with: JSON Schema pieces, annotations, the
 * declaration of a tool and how it starts its run, and small readers of arguments and answers.
 */

namespace DemoServer::ToolKit {

// --- input and output schemas --------------------------------------------------------------------------------

/*! A property of \a type with its description (and default, when given). */
QJsonObject prop(const QString &type, const QString &description, const QJsonValue &defaultValue = QJsonValue());
/*! \a property with `minimum` and `maximum`. */
QJsonObject ranged(QJsonObject property, double minimum, double maximum);
/*! A closed object schema (no other properties) of \a properties, \a required among them. */
QJsonObject objectSchema(const QJsonObject &properties, const QStringList &required = {});
/*! An object schema without properties. */
QJsonObject noArguments();
/*! An object schema of required string properties \a names, described by \a descriptions. */
QJsonObject stringArguments(const QStringList &names, const QStringList &descriptions);

// --- declaring a tool ----------------------------------------------------------------------------------------

/*! The behaviour hints of ToolAnnotations (2025-03-26 and later). */
struct Hints
{
    bool readOnly = false;
    bool destructive = false;
    bool idempotent = false;
    bool openWorld = false;
};

/*! A tool named \a name, with its title, description, input schema and \a hints as annotations (titled too). */
Tool declareTool(
    const QString &name, const QString &title, const QString &description, const QJsonObject &inputSchema, Hints hints);

/*! A factory of runs of \a Run, a ToolRun subclass with ToolRun's constructor. */
template <class Run> Tool::Factory runsOf(const QString &toolName)
{
    return [toolName](const QJsonObject &arguments, QObject *parent) -> ToolRun * {
        return new Run(toolName, arguments, parent);
    };
}

/*! A factory of runs given by functions (ToolRun::create()). */
Tool::Factory scripted(
    const QString &toolName, const ToolRun::Script &script, const ToolRun::InputHandler &onInput = {});

// --- reading arguments and answers ---------------------------------------------------------------------------

/*! Milliseconds from a "seconds" argument \a key of \a arguments, never negative. */
int millis(const QJsonObject &arguments, const QString &key);
/*! \a n with thousands separators, as the demo's texts show it. */
QString number(qint64 n);
/*! \a object as compact JSON text. */
QString compact(const QJsonObject &object);
/*! A CallToolResult of one text block, with `isError` when \a isError. */
QJsonObject textResult(const QString &text, bool isError = false);
/*! The text of a CreateMessageResult (content is one block or, since 2025-11-25, an array): its text blocks. */
QString samplingText(const QJsonObject &result);
/*! A `sampling/createMessage` request of one user message \a prompt (with \a systemPrompt when given). */
QJsonObject samplingRequest(const QString &prompt, int maxTokens, const QString &systemPrompt = QString());

// --- resources and completion --------------------------------------------------------------------------------

/*! A resource \a uri of type \a mimeType, whose contents \a read gives. */
Resource resourceOf(const QString &uri, const QString &name, const QString &description, const QString &mimeType,
    const std::function<QJsonArray(const QString &uri)> &read);
/*! A resource whose contents are always \a text, of type \a mimeType. */
Resource textResource(
    const QString &uri, const QString &name, const QString &description, const QString &mimeType, const QString &text);
/*!
 * A family of resources \a uriTemplate of type \a mimeType: \a read gives the contents of one, with the template's
 * variables, and \a complete (when given) the completion values of a variable.
 */
ResourceTemplate templateOf(const QString &uriTemplate, const QString &name, const QString &title,
    const QString &description, const QString &mimeType,
    const std::function<QJsonArray(const QString &uri, const QJsonObject &variables)> &read,
    const std::function<QStringList(const QString &name, const QString &prefix)> &complete = {});
/*! The completion values of \a values for what a person typed so far, \a prefix. */
QStringList startingWith(const QStringList &values, const QString &prefix);

} // namespace DemoServer::ToolKit

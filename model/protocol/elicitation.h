// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace Mcp {

/*! Helpers for the restricted schema of form-mode `elicitation/create` (2025-11-25 client/elicitation). */
namespace Elicitation {

/*!
 * The content a person would submit by accepting the form unchanged: every property's `default`
 * (SEP-1034), nothing for properties without one.
 */
QJsonObject defaultContent(const QJsonObject &requestedSchema);

/*!
 * Checks \a content against \a requestedSchema: required fields, types, enums, string lengths and formats
 * (email, uri, date, date-time), number ranges, multi-select item counts. Returns one message per problem,
 * naming the field; empty when the content is valid.
 */
QStringList validate(const QJsonObject &requestedSchema, const QJsonObject &content);

/*! "form" or "url" (absent mode means form). */
QString mode(const QJsonObject &params);

/*!
 * What accepting the form with its defaults would leave invalid: one message per problem, naming the field
 * (a required field without a default says so). Empty when accepting the defaults is a valid answer.
 */
QStringList defaultContentProblems(const QJsonObject &requestedSchema);

/*! URLElicitationRequiredError (2025-11-25 client/elicitation): a request waits for URL elicitations. */
constexpr int UrlRequiredErrorCode = -32042;

/*!
 * The URL-mode elicitations (`{mode, elicitationId, url, message}`) an error with \a code and \a data asks the
 * person to complete before the request is retried; empty when it is not a URLElicitationRequiredError or
 * carries none usable (each needs a `url` and an `elicitationId`).
 */
QList<QJsonObject> requiredUrlElicitations(int code, const QJsonValue &data);

/*! The ElicitResult that accepts a form with \a content. */
QJsonObject acceptResult(const QJsonObject &content);
/*! The ElicitResult of a bare \a action: "accept" (a URL elicitation done), "decline" or "cancel". */
QJsonObject actionResult(const QString &action);

/*! The method of the notification by which a server says a URL elicitation is complete (2025-11-25). */
inline constexpr char CompleteNotification[] = "notifications/elicitation/complete";

} // namespace Elicitation

/*! Answers to `sampling/createMessage` (2025-11-25 client/sampling). */
namespace Sampling {

/*! The stop reasons of a CreateMessageResult a person can pick; the first is the usual one. */
QStringList stopReasons();

/*! The CreateMessageResult of an assistant's text \a text, written by \a model. */
QJsonObject textResult(
    const QString &text, const QString &model, const QString &stopReason = QStringLiteral("endTurn"));

} // namespace Sampling
} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace Mcp {

/*! One tool from `tools/list`, with the async markers of every dialect read out of it. */
struct ToolInfo
{
    enum class TaskSupport
    {
        Forbidden,
        Optional,
        Required
    };

    QString name;
    QString title;
    QString description;
    QJsonObject inputSchema;
    QJsonObject outputSchema;
    QJsonObject annotations;
    QJsonObject raw; // the whole definition, for the details view and the CLI

    // Async markers (docs/dialects.md)
    bool preferAsync = false; // async-call: annotations.preferAsync
    QString invocationMode; // operation: "sync" | "async" | empty
    TaskSupport taskSupport = TaskSupport::Forbidden; // tasks: execution.taskSupport

    /*! A parameter mirrored into an `Mcp-Param-{name}` HTTP header (2026-07-28 `x-mcp-header`). */
    struct ParamHeader
    {
        QStringList path; // chain of `properties` keys from the schema root
        QString name;
    };
    QList<ParamHeader> paramHeaders;
    /*! Why the `x-mcp-header` annotations make this definition invalid, or empty. */
    QString paramHeaderError;
    /*! The `Mcp-Param-*` headers for a call with \a arguments (values not yet encoded). */
    QList<QPair<QByteArray, QString>> paramHeaderValues(const QJsonObject &arguments) const;

    QString displayName() const { return title.isEmpty() ? name : title; }
    /*! True when the tool declares any async marker. */
    bool isAsyncCapable() const;
    /*! The markers as short words: "preferAsync", "invocationMode:async", "taskSupport:optional"… */
    QStringList asyncMarkers() const;

    static ToolInfo fromJson(const QJsonObject &json);
    static QString taskSupportToString(TaskSupport support);
};

} // namespace Mcp

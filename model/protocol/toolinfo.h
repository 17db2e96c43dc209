// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Mcp {

/*! One tool from `tools/list`, with the async markers of every dialect read out of it. */
struct ToolInfo
{
    enum class TaskSupport { Forbidden, Optional, Required };

    QString name;
    QString title;
    QString description;
    QJsonObject inputSchema;
    QJsonObject outputSchema;
    QJsonObject annotations;
    QJsonObject raw; // the whole definition, for the details view and the CLI

    // Async markers (DIALECTS.md)
    bool preferAsync = false; // async-call: annotations.preferAsync
    QString invocationMode; // operation: "sync" | "async" | empty
    TaskSupport taskSupport = TaskSupport::Forbidden; // tasks: execution.taskSupport

    QString displayName() const { return title.isEmpty() ? name : title; }
    /*! True when the tool declares any async marker. */
    bool isAsyncCapable() const;
    /*! The markers as short words: "preferAsync", "invocationMode:async", "taskSupport:optional"… */
    QStringList asyncMarkers() const;

    static ToolInfo fromJson(const QJsonObject &json);
    static QString taskSupportToString(TaskSupport support);
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

namespace DemoServer {

class ToolRun;

/*!
 * A tool: what `tools/list` shows and how to start a run. \a factory gets arguments that passed the input
 * schema check, with the schema's defaults filled in.
 */
struct Tool
{
    using Factory = std::function<ToolRun *(const QJsonObject &arguments, QObject *parent)>;

    QString name;
    QString title;
    QString description;
    QJsonObject inputSchema {{QStringLiteral("type"), QStringLiteral("object")}};
    QJsonObject outputSchema; // empty: none
    QJsonObject annotations; // empty: none
    /*! Extra top-level fields of the definition (`execution`, `invocationMode`, `_meta`…). */
    QJsonObject extra;
    Factory factory;
    /*! The run sends notifications or requests before its answer: HTTP answers it with an SSE stream. */
    bool streams = false;

    /*! The definition as `tools/list` returns it. */
    QJsonObject definition() const;
};

/*! The tools of the server, in order, some of them hidden; tells when the visible set changes. */
class ToolRegistry final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolRegistry)
public:
    explicit ToolRegistry(QObject *parent = nullptr);
    ~ToolRegistry() override;

    /*! Adds \a tool (replacing one with the same name); hidden tools are not listed and cannot be called. */
    void add(const Tool &tool, bool visible = true);
    void remove(const QString &name);
    void setVisible(const QString &name, bool visible);
    bool isVisible(const QString &name) const;

    /*! The visible tool called \a name, or null. */
    const Tool *find(const QString &name) const;
    QList<Tool> visibleTools() const;

signals:
    /*! The visible set changed: sessions send `notifications/tools/list_changed`. */
    void changed();

private:
    struct Entry
    {
        Tool tool;
        bool visible = true;
    };
    int indexOf(const QString &name) const;

    QList<Entry> m_entries;
};

/*!
 * The subset of JSON Schema the demo tools use, for checking `tools/call` arguments: `type`, `properties`,
 * `required`, `additionalProperties: false`, `enum`, `minimum`/`maximum`, `minLength`/`maxLength`, `items`.
 */
namespace SchemaCheck {
/*! Why \a value does not match \a schema (naming the field), or an empty string. */
QString validate(const QJsonObject &schema, const QJsonValue &value, const QString &path = QString());
/*! \a arguments with the `default` of each missing top-level property filled in. */
QJsonObject withDefaults(const QJsonObject &schema, const QJsonObject &arguments);
} // namespace SchemaCheck

/*! Opaque cursors for the list methods: a page of \a all starting at the cursor's offset. */
namespace Paging {
/*!
 * Takes the page of \a all at \a cursor (empty: the first) of at most \a pageSize items (0: all); sets
 * \a nextCursor (empty at the end). Returns false for a cursor this server did not issue.
 */
bool page(const QJsonArray &all, const QString &cursor, int pageSize, QJsonArray *page, QString *nextCursor);
} // namespace Paging

} // namespace DemoServer

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "toollistmodel.h"

#include <QHash>
#include <QJsonDocument>
#include <QSet>

#include "protocol/dialect.h"
#include "protocol/rewatch.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
// A table cell shows the first line only: descriptions run to pages (the details pane has the rest).
constexpr int kDescriptionCellChars = 200;

QString firstLine(const QString &text)
{
    const qsizetype newline = text.indexOf(QLatin1Char('\n'));
    QString line = (newline < 0 ? text : text.left(newline)).simplified();
    if (line.size() > kDescriptionCellChars)
        line = line.left(kDescriptionCellChars - 1) + QChar(0x2026);
    return line;
}

// The column titles, in the order of the columns.
const char *const kColumnTitles[ToolColumn::ColumnCount] = {
    QT_TRANSLATE_NOOP("Mcp::ToolListModel", "Name"), // Name
    QT_TRANSLATE_NOOP("Mcp::ToolListModel", "Async markers"), // Markers
    QT_TRANSLATE_NOOP("Mcp::ToolListModel", "Description"), // Description
};
} // namespace

ToolListModel::ToolListModel(QObject *parent)
    : TitledTableModel(kColumnTitles, parent)
{
}

ToolListModel::~ToolListModel() = default;

void ToolListModel::setSession(McpSession *session)
{
    if (!rewatch(m_session, session, this))
        return;
    if (!session) {
        setTools({});
        return;
    }
    connect(session, &McpSession::toolsChanged, this, &ToolListModel::onToolsChanged);
    // Capabilities may differ after a reconnection (another server behind the same URL): dialects follow.
    connect(session, &McpSession::ready, this, &ToolListModel::onToolsChanged);
    connect(session, &QObject::destroyed, this, [this] { setTools({}); });
    onToolsChanged();
}

void ToolListModel::onToolsChanged()
{
    if (m_session)
        setTools(m_session->tools(), m_session->serverCapabilities(), m_session->era() == Era::Modern);
}

ToolListModel::Row ToolListModel::makeRow(const ToolInfo &tool) const
{
    Row row;
    row.info = tool;
    row.markers = tool.asyncMarkers();
    const QList<Dialect> dialects = Dialects::offered(tool, m_capabilities, m_modernEra, &row.required);
    for (Dialect dialect : dialects)
        row.dialects << Dialects::toString(dialect);
    row.asyncCapable = tool.isAsyncCapable();
    // 2026-07-28 tasks extension: no tool flag, the server decides per call whether it becomes a task, so every
    // tool of a server that declares it may run long.
    if (dialects.contains(Dialect::TasksExt)) {
        row.markers << QStringLiteral("tasks-ext (server)");
        row.asyncCapable = true;
    }
    return row;
}

void ToolListModel::setTools(const QList<ToolInfo> &tools, const QJsonObject &serverCapabilities, bool modernEra)
{
    m_capabilities = serverCapabilities;
    m_modernEra = modernEra;
    QList<Row> next;
    next.reserve(tools.size());
    QHash<QString, int> nextIndex;
    bool duplicates = false;
    for (const ToolInfo &tool : tools) {
        duplicates = duplicates || nextIndex.contains(tool.name);
        nextIndex.insert(tool.name, int(next.size()));
        next << makeRow(tool);
    }
    QSet<QString> oldNames;
    for (const Row &row : std::as_const(m_rows)) {
        duplicates = duplicates || oldNames.contains(row.info.name);
        oldNames.insert(row.info.name);
    }
    // Survivors must keep their relative order for the incremental path; a server that reorders its tools (or
    // lists a name twice) gets a reset, which for a list of tools is rare and cheap.
    if (duplicates || survivorsReordered(next, nextIndex, oldNames)) {
        beginResetModel();
        m_rows = std::move(next);
        endResetModel();
        return;
    }
    removeVanished(nextIndex);
    const QList<int> changed = insertNewAndUpdate(next, oldNames);
    emitChangedRuns(changed);
}

bool ToolListModel::survivorsReordered(
    const QList<Row> &next, const QHash<QString, int> &nextIndex, const QSet<QString> &oldNames) const
{
    int pos = 0;
    for (const Row &row : next) {
        if (!oldNames.contains(row.info.name))
            continue;
        while (pos < m_rows.size() && !nextIndex.contains(m_rows.at(pos).info.name))
            ++pos;
        if (pos >= m_rows.size() || m_rows.at(pos).info.name != row.info.name)
            return true;
        ++pos;
    }
    return false;
}

void ToolListModel::removeVanished(const QHash<QString, int> &nextIndex)
{
    // Bottom-up in contiguous runs so that each run is one rowsRemoved.
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        if (nextIndex.contains(m_rows.at(i).info.name))
            continue;
        const int last = i;
        while (i > 0 && !nextIndex.contains(m_rows.at(i - 1).info.name))
            --i;
        beginRemoveRows(QModelIndex(), i, last);
        m_rows.remove(i, last - i + 1);
        endRemoveRows();
    }
}

QList<int> ToolListModel::insertNewAndUpdate(const QList<Row> &next, const QSet<QString> &oldNames)
{
    // New tools are inserted in runs where they appear; survivors whose definition changed are replaced.
    QList<int> changed;
    int row = 0;
    for (int i = 0; i < next.size();) {
        if (row < m_rows.size() && m_rows.at(row).info.name == next.at(i).info.name) {
            Row &current = m_rows[row];
            if (current.info.raw != next.at(i).info.raw || current.dialects != next.at(i).dialects
                || current.required != next.at(i).required) {
                current = next.at(i);
                changed << row;
            }
            ++row;
            ++i;
            continue;
        }
        int end = i;
        while (end < next.size() && !oldNames.contains(next.at(end).info.name))
            ++end;
        beginInsertRows(QModelIndex(), row, row + (end - i) - 1);
        for (int k = i; k < end; ++k)
            m_rows.insert(row + (k - i), next.at(k));
        endInsertRows();
        row += end - i;
        i = end;
    }
    return changed;
}

void ToolListModel::emitChangedRuns(const QList<int> &changed)
{
    for (int k = 0; k < changed.size();) {
        int last = k;
        while (last + 1 < changed.size() && changed.at(last + 1) == changed.at(last) + 1)
            ++last;
        emit dataChanged(index(changed.at(k), 0), index(changed.at(last), ToolColumn::ColumnCount - 1));
        k = last + 1;
    }
}

ToolInfo ToolListModel::tool(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).info : ToolInfo();
}

int ToolListModel::rowOf(const QString &name) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).info.name == name)
            return row;
    }
    return -1;
}

int ToolListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant ToolListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Row &row = m_rows.at(index.row());
    const ToolInfo &tool = row.info;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ToolColumn::Name:
            return tool.name;
        case ToolColumn::Markers:
            return row.markers.join(QStringLiteral(" \u00b7 "));
        case ToolColumn::Description:
            return firstLine(tool.description);
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case ToolColumn::Name:
            return tool.title.isEmpty() ? tool.name : tool.title + QStringLiteral(" (") + tool.name + QLatin1Char(')');
        case ToolColumn::Markers:
            return tr("Dialects: %1%2%3")
                .arg(row.dialects.join(QStringLiteral(", ")),
                    row.required ? tr(" (an async dialect is required)") : QString(),
                    row.dialects.contains(Dialects::toString(Dialect::TasksExt))
                        ? tr("\nThe server declares the tasks extension: it decides for each call whether it "
                             "becomes a task.")
                        : QString());
        case ToolColumn::Description:
            return tool.description;
        }
        break;
    case SortRole:
        switch (index.column()) {
        case ToolColumn::Name:
            return tool.name;
        case ToolColumn::Markers:
            return row.markers.join(QLatin1Char(' '));
        case ToolColumn::Description:
            return tool.description;
        }
        break;
    case ToolNameRole:
        return tool.name;
    case ToolTitleRole:
        return tool.title;
    case AsyncCapableRole:
        return row.asyncCapable;
    case MarkersRole:
        return row.markers;
    case DialectsRole:
        return row.dialects;
    case RequiredRole:
        return row.required;
    case DescriptionRole:
        return tool.description;
    case InputSchemaTextRole:
        // Made on demand: only the details pane asks, for one tool at a time.
        return QString::fromUtf8(QJsonDocument(tool.inputSchema).toJson(QJsonDocument::Indented));
    default:
        break;
    }
    return QVariant();
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Tool definitions as a tools/list result carries them, into the tool model and its filter. Input:
// {"tools": [...], "capabilities": {...}, "arguments": {...}, "filter": "..."} or any bytes.
#include <QJsonArray>

#include "fuzzsupport.h"
#include "models/roles.h"
#include "models/toolfiltermodel.h"
#include "models/toollistmodel.h"
#include "protocol/toolinfo.h"

using namespace Mcp;

namespace {
void readEveryCell(const QAbstractItemModel &model)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(SortRole), int(ToolNameRole),
                     int(MarkersRole), int(DialectsRole), int(RequiredRole), int(InputSchemaTextRole)})
                model.data(index, role);
        }
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QCoreApplication>();
    const QJsonObject input = Fuzz::object(Fuzz::bytes(data, size));
    const QJsonObject capabilities = input.value(QStringLiteral("capabilities")).toObject();
    const QJsonObject arguments = input.value(QStringLiteral("arguments")).toObject();
    QList<ToolInfo> tools;
    for (const QJsonValue &value : input.value(QStringLiteral("tools")).toArray()) {
        const ToolInfo tool = ToolInfo::fromJson(value.toObject());
        tool.asyncMarkers();
        tool.displayName();
        if (tool.paramHeaderError.isEmpty())
            tool.paramHeaderValues(arguments);
        tools << tool;
    }
    ToolListModel model;
    ToolFilterModel filter;
    filter.setSourceModel(&model);
    model.setTools(tools, capabilities);
    readEveryCell(model);
    // The list changes: minimal row changes from one list to another.
    QList<ToolInfo> changed(tools.crbegin(), tools.crend());
    if (!changed.isEmpty())
        changed.removeLast();
    model.setTools(changed, capabilities);
    filter.setAsyncOnly(true);
    filter.setFilterText(input.value(QStringLiteral("filter")).toString());
    readEveryCell(filter);
    model.setTools({}, {});
    return 0;
}

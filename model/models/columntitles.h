// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

#include <QMetaObject>
#include <QVariant>

namespace Mcp {

/*! The horizontal header of a table model whose columns are numbered 0..N-1: the title of \a section from
    \a titles (marked with QT_TR_NOOP in the model's member function), translated in the context of \a model;
    nothing for other orientations, roles or sections. */
template <std::size_t N>
QVariant columnTitle(
    const QMetaObject &model, const char *const (&titles)[N], int section, Qt::Orientation orientation, int role)
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || std::size_t(section) >= N
        || !titles[section])
        return QVariant();
    return model.tr(titles[section], nullptr);
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QString>

namespace Mcp {

/*! Text formats shared by the item models, so that every view shows times and sizes alike. */
namespace Format {

/*! \a seconds as "mm:ss", or "h:mm:ss" from one hour on; negative values count as zero. */
QString duration(qint64 seconds);
/*! \a ms as duration() with its milliseconds: "mm:ss.mmm" (a position in a recording). */
QString elapsed(qint64 ms);
/*! Local wall-clock time of \a msSinceEpoch: "hh:mm:ss", with the date in front when it is not today. */
QString clockTime(qint64 msSinceEpoch, bool withMs = false);
/*! A number without trailing zeros ("42", "0.5", "1.25e+06"). */
QString number(double value);
/*! A byte count: "512 B", "1.5 KiB", "2.0 MiB". */
QString bytes(qint64 size);

/*! A JSON-RPC id as a person reads it: a string without its quotes, an integral number without a decimal point,
 * "null" for null, empty for anything else. */
QString idText(const QJsonValue &id);

} // namespace Format
} // namespace Mcp

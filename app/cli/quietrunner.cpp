// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "quietrunner.h"

void QuietRunner::onInputAnswered(const QString &, const QJsonObject &, const QJsonObject &, const QString &)
{
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>

#include "quietrunner.h"

/*!
 * `mcp-async info`: what the server said about itself and what this client declared (ServerDescription), as an
 * indented outline, or as one JSON object with --json.
 */
class InfoRunner final : public QuietRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InfoRunner)
public:
    using QuietRunner::QuietRunner;

    /*! \a value as an outline, "key: value" lines indented by \a depth. */
    static QString outline(const QJsonValue &value, int depth = 0);

protected:
    void run() override;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1String>

namespace Mcp {

/*! The recording format's version (docs/recording.md), in the header's `mcpRecording` member. */
namespace RecordingFormat {
constexpr int Version = 1;
}

/*! Member names of the format that more than one file reads or writes. */
namespace RecordingKey {
/*! The header's member that makes a line the header, and whose value is the format's version. */
constexpr QLatin1String format()
{
    return QLatin1String("mcpRecording");
}
} // namespace RecordingKey

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The differences between two JSON values, as the resend dialog compares two answers of a server. Input:
// {"before": …, "after": …, "cap": n} or any bytes.
#include <algorithm>
#include <cstdlib>

#include "fuzzsupport.h"
#include "protocol/jsondiff.h"

using namespace Mcp;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QCoreApplication>();
    const QJsonObject input = Fuzz::object(Fuzz::bytes(data, size));
    const QJsonValue before = input.value(QStringLiteral("before"));
    const QJsonValue after = input.value(QStringLiteral("after"));
    const int cap = input.value(QStringLiteral("cap")).toInt(JsonDiff::DefaultMaxEntries);
    const JsonDiff diff = JsonDiff::compare(before, after, cap);
    // Bounded, and the same value has no differences; equal values none either way.
    if (diff.entries.size() > std::max(1, cap) || (diff.more > 0 && diff.entries.size() < std::max(1, cap)))
        abort();
    if (!JsonDiff::compare(before, before, cap).isEmpty() || (before == after) != diff.isEmpty())
        abort();
    if (JsonDiff::compare(after, before, cap).total() != diff.total())
        abort();
    return 0;
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The progress fast path against the general path: any frame the fast path takes must be a JSON-RPC 2.0
// notifications/progress to QJsonDocument too, with the same token key, numbers and strings, and the params
// the notification makes on demand must be the ones QJsonDocument reads. Anything else it must leave untouched.
#include <cmath>
#include <cstdlib>

#include "fuzzsupport.h"
#include "protocol/progressframe.h"

using namespace Mcp;

namespace {
bool same(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray frame = Fuzz::bytes(data, size);
    QString key = QStringLiteral("untouched");
    ProgressFields fields;
    if (!readProgressFrame(frame, &key, &fields)) {
        if (key != QLatin1String("untouched"))
            std::abort(); // a refused frame changed what it was given
        return 0;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(frame, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        std::abort(); // taken by the fast path, refused by the general one
    const QJsonObject message = document.object();
    if (message.value(QLatin1String("jsonrpc")).toString() != QLatin1String("2.0")
        || message.value(QLatin1String("method")).toString() != QLatin1String("notifications/progress")
        || message.contains(QLatin1String("id")))
        std::abort();
    const QJsonObject params = message.value(QLatin1String("params")).toObject();
    const QJsonValue total = params.value(QLatin1String("total"));
    if (key != idKey(params.value(QLatin1String("progressToken")))
        || !same(fields.progress, params.value(QLatin1String("progress")).toDouble())
        || !same(fields.total, total.isDouble() ? total.toDouble() : qQNaN())
        || fields.message != params.value(QLatin1String("message")).toString()
        || fields.resourceUri != params.value(QLatin1String("resourceUri")).toString())
        std::abort();
    if (JsonRpcNotification::fromProgressFrame(frame, key, fields).params() != params)
        std::abort();
    return 0;
}

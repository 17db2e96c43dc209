// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Elicitation forms as a server sends them: the requested schema, its defaults and their validation, and a
// content checked against it. Input: {"requestedSchema": …, "content": …} or any bytes.
#include "fuzzsupport.h"
#include "protocol/elicitation.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QCoreApplication>();
    const QJsonObject params = Fuzz::object(Fuzz::bytes(data, size));
    const QJsonObject schema = params.value(QStringLiteral("requestedSchema")).toObject();
    const QJsonObject defaults = Mcp::Elicitation::defaultContent(schema);
    Mcp::Elicitation::validate(schema, defaults);
    Mcp::Elicitation::defaultContentProblems(schema);
    Mcp::Elicitation::validate(schema, params.value(QStringLiteral("content")).toObject());
    Mcp::Elicitation::mode(params);
    return 0;
}

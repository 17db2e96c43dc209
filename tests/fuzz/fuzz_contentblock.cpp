// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Content blocks as a tool result, a sampling message or a resources/read result carries them, into the content
// model. Input: {"content": [...] or {...}, "contents": [...]} or any bytes.
#include <cstdlib>

#include <QJsonArray>

#include "fuzzsupport.h"
#include "protocol/contentblock.h"

using namespace Mcp;

namespace {
// Every query on every block, nested ones included: none may crash, whatever the input.
void readAll(const QList<ContentBlock> &blocks)
{
    for (const ContentBlock &block : blocks) {
        block.decodedSize();
        block.displayName();
        ContentBlock::kindFromType(block.type);
        readAll(block.content);
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QCoreApplication>();
    const QJsonObject input = Fuzz::object(Fuzz::bytes(data, size));
    const ContentList content = ContentList::fromJson(input.value(QStringLiteral("content")));
    content.firstText();
    readAll(content.blocks);
    if (content.blocks.size() > ContentList::MaxBlocks)
        abort();
    const ContentList contents = ContentList::fromResourceContents(input.value(QStringLiteral("contents")));
    readAll(contents.blocks);
    return 0;
}

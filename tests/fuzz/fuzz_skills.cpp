// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// What a skills server sends (SEP-2640): a skill entry, and the SKILL.md read for it, whose YAML frontmatter is
// parsed and compared. Input: {"entry": {...}, "content": "..."} (the content as a string), or any bytes, which are
// read as a SKILL.md.
#include "fuzzsupport.h"
#include "skills/skill.h"

using namespace Mcp;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QCoreApplication>();
    const QByteArray bytes = Fuzz::bytes(data, size);
    QString error;
    Skills::parseFrontmatter(bytes, &error);
    const QJsonObject input = Fuzz::object(bytes);
    const SkillEntry entry = SkillEntry::fromJson(input.value(QStringLiteral("entry")).toObject());
    const QByteArray content = input.value(QStringLiteral("content")).toString().toUtf8();
    entry.root();
    entry.totalSize();
    Skills::verifySkillMd(entry, content);
    for (const SkillFile &file : entry.files)
        Skills::verify(file, content);
    QByteArray read;
    Skills::contentBytes(input.value(QStringLiteral("read")).toObject(), entry.uri, &read, nullptr);
    return 0;
}

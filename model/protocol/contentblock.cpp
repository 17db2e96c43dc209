// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "contentblock.h"

#include <QJsonValue>

namespace Mcp {

namespace {

/*! Reads the members of one block, noting each that is missing or of the wrong type. */
class BlockReader
{
public:
    explicit BlockReader(const QJsonObject &object)
        : m_object(object)
    {
    }

    QString string(const QString &key, bool required)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isString())
            return value.toString();
        if (!value.isUndefined() || required)
            m_problems << (value.isUndefined() ? QStringLiteral("%1 is missing") : QStringLiteral("%1 is not a string"))
                              .arg(key);
        return {};
    }

    QJsonObject object(const QString &key, bool required)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isObject())
            return value.toObject();
        if (!value.isUndefined() || required)
            m_problems << (value.isUndefined() ? QStringLiteral("%1 is missing")
                                               : QStringLiteral("%1 is not an object"))
                              .arg(key);
        return {};
    }

    bool has(const QString &key) const { return m_object.contains(key); }
    QString problem() const { return m_problems.join(QStringLiteral("; ")); }

private:
    const QJsonObject &m_object;
    QStringList m_problems;
};

// The fields of a resource (a resource_link block, or an embedded resource's contents).
void readResource(BlockReader &reader, ContentBlock &block, bool link)
{
    block.uri = reader.string(QStringLiteral("uri"), true);
    block.mimeType = reader.string(QStringLiteral("mimeType"), false);
    block.name = reader.string(QStringLiteral("name"), link);
    block.title = reader.string(QStringLiteral("title"), false);
    block.description = reader.string(QStringLiteral("description"), false);
    if (link)
        return;
    block.hasText = reader.has(QStringLiteral("text"));
    block.hasBlob = !block.hasText && reader.has(QStringLiteral("blob"));
    if (block.hasText)
        block.text = reader.string(QStringLiteral("text"), true);
    else if (block.hasBlob)
        block.data = reader.string(QStringLiteral("blob"), true).toLatin1();
}

ContentList readList(const QJsonValue &value, int depth);

// Reads at most MaxBlocks of \a items with \a read, noting each item's problem under \a what and its index.
template <typename Read> void readItems(ContentList &list, const QJsonArray &items, const QString &what, Read read)
{
    const qsizetype kept = qMin<qsizetype>(items.size(), ContentList::MaxBlocks);
    for (qsizetype i = 0; i < kept; ++i) {
        ContentBlock block = read(items.at(i));
        if (!block.problem.isEmpty())
            list.problems << QStringLiteral("%1 %2: %3").arg(what).arg(i).arg(block.problem);
        list.blocks << std::move(block);
    }
    if (items.size() > kept)
        list.problems
            << QStringLiteral("%1 items beyond the first %2 were left out").arg(items.size() - kept).arg(kept);
}

ContentBlock readBlock(const QJsonValue &value, int depth)
{
    ContentBlock block;
    if (!value.isObject()) {
        block.problem = QStringLiteral("not an object");
        return block;
    }
    block.raw = value.toObject();
    BlockReader reader(block.raw);
    block.type = reader.string(QStringLiteral("type"), true);
    block.kind = ContentBlock::kindFromType(block.type);
    block.annotations = reader.object(QStringLiteral("annotations"), false);
    block.meta = reader.object(QStringLiteral("_meta"), false);
    switch (block.kind) {
    case ContentBlock::Kind::Text:
        block.text = reader.string(QStringLiteral("text"), true);
        break;
    case ContentBlock::Kind::Image:
    case ContentBlock::Kind::Audio:
        block.data = reader.string(QStringLiteral("data"), true).toLatin1();
        block.mimeType = reader.string(QStringLiteral("mimeType"), true);
        break;
    case ContentBlock::Kind::ResourceLink:
        readResource(reader, block, true);
        break;
    case ContentBlock::Kind::EmbeddedResource: {
        const QJsonObject resource = reader.object(QStringLiteral("resource"), true);
        BlockReader inner(resource);
        readResource(inner, block, false);
        if (!inner.problem().isEmpty())
            block.problem = QStringLiteral("resource: ") + inner.problem();
        break;
    }
    case ContentBlock::Kind::ToolUse:
        block.toolUseId = reader.string(QStringLiteral("id"), true);
        block.name = reader.string(QStringLiteral("name"), true);
        block.input = reader.object(QStringLiteral("input"), true);
        break;
    case ContentBlock::Kind::ToolResult: {
        block.toolUseId = reader.string(QStringLiteral("toolUseId"), true);
        const ContentList nested = readList(block.raw.value(QStringLiteral("content")), depth + 1);
        block.content = nested.blocks;
        if (!nested.problems.isEmpty())
            block.problem = QStringLiteral("content: ") + nested.problems.join(QStringLiteral("; "));
        break;
    }
    case ContentBlock::Kind::Unknown:
        break;
    }
    const QString problem = reader.problem();
    if (!problem.isEmpty())
        block.problem = block.problem.isEmpty() ? problem : problem + QStringLiteral("; ") + block.problem;
    return block;
}

ContentList readList(const QJsonValue &value, int depth)
{
    ContentList list;
    if (value.isUndefined() || value.isNull())
        return list;
    if (depth > ContentList::MaxDepth) {
        list.problems << QStringLiteral("nested deeper than %1 levels; not read").arg(ContentList::MaxDepth);
        return list;
    }
    // Sampling allows one block on its own where a result has an array.
    readItems(list, value.isArray() ? value.toArray() : QJsonArray {value}, QStringLiteral("block"),
        [depth](const QJsonValue &item) { return readBlock(item, depth); });
    return list;
}

} // namespace

qsizetype ContentBlock::decodedSize() const
{
    return QByteArray::fromBase64(data).size();
}

QString ContentBlock::displayName() const
{
    return title.isEmpty() ? name : title;
}

ContentBlock::Kind ContentBlock::kindFromType(const QString &type)
{
    static const QList<QPair<QLatin1String, Kind>> kinds {{QLatin1String("text"), Kind::Text},
        {QLatin1String("image"), Kind::Image}, {QLatin1String("audio"), Kind::Audio},
        {QLatin1String("resource_link"), Kind::ResourceLink}, {QLatin1String("resource"), Kind::EmbeddedResource},
        {QLatin1String("tool_use"), Kind::ToolUse}, {QLatin1String("tool_result"), Kind::ToolResult}};
    for (const auto &[name, kind] : kinds) {
        if (type == name)
            return kind;
    }
    return Kind::Unknown;
}

ContentBlock ContentBlock::fromJson(const QJsonValue &value)
{
    return readBlock(value, 0);
}

ContentBlock ContentBlock::fromResourceContents(const QJsonValue &value)
{
    ContentBlock block;
    block.kind = Kind::EmbeddedResource;
    block.type = QStringLiteral("resource");
    if (!value.isObject()) {
        block.problem = QStringLiteral("not an object");
        return block;
    }
    block.raw = value.toObject();
    BlockReader reader(block.raw);
    readResource(reader, block, false);
    block.meta = reader.object(QStringLiteral("_meta"), false);
    block.problem = reader.problem();
    return block;
}

QString ContentList::firstText() const
{
    for (const ContentBlock &block : blocks) {
        if (block.kind == ContentBlock::Kind::Text)
            return block.text;
    }
    return {};
}

ContentList ContentList::fromJson(const QJsonValue &value)
{
    return readList(value, 0);
}

ContentList ContentList::fromResourceContents(const QJsonValue &value)
{
    ContentList list;
    readItems(list, value.toArray(), QStringLiteral("item"), &ContentBlock::fromResourceContents);
    return list;
}

} // namespace Mcp

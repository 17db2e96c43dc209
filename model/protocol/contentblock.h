// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Mcp {

/*!
 * One MCP content block, as a tool result, a prompt or a sampling message carries it (2025-11-25 and 2026-07-28
 * ContentBlock and SamplingMessageContentBlock): text, image, audio, resource_link, an embedded resource with text
 * or a blob, and the sampling kinds tool_use and tool_result. A block of a type the spec does not define is kept
 * as Unknown with its JSON in raw, so nothing is lost. Read leniently: a bad member leaves its field empty and says
 * so in problem.
 */
struct ContentBlock
{
    enum class Kind
    {
        Text,
        Image,
        Audio,
        ResourceLink,
        EmbeddedResource,
        ToolUse,
        ToolResult,
        Unknown
    };

    Kind kind = Kind::Unknown;
    QString type; // as on the wire, also for Unknown
    QString text; // Text; an embedded resource's text
    QByteArray data; // base64 as sent: Image and Audio data, an embedded resource's blob
    QString mimeType;
    bool hasText = false; // an embedded resource: text was given
    bool hasBlob = false; // an embedded resource: blob was given
    // ResourceLink and EmbeddedResource
    QString uri;
    QString name; // ResourceLink; ToolUse: the tool's name
    QString title;
    QString description;
    // ToolUse (id) and ToolResult (toolUseId)
    QString toolUseId;
    QJsonObject input;
    QList<ContentBlock> content; // ToolResult: the nested blocks
    QJsonObject annotations;
    QJsonObject meta; // _meta
    QJsonObject raw; // the block as received
    /*! What was wrong with the block, or empty. */
    QString problem;

    /*! The size of data once decoded from base64. */
    qsizetype decodedSize() const;
    /*! title if given, else name. */
    QString displayName() const;

    /*! One block from \a value (an object, else an Unknown block with a problem). */
    static ContentBlock fromJson(const QJsonValue &value);
    /*! One item of a resources/read result's contents (TextResourceContents or BlobResourceContents). */
    static ContentBlock fromResourceContents(const QJsonValue &value);
    static Kind kindFromType(const QString &type);
};

/*! The content blocks of one result or message, with what was wrong in them. */
struct ContentList
{
    /*! At most this many blocks are kept; the rest are counted in problems. */
    static constexpr int MaxBlocks = 1000;
    /*! tool_result blocks nest content; deeper than this is cut off. */
    static constexpr int MaxDepth = 8;

    QList<ContentBlock> blocks;
    QStringList problems;

    bool isEmpty() const { return blocks.isEmpty(); }
    /*! The text of the first text block, or empty. */
    QString firstText() const;

    /*! The blocks of \a value: an array of blocks, or one block on its own (sampling allows both). */
    static ContentList fromJson(const QJsonValue &value);
    /*! The items of a resources/read result's contents, as EmbeddedResource blocks. */
    static ContentList fromResourceContents(const QJsonValue &value);
};

} // namespace Mcp

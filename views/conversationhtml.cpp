// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "conversationhtml.h"

#include <QCoreApplication>
#include <QImage>
#include <QJsonDocument>
#include <QTextDocument>
#include <QUrl>

#include "models/format.h"
#include "theme.h"

using namespace Mcp;

namespace {
QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString tr(const char *text)
{
    return QCoreApplication::translate("ConversationHtml", text);
}

QString paragraphs(const QString &text)
{
    return esc(text).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

QString italic(const QString &text)
{
    return QStringLiteral("<p><i>") + esc(text) + QStringLiteral("</i></p>");
}

QString imageHtml(const ContentBlock &block, QTextDocument *doc, int *imageCount)
{
    QImage image;
    if (!image.loadFromData(QByteArray::fromBase64(block.data)))
        return italic(tr("[an image that could not be decoded]"));
    const QUrl name(QStringLiteral("mcp-image:%1").arg(++*imageCount));
    doc->addResource(QTextDocument::ImageResource, name, image);
    const int width = qMin(image.width(), 360);
    return QStringLiteral("<p><img src=\"%1\" width=\"%2\"></p>").arg(name.toString()).arg(width);
}

QString resourceHtml(const ContentBlock &block)
{
    QString html =
        italic(tr("[resource %1%2]")
                   .arg(block.uri, block.mimeType.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(block.mimeType)));
    if (block.hasText)
        html += QStringLiteral("<pre>") + esc(block.text) + QStringLiteral("</pre>");
    else if (block.hasBlob)
        html += italic(tr("[%1 of binary data]").arg(Format::bytes(block.decodedSize())));
    return html;
}

/*! One content block as HTML; an image becomes a resource of \a doc. */
QString blockHtml(const ContentBlock &block, QTextDocument *doc, int *imageCount)
{
    switch (block.kind) {
    case ContentBlock::Kind::Text:
        return QStringLiteral("<p>") + paragraphs(block.text) + QStringLiteral("</p>");
    case ContentBlock::Kind::Image:
        return imageHtml(block, doc, imageCount);
    case ContentBlock::Kind::Audio:
        return italic(
            tr("[audio clip, %1, %2: not played here]").arg(block.mimeType, Format::bytes(block.decodedSize())));
    case ContentBlock::Kind::EmbeddedResource:
        return resourceHtml(block);
    case ContentBlock::Kind::ResourceLink:
        return italic(tr("[link to resource %1: %2]").arg(block.displayName(), block.uri));
    case ContentBlock::Kind::ToolUse:
        return italic(
            tr("[calls tool %1 with %2]")
                .arg(block.name, QString::fromUtf8(QJsonDocument(block.input).toJson(QJsonDocument::Compact))));
    case ContentBlock::Kind::ToolResult:
        return italic(tr("[result of %1:]").arg(block.toolUseId))
            + ConversationHtml::contentHtml(block.content, doc, imageCount);
    default:
        return QStringLiteral("<pre>")
            + esc(QString::fromUtf8(QJsonDocument(block.raw).toJson(QJsonDocument::Indented)).trimmed())
            + QStringLiteral("</pre>");
    }
}
} // namespace

ConversationHtml::ConversationHtml(QTextDocument *document, const QPalette &palette)
    : m_document(document)
    , m_palette(palette)
{
}

void ConversationHtml::addMessage(const QString &role, const QList<ContentBlock> &blocks)
{
    const QString color =
        (role == QLatin1String("assistant") ? Theme::success(m_palette) : Theme::info(m_palette)).name();
    m_html += QStringLiteral("<p style=\"margin-top:8px\"><b style=\"color:%1\">%2</b></p>").arg(color, esc(role));
    m_html += contentHtml(blocks, m_document, &m_images);
}

void ConversationHtml::addNote(const QString &text)
{
    m_html += italic(text);
}

QString ConversationHtml::contentHtml(const QList<ContentBlock> &blocks, QTextDocument *document, int *imageCount)
{
    QString html;
    for (const ContentBlock &block : blocks)
        html += blockHtml(block, document, imageCount);
    return html;
}

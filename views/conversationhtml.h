// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPalette>
#include <QString>

#include "protocol/contentblock.h"

class QTextDocument;

/*!
 * Messages with content blocks as HTML for a QTextBrowser: the role in colour, then each block (text, images shown
 * as resources of the document, audio, resource links and embedded resources, tool use and results, and anything
 * else as its JSON). Shared by the sampling conversation and the prompt templates' messages.
 */
class ConversationHtml
{
public:
    /*! Images are added to \a document; \a palette colours the roles. */
    ConversationHtml(QTextDocument *document, const QPalette &palette);

    /*! Adds a message of \a role with \a blocks. */
    void addMessage(const QString &role, const QList<Mcp::ContentBlock> &blocks);
    /*! Adds \a text in italics (a note, a problem). */
    void addNote(const QString &text);
    QString html() const { return m_html; }

    /*! \a blocks as HTML; images become resources of \a document, numbered from *\a imageCount. */
    static QString contentHtml(const QList<Mcp::ContentBlock> &blocks, QTextDocument *document, int *imageCount);

private:
    QTextDocument *m_document;
    QPalette m_palette;
    QString m_html;
    int m_images = 0;
};

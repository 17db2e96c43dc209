// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QWidget>

#include "surface/resourcecontent.h"

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;

/*!
 * What `resources/read` returned, shown as fits its type: text as is, JSON indented, an image blob (any `image` type)
 * as the image, other binary as a hex dump (the first HexBytes). Blobs are decoded only here, within ResourceContent's
 * cap; a larger one shows why it is not shown. Save writes the bytes of the first item to a file.
 */
class ResourcePreview final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourcePreview)
public:
    /*! How much of a binary blob the hex dump shows. */
    static constexpr int HexBytes = 64 * 1024;
    enum class Mode
    {
        Empty,
        Text,
        Json,
        Image,
        Hex,
        Message
    };

    explicit ResourcePreview(QWidget *parent = nullptr);

    /*! Shows \a contents of \a uri; \a problems (malformed items) are listed under the header. */
    void setContents(const QString &uri, const QList<Mcp::ResourceContent> &contents, const QStringList &problems);
    /*! Shows \a message instead of contents (a failed read). */
    void showMessage(const QString &message);
    void clear();

    Mode mode() const { return m_mode; }
    /*! The text shown (text, JSON, hex or message), for tests and copy. */
    QString shownText() const;
    /*! Writes the bytes of the first item to \a path; false with \a error when it cannot. */
    bool saveTo(const QString &path, QString *error) const;
    /*! Asks where to save, then saveTo(). */
    void save();

private:
    void show(const Mcp::ResourceContent &content);
    void setText(Mode mode, const QString &text);

    QLabel *m_header;
    QStackedWidget *m_stack;
    QPlainTextEdit *m_text;
    QLabel *m_image;
    QPushButton *m_save;
    QList<Mcp::ResourceContent> m_contents;
    Mode m_mode = Mode::Empty;
};

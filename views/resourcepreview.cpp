// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourcepreview.h"

#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QImage>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

using Mcp::ResourceContent;

namespace {
QString hexDump(const QByteArray &bytes)
{
    QString dump;
    for (qsizetype offset = 0; offset < bytes.size(); offset += 16) {
        const QByteArray line = bytes.mid(offset, 16);
        QString ascii;
        for (char c : line)
            ascii += (c >= 0x20 && c < 0x7f) ? QLatin1Char(c) : QLatin1Char('.');
        dump += QStringLiteral("%1  %2  %3\n")
                    .arg(offset, 8, 16, QLatin1Char('0'))
                    .arg(QString::fromLatin1(line.toHex(' ')), -47)
                    .arg(ascii);
    }
    return dump;
}
} // namespace

ResourcePreview::ResourcePreview(QWidget *parent)
    : QWidget(parent)
    , m_header(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_text(new QPlainTextEdit(this))
    , m_image(new QLabel(this))
    , m_save(new QPushButton(tr("&Save…"), this))
{
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_header->setWordWrap(true);
    m_header->setAccessibleName(tr("Resource read"));
    m_text->setReadOnly(true);
    m_text->setObjectName(QStringLiteral("resourceText"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setAccessibleName(tr("Resource contents"));
    m_text->setAccessibleDescription(tr("Text, indented JSON or a hex dump of the resource read"));
    m_image->setAlignment(Qt::AlignCenter);
    m_image->setAccessibleName(tr("Resource image"));
    m_stack->addWidget(m_text);
    m_stack->addWidget(m_image);
    m_save->setEnabled(false);
    m_save->setToolTip(tr("Write the bytes of the resource to a file"));
    connect(m_save, &QPushButton::clicked, this, &ResourcePreview::save);
    auto *top = new QHBoxLayout;
    top->addWidget(m_header, 1);
    top->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);
}

void ResourcePreview::clear()
{
    m_contents.clear();
    m_header->clear();
    m_save->setEnabled(false);
    setText(Mode::Empty, QString());
}

void ResourcePreview::showMessage(const QString &message)
{
    m_contents.clear();
    m_save->setEnabled(false);
    setText(Mode::Message, message);
}

void ResourcePreview::setText(Mode mode, const QString &text)
{
    m_mode = mode;
    m_text->setPlainText(text);
    m_stack->setCurrentWidget(m_text);
}

QString ResourcePreview::shownText() const
{
    return m_mode == Mode::Image ? QString() : m_text->toPlainText();
}

void ResourcePreview::setContents(
    const QString &uri, const QList<ResourceContent> &contents, const QStringList &problems)
{
    m_contents = contents;
    QString header = uri;
    if (!contents.isEmpty()) {
        const ResourceContent &first = contents.constFirst();
        header += QStringLiteral(" · ") + (first.mimeType.isEmpty() ? tr("no MIME type") : first.mimeType);
        header += QStringLiteral(" · ")
            + (first.isBlob ? tr("%n byte(s) (blob)", nullptr, int(first.blobSize()))
                            : tr("%n character(s)", nullptr, int(first.text.size())));
        if (contents.size() > 1)
            header += QStringLiteral(" · ") + tr("first of %1 items").arg(contents.size());
    }
    for (const QString &problem : problems)
        header += QStringLiteral("\n⚠ ") + problem;
    m_header->setText(header);
    m_save->setEnabled(!contents.isEmpty());
    if (contents.isEmpty())
        setText(Mode::Message, tr("The resource has no contents."));
    else
        show(contents.constFirst());
}

void ResourcePreview::show(const ResourceContent &content)
{
    if (!content.isBlob) {
        const QJsonDocument json = QJsonDocument::fromJson(content.text.toUtf8());
        if (!json.isNull() && (content.mimeType.contains(QLatin1String("json")) || content.mimeType.isEmpty()))
            setText(Mode::Json, QString::fromUtf8(json.toJson(QJsonDocument::Indented)));
        else
            setText(Mode::Text, content.text);
        return;
    }
    QString error;
    const QByteArray bytes = content.data(&error);
    if (!error.isEmpty()) {
        setText(Mode::Message, error);
        return;
    }
    if (content.mimeType.startsWith(QLatin1String("image/"))) {
        const QImage image = QImage::fromData(bytes);
        if (!image.isNull()) {
            m_mode = Mode::Image;
            m_image->setPixmap(QPixmap::fromImage(image));
            m_stack->setCurrentWidget(m_image);
            return;
        }
    }
    QString dump = hexDump(bytes.left(HexBytes));
    if (bytes.size() > HexBytes)
        dump += tr("… %n more byte(s); save the resource to see them all", nullptr, int(bytes.size() - HexBytes));
    setText(Mode::Hex, dump);
}

bool ResourcePreview::saveTo(const QString &path, QString *error) const
{
    if (m_contents.isEmpty()) {
        *error = tr("nothing to save");
        return false;
    }
    const QByteArray bytes = m_contents.constFirst().data(error);
    if (!error->isEmpty())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

void ResourcePreview::save()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Resource"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(path, &error))
        QMessageBox::warning(this, tr("Save Resource"), tr("Cannot save the resource: %1").arg(error));
}

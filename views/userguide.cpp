// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "userguide.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

namespace {
// views/CMakeLists.txt puts docs/guide.md there (qt_add_resources on mcpviews, so tests that link only the views
// library have it too).
constexpr QLatin1String kGuidePath(":/guide/guide.md");
constexpr int AnchorRole = Qt::UserRole + 1;
constexpr int PositionRole = Qt::UserRole + 2;
} // namespace

QPointer<UserGuide> UserGuide::s_instance;

UserGuide::UserGuide(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("MCP Async Inspector User Guide"));
    setAccessibleName(tr("User guide"));
    setAttribute(Qt::WA_DeleteOnClose); // modeless [CONTRIBUTING.md style 5]
    setModal(false);
    setSizeGripEnabled(true);

    auto *layout = new QVBoxLayout(this);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_contents = new QListWidget(splitter);
    m_contents->setObjectName(QStringLiteral("contents"));
    m_contents->setAccessibleName(tr("Contents"));
    m_contents->setAccessibleDescription(tr("The sections of the guide; choose one to go to it"));
    m_browser = new QTextBrowser(splitter);
    m_browser->setObjectName(QStringLiteral("guideText"));
    m_browser->setAccessibleName(tr("Guide text"));
    // Links to the web open in the desktop's browser; links inside the guide (#anchor) scroll to their heading.
    m_browser->setOpenExternalLinks(true);
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);

    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("hint"));
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_hint);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close the guide"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_contents, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            goToHeading(row);
    });
    // A click on the current entry goes back to its heading too, after the text was scrolled elsewhere.
    connect(m_contents, &QListWidget::itemClicked, this,
        [this](QListWidgetItem *item) { goToHeading(m_contents->row(item)); });

    load();
    // The contents list as wide as its longest heading, the text gets the rest.
    const int listWidth = m_contents->sizeHintForColumn(0) + 2 * m_contents->frameWidth() + 8;
    m_contents->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    splitter->setSizes({qMax(180, listWidth), 700});
    // The text has the focus: the list would otherwise make its first entry current and skip the introduction.
    m_browser->setFocus();
    resize(QSize(920, 720).boundedTo(screen()->availableGeometry().size()));
    updateWidgets();
}

UserGuide::~UserGuide() = default;

void UserGuide::show(QWidget *parent)
{
    if (!s_instance)
        s_instance = new UserGuide(parent);
    s_instance->QDialog::show();
    s_instance->raise();
    s_instance->activateWindow();
}

UserGuide *UserGuide::instance()
{
    return s_instance;
}

QString UserGuide::markdown()
{
    QFile file(kGuidePath);
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(file.readAll());
}

QString UserGuide::anchorFor(const QString &heading)
{
    // GitHub's rule, so that a link to #anchor works in both places: lower case, spaces become hyphens, and
    // anything but letters, digits, hyphens and underscores goes.
    const QString words = heading.trimmed().toLower();
    QString anchor;
    for (const QChar c : words) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            anchor += c;
        else if (c.isSpace())
            anchor += QLatin1Char('-');
    }
    return anchor;
}

void UserGuide::goToHeading(int row)
{
    const QListWidgetItem *item = m_contents->item(row);
    if (!item)
        return;
    // The cursor too, so that a screen reader starts reading at the heading.
    QTextCursor cursor(m_browser->document());
    cursor.setPosition(item->data(PositionRole).toInt());
    m_browser->setTextCursor(cursor);
    m_browser->scrollToAnchor(item->data(AnchorRole).toString()); // the heading at the top of the view
}

void UserGuide::load()
{
    QTextDocument *document = m_browser->document();
    document->setMarkdown(markdown());
    document->setUndoRedoEnabled(false);
    // Markdown headings carry no anchors in Qt 6.4: give every heading its GitHub anchor, for the contents list
    // and for links inside the guide.
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level == 0)
            continue;
        const QString anchor = anchorFor(block.text());
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setAnchor(true);
        format.setAnchorNames({anchor});
        cursor.mergeCharFormat(format);
        if (level != 2)
            continue;
        auto *item = new QListWidgetItem(block.text(), m_contents);
        item->setData(AnchorRole, anchor);
        item->setData(PositionRole, block.position());
    }
    // The browser's cursor went along with the text to its end: the guide opens at its start.
    m_browser->setTextCursor(QTextCursor(document));
}

void UserGuide::updateWidgets()
{
    const bool loaded = !m_browser->document()->isEmpty();
    m_contents->setEnabled(loaded);
    m_hint->setText(loaded ? tr("Choose a section on the left to go to it. The manual page mcp-async-inspector(1) "
                                "has a summary.")
                           : tr("The guide is missing from this build (%1).").arg(kGuidePath));
}

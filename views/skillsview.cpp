// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "skillsview.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "session/mcpsession.h"
#include "skills/skillcatalog.h"

using namespace Mcp;

namespace {
QString stateText(const SkillCatalog::Skill &skill)
{
    switch (skill.state) {
    case SkillCatalog::State::Listed:
        return SkillsView::tr("not loaded");
    case SkillCatalog::State::Loading:
        return SkillsView::tr("loading…");
    case SkillCatalog::State::Loaded:
        return skill.entry.dynamic ? SkillsView::tr("loaded (dynamic: no digests)") : SkillsView::tr("verified");
    case SkillCatalog::State::Failed:
        return skill.failure == SkillCatalog::Failure::Verification ? SkillsView::tr("failed verification")
            : skill.failure == SkillCatalog::Failure::InvalidEntry  ? SkillsView::tr("invalid entry")
                                                                    : SkillsView::tr("failed");
    }
    return {};
}

QString valueText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    return Skills::jsonText(value);
}
} // namespace

SkillsView::SkillsView(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_refresh(new QPushButton(tr("&Refresh"), this))
    , m_load(new QPushButton(tr("&Load"), this))
    , m_tree(new QTreeWidget(this))
    , m_detail(new QLabel(this))
    , m_content(new QTextBrowser(this))
{
    m_status->setObjectName(QStringLiteral("skillsStatus"));
    m_status->setWordWrap(true);
    m_refresh->setObjectName(QStringLiteral("skillsRefresh"));
    m_refresh->setToolTip(tr("List the server's skills again (skills/list): no file is read"));
    m_load->setObjectName(QStringLiteral("skillsLoad"));
    m_load->setToolTip(tr("Read the selected skill's SKILL.md and verify it against the entry"));
    m_tree->setObjectName(QStringLiteral("skillsTree"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Skill"), tr("State"), tr("Size"), tr("URI")});
    m_tree->header()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
    m_tree->setAccessibleName(tr("Skills and their files"));
    m_detail->setObjectName(QStringLiteral("skillsDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_content->setObjectName(QStringLiteral("skillsContent"));
    m_content->setOpenLinks(false);
    m_content->setAccessibleName(tr("Content of the selected skill or file"));
    m_content->setAccessibleDescription(tr("The SKILL.md or file, shown only once it was read and verified"));
    m_tree->setAccessibleDescription(tr(
        "Each skill with its state (not loaded, verified, failed) and its files; Enter loads a skill or reads a file"));
    m_refresh->setAccessibleName(tr("Refresh the skills"));
    m_load->setAccessibleName(tr("Load the selected skill"));

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(m_load);
    bar->addWidget(m_refresh);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_detail);
    rightLayout->addWidget(m_content, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_tree);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    connect(m_refresh, &QPushButton::clicked, this, &SkillsView::refresh);
    connect(m_load, &QPushButton::clicked, this, &SkillsView::loadSelected);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { onActivated(item); });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &SkillsView::showSelected);
    connect(m_content, &QTextBrowser::anchorClicked, this, &SkillsView::openLink);
    setSession(nullptr);
}

SkillsView::~SkillsView() = default;

SkillCatalog *SkillsView::catalogOf(McpSession *session)
{
    if (!session)
        return nullptr;
    if (auto *catalog = session->findChild<SkillCatalog *>(QString(), Qt::FindDirectChildrenOnly))
        return catalog;
    return new SkillCatalog(session, session);
}

void SkillsView::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    if (m_catalog)
        m_catalog->disconnect(this);
    m_session = session;
    m_catalog = catalogOf(session);
    if (m_session) {
        connect(m_session, &McpSession::ready, this, [this] {
            if (m_catalog && m_catalog->isOffered() && m_catalog->skills().isEmpty())
                refresh();
            updateStatus();
        });
        connect(m_session, &McpSession::stateChanged, this, &SkillsView::updateStatus);
    }
    if (m_catalog) {
        connect(m_catalog, &SkillCatalog::listChanged, this, &SkillsView::rebuild);
        connect(m_catalog, &SkillCatalog::listFailed, this, &SkillsView::updateStatus);
        connect(m_catalog, &SkillCatalog::skillChanged, this, &SkillsView::rebuild);
        connect(m_catalog, &SkillCatalog::fileRead, this, &SkillsView::rebuild);
        connect(m_catalog, &SkillCatalog::fileFailed, this, &SkillsView::rebuild);
        // Listing reads no file: it is done as soon as the server is there (a skill is loaded only on request).
        if (m_session->state() == McpSession::State::Ready && m_catalog->isOffered() && m_catalog->skills().isEmpty()
            && !m_catalog->isRefreshing())
            refresh();
    }
    rebuild();
}

void SkillsView::refresh()
{
    if (m_catalog && m_session && m_session->state() == McpSession::State::Ready)
        m_catalog->refresh();
    updateStatus();
}

void SkillsView::updateStatus()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    const bool offered = m_catalog && m_catalog->isOffered();
    m_refresh->setEnabled(ready && offered);
    const QTreeWidgetItem *current = m_tree->currentItem();
    m_load->setEnabled(ready && offered && current);
    QString text;
    if (!m_session)
        text = tr("No server selected.");
    else if (!ready)
        text = tr("%1 is not connected.").arg(m_session->config().name);
    else if (!offered)
        text = tr("%1 does not offer skills (the extension %2).")
                   .arg(m_session->config().name, QLatin1String(Skills::ExtensionId));
    else if (m_catalog->isRefreshing())
        text = tr("Listing the skills of %1…").arg(m_session->config().name);
    else if (!m_catalog->listError().isEmpty())
        text = m_catalog->listError();
    else if (m_catalog->skills().isEmpty())
        text = tr("%1 lists no skills.").arg(m_session->config().name);
    else
        text = tr("Skills of %1: %2. Load one to read its SKILL.md; nothing is read before.")
                   .arg(m_session->config().name)
                   .arg(m_catalog->skills().size());
    m_status->setText(text);
}

QTreeWidgetItem *SkillsView::itemFor(const QString &uri) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *skill = m_tree->topLevelItem(i);
        if (skill->data(0, UriRole).toString() == uri)
            return skill;
        for (int j = 0; j < skill->childCount(); ++j) {
            if (skill->child(j)->data(0, UriRole).toString() == uri)
                return skill->child(j);
        }
    }
    return nullptr;
}

void SkillsView::rebuild()
{
    const QTreeWidgetItem *current = m_tree->currentItem();
    const QString selected = current ? current->data(0, UriRole).toString() : QString();
    const QString selectedSkill = current ? current->data(0, SkillUriRole).toString() : QString();
    m_tree->clear();
    const QLocale locale;
    if (m_catalog) {
        for (const SkillCatalog::Skill &skill : m_catalog->skills()) {
            auto *item = new QTreeWidgetItem(m_tree);
            const SkillEntry &entry = skill.entry;
            item->setText(NameColumn, entry.name().isEmpty() ? entry.uri : entry.name());
            item->setText(StateColumn, stateText(skill));
            item->setText(SizeColumn, entry.dynamic ? tr("dynamic") : locale.formattedDataSize(entry.totalSize()));
            item->setText(UriColumn, entry.uri);
            item->setToolTip(NameColumn, entry.description());
            item->setToolTip(StateColumn, skill.problem);
            item->setData(0, UriRole, entry.uri);
            item->setData(0, SkillUriRole, entry.uri);
            for (const SkillFile &file : entry.files) {
                auto *child = new QTreeWidgetItem(item);
                const QString path = file.uri.startsWith(entry.root() + QLatin1Char('/'))
                    ? file.uri.mid(entry.root().size() + 1)
                    : file.uri;
                child->setText(NameColumn, path);
                QString state = tr("not read");
                if (file.uri == entry.uri && skill.state == SkillCatalog::State::Loaded)
                    state = tr("verified");
                else if (skill.files.contains(file.uri))
                    state = tr("verified");
                else if (skill.fileProblems.contains(file.uri))
                    state = tr("failed verification");
                child->setText(StateColumn, state);
                child->setToolTip(StateColumn, skill.fileProblems.value(file.uri));
                child->setText(SizeColumn, locale.formattedDataSize(file.size));
                child->setText(UriColumn, file.uri);
                child->setData(0, UriRole, file.uri);
                child->setData(0, SkillUriRole, entry.uri);
            }
            if (skill.state == SkillCatalog::State::Loaded || entry.uri == selectedSkill)
                item->setExpanded(true);
        }
    }
    if (QTreeWidgetItem *again = itemFor(selected))
        m_tree->setCurrentItem(again);
    else if (m_tree->topLevelItemCount() > 0)
        m_tree->setCurrentItem(m_tree->topLevelItem(0)); // Load works at once
    showSelected();
    updateStatus();
}

void SkillsView::showSelected()
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    const SkillCatalog::Skill *skill =
        item && m_catalog ? m_catalog->skill(item->data(0, SkillUriRole).toString()) : nullptr;
    m_load->setEnabled(skill && m_refresh->isEnabled());
    if (!skill) {
        m_detail->setText(m_catalog && !m_catalog->skills().isEmpty() ? tr("Select a skill.") : QString());
        m_content->clear();
        return;
    }
    const SkillEntry &entry = skill->entry;
    QString html = QStringLiteral("<table>");
    for (auto it = entry.frontmatter.begin(); it != entry.frontmatter.end(); ++it)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(it.key().toHtmlEscaped(), valueText(it.value()).toHtmlEscaped());
    html += QStringLiteral("</table>");
    QStringList notes;
    for (const QString &error : entry.errors)
        notes << tr("Invalid entry: %1").arg(error);
    for (const QString &warning : entry.warnings)
        notes << tr("Warning: %1").arg(warning);
    if (!skill->problem.isEmpty())
        notes << skill->problem;
    const QString fileUri = item->data(0, UriRole).toString();
    if (fileUri != entry.uri && skill->fileProblems.contains(fileUri))
        notes << skill->fileProblems.value(fileUri);
    for (const QString &note : std::as_const(notes))
        html += QStringLiteral("<p>%1</p>").arg(note.toHtmlEscaped());
    m_detail->setText(html);

    if (fileUri == entry.uri || item->parent() == nullptr) {
        if (skill->state == SkillCatalog::State::Loaded)
            m_content->setMarkdown(QString::fromUtf8(Skills::body(skill->content))); // the frontmatter is above
        else
            m_content->setPlainText(tr("Not read. Load the skill to read its SKILL.md and verify it."));
    } else if (skill->files.contains(fileUri)) {
        const QByteArray bytes = skill->files.value(fileUri);
        if (fileUri.endsWith(QLatin1String(".md")))
            m_content->setMarkdown(QString::fromUtf8(bytes));
        else
            m_content->setPlainText(QString::fromUtf8(bytes));
    } else {
        m_content->setPlainText(skill->state == SkillCatalog::State::Loaded
                ? tr("Not read. Double-click to read this file and verify it.")
                : tr("Not read. Load the skill first: its files are read only while it is loaded."));
    }
}

void SkillsView::loadSelected()
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    if (item && m_catalog)
        m_catalog->load(item->data(0, SkillUriRole).toString());
}

void SkillsView::openLink(const QUrl &link)
{
    // SEP-2640 "Relative References": a link in a skill resolves against the skill's root, and reads that file
    // (when the entry lists it). Other links are only shown.
    const QTreeWidgetItem *current = m_tree->currentItem();
    const SkillCatalog::Skill *skill =
        current && m_catalog ? m_catalog->skill(current->data(0, SkillUriRole).toString()) : nullptr;
    if (!skill || !link.isRelative() || link.path().isEmpty()) {
        m_detail->setText(tr("Not followed: %1").arg(link.toString().toHtmlEscaped()));
        return;
    }
    const QString base = current->data(0, UriRole).toString();
    const QString directory = base.left(base.lastIndexOf(QLatin1Char('/')) + 1);
    const QString uri = QUrl(directory).resolved(QUrl(link.path())).toString();
    if (QTreeWidgetItem *item = itemFor(uri)) {
        m_tree->setCurrentItem(item);
        onActivated(item);
    } else {
        m_detail->setText(tr("%1 is not a file of this skill's entry: not read.").arg(uri.toHtmlEscaped()));
    }
}

void SkillsView::onActivated(QTreeWidgetItem *item)
{
    if (!item || !m_catalog)
        return;
    const QString skillUri = item->data(0, SkillUriRole).toString();
    const QString uri = item->data(0, UriRole).toString();
    const SkillCatalog::Skill *skill = m_catalog->skill(skillUri);
    if (!skill)
        return;
    if (item->parent() == nullptr || uri == skillUri || skill->state != SkillCatalog::State::Loaded)
        m_catalog->load(skillUri);
    else
        m_catalog->readFile(skillUri, uri);
}

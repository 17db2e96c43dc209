// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "skillscommand.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "clioutput.h"
#include "session/mcpsession.h"
#include "skills/skillcatalog.h"

using namespace Mcp;

namespace {
QJsonObject entryJson(const SkillCatalog::Skill &skill)
{
    const SkillEntry &entry = skill.entry;
    QJsonObject json {{QStringLiteral("uri"), entry.uri}, {QStringLiteral("name"), entry.name()},
        {QStringLiteral("description"), entry.description()}, {QStringLiteral("frontmatter"), entry.frontmatter}};
    if (entry.dynamic) {
        json.insert(QStringLiteral("resources"), QStringLiteral("dynamic"));
    } else {
        QJsonArray files;
        for (const SkillFile &file : entry.files)
            files << QJsonObject {{QStringLiteral("uri"), file.uri}, {QStringLiteral("size"), file.size}};
        json.insert(QStringLiteral("resources"), files);
        json.insert(QStringLiteral("totalBytes"), entry.totalSize());
    }
    if (!skill.listed)
        json.insert(QStringLiteral("listed"), false);
    if (!entry.errors.isEmpty())
        json.insert(QStringLiteral("errors"), QJsonArray::fromStringList(entry.errors));
    if (!entry.warnings.isEmpty())
        json.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(entry.warnings));
    return json;
}

using CliOutput::compact;

QJsonObject contentFields(const QByteArray &bytes)
{
    // Text as text; anything that is not UTF-8 as base64.
    const QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() == bytes)
        return {{QStringLiteral("text"), text}};
    return {{QStringLiteral("blob"), QString::fromLatin1(bytes.toBase64())}};
}
} // namespace

SkillsCommand::SkillsCommand(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_catalog(new SkillCatalog(session, this))
{
}

void SkillsCommand::run(const QStringList &arguments)
{
    if (!m_catalog->isOffered()) {
        // SEP-2640: skills/list and skills/get only after the server declared the extension.
        emit line(compact({{QStringLiteral("event"), QStringLiteral("error")},
            {QStringLiteral("error"),
                tr("the server does not declare the skills extension (%1)").arg(QLatin1String(Skills::ExtensionId))}}));
        emit finished(3);
        return;
    }
    if (arguments.isEmpty())
        list();
    else
        load(arguments.constFirst(), arguments.mid(1));
}

void SkillsCommand::list()
{
    connect(m_catalog, &SkillCatalog::listFailed, this, [this](const QString &reason) {
        if (m_catalog->skills().isEmpty()) {
            emit line(compact({{QStringLiteral("event"), QStringLiteral("error")}, {QStringLiteral("error"), reason}}));
            emit finished(3);
        }
    });
    connect(m_catalog, &SkillCatalog::listChanged, this, [this] {
        QJsonArray skills;
        for (const SkillCatalog::Skill &skill : m_catalog->skills())
            skills << entryJson(skill);
        emit line(QJsonDocument(skills).toJson(QJsonDocument::Indented).trimmed());
        emit finished(0);
    });
    m_catalog->refresh();
}

void SkillsCommand::load(const QString &uri, QStringList files)
{
    connect(m_catalog, &SkillCatalog::skillChanged, this, [this, uri, files](const QString &changed) {
        const SkillCatalog::Skill *skill = m_catalog->skill(changed);
        if (changed != uri || !skill || skill->state == SkillCatalog::State::Loading)
            return;
        m_catalog->disconnect(this);
        if (skill->state != SkillCatalog::State::Loaded) {
            QJsonObject error {{QStringLiteral("event"), QStringLiteral("error")}, {QStringLiteral("uri"), uri},
                {QStringLiteral("error"), skill->problem}};
            emit line(compact(error));
            // Content that failed verification (or an invalid entry) is the server's fault (1); a failed request
            // is a protocol or connection error (3).
            emit finished(skill->failure == SkillCatalog::Failure::Request ? 3 : 1);
            return;
        }
        QJsonObject loaded = entryJson(*skill);
        loaded.insert(QStringLiteral("event"), QStringLiteral("skill"));
        loaded.insert(QStringLiteral("verified"), !skill->entry.dynamic);
        loaded.insert(QStringLiteral("content"), QString::fromUtf8(skill->content));
        emit line(compact(loaded));
        readNext(uri, files);
    });
    // Listing first: the listing's entry is what a host holds; a skill it does not show is asked for by URI.
    connect(
        m_catalog, &SkillCatalog::listChanged, this, [this, uri] { m_catalog->load(uri); }, Qt::SingleShotConnection);
    connect(
        m_catalog, &SkillCatalog::listFailed, this, [this, uri] { m_catalog->load(uri); }, Qt::SingleShotConnection);
    m_catalog->refresh();
}

void SkillsCommand::readNext(const QString &uri, QStringList files)
{
    if (files.isEmpty()) {
        emit finished(0);
        return;
    }
    const QString file = files.takeFirst();
    connect(m_catalog, &SkillCatalog::fileRead, this,
        [this, uri, file, files](const QString &, const QString &fileUri, const QByteArray &bytes) {
            if (fileUri != file)
                return;
            m_catalog->disconnect(this);
            QJsonObject read = contentFields(bytes);
            read.insert(QStringLiteral("event"), QStringLiteral("file"));
            read.insert(QStringLiteral("uri"), fileUri);
            read.insert(QStringLiteral("verified"), !m_catalog->skill(uri)->entry.dynamic);
            emit line(compact(read));
            readNext(uri, files);
        });
    connect(m_catalog, &SkillCatalog::fileFailed, this,
        [this, file](const QString &, const QString &fileUri, const QString &reason) {
            if (fileUri != file)
                return;
            m_catalog->disconnect(this);
            emit line(compact({{QStringLiteral("event"), QStringLiteral("error")}, {QStringLiteral("uri"), fileUri},
                {QStringLiteral("error"), reason}}));
            emit finished(1);
        });
    m_catalog->readFile(uri, file);
}

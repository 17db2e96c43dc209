// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "skillcatalog.h"

#include <QJsonArray>

#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"

namespace Mcp {

SkillCatalog::SkillCatalog(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

bool SkillCatalog::isOffered() const
{
    return m_session
        && m_session->serverCapabilities()
               .value(QLatin1String("extensions"))
               .toObject()
               .contains(QLatin1String(Skills::ExtensionId));
}

const SkillCatalog::Skill *SkillCatalog::skill(const QString &uri) const
{
    for (const Skill &s : m_skills) {
        if (s.entry.uri == uri)
            return &s;
    }
    return nullptr;
}

SkillCatalog::Skill *SkillCatalog::find(const QString &uri)
{
    return const_cast<Skill *>(std::as_const(*this).skill(uri));
}

void SkillCatalog::refresh()
{
    if (m_refreshing || !m_session)
        return;
    m_refreshing = true;
    m_listError.clear();
    listPage(QString(), {}, 1);
}

void SkillCatalog::listPage(const QString &cursor, QList<SkillEntry> entries, int page)
{
    QJsonObject params;
    if (!cursor.isEmpty())
        params.insert(QStringLiteral("cursor"), cursor);
    PendingRequest *request = m_session->request(QStringLiteral("skills/list"), params);
    connect(request, &PendingRequest::finished, this, [this, request, entries, page]() mutable {
        if (request->hasError()) {
            m_refreshing = false;
            m_listError = tr("skills/list failed: %1").arg(request->error().toString());
            emit listFailed(m_listError);
            return;
        }
        const QJsonObject result = request->result();
        const QJsonArray listed = result.value(QLatin1String("skills")).toArray();
        for (const QJsonValue &value : listed)
            entries << SkillEntry::fromJson(value.toObject());
        const QString next = result.value(QLatin1String("nextCursor")).toString();
        if (next.isEmpty() || next == request->params().value(QLatin1String("cursor")).toString()) {
            finishListing(entries);
        } else if (page >= MaxPages) {
            m_listError = tr("the listing still had more after %1 pages: the rest is not shown").arg(MaxPages);
            finishListing(entries);
        } else {
            listPage(next, entries, page + 1);
        }
    });
}

void SkillCatalog::finishListing(const QList<SkillEntry> &entries)
{
    m_refreshing = false;
    QList<Skill> skills;
    for (const SkillEntry &entry : entries) {
        Skill skill;
        if (const Skill *known = this->skill(entry.uri); known && known->entry.files.size() == entry.files.size()) {
            bool same = known->entry.dynamic == entry.dynamic && known->entry.frontmatter == entry.frontmatter;
            for (qsizetype i = 0; same && i < entry.files.size(); ++i)
                same = known->entry.files.at(i).digest == entry.files.at(i).digest;
            if (same)
                skill = *known; // what was verified against the same entry stays verified
        }
        skill.entry = entry;
        skill.listed = true;
        if (!entry.isLoadable()) {
            skill.state = State::Failed;
            skill.failure = Failure::InvalidEntry;
            skill.problem = entry.errors.join(QStringLiteral("; "));
        }
        skills << skill;
    }
    // A skill reached by its URI alone (not listed) stays.
    for (const Skill &old : std::as_const(m_skills)) {
        if (!old.listed && std::none_of(skills.cbegin(), skills.cend(), [&](const Skill &s) {
                return s.entry.uri == old.entry.uri;
            }))
            skills << old;
    }
    m_skills = skills;
    emit listChanged();
    if (!m_listError.isEmpty())
        emit listFailed(m_listError);
}

SkillCatalog::Skill &SkillCatalog::upsert(const SkillEntry &entry, bool listed)
{
    if (Skill *known = find(entry.uri)) {
        // Another entry for the same URI: what was verified against the old one counts no more.
        if (known->entry.frontmatter != entry.frontmatter || known->entry.files.size() != entry.files.size()) {
            const bool wasListed = known->listed;
            *known = Skill();
            known->listed = wasListed;
        }
        known->entry = entry;
        known->listed = known->listed || listed;
        return *known;
    }
    Skill skill;
    skill.entry = entry;
    skill.listed = listed;
    m_skills << skill;
    emit listChanged();
    return m_skills.last();
}

void SkillCatalog::fail(const QString &uri, Failure failure, const QString &reason)
{
    if (Skill *skill = find(uri)) {
        skill->state = State::Failed;
        skill->failure = failure;
        skill->problem = reason;
        skill->content.clear();
        skill->files.clear();
    }
    emit skillChanged(uri);
}

void SkillCatalog::load(const QString &uri)
{
    if (!m_session)
        return;
    Skill *known = find(uri);
    if (known && known->state == State::Loading)
        return;
    if (known && known->listed) {
        if (!known->entry.isLoadable()) {
            fail(uri, Failure::InvalidEntry,
                tr("the entry is invalid: %1").arg(known->entry.errors.join(QStringLiteral("; "))));
            return;
        }
        known->state = State::Loading;
        emit skillChanged(uri);
        readSkillMd(uri);
        return;
    }
    // Not listed (a partial listing, or a URI from the server's instructions): skills/get confirms it is a skill
    // and gives the entry to verify against.
    PendingRequest *request = m_session->request(QStringLiteral("skills/get"), {{QStringLiteral("uri"), uri}});
    connect(request, &PendingRequest::finished, this, [this, request, uri] {
        const QJsonObject result = request->result();
        SkillEntry entry = SkillEntry::fromJson(result.value(QLatin1String("skill")).toObject());
        if (request->hasError()) {
            entry = SkillEntry();
            entry.uri = uri;
            upsert(entry, false);
            fail(uri, Failure::Request, tr("skills/get failed: %1").arg(request->error().toString()));
            return;
        }
        if (entry.uri != uri)
            entry.errors << tr("skills/get answered with the entry of %1").arg(entry.uri);
        entry.uri = uri;
        Skill &skill = upsert(entry, false);
        if (!entry.isLoadable()) {
            fail(uri, Failure::InvalidEntry,
                tr("the entry is invalid: %1").arg(entry.errors.join(QStringLiteral("; "))));
            return;
        }
        skill.state = State::Loading;
        emit skillChanged(uri);
        readSkillMd(uri);
    });
}

void SkillCatalog::readSkillMd(const QString &uri)
{
    PendingRequest *request = m_session->request(QStringLiteral("resources/read"), {{QStringLiteral("uri"), uri}});
    connect(request, &PendingRequest::finished, this, [this, request, uri] {
        Skill *skill = find(uri);
        if (!skill || skill->state != State::Loading)
            return;
        if (request->hasError()) {
            fail(uri, Failure::Request, tr("resources/read failed: %1").arg(request->error().toString()));
            return;
        }
        QByteArray bytes;
        if (!Skills::contentBytes(request->result(), uri, &bytes, nullptr)) {
            fail(uri, Failure::Verification, tr("resources/read returned no content for %1").arg(uri));
            return;
        }
        const QStringList problems = Skills::verifySkillMd(skill->entry, bytes);
        if (!problems.isEmpty()) {
            // SEP-2640 "Integrity and Verification": content that fails is not used, and the skill is not loaded.
            fail(uri, Failure::Verification, tr("verification failed: %1").arg(problems.join(QStringLiteral("; "))));
            return;
        }
        skill->state = State::Loaded;
        skill->failure = Failure::None;
        skill->problem.clear();
        skill->content = bytes;
        emit skillChanged(uri);
    });
}

void SkillCatalog::readFile(const QString &skillUri, const QString &fileUri)
{
    Skill *skill = find(skillUri);
    if (!skill || skill->state != State::Loaded) {
        emit fileFailed(skillUri, fileUri, tr("the skill is not loaded"));
        return;
    }
    const SkillFile *listed = skill->entry.file(fileUri);
    const bool inSkill = fileUri.startsWith(skill->entry.root() + QLatin1Char('/'));
    if (!skill->entry.dynamic && !listed) {
        // Within the acting window only listed files are read: an unlisted one is a changed skill.
        const QString reason = inSkill ? tr("%1 is not listed in the skill's entry: the skill changed").arg(fileUri)
                                       : tr("%1 is not a file of this skill").arg(fileUri);
        skill->fileProblems.insert(fileUri, reason);
        emit fileFailed(skillUri, fileUri, reason);
        return;
    }
    if (skill->entry.dynamic && !inSkill) {
        const QString reason = tr("%1 is not a file of this skill").arg(fileUri);
        emit fileFailed(skillUri, fileUri, reason);
        return;
    }
    PendingRequest *request = m_session->request(QStringLiteral("resources/read"), {{QStringLiteral("uri"), fileUri}});
    connect(request, &PendingRequest::finished, this, [this, request, skillUri, fileUri] {
        Skill *skill = find(skillUri);
        if (!skill || skill->state != State::Loaded)
            return;
        QByteArray bytes;
        QString reason;
        if (request->hasError())
            reason = tr("resources/read failed: %1").arg(request->error().toString());
        else if (!Skills::contentBytes(request->result(), fileUri, &bytes, nullptr))
            reason = tr("resources/read returned no content for %1").arg(fileUri);
        else if (const SkillFile *listed = skill->entry.file(fileUri))
            reason = Skills::verify(*listed, bytes);
        if (!reason.isEmpty()) {
            skill->fileProblems.insert(fileUri, reason);
            skill->files.remove(fileUri);
            emit fileFailed(skillUri, fileUri, reason);
            return;
        }
        skill->fileProblems.remove(fileUri);
        skill->files.insert(fileUri, bytes);
        emit fileRead(skillUri, fileUri, bytes);
    });
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include "skills/skill.h"

namespace Mcp {

class McpSession;

/*!
 * The skills one server publishes (SEP-2640), for a person to look at: the listing (`skills/list`, every page),
 * and a skill loaded on request: its SKILL.md read and verified against the entry (size, digest, frontmatter
 * field by field), then its other files, each read only when asked for, only when the entry lists it, and verified
 * too. Nothing is read ahead of need: listing reads no file. Content that fails verification is not kept.
 */
class SkillCatalog final : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Listed, // known from the listing (or skills/get), nothing read
        Loading,
        Loaded, // SKILL.md read and verified
        Failed, // the entry is invalid, a request failed or SKILL.md failed verification: see problem
    };
    Q_ENUM(State)

    /*! Why a skill failed: its entry is invalid, a request failed, or what was read failed verification. */
    enum class Failure
    {
        None,
        InvalidEntry,
        Request,
        Verification,
    };
    Q_ENUM(Failure)

    struct Skill
    {
        SkillEntry entry;
        State state = State::Listed;
        bool listed = false; // in the server's listing (else reached by its URI through skills/get)
        QString problem; // why it failed
        Failure failure = Failure::None;
        QByteArray content; // the verified SKILL.md, once loaded
        QHash<QString, QByteArray> files; // verified supporting files read so far
        QHash<QString, QString> fileProblems; // files that failed
    };

    /*! Stops following the listing after this many pages: a server whose cursors never end. */
    static constexpr int MaxPages = 100;

    explicit SkillCatalog(McpSession *session, QObject *parent = nullptr);

    /*! The server declared `io.modelcontextprotocol/skills` among its capabilities' extensions. */
    bool isOffered() const;

    /*! Lists the skills again (every page); loaded skills whose entry did not change stay loaded. */
    void refresh();
    bool isRefreshing() const { return m_refreshing; }
    QString listError() const { return m_listError; }
    const QList<Skill> &skills() const { return m_skills; }
    const Skill *skill(const QString &uri) const;

    /*!
     * Loads the skill whose SKILL.md is \a uri: its entry from the listing, else from `skills/get`; then SKILL.md
     * through `resources/read`, verified. skillChanged() tells how it went.
     */
    void load(const QString &uri);
    /*!
     * Reads \a fileUri of the loaded skill \a skillUri and verifies it. A file the entry does not list fails
     * without a request (an unlisted file is a change to the skill). fileRead() or fileFailed() follows.
     */
    void readFile(const QString &skillUri, const QString &fileUri);

signals:
    void listChanged();
    void listFailed(const QString &reason);
    void skillChanged(const QString &uri);
    void fileRead(const QString &skillUri, const QString &fileUri, const QByteArray &bytes);
    void fileFailed(const QString &skillUri, const QString &fileUri, const QString &reason);

private:
    void listPage(const QString &cursor, QList<SkillEntry> entries, int page);
    void finishListing(const QList<SkillEntry> &entries);
    Skill *find(const QString &uri);
    Skill &upsert(const SkillEntry &entry, bool listed);
    void readSkillMd(const QString &uri);
    void fail(const QString &uri, Failure failure, const QString &reason);

    QPointer<McpSession> m_session;
    QList<Skill> m_skills;
    bool m_refreshing = false;
    QString m_listError;
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Mcp {

/*!
 * The Skills extension (`io.modelcontextprotocol/skills`, SEP-2640): a server publishes Agent Skills, each a
 * directory of files served as resources (conventionally `skill://<skill-path>/<file-path>`), with `skills/list`
 * and `skills/get` giving each skill's entry: its SKILL.md frontmatter and a manifest of its files with their
 * SHA-256 digests and sizes. What the client may trust is what it verified against that entry.
 */
namespace Skills {
inline constexpr char ExtensionId[] = "io.modelcontextprotocol/skills";
/*! The limits every host must accept (and servers should keep to): files per skill, and their total size. */
inline constexpr int MaxFilesPerSkill = 512;
inline constexpr qint64 MaxTotalBytes = 16 * 1024 * 1024;
} // namespace Skills

/*! One file of a skill, as its entry lists it. */
struct SkillFile
{
    QString uri;
    QString digest; // "sha256:" and 64 lowercase hex digits
    qint64 size = 0;
};

/*! The entry of one skill (SEP-2640 `Skill`): what `skills/list` and `skills/get` return. */
struct SkillEntry
{
    QString uri; // of its SKILL.md
    QJsonObject frontmatter; // verbatim: name and description at least
    QList<SkillFile> files; // every file, SKILL.md included; empty when dynamic
    bool dynamic = false; // `resources: "dynamic"`: generated content, no digests to verify against
    /*! What is wrong with the entry, each a sentence. */
    QStringList errors; // the spec says not to load it
    QStringList warnings; // the server breaks a rule, the skill can still be loaded

    bool isLoadable() const { return errors.isEmpty(); }
    QString name() const { return frontmatter.value(QLatin1String("name")).toString(); }
    QString description() const { return frontmatter.value(QLatin1String("description")).toString(); }
    /*! The skill's root: its SKILL.md URI without `/SKILL.md`. */
    QString root() const;
    qint64 totalSize() const;
    /*! The listed file at \a uri, or null: a file the entry does not list is no part of the skill. */
    const SkillFile *file(const QString &uri) const;

    /*! Reads and checks an entry; never fails, what is wrong lands in errors and warnings. */
    static SkillEntry fromJson(const QJsonObject &json);
};

namespace Skills {
/*!
 * The YAML frontmatter at the start of a SKILL.md (between `---` lines) as JSON, the way YAML 1.2's core schema
 * reads it (plain `true`, `12`, `null` are a boolean, a number, null; quoted ones strings). Empty with \a error
 * when there is none, or when it is not a YAML mapping (anchors and aliases are refused).
 */
QJsonObject parseFrontmatter(const QByteArray &markdown, QString *error);
/*! \a markdown without its frontmatter block (what follows the closing `---`), or all of it when it has none. */
QByteArray body(const QByteArray &markdown);
/*! \a value as JSON text ("\"x\"", "12", "{\"a\":1}"): how a frontmatter field is shown. */
QString jsonText(const QJsonValue &value);
/*! The fields where \a file and \a entry differ ("description: file … entry …"); a missing field is null. */
QStringList frontmatterDifferences(const QJsonObject &file, const QJsonObject &entry);
/*! `sha256:` and the lowercase hex SHA-256 of \a bytes. */
QString digestOf(const QByteArray &bytes);
/*!
 * Verifies \a bytes read from \a file: the size first, then the digest. The reason it fails, or empty.
 */
QString verify(const SkillFile &file, const QByteArray &bytes);
/*!
 * Verifies a SKILL.md read for \a entry: listed, size and digest (unless the skill is dynamic), and its
 * frontmatter field by field against the entry's. The reasons it fails, or empty: content that fails is not used.
 */
QStringList verifySkillMd(const SkillEntry &entry, const QByteArray &bytes);
/*! The raw bytes of \a uri in a `resources/read` result (text as UTF-8, blob decoded); false when absent. */
bool contentBytes(const QJsonObject &readResult, const QString &uri, QByteArray *bytes, QString *mimeType);
} // namespace Skills

} // namespace Mcp

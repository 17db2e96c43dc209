// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "skill.h"

#include <cmath>
#include <memory>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <yaml.h>

namespace Mcp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Mcp::Skills", text);
}

constexpr int MaxFrontmatterBytes = 64 * 1024;
constexpr int MaxDepth = 32;

bool isDigest(const QString &digest)
{
    static const QRegularExpression pattern(QStringLiteral("^sha256:[0-9a-f]{64}$"));
    return pattern.match(digest).hasMatch();
}

bool isSkillName(const QString &name)
{
    // Agent Skills naming: 1-64 lowercase letters, digits and hyphens; no hyphen first, last or twice in a row.
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return name.size() <= 64 && pattern.match(name).hasMatch();
}

/*! A YAML document's events, read into JSON: one node and what it holds. */
class YamlReader
{
public:
    explicit YamlReader(const QByteArray &yaml)
        : m_yaml(yaml) // libyaml reads the bytes where they are, for as long as it parses: kept here
    {
        yaml_parser_initialize(&m_parser);
        yaml_parser_set_input_string(
            &m_parser, reinterpret_cast<const unsigned char *>(m_yaml.constData()), size_t(m_yaml.size()));
    }
    ~YamlReader()
    {
        if (m_held)
            yaml_event_delete(&m_heldEvent);
        yaml_parser_delete(&m_parser);
    }
    YamlReader(const YamlReader &) = delete;
    YamlReader &operator=(const YamlReader &) = delete;

    /*! The document's root node; undefined with error() on failure. An empty document is null. */
    QJsonValue document()
    {
        if (!expect(YAML_STREAM_START_EVENT))
            return fail(tr("not YAML"));
        yaml_event_t event;
        if (!next(&event))
            return QJsonValue::Undefined;
        if (event.type == YAML_STREAM_END_EVENT) {
            yaml_event_delete(&event);
            return QJsonValue::Null;
        }
        const bool document = event.type == YAML_DOCUMENT_START_EVENT;
        yaml_event_delete(&event);
        if (!document)
            return fail(tr("not a YAML document"));
        const QJsonValue root = node(0);
        if (root.isUndefined())
            return root;
        if (!expect(YAML_DOCUMENT_END_EVENT))
            return fail(tr("more than one YAML document"));
        return root;
    }
    QString error() const { return m_error; }

private:
    QJsonValue fail(const QString &error)
    {
        if (m_error.isEmpty())
            m_error = error;
        return QJsonValue::Undefined;
    }
    bool next(yaml_event_t *event)
    {
        if (m_held) {
            *event = m_heldEvent; // the event peekEnd() read ahead
            m_held = false;
            return true;
        }
        if (yaml_parser_parse(&m_parser, event))
            return true;
        fail(tr("YAML error at line %1: %2")
                 .arg(m_parser.problem_mark.line + 1)
                 .arg(QString::fromUtf8(m_parser.problem ? m_parser.problem : "unknown")));
        return false;
    }
    bool expect(yaml_event_type_t type)
    {
        yaml_event_t event;
        if (!next(&event))
            return false;
        const bool ok = event.type == type;
        yaml_event_delete(&event);
        return ok;
    }

    QJsonValue node(int depth)
    {
        if (depth > MaxDepth)
            return fail(tr("the YAML is nested too deeply"));
        yaml_event_t event;
        if (!next(&event))
            return QJsonValue::Undefined;
        std::unique_ptr<yaml_event_t, void (*)(yaml_event_t *)> owned(&event, yaml_event_delete);
        switch (event.type) {
        case YAML_SCALAR_EVENT:
            return scalar(event);
        case YAML_ALIAS_EVENT:
            return fail(tr("YAML aliases are not accepted in frontmatter"));
        case YAML_SEQUENCE_START_EVENT: {
            if (event.data.sequence_start.anchor)
                return fail(tr("YAML anchors are not accepted in frontmatter"));
            owned.reset();
            QJsonArray array;
            for (;;) {
                if (peekEnd(YAML_SEQUENCE_END_EVENT))
                    return array;
                const QJsonValue item = node(depth + 1);
                if (item.isUndefined())
                    return item;
                array.append(item);
            }
        }
        case YAML_MAPPING_START_EVENT: {
            if (event.data.mapping_start.anchor)
                return fail(tr("YAML anchors are not accepted in frontmatter"));
            owned.reset();
            QJsonObject object;
            for (;;) {
                if (peekEnd(YAML_MAPPING_END_EVENT))
                    return object;
                const QJsonValue key = node(depth + 1);
                if (key.isUndefined())
                    return key;
                if (!key.isString() && !key.isDouble() && !key.isBool())
                    return fail(tr("a YAML key that is not a scalar"));
                const QString name = key.isString() ? key.toString()
                    : key.isBool()                  ? QString::fromLatin1(key.toBool() ? "true" : "false")
                                                    : QString::number(key.toDouble());
                const QJsonValue value = node(depth + 1);
                if (value.isUndefined())
                    return value;
                if (object.contains(name))
                    return fail(tr("the YAML key \"%1\" appears twice").arg(name));
                object.insert(name, value);
            }
        }
        default:
            return fail(tr("unexpected YAML"));
        }
    }

    // Consumes the end event when it is next; any other event is left for node() by parsing it there. libyaml has no
    // peek, so the reader keeps one event back.
    bool peekEnd(yaml_event_type_t type)
    {
        if (!m_held) {
            if (!yaml_parser_parse(&m_parser, &m_heldEvent)) {
                fail(tr("YAML error at line %1: %2")
                         .arg(m_parser.problem_mark.line + 1)
                         .arg(QString::fromUtf8(m_parser.problem ? m_parser.problem : "unknown")));
                // Stop the caller's loop: the failure is recorded, node() will fail on the next read.
                return true;
            }
            m_held = true;
        }
        if (m_heldEvent.type != type)
            return false;
        yaml_event_delete(&m_heldEvent);
        m_held = false;
        return true;
    }

    static QJsonValue scalar(const yaml_event_t &event)
    {
        const QString text = QString::fromUtf8(
            reinterpret_cast<const char *>(event.data.scalar.value), qsizetype(event.data.scalar.length));
        const QByteArray tag =
            event.data.scalar.tag ? QByteArray(reinterpret_cast<const char *>(event.data.scalar.tag)) : QByteArray();
        if (event.data.scalar.style != YAML_PLAIN_SCALAR_STYLE || tag == "tag:yaml.org,2002:str")
            return text;
        // YAML 1.2 core schema (10.3.2).
        static const QRegularExpression null(QStringLiteral("^(null|Null|NULL|~|)$"));
        static const QRegularExpression boolean(QStringLiteral("^(true|True|TRUE|false|False|FALSE)$"));
        static const QRegularExpression integer(QStringLiteral("^[-+]?[0-9]+$"));
        static const QRegularExpression octal(QStringLiteral("^0o[0-7]+$"));
        static const QRegularExpression hex(QStringLiteral("^0x[0-9a-fA-F]+$"));
        static const QRegularExpression number(
            QStringLiteral("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"));
        static const QRegularExpression infinity(QStringLiteral("^[-+]?\\.(inf|Inf|INF)$"));
        static const QRegularExpression nan(QStringLiteral("^\\.(nan|NaN|NAN)$"));
        if (null.match(text).hasMatch())
            return QJsonValue::Null;
        if (boolean.match(text).hasMatch())
            return text.at(0).toLower() == QLatin1Char('t');
        if (integer.match(text).hasMatch() || number.match(text).hasMatch())
            return text.toDouble();
        if (octal.match(text).hasMatch())
            return double(QStringView(text).mid(2).toULongLong(nullptr, 8));
        if (hex.match(text).hasMatch())
            return double(QStringView(text).mid(2).toULongLong(nullptr, 16));
        if (infinity.match(text).hasMatch() || nan.match(text).hasMatch())
            return text; // JSON has no such numbers: kept as written
        return text;
    }

    const QByteArray m_yaml;
    yaml_parser_t m_parser;
    yaml_event_t m_heldEvent {};
    bool m_held = false;
    QString m_error;
};

} // namespace

QString SkillEntry::root() const
{
    return uri.endsWith(QLatin1String("/SKILL.md")) ? uri.chopped(int(qstrlen("/SKILL.md"))) : QString();
}

qint64 SkillEntry::totalSize() const
{
    qint64 total = 0;
    for (const SkillFile &f : files)
        total += f.size;
    return total;
}

const SkillFile *SkillEntry::file(const QString &fileUri) const
{
    for (const SkillFile &f : files) {
        if (f.uri == fileUri)
            return &f;
    }
    return nullptr;
}

SkillEntry SkillEntry::fromJson(const QJsonObject &json)
{
    SkillEntry entry;
    const QJsonValue uri = json.value(QLatin1String("uri"));
    entry.uri = uri.toString();
    if (!uri.isString() || entry.uri.isEmpty())
        entry.errors << tr("the entry has no uri");
    else if (entry.root().isEmpty())
        entry.errors << tr("the uri %1 does not name a SKILL.md").arg(entry.uri);
    const QJsonValue frontmatter = json.value(QLatin1String("frontmatter"));
    entry.frontmatter = frontmatter.toObject();
    if (!frontmatter.isObject()) {
        entry.errors << tr("the entry has no frontmatter object");
    } else {
        if (!entry.frontmatter.value(QLatin1String("name")).isString() || entry.name().isEmpty())
            entry.errors << tr("the frontmatter has no name");
        if (!entry.frontmatter.value(QLatin1String("description")).isString() || entry.description().isEmpty())
            entry.errors << tr("the frontmatter has no description");
    }
    const QString root = entry.root();
    if (!root.isEmpty() && !entry.name().isEmpty()) {
        const QString lastSegment = root.section(QLatin1Char('/'), -1);
        if (lastSegment != entry.name())
            entry.warnings
                << tr("the last segment of the skill path (%1) is not its name (%2)").arg(lastSegment, entry.name());
        if (!isSkillName(entry.name()))
            entry.warnings << tr("the name %1 breaks the Agent Skills naming rules").arg(entry.name());
    }

    const QJsonValue resources = json.value(QLatin1String("resources"));
    if (resources.isString() && resources.toString() == QLatin1String("dynamic")) {
        entry.dynamic = true;
    } else if (!resources.isArray()) {
        // SEP-2640 "Resources": an entry without an array or "dynamic" is invalid, and hosts must not load it.
        entry.errors << tr("resources is neither a list of files nor \"dynamic\"");
    } else {
        const QJsonArray array = resources.toArray();
        int index = 0;
        for (const QJsonValue &value : array) {
            const QJsonObject object = value.toObject();
            SkillFile file;
            file.uri = object.value(QLatin1String("uri")).toString();
            file.digest = object.value(QLatin1String("digest")).toString();
            const QJsonValue size = object.value(QLatin1String("size"));
            // A byte count: a whole number a double holds exactly (converting anything else would be undefined).
            const double bytes = size.toDouble(-1);
            file.size = size.isDouble() && bytes >= 0 && bytes <= 9007199254740992.0 && bytes == std::floor(bytes)
                ? qint64(bytes)
                : -1;
            const QString label = file.uri.isEmpty() ? tr("file %1").arg(index) : file.uri;
            if (file.uri.isEmpty())
                entry.errors << tr("%1 has no uri").arg(label);
            else if (file.uri != entry.uri && !root.isEmpty() && !file.uri.startsWith(root + QLatin1Char('/')))
                entry.errors << tr("%1 lies outside the skill").arg(label);
            if (!isDigest(file.digest))
                entry.errors << tr("%1 has no sha256 digest of 64 lowercase hex digits").arg(label);
            if (file.size < 0)
                entry.errors << tr("%1 has no size in bytes").arg(label);
            if (!file.uri.isEmpty() && entry.file(file.uri))
                entry.errors << tr("%1 is listed twice").arg(label);
            entry.files << file;
            ++index;
        }
        if (!entry.uri.isEmpty() && !entry.file(entry.uri))
            entry.errors << tr("the files do not list the SKILL.md itself");
        if (entry.files.size() > Skills::MaxFilesPerSkill)
            entry.warnings << tr("%1 files, more than the %2 every host accepts")
                                  .arg(entry.files.size())
                                  .arg(Skills::MaxFilesPerSkill);
        if (entry.totalSize() > Skills::MaxTotalBytes)
            entry.warnings << tr("%1 bytes in all, more than the 16 MiB every host accepts").arg(entry.totalSize());
    }
    return entry;
}

namespace Skills {

QJsonObject parseFrontmatter(const QByteArray &markdown, QString *error)
{
    // The frontmatter block: "---" on the first line (after a byte order mark), up to the next line of "---".
    static const QRegularExpression block(QStringLiteral("^---\\r?\\n([\\s\\S]*?)\\r?\\n---[ \\t]*(?:\\r?\\n|$)"));
    QByteArray text = markdown;
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    const QRegularExpressionMatch match = block.match(QString::fromUtf8(text.left(MaxFrontmatterBytes + 16)));
    if (!match.hasMatch()) {
        *error = tr("SKILL.md does not begin with a --- delimited YAML frontmatter block");
        return {};
    }
    // The line break before the closing "---" belongs to the YAML: a block scalar at the end keeps its last line's.
    YamlReader reader(match.captured(1).toUtf8() + '\n');
    const QJsonValue root = reader.document();
    if (root.isUndefined()) {
        *error = reader.error();
        return {};
    }
    if (!root.isObject()) {
        *error = tr("the frontmatter is not a YAML mapping");
        return {};
    }
    return root.toObject();
}

QByteArray body(const QByteArray &markdown)
{
    static const QRegularExpression block(
        QStringLiteral("^\\x{FEFF}?---\\r?\\n[\\s\\S]*?\\r?\\n---[ \\t]*(?:\\r?\\n|$)"));
    const QString text = QString::fromUtf8(markdown);
    const QRegularExpressionMatch match = block.match(text);
    return match.hasMatch() ? text.mid(match.capturedEnd()).toUtf8() : markdown;
}

QString jsonText(const QJsonValue &value)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact).chopped(1).mid(1));
}

QStringList frontmatterDifferences(const QJsonObject &file, const QJsonObject &entry)
{
    QStringList keys = file.keys() + entry.keys();
    keys.removeDuplicates();
    keys.sort();
    QStringList differences;
    for (const QString &key : std::as_const(keys)) {
        const QJsonValue a = file.contains(key) ? file.value(key) : QJsonValue(QJsonValue::Null);
        const QJsonValue b = entry.contains(key) ? entry.value(key) : QJsonValue(QJsonValue::Null);
        if (a != b)
            differences << tr("%1: the file says %2, the entry %3").arg(key, jsonText(a), jsonText(b));
    }
    return differences;
}

QString digestOf(const QByteArray &bytes)
{
    return QStringLiteral("sha256:")
        + QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString verify(const SkillFile &file, const QByteArray &bytes)
{
    if (bytes.size() != file.size)
        return tr("%1 has %2 bytes, its entry says %3").arg(file.uri).arg(bytes.size()).arg(file.size);
    if (digestOf(bytes) != file.digest)
        return tr("%1 does not match its digest (%2, its entry says %3)").arg(file.uri, digestOf(bytes), file.digest);
    return {};
}

QStringList verifySkillMd(const SkillEntry &entry, const QByteArray &bytes)
{
    QStringList problems;
    if (!entry.dynamic) {
        const SkillFile *listed = entry.file(entry.uri);
        if (!listed)
            return {tr("the entry does not list %1").arg(entry.uri)};
        const QString failure = verify(*listed, bytes);
        if (!failure.isEmpty())
            return {failure};
    }
    QString error;
    const QJsonObject frontmatter = parseFrontmatter(bytes, &error);
    if (!error.isEmpty())
        return {error};
    for (const QString &difference : frontmatterDifferences(frontmatter, entry.frontmatter))
        problems << tr("frontmatter differs from the entry: %1").arg(difference);
    return problems;
}

bool contentBytes(const QJsonObject &readResult, const QString &uri, QByteArray *bytes, QString *mimeType)
{
    const QJsonArray contents = readResult.value(QLatin1String("contents")).toArray();
    QJsonObject chosen;
    for (const QJsonValue &value : contents) {
        const QJsonObject content = value.toObject();
        if (content.value(QLatin1String("uri")).toString() == uri) {
            chosen = content;
            break;
        }
    }
    if (chosen.isEmpty() && contents.size() == 1)
        chosen = contents.first().toObject();
    if (chosen.value(QLatin1String("text")).isString()) {
        *bytes = chosen.value(QLatin1String("text")).toString().toUtf8();
    } else if (chosen.value(QLatin1String("blob")).isString()) {
        const auto decoded = QByteArray::fromBase64Encoding(
            chosen.value(QLatin1String("blob")).toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return false;
        *bytes = *decoded;
    } else {
        return false;
    }
    if (mimeType)
        *mimeType = chosen.value(QLatin1String("mimeType")).toString();
    return true;
}

} // namespace Skills

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The Skills extension (SEP-2640) on the client side: the SKILL.md frontmatter read as YAML, skill entries and
// what makes them invalid, verification of what is read against the entry, and the catalog against a scripted
// server (listing reads no file, loading verifies, supporting files are read only when listed).
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include "scriptedserver.h"
#include "session/mcpsession.h"
#include "skills/skill.h"
#include "skills/skillcatalog.h"

using namespace Mcp;

namespace {

const QByteArray kSkillMd = "---\nname: pdf-processing\ndescription: Extract, fill, and assemble PDF documents\n"
                            "metadata:\n  version: \"2.1\"\n---\n\nSkill body.\n";
const QByteArray kForms = "Supporting content.\n";

QJsonObject fileJson(const QString &uri, const QByteArray &bytes)
{
    return {{"uri", uri}, {"digest", Skills::digestOf(bytes)}, {"size", bytes.size()}};
}

QJsonObject pdfEntry()
{
    return {{"uri", "skill://pdf-processing/SKILL.md"},
        {"frontmatter",
            QJsonObject {{"name", "pdf-processing"}, {"description", "Extract, fill, and assemble PDF documents"},
                {"metadata", QJsonObject {{"version", "2.1"}}}}},
        {"resources",
            QJsonArray {fileJson("skill://pdf-processing/SKILL.md", kSkillMd),
                fileJson("skill://pdf-processing/references/FORMS.md", kForms)}}};
}

QJsonObject readResult(const QString &uri, const QByteArray &bytes)
{
    return {{"contents",
        QJsonArray {QJsonObject {{"uri", uri}, {"mimeType", "text/markdown"}, {"text", QString::fromUtf8(bytes)}}}}};
}

// Refreshes \a catalog; false when its list does not change.
bool refreshed(SkillCatalog &catalog)
{
    QSignalSpy listed(&catalog, &SkillCatalog::listChanged);
    catalog.refresh();
    return listed.wait();
}

} // namespace

class TestSkills : public QObject
{
    Q_OBJECT

private slots:
    void frontmatter_data()
    {
        QTest::addColumn<QByteArray>("markdown");
        QTest::addColumn<QByteArray>("expected"); // JSON, or empty when it must fail
        QTest::newRow("plain") << QByteArray("---\nname: a\ndescription: b c\n---\nbody")
                               << QByteArray(R"({"description":"b c","name":"a"})");
        QTest::newRow("core schema") << QByteArray(
            "---\nn: 12\nf: 1.5\nt: true\nz: null\ne:\nq: \"12\"\ns: 'true'\n---\n")
                                     << QByteArray(
                                            R"({"e":null,"f":1.5,"n":12,"q":"12","s":"true","t":true,"z":null})");
        QTest::newRow("yes is a string (YAML 1.2)") << QByteArray("---\nx: yes\n---\n") << QByteArray(R"({"x":"yes"})");
        QTest::newRow("nested and lists")
            << QByteArray("---\nmetadata:\n  a: b\n  n: [1, two]\nlist:\n  - x\n  - y\n---\n")
            << QByteArray(R"({"list":["x","y"],"metadata":{"a":"b","n":[1,"two"]}})");
        QTest::newRow("block scalar") << QByteArray("---\ndescription: |\n  line one\n  line two\n---\n")
                                      << QByteArray(R"({"description":"line one\nline two\n"})");
        QTest::newRow("BOM and CRLF") << QByteArray("\xEF\xBB\xBF---\r\nname: a\r\n---\r\nbody")
                                      << QByteArray(R"({"name":"a"})");
        QTest::newRow("no frontmatter") << QByteArray("# Title\n") << QByteArray();
        QTest::newRow("unterminated") << QByteArray("---\nname: a\n") << QByteArray();
        QTest::newRow("not a mapping") << QByteArray("---\n- a\n- b\n---\n") << QByteArray();
        QTest::newRow("alias refused") << QByteArray("---\na: &x 1\nb: *x\n---\n") << QByteArray();
        QTest::newRow("duplicate key") << QByteArray("---\na: 1\na: 2\n---\n") << QByteArray();
        QTest::newRow("broken YAML") << QByteArray("---\na: [1, 2\n---\n") << QByteArray();
        QTest::newRow("too deep") << QByteArray(
            "---\n" + QByteArray("a: ").repeated(1) + QByteArray(40, '[') + QByteArray(40, ']') + "\n---\n")
                                  << QByteArray();
    }
    void frontmatter()
    {
        QFETCH(QByteArray, markdown);
        QFETCH(QByteArray, expected);
        QString error;
        const QJsonObject parsed = Skills::parseFrontmatter(markdown, &error);
        if (expected.isEmpty()) {
            QVERIFY(parsed.isEmpty());
            QVERIFY(!error.isEmpty());
            return;
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(QJsonDocument(parsed).toJson(QJsonDocument::Compact), expected);
    }

    void entry_data()
    {
        QTest::addColumn<QJsonObject>("json");
        QTest::addColumn<QString>("error"); // a part of one error, or empty: loadable
        QTest::addColumn<QString>("warning");
        const QJsonObject good = pdfEntry();
        QTest::newRow("good") << good << QString() << QString();
        QJsonObject dynamic = good;
        dynamic.insert("resources", "dynamic");
        QTest::newRow("dynamic") << dynamic << QString() << QString();
        QJsonObject noResources = good;
        noResources.remove("resources");
        QTest::newRow("no resources") << noResources << "neither a list" << QString();
        QJsonObject noUri = good;
        noUri.remove("uri");
        QTest::newRow("no uri") << noUri << "no uri" << QString();
        QJsonObject noDescription = good;
        noDescription.insert("frontmatter", QJsonObject {{"name", "pdf-processing"}});
        QTest::newRow("no description") << noDescription << "no description" << QString();
        QJsonObject badDigest = good;
        badDigest.insert("resources",
            QJsonArray {
                QJsonObject {{"uri", "skill://pdf-processing/SKILL.md"}, {"digest", "sha256:ABC"}, {"size", 3}}});
        QTest::newRow("bad digest") << badDigest << "sha256 digest" << QString();
        QJsonObject fractional = good;
        QJsonObject file = fileJson("skill://pdf-processing/SKILL.md", kSkillMd);
        file.insert("size", 1.5);
        fractional.insert("resources", QJsonArray {file});
        QTest::newRow("size not whole") << fractional << "no size" << QString();
        QJsonObject absurd = good;
        file.insert("size", 1e300);
        absurd.insert("resources", QJsonArray {file});
        QTest::newRow("size absurd") << absurd << "no size" << QString();
        QJsonObject outside = good;
        outside.insert("resources",
            QJsonArray {fileJson("skill://pdf-processing/SKILL.md", kSkillMd), fileJson("skill://other/x.md", kForms)});
        QTest::newRow("file outside") << outside << "outside the skill" << QString();
        QJsonObject unlisted = good;
        unlisted.insert("resources", QJsonArray {fileJson("skill://pdf-processing/references/FORMS.md", kForms)});
        QTest::newRow("SKILL.md not listed") << unlisted << "SKILL.md itself" << QString();
        QJsonObject renamed = good;
        QJsonObject frontmatter = good.value("frontmatter").toObject();
        frontmatter.insert("name", "pdf");
        renamed.insert("frontmatter", frontmatter);
        QTest::newRow("name is not the path") << renamed << QString() << "last segment";
        QJsonObject huge = good;
        QJsonObject big = fileJson("skill://pdf-processing/SKILL.md", kSkillMd);
        big.insert("size", 17 * 1024 * 1024);
        huge.insert("resources", QJsonArray {big});
        QTest::newRow("over 16 MiB") << huge << QString() << "16 MiB";
    }
    void entry()
    {
        QFETCH(QJsonObject, json);
        QFETCH(QString, error);
        QFETCH(QString, warning);
        const SkillEntry entry = SkillEntry::fromJson(json);
        if (error.isEmpty())
            QVERIFY2(entry.isLoadable(), qPrintable(entry.errors.join("; ")));
        else
            QVERIFY2(entry.errors.join("; ").contains(error), qPrintable(entry.errors.join("; ")));
        if (warning.isEmpty())
            QVERIFY2(entry.warnings.isEmpty(), qPrintable(entry.warnings.join("; ")));
        else
            QVERIFY2(entry.warnings.join("; ").contains(warning), qPrintable(entry.warnings.join("; ")));
    }

    void verification()
    {
        const SkillEntry entry = SkillEntry::fromJson(pdfEntry());
        QVERIFY(entry.isLoadable());
        QCOMPARE(entry.root(), QString("skill://pdf-processing"));
        QCOMPARE(Skills::verifySkillMd(entry, kSkillMd), QStringList());
        // The size first: one byte more fails whatever the digest.
        const QStringList longer = Skills::verifySkillMd(entry, kSkillMd + "x");
        QVERIFY2(longer.join(' ').contains("bytes"), qPrintable(longer.join(' ')));
        // Same size, other bytes.
        QByteArray tampered = kSkillMd;
        tampered.replace("Skill body.", "Evil body!!");
        const QStringList digest = Skills::verifySkillMd(entry, tampered);
        QVERIFY2(digest.join(' ').contains("digest"), qPrintable(digest.join(' ')));
        // The frontmatter compared field by field, even when the digest fits the file (a server that lies in both).
        QByteArray other = kSkillMd;
        other.replace("description: Extract, fill, and assemble PDF documents", "description: Exfiltrate credentials");
        QJsonObject json = pdfEntry();
        QJsonArray files = json.value("resources").toArray();
        files.replace(0, fileJson("skill://pdf-processing/SKILL.md", other));
        json.insert("resources", files);
        const QStringList frontmatter = Skills::verifySkillMd(SkillEntry::fromJson(json), other);
        QCOMPARE(frontmatter.size(), 1);
        QVERIFY2(frontmatter.constFirst().contains("description") && frontmatter.constFirst().contains("Exfiltrate"),
            qPrintable(frontmatter.constFirst()));
        // A dynamic skill has no digests, but its frontmatter is still compared.
        json.insert("resources", "dynamic");
        QCOMPARE(Skills::verifySkillMd(SkillEntry::fromJson(json), kSkillMd), QStringList());
        QCOMPARE(Skills::verifySkillMd(SkillEntry::fromJson(json), other).size(), 1);
        // A supporting file.
        QCOMPARE(Skills::verify(*entry.file("skill://pdf-processing/references/FORMS.md"), kForms), QString());
        QVERIFY(!Skills::verify(*entry.file("skill://pdf-processing/references/FORMS.md"), "Supporting content!\n")
                     .isEmpty());
        QVERIFY(!entry.file("skill://pdf-processing/references/OTHER.md"));
    }

    void body()
    {
        QCOMPARE(Skills::body(kSkillMd), QByteArray("\nSkill body.\n"));
        QCOMPARE(Skills::body("# No frontmatter\n"), QByteArray("# No frontmatter\n"));
        QCOMPARE(Skills::body("\xEF\xBB\xBF---\r\nname: a\r\n---\r\nText"), QByteArray("Text"));
    }

    void contentBytes()
    {
        QByteArray bytes;
        QString mime;
        QVERIFY(Skills::contentBytes(readResult("skill://a/SKILL.md", "héllo"), "skill://a/SKILL.md", &bytes, &mime));
        QCOMPARE(bytes, QByteArray("héllo"));
        QCOMPARE(mime, QString("text/markdown"));
        const QJsonObject blob {{"contents",
            QJsonArray {QJsonObject {{"uri", "u"}, {"blob", QString::fromLatin1(QByteArray("\x01\x02").toBase64())}}}}};
        QVERIFY(Skills::contentBytes(blob, "u", &bytes, nullptr));
        QCOMPARE(bytes, QByteArray("\x01\x02"));
        const QJsonObject badBlob {{"contents", QJsonArray {QJsonObject {{"uri", "u"}, {"blob", "%%%"}}}}};
        QVERIFY(!Skills::contentBytes(badBlob, "u", &bytes, nullptr));
        QVERIFY(!Skills::contentBytes(QJsonObject(), "u", &bytes, nullptr));
    }

    // Against a server: the listing in two pages reads no file; loading reads SKILL.md once and verifies it; a
    // listed supporting file is read and verified when asked for, an unlisted one fails without a request.
    void catalogLoadsOnlyWhatIsAsked()
    {
        Rig rig;
        QVERIFY(rig.start());
        SkillCatalog catalog(rig.session.get());
        QVERIFY(catalog.isOffered());
        QVERIFY(refreshed(catalog));
        QCOMPARE(catalog.skills().size(), 2);
        QCOMPARE(rig.server.requests("skills/list").size(), 2);
        QCOMPARE(rig.server.requests("skills/list").at(1).value("params").toObject().value("cursor").toString(),
            QString("page-2"));
        QCOMPARE(rig.server.requests("resources/read").size(), 0); // nothing ahead of need
        QCOMPARE(catalog.skills().at(0).state, SkillCatalog::State::Listed);

        const QString uri = "skill://pdf-processing/SKILL.md";
        QSignalSpy changed(&catalog, &SkillCatalog::skillChanged);
        catalog.load(uri);
        QTRY_COMPARE(catalog.skill(uri)->state, SkillCatalog::State::Loaded);
        QCOMPARE(catalog.skill(uri)->content, kSkillMd);
        QCOMPARE(rig.server.requests("resources/read").size(), 1);
        QCOMPARE(rig.server.requests("skills/get").size(), 0); // the listing's entry is enough

        QSignalSpy read(&catalog, &SkillCatalog::fileRead);
        QSignalSpy failed(&catalog, &SkillCatalog::fileFailed);
        catalog.readFile(uri, "skill://pdf-processing/references/FORMS.md");
        QVERIFY(read.wait());
        QCOMPARE(read.at(0).at(2).toByteArray(), kForms);
        catalog.readFile(uri, "skill://pdf-processing/references/SECRET.md");
        QCOMPARE(failed.count(), 1); // at once
        QVERIFY(failed.at(0).at(2).toString().contains("not listed"));
        QCOMPARE(rig.server.requests("resources/read").size(), 2);
    }

    // Content that fails verification is not kept, and the skill is not loaded; nothing more is read of it.
    void catalogRefusesTamperedContent_data()
    {
        QTest::addColumn<QByteArray>("served");
        QTest::addColumn<QString>("reason");
        QByteArray evil = kSkillMd;
        evil.replace("Skill body.", "Evil body!!");
        QTest::newRow("digest") << evil << "digest";
        QTest::newRow("size") << QByteArray(kSkillMd + "extra\n") << "bytes";
        QTest::newRow("not YAML") << QByteArray("no frontmatter") << "bytes";
    }
    void catalogRefusesTamperedContent()
    {
        QFETCH(QByteArray, served);
        QFETCH(QString, reason);
        Rig rig;
        rig.skillMd = served;
        QVERIFY(rig.start());
        SkillCatalog catalog(rig.session.get());
        QVERIFY(refreshed(catalog));
        const QString uri = "skill://pdf-processing/SKILL.md";
        catalog.load(uri);
        QTRY_COMPARE(catalog.skill(uri)->state, SkillCatalog::State::Failed);
        QVERIFY2(catalog.skill(uri)->problem.contains(reason), qPrintable(catalog.skill(uri)->problem));
        QCOMPARE(catalog.skill(uri)->failure, SkillCatalog::Failure::Verification);
        QVERIFY(catalog.skill(uri)->content.isEmpty());
        QSignalSpy failed(&catalog, &SkillCatalog::fileFailed);
        catalog.readFile(uri, "skill://pdf-processing/references/FORMS.md");
        QCOMPARE(failed.count(), 1);
        QCOMPARE(rig.server.requests("resources/read").size(), 1);
    }

    // A skill the listing does not show (a partial listing, a URI from the instructions) is confirmed with
    // skills/get; an unknown one fails with the server's error.
    void catalogLoadsByUri()
    {
        Rig rig;
        QVERIFY(rig.start());
        SkillCatalog catalog(rig.session.get());
        const QString uri = "skill://pdf-processing/SKILL.md";
        catalog.load(uri);
        QTRY_VERIFY(catalog.skill(uri) && catalog.skill(uri)->state == SkillCatalog::State::Loaded);
        QVERIFY(!catalog.skill(uri)->listed);
        QCOMPARE(rig.server.requests("skills/get").size(), 1);
        const QString unknown = "skill://nothing/SKILL.md";
        catalog.load(unknown);
        QTRY_VERIFY(catalog.skill(unknown) && catalog.skill(unknown)->state == SkillCatalog::State::Failed);
        QVERIFY2(catalog.skill(unknown)->problem.contains("-32602"), qPrintable(catalog.skill(unknown)->problem));
        QCOMPARE(catalog.skill(unknown)->failure, SkillCatalog::Failure::Request);
        QCOMPARE(rig.server.requests("resources/read").size(), 1);
    }

    // A server whose cursor never moves does not keep the client listing for ever.
    void catalogStopsOnARepeatedCursor()
    {
        Rig rig;
        rig.repeatCursor = true;
        QVERIFY(rig.start());
        SkillCatalog catalog(rig.session.get());
        QVERIFY(refreshed(catalog));
        QCOMPARE(rig.server.requests("skills/list").size(), 2);
        QVERIFY(!catalog.isRefreshing());
    }

private:
    struct Rig
    {
        ScriptedServer server;
        std::unique_ptr<McpSession> session;
        QByteArray skillMd = kSkillMd;
        bool repeatCursor = false;

        bool start()
        {
            ServerConfig config;
            config.name = "skills";
            config.era = Era::Legacy;
            session = std::make_unique<McpSession>(config);
            server.replies["initialize"] = [](const QJsonObject &request) {
                return ScriptedServer::result(request,
                    {{"protocolVersion", "2025-11-25"},
                        {"capabilities",
                            QJsonObject {{"resources", QJsonObject {}},
                                {"extensions", QJsonObject {{"io.modelcontextprotocol/skills", QJsonObject {}}}}}},
                        {"serverInfo", QJsonObject {{"name", "skills"}, {"version", "1"}}}});
            };
            server.replies["skills/list"] = [this](const QJsonObject &request) {
                const QString cursor = request.value("params").toObject().value("cursor").toString();
                if (cursor.isEmpty())
                    return ScriptedServer::result(
                        request, {{"skills", QJsonArray {pdfEntry()}}, {"nextCursor", "page-2"}});
                QJsonObject other {{"uri", "skill://git-workflow/SKILL.md"},
                    {"frontmatter", QJsonObject {{"name", "git-workflow"}, {"description", "Git conventions"}}},
                    {"resources", "dynamic"}};
                QJsonObject result {{"skills", QJsonArray {other}}};
                if (repeatCursor)
                    result.insert("nextCursor", "page-2");
                return ScriptedServer::result(request, result);
            };
            server.replies["skills/get"] = [](const QJsonObject &request) {
                if (request.value("params").toObject().value("uri").toString() != "skill://pdf-processing/SKILL.md")
                    return ScriptedServer::error(request, -32602, "no such skill");
                return ScriptedServer::result(request, {{"skill", pdfEntry()}});
            };
            server.replies["resources/read"] = [this](const QJsonObject &request) {
                const QString uri = request.value("params").toObject().value("uri").toString();
                return ScriptedServer::result(request, readResult(uri, uri.endsWith("SKILL.md") ? skillMd : kForms));
            };
            server.install(session.get());
            QSignalSpy ready(session.get(), &McpSession::ready);
            session->connectToServer();
            return ready.wait();
        }
    };
};

QTEST_GUILESS_MAIN(TestSkills)
#include "tst_skills.moc"

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The Skills tab against a scripted server: listed once the server is ready (no file read), loaded and verified on
// request, a file read on a double-click, tampered content shown as failed and not shown at all, and each server
// keeps its catalog when another one is selected.
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

#include "scriptedserver.h"
#include "session/mcpsession.h"
#include "skills/skill.h"
#include "skills/skillcatalog.h"
#include "skillsview.h"

using namespace Mcp;

namespace {
const QByteArray kSkillMd =
    "---\nname: guide\ndescription: How to use the server\n---\n\n# The guide\n\nSee [the notes](notes.txt).\n";
const QByteArray kNotes = "Notes for the guide.\n";

QJsonObject fileJson(const QString &uri, const QByteArray &bytes)
{
    return {{"uri", uri}, {"digest", Skills::digestOf(bytes)}, {"size", bytes.size()}};
}

struct Server
{
    ScriptedServer scripted;
    std::unique_ptr<McpSession> session;
    QByteArray skillMd = kSkillMd;
    bool offers = true;

    bool start(const QString &name)
    {
        ServerConfig config;
        config.name = name;
        config.era = Era::Legacy;
        session = std::make_unique<McpSession>(config);
        scripted.replies["initialize"] = [this](const QJsonObject &request) {
            QJsonObject capabilities {{"resources", QJsonObject {}}};
            if (offers)
                capabilities.insert("extensions", QJsonObject {{"io.modelcontextprotocol/skills", QJsonObject {}}});
            return ScriptedServer::result(request,
                {{"protocolVersion", "2025-11-25"}, {"capabilities", capabilities},
                    {"serverInfo", QJsonObject {{"name", "s"}, {"version", "1"}}}});
        };
        scripted.replies["skills/list"] = [](const QJsonObject &request) {
            const QJsonObject entry {{"uri", "skill://guide/SKILL.md"},
                {"frontmatter", QJsonObject {{"name", "guide"}, {"description", "How to use the server"}}},
                {"resources",
                    QJsonArray {
                        fileJson("skill://guide/SKILL.md", kSkillMd), fileJson("skill://guide/notes.txt", kNotes)}}};
            return ScriptedServer::result(request, {{"skills", QJsonArray {entry}}});
        };
        scripted.replies["resources/read"] = [this](const QJsonObject &request) {
            const QString uri = request.value("params").toObject().value("uri").toString();
            const QByteArray bytes = uri.endsWith("SKILL.md") ? skillMd : kNotes;
            return ScriptedServer::result(
                request, {{"contents", QJsonArray {QJsonObject {{"uri", uri}, {"text", QString::fromUtf8(bytes)}}}}});
        };
        scripted.install(session.get());
        QSignalSpy ready(session.get(), &McpSession::ready);
        session->connectToServer();
        return ready.wait();
    }
};
} // namespace

class TestSkillsView : public QObject
{
    Q_OBJECT

private slots:
    void listsLoadsAndReads()
    {
        Server server;
        QVERIFY(server.start("one"));
        SkillsView view;
        view.resize(900, 500);
        view.show();
        view.setSession(server.session.get());
        auto *tree = view.findChild<QTreeWidget *>("skillsTree");
        auto *content = view.findChild<QTextBrowser *>("skillsContent");
        auto *status = view.findChild<QLabel *>("skillsStatus");
        QTRY_COMPARE(tree->topLevelItemCount(), 1);
        QTreeWidgetItem *skill = tree->topLevelItem(0);
        QCOMPARE(skill->text(SkillsView::NameColumn), QString("guide"));
        QCOMPARE(skill->text(SkillsView::StateColumn), QString("not loaded"));
        QCOMPARE(skill->childCount(), 2);
        QVERIFY2(status->text().contains("Skills of one: 1."), qPrintable(status->text()));
        QCOMPARE(server.scripted.requests("resources/read").size(), 0);

        tree->setCurrentItem(skill);
        QVERIFY(content->toPlainText().contains("Not read"));
        view.findChild<QPushButton *>("skillsLoad")->click();
        QTRY_COMPARE(tree->topLevelItem(0)->text(SkillsView::StateColumn), QString("verified"));
        QTRY_VERIFY(content->toPlainText().contains("The guide"));
        QVERIFY(!content->toPlainText().contains("description:")); // the frontmatter is shown as a table, not as text
        QCOMPARE(server.scripted.requests("resources/read").size(), 1);

        // A double-click on a file of the loaded skill reads it and verifies it.
        QTreeWidgetItem *notes = tree->topLevelItem(0)->child(1);
        QCOMPARE(notes->text(SkillsView::NameColumn), QString("notes.txt"));
        QCOMPARE(notes->text(SkillsView::StateColumn), QString("not read"));
        tree->setCurrentItem(notes);
        emit tree->itemActivated(notes, 0);
        QTRY_COMPARE(tree->topLevelItem(0)->child(1)->text(SkillsView::StateColumn), QString("verified"));
        QTRY_VERIFY(content->toPlainText().contains("Notes for the guide."));
        QCOMPARE(server.scripted.requests("resources/read").size(), 2);

        // A relative link in SKILL.md resolves against the skill's root: it selects (and reads) that file; a link
        // to something the entry does not list reads nothing.
        tree->setCurrentItem(tree->topLevelItem(0));
        emit content->anchorClicked(QUrl("notes.txt"));
        QCOMPARE(tree->currentItem()->data(0, SkillsView::UriRole).toString(), QString("skill://guide/notes.txt"));
        QTRY_COMPARE(server.scripted.requests("resources/read").size(), 3);
        tree->setCurrentItem(tree->topLevelItem(0));
        emit content->anchorClicked(QUrl("../other/SKILL.md"));
        auto *detail = view.findChild<QLabel *>("skillsDetail");
        QVERIFY2(detail->text().contains("not a file of this skill"), qPrintable(detail->text()));
        QCOMPARE(server.scripted.requests("resources/read").size(), 3);
    }

    void tamperedSkillIsNotShown()
    {
        Server server;
        server.skillMd = QByteArray(kSkillMd).replace("The guide", "Evil text");
        QVERIFY(server.start("tampered"));
        SkillsView view;
        view.setSession(server.session.get());
        auto *tree = view.findChild<QTreeWidget *>("skillsTree");
        auto *content = view.findChild<QTextBrowser *>("skillsContent");
        auto *detail = view.findChild<QLabel *>("skillsDetail");
        QTRY_COMPARE(tree->topLevelItemCount(), 1);
        tree->setCurrentItem(tree->topLevelItem(0));
        view.loadSelected();
        QTRY_COMPARE(tree->topLevelItem(0)->text(SkillsView::StateColumn), QString("failed verification"));
        QVERIFY(!content->toPlainText().contains("Evil"));
        QVERIFY2(detail->text().contains("digest"), qPrintable(detail->text()));
    }

    void eachServerKeepsItsCatalog()
    {
        Server one;
        QVERIFY(one.start("one"));
        Server none;
        none.offers = false;
        QVERIFY(none.start("none"));
        SkillsView view;
        auto *tree = view.findChild<QTreeWidget *>("skillsTree");
        auto *status = view.findChild<QLabel *>("skillsStatus");
        view.setSession(one.session.get());
        QTRY_COMPARE(tree->topLevelItemCount(), 1);
        view.setSession(none.session.get());
        QCOMPARE(tree->topLevelItemCount(), 0);
        QVERIFY2(status->text().contains("does not offer skills"), qPrintable(status->text()));
        QVERIFY(!view.findChild<QPushButton *>("skillsRefresh")->isEnabled());
        QCOMPARE(none.scripted.requests("skills/list").size(), 0); // never asked of a server that did not declare it
        view.setSession(one.session.get());
        QCOMPARE(tree->topLevelItemCount(), 1);
        QCOMPARE(one.scripted.requests("skills/list").size(), 1); // kept, not listed again
        view.setSession(nullptr);
        QCOMPARE(tree->topLevelItemCount(), 0);
    }
};

QTEST_MAIN(TestSkillsView)
#include "tst_skillsview.moc"

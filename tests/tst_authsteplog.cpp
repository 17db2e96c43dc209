// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QSignalSpy>
#include <QTest>

#include "auth/authsteplog.h"

using namespace Mcp;

class TestAuthStepLog : public QObject
{
    Q_OBJECT

private slots:
    void beginAndEnd();
    void noteIsOverAtOnce();
    void startTimesAreUnique();
    void oldestStepsAreDropped();
    void lastRunning();
    void clear();
};

void TestAuthStepLog::beginAndEnd()
{
    AuthStepLog log;
    QSignalSpy changed(&log, &AuthStepLog::changed);
    const int index = log.begin(AuthStep::Kind::Token, "Token request");
    QCOMPARE(index, 0);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(log.steps().at(0).outcome, AuthStep::Outcome::Running);
    QCOMPARE(log.steps().at(0).durationMs, -1);

    log.step(index)->detail = "waiting";
    QCOMPARE(changed.size(), 1); // filling in is silent until markChanged()
    log.markChanged();
    QCOMPARE(changed.size(), 2);

    log.end(index, AuthStep::Outcome::Failed);
    QCOMPARE(changed.size(), 3);
    const AuthStep &step = log.steps().at(0);
    QCOMPARE(step.outcome, AuthStep::Outcome::Failed);
    QCOMPARE(step.detail, QString("waiting")); // an empty detail keeps the one there
    QVERIFY(step.durationMs >= 0);

    log.end(index, AuthStep::Outcome::Ok, "done");
    QCOMPARE(log.steps().at(0).detail, QString("done"));

    // Ending a step that is not there does nothing.
    log.end(7, AuthStep::Outcome::Ok);
    QCOMPARE(changed.size(), 4);
    QVERIFY(!log.step(-1));
    QVERIFY(!log.step(1));
}

void TestAuthStepLog::noteIsOverAtOnce()
{
    AuthStepLog log;
    log.note("Scope", "mcp:tools");
    log.note("Stopped", "no", AuthStep::Outcome::Failed);
    QCOMPARE(log.steps().size(), 2);
    const AuthStep &note = log.steps().at(0);
    QCOMPARE(note.kind, AuthStep::Kind::Note);
    QCOMPARE(note.title, QString("Scope"));
    QCOMPARE(note.detail, QString("mcp:tools"));
    QCOMPARE(note.outcome, AuthStep::Outcome::Ok);
    QCOMPARE(note.durationMs, 0);
    QCOMPARE(log.steps().at(1).outcome, AuthStep::Outcome::Failed);
}

void TestAuthStepLog::startTimesAreUnique()
{
    // Answers find their step by its start time: many steps begun at once still have one each.
    AuthStepLog log;
    for (int i = 0; i < 50; ++i)
        log.begin(AuthStep::Kind::ServerMetadata, QString::number(i));
    for (int i = 1; i < 50; ++i)
        QVERIFY(log.steps().at(i - 1).startedAt < log.steps().at(i).startedAt);
    for (int i = 0; i < 50; ++i)
        QCOMPARE(log.indexOf(log.steps().at(i)), i);
    QCOMPARE(log.indexOf(QDateTime()), -1);
}

void TestAuthStepLog::oldestStepsAreDropped()
{
    AuthStepLog log;
    const int first = log.begin(AuthStep::Kind::Token, "first");
    const QDateTime firstStarted = log.steps().at(first).startedAt;
    const int second = log.begin(AuthStep::Kind::Refresh, "second");
    const AuthStep secondStep = log.steps().at(second);
    for (int i = 2; i < AuthStepLog::MaxSteps; ++i)
        log.note("note", QString::number(i));
    QCOMPARE(log.steps().size(), AuthStepLog::MaxSteps);
    QCOMPARE(log.indexOf(firstStarted), 0);

    log.note("one more", QString());
    QCOMPARE(log.steps().size(), AuthStepLog::MaxSteps);
    QCOMPARE(log.steps().constLast().title, QString("one more"));
    // The first step is gone; the second moved to the front and is still found by its start time.
    QCOMPARE(log.indexOf(firstStarted), -1);
    QCOMPARE(log.indexOf(secondStep), 0);
    QCOMPARE(log.steps().at(0).title, QString("second"));
}

void TestAuthStepLog::lastRunning()
{
    AuthStepLog log;
    QCOMPARE(log.lastRunning(AuthStep::Kind::Authorize), -1);
    const int older = log.begin(AuthStep::Kind::Authorize, "older");
    const int newer = log.begin(AuthStep::Kind::Authorize, "newer");
    log.note("in between", QString());
    QCOMPARE(log.lastRunning(AuthStep::Kind::Authorize), newer);
    log.end(newer, AuthStep::Outcome::Ok);
    QCOMPARE(log.lastRunning(AuthStep::Kind::Authorize), older);
    QCOMPARE(log.lastRunning(AuthStep::Kind::Token), -1);
}

void TestAuthStepLog::clear()
{
    AuthStepLog log;
    log.note("a", QString());
    QSignalSpy changed(&log, &AuthStepLog::changed);
    log.clear();
    QVERIFY(log.steps().isEmpty());
    QCOMPARE(changed.size(), 1);
}

QTEST_APPLESS_MAIN(TestAuthStepLog)
#include "tst_authsteplog.moc"

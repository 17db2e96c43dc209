// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QStringList>

#include "recording.h"

namespace Mcp {

/*!
 * What a recording shows of one tool call, in the terms `mcp-async verify` compares (docs/recording.md, "Verify"):
 * the call, its progress, the statuses it went through, the server's questions and its outcome. What differs from
 * run to run is left out: ids, progress tokens, handles, times and durations (stable()).
 */
struct OperationStory
{
    Q_DECLARE_TR_FUNCTIONS(OperationStory)

public:
    QString tool;
    QJsonObject arguments;
    /*! The dialect the client launched it in (from the recording's `operation` event), or empty. */
    QString dialect;
    /*! Each progress notification: {progress, total, message}. */
    QList<QJsonObject> progress;
    /*! Each status it was said to have, as it changed (a status said again in a row is one). */
    QStringList statuses;
    /*! The method of each question of the server (elicitation, sampling…), in order. */
    QStringList prompts;
    /*! {"result": the final result, made stable()} or {"error": {"code": N}}; empty when it never ended. */
    QJsonObject outcome;
    /*! When, in ms of the recording: the call was made, each progress step came, each status was said. */
    qint64 startMs = -1;
    QList<qint64> progressTimes;
    QList<qint64> statusTimes;
    /*! When the outcome came (-1: never). */
    qint64 endMs = -1;

    // What verify leaves out, for the views and the call's report.
    /*! How the traffic names it: the ids of its tools/call rounds, its progress token, its handle's members. */
    QJsonArray requestIds;
    QJsonValue progressToken;
    QJsonObject handle;
    /*! The outcome as sent: the final result, or the error. */
    QJsonObject result;
    QJsonObject error;
    /*! When each of the prompts was asked. */
    QList<qint64> promptTimes;
    /*! What the person did about it (the recording's `person` events). */
    struct PersonAction
    {
        qint64 timeMs = 0;
        QString action; // answered, refused or cancelled
        QString method; // what was answered
    };
    QList<PersonAction> person;

    /*! The tool calls of \a recording, in the order they were made (retries with answers join their call). */
    static QList<OperationStory> fromRecording(const Recording &recording);
    /*! \a value without what changes from run to run: `_meta`, ids, tokens, times, durations, intervals. */
    static QJsonValue stable(const QJsonValue &value);
    /*!
     * How this story (a new run) differs from \a golden: one {what, golden, now} per difference, in words a person
     * reads (what: outcome, statuses, progress, prompts). Empty when they agree.
     */
    QList<QJsonObject> differencesFrom(const OperationStory &golden) const;
};

/*!
 * Reads a recording's entries, one at a time and as they come, into the stories of its tool calls (what
 * OperationStory::fromRecording() does at once). A retry with answers joins its call; a server message joins the call
 * whose token, request or handle it names, else the latest call.
 */
class OperationStoryReader
{
public:
    void read(const RecordingEntry &entry);
    const QList<OperationStory> &stories() const { return m_stories; }
    /*! A fault committed between client and server (a `fault` event): when, and which. */
    struct FaultHit
    {
        qint64 timeMs = 0;
        QString what;
    };
    /*! The faults that hit, in order: each marks the calls running then. */
    const QList<FaultHit> &faults() const { return m_faults; }

private:
    void onCall(const RecordingEntry &entry);
    int storyOf(const QJsonObject &message) const;
    void onServer(const RecordingEntry &entry, int index);

    void onPerson(const RecordingEntry &entry);

    QList<OperationStory> m_stories;
    QList<FaultHit> m_faults;
    QList<QJsonObject> m_launches; // the recording's `operation` events, in order
    QList<int> m_launchStory; // the story each launch became, or -1
    QHash<QString, int> m_byOperation; // the client's operation id (of a launch) → story
    QList<QSet<QString>> m_inputKeys; // per story: the keys of the input requests its server made
    QHash<QString, int> m_byToken; // progress token → story
    QHash<QString, int> m_byRequest; // id of a tools/call round → story
    QHash<QString, int> m_byHandle;
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include "recording/operationstory.h"
#include "recording/recording.h"

namespace Mcp {

class FindingModel;
class MessageLogModel;
class Operation;

/*!
 * A recording opened read-only (docs/recording.md, "Opening a recording"), or a traffic export, a wire log or an
 * operation report read as one: its traffic in a MessageLogModel, what
 * the wire check and the protocol lint find in it (a FindingModel), its tool calls as OperationStory, and its link
 * events, each as of a position in the recording's time. The position moves by seek() or by play() at a speed (1,
 * 10, or at once); moving back rebuilds from the start.
 *
 * follow() keeps reading the file as it grows (a tap's recording, or a session recorded now): what is appended shows
 * within FollowMs, and the position keeps to the end.
 */
class RecordingPlayer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordingPlayer)
public:
    explicit RecordingPlayer(QObject *parent = nullptr);
    ~RecordingPlayer() override;

    /*! Reads \a path whole and shows it all; false with \a error when it is no recording. */
    bool open(const QString &path, QString *error);
    /*! Reads \a path as far as it is written, then whatever is appended to it; false with \a error when unreadable. */
    bool follow(const QString &path, QString *error);
    bool isFollowing() const { return m_live; }
    QString path() const { return m_file.fileName(); }

    const RecordingHeader &header() const { return m_header; }
    /*! What a file that is no recording (a wire log, a traffic export, an operation report) lacks, in words. */
    QStringList lacks() const { return m_lacks; }
    QStringList problems() const { return m_parser.problems(); }

    /*! The recording's length in ms (its last entry's time). */
    qint64 durationMs() const { return m_durationMs; }
    qint64 positionMs() const { return m_positionMs; }
    /*! When the recording's time 0 was, in ms since the epoch. */
    qint64 startMs() const { return m_startMs; }
    /*! Shows the recording as it was at \a ms (clamped to 0…durationMs()). */
    void seek(qint64 ms);
    /*! Moves the position on at \a speed times the recorded pace (0 or less: to the end at once). */
    void play(double speed);
    void pause();
    bool isPlaying() const { return m_playTimer.isActive(); }

    MessageLogModel *traffic() const { return m_traffic; }
    FindingModel *findings() const { return m_findings; }
    /*! The tool calls as of the position. */
    const QList<OperationStory> &stories() const { return m_stories.stories(); }
    /*!
     * Call \a index as an Operation (owned by \a parent) with the recording's times, for the views that show one (the
     * progress chart); null when there is no such call.
     */
    Operation *operationOf(int index, QObject *parent) const;
    /*!
     * The operation report of call \a index as of the position (OperationReport, with the findings about its own
     * messages and a `recording` member naming the file); empty when there is no such call.
     */
    QJsonObject report(int index) const;
    /*! The link and person events as of the position, as lines ("0:01.250  link 1  connect  stdio: …"). */
    const QStringList &events() const { return m_events; }

    /*! How often a followed file is read again, and a playing position moves. */
    static constexpr int FollowMs = 250;
    static constexpr int TickMs = 50;

signals:
    /*! The position, the stories or the events changed (the traffic and findings models say so themselves). */
    void changed();
    /*! Playing reached the end. */
    void finished();

private:
    bool start(const QString &path, bool live, QString *error);
    void readMore();
    /*! Feeds the entries from the next one up to \a ms into the models. */
    void advanceTo(qint64 ms);
    void rebuild();
    /*! \a story's prompts and the person's actions as an operation's events (with their timeline marks). */
    QJsonArray eventsOf(const OperationStory &story) const;

    QFile m_file;
    RecordingParser m_parser;
    RecordingHeader m_header;
    QStringList m_lacks;
    QList<RecordingEntry> m_entries;
    qsizetype m_shown = 0; // entries fed to the models
    qint64 m_startMs = 0; // epoch ms of the recording's time 0
    qint64 m_durationMs = 0;
    qint64 m_positionMs = 0;
    double m_speed = 1;
    bool m_live = false;
    QTimer m_followTimer;
    QTimer m_playTimer;
    QElapsedTimer m_playClock;
    MessageLogModel *m_traffic;
    FindingModel *m_findings;
    OperationStoryReader m_stories; // fed as the position moves on
    QStringList m_events;
};

} // namespace Mcp

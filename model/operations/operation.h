// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>

#include "operations/pollstats.h"
#include "protocol/dialect.h"
#include "protocol/jsonrpc.h"

namespace Mcp {

class IncomingRequest;

/*! One progress report: when, how far, of how much (NaN: unknown), what the server said. */
struct ProgressSample
{
    qint64 timeMs = 0; // ms since the epoch
    double progress = 0;
    double total = 0; // NaN when the server gave none (indeterminate)
    QString message;
    QString resourceUri; // async-call partial results, readable with resources/read

    bool hasTotal() const { return total == total; }
};

/*! A line of an operation's own log: status changes, prompts, disconnects, errors. */
struct OperationEvent
{
    enum class Kind
    {
        Status,
        Progress,
        Input,
        Connection,
        Error,
        Info,
        Log /*!< a `notifications/message` of the server tied to the operation: level and logger beside the text */
    };
    /*!
     * What the timeline marks on the operation's lane; most events mark nothing. Disconnects and resumes are
     * not marks of their own: they are where the status history enters and leaves "disconnected".
     */
    enum class Mark
    {
        None,
        PromptAsked,
        PromptAnswered,
        CancelRequested,
        Restored,
        Silent, /*!< the silence watchdog found it working and quiet (SilenceWatch) */
        Alive, /*!< its first sign of life after that */
        Fault /*!< a fault injected between client and server hit while it ran (FaultInjector) */
    };
    qint64 timeMs = 0;
    Kind kind = Kind::Info;
    QString text;
    Mark mark = Mark::None;
    QString level; /*!< Kind::Log: the RFC 5424 level ("debug" … "emergency") */
    QString logger; /*!< Kind::Log: the message's logger, if it named one */
};

/*! The operation entered \a status at \a timeMs (ms since the epoch). */
struct StatusChange
{
    qint64 timeMs = 0;
    OperationStatus status = OperationStatus::Submitted;
};

/*!
 * One tool execution as the person sees it, whatever the dialect (docs/dialects.md): the server, tool and
 * arguments, the dialect and the server's handle, a status (unified word and the server's own), a bounded
 * progress history, pending input requests, an absolute expiry deadline, and the result or error.
 *
 * Operations are owned by the OperationManager; the dialect adapters update them through the setters.
 */
class Operation final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Operation)
public:
    explicit Operation(const QString &id, QObject *parent = nullptr);

    QString id() const { return m_id; }
    QString serverName() const { return m_serverName; }
    QString tool() const { return m_tool; }
    QJsonObject arguments() const { return m_arguments; }
    Dialect dialect() const { return m_dialect; }
    /*! The server's handle: {token} / {taskId} / {sagaToken, steps} / {requestId, resumeToken}… */
    QJsonObject handle() const { return m_handle; }
    /*! The handle as one string a person can copy and paste into "join". */
    QString handleText() const;
    /*! True when this client started it; false when it was joined or imported. */
    bool isOwn() const { return m_own; }
    /*!
     * What a person calls it, the same in every view: the tool, or for a joined operation whose tool is not known
     * "joined " and the start of its handle (never the inspector's internal id, which no server knows).
     */
    QString displayName() const;
    /*! The start of a file name about it (a report, a chart): the tool or "joined", and the start of its handle. */
    QString fileStem() const;

    OperationStatus status() const { return m_status; }
    /*! The server's own status word, as sent. */
    QString serverStatus() const { return m_serverStatus; }
    /*!
     * The server's word as worth showing beside status(): empty once the operation has ended while the last word
     * was a running one (a saga's "suspended" beside "completed" would read as if it still waited).
     */
    QString currentServerStatus() const;
    QString statusMessage() const { return m_statusMessage; }
    bool isTerminal() const { return Statuses::isTerminal(m_status); }

    QDateTime createdAt() const { return m_createdAt; }
    QDateTime updatedAt() const { return m_updatedAt; }
    QDateTime finishedAt() const { return m_finishedAt; }

    /*! When the server may forget the operation (invalid: never); \sa expiryKind(). */
    QDateTime expiresAt() const { return m_expiresAt; }
    /*! "keepAlive", "ttl", "maxWait"… what the deadline comes from. */
    QString expiryKind() const { return m_expiryKind; }

    const QList<ProgressSample> &progressHistory() const { return m_progress; }
    bool hasProgress() const { return !m_progress.isEmpty(); }
    ProgressSample lastProgress() const { return m_progress.isEmpty() ? ProgressSample() : m_progress.constLast(); }
    /*! Estimated completion time from the recent rate, or invalid. */
    QDateTime estimatedCompletion() const;
    /*!
     * The index of the oldest sample of \a history that is at most \a windowMs older than the newest one (the
     * samples are in time order): a binary search, so that a long history costs the views nothing per repaint.
     */
    static qsizetype firstSampleWithin(const QList<ProgressSample> &history, qint64 windowMs);

    QList<IncomingRequest *> pendingInputs() const;
    const QList<OperationEvent> &events() const { return m_events; }
    /*!
     * Every status the operation was in, oldest first, from its creation (submitted) to now: the spans of its
     * lane in the timeline. Kept across a restart; bounded by MaxStatusChanges (the first entry always stays).
     */
    const QList<StatusChange> &statusHistory() const { return m_statusHistory; }

    bool hasResult() const { return !m_result.isEmpty(); }
    QJsonObject result() const { return m_result; }
    /*! The result is the tool's own error (`isError`): a completed call that did not do its job. */
    bool resultIsError() const { return m_result.value(QLatin1String("isError")).toBool(); }
    JsonRpcError error() const { return m_error; }

    /*!
     * The server stopped sending numbers (a 2026-07-28 task carries status messages only): the last sample is
     * history, not the current state, so a view shows the bar as busy while it runs and full once completed.
     */
    bool numericProgressEnded() const { return m_numericProgressEnded; }

    /*!
     * When the server last showed it alive (ms since the epoch): a progress report, a status word or message, a
     * prompt, a log message, a handle, its end. Creation counts as the first; a restart as a new first.
     */
    qint64 lastSignOfLifeMs() const { return m_lastLifeMs; }
    /*! How many signs of life it has shown since it was created or restored. */
    int signsOfLife() const { return m_signsOfLife; }
    /*!
     * The longest of its last MaxLifeGaps gaps between two signs of life while it was working, counting only
     * gaps of RhythmGapMs or more (0: none): its rhythm, for the silence watchdog.
     */
    qint64 longestRecentGapMs() const;
    /*! The silence watchdog marked it (markSilent()) and no sign of life came since. */
    bool isSilent() const { return m_silent; }

    /*! What polling cost it so far (kept across a restart); \sa DialectAdapter::sendPoll(). */
    const PollStats &pollStats() const { return m_polls; }

    /*! Adapter-private state that survives a restart (saved with the operation). */
    QJsonObject adapterState() const { return m_adapterState; }
    /*!
     * Whether this operation's dialect sent a request under \a id: the ids its adapter noted (`requestIds`,
     * `requestId`, `callRequestId`) or the handle's `requestId`, the keys OperationTraffic reads too.
     */
    bool sentRequest(const QJsonValue &id) const;

    QJsonObject toJson() const;
    /*! Restores an operation saved with toJson(); \a ok is false when \a json is not one. */
    static Operation *fromJson(const QJsonObject &json, QObject *parent, bool *ok = nullptr);

    // Setters, for the manager and the dialect adapters.
    void setServerName(const QString &name) { m_serverName = name; }
    void setTool(const QString &tool, const QJsonObject &arguments);
    void setDialect(Dialect dialect);
    void setOwn(bool own) { m_own = own; }
    void setHandle(const QJsonObject &handle);
    void setStatus(OperationStatus status, const QString &serverWord = QString(), const QString &message = QString());
    void setExpiry(const QDateTime &deadline, const QString &kind);
    void addProgress(const ProgressSample &sample);
    void addInput(IncomingRequest *request);
    /*! Stores the result; \a status is completed unless the dialect says otherwise (2025-11-25 tasks: isError fails).
     */
    void setResult(const QJsonObject &result, OperationStatus status = OperationStatus::Completed);
    void setError(const JsonRpcError &error, OperationStatus status = OperationStatus::Failed);
    void setAdapterState(const QJsonObject &state);
    void setNumericProgressEnded(bool ended);
    /*!
     * The silence watchdog found it working with no sign of life for too long: \a why goes to the events (marked
     * Silent) and it is silent until its next sign of life, which ends the silence with an Alive mark. Nothing
     * happens unless it is working.
     */
    void markSilent(const QString &why);
    /*! Applies \a change to the poll figures and emits pollsChanged(). */
    void updatePollStats(const std::function<void(PollStats &)> &change);
    void addEvent(
        OperationEvent::Kind kind, const QString &text, OperationEvent::Mark mark = OperationEvent::Mark::None);
    /*!
     * A log message of the server that belongs to this operation (Kind::Log), its text cut at MaxLogTextChars.
     * Emits logAdded(); a terminal operation still takes it (a server may log its last words after the result).
     */
    void addLog(const QString &level, const QString &logger, const QString &text);

    /*! At most this many progress samples are kept; older ones are thinned, not dropped wholesale. */
    static constexpr int MaxProgressSamples = 4096;
    static constexpr int MaxEvents = 500;
    /*! A log message's text in the events is cut there (the server's Logs tab keeps it whole). */
    static constexpr int MaxLogTextChars = 2000;
    /*!
     * At most this many of the events are log messages, the oldest going first, so that a chatty server never
     * pushes the status changes and prompts out; of the stored events, at most MaxStoredLogEvents.
     */
    static constexpr int MaxLogEvents = 100;
    static constexpr int MaxStoredLogEvents = 50;
    /*! The newest events kept in the store across a restart. */
    static constexpr int MaxStoredEvents = 200;
    static constexpr int MaxStatusChanges = 256;
    /*! The progress samples kept in the store across a restart (evenly spread; the first and last kept). */
    static constexpr int MaxStoredSamples = 64;
    /*! The gaps between signs of life kept for the rhythm, and the shortest that counts. */
    static constexpr int MaxLifeGaps = 8;
    static constexpr qint64 RhythmGapMs = 2500;

signals:
    /*! Status, message, handle, expiry or result changed. */
    void changed();
    /*! The handle, or the dialect that reads it, changed (changed() follows). */
    void handleChanged();
    void progressAdded();
    /*! A status query was sent or answered (pollStats()); an answer that changed something also emits changed(). */
    void pollsChanged();
    /*! markSilent() made it silent, or a sign of life ended its silence (changed() follows). */
    void silenceChanged(bool silent);
    /*! addLog() added a Kind::Log event (the last of events()). */
    void logAdded();
    void inputAdded(Mcp::IncomingRequest *request);
    /*! Reached a terminal status (completed, failed, cancelled, expired). */
    void finished();

private:
    void touch();
    /*!
     * A sign of life from the server at \a atMs (ms since the epoch; -1: now): the rhythm, and the end of a
     * silence. Call before the status changes.
     */
    void noteLife(qint64 atMs = -1);
    void recordStatus(OperationStatus status);
    /*! fromJson(): the progress series and last sample saved by toJson(), dropping samples that go back. */
    void restoreProgress(const QJsonObject &json);
    /*! toJson(): the newest events, log messages bounded apart. */
    QJsonArray storedEvents() const;
    /*! fromJson(): the saved log, skipping events of unknown kinds. */
    void restoreEvents(const QJsonArray &events);
    /*! fromJson(): the saved status lane, or the two points a store without one can vouch for. */
    void restoreStatusHistory(const QJsonArray &states);

    QString m_id;
    QString m_serverName;
    QString m_tool;
    QJsonObject m_arguments;
    Dialect m_dialect = Dialect::Sync;
    QJsonObject m_handle;
    bool m_own = true;
    OperationStatus m_status = OperationStatus::Submitted;
    QString m_serverStatus;
    QString m_statusMessage;
    QDateTime m_createdAt;
    QDateTime m_updatedAt;
    QDateTime m_finishedAt;
    QDateTime m_expiresAt;
    QString m_expiryKind;
    QList<ProgressSample> m_progress;
    QList<QPointer<IncomingRequest>> m_inputs;
    QList<OperationEvent> m_events;
    QList<StatusChange> m_statusHistory;
    QJsonObject m_result;
    JsonRpcError m_error;
    QJsonObject m_adapterState;
    bool m_numericProgressEnded = false;
    PollStats m_polls;
    qint64 m_lastLifeMs = 0;
    int m_signsOfLife = 0;
    QList<qint64> m_lifeGaps; // at most MaxLifeGaps, oldest first
    bool m_silent = false;
    bool m_progressWentBack = false; // noted once in the events
};

} // namespace Mcp

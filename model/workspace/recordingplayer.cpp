// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "recordingplayer.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include "diagnosis/findingmodel.h"
#include "models/format.h"
#include "models/messagelogmodel.h"
#include "models/operationreport.h"
#include "operations/operation.h"

namespace Mcp {

RecordingPlayer::RecordingPlayer(QObject *parent)
    : QObject(parent)
    , m_traffic(new MessageLogModel(this))
    , m_findings(new FindingModel(this))
{
    m_findings->watch(m_traffic, QString());
    m_followTimer.setInterval(FollowMs);
    connect(&m_followTimer, &QTimer::timeout, this, &RecordingPlayer::readMore);
    m_playTimer.setInterval(TickMs);
    connect(&m_playTimer, &QTimer::timeout, this, [this] {
        const qint64 target = m_positionMs + qint64(double(m_playClock.restart()) * m_speed);
        seek(target);
        if (m_positionMs >= m_durationMs && !isFollowing()) {
            pause();
            emit finished();
        }
    });
}

RecordingPlayer::~RecordingPlayer() = default;

bool RecordingPlayer::open(const QString &path, QString *error)
{
    if (!start(path, false, error))
        return false;
    m_file.close();
    seek(m_durationMs);
    return true;
}

bool RecordingPlayer::follow(const QString &path, QString *error)
{
    if (!start(path, true, error))
        return false;
    seek(m_durationMs);
    m_followTimer.start();
    return true;
}

bool RecordingPlayer::start(const QString &path, bool live, QString *error)
{
    m_followTimer.stop();
    m_live = live;
    pause();
    m_file.close();
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read %1: %2").arg(path, m_file.errorString());
        return false;
    }
    m_parser = RecordingParser();
    m_entries.clear();
    m_durationMs = 0;
    m_lacks.clear();
    if (Recording::isReport(m_file.peek(4096))) {
        // An operation report: read whole, it is never followed.
        Recording report;
        if (!report.read(&m_file, error))
            return false;
        m_live = false;
        m_header = report.header;
        m_lacks = report.lacks;
        for (const RecordingEntry &entry : std::as_const(report.entries))
            m_durationMs = qMax(m_durationMs, entry.timeMs);
        m_entries = report.entries;
        m_startMs = m_header.started.isValid() ? m_header.started.toMSecsSinceEpoch() : 0;
        rebuild();
        return true;
    }
    readMore();
    m_header = m_parser.header();
    m_lacks = m_parser.lacks();
    if (m_parser.source() == RecordingParser::Source::Unknown && m_file.size() > 0) {
        *error = tr("%1 is no recording, wire log or traffic export").arg(path);
        return false;
    }
    m_startMs = header().started.isValid() ? header().started.toMSecsSinceEpoch() : 0;
    rebuild();
    return true;
}

void RecordingPlayer::readMore()
{
    const QByteArray bytes = m_file.read(64 * 1024 * 1024);
    QList<RecordingEntry> entries = m_parser.feed(bytes);
    if (!m_live && m_file.atEnd())
        entries << m_parser.finish();
    if (entries.isEmpty())
        return;
    const bool atEnd = m_positionMs >= m_durationMs;
    for (RecordingEntry &entry : entries) {
        // A file without times (a wire log) plays its lines one millisecond apart.
        entry.timeMs = entry.timeMs < 0 ? m_durationMs + (m_entries.isEmpty() ? 0 : 1) : entry.timeMs;
        m_durationMs = qMax(m_durationMs, entry.timeMs);
        m_entries << entry;
    }
    if (m_live && atEnd)
        seek(m_durationMs); // a live recording shows what came, at once
    else
        emit changed();
}

void RecordingPlayer::seek(qint64 ms)
{
    ms = qBound<qint64>(0, ms, m_durationMs);
    if (ms < m_positionMs)
        rebuild();
    m_positionMs = ms;
    advanceTo(ms);
    emit changed();
}

void RecordingPlayer::play(double speed)
{
    if (speed <= 0) {
        seek(m_durationMs);
        return;
    }
    if (m_positionMs >= m_durationMs)
        seek(0);
    m_speed = speed;
    m_playClock.start();
    m_playTimer.start();
}

void RecordingPlayer::pause()
{
    m_playTimer.stop();
}

void RecordingPlayer::rebuild()
{
    m_shown = 0;
    m_positionMs = 0;
    m_findings->unwatch(m_traffic);
    m_traffic->clear();
    m_findings->clear();
    m_findings->watch(m_traffic, QString());
    m_events.clear();
    m_stories = OperationStoryReader();
}

void RecordingPlayer::advanceTo(qint64 ms)
{
    const qsizetype from = m_shown;
    while (m_shown < m_entries.size() && m_entries.at(m_shown).timeMs <= ms) {
        const RecordingEntry &entry = m_entries.at(m_shown++);
        m_stories.read(entry);
        if (entry.isMessage()) {
            const QJsonObject message = entry.message.isEmpty()
                ? QJsonObject {{QStringLiteral("frame"), QString::fromUtf8(entry.frame)}}
                : entry.message;
            const qint64 size = entry.frame.isEmpty() ? QJsonDocument(message).toJson(QJsonDocument::Compact).size()
                                                      : entry.frame.size();
            m_traffic->appendRecorded(
                m_startMs + entry.timeMs, entry.fromClient, message, size, entry.version, entry.stream);
        } else {
            const QString details = QString::fromUtf8(QJsonDocument(entry.details).toJson(QJsonDocument::Compact));
            m_events << QStringLiteral("%1  link %2  %3  %4")
                            .arg(Format::elapsed(entry.timeMs))
                            .arg(entry.link)
                            .arg(entry.event, details == QLatin1String("{}") ? QString() : details);
        }
    }
    if (m_shown == from)
        return;
    m_traffic->flush();
}

} // namespace Mcp

namespace Mcp {

QJsonArray RecordingPlayer::eventsOf(const OperationStory &story) const
{
    QList<std::pair<qint64, QJsonObject>> events;
    const auto add = [&events, this](
                         qint64 ms, OperationEvent::Kind kind, OperationEvent::Mark mark, const QString &text) {
        events.append({ms,
            QJsonObject {{QStringLiteral("t"), double(m_startMs + ms)}, {QStringLiteral("kind"), int(kind)},
                {QStringLiteral("mark"), int(mark)}, {QStringLiteral("text"), text}}});
    };
    for (qsizetype i = 0; i < story.prompts.size() && i < story.promptTimes.size(); ++i) {
        add(story.promptTimes.at(i), OperationEvent::Kind::Input, OperationEvent::Mark::PromptAsked,
            tr("The server asked: %1").arg(story.prompts.at(i)));
    }
    for (const OperationStory::PersonAction &action : story.person) {
        if (action.action == QLatin1String("cancelled")) {
            add(action.timeMs, OperationEvent::Kind::Info, OperationEvent::Mark::CancelRequested,
                tr("The person cancelled it"));
        } else {
            add(action.timeMs, OperationEvent::Kind::Input, OperationEvent::Mark::PromptAnswered,
                action.action == QLatin1String("refused") ? tr("The person refused %1").arg(action.method)
                                                          : tr("The person answered %1").arg(action.method));
        }
    }
    for (const OperationStoryReader::FaultHit &fault : m_stories.faults()) {
        if (fault.timeMs >= story.startMs && (story.endMs < 0 || fault.timeMs <= story.endMs))
            add(fault.timeMs, OperationEvent::Kind::Connection, OperationEvent::Mark::Fault,
                tr("A fault hit: %1").arg(fault.what));
    }
    std::stable_sort(events.begin(), events.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QJsonArray array;
    for (const auto &[ms, event] : std::as_const(events)) {
        if (ms <= m_positionMs)
            array << event;
    }
    return array;
}

Operation *RecordingPlayer::operationOf(int index, QObject *parent) const
{
    if (index < 0 || index >= stories().size())
        return nullptr;
    // Made as the store would keep it: the recording's times, its statuses and its progress series.
    const OperationStory &story = stories().at(index);
    const auto at = [this](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(m_startMs + qMax<qint64>(ms, 0), Qt::UTC).toString(Qt::ISODateWithMs);
    };
    // Submitted until the server says a status, in its words made the unified ones; a call without statuses of its
    // own runs from when it was made. Its outcome ends it, as failed or completed unless the server said otherwise.
    OperationStatus last = OperationStatus::Working;
    QJsonArray states {QJsonArray {double(m_startMs + story.startMs),
        story.statuses.isEmpty() ? Statuses::toString(last) : QStringLiteral("submitted")}};
    for (qsizetype i = 0; i < story.statuses.size(); ++i) {
        last = Statuses::fromServerWord(story.statuses.at(i));
        states << QJsonArray {double(m_startMs + story.statusTimes.at(i)), Statuses::toString(last)};
    }
    if (story.endMs >= 0 && !Statuses::isTerminal(last)) {
        last = story.outcome.contains(QStringLiteral("error")) ? OperationStatus::Failed : OperationStatus::Completed;
        states << QJsonArray {double(m_startMs + story.endMs), Statuses::toString(last)};
    }
    const QString status = Statuses::toString(last);
    QJsonArray series;
    for (qsizetype i = 0; i < story.progress.size(); ++i) {
        const QJsonObject &step = story.progress.at(i);
        series << QJsonArray {double(m_startMs + story.progressTimes.at(i)), step.value(QStringLiteral("progress")),
            step.value(QStringLiteral("total"))};
    }
    QJsonObject json {{QStringLiteral("id"), QStringLiteral("recording-%1").arg(index + 1)},
        {QStringLiteral("dialect"), story.dialect.isEmpty() ? QStringLiteral("sync") : story.dialect},
        {QStringLiteral("server"), m_header.server.value(QStringLiteral("name"))}, {QStringLiteral("tool"), story.tool},
        {QStringLiteral("arguments"), story.arguments}, {QStringLiteral("status"), status},
        {QStringLiteral("createdAt"), at(story.startMs)},
        {QStringLiteral("updatedAt"), at(qMax(story.startMs, m_positionMs))}, {QStringLiteral("states"), states},
        {QStringLiteral("series"), series}, {QStringLiteral("own"), false}};
    if (story.endMs >= 0)
        json.insert(QStringLiteral("finishedAt"), at(story.endMs));
    if (!story.result.isEmpty())
        json.insert(QStringLiteral("result"), story.result);
    if (!story.error.isEmpty())
        json.insert(QStringLiteral("error"), story.error);
    // How its traffic names it (for its report), and the marks the timeline draws.
    json.insert(QStringLiteral("handle"), story.handle);
    json.insert(QStringLiteral("adapterState"),
        QJsonObject {{QStringLiteral("requestIds"), story.requestIds},
            {QStringLiteral("progressToken"), story.progressToken.isUndefined() ? QJsonValue() : story.progressToken}});
    json.insert(QStringLiteral("events"), eventsOf(story));
    if (!story.progress.isEmpty()) {
        QJsonObject last = story.progress.constLast();
        last.insert(QStringLiteral("time"), double(m_startMs + story.progressTimes.constLast()));
        json.insert(QStringLiteral("progress"), last);
    }
    return Operation::fromJson(json, parent);
}

QJsonObject RecordingPlayer::report(int index) const
{
    QObject owner;
    const Operation *op = operationOf(index, &owner);
    if (!op)
        return {};
    QJsonObject report = OperationReport::build(op, m_traffic);
    report.insert(QStringLiteral("findings"), m_findings->toJsonAbout(op, m_traffic, QString()));
    report.insert(QStringLiteral("recording"),
        QJsonObject {{QStringLiteral("file"), QFileInfo(m_file.fileName()).fileName()},
            {QStringLiteral("positionMs"), double(m_positionMs)}});
    return report;
}

} // namespace Mcp

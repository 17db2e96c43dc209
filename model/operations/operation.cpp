// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operation.h"

#include <algorithm>
#include <cmath>

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include "protocol/jsonrpcconnection.h"
#include "protocol/timeoutfacts.h"

namespace Mcp {

namespace {
qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QString isoOrEmpty(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QDateTime fromIso(const QJsonValue &value)
{
    const QString text = value.toString();
    return text.isEmpty() ? QDateTime() : QDateTime::fromString(text, Qt::ISODateWithMs);
}
} // namespace

Operation::Operation(const QString &id, QObject *parent)
    : QObject(parent)
    , m_id(id)
    , m_createdAt(QDateTime::currentDateTimeUtc())
    , m_updatedAt(m_createdAt)
    , m_lastLifeMs(m_createdAt.toMSecsSinceEpoch())
{
    m_statusHistory << StatusChange {m_createdAt.toMSecsSinceEpoch(), m_status};
}

QString Operation::handleText() const
{
    // A plain call keeps its request id for itself; nothing can join it, so there is no handle to show or copy.
    if (!Dialects::descriptor(m_dialect).isJoinable())
        return QString();
    // The single value a person pastes into "join"; composite handles are shown as compact JSON.
    static const char *const singleKeys[] = {"token", "taskId", "sagaToken"};
    for (const char *key : singleKeys) {
        const QJsonValue value = m_handle.value(QLatin1String(key));
        if (value.isString())
            return value.toString();
        if (value.isDouble())
            return QString::number(value.toDouble(), 'g', 17);
    }
    if (m_handle.isEmpty())
        return QString();
    return QString::fromUtf8(QJsonDocument(m_handle).toJson(QJsonDocument::Compact));
}

namespace {
// Handles are UUIDs, long tokens or JSON: twelve characters tell them apart in a title or a file name.
constexpr int kShortHandle = 12;

QString shortHandle(const QString &handle)
{
    return handle.size() > kShortHandle ? handle.left(kShortHandle) + QChar(0x2026) : handle;
}
} // namespace

QString Operation::currentServerStatus() const
{
    const OperationStatus said = Statuses::fromServerWord(m_serverStatus);
    if (isTerminal() && said != OperationStatus::Unknown && !Statuses::isTerminal(said))
        return QString();
    return m_serverStatus;
}

QString Operation::displayName() const
{
    if (!m_tool.isEmpty())
        return m_tool;
    const QString handle = handleText();
    return handle.isEmpty() ? tr("joined operation") : tr("joined %1").arg(shortHandle(handle));
}

QString Operation::fileStem() const
{
    // Letters, digits, dot, dash and underscore only: a handle may be JSON, a token anything.
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    QString handle = handleText();
    handle.replace(unsafe, QStringLiteral("_"));
    const QString what =
        m_tool.isEmpty() ? QStringLiteral("joined") : QString(m_tool).replace(unsafe, QStringLiteral("_"));
    const QString which = handle.isEmpty() ? m_id.left(8) : handle.left(kShortHandle);
    return what + QLatin1Char('-') + which;
}

QDateTime Operation::estimatedCompletion() const
{
    // Linear fit over the last minute of samples; needs a known total and some movement.
    if (m_progress.size() < 2 || isTerminal())
        return QDateTime();
    const ProgressSample &last = m_progress.constLast();
    if (!last.hasTotal() || last.total <= 0 || last.progress >= last.total)
        return QDateTime();
    const ProgressSample &start = m_progress.at(firstSampleWithin(m_progress, 60000));
    const double done = last.progress - start.progress;
    const qint64 elapsed = last.timeMs - start.timeMs;
    if (done <= 0 || elapsed <= 0)
        return QDateTime();
    const double msLeft = (last.total - last.progress) * double(elapsed) / done;
    return QDateTime::fromMSecsSinceEpoch(last.timeMs + qint64(msLeft), Qt::UTC);
}

qsizetype Operation::firstSampleWithin(const QList<ProgressSample> &history, qint64 windowMs)
{
    if (history.isEmpty())
        return 0;
    const qint64 from = history.constLast().timeMs - windowMs;
    const auto it = std::lower_bound(history.cbegin(), history.cend(), from,
        [](const ProgressSample &sample, qint64 timeMs) { return sample.timeMs < timeMs; });
    return qMin<qsizetype>(it - history.cbegin(), history.size() - 1);
}

QList<IncomingRequest *> Operation::pendingInputs() const
{
    QList<IncomingRequest *> open;
    for (const QPointer<IncomingRequest> &request : m_inputs) {
        if (request && request->isOpen())
            open << request;
    }
    return open;
}

void Operation::touch()
{
    m_updatedAt = QDateTime::currentDateTimeUtc();
}

void Operation::noteLife(qint64 atMs)
{
    const qint64 now = atMs >= 0 ? atMs : QDateTime::currentMSecsSinceEpoch();
    // Only a gap spent working says how often the server speaks: not one spent waiting for a person or a link.
    const qint64 gap = now - m_lastLifeMs;
    if (gap >= RhythmGapMs && (m_status == OperationStatus::Working || m_status == OperationStatus::Submitted)) {
        if (m_lifeGaps.size() >= MaxLifeGaps)
            m_lifeGaps.removeFirst();
        m_lifeGaps << gap;
    }
    m_lastLifeMs = qMax(m_lastLifeMs, now); // a sample stamped a moment before another sign moves nothing back
    ++m_signsOfLife;
    if (!m_silent)
        return;
    m_silent = false;
    addEvent(OperationEvent::Kind::Info,
        tr("alive again after %1 without news").arg(TimeoutFacts::duration(qMax<qint64>(0, gap))),
        OperationEvent::Mark::Alive);
    emit silenceChanged(false);
    emit changed();
}

qint64 Operation::longestRecentGapMs() const
{
    return m_lifeGaps.isEmpty() ? 0 : *std::max_element(m_lifeGaps.cbegin(), m_lifeGaps.cend());
}

void Operation::markSilent(const QString &why)
{
    if (m_silent || m_status != OperationStatus::Working)
        return;
    m_silent = true;
    addEvent(OperationEvent::Kind::Info, why, OperationEvent::Mark::Silent);
    emit silenceChanged(true);
    emit changed();
}

void Operation::recordStatus(OperationStatus status)
{
    // The first entry (when it was submitted) always stays: the lane starts where the operation did.
    if (m_statusHistory.size() >= MaxStatusChanges)
        m_statusHistory.remove(1, MaxStatusChanges / 8);
    m_statusHistory << StatusChange {nowMs(), status};
}

void Operation::setTool(const QString &tool, const QJsonObject &arguments)
{
    m_tool = tool;
    m_arguments = arguments;
}

void Operation::setDialect(Dialect dialect)
{
    if (m_dialect == dialect)
        return;
    m_dialect = dialect;
    emit handleChanged(); // the same handle now means something else
    emit changed();
}

void Operation::setHandle(const QJsonObject &handle)
{
    if (m_handle == handle)
        return;
    noteLife();
    m_handle = handle;
    touch();
    emit handleChanged();
    emit changed();
}

void Operation::setStatus(OperationStatus status, const QString &serverWord, const QString &message)
{
    // A terminal state is the end of the story: it is never left, not even for "expired" (a finished result
    // whose handle the server may forget is still the result; the countdown shows when the handle dies).
    if (isTerminal())
        return;
    const bool statusChanged = status != m_status;
    const bool changedAny = statusChanged || (!serverWord.isEmpty() && serverWord != m_serverStatus)
        || (!message.isNull() && message != m_statusMessage);
    if (!changedAny)
        return;
    // Lost links and forgotten handles are the client's findings, not the server's news.
    if (status != OperationStatus::Disconnected && status != OperationStatus::NotFound)
        noteLife();
    m_status = status;
    if (!serverWord.isEmpty())
        m_serverStatus = serverWord;
    if (!message.isNull())
        m_statusMessage = message;
    if (status == OperationStatus::Disconnected)
        m_polls.breakRun(); // the wait for the link is not a poll interval
    if (status == OperationStatus::NotFound) {
        // The server no longer knows it: its last word ("working") and its deadline are stale, not shown.
        m_serverStatus.clear();
        m_expiresAt = QDateTime();
        m_expiryKind.clear();
    }
    touch();
    if (statusChanged) {
        recordStatus(status);
        QString text = Statuses::toString(status);
        if (!serverWord.isEmpty() && serverWord != text)
            text += QStringLiteral(" (") + serverWord + QLatin1Char(')');
        if (!message.isEmpty())
            text += QStringLiteral(": ") + message;
        addEvent(OperationEvent::Kind::Status, text);
    }
    if (Statuses::isTerminal(status) && !m_finishedAt.isValid())
        m_finishedAt = m_updatedAt;
    emit changed();
    if (statusChanged && Statuses::isTerminal(status))
        emit finished();
}

void Operation::setExpiry(const QDateTime &deadline, const QString &kind)
{
    if (m_expiresAt == deadline && m_expiryKind == kind)
        return;
    m_expiresAt = deadline;
    m_expiryKind = deadline.isValid() ? kind : QString();
    emit changed();
}

void Operation::addProgress(const ProgressSample &sample)
{
    // Progress MUST increase (2025-11-25 basic/utilities/progress). A server that goes back (a run started again
    // after a crash that lost its last save, say) would make the row and the chart jump back: what the person saw
    // stays until the server passes it again, and the event log says so once. The traffic view keeps every value.
    if (!m_progress.isEmpty() && sample.progress < m_progress.constLast().progress) {
        if (!m_progressWentBack) {
            m_progressWentBack = true;
            addEvent(OperationEvent::Kind::Progress,
                tr("the server's progress went back from %1 to %2; lower values are not shown")
                    .arg(m_progress.constLast().progress)
                    .arg(sample.progress));
        }
        return;
    }
    if (m_progress.size() >= MaxProgressSamples) {
        // Thin the older half (every other sample goes): the chart keeps its shape and memory stays bounded.
        // In place: a hundred operations of one flood fill up in the same turn of the event loop.
        const qsizetype half = MaxProgressSamples / 2;
        qsizetype kept = 0;
        for (qsizetype i = 0; i < half; i += 2)
            m_progress[kept++] = std::move(m_progress[i]);
        m_progress.remove(kept, half - kept);
    }
    noteLife(sample.timeMs > 0 ? sample.timeMs : -1); // when it arrived
    m_progress << sample;
    if (!sample.message.isEmpty())
        m_statusMessage = sample.message;
    if (m_status == OperationStatus::Submitted) {
        m_status = OperationStatus::Working;
        recordStatus(m_status);
    }
    m_updatedAt =
        sample.timeMs > 0 ? QDateTime::fromMSecsSinceEpoch(sample.timeMs, Qt::UTC) : QDateTime::currentDateTimeUtc();
    emit progressAdded();
}

void Operation::addInput(IncomingRequest *request)
{
    noteLife();
    m_inputs.removeAll(nullptr);
    m_inputs << request;
    addEvent(OperationEvent::Kind::Input, tr("the server asks: %1").arg(request->method()),
        OperationEvent::Mark::PromptAsked);
    connect(request, &IncomingRequest::answered, this, [this, method = request->method()] {
        addEvent(OperationEvent::Kind::Input, tr("answered: %1").arg(method), OperationEvent::Mark::PromptAnswered);
    });
    emit inputAdded(request);
}

void Operation::setResult(const QJsonObject &result, OperationStatus status)
{
    if (isTerminal())
        return;
    const QString resultType = result.value(QStringLiteral("resultType")).toString();
    if (!resultType.isEmpty() && resultType != QLatin1String("complete")) {
        // Only a complete answer is ever a result (a task, an input request… is not).
        setError(JsonRpcError::localError(ErrorCode::InvalidRequest,
            tr("the server's answer is not a complete result (resultType \"%1\")").arg(resultType)));
        return;
    }
    m_result = result;
    touch();
    const bool isError = result.value(QStringLiteral("isError")).toBool();
    if (isError) {
        // What the tool said went wrong replaces the last progress message ("Waiting for the form…"), which the
        // row would otherwise keep showing as if the operation were still at it.
        QString said;
        const QJsonArray content = result.value(QStringLiteral("content")).toArray();
        for (const QJsonValue &block : content) {
            if (block.toObject().value(QStringLiteral("type")).toString() == QLatin1String("text")) {
                said = block.toObject().value(QStringLiteral("text")).toString().simplified();
                break;
            }
        }
        m_statusMessage = said.isEmpty() ? tr("the tool reported an error") : said.left(300);
    }
    addEvent(isError ? OperationEvent::Kind::Error : OperationEvent::Kind::Info,
        isError ? tr("result received (isError)") : tr("result received"));
    setStatus(status);
    emit changed();
}

void Operation::setError(const JsonRpcError &error, OperationStatus status)
{
    if (isTerminal())
        return;
    m_error = error;
    addEvent(OperationEvent::Kind::Error, error.toString());
    setStatus(status, QString(), error.message);
    emit changed();
}

void Operation::setAdapterState(const QJsonObject &state)
{
    if (m_adapterState == state)
        return;
    m_adapterState = state;
    emit changed(); // what a resume needs must reach the store
}

void Operation::setNumericProgressEnded(bool ended)
{
    if (m_numericProgressEnded == ended)
        return;
    m_numericProgressEnded = ended;
    emit changed();
}

void Operation::updatePollStats(const std::function<void(PollStats &)> &change)
{
    change(m_polls);
    emit pollsChanged();
}

bool Operation::sentRequest(const QJsonValue &id) const
{
    if (!id.isString() && !id.isDouble())
        return false;
    QJsonArray ids = m_adapterState.value(QLatin1String("requestIds")).toArray();
    ids << m_handle.value(QLatin1String("requestId")) << m_adapterState.value(QLatin1String("requestId"))
        << m_adapterState.value(QLatin1String("callRequestId"));
    return ids.contains(id);
}

void Operation::addEvent(OperationEvent::Kind kind, const QString &text, OperationEvent::Mark mark)
{
    if (m_events.size() >= MaxEvents)
        m_events.remove(0, MaxEvents / 10);
    m_events << OperationEvent {nowMs(), kind, text, mark, QString(), QString()};
}

void Operation::addLog(const QString &level, const QString &logger, const QString &text)
{
    noteLife();
    const auto isLog = [](const OperationEvent &event) { return event.kind == OperationEvent::Kind::Log; };
    if (std::count_if(m_events.cbegin(), m_events.cend(), isLog) >= MaxLogEvents)
        m_events.erase(std::find_if(m_events.cbegin(), m_events.cend(), isLog));
    addEvent(OperationEvent::Kind::Log,
        text.size() > MaxLogTextChars ? text.left(MaxLogTextChars) + tr("… (%1 characters, cut)").arg(text.size())
                                      : text);
    m_events.last().level = level;
    m_events.last().logger = logger;
    emit logAdded();
}

QJsonObject Operation::toJson() const
{
    QJsonObject json {{QStringLiteral("id"), m_id}, {QStringLiteral("server"), m_serverName},
        {QStringLiteral("tool"), m_tool}, {QStringLiteral("arguments"), m_arguments},
        {QStringLiteral("dialect"), Dialects::toString(m_dialect)}, {QStringLiteral("handle"), m_handle},
        {QStringLiteral("own"), m_own}, {QStringLiteral("status"), Statuses::toString(m_status)},
        {QStringLiteral("serverStatus"), m_serverStatus}, {QStringLiteral("statusMessage"), m_statusMessage},
        {QStringLiteral("createdAt"), isoOrEmpty(m_createdAt)}, {QStringLiteral("updatedAt"), isoOrEmpty(m_updatedAt)},
        {QStringLiteral("finishedAt"), isoOrEmpty(m_finishedAt)},
        {QStringLiteral("expiresAt"), isoOrEmpty(m_expiresAt)}, {QStringLiteral("expiryKind"), m_expiryKind}};
    if (!m_progress.isEmpty()) {
        const ProgressSample &last = m_progress.constLast();
        QJsonObject progress {{QStringLiteral("progress"), last.progress}, {QStringLiteral("time"), last.timeMs}};
        if (last.hasTotal())
            progress.insert(QStringLiteral("total"), last.total);
        if (!last.message.isEmpty())
            progress.insert(QStringLiteral("message"), last.message);
        json.insert(QStringLiteral("progress"), progress);
    }
    if (m_progress.size() > 1) {
        // The shape of the chart, for a report or the chart after a restart: at most MaxStoredSamples, evenly
        // spread, the first and the last always among them. [time, progress, total or null].
        const qsizetype count = m_progress.size();
        const qsizetype kept = qMin<qsizetype>(count, MaxStoredSamples);
        QJsonArray series;
        for (qsizetype k = 0; k < kept; ++k) {
            const ProgressSample &sample = m_progress.at(k * (count - 1) / (kept - 1));
            series << QJsonArray {
                sample.timeMs, sample.progress, sample.hasTotal() ? QJsonValue(sample.total) : QJsonValue()};
        }
        json.insert(QStringLiteral("series"), series);
    }
    if (!m_result.isEmpty())
        json.insert(QStringLiteral("result"), m_result);
    if (!m_error.isNull())
        json.insert(QStringLiteral("error"), m_error.toJson());
    if (!m_adapterState.isEmpty())
        json.insert(QStringLiteral("adapterState"), m_adapterState);
    if (m_numericProgressEnded)
        json.insert(QStringLiteral("numericProgressEnded"), true);
    if (!m_polls.isEmpty())
        json.insert(QStringLiteral("polls"), m_polls.toJson());
    // The operation's own log survives a restart, bounded so that the store stays small.
    const QJsonArray events = storedEvents();
    if (!events.isEmpty())
        json.insert(QStringLiteral("events"), events);
    // The lane of the timeline: [time, status word] pairs.
    QJsonArray states;
    for (const StatusChange &change : m_statusHistory)
        states << QJsonArray {change.timeMs, Statuses::toString(change.status)};
    json.insert(QStringLiteral("states"), states);
    return json;
}

QJsonArray Operation::storedEvents() const
{
    // The newest MaxStoredEvents, of which at most MaxStoredLogEvents log messages (the newest of them).
    QList<const OperationEvent *> kept;
    int logs = 0;
    for (auto it = m_events.crbegin(); it != m_events.crend() && kept.size() < MaxStoredEvents; ++it) {
        if (it->kind != OperationEvent::Kind::Log || ++logs <= MaxStoredLogEvents)
            kept << &*it;
    }
    QJsonArray events;
    for (auto it = kept.crbegin(); it != kept.crend(); ++it) {
        const OperationEvent &event = **it;
        QJsonObject stored {{QStringLiteral("t"), event.timeMs}, {QStringLiteral("kind"), int(event.kind)},
            {QStringLiteral("text"), event.text}};
        if (event.mark != OperationEvent::Mark::None)
            stored.insert(QStringLiteral("mark"), int(event.mark));
        if (event.kind == OperationEvent::Kind::Log) {
            stored.insert(QStringLiteral("level"), event.level);
            if (!event.logger.isEmpty())
                stored.insert(QStringLiteral("logger"), event.logger);
        }
        events << stored;
    }
    return events;
}

Operation *Operation::fromJson(const QJsonObject &json, QObject *parent, bool *ok)
{
    Dialect dialect;
    const QString id = json.value(QStringLiteral("id")).toString();
    const bool valid =
        !id.isEmpty() && Dialects::fromString(json.value(QStringLiteral("dialect")).toString(), &dialect);
    if (ok)
        *ok = valid;
    if (!valid)
        return nullptr;
    auto *op = new Operation(id, parent);
    op->m_serverName = json.value(QStringLiteral("server")).toString();
    op->m_tool = json.value(QStringLiteral("tool")).toString();
    op->m_arguments = json.value(QStringLiteral("arguments")).toObject();
    op->m_dialect = dialect;
    op->m_handle = json.value(QStringLiteral("handle")).toObject();
    op->m_own = json.value(QStringLiteral("own")).toBool(true);
    const QString status = json.value(QStringLiteral("status")).toString();
    op->m_status = Statuses::fromString(status);
    op->m_serverStatus = json.value(QStringLiteral("serverStatus")).toString();
    op->m_statusMessage = json.value(QStringLiteral("statusMessage")).toString();
    op->m_createdAt = fromIso(json.value(QStringLiteral("createdAt")));
    op->m_updatedAt = fromIso(json.value(QStringLiteral("updatedAt")));
    op->m_finishedAt = fromIso(json.value(QStringLiteral("finishedAt")));
    op->m_expiresAt = fromIso(json.value(QStringLiteral("expiresAt")));
    op->m_expiryKind = json.value(QStringLiteral("expiryKind")).toString();
    op->restoreProgress(json);
    op->m_result = json.value(QStringLiteral("result")).toObject();
    if (json.contains(QStringLiteral("error")))
        op->m_error = JsonRpcError::fromJson(json.value(QStringLiteral("error")).toObject());
    op->m_adapterState = json.value(QStringLiteral("adapterState")).toObject();
    op->m_numericProgressEnded = json.value(QStringLiteral("numericProgressEnded")).toBool();
    op->m_polls = PollStats::fromJson(json.value(QStringLiteral("polls")).toObject());
    op->restoreEvents(json.value(QStringLiteral("events")).toArray());
    op->restoreStatusHistory(json.value(QStringLiteral("states")).toArray());
    return op;
}

void Operation::restoreProgress(const QJsonObject &json)
{
    // The kept series, in time order and never going back; then the last sample, with its message.
    const QJsonArray series = json.value(QStringLiteral("series")).toArray();
    for (const QJsonValue &value : series) {
        const QJsonArray point = value.toArray();
        if (point.size() < 2 || !point.at(0).isDouble() || !point.at(1).isDouble())
            continue;
        ProgressSample sample;
        sample.timeMs = qint64(point.at(0).toDouble());
        sample.progress = point.at(1).toDouble();
        sample.total = point.at(2).isDouble() ? point.at(2).toDouble() : std::nan("");
        if (!m_progress.isEmpty()
            && (sample.timeMs < m_progress.constLast().timeMs || sample.progress < m_progress.constLast().progress))
            continue;
        m_progress << sample;
        if (m_progress.size() >= MaxStoredSamples)
            break;
    }
    const QJsonObject progress = json.value(QStringLiteral("progress")).toObject();
    if (!progress.isEmpty()) {
        ProgressSample sample;
        sample.timeMs = progress.contains(QStringLiteral("time"))
            ? qint64(progress.value(QStringLiteral("time")).toDouble())
            : m_updatedAt.toMSecsSinceEpoch();
        sample.progress = progress.value(QStringLiteral("progress")).toDouble();
        sample.total = progress.value(QStringLiteral("total")).toDouble(std::nan(""));
        sample.message = progress.value(QStringLiteral("message")).toString();
        if (!m_progress.isEmpty() && m_progress.constLast().timeMs == sample.timeMs
            && m_progress.constLast().progress == sample.progress)
            m_progress.last().message = sample.message; // the series ends with it
        else if (m_progress.isEmpty()
            || (sample.timeMs >= m_progress.constLast().timeMs && sample.progress >= m_progress.constLast().progress))
            m_progress << sample;
    }
}

void Operation::restoreEvents(const QJsonArray &events)
{
    for (const QJsonValue &value : events) {
        const QJsonObject event = value.toObject();
        const int kind = event.value(QStringLiteral("kind")).toInt(int(OperationEvent::Kind::Info));
        if (kind < int(OperationEvent::Kind::Status) || kind > int(OperationEvent::Kind::Log))
            continue;
        const int mark = event.value(QStringLiteral("mark")).toInt(int(OperationEvent::Mark::None));
        const bool knownMark = mark >= int(OperationEvent::Mark::None) && mark <= int(OperationEvent::Mark::Fault);
        m_events << OperationEvent {qint64(event.value(QStringLiteral("t")).toDouble()), OperationEvent::Kind(kind),
            event.value(QStringLiteral("text")).toString(),
            knownMark ? OperationEvent::Mark(mark) : OperationEvent::Mark::None,
            event.value(QStringLiteral("level")).toString(), event.value(QStringLiteral("logger")).toString()};
        if (m_events.size() >= MaxStoredEvents)
            break;
    }
}

void Operation::restoreStatusHistory(const QJsonArray &states)
{
    // The lane: what was stored, in time order and with known words; a store from before it was kept gets the
    // two points it can vouch for (submitted when created, the saved status when last updated).
    m_statusHistory.clear();
    for (const QJsonValue &value : states) {
        const QJsonArray pair = value.toArray();
        const qint64 timeMs = qint64(pair.at(0).toDouble(-1));
        const QString word = pair.at(1).toString();
        const OperationStatus status = Statuses::fromString(word);
        const bool knownWord = status != OperationStatus::Unknown || word == QLatin1String("unknown");
        const bool inOrder = m_statusHistory.isEmpty() || timeMs >= m_statusHistory.constLast().timeMs;
        if (pair.size() != 2 || timeMs < 0 || !knownWord || !inOrder)
            continue;
        m_statusHistory << StatusChange {timeMs, status};
        if (m_statusHistory.size() >= MaxStatusChanges)
            break;
    }
    if (m_statusHistory.isEmpty()) {
        const QDateTime created = m_createdAt.isValid() ? m_createdAt : m_updatedAt;
        m_statusHistory << StatusChange {
            created.isValid() ? created.toMSecsSinceEpoch() : nowMs(), OperationStatus::Submitted};
        if (m_status != OperationStatus::Submitted) {
            const QDateTime at = m_finishedAt.isValid() ? m_finishedAt : m_updatedAt;
            m_statusHistory << StatusChange {
                qMax(m_statusHistory.constFirst().timeMs, at.isValid() ? at.toMSecsSinceEpoch() : nowMs()), m_status};
        }
    }
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationtraffic.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "models/messagelogmodel.h"
#include "operations/operation.h"

namespace Mcp {

namespace {
// The JSON literal of \a text, quotes and escapes included, as a compact message carries it.
QByteArray stringLiteral(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray {text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray numberText(double value)
{
    return QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact).chopped(1).mid(1);
}

// Handle members that name the operation (not flags or step lists).
const char *const kHandleKeys[] = {"taskId", "token", "sagaToken", "resumeToken"};
} // namespace

OperationTraffic::OperationTraffic(const Operation *op)
{
    if (!op)
        return;
    const QJsonObject handle = op->handle();
    for (const char *key : kHandleKeys) {
        const QJsonValue value = handle.value(QLatin1String(key));
        if (value.isString() && !value.toString().isEmpty())
            m_strings << stringLiteral(value.toString());
        else if (value.isDouble())
            m_numbers.append({QByteArray(key), numberText(value.toDouble())});
    }
    // Requests known by their id: a plain call's and a resumable request's (in the handle), and what the dialect
    // adapters note of the calls they sent (the call itself, each round of an async call).
    const QJsonObject state = op->adapterState();
    QJsonArray ids = state.value(QLatin1String("requestIds")).toArray();
    ids << handle.value(QLatin1String("requestId")) << state.value(QLatin1String("requestId"))
        << state.value(QLatin1String("callRequestId"));
    for (const QJsonValue &id : std::as_const(ids)) {
        if (id.isString())
            m_ids << QLatin1Char('>') + id.toString();
        else if (id.isDouble())
            m_ids << QLatin1Char('>') + QString::fromLatin1(numberText(id.toDouble()));
    }
    const QJsonValue token = state.value(QLatin1String("progressToken"));
    if (token.isString() && !token.toString().isEmpty())
        m_strings << stringLiteral(token.toString());
    else if (token.isDouble())
        m_numbers.append({QByteArrayLiteral("progressToken"), numberText(token.toDouble())});
}

bool OperationTraffic::mentions(QByteArrayView raw) const
{
    for (const QByteArray &literal : m_strings) {
        if (raw.contains(literal))
            return true;
    }
    for (const auto &[key, number] : m_numbers) {
        // "key" then optional blanks, a colon, optional blanks, and exactly the number.
        const QByteArray quoted = '"' + key + '"';
        for (qsizetype at = raw.indexOf(quoted); at >= 0; at = raw.indexOf(quoted, at + 1)) {
            qsizetype i = at + quoted.size();
            while (i < raw.size() && (raw.at(i) == ' ' || raw.at(i) == '\t' || raw.at(i) == ':'))
                ++i;
            if (raw.sliced(i).startsWith(number)) {
                const qsizetype end = i + number.size();
                if (end == raw.size() || QByteArrayView(",}] \t\r\n").contains(raw.at(end)))
                    return true;
            }
        }
    }
    return false;
}

void OperationTraffic::readUpTo(const MessageLogModel *log, int row)
{
    if (row < 0 || row >= log->rowCount())
        return;
    int from = m_nextSerial < 0 ? 0 : log->rowOfSerial(m_nextSerial);
    if (from < 0) // trimmed past where we were (or a clear): go on from the first row there is
        from = m_nextSerial < log->serialOf(0) ? 0 : log->rowCount();
    for (int r = from; r <= row; ++r) {
        const MessageLogModel::Kind kind = log->kind(r);
        const bool outgoing = log->direction(r) == MessageLogModel::Direction::Outgoing;
        bool belongs = false;
        if (kind == MessageLogModel::Request) {
            const QString key = QLatin1Char(outgoing ? '>' : '<') + log->idOf(r);
            belongs = m_ids.contains(key) || mentions(log->rawView(r));
            if (belongs)
                m_ids.insert(key); // its answer belongs too
        } else if (kind == MessageLogModel::Response || kind == MessageLogModel::Error) {
            // The answer goes the other way from its request.
            belongs = m_ids.contains(QLatin1Char(outgoing ? '<' : '>') + log->idOf(r)) || mentions(log->rawView(r));
        } else {
            belongs = mentions(log->rawView(r));
        }
        if (belongs)
            m_accepted.insert(log->serialOf(r));
    }
    m_nextSerial = qMax(m_nextSerial, log->serialOf(row) + 1);
}

bool OperationTraffic::accepts(const MessageLogModel *log, int row)
{
    if (isEmpty())
        return false;
    const qint64 serial = log->serialOf(row);
    if (serial >= m_nextSerial)
        readUpTo(log, row);
    return m_accepted.contains(serial);
}

QList<int> OperationTraffic::rows(const MessageLogModel *log)
{
    QList<int> rows;
    if (isEmpty() || log->rowCount() == 0)
        return rows;
    readUpTo(log, log->rowCount() - 1);
    for (int row = 0; row < log->rowCount(); ++row) {
        if (m_accepted.contains(log->serialOf(row)))
            rows << row;
    }
    return rows;
}

} // namespace Mcp

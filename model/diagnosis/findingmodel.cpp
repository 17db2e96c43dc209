// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "findingmodel.h"

#include <algorithm>

#include <QDateTime>
#include <QJsonArray>
#include <QSet>

#include "models/format.h"
#include "models/messagelogmodel.h"
#include "models/operationtraffic.h"
#include "models/roles.h"

namespace Mcp {

namespace {
// The column titles, in the order of the columns.
const char *const kColumnTitles[FindingColumn::ColumnCount] = {QT_TRANSLATE_NOOP("Mcp::FindingModel", "Severity"),
    QT_TRANSLATE_NOOP("Mcp::FindingModel", "Rule"), QT_TRANSLATE_NOOP("Mcp::FindingModel", "Reason"),
    QT_TRANSLATE_NOOP("Mcp::FindingModel", "Server"), QT_TRANSLATE_NOOP("Mcp::FindingModel", "Handle"),
    QT_TRANSLATE_NOOP("Mcp::FindingModel", "Time")};
} // namespace

FindingModel::FindingModel(QObject *parent)
    : TitledTableModel(kColumnTitles, parent)
{
}

FindingModel::~FindingModel()
{
    for (Watched *watched : std::as_const(m_watched)) {
        for (const QMetaObject::Connection &connection : std::as_const(watched->connections))
            disconnect(connection);
        delete watched;
    }
}

void FindingModel::watch(MessageLogModel *log, const QString &server)
{
    if (!log || m_watched.contains(log))
        return;
    auto *watched = new Watched {server, ProtocolLint(), {}};
    m_watched.insert(log, watched);
    watched->connections << connect(log, &MessageLogModel::messageLogged, this,
        [this, watched](qint64 serial, bool outgoing, const QJsonObject &message, const QString &version,
            const QJsonValue &stream) {
            const QList<Finding> found =
                watched->lint.observe(serial, outgoing, message, version, QDateTime::currentMSecsSinceEpoch(), stream);
            for (const Finding &finding : found) {
                Finding named = finding;
                named.server = watched->server;
                add(named);
            }
        });
    watched->connections << connect(
        log, &MessageLogModel::wireFaultFound, this, [this, watched](qint64 serial, const QString &reason) {
            Finding finding = ProtocolLint::wireFinding(serial, reason, QDateTime::currentMSecsSinceEpoch());
            finding.server = watched->server;
            add(finding);
        });
    watched->connections << connect(log, &QObject::destroyed, this, [this, log] { unwatch(log); });
}

void FindingModel::unwatch(MessageLogModel *log)
{
    Watched *watched = m_watched.take(log);
    if (!watched)
        return;
    for (const QMetaObject::Connection &connection : std::as_const(watched->connections))
        disconnect(connection);
    delete watched;
}

void FindingModel::add(const Finding &finding)
{
    if (m_findings.size() >= MaxFindings) {
        const int drop = MaxFindings / 10;
        beginRemoveRows(QModelIndex(), 0, drop - 1);
        m_findings.remove(0, drop);
        endRemoveRows();
    }
    const int row = int(m_findings.size());
    beginInsertRows(QModelIndex(), row, row);
    m_findings << finding;
    endInsertRows();
    std::array<int, 4> &counts = m_counts[finding.server];
    ++counts[int(finding.severity)];
    if (finding.rule == QLatin1String("wire"))
        ++counts[3];
    emit findingAdded(finding);
    emit countsChanged(finding.server);
}

void FindingModel::clear()
{
    beginResetModel();
    m_findings.clear();
    const QStringList servers = m_counts.keys();
    m_counts.clear();
    endResetModel();
    for (const QString &server : servers)
        emit countsChanged(server);
}

int FindingModel::count(Finding::Severity severity, const QString &server) const
{
    if (!server.isEmpty())
        return m_counts.value(server, {0, 0, 0, 0}).at(int(severity));
    int total = 0;
    for (const auto &counts : m_counts)
        total += counts.at(int(severity));
    return total;
}

int FindingModel::wireCount(const QString &server) const
{
    if (!server.isEmpty())
        return m_counts.value(server, {0, 0, 0, 0}).at(3);
    int total = 0;
    for (const auto &counts : m_counts)
        total += counts.at(3);
    return total;
}

QString FindingModel::summary(const QString &server) const
{
    const int wire = wireCount(server);
    const int errors = count(Finding::Severity::Error, server) - wire; // wire faults are errors
    const int warnings = count(Finding::Severity::Warning, server);
    QStringList parts;
    if (wire > 0)
        parts << (wire == 1 ? tr("1 wire fault") : tr("%1 wire faults").arg(wire));
    if (errors > 0)
        parts << (errors == 1 ? tr("1 lint error") : tr("%1 lint errors").arg(errors));
    if (warnings > 0)
        parts << (warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings));
    return parts.join(QStringLiteral(" \u00b7 "));
}

QJsonArray FindingModel::toJsonAbout(const Operation *op, const MessageLogModel *log, const QString &server) const
{
    QJsonArray findings;
    if (!op || !log)
        return findings;
    OperationTraffic traffic(op);
    QSet<qint64> serials;
    for (int row : traffic.rows(log))
        serials.insert(log->serialOf(row));
    for (const Finding &finding : m_findings) {
        if (finding.server == server && !finding.messages.isEmpty() && serials.contains(finding.messages.constFirst()))
            findings.append(finding.toJson());
    }
    return findings;
}

QJsonArray FindingModel::toJson(const QString &server) const
{
    QJsonArray out;
    for (const Finding &finding : m_findings) {
        if (server.isEmpty() || finding.server == server)
            out.append(finding.toJson());
    }
    return out;
}

int FindingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

QVariant FindingModel::displayData(const Finding &finding, int column) const
{
    static const char *const kSeverities[] = {QT_TR_NOOP("Error"), QT_TR_NOOP("Warning"), QT_TR_NOOP("Note")};
    // By FindingColumn.
    const QString texts[FindingColumn::ColumnCount] = {tr(kSeverities[int(finding.severity)]), finding.rule,
        finding.reason, finding.server, finding.handle, Format::clockTime(finding.timeMs, true)};
    return column >= 0 && column < FindingColumn::ColumnCount ? QVariant(texts[column]) : QVariant();
}

QVariant FindingModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Finding &finding = m_findings.at(index.row());
    const int column = index.column();
    // Sorted by the severity's order and the time's number; the rest as shown.
    if (role == SortRole && (column == FindingColumn::Severity || column == FindingColumn::Time))
        return column == FindingColumn::Severity ? QVariant(int(finding.severity)) : QVariant(finding.timeMs);
    if (role == Qt::DisplayRole || role == SortRole)
        return displayData(finding, column);
    if (role == SeverityRole)
        return int(finding.severity);
    if (role == MessageSerialRole)
        return finding.messages.isEmpty() ? qint64(-1) : finding.messages.constFirst();
    static const std::pair<int, QString Finding::*> kTexts[] = {{Qt::ToolTipRole, &Finding::reason},
        {RuleRole, &Finding::rule}, {HandleRole, &Finding::handle}, {ServerNameRole, &Finding::server}};
    const auto *text =
        std::find_if(std::cbegin(kTexts), std::cend(kTexts), [role](const auto &entry) { return entry.first == role; });
    return text == std::cend(kTexts) ? QVariant() : QVariant(finding.*(text->second));
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationreport.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>

#include "models/messagelogmodel.h"
#include "models/operationtraffic.h"
#include "operations/operation.h"

namespace Mcp::OperationReport {

namespace {
QString iso(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

QString kindWord(OperationEvent::Kind kind)
{
    switch (kind) {
    case OperationEvent::Kind::Status:
        return QStringLiteral("status");
    case OperationEvent::Kind::Progress:
        return QStringLiteral("progress");
    case OperationEvent::Kind::Input:
        return QStringLiteral("input");
    case OperationEvent::Kind::Connection:
        return QStringLiteral("connection");
    case OperationEvent::Kind::Error:
        return QStringLiteral("error");
    case OperationEvent::Kind::Log:
        return QStringLiteral("log");
    case OperationEvent::Kind::Info:
        break;
    }
    return QStringLiteral("info");
}

QString markWord(OperationEvent::Mark mark)
{
    switch (mark) {
    case OperationEvent::Mark::PromptAsked:
        return QStringLiteral("promptAsked");
    case OperationEvent::Mark::PromptAnswered:
        return QStringLiteral("promptAnswered");
    case OperationEvent::Mark::CancelRequested:
        return QStringLiteral("cancelRequested");
    case OperationEvent::Mark::Restored:
        return QStringLiteral("restored");
    case OperationEvent::Mark::Silent:
        return QStringLiteral("silent");
    case OperationEvent::Mark::Alive:
        return QStringLiteral("alive");
    case OperationEvent::Mark::Fault:
        return QStringLiteral("fault");
    case OperationEvent::Mark::None:
        break;
    }
    return QString();
}
} // namespace

QJsonObject build(const Operation *op, const MessageLogModel *log)
{
    const QString generator =
        QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion();
    QJsonObject report {{QStringLiteral("format"), QStringLiteral("mcp-async-inspector/operation-report")},
        {QStringLiteral("version"), 1}, {QStringLiteral("generatedAt"), iso(QDateTime::currentMSecsSinceEpoch())},
        {QStringLiteral("generator"), generator.trimmed()}};
    if (!op)
        return report;
    // What the store keeps, then the whole history in readable form.
    QJsonObject operation = op->toJson();
    operation.remove(QStringLiteral("events"));
    operation.remove(QStringLiteral("states"));
    // The name every view shows; a joined operation's tool is not known (null, not an empty name).
    operation.insert(QStringLiteral("displayName"), op->displayName());
    if (op->tool().isEmpty())
        operation.insert(QStringLiteral("tool"), QJsonValue::Null);
    report.insert(QStringLiteral("operation"), operation);

    QJsonArray states;
    for (const StatusChange &change : op->statusHistory())
        states << QJsonObject {{QStringLiteral("time"), iso(change.timeMs)},
            {QStringLiteral("status"), Statuses::toString(change.status)}};
    report.insert(QStringLiteral("statusHistory"), states);

    QJsonArray events;
    for (const OperationEvent &event : op->events()) {
        QJsonObject item {{QStringLiteral("time"), iso(event.timeMs)}, {QStringLiteral("kind"), kindWord(event.kind)},
            {QStringLiteral("text"), event.text}};
        if (event.mark != OperationEvent::Mark::None)
            item.insert(QStringLiteral("mark"), markWord(event.mark));
        if (event.kind == OperationEvent::Kind::Log) {
            item.insert(QStringLiteral("level"), event.level);
            if (!event.logger.isEmpty())
                item.insert(QStringLiteral("logger"), event.logger);
        }
        events << item;
    }
    report.insert(QStringLiteral("events"), events);

    QJsonArray progress;
    for (const ProgressSample &sample : op->progressHistory()) {
        QJsonObject item {{QStringLiteral("time"), iso(sample.timeMs)}, {QStringLiteral("progress"), sample.progress}};
        if (sample.hasTotal())
            item.insert(QStringLiteral("total"), sample.total);
        if (!sample.message.isEmpty())
            item.insert(QStringLiteral("message"), sample.message);
        if (!sample.resourceUri.isEmpty())
            item.insert(QStringLiteral("resourceUri"), sample.resourceUri);
        progress << item;
    }
    report.insert(QStringLiteral("progress"), progress);

    if (log) {
        QJsonArray traffic;
        OperationTraffic scope(op);
        for (int row : scope.rows(log)) {
            const MessageLogModel::Entry entry = log->entry(row);
            traffic << QJsonObject {
                {QStringLiteral("direction"),
                    entry.direction == MessageLogModel::Direction::Outgoing ? QStringLiteral("outgoing")
                                                                            : QStringLiteral("incoming")},
                {QStringLiteral("time"), iso(entry.timeMs)},
                {QStringLiteral("message"), QJsonDocument::fromJson(entry.raw).object()}};
        }
        report.insert(QStringLiteral("traffic"), traffic);
        const bool restored = std::any_of(op->events().cbegin(), op->events().cend(),
            [](const OperationEvent &event) { return event.mark == OperationEvent::Mark::Restored; });
        if (traffic.isEmpty() && restored)
            report.insert(QStringLiteral("trafficNote"),
                QStringLiteral("no traffic: the traffic log holds what this run of the inspector saw, and the "
                               "operation was restored from the store after a restart; its earlier messages went "
                               "with the run that saw them"));
        else if (log->trimmedCount() > 0)
            report.insert(QStringLiteral("trafficNote"),
                QStringLiteral("the traffic log dropped %1 older messages; some of this operation's may be among them")
                    .arg(log->trimmedCount()));
    }
    return report;
}

bool write(QIODevice *device, const Operation *op, const MessageLogModel *log)
{
    return write(device, build(op, log));
}

bool write(QIODevice *device, const QJsonObject &report)
{
    if (!device || !device->isWritable())
        return false;
    const QByteArray json = QJsonDocument(report).toJson(QJsonDocument::Indented);
    return device->write(json) == json.size();
}

} // namespace Mcp::OperationReport

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <array>

#include <QHash>
#include <QList>
#include <QPointer>

#include "diagnosis/finding.h"
#include "diagnosis/protocollint.h"
#include "models/titledtablemodel.h"

namespace Mcp {

class MessageLogModel;
class Operation;

/*!
 * The findings of every server watched, newest last (columns: FindingColumn; roles: SeverityRole, RuleRole,
 * MessageSerialRole, HandleRole, ServerNameRole): the wire check's faults and the protocol lint's findings, read
 * from each server's traffic log as it fills. What the Expert tab, the reports and `mcp-async lint` show.
 *
 * At most MaxFindings are kept (the oldest go); the counts go on.
 */
class FindingModel final : public TitledTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingModel)
public:
    explicit FindingModel(QObject *parent = nullptr);
    ~FindingModel() override;

    /*! Lints \a log's traffic from now on as server \a server's (the log is not owned). */
    void watch(MessageLogModel *log, const QString &server);
    /*! Stops linting \a log; its findings stay. */
    void unwatch(MessageLogModel *log);

    /*! Adds \a finding (as a watched log does). */
    void add(const Finding &finding);
    /*! Removes every finding (the counts start again). */
    void clear();

    /*! The finding of \a row; \a row must be valid. */
    const Finding &finding(int row) const { return m_findings.at(row); }
    /*! The findings kept, oldest first. */
    const QList<Finding> &findings() const { return m_findings; }
    /*! Findings of \a severity for \a server (every server when empty) since the last clear. */
    int count(Finding::Severity severity, const QString &server = QString()) const;
    /*! Of those, the wire check's (rule "wire") for \a server (every server when empty). */
    int wireCount(const QString &server = QString()) const;
    /*! The counts of \a server in words, for the sidebar: "2 wire faults · 1 lint error · 3 warnings"; empty: none. */
    QString summary(const QString &server) const;
    /*! The findings of \a server as JSON, oldest first (for reports). */
    QJsonArray toJson(const QString &server = QString()) const;
    /*! The findings of \a server about \a op's own messages in \a log (OperationTraffic), as JSON (for its report). */
    QJsonArray toJsonAbout(const Operation *op, const MessageLogModel *log, const QString &server) const;

    /*! Findings kept at most. */
    static constexpr int MaxFindings = 10000;

    /*! \reimp */
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

signals:
    /*! A finding was added (after the row was inserted). */
    void findingAdded(const Mcp::Finding &finding);
    /*! The counts of \a server changed. */
    void countsChanged(const QString &server);

private:
    struct Watched
    {
        QString server;
        ProtocolLint lint;
        QList<QMetaObject::Connection> connections;
    };
    QVariant displayData(const Finding &finding, int column) const;

    QList<Finding> m_findings;
    QHash<MessageLogModel *, Watched *> m_watched;
    QHash<QString, std::array<int, 4>> m_counts; // server → by severity, and the wire check's last
};

} // namespace Mcp

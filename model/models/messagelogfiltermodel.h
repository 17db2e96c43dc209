// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QPointer>
#include <QSortFilterProxyModel>
#include <QString>

#include "models/messagelogmodel.h"
#include "models/operationtraffic.h"

namespace Mcp {

/*!
 * Filters a MessageLogModel by direction and kind, and searches method, id and the raw JSON text. Sorts on
 * SortRole; unsorted (the default) it keeps the log's order. The view debounces typing before setSearchText().
 */
class MessageLogFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MessageLogFilterModel)
public:
    /*! Which directions pass. */
    enum class DirectionFilter
    {
        Both,
        Incoming,
        Outgoing
    };
    Q_ENUM(DirectionFilter)

    /*! Creates the proxy, showing everything. */
    explicit MessageLogFilterModel(QObject *parent = nullptr);
    ~MessageLogFilterModel() override;

    /*! Shows messages going \a filter's way only. */
    void setDirectionFilter(DirectionFilter filter);
    /*! The direction filter. */
    DirectionFilter directionFilter() const { return m_direction; }

    /*! Shows messages of the given \a kinds only (all four by default). */
    void setKindFilter(MessageLogModel::Kinds kinds);
    /*! The kinds shown. */
    MessageLogModel::Kinds kindFilter() const { return m_kinds; }

    /*! Shows only the messages that fail the wire check (a request judged late joins when it is marked). */
    void setFaultsOnly(bool faultsOnly);
    bool faultsOnly() const { return m_faultsOnly; }

    /*!
     * Shows messages whose method or id contains \a text (any case), or whose raw JSON does (ASCII letters in any
     * case); empty: all.
     */
    void setSearchText(const QString &text);
    /*! The search text. */
    QString searchText() const { return m_text; }

    /*!
     * Shows only the messages of one operation (OperationTraffic), on top of the other filters; \a label names it
     * for the view. A default OperationTraffic and an empty label show every operation's again.
     */
    void setOperationScope(const OperationTraffic &scope, const QString &label);
    /*! What the operation scope is called; empty when there is none. */
    QString operationScope() const { return m_scopeLabel; }

    /*! \reimp */
    void setSourceModel(QAbstractItemModel *sourceModel) override;

protected:
    /*! \reimp */
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QPointer<MessageLogModel> m_log;
    DirectionFilter m_direction = DirectionFilter::Both;
    MessageLogModel::Kinds m_kinds =
        MessageLogModel::Request | MessageLogModel::Response | MessageLogModel::Notification | MessageLogModel::Error;
    QString m_text;
    QByteArray m_textUtf8;
    bool m_faultsOnly = false;
    mutable OperationTraffic m_scope; // reads the log as far as it is asked, once
    QString m_scopeLabel;
};

} // namespace Mcp

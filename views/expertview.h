// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLayout;
class QSortFilterProxyModel;
class QTreeView;

namespace Mcp {
class FindingModel;
}

/*!
 * The Expert tab: what the wire check and the protocol lint found in every server's traffic (FindingModel), worst
 * first, with a severity filter and a line that counts them. Activating a finding (double click, Enter) asks for
 * its message in the traffic (messageRequested()); its server and its operation's handle come along.
 */
class ExpertView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExpertView)
public:
    /*! Shows \a findings (not owned; null: none). */
    ExpertView(Mcp::FindingModel *findings, QWidget *parent);
    /*! The table, for tests. */
    QTreeView *view() const { return m_view; }
    /*! The counting line, as shown. */
    QString summaryText() const;

signals:
    /*! The person asked for the message numbered \a serial (a traffic-log serial) of server \a server. */
    void messageRequested(const QString &server, qint64 serial, const QString &handle);
    /*! The counts changed: \a errors and \a warnings in all (for the tab's title). */
    void countsChanged(int errors, int warnings);

private:
    QLayout *createBar();
    void updateSummary();
    void activate(const QModelIndex &index);

    Mcp::FindingModel *m_findings = nullptr;
    QSortFilterProxyModel *m_proxy;
    QComboBox *m_severity;
    QTreeView *m_view;
    QLabel *m_summary;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "expertview.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QVBoxLayout>

#include "diagnosis/findingmodel.h"
#include "livetable.h"
#include "models/roles.h"
#include "theme.h"

using namespace Mcp;

namespace {

// The severity column as an icon and a colour, like Wireshark's expert information.
class SeverityDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() != FindingColumn::Severity)
            return;
        const auto severity = Finding::Severity(index.data(SeverityRole).toInt());
        QStyle *style = option->widget ? option->widget->style() : QApplication::style();
        const QStyle::StandardPixmap pixmap = severity == Finding::Severity::Error ? QStyle::SP_MessageBoxCritical
            : severity == Finding::Severity::Warning                               ? QStyle::SP_MessageBoxWarning
                                                                                   : QStyle::SP_MessageBoxInformation;
        option->icon = style->standardIcon(pixmap);
        option->features |= QStyleOptionViewItem::HasDecoration;
        if (!(option->state & QStyle::State_Selected)) {
            option->palette.setColor(QPalette::Text,
                severity == Finding::Severity::Error         ? Theme::error(option->palette)
                    : severity == Finding::Severity::Warning ? Theme::warning(option->palette)
                                                             : option->palette.color(QPalette::Text));
        }
    }
};

// Shows the findings of one severity, or all.
class SeverityFilter final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setSeverity(int severity)
    {
        m_severity = severity;
        invalidateRowsFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        return m_severity < 0 || sourceModel()->index(row, 0, parent).data(SeverityRole).toInt() == m_severity;
    }

private:
    int m_severity = -1;
};

} // namespace

ExpertView::ExpertView(QWidget *parent)
    : QWidget(parent)
    , m_proxy(new SeverityFilter(this))
    , m_severity(new QComboBox(this))
    , m_view(new QTreeView(this))
    , m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_severity->setObjectName(QStringLiteral("severityFilter"));
    m_severity->setAccessibleName(tr("Severity filter"));
    m_severity->setAccessibleDescription(tr("Shows the findings of one severity, or all"));
    m_severity->addItem(tr("All findings"), -1);
    m_severity->addItem(tr("Errors"), int(Finding::Severity::Error));
    m_severity->addItem(tr("Warnings"), int(Finding::Severity::Warning));
    m_severity->addItem(tr("Notes"), int(Finding::Severity::Note));
    bar->addWidget(m_severity);
    m_summary->setObjectName(QStringLiteral("expertSummary"));
    bar->addWidget(m_summary, 1);
    layout->addLayout(bar);
    m_proxy->setSortRole(SortRole);
    setUpLiveTable(m_view, m_proxy, QStringLiteral("findingList"), tr("Findings"),
        tr("What the wire check and the protocol lint found in the servers' traffic; activate one to see its message"));
    m_view->setItemDelegate(new SeverityDelegate(m_view));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(FindingColumn::Severity, Qt::AscendingOrder); // errors first
    layout->addWidget(m_view, 1);
    connect(m_severity, &QComboBox::currentIndexChanged, this, [this] {
        static_cast<SeverityFilter *>(m_proxy)->setSeverity(m_severity->currentData().toInt());
        updateSummary();
    });
    connect(m_view, &QTreeView::activated, this, &ExpertView::activate);
    updateSummary();
}

void ExpertView::setFindings(FindingModel *findings)
{
    if (m_findings)
        m_findings->disconnect(this);
    m_findings = findings;
    m_proxy->setSourceModel(findings);
    // Sized once the columns are there; the reason takes what is left.
    QHeaderView *header = m_view->header();
    const int widths[FindingColumn::ColumnCount] = {90, 150, 420, 130, 130, 100};
    for (int column = 0; column < header->count(); ++column)
        header->resizeSection(column, widths[column]);
    if (header->count() > FindingColumn::Reason)
        header->setSectionResizeMode(FindingColumn::Reason, QHeaderView::Stretch);
    if (findings) {
        connect(findings, &FindingModel::findingAdded, this, &ExpertView::updateSummary);
        connect(findings, &QAbstractItemModel::modelReset, this, &ExpertView::updateSummary);
    }
    updateSummary();
}

QString ExpertView::summaryText() const
{
    return m_summary->text();
}

void ExpertView::updateSummary()
{
    const int errors = m_findings ? m_findings->count(Finding::Severity::Error) : 0;
    const int warnings = m_findings ? m_findings->count(Finding::Severity::Warning) : 0;
    const int notes = m_findings ? m_findings->count(Finding::Severity::Note) : 0;
    if (errors + warnings + notes == 0) {
        m_summary->setText(tr("Nothing found: every message so far passed the wire check and the protocol lint."));
    } else {
        const auto counted = [](int n, const QString &one, const QString &many) { return n == 1 ? one : many.arg(n); };
        m_summary->setText(tr("%1, %2, %3. Double-click a finding to see its message.")
                               .arg(counted(errors, tr("1 error"), tr("%1 errors")),
                                   counted(warnings, tr("1 warning"), tr("%1 warnings")),
                                   counted(notes, tr("1 note"), tr("%1 notes"))));
    }
    emit countsChanged(errors, warnings);
}

void ExpertView::activate(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    emit messageRequested(index.data(ServerNameRole).toString(), index.data(MessageSerialRole).toLongLong(),
        index.data(HandleRole).toString());
}

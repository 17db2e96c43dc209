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
#include <QTreeView>
#include <QVBoxLayout>

#include "diagnosis/findingmodel.h"
#include "livetable.h"
#include "markdelegate.h"
#include "models/roles.h"
#include "theme.h"

using namespace Mcp;

namespace {

// The severity column as an icon and a colour, like Wireshark's expert information.
std::optional<MarkDelegate::Mark> severityMark(const QModelIndex &index, const QPalette &palette)
{
    if (index.column() != FindingColumn::Severity)
        return std::nullopt;
    switch (Finding::Severity(index.data(SeverityRole).toInt())) {
    case Finding::Severity::Error:
        return MarkDelegate::Mark {QStyle::SP_MessageBoxCritical, Theme::error(palette)};
    case Finding::Severity::Warning:
        return MarkDelegate::Mark {QStyle::SP_MessageBoxWarning, Theme::warning(palette)};
    case Finding::Severity::Note:
        break;
    }
    return MarkDelegate::Mark {QStyle::SP_MessageBoxInformation, QColor()};
}

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

ExpertView::ExpertView(FindingModel *findings, QWidget *parent)
    : QWidget(parent)
    , m_findings(findings)
    , m_proxy(new SeverityFilter(this))
    , m_severity(new QComboBox(this))
    , m_view(new QTreeView(this))
    , m_summary(new QLabel(this))
{
    m_proxy->setSortRole(SortRole);
    m_proxy->setSourceModel(findings);
    setUpLiveTable(m_view, m_proxy, QStringLiteral("findingList"), tr("Findings"),
        tr("What the wire check and the protocol lint found in the servers' traffic; activate one to see its message"));
    m_view->setItemDelegate(new MarkDelegate(severityMark, m_view));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(FindingColumn::Severity, Qt::AscendingOrder); // errors first
    // Sized once the columns are there; the reason takes what is left.
    const int widths[FindingColumn::ColumnCount] = {90, 150, 420, 130, 130, 100};
    for (int column = 0; column < m_view->header()->count(); ++column)
        m_view->header()->resizeSection(column, widths[column]);
    m_view->header()->setSectionResizeMode(FindingColumn::Reason, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(createBar());
    layout->addWidget(m_view, 1);
    connect(m_view, &QTreeView::activated, this, &ExpertView::activate);
    if (findings) {
        connect(findings, &FindingModel::findingAdded, this, &ExpertView::updateSummary);
        connect(findings, &QAbstractItemModel::modelReset, this, &ExpertView::updateSummary);
    }
    updateSummary();
}

QLayout *ExpertView::createBar()
{
    m_severity->setObjectName(QStringLiteral("severityFilter"));
    m_severity->setAccessibleName(tr("Severity filter"));
    m_severity->setAccessibleDescription(tr("Shows the findings of one severity, or all"));
    const std::pair<const char *, int> choices[] = {{QT_TR_NOOP("All findings"), -1},
        {QT_TR_NOOP("Errors"), int(Finding::Severity::Error)},
        {QT_TR_NOOP("Warnings"), int(Finding::Severity::Warning)}, {QT_TR_NOOP("Notes"), int(Finding::Severity::Note)}};
    for (const auto &[text, severity] : choices)
        m_severity->addItem(tr(text), severity);
    connect(m_severity, &QComboBox::currentIndexChanged, this, [this] {
        static_cast<SeverityFilter *>(m_proxy)->setSeverity(m_severity->currentData().toInt());
        updateSummary();
    });
    m_summary->setObjectName(QStringLiteral("expertSummary"));
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_severity);
    bar->addWidget(m_summary, 1);
    return bar;
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

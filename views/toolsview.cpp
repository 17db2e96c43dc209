// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "toolsview.h"

#include <QApplication>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QPainterPath>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "emptyhintview.h"
#include "models/roles.h"
#include "models/toolfiltermodel.h"
#include "models/toollistmodel.h"
#include "protocol/dialect.h"
#include "protocol/rewatch.h"

using namespace Mcp;

namespace {

// Typing in the search box filters after this pause, not on every key [CONTRIBUTING.md style 6].
constexpr int kSearchDelayMs = 300;

QString badgeText(const QString &badge)
{
    QString text = badge;
    return text.replace(QLatin1Char(':'), QStringLiteral(": "));
}

// Line 1: the name in bold and a pill per badge. Line 2: the title and the first line of the description.
class ToolItemDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        opt.text.clear();
        QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

        const bool selected = opt.state & QStyle::State_Selected;
        const QRect area = opt.rect.adjusted(kPad, kPad, -kPad, -kPad);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        QFont bold = opt.font;
        bold.setBold(true);
        const QFontMetrics boldMetrics(bold);
        const QString name = index.data(ToolNameRole).toString();
        QFont small = opt.font;
        small.setPointSizeF(small.pointSizeF() * 0.85);
        const QFontMetrics smallMetrics(small);
        // A tool's badges are its async markers; what the server offers for every tool is on the server.
        const QStringList badges = index.data(MarkersRole).toStringList();
        int badgesWidth = 0;
        for (const QString &badge : badges)
            badgesWidth += smallMetrics.horizontalAdvance(badgeText(badge)) + 2 * kBadgePad + 4;
        // The name gets what the badges leave, but never less than half the row.
        // (+2: elidedText() measures in fractions and would cut a name given exactly its rounded width.)
        const int nameWidth =
            qMin(boldMetrics.horizontalAdvance(name) + 2, qMax(area.width() / 2, area.width() - badgesWidth - kPad));
        painter->setFont(bold);
        painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
        const QRect nameRect(area.left(), area.top(), nameWidth, boldMetrics.height());
        painter->drawText(
            nameRect, Qt::AlignLeft | Qt::AlignVCenter, boldMetrics.elidedText(name, Qt::ElideRight, nameWidth));

        painter->setFont(small);
        int x = nameRect.right() + kPad + 2;
        for (const QString &badge : badges) {
            const QString text = badgeText(badge);
            const int width = smallMetrics.horizontalAdvance(text) + 2 * kBadgePad;
            if (x + width > area.right())
                break;
            const QRectF pill(x, area.top() + 1, width, boldMetrics.height() - 2);
            QPainterPath path;
            path.addRoundedRect(pill, pill.height() / 2, pill.height() / 2);
            painter->fillPath(path, ToolsView::badgeColor(badge));
            painter->setPen(Qt::white);
            painter->drawText(pill, Qt::AlignCenter, text);
            x += width + 4;
        }

        painter->setFont(opt.font);
        const QFontMetrics metrics(opt.font);
        painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        const QString title = index.data(ToolTitleRole).toString();
        QString line = index.siblingAtColumn(ToolColumn::Description).data().toString(); // its first line
        if (!title.isEmpty() && title != name)
            line = line.isEmpty() ? title : title + QStringLiteral(" \u2014 ") + line;
        const QRect second(area.left(), area.top() + boldMetrics.height() + 2, area.width(), metrics.height());
        painter->drawText(
            second, Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(line, Qt::ElideRight, second.width()));
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        Q_UNUSED(index)
        QFont bold = option.font;
        bold.setBold(true);
        return QSize(200, QFontMetrics(bold).height() + QFontMetrics(option.font).height() + 2 * kPad + 2);
    }

private:
    static constexpr int kPad = 5;
    static constexpr int kBadgePad = 6;
};

QString jsonBlock(const QJsonObject &object)
{
    return QStringLiteral("<pre style=\"margin-left:6px\">%1</pre>")
        .arg(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)).toHtmlEscaped());
}

} // namespace

ToolsView::ToolsView(QWidget *parent)
    : QWidget(parent)
    , m_tools(new ToolListModel(this))
    , m_filter(new ToolFilterModel(this))
{
    m_filter->setSourceModel(m_tools);
    m_filter->sort(ToolColumn::Name);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setAccessibleName(tr("Find a tool"));
    m_search->setAccessibleDescription(tr("Filters the tools by name, title or description"));
    m_search->setObjectName(QStringLiteral("toolSearch"));
    m_search->setPlaceholderText(tr("Search tools by name, title or description"));
    m_search->setClearButtonEnabled(true);
    bar->addWidget(m_search, 1);
    m_asyncOnly = new QCheckBox(tr("Async-capable only"), this);
    m_asyncOnly->setObjectName(QStringLiteral("asyncOnly"));
    m_asyncOnly->setToolTip(tr("Show only tools that declare preferAsync, invocationMode or taskSupport"));
    m_asyncOnly->setChecked(m_filter->asyncOnly());
    bar->addWidget(m_asyncOnly);
    layout->addLayout(bar);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_view = new EmptyHintView<QListView>([this] { return emptyHint(); }, splitter);
    m_view->setAccessibleName(tr("Tools"));
    m_view->setAccessibleDescription(tr("The tools of the selected server, with their async markers"));
    m_view->setObjectName(QStringLiteral("toolList"));
    m_view->setModel(m_filter);
    m_view->setModelColumn(ToolColumn::Name);
    m_view->setItemDelegate(new ToolItemDelegate(m_view));
    m_view->setUniformItemSizes(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_details = new QTextBrowser(splitter);
    m_details->setAccessibleName(tr("Tool description"));
    m_details->setAccessibleDescription(tr("The selected tool's description and input schema"));
    m_details->setObjectName(QStringLiteral("toolDetails"));
    m_details->setOpenExternalLinks(true);
    splitter->addWidget(m_view);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    m_searchTimer.setSingleShot(true);
    m_searchTimer.setInterval(kSearchDelayMs);
    connect(&m_searchTimer, &QTimer::timeout, this, [this] { m_filter->setFilterText(m_search->text()); });
    connect(m_search, &QLineEdit::textChanged, this, [this] { m_searchTimer.start(); });
    connect(m_asyncOnly, &QCheckBox::toggled, this, &ToolsView::setAsyncOnly);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ToolsView::onCurrentChanged);
    // Keep a tool selected as the list fills or the filter changes, so the launch form always has one.
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &ToolsView::ensureCurrent);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &ToolsView::ensureCurrent);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &ToolsView::ensureCurrent);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &ToolsView::ensureCurrent);
    connect(m_tools, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &first, const QModelIndex &last) {
        const int row = m_tools->rowOf(m_currentName);
        if (row >= first.row() && row <= last.row()) {
            updateDetails();
            emit currentToolChanged(m_currentName);
        }
    });
    updateDetails();
}

ToolsView::~ToolsView() = default;

void ToolsView::setSession(McpSession *session)
{
    if (!rewatch(m_session, session, this))
        return;
    m_tools->setSession(session);
    if (session) {
        // The empty-list hint follows the connection state.
        connect(session, &McpSession::stateChanged, this, [this] { m_view->viewport()->update(); });
        connect(session, &McpSession::toolsChanged, this, [this] { m_view->viewport()->update(); });
    }
    ensureCurrent();
    m_view->viewport()->update();
}

ToolInfo ToolsView::currentTool() const
{
    const int row = m_tools->rowOf(m_currentName);
    return row >= 0 ? m_tools->tool(row) : ToolInfo();
}

bool ToolsView::selectTool(const QString &name)
{
    const int row = m_tools->rowOf(name);
    if (row < 0)
        return false;
    QModelIndex index = m_filter->mapFromSource(m_tools->index(row, ToolColumn::Name));
    if (!index.isValid()) {
        m_search->clear();
        m_filter->setFilterText(QString());
        if (!m_tools->data(m_tools->index(row, 0), AsyncCapableRole).toBool())
            setAsyncOnly(false);
        index = m_filter->mapFromSource(m_tools->index(row, ToolColumn::Name));
    }
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    return index.isValid();
}

void ToolsView::setAsyncOnly(bool asyncOnly)
{
    m_filter->setAsyncOnly(asyncOnly);
    if (m_asyncOnly->isChecked() != asyncOnly)
        m_asyncOnly->setChecked(asyncOnly);
    ensureCurrent();
    m_view->viewport()->update();
}

bool ToolsView::asyncOnly() const
{
    return m_filter->asyncOnly();
}

QColor ToolsView::badgeColor(const QString &badge)
{
    if (badge.startsWith(QLatin1String("preferAsync")))
        return QColor(0x2f, 0x6f, 0xb3);
    if (badge == QLatin1String("invocationMode:async"))
        return QColor(0x7b, 0x3f, 0xa0);
    if (badge.startsWith(QLatin1String("invocationMode")))
        return QColor(0x80, 0x80, 0x80);
    if (badge == QLatin1String("taskSupport:required"))
        return QColor(0xb0, 0x3a, 0x2e);
    if (badge.startsWith(QLatin1String("taskSupport")))
        return QColor(0x1e, 0x84, 0x7f);
    return QColor(0x60, 0x60, 0x60);
}

QString ToolsView::emptyHint() const
{
    if (m_filter->rowCount() > 0)
        return QString();
    if (!m_session)
        return tr("Select a server on the left to see its tools.");
    if (m_session->state() != McpSession::State::Ready) {
        if (m_session->state() == McpSession::State::Connecting)
            return tr("Connecting to %1…").arg(m_session->config().name);
        return tr("%1 is %2.\n\nConnect it to see its tools.").arg(m_session->config().name, m_session->stateText());
    }
    const int all = m_tools->rowCount();
    if (all == 0)
        return tr("%1 has no tools.").arg(m_session->config().name);
    if (!m_filter->filterText().isEmpty())
        return tr("No tool matches \u201c%1\u201d.").arg(m_filter->filterText());
    return tr("None of the %1 tools of %2 declares an async marker.\n\nUntick \u201cAsync-capable only\u201d to see "
              "them all.")
        .arg(all)
        .arg(m_session->config().name);
}

void ToolsView::onCurrentChanged()
{
    const QString name = m_view->currentIndex().data(ToolNameRole).toString();
    if (name == m_currentName)
        return;
    m_currentName = name;
    updateDetails();
    emit currentToolChanged(name);
}

void ToolsView::ensureCurrent()
{
    if (!m_view->currentIndex().isValid() && m_filter->rowCount() > 0)
        m_view->setCurrentIndex(m_filter->index(0, ToolColumn::Name));
    else if (m_filter->rowCount() == 0 && !m_currentName.isEmpty())
        onCurrentChanged();
    m_view->viewport()->update();
}

void ToolsView::updateDetails()
{
    const int row = m_tools->rowOf(m_currentName);
    if (m_currentName.isEmpty() || row < 0) {
        m_details->setHtml(QStringLiteral("<p style=\"color:gray\">%1</p>")
                               .arg(tr("The description, markers, annotations and schemas of the selected tool "
                                       "appear here.")
                                        .toHtmlEscaped()));
        return;
    }
    const ToolInfo tool = m_tools->tool(row);
    const QModelIndex index = m_tools->index(row, 0);
    const QStringList dialects = index.data(DialectsRole).toStringList();
    QString html;
    html += QStringLiteral("<h3 style=\"margin-bottom:2px\">%1</h3>").arg(tool.displayName().toHtmlEscaped());
    html += QStringLiteral("<p style=\"margin-top:0\"><code>%1</code></p>").arg(tool.name.toHtmlEscaped());
    QStringList pills;
    for (const QString &badge : index.data(MarkersRole).toStringList()) {
        pills << QStringLiteral("<span style=\"background-color:%1; color:white\">&nbsp;%2&nbsp;</span>")
                     .arg(badgeColor(badge).name(), badgeText(badge).toHtmlEscaped());
    }
    if (!pills.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(pills.join(QStringLiteral(" ")));
    if (!tool.description.isEmpty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tool.description.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    }
    const QString listed = dialects.join(QStringLiteral(", ")).toHtmlEscaped();
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Dialects:"),
                    index.data(RequiredRole).toBool() ? tr("%1 \u2014 the tool requires an async dialect").arg(listed)
                                                      : listed);
    if (!tool.annotations.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><table cellspacing=\"0\" cellpadding=\"2\">").arg(tr("Annotations"));
        for (auto it = tool.annotations.begin(); it != tool.annotations.end(); ++it) {
            const QJsonValue value = it.value();
            const QString text = value.isString() ? value.toString()
                : value.isBool()
                ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                : QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
            html += QStringLiteral("<tr><td><code>%1</code></td><td>%2</td></tr>")
                        .arg(it.key().toHtmlEscaped(), text.toHtmlEscaped());
        }
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<h4>%1</h4>").arg(tr("Input schema")) + jsonBlock(tool.inputSchema);
    if (!tool.outputSchema.isEmpty())
        html += QStringLiteral("<h4>%1</h4>").arg(tr("Output schema")) + jsonBlock(tool.outputSchema);
    m_details->setHtml(html);
}

#include "toolsview.moc"

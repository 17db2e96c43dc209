// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourcesview.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

#include "completer.h"
#include "models/resourcelistmodel.h"
#include "models/resourcetemplatemodel.h"
#include "models/roles.h"
#include "resourcepreview.h"
#include "session/mcpsession.h"
#include "surface/completion.h"
#include "surface/resourcelister.h"
#include "surface/resourcereader.h"
#include "surface/resourcesubscriptions.h"
#include "surface/rootsoffer.h"

using namespace Mcp;

namespace {
QTreeView *tableView(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *view = new QTreeView(parent);
    view->setModel(model);
    view->setRootIsDecorated(false);
    view->setUniformRowHeights(true);
    view->setAllColumnsShowFocus(true);
    view->setAccessibleName(name);
    view->header()->setStretchLastSection(true);
    return view;
}
} // namespace

ResourcesView::ResourcesView(QWidget *parent)
    : QWidget(parent)
    , m_completer(new LineEditCompleter(this))
    , m_resourceModel(new ResourceListModel(this))
    , m_templateModel(new ResourceTemplateModel(this))
    , m_preview(new ResourcePreview(this))
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(createListsPane());
    splitter->addWidget(createReadPane());
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    setSession(nullptr);
}

ResourcesView::~ResourcesView() = default;

template <typename Part> Part *ResourcesView::partOf(McpSession *session)
{
    if (!session)
        return nullptr;
    if (auto *part = session->findChild<Part *>(QString(), Qt::FindDirectChildrenOnly))
        return part;
    return new Part(session, session);
}

QWidget *ResourcesView::createListsPane()
{
    auto *pane = new QWidget(this);
    m_status = new QLabel(pane);
    m_status->setObjectName(QStringLiteral("resourcesStatus"));
    m_status->setAccessibleName(tr("Resources status"));
    m_refresh = new QPushButton(tr("Re&fresh"), pane);
    connect(m_refresh, &QPushButton::clicked, this, &ResourcesView::refresh);
    m_resources = tableView(m_resourceModel, tr("Resources"), pane);
    m_resources->setObjectName(QStringLiteral("resourceList"));
    m_resources->setAccessibleDescription(tr("Enter reads the resource"));
    connect(m_resources, &QTreeView::activated, this, &ResourcesView::onResourceActivated);
    m_templates = tableView(m_templateModel, tr("Resource templates"), pane);
    m_templates->setObjectName(QStringLiteral("templateList"));
    m_templates->setAccessibleDescription(tr("Enter shows a field for each variable of the template"));
    connect(m_templates, &QTreeView::activated, this, &ResourcesView::onTemplateSelected);
    m_rootsEdit = new QPlainTextEdit(pane);
    m_rootsEdit->setObjectName(QStringLiteral("rootsEdit"));
    m_rootsEdit->setAccessibleName(tr("Roots offered to the server"));
    m_rootsEdit->setAccessibleDescription(tr("One file:// URI per line, then a space and a name"));
    m_rootsEdit->setPlaceholderText(tr("One root per line: file:///path [name]"));
    m_rootsEdit->setTabChangesFocus(true);
    m_rootsEdit->setMaximumHeight(m_rootsEdit->fontMetrics().height() * 4);
    m_applyRoots = new QPushButton(tr("Offer &roots"), pane);
    m_applyRoots->setToolTip(tr("Answer roots/list with these roots (and tell a connected server they changed)"));
    connect(m_applyRoots, &QPushButton::clicked, this, &ResourcesView::applyRoots);
    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_refresh);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_resources, 2);
    layout->addWidget(new QLabel(tr("Templates"), pane));
    layout->addWidget(m_templates, 1);
    auto *roots = new QHBoxLayout;
    roots->addWidget(new QLabel(tr("Roots"), pane), 1);
    roots->addWidget(m_applyRoots);
    layout->addLayout(roots);
    layout->addWidget(m_rootsEdit);
    return pane;
}

QWidget *ResourcesView::createReadPane()
{
    auto *pane = new QWidget(this);
    m_form = new QFormLayout;
    m_uri = new QLineEdit(pane);
    m_uri->setObjectName(QStringLiteral("resourceUri"));
    m_uri->setAccessibleName(tr("Resource URI"));
    m_uri->setAccessibleDescription(tr("Enter reads the resource at this URI"));
    m_uri->setPlaceholderText(tr("URI to read"));
    connect(m_uri, &QLineEdit::returnPressed, this, &ResourcesView::readUri);
    m_read = new QPushButton(tr("R&ead"), pane);
    connect(m_read, &QPushButton::clicked, this, &ResourcesView::readUri);
    m_subscribe = new QPushButton(tr("Su&bscribe"), pane);
    m_subscribe->setObjectName(QStringLiteral("subscribeButton"));
    m_subscribe->setCheckable(true);
    connect(m_subscribe, &QPushButton::toggled, this, &ResourcesView::onSubscribeToggled);
    m_updated = new QLabel(pane);
    m_updated->setAccessibleName(tr("Last update"));
    m_updated->setObjectName(QStringLiteral("updatedMarker"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_uri, 1);
    row->addWidget(m_read);
    row->addWidget(m_subscribe);
    row->addWidget(m_updated);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_form);
    layout->addLayout(row);
    layout->addWidget(m_preview, 1);
    return pane;
}

void ResourcesView::setSession(McpSession *session)
{
    for (QObject *old : {static_cast<QObject *>(m_session.data()), static_cast<QObject *>(m_lister.data()),
             static_cast<QObject *>(m_subscriptions.data()), static_cast<QObject *>(m_reader.data()),
             static_cast<QObject *>(m_completion.data())}) {
        if (old)
            old->disconnect(this);
    }
    m_session = session;
    m_lister = partOf<ResourceLister>(session);
    m_subscriptions = partOf<ResourceSubscriptions>(session);
    m_reader = partOf<ResourceReader>(session);
    m_roots = partOf<RootsOffer>(session);
    m_completion = partOf<CompletionClient>(session);
    if (m_completion)
        connect(m_completion, &CompletionClient::completed, this, &ResourcesView::onCompleted);
    m_resourceModel->setSources(m_lister, m_subscriptions);
    m_templateModel->setLister(m_lister);
    m_preview->clear();
    m_shownUri.clear();
    if (session) {
        m_subscriptions->setListChangesWanted(true);
        connect(session, &McpSession::ready, this, &ResourcesView::refresh);
        connect(session, &McpSession::stateChanged, this, &ResourcesView::updateStatus);
        connect(m_lister, &ResourceLister::resourcesChanged, this, &ResourcesView::updateStatus);
        connect(m_lister, &ResourceLister::templatesChanged, this, &ResourcesView::updateStatus);
        connect(m_lister, &ResourceLister::listFailed, this, &ResourcesView::updateStatus);
        connect(m_reader, &ResourceReader::finished, this,
            [this](const QString &uri, const QList<ResourceContent> &contents, const QStringList &problems) {
                m_shownUri = uri;
                m_preview->setContents(uri, contents, problems);
                updateSubscribeState();
            });
        connect(m_reader, &ResourceReader::failed, this, [this](const QString &uri, const QString &reason) {
            m_preview->showMessage(uri + QStringLiteral(": ") + reason);
        });
        connect(m_subscriptions, &ResourceSubscriptions::updated, this, [this](const QString &uri) {
            if (uri == m_shownUri)
                m_reader->read(uri); // live: the preview follows the subscribed resource
        });
        connect(m_subscriptions, &ResourceSubscriptions::failed, this,
            [this](const QString &uri, const QString &reason) { m_updated->setText(tr("%1: %2").arg(uri, reason)); });
        if (session->state() == McpSession::State::Ready && m_lister->resources().isEmpty())
            refresh();
    }
    showRoots();
    updateStatus();
    updateSubscribeState();
}

void ResourcesView::refresh()
{
    if (m_lister && m_session && m_session->state() == McpSession::State::Ready)
        m_lister->refresh();
    updateStatus();
}

void ResourcesView::updateStatus()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    m_refresh->setEnabled(ready);
    m_read->setEnabled(ready);
    if (!m_session)
        m_status->setText(tr("Select a server to see its resources."));
    else if (!ready)
        m_status->setText(tr("Not connected."));
    else if (!m_lister->isOffered())
        m_status->setText(tr("This server offers no resources."));
    else if (m_lister->isLoading())
        m_status->setText(tr("Listing…"));
    else
        m_status->setText(tr("%n resource(s), %1 template(s)", nullptr, int(m_lister->resources().size()))
                              .arg(m_lister->templates().size())
            + (m_lister->problems().isEmpty()
                    ? QString()
                    : QStringLiteral(" ⚠ ") + m_lister->problems().join(QStringLiteral("; "))));
}

void ResourcesView::onResourceActivated(const QModelIndex &index)
{
    m_uri->setText(index.data(ResourceUriRole).toString());
    readUri();
}

void ResourcesView::readUri()
{
    const QString uri = m_uri->text().trimmed();
    if (!uri.isEmpty())
        onRead(uri);
}

void ResourcesView::onRead(const QString &uri)
{
    if (!m_reader) {
        m_preview->showMessage(tr("Select a server first."));
        return;
    }
    m_reader->read(uri);
}

void ResourcesView::onTemplateSelected(const QModelIndex &index)
{
    // One field per variable of the template; typing fills the URI.
    for (QLineEdit *field : std::as_const(m_fields)) {
        m_completer->detach(field);
        if (m_completion)
            m_completion->clear(field->accessibleName());
    }
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_fields.clear();
    m_template = index.data(ResourceUriRole).toString();
    const QStringList variables = index.data(TemplateVariablesRole).toStringList();
    for (const QString &variable : variables) {
        auto *field = new QLineEdit(this);
        field->setObjectName(QStringLiteral("templateField_") + variable);
        field->setAccessibleName(variable);
        field->setAccessibleDescription(tr("A value for {%1} in the URI template").arg(variable));
        connect(field, &QLineEdit::textChanged, this, &ResourcesView::fillUriFromTemplate);
        connect(field, &QLineEdit::returnPressed, this, &ResourcesView::readUri);
        m_completer->attach(field, [this, variable](const QString &text) { requestCompletion(variable, text); });
        m_form->addRow(variable + QLatin1Char(':'), field);
        m_fields << field;
    }
    fillUriFromTemplate();
    if (!m_fields.isEmpty())
        m_fields.constFirst()->setFocus();
}

void ResourcesView::fillUriFromTemplate()
{
    ResourceTemplateEntry entry;
    entry.uriTemplate = m_template;
    entry.variables = ResourceTemplateEntry::variablesOf(m_template);
    QHash<QString, QString> values;
    for (QLineEdit *field : std::as_const(m_fields))
        values.insert(field->accessibleName(), field->text());
    m_uri->setText(entry.expand(values));
}

void ResourcesView::requestCompletion(const QString &variable, const QString &text)
{
    if (!m_completion || !m_completion->isSupported() || m_template.isEmpty())
        return;
    CompletionTarget target = CompletionTarget::resource(m_template, variable, text);
    // The other variables already filled: context.arguments (2025-11-25 server/utilities/completion).
    for (const QLineEdit *field : std::as_const(m_fields)) {
        if (field->accessibleName() != variable && !field->text().isEmpty())
            target.context.insert(field->accessibleName(), field->text());
    }
    m_completion->complete(variable, target);
}

void ResourcesView::onCompleted(const QString &variable, const CompletionResult &result)
{
    for (QLineEdit *field : std::as_const(m_fields)) {
        if (field->accessibleName() == variable)
            m_completer->setValues(field, result.values);
    }
}

void ResourcesView::openUri(const QString &uri)
{
    m_uri->setText(uri);
    readUri();
}

void ResourcesView::onSubscribeToggled(bool on)
{
    if (!m_subscriptions || m_shownUri.isEmpty())
        return;
    if (on)
        m_subscriptions->subscribe(m_shownUri);
    else
        m_subscriptions->unsubscribe(m_shownUri);
    updateSubscribeState();
}

void ResourcesView::updateSubscribeState()
{
    const bool can = m_subscriptions && m_subscriptions->canSubscribe() && !m_shownUri.isEmpty();
    const bool on = can && m_subscriptions->isSubscribed(m_shownUri);
    const QSignalBlocker blocker(m_subscribe);
    m_subscribe->setEnabled(can);
    m_subscribe->setChecked(on);
    m_subscribe->setToolTip(
        can ? tr("Follow changes of %1").arg(m_shownUri) : tr("The server does not offer resource subscriptions"));
    const QDateTime at = on ? m_subscriptions->lastUpdated(m_shownUri) : QDateTime();
    m_updated->setText(at.isValid() ? tr("updated at %1").arg(at.toString(QStringLiteral("HH:mm:ss")))
                                    : (on ? tr("subscribed") : QString()));
}

void ResourcesView::showRoots()
{
    QStringList lines;
    if (m_roots) {
        for (const Root &root : m_roots->roots())
            lines << (root.name.isEmpty() ? root.uri : root.uri + QLatin1Char(' ') + root.name);
    }
    m_rootsEdit->setPlainText(lines.join(QLatin1Char('\n')));
    m_rootsEdit->setEnabled(!m_roots.isNull());
    m_applyRoots->setEnabled(!m_roots.isNull());
}

void ResourcesView::applyRoots()
{
    if (!m_roots)
        return;
    QList<Root> roots;
    const QStringList lines = m_rootsEdit->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const QString uri = line.section(QLatin1Char(' '), 0, 0).trimmed();
        if (!uri.isEmpty())
            roots << Root {uri, line.section(QLatin1Char(' '), 1).trimmed()};
    }
    m_roots->setRoots(roots);
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "promptsview.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "completer.h"
#include "conversationhtml.h"
#include "models/promptlistmodel.h"
#include "models/roles.h"
#include "session/mcpsession.h"
#include "surface/completion.h"
#include "surface/promptcatalog.h"

using namespace Mcp;

namespace {
const char *const kArgumentProperty = "promptArgument";
}

PromptsView::PromptsView(QWidget *parent)
    : QWidget(parent)
    , m_model(new PromptListModel(this))
    , m_completer(new LineEditCompleter(this))
    , m_status(new QLabel(this))
    , m_list(new QListView(this))
    , m_description(new QLabel(this))
    , m_formHost(new QWidget(this))
    , m_form(new QFormLayout(m_formHost))
    , m_get(new QPushButton(tr("&Get"), this))
    , m_messages(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("promptTemplatesView"));
    m_list->setObjectName(QStringLiteral("promptTemplateList"));
    m_list->setAccessibleName(tr("Prompt templates"));
    m_list->setAccessibleDescription(tr("The prompts the server offers; Return fills in the selected one"));
    m_list->setModel(m_model);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_description->setWordWrap(true);
    m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_get->setObjectName(QStringLiteral("promptGetButton"));
    m_get->setToolTip(tr("prompts/get with these arguments (Ctrl+Return)"));
    m_messages->setObjectName(QStringLiteral("promptMessagesView"));
    m_messages->setAccessibleName(tr("Prompt messages"));
    m_messages->setAccessibleDescription(tr("The messages of the prompt got, each with its role"));
    m_messages->setOpenLinks(false);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_description);
    rightLayout->addWidget(m_formHost);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_get);
    rightLayout->addLayout(buttons);
    rightLayout->addWidget(m_messages, 1);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &PromptsView::onSelected);
    connect(m_list, &QListView::activated, this, [this] {
        if (!m_edits.isEmpty())
            m_edits.constFirst()->setFocus(Qt::TabFocusReason);
        else
            getSelected();
    });
    // A new listing keeps the prompt selected, if it is still there.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_keptSelection = selectedName(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        const int row = m_model->rowOf(m_keptSelection);
        if (row >= 0)
            m_list->setCurrentIndex(m_model->index(row));
        onSelected();
    });
    connect(m_get, &QPushButton::clicked, this, &PromptsView::getSelected);
    m_list->installEventFilter(this);
    m_messages->installEventFilter(this);
    setSession(nullptr);
}

namespace {
/*! The \a T child of \a session, made on first use. */
template <typename T> T *sessionChild(McpSession *session)
{
    if (!session)
        return nullptr;
    if (auto *child = session->findChild<T *>(QString(), Qt::FindDirectChildrenOnly))
        return child;
    return new T(session, session);
}
} // namespace

PromptCatalog *PromptsView::catalogOf(McpSession *session)
{
    const bool made = session && !session->findChild<PromptCatalog *>(QString(), Qt::FindDirectChildrenOnly);
    PromptCatalog *catalog = sessionChild<PromptCatalog>(session);
    if (made)
        catalog->refresh(); // a session that is ready already lists now; later ones list when ready
    return catalog;
}

CompletionClient *PromptsView::completionOf(McpSession *session)
{
    return sessionChild<CompletionClient>(session);
}

void PromptsView::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    if (m_catalog)
        m_catalog->disconnect(this);
    if (m_completion)
        m_completion->disconnect(this);
    m_session = session;
    m_catalog = catalogOf(session);
    m_completion = completionOf(session);
    if (m_session)
        connect(m_session, &McpSession::stateChanged, this, &PromptsView::updateStatus);
    if (m_catalog) {
        connect(m_catalog, &PromptCatalog::promptsChanged, this, &PromptsView::updateStatus);
        connect(m_catalog, &PromptCatalog::refreshFailed, this, &PromptsView::updateStatus);
    }
    if (m_completion)
        connect(m_completion, &CompletionClient::completed, this, &PromptsView::onCompleted);
    m_model->setCatalog(m_catalog);
    m_messages->clear();
    updateStatus();
}

void PromptsView::updateStatus()
{
    QString text;
    if (!m_session)
        text = tr("Select a server to see its prompt templates.");
    else if (m_session->state() != McpSession::State::Ready)
        text = tr("%1 is not connected.").arg(m_session->config().name);
    else if (!m_catalog->isSupported())
        text = tr("%1 offers no prompts.").arg(m_session->config().name);
    else if (m_catalog->isLoading())
        text = tr("Listing the prompts…");
    else
        text =
            tr("%n prompt template(s) of %1.", nullptr, int(m_catalog->prompts().size())).arg(m_session->config().name);
    if (m_catalog && !m_catalog->problems().isEmpty())
        text += QLatin1Char(' ') + tr("Problems: %1").arg(m_catalog->problems().join(QStringLiteral("; ")));
    m_status->setText(text);
}

QString PromptsView::selectedName() const
{
    return m_list->currentIndex().data(PromptNameRole).toString();
}

void PromptsView::onSelected()
{
    if (!m_list->currentIndex().isValid() && m_model->rowCount() > 0)
        m_list->setCurrentIndex(m_model->index(0));
    rebuildForm();
}

void PromptsView::rebuildForm()
{
    const PromptInfo prompt = m_model->prompt(m_list->currentIndex().row());
    for (QLineEdit *edit : std::as_const(m_edits)) {
        m_completer->detach(edit);
        if (m_completion)
            m_completion->clear(edit->property(kArgumentProperty).toString());
    }
    m_edits.clear();
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_description->setText(prompt.description);
    for (const PromptArgument &argument : prompt.arguments) {
        auto *edit = new QLineEdit(m_formHost);
        edit->setObjectName(QStringLiteral("promptArgument_") + argument.name);
        edit->setProperty(kArgumentProperty, argument.name);
        edit->setToolTip(argument.description);
        edit->setAccessibleName(argument.displayName());
        edit->setAccessibleDescription(
            argument.description.isEmpty() ? tr("Argument %1 of the prompt").arg(argument.name) : argument.description);
        edit->setPlaceholderText(argument.required ? tr("required") : tr("optional"));
        edit->installEventFilter(this);
        m_completer->attach(edit, [this, name = argument.name](const QString &text) { requestCompletion(name, text); });
        connect(edit, &QLineEdit::returnPressed, this, [this, edit] {
            const qsizetype next = m_edits.indexOf(edit) + 1;
            if (next < m_edits.size())
                m_edits.at(next)->setFocus(Qt::TabFocusReason);
            else
                getSelected();
        });
        m_form->addRow(argument.required ? argument.displayName() + QLatin1Char('*') : argument.displayName(), edit);
        m_edits << edit;
    }
    m_get->setEnabled(!prompt.name.isEmpty());
}

QJsonObject PromptsView::filledArguments() const
{
    QJsonObject arguments;
    for (const QLineEdit *edit : m_edits) {
        if (!edit->text().isEmpty())
            arguments.insert(edit->property(kArgumentProperty).toString(), edit->text());
    }
    return arguments;
}

void PromptsView::requestCompletion(const QString &argument, const QString &text)
{
    if (!m_completion || !m_completion->isSupported())
        return;
    CompletionTarget target = CompletionTarget::prompt(selectedName(), argument, text);
    target.context = filledArguments();
    m_completion->complete(argument, target);
}

void PromptsView::onCompleted(const QString &argument, const CompletionResult &result)
{
    for (QLineEdit *edit : std::as_const(m_edits)) {
        if (edit->property(kArgumentProperty).toString() == argument)
            m_completer->setValues(edit, result.values);
    }
}

void PromptsView::getSelected()
{
    const QString name = selectedName();
    if (name.isEmpty() || !m_catalog)
        return;
    m_messages->setPlainText(tr("Getting %1…").arg(name));
    m_catalog->get(name, filledArguments(), this, [this](const PromptResult &result) { showResult(result); });
}

void PromptsView::showResult(const PromptResult &result)
{
    m_messages->clear();
    ConversationHtml html(m_messages->document(), palette());
    if (!result.ok()) {
        html.addNote(tr("prompts/get failed: %1").arg(result.error));
    } else {
        if (!result.description.isEmpty())
            html.addNote(result.description);
        for (const PromptMessage &message : result.messages)
            html.addMessage(message.role, message.content.blocks);
        for (const QString &problem : result.problems)
            html.addNote(problem);
    }
    m_messages->setHtml(html.html());
}

bool PromptsView::eventFilter(QObject *watched, QEvent *event)
{
    // Ctrl+Return gets the prompt from any control of the tab, before the window's Launch shortcut can take it.
    const bool key = event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress;
    if (key) {
        const auto *press = static_cast<QKeyEvent *>(event);
        const bool ctrlReturn = (press->key() == Qt::Key_Return || press->key() == Qt::Key_Enter)
            && (press->modifiers() & Qt::ControlModifier);
        if (ctrlReturn && event->type() == QEvent::ShortcutOverride) {
            event->accept();
            return true;
        }
        if (ctrlReturn) {
            getSelected();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

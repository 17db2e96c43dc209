// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "promptinbox.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

#include "guiinputhandler.h"
#include "livetable.h"
#include "models/inputrequestmodel.h"
#include "models/roles.h"

using namespace Mcp;

PromptInbox::PromptInbox(QWidget *parent)
    : QWidget(parent)
    , m_model(new InputRequestModel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QTreeView(this);
    setUpLiveTable(m_view, m_model, QStringLiteral("promptList"), tr("Questions"),
        tr("Questions the servers ask, waiting for an answer"));
    // Sized once: the waiting column ticks, so it must never resize to contents.
    QHeaderView *header = m_view->header();
    header->resizeSection(InputColumn::Kind, 120);
    header->resizeSection(InputColumn::Operation, 140);
    header->resizeSection(InputColumn::Server, 110);
    header->resizeSection(InputColumn::Waiting, 110);
    header->setSectionResizeMode(InputColumn::Message, QHeaderView::Stretch);
    layout->addWidget(m_view, 1);

    auto *row = new QHBoxLayout;
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("inboxHint"));
    row->addWidget(m_hint, 1);
    m_answer = new QPushButton(tr("Answer…"), this);
    m_answer->setObjectName(QStringLiteral("answerButton"));
    row->addWidget(m_answer);
    layout->addLayout(row);

    connect(m_answer, &QPushButton::clicked, this, &PromptInbox::answerSelected);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (m_handler && index.isValid())
            m_handler->answer(m_model->request(index));
    });
    connect(m_model, &InputRequestModel::countChanged, this, [this](int count) {
        updateWidgets();
        emit countChanged(count);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &PromptInbox::updateWidgets);
    updateWidgets();
}

PromptInbox::~PromptInbox() = default;

void PromptInbox::setManager(OperationManager *manager, GuiInputHandler *handler)
{
    m_manager = manager;
    m_handler = handler;
    m_model->setManager(manager);
    updateWidgets();
}

int PromptInbox::count() const
{
    return m_model->count();
}

void PromptInbox::answerSelected()
{
    if (!m_handler || m_model->count() == 0)
        return;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    IncomingRequest *request = selected.isEmpty() ? m_model->requestAt(0) : m_model->request(selected.constFirst());
    if (request)
        m_handler->answer(request);
}

void PromptInbox::updateWidgets()
{
    const int n = m_model->count();
    m_answer->setEnabled(n > 0 && m_handler);
    if (n == 0)
        m_hint->setText(tr("No prompts are waiting."));
    else
        m_hint->setText(tr("%n prompt(s) waiting. Double-click one to answer it.", nullptr, n));
}

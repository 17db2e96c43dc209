// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "joindialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

#include "session/mcpsession.h"
#include "theme.h"

using namespace Mcp;

JoinDialog::JoinDialog(OperationManager *manager, QWidget *parent)
    : QDialog(parent)
    , m_manager(manager)
{
    setWindowTitle(tr("Join Operation"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Attach to an operation started elsewhere, by its handle."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_server = new QComboBox(this);
    m_server->setObjectName(QStringLiteral("server"));
    if (manager) {
        for (McpSession *session : manager->sessions())
            m_server->addItem(session->config().name);
    }
    form->addRow(tr("&Server:"), m_server);
    m_dialect = new QComboBox(this);
    m_dialect->setObjectName(QStringLiteral("dialect"));
    for (Dialect dialect : Dialects::all()) {
        if (Dialects::descriptor(dialect).isJoinable()) // a plain call has no handle to join by
            m_dialect->addItem(Dialects::toString(dialect), int(dialect));
    }
    form->addRow(tr("&Dialect:"), m_dialect);
    m_handle = new QPlainTextEdit(this);
    m_handle->setObjectName(QStringLiteral("handle"));
    m_handle->setTabChangesFocus(true);
    m_handle->setFixedHeight(m_handle->fontMetrics().lineSpacing() * 4 + 12);
    form->addRow(tr("&Handle:"), m_handle);
    layout->addLayout(form);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_hint);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Join"));
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &JoinDialog::accept);
    // Ctrl+Return joins from anywhere in the dialog, as it launches from the main window.
    for (const QKeySequence &keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(keys, this);
        connect(shortcut, &QShortcut::activated, this, [this] {
            if (m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
                accept();
        });
    }
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_dialect, &QComboBox::currentIndexChanged, this, &JoinDialog::updateWidgets);
    connect(m_server, &QComboBox::currentIndexChanged, this, &JoinDialog::updateWidgets);
    connect(m_handle, &QPlainTextEdit::textChanged, this, [this] {
        m_error->hide();
        updateWidgets();
    });
    setMinimumWidth(480);
    updateWidgets();
}

JoinDialog::~JoinDialog() = default;

void JoinDialog::setServer(const QString &name)
{
    const int index = m_server->findText(name);
    if (index >= 0)
        m_server->setCurrentIndex(index);
}

QString JoinDialog::server() const
{
    return m_server->currentText();
}

void JoinDialog::setDialect(Dialect dialect)
{
    const int index = m_dialect->findData(int(dialect));
    if (index >= 0)
        m_dialect->setCurrentIndex(index);
}

Dialect JoinDialog::dialect() const
{
    return Dialect(m_dialect->currentData().toInt());
}

void JoinDialog::setHandle(const QString &handle)
{
    m_handle->setPlainText(handle);
}

QString JoinDialog::handle() const
{
    return m_handle->toPlainText().trimmed();
}

QString JoinDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void JoinDialog::accept()
{
    if (!m_manager)
        return;
    QString error;
    Operation *op = m_manager->join(server(), dialect(), handle(), &error);
    if (!op) {
        m_error->setText(tr("Cannot join: %1").arg(error));
        Theme::setTextColor(m_error, Theme::error(palette()));
        m_error->show();
        return;
    }
    m_operation = op;
    QDialog::accept();
}

void JoinDialog::updateWidgets()
{
    m_hint->setText(
        m_server->count() == 0 ? tr("Add a server first.") : Dialects::descriptor(dialect()).joinHintText());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_server->count() > 0 && !handle().isEmpty());
}

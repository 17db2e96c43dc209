// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "guiinputhandler.h"

#include <QApplication>
#include <QStyle>
#include <QSystemTrayIcon>
#include <QWidget>

#include "models/inputrequestmodel.h"
#include "promptdialog.h"

using namespace Mcp;

GuiInputHandler::GuiInputHandler(OperationManager *manager, QWidget *dialogParent)
    : QObject(dialogParent ? static_cast<QObject *>(dialogParent) : static_cast<QObject *>(manager))
    , m_manager(manager)
    , m_dialogParent(dialogParent)
{
    if (manager)
        manager->setInputHandler(this);
}

GuiInputHandler::~GuiInputHandler()
{
    // WARNING: the manager keeps a plain pointer to its handler; it must not outlive us pointing here.
    if (m_manager)
        m_manager->setInputHandler(nullptr);
}

void GuiInputHandler::handleIncomingRequest(IncomingRequest *request)
{
    if (!request || !request->isOpen())
        return;
    if (request->method() == QLatin1String("ping")) {
        request->respond({});
        return;
    }
    Operation *op = m_manager ? m_manager->operationForInput(request) : nullptr;
    emit promptArrived(request, op);
    notify(request, op);
}

void GuiInputHandler::answer(IncomingRequest *request)
{
    if (!request)
        return;
    if (PromptDialog *existing = dialogFor(request)) {
        existing->show();
        existing->raise();
        existing->activateWindow();
        return;
    }
    Operation *op = m_manager ? m_manager->operationForInput(request) : nullptr;
    auto *dialog = new PromptDialog(request, op, m_dialogParent);
    m_dialogs.insert(request, dialog);
    connect(dialog, &QObject::destroyed, this, [this, request] { m_dialogs.remove(request); });
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

PromptDialog *GuiInputHandler::dialogFor(IncomingRequest *request) const
{
    return m_dialogs.value(request);
}

void GuiInputHandler::setTrayIcon(QSystemTrayIcon *icon)
{
    m_tray = icon;
}

void GuiInputHandler::notify(IncomingRequest *request, Operation *op)
{
    if (!m_notify || (op && m_operationPromptsElsewhere))
        return;
    QWidget *window = m_dialogParent ? m_dialogParent->window() : nullptr;
    if (window && window->isActiveWindow())
        return; // the person is looking: the inbox badge is enough
    if (QApplication::activeWindow() && !window)
        return;
    const QString kind = InputRequestModel::kindText(InputRequestModel::kindOf(request));
    const QString server = op ? op->serverName() : QString();
    const QString title = server.isEmpty() ? tr("A server needs your input") : tr("%1 needs your input").arg(server);
    QString text = request->params().value(QStringLiteral("message")).toString();
    if (text.isEmpty())
        text = kind;
    if (op)
        text = op->displayName() + QStringLiteral(": ") + text;

    QSystemTrayIcon *tray = m_tray;
    if (!tray && QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages()) {
        if (!m_ownTray) {
            m_ownTray = new QSystemTrayIcon(this);
            QIcon icon = QApplication::windowIcon();
            if (icon.isNull())
                icon = QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
            m_ownTray->setIcon(icon);
            m_ownTray->setToolTip(QApplication::applicationDisplayName());
            // A click on the message opens the prompt it was about.
            connect(m_ownTray, &QSystemTrayIcon::messageClicked, this, [this] {
                if (m_lastNotified && m_lastNotified->isOpen())
                    answer(m_lastNotified);
            });
        }
        m_ownTray->show();
        tray = m_ownTray;
    }
    m_lastNotified = request;
    if (tray && tray == m_ownTray) {
        // The icon of our own is there for the prompts only: it goes when none is left.
        const auto hideWhenDone = [this] {
            if (m_ownTray && m_manager && m_manager->pendingInputs().isEmpty())
                m_ownTray->hide();
        };
        connect(request, &IncomingRequest::answered, m_ownTray, hideWhenDone);
        connect(request, &IncomingRequest::cancelled, m_ownTray, hideWhenDone);
    }
    if (tray && tray->isVisible()) {
        tray->showMessage(title, text, QSystemTrayIcon::Information, 10000);
    } else if (window) {
        QApplication::alert(window); // taskbar attention, where there is no tray
    }
    emit notified(title, text);
}

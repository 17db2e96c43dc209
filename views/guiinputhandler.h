// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>

#include "operations/operationmanager.h"
#include "protocol/jsonrpcconnection.h"

class PromptDialog;
class QSystemTrayIcon;
class QWidget;

/*!
 * The GUI's answerer of server prompts. It keeps them pending (only `ping` is answered at once), tells the
 * window (promptArrived) and, when the window is not active, the desktop: a tray message where a system tray
 * exists, otherwise QApplication::alert(). answer() opens the PromptDialog of a prompt (one per prompt).
 */
class GuiInputHandler final : public QObject, public Mcp::IncomingRequestHandler
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuiInputHandler)
public:
    /*! Installs itself as \a manager's input handler; dialogs get \a dialogParent as parent. */
    explicit GuiInputHandler(Mcp::OperationManager *manager, QWidget *dialogParent);
    ~GuiInputHandler() override;

    // IncomingRequestHandler
    void handleIncomingRequest(Mcp::IncomingRequest *request) override;

    /*! Opens (or raises) the dialog that answers \a request. */
    void answer(Mcp::IncomingRequest *request);
    /*! The open dialog of \a request, or null. */
    PromptDialog *dialogFor(Mcp::IncomingRequest *request) const;

    /*! Uses \a icon (not owned) for desktop notifications instead of a tray icon of its own. */
    void setTrayIcon(QSystemTrayIcon *icon);
    /*! Desktop notifications on or off (on by default). */
    void setNotificationsEnabled(bool enabled) { m_notify = enabled; }
    /*!
     * Prompts that belong to an operation are notified by someone else (the main window's OperationNotifications,
     * with its own setting): only those of no operation are left here.
     */
    void setOperationPromptsNotifiedElsewhere(bool elsewhere) { m_operationPromptsElsewhere = elsewhere; }

signals:
    /*! A prompt waits for a person; \a op is null when it belongs to no known operation. */
    void promptArrived(Mcp::IncomingRequest *request, Mcp::Operation *op);
    /*! A desktop notification was given (tray message or alert). */
    void notified(const QString &title, const QString &text);

private:
    void notify(Mcp::IncomingRequest *request, Mcp::Operation *op);

    QPointer<Mcp::OperationManager> m_manager;
    QPointer<QWidget> m_dialogParent;
    QPointer<QSystemTrayIcon> m_tray;
    QSystemTrayIcon *m_ownTray = nullptr;
    QPointer<Mcp::IncomingRequest> m_lastNotified;
    QHash<Mcp::IncomingRequest *, QPointer<PromptDialog>> m_dialogs;
    bool m_notify = true;
    bool m_operationPromptsElsewhere = false;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

class QAction;
class QDBusPendingCallWatcher;
class QEvent;
class QSystemTrayIcon;
class QWidget;

namespace Mcp {
class IncomingRequest;
class Operation;
class OperationManager;
} // namespace Mcp

/*!
 * Shows a desktop notification and says when the person clicked it. The key is the caller's (an operation id);
 * activated() gives it back.
 */
class Notifier : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Notifier)
public:
    explicit Notifier(QObject *parent = nullptr);
    ~Notifier() override;

    virtual void show(const QString &key, const QString &title, const QString &body) = 0;

    /*! The best the desktop offers: org.freedesktop.Notifications, else a tray balloon, else an alert on \a window. */
    static Notifier *createDefault(QWidget *window, QObject *parent);

signals:
    void activated(const QString &key);
};

/*! Notifications through org.freedesktop.Notifications on the session bus, with a "default" action. */
class FreedesktopNotifier final : public Notifier
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FreedesktopNotifier)
public:
    explicit FreedesktopNotifier(QObject *parent = nullptr);
    ~FreedesktopNotifier() override;

    void show(const QString &key, const QString &title, const QString &body) override;

    /*! True when the session bus has a notification service, running or activatable. */
    static bool isAvailable();

private slots:
    // Slots, not lambdas: QDBusConnection::connect() takes only a receiver and a slot signature.
    void onActionInvoked(uint id, const QString &action);
    void onNotificationClosed(uint id, uint reason);

private:
    struct Pending
    {
        QString key;
        QString title;
        QString body;
    };
    void send(const Pending &notification);
    void onCapabilities(QDBusPendingCallWatcher *watcher);

    QHash<uint, QString> m_keys; // notification id → key, until the server closes it
    QList<Pending> m_waiting; // shown before the server's capabilities were known
    bool m_capabilitiesKnown = false;
    bool m_bodyMarkup = false;
};

/*! A balloon from a system tray icon; clicking the balloon activates the last key shown. */
class TrayNotifier final : public Notifier
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrayNotifier)
public:
    explicit TrayNotifier(QWidget *window, QObject *parent = nullptr);
    ~TrayNotifier() override;

    void show(const QString &key, const QString &title, const QString &body) override;

private:
    QSystemTrayIcon *m_tray = nullptr;
    QString m_lastKey;
};

/*!
 * The fallback: QApplication::alert() on the window (a flashing task bar entry). There is nothing to click; the
 * last key shown is activated when the person brings the window back.
 */
class AlertNotifier final : public Notifier
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlertNotifier)
public:
    explicit AlertNotifier(QWidget *window, QObject *parent = nullptr);
    ~AlertNotifier() override;

    void show(const QString &key, const QString &title, const QString &body) override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_window;
    QString m_pendingKey;
};

/*!
 * Notifies when an operation completes, fails, expires (or the server no longer knows it), asks for input or
 * goes silent (SilenceWatch) while the main window is not active, each kind switched on or off by a checkable action
 * and kept in QSettings (group "notifications"). Operations already finished when the manager adds them (restored,
 * joined) are quiet.
 */
class OperationNotifications final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OperationNotifications)
public:
    enum Kind
    {
        Completed,
        Failed,
        Expired,
        InputRequired,
        Silent
    };
    Q_ENUM(Kind)

    OperationNotifications(Mcp::OperationManager *manager, Notifier *notifier, std::function<bool()> windowActive,
        QObject *parent = nullptr);
    ~OperationNotifications() override;

    void setEnabled(Kind kind, bool enabled);
    bool isEnabled(Kind kind) const;
    /*! "Notify When Completed"… in Kind order, for a "Notifications" submenu. */
    QList<QAction *> actions() const { return m_actions; }

signals:
    /*! The person clicked the notification of an operation that still exists. */
    void operationActivated(const QString &operationId);

private:
    void watch(Mcp::Operation *op);
    void onFinished(Mcp::Operation *op);
    void onInput(Mcp::Operation *op, Mcp::IncomingRequest *request);
    void onSilent(Mcp::Operation *op);
    void notify(Kind kind, const QString &operationId, const QString &title, const QString &body);
    void onActivated(const QString &key);
    void save(Kind kind, bool enabled);

    QPointer<Mcp::OperationManager> m_manager;
    QPointer<Notifier> m_notifier;
    std::function<bool()> m_windowActive;
    QList<QAction *> m_actions; // by Kind; the checked state is the setting
    QSet<QString> m_finishNotified; // operation ids
    QSet<const Mcp::IncomingRequest *> m_inputNotified; // until the request is destroyed
};

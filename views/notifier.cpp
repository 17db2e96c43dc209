// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "notifier.h"

#include <utility>

#include <QAction>
#include <QApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QEvent>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QSettings>
#include <QSystemTrayIcon>
#include <QWidget>

#include "models/format.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/contentblock.h"
#include "protocol/jsonrpcconnection.h"

using namespace Mcp;

namespace {
Q_LOGGING_CATEGORY(lcNotify, "mcp.notify", QtWarningMsg)

// The Desktop Notifications Specification 1.2 (specifications.freedesktop.org/notification-spec).
constexpr QLatin1String kService("org.freedesktop.Notifications");
constexpr QLatin1String kPath("/org/freedesktop/Notifications");
constexpr QLatin1String kInterface("org.freedesktop.Notifications");
// The app id of packaging/: the server finds the icon and the .desktop file by it.
constexpr QLatin1String kAppId("io.github.mcpasyncinspector.McpAsyncInspector");

// Keys of the QSettings group "notifications", in Kind order.
const char *const kSettingKeys[] = {"completed", "failed", "expired", "input", "silent"};
constexpr OperationNotifications::Kind kKinds[] = {OperationNotifications::Completed, OperationNotifications::Failed,
    OperationNotifications::Expired, OperationNotifications::InputRequired, OperationNotifications::Silent};

QString settingKey(OperationNotifications::Kind kind)
{
    return QString::fromLatin1(kSettingKeys[kind]);
}

// A server's message can be a whole log; a notification shows a few lines at most.
QString shortened(const QString &text)
{
    constexpr int MaxChars = 240;
    const QString simple = text.simplified();
    if (simple.size() <= MaxChars)
        return simple;
    return simple.left(MaxChars - 1) + QChar(0x2026);
}
} // namespace

Notifier::Notifier(QObject *parent)
    : QObject(parent)
{
}

Notifier::~Notifier() = default;

Notifier *Notifier::createDefault(QWidget *window, QObject *parent)
{
    if (FreedesktopNotifier::isAvailable())
        return new FreedesktopNotifier(parent);
    if (QSystemTrayIcon::isSystemTrayAvailable())
        return new TrayNotifier(window, parent);
    return new AlertNotifier(window, parent);
}

FreedesktopNotifier::FreedesktopNotifier(QObject *parent)
    : Notifier(parent)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    // A slot signature must stay normalized, as clang-format would not leave it.
    // clang-format off
    bus.connect(kService, kPath, kInterface, QStringLiteral("ActionInvoked"), this,
        SLOT(onActionInvoked(uint,QString)));
    bus.connect(kService, kPath, kInterface, QStringLiteral("NotificationClosed"), this,
        SLOT(onNotificationClosed(uint,uint)));
    // clang-format on
    // Whether the body is markup decides how it must be escaped; notifications wait for the answer.
    const QDBusMessage call =
        QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("GetCapabilities"));
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, &FreedesktopNotifier::onCapabilities);
}

FreedesktopNotifier::~FreedesktopNotifier() = default;

bool FreedesktopNotifier::isAvailable()
{
    const QDBusConnection bus = QDBusConnection::sessionBus();
    const QDBusConnectionInterface *busInterface = bus.isConnected() ? bus.interface() : nullptr;
    if (!busInterface)
        return false;
    const QDBusReply<bool> registered = busInterface->isServiceRegistered(kService);
    if (registered.isValid() && registered.value())
        return true;
    // Most notification servers are started by the bus on the first call (a .service file), not at login.
    const QDBusReply<QStringList> activatable = busInterface->activatableServiceNames();
    return activatable.isValid() && activatable.value().contains(kService);
}

void FreedesktopNotifier::show(const QString &key, const QString &title, const QString &body)
{
    const Pending notification {key, title, body};
    if (m_capabilitiesKnown)
        send(notification);
    else
        m_waiting << notification;
}

void FreedesktopNotifier::onCapabilities(QDBusPendingCallWatcher *watcher)
{
    watcher->deleteLater();
    const QDBusPendingReply<QStringList> reply = *watcher;
    if (reply.isError())
        qCWarning(lcNotify) << "GetCapabilities failed:" << reply.error().message();
    m_bodyMarkup = reply.isValid() && reply.value().contains(QStringLiteral("body-markup"));
    m_capabilitiesKnown = true;
    const QList<Pending> waiting = std::exchange(m_waiting, {});
    for (const Pending &notification : waiting)
        send(notification);
}

void FreedesktopNotifier::send(const Pending &notification)
{
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Notify"));
    // The "default" action is the click on the notification itself; servers do not show its label.
    const QStringList actions {QStringLiteral("default"), tr("Show")};
    const QVariantMap hints {{QStringLiteral("desktop-entry"), QString(kAppId)}};
    // A server with body-markup reads <, > and & as markup: a tool's message must stay text.
    const QString body = m_bodyMarkup ? notification.body.toHtmlEscaped() : notification.body;
    call << QStringLiteral("MCP Async Inspector") << uint(0) << QString(kAppId) << notification.title << body << actions
         << hints << int(-1); // -1: the server's own timeout
    auto *watcher = new QDBusPendingCallWatcher(QDBusConnection::sessionBus().asyncCall(call), this);
    connect(
        watcher, &QDBusPendingCallWatcher::finished, this, [this, key = notification.key](QDBusPendingCallWatcher *w) {
            w->deleteLater();
            const QDBusPendingReply<uint> reply = *w;
            if (reply.isError()) {
                qCWarning(lcNotify) << "Notify failed:" << reply.error().message();
                return;
            }
            m_keys.insert(reply.value(), key);
        });
}

void FreedesktopNotifier::onActionInvoked(uint id, const QString &action)
{
    // The signal is broadcast: ids of other applications' notifications are not in the map.
    const auto it = m_keys.constFind(id);
    if (it == m_keys.constEnd() || action != QLatin1String("default"))
        return;
    emit activated(it.value());
}

void FreedesktopNotifier::onNotificationClosed(uint id, uint reason)
{
    Q_UNUSED(reason) // expired, dismissed, closed by a call or undefined: gone all the same
    m_keys.remove(id);
}

TrayNotifier::TrayNotifier(QWidget *window, QObject *parent)
    : Notifier(parent)
{
    const QIcon icon = window && !window->windowIcon().isNull() ? window->windowIcon() : QApplication::windowIcon();
    m_tray = new QSystemTrayIcon(icon, this);
    m_tray->setToolTip(QApplication::applicationDisplayName());
    connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
        if (!m_lastKey.isEmpty())
            emit activated(m_lastKey);
    });
}

TrayNotifier::~TrayNotifier() = default;

void TrayNotifier::show(const QString &key, const QString &title, const QString &body)
{
    m_lastKey = key;
    // A balloon needs a visible icon; it appears with the first notification and stays.
    if (!m_tray->isVisible())
        m_tray->show();
    m_tray->showMessage(title, body, QSystemTrayIcon::Information);
}

AlertNotifier::AlertNotifier(QWidget *window, QObject *parent)
    : Notifier(parent)
    , m_window(window)
{
    if (m_window)
        m_window->installEventFilter(this);
}

AlertNotifier::~AlertNotifier() = default;

void AlertNotifier::show(const QString &key, const QString &title, const QString &body)
{
    Q_UNUSED(title)
    Q_UNUSED(body)
    m_pendingKey = key;
    if (m_window)
        QApplication::alert(m_window); // 0 ms: until the window is activated
}

bool AlertNotifier::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::WindowActivate && !m_pendingKey.isEmpty())
        emit activated(std::exchange(m_pendingKey, QString()));
    return Notifier::eventFilter(watched, event);
}

OperationNotifications::OperationNotifications(
    OperationManager *manager, Notifier *notifier, std::function<bool()> windowActive, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
    , m_notifier(notifier)
    , m_windowActive(std::move(windowActive))
{
    const QString texts[] = {tr("Notify When Completed"), tr("Notify When Failed"), tr("Notify When Expired"),
        tr("Notify When Asking for Input"), tr("Notify When Silent")};
    const QString tips[] = {tr("Show a desktop notification when an operation completes while the window is inactive"),
        tr("Show a desktop notification when an operation fails while the window is inactive"),
        tr("Show a desktop notification when an operation expires or its server forgets it while the window is "
           "inactive"),
        tr("Show a desktop notification when an operation asks for input while the window is inactive"),
        tr("Show a desktop notification when a working operation has sent nothing new for longer than the silence "
           "threshold while the window is inactive")};
    const char *const names[] = {"notifyCompletedAction", "notifyFailedAction", "notifyExpiredAction",
        "notifyInputAction", "notifySilentAction"};
    QSettings settings;
    settings.beginGroup(QStringLiteral("notifications"));
    for (const Kind kind : kKinds) {
        // A menu item's accessible name is its text (QAccessibleMenuItem); the tip is its description.
        auto *action = new QAction(texts[kind], this);
        action->setObjectName(QString::fromLatin1(names[kind]));
        action->setCheckable(true);
        action->setChecked(settings.value(settingKey(kind), true).toBool());
        action->setToolTip(tips[kind]);
        action->setStatusTip(tips[kind]);
        connect(action, &QAction::toggled, this, [this, kind](bool enabled) { save(kind, enabled); });
        m_actions << action;
    }

    if (m_notifier)
        connect(m_notifier, &Notifier::activated, this, &OperationNotifications::onActivated);
    if (m_manager) {
        connect(m_manager, &OperationManager::operationAdded, this, &OperationNotifications::watch);
        connect(m_manager, &OperationManager::operationsRemoved, this, [this](const QStringList &ids) {
            for (const QString &id : ids)
                m_finishNotified.remove(id);
        });
        const QList<Operation *> existing = m_manager->operations();
        for (Operation *op : existing)
            watch(op);
    }
}

OperationNotifications::~OperationNotifications() = default;

void OperationNotifications::setEnabled(Kind kind, bool enabled)
{
    m_actions.at(kind)->setChecked(enabled); // toggled() saves
}

bool OperationNotifications::isEnabled(Kind kind) const
{
    return m_actions.at(kind)->isChecked();
}

void OperationNotifications::save(Kind kind, bool enabled)
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("notifications"));
    settings.setValue(settingKey(kind), enabled);
}

void OperationNotifications::watch(Operation *op)
{
    // Restored from the store or joined when already over: nothing happened while the person looked away.
    // A terminal status is never left, so such an operation has nothing more to say.
    if (!op || op->isTerminal())
        return;
    connect(op, &Operation::finished, this, [this, op] { onFinished(op); });
    connect(op, &Operation::inputAdded, this, [this, op](IncomingRequest *request) { onInput(op, request); });
    connect(op, &Operation::silenceChanged, this, [this, op](bool silent) {
        if (silent)
            onSilent(op);
    });
}

void OperationNotifications::onFinished(Operation *op)
{
    if (m_finishNotified.contains(op->id()))
        return;
    const QString tool = op->displayName();
    const QString server = op->serverName();
    switch (op->status()) {
    case OperationStatus::Completed: {
        const QString message = shortened(op->statusMessage());
        notify(Completed, op->id(),
            op->resultIsError() ? tr("%1 completed with a tool error").arg(tool) : tr("%1 completed").arg(tool),
            message.isEmpty() ? tr("Finished on server %1.").arg(server)
                              : tr("Finished on server %1: %2").arg(server, message));
        break;
    }
    case OperationStatus::Failed: {
        QString message = op->error().message;
        if (message.isEmpty() && op->result().value(QStringLiteral("isError")).toBool()) {
            // A tool error (isError): its first text block says what went wrong.
            message = ContentList::fromJson(op->result().value(QStringLiteral("content")).toArray()).firstText();
        }
        if (message.isEmpty())
            message = op->statusMessage();
        message = shortened(message);
        notify(Failed, op->id(), tr("%1 failed").arg(tool),
            message.isEmpty() ? tr("Failed on server %1.").arg(server)
                              : tr("Failed on server %1: %2").arg(server, message));
        break;
    }
    case OperationStatus::Expired:
        notify(Expired, op->id(), tr("%1 expired").arg(tool),
            tr("Its deadline on server %1 has passed; the server may have forgotten it.").arg(server));
        break;
    case OperationStatus::NotFound:
        notify(
            Expired, op->id(), tr("%1 is gone").arg(tool), tr("Server %1 no longer knows this operation.").arg(server));
        break;
    default:
        return; // cancelled: the person's own doing, or not terminal at all
    }
    m_finishNotified.insert(op->id());
}

void OperationNotifications::onInput(Operation *op, IncomingRequest *request)
{
    if (!request || m_inputNotified.contains(request))
        return;
    m_inputNotified.insert(request);
    // The pointer is the identity: forget it with the request, before the address can be reused.
    connect(request, &QObject::destroyed, this, [this, request] { m_inputNotified.remove(request); });
    const QString tool = op->displayName();
    const QString message = shortened(request->params().value(QStringLiteral("message")).toString());
    notify(InputRequired, op->id(), tr("%1 needs input").arg(tool),
        message.isEmpty() ? tr("Server %1 is waiting for an answer.").arg(op->serverName())
                          : tr("Server %1 asks: %2").arg(op->serverName(), message));
}

void OperationNotifications::onSilent(Operation *op)
{
    notify(Silent, op->id(), tr("%1 is silent").arg(op->displayName()),
        tr("Server %1 has sent nothing new about it since %2.")
            .arg(op->serverName(), Format::clockTime(op->lastSignOfLifeMs())));
}

void OperationNotifications::notify(Kind kind, const QString &operationId, const QString &title, const QString &body)
{
    if (!isEnabled(kind) || !m_notifier)
        return;
    if (m_windowActive && m_windowActive())
        return; // the person is looking at the window already
    m_notifier->show(operationId, title, body);
}

void OperationNotifications::onActivated(const QString &key)
{
    // A notification outlives its operation (Clear Finished, Remove): then there is nothing to show.
    if (m_manager && m_manager->operation(key))
        emit operationActivated(key);
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include "recording/faultplan.h"
#include "session/serverconfig.h"

namespace Mcp {

class HttpTap;
class McpSession;
class OperationManager;
class Transport;
struct LogEntry;

/*!
 * Faults for one server of the inspector (docs/load-and-faults.md, "In the inspector"): a tap between the session
 * and its server commits a FaultPlan, and each fault that hits is said (faultHit()) and marked on every operation of
 * the server running then (OperationEvent::Mark::Fault), so the timeline shows where it hit.
 *
 * - **HTTP** (Streamable HTTP, HTTP+SSE): an HttpTap in this process listens on 127.0.0.1 in front of the server's
 *   URL, and the session connects through it. The first plan reconnects the session; later plans apply at once.
 * - **stdio**: the server is started through `mcp-async tap --fault …` (tapProgram()), which reports its hits on
 *   stderr. Each new plan restarts the server, since the stdio tap takes its plan when it starts.
 *
 * WebSocket servers have no tap. The server's configuration is never changed: faults last while the inspector runs,
 * and remove() connects the session directly again.
 */
class FaultInjector final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FaultInjector)
public:
    FaultInjector(McpSession *session, OperationManager *operations, QObject *parent = nullptr);
    ~FaultInjector() override;

    /*! Whether this server's transport can have faults; \a why says why not. */
    bool isSupported(QString *why = nullptr) const;
    bool isHttp() const;
    /*!
     * Commits \a plan from now on (an empty plan is remove()); false with \a error when this server cannot have it
     * (WebSocket; an HTTP-only fault on stdio) or the tap cannot listen.
     */
    bool apply(const FaultPlan &plan, QString *error);
    /*! No more faults: the tap goes and the session connects to its server directly. */
    void remove();
    bool isActive() const { return m_active; }
    const FaultPlan &plan() const { return m_plan; }
    /*! Drops the link now, as a fault: HTTP closes every connection; stdio kills the server, which the session starts
     * again. */
    void dropLinkNow();
    /*! Where the session connects instead of its server (HTTP), or empty. */
    QUrl tapUrl() const;
    int hits() const { return m_hits; }

    /*! The `mcp-async` that runs a stdio server's tap: by default the one beside this program. */
    static void setTapProgram(const QString &path);
    static QString tapProgram();

signals:
    /*! A fault hit at \a timeMs (ms since the epoch): \a what ("drop-link", "drop", "http-error"…) and its details. */
    void faultHit(qint64 timeMs, const QString &what, const QJsonObject &details);
    void activeChanged(bool active);

private:
    Transport *makeTransport(const ServerConfig &config, QObject *parent);
    void reconnect();
    void noteHit(const QString &what, const QJsonObject &details);
    void onLogged(const LogEntry &entry);

    QPointer<McpSession> m_session;
    QPointer<OperationManager> m_operations;
    HttpTap *m_tap = nullptr;
    QPointer<Transport> m_transport; // the last transport made through the tap
    FaultPlan m_plan;
    bool m_active = false;
    int m_hits = 0;
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QObject>

class QIODevice;

namespace Mcp {

class FaultInjector;
class FindingModel;
class McpSession;
class MessageLogModel;
class Operation;
class OperationManager;
class ServerListModel;
class ServerRegistry;
class SessionRecorder;
class ServerStore;
struct ServerConfig;

/*!
 * What the inspector and the command line share above the protocol: the configured servers with their sessions
 * (ServerRegistry: one session a server, presented by ServerListModel), the settings they are kept in (ServerStore:
 * first run, auto-connect, session-only entries; saved on every change once loaded) and the one operations engine
 * that drives their tools (OperationManager). A server's session joins the engine when the server is added and
 * leaves it before the server goes, whoever adds or removes it; each server has one traffic log (MessageLogModel),
 * made with the server and gone with it. Views and the CLI only present and drive it.
 */
class Workspace final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Workspace)
public:
    explicit Workspace(QObject *parent = nullptr);
    /*! The sessions leave the engine first: it must not hear from them while they go. */
    ~Workspace() override;

    /*! The servers and their sessions. */
    ServerRegistry *registry() const { return m_registry; }
    /*! The servers as rows, for the views. */
    ServerListModel *servers() const { return m_servers; }
    /*! Where the servers are kept between runs. */
    ServerStore *serverStore() const { return m_serverStore; }
    /*! The operations engine. */
    OperationManager *operations() const { return m_operations; }
    /*!
     * Connects the server \a config names and returns its session: a server in the list is the same when it runs
     * the same command with the same arguments or has the same URL (the name and the rest do not count). Any other
     * is added, named after \a config's name or else its program or host (made unique), and connected.
     */
    McpSession *findOrAdd(const ServerConfig &config);
    /*! The traffic of \a session's connection since its server was added; null for a session not in the list. */
    MessageLogModel *trafficLog(const McpSession *session) const;
    /*! What the wire check and the protocol lint found in every server's traffic (the Expert tab). */
    FindingModel *findings() const { return m_findings; }

    /*!
     * Reads the operations kept by earlier runs (and by other processes) from the store at \a path, by default
     * OperationManager::defaultStorePath() ($MCP_ASYNC_DATA_DIR), which is then where they are kept; false with
     * \a error when it cannot be read.
     */
    bool openStore(QString *error, const QString &path = QString());
    /*!
     * The kept operation whose id is \a idOrHandle, or else the one whose handle (Operation::handleText()) it is,
     * on server \a server when given. Null with \a error when there is none, or several.
     */
    Operation *findOperation(const QString &idOrHandle, const QString &server, QString *error) const;

    /*!
     * The OperationReport of \a op, with the messages of its server's traffic log when the server is known, and the
     * findings about those messages ("findings").
     */
    QJsonObject report(const Operation *op) const;
    /*! Writes report() to \a device as indented JSON; false when it could not be written. */
    bool writeReport(QIODevice *device, const Operation *op) const;

    /*!
     * Records \a session's traffic into \a path from now on (docs/recording.md), with the person's answers to its
     * prompts and cancels; false with \a error when the file cannot be written. A recording already going on for it
     * ends first.
     */
    bool startRecording(McpSession *session, const QString &path, QString *error);
    void stopRecording(McpSession *session);
    /*! The recording of \a session going on now, or null. */
    SessionRecorder *recorder(const McpSession *session) const;

    /*!
     * The faults committed between \a session and its server (docs/load-and-faults.md), made on first use; each
     * hit goes into the session's recording too. Null for a session not in the list.
     */
    FaultInjector *faultInjector(McpSession *session);

    /*! The workspace whose list \a servers is, or null for a list of its own. */
    static Workspace *of(const ServerListModel *servers);

signals:
    /*! A recording of \a session started or ended; \a reason says why it ended when it was not asked to. */
    void recordingChanged(Mcp::McpSession *session, bool recording, const QString &reason);

private:
    void onSessionAdded(McpSession *session);
    void onSessionAboutToBeRemoved(McpSession *session);
    const MessageLogModel *trafficLogOf(const Operation *op) const;
    void updateServerNote(const QString &server);

    OperationManager *m_operations;
    ServerRegistry *m_registry;
    ServerStore *m_serverStore;
    ServerListModel *m_servers = nullptr; // made after the connections above: see the constructor
    FindingModel *m_findings;
    QHash<const McpSession *, MessageLogModel *> m_logs;
    QHash<const McpSession *, SessionRecorder *> m_recorders;
    QHash<const McpSession *, FaultInjector *> m_faults;
};

} // namespace Mcp

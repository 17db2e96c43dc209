// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include <QJsonObject>
#include <QPointer>
#include <QTimer>

#include "clirunner.h"
#include "protocol/dialect.h"

namespace Mcp {
class Operation;
struct JsonRpcError;
} // namespace Mcp

/*!
 * A command that follows one operation and prints what it does, one JSON line each: "started" first (what came
 * before it is held back and follows it, in order), then progress, status, input, disconnected and resumed, and
 * last its result or error. --timeout gives up on an operation that shows no news for that long, and Ctrl-C
 * cancels it the dialect's way; either way the end says why, with the handle to join it again when it may still
 * run.
 */
class FollowRunner : public CliRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FollowRunner)
public:
    explicit FollowRunner(const CliOptions &options, QObject *parent = nullptr);

    void interrupt() override;

protected:
    /*! Starts \a tool through the operations engine and follows it; a forced \a dialect that is ruled out is refused.
     */
    void launch(const QString &tool, const QJsonObject &arguments, std::optional<Mcp::Dialect> dialect);
    /*! Joins the handle of the command line (--via its dialect) and follows it; null (the command ended) when unknown.
     */
    Mcp::Operation *followHandle();
    /*! Whether an operation is followed already. */
    bool isFollowing() const { return !m_op.isNull(); }

    /*! Whether the first line is "started" (call, join, conformance): the lines before it are held back till then. */
    virtual bool announcesStart() const { return true; }
    /*! Whether giving up for lack of news cancels the operation: one the command started; one it joined is left. */
    virtual bool ownsOperation() const { return false; }
    /*! \a op got its handle, and the command did not detach from it. */
    virtual void onAnnounced(Mcp::Operation *op);
    /*! A change of \a op, as the lines for news of its status or message, and for a lost and a regained link. */
    virtual void printChange(Mcp::Operation *op);
    /*! \a op ended: its result or its error, and the command's end. */
    virtual void printEnd(Mcp::Operation *op);
    /*! The exit code of \a op ending with \a error; \a cancelled when it was cancelled, expired or is gone. */
    virtual int failureCode(const Mcp::Operation *op, bool cancelled, const Mcp::JsonRpcError &error) const;

    /*! What the lines say about \a op: its id, server, tool, dialect, handle, status and expiry. */
    static QJsonObject summary(const Mcp::Operation *op);
    /*! The fields of a status line for \a op. */
    static QJsonObject statusFields(const Mcp::Operation *op);

    void onInputAnswered(
        const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note) override;
    void emitEvent(const QString &event, const QJsonObject &fields) override;
    void ending() override;

private:
    void follow(Mcp::Operation *op);
    void printProgress(Mcp::Operation *op);
    void onWaitingForPerson(bool waiting);
    void onOperationChanged(Mcp::Operation *op);
    void onOperationFinished(Mcp::Operation *op);
    void printStatusMessage(Mcp::Operation *op);
    bool holdsEvents() const;
    void announce(Mcp::Operation *op);
    void touchIdleTimer();
    bool noteNews(const Mcp::Operation *op);
    void giveUp(int code, const QString &reason, bool cancel);
    void endUnconfirmed(const QString &reason);
    QString rejoinHint(const Mcp::Operation *op) const;

    QPointer<Mcp::Operation> m_op;
    bool m_announced = false;
    QList<QByteArray> m_held; // event lines that came before "started"
    QJsonObject m_heldSummary; // the operation when the first of them came
    bool m_waitingForPerson = false;
    bool m_interrupted = false;
    QString m_givingUp; // why the command stopped following (--timeout, an interrupt): the end says so
    int m_giveUpCode = 0; // the JSON-RPC error code of that end
    QString m_lastStatus;
    QString m_lastMessage; // the statusMessage of the last status line
    QJsonObject m_dueLine; // the status line of a new message, printed once the adapter is done with its answer
    QString m_news; // what the last sign of life of the operation looked like (--timeout)
    int m_progressSeen = 0;
    QTimer m_idleTimer;
};

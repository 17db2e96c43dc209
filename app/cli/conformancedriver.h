// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

namespace Mcp {
class McpSession;
class Operation;
class OperationManager;
} // namespace Mcp

/*!
 * What `mcp-async conformance` does in a scenario of the official conformance suite that grades more than one
 * call: it lists the tools (whether or not the server declared them), then makes the scenario's calls one after
 * another through the operations engine, its prompts answered by the command's policy. The calls come from the
 * scenario's context (`toolCalls`), from what the scenario asks for (echo a tool's input schema), or are every
 * listed tool, with no arguments; the standard headers scenario also reads a resource and gets a prompt. The skills
 * scenarios list the server's skills, and load the first one where the scenario grades its verification.
 */
class ConformanceDriver final : public QObject
{
    Q_OBJECT
public:
    ConformanceDriver(Mcp::McpSession *session, Mcp::OperationManager *manager, QObject *parent = nullptr);

    /*! Whether run() knows \a scenario (the others are the command's own). */
    static bool handles(const QString &scenario);
    /*! Runs \a scenario with the suite's \a context (MCP_CONFORMANCE_CONTEXT, may be empty). */
    void run(const QString &scenario, const QJsonObject &context);

signals:
    /*! Every call was made; \a failures says which did not complete (empty when all did). */
    void finished(const QStringList &failures);
    /*! The scenario could not be run at all (the tool list failed, a tool it needs is missing). */
    void failed(const QString &reason);

private:
    struct Call
    {
        QString tool;
        QJsonObject arguments;
    };
    void runSkills(bool loadFirst);
    void listTools(const std::function<void()> &next);
    void callNext();
    void readFirst(const QString &listMethod, const QString &listKey, const QString &getMethod, const QString &nameKey,
        const std::function<void()> &next);
    void note(const QString &text) const;

    QPointer<Mcp::McpSession> m_session;
    Mcp::OperationManager *m_manager;
    QString m_server;
    QList<Call> m_calls;
    QStringList m_failures;
    bool m_readResources = false; // then read a resource and get a prompt (the standard headers scenario)
};

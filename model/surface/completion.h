// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class QTimer;

namespace Mcp {

class McpSession;
class PendingRequest;

/*! What `completion/complete` asks about: a prompt's argument or a resource template's variable. */
struct CompletionTarget
{
    QJsonObject ref; // {"type": "ref/prompt", "name"} or {"type": "ref/resource", "uri"}
    QString argument; // the argument's or the variable's name
    QString value; // what is typed so far
    QJsonObject context; // the other arguments already filled (context.arguments), may be empty

    static CompletionTarget prompt(const QString &promptName, const QString &argument, const QString &value);
    static CompletionTarget resource(const QString &uriTemplate, const QString &argument, const QString &value);
    /*! The params of the request. */
    QJsonObject params() const;
};

/*! An answer of `completion/complete`: at most MaxValues values, with the server's total and hasMore. */
struct CompletionResult
{
    /*! The spec's limit per answer; more are cut off and counted in problem. */
    static constexpr int MaxValues = 100;

    QStringList values;
    int total = -1; // -1: not given
    bool hasMore = false;
    QString problem; // a malformed or oversized answer, read as far as possible
    QString error; // the request failed

    bool ok() const { return error.isEmpty(); }
    static CompletionResult fromJson(const QJsonObject &result);
    QJsonObject toJson() const;
};

/*!
 * Completion for the fields of a form, over one session: each field (a key of the caller's choosing) has at most
 * one `completion/complete` in flight; what is typed meanwhile waits for the debounce delay, and only the newest
 * value is asked about (an answer for an older value is dropped). Nothing is sent unless the server declares
 * the `completions` capability.
 */
class CompletionClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompletionClient)
public:
    static constexpr int DefaultDebounceMs = 200;

    explicit CompletionClient(McpSession *session, QObject *parent = nullptr);
    ~CompletionClient() override;

    /*! The server declares the `completions` capability. */
    bool isSupported() const;
    void setDebounceMs(int ms) { m_debounceMs = ms; }

    /*! Asks for completions of \a target for \a field, after the debounce delay; completed() answers. */
    void complete(const QString &field, const CompletionTarget &target);
    /*! Forgets \a field: nothing pending, an answer in flight is dropped. */
    void clear(const QString &field);

signals:
    /*! The answer for the newest value of \a field. */
    void completed(const QString &field, const Mcp::CompletionResult &result);

private:
    struct Field
    {
        QTimer *timer = nullptr;
        CompletionTarget pending; // the newest value, not sent yet
        bool hasPending = false;
        QPointer<PendingRequest> inFlight;
    };
    void send(const QString &field);
    void onAnswer(const QString &field, PendingRequest *request);

    QPointer<McpSession> m_session;
    QHash<QString, Field> m_fields;
    int m_debounceMs = DefaultDebounceMs;
};

} // namespace Mcp

Q_DECLARE_METATYPE(Mcp::CompletionResult)

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QPointer>
#include <QString>

#include "protocol/jsondiff.h"

namespace Mcp {

class McpCall;
class McpSession;
class MessageLogModel;

/*!
 * Edit and resend: one client request of a traffic log, sent again (edited or not) as a new request with a new
 * id, and its answer set against the one the original got.
 *
 * The text a person edits is `{"method": …, "params": …}`: the id is given on send, and the `_meta` members that
 * the session adds by itself (the 2026-07-28 era's protocol version, client capabilities, client info and log
 * level, and a progress token) are left out, so that a resent request carries what the era in use requires and a
 * progress token of its own. The original answer is looked up in the log by the original id.
 */
class ResendRequest final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResendRequest)
public:
    /*! What a person's text says: the request to send, or why it cannot be sent. */
    struct Edit
    {
        QString method;
        QJsonObject params;
        QString error; /*!< empty when the text can be sent */
        bool ok() const { return error.isEmpty(); }
    };

    /*! The request of \a row of \a log (not owned), which must be resendable(). */
    ResendRequest(MessageLogModel *log, int row, QObject *parent = nullptr);
    ~ResendRequest() override;

    /*! Whether \a row of \a log is a request the client sent (those are the ones that can be resent). */
    static bool isResendable(const MessageLogModel *log, int row);

    /*! The original request, as logged. */
    QJsonObject original() const { return m_original; }
    QJsonValue originalId() const { return m_original.value(QStringLiteral("id")); }
    QString method() const { return m_original.value(QStringLiteral("method")).toString(); }
    /*! The text to start editing from: method and params, indented. */
    QString editableText() const;
    /*! Reads \a text as a request to send. */
    static Edit parse(const QString &text);

    /*!
     * The answer the original got, as `{"result": …}` or `{"error": …}`, or an empty object when the log has none
     * (not answered yet, trimmed, or cleared).
     */
    QJsonObject originalAnswer() const;

    /*!
     * Sends \a text through \a session (not owned) as a new request. Returns false, with error() saying why, when
     * it cannot be sent: invalid text, no session or not connected, or a send already under way.
     */
    bool send(McpSession *session, const QString &text);
    bool isSending() const { return m_call; }
    /*! The id of the request sent last (of its latest round), or null. */
    QJsonValue newId() const { return m_newId; }
    /*! The new answer, as originalAnswer(); empty until it came. */
    QJsonObject newAnswer() const { return m_newAnswer; }
    /*! What went wrong last: the text, the connection, or the server's error answer. Empty otherwise. */
    QString error() const { return m_error; }
    /*! The differences from the original answer to the new one (empty when either is missing). */
    JsonDiff differences(int maxEntries = JsonDiff::DefaultMaxEntries) const;

    /*! The answer to a request as shown and compared: `{"result": …}` or `{"error": …}` of \a message. */
    static QJsonObject answerOf(const QJsonObject &message);

signals:
    /*! The new request went out with \a id (again with a new id for each further MRTR round). */
    void sent(const QJsonValue &id);
    /*! The new request was answered (newAnswer()) or failed (error()). */
    void finished();

private:
    void onFinished(McpCall *call);

    QPointer<MessageLogModel> m_log;
    qint64 m_serial = -1; // the original's row, across rows trimmed from the top
    QJsonObject m_original;
    bool m_hadProgressToken = false;
    QPointer<McpCall> m_call;
    QJsonValue m_newId;
    QJsonObject m_newAnswer;
    QString m_error;
};

} // namespace Mcp

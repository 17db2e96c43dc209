// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QNetworkReply>
#include <QString>

#include "sseparser.h"

namespace Mcp {

/*!
 * One exchange of the Streamable HTTP transport: a POST, the GET resuming a request's stream, or the GET listen
 * stream. What was sent, how far the answer got, and the state of reading it.
 */
struct HttpExchange
{
    enum class Kind
    {
        Post,
        Resume,
        Listen
    };
    enum class Body
    {
        Unknown,
        Sse,
        Json,
        Ignored,
        HttpError
    };

    Kind kind = Kind::Post;
    Body body = Body::Unknown;
    /*! The request whose answer this exchange carries; null for notifications and the listen stream. */
    QJsonValue requestId;
    QString method;
    bool expectsAnswer = false;
    bool isInitialize = false;
    bool answered = false;
    bool failed = false;
    QByteArray sentSessionId;
    QByteArray buffer; // a JSON answer, or the start of an error page
    QJsonObject message; // what a POST sent, to send again after a refusal for want of credentials
    QList<QByteArray> challenges; // WWW-Authenticate of a 401 or 403
    int authAttempts = 0; // refusals for want of credentials so far
    QByteArray sentAuthorization; // the Authorization header it went with
    SseParser parser;
    int attempts = 0; // reconnects in a row that brought no event
    quint64 listenEpoch = 0;

    /*! "the listen stream", "resuming tools/call", the method, or "a response": for messages. */
    QString what() const;
    /*! Notes whether \a batch holds the answer this exchange waits for. */
    void noteAnswers(const QList<QJsonObject> &batch);
    /*! Forgets the last answer before the exchange goes out again as a GET; events up to \a maxEventSize bytes. */
    void restartForGet(qint64 maxEventSize);
    /*!
     * Whether an answer that ended with \a error broke off (the server may be gone): a link failure, an event
     * stream that ended before the answer it owes, or a JSON answer that ended mid-document. Never for an HTTP error,
     * nor for a stream that is resumed with GET in the legacy era (\a modernEra false), since that GET finds out.
     */
    bool brokeOff(QNetworkReply::NetworkError error, bool modernEra) const;
    /*!
     * Whether a JSON \a body ran out before its document ended: nothing at all, or an object or array whose parse
     * fails in its last bytes. That is an answer cut short (Qt reports a chunked body cut short as a normal end),
     * not a malformed one. A body that ends in a closing brace or bracket is taken as whole, unparsed.
     */
    static bool endsMidDocument(const QByteArray &body);

    /*! \a message is a response (result or error) to the request \a id. */
    static bool isAnswerTo(const QJsonObject &message, const QJsonValue &id);
    /*!
     * "HTTP 503 Service Unavailable: <detail>" for an error answer: the JSON-RPC error message and code when
     * \a body holds one, else the start of \a body.
     */
    static QString describeError(int status, const QString &reasonPhrase, const QByteArray &body);

    Q_DECLARE_TR_FUNCTIONS(Mcp::HttpTransport) // tr(), in the context of the transport that shows its words
};

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "httpexchange.h"

#include <QJsonDocument>

#include "httplinkprobe.h"

namespace Mcp {

QString HttpExchange::what() const
{
    switch (kind) {
    case Kind::Listen:
        return tr("the listen stream");
    case Kind::Resume:
        return tr("resuming %1").arg(method);
    case Kind::Post:
        break;
    }
    return method.isEmpty() ? tr("a response") : method;
}

void HttpExchange::noteAnswers(const QList<QJsonObject> &batch)
{
    if (!expectsAnswer)
        return;
    for (const QJsonObject &message : batch) {
        if (isAnswerTo(message, requestId))
            answered = true;
    }
}

void HttpExchange::restartForGet(qint64 maxEventSize)
{
    parser.restart();
    parser.setMaxEventSize(maxEventSize);
    body = Body::Unknown;
    buffer.clear();
    challenges.clear();
}

bool HttpExchange::brokeOff(QNetworkReply::NetworkError error, bool modernEra) const
{
    if (body == Body::HttpError)
        return false; // an HTTP error status is an answer: the server is there
    if (body == Body::Sse && !modernEra && (kind == Kind::Listen || !parser.lastEventId().isEmpty())) {
        // Resumed with GET (the listen stream, answers with an event id): if the server is gone, that GET finds
        // out.
        return false;
    }
    if (HttpLinkProbe::isLinkFailure(error))
        return true;
    // Qt reports a chunked body cut short as a normal end, so a stream that ends before the answer it owes, or a
    // JSON answer that ends mid-document (which a live server never sends on purpose), is the other sign of a
    // server that went away.
    if (!expectsAnswer || answered || failed)
        return false;
    return body == Body::Sse || (body == Body::Json && endsMidDocument(buffer));
}

bool HttpExchange::endsMidDocument(const QByteArray &body)
{
    const QByteArray text = body.trimmed();
    if (text.isEmpty())
        return true;
    if (text.endsWith('}') || text.endsWith(']') || !(text.startsWith('{') || text.startsWith('[')))
        return false; // whole, or not JSON-RPC at all: finishing it says which
    QJsonParseError error;
    QJsonDocument::fromJson(text, &error);
    constexpr int LongestCutLiteral = 4; // "fals": the parser stops at the start of a literal cut short
    return error.error != QJsonParseError::NoError && error.error != QJsonParseError::GarbageAtEnd
        && text.size() - error.offset <= LongestCutLiteral;
}

bool HttpExchange::isAnswerTo(const QJsonObject &message, const QJsonValue &id)
{
    return !message.contains(QLatin1String("method"))
        && (message.contains(QLatin1String("result")) || message.contains(QLatin1String("error")))
        && message.value(QLatin1String("id")) == id;
}

QString HttpExchange::describeError(int status, const QString &reasonPhrase, const QByteArray &body)
{
    QString text = QStringLiteral("HTTP %1").arg(status);
    if (!reasonPhrase.isEmpty())
        text += QLatin1Char(' ') + reasonPhrase;
    QString detail;
    const QJsonObject error = QJsonDocument::fromJson(body).object().value(QLatin1String("error")).toObject();
    if (!error.isEmpty()) {
        detail = tr("%1 (JSON-RPC error %2)")
                     .arg(error.value(QLatin1String("message")).toString())
                     .arg(error.value(QLatin1String("code")).toInteger());
    } else {
        detail = QString::fromUtf8(body.left(1024)).simplified().left(200);
    }
    if (!detail.isEmpty())
        text += QStringLiteral(": ") + detail;
    return text;
}

} // namespace Mcp

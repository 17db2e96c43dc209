// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "transport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include "authorizer.h"
#include "httptransport.h"
#include "legacyssetransport.h"
#include "stdiotransport.h"
#include "transport/transportconfig.h"
#include "websockettransport.h"
#include "wirelog.h"

namespace Mcp {

Transport::Transport(QObject *parent)
    : QObject(parent)
    , m_wireLink(WireLog::nextLink())
{
}

Authorizer::~Authorizer() = default;

QByteArray Authorizer::proof(const QByteArray &, const QUrl &) const
{
    return {};
}

void Authorizer::nonceReceived(const QUrl &, const QByteArray &)
{
}

Transport::~Transport() = default;

Transport *Transport::create(const TransportConfig &config, QObject *parent)
{
    switch (config.kind) {
    case TransportConfig::Kind::Stdio:
        return new StdioTransport(config, parent);
    case TransportConfig::Kind::StreamableHttp:
        return new HttpTransport(config, parent);
    case TransportConfig::Kind::LegacySse:
        return new LegacySseTransport(config, parent);
    case TransportConfig::Kind::WebSocket:
        return new WebSocketTransport(config, parent);
    }
    return nullptr;
}

bool Transport::abortRequest(const QJsonValue &id)
{
    Q_UNUSED(id)
    return false;
}

void Transport::setProtocolVersion(const QString &version, bool modernEra)
{
    m_protocolVersion = version;
    m_modernEra = modernEra;
}

void Transport::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

static QString preview(const QByteArray &bytes)
{
    // Enough of the offending bytes to recognise them, never a whole 50 MB frame in the log.
    constexpr int limit = 120;
    QString text = QString::fromUtf8(bytes.left(limit)).simplified();
    if (bytes.size() > limit)
        text += QStringLiteral("…");
    return text;
}

void Transport::decodeFrame(const QByteArray &frame, QList<QJsonObject> &batch, const QJsonValue &stream)
{
    if (frame.size() > m_maxMessageSize) {
        reportOversizedFrame(frame.size(), frame.left(4096), frame.right(4096));
        return;
    }
    if (frame.trimmed().isEmpty())
        return;
    ++m_framesDecoded;
    WireLog::record(m_wireLink, false, m_protocolVersion, frame);
    m_frameStream = stream;
    if (batch.isEmpty() && m_frameFilter && m_frameFilter(frame))
        return;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(frame, &error);
    if (error.error == QJsonParseError::IllegalValue) {
        // Qt takes only objects and arrays at the top level; a lone number or string is valid JSON all the same.
        const QJsonDocument wrapped = QJsonDocument::fromJson('[' + frame + ']');
        if (wrapped.isArray() && wrapped.array().size() == 1) {
            emit protocolError(
                tr("Ignored a message from the server: a JSON-RPC message must be an object: %1").arg(preview(frame)));
            return;
        }
    }
    if (error.error != QJsonParseError::NoError) {
        const bool badUtf8 = error.error == QJsonParseError::IllegalUTF8String;
        const QString what = badUtf8 ? tr("message is not valid UTF-8")
                                     : tr("malformed JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset);
        emit protocolError(tr("Ignored a message from the server: %1: %2").arg(what, preview(frame)));
        if (badUtf8)
            failAnsweredRequest(frame, what);
        return;
    }
    if (doc.isObject()) {
        batch.append(doc.object());
        emit messageTraced(false, batch.constLast(), frame.size(), stream);
        return;
    }
    const QJsonArray array = doc.array();
    if (doc.isArray() && !array.isEmpty()) {
        // JSON-RPC batches were allowed by 2025-03-26 only; take what is in them rather than lose answers.
        emit protocolError(tr("The server sent a JSON-RPC batch of %n message(s); batches are not allowed since "
                              "protocol 2025-06-18. Processing its objects anyway.",
            nullptr, int(array.size())));
        int dropped = 0;
        for (const QJsonValue &item : array) {
            if (item.isObject()) {
                batch.append(item.toObject());
                emit messageTraced(false, batch.constLast(), frame.size() / array.size(), stream);
            } else
                ++dropped;
        }
        if (dropped)
            emit protocolError(tr("Ignored %n batch item(s) that are not JSON objects.", nullptr, dropped));
        return;
    }
    emit protocolError(
        tr("Ignored a message from the server: a JSON-RPC message must be an object: %1").arg(preview(frame)));
}

void Transport::failAnsweredRequest(const QByteArray &frame, const QString &reason)
{
    // Read leniently (bad sequences become U+FFFD) only to learn which request the dropped answer was for.
    const QJsonObject message = QJsonDocument::fromJson(QString::fromUtf8(frame).toUtf8()).object();
    const QJsonValue id = message.value(QLatin1String("id"));
    if (message.contains(QLatin1String("method")) || (!id.isString() && !id.isDouble()))
        return;
    if (message.contains(QLatin1String("result")) || message.contains(QLatin1String("error")))
        emit requestFailed(id, tr("the server's answer was dropped: %1").arg(reason));
}

void Transport::reportOversizedFrame(qint64 size, const QByteArray &head, const QByteArray &tail)
{
    const QString reason = tr("message of %1 bytes exceeds the limit of %2 bytes").arg(size).arg(m_maxMessageSize);
    emit protocolError(tr("Ignored a message from the server: %1").arg(reason));
    // Serializers put "id" first or last; find it so that only the request it answers fails.
    static const QRegularExpression idPattern(QStringLiteral(R"("id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+))"));
    for (const QByteArray &part : {head, tail}) {
        const auto match = idPattern.match(QString::fromUtf8(part));
        if (!match.hasMatch())
            continue;
        const QJsonDocument idDoc = QJsonDocument::fromJson("[" + match.captured(1).toUtf8() + "]");
        if (!idDoc.isArray())
            continue;
        emit requestFailed(idDoc.array().at(0), reason);
        return;
    }
}

QByteArray Transport::encode(const QJsonObject &message)
{
    QByteArray bytes = QJsonDocument(message).toJson(QJsonDocument::Compact);
    WireLog::record(m_wireLink, true, m_protocolVersion, bytes);
    emit messageTraced(true, message, bytes.size());
    return bytes;
}

} // namespace Mcp

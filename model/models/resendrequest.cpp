// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resendrequest.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include "models/messagelogmodel.h"
#include "protocol/mcpprotocol.h"
#include "session/mcpcall.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
constexpr QLatin1String kMethod("method");
constexpr QLatin1String kParams("params");
constexpr QLatin1String kProgressToken("progressToken");

QJsonObject parseObject(QByteArrayView raw)
{
    return QJsonDocument::fromJson(raw.toByteArray()).object();
}

// The `_meta` members the session gives each request itself: never the person's to edit or to send twice.
QJsonObject withoutSessionMeta(QJsonObject params)
{
    QJsonObject meta = params.value(kMeta).toObject();
    for (const QString &key : {MetaKey::protocolVersion(), MetaKey::clientCapabilities(), MetaKey::clientInfo(),
             MetaKey::logLevel(), QString(kProgressToken)})
        meta.remove(key);
    if (meta.isEmpty())
        params.remove(kMeta);
    else
        params.insert(kMeta, meta);
    return params;
}

// "line 3, column 7" of a character offset, as a person finds it in the editor.
QString placeOf(const QString &text, int offset)
{
    const QString before = text.left(offset);
    const int line = int(before.count(QLatin1Char('\n'))) + 1;
    const int column = int(before.size() - before.lastIndexOf(QLatin1Char('\n')));
    return ResendRequest::tr("line %1, column %2").arg(line).arg(column);
}
} // namespace

ResendRequest::ResendRequest(MessageLogModel *log, int row, QObject *parent)
    : QObject(parent)
    , m_log(log)
    , m_serial(log->serialOf(row))
    , m_original(parseObject(log->rawView(row)))
    , m_hadProgressToken(m_original.value(kParams).toObject().value(kMeta).toObject().contains(kProgressToken))
{
}

ResendRequest::~ResendRequest() = default;

bool ResendRequest::isResendable(const MessageLogModel *log, int row)
{
    return log && row >= 0 && row < log->rowCount() && log->direction(row) == MessageLogModel::Direction::Outgoing
        && log->kind(row) == MessageLogModel::Request;
}

QString ResendRequest::editableText() const
{
    QJsonObject request {{kMethod, method()}};
    const QJsonObject params = withoutSessionMeta(m_original.value(kParams).toObject());
    if (!params.isEmpty() || m_original.contains(kParams))
        request.insert(kParams, params);
    return QString::fromUtf8(QJsonDocument(request).toJson(QJsonDocument::Indented));
}

ResendRequest::Edit ResendRequest::parse(const QString &text)
{
    Edit edit;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // The offset is in UTF-8 bytes: back to characters for the place shown.
        const int offset = int(QString::fromUtf8(text.toUtf8().left(parseError.offset)).size());
        edit.error = tr("Not valid JSON: %1 (%2)").arg(parseError.errorString(), placeOf(text, offset));
        return edit;
    }
    if (!document.isObject()) {
        edit.error = tr("The request must be a JSON object with \"method\" and \"params\"");
        return edit;
    }
    const QJsonObject request = document.object();
    for (auto it = request.constBegin(); it != request.constEnd(); ++it) {
        if (it.key() == QLatin1String("id"))
            edit.error = tr("The id is not editable: the request is sent with a new one");
        else if (it.key() != kMethod && it.key() != kParams)
            edit.error = tr("Only \"method\" and \"params\" are sent; remove \"%1\"").arg(it.key());
        if (!edit.error.isEmpty())
            return edit;
    }
    edit.method = request.value(kMethod).toString();
    if (edit.method.isEmpty())
        edit.error = tr("\"method\" must be a non-empty string");
    else if (request.contains(kParams) && !request.value(kParams).isObject())
        edit.error = tr("\"params\" must be an object");
    edit.params = request.value(kParams).toObject();
    return edit;
}

QJsonObject ResendRequest::answerOf(const QJsonObject &message)
{
    if (message.contains(QStringLiteral("error")))
        return {{QStringLiteral("error"), message.value(QStringLiteral("error"))}};
    return {{QStringLiteral("result"), message.value(QStringLiteral("result"))}};
}

QJsonObject ResendRequest::originalAnswer() const
{
    if (!m_log)
        return {};
    m_log->flush();
    const QJsonValue id = originalId();
    const int originalRow = m_log->rowOfSerial(m_serial);
    const QString idText = originalRow >= 0 ? m_log->idOf(originalRow) : QString();
    // The first answer from the server to this id after the request (from the top when the request was trimmed).
    for (int row = std::max(0, originalRow + 1); row < m_log->rowCount(); ++row) {
        if (m_log->direction(row) != MessageLogModel::Direction::Incoming
            || !(m_log->kind(row) & (MessageLogModel::Response | MessageLogModel::Error)))
            continue;
        if (!idText.isEmpty() && m_log->idOf(row) != idText)
            continue;
        const QJsonObject message = parseObject(m_log->rawView(row));
        if (message.value(QStringLiteral("id")) == id) // 1 and "1" are different ids
            return answerOf(message);
    }
    return {};
}

bool ResendRequest::send(McpSession *session, const QString &text)
{
    m_error.clear();
    const Edit edit = parse(text);
    if (!edit.ok())
        m_error = edit.error;
    else if (!session || session->state() != McpSession::State::Ready)
        m_error = tr("Not connected: %1").arg(session ? session->stateText() : tr("no server"));
    else if (m_call)
        m_error = tr("A request is already under way: wait for its answer");
    if (!m_error.isEmpty())
        return false;
    QJsonObject params = edit.params;
    // A progress token is one request's: the resent one gets its own, as the original had one.
    QJsonObject meta = params.value(kMeta).toObject();
    if (m_hadProgressToken && !meta.contains(kProgressToken)) {
        meta.insert(kProgressToken, session->newProgressToken());
        params.insert(kMeta, meta);
    }
    m_newId = QJsonValue();
    m_newAnswer = QJsonObject();
    // McpCall adds the era's `_meta` (McpSession::withMeta) to each round and answers MRTR input requests.
    McpCall *call = session->call(edit.method, params);
    m_call = call;
    connect(call, &McpCall::roundStarted, this, [this](int, const QJsonValue &id) {
        m_newId = id;
        emit sent(id);
    });
    connect(call, &McpCall::finished, this, [this, call] { onFinished(call); });
    return true;
}

void ResendRequest::onFinished(McpCall *call)
{
    m_call = nullptr;
    if (!call->hasError()) {
        m_newAnswer = {{QStringLiteral("result"), call->result()}};
    } else if (call->error().local) {
        m_error = tr("No answer: %1").arg(call->error().toString());
    } else {
        m_newAnswer = {{QStringLiteral("error"), call->error().toJson()}};
        m_error = tr("The server answered with an error: %1").arg(call->error().toString());
    }
    emit finished();
}

JsonDiff ResendRequest::differences(int maxEntries) const
{
    const QJsonObject before = originalAnswer();
    if (before.isEmpty() || m_newAnswer.isEmpty())
        return {};
    return JsonDiff::compare(before, m_newAnswer, maxEntries);
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "jsonrpc.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Mcp {

QString JsonRpcError::toString() const
{
    QString text = QString::number(code) + QStringLiteral(": ") + message;
    if (!data.isUndefined() && !data.isNull()) {
        const QJsonDocument doc = data.isObject() ? QJsonDocument(data.toObject())
            : data.isArray()                      ? QJsonDocument(data.toArray())
                                                  : QJsonDocument();
        text += QStringLiteral(" (data: ")
            + (doc.isNull() ? data.toVariant().toString() : QString::fromUtf8(doc.toJson(QJsonDocument::Compact)))
            + QLatin1Char(')');
    }
    return text;
}

QJsonObject JsonRpcError::toJson() const
{
    QJsonObject error {{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    if (!data.isUndefined())
        error.insert(QStringLiteral("data"), data);
    return error;
}

JsonRpcError JsonRpcError::fromJson(const QJsonObject &error)
{
    JsonRpcError e;
    e.code = error.value(QStringLiteral("code")).toInt(ErrorCode::InternalError);
    e.message = error.value(QStringLiteral("message")).toString();
    if (e.message.isEmpty())
        e.message = QStringLiteral("(no message)");
    e.data = error.value(QStringLiteral("data"));
    return e;
}

QString idKey(const QJsonValue &id)
{
    if (id.isString())
        return QLatin1Char('s') + id.toString();
    if (id.isDouble())
        return QLatin1Char('n') + QString::number(id.toInteger());
    return QString();
}

JsonRpcNotification JsonRpcNotification::fromProgressFrame(
    const QByteArray &frame, QString progressKey, ProgressFields fields)
{
    JsonRpcNotification notification;
    notification.method = QStringLiteral("notifications/progress");
    notification.progressKey = std::move(progressKey);
    notification.progress = std::move(fields);
    notification.m_frame = QByteArray(frame.constData(), frame.size()); // the frame may point into a read buffer
    return notification;
}

const QJsonObject &JsonRpcNotification::params() const
{
    if (!m_frame.isNull()) {
        m_params = QJsonDocument::fromJson(m_frame).object().value(JsonRpcKeys::kParams).toObject();
        m_frame = QByteArray();
    }
    return m_params;
}

} // namespace Mcp

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "httplinkprobe.h"

#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkRequest>

namespace Mcp {

namespace {

Q_LOGGING_CATEGORY(lcProbe, "mcp.transport.http", QtWarningMsg)

} // namespace

HttpLinkProbe::HttpLinkProbe(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
{
}

HttpLinkProbe::~HttpLinkProbe()
{
    stop();
}

void HttpLinkProbe::start(const QNetworkRequest &request)
{
    if (m_reply)
        return;
    // HEAD has no effect on the server; without a session id it opens no stream either.
    QNetworkReply *reply = m_nam->head(request);
    m_reply = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onFinished(reply); });
}

void HttpLinkProbe::stop()
{
    if (QNetworkReply *reply = m_reply.data()) {
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void HttpLinkProbe::onFinished(QNetworkReply *reply)
{
    reply->deleteLater();
    if (m_reply != reply)
        return;
    m_reply = nullptr;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0 && isLinkFailure(reply->error())) {
        emit serverUnreachable(tr("cannot reach the server: %1").arg(reply->errorString()));
        return;
    }
    // The server is there (or too busy to say).
    qCDebug(lcProbe) << "the server answered the probe with" << status << reply->errorString();
    emit serverAnswered(status);
}

bool HttpLinkProbe::isLinkFailure(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyNotFoundError:
        return true;
    default:
        return false;
    }
}

} // namespace Mcp

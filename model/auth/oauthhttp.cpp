// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "oauthhttp.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include "auth/authsteplog.h"

namespace Mcp {

Q_LOGGING_CATEGORY(lcOAuth, "mcp.oauth", QtWarningMsg)

OAuthHttp::OAuthHttp(AuthStepLog *log, QObject *parent)
    : QObject(parent)
    , m_log(log)
    , m_nam(new QNetworkAccessManager(this))
{
}

OAuthHttp::~OAuthHttp() = default;

QNetworkRequest OAuthHttp::formRequest(const QUrl &url)
{
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    return request;
}

QByteArray OAuthHttp::formEncode(const Form &form)
{
    // application/x-www-form-urlencoded (HTML §4.10.21.8 / RFC 6749 Appendix B): QUrlQuery leaves '+' alone.
    QByteArray body;
    for (const auto &[name, value] : form) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
    }
    return body;
}

QString OAuthHttp::describeError(const QByteArray &body)
{
    const QJsonObject error = QJsonDocument::fromJson(body).object();
    const QString code = error.value(QLatin1String("error")).toString();
    if (code.isEmpty())
        return QString::fromUtf8(body.left(300)).simplified();
    const QString description = error.value(QLatin1String("error_description")).toString();
    return description.isEmpty() ? code : QStringLiteral("%1: %2").arg(code, description);
}

void OAuthHttp::send(
    int stepIndex, const QByteArray &method, const QNetworkRequest &request, const QByteArray &body, Finished finished)
{
    if (AuthStep *s = m_log->step(stepIndex)) {
        s->method = method;
        s->url = request.url();
        for (const QByteArray &name : request.rawHeaderList())
            s->requestHeaders.append({name, request.rawHeader(name)});
        s->requestBody = body;
    }
    QNetworkRequest r = request;
    // Redirects are not followed: metadata and tokens come from the URL that was asked, or not at all.
    r.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    r.setTransferTimeout(TimeoutMs);
    QNetworkReply *reply = method == "POST" ? m_nam->post(r, body) : m_nam->get(r);
    const quint64 flow = m_flow;
    // WARNING: the log may drop its first steps while this runs; the step is found again by its start time.
    const QDateTime startedAt = m_log->step(stepIndex) ? m_log->step(stepIndex)->startedAt : QDateTime();
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received) {
        if (received > MaxBodyBytes)
            reply->abort();
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply, flow, startedAt, finished = std::move(finished)] {
        reply->deleteLater();
        if (flow != m_flow)
            return; // a flow that was given up
        AuthStep fallback;
        AuthStep *s = m_log->step(m_log->indexOf(startedAt));
        if (!s)
            s = &fallback;
        s->durationMs = s->startedAt.msecsTo(QDateTime::currentDateTimeUtc());
        s->status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        s->responseHeaders = reply->rawHeaderPairs();
        s->responseBody = reply->read(MaxBodyBytes);
        if (s->status == 0)
            s->detail = tr("no answer: %1").arg(reply->errorString());
        const AuthStep copy = *s;
        m_log->markChanged();
        finished(copy);
    });
}

void OAuthHttp::get(AuthStep::Kind kind, const QString &title, const QUrl &url, Finished finished)
{
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("MCP-Protocol-Version", "2025-11-25");
    send(m_log->begin(kind, title), "GET", request, {}, std::move(finished));
}

} // namespace Mcp

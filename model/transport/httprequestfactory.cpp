// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "httprequestfactory.h"

#include <algorithm>

namespace Mcp {

namespace {

constexpr char AcceptBoth[] = "application/json, text/event-stream";
constexpr char AcceptStream[] = "text/event-stream";

bool isVisibleAscii(const QByteArray &bytes)
{
    return std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return c >= 0x21 && c <= 0x7e; });
}

} // namespace

HttpRequestFactory::HttpRequestFactory(const TransportConfig &config)
    : m_config(config)
{
}

void HttpRequestFactory::setProtocolVersion(const QString &version, bool modernEra)
{
    m_protocolVersion = version;
    m_modernEra = modernEra;
}

bool HttpRequestFactory::setSessionId(const QByteArray &session)
{
    // 2025-11-25 "Session Management": the session id is visible ASCII.
    if (isVisibleAscii(session)) {
        m_sessionId = session;
        return true;
    }
    m_sessionId.clear();
    return false;
}

QNetworkRequest HttpRequestFactory::withConfigHeaders() const
{
    QNetworkRequest request(m_config.url);
    for (const auto &header : m_config.headers)
        request.setRawHeader(header.first, header.second);
    return request;
}

QNetworkRequest HttpRequestFactory::request(
    const QByteArray &httpMethod, const QByteArray &accept, bool withSession) const
{
    QNetworkRequest request = withConfigHeaders();
    if (m_authorizer) {
        const QByteArray authorization = m_authorizer->authorization();
        if (!authorization.isEmpty()) {
            request.setRawHeader("Authorization", authorization);
            const QByteArray proof = m_authorizer->proof(httpMethod, m_config.url);
            if (!proof.isEmpty())
                request.setRawHeader("DPoP", proof);
        }
    }
    request.setRawHeader("Accept", accept);
    // Not on the first initialize: no version is agreed yet (2025-11-25 "Protocol Version Header").
    if (!m_protocolVersion.isEmpty())
        request.setRawHeader("MCP-Protocol-Version", m_protocolVersion.toUtf8());
    if (withSession && !m_modernEra && !m_sessionId.isEmpty())
        request.setRawHeader("Mcp-Session-Id", m_sessionId);
    return request;
}

QNetworkRequest HttpRequestFactory::post(const QJsonObject &message) const
{
    const QString method = message.value(QLatin1String("method")).toString();
    // A new initialize starts a new session: it must not carry the old id (2025-11-25 "Session Management" 4).
    QNetworkRequest post = request("POST", AcceptBoth, method != QLatin1String("initialize"));
    post.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (m_modernEra && !method.isEmpty())
        addRoutingHeaders(post, method, message);
    return post;
}

void HttpRequestFactory::addRoutingHeaders(
    QNetworkRequest &request, const QString &method, const QJsonObject &message) const
{
    // 2026-07-28 "Standard Request Headers": routing metadata mirrored from the body.
    request.setRawHeader("Mcp-Method", encodeHeaderValue(method));
    const QJsonObject params = message.value(QLatin1String("params")).toObject();
    if (method == QLatin1String("tools/call") || method == QLatin1String("prompts/get")) {
        const QJsonValue name = params.value(QLatin1String("name"));
        if (name.isString())
            request.setRawHeader("Mcp-Name", encodeHeaderValue(name.toString()));
    } else if (method == QLatin1String("resources/read")) {
        const QJsonValue uri = params.value(QLatin1String("uri"));
        if (uri.isString())
            request.setRawHeader("Mcp-Name", encodeHeaderValue(uri.toString()));
    } else if (method.startsWith(QLatin1String("tasks/"))) {
        // Tasks extension: the task id routes tasks/get, tasks/update and tasks/cancel to the right node.
        const QJsonValue taskId = params.value(QLatin1String("taskId"));
        if (taskId.isString())
            request.setRawHeader("Mcp-Name", encodeHeaderValue(taskId.toString()));
    }
    if (m_headerProvider) {
        const auto extra = m_headerProvider(message);
        for (const auto &[name, value] : extra)
            request.setRawHeader(name, encodeHeaderValue(value));
    }
}

QNetworkRequest HttpRequestFactory::streamGet(const QByteArray &lastEventId) const
{
    QNetworkRequest get = request("GET", AcceptStream, true);
    if (!lastEventId.isEmpty())
        get.setRawHeader("Last-Event-ID", lastEventId);
    return get;
}

QNetworkRequest HttpRequestFactory::deleteSession(int timeoutMs) const
{
    QNetworkRequest request = this->request("DELETE", AcceptBoth, true);
    request.setTransferTimeout(timeoutMs);
    return request;
}

QNetworkRequest HttpRequestFactory::probe(int timeoutMs) const
{
    QNetworkRequest request = withConfigHeaders();
    request.setTransferTimeout(timeoutMs);
    return request;
}

QByteArray HttpRequestFactory::encodeHeaderValue(const QString &value)
{
    // 2026-07-28 "Value Encoding": RFC 9110 field values are visible ASCII, space and tab; anything else,
    // surrounding whitespace, or a value that looks like the sentinel itself goes as Base64 of its UTF-8.
    const QByteArray utf8 = value.toUtf8();
    const auto isBlank = [](char c) { return c == ' ' || c == '\t'; };
    bool plain = std::all_of(utf8.cbegin(), utf8.cend(), [](char c) { return (c >= 0x20 && c <= 0x7e) || c == '\t'; });
    if (plain && !utf8.isEmpty() && (isBlank(utf8.front()) || isBlank(utf8.back())))
        plain = false;
    if (plain && utf8.startsWith("=?base64?") && utf8.endsWith("?="))
        plain = false;
    if (plain)
        return utf8;
    QByteArray encoded("=?base64?");
    encoded += utf8.toBase64();
    encoded += "?=";
    return encoded;
}

} // namespace Mcp

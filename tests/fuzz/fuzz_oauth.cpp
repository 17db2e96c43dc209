// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// What an authorization server or a protected MCP server sends the OAuth client: WWW-Authenticate headers,
// protected resource and authorization server metadata, token responses, redirects back from the browser, and the
// redaction of all of it for the debugger. Input: the bytes, read as each of these in turn.
#include <QUrl>

#include "auth/authchallenge.h"
#include "auth/jwt.h"
#include "auth/oauthclient.h"
#include "auth/oauthmetadata.h"
#include "fuzzsupport.h"

using namespace Mcp;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QCoreApplication>();
    const QByteArray input = Fuzz::bytes(data, size);

    for (const AuthChallenge &challenge : AuthChallenge::parse(input)) {
        challenge.resourceMetadata();
        challenge.scope();
        challenge.error();
    }
    AuthChallenge::bearer({input, input.left(input.size() / 2)});

    QString error;
    const ProtectedResourceMetadata resource = ProtectedResourceMetadata::fromJson(input, &error);
    if (resource.isValid()) {
        // What the client does with a document that parsed: is it for this server, where is its issuer's metadata.
        OAuthUrls::resourceCovers(resource.resource, QUrl(QStringLiteral("http://127.0.0.1:3001/mcp")));
        for (const QUrl &server : resource.authorizationServers) {
            OAuthUrls::authServerMetadataUrls(server);
            OAuthUrls::isSecureOrLoopback(server);
        }
    }
    error.clear();
    const AuthServerMetadata server = AuthServerMetadata::fromJson(input, &error);
    if (server.isValid())
        OAuthUrls::isSecureOrLoopback(server.tokenEndpoint);
    error.clear();
    const OAuthTokens tokens = OAuthTokens::fromTokenResponse(
        input, QStringLiteral("mcp:tools"), QDateTime::fromMSecsSinceEpoch(0, Qt::UTC), &error);
    if (tokens.isValid())
        OAuthTokens::fromJson(tokens.toJson());

    // The URL a browser (or anyone) sends to the redirect listener, and whatever a step may carry.
    const QUrl url = QUrl::fromEncoded(input);
    OAuthUrls::canonicalResource(url);
    OAuthUrls::protectedResourceMetadataUrls(url);
    OAuthUrls::origin(url);
    AuthStep step;
    step.url = url;
    step.requestBody = input;
    step.responseBody = input;
    step.requestHeaders = {{"Authorization", input}};
    step.responseHeaders = {{"Location", input}};
    step.redacted().toJson();
    Jwt::peekClaims(input);
    return 0;
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QUrlQuery>

#include "auth/authsettings.h"
#include "auth/authsteplog.h"
#include "auth/oauthdiscovery.h"
#include "auth/oauthgrants.h"
#include "auth/oauthhttp.h"
#include "auth/oauthregistration.h"
#include "auth/oauthtokenkeeper.h"
#include "fakehttpserver.h"

/*!
 * The parts of an OAuth client (model/auth), wired the way OAuthClient wires them, and a scripted authorization
 * server and MCP endpoint on one origin of 127.0.0.1. Each path answers what routes says, or what its handler
 * writes (404 when neither); serveMetadata() puts protected resource and authorization server metadata there.
 */
class OAuthPartsFixture
{
public:
    struct Answer
    {
        int status = 200;
        QJsonObject json;
        FakeHttpServer::Headers headers;
    };

    OAuthPartsFixture()
    {
        http.setHandler([this](int index) {
            const FakeHttpServer::Request &request = http.request(index);
            if (const auto handler = handlers.constFind(pathOf(request)); handler != handlers.cend()) {
                (*handler)(index);
                return;
            }
            const auto answer = routes.constFind(pathOf(request));
            if (answer == routes.cend())
                http.respond(index, 404, "text/plain", "not found");
            else
                http.respondJson(index, answer->json, answer->status, answer->headers);
        });
    }

    /*! Listens and makes the parts for the MCP endpoint there, with settings as they are then. */
    bool start()
    {
        if (!http.listen())
            return false;
        log = new Mcp::AuthStepLog(&root);
        net = new Mcp::OAuthHttp(log, &root);
        discovery = new Mcp::OAuthDiscovery(mcpUrl(), net, &root);
        registration = new Mcp::OAuthRegistration(settings, discovery, net, &root);
        keeper = new Mcp::OAuthTokenKeeper(mcpUrl(), settings, discovery, registration, net, &root);
        grants = new Mcp::OAuthGrants(settings, discovery, registration, keeper, net, &root);
        return true;
    }

    /*!
     * start(), discover(), and a public client registered with the server, as after a sign-in's registration;
     * the token endpoint answers \a tokens.
     */
    bool startWithClient(const QJsonObject &tokens = {{"access_token", "access-1"}, {"token_type", "Bearer"}})
    {
        if (!start() || !discover())
            return false;
        Mcp::OAuthRegistration::Client client;
        client.clientId = "client-1";
        client.authMethod = "none";
        client.issuer = origin();
        client.registered = true;
        registration->restore(client);
        routes.insert("/token", {200, tokens, {}});
        return true;
    }

    QString origin() const { return QStringLiteral("http://127.0.0.1:%1").arg(http.port()); }
    QString at(const QString &path) const { return origin() + path; }
    QUrl mcpUrl() const { return QUrl(at(QStringLiteral("/mcp"))); }

    QJsonObject resourceMetadata() const
    {
        return {{"resource", at("/mcp")}, {"authorization_servers", QJsonArray {origin()}},
            {"scopes_supported", QJsonArray {"mcp:tools"}}};
    }
    QJsonObject serverMetadata() const
    {
        return {{"issuer", origin()}, {"authorization_endpoint", at("/authorize")}, {"token_endpoint", at("/token")},
            {"registration_endpoint", at("/register")}, {"revocation_endpoint", at("/revoke")},
            {"response_types_supported", QJsonArray {"code"}},
            {"code_challenge_methods_supported", QJsonArray {"S256"}}};
    }
    /*! Metadata at the well-known URLs, with \a serverExtra merged into the authorization server's. */
    void serveMetadata(const QJsonObject &serverExtra = {})
    {
        QJsonObject server = serverMetadata();
        for (auto it = serverExtra.begin(); it != serverExtra.end(); ++it)
            server.insert(it.key(), it.value());
        routes.insert("/.well-known/oauth-protected-resource/mcp", {200, resourceMetadata(), {}});
        routes.insert("/.well-known/oauth-authorization-server", {200, server, {}});
    }
    /*! Serves the metadata and runs the discovery to its end. */
    bool discover(const QJsonObject &serverExtra = {})
    {
        serveMetadata(serverExtra);
        QSignalSpy discovered(discovery, &Mcp::OAuthDiscovery::discovered);
        discovery->discover(QUrl());
        return discovered.wait(5000);
    }

    static QString pathOf(const FakeHttpServer::Request &request)
    {
        const int question = request.path.indexOf('?');
        return QString::fromLatin1(question < 0 ? request.path : request.path.left(question));
    }
    /*! The requests \a server got at \a path (without the query). */
    static QList<FakeHttpServer::Request> requestsTo(const FakeHttpServer &server, const QString &path)
    {
        QList<FakeHttpServer::Request> list;
        for (const FakeHttpServer::Request &request : server.requests()) {
            if (pathOf(request) == path)
                list << request;
        }
        return list;
    }
    QList<FakeHttpServer::Request> requestsTo(const QString &path) const { return requestsTo(http, path); }
    /*! A form body's value. */
    static QString formValue(const FakeHttpServer::Request &request, const QString &name)
    {
        return QUrlQuery(QString::fromLatin1(request.body)).queryItemValue(name, QUrl::FullyDecoded);
    }
    /*! The titles of the steps so far, with their outcomes: "Title=ok". */
    QStringList stepTitles() const
    {
        QStringList titles;
        for (const Mcp::AuthStep &step : log->steps())
            titles << step.title + '=' + Mcp::AuthStep::outcomeToString(step.outcome);
        return titles;
    }

    FakeHttpServer http;
    QHash<QString, Answer> routes;
    QHash<QString, std::function<void(int index)>> handlers;
    Mcp::AuthSettings settings;

    QObject root;
    Mcp::AuthStepLog *log = nullptr;
    Mcp::OAuthHttp *net = nullptr;
    Mcp::OAuthDiscovery *discovery = nullptr;
    Mcp::OAuthRegistration *registration = nullptr;
    Mcp::OAuthTokenKeeper *keeper = nullptr;
    Mcp::OAuthGrants *grants = nullptr;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Authorization end to end: the real mcp-async-demo-server with its embedded authorization server (--oauth),
// signed in to by the client core (a simulated browser follows the authorization redirect to the client's
// loopback listener, as a real one would) and by the mcp-async command line. Both protocol eras over Streamable
// HTTP: a long-running operation outlives its access token, a revoked token is refreshed on the 401, a tool that
// needs more scope steps up, and wrong or revoked credentials end in a clear error.
#include <memory>

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include "auth/credentialstore.h"
#include "auth/oauthclient.h"
#include "e2eclient.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "personanswers.h"
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;

namespace {

/*! What a person's browser does with the authorization URL: follow the redirects, to our loopback listener. */
class Browser : public QObject
{
public:
    void visit(const QUrl &url)
    {
        ++visits;
        urls << url;
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
        QNetworkReply *reply = m_nam.get(request);
        QObject::connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
    }
    int visits = 0;
    QList<QUrl> urls;

private:
    QNetworkAccessManager m_nam;
};

/*! Answers the deployment form and the release-note question of deploy_service, as a person would. */
class FormAnswerer final : public IncomingRequestHandler
{
public:
    void handleIncomingRequest(IncomingRequest *request) override
    {
        answerAsPerson(
            request, "accept", {{"environment", "staging"}, {"replicas", 1}, {"run_migrations", false}}, "Faster.");
    }
};

int countSteps(const OAuthClient *oauth, AuthStep::Kind kind, AuthStep::Outcome outcome)
{
    int count = 0;
    for (const AuthStep &step : oauth->steps())
        count += step.kind == kind && step.outcome == outcome;
    return count;
}

/*! A session on the protected demo server, its operations engine, and the browser its person uses. */
struct Rig
{
    explicit Rig(const QString &url, Era era)
        : session(config(url, era))
    {
        session.setAutoReconnect(false);
        manager.addSession(&session);
        session.oauth()->setInteraction(OAuthClient::Interaction::Browser);
        session.oauth()->setBrowserOpener([this](const QUrl &url) { browser.visit(url); });
        session.setCredentialStore(&store);
    }
    static ServerConfig config(const QString &url, Era era)
    {
        ServerConfig config = E2e::httpServer(url);
        config.era = era;
        return config;
    }
    bool connect()
    {
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        return ready.wait(20000);
    }
    Operation *launch(const QString &tool, const QJsonObject &arguments, Dialect dialect)
    {
        LaunchOptions options;
        options.server = session.config().name;
        options.tool = tool;
        options.arguments = arguments;
        options.dialect = dialect;
        return manager.launch(options);
    }

    MemoryCredentialStore store;
    McpSession session;
    OperationManager manager;
    Browser browser;
};

/*! POST /revoke for a public client (RFC 7009 §2.1: client_id in the body). */
bool revoke(const QString &mcpUrl, const QString &clientId, const QString &token)
{
    QUrl url(mcpUrl);
    url.setPath(QStringLiteral("/revoke"));
    QNetworkAccessManager nam;
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("token"), token);
    form.addQueryItem(QStringLiteral("client_id"), clientId);
    QNetworkReply *reply = nam.post(request, form.toString(QUrl::FullyEncoded).toUtf8());
    QSignalSpy finished(reply, &QNetworkReply::finished);
    const bool ok = finished.wait(5000) && reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200;
    reply->deleteLater();
    return ok;
}

// Runs `mcp-async auth login --no-browser` with \a arguments in \a login to its end, a person opening in \a browser
// the URL that it prints; what it writes to stderr goes to \a err.
void loginThroughPrintedUrl(QProcess &login, Browser &browser, QByteArray &err, const QStringList &arguments)
{
    QObject::connect(&login, &QProcess::readyReadStandardError, &login, [&] {
        err += login.readAllStandardError();
        for (const QByteArray &line : err.split('\n')) {
            if (line.startsWith("http") && browser.visits == 0)
                browser.visit(QUrl::fromEncoded(line.trimmed()));
        }
    });
    login.start(TestUtils::binaryDir() + "/app/mcp-async", QStringList {"auth", "login", "--no-browser"} + arguments);
    QVERIFY(login.waitForStarted());
    QTRY_COMPARE_WITH_TIMEOUT(login.state(), QProcess::NotRunning, 30000);
}

} // namespace

class TestE2eOAuth : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(QFile::exists(TestUtils::demoServerPath()), "the demo server is not built"); }

    void eras_data()
    {
        QTest::addColumn<Era>("era");
        QTest::addColumn<Dialect>("dialect");
        QTest::newRow("2025-11-25 tasks") << Era::Legacy << Dialect::Tasks;
        QTest::newRow("2026-07-28 tasks-ext") << Era::Modern << Dialect::TasksExt;
    }

    // Sign in on the first 401 through the browser; a long operation then outlives three access tokens (refreshed
    // before they expire), and one revoked mid-operation is refreshed on the server's 401: the operation goes on.
    void longOperationOutlivesItsTokens_data() { eras_data(); }
    void longOperationOutlivesItsTokens()
    {
        QFETCH(Era, era);
        QFETCH(Dialect, dialect);
        PeerProcess peer;
        const QString url = E2e::startHttp(peer, {"--oauth", "--oauth-auto-approve", "--oauth-token-ttl", "3"});
        QVERIFY(!url.isEmpty());
        Rig rig(url, era);
        OAuthClient *oauth = rig.session.oauth();
        QVERIFY(oauth);
        QVERIFY2(rig.connect(), qPrintable(rig.session.lastError()));
        QCOMPARE(rig.browser.visits, 1);
        QVERIFY(oauth->isSignedIn());
        QVERIFY2(oauth->tokens().scope.split(' ').contains("mcp:tools"), qPrintable(oauth->tokens().scope));
        QVERIFY2(!oauth->tokens().refreshToken.isEmpty(), "offline_access was not asked for or not granted");
        QCOMPARE(countSteps(oauth, AuthStep::Kind::Registration, AuthStep::Outcome::Ok), 1);
        QCOMPARE(countSteps(oauth, AuthStep::Kind::Token, AuthStep::Outcome::Ok), 1);
        // The redirect listener listens on the loopback address only.
        QCOMPARE(QUrlQuery(rig.browser.urls.constFirst()).queryItemValue("redirect_uri", QUrl::FullyDecoded).left(17),
            QStringLiteral("http://127.0.0.1:"));

        Operation *op = rig.launch("analyze_dataset", {{"duration_seconds", 9}, {"chunks", 9}}, dialect);
        QVERIFY(op);
        // A proactive refresh comes before the first token expires.
        QTRY_VERIFY_WITH_TIMEOUT(countSteps(oauth, AuthStep::Kind::Refresh, AuthStep::Outcome::Ok) >= 1, 5000);
        // The access token it brought is revoked behind the client's back: the next request gets 401 and the
        // client refreshes again instead of asking the person.
        const int challengesBefore = countSteps(oauth, AuthStep::Kind::Challenge, AuthStep::Outcome::Ok);
        const int refreshesBefore = countSteps(oauth, AuthStep::Kind::Refresh, AuthStep::Outcome::Ok);
        QVERIFY(revoke(url, oauth->clientId(), oauth->tokens().accessToken));
        // A request of its own right away, so that the refused token is used before the next planned refresh would
        // replace it (the operation itself may be waiting on a stream opened with an older token).
        PendingRequest *list = rig.session.request("tools/list");
        QSignalSpy listed(list, &PendingRequest::finished);
        QVERIFY(listed.wait(10000));
        QVERIFY2(list->error().isNull(), qPrintable(list->error().message));
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QVERIFY(countSteps(oauth, AuthStep::Kind::Refresh, AuthStep::Outcome::Ok) > refreshesBefore);
        QVERIFY2(countSteps(oauth, AuthStep::Kind::Challenge, AuthStep::Outcome::Ok) > challengesBefore,
            "the revoked token was never refused: the test did not test the refresh on 401");
        // Nothing of it reached the person or the operation.
        QCOMPARE(rig.browser.visits, 1);
        QCOMPARE(countSteps(oauth, AuthStep::Kind::Refresh, AuthStep::Outcome::Failed), 0);
        for (const StatusChange &change : op->statusHistory()) {
            QVERIFY2(change.status != OperationStatus::Failed && change.status != OperationStatus::Disconnected,
                qPrintable(Statuses::toString(change.status)));
        }
        QCOMPARE(op->statusHistory().constLast().status, OperationStatus::Completed);
        QVERIFY(oauth->isSignedIn());
    }

    // A tool that needs more scope: the 403 insufficient_scope brings a second sign-in for the union of scopes, and
    // the call goes through.
    void stepUp_data() { eras_data(); }
    void stepUp()
    {
        QFETCH(Era, era);
        PeerProcess peer;
        const QString url = E2e::startHttp(peer, {"--oauth", "--oauth-auto-approve"});
        QVERIFY(!url.isEmpty());
        Rig rig(url, era);
        QVERIFY2(rig.connect(), qPrintable(rig.session.lastError()));
        OAuthClient *oauth = rig.session.oauth();
        QVERIFY(!oauth->tokens().scope.split(' ').contains("mcp:deploy"));

        FormAnswerer answerer;
        rig.session.setIncomingRequestHandler(&answerer);
        McpCall *call =
            rig.session.callTool("deploy_service", {{"service", "checkout-api"}, {"duration_seconds", 0.2}});
        bool done = false;
        JsonRpcError error;
        QObject::connect(call, &McpCall::finished, call, [&] {
            done = true;
            error = call->error();
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
        QVERIFY2(!error.message.contains("403") && !error.message.contains("authoriz"), qPrintable(error.message));
        QCOMPARE(rig.browser.visits, 2);
        const QString asked = QUrlQuery(rig.browser.urls.constLast()).queryItemValue("scope", QUrl::FullyDecoded);
        QVERIFY2(asked.split(' ').contains("mcp:deploy") && asked.split(' ').contains("mcp:tools"), qPrintable(asked));
        QVERIFY(oauth->tokens().scope.split(' ').contains("mcp:deploy"));
        QCOMPARE(countSteps(oauth, AuthStep::Kind::Registration, AuthStep::Outcome::Ok), 1); // registered once
    }

    // A person slow at the browser: the requests that wait for the sign-in do not time out meanwhile, in either era.
    void slowPersonAtTheBrowser_data() { eras_data(); }
    void slowPersonAtTheBrowser()
    {
        QFETCH(Era, era);
        PeerProcess peer;
        const QString url = E2e::startHttp(peer, {"--oauth", "--oauth-auto-approve"});
        QVERIFY(!url.isEmpty());
        ServerConfig config = Rig::config(url, era);
        config.timeouts.timeoutMs = 1000; // far shorter than the person takes
        McpSession session(config);
        session.setAutoReconnect(false);
        MemoryCredentialStore store;
        Browser browser;
        QElapsedTimer clock;
        session.oauth()->setInteraction(OAuthClient::Interaction::Browser);
        session.oauth()->setBrowserOpener([&browser](const QUrl &url) {
            QTimer::singleShot(3000, &browser, [&browser, url] { browser.visit(url); });
        });
        session.setCredentialStore(&store);
        QSignalSpy ready(&session, &McpSession::ready);
        clock.start();
        session.connectToServer();
        QVERIFY2(ready.wait(20000), qPrintable(session.lastError()));
        // The tool listing needs the token in both eras (a 2026-07-28 server may answer server/discover to anyone).
        QTRY_VERIFY_WITH_TIMEOUT(!session.tools().isEmpty(), 20000);
        // Well past the request timeout (a coarse timer may fire up to 5 % early).
        QVERIFY2(clock.elapsed() >= 2500, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(session.state(), McpSession::State::Ready);
        QCOMPARE(browser.visits, 1);
        QVERIFY(session.oauth()->isSignedIn());
    }

    // A wrong static token: the connection fails and says the server refused it.
    void wrongBearerToken()
    {
        PeerProcess peer;
        const QString url = E2e::startHttp(peer, {"--oauth", "--oauth-auto-approve"});
        QVERIFY(!url.isEmpty());
        ServerConfig config = E2e::httpServer(url);
        config.auth.mode = AuthSettings::Mode::Bearer;
        config.auth.bearerToken = "not-a-token-of-this-server";
        McpSession session(config);
        session.setAutoReconnect(false);
        QSignalSpy state(&session, &McpSession::stateChanged);
        session.connectToServer();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), McpSession::State::Failed, 15000);
        QVERIFY2(session.lastError().contains("401") && session.lastError().contains("refused the bearer token"),
            qPrintable(session.lastError()));
    }

    // Both tokens revoked and nobody to sign in (a one-shot command): the request fails and says to sign in, at once.
    void revokedTokensNeedASignIn()
    {
        PeerProcess peer;
        const QString url = E2e::startHttp(peer, {"--oauth", "--oauth-auto-approve"});
        QVERIFY(!url.isEmpty());
        Rig rig(url, Era::Legacy);
        QVERIFY2(rig.connect(), qPrintable(rig.session.lastError()));
        OAuthClient *oauth = rig.session.oauth();
        // WARNING: ready() comes before the session's own first exchanges are through (notifications/initialized,
        // tools/list, the legacy-era GET listen stream). One that reaches the server after a revocation is refused
        // (401), and the client refreshes, is refused again (the refresh token is revoked), forgets its tokens and
        // signs in anew, the browser here approving by itself: all while revoke() waits for its answer. Read later,
        // tokens() would be new ones, or none for a moment (a revocation of "" is a 400). So: nobody to sign in from
        // here on, the session's exchanges through, and the tokens taken before anything is revoked.
        oauth->setInteraction(OAuthClient::Interaction::Refuse);
        if (rig.session.transport()->isListenStreamPending()) {
            QSignalSpy listening(rig.session.transport(), &Transport::listenStreamOpened);
            QVERIFY(listening.wait(15000));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!rig.session.tools().isEmpty(), 15000);
        QTRY_COMPARE_WITH_TIMEOUT(rig.session.transport()->pendingDeliveryCount(), 0, 15000);
        const OAuthTokens tokens = oauth->tokens();
        QVERIFY(revoke(url, oauth->clientId(), tokens.refreshToken));
        QVERIFY(revoke(url, oauth->clientId(), tokens.accessToken));
        const E2e::Reply reply = [&] {
            E2e::Reply r;
            PendingRequest *request = rig.session.request("tools/list");
            QObject::connect(request, &PendingRequest::finished, request, [&r, request] {
                r.done = true;
                r.error = request->error();
            });
            (void)QTest::qWaitFor([&] { return r.done; }, 15000);
            return r;
        }();
        QVERIFY(reply.done);
        QVERIFY2(reply.error.message.contains("sign in"), qPrintable(reply.error.message));
        QCOMPARE(oauth->state(), OAuthClient::State::Failed);
        QVERIFY(!oauth->isSignedIn());
        QCOMPARE(rig.browser.visits, 1);
    }

    // The command line: auth login through the printed URL, status, a call with the kept tokens, logout.
    void cliLoginCallLogout()
    {
        PeerProcess peer;
        const QString url = E2e::startHttp(peer, {"--oauth", "--oauth-auto-approve"});
        QVERIFY(!url.isEmpty());
        QTemporaryDir dir;
        const QString tokens = dir.filePath("tokens.json");
        const QStringList common {"--url", url, "--token-file", tokens};

        // Without a sign-in, a command says how to get one and does not wait for anybody.
        const E2e::CliRun before = E2e::runCli(dir.path(), QStringList {"tools"} + common, 30000);
        QCOMPARE(before.exitCode, 3);
        QVERIFY2(before.err.contains("auth login"), before.err.constData());

        QProcess login;
        Browser browser;
        QByteArray err;
        loginThroughPrintedUrl(login, browser, err, common);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(login.exitCode() == 0, err.constData());
        QCOMPARE(browser.visits, 1);
        const QJsonObject status = QJsonDocument::fromJson(login.readAllStandardOutput()).object();
        QCOMPARE(status.value("signedIn").toBool(), true);
        QVERIFY(status.value("scope").toString().contains("mcp:tools"));
        // Readable by its owner only (the User bits repeat the owner's for the current user).
        const QFile::Permissions user = QFile::ReadUser | QFile::WriteUser | QFile::ExeUser;
        QCOMPARE(QFile::permissions(tokens) & ~user, QFile::ReadOwner | QFile::WriteOwner);

        const E2e::CliRun shown = E2e::runCli(dir.path(), QStringList {"auth", "status"} + common, 30000);
        QCOMPARE(shown.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(shown.out).object().value("signedIn").toBool(), true);
        // The status never prints a token.
        QFile kept(tokens);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        const QJsonObject all = QJsonDocument::fromJson(kept.readAll()).object();
        QCOMPARE(all.size(), 1);
        const QJsonObject record = QJsonDocument::fromJson(all.begin().value().toString().toUtf8()).object();
        const QByteArray accessToken = record.value("tokens").toObject().value("access_token").toString().toUtf8();
        QVERIFY(accessToken.size() >= 32);
        QVERIFY(!shown.out.contains(accessToken) && !shown.err.contains(accessToken));

        const E2e::CliRun call = E2e::runCli(dir.path(),
            QStringList {"call", "analyze_dataset", "--args", R"({"duration_seconds":0.5,"chunks":2})"} + common,
            60000);
        QVERIFY2(call.exitCode == 0, call.err.constData());
        QVERIFY(!call.last("result").isEmpty());

        const E2e::CliRun logout = E2e::runCli(dir.path(), QStringList {"auth", "logout"} + common, 30000);
        QCOMPARE(logout.exitCode, 0);
        const E2e::CliRun after = E2e::runCli(dir.path(), QStringList {"auth", "status"} + common, 30000);
        QCOMPARE(after.exitCode, 3);
        QCOMPARE(QJsonDocument::fromJson(after.out).object().value("signedIn").toBool(), false);
    }

    // No secret store on this machine (no session bus) and no token file: the sign-in works, and says plainly that
    // it will not last, and how to keep it.
    void cliLoginWithoutASecretStore()
    {
        PeerProcess peer;
        const QString url = E2e::startHttp(peer, {"--oauth", "--oauth-auto-approve"});
        QVERIFY(!url.isEmpty());
        QTemporaryDir dir;
        QProcess login;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("DBUS_SESSION_BUS_ADDRESS", "unix:path=" + dir.filePath("no-bus"));
        env.remove("MCP_ASYNC_TOKEN_FILE");
        login.setProcessEnvironment(env);
        Browser browser;
        QByteArray err;
        loginThroughPrintedUrl(login, browser, err, {"--url", url});
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(login.exitCode() == 0, err.constData());
        const QJsonObject status = QJsonDocument::fromJson(login.readAllStandardOutput()).object();
        QCOMPARE(status.value("signedIn").toBool(), true);
        QVERIFY2(
            status.value("store").toString().startsWith("memory only"), qPrintable(status.value("store").toString()));
        QVERIFY2(err.contains("--token-file"), err.constData());
    }

    // A machine signs in as itself: client credentials, no browser, no person.
    void cliClientCredentials()
    {
        PeerProcess peer;
        const QString url = E2e::startHttp(peer, {"--oauth", "--oauth-client", "ci-robot:s3cret-of-the-robot"});
        QVERIFY(!url.isEmpty());
        QTemporaryDir dir;
        QFile secret(dir.filePath("secret"));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("s3cret-of-the-robot\n");
        secret.close();
        const QStringList common {"--url", url, "--token-file", dir.filePath("tokens.json"), "--grant",
            "client_credentials", "--client-id", "ci-robot", "--client-secret-file", secret.fileName()};
        const E2e::CliRun tools = E2e::runCli(dir.path(), QStringList {"tools"} + common, 30000);
        QVERIFY2(tools.exitCode == 0, tools.err.constData());
        QVERIFY(tools.out.contains("analyze_dataset"));

        // A wrong secret is refused with the server's reason.
        QVERIFY(secret.open(QIODevice::WriteOnly | QIODevice::Truncate));
        secret.write("wrong");
        secret.close();
        const E2e::CliRun refused = E2e::runCli(dir.path(),
            QStringList {"tools"} + common + QStringList {"--token-file", dir.filePath("other.json")}, 30000);
        QCOMPARE(refused.exitCode, 3);
        QVERIFY2(refused.err.contains("invalid_client"), refused.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestE2eOAuth)
#include "tst_e2e_oauth.moc"

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>

#include <QAction>
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include "auth/oauthclient.h"
#include "models/serverlistmodel.h"
#include "serverlistwidget.h"
#include "testmain.h"
#include "testutils.h"
#include "workspace/workspace.h"

using namespace Mcp;

// Add Protected Demo Server: the demo server with its OAuth authorization server as a child process of the server
// list, an entry of this run that signs in through the browser, and nothing of it left once the list goes.

namespace {

constexpr int kStartMs = 20000;
constexpr int kSignInMs = 30000;
const QString kName = QStringLiteral("Demo server (OAuth)");

bool accepts(quint16 port)
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    return socket.waitForConnected(2000);
}

struct Http
{
    int status = 0;
    QByteArray body;
};

// One GET, redirects left alone, without any credentials.
Http get(const QUrl &url)
{
    QNetworkAccessManager nam;
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    std::unique_ptr<QNetworkReply> reply(nam.get(request));
    (void)QTest::qWaitFor([&] { return reply->isFinished(); }, 15000);
    return {reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll()};
}

// One form POST, redirects left alone.
struct Posted
{
    int status = 0;
    QUrl location;
};
Posted post(const QUrl &url, const QByteArray &form)
{
    QNetworkAccessManager nam;
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    std::unique_ptr<QNetworkReply> reply(nam.post(request, form));
    (void)QTest::qWaitFor([&] { return reply->isFinished(); }, 15000);
    return {reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
        url.resolved(QUrl::fromEncoded(reply->rawHeader("Location")))};
}

QJsonArray savedServers()
{
    return QJsonDocument::fromJson(QSettings().value(QStringLiteral("servers")).toString().toUtf8()).array();
}

QStringList savedNames()
{
    QStringList names;
    const QJsonArray servers = savedServers();
    for (const QJsonValue &value : servers)
        names << value.toObject().value(QStringLiteral("name")).toString();
    return names;
}

QList<QProcess *> runningProcesses(const QObject *parent)
{
    QList<QProcess *> running;
    for (QProcess *process : parent->findChildren<QProcess *>()) {
        if (process->state() != QProcess::NotRunning)
            running << process;
    }
    return running;
}

} // namespace

class TestProtectedDemo : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void signsInThroughTheBrowserAndGoesWithTheList();
    void takenNameAndRestartAfterTheServerDied();
    void workspaceGoesFirst();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;
    QList<QUrl> m_opened;
};

void TestProtectedDemo::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(TestUtils::isolateSettings(
        m_dir.path(), QStringLiteral("tst_protecteddemo"), QStringLiteral("mcp-async-inspector-test-protecteddemo")));
    QVERIFY(!ServerListWidget::demoServerPath().isEmpty());
}

void TestProtectedDemo::init()
{
    QSettings().clear();
    m_opened.clear();
    m_workspace = std::make_unique<Workspace>();
    // As the main window does, except that the "browser" only records where it was sent.
    m_workspace->servers()->setOAuthSetup([this](OAuthClient *oauth) {
        oauth->setInteraction(OAuthClient::Interaction::Browser);
        oauth->setBrowserOpener([this](const QUrl &url) { m_opened << url; });
    });
}

void TestProtectedDemo::signsInThroughTheBrowserAndGoesWithTheList()
{
    ServerListModel *model = m_workspace->servers();
    auto widget = std::make_unique<ServerListWidget>(model);
    // A server of the person's own, which must stay in the settings throughout.
    ServerConfig other;
    other.name = QStringLiteral("Other");
    other.kind = ServerConfig::Kind::StreamableHttp;
    other.url = QUrl(QStringLiteral("http://example.invalid/mcp"));
    model->addServer(other, false);

    QAction *action = widget->protectedDemoAction();
    QVERIFY(action);
    QCOMPARE(action->objectName(), QStringLiteral("addProtectedDemoAction"));
    QVERIFY(action->isEnabled());
    QVERIFY2(action->toolTip().contains(QStringLiteral("127.0.0.1")), qPrintable(action->toolTip()));
    QSignalSpy messages(widget.get(), &ServerListWidget::message);

    action->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(model->rowOf(kName) >= 0, kStartMs);
    McpSession *session = model->session(model->rowOf(kName));
    const ServerConfig config = session->config();
    QCOMPARE(config.kind, ServerConfig::Kind::StreamableHttp);
    QCOMPARE(config.url.scheme(), QStringLiteral("http"));
    QCOMPARE(config.url.host(), QStringLiteral("127.0.0.1"));
    QCOMPARE(config.url.path(), QStringLiteral("/mcp"));
    QVERIFY(config.url.port() > 0);
    QCOMPARE(config.era, Era::Auto);
    QCOMPARE(config.auth.mode, AuthSettings::Mode::Automatic);
    QCOMPARE(widget->currentSession(), session);
    QVERIFY(!messages.isEmpty());
    QVERIFY2(messages.last().first().toString().contains(config.url.toString()),
        qPrintable(messages.last().first().toString()));
    const auto port = quint16(config.url.port());
    QVERIFY(accepts(port));

    // The server's 401 starts the sign-in, which waits for a person in the browser.
    QVERIFY(session->oauth());
    QTRY_COMPARE_WITH_TIMEOUT(session->oauth()->state(), OAuthClient::State::WaitingForBrowser, kSignInMs);
    const QUrl authorize = session->oauth()->pendingAuthorizationUrl();
    QCOMPARE(authorize.scheme(), config.url.scheme());
    QCOMPARE(authorize.host(), config.url.host());
    QCOMPARE(authorize.port(), config.url.port());
    QCOMPARE(m_opened, QList<QUrl> {authorize});
    // No auto-approval: the browser gets the consent page.
    const Http page = get(authorize);
    QCOMPARE(page.status, 200);
    QVERIFY2(page.body.contains("Approve") && page.body.contains("Deny"), page.body.left(400).constData());

    // The person approves: the form goes back, and the browser follows the redirect to the inspector's listener.
    static const QRegularExpression ticketField(QStringLiteral("name=\"ticket\" value=\"([^\"]+)\""));
    const QRegularExpressionMatch ticket = ticketField.match(QString::fromUtf8(page.body));
    QVERIFY(ticket.hasMatch());
    QUrl consent = authorize;
    consent.setQuery(QString());
    const Posted approved =
        post(consent, "ticket=" + QUrl::toPercentEncoding(ticket.captured(1)) + "&decision=approve");
    QCOMPARE(approved.status, 303);
    QVERIFY(approved.location.toString().startsWith(QStringLiteral("http://127.0.0.1:")));
    QCOMPARE(get(approved.location).status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(session->oauth()->isSignedIn(), kSignInMs);
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), McpSession::State::Ready, kSignInMs);
    // What the list says now is where the server is, not a sign-in that is over.
    QVERIFY2(!messages.last().first().toString().contains(QStringLiteral("approve")),
        qPrintable(messages.last().first().toString()));
    QVERIFY(messages.last().first().toString().contains(config.url.toString()));

    // The entry belongs to this run: the settings never hold it, but keep the person's own.
    QCOMPARE(savedNames(), QStringList {QStringLiteral("Other")});
    QVERIFY(!QSettings().value(QStringLiteral("servers")).toString().contains(QString::number(port)));

    // Again while it runs: the entry is selected, no second server starts.
    widget->setCurrentServer(QStringLiteral("Other"));
    QCOMPARE(widget->currentSession()->config().name, QStringLiteral("Other"));
    action->trigger();
    QCOMPARE(widget->currentSession(), session);
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(runningProcesses(widget.get()).size(), 1);

    // The list goes (the inspector quits): its server and its entry go too.
    widget.reset();
    QCOMPARE(model->rowOf(kName), -1);
    QCOMPARE(model->rowCount(), 1);
    QTRY_VERIFY(!accepts(port));
    QCOMPARE(savedNames(), QStringList {QStringLiteral("Other")});
}

void TestProtectedDemo::takenNameAndRestartAfterTheServerDied()
{
    ServerListModel *model = m_workspace->servers();
    auto widget = std::make_unique<ServerListWidget>(model);
    // The person's own server of that name is left alone.
    ServerConfig mine;
    mine.name = kName;
    mine.kind = ServerConfig::Kind::StreamableHttp;
    mine.url = QUrl(QStringLiteral("http://example.invalid/mcp"));
    model->addServer(mine, false);
    const QString managed = kName + QStringLiteral(" (2)");

    QSignalSpy messages(widget.get(), &ServerListWidget::message);
    widget->protectedDemoAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(model->rowOf(managed) >= 0, kStartMs);
    McpSession *session = model->session(model->rowOf(managed));
    QCOMPARE(session->config().url.host(), QStringLiteral("127.0.0.1"));
    QCOMPARE(model->session(model->rowOf(kName))->config().url, mine.url);
    const auto firstPort = quint16(session->config().url.port());
    QVERIFY(accepts(firstPort));
    QTRY_COMPARE_WITH_TIMEOUT(session->oauth()->state(), OAuthClient::State::WaitingForBrowser, kSignInMs);
    QCOMPARE(m_opened.size(), 1);

    // The server dies while the inspector runs: the entry stays, and says so once it tries again.
    const QList<QProcess *> processes = runningProcesses(widget.get());
    QCOMPARE(processes.size(), 1);
    processes.first()->kill();
    QTRY_VERIFY(!messages.isEmpty() && messages.last().first().toString().contains(QStringLiteral("stopped")));
    QCOMPARE(model->rowOf(session), model->rowOf(managed));
    QVERIFY(!accepts(firstPort));

    // Add it again: a new server, the same entry with the new address, connected and selected.
    messages.clear();
    widget->setCurrentServer(kName);
    widget->protectedDemoAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(runningProcesses(widget.get()).size() == 1 && !messages.isEmpty()
            && messages.last().first().toString().contains(QStringLiteral("listens on")),
        kStartMs);
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->rowOf(session), model->rowOf(managed));
    QCOMPARE(widget->currentSession(), session);
    QVERIFY2(messages.last().first().toString().contains(session->config().url.toString()),
        qPrintable(messages.last().first().toString()));
    const auto secondPort = quint16(session->config().url.port());
    QVERIFY(accepts(secondPort));
    // It signs in to the new server, whose consent page the browser is sent to.
    QTRY_COMPARE_WITH_TIMEOUT(session->oauth()->state(), OAuthClient::State::WaitingForBrowser, kSignInMs);
    QCOMPARE(session->oauth()->pendingAuthorizationUrl().port(), int(secondPort));
    QCOMPARE(m_opened.size(), 2);
    QCOMPARE(m_opened.last(), session->oauth()->pendingAuthorizationUrl());
    QCOMPARE(savedNames(), QStringList {kName});

    widget.reset();
    QCOMPARE(model->names(), QStringList {kName});
    QTRY_VERIFY(!accepts(secondPort));
    QCOMPARE(savedNames(), QStringList {kName});
}

void TestProtectedDemo::workspaceGoesFirst()
{
    // In the main window the workspace (with the model and its sessions) dies before the server list.
    auto widget = std::make_unique<ServerListWidget>(m_workspace->servers());
    widget->protectedDemoAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_workspace->servers()->rowOf(kName) >= 0, kStartMs);
    McpSession *session = m_workspace->servers()->session(m_workspace->servers()->rowOf(kName));
    const auto port = quint16(session->config().url.port());
    QVERIFY(accepts(port));
    widget->save(); // the main window's last save, at its close
    m_workspace.reset();
    QVERIFY(!widget->model());
    widget.reset();
    QTRY_VERIFY(!accepts(port));
    QCOMPARE(savedNames(), QStringList());
}

MCP_TEST_MAIN(TestProtectedDemo)

#include "tst_protecteddemo.moc"

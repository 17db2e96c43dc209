// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>
#include <tuple>

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUrlQuery>

#include "auth/credentialstore.h"
#include "auth/oauthclient.h"
#include "authdebuggerview.h"
#include "models/serverlistmodel.h"
#include "serverdialog.h"
#include "session/mcpsession.h"
#include "testmain.h"
#include "theme.h"

using namespace Mcp;

namespace {

/*!
 * A tiny authorization server and protected MCP endpoint on 127.0.0.1: protected resource metadata for /mcp,
 * authorization server metadata (S256), dynamic registration, an authorization endpoint that approves at once
 * (a 302 back to the redirect URI with code, state and iss) and a token endpoint that either issues tokens or
 * refuses with invalid_grant.
 */
class FakeAuthServer
{
public:
    QString origin;
    QString accessToken = QStringLiteral("at-VISIBLE-ONLY-WHEN-REVEALED-0123456789");
    QString refreshToken = QStringLiteral("rt-VISIBLE-ONLY-WHEN-REVEALED-9876543210");
    QString code = QStringLiteral("code-abcdefghijklmnop");
    QString lastVerifier;
    bool refuseTokens = false;

    bool start()
    {
        const quint16 port = m_server.listen(QHostAddress::LocalHost, 0);
        if (port == 0)
            return false;
        origin = QStringLiteral("http://127.0.0.1:%1").arg(port);
        m_server.route("/.well-known/oauth-protected-resource/mcp", [this] {
            return QHttpServerResponse(QJsonObject {{"resource", QString(origin + "/mcp")},
                {"authorization_servers", QJsonArray {origin}}, {"scopes_supported", QJsonArray {"mcp:tools"}}});
        });
        m_server.route("/.well-known/oauth-authorization-server", [this] {
            return QHttpServerResponse(
                QJsonObject {{"issuer", origin}, {"authorization_endpoint", QString(origin + "/authorize")},
                    {"token_endpoint", QString(origin + "/token")},
                    {"registration_endpoint", QString(origin + "/register")},
                    {"response_types_supported", QJsonArray {"code"}},
                    {"code_challenge_methods_supported", QJsonArray {"S256"}},
                    {"token_endpoint_auth_methods_supported", QJsonArray {"none"}}});
        });
        m_server.route("/register", QHttpServerRequest::Method::Post, [](const QHttpServerRequest &request) {
            QJsonObject client = QJsonDocument::fromJson(request.body()).object();
            client.insert("client_id", "client-123");
            client.insert("token_endpoint_auth_method", "none");
            return QHttpServerResponse(client, QHttpServerResponse::StatusCode::Created);
        });
        m_server.route("/authorize", [this](const QHttpServerRequest &request) {
            const QUrlQuery query = request.query();
            QUrl back(query.queryItemValue("redirect_uri", QUrl::FullyDecoded));
            QUrlQuery answer;
            answer.addQueryItem("code", code);
            answer.addQueryItem("state", query.queryItemValue("state", QUrl::FullyDecoded));
            answer.addQueryItem("iss", QString::fromUtf8(QUrl::toPercentEncoding(origin)));
            back.setQuery(answer);
            QHttpServerResponse response(QHttpServerResponse::StatusCode::Found);
            response.setHeader("Location", back.toEncoded());
            return response;
        });
        m_server.route("/token", QHttpServerRequest::Method::Post, [this](const QHttpServerRequest &request) {
            const QUrlQuery form(QString::fromUtf8(request.body()));
            lastVerifier = form.queryItemValue("code_verifier", QUrl::FullyDecoded);
            if (refuseTokens) {
                return QHttpServerResponse(
                    QJsonObject {{"error", "invalid_grant"}}, QHttpServerResponse::StatusCode::BadRequest);
            }
            return QHttpServerResponse(QJsonObject {{"access_token", accessToken}, {"token_type", "Bearer"},
                {"expires_in", 300}, {"refresh_token", refreshToken}, {"scope", "mcp:tools"}});
        });
        return true;
    }

private:
    QHttpServer m_server;
};

ServerConfig httpConfig(const QString &url)
{
    ServerConfig config;
    config.name = QStringLiteral("Fake");
    config.kind = ServerConfig::Kind::StreamableHttp;
    config.url = QUrl(url);
    return config;
}

// The row of the last step of \a kind, or -1.
int rowOf(const AuthDebuggerView &view, const QString &kind)
{
    const QAbstractItemModel *model = view.stepsView()->model();
    for (int row = model->rowCount() - 1; row >= 0; --row) {
        if (model->index(row, 0).data(AuthDebuggerView::KindRole).toString() == kind)
            return row;
    }
    return -1;
}

QString outcomeOf(const AuthDebuggerView &view, const QString &kind)
{
    const int row = rowOf(view, kind);
    return row < 0 ? QString()
                   : view.stepsView()->model()->index(row, AuthDebuggerView::OutcomeColumn).data().toString();
}

int countOf(const AuthDebuggerView &view, const QString &kind, const QString &outcome)
{
    const QAbstractItemModel *model = view.stepsView()->model();
    int count = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(AuthDebuggerView::KindRole).toString() == kind
            && model->index(row, AuthDebuggerView::OutcomeColumn).data().toString() == outcome)
            ++count;
    }
    return count;
}

void select(const AuthDebuggerView &view, int row)
{
    QTreeView *tree = view.stepsView();
    tree->selectionModel()->setCurrentIndex(
        tree->model()->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

QAbstractButton *button(QWidget *parent, const char *name)
{
    return parent->findChild<QAbstractButton *>(QLatin1String(name));
}

// What a screen reader would miss: controls reachable by Tab without a name, inputs without a description.
QStringList unnamedControls(QWidget *root)
{
    QStringList missing;
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root) || widget->focusPolicy() == Qt::NoFocus || !widget->isEnabled())
            continue;
        if (qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
            continue;
        if (qobject_cast<QAbstractScrollArea *>(widget->parentWidget())
            && widget->objectName() == QLatin1String("qt_scrollarea_viewport"))
            continue;
        QAccessibleInterface *face = QAccessible::queryAccessibleInterface(widget);
        const QString what = QString::fromLatin1(widget->metaObject()->className()) + '#' + widget->objectName();
        if (!face || face->text(QAccessible::Name).trimmed().isEmpty())
            missing << what + " (name)";
        const bool input = qobject_cast<QLineEdit *>(widget) || qobject_cast<QComboBox *>(widget)
            || qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QAbstractItemView *>(widget)
            || qobject_cast<QPlainTextEdit *>(widget);
        if (input && face && face->text(QAccessible::Description).trimmed().isEmpty())
            missing << what + " (description)";
    }
    return missing;
}

// A headless sign-in to a FakeAuthServer, followed in the auth debugger of its session.
struct DebuggerRig
{
    FakeAuthServer server;
    std::unique_ptr<McpSession> session;
    AuthDebuggerView view;

    /*! Starts the server and shows the view at \a size; false when either fails. */
    bool start(const QSize &size)
    {
        if (!server.start())
            return false;
        session = std::make_unique<McpSession>(httpConfig(server.origin + "/mcp"));
        if (!session->oauth())
            return false;
        session->oauth()->setInteraction(OAuthClient::Interaction::Headless);
        view.setSession(session.get());
        view.resize(size);
        view.show();
        return QTest::qWaitForWindowExposed(&view);
    }
};

} // namespace

class TestAuthViews : public QObject
{
    Q_OBJECT

private slots:
    void dialogRoundTrip_data();
    void dialogRoundTrip();
    void dialogKeepsWhatItDoesNotShow();
    void dialogProblems();
    void dialogEnablesFieldsPerMode();
    void dialogSecretsAreHiddenUntilShown();
    void dialogFitsSmallScreens();
    void dialogLabelsAreWhole();
    void dialogControlsAreNamed();

    void debuggerPlaceholder();
    void debuggerFollowsARealSignIn();
    void debuggerScrollsToTheNewestStep();
    void signInLinkWhileWaitingForTheBrowser();
    void noBrowserShowsTheSignInLink();
    void debuggerShowsAFailedSignIn();
};

void TestAuthViews::dialogRoundTrip_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("grant");
    QTest::newRow("automatic") << int(AuthSettings::Mode::Automatic) << int(AuthSettings::Grant::AuthorizationCode);
    QTest::newRow("oauth") << int(AuthSettings::Mode::OAuth) << int(AuthSettings::Grant::AuthorizationCode);
    QTest::newRow("oauth client credentials")
        << int(AuthSettings::Mode::OAuth) << int(AuthSettings::Grant::ClientCredentials);
    QTest::newRow("bearer") << int(AuthSettings::Mode::Bearer) << int(AuthSettings::Grant::AuthorizationCode);
    QTest::newRow("none") << int(AuthSettings::Mode::None) << int(AuthSettings::Grant::AuthorizationCode);
}

void TestAuthViews::dialogRoundTrip()
{
    QFETCH(int, mode);
    QFETCH(int, grant);
    ServerConfig config = httpConfig("https://mcp.example.com/mcp");
    config.auth.mode = AuthSettings::Mode(mode);
    config.auth.grant = AuthSettings::Grant(grant);
    config.auth.clientId = "my-client";
    config.auth.clientSecret = "s3cret-client-secret";
    config.auth.clientMetadataUrl = QUrl("https://app.example.com/client.json");
    config.auth.scopes = "mcp:tools mcp:resources";
    config.auth.redirectPort = 8765;
    config.auth.bearerToken = "static-bearer-token";

    ServerDialog dialog;
    dialog.setConfig(config);
    QVERIFY2(dialog.problems().isEmpty(), qPrintable(dialog.problems().join('\n')));
    const ServerConfig read = dialog.config();
    QCOMPARE(int(read.auth.mode), mode);
    QCOMPARE(int(read.auth.grant), grant);
    QCOMPARE(read.auth.clientId, config.auth.clientId);
    QCOMPARE(read.auth.clientSecret, config.auth.clientSecret);
    QCOMPARE(read.auth.clientMetadataUrl, config.auth.clientMetadataUrl);
    QCOMPARE(read.auth.scopes, config.auth.scopes);
    QCOMPARE(read.auth.redirectPort, config.auth.redirectPort);
    QCOMPARE(read.auth.bearerToken, config.auth.bearerToken);
    QVERIFY(read.auth == config.auth);
    // The widgets show it: the secrets too (behind a password echo).
    QCOMPARE(dialog.findChild<QComboBox *>("authMode")->currentData().toInt(), mode);
    QCOMPARE(dialog.findChild<QLineEdit *>("clientSecret")->text(), config.auth.clientSecret);
    QCOMPARE(dialog.findChild<QLineEdit *>("bearerToken")->text(), config.auth.bearerToken);

    // Edited in the widgets, given back.
    dialog.findChild<QLineEdit *>("clientId")->setText("  other-client ");
    dialog.findChild<QSpinBox *>("redirectPort")->setValue(0);
    QCOMPARE(dialog.config().auth.clientId, QString("other-client"));
    QCOMPARE(dialog.config().auth.redirectPort, quint16(0));
}

void TestAuthViews::dialogKeepsWhatItDoesNotShow()
{
    ServerConfig config = httpConfig("https://mcp.example.com/mcp");
    config.auth.mode = AuthSettings::Mode::OAuth;
    config.auth.grant = AuthSettings::Grant::CrossApp;
    config.auth.clientId = "ci";
    config.auth.privateKeyPem = "-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n";
    config.auth.tokenEndpointAuthMethod = "private_key_jwt";
    config.auth.idpTokenEndpoint = QUrl("https://idp.example.com/token");
    config.auth.idpClientId = "idp-client";
    ServerDialog dialog;
    dialog.setConfig(config);
    QVERIFY(dialog.config().auth == config.auth);
    // A configuration without cross-app access does not offer it.
    dialog.setConfig(httpConfig("https://mcp.example.com/mcp"));
    auto *grant = dialog.findChild<QComboBox *>("grant");
    QCOMPARE(grant->findData(int(AuthSettings::Grant::CrossApp)), -1);
    QCOMPARE(grant->count(), 2);
    QVERIFY(dialog.config().auth == AuthSettings());
    // Nor workload identity, which is kept the same way, with its JWT.
    config.auth.grant = AuthSettings::Grant::WorkloadIdentity;
    config.auth.assertion = "eyJhbGciOiJFUzI1NiJ9.e30.sig";
    dialog.setConfig(config);
    QCOMPARE(grant->currentData().toInt(), int(AuthSettings::Grant::WorkloadIdentity));
    QCOMPARE(grant->findData(int(AuthSettings::Grant::CrossApp)), -1);
    QVERIFY(dialog.config().auth == config.auth);
    // The settings file names it, and keeps the JWT out.
    const QJsonObject saved = config.auth.toJson();
    QCOMPARE(saved.value("grant").toString(), QString("jwt_bearer"));
    QVERIFY(!QJsonDocument(saved).toJson().contains("eyJhbGci"));
    QCOMPARE(AuthSettings::fromJson(saved).grant, AuthSettings::Grant::WorkloadIdentity);
}

void TestAuthViews::dialogProblems()
{
    ServerDialog dialog;
    ServerConfig config = httpConfig("https://mcp.example.com/mcp");
    dialog.setConfig(config);
    QCOMPARE(dialog.problems(), QStringList());
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());

    auto *mode = dialog.findChild<QComboBox *>("authMode");
    auto *grant = dialog.findChild<QComboBox *>("grant");
    auto *clientId = dialog.findChild<QLineEdit *>("clientId");
    auto *metadata = dialog.findChild<QLineEdit *>("clientMetadataUrl");
    auto *bearer = dialog.findChild<QLineEdit *>("bearerToken");

    // A bearer mode without a token.
    mode->setCurrentIndex(mode->findData(int(AuthSettings::Mode::Bearer)));
    QCOMPARE(dialog.problems(), QStringList {"Enter the bearer token, or choose another authorization mode."});
    QVERIFY(!ok->isEnabled());
    QCOMPARE(dialog.findChild<QLabel *>("hint")->text(), dialog.problems().constFirst());
    bearer->setText("tok");
    QCOMPARE(dialog.problems(), QStringList());
    QVERIFY(ok->isEnabled());

    // Client credentials without a client id.
    mode->setCurrentIndex(mode->findData(int(AuthSettings::Mode::OAuth)));
    grant->setCurrentIndex(grant->findData(int(AuthSettings::Grant::ClientCredentials)));
    QCOMPARE(dialog.problems(), QStringList {"Client credentials need a client ID."});
    clientId->setText("machine");
    QCOMPARE(dialog.problems(), QStringList());

    // A Client ID Metadata Document must be https.
    grant->setCurrentIndex(grant->findData(int(AuthSettings::Grant::AuthorizationCode)));
    metadata->setText("http://app.example.com/client.json");
    QCOMPARE(dialog.problems(), QStringList {"The client metadata URL must be an https:// URL."});
    metadata->setText("not a url");
    QCOMPARE(dialog.problems(), QStringList {"The client metadata URL must be an https:// URL."});
    metadata->setText("https://app.example.com/client.json");
    QCOMPARE(dialog.problems(), QStringList());

    // The metadata URL is not used with a bearer token: only the missing token counts.
    metadata->setText("http://app.example.com/client.json");
    mode->setCurrentIndex(mode->findData(int(AuthSettings::Mode::Bearer)));
    bearer->clear();
    QCOMPARE(dialog.problems(), QStringList {"Enter the bearer token, or choose another authorization mode."});
    // A stdio server has no authorization: nothing to complain about there.
    auto *transport = dialog.findChild<QComboBox *>("transport");
    transport->setCurrentIndex(transport->findData(int(ServerConfig::Kind::Stdio)));
    dialog.findChild<QLineEdit *>("command")->setText("npx");
    QCOMPARE(dialog.problems(), QStringList());
}

void TestAuthViews::dialogEnablesFieldsPerMode()
{
    ServerDialog dialog;
    dialog.setConfig(httpConfig("https://mcp.example.com/mcp"));
    auto *mode = dialog.findChild<QComboBox *>("authMode");
    auto *grant = dialog.findChild<QComboBox *>("grant");
    const QStringList oauthFields {"clientId", "clientSecret", "clientMetadataUrl", "scopes", "grant", "redirectPort"};
    const auto enabled = [&dialog](const QString &name) {
        QWidget *widget = dialog.findChild<QWidget *>(name);
        return widget && widget->isEnabled();
    };
    for (const auto &[value, oauth, bearer] : {std::tuple {AuthSettings::Mode::Automatic, true, false},
             std::tuple {AuthSettings::Mode::OAuth, true, false}, std::tuple {AuthSettings::Mode::Bearer, false, true},
             std::tuple {AuthSettings::Mode::None, false, false}}) {
        mode->setCurrentIndex(mode->findData(int(value)));
        for (const QString &name : oauthFields)
            QVERIFY2(enabled(name) == oauth, qPrintable(name + " in mode " + AuthSettings::modeToString(value)));
        QVERIFY2(enabled("bearerToken") == bearer, qPrintable(AuthSettings::modeToString(value)));
        QVERIFY(enabled("authMode"));
    }
    // Client credentials need no browser: no redirect port, no metadata document.
    mode->setCurrentIndex(mode->findData(int(AuthSettings::Mode::OAuth)));
    grant->setCurrentIndex(grant->findData(int(AuthSettings::Grant::ClientCredentials)));
    QVERIFY(!enabled("redirectPort"));
    QVERIFY(!enabled("clientMetadataUrl"));
    QVERIFY(enabled("clientId"));
    QVERIFY(enabled("clientSecret"));

    // The group belongs to the network transports.
    auto *group = dialog.findChild<QGroupBox *>("authorization");
    QVERIFY(group->isVisibleTo(&dialog));
    auto *transport = dialog.findChild<QComboBox *>("transport");
    transport->setCurrentIndex(transport->findData(int(ServerConfig::Kind::Stdio)));
    QVERIFY(!group->isVisibleTo(&dialog));
    transport->setCurrentIndex(transport->findData(int(ServerConfig::Kind::WebSocket)));
    QVERIFY(group->isVisibleTo(&dialog));
}

void TestAuthViews::dialogSecretsAreHiddenUntilShown()
{
    ServerDialog dialog;
    ServerConfig config = httpConfig("https://mcp.example.com/mcp");
    config.auth.clientSecret = "s3cret";
    dialog.setConfig(config);
    for (const char *name : {"clientSecret", "bearerToken"}) {
        auto *edit = dialog.findChild<QLineEdit *>(name);
        QCOMPARE(edit->echoMode(), QLineEdit::Password);
        auto *show = edit->findChild<QAction *>(QLatin1String(name) + "Show");
        QVERIFY(show);
        QVERIFY(show->isCheckable());
        show->setChecked(true);
        QCOMPARE(edit->echoMode(), QLineEdit::Normal);
        // Opened again: hidden again.
        dialog.setConfig(config);
        QCOMPARE(edit->echoMode(), QLineEdit::Password);
    }
    QVERIFY(dialog.findChild<QLabel *>("authNote")->text().contains("secret store"));
}

void TestAuthViews::dialogFitsSmallScreens()
{
    ServerDialog dialog;
    for (ServerConfig::Kind kind : {ServerConfig::Kind::StreamableHttp, ServerConfig::Kind::Stdio}) {
        ServerConfig config = httpConfig("https://mcp.example.com/mcp");
        config.kind = kind;
        dialog.setConfig(config);
        dialog.adjustSize();
        const QSize hint = dialog.sizeHint();
        QVERIFY2(hint.height() <= 660, qPrintable(QString("height %1").arg(hint.height())));
        QVERIFY2(hint.width() <= 1000, qPrintable(QString("width %1").arg(hint.width())));
        QVERIFY2(dialog.minimumSizeHint().height() <= 660,
            qPrintable(QString("minimum height %1").arg(dialog.minimumSizeHint().height())));
    }
}

// The dialog shown on a small screen is as wide as its layout needs: a new window takes at most two thirds of the
// screen, and a minimum width set on the dialog once let it be narrower than its layout, cutting the labels.
void TestAuthViews::dialogLabelsAreWhole()
{
    ServerDialog dialog;
    dialog.setConfig(httpConfig("https://mcp.example.com/mcp"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY2(dialog.width() >= dialog.layout()->totalMinimumSize().width(),
        qPrintable(QString("%1 < %2").arg(dialog.width()).arg(dialog.layout()->totalMinimumSize().width())));
    QVERIFY(dialog.width() >= 560);
    QStringList cut;
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        if (!label->isVisible() || label->wordWrap() || label->text().isEmpty())
            continue;
        if (label->width() < label->minimumSizeHint().width())
            cut << QString("%1 (%2 < %3)").arg(label->text()).arg(label->width()).arg(label->minimumSizeHint().width());
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(", ")));
}

void TestAuthViews::dialogControlsAreNamed()
{
    ServerDialog dialog;
    dialog.setConfig(httpConfig("https://mcp.example.com/mcp"));
    auto *mode = dialog.findChild<QComboBox *>("authMode");
    for (AuthSettings::Mode value : {AuthSettings::Mode::OAuth, AuthSettings::Mode::Bearer}) {
        mode->setCurrentIndex(mode->findData(int(value)));
        const QStringList missing = unnamedControls(&dialog);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(", ")));
    }
    auto *transport = dialog.findChild<QComboBox *>("transport");
    transport->setCurrentIndex(transport->findData(int(ServerConfig::Kind::Stdio)));
    const QStringList missing = unnamedControls(&dialog);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(", ")));
}

void TestAuthViews::debuggerPlaceholder()
{
    AuthDebuggerView view;
    QCOMPARE(view.objectName(), QString("authDebugger"));
    auto *placeholder = view.findChild<QLabel *>("authPlaceholder");
    QVERIFY(placeholder->isVisibleTo(&view));
    QVERIFY(placeholder->text().contains("Streamable HTTP"));
    QVERIFY(!view.findChild<QTreeView *>("authSteps")->isVisibleTo(&view));

    ServerConfig stdio;
    stdio.name = "Local";
    stdio.kind = ServerConfig::Kind::Stdio;
    stdio.command = "true";
    McpSession local(stdio);
    view.setSession(&local);
    QVERIFY(!local.oauth());
    QVERIFY(placeholder->isVisibleTo(&view));
    QVERIFY2(placeholder->text().contains("Streamable HTTP"), qPrintable(placeholder->text()));

    ServerConfig none = httpConfig("http://127.0.0.1:1/mcp");
    none.auth.mode = AuthSettings::Mode::None;
    McpSession plain(none);
    view.setSession(&plain);
    QVERIFY(placeholder->isVisibleTo(&view));
    QVERIFY2(placeholder->text().contains("no authorization"), qPrintable(placeholder->text()));

    // The configuration changes to one with authorization: the client comes, the placeholder goes.
    none.auth.mode = AuthSettings::Mode::Automatic;
    plain.setConfig(none);
    QVERIFY(plain.oauth());
    QCOMPARE(view.client(), plain.oauth());
    QVERIFY(!placeholder->isVisibleTo(&view));
    QVERIFY(view.findChild<QTreeView *>("authSteps")->isVisibleTo(&view));
    QCOMPARE(view.statusText(), QString("signed out"));
    QVERIFY(!button(&view, "signOutButton")->isEnabled());
    QVERIFY(!button(&view, "clearStepsButton")->isEnabled());
    QVERIFY(button(&view, "signInButton")->isEnabled());
}

void TestAuthViews::debuggerFollowsARealSignIn()
{
    DebuggerRig rig;
    QVERIFY(rig.start({1000, 460}));
    const FakeAuthServer &server = rig.server;
    McpSession &session = *rig.session;
    AuthDebuggerView &view = rig.view;
    QVERIFY(!view.revealSecrets());
    QVERIFY(!view.isCountingDown());
    QCOMPARE(view.expiryText(), QString());

    button(&view, "signInButton")->click();
    QTRY_COMPARE(session.oauth()->state(), OAuthClient::State::SignedIn);
    for (const char *kind : {"resource-metadata", "server-metadata", "registration", "authorize", "token"})
        QTRY_COMPARE(outcomeOf(view, kind), QString("ok"));
    const QAbstractItemModel *model = view.stepsView()->model();
    QCOMPARE(model->rowCount(), int(session.oauth()->steps().size()));
    const int tokenRow = rowOf(view, "token");
    QCOMPARE(model->index(tokenRow, AuthDebuggerView::MethodColumn).data().toString(), QString("POST"));
    QCOMPARE(model->index(tokenRow, AuthDebuggerView::StatusColumn).data().toString(), QString("200"));
    QCOMPARE(model->index(tokenRow, AuthDebuggerView::UrlColumn).data().toString(), server.origin + "/token");
    QVERIFY(model->index(tokenRow, AuthDebuggerView::DurationColumn).data().toString().toInt() >= 0);
    static const QRegularExpression timeOfDay("^\\d\\d:\\d\\d:\\d\\d\\.\\d\\d\\d$");
    QVERIFY(timeOfDay.match(model->index(tokenRow, AuthDebuggerView::TimeColumn).data().toString()).hasMatch());
    QVERIFY2(view.statusText().startsWith("signed in"), qPrintable(view.statusText()));
    QVERIFY(button(&view, "signOutButton")->isEnabled());
    QVERIFY(button(&view, "refreshTokenButton")->isEnabled());
    QVERIFY(button(&view, "clearStepsButton")->isEnabled());
    QVERIFY(button(&view, "exportAuthSteps")->isEnabled());

    // The countdown: the remaining lifetime (300 s from the token response), ticking.
    QVERIFY(view.isCountingDown());
    static const QRegularExpression countdown("^token expires in (\\d+):(\\d\\d)$");
    const QRegularExpressionMatch match = countdown.match(view.expiryText());
    QVERIFY2(match.hasMatch(), qPrintable(view.expiryText()));
    const qint64 shown = match.captured(1).toInt() * 60 + match.captured(2).toInt();
    const qint64 remaining = QDateTime::currentDateTimeUtc().secsTo(session.oauth()->tokens().expiresAt);
    QVERIFY2(qAbs(shown - remaining) <= 2, qPrintable(QString("%1 shown, %2 left").arg(shown).arg(remaining)));
    QVERIFY(remaining > 290 && remaining <= 300);
    const QString before = view.expiryText();
    QTRY_VERIFY_WITH_TIMEOUT(view.expiryText() != before, 3000);
    QVERIFY(countdown.match(view.expiryText()).hasMatch());
    view.hide();
    QVERIFY(!view.isCountingDown());
    view.show();
    QVERIFY(view.isCountingDown());

    // The token step in full, its secrets cut until revealed.
    QVERIFY(!server.lastVerifier.isEmpty());
    select(view, tokenRow);
    QString detail = view.detailText();
    QVERIFY2(detail.contains("POST " + server.origin + "/token"), qPrintable(detail));
    QVERIFY2(detail.contains("HTTP 200"), qPrintable(detail));
    QVERIFY2(detail.contains("grant_type = authorization_code"), qPrintable(detail));
    QVERIFY2(detail.contains("access_token"), qPrintable(detail));
    for (const QString &secret : {server.accessToken, server.refreshToken, server.lastVerifier, server.code})
        QVERIFY2(!detail.contains(secret), qPrintable(secret + " shown in\n" + detail));
    QVERIFY(!view.stepsJson().contains(server.accessToken.toUtf8()));
    QVERIFY(!view.stepsJson().contains(server.code.toUtf8()));
    // Nowhere in the table either: the authorization step's redirect carried the code.
    select(view, rowOf(view, "authorize"));
    QVERIFY(!view.detailText().isEmpty());
    QVERIFY2(!view.detailText().contains(server.code), qPrintable(view.detailText()));

    select(view, tokenRow);
    view.findChild<QCheckBox *>("revealSecrets")->click();
    QVERIFY(view.revealSecrets());
    detail = view.detailText();
    QVERIFY2(detail.contains(server.accessToken), qPrintable(detail));
    QVERIFY2(detail.contains(server.lastVerifier), qPrintable(detail));
    QVERIFY(view.stepsJson().contains(server.accessToken.toUtf8()));
    const QJsonArray exported = QJsonDocument::fromJson(view.stepsJson()).array();
    QCOMPARE(exported.size(), model->rowCount());
    QCOMPARE(exported.at(tokenRow).toObject().value("kind").toString(), QString("token"));
    QTemporaryDir dir;
    QVERIFY(view.exportTo(dir.filePath("steps.json")));
    QFile file(dir.filePath("steps.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(file.readAll()).array(), exported);
    view.setRevealSecrets(false);
    QVERIFY(!view.detailText().contains(server.accessToken));

    // Every control of the debugger is named for a screen reader.
    const QStringList missing = unnamedControls(&view);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(", ")));

    if (qEnvironmentVariableIsSet("MCP_SCREENSHOT_DIR")) {
        const QString out = QDir(qEnvironmentVariable("MCP_SCREENSHOT_DIR")).filePath("auth-debugger.png");
        QVERIFY2(view.grab().save(out), qPrintable(out));
    }

    // Follow mode: with the last row selected, the newest step is selected as it comes (a refresh here).
    select(view, model->rowCount() - 1);
    const int rowsBefore = model->rowCount();
    button(&view, "refreshTokenButton")->click();
    QTRY_COMPARE(outcomeOf(view, "refresh"), QString("ok"));
    QVERIFY(model->rowCount() > rowsBefore);
    QCOMPARE(view.stepsView()->currentIndex().row(), model->rowCount() - 1);

    // Sign out: signed out, no countdown.
    button(&view, "signOutButton")->click();
    QCOMPARE(session.oauth()->state(), OAuthClient::State::SignedOut);
    QVERIFY(!session.oauth()->isSignedIn());
    QCOMPARE(view.statusText(), QString("signed out"));
    QCOMPARE(view.expiryText(), QString());
    QVERIFY(!view.isCountingDown());
    QVERIFY(!button(&view, "signOutButton")->isEnabled());
    QVERIFY(!button(&view, "refreshTokenButton")->isEnabled());

    // Clear Steps empties the table and the detail.
    button(&view, "clearStepsButton")->click();
    QCOMPARE(model->rowCount(), 0);
    QCOMPARE(view.detailText(), QString());
    QVERIFY(!button(&view, "clearStepsButton")->isEnabled());
}

// With no step selected the list still follows the sign-in, scrolled to its newest step, until the person scrolls
// away; a step the person selected stays selected.
void TestAuthViews::debuggerScrollsToTheNewestStep()
{
    DebuggerRig rig;
    QVERIFY(rig.start({900, 240})); // room for a few rows: a sign-in has more steps
    McpSession &session = *rig.session;
    AuthDebuggerView &view = rig.view;
    QTreeView *steps = view.stepsView();
    QScrollBar *scroll = steps->verticalScrollBar();

    button(&view, "signInButton")->click();
    QTRY_COMPARE(session.oauth()->state(), OAuthClient::State::SignedIn);
    QTRY_COMPARE(outcomeOf(view, "token"), QString("ok"));
    QVERIFY(!steps->currentIndex().isValid());
    QTRY_VERIFY2(scroll->maximum() > 0, "the steps fit: the view is too tall for this test");
    QTRY_COMPARE(scroll->value(), scroll->maximum());
    const QModelIndex newest = steps->model()->index(steps->model()->rowCount() - 1, 0);
    QVERIFY(steps->viewport()->rect().intersects(steps->visualRect(newest)));

    // Scrolled away: the list stays where the person put it.
    scroll->setValue(0);
    int rows = steps->model()->rowCount();
    button(&view, "refreshTokenButton")->click();
    QTRY_COMPARE(outcomeOf(view, "refresh"), QString("ok"));
    QVERIFY(steps->model()->rowCount() > rows);
    QCOMPARE(scroll->value(), 0);

    // A selected step other than the last: it stays selected, and the list does not jump.
    select(view, 1);
    steps->scrollToBottom();
    rows = steps->model()->rowCount();
    button(&view, "refreshTokenButton")->click();
    QTRY_VERIFY(steps->model()->rowCount() > rows);
    QTRY_COMPARE(countOf(view, "refresh", "ok"), 2);
    QCOMPARE(steps->currentIndex().row(), 1);
}

void TestAuthViews::debuggerShowsAFailedSignIn()
{
    FakeAuthServer server;
    QVERIFY(server.start());
    server.refuseTokens = true;
    McpSession session(httpConfig(server.origin + "/mcp"));
    session.oauth()->setInteraction(OAuthClient::Interaction::Headless);
    AuthDebuggerView view;
    view.setSession(&session);
    view.show();

    button(&view, "signInButton")->click();
    QTRY_COMPARE(session.oauth()->state(), OAuthClient::State::Failed);
    QTRY_COMPARE(outcomeOf(view, "token"), QString("failed"));
    QVERIFY2(view.statusText().contains("invalid_grant"), qPrintable(view.statusText()));
    QVERIFY2(view.statusText().contains("failed"), qPrintable(view.statusText()));
    QCOMPARE(view.expiryText(), QString());
    QVERIFY(!view.isCountingDown());
    const QAbstractItemModel *model = view.stepsView()->model();
    const QModelIndex failed = model->index(rowOf(view, "token"), AuthDebuggerView::StepColumn);
    QCOMPARE(failed.data(Qt::ForegroundRole).value<QColor>(), Theme::error(view.palette()));
    QCOMPARE(model->index(failed.row(), AuthDebuggerView::StatusColumn).data().toString(), QString("400"));
    select(view, failed.row());
    QVERIFY2(view.detailText().contains("invalid_grant"), qPrintable(view.detailText()));
    QVERIFY(button(&view, "signInButton")->isEnabled());

    // An older row selected stays selected while new steps come…
    select(view, 0);
    button(&view, "signInButton")->click();
    QTRY_COMPARE(countOf(view, "token", "failed"), 2);
    QTRY_COMPARE(session.oauth()->state(), OAuthClient::State::Failed);
    QCOMPARE(view.stepsView()->currentIndex().row(), 0);
    // …the last row selected follows them.
    select(view, model->rowCount() - 1);
    button(&view, "signInButton")->click();
    QTRY_COMPARE(countOf(view, "token", "failed"), 3);
    QTRY_COMPARE(session.oauth()->state(), OAuthClient::State::Failed);
    QCOMPARE(view.stepsView()->currentIndex().row(), model->rowCount() - 1);
    QVERIFY2(view.detailText().contains("invalid_grant"), qPrintable(view.detailText()));
}

// No browser opened the sign-in page (none on this machine): the sidebar and the tab say so instead of "sign in in
// your browser", the tab shows the link whole, to select or copy, and an Open in Browser that fails says so again.
void TestAuthViews::noBrowserShowsTheSignInLink()
{
    FakeAuthServer server;
    QVERIFY(server.start());
    ServerListModel model;
    model.setOAuthSetup([](OAuthClient *oauth) {
        oauth->setInteraction(OAuthClient::Interaction::Browser);
        oauth->setBrowserOpener([oauth](const QUrl &) { oauth->reportBrowserFailure("no browser on this machine"); });
    });
    McpSession *session = model.addServer(httpConfig(server.origin + "/mcp"), false);
    QVERIFY(session && session->oauth());
    AuthDebuggerView view;
    int opens = 0;
    view.setBrowserOpener([&opens](const QUrl &) {
        ++opens;
        return false;
    });
    view.setSession(session);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *link = view.findChild<QLineEdit *>("signInLink");
    QVERIFY(link);
    QVERIFY(!link->isVisible());
    const auto sidebar = [&model] { return model.data(model.index(0), ServerListModel::StateTextRole).toString(); };
    const auto noBrowserSteps = [session] {
        int count = 0;
        for (const AuthStep &step : session->oauth()->steps())
            count += step.title == QLatin1String("No browser opened");
        return count;
    };

    button(&view, "signInButton")->click();
    QTRY_COMPARE(session->oauth()->state(), OAuthClient::State::WaitingForBrowser);
    QTRY_VERIFY(link->isVisible());
    QVERIFY(link->isReadOnly());
    QCOMPARE(link->text(), session->oauth()->pendingAuthorizationUrl().toString(QUrl::FullyEncoded));
    QVERIFY2(view.statusText().contains("no browser opened"), qPrintable(view.statusText()));
    QVERIFY2(view.statusText().contains("no browser on this machine"), qPrintable(view.statusText()));
    QTRY_VERIFY2(sidebar().contains("no browser opened"), qPrintable(sidebar()));
    QVERIFY(!link->accessibleName().isEmpty());
    QCOMPARE(noBrowserSteps(), 1);

    button(&view, "openSignInLink")->click();
    QCOMPARE(opens, 1);
    QCOMPARE(noBrowserSteps(), 2);
    QCOMPARE(session->oauth()->browserError(), QStringLiteral("the desktop could not open a browser"));
    QVERIFY2(view.statusText().contains("could not open a browser"), qPrintable(view.statusText()));

    session->oauth()->abort("given up in the test");
    QTRY_VERIFY(!link->isVisible());
    QVERIFY(!sidebar().contains("browser"));
}

// A browser that does not open: the sign-in page's address can be copied (and opened again) while the sign-in
// waits, and the buttons go once it no longer does.
void TestAuthViews::signInLinkWhileWaitingForTheBrowser()
{
    FakeAuthServer server;
    QVERIFY(server.start());
    McpSession session(httpConfig(server.origin + "/mcp"));
    QVERIFY(session.oauth());
    QUrl opened;
    session.oauth()->setInteraction(OAuthClient::Interaction::Browser);
    session.oauth()->setBrowserOpener([&opened](const QUrl &url) { opened = url; });

    AuthDebuggerView view;
    view.setSession(&session);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QAbstractButton *copy = view.findChild<QAbstractButton *>("copySignInLink");
    QAbstractButton *open = view.findChild<QAbstractButton *>("openSignInLink");
    QVERIFY(copy && open);
    QVERIFY(!copy->isVisible() && !open->isVisible());

    button(&view, "signInButton")->click();
    QTRY_COMPARE(session.oauth()->state(), OAuthClient::State::WaitingForBrowser);
    QVERIFY(opened.isValid());
    QTRY_VERIFY(copy->isVisible() && open->isVisible());
    QVERIFY(!copy->accessibleName().isEmpty() || !copy->text().isEmpty());
    QGuiApplication::clipboard()->clear();
    copy->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), opened.toString(QUrl::FullyEncoded));
    QCOMPARE(QUrl(QGuiApplication::clipboard()->text()).path(), QString("/authorize"));

    session.oauth()->abort("given up in the test");
    QTRY_VERIFY(!copy->isVisible() && !open->isVisible());
}

MCP_TEST_MAIN(TestAuthViews)
#include "tst_authviews.moc"

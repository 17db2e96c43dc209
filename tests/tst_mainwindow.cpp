// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>
#include <optional>

#include <QAbstractItemModelTester>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextEdit>
#include <QToolButton>
#include <QTreeView>

#include "bottomtabs.h"
#include "elicitationform.h"
#include "guiinputhandler.h"
#include "joindialog.h"
#include "launchpanel.h"
#include "mainwindow.h"
#include "models/format.h"
#include "models/inputrequestmodel.h"
#include "models/messagelogfiltermodel.h"
#include "models/messagelogmodel.h"
#include "models/operationfiltermodel.h"
#include "models/operationmodel.h"
#include "models/roles.h"
#include "models/toolfiltermodel.h"
#include "notifier.h"
#include "operationdetailpane.h"
#include "operationsview.h"
#include "progressplotwidget.h"
#include "promptdialog.h"
#include "promptinbox.h"
#include "resourcepreview.h"
#include "resourcesview.h"
#include "resultviewer.h"
#include "schemaform.h"
#include "serverdialog.h"
#include "serverlistwidget.h"
#include "silencesetting.h"
#include "testmain.h"
#include "testutils.h"
#include "theme.h"
#include "timelineview.h"
#include "toolsview.h"
#include "trafficview.h"
#include "windowparts.h"

using namespace Mcp;

namespace {

// The demo server starts in well under a second; a loaded machine running other suites gets more.
constexpr int kConnectMs = 30000;
constexpr int kRunMs = 30000;

QTabWidget *bottomTabs(const MainWindow *window)
{
    return window->findChild<QTabWidget *>(QStringLiteral("bottomTabs"));
}

// Every piece of text a widget shows: labels, text edits, line edits and the cells of item views.
QString shownText(QWidget *root)
{
    QStringList parts;
    for (QLabel *label : root->findChildren<QLabel *>())
        parts << label->text();
    for (QTextEdit *edit : root->findChildren<QTextEdit *>())
        parts << edit->toPlainText();
    for (QPlainTextEdit *edit : root->findChildren<QPlainTextEdit *>())
        parts << edit->toPlainText();
    for (QLineEdit *edit : root->findChildren<QLineEdit *>())
        parts << edit->text();
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>()) {
        QAbstractItemModel *model = view->model();
        if (!model)
            continue;
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column)
                parts << model->index(row, column).data().toString();
        }
    }
    return parts.join(QLatin1Char('\n'));
}

QToolButton *buttonFor(QWidget *root, QAction *action)
{
    for (QToolButton *button : root->findChildren<QToolButton *>()) {
        if (button->defaultAction() == action)
            return button;
    }
    return nullptr;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void firstRunConfiguresAndConnectsTheDemoServer();
    void serversPersistInSettings();
    void launchFromTheFormShowsProgressInTableAndChart();
    void elicitationAndSamplingAnsweredByHand();
    void countdownTurnsRedThenReadsExpired();
    void cancelFromTheTable();
    void lostServerShowsAndReconnects();
    void failedServerShowsTheReason();
    void joinByHandle();
    void launchPanelOffersTheDialectFields();
    void serverDialogValidatesAndRoundTrips();
    void importMcpServersJson();
    void filtersByStatusAndServer();
    void everyEraAndDialectTellsTheTruthInTheWindow_data();
    void everyEraAndDialectTellsTheTruthInTheWindow();
    void fitsASmallScreen();
    void keysReachTheMainActions();
    void timelineShowsEveryOperationAndSelectsWithTheTable();
    void themeAndLayoutFromTheViewMenuSurviveARestart();
    void everyControlHasAnAccessibleName();
    void resourceLinkOpensTheResourcesTab();

private:
    MainWindow *window();
    McpSession *demo() const;
    /*! Launches \a tool through the form; sync unless told otherwise (the async dialects have tests of their own). */
    Operation *launch(
        const QString &tool, const QJsonObject &arguments, std::optional<Dialect> dialect = Dialect::Sync);
    QModelIndex tableIndex(const Operation *op, int column) const;
    bool selectTool(const QString &name);

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Nothing of the person's own configuration is read or written: settings, data and the operation store all
    // live in the scratch directory.
    QVERIFY(TestUtils::isolateSettings(m_dir.path(), QStringLiteral("tst_mainwindow")));
    qputenv("MCP_ASYNC_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toUtf8());
    QVERIFY(!ServerListWidget::demoServerPath().isEmpty());
}

void TestMainWindow::cleanupTestCase()
{
    m_window.reset();
}

MainWindow *TestMainWindow::window()
{
    if (!m_window) {
        m_window = std::make_unique<MainWindow>();
        part<GuiInputHandler>(m_window.get())->setNotificationsEnabled(false);
        m_window->restore();
        m_window->resize(1440, 900); // the offscreen screen is 800×600; the other tests want room
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            qWarning("the main window was not exposed");
    }
    return m_window.get();
}

McpSession *TestMainWindow::demo() const
{
    ServerListModel *model = part<ServerListWidget>(m_window.get())->model();
    return model->session(model->rowOf(QStringLiteral("Demo server")));
}

bool TestMainWindow::selectTool(const QString &name)
{
    return ::selectTool(m_window.get(), name);
}

Operation *TestMainWindow::launch(const QString &tool, const QJsonObject &arguments, std::optional<Dialect> dialect)
{
    if (!selectTool(tool))
        return nullptr;
    part<LaunchPanel>(m_window.get())->setForcedDialect(dialect);
    SchemaForm *form = part<LaunchPanel>(m_window.get())->form();
    QJsonObject value = form->value();
    for (auto it = arguments.begin(); it != arguments.end(); ++it)
        value.insert(it.key(), it.value());
    form->setValue(value);
    QSignalSpy launched(part<LaunchPanel>(m_window.get()), &LaunchPanel::launched);
    QTest::mouseClick(part<LaunchPanel>(m_window.get())->launchButton(), Qt::LeftButton);
    if (launched.count() != 1)
        return nullptr;
    return launched.first().first().value<Operation *>();
}

QModelIndex TestMainWindow::tableIndex(const Operation *op, int column) const
{
    QAbstractItemModel *model = part<OperationsView>(m_window.get())->view()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, column);
        if (index.data(OperationIdRole).toString() == op->id())
            return index;
    }
    return QModelIndex();
}

void TestMainWindow::firstRunConfiguresAndConnectsTheDemoServer()
{
    QSettings().clear();
    MainWindow *w = window();
    ServerListModel *servers = part<ServerListWidget>(w)->model();
    QAbstractItemModelTester tester(servers, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(servers->rowCount(), 1);
    QCOMPARE(servers->index(0).data().toString(), QStringLiteral("Demo server"));
    McpSession *session = servers->session(0);
    QCOMPARE(session->config().kind, ServerConfig::Kind::Stdio);
    QCOMPARE(QFileInfo(session->config().command).fileName(), QStringLiteral("mcp-async-demo-server"));
    // It keeps its operations in a state directory beside the inspector's data (here the scratch directory), so
    // that they survive the server process: resume works on first run.
    QCOMPARE(session->config().arguments.value(0), QStringLiteral("--state-dir"));
    QCOMPARE(session->config().arguments.value(1), m_dir.filePath(QStringLiteral("data/demo-server-state")));
    // It connects by itself, and the sidebar says so.
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), McpSession::State::Ready, kConnectMs);
    QTRY_VERIFY(
        servers->index(0).data(ServerListModel::StateTextRole).toString().startsWith(QStringLiteral("connected")));
    QVERIFY(servers->index(0).data(ServerListModel::StateTextRole).toString().contains(QStringLiteral("tools")));
    QCOMPARE(part<ServerListWidget>(w)->currentSession(), session);

    // What the server offers for every tool is said once, on the server, as its era allows: the tasks extension
    // and sagas, but not resumable requests, which 2026-07-28 cannot resume.
    const QString state = servers->index(0).data(ServerListModel::StateTextRole).toString();
    QVERIFY2(state.endsWith(QStringLiteral("\noffers: tasks extension, tool sagas, skills")), qPrintable(state));
    QVERIFY2(!state.contains(QStringLiteral("resumable")), qPrintable(state));

    // Tools: async-capable only is on by default, and every tool of this tasks-extension server passes it (the
    // server decides which call becomes a task); off, the list is the same.
    ToolsView *tools = part<ToolsView>(w);
    QVERIFY(tools->asyncOnlyBox()->isChecked());
    QVERIFY(tools->filterModel()->asyncOnly());
    QTRY_VERIFY(tools->filterModel()->rowCount() >= 8);
    QCOMPARE(tools->filterModel()->rowCount(), session->tools().size());
    QTest::mouseClick(tools->asyncOnlyBox(), Qt::LeftButton);
    QVERIFY(!tools->filterModel()->asyncOnly());
    QTRY_VERIFY(tools->filterModel()->rowCount() >= 8);
    QStringList names;
    for (int row = 0; row < tools->filterModel()->rowCount(); ++row)
        names << tools->filterModel()->index(row, 0).data(ToolNameRole).toString();
    for (const char *name : {"analyze_dataset", "deploy_service", "reindex_search", "short_lived_job"})
        QVERIFY2(names.contains(QLatin1String(name)), name);

    // The search box filters (debounced).
    QTest::keyClicks(tools->searchEdit(), QStringLiteral("deploy"));
    QTRY_COMPARE(tools->filterModel()->rowCount(), 1);
    QCOMPARE(tools->filterModel()->index(0, 0).data(ToolNameRole).toString(), QStringLiteral("deploy_service"));
    QVERIFY(tools->details()->toPlainText().contains(QStringLiteral("Input schema")));
    tools->searchEdit()->clear();
    QTRY_VERIFY(tools->filterModel()->rowCount() >= 8);
}

void TestMainWindow::serversPersistInSettings()
{
    window();
    QSettings settings;
    const QJsonArray saved =
        QJsonDocument::fromJson(settings.value(QStringLiteral("servers")).toString().toUtf8()).array();
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved.first().toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Demo server"));
    QVERIFY(saved.first().toObject().value(QStringLiteral("autoConnect")).toBool());

    // Another list reads the same entries back, and does not add the demo server a second time.
    Workspace workspace;
    ServerListWidget other(workspace.servers());
    other.load();
    QCOMPARE(other.model()->names(), QStringList {QStringLiteral("Demo server")});
    QCOMPARE(other.model()->session(0)->config().command, demo()->config().command);
    other.model()->disconnectServer(0);
    // The person's own window still wants it connected at the next start.
    part<ServerListWidget>(m_window.get())->save();
    QVERIFY(QSettings().value(QStringLiteral("servers")).toString().contains(QStringLiteral("\"autoConnect\":true")));
}

void TestMainWindow::launchFromTheFormShowsProgressInTableAndChart()
{
    static const QRegularExpression kPartway(QStringLiteral("^[1-7] / 8"));
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    // These tests drive plain calls. In the 2026-07-28 era the demo server may turn a long call into a task of
    // the tasks extension (the async dialects have suites of their own): edit the server to the initialize era,
    // which also shows that an edited server reconnects with its new settings.
    ServerListModel *servers = part<ServerListWidget>(w)->model();
    ServerConfig legacy = demo()->config();
    legacy.era = Era::Legacy;
    servers->updateServer(servers->rowOf(demo()), legacy);
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    QCOMPARE(demo()->era(), Era::Legacy);
    // In the initialize era both of the server's own dialects can be used, and the sidebar says so.
    const QString state = servers->index(servers->rowOf(demo())).data(ServerListModel::StateTextRole).toString();
    QVERIFY2(
        state.endsWith(demo()->protocolVersion() + QStringLiteral("\noffers: resumable requests, tool sagas, skills")),
        qPrintable(state));
    QVERIFY(!ProtocolVersion::isModern(demo()->protocolVersion()));
    QVERIFY(QSettings().value(QStringLiteral("servers")).toString().contains(QStringLiteral("\"era\":\"legacy\"")));

    // The initialize era's tool list (with its execution.taskSupport) replaces the 2026-07-28 one, which has none.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            QAbstractItemModel *tools = part<ToolsView>(w)->view()->model();
            for (int row = 0; row < tools->rowCount(); ++row) {
                const QModelIndex index = tools->index(row, 0);
                if (index.data(ToolNameRole).toString() == QStringLiteral("analyze_dataset"))
                    return index.data(MarkersRole).toStringList().contains(QStringLiteral("taskSupport:optional"));
            }
            return false;
        }(),
        kConnectMs);
    QVERIFY(selectTool(QStringLiteral("analyze_dataset")));
    LaunchPanel *panel = part<LaunchPanel>(w);
    // The form comes from the input schema, with its defaults.
    auto *duration = panel->form()->findChild<QLineEdit *>(QStringLiteral("field:duration_seconds"));
    auto *chunks = panel->form()->findChild<QLineEdit *>(QStringLiteral("field:chunks"));
    QVERIFY(duration && chunks);
    QCOMPARE(duration->text(), QStringLiteral("30"));
    duration->selectAll();
    QTest::keyClicks(duration, QStringLiteral("4"));
    chunks->selectAll();
    QTest::keyClicks(chunks, QStringLiteral("x"));
    // A bad value blocks the launch and says why.
    QVERIFY(!panel->launchButton()->isEnabled());
    QVERIFY(panel->form()->problems().contains(QStringLiteral("chunks: \"x\" is not a whole number")));
    chunks->selectAll();
    QTest::keyClicks(chunks, QStringLiteral("8"));
    QVERIFY(panel->launchButton()->isEnabled());
    QCOMPARE(panel->options().arguments.value(QStringLiteral("chunks")), QJsonValue(8));

    // Force the plain call from the dialect picker: its progress comes with the call itself.
    QComboBox *dialects = panel->dialectBox();
    QVERIFY(dialects->itemText(0).startsWith(QStringLiteral("auto")));
    // Only what can run on this connection: the tasks extension, which the initialize era rules out, is not
    // offered; the tool's preferAsync is followed, since the server declares the async capability.
    QStringList offered;
    for (int i = 0; i < dialects->count(); ++i)
        offered << dialects->itemText(i);
    QVERIFY2(dialects->count() == 1 + int(Dialects::all().size()) - 1, qPrintable(offered.join(QStringLiteral(", "))));
    QCOMPARE(dialects->findData(int(Dialect::TasksExt)), -1);
    QCOMPARE(dialects->itemText(0), QStringLiteral("auto \u2192 async-call"));
    dialects->setCurrentIndex(dialects->findData(int(Dialect::Sync)));
    QCOMPARE(panel->effectiveDialect(), Dialect::Sync);
    QVERIFY(panel->keepAliveBox()->isHidden());
    QVERIFY(panel->ttlBox()->isHidden());
    QSignalSpy launched(panel, &LaunchPanel::launched);
    QTest::mouseClick(panel->launchButton(), Qt::LeftButton);
    QCOMPARE(launched.count(), 1);
    auto *op = launched.first().first().value<Operation *>();
    QVERIFY(op);
    QCOMPARE(op->tool(), QStringLiteral("analyze_dataset"));
    QCOMPARE(op->arguments().value(QStringLiteral("duration_seconds")).toDouble(), 4.0);

    // The new operation is selected in the table and shown in the detail pane.
    QCOMPARE(part<OperationsView>(w)->currentOperation(), op);
    QCOMPARE(part<OperationDetailPane>(w)->operation(), op);
    QCOMPARE(bottomTabs(w)->currentIndex(), int(BottomTabs::OperationsTab));

    // Progress shows in the table (as "n / 8") and in the chart.
    QTRY_VERIFY_WITH_TIMEOUT(tableIndex(op, OperationColumn::Progress).data().toString().contains(kPartway), kRunMs);
    const double fraction = tableIndex(op, OperationColumn::Progress).data(ProgressFractionRole).toDouble();
    QVERIFY(fraction > 0 && fraction < 1);
    QVERIFY(tableIndex(op, OperationColumn::Status).data().toString().startsWith(QStringLiteral("working")));
    QCOMPARE(tableIndex(op, OperationColumn::Dialect).data().toString(), QStringLiteral("sync"));
    QVERIFY(!tableIndex(op, OperationColumn::Message).data().toString().isEmpty());
    QCOMPARE(part<OperationDetailPane>(w)->plot()->operation(), op);
    QTRY_VERIFY(part<OperationDetailPane>(w)->plot()->pointCount() > 0);

    // The result arrives and the detail pane shows it.
    QTRY_COMPARE_WITH_TIMEOUT(op->status(), OperationStatus::Completed, kRunMs);
    QTRY_COMPARE(tableIndex(op, OperationColumn::Status).data().toString(), QStringLiteral("completed"));
    QVERIFY(!part<OperationsView>(w)->cancelAction()->isEnabled());
    QTRY_VERIFY(part<OperationDetailPane>(w)->resultViewer()->blockCount() > 0);
    QTRY_VERIFY(shownText(part<OperationDetailPane>(w)->resultViewer()).contains(QStringLiteral("Analyzed")));
    QCOMPARE(tableIndex(op, OperationColumn::Progress).data(ProgressFractionRole).toDouble(), 1.0);
    QVERIFY(!part<OperationDetailPane>(w)->resultViewer()->isErrorShown());
    // The chart has every report, up to the last one (it once stopped short of the end).
    QTRY_COMPARE(part<OperationDetailPane>(w)->plot()->pointCount(), int(op->progressHistory().size()));
}

void TestMainWindow::elicitationAndSamplingAnsweredByHand()
{
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    QCOMPARE(part<PromptInbox>(w)->count(), 0);
    QSignalSpy arrived(part<GuiInputHandler>(w), &GuiInputHandler::promptArrived);
    Operation *op = launch(QStringLiteral("deploy_service"), {{QStringLiteral("duration_seconds"), 1}});
    QVERIFY(op);

    // The form request lands in the inbox; the tab shows the count.
    QTRY_COMPARE_WITH_TIMEOUT(part<PromptInbox>(w)->count(), 1, kRunMs);
    QCOMPARE(arrived.count(), 1);
    QCOMPARE(arrived.first().at(1).value<Operation *>(), op);
    QCOMPARE(bottomTabs(w)->tabText(BottomTabs::PromptsTab), QStringLiteral("Questions (1)"));
    QTRY_COMPARE(op->status(), OperationStatus::InputRequired);

    // A click on the desktop notification about it brings the operation up, with its question open.
    QCOMPARE(part<OperationNotifications>(w)->actions().size(), 5);
    // The silence threshold is a setting beside them, each operation's rhythm by default.
    QCOMPARE(part<SilenceSetting>(w)->thresholdMs(), 0);
    for (QAction *action : part<OperationNotifications>(w)->actions())
        QVERIFY(action->isCheckable() && action->isChecked());
    bottomTabs(w)->setCurrentIndex(BottomTabs::TrafficTab);
    emit part<OperationNotifications>(w)->operationActivated(op->id());
    QCOMPARE(bottomTabs(w)->currentIndex(), int(BottomTabs::OperationsTab));
    QCOMPARE(part<OperationsView>(w)->currentOperation(), op);
    QCOMPARE(op->pendingInputs().size(), 1);
    QVERIFY(part<GuiInputHandler>(w)->dialogFor(op->pendingInputs().constFirst()));

    // A person opens it from the inbox, changes the replicas and accepts.
    bottomTabs(w)->setCurrentIndex(BottomTabs::PromptsTab);
    part<PromptInbox>(w)->answerSelected();
    QPointer<IncomingRequest> form = part<PromptInbox>(w)->model()->requestAt(0);
    QVERIFY(form);
    QCOMPARE(form->method(), QStringLiteral("elicitation/create"));
    PromptDialog *dialog = part<GuiInputHandler>(w)->dialogFor(form);
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(dialog->form());
    auto *replicas = qobject_cast<QSpinBox *>(dialog->form()->editor(QStringLiteral("replicas")));
    QVERIFY(replicas);
    replicas->setValue(3);
    auto *accept = dialog->findChild<QPushButton *>(QStringLiteral("acceptButton"));
    QVERIFY(accept);
    QTest::mouseClick(accept, Qt::LeftButton);
    QTRY_VERIFY(!form || form->isAnswered());

    // Then the model is asked for a release note (sampling): a person writes it.
    QTRY_COMPARE_WITH_TIMEOUT(arrived.count(), 2, kRunMs);
    QTRY_COMPARE(part<PromptInbox>(w)->count(), 1);
    IncomingRequest *sampling = part<PromptInbox>(w)->model()->requestAt(0);
    QCOMPARE(sampling->method(), QStringLiteral("sampling/createMessage"));
    part<GuiInputHandler>(w)->answer(sampling);
    PromptDialog *second = part<GuiInputHandler>(w)->dialogFor(sampling);
    QVERIFY(second);
    auto *reply = second->findChild<QPlainTextEdit *>(QStringLiteral("replyEdit"));
    QVERIFY(reply);
    reply->setPlainText(QStringLiteral("Checkout API now runs three replicas."));
    QTest::mouseClick(second->findChild<QPushButton *>(QStringLiteral("sendButton")), Qt::LeftButton);
    QTRY_COMPARE(part<PromptInbox>(w)->count(), 0);
    QCOMPARE(bottomTabs(w)->tabText(BottomTabs::PromptsTab), QStringLiteral("Questions"));

    // The deployment finishes with the person's answers in its result, shown in the detail pane.
    QTRY_COMPARE_WITH_TIMEOUT(op->status(), OperationStatus::Completed, kRunMs);
    QVERIFY(part<OperationsView>(w)->selectOperation(op->id()));
    QCOMPARE(part<OperationDetailPane>(w)->operation(), op);
    QTRY_VERIFY(shownText(part<OperationDetailPane>(w)->resultViewer()).contains(QStringLiteral("with 3 replica(s)")));
    QVERIFY(shownText(part<OperationDetailPane>(w)->resultViewer())
                .contains(QStringLiteral("Checkout API now runs three replicas.")));
}

void TestMainWindow::countdownTurnsRedThenReadsExpired()
{
    static const QRegularExpression kSecondsLeft(QStringLiteral("^00:0[1-3]$"));
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    Operation *op = launch(QStringLiteral("analyze_dataset"), {{QStringLiteral("duration_seconds"), 120}});
    QVERIFY(op);
    QVERIFY(tableIndex(op, OperationColumn::ExpiresIn).data().toString().isEmpty()); // a plain call has no expiry

    // The dialect adapters set deadlines (keepAlive, ttl); here one is set directly, 2.5 s ahead.
    op->setExpiry(QDateTime::currentDateTimeUtc().addMSecs(2500), QStringLiteral("ttl"));
    QTRY_VERIFY(tableIndex(op, OperationColumn::ExpiresIn).data().toString().contains(kSecondsLeft));
    QModelIndex expires = tableIndex(op, OperationColumn::ExpiresIn);
    QVERIFY(expires.data(ExpiryUrgentRole).toBool());
    QCOMPARE(expires.data(Qt::ForegroundRole).value<QBrush>().color(), Theme::error(QApplication::palette()));
    // The countdown ticks without anything else happening.
    const QString first = expires.data().toString();
    QTRY_VERIFY(tableIndex(op, OperationColumn::ExpiresIn).data().toString() != first);
    QTRY_COMPARE_WITH_TIMEOUT(
        tableIndex(op, OperationColumn::ExpiresIn).data().toString(), QStringLiteral("expired"), 6000);
    expires = tableIndex(op, OperationColumn::ExpiresIn);
    QCOMPARE(expires.data(Qt::ForegroundRole).value<QBrush>().color(), Theme::error(QApplication::palette()));

    // A far deadline is not urgent, and not red.
    Operation *later = launch(QStringLiteral("analyze_dataset"), {{QStringLiteral("duration_seconds"), 120}});
    QVERIFY(later);
    later->setExpiry(QDateTime::currentDateTimeUtc().addSecs(600), QStringLiteral("keepAlive"));
    QTRY_VERIFY(tableIndex(later, OperationColumn::ExpiresIn).data().toString().startsWith(QStringLiteral("10:00"))
        || tableIndex(later, OperationColumn::ExpiresIn).data().toString().startsWith(QStringLiteral("09:5")));
    QVERIFY(!tableIndex(later, OperationColumn::ExpiresIn).data(ExpiryUrgentRole).toBool());
    QVERIFY(!tableIndex(later, OperationColumn::ExpiresIn).data(Qt::ForegroundRole).isValid());
    w->manager()->cancel(op);
    w->manager()->cancel(later);
}

void TestMainWindow::cancelFromTheTable()
{
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    Operation *op = launch(QStringLiteral("analyze_dataset"), {{QStringLiteral("duration_seconds"), 120}});
    QVERIFY(op);
    QTRY_VERIFY_WITH_TIMEOUT(op->hasProgress(), kRunMs);

    // Select its row by clicking it, then press Cancel.
    OperationsView *view = part<OperationsView>(w);
    bottomTabs(w)->setCurrentIndex(BottomTabs::OperationsTab);
    const QModelIndex index = tableIndex(op, OperationColumn::Tool);
    QVERIFY(index.isValid());
    view->view()->scrollTo(index);
    QTest::mouseClick(view->view()->viewport(), Qt::LeftButton, {}, view->view()->visualRect(index).center());
    QCOMPARE(view->currentOperation(), op);
    QVERIFY(view->cancelAction()->isEnabled());
    QToolButton *cancel = buttonFor(view, view->cancelAction());
    QVERIFY(cancel);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(op->status(), OperationStatus::Cancelled, kRunMs);
    QTRY_COMPARE(tableIndex(op, OperationColumn::Status).data().toString().left(9), QStringLiteral("cancelled"));
    QVERIFY(!view->cancelAction()->isEnabled());

    // Clear finished removes it, and everything else that is over.
    const int before = view->view()->model()->rowCount();
    view->clearFinishedAction()->trigger();
    QTRY_VERIFY(view->view()->model()->rowCount() < before);
    QVERIFY(!w->manager()->operation(op->id()));
    for (const Operation *left : w->manager()->operations())
        QVERIFY(!left->isTerminal());
}

void TestMainWindow::lostServerShowsAndReconnects()
{
    MainWindow *w = window();
    McpSession *session = demo();
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), McpSession::State::Ready, kConnectMs);
    Operation *op = launch(QStringLiteral("analyze_dataset"), {{QStringLiteral("duration_seconds"), 120}});
    QVERIFY(op);
    QTRY_VERIFY_WITH_TIMEOUT(op->hasProgress(), kRunMs);

    // The server dies.
    auto *process = session->transport()->findChild<QProcess *>();
    QVERIFY(process);
    process->kill();

    // The sidebar says it is waiting to reconnect, and the operation shows what became of it.
    ServerListModel *servers = part<ServerListWidget>(w)->model();
    const QModelIndex row = servers->index(servers->rowOf(session));
    QTRY_VERIFY_WITH_TIMEOUT(
        row.data(ServerListModel::StateTextRole).toString().startsWith(QStringLiteral("reconnecting"))
            || row.data(ServerListModel::StateTextRole).toString().startsWith(QStringLiteral("disconnected")),
        kRunMs);
    QTRY_VERIFY_WITH_TIMEOUT(
        op->status() == OperationStatus::Failed || op->status() == OperationStatus::Disconnected, kRunMs);
    const QString status = tableIndex(op, OperationColumn::Status).data().toString();
    QVERIFY2(status.startsWith(QStringLiteral("failed")) || status.startsWith(QStringLiteral("disconnected")),
        qPrintable(status));
    QVERIFY(!tableIndex(op, OperationColumn::Message).data().toString().isEmpty());

    // It comes back by itself, and can be used again.
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), McpSession::State::Ready, kConnectMs);
    QTRY_VERIFY(row.data(ServerListModel::StateTextRole).toString().startsWith(QStringLiteral("connected")));
    Operation *again = launch(QStringLiteral("quick_lookup"), {});
    QVERIFY(again);
    QTRY_COMPARE_WITH_TIMEOUT(again->status(), OperationStatus::Completed, kRunMs);
}

void TestMainWindow::failedServerShowsTheReason()
{
    MainWindow *w = window();
    ServerConfig broken;
    broken.name = QStringLiteral("Broken");
    broken.command = m_dir.filePath(QStringLiteral("no-such-server"));
    ServerListModel *servers = part<ServerListWidget>(w)->model();
    McpSession *session = servers->addServer(broken, true);
    session->setAutoReconnect(false);
    const QModelIndex row = servers->index(servers->rowOf(session));
    QTRY_VERIFY_WITH_TIMEOUT(
        row.data(ServerListModel::StateTextRole).toString().startsWith(QStringLiteral("failed: ")), kConnectMs);
    QVERIFY(row.data(ServerListModel::StateTextRole).toString().contains(QStringLiteral("no-such-server")));
    QCOMPARE(row.data(ServerListModel::StateRole).toInt(), int(McpSession::State::Failed));

    // Selected, its tools list says what is wrong instead of showing nothing.
    part<ServerListWidget>(w)->setCurrentServer(QStringLiteral("Broken"));
    QCOMPARE(part<ToolsView>(w)->session(), session);
    QVERIFY(part<ToolsView>(w)->emptyHint().contains(QStringLiteral("failed")));
    QVERIFY(!part<LaunchPanel>(w)->launchButton()->isEnabled());
    QCOMPARE(part<ServerListWidget>(w)->connectServerAction()->text(), QStringLiteral("Connect"));

    servers->removeServer(servers->rowOf(session));
    QCOMPARE(servers->rowOf(QStringLiteral("Broken")), -1);
    part<ServerListWidget>(w)->setCurrentServer(QStringLiteral("Demo server"));
}

void TestMainWindow::joinByHandle()
{
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    JoinDialog dialog(w->manager(), w);
    dialog.setServer(QStringLiteral("Demo server"));

    // A handle the dialect cannot read keeps the dialog open with the reason.
    dialog.setDialect(Dialect::Resumable);
    dialog.setHandle(QStringLiteral("not json"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(dialog.errorText().startsWith(QStringLiteral("Cannot join: ")));
    QVERIFY(!dialog.operation());

    // A task id the server does not know: the joined operation shows up, and ends visibly.
    dialog.setDialect(Dialect::Tasks);
    dialog.setHandle(QStringLiteral("no-such-task"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    Operation *op = dialog.operation();
    QVERIFY(op);
    QVERIFY(!op->isOwn());
    QCOMPARE(op->handle().value(QStringLiteral("taskId")).toString(), QStringLiteral("no-such-task"));
    QVERIFY(part<OperationsView>(w)->selectOperation(op->id()));
    // Named by its handle, the same in the table, the detail pane's title and the timeline, never by the
    // inspector's internal id.
    QCOMPARE(tableIndex(op, OperationColumn::Tool).data().toString(), QStringLiteral("joined no-such-task"));
    QCOMPARE(
        part<OperationDetailPane>(w)->findChild<QLabel *>(QStringLiteral("titleLabel"))->text(), op->displayName());
    QCOMPARE(tableIndex(op, OperationColumn::Dialect).data().toString(), QStringLiteral("tasks"));
    QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kRunMs);
    // Unknown to the server is its own state, with the server's words; not "expired", which needs a deadline.
    QCOMPARE(op->status(), OperationStatus::NotFound);
    QVERIFY2(op->error().message.contains(QStringLiteral("not found")), qPrintable(op->error().message));
    QTRY_VERIFY(tableIndex(op, OperationColumn::Status).data().toString().startsWith(QStringLiteral("not_found")));
    // "Join again" offers the same server, dialect and handle.
    QVERIFY(part<OperationsView>(w)->joinAgainAction()->isEnabled());
    QSignalSpy again(part<OperationsView>(w), &OperationsView::joinAgainRequested);
    QObject::disconnect(
        part<OperationsView>(w), &OperationsView::joinAgainRequested, w, nullptr); // no modal dialog here
    part<OperationsView>(w)->joinAgainAction()->trigger();
    QCOMPARE(again.count(), 1);
    QCOMPARE(again.first().at(0).toString(), QStringLiteral("Demo server"));
    QCOMPARE(again.first().at(1).value<Dialect>(), Dialect::Tasks);
    QCOMPARE(again.first().at(2).toString(), op->handleText());
    // Joined here, so there is no call of ours to repeat; the join is one line to copy.
    QVERIFY(!part<OperationsView>(w)->copyCallCommandAction()->isEnabled());
    part<OperationsView>(w)->copyJoinCommandAction()->trigger();
    const QString joinLine = QApplication::clipboard()->text();
    QVERIFY2(joinLine.startsWith(QStringLiteral("mcp-async --stdio ")), qPrintable(joinLine));
    QVERIFY2(joinLine.endsWith(QStringLiteral(" join no-such-task --via tasks")), qPrintable(joinLine));

    // Ctrl+Return joins from the dialog's handle field, as it launches from the main window.
    JoinDialog keyed(w->manager(), w);
    keyed.setServer(QStringLiteral("Demo server"));
    keyed.setDialect(Dialect::Tasks);
    keyed.setHandle(QStringLiteral("joined-by-key"));
    keyed.show();
    keyed.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&keyed));
    QTRY_COMPARE(QApplication::activeWindow(), &keyed);
    auto *handleEdit = keyed.findChild<QPlainTextEdit *>(QStringLiteral("handle"));
    QVERIFY(handleEdit);
    handleEdit->setFocus();
    QTest::keyClick(handleEdit, Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY2(keyed.result() == int(QDialog::Accepted), qPrintable(keyed.errorText()));
    QVERIFY(keyed.operation());
    QCOMPARE(keyed.operation()->handle().value(QStringLiteral("taskId")).toString(), QStringLiteral("joined-by-key"));
}

void TestMainWindow::launchPanelOffersTheDialectFields()
{
    LaunchPanel panel;
    ToolInfo tool = ToolInfo::fromJson(QJsonDocument::fromJson(R"({"name": "t", "annotations": {"preferAsync": true},
        "inputSchema": {"type": "object", "properties": {"n": {"type": "integer", "default": 2}}}})")
                                           .object());
    panel.setTool(tool);
    QVERIFY(!panel.launchButton()->isEnabled()); // no server
    QCOMPARE(panel.blocker(), QStringLiteral("Select a server first."));
    QVERIFY(!panel.forcedDialect());

    panel.setForcedDialect(Dialect::AsyncCall);
    QVERIFY(!panel.keepAliveBox()->isHidden());
    QVERIFY(panel.ttlBox()->isHidden());
    panel.keepAliveBox()->setValue(45);
    LaunchOptions options = panel.options();
    QCOMPARE(options.dialect, std::optional<Dialect>(Dialect::AsyncCall));
    QCOMPARE(options.keepAliveSeconds, 45);
    QCOMPARE(options.ttlMs, qint64(-1));
    QCOMPARE(options.arguments.value(QStringLiteral("n")).toInt(), 2);

    panel.setForcedDialect(Dialect::Tasks);
    QVERIFY(panel.keepAliveBox()->isHidden());
    QVERIFY(!panel.ttlBox()->isHidden());
    panel.ttlBox()->setValue(90);
    options = panel.options();
    QCOMPARE(options.ttlMs, qint64(90000));
    QCOMPARE(options.keepAliveSeconds, -1); // not a keepAlive dialect: not sent
    // "server default" sends nothing.
    panel.ttlBox()->setValue(0);
    QCOMPARE(panel.options().ttlMs, qint64(-1));

    // A dialect forced for one tool is no choice made for the next: the picker goes back to auto (the first
    // launch of another tool, or on another server, was sent in the old forced dialect).
    QVERIFY(panel.forcedDialect());
    ToolInfo other = tool;
    other.name = QStringLiteral("other");
    panel.setTool(other);
    QVERIFY(!panel.forcedDialect());
    QVERIFY(panel.dialectBox()->currentText().startsWith(QStringLiteral("auto")));
    // The same tool again (its list refreshed) keeps what the person forced.
    panel.setForcedDialect(Dialect::Sync);
    panel.setTool(other);
    QCOMPARE(panel.forcedDialect(), std::optional<Dialect>(Dialect::Sync));
}

void TestMainWindow::serverDialogValidatesAndRoundTrips()
{
    ServerDialog dialog;
    dialog.setTakenNames({QStringLiteral("Demo server")});
    ServerConfig config;
    config.name = QStringLiteral("Demo server");
    dialog.setConfig(config);
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog.problems().contains(QStringLiteral("Another server is already called \"Demo server\".")));

    dialog.findChild<QLineEdit *>(QStringLiteral("name"))->setText(QStringLiteral("Local"));
    QCOMPARE(dialog.problems(), QStringList {QStringLiteral("Enter the command that starts the server.")});
    dialog.findChild<QLineEdit *>(QStringLiteral("command"))->setText(QStringLiteral("npx"));
    dialog.findChild<QLineEdit *>(QStringLiteral("arguments"))->setText(QStringLiteral("-y \"my server\" --flag"));
    dialog.findChild<QPlainTextEdit *>(QStringLiteral("environment"))->setPlainText(QStringLiteral("TOKEN=a=b\n"));
    QVERIFY(ok->isEnabled());
    ServerConfig read = dialog.config();
    QCOMPARE(read.arguments, (QStringList {"-y", "my server", "--flag"}));
    QCOMPARE(read.environment.value(QStringLiteral("TOKEN")), QStringLiteral("a=b"));

    // Network transports: the URL must suit the transport; headers are "Name: value".
    auto *transport = dialog.findChild<QComboBox *>(QStringLiteral("transport"));
    transport->setCurrentIndex(transport->findData(int(ServerConfig::Kind::WebSocket)));
    dialog.findChild<QLineEdit *>(QStringLiteral("url"))->setText(QStringLiteral("http://127.0.0.1:3001/mcp"));
    QCOMPARE(dialog.problems(), QStringList {QStringLiteral("A WebSocket URL starts with ws:// or wss://.")});
    dialog.findChild<QLineEdit *>(QStringLiteral("url"))->setText(QStringLiteral("ws://127.0.0.1:3001/mcp"));
    dialog.findChild<QPlainTextEdit *>(QStringLiteral("headers"))
        ->setPlainText(QStringLiteral("X-Api-Key: k\nAuthorization: Bearer x"));
    dialog.findChild<QSpinBox *>(QStringLiteral("timeout"))->setValue(0);
    auto *era = dialog.findChild<QComboBox *>(QStringLiteral("era"));
    era->setCurrentIndex(era->findData(int(Era::Modern)));
    QVERIFY(ok->isEnabled());
    read = dialog.config();
    QCOMPARE(read.kind, ServerConfig::Kind::WebSocket);
    QCOMPARE(read.era, Era::Modern);
    QCOMPARE(read.timeouts.timeoutMs, 0);
    // Other headers stay headers; a bearer token is a secret of the Authorization settings, never saved with them.
    QCOMPARE(read.headers.size(), 1);
    QCOMPARE(read.headers.first().second, QByteArray("k"));
    QCOMPARE(read.auth.mode, AuthSettings::Mode::Bearer);
    QCOMPARE(read.auth.bearerToken, QStringLiteral("x"));
    QVERIFY(!QJsonDocument(read.toJson()).toJson().contains("Bearer x"));

    // What the dialog shows is what it gives back.
    ServerDialog second;
    second.setConfig(read);
    QCOMPARE(second.config().toJson(), read.toJson());
    QCOMPARE(QProcess::splitCommand(ServerDialog::joinArguments({"a b", "say \"hi\"", "plain"})),
        (QStringList {"a b", "say \"hi\"", "plain"}));
}

void TestMainWindow::importMcpServersJson()
{
    MainWindow *w = window();
    ServerListModel *servers = part<ServerListWidget>(w)->model();
    const int before = servers->rowCount();
    const QByteArray json = R"({"mcpServers": {
        "Demo server": {"command": "mcp-async-demo-server", "args": ["--conformance-fixtures"]},
        "remote": {"url": "https://example.com/mcp", "headers": {"Authorization": "Bearer t"}},
        "broken": {"args": []}
    }})";
    QStringList errors;
    QCOMPARE(part<ServerListWidget>(w)->importMcpServers(json, &errors), 2);
    QCOMPARE(errors.size(), 1);
    QVERIFY(errors.first().contains(QStringLiteral("broken")));
    QCOMPARE(servers->rowCount(), before + 2);
    // A taken name gets a suffix; imported servers wait for a connect.
    const int copy = servers->rowOf(QStringLiteral("Demo server (2)"));
    QVERIFY(copy >= 0);
    QCOMPARE(servers->session(copy)->config().arguments, QStringList {QStringLiteral("--conformance-fixtures")});
    QCOMPARE(servers->session(copy)->state(), McpSession::State::Disconnected);
    const int remote = servers->rowOf(QStringLiteral("remote"));
    QCOMPARE(servers->session(remote)->config().kind, ServerConfig::Kind::StreamableHttp);
    // Saved at once, and each has a traffic view of its own.
    QVERIFY(QSettings().value(QStringLiteral("servers")).toString().contains(QStringLiteral("example.com")));
    QVERIFY(w->trafficView(servers->session(remote)));
    QVERIFY(w->trafficView(servers->session(remote)) != w->trafficView(demo()));
    // The operations table offers them in its server filter.
    QVERIFY(part<OperationsView>(w)->serverFilterBox()->findText(QStringLiteral("remote")) > 0);

    servers->removeServer(remote);
    servers->removeServer(servers->rowOf(QStringLiteral("Demo server (2)")));
    QCOMPARE(servers->rowCount(), before);
    QVERIFY(!QSettings().value(QStringLiteral("servers")).toString().contains(QStringLiteral("example.com")));
}

void TestMainWindow::filtersByStatusAndServer()
{
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    Operation *running = launch(QStringLiteral("analyze_dataset"), {{QStringLiteral("duration_seconds"), 120}});
    Operation *done = launch(QStringLiteral("quick_lookup"), {});
    QVERIFY(running && done);
    QTRY_COMPARE_WITH_TIMEOUT(done->status(), OperationStatus::Completed, kRunMs);
    OperationsView *view = part<OperationsView>(w);
    QAbstractItemModelTester tester(view->view()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    QComboBox *status = view->statusFilterBox();
    status->setCurrentIndex(status->findText(QStringLiteral("Active")));
    QVERIFY(tableIndex(running, 0).isValid());
    QVERIFY(!tableIndex(done, 0).isValid());
    status->setCurrentIndex(status->findText(QStringLiteral("completed")));
    QVERIFY(!tableIndex(running, 0).isValid());
    QVERIFY(tableIndex(done, 0).isValid());
    status->setCurrentIndex(0);

    QComboBox *server = view->serverFilterBox();
    server->setCurrentIndex(server->findText(QStringLiteral("Demo server")));
    QVERIFY(tableIndex(running, 0).isValid());
    view->filterModel()->setServerFilter(QStringLiteral("elsewhere"));
    QCOMPARE(view->view()->model()->rowCount(), 0);
    QCOMPARE(view->emptyHint(), QStringLiteral("No operation matches the filter."));
    server->setCurrentIndex(0);
    QVERIFY(view->view()->model()->rowCount() >= 2);

    // Sorting by the countdown column puts a deadline before no deadline.
    view->view()->sortByColumn(OperationColumn::ExpiresIn, Qt::AscendingOrder);
    running->setExpiry(QDateTime::currentDateTimeUtc().addSecs(300), QStringLiteral("ttl"));
    QTRY_VERIFY(tableIndex(running, 0).row() < tableIndex(done, 0).row());
    view->view()->sortByColumn(OperationColumn::ExpiresIn, Qt::DescendingOrder);
    QTRY_VERIFY(tableIndex(running, 0).row() > tableIndex(done, 0).row());
    w->manager()->cancel(running);
}

void TestMainWindow::everyEraAndDialectTellsTheTruthInTheWindow_data()
{
    // The window's pass of the matrix (tests/matrix runs every cell through the model): each era the demo server
    // speaks, with the automatic choice and every dialect a person can force there, launched from the form.
    QTest::addColumn<int>("era");
    QTest::addColumn<int>("dialect"); // -1: auto
    for (int dialect : {-1, int(Dialect::Sync), int(Dialect::AsyncCall), int(Dialect::Operation),
             int(Dialect::Resumable), int(Dialect::Tasks)})
        QTest::addRow("initialize era/%s", dialect < 0 ? "auto" : qPrintable(Dialects::toString(Dialect(dialect))))
            << int(Era::Legacy) << dialect;
    // Era::Auto is the first-run connection: the demo server answers it in 2026-07-28.
    for (int dialect :
        {-1, int(Dialect::Sync), int(Dialect::AsyncCall), int(Dialect::Operation), int(Dialect::TasksExt)})
        QTest::addRow("2026-07-28/%s", dialect < 0 ? "auto" : qPrintable(Dialects::toString(Dialect(dialect))))
            << int(Era::Auto) << dialect;
}

void TestMainWindow::everyEraAndDialectTellsTheTruthInTheWindow()
{
    QFETCH(int, era);
    QFETCH(int, dialect);
    MainWindow *w = window();
    ServerListModel *servers = part<ServerListWidget>(w)->model();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    if (demo()->config().era != Era(era)) {
        ServerConfig config = demo()->config();
        config.era = Era(era);
        servers->updateServer(servers->rowOf(demo()), config);
        QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    }
    const Era spoken = Era(era) == Era::Auto ? Era::Modern : Era(era);
    QCOMPARE(demo()->era(), spoken);
    QTRY_VERIFY(servers->index(servers->rowOf(demo()))
                    .data(ServerListModel::StateTextRole)
                    .toString()
                    .contains(spoken == Era::Modern ? QStringLiteral("2026-07-28") : QStringLiteral("connected")));

    // What the operations table shows for the row, every time it changes: its status and progress.
    QAbstractItemModel *table = part<OperationsView>(w)->view()->model();
    QString id;
    QList<int> shownStatuses;
    QList<double> shownFractions;
    const auto look = [&] {
        if (id.isEmpty())
            return;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QModelIndex index = table->index(row, OperationColumn::Progress);
            if (index.data(OperationIdRole).toString() != id)
                continue;
            const int status = index.data(StatusRole).toInt();
            if (shownStatuses.isEmpty() || shownStatuses.constLast() != status)
                shownStatuses << status;
            const double fraction = index.data(ProgressFractionRole).toDouble();
            if (fraction >= 0 && (shownFractions.isEmpty() || shownFractions.constLast() != fraction))
                shownFractions << fraction;
        }
    };
    const QMetaObject::Connection changed = connect(table, &QAbstractItemModel::dataChanged, this, look);
    const QMetaObject::Connection inserted = connect(table, &QAbstractItemModel::rowsInserted, this, look);

    constexpr int chunks = 4;
    Operation *op = launch(QStringLiteral("analyze_dataset"),
        {{QStringLiteral("dataset"), QStringLiteral("orders")}, {QStringLiteral("duration_seconds"), 3},
            {QStringLiteral("chunks"), chunks}},
        dialect < 0 ? std::nullopt : std::optional<Dialect>(Dialect(dialect)));
    QVERIFY2(op, qPrintable(part<LaunchPanel>(w)->form()->problems().join(QLatin1Char('\n'))));
    id = op->id();
    look();
    QCOMPARE(part<OperationDetailPane>(w)->operation(), op);
    QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kRunMs);
    QTRY_COMPARE(tableIndex(op, OperationColumn::Progress).data(StatusRole).toInt(), int(OperationStatus::Completed));
    look();
    disconnect(changed);
    disconnect(inserted);

    QStringList trail;
    for (int status : std::as_const(shownStatuses))
        trail << Statuses::toString(OperationStatus(status));
    const QString story = trail.join(QStringLiteral(" → ")) + QStringLiteral(" | ") + op->error().toString();
    QCOMPARE(op->status(), OperationStatus::Completed);
    // The row: it starts submitted or working, shows one terminal state and only at the end, never goes back.
    QVERIFY2(!shownStatuses.isEmpty(), "the row was never shown");
    QVERIFY2(shownStatuses.constFirst() == int(OperationStatus::Submitted)
            || shownStatuses.constFirst() == int(OperationStatus::Working),
        qPrintable(story));
    for (qsizetype i = 0; i + 1 < shownStatuses.size(); ++i)
        QVERIFY2(!Statuses::isTerminal(OperationStatus(shownStatuses.at(i))), qPrintable(story));
    for (qsizetype i = 1; i < shownFractions.size(); ++i)
        QVERIFY2(shownFractions.at(i) >= shownFractions.at(i - 1), "the progress shown went back");
    // A completed row is full, never stuck at an old value, and names the dialect that really ran.
    QCOMPARE(tableIndex(op, OperationColumn::Progress).data(ProgressFractionRole).toDouble(), 1.0);
    QCOMPARE(tableIndex(op, OperationColumn::Dialect).data().toString(), Dialects::toString(op->dialect()));
    // A 2026-07-28 server alone decides whether a call becomes a task of the extension: a plain call or one that
    // declares the extension ends as either, labelled as what really ran.
    const bool serverDecides =
        spoken == Era::Modern && (Dialect(dialect) == Dialect::Sync || Dialect(dialect) == Dialect::TasksExt);
    if (dialect >= 0 && !serverDecides)
        QCOMPARE(op->dialect(), Dialect(dialect));
    if (dialect >= 0 && serverDecides)
        QVERIFY(op->dialect() == Dialect::Sync || op->dialect() == Dialect::TasksExt);
    QVERIFY(tableIndex(op, OperationColumn::Status).data().toString().startsWith(QStringLiteral("completed")));

    // The detail pane and its chart agree with the last report the server sent.
    QVERIFY(part<OperationsView>(w)->selectOperation(op->id()));
    QCOMPARE(part<OperationDetailPane>(w)->operation(), op);
    QVERIFY2(part<OperationDetailPane>(w)->statusText().startsWith(QStringLiteral("completed")),
        qPrintable(part<OperationDetailPane>(w)->statusText()));
    QVERIFY(op->hasProgress());
    QTRY_VERIFY(part<OperationDetailPane>(w)->plot()->pointCount() > 0);
    const ProgressSample last = op->lastProgress();
    QTRY_VERIFY2(part<OperationDetailPane>(w)->plot()->infoText().startsWith(
                     QStringLiteral("%1 of %2").arg(Format::number(last.progress), Format::number(last.total))),
        qPrintable(part<OperationDetailPane>(w)->plot()->infoText()));
    if (!op->numericProgressEnded())
        QCOMPARE(last.progress, double(chunks)); // every step reached the window
    QTRY_VERIFY(shownText(part<OperationDetailPane>(w)->resultViewer()).contains(QStringLiteral("Analyzed")));
    QVERIFY(!part<OperationDetailPane>(w)->resultViewer()->isErrorShown());
}

void TestMainWindow::fitsASmallScreen()
{
    // Every column of the window fits a 1024×700 screen: nothing is pushed off its right or bottom edge, on any
    // bottom tab, with the traffic scoped to one operation and the timeline full of lanes.
    MainWindow *w = window();
    QSize min;
    const auto check = [w, &min](const QString &state) {
        QString parts;
        for (const char *name : {"topSplitter", "bottomSplitter", "verticalSplitter"}) {
            auto *splitter = w->findChild<QSplitter *>(QLatin1String(name));
            QVERIFY(splitter);
            for (int i = 0; i < splitter->count(); ++i) {
                const QSize needed =
                    splitter->widget(i)->minimumSizeHint().expandedTo(splitter->widget(i)->minimumSize());
                parts += QStringLiteral("%1[%2] %3x%4; ").arg(name).arg(i).arg(needed.width()).arg(needed.height());
            }
        }
        for (QTabWidget *tabs : w->findChildren<QTabWidget *>()) {
            for (int i = 0; i < tabs->count(); ++i)
                parts += QStringLiteral("%1: %2x%3; ")
                             .arg(tabs->tabText(i))
                             .arg(tabs->widget(i)->minimumSizeHint().width())
                             .arg(tabs->widget(i)->minimumSizeHint().height());
        }
        min = w->minimumSizeHint().expandedTo(w->minimumSize());
        QVERIFY2(min.width() <= 1024 && min.height() <= 700,
            qPrintable(QStringLiteral("%1: the window needs %2x%3: %4")
                           .arg(state)
                           .arg(min.width())
                           .arg(min.height())
                           .arg(parts)));
    };
    for (int tab = 0; tab < bottomTabs(w)->count(); ++tab) {
        bottomTabs(w)->setCurrentIndex(tab);
        check(bottomTabs(w)->tabText(tab));
    }
    OperationManager *manager = w->manager();
    QList<Operation *> added;
    for (int i = 0; i < 40; ++i)
        added << manager->join(QStringLiteral("Demo server"), Dialect::TasksExt,
            QStringLiteral("a-rather-long-handle-of-a-task-%1").arg(i));
    added.constFirst()->setTool(QStringLiteral("a_tool_with_a_long_name_that_goes_on_and_on"), {});
    bottomTabs(w)->setCurrentIndex(BottomTabs::TimelineTab);
    QTRY_VERIFY(part<TimelineView>(w)->laneIds().size() > 40);
    check(QStringLiteral("timeline with lanes"));
    w->showOperationTraffic(added.constFirst());
    check(QStringLiteral("traffic of one operation"));
    w->trafficView(demo())->showOperation(nullptr);
    for (Operation *op : std::as_const(added))
        manager->remove(op);
    bottomTabs(w)->setCurrentIndex(BottomTabs::OperationsTab);
    // A new window is never larger than the screen it opens on (it was 1440×900 whatever the screen).
    MainWindow fresh;
    const QSize screen = fresh.screen()->availableGeometry().size();
    QVERIFY2(
        fresh.width() <= qMax(screen.width(), min.width()) && fresh.height() <= qMax(screen.height(), min.height()),
        qPrintable(QStringLiteral("%1x%2 on a screen of %3x%4")
                       .arg(fresh.width())
                       .arg(fresh.height())
                       .arg(screen.width())
                       .arg(screen.height())));
}

void TestMainWindow::keysReachTheMainActions()
{
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w));
    // Each key is shown in the Operation menu next to its action.
    QMap<QString, QString> shown;
    for (QAction *action : w->menuBar()->actions()) {
        if (action->menu()) {
            for (QAction *item : action->menu()->actions())
                shown.insert(item->text().remove(QLatin1Char('&')), item->shortcut().toString());
        }
    }
    QCOMPARE(shown.value("Launch"), QString("Ctrl+Return"));
    QCOMPARE(shown.value("Find a Tool"), QString("Ctrl+F"));
    QCOMPARE(shown.value("Join…"), QString("Ctrl+J"));
    QCOMPARE(shown.value("Answer Next Question"), QString("Ctrl+Shift+A"));
    QCOMPARE(shown.value("Cancel"), QString("Ctrl+."));
    QCOMPARE(shown.value("Refresh"), QString("F5"));
    QCOMPARE(shown.value("Add Server…"), QString("Ctrl+N"));

    // Ctrl+F: the tool search, whatever had the focus.
    part<OperationsView>(w)->setFocus();
    QTest::keyClick(w, Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(part<ToolsView>(w)->searchEdit()->hasFocus());
    // Ctrl+Return: the form's tool is launched.
    QTRY_VERIFY_WITH_TIMEOUT(selectTool(QStringLiteral("quick_lookup")), kConnectMs);
    const qsizetype before = w->manager()->operations().size();
    QTest::keyClick(part<ToolsView>(w)->searchEdit(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE(w->manager()->operations().size(), before + 1);

    // The call, as the mcp-async line that makes it again.
    Operation *launched = w->manager()->operations().constLast();
    QVERIFY(part<OperationsView>(w)->selectOperation(launched->id()));
    QVERIFY(part<OperationsView>(w)->copyCallCommandAction()->isEnabled());
    part<OperationsView>(w)->copyCallCommandAction()->trigger();
    const QString line = QApplication::clipboard()->text();
    QVERIFY2(line.startsWith(QStringLiteral("mcp-async --stdio ")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral(" call quick_lookup ")), qPrintable(line));
    QVERIFY2(line.endsWith(QStringLiteral("--via ") + Dialects::toString(launched->dialect())), qPrintable(line));
}

MCP_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
#include "workspace/workspace.h"

// The first-run connection (2026-07-28 over stdio): the Timeline tab has a lane per operation whose spans are the
// operation's whole history, and it selects together with the table and the detail pane.
void TestMainWindow::timelineShowsEveryOperationAndSelectsWithTheTable()
{
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    ServerListModel *servers = part<ServerListWidget>(w)->model();
    ServerConfig config = demo()->config();
    if (config.era != Era::Auto) { // an earlier case moved it to the initialize era
        config.era = Era::Auto;
        servers->updateServer(servers->rowOf(demo()), config);
        QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    }
    QVERIFY(ProtocolVersion::isModern(demo()->protocolVersion()));
    Operation *first = launch(QStringLiteral("quick_lookup"), {}, std::nullopt);
    Operation *second = launch(QStringLiteral("analyze_dataset"),
        {{QStringLiteral("duration_seconds"), 2}, {QStringLiteral("chunks"), 4}}, std::nullopt);
    QVERIFY(first && second);
    QTRY_VERIFY_WITH_TIMEOUT(first->isTerminal() && second->isTerminal(), kRunMs);
    QCOMPARE(second->status(), OperationStatus::Completed);

    bottomTabs(w)->setCurrentIndex(BottomTabs::TimelineTab);
    TimelineView *timeline = part<TimelineView>(w);
    QTRY_VERIFY(timeline->isVisible());
    QTRY_VERIFY(timeline->laneIds().contains(second->id()));
    QVERIFY(timeline->laneIds().contains(first->id()));
    // The lane is the history: each status the operation went through, in order, ending completed.
    QStringList lane;
    for (const TimelineView::Span &span : timeline->spansOf(second->id(), QDateTime::currentMSecsSinceEpoch()))
        lane << Statuses::toString(span.status);
    QStringList history;
    for (const StatusChange &change : second->statusHistory())
        history << Statuses::toString(change.status);
    QCOMPARE(lane, history);
    QCOMPARE(lane.constFirst(), QStringLiteral("submitted"));
    QCOMPARE(lane.constLast(), QStringLiteral("completed"));
    // The detail pane's chart of it has every report, up to the last (seen at 85 % of a finished run once).
    QVERIFY(part<OperationsView>(w)->selectOperation(second->id()));
    QTRY_COMPARE(part<OperationDetailPane>(w)->plot()->pointCount(), int(second->progressHistory().size()));

    // Table -> timeline.
    QVERIFY(part<OperationsView>(w)->selectOperation(first->id()));
    QCOMPARE(timeline->currentOperation(), first->id());
    // Timeline -> table and detail pane.
    timeline->fitAll();
    QTRY_VERIFY(!timeline->pointOf(second->id(), second->createdAt().toMSecsSinceEpoch() + 1).isNull());
    const QPoint point = timeline->pointOf(second->id(), second->createdAt().toMSecsSinceEpoch() + 1);
    auto *plot = timeline->findChild<QWidget *>(QStringLiteral("timelinePlot"));
    QVERIFY(plot);
    QTest::mouseClick(plot, Qt::LeftButton, {}, point);
    QCOMPARE(part<OperationsView>(w)->currentOperation(), second);
    QCOMPARE(part<OperationDetailPane>(w)->operation(), second);

    // From the detail pane, its own messages: the Traffic tab of its server, scoped to it.
    auto *its = part<OperationDetailPane>(w)->findChild<QAction *>(QStringLiteral("showTrafficAction"));
    QVERIFY(its);
    its->trigger();
    QCOMPARE(bottomTabs(w)->currentIndex(), int(BottomTabs::TrafficTab));
    TrafficView *traffic = w->trafficView(demo());
    QVERIFY(traffic->isVisible());
    QVERIFY(!traffic->filter()->operationScope().isEmpty());
    const int shown = traffic->filter()->rowCount();
    QVERIFY2(shown >= 2 && shown < traffic->log()->rowCount(),
        qPrintable(QString("%1 of %2").arg(shown).arg(traffic->log()->rowCount())));
    bool call = false;
    for (int row = 0; row < shown; ++row) {
        const QString raw = traffic->filter()->index(row, 0).data(RawJsonRole).toString();
        QVERIFY2(!raw.contains(QStringLiteral("quick_lookup")), qPrintable(raw)); // not the other operation's
        // The call that started it (tools/call, or the async call's tools/async/call).
        call = call || (raw.contains(QStringLiteral("/call\"")) && raw.contains(QStringLiteral("analyze_dataset")));
    }
    QVERIFY(call);
    QTemporaryDir dir;
    const QString shownPath = dir.filePath(QStringLiteral("shown.jsonl"));
    QVERIFY(traffic->exportTo(shownPath, true));
    QFile shownFile(shownPath);
    QVERIFY(shownFile.open(QIODevice::ReadOnly));
    const qsizetype exported = shownFile.readAll().count('\n');
    QCOMPARE(exported, qsizetype(traffic->filter()->rowCount())); // what is shown once the last batch is in
    traffic->showOperation(nullptr);
    QVERIFY(traffic->filter()->operationScope().isEmpty());
    QCOMPARE(traffic->filter()->rowCount(), traffic->log()->rowCount());

    // One view of every server's traffic: the same messages, each with its server, answers named by their
    // request's method.
    traffic->allServersAction()->trigger();
    TrafficView *all = w->findChild<TrafficView *>(QStringLiteral("allTraffic"));
    QVERIFY(all->isVisible());
    QCOMPARE(bottomTabs(w)->tabText(BottomTabs::TrafficTab), QStringLiteral("Traffic: all servers"));
    QVERIFY(!all->view()->header()->isSectionHidden(MessageColumn::Server));
    QVERIFY(traffic->view()->header()->isSectionHidden(MessageColumn::Server));
    // It collects from the moment it is first shown (each server's own log has everything before): a call now
    // shows in both, the same messages in the same order.
    traffic->log()->flush();
    const int before = traffic->log()->rowCount();
    QVERIFY(all->log()->rowCount() == 0);
    Operation *third = launch(QStringLiteral("quick_lookup"), {}, std::nullopt);
    QVERIFY(third);
    QTRY_VERIFY_WITH_TIMEOUT(third->isTerminal(), kRunMs);
    traffic->log()->flush();
    all->log()->flush();
    QVERIFY(all->log()->rowCount() > 0);
    QCOMPARE(all->log()->rowCount(), traffic->log()->rowCount() - before);
    int answersNamed = 0;
    for (int row = 0; row < all->log()->rowCount(); ++row) {
        QCOMPARE(all->log()->index(row, MessageColumn::Server).data().toString(), QStringLiteral("Demo server"));
        QCOMPARE(all->log()->index(row, 0).data(MethodRole), traffic->log()->index(before + row, 0).data(MethodRole));
        if (all->log()->kind(row) == MessageLogModel::Response && !all->log()->method(row).isEmpty())
            ++answersNamed;
    }
    QVERIFY(answersNamed > 0);
    bottomTabs(w)->setCurrentIndex(BottomTabs::TrafficTab);
    all->allServersAction()->trigger(); // back to the selected server's
    QVERIFY(traffic->isVisible());
    QCOMPARE(bottomTabs(w)->tabText(BottomTabs::TrafficTab), QStringLiteral("Traffic: Demo server"));

    // Its report: the whole story, with its messages.
    const QString reportPath = dir.filePath(QStringLiteral("report.json"));
    QString error;
    QVERIFY2(w->saveReport(second, reportPath, &error), qPrintable(error));
    QFile reportFile(reportPath);
    QVERIFY(reportFile.open(QIODevice::ReadOnly));
    const QJsonObject report = QJsonDocument::fromJson(reportFile.readAll()).object();
    QCOMPARE(report.value(QStringLiteral("operation")).toObject().value(QStringLiteral("tool")).toString(),
        QStringLiteral("analyze_dataset"));
    QCOMPARE(report.value(QStringLiteral("statusHistory")).toArray().last().toObject().value(QStringLiteral("status")),
        QJsonValue(QStringLiteral("completed")));
    QVERIFY(!report.value(QStringLiteral("progress")).toArray().isEmpty());
    QVERIFY(report.value(QStringLiteral("traffic")).toArray().size() >= exported);
    QVERIFY(!w->saveReport(second, dir.filePath(QStringLiteral("no/such/dir/r.json")), &error));
    QVERIFY2(error.contains(QStringLiteral("Could not write")), qPrintable(error));
}

// View -> Theme switches the whole window (the chart and the timeline too); the theme, the columns of the
// operations table (widths, hidden ones) and the bottom tab come back in a new window.
void TestMainWindow::themeAndLayoutFromTheViewMenuSurviveARestart()
{
    MainWindow *w = window();
    const QColor systemWindow = QApplication::palette().color(QPalette::Window);
    auto *dark = w->findChild<QAction *>(QStringLiteral("theme:dark"));
    auto *system = w->findChild<QAction *>(QStringLiteral("theme:system"));
    QVERIFY(dark && system);
    QVERIFY(system->isChecked());
    dark->trigger();
    QVERIFY(Theme::isDark(QApplication::palette()));
    QTRY_VERIFY2(Theme::isDark(w->palette()),
        qPrintable(w->palette().color(QPalette::Window).name() + " " + w->palette().color(QPalette::WindowText).name()
            + " app " + QApplication::palette().color(QPalette::Window).name()));
    QVERIFY(Theme::isDark(part<TimelineView>(w)->palette()));
    // A label coloured by meaning takes the dark shade too (the launch hint kept its light-theme grey).
    auto *hint = part<LaunchPanel>(w)->findChild<QLabel *>(QStringLiteral("launchHint"));
    QVERIFY(hint);
    const auto hintColour = [hint] { return hint->palette().color(QPalette::WindowText); };
    QTRY_VERIFY2(hintColour() == Theme::darkPalette().color(QPalette::PlaceholderText)
            || hintColour() == Theme::warning(Theme::darkPalette()),
        qPrintable(hintColour().name()));

    QHeaderView *header = part<OperationsView>(w)->view()->header();
    header->setSectionHidden(OperationColumn::Dialect, true);
    header->resizeSection(OperationColumn::Tool, 222);
    bottomTabs(w)->setCurrentIndex(BottomTabs::TimelineTab);
    w->close(); // saves the layout
    w->show();

    MainWindow second;
    second.restore();
    QHeaderView *restored = part<OperationsView>(&second)->view()->header();
    QVERIFY(restored->isSectionHidden(OperationColumn::Dialect));
    QCOMPARE(restored->sectionSize(OperationColumn::Tool), 222);
    QCOMPARE(bottomTabs(&second)->currentIndex(), int(BottomTabs::TimelineTab));
    QVERIFY(Theme::mode() == Theme::Mode::Dark);
    second.findChild<QAction *>(QStringLiteral("theme:system"))->trigger();
    QCOMPARE(QApplication::palette().color(QPalette::Window), systemWindow);

    header->setSectionHidden(OperationColumn::Dialect, false);
    bottomTabs(w)->setCurrentIndex(BottomTabs::OperationsTab);
}

// A screen reader names every control a person can reach with Tab: the walk goes through the main window's
// focusable widgets as they are on screen, with a server selected, a tool chosen and an operation shown.
void TestMainWindow::everyControlHasAnAccessibleName()
{
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    QTRY_VERIFY_WITH_TIMEOUT(selectTool(QStringLiteral("analyze_dataset")), kConnectMs);
    auto *details = part<OperationDetailPane>(w)->findChild<QTabWidget *>();
    QVERIFY(details);
    // Every bottom tab, and with the Operations tab every tab of the detail pane.
    QList<QPair<int, int>> views;
    for (int tab = 0; tab < bottomTabs(w)->count(); ++tab)
        views.append({tab, 0});
    for (int detail = 1; detail < details->count(); ++detail)
        views.append({int(BottomTabs::OperationsTab), detail});
    for (const auto &[tab, detail] : std::as_const(views)) {
        bottomTabs(w)->setCurrentIndex(tab);
        details->setCurrentIndex(detail);
        QStringList unnamed;
        QStringList undescribed;
        for (QWidget *widget : w->findChildren<QWidget *>()) {
            if (!widget->isVisibleTo(w) || widget->focusPolicy() == Qt::NoFocus || !widget->isEnabled())
                continue;
            if (qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
                continue; // a spin box's own line edit: the spin box is the control
            if (qobject_cast<QAbstractScrollArea *>(widget->parentWidget())
                && widget->objectName() == QLatin1String("qt_scrollarea_viewport"))
                continue; // a view's viewport: the view itself is named
            QAccessibleInterface *face = QAccessible::queryAccessibleInterface(widget);
            QVERIFY(face);
            const QString what =
                QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char('#') + widget->objectName();
            if (face->text(QAccessible::Name).trimmed().isEmpty())
                unnamed << what;
            const bool input = qobject_cast<QLineEdit *>(widget) || qobject_cast<QComboBox *>(widget)
                || qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QAbstractItemView *>(widget)
                || qobject_cast<QPlainTextEdit *>(widget) || qobject_cast<QTextEdit *>(widget);
            if (input && face->text(QAccessible::Description).trimmed().isEmpty())
                undescribed << what;
        }
        QVERIFY2(unnamed.isEmpty(),
            qPrintable(
                bottomTabs(w)->tabText(tab) + QStringLiteral(" unnamed: ") + unnamed.join(QStringLiteral(", "))));
        QVERIFY2(undescribed.isEmpty(),
            qPrintable(bottomTabs(w)->tabText(tab) + QStringLiteral(" undescribed: ")
                + undescribed.join(QStringLiteral(", "))));
    }
    bottomTabs(w)->setCurrentIndex(BottomTabs::OperationsTab);
    details->setCurrentIndex(0);
}

void TestMainWindow::resourceLinkOpensTheResourcesTab()
{
    MainWindow *w = window();
    QTRY_COMPARE_WITH_TIMEOUT(demo()->state(), McpSession::State::Ready, kConnectMs);
    Operation *op = launch(QStringLiteral("write_job_log"), {{QStringLiteral("lines"), 1}});
    QVERIFY(op);
    QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kRunMs);
    part<OperationsView>(w)->selectOperation(op->id());
    QTRY_COMPARE(part<OperationDetailPane>(w)->operation(), op);
    auto *viewer = part<OperationDetailPane>(w)->findChild<ResultViewer *>();
    QVERIFY(viewer);
    QPushButton *open = nullptr;
    QTRY_VERIFY((open = viewer->findChild<QPushButton *>(QStringLiteral("openInResourcesButton"))) != nullptr);
    const QString uri = open->property("uri").toString();
    QVERIFY2(uri.startsWith(QStringLiteral("demo://jobs/")), qPrintable(uri));
    // Activated with the keyboard: the Resources tab comes up with the link's resource read.
    open->setFocus();
    QTest::keyClick(open, Qt::Key_Space);
    QCOMPARE(part<BottomTabs>(w)->currentTab(), BottomTabs::ResourcesTab);
    auto *resources = part<ResourcesView>(w);
    QCOMPARE(resources->findChild<QLineEdit *>(QStringLiteral("resourceUri"))->text(), uri);
    QTRY_VERIFY_WITH_TIMEOUT(resources->preview()->shownText().startsWith(QStringLiteral("line 1 of 1")), kRunMs);
    bottomTabs(w)->setCurrentIndex(BottomTabs::OperationsTab);
}

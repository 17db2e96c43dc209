// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "recordingmenu.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

#include "recordingwindow.h"
#include "registry/serverregistry.h"
#include "serverlistwidget.h"
#include "session/mcpsession.h"
#include "workspace/workspace.h"

using namespace Mcp;

namespace {
constexpr QLatin1String kAlwaysKey("recording/always");
constexpr QLatin1String kFilter("MCP recordings (*.jsonl);;All files (*)");

// A file name for \a server's recording started now.
QString fileNameFor(const QString &server)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    QString name = server;
    name.replace(unsafe, QStringLiteral("-"));
    return QStringLiteral("%1-%2.jsonl")
        .arg(name.left(40), QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
}
} // namespace

RecordingMenu::RecordingMenu(Workspace *workspace, ServerListWidget *servers, QWidget *parent)
    : QMenu(tr("&Recording"), parent)
    , m_workspace(workspace)
    , m_servers(servers)
{
    m_record = addAction(tr("&Record This Server…"));
    m_record->setCheckable(true);
    m_record->setToolTip(tr("Keep every message of the selected server's session, its link events and your answers in "
                            "a file"));
    connect(m_record, &QAction::triggered, this, &RecordingMenu::toggleRecording);
    m_always = addAction(tr("Record &Every Session"));
    m_always->setCheckable(true);
    m_always->setToolTip(tr("Record each server from its connect on, into %1").arg(recordingsFolder()));
    connect(m_always, &QAction::triggered, this, &RecordingMenu::recordAlways);
    addSeparator();
    addAction(tr("&Open Recording…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Recording"), recordingsFolder(), kFilter);
        if (!path.isEmpty())
            openRecording(path, false);
    });
    addAction(tr("&Follow a Live Recording…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Follow a Tap's or a Session's Recording"), recordingsFolder(), kFilter);
        if (!path.isEmpty())
            openRecording(path, true);
    })->setToolTip(tr("Show the traffic a tap (mcp-async tap --record FILE) is writing, live"));
    connect(servers, &ServerListWidget::currentSessionChanged, this, &RecordingMenu::syncRecordAction);
    connect(workspace, &Workspace::recordingChanged, this, [this](McpSession *, bool, const QString &why) {
        syncRecordAction();
        if (!why.isEmpty())
            QMessageBox::warning(parentWidget(), tr("Recording stopped"), why);
    });
    // A session that connects while "Record Every Session" is on is recorded from its first message.
    connect(workspace->registry(), &ServerRegistry::added, this, [this](McpSession *session) {
        if (m_always->isChecked())
            startIn(session, recordingsFolder());
    });
    if (QSettings().value(kAlwaysKey).toBool()) {
        m_always->setChecked(true);
        recordAlways(true);
    }
    syncRecordAction();
}

RecordingMenu::~RecordingMenu() = default;

QString RecordingMenu::recordingsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recordings");
}

void RecordingMenu::openRecording(const QString &path, bool live)
{
    auto *window = new RecordingWindow(parentWidget());
    window->setWindowFlag(Qt::Window);
    QString error;
    if (!window->open(path, live, &error)) {
        delete window;
        QMessageBox::warning(parentWidget(), tr("Open Recording"), error);
        return;
    }
    window->show();
}

void RecordingMenu::toggleRecording(bool on)
{
    McpSession *session = m_servers->currentSession();
    if (!session)
        return syncRecordAction();
    if (!on) {
        m_workspace->stopRecording(session);
        return;
    }
    QDir().mkpath(recordingsFolder());
    const QString path = QFileDialog::getSaveFileName(this, tr("Record %1").arg(session->config().name),
        recordingsFolder() + u'/' + fileNameFor(session->config().name), kFilter);
    QString error;
    if (!path.isEmpty() && !m_workspace->startRecording(session, path, &error))
        QMessageBox::warning(parentWidget(), tr("Record"), error);
    syncRecordAction();
}

void RecordingMenu::recordAlways(bool on)
{
    QSettings().setValue(kAlwaysKey, on);
    if (!on)
        return;
    const ServerRegistry *registry = m_workspace->registry();
    for (int row = 0; row < registry->count(); ++row) {
        if (!m_workspace->recorder(registry->session(row)))
            startIn(registry->session(row), recordingsFolder());
    }
}

void RecordingMenu::startIn(McpSession *session, const QString &folder)
{
    QDir().mkpath(folder);
    QString error;
    if (!m_workspace->startRecording(session, folder + u'/' + fileNameFor(session->config().name), &error))
        qWarning("%s", qPrintable(error));
}

void RecordingMenu::syncRecordAction()
{
    McpSession *session = m_servers->currentSession();
    m_record->setEnabled(session);
    m_record->setChecked(session && m_workspace->recorder(session));
    m_record->setText(m_record->isChecked() ? tr("Stop &Recording This Server") : tr("&Record This Server…"));
}

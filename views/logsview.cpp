// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "logsview.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include "models/serverlogmodel.h"
#include "session/mcpsession.h"
#include "surface/serverlog.h"

using namespace Mcp;

LogsView::LogsView(QWidget *parent)
    : QWidget(parent)
    , m_model(new ServerLogModel(this))
    , m_filter(new ServerLogFilterModel(this))
    , m_table(new QTableView(this))
    , m_note(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    createFilters(bar);
    layout->addLayout(bar);
    m_filter->setSourceModel(m_model);
    m_table->setModel(m_filter);
    m_table->setObjectName(QStringLiteral("logsTable"));
    m_table->setAccessibleName(tr("Server log"));
    m_table->setAccessibleDescription(tr("Time, level, logger and text of each message, and the stderr lines"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);
    m_note->setObjectName(QStringLiteral("logsNote"));
    layout->addWidget(m_note);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_table->verticalScrollBar()->value() == m_table->verticalScrollBar()->maximum())
            m_table->scrollToBottom();
    });
    setSession(nullptr);
}

void LogsView::createFilters(QLayout *bar)
{
    const auto labelled = [this, bar](const QString &text, QWidget *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        bar->addWidget(label);
        bar->addWidget(field);
    };
    // Each field: its object name, its label (with the mnemonic that reaches it) and what it does.
    const auto field = [this, &labelled](auto *widget, const char *name, const QString &label, const QString &what) {
        widget->setObjectName(QLatin1String(name));
        widget->setAccessibleDescription(what);
        labelled(label, widget);
        return widget;
    };
    m_minimumLevel = field(new QComboBox(this), "minimumLevel", tr("Sho&w from:"), tr("The least severe level shown"));
    m_minimumLevel->addItems(ServerLog::levels());
    connect(m_minimumLevel, &QComboBox::currentTextChanged, m_filter, &ServerLogFilterModel::setMinimumLevel);
    m_logger = field(new QLineEdit(this), "loggerFilter", tr("&Logger:"), tr("Show only this logger's messages"));
    m_logger->setPlaceholderText(tr("any logger"));
    connect(m_logger, &QLineEdit::textChanged, m_filter, &ServerLogFilterModel::setLogger);
    m_text = field(new QLineEdit(this), "textFilter", tr("&Text:"), tr("Show only lines containing this text"));
    m_text->setPlaceholderText(tr("search"));
    connect(m_text, &QLineEdit::textChanged, m_filter, &ServerLogFilterModel::setText);
    for (QLineEdit *edit : {m_logger, m_text})
        edit->setClearButtonEnabled(true);
    m_serverLevel = field(new QComboBox(this), "serverLevel", tr("Ser&ver level:"),
        tr("The least severe level the server is asked to send"));
    m_serverLevel->addItems(ServerLog::levels());
    m_serverLevel->setCurrentText(QStringLiteral("info"));
    m_setLevel = new QPushButton(tr("&Ask"), this);
    m_setLevel->setObjectName(QStringLiteral("setLevel"));
    m_setLevel->setToolTip(tr("Ask the server for messages of this level and above (logging/setLevel in 2025-11-25; "
                              "in 2026-07-28 the level goes with each request)"));
    connect(m_setLevel, &QPushButton::clicked, this, &LogsView::askLevel);
    bar->addWidget(m_setLevel);
    auto *exportButton = new QPushButton(tr("E&xport…"), this);
    exportButton->setObjectName(QStringLiteral("exportLogs"));
    connect(exportButton, &QPushButton::clicked, this, &LogsView::exportToFile);
    bar->addWidget(exportButton);
}

void LogsView::watchSession(McpSession *session)
{
    if (!session || m_logs.contains(session))
        return;
    auto *log = new ServerLog(session, this);
    m_logs.insert(session, log);
    connect(session, &QObject::destroyed, this, [this, session] {
        if (ServerLog *gone = m_logs.take(session))
            gone->deleteLater();
    });
    connect(log, &ServerLog::levelSet, this, &LogsView::updateNote);
    connect(log, &ServerLog::levelFailed, this,
        [this](const QString &reason) { m_note->setText(tr("The server refused the level: %1").arg(reason)); });
    connect(log, &ServerLog::entriesDropped, this, &LogsView::updateNote);
}

void LogsView::setSession(McpSession *session)
{
    watchSession(session);
    m_session = session;
    m_model->setLog(m_logs.value(session));
    m_setLevel->setEnabled(session != nullptr);
    updateNote();
}

void LogsView::askLevel()
{
    ServerLog *log = m_logs.value(m_session);
    if (log && !log->setLevel(m_serverLevel->currentText()))
        m_note->setText(tr("This server does not take a log level (no logging capability, or not connected)."));
}

void LogsView::updateNote()
{
    const ServerLog *log = m_logs.value(m_session);
    if (!log) {
        m_note->setText(tr("Select a server to see its log."));
        return;
    }
    QStringList parts;
    if (!log->level().isEmpty()) {
        parts << (m_session->era() == Era::Modern
                ? tr("Level %1 is sent with this client's requests (2026-07-28).").arg(log->level())
                : tr("The server was asked for level %1.").arg(log->level()));
    }
    if (log->droppedCount() > 0)
        parts << tr("%n older line(s) dropped.", nullptr, log->droppedCount());
    m_note->setText(parts.join(QLatin1Char(' ')));
}

bool LogsView::exportTo(const QString &fileName) const
{
    QFile file(fileName);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return false;
    for (int row = 0; row < m_filter->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < m_filter->columnCount(); ++column)
            cells << m_filter->index(row, column).data().toString();
        if (file.write(cells.join(QLatin1Char('\t')).toUtf8() + '\n') < 0)
            return false;
    }
    return true;
}

void LogsView::exportToFile()
{
    const QString fileName =
        QFileDialog::getSaveFileName(this, tr("Export the log"), QString(), tr("Text files (*.log *.txt)"));
    if (!fileName.isEmpty() && !exportTo(fileName))
        m_note->setText(tr("Could not write %1.").arg(fileName));
}

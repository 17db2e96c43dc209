// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverpanel.h"

#include <algorithm>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "plot/qcp.h"
#include "session/mcpsession.h"
#include "surface/pingmonitor.h"
#include "surface/serverdescription.h"

using namespace Mcp;

namespace {
/*! \a value under \a parent: objects and arrays as branches, the rest as the value column. */
void addJson(QTreeWidgetItem *parent, const QString &key, const QJsonValue &value)
{
    auto *item = new QTreeWidgetItem(parent, {key});
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            addJson(item, it.key(), it.value());
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i)
            addJson(item, QString::number(i), array.at(i));
    } else {
        item->setText(1,
            value.isBool() ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                           : value.toVariant().toString());
        item->setToolTip(1, item->text(1));
    }
}
} // namespace

ServerPanel::ServerPanel(QWidget *parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_tree->setObjectName(QStringLiteral("serverTree"));
    m_tree->setAccessibleName(tr("What the server and this client declared"));
    m_tree->setAccessibleDescription(
        tr("The server's name, version, instructions, era and capabilities, and this client's info and capabilities"));
    m_tree->setHeaderLabels({tr("Field"), tr("Value")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    splitter->addWidget(m_tree);
    splitter->addWidget(createPingArea());
    layout->addWidget(splitter);
    m_replotTimer.setSingleShot(true);
    m_replotTimer.setInterval(200);
    connect(&m_replotTimer, &QTimer::timeout, this, &ServerPanel::replot);
    setSession(nullptr);
}

QWidget *ServerPanel::createPingArea()
{
    auto *area = new QWidget(this);
    auto *layout = new QVBoxLayout(area);
    auto *bar = new QHBoxLayout;
    auto *pingNow = new QPushButton(tr("&Ping now"), area);
    pingNow->setObjectName(QStringLiteral("pingNow"));
    connect(pingNow, &QPushButton::clicked, this, [this] {
        if (m_monitor)
            m_monitor->pingNow();
    });
    bar->addWidget(pingNow);
    m_auto = new QCheckBox(tr("&Every"), area);
    m_auto->setObjectName(QStringLiteral("autoPing"));
    m_auto->setChecked(true);
    connect(m_auto, &QCheckBox::toggled, this, &ServerPanel::updateActive);
    bar->addWidget(m_auto);
    m_interval = new QSpinBox(area);
    m_interval->setObjectName(QStringLiteral("pingInterval"));
    m_interval->setRange(1, 3600);
    m_interval->setValue(PingMonitor::DefaultIntervalMs / 1000);
    m_interval->setSuffix(tr(" s"));
    m_interval->setAccessibleName(tr("Ping interval"));
    m_interval->setAccessibleDescription(tr("Seconds between two probes while this tab is shown"));
    connect(m_interval, &QSpinBox::valueChanged, this, [this](int seconds) {
        if (m_monitor)
            m_monitor->setInterval(seconds * 1000);
    });
    bar->addWidget(m_interval);
    bar->addStretch();
    layout->addLayout(bar);
    m_plot = new QCustomPlot(area);
    m_plot->setMinimumHeight(120);
    m_plot->setAccessibleName(tr("Round-trip time chart"));
    m_plot->addGraph(); // answered probes
    m_plot->addGraph(); // failures, drawn at 0
    // Each probe a dot, so that the first one shows before there is a line.
    m_plot->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    m_plot->graph(1)->setLineStyle(QCPGraph::lsNone);
    m_plot->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, Qt::red, 8));
    m_plot->xAxis->setLabel(tr("probe"));
    m_plot->yAxis->setLabel(tr("ms"));
    layout->addWidget(m_plot, 1);
    m_rtt = new QLabel(area);
    m_rtt->setObjectName(QStringLiteral("rttSummary"));
    layout->addWidget(m_rtt);
    return area;
}

void ServerPanel::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    delete m_monitor;
    m_monitor = nullptr;
    m_session = session;
    if (session) {
        m_monitor = new PingMonitor(session, this);
        m_monitor->setInterval(m_interval->value() * 1000);
        connect(m_monitor, &PingMonitor::sampled, this, &ServerPanel::onSample);
        connect(session, &McpSession::stateChanged, this, [this] {
            rebuildTree();
            updateActive();
        });
    }
    rebuildTree();
    updateActive();
    replot();
}

void ServerPanel::rebuildTree()
{
    m_tree->clear();
    if (!m_session || m_session->state() != McpSession::State::Ready) {
        new QTreeWidgetItem(m_tree,
            {m_session ? tr("%1 is %2").arg(m_session->config().name, m_session->stateText())
                       : tr("Select a server to see what it declared.")});
        return;
    }
    QJsonObject description = ServerDescription::of(*m_session);
    description.insert(QStringLiteral("era"), ServerDescription::eraText(*m_session));
    for (const QString &key : {QStringLiteral("server"), QStringLiteral("era"), QStringLiteral("protocolVersion"),
             QStringLiteral("transport"), QStringLiteral("instructions"), QStringLiteral("capabilities"),
             QStringLiteral("extensions"), QStringLiteral("client")}) {
        if (description.contains(key))
            addJson(m_tree->invisibleRootItem(), key, description.value(key));
    }
    m_tree->expandToDepth(0);
}

void ServerPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateActive();
}

void ServerPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    updateActive();
}

void ServerPanel::updateActive()
{
    // Probes only while someone looks: a hidden panel costs the server nothing.
    if (m_monitor)
        m_monitor->setActive(
            isVisible() && m_auto->isChecked() && m_session && m_session->state() == McpSession::State::Ready);
}

void ServerPanel::onSample(const PingSample &sample)
{
    m_rtt->setText(sample.ok() ? tr("%1: %2 ms").arg(m_monitor->probeMethod()).arg(sample.rttMs)
                               : tr("%1 failed: %2").arg(m_monitor->probeMethod(), sample.error));
    if (!m_replotTimer.isActive())
        m_replotTimer.start();
}

void ServerPanel::replot()
{
    QVector<double> x, y, failedX, failedY;
    const QList<PingSample> samples = m_monitor ? m_monitor->samples() : QList<PingSample>();
    for (int i = 0; i < samples.size(); ++i) {
        if (samples.at(i).ok()) {
            x << i + 1;
            y << double(samples.at(i).rttMs);
        } else {
            failedX << i + 1;
            failedY << 0;
        }
    }
    m_plot->graph(0)->setData(x, y, true);
    m_plot->graph(1)->setData(failedX, failedY, true);
    m_plot->rescaleAxes();
    // A few probes fill a fixed span of ten, and the highest sits below the top edge.
    m_plot->xAxis->setRange(0, std::max<double>(10, samples.size() + 1));
    m_plot->yAxis->setRange(0, std::max(1.0, m_plot->yAxis->range().upper * 1.2));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

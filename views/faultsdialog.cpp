// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "faultsdialog.h"

#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>

#include "session/mcpsession.h"
#include "ui_faultsdialog.h"
#include "workspace/faultinjector.h"
#include "workspace/workspace.h"

using namespace Mcp;

FaultsDialog::FaultsDialog(Workspace *workspace, McpSession *session, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::FaultsDialog>())
    , m_injector(workspace->faultInjector(session))
{
    m_ui->setupUi(this);
    setWindowTitle(tr("Faults: %1").arg(session->config().name));
    setAttribute(Qt::WA_DeleteOnClose);
    m_ui->hits->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    // The methods worth losing or repeating once, to start from; any other can be typed.
    const QStringList methods {QString(), QStringLiteral("notifications/progress"),
        QStringLiteral("notifications/tasks"), QStringLiteral("notifications/message"), QStringLiteral("tasks/get"),
        QStringLiteral("tools/call"), QStringLiteral("elicitation/create")};
    for (QComboBox *box : {m_ui->dropMethod, m_ui->duplicateMethod}) {
        box->addItems(methods);
        box->lineEdit()->setPlaceholderText(tr("none"));
    }
    connect(m_ui->applyButton, &QPushButton::clicked, this, &FaultsDialog::apply);
    connect(m_ui->dropButton, &QPushButton::clicked, this, [this] {
        if (m_injector)
            m_injector->dropLinkNow();
    });
    connect(m_ui->removeButton, &QPushButton::clicked, this, [this] {
        m_error.clear();
        if (m_injector)
            m_injector->remove();
        updateState();
    });
    if (m_injector) {
        setFormPlan(m_injector->plan());
        connect(m_injector, &FaultInjector::faultHit, this, &FaultsDialog::addHit);
        connect(m_injector, &FaultInjector::activeChanged, this, &FaultsDialog::updateState);
    }
    connect(session, &QObject::destroyed, this, &QWidget::close);
    updateState();
}

FaultsDialog::~FaultsDialog() = default;

QPushButton *FaultsDialog::applyButton() const
{
    return m_ui->applyButton;
}

QPushButton *FaultsDialog::dropButton() const
{
    return m_ui->dropButton;
}

QPushButton *FaultsDialog::removeButton() const
{
    return m_ui->removeButton;
}

QTreeWidget *FaultsDialog::hitsView() const
{
    return m_ui->hits;
}

FaultPlan FaultsDialog::formPlan() const
{
    FaultPlan plan;
    plan.latencyMs = m_ui->latency->value();
    plan.dropLinkEveryMs = qRound64(m_ui->dropEvery->value() * 1000);
    plan.sseCloseAfterMs = m_ui->sseClose->isEnabled() ? m_ui->sseClose->value() : 0;
    plan.httpErrorEvery = m_ui->httpError->isEnabled() ? m_ui->httpError->value() : 0;
    plan.stallMs = m_ui->stall->value();
    plan.dropMethod = m_ui->dropMethod->currentText().trimmed();
    plan.duplicateMethod = m_ui->duplicateMethod->currentText().trimmed();
    return plan;
}

void FaultsDialog::setFormPlan(const FaultPlan &plan)
{
    m_ui->latency->setValue(int(plan.latencyMs));
    m_ui->dropEvery->setValue(double(plan.dropLinkEveryMs) / 1000.0);
    m_ui->sseClose->setValue(int(plan.sseCloseAfterMs));
    m_ui->httpError->setValue(plan.httpErrorEvery);
    m_ui->stall->setValue(int(plan.stallMs));
    m_ui->dropMethod->setCurrentText(plan.dropMethod);
    m_ui->duplicateMethod->setCurrentText(plan.duplicateMethod);
}

void FaultsDialog::apply()
{
    m_error.clear();
    if (m_injector && !m_injector->apply(formPlan(), &m_error) && m_error.isEmpty())
        m_error = tr("the faults could not be applied");
    updateState();
}

QString FaultsDialog::stateText() const
{
    return m_ui->state->text();
}

void FaultsDialog::updateState()
{
    QString why;
    const bool supported = m_injector && m_injector->isSupported(&why);
    const bool http = m_injector && m_injector->isHttp();
    const QList<QWidget *> fields {
        m_ui->latency, m_ui->dropEvery, m_ui->stall, m_ui->dropMethod, m_ui->duplicateMethod, m_ui->applyButton};
    for (QWidget *field : fields)
        field->setEnabled(supported);
    m_ui->sseClose->setEnabled(supported && http);
    m_ui->httpError->setEnabled(supported && http);
    const bool active = supported && m_injector->isActive();
    m_ui->dropButton->setEnabled(active);
    m_ui->dropButton->setText(http || !supported ? tr("&Drop Link Now") : tr("&Kill Server Now"));
    m_ui->removeButton->setEnabled(active);
    if (!supported) {
        m_ui->how->setText(why.isEmpty() ? tr("This server is gone.") : tr("No faults here: %1.").arg(why));
    } else if (http) {
        m_ui->how->setText(
            tr("The inspector's link to this server goes through a tap on 127.0.0.1 in this program, which "
               "commits the faults. A new plan applies at once."));
    } else {
        m_ui->how->setText(tr("The server is started through mcp-async tap, which commits the faults; each new plan "
                              "restarts the server. The server is killed and started again to drop the link."));
    }
    QString state;
    if (!m_error.isEmpty())
        state = tr("Not applied: %1").arg(m_error);
    else if (active)
        state = tr("Faults on: %1. %2 hit so far.")
                    .arg(m_injector->plan().toWords().join(QLatin1String(", ")))
                    .arg(m_injector->hits());
    else if (supported)
        state = tr("No faults: the inspector talks to the server directly.");
    m_ui->state->setText(state);
}

void FaultsDialog::addHit(qint64 timeMs, const QString &what, const QJsonObject &details)
{
    if (m_ui->hits->topLevelItemCount() >= MaxHitRows)
        delete m_ui->hits->takeTopLevelItem(0);
    const QString text = QString::fromUtf8(QJsonDocument(details).toJson(QJsonDocument::Compact));
    auto *item = new QTreeWidgetItem({QDateTime::fromMSecsSinceEpoch(timeMs).toString(QStringLiteral("HH:mm:ss.zzz")),
        what, text == QLatin1String("{}") ? QString() : text});
    m_ui->hits->addTopLevelItem(item);
    m_ui->hits->scrollToItem(item);
    updateState();
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "faultsdialog.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "session/mcpsession.h"
#include "workspace/faultinjector.h"
#include "workspace/workspace.h"

using namespace Mcp;

namespace {

QSpinBox *msBox(int maximum, const QString &off)
{
    auto *box = new QSpinBox;
    box->setRange(0, maximum);
    box->setSuffix(QStringLiteral(" ms"));
    box->setSpecialValueText(off);
    box->setSingleStep(100);
    return box;
}

// The methods worth losing or repeating once, to start from; any other can be typed.
QComboBox *methodBox()
{
    auto *box = new QComboBox;
    box->setEditable(true);
    box->addItems({QString(), QStringLiteral("notifications/progress"), QStringLiteral("notifications/tasks"),
        QStringLiteral("notifications/message"), QStringLiteral("tasks/get"), QStringLiteral("tools/call"),
        QStringLiteral("elicitation/create")});
    box->lineEdit()->setPlaceholderText(QObject::tr("none", "FaultsDialog"));
    return box;
}

} // namespace

FaultsDialog::FaultsDialog(Workspace *workspace, McpSession *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_injector(workspace->faultInjector(session))
{
    setWindowTitle(tr("Faults: %1").arg(session->config().name));
    setAttribute(Qt::WA_DeleteOnClose);
    createForm();
    if (m_injector) {
        setFormPlan(m_injector->plan());
        connect(m_injector, &FaultInjector::faultHit, this, &FaultsDialog::addHit);
        connect(m_injector, &FaultInjector::activeChanged, this, &FaultsDialog::updateState);
    }
    connect(session, &QObject::destroyed, this, &QWidget::close);
    updateState();
    resize(560, 560);
}

FaultsDialog::~FaultsDialog() = default;

void FaultsDialog::createForm()
{
    m_how = new QLabel;
    m_how->setWordWrap(true);
    m_latency = msBox(60000, tr("none"));
    m_dropEvery = new QDoubleSpinBox;
    m_dropEvery->setRange(0, 3600);
    m_dropEvery->setDecimals(1);
    m_dropEvery->setSuffix(tr(" s"));
    m_dropEvery->setSpecialValueText(tr("never"));
    m_sseClose = msBox(600000, tr("never"));
    m_httpError = new QSpinBox;
    m_httpError->setRange(0, 1000);
    m_httpError->setSpecialValueText(tr("never"));
    m_httpError->setPrefix(tr("every "));
    m_stall = msBox(600000, tr("none"));
    m_dropMethod = methodBox();
    m_duplicateMethod = methodBox();

    auto *form = new QFormLayout;
    form->addRow(tr("&Latency, each message:"), m_latency);
    form->addRow(tr("Drop the &link:"), m_dropEvery);
    form->addRow(tr("Close &SSE streams after:"), m_sseClose);
    form->addRow(tr("Answer &503 to POSTs:"), m_httpError);
    form->addRow(tr("S&tall the first answer:"), m_stall);
    form->addRow(tr("D&rop the first:"), m_dropMethod);
    form->addRow(tr("Send &twice the first:"), m_duplicateMethod);

    m_apply = new QPushButton(tr("&Apply"));
    m_apply->setDefault(true);
    m_drop = new QPushButton(tr("&Drop Link Now"));
    m_remove = new QPushButton(tr("Re&move Faults"));
    connect(m_apply, &QPushButton::clicked, this, &FaultsDialog::apply);
    connect(m_drop, &QPushButton::clicked, this, [this] {
        if (m_injector)
            m_injector->dropLinkNow();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        m_error.clear();
        if (m_injector)
            m_injector->remove();
        updateState();
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_apply);
    buttons->addWidget(m_drop);
    buttons->addWidget(m_remove);
    buttons->addStretch();

    m_state = new QLabel;
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hits = new QTreeWidget;
    m_hits->setHeaderLabels({tr("Time"), tr("Fault"), tr("Details")});
    m_hits->setRootIsDecorated(false);
    m_hits->setUniformRowHeights(true);
    m_hits->header()->setSectionResizeMode(2, QHeaderView::Stretch);

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_how);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_state);
    layout->addWidget(new QLabel(tr("Faults as they hit (each is marked on the operations running then):")));
    layout->addWidget(m_hits, 1);
    layout->addWidget(close);
}

FaultPlan FaultsDialog::formPlan() const
{
    FaultPlan plan;
    plan.latencyMs = m_latency->value();
    plan.dropLinkEveryMs = qRound64(m_dropEvery->value() * 1000);
    plan.sseCloseAfterMs = m_sseClose->isEnabled() ? m_sseClose->value() : 0;
    plan.httpErrorEvery = m_httpError->isEnabled() ? m_httpError->value() : 0;
    plan.stallMs = m_stall->value();
    plan.dropMethod = m_dropMethod->currentText().trimmed();
    plan.duplicateMethod = m_duplicateMethod->currentText().trimmed();
    return plan;
}

void FaultsDialog::setFormPlan(const FaultPlan &plan)
{
    m_latency->setValue(int(plan.latencyMs));
    m_dropEvery->setValue(double(plan.dropLinkEveryMs) / 1000.0);
    m_sseClose->setValue(int(plan.sseCloseAfterMs));
    m_httpError->setValue(plan.httpErrorEvery);
    m_stall->setValue(int(plan.stallMs));
    m_dropMethod->setCurrentText(plan.dropMethod);
    m_duplicateMethod->setCurrentText(plan.duplicateMethod);
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
    return m_state->text();
}

void FaultsDialog::updateState()
{
    QString why;
    const bool supported = m_injector && m_injector->isSupported(&why);
    const bool http = m_injector && m_injector->isHttp();
    for (QWidget *field : {static_cast<QWidget *>(m_latency), static_cast<QWidget *>(m_dropEvery),
             static_cast<QWidget *>(m_stall), static_cast<QWidget *>(m_dropMethod),
             static_cast<QWidget *>(m_duplicateMethod), static_cast<QWidget *>(m_apply)})
        field->setEnabled(supported);
    m_sseClose->setEnabled(supported && http);
    m_httpError->setEnabled(supported && http);
    const bool active = supported && m_injector->isActive();
    m_drop->setEnabled(active);
    m_drop->setText(http || !supported ? tr("&Drop Link Now") : tr("&Kill Server Now"));
    m_remove->setEnabled(active);
    if (!supported) {
        m_how->setText(why.isEmpty() ? tr("This server is gone.") : tr("No faults here: %1.").arg(why));
    } else if (http) {
        m_how->setText(tr("The inspector's link to this server goes through a tap on 127.0.0.1 in this program, which "
                          "commits the faults. A new plan applies at once."));
    } else {
        m_how->setText(tr("The server is started through mcp-async tap, which commits the faults; each new plan "
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
    m_state->setText(state);
}

void FaultsDialog::addHit(qint64 timeMs, const QString &what, const QJsonObject &details)
{
    if (m_hits->topLevelItemCount() >= MaxHitRows)
        delete m_hits->takeTopLevelItem(0);
    const QString text = QString::fromUtf8(QJsonDocument(details).toJson(QJsonDocument::Compact));
    auto *item = new QTreeWidgetItem({QDateTime::fromMSecsSinceEpoch(timeMs).toString(QStringLiteral("HH:mm:ss.zzz")),
        what, text == QLatin1String("{}") ? QString() : text});
    m_hits->addTopLevelItem(item);
    m_hits->scrollToItem(item);
    updateState();
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "launchpanel.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "protocol/rewatch.h"
#include "schemaform.h"
#include "theme.h"

using namespace Mcp;

namespace {

constexpr int kAuto = -1;
constexpr int kMsPerSecond = 1000;

bool hasKeepAlive(Dialect dialect)
{
    return Dialects::descriptor(dialect).launchExpiry == DialectDescriptor::LaunchExpiry::KeepAliveSeconds;
}

bool hasTtl(Dialect dialect)
{
    return Dialects::descriptor(dialect).launchExpiry == DialectDescriptor::LaunchExpiry::TtlMs;
}

} // namespace

LaunchPanel::LaunchPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("launchTitle"));
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_title->setFont(big);
    layout->addWidget(m_title);
    m_subtitle = new QLabel(this);
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);
    m_subtitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_subtitle);

    m_form = new SchemaForm(this);
    m_form->setObjectName(QStringLiteral("launchForm"));
    layout->addWidget(m_form, 1);

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    layout->addWidget(line);

    layout->addLayout(createOptions());

    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("launchHint"));
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);

    auto *buttons = new QHBoxLayout;
    m_defaults = new QPushButton(tr("Reset to Defaults"), this);
    buttons->addWidget(m_defaults);
    buttons->addStretch(1);
    m_launch = new QPushButton(tr("&Launch"), this);
    m_launch->setObjectName(QStringLiteral("launchButton"));
    m_launch->setDefault(true);
    m_launch->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-start")));
    buttons->addWidget(m_launch);
    layout->addLayout(buttons);

    connect(m_form, &SchemaForm::changed, this, &LaunchPanel::updateWidgets);
    connect(m_dialect, &QComboBox::currentIndexChanged, this, &LaunchPanel::updateWidgets);
    connect(m_defaults, &QPushButton::clicked, m_form, &SchemaForm::resetToDefaults);
    connect(m_launch, &QPushButton::clicked, this, &LaunchPanel::launch);
    // "Connect X to launch (it is reconnecting in 3 s)": the number is the session's, read again every second,
    // on the seconds of its deadline (each new attempt starts the timer again) [CONTRIBUTING.md style 6].
    m_countdown.setInterval(1000);
    m_countdown.setTimerType(Qt::PreciseTimer);
    connect(&m_countdown, &QTimer::timeout, this, [this] {
        if (!m_session || m_session->state() != McpSession::State::Reconnecting)
            m_countdown.stop();
        updateWidgets();
    });
    fillDialects();
    updateWidgets();
}

// The dialect, and the lifetimes asked for by the dialects that take them.
QGridLayout *LaunchPanel::createOptions()
{
    auto *grid = new QGridLayout;
    grid->setColumnStretch(3, 1);
    grid->addWidget(new QLabel(tr("&Dialect:"), this), 0, 0);
    m_dialect = new QComboBox(this);
    m_dialect->setObjectName(QStringLiteral("dialect"));
    m_dialect->setToolTip(tr("Auto picks what the tool and server declare; any dialect can be forced."));
    static_cast<QLabel *>(grid->itemAtPosition(0, 0)->widget())->setBuddy(m_dialect);
    grid->addWidget(m_dialect, 0, 1, 1, 3);
    m_keepAliveLabel = new QLabel(tr("&keepAlive:"), this);
    m_keepAlive = secondsBox(QStringLiteral("keepAlive"), tr("keepAlive"),
        tr("Seconds the server keeps the result after the end; 0: its default"),
        tr("How long the server keeps the result after the last answer (it may lower it)"));
    m_keepAliveLabel->setBuddy(m_keepAlive);
    grid->addWidget(m_keepAliveLabel, 1, 0);
    grid->addWidget(m_keepAlive, 1, 1);
    m_ttlLabel = new QLabel(tr("&ttl:"), this);
    m_ttl = secondsBox(QStringLiteral("ttl"), tr("ttl"), tr("Seconds the server keeps the task; 0: its default"),
        tr("How long the server keeps the task from its creation"));
    m_ttlLabel->setBuddy(m_ttl);
    grid->addWidget(m_ttlLabel, 2, 0);
    grid->addWidget(m_ttl, 2, 1);
    return grid;
}

// A number of seconds up to a week, 0 meaning the server's default.
QSpinBox *LaunchPanel::secondsBox(
    const QString &objectName, const QString &accessibleName, const QString &description, const QString &toolTip)
{
    auto *box = new QSpinBox(this);
    box->setAccessibleName(accessibleName);
    box->setAccessibleDescription(description);
    box->setObjectName(objectName);
    box->setRange(0, 7 * 24 * 3600);
    box->setSuffix(tr(" s"));
    box->setSpecialValueText(tr("server default"));
    box->setToolTip(toolTip);
    return box;
}

LaunchPanel::~LaunchPanel() = default;

void LaunchPanel::setManager(OperationManager *manager)
{
    m_manager = manager;
    updateWidgets();
}

void LaunchPanel::setSession(McpSession *session)
{
    if (!rewatch(m_session, session, this))
        return;
    // A dialect forced for one server is no choice made for another: the picker goes back to auto.
    setForcedDialect(std::nullopt);
    if (session) {
        // Capabilities arrive with the handshake; they decide what auto picks and which dialects are declared.
        connect(session, &McpSession::stateChanged, this, [this] {
            fillDialects();
            updateWidgets();
        });
        // A failed attempt schedules the next without a change of state: the hint must not keep the old number.
        connect(session, &McpSession::reconnectScheduled, this, [this] {
            updateWidgets();
            m_countdown.start();
        });
    }
    if (session && session->state() == McpSession::State::Reconnecting)
        m_countdown.start();
    else
        m_countdown.stop();
    fillDialects();
    updateWidgets();
}

void LaunchPanel::setTool(const ToolInfo &tool)
{
    const bool sameForm = tool.name == m_tool.name && tool.inputSchema == m_tool.inputSchema;
    // Nor is one forced for one tool a choice made for the next (the first launch on another server failed so).
    if (tool.name != m_tool.name)
        setForcedDialect(std::nullopt);
    m_tool = tool;
    if (!sameForm)
        m_form->setSchema(tool.inputSchema);
    m_title->setText(tool.name.isEmpty() ? tr("No tool selected") : tool.displayName());
    m_subtitle->setText(tool.name.isEmpty()
            ? tr("Pick a tool on the left to fill in its arguments and launch it.")
            : (m_session ? tr("%1 on %2").arg(tool.name, m_session->config().name) : tool.name));
    m_form->setVisible(!tool.name.isEmpty());
    fillDialects();
    updateWidgets();
}

std::optional<Dialect> LaunchPanel::forcedDialect() const
{
    const int data = m_dialect->currentData().toInt();
    if (data == kAuto)
        return std::nullopt;
    return Dialect(data);
}

void LaunchPanel::setForcedDialect(std::optional<Dialect> dialect)
{
    const int index = m_dialect->findData(dialect ? int(*dialect) : kAuto);
    // A dialect no longer offered (the era or the tool rules it out) falls back to auto.
    m_dialect->setCurrentIndex(qMax(0, index));
}

Dialect LaunchPanel::effectiveDialect() const
{
    if (const std::optional<Dialect> forced = forcedDialect())
        return *forced;
    const QJsonObject caps = m_session ? m_session->serverCapabilities() : QJsonObject();
    return Dialects::choose(m_tool, caps, m_session && m_session->era() == Era::Modern);
}

void LaunchPanel::fillDialects()
{
    const std::optional<Dialect> previous = m_dialect->count() > 0 ? forcedDialect() : std::nullopt;
    const QJsonObject caps = m_session ? m_session->serverCapabilities() : QJsonObject();
    const QList<Dialect> available = Dialects::available(m_tool, caps);
    const bool modern = m_session && m_session->era() == Era::Modern;
    const bool known = m_session && m_session->state() == McpSession::State::Ready;
    const QSignalBlocker blocker(m_dialect);
    m_dialect->clear();
    const Dialect automatic = Dialects::choose(m_tool, caps, modern);
    m_dialect->addItem(automatic == Dialect::TasksExt ? tr("auto \u2192 tasks-ext (a task if the server makes one)")
                                                      : tr("auto \u2192 %1").arg(Dialects::toString(automatic)),
        kAuto);
    for (Dialect dialect : Dialects::all()) {
        // Only what can run: a dialect the era or the tool rules out is refused before it is sent, so it is not
        // offered (what the server merely does not declare can be forced, to see its error).
        if (known && !Dialects::whyNot(dialect, m_tool.name.isEmpty() ? nullptr : &m_tool, caps, modern).isEmpty())
            continue;
        const QString name = Dialects::toString(dialect);
        m_dialect->addItem(available.contains(dialect) ? name : tr("%1 (not declared: force)").arg(name), int(dialect));
    }
    setForcedDialect(previous);
}

LaunchOptions LaunchPanel::options() const
{
    LaunchOptions options;
    options.server = m_session ? m_session->config().name : QString();
    options.tool = m_tool.name;
    options.arguments = m_form->value();
    options.dialect = forcedDialect();
    const Dialect dialect = effectiveDialect();
    if (hasKeepAlive(dialect) && m_keepAlive->value() > 0)
        options.keepAliveSeconds = m_keepAlive->value();
    if (hasTtl(dialect) && m_ttl->value() > 0)
        options.ttlMs = qint64(m_ttl->value()) * kMsPerSecond;
    return options;
}

QString LaunchPanel::blocker() const
{
    if (!m_session)
        return tr("Select a server first.");
    if (m_tool.name.isEmpty())
        return tr("Select a tool first.");
    if (!m_manager)
        return tr("Not ready.");
    if (m_session->state() != McpSession::State::Ready)
        return tr("Connect %1 to launch (it is %2).").arg(m_session->config().name, m_session->stateText());
    const QStringList problems = m_form->problems();
    if (m_form->isRawMode()) {
        // Raw mode is for sending what the schema forbids; only text that is no JSON object at all stops it.
        if (!problems.isEmpty() && problems.first().startsWith(tr("Raw JSON: ")))
            return problems.first();
        return QString();
    }
    if (!problems.isEmpty())
        return tr("Fix the arguments above first (or send them as raw JSON).");
    return QString();
}

Operation *LaunchPanel::launch()
{
    if (!blocker().isEmpty())
        return nullptr;
    Operation *op = m_manager->launch(options());
    if (op)
        emit launched(op);
    return op;
}

void LaunchPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateWidgets(); // the hint's colour is a shade of the palette in use
}

void LaunchPanel::updateWidgets()
{
    const Dialect dialect = effectiveDialect();
    m_keepAliveLabel->setVisible(hasKeepAlive(dialect));
    m_keepAlive->setVisible(hasKeepAlive(dialect));
    m_ttlLabel->setVisible(hasTtl(dialect));
    m_ttl->setVisible(hasTtl(dialect));
    m_defaults->setEnabled(!m_tool.name.isEmpty());

    const QString blocked = blocker();
    m_launch->setEnabled(blocked.isEmpty());
    QString hint;
    QColor color = palette().color(QPalette::PlaceholderText);
    if (!blocked.isEmpty()) {
        hint = blocked;
        color = Theme::warning(palette());
    } else {
        bool required = false;
        const QJsonObject caps = m_session ? m_session->serverCapabilities() : QJsonObject();
        const QList<Dialect> available = Dialects::available(m_tool, caps, &required);
        if (forcedDialect() && !available.contains(dialect)) {
            hint = tr("%1 is forced although neither the server nor the tool declares it: expect the server's error.")
                       .arg(Dialects::toString(dialect));
            color = Theme::warning(palette());
        } else if (required && dialect == Dialect::Sync) {
            hint = tr("The tool requires an async dialect; a plain call will most likely be refused.");
            color = Theme::warning(palette());
        } else if (m_form->isRawMode() && !m_form->problems().isEmpty()) {
            hint = tr("The raw arguments do not match the schema; Launch sends them as they are.");
            color = Theme::warning(palette());
        } else if (dialect == Dialect::TasksExt) {
            hint = tr("Runs as a plain call that the server may turn into a task (tasks-ext). It shows in "
                      "Operations below, with its progress, prompts and result.");
        } else {
            hint = tr("Runs as %1. It shows in Operations below, with its progress, prompts and result.")
                       .arg(Dialects::toString(dialect));
        }
    }
    QPalette p = m_hint->palette();
    p.setColor(QPalette::WindowText, color);
    m_hint->setPalette(p);
    m_hint->setText(hint);
}

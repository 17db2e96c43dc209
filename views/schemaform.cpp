// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "schemaform.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "protocol/elicitation.h"
#include "schemaelicitationfields.h"
#include "schemafield.h"
#include "theme.h"

namespace {

using namespace SchemaFormDetail;

// Problems listed under the form; the rest are counted.
constexpr int kMaxShownProblems = 8;

// The value the form starts with: the object's own default, each property's default, and the defaults inside
// nested objects that are sent anyway (required, or given by a default).
QJsonObject defaultsOf(const QJsonObject &rawSchema, const QJsonObject &root, int depth)
{
    const QJsonObject schema = resolve(rawSchema, root);
    QJsonObject result = schema.value(key("default")).toObject();
    const QJsonObject properties = schema.value(key("properties")).toObject();
    const QJsonArray required = schema.value(key("required")).toArray();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonObject property = resolve(it.value().toObject(), root);
        if (!result.contains(it.key()) && property.contains(key("default")))
            result.insert(it.key(), property.value(key("default")));
        const bool nested = primaryType(property) == QLatin1String("object") && property.contains(key("properties"));
        if (depth < kMaxDepth && nested && (result.value(it.key()).isObject() || required.contains(it.key()))) {
            QJsonObject merged = defaultsOf(property, root, depth + 1);
            const QJsonObject given = result.value(it.key()).toObject();
            for (auto g = given.begin(); g != given.end(); ++g)
                merged.insert(g.key(), g.value());
            result.insert(it.key(), merged);
        }
    }
    return result;
}

} // namespace

using namespace SchemaFormDetail;

SchemaForm::SchemaForm(QWidget *parent)
    : SchemaForm(Profile::Full, parent)
{
}

SchemaForm::SchemaForm(Profile profile, QWidget *parent)
    : QWidget(parent)
    , m_profile(profile)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    buildRawChrome(layout);
    connect(m_rawToggle, &QCheckBox::toggled, this, [this](bool raw) {
        if (!setRawMode(raw)) {
            const QSignalBlocker blocker(m_rawToggle);
            m_rawToggle->setChecked(true);
        }
    });
    connect(m_raw, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating && isRawMode())
            onFieldChanged();
    });
    setSchema(QJsonObject());
}

// The hint and the "Raw JSON" toggle above the form, the stack of form and text, the list of problems below; the
// Elicitation profile shows none of them, its form has a message under each field.
void SchemaForm::buildRawChrome(QLayout *layout)
{
    const bool full = m_profile == Profile::Full;
    auto *header = new QHBoxLayout;
    auto *hint = new QLabel(tr("Fields in <b>bold *</b> are required; empty fields are not sent."), this);
    hint->setForegroundRole(QPalette::PlaceholderText);
    hint->setVisible(full);
    header->addWidget(hint, 1);
    m_rawToggle = new QCheckBox(tr("Raw JSON"), this);
    m_rawToggle->setObjectName(QStringLiteral("rawToggle"));
    m_rawToggle->setToolTip(tr("Edit the arguments as JSON text; anything goes, the problems are only listed."));
    m_rawToggle->setVisible(full);
    header->addWidget(m_rawToggle);
    static_cast<QVBoxLayout *>(layout)->addLayout(header);

    m_stack = new QStackedWidget(this);
    m_scroll = new QScrollArea(m_stack);
    m_scroll->setAccessibleName(tr("Arguments"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_stack->addWidget(m_scroll);
    m_raw = new QPlainTextEdit(m_stack);
    m_raw->setObjectName(QStringLiteral("rawEditor"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_raw->setFont(mono);
    m_raw->setTabChangesFocus(true);
    m_stack->addWidget(m_raw);
    m_stack->setVisible(full);
    static_cast<QVBoxLayout *>(layout)->addWidget(m_stack, 1);

    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->hide();
    layout->addWidget(m_problems);
}

SchemaForm::~SchemaForm()
{
    // The fields refer to widgets owned by the scroll area: let them go first.
    m_root.reset();
}

void SchemaForm::setSchema(const QJsonObject &schema)
{
    m_updating = true;
    m_schema = schema;
    const bool full = m_profile == Profile::Full;
    if (full) {
        QJsonObject objectSchema = schema;
        if (primaryType(schema).isEmpty())
            objectSchema.insert(QStringLiteral("type"), QStringLiteral("object"));
        m_root = makeObjectField(
            QString(), objectSchema, schema, true, [this] { onFieldChanged(); }, 0, true);
    } else {
        auto fields = std::make_unique<ElicitationFields>(schema, [this] { onFieldChanged(); });
        m_elicitation = fields.get();
        m_root = std::move(fields);
    }
    auto *page = new QWidget;
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, full ? 4 : 0, 0);
    m_empty = new QLabel(
        full ? tr("This tool takes no arguments.") : tr("The server asks for no fields; accepting just confirms."),
        page);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    // The root editor has one row per property.
    m_empty->setVisible(schema.value(QStringLiteral("properties")).toObject().isEmpty());
    pageLayout->addWidget(m_empty);
    pageLayout->addWidget(m_root->widget());
    pageLayout->addStretch(1);
    if (full) {
        delete m_scroll->takeWidget();
        m_scroll->setWidget(page);
    } else {
        // No scroll area of its own: the elicitation form sits in its dialog's.
        delete m_page;
        static_cast<QVBoxLayout *>(layout())->insertWidget(0, page, 1);
    }
    m_page = page;
    m_updating = false;
    resetToDefaults();
}

void SchemaForm::resetToDefaults()
{
    setValue(
        m_profile == Profile::Full ? defaultsOf(m_schema, m_schema, 0) : Mcp::Elicitation::defaultContent(m_schema));
}

QJsonObject SchemaForm::value() const
{
    if (isRawMode())
        return QJsonDocument::fromJson(m_raw->toPlainText().toUtf8()).object();
    return m_root->value().value_or(QJsonValue(QJsonObject())).toObject();
}

void SchemaForm::setValue(const QJsonObject &value)
{
    m_updating = true;
    m_root->setValue(value);
    m_raw->setPlainText(QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Indented)));
    m_updating = false;
    updateProblems();
    emit changed();
}

bool SchemaForm::isRawMode() const
{
    return m_stack->currentWidget() == m_raw;
}

bool SchemaForm::setRawMode(bool raw)
{
    if (raw && m_profile == Profile::Elicitation)
        return false;
    if (raw == isRawMode())
        return true;
    if (raw) {
        m_updating = true;
        m_raw->setPlainText(QString::fromUtf8(QJsonDocument(value()).toJson(QJsonDocument::Indented)));
        m_updating = false;
        m_stack->setCurrentWidget(m_raw);
    } else {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(m_raw->toPlainText().toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            updateProblems();
            return false;
        }
        m_updating = true;
        m_root->setValue(doc.object());
        m_updating = false;
        m_stack->setCurrentWidget(m_scroll);
    }
    {
        const QSignalBlocker blocker(m_rawToggle);
        m_rawToggle->setChecked(raw);
    }
    updateProblems();
    emit changed();
    return true;
}

QStringList SchemaForm::problems() const
{
    // The elicitation validator checks every keyword of the restricted schema, `pattern` and `format` included.
    if (m_profile == Profile::Elicitation)
        return Mcp::Elicitation::validate(m_schema, value());
    if (isRawMode()) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(m_raw->toPlainText().toUtf8(), &error);
        if (error.error != QJsonParseError::NoError)
            return {tr("Raw JSON: %1 at character %2").arg(error.errorString()).arg(error.offset)};
        if (!doc.isObject())
            return {tr("Raw JSON: the arguments must be a JSON object")};
        return validate(m_schema, doc.object());
    }
    QStringList input;
    QSet<QString> paths;
    m_root->collectInputProblems(&input, &paths);
    const QStringList found = validate(m_schema, value());
    for (const QString &problem : found) {
        // A field whose text is not a value at all already has its message; "is required" would only confuse.
        const QString where = problem.section(QStringLiteral(": "), 0, 0);
        if (!paths.contains(where))
            input << problem;
    }
    return input;
}

QStringList SchemaForm::validate(const QJsonObject &schema, const QJsonValue &value, const QString &path)
{
    return Mcp::JsonSchema::validate(schema, value, path, tr("arguments"));
}

void SchemaForm::onFieldChanged()
{
    if (m_updating)
        return;
    updateProblems();
    emit changed();
}

QStringList SchemaForm::fieldNames() const
{
    return m_elicitation ? m_elicitation->names() : QStringList();
}

QWidget *SchemaForm::editor(const QString &name) const
{
    return m_elicitation ? m_elicitation->editor(name) : nullptr;
}

QString SchemaForm::fieldMessage(const QString &name) const
{
    return m_elicitation ? m_elicitation->message(name) : QString();
}

void SchemaForm::revealProblems()
{
    if (m_elicitation)
        m_elicitation->showMessages(problems(), true);
}

void SchemaForm::updateProblems()
{
    const QStringList list = problems();
    if (m_elicitation) {
        m_elicitation->showMessages(list, false);
        return;
    }
    QStringList shown = list.mid(0, kMaxShownProblems);
    if (list.size() > kMaxShownProblems)
        shown << tr("… and %1 more").arg(list.size() - kMaxShownProblems);
    for (QString &line : shown)
        line.prepend(QStringLiteral("\u2022 "));
    m_problems->setText(shown.join(QLatin1Char('\n')));
    Theme::setTextColor(m_problems, Theme::error(palette()));
    m_problems->setVisible(!list.isEmpty());
}

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "elicitationform.h"

#include <limits>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

#include "protocol/elicitation.h"
#include "schemafield.h"
#include "theme.h"

namespace {
// A spin box always holds a number, but an optional field must be able to stay empty: its minimum is one
// step below the schema's range and shows as "—" (QAbstractSpinBox::specialValueText). Stepping out of
// "empty" starts at a sensible value instead of the far end of the range.
class OptionalSpinBox final : public QSpinBox
{
    Q_OBJECT

public:
    using QSpinBox::QSpinBox;
    int start = 0;
    void stepBy(int steps) override
    {
        if (value() == minimum())
            setValue(qBound(minimum() + 1, start, maximum()));
        else
            QSpinBox::stepBy(steps);
    }
};

class OptionalDoubleSpinBox final : public QDoubleSpinBox
{
    Q_OBJECT

public:
    using QDoubleSpinBox::QDoubleSpinBox;
    double start = 0;
    void stepBy(int steps) override
    {
        if (value() == minimum())
            setValue(qBound(minimum() + 1, start, maximum()));
        else
            QDoubleSpinBox::stepBy(steps);
    }
};

constexpr QChar Unset(0x2014); // an em dash
// Ranges used when the schema gives none (a spin box needs one); far beyond what a person types.
constexpr int IntLimit = std::numeric_limits<int>::max() - 1;
constexpr double NumberLimit = 1e12;

struct Choice
{
    QString value;
    QString title;
};

/*!
 * Single-select choices, read by the form engine's option reader (titled oneOf/anyOf {const, title}, or enum with
 * the legacy enumNames as titles): the string sent, and the title shown (the value when untitled).
 */
QList<Choice> choicesOf(const QJsonObject &schema)
{
    QList<Choice> choices;
    const std::optional<QList<SchemaFormDetail::Option>> options = SchemaFormDetail::optionsOf(schema);
    for (const SchemaFormDetail::Option &option : options.value_or(QList<SchemaFormDetail::Option>())) {
        const QString value = option.value.toString();
        choices << Choice {value, option.title.isEmpty() ? value : option.title};
    }
    return choices;
}
} // namespace

ElicitationForm::ElicitationForm(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
{
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
}

ElicitationForm::ElicitationForm(const QJsonObject &requestedSchema, QWidget *parent)
    : ElicitationForm(parent)
{
    setSchema(requestedSchema);
}

ElicitationForm::~ElicitationForm() = default;

void ElicitationForm::setSchema(const QJsonObject &requestedSchema)
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_fields.clear();
    m_schema = requestedSchema;
    QStringList required;
    const QJsonArray vs = requestedSchema.value(QStringLiteral("required")).toArray();
    for (const QJsonValue &v : vs)
        required << v.toString();
    // QJsonObject keeps keys sorted, so the server's order is lost; required fields come first.
    const QJsonObject properties = requestedSchema.value(QStringLiteral("properties")).toObject();
    for (int pass = 0; pass < 2; ++pass) {
        for (auto it = properties.begin(); it != properties.end(); ++it) {
            const bool isRequired = required.contains(it.key());
            if (isRequired == (pass == 0))
                addField(it.key(), it.value().toObject(), isRequired);
        }
    }
    if (properties.isEmpty())
        m_layout->addRow(new QLabel(tr("The server asks for no fields; accepting just confirms."), this));
    setContent(Mcp::Elicitation::defaultContent(requestedSchema));
}

void ElicitationForm::addField(const QString &name, const QJsonObject &schema, bool required)
{
    Field field;
    field.name = name;
    field.schema = schema;
    field.required = required;
    auto *cell = new QWidget(this);
    auto *cellLayout = new QVBoxLayout(cell);
    cellLayout->setContentsMargins(0, 0, 0, 0);
    cellLayout->setSpacing(2);
    createEditor(field, int(m_fields.size()), cell);
    field.editor->setObjectName(name);
    field.editor->setAccessibleName(name);
    // The cell takes the form's whole width, so that a description under it wraps at the width it is laid out
    // for: QFormLayout computes a field's height for the whole column even when the field is narrower (a check
    // box, a number), and the description's last lines were cut. A narrow control keeps its own width.
    cell->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    const bool narrow = field.kind == Kind::Single || field.kind == Kind::Integer || field.kind == Kind::Number
        || field.kind == Kind::Boolean;
    cellLayout->addWidget(field.editor, 0, narrow ? Qt::AlignLeft : Qt::Alignment());

    addHint(field, cellLayout);
    field.message = new QLabel(cell);
    field.message->setObjectName(name + QStringLiteral("_message"));
    field.message->setWordWrap(true);
    field.message->setTextFormat(Qt::PlainText);
    field.message->setStyleSheet(Theme::errorStyle(palette()));
    field.message->hide();
    cellLayout->addWidget(field.message);

    QString title = schema.value(QStringLiteral("title")).toString(name);
    if (required)
        title += QStringLiteral(" *");
    auto *label = new QLabel(title + QLatin1Char(':'), this);
    label->setTextFormat(Qt::PlainText);
    label->setBuddy(field.editor);
    if (required)
        label->setToolTip(tr("Required"));
    m_layout->addRow(label, cell);
    m_fields << field;
}

// The editor of \a field's type, in \a cell; an edit reports the field's \a index.
void ElicitationForm::createEditor(Field &field, int index, QWidget *cell)
{
    const QJsonObject &schema = field.schema;
    const bool required = field.required;
    const QString type = schema.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("string") && !choicesOf(schema).isEmpty()) {
        field.kind = Kind::Single;
        auto *combo = new QComboBox(cell);
        combo->addItem(required ? tr("— choose —") : tr("— none —")); // no data: left out of the content
        for (const Choice &option : choicesOf(schema))
            combo->addItem(option.title, option.value);
        connect(combo, &QComboBox::currentIndexChanged, this, [this, index] { onEdited(index); });
        field.editor = combo;
    } else if (type == QLatin1String("string")) {
        field.kind = Kind::Text;
        auto *edit = new QLineEdit(cell);
        const QString format = schema.value(QStringLiteral("format")).toString();
        edit->setPlaceholderText(SchemaFormDetail::formatPlaceholder(format));
        if (schema.contains(QStringLiteral("maxLength")))
            edit->setMaxLength(qMax(1, schema.value(QStringLiteral("maxLength")).toInt()));
        connect(edit, &QLineEdit::textChanged, this, [this, index] { onEdited(index); });
        field.editor = edit;
    } else if (type == QLatin1String("integer") || type == QLatin1String("number")) {
        createNumberEditor(field, index, cell);
    } else if (type == QLatin1String("boolean")) {
        field.kind = Kind::Boolean;
        auto *check = new QCheckBox(cell);
        connect(check, &QCheckBox::toggled, this, [this, index] { onEdited(index); });
        field.editor = check;
    } else if (type == QLatin1String("array")) {
        field.kind = Kind::Multi;
        auto *list = new QListWidget(cell);
        for (const Choice &option : choicesOf(schema.value(QStringLiteral("items")).toObject())) {
            auto *item = new QListWidgetItem(option.title, list);
            item->setData(Qt::UserRole, option.value);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
        // As tall as its items, up to eight rows.
        const int rows = qBound(1, list->count(), 8);
        list->setMaximumHeight(rows * list->sizeHintForRow(0) + 2 * list->frameWidth() + 4);
        connect(list, &QListWidget::itemChanged, this, [this, index] { onEdited(index); });
        field.editor = list;
    } else {
        field.kind = Kind::Unsupported;
        auto *label =
            new QLabel(tr("This field (type \"%1\") cannot be filled in here; it is left out.").arg(type), cell);
        label->setWordWrap(true);
        field.editor = label;
    }
}

// A spin box for an integer or a number, its lowest value (one under the minimum) meaning "not set".
void ElicitationForm::createNumberEditor(Field &field, int index, QWidget *cell)
{
    const QJsonObject &schema = field.schema;
    const QString type = schema.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("integer")) {
        field.kind = Kind::Integer;
        auto *spin = new OptionalSpinBox(cell);
        const int lo = schema.contains(QStringLiteral("minimum"))
            ? int(qBound(double(-IntLimit), schema.value(QStringLiteral("minimum")).toDouble(), double(IntLimit)))
            : -IntLimit;
        const int hi = schema.contains(QStringLiteral("maximum"))
            ? int(qBound(double(lo), schema.value(QStringLiteral("maximum")).toDouble(), double(IntLimit)))
            : IntLimit;
        spin->setRange(lo - 1, hi);
        spin->setSpecialValueText(QString(Unset));
        spin->start = qBound(lo, 0, hi);
        connect(spin, &QSpinBox::valueChanged, this, [this, index] { onEdited(index); });
        field.editor = spin;
    } else if (type == QLatin1String("number")) {
        field.kind = Kind::Number;
        auto *spin = new OptionalDoubleSpinBox(cell);
        spin->setDecimals(3);
        const double lo = schema.contains(QStringLiteral("minimum"))
            ? schema.value(QStringLiteral("minimum")).toDouble()
            : -NumberLimit;
        const double hi = schema.contains(QStringLiteral("maximum"))
            ? qMax(lo, schema.value(QStringLiteral("maximum")).toDouble())
            : NumberLimit;
        spin->setRange(lo - 1, hi);
        spin->setSpecialValueText(QString(Unset));
        spin->start = qBound(lo, 0.0, hi);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, index] { onEdited(index); });
        field.editor = spin;
    }
}

// Under the editor: the field's description, and how many to pick of a multiple choice.
void ElicitationForm::addHint(Field &field, QVBoxLayout *cellLayout)
{
    const QJsonObject &schema = field.schema;
    QWidget *cell = cellLayout->parentWidget();
    const QString description = schema.value(QStringLiteral("description")).toString();
    QStringList hints;
    if (!description.isEmpty())
        hints << description;
    if (field.kind == Kind::Multi) {
        const int minItems = schema.value(QStringLiteral("minItems")).toInt(-1);
        const int maxItems = schema.value(QStringLiteral("maxItems")).toInt(-1);
        if (minItems > 0 && maxItems > 0)
            hints << tr("Pick %1 to %2.").arg(minItems).arg(maxItems);
        else if (minItems > 0)
            hints << tr("Pick at least %1.").arg(minItems);
        else if (maxItems > 0)
            hints << tr("Pick at most %1.").arg(maxItems);
    }
    if (!hints.isEmpty()) {
        auto *hint = new QLabel(hints.join(QLatin1Char(' ')), cell);
        hint->setWordWrap(true);
        hint->setTextFormat(Qt::PlainText);
        hint->setForegroundRole(QPalette::PlaceholderText);
        cellLayout->addWidget(hint);
        field.editor->setToolTip(description);
    }
}

QJsonValue ElicitationForm::valueOf(const Field &field) const
{
    switch (field.kind) {
    case Kind::Text: {
        const QString text = static_cast<QLineEdit *>(field.editor)->text();
        return text.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(text);
    }
    case Kind::Integer: {
        auto *spin = static_cast<QSpinBox *>(field.editor);
        return spin->value() == spin->minimum() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(spin->value());
    }
    case Kind::Number: {
        auto *spin = static_cast<QDoubleSpinBox *>(field.editor);
        return spin->value() == spin->minimum() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(spin->value());
    }
    case Kind::Boolean:
        return static_cast<QCheckBox *>(field.editor)->isChecked();
    case Kind::Single: {
        const QVariant data = static_cast<QComboBox *>(field.editor)->currentData();
        return data.isValid() ? QJsonValue(data.toString()) : QJsonValue(QJsonValue::Undefined);
    }
    case Kind::Multi: {
        auto *list = static_cast<QListWidget *>(field.editor);
        QJsonArray picked;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->checkState() == Qt::Checked)
                picked << list->item(i)->data(Qt::UserRole).toString();
        }
        // An optional multi-select left alone is left out; a required one sends its (maybe empty) choice.
        return picked.isEmpty() && !field.required ? QJsonValue(QJsonValue::Undefined) : QJsonValue(picked);
    }
    case Kind::Unsupported:
        break;
    }
    return QJsonValue(QJsonValue::Undefined);
}

void ElicitationForm::setValue(Field &field, const QJsonValue &value)
{
    const bool unset = value.isUndefined() || value.isNull();
    switch (field.kind) {
    case Kind::Text:
        static_cast<QLineEdit *>(field.editor)->setText(unset ? QString() : value.toString());
        break;
    case Kind::Integer: {
        auto *spin = static_cast<QSpinBox *>(field.editor);
        spin->setValue(unset ? spin->minimum() : value.toInt());
        break;
    }
    case Kind::Number: {
        auto *spin = static_cast<QDoubleSpinBox *>(field.editor);
        spin->setValue(unset ? spin->minimum() : value.toDouble());
        break;
    }
    case Kind::Boolean:
        static_cast<QCheckBox *>(field.editor)->setChecked(!unset && value.toBool());
        break;
    case Kind::Single: {
        auto *combo = static_cast<QComboBox *>(field.editor);
        const int found = unset ? 0 : combo->findData(value.toString());
        combo->setCurrentIndex(qMax(0, found));
        break;
    }
    case Kind::Multi: {
        auto *list = static_cast<QListWidget *>(field.editor);
        QStringList wanted;
        const QJsonArray vs = value.toArray();
        for (const QJsonValue &v : vs)
            wanted << v.toString();
        for (int i = 0; i < list->count(); ++i) {
            list->item(i)->setCheckState(
                wanted.contains(list->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
        }
        break;
    }
    case Kind::Unsupported:
        break;
    }
}

QJsonObject ElicitationForm::content() const
{
    QJsonObject content;
    for (const Field &field : m_fields) {
        const QJsonValue value = valueOf(field);
        if (!value.isUndefined())
            content.insert(field.name, value);
    }
    return content;
}

void ElicitationForm::setContent(const QJsonObject &content)
{
    m_filling = true;
    for (Field &field : m_fields)
        setValue(field, content.value(field.name));
    m_filling = false;
    updateMessages();
    emit contentChanged();
}

QStringList ElicitationForm::problems() const
{
    // The shared validator checks every keyword of the restricted schema, `pattern` and `format` included.
    return Mcp::Elicitation::validate(m_schema, content());
}

void ElicitationForm::revealProblems()
{
    for (Field &field : m_fields)
        field.touched = true;
    updateMessages();
}

QWidget *ElicitationForm::editor(const QString &name) const
{
    for (const Field &field : m_fields) {
        if (field.name == name)
            return field.editor;
    }
    return nullptr;
}

QString ElicitationForm::fieldMessage(const QString &name) const
{
    for (const Field &field : m_fields) {
        if (field.name == name)
            return field.message->isHidden() ? QString() : field.message->text();
    }
    return QString();
}

QStringList ElicitationForm::fieldNames() const
{
    QStringList names;
    for (const Field &field : m_fields)
        names << field.name;
    return names;
}

void ElicitationForm::onEdited(int index)
{
    if (m_filling)
        return;
    m_fields[index].touched = true;
    updateMessages();
    emit contentChanged();
}

void ElicitationForm::updateMessages()
{
    const QStringList all = problems();
    for (Field &field : m_fields) {
        // Validation messages read "name: message"; each goes under its own field.
        const QString prefix = field.name + QStringLiteral(": ");
        QStringList mine;
        for (const QString &problem : all) {
            if (problem.startsWith(prefix))
                mine << problem.mid(prefix.size());
        }
        const bool show = field.touched && !mine.isEmpty();
        field.message->setText(mine.join(QStringLiteral("; ")));
        field.message->setVisible(show);
    }
}

#include "elicitationform.moc"

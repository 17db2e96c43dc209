// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "schemaelicitationfields.h"

#include <limits>
#include <type_traits>

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

#include "theme.h"

namespace SchemaFormDetail {

namespace {

constexpr QChar Unset(0x2014); // an em dash
// Ranges used when the schema gives none (a spin box needs one); far beyond what a person types.
constexpr int IntLimit = std::numeric_limits<int>::max() - 1;
constexpr double NumberLimit = 1e12;

bool isUnset(const QJsonValue &value)
{
    return value.isUndefined() || value.isNull();
}

struct Choice
{
    QString value;
    QString title;
};

// Single-select choices, read by the form engine's option reader (titled oneOf/anyOf {const, title}, or enum with
// the legacy enumNames as titles): the string sent, and the title shown (the value when untitled).
QList<Choice> choicesOf(const QJsonObject &schema)
{
    QList<Choice> choices;
    const std::optional<QList<Option>> options = optionsOf(schema);
    for (const Option &option : options.value_or(QList<Option>())) {
        const QString value = option.value.toString();
        choices << Choice {value, option.title.isEmpty() ? value : option.title};
    }
    return choices;
}

// An editor of the profile: the field owns nothing, its widget goes into the form's layout.
template <typename Editor> class EditorField : public Field
{
public:
    EditorField(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed, Editor *editor)
        : Field(path, schema, required, std::move(changed))
        , m_editor(editor)
    {
    }
    QWidget *widget() const override { return m_editor; }

protected:
    // Every edit of \a signal reports a change.
    template <typename Signal> void notifyOn(Signal signal)
    {
        QObject::connect(m_editor, signal, m_editor, [this] { this->changed(); });
    }

    Editor *m_editor;
};

// A spin box always holds a number, but an optional field must be able to stay empty: its minimum is one step
// below the schema's range and shows as "—" (QAbstractSpinBox::specialValueText). Stepping out of "empty" starts
// at a sensible value instead of the far end of the range.
template <typename Spin, typename T> class OptionalSpin final : public Spin
{
public:
    OptionalSpin(T lo, T hi)
    {
        Spin::setRange(lo - 1, hi);
        Spin::setSpecialValueText(QString(Unset));
        m_start = qBound(lo, T(0), hi);
    }
    void stepBy(int steps) override
    {
        if (Spin::value() == Spin::minimum())
            Spin::setValue(qBound(Spin::minimum() + 1, m_start, Spin::maximum()));
        else
            Spin::stepBy(steps);
    }

private:
    T m_start = 0;
};

// A number or an integer in an OptionalSpin; its lowest value means "not set".
template <typename Spin, typename T> class SpinField final : public EditorField<Spin>
{
public:
    SpinField(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed, T lo, T hi)
        : EditorField<Spin>(path, schema, required, std::move(changed), new OptionalSpin<Spin, T>(lo, hi))
    {
        this->notifyOn(&Spin::valueChanged);
    }
    std::optional<QJsonValue> value() const override
    {
        if (m_editor->value() == m_editor->minimum())
            return std::nullopt;
        return QJsonValue(m_editor->value());
    }
    void setValue(const QJsonValue &value) override
    {
        if (isUnset(value))
            m_editor->setValue(m_editor->minimum());
        else if constexpr (std::is_integral_v<T>)
            m_editor->setValue(value.toInt());
        else
            m_editor->setValue(value.toDouble());
    }

private:
    using EditorField<Spin>::m_editor;
};

class TextField final : public EditorField<QLineEdit>
{
public:
    TextField(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed)
        : EditorField(path, schema, required, std::move(changed), new QLineEdit)
    {
        m_editor->setPlaceholderText(formatPlaceholder(schema.value(key("format")).toString()));
        if (schema.contains(key("maxLength")))
            m_editor->setMaxLength(qMax(1, schema.value(key("maxLength")).toInt()));
        notifyOn(&QLineEdit::textChanged);
    }
    std::optional<QJsonValue> value() const override { return textValue(m_editor->text()); }
    void setValue(const QJsonValue &value) override
    {
        m_editor->setText(isUnset(value) ? QString() : value.toString());
    }
};

// A check box is always sent: unticked is false.
class CheckField final : public EditorField<QCheckBox>
{
public:
    CheckField(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed)
        : EditorField(path, schema, required, std::move(changed), new QCheckBox)
    {
        notifyOn(&QCheckBox::toggled);
    }
    std::optional<QJsonValue> value() const override { return QJsonValue(m_editor->isChecked()); }
    void setValue(const QJsonValue &value) override { m_editor->setChecked(!isUnset(value) && value.toBool()); }
};

// A single-select enum: its first entry, without data, is "nothing chosen" and is left out of the content.
class ChoiceField final : public EditorField<QComboBox>
{
public:
    ChoiceField(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed)
        : EditorField(path, schema, required, std::move(changed), new QComboBox)
    {
        m_editor->addItem(required ? FormText::tr("— choose —") : FormText::tr("— none —"));
        for (const Choice &choice : choicesOf(schema))
            m_editor->addItem(choice.title, choice.value);
        notifyOn(&QComboBox::currentIndexChanged);
    }
    std::optional<QJsonValue> value() const override
    {
        const QVariant data = m_editor->currentData();
        if (!data.isValid())
            return std::nullopt;
        return QJsonValue(data.toString());
    }
    void setValue(const QJsonValue &value) override
    {
        m_editor->setCurrentIndex(qMax(0, isUnset(value) ? 0 : m_editor->findData(value.toString())));
    }
};

// A multi-select enum: a list of checkable titles, each carrying the string it sends.
class CheckListField final : public EditorField<QListWidget>
{
public:
    CheckListField(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed)
        : EditorField(path, schema, required, std::move(changed), new QListWidget)
    {
        for (const Choice &choice : choicesOf(schema.value(key("items")).toObject())) {
            auto *item = new QListWidgetItem(choice.title, m_editor);
            item->setData(Qt::UserRole, choice.value);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
        // As tall as its items, up to eight rows.
        const int rows = qBound(1, m_editor->count(), 8);
        m_editor->setMaximumHeight(rows * m_editor->sizeHintForRow(0) + 2 * m_editor->frameWidth() + 4);
        notifyOn(&QListWidget::itemChanged);
    }
    std::optional<QJsonValue> value() const override
    {
        QJsonArray picked;
        for (int i = 0; i < m_editor->count(); ++i) {
            if (m_editor->item(i)->checkState() == Qt::Checked)
                picked << m_editor->item(i)->data(Qt::UserRole).toString();
        }
        // An optional multi-select left alone is left out; a required one sends its (maybe empty) choice.
        if (picked.isEmpty() && !m_required)
            return std::nullopt;
        return QJsonValue(picked);
    }
    void setValue(const QJsonValue &value) override
    {
        QStringList wanted;
        const QJsonArray values = value.toArray();
        for (const QJsonValue &v : values)
            wanted << v.toString();
        for (int i = 0; i < m_editor->count(); ++i) {
            QListWidgetItem *item = m_editor->item(i);
            item->setCheckState(wanted.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
        }
    }
};

// What the profile refuses: shown, never sent.
class RefusedField final : public EditorField<QLabel>
{
public:
    RefusedField(const QString &path, const QJsonObject &schema, const QString &why)
        : EditorField(path, schema, false, ChangeFn(), new QLabel(why))
    {
        m_editor->setWordWrap(true);
    }
    std::optional<QJsonValue> value() const override { return std::nullopt; }
    void setValue(const QJsonValue &) override { }
};

std::unique_ptr<Field> makeNumberField(
    const QString &name, const QJsonObject &property, bool required, const ChangeFn &changed)
{
    const bool hasMin = property.contains(key("minimum"));
    const bool hasMax = property.contains(key("maximum"));
    const double minimum = property.value(key("minimum")).toDouble();
    const double maximum = property.value(key("maximum")).toDouble();
    if (property.value(key("type")).toString() == QLatin1String("integer")) {
        const int lo = hasMin ? int(qBound(double(-IntLimit), minimum, double(IntLimit))) : -IntLimit;
        const int hi = hasMax ? int(qBound(double(lo), maximum, double(IntLimit))) : IntLimit;
        return std::make_unique<SpinField<QSpinBox, int>>(name, property, required, changed, lo, hi);
    }
    const double lo = hasMin ? minimum : -NumberLimit;
    const double hi = hasMax ? qMax(lo, maximum) : NumberLimit;
    auto field = std::make_unique<SpinField<QDoubleSpinBox, double>>(name, property, required, changed, lo, hi);
    static_cast<QDoubleSpinBox *>(field->widget())->setDecimals(3);
    return field;
}

} // namespace

QString elicitationRefusal(const QJsonObject &property)
{
    const QString type = property.value(key("type")).toString();
    if (type == QLatin1String("string") || type == QLatin1String("integer") || type == QLatin1String("number")
        || type == QLatin1String("boolean")) {
        return QString();
    }
    if (type == QLatin1String("array") && !choicesOf(property.value(key("items")).toObject()).isEmpty())
        return QString();
    // The spec's restricted schema: a flat object of strings, numbers, booleans and choices.
    return FormText::tr("This field (type \"%1\") cannot be filled in here; it is left out: an elicitation form "
                        "asks only for text, numbers, yes/no and choices.")
        .arg(type);
}

std::unique_ptr<Field> makeElicitationField(
    const QString &name, const QJsonObject &property, bool required, const ChangeFn &changed)
{
    std::unique_ptr<Field> field;
    const QString why = elicitationRefusal(property);
    const QString type = property.value(key("type")).toString();
    if (!why.isEmpty())
        field = std::make_unique<RefusedField>(name, property, why);
    else if (type == QLatin1String("string") && !choicesOf(property).isEmpty())
        field = std::make_unique<ChoiceField>(name, property, required, changed);
    else if (type == QLatin1String("string"))
        field = std::make_unique<TextField>(name, property, required, changed);
    else if (type == QLatin1String("boolean"))
        field = std::make_unique<CheckField>(name, property, required, changed);
    else if (type == QLatin1String("array"))
        field = std::make_unique<CheckListField>(name, property, required, changed);
    else
        field = makeNumberField(name, property, required, changed);
    field->widget()->setObjectName(name);
    field->widget()->setAccessibleName(name);
    return field;
}

ElicitationFields::ElicitationFields(const QJsonObject &schema, ChangeFn changed)
    : Field(QString(), schema, true, std::move(changed))
    , m_widget(new QWidget)
    , m_layout(new QFormLayout(m_widget))
{
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    QStringList required;
    const QJsonArray names = schema.value(key("required")).toArray();
    for (const QJsonValue &name : names)
        required << name.toString();
    // QJsonObject keeps keys sorted, so the server's order is lost; required fields come first.
    const QJsonObject properties = schema.value(key("properties")).toObject();
    for (int pass = 0; pass < 2; ++pass) {
        for (auto it = properties.begin(); it != properties.end(); ++it) {
            const bool isRequired = required.contains(it.key());
            if (isRequired == (pass == 0))
                addRow(it.key(), it.value().toObject(), isRequired);
        }
    }
}

ElicitationFields::~ElicitationFields() = default;

QWidget *ElicitationFields::widget() const
{
    return m_widget;
}

void ElicitationFields::addRow(const QString &name, const QJsonObject &property, bool required)
{
    auto *cell = new QWidget(m_widget);
    auto *cellLayout = new QVBoxLayout(cell);
    cellLayout->setContentsMargins(0, 0, 0, 0);
    cellLayout->setSpacing(2);
    const int index = int(m_rows.size());
    Row row {name, makeElicitationField(name, property, required, [this, index] { onEdited(index); })};
    QWidget *editor = row.field->widget();
    editor->setParent(cell);
    // The cell takes the form's whole width, so that a description under it wraps at the width it is laid out
    // for: QFormLayout computes a field's height for the whole column even when the field is narrower (a check
    // box, a number), and the description's last lines were cut. A narrow control keeps its own width.
    cell->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    const bool wide =
        qobject_cast<QLineEdit *>(editor) || qobject_cast<QListWidget *>(editor) || qobject_cast<QLabel *>(editor);
    cellLayout->addWidget(editor, 0, wide ? Qt::Alignment() : Qt::AlignLeft);

    addHint(editor, property, cellLayout);
    row.message = new QLabel(cell);
    row.message->setObjectName(name + QStringLiteral("_message"));
    row.message->setWordWrap(true);
    row.message->setTextFormat(Qt::PlainText);
    row.message->setStyleSheet(Theme::errorStyle(m_widget->palette()));
    row.message->hide();
    cellLayout->addWidget(row.message);

    QString title = property.value(key("title")).toString(name);
    if (required)
        title += QStringLiteral(" *");
    auto *label = new QLabel(title + QLatin1Char(':'), m_widget);
    label->setTextFormat(Qt::PlainText);
    label->setBuddy(editor);
    if (required)
        label->setToolTip(FormText::tr("Required"));
    m_layout->addRow(label, cell);
    m_rows.push_back(std::move(row));
}

// Under the editor: the field's description, and how many to pick of a multiple choice.
void ElicitationFields::addHint(QWidget *editor, const QJsonObject &property, QVBoxLayout *cellLayout)
{
    const QString description = property.value(key("description")).toString();
    QStringList hints;
    if (!description.isEmpty())
        hints << description;
    if (qobject_cast<QListWidget *>(editor)) {
        const int minItems = property.value(key("minItems")).toInt(-1);
        const int maxItems = property.value(key("maxItems")).toInt(-1);
        if (minItems > 0 && maxItems > 0)
            hints << FormText::tr("Pick %1 to %2.").arg(minItems).arg(maxItems);
        else if (minItems > 0)
            hints << FormText::tr("Pick at least %1.").arg(minItems);
        else if (maxItems > 0)
            hints << FormText::tr("Pick at most %1.").arg(maxItems);
    }
    if (hints.isEmpty())
        return;
    auto *hint = new QLabel(hints.join(QLatin1Char(' ')), cellLayout->parentWidget());
    hint->setWordWrap(true);
    hint->setTextFormat(Qt::PlainText);
    hint->setForegroundRole(QPalette::PlaceholderText);
    cellLayout->addWidget(hint);
    editor->setToolTip(description);
}

std::optional<QJsonValue> ElicitationFields::value() const
{
    QJsonObject content;
    for (const Row &row : m_rows) {
        if (const std::optional<QJsonValue> v = row.field->value())
            content.insert(row.name, *v);
    }
    return QJsonValue(content);
}

void ElicitationFields::setValue(const QJsonValue &value)
{
    const QJsonObject content = value.toObject();
    m_filling = true;
    for (Row &row : m_rows)
        row.field->setValue(content.value(row.name));
    m_filling = false;
}

QStringList ElicitationFields::names() const
{
    QStringList names;
    for (const Row &row : m_rows)
        names << row.name;
    return names;
}

QWidget *ElicitationFields::editor(const QString &name) const
{
    for (const Row &row : m_rows) {
        if (row.name == name)
            return row.field->widget();
    }
    return nullptr;
}

QString ElicitationFields::message(const QString &name) const
{
    for (const Row &row : m_rows) {
        if (row.name == name)
            return row.message->isHidden() ? QString() : row.message->text();
    }
    return QString();
}

void ElicitationFields::showMessages(const QStringList &problems, bool reveal)
{
    for (Row &row : m_rows) {
        row.touched = row.touched || reveal;
        // Validation messages read "name: message"; each goes under its own field.
        const QString prefix = row.name + QStringLiteral(": ");
        QStringList mine;
        for (const QString &problem : problems) {
            if (problem.startsWith(prefix))
                mine << problem.mid(prefix.size());
        }
        row.message->setText(mine.join(QStringLiteral("; ")));
        row.message->setVisible(row.touched && !mine.isEmpty());
    }
}

void ElicitationFields::onEdited(int index)
{
    if (m_filling)
        return;
    m_rows[size_t(index)].touched = true;
    changed();
}

} // namespace SchemaFormDetail

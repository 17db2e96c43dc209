// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "schemaform.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSet>
#include <QStackedWidget>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include "models/format.h"
#include "protocol/jsonschema.h"
#include "theme.h"

namespace SchemaFormDetail {

namespace {

// The fields and helpers below are no QObjects: their words go under the context of SchemaForm's own tr().
struct FormText
{
    Q_DECLARE_TR_FUNCTIONS(SchemaForm)
};

QString key(const char *text)
{
    return QLatin1String(text);
}

// Nested schemas refer to each other through local $refs; a schema that refers to itself would build forever.
constexpr int kMaxDepth = Mcp::JsonSchema::MaxDepth;
// Problems listed under the form; the rest are counted.
constexpr int kMaxShownProblems = 8;

using Mcp::JsonSchema::Option;
using Mcp::JsonSchema::resolve;

QStringList typesOf(const QJsonObject &schema)
{
    return Mcp::JsonSchema::types(schema);
}

std::optional<QList<Option>> optionsOf(const QJsonObject &schema)
{
    return Mcp::JsonSchema::options(schema);
}

// The type a form field is built for: the first non-null one, or what the keywords imply.
QString primaryType(const QJsonObject &schema)
{
    for (const QString &type : typesOf(schema)) {
        if (type != QLatin1String("null"))
            return type;
    }
    if (schema.contains(key("properties")))
        return QStringLiteral("object");
    if (schema.contains(key("items")))
        return QStringLiteral("array");
    return QString();
}

// Any value as compact JSON, strings quoted.
QString compactJson(const QJsonValue &value)
{
    const QByteArray text = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

// A value as a person reads it: strings bare, the rest as JSON.
QString jsonText(const QJsonValue &value)
{
    return value.isString() ? value.toString() : compactJson(value);
}

// Any JSON value, scalars included, from text: "42", "\"x\"", "{…}".
std::optional<QJsonValue> parseJsonValue(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson("[" + text.toUtf8() + "]", &error);
    if (error.error != QJsonParseError::NoError || doc.array().size() != 1)
        return std::nullopt;
    return doc.array().at(0);
}

QString childPath(const QString &path, const QString &name)
{
    return path.isEmpty() ? name : path + QLatin1Char('.') + name;
}

QString indexPath(const QString &path, int index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

QString label(const QString &path)
{
    return path.isEmpty() ? FormText::tr("arguments") : path;
}

QString placeholderFor(const QJsonObject &schema)
{
    const QString format = schema.value(key("format")).toString();
    if (format == QLatin1String("date"))
        return QStringLiteral("YYYY-MM-DD");
    if (format == QLatin1String("date-time"))
        return QStringLiteral("YYYY-MM-DDThh:mm:ssZ");
    if (format == QLatin1String("email"))
        return QStringLiteral("name@example.com");
    if (format == QLatin1String("uri"))
        return QStringLiteral("https://…");
    const QJsonArray examples = schema.value(key("examples")).toArray();
    if (!examples.isEmpty())
        return FormText::tr("e.g. %1").arg(jsonText(examples.first()));
    const bool hasMin = schema.contains(key("minimum"));
    const bool hasMax = schema.contains(key("maximum"));
    if (hasMin && hasMax) {
        return QStringLiteral("%1 – %2").arg(Mcp::Format::number(schema.value(key("minimum")).toDouble()),
            Mcp::Format::number(schema.value(key("maximum")).toDouble()));
    }
    if (hasMin)
        return QStringLiteral("≥ %1").arg(Mcp::Format::number(schema.value(key("minimum")).toDouble()));
    if (hasMax)
        return QStringLiteral("≤ %1").arg(Mcp::Format::number(schema.value(key("maximum")).toDouble()));
    if (schema.contains(key("pattern")))
        return FormText::tr("matching %1").arg(schema.value(key("pattern")).toString());
    return QString();
}

} // namespace

using ChangeFn = std::function<void()>;

/*! One editor of the form: a value of the schema at a path. */
class Field
{
public:
    Field(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed)
        : m_path(path)
        , m_schema(schema)
        , m_required(required)
        , m_changed(std::move(changed))
    {
    }
    virtual ~Field() = default;
    Q_DISABLE_COPY_MOVE(Field)

    virtual QWidget *widget() const = 0;
    /*! The value, or nothing when the field is left empty (the key is then not sent). */
    virtual std::optional<QJsonValue> value() const = 0;
    /*! Shows \a value; undefined empties the field. */
    virtual void setValue(const QJsonValue &value) = 0;
    /*! Text that is not even a value of the type ("abc" in a number field). */
    virtual void collectInputProblems(QStringList *problems, QSet<QString> *paths) const
    {
        Q_UNUSED(problems)
        Q_UNUSED(paths)
    }
    /*! Fills in the schema's default, or empties the field. */
    void reset() { setValue(m_schema.value(key("default"))); }

    QString path() const { return m_path; }
    bool hasDefault() const { return m_schema.contains(key("default")); }

protected:
    void changed() const
    {
        if (m_changed)
            m_changed();
    }

    QString m_path;
    QJsonObject m_schema;
    bool m_required = false;
    ChangeFn m_changed;
};

std::unique_ptr<Field> makeField(const QString &path, const QJsonObject &schema, const QJsonObject &root, bool required,
    const ChangeFn &changed, int depth);

namespace {

class StringField final : public Field
{
public:
    StringField(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed)
        : Field(path, schema, required, std::move(changed))
        , m_edit(new QLineEdit)
    {
        m_edit->setObjectName(QStringLiteral("field:") + path);
        m_edit->setPlaceholderText(placeholderFor(schema));
        m_edit->setClearButtonEnabled(true);
        if (schema.value(key("writeOnly")).toBool())
            m_edit->setEchoMode(QLineEdit::PasswordEchoOnEdit);
        QObject::connect(m_edit, &QLineEdit::textChanged, m_edit, [this] { this->changed(); });
    }
    QWidget *widget() const override { return m_edit; }
    std::optional<QJsonValue> value() const override
    {
        if (m_edit->text().isEmpty())
            return std::nullopt;
        return QJsonValue(m_edit->text());
    }
    void setValue(const QJsonValue &value) override
    {
        m_edit->setText(value.isUndefined() || value.isNull() ? QString() : jsonText(value));
    }

private:
    QLineEdit *m_edit;
};

class NumberField final : public Field
{
public:
    NumberField(const QString &path, const QJsonObject &schema, bool required, bool integer, ChangeFn changed)
        : Field(path, schema, required, std::move(changed))
        , m_edit(new QLineEdit)
        , m_integer(integer)
    {
        m_edit->setObjectName(QStringLiteral("field:") + path);
        m_edit->setPlaceholderText(placeholderFor(schema));
        m_edit->setClearButtonEnabled(true);
        QObject::connect(m_edit, &QLineEdit::textChanged, m_edit, [this] { this->changed(); });
    }
    QWidget *widget() const override { return m_edit; }
    std::optional<QJsonValue> value() const override { return parse(m_edit->text().trimmed(), nullptr); }
    void setValue(const QJsonValue &value) override
    {
        // As JSON writes it: whole numbers with every digit, others with round-trip precision.
        m_edit->setText(value.isUndefined() || value.isNull() ? QString() : jsonText(value));
    }
    void collectInputProblems(QStringList *problems, QSet<QString> *paths) const override
    {
        const QString text = m_edit->text().trimmed();
        QString problem;
        if (text.isEmpty() || parse(text, &problem))
            return;
        *problems << FormText::tr("%1: %2").arg(label(m_path), problem);
        paths->insert(m_path);
    }

private:
    // What the person typed, exactly as the server will receive it: a whole number that fits in 64 bits is sent
    // with every digit (JSON carries it beyond the 2^53 a double holds), anything else as a double, which JSON
    // writes with round-trip precision. What cannot be sent exactly is refused, saying why.
    std::optional<QJsonValue> parse(const QString &text, QString *problem) const
    {
        const auto refuse = [problem](const QString &why) -> std::optional<QJsonValue> {
            if (problem)
                *problem = why;
            return std::nullopt;
        };
        if (text.isEmpty())
            return std::nullopt;
        static const QRegularExpression whole(QStringLiteral("^[+-]?[0-9]+$"));
        if (whole.match(text).hasMatch()) {
            bool ok = false;
            const qint64 number = QLocale::c().toLongLong(text, &ok);
            if (ok)
                return QJsonValue(number);
            return refuse(FormText::tr("\"%1\" is too large to be sent exactly (whole numbers go up to ±%2)")
                              .arg(text, QString::number(std::numeric_limits<qint64>::max())));
        }
        bool ok = false;
        const double number = QLocale::c().toDouble(text, &ok);
        if (!ok || !std::isfinite(number))
            return refuse(m_integer ? FormText::tr("\"%1\" is not a whole number").arg(text)
                                    : FormText::tr("\"%1\" is not a number").arg(text));
        if (!m_integer)
            return QJsonValue(number);
        if (number != std::floor(number))
            return refuse(FormText::tr("\"%1\" is not a whole number").arg(text));
        // Beyond 2^53 a double no longer holds every whole number: "1e+19" names no exact one.
        constexpr double exactLimit = 9007199254740992.0;
        if (std::fabs(number) > exactLimit)
            return refuse(FormText::tr("\"%1\" is too large to be sent exactly: write out all its digits").arg(text));
        return QJsonValue(qint64(number));
    }

    QLineEdit *m_edit;
    bool m_integer;
};

class BoolField final : public Field
{
public:
    BoolField(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed)
        : Field(path, schema, required, std::move(changed))
        , m_box(new QCheckBox)
    {
        m_box->setObjectName(QStringLiteral("field:") + path);
        QObject::connect(m_box, &QCheckBox::clicked, m_box, [this] {
            m_present = true;
            updateText();
            this->changed();
        });
        updateText();
    }
    QWidget *widget() const override { return m_box; }
    std::optional<QJsonValue> value() const override
    {
        if (!m_present)
            return std::nullopt;
        return QJsonValue(m_box->isChecked());
    }
    void setValue(const QJsonValue &value) override
    {
        // An optional flag without a default is only sent once someone sets it.
        m_present = value.isBool() || m_required;
        m_box->setChecked(value.toBool());
        updateText();
        changed();
    }

private:
    void updateText()
    {
        m_box->setText(m_present ? (m_box->isChecked() ? QStringLiteral("true") : QStringLiteral("false"))
                                 : FormText::tr("(not sent)"));
    }

    QCheckBox *m_box;
    bool m_present = false;
};

class EnumField final : public Field
{
public:
    EnumField(
        const QString &path, const QJsonObject &schema, bool required, const QList<Option> &options, ChangeFn changed)
        : Field(path, schema, required, std::move(changed))
        , m_combo(new QComboBox)
    {
        m_combo->setObjectName(QStringLiteral("field:") + path);
        if (!required) {
            m_combo->addItem(FormText::tr("(not set)"));
            m_values.append(QJsonValue(QJsonValue::Undefined));
        }
        for (const Option &option : options) {
            const QString text = jsonText(option.value);
            m_combo->addItem(option.title.isEmpty() || option.title == text
                    ? text
                    : QStringLiteral("%1 (%2)").arg(option.title, text));
            m_values.append(option.value);
        }
        QObject::connect(m_combo, &QComboBox::currentIndexChanged, m_combo, [this] { this->changed(); });
    }
    QWidget *widget() const override { return m_combo; }
    std::optional<QJsonValue> value() const override
    {
        const QJsonValue value = m_values.value(m_combo->currentIndex(), QJsonValue(QJsonValue::Undefined));
        if (value.isUndefined())
            return std::nullopt;
        return value;
    }
    void setValue(const QJsonValue &value) override
    {
        int index = m_values.indexOf(value);
        if (index < 0 && !value.isUndefined()) {
            // A value from raw JSON that the enum does not list: keep it, validation will say so.
            m_combo->addItem(FormText::tr("%1 (not in the list)").arg(jsonText(value)));
            m_values.append(value);
            index = int(m_values.size()) - 1;
        }
        m_combo->setCurrentIndex(qMax(0, index));
    }

private:
    QComboBox *m_combo;
    QList<QJsonValue> m_values;
};

// An array of enum values: a list of check boxes.
class MultiEnumField final : public Field
{
public:
    MultiEnumField(
        const QString &path, const QJsonObject &schema, bool required, const QList<Option> &options, ChangeFn changed)
        : Field(path, schema, required, std::move(changed))
        , m_list(new QListWidget)
    {
        m_list->setObjectName(QStringLiteral("field:") + path);
        for (const Option &option : options) {
            auto *item = new QListWidgetItem(option.title.isEmpty() ? jsonText(option.value) : option.title, m_list);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
            m_values.append(option.value);
        }
        m_list->setMaximumHeight(qMin(6, int(options.size())) * 22 + 8);
        QObject::connect(m_list, &QListWidget::itemChanged, m_list, [this] { this->changed(); });
    }
    QWidget *widget() const override { return m_list; }
    std::optional<QJsonValue> value() const override
    {
        QJsonArray array;
        for (int i = 0; i < m_list->count(); ++i) {
            if (m_list->item(i)->checkState() == Qt::Checked)
                array.append(m_values.at(i));
        }
        if (array.isEmpty() && !m_required)
            return std::nullopt;
        return QJsonValue(array);
    }
    void setValue(const QJsonValue &value) override
    {
        const QJsonArray array = value.toArray();
        for (int i = 0; i < m_list->count(); ++i)
            m_list->item(i)->setCheckState(array.contains(m_values.at(i)) ? Qt::Checked : Qt::Unchecked);
    }

private:
    QListWidget *m_list;
    QList<QJsonValue> m_values;
};

// Any JSON value, typed as text: schemas the form has no editor for (no type, anyOf of objects…).
class JsonField final : public Field
{
public:
    JsonField(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed)
        : Field(path, schema, required, std::move(changed))
        , m_edit(new QLineEdit)
    {
        m_edit->setObjectName(QStringLiteral("field:") + path);
        m_edit->setPlaceholderText(primaryType(schema) == QLatin1String("object") ? FormText::tr("JSON object: {…}")
                                                                                  : FormText::tr("any JSON value"));
        QObject::connect(m_edit, &QLineEdit::textChanged, m_edit, [this] { this->changed(); });
    }
    QWidget *widget() const override { return m_edit; }
    std::optional<QJsonValue> value() const override
    {
        if (m_edit->text().trimmed().isEmpty())
            return std::nullopt;
        return parseJsonValue(m_edit->text());
    }
    void setValue(const QJsonValue &value) override
    {
        m_edit->setText(value.isUndefined() ? QString() : compactJson(value));
    }
    void collectInputProblems(QStringList *problems, QSet<QString> *paths) const override
    {
        if (m_edit->text().trimmed().isEmpty() || value())
            return;
        *problems << FormText::tr("%1: not valid JSON").arg(label(m_path));
        paths->insert(m_path);
    }

private:
    QLineEdit *m_edit;
};

class ArrayField final : public Field
{
public:
    ArrayField(const QString &path, const QJsonObject &schema, const QJsonObject &root, bool required, ChangeFn changed,
        int depth)
        : Field(path, schema, required, std::move(changed))
        , m_root(root)
        , m_items(resolve(schema.value(key("items")).toObject(), root))
        , m_depth(depth)
        , m_widget(new QWidget)
        , m_rows(new QVBoxLayout)
    {
        m_widget->setObjectName(QStringLiteral("field:") + path);
        auto *layout = new QVBoxLayout(m_widget);
        layout->setContentsMargins(0, 0, 0, 0);
        m_rows->setContentsMargins(0, 0, 0, 0);
        layout->addLayout(m_rows);
        auto *add = new QPushButton(FormText::tr("Add item"), m_widget);
        add->setObjectName(QStringLiteral("add:") + path);
        add->setIcon(QIcon::fromTheme(QStringLiteral("list-add")));
        auto *buttons = new QHBoxLayout;
        buttons->addWidget(add);
        buttons->addStretch(1);
        layout->addLayout(buttons);
        QObject::connect(add, &QPushButton::clicked, m_widget, [this] {
            QList<QJsonValue> values = currentValues();
            values.append(m_items.value(key("default")));
            rebuild(values);
            this->changed();
        });
    }
    QWidget *widget() const override { return m_widget; }
    std::optional<QJsonValue> value() const override
    {
        QJsonArray array;
        for (const auto &item : m_fields) {
            if (const std::optional<QJsonValue> v = item->value())
                array.append(*v);
        }
        if (array.isEmpty() && !m_required)
            return std::nullopt;
        return QJsonValue(array);
    }
    void setValue(const QJsonValue &value) override
    {
        QList<QJsonValue> values;
        const QJsonArray items = value.toArray();
        for (const QJsonValue &item : items)
            values.append(item);
        rebuild(values);
    }
    void collectInputProblems(QStringList *problems, QSet<QString> *paths) const override
    {
        for (const auto &item : m_fields)
            item->collectInputProblems(problems, paths);
    }

private:
    QList<QJsonValue> currentValues() const
    {
        QList<QJsonValue> values;
        for (const auto &item : m_fields)
            values.append(item->value().value_or(QJsonValue(QJsonValue::Undefined)));
        return values;
    }

    // Paths carry the index, so removing an item renumbers all of them: the rows are rebuilt from the values.
    void rebuild(const QList<QJsonValue> &values)
    {
        m_fields.clear();
        for (QWidget *row : std::as_const(m_rowWidgets)) {
            // The rows' fields are gone; until deleteLater() runs, their editors must neither call back into them
            // nor be found in the form.
            for (QWidget *editor : row->findChildren<QWidget *>())
                editor->blockSignals(true);
            row->hide();
            row->setParent(nullptr);
            row->deleteLater();
        }
        m_rowWidgets.clear();
        for (int i = 0; i < values.size(); ++i) {
            auto field = makeField(indexPath(m_path, i), m_items, m_root, true, m_changed, m_depth + 1);
            field->setValue(values.at(i));
            auto *row = new QWidget(m_widget);
            auto *layout = new QHBoxLayout(row);
            layout->setContentsMargins(0, 0, 0, 0);
            layout->addWidget(field->widget(), 1);
            auto *remove = new QToolButton(row);
            remove->setObjectName(QStringLiteral("remove:") + indexPath(m_path, i));
            remove->setText(QStringLiteral("\u2212"));
            remove->setToolTip(FormText::tr("Remove this item"));
            layout->addWidget(remove, 0, Qt::AlignTop);
            QObject::connect(remove, &QToolButton::clicked, m_widget, [this, i] {
                QList<QJsonValue> current = currentValues();
                current.removeAt(i);
                rebuild(current);
                this->changed();
            });
            m_rows->addWidget(row);
            m_rowWidgets.append(row);
            m_fields.push_back(std::move(field));
        }
    }

    QJsonObject m_root;
    QJsonObject m_items;
    int m_depth;
    QWidget *m_widget;
    QVBoxLayout *m_rows;
    QList<QWidget *> m_rowWidgets;
    std::vector<std::unique_ptr<Field>> m_fields;
};

class ObjectField final : public Field
{
public:
    ObjectField(const QString &path, const QJsonObject &schema, const QJsonObject &root, bool required,
        ChangeFn changed, int depth, bool top)
        : Field(path, schema, required, std::move(changed))
    {
        QWidget *container = nullptr;
        if (top) {
            container = new QWidget;
        } else {
            m_group = new QGroupBox;
            m_group->setTitle(schema.value(key("title")).toString(path.section(QLatin1Char('.'), -1)));
            // An optional object without a default is left out until someone ticks it.
            m_group->setCheckable(!required && !schema.contains(key("default")));
            QObject::connect(m_group, &QGroupBox::toggled, m_group, [this] { this->changed(); });
            container = m_group;
        }
        container->setObjectName(QStringLiteral("field:") + path);
        m_widget = container;
        auto *form = new QFormLayout(container);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        if (top)
            form->setContentsMargins(0, 0, 0, 0);

        const QJsonObject properties = schema.value(key("properties")).toObject();
        QStringList requiredKeys;
        const QJsonArray names = schema.value(key("required")).toArray();
        for (const QJsonValue &name : names)
            requiredKeys << name.toString();
        // QJsonObject sorts its keys: show the required ones first, in the schema's order, then the rest.
        QStringList order;
        for (const QString &name : std::as_const(requiredKeys)) {
            if (properties.contains(name))
                order << name;
        }
        for (auto it = properties.begin(); it != properties.end(); ++it) {
            if (!order.contains(it.key()))
                order << it.key();
        }
        for (const QString &name : std::as_const(order)) {
            const QJsonObject property = resolve(properties.value(name).toObject(), root);
            const bool isRequired = requiredKeys.contains(name);
            auto field = makeField(childPath(path, name), property, root, isRequired, m_changed, depth + 1);
            const QString description = property.value(key("description")).toString();
            QString title = property.value(key("title")).toString(name);
            QWidget *editor = field->widget();
            if (qobject_cast<QGroupBox *>(editor)) {
                if (isRequired)
                    static_cast<QGroupBox *>(editor)->setTitle(
                        static_cast<QGroupBox *>(editor)->title() + QStringLiteral(" *"));
                editor->setToolTip(description);
                form->addRow(editor);
            } else {
                auto *labelWidget = new QLabel(isRequired ? QStringLiteral("<b>%1 *</b>").arg(title.toHtmlEscaped())
                                                          : title.toHtmlEscaped() + QLatin1Char(':'));
                labelWidget->setToolTip(name);
                QWidget *cell = editor;
                if (!description.isEmpty()) {
                    cell = new QWidget;
                    auto *box = new QVBoxLayout(cell);
                    box->setContentsMargins(0, 0, 0, 0);
                    box->setSpacing(1);
                    box->addWidget(editor);
                    auto *hint = new QLabel(description.toHtmlEscaped());
                    hint->setWordWrap(true);
                    hint->setForegroundRole(QPalette::PlaceholderText);
                    QFont small = hint->font();
                    small.setPointSizeF(small.pointSizeF() * 0.9);
                    hint->setFont(small);
                    box->addWidget(hint);
                }
                editor->setToolTip(description);
                form->addRow(labelWidget, cell);
            }
            m_fields.push_back({name, std::move(field)});
        }
        m_extraLabel = new QLabel;
        m_extraLabel->setWordWrap(true);
        m_extraLabel->setForegroundRole(QPalette::PlaceholderText);
        m_extraLabel->hide();
        form->addRow(m_extraLabel);
    }
    QWidget *widget() const override { return m_widget; }
    std::optional<QJsonValue> value() const override
    {
        if (m_group && m_group->isCheckable() && !m_group->isChecked())
            return std::nullopt;
        QJsonObject object = m_extra;
        for (const auto &[name, field] : m_fields) {
            if (const std::optional<QJsonValue> v = field->value())
                object.insert(name, *v);
        }
        return QJsonValue(object);
    }
    void setValue(const QJsonValue &value) override
    {
        const QJsonObject object = value.toObject();
        if (m_group && m_group->isCheckable())
            m_group->setChecked(value.isObject());
        m_extra = object;
        for (const auto &[name, field] : m_fields) {
            m_extra.remove(name);
            field->setValue(object.value(name));
        }
        m_extraLabel->setVisible(!m_extra.isEmpty());
        m_extraLabel->setText(
            FormText::tr("Also sent, not in the schema: %1").arg(m_extra.keys().join(QStringLiteral(", "))));
    }
    void collectInputProblems(QStringList *problems, QSet<QString> *paths) const override
    {
        if (m_group && m_group->isCheckable() && !m_group->isChecked())
            return;
        for (const auto &[name, field] : m_fields)
            field->collectInputProblems(problems, paths);
    }
    bool isEmpty() const { return m_fields.empty(); }

private:
    QWidget *m_widget = nullptr;
    QGroupBox *m_group = nullptr;
    QLabel *m_extraLabel = nullptr;
    std::vector<std::pair<QString, std::unique_ptr<Field>>> m_fields;
    QJsonObject m_extra;
};

} // namespace

namespace {
std::unique_ptr<Field> makeFieldOfType(const QString &path, const QJsonObject &schema, const QJsonObject &root,
    bool required, const ChangeFn &changed, int depth);
} // namespace

std::unique_ptr<Field> makeField(const QString &path, const QJsonObject &rawSchema, const QJsonObject &root,
    bool required, const ChangeFn &changed, int depth)
{
    const QJsonObject schema = resolve(rawSchema, root);
    std::unique_ptr<Field> field = makeFieldOfType(path, schema, root, required, changed, depth);
    // What a screen reader says of the editor: the field's title (else its name), and its description (else what
    // it expects).
    QWidget *editor = field->widget();
    const QString title = schema.value(key("title")).toString();
    editor->setAccessibleName(title.isEmpty() ? label(path) : title);
    QString description = schema.value(key("description")).toString();
    if (description.isEmpty())
        description = placeholderFor(schema);
    if (description.isEmpty())
        description = required ? FormText::tr("%1, required").arg(primaryType(schema))
                               : FormText::tr("%1, optional").arg(primaryType(schema));
    editor->setAccessibleDescription(description);
    return field;
}

namespace {
std::unique_ptr<Field> makeFieldOfType(const QString &path, const QJsonObject &schema, const QJsonObject &root,
    bool required, const ChangeFn &changed, int depth)
{
    if (depth > kMaxDepth)
        return std::make_unique<JsonField>(path, schema, required, changed);
    if (const std::optional<QList<Option>> options = optionsOf(schema))
        return std::make_unique<EnumField>(path, schema, required, *options, changed);
    const QString type = primaryType(schema);
    if (type == QLatin1String("string"))
        return std::make_unique<StringField>(path, schema, required, changed);
    if (type == QLatin1String("number") || type == QLatin1String("integer"))
        return std::make_unique<NumberField>(path, schema, required, type == QLatin1String("integer"), changed);
    if (type == QLatin1String("boolean"))
        return std::make_unique<BoolField>(path, schema, required, changed);
    if (type == QLatin1String("array")) {
        const QJsonObject items = resolve(schema.value(key("items")).toObject(), root);
        if (const std::optional<QList<Option>> options = optionsOf(items))
            return std::make_unique<MultiEnumField>(path, schema, required, *options, changed);
        return std::make_unique<ArrayField>(path, schema, root, required, changed, depth);
    }
    if (type == QLatin1String("object") && schema.contains(key("properties")))
        return std::make_unique<ObjectField>(path, schema, root, required, changed, depth, false);
    return std::make_unique<JsonField>(path, schema, required, changed);
}

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
} // namespace SchemaFormDetail

using namespace SchemaFormDetail;

SchemaForm::SchemaForm(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *header = new QHBoxLayout;
    auto *hint = new QLabel(tr("Fields in <b>bold *</b> are required; empty fields are not sent."), this);
    hint->setForegroundRole(QPalette::PlaceholderText);
    header->addWidget(hint, 1);
    m_rawToggle = new QCheckBox(tr("Raw JSON"), this);
    m_rawToggle->setObjectName(QStringLiteral("rawToggle"));
    m_rawToggle->setToolTip(tr("Edit the arguments as JSON text; anything goes, the problems are only listed."));
    header->addWidget(m_rawToggle);
    layout->addLayout(header);

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
    layout->addWidget(m_stack, 1);

    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->hide();
    layout->addWidget(m_problems);

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

SchemaForm::~SchemaForm()
{
    // The fields refer to widgets owned by the scroll area: let them go first.
    m_root.reset();
}

void SchemaForm::setSchema(const QJsonObject &schema)
{
    m_updating = true;
    m_schema = schema;
    QJsonObject objectSchema = schema;
    if (primaryType(schema).isEmpty())
        objectSchema.insert(QStringLiteral("type"), QStringLiteral("object"));
    m_root = std::make_unique<ObjectField>(
        QString(), objectSchema, schema, true, [this] { onFieldChanged(); }, 0, true);
    auto *page = new QWidget;
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 4, 0);
    m_empty = new QLabel(tr("This tool takes no arguments."), page);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_empty->setVisible(static_cast<ObjectField *>(m_root.get())->isEmpty());
    pageLayout->addWidget(m_empty);
    pageLayout->addWidget(m_root->widget());
    pageLayout->addStretch(1);
    delete m_scroll->takeWidget();
    m_scroll->setWidget(page);
    m_updating = false;
    resetToDefaults();
}

void SchemaForm::resetToDefaults()
{
    setValue(defaultsOf(m_schema, m_schema, 0));
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

void SchemaForm::updateProblems()
{
    const QStringList list = problems();
    QStringList shown = list.mid(0, kMaxShownProblems);
    if (list.size() > kMaxShownProblems)
        shown << tr("… and %1 more").arg(list.size() - kMaxShownProblems);
    for (QString &line : shown)
        line.prepend(QStringLiteral("\u2022 "));
    m_problems->setText(shown.join(QLatin1Char('\n')));
    Theme::setTextColor(m_problems, Theme::error(palette()));
    m_problems->setVisible(!list.isEmpty());
}

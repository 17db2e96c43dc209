// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "schemafield.h"

#include <cmath>
#include <limits>

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QRegularExpression>
#include <QUrl>

#include "models/format.h"

namespace SchemaFormDetail {

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

std::optional<QJsonValue> textValue(const QString &text)
{
    if (text.isEmpty())
        return std::nullopt;
    return QJsonValue(text);
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

QString formatPlaceholder(const QString &format)
{
    if (format == QLatin1String("date"))
        return QStringLiteral("YYYY-MM-DD");
    if (format == QLatin1String("date-time"))
        return QStringLiteral("YYYY-MM-DDThh:mm:ssZ");
    if (format == QLatin1String("email"))
        return QStringLiteral("name@example.com");
    if (format == QLatin1String("uri"))
        return QStringLiteral("https://…");
    return QString();
}

QString placeholderFor(const QJsonObject &schema)
{
    const QString forFormat = formatPlaceholder(schema.value(key("format")).toString());
    if (!forFormat.isEmpty())
        return forFormat;
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

Field::Field(const QString &path, const QJsonObject &schema, bool required, ChangeFn changed)
    : m_path(path)
    , m_schema(schema)
    , m_required(required)
    , m_changed(std::move(changed))
{
}

Field::~Field() = default;

void Field::collectInputProblems(QStringList *problems, QSet<QString> *paths) const
{
    Q_UNUSED(problems)
    Q_UNUSED(paths)
}

void Field::reset()
{
    setValue(m_schema.value(key("default")));
}

bool Field::hasDefault() const
{
    return m_schema.contains(key("default"));
}

void Field::changed() const
{
    if (m_changed)
        m_changed();
}

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
    std::optional<QJsonValue> value() const override { return textValue(m_edit->text()); }
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
        return makeArrayField(path, schema, root, required, changed, depth);
    }
    if (type == QLatin1String("object") && schema.contains(key("properties")))
        return makeObjectField(path, schema, root, required, changed, depth);
    return std::make_unique<JsonField>(path, schema, required, changed);
}

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

} // namespace SchemaFormDetail

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "schemafield.h"

#include <vector>

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace SchemaFormDetail {

namespace {

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
            addRow(form, name, field->widget(), property, isRequired);
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

private:
    // One property's row: a nested object's group box alone (marked when required), anything else under its title,
    // with its description below it.
    static void addRow(
        QFormLayout *form, const QString &name, QWidget *editor, const QJsonObject &property, bool isRequired)
    {
        const QString description = property.value(key("description")).toString();
        QString title = property.value(key("title")).toString(name);
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
    }

    QWidget *m_widget = nullptr;
    QGroupBox *m_group = nullptr;
    QLabel *m_extraLabel = nullptr;
    std::vector<std::pair<QString, std::unique_ptr<Field>>> m_fields;
    QJsonObject m_extra;
};

} // namespace

std::unique_ptr<Field> makeArrayField(const QString &path, const QJsonObject &schema, const QJsonObject &root,
    bool required, const ChangeFn &changed, int depth)
{
    return std::make_unique<ArrayField>(path, schema, root, required, changed, depth);
}

std::unique_ptr<Field> makeObjectField(const QString &path, const QJsonObject &schema, const QJsonObject &root,
    bool required, const ChangeFn &changed, int depth, bool top)
{
    return std::make_unique<ObjectField>(path, schema, root, required, changed, depth, top);
}

} // namespace SchemaFormDetail

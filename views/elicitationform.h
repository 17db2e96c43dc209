// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QWidget>

class QFormLayout;
class QLabel;
class QVBoxLayout;

/*!
 * A form built from the restricted `requestedSchema` of a form-mode `elicitation/create` (2025-11-25): text
 * fields (email, uri, date, date-time checked), spin boxes with the schema's range, check boxes, combo boxes
 * for single-select enums (titles shown, `const` sent), checkable lists for multi-select, required fields
 * marked, defaults filled in, and a message under each field that does not validate.
 */
class ElicitationForm final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ElicitationForm)
public:
    explicit ElicitationForm(QWidget *parent = nullptr);
    explicit ElicitationForm(const QJsonObject &requestedSchema, QWidget *parent = nullptr);
    ~ElicitationForm() override;

    /*! Builds the fields of \a requestedSchema, filled with its defaults. */
    void setSchema(const QJsonObject &requestedSchema);
    QJsonObject schema() const { return m_schema; }

    /*! What the person entered; fields left empty are left out. */
    QJsonObject content() const;
    /*! Fills the fields from \a content; fields it does not name are emptied. */
    void setContent(const QJsonObject &content);
    /*! What is wrong with content(), one "field: message" per problem (empty: it can be sent). */
    QStringList problems() const;
    /*! Shows the message of every field, also of those not edited yet (done when the person tries to accept). */
    void revealProblems();

    /*! The editor of \a name (QLineEdit, QSpinBox, QDoubleSpinBox, QCheckBox, QComboBox, QListWidget), or null. */
    QWidget *editor(const QString &name) const;
    /*! The message shown under \a name ("" when none is shown). */
    QString fieldMessage(const QString &name) const;
    QStringList fieldNames() const;

signals:
    /*! The person changed a field (or setContent() did). */
    void contentChanged();

private:
    enum class Kind
    {
        Text,
        Integer,
        Number,
        Boolean,
        Single,
        Multi,
        Unsupported
    };
    struct Field
    {
        QString name;
        QJsonObject schema;
        Kind kind = Kind::Unsupported;
        bool required = false;
        bool touched = false;
        QWidget *editor = nullptr;
        QLabel *message = nullptr;
    };
    void addField(const QString &name, const QJsonObject &schema, bool required);
    void createEditor(Field &field, int index, QWidget *cell);
    void createNumberEditor(Field &field, int index, QWidget *cell);
    void addHint(Field &field, QVBoxLayout *cellLayout);
    QJsonValue valueOf(const Field &field) const;
    void setValue(Field &field, const QJsonValue &value);
    void onEdited(int index);
    void updateMessages();

    QJsonObject m_schema;
    QList<Field> m_fields;
    QFormLayout *m_layout = nullptr;
    bool m_filling = false;
};

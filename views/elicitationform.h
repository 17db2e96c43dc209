// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QStringList>
#include <QWidget>

class SchemaForm;

/*!
 * A form built from the restricted `requestedSchema` of a form-mode `elicitation/create` (2025-11-25): the schema
 * form under its Elicitation profile, named in the words of an elicitation (content, not arguments).
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
    QJsonObject schema() const;

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
    SchemaForm *m_form = nullptr;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <vector>

#include "schemafield.h"

class QFormLayout;
class QLabel;
class QVBoxLayout;

/*!
 * The editors of SchemaForm's elicitation profile: the restricted `requestedSchema` of a form-mode
 * `elicitation/create` (2025-11-25), a flat object of primitives. Each editor is named after its property.
 */
namespace SchemaFormDetail {

/*!
 * Why \a property is outside the restricted elicitation schema (a nested object, an array of anything but
 * choices, a missing type), or empty when the profile has an editor for it.
 */
QString elicitationRefusal(const QJsonObject &property);

/*!
 * The elicitation editor of \a property named \a name: a line edit (format placeholder, maxLength), a spin box
 * that can stay empty ("—") for integers and numbers, a check box, a "— choose —" combo box for single-select
 * enums (titles shown, `const` sent), a check list for multi-select, or a label saying why it is refused.
 */
std::unique_ptr<Field> makeElicitationField(
    const QString &name, const QJsonObject &property, bool required, const ChangeFn &changed);

/*!
 * The whole form under the elicitation profile: one row per property, required ones first, each editor with its
 * description, its pick count and, once edited (or revealed), the validation message that names it.
 */
class ElicitationFields final : public Field
{
public:
    ElicitationFields(const QJsonObject &schema, ChangeFn changed);
    ~ElicitationFields() override;
    Q_DISABLE_COPY_MOVE(ElicitationFields)

    QWidget *widget() const override;
    std::optional<QJsonValue> value() const override;
    void setValue(const QJsonValue &value) override;

    QStringList names() const;
    /*! The editor of the property \a name, or null. */
    QWidget *editor(const QString &name) const;
    /*! The message shown under \a name ("" when none is shown). */
    QString message(const QString &name) const;
    /*! Puts each of \a problems ("name: message") under its field; \a reveal shows them also on untouched ones. */
    void showMessages(const QStringList &problems, bool reveal);

private:
    struct Row
    {
        QString name;
        std::unique_ptr<Field> field;
        QLabel *message = nullptr;
        bool touched = false;
    };
    void addRow(const QString &name, const QJsonObject &property, bool required);
    void addHint(QWidget *editor, const QJsonObject &property, QVBoxLayout *cellLayout);
    void onEdited(int index);

    QWidget *m_widget = nullptr;
    QFormLayout *m_layout = nullptr;
    std::vector<Row> m_rows;
    bool m_filling = false;
};

} // namespace SchemaFormDetail

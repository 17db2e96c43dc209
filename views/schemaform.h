// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLayout;
class QPlainTextEdit;
class QScrollArea;
class QStackedWidget;

namespace SchemaFormDetail {
class ElicitationFields;
class Field;
} // namespace SchemaFormDetail

/*!
 * A form built from a tool's JSON Schema (`inputSchema`): line edits for strings and numbers, check boxes for
 * booleans, combo boxes for `enum` and `oneOf`/`anyOf` of `const`s, lists with add/remove for arrays, group
 * boxes for nested objects, and a raw JSON line for anything else. Required fields are marked, defaults are
 * filled in, and problems() names every field that is missing or out of range.
 *
 * The "Raw JSON" toggle swaps the form for a text editor holding the same value; switching back fills the form
 * from the text. Each editor's objectName is "field:" plus its path ("dataset", "target.region", "tags[1]").
 *
 * The Elicitation profile builds the restricted `requestedSchema` of a form-mode `elicitation/create` instead: a
 * flat object of strings (with formats), numbers and integers (with a range), booleans and single- or multi-select
 * enums, each editor named after its property, with its own message under it; whatever else the schema holds is
 * refused with a message saying so, and left out. It has no raw mode.
 */
class SchemaForm final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SchemaForm)
public:
    enum class Profile
    {
        Full, /*!< any JSON Schema: a tool's launch form */
        Elicitation /*!< the restricted schema of an elicitation form */
    };

    explicit SchemaForm(QWidget *parent = nullptr);
    explicit SchemaForm(Profile profile, QWidget *parent = nullptr);
    ~SchemaForm() override;

    /*! Builds the form for \a schema (an object schema; anything else gets an empty form), with the defaults. */
    void setSchema(const QJsonObject &schema);
    QJsonObject schema() const { return m_schema; }
    Profile profile() const { return m_profile; }

    /*! The arguments: from the form, or the parsed text in raw mode (an empty object when it does not parse). */
    QJsonObject value() const;
    /*! Fills the form (and the raw text) from \a value; keys the schema does not know are kept and sent. */
    void setValue(const QJsonObject &value);
    /*! Back to the schema's defaults. */
    void resetToDefaults();

    /*! What is wrong with value(), one message per problem naming the field; empty when it is valid. */
    QStringList problems() const;

    bool isRawMode() const;
    /*!
     * Switches to the text editor (or back). Going back fails, and stays raw, while the text is not an object;
     * the Elicitation profile refuses to go raw.
     */
    bool setRawMode(bool raw);

    /*! The property names, in the form's order (Elicitation profile). */
    QStringList fieldNames() const;
    /*! The editor of the property \a name, or null (Elicitation profile). */
    QWidget *editor(const QString &name) const;
    /*! The message shown under \a name, "" when none is shown (Elicitation profile). */
    QString fieldMessage(const QString &name) const;
    /*! Shows the message of every field, also of those not edited yet (Elicitation profile). */
    void revealProblems();

    /*!
     * Checks \a value against \a schema (types, required, enum/const, string length, pattern and format, number
     * ranges and multipleOf, array item counts and uniqueness, additionalProperties: false, local $ref).
     * \a path names the value in the messages.
     */
    static QStringList validate(const QJsonObject &schema, const QJsonValue &value, const QString &path = QString());

signals:
    /*! The value or the problems may have changed. */
    void changed();

private:
    void buildRawChrome(QLayout *layout);
    void onFieldChanged();
    void updateProblems();

    Profile m_profile = Profile::Full;
    QJsonObject m_schema;
    std::unique_ptr<SchemaFormDetail::Field> m_root;
    SchemaFormDetail::ElicitationFields *m_elicitation = nullptr; // m_root, under the Elicitation profile
    QWidget *m_page = nullptr;
    QCheckBox *m_rawToggle = nullptr;
    QStackedWidget *m_stack = nullptr;
    QScrollArea *m_scroll = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    QLabel *m_problems = nullptr;
    QLabel *m_empty = nullptr;
    bool m_updating = false;
};

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
class QPlainTextEdit;
class QScrollArea;
class QStackedWidget;

namespace SchemaFormDetail {
class Field;
}

/*!
 * A form built from a tool's JSON Schema (`inputSchema`): line edits for strings and numbers, check boxes for
 * booleans, combo boxes for `enum` and `oneOf`/`anyOf` of `const`s, lists with add/remove for arrays, group
 * boxes for nested objects, and a raw JSON line for anything else. Required fields are marked, defaults are
 * filled in, and problems() names every field that is missing or out of range.
 *
 * The "Raw JSON" toggle swaps the form for a text editor holding the same value; switching back fills the form
 * from the text. Each editor's objectName is "field:" plus its path ("dataset", "target.region", "tags[1]").
 */
class SchemaForm final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SchemaForm)
public:
    explicit SchemaForm(QWidget *parent = nullptr);
    ~SchemaForm() override;

    /*! Builds the form for \a schema (an object schema; anything else gets an empty form), with the defaults. */
    void setSchema(const QJsonObject &schema);
    QJsonObject schema() const { return m_schema; }

    /*! The arguments: from the form, or the parsed text in raw mode (an empty object when it does not parse). */
    QJsonObject value() const;
    /*! Fills the form (and the raw text) from \a value; keys the schema does not know are kept and sent. */
    void setValue(const QJsonObject &value);
    /*! Back to the schema's defaults. */
    void resetToDefaults();

    /*! What is wrong with value(), one message per problem naming the field; empty when it is valid. */
    QStringList problems() const;

    bool isRawMode() const;
    /*! Switches to the text editor (or back). Going back fails, and stays raw, while the text is not an object. */
    bool setRawMode(bool raw);

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
    void onFieldChanged();
    void updateProblems();

    QJsonObject m_schema;
    std::unique_ptr<SchemaFormDetail::Field> m_root;
    QCheckBox *m_rawToggle = nullptr;
    QStackedWidget *m_stack = nullptr;
    QScrollArea *m_scroll = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    QLabel *m_problems = nullptr;
    QLabel *m_empty = nullptr;
    bool m_updating = false;
};

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The launch form built from a tool's input schema, offscreen: built, read, given values, reset and validated; and
// the same schema under the elicitation profile. Input: {"inputSchema": …, "value": …} or any bytes.
#include <QApplication>
#include <QLineEdit>

#include "fuzzsupport.h"
#include "schemaform.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QApplication>();
    const QJsonObject input = Fuzz::object(Fuzz::bytes(data, size));
    const QJsonObject schema = input.value(QStringLiteral("inputSchema")).toObject();
    SchemaForm form;
    form.setSchema(schema);
    const QJsonObject defaults = form.value();
    form.problems();
    SchemaForm::validate(schema, defaults);
    form.setValue(input.value(QStringLiteral("value")).toObject());
    form.problems();
    // What a person types lands in the editors shown now; rows replaced by setValue() are gone by then.
    Fuzz::settle();
    SchemaForm::validate(schema, form.value());
    // What a person types: the input's "typed" text into every line edit.
    const QString typed = input.value(QStringLiteral("typed")).toString();
    if (!typed.isNull()) {
        for (QLineEdit *edit : form.findChildren<QLineEdit *>())
            edit->setText(typed);
        form.problems();
        form.value();
    }
    form.resetToDefaults();
    SchemaForm::validate(schema, input.value(QStringLiteral("value")));
    // The elicitation profile: what it refuses is left out, what it keeps is read back and checked.
    SchemaForm elicitation(SchemaForm::Profile::Elicitation);
    elicitation.setSchema(schema);
    elicitation.setValue(input.value(QStringLiteral("value")).toObject());
    elicitation.revealProblems();
    elicitation.resetToDefaults();
    elicitation.problems();
    Fuzz::settle();
    return 0;
}

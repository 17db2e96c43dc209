// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The schema form under its elicitation profile: only the restricted schema's editors, named after their
// properties, the rest refused with a message; a message under each field once it is edited.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include "schemaelicitationfields.h"
#include "schemaform.h"

using namespace SchemaFormDetail;

class TestSchemaElicitationFields : public QObject
{
    Q_OBJECT

private slots:
    void editorOfEachAllowedType_data()
    {
        QTest::addColumn<QJsonObject>("property");
        QTest::addColumn<QString>("className");
        QTest::newRow("string") << QJsonObject {{"type", "string"}, {"format", "email"}} << "QLineEdit";
        QTest::newRow("integer") << QJsonObject {{"type", "integer"}, {"minimum", 1}} << "QSpinBox";
        QTest::newRow("number") << QJsonObject {{"type", "number"}} << "QDoubleSpinBox";
        QTest::newRow("boolean") << QJsonObject {{"type", "boolean"}} << "QCheckBox";
        QTest::newRow("enum") << QJsonObject {{"type", "string"}, {"enum", QJsonArray {"a", "b"}}} << "QComboBox";
        QTest::newRow("multi") << QJsonObject {{"type", "array"},
            {"items", QJsonObject {{"type", "string"}, {"enum", QJsonArray {"a", "b"}}}}}
                               << "QListWidget";
        QTest::newRow("nested object") << QJsonObject {{"type", "object"}, {"properties", QJsonObject {}}} << "QLabel";
        QTest::newRow("array of numbers")
            << QJsonObject {{"type", "array"}, {"items", QJsonObject {{"type", "number"}}}} << "QLabel";
    }

    void editorOfEachAllowedType()
    {
        QFETCH(QJsonObject, property);
        QFETCH(QString, className);
        const std::unique_ptr<Field> field = makeElicitationField("x", property, false, {});
        QWidget *editor = field->widget();
        QVERIFY(editor->inherits(qPrintable(className)));
        QCOMPARE(editor->objectName(), QString("x"));
        QCOMPARE(elicitationRefusal(property).isEmpty(), className != "QLabel");
        delete editor;
    }

    void refusedFieldSaysWhyAndIsNotSent()
    {
        const QJsonObject schema {{"type", "object"},
            {"properties",
                QJsonObject {{"name", QJsonObject {{"type", "string"}, {"default", "Ada"}}},
                    {"address", QJsonObject {{"type", "object"}, {"default", QJsonObject {{"city", "x"}}}}}}}};
        SchemaForm form(SchemaForm::Profile::Elicitation);
        form.setSchema(schema);
        auto *refused = qobject_cast<QLabel *>(form.editor("address"));
        QVERIFY(refused);
        QVERIFY2(refused->text().contains("\"object\""), qPrintable(refused->text()));
        QCOMPARE(form.value(), (QJsonObject {{"name", "Ada"}}));
    }

    void optionalSpinBoxCanStayEmpty()
    {
        const QJsonObject schema {{"type", "object"},
            {"properties", QJsonObject {{"n", QJsonObject {{"type", "integer"}, {"minimum", 5}, {"maximum", 9}}}}}};
        SchemaForm form(SchemaForm::Profile::Elicitation);
        form.setSchema(schema);
        auto *spin = qobject_cast<QSpinBox *>(form.editor("n"));
        QVERIFY(spin);
        QCOMPARE(form.value(), QJsonObject());
        QCOMPARE(spin->text(), QString(QChar(0x2014)));
        spin->stepBy(1); // out of "empty": the nearest value of the range, not its far end
        QCOMPARE(form.value(), (QJsonObject {{"n", 5}}));
    }

    void messagesShowOnceTouchedOrRevealed()
    {
        const QJsonObject schema {{"type", "object"}, {"required", QJsonArray {"a", "b"}},
            {"properties",
                QJsonObject {{"a", QJsonObject {{"type", "string"}, {"minLength", 3}}},
                    {"b", QJsonObject {{"type", "string"}}}}}};
        SchemaForm form(SchemaForm::Profile::Elicitation);
        form.setSchema(schema);
        QSignalSpy changed(&form, &SchemaForm::changed);
        QCOMPARE(form.fieldNames(), (QStringList {"a", "b"}));
        QCOMPARE(form.problems().size(), 2);
        QVERIFY(form.fieldMessage("a").isEmpty());
        qobject_cast<QLineEdit *>(form.editor("a"))->setText("x");
        QCOMPARE(changed.size(), 1);
        QVERIFY2(!form.fieldMessage("a").isEmpty(), qPrintable(form.problems().join("; ")));
        QVERIFY(form.fieldMessage("b").isEmpty());
        form.revealProblems();
        QVERIFY(form.fieldMessage("b").contains("required"));
    }

    void elicitationHasNoRawMode()
    {
        SchemaForm form(SchemaForm::Profile::Elicitation);
        QVERIFY(!form.setRawMode(true));
        QVERIFY(!form.isRawMode());
        SchemaForm full;
        QVERIFY(full.setRawMode(true));
        QVERIFY(full.fieldNames().isEmpty());
    }
};

QTEST_MAIN(TestSchemaElicitationFields)
#include "tst_schemaelicitationfields.moc"

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The editors of a SchemaForm one at a time (views/schemafield.h): makeField() picks the editor for each kind of
// schema, names it by its path, tells a screen reader what it is, and reads and writes its value; the helpers
// name paths and fill placeholders.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTest>

#include "schemafield.h"
#include "testmain.h"

using namespace SchemaFormDetail;

namespace {
// JSON written with single quotes, for readability.
QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json).replace('\'', '"')).object();
}
} // namespace

class TestSchemaField : public QObject
{
    Q_OBJECT

private slots:
    void editorForEachKind_data()
    {
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<QByteArray>("editorClass");
        QTest::newRow("string") << QByteArray("{'type': 'string'}") << QByteArray("QLineEdit");
        QTest::newRow("number") << QByteArray("{'type': 'number'}") << QByteArray("QLineEdit");
        QTest::newRow("boolean") << QByteArray("{'type': 'boolean'}") << QByteArray("QCheckBox");
        QTest::newRow("enum") << QByteArray("{'type': 'string', 'enum': ['a', 'b']}") << QByteArray("QComboBox");
        QTest::newRow("multiple choice") << QByteArray("{'type': 'array', 'items': {'enum': ['a', 'b']}}")
                                         << QByteArray("QListWidget");
        QTest::newRow("array") << QByteArray("{'type': 'array', 'items': {'type': 'string'}}") << QByteArray("QWidget");
        QTest::newRow("object") << QByteArray("{'type': 'object', 'properties': {'x': {'type': 'string'}}}")
                                << QByteArray("QGroupBox");
        QTest::newRow("anything else") << QByteArray("{}") << QByteArray("QLineEdit");
    }

    void editorForEachKind()
    {
        QFETCH(QByteArray, schema);
        QFETCH(QByteArray, editorClass);
        const QJsonObject object = parse(schema.constData());
        QVERIFY(!object.isEmpty() || schema == "{}");
        int changes = 0;
        std::unique_ptr<Field> field = makeField(
            QStringLiteral("target.value"), object, object, false, [&changes] { ++changes; }, 0);
        QVERIFY(field);
        QWidget *editor = field->widget();
        std::unique_ptr<QWidget> owner(editor); // goes first: the field's editors are its widget's children
        QCOMPARE(QByteArray(editor->metaObject()->className()), editorClass);
        QCOMPARE(editor->objectName(), QStringLiteral("field:target.value"));
        QCOMPARE(field->path(), QStringLiteral("target.value"));
        QCOMPARE(editor->accessibleName(), QStringLiteral("target.value")); // no title: the path
        QVERIFY(!editor->accessibleDescription().isEmpty());
    }

    void valueRoundTrips()
    {
        const QJsonObject schema = parse("{'type': 'integer', 'title': 'Count', 'default': 3}");
        int changes = 0;
        std::unique_ptr<Field> field = makeField(
            QStringLiteral("count"), schema, schema, true, [&changes] { ++changes; }, 0);
        std::unique_ptr<QWidget> editor(field->widget());
        QCOMPARE(editor->accessibleName(), QStringLiteral("Count"));
        QVERIFY(field->hasDefault());
        QVERIFY(!field->value());
        field->reset();
        QCOMPARE(field->value().value_or(QJsonValue()), QJsonValue(3));
        field->setValue(QJsonValue(42));
        QCOMPARE(field->value().value_or(QJsonValue()), QJsonValue(42));
        static_cast<QLineEdit *>(editor.get())->setText(QStringLiteral("abc"));
        QVERIFY(changes > 0);
        QStringList problems;
        QSet<QString> paths;
        field->collectInputProblems(&problems, &paths);
        QCOMPARE(paths, QSet<QString>({QStringLiteral("count")}));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().startsWith(QStringLiteral("count: ")), qPrintable(problems.first()));
    }

    void selfReferenceStopsAtRawJson()
    {
        // A schema that nests itself: past the depth limit the field is raw JSON, not another level.
        const QJsonObject node = parse("{'type': 'object', 'properties': {'next': {'$ref': '#'}}}");
        std::unique_ptr<Field> field = makeField(QString(), node, node, true, {}, kMaxDepth + 1);
        std::unique_ptr<QWidget> editor(field->widget());
        QVERIFY(qobject_cast<QLineEdit *>(editor.get()));
    }

    void helpers()
    {
        QCOMPARE(childPath(QString(), QStringLiteral("a")), QStringLiteral("a"));
        QCOMPARE(childPath(QStringLiteral("a"), QStringLiteral("b")), QStringLiteral("a.b"));
        QCOMPARE(indexPath(QStringLiteral("tags"), 2), QStringLiteral("tags[2]"));
        QCOMPARE(label(QString()), QStringLiteral("arguments"));
        QCOMPARE(primaryType(parse("{'type': ['null', 'integer']}")), QStringLiteral("integer"));
        QCOMPARE(primaryType(parse("{'properties': {}}")), QStringLiteral("object"));
        QCOMPARE(primaryType(parse("{'items': {}}")), QStringLiteral("array"));
        QCOMPARE(jsonText(QJsonValue(QStringLiteral("x"))), QStringLiteral("x"));
        QCOMPARE(compactJson(QJsonValue(QStringLiteral("x"))), QStringLiteral("\"x\""));
        QCOMPARE(parseJsonValue(QStringLiteral("42")).value_or(QJsonValue()), QJsonValue(42));
        QVERIFY(!parseJsonValue(QStringLiteral("4 2")));
        QCOMPARE(placeholderFor(parse("{'format': 'date'}")), QStringLiteral("YYYY-MM-DD"));
        QCOMPARE(placeholderFor(parse("{'minimum': 1, 'maximum': 5}")), QStringLiteral("1 – 5"));
        QCOMPARE(placeholderFor(parse("{'examples': ['eu-west']}")), QStringLiteral("e.g. eu-west"));
    }
};

MCP_TEST_MAIN(TestSchemaField)
#include "tst_schemafield.moc"

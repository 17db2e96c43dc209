// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include "schemaform.h"
#include "testmain.h"

namespace {

QJsonObject parse(const char *json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

// A schema with one of everything the form knows.
QJsonObject richSchema()
{
    return parse(R"({
        "type": "object",
        "properties": {
            "dataset": {"type": "string", "description": "Name of the dataset.", "default": "sales-2024", "minLength": 3},
            "duration_seconds": {"type": "number", "minimum": 0, "maximum": 100, "default": 30},
            "chunks": {"type": "integer", "minimum": 1, "default": 20},
            "dry_run": {"type": "boolean", "default": false},
            "verbose": {"type": "boolean"},
            "mode": {"type": "string", "enum": ["fast", "thorough"], "default": "fast"},
            "region": {"type": "string", "oneOf": [{"const": "eu", "title": "Europe"}, {"const": "us", "title": "America"}]},
            "email": {"type": "string", "format": "email"},
            "tags": {"type": "array", "items": {"type": "string"}, "default": ["a", "b"], "maxItems": 3},
            "levels": {"type": "array", "items": {"type": "string", "enum": ["low", "high"]}},
            "target": {"type": "object", "required": ["host"],
                       "properties": {"host": {"type": "string"}, "port": {"type": "integer", "default": 443}}},
            "extra": {"$ref": "#/$defs/Extra"},
            "anything": {}
        },
        "required": ["dataset", "target"],
        "$defs": {"Extra": {"type": "object", "properties": {"note": {"type": "string"}}}}
    })");
}

template <typename T> T *field(SchemaForm &form, const QString &path)
{
    T *widget = form.findChild<T *>(QStringLiteral("field:") + path);
    if (!widget)
        qWarning("no field %s", qPrintable(path));
    return widget;
}

} // namespace

class TestSchemaForm : public QObject
{
    Q_OBJECT

private slots:
    void defaultsFillTheForm();
    void requiredAndRangeProblems();
    void editorsProduceTypedValues();
    void arraysAddAndRemoveItems();
    void optionalNestedObjectIsLeftOut();
    void rawJsonRoundTrip();
    void rawJsonKeepsUnknownKeys();
    void badRawJsonIsAProblem();
    void emptySchemaSaysNoArguments();
    void validate_data();
    void validate();
    void numbersReachTheServerExactly_data();
    void numbersReachTheServerExactly();
    void replacedArrayRowsStayQuiet();
};

void TestSchemaForm::defaultsFillTheForm()
{
    SchemaForm form;
    form.setSchema(richSchema());
    const QJsonObject value = form.value();
    QCOMPARE(value.value("dataset").toString(), QStringLiteral("sales-2024"));
    QCOMPARE(value.value("duration_seconds").toDouble(), 30.0);
    QCOMPARE(value.value("chunks").toInt(), 20);
    QCOMPARE(value.value("dry_run"), QJsonValue(false));
    QVERIFY(!value.contains("verbose")); // optional flag without default: not sent until set
    QCOMPARE(value.value("mode").toString(), QStringLiteral("fast"));
    QVERIFY(!value.contains("region"));
    QCOMPARE(value.value("tags").toArray(), (QJsonArray {"a", "b"}));
    // A required nested object is sent, with its own defaults.
    QCOMPARE(value.value("target").toObject().value("port").toInt(), 443);
    QVERIFY(!value.contains("extra"));

    QCOMPARE(field<QLineEdit>(form, "dataset")->text(), QStringLiteral("sales-2024"));
    QCOMPARE(field<QLineEdit>(form, "tags[1]")->text(), QStringLiteral("b"));
    // Required fields are marked in their label.
    bool marked = false;
    for (QLabel *label : form.findChildren<QLabel *>())
        marked = marked || label->text() == QStringLiteral("<b>dataset *</b>");
    QVERIFY(marked);
}

void TestSchemaForm::requiredAndRangeProblems()
{
    SchemaForm form;
    form.setSchema(richSchema());
    // target.host is required and empty.
    QCOMPARE(form.problems(), QStringList {QStringLiteral("target.host: is required")});

    QSignalSpy changed(&form, &SchemaForm::changed);
    field<QLineEdit>(form, "target.host")->setText(QStringLiteral("example.org"));
    QVERIFY(changed.count() > 0);
    QVERIFY(form.problems().isEmpty());

    field<QLineEdit>(form, "duration_seconds")->setText(QStringLiteral("250"));
    field<QLineEdit>(form, "chunks")->setText(QStringLiteral("2.5"));
    field<QLineEdit>(form, "dataset")->setText(QStringLiteral("ab"));
    field<QLineEdit>(form, "email")->setText(QStringLiteral("not-an-address"));
    const QStringList problems = form.problems();
    QVERIFY2(
        problems.contains(QStringLiteral("duration_seconds: must be at most 100")), qPrintable(problems.join('|')));
    QVERIFY(problems.contains(QStringLiteral("chunks: \"2.5\" is not a whole number")));
    QVERIFY(problems.contains(QStringLiteral("dataset: at least 3 characters")));
    QVERIFY(problems.contains(QStringLiteral("email: not an email address")));
    QCOMPARE(problems.size(), 4);
    // The problems are shown under the form.
    auto *label = form.findChild<QLabel *>(QStringLiteral("problems"));
    QVERIFY(label);
    QVERIFY(label->text().contains(QStringLiteral("duration_seconds: must be at most 100")));

    field<QLineEdit>(form, "dataset")->clear();
    QVERIFY(form.problems().contains(QStringLiteral("dataset: is required")));
}

void TestSchemaForm::editorsProduceTypedValues()
{
    SchemaForm form;
    form.setSchema(richSchema());
    field<QLineEdit>(form, "target.host")->setText(QStringLiteral("h"));
    field<QLineEdit>(form, "chunks")->setText(QStringLiteral("7"));
    field<QCheckBox>(form, "verbose")->click();
    auto *region = field<QComboBox>(form, "region");
    QCOMPARE(region->itemText(0), QStringLiteral("(not set)"));
    region->setCurrentIndex(region->findText(QStringLiteral("America (us)")));
    auto *levels = field<QListWidget>(form, "levels");
    levels->item(1)->setCheckState(Qt::Checked);
    field<QLineEdit>(form, "anything")->setText(QStringLiteral("{\"k\": [1, 2]}"));

    const QJsonObject value = form.value();
    QVERIFY(value.value("chunks").isDouble());
    QCOMPARE(value.value("chunks").toInt(), 7);
    QCOMPARE(value.value("verbose"), QJsonValue(true));
    QCOMPARE(value.value("region").toString(), QStringLiteral("us"));
    QCOMPARE(value.value("levels").toArray(), (QJsonArray {"high"}));
    QCOMPARE(value.value("anything").toObject().value("k").toArray(), (QJsonArray {1, 2}));
    QVERIFY(form.problems().isEmpty());

    field<QLineEdit>(form, "anything")->setText(QStringLiteral("{oops"));
    QVERIFY(form.problems().contains(QStringLiteral("anything: not valid JSON")));
}

void TestSchemaForm::arraysAddAndRemoveItems()
{
    SchemaForm form;
    form.setSchema(richSchema());
    auto *add = form.findChild<QPushButton *>(QStringLiteral("add:tags"));
    QVERIFY(add);
    add->click();
    auto *third = field<QLineEdit>(form, "tags[2]");
    QVERIFY(third);
    third->setText(QStringLiteral("c"));
    QCOMPARE(form.value().value("tags").toArray(), (QJsonArray {"a", "b", "c"}));
    add->click();
    field<QLineEdit>(form, "tags[3]")->setText(QStringLiteral("d"));
    QVERIFY(form.problems().contains(QStringLiteral("tags: at most 3 items")));

    // Removing the first item renumbers the rest.
    auto *remove = form.findChild<QToolButton *>(QStringLiteral("remove:tags[0]"));
    QVERIFY(remove);
    remove->click();
    QCOMPARE(form.value().value("tags").toArray(), (QJsonArray {"b", "c", "d"}));
    QTRY_VERIFY(!form.findChild<QLineEdit *>(QStringLiteral("field:tags[3]")));
    QCOMPARE(field<QLineEdit>(form, "tags[0]")->text(), QStringLiteral("b"));
    QVERIFY(!form.problems().contains(QStringLiteral("tags: at most 3 items")));
}

void TestSchemaForm::optionalNestedObjectIsLeftOut()
{
    SchemaForm form;
    form.setSchema(richSchema());
    auto *extra = field<QGroupBox>(form, "extra");
    QVERIFY(extra);
    QVERIFY(extra->isCheckable());
    QVERIFY(!extra->isChecked());
    field<QLineEdit>(form, "extra.note")->setText(QStringLiteral("hello"));
    QVERIFY(!form.value().contains("extra"));
    extra->setChecked(true);
    QCOMPARE(form.value().value("extra").toObject().value("note").toString(), QStringLiteral("hello"));
    // The required nested object is not optional.
    QVERIFY(!field<QGroupBox>(form, "target")->isCheckable());
}

void TestSchemaForm::rawJsonRoundTrip()
{
    SchemaForm form;
    form.setSchema(richSchema());
    field<QLineEdit>(form, "target.host")->setText(QStringLiteral("h"));
    const QJsonObject before = form.value();

    auto *toggle = form.findChild<QCheckBox *>(QStringLiteral("rawToggle"));
    toggle->click();
    QVERIFY(form.isRawMode());
    auto *raw = form.findChild<QPlainTextEdit *>(QStringLiteral("rawEditor"));
    QCOMPARE(QJsonDocument::fromJson(raw->toPlainText().toUtf8()).object(), before);
    QCOMPARE(form.value(), before);

    QJsonObject edited = before;
    edited.insert("chunks", 99);
    edited.insert("mode", "thorough");
    edited.remove("tags");
    raw->setPlainText(QString::fromUtf8(QJsonDocument(edited).toJson()));
    QCOMPARE(form.value(), edited);

    toggle->click();
    QVERIFY(!form.isRawMode());
    QCOMPARE(field<QLineEdit>(form, "chunks")->text(), QStringLiteral("99"));
    QCOMPARE(field<QComboBox>(form, "mode")->currentText(), QStringLiteral("thorough"));
    QCOMPARE(form.value(), edited);
}

void TestSchemaForm::rawJsonKeepsUnknownKeys()
{
    SchemaForm form;
    form.setSchema(richSchema());
    QJsonObject value = form.value();
    value.insert("unexpected", 1);
    form.setValue(value);
    QCOMPARE(form.value().value("unexpected").toInt(), 1);

    QJsonObject strict =
        parse(R"({"type":"object","properties":{"a":{"type":"string"}},"additionalProperties":false})");
    form.setSchema(strict);
    form.setValue(parse(R"({"a":"x","b":2})"));
    QCOMPARE(form.problems(), QStringList {QStringLiteral("arguments: \"b\" is not a known property")});
}

void TestSchemaForm::badRawJsonIsAProblem()
{
    SchemaForm form;
    form.setSchema(richSchema());
    QVERIFY(form.setRawMode(true));
    auto *raw = form.findChild<QPlainTextEdit *>(QStringLiteral("rawEditor"));
    raw->setPlainText(QStringLiteral("{\"dataset\": "));
    QCOMPARE(form.problems().size(), 1);
    QVERIFY(form.problems().constFirst().startsWith(QStringLiteral("Raw JSON: ")));
    // The form cannot take text that is not an object: it stays raw.
    QVERIFY(!form.setRawMode(false));
    QVERIFY(form.isRawMode());
    QVERIFY(form.findChild<QCheckBox *>(QStringLiteral("rawToggle"))->isChecked());
    raw->setPlainText(QStringLiteral("[1]"));
    QCOMPARE(form.problems(), QStringList {QStringLiteral("Raw JSON: the arguments must be a JSON object")});
}

void TestSchemaForm::emptySchemaSaysNoArguments()
{
    SchemaForm form;
    form.setSchema(parse(R"({"type":"object","properties":{}})"));
    QCOMPARE(form.value(), QJsonObject());
    QVERIFY(form.problems().isEmpty());
    bool said = false;
    for (QLabel *label : form.findChildren<QLabel *>())
        said = said || (label->text() == QStringLiteral("This tool takes no arguments.") && !label->isHidden());
    QVERIFY(said);
}

void TestSchemaForm::validate_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QStringList>("problems");

    QTest::newRow("valid") << QByteArray(R"({"type":"integer","minimum":1})") << QByteArray("5") << QStringList();
    QTest::newRow("integer with fraction")
        << QByteArray(R"({"type":"integer"})") << QByteArray("1.5") << QStringList {"x: must be a whole number"};
    QTest::newRow("type union") << QByteArray(R"({"type":["string","null"]})") << QByteArray("null") << QStringList();
    QTest::newRow("exclusive bound") << QByteArray(R"({"type":"number","exclusiveMinimum":0})") << QByteArray("0")
                                     << QStringList {"x: must be more than 0"};
    QTest::newRow("multipleOf") << QByteArray(R"({"type":"number","multipleOf":0.5})") << QByteArray("1.25")
                                << QStringList {"x: must be a multiple of 0.5"};
    QTest::newRow("pattern") << QByteArray(R"({"type":"string","pattern":"^[a-z]+$"})") << QByteArray("\"Ab\"")
                             << QStringList {"x: must match ^[a-z]+$"};
    QTest::newRow("enum") << QByteArray(R"({"enum":["a","b"]})") << QByteArray("\"c\"")
                          << QStringList {"x: must be one of a, b"};
    QTest::newRow("date") << QByteArray(R"({"type":"string","format":"date"})") << QByteArray("\"2026-02-30\"")
                          << QStringList {"x: not a date (YYYY-MM-DD)"};
    QTest::newRow("unique items") << QByteArray(R"({"type":"array","uniqueItems":true})") << QByteArray("[1,2,1]")
                                  << QStringList {"x: items must differ (1 is there twice)"};
    QTest::newRow("nested required") << QByteArray(
        R"({"type":"object","properties":{"a":{"type":"object","required":["b"]}}})")
                                     << QByteArray(R"({"a":{}})") << QStringList {"x.a.b: is required"};
    QTest::newRow("array items") << QByteArray(R"({"type":"array","items":{"type":"string"}})")
                                 << QByteArray(R"(["ok", 3])") << QStringList {"x[1]: must be text"};
}

void TestSchemaForm::validate()
{
    QFETCH(QByteArray, schema);
    QFETCH(QByteArray, value);
    QFETCH(QStringList, problems);
    const QJsonObject schemaObject = QJsonDocument::fromJson(schema).object();
    const QJsonValue parsed = QJsonDocument::fromJson("[" + value + "]").array().at(0);
    QCOMPARE(SchemaForm::validate(schemaObject, parsed, QStringLiteral("x")), problems);
}

void TestSchemaForm::numbersReachTheServerExactly_data()
{
    // How the number gets into the form: the schema's default, the launch's setValue, or typed by a person.
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("how");
    QTest::addColumn<QByteArray>("input"); // JSON for default and setValue, the typed text otherwise
    QTest::addColumn<QByteArray>("sent"); // the argument's JSON as sent; empty: refused
    QTest::addColumn<QString>("problem"); // part of the problem shown when refused

    const auto row = [](const char *name, const char *type, const char *how, const char *input, const char *sent,
                         const char *problem = "") {
        QTest::newRow(name) << QString::fromLatin1(type) << QString::fromLatin1(how) << QByteArray(input)
                            << QByteArray(sent) << QString::fromLatin1(problem);
    };
    // Integers: every digit, up to the 64 bits JSON integers carry here.
    row("integer default 7 digits", "integer", "default", "1234567", "1234567");
    row("integer setValue 7 digits", "integer", "setValue", "7654321", "7654321");
    row("integer typed 7 digits", "integer", "typed", "7654321", "7654321");
    row("integer default 2^53-1", "integer", "default", "9007199254740991", "9007199254740991");
    row("integer default 2^53+1", "integer", "default", "9007199254740993", "9007199254740993");
    row("integer typed 2^63-1", "integer", "typed", "9223372036854775807", "9223372036854775807");
    row("integer typed -2^63", "integer", "typed", "-9223372036854775808", "-9223372036854775808");
    row("integer negative", "integer", "setValue", "-42", "-42");
    row("integer typed with a sign", "integer", "typed", "+17", "17");
    row("integer typed as exponent", "integer", "typed", "1e3", "1000");
    row("integer zero", "integer", "default", "0", "0");
    // Beyond 64 bits (or a double beyond 2^53 that names no exact whole number): refused, saying why.
    row("integer default beyond 2^63", "integer", "default", "9999999999999999443", "", "too large");
    row("integer typed beyond 2^63", "integer", "typed", "12345678901234567890", "", "too large");
    row("integer typed 1e20", "integer", "typed", "1e20", "", "too large");
    row("integer default 1e300", "integer", "default", "1e300", "", "too large");
    row("integer typed fraction", "integer", "typed", "1.5", "", "not a whole number");
    // Doubles: round-trip precision, 15 to 17 significant digits and exponents.
    row("number default 7 digits", "number", "default", "0.1234567", "0.1234567");
    row("number setValue 17 digits", "number", "setValue", "0.30000000000000004", "0.30000000000000004");
    row("number default 16 digits", "number", "default", "123456789.1234567", "123456789.1234567");
    row("number typed 15 digits", "number", "typed", "3.14159265358979", "3.14159265358979");
    row("number default pi", "number", "default", "3.141592653589793", "3.141592653589793");
    row("number negative exponent", "number", "typed", "-2.5e-7", "-2.5e-07");
    row("number big exponent", "number", "typed", "6.02214076e23", "6.02214076e+23");
    row("number largest double", "number", "default", "1.7976931348623157e308", "1.7976931348623157e+308");
    row("number typed whole beyond 2^53", "number", "typed", "9007199254740993", "9007199254740993");
    row("number typed beyond doubles", "number", "typed", "1e400", "", "not a number");
}

void TestSchemaForm::numbersReachTheServerExactly()
{
    QFETCH(QString, type);
    QFETCH(QString, how);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, sent);
    QFETCH(QString, problem);
    QJsonObject property {{"type", type}};
    QJsonValue given;
    if (how != "typed") {
        given = QJsonDocument::fromJson("[" + input + "]").array().first();
        QVERIFY2(given.isDouble(), input.constData());
    }
    if (how == "default")
        property.insert("default", given);
    SchemaForm form;
    form.setSchema(QJsonObject {{"type", "object"}, {"properties", QJsonObject {{"n", property}}}});
    auto *edit = field<QLineEdit>(form, "n");
    QVERIFY(edit);
    if (how == "setValue")
        form.setValue({{"n", given}});
    else if (how == "typed")
        edit->setText(QString::fromLatin1(input));

    const QJsonObject value = form.value();
    if (sent.isEmpty()) {
        QVERIFY2(!value.contains("n"), QJsonDocument(value).toJson(QJsonDocument::Compact).constData());
        const QStringList problems = form.problems();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(
            problems.first().startsWith("n: ") && problems.first().contains(problem), qPrintable(problems.first()));
        return;
    }
    QVERIFY(form.problems().isEmpty());
    // What the server receives is exactly the number given, and what the form shows is what is sent.
    const QByteArray json = QJsonDocument(value).toJson(QJsonDocument::Compact);
    QCOMPARE(json, "{\"n\":" + sent + "}");
    if (how != "typed")
        QCOMPARE(edit->text().toLatin1(), sent);
}

void TestSchemaForm::replacedArrayRowsStayQuiet()
{
    // Found by fuzz_schemaform: a new value rebuilds an array's rows, whose old editors live on until the event
    // loop deletes them. Text reaching one of them meanwhile must not call back into its field, which is gone.
    SchemaForm form;
    form.setSchema(richSchema());
    QList<QPointer<QLineEdit>> before;
    for (QLineEdit *edit : form.findChildren<QLineEdit *>())
        before << edit;
    QJsonObject value = form.value();
    value.insert("tags", QJsonArray {"x", "y", "z"});
    form.setValue(value);
    for (const QPointer<QLineEdit> &edit : std::as_const(before)) {
        if (edit && !edit->isVisibleTo(&form) && edit->objectName().startsWith("field:tags"))
            edit->setText("typed into a replaced row");
    }
    QCOMPARE(form.value().value("tags").toArray(), (QJsonArray {"x", "y", "z"}));
}

MCP_TEST_MAIN(TestSchemaForm)
#include "tst_schemaform.moc"

// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Mcp::JsonSchema, the validator of the launch form, the result viewer, elicitation forms and the demo server,
// pinned by the JSON Schema Test Suite (json-schema-test-suite on npm, draft 4 cases, which MCP's schemas
// mostly are) for every keyword it judges, and by the cases MCP adds (titled enums, formats, huge integers).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include "protocol/jsonschema.h"

using namespace Mcp;

namespace {

// The keywords the validator judges, and the ones that only annotate. A case whose schema uses any other
// keyword is not this validator's to pass (patternProperties, not, dependencies…): it is left out, by name.
const QSet<QString> &understood()
{
    static const QSet<QString> words {"type", "enum", "const", "oneOf", "anyOf", "allOf", "properties", "required",
        "additionalProperties", "items", "minItems", "maxItems", "uniqueItems", "minLength", "maxLength", "pattern",
        "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "$ref", "definitions",
        "title", "description", "default", "$schema", "id"};
    return words;
}

// The keyword files of the suite this validator answers for.
const QStringList kFiles {"type", "enum", "properties", "required", "additionalProperties", "items", "minItems",
    "maxItems", "uniqueItems", "minLength", "maxLength", "pattern", "minimum", "maximum", "multipleOf", "allOf", "ref",
    "definitions", "default", "optional/format"};

bool usesOnlyUnderstood(const QJsonValue &schema, QString *unknown)
{
    if (schema.isArray()) {
        const QJsonArray array = schema.toArray();
        for (const QJsonValue &item : array) {
            if (!usesOnlyUnderstood(item, unknown))
                return false;
        }
        return true;
    }
    if (!schema.isObject())
        return true;
    const QJsonObject object = schema.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!understood().contains(it.key())) {
            *unknown = it.key();
            return false;
        }
        // Values that are maps of schemas, or schemas, or lists of them.
        if (it.key() == "properties" || it.key() == "definitions") {
            const QJsonObject map = it.value().toObject();
            for (auto m = map.begin(); m != map.end(); ++m) {
                if (!usesOnlyUnderstood(m.value(), unknown))
                    return false;
            }
        } else if (it.key() == "items" || it.key() == "additionalProperties" || it.key() == "allOf"
            || it.key() == "anyOf" || it.key() == "oneOf") {
            if (!usesOnlyUnderstood(it.value(), unknown))
                return false;
        } else if (it.key() == "format"
            && !QStringList {"email", "uri", "date", "date-time"}.contains(it.value().toString())) {
            *unknown = "format " + it.value().toString(); // other formats are not judged
            return false;
        } else if (it.key() == "$ref" && !it.value().toString().startsWith('#')) {
            *unknown = "$ref " + it.value().toString(); // remote references are not followed
            return false;
        }
    }
    // anyOf/oneOf are judged only as lists of consts (titled enums).
    for (const char *word : {"anyOf", "oneOf"}) {
        const QJsonArray alternatives = object.value(word).toArray();
        for (const QJsonValue &alternative : alternatives) {
            if (!alternative.toObject().contains("const")) {
                *unknown = QString(word) + " beyond consts";
                return false;
            }
        }
    }
    return true;
}

} // namespace

class TestJsonSchema : public QObject
{
    Q_OBJECT

private slots:
    void typeOf_data()
    {
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("type");
        QTest::newRow("null") << QJsonValue() << "null";
        QTest::newRow("bool") << QJsonValue(false) << "boolean";
        QTest::newRow("whole") << QJsonValue(3.0) << "integer";
        QTest::newRow("beyond 64 bits") << QJsonValue(1e300) << "integer";
        QTest::newRow("fraction") << QJsonValue(2.5) << "number";
        QTest::newRow("string") << QJsonValue("3") << "string";
        QTest::newRow("array") << QJsonValue(QJsonArray {1}) << "array";
        QTest::newRow("object") << QJsonValue(QJsonObject {}) << "object";
        QTest::newRow("missing") << QJsonValue(QJsonValue::Undefined) << "undefined";
    }
    void typeOf()
    {
        QFETCH(QJsonValue, value);
        QFETCH(QString, type);
        QCOMPARE(JsonSchema::typeOf(value), type);
    }

    void suite_data()
    {
        QTest::addColumn<QJsonObject>("schema");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<bool>("valid");
        const QString dir = qEnvironmentVariable("MCP_JSON_SCHEMA_SUITE_DIR");
        if (dir.isEmpty() || !QDir(dir).exists())
            QFAIL("MCP_JSON_SCHEMA_SUITE_DIR is not set or missing: run tests/npm/ensure-peers.sh (make test does)");
        int cases = 0;
        int left = 0;
        for (const QString &file : kFiles) {
            QFile json(dir + "/draft4/" + file + ".json");
            QVERIFY2(json.open(QIODevice::ReadOnly), qPrintable(json.fileName()));
            const QJsonArray groups = QJsonDocument::fromJson(json.readAll()).array();
            QVERIFY2(!groups.isEmpty(), qPrintable(json.fileName()));
            for (const QJsonValue &groupValue : groups) {
                const QJsonObject group = groupValue.toObject();
                const QJsonValue schema = group.value("schema");
                const QJsonArray tests = group.value("tests").toArray();
                QString unknown;
                if (!schema.isObject() || !usesOnlyUnderstood(schema, &unknown)) {
                    left += int(tests.size());
                    continue;
                }
                for (const QJsonValue &testValue : tests) {
                    const QJsonObject test = testValue.toObject();
                    // This old draft-4 suite counts "//host/path" as a URI; later suites and RFC 3986 (a URI
                    // has a scheme) do not, and neither does this validator (elicitation's `uri`).
                    if (test.value("description").toString() == "a valid protocol-relative URI") {
                        ++left;
                        continue;
                    }
                    QTest::addRow("%s: %s: %s", qPrintable(file), qPrintable(group.value("description").toString()),
                        qPrintable(test.value("description").toString()))
                        << schema.toObject() << test.value("data") << test.value("valid").toBool();
                    ++cases;
                }
            }
        }
        // The suite is really read: most of these files' cases are ours to pass.
        QVERIFY2(cases > 150, qPrintable(QString::number(cases)));
        QVERIFY2(cases > 3 * left, qPrintable(QString("%1 run, %2 left out").arg(cases).arg(left)));
    }

    void suite()
    {
        QFETCH(QJsonObject, schema);
        QFETCH(QJsonValue, value);
        QFETCH(bool, valid);
        const QStringList problems = JsonSchema::validate(schema, value);
        QVERIFY2(problems.isEmpty() == valid, qPrintable(problems.join(" | ")));
    }

    // What MCP adds: enumerations with titles, formats of elicitation forms, whole numbers beyond 2^53.
    void mcpCases_data()
    {
        QTest::addColumn<QJsonObject>("schema");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("problem"); // empty: valid
        const QJsonObject titled {
            {"oneOf", QJsonArray {QJsonObject {{"const", "eu"}, {"title", "Europe"}}, QJsonObject {{"const", "us"}}}}};
        QTest::newRow("titled enum, in") << titled << QByteArray(R"("eu")") << QString();
        QTest::newRow("titled enum, out") << titled << QByteArray(R"("asia")") << "the value: must be one of eu, us";
        const QJsonObject email {{"type", "string"}, {"format", "email"}};
        QTest::newRow("email") << email << QByteArray(R"("a@b.io")") << QString();
        QTest::newRow("not an email") << email << QByteArray(R"("a@b")") << "the value: not an email address";
        QTest::newRow("date") << QJsonObject {{"type", "string"}, {"format", "date"}} << QByteArray(R"("2026-02-30")")
                              << "the value: not a date (YYYY-MM-DD)";
        const QJsonObject integer {{"type", "integer"}};
        QTest::newRow("2^63 is whole") << integer << QByteArray("9223372036854775808") << QString();
        QTest::newRow("1e300 is whole") << integer << QByteArray("1e300") << QString();
        QTest::newRow("0.5 is not") << integer << QByteArray("0.5") << "the value: must be a whole number";
        // Characters, not UTF-16 units: two emoji are two characters.
        QTest::newRow("maxLength counts characters")
            << QJsonObject {{"maxLength", 2}} << QByteArray("\"\xF0\x9F\x98\x80\xF0\x9F\x98\x80\"") << QString();
        const QJsonObject closed {{"type", "object"}, {"properties", QJsonObject {{"a", integer}}},
            {"required", QJsonArray {"a"}}, {"additionalProperties", false}};
        QTest::newRow("nested path") << QJsonObject {{"properties", QJsonObject {{"o", closed}}}}
                                     << QByteArray(R"({"o": {"a": 1.5}})") << "o.a: must be a whole number";
        QTest::newRow("required") << closed << QByteArray("{}") << "a: is required";
        QTest::newRow("closed") << closed << QByteArray(R"({"a": 1, "b": 2})")
                                << "the value: \"b\" is not a known property";
    }

    void mcpCases()
    {
        QFETCH(QJsonObject, schema);
        QFETCH(QByteArray, value);
        QFETCH(QString, problem);
        const QJsonValue parsed = QJsonDocument::fromJson("[" + value + "]").array().at(0);
        const QStringList problems = JsonSchema::validate(schema, parsed);
        if (problem.isEmpty())
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(" | ")));
        else
            QCOMPARE(problems, QStringList {problem});
    }

    // The label of the value itself, and the path it starts from.
    void pathsAndLabels()
    {
        const QJsonObject schema {{"type", "object"}, {"required", QJsonArray {"x"}}};
        QCOMPARE(JsonSchema::validate(schema, QJsonValue(3), QString(), "arguments"),
            QStringList {"arguments: must be an object"});
        QCOMPARE(JsonSchema::validate(schema, QJsonObject {}, "$"), QStringList {"$.x: is required"});
    }
};

QTEST_GUILESS_MAIN(TestJsonSchema)
#include "tst_jsonschema.moc"

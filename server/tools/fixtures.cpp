// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QJsonArray>
#include <QJsonDocument>

#include "core/catalog.h"
#include "core/mcpserver.h"
#include "core/toolrun.h"
#include "demotools.h"

// The fixtures of @modelcontextprotocol/conformance 0.1.16, "server" scenarios. Names, texts and shapes
// follow what each scenario checks (see its description in the suite); keep them stable.

namespace DemoServer {

namespace {

QJsonObject noArguments()
{
    return QJsonObject {
        {QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), QJsonObject {}}};
}

QJsonObject stringArguments(const QStringList &names, const QStringList &descriptions)
{
    QJsonObject properties;
    for (int i = 0; i < names.size(); ++i) {
        properties.insert(names.at(i),
            QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                {QStringLiteral("description"), descriptions.value(i)}});
    }
    return QJsonObject {{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), properties},
        {QStringLiteral("required"), QJsonArray::fromStringList(names)}};
}

Tool fixture(const QString &name, const QString &description, const ToolRun::Script &script,
    const ToolRun::InputHandler &onInput = {}, const QJsonObject &inputSchema = noArguments())
{
    Tool tool;
    tool.name = name;
    tool.description = description;
    tool.inputSchema = inputSchema;
    tool.streams = bool(onInput);
    tool.factory = [name, script, onInput](const QJsonObject &args, QObject *parent) {
        return ToolRun::create(name, args, script, onInput, parent);
    };
    return tool;
}

QJsonObject textResult(const QString &text, bool isError = false)
{
    QJsonObject result {{QStringLiteral("content"), QJsonArray {Content::text(text)}}};
    if (isError)
        result.insert(QStringLiteral("isError"), true);
    return result;
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// Ends an elicitation fixture with the text the scenarios expect.
void reportElicitation(ToolRun &run, const InputAnswer &answer, const QString &prefix)
{
    if (!answer.isOk()) {
        run.completeText(QStringLiteral("Elicitation failed: %1").arg(answer.error.message), true);
        return;
    }
    run.completeText(QStringLiteral("%1: action=%2, content=%3")
                         .arg(prefix, answer.result.value(QStringLiteral("action")).toString(),
                             compact(answer.result.value(QStringLiteral("content")).toObject())));
}

QJsonObject titled(const QString &value, const QString &title)
{
    return QJsonObject {{QStringLiteral("const"), value}, {QStringLiteral("title"), title}};
}

void addTools(ToolRegistry *tools)
{
    tools->add(fixture(QStringLiteral("test_simple_text"), QStringLiteral("Returns a simple text response."),
        [](ToolRun &run) { run.completeText(QStringLiteral("This is a simple text response for testing.")); }));
    tools->add(
        fixture(QStringLiteral("test_image_content"), QStringLiteral("Returns a small PNG image."), [](ToolRun &run) {
            run.complete(QJsonObject {{QStringLiteral("content"), QJsonArray {Content::image(Content::tinyPng())}}});
        }));
    tools->add(
        fixture(QStringLiteral("test_audio_content"), QStringLiteral("Returns a short WAV sound."), [](ToolRun &run) {
            run.complete(QJsonObject {{QStringLiteral("content"), QJsonArray {Content::audio(Content::tinyWav())}}});
        }));
    tools->add(fixture(QStringLiteral("test_embedded_resource"), QStringLiteral("Returns an embedded text resource."),
        [](ToolRun &run) {
            run.complete(QJsonObject {{QStringLiteral("content"),
                QJsonArray {Content::embeddedText(QStringLiteral("test://embedded-resource"),
                    QStringLiteral("text/plain"), QStringLiteral("This is an embedded resource content."))}}});
        }));
    tools->add(fixture(QStringLiteral("test_multiple_content_types"),
        QStringLiteral("Returns text, an image and a JSON resource."), [](ToolRun &run) {
            run.complete(QJsonObject {{QStringLiteral("content"),
                QJsonArray {Content::text(QStringLiteral("Multiple content types test:")),
                    Content::image(Content::tinyPng()),
                    Content::embeddedText(QStringLiteral("test://mixed-content-resource"),
                        QStringLiteral("application/json"), QStringLiteral("{\"test\":\"data\",\"value\":123}"))}}});
        }));
    tools->add(fixture(QStringLiteral("test_tool_with_logging"),
        QStringLiteral("Sends three info log messages 50 ms apart while it runs."), [](ToolRun &run) {
            run.log(QStringLiteral("info"), QStringLiteral("Tool execution started"));
            run.after(50, [&run] {
                run.log(QStringLiteral("info"), QStringLiteral("Tool processing data"));
                run.after(50, [&run] {
                    run.log(QStringLiteral("info"), QStringLiteral("Tool execution completed"));
                    run.completeText(QStringLiteral("Tool with logging executed successfully"));
                });
            });
        }));
    tools->add(fixture(
        QStringLiteral("test_error_handling"), QStringLiteral("Always fails with a tool error."), [](ToolRun &run) {
            run.complete(textResult(QStringLiteral("This tool intentionally returns an error for testing"), true));
        }));
    Tool progress = fixture(QStringLiteral("test_tool_with_progress"),
        QStringLiteral("Reports progress 0, 50 and 100 of 100, 50 ms apart."), [](ToolRun &run) {
            run.reportProgress(0, 100);
            run.after(50, [&run] {
                run.reportProgress(50, 100);
                run.after(50, [&run] {
                    run.reportProgress(100, 100);
                    run.completeText(QStringLiteral("Tool with progress executed successfully"));
                });
            });
        });
    progress.streams = true;
    tools->add(progress);
    tools->add(fixture(
        QStringLiteral("test_sampling"), QStringLiteral("Asks the client's model to answer a prompt (sampling)."),
        [](ToolRun &run) {
            run.askInput(QStringLiteral("sampling"), QStringLiteral("sampling/createMessage"),
                QJsonObject {{QStringLiteral("messages"),
                                 QJsonArray {QJsonObject {{QStringLiteral("role"), QStringLiteral("user")},
                                     {QStringLiteral("content"),
                                         Content::text(run.arguments().value(QStringLiteral("prompt")).toString())}}}},
                    {QStringLiteral("maxTokens"), 100}});
        },
        [](ToolRun &run, const QString &, const InputAnswer &answer) {
            if (!answer.isOk()) {
                run.completeText(QStringLiteral("Sampling failed: %1").arg(answer.error.message), true);
                return;
            }
            const QJsonValue content = answer.result.value(QStringLiteral("content"));
            const QJsonObject block = content.isArray() ? content.toArray().first().toObject() : content.toObject();
            run.completeText(QStringLiteral("LLM response: %1").arg(block.value(QStringLiteral("text")).toString()));
        },
        stringArguments({QStringLiteral("prompt")}, {QStringLiteral("The prompt to send to the LLM")})));
    tools->add(fixture(
        QStringLiteral("test_elicitation"), QStringLiteral("Asks the user for a username and an email address."),
        [](ToolRun &run) {
            const QJsonObject schema {{QStringLiteral("type"), QStringLiteral("object")},
                {QStringLiteral("properties"),
                    QJsonObject {{QStringLiteral("username"),
                                     QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                                         {QStringLiteral("description"), QStringLiteral("User's response")}}},
                        {QStringLiteral("email"),
                            QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                                {QStringLiteral("description"), QStringLiteral("User's email address")}}}}},
                {QStringLiteral("required"), QJsonArray {QStringLiteral("username"), QStringLiteral("email")}}};
            run.askInput(QStringLiteral("elicitation"), QStringLiteral("elicitation/create"),
                QJsonObject {{QStringLiteral("message"), run.arguments().value(QStringLiteral("message"))},
                    {QStringLiteral("requestedSchema"), schema}});
        },
        [](ToolRun &run, const QString &, const InputAnswer &answer) {
            reportElicitation(run, answer, QStringLiteral("User response"));
        },
        stringArguments({QStringLiteral("message")}, {QStringLiteral("The message to show the user")})));
    tools->add(fixture(
        QStringLiteral("test_elicitation_sep1034_defaults"),
        QStringLiteral("Asks the user with a form whose fields all have defaults (SEP-1034)."),
        [](ToolRun &run) {
            const QJsonObject properties {{QStringLiteral("name"),
                                              QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                                                  {QStringLiteral("description"), QStringLiteral("User name")},
                                                  {QStringLiteral("default"), QStringLiteral("John Doe")}}},
                {QStringLiteral("age"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("integer")},
                        {QStringLiteral("description"), QStringLiteral("User age")}, {QStringLiteral("default"), 30}}},
                {QStringLiteral("score"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("number")},
                        {QStringLiteral("description"), QStringLiteral("User score")},
                        {QStringLiteral("default"), 95.5}}},
                {QStringLiteral("status"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                        {QStringLiteral("description"), QStringLiteral("User status")},
                        {QStringLiteral("enum"),
                            QJsonArray {
                                QStringLiteral("active"), QStringLiteral("inactive"), QStringLiteral("pending")}},
                        {QStringLiteral("default"), QStringLiteral("active")}}},
                {QStringLiteral("verified"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("boolean")},
                        {QStringLiteral("description"), QStringLiteral("Verification status")},
                        {QStringLiteral("default"), true}}}};
            run.askInput(QStringLiteral("elicitation"), QStringLiteral("elicitation/create"),
                QJsonObject {{QStringLiteral("message"),
                                 QStringLiteral("Please review and update the form fields with defaults")},
                    {QStringLiteral("requestedSchema"),
                        QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                            {QStringLiteral("properties"), properties}}}});
        },
        [](ToolRun &run, const QString &, const InputAnswer &answer) {
            reportElicitation(run, answer, QStringLiteral("Elicitation completed"));
        }));
    tools->add(fixture(
        QStringLiteral("test_elicitation_sep1330_enums"),
        QStringLiteral("Asks the user with the five kinds of enum field (SEP-1330)."),
        [](ToolRun &run) {
            const QJsonArray options {QStringLiteral("option1"), QStringLiteral("option2"), QStringLiteral("option3")};
            const QJsonObject properties {{QStringLiteral("untitledSingle"),
                                              QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                                                  {QStringLiteral("enum"), options}}},
                {QStringLiteral("titledSingle"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                        {QStringLiteral("oneOf"),
                            QJsonArray {titled(QStringLiteral("value1"), QStringLiteral("First Option")),
                                titled(QStringLiteral("value2"), QStringLiteral("Second Option")),
                                titled(QStringLiteral("value3"), QStringLiteral("Third Option"))}}}},
                {QStringLiteral("legacyEnum"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                        {QStringLiteral("enum"),
                            QJsonArray {QStringLiteral("opt1"), QStringLiteral("opt2"), QStringLiteral("opt3")}},
                        {QStringLiteral("enumNames"),
                            QJsonArray {QStringLiteral("Option One"), QStringLiteral("Option Two"),
                                QStringLiteral("Option Three")}}}},
                {QStringLiteral("untitledMulti"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("array")},
                        {QStringLiteral("items"),
                            QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                                {QStringLiteral("enum"), options}}}}},
                {QStringLiteral("titledMulti"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("array")},
                        {QStringLiteral("items"),
                            QJsonObject {{QStringLiteral("anyOf"),
                                QJsonArray {titled(QStringLiteral("value1"), QStringLiteral("First Choice")),
                                    titled(QStringLiteral("value2"), QStringLiteral("Second Choice")),
                                    titled(QStringLiteral("value3"), QStringLiteral("Third Choice"))}}}}}}};
            run.askInput(QStringLiteral("elicitation"), QStringLiteral("elicitation/create"),
                QJsonObject {{QStringLiteral("message"), QStringLiteral("Please select options from the enum fields")},
                    {QStringLiteral("requestedSchema"),
                        QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                            {QStringLiteral("properties"), properties}}}});
        },
        [](ToolRun &run, const QString &, const InputAnswer &answer) {
            reportElicitation(run, answer, QStringLiteral("Elicitation completed"));
        }));

    // Pending scenario server-sse-polling (SEP-1699): the stream breaks after its priming event and the
    // answer arrives on the GET that resumes it with Last-Event-ID.
    Tool reconnection = fixture(QStringLiteral("test_reconnection"),
        QStringLiteral("Closes its SSE stream mid-call; the answer comes after the client "
                       "reconnects with Last-Event-ID."),
        [](ToolRun &run) {
            run.breakStream();
            run.after(100, [&run] { run.completeText(QStringLiteral("Reconnection test completed")); });
        });
    reconnection.streams = true;
    tools->add(reconnection);

    // Pending scenario json-schema-2020-12 (SEP-1613): the schema keywords must survive tools/list.
    const QString draft = QStringLiteral("https://json-schema.org/draft/2020-12/schema");
    const QJsonObject address {{QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"),
            QJsonObject {{QStringLiteral("street"), QJsonObject {{QStringLiteral("type"), QStringLiteral("string")}}},
                {QStringLiteral("city"), QJsonObject {{QStringLiteral("type"), QStringLiteral("string")}}}}}};
    tools->add(fixture(
        QStringLiteral("json_schema_2020_12_tool"), QStringLiteral("Tool with JSON Schema 2020-12 features"),
        [](ToolRun &run) { run.completeText(QStringLiteral("JSON Schema 2020-12 tool called")); }, {},
        QJsonObject {{QStringLiteral("$schema"), draft}, {QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("$defs"), QJsonObject {{QStringLiteral("address"), address}}},
            {QStringLiteral("properties"),
                QJsonObject {{QStringLiteral("name"), QJsonObject {{QStringLiteral("type"), QStringLiteral("string")}}},
                    {QStringLiteral("address"),
                        QJsonObject {{QStringLiteral("$ref"), QStringLiteral("#/$defs/address")}}}}},
            {QStringLiteral("additionalProperties"), false}}));
}

void addResources(Catalog &catalog)
{
    Resource text;
    text.uri = QStringLiteral("test://static-text");
    text.name = QStringLiteral("static-text");
    text.description = QStringLiteral("A static text resource for testing.");
    text.mimeType = QStringLiteral("text/plain");
    text.read = [](const QString &uri) {
        return QJsonArray {Content::textContents(
            uri, QStringLiteral("text/plain"), QStringLiteral("This is the content of the static text resource."))};
    };
    catalog.addResource(text);

    Resource binary;
    binary.uri = QStringLiteral("test://static-binary");
    binary.name = QStringLiteral("static-binary");
    binary.description = QStringLiteral("A static binary resource (a PNG image) for testing.");
    binary.mimeType = QStringLiteral("image/png");
    binary.read = [](const QString &uri) {
        return QJsonArray {Content::blobContents(uri, QStringLiteral("image/png"), Content::tinyPng())};
    };
    catalog.addResource(binary);

    Resource watched;
    watched.uri = QStringLiteral("test://watched-resource");
    watched.name = QStringLiteral("watched-resource");
    watched.description = QStringLiteral("A resource to subscribe to.");
    watched.mimeType = QStringLiteral("text/plain");
    watched.read = [](const QString &uri) {
        return QJsonArray {
            Content::textContents(uri, QStringLiteral("text/plain"), QStringLiteral("Watched resource content."))};
    };
    catalog.addResource(watched);

    ResourceTemplate data;
    data.uriTemplate = QStringLiteral("test://template/{id}/data");
    data.name = QStringLiteral("template-data");
    data.description = QStringLiteral("Data for an id, from a resource template.");
    data.mimeType = QStringLiteral("application/json");
    data.read = [](const QString &uri, const QJsonObject &variables) {
        const QString id = variables.value(QStringLiteral("id")).toString();
        const QJsonObject json {{QStringLiteral("id"), id}, {QStringLiteral("templateTest"), true},
            {QStringLiteral("data"), QStringLiteral("Data for ID: %1").arg(id)}};
        return QJsonArray {Content::textContents(uri, QStringLiteral("application/json"), compact(json))};
    };
    catalog.addTemplate(data);
}

QJsonObject userMessage(const QJsonObject &content)
{
    return QJsonObject {{QStringLiteral("role"), QStringLiteral("user")}, {QStringLiteral("content"), content}};
}

void addPrompts(Catalog &catalog)
{
    Prompt simple;
    simple.name = QStringLiteral("test_simple_prompt");
    simple.description = QStringLiteral("A simple prompt without arguments.");
    simple.get = [](const QJsonObject &) {
        return QJsonArray {userMessage(Content::text(QStringLiteral("This is a simple prompt for testing.")))};
    };
    catalog.addPrompt(simple);

    Prompt withArguments;
    withArguments.name = QStringLiteral("test_prompt_with_arguments");
    withArguments.description = QStringLiteral("A prompt with two arguments.");
    withArguments.arguments = {{QStringLiteral("arg1"), QStringLiteral("First test argument"), true},
        {QStringLiteral("arg2"), QStringLiteral("Second test argument"), true}};
    withArguments.get = [](const QJsonObject &args) {
        return QJsonArray {userMessage(Content::text(
            QStringLiteral("Prompt with arguments: arg1='%1', arg2='%2'")
                .arg(args.value(QStringLiteral("arg1")).toString(), args.value(QStringLiteral("arg2")).toString())))};
    };
    withArguments.complete = [](const QString &, const QString &prefix) {
        const QStringList values {QStringLiteral("paris"), QStringLiteral("park"), QStringLiteral("party"),
            QStringLiteral("test"), QStringLiteral("testing")};
        QStringList matches;
        for (const QString &value : values) {
            if (value.startsWith(prefix, Qt::CaseInsensitive))
                matches << value;
        }
        return matches;
    };
    catalog.addPrompt(withArguments);

    Prompt embedded;
    embedded.name = QStringLiteral("test_prompt_with_embedded_resource");
    embedded.description = QStringLiteral("A prompt that embeds a resource.");
    embedded.arguments = {{QStringLiteral("resourceUri"), QStringLiteral("URI of the resource to embed"), true}};
    embedded.get = [](const QJsonObject &args) {
        return QJsonArray {userMessage(Content::embeddedText(args.value(QStringLiteral("resourceUri")).toString(),
                               QStringLiteral("text/plain"), QStringLiteral("Embedded resource content for testing."))),
            userMessage(Content::text(QStringLiteral("Please process the embedded resource above.")))};
    };
    catalog.addPrompt(embedded);

    Prompt image;
    image.name = QStringLiteral("test_prompt_with_image");
    image.description = QStringLiteral("A prompt with an image.");
    image.get = [](const QJsonObject &) {
        return QJsonArray {userMessage(Content::image(Content::tinyPng())),
            userMessage(Content::text(QStringLiteral("Please analyze the image above.")))};
    };
    catalog.addPrompt(image);
}

} // namespace

void registerConformanceFixtures(McpServer &server)
{
    addTools(server.tools());
    addResources(server.catalog());
    addPrompts(server.catalog());
}

} // namespace DemoServer

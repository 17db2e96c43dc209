// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QJsonArray>
#include <QJsonDocument>

#include "core/catalog.h"
#include "core/mcpserver.h"
#include "core/toolrun.h"
#include "demotools.h"
#include "dialects/tasksstore.h"
#include "toolkit.h"

// The fixtures of @modelcontextprotocol/conformance 0.1.16, "server" scenarios, and those the 0.2 alphas add
// (MRTR, the tasks extension, stateless diagnostics). Names, texts and shapes follow what each scenario checks
// (see its description in the suite); keep them stable.

namespace DemoServer {

using namespace ToolKit;

namespace {

Tool fixture(const QString &name, const QString &description, const ToolRun::Script &script,
    const ToolRun::InputHandler &onInput = {}, const QJsonObject &inputSchema = noArguments())
{
    Tool tool;
    tool.name = name;
    tool.description = description;
    tool.inputSchema = inputSchema;
    tool.streams = bool(onInput);
    tool.factory = scripted(name, script, onInput);
    return tool;
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

QJsonObject elicitParams(const QString &message, const QString &field, const QString &type = QStringLiteral("string"))
{
    return QJsonObject {{QStringLiteral("message"), message},
        {QStringLiteral("requestedSchema"),
            QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                {QStringLiteral("properties"), QJsonObject {{field, QJsonObject {{QStringLiteral("type"), type}}}}},
                {QStringLiteral("required"), QJsonArray {field}}}}};
}

// The field of an accepted elicitation's content, as text ("unknown" when missing, as the suite's server says).
QString contentField(const InputAnswer &answer, const QString &field)
{
    const QJsonValue value = answer.result.value(QStringLiteral("content")).toObject().value(field);
    return value.isString() ? value.toString() : QStringLiteral("unknown");
}

/*!
 * A run that asks several questions in one turn and ends when every one has an answer (or an error, for
 * a capability the client lacks): \a finish gets the answers by key. The keys stay in the run's saved answers
 * between MRTR rounds, so each round asks only what is still missing.
 */
class GatherRun final : public ToolRun
{
public:
    using Finish = std::function<void(ToolRun &run, const QHash<QString, InputAnswer> &answers)>;
    struct Question
    {
        QString key;
        QString method;
        QJsonObject params;
    };

    GatherRun(const QString &tool, const QJsonObject &arguments, const QList<Question> &questions, Finish finish,
        QObject *parent)
        : ToolRun(tool, arguments, parent)
        , m_questions(questions)
        , m_finish(std::move(finish))
    {
    }

protected:
    void begin() override
    {
        for (const Question &question : std::as_const(m_questions)) {
            if (!isRunning())
                return;
            askInput(question.key, question.method, question.params);
        }
    }
    void inputArrived(const QString &key, const InputAnswer &answer) override
    {
        m_answers.insert(key, answer);
        if (m_answers.size() == m_questions.size())
            m_finish(*this, m_answers);
    }

private:
    QList<Question> m_questions;
    Finish m_finish;
    QHash<QString, InputAnswer> m_answers;
};

Tool gathering(const QString &name, const QString &description, const QList<GatherRun::Question> &questions,
    const GatherRun::Finish &finish)
{
    Tool tool;
    tool.name = name;
    tool.description = description;
    tool.inputSchema = noArguments();
    // 2026-07-28 only (MRTR): the questions go back in the result, nothing streams.
    tool.factory = [name, questions, finish](const QJsonObject &args, QObject *parent) -> ToolRun * {
        return new GatherRun(name, args, questions, finish, parent);
    };
    return tool;
}

QJsonObject objectArguments(const QJsonObject &properties, const QStringList &required = {})
{
    QJsonObject schema {{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), properties}};
    if (!required.isEmpty())
        schema.insert(QStringLiteral("required"), QJsonArray::fromStringList(required));
    return schema;
}

QJsonObject typed(const QString &type, const QString &description)
{
    return QJsonObject {{QStringLiteral("type"), type}, {QStringLiteral("description"), description}};
}

// SEP-2322 "input-required-result-*" scenarios: each question comes back as an InputRequiredResult round.
void addInputRequiredTools(ToolRegistry *tools)
{
    using Answers = QHash<QString, InputAnswer>;
    const QString userName = QStringLiteral("user_name");
    tools->add(gathering(QStringLiteral("test_input_required_result_elicitation"),
        QStringLiteral("MRTR: asks the user's name (elicitation), then greets them."),
        {{userName, QStringLiteral("elicitation/create"),
            elicitParams(QStringLiteral("What is your name?"), QStringLiteral("name"))}},
        [userName](ToolRun &run, const Answers &answers) {
            run.completeText(
                QStringLiteral("Hello, %1!").arg(contentField(answers.value(userName), QStringLiteral("name"))));
        }));
    tools->add(gathering(QStringLiteral("test_input_required_result_sampling"),
        QStringLiteral("MRTR: asks the client's model a question (sampling)."),
        {{QStringLiteral("sample_request"), QStringLiteral("sampling/createMessage"),
            samplingRequest(QStringLiteral("What is the capital of France?"), 100)}},
        [](ToolRun &run, const Answers &answers) {
            const InputAnswer answer = answers.value(QStringLiteral("sample_request"));
            run.completeText(QStringLiteral("Sampling result: %1")
                                 .arg(answer.isOk() ? samplingText(answer.result) : QStringLiteral("no response")));
        }));
    tools->add(gathering(QStringLiteral("test_input_required_result_list_roots"),
        QStringLiteral("MRTR: asks the client for its roots."),
        {{QStringLiteral("roots_request"), QStringLiteral("roots/list"), QJsonObject {}}},
        [](ToolRun &run, const Answers &answers) {
            const QJsonArray roots =
                answers.value(QStringLiteral("roots_request")).result.value(QStringLiteral("roots")).toArray();
            run.completeText(QStringLiteral("Found %1 root(s)").arg(roots.size()));
        }));
    tools->add(gathering(QStringLiteral("test_input_required_result_request_state"),
        QStringLiteral("MRTR: asks for a confirmation; the round's requestState must come back with the answer."),
        {{QStringLiteral("confirm"), QStringLiteral("elicitation/create"),
            elicitParams(QStringLiteral("Please confirm"), QStringLiteral("ok"), QStringLiteral("boolean"))}},
        [](ToolRun &run, const Answers &) {
            // The answer was only usable with the signed requestState of round 1 (or in this very round).
            run.completeText(QStringLiteral("state-ok: requestState validated"));
        }));
    tools->add(gathering(QStringLiteral("test_input_required_result_multiple_inputs"),
        QStringLiteral("MRTR: asks three questions in one round (elicitation, sampling, roots)."),
        {{userName, QStringLiteral("elicitation/create"),
             elicitParams(QStringLiteral("What is your name?"), QStringLiteral("name"))},
            {QStringLiteral("greeting"), QStringLiteral("sampling/createMessage"),
                samplingRequest(QStringLiteral("Generate a greeting"), 50)},
            {QStringLiteral("client_roots"), QStringLiteral("roots/list"), QJsonObject {}}},
        [userName](ToolRun &run, const Answers &answers) {
            const InputAnswer greeting = answers.value(QStringLiteral("greeting"));
            const QJsonArray roots =
                answers.value(QStringLiteral("client_roots")).result.value(QStringLiteral("roots")).toArray();
            run.completeText(QStringLiteral("Name: %1; Greeting: %2; Roots: %3")
                                 .arg(contentField(answers.value(userName), QStringLiteral("name")),
                                     greeting.isOk() ? samplingText(greeting.result) : QStringLiteral("Hello there!"))
                                 .arg(roots.size()));
        }));
    tools->add(gathering(QStringLiteral("test_input_required_result_tampered_state"),
        QStringLiteral("MRTR: a signed requestState; a changed one is refused."),
        {{QStringLiteral("confirm"), QStringLiteral("elicitation/create"),
            elicitParams(QStringLiteral("Please confirm"), QStringLiteral("ok"), QStringLiteral("boolean"))}},
        [](ToolRun &run, const Answers &) { run.completeText(QStringLiteral("integrity-ok: state verified")); }));
    tools->add(gathering(QStringLiteral("test_input_required_result_capabilities"),
        QStringLiteral("MRTR: asks only what the client declared it can answer (elicitation, sampling)."),
        {{QStringLiteral("elicit_input"), QStringLiteral("elicitation/create"),
             elicitParams(QStringLiteral("Elicitation input"), QStringLiteral("value"))},
            {QStringLiteral("sample_input"), QStringLiteral("sampling/createMessage"),
                samplingRequest(QStringLiteral("Sample request"), 50)}},
        [](ToolRun &run, const Answers &answers) {
            QStringList received;
            for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
                if (it.value().isOk())
                    received << it.key();
            }
            received.sort();
            run.completeText(received.isEmpty()
                    ? QStringLiteral("No supported capabilities declared")
                    : QStringLiteral("capabilities-ok: received %1").arg(received.join(QLatin1Char(','))));
        }));

    // Two rounds: the second question only exists once the first is answered.
    tools->add(fixture(
        QStringLiteral("test_input_required_result_multi_round"),
        QStringLiteral("MRTR: asks a name, then a favourite colour, in two rounds."),
        [](ToolRun &run) {
            run.askInput(QStringLiteral("step1"), QStringLiteral("elicitation/create"),
                elicitParams(QStringLiteral("Step 1: What is your name?"), QStringLiteral("name")));
        },
        [](ToolRun &run, const QString &key, const InputAnswer &answer) {
            if (key == QLatin1String("step1")) {
                run.askInput(QStringLiteral("step2"), QStringLiteral("elicitation/create"),
                    elicitParams(QStringLiteral("Step 2: What is your favorite color?"), QStringLiteral("color")));
                return;
            }
            const QString name =
                contentField(InputAnswer::fromResult(run.knownAnswers().value(QStringLiteral("step1")).toObject()),
                    QStringLiteral("name"));
            run.completeText(QStringLiteral("Multi-round complete for %1 who likes %2")
                                 .arg(name, contentField(answer, QStringLiteral("color"))));
        }));
}

// SEP-2575 "server-stateless" diagnostics.
void addStatelessTools(McpServer &server)
{
    ToolRegistry *tools = server.tools();
    tools->add(gathering(QStringLiteral("test_missing_capability"),
        QStringLiteral("Needs sampling: refused with -32021 when the client does not declare it."),
        {{QStringLiteral("sample"), QStringLiteral("sampling/createMessage"),
            samplingRequest(QStringLiteral("Say something"), 20)}},
        [](ToolRun &run, const QHash<QString, InputAnswer> &answers) {
            const InputAnswer answer = answers.value(QStringLiteral("sample"));
            if (answer.error.code == Mcp::ErrorCode::MissingRequiredClientCapability) {
                // 2026-07-28 "Missing Required Capabilities": the data names what is missing,
                // ClientCapabilities-shaped.
                run.fail(answer.error.code, QStringLiteral("Missing required client capability"),
                    QJsonObject {{QStringLiteral("requiredCapabilities"),
                        QJsonObject {{QStringLiteral("sampling"), QJsonObject {}}}}});
                return;
            }
            run.completeText(QStringLiteral("Success"));
        }));
    Tool streaming = fixture(QStringLiteral("test_streaming_elicitation"),
        QStringLiteral("Streams a progress notification before its answer."), [](ToolRun &run) {
            run.reportProgress(50, 100);
            run.after(50, [&run] { run.completeText(QStringLiteral("Streaming complete")); });
        });
    streaming.streams = true;
    tools->add(streaming);
    Tool logging = fixture(QStringLiteral("test_logging_tool"),
        QStringLiteral("Logs at info level: only clients that set a log level see it."), [](ToolRun &run) {
            run.log(QStringLiteral("info"), QStringLiteral("Diagnostic trace logging activated"));
            run.after(50, [&run] { run.completeText(QStringLiteral("Logging evaluated")); });
        });
    logging.streams = true;
    tools->add(logging);
    // SEP-2243 "http-custom-header-server-validation": an argument mirrored into the Mcp-Param-Region header.
    QJsonObject region = typed(QStringLiteral("string"), QStringLiteral("Where to run"));
    region.insert(QStringLiteral("x-mcp-header"), QStringLiteral("Region"));
    tools->add(fixture(
        QStringLiteral("test_header_param"), QStringLiteral("Echoes its region, which travels in a header too."),
        [](ToolRun &run) {
            run.completeText(
                QStringLiteral("Region: %1").arg(run.arguments().value(QStringLiteral("region")).toString()));
        },
        {}, objectArguments({{QStringLiteral("region"), region}}, {QStringLiteral("region")})));
    // The suite's hook for list_changed on subscriptions/listen streams: toggles a hidden tool.
    const QString toggled = QStringLiteral("test_toggled_tool");
    tools->add(fixture(toggled, QStringLiteral("Shown and hidden by test_trigger_tool_change."),
                   [](ToolRun &run) { run.completeText(QStringLiteral("toggled")); }),
        false);
    tools->add(fixture(QStringLiteral("test_trigger_tool_change"),
        QStringLiteral("Changes the tool list (shows or hides test_toggled_tool)."), [tools, toggled](ToolRun &run) {
            tools->setVisible(toggled, !tools->isVisible(toggled));
            run.completeText(QStringLiteral("Mutation triggered"));
        }));
    // The same for prompts: adds or removes test_toggled_prompt.
    McpServer *owner = &server;
    tools->add(fixture(QStringLiteral("test_trigger_prompt_change"),
        QStringLiteral("Changes the prompt list (adds or removes test_toggled_prompt)."), [owner](ToolRun &run) {
            const QString name = QStringLiteral("test_toggled_prompt");
            if (!owner->catalog().removePrompt(name)) {
                Prompt prompt;
                prompt.name = name;
                prompt.description = QStringLiteral("Added and removed by test_trigger_prompt_change.");
                prompt.get = [](const QJsonObject &) {
                    return QJsonArray {QJsonObject {{QStringLiteral("role"), QStringLiteral("user")},
                        {QStringLiteral("content"), Content::text(QStringLiteral("toggled"))}}};
                };
                owner->catalog().addPrompt(prompt);
            }
            owner->announcePromptsChanged();
            run.completeText(QStringLiteral("Mutation triggered"));
        }));
}

// SEP-2663 "tasks-*" scenarios: the extension decides by these registrations (setTaskSupport()).
void addTaskTools(ToolRegistry *tools)
{
    tools->add(fixture(
        QStringLiteral("greet"), QStringLiteral("Greets at once (never a task)."),
        [](ToolRun &run) {
            run.completeText(
                QStringLiteral("Hello, %1!").arg(run.arguments().value(QStringLiteral("name")).toString()));
        },
        {}, stringArguments({QStringLiteral("name")}, {QStringLiteral("Who to greet")})));

    tools->add(fixture(
        QStringLiteral("slow_compute"), QStringLiteral("Computes for `seconds` seconds (a task with the extension)."),
        [](ToolRun &run) {
            const double seconds = run.arguments().value(QStringLiteral("seconds")).toDouble();
            const QString label = run.arguments().value(QStringLiteral("label")).toString();
            const auto done = [&run, seconds, label] {
                run.completeText(QStringLiteral("Computed %1 in %2 s").arg(label).arg(seconds));
            };
            if (seconds <= 0)
                done();
            else
                run.after(int(seconds * 1000), done);
        },
        {},
        objectArguments({{QStringLiteral("seconds"), typed(QStringLiteral("number"), QStringLiteral("How long"))},
                            {QStringLiteral("label"), typed(QStringLiteral("string"), QStringLiteral("A name"))}},
            {QStringLiteral("seconds")})));
    setTaskSupport(QStringLiteral("slow_compute"), TaskSupport::Optional, true);

    tools->add(fixture(
        QStringLiteral("failing_job"), QStringLiteral("Fails (a tool error) after about a second."), [](ToolRun &run) {
            run.after(1000, [&run] { run.completeText(QStringLiteral("failing_job failed as designed"), true); });
        }));
    setTaskSupport(QStringLiteral("failing_job"), TaskSupport::Required);

    tools->add(fixture(QStringLiteral("protocol_error_job"),
        QStringLiteral("Ends in a protocol error (an internal failure, not a tool error)."), [](ToolRun &run) {
            run.after(200, [&run] {
                run.fail(Mcp::ErrorCode::InternalError, QStringLiteral("Internal error: protocol_error_job crashed"));
            });
        }));
    setTaskSupport(QStringLiteral("protocol_error_job"), TaskSupport::Optional, true);

    tools->add(fixture(
        QStringLiteral("confirm_delete"), QStringLiteral("Asks before it deletes a file (a task waiting for input)."),
        [](ToolRun &run) {
            run.askInput(QStringLiteral("confirm"), QStringLiteral("elicitation/create"),
                elicitParams(
                    QStringLiteral("Delete %1?").arg(run.arguments().value(QStringLiteral("filename")).toString()),
                    QStringLiteral("confirm"), QStringLiteral("boolean")));
        },
        [](ToolRun &run, const QString &, const InputAnswer &answer) {
            const QString file = run.arguments().value(QStringLiteral("filename")).toString();
            const bool yes = answer.isOk() && answer.result.value(QStringLiteral("action")) == QLatin1String("accept");
            run.completeText(yes ? QStringLiteral("Deleted %1").arg(file) : QStringLiteral("Kept %1").arg(file));
        },
        stringArguments({QStringLiteral("filename")}, {QStringLiteral("The file to delete")})));
    setTaskSupport(QStringLiteral("confirm_delete"), TaskSupport::Optional, true);

    tools->add(gathering(QStringLiteral("multi_input"), QStringLiteral("Asks two questions at once."),
        {{QStringLiteral("first"), QStringLiteral("elicitation/create"),
             elicitParams(QStringLiteral("First question"), QStringLiteral("name"))},
            {QStringLiteral("second"), QStringLiteral("elicitation/create"),
                elicitParams(QStringLiteral("Second question"), QStringLiteral("name"))}},
        [](ToolRun &run, const QHash<QString, InputAnswer> &answers) {
            run.completeText(QStringLiteral("Answers: %1, %2")
                                 .arg(contentField(answers.value(QStringLiteral("first")), QStringLiteral("name")),
                                     contentField(answers.value(QStringLiteral("second")), QStringLiteral("name"))));
        }));
    setTaskSupport(QStringLiteral("multi_input"), TaskSupport::Optional, true);

    // MRTR first, then a task: the extension promotes a required task tool once it has its answers.
    tools->add(fixture(
        QStringLiteral("test_tool_with_task"), QStringLiteral("Asks a name (MRTR), then works on as a task."),
        [](ToolRun &run) {
            run.askInput(QStringLiteral("user_name"), QStringLiteral("elicitation/create"),
                elicitParams(QStringLiteral("What is your name?"), QStringLiteral("name")));
        },
        [](ToolRun &run, const QString &, const InputAnswer &answer) {
            const QString name = contentField(answer, QStringLiteral("name"));
            run.after(500, [&run, name] { run.completeText(QStringLiteral("Task done for %1").arg(name)); });
        }));
    setTaskSupport(QStringLiteral("test_tool_with_task"), TaskSupport::Required);
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

    // Scenario json-schema-2020-12 (SEP-1613, SEP-2106): the schema keywords must survive tools/list, the
    // composition, conditional and $anchor ones too (the suite's canonical fixture schema).
    const QString draft = QStringLiteral("https://json-schema.org/draft/2020-12/schema");
    const QJsonObject string {{QStringLiteral("type"), QStringLiteral("string")}};
    const QJsonObject address {{QStringLiteral("$anchor"), QStringLiteral("addressDef")},
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"),
            QJsonObject {{QStringLiteral("street"), string}, {QStringLiteral("city"), string}}}};
    const auto requiring = [](const QString &field) {
        return QJsonObject {{QStringLiteral("required"), QJsonArray {field}}};
    };
    tools->add(fixture(
        QStringLiteral("json_schema_2020_12_tool"), QStringLiteral("Tool with JSON Schema 2020-12 features"),
        [](ToolRun &run) { run.completeText(QStringLiteral("JSON Schema 2020-12 tool called")); }, {},
        QJsonObject {{QStringLiteral("$schema"), draft}, {QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("$defs"), QJsonObject {{QStringLiteral("address"), address}}},
            {QStringLiteral("properties"),
                QJsonObject {{QStringLiteral("name"), string},
                    {QStringLiteral("address"),
                        QJsonObject {{QStringLiteral("$ref"), QStringLiteral("#/$defs/address")}}},
                    {QStringLiteral("contactMethod"),
                        QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                            {QStringLiteral("enum"), QJsonArray {QStringLiteral("phone"), QStringLiteral("email")}}}},
                    {QStringLiteral("phone"), string}, {QStringLiteral("email"), string}}},
            {QStringLiteral("allOf"),
                QJsonArray {QJsonObject {{QStringLiteral("anyOf"),
                    QJsonArray {requiring(QStringLiteral("phone")), requiring(QStringLiteral("email"))}}}}},
            {QStringLiteral("if"),
                QJsonObject {{QStringLiteral("properties"),
                                 QJsonObject {{QStringLiteral("contactMethod"),
                                     QJsonObject {{QStringLiteral("const"), QStringLiteral("phone")}}}}},
                    {QStringLiteral("required"), QJsonArray {QStringLiteral("contactMethod")}}}},
            {QStringLiteral("then"), requiring(QStringLiteral("phone"))},
            {QStringLiteral("else"), requiring(QStringLiteral("email"))},
            {QStringLiteral("additionalProperties"), false}}));
}

void addResources(Catalog &catalog)
{
    catalog.addResource(textResource(QStringLiteral("test://static-text"), QStringLiteral("static-text"),
        QStringLiteral("A static text resource for testing."), QStringLiteral("text/plain"),
        QStringLiteral("This is the content of the static text resource.")));

    catalog.addResource(resourceOf(QStringLiteral("test://static-binary"), QStringLiteral("static-binary"),
        QStringLiteral("A static binary resource (a PNG image) for testing."), QStringLiteral("image/png"),
        [](const QString &uri) {
            return QJsonArray {Content::blobContents(uri, QStringLiteral("image/png"), Content::tinyPng())};
        }));

    catalog.addResource(textResource(QStringLiteral("test://watched-resource"), QStringLiteral("watched-resource"),
        QStringLiteral("A resource to subscribe to."), QStringLiteral("text/plain"),
        QStringLiteral("Watched resource content.")));

    catalog.addTemplate(templateOf(QStringLiteral("test://template/{id}/data"), QStringLiteral("template-data"),
        QString(), QStringLiteral("Data for an id, from a resource template."), QStringLiteral("application/json"),
        [](const QString &uri, const QJsonObject &variables) {
            const QString id = variables.value(QStringLiteral("id")).toString();
            const QJsonObject json {{QStringLiteral("id"), id}, {QStringLiteral("templateTest"), true},
                {QStringLiteral("data"), QStringLiteral("Data for ID: %1").arg(id)}};
            return QJsonArray {Content::textContents(uri, QStringLiteral("application/json"), compact(json))};
        }));
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

    // SEP-2322 "input-required-result-non-tool-request": MRTR outside tools/call.
    Prompt asking;
    asking.name = QStringLiteral("test_input_required_result_prompt");
    asking.description = QStringLiteral("MRTR: asks the user for context before it makes its message.");
    asking.inputRequests = QJsonObject {{QStringLiteral("user_context"),
        QJsonObject {{QStringLiteral("method"), QStringLiteral("elicitation/create")},
            {QStringLiteral("params"),
                elicitParams(QStringLiteral("What context should the prompt use?"), QStringLiteral("context"))}}}};
    asking.getWithAnswers = [](const QJsonObject &, const QJsonObject &answers) {
        const QString context =
            contentField(InputAnswer::fromResult(answers.value(QStringLiteral("user_context")).toObject()),
                QStringLiteral("context"));
        return QJsonArray {userMessage(Content::text(QStringLiteral("Prompt with context: %1").arg(context)))};
    };
    catalog.addPrompt(asking);
}

} // namespace

void registerConformanceFixtures(McpServer &server)
{
    addTools(server.tools());
    addInputRequiredTools(server.tools());
    addStatelessTools(server);
    addTaskTools(server.tools());
    addResources(server.catalog());
    addPrompts(server.catalog());
}

} // namespace DemoServer

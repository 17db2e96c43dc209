// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "dialect.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include "protocol/enumnames.h"

namespace Mcp {

namespace {
// The translation context of the dialect texts (lupdate files DialectText::tr under "Mcp::Dialects").
struct DialectText
{
    Q_DECLARE_TR_FUNCTIONS(Mcp::Dialects)
};

// One entry a dialect (the order is the order a person sees them in).
const DialectDescriptor kDescriptors[] = {
    {Dialect::Sync, "sync", nullptr, nullptr, DialectDescriptor::LaunchExpiry::None, false, false},
    {Dialect::AsyncCall, "async-call", "token",
        QT_TRANSLATE_NOOP("Mcp::Dialects", "The token that tools/async/call returned. Joining sends tools/async/join."),
        DialectDescriptor::LaunchExpiry::KeepAliveSeconds, false, false},
    {Dialect::Operation, "operation", "token",
        QT_TRANSLATE_NOOP("Mcp::Dialects", "The operation token (usually a UUID). Joining polls tools/async/status."),
        DialectDescriptor::LaunchExpiry::KeepAliveSeconds, false, false},
    {Dialect::Resumable, "resumable", nullptr,
        QT_TRANSLATE_NOOP("Mcp::Dialects",
            "JSON: {\"requestId\": 7, \"resumeToken\": \"…\"}. Joining sends requests/resume under that request id."),
        DialectDescriptor::LaunchExpiry::None, true, false},
    {Dialect::Saga, "saga", "sagaToken",
        QT_TRANSLATE_NOOP(
            "Mcp::Dialects", "The sagaToken of a suspended saga, sent back verbatim with tools/resumeSaga."),
        DialectDescriptor::LaunchExpiry::None, true, true},
    {Dialect::Tasks, "tasks", "taskId",
        QT_TRANSLATE_NOOP("Mcp::Dialects", "The task id (2025-11-25 tasks). Joining polls tasks/get."),
        DialectDescriptor::LaunchExpiry::TtlMs, false, false},
    {Dialect::TasksExt, "tasks-ext", "taskId",
        QT_TRANSLATE_NOOP("Mcp::Dialects", "The task id (2026-07-28 tasks extension). Joining polls tasks/get."),
        DialectDescriptor::LaunchExpiry::TtlMs, true, false},
};

bool hasExperimental(const QJsonObject &caps, const char *name)
{
    return caps.value(QStringLiteral("experimental")).toObject().contains(QLatin1String(name));
}

/*! 2025-11-25: the server runs tools/call as a task (capabilities.tasks.requests.tools.call). */
bool declaresToolTasks(const QJsonObject &caps)
{
    return caps.value(QStringLiteral("tasks"))
        .toObject()
        .value(QStringLiteral("requests"))
        .toObject()
        .value(QStringLiteral("tools"))
        .toObject()
        .contains(QStringLiteral("call"));
}

/*! SEP-975: the server declares resumable requests (at the top level, or under experimental). */
bool declaresResumable(const QJsonObject &caps)
{
    return caps.contains(QStringLiteral("resumableRequests")) || hasExperimental(caps, "resumableRequests");
}

/*! 2026-07-28: the server declares the tasks extension (capabilities.extensions). */
bool declaresTasksExtension(const QJsonObject &caps)
{
    return caps.value(QStringLiteral("extensions"))
        .toObject()
        .contains(QStringLiteral("io.modelcontextprotocol/tasks"));
}
} // namespace

QString DialectDescriptor::joinHintText() const
{
    return joinHint ? DialectText::tr(joinHint) : QString();
}

namespace Dialects {

const DialectDescriptor &descriptor(Dialect dialect)
{
    for (const DialectDescriptor &entry : kDescriptors) {
        if (entry.dialect == dialect)
            return entry;
    }
    return kDescriptors[0];
}

QJsonObject parseHandle(Dialect dialect, const QString &text, QString *error)
{
    const QString trimmed = text.trimmed();
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QJsonObject();
    };
    if (trimmed.isEmpty())
        return fail(DialectText::tr("the handle is empty"));
    const DialectDescriptor &entry = descriptor(dialect);
    if (!entry.isJoinable())
        return fail(DialectText::tr("a plain tools/call cannot be joined: it has no handle"));
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed.toUtf8());
    if (doc.isObject())
        return doc.object();
    if (!entry.handleKey) {
        return fail(
            DialectText::tr("a %1 handle is a JSON object: %2").arg(QLatin1String(entry.name), entry.joinHintText()));
    }
    return {{QLatin1String(entry.handleKey), trimmed}};
}

QString toString(Dialect dialect)
{
    return QLatin1String(descriptor(dialect).name);
}

bool fromString(const QString &text, Dialect *dialect)
{
    for (const DialectDescriptor &entry : kDescriptors) {
        if (text == QLatin1String(entry.name)) {
            *dialect = entry.dialect;
            return true;
        }
    }
    return false;
}

QList<Dialect> all()
{
    QList<Dialect> dialects;
    for (const DialectDescriptor &entry : kDescriptors)
        dialects << entry.dialect;
    return dialects;
}

QList<Dialect> available(const ToolInfo &tool, const QJsonObject &caps, bool *required)
{
    QList<Dialect> dialects;
    bool demands = false;
    if (tool.taskSupport != ToolInfo::TaskSupport::Forbidden) {
        dialects << Dialect::Tasks;
        demands = tool.taskSupport == ToolInfo::TaskSupport::Required;
    }
    if (tool.invocationMode == QLatin1String("async")) {
        dialects << Dialect::Operation;
        demands = true;
    }
    if (tool.preferAsync || caps.contains(QStringLiteral("async")))
        dialects << Dialect::AsyncCall;
    if (declaresTasksExtension(caps))
        dialects << Dialect::TasksExt;
    if (declaresResumable(caps))
        dialects << Dialect::Resumable;
    if (hasExperimental(caps, "toolSagas"))
        dialects << Dialect::Saga;
    if (!demands)
        dialects << Dialect::Sync;
    if (required)
        *required = demands;
    return dialects;
}

QList<Dialect> offered(const ToolInfo &tool, const QJsonObject &caps, bool modernEra, bool *required)
{
    QList<Dialect> dialects = available(tool, caps, required);
    dialects.removeIf([&](Dialect dialect) { return !whyNot(dialect, &tool, caps, modernEra).isEmpty(); });
    return dialects;
}

Dialect choose(const ToolInfo &tool, const QJsonObject &caps, bool modernEra)
{
    // docs/dialects.md "Choosing the dialect": only what can run on this connection, a dialect the server declares
    // and the era allows.
    if (modernEra) {
        // In 2026-07-28 a server asks the person only through input_required (MRTR on a plain call, or a task of
        // the tasks extension); the proposals' dialects cannot carry a question there, and whether a run will ask
        // one is known only when it does. So a tool's async markers are shown, not followed: the era's own
        // long-running way (the extension, where the server alone decides on a task) or a plain call.
        return declaresTasksExtension(caps) ? Dialect::TasksExt : Dialect::Sync;
    }
    // The initialize era: what the tool demands, then what it prefers where the server honours it, then what the
    // server declares, else sync.
    if (tool.taskSupport == ToolInfo::TaskSupport::Required)
        return Dialect::Tasks;
    if (tool.invocationMode == QLatin1String("async"))
        return Dialect::Operation; // SEP-1391: shown only to a client with the flag, which must then use it
    if (tool.preferAsync && caps.contains(QStringLiteral("async")))
        return Dialect::AsyncCall;
    if (tool.taskSupport == ToolInfo::TaskSupport::Optional && declaresToolTasks(caps))
        return Dialect::Tasks;
    if (declaresResumable(caps))
        return Dialect::Resumable;
    return Dialect::Sync;
}

QString whyNot(Dialect dialect, const ToolInfo *tool, const QJsonObject &caps, bool modernEra)
{
    // Only an explicit "no" (of the era, the server or the tool) refuses: where the server may simply ignore the
    // dialect, the request is sent and the operation shown as what the server really did (a plain answer is a
    // plain call, a task is followed as a task), and a refused method is explained by the missing declaration.
    const bool tasksCore = declaresToolTasks(caps);
    switch (dialect) {
    case Dialect::Sync:
        if (!modernEra && tool && tool->taskSupport == ToolInfo::TaskSupport::Required)
            return DialectText::tr("the tool requires a task (execution.taskSupport: required): use tasks");
        return QString();
    case Dialect::Tasks:
        if (modernEra)
            return DialectText::tr(
                "tasks of 2025-11-25 belong to the initialize era and this server speaks 2026-07-28: use "
                "tasks-ext (or sync, which the server may turn into a task)");
        if (tasksCore && tool && tool->taskSupport == ToolInfo::TaskSupport::Forbidden)
            return DialectText::tr("the tool does not support tasks (execution.taskSupport is forbidden or absent)");
        return QString();
    case Dialect::TasksExt:
        if (!modernEra)
            return DialectText::tr(
                "the tasks extension belongs to 2026-07-28 and this server speaks the initialize era: use tasks");
        return QString();
    case Dialect::Resumable:
        if (modernEra)
            return DialectText::tr(
                "resumable requests need the initialize era and this server speaks 2026-07-28, where a "
                "request cannot be resumed: use sync");
        return QString();
    case Dialect::AsyncCall:
    case Dialect::Operation:
    case Dialect::Saga:
        return QString();
    }
    return QString();
}

QList<Dialect> serverWide(const QJsonObject &caps, bool modernEra)
{
    QList<Dialect> dialects;
    for (const Dialect dialect : available(ToolInfo(), caps)) {
        if (descriptor(dialect).serverWideBadge && whyNot(dialect, nullptr, caps, modernEra).isEmpty())
            dialects << dialect;
    }
    return dialects;
}

QString missingDeclaration(Dialect dialect, const QJsonObject &caps)
{
    switch (dialect) {
    case Dialect::AsyncCall:
        return caps.contains(QStringLiteral("async"))
            ? QString()
            : DialectText::tr("the server declares no async capability: tools/async/call");
    case Dialect::Saga:
        return hasExperimental(caps, "toolSagas")
            ? QString()
            : DialectText::tr(
                "the server declares no tool sagas (capabilities.experimental.toolSagas): tools/callSaga");
    case Dialect::Resumable:
        return declaresResumable(caps)
            ? QString()
            : DialectText::tr("the server declares no resumableRequests capability: requests/resume");
    case Dialect::Operation:
        return DialectText::tr("the server may not support SEP-1391 operations: tools/async/status");
    case Dialect::Tasks:
        return DialectText::tr("the server declares no task support for tools/call: tasks/get");
    case Dialect::TasksExt:
        return DialectText::tr("the server does not declare the tasks extension: tasks/get");
    case Dialect::Sync:
        break;
    }
    return QString();
}

} // namespace Dialects

namespace Statuses {

namespace {
// The words servers say, read case-insensitively; the first word of each status is its canonical name.
constexpr EnumName<OperationStatus> kServerWords[] = {
    {OperationStatus::Submitted, "submitted"},
    {OperationStatus::Submitted, "pending"},
    {OperationStatus::Submitted, "queued"},
    {OperationStatus::Working, "working"},
    {OperationStatus::Working, "processing"},
    {OperationStatus::Working, "running"},
    {OperationStatus::InputRequired, "input_required"},
    {OperationStatus::InputRequired, "suspended"},
    {OperationStatus::Completed, "completed"},
    {OperationStatus::Completed, "complete"},
    {OperationStatus::Failed, "failed"},
    {OperationStatus::Cancelled, "cancelled"},
    {OperationStatus::Cancelled, "canceled"},
    {OperationStatus::Expired, "expired"},
};
// The statuses only this side gives, read case-sensitively (as this side writes them).
constexpr EnumName<OperationStatus> kLocalWords[] = {
    {OperationStatus::Disconnected, "disconnected"},
    {OperationStatus::NotFound, "not_found"},
    {OperationStatus::Unknown, "unknown"},
};
} // namespace

QString toString(OperationStatus status)
{
    if (const char *word = enumName(kServerWords, status))
        return QLatin1String(word);
    return enumToString(kLocalWords, status);
}

bool isTerminal(OperationStatus status)
{
    return status == OperationStatus::Completed || status == OperationStatus::Failed
        || status == OperationStatus::Cancelled || status == OperationStatus::Expired
        || status == OperationStatus::NotFound;
}

OperationStatus fromServerWord(const QString &word)
{
    return enumFromString(kServerWords, word, OperationStatus::Unknown, Qt::CaseInsensitive);
}

OperationStatus fromString(const QString &word)
{
    OperationStatus status = OperationStatus::Unknown;
    return enumFromString(kLocalWords, word, &status) ? status : fromServerWord(word);
}

} // namespace Statuses
} // namespace Mcp

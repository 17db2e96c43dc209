// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "wirecheck.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include "jsonschema.h"
#include "mcpprotocol.h"

namespace Mcp {

namespace {

using Qt::StringLiterals::operator""_L1;

// The rules of one era: each definition as a schema of its own (with the era's definitions to refer to).
struct EraRules
{
    QString version;
    QHash<QString, QJsonObject> schemas; // definition name → {"$ref": "#/$defs/Name", "$defs": …}
    QHash<QString, std::pair<QString, QString>> requests; // method → (request, result) definition names
    QHash<QString, QString> notifications; // method → definition name
    QString taskResult;
    QString inputRequiredResult;

    QJsonObject schema(const QString &name) const { return schemas.value(name); }
};

struct Rules
{
    EraRules legacy;
    EraRules modern;
};

EraRules loadEra(const QString &version, const QJsonObject &era)
{
    EraRules rules;
    rules.version = version;
    const QJsonObject defs = era.value("$defs"_L1).toObject();
    for (auto it = defs.begin(); it != defs.end(); ++it) {
        QJsonObject schema;
        schema.insert(QStringLiteral("$ref"), QString(QStringLiteral("#/$defs/") + it.key()));
        schema.insert(QStringLiteral("$defs"), defs);
        rules.schemas.insert(it.key(), schema);
    }
    const QJsonObject requests = era.value("requests"_L1).toObject();
    for (auto it = requests.begin(); it != requests.end(); ++it) {
        const QJsonObject pair = it.value().toObject();
        rules.requests.insert(it.key(), {pair.value("request"_L1).toString(), pair.value("result"_L1).toString()});
    }
    const QJsonObject notifications = era.value("notifications"_L1).toObject();
    for (auto it = notifications.begin(); it != notifications.end(); ++it)
        rules.notifications.insert(it.key(), it.value().toString());
    rules.taskResult = era.value("taskResult"_L1).toString();
    rules.inputRequiredResult = era.value("inputRequiredResult"_L1).toString();
    return rules;
}

const Rules &rules()
{
    static const Rules loaded = [] {
        QFile file(QStringLiteral(":/mcp/protocol/wirerules.json"));
        Rules r;
        if (!file.open(QIODevice::ReadOnly)) {
            qWarning("wire check: the rules resource is missing; only the JSON-RPC envelope is checked");
            return r;
        }
        const QJsonObject eras = QJsonDocument::fromJson(file.readAll()).object().value("eras"_L1).toObject();
        // The rules of the newest version of each era (older 2025 versions are judged by 2025-11-25's).
        const QString legacy = ProtocolVersion::legacy().constFirst();
        r.legacy = loadEra(legacy, eras.value(legacy).toObject());
        r.modern = loadEra(ProtocolVersion::modern(), eras.value(ProtocolVersion::modern()).toObject());
        return r;
    }();
    return loaded;
}

const EraRules &eraOf(const QString &version)
{
    return ProtocolVersion::isModern(version) ? rules().modern : rules().legacy;
}

const EraRules &otherEra(const EraRules &era)
{
    return &era == &rules().modern ? rules().legacy : rules().modern;
}

// What the schema finds wrong, the first few problems of it; empty when nothing.
QString firstProblem(const QJsonObject &schema, const QJsonValue &value, const QString &label)
{
    constexpr int Shown = 4;
    if (schema.isEmpty())
        return QString();
    const QStringList problems = JsonSchema::validate(schema, value, QString(), label);
    const QString shown = problems.mid(0, Shown).join(QStringLiteral("; "));
    if (problems.size() <= Shown)
        return shown;
    return WireCheck::tr("%1 (and %2 more)").arg(shown).arg(problems.size() - Shown);
}

bool isId(const QJsonValue &id)
{
    return id.isString() || (id.isDouble() && id.toDouble() == double(qint64(id.toDouble())));
}

// The JSON-RPC 2.0 envelope: what every message is, whatever its method.
QString envelopeProblem(const QJsonObject &message)
{
    if (message.value("jsonrpc"_L1) != QLatin1String("2.0"))
        return WireCheck::tr("not a JSON-RPC 2.0 message: \"jsonrpc\" must be \"2.0\"");
    const QJsonValue method = message.value("method"_L1);
    const QJsonValue id = message.value("id"_L1);
    if (message.contains("method"_L1)) {
        if (!method.isString())
            return WireCheck::tr("not a JSON-RPC message: \"method\" must be text");
        if (message.contains("id"_L1) && !isId(id))
            return WireCheck::tr("%1: the id must be text or a whole number").arg(method.toString());
        const QJsonValue params = message.value("params"_L1);
        if (message.contains("params"_L1) && !params.isObject())
            return WireCheck::tr("%1: params must be an object").arg(method.toString());
        return QString();
    }
    const bool hasResult = message.contains("result"_L1);
    const bool hasError = message.contains("error"_L1);
    if (hasResult == hasError)
        return WireCheck::tr("not a JSON-RPC message: a response has either a result or an error");
    if (hasResult) {
        if (!isId(id))
            return WireCheck::tr("not a JSON-RPC message: a result's id must be text or a whole number");
        if (!message.value("result"_L1).isObject())
            return WireCheck::tr("not a JSON-RPC message: a result must be an object");
        return QString();
    }
    if (!id.isNull() && !isId(id))
        return WireCheck::tr("not a JSON-RPC message: an error's id must be text, a whole number or null");
    const QJsonObject error = message.value("error"_L1).toObject();
    const QJsonValue code = error.value("code"_L1);
    if (!code.isDouble() || code.toDouble() != double(qint64(code.toDouble())))
        return WireCheck::tr("error: the code must be a whole number");
    if (!error.value("message"_L1).isString())
        return WireCheck::tr("error: the message must be text");
    return QString();
}

// The message's era when the link has none yet (the handshake): its own _meta, or its method.
QString versionNamedBy(const QJsonObject &message)
{
    const QString own =
        message.value("params"_L1).toObject().value("_meta"_L1).toObject().value(MetaKey::protocolVersion()).toString();
    if (!own.isEmpty())
        return own;
    const QString method = message.value("method"_L1).toString();
    if (method == QLatin1String("initialize") || method == QLatin1String("notifications/initialized"))
        return ProtocolVersion::legacy().constFirst();
    if (method == QLatin1String("server/discover"))
        return ProtocolVersion::modern();
    return QString();
}

// The progress notification by hand: a flood of them costs a few lookups each, not a schema walk.
bool isPlainProgress(const QJsonObject &message)
{
    const QJsonObject params = message.value("params"_L1).toObject();
    const QJsonValue token = params.value("progressToken"_L1);
    if (!(token.isString() || isId(token)) || !params.value("progress"_L1).isDouble())
        return false;
    for (auto it = params.begin(); it != params.end(); ++it) {
        const QString name = it.key();
        const bool fits = name == "total"_L1 ? it.value().isDouble()
            : name == "message"_L1           ? it.value().isString()
                                             : name == "progressToken"_L1 || name == "progress"_L1;
        if (!fits)
            return false; // anything else (even _meta) goes the general way
    }
    return true;
}

// The answers that make a request outside the rules a probe: invalid request, method not found, invalid params.
bool isRefusal(const QJsonObject &response)
{
    const int code = response.value("error"_L1).toObject().value("code"_L1).toInt();
    return code == -32600 || code == -32601 || code == -32602;
}

QString idKey(bool outgoing, const QJsonValue &id)
{
    const QChar side = outgoing ? u'>' : u'<';
    if (id.isString())
        return QString(side + QStringLiteral("s") + id.toString());
    return QString(side + QString::number(id.toDouble(), 'g', 17));
}

} // namespace

bool WireCheck::knowsRequest(const QString &version, const QString &method)
{
    return eraOf(version).requests.contains(method);
}

void WireCheck::reset()
{
    m_open.clear();
}

QList<WireCheck::Fault> WireCheck::check(
    bool outgoing, const QJsonObject &message, const QString &linkVersion, qint64 tag)
{
    ++m_checked;
    QList<Fault> faults;
    const QString envelope = envelopeProblem(message);
    if (!envelope.isEmpty()) {
        faults.append({tag, envelope});
        return faults;
    }
    QString version = linkVersion.isEmpty() ? versionNamedBy(message) : linkVersion;
    const QJsonValue id = message.value("id"_L1);
    if (message.contains("method"_L1)) {
        const QString method = message.value("method"_L1).toString();
        if (!message.contains("id"_L1)) {
            const QString problem = checkNotification(message, method, version);
            if (!problem.isEmpty())
                faults.append({tag, problem});
            return faults;
        }
        const QJsonObject params = message.value("params"_L1).toObject();
        m_open.insert(idKey(outgoing, id),
            Open {method, version, checkRequest(message, method, version), params.value("taskId"_L1).toString(), tag,
                params.contains("task"_L1)});
        return faults;
    }
    // A response: judged against its request, which went the other way.
    const QString requestKey = idKey(!outgoing, id);
    if (!m_open.contains(requestKey))
        return faults; // an answer to nothing this check saw: the protocol lint's business
    Open request = m_open.take(requestKey);
    if (!request.problem.isEmpty()) {
        if (!isRefusal(message))
            faults.append(
                {request.tag, WireCheck::tr("%1, and it was answered as if it were not").arg(request.problem)});
        return faults;
    }
    if (request.version.isEmpty())
        request.version = version;
    if (message.contains("result"_L1)) {
        const QString problem = checkResult(message.value("result"_L1).toObject(), request);
        if (!problem.isEmpty())
            faults.append({tag, problem});
    }
    return faults;
}

QString WireCheck::checkRequest(const QJsonObject &message, const QString &method, const QString &version) const
{
    const EraRules &era = eraOf(version);
    const auto found = era.requests.constFind(method);
    if (found == era.requests.constEnd()) {
        if (otherEra(era).requests.contains(method))
            return WireCheck::tr("%1 is not a request of protocol %2").arg(method, era.version);
        return QString(); // a method no revision has: the envelope was all there was to check
    }
    const QString problem = firstProblem(era.schema(found->first), message, WireCheck::tr("the request"));
    return problem.isEmpty() ? QString() : WireCheck::tr("%1 request: %2").arg(method, problem);
}

QString WireCheck::checkNotification(const QJsonObject &message, const QString &method, const QString &version) const
{
    if (method == QLatin1String("notifications/progress") && isPlainProgress(message))
        return QString();
    const EraRules &era = eraOf(version);
    const auto found = era.notifications.constFind(method);
    if (found == era.notifications.constEnd()) {
        if (otherEra(era).notifications.contains(method))
            return WireCheck::tr("%1 is not a notification of protocol %2").arg(method, era.version);
        return QString();
    }
    const QString problem = firstProblem(era.schema(*found), message, WireCheck::tr("the notification"));
    return problem.isEmpty() ? QString() : WireCheck::tr("%1: %2").arg(method, problem);
}

QString WireCheck::checkResult(const QJsonObject &result, const Open &request)
{
    const EraRules &era = eraOf(request.version);
    const bool modern = &era == &rules().modern;
    const QString &method = request.method;
    const auto found = era.requests.constFind(method);
    if (found == era.requests.constEnd())
        return QString();
    const auto fail = [&](const QString &what, const QString &definition) {
        const QString problem = firstProblem(era.schema(definition), result, WireCheck::tr("the result"));
        return problem.isEmpty() ? QString() : WireCheck::tr("%1: %2").arg(what, problem);
    };
    // The payload of a 2025-11-25 task is the result of the request that made the task.
    if (!modern && method == QLatin1String("tasks/result")) {
        const QString created = m_taskMethods.value(request.taskId);
        const auto made = era.requests.constFind(created);
        if (made != era.requests.constEnd())
            return fail(WireCheck::tr("tasks/result result (of %1)").arg(created), made->second);
    }
    // A request augmented with a task is answered with the task it made, or as usual by a receiver that ignores
    // the augmentation.
    if (!modern && request.task && result.contains("task"_L1)) {
        const QString taskId = result.value("task"_L1).toObject().value("taskId"_L1).toString();
        if (!taskId.isEmpty())
            m_taskMethods.insert(taskId, method);
        return fail(WireCheck::tr("%1 task result").arg(method), era.taskResult);
    }
    if (modern) {
        const QString resultType = result.value("resultType"_L1).toString();
        if (resultType == QLatin1String("task") && method == QLatin1String("tools/call"))
            return fail(WireCheck::tr("tools/call task result"), era.taskResult);
        if (resultType == QLatin1String("input_required"))
            return fail(WireCheck::tr("%1 input_required result").arg(method), era.inputRequiredResult);
    }
    return fail(WireCheck::tr("%1 result").arg(method), found->second);
}

} // namespace Mcp

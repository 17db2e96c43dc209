// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "wirecheck.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include "jsonschema.h"

namespace Mcp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Mcp::WireCheck", text);
}

QLatin1String key(const char *name)
{
    return QLatin1String(name);
}

const QString kVersionMetaKey = QStringLiteral("io.modelcontextprotocol/protocolVersion");
const QString kLegacy = QStringLiteral("2025-11-25");
const QString kModern = QStringLiteral("2026-07-28");

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
    const QJsonObject defs = era.value(key("$defs")).toObject();
    for (auto it = defs.begin(); it != defs.end(); ++it) {
        QJsonObject schema;
        schema.insert(QStringLiteral("$ref"), QString(QStringLiteral("#/$defs/") + it.key()));
        schema.insert(QStringLiteral("$defs"), defs);
        rules.schemas.insert(it.key(), schema);
    }
    const QJsonObject requests = era.value(key("requests")).toObject();
    for (auto it = requests.begin(); it != requests.end(); ++it) {
        const QJsonObject pair = it.value().toObject();
        rules.requests.insert(it.key(), {pair.value(key("request")).toString(), pair.value(key("result")).toString()});
    }
    const QJsonObject notifications = era.value(key("notifications")).toObject();
    for (auto it = notifications.begin(); it != notifications.end(); ++it)
        rules.notifications.insert(it.key(), it.value().toString());
    rules.taskResult = era.value(key("taskResult")).toString();
    rules.inputRequiredResult = era.value(key("inputRequiredResult")).toString();
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
        const QJsonObject eras = QJsonDocument::fromJson(file.readAll()).object().value(key("eras")).toObject();
        r.legacy = loadEra(kLegacy, eras.value(kLegacy).toObject());
        r.modern = loadEra(kModern, eras.value(kModern).toObject());
        return r;
    }();
    return loaded;
}

bool isModern(const QString &version)
{
    return !version.isEmpty() && version >= kModern;
}

const EraRules &eraOf(const QString &version)
{
    return isModern(version) ? rules().modern : rules().legacy;
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
    return tr("%1 (and %2 more)").arg(shown).arg(problems.size() - Shown);
}

bool isId(const QJsonValue &id)
{
    return id.isString() || (id.isDouble() && id.toDouble() == double(qint64(id.toDouble())));
}

// The JSON-RPC 2.0 envelope: what every message is, whatever its method.
QString envelopeProblem(const QJsonObject &message)
{
    if (message.value(key("jsonrpc")) != QLatin1String("2.0"))
        return tr("not a JSON-RPC 2.0 message: \"jsonrpc\" must be \"2.0\"");
    const QJsonValue method = message.value(key("method"));
    const QJsonValue id = message.value(key("id"));
    if (message.contains(key("method"))) {
        if (!method.isString())
            return tr("not a JSON-RPC message: \"method\" must be text");
        if (message.contains(key("id")) && !isId(id))
            return tr("%1: the id must be text or a whole number").arg(method.toString());
        const QJsonValue params = message.value(key("params"));
        if (message.contains(key("params")) && !params.isObject())
            return tr("%1: params must be an object").arg(method.toString());
        return QString();
    }
    const bool hasResult = message.contains(key("result"));
    const bool hasError = message.contains(key("error"));
    if (hasResult == hasError)
        return tr("not a JSON-RPC message: a response has either a result or an error");
    if (hasResult) {
        if (!isId(id))
            return tr("not a JSON-RPC message: a result's id must be text or a whole number");
        if (!message.value(key("result")).isObject())
            return tr("not a JSON-RPC message: a result must be an object");
        return QString();
    }
    if (!id.isNull() && !isId(id))
        return tr("not a JSON-RPC message: an error's id must be text, a whole number or null");
    const QJsonObject error = message.value(key("error")).toObject();
    const QJsonValue code = error.value(key("code"));
    if (!code.isDouble() || code.toDouble() != double(qint64(code.toDouble())))
        return tr("error: the code must be a whole number");
    if (!error.value(key("message")).isString())
        return tr("error: the message must be text");
    return QString();
}

// The message's era when the link has none yet (the handshake): its own _meta, or its method.
QString versionNamedBy(const QJsonObject &message)
{
    const QString own =
        message.value(key("params")).toObject().value(key("_meta")).toObject().value(kVersionMetaKey).toString();
    if (!own.isEmpty())
        return own;
    const QString method = message.value(key("method")).toString();
    if (method == QLatin1String("initialize") || method == QLatin1String("notifications/initialized"))
        return kLegacy;
    if (method == QLatin1String("server/discover"))
        return kModern;
    return QString();
}

// The progress notification by hand: a flood of them costs a few lookups each, not a schema walk.
bool isPlainProgress(const QJsonObject &message)
{
    const QJsonObject params = message.value(key("params")).toObject();
    const QJsonValue token = params.value(key("progressToken"));
    if (!(token.isString() || isId(token)) || !params.value(key("progress")).isDouble())
        return false;
    for (auto it = params.begin(); it != params.end(); ++it) {
        const QString name = it.key();
        if (name == QLatin1String("total") ? !it.value().isDouble()
                : name == QLatin1String("message")
                ? !it.value().isString()
                : name != QLatin1String("progressToken") && name != QLatin1String("progress"))
            return false; // anything else (even _meta) goes the general way
    }
    return true;
}

// The answers that make a request outside the rules a probe: invalid request, method not found, invalid params.
bool isRefusal(const QJsonObject &response)
{
    const int code = response.value(key("error")).toObject().value(key("code")).toInt();
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

QString WireCheck::modernVersion()
{
    return kModern;
}

bool WireCheck::knowsRequest(const QString &version, const QString &method)
{
    return eraOf(version).requests.contains(method);
}

void WireCheck::reset()
{
    m_open.clear();
    m_openOrder.clear();
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
    const QJsonValue id = message.value(key("id"));
    if (message.contains(key("method"))) {
        const QString method = message.value(key("method")).toString();
        if (!message.contains(key("id"))) {
            const QString problem = checkNotification(message, method, version);
            if (!problem.isEmpty())
                faults.append({tag, problem});
            return faults;
        }
        const QJsonObject params = message.value(key("params")).toObject();
        remember(idKey(outgoing, id),
            Open {method, version, checkRequest(message, method, version), params.value(key("taskId")).toString(), tag,
                params.contains(key("task"))});
        return faults;
    }
    // A response: judged against its request, which went the other way.
    const QString requestKey = idKey(!outgoing, id);
    const auto it = m_open.constFind(requestKey);
    if (it == m_open.constEnd())
        return faults; // an answer to nothing this check saw: the protocol lint's business
    Open request = it.value();
    m_open.erase(it);
    if (!request.problem.isEmpty()) {
        if (!isRefusal(message))
            faults.append({request.tag, tr("%1, and it was answered as if it were not").arg(request.problem)});
        return faults;
    }
    if (request.version.isEmpty())
        request.version = version;
    if (message.contains(key("result"))) {
        const QString problem = checkResult(message.value(key("result")).toObject(), request);
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
            return tr("%1 is not a request of protocol %2").arg(method, era.version);
        return QString(); // a method no revision has: the envelope was all there was to check
    }
    const QString problem = firstProblem(era.schema(found->first), message, tr("the request"));
    return problem.isEmpty() ? QString() : tr("%1 request: %2").arg(method, problem);
}

QString WireCheck::checkNotification(const QJsonObject &message, const QString &method, const QString &version) const
{
    if (method == QLatin1String("notifications/progress") && isPlainProgress(message))
        return QString();
    const EraRules &era = eraOf(version);
    const auto found = era.notifications.constFind(method);
    if (found == era.notifications.constEnd()) {
        if (otherEra(era).notifications.contains(method))
            return tr("%1 is not a notification of protocol %2").arg(method, era.version);
        return QString();
    }
    const QString problem = firstProblem(era.schema(*found), message, tr("the notification"));
    return problem.isEmpty() ? QString() : tr("%1: %2").arg(method, problem);
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
        const QString problem = firstProblem(era.schema(definition), result, tr("the result"));
        return problem.isEmpty() ? QString() : tr("%1: %2").arg(what, problem);
    };
    // The payload of a 2025-11-25 task is the result of the request that made the task.
    if (!modern && method == QLatin1String("tasks/result")) {
        const QString created = m_taskMethods.value(request.taskId);
        const auto made = era.requests.constFind(created);
        if (made != era.requests.constEnd())
            return fail(tr("tasks/result result (of %1)").arg(created), made->second);
    }
    // A request augmented with a task is answered with the task it made, or as usual by a receiver that ignores
    // the augmentation.
    if (!modern && request.task && result.contains(key("task"))) {
        const QString taskId = result.value(key("task")).toObject().value(key("taskId")).toString();
        if (!taskId.isEmpty()) {
            if (m_taskMethods.size() >= MaxOpenRequests)
                m_taskMethods.clear();
            m_taskMethods.insert(taskId, method);
        }
        return fail(tr("%1 task result").arg(method), era.taskResult);
    }
    if (modern) {
        const QString resultType = result.value(key("resultType")).toString();
        if (resultType == QLatin1String("task") && method == QLatin1String("tools/call"))
            return fail(tr("tools/call task result"), era.taskResult);
        if (resultType == QLatin1String("input_required"))
            return fail(tr("%1 input_required result").arg(method), era.inputRequiredResult);
    }
    return fail(tr("%1 result").arg(method), found->second);
}

void WireCheck::remember(const QString &key, Open &&open)
{
    if (!m_open.contains(key))
        m_openOrder << key;
    m_open.insert(key, std::move(open));
    // Bounded: requests never answered must not grow the map, answered ones not the order list.
    if (m_openOrder.size() > 2 * MaxOpenRequests) {
        QList<QString> live;
        for (const QString &k : std::as_const(m_openOrder)) {
            if (m_open.contains(k))
                live << k;
        }
        m_openOrder = std::move(live);
    }
    while (m_open.size() > MaxOpenRequests && !m_openOrder.isEmpty())
        m_open.remove(m_openOrder.takeFirst());
}

} // namespace Mcp

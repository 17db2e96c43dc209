// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Checks every message of a wire log (the wire-<pid>.jsonl files that MCP_ASYNC_WIRE_LOG makes the client write,
// see model/transport/wirelog.h) against the wire schemas of the official TypeScript SDK v2 for the protocol version
// each link negotiated: the 2025-11-25 and 2026-07-28 codecs of @modelcontextprotocol/client (requests, results,
// notifications, the 2026-07-28 request envelope) and the tasks schemas of @modelcontextprotocol/ext-tasks (v1 for
// 2025-11-25 tasks, v2 for the tasks extension). Methods that no spec revision has (the proposal dialects) are only
// checked as JSON-RPC messages.
//
//   node wire-check.mjs [--expect-traffic] DIR
//       exit 0 when every message passes, 1 when one fails (each failure is printed) or, with --expect-traffic, when
//       nothing was logged at all; 2 on a usage error or an unreadable log
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, 'package.json'));

const args = process.argv.slice(2);
const expectTraffic = args[0] === '--expect-traffic';
const dir = expectTraffic ? args[1] : args[0];
if (!dir) {
    console.error('usage: wire-check.mjs [--expect-traffic] DIR');
    process.exit(2);
}

// The per-era codecs are the SDK's own (what its client and server validate with), not exported by name: find the
// bundle chunk that defines them and the name it exports codecForVersion under.
const clientDist = join(dirname(require.resolve('@modelcontextprotocol/client')), '.');
const chunk = readdirSync(clientDist).find(
    (f) => f.endsWith('.mjs') && readFileSync(join(clientDist, f), 'utf8').includes('const rev2026Codec = {'));
if (!chunk) {
    console.error('wire-check: the SDK bundle has no rev2026Codec; pin a @modelcontextprotocol/client that does');
    process.exit(2);
}
const chunkText = readFileSync(join(clientDist, chunk), 'utf8');
const exported = (name) => {
    const match = chunkText.match(new RegExp(`\\b${name} as (\\w+)\\b`));
    if (!match) {
        console.error(`wire-check: the SDK bundle does not export ${name}`);
        process.exit(2);
    }
    return match[1];
};
const sdk = await import(pathToFileURL(join(clientDist, chunk)).href);
const codecForVersion = sdk[exported('codecForVersion')];
const JSONRPCMessageSchema = sdk[exported('JSONRPCMessageSchema')];
const tasksV1 = await import('@modelcontextprotocol/ext-tasks/core/v1');
const tasksV2 = await import('@modelcontextprotocol/ext-tasks/core/v2');

const LEGACY = '2025-11-25';
const MODERN = '2026-07-28';
const isModern = (version) => version !== undefined && version >= MODERN;

// The tasks methods, per era, with the schemas of their requests and results (full messages for requests).
const taskRequests = {
    [LEGACY]: {
        'tasks/get': [tasksV1.GetTaskRequestV1Schema, tasksV1.GetTaskResultV1Schema],
        'tasks/result': [tasksV1.GetTaskResultRequestV1Schema, tasksV1.TaskResultV1Schema],
        'tasks/list': [tasksV1.ListTasksRequestV1Schema, tasksV1.ListTasksResultV1Schema],
        'tasks/cancel': [tasksV1.CancelTaskRequestV1Schema, tasksV1.CancelTaskResultV1Schema],
    },
    [MODERN]: {
        'tasks/get': [tasksV2.GetTaskRequestV2Schema, tasksV2.GetTaskResultV2Schema],
        'tasks/update': [tasksV2.UpdateTaskRequestV2Schema, tasksV2.UpdateTaskResultV2Schema],
        'tasks/cancel': [tasksV2.CancelTaskRequestV2Schema, tasksV2.CancelTaskResultV2Schema],
    },
};
const taskNotifications = {
    [LEGACY]: { 'notifications/tasks/status': tasksV1.TaskStatusNotificationV1Schema },
    [MODERN]: { 'notifications/tasks': tasksV2.TaskStatusNotificationV2Schema },
};
const ERA_OF_HANDSHAKE = { initialize: LEGACY, 'notifications/initialized': LEGACY, 'server/discover': MODERN };
const VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';

function issues(zodError) {
    const list = zodError?.issues ?? (() => {
        try {
            return JSON.parse(String(zodError));
        } catch {
            return [{ path: [], message: String(zodError) }];
        }
    })();
    return list.map((i) => `${i.path?.length ? i.path.join('.') : '(message)'}: ${i.message}`).join('; ');
}
function parse(schema, value) {
    const parsed = schema.safeParse(value);
    return parsed.success ? null : issues(parsed.error);
}
function codecResult(outcome) {
    if (outcome.ok || outcome.reason === 'not-in-era')
        return null;
    return issues(outcome.message);
}
const eraOf = (version) => (isModern(version) ? MODERN : LEGACY);

let checked = 0;
let extension = 0;
let probes = 0;
const taskMethods = new Map(); // 2025-11-25 task id → the method of the request that created it
// The answers that make a request outside the schema a probe: invalid request, method not found, invalid params.
const REFUSALS = [-32600, -32601, -32602];
const failures = [];
const perMethod = new Map();

const describe = (where, version, what, message) =>
    `${where} [${version || 'handshake'}] ${what}\n    ${JSON.stringify(message).slice(0, 400)}`;

// Checks one message. Returns the message when it is a response (the caller checks it against its request), and
// {problem} for a request that fails (decided when its answer comes: see probes).
function check(where, message, version) {
    checked++;
    const fail = (what) => failures.push(describe(where, version, what, message));
    const envelope = parse(JSONRPCMessageSchema, message);
    if (envelope)
        return fail(`not a JSON-RPC message: ${envelope}`);
    const era = eraOf(version);
    const codec = codecForVersion(era);
    const method = message.method;
    if (method !== undefined && message.id !== undefined) {
        perMethod.set(method, (perMethod.get(method) ?? 0) + 1);
        const problem = (what) => ({ problem: describe(where, version, what, message) });
        const task = taskRequests[era][method];
        if (task) {
            const e = parse(task[0], message);
            return e ? problem(`${method} request: ${e}`) : undefined;
        }
        if (!codec.hasRequestMethod(method) && !codec.hasInputRequestMethod(method)) {
            const other = codecForVersion(era === MODERN ? LEGACY : MODERN);
            if (other.hasRequestMethod(method) || taskRequests[era === MODERN ? LEGACY : MODERN][method])
                return problem(`${method} is not a request of protocol ${era}`);
            extension++;
            return;
        }
        const body = { method, ...(message.params !== undefined && { params: message.params }) };
        const e = codec.hasRequestMethod(method) ? codecResult(codec.validateRequest(method, body))
                                                 : codecResult(codec.validateInputRequest(method, body));
        if (e)
            return problem(`${method} request: ${e}`);
        if (era === MODERN && codec.hasRequestMethod(method)) {
            const meta = message.params?._meta;
            const envelopeIssues = codec.validateEnvelopeMeta(meta ?? {});
            if (envelopeIssues.length)
                return problem(`${method} request _meta: ${envelopeIssues.map((i) => `${i.key}: ${i.problem}`).join('; ')}`);
        }
        return;
    }
    if (method !== undefined) {
        perMethod.set(method, (perMethod.get(method) ?? 0) + 1);
        const task = taskNotifications[era][method];
        if (task)
            return void ((e) => e && fail(`${method}: ${e}`))(parse(task, message));
        if (!codec.hasNotificationMethod(method)) {
            const otherEra = era === MODERN ? LEGACY : MODERN;
            if (codecForVersion(otherEra).hasNotificationMethod(method) || taskNotifications[otherEra][method])
                return fail(`${method} is not a notification of protocol ${era}`);
            extension++;
            return;
        }
        const body = { method, ...(message.params !== undefined && { params: message.params }) };
        const problem = codecResult(codec.validateNotification(method, body));
        if (problem)
            fail(`${method}: ${problem}`);
        return;
    }
    return { response: message }; // checked against its request by the caller
}

function checkResult(where, message, request, version) {
    if (!('result' in message))
        return; // an error response: its shape was checked as a JSON-RPC message
    const era = eraOf(version);
    const codec = codecForVersion(era);
    const method = request.method;
    const result = message.result;
    const fail = (what) => failures.push(`${where} [${version}] ${what}\n    ${JSON.stringify(message).slice(0, 400)}`);
    const failIf = (what, e) => e && fail(`${what}: ${e}`);
    const task = taskRequests[era][method];
    if (task) {
        // The payload of a 2025-11-25 task is the result of the request that created the task.
        const created = method === 'tasks/result' ? taskMethods.get(request.taskId) : undefined;
        if (created)
            return failIf(`${method} result (of ${created})`, codecResult(codec.validateResult(created, result)));
        return failIf(`${method} result`, parse(task[1], result));
    }
    // A request augmented with a task (2025-11-25) is answered with the task it created, or as usual by a receiver
    // that has no tasks for it (the spec lets it ignore the augmentation).
    if (era === LEGACY && request.task && result && typeof result === 'object' && 'task' in result) {
        if (typeof result?.task?.taskId === 'string')
            taskMethods.set(result.task.taskId, method);
        return failIf(`${method} task result`, parse(tasksV1.CreateTaskResultV1Schema, result));
    }
    if (method === 'tools/call' && era === MODERN && result?.resultType === 'task')
        return failIf('tools/call task result', parse(tasksV2.CreateTaskResultV2Schema, result));
    if (codec.hasInputRequestMethod(method) && !codec.hasRequestMethod(method))
        return failIf(`${method} result`, codecResult(codec.validateInputResponse(method, result)));
    if (era === MODERN && codec.hasRequestMethod(method)) {
        // As the SDK's client reads a 2026-07-28 result: resultType first, then the wire schema of what it says.
        const decoded = codec.decodeResult(method, result);
        if (decoded.kind === 'invalid')
            return fail(`${method} result: ${String(decoded.error?.message ?? 'invalid')
                .replace(/\[\s*\{[\s\S]*\]\s*$/, (list) => issues(list))}`);
        if (decoded.kind === 'input_required') {
            for (const [key, input] of Object.entries(decoded.inputRequests ?? {})) {
                const e = codecResult(codec.validateInputRequest(input?.method, input));
                if (e)
                    fail(`${method} input request ${key}: ${e}`);
            }
            return;
        }
    }
    failIf(`${method} result`, codecResult(codec.validateResult(method, result)));
}

let files;
try {
    files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
} catch (error) {
    console.error(`wire-check: cannot read ${dir}: ${error.message}`);
    process.exit(2);
}

for (const file of files) {
    // Requests by link, direction and id, with the version they were sent under.
    const open = new Map();
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
        if (!line.trim())
            return;
        const where = `${file}:${index + 1}`;
        let entry;
        try {
            entry = JSON.parse(line);
        } catch {
            failures.push(`${where} a line of the log is not JSON (a process killed mid-write?)`);
            return;
        }
        const { link, out, frame } = entry;
        let version = entry.version || undefined;
        const side = out ? 'sent' : 'received';
        if (typeof frame === 'string') {
            failures.push(`${where} ${side} a frame that is not JSON: ${frame.slice(0, 200)}`);
            return;
        }
        const messages = Array.isArray(frame) ? frame : [frame];
        if (Array.isArray(frame))
            failures.push(`${where} ${side} a JSON-RPC batch, which no current protocol version allows`);
        for (const message of messages) {
            if (version === undefined && message && typeof message === 'object') {
                // During the handshake the link has no version yet: the message names its own era.
                version = message.params?._meta?.[VERSION_META_KEY] ?? ERA_OF_HANDSHAKE[message.method];
                if (version === undefined && message.id !== undefined && !message.method)
                    version = open.get(`${link}/${!out}/${JSON.stringify(message.id)}`)?.version;
            }
            const outcome = check(`${where} ${side}`, message, version);
            if (message && typeof message === 'object' && message.method !== undefined && message.id !== undefined) {
                open.set(`${link}/${out}/${JSON.stringify(message.id)}`,
                    { method: message.method, version, task: !!message.params?.task, taskId: message.params?.taskId,
                        problem: outcome?.problem });
            }
            if (outcome?.response) {
                const response = outcome.response;
                const key = `${link}/${!out}/${JSON.stringify(response.id)}`;
                const request = open.get(key);
                if (request) {
                    open.delete(key);
                    if (request.problem) {
                        // A request that breaks the schema passes only as a probe that the peer refused as the
                        // spec says (the suites ask the server for what an era does not have, on purpose).
                        if (REFUSALS.includes(response.error?.code))
                            probes++;
                        else
                            failures.push(`${request.problem}\n    and it was answered: ${JSON.stringify(response).slice(0, 200)}`);
                    } else
                        checkResult(`${where} ${side}`, response, request, request.version ?? version);
                }
            }
        }
    });
    for (const request of open.values()) {
        if (request.problem)
            failures.push(`${request.problem}\n    and it got no answer`);
    }
}

const methods = [...perMethod.entries()].sort((a, b) => b[1] - a[1]).map(([m, n]) => `${m} ${n}`).join(', ');
console.log(`wire-check: ${checked} messages in ${files.length} log(s), ${extension} of them in methods no spec `
    + `revision has (checked as JSON-RPC only), ${probes} probes outside the schema that the peer refused; `
    + `${failures.length} failed the schema`);
if (methods)
    console.log(`  by method: ${methods}`);
for (const failure of failures.slice(0, 50))
    console.log(`FAIL ${failure}`);
if (failures.length > 50)
    console.log(`… and ${failures.length - 50} more`);
if (expectTraffic && checked === 0) {
    console.log('FAIL nothing was logged: is MCP_ASYNC_WIRE_LOG reaching the client?');
    process.exit(1);
}
process.exit(failures.length ? 1 : 0);

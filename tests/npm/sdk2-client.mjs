// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The official TypeScript SDK v2 client (@modelcontextprotocol/client) and the official tasks-extension requester
// (@modelcontextprotocol/ext-tasks/client) against our demo server, for the CTest tests interop_sdk2_client_*: the
// reference server is judged by what the reference clients accept, in both eras (2025-11-25 initialize; 2026-07-28
// server/discover with per-request _meta), not by our reading of the spec.
//
//   node sdk2-client.mjs SERVER_BINARY stdio|http legacy|modern
//
// It starts SERVER_BINARY itself with --time-scale 0.1 (stdio: as the transport's child; http: with --http 0, the
// URL read from its "listening on URL" line), connects a Client in the asked era (legacy: the SDK's default plain
// initialize; modern: versionNegotiation pinned to 2026-07-28), checks that this era is the one negotiated, then
// runs the checks below, each with a 30 s limit, one line each (PASS/FAIL name: detail) and a summary.
//   tools          tools/list holds the demo tools
//   quick_lookup   a plain call, a result without isError
//   progress       analyze_dataset with onprogress: progress notifications, increasing, then a result
//   input          deploy_service answered by the client's elicitation (its defaults) and sampling (a fixed text)
//                  handlers: legacy by server requests, modern by input_required rounds the SDK fulfils
//   task_session   the ext-tasks requester over the same Client (modern: with rawDispatch, our own request ids on
//                  the Client's transport, and v2RequestFraming, as ext-tasks asks for 2026-07-28 task traffic)
//   task_result    analyze_dataset as a task, settled to a completed result
//   task_cancel    a long analyze_dataset task cancelled; the server's task then reads cancelled
//   task_input     research_topic as a task, its sampling answered through the session's onInputRequest (the
//                  client's own handlers are removed first): legacy by server requests tied to the task, modern by
//                  inputRequests in tasks/get answered with tasks/update
// The task calls require a task. Modern servers choose: the demo server answers a plain call first and makes it a
// task after 2 s (0.2 s here), so the task durations are well above that.
// Exit 0 when every check passed, 1 otherwise, 2 on a usage error. SDK2_CLIENT_TRACE=1 prints every message on
// the wire to stderr.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { createTaskSessionFromClient, resultFromTaskOutcome } from '@modelcontextprotocol/ext-tasks/client';

const [serverBinary, transportKind, era] = process.argv.slice(2);
if (!serverBinary || !['stdio', 'http'].includes(transportKind) || !['legacy', 'modern'].includes(era)) {
    console.error('usage: sdk2-client.mjs SERVER_BINARY stdio|http legacy|modern');
    process.exit(2);
}

const CHECK_TIMEOUT_MS = 30_000;
const SERVER_ARGS = ['--time-scale', '0.1'];
const EXPECTED_VERSION = era === 'legacy' ? '2025-11-25' : '2026-07-28';
const DEMO_TOOLS = ['analyze_dataset', 'deploy_service', 'research_topic', 'flaky_pipeline', 'quick_lookup',
    'reindex_search', 'short_lived_job', 'progress_flood'];
const SAMPLED_TEXT = 'SDK2-CLIENT-SAMPLED-ANSWER';
const CLIENT_INFO = { name: 'sdk2-client', version: '1.0.0' };
const CLIENT_CAPABILITIES = { elicitation: { form: {} }, sampling: {} };
const trace = process.env.SDK2_CLIENT_TRACE === '1';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const describe = (error) => {
    if (!(error instanceof Error))
        return JSON.stringify(error);
    let text = `${error.constructor?.name ?? 'Error'}: ${error.message}`;
    if (error.code !== undefined)
        text += ` (code ${JSON.stringify(error.code)})`;
    if (error.data !== undefined)
        text += ` data ${JSON.stringify(error.data)}`;
    if (error.cause !== undefined && error.cause !== error)
        text += ` <- ${describe(error.cause)}`;
    return text.replace(/\s+/g, ' ');
};
const textOf = (result) => (Array.isArray(result?.content) ? result.content : [])
    .filter((block) => block?.type === 'text').map((block) => block.text).join('\n');
const brief = (value, max = 300) => {
    const text = (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)).replace(/\s+/g, ' ');
    return text.length > max ? `${text.slice(0, max)}…` : text;
};

// ---- the server ------------------------------------------------------------------------------------------------

const serverLog = [];
const keepLog = (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
        serverLog.push(line);
    serverLog.splice(0, Math.max(0, serverLog.length - 40));
};
let httpServer;

async function startHttpServer() {
    httpServer = spawn(serverBinary, ['--http', '0', ...SERVER_ARGS], { stdio: ['ignore', 'pipe', 'pipe'] });
    httpServer.stderr.on('data', keepLog);
    const lines = createInterface({ input: httpServer.stdout });
    return await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the server printed no "listening on" line within 10 s')), 10_000);
        httpServer.once('exit', (code, signal) => {
            clearTimeout(timer);
            reject(new Error(`the server exited before listening (code ${code}, signal ${signal})`));
        });
        lines.on('line', (line) => {
            const match = /listening on (http:\/\/\S+)/.exec(line);
            if (match) {
                clearTimeout(timer);
                resolve(new URL(match[1]));
            }
        });
    });
}

async function stopHttpServer() {
    if (!httpServer || httpServer.exitCode !== null || httpServer.signalCode !== null)
        return;
    const exited = new Promise((resolve) => httpServer.once('exit', resolve));
    httpServer.kill('SIGTERM');
    if (await Promise.race([exited.then(() => true), sleep(3000).then(() => false)]) === false)
        httpServer.kill('SIGKILL');
}

// ---- the client ------------------------------------------------------------------------------------------------

function defaultsFor(requestedSchema) {
    const content = {};
    for (const [key, property] of Object.entries(requestedSchema?.properties ?? {})) {
        if (property.default !== undefined)
            content[key] = property.default;
        else if ((requestedSchema.required ?? []).includes(key)) {
            // A required field without a default: the first choice, the minimum, true or a short word.
            if (Array.isArray(property.enum))
                content[key] = property.enum[0];
            else if (Array.isArray(property.oneOf))
                content[key] = property.oneOf[0]?.const;
            else if (property.type === 'boolean')
                content[key] = true;
            else if (property.type === 'number' || property.type === 'integer')
                content[key] = property.minimum ?? 1;
            else if (property.type === 'array')
                content[key] = property.items?.enum?.slice(0, 1) ?? [];
            else
                content[key] = 'sdk2-client';
        }
    }
    return content;
}
const samplingAnswer = () => ({
    role: 'assistant', content: { type: 'text', text: SAMPLED_TEXT }, model: 'sdk2-client-fixed', stopReason: 'endTurn',
});

// What the client's own handlers saw (the input check) and what the task session's onInputRequest saw (task_input).
const clientInputs = [];
const sessionInputs = [];

const client = new Client(CLIENT_INFO, {
    capabilities: CLIENT_CAPABILITIES,
    ...(era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {}),
});
client.onerror = (error) => {
    if (trace)
        console.error(`[client onerror] ${describe(error)}`);
};
function registerInputHandlers() {
    client.setRequestHandler('elicitation/create', async (request) => {
        const content = defaultsFor(request.params.requestedSchema);
        clientInputs.push({ method: 'elicitation/create', params: request.params, answer: content });
        return { action: 'accept', content };
    });
    client.setRequestHandler('sampling/createMessage', async (request) => {
        clientInputs.push({ method: 'sampling/createMessage', params: request.params });
        return samplingAnswer();
    });
}
registerInputHandlers();

let transport;
const pendingRaw = new Map();
let rawSequence = 0;

// Sees every message first: traces it, and takes the responses to rawDispatch's own requests (string ids the
// Client never uses) before the Client could call them unknown.
function tapTransport() {
    const forward = transport.onmessage;
    transport.onmessage = (message, extra) => {
        if (trace)
            console.error(`[<- server] ${JSON.stringify(message)}`);
        if (message && typeof message.id === 'string' && pendingRaw.has(message.id)
            && ('result' in message || 'error' in message)) {
            const pending = pendingRaw.get(message.id);
            pendingRaw.delete(message.id);
            pending(message);
            return;
        }
        forward?.call(transport, message, extra);
    };
    const send = transport.send.bind(transport);
    transport.send = (message, options) => {
        if (trace)
            console.error(`[-> server] ${JSON.stringify(message)}`);
        return send(message, options);
    };
}

// The host request coordinator ext-tasks needs for 2026-07-28 task traffic (tools/call that may answer
// resultType "task", and tasks/*), which the SDK Client's result codecs refuse: the request goes out on the same
// transport with an id of our own, and its response is taken off the transport by tapTransport.
async function rawDispatch(request, options = {}) {
    const id = `sdk2-client-raw-${++rawSequence}`;
    const message = { jsonrpc: '2.0', id, ...request };
    const timeoutMs = options.context?.requestTimeoutMs ?? CHECK_TIMEOUT_MS;
    const response = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
            pendingRaw.delete(id);
            reject(new Error(`no response to ${request.method} within ${timeoutMs} ms`));
        }, timeoutMs);
        const onAbort = () => {
            clearTimeout(timer);
            pendingRaw.delete(id);
            reject(options.signal.reason ?? new Error('aborted'));
        };
        options.signal?.addEventListener('abort', onAbort, { once: true });
        pendingRaw.set(id, (answer) => {
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            resolve(answer);
        });
        transport.send(message, options.context?.headers ? { headers: options.context.headers } : undefined)
            .catch((error) => {
                clearTimeout(timer);
                pendingRaw.delete(id);
                reject(error);
            });
    });
    return 'error' in response ? { kind: 'error', error: response.error } : { kind: 'result', result: response.result };
}

// ---- checks ----------------------------------------------------------------------------------------------------

const results = [];
function report(name, ok, detail) {
    results.push({ name, ok });
    console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
}
async function check(name, body) {
    const controller = new AbortController();
    let timer;
    try {
        const detail = await Promise.race([
            body(controller.signal),
            new Promise((_, reject) => {
                timer = setTimeout(() => {
                    controller.abort(new Error('check timed out'));
                    reject(new Error(`timed out after ${CHECK_TIMEOUT_MS / 1000} s`));
                }, CHECK_TIMEOUT_MS);
            }),
        ]);
        report(name, true, detail);
    } catch (error) {
        report(name, false, describe(error));
    } finally {
        clearTimeout(timer);
    }
}
function expect(condition, message) {
    if (!condition)
        throw new Error(message);
}
const callOptions = (signal, extra = {}) => ({ signal, timeout: CHECK_TIMEOUT_MS, ...extra });

async function connect() {
    if (transportKind === 'stdio') {
        transport = new StdioClientTransport({ command: serverBinary, args: SERVER_ARGS, stderr: 'pipe' });
        transport.stderr?.on('data', keepLog);
    } else {
        transport = new StreamableHTTPClientTransport(await startHttpServer());
    }
    await client.connect(transport, { timeout: CHECK_TIMEOUT_MS });
    tapTransport();
    const negotiatedEra = client.getProtocolEra();
    const version = client.getNegotiatedProtocolVersion();
    expect(negotiatedEra === era && version === EXPECTED_VERSION,
        `asked for ${era} (${EXPECTED_VERSION}), negotiated era ${negotiatedEra}, version ${version}`);
    return `era ${negotiatedEra}, protocol ${version}, server ${JSON.stringify(client.getServerVersion())}`;
}

async function main() {
    await check('connect', () => connect());
    if (!results[0].ok)
        return;

    await check('tools', async (signal) => {
        const { tools } = await client.listTools(undefined, callOptions(signal));
        const names = tools.map((tool) => tool.name);
        const missing = DEMO_TOOLS.filter((name) => !names.includes(name));
        expect(missing.length === 0, `missing ${missing.join(', ')} in ${names.join(', ')}`);
        return `${tools.length} tools: ${names.join(', ')}`;
    });

    await check('quick_lookup', async (signal) => {
        const result = await client.callTool({ name: 'quick_lookup', arguments: { key: 'status' } }, callOptions(signal));
        expect(result.isError !== true, `isError: ${brief(result)}`);
        expect(textOf(result).length > 0, `no text content: ${brief(result)}`);
        return brief(textOf(result), 120);
    });

    await check('progress', async (signal) => {
        const progress = [];
        const result = await client.callTool(
            { name: 'analyze_dataset', arguments: { chunks: 5, dataset: 'sales-2024', duration_seconds: 3 } },
            callOptions(signal, { onprogress: (p) => progress.push(p) }));
        expect(progress.length > 0, `no progress notification; result ${brief(result)}`);
        for (let i = 1; i < progress.length; i++)
            expect(progress[i].progress > progress[i - 1].progress,
                `progress not increasing: ${progress.map((p) => p.progress).join(', ')}`);
        expect(result.isError !== true, `isError: ${brief(result)}`);
        expect(result.structuredContent !== undefined || textOf(result).length > 0, `empty result: ${brief(result)}`);
        return `${progress.length} notifications (${progress.map((p) => `${p.progress}/${p.total ?? '?'}`).join(' ')}), `
            + `result ${brief(result.structuredContent ?? textOf(result), 150)}`;
    });

    await check('input', async (signal) => {
        clientInputs.length = 0;
        const result = await client.callTool(
            { name: 'deploy_service', arguments: { service: 'checkout-api', duration_seconds: 1 } }, callOptions(signal));
        const methods = clientInputs.map((input) => input.method);
        expect(methods.includes('elicitation/create'), `the elicitation handler was not called (handlers saw: ${methods.join(', ') || 'nothing'}); result ${brief(result)}`);
        expect(methods.includes('sampling/createMessage'), `the sampling handler was not called (handlers saw: ${methods.join(', ')}); result ${brief(result)}`);
        expect(result.isError !== true, `isError: ${brief(result)}`);
        expect(textOf(result).includes(SAMPLED_TEXT), `the result does not mention the sampled text: ${brief(result, 600)}`);
        return `handlers answered ${methods.join(', ')} (form ${brief(clientInputs.find((i) => i.answer)?.answer, 150)}); `
            + `result ${brief(textOf(result), 200)}`;
    });

    // The task checks: the task session's own input handling, not the client's handlers, must answer.
    client.removeRequestHandler('elicitation/create');
    client.removeRequestHandler('sampling/createMessage');
    const backgroundErrors = [];
    let session;
    await check('task_session', async () => {
        session = createTaskSessionFromClient(client, {
            endpointId: `mcp-async-demo-server/${transportKind}/${era}`,
            onError: (error) => backgroundErrors.push(describe(error)),
            onInputRequest: async (request, context) => {
                sessionInputs.push({ request, context });
                if (request.kind === 'sampling')
                    return samplingAnswer();
                if (request.kind === 'elicitation')
                    return { action: 'accept', content: defaultsFor(request.params.requestedSchema) };
                return { roots: [] };
            },
            ...(era === 'modern' ? {
                rawDispatch,
                v2RequestFraming: {
                    protocolVersion: client.getNegotiatedProtocolVersion(),
                    clientInfo: CLIENT_INFO,
                    clientCapabilities: CLIENT_CAPABILITIES,
                },
            } : {}),
        });
        return `generation ${era === 'modern' ? 'v2' : 'v1'}, capabilities ${JSON.stringify(session.capabilities)}`;
    });
    if (session === undefined)
        return;
    const withErrors = (text) => (backgroundErrors.length ? `${text}; session errors: ${backgroundErrors.join(' | ')}` : text);

    await check('task_result', async (signal) => {
        const execution = await session.callTool('analyze_dataset', { chunks: 4, dataset: 'sales-2024', duration_seconds: 10 },
            { signal, task: { preference: 'require' }, requestTimeoutMs: CHECK_TIMEOUT_MS });
        expect(execution.kind === 'task', `the server answered at once instead of with a task`);
        const events = [];
        const { outcome } = await execution.settle({ signal, onEvent: (event) => events.push(event.type === 'task' ? event.task.status : `outcome:${event.outcome.status}`) });
        expect(outcome.status === 'completed', withErrors(`outcome ${outcome.status}: ${describe(outcome.error ?? '')}`));
        const result = resultFromTaskOutcome(outcome);
        expect(result.isError !== true, `isError: ${brief(result)}`);
        return `task ${execution.handle.taskId}, statuses ${events.join(' > ')}, result ${brief(result.structuredContent ?? textOf(result), 150)}`;
    });

    await check('task_cancel', async (signal) => {
        const execution = await session.callTool('analyze_dataset', { chunks: 50, dataset: 'sales-2024', duration_seconds: 600 },
            { signal, task: { preference: 'require' }, requestTimeoutMs: CHECK_TIMEOUT_MS });
        expect(execution.kind === 'task', `the server answered at once instead of with a task`);
        const taskId = execution.handle.taskId;
        await sleep(500);
        await execution.cancel(signal);
        const { outcome } = await execution.settle({ signal });
        expect(outcome.status === 'cancelled', withErrors(`local outcome ${outcome.status}`));
        // ext-tasks settles on the cancel ack; the server's own view must come to cancelled too.
        const controller = session.task(taskId, { requestTimeoutMs: CHECK_TIMEOUT_MS });
        let view;
        for (let attempt = 0; attempt < 20; attempt++) {
            view = await controller.snapshot(signal);
            if (view.status !== 'working')
                break;
            await sleep(250);
        }
        expect(view.status === 'cancelled', `after the cancel the server reports ${view.status}: ${brief(view.raw)}`);
        return `task ${taskId} cancelled; the server reports ${view.status}`;
    });

    await check('task_input', async (signal) => {
        sessionInputs.length = 0;
        const execution = await session.callTool('research_topic', { topic: 'heat pumps', rounds: 2, seconds_per_round: 5 },
            { signal, task: { preference: 'require' }, requestTimeoutMs: CHECK_TIMEOUT_MS });
        expect(execution.kind === 'task', `the server answered at once instead of with a task`);
        const statuses = [];
        const seen = () => sessionInputs.map(({ request, context }) => `${request.kind}(${context.scope}/${context.delivery})`).join(', ') || 'none';
        // Settles well before the check's limit, so that a stuck task is reported with what was seen.
        const deadline = AbortSignal.any([signal, AbortSignal.timeout(CHECK_TIMEOUT_MS - 5000)]);
        let settlement;
        try {
            settlement = await execution.settle({ signal: deadline, onEvent: (event) => statuses.push(event.type === 'task'
                ? `${event.task.status}${event.task.statusMessage ? ` (${event.task.statusMessage})` : ''}` : `outcome:${event.outcome.status}`) });
        } catch (error) {
            await Promise.race([execution.cancel().catch(() => {}), sleep(2000)]);
            throw new Error(withErrors(`the task did not settle (${describe(error)}); onInputRequest saw ${seen()}; `
                + `statuses ${[...new Set(statuses)].join(' > ') || 'none'}`));
        }
        const { outcome } = settlement;
        expect(outcome.status === 'completed', withErrors(`outcome ${outcome.status}: ${describe(outcome.error ?? '')}; onInputRequest saw ${seen()}; statuses ${[...new Set(statuses)].join(' > ')}`));
        const result = resultFromTaskOutcome(outcome);
        expect(sessionInputs.some(({ request, context }) => request.kind === 'sampling' && context.scope === 'task'),
            `onInputRequest saw no task-scoped sampling request (saw: ${seen()}); result ${brief(result)}`);
        expect(result.isError !== true, `isError: ${brief(result)}`);
        expect(textOf(result).includes(SAMPLED_TEXT), `the result does not mention the sampled text: ${brief(result, 600)}`);
        return `task ${execution.handle.taskId}, onInputRequest answered ${seen()}, statuses ${[...new Set(statuses)].join(' > ')}, `
            + `result ${brief(textOf(result), 150)}`;
    });

    await Promise.race([session.close(), sleep(3000)]);
}

try {
    await main();
} catch (error) {
    report('script', false, describe(error));
} finally {
    await Promise.race([client.close().catch(() => {}), sleep(3000)]);
    await stopHttpServer();
}
const failed = results.filter((result) => !result.ok);
if (failed.length > 0 && serverLog.length > 0)
    console.log(`server stderr (last lines):\n  ${serverLog.slice(-15).join('\n  ')}`);
console.log(`${failed.length === 0 ? 'PASS' : 'FAIL'} sdk2-client ${transportKind} ${era}: `
    + `${results.length - failed.length} of ${results.length} checks passed`
    + (failed.length ? ` (failed: ${failed.map((result) => result.name).join(', ')})` : ''));
process.exit(failed.length === 0 ? 0 : 1);

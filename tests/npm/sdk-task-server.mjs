// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// A task server for tests/tst_operations_sdk.cpp, written with the experimental tasks API of the pinned
// @modelcontextprotocol/sdk (MCP 2025-11-25 Tasks), so that the client is tested against the SDK's own
// tasks/get, tasks/result, tasks/list and tasks/cancel rather than against our reading of the spec.
//
//   node sdk-task-server.mjs stdio
//   node sdk-task-server.mjs http PORT     Streamable HTTP at http://127.0.0.1:PORT/mcp, stateful sessions;
//                                           prints "listening on PORT" to stderr when ready (PORT 0: any free one)
//
// Tools:
//   slow_count {n, delayMs}            taskSupport optional: counts to n, a statusMessage per step,
//                                      result "counted to n"
//   doomed_job {steps, delayMs, failWith}
//                                      taskSupport required: gives up after `steps` steps and ends `failed`,
//                                      failWith "result": with a stored CallToolResult {isError: true};
//                                      failWith "status": with the status only (what a server does when its
//                                      work throws), so tasks/result has no result to replay
//   ask_name {}                        taskSupport required: goes input_required and asks for a name with an
//                                      elicitation/create tied to the task (delivered through tasks/result),
//                                      result "hello, NAME"
//   ping_tool {}                       a plain tool: "pong"
//
// Over HTTP every session has its own McpServer, and all share one InMemoryTaskStore, which keeps each task
// to the session that created it (tasks/get, tasks/list… of another session do not see it).
import { randomUUID } from 'node:crypto';
import * as z from 'zod/v4';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import { InMemoryTaskMessageQueue, InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks';
import { ElicitResultSchema, isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';

const POLL_INTERVAL_MS = 200; // suggested to clients in every task
const taskStore = new InMemoryTaskStore();

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
const text = (message, isError = false) => ({ content: [{ type: 'text', text: message }], ...(isError ? { isError } : {}) });

// The work of a task runs after tools/call has answered with the task. Once the task is cancelled (or its ttl
// has passed) the store refuses further updates: the work then stops.
function inBackground(taskId, work) {
    work().catch(error => console.error(`task ${taskId} stopped: ${error.message}`));
}

// getTask and getTaskResult of a task tool: straight from the store.
const fromStore = {
    getTask: async (_args, { taskId, taskStore }) => taskStore.getTask(taskId),
    getTaskResult: async (_args, { taskId, taskStore }) => taskStore.getTaskResult(taskId)
};

function makeServer() {
    const server = new McpServer(
        { name: 'sdk-task-server', version: '1.0.0' },
        {
            capabilities: { tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } } },
            taskStore,
            taskMessageQueue: new InMemoryTaskMessageQueue()
        }
    );

    server.experimental.tasks.registerToolTask(
        'slow_count',
        {
            description: 'Counts to n, one step every delayMs',
            inputSchema: { n: z.number().int().min(1).default(5), delayMs: z.number().int().min(0).default(300) },
            execution: { taskSupport: 'optional' }
        },
        {
            async createTask({ n, delayMs }, { taskStore, taskRequestedTtl }) {
                const task = await taskStore.createTask({ ttl: taskRequestedTtl, pollInterval: POLL_INTERVAL_MS });
                inBackground(task.taskId, async () => {
                    for (let i = 1; i <= n; i++) {
                        await sleep(delayMs);
                        await taskStore.updateTaskStatus(task.taskId, 'working', `counted ${i} of ${n}`);
                    }
                    await taskStore.storeTaskResult(task.taskId, 'completed', text(`counted to ${n}`));
                });
                return { task };
            },
            ...fromStore
        }
    );

    server.experimental.tasks.registerToolTask(
        'doomed_job',
        {
            description: 'Gives up after a few steps: the task ends failed',
            inputSchema: {
                steps: z.number().int().min(0).default(2),
                delayMs: z.number().int().min(0).default(200),
                failWith: z.enum(['result', 'status']).default('result')
            },
            execution: { taskSupport: 'required' }
        },
        {
            async createTask({ steps, delayMs, failWith }, { taskStore, taskRequestedTtl }) {
                const task = await taskStore.createTask({ ttl: taskRequestedTtl, pollInterval: POLL_INTERVAL_MS });
                inBackground(task.taskId, async () => {
                    for (let i = 1; i <= steps; i++) {
                        await sleep(delayMs);
                        await taskStore.updateTaskStatus(task.taskId, 'working', `step ${i} of ${steps}`);
                    }
                    const why = `doomed_job gave up after ${steps} steps`;
                    if (failWith === 'result')
                        await taskStore.storeTaskResult(task.taskId, 'failed', text(why, true));
                    else
                        await taskStore.updateTaskStatus(task.taskId, 'failed', why);
                });
                return { task };
            },
            ...fromStore
        }
    );

    server.experimental.tasks.registerToolTask(
        'ask_name',
        {
            description: 'Asks the client for a name (input_required) and greets it',
            inputSchema: {},
            execution: { taskSupport: 'required' }
        },
        {
            async createTask(_args, { taskStore, taskRequestedTtl, sendRequest }) {
                const task = await taskStore.createTask({ ttl: taskRequestedTtl, pollInterval: POLL_INTERVAL_MS });
                inBackground(task.taskId, async () => {
                    await taskStore.updateTaskStatus(task.taskId, 'input_required', 'waiting for a name');
                    // relatedTask: the SDK queues the request for the task and sends it on the tasks/result stream.
                    const answer = await sendRequest(
                        {
                            method: 'elicitation/create',
                            params: {
                                message: 'What is your name?',
                                requestedSchema: {
                                    type: 'object',
                                    properties: { name: { type: 'string', title: 'Name' } },
                                    required: ['name']
                                }
                            }
                        },
                        ElicitResultSchema,
                        { relatedTask: { taskId: task.taskId } }
                    );
                    if (answer.action !== 'accept' || !answer.content?.name) {
                        await taskStore.storeTaskResult(task.taskId, 'failed', text(`no name (${answer.action})`, true));
                        return;
                    }
                    await taskStore.updateTaskStatus(task.taskId, 'working', 'greeting');
                    await taskStore.storeTaskResult(task.taskId, 'completed', text(`hello, ${answer.content.name}`));
                });
                return { task };
            },
            ...fromStore
        }
    );

    server.registerTool('ping_tool', { description: 'Answers pong at once (no task)', inputSchema: {} }, async () =>
        text('pong')
    );
    return server;
}

const [mode, portText] = process.argv.slice(2);
if (mode === 'stdio') {
    await makeServer().connect(new StdioServerTransport());
} else if (mode === 'http' && Number(portText) >= 0 && portText !== '') {
    const app = createMcpExpressApp(); // 127.0.0.1, Host header checked, JSON bodies parsed
    const transports = new Map(); // by session id
    const noSession = (res, status) =>
        res.status(status).json({ jsonrpc: '2.0', error: { code: -32000, message: 'no such session' }, id: null });

    app.post('/mcp', async (req, res) => {
        const sessionId = req.headers['mcp-session-id'];
        let transport = sessionId && transports.get(sessionId);
        if (!transport) {
            if (sessionId || !isInitializeRequest(req.body))
                return noSession(res, sessionId ? 404 : 400);
            transport = new StreamableHTTPServerTransport({
                sessionIdGenerator: randomUUID,
                onsessioninitialized: id => transports.set(id, transport)
            });
            transport.onclose = () => transports.delete(transport.sessionId);
            await makeServer().connect(transport);
        }
        await transport.handleRequest(req, res, req.body);
    });
    const toSession = async (req, res) => {
        const transport = transports.get(req.headers['mcp-session-id']);
        if (!transport)
            return noSession(res, 404);
        await transport.handleRequest(req, res);
    };
    app.get('/mcp', toSession);
    app.delete('/mcp', toSession);
    // PORT 0 takes any free port: the one bound is printed, so no other test can take it in between.
    const server = app.listen(Number(portText), '127.0.0.1', error => {
        if (error) {
            console.error(error.message);
            process.exit(1);
        }
        console.error(`listening on ${server.address().port}`);
    });
} else {
    console.error('usage: sdk-task-server.mjs stdio | http PORT');
    process.exit(2);
}

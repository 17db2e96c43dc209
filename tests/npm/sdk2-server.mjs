// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// A server written with the official TypeScript SDK v2 (@modelcontextprotocol/server, @modelcontextprotocol/node),
// for tests/tst_interop_sdk2.cpp: the client is tested against what the SDK itself does in both eras (2026-07-28
// discovery, per-request envelopes, multi-round-trip requests; 2025-11-25 initialize), not against our reading of
// the spec.
//
//   node sdk2-server.mjs stdio
//   node sdk2-server.mjs http PORT     Streamable HTTP at http://127.0.0.1:PORT/mcp (createMcpHandler: 2026-07-28, and
//                                      2025-11-25 by its stateless fallback); prints "listening on PORT" to stderr
//                                      when ready (PORT 0: any free one)
// Both serve each era from the same factory, as the SDK recommends: the opening exchange picks the era.
//
// Tools:
//   count {n, delayMs}      progress n times (when the request has a progress token), then "counted to n"; stops
//                           when the request is cancelled
//   confirm_deploy {env}    multi-round-trip: asks "Deploy to ENV?" (elicitation, boolean confirm), then "deployed
//                           to ENV", or "not deployed" when declined or not confirmed
//   summarize {topic}       multi-round-trip: asks for a sampling/createMessage, then "summary: TEXT"
//   two_step {}             multi-round-trip with request state only: the first round carries no input requests,
//                           the retry with the state ends "state STATE came back"
//   echo {text}             a plain tool: TEXT
import { createServer } from 'node:http';
import * as z from 'zod/v4';
import { McpServer, acceptedContent, createMcpHandler, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { localhostHostValidation, toNodeHandler } from '@modelcontextprotocol/node';

const sleep = (ms, signal) => new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});
const text = (message) => ({ content: [{ type: 'text', text: message }] });

function makeServer() {
    const server = new McpServer({ name: 'sdk2-server', version: '1.0.0' });

    server.registerTool('count', {
        description: 'Counts to n, one progress notification per step',
        inputSchema: z.object({ n: z.number().int().min(1).max(1000), delayMs: z.number().int().min(0).max(10000) }),
    }, async ({ n, delayMs }, ctx) => {
        const token = ctx.mcpReq._meta?.progressToken;
        for (let i = 1; i <= n; i++) {
            await sleep(delayMs, ctx.mcpReq.signal);
            if (ctx.mcpReq.signal.aborted)
                return text(`stopped at ${i - 1}`);
            if (token !== undefined) {
                await ctx.mcpReq.notify({
                    method: 'notifications/progress',
                    params: { progressToken: token, progress: i, total: n, message: `counted ${i} of ${n}` },
                });
            }
        }
        return text(`counted to ${n}`);
    });

    const confirmation = z.object({ confirm: z.boolean() });
    server.registerTool('confirm_deploy', {
        description: 'Asks a person to confirm, then deploys',
        inputSchema: z.object({ env: z.string() }),
    }, async ({ env }, ctx) => {
        const view = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
        if (view.kind === 'missing') {
            return inputRequired({
                inputRequests: { confirm: inputRequired.elicit({ message: `Deploy to ${env}?`, requestedSchema: confirmation }) },
            });
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmation);
        return text(answer?.confirm === true ? `deployed to ${env}` : 'not deployed');
    });

    server.registerTool('summarize', {
        description: 'Asks the client model for a summary',
        inputSchema: z.object({ topic: z.string() }),
    }, async ({ topic }, ctx) => {
        const view = inputResponse(ctx.mcpReq.inputResponses, 'summary');
        if (view.kind !== 'sampling') {
            return inputRequired({
                inputRequests: {
                    summary: inputRequired.createMessage({
                        messages: [{ role: 'user', content: { type: 'text', text: `Summarize ${topic}` } }],
                        maxTokens: 100,
                    }),
                },
            });
        }
        const content = view.result.content;
        return text(`summary: ${Array.isArray(content) ? content.map((c) => c.text).join('') : content.text}`);
    });

    server.registerTool('two_step', { description: 'Two rounds, the first with request state only' }, async (ctx) => {
        const state = ctx.mcpReq.requestState();
        if (state === undefined)
            return inputRequired({ requestState: 'round-1' });
        return text(`state ${state} came back`);
    });

    server.registerTool('echo', {
        description: 'Says the text back',
        inputSchema: z.object({ text: z.string() }),
    }, async ({ text: words }) => text(words));

    return server;
}

const [mode, port] = process.argv.slice(2);
if (mode === 'stdio') {
    serveStdio(makeServer);
} else if (mode === 'http') {
    const validateHost = localhostHostValidation();
    const handle = toNodeHandler(createMcpHandler(makeServer));
    const httpServer = createServer((req, res) => {
        if (!validateHost(req, res))
            return;
        if (new URL(req.url, 'http://127.0.0.1').pathname !== '/mcp') {
            res.writeHead(404).end();
            return;
        }
        handle(req, res);
    });
    httpServer.listen(Number(port ?? 0), '127.0.0.1', () => console.error(`listening on ${httpServer.address().port}`));
} else {
    console.error('usage: sdk2-server.mjs stdio | http PORT');
    process.exit(2);
}

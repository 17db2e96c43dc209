// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// A desktop host as the official TypeScript SDK v2 client (@modelcontextprotocol/client) makes one, for the tap
// tests (tst_tap): it reaches a server the way a host's configuration names it and drives a few calls, printing
// one JSON line per call with what came back.
//
//   node sdk-host.mjs stdio COMMAND [ARGS...]     the host starts COMMAND (mcp-async tap ... -- the server)
//   node sdk-host.mjs http URL                    Streamable HTTP to URL (the HTTP tap)
//
// The calls (server-everything's tools): tools/list, echo with a text of every kind of character, get-sum, and
// trigger-long-running-operation with progress. Exit 0 when each answered as expected, 1 otherwise.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const [kind, target, ...rest] = process.argv.slice(2);
if (!['stdio', 'http'].includes(kind) || !target) {
    console.error('usage: sdk-host.mjs stdio COMMAND [ARGS...] | http URL');
    process.exit(2);
}

const ECHOED = 'tab\there "quotes" \\ back, unicode é ✓ 🚀, and a newline\nin it';
const transport = kind === 'stdio'
    ? new StdioClientTransport({ command: target, args: rest, stderr: 'inherit' })
    : new StreamableHTTPClientTransport(new URL(target));
const client = new Client({ name: 'sdk-host', version: '1.0.0' }, { capabilities: {} });
const say = (line) => process.stdout.write(JSON.stringify(line) + '\n');
let failed = false;
const check = (name, ok, detail) => {
    say({ check: name, ok, detail });
    failed ||= !ok;
};

try {
    await client.connect(transport);
    const { tools } = await client.listTools();
    check('tools', tools.some((t) => t.name === 'echo'), tools.length);
    const echo = await client.callTool({ name: 'echo', arguments: { message: ECHOED } });
    check('echo', JSON.stringify(echo.content).includes(JSON.stringify(ECHOED).slice(1, -1)), echo.content?.[0]?.text);
    const sum = await client.callTool({ name: 'get-sum', arguments: { a: 2, b: 40 } });
    check('sum', JSON.stringify(sum.content).includes('42'), sum.content?.[0]?.text);
    const progress = [];
    const long = await client.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 1, steps: 4 } },
        { onprogress: (p) => progress.push(p.progress) });
    const increasing = progress.every((value, i) => i === 0 || value > progress[i - 1]);
    check('progress', progress.length >= 2 && increasing && !long.isError, progress);
} catch (error) {
    check('host', false, String(error?.message ?? error));
}
await client.close().catch(() => {});
process.exit(failed ? 1 : 0);

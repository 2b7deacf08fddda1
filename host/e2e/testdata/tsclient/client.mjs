// Drives pkgdocs with the official MCP TypeScript SDK client, as an agent
// built on it would, and prints what it saw as one JSON line for the Go
// test (host/e2e TestTypeScriptClient) to check.
//
//   node client.mjs stdio PKGDOCS_BINARY [ARG...]   spawn pkgdocs, talk over stdio
//   node client.mjs http URL                         talk streamable HTTP to URL
//
// Environment: PKGDOCS_TS_TOOL and PKGDOCS_TS_ARGS (JSON) name the describe
// call; PKGDOCS_TS_TOKEN, when set, is sent as a bearer token over HTTP.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [mode, target, ...rest] = process.argv.slice(2);
const tool = process.env.PKGDOCS_TS_TOOL ?? "describe_mdfolder_package";
const args = JSON.parse(process.env.PKGDOCS_TS_ARGS ?? '{"package":"acme-widgets"}');

let transport;
if (mode === "stdio") {
  // The SDK passes only a safe subset of the environment by default; the
  // host needs its PKGDOCS_* settings.
  transport = new StdioClientTransport({ command: target, args: rest, env: { ...process.env }, stderr: "pipe" });
} else if (mode === "http") {
  const headers = {};
  if (process.env.PKGDOCS_TS_TOKEN) headers.Authorization = `Bearer ${process.env.PKGDOCS_TS_TOKEN}`;
  transport = new StreamableHTTPClientTransport(new URL(target), { requestInit: { headers } });
} else {
  console.error("usage: node client.mjs stdio PKGDOCS [ARG...] | node client.mjs http URL");
  process.exit(2);
}

const client = new Client({ name: "pkgdocs-ts-e2e", version: "1.0.0" });
const timer = setTimeout(() => {
  console.error("timed out");
  process.exit(1);
}, 30000);
try {
  await client.connect(transport);
  const tools = await client.listTools();
  const res = await client.callTool({ name: tool, arguments: args });
  console.log(JSON.stringify({
    server: client.getServerVersion(),
    protocolVersion: transport.protocolVersion ?? null,
    sessionId: transport.sessionId ?? null,
    tools: tools.tools.map((t) => t.name),
    annotations: Object.fromEntries(tools.tools.map((t) => [t.name, t.annotations ?? null])),
    isError: res.isError ?? false,
    text: res.content.filter((c) => c.type === "text").map((c) => c.text).join("\n"),
  }));
  await client.close();
} catch (err) {
  console.error(err?.stack ?? String(err));
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
}

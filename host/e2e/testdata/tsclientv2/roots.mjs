// Drives pkgdocs with the official MCP TypeScript SDK v2 client, sharing
// (or not) a project as its root, and prints what describe and the
// use_package prompt answered as one JSON line for the Go test (host/e2e
// TestRootsTypeScriptV2Client) to check.
//
//   node roots.mjs stdio PKGDOCS_BINARY NEGOTIATION ROOT   spawn `pkgdocs serve` in $PKGDOCS_TS_CWD
//   node roots.mjs http URL NEGOTIATION ROOT               talk streamable HTTP to URL
//
// NEGOTIATION is the client's versionNegotiation mode: auto, legacy, or a
// protocol version to pin. ROOT is the directory the client shares as its
// root, "-" to declare the roots capability and share none, or "none" not
// to declare it. Environment: PKGDOCS_TS_TOOL and PKGDOCS_TS_ARGS (JSON)
// name the describe call, PKGDOCS_TS_PROMPT_ARGS (JSON) the prompt's.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";

const [mode, target, negotiation, root] = process.argv.slice(2);
const tool = process.env.PKGDOCS_TS_TOOL;
const args = JSON.parse(process.env.PKGDOCS_TS_ARGS ?? "{}");
const promptArgs = JSON.parse(process.env.PKGDOCS_TS_PROMPT_ARGS ?? "{}");

let transport;
if (mode === "stdio") {
  // The SDK passes only a safe subset of the environment by default; the
  // host needs its PKGDOCS_* settings.
  transport = new StdioClientTransport({ command: target, args: ["serve"], cwd: process.env.PKGDOCS_TS_CWD, env: { ...process.env }, stderr: "pipe" });
} else if (mode === "http") {
  transport = new StreamableHTTPClientTransport(new URL(target));
} else {
  console.error("usage: node roots.mjs stdio PKGDOCS NEGOTIATION ROOT | node roots.mjs http URL NEGOTIATION ROOT");
  process.exit(2);
}

const versionMode = negotiation === "auto" || negotiation === "legacy" ? negotiation : { pin: negotiation };
const capabilities = root === "none" ? {} : { roots: { listChanged: false } };
const client = new Client({ name: "pkgdocs-ts-v2-e2e", version: "1.0.0" }, { capabilities, versionNegotiation: { mode: versionMode } });
let asked = 0;
if (root !== "none") {
  client.setRequestHandler("roots/list", async () => {
    asked++;
    return { roots: root === "-" ? [] : [{ uri: "file://" + root, name: "project" }] };
  });
}
const timer = setTimeout(() => {
  console.error("timed out");
  process.exit(1);
}, 120000);
const text = (content) => (content ?? []).filter((c) => c.type === "text").map((c) => c.text).join("\n");
try {
  await client.connect(transport);
  const res = await client.callTool({ name: tool, arguments: args });
  const prompt = await client.getPrompt({ name: "use_package", arguments: promptArgs });
  console.log(JSON.stringify({
    protocolVersion: client.getNegotiatedProtocolVersion() ?? null,
    rootsAsked: asked,
    isError: res.isError ?? false,
    text: text(res.content),
    prompt: prompt.messages.map((m) => (m.content.type === "text" ? m.content.text : "")).join("\n"),
  }));
  await client.close();
} catch (err) {
  console.error(err?.stack ?? String(err));
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
}

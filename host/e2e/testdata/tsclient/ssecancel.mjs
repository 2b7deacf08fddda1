// Cancels a slow call with the official MCP TypeScript SDK client over the
// legacy HTTP+SSE transport (SSEClientTransport; `pkgdocs serve --sse`), as
// an agent aborting a tool call would, and prints as one JSON line what the
// raw HTTP carried for it, for the Go test (host/e2e
// TestTypeScriptClientCancelOverSSE) to check.
//
//   node ssecancel.mjs BASE plain|progress
//
// BASE is the server's base URL (no path). plain: the call asks for no
// progress; progress: it asks for progress, and is aborted only once the
// first progress notification has come. Either is aborted once the fixture
// provider has begun it (PKGDOCS_FIXTURE_CALLS, the file the provider
// records the calls it begins in).
import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";

const [base, mode] = process.argv.slice(2);
if (!base || !["plain", "progress"].includes(mode)) {
  console.error("usage: node ssecancel.mjs BASE plain|progress");
  process.exit(2);
}

// posts records every POST the transport makes (the JSON-RPC message and
// the status); stream accumulates the text of the session's GET /sse
// stream, read from one branch of a tee so the SDK reads the other
// untouched.
const posts = [];
let stream = "";
const recordingFetch = async (url, init) => {
  if (init?.method === "POST") {
    const p = { sent: JSON.parse(init.body), status: null };
    posts.push(p);
    const res = await fetch(url, init);
    p.status = res.status;
    return res;
  }
  const res = await fetch(url, init);
  if (!res.body) return res;
  const [mine, theirs] = res.body.tee();
  (async () => {
    const dec = new TextDecoder();
    const reader = mine.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      stream += dec.decode(value, { stream: true });
    }
  })().catch(() => {});
  return new Response(theirs, { status: res.status, statusText: res.statusText, headers: res.headers });
};

// streamMessages lists the JSON-RPC messages of the stream's message
// events (the endpoint event is not one).
function streamMessages() {
  const out = [];
  for (const ev of stream.split(/\r?\n\r?\n/)) {
    const lines = ev.split(/\r?\n/);
    const type = lines.find((l) => l.startsWith("event:"))?.slice(6).trim() ?? "message";
    const data = lines.filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trim()).join("\n");
    if (type !== "message" || !data) continue;
    try {
      out.push(JSON.parse(data));
    } catch {
      out.push({ unparsed: data.slice(0, 200) });
    }
  }
  return out;
}

const headers = {};
if (process.env.PKGDOCS_TS_TOKEN) headers.Authorization = `Bearer ${process.env.PKGDOCS_TS_TOKEN}`;
const transport = new SSEClientTransport(new URL("/sse", base), { requestInit: { headers }, fetch: recordingFetch });
const client = new Client({ name: "pkgdocs-ts-ssecancel", version: "1.0.0" });
const errors = [];
client.onerror = (e) => errors.push(String(e?.message ?? e));

const timer = setTimeout(() => {
  console.error("timed out");
  process.exit(1);
}, 45000);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// inProvider waits until the fixture provider has begun the slow call (it
// records the Describe calls it begins in PKGDOCS_FIXTURE_CALLS): the
// host's first progress goes out before the provider is even started, so
// neither that nor a pause says the call has reached it.
async function inProvider() {
  const path = process.env.PKGDOCS_FIXTURE_CALLS;
  if (!path) throw new Error("PKGDOCS_FIXTURE_CALLS is not set");
  for (;;) {
    let text = "";
    try {
      text = readFileSync(path, "utf8");
    } catch {}
    if (text.split("\n").includes("slow")) return;
    await sleep(20);
  }
}

try {
  await client.connect(transport);

  // The slow call: the fixture provider blocks until cancelled.
  const ac = new AbortController();
  let working;
  const started = new Promise((r) => { working = r; });
  const opts = { signal: ac.signal, timeout: 30000 };
  if (mode === "progress") opts.onprogress = () => working();
  const slow = client.callTool({ name: "describe_crashy_package", arguments: { package: "slow" } }, undefined, opts);
  const slowOutcome = slow.then(() => "resolved", (e) => `rejected: ${e?.name ?? ""} ${e?.message ?? e}`);
  if (mode === "progress") await started;
  await inProvider();
  const slowPost = posts.find((p) => p.sent.method === "tools/call" && p.sent.params?.arguments?.package === "slow");
  ac.abort("the agent gave up");
  const outcome = await slowOutcome;

  // The provider sees the cancellation (the fixture counts them).
  // (Asked until it says so; the script's own timer bounds the wait.)
  let cancelledSeen = false;
  for (let i = 1; !cancelledSeen; i++) {
    const r = await client.callTool({ name: "describe_crashy_package", arguments: { package: "cancels", version: String(i) } });
    cancelledSeen = r.content.some((c) => c.type === "text" && c.text.includes("cancelled=1"));
    if (!cancelledSeen) await sleep(50);
  }
  // The session keeps working; whatever the server sends for the
  // cancelled call was queued before this answer, so it is on the stream
  // by the time this answer is.
  const after = await client.callTool({ name: "list_providers", arguments: {} });
  await sleep(300);
  const cancelPost = posts.find((p) => p.sent.method === "notifications/cancelled");
  const msgs = streamMessages();
  const slowId = slowPost?.sent.id ?? null;
  console.log(JSON.stringify({
    outcome,
    slowId,
    slowPostStatus: slowPost?.status ?? null,
    cancelPost: cancelPost && { requestId: cancelPost.sent.params?.requestId ?? null, status: cancelPost.status },
    streamMessages: msgs.length,
    slowProgress: msgs.filter((m) => m.method === "notifications/progress").length,
    slowResponses: msgs.filter((m) => m.id === slowId && ("result" in m || "error" in m)).length,
    unparsed: msgs.filter((m) => m.unparsed).map((m) => m.unparsed),
    cancelledSeen,
    afterIsError: after.isError ?? false,
    errors,
  }));
  await client.close();
} catch (err) {
  console.error(err?.stack ?? String(err));
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
}

// Cancels a slow call with the official MCP TypeScript SDK client over
// streamable HTTP, as an agent aborting a tool call would, and prints as
// one JSON line what the raw HTTP carried for it, for the Go test
// (host/e2e TestTypeScriptClientCancelOverHTTP) to check.
//
//   node cancel.mjs URL json|sse
//
// json: the call asks for no progress, so the host answers it with one JSON
// document; sse: it asks for progress, so the answer is an event stream
// (the first progress notification says the host is working on it).
//
// The call is aborted once the fixture provider has begun it.
//
// Environment: PKGDOCS_TS_TOKEN, when set, is sent as a bearer token;
// PKGDOCS_FIXTURE_CALLS is the file the fixture provider records the calls
// it begins in.
import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [target, mode] = process.argv.slice(2);
if (!target || !["json", "sse"].includes(mode)) {
  console.error("usage: node cancel.mjs URL json|sse");
  process.exit(2);
}

// posts records every POST the transport makes: the JSON-RPC message sent
// and what came back, read from a clone of the response so the SDK reads
// its own copy untouched.
const posts = [];
const recordingFetch = async (url, init) => {
  if (init?.method !== "POST") return fetch(url, init);
  // Recorded before the answer comes: a JSON answer's headers come only
  // once the call ends.
  const p = { sent: JSON.parse(init.body), status: null, contentType: null, body: null };
  let done;
  p.read = new Promise((r) => { done = r; });
  posts.push(p);
  let res;
  try {
    res = await fetch(url, init);
  } catch (e) {
    p.body = `<fetch failed: ${e}>`;
    done();
    throw e;
  }
  p.status = res.status;
  p.contentType = res.headers.get("content-type");
  res.clone().text().then((t) => { p.body = t; }, (e) => { p.body = `<read failed: ${e}>`; }).finally(done);
  return res;
};

// messages lists the JSON-RPC messages in a response body (a JSON
// document or an event stream).
function messages(p) {
  const texts = p.contentType?.startsWith("text/event-stream")
    ? p.body.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trim())
    : p.body.trim() ? [p.body] : [];
  return texts.map((t) => {
    try {
      return JSON.parse(t);
    } catch {
      return { unparsed: t.slice(0, 200) };
    }
  });
}

const headers = {};
if (process.env.PKGDOCS_TS_TOKEN) headers.Authorization = `Bearer ${process.env.PKGDOCS_TS_TOKEN}`;
const transport = new StreamableHTTPClientTransport(new URL(target), { requestInit: { headers }, fetch: recordingFetch });
const client = new Client({ name: "pkgdocs-ts-cancel", version: "1.0.0" });
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
  if (mode === "sse") opts.onprogress = () => working();
  const slow = client.callTool({ name: "describe_crashy_package", arguments: { package: "slow" } }, undefined, opts);
  const slowOutcome = slow.then(() => "resolved", (e) => `rejected: ${e?.name ?? ""} ${e?.message ?? e}`);
  if (mode === "sse") await started;
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
  // The session keeps working.
  const after = await client.callTool({ name: "list_providers", arguments: {} });

  // Whatever the server sends for the cancelled call has been sent by now.
  await Promise.race([slowPost?.read, new Promise((r) => setTimeout(r, 10000).unref())]);
  await sleep(300);
  const cancelPost = posts.find((p) => p.sent.method === "notifications/cancelled");
  console.log(JSON.stringify({
    outcome,
    sessionId: transport.sessionId ?? null,
    slowId: slowPost?.sent.id ?? null,
    slowPost: slowPost && {
      status: slowPost.status,
      contentType: slowPost.contentType,
      bodyRead: slowPost.body !== null,
      messages: slowPost.body === null ? null : messages(slowPost).map((m) => ({ id: m.id ?? null, method: m.method ?? null, response: "result" in m || "error" in m, unparsed: m.unparsed ?? null })),
    },
    cancelPost: cancelPost && { requestId: cancelPost.sent.params?.requestId ?? null, status: cancelPost.status },
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

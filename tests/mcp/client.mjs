// tests/mcp/client.mjs: memgrep mcp (docs/reference.md §14) driven by real
// MCP clients. tests/mcp/run copies it next to the node_modules that
// `make mcp-client` installed (tests/mcp/package.json pins them) and runs
//
//   node client.mjs BINARY RELEASE_BINARY FIXTURES BIG_HISTORY HOSTILE
//
// BINARY serves the protocol tests (the ASan build in make check),
// RELEASE_BINARY the large generated history. It checks:
//   - protocol 2025-11-25 through the official TypeScript SDK's Client over
//     its StdioClientTransport: initialize, the instructions, tools/list
//     (each tool's inputSchema, outputSchema, readOnlyHint), every tool's
//     results (the SDK validates structuredContent against the tool's
//     outputSchema; ajv does too, here), paging by cursor, memgrep's
//     errors as tool errors, notes, sources;
//   - the inspector's CLI mode (@modelcontextprotocol/inspector-cli);
//   - protocol 2026-07-28 with raw frames: server/discover, the version in
//     _meta, resultType, ttlMs and cacheScope, -32022, -32602, -32601;
//   - malformed and hostile frames over a raw stdio pipe, the server still
//     answering after each, exit 0 at the end of its input;
//   - no result over its budget, on the generated history and on a hostile
//     session (a 2 MiB message, a 20 KB title), show's pages joined again
//     equal to `memgrep show --format json`; --timeout's partial results.
// MCP_TRANSCRIPT=FILE writes the SDK session's frames, both ways, to FILE.
// Prints a line per failure and ends with `mcp: N passed, N failed`.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import Ajv from "ajv";

const [BIN, REL, FIX, BIG, HOSTILE, HOME] = process.argv.slice(2);
const HERE = path.dirname(new URL(import.meta.url).pathname);
let passed = 0,
  failed = 0;
function check(name, ok, detail) {
  if (ok) passed++;
  else {
    failed++;
    console.log(`FAIL ${name}${detail === undefined ? "" : ": " + String(detail).slice(0, 600)}`);
  }
}
async function attempt(name, fn) {
  try {
    await fn();
  } catch (e) {
    check(name, false, e && e.stack ? e.stack : e);
  }
}
const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map();
function validate(tool, schema, value) {
  if (!validators.has(tool)) validators.set(tool, ajv.compile(schema));
  const v = validators.get(tool);
  return v(value) ? null : ajv.errorsText(v.errors);
}
const MODERN = "2026-07-28";
const META = {
  "io.modelcontextprotocol/protocolVersion": MODERN,
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "memgrep-test", version: "1" },
};

// ---- a raw stdio peer ---------------------------------------------------------

class Raw {
  constructor(bin, args) {
    this.p = spawn(bin, args, { stdio: ["pipe", "pipe", "pipe"] });
    this.lines = [];
    this.waiting = null;
    this.partial = "";
    this.stderr = "";
    this.p.stdout.setEncoding("utf8");
    this.p.stdout.on("data", (d) => {
      const parts = (this.partial + d).split("\n");
      this.partial = parts.pop();
      for (const l of parts) this.lines.push(l);
      if (this.waiting && this.lines.length) this.waiting();
    });
    this.p.stderr.on("data", (d) => (this.stderr += d));
    this.exited = new Promise((res) => this.p.on("exit", (code, sig) => res({ code, sig })));
    this.p.stdin.on("error", () => {});
  }
  send(m) {
    this.p.stdin.write((typeof m === "string" ? m : JSON.stringify(m)) + "\n");
  }
  async line(ms = 60000) {
    if (!this.lines.length) {
      await new Promise((res, rej) => {
        const t = setTimeout(() => rej(new Error("no answer within " + ms + " ms; stderr: " + this.stderr)), ms);
        this.waiting = () => {
          clearTimeout(t);
          this.waiting = null;
          res();
        };
      });
    }
    return this.lines.shift();
  }
  async ask(m, ms) {
    this.send(m);
    const raw = await this.line(ms);
    return { raw, msg: JSON.parse(raw) };
  }
  async end() {
    this.p.stdin.end();
    return await this.exited;
  }
}

// The bytes of a response's result as it was sent.
function resultBytes(raw, id) {
  const head = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":`;
  if (!raw.startsWith(head) || !raw.endsWith("}")) return -1;
  return Buffer.byteLength(raw.slice(head.length, -1), "utf8");
}
let nextId = 1000;
function call(name, args, meta) {
  const params = { name, arguments: args };
  if (meta) params._meta = meta;
  return { jsonrpc: "2.0", id: nextId++, method: "tools/call", params };
}

// ---- protocol 2025-11-25 through the SDK ---------------------------------------

async function sdkSession() {
  // The whole environment: the SDK passes only a few variables by default,
  // and the searches keep their index in MEMGREP_INDEX_DIR (tests/mcp/run).
  const transport = new StdioClientTransport({ command: BIN, args: ["mcp", FIX], env: { ...process.env }, stderr: "pipe" });
  const log = [];
  const send = transport.send.bind(transport);
  transport.send = (m) => {
    log.push("> " + JSON.stringify(m));
    return send(m);
  };
  const client = new Client({ name: "memgrep-test", version: "1.0.0" });
  await client.connect(transport);
  const onmsg = transport.onmessage;
  transport.onmessage = (m) => {
    log.push("< " + JSON.stringify(m));
    onmsg(m);
  };
  return { client, transport, log };
}

async function sdkTests() {
  const { client, log } = await sdkSession();
  // The initialize exchange happened before the hook on messages: said here.
  check("initialize: server name", client.getServerVersion()?.name === "memgrep", JSON.stringify(client.getServerVersion()));
  const ins = client.getInstructions() || "";
  check("initialize: instructions teach the query language", /AND/.test(ins) && /\|/.test(ins) && /NOT/.test(ins) && /phrase/.test(ins) && /show/.test(ins), ins);
  check("initialize: tools capability", !!client.getServerCapabilities()?.tools);

  const { tools } = await client.listTools();
  check("tools/list: the four tools", tools.map((t) => t.name).join(",") === "search,show,sessions,projects", tools.map((t) => t.name));
  const schemas = {};
  for (const t of tools) {
    schemas[t.name] = t.outputSchema;
    check(`tools/list ${t.name}: inputSchema is an object schema`, t.inputSchema?.type === "object" && !!t.inputSchema.properties);
    check(`tools/list ${t.name}: outputSchema`, t.outputSchema?.type === "object");
    check(`tools/list ${t.name}: readOnlyHint`, t.annotations?.readOnlyHint === true);
    for (const s of [t.inputSchema, t.outputSchema]) {
      let ok = true;
      try {
        ajv.compile(s);
      } catch (e) {
        ok = e.message;
      }
      check(`tools/list ${t.name}: its schemas compile (ajv)`, ok === true, ok);
    }
  }
  const searchTool = tools.find((t) => t.name === "search");
  check("search: sources enum from the server's sources", JSON.stringify(searchTool.inputSchema.properties.sources.items.enum) !== undefined);
  check("search: budget bounds", searchTool.inputSchema.properties.budget.maximum === 32768 && searchTool.inputSchema.properties.budget.default === 4096);

  const structured = (name, r) => {
    check(`${name}: not an error`, !r.isError, JSON.stringify(r.content));
    const err = validate(name.split(" ")[0], schemas[name.split(" ")[0]], r.structuredContent);
    check(`${name}: structuredContent valid (ajv)`, err === null, err);
    return r.structuredContent;
  };

  let r = await client.callTool({ name: "search", arguments: { query: "certificate" } });
  let sc = structured("search certificate", r);
  const hit = sc.sessions.find((s) => s.session_id === "49fc7471-09ef-4f5f-af3e-f4b05f16e045");
  check("search certificate: finds the recorded session", !!hit, JSON.stringify(sc.sessions.map((s) => s.session_id)));
  check("search certificate: short id, title, project, time, resume", hit && hit.short_id === "49fc747" && /certificate/.test(hit.title) && hit.project === "/tmp/memgrep-record/claude-recall/proj" && /^2026-11-29T/.test(hit.time) && /claude --resume 49fc7471/.test(hit.resume), JSON.stringify(hit));
  check("search certificate: a snippet per message", hit && hit.messages.length >= 2 && hit.messages.every((m) => /certificate/i.test(m.snippet) && m.line > 0), JSON.stringify(hit && hit.messages));
  check("search certificate: the text says the same", /49fc747/.test(r.content[0].text) && /claude --resume 49fc7471/.test(r.content[0].text), r.content[0].text);

  // Paging: every session once, in rank order, within the budget.
  const seen = [];
  let cursor, pages = 0, total = -1;
  do {
    r = await client.callTool({ name: "search", arguments: { query: "the", limit: 50, budget: 2048, ...(cursor ? { cursor } : {}) } });
    sc = structured("search the (paged)", r);
    total = sc.total;
    for (const s of sc.sessions) seen.push(s.session_id);
    cursor = sc.nextCursor;
    check("search paged: within the budget", JSON.stringify(r).length <= 2048 + 64, JSON.stringify(r).length);
    check("search paged: no command-line paging notice", !sc.notes.some((n) => / shown[;(]/.test(n)), JSON.stringify(sc.notes));
    pages++;
  } while (cursor && pages < 100);
  check("search paged: several pages", pages > 1, pages);
  check("search paged: every session once", seen.length === total && new Set(seen).size === total, `${seen.length} of ${total}`);
  const whole = await client.callTool({ name: "search", arguments: { query: "the", limit: 50, budget: 32768 } });
  // One page of the largest budget: the same order as the small pages
  // (the recorded histories hold more than it fits: its sessions are the
  // first of theirs).
  const one = whole.structuredContent.sessions.map((s) => s.session_id);
  check("search paged: the order of one page", one.length > 1 && JSON.stringify(one) === JSON.stringify(seen.slice(0, one.length)), `${one.length} of ${seen.length}`);

  for (const [tool, key, limit] of [["sessions", "sessions", 4], ["projects", "projects", 2]]) {
    const rows = [];
    cursor = undefined;
    pages = 0;
    do {
      r = await client.callTool({ name: tool, arguments: { limit, ...(cursor ? { cursor } : {}) } });
      sc = structured(`${tool} (paged)`, r);
      rows.push(...sc[key].map((x) => x.session_id || x.project));
      cursor = sc.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    check(`${tool}: pages by cursor`, pages > 1 && rows.length === sc.total && new Set(rows).size === sc.total, `${pages} pages, ${rows.length} of ${sc.total}`);
  }

  // show: the session, paged, the same messages as the command line's show.
  const cli = JSON.parse(execFileSync(BIN, ["show", "--format", "json", "49fc747", FIX], { encoding: "utf8" }));
  const got = [];
  cursor = undefined;
  pages = 0;
  do {
    r = await client.callTool({ name: "show", arguments: { id: "49fc747", budget: 2048, ...(cursor ? { cursor } : {}) } });
    sc = structured("show (paged)", r);
    for (const m of sc.messages) got[m.index] = (got[m.index] || "") + m.text;
    cursor = sc.nextCursor;
    pages++;
  } while (cursor && pages < 50);
  check("show: pages by cursor", pages > 1, pages);
  check("show: the messages of memgrep show", JSON.stringify(got) === JSON.stringify(cli.messages.map((m) => m.text)), JSON.stringify(got).slice(0, 300));
  r = await client.callTool({ name: "show", arguments: { id: "49fc747", around: "12", window: 1 } });
  sc = structured("show around", r);
  check("show around: the messages near line 12", sc.messages.length === 3 && sc.messages.some((m) => m.line === 12), JSON.stringify(sc.messages.map((m) => m.line)));

  // memgrep's errors are tool errors, with its own line.
  const toolError = async (name, args, re) => {
    const e = await client.callTool({ name, arguments: args });
    check(`tool error ${JSON.stringify(args)}`, e.isError === true && re.test(e.content[0].text), JSON.stringify(e));
  };
  await toolError("search", { query: '"unbalanced' }, /unbalanced double quote/);
  await toolError("search", { query: "x", since: "someday" }, /argument 'since'|since/);
  await toolError("search", { query: "x", colour: "red" }, /unknown argument 'colour'/);
  await toolError("search", { query: "x", limit: "ten" }, /argument 'limit' takes a whole number/);
  await toolError("search", { query: "x", budget: 100 }, /argument 'budget'/);
  await toolError("search", { query: "x", sources: ["nowhere"] }, /argument 'sources' takes one of/);
  await toolError("search", { query: "x", cursor: "bogus" }, /not a cursor/);
  await toolError("show", { id: "fffffff0" }, /no session/);
  await toolError("show", { id: "49fc747", around: "99999" }, /argument 'around'/);
  await toolError("show", {}, /argument 'id' is required/);
  let code = null;
  try {
    await client.callTool({ name: "nosuchtool", arguments: {} });
  } catch (e) {
    code = e.code;
  }
  check("tools/call of an unknown tool: -32602", code === -32602, code);

  r = await client.callTool({ name: "search", arguments: { query: "zzqqxxnothing" } });
  sc = structured("search with no result", r);
  check("no result: memgrep's message is a note", sc.sessions.length === 0 && sc.notes.some((n) => /No results found.*"zzqqxxnothing"/.test(n)) && /Note: No results found/.test(r.content[0].text), JSON.stringify(sc.notes));

  r = await client.callTool({ name: "sessions", arguments: { project: "claude-recall", limit: 50 } });
  sc = structured("sessions project", r);
  check("sessions project: only its sessions", sc.sessions.length > 0 && sc.sessions.every((s) => /claude-recall/.test(s.project)), JSON.stringify(sc.sessions.map((s) => s.project)));
  await client.close();
  const ix = process.env.MEMGREP_INDEX_DIR;
  check("the index is used as in a search", !!ix && fs.readdirSync(ix).some((f) => f.endsWith(".mgi")), ix);
  if (process.env.MCP_TRANSCRIPT) fs.writeFileSync(process.env.MCP_TRANSCRIPT, log.join("\n") + "\n");
}

// The sources argument picks among the server's default sources (without
// PATHs): a home with the recorded folders of three agents.
async function sourcesTests() {
  const env = { ...process.env, HOME };
  for (const v of ["CODEX_HOME", "GEMINI_CLI_HOME", "CLAUDE_CONFIG_DIR", "MEMGREP_SOURCES"]) delete env[v];
  const transport = new StdioClientTransport({ command: BIN, args: ["mcp"], env, stderr: "pipe" });
  const client = new Client({ name: "memgrep-test", version: "1.0.0" });
  await client.connect(transport);
  const { tools } = await client.listTools();
  const search = tools.find((t) => t.name === "search");
  check("sources: the enum is the server's sources", JSON.stringify(search.inputSchema.properties.sources.items.enum) === '["claude","codex","gemini"]', JSON.stringify(search.inputSchema.properties.sources));
  let r = await client.callTool({ name: "search", arguments: { query: "the", sources: ["codex"], limit: 50, budget: 32768 } });
  check("search sources: only those", !r.isError && r.structuredContent.sessions.length > 0 && r.structuredContent.sessions.every((s) => s.source === "codex"), JSON.stringify(r).slice(0, 300));
  // A page of one session: its short id is still unique among every
  // session the search read (issue 31 point 6: the search json's), so show
  // takes it; the recorded Codex home's three rollouts share 01a2252e-d.
  r = await client.callTool({ name: "search", arguments: { query: "zymurgic", sources: ["codex"] } });
  const zym = r.structuredContent?.sessions ?? [];
  check("search short id: unique among the sessions read, not the page", !r.isError && zym.length === 1 && zym[0].short_id === "01a2252e-db", JSON.stringify(zym.map((s) => s.short_id)));
  r = await client.callTool({ name: "show", arguments: { id: zym[0]?.short_id ?? "none" } });
  check("search short id: show takes it", !r.isError && r.structuredContent?.session_id === zym[0]?.session_id, JSON.stringify(r).slice(0, 300));
  r = await client.callTool({ name: "sessions", arguments: { sources: ["gemini"], limit: 50, budget: 32768 } });
  check("sessions sources: only those", !r.isError && r.structuredContent.sessions.length > 0 && r.structuredContent.sessions.every((s) => s.source === "gemini"), JSON.stringify(r).slice(0, 300));
  r = await client.callTool({ name: "search", arguments: { query: "the" } });
  check("search without sources: every source of the server", new Set(r.structuredContent.sessions.map((s) => s.source)).size >= 2, JSON.stringify(r.structuredContent.sessions.map((s) => s.source)));
  await client.close();
}

// ---- the inspector's CLI mode ----------------------------------------------------

function inspectorTests() {
  // Its CLI looks for its package.json by a path relative to the working
  // folder and imports it relative to itself: run from its build folder.
  const dir = path.join(HERE, "node_modules/@modelcontextprotocol/inspector-cli/build");
  const run = (args) => JSON.parse(execFileSync("node", ["index.js", BIN, "mcp", FIX, ...args], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }));
  const list = run(["--method", "tools/list"]);
  check("inspector-cli tools/list", list.tools.map((t) => t.name).join(",") === "search,show,sessions,projects", JSON.stringify(list).slice(0, 200));
  const res = run(["--method", "tools/call", "--tool-name", "search", "--tool-arg", "query=certificate", "limit=2"]);
  check("inspector-cli tools/call search", res.structuredContent?.sessions?.some((s) => s.short_id === "49fc747"), JSON.stringify(res).slice(0, 300));
}

// ---- protocol 2026-07-28 with raw frames --------------------------------------------

async function modernTests() {
  const raw = new Raw(BIN, ["mcp", FIX]);
  let { msg } = await raw.ask({ jsonrpc: "2.0", id: "d1", method: "server/discover", params: { _meta: META } });
  const d = msg.result || {};
  check("discover: resultType", d.resultType === "complete", JSON.stringify(msg));
  check("discover: supportedVersions", Array.isArray(d.supportedVersions) && d.supportedVersions.includes(MODERN) && d.supportedVersions.includes("2025-11-25"), JSON.stringify(d.supportedVersions));
  check("discover: ttlMs and cacheScope", Number.isInteger(d.ttlMs) && d.ttlMs >= 0 && ["public", "private"].includes(d.cacheScope), JSON.stringify(d));
  check("discover: capabilities, instructions, serverInfo", !!d.capabilities?.tools && /\|/.test(d.instructions) && d._meta?.["io.modelcontextprotocol/serverInfo"]?.name === "memgrep", JSON.stringify(d).slice(0, 300));
  ({ msg } = await raw.ask({ jsonrpc: "2.0", id: 2, method: "tools/list", params: { _meta: META } }));
  const l = msg.result || {};
  check("modern tools/list: resultType, ttlMs, cacheScope", l.resultType === "complete" && Number.isInteger(l.ttlMs) && !!l.cacheScope && l.tools?.length === 4, JSON.stringify(l).slice(0, 300));
  const schemas = Object.fromEntries((l.tools || []).map((t) => [t.name, t.outputSchema]));
  const c = call("search", { query: "certificate", budget: 2048 }, META);
  let r = await raw.ask(c);
  check("modern tools/call: resultType and serverInfo", r.msg.result?.resultType === "complete" && r.msg.result?._meta?.["io.modelcontextprotocol/serverInfo"]?.name === "memgrep", r.raw.slice(0, 300));
  check("modern tools/call: structuredContent valid", validate("search", schemas.search, r.msg.result?.structuredContent) === null, validate("search", schemas.search, r.msg.result?.structuredContent));
  check("modern tools/call: within the budget, resultType and _meta counted", resultBytes(r.raw, c.id) > 0 && resultBytes(r.raw, c.id) <= 2048, resultBytes(r.raw, c.id));
  ({ msg } = await raw.ask({ jsonrpc: "2.0", id: 4, method: "tools/list", params: { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "1900-01-01" } } }));
  check("unsupported version: -32022 with supported and requested", msg.error?.code === -32022 && msg.error.data?.supported?.includes(MODERN) && msg.error.data?.requested === "1900-01-01" && msg.id === 4, JSON.stringify(msg));
  ({ msg } = await raw.ask({ jsonrpc: "2.0", id: 5, method: "tools/list", params: { _meta: { "io.modelcontextprotocol/protocolVersion": MODERN } } }));
  check("modern request without clientCapabilities: -32602", msg.error?.code === -32602, JSON.stringify(msg));
  ({ msg } = await raw.ask({ jsonrpc: "2.0", id: 6, method: "ping", params: { _meta: META } }));
  check("ping is gone in 2026-07-28: -32601", msg.error?.code === -32601, JSON.stringify(msg));
  ({ msg } = await raw.ask({ jsonrpc: "2.0", id: 7, method: "server/discover" }));
  check("discover without _meta: -32602", msg.error?.code === -32602, JSON.stringify(msg));
  ({ msg } = await raw.ask({ jsonrpc: "2.0", id: 8, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } } }));
  check("initialize echoes a supported version", msg.result?.protocolVersion === "2025-06-18" && msg.result?.resultType === undefined, JSON.stringify(msg).slice(0, 200));
  ({ msg } = await raw.ask({ jsonrpc: "2.0", id: 9, method: "initialize", params: { protocolVersion: "1999-01-01", capabilities: {} } }));
  check("initialize offers the latest otherwise", msg.result?.protocolVersion === "2025-11-25", JSON.stringify(msg).slice(0, 200));
  const st = await raw.end();
  check("modern: exit 0 at the end of the input", st.code === 0, JSON.stringify(st) + raw.stderr);
}

// ---- malformed and hostile frames ---------------------------------------------------

async function malformedTests() {
  const raw = new Raw(BIN, ["mcp", FIX]);
  const alive = async (after) => {
    const id = nextId++;
    const r = await raw.ask({ jsonrpc: "2.0", id, method: "ping" });
    check(`still answers after ${after}`, r.msg.id === id && r.msg.result !== undefined, r.raw);
  };
  const expect = async (name, frame, code, id = null) => {
    const r = await raw.ask(frame);
    check(`${name}: ${code}`, r.msg.error?.code === code && typeof r.msg.error.message === "string" && r.msg.error.message.length > 0 && JSON.stringify(r.msg.id) === JSON.stringify(id), r.raw);
    await alive(name);
  };
  await expect("bad JSON", '{"jsonrpc":"2.0","id":1,', -32700);
  await expect("not JSON at all", "hello", -32700);
  raw.p.stdin.write(Buffer.from([0x7b, 0x22, 0x61, 0xff, 0x22, 0x3a, 0x31, 0x7d, 0x0a]));
  let r = JSON.parse(await raw.line());
  check("raw invalid UTF-8 bytes: -32700", r.error?.code === -32700, JSON.stringify(r));
  await alive("raw invalid UTF-8");
  const huge = '{"jsonrpc":"2.0","id":77,"method":"ping","params":{"x":"' + "x".repeat(3 << 20) + '"}}';
  await expect("a 3 MiB line", huge, -32700);
  await expect("a 3 MiB line without a quote", "y".repeat(3 << 20), -32700);
  await expect("wrong jsonrpc", { jsonrpc: "1.0", id: 3, method: "ping" }, -32600, 3);
  await expect("no jsonrpc", { id: 4, method: "ping" }, -32600, 4);
  await expect("method not a string", { jsonrpc: "2.0", id: 5, method: 12 }, -32600, 5);
  await expect("id null", { jsonrpc: "2.0", id: null, method: "ping" }, -32600);
  await expect("id an object", { jsonrpc: "2.0", id: { a: 1 }, method: "ping" }, -32600);
  await expect("a batch", [{ jsonrpc: "2.0", id: 6, method: "ping" }], -32600);
  await expect("a JSON string", '"ping"', -32600);
  await expect("unknown method", { jsonrpc: "2.0", id: 7, method: "resources/list" }, -32601, 7);
  await expect("params not an object", { jsonrpc: "2.0", id: 8, method: "tools/list", params: "x" }, -32602, 8);
  await expect("tools/call without a name", { jsonrpc: "2.0", id: 9, method: "tools/call", params: { arguments: {} } }, -32602, 9);
  await expect("tools/call arguments an array", { jsonrpc: "2.0", id: 10, method: "tools/call", params: { name: "search", arguments: [] } }, -32602, 10);
  await expect("unknown tool", { jsonrpc: "2.0", id: 11, method: "tools/call", params: { name: "rm", arguments: {} } }, -32602, 11);
  await expect("initialize without a version", { jsonrpc: "2.0", id: 12, method: "initialize", params: {} }, -32602, 12);
  await expect("deep nesting", "[".repeat(100000) + "]".repeat(100000), -32700);
  // Notifications and responses get no answer: the next line answers the ping.
  raw.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  raw.send({ jsonrpc: "2.0", method: "no/such/notification", params: { x: 1 } });
  raw.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: "bad" });
  raw.send({ jsonrpc: "2.0", id: 99, result: {} });
  raw.send("");
  await alive("notifications, a response and an empty line (none answered)");
  // A hostile tool call: a huge query, control characters, a long id.
  r = await raw.ask(call("search", { query: "a\u0000b" + "\u0007".repeat(100), budget: 2048 }));
  check("hostile query: a result, never over the budget", r.msg.result && resultBytes(r.raw, r.msg.id) <= 2048, r.raw.slice(0, 300));
  r = await raw.ask(call("show", { id: "../../etc/passwd" }));
  check("a path as a session id: a tool error", r.msg.result?.isError === true && /not a session id/.test(r.raw), r.raw.slice(0, 300));
  r = await raw.ask(call("search", { query: "x".repeat(200000), budget: 2048 }));
  check("a 200 KB query: a result within the budget", r.msg.result && resultBytes(r.raw, r.msg.id) <= 2048, r.raw.slice(0, 200));
  const st = await raw.end();
  check("malformed: exit 0 at the end of the input", st.code === 0, JSON.stringify(st));
  check("malformed: stdout holds JSON-RPC messages only", raw.lines.length === 0 && raw.partial === "", raw.partial.slice(0, 100));
  check("malformed: logs on stderr", /memgrep: mcp:/.test(raw.stderr), raw.stderr.slice(0, 200));
}

// ---- the budget, whatever the history -------------------------------------------------

async function budgetTests() {
  const raw = new Raw(REL, ["mcp", BIG, HOSTILE]);
  let over = [],
    calls = 0;
  const measure = async (name, args) => {
    const c = call(name, args);
    const r = await raw.ask(c, 120000);
    calls++;
    const n = resultBytes(r.raw, c.id);
    const budget = args.budget || 4096;
    if (n < 0 || n > budget) over.push(`${name} ${JSON.stringify(args).slice(0, 120)}: ${n} > ${budget}`);
    return r.msg.result;
  };
  for (const budget of [2048, 4096, 9000, 32768]) {
    for (const query of ["the", "error|fix|test", "function -zzz", '"the"', "zorbulon"]) {
      let cursor,
        pages = 0;
      do {
        const res = await measure("search", { query, limit: 50, budget, ...(cursor ? { cursor } : {}) });
        cursor = res?.structuredContent?.nextCursor;
        pages++;
      } while (cursor && pages < 4);
    }
    await measure("search", { query: "the", scope: "session", sort: "recent", limit: 50, tools: true, budget });
    await measure("sessions", { limit: 200, budget });
    await measure("projects", { limit: 500, budget });
    await measure("show", { id: "0000000a", budget });
  }
  // The hostile session: a 2 MiB message and a 20 KB title, paged.
  const want = JSON.parse(execFileSync(REL, ["show", "--format", "json", "0000000a", HOSTILE], { encoding: "utf8", maxBuffer: 1 << 26 }));
  const got = [];
  let cursor,
    pages = 0;
  do {
    const res = await measure("show", { id: "0000000a", budget: 32768, ...(cursor ? { cursor } : {}) });
    for (const m of res?.structuredContent?.messages || []) got[m.index] = (got[m.index] || "") + m.text;
    cursor = res?.structuredContent?.nextCursor;
    pages++;
  } while (cursor && pages < 2000);
  check("hostile show: a 2 MiB message read whole by cursor", JSON.stringify(got) === JSON.stringify(want.messages.map((m) => m.text)), `${pages} pages, ${got.map((t) => (t || "").length)}`);
  const res = await measure("search", { query: "hostile", budget: 2048 });
  check("hostile search: its session on a small budget", res?.structuredContent?.sessions?.[0]?.session_id?.startsWith("0000000a"), JSON.stringify(res).slice(0, 300));
  check(`budget: no result over its budget (${calls} calls)`, over.length === 0, over.join("; "));
  await raw.end();

  // --timeout: a search cut short is partial, and says so.
  const slow = new Raw(REL, ["mcp", "--timeout", "0.001", BIG]);
  const c = call("search", { query: "the|error", budget: 4096 });
  const r = await slow.ask(c, 120000);
  const sc = r.msg.result?.structuredContent;
  check("--timeout: partial results marked", sc?.partial === true && sc.notes.some((n) => /--timeout/.test(n)) && resultBytes(r.raw, c.id) <= 4096, r.raw.slice(0, 400));
  await slow.end();
  // Start-up errors: one line, exit 2.
  for (const args of [["mcp", "--timeout", "soon"], ["mcp", "--port", "1"], ["mcp", "-"]]) {
    const p = new Raw(BIN, args);
    const st = await p.end();
    check(`start-up ${args.join(" ")}: exit 2 with one line`, st.code === 2 && p.stderr.trim().split("\n").length === 1 && /^memgrep: /.test(p.stderr), JSON.stringify(st) + p.stderr);
  }
}

await attempt("sdk", sdkTests);
await attempt("sources", sourcesTests);
await attempt("inspector-cli", inspectorTests);
await attempt("modern", modernTests);
await attempt("malformed", malformedTests);
await attempt("budget", budgetTests);
console.log(`mcp: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

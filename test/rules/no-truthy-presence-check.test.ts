/**
 * RuleTester cases for no-truthy-presence-check. Every invalid case states its message, position,
 * exact output and exact suggestions; every valid case is a look-alike from real code.
 */
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";
import { describe, expect, it } from "vitest";

import rule, { type MessageIds, type Options } from "../../rules/no-truthy-presence-check.js";
import { createRuleTester } from "../rule-tester.js";
import { fixTwice, lintWithPlugin } from "../lint.js";

const valid: Array<ValidTestCase<Options> | string> = [
  // the truthiness test guards the `in` operator, which throws on 0, false and "": presence would not do
  `const message = JSON.parse(line);
if (message.jsonrpc !== "2.0") return;
if (message.result && "error" in message.result) fail(message.result.error);`,
  // the truthiness test guards a comparison that turns 0 away by itself
  `const args = JSON.parse(call.function.arguments);
const guests = args.guests && args.guests > 0 ? args.guests : 2;`,
  // a callTool of the program's own client with four arguments returns its own record, not an MCP reply
  `const invocation = await inspectorClient.callTool(tool, args, metadata, toolMeta);
if (invocation.result !== null) show(invocation.result);`,
  // The field's name states its contract, a string (a cursor, a path, an owner): "" is not one of them.
  `function list(call) {
  const args = JSON.parse(call.function.arguments);
  if (!args.cursor) return firstPage();
  return page(args.cursor);
}`,
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { arguments: args } = request.params;
  if (args?.path) return read(args.path);
});`,
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.arguments.path) return read(request.params.arguments.path);
});`,
  `const args = JSON.parse(call.function.arguments);
if (args.filter.owner) where("owner", args.filter.owner);`,
  `const args = JSON.parse(call.function.arguments);
if (typeof args.filter === "object" && args.filter.owner) where("owner", args.filter.owner);`,

  // MCP handler whose shape is imported from a module that cannot be read: validated, type unknown, quiet
  `import { searchShape } from "./shapes";
server.tool("search", "Search the index.", searchShape, async ({ query, limit }) => {
  if (limit) return run(query, limit);
  return run(query);
});`,
  // The truthiness test only guards a kind check of the same value, which turns 0, false and "" away too
  `function onResponse(response) {
  if (response.jsonrpc === "2.0" && response.result && typeof response.result === "object") track(response.result);
}`,
  `const args = JSON.parse(call.function.arguments);
if (args.domains && args.domains.length > 0) filter(args.domains);`,
  `const args = JSON.parse(call.function.arguments);
const type = args.contentType && args.contentType.length > 0 ? args.contentType : infer(file);`,
  // An item of a tagged union is not a JSON-RPC envelope, though some of its kinds carry error
  `for (const part of response.output) switch (part.type) {
  case "image_generation_call": images.push({ id: part.id, data: part.result }); break;
  case "mcp_call": calls.push({ id: part.id, ...(part.error != null ? { error: part.error } : {}) }); break;
}`,
  // A string argument the SDK validated: an empty string is how a model leaves the field blank
  `server.registerTool("list", { inputSchema: { cursor: z.string().optional() } }, async (args) => {
  if (args.cursor) return page(args.cursor);
  return firstPage();
});`,
  `server.tool("list", { cursor: z.string().optional() }, async ({ cursor }) => {
  if (cursor) return page(cursor);
  return firstPage();
});`,
  // The same, with the field schema shared through a const
  `import { z } from "zod";
const ParamProjectSlug = z.string().toLowerCase().describe("The project's slug");
server.registerTool("issues", { inputSchema: { projectSlug: ParamProjectSlug.optional() } }, async (params) => {
  if (params.projectSlug) setTag("project", params.projectSlug);
});`,
  // JSON-RPC: presence tested with `in`
  `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw toError(reply.error);
}`,
  // JSON-RPC: presence tested with Object.hasOwn
  `function settle(line) {
  const reply = JSON.parse(line);
  if (Object.hasOwn(reply, "error")) throw toError(reply.error);
  return reply.result;
}`,
  // JSON-RPC: `!== undefined` is a presence check for JSON
  `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result !== undefined) return reply.result;
  throw toError(reply.error);
}`,
  // JSON-RPC: hasOwnProperty guard
  `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.hasOwnProperty("result")) return reply.result;
  throw reply.error;
}`,
  // ordinary Map code: `get` then `has`
  `const cache = new Map();
function lookup(key) {
  if (cache.has(key)) return cache.get(key);
  if (cache.get(key)) return cache.get(key);
  return null;
}`,
  // ordinary code with no tool data
  `function greet(user) {
  if (user.name) return "Hello, " + user.name;
  return "Hello";
}`,
  // MCP handler reads arguments as values only
  `server.registerTool("read", { inputSchema: { path: z.string() } }, async ({ path }) => {
  const text = await readFile(path, "utf8");
  return { content: [{ type: "text", text }] };
});`,
  // typeof gate without a truthiness test
  `const args = JSON.parse(call.function.arguments);
if (typeof args.limit === "number") query.limit(args.limit);`,
  // a typeof gate already proved the field present
  `const args = JSON.parse(call.function.arguments);
if (typeof args.limit === "number" && args.limit) query.limit(args.limit);`,
  // `!== undefined` gate before the truthiness test
  `const args = JSON.parse(call.function.arguments);
if (args.limit !== undefined && args.limit) query.limit(args.limit);`,
  // early `in` guard
  `function page(call) {
  const args = JSON.parse(call.function.arguments);
  if (!("cursor" in args)) return first();
  return next(args.cursor);
}`,
  // a flag that is tested but never read as a value (no-truthy-tool-value's case)
  `const args = JSON.parse(call.function.arguments);
if (args.dry_run) console.log("dry run");`,
  // only dereferenced inside the guard
  `const args = JSON.parse(call.function.arguments);
if (args.filter) apply(args.filter.field, args.filter.value);`,
  // a lone `job.result` is not a JSON-RPC reply
  `async function poll(queue) {
  const job = await queue.next();
  if (job.result) save(job.result);
}`,
  // `data` and `error` (Supabase style) is not a JSON-RPC reply
  `const { data, error } = await supabase.from("runs").select();
if (error) throw error;
if (data) render(data);`,
  // MCP callTool reply: structuredContent is validated by the client
  `const reply = await client.callTool({ name: "stats", arguments: {} });
if (reply.structuredContent) render(reply.structuredContent);`,
  // MCP callTool reply: isError is a validated boolean
  `const reply = await client.callTool({ name: "stats", arguments: {} });
if (reply.isError) throw new Error(String(reply.content));`,
  // MCP registerTool without inputSchema: the first parameter is `extra`
  `server.registerTool("ping", { description: "Health check" }, async (extra) => {
  if (extra.sessionId) log(extra.sessionId);
  return { content: [] };
});`,
  // MCP tool() without a shape: the first parameter is `extra`
  `server.tool("ping", "Health check", async (extra) => {
  if (extra.sessionId) log(extra.sessionId);
  return { content: [] };
});`,
  // MCP tool() with annotations only: the first parameter is `extra`
  `server.tool("ping", { readOnlyHint: true }, async (extra) => {
  if (extra.sessionId) log(extra.sessionId);
  return { content: [] };
});`,
  // MCP low-level handler for another request schema
  `server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  if (request.params?.cursor) return page(request.params.cursor);
  return first();
});`,
  // MCP low-level handler: the tool name is not an argument
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name) return dispatch(request.params.name);
});`,
  // `!!x` is a boolean conversion (no-coercion-before-validation's case)
  `function settle(line) {
  const reply = JSON.parse(line);
  const ok = !!reply.result;
  return ok ? reply.result : reply.error;
}`,
  // `x || d` is a default (no-lossy-default's case)
  `function settle(line) {
  const reply = JSON.parse(line);
  const value = reply.result || null;
  if ("error" in reply) throw reply.error;
  return value;
}`,
  // `x ?? d` is not a truthiness test
  `function settle(line) {
  const reply = JSON.parse(line);
  return reply.result ?? reply.error;
}`,
  // an array element in a loop is a value, not a field
  `const args = JSON.parse(call.function.arguments);
for (const tag of args.tags) {
  if (tag) add(tag);
}`,
  // a defaulted value is not the raw field
  `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;
if (timeout) wait(timeout);`,
  // a `let` alias that is reassigned is not followed
  `const args = JSON.parse(call.function.arguments);
let limit = args.limit;
limit = clamp(limit);
if (limit) take(limit);`,
  // `.get()` on an ordinary URLSearchParams
  `const params = new URLSearchParams(location.search);
if (params.get("error")) show(params.get("error"));`,
  // lodash `get` on ordinary data
  `import { get } from "lodash";
function title(doc) {
  if (get(doc, "meta.title")) return get(doc, "meta.title");
  return "Untitled";
}`,
  // a `get` that is not lodash's
  `import { get } from "./http";
function settle(line) {
  const reply = JSON.parse(line);
  if (get(reply, "result")) return reply.result;
  throw reply.error;
}`,
  // `JSON.parse` of something other than tool arguments
  `const config = JSON.parse(readFileSync("config.json", "utf8"));
if (config.port) listen(config.port);`,
  // `=== undefined` early guard
  `function page(call) {
  const args = JSON.parse(call.function.arguments);
  if (args.cursor === undefined) return first();
  return next(args.cursor);
}`,
  // Array.isArray gate
  `function settle(line) {
  const reply = JSON.parse(line);
  if (Array.isArray(reply.result) && reply.result) return reply.result;
  throw reply.error;
}`,
  // strict-mode OpenAI tools send null for an optional argument: `!= null` is deliberate
  `const args = JSON.parse(call.function.arguments);
if (args.limit != null) query.limit(args.limit);`,
  // a nullable argument compared with `=== null` on purpose
  `const args = JSON.parse(call.function.arguments);
if (args.parent_id === null) createRoot();
else createChild(args.parent_id);`,
  // a field the loop itself rewrites is program state
  `const args = JSON.parse(call.function.arguments);
while (args.cursor) {
  args.cursor = fetchPage(args.cursor);
}`,
  // a destructuring default: the binding is never missing
  `const args = JSON.parse(call.function.arguments);
const { max_items: max = 10 } = args;
if (max) take(max);`,
  // an MCP handler parameter with a default
  `server.registerTool("list", { inputSchema: { limit: z.number().optional() } }, async ({ limit = 10 }) => {
  if (limit) return page(limit);
  return page();
});`,
  // a rest object is never falsy
  `const args = JSON.parse(call.function.arguments);
const { sort, ...others } = args;
if (others) apply(sort, others);`,
  // MCP callTool content blocks are objects validated by the client
  `client.callTool(request).then((reply) => {
  if (reply.content[0]) show(reply.content[0]);
});`,
  // a safe() wrapper's { result, error } is not a JSON-RPC reply
  `async function run(task) {
  const outcome = await safe(task);
  if (outcome.error) throw outcome.error;
  return outcome.result;
}`,
  // a response the server builds itself
  `function respond(request) {
  const response = { id: request.id };
  response.result = compute(request);
  if (response.error) log(response.error);
  return response;
}`,
  // a logger namespace with error() and result()
  `import * as log from "./log";
function report(value) {
  log.result(value);
  if (log.error) log.error("done");
}`,
  // React props with result and error
  `function ResultView(props) {
  if (props.error) return fail(props.error);
  return ok(props.result);
}`,
  // a job record read in a loop
  `for (const run of runs) {
  if (run.error) retry(run.error);
  else keep(run.result);
}`,
  // an argument called error is not an envelope field
  `const args = JSON.parse(call.function.arguments);
if (args.options.error) strict = true;`,
  // a required-field check that throws
  `function search(call) {
  const args = JSON.parse(call.function.arguments);
  if (!args.query) throw new Error("query is required");
  return find(args.query);
}`,
  // a required-field check that returns an MCP error result
  `server.registerTool("read", { inputSchema: { path: z.string().optional() } }, async (args) => {
  if (!args.path) return { isError: true, content: [{ type: "text", text: "path is required" }] };
  return read(args.path);
});`,
  // class 4 look-alikes: a reply's string id, its list, a port, are never validly falsy
  `const reply = await client.callTool({ name: "stats", arguments: {} });
const data = JSON.parse(reply.content[0].text);
if (!data?.id) log("no id");
if (!data?.items?.length) log("no items");
if (!data?.port) log("no port");`,
  // a default in a conditional that scales the value is no-lossy-default's
  `server.registerTool("run", { inputSchema: { timeout: z.number().optional() } }, async (args) => run(args.timeout ? args.timeout * 1000 : 30_000));`,
  // a limit whose 0 means "no limit": as a bound, 0 would stop at once
  `server.registerTool("search", { inputSchema: { maxResults: z.number().optional() } }, async (args) => {
  for (const file of files) {
    if (args.maxResults && results.length >= args.maxResults) break;
    results.push(file);
  }
});`,
];

/** A truthiness test in front of a comparison with a truthy literal turns away nothing that comparison lets through; with `0`, it does. */
const LITERAL_GUARDS = `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const message = request.params.arguments;
  if (!message.jsonrpc || message.jsonrpc !== "2.0") throw new Error("bad");
  if (message.version && message.version === "v2") upgrade();
  if (!message.count || message.count !== 0) skip();
  return ok();
});`;

const invalid: Array<InvalidTestCase<MessageIds, Options>> = [
  {
    // only the comparison with 0 is reported: \`!v || v !== "2.0"\` and \`v && v === "v2"\` let only a truthy literal through
    code: LITERAL_GUARDS,
    output: LITERAL_GUARDS.replace("if (!message.count ||", 'if (!("count" in message) ||'),
    errors: [{ messageId: "truthyPresence", line: 5, column: 7, suggestions: [] }],
  },
  {
    // After the truthiness test, typeof number still lets a valid 0 be dropped
    code: `function onResponse(msg) {
  if (msg.jsonrpc === "2.0" && msg.result && typeof msg.result === "number") use(msg.result);
}`,
    output: `function onResponse(msg) {
  if (msg.jsonrpc === "2.0" && "result" in msg && typeof msg.result === "number") use(msg.result);
}`,
    errors: [
      {
        messageId: "truthyPresence",
        data: {"field": "msg.result", "replacement": "\"result\" in msg"},
        line: 2,
        column: 32,
        endLine: 2,
        endColumn: 42,
        suggestions: [],
      },
    ],
  },
  {
    // A kind check inside a nested function does not count
    code: `const args = JSON.parse(call.function.arguments);
if (args.offset && check(() => typeof args.offset === "object")) page(args.offset);`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        data: {"field": "args.offset", "replacement": "\"offset\" in args"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 16,
        suggestions: [
          { messageId: "usePresenceCheck", data: { replacement: "\"offset\" in args" }, output: `const args = JSON.parse(call.function.arguments);
if ("offset" in args && check(() => typeof args.offset === "object")) page(args.offset);` },
        ],
      },
    ],
  },
  {
    // An empty replacement string is a value: it deletes
    code: `server.registerTool("edit", { inputSchema: { old_string: z.string(), new_string: z.string() } }, async (args) => {
  if (args.new_string) text = text.replace(args.old_string, args.new_string);
});`,
    output: `server.registerTool("edit", { inputSchema: { old_string: z.string(), new_string: z.string() } }, async (args) => {
  if ("new_string" in args) text = text.replace(args.old_string, args.new_string);
});`,
    errors: [
      {
        messageId: "truthyPresence",
        data: {"field": "args.new_string", "replacement": "\"new_string\" in args"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 22,
        suggestions: [],
      },
    ],
  },
  {
    // A kind check of another field does not make the test a guard
    code: `const args = JSON.parse(call.function.arguments);
if (args.limit && typeof args.offset === "number") page(args.limit, args.offset);`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        data: { field: "args.limit", replacement: '"limit" in args' },
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 15,
        suggestions: [
          { messageId: "usePresenceCheck", data: { replacement: "\"limit\" in args" }, output: `const args = JSON.parse(call.function.arguments);
if ("limit" in args && typeof args.offset === "number") page(args.limit, args.offset);` },
        ],
      },
    ],
  },
    {
      // JSON-RPC: `if (reply.error)` and `if (reply.result)`, each guarding a read
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw toError(reply.error);
  if (reply.result) return ok(reply.result);
}`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "\"error\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 18,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"error\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("error" in reply) throw toError(reply.error);
  if (reply.result) return ok(reply.result);
}` },
          ],
        },
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "\"result\" in reply"},
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 19,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw toError(reply.error);
  if ("result" in reply) return ok(reply.result);
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: `!reply.error` decides success
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (!reply.error) return reply.result;
  return fail(reply.error.message);
}`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "!(\"error\" in reply)"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 19,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"error\" in reply)" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if (!("error" in reply)) return reply.result;
  return fail(reply.error.message);
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: `!= null` drops an explicit null result
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result != null) return reply.result;
  throw toError(reply.error);
}`,
      output: null,
      errors: [
        {
          messageId: "loosePresence",
          data: {"field": "reply.result", "operator": "!=", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 27,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw toError(reply.error);
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: `!== null` drops null and lets a missing result through
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result !== null) return reply.result;
  throw toError(reply.error);
}`,
      output: null,
      errors: [
        {
          messageId: "strictNullPresence",
          data: {"field": "reply.result", "operator": "!==", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 28,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw toError(reply.error);
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: `== null` negated form
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error == null) return reply.result;
  throw toError(reply.error);
}`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "!(\"error\" in reply)"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 26,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"error\" in reply)" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if (!("error" in reply)) return reply.result;
  throw toError(reply.error);
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: `=== null` negated form
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error === null) return reply.result;
  throw toError(reply.error);
}`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "!(\"error\" in reply)"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 27,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"error\" in reply)" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if (!("error" in reply)) return reply.result;
  throw toError(reply.error);
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: `null != x` with the literal on the left
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (null != reply.result) return reply.result;
  throw reply.error;
}`,
      output: null,
      errors: [
        {
          messageId: "loosePresence",
          data: {"field": "reply.result", "operator": "!=", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 27,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw reply.error;
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: `!= undefined` is the same loose test
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result != undefined) return reply.result;
  throw reply.error;
}`,
      output: null,
      errors: [
        {
          messageId: "loosePresence",
          data: {"field": "reply.result", "operator": "!=", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 32,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw reply.error;
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: computed string key keeps its quotes
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply["result"]) return reply["result"];
  throw reply["error"];
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply[\"result\"]", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 22,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply["result"];
  throw reply["error"];
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: test of a ternary
      code: `function settle(line) {
  const reply = JSON.parse(line);
  return reply.result ? ok(reply.result) : fail(reply.error);
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "\"result\" in reply"},
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 22,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  return "result" in reply ? ok(reply.result) : fail(reply.error);
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: right operand of `&&` in an `if` test
      code: `function settle(line, ready) {
  const reply = JSON.parse(line);
  if (ready && reply.result) send(reply.result);
  else log(reply.error);
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "\"result\" in reply"},
          line: 3,
          column: 16,
          endLine: 3,
          endColumn: 28,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line, ready) {
  const reply = JSON.parse(line);
  if (ready && "result" in reply) send(reply.result);
  else log(reply.error);
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC: both operands of `||` in an `if` test
      code: `function settled(line) {
  const reply = JSON.parse(line);
  if (reply.result || reply.error) return true;
  return false;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 19,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settled(line) {
  const reply = JSON.parse(line);
  if ("result" in reply || reply.error) return true;
  return false;
}` },
          ],
        },
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "\"error\" in reply"},
          line: 3,
          column: 23,
          endLine: 3,
          endColumn: 34,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"error\" in reply" }, output: `function settled(line) {
  const reply = JSON.parse(line);
  if (reply.result || "error" in reply) return true;
  return false;
}` },
          ],
        },
      ],
    },
    {
      // value of `&&` escapes into a variable: suggestion only
      code: `function settle(line) {
  const reply = JSON.parse(line);
  const value = reply.result && reply.result.value;
  return value ?? reply.error;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "\"result\" in reply"},
          line: 3,
          column: 17,
          endLine: 3,
          endColumn: 29,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  const value = "result" in reply && reply.result.value;
  return value ?? reply.error;
}` },
          ],
        },
      ],
    },
    {
      // optional chain on the receiver: suggestion with `?? {}`
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply?.result) return reply.result;
  throw reply?.error;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply?.result", "replacement": "\"result\" in (reply ?? {})"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 20,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in (reply ?? {})" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in (reply ?? {})) return reply.result;
  throw reply?.error;
}` },
          ],
        },
      ],
    },
    {
      // receiver with `await` and a call: suggestion only
      code: `async function run(client, req) {
  if ((await client.callTool(req)).result) return true;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "(await client.callTool(req)).result", "replacement": "\"result\" in await client.callTool(req)"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 42,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in await client.callTool(req)" }, output: `async function run(client, req) {
  if ("result" in await client.callTool(req)) return true;
}` },
          ],
        },
      ],
    },
    {
      // option presenceCheck: hasOwn
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result) return ok(reply.result);
  throw reply.error;
}`,
      options: [{"presenceCheck": "hasOwn"}],
      output: `function settle(line) {
  const reply = JSON.parse(line);
  if (Object.hasOwn(reply, "result")) return ok(reply.result);
  throw reply.error;
}`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "Object.hasOwn(reply, \"result\")"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 19,
          suggestions: [],
        },
      ],
    },
    {
      // option presenceCheck: hasOwn, negated
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (!reply.error) return reply.result;
  throw reply.error;
}`,
      options: [{"presenceCheck": "hasOwn"}],
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "!Object.hasOwn(reply, \"error\")"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 19,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!Object.hasOwn(reply, \"error\")" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if (!Object.hasOwn(reply, "error")) return reply.result;
  throw reply.error;
}` },
          ],
        },
      ],
    },
    {
      // option presenceCheck: hasOwn, `== null`
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result == null) throw reply.error;
  return reply.result;
}`,
      options: [{"presenceCheck": "hasOwn"}],
      output: `function settle(line) {
  const reply = JSON.parse(line);
  if (!Object.hasOwn(reply, "result")) throw reply.error;
  return reply.result;
}`,
      errors: [
        {
          messageId: "loosePresence",
          data: {"field": "reply.result", "operator": "==", "replacement": "!Object.hasOwn(reply, \"result\")"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      // option fix: suggestion turns the autofix into a suggestion
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result) return ok(reply.result);
  throw reply.error;
}`,
      options: [{"fix": "suggestion"}],
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 19,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return ok(reply.result);
  throw reply.error;
}` },
          ],
        },
      ],
    },
    {
      // setting presenceFields replaces the default envelope fields
      code: `function settle(toolReply) {
  if (toolReply.data) return 1;
  if (toolReply.result) return 2;
}`,
      settings: {"tool-contract": {"sources": ["toolReply"], "presenceFields": ["data"]}},
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "toolReply.data", "replacement": "\"data\" in toolReply"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 21,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"data\" in toolReply" }, output: `function settle(toolReply) {
  if ("data" in toolReply) return 1;
  if (toolReply.result) return 2;
}` },
          ],
        },
      ],
    },
    {
      // a block comment between receiver and key is kept
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply /* envelope */ .result) return 1;
  throw reply.error;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply /* envelope */ .result", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 35,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply /* envelope */) return 1;
  throw reply.error;
}` },
          ],
        },
      ],
    },
    {
      // a line comment between receiver and key becomes a block comment
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply // envelope
    .result) return 1;
  throw reply.error;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply // envelope .result", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 4,
          endColumn: 12,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply /* envelope */) return 1;
  throw reply.error;
}` },
          ],
        },
      ],
    },
    {
      // a comment after `!` is kept
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (! /* no error */ reply.error) return reply.result;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "!(\"error\" in reply)"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 35,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"error\" in reply)" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if (!("error" in reply) /* no error */) return reply.result;
}` },
          ],
        },
      ],
    },
    {
      // `!= null` assigned to a boolean
      code: `function settle(line) {
  const reply = JSON.parse(line);
  const hasResult = reply.result != null;
  return hasResult ? reply.result : reply.error;
}`,
      output: null,
      errors: [
        {
          messageId: "loosePresence",
          data: {"field": "reply.result", "operator": "!=", "replacement": "\"result\" in reply"},
          line: 3,
          column: 21,
          endLine: 3,
          endColumn: 41,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  const hasResult = "result" in reply;
  return hasResult ? reply.result : reply.error;
}` },
          ],
        },
      ],
    },
    {
      // `in` inside a `for` initialiser is parenthesised
      code: `function settle(line) {
  const reply = JSON.parse(line);
  for (let done = reply.result !== null; !done; done = true) retry();
  return reply.error;
}`,
      output: null,
      errors: [
        {
          messageId: "strictNullPresence",
          data: {"field": "reply.result", "operator": "!==", "replacement": "\"result\" in reply"},
          line: 3,
          column: 19,
          endLine: 3,
          endColumn: 40,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  for (let done = ("result" in reply); !done; done = true) retry();
  return reply.error;
}` },
          ],
        },
      ],
    },
    {
      // `== null` inside a template literal
      code: `function settle(line) {
  const reply = JSON.parse(line);
  return \`\${reply.error == null}\`;
  return reply.result;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "!(\"error\" in reply)"},
          line: 3,
          column: 13,
          endLine: 3,
          endColumn: 32,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"error\" in reply)" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  return \`\${!("error" in reply)}\`;
  return reply.result;
}` },
          ],
        },
      ],
    },
    {
      // `as unknown` around the field
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if ((reply.result as unknown) != null) return reply.result;
  throw reply.error;
}`,
      output: null,
      errors: [
        {
          messageId: "loosePresence",
          data: {"field": "reply.result", "operator": "!=", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 40,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw reply.error;
}` },
          ],
        },
      ],
    },
    {
      // `!reply.error` as the left of `&&` in a return
      code: `function settle(line) {
  const reply = JSON.parse(line);
  return !reply.error && reply.result;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "!(\"error\" in reply)"},
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 22,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"error\" in reply)" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  return !("error" in reply) && reply.result;
}` },
          ],
        },
      ],
    },
    {
      // a nested field: `reply.result.items`
      code: `function render(line) {
  const reply = JSON.parse(line);
  if (reply.result.items) show(reply.result.items);
  else warn(reply.error);
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result.items", "replacement": "\"items\" in reply.result"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 25,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"items\" in reply.result" }, output: `function render(line) {
  const reply = JSON.parse(line);
  if ("items" in reply.result) show(reply.result.items);
  else warn(reply.error);
}` },
          ],
        },
      ],
    },
    {
      // OpenAI tool arguments: guard-then-use
      code: `const args = JSON.parse(call.function.arguments);
if (args.limit) query.limit(args.limit);`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.limit", "replacement": "\"limit\" in args"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 15,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"limit\" in args" }, output: `const args = JSON.parse(call.function.arguments);
if ("limit" in args) query.limit(args.limit);` },
          ],
        },
      ],
    },
    {
      // OpenAI tool arguments: early return guard
      code: `function list(call) {
  const args = JSON.parse(call.function.arguments);
  if (!args.offset) return firstPage();
  return page(args.offset);
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.offset", "replacement": "!(\"offset\" in args)"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 19,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"offset\" in args)" }, output: `function list(call) {
  const args = JSON.parse(call.function.arguments);
  if (!("offset" in args)) return firstPage();
  return page(args.offset);
}` },
          ],
        },
      ],
    },
    {
      // OpenAI tool arguments: else branch of a negated test
      code: `function list(item) {
  const args = JSON.parse(item.arguments);
  if (!args.since) {
    all();
  } else {
    since(args.since);
  }
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.since", "replacement": "!(\"since\" in args)"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 18,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"since\" in args)" }, output: `function list(item) {
  const args = JSON.parse(item.arguments);
  if (!("since" in args)) {
    all();
  } else {
    since(args.since);
  }
}` },
          ],
        },
      ],
    },
    {
      // an alias reads the same field
      code: `const args = JSON.parse(call.function.arguments);
const a = args;
if (args.limit) take(a.limit);`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.limit", "replacement": "\"limit\" in args"},
          line: 3,
          column: 5,
          endLine: 3,
          endColumn: 15,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"limit\" in args" }, output: `const args = JSON.parse(call.function.arguments);
const a = args;
if ("limit" in args) take(a.limit);` },
          ],
        },
      ],
    },
    {
      // destructured field: suggestion `!== undefined`
      code: `const args = JSON.parse(call.function.arguments);
const { limit } = args;
if (limit) take(limit);`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "limit", "replacement": "limit !== undefined"},
          line: 3,
          column: 5,
          endLine: 3,
          endColumn: 10,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "limit !== undefined" }, output: `const args = JSON.parse(call.function.arguments);
const { limit } = args;
if (limit !== undefined) take(limit);` },
          ],
        },
      ],
    },
    {
      // nested destructuring
      code: `const args = JSON.parse(call.function.arguments);
const { options: { depth } } = args;
if (depth) walk(depth);`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "depth", "replacement": "depth !== undefined"},
          line: 3,
          column: 5,
          endLine: 3,
          endColumn: 10,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "depth !== undefined" }, output: `const args = JSON.parse(call.function.arguments);
const { options: { depth } } = args;
if (depth !== undefined) walk(depth);` },
          ],
        },
      ],
    },
    {
      // MCP registerTool handler: a number field loses 0
      code: `server.registerTool("list", { inputSchema: { offset: z.number().int().optional() } }, async (args) => {
  if (args.offset) return page(args.offset);
  return firstPage();
});`,
      output: `server.registerTool("list", { inputSchema: { offset: z.number().int().optional() } }, async (args) => {
  if ("offset" in args) return page(args.offset);
  return firstPage();
});`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.offset", "replacement": "\"offset\" in args"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 18,
          suggestions: [],
        },
      ],
    },
    {
      // MCP tool() handler with a shape, destructured parameter: a number field loses 0
      code: `server.tool("list", { offset: z.number().int().optional() }, async ({ offset }) => {
  if (offset) return page(offset);
  return firstPage();
});`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "offset", "replacement": "offset !== undefined"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 13,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "offset !== undefined" }, output: `server.tool("list", { offset: z.number().int().optional() }, async ({ offset }) => {
  if (offset !== undefined) return page(offset);
  return firstPage();
});` },
          ],
        },
      ],
    },
    {
      // MCP low-level handler: `request.params.arguments` destructured, optional chain
      code: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { arguments: args } = request.params;
  if (args?.page) return list(args.page);
});`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args?.page", "replacement": "\"page\" in (args ?? {})"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 17,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"page\" in (args ?? {})" }, output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { arguments: args } = request.params;
  if ("page" in (args ?? {})) return list(args.page);
});` },
          ],
        },
      ],
    },
    {
      // MCP low-level handler: full member chain
      code: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.arguments.page) return list(request.params.arguments.page);
});`,
      output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if ("page" in request.params.arguments) return list(request.params.arguments.page);
});`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "request.params.arguments.page", "replacement": "\"page\" in request.params.arguments"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 36,
          suggestions: [],
        },
      ],
    },
    {
      // a dynamic key: suggestion only
      code: `const args = JSON.parse(call.function.arguments);
if (args[key]) use(args[key]);`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args[key]", "replacement": "key in args"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 14,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "key in args" }, output: `const args = JSON.parse(call.function.arguments);
if (key in args) use(args[key]);` },
          ],
        },
      ],
    },
    {
      // an inherited key name uses Object.hasOwn
      code: `const args = JSON.parse(call.function.arguments);
if (args.constructor) use(args.constructor);`,
      output: `const args = JSON.parse(call.function.arguments);
if (Object.hasOwn(args, "constructor")) use(args.constructor);`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.constructor", "replacement": "Object.hasOwn(args, \"constructor\")"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 21,
          suggestions: [],
        },
      ],
    },
    {
      // the file's single quotes are kept
      code: `const args = JSON.parse(call.function.arguments ?? '{}');
if (args.limit) take(args.limit);`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.limit", "replacement": "'limit' in args"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 15,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "'limit' in args" }, output: `const args = JSON.parse(call.function.arguments ?? '{}');
if ('limit' in args) take(args.limit);` },
          ],
        },
      ],
    },
    {
      // two fields in one test
      code: `const args = JSON.parse(call.function.arguments);
if (args.a && args.b) pair(args.a, args.b);`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.a", "replacement": "\"a\" in args"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 11,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"a\" in args" }, output: `const args = JSON.parse(call.function.arguments);
if ("a" in args && args.b) pair(args.a, args.b);` },
          ],
        },
        {
          messageId: "truthyPresence",
          data: {"field": "args.b", "replacement": "\"b\" in args"},
          line: 2,
          column: 15,
          endLine: 2,
          endColumn: 21,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"b\" in args" }, output: `const args = JSON.parse(call.function.arguments);
if (args.a && "b" in args) pair(args.a, args.b);` },
          ],
        },
      ],
    },
    {
      // `.get()` on a configured source: `.has()`
      code: `function relay(toolReply) {
  if (toolReply.get("result")) send(toolReply.get("result"));
}`,
      settings: {"tool-contract": {"sources": ["toolReply"]}},
      output: `function relay(toolReply) {
  if (toolReply.has("result")) send(toolReply.get("result"));
}`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "toolReply.get(\"result\")", "replacement": "toolReply.has(\"result\")"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 30,
          suggestions: [],
        },
      ],
    },
    {
      // `!x.get("error")`
      code: `function relay(toolReply) {
  if (!toolReply.get("error")) done();
}`,
      settings: {"tool-contract": {"sources": ["toolReply"]}},
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "toolReply.get(\"error\")", "replacement": "!toolReply.has(\"error\")"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 30,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!toolReply.has(\"error\")" }, output: `function relay(toolReply) {
  if (!toolReply.has("error")) done();
}` },
          ],
        },
      ],
    },
    {
      // `x.get(k) != null`
      code: `function relay(toolReply) {
  if (toolReply.get("result") != null) send(toolReply.get("result"));
}`,
      settings: {"tool-contract": {"sources": ["toolReply"]}},
      output: `function relay(toolReply) {
  if (toolReply.has("result")) send(toolReply.get("result"));
}`,
      errors: [
        {
          messageId: "loosePresence",
          data: {"field": "toolReply.get(\"result\")", "operator": "!=", "replacement": "toolReply.has(\"result\")"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 38,
          suggestions: [],
        },
      ],
    },
    {
      // `x?.get(k)`: suggestion
      code: `function relay(toolReply) {
  if (toolReply?.get("result")) send(toolReply.get("result"));
}`,
      settings: {"tool-contract": {"sources": ["toolReply"]}},
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "toolReply?.get(\"result\")", "replacement": "toolReply?.has(\"result\")"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 31,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "toolReply?.has(\"result\")" }, output: `function relay(toolReply) {
  if (toolReply?.has("result")) send(toolReply.get("result"));
}` },
          ],
        },
      ],
    },
    {
      // `x.get(k)` with a non-literal key: suggestion
      code: `function relay(toolReply, field) {
  if (toolReply.get(field)) send(toolReply.get(field));
}`,
      settings: {"tool-contract": {"sources": ["toolReply"]}},
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "toolReply.get(field)", "replacement": "toolReply.has(field)"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 27,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "toolReply.has(field)" }, output: `function relay(toolReply, field) {
  if (toolReply.has(field)) send(toolReply.get(field));
}` },
          ],
        },
      ],
    },
    {
      // lodash namespace import: `_.get` to `_.has`
      code: `import _ from "lodash";
function settle(line) {
  const reply = JSON.parse(line);
  if (_.get(reply, "result")) return reply.result;
  throw reply.error;
}`,
      output: `import _ from "lodash";
function settle(line) {
  const reply = JSON.parse(line);
  if (_.has(reply, "result")) return reply.result;
  throw reply.error;
}`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "_.get(reply, \"result\")", "replacement": "_.has(reply, \"result\")"},
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 29,
          suggestions: [],
        },
      ],
    },
    {
      // lodash named import: `has` is imported beside `get`
      code: `import { get } from "lodash";
function settle(line) {
  const reply = JSON.parse(line);
  if (get(reply, "result")) return reply.result;
  throw reply.error;
}`,
      output: `import { get, has } from "lodash";
function settle(line) {
  const reply = JSON.parse(line);
  if (has(reply, "result")) return reply.result;
  throw reply.error;
}`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "get(reply, \"result\")", "replacement": "has(reply, \"result\")"},
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      // lodash/get default import: `lodash/has` is imported
      code: `import get from "lodash/get";
function settle(line) {
  const reply = JSON.parse(line);
  if (!get(reply, "result")) throw reply.error;
}`,
      output: `import get from "lodash/get";
import has from "lodash/has";
function settle(line) {
  const reply = JSON.parse(line);
  if (!has(reply, "result")) throw reply.error;
}`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "get(reply, \"result\")", "replacement": "!has(reply, \"result\")"},
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 28,
          suggestions: [],
        },
      ],
    },
    {
      // lodash required as a namespace
      code: `const _ = require("lodash");
function settle(line) {
  const reply = JSON.parse(line);
  if (_.get(reply, "result")) return reply.result;
  throw reply.error;
}`,
      output: `const _ = require("lodash");
function settle(line) {
  const reply = JSON.parse(line);
  if (_.has(reply, "result")) return reply.result;
  throw reply.error;
}`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "_.get(reply, \"result\")", "replacement": "_.has(reply, \"result\")"},
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 29,
          suggestions: [],
        },
      ],
    },
    {
      // lodash `get` destructured from require
      code: `const { get } = require("lodash");
function settle(line) {
  const reply = JSON.parse(line);
  if (get(reply, "result")) return reply.result;
  throw reply.error;
}`,
      output: `const { get, has } = require("lodash");
function settle(line) {
  const reply = JSON.parse(line);
  if (has(reply, "result")) return reply.result;
  throw reply.error;
}`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "get(reply, \"result\")", "replacement": "has(reply, \"result\")"},
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      // lodash `has` name taken by another import: no fix
      code: `import { get } from "lodash";
import { has } from "./own";
function settle(line) {
  const reply = JSON.parse(line);
  if (get(reply, "result")) return reply.result;
  throw reply.error;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "get(reply, \"result\")", "replacement": "_.has(reply, \"result\")"},
          line: 5,
          column: 7,
          endLine: 5,
          endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      // JSON-RPC message recognised by `.jsonrpc`: `msg.id` guards a read
      code: `ws.on("message", (data) => {
  const msg = JSON.parse(data);
  if (msg.jsonrpc !== "2.0") return;
  if (msg.id && pending.has(msg.id)) pending.get(msg.id)(msg);
});`,
      output: `ws.on("message", (data) => {
  const msg = JSON.parse(data);
  if (msg.jsonrpc !== "2.0") return;
  if ("id" in msg && pending.has(msg.id)) pending.get(msg.id)(msg);
});`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "msg.id", "replacement": "\"id\" in msg"},
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 13,
          suggestions: [],
        },
      ],
    },
    {
      // MCP callTool reply: a content block field
      code: `const reply = await client.callTool({ name: "sum", arguments: { a: 1 } });
if (reply.content[0].text) print(reply.content[0].text);`,
      output: `const reply = await client.callTool({ name: "sum", arguments: { a: 1 } });
if ("text" in reply.content[0]) print(reply.content[0].text);`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.content[0].text", "replacement": "\"text\" in reply.content[0]"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 26,
          suggestions: [],
        },
      ],
    },
    {
      // `**` operand elsewhere does not disturb the fix
      code: `function settle(line) {
  const reply = JSON.parse(line);
  const x = reply.result ** 2;
  if (reply.error) return x;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "\"error\" in reply"},
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 18,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"error\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  const x = reply.result ** 2;
  if ("error" in reply) return x;
}` },
          ],
        },
      ],
    },
    {
      // JSON-RPC reply recognised by `.id`: guard-then-use of `result`
      code: `function onReply(reply, pending) {
  const waiter = pending.get(reply.id);
  if (reply.result) waiter.resolve(reply.result);
  else waiter.reject(reply.error);
}`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "\"result\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 19,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"result\" in reply" }, output: `function onReply(reply, pending) {
  const waiter = pending.get(reply.id);
  if ("result" in reply) waiter.resolve(reply.result);
  else waiter.reject(reply.error);
}` },
          ],
        },
      ],
    },
    {
      // `await res.json()` body: `== null` on the envelope result
      code: `async function total(res) {
  const body = await res.json();
  if (body.result == null) throw new Error(body.error?.message);
  return body.result;
}`,
      output: null,
      errors: [
        {
          messageId: "loosePresence",
          data: {"field": "body.result", "operator": "==", "replacement": "!(\"result\" in body)"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 26,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"result\" in body)" }, output: `async function total(res) {
  const body = await res.json();
  if (!("result" in body)) throw new Error(body.error?.message);
  return body.result;
}` },
          ],
        },
      ],
    },
    {
      // `.then` callback of callTool receives the reply
      code: `client.callTool(request).then((reply) => {
  if (reply.result) done(reply.result);
});`,
      output: `client.callTool(request).then((reply) => {
  if ("result" in reply) done(reply.result);
});`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "\"result\" in reply"},
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 19,
          suggestions: [],
        },
      ],
    },
    {
      // `{ id, result, error }` destructured from parsed JSON
      code: `const { id, result, error } = JSON.parse(line);
if (error) fail(id, error);
else done(id, result);`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "error", "replacement": "error !== undefined"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 10,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "error !== undefined" }, output: `const { id, result, error } = JSON.parse(line);
if (error !== undefined) fail(id, error);
else done(id, result);` },
          ],
        },
      ],
    },
    {
      // the same, with a comment before each field: the text test still sees the reply
      code: `const {
  // the value, when the call succeeded
  result,
  /* the failure */ error,
} = JSON.parse(line);
if (error) fail(error);
else done(result);`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "error", "replacement": "error !== undefined"},
          line: 6,
          column: 5,
          endLine: 6,
          endColumn: 10,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "error !== undefined" }, output: `const {
  // the value, when the call succeeded
  result,
  /* the failure */ error,
} = JSON.parse(line);
if (error !== undefined) fail(error);
else done(result);` },
          ],
        },
      ],
    },
    {
      // `satisfies` around the receiver is parenthesised
      code: `const args = JSON.parse(call.function.arguments);
if ((args satisfies object).depth) dive(args.depth);`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "(args satisfies object).depth", "replacement": "\"depth\" in (args satisfies object)"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 34,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"depth\" in (args satisfies object)" }, output: `const args = JSON.parse(call.function.arguments);
if ("depth" in (args satisfies object)) dive(args.depth);` },
          ],
        },
      ],
    },
    {
      // a nested receiver could be a primitive: `in` is only suggested
      code: `const args = JSON.parse(call.function.arguments);
if (args.filter.limit) where("limit", args.filter.limit);`,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.filter.limit", "replacement": "\"limit\" in args.filter"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 22,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"limit\" in args.filter" }, output: `const args = JSON.parse(call.function.arguments);
if ("limit" in args.filter) where("limit", args.filter.limit);` },
          ],
        },
      ],
    },
    {
      // a nested receiver with presenceCheck: hasOwn is fixed (hasOwn does not throw on primitives)
      code: `const args = JSON.parse(call.function.arguments);
if (args.filter.limit) where("limit", args.filter.limit);`,
      options: [{"presenceCheck": "hasOwn"}],
      output: `const args = JSON.parse(call.function.arguments);
if (Object.hasOwn(args.filter, "limit")) where("limit", args.filter.limit);`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.filter.limit", "replacement": "Object.hasOwn(args.filter, \"limit\")"},
          line: 2,
          column: 5,
          endLine: 2,
          endColumn: 22,
          suggestions: [],
        },
      ],
    },
    {
      // a nested receiver proven an object by a typeof gate is fixed
      code: `const args = JSON.parse(call.function.arguments);
if (typeof args.filter === "object" && args.filter.limit) where("limit", args.filter.limit);`,
      output: `const args = JSON.parse(call.function.arguments);
if (typeof args.filter === "object" && "limit" in args.filter) where("limit", args.filter.limit);`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "args.filter.limit", "replacement": "\"limit\" in args.filter"},
          line: 2,
          column: 40,
          endLine: 2,
          endColumn: 57,
          suggestions: [],
        },
      ],
    },
    {
      // MCP handler whose shape is imported from a module that cannot be read: a destructured key that
      // `extra` lacks marks the arguments; with unreadableSchemas "report" (strict), the unread schema is said
      code: `import { searchShape } from "./shapes";
server.tool("search", "Search the index.", searchShape, async ({ query, limit }) => {
  if (limit) return run(query, limit);
  return run(query);
});`,
      settings: { "tool-contract": { unreadableSchemas: "report" } },
      output: null,
      errors: [
        {
          messageId: "truthyPresenceUnread",
          data: {"field": "limit", "replacement": "limit !== undefined"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 12,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "limit !== undefined" }, output: `import { searchShape } from "./shapes";
server.tool("search", "Search the index.", searchShape, async ({ query, limit }) => {
  if (limit !== undefined) return run(query, limit);
  return run(query);
});` },
          ],
        },
      ],
    },
    {
      // existing parentheses are not doubled
      code: `const reply = await client.callTool({ name: "stats", arguments: {} });
if ((!reply.result) ** 2) fail();`,
      output: `const reply = await client.callTool({ name: "stats", arguments: {} });
if ((!("result" in reply)) ** 2) fail();`,
      errors: [
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "!(\"result\" in reply)"},
          line: 2,
          column: 6,
          endLine: 2,
          endColumn: 19,
          suggestions: [],
        },
      ],
    },
    {
      // an envelope result that throws when falsy still loses a valid 0
      code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  if (!reply.result) throw new Error("no result");
  return reply.result;
}`,
      output: null,
      errors: [
        {
          messageId: "truthyErrorPresence",
          data: {"field": "reply.error", "replacement": "\"error\" in reply"},
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 18,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "\"error\" in reply" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("error" in reply) throw reply.error;
  if (!reply.result) throw new Error("no result");
  return reply.result;
}` },
          ],
        },
        {
          messageId: "truthyPresence",
          data: {"field": "reply.result", "replacement": "!(\"result\" in reply)"},
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 20,
          suggestions: [
            { messageId: "usePresenceCheck", data: { replacement: "!(\"result\" in reply)" }, output: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  if (!("result" in reply)) throw new Error("no result");
  return reply.result;
}` },
          ],
        },
      ],
    },

  {
    // class 4: a reply's count tested by truthiness, guarding only a log line
    code: `const reply = await client.callTool({ name: "stats", arguments: {} });
const data = JSON.parse(reply.content[0].text);
if (!data?.count) log("no data");`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 17,
        suggestions: [
          { messageId: "usePresenceCheck", output: `const reply = await client.callTool({ name: "stats", arguments: {} });
const data = JSON.parse(reply.content[0].text);
if (!("count" in (data ?? {}))) log("no data");` },
        ],
      },
    ],
  },
];

createRuleTester().run("no-truthy-presence-check", rule, { valid, invalid });

describe("no-truthy-presence-check fixes", () => {
  it.each(invalid.map((testCase, index) => [index, testCase] as const))(
    "invalid case %i: the fixed file parses and a second --fix changes nothing",
    (_index, testCase) => {
      const options = testCase.options?.[0];
      const result = fixTwice(testCase.code, {
        rules: { "tool-contract/no-truthy-presence-check": options ? ["error", options] : "error" },
        settings: testCase.settings ?? {},
      });
      expect(result.fixedParseErrors).toEqual([]);
      expect(result.secondOutput).toBe(result.firstOutput);
    },
  );
});

describe("what the autofix changes at runtime", () => {
  // A JSON-RPC client's settle function as users write it, and as --fix rewrites it. The kind gate
  // makes \`reply\` an object, so \`"result" in reply\` cannot throw and the rewrite is a fix.
  const code = `function settle(line) {
  const reply = JSON.parse(line);
  if (typeof reply !== "object" || reply === null) return "invalid";
  if (reply.error) return "error";
  if (reply.result) return "ok";
  return "missing";
}`;
  const fixed = lintWithPlugin(code, { rules: { "tool-contract/no-truthy-presence-check": "error" } }, true).output;
  const run = (source: string, reply: unknown): string =>
    new Function("line", `${source}\nreturn settle(line);`)(JSON.stringify(reply)) as string;

  it("rewrites the result test; the error test is only suggested (JSON-RPC 1.0 sends error: null)", () => {
    expect(fixed).toBe(`function settle(line) {
  const reply = JSON.parse(line);
  if (typeof reply !== "object" || reply === null) return "invalid";
  if (reply.error) return "error";
  if ("result" in reply) return "ok";
  return "missing";
}`);
  });

  it.each([
    ["0", 0, "missing"],
    ["false", false, "missing"],
    ['""', "", "missing"],
    ["null", null, "missing"],
    ["[]", [], "ok"],
    ["{}", {}, "ok"],
  ] as const)("a result of %s: the original says %s, the fixed code says ok", (_label, result, original) => {
    expect(run(code, { jsonrpc: "2.0", id: 1, result })).toBe(original);
    expect(run(fixed, { jsonrpc: "2.0", id: 1, result })).toBe("ok");
  });

  it("still reports an error reply as an error, and a reply without result as missing", () => {
    const error = { jsonrpc: "2.0", id: 1, error: { code: -32000, message: "boom" } };
    expect(run(code, error)).toBe("error");
    expect(run(fixed, error)).toBe("error");
    expect(run(fixed, { jsonrpc: "2.0", id: 1 })).toBe("missing");
    expect(run(fixed, { jsonrpc: "1.0", id: 1, result: 0, error: null })).toBe("ok");
  });
});

describe("parsed JSON that may not be an object", () => {
  // Without a kind gate the parsed root may be a number: `"result" in 5` throws where `(5).result`
  // is undefined, so the `in` rewrite is only suggested, and `presenceCheck: "hasOwn"` fixes it.
  const code = `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error != null) return "error";
  if (reply.result) return "ok";
  return "missing";
}`;
  const run = (source: string, reply: unknown): string =>
    new Function("line", `${source}\nreturn settle(line);`)(JSON.stringify(reply)) as string;

  it("leaves the `in` rewrite to a suggestion", () => {
    const result = lintWithPlugin(code, { rules: { "tool-contract/no-truthy-presence-check": "error" } }, true);
    expect(result.output).toBe(code);
  });

  it("fixes with Object.hasOwn, which answers false on a primitive instead of throwing", () => {
    const fixed = lintWithPlugin(
      code,
      { rules: { "tool-contract/no-truthy-presence-check": ["error", { presenceCheck: "hasOwn" }] } },
      true,
    ).output;
    expect(fixed).toBe(`function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error != null) return "error";
  if (Object.hasOwn(reply, "result")) return "ok";
  return "missing";
}`);
    expect(run(code, 5)).toBe("missing");
    expect(run(fixed, 5)).toBe("missing");
    expect(run(fixed, { result: 0 })).toBe("ok");
  });
});

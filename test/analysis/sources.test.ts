/**
 * Where tool data enters a file: one row per recogniser. Each row names an expression and the
 * source it should be read from (kind, label, formatted field path), or `null` when it is not tool data.
 */
import { describe, expect, it } from "vitest";

import { formatPath } from "../../src/analysis/flow.js";
import { analyze } from "./harness.js";

interface Expected {
  readonly kind: "arguments" | "reply";
  readonly label: string;
  readonly path: string;
}

/** [description, code, expression text (or [text, occurrence]), expected source or null] */
type Row = [string, string, string | readonly [string, number], Expected | null];

function sourceOf(code: string, target: string | readonly [string, number], settings: Record<string, unknown> = {}) {
  const { analysis, node } = analyze(code, settings);
  const [text, index] = typeof target === "string" ? [target, 0] : target;
  const value = analysis.valueOf(node(text, index));
  return value ? { kind: value.source.kind, label: value.source.label, path: formatPath(value.path) } : null;
}

function check(rows: readonly Row[], settings: Record<string, unknown> = {}): void {
  it.each(rows)("%s", (_description, code, target, expected) => {
    expect(sourceOf(code, target, settings)).toEqual(expected);
  });
}

const CALL_ARGUMENTS = "tool call arguments";
const MCP_ARGUMENTS = "MCP tool arguments";

describe("JSON.parse of tool call arguments", () => {
  check([
    [
      "JSON.parse(x.function.arguments) itself",
      `const args = JSON.parse(toolCall.function.arguments);`,
      "JSON.parse(toolCall.function.arguments)",
      { kind: "arguments", label: CALL_ARGUMENTS, path: "" },
    ],
    [
      "a field of the parsed arguments",
      `const args = JSON.parse(toolCall.function.arguments);
use(args.city);`,
      "args.city",
      { kind: "arguments", label: CALL_ARGUMENTS, path: "city" },
    ],
    [
      "JSON.parse(toolCall.args)",
      `const input = JSON.parse(toolCall.args);
use(input.city);`,
      "input.city",
      { kind: "arguments", label: CALL_ARGUMENTS, path: "city" },
    ],
    [
      "JSON.parse(job.data.args) is a queue job, not a tool call",
      `const input = JSON.parse(job.data.args);
use(input.city);`,
      "input.city",
      null,
    ],
    [
      "JSON.parse of arguments held in a const",
      `const text = call.function.arguments;
const input = JSON.parse(text);
use(input.city);`,
      "input.city",
      { kind: "arguments", label: CALL_ARGUMENTS, path: "city" },
    ],
    [
      'JSON.parse(item.arguments ?? "{}")',
      `const args = JSON.parse(item.arguments ?? "{}");
use(args.city);`,
      "args.city",
      { kind: "arguments", label: CALL_ARGUMENTS, path: "city" },
    ],
    [
      'JSON.parse(item.arguments || "{}")',
      `const args = JSON.parse(item.arguments || "{}");
use(args.city);`,
      "args.city",
      { kind: "arguments", label: CALL_ARGUMENTS, path: "city" },
    ],
    [
      "JSON.parse(item.arguments as string)",
      `const args = JSON.parse(item.arguments as string);
use(args.city);`,
      "args.city",
      { kind: "arguments", label: CALL_ARGUMENTS, path: "city" },
    ],
    [
      "JSON.parse(toolCall?.function?.arguments)",
      `const args = JSON.parse(toolCall?.function?.arguments);
use(args.city);`,
      "args.city",
      { kind: "arguments", label: CALL_ARGUMENTS, path: "city" },
    ],
    [
      "JSON.parse of another field: not a source",
      `const args = JSON.parse(item.argument);
use(args.city);`,
      "args.city",
      null,
    ],
    [
      "JSON.parse of a plain variable: not a source",
      `const body = JSON.parse(text);
use(body.city);`,
      "body.city",
      null,
    ],
    [
      'JSON.parse(item.arguments && "{}"): not a default, not a source',
      `const args = JSON.parse(item.arguments && "{}");
use(args.city);`,
      "args.city",
      null,
    ],
  ]);
});

describe("MCP server.registerTool", () => {
  check([
    [
      "inline config with inputSchema, inline handler",
      `server.registerTool("weather", { inputSchema: { city: z.string() } }, async (args) => {
  return use(args.city);
});`,
      "args.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "destructured handler parameter",
      `server.registerTool("weather", { inputSchema: { city: z.string() } }, async ({ city }) => {
  return use(city);
});`,
      ["city", 3],
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "config without inputSchema: the first parameter is `extra`",
      `server.registerTool("ping", { description: "Ping" }, async (extra) => {
  return use(extra.signal);
});`,
      "extra.signal",
      null,
    ],
    [
      "config in a const with inputSchema",
      `const config = { title: "Weather", inputSchema: { city: z.string() } };
server.registerTool("weather", config, async (args) => use(args.city));`,
      "args.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "config in a const without inputSchema",
      `const config = { title: "Ping" };
server.registerTool("ping", config, async (extra) => use(extra.signal));`,
      "extra.signal",
      null,
    ],
    [
      "handler declared as a function elsewhere in the file",
      `async function getWeather(args) {
  return use(args.city);
}
server.registerTool("weather", { inputSchema: { city: z.string() } }, getWeather);`,
      "args.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "handler declared as a const arrow elsewhere in the file",
      `const getWeather = async (args) => use(args.city);
server.registerTool("weather", { inputSchema: { city: z.string() } }, getWeather);`,
      "args.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "config imported (unknown), handler takes (args, extra)",
      `import { config } from "./config.js";
server.registerTool("weather", config, async (args, extra) => use(args.city));`,
      "args.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "config imported (unknown), handler takes one parameter: `extra`",
      `import { config } from "./config.js";
server.registerTool("ping", config, async (extra) => use(extra.signal));`,
      "extra.signal",
      null,
    ],
    [
      "two arguments only: not the registerTool signature",
      `server.registerTool({ inputSchema: {} }, async (args) => use(args.city));`,
      "args.city",
      null,
    ],
  ]);
});

describe("MCP server.registerTool: config built with a spread", () => {
  it("inputSchema from a spread const", () => {
    expect(
      sourceOf(
        `const base = { inputSchema: { city: z.string() } };
server.registerTool("weather", { ...base, title: "Weather" }, async (args) => use(args.city));`,
        "args.city",
      ),
    ).toEqual({ kind: "arguments", label: MCP_ARGUMENTS, path: "city" });
  });
});

describe("deprecated MCP server.tool", () => {
  check([
    [
      "name, shape, handler",
      `server.tool("weather", { city: z.string() }, async (args) => use(args.city));`,
      "args.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "name, description, shape, handler",
      `server.tool("weather", "Current weather", { city: z.string() }, async (args) => use(args.city));`,
      "args.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "name, description, shape, annotations, handler",
      `server.tool("weather", "Current weather", { city: z.string() }, { readOnlyHint: true }, async ({ city }) => use(city));`,
      ["city", 3],
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "name, description, annotations only: the first parameter is `extra`",
      `server.tool("ping", "Ping", { title: "Ping", readOnlyHint: true }, async (extra) => use(extra.signal));`,
      "extra.signal",
      null,
    ],
    [
      "name, description, no shape",
      `server.tool("ping", "Ping", async (extra) => use(extra.signal));`,
      "extra.signal",
      null,
    ],
    [
      "name and handler only",
      `server.tool("ping", async (extra) => use(extra.signal));`,
      "extra.signal",
      null,
    ],
    [
      "shape declared in a const",
      `const shape = { city: z.string() };
server.tool("weather", shape, async (args) => use(args.city));`,
      "args.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
  ]);
});

describe("deprecated MCP server.tool: a shape whose keys look like annotations", () => {
  // Annotations have literal values; `{ title: z.string() }` (a create_issue tool) is a shape.
  const rows: Row[] = [
    [
      "{ title: z.string() }",
      `server.tool("create_issue", { title: z.string() }, async (args) => use(args.title));`,
      "args.title",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "title" },
    ],
    [
      "description, then { title: z.string() }",
      `server.tool("create_issue", "Create an issue", { title: z.string() }, async ({ title }) => use(title));`,
      ["title", 3],
      { kind: "arguments", label: MCP_ARGUMENTS, path: "title" },
    ],
  ];
  it.each(rows)("%s", (_description, code, target, expected) => {
    expect(sourceOf(code, target)).toEqual(expected);
  });
});

describe("low-level MCP setRequestHandler(CallToolRequestSchema)", () => {
  check([
    [
      "request.params.arguments is the root",
      `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return use(request.params.arguments);
});`,
      "request.params.arguments",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "" },
    ],
    [
      "a field of request.params.arguments",
      `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return use(request.params.arguments.city);
});`,
      "request.params.arguments.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "request.params.name is the tool name, not an argument",
      `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return use(request.params.name);
});`,
      "request.params.name",
      { kind: "arguments", label: "tool name", path: "" },
    ],
    [
      "request itself is not an argument",
      `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return use(request);
});`,
      ["request", 1],
      null,
    ],
    [
      "destructured { params }",
      `server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
  return use(params.arguments.city);
});`,
      "params.arguments.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "const { arguments: input } = request.params",
      `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: input } = request.params;
  return use(input.city);
});`,
      "input.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "types.CallToolRequestSchema",
      `server.setRequestHandler(types.CallToolRequestSchema, async (request) => {
  return use(request.params.arguments.city);
});`,
      "request.params.arguments.city",
      { kind: "arguments", label: MCP_ARGUMENTS, path: "city" },
    ],
    [
      "ListToolsRequestSchema does not match",
      `server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  return use(request.params.arguments.city);
});`,
      "request.params.arguments.city",
      null,
    ],
    [
      "a schema whose name only ends in CallToolRequestSchema does not match",
      `server.setRequestHandler(MyCallToolRequestSchema, async (request) => {
  return use(request.params.arguments.city);
});`,
      "request.params.arguments.city",
      null,
    ],
  ]);
});

describe("MCP client.callTool replies", () => {
  check([
    [
      "awaited directly",
      `const reply = await client.callTool({ name: "weather", arguments: { city } });
use(reply.content);`,
      "reply.content",
      { kind: "reply", label: "MCP tool result", path: "content" },
    ],
    [
      "a promise in a variable, then awaited",
      `const pending = client.callTool({ name: "weather", arguments: { city } });
const reply = await pending;
use(reply.structuredContent.temperature);`,
      "reply.structuredContent.temperature",
      { kind: "reply", label: "MCP tool result", path: "structuredContent.temperature" },
    ],
    [
      "the arguments object passed to callTool is not the reply",
      `const request = { name: "weather", arguments: { city } };
const reply = await client.callTool(request);
use(request.arguments);`,
      "request.arguments",
      null,
    ],
  ]);

  it("through .then(reply => …)", () => {
    expect(
      sourceOf(
        `client.callTool({ name: "weather", arguments: { city } }).then((reply) => use(reply.content));`,
        "reply.content",
      ),
    ).toEqual({ kind: "reply", label: "MCP tool result", path: "content" });
  });
});

describe("JSON-RPC replies", () => {
  check([
    [
      "a binding read through .jsonrpc",
      `function settle(message) {
  if (message.jsonrpc !== "2.0") return;
  return use(message.result);
}`,
      "message.result",
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      "a binding read through .result, .error and .id",
      `function settle(reply, pending) {
  pending.delete(reply.id);
  if (reply.error) throw reply.error;
  return reply.result;
}`,
      "reply.result",
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      "the error field of the same reply",
      `function settle(reply, pending) {
  pending.delete(reply.id);
  if (reply.error) throw reply.error;
  return reply.result;
}`,
      ["reply.error", 1],
      { kind: "reply", label: "JSON-RPC reply", path: "error" },
    ],
    [
      "parsed JSON read through .result and .error",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  return reply.result;
}`,
      "reply.result",
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      "a binding destructured into result and error (and id)",
      `function settle(reply) {
  const { id, result, error } = reply;
  if (error) throw error;
  return result;
}`,
      ["result", 2],
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      "parsed JSON destructured into result and error",
      `async function settle(response) {
  const { result, error } = await response.json();
  if (error) throw error;
  return result;
}`,
      ["result", 2],
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      'x.get("result"), x.get("error") and x.get("id")',
      `function settle(reply) {
  const id = reply.get("id");
  if (reply.get("error")) throw new Error("failed");
  return reply.get("result");
}`,
      'reply.get("result")',
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      'lodash _.get(x, "result"), _.get(x, "error") and _.get(x, "id")',
      `import _ from "lodash";
function settle(reply) {
  const id = _.get(reply, "id");
  if (_.get(reply, "error")) throw new Error("failed");
  return _.get(reply, "result");
}`,
      '_.get(reply, "result")',
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      'imported lodash get(x, "result"), get(x, "error") and get(x, "jsonrpc")',
      `import { get } from "lodash";
function settle(reply) {
  if (get(reply, "jsonrpc") !== "2.0") return;
  if (get(reply, "error")) throw new Error("failed");
  return get(reply, "result");
}`,
      'get(reply, "result")',
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    // `get` under another name: a reply when it is lodash's, not otherwise.
    ...(
      [
        ["lodash get imported under another name", 'import { get as pick } from "lodash";', true],
        ["lodash get required under another name", 'const pick = require("lodash/get");', true],
        ["a get imported under another name from a module that is not lodash", 'import { get as pick } from "./cache.js";', false],
        ["a get required under another name from a module that is not lodash", 'const pick = require("./cache/get");', false],
      ] as const
    ).map(
      ([description, binding, isLodash]): Row => [
        isLodash ? description : `${description}: not a reply`,
        `${binding}
function settle(reply) {
  const id = pick(reply, "id");
  if (pick(reply, "error")) throw new Error("failed");
  return pick(reply, "result");
}`,
        'pick(reply, "result")',
        isLodash ? { kind: "reply", label: "JSON-RPC reply", path: "result" } : null,
      ],
    ),
    [
      "a get(x, k) that is not lodash does not make a reply",
      `import { get } from "./util.js";
function settle(reply) {
  if (get(reply, "jsonrpc") !== "2.0") return;
  return reply.value;
}`,
      "reply.value",
      null,
    ],
    [
      "a lone .result is not a reply (error read on another object)",
      `function finish(job, log) {
  log(log.error);
  return use(job.result);
}`,
      "job.result",
      null,
    ],
    [
      'a lone .get("result") is not a reply',
      `function finish(job, log) {
  log(log.error);
  return job.get("result");
}`,
      'job.get("result")',
      null,
    ],
    [
      "an item of a tagged union (switch on .type) is not a reply, though its kinds have id, result and error",
      `for (const part of response.output) switch (part.type) {
  case "image_generation_call": images.push({ id: part.id, data: part.result }); break;
  case "mcp_call": calls.push({ id: part.id, error: part.error }); break;
}`,
      "part.result",
      null,
    ],
    [
      "a relay that tags replies with type: \"response\" is still a reply",
      `function onMessage(msg) {
  if (msg.type !== "response") return;
  pending.get(msg.id)?.(msg.error ? Promise.reject(msg.error) : msg.result);
}`,
      "msg.result",
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      "a binding typed JSON-RPC and read through .type is still a reply",
      `function onMessage(msg: JsonRpcResponse) {
  log(msg.type);
  if (msg.error) throw msg.error;
  return msg.result;
}`,
      "msg.result",
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      "a message read through .method is a request or notification, not a reply",
      `function onMessage(msg) {
  if (msg.method) return handle(msg.method, msg.params, msg.id);
  if (msg.error) throw msg.error;
  return msg.result;
}`,
      "msg.result",
      { kind: "reply", label: "JSON-RPC message", path: "result" },
    ],
    [
      "a message read through .type and .jsonrpc is still a reply",
      `function settle(message) {
  if (message.jsonrpc !== "2.0" || message.type === "ping") return;
  return message.result;
}`,
      "message.result",
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
  ]);

  const bare: Row[] = [
    [
      "a binding read through both .result and .error",
      `function settle(reply) {
  if (reply.error) throw reply.error;
  return reply.result;
}`,
      "reply.result",
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      "a binding destructured into result and error",
      `function settle(reply) {
  const { result, error } = reply;
  if (error) throw error;
  return result;
}`,
      ["result", 2],
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      'x.get("result") and x.get("error")',
      `function settle(reply) {
  if (reply.get("error")) throw new Error("failed");
  return reply.get("result");
}`,
      'reply.get("result")',
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
    [
      'lodash _.get(x, "result") and _.get(x, "error")',
      `import _ from "lodash";
function settle(reply) {
  if (_.get(reply, "error")) throw new Error("failed");
  return _.get(reply, "result");
}`,
      '_.get(reply, "result")',
      { kind: "reply", label: "JSON-RPC reply", path: "result" },
    ],
  ];
  // `{ result, error }` alone is also the shape of safe()/tryCatch() wrappers, job records and UI
  // state, which use `error: null` for success: without `.id`, `.jsonrpc`, parsed JSON or a
  // JSON-RPC type, the binding is not taken for a reply.
  it.each(bare)("not enough evidence alone: %s", (_description, code, target) => {
    expect(sourceOf(code, target)).toBeNull();
  });
});

describe("settings sources", () => {
  describe("names", () => {
    check(
      [
        [
          "a parameter named in sources",
          `function handle(payload) {
  return use(payload.city);
}`,
          "payload.city",
          { kind: "arguments", label: "`payload`", path: "city" },
        ],
        [
          "a reply-like name is a reply",
          `async function handle(toolReply) {
  return use(toolReply.result);
}`,
          "toolReply.result",
          { kind: "reply", label: "`toolReply`", path: "result" },
        ],
        [
          "a name not in sources",
          `function handle(input) {
  return use(input.city);
}`,
          "input.city",
          null,
        ],
      ],
      { "tool-contract": { sources: ["payload", "toolReply"] } },
    );
  });

  describe("call patterns", () => {
    check(
      [
        [
          "{ callee: \"registry.register\", handlerArg: 1 }",
          `registry.register("weather", (input) => use(input.city));`,
          "input.city",
          { kind: "arguments", label: "`registry.register` handler arguments", path: "city" },
        ],
        [
          "the callee matches the end of a longer dotted name",
          `app.registry.register("weather", (input) => use(input.city));`,
          "input.city",
          { kind: "arguments", label: "`registry.register` handler arguments", path: "city" },
        ],
        [
          "another callee ending in the same letters does not match",
          `myregistry.register("weather", (input) => use(input.city));`,
          "input.city",
          null,
        ],
        [
          "{ callee: \"on\", handlerArg: -1, param: 1 }: the second parameter of the last argument",
          `bus.on("call", { retries: 1 }, (context, input) => use(input.city));`,
          "input.city",
          { kind: "arguments", label: "`on` handler arguments", path: "city" },
        ],
        [
          "{ callee: \"on\", handlerArg: -1, param: 1 }: the first parameter is not tool data",
          `bus.on("call", { retries: 1 }, (context, input) => use(context.user));`,
          "context.user",
          null,
        ],
      ],
      {
        "tool-contract": {
          sources: [
            { callee: "registry.register", handlerArg: 1 },
            { callee: "on", handlerArg: -1, param: 1 },
          ],
        },
      },
    );
  });
});

describe("two sources that reach one binding: the file's order decides, as written", () => {
  check([
    [
      "an MCP reply or parsed arguments in a conditional",
      `export async function f(c, tc) {
  const x = c ? await client.callTool({ name: "a" }) : JSON.parse(tc.function.arguments);
  return use(x.count);
}`,
      "x.count",
      { kind: "arguments", label: CALL_ARGUMENTS, path: "count" },
    ],
    [
      "one handler given to two factories matched by name",
      `const A = z.object({ force: z.boolean().optional() });
async function handle(input) { if (input.force) go(); return input.limit || 10; }
export const a = createTool({ id: "a", inputSchema: A, execute: handle });
export const b = tool({ parameters: { type: "object", properties: { force: { type: "boolean" } } }, execute: handle });`,
      "input.force",
      { kind: "arguments", label: "AI SDK tool input", path: "force" },
    ],
  ]);
});

describe("hasSources", () => {
  const rows: Array<[string, string, boolean]> = [
    ["a file without any trigger", `function greet(user) {\n  return user.name;\n}`, false],
    ["a trigger word but no source", `function f() {\n  return legacy.arguments.length;\n}`, false],
    ["result and error on unrelated objects", `function f(job, log) {\n  log(log.error);\n  return job.result;\n}`, false],
    ["JSON.parse of tool call arguments", `const args = JSON.parse(call.function.arguments);`, true],
    ["an MCP callTool reply", `const reply = await client.callTool({ name: "x" });`, true],
    [
      "a tool definition with only schema and run",
      `export const searchTool = { name: "search", schema: Input, run: async (args) => use(args.query) };`,
      true,
    ],
    ["a schema key and run, but no tool definition", `export const job = { schema: Input, run: async (args) => use(args.query), retries: 3 };`, false],
  ];
  it.each(rows)("%s", (_description, code, expected) => {
    expect(analyze(code).analysis.hasSources).toBe(expected);
  });

  it("a settings name makes a file without triggers a source file", () => {
    const code = `function handle(payload) {\n  return payload.city;\n}`;
    expect(analyze(code).analysis.hasSources).toBe(false);
    expect(analyze(code, { "tool-contract": { sources: ["payload"] } }).analysis.hasSources).toBe(true);
  });
});

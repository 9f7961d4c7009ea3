/**
 * Defaults that swallow valid values (`analysis.lossyDefaults({ nullish })`).
 *
 * Each row lists every default the analysis reports in a snippet, in source order: the text of the
 * whole defaulting expression, its operator, the text of the tool value that gets the default, the
 * text of the fallback, and which valid values are lost. An empty list: nothing is reported.
 */
import { describe, expect, it } from "vitest";

import type { DefaultOperator, LossyDefault } from "../../src/analysis/defaults.js";
import { analyze } from "./harness.js";

interface ExpectedDefault {
  readonly text: string;
  readonly operator: DefaultOperator;
  readonly value: string;
  readonly fallback: string;
  readonly lost: LossyDefault["lost"];
}

/** [description, code, nullish option, expected defaults in source order] */
type Row = [string, string, boolean, ExpectedDefault[]];

function defaultsIn(code: string, nullish: boolean): ExpectedDefault[] {
  const { analysis, sourceCode } = analyze(code);
  return [...analysis.lossyDefaults({ nullish })]
    .sort((a, b) => a.node.range[0] - b.node.range[0])
    .map((found) => ({
      text: sourceCode.getText(found.node),
      operator: found.operator,
      value: sourceCode.getText(found.valueNode),
      fallback: sourceCode.getText(found.fallback),
      lost: found.lost,
    }));
}

function check(rows: readonly Row[]): void {
  it.each(rows)("%s", (_description, code, nullish, expected) => {
    expect(defaultsIn(code, nullish)).toEqual(expected);
  });
}

describe("findLossyDefaults: operators", () => {
  check([
    [
      "|| on an argument",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout || 30;`,
      false,
      [{ text: "args.timeout || 30", operator: "||", value: "args.timeout", fallback: "30", lost: "falsy" }],
    ],
    [
      "||= on an argument",
      `const args = JSON.parse(call.function.arguments);
args.timeout ||= 30;`,
      false,
      [{ text: "args.timeout ||= 30", operator: "||=", value: "args.timeout", fallback: "30", lost: "falsy" }],
    ],
    [
      "||= on a let binding",
      `const args = JSON.parse(call.function.arguments);
let timeout = args.timeout;
timeout ||= 30;`,
      false,
      [{ text: "timeout ||= 30", operator: "||=", value: "timeout", fallback: "30", lost: "falsy" }],
    ],
    [
      "v ? v : d",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ? args.timeout : 30;`,
      false,
      [{ text: "args.timeout ? args.timeout : 30", operator: "?:", value: "args.timeout", fallback: "30", lost: "falsy" }],
    ],
    [
      "v ? v : d through an alias",
      `const args = JSON.parse(call.function.arguments);
const { timeout } = args;
const wait = timeout ? args.timeout : 30;`,
      false,
      [{ text: "timeout ? args.timeout : 30", operator: "?:", value: "timeout", fallback: "30", lost: "falsy" }],
    ],
    [
      "a ternary whose branch is another value",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ? args.delay : 30;`,
      false,
      [],
    ],
    [
      "?? without the nullish option",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;`,
      false,
      [],
    ],
    [
      "?? on a reply with the nullish option",
      `const reply = await client.callTool({ name: "stats", arguments: {} });
const timeout = reply.timeout ?? 30;`,
      true,
      [{ text: "reply.timeout ?? 30", operator: "??", value: "reply.timeout", fallback: "30", lost: "null" }],
    ],
    [
      "?? on arguments with the nullish option: an explicit null is how a model leaves a field out",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;`,
      true,
      [],
    ],
    [
      "?? null and ?? undefined lose nothing, even on a reply",
      `const reply = await client.callTool({ name: "stats", arguments: {} });
const a = reply.a ?? null;
const b = reply.b ?? undefined;
const c = reply.c ?? void 0;`,
      true,
      [],
    ],
    [
      "|| undefined still loses 0",
      `const reply = await client.callTool({ name: "stats", arguments: {} });
const a = reply.count || undefined;`,
      true,
      [{ text: "reply.count || undefined", operator: "||", value: "reply.count", fallback: "undefined", lost: "falsy" }],
    ],
    [
      "??= without the nullish option",
      `const args = JSON.parse(call.function.arguments);
args.timeout ??= 30;`,
      false,
      [],
    ],
    [
      "??= on a reply with the nullish option",
      `const reply = await client.callTool({ name: "stats", arguments: {} });
reply.timeout ??= 30;`,
      true,
      [{ text: "reply.timeout ??= 30", operator: "??=", value: "reply.timeout", fallback: "30", lost: "null" }],
    ],
    [
      "|| is reported with the nullish option too",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout || 30;`,
      true,
      [{ text: "args.timeout || 30", operator: "||", value: "args.timeout", fallback: "30", lost: "falsy" }],
    ],
    [
      "&& is not a default",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout && 30;`,
      true,
      [],
    ],
    [
      "the value on the right of || is not the one defaulted",
      `const args = JSON.parse(call.function.arguments);
const timeout = fallback || args.timeout;`,
      false,
      [],
    ],
    [
      "a default assigned to something else",
      `const args = JSON.parse(call.function.arguments);
let fallback;
fallback ||= args.timeout;`,
      false,
      [],
    ],
  ]);
});

describe("findLossyDefaults: where the value comes from", () => {
  check([
    [
      "a destructured field",
      `const args = JSON.parse(call.function.arguments);
const { limit } = args;
list(limit || 10);`,
      false,
      [{ text: "limit || 10", operator: "||", value: "limit", fallback: "10", lost: "falsy" }],
    ],
    [
      "a nested field",
      `const args = JSON.parse(call.function.arguments);
const depth = args.options.depth || 2;`,
      false,
      [{ text: "args.options.depth || 2", operator: "||", value: "args.options.depth", fallback: "2", lost: "falsy" }],
    ],
    [
      "an optional chain on the arguments",
      `const args = JSON.parse(call.function.arguments);
const depth = args?.depth || 2;`,
      false,
      [{ text: "args?.depth || 2", operator: "||", value: "args?.depth", fallback: "2", lost: "falsy" }],
    ],
    [
      "an as-cast validates nothing",
      `const args = JSON.parse(call.function.arguments);
const depth = (args.depth as number) || 2;`,
      false,
      [{ text: "(args.depth as number) || 2", operator: "||", value: "args.depth as number", fallback: "2", lost: "falsy" }],
    ],
    [
      "a JSON-RPC result field (replies count)",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw new Error(reply.error.message);
  return reply.result.count || 1;
}`,
      false,
      [{ text: "reply.result.count || 1", operator: "||", value: "reply.result.count", fallback: "1", lost: "falsy" }],
    ],
    [
      "MCP callTool isError is a validated boolean: loses false",
      `const reply = await client.callTool({ name: "job", arguments: {} });
const failed = reply.isError || strict;`,
      false,
      [{ text: "reply.isError || strict", operator: "||", value: "reply.isError", fallback: "strict", lost: "boolean" }],
    ],
    [
      "MCP callTool content is a validated array",
      `const reply = await client.callTool({ name: "job", arguments: {} });
const content = reply.content || fallback;`,
      false,
      [],
    ],
    [
      "a field of a defaulted object",
      `const args = JSON.parse(call.function.arguments);
const options = args.options ?? {};
const depth = options.depth || 2;`,
      false,
      [{ text: "options.depth || 2", operator: "||", value: "options.depth", fallback: "2", lost: "falsy" }],
    ],
    [
      "a defaulted value defaulted again",
      `const args = JSON.parse(call.function.arguments);
const wait = args.wait ?? 30;
const seconds = wait || 5;`,
      false,
      [{ text: "wait || 5", operator: "||", value: "wait", fallback: "5", lost: "falsy" }],
    ],
    [
      "the first element of an array argument",
      `const args = JSON.parse(call.function.arguments);
const first = args.ids[0] || 1;`,
      false,
      [{ text: "args.ids[0] || 1", operator: "||", value: "args.ids[0]", fallback: "1", lost: "falsy" }],
    ],
    [
      "array elements are left alone",
      `const args = JSON.parse(call.function.arguments);
const ids = args.ids.map((id) => id || 1);`,
      false,
      [],
    ],
    [
      "the arguments object itself",
      `const args = JSON.parse(call.function.arguments) || {};`,
      false,
      [],
    ],
    [
      "a rest object",
      `const args = JSON.parse(call.function.arguments);
const { id, ...rest } = args;
const extra = rest || fallback;`,
      false,
      [],
    ],
    [
      "a destructuring default: only a missing field gets it",
      `const args = JSON.parse(call.function.arguments);
const { timeout = 30 } = args;`,
      true,
      [],
    ],
    [
      "ordinary config",
      `const port = config.port || 3000;`,
      true,
      [],
    ],
  ]);
});

describe("findLossyDefaults: chains and tool-value fallbacks", () => {
  check([
    [
      "a || b || 3 is reported once, as a whole",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.a || args.b || 3;`,
      false,
      [{ text: "args.a || args.b || 3", operator: "||", value: "args.a", fallback: "3", lost: "falsy" }],
    ],
    [
      "a ?? b ?? 3 on a reply with the nullish option is reported once, as a whole",
      `const reply = await client.callTool({ name: "stats", arguments: {} });
const timeout = reply.a ?? reply.b ?? 3;`,
      true,
      [{ text: "reply.a ?? reply.b ?? 3", operator: "??", value: "reply.a", fallback: "3", lost: "null" }],
    ],
    [
      "the first non-empty of two tool values is deliberate",
      `const args = JSON.parse(call.function.arguments);
const title = args.title || args.name;`,
      false,
      [],
    ],
    [
      "a chain of two tool values and a literal",
      `const args = JSON.parse(call.function.arguments);
const count = args.count || args.total || 1;`,
      false,
      [{ text: "args.count || args.total || 1", operator: "||", value: "args.count", fallback: "1", lost: "falsy" }],
    ],
    [
      "a tool value first, then another value: the chain's last fallback",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout || config.timeout || 30;`,
      false,
      [{ text: "args.timeout || config.timeout || 30", operator: "||", value: "args.timeout", fallback: "30", lost: "falsy" }],
    ],
    [
      "a fallback with && inside",
      `const args = JSON.parse(call.function.arguments);
const limit = args.limit || (paged && 20);`,
      false,
      [{ text: "args.limit || (paged && 20)", operator: "||", value: "args.limit", fallback: "paged && 20", lost: "falsy" }],
    ],
  ]);
});

describe("findLossyDefaults: fallbacks that lose nothing", () => {
  check([
    [
      "|| [] on an unknown field",
      `const args = JSON.parse(call.function.arguments);
const tags = args.tags || [];`,
      false,
      [],
    ],
    [
      "|| {} on an unknown field",
      `const args = JSON.parse(call.function.arguments);
const options = args.options || {};`,
      false,
      [],
    ],
    [
      "|| 0 on an unknown field",
      `const args = JSON.parse(call.function.arguments);
const count = args.count || 0;`,
      false,
      [],
    ],
    [
      '|| "" on an unknown field',
      `const args = JSON.parse(call.function.arguments);
const name = args.name || "";`,
      false,
      [],
    ],
    [
      "|| false on an unknown field",
      `const args = JSON.parse(call.function.arguments);
const on = args.on || false;`,
      false,
      [],
    ],
    [
      "|| null loses a valid 0",
      `const args = JSON.parse(call.function.arguments);
const count = args.count || null;`,
      false,
      [{ text: "args.count || null", operator: "||", value: "args.count", fallback: "null", lost: "falsy" }],
    ],
    [
      "|| 1 loses a valid 0",
      `const args = JSON.parse(call.function.arguments);
const count = args.count || 1;`,
      false,
      [{ text: "args.count || 1", operator: "||", value: "args.count", fallback: "1", lost: "falsy" }],
    ],
    [
      "?? {} without the nullish option",
      `const args = JSON.parse(call.function.arguments);
const options = args.options ?? {};`,
      false,
      [],
    ],
    [
      "?? {} with the nullish option: an explicit null for a container gets the empty container on purpose",
      `const args = JSON.parse(call.function.arguments);
const options = args.options ?? {};`,
      true,
      [],
    ],
    [
      "v ? v : 0 loses nothing",
      `const args = JSON.parse(call.function.arguments);
const count = args.count ? args.count : 0;`,
      false,
      [],
    ],
    [
      "|| 0 with the nullish option loses nothing either",
      `const args = JSON.parse(call.function.arguments);
const count = args.count || 0;`,
      true,
      [],
    ],
    [
      "a non-literal fallback",
      `const args = JSON.parse(call.function.arguments);
const limit = args.limit || DEFAULT_LIMIT;`,
      false,
      [{ text: "args.limit || DEFAULT_LIMIT", operator: "||", value: "args.limit", fallback: "DEFAULT_LIMIT", lost: "falsy" }],
    ],
  ]);
});

describe("findLossyDefaults: declared shapes", () => {
  check([
    [
      "z.number() loses 0",
      `server.registerTool("list", { inputSchema: { limit: z.number().int().optional() } }, async ({ limit }) => list(limit || 20));`,
      false,
      [{ text: "limit || 20", operator: "||", value: "limit", fallback: "20", lost: "number" }],
    ],
    [
      "z.number() in v ? v : d loses 0",
      `server.registerTool("list", { inputSchema: { limit: z.number().optional() } }, async ({ limit }) => list(limit ? limit : 10));`,
      false,
      [{ text: "limit ? limit : 10", operator: "?:", value: "limit", fallback: "10", lost: "number" }],
    ],
    [
      "z.number() with || 0 loses nothing",
      `server.registerTool("list", { inputSchema: { limit: z.number().optional() } }, async ({ limit }) => list(limit || 0));`,
      false,
      [],
    ],
    [
      'z.number() with || "" loses 0',
      `server.tool("roll", { sides: z.number() }, async ({ sides }) => label(sides || ""));`,
      false,
      [{ text: 'sides || ""', operator: "||", value: "sides", fallback: '""', lost: "number" }],
    ],
    [
      "z.string(): an empty argument is a blank field, which the default fills in",
      `server.registerTool("greet", { inputSchema: { name: z.string().optional() } }, async (args) => hello(args.name || "stranger"));`,
      false,
      [],
    ],
    [
      'z.string() with || "" loses nothing',
      `server.registerTool("greet", { inputSchema: { name: z.string().optional() } }, async (args) => hello(args.name || ""));`,
      false,
      [],
    ],
    [
      "z.string() with || 0: a blank field too",
      `server.registerTool("greet", { inputSchema: { name: z.string().optional() } }, async (args) => hello(args.name || 0));`,
      false,
      [],
    ],
    [
      "an argument the SDK did not validate is reported: it may be 0 or false as well as \"\"",
      `server.setRequestHandler(CallToolRequestSchema, async (request) => retry(request.params.arguments.retries || 3));`,
      false,
      [{ text: "request.params.arguments.retries || 3", operator: "||", value: "request.params.arguments.retries", fallback: "3", lost: "falsy" }],
    ],
    [
      "z.boolean() loses false",
      `server.registerTool("list", { inputSchema: { include_archived: z.boolean().optional() } }, async (args) => list(args.include_archived || true));`,
      false,
      [{ text: "args.include_archived || true", operator: "||", value: "args.include_archived", fallback: "true", lost: "boolean" }],
    ],
    [
      "z.boolean() with || false loses nothing",
      `server.registerTool("list", { inputSchema: { include_archived: z.boolean().optional() } }, async (args) => list(args.include_archived || false));`,
      false,
      [],
    ],
    [
      "z.coerce.boolean() loses whatever was falsy",
      `server.registerTool("list", { inputSchema: { archived: z.coerce.boolean() } }, async (args) => list(args.archived || true));`,
      false,
      [{ text: "args.archived || true", operator: "||", value: "args.archived", fallback: "true", lost: "falsy" }],
    ],
    [
      "an enum including the empty string loses it",
      `server.registerTool("sort", { inputSchema: { order: z.enum(["", "asc"]) } }, async (args) => sort(args.order || "asc"));`,
      false,
      [{ text: 'args.order || "asc"', operator: "||", value: "args.order", fallback: '"asc"', lost: "falsy" }],
    ],
    [
      "z.array() cannot be falsy",
      `server.registerTool("tag", { inputSchema: { tags: z.array(z.string()).optional() } }, async (args) => tag(args.tags || ["all"]));`,
      false,
      [],
    ],
    [
      "z.object() cannot be falsy",
      `server.registerTool("q", { inputSchema: { options: z.object({ depth: z.number() }).optional() } }, async (args) => run(args.options || DEFAULTS));`,
      false,
      [],
    ],
    [
      "an enum of non-empty strings cannot be falsy",
      `server.registerTool("sort", { inputSchema: { order: z.enum(["asc", "desc"]).optional() } }, async (args) => sort(args.order || "asc"));`,
      false,
      [],
    ],
    [
      "a non-empty literal cannot be falsy",
      `server.registerTool("v", { inputSchema: { version: z.literal("v2").optional() } }, async (args) => use(args.version || "v2"));`,
      false,
      [],
    ],
    [
      ".min(1) rules out 0",
      `server.registerTool("list", { inputSchema: { per_page: z.number().int().min(1).optional() } }, async (args) => list(args.per_page || 30));`,
      false,
      [],
    ],
    [
      ".nonempty() rules out the empty string",
      `server.registerTool("search", { inputSchema: { q: z.string().nonempty().optional() } }, async (args) => search(args.q || "*"));`,
      false,
      [],
    ],
    [
      "nullable with .min(1) can still be null",
      `server.registerTool("list", { inputSchema: { per_page: z.number().min(1).nullable() } }, async (args) => list(args.per_page || 30));`,
      false,
      [{ text: "args.per_page || 30", operator: "||", value: "args.per_page", fallback: "30", lost: "number" }],
    ],
    [
      "?? on a field that is not nullable: the SDK rejected null",
      `server.registerTool("list", { inputSchema: { limit: z.number().optional() } }, async ({ limit }) => list(limit ?? 10));`,
      true,
      [],
    ],
    [
      "?? on a nullable field: arguments, so null is a blank field",
      `server.registerTool("list", { inputSchema: { limit: z.number().nullable().optional() } }, async ({ limit }) => list(limit ?? 10));`,
      true,
      [],
    ],
    [
      "?? on a z.any() field: arguments, so null is a blank field",
      `server.registerTool("list", { inputSchema: { limit: z.any() } }, async ({ limit }) => list(limit ?? 10));`,
      true,
      [],
    ],
    [
      "?? on a field the schema does not declare: arguments, so null is a blank field",
      `server.registerTool("list", { inputSchema: { query: z.string() } }, async (args) => list(args.limit ?? 10));`,
      true,
      [],
    ],
    [
      "values returned by a schema .parse()",
      `const limit = LimitSchema.parse(JSON.parse(call.function.arguments)).limit || 10;`,
      false,
      [],
    ],
  ]);
});

describe("findLossyDefaults: gates and conditions", () => {
  check([
    [
      "behind a typeof gate",
      `const args = JSON.parse(call.function.arguments);
const limit = typeof args.limit === "number" ? args.limit || 10 : 10;`,
      false,
      [],
    ],
    [
      "after an early typeof guard",
      `function run(call) {
  const args = JSON.parse(call.function.arguments);
  if (typeof args.limit !== "number") throw new TypeError("limit");
  return args.limit || 10;
}`,
      false,
      [],
    ],
    [
      "?? behind a typeof gate",
      `const args = JSON.parse(call.function.arguments);
const limit = typeof args.limit === "number" ? args.limit ?? 10 : 10;`,
      true,
      [],
    ],
    [
      "a || whose result is an if test",
      `const args = JSON.parse(call.function.arguments);
if (args.verbose || debug) log("verbose");`,
      false,
      [],
    ],
    [
      "a || whose result is negated",
      `const args = JSON.parse(call.function.arguments);
const quiet = !(args.verbose || debug);`,
      false,
      [],
    ],
    [
      "a negation is not the tool value",
      `const args = JSON.parse(call.function.arguments);
const quiet = !args.verbose || debug;`,
      false,
      [],
    ],
    [
      // the number made of the field loses its 0 as the field would
      "a number converted from the field",
      `const args = JSON.parse(call.function.arguments);
const limit = Number(args.limit) || 10;`,
      false,
      [{ text: "Number(args.limit) || 10", operator: "||", value: "args.limit", fallback: "10", lost: "falsy" }],
    ],
    [
      // every conversion to a number, the same set no-coercion-before-validation knows
      "a number rounded from the field",
      `const args = JSON.parse(call.function.arguments);
const limit = Math.floor(args.limit) || 10;`,
      false,
      [{ text: "Math.floor(args.limit) || 10", operator: "||", value: "args.limit", fallback: "10", lost: "falsy" }],
    ],
    [
      "a conversion that is not to a number",
      `const args = JSON.parse(call.function.arguments);
const label = String(args.label) || "page";`,
      false,
      [],
    ],
    [
      "a ternary default is reported in an if test too",
      `const args = JSON.parse(call.function.arguments);
if (args.limit ? args.limit : 10) run();`,
      false,
      [{ text: "args.limit ? args.limit : 10", operator: "?:", value: "args.limit", fallback: "10", lost: "falsy" }],
    ],
  ]);
});

describe("findLossyDefaults: chains whose first operand is not tool data", () => {
  it.each<Row>([
    // In `(config.a || args.b) || 3` the tool value `args.b` loses `0` to `3` exactly as in
    // `args.a || args.b || 3`.
    [
      "a tool value in the middle of a chain",
      `const args = JSON.parse(call.function.arguments);
const timeout = config.timeout || args.timeout || 30;`,
      false,
      [{ text: "config.timeout || args.timeout || 30", operator: "||", value: "args.timeout", fallback: "30", lost: "falsy" }],
    ],
  ])("%s", (_description, code, nullish, expected) => {
    expect(defaultsIn(code, nullish)).toEqual(expected);
  });
});

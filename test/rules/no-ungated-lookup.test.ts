/**
 * RuleTester cases for no-ungated-lookup. Every invalid case states its message, position, exact output
 * and exact suggestions; every valid case is a look-alike from real code.
 */
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";

import rule, { type MessageIds, type Options } from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

const valid: Array<ValidTestCase<Options> | string> = [
  // Set.has on the raw value is strict
  `const allowed = new Set([1, 2]);
const args = JSON.parse(call.function.arguments);
if (allowed.has(args.tier)) go();`,
  // new Set([1, 2]).has(args.n)
  `const args = JSON.parse(call.function.arguments);
if (new Set([1, 2]).has(args.n)) go();`,
  // Map.get on the raw value
  `const args = JSON.parse(call.function.arguments);
const user = users.get(args.id);`,
  // includes on the raw value
  `const args = JSON.parse(call.function.arguments);
if (["fast", "slow"].includes(args.mode)) tune(args.mode);`,
  // switch on the raw value
  `const args = JSON.parse(call.function.arguments);
switch (args.mode) {
  case "fast":
    fast();
}`,
  // after Object.hasOwn(TABLE, v)
  `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : 20;`,
  // after a typeof gate
  `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = typeof args.tier === "number" ? LIMITS[args.tier] : 20;`,
  // after Number.isInteger
  `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
if (Number.isInteger(args.tier)) size = LIMITS[args.tier];`,
  // after hasOwnProperty
  `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
if (LIMITS.hasOwnProperty(args.tier)) size = LIMITS[args.tier];`,
  // === is strict
  `const args = JSON.parse(call.function.arguments);
if (args.count === 1) first();`,
  // == null is the nullish check idiom
  `const args = JSON.parse(call.function.arguments);
if (args.cursor == null) first();`,
  // != undefined
  `const args = JSON.parse(call.function.arguments);
if (args.cursor != undefined) next(args.cursor);`,
  // == a non-empty string is not listed
  `const args = JSON.parse(call.function.arguments);
if (args.mode == "fast") fast();`,
  // a non-tool key
  `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const pageSize = LIMITS[config.tier];`,
  // a table that is not const
  `let limits = { 1: 20 };
const args = JSON.parse(call.function.arguments);
const pageSize = limits[args.tier];`,
  // an object from a call, without a Record type
  `const args = JSON.parse(call.function.arguments);
const table = load();
const value = table[args.k];`,
  // an empty object being built for this call
  `function handle(raw: string) {
  const args = JSON.parse(call.function.arguments);
  const out = {};
  const seen = out[args.k];
}`,
  // an array index
  `const args = JSON.parse(call.function.arguments);
const list = ["a", "b"];
const item = list[args.i];`,
  // MCP field declared z.number().int()
  `const LIMITS = { 1: 20, 2: 100, 3: 500 };
server.registerTool("page", { inputSchema: { tier: z.number().int() } }, async (args) => list(LIMITS[args.tier]));`,
  // MCP z.enum whose values are all own keys of the table
  `const PRICES = { free: 0, pro: 20, team: 50 };
server.registerTool("price", { inputSchema: { plan: z.enum(["free", "pro"]) } }, async (args) => quote(PRICES[args.plan]));`,
  // writing into a table is not a lookup
  `const args = JSON.parse(call.function.arguments);
const cache = { a: 1 };
cache[args.key] = args.value;`,
  // MCP z.boolean() compared loosely
  `server.registerTool("t", { inputSchema: { on: z.boolean() } }, async (args) => run(args.on == true));`,
  // a configured validator
  { code: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
if (isToolArgs(args)) size = LIMITS[args.tier];`, settings: {"tool-contract": {"validators": ["isToolArgs"]}} },
  // switch on typeof
  `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
switch (typeof args.tier) {
  case "number":
    size = LIMITS[args.tier];
}`,
  // a converted non-tool value
  `const allowed = new Set([1, 2]);
if (allowed.has(Number(input.value))) go();`,
  // a converted value after a typeof string gate
  `const allowed = new Set([1, 2]);
const args = JSON.parse(call.function.arguments);
if (typeof args.tier === "string" && allowed.has(Number(args.tier))) go();`,
  // `in` on a value that is not a table
  `const args = JSON.parse(call.function.arguments);
if (args.key in process.env) use(process.env[args.key]);`,
  // switch on the raw value, then a lookup in the case
  `const SORTS = { created: "created_at", updated: "updated_at" };
const args = JSON.parse(call.function.arguments);
switch (args.sort) {
  case "created":
    order = SORTS[args.sort];
}`,
  // after ALLOWED.includes(v)
  `const LEVELS = { low: 1, high: 3 };
const ALLOWED = ["low", "high"];
const args = JSON.parse(call.function.arguments);
if (!ALLOWED.includes(args.level)) throw new RangeError("level");
const level = LEVELS[args.level];`,
  // after VALID.has(v)
  `const LEVELS = { low: 1, high: 3 };
const VALID = new Set(["low", "high"]);
const args = JSON.parse(call.function.arguments);
if (VALID.has(args.level)) level = LEVELS[args.level];`,
  // after Object.keys(T).includes(v)
  `const MODES = { fast: 1, slow: 2 };
const args = JSON.parse(call.function.arguments);
if (Object.keys(MODES).includes(args.mode)) mode = MODES[args.mode];`,
  // after v === a || v === b
  `const MODES = { fast: 1, slow: 2 };
const args = JSON.parse(call.function.arguments);
if (args.mode === "fast" || args.mode === "slow") mode = MODES[args.mode];`,
  // includes on a string is a substring search
  `const args = JSON.parse(call.function.arguments);
if (text.includes(String(args.q))) found();`,
  // Tool names and tables that are plain objects (dispatch maps, class fields, Record parameters)
  // a dispatch map behind Object.hasOwn
  `const handlers = { search: runSearch };
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  return handler?.(args);
});`,
  // a Map of tools: strict, and no inherited keys
  `const tools = new Map([["search", runSearch]]);
server.setRequestHandler(CallToolRequestSchema, async (request) => tools.get(request.params.name)?.(request.params.arguments));`,
  // the names checked against a list first
  `const handlers = { search: runSearch };
const NAMES = ["search"];
for (const call of completion.choices[0].message.tool_calls ?? []) {
  if (!NAMES.includes(call.function.name)) continue;
  handlers[call.function.name](JSON.parse(call.function.arguments));
}`,
  // after a switch whose default returns, only the cases' names get through
  `const SCHEMAS = { search: SearchSchema };
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  let result;
  switch (name) {
    case "search":
      result = await runSearch(args);
      break;
    default:
      return { content: [{ type: "text", text: "unknown tool" }], isError: true };
  }
  const schema = SCHEMAS[name];
  return decorate(result, schema);
});`,
  // a tool found by a strict comparison of its name
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = TOOL_LIST.find((candidate) => candidate.name === request.params.name);
  return tool?.run(request.params.arguments);
});`,
  // the name only labels a message
  `for (const call of completion.choices[0].message.tool_calls ?? []) {
  console.log(\`calling \${call.function.name}\`);
  run(JSON.parse(call.function.arguments));
}`,
  // a literal table typed Record<Sku, number>, keyed by a z.enum of its own keys
  `const sku = z.enum(["lamp", "dock"]);
const inventory: Record<z.infer<typeof sku>, number> = { lamp: 12, dock: 22 };
const getInventory = tool({
  name: "get_inventory",
  parameters: z.object({ sku: sku.describe("The SKU") }),
  execute: async ({ sku }) => ({ sku, units: inventory[sku] }),
});`,
  // a type guard that checks own keys
  `const FIELDS = { theme: "string", depth: "number" };
function isFieldKey(value: string): value is keyof typeof FIELDS {
  return Object.prototype.hasOwnProperty.call(FIELDS, value);
}
server.registerTool("set", { inputSchema: { key: z.string() } }, async (args) => {
  if (!isFieldKey(args.key)) return { content: [], isError: true };
  return describe(FIELDS[args.key]);
});`,
  // a builder object written with tool keys, not read
  `server.registerTool("t", { inputSchema: { key: z.string(), value: z.string() } }, async (args) => {
  const body = {};
  body[args.key] = args.value;
  return send(body);
});`,
  // an undeclared table keyed by a value whose type the SDK validated: what the table is, is unknown
  `server.registerTool("t", { inputSchema: { plan: z.string() } }, async (args) => LIMITS[args.plan]);`,
  // a global object is not a program's table
  `const args = JSON.parse(call.function.arguments);
const value = globalThis[args.name];`,
  // a key upper-cased: no inherited key is all upper case
  `const ORDERS: Record<string, string> = { A100: "shipped" };
server.registerTool("order", { inputSchema: { orderId: z.string() } }, async (args) => use(ORDERS[args.orderId.toUpperCase()]));`,
  // a derived key checked with Object.hasOwn before the lookup
  `const PLANS = { free: 1, pro: 10 };
const args = JSON.parse(call.function.arguments);
const key = args.plan.trim().toLowerCase();
if (!Object.hasOwn(PLANS, key)) throw new Error("unknown plan");
use(PLANS[key]);`,
  // a derived key checked against a Set of known keys
  `const PLANS = { free: 1, pro: 10 };
const KNOWN = new Set(Object.keys(PLANS));
const args = JSON.parse(call.function.arguments);
const key = args.plan.toLowerCase();
if (KNOWN.has(key)) use(PLANS[key]);`,
  // an enum key lower-cased
  `const PLANS = { free: 1, pro: 10 };
server.registerTool("plan", { inputSchema: { plan: z.enum(["FREE", "PRO"]) } }, async (args) => use(PLANS[args.plan.toLowerCase()]));`,
  // a key made with a prefix cannot be an inherited key
  `const CACHE: Record<string, string> = {};
const args = JSON.parse(call.function.arguments);
use(CACHE[\`user:\${args.id}\`]);`,
  // a helper that builds something else from the value
  `const PLANS = { free: 1, pro: 10 };
function label(name: string) { return name.length > 3 ? "long" : "short"; }
const args = JSON.parse(call.function.arguments);
use(PLANS[label(args.plan)]);`,
  // a Map keyed by a derived key
  `const PLANS = new Map([["free", 1]]);
const args = JSON.parse(call.function.arguments);
use(PLANS.get(args.plan.toLowerCase()));`,
];

const invalid: Array<InvalidTestCase<MessageIds, Options>> = [
  {
    // a table with number keys
    code: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = LIMITS[args.tier];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "LIMITS[args.tier]", "origin": "the model chose"},
        line: 3,
        column: 18,
        endLine: 3,
        endColumn: 35,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.tier === \"number\"\u2026LIMITS[args.tier] : undefined"},
            output: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = typeof args.tier === "number" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // a table with string keys
    code: `const PRICES = { free: 0, pro: 20, team: 50 };
const args = JSON.parse(call.function.arguments);
const price = PRICES[args.plan];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "PRICES[args.plan]", "origin": "the model chose"},
        line: 3,
        column: 15,
        endLine: 3,
        endColumn: 32,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.plan === \"string\"\u2026PRICES[args.plan] : undefined"},
            output: `const PRICES = { free: 0, pro: 20, team: 50 };
const args = JSON.parse(call.function.arguments);
const price = typeof args.plan === "string" && Object.hasOwn(PRICES, args.plan) ? PRICES[args.plan] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // `in` on a table
    code: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
if (args.tier in LIMITS) allow();`,
    output: null,
    errors: [
      {
        messageId: "inLookup",
        data: {"expression": "args.tier in LIMITS", "origin": "the model chose"},
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 24,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.tier === \"number\"\u2026ect.hasOwn(LIMITS, args.tier)"},
            output: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
if (typeof args.tier === "number" && Object.hasOwn(LIMITS, args.tier)) allow();`,
          },
        ],
      },
    ],
  },
  {
    // an inline object literal
    code: `const args = JSON.parse(call.function.arguments);
const label = ({ a: "Alpha", b: "Beta" })[args.k];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "({ a: \"Alpha\", b: \"Beta\" })[args.k]", "origin": "the model chose"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 50,
        suggestions: [],
      },
    ],
  },
  {
    // a Record-typed table, used as a dispatch table: no suggestion
    code: `const handlers: Record<string, (input: unknown) => unknown> = loadHandlers();
const args = JSON.parse(call.function.arguments);
const output = handlers[args.action](args);`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "handlers[args.action]", "origin": "the model chose"},
        line: 3,
        column: 16,
        endLine: 3,
        endColumn: 37,
        suggestions: [],
      },
    ],
  },
  {
    // an index-signature-typed table
    code: `const rates: { [code: string]: number } = fetchRates();
const args = JSON.parse(call.function.arguments);
const rate = rates[args.currency];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "rates[args.currency]", "origin": "the model chose"},
        line: 3,
        column: 14,
        endLine: 3,
        endColumn: 34,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.currency === \"str\u2026es[args.currency] : undefined"},
            output: `const rates: { [code: string]: number } = fetchRates();
const args = JSON.parse(call.function.arguments);
const rate = typeof args.currency === "string" && Object.hasOwn(rates, args.currency) ? rates[args.currency] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // a number-keyed Record
    code: `const limits: Record<number, number> = loadLimits();
const args = JSON.parse(call.function.arguments);
const limit = limits[args.tier];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "limits[args.tier]", "origin": "the model chose"},
        line: 3,
        column: 15,
        endLine: 3,
        endColumn: 32,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.tier === \"number\"\u2026limits[args.tier] : undefined"},
            output: `const limits: Record<number, number> = loadLimits();
const args = JSON.parse(call.function.arguments);
const limit = typeof args.tier === "number" && Object.hasOwn(limits, args.tier) ? limits[args.tier] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // an Object.freeze table
    code: `const LEVELS = Object.freeze({ low: 1, high: 3 });
const args = JSON.parse(call.function.arguments);
const level = LEVELS[args.level];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "LEVELS[args.level]", "origin": "the model chose"},
        line: 3,
        column: 15,
        endLine: 3,
        endColumn: 33,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.level === \"string\u2026EVELS[args.level] : undefined"},
            output: `const LEVELS = Object.freeze({ low: 1, high: 3 });
const args = JSON.parse(call.function.arguments);
const level = typeof args.level === "string" && Object.hasOwn(LEVELS, args.level) ? LEVELS[args.level] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // an `as const` table
    code: `const MODES = { fast: 1, slow: 2 } as const;
const args = JSON.parse(call.function.arguments);
const mode = MODES[args.mode];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "MODES[args.mode]", "origin": "the model chose"},
        line: 3,
        column: 14,
        endLine: 3,
        endColumn: 30,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.mode === \"string\"\u2026 MODES[args.mode] : undefined"},
            output: `const MODES = { fast: 1, slow: 2 } as const;
const args = JSON.parse(call.function.arguments);
const mode = typeof args.mode === "string" && Object.hasOwn(MODES, args.mode) ? MODES[args.mode] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // `== 1`
    code: `const args = JSON.parse(call.function.arguments);
if (args.count == 1) return first();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.count == 1", "matches": "`true`, `\"1\"` and `[1]`", "literal": "1", "strict": "==="},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "args.count === 1"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.count === 1) return first();`,
          },
        ],
      },
    ],
  },
  {
    // `!= 0`
    code: `const args = JSON.parse(call.function.arguments);
if (args.count != 0) return some();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.count != 0", "matches": "`false`, `\"\"`, `\"0\"`, `\" \"` and `[]`", "literal": "0", "strict": "!=="},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "args.count !== 0"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.count !== 0) return some();`,
          },
        ],
      },
    ],
  },
  {
    // `== true`
    code: `const args = JSON.parse(call.function.arguments);
if (args.flag == true) run();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.flag == true", "matches": "`1`, `\"1\"` and `[1]`", "literal": "true", "strict": "==="},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 22,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "args.flag === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.flag === true) run();`,
          },
        ],
      },
    ],
  },
  {
    // `!= false`
    code: `const args = JSON.parse(call.function.arguments);
if (args.flag != false) run();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.flag != false", "matches": "`0`, `\"\"`, `\"0\"` and `[]`", "literal": "false", "strict": "!=="},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 23,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "args.flag !== false"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.flag !== false) run();`,
          },
        ],
      },
    ],
  },
  {
    // `== ""`
    code: `const args = JSON.parse(call.function.arguments);
if (args.name == "") anonymous();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.name == \"\"", "matches": "`0`, `false` and `[]`", "literal": "\"\"", "strict": "==="},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "args.name === \"\""},
            output: `const args = JSON.parse(call.function.arguments);
if (args.name === "") anonymous();`,
          },
        ],
      },
    ],
  },
  {
    // literal on the left
    code: `const args = JSON.parse(call.function.arguments);
if (1 == args.count) return first();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "1 == args.count", "matches": "`true`, `\"1\"` and `[1]`", "literal": "1", "strict": "==="},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "1 === args.count"},
            output: `const args = JSON.parse(call.function.arguments);
if (1 === args.count) return first();`,
          },
        ],
      },
    ],
  },
  {
    // set.has of a converted value
    code: `const allowed = new Set([1, 2, 3]);
const args = JSON.parse(call.function.arguments);
if (allowed.has(Number(args.tier))) go();`,
    output: null,
    errors: [
      {
        messageId: "coercedLookup",
        data: {"expression": "allowed.has(Number(args.tier))", "field": "args.tier", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 35,
        suggestions: [
          {
            messageId: "useRawValue",
            data: {"replacement": "args.tier"},
            output: `const allowed = new Set([1, 2, 3]);
const args = JSON.parse(call.function.arguments);
if (allowed.has(args.tier)) go();`,
          },
        ],
      },
    ],
  },
  {
    // map.get of a converted value
    code: `const args = JSON.parse(call.function.arguments);
const user = users.get(String(args.id));`,
    output: null,
    errors: [
      {
        messageId: "coercedLookup",
        data: {"expression": "users.get(String(args.id))", "field": "args.id", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 40,
        suggestions: [],
      },
    ],
  },
  {
    // includes of parseInt
    code: `const args = JSON.parse(call.function.arguments);
if ([1, 2].includes(parseInt(args.n, 10))) go();`,
    output: null,
    errors: [
      {
        messageId: "coercedLookup",
        data: {"expression": "[1, 2].includes(parseInt(args.n, 10))", "field": "args.n", "laundered": "`\"7 days\"` \u2192 `7`, `7.9` \u2192 `7`, `[7]` \u2192 `7`, `\"0x1A\"` \u2192 `26`"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 42,
        suggestions: [
          {
            messageId: "useRawValue",
            data: {"replacement": "args.n"},
            output: `const args = JSON.parse(call.function.arguments);
if ([1, 2].includes(args.n)) go();`,
          },
        ],
      },
    ],
  },
  {
    // indexOf of Number on an array
    code: `const IDS = [3, 5, 8];
const args = JSON.parse(call.function.arguments);
const at = IDS.indexOf(Number(args.id));`,
    output: null,
    errors: [
      {
        messageId: "coercedLookup",
        data: {"expression": "IDS.indexOf(Number(args.id))", "field": "args.id", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 3,
        column: 12,
        endLine: 3,
        endColumn: 40,
        suggestions: [
          {
            messageId: "useRawValue",
            data: {"replacement": "args.id"},
            output: `const IDS = [3, 5, 8];
const args = JSON.parse(call.function.arguments);
const at = IDS.indexOf(args.id);`,
          },
        ],
      },
    ],
  },
  {
    // map.has of a template
    code: `const args = JSON.parse(call.function.arguments);
if (cache.has(\`\${args.id}\`)) hit();`,
    output: null,
    errors: [
      {
        messageId: "coercedLookup",
        data: {"expression": "cache.has(`${args.id}`)", "field": "args.id", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 28,
        suggestions: [],
      },
    ],
  },
  {
    // switch on a converted value
    code: `const args = JSON.parse(call.function.arguments);
switch (Number(args.tier)) {
  case 1:
    small();
    break;
  default:
    large();
}`,
    output: null,
    errors: [
      {
        messageId: "coercedSwitch",
        data: {"discriminant": "Number(args.tier)", "field": "args.tier", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 27,
        suggestions: [
          {
            messageId: "useRawValue",
            data: {"replacement": "args.tier"},
            output: `const args = JSON.parse(call.function.arguments);
switch (args.tier) {
  case 1:
    small();
    break;
  default:
    large();
}`,
          },
        ],
      },
    ],
  },
  {
    // switch on String(v)
    code: `const args = JSON.parse(call.function.arguments);
switch (String(args.mode)) {
  case "fast":
    fast();
}`,
    output: null,
    errors: [
      {
        messageId: "coercedSwitch",
        data: {"discriminant": "String(args.mode)", "field": "args.mode", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 27,
        suggestions: [],
      },
    ],
  },
  {
    // MCP field declared z.string(): inherited keys are still found
    code: `const PRICES = { free: 0, pro: 20, team: 50 };
server.registerTool("price", { inputSchema: { plan: z.string() } }, async (args) => quote(PRICES[args.plan]));`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "PRICES[args.plan]", "origin": "the model chose"},
        line: 2,
        column: 91,
        endLine: 2,
        endColumn: 108,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "Object.hasOwn(PRICES, args.pl\u2026PRICES[args.plan] : undefined"},
            output: `const PRICES = { free: 0, pro: 20, team: 50 };
server.registerTool("price", { inputSchema: { plan: z.string() } }, async (args) => quote(Object.hasOwn(PRICES, args.plan) ? PRICES[args.plan] : undefined));`,
          },
        ],
      },
    ],
  },
  {
    // MCP z.enum with a value the table lacks
    code: `const PRICES = { free: 0, pro: 20, team: 50 };
server.registerTool("price", { inputSchema: { plan: z.enum(["free", "pro", "enterprise"]) } }, async (args) => quote(PRICES[args.plan]));`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "PRICES[args.plan]", "origin": "the model chose"},
        line: 2,
        column: 118,
        endLine: 2,
        endColumn: 135,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "Object.hasOwn(PRICES, args.pl\u2026PRICES[args.plan] : undefined"},
            output: `const PRICES = { free: 0, pro: 20, team: 50 };
server.registerTool("price", { inputSchema: { plan: z.enum(["free", "pro", "enterprise"]) } }, async (args) => quote(Object.hasOwn(PRICES, args.plan) ? PRICES[args.plan] : undefined));`,
          },
        ],
      },
    ],
  },
  {
    // a JSON-RPC reply value as a key
    code: `const STATUS = { 0: "ok", 1: "failed" };
function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  return STATUS[reply.result.code];
}`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "STATUS[reply.result.code]", "origin": "a JSON-RPC peer sent"},
        line: 5,
        column: 10,
        endLine: 5,
        endColumn: 35,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof reply.result.code === \u2026eply.result.code] : undefined"},
            output: `const STATUS = { 0: "ok", 1: "failed" };
function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  return typeof reply.result.code === "number" && Object.hasOwn(STATUS, reply.result.code) ? STATUS[reply.result.code] : undefined;
}`,
          },
        ],
      },
    ],
  },
  {
    // a destructured key
    code: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const { tier } = args;
const pageSize = LIMITS[tier];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "LIMITS[tier]", "origin": "the model chose"},
        line: 4,
        column: 18,
        endLine: 4,
        endColumn: 30,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof tier === \"number\" && O\u2026r) ? LIMITS[tier] : undefined"},
            output: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const { tier } = args;
const pageSize = typeof tier === "number" && Object.hasOwn(LIMITS, tier) ? LIMITS[tier] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // an optional member lookup: no suggestion
    code: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = LIMITS?.[args.tier];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "LIMITS?.[args.tier]", "origin": "the model chose"},
        line: 3,
        column: 18,
        endLine: 3,
        endColumn: 37,
        suggestions: [],
      },
    ],
  },
  {
    // in a tool-call loop
    code: `const PRICES = { free: 0, pro: 20, team: 50 };
for (const call of message.tool_calls) {
  const a = JSON.parse(call.function.arguments);
  total += PRICES[a.sku];
}`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "PRICES[a.sku]", "origin": "the model chose"},
        line: 4,
        column: 12,
        endLine: 4,
        endColumn: 25,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof a.sku === \"string\" && \u2026) ? PRICES[a.sku] : undefined"},
            output: `const PRICES = { free: 0, pro: 20, team: 50 };
for (const call of message.tool_calls) {
  const a = JSON.parse(call.function.arguments);
  total += typeof a.sku === "string" && Object.hasOwn(PRICES, a.sku) ? PRICES[a.sku] : undefined;
}`,
          },
        ],
      },
    ],
  },
  {
    // a nested field as the key
    code: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = LIMITS[args.options.tier];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "LIMITS[args.options.tier]", "origin": "the model chose"},
        line: 3,
        column: 18,
        endLine: 3,
        endColumn: 43,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.options.tier === \u2026rgs.options.tier] : undefined"},
            output: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = typeof args.options.tier === "number" && Object.hasOwn(LIMITS, args.options.tier) ? LIMITS[args.options.tier] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // `==` on the left of &&
    code: `const args = JSON.parse(call.function.arguments);
args.count == 1 && first();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.count == 1", "matches": "`true`, `\"1\"` and `[1]`", "literal": "1", "strict": "==="},
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 16,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "args.count === 1"},
            output: `const args = JSON.parse(call.function.arguments);
args.count === 1 && first();`,
          },
        ],
      },
    ],
  },
  {
    // `== 0` in an if
    code: `const args = JSON.parse(call.function.arguments);
if (args.n == 0) none();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.n == 0", "matches": "`false`, `\"\"`, `\"0\"`, `\" \"` and `[]`", "literal": "0", "strict": "==="},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 16,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "args.n === 0"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.n === 0) none();`,
          },
        ],
      },
    ],
  },
  {
    // MCP callTool reply field as a key
    code: `const LABELS = { open: "Open", closed: "Closed" };
const reply = await client.callTool({ name: "issue", arguments: {} });
const label = LABELS[reply.structuredContent?.state];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "LABELS[reply.structuredContent?.state]", "origin": "a tool returned"},
        line: 3,
        column: 15,
        endLine: 3,
        endColumn: 53,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof reply.structuredConten\u2026edContent?.state] : undefined"},
            output: `const LABELS = { open: "Open", closed: "Closed" };
const reply = await client.callTool({ name: "issue", arguments: {} });
const label = typeof reply.structuredContent?.state === "string" && Object.hasOwn(LABELS, reply.structuredContent?.state) ? LABELS[reply.structuredContent?.state] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // `in` then a lookup: two nodes, two reports
    code: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = args.tier in LIMITS ? LIMITS[args.tier] : 10;`,
    output: null,
    errors: [
      {
        messageId: "inLookup",
        data: {"expression": "args.tier in LIMITS", "origin": "the model chose"},
        line: 3,
        column: 18,
        endLine: 3,
        endColumn: 37,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.tier === \"number\"\u2026ect.hasOwn(LIMITS, args.tier)"},
            output: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = typeof args.tier === "number" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : 10;`,
          },
        ],
      },
      {
        messageId: "tableLookup",
        data: {"expression": "LIMITS[args.tier]", "origin": "the model chose"},
        line: 3,
        column: 40,
        endLine: 3,
        endColumn: 57,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.tier === \"number\"\u2026LIMITS[args.tier] : undefined"},
            output: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
const args = JSON.parse(call.function.arguments);
const pageSize = args.tier in LIMITS ? typeof args.tier === "number" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined : 10;`,
          },
        ],
      },
    ],
  },
  {
    // a converted array element
    code: `const allowed = new Set([1, 2]);
const args = JSON.parse(call.function.arguments);
const ok = args.ids.some((id) => allowed.has(Number(id)));`,
    output: null,
    errors: [
      {
        messageId: "coercedLookup",
        data: {"expression": "allowed.has(Number(id))", "field": "id", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 3,
        column: 34,
        endLine: 3,
        endColumn: 57,
        suggestions: [
          {
            messageId: "useRawValue",
            data: {"replacement": "id"},
            output: `const allowed = new Set([1, 2]);
const args = JSON.parse(call.function.arguments);
const ok = args.ids.some((id) => allowed.has(id));`,
          },
        ],
      },
    ],
  },
  {
    // a configured source name
    code: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
function pageSize(toolArgs) {
  return LIMITS[toolArgs.tier];
}`,
    settings: {"tool-contract": {"sources": ["toolArgs"]}},
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "LIMITS[toolArgs.tier]", "origin": "the model chose"},
        line: 3,
        column: 10,
        endLine: 3,
        endColumn: 31,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof toolArgs.tier === \"num\u2026TS[toolArgs.tier] : undefined"},
            output: `const LIMITS = { 1: 20, 2: 100, 3: 500 };
function pageSize(toolArgs) {
  return typeof toolArgs.tier === "number" && Object.hasOwn(LIMITS, toolArgs.tier) ? LIMITS[toolArgs.tier] : undefined;
}`,
          },
        ],
      },
    ],
  },
  {
    // a table read in a template
    code: `const PRICES = { free: 0, pro: 20, team: 50 };
const args = JSON.parse(call.function.arguments);
const text = \`price: \${PRICES[args.plan]}\`;`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "PRICES[args.plan]", "origin": "the model chose"},
        line: 3,
        column: 24,
        endLine: 3,
        endColumn: 41,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.plan === \"string\"\u2026PRICES[args.plan] : undefined"},
            output: `const PRICES = { free: 0, pro: 20, team: 50 };
const args = JSON.parse(call.function.arguments);
const text = \`price: \${typeof args.plan === "string" && Object.hasOwn(PRICES, args.plan) ? PRICES[args.plan] : undefined}\`;`,
          },
        ],
      },
    ],
  },
  {
    // `== -1`
    code: `const args = JSON.parse(call.function.arguments);
if (args.index == -1) last();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.index == -1", "matches": "`\"-1\"` and `[-1]`", "literal": "-1", "strict": "==="},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 21,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "args.index === -1"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.index === -1) last();`,
          },
        ],
      },
    ],
  },
  {
    // `== 1n`
    code: `const args = JSON.parse(call.function.arguments);
if (args.amount == 1n) single();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.amount == 1n", "matches": "`\"1\"` and `[1]`", "literal": "1n", "strict": "==="},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 22,
        suggestions: [
          {
            messageId: "useStrictEquality",
            data: {"replacement": "args.amount === 1n"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.amount === 1n) single();`,
          },
        ],
      },
    ],
  },
  {
    // a typeof gate of another type does not make == strict
    code: `const args = JSON.parse(call.function.arguments);
if (typeof args.q === "string" && args.q == 0) none();`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.q == 0", "matches": "`false`, `\"\"`, `\"0\"`, `\" \"` and `[]`", "literal": "0", "strict": "==="},
        line: 2,
        column: 35,
        endLine: 2,
        endColumn: 46,
        suggestions: [],
      },
    ],
  },
  {
    // a field declared z.string() compared with == 0
    code: `server.registerTool("t", { inputSchema: { s: z.string() } }, async (args) => (args.s == 0 ? none() : some()));`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        data: {"expression": "args.s == 0", "matches": "`false`, `\"\"`, `\"0\"`, `\" \"` and `[]`", "literal": "0", "strict": "==="},
        line: 1,
        column: 79,
        endLine: 1,
        endColumn: 90,
        suggestions: [],
      },
    ],
  },
  {
    // an inline default does not check the key
    code: `const UNITS = { c: "Celsius", f: "Fahrenheit" };
const args = JSON.parse(call.function.arguments);
const unit = UNITS[args.unit ?? "c"];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "UNITS[args.unit ?? \"c\"]", "origin": "the model chose"},
        line: 3,
        column: 14,
        endLine: 3,
        endColumn: 37,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof (args.unit ?? \"c\") ===\u2026args.unit ?? \"c\"] : undefined"},
            output: `const UNITS = { c: "Celsius", f: "Fahrenheit" };
const args = JSON.parse(call.function.arguments);
const unit = typeof (args.unit ?? "c") === "string" && Object.hasOwn(UNITS, args.unit ?? "c") ? UNITS[args.unit ?? "c"] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // a declared string key into a table with number-like keys: the gate tests for a string
    code: `const YEARS = { 2023: "old", 2024: "new" };
server.registerTool("t", { inputSchema: { year: z.string() } }, async (args) => label(YEARS[args.year]));`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "YEARS[args.year]", "origin": "the model chose"},
        line: 2,
        column: 87,
        endLine: 2,
        endColumn: 103,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "Object.hasOwn(YEARS, args.yea\u2026 YEARS[args.year] : undefined"},
            output: `const YEARS = { 2023: "old", 2024: "new" };
server.registerTool("t", { inputSchema: { year: z.string() } }, async (args) => label(Object.hasOwn(YEARS, args.year) ? YEARS[args.year] : undefined));`,
          },
        ],
      },
    ],
  },
  {
    // a table keyed by true/false: the gate tests for a boolean
    code: `const ANSWERS = { true: "yes", false: "no" };
const args = JSON.parse(call.function.arguments);
const answer = ANSWERS[args.verbose];`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        data: {"expression": "ANSWERS[args.verbose]", "origin": "the model chose"},
        line: 3,
        column: 16,
        endLine: 3,
        endColumn: 37,
        suggestions: [
          {
            messageId: "useOwnKey",
            data: {"replacement": "typeof args.verbose === \"bool\u2026ERS[args.verbose] : undefined"},
            output: `const ANSWERS = { true: "yes", false: "no" };
const args = JSON.parse(call.function.arguments);
const answer = typeof args.verbose === "boolean" && Object.hasOwn(ANSWERS, args.verbose) ? ANSWERS[args.verbose] : undefined;`,
          },
        ],
      },
    ],
  },
  {
    // an MCP dispatch map keyed by the requested tool name
    code: `const handlers = { search: runSearch, fetch: runFetch };
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const handler = handlers[request.params.name];
  if (!handler) throw new Error("unknown tool");
  return handler(request.params.arguments);
});`,
    output: null,
    errors: [
      {
        messageId: "toolNameLookup",
        line: 3,
        column: 19,
        endLine: 3,
        endColumn: 48,
        suggestions: [
          { messageId: "useOwnKey", output: `const handlers = { search: runSearch, fetch: runFetch };
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const handler = Object.hasOwn(handlers, request.params.name) ? handlers[request.params.name] : undefined;
  if (!handler) throw new Error("unknown tool");
  return handler(request.params.arguments);
});` },
        ],
      },
    ],
  },
  {
    // an OpenAI tool loop dispatching by call.function.name
    code: `const handlers = { get_weather: getWeather };
for (const call of completion.choices[0].message.tool_calls ?? []) {
  handlers[call.function.name]?.(JSON.parse(call.function.arguments));
}`,
    output: null,
    errors: [
      {
        messageId: "toolNameLookup",
        line: 3,
        column: 3,
        endLine: 3,
        endColumn: 31,
        suggestions: [],
      },
    ],
  },
  {
    // `name in tools` is true for inherited names
    code: `const tools = { add: (a) => a.x + a.y };
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  if (!(name in tools)) throw new Error(\`unknown tool \${name}\`);
  return { content: [{ type: "text", text: String(tools[name](args)) }] };
});`,
    output: null,
    errors: [
      {
        messageId: "toolNameIn",
        line: 4,
        column: 9,
        endLine: 4,
        endColumn: 22,
        suggestions: [
          { messageId: "useOwnKey", output: `const tools = { add: (a) => a.x + a.y };
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  if (!(Object.hasOwn(tools, name))) throw new Error(\`unknown tool \${name}\`);
  return { content: [{ type: "text", text: String(tools[name](args)) }] };
});` },
        ],
      },
      {
        messageId: "toolNameLookup",
        line: 5,
        column: 51,
        endLine: 5,
        endColumn: 62,
        suggestions: [],
      },
    ],
  },
  {
    // an Anthropic tool_use block's name
    code: `const TOOLS = { lookup: doLookup };
for (const block of message.content) {
  if (block.type === "tool_use") {
    const result = TOOLS[block.name];
    use(result, block.input);
  }
}`,
    output: null,
    errors: [
      {
        messageId: "toolNameLookup",
        line: 4,
        column: 20,
        endLine: 4,
        endColumn: 37,
        suggestions: [
          { messageId: "useOwnKey", output: `const TOOLS = { lookup: doLookup };
for (const block of message.content) {
  if (block.type === "tool_use") {
    const result = Object.hasOwn(TOOLS, block.name) ? TOOLS[block.name] : undefined;
    use(result, block.input);
  }
}` },
        ],
      },
    ],
  },
  {
    // a class field that starts as {}
    code: `class Thinking {
  private branches: Record<string, string[]> = {};
  add(input: { branchId: string }) {
    if (!this.branches[input.branchId]) this.branches[input.branchId] = [];
  }
}
const thinking = new Thinking();
server.registerTool("think", { inputSchema: { branchId: z.string() } }, async (args) => thinking.add(args));`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 4,
        column: 10,
        endLine: 4,
        endColumn: 39,
        suggestions: [
          { messageId: "useOwnKey", output: `class Thinking {
  private branches: Record<string, string[]> = {};
  add(input: { branchId: string }) {
    if (!(Object.hasOwn(this.branches, input.branchId) ? this.branches[input.branchId] : undefined)) this.branches[input.branchId] = [];
  }
}
const thinking = new Thinking();
server.registerTool("think", { inputSchema: { branchId: z.string() } }, async (args) => thinking.add(args));` },
        ],
      },
    ],
  },
  {
    // a Record parameter
    code: `function find(directory: Record<string, string>, id: string) {
  return directory[id];
}
server.registerTool("find", { inputSchema: { id: z.string() } }, async (args) => find(DIRECTORY, args.id));`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 2,
        column: 10,
        endLine: 2,
        endColumn: 23,
        suggestions: [
          { messageId: "useOwnKey", output: `function find(directory: Record<string, string>, id: string) {
  return Object.hasOwn(directory, id) ? directory[id] : undefined;
}
server.registerTool("find", { inputSchema: { id: z.string() } }, async (args) => find(DIRECTORY, args.id));` },
        ],
      },
    ],
  },
  {
    // a table built by reduce(…, {})
    code: `const byIndex = indexes.reduce((table, index) => ({ ...table, [index.name]: index.fields }), {});
server.registerTool("q", { inputSchema: { index: z.string() } }, async (args) => {
  const fields = byIndex[args.index];
  return fields;
});`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 3,
        column: 18,
        endLine: 3,
        endColumn: 37,
        suggestions: [
          { messageId: "useOwnKey", output: `const byIndex = indexes.reduce((table, index) => ({ ...table, [index.name]: index.fields }), {});
server.registerTool("q", { inputSchema: { index: z.string() } }, async (args) => {
  const fields = Object.hasOwn(byIndex, args.index) ? byIndex[args.index] : undefined;
  return fields;
});` },
        ],
      },
    ],
  },
  {
    // a key lower-cased before the lookup
    code: `import { z } from "zod";
const LIMITS: Record<string, number> = { free: 1, pro: 10 };
server.registerTool("plan", { inputSchema: { tier: z.string() } }, async (args) => {
  const limit = LIMITS[args.tier.toLowerCase()];
  return { content: [{ type: "text", text: String(limit) }] };
});
`,
    output: null,
    errors: [
      {
        messageId: "derivedTableLookup",
        line: 4,
        column: 17,
        endLine: 4,
        endColumn: 48,
        suggestions: [],
      },
    ],
  },
  {
    // a key trimmed into a const, then tested with in
    code: `const PLANS = { free: 1, pro: 10 };
const args = JSON.parse(call.function.arguments);
const key = args.plan.trim();
if (key in PLANS) use(PLANS[key]);
`,
    output: null,
    errors: [
      {
        messageId: "derivedInLookup",
        line: 4,
        column: 5,
        endLine: 4,
        endColumn: 17,
        suggestions: [
          { messageId: "useOwnKey", output: `const PLANS = { free: 1, pro: 10 };
const args = JSON.parse(call.function.arguments);
const key = args.plan.trim();
if (Object.hasOwn(PLANS, key)) use(PLANS[key]);
` },
        ],
      },
    ],
  },
  {
    // a key normalised by a helper of the file
    code: `const PLANS = { free: 1, pro: 10 };
function normalize(name: string) {
  return name.trim().toLowerCase();
}
const args = JSON.parse(call.function.arguments);
use(PLANS[normalize(args.plan)]);
`,
    output: null,
    errors: [
      {
        messageId: "derivedTableLookup",
        line: 6,
        column: 5,
        endLine: 6,
        endColumn: 32,
        suggestions: [],
      },
    ],
  },
];

createRuleTester().run("no-ungated-lookup", rule, { valid, invalid });

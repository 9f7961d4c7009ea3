/**
 * RuleTester cases for no-coercion-before-validation. Every invalid case states its message, position, exact output
 * and exact suggestions; every valid case is a look-alike from real code.
 */
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";

import rule, { type MessageIds, type Options } from "../../rules/no-coercion-before-validation.js";
import { createRuleTester } from "../rule-tester.js";

const valid: Array<ValidTestCase<Options> | string> = [
  // a field the schema declares z.coerce.number() arrives as a number: the schema erased the evidence, and
  // require-tool-param-types reports it there; converting the number again erases nothing more
  `server.registerTool("page", { inputSchema: { n: z.coerce.number() } }, async (args) => list(Number(args.n)));`,
  // text built from a tool argument is not reported with the option text turned off
  {
    code: `const args = JSON.parse(call.function.arguments);
const key = \`order-\${args.id}\`;`,
    options: [{ text: false }],
  },
  // A JSON-RPC reply's id is the caller's own request id, echoed back: converting it to find the
  // pending request launders no tool data
  `function onResponse(response) {
  const messageId = Number(response.id);
  const resolve = pending.get(messageId);
  if (response.error) return resolve(toError(response.error));
  resolve(response.result);
}`,
  // Boolean() of a string argument the SDK validated, null included: a test for a non-blank field
  `server.registerTool("alerts", { inputSchema: { projectSlug: z.string().nullable().default(null) } }, async (params) => {
  const scoped = Boolean(params.projectSlug);
  return list(scoped);
});`,
  // a named conversion after a typeof string gate
  `const args = JSON.parse(call.function.arguments);
const count = typeof args.count === "string" ? Number(args.count) : NaN;`,
  // after a typeof number gate
  `const args = JSON.parse(call.function.arguments);
if (typeof args.n === "number") floor = Math.floor(args.n);`,
  // after an early typeof guard
  `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  if (typeof args.page !== "string") throw new TypeError("page must be a string");
  return parseInt(args.page, 10);
}`,
  // after Number.isInteger
  `const args = JSON.parse(call.function.arguments);
if (Number.isInteger(args.n)) use(Math.floor(args.n));`,
  // inside a validator's body
  { code: `function parseArgs(call) {
  const args = JSON.parse(call.function.arguments);
  return { count: Number(args.count) };
}`, settings: {"tool-contract": {"validators": ["parseArgs"]}} },
  // inside a normaliser's body
  { code: `const toInt = (call) => {
  const args = JSON.parse(call.function.arguments);
  return parseInt(args.count, 10);
};`, settings: {"tool-contract": {"normalizers": {"integer": "toInt"}}} },
  // an environment variable
  `const port = Number(process.env.PORT);`,
  // a form field in the browser
  `const n = parseInt(input.value, 10);`,
  // MCP field declared z.number(): the conversion is a no-op
  `server.registerTool("page", { inputSchema: { n: z.number() } }, async (args) => list(Math.floor(args.n)));`,
  // MCP field declared z.string(): a named conversion of a checked string
  `server.registerTool("page", { inputSchema: { n: z.string() } }, async (args) => list(parseInt(args.n, 10)));`,
  // MCP field declared z.boolean()
  `server.registerTool("t", { inputSchema: { on: z.boolean() } }, async (args) => run(!!args.on));`,
  // MCP schema imported from another module
  `import { PageInput } from "./schemas.js";
server.registerTool("page", { inputSchema: PageInput }, async (args) => list(Number(args.n)));`,
  // String(v) that is only logged
  `const args = JSON.parse(call.function.arguments);
console.log(String(args.id));`,
  // a template only thrown as a message, or returned as the result's text
  `const args = JSON.parse(call.function.arguments);
if (!found) throw new Error(\`order-\${args.id} was not found\`);
return { content: [{ type: "text", text: \`Deleted \${args.id}\` }] };`,
  // a template of an argument a guard proved present
  `const args = JSON.parse(call.function.arguments);
if (!args.id) throw new Error("id is required");
const key = \`order-\${args.id}\`;`,
  // a template of a string the SDK validated
  `server.registerTool("get", { inputSchema: { id: z.string() } }, async (args) => fetch(\`/entries/\${args.id}\`));`,
  // arithmetic that is not a conversion idiom
  `const args = JSON.parse(call.function.arguments);
const next = args.n * 2 + args.n - 1;`,
  // a bit mask that is not | 0
  `const args = JSON.parse(call.function.arguments);
const mask = args.flags | 4;`,
  // unary minus
  `const args = JSON.parse(call.function.arguments);
const negative = -args.n;`,
  // the arguments object itself
  `const args = JSON.parse(call.function.arguments);
const on = Boolean(args);`,
  // a shadowed Number
  `const args = JSON.parse(call.function.arguments);
const Number = (value) => value;
const n = Number(args.n);`,
  // values returned by a schema .parse()
  `const n = Number(CountSchema.parse(JSON.parse(call.function.arguments)).count);`,
  // a configured validator proved the arguments
  { code: `const args = JSON.parse(call.function.arguments);
if (isToolArgs(args)) total = Number(args.count);`, settings: {"tool-contract": {"validators": ["isToolArgs"]}} },
  // after safeParse().success
  `const args = JSON.parse(call.function.arguments);
if (CountSchema.safeParse(args).success) total = Number(args.count);`,
  // switch on typeof
  `const args = JSON.parse(call.function.arguments);
switch (typeof args.n) {
  case "string":
    total = parseInt(args.n, 10);
    break;
}`,
  // a rest object
  `const args = JSON.parse(call.function.arguments);
const { a, ...rest } = args;
const on = Boolean(rest);`,
  // an optional field validated with an early throw
  `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  if (args.h !== undefined && typeof args.h !== "string") throw new TypeError("h");
  return args.h === undefined ? 1 : parseInt(args.h, 10);
}`,
  // a typeof gate for either of two types
  `const args = JSON.parse(call.function.arguments);
if (typeof args.n === "string" || typeof args.n === "number") total = Number(args.n);`,
  // switch on typeof with a fall-through
  `const args = JSON.parse(call.function.arguments);
switch (typeof args.n) {
  case "string":
  case "number":
    total = Number(args.n);
}`,
  // typeof checked against a list
  `const args = JSON.parse(call.function.arguments);
if (["string", "number"].includes(typeof args.n)) total = Number(args.n);`,
  // a schema .parse() statement throws on invalid input
  `const args = JSON.parse(call.function.arguments);
CountSchema.parse(args);
const count = Number(args.count);`,
  // an ajv validator
  `const validate = ajv.compile(schema);
const args = JSON.parse(call.function.arguments);
if (!validate(args)) throw new Error("invalid");
const count = Number(args.count);`,
  // valibot parse
  `import { parse } from "valibot";
const args = JSON.parse(call.function.arguments);
parse(CountSchema, args);
const count = Number(args.count);`,
  // Text: sentences, strict array lookups, validated strings, and guards at every call are quiet
  // a sentence for a person: a log of steps, with words around the value
  `const args = JSON.parse(call.function.arguments);
steps.push(\`Creating namespace: \${args.namespace}\`);
steps.push("Namespace " + args.namespace + " already exists");`,
  // an array's includes compares strictly: a valid gate, no conversion
  `const args = JSON.parse(call.function.arguments);
if (ALLOWED_MODES.includes(args.mode)) run(args.mode);`,
  // a string method on a string the SDK validated
  `server.registerTool("search", { inputSchema: { name: z.string() } }, async (args) => books.filter((book) => book.title.includes(args.name)));`,
  // a parameter whose only tool-data caller proved it present
  `function byLabel(selector: string) {
  return run(["get", "pods", \`--selector=\${selector}\`]);
}
const args = JSON.parse(call.function.arguments);
if (args.selector) byLabel(args.selector);`,
  // a tagged template hands the raw values to its tag
  `const args = JSON.parse(call.function.arguments);
const url = path\`/organization/users/\${args.user_id}\`;`,
  // MCP field not declared: validated arguments of an unknown type (the SDK strips it, or it is a
  // wrapper the analysis cannot place), not unchecked ones
  `server.registerTool("page", { inputSchema: { q: z.string() } }, async (args) => list(Number(args.n)));`,
];

const invalid: Array<InvalidTestCase<MessageIds, Options>> = [
  {
    // a template that builds a key: a missing id becomes "order-undefined"
    code: `const args = JSON.parse(call.function.arguments);
const key = \`order-\${args.id}\`;`,
    options: [{ text: true }],
    output: null,
    errors: [
      {
        messageId: "textCoercion",
        line: 2,
        column: 13,
        endLine: 2,
        endColumn: 31,
        suggestions: [],
      },
    ],
  },
  {
    // String() of a missing argument is "undefined", so the entry /entries/undefined is fetched
    code: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const id = String(request.params.arguments?.id);
  return fetch(\`/entries/\${id}\`);
});`,
    options: [{ text: true }],
    output: null,
    errors: [
      {
        messageId: "textCoercion",
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 50,
        suggestions: [
          {
            messageId: "keepStringOnly",
            output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const id = typeof request.params.arguments?.id === "string" ? request.params.arguments?.id : undefined;
  return fetch(\`/entries/\${id}\`);
});`,
          },
        ],
      },
    ],
  },
  {
    // concatenation builds a command argument: "undefined/undefined" for missing ones (one report an expression)
    code: `const args = JSON.parse(call.function.arguments);
run(["rollout", args.kind + "/" + args.name]);`,
    options: [{ text: true }],
    output: null,
    errors: [
      {
        messageId: "textCoercion",
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 32,
        suggestions: [],
      },
    ],
  },
  {
    // The id of an incoming request is the peer's and must be echoed unchanged: "abc" becomes NaN
    code: `function onMessage(msg) {
  if (msg.method === "ping") return respond(Number(msg.id), {});
  if (msg.error) throw msg.error;
  return msg.result;
}`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(msg.id)", "field": "msg.id", "origin": "the peer", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 45,
        endLine: 2,
        endColumn: 59,
        suggestions: [],
      },
    ],
  },
  {
    // The id of a JSON-RPC reply is bookkeeping, but its result is still tool data
    code: `function onResponse(response) {
  const messageId = Number(response.id);
  if (response.error) return reject(messageId);
  return Number(response.result);
}`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(response.result)", "field": "response.result", "origin": "the peer", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 4,
        column: 10,
        endLine: 4,
        endColumn: 33,
        suggestions: [],
      },
    ],
  },
  {
    // Number(v)
    code: `const args = JSON.parse(call.function.arguments);
const count = Number(args.count);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(args.count)", "field": "args.count", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 33,
        suggestions: [],
      },
    ],
  },
  {
    // unary plus
    code: `const args = JSON.parse(call.function.arguments);
const count = +args.count;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "+args.count", "field": "args.count", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 26,
        suggestions: [],
      },
    ],
  },
  {
    // parseInt(v)
    code: `const args = JSON.parse(call.function.arguments);
const page = parseInt(args.page);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "parseInt(args.page)", "field": "args.page", "origin": "the model", "laundered": "`\"7 days\"` \u2192 `7`, `7.9` \u2192 `7`, `[7]` \u2192 `7`, `\"0x1A\"` \u2192 `26`"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 33,
        suggestions: [],
      },
    ],
  },
  {
    // parseInt(v, 10)
    code: `const args = JSON.parse(call.function.arguments);
const page = parseInt(args.page, 10);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "parseInt(args.page, 10)", "field": "args.page", "origin": "the model", "laundered": "`\"7 days\"` \u2192 `7`, `7.9` \u2192 `7`, `[7]` \u2192 `7`, `\"0x1A\"` \u2192 `26`"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 37,
        suggestions: [],
      },
    ],
  },
  {
    // parseFloat(v)
    code: `const args = JSON.parse(call.function.arguments);
const price = parseFloat(args.price);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "parseFloat(args.price)", "field": "args.price", "origin": "the model", "laundered": "`\"3.5kg\"` \u2192 `3.5`, `[7]` \u2192 `7`, `\"1e3\"` \u2192 `1000`"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 37,
        suggestions: [],
      },
    ],
  },
  {
    // Number.parseInt(v)
    code: `const args = JSON.parse(call.function.arguments);
const n = Number.parseInt(args.n, 10);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number.parseInt(args.n, 10)", "field": "args.n", "origin": "the model", "laundered": "`\"7 days\"` \u2192 `7`, `7.9` \u2192 `7`, `[7]` \u2192 `7`, `\"0x1A\"` \u2192 `26`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 38,
        suggestions: [],
      },
    ],
  },
  {
    // Number.parseFloat(v)
    code: `const args = JSON.parse(call.function.arguments);
const x = Number.parseFloat(args.x);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number.parseFloat(args.x)", "field": "args.x", "origin": "the model", "laundered": "`\"3.5kg\"` \u2192 `3.5`, `[7]` \u2192 `7`, `\"1e3\"` \u2192 `1000`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 36,
        suggestions: [],
      },
    ],
  },
  {
    // BigInt(v)
    code: `const args = JSON.parse(call.function.arguments);
const id = BigInt(args.id);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "BigInt(args.id)", "field": "args.id", "origin": "the model", "laundered": "`true` \u2192 `1n`, `\"\"` \u2192 `0n`, `\"0x10\"` \u2192 `16n`"},
        line: 2,
        column: 12,
        endLine: 2,
        endColumn: 27,
        suggestions: [],
      },
    ],
  },
  {
    // Math.trunc(v)
    code: `const args = JSON.parse(call.function.arguments);
const n = Math.trunc(args.n);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Math.trunc(args.n)", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 29,
        suggestions: [],
      },
    ],
  },
  {
    // Math.floor(v)
    code: `const args = JSON.parse(call.function.arguments);
const n = Math.floor(args.n);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Math.floor(args.n)", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 29,
        suggestions: [],
      },
    ],
  },
  {
    // Math.round(v)
    code: `const args = JSON.parse(call.function.arguments);
const n = Math.round(args.n);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Math.round(args.n)", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 29,
        suggestions: [],
      },
    ],
  },
  {
    // Math.ceil(v)
    code: `const args = JSON.parse(call.function.arguments);
const n = Math.ceil(args.n);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Math.ceil(args.n)", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 28,
        suggestions: [],
      },
    ],
  },
  {
    // v | 0
    code: `const args = JSON.parse(call.function.arguments);
const n = args.n | 0;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "args.n | 0", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `7.9` \u2192 `7`, `2 ** 32` \u2192 `0`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 21,
        suggestions: [],
      },
    ],
  },
  {
    // 0 | v
    code: `const args = JSON.parse(call.function.arguments);
const n = 0 | args.n;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "0 | args.n", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `7.9` \u2192 `7`, `2 ** 32` \u2192 `0`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 21,
        suggestions: [],
      },
    ],
  },
  {
    // ~~v
    code: `const args = JSON.parse(call.function.arguments);
const n = ~~args.n;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "~~args.n", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `7.9` \u2192 `7`, `2 ** 32` \u2192 `0`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 19,
        suggestions: [],
      },
    ],
  },
  {
    // v * 1
    code: `const args = JSON.parse(call.function.arguments);
const n = args.n * 1;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "args.n * 1", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 21,
        suggestions: [],
      },
    ],
  },
  {
    // 1 * v
    code: `const args = JSON.parse(call.function.arguments);
const n = 1 * args.n;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "1 * args.n", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 21,
        suggestions: [],
      },
    ],
  },
  {
    // v - 0
    code: `const args = JSON.parse(call.function.arguments);
const n = args.n - 0;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "args.n - 0", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 21,
        suggestions: [],
      },
    ],
  },
  {
    // new Number(v) makes an object
    code: `const args = JSON.parse(call.function.arguments);
const n = new Number(args.n);`,
    output: null,
    errors: [
      {
        messageId: "wrapper",
        data: {"expression": "new Number(args.n)", "field": "args.n", "laundered": "`new Boolean(false)` and `new Number(0)` are objects, and every object is truthy"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 29,
        suggestions: [],
      },
    ],
  },
  {
    // new Boolean(v) makes an object
    code: `const args = JSON.parse(call.function.arguments);
if (new Boolean(args.flag)) run();`,
    output: null,
    errors: [
      {
        messageId: "wrapper",
        data: {"expression": "new Boolean(args.flag)", "field": "args.flag", "laundered": "`new Boolean(false)` and `new Number(0)` are objects, and every object is truthy"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 27,
        suggestions: [],
      },
    ],
  },
  {
    // Boolean(v)
    code: `const args = JSON.parse(call.function.arguments);
const on = Boolean(args.flag);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Boolean(args.flag)", "field": "args.flag", "origin": "the model", "laundered": "`\"false\"` \u2192 `true`, `\"0\"` \u2192 `true`, `[]` \u2192 `true`, `0` \u2192 `false`"},
        line: 2,
        column: 12,
        endLine: 2,
        endColumn: 30,
        suggestions: [],
      },
    ],
  },
  {
    // !!v
    code: `const args = JSON.parse(call.function.arguments);
const on = !!args.flag;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "!!args.flag", "field": "args.flag", "origin": "the model", "laundered": "`\"false\"` \u2192 `true`, `\"0\"` \u2192 `true`, `[]` \u2192 `true`, `0` \u2192 `false`"},
        line: 2,
        column: 12,
        endLine: 2,
        endColumn: 23,
        suggestions: [],
      },
    ],
  },
  {
    // String(v) compared
    code: `const args = JSON.parse(call.function.arguments);
if (String(args.id) === "1") first();`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "String(args.id)", "field": "args.id", "origin": "the model", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 20,
        suggestions: [],
      },
    ],
  },
  {
    // String(v) as a key
    code: `const args = JSON.parse(call.function.arguments);
const plan = PLANS[String(args.tier)];`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "String(args.tier)", "field": "args.tier", "origin": "the model", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 20,
        endLine: 2,
        endColumn: 37,
        suggestions: [],
      },
    ],
  },
  {
    // a template alone, compared
    code: `const args = JSON.parse(call.function.arguments);
if (\`\${args.id}\` === "1") first();`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "`${args.id}`", "field": "args.id", "origin": "the model", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 17,
        suggestions: [],
      },
    ],
  },
  {
    // a template alone, as a Map key
    code: `const args = JSON.parse(call.function.arguments);
const entry = cache.get(\`\${args.id}\`);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "`${args.id}`", "field": "args.id", "origin": "the model", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 25,
        endLine: 2,
        endColumn: 37,
        suggestions: [],
      },
    ],
  },
  {
    // normalizers.integer suggested for Number(v)
    code: `const args = JSON.parse(call.function.arguments);
const count = Number(args.count);`,
    settings: {"tool-contract": {"normalizers": {"integer": "toInt"}}},
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(args.count)", "field": "args.count", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 33,
        suggestions: [
          {
            messageId: "useNormalizer",
            data: {"replacement": "toInt(args.count)"},
            output: `const args = JSON.parse(call.function.arguments);
const count = toInt(args.count);`,
          },
        ],
      },
    ],
  },
  {
    // normalizers.number suggested for Math.floor(v) when no integer normaliser is set
    code: `const args = JSON.parse(call.function.arguments);
const n = Math.floor(args.n);`,
    settings: {"tool-contract": {"normalizers": {"number": "toNumber"}}},
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Math.floor(args.n)", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 29,
        suggestions: [
          {
            messageId: "useNormalizer",
            data: {"replacement": "toNumber(args.n)"},
            output: `const args = JSON.parse(call.function.arguments);
const n = toNumber(args.n);`,
          },
        ],
      },
    ],
  },
  {
    // normalizers.boolean suggested for !!v
    code: `const args = JSON.parse(call.function.arguments);
const on = !!args.flag;`,
    settings: {"tool-contract": {"normalizers": {"boolean": "toBool"}}},
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "!!args.flag", "field": "args.flag", "origin": "the model", "laundered": "`\"false\"` \u2192 `true`, `\"0\"` \u2192 `true`, `[]` \u2192 `true`, `0` \u2192 `false`"},
        line: 2,
        column: 12,
        endLine: 2,
        endColumn: 23,
        suggestions: [
          {
            messageId: "useNormalizer",
            data: {"replacement": "toBool(args.flag)"},
            output: `const args = JSON.parse(call.function.arguments);
const on = toBool(args.flag);`,
          },
        ],
      },
    ],
  },
  {
    // normalizers.string suggested for String(v) compared
    code: `const args = JSON.parse(call.function.arguments);
if (String(args.id) === "x") run();`,
    settings: {"tool-contract": {"normalizers": {"string": "toText"}}},
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "String(args.id)", "field": "args.id", "origin": "the model", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          {
            messageId: "useNormalizer",
            data: {"replacement": "toText(args.id)"},
            output: `const args = JSON.parse(call.function.arguments);
if (toText(args.id) === "x") run();`,
          },
        ],
      },
    ],
  },
  {
    // MCP field declared z.any()
    code: `server.registerTool("page", { inputSchema: { n: z.any() } }, async (args) => list(Number(args.n)));`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(args.n)", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 1,
        column: 83,
        endLine: 1,
        endColumn: 97,
        suggestions: [],
      },
    ],
  },
  {
    // MCP low-level arguments
    code: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const count = Number(request.params.arguments?.count);
  return list(count);
});`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(request.params.arguments?.count)", "field": "request.params.arguments?.count", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 56,
        suggestions: [],
      },
    ],
  },
  {
    // a JSON-RPC result
    code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  return Number(reply.result);
}`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(reply.result)", "field": "reply.result", "origin": "the peer", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 4,
        column: 10,
        endLine: 4,
        endColumn: 30,
        suggestions: [],
      },
    ],
  },
  {
    // a destructured field
    code: `const args = JSON.parse(call.function.arguments);
const { count } = args;
const n = Number(count);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(count)", "field": "count", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 3,
        column: 11,
        endLine: 3,
        endColumn: 24,
        suggestions: [],
      },
    ],
  },
  {
    // a defaulted field
    code: `const args = JSON.parse(call.function.arguments);
const count = args.count ?? 1;
const n = Number(count);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(count)", "field": "count", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 3,
        column: 11,
        endLine: 3,
        endColumn: 24,
        suggestions: [],
      },
    ],
  },
  {
    // optional chain
    code: `const args = JSON.parse(call.function.arguments);
const n = Number(args?.count);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(args?.count)", "field": "args?.count", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 30,
        suggestions: [],
      },
    ],
  },
  {
    // an `as string` cast does not check anything
    code: `const args = JSON.parse(call.function.arguments);
const n = Number(args.count as string);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(args.count as string)", "field": "args.count as string", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 39,
        suggestions: [],
      },
    ],
  },
  {
    // lodash get
    code: `import _ from "lodash";
const args = JSON.parse(call.function.arguments);
const n = Number(_.get(args, "count"));`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(_.get(args, \"count\"))", "field": "_.get(args, \"count\")", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 3,
        column: 11,
        endLine: 3,
        endColumn: 39,
        suggestions: [],
      },
    ],
  },
  {
    // inside a tool-call loop
    code: `for (const call of message.tool_calls) {
  const a = JSON.parse(call.function.arguments);
  total += Number(a.amount);
}`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(a.amount)", "field": "a.amount", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 3,
        column: 12,
        endLine: 3,
        endColumn: 28,
        suggestions: [],
      },
    ],
  },
  {
    // an array element
    code: `const args = JSON.parse(call.function.arguments);
const ids = args.ids.map((id) => Number(id));`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Number(id)", "field": "id", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 34,
        endLine: 2,
        endColumn: 44,
        suggestions: [],
      },
    ],
  },
  {
    // Math.max converts its arguments too
    code: `const args = JSON.parse(call.function.arguments);
const n = Math.max(args.n, 1);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Math.max(args.n, 1)", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 30,
        suggestions: [],
      },
    ],
  },
  {
    // Math.min with the tool value second
    code: `const args = JSON.parse(call.function.arguments);
const limit = Math.min(100, args.limit);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "Math.min(100, args.limit)", "field": "args.limit", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 40,
        suggestions: [],
      },
    ],
  },
  {
    // an inline default does not check the type
    code: `const args = JSON.parse(call.function.arguments);
const page = parseInt(args.page ?? "1", 10);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "parseInt(args.page ?? \"1\", 10)", "field": "args.page ?? \"1\"", "origin": "the model", "laundered": "`\"7 days\"` \u2192 `7`, `7.9` \u2192 `7`, `[7]` \u2192 `7`, `\"0x1A\"` \u2192 `26`"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 44,
        suggestions: [],
      },
    ],
  },
  {
    // map(Number) converts every element
    code: `const args = JSON.parse(call.function.arguments);
const ids = args.ids.map(Number);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "args.ids.map(Number)", "field": "args.ids", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 13,
        endLine: 2,
        endColumn: 33,
        suggestions: [],
      },
    ],
  },
  {
    // v >>> 0
    code: `const args = JSON.parse(call.function.arguments);
const n = args.n >>> 0;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "args.n >>> 0", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"7\"` \u2192 `7`, `null` \u2192 `0`, `7.9` \u2192 `7`, `2 ** 32` \u2192 `0`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 23,
        suggestions: [],
      },
    ],
  },
  {
    // v / 1
    code: `const args = JSON.parse(call.function.arguments);
const n = args.n / 1;`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "args.n / 1", "field": "args.n", "origin": "the model", "laundered": "`true` \u2192 `1`, `\"\"` \u2192 `0`, `null` \u2192 `0`, `[7]` \u2192 `7`"},
        line: 2,
        column: 11,
        endLine: 2,
        endColumn: 21,
        suggestions: [],
      },
    ],
  },
  {
    // v + "" compared
    code: `const args = JSON.parse(call.function.arguments);
if (args.id + "" === "42") answer();`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "args.id + \"\"", "field": "args.id", "origin": "the model", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 17,
        suggestions: [],
      },
    ],
  },
  {
    // v.toString() compared
    code: `const args = JSON.parse(call.function.arguments);
if (args.id.toString() === "42") answer();`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "args.id.toString()", "field": "args.id", "origin": "the model", "laundered": "`1`, `\"1\"` and `[1]` all \u2192 `\"1\"`, `null` \u2192 `\"null\"`"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 23,
        suggestions: [],
      },
    ],
  },
  {
    // parseInt with a radix other than 10: no normaliser suggestion
    code: `const args = JSON.parse(call.function.arguments);
const color = parseInt(args.color, 16);`,
    settings: {"tool-contract": {"normalizers": {"integer": "toInt"}}},
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "parseInt(args.color, 16)", "field": "args.color", "origin": "the model", "laundered": "`\"7 days\"` \u2192 `7`, `7.9` \u2192 `7`, `[7]` \u2192 `7`, `\"0x1A\"` \u2192 `26`"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 39,
        suggestions: [],
      },
    ],
  },
  {
    // BigInt: an integer normaliser would change the result type, so none is suggested
    code: `const args = JSON.parse(call.function.arguments);
const amount = BigInt(args.amount);`,
    settings: {"tool-contract": {"normalizers": {"integer": "toInt"}}},
    output: null,
    errors: [
      {
        messageId: "coercion",
        data: {"expression": "BigInt(args.amount)", "field": "args.amount", "origin": "the model", "laundered": "`true` \u2192 `1n`, `\"\"` \u2192 `0n`, `\"0x10\"` \u2192 `16n`"},
        line: 2,
        column: 16,
        endLine: 2,
        endColumn: 35,
        suggestions: [],
      },
    ],
  },
  {
    // a string method's argument: a missing name searches for "undefined"
    code: `const args = JSON.parse(call.function.arguments);
const found = books.filter((book) => book.title.toLowerCase().includes(args.name));`,
    output: null,
    errors: [
      {
        messageId: "textCoercion",
        line: 2,
        column: 38,
        endLine: 2,
        endColumn: 82,
        suggestions: [
          { messageId: "keepStringOnly", output: `const args = JSON.parse(call.function.arguments);
const found = books.filter((book) => typeof args.name === "string" && book.title.toLowerCase().includes(args.name));` },
        ],
      },
    ],
  },
  {
    // a string field's startsWith
    code: `const args = JSON.parse(call.function.arguments);
const matches = files.filter((file) => file.path.startsWith(args.prefix));`,
    output: null,
    errors: [
      {
        messageId: "textCoercion",
        line: 2,
        column: 40,
        endLine: 2,
        endColumn: 73,
        suggestions: [
          { messageId: "keepStringOnly", output: `const args = JSON.parse(call.function.arguments);
const matches = files.filter((file) => typeof args.prefix === "string" && file.path.startsWith(args.prefix));` },
        ],
      },
    ],
  },
  {
    // runTools with its tools in a const, parsed with JSON.parse: unvalidated
    code: `async function search({ name }: { name: string }) {
  return db.filter((item) => item.name.includes(name));
}
const tools = [{ type: "function", function: { name: "search", parameters: { type: "object", properties: { name: { type: "string" } } }, function: search, parse: JSON.parse } }];
await client.chat.completions.runTools({ model: "gpt-4o", messages, tools });`,
    output: null,
    errors: [
      {
        messageId: "textCoercion",
        line: 2,
        column: 30,
        endLine: 2,
        endColumn: 54,
        suggestions: [
          { messageId: "keepStringOnly", output: `async function search({ name }: { name: string }) {
  return db.filter((item) => typeof name === "string" && item.name.includes(name));
}
const tools = [{ type: "function", function: { name: "search", parameters: { type: "object", properties: { name: { type: "string" } } }, function: search, parse: JSON.parse } }];
await client.chat.completions.runTools({ model: "gpt-4o", messages, tools });` },
        ],
      },
    ],
  },
  {
    // a template with the string normaliser: it takes the value's place inside the text
    code: `const args = JSON.parse(call.function.arguments);
const target = \`\${args.kind}/\${args.name}\`;`,
    settings: { "tool-contract": { normalizers: { string: "toText" } } },
    output: null,
    errors: [
      {
        messageId: "textCoercion",
        line: 2,
        column: 16,
        endLine: 2,
        endColumn: 43,
        suggestions: [
          { messageId: "useNormalizer", output: `const args = JSON.parse(call.function.arguments);
const target = \`\${args.kind}/\${toText(args.name)}\`;` },
        ],
      },
    ],
  },
];

createRuleTester().run("no-coercion-before-validation", rule, { valid, invalid });

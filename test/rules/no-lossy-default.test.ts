/**
 * RuleTester cases for no-lossy-default. Every invalid case states its message, position, exact output
 * and exact suggestions; every valid case is a look-alike from real code.
 */
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";

import rule, { type MessageIds, type Options } from "../../rules/no-lossy-default.js";
import { createRuleTester } from "../rule-tester.js";

const valid: Array<ValidTestCase<Options> | string> = [
  // A name is a string, and "" is no name: the default replaces only a missing one.
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return hello(request.params.arguments?.name || "friend");
});`,
  `const args = JSON.parse(call.function.arguments);
const greeting = \`hello \${args.name || "anon"}\`;`,

  // validated against a schema the analysis cannot read (a .pipe()): it may exclude 0, so quiet
  `server.registerTool("export", { inputSchema: { dry_run: z.boolean().transform((v) => v), limit: z.number().pipe(z.int()) } }, async (args) => {
  if (args.dry_run) return preview();
  return take(args.limit || 10);
});`,
  // A range in the field's description ("1-100") rules out 0, as .min(1) would
  `server.registerTool("search", { inputSchema: { query: z.string(), numResults: z.number().optional().describe("Number of results (1-100, default: 10)") } }, async (params) => {
  return search(params.query, params.numResults || 10);
});`,
  // The same range in a JSON Schema description
  `import { tool } from "@langchain/core/tools";
export const t = tool(async (input) => read(input.pages || 1), { name: "read", description: "Read", schema: { type: "object", properties: { pages: { type: "integer", description: "Pages to read, between 1 and 5" } } } });`,
  // MCP field declared z.string(): an empty string is a blank field, which the default fills in
  `server.registerTool("greet", { inputSchema: { name: z.string().optional() } }, async (args) => {
  return hello(args.name || "friend");
});`,
  // option nullish on arguments: an explicit null is how a model leaves a field out
  { code: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;`, options: [{"nullish": true}] },
  // option nullish on a field declared nullable
  { code: `server.registerTool("list", { inputSchema: { limit: z.number().nullable().optional() } }, async ({ limit }) => list(limit ?? 10));`, options: [{"nullish": true}] },
  // option nullish: ?? null and ?? undefined lose nothing
  { code: `const reply = await client.callTool({ name: "stats", arguments: {} });
const a = reply.a ?? null;
const b = reply.b ?? void 0;`, options: [{"nullish": true}] },
  // a shared field schema held in a const: z.string() still
  `import { z } from "zod";
const ParamQuery = z.string().describe("Search text");
server.registerTool("search", { inputSchema: { query: ParamQuery.optional() } }, async (params) => search(params.query || "recent"));`,
  // a destructuring default: only a missing field gets it
  `const args = JSON.parse(call.function.arguments);
const { timeout = 30 } = args;`,
  // a parameter default in an MCP handler
  `server.registerTool("list", { inputSchema: { limit: z.number().optional() } }, async ({ limit = 20 }) => list(limit));`,
  // `??` by default
  `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;`,
  // `??=` by default
  `const args = JSON.parse(call.function.arguments);
args.timeout ??= 30;`,
  // behind a typeof gate
  `const args = JSON.parse(call.function.arguments);
const timeout = typeof args.timeout === "number" ? args.timeout || 30 : 30;`,
  // after an early typeof guard
  `function run(call) {
  const args = JSON.parse(call.function.arguments);
  if (typeof args.label !== "string") throw new TypeError("label");
  return args.label || "untitled";
}`,
  // ordinary config
  `const port = config.port || 3000;`,
  // an environment variable
  `const port = Number(process.env.PORT) || 3000;`,
  // MCP array field cannot be falsy
  `server.registerTool("tag", { inputSchema: { tags: z.array(z.string()).optional() } }, async (args) => tag(args.tags || []));`,
  // MCP object field cannot be falsy
  `server.registerTool("q", { inputSchema: { options: z.object({ depth: z.number() }).optional() } }, async (args) => run(args.options || {}));`,
  // MCP enum field of non-empty strings
  `server.registerTool("sort", { inputSchema: { order: z.enum(["asc", "desc"]).optional() } }, async (args) => sort(args.order || "asc"));`,
  // MCP callTool reply content is a validated array
  `const reply = await client.callTool({ name: "stats", arguments: {} });
const blocks = reply.content || [];`,
  // the arguments object itself
  `const args = JSON.parse(call.function.arguments) || {};`,
  // a `||` that is only tested belongs to no-truthy-tool-value
  `const args = JSON.parse(call.function.arguments);
if (args.flag || forced) run();`,
  // a negation is not the tool value
  `const args = JSON.parse(call.function.arguments);
const skip = !args.enabled || paused;`,
  // `&&` is not a default
  `const args = JSON.parse(call.function.arguments);
const both = args.a && args.b;`,
  // a ternary whose branch is another value
  `const args = JSON.parse(call.function.arguments);
const label = args.title ? format(args.title) : "untitled";`,
  // array elements
  `const args = JSON.parse(call.function.arguments);
for (const tag of args.tags) use(tag || "untagged");`,
  // `?? {}` on a container by default
  `const args = JSON.parse(call.function.arguments);
const options = args.options ?? {};`,
  // a rest object cannot be falsy
  `const args = JSON.parse(call.function.arguments);
const { a, ...rest } = args;
const others = rest || {};`,
  // a conversion that is not to a number (the number conversion is reported: test/rules/conversions.test.ts)
  `const args = JSON.parse(call.function.arguments);
const label = String(args.label) || "page";`,
  // values returned by a schema .parse()
  `const limit = LimitSchema.parse(JSON.parse(call.function.arguments)).limit || 10;`,
  // z.literal of a non-empty string
  `server.registerTool("v", { inputSchema: { version: z.literal("v2").optional() } }, async (args) => use(args.version || "v2"));`,
  // JSON.parse of something that is not tool arguments
  `const settings = JSON.parse(readFileSync("settings.json", "utf8"));
const timeout = settings.timeout || 30;`,
  // a default assigned to something else
  `let fallback;
fallback = cached || 3;`,
  // `|| 0` on a count: no valid number is lost
  `client.callTool(request).then((reply) => show(reply.structuredContent?.count || 0));`,
  // `|| ""` on a string field
  `server.registerTool("greet", { inputSchema: { name: z.string().optional() } }, async (args) => hello(args.name || ""));`,
  // a non-tool `??` with option nullish
  { code: `const port = config.port ?? 3000;`, options: [{"nullish": true}] },
  // a list default on an unknown field
  `const args = JSON.parse(call.function.arguments);
const patterns = args.excludePatterns || [];`,
  // an object default on an unknown field
  `const args = JSON.parse(call.function.arguments);
const options = args.options || {};`,
  // the first non-empty of two tool values
  `const args = JSON.parse(call.function.arguments);
const label = args.title || args.name;`,
  // a field declared .min(1) cannot be 0
  `server.registerTool("list", { inputSchema: { per_page: z.number().int().min(1).optional() } }, async (args) => list(args.per_page || 30));`,
  // a field declared .positive() cannot be 0
  `server.registerTool("list", { inputSchema: { limit: z.number().positive().optional() } }, async (args) => list(args.limit || 10));`,
  // a string declared .nonempty() cannot be empty
  `server.registerTool("search", { inputSchema: { q: z.string().nonempty().optional() } }, async (args) => search(args.q || "*"));`,
  // option nullish: the SDK rejected null for a field that is not nullable
  { code: `server.registerTool("list", { inputSchema: { limit: z.number().optional() } }, async ({ limit }) => list(limit ?? 10));`, options: [{"nullish": true}] },
  // a default whose result is a condition is a truthiness test
  `const args = JSON.parse(call.function.arguments);
const go = (args.x || 5) && use();`,
  // .min(0.5) rules out 0 as .min(1) does
  `server.registerTool("speak", { inputSchema: { speed: z.number().min(0.5).max(2).optional() } }, async (args) => use(args.speed || 1));`,
  // the default is the very falsy value it replaces (a const of the file)
  `const DEFAULT_PITCH = 0;
server.registerTool("speak", { inputSchema: { pitch: z.number().min(-12).max(12).optional() } }, async (args) => use(args.pitch || DEFAULT_PITCH));`,
  // a description that lists the valid values, none of them 0
  `server.registerTool("speak", { inputSchema: { channel: z.number().optional().describe("Audio channels, values: [1, 2]"), rate: z.number().optional().describe("Sample rate, one of 8000, 16000 or 44100") } }, async (args) => use(args.channel || 1, args.rate || 16000));`,
];

const invalid: Array<InvalidTestCase<MessageIds, Options>> = [
  {
    // a low-level handler that validates with Schema.parse: the result is validated tool data, and a number may be 0 (its z.boolean() flag is quiet)
    code: `const SearchSchema = z.object({ query: z.string(), maxResults: z.number().optional(), verbose: z.boolean().optional() });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const validatedArgs = SearchSchema.parse(request.params.arguments);
  if (validatedArgs.verbose) log();
  return search(validatedArgs.query, validatedArgs.maxResults || 10);
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 5,
        column: 38,
        endLine: 5,
        endColumn: 68,
        suggestions: [
          {
            messageId: "useNullish",
            output: `const SearchSchema = z.object({ query: z.string(), maxResults: z.number().optional(), verbose: z.boolean().optional() });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const validatedArgs = SearchSchema.parse(request.params.arguments);
  if (validatedArgs.verbose) log();
  return search(validatedArgs.query, validatedArgs.maxResults ?? 10);
});`,
          },
          {
            messageId: "usePresence",
            output: `const SearchSchema = z.object({ query: z.string(), maxResults: z.number().optional(), verbose: z.boolean().optional() });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const validatedArgs = SearchSchema.parse(request.params.arguments);
  if (validatedArgs.verbose) log();
  return search(validatedArgs.query, "maxResults" in validatedArgs ? validatedArgs.maxResults : 10);
});`,
          },
        ],
      },
    ],
  },
  {
    // Schema.safeParse(args).data: validated, and a number may be 0
    code: `const Input = z.object({ limit: z.number() });
const args = JSON.parse(call.function.arguments);
const result = Input.safeParse(args);
if (!result.success) throw new Error("bad input");
const limit = result.data.limit || 20;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 5,
        column: 15,
        endLine: 5,
        endColumn: 38,
        suggestions: [
          {
            messageId: "useNullish",
            output: `const Input = z.object({ limit: z.number() });
const args = JSON.parse(call.function.arguments);
const result = Input.safeParse(args);
if (!result.success) throw new Error("bad input");
const limit = result.data.limit ?? 20;`,
          },
          {
            messageId: "usePresence",
            output: `const Input = z.object({ limit: z.number() });
const args = JSON.parse(call.function.arguments);
const result = Input.safeParse(args);
if (!result.success) throw new Error("bad input");
const limit = "limit" in result.data ? result.data.limit : 20;`,
          },
        ],
      },
    ],
  },
  {
    // with unreadableSchemas "report" (configs.strict), the unread schema is reported and said
    code: `server.registerTool("export", { inputSchema: { dry_run: z.boolean().transform((v) => v), limit: z.number().pipe(z.int()) } }, async (args) => {
  if (args.dry_run) return preview();
  return take(args.limit || 10);
});`,
    settings: { "tool-contract": { unreadableSchemas: "report" } },
    output: null,
    errors: [
      {
        messageId: "lossyDefaultUnread",
        line: 3,
        column: 15,
        endLine: 3,
        endColumn: 31,
        suggestions: [
          { messageId: "useNullish", output: `server.registerTool("export", { inputSchema: { dry_run: z.boolean().transform((v) => v), limit: z.number().pipe(z.int()) } }, async (args) => {
  if (args.dry_run) return preview();
  return take(args.limit ?? 10);
});` },
          { messageId: "usePresence", output: `server.registerTool("export", { inputSchema: { dry_run: z.boolean().transform((v) => v), limit: z.number().pipe(z.int()) } }, async (args) => {
  if (args.dry_run) return preview();
  return take("limit" in args ? args.limit : 10);
});` },
        ],
      },
    ],
  },
  {
    // A description that states only a default allows 0
    code: `server.registerTool("search", { inputSchema: { query: z.string(), numResults: z.number().optional().describe("Results to return (default: 10)") } }, async (params) => {
  return search(params.query, params.numResults || 10);
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: { expression: "params.numResults || 10", lost: "`0`", origin: "the model", fallback: "10" },
        line: 2,
        column: 31,
        endLine: 2,
        endColumn: 54,
        suggestions: [
          {
            messageId: "useNullish",
            data: { replacement: "params.numResults ?? 10" },
            output: `server.registerTool("search", { inputSchema: { query: z.string(), numResults: z.number().optional().describe("Results to return (default: 10)") } }, async (params) => {
  return search(params.query, params.numResults ?? 10);
});`,
          },
          {
            messageId: "usePresence",
            data: { replacement: '"numResults" in params ? params.numResults : 10' },
            output: `server.registerTool("search", { inputSchema: { query: z.string(), numResults: z.number().optional().describe("Results to return (default: 10)") } }, async (params) => {
  return search(params.query, "numResults" in params ? params.numResults : 10);
});`,
          },
        ],
      },
    ],
  },
  {
    // `||` default on an argument
    code: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout || 30;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.timeout || 30", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "30"},
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 35,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.timeout ?? 30"},
            output: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"timeout\" in args ? args.timeout : 30"},
            output: `const args = JSON.parse(call.function.arguments);
const timeout = "timeout" in args ? args.timeout : 30;`,
          },
        ],
      },
    ],
  },
  {
    // `||=` default on an argument
    code: `const args = JSON.parse(call.function.arguments);
args.timeout ||= 30;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.timeout ||= 30", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "30"},
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.timeout ??= 30"},
            output: `const args = JSON.parse(call.function.arguments);
args.timeout ??= 30;`,
          },
        ],
      },
    ],
  },
  {
    // `v ? v : d`
    code: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ? args.timeout : 30;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.timeout ? args.timeout : 30", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "30"},
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 49,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.timeout ?? 30"},
            output: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"timeout\" in args ? args.timeout : 30"},
            output: `const args = JSON.parse(call.function.arguments);
const timeout = "timeout" in args ? args.timeout : 30;`,
          },
        ],
      },
    ],
  },
  {
    // option nullish: `??` on a reply
    code: `const reply = await client.callTool({ name: "stats", arguments: {} });
const timeout = reply.timeout ?? 30;`,
    options: [{"nullish": true}],
    output: null,
    errors: [
      {
        messageId: "nullishDefault",
        data: {"expression": "reply.timeout ?? 30", "origin": "the tool", "fallback": "30"},
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 36,
        suggestions: [
          {
            messageId: "usePresence",
            data: {"replacement": "\"timeout\" in reply ? reply.timeout : 30"},
            output: `const reply = await client.callTool({ name: "stats", arguments: {} });
const timeout = "timeout" in reply ? reply.timeout : 30;`,
          },
        ],
      },
    ],
  },
  {
    // option nullish: `??=` on a reply
    code: `const reply = await client.callTool({ name: "stats", arguments: {} });
reply.timeout ??= 30;`,
    options: [{"nullish": true}],
    output: null,
    errors: [
      {
        messageId: "nullishDefault",
        data: {"expression": "reply.timeout ??= 30", "origin": "the tool", "fallback": "30"},
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 21,
        suggestions: [],
      },
    ],
  },
  {
    // a destructured field
    code: `const args = JSON.parse(call.function.arguments);
const { limit } = args;
const n = limit || 10;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "limit || 10", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "10"},
        line: 3,
        column: 11,
        endLine: 3,
        endColumn: 22,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "limit ?? 10"},
            output: `const args = JSON.parse(call.function.arguments);
const { limit } = args;
const n = limit ?? 10;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "limit !== undefined ? limit : 10"},
            output: `const args = JSON.parse(call.function.arguments);
const { limit } = args;
const n = limit !== undefined ? limit : 10;`,
          },
        ],
      },
    ],
  },
  {
    // MCP field declared z.number(): loses 0
    code: `server.registerTool("list", { inputSchema: { limit: z.number().int().optional() } }, async ({ limit }) => {
  return list(limit || 20);
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "limit || 20", "lost": "`0`", "origin": "the model", "fallback": "20"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 26,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "limit ?? 20"},
            output: `server.registerTool("list", { inputSchema: { limit: z.number().int().optional() } }, async ({ limit }) => {
  return list(limit ?? 20);
});`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "limit !== undefined ? limit : 20"},
            output: `server.registerTool("list", { inputSchema: { limit: z.number().int().optional() } }, async ({ limit }) => {
  return list(limit !== undefined ? limit : 20);
});`,
          },
        ],
      },
    ],
  },
  {
    // MCP low-level argument: not validated, and its name says a number, so 0 is valid
    code: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return hello(request.params.arguments?.page || "friend");
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "request.params.arguments?.page || \"friend\"", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "\"friend\""},
        line: 2,
        column: 16,
        endLine: 2,
        endColumn: 58,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "request.params.arguments?.page ?? \"friend\""},
            output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return hello(request.params.arguments?.page ?? "friend");
});`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"page\" in (request.params.arg\u2026ms.arguments?.page : \"friend\""},
            output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return hello("page" in (request.params.arguments ?? {}) ? request.params.arguments?.page : "friend");
});`,
          },
        ],
      },
    ],
  },
  {
    // MCP field declared z.boolean(): loses false
    code: `server.registerTool("list", { inputSchema: { include_archived: z.boolean().optional() } }, async (args) => {
  return list(args.include_archived || true);
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.include_archived || true", "lost": "`false`", "origin": "the model", "fallback": "true"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 44,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.include_archived ?? true"},
            output: `server.registerTool("list", { inputSchema: { include_archived: z.boolean().optional() } }, async (args) => {
  return list(args.include_archived ?? true);
});`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"include_archived\" in args ? args.include_archived : true"},
            output: `server.registerTool("list", { inputSchema: { include_archived: z.boolean().optional() } }, async (args) => {
  return list("include_archived" in args ? args.include_archived : true);
});`,
          },
        ],
      },
    ],
  },
  {
    // MCP field declared z.coerce.boolean()
    code: `server.registerTool("list", { inputSchema: { archived: z.coerce.boolean() } }, async (args) => {
  return list(args.archived || true);
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.archived || true", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "true"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 36,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.archived ?? true"},
            output: `server.registerTool("list", { inputSchema: { archived: z.coerce.boolean() } }, async (args) => {
  return list(args.archived ?? true);
});`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"archived\" in args ? args.archived : true"},
            output: `server.registerTool("list", { inputSchema: { archived: z.coerce.boolean() } }, async (args) => {
  return list("archived" in args ? args.archived : true);
});`,
          },
        ],
      },
    ],
  },
  {
    // MCP callTool reply field behind ?.
    code: `const reply = await client.callTool({ name: "stats", arguments: {} });
const total = reply.structuredContent?.total || null;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "reply.structuredContent?.total || null", "lost": "`0`, `false` or `\"\"`", "origin": "the tool", "fallback": "null"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 53,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "reply.structuredContent?.total ?? null"},
            output: `const reply = await client.callTool({ name: "stats", arguments: {} });
const total = reply.structuredContent?.total ?? null;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"total\" in (reply.structuredC\u2026ructuredContent?.total : null"},
            output: `const reply = await client.callTool({ name: "stats", arguments: {} });
const total = "total" in (reply.structuredContent ?? {}) ? reply.structuredContent?.total : null;`,
          },
        ],
      },
    ],
  },
  {
    // JSON-RPC result
    code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  return reply.result || fallback;
}`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "reply.result || fallback", "lost": "`0`, `false` or `\"\"`", "origin": "the peer", "fallback": "fallback"},
        line: 4,
        column: 10,
        endLine: 4,
        endColumn: 34,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "reply.result ?? fallback"},
            output: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  return reply.result ?? fallback;
}`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"result\" in reply ? reply.result : fallback"},
            output: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  return "result" in reply ? reply.result : fallback;
}`,
          },
        ],
      },
    ],
  },
  {
    // a fallback with && is parenthesised in the ?? suggestion
    code: `const args = JSON.parse(call.function.arguments);
const mode = args.mode || (a && b);`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.mode || (a && b)", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "a && b"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 35,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.mode ?? (a && b)"},
            output: `const args = JSON.parse(call.function.arguments);
const mode = args.mode ?? (a && b);`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"mode\" in args ? args.mode : a && b"},
            output: `const args = JSON.parse(call.function.arguments);
const mode = "mode" in args ? args.mode : a && b;`,
          },
        ],
      },
    ],
  },
  {
    // an unparenthesised && fallback gets parentheses
    code: `const args = JSON.parse(call.function.arguments);
const mode = args.mode || a && b;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.mode || a && b", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "a && b"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 33,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.mode ?? (a && b)"},
            output: `const args = JSON.parse(call.function.arguments);
const mode = args.mode ?? (a && b);`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"mode\" in args ? args.mode : a && b"},
            output: `const args = JSON.parse(call.function.arguments);
const mode = "mode" in args ? args.mode : a && b;`,
          },
        ],
      },
    ],
  },
  {
    // inside another `||`: the ?? suggestion is parenthesised
    code: `const args = JSON.parse(call.function.arguments);
const name = args.a || args.b || "none";`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.a || args.b || \"none\"", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "\"none\""},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 40,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.a ?? args.b ?? \"none\""},
            output: `const args = JSON.parse(call.function.arguments);
const name = args.a ?? args.b ?? "none";`,
          },
        ],
      },
    ],
  },
  {
    // in arithmetic
    code: `const args = JSON.parse(call.function.arguments);
setTimeout(run, (args.delay || 1) * 1000);`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.delay || 1", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "1"},
        line: 2,
        column: 18,
        endLine: 2,
        endColumn: 33,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.delay ?? 1"},
            output: `const args = JSON.parse(call.function.arguments);
setTimeout(run, (args.delay ?? 1) * 1000);`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"delay\" in args ? args.delay : 1"},
            output: `const args = JSON.parse(call.function.arguments);
setTimeout(run, ("delay" in args ? args.delay : 1) * 1000);`,
          },
        ],
      },
    ],
  },
  {
    // in a template literal
    code: `const args = JSON.parse(call.function.arguments);
const greeting = \`hello \${args.page || "anon"}\`;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.page || \"anon\"", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "\"anon\""},
        line: 2,
        column: 27,
        endLine: 2,
        endColumn: 46,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.page ?? \"anon\""},
            output: `const args = JSON.parse(call.function.arguments);
const greeting = \`hello \${args.page ?? "anon"}\`;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"page\" in args ? args.page : \"anon\""},
            output: `const args = JSON.parse(call.function.arguments);
const greeting = \`hello \${"page" in args ? args.page : "anon"}\`;`,
          },
        ],
      },
    ],
  },
  {
    // returned
    code: `function pageOf(call) {
  const args = JSON.parse(call.function.arguments);
  return args.page || 1;
}`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.page || 1", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "1"},
        line: 3,
        column: 10,
        endLine: 3,
        endColumn: 24,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.page ?? 1"},
            output: `function pageOf(call) {
  const args = JSON.parse(call.function.arguments);
  return args.page ?? 1;
}`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"page\" in args ? args.page : 1"},
            output: `function pageOf(call) {
  const args = JSON.parse(call.function.arguments);
  return "page" in args ? args.page : 1;
}`,
          },
        ],
      },
    ],
  },
  {
    // in an object literal
    code: `const args = JSON.parse(call.function.arguments);
const query = { limit: args.limit || 20 };`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.limit || 20", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "20"},
        line: 2,
        column: 24,
        endLine: 2,
        endColumn: 40,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.limit ?? 20"},
            output: `const args = JSON.parse(call.function.arguments);
const query = { limit: args.limit ?? 20 };`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"limit\" in args ? args.limit : 20"},
            output: `const args = JSON.parse(call.function.arguments);
const query = { limit: "limit" in args ? args.limit : 20 };`,
          },
        ],
      },
    ],
  },
  {
    // a non-literal default
    code: `const args = JSON.parse(call.function.arguments);
const model = args.model || defaultModel;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.model || defaultModel", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "defaultModel"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 41,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.model ?? defaultModel"},
            output: `const args = JSON.parse(call.function.arguments);
const model = args.model ?? defaultModel;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"model\" in args ? args.model : defaultModel"},
            output: `const args = JSON.parse(call.function.arguments);
const model = "model" in args ? args.model : defaultModel;`,
          },
        ],
      },
    ],
  },
  {
    // an `as` cast does not validate
    code: `const args = JSON.parse(call.function.arguments);
const limit = (args.limit as number) || 10;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "(args.limit as number) || 10", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "10"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 43,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.limit as number ?? 10"},
            output: `const args = JSON.parse(call.function.arguments);
const limit = args.limit as number ?? 10;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"limit\" in args ? args.limit as number : 10"},
            output: `const args = JSON.parse(call.function.arguments);
const limit = "limit" in args ? args.limit as number : 10;`,
          },
        ],
      },
    ],
  },
  {
    // optional chain on the arguments
    code: `const args = JSON.parse(call.function.arguments);
const limit = args?.limit || 10;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args?.limit || 10", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "10"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 32,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args?.limit ?? 10"},
            output: `const args = JSON.parse(call.function.arguments);
const limit = args?.limit ?? 10;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"limit\" in (args ?? {}) ? args?.limit : 10"},
            output: `const args = JSON.parse(call.function.arguments);
const limit = "limit" in (args ?? {}) ? args?.limit : 10;`,
          },
        ],
      },
    ],
  },
  {
    // MCP low-level arguments
    code: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const count = request.params.arguments?.count || 1;
  return run(count);
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "request.params.arguments?.count || 1", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "1"},
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 53,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "request.params.arguments?.count ?? 1"},
            output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const count = request.params.arguments?.count ?? 1;
  return run(count);
});`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"count\" in (request.params.ar\u2026t.params.arguments?.count : 1"},
            output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const count = "count" in (request.params.arguments ?? {}) ? request.params.arguments?.count : 1;
  return run(count);
});`,
          },
        ],
      },
    ],
  },
  {
    // lodash get
    code: `import _ from "lodash";
const args = JSON.parse(call.function.arguments);
const limit = _.get(args, "limit") || 10;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "_.get(args, \"limit\") || 10", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "10"},
        line: 3,
        column: 15,
        endLine: 3,
        endColumn: 41,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "_.get(args, \"limit\") ?? 10"},
            output: `import _ from "lodash";
const args = JSON.parse(call.function.arguments);
const limit = _.get(args, "limit") ?? 10;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "_.has(args, \"limit\") ? _.get(args, \"limit\") : 10"},
            output: `import _ from "lodash";
const args = JSON.parse(call.function.arguments);
const limit = _.has(args, "limit") ? _.get(args, "limit") : 10;`,
          },
        ],
      },
    ],
  },
  {
    // x.get() on a configured source
    code: `function run(toolInput) {
  return take(toolInput.get("limit") || 10);
}`,
    settings: {"tool-contract": {"sources": ["toolInput"]}},
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "toolInput.get(\"limit\") || 10", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "10"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 43,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "toolInput.get(\"limit\") ?? 10"},
            output: `function run(toolInput) {
  return take(toolInput.get("limit") ?? 10);
}`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "toolInput.has(\"limit\") ? toolInput.get(\"limit\") : 10"},
            output: `function run(toolInput) {
  return take(toolInput.has("limit") ? toolInput.get("limit") : 10);
}`,
          },
        ],
      },
    ],
  },
  {
    // a nested field
    code: `const args = JSON.parse(call.function.arguments);
const depth = args.options.depth || 3;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.options.depth || 3", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "3"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 38,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.options.depth ?? 3"},
            output: `const args = JSON.parse(call.function.arguments);
const depth = args.options.depth ?? 3;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"depth\" in args.options ? args.options.depth : 3"},
            output: `const args = JSON.parse(call.function.arguments);
const depth = "depth" in args.options ? args.options.depth : 3;`,
          },
        ],
      },
    ],
  },
  {
    // option nullish on a JSON-RPC result
    code: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  return reply.result ?? fallback;
}`,
    options: [{"nullish": true}],
    output: null,
    errors: [
      {
        messageId: "nullishDefault",
        data: {"expression": "reply.result ?? fallback", "origin": "the peer", "fallback": "fallback"},
        line: 4,
        column: 10,
        endLine: 4,
        endColumn: 34,
        suggestions: [
          {
            messageId: "usePresence",
            data: {"replacement": "\"result\" in reply ? reply.result : fallback"},
            output: `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw reply.error;
  return "result" in reply ? reply.result : fallback;
}`,
          },
        ],
      },
    ],
  },
  {
    // assigned to a variable declared earlier
    code: `const args = JSON.parse(call.function.arguments);
let retries;
retries = args.retries || 3;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.retries || 3", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "3"},
        line: 3,
        column: 11,
        endLine: 3,
        endColumn: 28,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.retries ?? 3"},
            output: `const args = JSON.parse(call.function.arguments);
let retries;
retries = args.retries ?? 3;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"retries\" in args ? args.retries : 3"},
            output: `const args = JSON.parse(call.function.arguments);
let retries;
retries = "retries" in args ? args.retries : 3;`,
          },
        ],
      },
    ],
  },
  {
    // an arrow body
    code: `const args = JSON.parse(call.function.arguments);
const sizeOf = () => args.size || 10;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.size || 10", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "10"},
        line: 2,
        column: 22,
        endLine: 2,
        endColumn: 37,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.size ?? 10"},
            output: `const args = JSON.parse(call.function.arguments);
const sizeOf = () => args.size ?? 10;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"size\" in args ? args.size : 10"},
            output: `const args = JSON.parse(call.function.arguments);
const sizeOf = () => "size" in args ? args.size : 10;`,
          },
        ],
      },
    ],
  },
  {
    // the first element of an array argument
    code: `const args = JSON.parse(call.function.arguments);
const [first] = args.items;
const label = first || "none";`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "first || \"none\"", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "\"none\""},
        line: 3,
        column: 15,
        endLine: 3,
        endColumn: 30,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "first ?? \"none\""},
            output: `const args = JSON.parse(call.function.arguments);
const [first] = args.items;
const label = first ?? "none";`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "first !== undefined ? first : \"none\""},
            output: `const args = JSON.parse(call.function.arguments);
const [first] = args.items;
const label = first !== undefined ? first : "none";`,
          },
        ],
      },
    ],
  },
  {
    // a comment inside is kept
    code: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout /* seconds */ || 30;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.timeout /* seconds */ || 30", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "30"},
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 49,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.timeout ?? 30"},
            output: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30 /* seconds */;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"timeout\" in args ? args.timeout : 30"},
            output: `const args = JSON.parse(call.function.arguments);
const timeout = "timeout" in args ? args.timeout : 30 /* seconds */;`,
          },
        ],
      },
    ],
  },
  {
    // a parenthesised test in `v ? v : d`
    code: `const args = JSON.parse(call.function.arguments);
const timeout = (args.timeout) ? args.timeout : 30;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "(args.timeout) ? args.timeout : 30", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "30"},
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 51,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.timeout ?? 30"},
            output: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"timeout\" in args ? args.timeout : 30"},
            output: `const args = JSON.parse(call.function.arguments);
const timeout = "timeout" in args ? args.timeout : 30;`,
          },
        ],
      },
    ],
  },
  {
    // `v ? v : d` through an alias
    code: `const args = JSON.parse(call.function.arguments);
const a = args;
const limit = a.limit ? args.limit : 5;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "a.limit ? args.limit : 5", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "5"},
        line: 3,
        column: 15,
        endLine: 3,
        endColumn: 39,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "a.limit ?? 5"},
            output: `const args = JSON.parse(call.function.arguments);
const a = args;
const limit = a.limit ?? 5;`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"limit\" in a ? a.limit : 5"},
            output: `const args = JSON.parse(call.function.arguments);
const a = args;
const limit = "limit" in a ? a.limit : 5;`,
          },
        ],
      },
    ],
  },
  {
    // option nullish on a destructured reply field
    code: `const reply = await client.callTool({ name: "stats", arguments: {} });
const { limit } = reply;
const n = limit ?? 10;`,
    options: [{"nullish": true}],
    output: null,
    errors: [
      {
        messageId: "nullishDefault",
        data: {"expression": "limit ?? 10", "origin": "the tool", "fallback": "10"},
        line: 3,
        column: 11,
        endLine: 3,
        endColumn: 22,
        suggestions: [
          {
            messageId: "usePresence",
            data: {"replacement": "limit !== undefined ? limit : 10"},
            output: `const reply = await client.callTool({ name: "stats", arguments: {} });
const { limit } = reply;
const n = limit !== undefined ? limit : 10;`,
          },
        ],
      },
    ],
  },
  {
    // `||=` on a let binding
    code: `const args = JSON.parse(call.function.arguments);
let { retries } = args;
retries ||= 3;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "retries ||= 3", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "3"},
        line: 3,
        column: 1,
        endLine: 3,
        endColumn: 14,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "retries ??= 3"},
            output: `const args = JSON.parse(call.function.arguments);
let { retries } = args;
retries ??= 3;`,
          },
        ],
      },
    ],
  },
  {
    // deprecated MCP tool() with a z.number() field
    code: `server.tool("roll", { sides: z.number() }, async ({ sides }) => roll(sides || 6));`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "sides || 6", "lost": "`0`", "origin": "the model", "fallback": "6"},
        line: 1,
        column: 70,
        endLine: 1,
        endColumn: 80,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "sides ?? 6"},
            output: `server.tool("roll", { sides: z.number() }, async ({ sides }) => roll(sides ?? 6));`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "sides !== undefined ? sides : 6"},
            output: `server.tool("roll", { sides: z.number() }, async ({ sides }) => roll(sides !== undefined ? sides : 6));`,
          },
        ],
      },
    ],
  },
  {
    // in a .then callback of callTool
    code: `client.callTool(request).then((reply) => show(reply.structuredContent?.count || 1));`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "reply.structuredContent?.count || 1", "lost": "`0`, `false` or `\"\"`", "origin": "the tool", "fallback": "1"},
        line: 1,
        column: 47,
        endLine: 1,
        endColumn: 82,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "reply.structuredContent?.count ?? 1"},
            output: `client.callTool(request).then((reply) => show(reply.structuredContent?.count ?? 1));`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"count\" in (reply.structuredC\u2026.structuredContent?.count : 1"},
            output: `client.callTool(request).then((reply) => show("count" in (reply.structuredContent ?? {}) ? reply.structuredContent?.count : 1));`,
          },
        ],
      },
    ],
  },
  {
    // `|| ""` on a field declared a number loses 0
    code: `server.tool("roll", { sides: z.number() }, async ({ sides }) => label(sides || ""));`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "sides || \"\"", "lost": "`0`", "origin": "the model", "fallback": "\"\""},
        line: 1,
        column: 71,
        endLine: 1,
        endColumn: 82,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "sides ?? \"\""},
            output: `server.tool("roll", { sides: z.number() }, async ({ sides }) => label(sides ?? ""));`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "sides !== undefined ? sides : \"\""},
            output: `server.tool("roll", { sides: z.number() }, async ({ sides }) => label(sides !== undefined ? sides : ""));`,
          },
        ],
      },
    ],
  },
  {
    // a handler registered through a configured call pattern
    code: `registry.register("wait", (input) => sleep(input.seconds || 5));`,
    settings: {"tool-contract": {"sources": [{"callee": "registry.register", "handlerArg": 1}]}},
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "input.seconds || 5", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "5"},
        line: 1,
        column: 44,
        endLine: 1,
        endColumn: 62,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "input.seconds ?? 5"},
            output: `registry.register("wait", (input) => sleep(input.seconds ?? 5));`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"seconds\" in input ? input.seconds : 5"},
            output: `registry.register("wait", (input) => sleep("seconds" in input ? input.seconds : 5));`,
          },
        ],
      },
    ],
  },
  {
    // a configured source name
    code: `function handle(toolArgs) {
  return sleep(toolArgs.seconds || 5);
}`,
    settings: {"tool-contract": {"sources": ["toolArgs"]}},
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "toolArgs.seconds || 5", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "5"},
        line: 2,
        column: 16,
        endLine: 2,
        endColumn: 37,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "toolArgs.seconds ?? 5"},
            output: `function handle(toolArgs) {
  return sleep(toolArgs.seconds ?? 5);
}`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"seconds\" in toolArgs ? toolArgs.seconds : 5"},
            output: `function handle(toolArgs) {
  return sleep("seconds" in toolArgs ? toolArgs.seconds : 5);
}`,
          },
        ],
      },
    ],
  },
  {
    // a chain of tool values with a default: reported once, as a whole
    code: `const args = JSON.parse(call.function.arguments);
const retries = args.retries || args.max_retries || 3;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.retries || args.max_retries || 3", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "3"},
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 54,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.retries ?? args.max_retries ?? 3"},
            output: `const args = JSON.parse(call.function.arguments);
const retries = args.retries ?? args.max_retries ?? 3;`,
          },
        ],
      },
    ],
  },
  {
    // in a for initialiser, the presence suggestion is parenthesised
    code: `const args = JSON.parse(call.function.arguments);
for (let i = args.start || 1; i < 10; i++) step(i);`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "args.start || 1", "lost": "`0`, `false` or `\"\"`", "origin": "the model", "fallback": "1"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 29,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "args.start ?? 1"},
            output: `const args = JSON.parse(call.function.arguments);
for (let i = args.start ?? 1; i < 10; i++) step(i);`,
          },
          {
            messageId: "usePresence",
            data: {"replacement": "\"start\" in args ? args.start : 1"},
            output: `const args = JSON.parse(call.function.arguments);
for (let i = ("start" in args ? args.start : 1); i < 10; i++) step(i);`,
          },
        ],
      },
    ],
  },
  {
    // a receiver with a call: the presence suggestion would call it twice, so only ?? is offered
    code: `const n = (await client.callTool(request)).structuredContent?.n || 5;`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        data: {"expression": "(await client.callTool(request)).structuredContent?.n || 5", "lost": "`0`, `false` or `\"\"`", "origin": "the tool", "fallback": "5"},
        line: 1,
        column: 11,
        endLine: 1,
        endColumn: 69,
        suggestions: [
          {
            messageId: "useNullish",
            data: {"replacement": "(await client.callTool(request)).structuredContent?.n ?? 5"},
            output: `const n = (await client.callTool(request)).structuredContent?.n ?? 5;`,
          },
        ],
      },
    ],
  },
  {
    // a default in a conditional whose branch scales the value
    code: `server.registerTool("run", { inputSchema: { timeout: z.number().optional() } }, async (args) => {
  const timeoutMs = args.timeout ? args.timeout * 1000 : 30_000;
  return run(timeoutMs);
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 2,
        column: 21,
        endLine: 2,
        endColumn: 64,
        suggestions: [
          { messageId: "usePresence", output: `server.registerTool("run", { inputSchema: { timeout: z.number().optional() } }, async (args) => {
  const timeoutMs = "timeout" in args ? args.timeout * 1000 : 30_000;
  return run(timeoutMs);
});` },
        ],
      },
    ],
  },
  {
    // the value converted in place is still the tool's
    code: `server.registerTool("run", { inputSchema: { timeout: z.number().optional() } }, async (context) => {
  if (context.timeout && context.timeout >= 1000) context.timeout = context.timeout / 1000;
  const timeoutMs = context.timeout ? context.timeout * 1000 : 30_000;
  return run(timeoutMs);
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 3,
        column: 21,
        endLine: 3,
        endColumn: 70,
        suggestions: [
          { messageId: "usePresence", output: `server.registerTool("run", { inputSchema: { timeout: z.number().optional() } }, async (context) => {
  if (context.timeout && context.timeout >= 1000) context.timeout = context.timeout / 1000;
  const timeoutMs = "timeout" in context ? context.timeout * 1000 : 30_000;
  return run(timeoutMs);
});` },
        ],
      },
    ],
  },
  {
    // a number without a lower bound beside ones whose falsy value is ruled out
    code: `import { z } from "zod";
const DEFAULT_PITCH = 0;
server.registerTool("speak", { inputSchema: { speed: z.number().min(0.5).optional(), pitch: z.number().optional(), gain: z.number().optional() } }, async (args) => {
  use(args.speed || 1, args.pitch || DEFAULT_PITCH, args.gain || 1);
  return { content: [] };
});
`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 4,
        column: 53,
        endLine: 4,
        endColumn: 67,
        suggestions: [
          { messageId: "useNullish", output: `import { z } from "zod";
const DEFAULT_PITCH = 0;
server.registerTool("speak", { inputSchema: { speed: z.number().min(0.5).optional(), pitch: z.number().optional(), gain: z.number().optional() } }, async (args) => {
  use(args.speed || 1, args.pitch || DEFAULT_PITCH, args.gain ?? 1);
  return { content: [] };
});
` },
          { messageId: "usePresence", output: `import { z } from "zod";
const DEFAULT_PITCH = 0;
server.registerTool("speak", { inputSchema: { speed: z.number().min(0.5).optional(), pitch: z.number().optional(), gain: z.number().optional() } }, async (args) => {
  use(args.speed || 1, args.pitch || DEFAULT_PITCH, "gain" in args ? args.gain : 1);
  return { content: [] };
});
` },
        ],
      },
    ],
  },
  {
    // a description that lists 0 among the values
    code: `import { z } from "zod";
server.registerTool("level", { inputSchema: { level: z.number().optional().describe("Compression level, values: [0, 1, 9]") } }, async (args) => {
  return { content: [{ type: "text", text: compress(args.level || 6) }] };
});
`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 3,
        column: 53,
        endLine: 3,
        endColumn: 68,
        suggestions: [
          { messageId: "useNullish", output: `import { z } from "zod";
server.registerTool("level", { inputSchema: { level: z.number().optional().describe("Compression level, values: [0, 1, 9]") } }, async (args) => {
  return { content: [{ type: "text", text: compress(args.level ?? 6) }] };
});
` },
          { messageId: "usePresence", output: `import { z } from "zod";
server.registerTool("level", { inputSchema: { level: z.number().optional().describe("Compression level, values: [0, 1, 9]") } }, async (args) => {
  return { content: [{ type: "text", text: compress("level" in args ? args.level : 6) }] };
});
` },
        ],
      },
    ],
  },
];

createRuleTester().run("no-lossy-default", rule, { valid, invalid });

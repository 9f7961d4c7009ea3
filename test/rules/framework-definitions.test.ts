/**
 * Tool definitions of a project's own framework and the shapes around them: zod's `z` handed on by
 * a framework package, a definition whose handler sits beside a `format` function and takes the
 * arguments whole, a handler that takes a context first and the arguments declared as the schema's
 * type, a tool schema holding a union of object schemas (or kept in a `const` object, or spread),
 * tool classes told by their shape, `key in object` on an object the analysis cannot see, and an
 * optional prefix whose empty string filters nothing out.
 */
import type { InvalidTestCase } from "@typescript-eslint/rule-tester";

import noLossyDefault, * as lossy from "../../rules/no-lossy-default.js";
import noTruthyPresenceCheck, * as presence from "../../rules/no-truthy-presence-check.js";
import noUngatedLookup, * as lookup from "../../rules/no-ungated-lookup.js";
import requireToolParamTypes, * as paramTypes from "../../rules/require-tool-param-types.js";
import { createRuleTester } from "../rule-tester.js";

/** A definition of a project's own framework, with zod from the framework package: three rules report in it. */
const FRAMEWORK_TOOL = `import { tool, z } from "@acme/mcp-core";
export const manageFrontmatter = tool("manage_frontmatter", {
  description: "Get or set one frontmatter key",
  input: z.object({
    key: z.string().min(1),
    value: z.unknown().optional(),
    limit: z.number().optional(),
  }),
  output: z.object({ exists: z.boolean() }),
  async handler(input, ctx) {
    const note = await ctx.notes.read();
    const exists = input.key in note.frontmatter;
    const take = input.limit || 20;
    return { exists, take, value: input.value };
  },
  format: (result) => [{ type: "text", text: String(result.exists) }],
});
`;

/** A tool class of a project's own framework: two rules report in it. */
const TOOL_CLASS = `export class ListItemsTool extends BaseTool {
  name = "list_items";
  protected readonly inputSchema = { board: z.string(), limit: z.number().optional(), filter: z.any().optional() };
  async execute(input) {
    return this.client.list(input.board, input.limit || 25);
  }
}
`;

/** A definition whose handler is its `call` (a project's own `ToolDefinition`), parsing its arguments itself. */
const CALL_KEY = `import { z } from "zod";
const Input = z.object({ limit: z.number().optional().default(100), accountId: z.string().optional() });
const tool: ToolDefinition = {
  name: "transactions_search",
  description: "Search transactions",
  inputSchema: Input,
  call: async (args: unknown) => {
    const input = Input.parse(args || {});
    if (!input.accountId) throw new Error("accountId is required");
    return rows.slice(0, input.limit || 100);
  },
};
export default tool;`;

/** Look-alikes where no rule may report. */
const valid: string[] = [
  // a \`call\` whose parameter holds the arguments among other things (a signal, a client): not the arguments
  `const Input = z.object({ actor: z.string(), waitSecs: z.number().optional() });
export const callActor = {
  name: "call-actor",
  inputSchema: Input,
  call: async (toolArgs: InternalToolArgs) => {
    if (toolArgs.signal.aborted) return aborted();
    const parsed = Input.parse(toolArgs.args);
    const waitSecs = toolArgs.taskMode ? undefined : parsed.waitSecs || 60;
    return run(parsed.actor, waitSecs);
  },
};`,
  // the handler reads a field the schema does not have: these options are not a tool's
  `import { job, z } from "@acme/queue";
export const cleanup = job("cleanup", {
  input: z.object({ limit: z.number().optional() }),
  async handler(input) {
    return input.limit || input.fallback;
  },
});`,
  // two functions, neither under a handler's key: which one gets the arguments is not told
  `import { tool, z } from "@acme/mcp-core";
export const sync = tool("sync", {
  input: z.object({ limit: z.number().optional() }),
  async before(input) { return input.limit || 10; },
  async after(input) { return input.limit || 20; },
});`,
  // a context first and arguments not declared the schema's type: the context is not the arguments
  `const schema = z.object({ days: z.number().optional() });
export const costsHandler = async (context, params) => context.api.query({ date_from: \`-\${params.days || 6}d\` });
export const costsTool = () => ({ name: "get-costs", schema, handler: costsHandler });`,
  // a tool class with two running methods: which one gets the arguments is not told
  `export class SyncTool extends BaseTool {
  inputSchema = { limit: z.number().optional() };
  async run(input) { return input.limit || 10; }
  async execute(input) { return input.limit || 20; }
}`,
  // a job's class of the same shape: neither it nor the class it extends says tool
  `export class SendDigest extends Job {
  schema = z.object({ userId: z.string(), limit: z.number().optional() });
  async handle(input) { return send(input.userId, input.limit || 20); }
}`,
  // a parameter that names the schema in another generic is not the arguments
  `const schema = z.object({ limit: z.number().optional() });
export const listTool = () => ({ name: "list", schema, handler: async (context, options: Options<typeof schema>) => options.limit || 10 });`,
  // a URL query's schema named like an input's, used as a parameter's type: not a tool's schema
  `const SearchParamsSchema = z.object({ include_archived: z.string() });
export function parseQuery(query: z.infer<typeof SearchParamsSchema>) { return query.include_archived === "yes"; }`,
  // a class whose method reads a field its schema lacks: not a tool's arguments
  `export class Job extends Worker {
  schema = { limit: z.number().optional() };
  async handle(input) { return input.limit || input.fallback; }
}`,
];

/** `in` on objects without inherited keys, or with a key that cannot name one. */
const validLookups: string[] = [
  `class Cache {
  private entries = Object.create(null);
  register() {
    server.registerTool("t", { inputSchema: { key: z.string() } }, async ({ key }) => ({ content: [{ type: "text", text: String(key in this.entries) }] }));
  }
}`,
  `const registry = Object.create(null);
server.registerTool("t", { inputSchema: { key: z.string() } }, async ({ key }) => ({ content: [{ type: "text", text: String(key in registry) }] }));`,
  `server.registerTool("t", { inputSchema: { mode: z.enum(["fast", "full"]) } }, async ({ mode }) => {
  const doc = await loadDocument();
  return { content: [{ type: "text", text: String(mode in doc.modes) }] };
});`,
  `server.registerTool("t", { inputSchema: { key: z.string() } }, async ({ key }) => {
  const doc = await loadDocument();
  return { content: [{ type: "text", text: String(Object.hasOwn(doc.fields, key) && key in doc.fields) }] };
});`,
  `const seen = new Map();
server.registerTool("t", { inputSchema: { key: z.string() } }, async ({ key }) => ({ content: [{ type: "text", text: String(key in seen) }] }));`,
];

/** An optional prefix: with `""`, `startsWith` keeps every element, so both branches give the same list. */
const validPresence: string[] = [
  // a string id checked before use: no falsy value is a valid id
  CALL_KEY,
  `server.registerTool("search", { inputSchema: { query: z.string(), pathPrefix: z.string().optional() } }, async (input) => {
  const all = await search(input.query);
  const prefix = input.pathPrefix;
  const kept = prefix ? all.filter((hit) => hit.filename.startsWith(prefix)) : all;
  return { content: [{ type: "text", text: JSON.stringify(kept) }] };
});`,
];

const invalidParamTypes: InvalidTestCase<paramTypes.MessageIds, paramTypes.Options>[] = [
  {
    // framework tool: z from the framework package, the handler under its key beside a format function, reading only schema fields
    code: FRAMEWORK_TOOL,
    options: [{ unknown: true }],
    output: null,
    errors: [
      {
        messageId: "anyType",
        line: 6,
        column: 12,
        endLine: 6,
        endColumn: 23,
        suggestions: [],
      },
    ],
  },
  {
    // a tool schema whose field is a discriminated union of object schemas, one with z.any()
    code: `const Trends = z.object({ kind: z.literal("trends"), conversionGoal: z.any().nullable().optional() });
const Funnels = z.object({ kind: z.literal("funnels"), steps: z.array(z.string()) });
const Query = z.discriminatedUnion("kind", [Trends, Funnels]);
server.registerTool("query-run", { inputSchema: { query: Query } }, async ({ query }) => run(query));
`,
    output: null,
    errors: [
      {
        messageId: "anyType",
        line: 1,
        column: 70,
        endLine: 1,
        endColumn: 77,
        suggestions: [],
      },
    ],
  },
  {
    // schemas kept in a const object, a spread shape and a union with z.any() as a member (z.unknown() with the option strict sets)
    code: `const Schemas = { create: z.object({ payload: z.any() }) };
const common = { meta: z.unknown() };
server.registerTool("create", { inputSchema: Schemas.create.shape }, async (args) => ({ content: [] }));
server.registerTool("update", { inputSchema: { ...common, value: z.union([z.string(), z.any()]) } }, async (args) => ({ content: [] }));
`,
    options: [{ unknown: true }],
    output: null,
    errors: [
      {
        messageId: "anyType",
        line: 1,
        column: 47,
        endLine: 1,
        endColumn: 54,
        suggestions: [],
      },
      {
        messageId: "anyType",
        line: 2,
        column: 24,
        endLine: 2,
        endColumn: 35,
        suggestions: [],
      },
      {
        messageId: "anyType",
        line: 4,
        column: 87,
        endLine: 4,
        endColumn: 94,
        suggestions: [],
      },
    ],
  },
  {
    // a tool class of a project's own framework: a schema field and one running method that reads only its fields
    code: TOOL_CLASS,
    output: null,
    errors: [
      {
        messageId: "anyType",
        line: 3,
        column: 95,
        endLine: 3,
        endColumn: 102,
        suggestions: [],
      },
    ],
  },
  {
    // a tool class that gives its schema from getInputSchema() and declares its input with the project's type
    code: `const schema = z.object({ itemId: z.string(), columns: z.any() });
export class UpdateItemTool extends BaseTool<typeof schema> {
  getInputSchema() {
    return schema;
  }
  async executeInternal(input: ToolInputType<typeof schema>) {
    return this.client.update(input.itemId, input.columns);
  }
}
`,
    output: null,
    errors: [
      {
        messageId: "anyType",
        line: 1,
        column: 56,
        endLine: 1,
        endColumn: 63,
        suggestions: [],
      },
    ],
  },
];

const invalidLookups: InvalidTestCase<lookup.MessageIds, lookup.Options>[] = [
  {
    // framework tool: z from the framework package, the handler under its key beside a format function, reading only schema fields
    code: FRAMEWORK_TOOL,
    output: null,
    errors: [
      {
        messageId: "inLookup",
        line: 12,
        column: 20,
        endLine: 12,
        endColumn: 49,
        suggestions: [],
      },
    ],
  },
  {
    // in on an object the analysis does not know, with a validated string key
    code: `server.registerTool("get_key", { inputSchema: { key: z.string() } }, async ({ key }) => {
  const doc = await loadDocument();
  if (!(key in doc.fields)) return { content: [{ type: "text", text: "missing" }] };
  return { content: [{ type: "text", text: String(doc.fields[key]) }] };
});
`,
    output: null,
    errors: [
      {
        messageId: "inLookup",
        line: 3,
        column: 9,
        endLine: 3,
        endColumn: 26,
        suggestions: [],
      },
    ],
  },
  {
    // a key in a class instance that dispatches to its methods: reported, with no own-key rewrite (the methods are on the prototype)
    code: `class Api { list() { return []; } }
class Server {
  api = new Api();
  register() {
    server.registerTool("call", { inputSchema: { cmd: z.string() } }, async ({ cmd }) => ({ content: [{ type: "text", text: String(cmd in this.api) }] }));
  }
}
`,
    output: null,
    errors: [
      {
        messageId: "inLookup",
        line: 5,
        column: 132,
        endLine: 5,
        endColumn: 147,
        suggestions: [],
      },
    ],
  },
];

const invalidLossy: InvalidTestCase<lossy.MessageIds, lossy.Options>[] = [
  {
    // a definition's handler under \`call\`: a valid 0 becomes 100
    code: CALL_KEY,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 10,
        column: 26,
        suggestions: [
          { messageId: "useNullish", output: CALL_KEY.replace("input.limit || 100", "input.limit ?? 100") },
          { messageId: "usePresence", output: CALL_KEY.replace("input.limit || 100", '"limit" in input ? input.limit : 100') },
        ],
      },
    ],
  },
  {
    // framework tool: z from the framework package, the handler under its key beside a format function, reading only schema fields
    code: FRAMEWORK_TOOL,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 13,
        column: 18,
        endLine: 13,
        endColumn: 35,
        suggestions: [
          { messageId: "useNullish", output: FRAMEWORK_TOOL.replace("const take = input.limit || 20;", "const take = input.limit ?? 20;") },
          { messageId: "usePresence", output: FRAMEWORK_TOOL.replace("const take = input.limit || 20;", "const take = \"limit\" in input ? input.limit : 20;") },
        ],
      },
    ],
  },
  {
    // a definition whose handler takes the context first and the arguments second, declared the schema's type
    code: `const schema = z.object({ days: z.number().optional(), projectId: z.number().int().positive() });
type Params = z.infer<typeof schema>;
export const costsHandler = async (context: Context, params: Params) => {
  const { days } = params;
  return context.api.query({ date_from: \`-\${days || 6}d\` });
};
export const costsTool = () => ({ name: "get-costs", schema, handler: costsHandler });
`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 5,
        column: 45,
        endLine: 5,
        endColumn: 54,
        suggestions: [
          { messageId: "useNullish", output: `const schema = z.object({ days: z.number().optional(), projectId: z.number().int().positive() });
type Params = z.infer<typeof schema>;
export const costsHandler = async (context: Context, params: Params) => {
  const { days } = params;
  return context.api.query({ date_from: \`-\${days ?? 6}d\` });
};
export const costsTool = () => ({ name: "get-costs", schema, handler: costsHandler });
` },
          { messageId: "usePresence", output: `const schema = z.object({ days: z.number().optional(), projectId: z.number().int().positive() });
type Params = z.infer<typeof schema>;
export const costsHandler = async (context: Context, params: Params) => {
  const { days } = params;
  return context.api.query({ date_from: \`-\${days !== undefined ? days : 6}d\` });
};
export const costsTool = () => ({ name: "get-costs", schema, handler: costsHandler });
` },
        ],
      },
    ],
  },
  {
    // a tool class of a project's own framework: a schema field and one running method that reads only its fields
    code: TOOL_CLASS,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 5,
        column: 42,
        endLine: 5,
        endColumn: 59,
        suggestions: [
          { messageId: "useNullish", output: TOOL_CLASS.replace("return this.client.list(input.board, input.limit || 25);", "return this.client.list(input.board, input.limit ?? 25);") },
          { messageId: "usePresence", output: TOOL_CLASS.replace("return this.client.list(input.board, input.limit || 25);", "return this.client.list(input.board, \"limit\" in input ? input.limit : 25);") },
        ],
      },
    ],
  },
];

const invalidPresence: InvalidTestCase<presence.MessageIds, presence.Options>[] = [
  {
    // a prefix compared by equality is still a presence check: with "" the filter keeps nothing
    code: `server.registerTool("search", { inputSchema: { query: z.string(), pathPrefix: z.string().optional() } }, async (input) => {
  const all = await search(input.query);
  const prefix = input.pathPrefix;
  const kept = prefix ? all.filter((hit) => hit.folder === prefix) : all;
  return { content: [{ type: "text", text: JSON.stringify(kept) }] };
});
`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 4,
        column: 16,
        endLine: 4,
        endColumn: 22,
        suggestions: [
          { messageId: "usePresenceCheck", output: `server.registerTool("search", { inputSchema: { query: z.string(), pathPrefix: z.string().optional() } }, async (input) => {
  const all = await search(input.query);
  const prefix = input.pathPrefix;
  const kept = prefix !== undefined ? all.filter((hit) => hit.folder === prefix) : all;
  return { content: [{ type: "text", text: JSON.stringify(kept) }] };
});
` },
        ],
      },
    ],
  },
];

createRuleTester().run("require-tool-param-types on framework definitions", requireToolParamTypes, { valid, invalid: invalidParamTypes });
createRuleTester().run("no-ungated-lookup on framework definitions", noUngatedLookup, { valid: [...valid, ...validLookups], invalid: invalidLookups });
createRuleTester().run("no-lossy-default on framework definitions", noLossyDefault, { valid, invalid: invalidLossy });
createRuleTester().run("no-truthy-presence-check on framework definitions", noTruthyPresenceCheck, { valid: [...valid, ...validPresence], invalid: invalidPresence });

/**
 * Shapes met in real agent servers that the analysis follows: a request wrapper whose callback gets
 * the tool call's data (and not a prompt request's), a table a function is declared to return,
 * a lookup repeated as a fallback or inside the branch its own test opened, a table named again
 * by a `const`, a key normalised by `.replace`, and tool definitions told by their shape (a zod
 * schema and a handler that destructures its fields) under keys of a project's own, and a
 * number tested where its `0` takes a branch that gives what the other gives, a nullable field whose
 * only other falsy value is none, a validated boolean copied into a request body only when true, and
 * flags combined with `||` before they are tested, tool data kept in a `const` object literal or
 * one a helper returns, and methods a tool class inherits.
 */
import type { InvalidTestCase } from "@typescript-eslint/rule-tester";

import noLossyDefault, * as lossy from "../../rules/no-lossy-default.js";
import noTruthyPresenceCheck, * as presence from "../../rules/no-truthy-presence-check.js";
import noTruthyToolValue, * as truthy from "../../rules/no-truthy-tool-value.js";
import noUngatedLookup, * as lookup from "../../rules/no-ungated-lookup.js";
import requireToolParamTypes, * as paramTypes from "../../rules/require-tool-param-types.js";
import { createRuleTester } from "../rule-tester.js";

/** Tool data handed to methods a tool class inherits, through `this` and `super`: two rules report in it. */
const INHERITED_METHODS = `class BaseTool {
  protected resolveLimit(input) { return input.limit || 50; }
  protected report(input) { return input.verbose ? "long" : "short"; }
}
class SearchTool extends BaseTool {
  register(server) {
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const args = request.params.arguments ?? {};
      return [this.resolveLimit(args), super.report(args)];
    });
  }
}`;

/** Tool data kept in a `const` object literal, and in one a helper returns: two rules report in it. */
const KEPT_IN_OBJECTS = `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const options = { timeout: args.timeout_ms, page: { size: args.page_size } };
  const wait = options.timeout || 30000;
  const flags = flagsOf(args);
  if (flags.dryRun) return preview(wait, options.page.size);
  return run(wait);
});
function flagsOf(input) {
  return { dryRun: input.dry_run };
}`;

/** Look-alikes where no rule may report. */
const valid: string[] = [
  // a replacement whose pattern matches the empty string puts text into every key: none is inherited
  `const TABLE: Record<string, number> = { a: 1 };
server.registerTool("t", { inputSchema: { k: z.string() } }, async ({ k }) => ({ content: [{ type: "text", text: String(TABLE[k.replace(/^/, "user:")] ?? 0) }] }));`,
  // a function declared to return a Map: `get` compares keys strictly
  `server.registerTool("theme", { inputSchema: { themeName: z.string() } }, async ({ themeName }) => {
  const presets = await fetchPresets();
  return { content: [{ type: "text", text: JSON.stringify(presets.get(themeName) ?? null) }] };
});
async function fetchPresets(): Promise<Map<string, Preset>> { return new Map(); }`,
  // nested wrappers: only the callback passed where the outer wrapper got tool data gets it
  `function inner(y, cb2) { return cb2(y); }
function outer(x, cb) { return inner(x, cb); }
server.setRequestHandler(CallToolRequestSchema, async (request) => outer(request.params.arguments, (a) => a.query));
outer({ limit: 5 }, (b) => b.limit || 20);`,
  // a string tested beside a negation is no flag: nothing says it is one
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  if (args.title || !ready) return go(args.title);
  return null;
});`,
  // a required boolean handed on in an event: its own value, not a field built only when given
  `server.registerTool("log", { inputSchema: { verbose: z.boolean() } }, async ({ verbose }) => {
  if (verbose) emit({ verbose, at: Date.now() });
  return { content: [] };
});`,
  // a method the subclass shadows with a field: the base class's method is not the one called
  `class Base { run(input) { return input.limit || 10; } }
class Tool extends Base {
  run = wrap(impl);
  register(server) { server.setRequestHandler(CallToolRequestSchema, async (request) => this.run(request.params.arguments)); }
}`,
  // a job's options, with a zod schema and a handler destructuring it: no `name`, and the call does not say it makes a tool
  `export const job = defineJob({ id: "sync", parameters: z.object({ region: z.string() }), run: async ({ region }) => REGIONS[region] });
const REGIONS: Record<string, number> = { eu: 1 };`,
  // a path returned only where `path.isAbsolute` held, or made by `path.resolve`: a string that is no inherited key
  `import path from "node:path";
const INDEX: Record<string, number> = {};
function ensureAbsolutePath(input: string) {
  if (path.isAbsolute(input)) return input;
  return path.resolve(input);
}
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const absolute = ensureAbsolutePath(args.path);
  return INDEX[absolute] ?? \`\${absolute}\`;
});`,
  // a filter declared `string | string[]`: its only falsy value is the empty string, which means "no filter"
  `server.registerTool("search", { inputSchema: { environment: z.union([z.string(), z.array(z.string())]).optional() } }, async ({ environment }) => search(filterOf(environment)));
function filterOf(environment?: string | string[] | null) {
  if (!environment) return undefined;
  return Array.isArray(environment) ? environment : [environment];
}`,
  // the first non-empty of two tool strings: no flags combined
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const title = args.title || args.name;
  return render(title);
});`,
  // a wrapper called only for a prompt request: no tool data reaches its callback
  `const handlers = { search: runSearch };
async function handleRequest(method: string, params: any, handler: (validated: any) => Promise<unknown>) {
  return handler(params);
}
server.setRequestHandler(GetPromptRequestSchema, async (request) => handleRequest("get_prompt", request.params, async (validated) => handlers[validated.name]()));`,
  // a string id declared by the parameter's type, tested for presence: not a flag, though its other reads are out of sight
  `server.setRequestHandler(CallToolRequestSchema, async (request) => apply(request.params.arguments as any));
function apply(options: { presetId?: string; query?: string }) {
  let chosenId = options.presetId;
  if (!chosenId && options.query) chosenId = search(options.query);
  return chosenId;
}`,
  // a factory's own options: a zod schema and a function whose parameter destructures a key the schema does not have (`inject`)
  `const setup = createSetup({
  name: "setup",
  config: { retries: z.number() },
  run: async ({ retries, inject }) => (inject ? retries : 0),
});`,
  // a form definition: its handler takes the whole values object, not fields of the schema
  `const form = { name: "signup", fields: { email: z.string() }, onSubmit: async (values) => (values.newsletter ? subscribe() : null) };`,
];

/** The prompt request's lookup in the first truthy case is not the tool's: no lookup is reported there. */
const validLookups: string[] = [
  `const PROMPTS: Record<string, () => string> = { intro: () => "hi" };
async function handleRequest(method: string, params: any, handler: (validated: any) => Promise<unknown>) {
  const validated = params;
  return handler(validated);
}
server.setRequestHandler(GetPromptRequestSchema, async (request) => {
  return handleRequest("get_prompt", request.params, async (validated) => PROMPTS[validated.name]);
});
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return handleRequest("call_tool", request.params, async (validated) => {
    const { arguments: params } = validated;
    if (params.dryRun) return preview();
    return run(params);
  });
});`,
];

const invalidTruthyToolValue: InvalidTestCase<truthy.MessageIds, truthy.Options>[] = [
  {
    // a method the tool's class inherits, called on this and on super
    code: INHERITED_METHODS,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 3,
        column: 36,
        endLine: 3,
        endColumn: 49,
        suggestions: [
          { messageId: "compareWithTrue", output: INHERITED_METHODS.replace("input.verbose ?", "input.verbose === true ?") },
        ],
      },
    ],
  },
  {
    // tool data kept in a const object literal, and in one a helper returns
    code: KEPT_IN_OBJECTS,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 6,
        column: 7,
        endLine: 6,
        endColumn: 19,
        suggestions: [
          { messageId: "compareWithTrue", output: KEPT_IN_OBJECTS.replace("if (flags.dryRun)", "if (flags.dryRun === true)") },
        ],
      },
    ],
  },
  {
    // flags combined with || before they are tested: the left one's truthiness is tested there
    code: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const stripScripts = args.remove_scripts || args.include_all;
  const stripStyles = args.remove_styles || !args.keep_layout;
  return render(stripScripts, stripStyles);
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 3,
        column: 24,
        endLine: 3,
        endColumn: 43,
        suggestions: [
          { messageId: "compareWithTrue", output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const stripScripts = args.remove_scripts === true || args.include_all;
  const stripStyles = args.remove_styles || !args.keep_layout;
  return render(stripScripts, stripStyles);
});` },
        ],
      },
      {
        messageId: "truthyValue",
        line: 4,
        column: 46,
        endLine: 4,
        endColumn: 62,
        suggestions: [
          { messageId: "compareWithTrue", output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const stripScripts = args.remove_scripts || args.include_all;
  const stripStyles = args.remove_styles || args.keep_layout !== true;
  return render(stripScripts, stripStyles);
});` },
        ],
      },
    ],
  },
  {
    // a request wrapper shared by the tool call and a prompt request: the tool's callback gets the tool's data
    code: `const PROMPTS: Record<string, () => string> = { intro: () => "hi" };
async function handleRequest(method: string, params: any, handler: (validated: any) => Promise<unknown>) {
  const validated = params;
  return handler(validated);
}
server.setRequestHandler(GetPromptRequestSchema, async (request) => {
  return handleRequest("get_prompt", request.params, async (validated) => PROMPTS[validated.name]);
});
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return handleRequest("call_tool", request.params, async (validated) => {
    const { arguments: params } = validated;
    if (params.dryRun) return preview();
    return run(params);
  });
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 12,
        column: 9,
        endLine: 12,
        endColumn: 22,
        suggestions: [
          { messageId: "compareWithTrue", output: `const PROMPTS: Record<string, () => string> = { intro: () => "hi" };
async function handleRequest(method: string, params: any, handler: (validated: any) => Promise<unknown>) {
  const validated = params;
  return handler(validated);
}
server.setRequestHandler(GetPromptRequestSchema, async (request) => {
  return handleRequest("get_prompt", request.params, async (validated) => PROMPTS[validated.name]);
});
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return handleRequest("call_tool", request.params, async (validated) => {
    const { arguments: params } = validated;
    if (params.dryRun === true) return preview();
    return run(params);
  });
});` },
        ],
      },
    ],
  },
];

const invalidUngatedLookup: InvalidTestCase<lookup.MessageIds, lookup.Options>[] = [
  {
    // two fallback lookups with different keys: both reported
    code: `const BY_NAME: Record<string, number> = {};
const BY_ID: Record<string, number> = {};
server.registerTool("t", { inputSchema: { name: z.string(), id: z.string() } }, async ({ name, id }) => ({ content: [{ type: "text", text: String(BY_NAME[name] ?? BY_ID[id]) }] }));`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 3,
        column: 147,
        endLine: 3,
        endColumn: 160,
        suggestions: [
          { messageId: "useOwnKey", output: `const BY_NAME: Record<string, number> = {};
const BY_ID: Record<string, number> = {};
server.registerTool("t", { inputSchema: { name: z.string(), id: z.string() } }, async ({ name, id }) => ({ content: [{ type: "text", text: String((Object.hasOwn(BY_NAME, name) ? BY_NAME[name] : undefined) ?? BY_ID[id]) }] }));` },
        ],
      },
      {
        messageId: "tableLookup",
        line: 3,
        column: 164,
        endLine: 3,
        endColumn: 173,
        suggestions: [
          { messageId: "useOwnKey", output: `const BY_NAME: Record<string, number> = {};
const BY_ID: Record<string, number> = {};
server.registerTool("t", { inputSchema: { name: z.string(), id: z.string() } }, async ({ name, id }) => ({ content: [{ type: "text", text: String(BY_NAME[name] ?? (Object.hasOwn(BY_ID, id) ? BY_ID[id] : undefined)) }] }));` },
        ],
      },
    ],
  },
  {
    // a project's tool wrapper whose first zod property is not the input: the parameters are found further on
    code: `const NAMESPACES: Record<string, string> = { http: "HTTP" };
export const lookupTool = agentTool({
  description: "Look up a namespace",
  outputSchema: z.object({ ok: z.boolean() }),
  parameters: z.object({ namespace: z.string() }),
  execute: async ({ namespace }) => NAMESPACES[namespace],
});`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 6,
        column: 37,
        endLine: 6,
        endColumn: 58,
        suggestions: [
          { messageId: "useOwnKey", output: `const NAMESPACES: Record<string, string> = { http: "HTTP" };
export const lookupTool = agentTool({
  description: "Look up a namespace",
  outputSchema: z.object({ ok: z.boolean() }),
  parameters: z.object({ namespace: z.string() }),
  execute: async ({ namespace }) => Object.hasOwn(NAMESPACES, namespace) ? NAMESPACES[namespace] : undefined,
});` },
        ],
      },
    ],
  },
  {
    // the raw path returned where it is not proven absolute is still the tool's value
    code: `import path from "node:path";
const INDEX: Record<string, number> = {};
function pathOf(input: string) {
  if (input.startsWith("~")) return input;
  return path.resolve(input);
}
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  return INDEX[pathOf(args.path)];
});`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 9,
        column: 10,
        endLine: 9,
        endColumn: 34,
        suggestions: [],
      },
    ],
  },
  {
    // a table returned by a function declared to return a Record
    code: `async function fetchPresets(url: string): Promise<Record<string, Preset>> {
  return parsePresets(await download(url));
}
server.registerTool("get_theme", { inputSchema: { themeName: z.string() } }, async ({ themeName }) => {
  const presets = await fetchPresets(PRESETS_URL);
  if (presets[themeName]) return { content: [{ type: "text", text: JSON.stringify(presets[themeName]) }] };
  return { content: [{ type: "text", text: "not found" }], isError: true };
});`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 6,
        column: 7,
        endLine: 6,
        endColumn: 25,
        suggestions: [
          { messageId: "useOwnKey", output: `async function fetchPresets(url: string): Promise<Record<string, Preset>> {
  return parsePresets(await download(url));
}
server.registerTool("get_theme", { inputSchema: { themeName: z.string() } }, async ({ themeName }) => {
  const presets = await fetchPresets(PRESETS_URL);
  if (Object.hasOwn(presets, themeName) ? presets[themeName] : undefined) return { content: [{ type: "text", text: JSON.stringify(presets[themeName]) }] };
  return { content: [{ type: "text", text: "not found" }], isError: true };
});` },
        ],
      },
    ],
  },
  {
    // a fallback lookup with the same key after ??, and a table named again by a const
    code: `const byName = Object.fromEntries(entries.map(([key, value]) => [key.toLowerCase(), value])) as Record<string, Repo>;
const byRepo = Object.fromEntries(entries.map(([, value]) => [value.repo.toLowerCase(), value])) as Record<string, Repo>;
server.registerTool("match", { inputSchema: { library: z.string() } }, async ({ library }) => {
  const names = byName;
  const repo = names[library.toLowerCase()] ?? byRepo[library.toLowerCase()];
  return { content: [{ type: "text", text: repo ? repo.repo : "none" }] };
});`,
    output: null,
    errors: [
      {
        messageId: "derivedTableLookup",
        line: 5,
        column: 16,
        endLine: 5,
        endColumn: 44,
        suggestions: [],
      },
    ],
  },
  {
    // a tool definition told by its shape: a zod shape under paramsSchema and a cb that destructures its fields
    code: `const NAMESPACES: Record<string, string> = { http: "HTTP" };
export function getTools() {
  return [
    {
      name: "lookup_namespace",
      description: "Look up a namespace",
      paramsSchema: { namespace: z.string() },
      cb: async ({ namespace }: { namespace: string }) => NAMESPACES[namespace.replace(/-/g, "_")],
    },
  ];
}`,
    output: null,
    errors: [
      {
        messageId: "derivedTableLookup",
        line: 8,
        column: 59,
        endLine: 8,
        endColumn: 99,
        suggestions: [],
      },
    ],
  },
  {
    // a project's wrapper of an SDK factory, told by its shape: parameters is a z.object and execute destructures its fields
    code: `const NAMESPACES: Record<string, string> = { http: "HTTP" };
export const lookupTool = agentTool({
  description: "Look up a namespace",
  parameters: z.object({ namespace: z.string(), verbose: z.boolean() }),
  execute: async ({ namespace }) => NAMESPACES[namespace],
});`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 5,
        column: 37,
        endLine: 5,
        endColumn: 58,
        suggestions: [
          { messageId: "useOwnKey", output: `const NAMESPACES: Record<string, string> = { http: "HTTP" };
export const lookupTool = agentTool({
  description: "Look up a namespace",
  parameters: z.object({ namespace: z.string(), verbose: z.boolean() }),
  execute: async ({ namespace }) => Object.hasOwn(NAMESPACES, namespace) ? NAMESPACES[namespace] : undefined,
});` },
        ],
      },
    ],
  },
  {
    // the lookup repeated inside the branch its own test opened: one report, at the test
    code: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
server.registerTool("limit", { inputSchema: { tier: z.string() } }, async ({ tier }) => {
  if (LIMITS[tier]) return { content: [{ type: "text", text: String(LIMITS[tier]) }] };
  return { content: [{ type: "text", text: "unknown" }], isError: true };
});`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 19,
        suggestions: [
          { messageId: "useOwnKey", output: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
server.registerTool("limit", { inputSchema: { tier: z.string() } }, async ({ tier }) => {
  if (Object.hasOwn(LIMITS, tier) ? LIMITS[tier] : undefined) return { content: [{ type: "text", text: String(LIMITS[tier]) }] };
  return { content: [{ type: "text", text: "unknown" }], isError: true };
});` },
        ],
      },
    ],
  },
];

/** Presence tests that lose nothing: `0` taking a branch that gives the same, a blank `null`, a boolean's own branch. */
const validPresence: string[] = [
  // a validated boolean tested for its own branch, not copied: its truthiness is its value
  `server.registerTool("export", { inputSchema: { dry_run: z.boolean().optional() } }, async ({ dry_run }) => {
  if (dry_run) return preview();
  return run({ dry_run });
});`,
  // nullable fields with no other falsy value (a positive number, an enum): `null` is how a model leaves them blank
  `server.registerTool("list", { inputSchema: { page: z.number().int().positive().nullable(), order: z.enum(["id", "name"]).nullable() } }, async ({ page, order }) => {
  return api.list({ ...(page && { page }), ...(order && { order }) });
});`,
  // a project's registration whose handler takes the arguments whole: not told by its shape
  `context.accountTool("edit", { inputSchema: z.object({ name: z.string() }), annotations: {} }, async (args, account) => {
  if (account.verbose) log(args.name);
  return api.edit(args.name);
});`,
  `server.registerTool("events", { inputSchema: { offset: z.number().optional(), limit: z.number().optional() } }, async ({ offset, limit }) => {
  const page = offset ? Math.floor(offset / (limit ?? 10)) + 1 : 1;
  return { content: [{ type: "text", text: String(page) }] };
});`,
];

const invalidTruthyPresenceCheck: InvalidTestCase<presence.MessageIds, presence.Options>[] = [
  {
    // the copied boolean read as a field: a suggestion, never an autofix (the rewrite sends `false` and `null`, which the code never sent)
    code: `server.registerTool("edit", { inputSchema: { caching_disabled: z.boolean().optional().nullable() } }, async (args) => {
  const patch: Record<string, unknown> = {};
  if (args.caching_disabled) patch.disabled = args.caching_disabled;
  return api.patch(patch);
});`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 28,
        suggestions: [
          { messageId: "usePresenceCheck", output: `server.registerTool("edit", { inputSchema: { caching_disabled: z.boolean().optional().nullable() } }, async (args) => {
  const patch: Record<string, unknown> = {};
  if ("caching_disabled" in args) patch.disabled = args.caching_disabled;
  return api.patch(patch);
});` },
        ],
      },
    ],
  },
  {
    // a project's registration of the SDK's shape: a validated boolean tested, then copied into a PATCH body
    code: `context.accountTool("hyperdrive_edit", {
  description: "Edit a config",
  inputSchema: z.object({ caching_disabled: z.boolean().optional(), max_age: z.number().int().min(1).optional() }),
  annotations: { readOnlyHint: false },
}, async ({ caching_disabled, max_age }) => {
  const patch: Record<string, unknown> = {};
  if (caching_disabled) patch.disabled = caching_disabled;
  if (max_age) patch.max_age = max_age;
  return api.patch(patch);
});`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 7,
        column: 7,
        endLine: 7,
        endColumn: 23,
        suggestions: [
          { messageId: "usePresenceCheck", output: `context.accountTool("hyperdrive_edit", {
  description: "Edit a config",
  inputSchema: z.object({ caching_disabled: z.boolean().optional(), max_age: z.number().int().min(1).optional() }),
  annotations: { readOnlyHint: false },
}, async ({ caching_disabled, max_age }) => {
  const patch: Record<string, unknown> = {};
  if (caching_disabled !== undefined) patch.disabled = caching_disabled;
  if (max_age) patch.max_age = max_age;
  return api.patch(patch);
});` },
        ],
      },
    ],
  },
  {
    // a nullable number whose 0 is valid: null is blank, but 0 is a page size
    code: `server.registerTool("list", { inputSchema: { per_page: z.number().int().nullable() } }, async ({ per_page }) => {
  return api.list({ ...(per_page && { per_page }) });
});`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 2,
        column: 25,
        endLine: 2,
        endColumn: 33,
        suggestions: [
          { messageId: "usePresenceCheck", output: `server.registerTool("list", { inputSchema: { per_page: z.number().int().nullable() } }, async ({ per_page }) => {
  return api.list({ ...(per_page !== undefined && { per_page }) });
});` },
        ],
      },
    ],
  },
  {
    // the first branch at 0 differs from the second: 0 is taken for missing
    code: `server.registerTool("events", { inputSchema: { offset: z.number().optional() } }, async ({ offset }) => {
  const start = offset ? offset * 2 + 1 : 0;
  return { content: [{ type: "text", text: String(start) }] };
});`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 23,
        suggestions: [
          { messageId: "usePresenceCheck", output: `server.registerTool("events", { inputSchema: { offset: z.number().optional() } }, async ({ offset }) => {
  const start = offset !== undefined ? offset * 2 + 1 : 0;
  return { content: [{ type: "text", text: String(start) }] };
});` },
        ],
      },
    ],
  },
  {
    // a nullable number: null also takes the second branch, whatever 0 gives
    code: `server.registerTool("events", { inputSchema: { offset: z.number().nullable(), limit: z.number() } }, async ({ offset, limit }) => {
  const page = offset ? Math.floor(offset / limit) + 1 : 1;
  return { content: [{ type: "text", text: String(page) }] };
});`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 2,
        column: 16,
        endLine: 2,
        endColumn: 22,
        suggestions: [
          { messageId: "usePresenceCheck", output: `server.registerTool("events", { inputSchema: { offset: z.number().nullable(), limit: z.number() } }, async ({ offset, limit }) => {
  const page = offset !== undefined ? Math.floor(offset / limit) + 1 : 1;
  return { content: [{ type: "text", text: String(page) }] };
});` },
        ],
      },
    ],
  },
];

createRuleTester().run("no-truthy-presence-check on real shapes", noTruthyPresenceCheck, { valid: [...valid, ...validPresence], invalid: invalidTruthyPresenceCheck });
createRuleTester().run("no-truthy-tool-value on real shapes", noTruthyToolValue, { valid, invalid: invalidTruthyToolValue });
createRuleTester().run("no-ungated-lookup on real shapes", noUngatedLookup, { valid: [...valid, ...validLookups], invalid: invalidUngatedLookup });

/** A web framework's route options hold a zod schema under `schema`, and a handler follows: not a tool. */
const validParamTypes: string[] = [
  `app.post("/users", { schema: z.object({ body: z.object({ profile: z.unknown(), admin: z.boolean() }) }) }, async (request, reply) => {
  if (request.body.admin) return reply.code(403).send();
  return save(request.body);
});`,
];

const invalidParamTypes: InvalidTestCase<paramTypes.MessageIds, paramTypes.Options>[] = [
  {
    // a project's registration of the SDK's shape, options of two properties, a handler taking the arguments whole
    code: `context.accountTool("get_url_json", {
  description: "Extract JSON from a page",
  inputSchema: z.object({
    url: z.string().url(),
    response_format: z.object({ type: z.string(), json_schema: z.unknown().optional() }).optional(),
  }),
}, async (params, accountId) => fetchJson(accountId, params));`,
    // z.unknown() in TypeScript: reported with the option strict sets
    options: [{ unknown: true }],
    output: null,
    errors: [
      {
        messageId: "anyType",
        line: 5,
        column: 64,
        endLine: 5,
        endColumn: 75,
        suggestions: [],
      },
    ],
  },
];

createRuleTester().run("require-tool-param-types on real shapes", requireToolParamTypes, { valid: [...valid, ...validParamTypes], invalid: invalidParamTypes });

const invalidLossyDefault: InvalidTestCase<lossy.MessageIds, lossy.Options>[] = [
  {
    // tool data a wrapper reaches through a closure: every callback its callers pass gets it
    code: `const args = JSON.parse(call.function.arguments);
function run(fn) { return fn(args); }
run((a) => a.limit || 10);`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 3,
        column: 12,
        endLine: 3,
        endColumn: 25,
        suggestions: [
          { messageId: "useNullish", output: `const args = JSON.parse(call.function.arguments);
function run(fn) { return fn(args); }
run((a) => a.limit ?? 10);` },
          { messageId: "usePresence", output: `const args = JSON.parse(call.function.arguments);
function run(fn) { return fn(args); }
run((a) => "limit" in a ? a.limit : 10);` },
        ],
      },
    ],
  },
  {
    // a method the tool's class inherits, called on this and on super
    code: INHERITED_METHODS,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 2,
        column: 42,
        endLine: 2,
        endColumn: 59,
        suggestions: [
          { messageId: "useNullish", output: INHERITED_METHODS.replace("||", "??") },
          { messageId: "usePresence", output: INHERITED_METHODS.replace("input.limit ||", "\"limit\" in input ? input.limit :") },
        ],
      },
    ],
  },
  {
    // tool data kept in a const object literal, and in one a helper returns
    code: KEPT_IN_OBJECTS,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 4,
        column: 16,
        endLine: 4,
        endColumn: 40,
        suggestions: [
          { messageId: "useNullish", output: KEPT_IN_OBJECTS.replace("||", "??") },
          // `options` is written here with every key: an absent argument holds `undefined` there
          {
            messageId: "usePresence",
            output: KEPT_IN_OBJECTS.replace("options.timeout || 30000", "options.timeout !== undefined ? options.timeout : 30000"),
          },
        ],
      },
    ],
  },
];

createRuleTester().run("no-lossy-default on real shapes", noLossyDefault, { valid, invalid: invalidLossyDefault });

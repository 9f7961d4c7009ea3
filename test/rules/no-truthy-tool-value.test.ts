/**
 * RuleTester cases for no-truthy-tool-value. Every invalid case states its message, position, exact output
 * and exact suggestions; every valid case is a look-alike from real code.
 */
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";

import rule, { type MessageIds, type Options } from "../../rules/no-truthy-tool-value.js";
import { createRuleTester } from "../rule-tester.js";

const valid: Array<ValidTestCase<Options> | string> = [
  // a method of a validated string tested before it is called: no field of the arguments
  `server.tool("add_dependency", { id: z.string(), tags: z.array(z.string()) }, async ({ id, tags }) => {
  const taskId = id && id.includes && id.includes(".") ? id : parseInt(id, 10);
  const first = tags.at ? tags.at(0) : tags[0];
  return { content: [{ type: "text", text: String(taskId) + first }] };
});`,
  // validated by Schema.parse in a low-level handler: a z.boolean() flag is a real boolean
  `const SearchSchema = z.object({ query: z.string(), verbose: z.boolean().optional() });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const validatedArgs = SearchSchema.parse(request.params.arguments);
  if (validatedArgs.verbose) log();
  return search(validatedArgs.query);
});`,
  // path.parse and URL.parse are not schemas: what they return is the program's own
  `const args = JSON.parse(call.function.arguments);
const parts = path.parse(args.file);
if (parts.ext) open(parts.base);`,
  // a required check on a field that is not a flag rejects "" and null on purpose
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
  if (!args.query) return { isError: true, content: [{ type: "text", text: "query is required" }] };
  return search(args.query);
});`,
  // validated against a schema the analysis cannot read (a .transform()): its type is unknown, so quiet
  `server.registerTool("export", { inputSchema: { dry_run: z.boolean().transform((v) => v), limit: z.number().pipe(z.int()) } }, async (args) => {
  if (args.dry_run) return preview();
  return take(args.limit || 10);
});`,
  // compared with === true
  `const args = JSON.parse(call.function.arguments);
if (args.include_refunded === true) statuses.push("refunded");`,
  // compared with === false
  `const args = JSON.parse(call.function.arguments);
if (args.dry_run === false) write();`,
  // behind a typeof boolean gate
  `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "boolean" && args.flag) run();`,
  // after an early typeof guard
  `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  if (typeof args.flag !== "boolean") throw new TypeError("flag must be a boolean");
  if (args.flag) run();
}`,
  // MCP field declared z.boolean()
  `server.registerTool("total", { inputSchema: { include_refunded: z.boolean() } }, async ({ include_refunded }) => {
  return include_refunded ? all() : paid();
});`,
  // MCP field declared z.boolean().optional()
  `server.registerTool("export", { inputSchema: { dry_run: z.boolean().optional().describe("Only preview") } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
  // MCP field declared z.stringbool()
  `server.registerTool("export", { inputSchema: { dry_run: z.stringbool() } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
  // MCP shape in a const, z.object form
  `const ExportInput = z.object({ dry_run: z.boolean() });
server.registerTool("export", { inputSchema: ExportInput.shape }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
  // MCP number field: a zero test is deliberate
  `server.registerTool("page", { inputSchema: { offset: z.number().int() } }, async ({ offset }) => {
  if (offset) skip();
  return list();
});`,
  // MCP array field cannot be falsy
  `server.registerTool("tag", { inputSchema: { tags: z.array(z.string()).optional() } }, async (args) => {
  if (args.tags) count++;
  return done();
});`,
  // MCP enum field of non-empty strings
  `server.registerTool("sort", { inputSchema: { order: z.enum(["asc", "desc"]).optional() } }, async (args) => {
  if (args.order) sorted = true;
  return done();
});`,
  // ordinary options object
  `function run(options) {
  if (options.verbose) console.log("verbose");
}`,
  // ordinary config in a ternary
  `const level = config.debug ? "debug" : "info";`,
  // MCP callTool isError is validated by the client
  `const reply = await client.callTool({ name: "job", arguments: {} });
if (reply.isError) throw new Error("job failed");`,
  // a configured validator proved the arguments
  { code: `const args = JSON.parse(call.function.arguments);
if (isToolArgs(args) && args.flag) run();`, settings: {"tool-contract": {"validators": ["isToolArgs"]}} },
  // values returned by a schema .parse()
  `const args = ArgsSchema.parse(JSON.parse(call.function.arguments));
if (args.flag) run();`,
  // safeParse data
  `const parsed = ArgsSchema.safeParse(JSON.parse(call.function.arguments));
if (parsed.success && parsed.data.flag) run();`,
  // guard-then-use is no-truthy-presence-check's
  `const args = JSON.parse(call.function.arguments);
if (args.cursor) page(args.cursor);`,
  // v ? v : d is no-lossy-default's
  `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ? args.timeout : 30;`,
  // !!v is no-coercion-before-validation's
  `const args = JSON.parse(call.function.arguments);
const on = !!args.flag;`,
  // Boolean(v) is not a condition here
  `const args = JSON.parse(call.function.arguments);
const on = Boolean(args.flag);`,
  // v || d as a value is no-lossy-default's
  `const args = JSON.parse(call.function.arguments);
const on = args.flag || 1;`,
  // the arguments object itself
  `const args = JSON.parse(call.function.arguments);
if (!args) throw new Error("no arguments");`,
  // array elements
  `const args = JSON.parse(call.function.arguments);
for (const tag of args.tags) {
  if (tag) add(tag);
}`,
  // a field the loop rewrites
  `const args = JSON.parse(call.function.arguments);
while (args.pending) {
  args.pending = next();
}`,
  // behind a typeof number gate
  `const args = JSON.parse(call.function.arguments);
if (typeof args.count === "number" && args.count) run(args.count);`,
  // a reassigned let is not followed
  `const args = JSON.parse(call.function.arguments);
let flag = args.flag;
flag = toBool(flag);
if (flag) run();`,
  // !== undefined is not a truthiness test
  `const args = JSON.parse(call.function.arguments);
if (args.flag !== undefined) log("set");`,
  // filter callback compares explicitly
  `const args = JSON.parse(call.function.arguments);
const active = args.items.filter((item) => item.enabled === true);`,
  // map is not a predicate
  `const args = JSON.parse(call.function.arguments);
const labels = args.items.map((item) => item.label);`,
  // a function that is not a predicate returns a value
  `const args = JSON.parse(call.function.arguments);
function title() {
  return args.title;
}`,
  // reply values come from tool code: MCP callTool reply field inside structuredContent
  `const reply = await client.callTool({ name: "job", arguments: {} });
if (reply.structuredContent?.done) finish();`,
  // reply values come from tool code: JSON-RPC reply: a flag inside result
  `function onReply(line) {
  const reply = JSON.parse(line);
  if (reply.result.done) finish(reply.id);
  else if (reply.error) fail(reply.error);
}`,
  // reply values come from tool code: JSON parsed from a tool reply's text content
  `const reply = await client.callTool({ name: "status", arguments: {} });
const status = JSON.parse(reply.content[0].text);
if (status.healthy) celebrate();`,
  // reply values come from tool code: in a .then callback of callTool
  `client.callTool(request).then((reply) => {
  if (reply.structuredContent?.done) finish();
});`,
  // a required-field check that rejects the input
  `const args = JSON.parse(call.function.arguments);
if (!args.query) throw new Error("query is required");`,
  // a null guard before dereferencing
  `const args = JSON.parse(call.function.arguments);
if (args.sort) query.orderBy(args.sort.field);`,
  // a null guard before a type check
  `const args = JSON.parse(call.function.arguments);
if (args.payload && typeof args.payload === "object") merge(args.payload);`,
  // a filter that guards a dereference
  `const args = JSON.parse(call.function.arguments);
const named = args.items.filter((item) => item.name && item.name.includes(term));`,
  // an array's length is a number the program computes
  `const args = JSON.parse(call.function.arguments);
if (args.items.length) process(args.items);`,
  // MCP schema imported from another module: validated by the SDK
  `import { ExportInput } from "./schemas.js";
server.registerTool("export", { inputSchema: ExportInput }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
  // deprecated MCP tool() with a z.object's .shape
  `const ExportInput = z.object({ dry_run: z.boolean() });
server.tool("export", "Export orders", ExportInput.shape, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
  // z.literal(true)
  `server.registerTool("confirm", { inputSchema: { confirmed: z.literal(true).optional() } }, async (args) => {
  if (args.confirmed) return go();
  return ask();
});`,
  // a union of literals
  `server.registerTool("run", { inputSchema: { speed: z.union([z.literal("fast"), z.literal("slow")]).optional() } }, async (args) => {
  if (args.speed) tuned = true;
  return go();
});`,
  // after safeParse().success
  `const args = JSON.parse(call.function.arguments);
const parsed = ArgsSchema.safeParse(args);
if (!parsed.success) throw parsed.error;
if (args.flag) run();`,
  // a type guard declared in the file
  `function isArgs(value: unknown): value is { flag: boolean } {
  return typeof value === "object" && value !== null && typeof (value as { flag?: unknown }).flag === "boolean";
}
const args = JSON.parse(call.function.arguments);
if (isArgs(args) && args.flag) run();`,
  // an assertion function declared in the file
  `function assertArgs(value: unknown): asserts value is { flag: boolean } {
  if (typeof value !== "object") throw new TypeError("bad arguments");
}
const args = JSON.parse(call.function.arguments);
assertArgs(args);
if (args.flag) run();`,
  // switch on typeof
  `const args = JSON.parse(call.function.arguments);
switch (typeof args.recursive) {
  case "boolean":
    if (args.recursive) walkAll();
    break;
  default:
    throw new TypeError("recursive must be a boolean");
}`,
  // a string field that is not a flag: an emptiness check
  `server.registerTool("search", { inputSchema: { query: z.string() } }, async (args) => {
  if (args.query) searched++;
  return done();
});`,
  // JSON.parse of a job's args is not a tool call
  `const data = JSON.parse(job.data.args);
if (data.notify) sendMail();`,
  // a filter that keeps non-empty names
  `const args = JSON.parse(call.function.arguments);
const named = args.users.filter((user) => user.name);`,
  // find by a non-empty email
  `const args = JSON.parse(call.function.arguments);
const reachable = args.users.find((user) => user.email);`,
  // a validity filter in a memory server
  `const args = JSON.parse(call.function.arguments);
const valid = args.observations.filter((o) => o.entityName && Array.isArray(o.contents));`,
  // a value read elsewhere is not a flag
  `const args = JSON.parse(call.function.arguments);
if ("cursor" in args && args.cursor) log("has cursor");
const page = fetchPage(args.cursor);`,
  // a default filled in by a statement
  `const args = JSON.parse(call.function.arguments);
let options = args.options;
if (!options) options = {};`,
  // a field defaulted in place
  `const args = JSON.parse(call.function.arguments);
if (!args.page) args.page = 1;`,
  // MCP field not declared: validated arguments of an unknown type, not unchecked ones
  `server.registerTool("export", { inputSchema: { format: z.string() } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
  // the test only decides a log line
  `const args = JSON.parse(call.function.arguments);
if (args.token && args.headers) {
  console.warn("Both a token and headers were given; the headers win.");
}
send(args.headers);`,
];

const invalid: Array<InvalidTestCase<MessageIds, Options>> = [
  {
    // a confirmation flag rejected when falsy, in a helper a low-level handler calls: "false" passes it
    code: `export async function dropTable(tableName: string, confirm: boolean) {
  if (!confirm) return { success: false, message: "Set confirm=true to drop the table." };
  return drop(tableName);
}
server.setRequestHandler(CallToolRequestSchema, async (request) => dropTable(request.params.arguments.table, request.params.arguments.confirm));`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 2,
        column: 8,
        endLine: 2,
        endColumn: 15,
        suggestions: [{ messageId: "compareWithTrue", output: `export async function dropTable(tableName: string, confirm: boolean) {
  if (confirm !== true) return { success: false, message: "Set confirm=true to drop the table." };
  return drop(tableName);
}
server.setRequestHandler(CallToolRequestSchema, async (request) => dropTable(request.params.arguments.table, request.params.arguments.confirm));` }],
      },
    ],
  },
  {
    // v || false: where a flag of a low-level MCP handler is first taken for a boolean; the alias's
    // test below is not reported again, and the fix replaces the whole default
    code: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const input = request.params.arguments;
  const dryRun = input.dryRun || false;
  if (dryRun) return preview();
  return apply();
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 3,
        column: 18,
        endLine: 3,
        endColumn: 30,
        suggestions: [
          {
            messageId: "compareWithTrue",
            output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const input = request.params.arguments;
  const dryRun = input.dryRun === true;
  if (dryRun) return preview();
  return apply();
});`,
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
        messageId: "truthyUnread",
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 19,
        suggestions: [{ messageId: "compareWithTrue", output: `server.registerTool("export", { inputSchema: { dry_run: z.boolean().transform((v) => v), limit: z.number().pipe(z.int()) } }, async (args) => {
  if (args.dry_run === true) return preview();
  return take(args.limit || 10);
});` }],
      },
    ],
  },
  {
    // OpenAI arguments: if test
    code: `const args = JSON.parse(call.function.arguments);
if (args.include_refunded) statuses.push("refunded");`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.include_refunded"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 26,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.include_refunded === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.include_refunded === true) statuses.push("refunded");`,
          },
        ],
      },
    ],
  },
  {
    // while test
    code: `const args = JSON.parse(call.function.arguments);
while (args.poll) await tick();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.poll"},
        line: 2,
        column: 8,
        endLine: 2,
        endColumn: 17,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.poll === true"},
            output: `const args = JSON.parse(call.function.arguments);
while (args.poll === true) await tick();`,
          },
        ],
      },
    ],
  },
  {
    // do…while test
    code: `const args = JSON.parse(call.function.arguments);
do {
  step();
} while (args.again);`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.again"},
        line: 4,
        column: 10,
        endLine: 4,
        endColumn: 20,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.again === true"},
            output: `const args = JSON.parse(call.function.arguments);
do {
  step();
} while (args.again === true);`,
          },
        ],
      },
    ],
  },
  {
    // for test
    code: `const args = JSON.parse(call.function.arguments);
for (let i = 0; args.more; i++) step(i);`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.more"},
        line: 2,
        column: 17,
        endLine: 2,
        endColumn: 26,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.more === true"},
            output: `const args = JSON.parse(call.function.arguments);
for (let i = 0; args.more === true; i++) step(i);`,
          },
        ],
      },
    ],
  },
  {
    // ternary test
    code: `const args = JSON.parse(call.function.arguments);
const mode = args.verbose ? "loud" : "quiet";`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.verbose"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 26,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.verbose === true"},
            output: `const args = JSON.parse(call.function.arguments);
const mode = args.verbose === true ? "loud" : "quiet";`,
          },
        ],
      },
    ],
  },
  {
    // negated
    code: `const args = JSON.parse(call.function.arguments);
if (!args.dry_run) write();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.dry_run"},
        line: 2,
        column: 6,
        endLine: 2,
        endColumn: 18,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.dry_run !== true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.dry_run !== true) write();`,
          },
        ],
      },
    ],
  },
  {
    // left of && as a statement
    code: `const args = JSON.parse(call.function.arguments);
args.notify && send();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.notify"},
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 12,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.notify === true"},
            output: `const args = JSON.parse(call.function.arguments);
args.notify === true && send();`,
          },
        ],
      },
    ],
  },
  {
    // right of && in an if test
    code: `const args = JSON.parse(call.function.arguments);
if (ready && args.force) push();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.force"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 24,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.force === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (ready && args.force === true) push();`,
          },
        ],
      },
    ],
  },
  {
    // both operands of || in an if test
    code: `const args = JSON.parse(call.function.arguments);
if (args.a || args.b) run();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.a"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 11,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.a === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.a === true || args.b) run();`,
          },
        ],
      },
      {
        messageId: "truthyValue",
        data: {"field": "args.b"},
        line: 2,
        column: 15,
        endLine: 2,
        endColumn: 21,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.b === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.a || args.b === true) run();`,
          },
        ],
      },
    ],
  },
  {
    // returned from a predicate-named arrow
    code: `const args = JSON.parse(call.function.arguments);
const isOn = () => args.on;`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.on"},
        line: 2,
        column: 20,
        endLine: 2,
        endColumn: 27,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.on === true"},
            output: `const args = JSON.parse(call.function.arguments);
const isOn = () => args.on === true;`,
          },
        ],
      },
    ],
  },
  {
    // returned with && from a predicate-named function
    code: `const args = JSON.parse(call.function.arguments);
function shouldRetry() {
  return args.retry && attempts < 3;
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.retry"},
        line: 3,
        column: 10,
        endLine: 3,
        endColumn: 20,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.retry === true"},
            output: `const args = JSON.parse(call.function.arguments);
function shouldRetry() {
  return args.retry === true && attempts < 3;
}`,
          },
        ],
      },
    ],
  },
  {
    // filter callback
    code: `const args = JSON.parse(call.function.arguments);
const active = args.items.filter((item) => item.enabled);`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "item.enabled"},
        line: 2,
        column: 44,
        endLine: 2,
        endColumn: 56,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "item.enabled === true"},
            output: `const args = JSON.parse(call.function.arguments);
const active = args.items.filter((item) => item.enabled === true);`,
          },
        ],
      },
    ],
  },
  {
    // some callback
    code: `const args = JSON.parse(call.function.arguments);
const any = args.items.some((item) => item.flagged);`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "item.flagged"},
        line: 2,
        column: 39,
        endLine: 2,
        endColumn: 51,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "item.flagged === true"},
            output: `const args = JSON.parse(call.function.arguments);
const any = args.items.some((item) => item.flagged === true);`,
          },
        ],
      },
    ],
  },
  {
    // every callback with a body
    code: `const args = JSON.parse(call.function.arguments);
const all = args.items.every(function (item) {
  return item.valid;
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "item.valid"},
        line: 3,
        column: 10,
        endLine: 3,
        endColumn: 20,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "item.valid === true"},
            output: `const args = JSON.parse(call.function.arguments);
const all = args.items.every(function (item) {
  return item.valid === true;
});`,
          },
        ],
      },
    ],
  },
  {
    // find callback
    code: `const args = JSON.parse(call.function.arguments);
const main = args.items.find((item) => item.primary);`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "item.primary"},
        line: 2,
        column: 40,
        endLine: 2,
        endColumn: 52,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "item.primary === true"},
            output: `const args = JSON.parse(call.function.arguments);
const main = args.items.find((item) => item.primary === true);`,
          },
        ],
      },
    ],
  },
  {
    // a tool value returned by an ordinary array's filter callback
    code: `const args = JSON.parse(call.function.arguments);
const rows = all.filter(() => args.include_archived);`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.include_archived"},
        line: 2,
        column: 31,
        endLine: 2,
        endColumn: 52,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.include_archived === true"},
            output: `const args = JSON.parse(call.function.arguments);
const rows = all.filter(() => args.include_archived === true);`,
          },
        ],
      },
    ],
  },
  {
    // MCP field declared z.string()
    code: `server.registerTool("export", { inputSchema: { dry_run: z.string() } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "args.dry_run"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 19,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.dry_run === \"true\""},
            output: `server.registerTool("export", { inputSchema: { dry_run: z.string() } }, async (args) => {
  if (args.dry_run === "true") return preview();
  return run();
});`,
          },
        ],
      },
    ],
  },
  {
    // MCP field declared z.any()
    code: `server.registerTool("export", { inputSchema: { dry_run: z.any() } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.dry_run"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 19,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.dry_run === true"},
            output: `server.registerTool("export", { inputSchema: { dry_run: z.any() } }, async (args) => {
  if (args.dry_run === true) return preview();
  return run();
});`,
          },
        ],
      },
    ],
  },
  {
    // MCP field declared z.coerce.boolean(): no suggestion helps
    code: `server.registerTool("export", { inputSchema: { dry_run: z.coerce.boolean() } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
    output: null,
    errors: [
      {
        messageId: "truthyCoerced",
        data: {"field": "args.dry_run"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 19,
        suggestions: [],
      },
    ],
  },
  {
    // deprecated MCP tool(), destructured z.string() field
    code: `server.tool("push", { force: z.string().optional() }, async ({ force }) => {
  if (force) return pushForce();
  return push();
});`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "force"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 12,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "force === \"true\""},
            output: `server.tool("push", { force: z.string().optional() }, async ({ force }) => {
  if (force === "true") return pushForce();
  return push();
});`,
          },
        ],
      },
    ],
  },
  {
    // MCP low-level handler argument behind ?.
    code: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
  if (args?.recursive) return walkAll();
  return walkTop();
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args?.recursive"},
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 22,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args?.recursive === true"},
            output: `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
  if (args?.recursive === true) return walkAll();
  return walkTop();
});`,
          },
        ],
      },
    ],
  },
  {
    // setting normalizers.boolean adds a second suggestion
    code: `const args = JSON.parse(call.function.arguments);
if (args.include_refunded) statuses.push("refunded");`,
    settings: {"tool-contract": {"normalizers": {"boolean": "toBool"}}},
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.include_refunded"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 26,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.include_refunded === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.include_refunded === true) statuses.push("refunded");`,
          },
          {
            messageId: "useNormalizer",
            data: {"replacement": "toBool(args.include_refunded)"},
            output: `const args = JSON.parse(call.function.arguments);
if (toBool(args.include_refunded)) statuses.push("refunded");`,
          },
        ],
      },
    ],
  },
  {
    // normaliser with a negation
    code: `const args = JSON.parse(call.function.arguments);
if (!args.dry_run) write();`,
    settings: {"tool-contract": {"normalizers": {"boolean": "toBool"}}},
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.dry_run"},
        line: 2,
        column: 6,
        endLine: 2,
        endColumn: 18,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.dry_run !== true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.dry_run !== true) write();`,
          },
          {
            messageId: "useNormalizer",
            data: {"replacement": "toBool(args.dry_run)"},
            output: `const args = JSON.parse(call.function.arguments);
if (!toBool(args.dry_run)) write();`,
          },
        ],
      },
    ],
  },
  {
    // destructured flag
    code: `const args = JSON.parse(call.function.arguments);
const { verbose } = args;
if (verbose) log("verbose");`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "verbose"},
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 12,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "verbose === true"},
            output: `const args = JSON.parse(call.function.arguments);
const { verbose } = args;
if (verbose === true) log("verbose");`,
          },
        ],
      },
    ],
  },
  {
    // a flag with a ?? default
    code: `const args = JSON.parse(call.function.arguments);
const verbose = args.verbose ?? false;
if (verbose) log("verbose");`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "verbose"},
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 12,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "verbose === true"},
            output: `const args = JSON.parse(call.function.arguments);
const verbose = args.verbose ?? false;
if (verbose === true) log("verbose");`,
          },
        ],
      },
    ],
  },
  {
    // an `as boolean` cast does not validate
    code: `const args = JSON.parse(call.function.arguments);
if (args.flag as boolean) run();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.flag as boolean"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 25,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.flag as boolean === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.flag as boolean === true) run();`,
          },
        ],
      },
    ],
  },
  {
    // optional chain on the arguments
    code: `const args = JSON.parse(call.function.arguments);
if (args?.flag) run();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args?.flag"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 15,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args?.flag === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args?.flag === true) run();`,
          },
        ],
      },
    ],
  },
  {
    // a typeof string gate leaves the "false" hazard
    code: `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "string" && args.flag) run();`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "args.flag"},
        line: 2,
        column: 38,
        endLine: 2,
        endColumn: 47,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.flag === \"true\""},
            output: `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "string" && args.flag === "true") run();`,
          },
        ],
      },
    ],
  },
  {
    // a comment after ! is kept
    code: `const args = JSON.parse(call.function.arguments);
if (! /* skip? */ args.skip) run();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.skip"},
        line: 2,
        column: 19,
        endLine: 2,
        endColumn: 28,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.skip !== true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.skip !== true /* skip? */) run();`,
          },
        ],
      },
    ],
  },
  {
    // negation in a value position
    code: `const args = JSON.parse(call.function.arguments);
const quiet = !args.verbose || muted;`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.verbose"},
        line: 2,
        column: 16,
        endLine: 2,
        endColumn: 28,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.verbose !== true"},
            output: `const args = JSON.parse(call.function.arguments);
const quiet = args.verbose !== true || muted;`,
          },
        ],
      },
    ],
  },
  {
    // lodash get on arguments
    code: `import _ from "lodash";
const args = JSON.parse(call.function.arguments);
if (_.get(args, "options.verbose")) log("verbose");`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "_.get(args, \"options.verbose\")"},
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 35,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "_.get(args, \"options.verbose\") === true"},
            output: `import _ from "lodash";
const args = JSON.parse(call.function.arguments);
if (_.get(args, "options.verbose") === true) log("verbose");`,
          },
        ],
      },
    ],
  },
  {
    // x.get() on a configured source
    code: `function run(toolInput) {
  if (toolInput.get("verbose")) log("verbose");
}`,
    settings: {"tool-contract": {"sources": ["toolInput"]}},
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "toolInput.get(\"verbose\")"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 31,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "toolInput.get(\"verbose\") === true"},
            output: `function run(toolInput) {
  if (toolInput.get("verbose") === true) log("verbose");
}`,
          },
        ],
      },
    ],
  },
  {
    // inside an OpenAI tool-call loop
    code: `for (const call of message.tool_calls) {
  const args = JSON.parse(call.function.arguments);
  if (args.urgent) page(call.id);
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.urgent"},
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 18,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.urgent === true"},
            output: `for (const call of message.tool_calls) {
  const args = JSON.parse(call.function.arguments);
  if (args.urgent === true) page(call.id);
}`,
          },
        ],
      },
    ],
  },
  {
    // a string-valued flag in a ternary inside a template
    code: `const args = JSON.parse(call.function.arguments);
log(\`mode: \${args.fast ? "fast" : "slow"}\`);`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.fast"},
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 23,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.fast === true"},
            output: `const args = JSON.parse(call.function.arguments);
log(\`mode: \${args.fast === true ? "fast" : "slow"}\`);`,
          },
        ],
      },
    ],
  },
  {
    // a class method named like a predicate
    code: `class Job {
  constructor(call) {
    this.call = call;
  }
  isUrgent(call) {
    const args = JSON.parse(call.function.arguments);
    return args.urgent;
  }
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.urgent"},
        line: 7,
        column: 12,
        endLine: 7,
        endColumn: 23,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.urgent === true"},
            output: `class Job {
  constructor(call) {
    this.call = call;
  }
  isUrgent(call) {
    const args = JSON.parse(call.function.arguments);
    return args.urgent === true;
  }
}`,
          },
        ],
      },
    ],
  },
  {
    // a handler registered through a configured call pattern
    code: `registry.register("export", (input) => {
  if (input.dry_run) return preview();
  return run();
});`,
    settings: {"tool-contract": {"sources": [{"callee": "registry.register", "handlerArg": 1}]}},
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "input.dry_run"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "input.dry_run === true"},
            output: `registry.register("export", (input) => {
  if (input.dry_run === true) return preview();
  return run();
});`,
          },
        ],
      },
    ],
  },
  {
    // JSON.parse of arguments held in a const
    code: `const text = call.function.arguments;
const args = JSON.parse(text);
if (args.urgent) page();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.urgent"},
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 16,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.urgent === true"},
            output: `const text = call.function.arguments;
const args = JSON.parse(text);
if (args.urgent === true) page();`,
          },
        ],
      },
    ],
  },
  {
    // JSON.parse of destructured arguments
    code: `const { arguments: raw } = call.function;
const args = JSON.parse(raw);
if (args.urgent) page();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.urgent"},
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 16,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.urgent === true"},
            output: `const { arguments: raw } = call.function;
const args = JSON.parse(raw);
if (args.urgent === true) page();`,
          },
        ],
      },
    ],
  },
  {
    // parsed in try, with an empty fallback in catch
    code: `let args;
try {
  args = JSON.parse(call.function.arguments);
} catch {
  args = {};
}
if (args.urgent) page();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.urgent"},
        line: 7,
        column: 5,
        endLine: 7,
        endColumn: 16,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.urgent === true"},
            output: `let args;
try {
  args = JSON.parse(call.function.arguments);
} catch {
  args = {};
}
if (args.urgent === true) page();`,
          },
        ],
      },
    ],
  },
  {
    // a flag whose truthy branch throws is still a flag
    code: `const args = JSON.parse(call.function.arguments);
if (args.force) throw new Error("force is not allowed here");`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.force"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 15,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.force === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.force === true) throw new Error("force is not allowed here");`,
          },
        ],
      },
    ],
  },
  {
    // a string-declared field named like a flag
    code: `server.registerTool("list", { inputSchema: { include_archived: z.string() } }, async (args) => {
  if (args.include_archived) return all();
  return active();
});`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "args.include_archived"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 28,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.include_archived === \"true\""},
            output: `server.registerTool("list", { inputSchema: { include_archived: z.string() } }, async (args) => {
  if (args.include_archived === "true") return all();
  return active();
});`,
          },
        ],
      },
    ],
  },
  {
    // a filter on a state-named field
    code: `const args = JSON.parse(call.function.arguments);
const current = args.users.filter((user) => user.active);`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "user.active"},
        line: 2,
        column: 45,
        endLine: 2,
        endColumn: 56,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "user.active === true"},
            output: `const args = JSON.parse(call.function.arguments);
const current = args.users.filter((user) => user.active === true);`,
          },
        ],
      },
    ],
  },
  {
    // a field only ever used as a condition is a flag
    code: `const args = JSON.parse(call.function.arguments);
if (args.notify) sendMail();
if (!args.notify) log("quiet");`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.notify"},
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 16,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.notify === true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.notify === true) sendMail();
if (!args.notify) log("quiet");`,
          },
        ],
      },
      {
        messageId: "truthyValue",
        data: {"field": "args.notify"},
        line: 3,
        column: 6,
        endLine: 3,
        endColumn: 17,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.notify !== true"},
            output: `const args = JSON.parse(call.function.arguments);
if (args.notify) sendMail();
if (args.notify !== true) log("quiet");`,
          },
        ],
      },
    ],
  },
  {
    // a flag test whose branch logs and also does something
    code: `const args = JSON.parse(call.function.arguments);
if (args.dry_run) {
  console.log("dry run");
  skipWrites();
}
`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 17,
        suggestions: [
          { messageId: "compareWithTrue", output: `const args = JSON.parse(call.function.arguments);
if (args.dry_run === true) {
  console.log("dry run");
  skipWrites();
}
` },
        ],
      },
    ],
  },
];

createRuleTester().run("no-truthy-tool-value", rule, { valid, invalid });

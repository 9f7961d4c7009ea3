/**
 * Tool values used as boolean conditions (`analysis.truthyUses()`).
 *
 * Each row lists every use the analysis reports in a snippet, in source order: the text of the
 * tested expression, whether it is negated right there (`!v`), and the hazard (`unknown`, `string`
 * or `coerced`). An empty list: nothing is reported.
 */
import { describe, expect, it } from "vitest";

import type { TruthyHazard } from "../../src/analysis/truthiness.js";
import { analyze } from "./harness.js";

interface ExpectedUse {
  readonly text: string;
  readonly negated: boolean;
  readonly hazard: TruthyHazard;
}

/** [description, code, expected uses in source order] */
type Row = [string, string, ExpectedUse[]];

function usesIn(code: string, settings: Record<string, unknown> = {}): ExpectedUse[] {
  const { analysis, sourceCode } = analyze(code, settings);
  return [...analysis.truthyUses()]
    .sort((a, b) => a.node.range[0] - b.node.range[0])
    .map((use) => ({ text: sourceCode.getText(use.node), negated: use.negation !== null, hazard: use.hazard }));
}

function check(rows: readonly Row[], settings: Record<string, unknown> = {}): void {
  it.each(rows)("%s", (_description, code, expected) => {
    expect(usesIn(code, settings)).toEqual(expected);
  });
}

/** Rows for shapes that review found missing (fixed since): kept apart so they read as regressions. */
function checkReviewedShapes(rows: readonly Row[]): void {
  it.each(rows)("%s", (_description, code, expected) => {
    expect(usesIn(code)).toEqual(expected);
  });
}

describe("findTruthyUses: conditions of each kind", () => {
  check([
    [
      "if test",
      `const args = JSON.parse(call.function.arguments);
if (args.include_refunded) statuses.push("refunded");`,
      [{ text: "args.include_refunded", negated: false, hazard: "unknown" }],
    ],
    [
      "while test",
      `const args = JSON.parse(call.function.arguments);
while (args.poll) tick();`,
      [{ text: "args.poll", negated: false, hazard: "unknown" }],
    ],
    [
      "do…while test",
      `const args = JSON.parse(call.function.arguments);
do {
  step();
} while (args.again);`,
      [{ text: "args.again", negated: false, hazard: "unknown" }],
    ],
    [
      "for test",
      `const args = JSON.parse(call.function.arguments);
for (let i = 0; args.more; i++) step(i);`,
      [{ text: "args.more", negated: false, hazard: "unknown" }],
    ],
    [
      "ternary test",
      `const args = JSON.parse(call.function.arguments);
const mode = args.verbose ? "loud" : "quiet";`,
      [{ text: "args.verbose", negated: false, hazard: "unknown" }],
    ],
    [
      "negated if test",
      `const args = JSON.parse(call.function.arguments);
if (!args.dry_run) write();`,
      [{ text: "args.dry_run", negated: true, hazard: "unknown" }],
    ],
    [
      "negation in a value position",
      `const args = JSON.parse(call.function.arguments);
const quiet = !args.verbose || muted;`,
      [{ text: "args.verbose", negated: true, hazard: "unknown" }],
    ],
    [
      "left of && as a statement",
      `const args = JSON.parse(call.function.arguments);
args.notify && send();`,
      [{ text: "args.notify", negated: false, hazard: "unknown" }],
    ],
    [
      "right of && in an if test",
      `const args = JSON.parse(call.function.arguments);
if (ready && args.force) push();`,
      [{ text: "args.force", negated: false, hazard: "unknown" }],
    ],
    [
      "both operands of || in an if test",
      `const args = JSON.parse(call.function.arguments);
if (args.a || args.b) run();`,
      [
        { text: "args.a", negated: false, hazard: "unknown" },
        { text: "args.b", negated: false, hazard: "unknown" },
      ],
    ],
    [
      "optional chain: the whole chain is the use",
      `const args = JSON.parse(call.function.arguments);
if (args?.recursive) walkAll();`,
      [{ text: "args?.recursive", negated: false, hazard: "unknown" }],
    ],
    [
      "an as-cast: the cast is the use, and it validates nothing",
      `const args = JSON.parse(call.function.arguments);
if (args.flag as boolean) run();`,
      [{ text: "args.flag as boolean", negated: false, hazard: "unknown" }],
    ],
    [
      "a non-null assertion is part of the use",
      `const args = JSON.parse(call.function.arguments);
if (!args.force!) run();`,
      [{ text: "args.force!", negated: true, hazard: "unknown" }],
    ],
    [
      "a destructured flag",
      `const args = JSON.parse(call.function.arguments);
const { verbose } = args;
if (verbose) log("verbose");`,
      [{ text: "verbose", negated: false, hazard: "unknown" }],
    ],
    [
      "a flag with a ?? default keeps its field's name",
      `const args = JSON.parse(call.function.arguments);
const verbose = args.verbose ?? false;
if (verbose) log("verbose");`,
      [{ text: "verbose", negated: false, hazard: "unknown" }],
    ],
    [
      "a flag in a ternary inside a template literal",
      `const args = JSON.parse(call.function.arguments);
log(\`mode: \${args.fast ? "fast" : "slow"}\`);`,
      [{ text: "args.fast", negated: false, hazard: "unknown" }],
    ],
    [
      "MCP low-level handler arguments",
      `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
  if (args?.recursive) return walkAll();
  return walkTop();
});`,
      [{ text: "args?.recursive", negated: false, hazard: "unknown" }],
    ],
    [
      "comparisons are not truthiness tests",
      `const args = JSON.parse(call.function.arguments);
if (args.include_refunded === true) run();
if (args.dry_run !== undefined) log("set");`,
      [],
    ],
  ]);
});

describe("findTruthyUses: predicates", () => {
  check([
    [
      "filter callback",
      `const args = JSON.parse(call.function.arguments);
const active = args.items.filter((item) => item.enabled);`,
      [{ text: "item.enabled", negated: false, hazard: "unknown" }],
    ],
    [
      "some callback",
      `const args = JSON.parse(call.function.arguments);
const any = args.items.some((item) => item.flagged);`,
      [{ text: "item.flagged", negated: false, hazard: "unknown" }],
    ],
    [
      "every callback with a block body",
      `const args = JSON.parse(call.function.arguments);
const all = args.items.every(function (item) {
  return item.valid;
});`,
      [{ text: "item.valid", negated: false, hazard: "unknown" }],
    ],
    [
      "find callback",
      `const args = JSON.parse(call.function.arguments);
const main = args.items.find((item) => item.primary);`,
      [{ text: "item.primary", negated: false, hazard: "unknown" }],
    ],
    [
      "a negated findIndex callback",
      `const args = JSON.parse(call.function.arguments);
const first = args.items.findIndex((item) => !item.hidden);`,
      [{ text: "item.hidden", negated: true, hazard: "unknown" }],
    ],
    [
      "a tool value returned by an ordinary array's filter callback",
      `const args = JSON.parse(call.function.arguments);
const rows = all.filter(() => args.include_archived);`,
      [{ text: "args.include_archived", negated: false, hazard: "unknown" }],
    ],
    [
      "an isX arrow",
      `const args = JSON.parse(call.function.arguments);
const isOn = () => args.on;`,
      [{ text: "args.on", negated: false, hazard: "unknown" }],
    ],
    [
      "a hasX function declaration",
      `const args = JSON.parse(call.function.arguments);
function hasOverride() {
  return args.override;
}`,
      [{ text: "args.override", negated: false, hazard: "unknown" }],
    ],
    [
      "a shouldX function returning &&",
      `const args = JSON.parse(call.function.arguments);
function shouldRetry() {
  return args.retry && attempts < 3;
}`,
      [{ text: "args.retry", negated: false, hazard: "unknown" }],
    ],
    [
      "a class method named like a predicate",
      `class Job {
  isUrgent(call) {
    const args = JSON.parse(call.function.arguments);
    return args.urgent;
  }
}`,
      [{ text: "args.urgent", negated: false, hazard: "unknown" }],
    ],
    [
      "a class field arrow named like a predicate",
      `const args = JSON.parse(call.function.arguments);
class Job {
  isUrgent = () => args.urgent;
}`,
      [{ text: "args.urgent", negated: false, hazard: "unknown" }],
    ],
    [
      "a getter named like a predicate",
      `const args = JSON.parse(call.function.arguments);
class Job {
  get isUrgent() {
    return args.urgent;
  }
}`,
      [{ text: "args.urgent", negated: false, hazard: "unknown" }],
    ],
    [
      "an object method named like a predicate",
      `const args = JSON.parse(call.function.arguments);
const job = { isUrgent() { return args.urgent; } };`,
      [{ text: "args.urgent", negated: false, hazard: "unknown" }],
    ],
    [
      "a function expression bound to a predicate name",
      `const args = JSON.parse(call.function.arguments);
const hasOverride = function () {
  return args.override;
};`,
      [{ text: "args.override", negated: false, hazard: "unknown" }],
    ],
    [
      "an if inside a filter callback's block body",
      `const args = JSON.parse(call.function.arguments);
const kept = args.items.filter((item) => {
  if (item.enabled) return true;
  return false;
});`,
      [{ text: "item.enabled", negated: false, hazard: "unknown" }],
    ],
    [
      "a function that is not a predicate returns a value",
      `const args = JSON.parse(call.function.arguments);
function title() {
  return args.title;
}`,
      [],
    ],
    [
      "a method that is not a predicate returns a value",
      `class Job {
  urgency(call) {
    const args = JSON.parse(call.function.arguments);
    return args.urgent;
  }
}`,
      [],
    ],
    [
      "map is not a predicate",
      `const args = JSON.parse(call.function.arguments);
const labels = args.items.map((item) => item.enabled);`,
      [],
    ],
    [
      "a filter callback comparing explicitly",
      `const args = JSON.parse(call.function.arguments);
const active = args.items.filter((item) => item.enabled === true);`,
      [],
    ],
  ]);
});

describe("findTruthyUses: owned by other rules", () => {
  check([
    [
      "guard-then-use is no-truthy-presence-check's",
      `const args = JSON.parse(call.function.arguments);
if (args.cursor) page(args.cursor);`,
      [],
    ],
    [
      "a presence field of a reply is no-truthy-presence-check's",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw new Error("failed");
  return reply.result;
}`,
      [],
    ],
    [
      "v ? v : d is no-lossy-default's",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ? args.timeout : 30;`,
      [],
    ],
    [
      "!!v is no-coercion-before-validation's",
      `const args = JSON.parse(call.function.arguments);
const on = !!args.flag;`,
      [],
    ],
    [
      "!!v in an if test is still a conversion",
      `const args = JSON.parse(call.function.arguments);
if (!!args.flag) run();`,
      [],
    ],
    [
      "Boolean(v) is not a condition",
      `const args = JSON.parse(call.function.arguments);
const on = Boolean(args.flag);`,
      [],
    ],
    [
      "v || d as a value is no-lossy-default's",
      `const args = JSON.parse(call.function.arguments);
const on = args.flag || 1;`,
      [],
    ],
    [
      "v || false is where the value is taken for a boolean, and the alias's own test is not reported again",
      `const args = JSON.parse(call.function.arguments);
const on = args.flag || false;
if (on) run();`,
      [{ text: "args.flag", negated: false, hazard: "unknown" }],
    ],
  ]);
});

describe("findTruthyUses: only arguments, only fields, only input", () => {
  check([
    [
      "an MCP callTool reply field",
      `const reply = await client.callTool({ name: "job", arguments: {} });
if (reply.structuredContent?.done) finish();`,
      [],
    ],
    [
      "a flag inside a JSON-RPC result",
      `function onReply(line) {
  const reply = JSON.parse(line);
  if (reply.result.done) finish(reply.id);
  else if (reply.error) fail(reply.error);
}`,
      [],
    ],
    [
      "JSON parsed from a tool reply's text",
      `const reply = await client.callTool({ name: "status", arguments: {} });
const status = JSON.parse(reply.content[0].text);
if (status.healthy) celebrate();`,
      [],
    ],
    [
      "the arguments object itself",
      `const args = JSON.parse(call.function.arguments);
if (!args) throw new Error("no arguments");`,
      [],
    ],
    [
      "array elements",
      `const args = JSON.parse(call.function.arguments);
for (const tag of args.tags) {
  if (tag) add(tag);
}`,
      [],
    ],
    [
      "a rest object",
      `const args = JSON.parse(call.function.arguments);
const { id, ...rest } = args;
if (rest) use(id);`,
      [],
    ],
    [
      "a field the loop rewrites is program state",
      `const args = JSON.parse(call.function.arguments);
while (args.pending) {
  args.pending = next();
}`,
      [],
    ],
    [
      "a field deleted elsewhere is program state",
      `const args = JSON.parse(call.function.arguments);
if (args.verbose) log("verbose");
delete args.verbose;`,
      [],
    ],
    [
      "JSON.parse of a job's args is not a tool call",
      `const data = JSON.parse(job.data.args);
if (data.notify) sendMail();`,
      [],
    ],
    [
      "an array's length is a number the program computes",
      `const args = JSON.parse(call.function.arguments);
if (args.items.length) process(args.items);`,
      [],
    ],
  ]);
});

describe("findTruthyUses: gates and validation", () => {
  check([
    [
      "typeof boolean gate",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "boolean" && args.flag) run();`,
      [],
    ],
    [
      "typeof number gate",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.count === "number" && args.count) run();`,
      [],
    ],
    [
      "an early typeof guard",
      `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  if (typeof args.flag !== "boolean") throw new TypeError("flag must be a boolean");
  if (args.flag) run();
}`,
      [],
    ],
    [
      "a typeof string gate leaves the string hazard",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "string" && args.flag) run();`,
      [{ text: "args.flag", negated: false, hazard: "string" }],
    ],
    [
      "a typeof string gate on a name that is not a flag: an emptiness check",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.label === "string" && args.label) run();`,
      [],
    ],
    [
      "switch on typeof",
      `const args = JSON.parse(call.function.arguments);
switch (typeof args.recursive) {
  case "boolean":
    if (args.recursive) walkAll();
    break;
  default:
    throw new TypeError("recursive must be a boolean");
}`,
      [],
    ],
    [
      "values returned by a schema .parse()",
      `const args = ArgsSchema.parse(JSON.parse(call.function.arguments));
if (args.flag) run();`,
      [],
    ],
    [
      "safeParse data",
      `const parsed = ArgsSchema.safeParse(JSON.parse(call.function.arguments));
if (parsed.success && parsed.data.flag) run();`,
      [],
    ],
    [
      "after safeParse().success",
      `const args = JSON.parse(call.function.arguments);
const parsed = ArgsSchema.safeParse(args);
if (!parsed.success) throw parsed.error;
if (args.flag) run();`,
      [],
    ],
    [
      "a type guard declared in the file",
      `function isArgs(value: unknown): value is { flag: boolean } {
  return typeof value === "object" && value !== null;
}
const args = JSON.parse(call.function.arguments);
if (isArgs(args) && args.flag) run();`,
      [],
    ],
  ]);
});

describe("findTruthyUses: configured validators", () => {
  check(
    [
      [
        "a validator proved the arguments",
        `const args = JSON.parse(call.function.arguments);
if (isToolArgs(args) && args.flag) run();`,
        [],
      ],
      [
        "a validator as an early guard",
        `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  if (!isToolArgs(args)) throw new TypeError("bad arguments");
  if (args.flag) run();
}`,
        [],
      ],
      [
        "a validator called as an assertion statement",
        `const args = JSON.parse(call.function.arguments);
assertArgs(args);
if (args.flag) run();`,
        [],
      ],
      [
        "another function proves nothing",
        `const args = JSON.parse(call.function.arguments);
if (isReady(args) && args.flag) run();`,
        [{ text: "args.flag", negated: false, hazard: "unknown" }],
      ],
    ],
    { "tool-contract": { validators: ["isToolArgs", "assertArgs"] } },
  );
});

describe("findTruthyUses: declared schemas", () => {
  check([
    [
      "z.boolean()",
      `server.registerTool("export", { inputSchema: { dry_run: z.boolean().optional() } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
      [],
    ],
    [
      "z.number()",
      `server.registerTool("page", { inputSchema: { offset: z.number().int() } }, async ({ offset }) => {
  if (offset) skip();
  return list();
});`,
      [],
    ],
    [
      "z.enum() of non-empty strings",
      `server.registerTool("sort", { inputSchema: { order: z.enum(["asc", "desc"]).optional() } }, async (args) => {
  if (args.order) sorted = true;
  return done();
});`,
      [],
    ],
    [
      "z.object() field",
      `server.registerTool("q", { inputSchema: { options: z.object({ depth: z.number() }).optional() } }, async (args) => {
  if (args.options) configured = true;
  return done();
});`,
      [],
    ],
    [
      "z.array() field",
      `server.registerTool("tag", { inputSchema: { tags: z.array(z.string()).optional() } }, async (args) => {
  if (args.tags) count++;
  return done();
});`,
      [],
    ],
    [
      "a z.object() schema in a const, passed as .shape",
      `const ExportInput = z.object({ dry_run: z.boolean() });
server.registerTool("export", { inputSchema: ExportInput.shape }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
      [],
    ],
    [
      "a schema imported from another module is opaque, but validated",
      `import { ExportInput } from "./schemas.js";
server.registerTool("export", { inputSchema: ExportInput }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
      [],
    ],
    [
      "z.string() field named like a flag",
      `server.registerTool("list", { inputSchema: { include_archived: z.string() } }, async (args) => {
  if (args.include_archived) return all();
  return active();
});`,
      [{ text: "args.include_archived", negated: false, hazard: "string" }],
    ],
    [
      "z.string() field not named like a flag: an emptiness check",
      `server.registerTool("search", { inputSchema: { query: z.string() } }, async (args) => {
  if (args.query) searched++;
  return done();
});`,
      [],
    ],
    [
      "z.coerce.boolean() already turned \"false\" into true",
      `server.registerTool("export", { inputSchema: { dry_run: z.coerce.boolean() } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
      [{ text: "args.dry_run", negated: false, hazard: "coerced" }],
    ],
    [
      "z.any() decides nothing",
      `server.registerTool("export", { inputSchema: { dry_run: z.any() } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
      [{ text: "args.dry_run", negated: false, hazard: "unknown" }],
    ],
    [
      // The SDK strips it, or the program reads a wrapper the analysis cannot place: unknown, not unchecked.
      "a field the schema does not declare",
      `server.registerTool("export", { inputSchema: { format: z.string() } }, async (args) => {
  if (args.dry_run) return preview();
  return run();
});`,
      [],
    ],
    [
      "deprecated tool(): a destructured z.string() flag, negated",
      `server.tool("push", { force: z.string().optional() }, async ({ force }) => {
  if (!force) return push();
  return pushForce();
});`,
      [{ text: "force", negated: true, hazard: "string" }],
    ],
  ]);
});

describe("findTruthyUses: guards are not flags", () => {
  check([
    [
      "a null guard before a dereference",
      `const args = JSON.parse(call.function.arguments);
if (args.sort) query.orderBy(args.sort.field);`,
      [],
    ],
    [
      "a null guard before a type check",
      `const args = JSON.parse(call.function.arguments);
if (args.payload && typeof args.payload === "object") merge(args.payload);`,
      [],
    ],
    [
      "the value read in the truthy branch of a ternary",
      `const args = JSON.parse(call.function.arguments);
const label = args.archived ? format(args.archived) : "none";`,
      [],
    ],
    [
      "the value read after an early return",
      `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  if (!args.verbose) return;
  log(args.verbose);
}`,
      [],
    ],
    [
      "a filter that guards a dereference",
      `const args = JSON.parse(call.function.arguments);
const named = args.items.filter((item) => item.enabled && item.enabled.includes(term));`,
      [],
    ],
    [
      "a required field rejected by a throw: a flag, so the model's \"false\" passes the check",
      `const args = JSON.parse(call.function.arguments);
if (!args.force) throw new Error("force is required");`,
      [{ text: "args.force", negated: true, hazard: "unknown" }],
    ],
    [
      "a required field rejected by an error result: a flag, so the model's \"false\" passes the check",
      `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
  if (!args.confirm) return { isError: true, content: [{ type: "text", text: "confirm is required" }] };
  return go();
});`,
      [{ text: "args.confirm", negated: true, hazard: "unknown" }],
    ],
    [
      "one of two required fields rejected by a throw: a flag, so the model's \"false\" passes the check",
      `const args = JSON.parse(call.function.arguments);
if (!args.force || !args.dry_run) throw new Error("both are required");`,
      [
        { text: "args.force", negated: true, hazard: "unknown" },
        { text: "args.dry_run", negated: true, hazard: "unknown" },
      ],
    ],
    [
      "a flag whose truthy branch throws is still a flag",
      `const args = JSON.parse(call.function.arguments);
if (args.force) throw new Error("force is not allowed here");`,
      [{ text: "args.force", negated: false, hazard: "unknown" }],
    ],
    [
      "a required field rejected by returning { error }: a flag, so the model's \"false\" passes the check",
      `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  if (!args.dry_run) return { error: "dry_run is required" };
  return run();
}`,
      [{ text: "args.dry_run", negated: true, hazard: "unknown" }],
    ],
    [
      "a required field rejected by returning an Error: a flag, so the model's \"false\" passes the check",
      `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  if (!args.dry_run) return new ValidationError("dry_run is required");
  return run();
}`,
      [{ text: "args.dry_run", negated: true, hazard: "unknown" }],
    ],
    [
      "a required field rejected by process.exit: a flag, so the model's \"false\" passes the check",
      `const args = JSON.parse(call.function.arguments);
if (!args.dry_run) process.exit(1);`,
      [{ text: "args.dry_run", negated: true, hazard: "unknown" }],
    ],
    [
      "a plain return on the falsy branch is not a rejection",
      `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  if (!args.dry_run) {
    log("live run");
    return;
  }
}`,
      [{ text: "args.dry_run", negated: true, hazard: "unknown" }],
    ],
    [
      "a falsy branch that only logs is not a rejection",
      `const args = JSON.parse(call.function.arguments);
if (!args.force) log("not forced");`,
      [{ text: "args.force", negated: true, hazard: "unknown" }],
    ],
    [
      "a default filled in by a statement",
      `const args = JSON.parse(call.function.arguments);
let options = args.options;
if (!options) options = {};`,
      [],
    ],
    [
      "a default filled in by a statement in a block",
      `const args = JSON.parse(call.function.arguments);
let enabled = args.enabled;
if (!enabled) {
  enabled = defaults.enabled;
}`,
      [],
    ],
    [
      "a field defaulted in place",
      `const args = JSON.parse(call.function.arguments);
if (!args.page) args.page = 1;`,
      [],
    ],
    [
      "a value read only in the falsy branch does not make a guard",
      `const args = JSON.parse(call.function.arguments);
if (args.verbose) log("loud");
else log(args.verbose);`,
      [{ text: "args.verbose", negated: false, hazard: "unknown" }],
    ],
    [
      "assigning another binding is not a default",
      `const args = JSON.parse(call.function.arguments);
let enabled = args.enabled;
if (!enabled) other = true;`,
      [{ text: "enabled", negated: true, hazard: "unknown" }],
    ],
  ]);
});

describe("findTruthyUses: evidence that a value is a flag", () => {
  check([
    [
      "a flag name, although the value is also read elsewhere",
      `const args = JSON.parse(call.function.arguments);
if (args.include_archived) count++;
log(args.include_archived);`,
      [{ text: "args.include_archived", negated: false, hazard: "unknown" }],
    ],
    [
      "a state word as the last word of the name",
      `const args = JSON.parse(call.function.arguments);
if (args.userArchived) count++;
log(args.userArchived);`,
      [{ text: "args.userArchived", negated: false, hazard: "unknown" }],
    ],
    [
      "no flag name, and the value is read elsewhere: not a flag",
      `const args = JSON.parse(call.function.arguments);
if (args.mode) count++;
log(args.mode);`,
      [],
    ],
    [
      "no flag name, but only ever used as a condition",
      `const args = JSON.parse(call.function.arguments);
if (args.mode) count++;`,
      [{ text: "args.mode", negated: false, hazard: "unknown" }],
    ],
    [
      "only ever used as conditions, twice",
      `const args = JSON.parse(call.function.arguments);
if (args.notify) sendMail();
if (!args.notify) log("quiet");`,
      [
        { text: "args.notify", negated: false, hazard: "unknown" },
        { text: "args.notify", negated: true, hazard: "unknown" },
      ],
    ],
    [
      "a condition and a boolean comparison: still only a condition",
      `const args = JSON.parse(call.function.arguments);
if (args.mode) count++;
if (args.mode === false) log("off");`,
      [{ text: "args.mode", negated: false, hazard: "unknown" }],
    ],
    [
      "a condition and a comparison with a string: not only a condition",
      `const args = JSON.parse(call.function.arguments);
if (args.mode) count++;
if (args.mode === "fast") go();`,
      [],
    ],
    [
      "a destructured binding only used as a condition",
      `const args = JSON.parse(call.function.arguments);
const { mode } = args;
if (mode) count++;`,
      [{ text: "mode", negated: false, hazard: "unknown" }],
    ],
    [
      "a ?? default keeps the field's flag name as evidence",
      `const args = JSON.parse(call.function.arguments);
const verbose = args.verbose ?? false;
log(verbose);
if (verbose) log("verbose");`,
      [{ text: "verbose", negated: false, hazard: "unknown" }],
    ],
    [
      "a destructuring default keeps the field's flag name as evidence",
      `const args = JSON.parse(call.function.arguments);
const { verbose = false } = args;
log(verbose);
if (verbose) log("verbose");`,
      [{ text: "verbose", negated: false, hazard: "unknown" }],
    ],
    [
      "a value in a ?? default is read elsewhere",
      `const args = JSON.parse(call.function.arguments);
if (args.mode) count++;
const mode = args.mode ?? "fast";`,
      [],
    ],
    [
      "a filter keeping non-empty names needs a flag name",
      `const args = JSON.parse(call.function.arguments);
const named = args.users.filter((user) => user.name);`,
      [],
    ],
    [
      "find by a non-empty email",
      `const args = JSON.parse(call.function.arguments);
const reachable = args.users.find((user) => user.email);`,
      [],
    ],
    [
      "a filter on a state-named field",
      `const args = JSON.parse(call.function.arguments);
const current = args.users.filter((user) => user.active);`,
      [{ text: "user.active", negated: false, hazard: "unknown" }],
    ],
    [
      "an ordinary array's filter callback returning a tool value without a flag name",
      `const args = JSON.parse(call.function.arguments);
const rows = all.filter(() => args.scope);`,
      [],
    ],
    [
      "a validity filter in a memory server",
      `const args = JSON.parse(call.function.arguments);
const valid = args.observations.filter((o) => o.entityName && Array.isArray(o.contents));`,
      [],
    ],
  ]);
});

describe("findTruthyUses: shapes found in review", () => {
  checkReviewedShapes([
    // An alias declaration is not a use of the field: `const mode = args.mode; if (mode)` is a flag
    // like `const { mode } = args; if (mode)`.
    [
      "a const alias only used as a condition",
      `const args = JSON.parse(call.function.arguments);
const mode = args.mode;
if (mode) count++;`,
      [{ text: "mode", negated: false, hazard: "unknown" }],
    ],
    // A string-declared flag with a default keeps its hazard (`"false"` is still truthy); the flag
    // name is the field's, not the synthetic default segment's.
    [
      "a z.string() flag with a ?? default",
      `server.registerTool("push", { inputSchema: { force: z.string().optional() } }, async (args) => {
  const force = args.force ?? "";
  if (force) return pushForce();
  return push();
});`,
      [{ text: "force", negated: false, hazard: "string" }],
    ],
    // The same, through a destructuring default in the handler's parameter.
    [
      "a z.string() flag with a destructuring default",
      `server.registerTool("push", { inputSchema: { force: z.string().optional() } }, async ({ force = "" }) => {
  if (force) return pushForce();
  return push();
});`,
      [{ text: "force", negated: false, hazard: "string" }],
    ],
    // The same, through a typeof string gate on a defaulted flag.
    [
      "a typeof string gate on a defaulted flag",
      `const args = JSON.parse(call.function.arguments);
const force = args.force ?? "";
if (typeof force === "string" && force) run();`,
      [{ text: "force", negated: false, hazard: "string" }],
    ],
  ]);
});

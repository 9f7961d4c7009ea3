/**
 * Suggested rewrites for truthiness tests, lossy defaults, coercions and lookups.
 *
 * Each snippet has exactly one finding of the kind the rewrite takes. A row gives the replacement
 * (the text shown in the suggestion's message) and the whole file after the rewrite's edits are
 * applied, or `null` when the rewrite declines (no safe edit).
 */
import { describe, expect, it } from "vitest";

import type { Edit, Rewrite } from "../../src/analysis/edit.js";
import type { ToolDataAnalysis } from "../../src/analysis/index.js";
import {
  compareWithTrue,
  useNormalizer,
  useNullishDefault,
  useOwnKeyLookup,
  usePresenceDefault,
  useRawValue,
  useStrictEquality,
  wrapInNormalizer,
} from "../../src/analysis/rewrites.js";
import { analyze } from "./harness.js";

type Expected = { readonly replacement: string; readonly output: string } | null;

/** [description, code, expected] */
type Row = [string, string, Expected];

type Analyzed = ReturnType<typeof analyze>;

function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.range[0] - a.range[0])) {
    result = result.slice(0, edit.range[0]) + edit.text + result.slice(edit.range[1]);
  }
  return result;
}

/** Runs the analysis, takes its only finding of one kind and applies `rewrite` to it. */
function rewriteOnly<T>(
  code: string,
  findings: (analysis: ToolDataAnalysis) => readonly T[],
  rewrite: (sourceCode: Analyzed["sourceCode"], finding: T, analysis: ToolDataAnalysis) => Rewrite | null,
): Expected {
  const { analysis, sourceCode } = analyze(code);
  const found = findings(analysis);
  expect(found).toHaveLength(1);
  const result = rewrite(sourceCode, found[0]!, analysis);
  return result && { replacement: result.replacement, output: applyEdits(sourceCode.text, result.edits) };
}

const truthyUses = (analysis: ToolDataAnalysis) => analysis.truthyUses();
const defaults = (analysis: ToolDataAnalysis) => analysis.lossyDefaults({ nullish: true });
const coercions = (analysis: ToolDataAnalysis) => analysis.coercions();
const lookups = (analysis: ToolDataAnalysis) => analysis.lookups();

describe("compareWithTrue", () => {
  const rows: Row[] = [
    [
      "an if test",
      `const args = JSON.parse(call.function.arguments);
if (args.include_refunded) run();`,
      {
        replacement: "args.include_refunded === true",
        output: `const args = JSON.parse(call.function.arguments);
if (args.include_refunded === true) run();`,
      },
    ],
    [
      "a negation becomes !==",
      `const args = JSON.parse(call.function.arguments);
if (!args.dry_run) write();`,
      {
        replacement: "args.dry_run !== true",
        output: `const args = JSON.parse(call.function.arguments);
if (args.dry_run !== true) write();`,
      },
    ],
    [
      "a string-declared flag compares with \"true\"",
      `server.registerTool("list", { inputSchema: { include_archived: z.string() } }, async (args) => {
  if (args.include_archived) return all();
  return active();
});`,
      {
        replacement: 'args.include_archived === "true"',
        output: `server.registerTool("list", { inputSchema: { include_archived: z.string() } }, async (args) => {
  if (args.include_archived === "true") return all();
  return active();
});`,
      },
    ],
    [
      "the file's single quotes",
      `server.registerTool('list', { inputSchema: { include_archived: z.string() } }, async (args) => {
  if (args.include_archived) return all();
  return active();
});`,
      {
        replacement: "args.include_archived === 'true'",
        output: `server.registerTool('list', { inputSchema: { include_archived: z.string() } }, async (args) => {
  if (args.include_archived === 'true') return all();
  return active();
});`,
      },
    ],
    [
      "a ternary test",
      `const args = JSON.parse(call.function.arguments);
const mode = args.verbose ? "loud" : "quiet";`,
      {
        replacement: "args.verbose === true",
        output: `const args = JSON.parse(call.function.arguments);
const mode = args.verbose === true ? "loud" : "quiet";`,
      },
    ],
    [
      "an as-cast operand binds tighter than ===",
      `const args = JSON.parse(call.function.arguments);
if (args.flag as boolean) run();`,
      {
        replacement: "args.flag as boolean === true",
        output: `const args = JSON.parse(call.function.arguments);
if (args.flag as boolean === true) run();`,
      },
    ],
    [
      "a negation cast with as gets parentheses",
      `const args = JSON.parse(call.function.arguments);
if (!args.verbose as boolean) run();`,
      {
        replacement: "args.verbose !== true",
        output: `const args = JSON.parse(call.function.arguments);
if ((args.verbose !== true) as boolean) run();`,
      },
    ],
    [
      "the exponent of ** gets parentheses",
      `const args = JSON.parse(call.function.arguments);
const scale = 2 ** !args.verbose;`,
      {
        replacement: "args.verbose !== true",
        output: `const args = JSON.parse(call.function.arguments);
const scale = 2 ** (args.verbose !== true);`,
      },
    ],
    [
      "a relational operand gets parentheses",
      `const args = JSON.parse(call.function.arguments);
const below = !args.verbose < limit;`,
      {
        replacement: "args.verbose !== true",
        output: `const args = JSON.parse(call.function.arguments);
const below = (args.verbose !== true) < limit;`,
      },
    ],
    [
      "inside a template literal",
      `const args = JSON.parse(call.function.arguments);
log(\`quiet: \${!args.verbose}\`);`,
      {
        replacement: "args.verbose !== true",
        output: `const args = JSON.parse(call.function.arguments);
log(\`quiet: \${args.verbose !== true}\`);`,
      },
    ],
    [
      "a for(;;) initialiser",
      `const args = JSON.parse(call.function.arguments);
for (let quiet = !args.verbose; quiet; quiet = false) run();`,
      {
        replacement: "args.verbose !== true",
        output: `const args = JSON.parse(call.function.arguments);
for (let quiet = args.verbose !== true; quiet; quiet = false) run();`,
      },
    ],
    [
      "already parenthesised",
      `const args = JSON.parse(call.function.arguments);
const scale = 2 ** (!args.verbose);`,
      {
        replacement: "args.verbose !== true",
        output: `const args = JSON.parse(call.function.arguments);
const scale = 2 ** (args.verbose !== true);`,
      },
    ],
    [
      "a block comment after ! is kept",
      `const args = JSON.parse(call.function.arguments);
if (! /* skip? */ args.skip) run();`,
      {
        replacement: "args.skip !== true",
        output: `const args = JSON.parse(call.function.arguments);
if (args.skip !== true /* skip? */) run();`,
      },
    ],
    [
      "a line comment after ! becomes a block comment",
      `const args = JSON.parse(call.function.arguments);
if (!( // skip it
  args.skip)) run();`,
      {
        replacement: "args.skip !== true",
        output: `const args = JSON.parse(call.function.arguments);
if (args.skip !== true /* skip it */) run();`,
      },
    ],
    [
      "a comment inside the value stays where it is",
      `const args = JSON.parse(call.function.arguments);
if (args /* raw */.skip) run();`,
      {
        replacement: "args /* raw */.skip === true",
        output: `const args = JSON.parse(call.function.arguments);
if (args /* raw */.skip === true) run();`,
      },
    ],
    [
      "a line comment that contains */ cannot be kept",
      `const args = JSON.parse(call.function.arguments);
if (!( // a */ b
  args.skip)) run();`,
      null,
    ],
  ];
  it.each(rows)("%s", (_description, code, expected) => {
    expect(rewriteOnly(code, truthyUses, (sourceCode, use) => compareWithTrue(sourceCode, use))).toEqual(expected);
  });
});

describe("wrapInNormalizer", () => {
  const rows: Row[] = [
    [
      "an if test",
      `const args = JSON.parse(call.function.arguments);
if (args.include_refunded) run();`,
      {
        replacement: "toBool(args.include_refunded)",
        output: `const args = JSON.parse(call.function.arguments);
if (toBool(args.include_refunded)) run();`,
      },
    ],
    [
      "a negation keeps its !",
      `const args = JSON.parse(call.function.arguments);
if (!args.dry_run) write();`,
      {
        replacement: "toBool(args.dry_run)",
        output: `const args = JSON.parse(call.function.arguments);
if (!toBool(args.dry_run)) write();`,
      },
    ],
    [
      "an as-cast is the argument",
      `const args = JSON.parse(call.function.arguments);
if (args.flag as boolean) run();`,
      {
        replacement: "toBool(args.flag as boolean)",
        output: `const args = JSON.parse(call.function.arguments);
if (toBool(args.flag as boolean)) run();`,
      },
    ],
    [
      "an optional chain is the argument",
      `const args = JSON.parse(call.function.arguments);
if (args?.recursive) walkAll();`,
      {
        replacement: "toBool(args?.recursive)",
        output: `const args = JSON.parse(call.function.arguments);
if (toBool(args?.recursive)) walkAll();`,
      },
    ],
    [
      "a filter callback body",
      `const args = JSON.parse(call.function.arguments);
const active = args.items.filter((item) => item.enabled);`,
      {
        replacement: "toBool(item.enabled)",
        output: `const args = JSON.parse(call.function.arguments);
const active = args.items.filter((item) => toBool(item.enabled));`,
      },
    ],
    [
      "a comment inside the value is kept inside the call",
      `const args = JSON.parse(call.function.arguments);
if (args /* raw */.skip) run();`,
      {
        replacement: "toBool(args /* raw */.skip)",
        output: `const args = JSON.parse(call.function.arguments);
if (toBool(args /* raw */.skip)) run();`,
      },
    ],
  ];
  it.each(rows)("%s", (_description, code, expected) => {
    expect(rewriteOnly(code, truthyUses, (sourceCode, use) => wrapInNormalizer(sourceCode, use.node, "toBool"))).toEqual(
      expected,
    );
  });
});

describe("useNullishDefault", () => {
  const rows: Row[] = [
    [
      "||",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout || 30;`,
      {
        replacement: "args.timeout ?? 30",
        output: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;`,
      },
    ],
    [
      "||=",
      `const args = JSON.parse(call.function.arguments);
args.timeout ||= 30;`,
      {
        replacement: "args.timeout ??= 30",
        output: `const args = JSON.parse(call.function.arguments);
args.timeout ??= 30;`,
      },
    ],
    [
      "v ? v : d",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ? args.timeout : 30;`,
      {
        replacement: "args.timeout ?? 30",
        output: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30;`,
      },
    ],
    [
      "?? already",
      `const reply = await client.callTool({ name: "stats", arguments: {} });
const timeout = reply.timeout ?? 30;`,
      null,
    ],
    [
      "??= already",
      `const reply = await client.callTool({ name: "stats", arguments: {} });
reply.timeout ??= 30;`,
      null,
    ],
    [
      "a chain keeps every operand",
      `const args = JSON.parse(call.function.arguments);
const name = args.a || args.b || "none";`,
      {
        replacement: 'args.a ?? args.b ?? "none"',
        output: `const args = JSON.parse(call.function.arguments);
const name = args.a ?? args.b ?? "none";`,
      },
    ],
    [
      "an && fallback cannot mix with ??",
      `const args = JSON.parse(call.function.arguments);
const mode = args.mode || a && b;`,
      {
        replacement: "args.mode ?? (a && b)",
        output: `const args = JSON.parse(call.function.arguments);
const mode = args.mode ?? (a && b);`,
      },
    ],
    [
      "an && operand in the middle of a chain",
      `const args = JSON.parse(call.function.arguments);
const mode = args.mode || (a && b) || "fast";`,
      {
        replacement: 'args.mode ?? (a && b) ?? "fast"',
        output: `const args = JSON.parse(call.function.arguments);
const mode = args.mode ?? (a && b) ?? "fast";`,
      },
    ],
    [
      "a ?? fallback of a ternary stays grouped",
      `const args = JSON.parse(call.function.arguments);
const mode = args.mode ? args.mode : other ?? "fast";`,
      {
        replacement: 'args.mode ?? (other ?? "fast")',
        output: `const args = JSON.parse(call.function.arguments);
const mode = args.mode ?? (other ?? "fast");`,
      },
    ],
    [
      "an || fallback of a ternary cannot mix with ??",
      `const args = JSON.parse(call.function.arguments);
const mode = args.mode ? args.mode : a || b;`,
      {
        replacement: "args.mode ?? (a || b)",
        output: `const args = JSON.parse(call.function.arguments);
const mode = args.mode ?? (a || b);`,
      },
    ],
    [
      "a conditional fallback gets parentheses",
      `const args = JSON.parse(call.function.arguments);
const mode = args.mode || (fast ? "fast" : "slow");`,
      {
        replacement: 'args.mode ?? (fast ? "fast" : "slow")',
        output: `const args = JSON.parse(call.function.arguments);
const mode = args.mode ?? (fast ? "fast" : "slow");`,
      },
    ],
    [
      "an as-cast value binds tighter than ??",
      `const args = JSON.parse(call.function.arguments);
const depth = (args.depth as number) || 2;`,
      {
        replacement: "args.depth as number ?? 2",
        output: `const args = JSON.parse(call.function.arguments);
const depth = args.depth as number ?? 2;`,
      },
    ],
    [
      "an as-cast of the whole default keeps its parentheses",
      `const args = JSON.parse(call.function.arguments);
const depth = (args.depth || 2) as number;`,
      {
        replacement: "args.depth ?? 2",
        output: `const args = JSON.parse(call.function.arguments);
const depth = (args.depth ?? 2) as number;`,
      },
    ],
    [
      "the base of ** keeps its parentheses",
      `const args = JSON.parse(call.function.arguments);
const size = (args.base || 2) ** 2;`,
      {
        replacement: "args.base ?? 2",
        output: `const args = JSON.parse(call.function.arguments);
const size = (args.base ?? 2) ** 2;`,
      },
    ],
    [
      "inside a template literal",
      `const args = JSON.parse(call.function.arguments);
const greeting = \`hello \${args.page || "anon"}\`;`,
      {
        replacement: 'args.page ?? "anon"',
        output: `const args = JSON.parse(call.function.arguments);
const greeting = \`hello \${args.page ?? "anon"}\`;`,
      },
    ],
    [
      "inside && keeps its parentheses",
      `const args = JSON.parse(call.function.arguments);
const limit = paged && (args.limit || 20);`,
      {
        replacement: "args.limit ?? 20",
        output: `const args = JSON.parse(call.function.arguments);
const limit = paged && (args.limit ?? 20);`,
      },
    ],
    [
      "a for(;;) initialiser",
      `const args = JSON.parse(call.function.arguments);
for (let i = args.start || 1; i < n; i++) step(i);`,
      {
        replacement: "args.start ?? 1",
        output: `const args = JSON.parse(call.function.arguments);
for (let i = args.start ?? 1; i < n; i++) step(i);`,
      },
    ],
    [
      "a comment between the operands is kept",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout /* seconds */ || 30;`,
      {
        replacement: "args.timeout ?? 30",
        output: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30 /* seconds */;`,
      },
    ],
    [
      "a comment before the fallback is kept, after the new text",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout || /* seconds */ 30;`,
      {
        replacement: "args.timeout ?? 30",
        output: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? 30 /* seconds */;`,
      },
    ],
    [
      "a comment inside the fallback stays in it",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout || DEFAULTS /* seconds */.timeout;`,
      {
        replacement: "args.timeout ?? DEFAULTS /* seconds */.timeout",
        output: `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ?? DEFAULTS /* seconds */.timeout;`,
      },
    ],
  ];
  it.each(rows)("%s", (_description, code, expected) => {
    expect(rewriteOnly(code, defaults, (sourceCode, found) => useNullishDefault(sourceCode, found))).toEqual(expected);
  });
});

describe("usePresenceDefault", () => {
  const rows: Row[] = [
    [
      "||",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout || 30;`,
      {
        replacement: '"timeout" in args ? args.timeout : 30',
        output: `const args = JSON.parse(call.function.arguments);
const timeout = "timeout" in args ? args.timeout : 30;`,
      },
    ],
    [
      "v ? v : d",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout ? args.timeout : 30;`,
      {
        replacement: '"timeout" in args ? args.timeout : 30',
        output: `const args = JSON.parse(call.function.arguments);
const timeout = "timeout" in args ? args.timeout : 30;`,
      },
    ],
    [
      "?? (nullish)",
      `const reply = await client.callTool({ name: "stats", arguments: {} });
const timeout = reply.timeout ?? 30;`,
      {
        replacement: '"timeout" in reply ? reply.timeout : 30',
        output: `const reply = await client.callTool({ name: "stats", arguments: {} });
const timeout = "timeout" in reply ? reply.timeout : 30;`,
      },
    ],
    [
      "||= has no presence form",
      `const args = JSON.parse(call.function.arguments);
args.timeout ||= 30;`,
      null,
    ],
    [
      "??= has no presence form",
      `const reply = await client.callTool({ name: "stats", arguments: {} });
reply.timeout ??= 30;`,
      null,
    ],
    [
      "a chain would lose its middle operands",
      `const args = JSON.parse(call.function.arguments);
const name = args.a || args.b || "none";`,
      null,
    ],
    [
      "a nested field",
      `const args = JSON.parse(call.function.arguments);
const depth = args.options.depth || 2;`,
      {
        replacement: '"depth" in args.options ? args.options.depth : 2',
        output: `const args = JSON.parse(call.function.arguments);
const depth = "depth" in args.options ? args.options.depth : 2;`,
      },
    ],
    [
      "a key that is not an identifier",
      `const args = JSON.parse(call.function.arguments);
const max = args["max-results"] || 10;`,
      {
        replacement: '"max-results" in args ? args["max-results"] : 10',
        output: `const args = JSON.parse(call.function.arguments);
const max = "max-results" in args ? args["max-results"] : 10;`,
      },
    ],
    [
      "a bound field tests for undefined",
      `const args = JSON.parse(call.function.arguments);
const { limit } = args;
list(limit || 10);`,
      {
        replacement: "limit !== undefined ? limit : 10",
        output: `const args = JSON.parse(call.function.arguments);
const { limit } = args;
list(limit !== undefined ? limit : 10);`,
      },
    ],
    [
      "an optional chain tests an object that may be missing",
      `const args = JSON.parse(call.function.arguments);
const limit = args?.limit || 10;`,
      {
        replacement: '"limit" in (args ?? {}) ? args?.limit : 10',
        output: `const args = JSON.parse(call.function.arguments);
const limit = "limit" in (args ?? {}) ? args?.limit : 10;`,
      },
    ],
    [
      "an && fallback needs no parentheses in a conditional",
      `const args = JSON.parse(call.function.arguments);
const mode = args.mode || a && b;`,
      {
        replacement: '"mode" in args ? args.mode : a && b',
        output: `const args = JSON.parse(call.function.arguments);
const mode = "mode" in args ? args.mode : a && b;`,
      },
    ],
    [
      "the base of ** keeps its parentheses",
      `const args = JSON.parse(call.function.arguments);
const size = (args.base || 2) ** 2;`,
      {
        replacement: '"base" in args ? args.base : 2',
        output: `const args = JSON.parse(call.function.arguments);
const size = ("base" in args ? args.base : 2) ** 2;`,
      },
    ],
    [
      "an as-cast of the whole default keeps its parentheses",
      `const args = JSON.parse(call.function.arguments);
const depth = (args.depth || 2) as number;`,
      {
        replacement: '"depth" in args ? args.depth : 2',
        output: `const args = JSON.parse(call.function.arguments);
const depth = ("depth" in args ? args.depth : 2) as number;`,
      },
    ],
    [
      "an as-cast value",
      `const args = JSON.parse(call.function.arguments);
const depth = (args.depth as number) || 2;`,
      {
        replacement: '"depth" in args ? args.depth as number : 2',
        output: `const args = JSON.parse(call.function.arguments);
const depth = "depth" in args ? args.depth as number : 2;`,
      },
    ],
    [
      "inside a template literal",
      `const args = JSON.parse(call.function.arguments);
const greeting = \`hello \${args.page || "anon"}\`;`,
      {
        replacement: '"page" in args ? args.page : "anon"',
        output: `const args = JSON.parse(call.function.arguments);
const greeting = \`hello \${"page" in args ? args.page : "anon"}\`;`,
      },
    ],
    [
      "a for(;;) initialiser: a bare in needs parentheses",
      `const args = JSON.parse(call.function.arguments);
for (let i = args.start || 1; i < n; i++) step(i);`,
      {
        replacement: '"start" in args ? args.start : 1',
        output: `const args = JSON.parse(call.function.arguments);
for (let i = ("start" in args ? args.start : 1); i < n; i++) step(i);`,
      },
    ],
    [
      "a for(;;) initialiser inside an arrow",
      `const args = JSON.parse(call.function.arguments);
for (let get = () => args.start || 1; ; ) break;`,
      {
        replacement: '"start" in args ? args.start : 1',
        output: `const args = JSON.parse(call.function.arguments);
for (let get = () => ("start" in args ? args.start : 1); ; ) break;`,
      },
    ],
    [
      "a comment between the operands is kept",
      `const args = JSON.parse(call.function.arguments);
const timeout = args.timeout /* seconds */ || 30;`,
      {
        replacement: '"timeout" in args ? args.timeout : 30',
        output: `const args = JSON.parse(call.function.arguments);
const timeout = "timeout" in args ? args.timeout : 30 /* seconds */;`,
      },
    ],
    [
      "a receiver with side effects is not repeated",
      `const limit = JSON.parse(call.function.arguments).limit || 10;`,
      null,
    ],
    [
      "a receiver with a call in its key is not repeated",
      `const args = JSON.parse(call.function.arguments);
const limit = args.pages[nextPage()].limit || 10;`,
      null,
    ],
  ];
  it.each(rows)("%s", (_description, code, expected) => {
    expect(
      rewriteOnly(code, defaults, (sourceCode, found, analysis) => usePresenceDefault(sourceCode, analysis, found)),
    ).toEqual(expected);
  });
});

describe("useNormalizer", () => {
  /** [description, code, normaliser name, expected] */
  const rows: Array<[string, string, string, Expected]> = [
    [
      "Number(v)",
      `const args = JSON.parse(call.function.arguments);
const count = Number(args.count);`,
      "toInt",
      {
        replacement: "toInt(args.count)",
        output: `const args = JSON.parse(call.function.arguments);
const count = toInt(args.count);`,
      },
    ],
    [
      "+v",
      `const args = JSON.parse(call.function.arguments);
const count = +args.count;`,
      "toInt",
      {
        replacement: "toInt(args.count)",
        output: `const args = JSON.parse(call.function.arguments);
const count = toInt(args.count);`,
      },
    ],
    [
      "v | 0",
      `const args = JSON.parse(call.function.arguments);
const count = args.count | 0;`,
      "toInt",
      {
        replacement: "toInt(args.count)",
        output: `const args = JSON.parse(call.function.arguments);
const count = toInt(args.count);`,
      },
    ],
    [
      "~~v",
      `const args = JSON.parse(call.function.arguments);
const count = ~~args.count;`,
      "toInt",
      {
        replacement: "toInt(args.count)",
        output: `const args = JSON.parse(call.function.arguments);
const count = toInt(args.count);`,
      },
    ],
    [
      "!!v",
      `const args = JSON.parse(call.function.arguments);
const on = !!args.flag;`,
      "toBool",
      {
        replacement: "toBool(args.flag)",
        output: `const args = JSON.parse(call.function.arguments);
const on = toBool(args.flag);`,
      },
    ],
    [
      "parseInt with a literal radix",
      `const args = JSON.parse(call.function.arguments);
const count = parseInt(args.count, 10);`,
      "toInt",
      {
        replacement: "toInt(args.count)",
        output: `const args = JSON.parse(call.function.arguments);
const count = toInt(args.count);`,
      },
    ],
    [
      "an as-cast operand",
      `const args = JSON.parse(call.function.arguments);
const count = Number(args.count as string);`,
      "toInt",
      {
        replacement: "toInt(args.count as string)",
        output: `const args = JSON.parse(call.function.arguments);
const count = toInt(args.count as string);`,
      },
    ],
    [
      "the base of **",
      `const args = JSON.parse(call.function.arguments);
const size = Number(args.base) ** 2;`,
      "toInt",
      {
        replacement: "toInt(args.base)",
        output: `const args = JSON.parse(call.function.arguments);
const size = toInt(args.base) ** 2;`,
      },
    ],
    [
      "a comment outside the operand is kept",
      `const args = JSON.parse(call.function.arguments);
const count = parseInt(args.count, /* radix */ 10);`,
      "toInt",
      {
        replacement: "toInt(args.count)",
        output: `const args = JSON.parse(call.function.arguments);
const count = toInt(args.count) /* radix */;`,
      },
    ],
    [
      "a comment inside the operand stays in it",
      `const args = JSON.parse(call.function.arguments);
const count = Number(args /* raw */.count);`,
      "toInt",
      {
        replacement: "toInt(args /* raw */.count)",
        output: `const args = JSON.parse(call.function.arguments);
const count = toInt(args /* raw */.count);`,
      },
    ],
    [
      "a radix other than 10 is not dropped",
      `const args = JSON.parse(call.function.arguments);
const mask = parseInt(args.mask, 16);`,
      "toInt",
      null,
    ],
    [
      "a radix with side effects is not dropped",
      `const args = JSON.parse(call.function.arguments);
const count = parseInt(args.count, nextRadix());`,
      "toInt",
      null,
    ],
  ];
  it.each(rows)("%s", (_description, code, name, expected) => {
    expect(rewriteOnly(code, coercions, (sourceCode, coercion) => useNormalizer(sourceCode, coercion, name))).toEqual(
      expected,
    );
  });
});

describe("useOwnKeyLookup", () => {
  const rows: Row[] = [
    [
      "TABLE[v]",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tier];`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined;`,
      },
    ],
    [
      "v in TABLE",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const known = args.tier in LIMITS;`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier)',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const known = typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier);`,
      },
    ],
    [
      "a table with numeric keys gates on number",
      `const NAMES = { 1: "one", 2: "two" };
const args = JSON.parse(call.function.arguments);
const name = NAMES[args.n];`,
      {
        replacement: 'typeof args.n === "number" && Object.hasOwn(NAMES, args.n) ? NAMES[args.n] : undefined',
        output: `const NAMES = { 1: "one", 2: "two" };
const args = JSON.parse(call.function.arguments);
const name = typeof args.n === "number" && Object.hasOwn(NAMES, args.n) ? NAMES[args.n] : undefined;`,
      },
    ],
    [
      "a Record<number, …> table gates on number",
      `const NAMES: Record<number, string> = load();
const args = JSON.parse(call.function.arguments);
const name = NAMES[args.n];`,
      {
        replacement: 'typeof args.n === "number" && Object.hasOwn(NAMES, args.n) ? NAMES[args.n] : undefined',
        output: `const NAMES: Record<number, string> = load();
const args = JSON.parse(call.function.arguments);
const name = typeof args.n === "number" && Object.hasOwn(NAMES, args.n) ? NAMES[args.n] : undefined;`,
      },
    ],
    [
      "the file's single quotes",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args['tier']];`,
      {
        replacement: "typeof args['tier'] === 'string' && Object.hasOwn(LIMITS, args['tier']) ? LIMITS[args['tier']] : undefined",
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = typeof args['tier'] === 'string' && Object.hasOwn(LIMITS, args['tier']) ? LIMITS[args['tier']] : undefined;`,
      },
    ],
    [
      "an as-cast key is parenthesised after typeof",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tier as Tier];`,
      {
        replacement:
          'typeof (args.tier as Tier) === "string" && Object.hasOwn(LIMITS, args.tier as Tier) ? LIMITS[args.tier as Tier] : undefined',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = typeof (args.tier as Tier) === "string" && Object.hasOwn(LIMITS, args.tier as Tier) ? LIMITS[args.tier as Tier] : undefined;`,
      },
    ],
    [
      "the base of ** gets parentheses",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const size = LIMITS[args.tier] ** 2;`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const size = (typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined) ** 2;`,
      },
    ],
    [
      "an as-cast of the lookup gets parentheses",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tier] as number;`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = (typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined) as number;`,
      },
    ],
    [
      "a member of the lookup gets parentheses",
      `const LIMITS = { free: { max: 10 }, pro: { max: 100 } };
const args = JSON.parse(call.function.arguments);
const max = LIMITS[args.tier].max;`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined',
        output: `const LIMITS = { free: { max: 10 }, pro: { max: 100 } };
const args = JSON.parse(call.function.arguments);
const max = (typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined).max;`,
      },
    ],
    [
      "inside a template literal",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
log(\`limit: \${LIMITS[args.tier]}\`);`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
log(\`limit: \${typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined}\`);`,
      },
    ],
    [
      "v in TABLE on the right of ?? cannot mix with &&",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const known = cached ?? args.tier in LIMITS;`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier)',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const known = cached ?? (typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier));`,
      },
    ],
    [
      "v in TABLE under || gets parentheses",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const known = cached || args.tier in LIMITS;`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier)',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const known = cached || typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier);`,
      },
    ],
    [
      "v in TABLE negated",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const unknown = !(args.tier in LIMITS);`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier)',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const unknown = !(typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier));`,
      },
    ],
    [
      "v in TABLE in a for(;;) initialiser keeps its parentheses",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
for (let known = (args.tier in LIMITS); known; known = false) run();`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier)',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
for (let known = (typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier)); known; known = false) run();`,
      },
    ],
    [
      "a comment between key and in is kept",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const known = args.tier /* tier */ in LIMITS;`,
      {
        replacement: 'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier)',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const known = typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) /* tier */;`,
      },
    ],
    [
      "a comment inside the member stays in it",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[/* tier */ args.tier];`,
      {
        replacement:
          'typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[/* tier */ args.tier] : undefined',
        output: `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[/* tier */ args.tier] : undefined;`,
      },
    ],
    [
      "a handler table that is called",
      `const handlers = { start: startJob, stop: stopJob };
const args = JSON.parse(call.function.arguments);
handlers[args.action](args);`,
      null,
    ],
    [
      "a key with side effects is not repeated",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tiers[i++]];`,
      null,
    ],
    [
      "an optional lookup",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS?.[args.tier];`,
      null,
    ],
    [
      "an inline table would be evaluated twice",
      `const args = JSON.parse(call.function.arguments);
const limit = { free: 10, pro: 100 }[args.tier];`,
      null,
    ],
    [
      "a loose equality is not a table lookup",
      `const args = JSON.parse(call.function.arguments);
if (args.count == 1) one();`,
      null,
    ],
  ];
  it.each(rows)("%s", (_description, code, expected) => {
    expect(rewriteOnly(code, lookups, (sourceCode, lookup) => useOwnKeyLookup(sourceCode, lookup))).toEqual(expected);
  });
});

describe("useStrictEquality", () => {
  const rows: Row[] = [
    [
      "==",
      `const args = JSON.parse(call.function.arguments);
if (args.count == 1) one();`,
      {
        replacement: "args.count === 1",
        output: `const args = JSON.parse(call.function.arguments);
if (args.count === 1) one();`,
      },
    ],
    [
      "!= with the literal first",
      `const args = JSON.parse(call.function.arguments);
if (true != args.flag) off();`,
      {
        replacement: "true !== args.flag",
        output: `const args = JSON.parse(call.function.arguments);
if (true !== args.flag) off();`,
      },
    ],
    [
      "without spaces",
      `const args = JSON.parse(call.function.arguments);
if (args.count==1) one();`,
      {
        replacement: "args.count === 1",
        output: `const args = JSON.parse(call.function.arguments);
if (args.count===1) one();`,
      },
    ],
    [
      "a parenthesised left operand",
      `const args = JSON.parse(call.function.arguments);
if ((args.count) == 1) one();`,
      {
        replacement: "args.count === 1",
        output: `const args = JSON.parse(call.function.arguments);
if ((args.count) === 1) one();`,
      },
    ],
    [
      "a left operand that contains == itself",
      `const args = JSON.parse(call.function.arguments);
if (args.items[i == 0 ? 0 : 1] == 1) one();`,
      {
        replacement: "args.items[i == 0 ? 0 : 1] === 1",
        output: `const args = JSON.parse(call.function.arguments);
if (args.items[i == 0 ? 0 : 1] === 1) one();`,
      },
    ],
    [
      "v == -1",
      `const args = JSON.parse(call.function.arguments);
if (args.count == -1) all();`,
      {
        replacement: "args.count === -1",
        output: `const args = JSON.parse(call.function.arguments);
if (args.count === -1) all();`,
      },
    ],
    [
      "comments around the operator are kept",
      `const args = JSON.parse(call.function.arguments);
if (args.count /* n */ == /* one */ 1) one();`,
      {
        replacement: "args.count === 1",
        output: `const args = JSON.parse(call.function.arguments);
if (args.count /* n */ === /* one */ 1) one();`,
      },
    ],
    [
      "a table lookup is not an equality",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tier];`,
      null,
    ],
  ];
  it.each(rows)("%s", (_description, code, expected) => {
    expect(rewriteOnly(code, lookups, (sourceCode, lookup) => useStrictEquality(sourceCode, lookup))).toEqual(expected);
  });
});

describe("useRawValue", () => {
  const rows: Row[] = [
    [
      "set.has(Number(v))",
      `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(Number(args.tier));`,
      {
        replacement: "args.tier",
        output: `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(args.tier);`,
      },
    ],
    [
      "arr.includes(+v)",
      `const ALLOWED = [1, 2, 3];
const args = JSON.parse(call.function.arguments);
const ok = ALLOWED.includes(+args.n);`,
      {
        replacement: "args.n",
        output: `const ALLOWED = [1, 2, 3];
const args = JSON.parse(call.function.arguments);
const ok = ALLOWED.includes(args.n);`,
      },
    ],
    [
      "parseInt with a radix",
      `const ALLOWED = [1, 2, 3];
const args = JSON.parse(call.function.arguments);
const at = ALLOWED.indexOf(parseInt(args.n, 10));`,
      {
        replacement: "args.n",
        output: `const ALLOWED = [1, 2, 3];
const args = JSON.parse(call.function.arguments);
const at = ALLOWED.indexOf(args.n);`,
      },
    ],
    [
      "a string conversion has no obvious raw form: the keys may be strings",
      `const args = JSON.parse(call.function.arguments);
const user = users.get(String(args.id));`,
      null,
    ],
    [
      "a lone template is a string conversion too",
      `const args = JSON.parse(call.function.arguments);
const user = users.get(\`\${args.id}\`);`,
      null,
    ],
    [
      "a boolean conversion has no obvious raw form",
      `const args = JSON.parse(call.function.arguments);
const ok = FLAGS.has(!!args.on);`,
      null,
    ],
    [
      "switch (Number(v))",
      `const args = JSON.parse(call.function.arguments);
switch (Number(args.tier)) {
  case 1:
    one();
}`,
      {
        replacement: "args.tier",
        output: `const args = JSON.parse(call.function.arguments);
switch (args.tier) {
  case 1:
    one();
}`,
      },
    ],
    [
      "an as-cast operand",
      `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(Number(args.tier as string));`,
      {
        replacement: "args.tier as string",
        output: `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(args.tier as string);`,
      },
    ],
    [
      "switch (+v) with a comment after the operand",
      `const args = JSON.parse(call.function.arguments);
switch (+args.tier /* tier */) {
  case 1:
    one();
}`,
      {
        replacement: "args.tier",
        output: `const args = JSON.parse(call.function.arguments);
switch (args.tier /* tier */) {
  case 1:
    one();
}`,
      },
    ],
    [
      "~~v",
      `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(~~args.n);`,
      {
        replacement: "args.n",
        output: `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(args.n);`,
      },
    ],
    [
      "a comment outside the operand is kept",
      `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(Number(/* tier */ args.tier));`,
      {
        replacement: "args.tier",
        output: `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(args.tier /* tier */);`,
      },
    ],
    [
      "a table lookup has no conversion to drop",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tier];`,
      null,
    ],
  ];
  it.each(rows)("%s", (_description, code, expected) => {
    expect(rewriteOnly(code, lookups, (sourceCode, lookup) => useRawValue(sourceCode, lookup))).toEqual(expected);
  });
});

/**
 * Lookups and comparisons looser than the contract (`analysis.lookups()`), and what counts as a
 * lookup table (`resolveTable`).
 *
 * findLookups rows list every lookup the analysis reports in a snippet, in source order: its kind,
 * the text of the reported node and the text of the tool value used as the key. resolveTable rows
 * give the table found for an expression (its written keys, or `null` for a `Record`-typed table,
 * and whether the keys are numbers), or `null` when the expression is not a table.
 */
import { describe, expect, it } from "vitest";

import { type Lookup, resolveTable } from "../../src/analysis/lookup.js";
import { analyze } from "./harness.js";

interface ExpectedLookup {
  readonly kind: Lookup["kind"];
  readonly text: string;
  readonly key: string;
}

/** [description, code, expected lookups in source order] */
type Row = [string, string, ExpectedLookup[]];

function lookupsIn(code: string): ExpectedLookup[] {
  const { analysis, sourceCode } = analyze(code);
  return [...analysis.lookups()]
    .sort((a, b) => a.node.range[0] - b.node.range[0] || a.key.range[0] - b.key.range[0])
    .map((lookup) => ({ kind: lookup.kind, text: sourceCode.getText(lookup.node), key: sourceCode.getText(lookup.key) }));
}

function check(rows: readonly Row[]): void {
  it.each(rows)("%s", (_description, code, expected) => {
    expect(lookupsIn(code)).toEqual(expected);
  });
}

describe("findLookups: object tables", () => {
  check([
    [
      "TABLE[v] on a const object literal",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tier];`,
      [{ kind: "table", text: "LIMITS[args.tier]", key: "args.tier" }],
    ],
    [
      "v in TABLE",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const known = args.tier in LIMITS;`,
      [{ kind: "in", text: "args.tier in LIMITS", key: "args.tier" }],
    ],
    [
      "an inline object literal",
      `const args = JSON.parse(call.function.arguments);
const limit = { free: 10, pro: 100 }[args.tier];`,
      [{ kind: "table", text: "{ free: 10, pro: 100 }[args.tier]", key: "args.tier" }],
    ],
    [
      "a table declared after the function that reads it",
      `function limitOf(call) {
  const args = JSON.parse(call.function.arguments);
  return LIMITS[args.tier];
}
const LIMITS = { free: 10, pro: 100 };`,
      [{ kind: "table", text: "LIMITS[args.tier]", key: "args.tier" }],
    ],
    [
      "a Record-typed table",
      `const LIMITS: Record<string, number> = load();
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tier];`,
      [{ kind: "table", text: "LIMITS[args.tier]", key: "args.tier" }],
    ],
    [
      "a handler table called with the key",
      `const handlers = { start: startJob, stop: stopJob };
const args = JSON.parse(call.function.arguments);
handlers[args.action](args);`,
      [{ kind: "table", text: "handlers[args.action]", key: "args.action" }],
    ],
    [
      "a destructured key",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const { tier } = args;
const limit = LIMITS[tier];`,
      [{ kind: "table", text: "LIMITS[tier]", key: "tier" }],
    ],
    [
      "an array element as the key",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
for (const tier of args.tiers) total += LIMITS[tier];`,
      [{ kind: "table", text: "LIMITS[tier]", key: "tier" }],
    ],
    [
      "an optional computed member",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS?.[args.tier];`,
      [{ kind: "table", text: "LIMITS?.[args.tier]", key: "args.tier" }],
    ],
    [
      "an in-check does not settle the lookup it guards",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
if (args.tier in LIMITS) use(LIMITS[args.tier]);`,
      [
        { kind: "in", text: "args.tier in LIMITS", key: "args.tier" },
        { kind: "table", text: "LIMITS[args.tier]", key: "args.tier" },
      ],
    ],
    [
      "writing a table is not a lookup",
      `const COUNTS = { free: 0, pro: 0 };
const args = JSON.parse(call.function.arguments);
COUNTS[args.tier] = 1;`,
      [],
    ],
    [
      "a let is not a table",
      `let LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tier];`,
      [],
    ],
    [
      "an empty object in a function is being built, not a table",
      `function record(raw: string) {
  const seen = {};
  const args = JSON.parse(call.function.arguments);
  const hit = seen[args.id];
}`,
      [],
    ],
    [
      "an array is not a table",
      `const NAMES = ["free", "pro"];
const args = JSON.parse(call.function.arguments);
const name = NAMES[args.index];`,
      [],
    ],
    [
      "a call result is not a table",
      `const LIMITS = loadLimits();
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args.tier];`,
      [],
    ],
    [
      "a tool value as the table, not the key",
      `const args = JSON.parse(call.function.arguments);
const limit = args.limits[tier];`,
      [],
    ],
    [
      "the arguments object itself as the key",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = LIMITS[args];`,
      [],
    ],
  ]);
});

describe("findLookups: settled keys", () => {
  check([
    [
      "behind a typeof gate",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = typeof args.tier === "string" && LIMITS[args.tier];`,
      [],
    ],
    [
      "behind Object.hasOwn",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : 0;`,
      [],
    ],
    [
      "behind a hasOwnProperty method call",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
if (LIMITS.hasOwnProperty(args.tier)) use(LIMITS[args.tier]);`,
      [],
    ],
    [
      "Reflect.has also finds inherited keys: not settled",
      `const LIMITS = { free: 10, pro: 100 };
const args = JSON.parse(call.function.arguments);
const limit = Reflect.has(LIMITS, args.tier) ? LIMITS[args.tier] : 0;`,
      [{ kind: "table", text: "LIMITS[args.tier]", key: "args.tier" }],
    ],
    [
      "a z.enum() key whose values are all own keys of the table",
      `const LIMITS = { free: 10, pro: 100 };
server.registerTool("plan", { inputSchema: { tier: z.enum(["free", "pro"]) } }, async ({ tier }) => show(LIMITS[tier]));`,
      [],
    ],
    [
      "a z.enum() key with a value the table lacks",
      `const LIMITS = { free: 10, pro: 100 };
server.registerTool("plan", { inputSchema: { tier: z.enum(["free", "pro", "team"]) } }, async ({ tier }) => show(LIMITS[tier]));`,
      [{ kind: "table", text: "LIMITS[tier]", key: "tier" }],
    ],
    [
      "a z.enum() key into a Record-typed table (keys unknown): it names no inherited key",
      `const LIMITS: Record<string, number> = load();
server.registerTool("plan", { inputSchema: { tier: z.enum(["free", "pro"]) } }, async ({ tier }) => show(LIMITS[tier]));`,
      [],
    ],
    [
      "a z.enum() key that names an inherited key, into a table of unknown keys",
      `const LIMITS: Record<string, number> = load();
server.registerTool("plan", { inputSchema: { tier: z.enum(["free", "constructor"]) } }, async ({ tier }) => show(LIMITS[tier]));`,
      [{ kind: "table", text: "LIMITS[tier]", key: "tier" }],
    ],
    [
      "a parsed JSON document held in a const is a table",
      `const registry = await (await fetch(url)).json();
server.registerTool("get", { inputSchema: { name: z.string() } }, async ({ name }) => show(registry.components[name], registry[name]));`,
      [
        { kind: "table", text: "registry.components[name]", key: "name" },
        { kind: "table", text: "registry[name]", key: "name" },
      ],
    ],
    [
      "the result of a function of the file that returns JSON.parse",
      `function loadIndex() { return JSON.parse(readFileSync("index.json", "utf8")); }
const index = loadIndex();
server.registerTool("get", { inputSchema: { name: z.string() } }, async ({ name }) => show(index[name]));`,
      [{ kind: "table", text: "index[name]", key: "name" }],
    ],
    [
      "a const holding another call's result is no table",
      `const registry = await loadRegistry();
const list = [1, 2].map(String);
server.registerTool("get", { inputSchema: { name: z.string() } }, async ({ name }) => show(registry[name], list[name]));`,
      [],
    ],
    [
      "a z.string() key can name an inherited key",
      `const LIMITS = { free: 10, pro: 100 };
server.registerTool("plan", { inputSchema: { tier: z.string() } }, async ({ tier }) => show(LIMITS[tier]));`,
      [{ kind: "table", text: "LIMITS[tier]", key: "tier" }],
    ],
    [
      "a z.number() key cannot collide",
      `const LIMITS = { 1: 10, 2: 100 };
server.registerTool("plan", { inputSchema: { tier: z.number() } }, async ({ tier }) => show(LIMITS[tier]));`,
      [],
    ],
    [
      "a z.coerce.number() key was laundered",
      `const LIMITS = { 1: 10, 2: 100 };
server.registerTool("plan", { inputSchema: { tier: z.coerce.number() } }, async ({ tier }) => show(LIMITS[tier]));`,
      [{ kind: "table", text: "LIMITS[tier]", key: "tier" }],
    ],
    [
      "values returned by a schema .parse()",
      `const LIMITS = { free: 10, pro: 100 };
const args = ArgsSchema.parse(JSON.parse(call.function.arguments));
const limit = LIMITS[args.tier];`,
      [],
    ],
  ]);
});

describe("findLookups: loose equality", () => {
  check([
    [
      "v == number",
      `const args = JSON.parse(call.function.arguments);
if (args.count == 1) one();`,
      [{ kind: "looseEquality", text: "args.count == 1", key: "args.count" }],
    ],
    [
      "boolean != v",
      `const args = JSON.parse(call.function.arguments);
if (true != args.flag) off();`,
      [{ kind: "looseEquality", text: "true != args.flag", key: "args.flag" }],
    ],
    [
      'v == ""',
      `const args = JSON.parse(call.function.arguments);
if (args.name == "") anonymous();`,
      [{ kind: "looseEquality", text: 'args.name == ""', key: "args.name" }],
    ],
    [
      "v == -1",
      `const args = JSON.parse(call.function.arguments);
if (args.count == -1) all();`,
      [{ kind: "looseEquality", text: "args.count == -1", key: "args.count" }],
    ],
    [
      "v == a non-empty string",
      `const args = JSON.parse(call.function.arguments);
if (args.name == "admin") admin();`,
      [],
    ],
    [
      "v == null is a presence test",
      `const args = JSON.parse(call.function.arguments);
if (args.name == null) anonymous();`,
      [],
    ],
    [
      "v === number is strict",
      `const args = JSON.parse(call.function.arguments);
if (args.count === 1) one();`,
      [],
    ],
    [
      "v == another value",
      `const args = JSON.parse(call.function.arguments);
if (args.count == expected) one();`,
      [],
    ],
    [
      "a z.number() field compared loosely with a number",
      `server.registerTool("roll", { inputSchema: { sides: z.number() } }, async ({ sides }) => (sides == 6 ? die() : other()));`,
      [],
    ],
    [
      "a z.coerce.number() field compared loosely",
      `server.registerTool("roll", { inputSchema: { sides: z.coerce.number() } }, async ({ sides }) => (sides == 6 ? die() : other()));`,
      [{ kind: "looseEquality", text: "sides == 6", key: "sides" }],
    ],
    [
      "behind a typeof gate",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.count === "number" && args.count == 1) one();`,
      [],
    ],
  ]);
});

describe("findLookups: strict lookups after a conversion", () => {
  check([
    [
      "set.has(Number(v))",
      `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(Number(args.tier));`,
      [{ kind: "coercedLookup", text: "TIERS.has(Number(args.tier))", key: "args.tier" }],
    ],
    [
      "map.get(String(v))",
      `const args = JSON.parse(call.function.arguments);
const user = users.get(String(args.id));`,
      [{ kind: "coercedLookup", text: "users.get(String(args.id))", key: "args.id" }],
    ],
    [
      "arr.includes(+v)",
      `const ALLOWED = [1, 2, 3];
const args = JSON.parse(call.function.arguments);
const ok = ALLOWED.includes(+args.n);`,
      [{ kind: "coercedLookup", text: "ALLOWED.includes(+args.n)", key: "args.n" }],
    ],
    [
      "arr.indexOf(parseInt(v))",
      `const ALLOWED = [1, 2, 3];
const args = JSON.parse(call.function.arguments);
const at = ALLOWED.indexOf(parseInt(args.n, 10));`,
      [{ kind: "coercedLookup", text: "ALLOWED.indexOf(parseInt(args.n, 10))", key: "args.n" }],
    ],
    [
      "switch (Number(v))",
      `const args = JSON.parse(call.function.arguments);
switch (Number(args.tier)) {
  case 1:
    one();
}`,
      [
        {
          kind: "coercedSwitch",
          text: `switch (Number(args.tier)) {
  case 1:
    one();
}`,
          key: "args.tier",
        },
      ],
    ],
    [
      "set.has(!!v)",
      `const args = JSON.parse(call.function.arguments);
const ok = FLAGS.has(!!args.on);`,
      [{ kind: "coercedLookup", text: "FLAGS.has(!!args.on)", key: "args.on" }],
    ],
    [
      "set.has of a lone template",
      `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(\`\${args.tier}\`);`,
      [{ kind: "coercedLookup", text: "TIERS.has(`${args.tier}`)", key: "args.tier" }],
    ],
    [
      "set.has(v) on the raw value is a strict gate",
      `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(args.tier);`,
      [],
    ],
    [
      "switch (v) on the raw value is strict",
      `const args = JSON.parse(call.function.arguments);
switch (args.tier) {
  case 1:
    one();
}`,
      [],
    ],
    [
      "includes on something not known to be an array may be a substring search",
      `const args = JSON.parse(call.function.arguments);
const found = text.includes(String(args.word));`,
      [],
    ],
    [
      "a conversion passed to an ordinary call",
      `const args = JSON.parse(call.function.arguments);
const page = fetchPage(Number(args.page));`,
      [],
    ],
    [
      "a conversion of a gated value",
      `const args = JSON.parse(call.function.arguments);
const ok = typeof args.tier === "string" && TIERS.has(Number(args.tier));`,
      [],
    ],
    [
      "a conversion of a z.string() value",
      `server.registerTool("plan", { inputSchema: { tier: z.string() } }, async ({ tier }) => show(TIERS.has(Number(tier))));`,
      [],
    ],
  ]);
});

describe("findLookups: shapes found in review", () => {
  it.each<Row>([
    // `Object.hasOwn(ALIASES, v)` says nothing about `LIMITS[v]`: the own-key fact names its table.
    // Binary conversions (`v | 0`, `v * 1`) are keys of strict lookups too.
    [
      "set.has(v | 0)",
      `const args = JSON.parse(call.function.arguments);
const ok = TIERS.has(args.n | 0);`,
      [{ kind: "coercedLookup", text: "TIERS.has(args.n | 0)", key: "args.n" }],
    ],
    [
      "switch (v * 1)",
      `const args = JSON.parse(call.function.arguments);
switch (args.n * 1) {
  case 1:
    one();
}`,
      [
        {
          kind: "coercedSwitch",
          text: `switch (args.n * 1) {
  case 1:
    one();
}`,
          key: "args.n",
        },
      ],
    ],
    [
      "Object.hasOwn on another table",
      `const LIMITS = { free: 10, pro: 100 };
const ALIASES = { basic: "free" };
const args = JSON.parse(call.function.arguments);
const limit = Object.hasOwn(ALIASES, args.tier) ? LIMITS[args.tier] : 0;`,
      [{ kind: "table", text: "LIMITS[args.tier]", key: "args.tier" }],
    ],
  ])("%s", (_description, code, expected) => {
    expect(lookupsIn(code)).toEqual(expected);
  });
});

describe("resolveTable", () => {
  interface ExpectedTable {
    readonly keys: string[] | null;
    readonly numericKeys: boolean;
  }
  /** [description, code, text of the table expression, expected table or null] */
  const rows: Array<[string, string, string, ExpectedTable | null]> = [
    ["an inline object literal", `use({ a: 1, b: 2 });`, "{ a: 1, b: 2 }", { keys: ["a", "b"], numericKeys: false }],
    ["a const object literal", `const T = { a: 1, "b-c": 2 };\nuse(T);`, "T", { keys: ["a", "b-c"], numericKeys: false }],
    ["as const", `const T = { a: 1, b: 2 } as const;\nuse(T);`, "T", { keys: ["a", "b"], numericKeys: false }],
    ["satisfies", `const T = { a: 1 } satisfies Record<string, number>;\nuse(T);`, "T", { keys: ["a"], numericKeys: false }],
    ["Object.freeze", `const T = Object.freeze({ a: 1, b: 2 });\nuse(T);`, "T", { keys: ["a", "b"], numericKeys: false }],
    ["Object.freeze with as const", `const T = Object.freeze({ a: 1 } as const);\nuse(T);`, "T", { keys: ["a"], numericKeys: false }],
    ["numeric keys", `const T = { 1: "one", 2: "two", "3": "three" };\nuse(T);`, "T", { keys: ["1", "2", "3"], numericKeys: true }],
    ["negative and decimal numeric keys", `const T = { "-1": "minus", "1.5": "half" };\nuse(T);`, "T", { keys: ["-1", "1.5"], numericKeys: true }],
    ["mixed keys", `const T = { 1: "one", two: 2 };\nuse(T);`, "T", { keys: ["1", "two"], numericKeys: false }],
    ["a computed literal key", `const T = { ["a"]: 1 };\nuse(T);`, "T", { keys: ["a"], numericKeys: false }],
    ["a spread: keys unknown", `const T = { ...BASE, a: 1 };\nuse(T);`, "T", { keys: null, numericKeys: false }],
    ["a computed key: keys unknown", `const T = { [name]: 1 };\nuse(T);`, "T", { keys: null, numericKeys: false }],
    ["a methods table", `const T = { start() {}, stop() {} };\nuse(T);`, "T", { keys: ["start", "stop"], numericKeys: false }],
    ["Record<string, …>", `const T: Record<string, number> = load();\nuse(T);`, "T", { keys: null, numericKeys: false }],
    ["Record<number, …>", `const T: Record<number, string> = load();\nuse(T);`, "T", { keys: null, numericKeys: true }],
    ["a string index signature", `const T: { [key: string]: number } = load();\nuse(T);`, "T", { keys: null, numericKeys: false }],
    ["a number index signature", `const T: { [key: number]: string } = load();\nuse(T);`, "T", { keys: null, numericKeys: true }],
    ["a literal wins over its Record annotation", `const T: Record<number, string> = { 1: "one" };\nuse(T);`, "T", { keys: ["1"], numericKeys: true }],
    ["let is not a table", `let T = { a: 1 };\nuse(T);`, "T", null],
    ["var is not a table", `var T = { a: 1 };\nuse(T);`, "T", null],
    ["a module's {} is a table filled later", `const T = {};\nuse(T);`, "T", { keys: null, numericKeys: false }],
    ["{} in a function is not a table", `function f() {\n  const T = {};\n  use(T);\n}`, "T", null],
    ["an inline {} is not a table", `use({});`, "{}", null],
    ["a call result is not a table", `const T = load();\nuse(T);`, "T", null],
    ["Object.freeze of a variable is not a table", `const T = Object.freeze(BASE);\nuse(T);`, "T", null],
    ["an object type with named members is not a Record", `const T: { a: number } = load();\nuse(T);`, "T", null],
    ["a Map type is not a Record", `const T: Map<string, number> = load();\nuse(T);`, "T", null],
    ["a parameter typed Record is a table", `function f(T: Record<string, number>) {\n  use(T);\n}`, "T", { keys: null, numericKeys: false }],
    ["an untyped parameter is not a table", `function f(T) {\n  use(T);\n}`, "T", null],
    ["an undeclared global is not a table", `use(T);`, "T", null],
    ["a member expression is not a table", `use(config.limits);`, "config.limits", null],
  ];
  function tableAt(code: string, text: string): ExpectedTable | null {
    const { analysis, nodesWithText } = analyze(code);
    // The last node with that text: the use, after any declaration.
    const table = resolveTable(nodesWithText(text).at(-1)!, analysis);
    return table && { keys: table.keys && [...table.keys], numericKeys: table.numericKeys };
  }
  it.each(rows)("%s", (_description, code, text, expected) => {
    expect(tableAt(code, text)).toEqual(expected);
  });
  // A binding destructured from an object literal is bound to a part of it, not to the literal.
  it.each<[string, string, string, ExpectedTable | null]>([
    ["a binding destructured from a literal is not that literal", `const { inner } = { inner: { x: 1 } };\nuse(inner);`, "inner", null],
  ])("%s", (_description, code, text, expected) => {
    expect(tableAt(code, text)).toEqual(expected);
  });
});

describe("findLookups: repeats are compared in bounded groups", () => {
  it("keeps one report for a lookup its own test opened, and every report of a lookup written thousands of times, the same on two runs", { timeout: 60_000 }, () => {
    const opened = `const T: Record<string, number> = { a: 1 };
server.registerTool("t", { inputSchema: { k: z.string() } }, async ({ k }) => {
  if (T[k]) return use(T[k]);
  return byName[k] ?? T[k];
});
const byName: Record<string, number> = {};`;
    expect(lookupsIn(opened).map((lookup) => lookup.text)).toEqual(["T[k]", "byName[k]"]);
    const many = `const T: Record<string, number> = { a: 1 };
server.registerTool("t", { inputSchema: { k: z.string() } }, async ({ k }) => {
${Array.from({ length: 5_000 }, () => "  if (T[k]) use(T[k]);").join("\n")}
});`;
    const first = lookupsIn(many);
    expect(first).toHaveLength(10_000);
    expect(lookupsIn(many)).toEqual(first);
  });
});

/**
 * What dominating gates prove about a tool value where it is used. In every row the use is the
 * argument of `use(…)`; the row gives the facts expected there (unlisted facts are false / empty).
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import type { TypeFact } from "../../src/analysis/gates.js";
import { analyze } from "./harness.js";

interface ExpectedFacts {
  readonly types?: TypeFact[];
  readonly present?: boolean;
  readonly notNull?: boolean;
  readonly truthy?: boolean;
  readonly validated?: boolean;
}

/** [description, code, text of the expression passed to `use(…)`, expected facts] */
type Row = [string, string, string, ExpectedFacts];

function factsAtUse(code: string, text: string, settings: Record<string, unknown> = {}) {
  const { analysis, nodesWithText } = analyze(code, settings);
  const node = nodesWithText(text).find((candidate) => {
    const parent = candidate.parent;
    return (
      parent?.type === AST_NODE_TYPES.CallExpression &&
      (parent.callee as TSESTree.Identifier).name === "use" &&
      parent.arguments[0] === candidate
    );
  });
  if (!node) throw new Error(`No use(${text}) in:\n${code}`);
  const value = analysis.valueOf(node);
  if (!value) throw new Error(`${text} is not tool data in:\n${code}`);
  const facts = analysis.factsAt(node, value);
  return {
    types: [...facts.types].sort(),
    present: facts.present,
    notNull: facts.notNull,
    truthy: facts.truthy,
    validated: facts.validated,
  };
}

function check(rows: readonly Row[], settings: Record<string, unknown> = {}): void {
  it.each(rows)("%s", (_description, code, text, expected) => {
    expect(factsAtUse(code, text, settings)).toEqual({
      types: expected.types ?? [],
      present: expected.present ?? false,
      notNull: expected.notNull ?? false,
      truthy: expected.truthy ?? false,
      validated: expected.validated ?? false,
    });
  });
}

describe("no gate", () => {
  check([
    ["a bare use", `const args = JSON.parse(call.function.arguments);\nuse(args.flag);`, "args.flag", {}],
    [
      "a gate in an if that has ended",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "boolean") { log(); }
use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "a gate after the use",
      `const args = JSON.parse(call.function.arguments);
use(args.flag);
if (typeof args.flag !== "boolean") throw new TypeError("flag");`,
      "args.flag",
      {},
    ],
    [
      "a guard that does not exit",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag !== "boolean") { log("bad flag"); }
use(args.flag);`,
      "args.flag",
      {},
    ],
  ]);
});

describe("typeof", () => {
  check([
    [
      'typeof v === "boolean"',
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "boolean") use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      '"boolean" === typeof v',
      `const args = JSON.parse(call.function.arguments);
if ("boolean" === typeof args.flag) use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      'typeof v == "number"',
      `const args = JSON.parse(call.function.arguments);
if (typeof args.count == "number") use(args.count);`,
      "args.count",
      { types: ["number"], present: true, notNull: true },
    ],
    [
      'typeof v !== "string", else branch',
      `const args = JSON.parse(call.function.arguments);
if (typeof args.name !== "string") { reject(); } else { use(args.name); }`,
      "args.name",
      { types: ["string"], present: true, notNull: true },
    ],
    [
      'typeof v != "string", else branch',
      `const args = JSON.parse(call.function.arguments);
if (typeof args.name != "string") { reject(); } else { use(args.name); }`,
      "args.name",
      { types: ["string"], present: true, notNull: true },
    ],
    [
      'typeof v === "boolean", else branch: nothing',
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "boolean") { keep(); } else { use(args.flag); }`,
      "args.flag",
      {},
    ],
    [
      'typeof v !== "boolean" in the consequent: nothing',
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag !== "boolean") use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "early throw guard",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag !== "boolean") throw new TypeError("flag must be a boolean");
use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "early return guard, operands reversed",
      `function run(call) {
  const args = JSON.parse(call.function.arguments);
  if ("boolean" != typeof args.flag) return;
  use(args.flag);
}`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      'typeof v === "object" does not exclude null',
      `const args = JSON.parse(call.function.arguments);
if (typeof args.options === "object") use(args.options);`,
      "args.options",
      { types: ["object"], present: true },
    ],
    [
      'typeof v !== "undefined": present only',
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag !== "undefined") use(args.flag);`,
      "args.flag",
      { present: true },
    ],
    [
      'typeof v === "undefined": nothing in the consequent',
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "undefined") use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "ternary",
      `const args = JSON.parse(call.function.arguments);
const n = typeof args.count === "number" ? use(args.count) : 0;`,
      "args.count",
      { types: ["number"], present: true, notNull: true },
    ],
  ]);
});

describe("type predicates", () => {
  check([
    [
      "Array.isArray",
      `const args = JSON.parse(call.function.arguments);
if (Array.isArray(args.items)) use(args.items);`,
      "args.items",
      { types: ["array"], present: true, notNull: true },
    ],
    [
      "!Array.isArray early return",
      `function run(args) {
  if (!Array.isArray(args.items)) return [];
  use(args.items);
}
server.registerTool("t", { inputSchema: {} }, run);`,
      "args.items",
      { types: ["array"], present: true, notNull: true },
    ],
    [
      "Array.isArray failing: nothing",
      `const args = JSON.parse(call.function.arguments);
if (Array.isArray(args.items)) { keep(); } else { use(args.items); }`,
      "args.items",
      {},
    ],
    [
      "Number.isInteger",
      `const args = JSON.parse(call.function.arguments);
if (Number.isInteger(args.count)) use(args.count);`,
      "args.count",
      { types: ["integer"], present: true, notNull: true },
    ],
    [
      "Number.isSafeInteger",
      `const args = JSON.parse(call.function.arguments);
if (Number.isSafeInteger(args.count)) use(args.count);`,
      "args.count",
      { types: ["integer"], present: true, notNull: true },
    ],
    [
      "Number.isFinite",
      `const args = JSON.parse(call.function.arguments);
if (Number.isFinite(args.ratio)) use(args.ratio);`,
      "args.ratio",
      { types: ["number"], present: true, notNull: true },
    ],
    [
      "global isFinite coerces: nothing",
      `const args = JSON.parse(call.function.arguments);
if (isFinite(args.ratio)) use(args.ratio);`,
      "args.ratio",
      {},
    ],
  ]);

  it("instanceof", () => {
    expect(
      factsAtUse(
        `const args = JSON.parse(call.function.arguments);
if (args.when instanceof Date) use(args.when);`,
        "args.when",
      ),
    ).toEqual({ types: ["object"], present: true, notNull: true, truthy: false, validated: false });
  });
});

describe("literal comparisons", () => {
  check([
    [
      "=== true",
      `const args = JSON.parse(call.function.arguments);
if (args.flag === true) use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "false === v",
      `const args = JSON.parse(call.function.arguments);
if (false === args.flag) use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "!== true, else branch",
      `const args = JSON.parse(call.function.arguments);
if (args.flag !== true) { skip(); } else { use(args.flag); }`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "!== true in the consequent: nothing",
      `const args = JSON.parse(call.function.arguments);
if (args.flag !== true) use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "== true is loose: nothing",
      `const args = JSON.parse(call.function.arguments);
if (args.flag == true) use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "=== a string literal",
      `const args = JSON.parse(call.function.arguments);
if (args.mode === "fast") use(args.mode);`,
      "args.mode",
      { types: ["string"], present: true, notNull: true },
    ],
    [
      "=== an integer literal",
      `const args = JSON.parse(call.function.arguments);
if (args.tier === 3) use(args.tier);`,
      "args.tier",
      { types: ["integer"], present: true, notNull: true },
    ],
    [
      "=== a fractional literal",
      `const args = JSON.parse(call.function.arguments);
if (args.ratio === 0.5) use(args.ratio);`,
      "args.ratio",
      { types: ["number"], present: true, notNull: true },
    ],
    [
      "== a number literal is loose: nothing",
      `const args = JSON.parse(call.function.arguments);
if (args.tier == 3) use(args.tier);`,
      "args.tier",
      {},
    ],
    [
      "a comparison with another variable: nothing",
      `const args = JSON.parse(call.function.arguments);
if (args.tier === expected) use(args.tier);`,
      "args.tier",
      {},
    ],
  ]);
});

describe("negative number literals", () => {
  it("=== a negative integer literal", () => {
    expect(
      factsAtUse(
        `const args = JSON.parse(call.function.arguments);
if (args.offset === -1) use(args.offset);`,
        "args.offset",
      ),
    ).toEqual({ types: ["integer"], present: true, notNull: true, truthy: false, validated: false });
  });
});

describe("presence tests", () => {
  check([
    [
      '"k" in x',
      `const args = JSON.parse(call.function.arguments);
if ("flag" in args) use(args.flag);`,
      "args.flag",
      { present: true },
    ],
    [
      '"other" in x: nothing for k',
      `const args = JSON.parse(call.function.arguments);
if ("other" in args) use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      '"k" in x failing: nothing',
      `const args = JSON.parse(call.function.arguments);
if (!("flag" in args)) use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "Object.hasOwn",
      `const args = JSON.parse(call.function.arguments);
if (Object.hasOwn(args, "flag")) use(args.flag);`,
      "args.flag",
      { present: true },
    ],
    [
      "Object.prototype.hasOwnProperty.call",
      `const args = JSON.parse(call.function.arguments);
if (Object.prototype.hasOwnProperty.call(args, "flag")) use(args.flag);`,
      "args.flag",
      { present: true },
    ],
    [
      "x.hasOwnProperty",
      `const args = JSON.parse(call.function.arguments);
if (args.hasOwnProperty("flag")) use(args.flag);`,
      "args.flag",
      { present: true },
    ],
    [
      "Reflect.has",
      `const args = JSON.parse(call.function.arguments);
if (Reflect.has(args, "flag")) use(args.flag);`,
      "args.flag",
      { present: true },
    ],
    [
      "nested object: Object.hasOwn(x.a, k)",
      `const args = JSON.parse(call.function.arguments);
if (Object.hasOwn(args.options, "depth")) use(args.options.depth);`,
      "args.options.depth",
      { present: true },
    ],
    [
      "!== undefined",
      `const args = JSON.parse(call.function.arguments);
if (args.flag !== undefined) use(args.flag);`,
      "args.flag",
      { present: true },
    ],
    [
      "=== undefined early return",
      `function run(call) {
  const args = JSON.parse(call.function.arguments);
  if (args.flag === undefined) return;
  use(args.flag);
}`,
      "args.flag",
      { present: true },
    ],
    [
      "!= null",
      `const args = JSON.parse(call.function.arguments);
if (args.flag != null) use(args.flag);`,
      "args.flag",
      { present: true, notNull: true },
    ],
    [
      "null != v",
      `const args = JSON.parse(call.function.arguments);
if (null != args.flag) use(args.flag);`,
      "args.flag",
      { present: true, notNull: true },
    ],
    [
      "!== null: not null, but maybe missing",
      `const args = JSON.parse(call.function.arguments);
if (args.flag !== null) use(args.flag);`,
      "args.flag",
      { notNull: true },
    ],
    [
      "=== null in the consequent: nothing",
      `const args = JSON.parse(call.function.arguments);
if (args.flag === null) use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "truthy self-test",
      `const args = JSON.parse(call.function.arguments);
if (args.flag) use(args.flag);`,
      "args.flag",
      { present: true, notNull: true, truthy: true },
    ],
    [
      "falsy early return",
      `function run(call) {
  const args = JSON.parse(call.function.arguments);
  if (!args.flag) return;
  use(args.flag);
}`,
      "args.flag",
      { present: true, notNull: true, truthy: true },
    ],
    [
      "the object is truthy: nothing for its field",
      `const args = JSON.parse(call.function.arguments);
if (args.options) use(args.options.depth);`,
      "args.options.depth",
      {},
    ],
  ]);
});

describe("configured validators", () => {
  check(
    [
      [
        "a validator on the root validates a nested path",
        `const args = JSON.parse(call.function.arguments);
if (isToolArgs(args)) use(args.options.depth);`,
        "args.options.depth",
        { validated: true },
      ],
      [
        "a failing validator with an early throw",
        `const args = JSON.parse(call.function.arguments);
if (!isToolArgs(args)) throw new TypeError("bad arguments");
use(args.flag);`,
        "args.flag",
        { validated: true },
      ],
      [
        "a validator called as a statement asserts",
        `const args = JSON.parse(call.function.arguments);
isToolArgs(args);
use(args.flag);`,
        "args.flag",
        { validated: true },
      ],
      [
        "a validator on a field validates below it",
        `const args = JSON.parse(call.function.arguments);
if (isToolArgs(args.options)) use(args.options.depth);`,
        "args.options.depth",
        { validated: true },
      ],
      [
        "a validator on a field does not validate its sibling",
        `const args = JSON.parse(call.function.arguments);
if (isToolArgs(args.options)) use(args.flag);`,
        "args.flag",
        {},
      ],
      [
        "a validator on another value",
        `const args = JSON.parse(call.function.arguments);
if (isToolArgs(other)) use(args.flag);`,
        "args.flag",
        {},
      ],
      [
        "a function that is not configured",
        `const args = JSON.parse(call.function.arguments);
if (looksValid(args)) use(args.flag);`,
        "args.flag",
        {},
      ],
      [
        "a validator in the else branch: nothing",
        `const args = JSON.parse(call.function.arguments);
if (isToolArgs(args)) { ok(); } else { use(args.flag); }`,
        "args.flag",
        {},
      ],
    ],
    { "tool-contract": { validators: ["isToolArgs"] } },
  );
});

describe("which value a gate applies to", () => {
  check([
    [
      "a gate on a different field",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.other === "boolean") use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "a gate on the parent object",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.options === "object") use(args.options.depth);`,
      "args.options.depth",
      {},
    ],
    [
      "a gate on the same field of another source",
      `const args = JSON.parse(call.function.arguments);
const prior = JSON.parse(previous.arguments);
if (typeof prior.flag === "boolean") use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "typeof args.flag gates flag from const { flag } = args",
      `const args = JSON.parse(call.function.arguments);
const { flag } = args;
if (typeof args.flag === "boolean") use(flag);`,
      "flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "typeof flag gates args.flag",
      `const args = JSON.parse(call.function.arguments);
const { flag } = args;
if (typeof flag === "boolean") use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "a gate through a const alias and a computed key",
      `const args = JSON.parse(call.function.arguments);
const input = args;
if (typeof input["flag"] === "boolean") use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "a gate on the raw field does not apply to a ?? default",
      `const args = JSON.parse(call.function.arguments);
const limit = args.limit ?? 10;
if (typeof args.limit === "number") use(limit);`,
      "limit",
      {},
    ],
  ]);
});

describe("logical structure", () => {
  check([
    [
      "|| that holds proves nothing",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "boolean" || legacy) use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "|| that fails proves both sides false",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag !== "boolean" || legacy) throw new TypeError("flag");
use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "&& that fails proves nothing",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.flag === "boolean" && ready) { go(); } else { use(args.flag); }`,
      "args.flag",
      {},
    ],
    [
      "right of || in an expression",
      `const args = JSON.parse(call.function.arguments);
typeof args.flag !== "boolean" || use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "right of && in an expression",
      `const args = JSON.parse(call.function.arguments);
typeof args.flag === "boolean" && use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "deeply nested && chain",
      `const args = JSON.parse(call.function.arguments);
if (a && (b && (c && (typeof args.flag === "boolean" && d)))) use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "negated && in the else branch",
      `const args = JSON.parse(call.function.arguments);
if (!(typeof args.flag === "boolean" && ready)) { wait(); } else { use(args.flag); }`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "double negation",
      `const args = JSON.parse(call.function.arguments);
if (!!(typeof args.flag === "boolean")) use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "assert(typeof v === …) before the use",
      `const args = JSON.parse(call.function.arguments);
assert(typeof args.flag === "boolean");
use(args.flag);`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "invariant(Array.isArray(v)) before the use",
      `const args = JSON.parse(call.function.arguments);
invariant(Array.isArray(args.items), "items must be an array");
use(args.items);`,
      "args.items",
      { types: ["array"], present: true, notNull: true },
    ],
    [
      "console.assert does not throw: nothing",
      `const args = JSON.parse(call.function.arguments);
console.assert(typeof args.flag === "boolean");
use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "two gates combine",
      `const args = JSON.parse(call.function.arguments);
if (args.count !== null) {
  if (Number.isInteger(args.count)) use(args.count);
}`,
      "args.count",
      { types: ["integer"], present: true, notNull: true },
    ],
  ]);
});

describe("factsAt answers for the value asked about", () => {
  it("two values at one node", () => {
    const { analysis, node } = analyze(`const args = JSON.parse(call.function.arguments);
if (typeof args.other === "boolean") use(args.flag, args.other);`);
    const at = node("args.flag");
    const flag = analysis.valueOf(at)!;
    const other = analysis.valueOf(node("args.other", 1))!;
    expect([...analysis.factsAt(at, flag).types]).toEqual([]);
    expect([...analysis.factsAt(at, other).types]).toEqual(["boolean"]);
  });
});

describe("validation that TypeScript and zod users write", () => {
  check([
    [
      "after schema.safeParse(v).success",
      `const args = JSON.parse(call.function.arguments);\nif (ArgsSchema.safeParse(args).success) use(args.flag);`,
      "args.flag",
      { validated: true },
    ],
    [
      "after an early exit on !parsed.success",
      `const args = JSON.parse(call.function.arguments);\nconst parsed = ArgsSchema.safeParse(args);\nif (!parsed.success) throw parsed.error;\nuse(args.flag);`,
      "args.flag",
      { validated: true },
    ],
    [
      "safeParse of another value proves nothing about this one",
      `const args = JSON.parse(call.function.arguments);\nif (ArgsSchema.safeParse(other).success) use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "a type guard declared in the file",
      `function isArgs(value: unknown): value is { flag: boolean } {\n  return true;\n}\nconst args = JSON.parse(call.function.arguments);\nif (isArgs(args)) use(args.flag);`,
      "args.flag",
      { validated: true },
    ],
    [
      "an assertion function called as a statement",
      `const assertArgs = (value: unknown): asserts value is { flag: boolean } => {};\nconst args = JSON.parse(call.function.arguments);\nassertArgs(args);\nuse(args.flag);`,
      "args.flag",
      { validated: true },
    ],
    [
      "a function without a type predicate is not a guard",
      `function looksFine(value: unknown): boolean {\n  return true;\n}\nconst args = JSON.parse(call.function.arguments);\nif (looksFine(args)) use(args.flag);`,
      "args.flag",
      {},
    ],
    [
      "switch (typeof v) case",
      `const args = JSON.parse(call.function.arguments);\nswitch (typeof args.flag) {\n  case "boolean":\n    use(args.flag);\n}`,
      "args.flag",
      { types: ["boolean"], present: true, notNull: true },
    ],
    [
      "empty cases falling through: one of their types",
      `const args = JSON.parse(call.function.arguments);\nswitch (typeof args.flag) {\n  case "string":\n  case "boolean":\n    use(args.flag);\n}`,
      "args.flag",
      { types: ["boolean", "string"], present: true, notNull: true },
    ],
    [
      "a case reached from a non-empty case above proves nothing",
      `const args = JSON.parse(call.function.arguments);\nswitch (typeof args.flag) {\n  case "string":\n    log();\n  case "boolean":\n    use(args.flag);\n}`,
      "args.flag",
      {},
    ],
    [
      "switch on the value: a case label proves its type",
      `const args = JSON.parse(call.function.arguments);\nswitch (args.mode) {\n  case "fast":\n    use(args.mode);\n}`,
      "args.mode",
      { types: ["string"], present: true, notNull: true },
    ],
    [
      "after ALLOWED.includes(v)",
      `const args = JSON.parse(call.function.arguments);\nif (["a", "b"].includes(args.mode)) use(args.mode);`,
      "args.mode",
      { present: true, validated: true },
    ],
    [
      "after v === a || v === b",
      `const args = JSON.parse(call.function.arguments);\nif (args.mode === "a" || args.mode === "b") use(args.mode);`,
      "args.mode",
      { types: ["string"], present: true },
    ],
    [
      "an optional field's early throw, read where it is present",
      `const args = JSON.parse(call.function.arguments);\nif (args.h !== undefined && typeof args.h !== "string") throw new TypeError("h");\nif (args.h !== undefined) use(args.h);`,
      "args.h",
      { types: ["string"], present: true, notNull: true },
    ],
    [
      "a schema .parse() statement",
      `const args = JSON.parse(call.function.arguments);\nArgsSchema.parse(args);\nuse(args.h);`,
      "args.h",
      { validated: true },
    ],
  ]);
});

/**
 * Control structure: how a node's value is used (tested for truthiness or not), the code regions
 * where a test is known truthy or falsy, and the conditions known to hold at a node.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { type Node, getDottedName } from "../../src/analysis/ast.js";
import {
  ControlIndex,
  atomsOf,
  branchWhere,
  isCondition,
  isOnlyTruthinessUsed,
  isRejectingExit,
  isTruthinessTested,
  regionsWhere,
} from "../../src/analysis/control.js";
import { analyze } from "./harness.js";

/** [code, expression text (or [text, occurrence]), expected] */
type BooleanRow = [string, string | readonly [string, number], boolean];

/** The conditions `forEachCondition` visits at `node`, as [test text, holds], innermost first. */
function conditionsAt(index: ControlIndex, node: Node, sourceCode: Readonly<TSESLint.SourceCode>): Array<[string, boolean]> {
  const conditions: Array<[string, boolean]> = [];
  index.forEachCondition(node, (test, holds) => {
    conditions.push([sourceCode.getText(test), holds]);
  });
  return conditions;
}

function at(code: string, target: string | readonly [string, number]) {
  const analyzed = analyze(code);
  const [text, index] = typeof target === "string" ? [target, 0] : target;
  return { ...analyzed, target: analyzed.node(text, index) };
}

describe("isTruthinessTested", () => {
  const rows: BooleanRow[] = [
    ["if (a) {}", "a", true],
    ["while (a) {}", "a", true],
    ["do {} while (a);", "a", true],
    ["for (; a; ) {}", "a", true],
    ["x = a ? b : c;", "a", true],
    ["x = a ? b : c;", "b", false],
    ["x = !a;", "a", true],
    ["x = a && b;", "a", true],
    ["x = a && b;", "b", false],
    ["if (a && b) {}", "b", true],
    ["if (a || b) {}", "a", true],
    ["if (a || b) {}", "b", true],
    ["x = a || b;", "a", false],
    ["if (a ?? b) {}", "a", false],
    ["if ((a as boolean)) {}", "a", true],
    ["if (a!) {}", "a", true],
    ["if (a === true) {}", "a", false],
    ["f(a);", "a", false],
    ["const y = a;", "a", false],
    ["if (f(a)) {}", "a", false],
    ["for (const k of a) {}", "a", false],
  ];
  it.each(rows)("%s: %s → %s", (code, target, expected) => {
    expect(isTruthinessTested(at(code, target).target)).toBe(expected);
  });
});

describe("isOnlyTruthinessUsed", () => {
  const rows: BooleanRow[] = [
    ["if (a) {}", "a", true],
    ["while (a) {}", "a", true],
    ["x = !a;", "a", true],
    ["a;", "a", true],
    ["a && f();", "a", true],
    ["a || f();", "a", true],
    ["if (a && b) {}", "a", true],
    ["x = a ? b : c;", "a", true],
    ["x = a ? b : c;", "b", false],
    ["x = a && b;", "a", false],
    ["const x = a || b;", "a", false],
    ["if (a ?? b) {}", "a", false],
    ["f(a);", "a", false],
    ["function g() { return a; }", "a", false],
    ["if ((a as boolean)) {}", "a", true],
  ];
  it.each(rows)("%s: %s → %s", (code, target, expected) => {
    expect(isOnlyTruthinessUsed(at(code, target).target)).toBe(expected);
  });
});

describe("regionsWhere", () => {
  /** [code, test text, truthy, expected texts of the regions] */
  const rows: Array<[string, string, boolean, string[]]> = [
    ["if (a) { one(); } else { two(); }", "a", true, ["{ one(); }"]],
    ["if (a) { one(); } else { two(); }", "a", false, ["{ two(); }"]],
    ["if (a) { one(); }", "a", false, []],
    ["if (!a) { one(); }", "a", true, []],
    ["if (!a) { one(); }", "a", false, ["{ one(); }"]],
    ["a && one();", "a", true, ["one()"]],
    ["a && one();", "a", false, []],
    ["a || one();", "a", false, ["one()"]],
    ["a || one();", "a", true, []],
    ["if (a && b) { one(); }", "a", true, ["b", "{ one(); }"]],
    ["if (a && b) { one(); }", "b", true, ["{ one(); }"]],
    ["if (a && b) { one(); } else { two(); }", "a", false, []],
    ["if (a || b) { one(); } else { two(); }", "a", false, ["b", "{ two(); }"]],
    ["if (a || b) { one(); } else { two(); }", "a", true, []],
    ["x = a ? one() : two();", "a", true, ["one()"]],
    ["x = a ? one() : two();", "a", false, ["two()"]],
    ["while (a) { one(); }", "a", true, ["{ one(); }"]],
    ["while (a) { one(); }", "a", false, []],
    ["for (; a; ) { one(); }", "a", true, ["{ one(); }"]],
    ["function f() { if (!a) return; one(); two(); }", "a", true, [" one(); two(); }"]],
    ["function f() { if (a) { one(); } else { throw err; } two(); }", "a", true, ["{ one(); }", " two(); }"]],
    ["function f() { if (a) { one(); } else { log(); } two(); }", "a", true, ["{ one(); }"]],
    ["x = (a as boolean) ? one() : two();", "a", true, ["one()"]],
    ["x = a ?? one();", "a", false, []],
    ["f(a);", "a", true, []],
    ["if (f(a)) { one(); }", "a", true, []],
  ];
  it.each(rows)("%s: %s is %s", (code, test, truthy, expected) => {
    const { sourceCode, target } = at(code, test);
    const texts = regionsWhere(target, truthy).map(([from, to]) => sourceCode.text.slice(from, to));
    expect(texts).toEqual(expected);
  });
});

describe("ControlIndex.forEachCondition", () => {
  /** [description, code, target text (or [text, occurrence]), expected [test text, holds] pairs, innermost first] */
  const rows: Array<[string, string, string | readonly [string, number], Array<[string, boolean]>]> = [
    ["if consequent", "if (a) { use(x); } else { use(y); }", "x", [["a", true]]],
    ["if alternate", "if (a) { use(x); } else { use(y); }", "y", [["a", false]]],
    ["the if test itself", "if (a) { use(x); }", "a", []],
    ["after an if without exits", "if (a) { log(); }\nuse(x);", "x", []],
    ["else-if chain", "if (a) { one(); } else if (b) { use(x); }", "x", [["b", true], ["a", false]]],
    ["nested ifs, innermost first", "if (a) { if (b) { use(x); } }", "x", [["b", true], ["a", true]]],
    ["ternary consequent", "z = a ? use(x) : use(y);", "x", [["a", true]]],
    ["ternary alternate", "z = a ? use(x) : use(y);", "y", [["a", false]]],
    ["right of &&", "a && use(x);", "x", [["a", true]]],
    ["right of ||", "a || use(x);", "x", [["a", false]]],
    ["right of ??", "a ?? use(x);", "x", []],
    ["left of &&", "use(x) && a;", "x", []],
    ["chained &&", "a && b && use(x);", "x", [["a && b", true]]],
    ["while body", "while (a) { use(x); }", "x", [["a", true]]],
    ["for body", "for (let i = 0; i < n; i++) { use(x); }", "x", [["i < n", true]]],
    ["for without a test", "for (;;) { use(x); }", "x", []],
    ["do-while body runs before its test", "do { use(x); } while (a);", "x", []],
    ["early return", "function f() {\n  if (!a) return;\n  use(x);\n}", "x", [["!a", false]]],
    ["early throw", "if (!a) throw new Error('no');\nuse(x);", "x", [["!a", false]]],
    ["early throw in a block", "if (!a) { log(); throw new Error('no'); }\nuse(x);", "x", [["!a", false]]],
    ["early continue", "for (const i of list) {\n  if (!a) continue;\n  use(x);\n}", "x", [["!a", false]]],
    ["early break", "while (true) {\n  if (a) break;\n  use(x);\n}", "x", [["a", false], ["true", true]]],
    ["process.exit", "if (!a) process.exit(1);\nuse(x);", "x", [["!a", false]]],
    ["a guard only covers what follows it", "function f() {\n  use(x);\n  if (!a) return;\n}", "x", []],
    [
      "a guard in an enclosing block",
      "function f() {\n  if (!a) return;\n  if (b) { use(x); }\n}",
      "x",
      [["b", true], ["!a", false]],
    ],
    ["an else that exits: the if test holds after", "if (a) { one(); } else { return; }\nuse(x);", "x", [["a", true]]],
    [
      "an if whose branch only sometimes exits",
      "function f() {\n  if (!a) { if (b) return; }\n  use(x);\n}",
      "x",
      [],
    ],
    [
      "an if whose branch exits on both inner paths",
      "function f() {\n  if (!a) { if (b) return 1; else throw err; }\n  use(x);\n}",
      "x",
      [["!a", false]],
    ],
    [
      "switch case guard (after the case itself)",
      "switch (k) {\n  case 1:\n    if (!a) break;\n    use(x);\n}",
      "x",
      [
        ["case 1:\n    if (!a) break;\n    use(x);", true],
        ["!a", false],
      ],
    ],
    ["assert()", "assert(a);\nuse(x);", "x", [["a", true]]],
    ["assert.ok()", "assert.ok(a, 'a is required');\nuse(x);", "x", [["a", true]]],
    ["invariant()", "invariant(a, 'a is required');\nuse(x);", "x", [["a", true]]],
    ["console.assert only logs: ignored", "console.assert(a);\nuse(x);", "x", []],
    ["an unknown call is not an assertion", "check(a);\nuse(x);", "x", []],
  ];
  it.each(rows)("%s", (_description, code, target, expected) => {
    const { sourceCode, target: node } = at(code, target);
    const conditions = conditionsAt(new ControlIndex(), node, sourceCode);
    expect(conditions).toEqual(expected);
  });

  /** The tests visited at `target` when the visitor asks to stop after `stopAfter` of them. */
  function visitedUntil(code: string, stopAfter: number): string[] {
    const { sourceCode, target } = at(code, "x");
    const seen: string[] = [];
    new ControlIndex().forEachCondition(target, (test) => {
      seen.push(sourceCode.getText(test));
      return seen.length === stopAfter;
    });
    return seen;
  }

  it.each([
    ["at a guard", "if (a) {\n  if (!b) return;\n  if (c) use(x);\n}", 2, ["c", "!b"]],
    ["at the first guard of a list", "if (!a) return;\nif (!b) return;\nuse(x);", 1, ["!a"]],
    ["at an if", "if (a) {\n  if (!b) return;\n  if (c) use(x);\n}", 1, ["c"]],
    ["at a ?:", "y = a ? (b ? x : 0) : 1;", 1, ["b"]],
    ["at a && operand", "if (c) y = a && b && x;", 1, ["a && b"]],
    ["at a loop test", "while (a) { while (b) use(x); }", 1, ["b"]],
    ["at a switch case", "if (c) { switch (a) { case 1: if (b) use(x); } }", 2, ["b", "case 1: if (b) use(x);"]],
  ] as const)("stops when the visitor returns true: %s", (_description, code, stopAfter, expected) => {
    expect(visitedUntil(code, stopAfter)).toEqual(expected);
  });

  it("if/else where both branches exit: no guard for the (unreachable) rest", () => {
    const { sourceCode, target } = at("function f() {\n  if (a) { return 1; } else { return 2; }\n  use(x);\n}", "x");
    const conditions = conditionsAt(new ControlIndex(), target, sourceCode);
    expect(conditions).toEqual([]);
  });

  it("a configured assertion call is a guard on the call itself", () => {
    const isAssertion = (call: TSESTree.CallExpression): boolean => getDottedName(call.callee) === "schemas.assertArgs";
    const { sourceCode, target } = at("schemas.assertArgs(args);\nother(args);\nuse(x);", "x");
    const conditions = conditionsAt(new ControlIndex(isAssertion), target, sourceCode);
    expect(conditions).toEqual([["schemas.assertArgs(args)", true]]);
  });
});

describe("isCondition", () => {
  const rows: BooleanRow[] = [
    ["if (a) {}", "a", true],
    ["x = !a;", "a", true],
    ["x = a && b;", "a", true],
    ["x = a || b;", "a", false],
    ["if (a || b) {}", "b", true],
    ["items.filter((item) => item.on);", "item.on", true],
    ["items.filter(function (item) { return item.on; });", "item.on", true],
    ["items.map((item) => item.on);", "item.on", false],
    ["const isOn = () => a;", "a", true],
    ["function shouldRetry() { return a && b; }", "a", true],
    ["function label() { return a; }", "a", false],
    ["class Job { hasWork() { return a; } }", "a", true],
    ["const island = () => a;", "a", false],
  ];
  it.each(rows)("%s: %s", (code, target, expected) => {
    expect(isCondition(at(code, target).target)).toBe(expected);
  });
});

describe("branchWhere and isRejectingExit", () => {
  /** [code, test expression, truthy?, text of the branch or null, rejecting?] */
  const rows: Array<[string, string, boolean, string | null, boolean]> = [
    ['if (!a) throw new Error("a is required");', "a", false, 'throw new Error("a is required");', true],
    ["if (!a) return first();", "a", false, "return first();", false],
    ["if (a) go(); else stop();", "a", false, "stop();", false],
    ["if (!a || !b) { return { isError: true, content: [] }; }", "a", false, "{ return { isError: true, content: [] }; }", true],
    ["if (!a && !b) throw new Error();", "a", false, null, false],
    ["if (a) throw new TypeError();", "a", false, null, false],
    ['if (!a) return new Error("missing");', "a", false, 'return new Error("missing");', true],
    ["if (!a) process.exit(1);", "a", false, "process.exit(1);", true],
    ["if (!a) { log(); return { error: 'missing' }; }", "a", false, "{ log(); return { error: 'missing' }; }", true],
    ["x = a ? b : c;", "a", false, null, false],
  ];
  it.each(rows)("%s", (code, target, truthy, branchText, rejecting) => {
    const { sourceCode, target: node } = at(code, target);
    const branch = branchWhere(node, truthy);
    expect(branch && sourceCode.getText(branch)).toBe(branchText);
    expect(isRejectingExit(branch)).toBe(rejecting);
  });
});

describe("atomsOf", () => {
  const partsOf = (expression: string, holds: boolean) => {
    const { sourceCode, node } = analyze(`if (${expression}) run();`);
    const parts = atomsOf(node(expression), holds);
    return {
      atoms: parts.atoms.map(([atom, atomHolds]) => `${atomHolds ? "" : "!"}${sourceCode.getText(atom)}`).sort(),
      alternatives: parts.alternatives.map((pair) => pair.map(([atom, atomHolds]) => `${atomHolds ? "" : "!"}${sourceCode.getText(atom)}`)),
    };
  };

  it.each([
    ["a && b", true, ["a", "b"], []],
    ["a && b", false, [], [["!a", "!b"]]],
    ["a || b", false, ["!a", "!b"], []],
    ["a || b", true, [], [["a", "b"]]],
    ["!(a || b) && c", true, ["!a", "!b", "c"], []],
    ["a ?? b", true, ["a ?? b"], []],
  ])("%s holding: %s", (expression, holds, atoms, alternatives) => {
    expect(partsOf(expression as string, holds as boolean)).toEqual({ atoms, alternatives });
  });
});

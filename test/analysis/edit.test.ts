/**
 * Fix text helpers: precedence and parentheses, quotes, short snippets for messages, side effects
 * and comments that a replacement would drop.
 */
import { describe, expect, it } from "vitest";

import {
  Precedence,
  getPrecedence,
  hasSideEffects,
  needsParens,
  orphanedComments,
  quoteString,
  shorten,
} from "../../src/analysis/edit.js";
import { analyze } from "./harness.js";

describe("getPrecedence", () => {
  /** [code, expression text, expected precedence] */
  const rows: Array<[string, string, number]> = [
    ["x = (a, b);", "a, b", Precedence.Sequence],
    ["x = a;", "x = a", Precedence.Assignment],
    ["x += a;", "x += a", Precedence.Assignment],
    ["f(() => a);", "() => a", Precedence.Assignment],
    ["function* g() { x = yield a; }", "yield a", Precedence.Assignment],
    ["f(a ? b : c);", "a ? b : c", Precedence.Conditional],
    ["f(a ?? b);", "a ?? b", Precedence.Coalesce],
    ["f(a || b);", "a || b", Precedence.LogicalOr],
    ["f(a && b);", "a && b", Precedence.LogicalAnd],
    ["f(a | b);", "a | b", Precedence.BitwiseOr],
    ["f(a ^ b);", "a ^ b", Precedence.BitwiseXor],
    ["f(a & b);", "a & b", Precedence.BitwiseAnd],
    ["f(a === b);", "a === b", Precedence.Equality],
    ["f(a != b);", "a != b", Precedence.Equality],
    ["f(a < b);", "a < b", Precedence.Relational],
    ['f("k" in a);', '"k" in a', Precedence.Relational],
    ["f(a instanceof B);", "a instanceof B", Precedence.Relational],
    ["f(a as T);", "a as T", Precedence.As],
    ["f(a satisfies T);", "a satisfies T", Precedence.As],
    ["f(a << b);", "a << b", Precedence.Shift],
    ["f(a + b);", "a + b", Precedence.Additive],
    ["f(a - b);", "a - b", Precedence.Additive],
    ["f(a * b);", "a * b", Precedence.Multiplicative],
    ["f(a % b);", "a % b", Precedence.Multiplicative],
    ["f(a ** b);", "a ** b", Precedence.Exponent],
    ["f(!a);", "!a", Precedence.Unary],
    ["f(typeof a);", "typeof a", Precedence.Unary],
    ["async function g() { f(await a); }", "await a", Precedence.Unary],
    ["f(<T>a);", "<T>a", Precedence.Unary],
    ["f(a++);", "a++", Precedence.Update],
    ["f(--a);", "--a", Precedence.Update],
    ["f(g());", "g()", Precedence.Call],
    ["f(new A());", "new A()", Precedence.Call],
    ["f(a.b);", "a.b", Precedence.Call],
    ["f(a?.b);", "a?.b", Precedence.Call],
    ["f(a!);", "a!", Precedence.Call],
    ["f(tag`x`);", "tag`x`", Precedence.Call],
    ["f(a);", "a", Precedence.Primary],
    ["f(1);", "1", Precedence.Primary],
    ['f("s");', '"s"', Precedence.Primary],
    ["f([a]);", "[a]", Precedence.Primary],
  ];
  it.each(rows)("%s: %s", (code, text, expected) => {
    const { nodesWithText } = analyze(code);
    // The outermost node with that text (a ChainExpression, not the member inside it).
    expect(getPrecedence(nodesWithText(text)[0]!)).toBe(expected);
  });
});

describe("needsParens", () => {
  /** [code, text of the node replaced, new expression's precedence, its operator, expected] */
  const rows: Array<[string, string, number, string | null, boolean]> = [
    // statement positions never need parentheses
    ["if (x.k) {}", "x.k", Precedence.Relational, "in", false],
    ["while (x.k) {}", "x.k", Precedence.Sequence, null, false],
    ["function f() { return x.k; }", "x.k", Precedence.Conditional, null, false],
    // unary operand
    ["f(!x.k);", "x.k", Precedence.Relational, "in", true],
    ["f(!x.k);", "x.k", Precedence.Call, null, false],
    ["f(!x.k);", "x.k", Precedence.Unary, "!", false],
    // binary and logical operands
    ["f(a && x.k);", "x.k", Precedence.Relational, "in", false],
    ["f(a && x.k);", "x.k", Precedence.LogicalOr, "||", true],
    ["f(a && x.k);", "x.k", Precedence.LogicalAnd, "&&", true],
    ["f(x.k && a);", "x.k", Precedence.LogicalAnd, "&&", false],
    ["f(x.k && a);", "x.k", Precedence.Conditional, null, true],
    ["f(a == x.k);", "x.k", Precedence.Equality, "===", true],
    ["f(x.k == a);", "x.k", Precedence.Equality, "===", false],
    ["f(a - x.k);", "x.k", Precedence.Additive, "+", true],
    ["f(a - x.k);", "x.k", Precedence.Multiplicative, "*", false],
    // ?? does not mix with && / || without parentheses
    ["f(x.k ?? d);", "x.k", Precedence.LogicalAnd, "&&", true],
    ["f(x.k ?? d);", "x.k", Precedence.Call, null, false],
    ["f(a || x.k);", "x.k", Precedence.Coalesce, "??", true],
    ["f(a && x.k);", "x.k", Precedence.Coalesce, "??", true],
    // exponent: a unary left operand is a syntax error
    ["f(x.k ** 2);", "x.k", Precedence.Unary, "!", true],
    ["f(x.k ** 2);", "x.k", Precedence.Call, null, false],
    ["f(2 ** x.k);", "x.k", Precedence.Unary, "!", false],
    ["f(2 ** x.k);", "x.k", Precedence.Additive, "+", true],
    // member, call, new
    ["f(x.k.y);", "x.k", Precedence.Relational, "in", true],
    ["f(x.k.y);", "x.k", Precedence.Call, null, false],
    ["f(o[x.k]);", "x.k", Precedence.Relational, "in", false],
    ["x.k();", "x.k", Precedence.Call, null, false],
    ["x.k();", "x.k", Precedence.Unary, "!", true],
    ["f(x.k);", "x.k", Precedence.Relational, "in", false],
    ["f(x.k);", "x.k", Precedence.Assignment, null, false],
    ["f(x.k);", "x.k", Precedence.Sequence, null, true],
    ["new A(x.k);", "x.k", Precedence.Relational, "in", false],
    // conditional
    ["f(x.k ? a : b);", "x.k", Precedence.Conditional, null, true],
    ["f(x.k ? a : b);", "x.k", Precedence.Coalesce, "??", false],
    ["f(c ? x.k : b);", "x.k", Precedence.Conditional, null, false],
    ["f(c ? x.k : b);", "x.k", Precedence.Sequence, null, true],
    // TS wrappers
    ["f(x.k as T);", "x.k", Precedence.Relational, "in", true],
    ["f(x.k as T);", "x.k", Precedence.Call, null, false],
    ["f(x.k!);", "x.k", Precedence.Unary, "!", true],
    ["f(x.k!);", "x.k", Precedence.Call, null, false],
    // initialisers, elements, properties, templates
    ["const v = x.k;", "x.k", Precedence.Relational, "in", false],
    ["const v = x.k;", "x.k", Precedence.Sequence, null, true],
    ["f([x.k]);", "x.k", Precedence.Relational, "in", false],
    ["f({ a: x.k });", "x.k", Precedence.Relational, "in", false],
    ["f(`${x.k}`);", "x.k", Precedence.Relational, "in", false],
    ["f(() => x.k);", "x.k", Precedence.Relational, "in", false],
    // `in` is forbidden in a for initialiser, even inside an arrow body
    ["for (let i = x.k; ; ) {}", "x.k", Precedence.Relational, "in", true],
    ["for (let i = x.k; ; ) {}", "x.k", Precedence.Relational, null, false],
    ["for (const g = () => x.k; ; ) {}", "x.k", Precedence.Relational, "in", true],
    ["for (let i = 0; x.k; ) {}", "x.k", Precedence.Relational, "in", false],
    ["for (const g = function () { return x.k; }; ; ) {}", "x.k", Precedence.Relational, "in", false],
  ];
  it.each(rows)("%s: replace %s with precedence %i (%s) → %s", (code, text, precedence, operator, expected) => {
    const { node } = analyze(code);
    expect(needsParens(node(text), precedence, operator)).toBe(expected);
  });
});

describe("needsParens with the source code: parentheses already written", () => {
  /** [code, text of the node replaced, new expression's precedence, its operator, expected] */
  const rows: Array<[string, string, number, string | null, boolean]> = [
    ["f(!(x.k));", "x.k", Precedence.Relational, "in", false],
    ["f(!x.k);", "x.k", Precedence.Relational, "in", true],
    ["for (let i = (x.k); ; ) {}", "x.k", Precedence.Relational, "in", false],
    ["f((x.k).y);", "x.k", Precedence.Relational, "in", false],
  ];
  it.each(rows)("%s: replace %s with precedence %i (%s) → %s", (code, text, precedence, operator, expected) => {
    const { node, sourceCode } = analyze(code);
    expect(needsParens(node(text), precedence, operator, sourceCode)).toBe(expected);
  });
});

describe("quoteString", () => {
  /** [file, value, expected literal] */
  const rows: Array<[string, string, string]> = [
    [`const a = 'x';`, "result", `'result'`],
    [`const a = 'x';`, "it's", `'it\\'s'`],
    [`const a = 'x';`, 'say "hi"', `'say "hi"'`],
    [`const a = 'x';`, "a\\b", `'a\\\\b'`],
    [`const a = 'x';`, 'a\\"b', `'a\\\\"b'`],
    [`const a = 'x';`, "line\nbreak", `'line\\nbreak'`],
    [`import x from 'y';\nconst a = "x";`, "result", `'result'`],
    [`const a = "x";`, "result", `"result"`],
    [`const a = "x";`, "it's", `"it's"`],
    [`const a = "x";`, 'say "hi"', `"say \\"hi\\""`],
    [`const a = "x";\nconst b = 'y';`, "result", `"result"`],
    [`const a = 1;`, "result", `"result"`],
    ["const a = `x`;", "result", `"result"`],
  ];
  it.each(rows)("%s: %j → %s", (code, value, expected) => {
    expect(quoteString(analyze(code).sourceCode, value)).toBe(expected);
  });
});

describe("shorten", () => {
  /** [text, max, expected] */
  const rows: Array<[string, number | undefined, string]> = [
    ["reply.result", undefined, "reply.result"],
    ["  reply.result  ", undefined, "reply.result"],
    ["if (a)\n  {\n\treturn b;\n}", undefined, "if (a) { return b; }"],
    ["a || b", undefined, "a || b"],
    ["a  ||  b", undefined, "a || b"],
    ["a ||\tb", undefined, "a || b"],
    ["a ||\nb", undefined, "a || b"],
    ["a ||\u00a0b", undefined, "a || b"],
    ["a\u00a0\u00a0|| b", undefined, "a || b"],
    ["abcdefghij", 10, "abcdefghij"],
    ["abcdefghijk", 10, "abcd…hijk"],
    ["abcdefghij", 5, "ab…ij"],
    [
      "Object.hasOwn(toolCall.function.parsedArguments.options, \"includeRefunded\")",
      undefined,
      "Object.hasOwn(toolCall.functi…s.options, \"includeRefunded\")",
    ],
  ];
  it.each(rows)("%j (max %s) → %j", (text, max, expected) => {
    expect(max === undefined ? shorten(text) : shorten(text, max)).toBe(expected);
  });
});

describe("hasSideEffects", () => {
  /** [code, expression text, expected] */
  const rows: Array<[string, string, boolean]> = [
    ["f(a);", "a", false],
    ["f(this);", "this", false],
    ["f(1);", "1", false],
    ["f(a.b.c);", "a.b.c", false],
    ["f(a[b]);", "a[b]", false],
    ['f(a["b"]);', 'a["b"]', false],
    ["f(a?.b);", "a?.b", false],
    ["f((a as T).b);", "(a as T).b", false],
    ["f(a!.b);", "a!.b", false],
    ["f(!a);", "!a", false],
    ["f(typeof a);", "typeof a", false],
    ["f(a + b);", "a + b", false],
    ["f(a ?? b);", "a ?? b", false],
    ["f(a ? b : c);", "a ? b : c", false],
    ["f(`x${a}`);", "`x${a}`", false],
    ["f(g());", "g()", true],
    ["f(a.b());", "a.b()", true],
    ["f(a[g()]);", "a[g()]", true],
    ["f(g().b);", "g().b", true],
    ["f(new A());", "new A()", true],
    ["f(a = 1);", "a = 1", true],
    ["f(a++);", "a++", true],
    ["async function h() { f(await a); }", "await a", true],
    ["function* h() { f(yield a); }", "yield a", true],
    ["f(delete a.b);", "delete a.b", true],
    ["f(tag`x`);", "tag`x`", true],
    ['f(import("m"));', 'import("m")', true],
    ["f(a ? g() : c);", "a ? g() : c", true],
    ["f(`x${g()}`);", "`x${g()}`", true],
    ["f({});", "{}", true],
    ["f([]);", "[]", true],
    ["f(() => 1);", "() => 1", true],
  ];
  it.each(rows)("%s: %s → %s", (code, text, expected) => {
    const { nodesWithText } = analyze(code);
    expect(hasSideEffects(nodesWithText(text)[0]!)).toBe(expected);
  });
});

describe("orphanedComments", () => {
  /** [code, replaced text, kept texts, expected] */
  const rows: Array<[string, string, string[], string | null]> = [
    ["if (x.k) {}", "x.k", ["x"], ""],
    ["if (/* before */ x.k) {}", "x.k", ["x"], ""],
    ["if (x. /* why */ k) {}", "x. /* why */ k", ["x"], " /* why */"],
    ["if (x // why\n  .k) {}", "x // why\n  .k", ["x"], " /* why */"],
    ["if (x // a */ b\n  .k) {}", "x // a */ b\n  .k", ["x"], null],
    ["if (x /* one */ . /* two */ k) {}", "x /* one */ . /* two */ k", ["x"], " /* one */ /* two */"],
    ["if (f(/* arg */ y).k) {}", "f(/* arg */ y).k", ["f(/* arg */ y)"], ""],
    ['if (x[/* key */ "k"]) {}', 'x[/* key */ "k"]', ["x", '"k"'], " /* key */"],
    ["if (!/* not */ x.k) {}", "!/* not */ x.k", ["x.k"], " /* not */"],
    // Comments just outside the node, before and after it, are not its own.
    ["/* a */ f(/* b */ x. /* c */ k /* d */) /* e */; // f", "x. /* c */ k", ["x"], " /* c */"],
    ["// a\n/* b */ if (x. /* c */ k) {} /* d */\n/* e */", "x. /* c */ k", ["x"], " /* c */"],
    ["f(/* a */ x./* b */k, y./* c */k);", "y./* c */k", ["y"], " /* c */"],
    ["f(/* a */ x./* b */k, y./* c */k);", "x./* b */k", ["x"], " /* b */"],
  ];
  it.each(rows)("%j", (code, replaced, kept, expected) => {
    const { node, sourceCode } = analyze(code);
    expect(orphanedComments(sourceCode, node(replaced), kept.map((text) => node(text)))).toBe(expected);
  });
});

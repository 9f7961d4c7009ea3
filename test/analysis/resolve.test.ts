/**
 * Resolving names to what they stand for: `constantInitializer` and `resolveFunction`.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { ToolDataFlow } from "../../src/analysis/flow.js";
import { constantInitializer, instanceClassName, resolveFunction } from "../../src/analysis/resolve.js";
import { returnFormOf } from "../../src/analysis/returns.js";
import { isFunction } from "../../src/analysis/ast.js";
import { analyze } from "./harness.js";

function initializerOf(code: string, name: string): string | null {
  const { sourceCode, nodesWithText } = analyze(`${code}\nuse(${name});`);
  const uses = nodesWithText(name).filter((node) => node.type === "Identifier");
  const init = constantInitializer(uses.at(-1) as TSESTree.Identifier, new ToolDataFlow(sourceCode));
  return init && sourceCode.getText(init);
}

describe("constantInitializer", () => {
  it.each([
    ["a const", "const X = z.boolean();", "z.boolean()"],
    ["a var written once (bundlers emit var)", "var X = z.boolean();", "z.boolean()"],
    ["a let written once", "let X = (z.boolean());", "z.boolean()"],
    ["a let written again", "let X = z.boolean();\nX = z.string();", null],
    ["a var declared twice", "var X = z.boolean();\nvar X = z.string();", null],
    ["a var written in another function", "var X = z.boolean();\nfunction reset() { X = z.string(); }", null],
    ["a declaration without an initialiser", "let X;", null],
    ["a parameter", "function f(X) { return X; }", null],
  ])("%s", (_description, code, expected) => {
    expect(initializerOf(code, "X")).toBe(expected);
  });
});

describe("resolveFunction", () => {
  it.each([
    ["a function declaration", "function handler(args) { return args; }", "handler"],
    ["a const arrow", "const handler = async (args) => args;", "handler"],
    ["a var arrow written once", "var handler = async (args) => args;", "handler"],
    ["a let reassigned", "let handler = async (args) => args;\nhandler = other;", null],
    ["a const that is not a function", "const handler = options.handler;", null],
  ])("%s", (_description, code, expected) => {
    const { sourceCode, nodesWithText } = analyze(`${code}\nuse(handler);`);
    const use = nodesWithText("handler").filter((node) => node.type === "Identifier").at(-1)!;
    const fn = resolveFunction(use, new ToolDataFlow(sourceCode));
    expect(fn === null ? null : "handler").toBe(expected);
  });
});

describe("resolveFunction on a method of the class around it", () => {
  it.each([
    ["`this.handle`", "this.handle", "handle"],
    ["`this.handle.bind(this)`", "this.handle.bind(this)", "handle"],
    ["an arrow field", "this.field", "field"],
    ["a getter is not a handler", "this.value", null],
    ["a static method is not `this`'s", "this.build", null],
  ])("%s", (_description, expression, expected) => {
    const code = `class App {
  constructor() { use(${expression}); }
  handle(request) { return request; }
  field = (request) => request;
  get value() { return 1; }
  static build(x) { return x; }
}`;
    const { sourceCode, nodesWithText } = analyze(code);
    const node = nodesWithText(expression)[0]!;
    const fn = resolveFunction(node, new ToolDataFlow(sourceCode));
    const name = fn && (fn.parent as { key?: { name?: string } }).key?.name;
    expect(fn === null ? null : name).toBe(expected);
  });
});

describe("instanceClassName", () => {
  it.each([
    ["a const made with new", "const x = new Ledger();", "Ledger"],
    ["a let set to instances of one class on first use", "let x;\nfunction init() { if (!x) x = new Ledger(); }", "Ledger"],
    ["a let typed with the class and set later", "let x: Ledger | undefined;\nx = new Ledger(1);", "Ledger"],
    ["a let typed with the class, never set here", "let x: Ledger;", "Ledger"],
    ["a parameter typed with the class", "function f(x: Ledger) { use(x); }", "Ledger"],
    ["instances of two classes", "let x = new Ledger();\nx = new Other();", null],
    ["a value that is no instance", "let x = make();", null],
    ["an ambient declaration", "declare const x: Ledger;", null],
  ])("%s", (_description, code, expected) => {
    const { sourceCode, nodesWithText } = analyze(`${code}\nuse(x);`);
    // The first `use(x)`: inside the function for a parameter, else the one appended.
    const use = nodesWithText("x").find((node) => node.type === "Identifier" && node.parent?.type === "CallExpression") as TSESTree.Identifier;
    const name = instanceClassName(use, new ToolDataFlow(sourceCode));
    expect(name?.name ?? null).toBe(expected);
  });
});

describe("returnFormOf", () => {
  it.each([
    ["the parameter itself", "function f(a) { return a; }", { kind: "same", path: [] }],
    ["a field of it", "const f = (input) => input.options.retry;", { kind: "same", path: ["options", "retry"] }],
    ["through a const", "function f(a) { const b = a.args; return b; }", { kind: "same", path: ["args"] }],
    ["parsed, with a fallback in catch", "function f(raw) { try { const p = JSON.parse(raw); return p; } catch { return {}; } }", { kind: "parsed" }],
    ["parsed after await", "async function f(raw) { return await JSON.parse(raw) as Args; }", { kind: "parsed" }],
    ["a normalised key", "function f(tier) { return tier.trim().toLowerCase(); }", { kind: "key" }],
    ["a template of it alone", "const f = (id) => `${id}`;", { kind: "key" }],
    ["its length", "function f(a) { return a.length; }", null],
    ["a value built from it", "function f(a) { return { a }; }", null],
    ["a nested function's return", "function f(a) { return () => a; }", null],
    ["only a nested function returns it", "function f(a) { list.map((x) => { return a; }); return 1; }", null],
    ["a parameter written again", "function f(a) { a = clean(a); return a; }", null],
    ["a destructured parameter", "function f({ a }) { return a; }", null],
  ])("%s", (_description, code, expected) => {
    const { sourceCode, nodes } = analyze(code);
    const fn = nodes.find((node) => isFunction(node))!;
    expect(returnFormOf(fn as never, 0, new ToolDataFlow(sourceCode))).toEqual(expected);
  });
});

/**
 * Resolving names to what they stand for: `constantInitializer` and `resolveFunction`.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { ToolDataFlow } from "../../src/analysis/flow.js";
import { constantInitializer, resolveFunction } from "../../src/analysis/resolve.js";
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

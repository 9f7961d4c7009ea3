/** declaredParameterType: the one reader of a parameter's declared type (sources, SDK matching, types). */
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { declaredParameterType } from "../../src/analysis/ast.js";
import { analyze } from "./harness.js";

describe("declaredParameterType", () => {
  it.each([
    ["an identifier parameter", "function f(args: Args) {}", "args: Args", "Args"],
    ["a destructured parameter", "const f = ({ a }: { a: string }) => a;", "{ a }: { a: string }", "{ a: string }"],
    ["a second parameter", "function f(x, reply: JsonRpcReply) {}", "reply: JsonRpcReply", "JsonRpcReply"],
    ["a parameter without a type", "function f(args) {}", "args", null],
    ["a parameter with a default (the type is on the left side)", "function f(args: Args = {}) {}", "args: Args = {}", null],
    ["a variable, not a parameter", "const args: Args = load();", "args: Args", null],
    ["a binding inside a destructured parameter", "function f({ a }: Args) {}", "a", null],
  ])("%s", (_name, code, text, expected) => {
    const { node, sourceCode } = analyze(code);
    const type = declaredParameterType(node(text) as TSESTree.Node);
    expect(type && sourceCode.getText(type)).toBe(expected);
  });
});

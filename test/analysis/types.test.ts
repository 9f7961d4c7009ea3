/**
 * getTypeInfo: type information when the parser has a program, `null` (never an exception) when it
 * has not: another parser, no parser services, a program that fails.
 */
import type { TSESLint } from "@typescript-eslint/utils";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";

import { getTypeInfo } from "../../src/analysis/types.js";
import plugin from "../../src/index.js";

const sourceCodeWith = (parserServices: unknown): Readonly<TSESLint.SourceCode> =>
  ({ parserServices }) as unknown as Readonly<TSESLint.SourceCode>;

describe("getTypeInfo without a usable program", () => {
  it.each([
    ["no parser services", undefined],
    ["espree's empty services", {}],
    ["typescript-eslint without a project", { program: null, esTreeNodeToTSNodeMap: new WeakMap() }],
    ["a program without a node map", { program: { getTypeChecker: () => ({}) } }],
    ["a program that is not one", { program: { getTypeChecker: 5 }, esTreeNodeToTSNodeMap: new WeakMap() }],
  ])("%s: null", (_name, services) => {
    expect(getTypeInfo(sourceCodeWith(services))).toBeNull();
  });

  it("a program whose checker throws: null, not the exception", () => {
    const services = {
      program: {
        getTypeChecker: () => {
          throw new Error("no checker");
        },
      },
      esTreeNodeToTSNodeMap: new WeakMap(),
    };
    expect(getTypeInfo(sourceCodeWith(services))).toBeNull();
  });

  it("a checker that throws on every question: the answers say nothing", () => {
    const throwing = new Proxy({}, { get: () => () => { throw new Error("broken"); } });
    const info = getTypeInfo(
      sourceCodeWith({ program: { getTypeChecker: () => throwing }, esTreeNodeToTSNodeMap: { get: () => ({ kind: 0 }) } }),
    );
    expect(info).not.toBeNull();
    const node = { type: "Identifier", name: "x" } as never;
    expect(info!.shapeAt(node, [])).toBeUndefined();
    expect(info!.receiverKind(node)).toBe("unknown");
    expect(info!.propertyNames(node)).toBeNull();
  });

  it("every rule runs under ESLint's default parser (espree) on JavaScript", () => {
    const linter = new Linter({ configType: "flat" });
    const code = `const args = JSON.parse(call.function.arguments);
if (args.limit) page(args.limit);
const timeout = args.timeout || 30;`;
    const messages = linter.verify(code, [
      { files: ["**/*.js"], plugins: { "tool-contract": plugin }, rules: plugin.configs.recommended.rules },
    ], "agent.js");
    expect(messages.map((message) => `${message.line}:${message.ruleId}`)).toEqual([
      "2:tool-contract/no-truthy-presence-check",
      "3:tool-contract/no-lossy-default",
    ]);
  });
});

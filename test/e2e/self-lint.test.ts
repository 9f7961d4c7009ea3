/**
 * The plugin on code it was not written for: its own sources, tests and examples, with every rule
 * on and each option value. Nothing may crash; ESLint rejects bad options with its own message.
 */
import { join } from "node:path";

import { ESLint, Linter } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";

import plugin from "../../src/index.js";
import { repoRoot } from "./helpers.js";

const ruleIds = Object.keys(plugin.rules).map((name) => `tool-contract/${name}`);

describe("linting the repository with the plugin", () => {
  it.each([
    ["default options", {}],
    ["presenceCheck: hasOwn, fix: suggestion", { presenceCheck: "hasOwn", fix: "suggestion" }],
  ])("never crashes (%s)", async (_name, options) => {
    const eslint = new ESLint({
      cwd: repoRoot,
      overrideConfigFile: true,
      overrideConfig: [
        { ignores: ["dist/**", "node_modules/**", "coverage/**"] },
        {
          ...plugin.configs.recommended,
          rules: { "tool-contract/no-truthy-presence-check": ["error", options] },
          settings: { "tool-contract": { sources: ["toolArgs", "toolReply", "payload"], validators: ["isToolArgs"] } },
        },
      ],
    });
    const results = await eslint.lintFiles(["src", "rules", "test", "examples", "scripts"].map((dir) => join(repoRoot, dir)));
    expect(results.length).toBeGreaterThan(30);
    const fatal = results.flatMap((result) => result.messages.filter((message) => message.fatal || !message.ruleId));
    expect(fatal).toEqual([]);
    for (const result of results) {
      for (const message of result.messages) expect(ruleIds).toContain(message.ruleId);
    }
  });
});

describe("invalid rule options", () => {
  const linter = new Linter({ configType: "flat" });
  const lintWith = (options: unknown) => () =>
    linter.verify("const x = 1;", [
      {
        plugins: { "tool-contract": plugin },
        languageOptions: { parser: tsParser },
        rules: { "tool-contract/no-truthy-presence-check": ["error", options] } as Linter.RulesRecord,
      },
    ]);

  it.each([
    ["an unknown presenceCheck", { presenceCheck: "has" }, 'Value "has" should be equal to one of the allowed values.'],
    ["an unknown fix mode", { fix: "always" }, 'Value "always" should be equal to one of the allowed values.'],
    ["an unknown option", { presence: "in" }, 'Unexpected property "presence". Expected properties: "presenceCheck", "fix".'],
    ["a string instead of an object", "in", 'Value "in" should be object.'],
    ["null", null, "Value null should be object."],
  ])("%s is rejected by the schema", (_name, options, message) => {
    expect(lintWith(options)).toThrow('Key "rules": Key "tool-contract/no-truthy-presence-check":');
    expect(lintWith(options)).toThrow(message);
  });
});

describe("invalid settings", () => {
  it("stop the lint with an error that names the key", () => {
    const linter = new Linter({ configType: "flat" });
    expect(() =>
      linter.verify("const args = JSON.parse(call.function.arguments);", [
        {
          plugins: { "tool-contract": plugin },
          languageOptions: { parser: tsParser },
          settings: { "tool-contract": { presenceFields: "result" } },
          rules: { "tool-contract/no-truthy-presence-check": "error" },
        },
      ]),
    ).toThrow(
      'settings["tool-contract"].presenceFields must be an array of strings naming a field, but it is the string "result".',
    );
  });
});

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
  const lintWith = (rule: string, options: unknown) => () =>
    linter.verify("const x = 1;", [
      {
        plugins: { "tool-contract": plugin },
        languageOptions: { parser: tsParser },
        rules: { [`tool-contract/${rule}`]: ["error", options] } as Linter.RulesRecord,
      },
    ]);

  it.each([
    ["no-truthy-presence-check", { presenceCheck: "has" }, 'Value "has" should be equal to one of the allowed values.'],
    ["no-truthy-presence-check", { fix: "always" }, 'Value "always" should be equal to one of the allowed values.'],
    ["no-truthy-presence-check", { presence: "in" }, 'Unexpected property "presence". Expected properties: "presenceCheck", "fix".'],
    ["no-truthy-presence-check", "in", 'Value "in" should be object.'],
    ["no-truthy-presence-check", null, "Value null should be object."],
    ["no-lossy-default", { nullish: "yes" }, 'Value "yes" should be boolean.'],
    ["no-lossy-default", { nulish: true }, 'Unexpected property "nulish". Expected properties: "nullish".'],
    ["require-tool-param-types", { flagNames: "notify" }, 'Value "notify" should be array.'],
    ["require-tool-param-types", { flagNames: [3] }, "Value 3 should be string."],
    ["require-tool-param-types", { flagNames: [""] }, "should NOT be shorter than 1 characters."],
    ["require-tool-param-types", { flagNames: ["a", "a"] }, "should NOT have duplicate items"],
  ])("%s rejects %j through its schema", (rule, options, message) => {
    expect(lintWith(rule, options)).toThrow(`Key "rules": Key "tool-contract/${rule}":`);
    expect(lintWith(rule, options)).toThrow(message);
  });

  it("a flagNames entry that is not a valid regular expression names the option", () => {
    expect(lintWith("require-tool-param-types", { flagNames: ["/(/"] })).toThrow(
      'tool-contract/require-tool-param-types: option flagNames: "/(/" is not a valid regular expression',
    );
  });
});

describe("invalid settings", () => {
  const linter = new Linter({ configType: "flat" });
  const lintWith = (settings: unknown) => () =>
    linter.verify("const args = JSON.parse(call.function.arguments);\nif (args.force) run();", [
      {
        plugins: { "tool-contract": plugin },
        languageOptions: { parser: tsParser },
        settings: { "tool-contract": settings },
        rules: plugin.configs.recommended.rules,
      },
    ]);

  it.each([
    ["a wrong type", { sources: "toolArgs" }, '.sources must be an array of names and call patterns, but it is the string "toolArgs".'],
    ["an unknown key", { source: ["toolArgs"] }, ".source is not a known setting. Known settings: sources, validators, normalizers, presenceFields, crossModule, unreadableSchemas."],
    ["a non-string validator", { validators: ["isArgs", 3] }, ".validators[1] must be a string naming a function, but it is number 3."],
    ["a validator that is not a name", { validators: ["is args"] }, '.validators[0] must name a function (like "toBool" or "schemas.parse"), but it is the string "is args".'],
    ["an unknown normaliser kind", { normalizers: { bool: "toBool" } }, ".normalizers.bool is not a known normaliser kind. Known kinds: boolean, integer, number, string."],
    ["an unknown key in a call pattern", { sources: [{ callee: "r.register", handler: 1 }] }, '.sources[0].handler is not a known key. A call pattern has "callee", "handlerArg" and "param".'],
    ["a call pattern without callee", { sources: [{ handlerArg: 1 }] }, ".sources[0].callee is required: the dotted name of the registering call."],
    ["a fractional handlerArg", { sources: [{ callee: "r.register", handlerArg: 1.5 }] }, ".sources[0].handlerArg must be an integer from -64 to 64, but it is number 1.5."],
    ["settings that are not an object", "toolArgs", 'settings["tool-contract"] must be an object, but it is the string "toolArgs".'],
  ])("%s stops the lint with an error naming the key", (_name, settings, message) => {
    expect(lintWith(settings)).toThrow(message);
  });

  it("valid settings lint normally", () => {
    const messages = lintWith({ sources: ["toolArgs", { callee: "r.register", handlerArg: 1 }], validators: ["isArgs"] })();
    expect(messages.map((message) => message.ruleId)).toEqual(["tool-contract/no-truthy-tool-value"]);
  });
});

describe("configs.strict", () => {
  const linter = new Linter({ configType: "flat" });
  const lint = (code: string, config: Linter.Config) =>
    linter.verify(code, [config], "agent.ts").map((message) => `${message.line}:${message.ruleId}`);

  it("reports ?? defaults on replies that recommended leaves alone", () => {
    const code = 'const reply = await client.callTool({ name: "stats", arguments: {} });\nconst total = reply.total ?? 0;';
    expect(lint(code, plugin.configs.recommended)).toEqual([]);
    expect(lint(code, plugin.configs.strict)).toEqual(["2:tool-contract/no-lossy-default"]);
  });

  it.each(["toolArgs", "toolInput", "toolReply", "toolResult", "functionArgs"])("treats %s as tool data", (name) => {
    const code = `export function run(${name}: any) {\n  return ${name}.timeout || 30;\n}`;
    expect(lint(code, plugin.configs.recommended)).toEqual([]);
    expect(lint(code, plugin.configs.strict)).toEqual(["2:tool-contract/no-lossy-default"]);
  });

  it("turns on every rule, like recommended", () => {
    expect(Object.keys(plugin.configs.strict.rules ?? {}).sort()).toEqual(Object.keys(plugin.configs.recommended.rules ?? {}).sort());
  });
});

describe("invalid settings (single key)", () => {
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

/**
 * Every rule option and every settings key, given each kind of wrong value. The result is always
 * ESLint's own schema error (options) or our error naming the key (settings), or the value is
 * accepted; never a TypeError from inside a rule.
 */
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";

import plugin from "../../src/index.js";

const HUGE = "x".repeat(1_000_000);
const BAD_VALUES: Array<[string, unknown]> = [
  ["null", null],
  ["a number", 5],
  ["a string", "result"],
  ["an array", ["a", 1, null]],
  ["an object with unknown keys", { unknown: true, nested: { deeper: 1 } }],
  ["a huge string", HUGE],
];

// Code that reaches every rule: sources of each kind, a tool schema, lookups and conversions.
const CODE = `import { z } from "zod";
const args = JSON.parse(call.function.arguments);
if (args.limit) page(args.limit);
const timeout = args.timeout || 30;
const count = Number(args.count);
const limit = LIMITS[args.tier];
if (args.dry_run) stop();
server.registerTool("t", { inputSchema: { is_admin: z.string(), n: z.coerce.number() } }, async (input) => input.n);
const reply = JSON.parse(line);
if (reply.error) throw new Error(reply.error.message);
function handle(toolArgs) { return toolArgs.flag ? 1 : 0; }`;

const ruleIds = Object.keys(plugin.rules).map((name) => `tool-contract/${name}`);

function lint(rules: Linter.RulesRecord, settings: Record<string, unknown> = {}): unknown {
  const linter = new Linter({ configType: "flat" });
  try {
    linter.verify(CODE, [{ files: ["**/*.ts"], plugins: { "tool-contract": plugin }, languageOptions: { parser: tsParser }, settings, rules }], "agent.ts");
    return null;
  } catch (error) {
    return error;
  }
}

/** The options each rule declares, from its schema. */
function optionKeys(ruleId: string): string[] {
  const schema = plugin.rules[ruleId.slice("tool-contract/".length) as keyof typeof plugin.rules].meta?.schema;
  const first = Array.isArray(schema) ? (schema[0] as { properties?: Record<string, unknown> } | undefined) : undefined;
  return Object.keys(first?.properties ?? {});
}

describe("bad rule options", () => {
  const cases = ruleIds.flatMap((ruleId) => [
    ...BAD_VALUES.map(([label, value]) => [`${ruleId}: the options object is ${label}`, ruleId, value] as const),
    ...optionKeys(ruleId).flatMap((key) =>
      BAD_VALUES.map(([label, value]) => [`${ruleId}: ${key} is ${label}`, ruleId, { [key]: value }] as const),
    ),
  ]);

  it("covers every option of every rule", () => {
    expect(ruleIds.flatMap(optionKeys).sort()).toEqual(["fix", "flagNames", "nullish", "presenceCheck", "text", "unknown"]);
  });

  it.each(cases)("%s: ESLint's schema error, never a TypeError", (_name, ruleId, options) => {
    const error = lint({ [ruleId]: ["error", options] });
    // A rule without options rejects any; a rule with options rejects every one of these values
    // except a list of patterns for flagNames, which must then be valid regular expressions.
    if (error === null) return;
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/Key "rules": Key "tool-contract\/[\w-]+":/u);
  });
});

describe("bad settings", () => {
  const every: Linter.RulesRecord = Object.fromEntries(ruleIds.map((id) => [id, "error" as const]));
  const keys = ["sources", "validators", "normalizers", "presenceFields", "crossModule", "unreadableSchemas"];
  const cases = [
    ...BAD_VALUES.map(([label, value]) => [`settings["tool-contract"] is ${label}`, value, ""] as const),
    ...keys.flatMap((key) => BAD_VALUES.map(([label, value]) => [`${key} is ${label}`, { [key]: value }, `.${key}`] as const)),
    ...BAD_VALUES.map(([label, value]) => [`an unknown key is ${label}`, { sourcez: value }, ""] as const),
  ];

  it.each(cases)("%s: our error naming the key, never a TypeError", (_name, value, key) => {
    const error = lint(every, { "tool-contract": value });
    if (error === null) return;
    expect(error).not.toBeInstanceOf(TypeError);
    expect((error as Error).message).toContain(`settings["tool-contract"]${key}`);
  });

  it("rejects most of these values", () => {
    const rejected = cases.filter(([, value]) => lint(every, { "tool-contract": value }) !== null);
    // Accepted: only the values a key may really hold (none of these, except no key at all).
    expect(rejected.length).toBe(cases.length);
  });
});

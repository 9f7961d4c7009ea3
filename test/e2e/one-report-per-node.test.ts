/**
 * One node gets at most one report from the plugin, and reports never cross (one may contain
 * another: `set.has(Number(v))` is a lookup around a conversion). Rules that could claim the same node leave it
 * to its owner (DESIGN.md, "Which rule owns a node"): checked on the example app and on a file of
 * the shapes where two rules meet.
 */
import { join } from "node:path";

import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";

import plugin from "../../src/index.js";
import { lintWithPlugin } from "../lint.js";
import { repoRoot } from "./helpers.js";

type Located = Pick<Linter.LintMessage, "ruleId" | "line" | "column" | "endLine" | "endColumn">;

const start = (message: Located): [number, number] => [message.line, message.column];
const end = (message: Located): [number, number] => [message.endLine ?? message.line, message.endColumn ?? message.column];
const before = (a: [number, number], b: [number, number]): boolean => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);

/** Pairs of reports on the same node (the same range). */
function sameNode(messages: readonly Located[]): string[] {
  const seen = new Map<string, string>();
  const found: string[] = [];
  for (const message of messages) {
    const range = `${start(message).join(":")}-${end(message).join(":")}`;
    const other = seen.get(range);
    if (other) found.push(`${range}: ${other} / ${message.ruleId}`);
    else seen.set(range, message.ruleId ?? "");
  }
  return found;
}

/** Pairs of reports whose ranges overlap without one containing the other. */
function crossing(messages: readonly Located[]): string[] {
  const found: string[] = [];
  for (const [index, a] of messages.entries()) {
    for (const b of messages.slice(index + 1)) {
      const disjoint = before(end(a), start(b)) || before(end(b), start(a));
      const aInB = before(start(b), start(a)) && before(end(a), end(b));
      const bInA = before(start(a), start(b)) && before(end(b), end(a));
      if (!disjoint && !aInB && !bInA) found.push(`${a.ruleId}@${a.line}:${a.column} / ${b.ruleId}@${b.line}:${b.column}`);
    }
  }
  return found;
}

describe("one report per node", () => {
  it("holds on examples/agent-app with configs.recommended", async () => {
    const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: true, overrideConfig: [plugin.configs.recommended] });
    const results = await eslint.lintFiles([join(repoRoot, "examples/agent-app")]);
    const rules = new Set<string>();
    for (const result of results) {
      for (const message of result.messages) rules.add(message.ruleId ?? "");
      expect(sameNode(result.messages)).toEqual([]);
      expect(crossing(result.messages)).toEqual([]);
    }
    // Every rule has a finding there, so the check is not empty.
    expect([...rules].sort()).toEqual(Object.keys(plugin.rules).map((name) => `tool-contract/${name}`).sort());
  });

  it("holds where two rules meet", () => {
    const code = `const args = JSON.parse(call.function.arguments);
if (args.offset) page(args.offset);
const timeout = args.timeout ? args.timeout : 30;
const on = !!args.flag;
if (args.verbose || forced) log("verbose");
const limit = args.limit || 10;
if (!args.dry_run) write();
const mode = args.mode ? args.mode : "fast";
const go = (args.x || 5) && use();
const known = allowed.has(Number(args.tier));
const off = Boolean(args.off);
`;
    const { messages } = lintWithPlugin(code, { rules: plugin.configs.recommended.rules as Linter.RulesRecord });
    expect(sameNode(messages)).toEqual([]);
    expect(crossing(messages)).toEqual([]);
    expect(messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`)).toEqual([
      "2:5 tool-contract/no-truthy-presence-check",
      "3:17 tool-contract/no-lossy-default",
      "4:12 tool-contract/no-coercion-before-validation",
      "5:5 tool-contract/no-truthy-tool-value",
      "6:15 tool-contract/no-lossy-default",
      "7:6 tool-contract/no-truthy-tool-value",
      "8:14 tool-contract/no-lossy-default",
      "9:13 tool-contract/no-truthy-tool-value",
      // `set.has(Number(v))` is two nodes: the conversion, and the lookup around it.
      "10:15 tool-contract/no-ungated-lookup",
      "10:27 tool-contract/no-coercion-before-validation",
      "11:13 tool-contract/no-coercion-before-validation",
    ]);
  });
});

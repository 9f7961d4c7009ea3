import * as tsParser from "@typescript-eslint/parser";
import type { TSESLint } from "@typescript-eslint/utils";
import { Linter, type Rule } from "eslint";
import { describe, expect, it } from "vitest";

import { type ToolDataAnalysis, getToolDataAnalysis } from "../../src/analysis/index.js";

/** Lints `code` with several probe rules, each asking for the analysis, and returns what each got. */
function analysesSeenByRules(code: string, rules = 3, filename = "file.ts"): ToolDataAnalysis[] {
  const seen: ToolDataAnalysis[] = [];
  const probe: Rule.RuleModule = {
    meta: { type: "problem", schema: [] },
    create(context) {
      seen.push(getToolDataAnalysis(context as unknown as Readonly<TSESLint.RuleContext<string, readonly unknown[]>>));
      return {};
    },
  };
  const names = Array.from({ length: rules }, (_, index) => `probe${index}`);
  new Linter({ configType: "flat" }).verify(code, [
    {
      files: ["**/*.{ts,mts,cts}"],
      plugins: { probe: { rules: Object.fromEntries(names.map((name) => [name, probe])) } },
      languageOptions: { parser: tsParser },
      rules: Object.fromEntries(names.map((name) => [`probe/${name}`, "error"])),
    },
  ], filename);
  return seen;
}

describe("getToolDataAnalysis", () => {
  it("builds one analysis per file, shared by every rule that asks", () => {
    const seen = analysesSeenByRules("const args = JSON.parse(call.function.arguments);\nuse(args.city);");
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]!.hasSources).toBe(true);
  });

  it("builds a new analysis for the next file", () => {
    const first = analysesSeenByRules("const args = JSON.parse(call.function.arguments);", 1);
    const second = analysesSeenByRules("const args = JSON.parse(call.function.arguments);", 1);
    expect(first[0]).not.toBe(second[0]);
  });

  it("stops at once for a file without tool data", () => {
    const [analysis] = analysesSeenByRules("function greet(user) {\n  if (user.name) return user.name;\n}", 1);
    expect(analysis!.hasSources).toBe(false);
    expect([...analysis!.values()]).toEqual([]);
    expect(analysis!.presenceChecks()).toEqual([]);
  });

  it("has no sources when the trigger words appear but no recogniser matches", () => {
    const [analysis] = analysesSeenByRules("const text = 'result and error';\nconst args = process.argv;", 1);
    expect(analysis!.hasSources).toBe(false);
  });

  it.each(["types.d.ts", "types.d.mts", "types.d.cts"])("skips a declaration file (%s): no code there runs", (filename) => {
    expect(analysesSeenByRules("const args = JSON.parse(call.function.arguments);\nuse(args.city);", 1, filename)[0]!.hasSources).toBe(false);
    expect(analysesSeenByRules("const args = JSON.parse(call.function.arguments);\nuse(args.city);", 1, "types.ts")[0]!.hasSources).toBe(true);
  });

  it("tells files apart by their tree, also when a host hands every file the same SourceCode object", () => {
    // oxlint reuses one SourceCode object for every file: an analysis found by that object alone
    // would be the previous file's.
    const shared = { ast: {}, text: "const args = JSON.parse(call.function.arguments);" };
    const context = { sourceCode: shared, settings: {}, filename: "a.ts" } as unknown as Parameters<typeof getToolDataAnalysis>[0];
    const first = getToolDataAnalysis(context);
    expect(getToolDataAnalysis(context)).toBe(first);
    shared.ast = {};
    shared.text = "export const answer = 42;";
    const second = getToolDataAnalysis(context);
    expect(second).not.toBe(first);
    expect(first.mayHaveSources).toBe(true);
    expect(second.mayHaveSources).toBe(false);
  });
});

/**
 * SARIF for GitHub code scanning: `eslint -f @microsoft/eslint-formatter-sarif` on the example
 * agent gives SARIF 2.1.0 with one result per finding, our rule ids, and each rule's docs as
 * `helpUri`; the run fails (exit code 1) as the build should.
 */
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import plugin from "../../src/index.js";
import { repoRoot, runEslint } from "./helpers.js";

interface Sarif {
  version: string;
  runs: Array<{
    tool: { driver: { name: string; rules: Array<{ id: string; helpUri?: string }> } };
    results: Array<{ ruleId: string; level: string; locations: Array<{ physicalLocation: { region: { startLine: number } } }> }>;
  }>;
}

describe("SARIF output", () => {
  const examples = join(repoRoot, "examples");
  const sarifRun = runEslint(["-f", "@microsoft/eslint-formatter-sarif", "agent-app"], examples);
  const jsonRun = runEslint(["-f", "json", "agent-app"], examples);
  const findings = (JSON.parse(jsonRun.stdout) as Array<{ messages: Array<{ ruleId: string; line: number }> }>).flatMap(
    (result) => result.messages,
  );

  it("is SARIF 2.1.0 and fails the run", () => {
    expect(sarifRun.status).toBe(1);
    const sarif = JSON.parse(sarifRun.stdout) as Sarif;
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs).toHaveLength(1);
  });

  it("has one result per finding, with our rule ids", () => {
    const [run] = (JSON.parse(sarifRun.stdout) as Sarif).runs;
    const results = run!.results.map((result) => `${result.ruleId}@${result.locations[0]!.physicalLocation.region.startLine}`);
    expect(results.sort()).toEqual(findings.map((finding) => `${finding.ruleId}@${finding.line}`).sort());
    expect(results.length).toBe(17);
    expect(run!.results.every((result) => result.ruleId.startsWith("tool-contract/") && result.level === "error")).toBe(true);
  });

  it("points each rule's helpUri to its docs", () => {
    const [run] = (JSON.parse(sarifRun.stdout) as Sarif).runs;
    const rules = run!.tool.driver.rules;
    expect(rules.map((rule) => rule.id).sort()).toEqual(Object.keys(plugin.rules).map((name) => `tool-contract/${name}`).sort());
    for (const rule of rules) {
      const name = rule.id.slice("tool-contract/".length);
      expect(rule.helpUri).toBe(`https://github.com/tool-contract/eslint-plugin-tool-contract/blob/main/docs/rules/${name}.md`);
    }
  });
});

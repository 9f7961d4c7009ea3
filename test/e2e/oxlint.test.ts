/**
 * The plugin under oxlint, whose JS plugin API runs ESLint plugins from a Rust host:
 * `examples/.oxlintrc.json` loads the built plugin through `jsPlugins`, and oxlint's findings on
 * `examples/agent-app`, as (file, line, rule), are compared with ESLint's.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { repoRoot, runEslint } from "./helpers.js";

const examples = join(repoRoot, "examples");

/**
 * Known differences between the hosts, as (file, line, rule) with the reason. None so far: oxlint
 * provides the scope manager, `sourceCode.text` and the node types the rules use; it has no
 * `parserServices.program`, so the rules run in syntax mode, which is what `recommended` is, and it
 * has no `sourceCode.traverse()`, so the scan walks the tree itself.
 */
const ONLY_ESLINT: ReadonlyArray<[string, string]> = [];
const ONLY_OXLINT: ReadonlyArray<[string, string]> = [];

describe("oxlint with jsPlugins", () => {
  const oxlint = spawnSync(
    process.execPath,
    [join(repoRoot, "node_modules/oxlint/bin/oxlint"), "-c", ".oxlintrc.json", "-f", "json", "agent-app"],
    { cwd: examples, encoding: "utf8" },
  );
  const eslint = runEslint(["-f", "json", "agent-app"], examples);

  const fromOxlint = (): string[] =>
    (JSON.parse(oxlint.stdout) as { diagnostics: Array<{ code: string; filename: string; labels: Array<{ span: { line: number } }> }> }).diagnostics
      .map((diagnostic) => {
        const rule = diagnostic.code.replace(/^tool-contract\((.+)\)$/u, "tool-contract/$1");
        return `${diagnostic.filename}:${diagnostic.labels[0]!.span.line} ${rule}`;
      })
      .sort();
  const fromEslint = (): string[] =>
    (JSON.parse(eslint.stdout) as Array<{ filePath: string; messages: Array<{ line: number; ruleId: string }> }>)
      .flatMap((result) => result.messages.map((message) => `${result.filePath.slice(examples.length + 1)}:${message.line} ${message.ruleId}`))
      .sort();

  it("runs the plugin without errors and fails the run", () => {
    expect(oxlint.stderr).toBe("");
    expect(oxlint.status).toBe(1);
  });

  it("finds what ESLint finds, apart from the listed differences", () => {
    const oxlintFindings = fromOxlint();
    const eslintFindings = fromEslint();
    expect(eslintFindings).toHaveLength(17);
    expect(eslintFindings.filter((finding) => !oxlintFindings.includes(finding))).toEqual(ONLY_ESLINT.map(([finding]) => finding));
    expect(oxlintFindings.filter((finding) => !eslintFindings.includes(finding))).toEqual(ONLY_OXLINT.map(([finding]) => finding));
  });
});

/**
 * `tool-contract explain`: the built command on fixture files. A flow followed into a helper, a
 * file where tracking is lost on purpose (a package, a dynamic call, a spread, a structure), a tool
 * loop whose arguments a package parses (never taken in), the `--json` shape, the project's own
 * config, and its errors.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { builtPlugin, copyInto, repoRoot, temporaryFolder } from "./helpers.js";

const bin = join(repoRoot, "dist/src/cli/bin.js");
const fixtures = join(repoRoot, "test/fixtures/explain");

function runExplain(args: readonly string[], cwd = fixtures): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, "explain", ...args], { cwd, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface Report {
  version: number;
  config: string;
  files: Array<{
    file: string;
    analysed: boolean;
    entries: Array<{ id: number; kind: string; sdk: string; line: number; expression: string; validated: boolean; schema: { text: string; line: number } | null; shape: string | null }>;
    values: Array<{ entry: number; expression: string; line: number; column: number; path: string; shape: string | null; gates: string[] }>;
    lost: Array<{ entry: number | null; expression: string; line: number; column: number; reason: string; message: string }>;
    findings: Array<{ ruleId: string; line: number; column: number; message: string; fixable: boolean; suggestions: number }>;
  }>;
}

function jsonReport(args: readonly string[], cwd = fixtures): Report {
  const result = runExplain([...args, "--json"], cwd);
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as Report;
}

describe("tool-contract explain --json", () => {
  it("follows parsed arguments into a helper and shows the gate that holds there", () => {
    const report = jsonReport(["followed.ts", "--config", "recommended"]);
    expect(report.version).toBe(1);
    expect(report.config).toBe("recommended");
    const [file] = report.files;
    expect(file!.file).toBe("followed.ts");
    expect(file!.analysed).toBe(true);
    const parsed = file!.entries.find((entry) => entry.expression === "JSON.parse(call.function.arguments)");
    expect(parsed).toMatchObject({ kind: "arguments", sdk: "tool call arguments", line: 15, validated: false, schema: null });
    const inHelper = file!.values.filter((value) => value.entry === parsed!.id && value.path === "include_tax");
    expect(inHelper.map((value) => [value.line, value.column, value.gates])).toEqual([
      [7, 14, []],
      [7, 53, ["typeof boolean", "present", "not null"]],
      [8, 10, []],
    ]);
    expect(file!.lost).toEqual([]);
    expect(file!.findings.map((finding) => `${finding.line}:${finding.column} ${finding.ruleId}`)).toEqual(["8:10 tool-contract/no-truthy-tool-value"]);
  });

  it("says where tracking was lost, and why", () => {
    const [file] = jsonReport(["lost.ts", "--config", "recommended"]).files;
    expect(file!.entries).toHaveLength(1);
    expect(file!.entries[0]).toMatchObject({
      sdk: "MCP tool arguments",
      line: 14,
      expression: "args",
      validated: true,
      schema: { text: "{ kind: z.string(), force: z.string(), labels: z.array(z.string()) }", line: 14 },
      shape: "{ kind: string; force: string; labels: string[] }",
    });
    expect(file!.lost.map((lost) => `${lost.line}:${lost.column} ${lost.expression} ${lost.reason}`)).toEqual([
      "15:11 args package",
      "16:24 args dynamic-call",
      "17:10 args.labels spread",
      "19:14 saved structure",
    ]);
    expect(file!.lost[0]!.message).toContain("`job-queue`");
    expect(file!.findings.map((finding) => `${finding.line} ${finding.ruleId}`)).toEqual([
      "14 tool-contract/require-tool-param-types",
      // `handlers` is a plain object that starts as `{}`: `args.kind` can name `constructor`
      "16 tool-contract/no-ungated-lookup",
      "20 tool-contract/no-truthy-tool-value",
    ]);
  });

  it("says that arguments parsed by a package's helper were never taken in, where the rules are silent", () => {
    const [file] = jsonReport(["unparsed.ts", "--config", "recommended"]).files;
    expect(file!.entries).toEqual([]);
    expect(file!.findings).toEqual([]);
    expect(file!.lost).toEqual([
      {
        entry: null,
        expression: "call.function.arguments",
        line: 13,
        column: 32,
        endLine: 13,
        endColumn: 55,
        path: "",
        reason: "unparsed-arguments",
        message:
          "a tool call's arguments, passed unparsed to `parseToolArgs` (from `agent-utils`): tool arguments are taken in where `JSON.parse` parses them, so nothing this call returns is checked",
      },
    ]);
  });

  it("says where a variable that tool data entered may have been set to something else", () => {
    const [file] = jsonReport(["reassigned.ts", "--config", "recommended"]).files;
    expect(file!.findings).toEqual([]);
    expect(file!.lost).toEqual([
      {
        entry: 0,
        expression: "timeout",
        line: 12,
        column: 15,
        endLine: 12,
        endColumn: 22,
        path: "timeout",
        reason: "reassigned",
        message: "`timeout` may hold what `timeout = 30` (line 11) wrote instead of the tool's value; later reads are not followed",
      },
    ]);
  });

  it("reports the same findings as ESLint with the same config", () => {
    const files = ["followed.ts", "lost.ts", "unparsed.ts"];
    const report = jsonReport([...files, "--config", "strict"]);
    const eslint = spawnSync(
      process.execPath,
      [join(repoRoot, "node_modules/eslint/bin/eslint.js"), "--no-config-lookup", "--format", "json", "--config", join(fixtures, "..", "..", "e2e", "strict.config.mjs"), ...files],
      { cwd: fixtures, encoding: "utf8" },
    );
    const expected = (JSON.parse(eslint.stdout) as Array<{ filePath: string; messages: Array<{ line: number; column: number; ruleId: string }> }>).flatMap((result) =>
      result.messages.map((message) => `${result.filePath.slice(fixtures.length + 1)}:${message.line}:${message.column} ${message.ruleId}`),
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(report.files.flatMap((file) => file.findings.map((finding) => `${file.file}:${finding.line}:${finding.column} ${finding.ruleId}`))).toEqual(expected);
  });
});

describe("tool-contract explain (text)", () => {
  it("prints entries, values, lost places and findings", () => {
    const result = runExplain(["lost.ts", "--config", "recommended"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("tool data entries:\n    #0 line 14  MCP tool arguments  `args`  validated against");
    expect(result.stdout).toContain("tracking lost:\n    line 15:11  `args` (#0)  passed to `enqueue` from the package `job-queue`");
    expect(result.stdout).toContain("line 20:7  tool-contract/no-truthy-tool-value");
  });

  it("uses the project's ESLint config when no --config is given", () => {
    const folder = temporaryFolder("explain");
    try {
      copyInto(join(fixtures, "lost.ts"), join(folder.path, "lost.ts"));
      writeFileSync(
        join(folder.path, "eslint.config.js"),
        `import toolContract from ${JSON.stringify(builtPlugin)};\nexport default [toolContract.configs.recommended, { rules: { "tool-contract/require-tool-param-types": "off" } }];\n`,
      );
      const report = jsonReport(["lost.ts"], folder.path);
      expect(report.config).toBe("project");
      expect(report.files[0]!.findings.map((finding) => finding.ruleId)).toEqual(["tool-contract/no-ungated-lookup", "tool-contract/no-truthy-tool-value"]);
      expect(report.files[0]!.lost).toHaveLength(4);
    } finally {
      folder.cleanup();
    }
  });

  it("shows the plugin's message for bad settings, and exits 2", () => {
    const folder = temporaryFolder("explain-settings");
    try {
      copyInto(join(fixtures, "lost.ts"), join(folder.path, "lost.ts"));
      writeFileSync(
        join(folder.path, "eslint.config.js"),
        `import toolContract from ${JSON.stringify(builtPlugin)};\nexport default [toolContract.configs.recommended, { settings: { "tool-contract": { crossModule: "yes" } } }];\n`,
      );
      const result = runExplain(["lost.ts"], folder.path);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain("crossModule");
      expect(result.stderr).toContain("must be true or false");
    } finally {
      folder.cleanup();
    }
  });

  it("rejects a bad command line with its usage", () => {
    const result = runExplain(["lost.ts", "--config", "loose"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--config must be "recommended" or "strict"');
    expect(result.stderr).toContain("Usage: tool-contract explain");
  });
});

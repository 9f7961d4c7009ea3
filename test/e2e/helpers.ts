/** Running the real ESLint CLI in a folder, for end-to-end tests. */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
export const eslintBin = join(repoRoot, "node_modules/eslint/bin/eslint.js");
export const builtPlugin = join(repoRoot, "dist/src/index.js");

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runEslint(args: readonly string[], cwd: string): CliResult {
  const result = spawnSync(process.execPath, [eslintBin, ...args], { cwd, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A fresh temporary folder; removed by the returned `cleanup`. */
export function temporaryFolder(prefix: string): { path: string; cleanup: () => void } {
  const path = mkdtempSync(join(tmpdir(), `tool-contract-${prefix}-`));
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) };
}

export function copyInto(source: string, target: string): void {
  cpSync(source, target, { recursive: true });
}

/** Every file below `root`, as relative path → content. */
export function readTree(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else files.set(relative(root, path), readFileSync(path, "utf8"));
    }
  };
  visit(root);
  return files;
}

export const oxlintBin = join(repoRoot, "node_modules/oxlint/bin/oxlint");

export function runOxlint(args: readonly string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [oxlintBin, ...args], { cwd, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface OxlintReport {
  diagnostics: Array<{ code?: string; message: string; filename: string; labels: Array<{ span: { line: number } }> }>;
}

/**
 * oxlint's `json` findings as `file:line rule`, files relative to where it ran. A diagnostic
 * without a rule (a plugin that threw) becomes `file: error: message`, so that it shows as a
 * difference.
 */
export function oxlintFindings(stdout: string): string[] {
  return (JSON.parse(stdout) as OxlintReport).diagnostics
    .map((diagnostic) =>
      diagnostic.code === undefined
        ? `${diagnostic.filename}: error: ${diagnostic.message}`
        : `${diagnostic.filename}:${diagnostic.labels[0]!.span.line} ${diagnostic.code.replace(/^tool-contract\((.+)\)$/u, "tool-contract/$1")}`,
    )
    .sort();
}

/** ESLint's `json` findings in the same form, files relative to `cwd`. */
export function eslintFindings(stdout: string, cwd: string): string[] {
  return (JSON.parse(stdout) as Array<{ filePath: string; messages: Array<{ line: number; ruleId: string }> }>)
    .flatMap((result) => result.messages.map((message) => `${result.filePath.slice(cwd.length + 1)}:${message.line} ${message.ruleId}`))
    .sort();
}

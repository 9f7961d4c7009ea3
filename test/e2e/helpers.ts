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

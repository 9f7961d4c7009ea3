/**
 * What `npm pack` would publish: the built code, the docs, the README, the licence and package.json.
 * From a clean clone too: `prepack` builds dist/ first.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";

import { describe, expect, it } from "vitest";

import { repoRoot, temporaryFolder } from "./helpers.js";

type PackOutput = Array<{ filename: string; files: Array<{ path: string }> }>;

const packedFiles = (stdout: string): string[] => (JSON.parse(stdout) as PackOutput)[0]!.files.map((file) => file.path);

/** The files a package may hold, and those it must hold. */
function checkFileList(files: readonly string[]): void {
  const unexpected = files.filter(
    (path) =>
      !/^dist\/(?:src|rules)\/[\w/.-]+\.(?:js|d\.ts)$/u.test(path) &&
      !["dist/src/index.cjs", "dist/src/index.d.cts"].includes(path) &&
      !/^docs\/[\w/.-]+\.md$/u.test(path) &&
      !["README.md", "LICENSE", "package.json"].includes(path),
  );
  expect(unexpected).toEqual([]);
  for (const path of ["README.md", "LICENSE", "package.json", "dist/src/index.js", "dist/src/index.d.ts", "dist/src/index.cjs", "dist/src/index.d.cts"]) {
    expect(files).toContain(path);
  }
  expect(files.filter((path) => /^dist\/rules\/[\w-]+\.js$/u.test(path) && !path.endsWith("index.js"))).toHaveLength(6);
  expect(files.filter((path) => path.startsWith("docs/rules/"))).toHaveLength(6);
}

// dist/ as the tests' global setup built it; `--ignore-scripts` keeps prepack from building again.
const pack = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: repoRoot, encoding: "utf8" });
const files = packedFiles(pack.stdout);

describe("npm pack", () => {
  it("lists only dist, the docs, the README, the LICENSE and package.json, with every rule and its docs page", () => {
    expect(pack.status).toBe(0);
    checkFileList(files);
  });

  it("points every entry of exports at a file it ships", () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { exports: Record<string, unknown>; main: string; types: string };
    const targets: string[] = [manifest.main, manifest.types];
    const visit = (value: unknown): void => {
      if (typeof value === "string") targets.push(value);
      else if (value !== null && typeof value === "object") Object.values(value).forEach(visit);
    };
    visit(manifest.exports);
    expect(targets.filter((target) => !files.includes(target.replace(/^\.\//u, "")))).toEqual([]);
  });

  it("ships the tool-contract command", () => {
    const bin = (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { bin: Record<string, string> }).bin;
    expect(bin).toEqual({ "tool-contract": "./dist/src/cli/bin.js" });
    expect(files).toContain("dist/src/cli/bin.js");
    expect(readFileSync(join(repoRoot, "dist/src/cli/bin.js"), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/u);
  });

  it("is MIT licensed", () => {
    expect(JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).license).toBe("MIT");
    expect(readFileSync(join(repoRoot, "LICENSE"), "utf8")).toMatch(/^MIT License/u);
  });
});

describe("npm pack in a clean clone", () => {
  it("builds dist/ first (prepack) and ships it", () => {
    const clone = temporaryFolder("clone");
    try {
      // The files a clone of this commit holds: tracked, or new and not ignored. No dist/.
      const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repoRoot, encoding: "utf8" });
      expect(listed.status).toBe(0);
      for (const path of listed.stdout.split("\0").filter((path) => path !== "" && existsSync(join(repoRoot, path)))) {
        mkdirSync(dirname(join(clone.path, path)), { recursive: true });
        copyFileSync(join(repoRoot, path), join(clone.path, path));
      }
      expect(existsSync(join(clone.path, "dist"))).toBe(false);
      // `npm ci` would install these; the repository's own are the same.
      symlinkSync(join(repoRoot, "node_modules"), join(clone.path, "node_modules"), "dir");
      const cloned = spawnSync("npm", ["pack", "--dry-run", "--json"], { cwd: clone.path, encoding: "utf8" });
      expect(cloned.status, cloned.stderr).toBe(0);
      const clonedFiles = packedFiles(cloned.stdout);
      checkFileList(clonedFiles);
      expect(clonedFiles.sort()).toEqual([...files].sort());
    } finally {
      clone.cleanup();
    }
  });
});

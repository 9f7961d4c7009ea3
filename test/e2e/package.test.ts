/** What `npm pack` would publish: the built code, the docs, the README, the licence and package.json. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { repoRoot } from "./helpers.js";

describe("npm pack", () => {
  const pack = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: repoRoot, encoding: "utf8" });
  const files = (JSON.parse(pack.stdout) as Array<{ files: Array<{ path: string }> }>)[0]!.files.map((file) => file.path);

  it("lists only dist, the docs, the README, the LICENSE and package.json", () => {
    expect(pack.status).toBe(0);
    const unexpected = files.filter(
      (path) => !/^dist\/(?:src|rules)\/[\w/.-]+\.(?:js|d\.ts)$/u.test(path) && !/^docs\/[\w/.-]+\.md$/u.test(path) && !["README.md", "LICENSE", "package.json"].includes(path),
    );
    expect(unexpected).toEqual([]);
    for (const path of ["README.md", "LICENSE", "package.json", "dist/src/index.js", "dist/src/index.d.ts"]) expect(files).toContain(path);
  });

  it("ships the tool-contract command", () => {
    const bin = (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { bin: Record<string, string> }).bin;
    expect(bin).toEqual({ "tool-contract": "./dist/src/cli/bin.js" });
    expect(files).toContain("dist/src/cli/bin.js");
    expect(readFileSync(join(repoRoot, "dist/src/cli/bin.js"), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/u);
  });

  it("ships every rule and its docs page", () => {
    expect(files.filter((path) => /^dist\/rules\/[\w-]+\.js$/u.test(path) && !path.endsWith("index.js"))).toHaveLength(6);
    expect(files.filter((path) => path.startsWith("docs/rules/"))).toHaveLength(6);
  });

  it("is MIT licensed", () => {
    expect(JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).license).toBe("MIT");
    expect(readFileSync(join(repoRoot, "LICENSE"), "utf8")).toMatch(/^MIT License/u);
  });
});

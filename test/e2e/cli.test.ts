/**
 * The ESLint CLI on the example app: exit codes, `--fix` output, and that a second `--fix`
 * changes nothing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { builtPlugin, copyInto, readTree, repoRoot, runEslint, temporaryFolder } from "./helpers.js";

const examples = join(repoRoot, "examples");

describe("eslint CLI on examples/", () => {
  it("exits 1 on agent-app, with findings from the plugin only", () => {
    const result = runEslint(["--format", "json", "agent-app"], examples);
    expect(result.status).toBe(1);
    const files = JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string | null; fatal?: boolean }> }>;
    const messages = files.flatMap((file) => file.messages);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.ruleId?.startsWith("tool-contract/") && !message.fatal)).toBe(true);
  });

  it("exits 0 on agent-app-fixed", () => {
    const result = runEslint(["agent-app-fixed"], examples);
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe("");
    expect(result.status).toBe(0);
  });
});

describe("eslint --fix on a copy of agent-app", () => {
  const folder = temporaryFolder("fix");
  const app = join(folder.path, "agent-app");
  let firstStatus: number | null = null;

  beforeAll(() => {
    copyInto(join(examples, "agent-app"), app);
    writeFileSync(
      join(folder.path, "eslint.config.js"),
      `import toolContract from ${JSON.stringify(builtPlugin)};\nexport default [toolContract.configs.recommended];\n`,
    );
    firstStatus = runEslint(["--fix", "agent-app"], folder.path).status;
  });
  afterAll(() => folder.cleanup());

  it("rewrites exactly the autofixable presence checks", () => {
    // Suggestion-only findings remain, so the run still fails.
    expect(firstStatus).toBe(1);
    const before = readTree(join(examples, "agent-app"));
    const after = readTree(app);
    const expected = new Map(before);
    for (const name of ["jsonrpc-adapter.ts"]) {
      expected.set(name, readFileSync(join(repoRoot, "test/e2e/expected", `${name}.expected`), "utf8"));
    }
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(expected));
  });

  it("leaves files that parse, and a second --fix changes nothing", () => {
    const once = readTree(app);
    const second = runEslint(["--fix", "--format", "json", "agent-app"], folder.path);
    const results = JSON.parse(second.stdout) as Array<{ messages: Array<{ fatal?: boolean }> }>;
    expect(results.flatMap((result) => result.messages).filter((message) => message.fatal)).toEqual([]);
    expect(Object.fromEntries(readTree(app))).toEqual(Object.fromEntries(once));
  });
});

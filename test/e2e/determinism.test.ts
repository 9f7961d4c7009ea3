/**
 * `--concurrency=2` and `--cache` (a cold run, then a warm one after one file changed) give exactly
 * the findings of a serial run, on the examples and on a sample of the sweep's files.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

// @ts-expect-error: the bench library is plain JavaScript without declarations.
import { agentFile } from "../../bench/lib.mjs";
import { builtPlugin, copyInto, repoRoot, runEslint, temporaryFolder } from "./helpers.js";

/** Published SDK files, copied under a name ESLint does not ignore. */
function sweepSample(): Array<[string, string]> {
  const pick = (dir: string, pattern: RegExp, count: number): Array<[string, string]> =>
    readdirSync(join(repoRoot, dir), { recursive: true, encoding: "utf8" })
      .filter((name) => pattern.test(name))
      .sort()
      .slice(0, count)
      .map((name) => [join(dir, name), `sample/${dir.replaceAll("/", "_")}/${name}`]);
  return [
    ...pick("node_modules/@modelcontextprotocol/sdk/dist/esm", /\.js$/u, 25),
    ...pick("node_modules/openai/helpers", /\.mjs$/u, 15),
    ...pick("node_modules/@openai/agents-core/dist", /\.mjs$/u, 20),
  ];
}

interface Finding {
  readonly file: string;
  readonly ruleId: string | null;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

describe("determinism", () => {
  const folder = temporaryFolder("determinism");
  const findings = (stdout: string): Finding[] =>
    (JSON.parse(stdout) as Array<{ filePath: string; messages: Array<Omit<Finding, "file">> }>)
      .flatMap((result) =>
        result.messages.map((message) => ({
          file: relative(folder.path, result.filePath),
          ruleId: message.ruleId,
          line: message.line,
          column: message.column,
          message: message.message,
        })),
      )
      .sort((x, y) => x.file.localeCompare(y.file) || x.line - y.line || x.column - y.column || String(x.ruleId).localeCompare(String(y.ruleId)));
  const lint = (...args: string[]): Finding[] => {
    const result = runEslint(["-f", "json", ...args, "."], folder.path);
    if (result.status === 2) throw new Error(result.stderr);
    return findings(result.stdout);
  };

  let serial: Finding[] = [];
  beforeAll(() => {
    copyInto(join(repoRoot, "examples/agent-app"), join(folder.path, "agent-app"));
    for (const [from, to] of sweepSample()) {
      const target = join(folder.path, to);
      copyInto(join(repoRoot, from), target);
    }
    // Agent code with findings in every rule, as the bench generates it.
    for (let index = 0; index < 6; index++) {
      writeFileSync(join(folder.path, `sample/agent-${index}.ts`), agentFile(3, index * 10));
    }
    writeFileSync(
      join(folder.path, "eslint.config.js"),
      `import toolContract from ${JSON.stringify(builtPlugin)};\nexport default [toolContract.configs.strict, { linterOptions: { reportUnusedDisableDirectives: "off" } }];\n`,
    );
    writeFileSync(join(folder.path, "package.json"), JSON.stringify({ type: "module" }));
    serial = lint();
  });
  afterAll(() => folder.cleanup());

  it("the serial run finds something in the examples and in the sample", () => {
    expect(serial.some((finding) => finding.file.startsWith("agent-app/"))).toBe(true);
    expect(serial.some((finding) => finding.file.startsWith("sample/"))).toBe(true);
    expect(serial.filter((finding) => finding.ruleId === null).map((finding) => `${finding.file}: ${finding.message}`)).toEqual([]);
  });

  it("--concurrency=2 gives the same findings", () => {
    expect(lint("--concurrency=2")).toEqual(serial);
  });

  it("--cache: a cold run, then a warm run after one file changed, give the serial findings", () => {
    const cache = join(folder.path, ".eslintcache");
    expect(lint("--cache", "--cache-location", cache)).toEqual(serial);
    const edited = join(folder.path, "agent-app/openai-loop.ts");
    writeFileSync(edited, `${readFileSync(edited, "utf8")}\nexport const extra = (toolArgs: any) => toolArgs.limit || 10;\n`);
    const afterEdit = lint();
    expect(afterEdit.length).toBe(serial.length + 1);
    expect(lint("--cache", "--cache-location", cache)).toEqual(afterEdit);
    expect(lint("--cache", "--cache-location", cache, "--concurrency=2")).toEqual(afterEdit);
  });
});

/**
 * The plugin under oxlint, whose JS plugin API runs ESLint plugins from a Rust host:
 * `examples/.oxlintrc.json` loads the built plugin through `jsPlugins`, and oxlint's findings on
 * `examples/agent-app`, as (file, line, rule), are compared with ESLint's.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { type OxlintReport, builtPlugin, eslintFindings, oxlintFindings, repoRoot, runEslint, runOxlint, temporaryFolder } from "./helpers.js";

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
  const oxlint = runOxlint(["-c", ".oxlintrc.json", "-f", "json", "agent-app"], examples);
  const eslint = runEslint(["-f", "json", "agent-app"], examples);


  it("runs the plugin without errors and fails the run", () => {
    expect(oxlint.stderr).toBe("");
    expect(oxlint.status).toBe(1);
  });

  it("finds what ESLint finds, apart from the listed differences", () => {
    const fromOxlint = oxlintFindings(oxlint.stdout);
    const fromEslint = eslintFindings(eslint.stdout, examples);
    expect(fromEslint).toHaveLength(17);
    expect(fromEslint.filter((finding) => !fromOxlint.includes(finding))).toEqual(ONLY_ESLINT.map(([finding]) => finding));
    expect(fromOxlint.filter((finding) => !fromEslint.includes(finding))).toEqual(ONLY_OXLINT.map(([finding]) => finding));
  });
});

/**
 * The shared settings reach the rules under oxlint as under ESLint: `sources` adds a parameter
 * name, `validators` a gate. Each host runs the same file with and without them, and a bad value
 * stops oxlint with the error that names the key.
 */
describe("shared settings under oxlint", () => {
  const folder = temporaryFolder("oxlint-settings");
  afterAll(folder.cleanup);
  writeFileSync(
    join(folder.path, "agent.ts"),
    `declare function checkToolInput(raw: unknown): boolean;
export function run(call: { function: { arguments: string } }) {
  const raw = JSON.parse(call.function.arguments);
  if (!checkToolInput(raw)) throw new Error("invalid arguments");
  if (raw.force) return 1;
  return 0;
}
export function handle(toolArgs: { verbose?: boolean }) {
  if (toolArgs.verbose) return 1;
  return 0;
}
`,
  );
  const rules = { "tool-contract/no-truthy-tool-value": "error" };
  /** Writes both hosts' configs with these settings, runs both, and gives each one's findings as `line rule`. */
  const lintWith = (settings: Record<string, unknown> | undefined): { oxlint: string[]; eslint: string[]; oxlintRun: ReturnType<typeof runOxlint> } => {
    const shared = settings ? { "tool-contract": settings } : undefined;
    writeFileSync(
      join(folder.path, ".oxlintrc.json"),
      JSON.stringify({ plugins: [], categories: { correctness: "off" }, jsPlugins: [builtPlugin], ...(shared ? { settings: shared } : {}), rules }),
    );
    writeFileSync(
      join(folder.path, "eslint.config.js"),
      `import toolContract from ${JSON.stringify(builtPlugin)};
export default [{ ...toolContract.configs.recommended, rules: ${JSON.stringify(rules)}${shared ? `, settings: ${JSON.stringify(shared)}` : ""} }];
`,
    );
    const oxlintRun = runOxlint(["-c", ".oxlintrc.json", "-f", "json", "agent.ts"], folder.path);
    const eslintRun = runEslint(["-f", "json", "agent.ts"], folder.path);
    const oxlint = oxlintRun.status === 1 || oxlintRun.status === 0 ? oxlintFindings(oxlintRun.stdout) : [`oxlint failed: ${oxlintRun.stderr}`];
    const eslint = eslintRun.status === 1 || eslintRun.status === 0 ? eslintFindings(eslintRun.stdout, folder.path) : [`ESLint failed: ${eslintRun.stderr}`];
    return { oxlint, eslint, oxlintRun };
  };

  it("without settings, the parsed value is reported and the parameter is not", () => {
    const { oxlint, eslint } = lintWith(undefined);
    expect(eslint).toEqual(["agent.ts:5 tool-contract/no-truthy-tool-value"]);
    expect(oxlint).toEqual(eslint);
  });

  it("with sources and validators, the parameter is reported and the validated value is not", () => {
    const { oxlint, eslint } = lintWith({ sources: ["toolArgs"], validators: ["checkToolInput"] });
    expect(eslint).toEqual(["agent.ts:9 tool-contract/no-truthy-tool-value"]);
    expect(oxlint).toEqual(eslint);
  });

  it("a bad setting stops oxlint with the error that names the key", () => {
    const { oxlintRun } = lintWith({ validators: [3] });
    expect(oxlintRun.status).toBe(1);
    const messages = (JSON.parse(oxlintRun.stdout) as OxlintReport).diagnostics.map((diagnostic) => diagnostic.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(
      'eslint-plugin-tool-contract: settings["tool-contract"].validators[0] must be a string naming a function, but it is number 3.',
    );
  });
});

/**
 * A user's project: the packed tarball (what `npm publish` would upload) installed by npm offline
 * (consumer-project.ts), and a three-line `eslint.config.js`. TypeScript files of every extension are linted
 * out of the box, and an `eslint.config.ts` using `defineConfig(toolContract.configs.recommended)`
 * and an `eslint.config.cts` using `require` type-check.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { installLocally, type NpmRun, packPlugin, pinPluginDependencies } from "./consumer-project.js";
import { repoRoot, runEslint, temporaryFolder } from "./helpers.js";

const agentCode = (extension: string): string => `// ${extension}: an OpenAI tool loop
export function handle(call: { function: { arguments: string } }): number {
  const args = JSON.parse(call.function.arguments);
  if (args.limit) return take(args.limit);
  return 0;
}
declare function take(n: number): number;
`;

describe("a consumer project with the packed tarball", () => {
  const folder = temporaryFolder("consumer");
  let install: NpmRun;

  beforeAll(() => {
    const tarball = packPlugin(folder.path);
    writeFileSync(join(folder.path, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
    pinPluginDependencies(folder.path);
    writeFileSync(
      join(folder.path, "eslint.config.js"),
      'import toolContract from "eslint-plugin-tool-contract";\n\nexport default [toolContract.configs.recommended];\n',
    );
    mkdirSync(join(folder.path, "src"));
    for (const extension of ["ts", "mts", "cts"]) {
      writeFileSync(join(folder.path, "src", `agent.${extension}`), agentCode(extension));
    }
    writeFileSync(
      join(folder.path, "src", "view.tsx"),
      `export function View({ line }: { line: string }) {
  const reply = JSON.parse(line);
  if (reply.jsonrpc !== "2.0") return null;
  return <p>{reply.result ? String(reply.result) : "none"}</p>;
}
`,
    );
    writeFileSync(join(folder.path, "src", "plain.ts"), "export const port = Number(process.env.PORT) || 3000;\n");
    // Offline, from the tarball and local folders only (consumer-project.ts): the machine's npm
    // cache and the registry play no part.
    install = installLocally(folder.path, ["eslint", "typescript", tarball.filename], tarball);
  });
  afterAll(() => folder.cleanup());

  it("installs", () => {
    // On failure, npm's output and its whole debug log are the message.
    expect(install.status === 0 ? "" : install.log).toBe("");
  });

  it("lints .ts, .mts, .cts and .tsx files with configs.recommended", () => {
    const result = runEslint(["--format", "json", "."], folder.path);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(1);
    const files = JSON.parse(result.stdout) as Array<{
      filePath: string;
      messages: Array<{ ruleId: string; line: number; column: number }>;
    }>;
    const findings = files
      .flatMap((file) =>
        file.messages.map((message) => `${file.filePath.slice(folder.path.length + 1)}:${message.line}:${message.column} ${message.ruleId}`),
      )
      .sort();
    expect(findings).toEqual([
      "src/agent.cts:4:7 tool-contract/no-truthy-presence-check",
      "src/agent.mts:4:7 tool-contract/no-truthy-presence-check",
      "src/agent.ts:4:7 tool-contract/no-truthy-presence-check",
      "src/view.tsx:4:14 tool-contract/no-truthy-presence-check",
    ]);
  });

  it("gives the same plugin object to require and to import", () => {
    writeFileSync(
      join(folder.path, "check.cjs"),
      `const viaRequire = require("eslint-plugin-tool-contract");
import("eslint-plugin-tool-contract").then(({ default: viaImport }) => {
  process.stdout.write(JSON.stringify({ same: viaRequire === viaImport, name: viaRequire.meta.name, configs: Object.keys(viaRequire.configs) }));
});
`,
    );
    const run = spawnSync(process.execPath, ["check.cjs"], { cwd: folder.path, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      same: true,
      name: "eslint-plugin-tool-contract",
      configs: ["recommended", "strict", "recommended-type-checked"],
    });
  });

  it("runs `npx tool-contract explain` with the project's config", () => {
    const result = spawnSync("npx", ["--no-install", "tool-contract", "explain", "src/agent.ts", "--json"], { cwd: folder.path, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as { config: string; files: Array<{ file: string; entries: Array<{ line: number; sdk: string }>; findings: Array<{ line: number; ruleId: string }> }> };
    expect(report.config).toBe("project");
    expect(report.files.map((file) => file.file)).toEqual(["src/agent.ts"]);
    expect(report.files[0]!.entries.map((entry) => `${entry.line} ${entry.sdk}`)).toEqual(["3 tool call arguments"]);
    expect(report.files[0]!.findings.map((finding) => `${finding.line} ${finding.ruleId}`)).toEqual(["4 tool-contract/no-truthy-presence-check"]);
  });

  it("type-checks an eslint.config.ts that uses defineConfig, and an eslint.config.cts that requires the plugin", () => {
    writeFileSync(
      join(folder.path, "eslint.config.ts"),
      'import { defineConfig } from "eslint/config";\nimport toolContract from "eslint-plugin-tool-contract";\n\nexport default defineConfig(toolContract.configs.recommended, toolContract.configs["recommended-type-checked"]);\n',
    );
    // The CommonJS entry's types (dist/src/index.d.cts): the plugin itself, not a namespace.
    writeFileSync(
      join(folder.path, "eslint.config.cts"),
      'import type { Linter } from "eslint";\nimport toolContract = require("eslint-plugin-tool-contract");\n\nconst config: Linter.Config[] = [toolContract.configs.recommended, toolContract.configs.strict];\nconst version: string = toolContract.meta.version;\nexport = { config, version };\n',
    );
    writeFileSync(
      join(folder.path, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: false, types: [] },
        files: ["eslint.config.ts", "eslint.config.cts"],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], {
      cwd: folder.path,
      encoding: "utf8",
    });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
  });
});

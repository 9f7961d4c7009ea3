/**
 * A user's project: the packed tarball (what `npm publish` would upload) installed by npm, and the
 * three-line `eslint.config.js` from the README. TypeScript files of every extension are linted
 * out of the box, and an `eslint.config.ts` using `defineConfig(toolContract.configs.recommended)`
 * type-checks.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

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
  let install: ReturnType<typeof spawnSync>;

  beforeAll(() => {
    const pack = spawnSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", folder.path], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    const tarball = join(folder.path, (JSON.parse(pack.stdout) as Array<{ filename: string }>)[0]!.filename);
    writeFileSync(
      join(folder.path, "package.json"),
      JSON.stringify({
        name: "consumer",
        private: true,
        type: "module",
        devDependencies: { "eslint-plugin-tool-contract": `file:${tarball}` },
      }),
    );
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
    // `--prefer-offline`, not `--offline`: `npm ci` caches the tarballs but not always every
    // package's metadata, and `--offline` then failed with ENOTCACHED depending on the cache's
    // state. The registry is reachable wherever the tests run; cached tarballs are still used.
    install = spawnSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], {
      cwd: folder.path,
      encoding: "utf8",
    });
  });
  afterAll(() => folder.cleanup());

  it("installs", () => {
    // On failure, npm's whole output is the message.
    expect(install.status === 0 && !/ERR!|npm error/u.test(String(install.stderr)) ? "" : `${String(install.stdout)}\n${String(install.stderr)}`).toBe("");
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

  it("type-checks an eslint.config.ts that uses defineConfig", () => {
    writeFileSync(
      join(folder.path, "eslint.config.ts"),
      'import { defineConfig } from "eslint/config";\nimport toolContract from "eslint-plugin-tool-contract";\n\nexport default defineConfig(toolContract.configs.recommended, toolContract.configs["recommended-type-checked"]);\n',
    );
    writeFileSync(
      join(folder.path, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: false, types: [] },
        files: ["eslint.config.ts"],
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

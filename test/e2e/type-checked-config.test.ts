/**
 * `configs["recommended-type-checked"]` through the real ESLint CLI on a small TypeScript project:
 * it builds a program, and the types remove exactly the reports they should.
 */
import { symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import plugin from "../../src/index.js";
import { builtPlugin, repoRoot, runEslint, temporaryFolder } from "./helpers.js";

const agent = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./schemas.js";

declare function format(tags: string[]): string;
const server = new McpServer({ name: "search", version: "1.0.0" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  let tags = "";
  if (args.tags) tags = format(args.tags);
  const pageSize = args.limit || 20;
  return { content: [{ type: "text", text: tags + pageSize }] };
});

export function handle(toolArgs: { verbose?: boolean }): string {
  return toolArgs.verbose ? "long" : "short";
}

declare const call: { function: { arguments: string } };
const parsed = JSON.parse(call.function.arguments) as { verbose?: boolean };
if (parsed.verbose) call.function.arguments = "{}";
`;

const schemas = `import { z } from "zod";

export const SearchShape = { tags: z.array(z.string()).optional(), limit: z.number().int().optional() };
`;

describe('configs["recommended-type-checked"]', () => {
  const folder = temporaryFolder("typed");
  let syntax: string[] = [];
  let typed: string[] = [];

  const findings = (stdout: string): string[] =>
    (JSON.parse(stdout) as Array<{ messages: Array<{ line: number; ruleId: string | null; message: string }> }>)
      .flatMap((result) => result.messages)
      .map((message) => `${message.line}:${message.ruleId ?? message.message}`);

  beforeAll(() => {
    writeFileSync(join(folder.path, "agent.ts"), agent);
    writeFileSync(join(folder.path, "schemas.ts"), schemas);
    writeFileSync(
      join(folder.path, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, skipLibCheck: true, noEmit: true, types: [] },
        include: ["*.ts"],
      }),
    );
    // Packages (the MCP SDK, zod and their types) resolve from the repository's node_modules.
    writeFileSync(join(folder.path, "package.json"), JSON.stringify({ type: "module" }));
    symlinkSync(join(repoRoot, "node_modules"), join(folder.path, "node_modules"), "dir");
    const config = (name: string, extra: string): string =>
      `import toolContract from ${JSON.stringify(builtPlugin)};\nexport default [toolContract.configs[${JSON.stringify(name)}]${extra}, { settings: { "tool-contract": { sources: ["toolArgs"] } } }];\n`;
    writeFileSync(join(folder.path, "syntax.config.js"), config("recommended", ""));
    writeFileSync(
      join(folder.path, "typed.config.js"),
      config("recommended-type-checked", ", { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } }"),
    );
    syntax = findings(runEslint(["-c", "syntax.config.js", "-f", "json", "agent.ts"], folder.path).stdout);
    typed = findings(runEslint(["-c", "typed.config.js", "-f", "json", "agent.ts"], folder.path).stdout);
  });
  afterAll(() => folder.cleanup());

  it("is recommended with the project service on, for TypeScript files other than ESLint's config", () => {
    const config = plugin.configs["recommended-type-checked"];
    expect(config.rules).toEqual(plugin.configs.recommended.rules);
    expect(config.languageOptions?.parserOptions).toEqual({ projectService: true });
    expect(config.files).toEqual(["**/*.{ts,tsx,mts,cts}"]);
    expect(config.ignores).toEqual(["**/eslint.config.{ts,mts,cts}"]);
  });

  it("after recommended, lints JavaScript and config files without types and without a parsing error", () => {
    writeFileSync(
      join(folder.path, "eslint.config.js"),
      `import toolContract from ${JSON.stringify(builtPlugin)};\nexport default [toolContract.configs.recommended, toolContract.configs["recommended-type-checked"], { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } }];\n`,
    );
    writeFileSync(join(folder.path, "eslint.config.mts"), "export default [];\n");
    writeFileSync(join(folder.path, "loop.js"), "export function run(call) {\n  const args = JSON.parse(call.function.arguments);\n  return args.limit || 20;\n}\n");
    const result = runEslint(["-f", "json", "eslint.config.js", "eslint.config.mts", "loop.js", "agent.ts"], folder.path);
    const byFile = (JSON.parse(result.stdout) as Array<{ filePath: string; messages: Array<{ line: number; ruleId: string | null; message: string }> }>).map(
      (file) => `${file.filePath.slice(folder.path.length + 1)}: ${file.messages.map((message) => `${message.line}:${message.ruleId ?? message.message}`).join(", ")}`,
    );
    expect(byFile.sort()).toEqual([
      "agent.ts: 9:tool-contract/no-lossy-default, 19:tool-contract/no-truthy-tool-value",
      "eslint.config.js: ",
      "eslint.config.mts: ",
      "loop.js: 3:tool-contract/no-lossy-default",
    ]);
  });

  it("syntax mode reads the imported schema (its array field cannot be falsy; its number can be 0), and reports the typed flag and the cast flag", () => {
    expect(syntax).toEqual([
      "9:tool-contract/no-lossy-default",
      "14:tool-contract/no-truthy-tool-value",
      "19:tool-contract/no-truthy-tool-value",
    ]);
  });

  it("typed mode keeps the number default and the cast, and drops what the types settle", () => {
    expect(typed).toEqual(["9:tool-contract/no-lossy-default", "19:tool-contract/no-truthy-tool-value"]);
  });
});

/**
 * Precision on real code that the plugin was not written against: installed packages that are
 * ordinary JavaScript (ESLint's own sources) or agent plumbing without tool-data mistakes of the
 * kinds the rules describe (the MCP SDK, the OpenAI client's helpers). With every rule on and
 * `configs.strict`'s settings, none of them gets a single finding.
 */
import { join } from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

import plugin from "../../src/index.js";
import { repoRoot } from "./helpers.js";

describe("ordinary code gets no findings", () => {
  it.each([
    ["ESLint's sources", "node_modules/eslint/lib", 300],
    ["the MCP SDK", "node_modules/@modelcontextprotocol/sdk/dist/esm", 50],
    ["the OpenAI client's helpers", "node_modules/openai/lib", 50],
  ])("%s", { timeout: 120_000 }, async (_name, dir, minFiles) => {
    const cwd = join(repoRoot, dir);
    const eslint = new ESLint({
      cwd,
      ignore: false,
      overrideConfigFile: true,
      overrideConfig: [
        {
          ...plugin.configs.strict,
          files: ["**/*.{js,mjs,cjs}"],
          linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off" },
        },
      ],
    });
    const results = await eslint.lintFiles(["**/*.{js,mjs,cjs}"]);
    expect(results.length).toBeGreaterThan(minFiles);
    // Rule findings and parse errors; not ESLint's notes about the packages' own disable comments.
    const findings = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId !== null || message.fatal === true)
        .map((message) => `${result.filePath.slice(cwd.length + 1)}:${message.line} ${message.ruleId ?? message.message}`),
    );
    expect(findings).toEqual([]);
  });
});

/**
 * The SDK shapes the plugin recognises, written against the real packages: every fixture in
 * test/fixtures/sdk type-checks with the installed SDKs (so the shapes are real), and linting it
 * with the recommended config gives exactly the findings the rules' docs promise: a flag the SDK
 * validated as `z.boolean()` stays quiet, a flag declared `z.string()` or never validated is
 * reported.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

import type { Linter } from "eslint";
import { describe, expect, it } from "vitest";

import plugin from "../../src/index.js";
import { lintWithPlugin } from "../lint.js";
import { repoRoot } from "./helpers.js";

const fixtures = new URL("../fixtures/sdk/", import.meta.url);

const rules = plugin.configs.recommended.rules as Linter.RulesRecord;
const TRUTHY = "tool-contract/no-truthy-tool-value";
const PARAM_TYPES = "tool-contract/require-tool-param-types";

function findings(file: string): string[] {
  const code = readFileSync(new URL(file, fixtures), "utf8");
  const { messages } = lintWithPlugin(code, { rules, filename: file });
  return messages.map((message) => `${message.line}:${message.column} ${message.ruleId ?? message.message}`);
}

describe("SDK fixtures", () => {
  it("type-check against the installed SDKs", { timeout: 120_000 }, () => {
    const result = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "test/fixtures/sdk"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    if (result.status !== 0) console.log(result.stdout, result.stderr);
    expect(result.status).toBe(0);
  });

  // registerTool validates its zod shape: `dry_run: z.boolean()` is settled, `force: z.string()` is
  // not; the low-level handler's `request.params.arguments` is not validated at all.
  it("mcp.ts", () => {
    expect(findings("mcp.ts")).toEqual([`15:69 ${PARAM_TYPES}`, `19:11 ${TRUTHY}`, `29:9 ${TRUTHY}`]);
  });

  // A zod inputSchema is validated; `jsonSchema()` without `validate` is not, nor is the input of
  // a dynamic tool call (`if (call.dynamic) { … }`, or after `if (!call.dynamic) continue;`).
  it("ai.ts", () => {
    expect(findings("ai.ts")).toEqual([`26:9 ${TRUTHY}`, `37:11 ${TRUTHY}`, `43:9 ${TRUTHY}`]);
  });

  // Raw `function.arguments` / `item.arguments` and a runTools `parse: JSON.parse` are not
  // validated; a zodFunction is.
  it("openai.ts", () => {
    expect(findings("openai.ts")).toEqual([`16:9 ${TRUTHY}`, `26:9 ${TRUTHY}`, `42:57 ${TRUTHY}`]);
  });

  // Zod parameters are parsed; JSON Schema parameters (even `strict: true`) only go through JSON.parse.
  it("agents.ts", () => {
    expect(findings("agents.ts")).toEqual([`30:9 ${TRUTHY}`]);
  });

  // tool(), DynamicStructuredTool and StructuredTool#_call are validated (`verbose: z.string()` is
  // still a string); `aiMsg.tool_calls[i].args` is not.
  it("langchain.ts", () => {
    expect(findings("langchain.ts")).toEqual([`11:9 ${TRUTHY}`, `17:50 ${PARAM_TYPES}`, `42:9 ${TRUTHY}`]);
  });

  // createTool validates inputData: `include_alerts: z.string()` is reported, `is_global: z.boolean()` is not.
  it("mastra.ts", () => {
    expect(findings("mastra.ts")).toEqual([`10:85 ${PARAM_TYPES}`, `14:9 ${TRUTHY}`]);
  });

  // `tool_use` blocks' `.input` is not validated; betaZodTool's run arguments are.
  it("anthropic.ts", () => {
    expect(findings("anthropic.ts")).toEqual([`30:11 ${TRUTHY}`]);
  });

  // `response.functionCalls[i].args` is not validated.
  it("google.ts", () => {
    expect(findings("google.ts")).toEqual([`34:9 ${TRUTHY}`]);
  });
});

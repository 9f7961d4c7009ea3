/**
 * The plugin in the editor: the real ESLint language server (`vscode-eslint-language-server` from
 * vscode-langservers-extracted) on a workspace with a file that has one finding of each rule.
 * Diagnostics are pulled, a fix and one suggestion of each rule are applied through
 * `workspace/executeCommand` → `workspace/applyEdit`, and fix-all is requested on save.
 */
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type LspClient, startEslintLanguageServer } from "./lsp-client.js";
import { builtPlugin, repoRoot, temporaryFolder } from "./helpers.js";

const SOURCE = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const call: { function: { arguments: string } };
declare function page(limit: number): void;
declare function stop(): void;
const LIMITS: Record<string, number> = { free: 10, pro: 100 };

const args = JSON.parse(call.function.arguments);
if (typeof args !== "object" || args === null) throw new Error("arguments must be an object");
if (args.limit) page(args.limit);
const timeout = args.timeout || 30;
const count = Number(args.count);
const limit = LIMITS[args.tier];
if (args.dry_run) stop();

const server = new McpServer({ name: "orders", version: "1.0.0" });
server.registerTool("total", { inputSchema: { n: z.coerce.number() } }, async (input) => ({
  content: [{ type: "text", text: String(input.n + timeout + count + (limit ?? 0)) }],
}));
`;

interface Range {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
interface Diagnostic {
  code: string;
  range: Range;
  message: string;
  source: string;
  codeDescription?: { href: string };
}
interface TextEdit {
  range: Range;
  newText: string;
}
interface CodeAction {
  title: string;
  kind?: string;
  command?: { command: string; arguments?: unknown[] };
  edit?: { documentChanges?: Array<{ edits: TextEdit[] }>; changes?: Record<string, TextEdit[]> };
}

/** Applies LSP text edits (zero-based lines and characters) to `text`. */
function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const lineStarts = [0];
  for (let index = 0; index < text.length; index++) if (text[index] === "\n") lineStarts.push(index + 1);
  const offset = (position: { line: number; character: number }): number => lineStarts[position.line]! + position.character;
  let result = text;
  for (const edit of [...edits].sort((x, y) => offset(y.range.start) - offset(x.range.start))) {
    result = result.slice(0, offset(edit.range.start)) + edit.newText + result.slice(offset(edit.range.end));
  }
  return result;
}

const editsOf = (edit: CodeAction["edit"]): TextEdit[] =>
  edit?.documentChanges?.flatMap((change) => change.edits) ?? Object.values(edit?.changes ?? {}).flat();

describe("the ESLint language server", () => {
  const folder = temporaryFolder("lsp");
  const file = join(folder.path, "all-rules.ts");
  const uri = pathToFileURL(file).href;
  let client: LspClient;
  let diagnostics: Diagnostic[] = [];
  const applied: TextEdit[][] = [];

  beforeAll(async () => {
    writeFileSync(file, SOURCE);
    writeFileSync(join(folder.path, "package.json"), JSON.stringify({ type: "module" }));
    writeFileSync(
      join(folder.path, "eslint.config.js"),
      `import toolContract from ${JSON.stringify(builtPlugin)};\nexport default [toolContract.configs.recommended, { settings: { "tool-contract": { normalizers: { number: "toNumber" } } } }];\n`,
    );
    // ESLint is resolved from the linted file's folder.
    symlinkSync(join(repoRoot, "node_modules"), join(folder.path, "node_modules"), "dir");

    client = await startEslintLanguageServer(
      join(repoRoot, "node_modules/vscode-langservers-extracted/bin/vscode-eslint-language-server"),
      folder.path,
      (params) => {
        applied.push(editsOf((params as { edit: CodeAction["edit"] }).edit));
        return { applied: true };
      },
    );
    client.notify("textDocument/didOpen", { textDocument: { uri, languageId: "typescript", version: 1, text: SOURCE } });
    const report = await client.request<{ items: Diagnostic[] }>("textDocument/diagnostic", { textDocument: { uri } }, 60_000);
    diagnostics = report.items;
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    folder.cleanup();
  });

  const diagnosticOf = (rule: string): Diagnostic => {
    const found = diagnostics.find((diagnostic) => diagnostic.code === `tool-contract/${rule}`);
    if (!found) throw new Error(`no ${rule} diagnostic among ${diagnostics.map((d) => d.code).join(", ")}`);
    return found;
  };
  const actionsFor = (diagnostic: Diagnostic): Promise<CodeAction[]> =>
    client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic], only: ["quickfix"] },
    });
  const execute = async (action: CodeAction): Promise<string> => {
    const before = applied.length;
    await client.request("workspace/executeCommand", { command: action.command!.command, arguments: action.command!.arguments });
    expect(applied.length).toBe(before + 1);
    return applyEdits(SOURCE, applied.at(-1)!);
  };
  const withLine = (line: number, text: string): string => {
    const lines = SOURCE.split("\n");
    lines[line - 1] = text;
    return lines.join("\n");
  };

  it("reports one diagnostic of each rule, with its range, message and docs link", () => {
    const summary = diagnostics.map((diagnostic) => [
      diagnostic.code,
      diagnostic.range.start.line + 1,
      diagnostic.range.start.character + 1,
      diagnostic.range.end.line + 1,
      diagnostic.range.end.character + 1,
    ]);
    expect(summary).toEqual([
      ["tool-contract/no-truthy-presence-check", 11, 5, 11, 15],
      ["tool-contract/no-lossy-default", 12, 17, 12, 35],
      ["tool-contract/no-coercion-before-validation", 13, 15, 13, 33],
      ["tool-contract/no-ungated-lookup", 14, 15, 14, 32],
      ["tool-contract/no-truthy-tool-value", 15, 5, 15, 17],
      ["tool-contract/require-tool-param-types", 18, 50, 18, 67],
    ]);
    expect(diagnosticOf("no-lossy-default").message).toBe(
      "`args.timeout || 30` turns a valid `0`, `false` or `\"\"` from the model into the default `30`.",
    );
    for (const diagnostic of diagnostics) {
      const name = diagnostic.code.slice("tool-contract/".length);
      expect(diagnostic.source).toBe("eslint");
      expect(diagnostic.codeDescription?.href).toBe(
        `https://github.com/tool-contract/eslint-plugin-tool-contract/blob/main/docs/rules/${name}.md`,
      );
    }
  });

  it("applies the presence fix through executeCommand and applyEdit", async () => {
    const actions = await actionsFor(diagnosticOf("no-truthy-presence-check"));
    const fix = actions.find((action) => action.command?.command === "eslint.applySingleFix");
    expect(fix?.title).toBe("Fix this tool-contract/no-truthy-presence-check problem");
    expect(await execute(fix!)).toBe(withLine(11, 'if ("limit" in args) page(args.limit);'));
  });

  it.each([
    ["no-lossy-default", 12, "const timeout = args.timeout ?? 30;"],
    ["no-coercion-before-validation", 13, "const count = toNumber(args.count);"],
    ["no-truthy-tool-value", 15, "if (args.dry_run === true) stop();"],
    ["require-tool-param-types", 18, 'server.registerTool("total", { inputSchema: { n: z.number() } }, async (input) => ({'],
  ])("applies the first suggestion of %s", async (rule, line, text) => {
    const actions = await actionsFor(diagnosticOf(rule));
    const suggestion = actions.find((action) => action.command?.command === "eslint.applySuggestion");
    expect(suggestion).toBeDefined();
    expect(await execute(suggestion!)).toBe(withLine(line, text));
  });

  it("applies the suggestion of no-ungated-lookup", async () => {
    const actions = await actionsFor(diagnosticOf("no-ungated-lookup"));
    const suggestion = actions.find((action) => action.command?.command === "eslint.applySuggestion");
    const result = await execute(suggestion!);
    expect(result.split("\n")[13]).toMatch(/^const limit = typeof args\.tier === "string" && Object\.hasOwn\(LIMITS, args\.tier\)/u);
  });

  it("fix-all on save applies exactly the autofixes", async () => {
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ["source.fixAll.eslint"] },
    });
    const fixAll = actions.find((action) => action.kind === "source.fixAll.eslint");
    expect(fixAll?.edit).toBeDefined();
    expect(applyEdits(SOURCE, editsOf(fixAll!.edit))).toBe(withLine(11, 'if ("limit" in args) page(args.limit);'));
    // The file on disk is untouched: the editor applies the edit.
    expect(readFileSync(file, "utf8")).toBe(SOURCE);
  });
});

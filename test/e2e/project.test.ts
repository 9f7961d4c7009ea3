/**
 * A project of several modules (`test/fixtures/project`): a handler that hands validated input to a
 * class in another module, schema helpers in their own module (a `z.coerce` one and a strict boolean
 * one), a dispatch map in another module, a function called with tool data and with program data,
 * and an import cycle. Its findings (`expected.json`) are the same in every host and mode: the ESLint
 * CLI, `--concurrency=2`, `--cache` (cold, and warm after an edit of a callee), the language server,
 * and oxlint. With `crossModule: false` only what one file shows is left.
 */
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type LspClient, startEslintLanguageServer } from "./lsp-client.js";
import { builtPlugin, copyInto, eslintFindings, oxlintFindings, repoRoot, runEslint, runOxlint, temporaryFolder } from "./helpers.js";

const fixture = join(repoRoot, "test/fixtures/project");
const expected = JSON.parse(readFileSync(join(fixture, "expected.json"), "utf8")) as string[];

/** A copy of the fixture whose config loads the built plugin by its absolute path, with these settings. */
function copyOfFixture(prefix: string, settings: Record<string, unknown> = {}): { path: string; cleanup: () => void } {
  const folder = temporaryFolder(prefix);
  copyInto(join(fixture, "src"), join(folder.path, "src"));
  writeFileSync(join(folder.path, "package.json"), JSON.stringify({ type: "module" }));
  writeFileSync(
    join(folder.path, "eslint.config.js"),
    `import toolContract from ${JSON.stringify(builtPlugin)};\nexport default [toolContract.configs.recommended, { settings: { "tool-contract": ${JSON.stringify(settings)} } }];\n`,
  );
  return folder;
}

function lint(cwd: string, ...extra: string[]): string[] {
  const run = runEslint(["-f", "json", ...extra, "src"], cwd);
  // ESLint warns that two workers may be slower than one for so few files: not an error of ours.
  expect(run.stderr.replace(/^.*(?:ESLintPoorConcurrencyWarning|--trace-warnings).*\n/gmu, "").trim()).toBe("");
  return eslintFindings(run.stdout, cwd);
}

describe("a project of several modules", () => {
  it("the expected findings name every shape the fixture holds", () => {
    expect(expected).toEqual([
      "src/cycle-a.ts:9 tool-contract/no-lossy-default",
      "src/cycle-b.ts:4 tool-contract/no-truthy-tool-value",
      "src/format.ts:4 tool-contract/no-truthy-tool-value",
      "src/handlers.ts:6 tool-contract/no-lossy-default",
      "src/handlers.ts:7 tool-contract/no-truthy-tool-value",
      // the dispatch map looked up by the tool name the model asked for
      "src/loop.ts:9 tool-contract/no-ungated-lookup",
      // the z.coerce helper, reported where it is written
      "src/schemas.ts:9 tool-contract/require-tool-param-types",
      "src/server.ts:17 tool-contract/no-lossy-default",
      "src/services/ledger.ts:8 tool-contract/no-ungated-lookup",
    ]);
  });

  it("gives exactly the expected findings in syntax mode", () => {
    expect(lint(fixture)).toEqual(expected);
  });

  it("gives the same findings with --concurrency=2", () => {
    expect(lint(fixture, "--concurrency=2")).toEqual(expected);
  });

  describe("with --cache", () => {
    const folder = copyOfFixture("project-cache");
    afterAll(() => folder.cleanup());

    it("gives the same findings cold, and warm after an edit of the callee", () => {
      const cache = ["--cache", "--cache-location", join(folder.path, ".eslintcache")];
      expect(lint(folder.path, ...cache)).toEqual(expected);
      expect(lint(folder.path, ...cache)).toEqual(expected);
      const ledger = join(folder.path, "src/services/ledger.ts");
      writeFileSync(
        ledger,
        readFileSync(ledger, "utf8").replace(
          "    return { onHand, count, pageSize };",
          "    const reserve = (input as { count?: number }).count || 5;\n    return { onHand, count, pageSize, reserve };",
        ),
      );
      expect(lint(folder.path, ...cache)).toEqual(
        [...expected, "src/services/ledger.ts:9 tool-contract/no-lossy-default"].sort(),
      );
    });
  });

  describe("with crossModule: false", () => {
    const folder = copyOfFixture("project-off", { crossModule: false });
    afterAll(() => folder.cleanup());

    it("keeps only what each file shows by itself", () => {
      // Without the imported schema helpers, `count` is validated with an unknown type: no claim.
      expect(lint(folder.path)).toEqual([]);
    });
  });

  it("gives the same findings under oxlint", () => {
    const run = runOxlint(["-c", ".oxlintrc.json", "-f", "json", "src"], fixture);
    expect(run.stderr).toBe("");
    expect(oxlintFindings(run.stdout)).toEqual(expected);
  });
});

describe("a project of several modules in the language server", () => {
  const folder = copyOfFixture("project-lsp");
  const file = join(folder.path, "src/services/ledger.ts");
  const uri = pathToFileURL(file).href;
  let client: LspClient;
  let diagnostics: Array<{ code: string; range: { start: { line: number } } }> = [];

  beforeAll(async () => {
    symlinkSync(join(repoRoot, "node_modules"), join(folder.path, "node_modules"), "dir");
    client = await startEslintLanguageServer(
      join(repoRoot, "node_modules/vscode-langservers-extracted/bin/vscode-eslint-language-server"),
      folder.path,
    );
    client.notify("textDocument/didOpen", {
      textDocument: { uri, languageId: "typescript", version: 1, text: readFileSync(file, "utf8") },
    });
    const report = await client.request<{ items: typeof diagnostics }>("textDocument/diagnostic", { textDocument: { uri } }, 60_000);
    diagnostics = report.items;
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    folder.cleanup();
  });

  it("reports in the callee the finding its callers' data makes", () => {
    expect(diagnostics.map((diagnostic) => `${diagnostic.range.start.line + 1} ${diagnostic.code}`)).toEqual([
      "8 tool-contract/no-ungated-lookup",
    ]);
  });
});

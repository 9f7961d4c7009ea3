/**
 * Linting snippets with the plugin through ESLint's own `Linter`, for tests that need more than
 * RuleTester: applying fixes twice, several rules at once, runtime checks of fixed code.
 */
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";

import plugin from "../src/index.js";

export interface LintOptions {
  readonly rules: Linter.RulesRecord;
  readonly settings?: Record<string, unknown>;
  readonly filename?: string;
}

function configFor(options: LintOptions): Linter.Config[] {
  return [
    {
      files: ["**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}"],
      plugins: { "tool-contract": plugin },
      languageOptions: { parser: tsParser, sourceType: "module" },
      settings: options.settings ?? {},
      rules: options.rules,
    },
  ];
}

export function lintWithPlugin(
  code: string,
  options: LintOptions,
  fix = false,
): { messages: Linter.LintMessage[]; output: string } {
  const linter = new Linter({ configType: "flat" });
  const filename = options.filename ?? "file.ts";
  if (fix) {
    const report = linter.verifyAndFix(code, configFor(options), filename);
    return { messages: report.messages, output: report.output };
  }
  return { messages: linter.verify(code, configFor(options), filename), output: code };
}

/** Applies every autofix, then lints and fixes the result again. */
export function fixTwice(
  code: string,
  options: LintOptions,
): { firstOutput: string; secondOutput: string; fixedParseErrors: string[] } {
  const first = lintWithPlugin(code, options, true);
  const second = lintWithPlugin(first.output, options, true);
  return {
    firstOutput: first.output,
    secondOutput: second.output,
    fixedParseErrors: second.messages.filter((message) => message.fatal).map((message) => message.message),
  };
}

/**
 * Linting in the page: ESLint's `Linter` in flat-config mode, with the plugin's `recommended` or
 * `strict` config, the user's settings, and the rule that records what the analysis sees (the same
 * one `tool-contract explain` uses).
 */
import { Linter } from "eslint/universal";

import type { ExplainData } from "../../src/analysis/explain.js";
import { EXPLAIN_RULE, createExplainCollector } from "../../src/explain-collector.js";
import plugin from "../../src/index.js";

export const FILENAME = "playground.ts";
export type ConfigName = "recommended" | "strict";

export interface LintOutcome {
  readonly messages: readonly Linter.LintMessage[];
  readonly explain: ExplainData | null;
  /** A settings or crash message, shown instead of findings. */
  readonly error: string | null;
  readonly milliseconds: number;
}

const linter = new Linter({ configType: "flat" });
const collector = createExplainCollector();

/** Parses the settings editor's text: a JSON object for `settings["tool-contract"]`. */
export function parseSettings(text: string): { value: unknown; error: string | null } {
  if (text.trim() === "") return { value: undefined, error: null };
  try {
    return { value: JSON.parse(text) as unknown, error: null };
  } catch (error) {
    return { value: undefined, error: `Settings are not valid JSON: ${(error as Error).message}` };
  }
}

export function lint(code: string, config: ConfigName, settingsText: string): LintOutcome {
  const started = performance.now();
  const settings = parseSettings(settingsText);
  if (settings.error) return { messages: [], explain: null, error: settings.error, milliseconds: 0 };
  const configs: Linter.Config[] = [plugin.configs[config], collector.config];
  if (settings.value !== undefined) configs.push({ settings: { "tool-contract": settings.value } });
  try {
    const messages = linter.verify(code, configs, { filename: FILENAME }).filter((message) => message.ruleId !== EXPLAIN_RULE);
    const fatal = messages.find((message) => message.fatal);
    return {
      messages,
      explain: fatal ? null : (collector.take(FILENAME) ?? null),
      error: null,
      milliseconds: performance.now() - started,
    };
  } catch (error) {
    collector.take(FILENAME);
    // ESLint adds where the error occurred; the plugin's own message is the first line.
    const message = (error as Error).message.split("\n")[0] ?? String(error);
    return { messages: [], explain: null, error: message, milliseconds: performance.now() - started };
  }
}

/** The documentation page of a rule of the plugin. */
export function ruleDocsUrl(ruleId: string): string | null {
  const name = ruleId.replace(/^tool-contract\//u, "");
  const rule = (plugin.rules as Record<string, { meta?: { docs?: { url?: string } } }>)[name];
  return rule?.meta?.docs?.url ?? null;
}

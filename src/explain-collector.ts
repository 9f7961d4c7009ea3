/**
 * An ESLint rule that reports nothing and records, for each file it runs on, what the plugin's
 * analysis sees there ({@link explainAnalysis}). The `explain` command (Node) and the playground
 * (browser) add it to the config beside the plugin's rules, so the description comes from the same
 * analysis, with the same settings, as the findings.
 */
import type { Linter, Rule } from "eslint";

import { type ExplainData, explainAnalysis } from "./analysis/explain.js";
import { getToolDataAnalysis } from "./analysis/index.js";
import { FILES } from "./configs.js";

export const EXPLAIN_PLUGIN = "tool-contract-explain";
export const EXPLAIN_RULE = `${EXPLAIN_PLUGIN}/collect`;

export interface ExplainCollector {
  /** A flat-config entry that turns the collecting rule on for every file the plugin's configs lint. */
  readonly config: Linter.Config;
  /** What was recorded for `filename` (as ESLint names it) since the last call, and forgets it. */
  take(filename: string): ExplainData | undefined;
}

export function createExplainCollector(): ExplainCollector {
  const recorded = new Map<string, ExplainData>();
  const rule: Rule.RuleModule = {
    meta: { type: "suggestion", docs: { description: "Record what the tool-contract analysis sees (explain)" }, schema: [] },
    create(context) {
      const analysis = getToolDataAnalysis(context as unknown as Parameters<typeof getToolDataAnalysis>[0]);
      const listeners = analysis.listeners() as Rule.RuleListener;
      return {
        ...listeners,
        "Program:exit"() {
          recorded.set(context.filename, explainAnalysis(analysis));
        },
      };
    },
  };
  return {
    config: {
      name: "tool-contract/explain",
      files: FILES,
      plugins: { [EXPLAIN_PLUGIN]: { meta: { name: EXPLAIN_PLUGIN }, rules: { collect: rule } } },
      rules: { [EXPLAIN_RULE]: "warn" },
    },
    take(filename) {
      const data = recorded.get(filename);
      recorded.delete(filename);
      return data;
    },
  };
}

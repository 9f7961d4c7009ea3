/**
 * Runs the shared analysis on a snippet and gives tests a way to point at nodes by their text.
 */
import * as tsParser from "@typescript-eslint/parser";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { Linter, type Rule } from "eslint";

import { type ToolDataAnalysis, getToolDataAnalysis } from "../../src/analysis/index.js";

export interface Analyzed {
  readonly analysis: ToolDataAnalysis;
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  /** Every node whose source text is exactly `text`, outermost first, in source order. */
  readonly nodesWithText: (text: string) => TSESTree.Node[];
  /** The `index`-th node (in source order) whose text is `text`; the innermost of nested equal texts. */
  readonly node: (text: string, index?: number) => TSESTree.Node;
  /** Every node of the file, in traversal order. */
  readonly nodes: readonly TSESTree.Node[];
}

/** Parser-independent language options a test may change (the parser stays typescript-eslint's). */
export interface AnalyzeLanguageOptions {
  readonly sourceType?: "module" | "script" | "commonjs";
  readonly globals?: Record<string, "readonly" | "writable">;
}

/** Lints `code` with a probe rule and returns the analysis the rules would get. */
export function analyze(
  code: string,
  settings: Record<string, unknown> = {},
  filename = "file.ts",
  languageOptions: AnalyzeLanguageOptions = {},
): Analyzed {
  let captured: Analyzed | undefined;
  const probe: Rule.RuleModule = {
    meta: { type: "problem", schema: [] },
    create(context) {
      const tsContext = context as unknown as Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;
      const analysis = getToolDataAnalysis(tsContext);
      const sourceCode = tsContext.sourceCode;
      const all: TSESTree.Node[] = [];
      return {
        "*"(node: TSESTree.Node) {
          all.push(node);
        },
        "Program:exit"() {
          const nodesWithText = (text: string): TSESTree.Node[] =>
            all.filter((node) => sourceCode.getText(node) === text);
          captured = {
            analysis,
            sourceCode,
            nodes: all,
            nodesWithText,
            node(text, index = 0) {
              // Nested nodes can share a text (`a` in `(a as T)` is not, but a ChainExpression and its
              // member are): keep the innermost of each nest.
              const matches = nodesWithText(text).filter(
                (candidate, i, list) =>
                  !list.some((other) => other !== candidate && other.parent === candidate && list.includes(other)),
              );
              const found = matches[index];
              if (!found) throw new Error(`No node #${index} with text ${JSON.stringify(text)} in:\n${code}`);
              return found;
            },
          };
        },
      } as unknown as Rule.RuleListener;
    },
  };
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.{js,ts,tsx}"],
        plugins: { probe: { rules: { probe } } },
        languageOptions: { parser: tsParser, sourceType: "module", ...languageOptions },
        settings,
        rules: { "probe/probe": "error" },
      },
    ],
    filename,
  );
  const fatal = messages.find((message) => message.fatal || message.ruleId === "probe/probe");
  if (fatal) throw new Error(`Analysis failed: ${fatal.message}`);
  if (!captured) throw new Error("The probe rule did not run");
  return captured;
}

/**
 * Suggested rewrites for truthiness tests and lossy defaults. None of them is an autofix: each
 * changes what the program does with a valid value, which is the point, but a person should
 * confirm it (typescript-eslint learned this on `prefer-nullish-coalescing`).
 */
import { AST_NODE_TYPES, type TSESLint } from "@typescript-eslint/utils";

import { type Node, skipTransparent } from "./ast.js";
import type { LossyDefault } from "./defaults.js";
import { type Rewrite, Precedence, getPrecedence, needsParens, orphanedComments, parenthesize, quoteString, textAtLeast } from "./edit.js";
import type { ToolDataAnalysis } from "./index.js";
import { getFieldAccess } from "./presence.js";
import { presenceTest } from "./presence-fix.js";
import type { TruthyUse } from "./truthiness.js";

/** Replaces `node` with `text` of the given precedence, parenthesised for its place, comments kept. */
function replaceWith(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: Node,
  text: string,
  precedence: number,
  operator: string | null,
  kept: readonly Node[],
): Rewrite | null {
  const comments = orphanedComments(sourceCode, node, kept);
  if (comments === null) return null;
  const placed = parenthesize(text, needsParens(node, precedence, operator, sourceCode));
  return { replacement: text, edits: [{ range: node.range, text: placed + comments }] };
}

/** `v === true` (`!v` → `v !== true`); for a field declared as a string, `v === "true"`. */
export function compareWithTrue(sourceCode: Readonly<TSESLint.SourceCode>, use: TruthyUse): Rewrite | null {
  const literal = use.hazard === "string" ? quoteString(sourceCode, "true") : "true";
  const operand = textAtLeast(sourceCode, use.node, Precedence.Equality + 1);
  const target = use.negation ?? use.node;
  const operator = use.negation ? "!==" : "===";
  return replaceWith(sourceCode, target, `${operand} ${operator} ${literal}`, Precedence.Equality, null, [use.node]);
}

/** `toBool(v)` with the configured boolean normaliser (no import is added). */
export function wrapInNormalizer(sourceCode: Readonly<TSESLint.SourceCode>, node: Node, name: string): Rewrite | null {
  const argument = textAtLeast(sourceCode, node, Precedence.Assignment);
  return replaceWith(sourceCode, node, `${name}(${argument})`, Precedence.Call, null, [node]);
}

/** `v || d` → `v ?? d`, `v ||= d` → `v ??= d`, `v ? v : d` → `v ?? d`. */
export function useNullishDefault(sourceCode: Readonly<TSESLint.SourceCode>, found: LossyDefault): Rewrite | null {
  const value = textAtLeast(sourceCode, found.valueNode, Precedence.Coalesce + 1);
  if (found.operator === "||=") {
    return replaceWith(sourceCode, found.node, `${value} ??= ${sourceCode.getText(found.fallback)}`, Precedence.Assignment, null, [
      found.valueNode,
      found.fallback,
    ]);
  }
  if (found.operator !== "||" && found.operator !== "?:") return null;
  // `??` cannot be mixed with `&&`/`||` without parentheses.
  const fallback = skipTransparent(found.fallback);
  const mixes = fallback.type === AST_NODE_TYPES.LogicalExpression && fallback.operator !== "??";
  const fallbackText = parenthesize(
    sourceCode.getText(found.fallback),
    mixes || getPrecedence(found.fallback) <= Precedence.Coalesce,
  );
  return replaceWith(sourceCode, found.node, `${value} ?? ${fallbackText}`, Precedence.Coalesce, "??", [
    found.valueNode,
    found.fallback,
  ]);
}

/** `"k" in x ? x.k : d` (for a bound field, `v !== undefined ? v : d`): every explicit value is kept. */
export function usePresenceDefault(
  sourceCode: Readonly<TSESLint.SourceCode>,
  analysis: ToolDataAnalysis,
  found: LossyDefault,
): Rewrite | null {
  if (found.operator === "||=" || found.operator === "??=") return null;
  const access = getFieldAccess(skipTransparent(found.valueNode), analysis);
  if (!access) return null;
  const test = presenceTest(sourceCode, access, "in", true);
  if (!test.extraEdits || test.extraEdits.length > 0) return null;
  const text = `${parenthesize(test.text, test.precedence <= Precedence.Conditional)} ? ${textAtLeast(
    sourceCode,
    found.valueNode,
    Precedence.Conditional + 1,
  )} : ${textAtLeast(sourceCode, found.fallback, Precedence.Assignment)}`;
  return replaceWith(sourceCode, found.node, text, Precedence.Conditional, null, [found.valueNode, found.fallback]);
}

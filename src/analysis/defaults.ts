/**
 * Defaults that swallow valid values: `args.timeout || 30`, `args.timeout ||= 30`,
 * `args.timeout ? args.timeout : 30` turn an explicit `0`, `false` or `""` from the model into the
 * default. With `nullish`, `args.timeout ?? 30` and `??=` too: they turn an explicit `null` into the
 * default, although only a missing field should get it.
 *
 * Left alone: destructuring defaults (`{ timeout = 30 }`: JSON has no `undefined`, so only a missing
 * field gets the default), values whose type cannot be falsy when present (a validated object,
 * array or non-empty enum), values behind a `typeof` gate, and a `||` whose result is only tested
 * (a truthiness test, `no-truthy-tool-value`'s case).
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import { type Node, isNullish, isTransparentWrapper, outermostWrapper, skipTransparent } from "./ast.js";
import { isBooleanExpression, isCondition } from "./control.js";
import { DEFAULTED, type ToolValue, isSyntheticSegment, fieldNameOf } from "./flow.js";
import type { ToolDataAnalysis } from "./index.js";
import { type KnownShape, canBeFalsy, isBlankArgument, isUnread, shapeOf, statesZero } from "./shape.js";
import { excludesFalsy, isPageNumberName } from "./contract.js";
import { isMessageOnly } from "./sinks.js";
import { constantInitializer, namesOf } from "./resolve.js";
import { NUMERIC_KINDS, coercionAround, nameEnvironment } from "./coercion.js";

export type DefaultOperator = "||" | "||=" | "?:" | "??" | "??=";

export interface LossyDefault {
  /** The whole defaulting expression. */
  readonly node: TSESTree.LogicalExpression | TSESTree.AssignmentExpression | TSESTree.ConditionalExpression;
  readonly operator: DefaultOperator;
  /** The tool value that gets the default (the left side, or the tested side of `?:`). */
  readonly valueNode: Node;
  readonly fallback: Node;
  readonly value: ToolValue;
  /** Which valid values are lost: decided by the declared type when there is one. */
  readonly lost: "falsy" | "number" | "string" | "boolean" | "null";
  /** The schema the SDK validated the value against could not be read (`unreadableSchemas: "report"`). */
  readonly unreadSchema: boolean;
  /** `v ? v * 1000 : d`: the branch taken for a truthy value, when it converts the value. */
  readonly consequent?: Node;
  /**
   * `Number(v) || d`: the conversion the default is applied to. `??` would keep the `NaN` of a
   * missing field, so no rewrite is offered; the conversion is `no-coercion-before-validation`'s.
   */
  readonly converted?: Node;
}

/**
 * `v ? v : d`, or `v ? v * 1000 : d` and `v ? v / 60 : d` (the value scaled by a number): a default
 * in a conditional. The consequent that is not the bare value is returned; `null` for no such form.
 */
export function defaultingConsequent(conditional: TSESTree.ConditionalExpression, value: ToolValue, analysis: ToolDataAnalysis): Node | "self" | null {
  const consequent = skipTransparent(conditional.consequent);
  if (analysis.valueOf(consequent)?.key === value.key) return "self";
  if (consequent.type !== AST_NODE_TYPES.BinaryExpression || !["*", "/"].includes(consequent.operator)) return null;
  const scaled = analysis.valueOf(skipTransparent(consequent.left))?.key === value.key ? consequent.right : consequent.left;
  const other = skipTransparent(scaled);
  const sameOnOtherSide = analysis.valueOf(skipTransparent(consequent.left === scaled ? consequent.right : consequent.left))?.key === value.key;
  return sameOnOtherSide && other.type === AST_NODE_TYPES.Literal && typeof other.value === "number" ? consequent : null;
}

export function findLossyDefaults(analysis: ToolDataAnalysis, options: { readonly nullish: boolean }): LossyDefault[] {
  const found: LossyDefault[] = [];
  const seen = new Set<Node>();
  for (const value of analysis.values()) {
    const node = value.node;
    if (value.path.length === 0) continue;
    const last = value.path.at(-1)!;
    if (isSyntheticSegment(last) && last !== DEFAULTED) continue; // array elements and rest objects
    // A wrapped value is judged as its wrapper, which the flow records too.
    if (value.passedOn) continue;

    const around = defaultAround(node, value, analysis);
    if (!around || seen.has(around.node)) continue;
    seen.add(around.node);
    // In a chain, the first tool value is the one the report speaks of.
    const valueNode = around.valueNode ?? node;
    const chainValue = analysis.valueOf(valueNode) ?? value;
    const candidate = {
      node: around.node,
      operator: around.operator,
      fallback: around.fallback,
      ...(around.consequent && { consequent: around.consequent }),
      ...(around.converted && { converted: around.converted }),
    };
    const nullishOnly = candidate.operator === "??" || candidate.operator === "??=";
    if (nullishOnly && !options.nullish) continue;
    // A `||` whose result is a condition is a truthiness test: no-truthy-tool-value's case.
    if (candidate.operator === "||" && isCondition(candidate.node)) continue;
    // `args.title || args.name`: picking the first non-empty of two tool values is deliberate.
    if (candidate.operator === "||" && analysis.valueOf(skipTransparent(candidate.fallback))) continue;
    // `args.remove_styles || !args.keep_layout`: a boolean combined with another, no-truthy-tool-value's case.
    if (candidate.operator === "||" && isBooleanExpression(candidate.fallback)) continue;

    const shape = shapeOf(chainValue);
    if (nullishOnly) {
      // `x ?? null` and `x ?? undefined` only choose which of the two empty values stands for both.
      if (isNullish(skipTransparent(candidate.fallback))) continue;
      // In arguments an explicit `null` is how a model leaves an optional field out: OpenAI's strict
      // mode makes every optional field required-but-nullable. `args.period ?? "14d"` is the idiom.
      if (chainValue.source.kind === "arguments") continue;
      // The SDK rejected `null` for a field whose schema does not allow it.
      if (shape && !shape.nullable && shape.type !== "unknown") continue;
      // `args.options ?? {}`: an explicit `null` for a container gets the empty container on purpose.
      if (isContainer(candidate.fallback)) continue;
    } else {
      if (shape && !canBeFalsy(shape)) continue;
      // Validated against a schema that could not be read: it may exclude every falsy value.
      if (isUnread(shape) && analysis.settings.unreadableSchemas !== "report") continue;
      if (isBlankArgument(chainValue)) continue;
      // `Number(args.archived) || 0`: the number is judged, whatever the field's own type.
      if (isHarmlessFallback(candidate.fallback, candidate.converted ? { type: "number" } : shape, analysis)) continue;
      // `args.page || 1` on a validated number: a default of page 1 says the pages count from 1,
      // where `0` is no page. (Unvalidated, `""` and `false` still hide a wrong type.)
      if ((shape?.type === "number" || shape?.type === "integer") && !statesZero(shape) && isFirstPageDefault(candidate.fallback, fieldNameOf(chainValue), analysis)) continue;
      // `throw new Error(message || "failed")`, `log(\`${name || "unnamed"}\`)`: the default only labels a message.
      if (isMessageOnly(candidate.node)) continue;
      // A tool argument whose contract has no valid falsy value: the default replaces only a missing one.
      if (chainValue.source.kind === "arguments" && excludesFalsy(analysis.contractOf(chainValue, valueNode), fieldNameOf(chainValue), shape)) continue;
    }
    if (analysis.factsAt(valueNode, chainValue).types.size > 0) continue;

    found.push({
      ...candidate,
      valueNode,
      value: chainValue,
      lost: nullishOnly ? "null" : lostValues(shape),
      unreadSchema: !nullishOnly && isUnread(shape),
    });
  }
  return found;
}

function defaultAround(
  node: Node,
  value: ToolValue,
  analysis: ToolDataAnalysis,
): (Pick<LossyDefault, "node" | "operator" | "fallback" | "consequent" | "converted"> & { readonly valueNode?: Node }) | null {
  // Switching on the recorded type leaves the node unread for the many values in no default.
  switch (value.parentType) {
    case AST_NODE_TYPES.LogicalExpression: {
      const parent = node.parent as TSESTree.LogicalExpression;
      if (parent.operator === "&&") return null;
      // In the middle of a chain (`config.timeout || args.timeout || 30`) the value still loses
      // `0` to the default at the end; a value at the end is the default itself.
      const inChain =
        parent.right === node &&
        parent.parent.type === AST_NODE_TYPES.LogicalExpression &&
        parent.parent.operator === parent.operator &&
        parent.parent.left === parent;
      if (parent.left !== node && !inChain) return null;
      // `args.a || args.b || 3`: the whole chain loses `0` to `3`; report it once, as a whole.
      let whole: TSESTree.LogicalExpression = parent;
      while (
        whole.parent.type === AST_NODE_TYPES.LogicalExpression &&
        whole.parent.operator === whole.operator &&
        whole.parent.left === whole
      ) {
        whole = whole.parent;
      }
      // The first operand that is tool data: `args.a` in `args.a || args.b || 3`.
      const operands: Node[] = [];
      for (let current: Node = whole; ; ) {
        const inner = skipTransparent(current);
        if (inner.type !== AST_NODE_TYPES.LogicalExpression || inner.operator !== parent.operator) {
          operands.unshift(current);
          break;
        }
        operands.unshift(inner.right);
        current = inner.left;
      }
      const first = operands.slice(0, -1).find((operand) => analysis.valueOf(operand)) ?? node;
      return { node: whole, operator: parent.operator, fallback: whole.right, valueNode: first };
    }
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.UnaryExpression: {
      // `Number(args.timeout) || 30000`, `+args.timeout || 30000`: the number made of the value loses
      // its valid `0` the same way.
      const conversion = coercionAround(node, value, nameEnvironment(analysis));
      if (!conversion || !NUMERIC_KINDS.has(conversion.kind)) return null;
      const outer = outermostWrapper(conversion.node);
      const parent = outer.parent;
      if (parent?.type !== AST_NODE_TYPES.LogicalExpression || parent.operator !== "||" || parent.left !== outer) return null;
      return { node: parent, operator: "||", fallback: parent.right, valueNode: node, converted: conversion.node };
    }
    case AST_NODE_TYPES.AssignmentExpression: {
      const parent = node.parent as TSESTree.AssignmentExpression;
      if (parent.left !== node || (parent.operator !== "||=" && parent.operator !== "??=")) return null;
      return { node: parent, operator: parent.operator, fallback: parent.right };
    }
    case AST_NODE_TYPES.ConditionalExpression: {
      const parent = node.parent as TSESTree.ConditionalExpression;
      if (parent.test !== node) return null;
      const consequent = defaultingConsequent(parent, value, analysis);
      if (consequent === null) return null;
      return { node: parent, operator: "?:", fallback: parent.alternate, ...(consequent !== "self" && { consequent }) };
    }
    default:
      return null;
  }
}

function isContainer(node: Node): boolean {
  const literal = skipTransparent(node);
  return literal.type === AST_NODE_TYPES.ArrayExpression || literal.type === AST_NODE_TYPES.ObjectExpression;
}

/**
 * Defaults that lose no valid value of the field's type:
 * - `count || 0`, `name || ""`, `flag || false`: the falsy value of the field's own type (the idiom
 *   fills in a missing field). `x || null` is not one: it loses a valid `0`.
 * - `patterns || []`, `options || {}`: a container default. What it replaces (`0`, `false`, `""`)
 *   would be the wrong type for a list or an object anyway.
 */
function isHarmlessFallback(fallback: Node, shape: KnownShape | undefined, analysis: ToolDataAnalysis): boolean {
  // `args.pitch || DEFAULT_PITCH` with `const DEFAULT_PITCH = 0` (here or in another module): the
  // default is the very falsy value it replaces.
  const written = skipTransparent(fallback);
  const literal = written.type === AST_NODE_TYPES.Identifier ? (constantOf(written, analysis) ?? written) : written;
  if (literal.type === AST_NODE_TYPES.ArrayExpression || literal.type === AST_NODE_TYPES.ObjectExpression) {
    const kind = literal.type === AST_NODE_TYPES.ArrayExpression ? "array" : "object";
    return !shape || shape.type === "unknown" || shape.type === kind;
  }
  if (literal.type !== AST_NODE_TYPES.Literal || literal.value === null || literal.value) return false;
  const kind = typeof literal.value;
  if (!shape || shape.type === "unknown") return true;
  if (kind === "number") return shape.type === "number" || shape.type === "integer";
  return shape.type === kind;
}

/** A page number (`page`, `pageNumber`, `page_no`) defaulted to the literal `1` (or a constant of it). */
function isFirstPageDefault(fallback: Node, field: string, analysis: ToolDataAnalysis): boolean {
  if (!isPageNumberName(field)) return false;
  const written = skipTransparent(fallback);
  const literal = written.type === AST_NODE_TYPES.Identifier ? constantOf(written, analysis) : written;
  return literal?.type === AST_NODE_TYPES.Literal && literal.value === 1;
}

/** The literal a `const` of this file, or an imported one, is initialised with; `null` for anything else. */
function constantOf(identifier: TSESTree.Identifier, analysis: ToolDataAnalysis): Node | null {
  const init = analysis.importedValueOf(identifier) ?? constantInitializer(identifier, namesOf(analysis));
  const value = init && skipTransparent(init);
  return value?.type === AST_NODE_TYPES.Literal ? value : null;
}

function lostValues(shape: KnownShape | undefined): LossyDefault["lost"] {
  if (shape?.values) return "falsy";
  switch (shape?.type) {
    case "number":
    case "integer":
      return "number";
    case "string":
      return "string";
    case "boolean":
      return shape.coerced ? "falsy" : "boolean";
    default:
      return "falsy";
  }
}

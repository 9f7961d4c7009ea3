/**
 * Tool values used as boolean conditions: `if (args.include_refunded)`, `args.flag ? a : b`,
 * `!args.flag`, `args.flag && run()`, `items.filter((item) => item.enabled)`.
 *
 * The model may send `"false"` or `"0"` (truthy) for a flag, or `0`, `""` or `null` (falsy), and the
 * condition silently takes the wrong branch. A value is left alone when its type is settled: a
 * `typeof v === "boolean"` gate (or any non-string type gate), a configured validator, a schema the
 * SDK checked (`z.boolean()`, numbers, objects, arrays, enums), or a protocol field the SDK
 * validated (MCP `isError`).
 *
 * Presence checks (`no-truthy-presence-check`), `v ? v : d` (`no-lossy-default`) and `!!v`
 * (`no-coercion-before-validation`) belong to other rules: a node gets one report.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getCalleePropertyName, isFunction, isTransparentWrapper, outermostWrapper } from "./ast.js";
import { DEFAULTED, type ToolValue, isSyntheticSegment } from "./flow.js";
import type { ToolDataAnalysis } from "./index.js";
import { type KnownShape, shapeOf } from "./shape.js";

/** Array methods whose callback's return value is used as a condition. */
const PREDICATE_CALLBACK_METHODS = new Set([
  "filter",
  "some",
  "every",
  "find",
  "findIndex",
  "findLast",
  "findLastIndex",
]);

/** Function names that say the function answers a yes/no question. */
const PREDICATE_NAME = /^(?:is|has|should|can|must|allows?|needs?|wants?)(?:[A-Z_]|$)/u;

/**
 * What the model can send that goes wrong:
 * - `unknown`: anything (`"false"`, `"0"` are truthy; `0`, `""`, `null` falsy);
 * - `string`: the schema says string (`"false"` is truthy, `""` falsy);
 * - `coerced`: `z.coerce.boolean()` already turned `"false"` into `true`.
 */
export type TruthyHazard = "unknown" | "string" | "coerced";

export interface TruthyUse {
  /** The tested expression (outermost `as`/`!`/`?.` wrapper included). */
  readonly node: Node;
  /** `!node`, when the test is negated right there. */
  readonly negation: TSESTree.UnaryExpression | null;
  readonly value: ToolValue;
  readonly hazard: TruthyHazard;
}

export function findTruthyUses(analysis: ToolDataAnalysis): TruthyUse[] {
  const owned = new Set<Node>();
  for (const check of analysis.presenceChecks()) owned.add(outermostWrapper(check.access.node));

  const uses: TruthyUse[] = [];
  for (const [node, value] of analysis.values()) {
    if (value.path.length === 0) continue;
    const last = value.path.at(-1)!;
    if (isSyntheticSegment(last) && last !== DEFAULTED) continue; // array elements, rest objects
    const parent = node.parent;
    if (!parent || isTransparentWrapper(parent) || parent.type === AST_NODE_TYPES.AwaitExpression) continue;
    if (owned.has(node) || !isCondition(node)) continue;
    if (isOwnedElsewhere(node, value, analysis)) continue;
    if (analysis.isMutated(value.key)) continue;

    const hazard = hazardOf(shapeOf(value));
    if (hazard === null) continue;
    const facts = analysis.factsAt(node, value);
    if (facts.validated || facts.truthy || [...facts.types].some((type) => type !== "string")) continue;

    const negation =
      parent.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "!" ? parent : null;
    uses.push({ node, negation, value, hazard });
  }
  return uses;
}

/** `null` when the declared type makes a truthiness test sound (a real boolean, a number, an object…). */
function hazardOf(shape: KnownShape | undefined): TruthyHazard | null {
  if (!shape || shape.type === "unknown") return "unknown";
  if (shape.coerced && shape.type === "boolean") return "coerced";
  if (shape.values) return shape.values.some((value) => typeof value === "string" && value !== "") ? null : "unknown";
  if (shape.type === "string") return "string";
  return null;
}

/** `v ? v : d` is no-lossy-default's; `!!v` is no-coercion-before-validation's. */
function isOwnedElsewhere(node: Node, value: ToolValue, analysis: ToolDataAnalysis): boolean {
  const parent = node.parent;
  if (parent?.type === AST_NODE_TYPES.ConditionalExpression && parent.test === node) {
    return analysis.valueOf(parent.consequent)?.key === value.key;
  }
  if (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "!") {
    const grand = outermostWrapper(parent).parent;
    return grand?.type === AST_NODE_TYPES.UnaryExpression && grand.operator === "!";
  }
  return false;
}

/**
 * `true` when the value of `node` is used as a condition: an `if`/loop/`?:` test, the operand of
 * `!`, the left of `&&`, an operand of `&&`/`||` whose result is itself a condition, or what a
 * predicate returns (an array-method callback like `filter`, or a function named `isX`/`hasX`/…).
 */
export function isCondition(node: Node): boolean {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent)) continue;
    switch (parent.type) {
      case AST_NODE_TYPES.IfStatement:
      case AST_NODE_TYPES.WhileStatement:
      case AST_NODE_TYPES.DoWhileStatement:
      case AST_NODE_TYPES.ForStatement:
      case AST_NODE_TYPES.ConditionalExpression:
        return parent.test === current;
      case AST_NODE_TYPES.UnaryExpression:
        return parent.operator === "!";
      case AST_NODE_TYPES.LogicalExpression:
        if (parent.operator === "??") return false;
        if (parent.operator === "&&" && parent.left === current) return true;
        continue;
      case AST_NODE_TYPES.ReturnStatement:
        return isPredicate(enclosingFunction(parent));
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return parent.body === current && isPredicate(parent);
      default:
        return false;
    }
  }
  return false;
}

function enclosingFunction(node: Node): Node | null {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction(current)) return current;
  }
  return null;
}

/** A callback of `filter`/`some`/`every`/`find…`, or a function named like a yes/no question. */
function isPredicate(fn: Node | null): boolean {
  if (!isFunction(fn)) return false;
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === fn) {
    const method = getCalleePropertyName(parent);
    if (method !== null && PREDICATE_CALLBACK_METHODS.has(method)) return true;
  }
  const name = fn.id?.name ?? bindingName(parent);
  return name !== null && PREDICATE_NAME.test(name);
}

/** The name a function expression is stored under: `const isOn = …`, `{ isOn: … }`, `isOn() {}`. */
function bindingName(parent: Node | undefined): string | null {
  switch (parent?.type) {
    case AST_NODE_TYPES.VariableDeclarator:
      return parent.id.type === AST_NODE_TYPES.Identifier ? parent.id.name : null;
    case AST_NODE_TYPES.Property:
    case AST_NODE_TYPES.MethodDefinition:
    case AST_NODE_TYPES.PropertyDefinition:
      return parent.key.type === AST_NODE_TYPES.Identifier ? parent.key.name : null;
    default:
      return null;
  }
}

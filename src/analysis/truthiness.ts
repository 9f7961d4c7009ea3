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

import { type Node, isFunction, isTransparentWrapper, outermostWrapper, skipTransparent } from "./ast.js";
import { branchWhere, isArrayCallback, isBooleanExpression, isCondition, isRejectingExit, mayBeCondition, regionsWhere } from "./control.js";
import { DEFAULTED, type ToolValue, fieldNameOf, isSyntheticSegment, isWriteTarget, makeKey } from "./flow.js";
import type { ToolDataAnalysis } from "./index.js";
import { isFlagName, isLikelyFlagName } from "./names.js";
import { type KnownShape, isUnread, shapeOf } from "./shape.js";
import { decidesOnlyLogging } from "./sinks.js";

/**
 * Why a truthiness test is unsound: the type is unknown (not validated), declared a string,
 * coerced by `z.coerce.boolean()`, or validated against a schema that could not be read (reported
 * only with `unreadableSchemas: "report"`).
 */
export type TruthyHazard = "unknown" | "string" | "coerced" | "unread";

export interface TruthyUse {
  /** The tested expression (outermost `as`/`!`/`?.` wrapper included). */
  readonly node: Node;
  /** `!node`, when the test is negated right there. */
  readonly negation: TSESTree.UnaryExpression | null;
  /** `node || false`, when that is the test: the whole expression is what a fix replaces. */
  readonly falseDefault: TSESTree.LogicalExpression | null;
  readonly value: ToolValue;
  readonly hazard: TruthyHazard;
}

export function findTruthyUses(analysis: ToolDataAnalysis): TruthyUse[] {
  const owned = new Set<Node>();
  for (const check of analysis.presenceChecks()) owned.add(outermostWrapper(check.access.node));

  const uses: TruthyUse[] = [];
  for (const value of analysis.values()) {
    const node = value.node;
    if (value.path.length === 0) continue;
    const last = value.path.at(-1)!;
    if (isSyntheticSegment(last) && last !== DEFAULTED) continue; // array elements, rest objects
    // The model fills in arguments; replies come from tool code, whose types are its own.
    if (value.source.kind !== "arguments") continue;
    // A wrapped value is judged as its wrapper, which the flow records too.
    if (value.passedOn || !mayBeCondition(value.parentType)) continue;
    // `const dryRun = args.dry_run || false`: where the value is first taken for a boolean.
    const booleanDefault = isFalseDefault(node);
    const combination = booleanDefault ? null : flagCombination(node, analysis);
    if (owned.has(node) || (!booleanDefault && combination === null && !isCondition(node))) continue;
    // `if (dryRun)` on such an alias (or an alias of it): its test was reported where the alias was made.
    if (isFalseDefaultAlias(node, analysis) || isDefaultedFalseDefault(value, analysis)) continue;
    if (isOwnedElsewhere(node, value, analysis)) continue;
    if (analysis.isMutated(value.key)) continue;
    // `if (token && headers.Authorization) console.warn(…)`: the test only decides a log line.
    if (decidesOnlyLogging(node)) continue;

    const facts = analysis.factsAt(node, value);
    if (facts.validated || facts.truthy || [...facts.types].some((type) => type !== "string")) continue;
    // A string (declared, or proven by a gate) tested for truthiness is an emptiness check, unless
    // its name says it is a flag (`include_refunded: z.string()`).
    const stringTyped = facts.types.has("string");
    let hazard = hazardOf(shapeOf(value), analysis.settings.unreadableSchemas === "report");
    if (stringTyped && hazard === "unknown") hazard = "string";
    const field = fieldNameOf(value);
    if (hazard === null || (hazard === "string" && !isFlagName(field))) continue;

    // A guard, not a flag: the code it protects uses the value (a null check before `.x`, an
    // emptiness check before reading it), or it rejects the input loudly (`if (!args.query) throw`).
    // (Not for a flag: `if (!args.confirm) return "confirm to proceed"` is the flag's logic, and `"false"` passes it.)
    const declaredFlag = isLikelyFlagName(field) || analysis.contractOf(value, node)?.type === "boolean";
    if (isGuard(node, value, analysis, declaredFlag)) continue;
    // Without a declared type, only a value that looks like a flag is one.
    // Combined by `||` with a tool flag, it is one too, unless something declares it otherwise.
    const withFlag = combination === "flag" && (analysis.contractOf(value, node)?.type ?? "unknown") === "unknown";
    if ((hazard === "unknown" || hazard === "unread") && !withFlag && !looksLikeFlag(node, value, field, analysis)) continue;

    const parent = node.parent;
    const negation =
      parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "!" ? parent : null;
    const falseDefault = booleanDefault ? (outermostWrapper(node).parent as TSESTree.LogicalExpression) : null;
    uses.push({ node, negation, falseDefault, value, hazard });
  }
  return uses;
}

/**
 * `null` when the declared type makes a truthiness test sound: a real boolean, a number, an object,
 * an enum or literal, or any field validated against a schema this file does not show.
 */
function hazardOf(shape: KnownShape | undefined, reportUnread: boolean): TruthyHazard | null {
  if (!shape) return "unknown";
  if (isUnread(shape)) return reportUnread ? "unread" : null;
  if (shape.opaque) return null;
  if (shape.type === "unknown") return "unknown";
  if (shape.coerced && shape.type === "boolean") return "coerced";
  if (shape.values) return null;
  if (shape.type === "string") return "string";
  return null;
}

/**
 * Evidence that an untyped value is a flag: a name that says so (`include_refunded`, `archived`), a
 * declaration that says `boolean`, or, outside predicates (where `filter((u) => u.name)` keeps non-empty names), a value that the
 * file only ever uses as a condition.
 */
function looksLikeFlag(node: Node, value: ToolValue, field: string, analysis: ToolDataAnalysis): boolean {
  if (isLikelyFlagName(field)) return true;
  // Declared a boolean (`allNamespaces?: boolean`): a flag by contract, though nothing checked its type.
  const contract = analysis.contractOf(value, node);
  if (contract?.type === "boolean") return true;
  // Declared something else (`presetId?: string`): a test of it asks whether it was given, even
  // where the file's other reads of it are out of sight. (A name alone does not say so:
  // `fullPage` ends in a number word and is a flag.)
  if (contract && contract.type !== "unknown" && contract.from !== "name") return false;
  if (!isDirectTest(node)) return false;
  return analysis.occurrencesOf(value.key).every((other) => {
    const wrapped = outermostWrapper(other);
    return other !== wrapped || isCondition(wrapped) || isBooleanComparison(wrapped) || isAliasDefinition(wrapped);
  });
}

/** `const mode = args.mode`: naming the value, whose uses are then those of the alias. */
function isAliasDefinition(node: Node): boolean {
  const parent = node.parent;
  return (
    (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === node) ||
    (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.right === node && parent.operator === "=")
  );
}

/** A test that is not what an array-method callback returns (`filter((u) => u.name)`). */
function isDirectTest(node: Node): boolean {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent)) continue;
    if (parent.type === AST_NODE_TYPES.LogicalExpression || (parent.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "!")) {
      continue;
    }
    if (parent.type === AST_NODE_TYPES.ArrowFunctionExpression) return !isArrayCallback(parent);
    if (parent.type === AST_NODE_TYPES.ReturnStatement) {
      let fn: Node | undefined = parent.parent;
      while (fn && !isFunction(fn)) fn = fn.parent;
      return !fn || !isArrayCallback(fn);
    }
    return true;
  }
  return true;
}

/** The branch's own statements assign the tested binding or field. */
function assignsSameValue(branch: TSESTree.Statement, tested: Node, value: ToolValue, analysis: ToolDataAnalysis): boolean {
  const statements = branch.type === AST_NODE_TYPES.BlockStatement ? branch.body : [branch];
  const target = skipTransparent(tested);
  return statements.some((statement) => {
    if (statement.type !== AST_NODE_TYPES.ExpressionStatement) return false;
    const expression = statement.expression;
    if (expression.type !== AST_NODE_TYPES.AssignmentExpression) return false;
    const left = skipTransparent(expression.left);
    if (target.type === AST_NODE_TYPES.Identifier) {
      return left.type === AST_NODE_TYPES.Identifier && left.name === target.name;
    }
    return analysis.valueOf(left)?.key === value.key && isWriteTarget(left);
  });
}

/** `v === true`, `v !== false`: a comparison that treats the value as a boolean. */
function isBooleanComparison(node: Node): boolean {
  const parent = node.parent;
  if (parent?.type !== AST_NODE_TYPES.BinaryExpression || !["===", "!==", "==", "!="].includes(parent.operator)) {
    return false;
  }
  const other = parent.left === node ? parent.right : parent.left;
  return other.type === AST_NODE_TYPES.Literal && typeof other.value === "boolean";
}

/** The value guards code that uses it, guards a loud rejection, or is filled in when falsy. */
function isGuard(node: Node, value: ToolValue, analysis: ToolDataAnalysis, flag: boolean): boolean {
  const whenFalsy = branchWhere(node, false);
  if (!flag && isRejectingExit(whenFalsy)) return true;
  // `if (!opts) opts = {};` / `if (!args.page) args.page = 1;`: a default filled in by a statement.
  if (whenFalsy && assignsSameValue(whenFalsy, node, value, analysis)) return true;
  const regions = regionsWhere(node, true);
  if (regions.length === 0) return false;
  return analysis
    .occurrencesOf(value.key)
    .some((other) => other !== node && regions.some(([from, to]) => from <= other.range[0] && other.range[1] <= to));
}

/** `v || false`: the left operand's truthiness is all the expression keeps (past wrappers). */
function isFalseDefault(node: Node): boolean {
  const operand = outermostWrapper(node);
  const parent = operand.parent;
  if (parent?.type !== AST_NODE_TYPES.LogicalExpression || parent.operator !== "||" || parent.left !== operand) return false;
  const right = skipTransparent(parent.right);
  return right.type === AST_NODE_TYPES.Literal && right.value === false;
}

/**
 * `removeScripts || cleanHtml`, `force || !cached`: the left operand of an `||` whose right one is a
 * boolean too (a tool flag: `"flag"`; a negation or a comparison: `"boolean"`) is combined as a
 * boolean, so its truthiness is tested there. Whether the operand is a flag is still asked of it,
 * except that a tool flag beside it says so when nothing declares it otherwise. (`v || true` is
 * no-lossy-default's: it can never be `false`.)
 */
function flagCombination(node: Node, analysis: ToolDataAnalysis): "flag" | "boolean" | null {
  const operand = outermostWrapper(node);
  const parent = operand.parent;
  if (parent?.type !== AST_NODE_TYPES.LogicalExpression || parent.operator !== "||") return null;
  // The left of an `||` beside a tool flag (`args.remove_scripts || args.clean_html`) is combined as
  // a flag. (Not the right: an `||` does not test it, and `args.include_all || args.targets` picks one.)
  const beside = parent.left === operand ? parent.right : parent.left;
  if ((parent.left === operand && isBooleanExpression(beside)) || isBooleanConstant(beside, analysis)) return "boolean";
  const other = parent.left === operand ? (analysis.valueOf(beside) ?? analysis.valueOf(skipTransparent(beside))) : undefined;
  if (other && other.source.kind === "arguments" && (isLikelyFlagName(fieldNameOf(other)) || analysis.contractOf(other, skipTransparent(beside))?.type === "boolean")) return "flag";
  // `uniqueChannels || creatorOnly || typeof min === "number" || sortBy !== "relevance"`: every
  // operand of a chain that also holds a comparison or a negation is one of several yes/no answers,
  // the last one included (it is the chain's value when the others are false).
  return chainOperands(parent).some((other) => other !== operand && isBooleanExpression(other)) ? "boolean" : null;
}

/**
 * A `const` the program computes as a boolean (`const removeScripts = args.removeScripts === false ?
 * false : true`): what it is combined with is combined as a boolean.
 */
function isBooleanConstant(node: Node, analysis: ToolDataAnalysis): boolean {
  const identifier = skipTransparent(node);
  if (identifier.type !== AST_NODE_TYPES.Identifier || analysis.valueOf(identifier)) return false;
  const definition = analysis.variableOf(identifier)?.defs[0];
  if (definition?.node.type !== AST_NODE_TYPES.VariableDeclarator || definition.parent?.type !== AST_NODE_TYPES.VariableDeclaration) return false;
  if (definition.parent.kind !== "const" || !definition.node.init) return false;
  const init = skipTransparent(definition.node.init);
  const isBooleanLiteral = (candidate: Node): boolean => {
    const inner = skipTransparent(candidate);
    return inner.type === AST_NODE_TYPES.Literal && typeof inner.value === "boolean";
  };
  if (isBooleanExpression(init) || isBooleanLiteral(init)) return true;
  return init.type === AST_NODE_TYPES.ConditionalExpression && isBooleanLiteral(init.consequent) && isBooleanLiteral(init.alternate);
}

/** The operands of the whole `||` chain that `expression` is part of, left to right. */
function chainOperands(expression: TSESTree.LogicalExpression): Node[] {
  let top: Node = expression;
  while (top.parent?.type === AST_NODE_TYPES.LogicalExpression && top.parent.operator === "||") top = top.parent;
  while (top.parent && isTransparentWrapper(top.parent) && top.parent.parent?.type === AST_NODE_TYPES.LogicalExpression && top.parent.parent.operator === "||") {
    top = top.parent.parent;
  }
  const operands: Node[] = [];
  const stack: Node[] = [top];
  for (let current = stack.pop(); current; current = stack.pop()) {
    const inner = skipTransparent(current);
    if (inner.type === AST_NODE_TYPES.LogicalExpression && inner.operator === "||") stack.push(inner.right, inner.left);
    else operands.push(current);
  }
  return operands;
}

/** A name bound to `v || false` (`const dryRun = args.dry_run || false`), read as a condition. */
function isFalseDefaultAlias(node: Node, analysis: ToolDataAnalysis): boolean {
  const identifier = skipTransparent(node);
  if (identifier.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = analysis.variableOf(identifier)?.defs[0];
  if (definition?.node.type !== AST_NODE_TYPES.VariableDeclarator || !definition.node.init) return false;
  const init = skipTransparent(definition.node.init);
  if (init.type !== AST_NODE_TYPES.LogicalExpression || init.operator !== "||") return false;
  const right = skipTransparent(init.right);
  return right.type === AST_NODE_TYPES.Literal && right.value === false && analysis.valueOf(init.left) !== undefined;
}

/**
 * A value that holds a field or a default (`c ? x : allNamespaces`, where `allNamespaces` is
 * `args.allNamespaces || false`), whose field is somewhere taken for a boolean by `|| false`.
 */
function isDefaultedFalseDefault(value: ToolValue, analysis: ToolDataAnalysis): boolean {
  if (value.path.at(-1) !== DEFAULTED) return false;
  let end = value.path.length;
  while (end > 0 && value.path[end - 1] === DEFAULTED) end--;
  const field = makeKey(value.source, value.path.slice(0, end));
  return analysis.occurrencesOf(field).some((occurrence) => isFalseDefault(occurrence));
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

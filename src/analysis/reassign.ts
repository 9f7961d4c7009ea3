/**
 * Variables that tool data enters and that are written again (`let value = args.value`, then
 * `value = JSON.parse(value)` or `value = 30`): which reads still see the tool's value.
 *
 * A write either keeps the tool's value in another form (the value decoded or in a list, from the
 * variable itself or from a `const` that holds it: `value = JSON.parse(value)`, `value = [original]`),
 * or replaces it (`value = 30`, `value = Number(value)`, `cursor = page.next`). A read sees the
 * tool's value unless a replacing write may reach it. "May reach" is decided from the syntax, in
 * the conservative direction: a write reaches a later read unless the two sit in different
 * branches of one `if` or `?:`; inside a loop, a write reaches every read of the loop; a write in
 * another function reaches every read.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type Node, contains, isFunction, isStaticCall, skipTransparentAndAwait } from "./ast.js";
import { enclosingFunction } from "./calls.js";

/** Derived `const`s followed from one variable: enough for real normalisation code, bounded. */
const MAX_DERIVED = 16;

/** A write that replaces the tool's value: its target, and whether it transforms the value. */
export interface ReplacingWrite {
  readonly target: Node;
  /** Computed from the value (`v = [String(v)]`): a branch that does it leaves the value elsewhere. */
  readonly transforms: boolean;
}

/**
 * The writes of `variable` that replace the tool's value, among `writes` (writes that already
 * count as the binding itself are left out by the caller).
 */
export function replacingWrites(variable: TSESLint.Scope.Variable, writes: readonly TSESLint.Scope.Reference[]): ReplacingWrite[] {
  const derived = derivedVariables(variable);
  const replacing: ReplacingWrite[] = [];
  for (const write of writes) {
    if (keepsValue(write, derived)) continue;
    const assignment = write.identifier.parent;
    const transforms = assignment?.type === AST_NODE_TYPES.AssignmentExpression && mentions(assignment.right, derived);
    replacing.push({ target: write.identifier, transforms });
  }
  return replacing;
}

/**
 * Whether the read `read` may see what `write` wrote instead of the tool's value. A write that
 * transforms the value in a branch (`else if (v !== null) v = [String(v)]`) leaves the value as it
 * was on the other paths; one that sets something else (`if (!v) v = 30`) may have replaced it.
 */
export function hides(write: ReplacingWrite, read: Node): boolean {
  if (!mayReach(write.target, read)) return false;
  return !write.transforms || alwaysRunsBefore(write.target, read);
}

/** Whether the write `write` (its target identifier) may be what the read `read` sees. */
function mayReach(write: Node, read: Node): boolean {
  const writeFunction = enclosingFunction(write);
  if (writeFunction !== enclosingFunction(read)) return true;
  // The read that computes the written value (`v = Number(v)`) sees the value before the write.
  const assignment = write.parent;
  if (assignment?.type === AST_NODE_TYPES.AssignmentExpression && contains(assignment.right, read)) return false;
  const loop = innermostLoop(read, writeFunction);
  if (loop && contains(loop, write)) return true;
  if (write.range[0] > read.range[0]) return false;
  return !inExclusiveBranches(write, read);
}

/** No branch, loop or handler separates the write from the block that also holds the read. */
function alwaysRunsBefore(write: Node, read: Node): boolean {
  for (let current = write.parent; current && !contains(current, read); current = current.parent) {
    if (CONDITIONAL.has(current.type) || isFunction(current)) return false;
  }
  return true;
}

const CONDITIONAL = new Set<string>([
  AST_NODE_TYPES.IfStatement,
  AST_NODE_TYPES.ConditionalExpression,
  AST_NODE_TYPES.LogicalExpression,
  AST_NODE_TYPES.SwitchCase,
  AST_NODE_TYPES.TryStatement,
  AST_NODE_TYPES.CatchClause,
  AST_NODE_TYPES.ForStatement,
  AST_NODE_TYPES.ForInStatement,
  AST_NODE_TYPES.ForOfStatement,
  AST_NODE_TYPES.WhileStatement,
  AST_NODE_TYPES.DoWhileStatement,
]);

/** `node` reads one of `variables`. */
function mentions(node: Node, variables: ReadonlySet<TSESLint.Scope.Variable>): boolean {
  for (const variable of variables) {
    for (const reference of variable.references) if (reference.isRead() && contains(node, reference.identifier)) return true;
  }
  return false;
}

/** The variable and the `const`/`let` declarations that hold its value in another form. */
function derivedVariables(variable: TSESLint.Scope.Variable): Set<TSESLint.Scope.Variable> {
  const derived = new Set([variable]);
  const queue = [variable];
  for (let current = queue.shift(); current && derived.size < MAX_DERIVED; current = queue.shift()) {
    for (const reference of current.references) {
      if (!reference.isRead()) continue;
      const declarator = declaratorInitContaining(reference.identifier);
      if (!declarator?.init || declarator.id.type !== AST_NODE_TYPES.Identifier || !carriesValue(declarator.init, derived)) continue;
      const next = variableDeclaredBy(reference.from, declarator.id);
      if (!next || derived.has(next)) continue;
      derived.add(next);
      queue.push(next);
    }
  }
  return derived;
}

/**
 * An expression that holds one of `variables`' value in another form: the value itself, the
 * value decoded (`JSON.parse(v)`), or a list holding it (`[v]`). A call computed from the value
 * (`fetchPage(v)`) or a conversion (`Number(v)`) holds something else.
 */
function carriesValue(node: Node, variables: ReadonlySet<TSESLint.Scope.Variable>): boolean {
  const expression = skipTransparentAndAwait(node);
  switch (expression.type) {
    case AST_NODE_TYPES.Identifier:
      return [...variables].some((variable) => variable.references.some((reference) => reference.identifier === expression));
    case AST_NODE_TYPES.ArrayExpression:
      return expression.elements.some((element) => element !== null && element.type !== AST_NODE_TYPES.SpreadElement && carriesValue(element, variables));
    case AST_NODE_TYPES.CallExpression: {
      const argument = expression.arguments[0];
      return isStaticCall(expression, "JSON", "parse") && argument !== undefined && argument.type !== AST_NODE_TYPES.SpreadElement && carriesValue(argument, variables);
    }
    default:
      return false;
  }
}

function variableDeclaredBy(scope: TSESLint.Scope.Scope, id: TSESTree.Identifier): TSESLint.Scope.Variable | undefined {
  for (let current: TSESLint.Scope.Scope | null = scope; current; current = current.upper) {
    const variable = current.set.get(id.name);
    if (variable?.defs.some((definition) => definition.name === id)) return variable;
  }
  return undefined;
}

/** The declarator whose `init` holds `node`, within the same statement. */
function declaratorInitContaining(node: Node): TSESTree.VariableDeclarator | null {
  for (let current = node; current.parent; current = current.parent) {
    const parent = current.parent;
    if (parent.type === AST_NODE_TYPES.VariableDeclarator) return parent.init === current ? parent : null;
    if (isFunction(parent) || isStatement(parent)) return null;
  }
  return null;
}

function keepsValue(write: TSESLint.Scope.Reference, derived: ReadonlySet<TSESLint.Scope.Variable>): boolean {
  const assignment = write.identifier.parent;
  return (
    assignment?.type === AST_NODE_TYPES.AssignmentExpression &&
    assignment.operator === "=" &&
    assignment.left === write.identifier &&
    carriesValue(assignment.right, derived)
  );
}


const LOOPS = new Set<string>([
  AST_NODE_TYPES.ForStatement,
  AST_NODE_TYPES.ForInStatement,
  AST_NODE_TYPES.ForOfStatement,
  AST_NODE_TYPES.WhileStatement,
  AST_NODE_TYPES.DoWhileStatement,
]);

function innermostLoop(node: Node, boundary: Node | null): Node | null {
  for (let current = node.parent; current && current !== boundary; current = current.parent) {
    if (LOOPS.has(current.type)) return current;
  }
  return null;
}

function isStatement(node: Node): boolean {
  return node.type.endsWith("Statement") || node.type.endsWith("Declaration");
}

/** `write` in one branch of an `if`/`?:` and `read` in the other. */
function inExclusiveBranches(write: Node, read: Node): boolean {
  const ancestors = new Set<Node>();
  for (let current: Node | undefined = write; current; current = current.parent) ancestors.add(current);
  let child: Node = read;
  for (let current = read.parent; current; child = current, current = current.parent) {
    if (!ancestors.has(current)) continue;
    if (current.type === AST_NODE_TYPES.IfStatement || current.type === AST_NODE_TYPES.ConditionalExpression) {
      const readBranch = child;
      const writeBranch = current.consequent;
      return current.alternate !== null && readBranch === current.alternate && contains(writeBranch, write);
    }
    return false;
  }
  return false;
}

/**
 * Control structure: which conditions hold at a node, and where a condition holds.
 *
 * - {@link ControlIndex.forEachCondition} visits the tests known to be truthy or falsy when a node runs: enclosing
 *   `if`/`?:`/`&&`/`||`/loop tests, and early-exit guards (`if (!ok) return;`) and assertions
 *   earlier in an enclosing statement list.
 * - {@link regionsWhere} is the dual: the code ranges where a given test is known truthy or falsy.
 *
 * Both climb parents iteratively; guard lists are computed once per statement list and cached.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import {
  type Node,
  alwaysExits,
  functionName,
  getCalleePropertyName,
  getDottedName,
  getStatementList,
  isFunction,
  isTransparentWrapper,
  skipTransparent,
  skipTransparentAndAwait,
} from "./ast.js";

interface Condition {
  readonly test: Node;
  /** `true`: the test was truthy; `false`: it was falsy. */
  readonly holds: boolean;
}

interface Guard extends Condition {
  /** The guard applies to statements that start at or after this offset. */
  readonly after: number;
}

/** Calls that throw when their argument is falsy. */
const ASSERTIONS = new Set(["assert", "assert.ok", "assert.strict", "invariant", "console.assert"]);
/** `console.assert` only logs; it is listed so the name is recognised and then rejected. */
const NON_THROWING_ASSERTIONS = new Set(["console.assert"]);

export class ControlIndex {
  private readonly guardCache = new WeakMap<Node, readonly Guard[]>();

  constructor(private readonly isAssertion: (call: TSESTree.CallExpression) => boolean = () => false) {}

  /**
   * Calls `visit` with every condition known to hold when `node` is evaluated, innermost first,
   * until it returns `true`. Every tool value of a file asks this, so it allocates nothing per
   * condition (it was a generator of condition objects).
   */
  forEachCondition(node: Node, visit: (test: Node, holds: boolean) => boolean | void): void {
    let child = node;
    for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
      switch (parent.type) {
        case AST_NODE_TYPES.IfStatement:
        case AST_NODE_TYPES.ConditionalExpression:
          if (parent.consequent === child) {
            if (visit(parent.test, true) === true) return;
          } else if (parent.alternate === child) {
            if (visit(parent.test, false) === true) return;
          }
          break;
        case AST_NODE_TYPES.LogicalExpression:
          if (parent.right === child && parent.operator !== "??") {
            if (visit(parent.left, parent.operator === "&&") === true) return;
          }
          break;
        case AST_NODE_TYPES.WhileStatement:
        case AST_NODE_TYPES.ForStatement:
          if (parent.body === child && parent.test) {
            if (visit(parent.test, true) === true) return;
          }
          break;
        case AST_NODE_TYPES.SwitchCase: {
          // `switch (typeof v) { case "boolean": … }`: the case is the test. The gates read the
          // labels of the empty cases that fall into it too.
          if (parent.test && parent.consequent.includes(child as TSESTree.Statement)) {
            if (visit(parent, true) === true) return;
          }
          if (this.visitGuards(this.guardsOf(parent, parent.consequent), child, visit)) return;
          break;
        }
        default: {
          const statements = getStatementList(parent);
          if (statements && this.visitGuards(this.guardsOf(parent, statements), child, visit)) return;
        }
      }
    }
  }

  /** The guards of a statement list that come before `child`; `true` when `visit` asked to stop. */
  private visitGuards(
    guards: readonly Guard[],
    child: Node,
    visit: (test: Node, holds: boolean) => boolean | void,
  ): boolean {
    for (const guard of guards) {
      if (guard.after <= child.range[0] && visit(guard.test, guard.holds) === true) return true;
    }
    return false;
  }

  /** Early-exit guards and assertions in a statement list, in order. */
  private guardsOf(owner: Node, statements: readonly TSESTree.Statement[]): readonly Guard[] {
    const cached = this.guardCache.get(owner);
    if (cached) return cached;
    const guards: Guard[] = [];
    for (const statement of statements) {
      if (statement.type === AST_NODE_TYPES.IfStatement) {
        if (alwaysExits(statement.consequent) && (!statement.alternate || !alwaysExits(statement.alternate))) {
          guards.push({ test: statement.test, holds: false, after: statement.range[1] });
        } else if (statement.alternate && alwaysExits(statement.alternate) && !alwaysExits(statement.consequent)) {
          guards.push({ test: statement.test, holds: true, after: statement.range[1] });
        }
      } else if (
        statement.type === AST_NODE_TYPES.ExpressionStatement &&
        statement.expression.type === AST_NODE_TYPES.CallExpression
      ) {
        const call = statement.expression;
        const name = getDottedName(call.callee);
        const first = call.arguments[0];
        if (name !== null && ASSERTIONS.has(name) && !NON_THROWING_ASSERTIONS.has(name) && first) {
          guards.push({ test: first, holds: true, after: statement.range[1] });
        } else if (this.isAssertion(call)) {
          guards.push({ test: call, holds: true, after: statement.range[1] });
        }
      }
    }
    this.guardCache.set(owner, guards);
    return guards;
  }
}

/** A test taken apart: the atoms that hold (or fail) with it, and pairs of which one does. */
export interface TestAtoms {
  /** Each atom with whether it holds: `a && b` holding gives `[a, true]` and `[b, true]`. */
  readonly atoms: ReadonlyArray<readonly [Node, boolean]>;
  /** One of each pair holds: `a || b` holding, or `a && b` failing (as `!a || !b`). */
  readonly alternatives: ReadonlyArray<readonly [readonly [Node, boolean], readonly [Node, boolean]]>;
}

/**
 * A test is taken apart once per polarity: every tool value in its reach asks for it, so the
 * same test came apart again (and allocated again) for each of them.
 */
const atomsWhenHolds = new WeakMap<Node, TestAtoms>();
const atomsWhenFails = new WeakMap<Node, TestAtoms>();

/**
 * Takes a test apart into atoms, given whether it holds: `!a` flips, `a && b` holding and
 * `a || b` failing give both sides, and the other two give a pair of alternatives.
 */
export function atomsOf(test: Node, holds: boolean): TestAtoms {
  const cache = holds ? atomsWhenHolds : atomsWhenFails;
  let parts = cache.get(test);
  if (!parts) {
    parts = splitTest(test, holds);
    cache.set(test, parts);
  }
  return parts;
}

function splitTest(test: Node, holds: boolean): TestAtoms {
  const atoms: Array<readonly [Node, boolean]> = [];
  const alternatives: Array<readonly [readonly [Node, boolean], readonly [Node, boolean]]> = [];
  const pending: Array<[Node, boolean]> = [[test, holds]];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const [raw, itHolds] = entry;
    const node = skipTransparent(raw);
    if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "!") {
      pending.push([node.argument, !itHolds]);
    } else if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator !== "??") {
      if ((node.operator === "&&") === itHolds) pending.push([node.left, itHolds], [node.right, itHolds]);
      else alternatives.push([[node.left, itHolds], [node.right, itHolds]]);
    } else {
      atoms.push([node, itHolds]);
    }
  }
  return { atoms, alternatives };
}

/**
 * The ranges of code that run only when `node` is truthy (`truthy = true`) or falsy.
 * Climbs through `!`, `&&`, `||` and wrappers to the deciding `if`, `?:` or loop; an `if` whose
 * other branch always exits also covers the rest of its statement list.
 */
export function regionsWhere(node: Node, truthy: boolean): Array<readonly [number, number]> {
  const regions: Array<readonly [number, number]> = [];
  let current = node;
  let want = truthy;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent)) continue;
    switch (parent.type) {
      case AST_NODE_TYPES.UnaryExpression:
        if (parent.operator !== "!") return regions;
        want = !want;
        continue;
      case AST_NODE_TYPES.LogicalExpression:
        if (parent.operator === "??") return regions;
        if (parent.operator === "&&") {
          if (!want) return regions; // a falsy `a && b` says nothing about which operand was falsy
          if (parent.left === current) regions.push(parent.right.range);
          continue;
        }
        if (want) return regions; // a truthy `a || b` says nothing about which operand was truthy
        if (parent.left === current) regions.push(parent.right.range);
        continue;
      case AST_NODE_TYPES.IfStatement: {
        if (parent.test !== current) return regions;
        const branch = want ? parent.consequent : parent.alternate;
        const other = want ? parent.alternate : parent.consequent;
        if (branch) regions.push(branch.range);
        if (other && alwaysExits(other)) {
          const container = parent.parent;
          if (getStatementList(container)) regions.push([parent.range[1], container.range[1]]);
        }
        return regions;
      }
      case AST_NODE_TYPES.ConditionalExpression:
        if (parent.test === current) regions.push((want ? parent.consequent : parent.alternate).range);
        return regions;
      case AST_NODE_TYPES.WhileStatement:
      case AST_NODE_TYPES.ForStatement:
        if (parent.test === current && want) regions.push(parent.body.range);
        return regions;
      default:
        return regions;
    }
  }
  return regions;
}

/**
 * The `if` branch that certainly runs whenever `node` is truthy (`truthy = true`) or falsy:
 * `if (!a || !b) throw …` throws whenever `a` is falsy. `null` when no branch is certain.
 */
export function branchWhere(node: Node, truthy: boolean): TSESTree.Statement | null {
  let current = node;
  let want = truthy;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent)) continue;
    if (parent.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "!") {
      want = !want;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator !== "??") {
      // A falsy operand makes `a && b` falsy; a truthy operand makes `a || b` truthy.
      if ((parent.operator === "&&") === want) return null;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.IfStatement && parent.test === current) {
      return want ? parent.consequent : parent.alternate;
    }
    return null;
  }
  return null;
}

/**
 * A branch that rejects the input loudly: it ends by throwing, by returning an error result
 * (`{ isError: true, … }`, `{ error: … }`, `new Error(…)`), or by exiting the process.
 */
export function isRejectingExit(statement: TSESTree.Statement | null): boolean {
  let last: TSESTree.Statement | null | undefined = statement;
  while (last?.type === AST_NODE_TYPES.BlockStatement) last = last.body.at(-1);
  if (!last) return false;
  if (last.type === AST_NODE_TYPES.ThrowStatement) return true;
  if (last.type === AST_NODE_TYPES.ExpressionStatement) {
    return (
      last.expression.type === AST_NODE_TYPES.CallExpression && getDottedName(last.expression.callee) === "process.exit"
    );
  }
  if (last.type !== AST_NODE_TYPES.ReturnStatement || !last.argument) return false;
  const value = skipTransparentAndAwait(last.argument);
  if (value.type === AST_NODE_TYPES.NewExpression) {
    return value.callee.type === AST_NODE_TYPES.Identifier && /Error$/u.test(value.callee.name);
  }
  if (value.type !== AST_NODE_TYPES.ObjectExpression) return false;
  return value.properties.some(
    (property) =>
      property.type === AST_NODE_TYPES.Property &&
      property.key.type === AST_NODE_TYPES.Identifier &&
      (property.key.name === "isError" || property.key.name === "error"),
  );
}

/**
 * `true` when only the truthiness of `node` is used: an `if`/loop/`?:` test, the operand of `!`,
 * the left of `&&`, or an operand of `&&`/`||` whose own value is only tested.
 */
export function isTruthinessTested(node: Node): boolean {
  return usedAsCondition(node, false);
}

/**
 * `true` when the value of `node` is used only for its truthiness, or discarded: replacing it with
 * another expression of the same truthiness keeps the program's meaning.
 */
export function isOnlyTruthinessUsed(node: Node): boolean {
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
      case AST_NODE_TYPES.ExpressionStatement:
        return true;
      case AST_NODE_TYPES.LogicalExpression:
        // `a ?? b` keeps a falsy `a`, so another value of the same truthiness changes the result.
        if (parent.operator === "??") return false;
        // An operand of `&&`/`||` can be the value of the whole: decided by how the whole is used.
        continue;
      default:
        return false;
    }
  }
  return false;
}

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

/** A boolean made by the program: a negation (`!x`) or a comparison (`a === b`, `n > 0`, `k in o`). */
export function isBooleanExpression(node: Node): boolean {
  const expression = skipTransparent(node);
  if (expression.type === AST_NODE_TYPES.UnaryExpression) return expression.operator === "!";
  return expression.type === AST_NODE_TYPES.BinaryExpression && COMPARISON_OPERATORS.has(expression.operator);
}

const COMPARISON_OPERATORS: ReadonlySet<string> = new Set(["===", "!==", "==", "!=", "<", "<=", ">", ">=", "in", "instanceof"]);

/**
 * `true` when the value of `node` is used as a condition: an `if`/loop/`?:` test, the operand of
 * `!`, the left of `&&`, an operand of `&&`/`||` whose result is itself a condition, or what a
 * predicate returns (an array-method callback like `filter`, or a function named `isX`/`hasX`/…).
 */
export function isCondition(node: Node): boolean {
  return usedAsCondition(node, true);
}

/** The parents (past any wrapper) through which an operand can be a condition: the cases below. */
const CONDITION_PARENTS: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.IfStatement,
  AST_NODE_TYPES.WhileStatement,
  AST_NODE_TYPES.DoWhileStatement,
  AST_NODE_TYPES.ForStatement,
  AST_NODE_TYPES.ConditionalExpression,
  AST_NODE_TYPES.UnaryExpression,
  AST_NODE_TYPES.LogicalExpression,
  AST_NODE_TYPES.ReturnStatement,
  AST_NODE_TYPES.ArrowFunctionExpression,
]);

/**
 * `false` when an operand whose parent (not a wrapper) has this type is never a condition nor
 * tested for truthiness: a first test that needs no node.
 */
export function mayBeCondition(parentType: string | null): boolean {
  return parentType !== null && CONDITION_PARENTS.has(parentType);
}

function usedAsCondition(node: Node, predicateReturns: boolean): boolean {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent)) continue;
    if (!CONDITION_PARENTS.has(parent.type)) return false;
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
        return predicateReturns && isPredicate(enclosingFunction(parent));
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return predicateReturns && parent.body === current && isPredicate(parent);
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

/** The callback of `filter`, `some`, `every` or `find…`. */
export function isArrayCallback(fn: Node): boolean {
  const parent = fn.parent;
  if (parent?.type !== AST_NODE_TYPES.CallExpression || parent.arguments[0] !== fn) return false;
  const method = getCalleePropertyName(parent);
  return method !== null && PREDICATE_CALLBACK_METHODS.has(method);
}

/** A callback of `filter`/`some`/`every`/`find…`, or a function named like a yes/no question. */
function isPredicate(fn: Node | null): boolean {
  if (!isFunction(fn)) return false;
  if (isArrayCallback(fn)) return true;
  const name = functionName(fn);
  return name !== null && PREDICATE_NAME.test(name);
}


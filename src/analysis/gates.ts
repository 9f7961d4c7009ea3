/**
 * Validation gates: what the enclosing code has already proven about a tool value.
 *
 * A gate is a test that dominates the use: in an enclosing `if`/`?:`/`&&`/`||`, or an early
 * `return`/`throw`/`continue`/`break` guard (or an assertion) before it. Recognised tests:
 *
 * - `typeof v === "boolean"` (any type name, either operand order, `==`/`!==`/`!=` with polarity);
 * - `Array.isArray(v)`, `Number.isInteger(v)`, `Number.isSafeInteger(v)`, `Number.isFinite(v)`;
 * - `v === true` / `v === false` and comparisons with other literals;
 * - `v instanceof C`;
 * - `"k" in v`, `Object.hasOwn(v, "k")`, `Object.prototype.hasOwnProperty.call(v, "k")`,
 *   `v.hasOwnProperty("k")`, `Reflect.has(v, "k")`: presence of `v.k`;
 * - `v !== undefined`, `v != null`, `v !== null`;
 * - `v` itself (truthy);
 * - a call to a configured validator: `isToolArgs(v)` validates `v` and everything below it.
 *
 * The test's operand must evaluate to the same tool value as the use (same source, same path),
 * which the flow decides: `typeof args.flag` gates `flag` from `const { flag } = args`.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import {
  type Node,
  alwaysExits,
  getCalleePropertyName,
  getDottedName,
  getStaticKeyValue,
  getStaticPropertyName,
  isNullish,
  isStaticCall,
  skipTransparent,
  skipTransparentAndAwait,
} from "./ast.js";
import { type ControlIndex, atomsOf } from "./control.js";
import { type ToolDataFlow, type ToolValue, makeKey } from "./flow.js";

export type TypeFact =
  | "array"
  | "bigint"
  | "boolean"
  | "function"
  | "integer"
  | "number"
  | "object"
  | "string"
  | "symbol";

/** What dominating gates prove about one tool value at one use. */
export interface Facts {
  /** `typeof`/`Array.isArray`/`Number.isInteger`/literal comparisons that hold. */
  readonly types: ReadonlySet<TypeFact>;
  /** The field is known present (`in`, `hasOwn`, `!== undefined`, a positive type test, truthy). */
  readonly present: boolean;
  /** The value is known not to be `null`. */
  readonly notNull: boolean;
  /** An enclosing test already checked this value's truthiness. */
  readonly truthy: boolean;
  /** A configured validator accepted this value or a value that contains it. */
  readonly validated: boolean;
  /** The objects (by source text) the value was checked an own key of: `Object.hasOwn(TABLE, v)`. */
  readonly ownKeyOf: ReadonlySet<string>;
}

const NO_FACTS: Facts = Object.freeze({
  types: new Set<TypeFact>(),
  present: false,
  notNull: false,
  truthy: false,
  validated: false,
  ownKeyOf: new Set<string>(),
});

const TYPEOF_NAMES: ReadonlyMap<string, TypeFact | null> = new Map<string, TypeFact | null>([
  ["boolean", "boolean"],
  ["number", "number"],
  ["string", "string"],
  ["object", "object"],
  ["function", "function"],
  ["bigint", "bigint"],
  ["symbol", "symbol"],
  ["undefined", null],
]);

function emptyFacts(): MutableFacts {
  return { types: new Set(), present: false, notNull: false, truthy: false, validated: false, ownKeyOf: new Set() };
}

/** `facts` (or new facts) with a type proven: the value is then present, and not `null` unless the type is `object`. */
function withType(facts: MutableFacts | null, type: TypeFact): MutableFacts {
  const target = facts ?? emptyFacts();
  target.types.add(type);
  target.present = true;
  target.notNull ||= type !== "object";
  return target;
}

interface MutableFacts {
  types: Set<TypeFact>;
  present: boolean;
  notNull: boolean;
  truthy: boolean;
  validated: boolean;
  ownKeyOf: Set<string>;
}

/**
 * The facts cached at one use site, per value key. A node is nearly always asked about one value
 * (the one it reads), so the entries are a short list rather than a map per node.
 */
interface CachedFacts {
  readonly key: string;
  readonly facts: Facts;
  readonly next: CachedFacts | undefined;
}

export class GateIndex {
  /** Facts per use site and value key (a node can be asked about the value it reads, or one it contains). */
  private readonly cache = new WeakMap<Node, CachedFacts>();

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly flow: ToolDataFlow,
    private readonly control: ControlIndex,
    private readonly isValidatorCall: (call: TSESTree.CallExpression) => boolean,
  ) {}

  /** The facts that dominating gates prove about `value` where `node` reads it. */
  factsAt(node: Node, value: ToolValue): Facts {
    const cached = this.cache.get(node);
    for (let entry = cached; entry; entry = entry.next) if (entry.key === value.key) return entry.facts;
    let facts: MutableFacts | null = null;
    // Disjunctions that hold (`a || b`, or a failing `a && b`): decided after the plain facts.
    let alternatives = null as Array<readonly [readonly [Node, boolean], readonly [Node, boolean]]> | null;
    this.control.forEachCondition(node, (condition, conditionHolds) => {
      const parts = atomsOf(condition, conditionHolds);
      for (const [test, holds] of parts.atoms) facts = this.atomicFacts(test, holds, value, facts);
      if (parts.alternatives.length > 0) (alternatives ??= []).push(...parts.alternatives);
    });
    if (alternatives) {
      for (const [first, second] of alternatives) facts = this.alternativeFacts(first, second, value, facts);
    }
    const result: Facts = facts ?? NO_FACTS;
    this.cache.set(node, { key: value.key, facts: result, next: cached });
    return result;
  }

  /**
   * One of two atoms holds (`a || b`, or `!(a && b)` read as `!a || !b`):
   * - when the known facts rule one out (it says the value is absent, and the value is known
   *   present), the other holds: `if (v !== undefined && typeof v !== "string") throw …` proves
   *   `v` a string wherever `v` is present;
   * - when both prove a type for the value (`typeof v === "string" || typeof v === "number"`), the
   *   value has one of those types.
   */
  private alternativeFacts(
    first: readonly [Node, boolean],
    second: readonly [Node, boolean],
    value: ToolValue,
    current: MutableFacts | null,
  ): MutableFacts | null {
    const atom = ([test, holds]: readonly [Node, boolean], base: MutableFacts | null): MutableFacts | null =>
      this.atomicFacts(skipTransparent(test), holds, value, base);
    const saysAbsent = ([test, holds]: readonly [Node, boolean]): boolean => {
      const opposite = this.atomicFacts(skipTransparent(test), !holds, value, null);
      return opposite !== null && opposite.present && opposite.types.size === 0 && !opposite.truthy;
    };
    if (current?.present) {
      if (saysAbsent(first)) return atom(second, current);
      if (saysAbsent(second)) return atom(first, current);
    }
    const a = atom(first, null);
    const b = atom(second, null);
    if (a && b && a.types.size > 0 && b.types.size > 0) {
      const merged = current ?? emptyFacts();
      for (const type of [...a.types, ...b.types]) merged.types.add(type);
      merged.present = true;
      return merged;
    }
    return current;
  }

  private textOf(node: Node): string {
    return this.sourceCode.getText(skipTransparent(node));
  }

  private sameValue(node: Node, value: ToolValue): boolean {
    return this.flow.valueOf(node)?.key === value.key;
  }

  /** `node` is the value, or a tool value that contains it. */
  private containsValue(node: Node, value: ToolValue): boolean {
    const outer = this.flow.valueOf(node);
    if (!outer || outer.source !== value.source || outer.path.length > value.path.length) return false;
    return outer.path.every((segment, index) => value.path[index] === segment);
  }

  /** `object` is tool data and `object[key]` is the value. */
  private isFieldOf(object: Node, keyNode: Node, value: ToolValue): boolean {
    const key = getStaticKeyValue(skipTransparent(keyNode));
    if (key === null) return false;
    const outer = this.flow.valueOf(object);
    return outer !== undefined && makeKey(outer.source, [...outer.path, key]) === value.key;
  }

  private atomicFacts(test: Node, holds: boolean, value: ToolValue, current: MutableFacts | null): MutableFacts | null {
    // Called for every condition over every tool value in its reach: no closures here.
    let facts = current;

    switch (test.type) {
      case AST_NODE_TYPES.BinaryExpression: {
        const positive = test.operator === "===" || test.operator === "==";
        const negative = test.operator === "!==" || test.operator === "!=";
        if (test.operator === "in") {
          if (holds && this.isFieldOf(test.right, test.left, value)) (facts ??= emptyFacts()).present = true;
          break;
        }
        if (test.operator === "instanceof") {
          if (holds && this.sameValue(test.left, value)) {
            facts = withType(facts, "object");
            (facts ??= emptyFacts()).notNull = true;
          }
          break;
        }
        if (!positive && !negative) break;
        const equal = positive === holds; // the operands compare equal
        for (const [left, right] of [
          [test.left, test.right],
          [test.right, test.left],
        ] as const) {
          const operand = skipTransparent(left);
          const other = skipTransparent(right);
          // typeof v === "t"
          if (operand.type === AST_NODE_TYPES.UnaryExpression && operand.operator === "typeof") {
            const name = other.type === AST_NODE_TYPES.Literal ? other.value : null;
            if (typeof name !== "string" || !this.sameValue(operand.argument, value)) continue;
            const type = TYPEOF_NAMES.get(name);
            if (equal && type) facts = withType(facts, type);
            else if (!equal && type === null) (facts ??= emptyFacts()).present = true;
            continue;
          }
          if (equal && operand.type === AST_NODE_TYPES.MemberExpression && this.sameValue(operand.object, value)) {
            // `x.jsonrpc === "2.0"`: no field of a primitive is a string literal (its methods are
            // functions, `length` a number), so `x` is an object (or an array).
            if (typeof literalValue(other) === "string") {
              facts = withType(facts, "object");
              (facts ??= emptyFacts()).notNull = true;
            }
            continue;
          }
          if (!this.sameValue(operand, value)) continue;
          const nullish = isNullish(other);
          if (nullish) {
            const loose = test.operator === "==" || test.operator === "!=";
            if (!equal) {
              const target = (facts ??= emptyFacts());
              if (loose || nullish === "undefined") target.present = true;
              if (loose || nullish === "null") target.notNull = true;
            }
            continue;
          }
          const literal = literalValue(other);
          if (equal && literal !== undefined && (test.operator === "===" || test.operator === "!==")) {
            if (typeof literal === "boolean") facts = withType(facts, "boolean");
            else if (typeof literal === "string") facts = withType(facts, "string");
            else if (typeof literal === "number") facts = withType(facts, Number.isInteger(literal) ? "integer" : "number");
          }
        }
        break;
      }
      case AST_NODE_TYPES.SwitchCase: {
        // The labels that lead here: this case's, and those of the empty cases falling into it.
        const cases = test.parent.cases;
        const labels: Node[] = [];
        const own = cases.indexOf(test);
        for (let index = own; index >= 0; index--) {
          const label = cases[index]!.test;
          if (index !== own && cases[index]!.consequent.length > 0) break;
          if (!label) return facts; // `default:` falls in: any value can arrive
          labels.push(skipTransparent(label));
        }
        // A group reached by falling through from the non-empty case above it proves nothing.
        const above = cases[own - labels.length];
        if (above && above.consequent.length > 0 && !alwaysExits(above.consequent.at(-1))) return facts;
        const literals = labels.map((label) => (label.type === AST_NODE_TYPES.Literal ? label.value : undefined));
        const discriminant = skipTransparent(test.parent.discriminant);
        if (
          discriminant.type === AST_NODE_TYPES.UnaryExpression &&
          discriminant.operator === "typeof" &&
          this.sameValue(discriminant.argument, value)
        ) {
          // `switch (typeof v) { case "string": case "number": … }`
          const types = literals.map((literal) => (typeof literal === "string" ? TYPEOF_NAMES.get(literal) : undefined));
          if (types.length > 0 && types.every(Boolean)) for (const type of types) facts = withType(facts, type!);
        } else if (this.sameValue(discriminant, value) && literals.length > 0 && literals.every((literal) => literal !== undefined)) {
          // `switch (v) { case "created": … }`: `case` compares strictly, so `v` is one of the labels.
          for (const literal of literals) {
            if (typeof literal === "string") facts = withType(facts, "string");
            else if (typeof literal === "number") facts = withType(facts, Number.isInteger(literal) ? "integer" : "number");
            else if (typeof literal === "boolean") facts = withType(facts, "boolean");
          }
        }
        break;
      }
      case AST_NODE_TYPES.MemberExpression: {
        // `schema.safeParse(v).success`, or `parsed.success` with `const parsed = schema.safeParse(v)`.
        const parsed = holds && getStaticPropertyName(test) === "success" ? safeParseArgument(test.object, this.flow) : null;
        if (parsed && this.containsValue(parsed, value)) (facts ??= emptyFacts()).validated = true;
        else if (holds && this.sameValue(test, value)) {
          const target = (facts ??= emptyFacts());
          target.truthy = true;
          target.present = true;
          target.notNull = true;
        }
        break;
      }
      case AST_NODE_TYPES.CallExpression: {
        if (!holds) break;
        const [first, second] = test.arguments;
        if (!first) break;
        if (isStaticCall(test, "Array", "isArray") && this.sameValue(first, value)) facts = withType(facts, "array");
        else if (
          (isStaticCall(test, "Number", "isInteger") || isStaticCall(test, "Number", "isSafeInteger")) &&
          this.sameValue(first, value)
        ) {
          facts = withType(facts, "integer");
        } else if (isStaticCall(test, "Number", "isFinite") && this.sameValue(first, value)) facts = withType(facts, "number");
        else if (second && isHasOwnCall(test) && this.isFieldOf(first, second, value)) {
          (facts ??= emptyFacts()).present = true;
        } else if (isMethodHasOwn(test) && this.isFieldOf(methodReceiver(test), first, value)) {
          (facts ??= emptyFacts()).present = true;
        } else if (second && isOwnKeyCall(test) && this.sameValue(second, value)) {
          (facts ??= emptyFacts()).ownKeyOf.add(this.textOf(first));
        } else if (isMethodHasOwn(test) && this.sameValue(first, value)) {
          (facts ??= emptyFacts()).ownKeyOf.add(this.textOf(methodReceiver(test)));
        } else if (this.isValidatorCall(test) && test.arguments.some((arg) => this.containsValue(arg, value))) {
          (facts ??= emptyFacts()).validated = true;
        } else if (isMembershipCall(test) && this.sameValue(first, value)) {
          // `ALLOWED.includes(v)`, `VALID.has(v)`: a strict comparison with known values.
          const target = (facts ??= emptyFacts());
          target.validated = true;
          target.present = true;
          const keysOf = objectKeysArgument(test);
          if (keysOf) target.ownKeyOf.add(this.textOf(keysOf));
        } else if (isMembershipCall(test)) {
          // `["string", "number"].includes(typeof v)`
          const argument = skipTransparent(first);
          const receiver = skipTransparent((skipTransparent(test.callee) as TSESTree.MemberExpression).object);
          if (
            argument.type === AST_NODE_TYPES.UnaryExpression &&
            argument.operator === "typeof" &&
            this.sameValue(argument.argument, value) &&
            receiver.type === AST_NODE_TYPES.ArrayExpression
          ) {
            const types = receiver.elements.map((element) =>
              element?.type === AST_NODE_TYPES.Literal && typeof element.value === "string"
                ? TYPEOF_NAMES.get(element.value)
                : undefined,
            );
            if (types.length > 0 && types.every(Boolean)) for (const type of types) facts = withType(facts, type!);
          }
        }
        break;
      }
      default:
        if (holds && this.sameValue(test, value)) {
          const target = (facts ??= emptyFacts());
          target.truthy = true;
          target.present = true;
          target.notNull = true;
        }
    }
    return facts;
  }
}

/** The value checked by `schema.safeParse(v)` (directly, or through a `const` holding its result). */
function safeParseArgument(node: Node, flow: ToolDataFlow): Node | null {
  let current = skipTransparentAndAwait(node);
  if (current.type === AST_NODE_TYPES.Identifier) {
    const definition = flow.resolveVariable(current)?.defs[0];
    if (definition?.node.type !== AST_NODE_TYPES.VariableDeclarator || !definition.node.init) return null;
    current = skipTransparentAndAwait(definition.node.init);
  }
  if (current.type !== AST_NODE_TYPES.CallExpression) return null;
  const method = getCalleePropertyName(current);
  const first = current.arguments[0];
  return (method === "safeParse" || method === "safeParseAsync") && first && first.type !== AST_NODE_TYPES.SpreadElement
    ? first
    : null;
}

/** The value of a primitive literal, including negative numbers (`-1` is a unary minus). */
function literalValue(node: Node): unknown {
  if (node.type === AST_NODE_TYPES.Literal) return node.value;
  if (
    node.type === AST_NODE_TYPES.UnaryExpression &&
    node.operator === "-" &&
    node.argument.type === AST_NODE_TYPES.Literal &&
    typeof node.argument.value === "number"
  ) {
    return -node.argument.value;
  }
  return undefined;
}

/** `Object.hasOwn(o, k)`, `Reflect.has(o, k)`, `Object.prototype.hasOwnProperty.call(o, k)`. */
function isHasOwnCall(call: TSESTree.CallExpression): boolean {
  if (isStaticCall(call, "Object", "hasOwn") || isStaticCall(call, "Reflect", "has")) return true;
  const name = getDottedName(call.callee);
  return name === "Object.prototype.hasOwnProperty.call" || name === "{}.hasOwnProperty.call";
}

/** `Object.hasOwn(o, k)` and `Object.prototype.hasOwnProperty.call(o, k)`: own keys only (not `Reflect.has`). */
function isOwnKeyCall(call: TSESTree.CallExpression): boolean {
  return isHasOwnCall(call) && !isStaticCall(call, "Reflect", "has");
}

/** `x.includes(v)` or `x.has(v)`: SameValueZero, strict for primitives. */
function isMembershipCall(call: TSESTree.CallExpression): boolean {
  const name = getCalleePropertyName(call);
  return call.arguments.length === 1 && (name === "includes" || name === "has");
}

/** `Object.keys(T).includes(v)`: `v` is an own key of `T`, which this returns. */
function objectKeysArgument(call: TSESTree.CallExpression): Node | null {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  const receiver = skipTransparent(callee.object);
  if (!isStaticCall(receiver, "Object", "keys")) return null;
  const argument = (receiver as TSESTree.CallExpression).arguments[0];
  return argument && argument.type !== AST_NODE_TYPES.SpreadElement ? argument : null;
}

/** `o.hasOwnProperty(k)`. */
function isMethodHasOwn(call: TSESTree.CallExpression): boolean {
  const callee = skipTransparent(call.callee);
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    getStaticPropertyName(callee) === "hasOwnProperty" &&
    call.arguments.length === 1
  );
}

function methodReceiver(call: TSESTree.CallExpression): Node {
  return (skipTransparent(call.callee) as TSESTree.MemberExpression).object;
}

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
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import {
  type Node,
  getCalleePropertyName,
  getDottedName,
  getStaticKeyValue,
  getStaticPropertyName,
  isNullish,
  isStaticCall,
  skipTransparent,
  skipTransparentAndAwait,
} from "./ast.js";
import type { ControlIndex } from "./control.js";
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
  /** The value was checked as an own key of an object: `Object.hasOwn(TABLE, v)`. */
  readonly ownKey: boolean;
}

const NO_FACTS: Facts = Object.freeze({
  types: new Set<TypeFact>(),
  present: false,
  notNull: false,
  truthy: false,
  validated: false,
  ownKey: false,
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

interface MutableFacts {
  types: Set<TypeFact>;
  present: boolean;
  notNull: boolean;
  truthy: boolean;
  validated: boolean;
  ownKey: boolean;
}

export class GateIndex {
  /** Facts per use site and value key (a node can be asked about the value it reads, or one it contains). */
  private readonly cache = new WeakMap<Node, Map<string, Facts>>();

  constructor(
    private readonly flow: ToolDataFlow,
    private readonly control: ControlIndex,
    private readonly isValidatorCall: (call: TSESTree.CallExpression) => boolean,
  ) {}

  /** The facts that dominating gates prove about `value` where `node` reads it. */
  factsAt(node: Node, value: ToolValue): Facts {
    let byKey = this.cache.get(node);
    const cached = byKey?.get(value.key);
    if (cached) return cached;
    let facts: MutableFacts | null = null;
    for (const condition of this.control.conditionsAt(node)) {
      // `a && b` holding, `a || b` failing, and `!a` are taken apart without recursion.
      const pending: Array<[Node, boolean]> = [[condition.test, condition.holds]];
      for (let entry = pending.pop(); entry; entry = pending.pop()) {
        const [rawTest, holds] = entry;
        const test = skipTransparent(rawTest);
        if (test.type === AST_NODE_TYPES.UnaryExpression && test.operator === "!") {
          pending.push([test.argument, !holds]);
          continue;
        }
        if (test.type === AST_NODE_TYPES.LogicalExpression) {
          if ((test.operator === "&&" && holds) || (test.operator === "||" && !holds)) {
            pending.push([test.left, holds], [test.right, holds]);
          }
          continue;
        }
        facts = this.atomicFacts(test, holds, value, facts);
      }
    }
    const result: Facts = facts ?? NO_FACTS;
    if (!byKey) {
      byKey = new Map();
      this.cache.set(node, byKey);
    }
    byKey.set(value.key, result);
    return result;
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
    let facts = current;
    const add = (update: (target: MutableFacts) => void): void => {
      facts ??= { types: new Set(), present: false, notNull: false, truthy: false, validated: false, ownKey: false };
      update(facts);
    };
    const addType = (type: TypeFact): void =>
      add((target) => {
        target.types.add(type);
        target.present = true;
        target.notNull ||= type !== "object";
      });

    switch (test.type) {
      case AST_NODE_TYPES.BinaryExpression: {
        const positive = test.operator === "===" || test.operator === "==";
        const negative = test.operator === "!==" || test.operator === "!=";
        if (test.operator === "in") {
          if (holds && this.isFieldOf(test.right, test.left, value)) add((target) => (target.present = true));
          break;
        }
        if (test.operator === "instanceof") {
          if (holds && this.sameValue(test.left, value)) {
            addType("object");
            add((target) => (target.notNull = true));
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
            if (equal && type) addType(type);
            else if (!equal && type === null) add((target) => (target.present = true));
            continue;
          }
          if (!this.sameValue(operand, value)) continue;
          const nullish = isNullish(other);
          if (nullish) {
            const loose = test.operator === "==" || test.operator === "!=";
            if (!equal) {
              add((target) => {
                if (loose || nullish === "undefined") target.present = true;
                if (loose || nullish === "null") target.notNull = true;
              });
            }
            continue;
          }
          const literal = literalValue(other);
          if (equal && literal !== undefined && (test.operator === "===" || test.operator === "!==")) {
            if (typeof literal === "boolean") addType("boolean");
            else if (typeof literal === "string") addType("string");
            else if (typeof literal === "number") addType(Number.isInteger(literal) ? "integer" : "number");
          }
        }
        break;
      }
      case AST_NODE_TYPES.SwitchCase: {
        const discriminant = skipTransparent(test.parent.discriminant);
        const label = test.test && skipTransparent(test.test);
        if (
          discriminant.type === AST_NODE_TYPES.UnaryExpression &&
          discriminant.operator === "typeof" &&
          label?.type === AST_NODE_TYPES.Literal &&
          typeof label.value === "string" &&
          this.sameValue(discriminant.argument, value)
        ) {
          const type = TYPEOF_NAMES.get(label.value);
          if (type) addType(type);
        }
        break;
      }
      case AST_NODE_TYPES.MemberExpression: {
        // `schema.safeParse(v).success`, or `parsed.success` with `const parsed = schema.safeParse(v)`.
        const parsed = holds && getStaticPropertyName(test) === "success" ? safeParseArgument(test.object, this.flow) : null;
        if (parsed && this.containsValue(parsed, value)) add((target) => (target.validated = true));
        else if (holds && this.sameValue(test, value)) {
          add((target) => {
            target.truthy = true;
            target.present = true;
            target.notNull = true;
          });
        }
        break;
      }
      case AST_NODE_TYPES.CallExpression: {
        if (!holds) break;
        const [first, second] = test.arguments;
        if (!first) break;
        if (isStaticCall(test, "Array", "isArray") && this.sameValue(first, value)) addType("array");
        else if (
          (isStaticCall(test, "Number", "isInteger") || isStaticCall(test, "Number", "isSafeInteger")) &&
          this.sameValue(first, value)
        ) {
          addType("integer");
        } else if (isStaticCall(test, "Number", "isFinite") && this.sameValue(first, value)) addType("number");
        else if (second && isHasOwnCall(test) && this.isFieldOf(first, second, value)) {
          add((target) => (target.present = true));
        } else if (isMethodHasOwn(test) && this.isFieldOf(methodReceiver(test), first, value)) {
          add((target) => (target.present = true));
        } else if (
          (second && isOwnKeyCall(test) && this.sameValue(second, value)) ||
          (isMethodHasOwn(test) && this.sameValue(first, value))
        ) {
          add((target) => (target.ownKey = true));
        } else if (this.isValidatorCall(test) && test.arguments.some((arg) => this.containsValue(arg, value))) {
          add((target) => (target.validated = true));
        }
        break;
      }
      default:
        if (holds && this.sameValue(test, value)) {
          add((target) => {
            target.truthy = true;
            target.present = true;
            target.notNull = true;
          });
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

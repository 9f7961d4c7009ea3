/**
 * Conversions that launder a tool value's type: `Number(args.count)` turns `true` into `1`, `""`
 * and `null` into `0`, and `[7]` into `7`, so a later range check passes and nobody can tell the
 * model sent the wrong type. A conversion is fine as a named step after the raw type has been
 * checked; before that check it erases the evidence.
 *
 * Recognised: `Boolean(v)`, `!!v`, `Number(v)`, `+v`, `parseInt(v)`, `parseFloat(v)` (and their
 * `Number.` forms), `BigInt(v)`, `Math.trunc/floor/round/ceil(v)`, `v | 0`, `~~v`, `v * 1`,
 * `v - 0`, `new Number(v)`, `new Boolean(v)`, and `String(v)` / `` `${v}` `` when the result is
 * compared or used as a key.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import {
  type Node,
  functionName,
  getStaticPropertyName,
  isFunction,
  isTransparentWrapper,
  outermostWrapper,
  skipTransparent,
} from "./ast.js";
import { ANY_ELEMENT, DEFAULTED, REST, type ToolValue, fieldNameOf, isEnvelopeBookkeeping } from "./flow.js";
import { isMessageOnly, isProse } from "./sinks.js";
import type { ToolDataAnalysis } from "./index.js";
import { isFlagName } from "./names.js";
import type { NormalizerKind } from "./settings.js";
import { type KnownShape, isBlankArgument, shapeOf } from "./shape.js";
import type { Contract } from "./contract.js";

export type CoercionKind =
  | "number"
  | "integer"
  | "float"
  | "math"
  | "bitwise"
  | "bigint"
  | "boolean"
  | "wrapper"
  | "string"
  | "text";

/** What each conversion makes of values of the wrong type. */
export const LAUNDERED: Readonly<Record<CoercionKind, string>> = {
  number: '`true` → `1`, `""` → `0`, `null` → `0`, `[7]` → `7`',
  integer: '`"7 days"` → `7`, `7.9` → `7`, `[7]` → `7`, `"0x1A"` → `26`',
  float: '`"3.5kg"` → `3.5`, `[7]` → `7`, `"1e3"` → `1000`',
  math: '`true` → `1`, `"7"` → `7`, `null` → `0`, `[7]` → `7`',
  bitwise: '`true` → `1`, `"7"` → `7`, `null` → `0`, `7.9` → `7`, `2 ** 32` → `0`',
  bigint: '`true` → `1n`, `""` → `0n`, `"0x10"` → `16n`',
  boolean: '`"false"` → `true`, `"0"` → `true`, `[]` → `true`, `0` → `false`',
  wrapper: "`new Boolean(false)` and `new Number(0)` are objects, and every object is truthy",
  string: '`1`, `"1"` and `[1]` all → `"1"`, `null` → `"null"`',
  text: 'a missing field → `"undefined"`, `null` → `"null"`, `[1, 2]` → `"1,2"`, `{}` → `"[object Object]"`',
};

/** The normaliser setting a rule may suggest for each conversion, in order of preference. */
export const NORMALIZER_FOR: Readonly<Record<CoercionKind, readonly NormalizerKind[]>> = {
  number: ["number", "integer"],
  integer: ["integer", "number"],
  float: ["number"],
  math: ["integer", "number"],
  bitwise: ["integer", "number"],
  bigint: [],
  boolean: ["boolean"],
  wrapper: [],
  string: ["string"],
  text: ["string"],
};

export interface Coercion {
  /** The whole conversion expression: `Number(args.count)`, `!!args.flag`, `args.n | 0`. */
  readonly node: Node;
  /** The tool value being converted (outermost wrapper). */
  readonly operand: Node;
  readonly value: ToolValue;
  readonly kind: CoercionKind;
  /** How the conversion is written, for messages: `Number(…)`, `!!…`, `… | 0`. */
  readonly form: string;
}

const GLOBAL_CALLS: Readonly<Record<string, [CoercionKind, string]>> = {
  Boolean: ["boolean", "Boolean(…)"],
  Number: ["number", "Number(…)"],
  parseInt: ["integer", "parseInt(…)"],
  parseFloat: ["float", "parseFloat(…)"],
  BigInt: ["bigint", "BigInt(…)"],
  String: ["string", "String(…)"],
};

const STATIC_CALLS: Readonly<Record<string, [CoercionKind, string]>> = {
  "Number.parseInt": ["integer", "Number.parseInt(…)"],
  "Number.parseFloat": ["float", "Number.parseFloat(…)"],
  "Math.trunc": ["math", "Math.trunc(…)"],
  "Math.floor": ["math", "Math.floor(…)"],
  "Math.round": ["math", "Math.round(…)"],
  "Math.ceil": ["math", "Math.ceil(…)"],
  "Math.abs": ["math", "Math.abs(…)"],
  "Math.min": ["math", "Math.min(…)"],
  "Math.max": ["math", "Math.max(…)"],
};

/** `args.ids.map(Number)`: a conversion passed by reference converts every element. */
const MAPPED_CONVERSIONS: Readonly<Record<string, CoercionKind>> = {
  Number: "number",
  parseInt: "integer",
  parseFloat: "float",
  Boolean: "boolean",
  BigInt: "bigint",
};

/**
 * The conversion applied to a tool value at `operand` (its outermost wrapper), if any. Global
 * names must not be shadowed (`const Number = …`).
 */
/** What the recognisers need to know about names: globals, and what a `const` holds. */
export interface NameEnvironment {
  isGlobal(identifier: TSESTree.Identifier): boolean;
  /** The initialiser of the `const` an identifier names, or `null`. */
  constValue(identifier: TSESTree.Identifier): Node | null;
}

/** Conversions to a number (also what a `||` default after one loses: see `defaults.ts`). */
export const NUMERIC_KINDS: ReadonlySet<CoercionKind> = new Set(["number", "integer", "float", "math", "bitwise", "bigint"]);

export function coercionAround(operand: Node, value: ToolValue, names: NameEnvironment): Coercion | null {
  // Called for most tool values of a file: it allocates only the result.
  const parent = operand.parent;
  if (!parent) return null;
  switch (parent.type) {
    case AST_NODE_TYPES.MemberExpression: {
      if (parent.object !== operand || parent.computed) return null;
      const method = getStaticPropertyName(parent);
      const call = parent.parent;
      if (call.type !== AST_NODE_TYPES.CallExpression || call.callee !== parent) return null;
      // `v.toString()` compared or used as a key.
      if (method === "toString" && call.arguments.length === 0) {
        if (usedAsComparisonOrKey(call, names)) return makeCoercion(call, operand, value, "string", "….toString()");
        // `parseInt(v.toString())`: the text is made only to be read as a number again.
        const numeric = coercionAround(outermostWrapper(call), value, names);
        return numeric && NUMERIC_KINDS.has(numeric.kind) ? { ...numeric, operand } : null;
      }
      // `args.ids.map(Number)`.
      const converter = call.arguments[0] && skipTransparent(call.arguments[0]);
      if (method !== "map" || converter?.type !== AST_NODE_TYPES.Identifier || !names.isGlobal(converter)) return null;
      const kind = Object.hasOwn(MAPPED_CONVERSIONS, converter.name) ? MAPPED_CONVERSIONS[converter.name] : undefined;
      return kind ? makeCoercion(call, operand, value, kind, `….map(${converter.name})`) : null;
    }
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression: {
      if (parent.arguments[0] !== operand && !isMathOperand(parent, operand)) return null;
      const callee = skipTransparent(parent.callee);
      if (callee.type === AST_NODE_TYPES.Identifier) {
        if (!names.isGlobal(callee)) return null;
        if (parent.type === AST_NODE_TYPES.NewExpression) {
          return callee.name === "Number" || callee.name === "Boolean"
            ? makeCoercion(parent, operand, value, "wrapper", `new ${callee.name}(…)`)
            : null;
        }
        const known = Object.hasOwn(GLOBAL_CALLS, callee.name) ? GLOBAL_CALLS[callee.name] : undefined;
        if (!known) return null;
        // `String(args.id)` used as data (a path, an id, a stored value): `"undefined"` for a missing one.
        if (known[0] === "string" && !usedAsComparisonOrKey(parent, names)) return makeCoercion(parent, operand, value, "text", known[1]);
        return makeCoercion(parent, operand, value, known[0], known[1]);
      }
      if (parent.type !== AST_NODE_TYPES.CallExpression || callee.type !== AST_NODE_TYPES.MemberExpression) return null;
      const object = skipTransparent(callee.object);
      const name = getStaticPropertyName(callee);
      // `item.name.includes(v)`: a string method turns its argument into text, so a missing `v`
      // searches for `"undefined"`.
      if (name !== null && parent.arguments[0] === operand && STRING_ARGUMENT_METHODS.has(name) && isTextReceiver(object)) {
        return makeCoercion(parent, operand, value, "text", `….${name}(…)`);
      }
      if (object.type !== AST_NODE_TYPES.Identifier || name === null || !names.isGlobal(object)) return null;
      const known = STATIC_CALLS[`${object.name}.${name}`];
      return known ? makeCoercion(parent, operand, value, known[0], known[1]) : null;
    }
    case AST_NODE_TYPES.UnaryExpression: {
      if (parent.operator === "+") return makeCoercion(parent, operand, value, "number", "+…");
      const outer = outermostWrapper(parent).parent;
      if (parent.operator === "!" && outer?.type === AST_NODE_TYPES.UnaryExpression && outer.operator === "!") {
        return makeCoercion(outer, operand, value, "boolean", "!!…");
      }
      if (parent.operator === "~" && outer?.type === AST_NODE_TYPES.UnaryExpression && outer.operator === "~") {
        return makeCoercion(outer, operand, value, "bitwise", "~~…");
      }
      return null;
    }
    case AST_NODE_TYPES.BinaryExpression: {
      const other = skipTransparent(parent.left === operand ? parent.right : parent.left);
      const literal = other.type === AST_NODE_TYPES.Literal ? other.value : undefined;
      const left = parent.left === operand;
      if (parent.operator === "|" && literal === 0) return makeCoercion(parent, operand, value, "bitwise", left ? "… | 0" : "0 | …");
      if ((parent.operator === ">>" || parent.operator === ">>>") && literal === 0 && left) {
        return makeCoercion(parent, operand, value, "bitwise", `… ${parent.operator} 0`);
      }
      if (parent.operator === "*" && literal === 1) return makeCoercion(parent, operand, value, "number", left ? "… * 1" : "1 * …");
      const identity = parent.operator === "-" ? 0 : 1;
      if ((parent.operator === "-" || parent.operator === "/") && literal === identity && left) {
        return makeCoercion(parent, operand, value, "number", `… ${parent.operator} ${identity}`);
      }
      // `v + ""` compared or used as a key.
      if (parent.operator === "+" && literal === "" && usedAsComparisonOrKey(parent, names)) {
        return makeCoercion(parent, operand, value, "string", left ? '… + ""' : '"" + …');
      }
      // `"--replicas=" + v`, `v + "/"`: text built from the value.
      if (parent.operator === "+" && (typeof literal === "string" || other.type === AST_NODE_TYPES.TemplateLiteral)) {
        return makeCoercion(parent, operand, value, "text", left ? '… + "…"' : '"…" + …');
      }
      return null;
    }
    case AST_NODE_TYPES.TemplateLiteral:
      // A tagged template (`` path`/users/${id}` ``) hands the raw values to its tag: no conversion.
      if (parent.parent.type === AST_NODE_TYPES.TaggedTemplateExpression) return null;
      // `${v}` alone, compared or used as a key: `TABLE[`${args.tier}`]`, `` `${args.id}` === "1" ``.
      if (parent.expressions.length === 1 && parent.quasis.every((quasi) => quasi.value.cooked === "") && usedAsComparisonOrKey(parent, names)) {
        return makeCoercion(parent, operand, value, "string", "`${…}`");
      }
      // `` `${args.kind}/${args.name}` ``: text built from the value (one report a template).
      return parent.expressions.includes(operand as TSESTree.Expression) ? makeCoercion(parent, operand, value, "text", "`${…}`") : null;
    default:
      return null;
  }
}

/** String methods that convert their first argument to a string. */
const STRING_ARGUMENT_METHODS: ReadonlySet<string> = new Set(["includes", "startsWith", "endsWith", "indexOf", "lastIndexOf"]);

/** Methods whose result is a string. */
const STRING_RESULT_METHODS: ReadonlySet<string> = new Set([
  "toLowerCase",
  "toUpperCase",
  "toLocaleLowerCase",
  "toLocaleUpperCase",
  "trim",
  "trimStart",
  "trimEnd",
  "normalize",
]);

/** Fields that hold one piece of text (`item.name`, `doc.title`), not a list. */
const TEXT_FIELDS: ReadonlySet<string> = new Set(["name", "title", "text", "description", "label", "path", "url", "message", "content", "summary", "body", "filename"]);

/**
 * A receiver that is a string, so `.includes(v)` is `String.prototype.includes` (an array's
 * `includes` compares strictly, and is a valid gate): a string literal or template, a string
 * method's result, or a field that names one piece of text.
 */
function isTextReceiver(node: Node): boolean {
  if (node.type === AST_NODE_TYPES.TemplateLiteral) return true;
  if (node.type === AST_NODE_TYPES.Literal) return typeof node.value === "string";
  if (node.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.MemberExpression) {
    const method = getStaticPropertyName(node.callee);
    return method !== null && STRING_RESULT_METHODS.has(method);
  }
  if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed) {
    const field = getStaticPropertyName(node);
    return field !== null && TEXT_FIELDS.has(field);
  }
  return false;
}

function makeCoercion(node: Node, operand: Node, value: ToolValue, kind: CoercionKind, form: string): Coercion {
  return { node, operand, value, kind, form };
}

/** `Math.min(limit, args.n)`: every argument of `Math.min`/`Math.max` is converted. */
function isMathOperand(call: TSESTree.CallExpression | TSESTree.NewExpression, operand: Node): boolean {
  const callee = skipTransparent(call.callee);
  if (call.type !== AST_NODE_TYPES.CallExpression || callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const object = skipTransparent(callee.object);
  const name = getStaticPropertyName(callee);
  return (
    object.type === AST_NODE_TYPES.Identifier &&
    object.name === "Math" &&
    (name === "min" || name === "max") &&
    call.arguments.includes(operand as TSESTree.CallExpressionArgument)
  );
}

/** The value is compared with `==`/`===`, or used as a key: `t[x]`, `x in t`, `.has(x)`, `switch (x)`. */
function usedAsComparisonOrKey(node: Node, names: NameEnvironment): boolean {
  const wrapped = outermostWrapper(node);
  const parent = wrapped.parent;
  if (!parent) return false;
  switch (parent.type) {
    case AST_NODE_TYPES.BinaryExpression:
      return ["==", "===", "!=", "!=="].includes(parent.operator) || (parent.operator === "in" && parent.left === wrapped);
    case AST_NODE_TYPES.MemberExpression:
      return parent.computed && parent.property === wrapped;
    case AST_NODE_TYPES.SwitchStatement:
      return parent.discriminant === wrapped;
    case AST_NODE_TYPES.CallExpression:
      return parent.arguments[0] === wrapped && isKeyedLookupCall(parent, names);
    default:
      return false;
  }
}

const KEYED_METHODS = new Set(["has", "get"]);
const SEARCH_METHODS = new Set(["includes", "indexOf", "lastIndexOf"]);

/**
 * `set.has(x)`, `map.get(x)`, `map.has(x)`, and `arr.includes(x)`, `arr.indexOf(x)` on something
 * that is an array (a literal, a `const` holding one, `Object.keys(…)`): on a string, `includes`
 * and `indexOf` search for a substring, which is not a lookup.
 */
export function isKeyedLookupCall(call: TSESTree.CallExpression, names: NameEnvironment): boolean {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const name = getStaticPropertyName(callee);
  if (name === null) return false;
  if (KEYED_METHODS.has(name)) return true;
  if (!SEARCH_METHODS.has(name)) return false;
  let receiver = skipTransparent(callee.object);
  if (receiver.type === AST_NODE_TYPES.Identifier) receiver = names.constValue(receiver) ?? receiver;
  return isArrayExpression(receiver);
}

function isArrayExpression(node: Node): boolean {
  if (node.type === AST_NODE_TYPES.ArrayExpression) return true;
  if (node.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = skipTransparent(node.callee);
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    skipTransparent(callee.object).type === AST_NODE_TYPES.Identifier &&
    ["Object", "Array"].includes((skipTransparent(callee.object) as TSESTree.Identifier).name) &&
    ["keys", "values", "from", "of"].includes(getStaticPropertyName(callee) ?? "")
  );
}

/** Every conversion of unvalidated tool data in the file. */
export function findCoercions(analysis: ToolDataAnalysis): Coercion[] {
  const found: Coercion[] = [];
  const seen = new Set<Node>();
  const quietFunctions = new Set([...analysis.settings.validators, ...Object.values(analysis.settings.normalizers)]);
  for (const value of analysis.values()) {
    const node = value.node;
    // Not the root object, nor a rest object; array elements and defaulted values count.
    const last = value.path.at(-1);
    if (last === undefined || last === REST) continue;
    // A wrapped value is judged as its wrapper, which the flow records too.
    if (value.passedOn) continue;
    const coercion = coercionAround(withInlineDefault(node), value, nameEnvironment(analysis));
    if (!coercion || seen.has(coercion.node)) continue;
    seen.add(coercion.node);
    if (isValidatedType(analysis, node, value) || isEnvelopeBookkeeping(value)) continue;
    if (coercion.kind === "text" && !isUncheckedText(analysis, coercion, value)) continue;
    // `Boolean(args.projectSlug)` on a validated string (or null): a test for a non-blank field.
    // Not on a flag's name: `Boolean(args.dry_run)` with a string `dry_run` makes `"false"` true.
    // Nor on a field whose contract is a string (`channelLastUploadAfter: { type: "string" }`): there it
    // asks whether the field was given, and a wrong type is not a flag's `"false"`.
    if (coercion.kind === "boolean" && !isFlagName(fieldNameOf(value)) && (isBlankArgument(value) || isDeclaredString(analysis.contractOf(value, node)))) continue;
    if (quietFunctions.size > 0 && isInsideNamedFunction(coercion.node, quietFunctions)) continue;
    found.push(coercion);
  }
  return found;
}

/** A string contract the program declares (a schema, a cast, an annotation, a tool list), not one guessed from a name. */
function isDeclaredString(contract: Contract | undefined): boolean {
  return contract?.type === "string" && contract.from !== "name";
}

/**
 * Text built from a tool argument that may be missing: not a message (an error, a log line, a
 * result's text), not a value with a default, not one a guard has proven present, and not one
 * validated as a string. `String(args.id)` there turns a missing id into `"undefined"`.
 */
function isUncheckedText(analysis: ToolDataAnalysis, coercion: Coercion, value: ToolValue): boolean {
  // A defaulted value, or an element of a list (it exists), is not a missing field.
  // (`{ arguments: input = {} }` defaults the container, not its fields.)
  if (value.source.kind !== "arguments" || value.path.at(-1) === DEFAULTED || value.path.includes(ANY_ELEMENT)) return false;
  if (isMessageOnly(coercion.node) || isProse(coercion.node)) return false;
  const shape = shapeOf(value);
  if (shape && shape.type !== "unknown") return false;
  const facts = analysis.factsAt(value.node, value);
  if (facts.present || facts.truthy || facts.validated || facts.types.size > 0) return false;
  return !presentAtEveryCall(analysis, value.node);
}

/**
 * A parameter whose callers in the file pass tool data only where a guard proved it present
 * (`else if (input.selector) return byLabel(input.selector)`): the guard holds inside too.
 */
function presentAtEveryCall(analysis: ToolDataAnalysis, node: Node): boolean {
  const expression = skipTransparent(node);
  if (expression.type !== AST_NODE_TYPES.Identifier) return false;
  const passed = analysis.argumentsOfParameter(expression);
  if (!passed) return false;
  let toolData = 0;
  for (const argument of passed) {
    const value = analysis.valueOf(argument);
    if (!value) continue;
    toolData++;
    const facts = analysis.factsAt(argument, value);
    if (!facts.present && !facts.truthy && !facts.validated && facts.types.size === 0) return false;
  }
  return toolData > 0;
}

const environments = new WeakMap<ToolDataAnalysis, NameEnvironment>();

/** Name lookups backed by the file's scopes: one object per analysis, asked for by every tool value. */
export function nameEnvironment(analysis: ToolDataAnalysis): NameEnvironment {
  let names = environments.get(analysis);
  if (!names) {
    names = namesOf(analysis);
    environments.set(analysis, names);
  }
  return names;
}

function namesOf(analysis: ToolDataAnalysis): NameEnvironment {
  return {
    isGlobal: (identifier) => analysis.isGlobalReference(identifier),
    constValue(identifier) {
      const definition = analysis.variableOf(identifier)?.defs[0];
      if (
        definition?.node.type !== AST_NODE_TYPES.VariableDeclarator ||
        definition.parent?.type !== AST_NODE_TYPES.VariableDeclaration ||
        definition.parent.kind !== "const" ||
        !definition.node.init
      ) {
        return null;
      }
      return skipTransparent(definition.node.init);
    },
  };
}

/**
 * The value with its inline default, when it has one: `args.page ?? "1"` in
 * `parseInt(args.page ?? "1", 10)`. The default covers a missing field; the raw value is converted
 * just the same.
 */
export function withInlineDefault(node: Node): Node {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent)) continue;
    if (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator !== "&&" && parent.left === current) continue;
    return current;
  }
  return current;
}

/**
 * The raw type is already settled, so a conversion is a named step, not laundering: a `typeof`
 * (or `Array.isArray`, `Number.isInteger`…) gate, a validator, or a type the SDK validated.
 */
export function isValidatedType(analysis: ToolDataAnalysis, node: Node, value: ToolValue): boolean {
  const facts = analysis.factsAt(node, value);
  if (facts.types.size > 0 || facts.validated) return true;
  const shape = shapeOf(value);
  // A nullable field can still be `null`, which every numeric conversion turns into `0`. A field the
  // schema coerces (`z.coerce.number()`) arrives as its type: the evidence was erased by the schema,
  // which `require-tool-param-types` reports, and a conversion here erases nothing more. (Only a
  // number: `z.coerce.string()` made text of anything, and nothing reports that at the schema.)
  return shape !== undefined && (shape.opaque === true || (shape.type !== "unknown" && !shape.nullable && (!shape.coerced || isNumeric(shape))));
}

/** Inside the body of a function named in `validators` or `normalizers`: that is where conversion belongs. */
function isInsideNamedFunction(node: Node, names: ReadonlySet<string>): boolean {
  for (let current: Node | undefined = node.parent; current; current = current.parent) {
    if (!isFunction(current)) continue;
    const name = functionName(current);
    if (name !== null && names.has(name)) return true;
  }
  return false;
}

function isNumeric(shape: KnownShape): boolean {
  return shape.type === "number" || shape.type === "integer";
}

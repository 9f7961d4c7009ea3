/**
 * Suggested rewrites for truthiness tests and lossy defaults. None of them is an autofix: each
 * changes what the program does with a valid value, which is the point, but a person should
 * confirm it (typescript-eslint learned this on `prefer-nullish-coalescing`).
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getStaticPropertyName, outermostWrapper, skipTransparent } from "./ast.js";
import type { Coercion } from "./coercion.js";
import type { LossyDefault } from "./defaults.js";
import { type Lookup, literalType } from "./lookup.js";
import { type Rewrite, Precedence, commentsInside, hasSideEffects, getPrecedence, needsParens, orphanedComments, parenthesize, quoteString, textAtLeast } from "./edit.js";
import type { ToolDataAnalysis } from "./index.js";
import { getFieldAccess, isDataField } from "./presence.js";
import { presenceTest } from "./presence-fix.js";
import { shapeOf, validatedShapeOf } from "./shape.js";
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
  // `!v` → `v !== true`; `v || false` → `v === true`.
  const target = use.negation ?? use.falseDefault ?? use.node;
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
  // `Number(v) ?? d` keeps the `NaN` of a missing field.
  if (found.converted) return null;
  if (found.operator === "||=") {
    const value = textAtLeast(sourceCode, found.valueNode, Precedence.Coalesce + 1);
    return replaceWith(sourceCode, found.node, `${value} ??= ${sourceCode.getText(found.fallback)}`, Precedence.Assignment, null, [
      found.valueNode,
      found.fallback,
    ]);
  }
  if (found.operator !== "||" && found.operator !== "?:") return null;
  // `v ? v * 1000 : d`: the branch converts the value, which `??` would drop.
  if (found.consequent) return null;
  // `a || b || d` becomes `a ?? b ?? d`; each operand keeps its text.
  const operands = found.operator === "||" ? chainOperands(found.node) : [found.valueNode, found.fallback];
  const text = operands
    .map((operand, index) => (index === 0 ? textAtLeast(sourceCode, operand, Precedence.Coalesce + 1) : coalesceOperand(sourceCode, operand)))
    .join(" ?? ");
  return replaceWith(sourceCode, found.node, text, Precedence.Coalesce, "??", operands);
}

/** The operands of a left-nested chain of one operator: `a || b || c` → `[a, b, c]`. */
function chainOperands(node: Node): Node[] {
  const operands: Node[] = [];
  let current = node;
  while (current.type === AST_NODE_TYPES.LogicalExpression && current.operator === "||") {
    operands.unshift(current.right);
    current = current.left;
  }
  operands.unshift(current);
  return operands;
}

/** An operand's text on the right of `??`, parenthesised where `??` cannot stand beside it. */
function coalesceOperand(sourceCode: Readonly<TSESLint.SourceCode>, operand: Node): string {
  // `??` cannot be mixed with `&&`/`||` without parentheses.
  const inner = skipTransparent(operand);
  const mixes = inner.type === AST_NODE_TYPES.LogicalExpression && inner.operator !== "??";
  return parenthesize(sourceCode.getText(operand), mixes || getPrecedence(operand) <= Precedence.Coalesce);
}

/** `"k" in x ? x.k : d` (for a bound field, `v !== undefined ? v : d`): every explicit value is kept. */
export function usePresenceDefault(
  sourceCode: Readonly<TSESLint.SourceCode>,
  analysis: ToolDataAnalysis,
  found: LossyDefault,
): Rewrite | null {
  if (found.operator === "||=" || found.operator === "??=") return null;
  // In a chain (`a || b || d`) the middle operands would be lost: only `??` is offered there.
  if (found.node.type === AST_NODE_TYPES.LogicalExpression && found.node.left !== found.valueNode) return null;
  const access = getFieldAccess(skipTransparent(found.valueNode), analysis);
  if (!access) return null;
  // The value is written twice (in the test and in the branch): its receiver must be safe to repeat.
  if (access.object && hasSideEffects(access.object)) return null;
  if (access.keyNode && hasSideEffects(access.keyNode)) return null;
  const test = presenceTest(sourceCode, access, "in", true, isDataField(found.value));
  if (!test.extraEdits || test.extraEdits.length > 0) return null;
  const text = `${parenthesize(test.text, test.precedence <= Precedence.Conditional)} ? ${textAtLeast(
    sourceCode,
    found.consequent ?? found.valueNode,
    Precedence.Conditional + 1,
  )} : ${textAtLeast(sourceCode, found.fallback, Precedence.Assignment)}`;
  // `"k" in x ? … : …` inside a `for (…;` initialiser needs parentheses, like a bare `in`.
  const operator = test.usesIn ? "in" : null;
  return replaceWith(sourceCode, found.node, text, Precedence.Conditional, operator, [found.consequent ?? found.valueNode, found.fallback]);
}

/** `toInt(args.count)` in place of `Number(args.count)`: the configured normaliser (no import is added). */
/**
 * The receiver of a string method call, below any string methods (`title.toLowerCase()` → `title`):
 * what may have side effects when a guard in front skips the call.
 */
function textBase(call: Node): Node {
  let current = call.type === AST_NODE_TYPES.CallExpression && call.callee.type === AST_NODE_TYPES.MemberExpression ? call.callee.object : call;
  while (
    current.type === AST_NODE_TYPES.CallExpression &&
    current.arguments.length === 0 &&
    current.callee.type === AST_NODE_TYPES.MemberExpression &&
    /^(?:toLowerCase|toUpperCase|toLocaleLowerCase|toLocaleUpperCase|trim|trimStart|trimEnd|normalize)$/u.test(getStaticPropertyName(current.callee) ?? "")
  ) {
    current = current.callee.object;
  }
  return current;
}

/**
 * `String(v)` → `(typeof v === "string" ? v : undefined)`: a missing or wrong-typed value stays
 * missing instead of becoming `"undefined"` or `"[object Object]"`. Only for `String(…)` of a value
 * without side effects (it is read twice); `title.includes(v)` → `typeof v === "string" && title.includes(v)`.
 */
export function keepStringOnly(sourceCode: Readonly<TSESLint.SourceCode>, coercion: Coercion): Rewrite | null {
  if (hasSideEffects(coercion.operand)) return null;
  // `title.includes(v)`: a search only for a string; any other value finds nothing.
  if (/^….(?:includes|startsWith|endsWith)\(…\)$/u.test(coercion.form) && !hasSideEffects(textBase(coercion.node))) {
    const operand = textAtLeast(sourceCode, coercion.operand, Precedence.Equality + 1);
    return replaceWith(
      sourceCode,
      coercion.node,
      `typeof ${operand} === "string" && ${textAtLeast(sourceCode, coercion.node, Precedence.LogicalAnd + 1)}`,
      Precedence.LogicalAnd,
      "&&",
      [coercion.node],
    );
  }
  if (coercion.form !== "String(…)") return null;
  const operand = textAtLeast(sourceCode, coercion.operand, Precedence.Equality + 1);
  const value = textAtLeast(sourceCode, coercion.operand, Precedence.Conditional + 1);
  return replaceWith(
    sourceCode,
    coercion.node,
    `typeof ${operand} === "string" ? ${value} : undefined`,
    Precedence.Conditional,
    null,
    [coercion.operand],
  );
}

export function useNormalizer(sourceCode: Readonly<TSESLint.SourceCode>, coercion: Coercion, name: string): Rewrite | null {
  // `parseInt(v, 16)` keeps its radix and `Math.max(v, limit)` its other operand: the normaliser
  // takes one value, so only `parseInt(v, 10)` may drop its second argument.
  const call = coercion.node;
  if (call.type === AST_NODE_TYPES.CallExpression && call.arguments.length > 1) {
    const radix = call.arguments[1];
    const decimal = radix?.type === AST_NODE_TYPES.Literal && radix.value === 10 && call.arguments.length === 2;
    if (!decimal || (coercion.form !== "parseInt(…)" && coercion.form !== "Number.parseInt(…)")) return null;
  }
  const argument = textAtLeast(sourceCode, coercion.operand, Precedence.Assignment);
  // Text built around the value (`` `/x/${v}` ``, `"--n=" + v`, `title.includes(v)`): the normaliser
  // takes the value's place inside it.
  if (coercion.kind === "text" && coercion.form !== "String(…)") {
    return replaceWith(sourceCode, coercion.operand, `${name}(${argument})`, Precedence.Call, null, [coercion.operand]);
  }
  return replaceWith(sourceCode, coercion.node, `${name}(${argument})`, Precedence.Call, null, [coercion.operand]);
}

/**
 * `typeof v === "string" && Object.hasOwn(TABLE, v) ? TABLE[v] : undefined` for `TABLE[v]`, and
 * `typeof v === "string" && Object.hasOwn(TABLE, v)` for `v in TABLE`: only own keys, of the type
 * the table's keys have.
 */
export function useOwnKeyLookup(sourceCode: Readonly<TSESLint.SourceCode>, lookup: Lookup): Rewrite | null {
  if (lookup.kind !== "table" && lookup.kind !== "in") return null;
  // An object the analysis cannot see may hold its keys on a prototype (a class instance's
  // methods): `Object.hasOwn` would then reject every key.
  if (lookup.table.unknownObject === true) return null;
  if (hasSideEffects(lookup.key) || hasSideEffects(lookup.table.node)) return null;
  const key = textAtLeast(sourceCode, lookup.key, Precedence.Assignment);
  const table = textAtLeast(sourceCode, lookup.table.node, Precedence.Assignment);
  const ownKey = `Object.hasOwn(${table}, ${key})`;
  // A tool name, a key the program made as a string, or one the SDK validated as a string, is a
  // string already: only its own-key check is missing.
  const declared = validatedShapeOf(lookup.value);
  const gate = lookup.value.source.toolName || lookup.derivedFrom || (declared?.type === "string" && !declared.coerced && !declared.nullable)
    ? ownKey
    : `typeof ${textAtLeast(sourceCode, lookup.key, Precedence.Unary)} === ${quoteString(sourceCode, expectedKeyType(lookup))} && ${ownKey}`;
  if (lookup.kind === "in") {
    return replaceWith(sourceCode, lookup.node, gate, Precedence.LogicalAnd, "&&", [lookup.key, lookup.table.node]);
  }
  const member = lookup.node as TSESTree.MemberExpression;
  // `handlers[args.action](…)` and `TABLE[v]?.x` cannot be wrapped in a conditional without changing more.
  const parent = outermostWrapper(member).parent;
  if (member.optional || (parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === outermostWrapper(member))) {
    return null;
  }
  return replaceWith(
    sourceCode,
    member,
    `${gate} ? ${sourceCode.getText(member)} : undefined`,
    Precedence.Conditional,
    null,
    [member],
  );
}

/** The JSON type the key should have: the declared one, else what the table's keys look like. */
function expectedKeyType(lookup: Extract<Lookup, { kind: "table" | "in" }>): "number" | "string" | "boolean" {
  const declared = shapeOf(lookup.value)?.type;
  if (declared === "string" || declared === "boolean") return declared;
  if (declared === "number" || declared === "integer") return "number";
  const keys = lookup.table.keys;
  if (keys && keys.size > 0 && [...keys].every((key) => key === "true" || key === "false")) return "boolean";
  return lookup.table.numericKeys ? "number" : "string";
}

/** `===` for `==`, `!==` for `!=`. */
export function useStrictEquality(
  sourceCode: Readonly<TSESLint.SourceCode>,
  lookup: Lookup,
  knownTypes: readonly string[] = [],
): Rewrite | null {
  if (lookup.kind !== "looseEquality") return null;
  // A value known to be a string compared with `0`: `===` would always be false, which is no fix.
  if (knownTypes.length > 0 && !knownTypes.includes(literalType(lookup.literal))) return null;
  const node = lookup.node;
  const operator = sourceCode.getTokenAfter(node.left, (token) => token.value === node.operator);
  if (!operator) return null;
  const strict = `${node.operator}=`;
  return {
    replacement: `${sourceCode.getText(node.left)} ${strict} ${sourceCode.getText(node.right)}`,
    edits: [{ range: operator.range, text: strict }],
  };
}

/** `set.has(args.tier)` for `set.has(Number(args.tier))`: the strict lookup on the raw value is the gate. */
export function useRawValue(sourceCode: Readonly<TSESLint.SourceCode>, lookup: Lookup): Rewrite | null {
  if (lookup.kind !== "coercedLookup" && lookup.kind !== "coercedSwitch") return null;
  const { coercion } = lookup;
  // `map.get(String(args.id))`: the keys are strings and the contract may say the id is a number,
  // so the raw value could miss every key. Only numeric conversions have an obvious raw form.
  if (coercion.kind === "string" || coercion.kind === "boolean" || coercion.kind === "wrapper") return null;
  return replaceWith(
    sourceCode,
    coercion.node,
    textAtLeast(sourceCode, coercion.operand, Precedence.Assignment),
    getPrecedence(coercion.operand),
    null,
    [coercion.operand],
  );
}

/** `z.coerce.boolean()` → `z.boolean()` / `z.stringbool()`; `z.coerce.number()` → `z.number()`. */
export function useStrictZodType(
  sourceCode: Readonly<TSESLint.SourceCode>,
  callee: TSESTree.MemberExpression,
  kind: "boolean" | "stringbool" | "number",
): Rewrite | null {
  const coerce = skipTransparent(callee.object);
  if (coerce.type !== AST_NODE_TYPES.MemberExpression) return null;
  const namespace = sourceCode.getText(coerce.object);
  const text = `${namespace}.${kind}`;
  const call = callee.parent as TSESTree.CallExpression;
  return { replacement: `${text}(${call.arguments.map((argument) => sourceCode.getText(argument)).join(", ")})`, edits: [{ range: callee.range, text }] };
}

/**
 * `{ a, coerceTypes: true }` → `{ a }`: the option removed with the comma that separates it. `null`
 * when a comment sits in the text removed.
 */
export function removeOption(sourceCode: Readonly<TSESLint.SourceCode>, property: TSESTree.Property): Rewrite | null {
  const object = property.parent as TSESTree.ObjectExpression;
  const index = object.properties.indexOf(property);
  const next = object.properties[index + 1];
  const previous = object.properties[index - 1];
  let range: [number, number];
  if (next) range = [property.range[0], next.range[0]];
  else if (previous) range = [previous.range[1], property.range[1]];
  else range = [object.range[0] + 1, object.range[1] - 1];
  if (commentsInside(sourceCode, { range }).length > 0) return null;
  return { replacement: "", edits: [{ range, text: "" }] };
}

/** `coerceTypes: true` → `coerceTypes: false`. */
export function disableOption(property: TSESTree.Property): Rewrite {
  return { replacement: `${getStaticPropertyName(property) ?? "option"}: false`, edits: [{ range: property.value.range, text: "false" }] };
}

/** `inputSchema: s` → `parameters: s`; `{ inputSchema }` → `{ parameters: inputSchema }`; `["inputSchema"]: s` → `["parameters"]: s`. */
export function renameToParameters(sourceCode: Readonly<TSESLint.SourceCode>, property: TSESTree.Property): Rewrite {
  if (property.shorthand) {
    const text = `parameters: ${sourceCode.getText(property.value)}`;
    return { replacement: text, edits: [{ range: property.range, text }] };
  }
  const key = property.computed ? '"parameters"' : "parameters";
  return { replacement: key, edits: [{ range: property.key.range, text: key }] };
}

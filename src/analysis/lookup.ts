/**
 * Lookups and comparisons looser than the contract, on tool data that no type gate covers:
 *
 * - `TABLE[v]` and `v in TABLE` on an object table: the key is turned into a string, so `"1"`, `1`
 *   and `[1]` are the same key, and inherited keys (`constructor`, `__proto__`, `toString`) are found;
 * - `v == lit` / `v != lit` with a number, boolean or `""` literal: `true == 1`, `"1" == 1`, `[1] == 1`;
 * - `set.has(c(v))`, `map.get(c(v))`, `arr.includes(c(v))`, `arr.indexOf(c(v))` and `switch (c(v))`,
 *   where `c` is a conversion: the lookup is strict, but only after the conversion laundered the type.
 *
 * `set.has(v)`, `map.get(v)`, `arr.includes(v)` and `switch (v)` on the raw value are strict
 * (SameValueZero / `===`), so in JavaScript they are a valid type-and-value gate and are not reported.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import {
  type Node,
  getCalleePropertyName,
  getStaticPropertyName,
  isStaticCall,
  isTransparentWrapper,
  outermostWrapper,
  skipTransparent,
  skipTransparentAndAwait,
  thisClassBody,
} from "./ast.js";
import {
  type Coercion,
  coercionAround,
  isKeyedLookupCall,
  isValidatedType,
  nameEnvironment,
  withInlineDefault,
} from "./coercion.js";
import { REST, type ToolValue, isEnvelopeBookkeeping, isWriteTarget } from "./flow.js";
import type { ToolDataAnalysis } from "./index.js";
import { isUnread, shapeOf } from "./shape.js";
import { isJsonDocument, preservesKey, returnFormOf } from "./returns.js";
import { constantInitializer, namesOf } from "./resolve.js";

/** An object used as a lookup table: its own keys, when written out, and whether they are all numbers. */
export interface Table {
  readonly node: Node;
  /** The keys written in the object literal; `null` for a `Record<…>`-typed table. */
  readonly keys: ReadonlySet<string> | null;
  readonly numericKeys: boolean;
  /** The right side of `in` that the analysis cannot see: no own-key rewrite is offered for it. */
  readonly unknownObject?: boolean;
}

/** The types a value is known to have where it is compared: from gates, else from its schema. */
export function knownTypesAt(analysis: ToolDataAnalysis, node: Node, value: ToolValue): string[] {
  const facts = analysis.factsAt(node, value);
  const fromGates = [...facts.types].map((type) => (type === "integer" ? "number" : type));
  if (fromGates.length > 0) return fromGates;
  const shape = shapeOf(value);
  if (!shape || shape.type === "unknown" || shape.coerced) return [];
  return [shape.type === "integer" ? "number" : shape.type];
}

export type Lookup =
  | {
      readonly kind: "table" | "in";
      /** The member access `TABLE[v]`, or the `v in TABLE` expression. */
      readonly node: Node;
      /** The key was validated against a schema that could not be read (`unreadableSchemas: "report"`). */
      readonly unreadSchema?: boolean;
      /**
       * The key is a string the program made from the tool value (`args.tier.toLowerCase()`,
       * `normalize(args.tier)`, a `const` holding one): `key` is that string, `derivedFrom` the value.
       */
      readonly derivedFrom?: Node;
      readonly key: Node;
      readonly value: ToolValue;
      readonly table: Table;
    }
  | {
      readonly kind: "looseEquality";
      readonly node: TSESTree.BinaryExpression;
      readonly key: Node;
      readonly value: ToolValue;
      readonly literal: TSESTree.Literal | TSESTree.UnaryExpression;
    }
  | {
      readonly kind: "coercedLookup" | "coercedSwitch";
      /** The lookup call, or the `switch` statement. */
      readonly node: Node;
      readonly key: Node;
      readonly value: ToolValue;
      readonly coercion: Coercion;
    };

export function findLookups(analysis: ToolDataAnalysis): Lookup[] {
  const found: Lookup[] = [];
  const seen = new Set<Node>();
  for (const value of analysis.values()) {
    const node = value.node;
    // Not the root object, nor a rest object; array elements and defaulted values count.
    const last = value.path.at(-1);
    // The tool's own name is a key the model chose: only its table lookups are judged.
    const toolName = value.source.toolName === true && value.path.length === 0;
    if (!toolName && (last === undefined || last === REST || isEnvelopeBookkeeping(value))) continue;
    // A wrapped value is judged as its wrapper, which the flow records too.
    if (value.passedOn) continue;
    const lookup = lookupAround(value, node, analysis);
    if (!lookup && !toolName) {
      for (const derived of derivedLookups(value, node, analysis)) {
        if (seen.has(derived.node)) continue;
        seen.add(derived.node);
        if (isDerivedSettled(derived, analysis)) continue;
        if (isUnread(shapeOf(value))) {
          if (analysis.settings.unreadableSchemas === "report") found.push({ ...derived, unreadSchema: true });
          continue;
        }
        found.push(derived);
      }
    }
    if (!lookup || seen.has(lookup.node)) continue;
    if (toolName && lookup.kind !== "table" && lookup.kind !== "in") continue;
    seen.add(lookup.node);
    if (isSettled(lookup, analysis)) continue;
    // Validated against a schema that could not be read: it may be an enum of the table's own keys.
    if ((lookup.kind === "table" || lookup.kind === "in") && !toolName && isUnread(shapeOf(value))) {
      if (analysis.settings.unreadableSchemas === "report") found.push({ ...lookup, unreadSchema: true });
      continue;
    }
    found.push(lookup);
  }
  return withoutRepeats(found, analysis);
}

/** How many lookups of one text are compared for repeats (see `withoutRepeats`). */
const MAX_REPEAT_GROUP = 64;

/**
 * Lookups that add no case to another's report: `if (presets[id]) return presets[id]` (the lookup
 * repeated inside the branch its own test opened finds what the test found) and
 * `byName[key] ?? byRepo[key]` (the fallback runs only when the first lookup found nothing, which no
 * inherited key does). The first carries the one report.
 */
function withoutRepeats(found: Lookup[], analysis: ToolDataAnalysis): Lookup[] {
  const tables = found.filter((lookup) => lookup.kind === "table");
  if (tables.length < 2) return found;
  const text = (node: Node): string => analysis.sourceCode.getText(node);
  // Compared only within a group of one text, of bounded size, or with the one lookup beside it.
  const byText = new Map<string, Lookup[]>();
  const byNode = new Map<Node, Lookup>();
  for (const lookup of tables) {
    byNode.set(outermostWrapper(lookup.node), lookup);
    const key = text(lookup.node);
    const list = byText.get(key);
    if (list) list.push(lookup);
    else byText.set(key, [lookup]);
  }
  const repeats = new Set<Lookup>();
  for (const lookup of tables) {
    // `a[key] ?? b[key]`: the second runs only when the first found nothing, which no inherited key does.
    const fallback = outermostWrapper(lookup.node);
    const choice = fallback.parent;
    const first = choice?.type === AST_NODE_TYPES.LogicalExpression && choice.operator !== "&&" && choice.right === fallback ? byNode.get(choice.left) : undefined;
    if (first && text(first.key) === text(lookup.key)) {
      repeats.add(lookup);
      continue;
    }
    const same = byText.get(text(lookup.node))!;
    // A lookup written more than a few dozen times is reported each time, rather than compared pairwise.
    if (same.length < 2 || same.length > MAX_REPEAT_GROUP) continue;
    for (let child: Node = lookup.node, parent = child.parent; parent; child = parent, parent = parent.parent) {
      const test =
        (parent.type === AST_NODE_TYPES.IfStatement && parent.consequent === child) ||
        (parent.type === AST_NODE_TYPES.ConditionalExpression && parent.consequent === child) ||
        (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator === "&&" && parent.right === child)
          ? (parent.type === AST_NODE_TYPES.LogicalExpression ? parent.left : parent.test)
          : null;
      if (!test) continue;
      if (same.some((other) => other !== lookup && test.range[0] <= other.node.range[0] && other.node.range[1] <= test.range[1])) {
        repeats.add(lookup);
        break;
      }
    }
  }
  return repeats.size === 0 ? found : found.filter((lookup) => !repeats.has(lookup));
}

function lookupAround(value: ToolValue, valueNode: Node, analysis: ToolDataAnalysis): Lookup | null {
  // `UNITS[args.unit ?? "c"]`: the default covers a missing field, the raw value is looked up.
  const node = withInlineDefault(valueNode);
  const parent = outermostWrapper(node).parent;
  if (!parent) return null;
  if (parent.type === AST_NODE_TYPES.MemberExpression && parent.computed && parent.property === outermostWrapper(node)) {
    if (isWriteTarget(parent)) return null; // writing a table is not a lookup
    const table = resolveTable(parent.object, analysis) ?? undeclaredTable(parent.object, value, analysis);
    return table ? { kind: "table", node: parent, key: node, value, table } : null;
  }
  if (parent.type === AST_NODE_TYPES.BinaryExpression && parent.operator === "in" && parent.left === node) {
    const table = resolveTable(parent.right, analysis) ?? inOperand(parent.right, analysis);
    return table ? { kind: "in", node: parent, key: node, value, table } : null;
  }
  if (parent.type === AST_NODE_TYPES.BinaryExpression && (parent.operator === "==" || parent.operator === "!=")) {
    const other = skipTransparent(parent.left === node ? parent.right : parent.left);
    const literal = looseLiteral(other);
    return literal ? { kind: "looseEquality", node: parent, key: node, value, literal } : null;
  }
  const names = nameEnvironment(analysis);
  const coercion = coercionAround(withInlineDefault(node), value, names);
  // Text built around the value (`` api.get(`/activities/${id}/laps`) ``) is a new string, not its key.
  if (!coercion || coercion.kind === "text") return null;
  const wrapped = outermostWrapper(coercion.node);
  const user = wrapped.parent;
  if (user?.type === AST_NODE_TYPES.CallExpression && user.arguments[0] === wrapped && isKeyedLookupCall(user, names)) {
    return { kind: "coercedLookup", node: user, key: node, value, coercion };
  }
  if (user?.type === AST_NODE_TYPES.SwitchStatement && user.discriminant === wrapped) {
    return { kind: "coercedSwitch", node: user, key: node, value, coercion };
  }
  return null;
}

/** How many steps of string making (`.trim()`, a helper, a `const`) a derived key is followed through. */
const MAX_DERIVATION_STEPS = 4;

/**
 * Lookups keyed by a string the program made from a tool value: `LIMITS[args.tier.toLowerCase()]`,
 * `LIMITS[normalizeTier(args.tier)]` (a helper of the file or of another module that returns its
 * parameter normalised), `` LIMITS[`${args.tier}`] ``, and the same through a `const`. The string
 * is a new value, not the tool's, so the flow does not follow it; it still names any key the model
 * chose, `constructor` included.
 */
function derivedLookups(value: ToolValue, start: Node, analysis: ToolDataAnalysis): Array<Extract<Lookup, { kind: "table" | "in" }>> {
  const found: Array<Extract<Lookup, { kind: "table" | "in" }>> = [];
  let frontier: Node[] = [start];
  for (let step = 0; step < MAX_DERIVATION_STEPS && frontier.length > 0; step++) {
    const next: Node[] = [];
    for (const node of frontier) {
      const made = derivedString(node, analysis);
      if (!made) continue;
      next.push(made);
      const keys = [made, ...constReads(made, analysis)];
      for (const key of keys) {
        const lookup = keyedLookup(key, value, analysis);
        if (lookup) found.push({ ...lookup, derivedFrom: start });
      }
    }
    frontier = next;
  }
  return found;
}

/** The string the program makes of `node` right where it is used, or `null`. */
function derivedString(node: Node, analysis: ToolDataAnalysis): Node | null {
  const outer = outermostWrapper(node);
  const parent = outer.parent;
  if (!parent) return null;
  if (parent.type === AST_NODE_TYPES.MemberExpression && parent.object === outer && !parent.computed) {
    const call = outermostWrapper(parent).parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== outermostWrapper(parent)) return null;
    if (preservesKey(call)) return call;
    // `fileName.split(".").pop()`: a piece of a string the model chose can be any key it likes.
    return getStaticPropertyName(parent) === "split" ? pieceOf(call) : null;
  }
  if (parent.type === AST_NODE_TYPES.TemplateLiteral) {
    return parent.expressions.length === 1 && parent.quasis.every((quasi) => quasi.value.cooked === "") ? parent : null;
  }
  if (parent.type === AST_NODE_TYPES.CallExpression) {
    const index = (parent.arguments as readonly Node[]).indexOf(outer);
    if (index === -1) return null;
    return analysis.functionsCalledBy(parent).some(({ fn, names }) => returnFormOf(fn, index, names)?.kind === "key") ? parent : null;
  }
  return null;
}

/** One element of a split string: `parts.pop()`, `parts.shift()`, `parts.at(-1)`, `parts[0]`; `null` for the whole list. */
function pieceOf(split: TSESTree.CallExpression): Node | null {
  const outer = outermostWrapper(split);
  const parent = outer.parent;
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== outer) return null;
  if (parent.computed) {
    const index = skipTransparent(parent.property);
    return index.type === AST_NODE_TYPES.Literal && typeof index.value === "number" && !isWriteTarget(parent) ? parent : null;
  }
  const call = outermostWrapper(parent).parent;
  const method = getStaticPropertyName(parent);
  return call?.type === AST_NODE_TYPES.CallExpression && call.callee === outermostWrapper(parent) && method !== null && ["pop", "shift", "at"].includes(method) ? call : null;
}

/** The reads of the `const` that `node` initialises (`const key = args.tier.trim()`). */
function constReads(node: Node, analysis: ToolDataAnalysis): Node[] {
  const declarator = outermostWrapper(node).parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== outermostWrapper(node) || declarator.id.type !== AST_NODE_TYPES.Identifier) return [];
  if (declarator.parent.type !== AST_NODE_TYPES.VariableDeclaration || declarator.parent.kind !== "const") return [];
  const variable = analysis.variableOf(declarator.id);
  return (variable?.references ?? []).filter((reference) => reference.isRead()).map((reference) => reference.identifier);
}

/** `TABLE[key]` or `key in TABLE` around `key`, on a table the file declares. */
function keyedLookup(key: Node, value: ToolValue, analysis: ToolDataAnalysis): Extract<Lookup, { kind: "table" | "in" }> | null {
  const outer = outermostWrapper(key);
  const parent = outer.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.computed && parent.property === outer && !isWriteTarget(parent)) {
    const table = resolveTable(parent.object, analysis);
    return table ? { kind: "table", node: parent, key, value, table } : null;
  }
  if (parent?.type === AST_NODE_TYPES.BinaryExpression && parent.operator === "in" && parent.left === outer) {
    const table = resolveTable(parent.right, analysis);
    return table ? { kind: "in", node: parent, key, value, table } : null;
  }
  return null;
}

/**
 * A derived key is settled by a gate on the tool value (`KNOWN.includes(args.tier)`), by a declared
 * type that is no string or is an enum, or by a check of the key itself anywhere in its function:
 * `Object.hasOwn(TABLE, key)`, `set.has(key)`, `list.includes(key)`, `key in TABLE` before the
 * lookup, `key === "…"`, or a `switch (key)`.
 */
function isDerivedSettled(lookup: Extract<Lookup, { kind: "table" | "in" }>, analysis: ToolDataAnalysis): boolean {
  const facts = analysis.factsAt(lookup.derivedFrom ?? lookup.key, lookup.value);
  if (facts.validated || facts.ownKeyOf.has(analysis.sourceCode.getText(lookup.table.node))) return true;
  const shape = shapeOf(lookup.value);
  if (shape && shape.type !== "unknown" && !shape.coerced && (shape.type !== "string" || shape.values !== undefined)) return true;
  const key = skipTransparent(lookup.key);
  if (key.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = analysis.variableOf(key);
  return (variable?.references ?? []).some((reference) => reference.identifier !== key && isKeyCheck(reference.identifier, lookup.node));
}

const KEY_CHECK_METHODS: ReadonlySet<string> = new Set(["hasOwn", "hasOwnProperty", "has", "includes", "indexOf"]);

function isKeyCheck(identifier: Node, lookupNode: Node): boolean {
  const outer = outermostWrapper(identifier);
  const parent = outer.parent;
  if (!parent) return false;
  if (parent.type === AST_NODE_TYPES.CallExpression && (parent.arguments as readonly Node[]).includes(outer)) {
    return KEY_CHECK_METHODS.has(getCalleePropertyName(parent) ?? "");
  }
  if (parent.type === AST_NODE_TYPES.BinaryExpression) {
    if (parent.operator === "in") return parent !== lookupNode && parent.left === outer;
    return parent.operator === "===" || parent.operator === "!==";
  }
  return parent.type === AST_NODE_TYPES.SwitchStatement && parent.discriminant === outer;
}

/**
 * A literal that `==` compares loosely with values of other types: a number (also `-1`), a bigint,
 * a boolean, or `""`.
 */
function looseLiteral(node: Node): TSESTree.Literal | TSESTree.UnaryExpression | null {
  if (node.type === AST_NODE_TYPES.Literal) {
    const value = node.value;
    return typeof value === "number" || typeof value === "boolean" || typeof value === "bigint" || value === ""
      ? node
      : null;
  }
  return node.type === AST_NODE_TYPES.UnaryExpression &&
    node.operator === "-" &&
    node.argument.type === AST_NODE_TYPES.Literal &&
    typeof node.argument.value === "number"
    ? node
    : null;
}

/** The value of a loose literal (`-1` included). */
export function looseLiteralValue(literal: TSESTree.Literal | TSESTree.UnaryExpression): unknown {
  if (literal.type === AST_NODE_TYPES.Literal) return literal.value;
  return literal.argument.type === AST_NODE_TYPES.Literal ? -Number(literal.argument.value) : undefined;
}

/** The JSON type a loose literal compares equal to without conversion. */
export function literalType(literal: TSESTree.Literal | TSESTree.UnaryExpression): "number" | "boolean" | "string" {
  if (literal.type === AST_NODE_TYPES.UnaryExpression) return "number";
  return typeof literal.value === "boolean" ? "boolean" : typeof literal.value === "string" ? "string" : "number";
}

/** The key's type is settled: gated, validated, declared, or checked with `Object.hasOwn(TABLE, v)`. */
function isSettled(lookup: Lookup, analysis: ToolDataAnalysis): boolean {
  const facts = analysis.factsAt(lookup.key, lookup.value);
  if ((lookup.kind === "table" || lookup.kind === "in") && facts.ownKeyOf.has(analysis.sourceCode.getText(lookup.table.node))) {
    return true;
  }
  if (lookup.kind === "looseEquality") {
    // Only a value of the literal's own type compares like `===` (`typeof q === "string" && q == 0`
    // is still `"" == 0`).
    const type = literalType(lookup.literal);
    const types = [...facts.types].map((fact) => (fact === "integer" ? "number" : fact));
    if (types.length > 0) return types.every((fact) => fact === type);
    if (facts.validated) return true;
    const shape = shapeOf(lookup.value);
    const declared = shape?.type === "integer" ? "number" : shape?.type;
    return shape !== undefined && !shape.coerced && (shape.opaque === true || declared === type);
  }
  if (lookup.kind !== "table" && lookup.kind !== "in") return isValidatedType(analysis, lookup.key, lookup.value);
  // A tool name is a string already; only a check against known names (`KNOWN.includes(name)`) settles it.
  if (lookup.value.source.toolName) return facts.validated || afterClosedSwitch(lookup.node, lookup.value, analysis);
  if (facts.types.size > 0 || facts.validated) return true;
  const shape = shapeOf(lookup.value);
  if (!shape || shape.type === "unknown" || shape.coerced) return false;
  // A declared number or boolean cannot collide with another type or name an inherited key.
  if (shape.type !== "string") return true;
  // A declared enum whose values are all own keys of the table (`z.enum(["free", "pro"])` into
  // `{ free: 10, pro: 100 }`) cannot miss or reach the prototype.
  const keys = lookup.table.keys;
  if (shape.values === undefined) return false;
  // A table whose keys are not written out: an enum that names no inherited key cannot reach the prototype.
  if (keys === null) return shape.values.every((key) => !INHERITED_KEYS.has(String(key)));
  return shape.values.every((key) => keys.has(String(key)));
}

/** Keys every plain object has without owning them. */
const INHERITED_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), "__proto__"]);

/** Globals whose keys are not a program's table. */
const GLOBAL_OBJECTS = new Set(["globalThis", "window", "self", "global", "process", "document", "module", "exports", "arguments"]);

/**
 * The object on the right of `key in note.frontmatter`, where it is not a table the analysis knows:
 * `in` asks whether an object has a property, and every object but one made without a prototype
 * has `constructor` and `toString`. Not for what cannot be an ordinary object (`Object.create(null)`,
 * a `Map` or `Set`, an array or a literal, in place or in a `const`), nor for a global.
 */
function inOperand(node: Node, analysis: ToolDataAnalysis): Table | null {
  let expression = skipTransparentAndAwait(node);
  // `args.key in process.env`: a global's objects are the environment's, not the program's.
  let root: Node = expression;
  while (root.type === AST_NODE_TYPES.MemberExpression) root = skipTransparent(root.object);
  if (root.type === AST_NODE_TYPES.Identifier && (GLOBAL_OBJECTS.has(root.name) || analysis.isGlobalReference(root))) return null;
  if (expression.type === AST_NODE_TYPES.Identifier) {
    const init = constantInitializer(expression, namesOf(analysis));
    if (init) expression = skipTransparentAndAwait(init);
  }
  switch (expression.type) {
    case AST_NODE_TYPES.Identifier:
    case AST_NODE_TYPES.MemberExpression:
    case AST_NODE_TYPES.CallExpression:
      return isPrototypeless(expression) ? null : { node: skipTransparent(node), keys: null, numericKeys: false, unknownObject: true };
    default:
      return null;
  }
}

/** `Object.create(null)`, in place or as the initial value of the class field `this.x` names. */
function isPrototypeless(node: Node): boolean {
  if (node.type === AST_NODE_TYPES.MemberExpression && skipTransparent(node.object).type === AST_NODE_TYPES.ThisExpression) {
    const declared = thisField(node);
    return declared?.value ? isPrototypeless(skipTransparent(declared.value)) : false;
  }
  return (
    node.type === AST_NODE_TYPES.CallExpression &&
    isStaticCall(node, "Object", "create") &&
    node.arguments[0]?.type === AST_NODE_TYPES.Literal &&
    node.arguments[0].value === null
  );
}

/**
 * `LIMITS[args.plan]` where the file does not declare `LIMITS` (a snippet, an ambient global): a
 * bracket lookup can only be into an object or an array, and both find inherited keys. Only for a
 * key whose type no schema settled.
 */
function undeclaredTable(node: Node, value: ToolValue, analysis: ToolDataAnalysis): Table | null {
  const expression = skipTransparent(node);
  if (expression.type !== AST_NODE_TYPES.Identifier || GLOBAL_OBJECTS.has(expression.name)) return null;
  if (!analysis.isGlobalReference(expression) || shapeOf(value) !== undefined) return null;
  return { node: expression, keys: null, numericKeys: false };
}

/**
 * The code after `switch (name) { case "a": …; default: return unknown(name); }`: only the names
 * of the cases get there.
 */
function afterClosedSwitch(node: Node, value: ToolValue, analysis: ToolDataAnalysis): boolean {
  for (let current: Node = node; current.parent; current = current.parent) {
    const parent = current.parent;
    const list =
      parent.type === AST_NODE_TYPES.BlockStatement || parent.type === AST_NODE_TYPES.Program
        ? parent.body
        : parent.type === AST_NODE_TYPES.SwitchCase
          ? parent.consequent
          : null;
    if (!list) continue;
    for (const statement of list) {
      if (statement === current) break;
      if (statement.type !== AST_NODE_TYPES.SwitchStatement || analysis.valueOf(statement.discriminant)?.key !== value.key) continue;
      const last = statement.cases.find((item) => item.test === null)?.consequent.at(-1);
      const exit = last?.type === AST_NODE_TYPES.BlockStatement ? last.body.at(-1) : last;
      if (exit?.type === AST_NODE_TYPES.ReturnStatement || exit?.type === AST_NODE_TYPES.ThrowStatement) return true;
    }
  }
  return false;
}

/** How many `const` aliases of a table are followed (`const t = TABLE`). */
const MAX_ALIAS_DEPTH = 4;

/**
 * A lookup table: an object literal (inline, or in a `const`), or a `const` typed as a
 * `Record<…>` or an index signature.
 */
export function resolveTable(node: Node, analysis: ToolDataAnalysis, depth = 0): Table | null {
  const expression = skipTransparent(node);
  if (expression.type === AST_NODE_TYPES.ObjectExpression) return tableOf(expression, expression, false);
  if (expression.type === AST_NODE_TYPES.MemberExpression) return memberTable(expression, analysis);
  if (expression.type !== AST_NODE_TYPES.Identifier) return null;
  const definition = analysis.variableOf(expression)?.defs[0];
  if (definition?.type === "Parameter") {
    // `function find(directory: Record<string, Entry>, id)`: a plain object handed in.
    const annotation = definition.name.type === AST_NODE_TYPES.Identifier ? definition.name.typeAnnotation?.typeAnnotation : undefined;
    return annotation ? typedTable(expression, annotation) : null;
  }
  if (definition?.type === "ImportBinding") {
    // A `const` object literal another module exports (`import { handlers } from "./handlers.js"`).
    const imported = analysis.importedValueOf(expression);
    const init = imported && unwrapFreeze(skipTransparent(imported));
    return init?.type === AST_NODE_TYPES.ObjectExpression ? tableOf(expression, init, false) : null;
  }
  if (
    definition?.node.type !== AST_NODE_TYPES.VariableDeclarator ||
    definition.parent?.type !== AST_NODE_TYPES.VariableDeclaration ||
    definition.parent.kind !== "const"
  ) {
    return null;
  }
  const declarator = definition.node;
  // `const { inner } = { … }` names a part of the literal, not the literal.
  if (declarator.id.type !== AST_NODE_TYPES.Identifier) return null;
  // `const nameMapping = mappingCaseInsensitive`: another name for a table.
  const aliased = declarator.init && skipTransparent(declarator.init);
  if (aliased?.type === AST_NODE_TYPES.Identifier) {
    const table = depth < MAX_ALIAS_DEPTH ? resolveTable(aliased, analysis, depth + 1) : null;
    return table && { ...table, node: expression };
  }
  // The literal's own keys first (`const LIMITS: Record<Tier, number> = { … }`), then the type. An
  // empty literal in a function is an object being built for this call; in a module, a table.
  const inModule = definition.parent.parent?.type === AST_NODE_TYPES.Program || definition.parent.parent?.type === AST_NODE_TYPES.ExportNamedDeclaration;
  const fromInit = declarator.init ? tableFromInit(expression, declarator.init, inModule) : null;
  if (fromInit?.keys) return fromInit;
  const annotation = declarator.id.typeAnnotation?.typeAnnotation;
  return (
    (annotation && typedTable(expression, annotation)) ||
    fromInit ||
    jsonDocumentTable(expression, declarator.init, analysis) ||
    recordResultTable(expression, declarator.init, analysis)
  );
}

/**
 * The result of a call of a function declared to return a plain-object record
 * (`const presets = await fetchPresets(url)`, where `fetchPresets(): Promise<Record<string, Preset>>`),
 * in this file or, with cross-module reading, in another module.
 */
function recordResultTable(node: Node, init: Node | null | undefined, analysis: ToolDataAnalysis): Table | null {
  const call = init && skipTransparentAndAwait(init);
  if (call?.type !== AST_NODE_TYPES.CallExpression) return null;
  for (const { fn } of analysis.functionsCalledBy(call)) {
    let type = fn.returnType?.typeAnnotation;
    if (type?.type === AST_NODE_TYPES.TSTypeReference && type.typeName.type === AST_NODE_TYPES.Identifier && type.typeName.name === "Promise") {
      type = type.typeArguments?.params[0];
    }
    const table = type ? typedTable(node, type) : null;
    if (table) return table;
  }
  return null;
}

/**
 * A parsed JSON document held in a `const` (`const registry = await res.json()`,
 * `const data = JSON.parse(text)`, `const index = await loadIndex()` whose function returns one):
 * a plain object or array, so a key finds inherited properties too. Only with cross-module reading
 * or a function of the file can a helper's result be read.
 */
function jsonDocumentTable(node: Node, init: Node | null | undefined, analysis: ToolDataAnalysis): Table | null {
  if (!init) return null;
  const document = isJsonDocument(init, namesOf(analysis), (call) => analysis.functionsCalledBy(call));
  return document ? { node, keys: null, numericKeys: false } : null;
}

/**
 * The table a `const` or a class field starts as: an object literal (`{}` too, filled later), or
 * a plain object built by `list.reduce(…, {})` or `Object.fromEntries(…)`.
 */
function tableFromInit(node: Node, initializer: Node, emptyIsTable = true): Table | null {
  const init = unwrapFreeze(skipTransparent(initializer));
  if (init.type === AST_NODE_TYPES.ObjectExpression) return tableOf(node, init, emptyIsTable);
  if (init.type !== AST_NODE_TYPES.CallExpression || init.callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  const method = getStaticPropertyName(init.callee);
  const receiver = skipTransparent(init.callee.object);
  const seed = init.arguments[1] && skipTransparent(init.arguments[1]);
  if (method === "reduce" && seed?.type === AST_NODE_TYPES.ObjectExpression && seed.properties.length === 0) {
    return { node, keys: null, numericKeys: false };
  }
  if (method === "fromEntries" && receiver.type === AST_NODE_TYPES.Identifier && receiver.name === "Object") {
    return { node, keys: null, numericKeys: false };
  }
  return null;
}

function typedTable(node: Node, annotation: TSESTree.TypeNode): Table | null {
  return isRecordType(annotation) ? { node, keys: null, numericKeys: isNumberKeyedRecord(annotation) } : null;
}

/**
 * `this.branches[k]`, where the class declares `branches` as an object (`= {}`, a literal, or a
 * `Record<…>` type), and `options.directory[k]`, where a parameter's type declares the field a `Record`.
 */
function memberTable(member: TSESTree.MemberExpression, analysis: ToolDataAnalysis): Table | null {
  const field = member.computed ? null : getStaticPropertyName(member);
  if (field === null) return null;
  const object = skipTransparent(member.object);
  if (object.type === AST_NODE_TYPES.ThisExpression) {
    const element = thisField(member);
    if (!element) return null;
    const annotation = element.typeAnnotation?.typeAnnotation;
    if (annotation && isRecordType(annotation)) return typedTable(member, annotation);
    return element.value ? tableFromInit(member, element.value) : null;
  }
  if (object.type !== AST_NODE_TYPES.Identifier) return documentMember(member, analysis);
  const definition = analysis.variableOf(object)?.defs[0];
  if (definition?.type !== "Parameter" || definition.name.type !== AST_NODE_TYPES.Identifier) return documentMember(member, analysis);
  const annotation = definition.name.typeAnnotation?.typeAnnotation;
  if (annotation?.type !== AST_NODE_TYPES.TSTypeLiteral) return null;
  for (const signature of annotation.members) {
    if (signature.type !== AST_NODE_TYPES.TSPropertySignature || signature.computed) continue;
    const key = signature.key.type === AST_NODE_TYPES.Identifier ? signature.key.name : String(signature.key.value);
    if (key !== field) continue;
    const type = signature.typeAnnotation?.typeAnnotation;
    return type ? typedTable(member, type) : null;
  }
  return null;
}


/** `registry.components[k]`: a field of a parsed JSON document held in a `const` is JSON too. */
function documentMember(member: TSESTree.MemberExpression, analysis: ToolDataAnalysis): Table | null {
  let root: Node = member;
  for (let depth = 0; root.type === AST_NODE_TYPES.MemberExpression && depth < 8; depth++) {
    if (root.computed && root !== member) return null;
    root = skipTransparent(root.object);
  }
  if (root.type !== AST_NODE_TYPES.Identifier) return null;
  const definition = analysis.variableOf(root)?.defs[0];
  if (definition?.node.type !== AST_NODE_TYPES.VariableDeclarator || definition.node.id.type !== AST_NODE_TYPES.Identifier) return null;
  if (definition.parent?.type !== AST_NODE_TYPES.VariableDeclaration || definition.parent.kind !== "const") return null;
  return jsonDocumentTable(member, definition.node.init, analysis);
}

/** The instance field of the class around `this.field` that the member names, or `null`. */
function thisField(member: TSESTree.MemberExpression): TSESTree.PropertyDefinition | null {
  const field = member.computed ? null : getStaticPropertyName(member);
  const body = field === null ? null : thisClassBody(member);
  return (
    body?.body.find(
      (element): element is TSESTree.PropertyDefinition => element.type === AST_NODE_TYPES.PropertyDefinition && !element.static && getStaticPropertyName(element) === field,
    ) ?? null
  );
}

/** `Object.freeze({ … })` is still the literal table. */
function unwrapFreeze(node: Node): Node {
  if (
    node.type === AST_NODE_TYPES.CallExpression &&
    node.callee.type === AST_NODE_TYPES.MemberExpression &&
    skipTransparent(node.callee.object).type === AST_NODE_TYPES.Identifier &&
    (skipTransparent(node.callee.object) as TSESTree.Identifier).name === "Object" &&
    getStaticPropertyName(node.callee) === "freeze" &&
    node.arguments[0]
  ) {
    return skipTransparent(node.arguments[0]);
  }
  return node;
}

function tableOf(node: Node, object: TSESTree.ObjectExpression, emptyIsTable: boolean): Table | null {
  // An empty literal in a `const` or a field is a table filled later; inline, `{}[k]` is no table.
  if (object.properties.length === 0) return emptyIsTable ? { node, keys: null, numericKeys: false } : null;
  const keys = new Set<string>();
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property) return { node, keys: null, numericKeys: false };
    const key = getStaticPropertyName(property);
    if (key === null) return { node, keys: null, numericKeys: false };
    keys.add(key);
  }
  return { node, keys, numericKeys: [...keys].every((key) => /^-?\d+(?:\.\d+)?$/u.test(key)) };
}

function isRecordType(type: TSESTree.TypeNode): boolean {
  if (type.type === AST_NODE_TYPES.TSTypeReference) {
    return type.typeName.type === AST_NODE_TYPES.Identifier && type.typeName.name === "Record";
  }
  return (
    type.type === AST_NODE_TYPES.TSTypeLiteral &&
    type.members.length > 0 &&
    type.members.every((member) => member.type === AST_NODE_TYPES.TSIndexSignature)
  );
}

function isNumberKeyedRecord(type: TSESTree.TypeNode): boolean {
  if (type.type === AST_NODE_TYPES.TSTypeReference) {
    return type.typeArguments?.params[0]?.type === AST_NODE_TYPES.TSNumberKeyword;
  }
  if (type.type !== AST_NODE_TYPES.TSTypeLiteral) return false;
  const signature = type.members[0];
  return (
    signature?.type === AST_NODE_TYPES.TSIndexSignature &&
    signature.parameters[0]?.type === AST_NODE_TYPES.Identifier &&
    signature.parameters[0].typeAnnotation?.typeAnnotation.type === AST_NODE_TYPES.TSNumberKeyword
  );
}

/**
 * What a function gives back of one of its parameters, read from its `return` statements without
 * running a flow: the value itself or a field of it (`return input.args`), the value parsed
 * (`return JSON.parse(raw)`), or a string made from it (`return tier.trim().toLowerCase()`).
 *
 * The flow follows returns within a file by itself. This summary serves two places where it cannot:
 * a function of another module (`const parsed = parseArgs(call.function.arguments)`, where
 * `parseArgs` is imported), and a key that a helper normalises before a lookup
 * (`LIMITS[normalizeTier(args.tier)]`), which is a new string, not the tool's value, and so not
 * tool data to the other rules.
 *
 * It is syntactic and bounded: local `const` bindings are followed at most {@link MAX_BINDING_DEPTH}
 * deep, nested functions are not entered, and a parameter written anywhere in the function gives no
 * summary.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type FunctionNode, type Node, getStaticPropertyName, isFunction, isStaticCall, skipTransparent, skipTransparentAndAwait } from "./ast.js";
import { type NameResolver, constantInitializer } from "./resolve.js";

export type ReturnForm =
  /** The parameter itself, or the field `path` of it. */
  | { readonly kind: "same"; readonly path: readonly string[] }
  /** `JSON.parse` of the parameter (or of a field of it). */
  | { readonly kind: "parsed" }
  /** A string made from the parameter that can still name any key it named: `.trim()`, `.toLowerCase()`, `` `${v}` ``. */
  | { readonly kind: "key" };

const MAX_BINDING_DEPTH = 4;

/**
 * String methods whose result can still be an inherited key of a plain object when the input is
 * one (`"constructor".trim()`). Upper-casing is left out: no inherited key is all upper case.
 */
const KEY_PRESERVING_METHODS: ReadonlySet<string> = new Set(["toLowerCase", "toLocaleLowerCase", "trim", "trimStart", "trimEnd", "normalize"]);

/**
 * Whether `call` (`key.trim()`, `key.replace(/-/g, "_")`) gives back a string that can still name
 * any inherited key its receiver named. A replacement counts when its pattern cannot match the
 * empty string: `"constructor".replace(/-/g, "_")` is still `"constructor"`, while
 * `key.replace(/^/, "user:")` puts text into every key and names none.
 */
export function preservesKey(call: TSESTree.CallExpression): boolean {
  const callee = call.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return false;
  const method = getStaticPropertyName(callee);
  if (method !== null && KEY_PRESERVING_METHODS.has(method)) return true;
  // `ext.slice(1)`, `name.substring(2)`: dropping a fixed head leaves whatever the model wrote after it.
  if ((method === "slice" || method === "substring" || method === "substr") && call.arguments.length === 1) {
    const start = skipTransparent(call.arguments[0]!);
    return start.type === AST_NODE_TYPES.Literal && typeof start.value === "number" && start.value >= 0;
  }
  if (method !== "replace" && method !== "replaceAll") return false;
  const pattern = call.arguments[0];
  if (pattern?.type !== AST_NODE_TYPES.Literal) return false;
  if (typeof pattern.value === "string") return pattern.value !== "";
  if (!("regex" in pattern) || !pattern.regex) return false;
  try {
    return !new RegExp(pattern.regex.pattern, pattern.regex.flags.replace(/[gy]/gu, "")).test("");
  } catch {
    return false;
  }
}

/** What `fn` returns of its parameter `index`, or `null` when no `return` gives back anything of it. */
export function returnFormOf(fn: FunctionNode, index: number, names: NameResolver): ReturnForm | null {
  // Asked once per function and position: a helper with thousands of call sites is read once.
  let known = forms.get(fn);
  if (!known) forms.set(fn, (known = new Map()));
  const cached = known.get(index);
  if (cached !== undefined) return cached;
  const form = readReturnForm(fn, index, names);
  known.set(index, form);
  return form;
}

const forms = new WeakMap<FunctionNode, Map<number, ReturnForm | null>>();

function readReturnForm(fn: FunctionNode, index: number, names: NameResolver): ReturnForm | null {
  const param = fn.params[index];
  const name = param?.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param;
  if (name?.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = names.resolveVariable(name);
  if (!variable || variable.references.some((reference) => reference.isWrite() && !reference.init)) return null;
  let found: ReturnForm | null = null;
  for (const returned of returnedExpressions(fn)) {
    // `if (path.isAbsolute(input)) return input;`: an absolute path, which Node's path API proved a
    // string (it throws on anything else); no key of an object's prototype starts with a separator.
    if (isCheckedAbsolutePath(returned, variable, names)) continue;
    const form = formOf(returned, variable, names, 0);
    // A parse anywhere wins: `try { return JSON.parse(raw) } catch { return {} }` is the parsed data.
    if (form?.kind === "parsed") return form;
    found ??= form;
  }
  return found;
}

/** A `return` of the variable itself in the branch where `path.isAbsolute(variable)` held. */
export function isCheckedAbsolutePath(returned: Node, parameter: TSESLint.Scope.Variable, names: NameResolver): boolean {
  const value = skipTransparentAndAwait(returned);
  if (value.type !== AST_NODE_TYPES.Identifier || names.resolveVariable(value) !== parameter) return false;
  for (let child: Node = returned, parent = returned.parent; parent && !isFunction(parent); child = parent, parent = parent.parent) {
    if (parent.type !== AST_NODE_TYPES.IfStatement || parent.consequent !== child) continue;
    const test = skipTransparentAndAwait(parent.test);
    if (test.type !== AST_NODE_TYPES.CallExpression || test.callee.type !== AST_NODE_TYPES.MemberExpression) continue;
    const [first] = test.arguments;
    const checked = first && skipTransparentAndAwait(first);
    if (getStaticPropertyName(test.callee) !== "isAbsolute" || checked?.type !== AST_NODE_TYPES.Identifier || names.resolveVariable(checked) !== parameter) continue;
    // Not written again between the check and the return.
    const [from, to] = parent.range;
    return !parameter.references.some((reference) => reference.isWrite() && !reference.init && from <= reference.identifier.range[0] && reference.identifier.range[1] <= to);
  }
  return false;
}

/** The expressions `fn` returns: an arrow's expression body, or the `return` arguments of its own body. */
export function returnedExpressions(fn: FunctionNode): Node[] {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return [fn.body];
  const found: Node[] = [];
  const stack: Node[] = [...fn.body.body];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (isFunction(node) || node.type === AST_NODE_TYPES.ClassDeclaration || node.type === AST_NODE_TYPES.ClassExpression) continue;
    if (node.type === AST_NODE_TYPES.ReturnStatement) {
      if (node.argument) found.push(node.argument);
      continue;
    }
    for (const child of statementChildren(node)) stack.push(child);
  }
  return found;
}

/** The statements inside a statement (not its expressions: a `return` is only a statement). */
function statementChildren(node: Node): Node[] {
  switch (node.type) {
    case AST_NODE_TYPES.BlockStatement:
      return node.body;
    case AST_NODE_TYPES.IfStatement:
      return node.alternate ? [node.consequent, node.alternate] : [node.consequent];
    case AST_NODE_TYPES.TryStatement:
      return [node.block, ...(node.handler ? [node.handler.body] : []), ...(node.finalizer ? [node.finalizer] : [])];
    case AST_NODE_TYPES.SwitchStatement:
      return node.cases.flatMap((item) => item.consequent);
    case AST_NODE_TYPES.ForStatement:
    case AST_NODE_TYPES.ForInStatement:
    case AST_NODE_TYPES.ForOfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.LabeledStatement:
      return [node.body];
    default:
      return [];
  }
}

function formOf(expression: Node, parameter: TSESLint.Scope.Variable, names: NameResolver, depth: number): ReturnForm | null {
  const node = skipTransparentAndAwait(expression);
  switch (node.type) {
    case AST_NODE_TYPES.Identifier: {
      if (names.resolveVariable(node) === parameter) return { kind: "same", path: [] };
      const init = depth < MAX_BINDING_DEPTH ? singleBinding(node, names) : null;
      return init ? formOf(init, parameter, names, depth + 1) : null;
    }
    case AST_NODE_TYPES.MemberExpression: {
      const field = node.computed ? null : getStaticPropertyName(node);
      if (field === null || field === "length") return null;
      const inner = formOf(node.object, parameter, names, depth);
      return inner?.kind === "same" ? { kind: "same", path: [...inner.path, field] } : null;
    }
    case AST_NODE_TYPES.CallExpression: {
      const [first] = node.arguments;
      if (isStaticCall(node, "JSON", "parse") && first) {
        return formOf(first, parameter, names, depth)?.kind === "same" ? { kind: "parsed" } : null;
      }
      const callee = node.callee;
      if (callee.type === AST_NODE_TYPES.MemberExpression && preservesKey(node)) {
        const inner = formOf(callee.object, parameter, names, depth);
        return inner && inner.kind !== "parsed" ? { kind: "key" } : null;
      }
      return null;
    }
    case AST_NODE_TYPES.TemplateLiteral: {
      // `` `${tier}` `` alone: the value as a string.
      const [only] = node.expressions;
      if (node.expressions.length !== 1 || node.quasis.some((quasi) => quasi.value.cooked !== "") || !only) return null;
      const inner = formOf(only, parameter, names, depth);
      return inner && inner.kind !== "parsed" ? { kind: "key" } : null;
    }
    default:
      return null;
  }
}

/** The initializer of a plain name declared once and never written again (`const b = …`, not `const { b } = …`). */
function singleBinding(identifier: TSESTree.Identifier, names: NameResolver): Node | null {
  const definition = names.resolveVariable(identifier)?.defs[0];
  if (definition?.type !== "Variable" || definition.name.parent?.type !== AST_NODE_TYPES.VariableDeclarator) return null;
  return constantInitializer(identifier, names);
}

/**
 * An expression whose value is a parsed JSON document, so a plain object or array (never a `Map`):
 * `JSON.parse(text)`, `await response.json()`, a `const` holding one, or a call of a function whose
 * `return`s give one (`await loadRegistry()`, found by `callees`).
 */
export function isJsonDocument(
  expression: Node,
  names: NameResolver,
  callees: (call: TSESTree.CallExpression) => ReadonlyArray<{ readonly fn: FunctionNode; readonly names: NameResolver }>,
  depth = 0,
): boolean {
  const node = skipTransparentAndAwait(expression);
  if (depth > MAX_BINDING_DEPTH) return false;
  if (node.type === AST_NODE_TYPES.Identifier) {
    const init = singleBinding(node, names);
    return init !== null && isJsonDocument(init, names, callees, depth + 1);
  }
  if (node.type !== AST_NODE_TYPES.CallExpression) return false;
  if (isStaticCall(node, "JSON", "parse")) return true;
  const callee = node.callee;
  if (callee.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(callee) === "json" && node.arguments.length === 0) return true;
  // A function of another module is read with its own names, and its own calls are not followed.
  return callees(node).some(({ fn, names: own }) =>
    returnedExpressions(fn).some((returned) => isJsonDocument(returned, own, own === names ? callees : () => [], depth + 1)),
  );
}

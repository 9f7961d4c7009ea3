/**
 * ajv instances that coerce types (`new Ajv({ coerceTypes: true })`, or `"array"`) and the evidence
 * that one validates tool data. A coercing ajv rewrites a wrong-typed value in place instead of
 * rejecting it (`"5"` → 5, `true` → 1, `null` → 0 or `""`, `[5]` → 5 with `"array"`): the JSON Schema
 * twin of `z.coerce.number()`. ajv also validates config files and requests, so an instance counts
 * only with evidence that tool data goes through it:
 *
 * - the instance (or a validator it compiles) is applied to tool data: `ajv.validate(s, args)`,
 *   `const check = ajv.compile(s); check(args)`, `ajv.compile(s)(args)`;
 * - it compiles a tool's schema: `ajv.compile(tool.inputSchema)`, or a schema a tool definition of
 *   the module gives (`inputSchema: schema` next to `ajv.compile(schema)`), directly or through a
 *   helper it is handed to (`compileWith(ajv, tool.inputSchema)`);
 * - or a module that imports the instance's module does one of these with what it imports (the
 *   instance, or a helper of that module): found by the project index (`project/incoming.ts`).
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getStaticPropertyName, outermostWrapper, skipTransparent, skipTransparentAndAwait, thisClassBody } from "./ast.js";
import type { ToolDataFlow } from "./flow.js";

/** A `coerceTypes` option set to `true` or `"array"` in the options of an ajv constructor. */
export interface CoercingAjv {
  readonly property: TSESTree.Property;
  readonly value: "true" | "array";
  /** The constructions that take these options. */
  readonly constructs: readonly TSESTree.NewExpression[];
}

/** What the evidence test asks of a file's analysis. */
export interface AjvEvidenceContext {
  readonly flow: Pick<ToolDataFlow, "resolveVariable">;
  /** `true` for an expression that holds tool data. */
  isToolData(node: Node): boolean;
  /** The expressions the file's tool definitions give as their schemas, as written. */
  readonly schemaExpressions: readonly Node[];
  /** What the file's calls pass to a parameter, or `null` (see `ToolDataAnalysis.argumentsOfParameter`). */
  argumentsOfParameter(identifier: TSESTree.Identifier): readonly Node[] | null;
}

const AJV_MODULE = /^ajv(?:\/|$)/u;
const COERCE_TYPES = /\bcoerceTypes\b/gu;
/** Members of a tool object that hold its schema by every SDK's spelling: `tool.inputSchema`. */
const TOOL_SCHEMA_MEMBERS: ReadonlySet<string> = new Set(["inputSchema", "input_schema"]);
/** Methods of an ajv instance that return a validator. */
const COMPILING_METHODS: ReadonlySet<string> = new Set(["compile", "compileAsync", "getSchema"]);
const MAX_REFERENCES = 256;
/** Keys of a node that hold no child nodes (the program's tokens and comments look like nodes). */
const NOT_CHILDREN: ReadonlySet<string> = new Set(["parent", "tokens", "comments", "loc", "range"]);

/** The text test: only a file that writes `coerceTypes` can create a coercing ajv. */
export function mayCreateCoercingAjv(text: string): boolean {
  return text.includes("coerceTypes");
}

/**
 * The `coerceTypes: true` / `"array"` options of the file's ajv constructors, found from the
 * option's own occurrences in the text (a file that writes none costs one `includes`).
 */
export function findCoercingAjv(sourceCode: Readonly<TSESLint.SourceCode>, flow: Pick<ToolDataFlow, "resolveVariable">): CoercingAjv[] {
  const text = sourceCode.text;
  if (!mayCreateCoercingAjv(text)) return [];
  const found: CoercingAjv[] = [];
  for (const match of text.matchAll(COERCE_TYPES)) {
    const key = nodeAt(sourceCode.ast, match.index, sourceCode.visitorKeys as Readonly<Record<string, readonly string[]>> | undefined);
    const property = key?.parent;
    if (property?.type !== AST_NODE_TYPES.Property || property.key !== key || getStaticPropertyName(property) !== "coerceTypes") continue;
    const value = skipTransparent(property.value);
    if (value.type !== AST_NODE_TYPES.Literal || (value.value !== true && value.value !== "array")) continue;
    const options = property.parent;
    if (options.type !== AST_NODE_TYPES.ObjectExpression) continue;
    const constructs = constructionsWith(options, flow).filter((construct) => isAjvConstructor(construct.callee, flow));
    if (constructs.length > 0) found.push({ property, value: value.value === true ? "true" : "array", constructs });
  }
  return found;
}

/** The innermost node of `program` that starts at `index` or spans it (`null` in a comment or string between nodes). */
function nodeAt(program: TSESTree.Program, index: number, visitorKeys: Readonly<Record<string, readonly string[]>> | undefined): Node | null {
  let current: Node = program;
  for (;;) {
    let next: Node | null = null;
    const keys = visitorKeys?.[current.type] ?? Object.keys(current).filter((key) => !NOT_CHILDREN.has(key));
    for (const key of keys) {
      const value = (current as unknown as Record<string, unknown>)[key];
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === "object" && typeof (child as Node).type === "string" && Array.isArray((child as Node).range)) {
          const node = child as Node;
          if (node.range[0] <= index && index < node.range[1]) next = node;
        }
      }
    }
    if (!next) return current === program ? null : current;
    current = next;
  }
}

/** The `new X(options)` that take these options: inline, or through a `const` declared with them. */
function constructionsWith(options: TSESTree.ObjectExpression, flow: Pick<ToolDataFlow, "resolveVariable">): TSESTree.NewExpression[] {
  const outer = outermostWrapper(options);
  const parent = outer.parent;
  if (parent?.type === AST_NODE_TYPES.NewExpression && parent.arguments[0] === outer) return [parent];
  if (parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.init !== outer || parent.id.type !== AST_NODE_TYPES.Identifier) return [];
  const variable = flow.resolveVariable(parent.id);
  const found: TSESTree.NewExpression[] = [];
  for (const reference of variable?.references ?? []) {
    const use = outermostWrapper(reference.identifier as Node);
    if (use.parent?.type === AST_NODE_TYPES.NewExpression && use.parent.arguments[0] === use) found.push(use.parent);
  }
  return found;
}

/**
 * `Ajv`, `Ajv2020`, `Ajv.default` … bound to the ajv package (`"ajv"`, `"ajv/dist/2020"`): by an
 * import, or by `require`.
 */
export function isAjvConstructor(callee: Node, flow: Pick<ToolDataFlow, "resolveVariable">): boolean {
  const expression = skipTransparent(callee);
  if (expression.type === AST_NODE_TYPES.MemberExpression) {
    // `new Ajv.default(…)` on a default or namespace import (CommonJS interop), or `require("ajv").default`.
    const object = skipTransparent(expression.object);
    return isAjvModuleValue(object, flow);
  }
  return isAjvModuleValue(expression, flow);
}

/** An identifier bound to (a member of) the ajv package, or `require("ajv")` itself. */
function isAjvModuleValue(node: Node, flow: Pick<ToolDataFlow, "resolveVariable">): boolean {
  if (isAjvRequire(node)) return true;
  if (node.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = flow.resolveVariable(node)?.defs[0];
  if (!definition) return false;
  if (definition.type === "ImportBinding") {
    const declaration = definition.parent;
    return declaration?.type === AST_NODE_TYPES.ImportDeclaration && declaration.importKind !== "type" && AJV_MODULE.test(declaration.source.value);
  }
  if (definition.node.type !== AST_NODE_TYPES.VariableDeclarator || !definition.node.init) return false;
  // `const Ajv = require("ajv")`, `require("ajv").default`, `const { default: Ajv } = require("ajv")`.
  const init = skipTransparent(definition.node.init);
  if (isAjvRequire(init)) return true;
  return init.type === AST_NODE_TYPES.MemberExpression && isAjvRequire(skipTransparent(init.object));
}

function isAjvRequire(node: Node): boolean {
  if (node.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = skipTransparent(node.callee);
  const argument = node.arguments[0];
  return (
    callee.type === AST_NODE_TYPES.Identifier &&
    callee.name === "require" &&
    argument?.type === AST_NODE_TYPES.Literal &&
    typeof argument.value === "string" &&
    AJV_MODULE.test(argument.value)
  );
}

/**
 * The expressions that evaluate to the instance a construction creates: the references of the
 * `const` it initialises, `this.name` in the class whose field or constructor assigns it, or the
 * construction itself when it is used in place (`new Ajv(o).compile(s)`).
 */
export function instanceReferences(construct: TSESTree.NewExpression, flow: Pick<ToolDataFlow, "resolveVariable">): Node[] {
  const outer = outermostWrapper(construct);
  const parent = outer.parent;
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === outer && parent.id.type === AST_NODE_TYPES.Identifier) {
    const variable = flow.resolveVariable(parent.id);
    return (variable?.references ?? [])
      .filter((reference) => reference.isRead())
      .slice(0, MAX_REFERENCES)
      .map((reference) => reference.identifier as Node);
  }
  // `private ajv = new Ajv(…)` or `this.ajv = new Ajv(…)`: `this.ajv` anywhere in the class.
  let field: string | null = null;
  if (parent?.type === AST_NODE_TYPES.PropertyDefinition && parent.value === outer && !parent.static) field = getStaticPropertyName(parent);
  if (
    parent?.type === AST_NODE_TYPES.AssignmentExpression &&
    parent.right === outer &&
    parent.left.type === AST_NODE_TYPES.MemberExpression &&
    parent.left.object.type === AST_NODE_TYPES.ThisExpression
  ) {
    field = getStaticPropertyName(parent.left);
  }
  if (field !== null) {
    const body = thisClassBody(parent!);
    return body ? thisMembers(body, field) : [];
  }
  return [outer];
}


/** The reads `this.field` within a class body (not within nested classes or plain functions, whose `this` differs). */
function thisMembers(body: TSESTree.ClassBody, field: string): Node[] {
  const found: Node[] = [];
  const stack: unknown[] = [...body.body];
  while (stack.length > 0 && found.length < MAX_REFERENCES) {
    const node = stack.pop();
    if (!node || typeof node !== "object") continue;
    if (Array.isArray(node)) {
      stack.push(...(node as unknown[]));
      continue;
    }
    const current = node as Node;
    if (typeof current.type !== "string") continue;
    if (current.type === AST_NODE_TYPES.ClassBody || current.type === AST_NODE_TYPES.FunctionDeclaration) continue;
    if (
      current.type === AST_NODE_TYPES.MemberExpression &&
      current.object.type === AST_NODE_TYPES.ThisExpression &&
      getStaticPropertyName(current) === field &&
      !(current.parent?.type === AST_NODE_TYPES.AssignmentExpression && current.parent.left === current)
    ) {
      found.push(current);
      continue;
    }
    for (const [key, value] of Object.entries(current)) {
      if (key !== "parent" && value && typeof value === "object") stack.push(value);
    }
  }
  return found;
}

/**
 * Whether any of these expressions (an ajv instance, or a helper of the instance's module) is used
 * on tool data or on a tool's schema: the first such use, or `null`.
 */
export function ajvEvidence(references: readonly Node[], context: AjvEvidenceContext): Node | null {
  for (const reference of references) {
    const use = outermostWrapper(reference);
    const parent = use.parent;
    if (!parent) continue;
    if (parent.type === AST_NODE_TYPES.MemberExpression && parent.object === use) {
      const call = outermostWrapper(parent).parent;
      if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== outermostWrapper(parent)) continue;
      const method = getStaticPropertyName(parent);
      const [first, second] = call.arguments;
      if (method === "validate" && ((first && isToolSchema(first, context)) || (second && context.isToolData(second)))) return call;
      if (method === "addSchema" && first && isToolSchema(first, context)) return call;
      if (method !== null && COMPILING_METHODS.has(method)) {
        if (method !== "getSchema" && first && isToolSchema(first, context)) return call;
        const applied = validatorApplied(call, context);
        if (applied) return applied;
      }
      continue;
    }
    // Handed to a helper with a tool's schema or tool data (`compileWith(ajv, tool.inputSchema)`),
    // or a helper called so (`compileSchema(z.toJSONSchema(Args))`); either may return a validator.
    if (parent.type === AST_NODE_TYPES.CallExpression) {
      const others = parent.arguments.filter((argument) => argument !== use);
      if (others.some((argument) => isToolSchema(argument, context) || context.isToolData(argument))) return parent;
      const applied = validatorApplied(parent, context);
      if (applied) return applied;
    }
  }
  return null;
}

/** A validator (the value of `call`) applied to tool data: `call(args)`, or `const check = call; check(args)`. */
function validatorApplied(call: TSESTree.CallExpression, context: AjvEvidenceContext): Node | null {
  const outer = outermostWrapper(skipAwaitParent(call));
  const parent = outer.parent;
  const appliedTo = (use: Node): Node | null => {
    const applied = use.parent;
    if (applied?.type !== AST_NODE_TYPES.CallExpression || applied.callee !== use) return null;
    const argument = applied.arguments[0];
    return argument && context.isToolData(argument) ? applied : null;
  };
  if (parent?.type === AST_NODE_TYPES.CallExpression) return appliedTo(outer);
  if (parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.init !== outer || parent.id.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = context.flow.resolveVariable(parent.id);
  for (const reference of (variable?.references ?? []).slice(0, MAX_REFERENCES)) {
    if (!reference.isRead()) continue;
    const found = appliedTo(outermostWrapper(reference.identifier as Node));
    if (found) return found;
  }
  return null;
}

/** `await ajv.compileAsync(s)`: the awaited expression. */
function skipAwaitParent(node: Node): Node {
  const outer = outermostWrapper(node);
  return outer.parent?.type === AST_NODE_TYPES.AwaitExpression ? outer.parent : outer;
}

/**
 * A tool's schema: `tool.inputSchema` / `tool.input_schema`, an expression a tool definition of the
 * file gives as its schema (the same node, name or object literal), also converted from zod
 * (`zodToJsonSchema(Args)`), or a parameter that the file's calls give one of these.
 */
function isToolSchema(node: Node, context: AjvEvidenceContext, depth = 0): boolean {
  if (node.type === AST_NODE_TYPES.SpreadElement) return false;
  const expression = unwrapConversion(skipTransparentAndAwait(node));
  if (expression.type === AST_NODE_TYPES.MemberExpression && TOOL_SCHEMA_MEMBERS.has(getStaticPropertyName(expression) ?? "")) return true;
  for (const written of context.schemaExpressions) {
    if (sameSchema(expression, unwrapConversion(skipTransparent(written)), context)) return true;
  }
  if (depth === 0 && expression.type === AST_NODE_TYPES.Identifier) {
    const passed = context.argumentsOfParameter(expression);
    if (passed) return passed.some((argument) => isToolSchema(argument, context, depth + 1));
  }
  return false;
}

/** `zodToJsonSchema(Args)`, `z.toJSONSchema(Args)`: the schema converted. */
function unwrapConversion(node: Node): Node {
  if (node.type !== AST_NODE_TYPES.CallExpression) return node;
  const callee = skipTransparent(node.callee);
  const name =
    callee.type === AST_NODE_TYPES.Identifier ? callee.name : callee.type === AST_NODE_TYPES.MemberExpression ? getStaticPropertyName(callee) : null;
  const argument = node.arguments[0];
  return (name === "zodToJsonSchema" || name === "toJSONSchema") && argument && argument.type !== AST_NODE_TYPES.SpreadElement
    ? skipTransparent(argument)
    : node;
}

function sameSchema(left: Node, right: Node, context: AjvEvidenceContext): boolean {
  if (left === right) return true;
  if (left.type === AST_NODE_TYPES.Identifier && right.type === AST_NODE_TYPES.Identifier) {
    const variable = context.flow.resolveVariable(left);
    return variable !== null && variable === context.flow.resolveVariable(right);
  }
  // `ajv.compile(schema)` where a tool definition holds `inputSchema: { … }` and `schema` names it.
  const object = (node: Node): Node | null => {
    if (node.type === AST_NODE_TYPES.ObjectExpression) return node;
    if (node.type !== AST_NODE_TYPES.Identifier) return null;
    const definition = context.flow.resolveVariable(node)?.defs[0];
    return definition?.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.init ? skipTransparent(definition.node.init) : null;
  };
  const leftObject = object(left);
  return leftObject !== null && leftObject.type === AST_NODE_TYPES.ObjectExpression && leftObject === object(right);
}

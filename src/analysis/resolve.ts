/**
 * Resolving what an argument stands for: a handler function declared in the file, an options
 * object kept in a `const`, a property of an object literal.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type FunctionNode, type Node, getStaticPropertyName, isFunction, skipTransparent, thisClassBody } from "./ast.js";
import type { ToolDataFlow } from "./flow.js";

/** What resolving a name needs: the flow, or anything else that finds an identifier's variable. */
export type NameResolver = Pick<ToolDataFlow, "resolveVariable">;

/** The names of an analysed file as a `NameResolver` (its `variableOf`). */
export function namesOf(analysis: { variableOf(identifier: TSESTree.Identifier): TSESLint.Scope.Variable | null }): NameResolver {
  return { resolveVariable: (identifier) => analysis.variableOf(identifier) };
}

/**
 * The initialiser of a name declared once and never assigned again: a `const`, or a `var` / `let`
 * written only by its declaration (bundlers emit `var` for the file's `const`s). `null` otherwise.
 */
export function constantInitializer(identifier: TSESTree.Identifier, flow: NameResolver): Node | null {
  const variable = flow.resolveVariable(identifier);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (
    definition?.node.type !== AST_NODE_TYPES.VariableDeclarator ||
    !definition.node.init ||
    definition.parent?.type !== AST_NODE_TYPES.VariableDeclaration
  ) {
    return null;
  }
  const writtenOnce = variable!.references.every((reference) => !reference.isWrite() || reference.init === true);
  return definition.parent.kind === "const" || writtenOnce ? skipTransparent(definition.node.init) : null;
}

/**
 * The name of the class a variable holds an instance of, as written where it is created or declared:
 * `const tool = new ScreenshotTool()`; a `let` that every write sets to `new ScreenshotTool(…)` (a tool
 * created on first use); or else a declared type (`let tool: ScreenshotTool`, a parameter
 * `tool: ScreenshotTool`), which names the class or an interface; or the declared return type of the
 * function of this file that created it (`const robot = getRobot(id)`, `getRobot(id: string): Robot`).
 * `null` when none of these says.
 */
export function instanceClassName(identifier: TSESTree.Identifier, flow: NameResolver): TSESTree.Identifier | null {
  const variable = flow.resolveVariable(identifier);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!variable || !definition) return null;
  let annotation: TSESTree.TypeNode | undefined;
  if (definition.type === "Variable" && definition.node.type === AST_NODE_TYPES.VariableDeclarator) {
    // `declare const ledger: Ledger`: no value of this program, only a type.
    if (definition.parent?.type === AST_NODE_TYPES.VariableDeclaration && definition.parent.declare) return null;
    const writes = variable.references.filter((reference) => reference.isWrite());
    const classes = writes.map((reference) => constructedClassName(reference.writeExpr));
    const first = classes[0];
    if (first && classes.every((name) => name?.name === first.name)) return first;
    if (writes.some((reference) => !reference.init && !constructedClassName(reference.writeExpr))) return null;
    annotation = definition.node.id.typeAnnotation?.typeAnnotation;
    // `const robot = getRobotFromDevice(device)`, where `getRobotFromDevice(…): Robot` is this file's.
    if (!annotation && writes.length === 1 && writes[0]!.init) return returnedClassName(writes[0]!.writeExpr, flow);
  } else if (definition.type === "Parameter" && definition.name.type === AST_NODE_TYPES.Identifier) {
    annotation = definition.name.typeAnnotation?.typeAnnotation;
  }
  return typeReferenceName(annotation);
}

/**
 * The class or interface a call's result is declared to be, by the return type of the function of
 * this file it calls: `getRobot(id)` with `function getRobot(id: string): Robot`, and
 * `await createClient()` with `async function createClient(): Promise<Client>`.
 */
function returnedClassName(node: Node | null | undefined, flow: NameResolver): TSESTree.Identifier | null {
  let expression = node && skipTransparent(node);
  const awaited = expression?.type === AST_NODE_TYPES.AwaitExpression;
  if (expression?.type === AST_NODE_TYPES.AwaitExpression) expression = skipTransparent(expression.argument);
  if (expression?.type !== AST_NODE_TYPES.CallExpression || expression.callee.type !== AST_NODE_TYPES.Identifier) return null;
  const fn = resolveFunction(expression.callee, flow);
  let returned = fn?.returnType?.typeAnnotation;
  if (
    awaited &&
    returned?.type === AST_NODE_TYPES.TSTypeReference &&
    returned.typeName.type === AST_NODE_TYPES.Identifier &&
    returned.typeName.name === "Promise" &&
    returned.typeArguments?.params.length === 1
  ) {
    returned = returned.typeArguments.params[0];
  }
  return typeReferenceName(returned);
}

/** The class a `new` expression constructs, by the name it is written with (`new Ledger(…)`: `Ledger`). */
export function constructedClassName(node: Node | null | undefined): TSESTree.Identifier | null {
  const created = node && skipTransparent(node);
  const callee = created?.type === AST_NODE_TYPES.NewExpression ? skipTransparent(created.callee) : null;
  return callee?.type === AST_NODE_TYPES.Identifier ? callee : null;
}

/** The name a type annotation refers to when it is a plain name (`: Ledger`), else `null`. */
export function typeReferenceName(annotation: TSESTree.TypeNode | undefined): TSESTree.Identifier | null {
  return annotation?.type === AST_NODE_TYPES.TSTypeReference && annotation.typeName.type === AST_NODE_TYPES.Identifier ? annotation.typeName : null;
}

/**
 * The function a `const` wraps: `const wrapped = withLogging(handleToolCall)`,
 * `const run = wrap(async (a) => …, "label")`. A middleware wrapper hands its arguments on, so
 * calling `wrapped(…)` runs the one function-like argument (a function, or a name of one, declared
 * here or imported). `null` when there is no such `const`, or not exactly one such argument.
 */
export function wrappedFunction(identifier: TSESTree.Identifier, flow: NameResolver): Node | null {
  const init = constantInitializer(identifier, flow);
  if (init?.type !== AST_NODE_TYPES.CallExpression) return null;
  const candidates = init.arguments.filter((argument) => {
    const expression = skipTransparent(argument);
    if (isFunction(expression)) return true;
    if (expression.type !== AST_NODE_TYPES.Identifier) return false;
    const definition = flow.resolveVariable(expression)?.defs[0];
    return definition?.type === "ImportBinding" || resolveFunction(expression, flow) !== null;
  });
  return candidates.length === 1 ? skipTransparent(candidates[0]!) : null;
}

/**
 * The handler inside a middleware wrapper: `withTelemetry(async (request) => …)`,
 * `wrap(logged(handler))`. The wrapper hands the request on; its one function argument is the handler.
 */
export function wrappedHandler(argument: Node | undefined, flow: NameResolver, depth = 0): FunctionNode | null {
  const call = argument && skipTransparent(argument);
  if (call?.type !== AST_NODE_TYPES.CallExpression || depth > 2) return null;
  const functions = call.arguments.map((item) => resolveFunction(item, flow) ?? wrappedHandler(item, flow, depth + 1)).filter((item) => item !== null);
  return functions.length === 1 ? functions[0]! : null;
}

/** The function a handler argument stands for: inline, or a function/const declared in the file. */
export function resolveFunction(node: Node | undefined, flow: NameResolver): FunctionNode | null {
  if (!node) return null;
  const expression = skipTransparent(node);
  if (isFunction(expression)) return expression;
  // `handleCall.bind(this)`: the function bound.
  if (
    expression.type === AST_NODE_TYPES.CallExpression &&
    expression.callee.type === AST_NODE_TYPES.MemberExpression &&
    getStaticPropertyName(expression.callee) === "bind"
  ) {
    return resolveFunction(expression.callee.object, flow);
  }
  // `this.handleCall`: a method of the class around it.
  if (expression.type === AST_NODE_TYPES.MemberExpression && skipTransparent(expression.object).type === AST_NODE_TYPES.ThisExpression) {
    const name = expression.computed ? null : getStaticPropertyName(expression);
    const body = name === null ? null : thisClassBody(expression);
    for (const element of body?.body ?? []) {
      if ((element.type !== AST_NODE_TYPES.MethodDefinition && element.type !== AST_NODE_TYPES.PropertyDefinition) || element.static) continue;
      if (element.computed || getStaticPropertyName(element) !== name) continue;
      if (element.type === AST_NODE_TYPES.MethodDefinition && element.kind !== "method") continue;
      const value = element.value && skipTransparent(element.value);
      return value && isFunction(value) ? value : null;
    }
    return null;
  }
  if (expression.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = flow.resolveVariable(expression);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!definition) return null;
  // A function's own name (a parameter's definition node is its function, too).
  if (definition.type === "FunctionName" && definition.node.type === AST_NODE_TYPES.FunctionDeclaration) return definition.node;
  const init = constantInitializer(expression, flow);
  return init && isFunction(init) ? init : null;
}

/** An object literal, directly or through a `const` in the same file. */
export function resolveObject(node: Node, flow: ToolDataFlow): TSESTree.ObjectExpression | null {
  const expression = skipTransparent(node);
  if (expression.type === AST_NODE_TYPES.ObjectExpression) return expression;
  if (expression.type !== AST_NODE_TYPES.Identifier) return null;
  const definition = flow.resolveVariable(expression)?.defs[0];
  if (definition?.node.type !== AST_NODE_TYPES.VariableDeclarator || !definition.node.init) return null;
  const init = skipTransparent(definition.node.init);
  return init.type === AST_NODE_TYPES.ObjectExpression ? init : null;
}

/**
 * What a name stands for when it is declared with an initialiser in the file
 * (`const parameters = { type: "object", … }`, `const schema = jsonSchema(…)`); any other
 * expression as it is, without parentheses and type assertions.
 */
export function resolveInitializer(node: Node, flow: ToolDataFlow): Node {
  const expression = skipTransparent(node);
  if (expression.type !== AST_NODE_TYPES.Identifier) return expression;
  const definition = flow.resolveVariable(expression)?.defs[0];
  return definition?.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.init
    ? skipTransparent(definition.node.init)
    : expression;
}

export function hasProperty(object: TSESTree.ObjectExpression, name: string): boolean {
  return propertyValue(object, name) !== null;
}

export function propertyValue(object: TSESTree.ObjectExpression, name: string): Node | null {
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === name) return property.value;
  }
  return null;
}

/**
 * Small, allocation-free helpers over the ESTree / typescript-estree AST.
 * Nothing here knows about tool data; the rest of the core builds on these.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

export type Node = TSESTree.Node;
export type Expression = TSESTree.Expression;

export type FunctionNode =
  | TSESTree.ArrowFunctionExpression
  | TSESTree.FunctionDeclaration
  | TSESTree.FunctionExpression;

/** Wrappers that do not change the runtime value of their operand (as far as tool data goes). */
const TRANSPARENT = new Set<string>([
  AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSNonNullExpression,
  AST_NODE_TYPES.TSSatisfiesExpression,
  AST_NODE_TYPES.TSTypeAssertion,
  AST_NODE_TYPES.TSInstantiationExpression,
  AST_NODE_TYPES.ChainExpression,
]);

export function isTransparentWrapper(node: Node): boolean {
  return TRANSPARENT.has(node.type);
}

/** `true` when `parent` hands its operand on unchanged: a transparent wrapper, or `await`. */
export function passesValueOn(parent: Node): boolean {
  return TRANSPARENT.has(parent.type) || parent.type === AST_NODE_TYPES.AwaitExpression;
}

/** Strips `as`, `!`, `satisfies`, `<T>x` and the `ChainExpression` wrapper (iteratively). */
export function skipTransparent(node: Node): Node {
  let current = node;
  while (TRANSPARENT.has(current.type)) {
    current = (current as TSESTree.TSAsExpression).expression;
  }
  return current;
}

/** Like {@link skipTransparent}, but also looks through `await`. */
export function skipTransparentAndAwait(node: Node): Node {
  let current = node;
  for (;;) {
    if (TRANSPARENT.has(current.type)) {
      current = (current as TSESTree.TSAsExpression).expression;
    } else if (current.type === AST_NODE_TYPES.AwaitExpression) {
      current = current.argument;
    } else {
      return current;
    }
  }
}

/** The outermost transparent wrapper around `node` (the node itself when unwrapped). */
export function outermostWrapper(node: Node): Node {
  let current = node;
  while (current.parent && TRANSPARENT.has(current.parent.type)) {
    current = current.parent;
  }
  return current;
}

export function isFunction(node: Node | null | undefined): node is FunctionNode {
  return (
    node?.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node?.type === AST_NODE_TYPES.FunctionExpression ||
    node?.type === AST_NODE_TYPES.FunctionDeclaration
  );
}

/**
 * The static name of a property access or a property key: `a.b`, `a["b"]`, `a[0]`, `{ b: … }`.
 * `null` when the key is computed from something that is not a literal.
 */
export function getStaticPropertyName(
  node: TSESTree.MemberExpression | TSESTree.Property | TSESTree.MethodDefinition | TSESTree.PropertyDefinition,
): string | null {
  const key = node.type === AST_NODE_TYPES.MemberExpression ? node.property : node.key;
  if (!node.computed) {
    if (key.type === AST_NODE_TYPES.Identifier) return key.name;
    if (key.type === AST_NODE_TYPES.PrivateIdentifier) return null;
  }
  return getStaticKeyValue(key);
}

/** The value of a literal key expression (`"a"`, `0`, `` `a` ``), as a property key string. */
export function getStaticKeyValue(node: Node): string | null {
  if (node.type === AST_NODE_TYPES.Literal) {
    if (typeof node.value === "string") return node.value;
    if (typeof node.value === "number") return String(node.value);
    return null;
  }
  if (node.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

/**
 * The type a function parameter is declared with (`(args: Args) => …`, `({ a }: Args) => …`), or
 * `null` for a parameter without one or a node that is not a parameter.
 */
export function declaredParameterType(node: Node): TSESTree.TypeNode | null {
  const parent = node.parent;
  if (!isFunction(parent) || !(parent.params as readonly Node[]).includes(node)) return null;
  const annotation = "typeAnnotation" in node ? node.typeAnnotation : undefined;
  return annotation?.type === AST_NODE_TYPES.TSTypeAnnotation ? annotation.typeAnnotation : null;
}

/** `true` when `node` is the literal `null` or the identifier `undefined`. */
export function isNullish(node: Node): "null" | "undefined" | null {
  if (node.type === AST_NODE_TYPES.Literal && node.value === null && !("regex" in node && node.regex)) {
    return node.raw === "null" ? "null" : null;
  }
  if (node.type === AST_NODE_TYPES.Identifier && node.name === "undefined") return "undefined";
  if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "void") return "undefined";
  return null;
}

/** `a.b.c` → `"a.b.c"` for identifier chains (no calls, no computed non-literal keys). */
export function getDottedName(node: Node): string | null {
  const parts: string[] = [];
  let current: Node = node;
  for (;;) {
    current = skipTransparent(current);
    if (current.type === AST_NODE_TYPES.Identifier) {
      parts.push(current.name);
      break;
    }
    if (current.type === AST_NODE_TYPES.ThisExpression) {
      parts.push("this");
      break;
    }
    if (current.type !== AST_NODE_TYPES.MemberExpression) return null;
    const name = getStaticPropertyName(current);
    if (name === null) return null;
    parts.push(name);
    current = current.object;
  }
  return parts.reverse().join(".");
}

/** The property name of a call's callee when it is a member access: `x.y.z()` → `"z"`. */
/** The name a call is made by: `f` of `f(…)`, `b` of `a.b(…)` and `a["b"](…)`; `null` for other callees. */
export function getCalleeName(call: TSESTree.CallExpression | TSESTree.NewExpression): string | null {
  const callee = skipTransparent(call.callee);
  if (callee.type === AST_NODE_TYPES.Identifier) return callee.name;
  return callee.type === AST_NODE_TYPES.MemberExpression ? getStaticPropertyName(callee) : null;
}

export function getCalleePropertyName(call: TSESTree.CallExpression | TSESTree.NewExpression): string | null {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  return getStaticPropertyName(callee);
}

/** `true` for `Object.hasOwn`-style static calls: `isStaticCall(node, "Object", "hasOwn")`. */
export function isStaticCall(node: Node, objectName: string, propertyName: string): boolean {
  if (node.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = skipTransparent(node.callee);
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    skipTransparent(callee.object).type === AST_NODE_TYPES.Identifier &&
    (skipTransparent(callee.object) as TSESTree.Identifier).name === objectName &&
    getStaticPropertyName(callee) === propertyName
  );
}

export function isStringLiteral(node: Node): node is TSESTree.StringLiteral {
  return node.type === AST_NODE_TYPES.Literal && typeof node.value === "string";
}

/** `true` when `inner` lies inside `outer` (or is it). Ranges are half-open. */
export function contains(outer: Node | readonly [number, number], inner: Node): boolean {
  const range = "range" in outer && !Array.isArray(outer) ? (outer as Node).range : (outer as readonly [number, number]);
  return range[0] <= inner.range[0] && inner.range[1] <= range[1];
}

/** Statements that always leave the current block: `return`, `throw`, `continue`, `break`. */
export function alwaysExits(statement: TSESTree.Statement | null | undefined, budget = 64): boolean {
  let current = statement;
  // Iterates into trailing blocks; an `if` needs both branches, so that part recurses, with a budget.
  for (; current && budget > 0; budget--) {
    switch (current.type) {
      case AST_NODE_TYPES.ReturnStatement:
      case AST_NODE_TYPES.ThrowStatement:
      case AST_NODE_TYPES.ContinueStatement:
      case AST_NODE_TYPES.BreakStatement:
        return true;
      case AST_NODE_TYPES.BlockStatement: {
        current = current.body.at(-1);
        continue;
      }
      case AST_NODE_TYPES.IfStatement:
        return (
          current.alternate !== null &&
          alwaysExits(current.consequent, budget - 1) &&
          alwaysExits(current.alternate, budget - 1)
        );
      case AST_NODE_TYPES.ExpressionStatement: {
        // `process.exit(1)` ends the process.
        const expression = current.expression;
        return (
          expression.type === AST_NODE_TYPES.CallExpression &&
          getDottedName(expression.callee) === "process.exit"
        );
      }
      default:
        return false;
    }
  }
  return false;
}

/** Nodes whose `body` is a statement list. */
export function getStatementList(node: Node): readonly TSESTree.Statement[] | null {
  switch (node.type) {
    case AST_NODE_TYPES.Program:
      return node.body as TSESTree.Statement[];
    case AST_NODE_TYPES.BlockStatement:
    case AST_NODE_TYPES.StaticBlock:
      return node.body;
    case AST_NODE_TYPES.SwitchCase:
      return node.consequent;
    default:
      return null;
  }
}

/** The name a function is known by: its own, or the binding or key it is stored under. */
export function functionName(fn: FunctionNode): string | null {
  if (fn.id) return fn.id.name;
  const parent = fn.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.VariableDeclarator:
      return parent.id.type === AST_NODE_TYPES.Identifier ? parent.id.name : null;
    case AST_NODE_TYPES.Property:
    case AST_NODE_TYPES.MethodDefinition:
    case AST_NODE_TYPES.PropertyDefinition:
      return getStaticPropertyName(parent);
    default:
      return null;
  }
}

/** `name.field`, through parentheses and type assertions. */
export function isFieldOf(node: Node, field: string, name: string): boolean {
  const member = skipTransparent(node);
  if (member.type !== AST_NODE_TYPES.MemberExpression || getStaticPropertyName(member) !== field) return false;
  const object = skipTransparent(member.object);
  return object.type === AST_NODE_TYPES.Identifier && object.name === name;
}

/** What a function returns when it is one expression: an arrow's expression body, or a body of one `return`. */
export function onlyReturned(fn: FunctionNode): Node | null {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return fn.body;
  const [only] = fn.body.body;
  return fn.body.body.length === 1 && only?.type === AST_NODE_TYPES.ReturnStatement ? only.argument : null;
}

/**
 * The class body whose `this` holds at `node` (a member of a method, a field's initializer, the
 * field itself), through nested arrows; `null` inside a `function` of its own.
 */
export function thisClassBody(node: Node): TSESTree.ClassBody | null {
  for (let current: Node | undefined = node; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ClassBody) return current;
    // An arrow keeps the class's `this`; any other function has its own.
    if (current.type === AST_NODE_TYPES.FunctionExpression && current.parent?.type === AST_NODE_TYPES.MethodDefinition) {
      return current.parent.parent;
    }
    if (current.type === AST_NODE_TYPES.PropertyDefinition) return current.parent;
    if (current.type === AST_NODE_TYPES.FunctionDeclaration || current.type === AST_NODE_TYPES.FunctionExpression) return null;
  }
  return null;
}

/** Pushes the child nodes of `node` onto `stack`, by the tree's visitor keys (for a walk without recursion). */
export function pushChildren(node: Node, keys: Readonly<Record<string, readonly string[] | undefined>>, stack: Node[]): void {
  for (const key of keys[node.type] ?? []) {
    const child = (node as unknown as Record<string, unknown>)[key];
    for (const item of Array.isArray(child) ? child : [child]) {
      if (item && typeof (item as Node).type === "string") stack.push(item as Node);
    }
  }
}

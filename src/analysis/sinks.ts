/**
 * Where a value ends up only as text for a person or the model: an error message, a log line, the
 * text of a result. A default or a conversion there changes what someone reads, not what the
 * program computes, so the rules about lost values and erased types leave it alone.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getCalleeName, getStaticPropertyName, isTransparentWrapper, outermostWrapper, skipTransparent } from "./ast.js";
import { enclosingFunction } from "./calls.js";

const LOG_METHODS = new Set(["log", "info", "warn", "error", "debug", "trace", "fatal", "notice"]);
/** Properties that hold text for a person or the model: a result's `text`, an error's `message`. */
const MESSAGE_KEYS = new Set(["text", "message", "error", "errorText", "detail", "details"]);

/**
 * `true` when the value of `node` ends up only in a message: an error's (`new Error(…)`,
 * `new McpError(code, …)`, `throw …`), a log line's (`console.warn(…)`, `logger.info(…)`), or the
 * text of a result (`{ type: "text", text: … }`, `{ message: … }`), through template literals,
 * string concatenation and `String(…)`. Nothing the program computes depends on it.
 */
export function isMessageOnly(node: Node): boolean {
  let current: Node = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent) || parent.type === AST_NODE_TYPES.TemplateLiteral) continue;
    if (parent.type === AST_NODE_TYPES.BinaryExpression && parent.operator === "+") continue;
    if (parent.type === AST_NODE_TYPES.ThrowStatement) return true;
    if (parent.type === AST_NODE_TYPES.Property && parent.value === current) {
      const key = getStaticPropertyName(parent);
      if (key !== null && (MESSAGE_KEYS.has(key) || (key === "content" && isChatMessage(parent.parent)))) return true;
      // `log.info("created", { name: String(x) })`: a field of an object that is itself only a message.
      current = parent;
      parent = parent.parent;
      if (parent?.type !== AST_NODE_TYPES.ObjectExpression) return false;
      continue;
    }
    if (parent.type !== AST_NODE_TYPES.CallExpression && parent.type !== AST_NODE_TYPES.NewExpression) return false;
    if (!(parent.arguments as readonly Node[]).includes(current)) return false;
    const callee = skipTransparent(parent.callee);
    const name = getCalleeName(parent);
    if (name === null) return false;
    if (name === "String") continue;
    if (/Error$/u.test(name)) return true;
    if (callee.type === AST_NODE_TYPES.MemberExpression) return isLogMethod(callee, false);
    return name === "log";
  }
  return false;
}

/** `{ role: "user", content: … }`: a message to a model, whose `content` is its text. */
function isChatMessage(object: Node | undefined): boolean {
  return (
    object?.type === AST_NODE_TYPES.ObjectExpression &&
    object.properties.some((property) => property.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === "role")
  );
}

/**
 * `true` when the condition `node` is part of decides only whether a log line is written:
 * `if (token && headers.Authorization) console.warn("…")` with no `else`. A wrong branch there
 * changes what a person reads, not what the program computes.
 */
export function decidesOnlyLogging(node: Node): boolean {
  let current: Node = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent) || parent.type === AST_NODE_TYPES.LogicalExpression) continue;
    if (parent.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "!") continue;
    if (parent.type !== AST_NODE_TYPES.IfStatement || parent.test !== current || parent.alternate) return false;
    const body = parent.consequent.type === AST_NODE_TYPES.BlockStatement ? parent.consequent.body : [parent.consequent];
    return body.length > 0 && body.every((statement) => statement.type === AST_NODE_TYPES.ExpressionStatement && isLogCall(statement.expression));
  }
  return false;
}

function isLogCall(expression: Node): boolean {
  const call = skipTransparent(expression);
  if (call.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = skipTransparent(call.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && isLogMethod(callee, true);
}

/**
 * `console.warn`, `logger.info`, `log.debug`: a log method on `console` or on an object named like a
 * logger (with `ownField`, also a field so named: `this.logger.warn`).
 */
function isLogMethod(callee: TSESTree.MemberExpression, ownField: boolean): boolean {
  const name = getStaticPropertyName(callee);
  const object = skipTransparent(callee.object);
  const owner =
    object.type === AST_NODE_TYPES.Identifier ? object.name : ownField && object.type === AST_NODE_TYPES.MemberExpression ? getStaticPropertyName(object) : null;
  return name !== null && LOG_METHODS.has(name) && owner !== null && (owner === "console" || /log/iu.test(owner));
}

/** Characters and words of a query, a command line, a path or markup rather than a sentence. */
const NOT_WORDING = /[=&?#/<>{}[\]]|(?:^|\s)--?[a-z]|\b(?:FROM|AND|OR)\b/u;
const QUERY_WORDS = /\b(?:select|where|limit|offset|order\s+by|group\s+by)\b/iu;

/**
 * `page ? ` (page ${page})` : ""`, `parentId ? `Reply to update ${parentId}` : "Comment"`: the test
 * only chooses between two wordings of a message. Both branches are text (no query, command line,
 * path or markup), and the text ends up only in messages: an error, a log line, or the text of a
 * tool's result; directly, or through a `const` read only so (where a sentence the function returns
 * also counts, once some read is an error's or a log line's, and a sentence the tool's handler
 * returns always: it is the text of the tool's result). A wrong branch there changes what
 * someone reads, not what the program computes.
 */
export function choosesOnlyWording(tested: Node, sourceCode: Readonly<TSESLint.SourceCode>, returnsResult?: (fn: Node) => boolean): boolean {
  const test = outermostWrapper(tested);
  const conditional = test.parent;
  if (conditional?.type !== AST_NODE_TYPES.ConditionalExpression || conditional.test !== test) return false;
  if (!isWording(conditional.consequent) || !isWording(conditional.alternate)) return false;
  return endsInMessage(conditional, sourceCode, 0, returnsResult) === "message";
}

function isWording(branch: Node): boolean {
  const node = skipTransparent(branch);
  const text = (value: string): boolean => !NOT_WORDING.test(value) && !QUERY_WORDS.test(value);
  if (node.type === AST_NODE_TYPES.Literal) return typeof node.value === "string" && text(node.value);
  if (node.type !== AST_NODE_TYPES.TemplateLiteral) return false;
  return node.quasis.every((quasi) => text(quasi.value.cooked ?? ""));
}

/**
 * Where a piece of text ends: only in messages (`"message"`), in messages and sentences a function
 * returns (`"returned"`, a message only once some other read is one), or elsewhere (`null`).
 */
function endsInMessage(
  node: Node,
  sourceCode: Readonly<TSESLint.SourceCode>,
  depth: number,
  returnsResult?: (fn: Node) => boolean,
): "message" | "returned" | null {
  if (isMessageOnly(node)) return "message";
  let top: Node = node;
  for (let parent = top.parent; parent; top = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent) || parent.type === AST_NODE_TYPES.TemplateLiteral) continue;
    if (parent.type === AST_NODE_TYPES.BinaryExpression && parent.operator === "+") continue;
    break;
  }
  const parent = top.parent;
  const inSentence = top !== node && isProse(top);
  if (inSentence && (parent?.type === AST_NODE_TYPES.ReturnStatement || (parent?.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === top))) {
    // The sentence a tool's handler returns is the text of the tool's result.
    const fn = parent.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(parent) : parent;
    return fn && returnsResult?.(fn) ? "message" : "returned";
  }
  // `return { content: `No documents found${pageInfo}.` }`: the text of the result a handler returns.
  if (inSentence && parent?.type === AST_NODE_TYPES.Property && parent.value === top && ["text", "content"].includes(getStaticPropertyName(parent) ?? "")) {
    const object = parent.parent;
    const returned = object?.parent;
    const isResult =
      returned?.type === AST_NODE_TYPES.ReturnStatement || (returned?.type === AST_NODE_TYPES.ArrowFunctionExpression && returned.body === object);
    return isResult ? "message" : null;
  }
  // `const action = …`: every read of it words a message.
  if (depth > 2 || parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.init !== top || parent.id.type !== AST_NODE_TYPES.Identifier) return null;
  const declaration = parent.parent;
  if (declaration?.type !== AST_NODE_TYPES.VariableDeclaration || declaration.kind !== "const") return null;
  const [variable] = sourceCode.getDeclaredVariables(parent);
  const reads = variable?.references.filter((reference) => reference.isRead()) ?? [];
  const ends = reads.map((reference) => endsInMessage(reference.identifier, sourceCode, depth + 1, returnsResult));
  if (ends.length === 0 || ends.some((end) => end === null)) return null;
  return ends.includes("message") ? "message" : "returned";
}

/**
 * Text written for a person: a template or concatenation whose own text has words in it
 * (`` `Creating namespace: ${ns}` ``, `"Namespace " + ns + " already exists"`). A value missing
 * there reads `undefined` in a sentence; data built from values (`` `${kind}/${name}` ``,
 * `"--replicas=" + n`) has no spaces.
 */
export function isProse(node: Node): boolean {
  if (node.type === AST_NODE_TYPES.TemplateLiteral) return node.quasis.some((quasi) => /\s/u.test(quasi.value.cooked ?? ""));
  if (node.type !== AST_NODE_TYPES.BinaryExpression || node.operator !== "+") return false;
  // The whole chain of `+`: any literal part with a space makes it a sentence.
  let top: Node = node;
  while (top.parent?.type === AST_NODE_TYPES.BinaryExpression && top.parent.operator === "+") top = top.parent;
  const parts: Node[] = [top];
  for (let part = parts.pop(); part; part = parts.pop()) {
    if (part.type === AST_NODE_TYPES.BinaryExpression && part.operator === "+") parts.push(part.left, part.right);
    else if (part.type === AST_NODE_TYPES.Literal && typeof part.value === "string" && /\s/u.test(part.value)) return true;
    else if (part.type === AST_NODE_TYPES.TemplateLiteral && isProse(part)) return true;
  }
  return false;
}

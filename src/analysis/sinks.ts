/**
 * Where a value ends up only as text for a person or the model: an error message, a log line, the
 * text of a result. A default or a conversion there changes what someone reads, not what the
 * program computes, so the rules about lost values and erased types leave it alone.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getCalleeName, getStaticPropertyName, isTransparentWrapper, skipTransparent } from "./ast.js";

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

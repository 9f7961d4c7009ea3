/**
 * Where tool data enters a file. Each recogniser is syntactic (no type information needed) and
 * seeds the flow (`flow.ts`) with the expression, parameter or variable that holds tool data:
 *
 * - `JSON.parse(E)` where `E` is a member chain ending in `.arguments` / `.args`
 *   (`toolCall.function.arguments`, `item.arguments`);
 * - the handler parameter of MCP `server.registerTool(name, { inputSchema }, handler)` and
 *   `server.tool(name, [description], shape, [annotations], handler)`;
 * - `request.params.arguments` in `server.setRequestHandler(CallToolRequestSchema, (request) => …)`;
 * - the reply of `client.callTool(…)` (awaited, or through `.then`);
 * - JSON-RPC messages: a binding read through `.jsonrpc`, or through both `.result` and `.error`;
 * - names and call patterns from `settings["tool-contract"].sources`.
 *
 * A cheap text test decides first whether a file can contain a source at all; ordinary files stop
 * there and never walk the tree.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import {
  type FunctionNode,
  type Node,
  getCalleePropertyName,
  getDottedName,
  getStaticPropertyName,
  isFunction,
  isStaticCall,
  isStringLiteral,
  skipTransparent,
} from "./ast.js";
import type { KnownFieldType, ToolDataFlow } from "./flow.js";
import type { ToolContractSettings } from "./settings.js";

/**
 * Text that must appear in a file for a built-in recogniser to match anything: a recogniser's
 * property name, or the JSON-RPC words (`jsonrpc`, or both `result` and `error`).
 */
const TRIGGER = /\.(?:arguments|args|registerTool|tool|setRequestHandler|callTool)\b|\bjsonrpc\b/u;
const JSON_RPC_TRIGGERS = [/\bresult\b/u, /\berror\b/u] as const;

function mayContainSources(text: string): boolean {
  return TRIGGER.test(text) || JSON_RPC_TRIGGERS.every((pattern) => pattern.test(text));
}

/** The reply fields that the MCP client validates (`CallToolResultSchema`) before returning. */
const MCP_CALL_TOOL_RESULT_FIELDS: ReadonlyMap<string, KnownFieldType> = new Map<string, KnownFieldType>([
  ["content", "array"],
  ["structuredContent", "object"],
  ["isError", "boolean"],
  ["_meta", "object"],
]);

/** MCP tool annotations: an object with only these keys is not an input shape. */
const MCP_ANNOTATION_KEYS = new Set(["title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]);

const LODASH_MODULES = new Set(["lodash", "lodash-es"]);
const LODASH_GET_MODULES = new Set(["lodash/get", "lodash.get", "lodash-es/get"]);

const JSON_RPC_FIELDS = new Set(["jsonrpc", "result", "error"]);

export interface SourceScan {
  /** `false` when the file cannot contain tool data; nothing else was done. */
  readonly hasSources: boolean;
}

/** Finds every source in the file and seeds `flow`. Runs the flow to its fixed point. */
export function scanSources(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: ToolContractSettings,
  flow: ToolDataFlow,
): SourceScan {
  const hasSettingsSources = settings.sourceNames.size > 0 || settings.sourceCalls.length > 0;
  if (!hasSettingsSources && !mayContainSources(sourceCode.text)) return { hasSources: false };

  const jsonRpcReads = new Map<TSESLint.Scope.Variable, Set<string>>();
  const readThrough = (identifier: TSESTree.Identifier, field: string): void => {
    const variable = flow.resolveVariable(identifier);
    if (!variable) return;
    const fields = jsonRpcReads.get(variable);
    if (fields) fields.add(field);
    else jsonRpcReads.set(variable, new Set([field]));
  };

  // `x.get("result")` and `get(x, "error")`: counted once lodash bindings are known.
  const keyedReads: KeyedRead[] = [];

  walk(sourceCode, (node) => {
    switch (node.type) {
      case AST_NODE_TYPES.CallExpression:
        visitCall(node, flow, settings);
        collectKeyedRead(node, keyedReads);
        break;
      case AST_NODE_TYPES.MemberExpression: {
        const object = skipTransparent(node.object);
        if (object.type !== AST_NODE_TYPES.Identifier) break;
        const name = getStaticPropertyName(node);
        if (name !== null && JSON_RPC_FIELDS.has(name)) readThrough(object, name);
        break;
      }
      case AST_NODE_TYPES.VariableDeclarator: {
        if (node.id.type !== AST_NODE_TYPES.ObjectPattern || !node.init) break;
        const init = skipTransparent(node.init);
        if (init.type !== AST_NODE_TYPES.Identifier) break;
        for (const property of node.id.properties) {
          if (property.type !== AST_NODE_TYPES.Property) continue;
          const name = getStaticPropertyName(property);
          if (name !== null && JSON_RPC_FIELDS.has(name)) readThrough(init, name);
        }
        break;
      }
      case AST_NODE_TYPES.ImportDeclaration:
        visitImport(node, sourceCode, flow);
        break;
      default:
        break;
    }
  });

  if (settings.sourceNames.size > 0) {
    for (const scope of sourceCode.scopeManager?.scopes ?? []) {
      for (const variable of scope.variables) {
        if (!settings.sourceNames.has(variable.name) || variable.defs.length === 0) continue;
        const kind = /reply|result|response|output/iu.test(variable.name) ? "reply" : "arguments";
        flow.seedVariable(variable, flow.createSource(kind, `\`${variable.name}\``, variable.defs[0]!.name), {
          ignoreWrites: true,
        });
      }
    }
  }

  for (const read of keyedReads) {
    if (read.viaMethod || flow.isLodashGet(read.call.callee)) readThrough(read.object, read.field);
  }

  flow.run();

  // JSON-RPC messages are recognised by how they are read, after the other sources are known,
  // so that a reply already known (an MCP `callTool` result, say) keeps its own source.
  for (const [variable, fields] of jsonRpcReads) {
    if (flow.isTainted(variable) || variable.defs.length === 0) continue;
    if (fields.has("jsonrpc") || (fields.has("result") && fields.has("error"))) {
      const source = flow.createSource("reply", "JSON-RPC reply", variable.defs[0]!.name);
      flow.seedVariable(variable, source, { ignoreWrites: true });
    }
  }
  flow.run();

  return { hasSources: flow.size > 0 };
}

interface KeyedRead {
  readonly call: TSESTree.CallExpression;
  readonly object: TSESTree.Identifier;
  readonly field: string;
  /** `x.get("k")` (a method), rather than a candidate lodash `get(x, "k")`. */
  readonly viaMethod: boolean;
}

/** Records `x.get("result")` and `get(x, "result")` / `_.get(x, "error")` reads of JSON-RPC fields. */
function collectKeyedRead(call: TSESTree.CallExpression, reads: KeyedRead[]): void {
  const callee = skipTransparent(call.callee);
  const [first, second] = call.arguments;
  if (
    call.arguments.length === 1 &&
    first &&
    isStringLiteral(first) &&
    JSON_RPC_FIELDS.has(first.value) &&
    callee.type === AST_NODE_TYPES.MemberExpression &&
    getStaticPropertyName(callee) === "get"
  ) {
    const object = skipTransparent(callee.object);
    if (object.type === AST_NODE_TYPES.Identifier) reads.push({ call, object, field: first.value, viaMethod: true });
    return;
  }
  if (
    call.arguments.length === 2 &&
    first &&
    second &&
    isStringLiteral(second) &&
    JSON_RPC_FIELDS.has(second.value) &&
    (callee.type === AST_NODE_TYPES.Identifier ||
      (callee.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(callee) === "get"))
  ) {
    const object = skipTransparent(first);
    if (object.type === AST_NODE_TYPES.Identifier) reads.push({ call, object, field: second.value, viaMethod: false });
  }
}

/** Depth-first walk with an explicit stack: deep ASTs cannot overflow the call stack. */
function walk(sourceCode: Readonly<TSESLint.SourceCode>, visit: (node: Node) => void): void {
  const keys = sourceCode.visitorKeys;
  const stack: Node[] = [sourceCode.ast];
  for (let node = stack.pop(); node; node = stack.pop()) {
    visit(node);
    const childKeys = keys[node.type];
    if (!childKeys) continue;
    for (let k = childKeys.length - 1; k >= 0; k--) {
      const child = (node as unknown as Record<string, unknown>)[childKeys[k]!];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i--) {
          const item = child[i] as Node | null;
          if (item && typeof item.type === "string") stack.push(item);
        }
      } else if (child && typeof (child as Node).type === "string") {
        stack.push(child as Node);
      }
    }
  }
}

function visitCall(call: TSESTree.CallExpression, flow: ToolDataFlow, settings: ToolContractSettings): void {
  if (isStaticCall(call, "JSON", "parse")) {
    visitJsonParse(call, flow);
    return;
  }
  const method = getCalleePropertyName(call);
  switch (method) {
    case "registerTool":
      visitRegisterTool(call, flow);
      break;
    case "tool":
      visitDeprecatedTool(call, flow);
      break;
    case "setRequestHandler":
      visitSetRequestHandler(call, flow);
      break;
    case "callTool":
      flow.seedExpression(call, flow.createSource("reply", "MCP tool result", call, MCP_CALL_TOOL_RESULT_FIELDS));
      break;
    default:
      break;
  }
  if (method === null) visitRequire(call, flow);
  if (settings.sourceCalls.length > 0) visitSettingsCall(call, flow, settings);
}

/** `JSON.parse(call.function.arguments)`, `JSON.parse(item.arguments ?? "{}")`. */
function visitJsonParse(call: TSESTree.CallExpression, flow: ToolDataFlow): void {
  const argument = call.arguments[0];
  if (!argument || argument.type === AST_NODE_TYPES.SpreadElement) return;
  let text = skipTransparent(argument);
  if (
    text.type === AST_NODE_TYPES.LogicalExpression &&
    text.operator !== "&&" &&
    isStringLiteral(skipTransparent(text.right))
  ) {
    text = skipTransparent(text.left);
  }
  if (text.type !== AST_NODE_TYPES.MemberExpression) return;
  const name = getStaticPropertyName(text);
  if (name === "arguments" || name === "args") {
    flow.seedExpression(call, flow.createSource("arguments", "tool call arguments", call));
  }
}

/** The function a handler argument stands for: inline, or a function/const declared in the file. */
function resolveFunction(node: Node | undefined, flow: ToolDataFlow): FunctionNode | null {
  if (!node) return null;
  const expression = skipTransparent(node);
  if (isFunction(expression)) return expression;
  if (expression.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = flow.resolveVariable(expression);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!definition) return null;
  if (definition.node.type === AST_NODE_TYPES.FunctionDeclaration) return definition.node;
  if (
    definition.node.type === AST_NODE_TYPES.VariableDeclarator &&
    definition.node.init &&
    definition.parent?.type === AST_NODE_TYPES.VariableDeclaration &&
    definition.parent.kind === "const"
  ) {
    const init = skipTransparent(definition.node.init);
    return isFunction(init) ? init : null;
  }
  return null;
}

/** An object literal, directly or through a `const` in the same file. */
function resolveObject(node: Node, flow: ToolDataFlow): TSESTree.ObjectExpression | null {
  const expression = skipTransparent(node);
  if (expression.type === AST_NODE_TYPES.ObjectExpression) return expression;
  if (expression.type !== AST_NODE_TYPES.Identifier) return null;
  const definition = flow.resolveVariable(expression)?.defs[0];
  if (definition?.node.type !== AST_NODE_TYPES.VariableDeclarator || !definition.node.init) return null;
  const init = skipTransparent(definition.node.init);
  return init.type === AST_NODE_TYPES.ObjectExpression ? init : null;
}

function isNameArgument(node: Node | undefined): boolean {
  if (!node) return false;
  const expression = skipTransparent(node);
  return (
    isStringLiteral(expression) ||
    expression.type === AST_NODE_TYPES.TemplateLiteral ||
    expression.type === AST_NODE_TYPES.Identifier ||
    expression.type === AST_NODE_TYPES.MemberExpression
  );
}

function hasProperty(object: TSESTree.ObjectExpression, name: string): boolean {
  return object.properties.some(
    (property) => property.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === name,
  );
}

/** MCP `server.registerTool(name, config, handler)`: `handler(args, extra)` when `config.inputSchema` is set. */
function visitRegisterTool(call: TSESTree.CallExpression, flow: ToolDataFlow): void {
  const [name, config, handlerArgument] = call.arguments;
  if (call.arguments.length !== 3 || !isNameArgument(name) || !config) return;
  const handler = resolveFunction(handlerArgument, flow);
  const parameter = handler?.params[0];
  if (!handler || !parameter) return;
  const configObject = resolveObject(config, flow);
  const takesArguments = configObject ? hasProperty(configObject, "inputSchema") : handler.params.length >= 2;
  if (!takesArguments) return; // without an input schema the handler's first parameter is `extra`
  flow.seedPattern(parameter, flow.createSource("arguments", "MCP tool arguments", handler));
}

/**
 * Deprecated MCP `server.tool(name, [description], [shape], [annotations], handler)`: the handler
 * receives the arguments only when a shape is given.
 */
function visitDeprecatedTool(call: TSESTree.CallExpression, flow: ToolDataFlow): void {
  const args = call.arguments;
  if (args.length < 2 || !isNameArgument(args[0])) return;
  const handler = resolveFunction(args.at(-1), flow);
  const parameter = handler?.params[0];
  if (!handler || !parameter) return;
  let shape: boolean | null = false;
  for (const middle of args.slice(1, -1)) {
    const expression = skipTransparent(middle);
    if (isStringLiteral(expression) || expression.type === AST_NODE_TYPES.TemplateLiteral) continue;
    const object = resolveObject(expression, flow);
    if (!object) {
      shape = null; // unknown: decided by the handler's arity below
      continue;
    }
    const keys = object.properties.map((property) =>
      property.type === AST_NODE_TYPES.Property ? getStaticPropertyName(property) : null,
    );
    if (keys.length === 0 || keys.some((key) => key === null || !MCP_ANNOTATION_KEYS.has(key))) {
      shape = true;
      break;
    }
  }
  const takesArguments = shape ?? handler.params.length >= 2;
  if (!takesArguments) return;
  flow.seedPattern(parameter, flow.createSource("arguments", "MCP tool arguments", handler));
}

/** Low-level MCP: `server.setRequestHandler(CallToolRequestSchema, (request) => request.params.arguments)`. */
function visitSetRequestHandler(call: TSESTree.CallExpression, flow: ToolDataFlow): void {
  const [schema, handlerArgument] = call.arguments;
  if (!schema || call.arguments.length !== 2) return;
  const schemaName = getDottedName(schema);
  if (schemaName !== "CallToolRequestSchema" && !schemaName?.endsWith(".CallToolRequestSchema")) return;
  const handler = resolveFunction(handlerArgument, flow);
  const parameter = handler?.params[0];
  if (!handler || !parameter) return;
  flow.seedPattern(parameter, flow.createSource("arguments", "MCP tool arguments", handler), ["params", "arguments"]);
}

/** `settings.sources` call patterns: `{ callee: "registry.register", handlerArg: 1, param: 0 }`. */
function visitSettingsCall(call: TSESTree.CallExpression, flow: ToolDataFlow, settings: ToolContractSettings): void {
  const callee = getDottedName(call.callee);
  if (callee === null) return;
  for (const pattern of settings.sourceCalls) {
    if (callee !== pattern.callee && !callee.endsWith(`.${pattern.callee}`)) continue;
    const index = pattern.handlerArg < 0 ? call.arguments.length + pattern.handlerArg : pattern.handlerArg;
    const handler = resolveFunction(call.arguments[index], flow);
    const parameter = handler?.params[pattern.param];
    if (handler && parameter) {
      flow.seedPattern(parameter, flow.createSource("arguments", `\`${pattern.callee}\` handler arguments`, handler));
    }
  }
}

function visitImport(
  declaration: TSESTree.ImportDeclaration,
  sourceCode: Readonly<TSESLint.SourceCode>,
  flow: ToolDataFlow,
): void {
  const module = declaration.source.value;
  const isLodash = LODASH_MODULES.has(module);
  const isLodashGet = LODASH_GET_MODULES.has(module);
  if (!isLodash && !isLodashGet) return;
  for (const variable of sourceCode.scopeManager?.getDeclaredVariables(declaration) ?? []) {
    const definition = variable.defs[0];
    const specifier = definition?.node;
    if (!specifier) continue;
    if (isLodashGet && specifier.type === AST_NODE_TYPES.ImportDefaultSpecifier) {
      flow.lodash.getFunctions.add(variable);
    } else if (isLodash && specifier.type === AST_NODE_TYPES.ImportSpecifier) {
      const imported = specifier.imported;
      const importedName = imported.type === AST_NODE_TYPES.Identifier ? imported.name : imported.value;
      if (importedName === "get") flow.lodash.getFunctions.add(variable);
    } else if (isLodash) {
      flow.lodash.namespaces.add(variable);
    }
  }
}

/** `const _ = require("lodash")`, `const get = require("lodash/get")`, `const { get } = require("lodash")`. */
function visitRequire(call: TSESTree.CallExpression, flow: ToolDataFlow): void {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.Identifier || callee.name !== "require") return;
  const module = call.arguments[0];
  if (!module || !isStringLiteral(module)) return;
  const isLodash = LODASH_MODULES.has(module.value);
  const isLodashGet = LODASH_GET_MODULES.has(module.value);
  if (!isLodash && !isLodashGet) return;
  const declarator = call.parent;
  if (declarator.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== call) return;
  if (declarator.id.type === AST_NODE_TYPES.Identifier) {
    const variable = flow.resolveVariable(declarator.id);
    if (variable) (isLodash ? flow.lodash.namespaces : flow.lodash.getFunctions).add(variable);
  } else if (declarator.id.type === AST_NODE_TYPES.ObjectPattern && isLodash) {
    for (const property of declarator.id.properties) {
      if (
        property.type === AST_NODE_TYPES.Property &&
        getStaticPropertyName(property) === "get" &&
        property.value.type === AST_NODE_TYPES.Identifier
      ) {
        const variable = flow.resolveVariable(property.value);
        if (variable) flow.lodash.getFunctions.add(variable);
      }
    }
  }
}

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
 * - the agent SDKs' handlers and containers (`sdk.ts`), and AI SDK UI tool parts (`ui-parts.ts`);
 * - names and call patterns from `settings["tool-contract"].sources`.
 *
 * A cheap text test decides first whether a file can contain a source at all; ordinary files stop
 * there and never walk the tree.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import {
  type FunctionNode,
  type Node,
  declaredParameterType,
  getCalleeName,
  getCalleePropertyName,
  getDottedName,
  getStaticPropertyName,
  isFunction,
  isStaticCall,
  isStringLiteral,
  isTransparentWrapper,
  outermostWrapper,
  pushChildren,
  skipTransparent,
  skipTransparentAndAwait,
} from "./ast.js";
import { JSON_RPC_REPLY, type ToolDataFlow } from "./flow.js";
import type { KnownShape } from "./shape.js";
import { CALLBACK_DEPTH, callSitesOf, enclosingFunction, parameterPosition } from "./calls.js";
import { ControlIndex } from "./control.js";
import { hasProperty, propertyValue, resolveFunction, resolveObject, wrappedHandler } from "./resolve.js";
import { returnFormOf } from "./returns.js";
import { DEFINITION_SCHEMA_KEYS, SDK_CALLEE_NAMES, TOOL_ARGUMENTS_TYPE, ZOD_TYPE_HELPERS, scanSdkSources } from "./sdk.js";
import { UI_PART_MEMBER_NAMES, isUiPartType } from "./ui-parts.js";
import { mayContainSources, mayHoldJsonRpc, textFacts } from "./text-test.js";
import { type MisplacedSchema, type ToolSchema, ToolSchemaRegistry } from "./tool-schemas.js";
import { seedSchemaCallbacks } from "./zod-callbacks.js";
import { type ModuleLinks, ZodReader } from "./zod.js";
import type { ToolContractSettings } from "./settings.js";

/** What the MCP client validates (`CallToolResultSchema`) before `callTool` returns. */
const MCP_CALL_TOOL_RESULT: KnownShape = {
  type: "object",
  properties: {
    content: {
      type: "array",
      items: {
        type: "object",
        properties: {
          type: { type: "string" },
          text: { type: "string" },
          data: { type: "string" },
          mimeType: { type: "string" },
          resource: { type: "object" },
          annotations: { type: "object" },
        },
      },
    },
    structuredContent: { type: "object" },
    isError: { type: "boolean" },
    _meta: { type: "object" },
  },
};
/** Arguments validated against a schema this file does not show (imported from another module). */
const OPAQUE_OBJECT: KnownShape = { type: "object", opaque: true };

/** MCP tool annotations: an object with only these keys is not an input shape. */
const MCP_ANNOTATION_KEYS = new Set(["title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]);

const LODASH_MODULES = new Set(["lodash", "lodash-es"]);
const LODASH_GET_MODULES = new Set(["lodash/get", "lodash.get", "lodash-es/get"]);

/** The fields that `x.get("…")` / lodash `get(x, "…")` reads count for. */
const JSON_RPC_FIELDS = new Set(["jsonrpc", "result", "error", "id"]);

export interface SourceScan {
  /** `false` when the file cannot contain tool data; nothing else was done. */
  readonly hasSources: boolean;
  /** The parameter schemas of the file's tool definitions. */
  readonly schemas: readonly ToolSchema[];
  /** Every expression a tool definition gives as its schema, as written (readable or not). */
  readonly schemaExpressions: readonly Node[];
  /** OpenAI function tools whose schema sits under another SDK's key. */
  readonly misplacedSchemas: readonly MisplacedSchema[];
  /** Reads the file's zod schemas (knows its zod imports). */
  readonly zod: ZodReader | null;
}

/**
 * What the project layer (`project/`) tells the scan of one file: how to reach the modules it
 * imports, and the tool data that other modules hand to its functions.
 */
export interface ProjectView {
  readonly links: ModuleLinks;
  /** Seeds the parameters of this file's functions that other files call with tool data. */
  seedIncoming(flow: ToolDataFlow, sourceCode: Readonly<TSESLint.SourceCode>, zod: ZodReader): void;
}

export const NO_SOURCES: SourceScan = Object.freeze({ hasSources: false, schemas: [], schemaExpressions: [], misplacedSchemas: [], zod: null });

/**
 * `false` when the file's text shows that no recogniser can match and no settings name a source:
 * the file cannot hold tool data, and nothing else needs to be done.
 */
export function mayHaveSources(text: string, settings: ToolContractSettings): boolean {
  return settings.sourceNames.size > 0 || settings.sourceCalls.length > 0 || mayContainSources(text);
}

/** The node types the scan looks at; a rule hands exactly these to the collector from ESLint's traversal. */
export const COLLECTED_NODE_TYPES = [
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.MemberExpression,
  AST_NODE_TYPES.VariableDeclarator,
  AST_NODE_TYPES.NewExpression,
  AST_NODE_TYPES.ClassDeclaration,
  AST_NODE_TYPES.ClassExpression,
  AST_NODE_TYPES.ObjectExpression,
  AST_NODE_TYPES.ObjectPattern,
  AST_NODE_TYPES.TSTypeReference,
  AST_NODE_TYPES.ImportDeclaration,
] as const;

/** Collects the candidate nodes of a file (in source order), then finds its sources once. */
export interface SourceCollector {
  /** The node types this file's collector looks at (a subset of `COLLECTED_NODE_TYPES`). */
  readonly nodeTypes: readonly Node["type"][];
  visit(node: Node): void;
  /** Matches the collected candidates, seeds `flow` and runs it to its fixed point. */
  finish(): SourceScan;
}

/**
 * Finds every source in the file and seeds `flow`, walking the file itself. Under ESLint the
 * collector is fed from ESLint's own traversal instead (`collectSources`): a second pass over a
 * large file, after ESLint's, costs more than ESLint's dispatch of the ten node types, since the
 * nodes are no longer in the processor's caches.
 */
export function scanSources(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: ToolContractSettings,
  flow: ToolDataFlow,
  project: ProjectView | null = null,
): SourceScan {
  const collector = collectSources(sourceCode, settings, flow, project);
  walk(sourceCode, new Set(collector.nodeTypes), collector.visit);
  return collector.finish();
}

/**
 * A collector of the file's candidate nodes, fed by one rule's listeners during ESLint's traversal
 * or by `walk`. Calls are matched in `finish`, once every import (zod, lodash) is known.
 */
export function collectSources(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: ToolContractSettings,
  flow: ToolDataFlow,
  project: ProjectView | null = null,
): SourceCollector {
  const schemas = new ToolSchemaRegistry(flow);

  const jsonRpc = new JsonRpcEvidence(flow, sourceCode);
  const context: SourceContext = { flow, settings, zod: new ZodReader(flow, project?.links ?? null), schemas, keys: sourceCode.visitorKeys };
  flow.schemaValidation = (call) => schemaValidation(call, context.zod);
  // Every call, kept only for the call patterns of the settings.
  const calls: TSESTree.CallExpression[] | null = settings.sourceCalls.length > 0 ? [] : null;
  /** Calls handed a tool call's arguments text, for a parsing helper of another module. */
  const parsingCalls: TSESTree.CallExpression[] = [];
  // The calls whose callee has one of `CALLEE_NAMES`, by that name, in source order.
  const callsByName = new Map<string, TSESTree.CallExpression[]>();
  /**
   * The calls with any of these callee names, in source order: when two sources reach the same
   * binding, the order of the seeds decides which one it holds, and that order is the file's.
   */
  const callsNamed = (...names: readonly string[]): readonly TSESTree.CallExpression[] => {
    const lists = names.map((name) => callsByName.get(name)).filter((list) => list !== undefined);
    if (lists.length <= 1) return lists[0] ?? [];
    return lists.flat().sort((left, right) => left.range[0] - right.range[0]);
  };
  const candidates = {
    callsNamed,
    constructs: [] as TSESTree.NewExpression[],
    classes: [] as Array<TSESTree.ClassDeclaration | TSESTree.ClassExpression>,
    objects: [] as TSESTree.ObjectExpression[],
    members: [] as TSESTree.MemberExpression[],
    patterns: [] as TSESTree.ObjectPattern[],
    typedParameters: [] as TSESTree.Parameter[],
    uiMembers: [] as TSESTree.MemberExpression[],
    uiTypes: [] as TSESTree.TSTypeReference[],
  };
  // `x.get("result")` and `get(x, "error")`: counted once lodash bindings are known.
  const keyedReads: KeyedRead[] = [];
  // Most files cannot hold a JSON-RPC message: their member reads matter only for SDK names.
  const jsonRpcPossible = mayHoldJsonRpc(sourceCode.text);
  const facts = textFacts(sourceCode.text);
  const memberNames = facts.uiParts
    ? jsonRpcPossible
      ? MEMBER_AND_UI_NAMES
      : SDK_MEMBER_AND_UI_NAMES
    : jsonRpcPossible
      ? MEMBER_NAMES
      : SDK_MEMBER_NAMES;
  // Node types that only some recognisers need, and only where the text holds their words: a
  // member read matters for JSON-RPC and the SDK containers (`tool_calls`, `block.input` next to
  // `tool_use`), a declarator for JSON-RPC, a `new` and a class for LangChain's tool classes.
  const wanted: Readonly<Partial<Record<string, boolean>>> = {
    [AST_NODE_TYPES.MemberExpression]:
      jsonRpcPossible || facts.sdkMembers || facts.uiParts || (project !== null && sourceCode.text.includes(".arguments")),
    [AST_NODE_TYPES.VariableDeclarator]: jsonRpcPossible,
    [AST_NODE_TYPES.ObjectPattern]: facts.sdkMembers || facts.uiParts,
    [AST_NODE_TYPES.NewExpression]: facts.sdkConstructs,
    [AST_NODE_TYPES.ClassDeclaration]: facts.sdkClasses,
    [AST_NODE_TYPES.ClassExpression]: facts.sdkClasses,
  };
  const nodeTypes = COLLECTED_NODE_TYPES.filter((type) => wanted[type] !== false);

  // Only nodes of `nodeTypes` come here: ESLint calls the listeners of those types, and `walk` is
  // given the same list.
  const visit = (node: Node): void => {
    switch (node.type) {
      case AST_NODE_TYPES.CallExpression: {
        calls?.push(node);
        // Every recogniser of calls but the settings' own patterns (and lodash `get` under another
        // name) asks for one of a few callee names: only those calls are looked at again.
        const name = getCalleeName(node);
        if (name !== null && CALLEE_NAMES.has(name)) {
          const list = callsByName.get(name);
          if (list) list.push(node);
          else callsByName.set(name, [node]);
        }
        break;
      }
      case AST_NODE_TYPES.MemberExpression: {
        // The most frequent node: only a few property names matter.
        const name = !node.computed && node.property.type === AST_NODE_TYPES.Identifier ? node.property.name : getStaticPropertyName(node);
        if (name === "arguments" && flow.importedCallees) {
          // `parseArgs(call.function.arguments)`: a helper of another module may parse it.
          const argument = outermostWrapper(node);
          const call = argument.parent;
          if (call?.type === AST_NODE_TYPES.CallExpression && call.arguments.includes(argument as TSESTree.CallExpressionArgument)) parsingCalls.push(call);
        }
        if (name === null || !memberNames.has(name)) break;
        if (jsonRpcPossible) jsonRpc.member(node);
        // SDK containers, and `input`/`args` of their elements: only where the text names a container.
        if (facts.sdkMembers && SDK_MEMBER_NAMES.has(name)) candidates.members.push(node);
        // AI SDK UI tool parts: `part.output`, `part.toolInvocation`, `message.toolInvocations`.
        if (facts.uiParts && UI_PART_MEMBER_NAMES.has(name)) candidates.uiMembers.push(node);
        break;
      }
      case AST_NODE_TYPES.VariableDeclarator:
        if (jsonRpcPossible) jsonRpc.destructuring(node);
        break;
      case AST_NODE_TYPES.NewExpression:
        candidates.constructs.push(node);
        break;
      case AST_NODE_TYPES.ClassDeclaration:
      case AST_NODE_TYPES.ClassExpression:
        if (node.superClass) candidates.classes.push(node);
        break;
      case AST_NODE_TYPES.ObjectExpression:
        // A definition has a name, a schema and a handler; a registration's options may hold only
        // a description and the schema (`{ description, inputSchema }`).
        if (node.properties.length >= 3 || (node.properties.length === 2 && hasSchemaKey(node))) candidates.objects.push(node);
        schemas.visitObject(node);
        break;
      case AST_NODE_TYPES.ObjectPattern:
        candidates.patterns.push(node);
        break;
      case AST_NODE_TYPES.TSTypeReference: {
        // `ToolUIPart`, `ToolUIPart["output"]`: what is declared with it is a UI tool part (`ui-parts.ts`).
        if (facts.uiParts && isUiPartType(node)) candidates.uiTypes.push(node);
        // A parameter typed `CallToolRequest` or `z.infer<…>` (`z.input`, `z.output`): found from
        // its type, which plain JavaScript does not have, rather than from every function's parameters.
        if (!isToolArgumentsType(node)) break;
        const parameter = node.parent.type === AST_NODE_TYPES.TSTypeAnnotation ? node.parent.parent : null;
        if (parameter && declaredParameterType(parameter) === node) candidates.typedParameters.push(parameter as TSESTree.Parameter);
        break;
      }
      case AST_NODE_TYPES.ImportDeclaration:
        visitImport(node, sourceCode, flow);
        context.zod.visitImport(node, sourceCode);
        break;
      default:
        break;
    }
  };
  const finish = (): SourceScan => {
    for (const call of parsingCalls) visitParsingHelper(call, flow);
    if (calls) {
      // Every call, in source order, through the built-in recognisers and then the settings' patterns.
      for (const call of calls) {
        const name = getCalleeName(call);
        if (name !== null && VISITED_CALL_NAMES.includes(name)) visitCall(call, context);
        visitSettingsCall(call, flow, settings);
      }
    } else {
      for (const call of callsNamed(...VISITED_CALL_NAMES)) visitCall(call, context);
    }
    if (jsonRpcPossible) {
      for (const call of callsNamed("get")) collectKeyedRead(call, keyedReads);
      // lodash `get` under another name (`import { get as pick } from "lodash"`): its calls.
      for (const call of aliasedCalls(flow.lodash.getFunctions, "get")) collectKeyedRead(call, keyedReads);
    }
    for (const call of callsNamed("jsonSchema")) schemas.visitCall(call);
    scanSdkSources({ sourceCode, flow, zod: context.zod, control: new ControlIndex(), schemas }, candidates);
    // The functions the tool schemas run on the model's values (`z.preprocess(normalize, …)`).
    seedSchemaCallbacks(schemas.written, context.zod, flow);

    if (settings.sourceNames.size > 0) {
      for (const scope of sourceCode.scopeManager?.scopes ?? []) {
        for (const variable of scope.variables) {
          if (!settings.sourceNames.has(variable.name) || variable.defs.length === 0) continue;
          const kind = /reply|result|response|output/iu.test(variable.name) ? "reply" : "arguments";
          flow.seedVariable(variable, flow.createSource(kind, `\`${variable.name}\``, variable.defs[0]!.name, undefined, true), {
            ignoreWrites: true,
          });
        }
      }
    }

    for (const read of keyedReads) {
      if (read.viaMethod || flow.isLodashGet(read.call.callee)) jsonRpc.read(read.object, read.field);
    }

    project?.seedIncoming(flow, sourceCode, context.zod);
    flow.run();
    // JSON-RPC messages are recognised by how they are read, after the other sources are known,
    // so that a reply already known (an MCP `callTool` result, say) keeps its own source.
    jsonRpc.seed();
    flow.run();

    return {
      hasSources: flow.size > 0,
      schemas: schemas.schemas,
      schemaExpressions: schemas.written,
      misplacedSchemas: schemas.misplaced,
      zod: context.zod,
    };
  };
  return { nodeTypes, visit, finish };
}

type NameEvent =
  | { readonly kind: "read"; readonly identifier: TSESTree.Identifier; readonly field: string }
  | { readonly kind: "excluded"; readonly identifier: TSESTree.Identifier }
  /** `node.type` compared with literals; the literals are read only for names that can qualify. */
  | { readonly kind: "typeTags"; readonly identifier: TSESTree.Identifier; readonly node: Node };

/**
 * Evidence that a binding holds a JSON-RPC message, gathered from how the file reads it. A binding
 * counts when it is read through `.jsonrpc`, or through both `.result` and `.error` and also either
 * through `.id`, parsed from JSON (`JSON.parse(…)`, `await res.json()`), or declared with a type
 * whose name says JSON-RPC (`reply: JsonRpcResponse`), and is not read through `.type` (the tag of
 * a tagged union, which no JSON-RPC message has) unless it is read through `.jsonrpc` too. `{ result, error }`
 * alone is not enough: `safe()`/`tryCatch()` wrappers, job records and UI state have that shape and
 * use `error: null` for success. A binding whose fields are written (`out.result = …`) or called
 * (`log.error(…)`), or that is initialised with an object literal, is built by the program itself.
 */
class JsonRpcEvidence {
  private readonly reads = new Map<TSESLint.Scope.Variable, Set<string>>();
  private readonly excluded = new Set<TSESLint.Scope.Variable>();
  /** The literals each binding's `.type` is compared with: `"response"` in a relay, `"mcp_call"` in a union. */
  private readonly typeTags = new Map<TSESLint.Scope.Variable, string[]>();
  /** `const { result, error } = JSON.parse(line)`: the parsed value itself is the message. */
  private readonly parsedPatterns: Node[] = [];

  constructor(
    private readonly flow: ToolDataFlow,
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
  ) {}

  /**
   * Reads, writes and calls by the name of the binding, resolved to variables only for names read
   * through `.jsonrpc`, or through both `.result` and `.error`: most files read `.id`, `.type` and
   * `.error` of many bindings, and resolving each would cost a scope lookup for nothing.
   */
  private readonly byName = new Map<string, { fields: Set<string>; events: NameEvent[] }>();

  read(identifier: TSESTree.Identifier, field: string): void {
    this.record(identifier, { kind: "read", identifier, field });
  }

  private record(identifier: TSESTree.Identifier, event: NameEvent): void {
    let entry = this.byName.get(identifier.name);
    if (!entry) this.byName.set(identifier.name, (entry = { fields: new Set(), events: [] }));
    if (event.kind === "read") entry.fields.add(event.field);
    entry.events.push(event);
  }

  /** Resolves the recorded events of names that can qualify. */
  private resolveEvents(): void {
    for (const { fields, events } of this.byName.values()) {
      if (!fields.has("jsonrpc") && !(fields.has("result") && fields.has("error"))) continue;
      for (const event of events) {
        const variable = this.flow.resolveVariable(event.identifier);
        if (!variable) continue;
        if (event.kind === "excluded") {
          this.excluded.add(variable);
        } else if (event.kind === "typeTags") {
          const tags = this.typeTags.get(variable) ?? [];
          tags.push(...comparedLiterals(event.node));
          this.typeTags.set(variable, tags);
        } else {
          const known = this.reads.get(variable);
          if (known) known.add(event.field);
          else this.reads.set(variable, new Set([event.field]));
        }
      }
    }
  }

  member(node: TSESTree.MemberExpression): void {
    const object = skipTransparent(node.object);
    if (object.type !== AST_NODE_TYPES.Identifier) return;
    const name = getStaticPropertyName(node);
    if (name === null || !JSON_RPC_EVIDENCE_FIELDS.has(name)) return;
    let outer: Node = node;
    while (outer.parent && (outer.parent.type === AST_NODE_TYPES.ChainExpression || outer.parent.type === AST_NODE_TYPES.TSNonNullExpression)) {
      outer = outer.parent;
    }
    const parent = outer.parent;
    const written =
      (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.left === outer) ||
      parent?.type === AST_NODE_TYPES.UpdateExpression ||
      (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "delete");
    const called = parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === outer;
    if (written || called) {
      this.record(object, { kind: "excluded", identifier: object });
      return;
    }
    this.read(object, name);
    if (name === "type") this.record(object, { kind: "typeTags", identifier: object, node: outer });
  }

  destructuring(node: TSESTree.VariableDeclarator): void {
    if (node.id.type !== AST_NODE_TYPES.ObjectPattern || !node.init) return;
    const keys = new Set<string>();
    for (const property of node.id.properties) {
      const name = property.type === AST_NODE_TYPES.Property ? getStaticPropertyName(property) : null;
      if (name !== null && JSON_RPC_EVIDENCE_FIELDS.has(name)) keys.add(name);
    }
    if (keys.size === 0) return;
    const init = skipTransparent(node.init);
    if (init.type === AST_NODE_TYPES.Identifier) {
      for (const key of keys) this.read(init, key);
    } else if (isParsedJson(node.init) && (keys.has("jsonrpc") || (keys.has("result") && keys.has("error")))) {
      this.parsedPatterns.push(node.init);
    }
  }

  seed(): void {
    this.resolveEvents();
    for (const init of this.parsedPatterns) {
      this.flow.seedExpression(init, this.flow.createSource("reply", JSON_RPC_REPLY, init, undefined, true));
    }
    for (const [variable, fields] of this.reads) {
      if (this.excluded.has(variable) || this.flow.isTainted(variable) || variable.defs.length === 0) continue;
      // `switch (part.type)`: a JSON-RPC message has no `type`; an item of a tagged union does, and
      // its kinds carry `result`, `error` and `id` fields of their own (OpenAI Responses output
      // items). A relay that wraps replies (`msg.type === "response"`) or a JSON-RPC type still counts.
      if (
        fields.has("type") &&
        !fields.has("jsonrpc") &&
        !isJsonRpcTyped(variable, this.sourceCode) &&
        !(this.typeTags.get(variable) ?? []).some((tag) => /response|result|reply|rpc/iu.test(tag))
      ) {
        continue;
      }
      const envelope = fields.has("result") && fields.has("error");
      const evidence = fields.has("id") || isParsedVariable(variable) || isJsonRpcTyped(variable, this.sourceCode);
      if (!fields.has("jsonrpc") && !(envelope && evidence)) continue;
      if (isBuiltLocally(variable)) continue;
      // Read through `.method`: a request or notification, whose `id` the peer chose.
      const label = fields.has("method") ? JSON_RPC_MESSAGE : JSON_RPC_REPLY;
      // A parameter declared with an object type is an object, as far as its callers type-check; a
      // parsed or cast value may be anything JSON can hold.
      const source = this.flow.createSource("reply", label, variable.defs[0]!.name, undefined, !isObjectTypedParameter(variable));
      this.flow.seedVariable(variable, source, { ignoreWrites: true });
    }
  }
}

/** The fields whose reads decide; `type` counts against; `method` marks a request. */
const JSON_RPC_EVIDENCE_FIELDS = new Set(["jsonrpc", "result", "error", "id", "type", "method"]);

/** A JSON-RPC message read through `.method`: a request or a notification, not a reply. */
const JSON_RPC_MESSAGE = "JSON-RPC message";

/** The string literals `node` is compared with: `node === "x"`, or the cases of `switch (node)`. */
function comparedLiterals(node: Node): string[] {
  const parent = node.parent;
  const literalOf = (candidate: Node | null | undefined): string[] => {
    const literal = candidate && skipTransparent(candidate);
    return literal?.type === AST_NODE_TYPES.Literal && typeof literal.value === "string" ? [literal.value] : [];
  };
  if (parent?.type === AST_NODE_TYPES.BinaryExpression && ["===", "!==", "==", "!="].includes(parent.operator)) {
    return literalOf(parent.left === node ? parent.right : parent.left);
  }
  if (parent?.type === AST_NODE_TYPES.SwitchStatement && parent.discriminant === node) {
    return parent.cases.flatMap((switchCase) => literalOf(switchCase.test));
  }
  return [];
}

/** `JSON.parse(…)`, `res.json()`, `await res.json()`: JSON that nothing has typed yet. */
function isParsedJson(expression: Node): boolean {
  const value = skipTransparentAndAwait(expression);
  return (
    value.type === AST_NODE_TYPES.CallExpression &&
    (isStaticCall(value, "JSON", "parse") || getCalleePropertyName(value) === "json")
  );
}

/** A binding whose value is, or is assigned, parsed JSON. */
function isParsedVariable(variable: TSESLint.Scope.Variable): boolean {
  return variable.references.some((reference) => reference.writeExpr != null && isParsedJson(reference.writeExpr));
}

/** A binding declared with a JSON-RPC type: `(reply: JsonRpcResponse)`, `const r: JSONRPCResponse = …`. */
function isJsonRpcTyped(variable: TSESLint.Scope.Variable, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const name = variable.defs[0]?.name;
  const annotation = name && "typeAnnotation" in name ? name.typeAnnotation : undefined;
  return annotation != null && /json[-_]?rpc/iu.test(sourceCode.getText(annotation));
}

/** `function unwrap(reply: JsonRpcReply)`: a parameter declared with a named or literal object type. */
function isObjectTypedParameter(variable: TSESLint.Scope.Variable): boolean {
  const definition = variable.defs[0];
  const type = definition?.type === "Parameter" ? declaredParameterType(definition.name) : null;
  return type?.type === AST_NODE_TYPES.TSTypeReference || type?.type === AST_NODE_TYPES.TSTypeLiteral;
}

/** A binding initialised with an object literal: a value the program builds, not a reply. */
function isBuiltLocally(variable: TSESLint.Scope.Variable): boolean {
  const definition = variable.defs[0];
  return (
    definition?.node.type === AST_NODE_TYPES.VariableDeclarator &&
    definition.node.init != null &&
    skipTransparent(definition.node.init).type === AST_NODE_TYPES.ObjectExpression
  );
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
  // Every call of the file comes here: the cheap tests on the arguments go first.
  const count = call.arguments.length;
  if (count !== 1 && count !== 2) return;
  const key = call.arguments[count - 1]!;
  if (!isStringLiteral(key) || !JSON_RPC_FIELDS.has(key.value)) return;
  const callee = skipTransparent(call.callee);
  if (count === 1) {
    if (callee.type !== AST_NODE_TYPES.MemberExpression || getStaticPropertyName(callee) !== "get") return;
    const object = skipTransparent(callee.object);
    if (object.type === AST_NODE_TYPES.Identifier) reads.push({ call, object, field: key.value, viaMethod: true });
    return;
  }
  if (
    callee.type === AST_NODE_TYPES.Identifier ||
    (callee.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(callee) === "get")
  ) {
    const object = skipTransparent(call.arguments[0]!);
    if (object.type === AST_NODE_TYPES.Identifier) reads.push({ call, object, field: key.value, viaMethod: false });
  }
}

/** ESLint's own record of its traversal (ESLint 9+): every node's enter and leave, in order. */
interface TraversalStep {
  readonly kind: number;
  readonly phase?: number;
  readonly target: unknown;
}

/**
 * Visits every node of `types` in source order. ESLint computes its traversal once per file, before any rule
 * runs, and caches it: reading that list costs far less than walking the tree a second time. Where
 * it is not available (another host), the tree is walked here.
 */
function walk(sourceCode: Readonly<TSESLint.SourceCode>, types: ReadonlySet<string>, visit: (node: Node) => void): void {
  const traverse = (sourceCode as { traverse?: () => Iterable<TraversalStep> }).traverse;
  if (typeof traverse === "function") {
    const steps = traverse.call(sourceCode);
    if (Array.isArray(steps)) {
      for (let index = 0; index < steps.length; index++) {
        const step = steps[index] as TraversalStep;
        // Enter steps of nodes; code path events have no phase.
        if (step.phase === 1 && types.has((step.target as Node).type)) visit(step.target as Node);
      }
      return;
    }
  }
  // Depth-first with an explicit stack: deep trees cannot overflow the call stack.
  const keys = sourceCode.visitorKeys;
  const stack: Node[] = [sourceCode.ast];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (types.has(node.type)) visit(node);
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

/** `CallToolRequest`, or `x.infer<…>` / `x.input<…>` / `x.output<…>`: the types of typed tool arguments. */
function isToolArgumentsType(node: TSESTree.TSTypeReference): boolean {
  const name = node.typeName;
  if (name.type === AST_NODE_TYPES.Identifier) {
    return name.name === "CallToolRequest" || (TOOL_ARGUMENTS_TYPE.test(name.name) && node.typeArguments?.params[0]?.type === AST_NODE_TYPES.TSTypeQuery);
  }
  return name.type === AST_NODE_TYPES.TSQualifiedName && ZOD_TYPE_HELPERS.includes(name.right.name);
}

/** The callee names `visitCall` matches: `JSON.parse`, the MCP methods, and `require` (lodash). */
const VISITED_CALL_NAMES: readonly string[] = ["parse", "registerTool", "tool", "setRequestHandler", "callTool", "require"];

/**
 * The callee names that the recognisers of calls look for: `JSON.parse`, the MCP methods, `require`
 * (lodash), `x.get("result")` and lodash `_.get`, AI SDK `jsonSchema`, OpenAI `runTools`, and the
 * SDK factories matched by name in a file that imports none of the SDK modules. A file that does
 * import them is matched through its imports, over every call.
 */
const CALLEE_NAMES: ReadonlySet<string> = new Set([
  "parse",
  "registerTool",
  "tool",
  "setRequestHandler",
  "callTool",
  "require",
  "get",
  "jsonSchema",
  ...SDK_CALLEE_NAMES,
]);

/** The calls of these bindings whose callee is not already named `name`, in source order. */
function aliasedCalls(variables: ReadonlySet<TSESLint.Scope.Variable>, name: string): TSESTree.CallExpression[] {
  const found: TSESTree.CallExpression[] = [];
  for (const variable of variables) {
    if (variable.name === name) continue;
    for (const reference of variable.references) {
      let callee: Node = reference.identifier as Node;
      while (callee.parent && isTransparentWrapper(callee.parent)) callee = callee.parent;
      const call = callee.parent;
      if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === callee) found.push(call);
    }
  }
  return found.sort((left, right) => left.range[0] - right.range[0]);
}

/** Properties that lead to SDK tool data: `aiMsg.tool_calls`, `response.functionCalls`, `block.input`. */
const SDK_MEMBER_NAMES = new Set(["tool_calls", "functionCalls", "functionCall", "input", "args"]);
/** Every property name a member expression matters for during the scan. */
const MEMBER_NAMES: ReadonlySet<string> = new Set([...SDK_MEMBER_NAMES, ...JSON_RPC_EVIDENCE_FIELDS]);
/** The same, with the members of AI SDK UI tool parts, for a file whose text names them. */
const SDK_MEMBER_AND_UI_NAMES: ReadonlySet<string> = new Set([...SDK_MEMBER_NAMES, ...UI_PART_MEMBER_NAMES]);
const MEMBER_AND_UI_NAMES: ReadonlySet<string> = new Set([...MEMBER_NAMES, ...UI_PART_MEMBER_NAMES]);

/** What the recognisers share while scanning one file. */
interface SourceContext {
  readonly flow: ToolDataFlow;
  readonly settings: ToolContractSettings;
  readonly zod: ZodReader;
  readonly schemas: ToolSchemaRegistry;
  readonly keys: Readonly<Record<string, readonly string[] | undefined>>;
}

function visitCall(call: TSESTree.CallExpression, context: SourceContext): void {
  const { flow } = context;
  if (isStaticCall(call, "JSON", "parse")) {
    visitJsonParse(call, flow);
    return;
  }
  const method = getCalleePropertyName(call);
  switch (method) {
    case "registerTool":
      visitRegisterTool(call, context);
      break;
    case "tool":
      visitDeprecatedTool(call, context);
      break;
    case "setRequestHandler":
      visitSetRequestHandler(call, flow);
      break;
    case "callTool":
      // The MCP client's `callTool(params, resultSchema?, options?)`; a wrapper of its own with more
      // arguments (`inspector.callTool(tool, args, meta, toolMeta)`) returns its own record.
      if (call.arguments.length <= 3) {
        flow.seedExpression(call, flow.createSource("reply", "MCP tool result", call, MCP_CALL_TOOL_RESULT));
      }
      break;
    default:
      break;
  }
  if (method === null) visitRequire(call, flow);
}

/**
 * `parseArgs(call.function.arguments)`, where `parseArgs` is a function of another module that
 * returns the text parsed (`return JSON.parse(raw)`): the call's result is the tool call's arguments,
 * as `JSON.parse` of them would be. (A helper of this file is read where it parses its parameter.)
 */
function visitParsingHelper(call: TSESTree.CallExpression, flow: ToolDataFlow): void {
  if (!flow.importedCallees || isStaticCall(call, "JSON", "parse")) return;
  const index = call.arguments.findIndex((argument) => argument.type !== AST_NODE_TYPES.SpreadElement && isToolArgumentsText(skipTransparent(argument), flow, 0));
  if (index === -1) return;
  const parses = flow.importedCallees(call).some(({ fn, names }) => returnFormOf(fn, index, names)?.kind === "parsed");
  if (!parses) return;
  const text = skipTransparent(call.arguments[index]!);
  const source = flow.createSource("arguments", "tool call arguments", call, undefined, true);
  flow.seedExpression(call, source);
  flow.seedToolNameBeside(text, source);
}

/**
 * `JSON.parse(call.function.arguments)`, `JSON.parse(item.arguments ?? "{}")`, and the same through a
 * `const` (`const text = call.function.arguments; JSON.parse(text)`, or destructured
 * `const { arguments: text } = call.function`).
 */
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
  if (isToolArgumentsText(text, flow)) {
    const source = flow.createSource("arguments", "tool call arguments", call, undefined, true);
    flow.seedExpression(call, source);
    flow.seedToolNameBeside(text, source);
  }
}


/** Chains that say "a tool call" before `.args`: `toolCall.args`, `call.args`, `fc.args`. */
const TOOL_CALL_SEGMENT = /tool|calls?$|^(?:c|tc|fc|fn|func|function)$/iu;

/**
 * Text that holds a tool call's arguments: a member chain ending in `.arguments`, or in `.args`
 * after a segment that names a call (`job.data.args` and `row.args` are not tool calls).
 */
function isToolArgumentsText(node: Node, flow: ToolDataFlow, depth = CALLBACK_DEPTH): boolean {
  if (node.type === AST_NODE_TYPES.MemberExpression) {
    const name = getStaticPropertyName(node);
    if (name === "arguments") return true;
    if (name !== "args") return false;
    const chain = getDottedName(node.object);
    return chain !== null && chain.split(".").some((segment) => TOOL_CALL_SEGMENT.test(segment));
  }
  if (node.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = flow.resolveVariable(node)?.defs[0];
  if (definition?.type === "Parameter" && depth > 0) {
    // `function getForecast(raw) { JSON.parse(raw) }` called with `call.function.arguments`: the
    // parameter holds the text wherever one of the file's calls passes it (at most two helpers deep).
    const owner = definition.node;
    if (!isFunction(owner)) return false;
    const index = owner.params.findIndex((param) => param === definition.name);
    if (index === -1) return false;
    return callSitesOf(owner, flow).some((site) => {
      const argument = site.arguments[index];
      return argument !== undefined && argument.type !== AST_NODE_TYPES.SpreadElement && isToolArgumentsText(skipTransparent(argument), flow, depth - 1);
    });
  }
  if (definition?.node.type !== AST_NODE_TYPES.VariableDeclarator || !definition.node.init) return false;
  if (definition.parent?.type !== AST_NODE_TYPES.VariableDeclaration || definition.parent.kind !== "const") return false;
  const init = skipTransparent(definition.node.init);
  if (definition.node.id.type === AST_NODE_TYPES.Identifier) return isToolArgumentsText(init, flow, depth);
  // `const { arguments: text } = call.function`
  const property = definition.node.id.type === AST_NODE_TYPES.ObjectPattern
    ? definition.node.id.properties.find(
        (candidate) =>
          candidate.type === AST_NODE_TYPES.Property &&
          candidate.value.type === AST_NODE_TYPES.Identifier &&
          candidate.value.name === node.name,
      )
    : undefined;
  return property?.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === "arguments";
}



function isNameArgument(node: Node | undefined): boolean {
  if (!node) return false;
  const expression = skipTransparent(node);
  // A configurable name with a default: `toolName || "web_search"`, `prefix ? \`${prefix}_x\` : "x"`.
  if (expression.type === AST_NODE_TYPES.LogicalExpression && expression.operator !== "&&") {
    return isNameArgument(expression.left) && isNameArgument(expression.right);
  }
  if (expression.type === AST_NODE_TYPES.ConditionalExpression) {
    return isNameArgument(expression.consequent) && isNameArgument(expression.alternate);
  }
  return (
    isStringLiteral(expression) ||
    expression.type === AST_NODE_TYPES.TemplateLiteral ||
    expression.type === AST_NODE_TYPES.Identifier ||
    expression.type === AST_NODE_TYPES.MemberExpression
  );
}

/** What the MCP SDK passes as `extra` to a tool handler. */
const MCP_EXTRA_KEYS = new Set([
  "signal",
  "sessionId",
  "authInfo",
  "requestId",
  "requestInfo",
  "_meta",
  "sendNotification",
  "sendRequest",
]);

/**
 * Whether an MCP handler's first parameter is the tool arguments, when the schema cannot be seen
 * (imported from another module): a second parameter, a destructured key that `extra` does not
 * have, or a parameter named like arguments.
 */
function handlerTakesArguments(handler: FunctionNode): boolean {
  if (handler.params.length >= 2) return true;
  const first = handler.params[0];
  if (first?.type === AST_NODE_TYPES.ObjectPattern) {
    return first.properties.some((property) => {
      const name = property.type === AST_NODE_TYPES.Property ? getStaticPropertyName(property) : null;
      return name !== null && !MCP_EXTRA_KEYS.has(name);
    });
  }
  return first?.type === AST_NODE_TYPES.Identifier && /^(?:args|input|params|toolArgs|toolInput)$/u.test(first.name);
}



/**
 * A project's own registration helper: `const tool = (name, description, paramsSchema, cb) =>
 * server.registerTool(name, { inputSchema: z.object(paramsSchema) }, (args) => wrap(name, cb)(args))`.
 * The schema and the handler are the helper's parameters, so the registration cannot say what the
 * arguments are; each call of the helper in the file can. There, the callback it is given gets the
 * arguments, validated against the shape it is given (or, where that cannot be read, `unread`;
 * `null`: not seeded). `true` when a callback was seeded and the registration's own handler only
 * hands its arguments on: that handler is not seeded then.
 */
function seedWrappedRegistration(
  registration: TSESTree.CallExpression,
  schemaCandidates: readonly Node[],
  handlerArgument: Node | undefined,
  handler: FunctionNode | null,
  context: SourceContext,
  unread: KnownShape | null,
): boolean {
  const { flow, zod, schemas } = context;
  const wrapper = enclosingFunction(registration);
  if (!wrapper || !handlerArgument) return false;
  const parameterIndex = (node: Node): number => {
    let expression = skipTransparent(node);
    // `z.object(paramsSchema)`: the raw shape the helper was given, made an object schema.
    if (expression.type === AST_NODE_TYPES.CallExpression && getCalleePropertyName(expression) === "object" && expression.arguments.length === 1) {
      expression = skipTransparent(expression.arguments[0]!);
    }
    return parameterPosition(wrapper, expression);
  };
  const schemaIndexes = schemaCandidates.map(parameterIndex).filter((index) => index >= 0);
  const handed: Handed = handler ? handedTo(handler, wrapper, context) : { indexes: [parameterIndex(handlerArgument)].filter((index) => index >= 0), position: 0, onlyForwards: true };
  const callbackIndexes = handed.indexes;
  if (schemaIndexes.length === 0 || callbackIndexes.length === 0) return false;
  let seeded = false;
  for (const site of callSitesOf(wrapper, flow)) {
    // `wrap(name, cb)`: of the parameters handed on, the one given a function at this call.
    const callback = callbackIndexes.map((index) => resolveFunction(site.arguments[index], flow)).find((fn) => fn !== null) ?? null;
    const parameter = callback?.params[handed.position];
    if (!callback || !parameter) continue;
    let shape: KnownShape | null = null;
    for (const index of schemaIndexes) {
      const given = site.arguments[index];
      const read = given && given.type !== AST_NODE_TYPES.SpreadElement ? zod.readObjectSchema(given) : undefined;
      if (read) {
        schemas.addZod(given!);
        shape = read;
        break;
      }
    }
    shape ??= unread;
    if (!shape) continue;
    flow.seedPattern(parameter, flow.createSource("arguments", "MCP tool arguments", callback, shape));
    seeded = true;
  }
  // The registration's own handler is seeded too, unless all it does with its arguments is hand
  // them on (its parameter would give the callbacks a second, unread, schema).
  return seeded && handed.onlyForwards;
}

/**
 * The indexes of the parameters of `wrapper` that `handler` hands its arguments to: `(args) => cb(args)`
 * (`[cb]`), `(args) => wrap(name, cb)(args)` (`[name, cb]`: the call sites tell which is a function).
 */
function handedTo(handler: FunctionNode, wrapper: FunctionNode, { flow, keys }: SourceContext): Handed {
  const none: Handed = { indexes: [], position: 0, onlyForwards: false };
  const [first] = handler.params;
  if (first?.type !== AST_NODE_TYPES.Identifier) return none;
  const indexOf = (node: Node | undefined): number => parameterPosition(wrapper, node);
  const position = (call: TSESTree.CallExpression): number =>
    call.arguments.findIndex((argument) => argument.type === AST_NODE_TYPES.Identifier && argument.name === first.name);
  // Every read of the parameter is one the forwarding call makes: the handler does nothing else with
  // it (but log it whole: `trace(\`args: ${JSON.stringify(args)}\`)` judges no field).
  const forwardsOnly = (call: TSESTree.CallExpression): boolean => {
    const reads = (flow.resolveVariable(first)?.references.filter((reference) => reference.isRead()) ?? []).filter((reference) => !isSerialised(reference.identifier as Node));
    return reads.length === 1 && (call.arguments as readonly Node[]).includes(reads[0]!.identifier as Node);
  };
  const body = handler.body;
  const stack: Node[] = [body];
  for (let node = stack.pop(), visited = 0; node && visited < 200; node = stack.pop(), visited++) {
    if (node.type === AST_NODE_TYPES.CallExpression && position(node) >= 0) {
      const callee = skipTransparentAndAwait(node.callee);
      const direct = indexOf(callee);
      if (direct >= 0) return { indexes: [direct], position: position(node), onlyForwards: forwardsOnly(node) };
      if (callee.type === AST_NODE_TYPES.CallExpression) {
        const handed = callee.arguments.map((argument) => indexOf(argument)).filter((index) => index >= 0);
        if (handed.length > 0) return { indexes: handed, position: position(node), onlyForwards: forwardsOnly(node) };
      }
    }
    if (isFunction(node) && node !== handler) continue;
    pushChildren(node, keys, stack);
  }
  return none;
}

/** `JSON.stringify(value)`: the value made text whole. */
function isSerialised(node: Node): boolean {
  const call = node.parent;
  return call?.type === AST_NODE_TYPES.CallExpression && call.arguments[0] === node && isStaticCall(call, "JSON", "stringify");
}

/** What a registration's handler does with its arguments: which helper parameters it calls with them, at which position. */
interface Handed {
  readonly indexes: readonly number[];
  /** The position of the arguments in that call (`cb(session, args)`: 1). */
  readonly position: number;
  /** The handler reads its parameter only there. */
  readonly onlyForwards: boolean;
}

/** MCP `server.registerTool(name, config, handler)`: `handler(args, extra)` when `config.inputSchema` is set. */
function visitRegisterTool(call: TSESTree.CallExpression, context: SourceContext): void {
  const { flow, zod, schemas } = context;
  const [name, config, handlerArgument] = call.arguments;
  if (call.arguments.length !== 3 || !isNameArgument(name) || !config) return;
  const configObject = resolveObject(config, flow);
  const schema = configObject && propertyValue(configObject, "inputSchema");
  if (schema) schemas.addZod(schema);
  const handler = resolveFunction(handlerArgument, flow);
  const parameter = handler?.params[0];
  // A helper's registration: the callbacks of its calls are seeded, each with the shape given there.
  if (schema && seedWrappedRegistration(call, [schema], handlerArgument, handler, context, OPAQUE_OBJECT)) return;
  if (!handler || !parameter) {
    // A handler imported from another module: its parameter is seeded there, when the config shows
    // an input schema (a handler without one receives `extra` first).
    if (schema && configObject && flow.isImportedName(handlerArgument)) {
      const shape = zod.readObjectSchema(schema) || OPAQUE_OBJECT;
      flow.seedImportedHandler(handlerArgument, 0, flow.createSource("arguments", "MCP tool arguments", handlerArgument!, shape));
    }
    return;
  }
  // A config spread from elsewhere may bring its `inputSchema` along: decide by the handler then.
  const seen = configObject && !configObject.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement);
  const takesArguments = seen
    ? hasProperty(configObject, "inputSchema")
    : (configObject !== null && hasProperty(configObject, "inputSchema")) || handlerTakesArguments(handler);
  if (!takesArguments) return; // without an input schema the handler's first parameter is `extra`
  // McpServer validates the arguments against `inputSchema` before the handler runs; a schema that
  // cannot be read here (imported) still validated every field, against types unknown here.
  const shape = (schema && zod.readObjectSchema(schema)) || OPAQUE_OBJECT;
  flow.seedPattern(parameter, flow.createSource("arguments", "MCP tool arguments", handler, shape));
}

/**
 * Deprecated MCP `server.tool(name, [description], [shape], [annotations], handler)`: the handler
 * receives the arguments only when a shape is given.
 */
function visitDeprecatedTool(call: TSESTree.CallExpression, context: SourceContext): void {
  const { flow, zod, schemas } = context;
  const args = call.arguments;
  if (args.length < 2 || !isNameArgument(args[0])) return;
  const handler = resolveFunction(args.at(-1), flow);
  // A helper's parameters in the middle (`server.tool(name, description, paramsSchema, cb)`): the
  // shape is given where the helper is called. Without one readable there, nothing is seeded.
  if (seedWrappedRegistration(call, args.slice(1, -1), args.at(-1), handler, context, null)) return;
  const imported = handler === null && flow.isImportedName(args.at(-1));
  if (!handler && !imported) return;
  let shape: boolean | null = false;
  let shapeNode: Node | null = null;
  for (const middle of args.slice(1, -1)) {
    const expression = skipTransparent(middle);
    if (isStringLiteral(expression) || expression.type === AST_NODE_TYPES.TemplateLiteral) continue;
    const object = resolveObject(expression, flow);
    if (!object) {
      if (zod.readObjectSchema(expression)) {
        // `Input.shape` of a `z.object({…})` in this file.
        shape = true;
        shapeNode = expression;
        break;
      }
      shape = null; // unknown: decided by the handler's arity below
      continue;
    }
    // Annotations are hints with literal values (`{ title: "…", readOnlyHint: true }`); an object
    // with zod values is a shape, whatever its keys (`{ title: z.string() }`).
    const isAnnotations =
      object.properties.length > 0 &&
      object.properties.every(
        (property) =>
          property.type === AST_NODE_TYPES.Property &&
          MCP_ANNOTATION_KEYS.has(getStaticPropertyName(property) ?? "") &&
          (skipTransparent(property.value).type === AST_NODE_TYPES.Literal ||
            skipTransparent(property.value).type === AST_NODE_TYPES.TemplateLiteral),
      );
    if (!isAnnotations) {
      shape = true;
      shapeNode = expression;
      break;
    }
  }
  if (shapeNode) schemas.addZod(shapeNode);
  const declared = (shapeNode && zod.readObjectSchema(shapeNode)) || OPAQUE_OBJECT;
  if (!handler) {
    // A handler imported from another module, after a shape (or an object that may be one).
    if (shape !== false) flow.seedImportedHandler(args.at(-1), 0, flow.createSource("arguments", "MCP tool arguments", args.at(-1)!, declared));
    return;
  }
  const parameter = handler.params[0];
  if (!parameter) return;
  const takesArguments = shape ?? handlerTakesArguments(handler);
  if (!takesArguments) return;
  flow.seedPattern(parameter, flow.createSource("arguments", "MCP tool arguments", handler, declared));
}

/** Low-level MCP: `server.setRequestHandler(CallToolRequestSchema, (request) => request.params.arguments)`. */
function visitSetRequestHandler(call: TSESTree.CallExpression, flow: ToolDataFlow): void {
  const [schema, handlerArgument] = call.arguments;
  if (!schema || call.arguments.length !== 2) return;
  const schemaName = getDottedName(schema);
  if (schemaName !== "CallToolRequestSchema" && !schemaName?.endsWith(".CallToolRequestSchema")) return;
  const handler = resolveFunction(handlerArgument, flow) ?? wrappedHandler(handlerArgument, flow);
  const parameter = handler?.params[0];
  if (!handler || !parameter) {
    // `server.setRequestHandler(CallToolRequestSchema, handleCallTool)`, the handler imported.
    if (flow.isImportedName(handlerArgument)) flow.seedImportedHandler(handlerArgument, 0, flow.createSource("arguments", "MCP tool arguments", handlerArgument!), ["params", "arguments"]);
    return;
  }
  flow.seedPattern(parameter, flow.createSource("arguments", "MCP tool arguments", handler), ["params", "arguments"]);
}

const PARSE_METHODS: Readonly<Record<string, readonly string[]>> = {
  parse: [],
  parseAsync: [],
  safeParse: ["data"],
  safeParseAsync: ["data"],
};

/**
 * `Schema.parse(v)` / `await Schema.parseAsync(v)` / `Schema.safeParse(v).data` on a zod schema the
 * reader can read (in this file or another module): what the result holds, and where.
 */
function schemaValidation(call: TSESTree.CallExpression, zod: ZodReader): { shape: KnownShape; pending: readonly string[] } | null {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return null;
  const method = getStaticPropertyName(callee);
  const pending = method === null ? undefined : PARSE_METHODS[method];
  if (!pending) return null;
  const object = skipTransparent(callee.object);
  // `JSON.parse`, `path.parse`, `URL.parse` are not schemas: the object must read as a zod schema.
  if (object.type === AST_NODE_TYPES.ObjectExpression) return null;
  const shape = zod.read(object, 0);
  return shape ? { shape, pending } : null;
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

/** An object literal with a parameter schema's key (`inputSchema`, `parameters`, …). */
function hasSchemaKey(object: TSESTree.ObjectExpression): boolean {
  return DEFINITION_SCHEMA_KEYS.some((key) => hasProperty(object, key));
}

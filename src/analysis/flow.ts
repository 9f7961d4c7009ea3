/**
 * Following tool data from where it enters (a seed from `sources.ts`) to every expression that
 * reads it: `const`/`let` aliases, object and array destructuring (nested, renamed, with defaults,
 * rest), member chains (dotted, computed literal keys, optional chaining), `await`, `as`, `!`,
 * `satisfies`, `for…of` elements, array-method callbacks, `x.get("k")` and lodash `get`.
 *
 * The propagation is forward and runs once per file. Every expression that evaluates to tool data
 * is recorded with its {@link ToolValue}: the source and the field path from the source's root.
 * Two expressions with the same `key` read the same field of the same tool value.
 *
 * The flow never recurses: patterns and references are processed from an explicit work list, so a
 * 20,000-step alias chain costs 20,000 steps and no stack.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import {
  type Node,
  getDottedName,
  getStaticKeyValue,
  getStaticPropertyName,
  type FunctionNode,
  isFunction,
  isStaticCall,
  isTransparentWrapper,
  outermostWrapper,
  passesValueOn,
  pushChildren,
  skipTransparent,
  thisClassBody,
} from "./ast.js";
import { type Call, calleeFunctions, callSitesOf, callbackParameter, enclosingFunction, functionsPassedAt } from "./calls.js";
import { hides, replacingWrites } from "./reassign.js";
import type { NameResolver } from "./resolve.js";
import { isCheckedAbsolutePath, returnFormOf } from "./returns.js";
import { type KnownShape, shapeOf } from "./shape.js";

export type SourceKind = "arguments" | "reply";

export interface ToolSource {
  readonly id: number;
  readonly kind: SourceKind;
  /** Short human description, used in messages: "MCP tool arguments", "JSON-RPC reply". */
  readonly label: string;
  readonly node: Node;
  /** What the SDK validated before user code reads the value (a declared schema, a protocol). */
  readonly shape?: KnownShape;
  /**
   * The root is whatever a JSON text parsed to, or a value the user named as tool data: it may be
   * a primitive (`JSON.parse("5")`), where `"k" in x` throws but `x.k` is `undefined`. Roots an SDK
   * hands over (validated arguments, a protocol result) are objects.
   */
  readonly rootMayBePrimitive?: boolean;
  /**
   * The name of the tool the model asked for (`request.params.name`, `call.function.name`), read
   * next to its arguments. A string the SDK checked, but one the model chose: used as a key, it can
   * name an inherited property such as `constructor`. Only lookups read it.
   */
  readonly toolName?: true;
  /**
   * Only these fields of the root hold tool data; its other fields are the SDK's own bookkeeping
   * (an AI SDK UI tool part's `type`, `state`, `toolCallId`, `errorText`). The SDK writes each of
   * them on every part, an absent one as `undefined`: `"output" in part` is always true, so presence
   * is `part.output !== undefined`, and a truthiness test of one of them is a presence check.
   */
  readonly dataFields?: ReadonlySet<string>;
}

/** The fields that hold a tool call's arguments, next to its `name`. */
export const ARGUMENT_FIELDS: ReadonlySet<string> = new Set(["arguments", "input", "args"]);

export interface SourceRoot {
  readonly node: Node;
  readonly pending: readonly string[];
}

/** Who produced a tool value, for messages: the model (arguments), a tool (its reply), or a JSON-RPC peer. */
/** The label of JSON-RPC message sources. */
export const JSON_RPC_REPLY = "JSON-RPC reply";

/**
 * `reply.id` and `reply.jsonrpc` of a JSON-RPC message: bookkeeping that the caller's own request
 * chose (the id is echoed back), not a value the tool produced. Converting the id to find the
 * pending request launders no tool data.
 */
export function isEnvelopeBookkeeping(value: ToolValue): boolean {
  return (
    value.source.label === JSON_RPC_REPLY &&
    value.path.length === 1 &&
    (value.path[0] === "id" || value.path[0] === "jsonrpc")
  );
}

export function originOf(source: ToolSource): "the model" | "the tool" | "the peer" {
  if (source.kind === "arguments") return "the model";
  return source.label.includes("JSON-RPC") ? "the peer" : "the tool";
}

/** A tool-data value: a source and the field path from the source's root. */
export interface ToolValue {
  /** The expression this value was recorded for. */
  readonly node: Node;
  readonly source: ToolSource;
  readonly path: readonly string[];
  /** Identity of the value: equal keys read the same field of the same tool value. */
  readonly key: string;
  /**
   * The type of the expression around this one (`null` at the top), and whether that expression
   * hands the value on unchanged (`x!`, `x as T`, `await x`; the flow records it too, and checks
   * judge it instead). Both are read when the value is recorded, while its node is in the
   * processor's caches: the checks that run over every value of a file filter on them instead of
   * loading each node again, which was most of their time on files of many thousand lines.
   */
  readonly parentType: AST_NODE_TYPES | null;
  readonly passedOn: boolean;
}

/**
 * A taint is tool data at `path`, or (when `pending` is not empty) a container that holds tool data
 * further down: `request` in `setRequestHandler(CallToolRequestSchema, (request) => …)` holds the
 * arguments at `params.arguments`.
 */
export interface Taint {
  readonly source: ToolSource;
  readonly path: readonly string[];
  readonly pending: readonly string[];
}

/**
 * Segments the analysis makes up (not field names) start with this character, which no real field
 * name uses, so that `args["?"]` and a defaulted `args` never share a key.
 */
const SYNTHETIC = "\u0001";

/** Segment for "any element of an array" (`for…of`, `.map(item => …)`). */
export const ANY_ELEMENT = `${SYNTHETIC}[]`;

/** Segment for the rest object of an object pattern: `const { a, ...rest } = args`. */
export const REST = `${SYNTHETIC}...`;

/**
 * Segment for "this value, or a default": `const o = args.o ?? {}` binds `o` to `o?` of `args`.
 * It keeps the default apart from the raw field, which gates and presence checks must not confuse.
 */
export const DEFAULTED = `${SYNTHETIC}?`;

const KEY_SEPARATOR = "\u0000";

/** Segments that stay at a source's root as far as `ToolSource.dataFields` goes: an element, a rest object, a default. */
const ROOT_SEGMENTS: ReadonlySet<string> = new Set([ANY_ELEMENT, REST, DEFAULTED]);

/** Array methods whose first callback parameter is an element of the array. */
const ELEMENT_CALLBACK_METHODS = new Set([
  "every",
  "filter",
  "find",
  "findIndex",
  "findLast",
  "findLastIndex",
  "flatMap",
  "forEach",
  "map",
  "some",
]);

export function makeKey(source: ToolSource, path: readonly string[]): string {
  return path.length === 0 ? String(source.id) : `${source.id}${KEY_SEPARATOR}${path.join(KEY_SEPARATOR)}`;
}

/** `true` for segments the analysis made up: elements, rests, defaults, dynamic keys. */
export function isSyntheticSegment(segment: string): boolean {
  return segment.startsWith(SYNTHETIC);
}

/** The name of the field a value stands for: the last real segment of its path (`""` for a root). */
export function fieldNameOf(value: ToolValue): string {
  return value.path.findLast((segment) => !isSyntheticSegment(segment)) ?? "";
}

/** A segment for an element of an array pattern's rest: `const [first, ...others] = …`. */
export function arrayRestSegment(index: number): string {
  return `${SYNTHETIC}[...${index}]`;
}

/** A segment for a computed key that is not a literal, told apart by the key's source text. */
export function dynamicSegment(keyText: string): string {
  return `${SYNTHETIC}[${keyText}]`;
}

/** A segment made by {@link dynamicSegment} (`list[i]`): not an element met by iteration, nor an array rest. */
export function isDynamicSegment(segment: string): boolean {
  return segment.startsWith(`${SYNTHETIC}[`) && segment !== ANY_ELEMENT && !segment.startsWith(`${SYNTHETIC}[...`);
}

/** Human-readable field path for messages: `["result", "0", "text"]` → `result[0].text`. */
export function formatPath(path: readonly string[]): string {
  let text = "";
  for (const segment of path) {
    if (segment === DEFAULTED || segment === REST) continue;
    if (isSyntheticSegment(segment)) text += segment.slice(SYNTHETIC.length);
    else if (/^\d+$/u.test(segment)) text += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/u.test(segment)) text += text ? `.${segment}` : segment;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}

/**
 * Field paths are followed this many levels deep. A deeper field counts as its ancestor at this
 * depth (same key), so a 10,000-level member chain costs linear time and memory, not quadratic.
 */
export const MAX_PATH_DEPTH = 64;

function extendTaint(taint: Taint, segment: string): Taint | null {
  if (taint.pending.length === 0) {
    const fields = taint.source.dataFields;
    if (fields && !fields.has(segment) && !ROOT_SEGMENTS.has(segment) && taint.path.every((step) => ROOT_SEGMENTS.has(step))) {
      return null;
    }
    if (taint.path.length >= MAX_PATH_DEPTH) return taint;
    return { source: taint.source, path: [...taint.path, segment], pending: taint.pending };
  }
  const expected = taint.pending[0];
  const matches =
    expected === segment || (expected === ANY_ELEMENT && (/^\d+$/u.test(segment) || isSyntheticSegment(segment)));
  return matches ? { source: taint.source, path: taint.path, pending: taint.pending.slice(1) } : null;
}

/** Lodash bindings in the file: `_`/`lodash` namespaces and imported `get` functions. */
export interface LodashBindings {
  readonly namespaces: Set<TSESLint.Scope.Variable>;
  readonly getFunctions: Set<TSESLint.Scope.Variable>;
}

export interface SeedOptions {
  /** Taint the variable even when it is reassigned (used for sources recognised by how they are read). */
  readonly ignoreWrites?: boolean;
}

/**
 * A place where the flow stopped following tool data: handed to a call whose function the file does
 * not define (the project layer may still follow it into another module), spread into a call, or
 * stored into an object, an array or a property that the flow does not follow. Recorded for
 * `explain`; no check reads it.
 */
export interface LostTrack {
  /** The expression that held tool data when the flow stopped. */
  readonly node: Node;
  readonly kind: "call" | "spread" | "structure" | "reassigned";
  readonly taint: Taint;
  /** For `reassigned`: the write that may replace the tool's value before the read. */
  readonly write?: Node;
}

/** Tool data passed, as argument `index`, to a call of a function the file does not define. */
export interface OutgoingCall {
  readonly call: Call;
  readonly index: number;
  readonly taint: Taint;
}

/**
 * A handler imported from another module and registered here (`server.tool("search", shape,
 * handleSearch)`): its parameter `index` receives the source. The project layer seeds it there.
 */
export interface OutgoingHandler {
  readonly handler: TSESTree.Identifier;
  readonly index: number;
  readonly taint: Taint;
}

type WorkItem =
  | { readonly kind: "expression"; readonly node: Node; readonly taint: Taint }
  | { readonly kind: "pattern"; readonly node: Node; readonly taint: Taint; readonly boundary: Node };

/**
 * The forward flow of tool data through one file. Sources call the `seed*` methods, then
 * {@link ToolDataFlow.run} propagates everything to a fixed point.
 */
const AMBIGUOUS = Symbol("ambiguous");

/**
 * The file's names, for resolving an identifier without its scope. `local` holds, for each name
 * declared below the global scope, its variable when that is the only one of the name and its
 * scope spans the whole program (a module's top level), and `AMBIGUOUS` otherwise. A name missing
 * from `local` can only mean the global variable of that name, if any.
 */
interface NameIndex {
  readonly local: ReadonlyMap<string, TSESLint.Scope.Variable | typeof AMBIGUOUS>;
  readonly global: ReadonlyMap<string, TSESLint.Scope.Variable>;
}

/**
 * Names resolved by climbing from the identifier's scope before the file's names are indexed. The
 * index costs a pass over every variable of the file; the climb, a few scopes per name.
 */
export const NAME_INDEX_AFTER = 32;

function indexNames(scopeManager: TSESLint.Scope.ScopeManager | null | undefined): NameIndex | null {
  const scopes = scopeManager?.scopes;
  const globalScope = scopes?.[0];
  if (!scopes || globalScope?.type !== "global" || !(globalScope.set instanceof Map)) return null;
  const local = new Map<string, TSESLint.Scope.Variable | typeof AMBIGUOUS>();
  for (let index = 1; index < scopes.length; index++) {
    const scope = scopes[index]!;
    // A host whose scopes do not have ESLint's shape gets no index: names are resolved by the walk.
    if (!Array.isArray(scope.variables)) return null;
    const spansProgram = scope.block?.type === AST_NODE_TYPES.Program;
    for (const variable of scope.variables) {
      const name = variable.name;
      local.set(name, spansProgram && !local.has(name) ? variable : AMBIGUOUS);
    }
  }
  return { local, global: globalScope.set };
}

/** Tool data a function hands to one of its callback parameters (`handler(validated)`). */
interface CallbackCall {
  /** The call of the callback parameter, and the argument that carries the data. */
  readonly call: TSESTree.CallExpression;
  readonly argument: Node;
  /** The callback's position among the function's parameters, and the argument's among the call's. */
  readonly position: number;
  readonly index: number;
  readonly taint: Taint;
  /** Handed to every function the callers pass, since no call gave the function tool data. */
  everySite: boolean;
}

export class ToolDataFlow {
  private readonly values = new Map<Node, ToolValue>();
  /** The same values in the order they were recorded: the checks walk this, which allocates nothing. */
  private readonly valueList: ToolValue[] = [];
  private readonly byKey = new Map<string, Node[]>();
  private readonly taintedVariables = new Map<TSESLint.Scope.Variable, Taint>();
  private readonly mutatedKeys = new Set<string>();
  private readonly work: WorkItem[] = [];
  private nextSourceId = 0;
  private readonly roots = new Map<ToolSource, SourceRoot>();
  /** The functions each call can run, asked once per call. */
  private readonly callees = new Map<Call, readonly FunctionNode[]>();
  /**
   * What a call validates its first argument against (`Schema.parse(v)`: the schema's shape, and
   * `["data"]` for `safeParse`, whose result holds the value there); set by the scan, which reads schemas.
   */
  schemaValidation: ((call: TSESTree.CallExpression) => { readonly shape: KnownShape; readonly pending: readonly string[] } | null) | null = null;
  /** Tool data passed to calls of functions this file does not define, in the order met. */
  readonly outgoing: OutgoingCall[] = [];
  /**
   * The functions of other modules a call runs, each with the names of its own module; set where
   * cross-module reading is on. Their `return`s are read (see `returns.ts`) to follow the call's result.
   */
  importedCallees: ((call: Call) => ReadonlyArray<{ readonly fn: FunctionNode; readonly names: NameResolver }>) | null = null;
  /** Handlers imported from other modules that this file registers, in the order met. */
  readonly outgoingHandlers: OutgoingHandler[] = [];
  /** Where the flow stopped following tool data, in the order met (see {@link LostTrack}). */
  readonly lost: LostTrack[] = [];
  /** The fields of object literals each parameter already receives (see `bindContainer`). */
  private readonly containers = new Map<TSESLint.Scope.Variable, Set<string>>();
  /** The class fields already bound to tool data (see `bindThisField`), by field and taint. */
  private readonly thisFields = new Set<string>();
  /** The calls that hand tool data to each function of the file (see `callbackOf`). */
  private readonly dataSites = new Map<FunctionNode, Set<Call>>();
  /** The tool data each function hands to its callback parameters, by signature (see `callbackOf`). */
  private readonly callbackCalls = new Map<FunctionNode, Map<string, CallbackCall>>();
  /** The taints each function already returned to its callers. */
  private readonly returned = new Map<FunctionNode, Set<string>>();
  readonly sources: ToolSource[] = [];
  readonly lodash: LodashBindings = { namespaces: new Set(), getFunctions: new Set() };

  /** Built once more than `NAME_INDEX_AFTER` names were resolved; `null` when the host gives no scope manager to index. */
  private names: NameIndex | null | undefined = undefined;
  /** The names resolved by climbing scopes, before the index is built. */
  private namesWalked = 0;

  /** The tool-name source of each arguments source, made when the name is first read. */
  private readonly toolNames = new Map<ToolSource, ToolSource>();

  constructor(private readonly sourceCode: Readonly<TSESLint.SourceCode>) {}

  /** The source of the tool name read next to the arguments of `source`. */
  toolNameSource(source: ToolSource, node: Node): ToolSource {
    let name = this.toolNames.get(source);
    if (!name) {
      name = this.createSource(source.kind, "tool name", node, { type: "string" }, true, true);
      this.toolNames.set(source, name);
    }
    return name;
  }

  /** The `name` reads already seeded as tool names. */
  private readonly seededNames = new Set<Node>();

  /**
   * The tool's name beside its arguments: `call.function.name` next to
   * `JSON.parse(call.function.arguments)`, `block.name` next to `block.input`, or `name` in
   * `const { name, arguments: text } = call.function`.
   */
  seedToolNameBeside(argumentsNode: Node, source: ToolSource, depth = 0): void {
    const seed = (node: Node, pattern: boolean): void => {
      if (this.seededNames.has(node)) return;
      this.seededNames.add(node);
      if (pattern) this.seedPattern(node, this.toolNameSource(source, node));
      else this.seedExpression(node, this.toolNameSource(source, node));
    };
    if (argumentsNode.type === AST_NODE_TYPES.Identifier) {
      const definition = this.resolveVariable(argumentsNode)?.defs[0];
      if (definition?.type === "Parameter" && isFunction(definition.node) && depth < 2) {
        // `getForecast(call.function.arguments)`, where the helper parses its parameter: the name
        // sits beside the text at each call.
        const index = definition.node.params.indexOf(definition.name as TSESTree.Parameter);
        for (const site of index === -1 ? [] : callSitesOf(definition.node, this)) {
          const argument = site.arguments[index];
          if (argument && argument.type !== AST_NODE_TYPES.SpreadElement) this.seedToolNameBeside(skipTransparent(argument), source, depth + 1);
        }
        return;
      }
      const pattern = definition?.node.type === AST_NODE_TYPES.VariableDeclarator ? definition.node.id : null;
      if (pattern?.type !== AST_NODE_TYPES.ObjectPattern) return;
      for (const property of pattern.properties) {
        if (property.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === "name") seed(property.value, true);
      }
      return;
    }
    if (argumentsNode.type !== AST_NODE_TYPES.MemberExpression) return;
    const field = getStaticPropertyName(argumentsNode);
    const envelope = getDottedName(argumentsNode.object);
    let root: Node = skipTransparent(argumentsNode.object);
    while (root.type === AST_NODE_TYPES.MemberExpression) root = skipTransparent(root.object);
    if (field === null || !ARGUMENT_FIELDS.has(field) || envelope === null || root.type !== AST_NODE_TYPES.Identifier) return;
    const wanted = `${envelope}.name`;
    for (const reference of this.resolveVariable(root)?.references ?? []) {
      let chain: Node = reference.identifier;
      while (chain.parent?.type === AST_NODE_TYPES.MemberExpression && chain.parent.object === chain && !chain.parent.computed) {
        chain = chain.parent;
        if (getDottedName(chain) === wanted) {
          seed(chain, false);
          break;
        }
      }
    }
  }

  /**
   * One step into a taint; at a container of tool-call arguments (`request.params`, `call.function`),
   * `.name` is the tool's name, which becomes tool data of its own.
   */
  private step(taint: Taint, segment: string, node: Node): Taint | null {
    const next = extendTaint(taint, segment);
    if (next || segment !== "name" || taint.pending.length !== 1 || !ARGUMENT_FIELDS.has(taint.pending[0]!)) return next;
    return { source: this.toolNameSource(taint.source, node), path: [], pending: [] };
  }

  createSource(
    kind: SourceKind,
    label: string,
    node: Node,
    shape?: KnownShape,
    rootMayBePrimitive = false,
    toolName = false,
    dataFields?: ReadonlySet<string>,
  ): ToolSource {
    const source: ToolSource = {
      id: this.nextSourceId++,
      kind,
      label,
      node,
      ...(shape && { shape }),
      ...(rootMayBePrimitive && { rootMayBePrimitive }),
      ...(toolName && { toolName }),
      ...(dataFields && { dataFields }),
    };
    this.sources.push(source);
    return source;
  }

  /** `node` evaluates to the root of `source` (or to a container of it, with `pending`). */
  seedExpression(node: Node, source: ToolSource, pending: readonly string[] = []): void {
    this.rememberRoot(source, node, pending);
    this.work.push({ kind: "expression", node, taint: { source, path: [], pending } });
  }

  /** The binding pattern (a parameter, a declarator id) receives the root of `source`, or its field at `path`. */
  seedPattern(pattern: Node, source: ToolSource, pending: readonly string[] = [], path: readonly string[] = []): void {
    // A pattern that receives a field (`path`) of the source is not where its root enters.
    if (path.length === 0) this.rememberRoot(source, pattern, pending);
    const taint: Taint = { source, path, pending };
    // A container of tool data (`f({ a: args.a })` in another module) binds its fields on their own,
    // as a call within the file does: the parameter may also receive the whole of other tool data.
    if (pattern.type === AST_NODE_TYPES.Identifier && pending.length > 0) this.bindContainer(pattern, taint);
    else this.work.push({ kind: "pattern", node: pattern, taint, boundary: pattern });
  }

  /**
   * A registration's handler that is an imported name (`server.tool("search", shape, handleSearch)`):
   * the function's parameter `index` receives `source` in its own module, which the project layer
   * seeds. Returns `false` when the handler is no imported name.
   */
  seedImportedHandler(handler: Node | undefined, index: number, source: ToolSource, pending: readonly string[] = []): boolean {
    const name = handler && skipTransparent(handler);
    if (!this.isImportedName(name)) return false;
    this.rememberRoot(source, name, pending);
    this.outgoingHandlers.push({ handler: name, index, taint: { source, path: [], pending } });
    return true;
  }

  /** `true` when `node` is a name imported from another module. */
  isImportedName(node: Node | undefined): node is TSESTree.Identifier {
    const name = node && skipTransparent(node);
    return name?.type === AST_NODE_TYPES.Identifier && this.resolveVariable(name)?.defs[0]?.type === "ImportBinding";
  }

  seedVariable(variable: TSESLint.Scope.Variable, source: ToolSource, options: SeedOptions = {}): void {
    const name = variable.defs[0]?.name;
    if (name) this.rememberRoot(source, name, []);
    this.bindVariable(variable, { source, path: [], pending: [] }, null, options);
  }

  /**
   * Where the source's value first enters the program: the node whose value holds it after reading
   * `pending` (a handler's parameter, a parse call). Its TypeScript type is the source's own type.
   */
  rootOf(source: ToolSource): SourceRoot | undefined {
    return this.roots.get(source);
  }

  private rememberRoot(source: ToolSource, node: Node, pending: readonly string[]): void {
    if (!this.roots.has(source)) this.roots.set(source, { node, pending });
  }

  isTainted(variable: TSESLint.Scope.Variable): boolean {
    return this.taintedVariables.has(variable);
  }

  /** Propagates every seed. Safe to call again after more seeds. */
  run(): void {
    do {
      for (let item = this.work.pop(); item; item = this.work.pop()) {
        if (item.kind === "expression") this.processExpression(item.node, item.taint);
        else this.processPattern(item.node, item.taint, item.boundary);
      }
    } while (this.callbacksWithoutDataSites());
  }

  /**
   * Tool data a function hands its callback parameter although no call gave the function tool data
   * (it reached it through a closure, `function run(fn) { return fn(args); }`): every function its
   * callers pass there gets it, as for any call. Asked once the work list is empty, when every call
   * that could give the function tool data has been met. Returns whether it queued work.
   */
  private callbacksWithoutDataSites(): boolean {
    let queued = false;
    for (const [owner, calls] of this.callbackCalls) {
      if ((this.dataSites.get(owner)?.size ?? 0) > 0) continue;
      for (const entry of calls.values()) {
        if (entry.everySite) continue;
        entry.everySite = true;
        const callees = this.calleesOf(entry.call);
        if (callees.length === 0) this.lost.push({ node: entry.argument, kind: "call", taint: entry.taint });
        for (const fn of callees) this.bindParameter(fn, entry.index, entry.taint);
        queued = true;
      }
    }
    return queued;
  }

  /** The tool value that `node` evaluates to, or `undefined` when it is not (known) tool data. */
  valueOf(node: Node): ToolValue | undefined {
    return this.values.get(node);
  }

  /** Every expression that evaluates to the value with this key, in source order of discovery. */
  occurrencesOf(key: string): readonly Node[] {
    return this.byKey.get(key) ?? [];
  }

  /** Every recorded tool-data expression's value, in the order of discovery. */
  allValues(): readonly ToolValue[] {
    return this.valueList;
  }

  get size(): number {
    return this.values.size;
  }

  /** The variable an identifier (declaration or reference) stands for. */
  resolveVariable(identifier: TSESTree.Identifier): TSESLint.Scope.Variable | null {
    const name = identifier.name;
    // Most names asked about have one meaning in the whole file (`JSON`, an import, a top-level
    // table): answered from the index without reaching the identifier's scope, whose search
    // climbs the node's ancestors, most of them out of the processor's caches by now. The index
    // reads every variable of the file, so it is built only once a file has asked for more names
    // than that costs: most files ask for a handful, or none.
    if (this.names === undefined && ++this.namesWalked > NAME_INDEX_AFTER) this.names = indexNames(this.sourceCode.scopeManager);
    if (this.names) {
      const local = this.names.local.get(name);
      if (local === undefined) return this.names.global.get(name) ?? null;
      if (local !== AMBIGUOUS) return local;
    }
    // `getScope` already gives the innermost scope of the node. (`ASTUtils.findVariable` given a
    // node searches the child scopes again, which costs a pass over every function of a module
    // for each top-level identifier: quadratic in the file's size.)
    for (let scope: TSESLint.Scope.Scope | null = this.sourceCode.getScope(identifier); scope; scope = scope.upper) {
      const variable = scope.set.get(name);
      if (variable) return variable;
    }
    return null;
  }

  /** `true` when the program writes this field (`args.cursor = next`, `delete args.x`, `args.n++`). */
  isMutated(key: string): boolean {
    return this.mutatedKeys.has(key);
  }

  private record(node: Node, taint: Taint): void {
    if (this.values.has(node)) return;
    const parent = node.parent;
    const value: ToolValue = {
      node,
      source: taint.source,
      path: taint.path,
      key: makeKey(taint.source, taint.path),
      parentType: parent ? parent.type : null,
      passedOn: parent ? passesValueOn(parent) : false,
    };
    if (isWriteTarget(node) && !isSelfConversion(node)) this.mutatedKeys.add(value.key);
    this.values.set(node, value);
    this.valueList.push(value);
    const list = this.byKey.get(value.key);
    if (list) list.push(node);
    else this.byKey.set(value.key, [node]);
  }

  /** Climbs from an expression that evaluates to tainted data, recording and forwarding it. */
  private processExpression(start: Node, startTaint: Taint): void {
    let node = start;
    let taint = startTaint;
    // Each step moves to a strictly enclosing node, so this ends at the root at the latest.
    for (;;) {
      if (taint.pending.length === 0) {
        if (this.values.has(node)) return; // already followed from here
        this.record(node, taint);
      }
      const parent = node.parent;
      if (!parent) return;

      if (passesValueOn(parent)) {
        node = parent;
        continue;
      }

      switch (parent.type) {
        case AST_NODE_TYPES.MemberExpression: {
          if (parent.object !== node) return;
          const step = this.memberStep(parent, taint);
          if (!step) return;
          node = step.node;
          taint = step.taint;
          continue;
        }
        case AST_NODE_TYPES.CallExpression: {
          const step = this.callArgumentStep(parent, node, taint);
          if (!step) {
            this.passToCallees(parent, node, taint);
            return;
          }
          node = step.node;
          taint = step.taint;
          continue;
        }
        case AST_NODE_TYPES.NewExpression:
          this.passToCallees(parent, node, taint);
          return;
        case AST_NODE_TYPES.Property: {
          // `handleDrain({ force, dryRun })`: a field of an object literal handed to a function.
          const object = parent.parent;
          // A container of tool data (`handle({ request })`, where `request.params.arguments` is the
          // data) goes in too, nested at most a few levels: `g({ a: params })` inside a function that
          // got `{ a: … }` would otherwise nest the container again at every call, without end.
          if (taint.pending.length >= MAX_PENDING) return;
          if (parent.value !== node || parent.kind !== "init" || object?.type !== AST_NODE_TYPES.ObjectExpression) return;
          const key = getStaticPropertyName(parent);
          const argument = outermostWrapper(object);
          const call = argument.parent;
          const held: Taint | null = key === null ? null : { source: taint.source, path: taint.path, pending: [key, ...taint.pending] };
          if (held && (call?.type === AST_NODE_TYPES.CallExpression || call?.type === AST_NODE_TYPES.NewExpression)) {
            this.passToCallees(call, argument, held);
            return;
          }
          // `const options = { limit: args.limit }`, `return { limit: args.limit }`: the object holds
          // the value under its key, and each read of that key is the value.
          if (held && call?.type === AST_NODE_TYPES.VariableDeclarator && call.init === argument && call.id.type === AST_NODE_TYPES.Identifier && this.isConstant(call)) {
            this.bindContainer(call.id, held);
            return;
          }
          if (held && (call?.type === AST_NODE_TYPES.ReturnStatement || (call?.type === AST_NODE_TYPES.ArrowFunctionExpression && call.body === argument))) {
            const fn = call.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(call) : call;
            if (fn) this.returnToCallers(fn, held);
            return;
          }
          this.lost.push({ node, kind: "structure", taint });
          return;
        }
        case AST_NODE_TYPES.SpreadElement:
          this.lost.push({ node, kind: parent.parent.type === AST_NODE_TYPES.CallExpression || parent.parent.type === AST_NODE_TYPES.NewExpression ? "spread" : "structure", taint });
          return;
        case AST_NODE_TYPES.ArrayExpression:
          this.lost.push({ node, kind: "structure", taint });
          return;
        case AST_NODE_TYPES.ReturnStatement: {
          const fn = enclosingFunction(parent);
          // `if (path.isAbsolute(p)) return p;`: an absolute path string, not the tool's value as sent.
          const variable = node.type === AST_NODE_TYPES.Identifier ? this.resolveVariable(node) : null;
          if (variable && isCheckedAbsolutePath(node, variable, this)) return;
          if (fn) this.returnToCallers(fn, taint);
          return;
        }
        case AST_NODE_TYPES.ArrowFunctionExpression:
          if (parent.body === node) this.returnToCallers(parent, taint);
          return;
        case AST_NODE_TYPES.VariableDeclarator:
          if (parent.init === node) this.queuePattern(parent.id, taint, parent.id);
          return;
        case AST_NODE_TYPES.AssignmentExpression:
          if (parent.right === node && parent.operator === "=") this.queuePattern(parent.left, taint, parent.left);
          return;
        case AST_NODE_TYPES.ForOfStatement: {
          if (parent.right !== node) return;
          const element = extendTaint(taint, ANY_ELEMENT);
          const left = parent.left.type === AST_NODE_TYPES.VariableDeclaration ? parent.left.declarations[0]?.id : parent.left;
          if (element && left) this.queuePattern(left, element, left);
          return;
        }
        case AST_NODE_TYPES.LogicalExpression:
        case AST_NODE_TYPES.ConditionalExpression: {
          // `aiMsg.tool_calls ?? []`, `args.options || {}`: an empty container stands for "missing",
          // so the expression still reads the same data (`for (const c of x ?? [])`).
          if (
            parent.type === AST_NODE_TYPES.LogicalExpression &&
            parent.left === node &&
            parent.operator !== "&&" &&
            isEmptyContainer(parent.right)
          ) {
            node = parent;
            continue;
          }
          // `const opts = args.options ?? {}` and `const x = c ? args.x : null` alias tool data,
          // but the combined expression is not itself a read of the field: forward it only to a binding.
          if (parent.type === AST_NODE_TYPES.ConditionalExpression && parent.test === node) return;
          if (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator === "&&" && parent.left === node) {
            return;
          }
          const binding = bindingTargetOf(parent);
          const defaulted = taint.pending.length === 0 ? extendTaint(taint, DEFAULTED) : taint;
          if (binding && defaulted) this.queuePattern(binding, defaulted, binding);
          return;
        }
        default:
          return;
      }
    }
  }

  /** `x.k`, `x["k"]`, `x[0]`, `x.get("k")`, and array callbacks `x.map(item => …)`. */
  private memberStep(member: TSESTree.MemberExpression, taint: Taint): { node: Node; taint: Taint } | null {
    const name = getStaticPropertyName(member);
    const call = member.parent;
    const isCallee =
      call.type === AST_NODE_TYPES.CallExpression && skipTransparent(call.callee) === member && !member.computed;
    // A container whose next step is "any element" (`response.functionCalls.forEach(…)`) is an array.
    const elementsPending = taint.pending[0] === ANY_ELEMENT;
    if (isCallee && elementsPending && name !== null && ELEMENT_CALLBACK_METHODS.has(name)) {
      const callback = call.arguments[0];
      const element = extendTaint(taint, ANY_ELEMENT);
      if (callback && isFunction(callback) && callback.params[0] && element) {
        this.queuePattern(callback.params[0], element, callback.params[0]);
      }
      return null;
    }
    if (isCallee && taint.pending.length === 0) {
      // Methods on tool data: only `get` (a keyed read) and element callbacks are followed.
      if (name === "get" && call.arguments.length === 1) {
        const argument = call.arguments[0];
        if (!argument || argument.type === AST_NODE_TYPES.SpreadElement) return null;
        const segment = getStaticKeyValue(argument) ?? this.dynamicSegment(argument);
        const next = extendTaint(taint, segment);
        return next ? { node: call, taint: next } : null;
      }
      if (name === "then") {
        // `client.callTool(…).then((reply) => …)`: the callback receives the resolved value.
        const callback = call.arguments[0];
        if (callback && isFunction(callback) && callback.params[0]) {
          this.queuePattern(callback.params[0], taint, callback.params[0]);
        }
        return null;
      }
      if (name !== null && ELEMENT_CALLBACK_METHODS.has(name)) {
        const callback = call.arguments[0];
        const element = extendTaint(taint, ANY_ELEMENT);
        if (callback && isFunction(callback) && callback.params[0] && element) {
          this.queuePattern(callback.params[0], element, callback.params[0]);
        }
      }
      return null;
    }
    if (isCallee) return null;
    // `args.items.length` is the array's (or string's) length, a number the program computes.
    if (name === "length" && !member.computed) return null;
    // `id.includes && id.includes(".")` on a validated string: a method of the string, not a field.
    if (name !== null && !member.computed && taint.pending.length === 0 && isPrototypeMember(name, shapeOf(taint))) return null;
    const segment = name ?? this.dynamicSegment(member.property);
    const next = this.step(taint, segment, member);
    return next ? { node: member, taint: next } : null;
  }

  /** Tool data passed to a call: `JSON.parse(v)` and lodash `get(v, "k")` keep it; others end it. */
  private callArgumentStep(
    call: TSESTree.CallExpression,
    argument: Node,
    taint: Taint,
  ): { node: Node; taint: Taint } | null {
    if (taint.pending.length > 0 || call.arguments[0] !== argument) return null;
    const validated = this.schemaValidation?.(call);
    if (validated) {
      // `Schema.parse(args)`: the result is the tool data, validated against the schema.
      const derived = this.createSource(taint.source.kind, `${taint.source.label} validated by a schema`, call, validated.shape);
      return { node: call, taint: { source: derived, path: [], pending: validated.pending } };
    }
    if (isStaticCall(call, "JSON", "parse")) {
      // Parsing a tool value (a reply's text content, say) gives tool data of the same kind.
      const derived = this.createSource(taint.source.kind, `parsed ${taint.source.label}`, call, undefined, true);
      return { node: call, taint: { source: derived, path: [], pending: [] } };
    }
    if (call.arguments.length === 2 && this.isLodashGet(call.callee)) {
      const keyNode = call.arguments[1];
      if (!keyNode || keyNode.type === AST_NODE_TYPES.SpreadElement) return null;
      const key = getStaticKeyValue(keyNode);
      let next: Taint | null = taint;
      const segments = key !== null && !/[[\]]/u.test(key) ? key.split(".") : [this.dynamicSegment(keyNode)];
      for (const segment of segments) {
        next = next && extendTaint(next, segment);
      }
      return next ? { node: call, taint: next } : null;
    }
    return null;
  }

  /**
   * Tool data passed to a function the file defines: the parameter in its position receives it,
   * with the same source (so the same evidence) and path. One summary per parameter, whatever
   * the call site: a parameter that receives tool data anywhere holds tool data. (A callback
   * parameter is the exception: see `callbackOf`.)
   */
  private passToCallees(call: Call, argument: Node, taint: Taint): void {
    const index = (call.arguments as readonly Node[]).indexOf(argument);
    if (index === -1) return;
    const callback = this.callbackOf(call, taint);
    if (callback && call.type === AST_NODE_TYPES.CallExpression) {
      this.callCallback(callback.owner, callback.index, { call, argument, index, taint });
      return;
    }
    const callees = this.calleesOf(call);
    if (callees.length === 0) {
      // Perhaps a function of another module: the project layer reads these.
      const callee = skipTransparent(call.callee);
      if (callee.type === AST_NODE_TYPES.Identifier || callee.type === AST_NODE_TYPES.MemberExpression) {
        this.outgoing.push({ call, index, taint });
      }
      if (!this.returnFromImported(call, index, taint)) this.lost.push({ node: argument, kind: "call", taint });
      return;
    }
    for (const fn of callees) {
      this.noteDataSite(fn, call);
      this.bindParameter(fn, index, taint);
    }
  }

  private bindParameter(fn: FunctionNode, index: number, taint: Taint): void {
    const param = fn.params[index];
    if (!param || param.type === AST_NODE_TYPES.RestElement) return;
    if (param.type === AST_NODE_TYPES.Identifier && taint.pending.length > 0) this.bindContainer(param, taint);
    else this.queuePattern(param, taint, param);
  }

  /**
   * A call of a parameter (`handler(validated)` in `function handleRequest(method, params, handler)`)
   * that passes on tool data which entered from outside the function: the data came in at some call
   * sites, so only the functions passed at those sites receive it. A wrapper that serves the tool
   * call and a prompt request alike hands the tool's data to the tool's callback only.
   */
  private callbackOf(call: Call, taint: Taint): { owner: FunctionNode; index: number } | null {
    const callee = skipTransparent(call.callee);
    if (call.type !== AST_NODE_TYPES.CallExpression || callee.type !== AST_NODE_TYPES.Identifier) return null;
    const parameter = callbackParameter(callee, this);
    if (!parameter) return null;
    const root = taint.source.node;
    const inside = parameter.owner.range[0] <= root.range[0] && root.range[1] <= parameter.owner.range[1];
    return inside ? null : parameter;
  }

  /** Tool data handed to the callback in `position` of `owner`: now, and at each later data site. */
  private callCallback(owner: FunctionNode, position: number, handed: Omit<CallbackCall, "position" | "everySite">): void {
    const { index, taint } = handed;
    const signature = `${position}${KEY_SEPARATOR}${index}${KEY_SEPARATOR}${makeKey(taint.source, taint.path)}${KEY_SEPARATOR}${taint.pending.join(KEY_SEPARATOR)}`;
    let calls = this.callbackCalls.get(owner);
    if (!calls) this.callbackCalls.set(owner, (calls = new Map()));
    if (calls.has(signature)) return;
    const entry: CallbackCall = { ...handed, position, everySite: false };
    calls.set(signature, entry);
    for (const site of this.dataSites.get(owner) ?? []) this.passToCallback(site, entry);
  }

  /** `call` hands tool data to `fn`: the callbacks `fn` already calls with tool data get the ones passed here. */
  private noteDataSite(fn: FunctionNode, call: Call): void {
    let sites = this.dataSites.get(fn);
    if (!sites) this.dataSites.set(fn, (sites = new Set()));
    if (sites.has(call)) return;
    sites.add(call);
    for (const entry of this.callbackCalls.get(fn)?.values() ?? []) this.passToCallback(call, entry);
  }

  /**
   * The function passed at `site` in the callback's position gets the data; a callback parameter
   * of the function around the site passed on (`outer(x, cb) { return inner(x, cb); }`) hands it
   * on to the functions that function's own data sites pass.
   */
  private passToCallback(site: Call, entry: CallbackCall): void {
    const argument = site.arguments[entry.position];
    const passed = argument && argument.type !== AST_NODE_TYPES.SpreadElement ? skipTransparent(argument) : null;
    const outer = passed?.type === AST_NODE_TYPES.Identifier ? callbackParameter(passed, this) : null;
    if (outer) {
      this.callCallback(outer.owner, outer.index, { call: entry.call, argument: entry.argument, index: entry.index, taint: entry.taint });
      return;
    }
    const functions = functionsPassedAt(site, entry.position, this);
    if (functions.length === 0) this.lost.push({ node: entry.argument, kind: "call", taint: entry.taint });
    for (const fn of functions) this.bindParameter(fn, entry.index, entry.taint);
  }


  /** A `const` declarator, whose binding holds its initial value for good (its fields may still be written). */
  private isConstant(declarator: TSESTree.VariableDeclarator): boolean {
    return declarator.parent?.type === AST_NODE_TYPES.VariableDeclaration && declarator.parent.kind === "const";
  }

  /**
   * A parameter that receives an object literal holding tool data in some fields
   * (`handleDrain({ force, dryRun })`): each field is followed on its own from the parameter's reads,
   * since one parameter holds several.
   */
  private bindContainer(param: TSESTree.Identifier, taint: Taint): void {
    const variable = this.resolveVariable(param);
    if (!variable) return;
    const signature = `${makeKey(taint.source, taint.path)}${KEY_SEPARATOR}${taint.pending.join(KEY_SEPARATOR)}`;
    let bound = this.containers.get(variable);
    if (!bound) this.containers.set(variable, (bound = new Set()));
    if (bound.has(signature)) return;
    bound.add(signature);
    for (const reference of variable.references) {
      if (reference.isRead()) this.work.push({ kind: "expression", node: reference.identifier, taint });
    }
  }

  /**
   * A function of another module that gives back what it received (`return JSON.parse(raw)`,
   * `return input.args`): the call evaluates to that data, parsed or not. Returns whether it does.
   */
  private returnFromImported(call: Call, index: number, taint: Taint): boolean {
    if (call.type !== AST_NODE_TYPES.CallExpression || !this.importedCallees) return false;
    for (const { fn, names } of this.importedCallees(call)) {
      const form = returnFormOf(fn, index, names);
      // A container of tool data (`request.params`) given back is still that container; only a
      // value itself can be parsed.
      if (form?.kind === "parsed" && taint.pending.length === 0) {
        const derived = this.createSource(taint.source.kind, `parsed ${taint.source.label}`, call, undefined, true);
        this.work.push({ kind: "expression", node: call, taint: { source: derived, path: [], pending: [] } });
        return true;
      }
      if (form?.kind === "same") {
        let next: Taint | null = taint;
        for (const segment of form.path) next = next && extendTaint(next, segment);
        if (next) this.work.push({ kind: "expression", node: call, taint: next });
        return next !== null;
      }
    }
    return false;
  }

  /** A function that returns tool data: each call of it evaluates to that data. */
  private returnToCallers(fn: FunctionNode, taint: Taint): void {
    const signature = `${makeKey(taint.source, taint.path)}${KEY_SEPARATOR}${taint.pending.join(KEY_SEPARATOR)}`;
    let returned = this.returned.get(fn);
    if (!returned) this.returned.set(fn, (returned = new Set()));
    if (returned.has(signature)) return;
    returned.add(signature);
    for (const site of callSitesOf(fn, this)) {
      if (site.type === AST_NODE_TYPES.CallExpression) this.work.push({ kind: "expression", node: site, taint });
    }
  }

  private calleesOf(call: Call): readonly FunctionNode[] {
    let functions = this.callees.get(call);
    if (!functions) this.callees.set(call, (functions = calleeFunctions(call, this)));
    return functions;
  }

  isLodashGet(calleeNode: Node): boolean {
    const callee = skipTransparent(calleeNode);
    if (callee.type === AST_NODE_TYPES.Identifier) {
      if (this.lodash.getFunctions.size === 0) return false;
      const variable = this.resolveVariable(callee);
      return variable !== null && this.lodash.getFunctions.has(variable);
    }
    if (callee.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(callee) === "get") {
      const object = skipTransparent(callee.object);
      if (object.type !== AST_NODE_TYPES.Identifier || this.lodash.namespaces.size === 0) return false;
      const variable = this.resolveVariable(object);
      return variable !== null && this.lodash.namespaces.has(variable);
    }
    return false;
  }

  /** A path segment for a computed key that is not a literal: distinct per key expression text. */
  private dynamicSegment(keyNode: Node): string {
    return dynamicSegment(this.sourceCode.getText(keyNode));
  }

  private queuePattern(pattern: Node, taint: Taint, boundary: Node): void {
    this.work.push({ kind: "pattern", node: pattern, taint, boundary });
  }

  private processPattern(start: Node, startTaint: Taint, boundary: Node): void {
    const stack: Array<[Node, Taint]> = [[start, startTaint]];
    for (let entry = stack.pop(); entry; entry = stack.pop()) {
      const [pattern, taint] = entry;
      switch (pattern.type) {
        case AST_NODE_TYPES.Identifier: {
          const variable = this.resolveVariable(pattern);
          if (variable) this.bindVariable(variable, taint, boundary);
          break;
        }
        case AST_NODE_TYPES.ObjectPattern:
          for (const property of pattern.properties) {
            if (property.type === AST_NODE_TYPES.RestElement) {
              // The rest object is a new object (never falsy), holding the remaining fields.
              const rest = extendTaint(taint, REST);
              if (rest) stack.push([property.argument, rest]);
              continue;
            }
            const key = getStaticPropertyName(property) ?? this.dynamicSegment(property.key);
            const next = this.step(taint, key, property);
            if (next) stack.push([property.value, next]);
          }
          break;
        case AST_NODE_TYPES.ArrayPattern:
          pattern.elements.forEach((element, index) => {
            if (!element) return;
            if (element.type === AST_NODE_TYPES.RestElement) {
              const next = extendTaint(taint, arrayRestSegment(index));
              if (next) stack.push([element.argument, next]);
              return;
            }
            const next = extendTaint(taint, String(index));
            if (next) stack.push([element, next]);
          });
          break;
        case AST_NODE_TYPES.AssignmentPattern: {
          // `{ limit = 10 }`: the binding holds the field or the default, never the raw field alone.
          const defaulted = taint.pending.length === 0 ? extendTaint(taint, DEFAULTED) : taint;
          if (defaulted) stack.push([pattern.left, defaulted]);
          break;
        }
        case AST_NODE_TYPES.RestElement:
          stack.push([pattern.argument, taint]);
          break;
        case AST_NODE_TYPES.TSParameterProperty: {
          stack.push([pattern.parameter, taint]);
          // `constructor(private readonly args: Args)`: `this.args` in the other methods too.
          const name = pattern.parameter.type === AST_NODE_TYPES.Identifier ? pattern.parameter.name : null;
          const body = pattern.parent?.parent?.parent;
          if (name !== null && body?.type === AST_NODE_TYPES.ClassBody) this.bindFieldReads(body, name, taint, 1);
          break;
        }
        case AST_NODE_TYPES.MemberExpression:
          // `this.args = args`: the field's reads in the class's other methods hold it; anything
          // else stored into a property is not followed.
          if (!this.bindThisField(pattern, taint)) this.lost.push({ node: pattern, kind: "structure", taint });
          break;
        default:
          // Anything else: not followed.
          break;
      }
    }
  }

  /**
   * `this.args = args` in a class: every read of `this.args` in the class's methods (not static
   * ones, nor a `function` of their own) may hold the tool data. A field the class also writes with
   * program data (an initial `{}`, a command-line flag) is tool data all the same, as a parameter
   * that receives tool data at one call site is. Returns whether the field was followed.
   */
  private bindThisField(target: TSESTree.MemberExpression, taint: Taint): boolean {
    if (target.computed || skipTransparent(target.object).type !== AST_NODE_TYPES.ThisExpression) return false;
    const field = getStaticPropertyName(target);
    const body = thisClassBody(target);
    return field !== null && body !== null && this.bindFieldReads(body, field, taint, 0);
  }

  /**
   * The reads of `this.<field>` in a class body hold `taint`, when the field is written at all here:
   * by the assignment that brought the taint, or by a constructor's parameter property (`writes`
   * is 1 then).
   */
  private bindFieldReads(body: TSESTree.ClassBody, field: string, taint: Taint, writesBefore: number): boolean {
    const reads: TSESTree.MemberExpression[] = [];
    let writes = writesBefore;
    const stack: Node[] = [body];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && getStaticPropertyName(node) === field &&
        skipTransparent(node.object).type === AST_NODE_TYPES.ThisExpression && thisClassBody(node) === body) {
        if (isWriteTarget(node)) {
          writes++;
          // `this.verbose = this.verbose === true`, `this.args = Schema.parse(this.args)`: the class
          // normalises the field itself, so a read does not hold the raw tool data.
          if (normalisesItself(node, field, this.sourceCode.visitorKeys)) return false;
        } else reads.push(node);
      }
      if (node.type === AST_NODE_TYPES.PropertyDefinition && !node.static && getStaticPropertyName(node) === field && node.value) writes++;
      pushChildren(node, this.sourceCode.visitorKeys, stack);
    }
    if (writes < 1) return false;
    const signature = `${field}${KEY_SEPARATOR}${makeKey(taint.source, taint.path)}${KEY_SEPARATOR}${taint.pending.join(KEY_SEPARATOR)}`;
    if (this.thisFields.has(signature)) return true;
    this.thisFields.add(signature);
    for (const read of reads) this.work.push({ kind: "expression", node: read, taint });
    return true;
  }

  private bindVariable(
    variable: TSESLint.Scope.Variable,
    taint: Taint,
    boundary: Node | null,
    options: SeedOptions = {},
  ): void {
    if (this.taintedVariables.has(variable)) return;
    let writes: TSESLint.Scope.Reference[] | null = null;
    if (!options.ignoreWrites) {
      for (const reference of variable.references) {
        if (!reference.isWrite()) continue;
        const target = reference.identifier;
        if (boundary && boundary.range[0] <= target.range[0] && target.range[1] <= boundary.range[1]) continue;
        if (reference.init && boundary === null) continue;
        if (isSelfDefault(reference) || isEmptyContainerWrite(reference)) continue;
        (writes ??= []).push(reference);
      }
    }
    // Written again (`value = JSON.parse(value)`, `value = 30`): a read sees the tool's value
    // unless a write that replaces it may reach the read.
    const replacing = writes ? replacingWrites(variable, writes) : [];
    // Which write a read may see is asked pair by pair: past a bound (thousands of writes and
    // reads of one variable), stay quiet about the whole variable, as for an unknown value.
    let hidden = false;
    if (replacing.length > 0 && replacing.length * variable.references.length > MAX_WRITE_READ_PAIRS) {
      const read = variable.references.find((reference) => reference.isRead());
      if (read) this.lost.push({ node: read.identifier, kind: "reassigned", taint, write: replacing[0]!.target });
      return;
    }
    this.taintedVariables.set(variable, taint);
    for (const reference of variable.references) {
      if (!reference.isRead()) continue;
      const write = replacing.find((candidate) => hides(candidate, reference.identifier));
      if (!write) {
        this.work.push({ kind: "expression", node: reference.identifier, taint });
      } else if (!hidden) {
        // The first read that may see another value: where `explain` says the tracking stopped.
        hidden = true;
        this.lost.push({ node: reference.identifier, kind: "reassigned", taint, write: write.target });
      }
    }
  }
}

/**
 * How many fields deep a container of tool data is followed when it is handed on inside an object
 * literal (`handle({ request })` holds the arguments at `request.params.arguments`: three).
 */
const MAX_PENDING = 4;

/** The most write-and-read pairs of one variable that the flow weighs (see `bindVariable`). */
const MAX_WRITE_READ_PAIRS = 20_000;

/**
 * `args.timeout = args.timeout / 1000`, `args.n *= 60`: the field is written with its own value
 * converted (units, a scale), so it still holds what the tool sent, not program state.
 */
function isSelfConversion(node: Node): boolean {
  const parent = node.parent;
  if (parent?.type !== AST_NODE_TYPES.AssignmentExpression || parent.left !== node) return false;
  const target = getDottedName(node);
  if (target === null) return false;
  if (["*=", "/="].includes(parent.operator)) return isNumberLiteral(parent.right);
  if (parent.operator !== "=") return false;
  const right = skipTransparent(parent.right);
  if (right.type !== AST_NODE_TYPES.BinaryExpression || (right.operator !== "*" && right.operator !== "/")) return false;
  return getDottedName(right.left) === target && isNumberLiteral(right.right);
}

function isNumberLiteral(node: Node): boolean {
  const expression = skipTransparent(node);
  return expression.type === AST_NODE_TYPES.Literal && typeof expression.value === "number";
}

/** `x.k = v`, `x.k += v`, `x.k++`, `delete x.k`, `[x.k] = v`: the expression is written, not read. */
export function isWriteTarget(node: Node): boolean {
  let current = node;
  while (current.parent && isTransparentWrapper(current.parent)) current = current.parent;
  const parent = current.parent;
  if (!parent) return false;
  switch (parent.type) {
    case AST_NODE_TYPES.AssignmentExpression:
      return parent.left === current;
    case AST_NODE_TYPES.UpdateExpression:
      return true;
    case AST_NODE_TYPES.UnaryExpression:
      return parent.operator === "delete";
    case AST_NODE_TYPES.ArrayPattern:
    case AST_NODE_TYPES.RestElement:
      return true;
    case AST_NODE_TYPES.Property:
      return parent.value === current && parent.parent.type === AST_NODE_TYPES.ObjectPattern;
    case AST_NODE_TYPES.AssignmentPattern:
      return parent.left === current;
    default:
      return false;
  }
}

function isEmptyContainer(node: Node): boolean {
  const value = skipTransparent(node);
  return (
    (value.type === AST_NODE_TYPES.ObjectExpression && value.properties.length === 0) ||
    (value.type === AST_NODE_TYPES.ArrayExpression && value.elements.length === 0)
  );
}

/**
 * `args = {}` / `args = []`: an empty fallback, as in
 * `let args; try { args = JSON.parse(call.function.arguments); } catch { args = {}; }`.
 */
function isEmptyContainerWrite(reference: TSESLint.Scope.Reference): boolean {
  return reference.writeExpr != null && isEmptyContainer(reference.writeExpr);
}

/** `args = args ?? {}`, `args ||= {}`, `args ??= {}`: a default that keeps the same value. */
function isSelfDefault(reference: TSESLint.Scope.Reference): boolean {
  const target = reference.identifier;
  const assignment = target.parent;
  if (assignment?.type !== AST_NODE_TYPES.AssignmentExpression || assignment.left !== target) return false;
  if (assignment.operator === "??=" || assignment.operator === "||=") return true;
  if (assignment.operator !== "=") return false;
  const right = skipTransparent(assignment.right);
  return (
    right.type === AST_NODE_TYPES.LogicalExpression &&
    right.operator !== "&&" &&
    skipTransparent(right.left).type === AST_NODE_TYPES.Identifier &&
    (skipTransparent(right.left) as TSESTree.Identifier).name === target.name
  );
}

/**
 * The binding that receives the value of a `??` / `||` / `?:` expression, looking through
 * nested combinations and wrappers: `const o = (args.o ?? {}) as Opts` → `o`.
 */
function bindingTargetOf(expression: Node): Node | null {
  let node: Node = expression;
  for (;;) {
    const parent = node.parent;
    if (!parent) return null;
    if (passesValueOn(parent)) {
      node = parent;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator !== "&&") {
      node = parent;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.ConditionalExpression && parent.test !== node) {
      node = parent;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === node) return parent.id;
    if (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.right === node && parent.operator === "=") {
      return parent.left;
    }
    return null;
  }
}

/** A method of what a value of this shape is: `includes` of a string, `map` of an array. */
function isPrototypeMember(name: string, shape: KnownShape | undefined): boolean {
  if (shape?.type === "string") return name in String.prototype;
  if (shape?.type === "array") return name in Array.prototype;
  return false;
}

/** `this.x = f(this.x)`: a write of a field whose new value is made from the field itself. */
function normalisesItself(target: TSESTree.MemberExpression, field: string, keys: Parameters<typeof pushChildren>[1]): boolean {
  const assignment = target.parent;
  if (assignment?.type !== AST_NODE_TYPES.AssignmentExpression || assignment.left !== target) return false;
  const stack: Node[] = [assignment.right];
  for (let node = stack.pop(), visited = 0; node && visited < 200; node = stack.pop(), visited++) {
    if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && getStaticPropertyName(node) === field && skipTransparent(node.object).type === AST_NODE_TYPES.ThisExpression) return true;
    pushChildren(node, keys, stack);
  }
  return false;
}

/**
 * The one shared analysis of a file. Whichever rule asks first builds it; every other rule of the
 * plugin gets the same object for the same file. A file without tool-data sources costs a text
 * test and nothing more.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type FunctionNode, type Node, declaredParameterType, getDottedName, isFunction, skipTransparent } from "./ast.js";
import { type Coercion, findCoercions } from "./coercion.js";
import { type Contract, type ContractContext, contractOf } from "./contract.js";
import { ControlIndex } from "./control.js";
import { calleeFunctions, callSitesOf } from "./calls.js";
import type { NameResolver } from "./resolve.js";
import { ToolDataFlow, type ToolSource, type ToolValue } from "./flow.js";
import { type Facts, GateIndex } from "./gates.js";
import { type LossyDefault, findLossyDefaults } from "./defaults.js";
import { type LostPlace, lostPlaces, unparsedArguments } from "./lost.js";
import { type Lookup, findLookups } from "./lookup.js";
import { type PresenceCheck, findPresenceChecks } from "./presence.js";
import { type ToolContractSettings, readSettings } from "./settings.js";
import { type ParamProblem, findParamProblems } from "./param-types.js";
import { isAbsolute } from "node:path";

import { type AjvEvidenceContext, ajvEvidence, findCoercingAjv, instanceReferences, mayCreateCoercingAjv } from "./ajv.js";

import { contractContextFor, importedValue } from "./project/context.js";
import { type AjvUse, type IncomingSeed, type ProjectIndex, type SchemaSeed, calledFunctions, isUnder, projectIndex, viewFor } from "./project/incoming.js";
import {
  NO_SOURCES,
  type ProjectView,
  type SourceCollector,
  type SourceScan,
  collectSources,
  mayHaveSources,
  scanSources,
} from "./sources.js";
import { type TruthyUse, findTruthyUses } from "./truthiness.js";
import { attachTypedShape } from "./shape.js";
import { type TypeInfo, getTypeInfo } from "./types.js";

export interface ToolDataAnalysis {
  readonly settings: ToolContractSettings;
  /** `false` when the file's text rules tool data out: rules return `{}` at once. */
  readonly mayHaveSources: boolean;
  /** `false` for files without tool data (known once the file has been scanned). */
  readonly hasSources: boolean;
  /** Listeners that feed the scan during ESLint's traversal; spread them into a rule's listeners. */
  listeners(): TSESLint.RuleListener;
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  /** TypeScript's types, when the file is linted with type information; `null` otherwise. */
  readonly types: TypeInfo | null;
  /** The tool value an expression evaluates to, if any. */
  valueOf(node: Node): ToolValue | undefined;
  /** Every expression that reads the value with this key. */
  occurrencesOf(key: string): readonly Node[];
  /** The value of every tool-data expression of the file (`value.node`), in the order of discovery. */
  values(): readonly ToolValue[];
  /** What dominating gates prove about `value` at `node`. */
  factsAt(node: Node, value: ToolValue): Facts;
  /** Where tool data enters the file (and where a schema check or a parse derives new tool data), in the order found. */
  sources(): readonly ToolSource[];
  /**
   * The places where the analysis lost track of tool data, and why, and where a tool call's arguments
   * went unparsed into code it cannot read (for `explain`; no rule reads them; walks the file).
   */
  lostPlaces(): readonly LostPlace[];
  /** `true` when the program writes the field with this key, so it is program state, not just input. */
  isMutated(key: string): boolean;
  /** `true` when `callee` is lodash `get` (`_.get`, or an imported `get`). */
  isLodashGet(callee: Node): boolean;
  /** `true` when the identifier names a global (`Number`, `JSON`), not a binding of the file. */
  isGlobalReference(identifier: TSESTree.Identifier): boolean;
  /** The variable an identifier stands for, or `null`. */
  variableOf(identifier: TSESTree.Identifier): TSESLint.Scope.Variable | null;
  /**
   * What the file's calls pass to the parameter `identifier` names (the argument at its position in
   * each call site found), or `null` when it is no parameter of a function whose calls are known.
   */
  argumentsOfParameter(identifier: TSESTree.Identifier): readonly Node[] | null;
  /** The value another module exports under an imported name, or `null` (unreadable, or cross-module reading off). */
  importedValueOf(identifier: TSESTree.Identifier): Node | null;
  /** The functions a call runs, of this file or (where cross-module reading is on) of another module, each with its module's names. */
  functionsCalledBy(call: TSESTree.CallExpression): ReadonlyArray<{ readonly fn: FunctionNode; readonly names: NameResolver }>;
  /** Which values are valid for `value` where `node` reads it: its schema, a declaration, or its name. */
  contractOf(value: ToolValue, node: Node): Contract | undefined;
  /** The presence checks decided by value (computed on first use). */
  presenceChecks(): readonly PresenceCheck[];
  /** Tool values used as conditions, other than presence checks (computed on first use). */
  truthyUses(): readonly TruthyUse[];
  /** Defaults that swallow valid values (computed on first use, per `nullish` option). */
  lossyDefaults(options: { readonly nullish: boolean }): readonly LossyDefault[];
  /** Conversions of unvalidated tool data (computed on first use). */
  coercions(): readonly Coercion[];
  /** Lookups and comparisons looser than the contract (computed on first use). */
  lookups(): readonly Lookup[];
  /** Problems in the file's tool parameter schemas (computed on first use, per flag-name patterns). */
  /**
   * The parameter schemas' problems. With `unknownNarrowed` (a TypeScript file, where `z.unknown()`
   * types the field `unknown`, which the compiler makes the handler narrow before any typed use),
   * `z.unknown()` is not reported: an opaque payload stored or handed on whole is its honest contract.
   */
  paramProblems(flagPatterns: readonly RegExp[], unknownNarrowed?: boolean): readonly ParamProblem[];
}

type RuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

class FileAnalysis implements ToolDataAnalysis {
  readonly mayHaveSources: boolean;
  private scanResult: SourceScan | null = null;
  /** Fed by one rule's listeners during ESLint's traversal, when a rule asked for them. */
  private collector: SourceCollector | null = null;
  private flowState: ToolDataFlow | null = null;
  private gateIndex: GateIndex | null = null;
  private typeInfo: TypeInfo | null | undefined = undefined;
  private presence: readonly PresenceCheck[] | null = null;
  private truthy: readonly TruthyUse[] | null = null;
  private readonly defaults = new Map<boolean, readonly LossyDefault[]>();
  private coercionList: readonly Coercion[] | null = null;
  private lookupList: readonly Lookup[] | null = null;

  /** The project's index, where cross-module reading is on. */
  private readonly projectIndex: ProjectIndex | null;
  /** The tool data other modules hand to this file's functions (empty without cross-module reading). */
  private readonly incoming: readonly IncomingSeed[];
  /** Schemas of this file that other modules' tool definitions use (a helper's `z.coerce.number()`). */
  private readonly usedSchemas: readonly SchemaSeed[];
  /** What other modules use of this file's exports (an ajv instance, a helper) on tool data or a tool's schema. */
  private readonly ajvUses: readonly AjvUse[];

  constructor(
    readonly sourceCode: Readonly<TSESLint.SourceCode>,
    readonly settings: ToolContractSettings,
    declarationFile = false,
    private readonly location: { readonly filename: string; readonly cwd: string } | null = null,
  ) {
    // Cross-module reading needs the file's place on disk, under the project's root. A dependency's
    // file (linted only by a sweep: ESLint ignores node_modules) is read on its own.
    const crossModule =
      settings.crossModule && location !== null && isAbsolute(location.filename) && !location.filename.split(/[\\/]/u).includes("node_modules");
    const index = crossModule && !declarationFile && isUnder(location.cwd, location.filename) ? projectIndex(location.cwd, settings) : null;
    this.projectIndex = index;
    this.incoming = index ? index.seedsFor(location!.filename) : [];
    this.usedSchemas = index ? index.schemaSeedsFor(location!.filename) : [];
    this.ajvUses = index ? index.ajvUsesOf(location!.filename) : [];
    if (!crossModule) this.location = null;
    // A declaration file (`.d.ts`) has no code that runs, so no tool data and no schema values.
    // Everything else is built on first use: most files stop at this text test.
    this.mayHaveSources =
      !declarationFile && (mayHaveSources(sourceCode.text, settings) ||
        this.incoming.length > 0 ||
        this.usedSchemas.length > 0 ||
        this.ajvUses.length > 0 ||
        mayCreateCoercingAjv(sourceCode.text));
  }

  /** How the scan reaches other modules, or `null` where cross-module reading is off. */
  private get project(): ProjectView | null {
    return this.location ? viewFor(this.location.filename, this.flow, this.incoming) : null;
  }

  get types(): TypeInfo | null {
    if (this.typeInfo === undefined) this.typeInfo = getTypeInfo(this.sourceCode);
    return this.typeInfo;
  }

  private get flow(): ToolDataFlow {
    if (!this.flowState) {
      const flow = (this.flowState = new ToolDataFlow(this.sourceCode));
      const location = this.location;
      if (location) flow.importedCallees = (call) => calledFunctions(call, flow, location.filename);
    }
    return this.flowState;
  }

  private get gates(): GateIndex {
    if (!this.gateIndex) {
      const { flow, settings } = this;
      const isValidatorCall = (call: TSESTree.CallExpression): boolean => {
        const name = getDottedName(call.callee);
        if (name !== null && settings.validators.has(name)) return true;
        return isTypePredicateCall(call, flow, (identifier) => this.importedValueOf(identifier)) || isSchemaCheck(call, flow);
      };
      this.gateIndex = new GateIndex(this.sourceCode, flow, new ControlIndex(isValidatorCall), isValidatorCall);
    }
    return this.gateIndex;
  }

  /**
   * Listeners that hand the scan its candidate nodes during ESLint's own traversal, while each node
   * is in the processor's caches; a walk of the file afterwards measured slower on large files. The
   * first rule to ask gets them; later rules get none. A query made without them walks the file.
   */
  listeners(): TSESLint.RuleListener {
    if (!this.mayHaveSources || this.collector || this.scanResult) return {};
    const collector = (this.collector = collectSources(this.sourceCode, this.settings, this.flow, this.project));
    return Object.fromEntries(collector.nodeTypes.map((type) => [type, collector.visit]));
  }

  private get scan(): SourceScan {
    if (!this.scanResult) {
      if (!this.mayHaveSources) this.scanResult = NO_SOURCES;
      else {
        this.scanResult = this.collector ? this.collector.finish() : scanSources(this.sourceCode, this.settings, this.flow, this.project);
        const types = this.types;
        if (types && this.scanResult.hasSources) attachTypedShapes(this.flow, types);
      }
    }
    return this.scanResult;
  }

  get hasSources(): boolean {
    return this.scan.hasSources;
  }

  valueOf(node: Node): ToolValue | undefined {
    return this.scan.hasSources ? this.flow.valueOf(node) : undefined;
  }

  occurrencesOf(key: string): readonly Node[] {
    return this.scan.hasSources ? this.flow.occurrencesOf(key) : [];
  }

  values(): readonly ToolValue[] {
    void this.scan;
    return this.flow.allValues();
  }

  factsAt(node: Node, value: ToolValue): Facts {
    return this.gates.factsAt(node, value);
  }

  sources(): readonly ToolSource[] {
    return this.scan.hasSources ? this.flow.sources : [];
  }

  lostPlaces(): readonly LostPlace[] {
    const followed = this.scan.hasSources ? lostPlaces(this.flow, this.sourceCode, this.location !== null, this.location?.filename ?? null) : [];
    const unparsed = unparsedArguments(this.flow, this.sourceCode);
    return unparsed.length === 0 ? followed : [...followed, ...unparsed];
  }

  isLodashGet(callee: Node): boolean {
    void this.scan;
    return this.flow.isLodashGet(callee);
  }

  isMutated(key: string): boolean {
    void this.scan;
    return this.flow.isMutated(key);
  }

  isGlobalReference(identifier: TSESTree.Identifier): boolean {
    const variable = this.flow.resolveVariable(identifier);
    return variable === null || variable.defs.length === 0;
  }

  variableOf(identifier: TSESTree.Identifier): TSESLint.Scope.Variable | null {
    return this.flow.resolveVariable(identifier);
  }

  argumentsOfParameter(identifier: TSESTree.Identifier): readonly Node[] | null {
    const definition = this.flow.resolveVariable(identifier)?.defs[0];
    if (definition?.type !== "Parameter" || !isFunction(definition.node)) return null;
    const index = definition.node.params.indexOf(definition.name as TSESTree.Parameter);
    if (index === -1) return null;
    const arguments_: Node[] = [];
    for (const site of callSitesOf(definition.node, this.flow)) {
      const argument = site.arguments[index];
      if (argument && argument.type !== AST_NODE_TYPES.SpreadElement) arguments_.push(argument);
    }
    return arguments_;
  }

  functionsCalledBy(call: TSESTree.CallExpression): ReadonlyArray<{ readonly fn: FunctionNode; readonly names: NameResolver }> {
    const flow = this.flow;
    const local = calleeFunctions(call, flow).map((fn) => ({ fn, names: flow }));
    return local.length > 0 ? local : (flow.importedCallees?.(call) ?? []);
  }

  importedValueOf(identifier: TSESTree.Identifier): Node | null {
    return this.location ? (importedValue(identifier, this.flow, this.location.filename, 0)?.node ?? null) : null;
  }

  private contractContext: ContractContext | null = null;

  contractOf(value: ToolValue, node: Node): Contract | undefined {
    const index = this.projectIndex;
    this.contractContext ??= contractContextFor(this.location?.filename ?? null, this.flow, this.sourceCode.ast, {
      ...(index && { projectSchemaField: (field: string) => index.schemaFieldContract(field) }),
      valueOf: (expression) => this.flow.valueOf(expression),
      occurrencesOf: (key) => this.flow.occurrencesOf(key),
      visitorKeys: this.sourceCode.visitorKeys,
    });
    return contractOf(value, node, this.contractContext);
  }

  presenceChecks(): readonly PresenceCheck[] {
    this.presence ??= this.hasSources ? findPresenceChecks(this) : [];
    return this.presence;
  }

  truthyUses(): readonly TruthyUse[] {
    this.truthy ??= this.hasSources ? findTruthyUses(this) : [];
    return this.truthy;
  }

  coercions(): readonly Coercion[] {
    this.coercionList ??= this.hasSources ? findCoercions(this) : [];
    return this.coercionList;
  }

  paramProblems(flagPatterns: readonly RegExp[], unknownNarrowed = false): readonly ParamProblem[] {
    const { zod, schemas } = this.scan;
    // Problems of schemas written in other modules are reported there (see `usedSchemas`).
    const own = zod && schemas.length > 0 ? findParamProblems(schemas, zod, flagPatterns, this.types, this.flow).filter((problem) => isIn(problem.node, this.sourceCode.ast)) : [];
    own.push(...this.misplacedSchemas(), ...this.coercingAjv());
    const reported = new Set(own.map((problem) => problem.node.range[0]));
    const all = this.usedSchemas.length === 0 ? own : [...own, ...problemsOfUsedSchemas(this.sourceCode.ast, this.usedSchemas.filter((seed) => !reported.has(seed.start)))];
    return unknownNarrowed ? all.filter((problem) => problem.kind !== "anyType" || problem.zodKind !== "unknown") : all;
  }

  /** OpenAI function tools of this file whose schema is under another SDK's key. */
  private misplacedSchemas(): ParamProblem[] {
    const found: ParamProblem[] = [];
    for (const { property, key, name } of this.scan.misplacedSchemas) {
      if (!isIn(property, this.sourceCode.ast)) continue;
      const named = name && skipTransparent(name);
      const text = !named ? "" : named.type === AST_NODE_TYPES.Literal && typeof named.value === "string" ? named.value : this.sourceCode.getText(named);
      found.push({ kind: "misplacedSchema", node: property, key, name: text });
    }
    return found;
  }

  /**
   * The ajv instances of this file that coerce types, with evidence that they validate tool data:
   * in this file, or in a module that imports this one (from the project index).
   */
  private coercingAjv(): ParamProblem[] {
    const instances = findCoercingAjv(this.sourceCode, this.flow);
    if (instances.length === 0) return [];
    const context: AjvEvidenceContext = {
      flow: this.flow,
      isToolData: (node) => this.valueOf(node) !== undefined,
      schemaExpressions: this.scan.schemaExpressions,
      argumentsOfParameter: (identifier) => this.argumentsOfParameter(identifier),
    };
    const found: ParamProblem[] = [];
    for (const { property, value, constructs } of instances) {
      const references = constructs.map((construct) => [construct, instanceReferences(construct, this.flow)] as const);
      const here = references.some(([, nodes]) => ajvEvidence(nodes, context) !== null);
      // Another module's use counts for this instance when what it uses is the instance itself, or
      // holds it (a helper that compiles with it); a value the index could not read counts for all.
      const within = (node: Node, range: readonly [number, number]): boolean => range[0] <= node.range[0] && node.range[1] <= range[1];
      const elsewhere = here
        ? undefined
        : this.ajvUses.find(({ range }) => range === null || references.some(([construct, nodes]) => within(construct, range) || nodes.some((node) => within(node, range))));
      if (!here && !elsewhere) continue;
      found.push({ kind: "coerceTypes", node: property, name: "coerceTypes", value, usedIn: elsewhere ? elsewhere.usedIn : null });
    }
    return found;
  }

  lookups(): readonly Lookup[] {
    this.lookupList ??= this.hasSources ? findLookups(this) : [];
    return this.lookupList;
  }

  lossyDefaults(options: { readonly nullish: boolean }): readonly LossyDefault[] {
    let found = this.defaults.get(options.nullish);
    if (!found) {
      found = this.hasSources ? findLossyDefaults(this, options) : [];
      this.defaults.set(options.nullish, found);
    }
    return found;
  }
}

/**
 * Gives each source whose TypeScript type is evidence the shape that type declares. A type is
 * evidence when the SDK validated the value against a schema (a handler whose schema the syntax
 * could not read: imported, or built by a function), or when the source is a parameter the program
 * declares with a type. A parsed or cast value's type is not: `JSON.parse` gives `any`, and the
 * type a cast claims was never checked; an SDK that does not validate (`betaTool`) infers a type
 * from the schema that the value may not have.
 */
function attachTypedShapes(flow: ToolDataFlow, types: TypeInfo): void {
  for (const source of flow.sources) {
    const root = flow.rootOf(source);
    if (!root || (source.shape === undefined && declaredParameterType(root.node) === null)) continue;
    attachTypedShape(source, () => types.shapeAt(root.node, root.pending));
  }
}

/**
 * A call to a function of this file, or one it imports, declared as a type guard (`(x): x is Args`) or an assertion
 * (`(x): asserts x is Args`): TypeScript's own way to say "validated".
 */
function isTypePredicateCall(
  call: TSESTree.CallExpression,
  flow: ToolDataFlow,
  imported: (identifier: TSESTree.Identifier) => Node | null,
): boolean {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = flow.resolveVariable(callee)?.defs[0];
  // A guard another module exports (`import { isConfigKey } from "./keys.js"`) is read there.
  let fn: Node | null | undefined = definition?.type === "ImportBinding" ? imported(callee) : definition?.node;
  if (fn?.type === AST_NODE_TYPES.VariableDeclarator) fn = fn.init && skipTransparent(fn.init);
  if (!isFunction(fn)) return false;
  return fn.returnType?.typeAnnotation.type === AST_NODE_TYPES.TSTypePredicate;
}

/**
 * A schema library's check: `Schema.parse(v)` / `parseAsync` (zod, valibot's `parse(Schema, v)`),
 * which throw on invalid input; an ajv validator (`const validate = ajv.compile(schema)`, then
 * `validate(v)`), and `ajv.validate(schema, v)`.
 */
function isSchemaCheck(call: TSESTree.CallExpression, flow: ToolDataFlow): boolean {
  const callee = skipTransparent(call.callee);
  if (callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier) {
    const method = callee.property.name;
    const object = skipTransparent(callee.object);
    if (method === "parse" || method === "parseAsync") {
      return !(object.type === AST_NODE_TYPES.Identifier && object.name === "JSON") && call.arguments.length >= 1;
    }
    return method === "validate" && call.arguments.length === 2;
  }
  if (callee.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = flow.resolveVariable(callee)?.defs[0];
  if (definition?.node.type === AST_NODE_TYPES.ImportSpecifier) {
    // valibot: `import { parse } from "valibot"; parse(Schema, v)`
    const module = (definition.node.parent as TSESTree.ImportDeclaration).source.value;
    return module === "valibot" && (callee.name === "parse" || callee.name === "parseAsync");
  }
  const init = definition?.node.type === AST_NODE_TYPES.VariableDeclarator ? definition.node.init : null;
  const value = init && skipTransparent(init);
  return value?.type === AST_NODE_TYPES.CallExpression && getDottedName(value.callee)?.endsWith(".compile") === true;
}

const cache = new WeakMap<object, FileAnalysis>();
/**
 * The rules of one file are created one after another: the last analysis is checked first. It is
 * keyed by the tree, like the cache: a host may hand every file the same `SourceCode` object
 * (oxlint does).
 */
let last: { readonly ast: object; readonly analysis: FileAnalysis } | null = null;
const DECLARATION_FILE = /\.d\.[cm]?ts$/u;

/**
 * The analysis of the file that `context` lints, built once per file and shared by every rule.
 * Throws a `SettingsError` naming the key when `settings["tool-contract"]` is invalid.
 */
export function getToolDataAnalysis(context: RuleContext): ToolDataAnalysis {
  const sourceCode = context.sourceCode;
  const settings = readSettings(context.settings);
  const ast = sourceCode.ast;
  if (last && last.ast === ast && last.analysis.sourceCode === sourceCode && last.analysis.settings === settings) return last.analysis;
  let analysis = cache.get(ast);
  if (!analysis || analysis.sourceCode !== sourceCode || analysis.settings !== settings) {
    analysis = new FileAnalysis(sourceCode, settings, DECLARATION_FILE.test(context.filename), {
      filename: context.filename,
      cwd: context.cwd ?? process.cwd(),
    });
    cache.set(ast, analysis);
  }
  last = { ast, analysis };
  return analysis;
}

/**
 * The problems of schemas this file writes and other modules' tools use: each seed's call, found
 * again by its range in this file's tree (the index read the file on its own).
 */
function problemsOfUsedSchemas(program: TSESTree.Program, seeds: readonly SchemaSeed[]): ParamProblem[] {
  const found: ParamProblem[] = [];
  for (const seed of seeds) {
    const call = nodeAtRange(program, seed.start, seed.end);
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.MemberExpression) continue;
    const name = seed.name;
    const declaredAt = seed.declared ? nodeAtRange(program, seed.declared[0], seed.declared[1]) : null;
    const at = declaredAt ? { declaredAt } : {};
    if (seed.kind === "anyType") {
      const zodKind = call.callee.property.type === AST_NODE_TYPES.Identifier ? call.callee.property.name : "any";
      found.push({ kind: "anyType", node: call, name, zodKind, ...at });
    } else {
      found.push({ kind: seed.kind, node: call, name, callee: call.callee, ...at });
    }
  }
  return found;
}

/** The node of `program` that spans exactly `start`…`end`, the outermost one when several do. */
function nodeAtRange(program: TSESTree.Program, start: number, end: number): Node | null {
  let current: Node = program;
  for (;;) {
    if (current.range[0] === start && current.range[1] === end && current !== program) return current;
    let next: Node | null = null;
    for (const value of Object.values(current)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === "object" && typeof (child as Node).type === "string" && child !== current.parent) {
          const node = child as Node;
          if (node.range && node.range[0] <= start && end <= node.range[1]) next = node;
        }
      }
    }
    if (!next) return null;
    current = next;
  }
}

function isIn(node: Node, program: TSESTree.Program): boolean {
  let current: Node = node;
  while (current.parent) current = current.parent;
  return current === program;
}

/**
 * Tool data that other modules hand to a file's functions. A handler often validates its input and
 * passes it on to a service in another module (`ledger.adjust(args)`); when that module is linted,
 * the parameter that receives the data is tool data, with the caller's evidence (validated or not,
 * its known shape).
 *
 * To know the callers, the project is indexed once per process, project root and settings: the
 * source files under the root that pass the text test are analysed as ESLint would, and every call
 * that passes tool data to a function of another module (through a relative import) is recorded
 * against that function. A module that receives tool data is analysed in turn, so chains of
 * helpers across modules are followed too.
 *
 * What the index reads is bounded and deterministic: at most {@link INDEX_LIMITS}.files files listed
 * and {@link INDEX_LIMITS}.characters characters read, in sorted path order, skipping dependencies,
 * builds, tests and hidden folders; of those, it analyses the files that pass the text test and
 * import a relative module, and the modules that receive tool data from them. A time budget ({@link INDEX_LIMITS}.milliseconds) stops a pathological
 * tree; it is the only bound that depends on the machine. In a long-lived process (the editor's
 * language server), the index is rebuilt when a file it analysed changes on disk.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type FunctionNode, type Node, declaredParameterType, getStaticPropertyName, isFunction, pushChildren, skipTransparent } from "../ast.js";
import { type Call, type ClassInModule, MAX_RECORDS, declaringClass, enclosingClass, fieldClassName, isClassNode, lookedUpMaps, memberFunction, registeredClassNames, searchedArray, searchedRecords } from "../calls.js";
import { type OutgoingCall, ToolDataFlow, type ToolValue } from "../flow.js";
import type { ToolContractSettings } from "../settings.js";
import { type KnownShape, shapeOf } from "../shape.js";
import { findParamProblems } from "../param-types.js";
import { type Contract, mergeContracts, schemaFieldContracts } from "../contract.js";
import { type ProjectView, type SourceScan, mayHaveSources, scanSources } from "../sources.js";
import { type NameResolver, constantInitializer, instanceClassName, resolveFunction, typeReferenceName, wrappedFunction } from "../resolve.js";
import { type ImportedValue, exportedValue, importOf, importedType, importedValue, linksFor, moduleContext } from "./context.js";
import { type ParsedModule, aliasPrefixes, loadModule, modulePathOf, resolveImport } from "./modules.js";
import { type AjvEvidenceContext, ajvEvidence, mayCreateCoercingAjv } from "../ajv.js";

export const INDEX_LIMITS = { files: 20_000, characters: 64 * 1024 * 1024, milliseconds: 20_000, analysesPerFile: 4 };

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/u;
const DECLARATION_FILE = /\.d\.[cm]?ts$/u;
/** An import (or re-export, or `require`) of a relative path: `from "./x"`, `import("../y")`, `require("./z")`. */
/** The text imports a module through one of the project's `paths` aliases: `from "@/lib/ledger"`. */
function importsAlias(text: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => text.includes(`"${prefix}`) || text.includes(`'${prefix}`));
}

/** A tool definition's JSON Schema key, and a JSON Schema's `properties`: the text of a tool list. */
const TOOL_SCHEMA_KEY = /\b(?:inputSchema|input_schema|parameters|parametersJsonSchema)\b/u;
const JSON_SCHEMA_PROPERTIES = /\bproperties["']?\s*:/u;
/** The most modules whose JSON Schemas are read for the project's property contracts. */
const MAX_SCHEMA_FILES = 64;

const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["']\.\.?\//u;
/** Dependencies, builds, and tests: a test that calls a tool's function with data it made is not a caller that matters. */
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "dist",
  "build",
  "out",
  "coverage",
  "bower_components",
  "vendor",
  "test",
  "tests",
  "__tests__",
  "__mocks__",
  "e2e",
]);
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/u;

/** Tool data that a call in another module hands to parameter `index` of the function at `start`. */
export interface IncomingSeed {
  /** Where the function starts in its file (its range's first offset): the function is found again by it. */
  readonly start: number;
  readonly index: number;
  readonly kind: "arguments" | "reply";
  readonly label: string;
  readonly shape?: KnownShape;
  readonly rootMayBePrimitive: boolean;
  readonly pending: readonly string[];
  /** The field of the caller's tool data the argument holds (`dropTable(args.confirm)`: `["confirm"]`). */
  readonly path: readonly string[];
  /** The caller passed the tool's name. */
  readonly toolName: boolean;
}

/**
 * A schema written in one module (a helper's `z.coerce.number()`) that another module's tool
 * definition uses for a parameter: the problem is reported where the schema is written.
 */
export interface SchemaSeed {
  readonly kind: "coerceBoolean" | "coerceNumber" | "anyType";
  /** The range of the schema call in its own module. */
  readonly start: number;
  readonly end: number;
  /** The parameter that uses it, and the module of the tool definition. */
  readonly name: string;
  readonly usedIn: string;
  /** The range of the property's name that declares it, where the problem is reported from there. */
  readonly declared?: readonly [number, number];
}

/**
 * What another module uses of a module that may create a coercing ajv, on tool data or on a tool's
 * schema: the exported value (the instance, or a helper that uses it) by its range in the module,
 * or `null` when the value could not be read (the whole module counts).
 */
export interface AjvUse {
  readonly usedIn: string;
  readonly range: readonly [number, number] | null;
}

export interface IndexStats {
  readonly files: number;
  readonly analysed: number;
  readonly milliseconds: number;
  readonly truncated: boolean;
}

class ProjectIndex {
  private readonly seeds = new Map<string, IncomingSeed[]>();
  private readonly seedKeys = new Set<string>();
  /** The files analysed, with the modification time and size they had. */
  private readonly analysed = new Map<string, { mtimeMs: number; size: number }>();
  private lastCheck = Date.now();
  stats: IndexStats = { files: 0, analysed: 0, milliseconds: 0, truncated: false };

  constructor(
    readonly root: string,
    private readonly settings: ToolContractSettings,
  ) {
    this.build();
  }

  seedsFor(path: string): readonly IncomingSeed[] {
    return this.seeds.get(path) ?? [];
  }

  private readonly schemaSeeds = new Map<string, SchemaSeed[]>();

  schemaSeedsFor(path: string): readonly SchemaSeed[] {
    return this.schemaSeeds.get(path) ?? [];
  }

  /** The files listed whose text may define a tool with a JSON Schema, in path order. */
  private readonly toolSchemaFiles: string[] = [];
  private schemaFields: Map<string, Contract | null> | null = null;

  /**
   * What the JSON Schemas of the project's tool-defining modules say of a property name, merged
   * (a low-level server often keeps its tool list in one module and its handlers in others). Read
   * on first use, from at most {@link MAX_SCHEMA_FILES} modules.
   */
  schemaFieldContract(field: string): Contract | null | undefined {
    if (!this.schemaFields) {
      this.schemaFields = new Map();
      for (const path of this.toolSchemaFiles.slice(0, MAX_SCHEMA_FILES)) {
        const module = loadModule(path);
        if (!module) continue;
        const keys = module.sourceCode.visitorKeys as Readonly<Record<string, readonly string[]>>;
        for (const [name, contract] of schemaFieldContracts(module.sourceCode.ast, keys)) {
          this.schemaFields.set(name, contract === null ? null : mergeContracts(this.schemaFields.get(name), contract));
        }
      }
    }
    return this.schemaFields.get(field);
  }

  /** The files listed whose text writes `coerceTypes`: the only ones that can create a coercing ajv. */
  private readonly coercingAjvFiles = new Set<string>();
  /** For a module that may create a coercing ajv: what other modules use of it on tool data or a tool's schema. */
  private readonly ajvUsers = new Map<string, AjvUse[]>();

  ajvUsesOf(path: string): readonly AjvUse[] {
    return this.ajvUsers.get(path) ?? [];
  }

  /**
   * The imports of a module (an ajv instance, or a helper of its module) that it uses on tool data
   * or on a tool's schema, recorded against the module that writes them when that module may
   * create a coercing ajv. Costs nothing in a project where no file writes `coerceTypes`.
   */
  private recordAjvUse(path: string, module: ParsedModule, flow: ToolDataFlow, scan: SourceScan): void {
    if (this.coercingAjvFiles.size === 0) return;
    const context: AjvEvidenceContext = {
      flow,
      isToolData: (node) => flow.valueOf(node) !== undefined,
      schemaExpressions: scan.schemaExpressions,
      argumentsOfParameter: () => null,
    };
    const usedIn = relative(this.root, path).split(sep).join("/");
    for (const statement of module.sourceCode.ast.body) {
      if (statement.type !== AST_NODE_TYPES.ImportDeclaration || statement.importKind === "type") continue;
      const target = resolveImport(path, statement.source.value);
      if (target === null) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === AST_NODE_TYPES.ImportSpecifier && specifier.importKind === "type") continue;
        const variable = flow.resolveVariable(specifier.local);
        if (!variable) continue;
        // `import * as shared from "./ajv.js"`: `shared.ajv` and `shared.compileSchema` are what it uses.
        const namespace = specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier;
        const byName = new Map<string, Node[]>();
        for (const reference of variable.references) {
          const identifier = reference.identifier as Node;
          const member = identifier.parent?.type === AST_NODE_TYPES.MemberExpression && identifier.parent.object === identifier ? identifier.parent : null;
          const name = !namespace
            ? specifier.type === AST_NODE_TYPES.ImportDefaultSpecifier
              ? "default"
              : specifier.imported.type === AST_NODE_TYPES.Identifier
                ? specifier.imported.name
                : String(specifier.imported.value)
            : member
              ? getStaticPropertyName(member)
              : null;
          if (name === null) continue;
          const list = byName.get(name) ?? [];
          list.push(namespace ? member! : identifier);
          byName.set(name, list);
        }
        for (const [name, references] of byName) {
          if (ajvEvidence(references, context) === null) continue;
          const value = exportedValue(target, name, 1);
          const owner = value?.module.path ?? target;
          if (!this.coercingAjvFiles.has(owner)) continue;
          const uses = this.ajvUsers.get(owner) ?? [];
          const range = value ? ([value.node.range[0], value.node.range[1]] as const) : null;
          if (!uses.some((use) => use.usedIn === usedIn && use.range?.[0] === range?.[0])) uses.push({ usedIn, range });
          this.ajvUsers.set(owner, uses);
        }
      }
    }
  }

  /** The tool schemas of a module that use schemas written in other modules (helpers, factories). */
  private recordImportedSchemas(path: string, scan: SourceScan): void {
    if (!scan.zod || scan.schemas.length === 0) return;
    const usedIn = relative(this.root, path).split(sep).join("/");
    for (const problem of findParamProblems(scan.schemas, scan.zod, [], null)) {
      if (problem.kind !== "coerceBoolean" && problem.kind !== "coerceNumber" && problem.kind !== "anyType") continue;
      const owner = modulePathOf(problem.node);
      if (owner === null || owner === path) continue;
      const list = this.schemaSeeds.get(owner) ?? [];
      if (list.some((seed) => seed.start === problem.node.range[0])) continue;
      const declared = problem.declaredAt && modulePathOf(problem.declaredAt) === owner ? ([problem.declaredAt.range[0], problem.declaredAt.range[1]] as const) : undefined;
      list.push({ kind: problem.kind, start: problem.node.range[0], end: problem.node.range[1], name: problem.name, usedIn, ...(declared && { declared }) });
      this.schemaSeeds.set(owner, list);
    }
  }

  /** `true` when a file this index analysed has changed on disk since (checked at most once a second). */
  isStale(): boolean {
    const now = Date.now();
    if (now - this.lastCheck < 1000) return false;
    this.lastCheck = now;
    for (const [path, known] of this.analysed) {
      try {
        const stats = statSync(path);
        if (stats.mtimeMs !== known.mtimeMs || stats.size !== known.size) return true;
      } catch {
        return true;
      }
    }
    return false;
  }

  private build(): void {
    const started = Date.now();
    const files = listSourceFiles(this.root);
    const queue: string[] = [];
    // The names after `implements` in each file, read here once for the calls on interfaces.
    const implementing = new Map<string, ReadonlySet<string>>();
    let truncated = files.truncated;
    const cut = readWithinLimits(files.paths, started, (path, text) => {
      const names = implementedNames(text);
      if (names.size > 0) implementing.set(path, names);
      if (mayCreateCoercingAjv(text)) this.coercingAjvFiles.add(path);
      if (TOOL_SCHEMA_KEY.test(text) && JSON_SCHEMA_PROPERTIES.test(text)) this.toolSchemaFiles.push(path);
      // A file can hand tool data to another module only if it holds tool data and imports a module.
      // An import through a `paths` alias of the file's tsconfig (`@/lib/x`) is one of the project too.
      if ((RELATIVE_IMPORT.test(text) || importsAlias(text, aliasPrefixes(dirname(path)))) && mayHaveSources(text, this.settings)) queue.push(path);
    });
    truncated ||= cut;
    if (!truncated) implementsByRoot.set(this.root, implementing);
    const runs = new Map<string, number>();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (Date.now() - started > INDEX_LIMITS.milliseconds) {
        truncated = true;
        break;
      }
      const count = runs.get(path) ?? 0;
      if (count >= INDEX_LIMITS.analysesPerFile) continue;
      runs.set(path, count + 1);
      for (const target of this.analyse(path)) if (!queue.includes(target)) queue.push(target);
    }
    this.stats = { files: files.paths.length, analysed: this.analysed.size, milliseconds: Date.now() - started, truncated };
  }

  /** Analyses one module; returns the modules that got new seeds from it. */
  private analyse(path: string): string[] {
    const module = loadModule(path);
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return [];
    }
    this.analysed.set(path, { mtimeMs: stats.mtimeMs, size: stats.size });
    if (!module) return [];
    const flow = new ToolDataFlow(module.sourceCode);
    flow.importedCallees = (call) => calledFunctions(call, flow, path);
    const scan = scanSources(module.sourceCode, this.settings, flow, viewFor(path, flow, this.seedsFor(path)));
    this.recordImportedSchemas(path, scan);
    this.recordAjvUse(path, module, flow, scan);
    const changed: string[] = [];
    const handed = [
      ...flow.outgoing.map((outgoing) => ({ outgoing, targets: calledFunctions(outgoing.call, flow, path) })),
      // A registered handler imported from another module: the function itself.
      ...flow.outgoingHandlers.map((outgoing) => ({ outgoing, targets: importedFunction(outgoing.handler, flow, path) })),
    ];
    for (const { outgoing, targets } of handed) {
      for (const target of targets) {
        const seed = seedOf(outgoing, target.fn, relative(this.root, path).split(sep).join("/"));
        // A parameter may get the whole of the tool data at one call and a container of it at another.
        const key = `${target.path}\u0000${seed.start}\u0000${seed.index}\u0000${seed.pending.join("\u0001")}\u0000${seed.path.join("\u0001")}`;
        if (this.seedKeys.has(key)) continue;
        this.seedKeys.add(key);
        const list = this.seeds.get(target.path);
        if (list) list.push(seed);
        else this.seeds.set(target.path, [seed]);
        if (!changed.includes(target.path)) changed.push(target.path);
      }
    }
    return changed;
  }
}

/** The source files under `root`, sorted, skipping dependencies, builds and hidden folders. */
function listSourceFiles(root: string): { paths: string[]; truncated: boolean } {
  const paths: string[] = [];
  const stack = [root];
  let truncated = false;
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) stack.push(path);
      } else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !DECLARATION_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) {
        if (paths.length >= INDEX_LIMITS.files) {
          truncated = true;
          break;
        }
        paths.push(path);
      }
    }
    if (truncated) break;
  }
  return { paths: paths.sort(), truncated };
}

/**
 * The functions of other modules that an outgoing call runs, by what its callee was imported as: a
 * function, a class (`new`), a function of a namespace import, a method of an imported object,
 * instance or class (every function of an imported object literal for a computed key: a dispatch
 * map), or a method of `const x = new Imported()`.
 */
export function calledFunctions(call: Call, flow: ToolDataFlow, fromPath: string): CalledFunction[] {
  const callee = skipTransparent(call.callee);
  const construct = call.type === AST_NODE_TYPES.NewExpression;
  if (callee.type === AST_NODE_TYPES.Identifier) {
    // `const handler = toolHandlers[name]; handler(args)` on an imported object literal: a dispatch map.
    const picked = construct ? null : constantInitializer(callee, flow);
    if (picked?.type === AST_NODE_TYPES.MemberExpression && picked.computed) return dispatchedFunctions(picked, flow, fromPath);
    // `const handler = getHandler(name); handler(args)`, where the map `getHandler` picks from holds
    // functions of other modules (`get_asset: assetHandlers.getAsset`).
    if (picked?.type === AST_NODE_TYPES.CallExpression) {
      const entries = lookedUpMaps(picked, flow).flatMap(({ map, key }) => mapEntries(map, key, flow, fromPath, null));
      if (entries.length > 0) return entries;
    }
    // `const wrapped = withLogging(handleToolCall)`, `handleToolCall` imported: calling it runs that.
    const wrapped = construct ? null : wrappedFunction(callee, flow);
    const value = importedValue(wrapped?.type === AST_NODE_TYPES.Identifier ? wrapped : callee, flow, fromPath, 0);
    if (!value) return [];
    if (construct) return inModule(value, memberFunction(value.node, "constructor", false, value.module.flow));
    return isFunction(value.node) ? inModule(value, value.node) : [];
  }
  if (callee.type !== AST_NODE_TYPES.MemberExpression || construct) return [];
  const name = getStaticPropertyName(callee);
  const object = skipTransparent(callee.object);
  if (object.type === AST_NODE_TYPES.MemberExpression && skipTransparent(object.object).type === AST_NODE_TYPES.ThisExpression) {
    // `this.handlers.search(args)`, where the class holds an instance of an imported class.
    const field = object.computed ? null : getStaticPropertyName(object);
    const owner = enclosingClass(call);
    const className = owner && field !== null && name !== null ? fieldClassName(owner, field) : null;
    const value = className ? (importedValue(className, flow, fromPath, 0) ?? importedType(className, flow, fromPath)) : null;
    if (value && isTypeDeclaration(value.node) && name !== null) return implementingMethods(value, name);
    return value && name !== null ? inModule(value, memberOf(value, name, true)) : [];
  }
  if (object.type === AST_NODE_TYPES.MemberExpression && !object.computed && skipTransparent(object.object).type === AST_NODE_TYPES.Identifier && name !== null) {
    // `ctx.airtableService.listRecords(…)`, where `ctx: ToolContext` and the interface (or type)
    // `ToolContext` declares `airtableService: IAirtableService`, an interface or class of the project.
    const field = getStaticPropertyName(object);
    const typeName = instanceClassName(skipTransparent(object.object) as TSESTree.Identifier, flow);
    const holder = typeName ? declaredTypeOf(typeName, { path: fromPath, flow }) : null;
    const member = holder && field !== null ? memberTypeOf(holder, field) : null;
    if (!member) return [];
    if (isTypeDeclaration(member.node)) return implementingMethods(member, name);
    return inModule(member, memberOf(member, name, true));
  }
  if ((object.type === AST_NODE_TYPES.ThisExpression || object.type === AST_NODE_TYPES.Super) && name !== null) {
    // `this.resolveConnection(args)`, `super.handleError(error, args)`: a method a class of another module gives.
    const owner = enclosingClass(call);
    return owner ? inheritedAcross(owner, name, flow, fromPath, object.type === AST_NODE_TYPES.Super) : [];
  }
  if (object.type !== AST_NODE_TYPES.Identifier) return [];
  const imported = importOf(object, flow);
  // `handlers[call.function.name](args)` on an imported object literal: every function of it.
  if (name === null) return dispatchedFunctions(callee, flow, fromPath);
  // `tools.kubectlGet(…)` on `import * as tools from "./tools.js"`.
  if (imported?.name === "*") {
    const path = resolveImport(fromPath, imported.specifier);
    const value = path ? exportedValue(path, name, 1) : null;
    return value && isFunction(value.node) ? inModule(value, value.node) : [];
  }
  // `const tool = tools.find((t) => t.name === name); tool.handler(args)` on an array of records
  // imported from another module, or of this file with records of other modules in it.
  const searched = imported ? null : constantInitializer(object, flow);
  const array = searched ? searchedArray(searched) : null;
  if (searched && array) return recordMethods(searched, array, name, flow, fromPath);
  // `const handler = this.handlers.get(name); handler.handle(args)`, the class registering
  // instances of classes imported from other modules (`this.handlers.set("search", new SearchHandler())`).
  const registered = searched ? registeredClassNames(searched) : null;
  if (registered) {
    return registered.flatMap((className) => {
      const held = importedValue(className, flow, fromPath, 0);
      return held ? inModule(held, memberOf(held, name, true)) : [];
    });
  }
  // `ledger.adjust(…)` on an imported object, instance or class, or on `const ledger = new Ledger()`.
  let value: ImportedValue | null = imported ? importedValue(object, flow, fromPath, 0) : null;
  let instance = false;
  if (!value) {
    // `const tool = new Imported()`, a `let` set to one on first use, or a name typed as the class
    // (or as an interface that classes of the project implement).
    const constructed = instanceClassName(object, flow);
    value = constructed ? (importedValue(constructed, flow, fromPath, 0) ?? importedType(constructed, flow, fromPath)) : null;
    instance = true;
  }
  if (value && isTypeDeclaration(value.node)) return implementingMethods(value, name);
  return value ? inModule(value, memberOf(value, name, instance)) : [];
}

/**
 * The functions `name` of the records a search picks from (`tools.find(…)`): an array of this file,
 * whose records of other modules are followed here (its own functions are `calls.ts`'s), or an
 * array imported from another module (`export const tools = [{ ...searchSchema, handler: search }]`),
 * its records written in place, named in that module or imported into it.
 */
function recordMethods(search: Node, array: TSESTree.Identifier, name: string, flow: ToolDataFlow, fromPath: string): CalledFunction[] {
  const found: CalledFunction[] = [];
  const local = searchedRecords(search, flow);
  if (local) {
    for (const record of local) {
      if (record.type === AST_NODE_TYPES.ObjectExpression) found.push(...mapEntries(record, name, flow, fromPath, null));
      else found.push(...importedRecordMethods(importedValue(record, flow, fromPath, 0), name));
    }
    return found;
  }
  const list = importedValue(array, flow, fromPath, 0);
  const node = list && skipTransparent(list.node);
  if (!list || node?.type !== AST_NODE_TYPES.ArrayExpression) return found;
  for (const element of node.elements.slice(0, MAX_RECORDS)) {
    const record = element && element.type !== AST_NODE_TYPES.SpreadElement ? skipTransparent(element) : null;
    if (record?.type === AST_NODE_TYPES.ObjectExpression) found.push(...mapEntries(record, name, list.module.flow, list.module.path, list));
    else if (record?.type === AST_NODE_TYPES.Identifier) {
      const there = constantInitializer(record, list.module.flow);
      if (there?.type === AST_NODE_TYPES.ObjectExpression) found.push(...mapEntries(there, name, list.module.flow, list.module.path, list));
      else if (there === null) found.push(...importedRecordMethods(importedValue(record, list.module.flow, list.module.path, 1), name));
    }
  }
  return found;
}

/** The functions `name` of a record another module exports (`export const searchTool = { …, handler }`). */
function importedRecordMethods(record: ImportedValue | null, name: string): CalledFunction[] {
  const node = record && skipTransparent(record.node);
  return record && node?.type === AST_NODE_TYPES.ObjectExpression ? mapEntries(node, name, record.module.flow, record.module.path, record) : [];
}

/**
 * The interface, type alias or class a type name stands for, declared in the module or imported
 * into it (a type-only import too).
 */
function declaredTypeOf(name: TSESTree.Identifier, module: { readonly path: string; readonly flow: ToolDataFlow }): ImportedValue | null {
  const definition = module.flow.resolveVariable(name)?.defs[0];
  if (definition?.type === "ImportBinding") return importedValue(name, module.flow, module.path, 0) ?? importedType(name, module.flow, module.path);
  const node = definition?.node;
  if (node?.type === AST_NODE_TYPES.TSInterfaceDeclaration || node?.type === AST_NODE_TYPES.TSTypeAliasDeclaration || node?.type === AST_NODE_TYPES.ClassDeclaration) {
    const context = moduleContext(module.path);
    return context ? { module: context, node } : null;
  }
  return null;
}

/**
 * The interface or class that a property of an interface (or of an object type alias) is declared
 * as: `airtableService: IAirtableService` in `interface ToolContext`. `null` for anything else.
 */
function memberTypeOf(holder: ImportedValue, field: string): ImportedValue | null {
  const node = holder.node;
  const members =
    node.type === AST_NODE_TYPES.TSInterfaceDeclaration
      ? node.body.body
      : node.type === AST_NODE_TYPES.TSTypeAliasDeclaration && node.typeAnnotation.type === AST_NODE_TYPES.TSTypeLiteral
        ? node.typeAnnotation.members
        : [];
  for (const member of members) {
    if (member.type !== AST_NODE_TYPES.TSPropertySignature || member.computed) continue;
    const key = member.key;
    if ((key.type === AST_NODE_TYPES.Identifier ? key.name : key.type === AST_NODE_TYPES.Literal ? String(key.value) : null) !== field) continue;
    const typeName = typeReferenceName(member.typeAnnotation?.typeAnnotation);
    const declared = typeName ? declaredTypeOf(typeName, holder.module) : null;
    const kind = declared?.node.type;
    return kind === AST_NODE_TYPES.TSInterfaceDeclaration || kind === AST_NODE_TYPES.TSTypeAliasDeclaration || kind === AST_NODE_TYPES.ClassDeclaration ? declared : null;
  }
  return null;
}

/** An interface or a type alias: a type that classes can implement, with no code of its own. */
function isTypeDeclaration(node: Node): node is TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration {
  return node.type === AST_NODE_TYPES.TSInterfaceDeclaration || node.type === AST_NODE_TYPES.TSTypeAliasDeclaration;
}

/** The most classes that a call on an interface is followed into. */
const MAX_IMPLEMENTERS = 16;

/**
 * `robot.swipe(direction, args.distance)` where `robot` is typed as an interface of another module
 * (`robot: Robot`, or the result of a function declared to return one): the method of that name of
 * every class of the project that implements the interface (`class AndroidRobot implements Robot`),
 * in path order, at most {@link MAX_IMPLEMENTERS}. The project is the folder of the interface's
 * nearest `package.json`, listed as the index lists it; an interface of a dependency (under
 * `node_modules`) is not followed.
 */
function implementingMethods(iface: ImportedValue, method: string): CalledFunction[] {
  // A dependency's interface: its implementations are the package's, not the project's code.
  if (iface.module.path.split(sep).includes("node_modules")) return [];
  const declaration = iface.node as TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration;
  const name = declaration.id.name;
  const found: CalledFunction[] = [];
  for (const path of implementingFiles(packageRootOf(iface.module.path), name)) {
    const module = moduleContext(path);
    if (!module) continue;
    for (const klass of topLevelClasses(module.sourceCode.ast)) {
      const implemented = (klass.implements ?? []).some((clause) => {
        const expression = clause.expression;
        if (expression.type !== AST_NODE_TYPES.Identifier || expression.name !== name) return false;
        if (path === iface.module.path) return module.flow.resolveVariable(expression)?.defs[0]?.node === declaration;
        return importedType(expression, module.flow, path)?.node === declaration;
      });
      if (!implemented) continue;
      const fn = memberFunction(klass, method, false, module.flow);
      if (fn) found.push({ path, fn, names: module.flow });
      if (found.length >= MAX_IMPLEMENTERS) return found;
    }
  }
  return found;
}

/** The classes a module declares at its top level, exported or not. */
function topLevelClasses(program: TSESTree.Program): TSESTree.ClassDeclaration[] {
  const classes: TSESTree.ClassDeclaration[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === AST_NODE_TYPES.ExportNamedDeclaration || statement.type === AST_NODE_TYPES.ExportDefaultDeclaration ? statement.declaration : statement;
    if (declaration?.type === AST_NODE_TYPES.ClassDeclaration) classes.push(declaration);
  }
  return classes;
}

/**
 * The folder of the nearest `package.json` above a module (its own folder when there is none), but
 * never above the working directory when the module is under it: the project ESLint lints.
 */
function packageRootOf(path: string): string {
  const cwd = process.cwd();
  let dir = dirname(path);
  for (let depth = 0; depth < 12; depth++) {
    if (existsSync(join(dir, "package.json"))) break;
    const parent = dirname(dir);
    if (parent === dir || dir === cwd) break;
    dir = parent;
  }
  return isUnder(dir, cwd) && isUnder(cwd, path) ? cwd : dir;
}

/** Per project folder: the names each source file writes after `implements`, for the files that write any. */
const implementsByRoot = new Map<string, Map<string, ReadonlySet<string>>>();
const IMPLEMENTS_CLAUSE = /\bimplements\s+([^{;]{1,300})\{/gu;

/**
 * Reads the listed files in order, within the index's bounds (its time budget, counted from
 * `started`, and the characters read), handing each text to `each`. `true` when a bound cut the
 * list short.
 */
function readWithinLimits(paths: readonly string[], started: number, each: (path: string, text: string) => void): boolean {
  let characters = 0;
  for (const path of paths) {
    if (Date.now() - started > INDEX_LIMITS.milliseconds) return true;
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch {
      continue;
    }
    characters += text.length;
    if (characters > INDEX_LIMITS.characters) return true;
    each(path, text);
  }
  return false;
}

/** The names a module's text writes after `implements`. */
function implementedNames(text: string): Set<string> {
  const names = new Set<string>();
  if (!text.includes("implements")) return names;
  for (const match of text.matchAll(IMPLEMENTS_CLAUSE)) for (const word of match[1]!.match(/[A-Za-z_$][\w$]*/gu) ?? []) names.add(word);
  return names;
}

/** The files under `root` that write `implements …name…`, in path order. */
function implementingFiles(root: string, name: string): string[] {
  let byFile = implementsByRoot.get(root);
  if (!byFile) {
    const found = new Map<string, ReadonlySet<string>>();
    readWithinLimits(listSourceFiles(root).paths, Date.now(), (path, text) => {
      const names = implementedNames(text);
      if (names.size > 0) found.set(path, names);
    });
    byFile = found;
    implementsByRoot.set(root, byFile);
  }
  return [...byFile].filter(([, names]) => names.has(name)).map(([path]) => path);
}

/**
 * The method `name` that `owner` inherits through a superclass imported from another module (the
 * file's own classes on the way are searched by `calls.ts`), searched up the chain in each module.
 */
function inheritedAcross(owner: TSESTree.ClassDeclaration | TSESTree.ClassExpression, name: string, flow: ToolDataFlow, fromPath: string, skipOwner: boolean): CalledFunction[] {
  interface Step extends ClassInModule {
    readonly names: ToolDataFlow;
    readonly path: string;
    readonly depth: number;
  }
  const superOf = (current: Step): Step | null => {
    const klass = current.node;
    if (!isClassNode(klass)) return null;
    const parent: Node | null = klass.superClass && skipTransparent(klass.superClass);
    if (parent?.type !== AST_NODE_TYPES.Identifier) return null;
    const definition: TSESLint.Scope.Definition | undefined = current.names.resolveVariable(parent)?.defs[0];
    if (definition?.type === "ClassName") return { node: definition.node, names: current.names, path: current.path, depth: current.depth + 1 };
    if (definition?.type !== "ImportBinding") return null;
    const value = importedValue(parent, current.names, current.path, current.depth);
    return value ? { node: skipTransparent(value.node), names: value.module.flow, path: value.module.path, depth: current.depth + 1 } : null;
  };
  const found = declaringClass<Step>({ node: owner, names: flow, path: fromPath, depth: 0 }, name, superOf, skipOwner);
  // A class of this file is `calls.ts`'s.
  if (!found || found.path === fromPath) return [];
  const method = memberFunction(found.node, name, false, found.names);
  return method ? [{ path: found.path, fn: method, names: found.names }] : [];
}

/**
 * Every function of an imported object literal picked by a computed key (`handlers[name]`): written
 * inline, or named there and defined in that module or imported into it
 * (`export const toolHandlers = { apply_theme: handleApplyTheme }`).
 */
function dispatchedFunctions(member: TSESTree.MemberExpression, flow: ToolDataFlow, fromPath: string): CalledFunction[] {
  const object = skipTransparent(member.object);
  if (object.type !== AST_NODE_TYPES.Identifier || importOf(object, flow)?.name === "*") return [];
  const value = importedValue(object, flow, fromPath, 0);
  const node = value && skipTransparent(value.node);
  if (!value || node?.type !== AST_NODE_TYPES.ObjectExpression) return [];
  return mapEntries(node, null, value.module.flow, value.module.path, value);
}

/**
 * The functions an object literal holds (all of them, or the entry `key`): written in place or named
 * there and defined in its module (`inModuleOf`, the module the map is written in; `null` for this
 * file, whose own functions `calls.ts` follows), imported into that module (`search: handleSearch`),
 * or a method of an imported object (`get_asset: assetHandlers.getAsset`).
 */
function mapEntries(map: TSESTree.ObjectExpression, key: string | null, flow: ToolDataFlow, path: string, inModuleOf: ImportedValue | null): CalledFunction[] {
  const found: CalledFunction[] = [];
  for (const property of map.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.kind !== "init") continue;
    if (key !== null && getStaticPropertyName(property) !== key) continue;
    const held = skipTransparent(property.value);
    if (isFunction(held)) {
      if (inModuleOf) found.push(...inModule(inModuleOf, held));
      continue;
    }
    if (held.type === AST_NODE_TYPES.Identifier) {
      const local = resolveFunction(held, flow);
      if (local) {
        if (inModuleOf) found.push(...inModule(inModuleOf, local));
        continue;
      }
      const other = importedValue(held, flow, path, inModuleOf ? 1 : 0);
      if (other && isFunction(other.node)) found.push(...inModule(other, other.node));
      continue;
    }
    if (held.type !== AST_NODE_TYPES.MemberExpression || held.computed) continue;
    const owner = skipTransparent(held.object);
    const name = getStaticPropertyName(held);
    if (owner.type !== AST_NODE_TYPES.Identifier || name === null || !flow.isImportedName(owner)) continue;
    const value = importedValue(owner, flow, path, inModuleOf ? 1 : 0);
    if (value) found.push(...inModule(value, memberOf(value, name, false)));
  }
  return found;
}


/** The method `name` of what a module exports: an object literal, a class, or an instance of a class. */
function memberOf(value: ImportedValue, name: string, instance: boolean): FunctionNode | null {
  const node = skipTransparent(value.node);
  if (node.type === AST_NODE_TYPES.NewExpression && !instance) {
    // `export const ledger = new Ledger()`: the class, in the same module or imported there.
    const constructed = skipTransparent(node.callee);
    if (constructed.type !== AST_NODE_TYPES.Identifier) return null;
    const definition = value.module.flow.resolveVariable(constructed)?.defs[0];
    if (definition?.type === "ClassName") return memberFunction(definition.node, name, false, value.module.flow);
    const other = importedValue(constructed, value.module.flow, value.module.path, 1);
    return other ? memberFunction(other.node, name, false, other.module.flow) : null;
  }
  const isClass = node.type === AST_NODE_TYPES.ClassDeclaration || node.type === AST_NODE_TYPES.ClassExpression;
  return memberFunction(node, name, isClass && !instance, value.module.flow);
}

/** A function of another module that a call runs, with the names of that module. */
export interface CalledFunction {
  readonly path: string;
  readonly fn: FunctionNode;
  readonly names: NameResolver;
}

function inModule(value: ImportedValue, fn: FunctionNode | null): CalledFunction[] {
  return fn ? [{ path: value.module.path, fn, names: value.module.flow }] : [];
}

/** The function an imported name stands for in its module (a function, or a `const` bound to one). */
function importedFunction(name: TSESTree.Identifier, flow: ToolDataFlow, fromPath: string): CalledFunction[] {
  const value = importedValue(name, flow, fromPath, 0);
  return value && isFunction(value.node) ? inModule(value, value.node) : [];
}

function seedOf(outgoing: Pick<OutgoingCall, "index" | "taint">, fn: FunctionNode, from: string): IncomingSeed {
  const { taint, index } = outgoing;
  // The callee's value keeps its field path and the root's shape, so that messages name the field
  // and rules that judge fields (not whole roots) judge it.
  const shape = taint.source.shape;
  return {
    start: fn.range[0],
    index,
    kind: taint.source.kind,
    label: `${taint.source.label} from ${from}`,
    ...(shape && { shape }),
    rootMayBePrimitive: taint.source.rootMayBePrimitive === true,
    pending: taint.pending,
    path: taint.path,
    toolName: taint.source.toolName === true,
  };
}

/** The functions of a tree by where they start. */
function functionsByStart(program: TSESTree.Program, visitorKeys: Readonly<Record<string, readonly string[]>>): Map<number, FunctionNode> {
  const found = new Map<number, FunctionNode>();
  const stack: Node[] = [program];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (isFunction(node)) found.set(node.range[0], node);
    pushChildren(node, visitorKeys, stack);
  }
  return found;
}

/** The project view of one file: its links to the modules it imports, and the seeds other modules give it. */
export function viewFor(path: string, flow: ToolDataFlow, seeds: readonly IncomingSeed[]): ProjectView {
  return {
    links: linksFor(path, flow),
    seedIncoming(target, sourceCode, zod): void {
      if (seeds.length === 0) return;
      const functions = functionsByStart(sourceCode.ast, sourceCode.visitorKeys as Readonly<Record<string, readonly string[]>>);
      for (const seed of seeds) {
        const fn = functions.get(seed.start);
        const param = fn?.params[seed.index];
        if (!param || param.type === AST_NODE_TYPES.RestElement) continue;
        // Validated against a schema the caller's module could not read (a wrapper's `schema`
        // parameter): the schema this parameter is declared with is the one it was validated against
        // (`params: TypeOf<ReturnType<typeof listParameters>>`), when the seed reaches it whole.
        const declared = seed.shape?.opaque === true && seed.shape.properties === undefined && seed.path.length === 0 && seed.pending.length === 0 ? declaredParameterType(param) : null;
        const shape = (declared && zod.readDeclaredSchema(declared)) ?? seed.shape;
        const source = target.createSource(seed.kind, seed.label, param, shape, seed.rootMayBePrimitive, seed.toolName);
        target.seedPattern(param, source, seed.pending, seed.path);
      }
    },
  };
}

const indexes = new Map<string, ProjectIndex>();

/** What of the settings decides what the index finds: the sources and validators. */
function settingsKey(settings: ToolContractSettings): string {
  return JSON.stringify([[...settings.sourceNames], settings.sourceCalls, [...settings.validators]]);
}

/**
 * The index of the project under `root` for these settings, built on first use and rebuilt when a
 * file it analysed has changed. One per process (each `--concurrency` worker builds its own).
 */
export function projectIndex(root: string, settings: ToolContractSettings): ProjectIndex {
  const key = `${settingsKey(settings)}\u0000${root}`;
  let index = indexes.get(key);
  if (!index || index.isStale()) {
    if (index) implementsByRoot.clear();
    index = new ProjectIndex(root, settings);
    indexes.set(key, index);
  }
  return index;
}

/** Forgets every index (tests). */
export function clearProjectIndexes(): void {
  indexes.clear();
  implementsByRoot.clear();
}

/** The figures of every index built in this process (for the bench). */
export function indexStats(): IndexStats[] {
  return [...indexes.values()].map((index) => index.stats);
}

/** The folder whose index a file is part of: ESLint's working directory, when the file is under it. */
export function isUnder(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== "" && !rel.startsWith("..") && !rel.startsWith(sep) && !/^[A-Za-z]:/u.test(rel);
}

export type { ProjectIndex };

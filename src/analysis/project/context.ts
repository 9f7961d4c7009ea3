/**
 * What one module can learn from the modules it imports: the value another module exports under a
 * name (a zod schema, a schema factory, a function, a class), read with that module's own names
 * and zod imports. Every module read this way gets an analysis of its own, built once and kept
 * with the parsed module in the cache of `modules.ts`.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import { type Node, skipTransparent } from "../ast.js";
import type { ContractContext } from "../contract.js";
import { ToolDataFlow } from "../flow.js";
import { type ModuleLinks, ZOD_MODULES, ZodReader } from "../zod.js";
import { type ParsedModule, findExport, loadModule, resolveImport } from "./modules.js";

/** Imports and re-exports followed from one name before giving up (a chain of 1,000 modules stops here). */
export const MAX_IMPORT_HOPS = 16;

/** A module read for what it exports: its names and its zod reader. */
export interface ModuleContext {
  readonly path: string;
  readonly sourceCode: ParsedModule["sourceCode"];
  readonly flow: ToolDataFlow;
  readonly zod: ZodReader;
}

/** A value another module exports, and the module it is written in. */
export interface ImportedValue {
  readonly module: ModuleContext;
  readonly node: Node;
}

function contextOf(parsed: ParsedModule): ModuleContext {
  if (parsed.analysis) return parsed.analysis as ModuleContext;
  const flow = new ToolDataFlow(parsed.sourceCode);
  const zod = new ZodReader(flow, linksFor(parsed.path, flow));
  for (const statement of parsed.sourceCode.ast.body) {
    if (statement.type === AST_NODE_TYPES.ImportDeclaration) zod.visitImport(statement, parsed.sourceCode);
  }
  const context: ModuleContext = { path: parsed.path, sourceCode: parsed.sourceCode, flow, zod };
  parsed.analysis = context;
  return context;
}

/** The module at `path` with its analysis, or `null` when it cannot be read. */
export function moduleContext(path: string): ModuleContext | null {
  const parsed = loadModule(path);
  return parsed ? contextOf(parsed) : null;
}

/** How a file reaches the modules it imports: given to its zod reader and to its flow. */
export function linksFor(path: string, flow: ToolDataFlow): ModuleLinks {
  return {
    importedValue: (identifier) => importedValue(identifier, flow, path, 0),
    isZodNamespace: (identifier) => {
      const imported = importOf(identifier, flow);
      const target = imported && resolveImport(path, imported.specifier);
      return target !== null && imported !== null && exportsZod(target, imported.name, 0);
    },
  };
}

/**
 * The module at `path` re-exports zod's namespace under `name`: `export { z as zod } from "zod"`,
 * `export * as zod from "zod"`, or `export { z } from "zod"`, directly or through the project's
 * own re-exports (a `third_party/index.ts` that wraps the project's dependencies).
 */
function exportedName(node: TSESTree.Identifier | TSESTree.StringLiteral): string {
  return node.type === AST_NODE_TYPES.Identifier ? node.name : node.value;
}

function exportsZod(path: string, name: string, hops: number): boolean {
  if (hops > MAX_IMPORT_HOPS || name === "default") return false;
  const parsed = loadModule(path);
  if (!parsed) return false;
  for (const statement of parsed.sourceCode.ast.body) {
    // `export * as zod from "zod"`.
    if (
      statement.type === AST_NODE_TYPES.ExportAllDeclaration &&
      statement.exported !== null &&
      exportedName(statement.exported) === name
    ) {
      return ZOD_MODULES.has(statement.source.value);
    }
  }
  for (const target of findExport(parsed, name)) {
    if (target.kind !== "reexport") continue;
    if (ZOD_MODULES.has(target.specifier)) {
      if (target.name === "z" || target.name === "default") return true;
      continue;
    }
    const next = resolveImport(path, target.specifier);
    if (next && exportsZod(next, target.name, hops + 1)) return true;
  }
  return false;
}

/** The import declaration and the imported name (`"default"`, or `"*"` for a namespace) of a binding. */
export function importOf(
  identifier: TSESTree.Identifier,
  flow: ToolDataFlow,
  types = false,
): { readonly specifier: string; readonly name: string } | null {
  const definition = flow.resolveVariable(identifier)?.defs[0];
  if (definition?.type !== "ImportBinding") return null;
  const declaration = definition.parent;
  if (declaration?.type !== AST_NODE_TYPES.ImportDeclaration || (declaration.importKind === "type" && !types)) return null;
  const specifier = definition.node;
  switch (specifier.type) {
    case AST_NODE_TYPES.ImportDefaultSpecifier:
      return { specifier: declaration.source.value, name: "default" };
    case AST_NODE_TYPES.ImportNamespaceSpecifier:
      return { specifier: declaration.source.value, name: "*" };
    case AST_NODE_TYPES.ImportSpecifier:
      if (specifier.importKind === "type" && !types) return null;
      return {
        specifier: declaration.source.value,
        name: specifier.imported.type === AST_NODE_TYPES.Identifier ? specifier.imported.name : String(specifier.imported.value),
      };
    default:
      return null;
  }
}

/** The value an identifier bound by a relative import stands for, in the module that exports it. */
export function importedValue(identifier: TSESTree.Identifier, flow: ToolDataFlow, fromPath: string, hops: number): ImportedValue | null {
  const imported = importOf(identifier, flow);
  if (!imported || imported.name === "*") return null;
  const path = resolveImport(fromPath, imported.specifier);
  return path ? exportedValue(path, imported.name, hops + 1) : null;
}

/** What the module at `path` exports under `name`, following re-exports and imports. */
export function exportedValue(path: string, name: string, hops: number): ImportedValue | null {
  if (hops > MAX_IMPORT_HOPS) return null;
  const module = moduleContext(path);
  if (!module) return null;
  const parsed = loadModule(path)!;
  for (const target of findExport(parsed, name)) {
    if (target.kind === "reexport") {
      const next = resolveImport(path, target.specifier);
      const value = next ? exportedValue(next, target.name, hops + 1) : null;
      if (value) return value;
      continue;
    }
    const node = skipTransparent(target.node);
    if (node.type !== AST_NODE_TYPES.Identifier) return { module, node };
    // `export { helper }` or `export default helper`: what the module binds to that name.
    const definition = module.flow.resolveVariable(node)?.defs[0];
    if (!definition) continue;
    if (definition.type === "ImportBinding") {
      const value = importedValue(node, module.flow, path, hops);
      if (value) return value;
      continue;
    }
    if (definition.type === "FunctionName" || definition.type === "ClassName") return { module, node: definition.node };
    if (definition.node.type === AST_NODE_TYPES.TSInterfaceDeclaration || definition.node.type === AST_NODE_TYPES.TSTypeAliasDeclaration) {
      return { module, node: definition.node };
    }
    if (definition.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.init) {
      return { module, node: skipTransparent(definition.node.init) };
    }
  }
  return null;
}

/** The interface or type alias an imported type name stands for, in the module that declares it. */
export function importedType(identifier: TSESTree.Identifier, flow: ToolDataFlow, fromPath: string): ImportedValue | null {
  const imported = importOf(identifier, flow, true);
  if (!imported || imported.name === "*") return null;
  const path = resolveImport(fromPath, imported.specifier);
  const value = path ? exportedValue(path, imported.name, 1) : null;
  const node = value?.node;
  return node?.type === AST_NODE_TYPES.TSInterfaceDeclaration || node?.type === AST_NODE_TYPES.TSTypeAliasDeclaration ? value : null;
}

const contractContexts = new WeakMap<ModuleContext, ContractContext>();

/**
 * The contract context of a file: its names and tree, and the types it imports (read in their own
 * modules, each with a context of its own). `values` gives the file's tool values, where known.
 */
export function contractContextFor(
  path: string | null,
  flow: ToolDataFlow,
  program: TSESTree.Program,
  values?: Pick<ContractContext, "valueOf" | "occurrencesOf" | "visitorKeys" | "projectSchemaField">,
): ContractContext {
  return {
    resolveVariable: (identifier) => flow.resolveVariable(identifier),
    program,
    ...values,
    ...(path !== null && {
      importedType: (name: TSESTree.Identifier) => {
        const value = importedType(name, flow, path);
        if (!value) return null;
        let context = contractContexts.get(value.module);
        if (!context) {
          context = contractContextFor(value.module.path, value.module.flow, value.module.sourceCode.ast);
          contractContexts.set(value.module, context);
        }
        return { declaration: value.node as TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration, context };
      },
    }),
  };
}

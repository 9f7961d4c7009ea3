/**
 * Reading the other modules of a project without type information: resolving a relative import the
 * way TypeScript does, parsing the file with the same parser ESLint uses, and finding what a module
 * exports under a name. Parsed modules are cached per process, keyed by path and checked against
 * the file's modification time and size, in a cache bounded in modules and in characters.
 *
 * Nothing here knows about tool data: `context.ts` builds the analysis of a module on top of it.
 */
import { readFileSync, statSync } from "node:fs";
import { dirname, extname, join, resolve as resolvePath } from "node:path";

import { parseForESLint } from "@typescript-eslint/parser";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import type { Node } from "../ast.js";

/** The extensions a module may have, in the order TypeScript tries them. */
const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
/** What an import's JavaScript extension may stand for in a TypeScript project: `./x.js` → `x.ts`. */
const SUBSTITUTES: Readonly<Record<string, readonly string[]>> = {
  ".js": [".ts", ".tsx", ".js", ".jsx"],
  ".jsx": [".tsx", ".jsx"],
  ".mjs": [".mts", ".mjs"],
  ".cjs": [".cts", ".cjs"],
};

/** The most modules kept parsed at once, and the most characters of source they may hold. */
export const MODULE_CACHE_LIMITS = { modules: 256, characters: 8 * 1024 * 1024 };
/** A module larger than this is not read: generated bundles and data, not code a handler calls. */
export const MAX_MODULE_CHARACTERS = 2 * 1024 * 1024;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a relative import names, from the importing file's path: `./x.js` → `x.ts`, `x.tsx` or
 * `x.js`; `./x` → `x.ts` … `x.cjs`, or `x/index.*`. `null` for a package import or a missing file.
 */
export function resolveRelativeImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith("./") && !specifier.startsWith("../") && specifier !== "." && specifier !== "..") return null;
  const base = resolvePath(dirname(fromFile), specifier.split("?")[0]!);
  const extension = extname(base);
  const candidates: string[] = [];
  const substitutes = SUBSTITUTES[extension];
  if (substitutes) {
    const stem = base.slice(0, -extension.length);
    candidates.push(...substitutes.map((candidate) => stem + candidate));
  } else if (SOURCE_EXTENSIONS.includes(extension)) {
    candidates.push(base);
  } else {
    candidates.push(...SOURCE_EXTENSIONS.map((candidate) => base + candidate));
    candidates.push(...SOURCE_EXTENSIONS.map((candidate) => join(base, `index${candidate}`)));
  }
  return candidates.find(isFile) ?? null;
}

/**
 * Enough of ESLint's `SourceCode` for the analysis to read a module that ESLint is not linting: its
 * text, tree (with parents), scopes and visitor keys.
 */
class ModuleSourceCode {
  readonly parserServices = {};
  constructor(
    readonly text: string,
    readonly ast: TSESTree.Program,
    readonly scopeManager: TSESLint.Scope.ScopeManager,
    readonly visitorKeys: Readonly<Record<string, readonly string[]>>,
  ) {}

  getText(node?: Node): string {
    return node ? this.text.slice(node.range[0], node.range[1]) : this.text;
  }

  getScope(node: Node): TSESLint.Scope.Scope {
    for (let current: Node | undefined = node; current; current = current.parent) {
      const scope = this.scopeManager.acquire(current, true);
      if (scope) return scope.type === "function-expression-name" ? scope.childScopes[0]! : scope;
    }
    return this.scopeManager.scopes[0]!;
  }

  getAllComments(): TSESTree.Comment[] {
    return this.ast.comments ?? [];
  }
}

export interface ParsedModule {
  readonly path: string;
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  /** The module's own analysis, built on first use by `context.ts`. */
  analysis?: unknown;
}

interface Entry {
  readonly module: ParsedModule | null;
  readonly mtimeMs: number;
  readonly size: number;
  readonly characters: number;
}

/** Sets `parent` on every node: ESLint does this while it traverses, and the analysis relies on it. */
function setParents(root: TSESTree.Program, keys: Readonly<Record<string, readonly string[]>>): void {
  const stack: Node[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    for (const key of keys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      const children = Array.isArray(child) ? child : [child];
      for (const item of children) {
        if (item && typeof (item as Node).type === "string") {
          (item as { parent: Node }).parent = node;
          stack.push(item as Node);
        }
      }
    }
  }
}

function parse(path: string, text: string): ParsedModule | null {
  const extension = extname(path);
  const attempt = (jsx: boolean): ParsedModule => {
    const result = parseForESLint(text, {
      filePath: path,
      sourceType: "module",
      ecmaVersion: "latest",
      range: true,
      loc: true,
      comment: true,
      tokens: false,
      ecmaFeatures: { jsx },
    });
    const keys = result.visitorKeys as unknown as Readonly<Record<string, readonly string[]>>;
    setParents(result.ast as TSESTree.Program, keys);
    const sourceCode = new ModuleSourceCode(text, result.ast as TSESTree.Program, result.scopeManager as TSESLint.Scope.ScopeManager, keys);
    return { path, sourceCode: sourceCode as unknown as Readonly<TSESLint.SourceCode> };
  };
  try {
    return attempt(extension === ".tsx" || extension === ".jsx");
  } catch {
    // A `.js` file may hold JSX; anything else that does not parse is not read.
    if (extension !== ".js" && extension !== ".mjs" && extension !== ".cjs") return null;
    try {
      return attempt(true);
    } catch {
      return null;
    }
  }
}

/** Parsed modules by path, least recently used first. */
const modules = new Map<string, Entry>();
let cachedCharacters = 0;
let reads = 0;

/** How many modules were read and parsed in this process (for the bench). */
export function modulesRead(): number {
  return reads;
}

/**
 * The parsed module at `path`, from the cache when the file has not changed since it was read.
 * `null` for a file that cannot be read, is too large, or does not parse.
 */
const programPaths = new WeakMap<TSESTree.Program, string>();

/** The path of the module a node of a parsed module belongs to, or `null` for a node of no module read here. */
export function modulePathOf(node: TSESTree.Node): string | null {
  let current: TSESTree.Node = node;
  while (current.parent) current = current.parent;
  return current.type === AST_NODE_TYPES.Program ? (programPaths.get(current) ?? null) : null;
}

export function loadModule(path: string): ParsedModule | null {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return null;
  }
  const known = modules.get(path);
  if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) {
    modules.delete(path);
    modules.set(path, known);
    return known.module;
  }
  if (known) forget(path, known);
  let module: ParsedModule | null = null;
  let characters = 0;
  if (stats.isFile() && stats.size <= MAX_MODULE_CHARACTERS * 4) {
    const text = readFileSync(path, "utf8");
    characters = text.length;
    if (characters <= MAX_MODULE_CHARACTERS) {
      reads++;
      module = parse(path, text);
    }
  }
  if (module) programPaths.set(module.sourceCode.ast, path);
  modules.set(path, { module, mtimeMs: stats.mtimeMs, size: stats.size, characters });
  cachedCharacters += characters;
  for (const [oldest, entry] of modules) {
    if (modules.size <= MODULE_CACHE_LIMITS.modules && cachedCharacters <= MODULE_CACHE_LIMITS.characters) break;
    if (oldest === path) break;
    forget(oldest, entry);
  }
  return module;
}

function forget(path: string, entry: Entry): void {
  modules.delete(path);
  cachedCharacters -= entry.characters;
}

/** Empties the cache (tests). */
export function clearModuleCache(): void {
  modules.clear();
  cachedCharacters = 0;
}

/** What a module exports under a name: the declaration's node, or a re-export to follow. */
export type ExportTarget =
  | { readonly kind: "local"; readonly node: Node; readonly name: TSESTree.Identifier | null }
  | { readonly kind: "reexport"; readonly specifier: string; readonly name: string };

/**
 * Where `module` defines its export `name` (`"default"` for the default export): a function or
 * class declaration, a variable's initialiser, or an identifier whose binding the module declares.
 * `export { a as b } from "./c"` and `export * from "./c"` are re-exports to follow.
 */
export function findExport(module: ParsedModule, name: string): ExportTarget[] {
  const body = module.sourceCode.ast.body;
  const found: ExportTarget[] = [];
  const stars: ExportTarget[] = [];
  for (const statement of body) {
    if (statement.type === AST_NODE_TYPES.ExportDefaultDeclaration) {
      if (name === "default") found.push({ kind: "local", node: statement.declaration, name: null });
      continue;
    }
    if (statement.type === AST_NODE_TYPES.ExportAllDeclaration) {
      if (statement.exported === null && name !== "default") stars.push({ kind: "reexport", specifier: statement.source.value, name });
      continue;
    }
    if (statement.type !== AST_NODE_TYPES.ExportNamedDeclaration) continue;
    const declaration = statement.declaration;
    if (declaration) {
      if (
        (declaration.type === AST_NODE_TYPES.FunctionDeclaration ||
          declaration.type === AST_NODE_TYPES.ClassDeclaration ||
          declaration.type === AST_NODE_TYPES.TSDeclareFunction ||
          declaration.type === AST_NODE_TYPES.TSInterfaceDeclaration ||
          declaration.type === AST_NODE_TYPES.TSTypeAliasDeclaration) &&
        declaration.id?.name === name
      ) {
        found.push({ kind: "local", node: declaration, name: declaration.id });
      } else if (declaration.type === AST_NODE_TYPES.VariableDeclaration) {
        for (const declarator of declaration.declarations) {
          if (declarator.id.type === AST_NODE_TYPES.Identifier && declarator.id.name === name && declarator.init) {
            found.push({ kind: "local", node: declarator.init, name: declarator.id });
          }
        }
      }
      continue;
    }
    for (const specifier of statement.specifiers) {
      const exported = specifier.exported.type === AST_NODE_TYPES.Identifier ? specifier.exported.name : String(specifier.exported.value);
      if (exported !== name) continue;
      const local = specifier.local.type === AST_NODE_TYPES.Identifier ? specifier.local.name : String(specifier.local.value);
      if (statement.source) found.push({ kind: "reexport", specifier: statement.source.value, name: local });
      else if (specifier.local.type === AST_NODE_TYPES.Identifier) found.push({ kind: "local", node: specifier.local, name: specifier.local });
    }
  }
  return found.length > 0 ? found : stars;
}

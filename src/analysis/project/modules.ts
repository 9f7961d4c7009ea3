/**
 * Reading the other modules of a project without type information: resolving a relative import the
 * way TypeScript does, parsing the file with the same parser ESLint uses, and finding what a module
 * exports under a name. Parsed modules are cached per process, keyed by path and checked against
 * the file's modification time and size, in a cache bounded in modules and in characters.
 *
 * Nothing here knows about tool data: `context.ts` builds the analysis of a module on top of it.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, extname, join, resolve as resolvePath } from "node:path";

import { parseForESLint } from "@typescript-eslint/parser";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import type { Node } from "../ast.js";
import { clearWorkspaces, workspaceGeneration, workspacePackageNames, workspaceTargets } from "./workspaces.js";

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
  return resolveFile(resolvePath(dirname(fromFile), specifier.split("?")[0]!));
}

/**
 * The file an import names: a relative import, one that a `paths` alias of the nearest
 * `tsconfig.json` maps into the project (`@/lib/ledger` with `"@/*": ["src/*"]`), or a package of
 * the monorepo's workspace (see `workspaces.ts`). `null` for a dependency or a missing file.
 */
export function resolveImport(fromFile: string, specifier: string): string | null {
  const relative = resolveRelativeImport(fromFile, specifier);
  if (relative !== null || specifier.startsWith(".")) return relative;
  const folder = dirname(fromFile);
  const aliases = pathAliasesFor(folder);
  const key = `${folder}\0${specifier}`;
  const known = resolvedAliases.get(key);
  if (known !== undefined) return known;
  let found: string | null = null;
  // A `paths` alias first, then a package of the monorepo's workspace (`@repo/common/src/x`).
  const seen = workspaceGeneration();
  const workspace = workspaceTargets(folder, specifier);
  // A workspace read again (its manifest changed) makes what was resolved through the old one stale.
  if (workspaceGeneration() !== seen) resolvedAliases.clear();
  for (const target of [...(aliases ? aliasTargets(aliases, specifier) : []), ...workspace]) {
    // A target in a package is a dependency, which the plugin does not read.
    if (target.split(/[\\/]/u).includes("node_modules")) continue;
    found = resolveFile(target);
    if (found) break;
  }
  if (resolvedAliases.size >= MAX_ALIAS_FOLDERS * 4) resolvedAliases.clear();
  resolvedAliases.set(key, found);
  return found;
}

/** Imports resolved through aliases, per folder and specifier (forgotten when a tsconfig is read again). */
const resolvedAliases = new Map<string, string | null>();

/** `base` as a source file: with its extension, a JavaScript extension standing for TypeScript, or none. */
function resolveFile(base: string): string | null {
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

/** A `paths` entry: its pattern split at the `*` (or whole), and its targets as absolute paths. */
interface PathAlias {
  readonly prefix: string;
  /** For a `baseUrl`, whose prefix is empty: the first words an import under it can start with. */
  readonly firstWords?: readonly string[];
  /** `null` for a pattern without `*`, which matches only itself. */
  readonly suffix: string | null;
  readonly targets: readonly string[];
}

/** The nearest `tsconfig.json` per folder, found by climbing (`null`: none up to the root). */
const configByFolder = new Map<string, string | null>();
/** The aliases of each `tsconfig.json` read, with the file's state when read (checked at most once a second). */
const aliasesByConfig = new Map<string, { aliases: readonly PathAlias[] | null; mtimeMs: number; size: number; checked: number }>();
/** How many `extends` a `tsconfig.json` may chain, and how many folders are remembered. */
const MAX_EXTENDS = 4;
const MAX_ALIAS_FOLDERS = 4096;

function nearestConfig(folder: string): string | null {
  const known = configByFolder.get(folder);
  if (known !== undefined) return known;
  const here = join(folder, "tsconfig.json");
  const found = isFile(here) ? here : dirname(folder) !== folder && basename(folder) !== "node_modules" ? nearestConfig(dirname(folder)) : null;
  if (configByFolder.size >= MAX_ALIAS_FOLDERS) configByFolder.clear();
  configByFolder.set(folder, found);
  return found;
}

/** The `paths` aliases that hold for modules in `folder`; read again when the `tsconfig.json` changes. */
export function pathAliasesFor(folder: string): readonly PathAlias[] | null {
  const config = nearestConfig(folder);
  if (config === null) return null;
  const now = Date.now();
  const known = aliasesByConfig.get(config);
  if (known && now - known.checked < 1000) return known.aliases;
  let stats;
  try {
    stats = statSync(config);
  } catch {
    configByFolder.clear();
    return null;
  }
  if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) {
    known.checked = now;
    return known.aliases;
  }
  const aliases = readPathAliases(config, 0);
  resolvedAliases.clear();
  aliasesByConfig.set(config, { aliases, mtimeMs: stats.mtimeMs, size: stats.size, checked: now });
  return aliases;
}

/** Forgets the configurations read (tests). */
export function clearPathAliases(): void {
  clearWorkspaces();
  resolvedAliases.clear();
  configByFolder.clear();
  aliasesByConfig.clear();
}

/** The `paths` of a `tsconfig.json`, following a relative `extends`; `null` when there are none. */
function readPathAliases(file: string, depth: number): readonly PathAlias[] | null {
  let config: { extends?: unknown; compilerOptions?: { baseUrl?: unknown; paths?: unknown } };
  try {
    config = JSON.parse(withoutComments(readFileSync(file, "utf8"))) as typeof config;
  } catch {
    return null;
  }
  const options = config.compilerOptions ?? {};
  if ((options.paths === undefined || options.paths === null || typeof options.paths !== "object") && typeof options.baseUrl !== "string") {
    const parent = typeof config.extends === "string" && config.extends.startsWith(".") && depth < MAX_EXTENDS ? config.extends : null;
    if (!parent) return null;
    const path = resolvePath(dirname(file), parent.endsWith(".json") ? parent : `${parent}.json`);
    return isFile(path) ? readPathAliases(path, depth + 1) : null;
  }
  // `paths` are relative to `baseUrl`, or to the file that declares them when there is none.
  const base = typeof options.baseUrl === "string" ? resolvePath(dirname(file), options.baseUrl) : dirname(file);
  const aliases: PathAlias[] = [];
  // With a `baseUrl`, any other import is also tried under it (`src/lib/x` from the project's root),
  // after the package of that name is not found: TypeScript's order, which the plugin cannot know,
  // matters only for a folder named like a package.
  if (typeof options.baseUrl === "string") aliases.push(baseUrlAlias(base));
  for (const [pattern, targets] of Object.entries((options.paths ?? {}) as Record<string, unknown>)) {
    if (!Array.isArray(targets)) continue;
    const star = pattern.indexOf("*");
    aliases.push({
      prefix: star < 0 ? pattern : pattern.slice(0, star),
      suffix: star < 0 ? null : pattern.slice(star + 1),
      targets: targets.filter((target): target is string => typeof target === "string").map((target) => resolvePath(base, target)),
    });
  }
  return aliases.length > 0 ? aliases : null;
}

/** The names of a `baseUrl` folder's entries, as the first word of an import under it (bounded). */
const MAX_BASE_ENTRIES = 256;

function baseUrlAlias(base: string): PathAlias {
  let names: string[] = [];
  try {
    names = readdirSync(base)
      .filter((name) => !name.startsWith(".") && name !== "node_modules")
      .slice(0, MAX_BASE_ENTRIES);
  } catch {
    names = [];
  }
  return { prefix: "", suffix: "", targets: [join(base, "*")], firstWords: names.map((name) => `${name.replace(/\.[cm]?[jt]sx?$/u, "")}/`) };
}

/** The paths `specifier` maps to, longest matching prefix first, as TypeScript tries them. */
function aliasTargets(aliases: readonly PathAlias[], specifier: string): string[] {
  const matches = aliases
    .filter((alias) =>
      alias.suffix === null
        ? specifier === alias.prefix
        : specifier.startsWith(alias.prefix) && specifier.endsWith(alias.suffix) && specifier.length >= alias.prefix.length + alias.suffix.length,
    )
    .sort((left, right) => right.prefix.length - left.prefix.length);
  const paths: string[] = [];
  for (const alias of matches) {
    const captured = alias.suffix === null ? "" : specifier.slice(alias.prefix.length, specifier.length - alias.suffix.length);
    for (const target of alias.targets) paths.push(target.replace("*", captured));
  }
  return paths;
}

/** JSON with comments (`tsconfig.json`): line and block comments outside strings, and trailing commas, removed. */
function withoutComments(text: string): string {
  let out = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"') {
      const start = index;
      for (index++; index < text.length && text[index] !== '"'; index++) if (text[index] === "\\") index++;
      out += text.slice(start, index + 1);
    } else if (char === "/" && text[index + 1] === "/") {
      while (index < text.length && text[index] !== "\n") index++;
      out += "\n";
    } else if (char === "/" && text[index + 1] === "*") {
      const end = text.indexOf("*/", index + 2);
      index = end < 0 ? text.length : end + 1;
    } else {
      out += char;
    }
  }
  return out.replace(/,(\s*[}\]])/gu, "$1");
}

/**
 * The prefixes of the aliases that hold for `folder` (`@/`, `~/lib/`), and the names of the
 * workspace's packages (`@repo/common`): what an import of the project's own modules starts with.
 */
export function aliasPrefixes(folder: string): readonly string[] {
  const aliases = (pathAliasesFor(folder) ?? []).flatMap((alias) => alias.firstWords ?? [alias.prefix]);
  return [...aliases, ...workspacePackageNames(folder)].filter((prefix) => prefix.length > 0);
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

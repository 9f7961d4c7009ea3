/**
 * The packages of a monorepo's workspace, so that an import of one package by another
 * (`import { LimitParam } from "@repo/common/src/pagination"`, `from "@repo/common"`) is read like a
 * relative one. The workspace is the nearest folder above the importing file whose `package.json`
 * lists `workspaces` (npm, yarn), or that holds a `pnpm-workspace.yaml`. Its patterns are folders
 * (`packages/common`) or folders of packages (`apps/*`); other globs (`**`, `apps/*-svc`) and
 * negations are left out.
 *
 * Everything read is bounded ({@link MAX_PACKAGES} packages per workspace) and cached per
 * workspace root; the root's manifest is checked again at most once a second.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** How many packages of one workspace are read. */
const MAX_PACKAGES = 512;
/** How many folders remember their workspace root. */
const MAX_FOLDERS = 4096;

interface Workspace {
  /** Package name → its folder. */
  readonly packages: ReadonlyMap<string, string>;
  readonly manifest: string;
  readonly mtimeMs: number;
  checked: number;
}

const rootByFolder = new Map<string, string | null>();
const workspaces = new Map<string, Workspace>();

function readJson(path: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(readFileSync(path, "utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The workspace patterns a folder declares, or `null` when it is no workspace root. */
function patternsAt(folder: string): { patterns: string[]; manifest: string } | null {
  const pnpm = join(folder, "pnpm-workspace.yaml");
  if (existsSync(pnpm)) {
    let text = "";
    try {
      text = readFileSync(pnpm, "utf8");
    } catch {
      return null;
    }
    return { patterns: pnpmPatterns(text), manifest: pnpm };
  }
  const manifest = join(folder, "package.json");
  if (!existsSync(manifest)) return null;
  const json = readJson(manifest);
  const declared = json?.["workspaces"];
  const list = Array.isArray(declared)
    ? declared
    : declared !== null && typeof declared === "object" && Array.isArray((declared as { packages?: unknown }).packages)
      ? (declared as { packages: unknown[] }).packages
      : null;
  return list ? { patterns: list.filter((item): item is string => typeof item === "string"), manifest } : null;
}

/** The entries of the `packages:` list of a `pnpm-workspace.yaml` (a list of plain or quoted strings). */
export function pnpmPatterns(text: string): string[] {
  const patterns: string[] = [];
  const item = (raw: string): void => {
    const quoted = /^\s*(["']?)([^"'#,\]]+?)\1\s*$/u.exec(raw);
    if (quoted?.[2]) patterns.push(quoted[2].trim());
  };
  let inPackages = false;
  for (const line of text.split(/\r?\n/u)) {
    // Blank lines and comments, even in the first column, do not end the list.
    if (/^\s*(?:#.*)?$/u.test(line)) continue;
    if (/^\S/u.test(line)) {
      const flow = /^packages\s*:\s*\[(.*)\]\s*(?:#.*)?$/u.exec(line);
      // `packages: ['apps/*', 'packages/*']`, a list written in one line.
      if (flow) for (const part of flow[1]!.split(",")) item(part);
      inPackages = !flow && /^packages\s*:/u.test(line);
      continue;
    }
    const entry = inPackages ? /^\s+-\s*(.*?)\s*(?:#.*)?$/u.exec(line) : null;
    if (entry) item(entry[1]!);
  }
  return patterns;
}

function workspaceRoot(folder: string): string | null {
  const known = rootByFolder.get(folder);
  if (known !== undefined) return known;
  const parent = dirname(folder);
  const found = patternsAt(folder) ? folder : parent !== folder && basename(folder) !== "node_modules" ? workspaceRoot(parent) : null;
  if (rootByFolder.size >= MAX_FOLDERS) rootByFolder.clear();
  rootByFolder.set(folder, found);
  return found;
}

function readWorkspace(root: string): Workspace | null {
  const declared = patternsAt(root);
  if (!declared) return null;
  const packages = new Map<string, string>();
  const add = (folder: string): void => {
    if (packages.size >= MAX_PACKAGES) return;
    const name = readJson(join(folder, "package.json"))?.["name"];
    if (typeof name === "string" && !packages.has(name)) packages.set(name, folder);
  };
  for (const pattern of [...declared.patterns].sort()) {
    const clean = pattern.replace(/^\.\//u, "").replace(/\/$/u, "");
    // A folder, or a folder of packages: any other glob is left out.
    if (clean.startsWith("!") || /[*?[{]/u.test(clean.endsWith("/*") ? clean.slice(0, -2) : clean)) continue;
    if (!clean.endsWith("/*")) {
      add(join(root, clean));
      continue;
    }
    const parent = join(root, clean.slice(0, -2));
    let entries: string[] = [];
    try {
      entries = readdirSync(parent, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith("."))
        .map((entry) => entry.name)
        .sort();
    } catch {
      continue;
    }
    for (const entry of entries) add(join(parent, entry));
  }
  let mtimeMs = 0;
  try {
    mtimeMs = statSync(declared.manifest).mtimeMs;
  } catch {
    return null;
  }
  return { packages, manifest: declared.manifest, mtimeMs, checked: Date.now() };
}

/** The folder of the workspace package `name`, as seen from `folder`; `null` outside a workspace. */
function packageFolder(folder: string, name: string): string | null {
  return workspaceOf(folder)?.packages.get(name) ?? null;
}

/** The names of the packages of the workspace around `folder` (none outside a workspace). */
export function workspacePackageNames(folder: string): string[] {
  return [...(workspaceOf(folder)?.packages.keys() ?? [])];
}

function workspaceOf(folder: string): Workspace | null {
  const root = workspaceRoot(folder);
  if (root === null) return null;
  const now = Date.now();
  let workspace = workspaces.get(root);
  if (workspace && now - workspace.checked >= 1000) {
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(workspace.manifest).mtimeMs;
    } catch {
      // gone: read again
    }
    if (mtimeMs === workspace.mtimeMs) workspace.checked = now;
    else workspace = undefined;
  }
  if (!workspace) {
    const read = readWorkspace(root);
    if (!read) return null;
    workspaces.set(root, (workspace = read));
    generation++;
  }
  return workspace;
}

/**
 * The paths, in order of preference, that an import of a workspace package stands for:
 * `@repo/common/src/pagination` → that path in the package's folder; `@repo/common` → its declared
 * entry (`exports["."]`, `types`, `main`, `module`; a `dist/` entry also as `src/`), then `src/index`
 * and `index`. Empty when the specifier names no package of the workspace around `fromFolder`.
 */
export function workspaceTargets(fromFolder: string, specifier: string): string[] {
  const segments = specifier.split("/");
  const nameLength = specifier.startsWith("@") ? 2 : 1;
  if (segments.length < nameLength || segments.some((segment) => segment === "" || segment === "..")) return [];
  const folder = packageFolder(fromFolder, segments.slice(0, nameLength).join("/"));
  if (folder === null) return [];
  const subpath = segments.slice(nameLength).join("/");
  if (subpath !== "") return [join(folder, subpath)];
  const manifest = readJson(join(folder, "package.json")) ?? {};
  const entries: string[] = [];
  const exported = manifest["exports"];
  const dot = exported !== null && typeof exported === "object" && !Array.isArray(exported) ? (exported as Record<string, unknown>)["."] : exported;
  const conditions = dot !== null && typeof dot === "object" && !Array.isArray(dot) ? (dot as Record<string, unknown>) : null;
  for (const candidate of [
    ...(typeof dot === "string" ? [dot] : []),
    ...(conditions ? ["types", "import", "default"].map((key) => conditions[key]) : []),
    manifest["types"],
    manifest["main"],
    manifest["module"],
  ]) {
    if (typeof candidate !== "string") continue;
    const clean = candidate.replace(/^\.\//u, "").replace(/\.d\.ts$/u, ".ts");
    entries.push(join(folder, clean));
    if (clean.startsWith("dist/")) entries.push(join(folder, `src/${clean.slice("dist/".length)}`));
  }
  entries.push(join(folder, "src/index"), join(folder, "index"));
  return entries;
}

let generation = 0;

/** Changes whenever a workspace is read (again): what was resolved through the old one is stale. */
export function workspaceGeneration(): number {
  return generation;
}

/** Forgets the workspaces read (tests). */
export function clearWorkspaces(): void {
  rootByFolder.clear();
  workspaces.clear();
}

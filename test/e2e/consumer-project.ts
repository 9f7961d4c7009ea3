/**
 * A user's project, installed by npm without the network and without the machine's npm cache:
 * the plugin from its packed tarball, everything else through `file:` links to this repository's
 * own node_modules (the versions the tests run with). npm runs `--offline` against an empty cache
 * private to the project, so a package that cannot be installed locally fails at once, the same
 * way on every machine, and the failure message holds npm's whole log.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";

import { repoRoot } from "./helpers.js";

export interface Tarball {
  /** The tarball's file name, as `npm pack` prints it. */
  readonly filename: string;
  readonly path: string;
}

/**
 * Packs the plugin into `destination`. `--ignore-scripts`: dist/ is the one the tests' global
 * setup built, so prepack need not build it again (package.test.ts checks that prepack builds).
 */
export function packPlugin(destination: string): Tarball {
  const pack = spawnSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", destination], { cwd: repoRoot, encoding: "utf8" });
  if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stdout}\n${pack.stderr}`);
  const filename = (JSON.parse(pack.stdout) as Array<{ filename: string }>)[0]!.filename;
  return { filename, path: join(destination, filename) };
}

/** A `file:` spec for a package installed in this repository's node_modules. */
export function localPackage(name: string): string {
  const folder = join(repoRoot, "node_modules", name);
  if (!existsSync(join(folder, "package.json"))) throw new Error(`${name} is not installed in this repository's node_modules`);
  return `file:${folder}`;
}

/** The options every npm command of a consumer project gets: offline, with a private cache. */
export function npmEnvironment(project: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    npm_config_cache: join(project, ".npm-cache"),
    npm_config_offline: "true",
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
    npm_config_ignore_scripts: "true",
    // `file:` folders become links; with install-links, npm would pack them and fetch their dependencies.
    npm_config_install_links: "false",
  };
}

/**
 * Pins the plugin's own dependencies to local folders, through `overrides` in the project's
 * package.json, so that installing the tarball needs no registry.
 */
export function pinPluginDependencies(project: string): void {
  const manifestPath = join(project, "package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
  const plugin = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  manifest.overrides = Object.fromEntries(Object.keys(plugin.dependencies).map((name) => [name, localPackage(name)]));
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

export interface NpmRun {
  readonly status: number | null;
  /** npm's output and its whole debug log: the message when a step fails. */
  readonly log: string;
}

/** npm's debug logs from the project's private cache, oldest first. */
function debugLogs(project: string): string {
  const folder = join(project, ".npm-cache", "_logs");
  if (!existsSync(folder)) return "(no npm debug log)";
  return readdirSync(folder)
    .sort()
    .map((name) => `--- ${name}\n${readFileSync(join(folder, name), "utf8")}`)
    .join("\n");
}

/** Runs npm in the project, offline; `log` holds stdout, stderr and npm's debug log. */
export function runNpm(project: string, args: readonly string[]): NpmRun {
  const run = spawnSync("npm", args, { cwd: project, encoding: "utf8", env: npmEnvironment(project) });
  const failed = run.status !== 0 || /npm (?:ERR!|error)/u.test(run.stderr);
  return {
    status: failed ? (run.status === 0 ? 1 : run.status) : 0,
    log: `$ npm ${args.join(" ")}\nexit ${String(run.status)}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}\n${failed ? debugLogs(project) : ""}`,
  };
}

/**
 * `npm install --save-dev <specs>` with each spec made local: the plugin's tarball (by its file
 * name, which must be the one `npm pack` writes) or a package name, linked to this repository's
 * copy of it.
 */
export function installLocally(project: string, specs: readonly string[], tarball: Tarball): NpmRun {
  const local = specs.map((spec) => {
    if (spec.endsWith(".tgz")) {
      if (basename(spec) !== tarball.filename) throw new Error(`The tarball ${spec} is not the one npm pack writes (${tarball.filename})`);
      return tarball.path;
    }
    return `${spec}@${localPackage(spec)}`;
  });
  return runNpm(project, ["install", "--save-dev", ...local]);
}

/**
 * The README's snippets work as written. The test copies them from README.md itself (fenced
 * blocks named by `title="…"` in their info string, under their section), and runs them in fresh
 * `npm init -y` projects, CommonJS and ES module: the install command (each package linked from
 * this repository, offline: consumer-project.ts), the quick-start configs, `npx eslint .`, the
 * typed config with its tsconfig, and the SARIF commands.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { installLocally, npmEnvironment, packPlugin, pinPluginDependencies, runNpm, type Tarball } from "./consumer-project.js";
import { repoRoot, temporaryFolder } from "./helpers.js";

const readme = readFileSync(join(repoRoot, "README.md"), "utf8");

interface Block {
  /** The nearest `##` or `###` heading above the block. */
  readonly section: string;
  readonly lang: string;
  readonly title: string | undefined;
  readonly body: string;
}

/** Every fenced block of a Markdown text, with its section and its `title="…"`. */
function fencedBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let section = "";
  let open: { lang: string; title: string | undefined; lines: string[] } | undefined;
  for (const line of text.split("\n")) {
    if (open !== undefined) {
      if (/^```\s*$/u.test(line)) {
        blocks.push({ section, lang: open.lang, title: open.title, body: `${open.lines.join("\n")}\n` });
        open = undefined;
      } else open.lines.push(line);
      continue;
    }
    const heading = /^#{2,3} (.+)$/u.exec(line);
    if (heading) section = heading[1]!;
    const fence = /^```(\w*)(.*)$/u.exec(line);
    if (fence) open = { lang: fence[1]!, title: /title="([^"]+)"/u.exec(fence[2]!)?.[1], lines: [] };
  }
  if (open !== undefined) throw new Error("README.md has an unclosed fenced block");
  return blocks;
}

const blocks = fencedBlocks(readme);

/** The one block titled `title` in `section`. */
function snippet(section: string, title: string): string {
  const found = blocks.filter((block) => block.section === section && block.title === title);
  if (found.length !== 1) throw new Error(`README.md has ${found.length} blocks titled "${title}" under "${section}", not one`);
  return found[0]!.body;
}

/** A block's commands: its lines less comments and blank lines. */
const commands = (body: string): string[] =>
  body
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/u, "").trim())
    .filter((line) => line !== "" && !line.startsWith("#"));

interface Run {
  readonly status: number | null;
  readonly output: string;
}

/**
 * Runs one of the README's command lines in the project. `npm install --save-dev <packages>` is
 * made local (the same packages, linked from this repository); every other line runs as written,
 * through the shell, with npm offline.
 */
function runCommand(project: string, line: string, tarball: Tarball): Run {
  const install = /^npm install --save-dev (.+)$/u.exec(line);
  if (install) {
    const run = installLocally(project, install[1]!.split(/\s+/u), tarball);
    return { status: run.status, output: run.log };
  }
  if (line.startsWith("npm ")) throw new Error(`The test does not know how to run "${line}" offline`);
  const run = spawnSync("sh", ["-c", line], { cwd: project, encoding: "utf8", env: npmEnvironment(project) });
  return { status: run.status, output: `$ ${line}\n${run.stdout}\n${run.stderr}` };
}

/** ESLint's default (stylish) output as `file:line rule`, and every other message line. */
function stylishFindings(output: string, project: string): string[] {
  const findings: string[] = [];
  let file = "";
  for (const line of output.split("\n")) {
    if (line.startsWith("/")) file = line.slice(project.length + 1);
    const message = /^\s+(\d+):\d+\s+(?:error|warning)\s+(.*?)(?:\s{2,}(\S+))?$/u.exec(line);
    if (message) findings.push(`${file}:${message[1]} ${message[3] ?? message[2]}`);
  }
  return findings.sort();
}

// The seeded files: an OpenAI tool loop and a JSON-RPC reply, with one mistake a line.
const agentJs = `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  const timeout = args.timeout || 30;
  if (args.include_refunded) return timeout;
  return 0;
}

function show(line) {
  const reply = JSON.parse(line);
  if (reply.jsonrpc !== "2.0") return null;
  return reply.result ? String(reply.result) : "none";
}
`;
const agentJsFindings = [
  "agent.js:3 tool-contract/no-lossy-default",
  "agent.js:4 tool-contract/no-truthy-tool-value",
  "agent.js:11 tool-contract/no-truthy-presence-check",
].sort();
const agentTs = `export function handle(call: { function: { arguments: string } }): number {
  const args = JSON.parse(call.function.arguments);
  const timeout = args.timeout || 30;
  if (args.include_refunded) return timeout;
  return 0;
}
`;
const agentTsFindings = ["src/agent.ts:3 tool-contract/no-lossy-default", "src/agent.ts:4 tool-contract/no-truthy-tool-value"].sort();

describe("README.md", () => {
  it("has at most 300 lines, its sections in the order a newcomer needs them", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(300);
    expect([...readme.matchAll(/^## (.+)$/gmu)].map((match) => match[1])).toEqual([
      "What it catches",
      "Install",
      "Quick start",
      "Rules",
      "Configs",
      "Settings",
      "Editor",
      "CI and SARIF",
      "Explain and playground",
      "Large repositories",
      "oxlint",
      "Performance",
      "Contributing",
      "License",
    ]);
  });

  it("names the tarball that npm pack writes, and the supported TypeScript range of package.json", () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string; peerDependencies: Record<string, string> };
    expect(snippet("Install", "install")).toContain(`eslint-plugin-tool-contract-${manifest.version}.tgz`);
    expect(manifest.peerDependencies.typescript).toBe(">=4.8.4 <6.1.0");
    expect(readme).toContain("| TypeScript | 4.8.4 to 6.0 |");
  });
});

describe("README.md's performance summary", () => {
  const performance = readFileSync(join(repoRoot, "docs/performance.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Performance"), readme.indexOf("## Contributing"));
  // | `figure` | meaning | value | target |
  // A ratio whose peers added nothing is "not judged" in both.
  const rows = [...section.matchAll(/^\| `(\w+)` \| [^|]+ \| ([\d.]+|not judged) \| ([^|]+) \|$/gmu)].map((match) => ({
    figure: match[1]!,
    value: match[2]!,
    target: match[3]!.trim(),
  }));

  it("has a table of the ratios, linking docs/performance.md", () => {
    expect(rows.map((row) => row.figure)).toEqual(["overhead", "vsPeers", "lintPhase", "vsTypedPeers", "slope"]);
    expect(section).toContain("(docs/performance.md)");
  });

  it.each(rows.map((row) => [row.figure, row] as const))("gives %s as the latest run in docs/performance.md does", (figure, row) => {
    // | … `figure` … | value … | target | …
    const documented = new RegExp(`^\\| [^|]*\`${figure}\`[^|]*\\| ([\\d.]+|not judged)[^|]*\\| ([^|]+) \\|`, "mu").exec(performance);
    expect(documented, `docs/performance.md has no row for ${figure}`).not.toBeNull();
    expect(row.value).toBe(documented![1]);
    expect(row.target.startsWith(documented![2]!.trim())).toBe(true);
  });
});

/** A fresh `npm init -y` project with the README's install command run in it. */
function freshProject(name: string, tarball: Tarball, type: "commonjs" | "module"): { path: string; install: Run; cleanup: () => void } {
  const folder = temporaryFolder(`readme-${name}`);
  const init = runNpm(folder.path, ["init", "-y"]);
  if (init.status !== 0) throw new Error(init.log);
  const manifest = JSON.parse(readFileSync(join(folder.path, "package.json"), "utf8")) as { type?: string };
  if (type === "module") writeFileSync(join(folder.path, "package.json"), JSON.stringify({ ...manifest, type: "module" }, null, 2));
  else expect(manifest.type ?? "commonjs").toBe("commonjs");
  pinPluginDependencies(folder.path);
  const runs = commands(snippet("Install", "install")).map((line) => runCommand(folder.path, line, tarball));
  const failed = runs.find((run) => run.status !== 0);
  writeFileSync(join(folder.path, "agent.js"), agentJs);
  return { path: folder.path, install: failed ?? { status: 0, output: "" }, cleanup: folder.cleanup };
}

/** Runs the quick start's `lint` block in the project. */
function lint(project: string, tarball: Tarball): Run & { findings: string[] } {
  const [line, ...rest] = commands(snippet("Quick start", "lint"));
  expect(rest).toEqual([]);
  const run = runCommand(project, line!, tarball);
  return { ...run, findings: stylishFindings(run.output, project) };
}

function writeConfig(project: string, file: string, text: string): void {
  for (const name of ["eslint.config.js", "eslint.config.mjs", "eslint.config.cjs"]) rmSync(join(project, name), { force: true });
  writeFileSync(join(project, file), text);
}

describe.each(["commonjs", "module"] as const)("the README in a fresh %s project", (type) => {
  const packFolder = temporaryFolder("readme-pack");
  let tarball: Tarball;
  let project: ReturnType<typeof freshProject>;

  beforeAll(() => {
    tarball = packPlugin(packFolder.path);
    project = freshProject(type, tarball, type);
  });
  afterAll(() => {
    project?.cleanup();
    packFolder.cleanup();
  });

  it("installs with the README's command", () => {
    expect(project.install.status === 0 ? "" : project.install.output).toBe("");
  });

  // The quick start names .mjs for import and .cjs for require, and eslint.config.js for the one
  // that matches the project's type.
  const configs = [
    ["eslint.config.mjs", "eslint.config.mjs"],
    ["eslint.config.cjs", "eslint.config.cjs"],
    [type === "module" ? "eslint.config.mjs" : "eslint.config.cjs", "eslint.config.js"],
  ] as const;
  it.each(configs)("the quick start's %s, saved as %s, finds the seeded file's mistakes", (title, file) => {
    writeConfig(project.path, file, snippet("Quick start", title));
    const run = lint(project.path, tarball);
    expect(run.findings, run.output).toEqual(agentJsFindings);
    expect(run.status).toBe(1);
  });

  it("the typed config with its tsconfig lints JavaScript and TypeScript without a parsing error, with types on for TypeScript", () => {
    writeConfig(project.path, "eslint.config.mjs", snippet("With type information", "eslint.config.mjs"));
    writeFileSync(join(project.path, "tsconfig.json"), snippet("With type information", "tsconfig.json"));
    mkdirSync(join(project.path, "src"), { recursive: true });
    writeFileSync(join(project.path, "src", "agent.ts"), agentTs);
    try {
      const run = lint(project.path, tarball);
      expect(run.output).not.toMatch(/Parsing error/u);
      expect(run.findings, run.output).toEqual([...agentJsFindings, ...agentTsFindings].sort());
      const printed = spawnSync("sh", ["-c", "npx eslint --print-config src/agent.ts"], { cwd: project.path, encoding: "utf8", env: npmEnvironment(project.path) });
      expect(printed.status, printed.stderr).toBe(0);
      expect((JSON.parse(printed.stdout) as { languageOptions: { parserOptions: { projectService?: unknown } } }).languageOptions.parserOptions.projectService).toBe(true);
    } finally {
      rmSync(join(project.path, "src"), { recursive: true, force: true });
      rmSync(join(project.path, "tsconfig.json"));
    }
  });

  it("the SARIF commands install the formatter and write valid SARIF with the seeded file's mistakes", () => {
    writeConfig(project.path, "eslint.config.mjs", snippet("Quick start", "eslint.config.mjs"));
    const runs = commands(snippet("CI and SARIF", "sarif")).map((line) => runCommand(project.path, line, tarball));
    expect(runs).toHaveLength(2);
    expect(runs[0]!.status === 0 ? "" : runs[0]!.output).toBe("");
    // The formatter writes the file; ESLint exits 1, as CI should, since there are errors.
    expect(runs[1]!.status, runs[1]!.output).toBe(1);
    expect(existsSync(join(project.path, "eslint.sarif"))).toBe(true);
    const sarif = JSON.parse(readFileSync(join(project.path, "eslint.sarif"), "utf8")) as {
      version: string;
      $schema: string;
      runs: Array<{
        tool: { driver: { name: string; rules: Array<{ id: string; helpUri?: string }> } };
        results: Array<{ ruleId: string; level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }>;
      }>;
    };
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.$schema).toMatch(/sarif-2\.1\.0/u);
    expect(sarif.runs).toHaveLength(1);
    const [run] = sarif.runs;
    expect(run!.tool.driver.name).toBe("ESLint");
    const results = run!.results.map((result) => {
      const location = result.locations[0]!.physicalLocation;
      return `${location.artifactLocation.uri.replace(/^.*\//u, "")}:${location.region.startLine} ${result.ruleId}`;
    });
    expect(results.sort()).toEqual(agentJsFindings);
    expect(run!.results.every((result) => result.level === "error")).toBe(true);
    for (const rule of run!.tool.driver.rules) expect(rule.helpUri).toMatch(/\/docs\/rules\/[\w-]+\.md$/u);
  });
});

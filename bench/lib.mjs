// Shared parts of `npm run bench`: the corpus, the generated agent files, the configurations that
// are compared, and the statistics. Everything runs on code that `npm ci` installs.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../", import.meta.url));
export const generatedDir = join(root, "bench/.generated");

/**
 * The agent SDKs that are devDependencies, with the folder their published JavaScript and
 * declarations live in. Each package is read up to `LINES_PER_PACKAGE` lines, in path order, so
 * the corpus stays the same from run to run and fits the time budget.
 */
const PACKAGES = [
  { name: "@modelcontextprotocol/sdk", dir: "node_modules/@modelcontextprotocol/sdk/dist/esm" },
  { name: "ai", dir: "node_modules/ai/dist" },
  { name: "openai", dir: "node_modules/openai" },
  { name: "@openai/agents", dir: "node_modules/@openai/agents-core/dist" },
  { name: "@langchain/core", dir: "node_modules/@langchain/core/dist" },
];
const LINES_PER_PACKAGE = 30_000;
/** Bundles and minified files say nothing about the code people write; they are skipped. */
const MAX_AVERAGE_LINE = 200;

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "src") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/**
 * One build of each module: an ES module `.mjs` where the package ships one beside the `.js`,
 * and the `.d.ts` declarations (not their `.d.mts`/`.d.cts` twins).
 */
function selectFiles(dir) {
  const all = walk(dir, []).sort();
  const present = new Set(all);
  return all.filter((path) => {
    if (path.endsWith(".d.ts")) return true;
    if (path.endsWith(".mjs")) return true;
    if (path.endsWith(".js")) return !present.has(path.slice(0, -3) + ".mjs");
    return false;
  });
}

const countLines = (text) => text.split("\n").length;

/** The real corpus: SDK files, the examples, and the generated agent files. */
export function loadCorpus() {
  const files = [];
  const perSource = [];
  for (const pkg of PACKAGES) {
    let lines = 0;
    let count = 0;
    const dir = join(root, pkg.dir);
    for (const path of selectFiles(dir)) {
      const text = readFileSync(path, "utf8");
      const fileLines = countLines(text);
      if (text.length / fileLines > MAX_AVERAGE_LINE) continue;
      if (lines + fileLines > LINES_PER_PACKAGE) continue;
      // Linted under a name outside node_modules, which ESLint ignores by default; syntax mode
      // reads the text given, not the file.
      files.push({ path: join(root, "bench/corpus", pkg.name, relative(dir, path)), source: pkg.name, text, lines: fileLines });
      lines += fileLines;
      count++;
    }
    perSource.push({ source: pkg.name, files: count, lines });
  }
  for (const [source, dir] of [
    ["examples/", join(root, "examples")],
    ["generated agent files", join(generatedDir, "project")],
  ]) {
    let lines = 0;
    let count = 0;
    for (const path of walk(dir, []).filter((path) => path.endsWith(".ts")).sort()) {
      const text = readFileSync(path, "utf8");
      files.push({ path, source, text, lines: countLines(text) });
      lines += countLines(text);
      count++;
    }
    perSource.push({ source, files: count, lines });
  }
  return { files, perSource, lines: files.reduce((sum, file) => sum + file.lines, 0) };
}

/** The TypeScript project of typed mode: the examples and the generated agent files. */
export function typedProjectFiles() {
  const files = [];
  for (const dir of [join(root, "examples"), join(generatedDir, "project")]) {
    for (const path of walk(dir, []).filter((path) => path.endsWith(".ts")).sort()) {
      const text = readFileSync(path, "utf8");
      files.push({ path, text, lines: countLines(text) });
    }
  }
  return files;
}

// ── Generated agent code ────────────────────────────────────────────────────────────────────

/**
 * One block of agent code as people write it: an MCP tool with a zod schema, an OpenAI tool loop,
 * a JSON-RPC client, and ordinary code with the same constructs on values that are not tool data.
 * About a quarter of the lines are tool handlers. `n` makes every name unique.
 */
function block(n) {
  return `
// ── block ${n} ──
server.registerTool(
  "search_${n}",
  {
    description: "Search the catalogue",
    inputSchema: {
      query: z.string().min(1),
      limit: z.number().int().optional(),
      include_archived: z.boolean().optional(),
      tier: z.enum(["free", "pro"]).optional(),
      cursor: z.string().optional(),
    },
  },
  async (args) => {
    const pageSize = args.limit || 20;
    const rows = await catalogue.search(args.query, { archived: args.include_archived === true });
    const page = args.cursor ? rows.slice(Number(args.cursor)) : rows;
    return { content: [{ type: "text", text: JSON.stringify(page.slice(0, pageSize)) }] };
  },
);

export async function runTools${n}(message: { tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }> }) {
  for (const call of message.tool_calls ?? []) {
    const args = JSON.parse(call.function.arguments);
    if (args.dry_run) continue;
    const timeout = args.timeout ?? 30;
    const count = Number(args.count);
    const limit = LIMITS${n}[args.tier];
    await dispatch(call.function.name, { timeout, count, limit });
  }
}

const LIMITS${n}: Record<string, number> = { free: 10, pro: 100 };

export function settle${n}(line: string, pending: Map<number, (value: unknown) => void>) {
  const reply = JSON.parse(line);
  if (reply.jsonrpc !== "2.0") return;
  if (reply.error) throw new Error(reply.error.message);
  pending.get(reply.id)?.(reply.result);
}

export function formatRow${n}(row: { name?: string; count?: number; tags?: string[] }, options: { compact?: boolean } = {}) {
  const name = row.name || "(unnamed)";
  const count = row.count ?? 0;
  const tags = row.tags && row.tags.length > 0 ? row.tags.join(", ") : "-";
  if (options.compact) return \`\${name}:\${count}\`;
  const width = Number(process.env.WIDTH) || 80;
  return \`\${name.padEnd(width / 4)} \${String(count).padStart(6)} \${tags}\`;
}

export class Cache${n}<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires < Date.now()) return undefined;
    return entry.value;
  }
  set(key: string, value: T, ttl = 60_000): void {
    this.entries.set(key, { value, expires: Date.now() + ttl });
  }
}
`;
}

const HEADER = `// Generated by bench/lib.mjs for \`npm run bench\`: agent code at a fixed proportion of tool handlers.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const catalogue: { search(query: string, options: { archived: boolean }): Promise<unknown[]> };
declare function dispatch(name: string, options: Record<string, unknown>): Promise<void>;

const server = new McpServer({ name: "bench", version: "1.0.0" });
`;

/** A generated agent file of `blocks` blocks. */
export function agentFile(blocks, offset = 0) {
  let text = HEADER;
  for (let index = 0; index < blocks; index++) text += block(offset + index);
  return text;
}

/** Blocks in a 1× scaling file (about 2,000 lines). */
export const BLOCKS_PER_UNIT = 24;
export const SCALES = [1, 2, 4, 8, 16];
/** Generated files in the corpus and the typed project. */
const CORPUS_FILES = 12;

/** Writes the generated TypeScript project (corpus files, scaling files, tsconfig). */
export function writeGenerated() {
  rmSync(generatedDir, { recursive: true, force: true });
  const project = join(generatedDir, "project");
  mkdirSync(project, { recursive: true });
  writeFileSync(
    join(generatedDir, "tsconfig.json"),
    JSON.stringify(
      {
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2023"],
          types: ["node"],
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ["project/**/*.ts", "scaling/**/*.ts"],
      },
      null,
      2,
    ),
  );
  for (let index = 0; index < CORPUS_FILES; index++) {
    writeFileSync(join(project, `agent-${String(index).padStart(2, "0")}.ts`), agentFile(4, index * 100));
  }
  const scaling = join(generatedDir, "scaling");
  mkdirSync(scaling, { recursive: true });
  const files = [];
  for (const scale of SCALES) {
    const path = join(scaling, `agent-${scale}x.ts`);
    const text = agentFile(BLOCKS_PER_UNIT * scale);
    writeFileSync(path, text);
    files.push({ scale, path, text, lines: countLines(text) });
  }
  return files;
}

// ── Configurations ──────────────────────────────────────────────────────────────────────────

/**
 * A configuration the way ESLint's CLI holds it: one config array, normalized once. Handed a plain
 * array, `Linter#verify` builds, merges and validates a new config array for every file, a cost the
 * CLI pays once per run and that grows with the number of rules configured; timing it would charge
 * every configuration for something no user pays per file. ESLint does not export the class, so it
 * is loaded from the pinned `eslint` package.
 */
function asConfigArray(configs) {
  const require = createRequire(import.meta.url);
  const { FlatConfigArray } = require(join(dirname(require.resolve("eslint/package.json")), "lib/config/flat-config-array.js"));
  const array = new FlatConfigArray(configs, { basePath: root });
  array.normalizeSync();
  return array;
}

/**
 * The configurations compared. Every one parses with typescript-eslint's parser; the syntax-mode
 * ones without type information. Each `config` is an ESLint config array, normalized once.
 */
export async function configurations() {
  const entries = await plainConfigurations();
  const normalize = (group) => Object.fromEntries(Object.entries(group).map(([key, entry]) => [key, { ...entry, config: asConfigArray(entry.config) }]));
  return { syntax: normalize(entries.syntax), typed: (tsconfigRootDir) => normalize(entries.typed(tsconfigRootDir)) };
}

async function plainConfigurations() {
  const tsParser = await import("@typescript-eslint/parser");
  const { default: plugin } = await import(join(root, "dist/src/index.js"));
  const { default: security } = await import("eslint-plugin-security");
  const { default: tsPlugin } = await import("@typescript-eslint/eslint-plugin");
  const files = ["**/*.{js,mjs,cjs,ts,mts,cts,tsx}"];
  const base = { files, languageOptions: { parser: tsParser, sourceType: "module" }, linterOptions: { reportUnusedDisableDirectives: "off" } };
  const typedBase = (tsconfigRootDir) => ({
    ...base,
    languageOptions: { ...base.languageOptions, parserOptions: { projectService: true, tsconfigRootDir } },
  });
  const ours = plugin.configs.recommended.rules;
  return {
    syntax: {
      a: { label: "(a) TS parser, no rules", config: [base] },
      b: { label: "(b) (a) + tool-contract recommended", config: [{ ...base, plugins: { "tool-contract": plugin }, rules: ours }] },
      c: {
        label: "(c) (a) + no-implicit-coercion, eqeqeq, security/detect-object-injection",
        config: [
          {
            ...base,
            plugins: { security },
            rules: { "no-implicit-coercion": "error", eqeqeq: "error", "security/detect-object-injection": "error" },
          },
        ],
      },
    },
    typed: (tsconfigRootDir) => ({
      d: { label: "(d) projectService, no rules", config: [typedBase(tsconfigRootDir)] },
      e: {
        label: "(e) (d) + tool-contract recommended-type-checked",
        config: [{ ...typedBase(tsconfigRootDir), plugins: { "tool-contract": plugin }, rules: plugin.configs["recommended-type-checked"].rules }],
      },
      f: {
        label: "(f) (d) + strict-boolean-expressions, prefer-nullish-coalescing",
        config: [
          {
            ...typedBase(tsconfigRootDir),
            plugins: { "@typescript-eslint": tsPlugin },
            rules: {
              "@typescript-eslint/strict-boolean-expressions": "error",
              "@typescript-eslint/prefer-nullish-coalescing": "error",
            },
          },
        ],
      },
    }),
  };
}

// ── Targets ─────────────────────────────────────────────────────────────────────────────────

/** The figures the plugin promises, and the most each may be (issue 8 of the project). */
export const TARGETS = { overhead: 0.1, vsPeers: 1.0, vsTypedPeers: 1.0, slope: 1.15 };

/**
 * Each target's figure, its bound, and whether this run met it. A quick run's figures come from one
 * round on a sample and say nothing: its targets are not judged (`held: null`), nor is a figure
 * that is not a number (see `peerRatio`).
 */
export function judgeTargets(figures, quick) {
  return Object.fromEntries(
    Object.entries(TARGETS).map(([name, max]) => {
      const value = figures[name];
      const held = quick || !Number.isFinite(value) ? null : value <= max;
      return [name, { value, max, held }];
    }),
  );
}

/**
 * Our added time over the peers', for judging: `NaN` when the peers added nothing or less than
 * nothing in this run's medians, where a negative or huge ratio would say nothing about either.
 */
export function peerRatio(ours, peers) {
  return peers > 0 ? ours / peers : Number.NaN;
}

/** `held`, `MISSED`, or `not judged`, for the table. */
export function verdict(target) {
  return target.held === null ? "not judged" : target.held ? "held" : "MISSED";
}

/** The table's last line: which targets were missed, and which could not be judged. */
export function targetsSummary(targets, quick) {
  if (quick) return "targets: not judged (a quick run)";
  const names = (held) => Object.keys(targets).filter((name) => targets[name].held === held);
  const missed = names(false);
  const unjudged = names(null);
  if (missed.length === 0 && unjudged.length === 0) return "targets: all held";
  return [
    missed.length > 0 ? `targets missed: ${missed.join(", ")}` : "no target missed",
    ...(unjudged.length > 0 ? [`not judged: ${unjudged.join(", ")}`] : []),
  ].join("; ");
}

// ── Statistics ──────────────────────────────────────────────────────────────────────────────

export function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Half the distance between the 25th and 75th percentiles, relative to the median. */
export function spread(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];
  const m = median(values);
  return m === 0 ? 0 : (at(0.75) - at(0.25)) / 2 / m;
}

/** Least-squares slope of log(y) against log(x). */
export function logLogSlope(points) {
  const xs = points.map(([x]) => Math.log(x));
  const ys = points.map(([, y]) => Math.log(y));
  const mx = xs.reduce((s, v) => s + v, 0) / xs.length;
  const my = ys.reduce((s, v) => s + v, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let index = 0; index < xs.length; index++) {
    num += (xs[index] - mx) * (ys[index] - my);
    den += (xs[index] - mx) ** 2;
  }
  return num / den;
}

export const displayPath = (path) => relative(root, path);
export { statSync };

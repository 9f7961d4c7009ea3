// `npm run sweep [-- --limit-seconds N]` (0: no limit): lints every JavaScript and TypeScript file under
// node_modules and the repository with every rule at its strictest options, under `strict` and
// `recommended` settings that turn on every source, and checks that nothing throws from our rules
// and that every autofix is safe: the fixed file parses, a second fix changes nothing, and the fix
// stays inside the reported node. Work is split over two child processes (this machine's cores).
//
// The last line is `sweep: files=N lines=N parseErrors=N exceptions=N fixesChecked=N unsafeFixes=N
// suggestionsChecked=N badSuggestions=N seconds=N`.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { ensureBuilt } from "./ensure-built.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const EXTENSIONS = /\.(?:js|cjs|mjs|ts|tsx|mts|cts)$/u;
/** Files larger than this are listed and skipped: bundles whose parse alone takes most of the budget. */
const MAX_BYTES = 2_000_000;
const WORKERS = 2;
/** Files one child lints before it exits and a new one takes the next chunk. */
const CHUNK = 1000;

const argv = process.argv.slice(2);
const budgetAt = argv.indexOf("--limit-seconds");
const budgetSeconds = budgetAt >= 0 ? Number(argv[budgetAt + 1]) : 420;

function collect(dir, out, skip) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip(path, entry.name)) collect(path, out, skip);
    } else if (entry.isFile() && EXTENSIONS.test(entry.name)) out.push(path);
  }
  return out;
}

if (process.env.SWEEP_WORKER === undefined) {
  ensureBuilt();
  const started = Date.now();
  const repoSkip = (path, name) =>
    name === ".git" ||
    name === "dist" ||
    name === "coverage" ||
    path === join(root, "node_modules") ||
    path.startsWith(join(root, "bench/realworld/node_modules"));
  const candidates = [
    ...collect(join(root, "node_modules"), [], (_path, name) => name === ".bin" || name === ".cache"),
    ...collect(root, [], repoSkip),
  ];
  // One copy of each distinct file: node_modules holds many identical ones.
  const seen = new Set();
  const files = [];
  let duplicates = 0;
  let tooLarge = 0;
  for (const path of candidates) {
    const size = statSync(path).size;
    if (size > MAX_BYTES) {
      tooLarge++;
      continue;
    }
    const hash = createHash("sha1").update(readFileSync(path)).digest("hex");
    if (seen.has(hash)) {
      duplicates++;
      continue;
    }
    seen.add(hash);
    files.push({ path, hash });
  }
  // In the order of their content hashes: a sample cut short by the time budget spans every package.
  files.sort((x, y) => (x.hash < y.hash ? -1 : 1));
  console.log(`sweep: ${files.length} distinct files (${duplicates} duplicates and ${tooLarge} files over ${MAX_BYTES} bytes skipped)`);

  const totals = { files: 0, lines: 0, parseErrors: 0, exceptions: 0, otherExceptions: 0, fixesChecked: 0, unsafeFixes: 0, suggestionsChecked: 0, badSuggestions: 0, unfinished: 0 };
  const problems = [];
  // Each child lints one chunk of files and exits: memory the analysis keeps while it lints a
  // chunk (caches of parsed modules, the last file's trees) is given back between chunks.
  const chunks = [];
  for (let start = 0; start < files.length; start += CHUNK) chunks.push(files.slice(start, start + CHUNK).map((file) => file.path));
  let next = 0;
  const runChunk = (worker, share) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
        env: { ...process.env, SWEEP_WORKER: String(worker), SWEEP_DEADLINE: String(budgetSeconds > 0 ? started + budgetSeconds * 1000 : Number.MAX_SAFE_INTEGER) },
        stdio: ["pipe", "pipe", "inherit"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.on("error", reject);
      child.on("close", (code) => {
        if (code !== 0) return reject(new Error(`sweep worker ${worker} exited with ${code}`));
        const result = JSON.parse(output.trim().split("\n").at(-1));
        for (const key of Object.keys(totals)) totals[key] += result.totals[key];
        problems.push(...result.problems);
        resolve();
      });
      child.stdin.end(JSON.stringify(share));
    });
  const children = [];
  for (let worker = 0; worker < WORKERS; worker++) {
    children.push(
      (async () => {
        for (let index = next++; index < chunks.length; index = next++) await runChunk(worker, chunks[index]);
      })(),
    );
  }
  await Promise.all(children);
  for (const problem of problems) {
    console.log(`\n✗ ${problem.kind} in ${relative(root, problem.file)}\n${problem.detail}`);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\n${totals.files} files linted (${totals.lines} lines), ${totals.parseErrors} parse errors (the parser's, ignored), ` +
      `${totals.exceptions} exceptions from our rules, ${totals.otherExceptions} from elsewhere, ` +
      `${totals.fixesChecked} autofixed files checked (${totals.unsafeFixes} unsafe or not idempotent), ` +
      `${totals.suggestionsChecked} suggestions checked (${totals.badSuggestions} that do not parse), ` +
      `${totals.unfinished} files left when the time budget ran out, ${seconds} s`,
  );
  console.log(
    `sweep: files=${totals.files} lines=${totals.lines} parseErrors=${totals.parseErrors} exceptions=${totals.exceptions} ` +
      `fixesChecked=${totals.fixesChecked} unsafeFixes=${totals.unsafeFixes} suggestionsChecked=${totals.suggestionsChecked} ` +
      `badSuggestions=${totals.badSuggestions} seconds=${seconds}`,
  );
  if (totals.exceptions > 0 || totals.unsafeFixes > 0 || totals.badSuggestions > 0) process.exit(1);
} else {
  await runWorker();
}

async function runWorker() {
  const files = JSON.parse(readFileSync(0, "utf8"));
  const deadline = Number(process.env.SWEEP_DEADLINE);
  const { Linter } = await import("eslint");
  const tsParser = await import("@typescript-eslint/parser");
  const { default: plugin } = await import(join(root, "dist/src/index.js"));

  const everySource = {
    "tool-contract": {
      sources: [
        "toolArgs",
        "toolInput",
        "toolReply",
        "toolResult",
        "functionArgs",
        "args",
        "input",
        "params",
        "options",
        "data",
        "result",
        "response",
        "reply",
        "payload",
        "body",
        { callee: "register", handlerArg: -1 },
        { callee: "on", handlerArg: 1 },
      ],
      validators: ["validate", "isValid"],
      normalizers: { boolean: "toBoolean", integer: "toInteger", number: "toNumber", string: "toText" },
      presenceFields: ["result", "error", "data", "value"],
      crossModule: process.env.SWEEP_CROSS_MODULE !== "0",
    },
  };
  const ruleIds = Object.keys(plugin.rules).map((name) => `tool-contract/${name}`);
  const strictest = {
    "tool-contract/no-truthy-presence-check": ["error", { presenceCheck: "in", fix: "autofix" }],
    "tool-contract/no-lossy-default": ["error", { nullish: true }],
    "tool-contract/require-tool-param-types": ["error", { flagNames: ["^(?:is|has|should|can)[A-Z_]", "enabled?$"] }],
  };
  const files_ = ["**/*.{js,cjs,mjs,ts,tsx,mts,cts}"];
  const languageOptions = (path) => ({
    parser: tsParser,
    sourceType: /\.c[jt]s$/u.test(path) ? "commonjs" : "module",
    parserOptions: { ecmaFeatures: { jsx: /\.[jt]sx$/u.test(path) } },
  });
  const configs = (path) => [
    [
      {
        files: files_,
        plugins: { "tool-contract": plugin },
        languageOptions: languageOptions(path),
        linterOptions: { reportUnusedDisableDirectives: "off" },
        settings: everySource,
        rules: { ...Object.fromEntries(ruleIds.map((id) => [id, "error"])), ...strictest },
      },
    ],
    [
      {
        ...plugin.configs.recommended,
        languageOptions: languageOptions(path),
        linterOptions: { reportUnusedDisableDirectives: "off" },
        settings: { "tool-contract": { crossModule: process.env.SWEEP_CROSS_MODULE !== "0" } },
      },
    ],
  ];
  const parseOnly = (path) => [{ files: files_, languageOptions: languageOptions(path), linterOptions: { reportUnusedDisableDirectives: "off" } }];

  const totals = { files: 0, lines: 0, parseErrors: 0, exceptions: 0, otherExceptions: 0, fixesChecked: 0, unsafeFixes: 0, suggestionsChecked: 0, badSuggestions: 0, unfinished: 0 };
  const problems = [];
  const linter = new Linter({ configType: "flat", cwd: root });
  // Linted under a name outside node_modules, which ESLint ignores by default.
  const virtualName = (path) => join(root, "sweep", relative(root, path).replaceAll("node_modules", "nm"));
  const parses = (text, filename) => linter.verify(text, parseOnly(filename), { filename }).every((message) => !message.fatal);
  const SUGGESTION_SAMPLE = 1500;

  for (const path of files) {
    if (Date.now() > deadline) {
      totals.unfinished++;
      continue;
    }
    const text = readFileSync(path, "utf8");
    const filename = virtualName(path);
    const lineCount = text.split("\n").length;
    totals.files++;
    totals.lines += lineCount;
    let parsed = null;
    for (const config of configs(filename)) {
      let messages;
      try {
        // The second configuration lints the same parse (ESLint accepts a SourceCode).
        messages = linter.verify(parsed ?? text, config, { filename });
        parsed ??= linter.getSourceCode();
      } catch (error) {
        const ours = /tool-contract\//u.test(String(error?.message)) || /[\\/](?:dist[\\/](?:src|rules))[\\/]/u.test(String(error?.stack));
        if (ours) totals.exceptions++;
        else totals.otherExceptions++;
        problems.push({ kind: ours ? "exception from our rule" : "exception", file: path, detail: String(error?.stack ?? error) });
        break;
      }
      if (messages.some((message) => message.fatal)) {
        totals.parseErrors++;
        break;
      }
      const ours = messages.filter((message) => message.ruleId?.startsWith("tool-contract/"));
      // Suggestions: each suggested file parses.
      // One suggestion per file, in files of moderate size: each check parses the whole file again.
      const suggestionSample = lineCount <= 3000 ? ours.filter((message) => message.suggestions?.length).slice(0, 1) : [];
      for (const message of suggestionSample) {
        for (const suggestion of message.suggestions.slice(0, 1)) {
          if (totals.suggestionsChecked >= SUGGESTION_SAMPLE) break;
          totals.suggestionsChecked++;
          const suggested = text.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + text.slice(suggestion.fix.range[1]);
          if (!parses(suggested, filename)) {
            totals.badSuggestions++;
            problems.push({ kind: "suggestion that does not parse", file: path, detail: `${message.ruleId} at ${message.line}:${message.column}: ${suggestion.desc}` });
          }
        }
      }
      // Autofixes: the fixed file parses, a second pass changes nothing, edits stay in reported nodes.
      const fixes = ours.filter((message) => message.fix);
      if (fixes.length === 0) continue;
      totals.fixesChecked++;
      const lineStarts = [0];
      for (let index = 0; index < text.length; index++) if (text[index] === "\n") lineStarts.push(index + 1);
      const offset = (line, column) => lineStarts[line - 1] + column - 1;
      const outside = fixes.filter((message) => {
        const start = offset(message.line, message.column);
        const end = offset(message.endLine, message.endColumn);
        return message.fix.range[0] < start || message.fix.range[1] > end;
      });
      const first = linter.verifyAndFix(text, config, { filename });
      const second = linter.verifyAndFix(first.output, config, { filename });
      const reasons = [];
      if (outside.length > 0) reasons.push(`${outside.length} fix(es) outside the reported node: ${outside.map((m) => `${m.ruleId} ${m.line}:${m.column}`).join(", ")}`);
      if (!parses(first.output, filename)) reasons.push("the fixed file does not parse");
      if (second.output !== first.output) reasons.push("a second --fix changes the file again");
      if (reasons.length > 0) {
        totals.unsafeFixes++;
        problems.push({ kind: "unsafe fix", file: path, detail: reasons.join("; ") });
      }
    }
  }
  console.log(JSON.stringify({ totals, problems }));
}

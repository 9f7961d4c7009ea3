// `npm run realworld -- --packages`: the second source of `npm run realworld`. It lints the shipped
// JavaScript of published MCP servers and agent packages (bench/realworld/package.json) with
// configs.recommended and configs.strict, and compares the findings with the verdicts in
// bench/realworld/labels.json (the labels that name a package). Needs the npm registry the first
// time (it installs the packages with --ignore-scripts) and a few minutes.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { compareWithLabels, lineText, mergeFindings, selectFiles, summaryLine } from "./realworld-lib.mjs";

const bench = fileURLToPath(new URL("../bench/realworld/", import.meta.url));

function install() {
  const marker = join(bench, "node_modules/.package-lock.json");
  const lock = join(bench, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("Installing the packages in bench/realworld (npm ci --ignore-scripts)…");
  execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: bench, stdio: "inherit" });
}

function shippedFiles(dir, root = dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) shippedFiles(path, root, out);
    else if (/\.(?:js|mjs|cjs)$/u.test(entry.name)) {
      const text = readFileSync(path, "utf8");
      out.push({ path: relative(root, path).split(sep).join("/"), size: text.length, lines: text.split("\n").length });
    }
  }
  return out;
}

/** Lints the packages and prints their report; `labels` are the labels that name a package. */
export async function runPackages({ ESLint, plugin, labels, jsonOut }) {
  install();
  const manifest = JSON.parse(readFileSync(join(bench, "package.json"), "utf8"));
  const CONFIGS = ["recommended", "strict"];
  const RULES = Object.keys(plugin.rules);

  const findings = [];
  const rows = [];
  for (const name of Object.keys(manifest.dependencies)) {
    const dir = join(bench, "node_modules", name);
    const version = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;
    const pkg = `${name}@${version}`;
    const { lint, skipped } = selectFiles(shippedFiles(dir));
    const counts = {};
    let parseErrors = 0;
    for (const config of lint.length > 0 ? CONFIGS : []) {
      const eslint = new ESLint({
        cwd: dir,
        ignore: false,
        overrideConfigFile: true,
        overrideConfig: [
          {
            ...plugin.configs[config],
            files: ["**/*.{js,mjs,cjs}"],
            // The packages' own eslint-disable comments are for their own rule sets.
            linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off" },
          },
        ],
      });
      const results = await eslint.lintFiles(lint.map((file) => join(dir, file)));
      for (const result of results) {
        const lines = readFileSync(result.filePath, "utf8").split("\n");
        for (const message of result.messages) {
          if (message.fatal) {
            if (config === "recommended") parseErrors++;
            continue;
          }
          if (!message.ruleId?.startsWith("tool-contract/")) continue;
          const rule = message.ruleId.slice("tool-contract/".length);
          counts[`${config}:${rule}`] = (counts[`${config}:${rule}`] ?? 0) + 1;
          findings.push({
            package: pkg,
            file: relative(dir, result.filePath).split(sep).join("/"),
            line: message.line,
            column: message.column,
            rule,
            text: lineText(lines[message.line - 1] ?? "", message.column),
            message: message.message,
            configs: [config],
          });
        }
      }
    }
    rows.push({ pkg, files: lint.length, skipped, counts, parseErrors });
  }

  const merged = mergeFindings(findings);
  const comparison = compareWithLabels(merged, labels);

  console.log("\nFindings per package and rule (recommended / strict):\n");
  const short = (rule) => rule.replace(/^no-/u, "").replace(/-/gu, " ");
  const header = ["package", "files", ...RULES.map(short)];
  const table = rows.map((row) => [
    row.pkg,
    String(row.files),
    ...RULES.map((rule) => `${row.counts[`recommended:${rule}`] ?? 0}/${row.counts[`strict:${rule}`] ?? 0}`),
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...table.map((row) => row[index].length)));
  for (const row of [header, ...table]) console.log(row.map((cell, index) => cell.padEnd(widths[index])).join("  "));
  for (const row of rows) {
    for (const skip of row.skipped) console.log(`  skipped ${row.pkg} ${skip.path}: ${skip.why}`);
    if (row.parseErrors > 0) console.log(`  ${row.pkg}: ${row.parseErrors} file(s) did not parse`);
  }

  console.log("\nPrecision per rule (labelled findings, true positives / labelled):\n");
  for (const rule of RULES) {
    const entry = comparison.perRule[rule];
    console.log(`  ${rule.padEnd(32)} ${entry ? `${entry.tp}/${entry.tp + entry.fp} = ${entry.precision.toFixed(2)}` : "no labelled findings"}`);
  }

  if (comparison.unlabelled.length > 0) {
    console.log(`\nUnlabelled findings (${comparison.unlabelled.length}):\n`);
    for (const finding of comparison.unlabelled) {
      console.log(`  ${finding.package} ${finding.file}:${finding.line} ${finding.rule} [${finding.configs.join(", ")}]\n    ${finding.text}`);
    }
  }
  if (comparison.disappeared.length > 0) {
    console.log(`\nLabelled findings that disappeared (${comparison.disappeared.length}): a fixed false positive, or a lost true positive:\n`);
    for (const label of comparison.disappeared) {
      console.log(`  [${label.verdict}] ${label.package} ${label.file}:${label.line} ${label.rule}\n    ${label.text}`);
    }
  }

  if (jsonOut) {
    const verdicts = new Map(comparison.labelled.map((finding) => [JSON.stringify([finding.package, finding.file, finding.line, finding.rule, finding.text]), finding]));
    const dump = merged.map((finding) => {
      const judged = verdicts.get(JSON.stringify([finding.package, finding.file, finding.line, finding.rule, finding.text]));
      return judged ? { ...finding, verdict: judged.verdict, reason: judged.reason } : finding;
    });
    writeFileSync(jsonOut, `${JSON.stringify(dump, null, 2)}\n`);
    console.log(`\nWrote ${dump.length} findings to ${jsonOut}`);
  }

  console.log("");
  console.log(summaryLine(rows.length, comparison));
}

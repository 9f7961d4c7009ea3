// `npm run realworld`: the plugin measured on real agent code that nobody here wrote.
//
//   npm run realworld -- --repos <folder>        lints the checkouts of bench/realworld/repos.json found in
//                                                <folder> (default bench/realworld/checkouts) with
//                                                configs.recommended; prints the clone commands of the missing
//   npm run realworld -- --repos <folder> --json out.json
//                                                also writes every finding (with its verdict) and every
//                                                audited defect (found or missed)
//   npm run realworld -- --only owner/name,…     lints only these repositories
//   npm run realworld -- --show-heldout          prints the held-out repositories' findings and missed defects
//                                                (by default only their figures: see docs/realworld.md)
//   npm run realworld -- --packages              the second source: the shipped JavaScript of published packages
//
// Precision comes from bench/realworld/labels.json (every finding judged tp or fp, with a reason), recall
// from bench/realworld/audit.json (the defects found by reading every tool handler by hand, before the
// plugin's findings were seen). The last line is read by scripts. Not part of `npm test`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { ensureBuilt } from "./ensure-built.mjs";
import {
  MINIFIED_AVERAGE_LINE,
  checkoutName,
  cloneCommands,
  compareWithAudit,
  compareWithLabels,
  defectTextMatches,
  figure,
  findingKey,
  isLintedSource,
  lineText,
  repoSummaryLine,
  ruleRows,
  validateAudit,
  validateLabels,
  validateRepos,
} from "./realworld-lib.mjs";

const bench = fileURLToPath(new URL("../bench/realworld/", import.meta.url));

function option(args, name) {
  const index = args.indexOf(name);
  if (index === -1) return null;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) {
    console.error(`${name} needs a value.`);
    process.exit(2);
  }
  return value;
}

const args = process.argv.slice(2);
const KNOWN = new Set(["--repos", "--json", "--only", "--show-heldout", "--packages"]);
for (const arg of args.filter((item) => item.startsWith("--"))) {
  if (!KNOWN.has(arg)) {
    console.error(`Unknown option ${arg}. Known: ${[...KNOWN].join(", ")}.`);
    process.exit(2);
  }
}
const jsonOut = option(args, "--json");

ensureBuilt();
const { ESLint } = await import("eslint");
const { default: plugin } = await import("../dist/src/index.js");
const RULES = Object.keys(plugin.rules);
const readJson = (name) => JSON.parse(readFileSync(join(bench, name), "utf8"));
const allLabels = validateLabels(readJson("labels.json"));

if (args.includes("--packages")) {
  const { runPackages } = await import("./realworld-packages.mjs");
  await runPackages({ ESLint, plugin, labels: allLabels.filter((label) => "package" in label), jsonOut });
  process.exit(0);
}

const folder = resolve(option(args, "--repos") ?? join(bench, "checkouts"));
const only = option(args, "--only")?.split(",");
const showHeldout = args.includes("--show-heldout");
const allRepos = validateRepos(readJson("repos.json"));
const audit = validateAudit(readJson("audit.json"), allRepos, RULES);
const unknown = only?.filter((repo) => !allRepos.some((entry) => entry.repo === repo)) ?? [];
if (unknown.length > 0) {
  console.error(`--only names repositories that repos.json does not list: ${unknown.join(", ")}.`);
  process.exit(2);
}
const repos = only ? allRepos.filter((entry) => only.includes(entry.repo)) : allRepos;

/** The files of a checkout's lint folders that are linted, as paths from the checkout's root. */
function sourceFiles(root, folders) {
  const out = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path).split(sep).join("/");
      if (entry.isDirectory()) {
        if (isLintedSource(`${rel}/x.ts`)) walk(path);
      } else if (entry.isFile() && isLintedSource(rel)) {
        const text = readFileSync(path, "utf8");
        if (text.length / Math.max(1, text.split("\n").length) <= MINIFIED_AVERAGE_LINE) out.add(rel);
      }
    }
  };
  for (const sub of folders) if (existsSync(join(root, sub))) walk(join(root, sub));
  return [...out].sort();
}

function headCommit(dir) {
  try {
    return execFileSync("git", ["-C", dir, "rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

const missing = [];
const stale = [];
const rows = [];
const findings = [];
const textErrors = [];
for (const entry of repos) {
  const dir = join(folder, checkoutName(entry.repo));
  if (!existsSync(dir)) {
    missing.push(entry);
    continue;
  }
  const head = headCommit(dir);
  if (head !== entry.commit) {
    stale.push({ entry, dir, head });
    continue;
  }
  const files = sourceFiles(dir, entry.lint);
  const eslint = new ESLint({
    cwd: dir,
    ignore: false,
    overrideConfigFile: true,
    overrideConfig: [
      {
        ...plugin.configs.recommended,
        languageOptions: {
          ...plugin.configs.recommended.languageOptions,
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        // The repositories' own eslint-disable comments are for their own rule sets.
        linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off" },
      },
    ],
  });
  const results = files.length > 0 ? await eslint.lintFiles(files.map((file) => join(dir, file))) : [];
  let parseErrors = 0;
  let count = 0;
  for (const result of results) {
    const lines = readFileSync(result.filePath, "utf8").split("\n");
    for (const message of result.messages) {
      if (message.fatal) {
        parseErrors++;
        continue;
      }
      if (!message.ruleId?.startsWith("tool-contract/")) continue;
      count++;
      findings.push({
        repo: entry.repo,
        file: relative(dir, result.filePath).split(sep).join("/"),
        line: message.line,
        column: message.column,
        rule: message.ruleId.slice("tool-contract/".length),
        text: lineText(lines[message.line - 1] ?? "", message.column),
        message: message.message,
        configs: ["recommended"],
      });
    }
  }
  for (const defect of audit.defects.filter((item) => item.repo === entry.repo)) {
    const path = join(dir, defect.file);
    const line = existsSync(path) ? readFileSync(path, "utf8").split("\n")[defect.line - 1] : undefined;
    if (!defectTextMatches(defect, line)) textErrors.push({ defect, line });
  }
  rows.push({ entry, files: files.length, findings: count, parseErrors });
}

if (missing.length > 0 || stale.length > 0) {
  console.log(`\n${missing.length + stale.length} of ${repos.length} repositories are not checked out at their pinned commit; their figures are left out.`);
  if (missing.length > 0) {
    console.log("Check them out with:\n");
    for (const entry of missing) for (const command of cloneCommands(entry, folder)) console.log(`  ${command}`);
  }
  for (const { entry, dir, head } of stale) {
    console.log(`  ${entry.repo} is at ${head ?? "an unknown commit"}, not ${entry.commit}: git -C ${dir} checkout --quiet ${entry.commit}`);
  }
}
if (textErrors.length > 0) {
  console.log(`\n${textErrors.length} audited defect(s) do not name their line's text; fix audit.json:\n`);
  for (const { defect, line } of textErrors) {
    console.log(`  ${defect.repo} ${defect.file}:${defect.line}\n    audit: ${defect.text}\n    file:  ${line?.trim() ?? "(no such line)"}`);
  }
  process.exit(1);
}

const linted = new Set(rows.map((row) => row.entry.repo));
const heldout = new Set(rows.filter((row) => row.entry.heldout).map((row) => row.entry.repo));
const repoLabels = allLabels.filter((label) => "repo" in label && linted.has(label.repo));
const defects = audit.defects.filter((defect) => linted.has(defect.repo));

/** The figures of a subset of the linted repositories. */
function measure(keep) {
  const subset = findings.filter((finding) => keep(finding.repo));
  const labels = compareWithLabels(subset, repoLabels.filter((label) => keep(label.repo)));
  const audited = compareWithAudit(subset, defects.filter((defect) => keep(defect.repo)), labels.labelled);
  return { findings: subset, labels, audit: audited };
}
const all = measure(() => true);
const held = measure((repo) => heldout.has(repo));
// A cohort is a set of held-out repositories that joined later, audited before any finding there was
// seen: its figures are reported apart, since the earlier held-out set may have informed the work.
const cohortNames = [...new Set(rows.map((row) => row.entry.cohort).filter((name) => name !== undefined))].sort();
const cohorts = cohortNames.map((name) => {
  const members = new Set(rows.filter((row) => row.entry.cohort === name).map((row) => row.entry.repo));
  return { name, figures: measure((repo) => members.has(repo)) };
});
const visible = (item) => showHeldout || !heldout.has(item.repo);

console.log(`\nRepositories (${rows.length} linted with recommended, ${heldout.size} held out):\n`);
const repoTable = rows.map((row) => [
  row.entry.repo + (row.entry.heldout ? (row.entry.cohort ? ` (held out, ${row.entry.cohort})` : " (held out)") : ""),
  String(row.files),
  String(row.findings),
  String(defects.filter((defect) => defect.repo === row.entry.repo).length),
  row.parseErrors > 0 ? `${row.parseErrors} file(s) did not parse` : "",
]);
printTable(["repository", "files", "findings", "audited", ""], repoTable);

for (const [title, figures] of [
  ["all repositories", all],
  ["held-out repositories", held],
  ...cohorts.map(({ name, figures }) => [`held-out repositories of the cohort ${name}`, figures]),
]) {
  console.log(`\nPer rule, ${title}:\n`);
  printTable(
    ["rule", "findings", "labelled", "precision", "audited", "found", "recall"],
    ruleRows(RULES, figures.findings, figures.labels, figures.audit).map((row) => [
      row.rule,
      String(row.findings),
      String(row.labelled),
      figure(row.precision),
      String(row.audited),
      String(row.found),
      figure(row.recall),
    ]),
  );
}

const hiddenNote = (list) => {
  const hidden = list.filter((item) => !visible(item)).length;
  return hidden > 0 ? ` (${hidden} of them in held-out repositories, not shown; --show-heldout shows them)` : "";
};
if (all.audit.missed.length > 0) {
  console.log(`\nAudited defects that were missed (${all.audit.missed.length})${hiddenNote(all.audit.missed)}:\n`);
  for (const defect of all.audit.missed.filter(visible)) {
    const other = defect.reportedBy.length > 0 ? ` (reported by ${defect.reportedBy.join(", ")} instead)` : "";
    console.log(`  [${defect.rule}] ${defect.repo} ${defect.file}:${defect.line}${other}\n    ${defect.text}\n    why: ${defect.why}`);
  }
}
if (all.audit.outsideAudit.length > 0) {
  console.log(`\nTrue findings that the audit does not list (${all.audit.outsideAudit.length})${hiddenNote(all.audit.outsideAudit)}:\n`);
  for (const finding of all.audit.outsideAudit.filter(visible)) {
    console.log(`  [${finding.rule}] ${finding.repo} ${finding.file}:${finding.line}\n    ${finding.text}`);
  }
}
if (all.labels.unlabelled.length > 0) {
  console.log(`\nUnlabelled findings (${all.labels.unlabelled.length})${hiddenNote(all.labels.unlabelled)}:\n`);
  for (const finding of all.labels.unlabelled.filter(visible)) {
    console.log(`  [${finding.rule}] ${finding.repo} ${finding.file}:${finding.line}\n    ${finding.text}\n    ${finding.message}`);
  }
}
if (all.labels.disappeared.length > 0) {
  console.log(
    `\nLabelled findings that disappeared (${all.labels.disappeared.length}): a fixed false positive, or a lost true positive${hiddenNote(all.labels.disappeared)}:\n`,
  );
  for (const label of all.labels.disappeared.filter(visible)) {
    console.log(`  [${label.verdict}] [${label.rule}] ${label.repo} ${label.file}:${label.line}\n    ${label.text}`);
  }
}

if (jsonOut) {
  const verdicts = new Map(all.labels.labelled.map((finding) => [findingKey(finding), finding]));
  const found = new Set(all.audit.found);
  writeFileSync(
    jsonOut,
    `${JSON.stringify(
      {
        repos: rows.map((row) => ({ repo: row.entry.repo, heldout: row.entry.heldout === true, ...(row.entry.cohort && { cohort: row.entry.cohort }), files: row.files, findings: row.findings, parseErrors: row.parseErrors })),
        findings: findings.map((finding) => {
          const judged = verdicts.get(findingKey(finding));
          return judged ? { ...finding, verdict: judged.verdict, reason: judged.reason } : finding;
        }),
        defects: defects.map((defect) => ({ ...defect, found: found.has(defect) })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${findings.length} findings and ${defects.length} audited defects to ${jsonOut}`);
}

console.log("");
console.log(repoSummaryLine({ repos: rows.length, findings: findings.length, labels: all.labels, audit: all.audit, heldout: held, cohorts }));

function printTable(header, table) {
  const widths = header.map((cell, index) => Math.max(cell.length, ...table.map((row) => row[index].length)));
  for (const row of [header, ...table]) console.log(`  ${row.map((cell, index) => cell.padEnd(widths[index])).join("  ")}`.trimEnd());
}

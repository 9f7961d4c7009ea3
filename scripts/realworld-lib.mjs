// The pure part of `npm run realworld`: which files of a repository or a package are linted, how a
// finding is keyed, how findings are compared with the verdicts of bench/realworld/labels.json and
// with the hand-audited defects of bench/realworld/audit.json, and the report's figures. Kept apart
// from the runner so that test/realworld/labels.test.ts can check it without checkouts or the registry.

/**
 * An average line longer than this marks a minified file, which no one can label line by line.
 * (The average, not the longest line: an unminified bundle may embed one very long string.)
 */
export const MINIFIED_AVERAGE_LINE = 200;

/** The text that keys a finding: the trimmed source line, or a window around the column on a long line. */
export function lineText(line, column) {
  const trimmed = line.trim();
  if (trimmed.length <= 200) return trimmed;
  const start = Math.max(0, column - 1 - 80);
  return line.slice(start, start + 200).trim();
}

/**
 * Of the files a package ships, the ones to lint: JavaScript, not minified, and one build of each
 * module where a package ships the same module twice (`index.js` and `index.cjs`, or `index.mjs`
 * and `index.js`): the ES module build is kept.
 * @param {{ path: string, size: number, lines: number }[]} files paths relative to the package root
 * @returns {{ lint: string[], skipped: { path: string, why: string }[] }}
 */
export function selectFiles(files) {
  const paths = new Set(files.map((file) => file.path));
  const lint = [];
  const skipped = [];
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const match = /^(.*)\.(js|mjs|cjs)$/u.exec(file.path);
    if (!match) continue;
    const [, stem, extension] = match;
    if (extension === "cjs" && (paths.has(`${stem}.js`) || paths.has(`${stem}.mjs`))) {
      skipped.push({ path: file.path, why: `the CommonJS build of ${paths.has(`${stem}.mjs`) ? `${stem}.mjs` : `${stem}.js`}` });
    } else if (extension === "js" && paths.has(`${stem}.mjs`)) {
      skipped.push({ path: file.path, why: `the CommonJS build of ${stem}.mjs` });
    } else if (file.size / Math.max(1, file.lines) > MINIFIED_AVERAGE_LINE) {
      skipped.push({ path: file.path, why: `minified (${Math.round(file.size / Math.max(1, file.lines))} characters a line)` });
    } else {
      lint.push(file.path);
    }
  }
  return { lint, skipped };
}

/** Where a finding or a label comes from: a repository (`owner/name`) or a package (`name@version`). */
export function sourceOf(item) {
  return item.repo ?? item.package;
}

/** The identity of a finding, and of the label that judges it. */
export function findingKey(finding) {
  return JSON.stringify([sourceOf(finding), finding.file, finding.line, finding.rule, finding.text]);
}

/**
 * Findings from every config, one per key: two reports of one rule on one line are one finding,
 * and a finding both configs report is listed once, with both config names.
 */
export function mergeFindings(findings) {
  const byKey = new Map();
  for (const finding of findings) {
    const key = findingKey(finding);
    const known = byKey.get(key);
    if (known) {
      for (const config of finding.configs) if (!known.configs.includes(config)) known.configs.push(config);
    } else {
      byKey.set(key, { ...finding, configs: [...finding.configs] });
    }
  }
  return [...byKey.values()];
}

const VERDICTS = new Set(["tp", "fp"]);
const LABEL_KEYS = ["repo", "package", "file", "line", "rule", "text", "verdict", "reason"];

/** Checks labels.json; throws naming the entry at fault. */
export function validateLabels(labels) {
  if (!Array.isArray(labels)) throw new Error("labels.json must be an array of labels.");
  const seen = new Set();
  labels.forEach((label, index) => {
    const where = `labels.json[${index}]`;
    if (typeof label !== "object" || label === null) throw new Error(`${where} must be an object.`);
    for (const key of Object.keys(label)) {
      if (!LABEL_KEYS.includes(key)) throw new Error(`${where}.${key} is not a known key (${LABEL_KEYS.join(", ")}).`);
    }
    if (("repo" in label) === ("package" in label)) throw new Error(`${where} must name either a repo or a package.`);
    for (const key of ["repo" in label ? "repo" : "package", "file", "rule", "text", "reason"]) {
      if (typeof label[key] !== "string" || label[key] === "") throw new Error(`${where}.${key} must be a non-empty string.`);
    }
    if (!Number.isInteger(label.line) || label.line < 1) throw new Error(`${where}.line must be a line number.`);
    if (!VERDICTS.has(label.verdict)) throw new Error(`${where}.verdict must be "tp" or "fp".`);
    const key = findingKey(label);
    if (seen.has(key)) throw new Error(`${where} labels the same finding as an earlier entry.`);
    seen.add(key);
  });
  return labels;
}

/**
 * Compares the current findings with the labels.
 * - labelled: findings with a label, each with its verdict;
 * - unlabelled: findings without one;
 * - disappeared: labels whose finding is gone (a fixed false positive, or a lost true positive).
 * Precision is true positives over labelled findings, overall and per rule; `null` where nothing is labelled.
 */
export function compareWithLabels(findings, labels) {
  const byKey = new Map(labels.map((label) => [findingKey(label), label]));
  const current = new Set();
  const labelled = [];
  const unlabelled = [];
  for (const finding of findings) {
    const key = findingKey(finding);
    current.add(key);
    const label = byKey.get(key);
    if (label) labelled.push({ ...finding, verdict: label.verdict, reason: label.reason });
    else unlabelled.push(finding);
  }
  const disappeared = labels.filter((label) => !current.has(findingKey(label)));
  const perRule = {};
  for (const finding of labelled) {
    const entry = (perRule[finding.rule] ??= { tp: 0, fp: 0, precision: null });
    entry[finding.verdict]++;
  }
  for (const entry of Object.values(perRule)) entry.precision = entry.tp / (entry.tp + entry.fp);
  const tp = labelled.filter((finding) => finding.verdict === "tp").length;
  return {
    labelled,
    unlabelled,
    disappeared,
    perRule,
    tp,
    fp: labelled.length - tp,
    precision: labelled.length === 0 ? null : tp / labelled.length,
  };
}

/** The last line of the report, read by scripts. */
export function summaryLine(packages, comparison) {
  const precision = comparison.precision === null ? "n/a" : comparison.precision.toFixed(2);
  return `realworld: packages=${packages} labelled=${comparison.labelled.length} unlabelled=${comparison.unlabelled.length} precision=${precision}`;
}

// ---------------------------------------------------------------------------------------------
// Repositories (bench/realworld/repos.json) and the hand audit (bench/realworld/audit.json)

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/u;
/** Folders whose files are not the program: dependencies, builds, and tests with their fixtures. */
export const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "dist",
  "build",
  "out",
  "coverage",
  ".git",
  ".next",
  "test",
  "tests",
  "__tests__",
  "__mocks__",
  "e2e",
  "fixtures",
]);

/**
 * Whether a file of a repository, by its path from the repository root, is linted: JavaScript or
 * TypeScript source that is not a declaration file, a test, or inside a skipped folder.
 */
export function isLintedSource(path) {
  if (!SOURCE_FILE.test(path) || /\.d\.[cm]?ts$/u.test(path)) return false;
  if (/\.(?:test|spec)\.[cm]?[jt]sx?$/u.test(path)) return false;
  return !path.split("/").some((segment) => SKIPPED_FOLDERS.has(segment));
}

/** The folder a repository is checked out to under the `--repos` folder: `owner+name`. */
export function checkoutName(repo) {
  return repo.replace("/", "+");
}

/** The commands that check a repository out at its pinned commit. */
export function cloneCommands(entry, folder) {
  const target = `${folder.replace(/\/+$/u, "")}/${checkoutName(entry.repo)}`;
  return [`git clone https://github.com/${entry.repo}.git ${target}`, `git -C ${target} checkout --quiet ${entry.commit}`];
}

const REPO_KEYS = ["repo", "commit", "lint", "styles", "heldout", "cohort"];

/** Checks repos.json; throws naming the entry at fault. */
export function validateRepos(repos) {
  if (!Array.isArray(repos)) throw new Error("repos.json must be an array of repositories.");
  const seen = new Set();
  repos.forEach((entry, index) => {
    const where = `repos.json[${index}]`;
    if (typeof entry !== "object" || entry === null) throw new Error(`${where} must be an object.`);
    for (const key of Object.keys(entry)) {
      if (!REPO_KEYS.includes(key)) throw new Error(`${where}.${key} is not a known key (${REPO_KEYS.join(", ")}).`);
    }
    if (typeof entry.repo !== "string" || !/^[\w.-]+\/[\w.-]+$/u.test(entry.repo)) throw new Error(`${where}.repo must be "owner/name".`);
    if (typeof entry.commit !== "string" || !/^[0-9a-f]{40}$/u.test(entry.commit)) throw new Error(`${where}.commit must be a full commit hash.`);
    if (!Array.isArray(entry.lint) || entry.lint.length === 0 || entry.lint.some((folder) => typeof folder !== "string" || folder.startsWith("/") || folder.split("/").includes(".."))) {
      throw new Error(`${where}.lint must be a non-empty list of folders inside the repository.`);
    }
    if (!Array.isArray(entry.styles) || entry.styles.some((style) => typeof style !== "string")) throw new Error(`${where}.styles must be a list of strings.`);
    if ("heldout" in entry && typeof entry.heldout !== "boolean") throw new Error(`${where}.heldout must be true or false.`);
    if ("cohort" in entry && (entry.heldout !== true || typeof entry.cohort !== "string" || entry.cohort === "")) {
      throw new Error(`${where}.cohort names the held-out cohort a repository joined with; it needs "heldout": true and a non-empty string.`);
    }
    if (seen.has(entry.repo)) throw new Error(`${where} lists ${entry.repo} a second time.`);
    seen.add(entry.repo);
  });
  return repos;
}

const DEFECT_KEYS = ["repo", "file", "line", "text", "rule", "why"];
const COVERAGE_KEYS = ["repo", "handlers", "files", "notes"];

/**
 * Checks audit.json against the repositories and the rule ids; throws naming the entry at fault.
 * Every repository must have been audited (a coverage entry), and every defect must name a known
 * repository and rule, once.
 */
export function validateAudit(audit, repos, rules) {
  if (typeof audit !== "object" || audit === null || !Array.isArray(audit.coverage) || !Array.isArray(audit.defects)) {
    throw new Error("audit.json must be an object with the lists coverage and defects.");
  }
  const known = new Set(repos.map((entry) => entry.repo));
  const covered = new Set();
  audit.coverage.forEach((entry, index) => {
    const where = `audit.json coverage[${index}]`;
    for (const key of Object.keys(entry)) {
      if (!COVERAGE_KEYS.includes(key)) throw new Error(`${where}.${key} is not a known key (${COVERAGE_KEYS.join(", ")}).`);
    }
    if (!known.has(entry.repo)) throw new Error(`${where}.repo ${JSON.stringify(entry.repo)} is not in repos.json.`);
    if (covered.has(entry.repo)) throw new Error(`${where} covers ${entry.repo} a second time.`);
    if (!Number.isInteger(entry.handlers) || entry.handlers < 0) throw new Error(`${where}.handlers must be a count.`);
    if (!Array.isArray(entry.files) || entry.files.some((file) => typeof file !== "string")) throw new Error(`${where}.files must be a list of paths.`);
    if (typeof entry.notes !== "string") throw new Error(`${where}.notes must be a string.`);
    covered.add(entry.repo);
  });
  const unaudited = [...known].filter((repo) => !covered.has(repo));
  if (unaudited.length > 0) throw new Error(`audit.json has no coverage entry for ${unaudited.join(", ")}.`);
  const seen = new Set();
  audit.defects.forEach((defect, index) => {
    const where = `audit.json defects[${index}]`;
    for (const key of Object.keys(defect)) {
      if (!DEFECT_KEYS.includes(key)) throw new Error(`${where}.${key} is not a known key (${DEFECT_KEYS.join(", ")}).`);
    }
    if (!known.has(defect.repo)) throw new Error(`${where}.repo ${JSON.stringify(defect.repo)} is not in repos.json.`);
    for (const key of ["file", "text", "why"]) {
      if (typeof defect[key] !== "string" || defect[key] === "") throw new Error(`${where}.${key} must be a non-empty string.`);
    }
    if (!Number.isInteger(defect.line) || defect.line < 1) throw new Error(`${where}.line must be a line number.`);
    if (!rules.includes(defect.rule)) throw new Error(`${where}.rule ${JSON.stringify(defect.rule)} is not a rule of the plugin.`);
    const key = defectKey(defect);
    if (seen.has(key)) throw new Error(`${where} lists the same line and rule as an earlier entry.`);
    seen.add(key);
  });
  return audit;
}

/** The identity of an audited defect: repository, file, line and rule. Its text is checked apart. */
export function defectKey(item) {
  return JSON.stringify([item.repo, item.file, item.line, item.rule]);
}

/**
 * Whether an audited defect still names the line it was written for: its text is that line,
 * trimmed. A defect whose text no longer matches cannot be matched honestly, so the runner stops.
 */
export function defectTextMatches(defect, lineOfFile) {
  return lineOfFile !== undefined && lineOfFile.trim() === defect.text;
}

/**
 * Compares the findings with the audited defects. A defect is found when a finding of the same rule
 * is on the same line of the same file. Returns the found and missed defects (each missed one with
 * the rules that did report on its line, if any), recall overall and per rule, and the true findings
 * (by their labels) that the audit does not list.
 */
export function compareWithAudit(findings, defects, labelled = []) {
  const findingKeys = new Set(findings.map((finding) => defectKey({ ...finding, repo: sourceOf(finding) })));
  const rulesOnLine = new Map();
  for (const finding of findings) {
    const line = JSON.stringify([sourceOf(finding), finding.file, finding.line]);
    rulesOnLine.set(line, [...(rulesOnLine.get(line) ?? []), finding.rule]);
  }
  const found = [];
  const missed = [];
  const perRule = {};
  for (const defect of defects) {
    const entry = (perRule[defect.rule] ??= { audited: 0, found: 0, recall: null });
    entry.audited++;
    if (findingKeys.has(defectKey(defect))) {
      entry.found++;
      found.push(defect);
    } else {
      missed.push({ ...defect, reportedBy: rulesOnLine.get(JSON.stringify([defect.repo, defect.file, defect.line])) ?? [] });
    }
  }
  for (const entry of Object.values(perRule)) entry.recall = entry.found / entry.audited;
  const audited = new Set(defects.map(defectKey));
  const outsideAudit = labelled.filter((finding) => finding.verdict === "tp" && !audited.has(defectKey({ ...finding, repo: sourceOf(finding) })));
  return { found, missed, perRule, outsideAudit, recall: defects.length === 0 ? null : found.length / defects.length };
}

/** A figure of the report: two decimals, or `n/a` where it has no denominator. */
export function figure(value) {
  return value === null || value === undefined ? "n/a" : value.toFixed(2);
}

/**
 * The per-rule table of the report: findings, labelled, precision, audited, found, recall.
 * @param {string[]} rules
 */
export function ruleRows(rules, findings, labels, audit) {
  const rows = rules.map((rule) => {
    const labelled = labels.perRule[rule];
    const audited = audit.perRule[rule];
    return {
      rule,
      findings: findings.filter((finding) => finding.rule === rule).length,
      labelled: labelled ? labelled.tp + labelled.fp : 0,
      precision: labelled ? labelled.precision : null,
      audited: audited ? audited.audited : 0,
      found: audited ? audited.found : 0,
      recall: audited ? audited.recall : null,
    };
  });
  rows.push({
    rule: "overall",
    findings: findings.length,
    labelled: labels.labelled.length,
    precision: labels.precision,
    audited: audit.found.length + audit.missed.length,
    found: audit.found.length,
    recall: audit.recall,
  });
  return rows;
}

/** The last line of `npm run realworld -- --repos <folder>`, read by scripts. */
export function repoSummaryLine({ repos, findings, labels, audit, heldout, cohorts = [] }) {
  const perCohort = cohorts.flatMap(({ name, figures }) => [
    `heldout-${name}-precision=${figure(figures.labels.precision)}`,
    `heldout-${name}-recall=${figure(figures.audit.recall)}`,
  ]);
  return [
    "realworld:",
    `repos=${repos}`,
    `findings=${findings}`,
    `labelled=${labels.labelled.length}`,
    `precision=${figure(labels.precision)}`,
    `audited=${audit.found.length + audit.missed.length}`,
    `found=${audit.found.length}`,
    `recall=${figure(audit.recall)}`,
    `heldout-precision=${figure(heldout.labels.precision)}`,
    `heldout-recall=${figure(heldout.audit.recall)}`,
    ...perCohort,
  ].join(" ");
}

// The pure part of `npm run realworld`: which shipped files of a package are linted, how a finding
// is keyed, and how findings are compared with bench/realworld/labels.json. Kept apart from the
// runner so that test/realworld/labels.test.ts can check it without the registry.

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

/** The identity of a finding, and of the label that judges it. */
export function findingKey(finding) {
  return JSON.stringify([finding.package, finding.file, finding.line, finding.rule, finding.text]);
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
const LABEL_KEYS = ["package", "file", "line", "rule", "text", "verdict", "reason"];

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
    for (const key of ["package", "file", "rule", "text", "reason"]) {
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

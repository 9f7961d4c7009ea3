/**
 * The matching of `npm run realworld` (scripts/realworld-lib.mjs), checked without checkouts or the
 * registry: which files are linted, how findings are keyed and merged, how they meet the labels and
 * the hand-audited defects, the validation of repos.json and audit.json, and the summary lines
 * scripts read.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  type Defect,
  type Finding,
  type Label,
  type RepoEntry,
  checkoutName,
  cloneCommands,
  compareWithAudit,
  compareWithLabels,
  defectTextMatches,
  isLintedSource,
  lineText,
  mergeFindings,
  repoSummaryLine,
  ruleRows,
  selectFiles,
  summaryLine,
  validateAudit,
  validateLabels,
  validateRepos,
} from "../../scripts/realworld-lib.mjs";

const finding = (line: number, rule = "no-lossy-default", configs = ["recommended"]): Finding => ({
  package: "pkg@1.0.0",
  file: "dist/index.js",
  line,
  rule,
  text: `const n = args.n${line} || 1;`,
  configs,
});

const label = (line: number, verdict: "tp" | "fp", rule = "no-lossy-default"): Label => ({
  package: "pkg@1.0.0",
  file: "dist/index.js",
  line,
  rule,
  text: `const n = args.n${line} || 1;`,
  verdict,
  reason: "why",
});

describe("selectFiles", () => {
  it("keeps the ES module build of a module shipped twice, and skips minified files", () => {
    const result = selectFiles([
      { path: "dist/index.js", size: 1000, lines: 50 },
      { path: "dist/index.cjs", size: 1000, lines: 50 },
      { path: "esm/tool.mjs", size: 100, lines: 10 },
      { path: "esm/tool.js", size: 100, lines: 10 },
      { path: "ui/runtime.js", size: 50_000, lines: 10 },
      { path: "README.md", size: 10, lines: 1 },
    ]);
    expect(result.lint).toEqual(["dist/index.js", "esm/tool.mjs"]);
    expect(result.skipped).toEqual([
      { path: "dist/index.cjs", why: "the CommonJS build of dist/index.js" },
      { path: "esm/tool.js", why: "the CommonJS build of esm/tool.mjs" },
      { path: "ui/runtime.js", why: "minified (5000 characters a line)" },
    ]);
  });

  it("does not take one very long line for minification", () => {
    expect(selectFiles([{ path: "bundle.cjs", size: 1_800_000, lines: 45_000 }]).lint).toEqual(["bundle.cjs"]);
  });
});

describe("lineText", () => {
  it("is the trimmed line, or a window around the column of a long line", () => {
    expect(lineText("    if (args.tail) {", 9)).toBe("if (args.tail) {");
    const long = `${"a".repeat(300)}TARGET${"b".repeat(300)}`;
    const text = lineText(long, 301);
    expect(text).toContain("TARGET");
    expect(text.length).toBe(200);
  });
});

describe("mergeFindings", () => {
  it("keeps one finding per key and lists every config that reported it", () => {
    const merged = mergeFindings([finding(1), finding(1, "no-lossy-default", ["strict"]), finding(1), finding(2, "no-lossy-default", ["strict"])]);
    expect(merged.map((item) => [item.line, item.configs])).toEqual([
      [1, ["recommended", "strict"]],
      [2, ["strict"]],
    ]);
  });
});

describe("compareWithLabels", () => {
  it("splits findings into labelled and unlabelled, and lists the labels whose finding is gone", () => {
    const result = compareWithLabels(
      [finding(1), finding(2), finding(3, "no-truthy-presence-check"), finding(4)],
      [label(1, "tp"), label(2, "fp"), label(3, "tp", "no-truthy-presence-check"), label(9, "tp")],
    );
    expect(result.labelled.map((item) => [item.line, item.verdict])).toEqual([
      [1, "tp"],
      [2, "fp"],
      [3, "tp"],
    ]);
    expect(result.unlabelled.map((item) => item.line)).toEqual([4]);
    expect(result.disappeared.map((item) => item.line)).toEqual([9]);
    expect(result.tp).toBe(2);
    expect(result.fp).toBe(1);
    expect(result.precision).toBeCloseTo(2 / 3);
    expect(result.perRule).toEqual({
      "no-lossy-default": { tp: 1, fp: 1, precision: 0.5 },
      "no-truthy-presence-check": { tp: 1, fp: 0, precision: 1 },
    });
  });

  it("matches on every part of the key: the same line with other text is another finding", () => {
    const moved = { ...finding(1), text: "const n = args.other || 1;" };
    const result = compareWithLabels([moved], [label(1, "tp")]);
    expect(result.labelled).toEqual([]);
    expect(result.unlabelled).toEqual([moved]);
    expect(result.disappeared).toHaveLength(1);
  });

  it("has no precision without labelled findings", () => {
    expect(compareWithLabels([finding(1)], []).precision).toBeNull();
  });
});

describe("summaryLine", () => {
  it("is the exact line scripts read", () => {
    const result = compareWithLabels([finding(1), finding(2), finding(3)], [label(1, "tp"), label(2, "fp")]);
    expect(summaryLine(15, result)).toBe("realworld: packages=15 labelled=2 unlabelled=1 precision=0.50");
    expect(summaryLine(3, compareWithLabels([], []))).toBe("realworld: packages=3 labelled=0 unlabelled=0 precision=n/a");
  });
});

describe("validateLabels", () => {
  it.each([
    [{}, "labels.json must be an array of labels."],
    [[{ ...label(1, "tp"), verdict: "maybe" }], 'labels.json[0].verdict must be "tp" or "fp".'],
    [[{ ...label(1, "tp"), reason: "" }], "labels.json[0].reason must be a non-empty string."],
    [[{ ...label(1, "tp"), line: 0 }], "labels.json[0].line must be a line number."],
    [[{ ...label(1, "tp"), note: "x" }], "labels.json[0].note is not a known key"],
    [[label(1, "tp"), label(1, "fp")], "labels.json[1] labels the same finding as an earlier entry."],
    [[{ ...label(1, "tp"), repo: "o/r" }], "labels.json[0] must name either a repo or a package."],
    [[{ file: "a.ts", line: 1, rule: "r", text: "t", verdict: "tp", reason: "why" }], "labels.json[0] must name either a repo or a package."],
  ])("rejects %j", (labels, message) => {
    expect(() => validateLabels(labels)).toThrow(message);
  });

  it("accepts the committed labels, each with a reason", () => {
    const labels = validateLabels(JSON.parse(readFileSync(new URL("../../bench/realworld/labels.json", import.meta.url), "utf8")));
    expect(labels.length).toBeGreaterThan(0);
  });
});

const repoFinding = (repo: string, line: number, rule = "no-lossy-default", file = "src/a.ts"): Finding => ({
  repo,
  file,
  line,
  rule,
  text: `const n = args.n${line} || 1;`,
  configs: ["recommended"],
});

const repoLabel = (repo: string, line: number, verdict: "tp" | "fp", rule = "no-lossy-default"): Label => ({
  repo,
  file: "src/a.ts",
  line,
  rule,
  text: `const n = args.n${line} || 1;`,
  verdict,
  reason: "why",
});

const defect = (repo: string, line: number, rule = "no-lossy-default", file = "src/a.ts"): Defect => ({
  repo,
  file,
  line,
  text: `const n = args.n${line} || 1;`,
  rule,
  why: "0 is valid",
});

const REPO = (repo: string, extra: Partial<RepoEntry> = {}): RepoEntry => ({
  repo,
  commit: "0123456789abcdef0123456789abcdef01234567",
  lint: ["src"],
  styles: ["mcp-low-level"],
  ...extra,
});

describe("isLintedSource", () => {
  it.each([
    ["src/index.ts", true],
    ["src/tools/search.tsx", true],
    ["lib/run.mjs", true],
    ["src/server.cts", true],
    ["index.js", true],
    ["src/types.d.ts", false],
    ["src/types.d.mts", false],
    ["src/search.test.ts", false],
    ["src/search.spec.tsx", false],
    ["src/__tests__/search.ts", false],
    ["tests/unit/search.ts", false],
    ["src/test/helpers.ts", false],
    ["node_modules/x/index.js", false],
    ["dist/index.js", false],
    ["src/fixtures/tool.ts", false],
    ["README.md", false],
    ["src/data.json", false],
    ["src/testing.ts", true],
    ["src/latest/tool.ts", true],
  ])("%s → %s", (path, linted) => {
    expect(isLintedSource(path)).toBe(linted);
  });
});

describe("checkouts", () => {
  it("names a checkout owner+name and prints the commands that make it", () => {
    expect(checkoutName("openai/openai-node")).toBe("openai+openai-node");
    expect(cloneCommands(REPO("tavily-ai/tavily-mcp"), "/tmp/repos/")).toEqual([
      "git clone https://github.com/tavily-ai/tavily-mcp.git /tmp/repos/tavily-ai+tavily-mcp",
      "git -C /tmp/repos/tavily-ai+tavily-mcp checkout --quiet 0123456789abcdef0123456789abcdef01234567",
    ]);
  });
});

describe("validateRepos", () => {
  it.each([
    [{}, "repos.json must be an array of repositories."],
    [[{ ...REPO("a/b"), repo: "ab" }], 'repos.json[0].repo must be "owner/name".'],
    [[{ ...REPO("a/b"), commit: "HEAD" }], "repos.json[0].commit must be a full commit hash."],
    [[{ ...REPO("a/b"), lint: [] }], "repos.json[0].lint must be a non-empty list of folders inside the repository."],
    [[{ ...REPO("a/b"), lint: ["../x"] }], "repos.json[0].lint must be a non-empty list of folders inside the repository."],
    [[{ ...REPO("a/b"), heldout: "yes" }], "repos.json[0].heldout must be true or false."],
    [[{ ...REPO("a/b"), stars: 3 }], "repos.json[0].stars is not a known key"],
    [[{ ...REPO("a/b"), cohort: "2026-12-01" }], 'repos.json[0].cohort names the held-out cohort a repository joined with; it needs "heldout": true and a non-empty string.'],
    [[{ ...REPO("a/b"), heldout: true, cohort: "" }], 'repos.json[0].cohort names the held-out cohort a repository joined with; it needs "heldout": true and a non-empty string.'],
    [[REPO("a/b"), REPO("a/b")], "repos.json[1] lists a/b a second time."],
  ])("rejects %j", (repos, message) => {
    expect(() => validateRepos(repos)).toThrow(message);
  });

  it("accepts the committed list: at least 30 repositories, a quarter of them held out", () => {
    const repos = validateRepos(JSON.parse(readFileSync(new URL("../../bench/realworld/repos.json", import.meta.url), "utf8")));
    expect(repos.length).toBeGreaterThanOrEqual(30);
    expect(repos.filter((entry) => entry.heldout).length).toBeGreaterThanOrEqual(Math.max(10, Math.floor(repos.length / 4)));
  });
});

describe("validateAudit", () => {
  const repos = [REPO("a/b"), REPO("c/d")];
  const rules = ["no-lossy-default", "no-truthy-tool-value"];
  const coverage = [
    { repo: "a/b", handlers: 3, files: ["src/a.ts"], notes: "" },
    { repo: "c/d", handlers: 0, files: [], notes: "no tools" },
  ];

  it.each([
    [[], "audit.json must be an object with the lists coverage and defects."],
    [{ coverage: coverage.slice(0, 1), defects: [] }, "audit.json has no coverage entry for c/d."],
    [{ coverage: [...coverage, coverage[0]], defects: [] }, "audit.json coverage[2] covers a/b a second time."],
    [{ coverage: [{ ...coverage[0], repo: "x/y" }], defects: [] }, 'audit.json coverage[0].repo "x/y" is not in repos.json.'],
    [{ coverage: [{ ...coverage[0], handlers: -1 }, coverage[1]], defects: [] }, "audit.json coverage[0].handlers must be a count."],
    [{ coverage, defects: [{ ...defect("x/y", 1) }] }, 'audit.json defects[0].repo "x/y" is not in repos.json.'],
    [{ coverage, defects: [{ ...defect("a/b", 1), rule: "no-such-rule" }] }, 'audit.json defects[0].rule "no-such-rule" is not a rule of the plugin.'],
    [{ coverage, defects: [{ ...defect("a/b", 1), why: "" }] }, "audit.json defects[0].why must be a non-empty string."],
    [{ coverage, defects: [{ ...defect("a/b", 1), line: 0 }] }, "audit.json defects[0].line must be a line number."],
    [{ coverage, defects: [{ ...defect("a/b", 1), seen: true }] }, "audit.json defects[0].seen is not a known key"],
    [{ coverage, defects: [defect("a/b", 1), { ...defect("a/b", 1), text: "other" }] }, "audit.json defects[1] lists the same line and rule as an earlier entry."],
  ])("rejects %j", (audit, message) => {
    expect(() => validateAudit(audit, repos, rules)).toThrow(message);
  });

  it("accepts two rules on one line", () => {
    expect(validateAudit({ coverage, defects: [defect("a/b", 1), defect("a/b", 1, "no-truthy-tool-value")] }, repos, rules).defects).toHaveLength(2);
  });

  it("accepts the committed audit: every repository covered, every defect on a rule of the plugin", async () => {
    const { default: plugin } = await import("../../src/index.js");
    const committed = JSON.parse(readFileSync(new URL("../../bench/realworld/repos.json", import.meta.url), "utf8"));
    const audit = validateAudit(
      JSON.parse(readFileSync(new URL("../../bench/realworld/audit.json", import.meta.url), "utf8")),
      validateRepos(committed),
      Object.keys(plugin.rules),
    );
    expect(audit.coverage).toHaveLength(committed.length);
  });
});

describe("defectTextMatches", () => {
  it("compares the trimmed line with the audited text", () => {
    expect(defectTextMatches(defect("a/b", 3), "    const n = args.n3 || 1;   ")).toBe(true);
    expect(defectTextMatches(defect("a/b", 3), "const n = args.n3 ?? 1;")).toBe(false);
    expect(defectTextMatches(defect("a/b", 3), undefined)).toBe(false);
  });
});

describe("compareWithAudit", () => {
  it("finds a defect by repository, file, line and rule, and says which rule reported a missed one's line", () => {
    const findings = [
      repoFinding("a/b", 1),
      repoFinding("a/b", 2, "no-truthy-tool-value"),
      repoFinding("a/b", 3, "no-lossy-default", "src/other.ts"),
      repoFinding("c/d", 4),
      repoFinding("a/b", 9),
    ];
    const defects = [defect("a/b", 1), defect("a/b", 2), defect("a/b", 3), defect("a/b", 4), defect("c/d", 4, "no-truthy-tool-value")];
    const result = compareWithAudit(findings, defects);
    expect(result.found).toEqual([defects[0]]);
    expect(result.missed.map((item) => [item.repo, item.line, item.rule, item.reportedBy])).toEqual([
      ["a/b", 2, "no-lossy-default", ["no-truthy-tool-value"]],
      ["a/b", 3, "no-lossy-default", []],
      ["a/b", 4, "no-lossy-default", []],
      ["c/d", 4, "no-truthy-tool-value", ["no-lossy-default"]],
    ]);
    expect(result.recall).toBeCloseTo(1 / 5);
    expect(result.perRule).toEqual({
      "no-lossy-default": { audited: 4, found: 1, recall: 0.25 },
      "no-truthy-tool-value": { audited: 1, found: 0, recall: 0 },
    });
  });

  it("lists the true findings that the audit does not list, and not the false ones", () => {
    const findings = [repoFinding("a/b", 1), repoFinding("a/b", 2), repoFinding("a/b", 3)];
    const labels = compareWithLabels(findings, [repoLabel("a/b", 1, "tp"), repoLabel("a/b", 2, "tp"), repoLabel("a/b", 3, "fp")]);
    const result = compareWithAudit(findings, [defect("a/b", 1)], labels.labelled);
    expect(result.outsideAudit.map((item) => item.line)).toEqual([2]);
  });

  it("has no recall without audited defects", () => {
    expect(compareWithAudit([repoFinding("a/b", 1)], []).recall).toBeNull();
  });
});

describe("the repository report", () => {
  const findings = [repoFinding("a/b", 1), repoFinding("a/b", 2), repoFinding("h/o", 3), repoFinding("h/o", 4, "no-truthy-tool-value")];
  const labelList = [repoLabel("a/b", 1, "tp"), repoLabel("a/b", 2, "fp"), repoLabel("h/o", 3, "tp")];
  const defects = [defect("a/b", 1), defect("a/b", 5), defect("h/o", 3), defect("h/o", 6, "no-truthy-tool-value")];
  const labels = compareWithLabels(findings, labelList);
  const audit = compareWithAudit(findings, defects, labels.labelled);
  const heldFindings = findings.filter((item) => item.repo === "h/o");
  const heldLabels = compareWithLabels(heldFindings, labelList.filter((item) => item.repo === "h/o"));
  const heldAudit = compareWithAudit(
    heldFindings,
    defects.filter((item) => item.repo === "h/o"),
    heldLabels.labelled,
  );

  it("has one row a rule and an overall row", () => {
    expect(ruleRows(["no-lossy-default", "no-truthy-tool-value", "no-ungated-lookup"], findings, labels, audit)).toEqual([
      { rule: "no-lossy-default", findings: 3, labelled: 3, precision: 2 / 3, audited: 3, found: 2, recall: 2 / 3 },
      { rule: "no-truthy-tool-value", findings: 1, labelled: 0, precision: null, audited: 1, found: 0, recall: 0 },
      { rule: "no-ungated-lookup", findings: 0, labelled: 0, precision: null, audited: 0, found: 0, recall: null },
      { rule: "overall", findings: 4, labelled: 3, precision: 2 / 3, audited: 4, found: 2, recall: 0.5 },
    ]);
  });

  it("ends with the exact line scripts read", () => {
    expect(repoSummaryLine({ repos: 2, findings: findings.length, labels, audit, heldout: { labels: heldLabels, audit: heldAudit } })).toBe(
      "realworld: repos=2 findings=4 labelled=3 precision=0.67 audited=4 found=2 recall=0.50 heldout-precision=1.00 heldout-recall=0.50",
    );
    const none = compareWithLabels([], []);
    const noAudit = compareWithAudit([], []);
    expect(
      repoSummaryLine({ repos: 2, findings: findings.length, labels, audit, heldout: { labels: heldLabels, audit: heldAudit }, cohorts: [{ name: "c2", figures: { labels: heldLabels, audit: heldAudit } }] }),
    ).toBe(
      "realworld: repos=2 findings=4 labelled=3 precision=0.67 audited=4 found=2 recall=0.50 heldout-precision=1.00 heldout-recall=0.50 heldout-c2-precision=1.00 heldout-c2-recall=0.50",
    );
    expect(repoSummaryLine({ repos: 0, findings: 0, labels: none, audit: noAudit, heldout: { labels: none, audit: noAudit } })).toBe(
      "realworld: repos=0 findings=0 labelled=0 precision=n/a audited=0 found=0 recall=n/a heldout-precision=n/a heldout-recall=n/a",
    );
  });
});

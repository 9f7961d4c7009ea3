/**
 * The label matching of `npm run realworld` (scripts/realworld-lib.mjs), checked without the
 * registry: which files are linted, how findings are keyed and merged, how they meet the labels,
 * and the summary line scripts read.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  type Finding,
  type Label,
  compareWithLabels,
  lineText,
  mergeFindings,
  selectFiles,
  summaryLine,
  validateLabels,
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
  ])("rejects %j", (labels, message) => {
    expect(() => validateLabels(labels)).toThrow(message);
  });

  it("accepts the committed labels, each with a reason", () => {
    const labels = validateLabels(JSON.parse(readFileSync(new URL("../../bench/realworld/labels.json", import.meta.url), "utf8")));
    expect(labels.length).toBeGreaterThan(0);
  });
});

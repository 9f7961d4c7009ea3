/**
 * The rule docs are part of the product: every rule has a page, the page's description is the
 * rule's, and every example does what its heading says (the incorrect ones report, the correct
 * ones do not), checked by linting them with the rule, as ESLint core does for its own docs.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import plugin from "../../src/index.js";
import { lintWithPlugin } from "../lint.js";

const root = new URL("../../", import.meta.url);
const ruleNames = Object.keys(plugin.rules);

interface Example {
  readonly kind: "incorrect" | "correct";
  readonly code: string;
  readonly line: number;
  /** `tsx` examples are linted as a `.tsx` file (JSX). */
  readonly tsx: boolean;
  readonly settings: Record<string, unknown>;
}

/** Code blocks under a "❌ Incorrect" or "✅ Correct" heading, with an optional settings comment. */
function readExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  const lines = markdown.split("\n");
  let kind: Example["kind"] | null = null;
  let settings: Record<string, unknown> = {};
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (/^#{1,6} /u.test(line)) {
      kind = line.includes("❌ Incorrect") ? "incorrect" : line.includes("✅ Correct") ? "correct" : null;
      settings = {};
      continue;
    }
    const settingsComment = /^<!-- settings: (.*) -->$/u.exec(line);
    if (settingsComment) {
      settings = JSON.parse(settingsComment[1]!) as Record<string, unknown>;
      continue;
    }
    const fence = /^```(ts|js|tsx)$/u.exec(line);
    if (!fence) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && lines[end] !== "```") end++;
    if (kind) examples.push({ kind, code: lines.slice(start, end).join("\n"), line: start + 1, settings, tsx: fence[1] === "tsx" });
    index = end;
  }
  return examples;
}

describe.each(ruleNames)("docs/rules/%s.md", (name) => {
  const path = fileURLToPath(new URL(`docs/rules/${name}.md`, root));

  it("exists", () => {
    expect(existsSync(path)).toBe(true);
  });

  const markdown = existsSync(path) ? readFileSync(path, "utf8") : "";
  const rule = plugin.rules[name as keyof typeof plugin.rules];

  it("states the rule's own description", () => {
    expect(markdown).toContain(`📝 ${rule.meta?.docs?.description}.`);
  });

  it("opens with three lines: what it reports, what it leaves alone, and its fix or suggestions", () => {
    const body = markdown.split("<!-- end auto-generated rule header -->\n")[1] ?? "";
    const opening = body.trimStart().split("\n").slice(0, 4);
    expect(opening[0]).toMatch(/^- \*\*Reports\*\* \S/u);
    expect(opening[1]).toMatch(/^- \*\*Leaves alone\*\* \S/u);
    expect(opening[2]).toMatch(/^- \*\*(?:Fixes|Suggests)\*\* \S/u);
    expect(opening[3]).toBe("");
    // The third line says what the rule's meta says: an autofix, suggestions, or both.
    const fixable = rule.meta?.fixable !== undefined;
    expect(opening[2]!.startsWith("- **Fixes**")).toBe(fixable);
    if (!fixable) expect(opening[2]).toMatch(/no autofix/u);
    if (rule.meta?.hasSuggestions) expect(opening[2]).toMatch(/suggest/iu);
  });

  it("has incorrect and correct examples, and sections for options and when not to use it", () => {
    const examples = readExamples(markdown);
    expect(examples.filter((example) => example.kind === "incorrect").length).toBeGreaterThan(0);
    expect(examples.filter((example) => example.kind === "correct").length).toBeGreaterThan(0);
    expect(markdown).toMatch(/^## When Not To Use It$/mu);
    if ((rule.meta?.schema as unknown[] | undefined)?.length) expect(markdown).toMatch(/^## Options$/mu);
  });

  it.each(readExamples(markdown).map((example) => [`${example.kind} example at line ${example.line}`, example] as const))(
    "%s",
    (_title, example) => {
      const { messages } = lintWithPlugin(example.code, {
        rules: { [`tool-contract/${name}`]: "error" },
        settings: example.settings,
        ...(example.tsx && { filename: "file.tsx" }),
      });
      expect(messages.filter((message) => message.fatal)).toEqual([]);
      const own = messages.filter((message) => message.ruleId === `tool-contract/${name}`);
      if (example.kind === "incorrect") expect(own.length).toBeGreaterThan(0);
      else expect(own).toEqual([]);
    },
  );
});

describe("every rule", () => {
  it.each(ruleNames)("%s has a test file and is on in recommended", (name) => {
    expect(existsSync(fileURLToPath(new URL(`test/rules/${name}.test.ts`, root)))).toBe(true);
    expect(plugin.configs.recommended.rules?.[`tool-contract/${name}`]).toBe("error");
  });
});

describe("the package", () => {
  it("reports the version from package.json, which ESLint's --cache key includes", () => {
    const { version } = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { version: string };
    expect(plugin.meta.version).toBe(version);
    expect(plugin.meta.name).toBe("eslint-plugin-tool-contract");
    expect(plugin.meta.namespace).toBe("tool-contract");
  });
});

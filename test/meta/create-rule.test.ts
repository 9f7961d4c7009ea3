/**
 * `createRule`: the options a rule's `create` receives. Defaults apply when nothing is configured,
 * configured values win key by key, and the cache of the last options never hands one
 * configuration's options to another.
 */
import type { TSESLint } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { createRule, docsUrl } from "../../src/createRule.js";

type Options = [{ mode?: string; names?: string[]; nested?: { depth?: number; strict?: boolean } }];

function probe() {
  const seen: Array<Readonly<Options>> = [];
  const rule = createRule<Options, "x">({
    name: "probe",
    meta: {
      type: "problem",
      docs: { description: "probe" },
      schema: [],
      defaultOptions: [{ mode: "in", names: [], nested: { depth: 1, strict: false } }],
      messages: { x: "x" },
    },
    create(_context, options) {
      seen.push(options);
      return {};
    },
  });
  const run = (options: unknown[] | undefined) =>
    rule.create({ options } as unknown as Readonly<TSESLint.RuleContext<"x", Options>>);
  return { rule, seen, run };
}

describe("createRule", () => {
  it("adds the docs URL", () => {
    expect(probe().rule.meta.docs?.url).toBe(docsUrl("probe"));
  });

  it("gives the defaults when nothing is configured", () => {
    const { seen, run } = probe();
    run(undefined);
    run([]);
    expect(seen).toEqual([
      [{ mode: "in", names: [], nested: { depth: 1, strict: false } }],
      [{ mode: "in", names: [], nested: { depth: 1, strict: false } }],
    ]);
  });

  it("merges configured values over the defaults, objects key by key", () => {
    const { seen, run } = probe();
    run([{ mode: "has", nested: { strict: true } }]);
    expect(seen[0]).toEqual([{ mode: "has", names: [], nested: { depth: 1, strict: true } }]);
  });

  it("does not confuse two configurations that follow each other", () => {
    const { seen, run } = probe();
    const names = ["a"];
    run([{ mode: "has", names }]);
    run([{ mode: "has", names }]);
    run([{ mode: "in", names }]);
    run([{ mode: "in", names: ["b"] }]);
    run([{ mode: "in", names: ["b"], nested: { depth: 3 } }]);
    run([{ mode: "in" }]);
    expect(seen.map(([options]) => options)).toEqual([
      { mode: "has", names: ["a"], nested: { depth: 1, strict: false } },
      { mode: "has", names: ["a"], nested: { depth: 1, strict: false } },
      { mode: "in", names: ["a"], nested: { depth: 1, strict: false } },
      { mode: "in", names: ["b"], nested: { depth: 1, strict: false } },
      { mode: "in", names: ["b"], nested: { depth: 3, strict: false } },
      { mode: "in", names: [], nested: { depth: 1, strict: false } },
    ]);
  });
});

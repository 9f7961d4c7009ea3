/**
 * `npm run bench -- --quick --json`: one round on a small sample, so that the benchmark script
 * cannot rot. Its figures mean nothing on a sample this small; the test checks that every figure
 * the full run reports is there.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

// @ts-expect-error: the bench library is plain JavaScript without declarations.
import { judgeTargets, peerRatio, targetsSummary, verdict } from "../../bench/lib.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("npm run bench -- --quick", () => {
  it("reports every figure", { timeout: 180_000 }, () => {
    const run = spawnSync(process.execPath, ["bench/run.mjs", "--quick", "--json"], { cwd: root, encoding: "utf8" });
    expect(run.stderr).not.toMatch(/Error/u);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.quick).toBe(true);
    expect(result.corpus.files).toBeGreaterThan(10);
    expect(result.typedProject.files).toBeGreaterThan(0);
    for (const key of ["a", "b", "c"]) expect(result.syntax[key].medianMs).toBeGreaterThan(0);
    for (const key of ["d", "e", "f"]) expect(result.typed[key].medianMs).toBeGreaterThan(0);
    for (const figure of ["overhead", "vsPeers", "typedOverhead", "vsTypedPeers", "slope"]) {
      expect(Number.isFinite(result[figure]), figure).toBe(true);
    }
    expect(result.lintPhase.rounds).toBe(1);
    for (const figure of ["oursMs", "peersMs", "vsPeers"]) expect(Number.isFinite(result.lintPhase[figure]), figure).toBe(true);
    // Split by source, every file of the sample is counted once, and the one round's added times
    // add up to the whole (each rounded to 0.01 ms).
    const splits = Object.values(result.lintPhase.bySource) as Array<{ files: number; oursMs: number; peersMs: number }>;
    expect(splits.length).toBeGreaterThan(1);
    for (const split of splits) expect(split.files).toBeGreaterThan(0);
    expect(splits.reduce((sum, split) => sum + split.files, 0)).toBe(result.corpus.files);
    for (const key of ["oursMs", "peersMs"] as const) {
      const total = splits.reduce((sum, split) => sum + split[key], 0);
      expect(Math.abs(total - result.lintPhase[key]), key).toBeLessThanOrEqual(0.01 * (splits.length + 1));
    }
    expect(result.typedRules.passes).toBe(1);
    for (const figure of ["oursMs", "peersMs", "vsPeers"]) expect(Number.isFinite(result.typedRules[figure]), figure).toBe(true);
    expect(result.scaling.map((point: { scale: number }) => point.scale)).toEqual([1, 2]);
    for (const point of result.scaling) expect(point.peersMs).toBeGreaterThan(0);
    expect(Number.isFinite(result.slopes.peers)).toBe(true);
    expect(result.slopes.oursFrom4x).toBeNull();
    expect(Object.keys(result.perRuleMs)).toHaveLength(6);
    expect(Object.keys(result.perRuleTypedMs)).toHaveLength(6);
    for (const key of ["a", "b", "c", "d", "e", "f"]) expect(result.rssMB[key]).toBeGreaterThan(0);
    // A quick run's figures say nothing, so its targets are listed but not judged. Each target
    // holds its figure before rounding; a ratio to peers who added nothing is no figure (`null`).
    expect(Object.keys(result.targets)).toEqual(["overhead", "vsPeers", "vsTypedPeers", "slope"]);
    const bounds: Record<string, number> = { overhead: 0.1, vsPeers: 1, vsTypedPeers: 1, slope: 1.15 };
    const peersAdded: Record<string, number> = { vsPeers: result.addedPerRound["c-a"][0], vsTypedPeers: result.addedPerRound["f-d"][0] };
    for (const [name, target] of Object.entries(result.targets) as Array<[string, { value: number | null; max: number; held: null }]>) {
      expect(target.max, name).toBe(bounds[name]);
      expect(target.held, name).toBeNull();
      if (target.value === null) expect(peersAdded[name], name).toBeLessThanOrEqual(0);
      // The printed figure is the judged one rounded to hundredths (`+ 0`: JSON has no -0, so a
      // figure just below zero prints as 0).
      else expect(Math.round(target.value * 100) / 100 + 0, name).toBe(result[name]);
    }
    // (b − a) / a before rounding: a rounded figure would be a whole number of hundredths.
    expect(result.targets.overhead.value).not.toBe(result.overhead);
  });
});

describe("the bench's targets", () => {
  const figures = { overhead: 0.03, vsPeers: 1.0, vsTypedPeers: 1.05, slope: Number.NaN };

  it("judges each figure of a full run against its bound, the bound itself included", () => {
    expect(judgeTargets(figures, false)).toEqual({
      overhead: { value: 0.03, max: 0.1, held: true },
      vsPeers: { value: 1.0, max: 1, held: true },
      vsTypedPeers: { value: 1.05, max: 1, held: false },
      // A figure the run could not compute is not a target met.
      slope: { value: Number.NaN, max: 1.15, held: null },
    });
  });

  it("judges no ratio to peers who added nothing or less", () => {
    expect(peerRatio(2, 4)).toBe(0.5);
    expect(peerRatio(-1, 4)).toBe(-0.25);
    expect(peerRatio(2, 0)).toBeNaN();
    expect(peerRatio(2, -1)).toBeNaN();
    const judged = judgeTargets({ ...figures, vsPeers: peerRatio(5, -1), vsTypedPeers: peerRatio(1, 2) }, false);
    expect(judged.vsPeers.held).toBeNull();
    expect(judged.vsTypedPeers).toEqual({ value: 0.5, max: 1, held: true });
  });

  it("judges nothing in a quick run", () => {
    for (const target of Object.values(judgeTargets(figures, true)) as Array<{ held: boolean | null }>) {
      expect(target.held).toBeNull();
    }
  });

  it("sums the verdicts up in the table's last line, naming what was missed and what was not judged", () => {
    const held = judgeTargets({ overhead: 0.03, vsPeers: 0.5, vsTypedPeers: 0.9, slope: 1.1 }, false);
    expect(targetsSummary(held, false)).toBe("targets: all held");
    expect(targetsSummary(judgeTargets(figures, false), false)).toBe("targets missed: vsTypedPeers; not judged: slope");
    expect(targetsSummary(judgeTargets({ ...figures, vsTypedPeers: 0.9 }, false), false)).toBe("no target missed; not judged: slope");
    expect(targetsSummary(judgeTargets(figures, true), true)).toBe("targets: not judged (a quick run)");
  });

  it("names the verdict the table prints", () => {
    expect([true, false, null].map((held) => verdict({ value: 1, max: 1, held }))).toEqual(["held", "MISSED", "not judged"]);
  });
});

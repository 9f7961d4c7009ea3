// `npm run bench [-- --json] [-- --rounds N] [-- --quick]`: what the plugin costs, measured side by
// side in one process, in interleaved rounds over the same files, against ESLint's own parse and
// against peer rules that users already run on the same concerns. Absolute times on a shared
// machine are noise; the ratios are the result. `--quick` is a smoke run (one round on a small
// sample) that `npm test` runs so that this script cannot rot; its figures mean nothing.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

import { ensureBuilt } from "../scripts/ensure-built.mjs";
import {
  BLOCKS_PER_UNIT,
  configurations,
  generatedDir,
  judgeTargets,
  loadCorpus,
  logLogSlope,
  median,
  peerRatio,
  root,
  spread,
  targetsSummary,
  typedProjectFiles,
  verdict,
  writeGenerated,
} from "./lib.mjs";

const argv = process.argv.slice(2);
const asJson = argv.includes("--json");
const quick = argv.includes("--quick");
const roundsAt = argv.indexOf("--rounds");
const rounds = quick ? 1 : roundsAt >= 0 ? Math.max(5, Number(argv[roundsAt + 1]) || 9) : 9;
/** A quick run lints every `QUICK_STRIDE`th file, and the first two scaling sizes. */
const QUICK_STRIDE = 25;
const sample = (files) => (quick ? files.filter((_file, index) => index % QUICK_STRIDE === 0) : files);
const log = (...parts) => {
  if (!asJson) console.log(...parts);
  else console.error(...parts);
};

ensureBuilt();
const started = performance.now();
/** A phase's first line, with the seconds since the start, so that a slow phase shows. */
const phase = (text) => log(`[${Math.round((performance.now() - started) / 1000)} s] ${text}`);
const scalingFiles = writeGenerated().slice(0, quick ? 2 : undefined);
const fullCorpus = loadCorpus();
const corpus = { ...fullCorpus, files: sample(fullCorpus.files) };
corpus.lines = corpus.files.reduce((sum, file) => sum + file.lines, 0);
const { Linter } = await import("eslint");
const configs = await configurations();

log(`corpus: ${corpus.files.length} files, ${corpus.lines} lines${quick ? " (quick: a sample)" : ""}`);
if (!quick) for (const part of corpus.perSource) log(`  ${part.source.padEnd(28)} ${String(part.files).padStart(5)} files ${String(part.lines).padStart(8)} lines`);

function lintAll(linter, config, files) {
  let problems = 0;
  for (const file of files) {
    const messages = linter.verify(file.text, config, { filename: file.path });
    // A file ESLint skipped (ignored, or matched by no configuration) was not measured at all.
    const skipped = messages.find((message) => message.ruleId === null && !message.fatal);
    if (skipped) throw new Error(`${file.path} was not linted: ${skipped.message}`);
    problems += messages.length;
  }
  return problems;
}

/**
 * Interleaved rounds; returns ms per round for each configuration.
 * - `"file"`: within a round every file is linted by every configuration in turn, in an order that
 *   rotates from file to file, and each configuration's times are summed. The machine's drifts, and
 *   the garbage collector's pauses that land wherever the heap fills up, fall on all the
 *   configurations alike instead of on whichever pass was running.
 * - `"pass"`: every configuration lints all the files, `reps` times, in an order that rotates from
 *   round to round. Typed mode uses this: typescript-eslint's project service serves one file to
 *   several linters in a row unevenly (the configuration after another one on the same file came
 *   out faster than the one with no rules at all), which a whole pass does not show.
 */
function measure(entries, files, roundCount, { granularity, reps = 1 }) {
  const linters = entries.map(() => new Linter({ configType: "flat", cwd: root }));
  const times = Object.fromEntries(entries.map(([key]) => [key, []]));
  // One unmeasured pass each: module loading, JIT warm-up, and in typed mode the programs.
  entries.forEach(([, { config }], index) => lintAll(linters[index], config, files));
  let turn = 0;
  for (let round = 0; round < roundCount; round++) {
    const sums = entries.map(() => 0);
    const units = granularity === "file" ? files.map((file) => [file]) : [files];
    for (const unit of units) {
      for (let rep = 0; rep < reps; rep++) {
        turn++;
        for (let offset = 0; offset < entries.length; offset++) {
          const index = (turn + offset) % entries.length;
          const start = performance.now();
          lintAll(linters[index], entries[index][1].config, unit);
          sums[index] += performance.now() - start;
        }
      }
    }
    entries.forEach(([key], index) => times[key].push(sums[index] / reps));
  }
  return times;
}

/** Per-rule time (ms) from ESLint's own statistics, over one pass of the files. */
function ruleTimes(config, files) {
  const linter = new Linter({ configType: "flat", cwd: root });
  const totals = {};
  for (const file of files) {
    // Statistics are kept by verifyAndFix; `fix: false` makes it one plain pass.
    linter.verifyAndFix(file.text, config, { filename: file.path, stats: true, fix: false });
    for (const pass of linter.getTimes()?.passes ?? []) {
      for (const [rule, { total }] of Object.entries(pass.rules ?? {})) totals[rule] = (totals[rule] ?? 0) + total;
    }
  }
  return Object.fromEntries(Object.entries(totals).sort(([x], [y]) => x.localeCompare(y)).map(([rule, ms]) => [rule, round2(ms)]));
}

/**
 * Peak RSS (MB) of a child process that lints the files once with one configuration: the median of
 * `RSS_RUNS` children, since the peak depends on when the garbage collector runs (one configuration
 * measured 504, 1,364 and 883 MB in three children in a row).
 */
const RSS_RUNS = quick ? 1 : 3;
/**
 * Children run two at a time where the machine has two cores: a child's peak RSS is its own, and
 * the children took a quarter of a full run one by one.
 */
const RSS_CHILDREN_AT_ONCE = Math.max(1, Math.min(2, availableParallelism()));
/** `{ mode: { key: MB } }` for the given configurations, each the median of `RSS_RUNS` children. */
async function peakRss(configurationsByMode) {
  const jobs = [];
  for (let run = 0; run < RSS_RUNS; run++) {
    for (const [mode, keys] of Object.entries(configurationsByMode)) for (const key of keys) jobs.push({ mode, key });
  }
  const samples = {};
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { mode, key } = jobs[next++];
      const rss = await peakRssOnce(mode, key);
      ((samples[mode] ??= {})[key] ??= []).push(rss);
    }
  };
  await Promise.all(Array.from({ length: RSS_CHILDREN_AT_ONCE }, worker));
  return Object.fromEntries(
    Object.entries(samples).map(([mode, byKey]) => [mode, Object.fromEntries(Object.entries(byKey).map(([key, list]) => [key, median(list)]))]),
  );
}
function peakRssOnce(mode, key) {
  const args = [join(root, "bench/child.mjs"), mode, key, ...(quick ? [`--stride=${QUICK_STRIDE}`] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => {
      if (status !== 0) reject(new Error(`bench child ${mode} ${key} failed:\n${stderr}`));
      else resolve(JSON.parse(stdout.trim().split("\n").at(-1)).rssMB);
    });
  });
}

const round2 = (value) => Math.round(value * 100) / 100;
const summarize = (times) => Object.fromEntries(Object.entries(times).map(([key, list]) => [key, { medianMs: round2(median(list)), spread: round2(spread(list)) }]));

// ── Syntax mode on the real corpus ─────────────────────────────────────────────────────────
phase(`syntax mode: ${rounds} interleaved rounds of (a), (b), (c) over the corpus…`);
const syntaxEntries = Object.entries(configs.syntax);
const syntaxRaw = measure(syntaxEntries, corpus.files, rounds, { granularity: "file" });
const syntaxTimes = summarize(syntaxRaw);
// Added times are paired within a round (b − a and c − a of the same round), which cancels the
// machine's slow drifts; their medians are the figures.
const pairs = (raw, key, base) => raw[key].map((time, index) => time - raw[base][index]);
const added = (raw, key, base) => median(pairs(raw, key, base));
const a = syntaxTimes.a.medianMs;
const b = a + added(syntaxRaw, "b", "a");
const c = a + added(syntaxRaw, "c", "a");

// ── The lint phase alone ───────────────────────────────────────────────────────────────────
// The added times above are small differences of large times: the parse and the garbage
// collector's pauses move them by more than the peers add. Here each file is parsed once per
// round, untimed (by (a)), and the same `SourceCode` is then linted by (a), (b) and (c) in a
// rotating order, so only rule creation, ESLint's dispatch and the rules' own work are timed. It
// charges less of the collector's work than a whole lint does, since most collections happen in
// the parse; it is a diagnostic beside `vsPeers`, not a replacement.
const LINT_PHASE_ROUNDS = quick ? 1 : 7;
phase(`lint phase: ${LINT_PHASE_ROUNDS} rounds of (a), (b), (c) on each file's parsed SourceCode…`);
/**
 * The times of each configuration per round, over all the files (`times`) and over the files of
 * each source of the corpus (`bySource`), so that the added times can be told apart by the kind of
 * code: the SDKs' own code, the examples, the generated agent files.
 */
function measureLintPhase(entries, files, roundCount) {
  const linter = new Linter({ configType: "flat", cwd: root });
  const times = Object.fromEntries(entries.map(([key]) => [key, []]));
  const sources = [...new Set(files.map((file) => file.source))];
  if (sources.includes(undefined)) throw new Error("bench: every file of the lint phase needs its `source`");
  const bySource = Object.fromEntries(sources.map((source) => [source, Object.fromEntries(entries.map(([key]) => [key, []]))]));
  const filesBySource = Object.fromEntries(sources.map((source) => [source, files.filter((file) => file.source === source).length]));
  let turn = 0;
  // Round 0 warms up and is not kept.
  for (let round = 0; round <= roundCount; round++) {
    const sums = entries.map(() => 0);
    const sourceSums = Object.fromEntries(sources.map((source) => [source, entries.map(() => 0)]));
    for (const file of files) {
      linter.verify(file.text, entries[0][1].config, { filename: file.path });
      const sourceCode = linter.getSourceCode();
      turn++;
      for (let offset = 0; offset < entries.length; offset++) {
        const index = (turn + offset) % entries.length;
        const start = performance.now();
        linter.verify(sourceCode, entries[index][1].config, { filename: file.path });
        const elapsed = performance.now() - start;
        sums[index] += elapsed;
        sourceSums[file.source][index] += elapsed;
      }
    }
    if (round > 0) {
      entries.forEach(([key], index) => {
        times[key].push(sums[index]);
        for (const source of sources) bySource[source][key].push(sourceSums[source][index]);
      });
    }
  }
  return { times, bySource, filesBySource };
}
const lintPhaseMeasured = measureLintPhase(syntaxEntries, corpus.files, LINT_PHASE_ROUNDS);
const lintPhaseRaw = lintPhaseMeasured.times;
const lintPhaseOurs = added(lintPhaseRaw, "b", "a");
const lintPhasePeers = added(lintPhaseRaw, "c", "a");
// Where our added time is spent next to the peers', by source: a diagnostic of the cause.
const lintPhaseBySource = Object.fromEntries(
  Object.entries(lintPhaseMeasured.bySource).map(([source, raw]) => {
    const ours = added(raw, "b", "a");
    const peers = added(raw, "c", "a");
    return [
      source,
      { files: lintPhaseMeasured.filesBySource[source], oursMs: round2(ours), peersMs: round2(peers), vsPeers: peers > 0 ? round2(ours / peers) : null },
    ];
  }),
);

// ── Typed mode on the TypeScript project ───────────────────────────────────────────────────
const typedFiles = sample(typedProjectFiles());
const typedLines = typedFiles.reduce((sum, file) => sum + file.lines, 0);
// The typed project is small (its programs dominate memory, not its lines): each round lints it
// TYPED_REPS times, so that the added times are not lost in the noise of a 200 ms pass.
const TYPED_REPS = quick ? 1 : 5;
phase(`typed mode: ${rounds} interleaved rounds of (d), (e), (f) over ${typedFiles.length} files, ${typedLines} lines, ${TYPED_REPS} passes a round…`);
const typedEntries = Object.entries(configs.typed(root));
const typedRaw = measure(typedEntries, typedFiles, rounds, { granularity: "pass", reps: TYPED_REPS });
const typedTimes = summarize(typedRaw);
const d = typedTimes.d.medianMs;
const e = d + added(typedRaw, "e", "d");
const f = d + added(typedRaw, "f", "d");

// ── Scaling ────────────────────────────────────────────────────────────────────────────────
// Our rules' own time on one file, from ESLint's statistics (rule creation and listeners), which
// leave out the parse and the collector's pauses outside the rules (those that start inside a
// listener count) that dominate a whole-file timing.
phase(`scaling: generated files at ${scalingFiles.map((file) => `${file.scale}×`).join(", ")} (${BLOCKS_PER_UNIT} blocks a unit)…`);
// The peers (c) are timed the same way on the same files, for comparison.
function ruleTime(config, file) {
  const linter = new Linter({ configType: "flat", cwd: root });
  linter.verifyAndFix(file.text, config, { filename: file.path, stats: true, fix: false });
  const pass = linter.getTimes()?.passes?.[0] ?? {};
  let rules = 0;
  for (const { total } of Object.values(pass.rules ?? {})) rules += total;
  return { rules, parse: pass.parse?.total ?? 0 };
}
const scaling = [];
/**
 * The same points before rounding: the slopes are fitted to these, so that the printed `slope` is
 * the judged one rounded (fitted to rounded points, a quick run's slope moved by up to 0.001).
 */
const exactScaling = [];
const PEER_SCALING_ROUNDS = Math.min(rounds, 5);
for (const file of scalingFiles) ruleTime(configs.syntax.b.config, file);
for (const file of scalingFiles) {
  const ours = [];
  const peers = [];
  for (let round = 0; round < rounds; round++) {
    ours.push(ruleTime(configs.syntax.b.config, file));
    // A diagnostic: fewer samples, which keeps the full run under ten minutes on a slow day.
    if (round < PEER_SCALING_ROUNDS) peers.push(ruleTime(configs.syntax.c.config, file).rules);
  }
  const exact = { scale: file.scale, lines: file.lines, addedMs: median(ours.map((sample) => sample.rules)), peersMs: median(peers) };
  exactScaling.push(exact);
  scaling.push({
    scale: file.scale,
    lines: file.lines,
    parseMs: round2(median(ours.map((sample) => sample.parse))),
    addedMs: round2(exact.addedMs),
    peersMs: round2(exact.peersMs),
  });
}
const exactSlopeOf = (points, key) => logLogSlope(points.map((point) => [point.lines, Math.max(point[key], 0.01)]));
const slopeOf = (points, key) => round2(exactSlopeOf(points, key));
const slope = slopeOf(exactScaling, "addedMs");
/**
 * Diagnostics beside `slope`: the peers' slope measured the same way, and ours from 4× on (our
 * cost per line steps up between 2× and 4× and has been flat after that; README "Performance"
 * says what was measured about why).
 */
const slopes = {
  peers: slopeOf(exactScaling, "peersMs"),
  oursFrom4x: slopeOf(exactScaling.filter((point) => point.scale >= 4), "addedMs"),
};

// ── Per-rule times and memory ──────────────────────────────────────────────────────────────
phase("per-rule times (ESLint stats)…");
const perRuleMs = ruleTimes(configs.syntax.b.config, corpus.files);
const typedConfigs = Object.fromEntries(typedEntries);
const perRuleTypedMs = ruleTimes(typedConfigs.e.config, typedFiles);

// Diagnostic beside `vsTypedPeers`: the rules' own time in typed mode (ESLint's statistics, which
// leave out the parse and the program), ours (e) against the typed peers (f), the median of passes
// after one that warms the type checker.
const TYPED_RULE_PASSES = quick ? 1 : 5;
phase(`typed rule times: ${TYPED_RULE_PASSES} passes of (e) and (f) after a warm-up…`);
const sumOf = (times) => Object.values(times).reduce((total, ms) => total + ms, 0);
const typedRuleSamples = { e: [], f: [] };
for (const key of ["e", "f"]) ruleTimes(typedConfigs[key].config, typedFiles);
for (let pass = 0; pass < TYPED_RULE_PASSES; pass++) {
  for (const key of ["e", "f"]) typedRuleSamples[key].push(sumOf(ruleTimes(typedConfigs[key].config, typedFiles)));
}
const typedRules = {
  passes: TYPED_RULE_PASSES,
  oursMs: round2(median(typedRuleSamples.e)),
  peersMs: round2(median(typedRuleSamples.f)),
  vsPeers: round2(median(typedRuleSamples.e) / median(typedRuleSamples.f)),
};
phase(`peak RSS of each configuration (median of ${RSS_RUNS} child processes, ${RSS_CHILDREN_AT_ONCE} at a time)…`);
const rssByMode = await peakRss({ syntax: ["a", "b", "c"], typed: ["d", "e", "f"] });
const rssMB = { ...rssByMode.syntax, ...rssByMode.typed };

const result = {
  quick,
  corpus: { files: corpus.files.length, lines: corpus.lines, sources: quick ? [] : corpus.perSource },
  typedProject: { files: typedFiles.length, lines: typedLines },
  rounds,
  syntax: syntaxTimes,
  typed: typedTimes,
  /** The paired differences of every round, whose medians give the figures. */
  addedPerRound: {
    "b-a": pairs(syntaxRaw, "b", "a").map(round2),
    "c-a": pairs(syntaxRaw, "c", "a").map(round2),
    "e-d": pairs(typedRaw, "e", "d").map(round2),
    "f-d": pairs(typedRaw, "f", "d").map(round2),
  },
  overhead: round2((b - a) / a),
  vsPeers: round2((b - a) / (c - a)),
  /** Diagnostic: (b − a) and (c − a) of the lint phase alone, and their ratio. */
  lintPhase: {
    rounds: LINT_PHASE_ROUNDS,
    oursMs: round2(lintPhaseOurs),
    peersMs: round2(lintPhasePeers),
    vsPeers: round2(lintPhaseOurs / lintPhasePeers),
    "b-a": pairs(lintPhaseRaw, "b", "a").map(round2),
    "c-a": pairs(lintPhaseRaw, "c", "a").map(round2),
    /**
     * The same medians of paired differences, over the files of each source of the corpus. Medians
     * do not add: over several rounds the sources' figures need not sum to the whole.
     */
    bySource: lintPhaseBySource,
  },
  typedOverhead: round2((e - d) / d),
  vsTypedPeers: round2((e - d) / (f - d)),
  /** Diagnostic: the rules' own time in typed mode, (e)'s against (f)'s, and their ratio. */
  typedRules,
  slope,
  /** Diagnostic: the peers' slope, and ours over 4×, 8× and 16× only (`null` in a quick run). */
  slopes: quick ? { peers: slopes.peers, oursFrom4x: null } : slopes,
  scaling,
  perRuleMs,
  perRuleTypedMs,
  rssMB,
  /**
   * What reading across modules cost in this process: the modules parsed for their exports, and each
   * project index built (files listed, files analysed, milliseconds; built once, in the first round).
   */
  crossModule: await crossModuleCost(),
  seconds: Math.round((performance.now() - started) / 1000),
};
/**
 * Each target's figure, bound and verdict, so that a missed target shows in the output. The figures
 * are judged before rounding: 1.154 is not a slope of at most 1.15.
 */
result.targets = judgeTargets(
  {
    overhead: (b - a) / a,
    vsPeers: peerRatio(b - a, c - a),
    vsTypedPeers: peerRatio(e - d, f - d),
    slope: exactSlopeOf(exactScaling, "addedMs"),
  },
  quick,
);

if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const judged = (name) => {
    const target = result.targets[name];
    return `   (target ≤ ${target.max.toFixed(2)}: ${verdict(target)})`;
  };
  const row = (label, stats, rss) =>
    `  ${label.padEnd(74)} ${String(stats.medianMs.toFixed(0)).padStart(8)} ms  ±${(stats.spread * 100).toFixed(1).padStart(4)}%  ${String(rss).padStart(5)} MB`;
  console.log(`\n${"configuration".padEnd(76)} median    spread   peak RSS`);
  for (const [key, { label }] of syntaxEntries) console.log(row(label, syntaxTimes[key], rssMB[key]));
  for (const [key, { label }] of typedEntries) console.log(row(label, typedTimes[key], rssMB[key]));
  console.log(`\nscaling (our rules' added time on one generated file):`);
  for (const point of scaling) {
    console.log(
      `  ${String(point.scale).padStart(2)}×  ${String(point.lines).padStart(6)} lines  parse ${point.parseMs.toFixed(1).padStart(8)} ms  ours +${point.addedMs.toFixed(1).padStart(7)} ms  peers +${point.peersMs.toFixed(1).padStart(7)} ms`,
    );
  }
  console.log(`\nper-rule time over the corpus (syntax mode):`);
  for (const [rule, ms] of Object.entries(perRuleMs)) console.log(`  ${rule.padEnd(48)} ${ms.toFixed(1).padStart(8)} ms`);
  console.log(`\noverhead      = (b − a) / a = ${result.overhead}${judged("overhead")}`);
  console.log(`vsPeers       = (b − a) / (c − a) = ${result.vsPeers}${judged("vsPeers")}`);
  console.log(
    `  lint phase alone: ours +${result.lintPhase.oursMs.toFixed(0)} ms, peers +${result.lintPhase.peersMs.toFixed(0)} ms, ratio ${result.lintPhase.vsPeers}`,
  );
  for (const [source, split] of Object.entries(result.lintPhase.bySource)) {
    console.log(`    ${source.padEnd(26)} ours +${split.oursMs.toFixed(1)} ms, peers +${split.peersMs.toFixed(1)} ms`);
  }
  console.log(`typedOverhead = (e − d) / d = ${result.typedOverhead}`);
  console.log(`vsTypedPeers  = (e − d) / (f − d) = ${result.vsTypedPeers}${judged("vsTypedPeers")}`);
  console.log(
    `  rules' own time: ours ${result.typedRules.oursMs.toFixed(0)} ms, typed peers ${result.typedRules.peersMs.toFixed(0)} ms, ratio ${result.typedRules.vsPeers}`,
  );
  console.log(`slope         = ${result.slope} (log added time against log lines)${judged("slope")}`);
  console.log(`  peers' slope ${result.slopes.peers}; ours from 4× on ${result.slopes.oursFrom4x}`);
  console.log(
    `crossModule   = ${result.crossModule.modulesRead} modules read; index: ${result.crossModule.indexes
      .map((index) => `${index.files} files listed, ${index.analysed} analysed, ${index.milliseconds} ms${index.truncated ? " (truncated)" : ""}`)
      .join("; ")}`,
  );
  console.log(`\nbench: files=${result.corpus.files} lines=${result.corpus.lines} overhead=${result.overhead} vsPeers=${result.vsPeers} typedOverhead=${result.typedOverhead} vsTypedPeers=${result.vsTypedPeers} slope=${result.slope} seconds=${result.seconds}`);
  console.log(targetsSummary(result.targets, quick));
}
void generatedDir;

/** The cross-module figures of the plugin instance this process linted with. */
async function crossModuleCost() {
  const { modulesRead } = await import("../dist/src/analysis/project/modules.js");
  const { indexStats } = await import("../dist/src/analysis/project/incoming.js");
  return { modulesRead: modulesRead(), indexes: indexStats() };
}

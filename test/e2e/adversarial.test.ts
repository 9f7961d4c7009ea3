/**
 * Shapes that break analyses which recurse or copy per level: 10,000-level expressions, a 20,000-step
 * alias chain, reassignment cycles, a variable read and written 5,000 times each, a 50,000-entry table, self-referencing destructuring, a
 * 200,000-line file, helpers with 10,000 call sites and a ring of 2,000 mutually recursive
 * functions. (Cycles and chains across modules are in test/analysis/project.test.ts.) Each must finish, throw nothing, and give the findings that a small version
 * of the same shape gives.
 *
 * The parser and ESLint's traverser recurse once per nesting level and overflow the default stack
 * at about 2,000 levels (a parse error: theirs). The deep shapes therefore run in a worker thread
 * with a 256 MB stack, where the whole toolchain, our analysis included, gets through them.
 */
import { Worker } from "node:worker_threads";

import type { Linter } from "eslint";
import { describe, expect, it } from "vitest";

import plugin from "../../src/index.js";
import { lintWithPlugin } from "../lint.js";
import { builtPlugin } from "./helpers.js";

interface Finding {
  readonly ruleId: string | null;
  readonly messageId?: string;
  readonly line: number;
  readonly fatal: boolean;
  readonly message: string;
}

function lintInBigStack(code: string): Promise<Finding[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./lint-worker.mjs", import.meta.url), {
      workerData: { pluginPath: builtPlugin, code },
      resourceLimits: { stackSizeMb: 256 },
    });
    worker.once("message", (result: { messages?: Finding[]; error?: string }) => {
      void worker.terminate();
      if (result.error) reject(new Error(result.error));
      else resolve(result.messages!);
    });
    worker.once("error", reject);
  });
}

const summary = (findings: readonly Finding[]): string[] =>
  findings.map((finding) => (finding.fatal ? `fatal: ${finding.message}` : `${finding.ruleId}/${finding.messageId}@${finding.line}`));

const PARSE = "const args = JSON.parse(call.function.arguments);\n";

/** [name, code at depth n]: every shape puts tool data at the bottom of an n-level expression. */
const deepShapes: Array<[string, (n: number) => string]> = [
  ["member chain", (n) => `${PARSE}if (args${".a".repeat(n)}) use(args${".a".repeat(n)});`],
  ["parentheses", (n) => `${PARSE}const t = ${"(".repeat(n)}args.timeout${")".repeat(n)} || 30;`],
  ["ternaries", (n) => `${PARSE}const v = ${"c ? 1 : ".repeat(n)}args.timeout || 30;`],
  ["&& chain", (n) => `${PARSE}if (${"c && ".repeat(n)}args.dry_run) run();`],
  ["nested arrow functions", (n) => `${PARSE}const f = ${"() => ".repeat(n)}args.timeout || 30;`],
];

describe("10,000-level expressions", () => {
  it.each(deepShapes)("%s: the same findings as at depth 3", async (_name, shape) => {
    const small = summary(await lintInBigStack(shape(3)));
    expect(small.length).toBeGreaterThan(0);
    expect(small.some((line) => line.startsWith("fatal"))).toBe(false);
    expect(summary(await lintInBigStack(shape(10_000)))).toEqual(small);
  }, 120_000);
});

/** [name, code of size n]: findings compared by rule and message, since lines move with n. */
const flatShapes: Array<[string, (n: number) => string, number, number]> = [
  [
    "a helper with 10,000 call sites, each passing tool data",
    (n) => `${PARSE}function helper(input) { if (input.dry_run) stop(); return input.limit || 10; }\n${"helper(args);\n".repeat(n)}`,
    3,
    10_000,
  ],
  [
    "a parsing helper with 10,000 call sites, each returning tool data",
    (n) =>
      `function parseArgs(raw) { return JSON.parse(raw); }\n${Array.from({ length: n }, (_, index) => `const p${index} = parseArgs(call.function.arguments);\n`).join("")}const t = p0.timeout || 30;\n`,
    3,
    10_000,
  ],
  [
    "a field handed on in an object literal by a function that calls itself",
    (n) => `${PARSE}function f(params, depth) { if (params.a.stop) return params; return f({ a: params, b: depth }, depth + 1); }\n${"f({ a: args.x }, 0);\n".repeat(n)}`,
    3,
    1_000,
  ],
  [
    "mutually recursive helpers",
    (n) => {
      let code = PARSE;
      // A ring: each function calls the next, and the last one calls the first again.
      for (let index = 0; index < n - 1; index++) code += `function f${index}(x) { return f${index + 1}(x); }\n`;
      code += `function f${n - 1}(x) { if (x.more) return f0(x); return x; }\n`;
      return `${code}const t = f0(args).timeout || 30;\n`;
    },
    3,
    2_000,
  ],
  [
    "a 20,000-step alias chain",
    (n) => {
      let code = `${PARSE}const a0 = args;\n`;
      for (let index = 1; index <= n; index++) code += `const a${index} = a${index - 1};\n`;
      return `${code}const t = a${n}.timeout || 30;\n`;
    },
    5,
    20_000,
  ],
  [
    "let reassignment cycles",
    (n) => {
      let code = PARSE;
      for (let index = 0; index < n; index++) code += `let b${index} = args;\n`;
      for (let index = 0; index < n; index++) code += `b${index} = b${(index + 1) % n};\n`;
      return `${code}const t = b0.timeout || 30;\nconst u = args.timeout || 30;\n`;
    },
    3,
    2_000,
  ],
  [
    "a variable read 5,000 times and then written 5,000 times",
    (n) => {
      let code = `${PARSE}let x = args.x;\n`;
      for (let index = 0; index < n; index++) code += `use(x);\n`;
      for (let index = 0; index < n; index++) code += `if (c${index}) x = ${index};\n`;
      return `${code}const u = args.timeout || 30;\n`;
    },
    3,
    5_000,
  ],
  [
    "a 50,000-entry object table",
    (n) => {
      let code = "const TABLE = {\n";
      for (let index = 0; index < n; index++) code += `  k${index}: ${index},\n`;
      return `${code}};\n${PARSE}const v = TABLE[args.tier];\n`;
    },
    3,
    50_000,
  ],
  [
    "self-referencing destructuring",
    (n) => {
      let code = PARSE;
      for (let index = 0; index < n; index++) code += `const { x${index} = x${index} } = args;\nlet { y${index} } = { y${index} };\n`;
      return `${code}const t = args.timeout || 30;\nif (x0) use(x0);\n`;
    },
    3,
    2_000,
  ],
  [
    "a 200,000-line file",
    (n) => {
      let code = `${PARSE}const t = args.timeout || 30;\n`;
      for (let index = 0; index < n; index++) {
        const kind = index % 4;
        code +=
          kind === 0 ? `function h${index}(o) { return o.count || 0; }\n` : kind === 1 ? `// note ${index}\n` : kind === 2 ? "\n" : `g(h${index - 3});\n`;
      }
      return code;
    },
    8,
    200_000,
  ],
];

describe("large flat shapes", () => {
  const rules = (plugin.configs.recommended.rules ?? {}) as Linter.RulesRecord;
  const findings = (code: string): string[] =>
    lintWithPlugin(code, { rules }).messages.map((message) => (message.fatal ? `fatal: ${message.message}` : `${message.ruleId}/${message.messageId}`));

  it.each(flatShapes)("%s: the same findings as a small version", (_name, shape, small, large) => {
    const expected = findings(shape(small));
    expect(expected.length).toBeGreaterThan(0);
    expect(findings(shape(large))).toEqual(expected);
  }, 180_000);
});

// `npm run demo`: lints the example agent (seeded mistakes) and its corrected twin with the built
// plugin, first in syntax mode (`configs.recommended`), then with type information
// (`configs["recommended-type-checked"]`, examples/eslint.typed.config.js). Prints ESLint's usual
// output and one summary line per mode. Exits 0 when every result is as examples/expected.json
// says, so the demo doubles as a check.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt();

const { ESLint } = await import("eslint");
const examples = fileURLToPath(new URL("../examples/", import.meta.url));
const expected = JSON.parse(readFileSync(new URL("expected.json", `file://${examples}`), "utf8"));

const modes = [
  { name: "syntax", title: "recommended", configFile: "eslint.config.js" },
  { name: "typed", title: "recommended-type-checked", configFile: "eslint.typed.config.js" },
];

let asExpected = true;
const summaries = [];
for (const mode of modes) {
  const eslint = new ESLint({ cwd: examples, overrideConfigFile: mode.configFile });
  const formatter = await eslint.loadFormatter("stylish");
  const summary = [];
  for (const app of ["agent-app", "agent-app-fixed"]) {
    const results = await eslint.lintFiles([app]);
    const output = await formatter.format(results);
    console.log(`\n── ${app} (${mode.title}) ──`);
    console.log(output.trim() === "" ? "no problems" : output.trimEnd());

    const counts = {};
    let total = 0;
    for (const result of results) {
      for (const message of result.messages) {
        const key = message.ruleId ?? (message.fatal ? "parse error" : "other");
        counts[key] = (counts[key] ?? 0) + 1;
        total++;
      }
    }
    summary.push(`${app}: ${total} problem${total === 1 ? "" : "s"}`);

    const want = expected[mode.name]?.[app] ?? {};
    for (const key of new Set([...Object.keys(want), ...Object.keys(counts)])) {
      if ((want[key] ?? 0) !== (counts[key] ?? 0)) {
        asExpected = false;
        console.error(`✗ ${app} (${mode.title}): expected ${want[key] ?? 0} × ${key}, found ${counts[key] ?? 0}`);
      }
    }
  }
  summaries.push(`${mode.title}: ${summary.join(" · ")}`);
}

console.log(`\n${summaries.join("\n")}`);
if (!asExpected) {
  console.error("The findings differ from examples/expected.json.");
  process.exit(1);
}

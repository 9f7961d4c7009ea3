/**
 * An OpenAI tool loop as a new user writes it, with every piece of tool data handled outside the
 * loop: a helper that parses the arguments, one that returns the parse, and a dispatch map. Every
 * rule runs on it at once; each mistake is reported once, by the rule that owns it.
 */
import { describe, expect, it } from "vitest";

import plugin from "../../src/index.js";
import { lintWithPlugin } from "../lint.js";

const code = `function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();      // "false" is truthy
  const timeout = args.timeout_s || 30;      // 0 becomes 30
  return LIMITS[args.plan];                  // "constructor" is found
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}
`;

describe("a tool loop that hands its data to helpers and a dispatch map", () => {
  it("reports each mistake once, by its rule", () => {
    const rules = Object.fromEntries(Object.keys(plugin.rules).map((name) => [`tool-contract/${name}`, "error" as const]));
    const found = lintWithPlugin(code, { rules }).messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`);
    expect(found).toEqual([
      "3:7 tool-contract/no-truthy-tool-value",
      "4:19 tool-contract/no-lossy-default",
      // `LIMITS` is not declared here: a bracket lookup is into an object or an array, and both find "constructor"
      "5:10 tool-contract/no-ungated-lookup",
      // the dispatch map's method gets the parsed arguments: a valid `digits: 0` counts as missing
      "7:35 tool-contract/no-truthy-presence-check",
      // the helper's parse is tool data too: "false" is truthy
      "13:7 tool-contract/no-truthy-tool-value",
      // the map is looked up by the tool name the model asked for
      "14:3 tool-contract/no-ungated-lookup",
    ]);
  });
});

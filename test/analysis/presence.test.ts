/**
 * Presence checks decided by value, and their rewrite into real presence checks.
 *
 * findPresenceChecks rows list every check the analysis finds in a snippet: the text of the node a
 * fix replaces, its form and why it counts. rewritePresenceCheck rows give the replacement, whether
 * it is safe as an autofix, and the whole file after every edit is applied (`null`: no edit).
 */
import { describe, expect, it } from "vitest";

import type { Edit } from "../../src/analysis/edit.js";
import { type PresenceStyle, rewritePresenceCheck } from "../../src/analysis/presence-fix.js";
import type { PresenceCheck, PresenceForm } from "../../src/analysis/presence.js";
import { analyze } from "./harness.js";

interface ExpectedCheck {
  readonly text: string;
  readonly form: PresenceForm;
  readonly reason: PresenceCheck["reason"];
}

/** [description, code, expected checks in source order] */
type Row = [string, string, ExpectedCheck[]];

function checksIn(code: string, settings: Record<string, unknown> = {}): ExpectedCheck[] {
  const { analysis, sourceCode } = analyze(code, settings);
  return [...analysis.presenceChecks()]
    .sort((a, b) => a.node.range[0] - b.node.range[0])
    .map((check) => ({ text: sourceCode.getText(check.node), form: check.form, reason: check.reason }));
}

function check(rows: readonly Row[], settings: Record<string, unknown> = {}): void {
  it.each(rows)("%s", (_description, code, expected) => {
    expect(checksIn(code, settings)).toEqual(expected);
  });
}

describe("findPresenceChecks: envelope fields of a reply", () => {
  check([
    [
      "if (reply.error) throw",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw new Error(reply.error.message);
  return reply.result;
}`,
      [{ text: "reply.error", form: "truthy", reason: "presenceField" }],
    ],
    [
      "if (!reply.error) return the result",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (!reply.error) return reply.result;
  throw new Error("failed");
}`,
      [{ text: "!reply.error", form: "negated", reason: "presenceField" }],
    ],
    [
      "reply.result != null",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result != null) return reply.result;
  throw toError(reply.error);
}`,
      [{ text: "reply.result != null", form: "looseNull", reason: "presenceField" }],
    ],
    [
      "reply.result == undefined",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result == undefined) throw toError(reply.error);
  return reply.result;
}`,
      [{ text: "reply.result == undefined", form: "looseNull", reason: "presenceField" }],
    ],
    [
      "reply.result !== null",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result !== null) return reply.result;
  throw toError(reply.error);
}`,
      [{ text: "reply.result !== null", form: "strictNull", reason: "presenceField" }],
    ],
    [
      "null === reply.result, operands reversed",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (null === reply.result) throw toError(reply.error);
  return reply.result;
}`,
      [{ text: "null === reply.result", form: "strictNull", reason: "presenceField" }],
    ],
    [
      "reply.result !== undefined is a presence check already",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result !== undefined) return reply.result;
  throw toError(reply.error);
}`,
      [],
    ],
    [
      '"result" in reply',
      `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw toError(reply.error);
}`,
      [],
    ],
    [
      "a truthiness test behind an Object.hasOwn gate",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (Object.hasOwn(reply, "error") && reply.error) throw toError(reply.error);
  return reply.result;
}`,
      [],
    ],
    [
      'reply.get("error")',
      `function settle(reply) {
  const id = reply.get("id");
  if (reply.get("error")) throw new Error("failed");
  return reply.get("result");
}`,
      [{ text: 'reply.get("error")', form: "truthy", reason: "presenceField" }],
    ],
    [
      'lodash _.get(reply, "error")',
      `import _ from "lodash";
function settle(reply) {
  const id = _.get(reply, "id");
  if (_.get(reply, "error")) throw new Error("failed");
  return _.get(reply, "result");
}`,
      [{ text: '_.get(reply, "error")', form: "truthy", reason: "presenceField" }],
    ],
    [
      "an envelope field name below the root is not an envelope field",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw new Error("failed");
  if (reply.result.error) log("partial failure");
  return reply.result;
}`,
      [{ text: "reply.error", form: "truthy", reason: "presenceField" }],
    ],
    [
      "!!reply.error is a boolean conversion, not a presence check",
      `function settle(line) {
  const reply = JSON.parse(line);
  const failed = !!reply.error;
  return failed ? null : reply.result;
}`,
      [],
    ],
  ]);

  describe("with presenceFields: [\"data\"]", () => {
    check(
      [
        [
          "only the configured field is an envelope field",
          `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw new Error("failed");
  if (reply.data) return 1;
  return reply.result;
}`,
          [{ text: "reply.data", form: "truthy", reason: "presenceField" }],
        ],
      ],
      { "tool-contract": { presenceFields: ["data"] } },
    );
  });
});

describe("findPresenceChecks: guard-then-use", () => {
  check([
    [
      "a truthy guard, then the field is passed",
      `const args = JSON.parse(call.function.arguments);
if (args.limit) query.limit(args.limit);`,
      [{ text: "args.limit", form: "truthy", reason: "guardThenUse" }],
    ],
    [
      "a truthy guard, then only dereferenced",
      `const args = JSON.parse(call.function.arguments);
if (args.user) greet(args.user.name);`,
      [],
    ],
    [
      "a flag only: nothing read",
      `const args = JSON.parse(call.function.arguments);
if (args.verbose) log("verbose");`,
      [],
    ],
    [
      "another field is read",
      `const args = JSON.parse(call.function.arguments);
if (args.limit) query.limit(args.offset);`,
      [],
    ],
    [
      "the read is outside the guarded region",
      `const args = JSON.parse(call.function.arguments);
if (args.limit) log("limited");
query.limit(args.limit);`,
      [],
    ],
    [
      "the read is in the falsy branch",
      `const args = JSON.parse(call.function.arguments);
if (args.limit) { log("limited"); } else { query.limit(args.limit); }`,
      [],
    ],
    [
      "a negated guard, read in the else branch",
      `const args = JSON.parse(call.function.arguments);
if (!args.limit) { useDefault(); } else { query.limit(args.limit); }`,
      [{ text: "!args.limit", form: "negated", reason: "guardThenUse" }],
    ],
    [
      "an early return, then the read",
      `function run(call) {
  const args = JSON.parse(call.function.arguments);
  if (!args.limit) return;
  query.limit(args.limit);
}`,
      [{ text: "!args.limit", form: "negated", reason: "guardThenUse" }],
    ],
    [
      "&& then the read",
      `const args = JSON.parse(call.function.arguments);
args.limit && query.limit(args.limit);`,
      [{ text: "args.limit", form: "truthy", reason: "guardThenUse" }],
    ],
    [
      "a destructured field",
      `const args = JSON.parse(call.function.arguments);
const { limit } = args;
if (limit) query.limit(limit);`,
      [{ text: "limit", form: "truthy", reason: "guardThenUse" }],
    ],
    [
      "a destructured field with a default is not a presence test",
      `const args = JSON.parse(call.function.arguments);
const { limit = 10 } = args;
if (limit) query.limit(limit);`,
      [],
    ],
    [
      "a ?? default is not a presence test",
      `const args = JSON.parse(call.function.arguments);
const limit = args.limit ?? 10;
if (limit) query.limit(limit);`,
      [],
    ],
    [
      "an optional chain",
      `const args = JSON.parse(call.function.arguments);
if (args.options?.limit) query.limit(args.options.limit);`,
      [{ text: "args.options?.limit", form: "truthy", reason: "guardThenUse" }],
    ],
    [
      "a read through an alias",
      `const args = JSON.parse(call.function.arguments);
const { limit } = args;
if (args.limit) query.limit(limit);`,
      [{ text: "args.limit", form: "truthy", reason: "guardThenUse" }],
    ],
    [
      "a typeof read is not a value read",
      `const args = JSON.parse(call.function.arguments);
if (args.limit) log(typeof args.limit);`,
      [],
    ],
    [
      "a field the program writes is program state",
      `const args = JSON.parse(call.function.arguments);
while (args.cursor) {
  args.cursor = fetchPage(args.cursor);
}`,
      [],
    ],
    [
      "an ordinary comparison is not a presence test",
      `const args = JSON.parse(call.function.arguments);
if (args.limit > 0) query.limit(args.limit);`,
      [],
    ],
    [
      "!!args.limit is a boolean conversion, not a presence check",
      `const args = JSON.parse(call.function.arguments);
if (!!args.limit) query.limit(args.limit);`,
      [],
    ],
  ]);

  // DESIGN.md ("Which rule owns a node"): "`v ? v : d` belongs to no-lossy-default".
  it("v ? v : d is left to no-lossy-default", () => {
    expect(
      checksIn(`const args = JSON.parse(call.function.arguments);
const limit = args.limit ? args.limit : 10;`),
    ).toEqual([]);
  });

  // A comparison with null is deliberate on an argument: strict-mode OpenAI tools send `null` for an
  // omitted optional argument. Only envelope fields (where `null` is a valid result) are reported.
  it("x.k != null, then the read, on an argument", () => {
    expect(
      checksIn(`const args = JSON.parse(call.function.arguments);
if (args.limit != null) query.limit(args.limit);`),
    ).toEqual([]);
  });
});

describe("findPresenceChecks: gates and validated fields silence", () => {
  check([
    [
      "a typeof gate before the truthiness test",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.limit === "number" && args.limit) query.limit(args.limit);`,
      [],
    ],
    [
      "an early typeof guard",
      `function run(call) {
  const args = JSON.parse(call.function.arguments);
  if (typeof args.limit !== "number") return;
  if (args.limit) query.limit(args.limit);
}`,
      [],
    ],
    [
      "an in gate",
      `const args = JSON.parse(call.function.arguments);
if ("limit" in args && args.limit) query.limit(args.limit);`,
      [],
    ],
    [
      "a !== undefined gate",
      `const args = JSON.parse(call.function.arguments);
if (args.limit !== undefined && args.limit) query.limit(args.limit);`,
      [],
    ],
    [
      "a !== null gate proves nothing about presence",
      `const args = JSON.parse(call.function.arguments);
if (args.limit !== null && args.limit) query.limit(args.limit);`,
      [{ text: "args.limit", form: "truthy", reason: "guardThenUse" }],
    ],
    [
      "a gate on another field does not silence",
      `const args = JSON.parse(call.function.arguments);
if (typeof args.offset === "number" && args.limit) query.limit(args.limit);`,
      [{ text: "args.limit", form: "truthy", reason: "guardThenUse" }],
    ],
    [
      "callTool reply: structuredContent is a validated object",
      `const reply = await client.callTool({ name: "search" });
if (reply.structuredContent) render(reply.structuredContent);`,
      [],
    ],
    [
      "callTool reply: content is a validated array",
      `const reply = await client.callTool({ name: "search" });
if (!reply.content) throw new Error("empty");
render(reply.content);`,
      [],
    ],
    [
      "callTool reply: isError is a validated boolean",
      `const reply = await client.callTool({ name: "search" });
if (reply.isError) report(reply.isError);`,
      [],
    ],
    [
      "callTool reply: a field inside structuredContent is not validated",
      `const reply = await client.callTool({ name: "search" });
if (reply.structuredContent.total) show(reply.structuredContent.total);`,
      [{ text: "reply.structuredContent.total", form: "truthy", reason: "guardThenUse" }],
    ],
    [
      "callTool reply: a text content item can be empty",
      `const reply = await client.callTool({ name: "search" });
if (reply.content[0].text) show(reply.content[0].text);`,
      [{ text: "reply.content[0].text", form: "truthy", reason: "guardThenUse" }],
    ],
  ]);
});

describe("PresenceCheck details", () => {
  it("meansPresent, operator and onlyTested", () => {
    const { analysis, sourceCode } = analyze(`function settle(line) {
  const reply = JSON.parse(line);
  const value = reply.result && reply.result.value;
  if (reply.result == null) return value;
  if (!reply.error) return value;
  throw new Error("failed");
}`);
    const details = [...analysis.presenceChecks()]
      .sort((a, b) => a.node.range[0] - b.node.range[0])
      .map((check) => [sourceCode.getText(check.node), check.meansPresent, check.operator, check.onlyTested]);
    expect(details).toEqual([
      ["reply.result", true, null, false],
      ["reply.result == null", false, "==", true],
      ["!reply.error", false, null, true],
    ]);
  });
});

describe("rewritePresenceCheck", () => {
  interface ExpectedRewrite {
    readonly replacement: string;
    readonly safe: boolean;
    /** The file after every edit, or `null` when the rewrite has no edit. */
    readonly output: string | null;
  }

  function applyEdits(text: string, edits: readonly Edit[]): string {
    let result = text;
    for (const edit of [...edits].sort((a, b) => b.range[0] - a.range[0])) {
      result = result.slice(0, edit.range[0]) + edit.text + result.slice(edit.range[1]);
    }
    return result;
  }

  function rewrite(code: string, style: PresenceStyle): ExpectedRewrite {
    const { analysis, sourceCode } = analyze(code);
    const checks = analysis.presenceChecks();
    expect(checks).toHaveLength(1);
    const result = rewritePresenceCheck(sourceCode, checks[0]!, style);
    return {
      replacement: result.replacement,
      safe: result.safe,
      output: result.edits ? applyEdits(sourceCode.text, result.edits) : null,
    };
  }

  /** [description, code, style, expected] */
  const rows: Array<[string, string, PresenceStyle, ExpectedRewrite]> = [
    [
      "x.k → \"k\" in x",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result) return reply.result;
  throw toError(reply.error);
}`,
      "in",
      {
        replacement: '"result" in reply',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw toError(reply.error);
}`,
      },
    ],
    [
      "x.k → \"k\" in x is safe once a kind gate made the parsed reply an object",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (typeof reply !== "object" || reply === null) throw new Error("not an object");
  if (reply.result) return reply.result;
  throw toError(reply.error);
}`,
      "in",
      {
        replacement: '"result" in reply',
        safe: true,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if (typeof reply !== "object" || reply === null) throw new Error("not an object");
  if ("result" in reply) return reply.result;
  throw toError(reply.error);
}`,
      },
    ],
    [
      "x.k → Object.hasOwn(x, \"k\")",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result) return reply.result;
  throw toError(reply.error);
}`,
      "hasOwn",
      {
        replacement: 'Object.hasOwn(reply, "result")',
        safe: true,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if (Object.hasOwn(reply, "result")) return reply.result;
  throw toError(reply.error);
}`,
      },
    ],
    [
      "!x.k → !(\"k\" in x)",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (!reply.result) throw toError(reply.error);
  return reply.result;
}`,
      "in",
      {
        replacement: '!("result" in reply)',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if (!("result" in reply)) throw toError(reply.error);
  return reply.result;
}`,
      },
    ],
    [
      "!x.k → !Object.hasOwn(x, \"k\")",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (!reply.result) throw toError(reply.error);
  return reply.result;
}`,
      "hasOwn",
      {
        replacement: '!Object.hasOwn(reply, "result")',
        safe: true,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if (!Object.hasOwn(reply, "result")) throw toError(reply.error);
  return reply.result;
}`,
      },
    ],
    [
      "x.k != null → \"k\" in x",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result != null) return reply.result;
  throw toError(reply.error);
}`,
      "in",
      {
        replacement: '"result" in reply',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw toError(reply.error);
}`,
      },
    ],
    [
      "x.k == null → !(\"k\" in x)",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result == null) throw toError(reply.error);
  return reply.result;
}`,
      "in",
      {
        replacement: '!("result" in reply)',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if (!("result" in reply)) throw toError(reply.error);
  return reply.result;
}`,
      },
    ],
    [
      "x.k !== null → \"k\" in x",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result !== null) return reply.result;
  throw toError(reply.error);
}`,
      "in",
      {
        replacement: '"result" in reply',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw toError(reply.error);
}`,
      },
    ],
    [
      "a single-quoted file gets a single-quoted key",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.result) return reply.result;
  throw toError(reply.error, 'failed');
}`,
      "in",
      {
        replacement: "'result' in reply",
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if ('result' in reply) return reply.result;
  throw toError(reply.error, 'failed');
}`,
      },
    ],
    [
      "a computed literal key keeps its text",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply["result"]) return reply.result;
  throw toError(reply.error);
}`,
      "in",
      {
        replacement: '"result" in reply',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply) return reply.result;
  throw toError(reply.error);
}`,
      },
    ],
    [
      "an optional receiver: a suggestion that defaults it",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply?.result) return reply.result;
  throw toError(reply.error);
}`,
      "in",
      {
        replacement: '"result" in (reply ?? {})',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in (reply ?? {})) return reply.result;
  throw toError(reply.error);
}`,
      },
    ],
    [
      "the value of the test is used: a suggestion",
      `function settle(line) {
  const reply = JSON.parse(line);
  const value = reply.result && reply.result.value;
  return value ?? reply.error;
}`,
      "in",
      {
        replacement: '"result" in reply',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  const value = "result" in reply && reply.result.value;
  return value ?? reply.error;
}`,
      },
    ],
    [
      "JSON-RPC error: a suggestion, since error: null means success to 1.0 peers",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw toError(reply.error);
  return reply.result;
}`,
      "in",
      {
        replacement: '"error" in reply',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("error" in reply) throw toError(reply.error);
  return reply.result;
}`,
      },
    ],
    [
      "an `in` in a for initialiser is parenthesised",
      `function settle(line) {
  const reply = JSON.parse(line);
  for (let tries = reply.result ? 0 : 3; tries > 0; tries--) retry(reply.error);
}`,
      "in",
      {
        replacement: '"result" in reply',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  for (let tries = ("result" in reply) ? 0 : 3; tries > 0; tries--) retry(reply.error);
}`,
      },
    ],
    [
      "parentheses already around the test are kept, not doubled",
      `function settle(line) {
  const reply = JSON.parse(line);
  return (reply.result) ? ok(reply.result) : reply.error;
}`,
      "in",
      {
        replacement: '"result" in reply',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  return ("result" in reply) ? ok(reply.result) : reply.error;
}`,
      },
    ],
    [
      "a comment inside the test is kept",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply. /* JSON-RPC 2.0 */ result) return reply.result;
  throw toError(reply.error);
}`,
      "in",
      {
        replacement: '"result" in reply',
        safe: false,
        output: `function settle(line) {
  const reply = JSON.parse(line);
  if ("result" in reply /* JSON-RPC 2.0 */) return reply.result;
  throw toError(reply.error);
}`,
      },
    ],
    [
      'x.get("k") → x.has("k")',
      `function settle(reply) {
  const id = reply.get("id");
  if (reply.get("result")) return reply.get("result");
  throw toError(reply.get("error"));
}`,
      "in",
      {
        replacement: 'reply.has("result")',
        safe: true,
        output: `function settle(reply) {
  const id = reply.get("id");
  if (reply.has("result")) return reply.get("result");
  throw toError(reply.get("error"));
}`,
      },
    ],
    [
      '_.get(x, "k") → _.has(x, "k")',
      `import _ from "lodash";
function settle(reply) {
  const id = _.get(reply, "id");
  if (_.get(reply, "result")) return _.get(reply, "result");
  throw toError(_.get(reply, "error"));
}`,
      "in",
      {
        replacement: '_.has(reply, "result")',
        safe: true,
        output: `import _ from "lodash";
function settle(reply) {
  const id = _.get(reply, "id");
  if (_.has(reply, "result")) return _.get(reply, "result");
  throw toError(_.get(reply, "error"));
}`,
      },
    ],
    [
      "an imported lodash get: has is imported beside it",
      `import { get } from "lodash";
function settle(reply) {
  const id = get(reply, "id");
  if (get(reply, "result")) return get(reply, "result");
  throw toError(get(reply, "error"));
}`,
      "in",
      {
        replacement: 'has(reply, "result")',
        safe: true,
        output: `import { get, has } from "lodash";
function settle(reply) {
  const id = get(reply, "id");
  if (has(reply, "result")) return get(reply, "result");
  throw toError(get(reply, "error"));
}`,
      },
    ],
    [
      "lodash/get: lodash/has is imported after it",
      `import get from "lodash/get";
function settle(reply) {
  const id = get(reply, "id");
  if (get(reply, "result")) return get(reply, "result");
  throw toError(get(reply, "error"));
}`,
      "in",
      {
        replacement: 'has(reply, "result")',
        safe: true,
        output: `import get from "lodash/get";
import has from "lodash/has";
function settle(reply) {
  const id = get(reply, "id");
  if (has(reply, "result")) return get(reply, "result");
  throw toError(get(reply, "error"));
}`,
      },
    ],
    [
      "required lodash/get: lodash/has is required after it",
      `const get = require("lodash/get");
function settle(reply) {
  const id = get(reply, "id");
  if (get(reply, "result")) return get(reply, "result");
  throw toError(get(reply, "error"));
}`,
      "in",
      {
        replacement: 'has(reply, "result")',
        safe: true,
        output: `const get = require("lodash/get");
const has = require("lodash/has");
function settle(reply) {
  const id = get(reply, "id");
  if (has(reply, "result")) return get(reply, "result");
  throw toError(get(reply, "error"));
}`,
      },
    ],
    [
      "lodash.get: lodash.has is another package, so no edit",
      `import get from "lodash.get";
function settle(reply) {
  const id = get(reply, "id");
  if (get(reply, "result")) return get(reply, "result");
  throw toError(get(reply, "error"));
}`,
      "in",
      { replacement: '_.has(reply, "result")', safe: true, output: null },
    ],
    [
      "an optional x?.get(\"k\"): a suggestion",
      `function settle(reply) {
  const id = reply.get("id");
  if (reply?.get("result")) return reply.get("result");
  throw toError(reply.get("error"));
}`,
      "in",
      {
        replacement: 'reply?.has("result")',
        safe: false,
        output: `function settle(reply) {
  const id = reply.get("id");
  if (reply?.has("result")) return reply.get("result");
  throw toError(reply.get("error"));
}`,
      },
    ],
    [
      "has is taken by another binding: no edit",
      `import { get } from "lodash";
import { has } from "./sets.js";
function settle(reply) {
  const id = get(reply, "id");
  if (get(reply, "result")) return get(reply, "result");
  throw toError(get(reply, "error"));
}`,
      "in",
      { replacement: '_.has(reply, "result")', safe: true, output: null },
    ],
    [
      "a bound field → !== undefined, as a suggestion",
      `const args = JSON.parse(call.function.arguments);
const { limit } = args;
if (limit) query.limit(limit);`,
      "in",
      {
        replacement: "limit !== undefined",
        safe: false,
        output: `const args = JSON.parse(call.function.arguments);
const { limit } = args;
if (limit !== undefined) query.limit(limit);`,
      },
    ],
    [
      "a negated bound field → === undefined",
      `const args = JSON.parse(call.function.arguments);
const { limit } = args;
if (!limit) { useDefault(); } else { query.limit(limit); }`,
      "in",
      {
        replacement: "limit === undefined",
        safe: false,
        output: `const args = JSON.parse(call.function.arguments);
const { limit } = args;
if (limit === undefined) { useDefault(); } else { query.limit(limit); }`,
      },
    ],
    [
      "an inherited key always uses Object.hasOwn",
      `const args = JSON.parse(call.function.arguments);
if (args.constructor) use(args.constructor);`,
      "in",
      {
        replacement: 'Object.hasOwn(args, "constructor")',
        safe: true,
        output: `const args = JSON.parse(call.function.arguments);
if (Object.hasOwn(args, "constructor")) use(args.constructor);`,
      },
    ],
    [
      "a computed key that is not a literal: a suggestion",
      `const args = JSON.parse(call.function.arguments);
if (args[key]) use(args[key]);`,
      "in",
      {
        replacement: "key in args",
        safe: false,
        output: `const args = JSON.parse(call.function.arguments);
if (key in args) use(args[key]);`,
      },
    ],
    [
      "a receiver that may be a primitive: `in` could throw, so a suggestion",
      `const args = JSON.parse(call.function.arguments);
if (args.options.limit) query.limit(args.options.limit);`,
      "in",
      {
        replacement: '"limit" in args.options',
        safe: false,
        output: `const args = JSON.parse(call.function.arguments);
if ("limit" in args.options) query.limit(args.options.limit);`,
      },
    ],
    [
      "a receiver that may be a primitive: Object.hasOwn does not throw",
      `const args = JSON.parse(call.function.arguments);
if (args.options.limit) query.limit(args.options.limit);`,
      "hasOwn",
      {
        replacement: 'Object.hasOwn(args.options, "limit")',
        safe: true,
        output: `const args = JSON.parse(call.function.arguments);
if (Object.hasOwn(args.options, "limit")) query.limit(args.options.limit);`,
      },
    ],
    [
      "a receiver proved an object by a gate: `in` is safe",
      `const args = JSON.parse(call.function.arguments);
if (Array.isArray(args.items) && args.items[0]) use(args.items[0]);`,
      "in",
      {
        replacement: "0 in args.items",
        safe: true,
        output: `const args = JSON.parse(call.function.arguments);
if (Array.isArray(args.items) && 0 in args.items) use(args.items[0]);`,
      },
    ],
  ];

  it.each(rows)("%s", (_description, code, style, expected) => {
    expect(rewrite(code, style)).toEqual(expected);
  });
});

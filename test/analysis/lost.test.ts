/**
 * Where the analysis loses track of tool data, and why (`lostPlaces`, shown by `explain`). Each row
 * is a snippet and the places expected, as `text reason`, in source order.
 */
import { describe, expect, it } from "vitest";

import { analyze } from "./harness.js";

/** [description, code, expected places] */
type Row = [string, string, readonly string[]];

function placesOf(code: string): string[] {
  const { analysis, sourceCode } = analyze(code);
  return analysis.lostPlaces().map((place) => `${sourceCode.getText(place.node)} ${place.reason}`);
}

function check(rows: readonly Row[]): void {
  it.each(rows)("%s", (_description, code, expected) => {
    expect(placesOf(code)).toEqual(expected);
  });
}

describe("calls the analysis cannot read", () => {
  check([
    [
      "a function imported from a package",
      `import { send } from "queue";
const args = JSON.parse(call.function.arguments);
send(args.job);`,
      ["args.job package"],
    ],
    [
      "a method of an instance of a package's class",
      `import { Pool } from "pg";
const db = new Pool();
const args = JSON.parse(call.function.arguments);
db.query(args.sql);`,
      ["args.sql package"],
    ],
    [
      "a function chosen at run time",
      `const handlers = {};
const args = JSON.parse(call.function.arguments);
handlers[call.function.name](args);`,
      ["args dynamic-call"],
    ],
    [
      "a function passed in as a parameter",
      `export function run(call, callback) {
  const args = JSON.parse(call.function.arguments);
  callback(args);
}`,
      ["args unknown-function"],
    ],
    [
      "a function of another module while cross-module reading is off",
      `import { handle } from "./handle.js";
const args = JSON.parse(call.function.arguments);
handle(args);`,
      ["args cross-module-off"],
    ],
  ]);
});

describe("values stored or spread", () => {
  check([
    [
      "spread into a call",
      `const args = JSON.parse(call.function.arguments);
log(...args.items);`,
      ["args.items spread"],
    ],
    [
      "an object literal kept in a `let` binding (a `const` one is followed)",
      `const args = JSON.parse(call.function.arguments);
let saved = { input: args };
const kept = { input: args };`,
      ["args structure"],
    ],
    [
      "an array literal",
      `const args = JSON.parse(call.function.arguments);
const all = [args.a];`,
      ["args.a structure"],
    ],
    [
      "a property written elsewhere too is followed: a read may see the tool data",
      `class Job {
  load(call) {
    this.args = JSON.parse(call.function.arguments);
  }
  reset() {
    this.args = {};
  }
}`,
      [],
    ],
    [
      "a property written once is followed into the class's other methods",
      `class Job {
  load(call) {
    this.args = JSON.parse(call.function.arguments);
  }
  run() {
    return this.args.n;
  }
}`,
      [],
    ],
    [
      "a collection",
      `const queue = [];
const args = JSON.parse(call.function.arguments);
queue.push(args);`,
      ["args structure"],
    ],
  ]);
});

describe("a tool call's arguments handed over unparsed", () => {
  check([
    [
      "to a package's parser: nothing is taken in, and explain says where",
      `import { parseToolArgs } from "agent-utils";
const args = parseToolArgs(call.function.arguments);
if (args.flag) run();`,
      ["call.function.arguments unparsed-arguments"],
    ],
    [
      "to a function of another module",
      `import { parse } from "./parse.js";
const args = parse(toolCall.function.arguments as string);`,
      ["toolCall.function.arguments unparsed-arguments"],
    ],
    [
      "to JSON.parse: taken in",
      `const args = JSON.parse(call.function.arguments);`,
      [],
    ],
    [
      "to a helper of the file that parses it: taken in",
      `function parse(raw) { return JSON.parse(raw); }
const args = parse(call.function.arguments);
use(args.flag);`,
      [],
    ],
    [
      "to a global",
      `console.log(call.function.arguments);`,
      [],
    ],
  ]);
});

describe("not lost", () => {
  check([
    [
      "a function the file defines",
      `function handle(input) { return input.flag; }
const args = JSON.parse(call.function.arguments);
handle(args);`,
      [],
    ],
    [
      "a global function",
      `const args = JSON.parse(call.function.arguments);
console.log(JSON.stringify(args), String(args.n));`,
      [],
    ],
    [
      "a method that only reads its argument",
      `let text = "";
const args = JSON.parse(call.function.arguments);
text = text.replace(args.old, args.new);`,
      [],
    ],
    [
      "an object literal handed to a function of the file",
      `function drain(options) { return options.force; }
const args = JSON.parse(call.function.arguments);
drain({ force: args.force });`,
      [],
    ],
    [
      "a file without tool data",
      `import { send } from "queue";
send(input);`,
      [],
    ],
  ]);
});

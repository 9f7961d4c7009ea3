/**
 * Following tool data from its source to the expressions that read it. Each row names an
 * expression and the field path it should read (formatted for messages), or `null` when the
 * flow should not reach it.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { ANY_ELEMENT, DEFAULTED, NAME_INDEX_AFTER, ToolDataFlow, formatPath } from "../../src/analysis/flow.js";
import { analyze } from "./harness.js";

/** [description, code, expression text (or [text, occurrence]), expected formatted path or null] */
type Row = [string, string, string | readonly [string, number], string | null];

function pathOf(code: string, target: string | readonly [string, number]): string | null {
  const { analysis, node } = analyze(code);
  const [text, index] = typeof target === "string" ? [target, 0] : target;
  const value = analysis.valueOf(node(text, index));
  return value ? formatPath(value.path) : null;
}

function check(rows: readonly Row[]): void {
  it.each(rows)("%s", (_description, code, target, expected) => {
    expect(pathOf(code, target)).toBe(expected);
  });
}

describe("aliases", () => {
  check([
    [
      "const alias",
      `const args = JSON.parse(call.function.arguments);
const input = args;
use(input.city);`,
      "input.city",
      "city",
    ],
    [
      "let alias never reassigned",
      `const args = JSON.parse(call.function.arguments);
let input = args;
use(input.city);`,
      "input.city",
      "city",
    ],
    [
      "let declared first, assigned once",
      `const args = JSON.parse(call.function.arguments);
let input;
input = args;
use(input.city);`,
      "input.city",
      "city",
    ],
    [
      "let reassigned to something else: unknown, so not followed",
      `const args = JSON.parse(call.function.arguments);
let input = args;
if (legacy) input = fallback;
use(input.city);`,
      "input.city",
      null,
    ],
    [
      "a let holding a field, reassigned: not followed",
      `const args = JSON.parse(call.function.arguments);
let city = args.city;
city = city.trim();
use(city);`,
      ["city", 4],
      null,
    ],
    [
      "self-default args = args ?? {} is still followed",
      `server.registerTool("weather", { inputSchema: {} }, async (args) => {
  args = args ?? {};
  return use(args.city);
});`,
      "args.city",
      "city",
    ],
    [
      "self-default args ||= {} is still followed",
      `server.registerTool("weather", { inputSchema: {} }, async (args) => {
  args ||= {};
  return use(args.city);
});`,
      "args.city",
      "city",
    ],
    [
      "passed to a function the file does not define: not followed",
      `const args = JSON.parse(call.function.arguments);
imported(args);
function helper(input) {
  return input.city;
}`,
      "input.city",
      null,
    ],
    [
      "spread into a new object: not followed",
      `const args = JSON.parse(call.function.arguments);
const copy = { ...args };
use(copy.city);`,
      "copy.city",
      null,
    ],
  ]);
});

describe("into the functions the file defines", () => {
  const parse = "const args = JSON.parse(call.function.arguments);\n";
  check([
    ["a function declaration's parameter", `${parse}helper(args);\nfunction helper(input) { use(input.city); }`, "input.city", "city"],
    ["a const arrow's destructured parameter", `${parse}const helper = ({ place }) => use(place.city);\nhelper(args);`, "place.city", "place.city"],
    ["a field passed on keeps its path", `${parse}helper(args.place);\nfunction helper(p) { use(p.city); }`, "p.city", "place.city"],
    ["the argument's position picks the parameter", `${parse}helper(1, args);\nfunction helper(n, input) { use(n, input.city); }`, "input.city", "city"],
    ["not the parameter in another position", `${parse}helper(1, args);\nfunction helper(n, input) { use(n.city, input); }`, "n.city", null],
    ["a method of an object literal, by its name", `${parse}const tools = { round(a) { use(a.digits); } };\ntools.round(args);`, "a.digits", "digits"],
    [
      "every function of a dispatch map, through a computed key",
      `${parse}const handlers = { round(a) { use(a.digits); }, add: (b) => use(b.n) };\nhandlers[call.function.name]?.(args);`,
      "b.n",
      "n",
    ],
    ["a function kept in a dispatch map under a name", `${parse}function round(a) { use(a.digits); }\nconst handlers = { round };\nhandlers[name](args);`, "a.digits", "digits"],
    [
      "a method of the class around the call",
      `class Tools { run(call) { const args = JSON.parse(call.function.arguments); this.round(args); } round(a) { use(a.digits); } }`,
      "a.digits",
      "digits",
    ],
    [
      "a method called through an arrow inside a method",
      `class Tools { run(call) { const args = JSON.parse(call.function.arguments); [1].forEach(() => this.round(args)); } round(a) { use(a.digits); } }`,
      "a.digits",
      "digits",
    ],
    ["a method of an instance the file creates", `${parse}class Ledger { adjust(input) { use(input.warehouse); } }\nconst ledger = new Ledger();\nledger.adjust(args);`, "input.warehouse", "warehouse"],
    [
      "a method of the instance a class field holds",
      `class Server { extractor = new Extractor(); run(call) { const args = JSON.parse(call.function.arguments); this.extractor.get(args); } }\nclass Extractor { get(a) { use(a.k); } }`,
      "a.k",
      "k",
    ],
    [
      "a method of the instance the constructor stores",
      `class Server { constructor() { this.store = new Store(); } run(call) { this.store.put(JSON.parse(call.function.arguments)); } }\nclass Store { put(a) { use(a.k); } }`,
      "a.k",
      "k",
    ],
    [
      "the fields of an object literal handed to a helper, each followed on its own",
      `${parse}const { force = false, dryRun = false } = args;\ndrain({ force, dryRun });\nfunction drain(params) { use(params.force, params.dryRun); }`,
      "params.dryRun",
      "dryRun",
    ],
    ["a static method", `${parse}class Ledger { static adjust(input) { use(input.warehouse); } }\nLedger.adjust(args);`, "input.warehouse", "warehouse"],
    ["a constructor", `${parse}class Job { constructor(input) { use(input.id); } }\nnew Job(args);`, "input.id", "id"],
    [
      "a callback: the functions passed where the parameter is called",
      `function withArgs(raw, fn) { return fn(JSON.parse(raw)); }\nwithArgs(call.function.arguments, (a) => use(a.flag));`,
      "a.flag",
      "flag",
    ],
    [
      "a parameter that receives tool data at one call and program data at another",
      `${parse}function helper(input) { use(input.city); }\nhelper({ city: "Paris" });\nhelper(args);`,
      "input.city",
      "city",
    ],
    ["a function declared elsewhere under the same name is not the callee", `${parse}{ function helper(input) { use(input.city); } }\nhelper(args);`, "input.city", null],
    ["not a method of a class the file does not create", `${parse}declare const ledger: Ledger;\nclass Ledger { adjust(input) { use(input.w); } }\nledger.adjust(args);`, "input.w", null],
    ["a method of an instance a `let` holds once it is set", `${parse}let ledger;\nclass Ledger { adjust(input) { use(input.w); } }\nfunction init() { if (!ledger) ledger = new Ledger(); }\nledger.adjust(args);`, "input.w", "w"],
    ["a method of a parameter typed with the file's class", `${parse}class Ledger { adjust(input) { use(input.w); } }\nfunction run(ledger: Ledger) { ledger.adjust(args); }`, "input.w", "w"],
    ["a function a middleware `const` wraps", `${parse}function handle(input) { use(input.w); }\nconst wrapped = withLogging(handle, "tools");\nwrapped(args);`, "input.w", "w"],
    ["not a `const` that wraps two functions", `${parse}function handle(input) { use(input.w); }\nfunction other(x) {}\nconst both = compose(handle, other);\nboth(args);`, "input.w", null],
    ["not a `let` set to instances of two classes", `${parse}let ledger;\nclass Ledger { adjust(input) { use(input.w); } }\nclass Other { adjust(input) {} }\nledger = cond ? new Ledger() : new Other();\nledger.adjust(args);`, "input.w", null],
  ]);
});

describe("out of the functions the file defines", () => {
  check([
    ["a helper that parses its parameter", `function parseArgs(raw) { return JSON.parse(raw); }\nconst parsed = parseArgs(call.function.arguments);\nuse(parsed.dry_run);`, "parsed.dry_run", "dry_run"],
    ["an arrow with an expression body", `const parseArgs = (raw) => JSON.parse(raw);\nuse(parseArgs(call.function.arguments).n);`, "parseArgs(call.function.arguments).n", "n"],
    ["through await", `async function load(raw) { return JSON.parse(raw); }\nasync function run() { const a = await load(call.function.arguments); use(a.n); }`, "a.n", "n"],
    ["a field returned keeps its path", `const args = JSON.parse(call.function.arguments);\nfunction pick(a) { return a.place; }\nuse(pick(args).city);`, "pick(args).city", "place.city"],
    ["a parameter whose callers pass program text: not tool data", `function parseArgs(raw) { return JSON.parse(raw); }\nconst parsed = parseArgs(fs.readFileSync(path, "utf8"));\nuse(parsed.n);`, "parsed.n", null],
    ["two helpers deep", `function inner(raw) { return JSON.parse(raw); }\nfunction outer(text) { return inner(text); }\nuse(outer(call.function.arguments).n);`, "outer(call.function.arguments).n", "n"],
  ]);
});

describe("recursion", () => {
  it("ends on mutual recursion and on a function that returns its own call", () => {
    const code = `const args = JSON.parse(call.function.arguments);
function a(x) { if (x.n) return b(x); return x; }
function b(y) { return a(y); }
function self(z) { if (z.done) return z; return self(z); }
use(a(args).k, self(args).k);`;
    expect(pathOf(code, "x.n")).toBe("n");
    expect(pathOf(code, "a(args).k")).toBe("k");
    expect(pathOf(code, "self(args).k")).toBe("k");
  });
});

describe("object destructuring", () => {
  check([
    [
      "a shorthand property",
      `const args = JSON.parse(call.function.arguments);
const { city } = args;
use(city);`,
      ["city", 2],
      "city",
    ],
    [
      "nested",
      `const args = JSON.parse(call.function.arguments);
const { location: { city } } = args;
use(city);`,
      ["city", 2],
      "location.city",
    ],
    [
      "renamed",
      `const args = JSON.parse(call.function.arguments);
const { city: town } = args;
use(town);`,
      ["town", 1],
      "city",
    ],
    [
      "with a default",
      `const args = JSON.parse(call.function.arguments);
const { limit = 10 } = args;
use(limit);`,
      ["limit", 2],
      "limit",
    ],
    [
      "nested with a default object",
      `const args = JSON.parse(call.function.arguments);
const { options: { depth } = {} } = args;
use(depth);`,
      ["depth", 2],
      "options.depth",
    ],
    [
      "a string-literal key",
      `const args = JSON.parse(call.function.arguments);
const { "user-name": userName } = args;
use(userName);`,
      ["userName", 1],
      '["user-name"]',
    ],
    [
      "rest: the remaining fields keep their names",
      `const args = JSON.parse(call.function.arguments);
const { city, ...rest } = args;
use(rest.country);`,
      "rest.country",
      "country",
    ],
    [
      "in a handler parameter",
      `server.registerTool("weather", { inputSchema: {} }, async ({ location: { city: town } }) => use(town));`,
      ["town", 1],
      "location.city",
    ],
  ]);
});

describe("array destructuring", () => {
  check([
    [
      "elements by index",
      `const args = JSON.parse(call.function.arguments);
const [first, second] = args.items;
use(second);`,
      ["second", 1],
      "items[1]",
    ],
    [
      "a hole",
      `const args = JSON.parse(call.function.arguments);
const [, second] = args.items;
use(second.id);`,
      "second.id",
      "items[1].id",
    ],
    [
      "nested object in an array",
      `const args = JSON.parse(call.function.arguments);
const [{ id }] = args.items;
use(id);`,
      ["id", 2],
      "items[0].id",
    ],
  ]);

  it("rest: the tail of the array", () => {
    expect(
      pathOf(
        `const args = JSON.parse(call.function.arguments);
const [head, ...tail] = args.items;
use(tail);`,
        ["tail", 1],
      ),
    ).toBe("items[...1]");
  });
});

describe("member chains and wrappers", () => {
  check([
    [
      "dotted",
      `const args = JSON.parse(call.function.arguments);
use(args.location.city.name);`,
      "args.location.city.name",
      "location.city.name",
    ],
    [
      "computed string literal",
      `const args = JSON.parse(call.function.arguments);
use(args["city"]);`,
      'args["city"]',
      "city",
    ],
    [
      "computed string literal that is not an identifier",
      `const args = JSON.parse(call.function.arguments);
use(args["user-name"]);`,
      'args["user-name"]',
      '["user-name"]',
    ],
    [
      "computed template literal without expressions",
      "const args = JSON.parse(call.function.arguments);\nuse(args[`city`]);",
      "args[`city`]",
      "city",
    ],
    [
      "numeric index",
      `const args = JSON.parse(call.function.arguments);
use(args.items[0].id);`,
      "args.items[0].id",
      "items[0].id",
    ],
    [
      "optional chaining",
      `const args = JSON.parse(call.function.arguments);
use(args?.location?.city);`,
      "args?.location?.city",
      "location.city",
    ],
    [
      "await",
      `const args = JSON.parse(call.function.arguments);
const body = await args.body;
use(body.city);`,
      "body.city",
      "body.city",
    ],
    [
      "parentheses",
      `const args = JSON.parse(call.function.arguments);
use(((args).location).city);`,
      "((args).location).city",
      "location.city",
    ],
    [
      "as",
      `const args = JSON.parse(call.function.arguments);
use((args as Input).city);`,
      "(args as Input).city",
      "city",
    ],
    [
      "as in an alias",
      `const args = JSON.parse(call.function.arguments) as Input;
use(args.city);`,
      "args.city",
      "city",
    ],
    [
      "non-null assertion",
      `const args = JSON.parse(call.function.arguments);
use(args.location!.city);`,
      "args.location!.city",
      "location.city",
    ],
    [
      "satisfies",
      `const args = JSON.parse(call.function.arguments);
use((args satisfies Input).city);`,
      "(args satisfies Input).city",
      "city",
    ],
    [
      "angle-bracket assertion <T>x",
      `const args = JSON.parse(call.function.arguments);
use((<Input>args).city);`,
      "(<Input>args).city",
      "city",
    ],
    [
      "a method call on a field is not a read of tool data",
      `const args = JSON.parse(call.function.arguments);
use(args.city.trim());`,
      "args.city.trim()",
      null,
    ],
    [
      "a field passed to a function: the result is not tool data",
      `const args = JSON.parse(call.function.arguments);
use(String(args.city));`,
      "String(args.city)",
      null,
    ],
    [
      "a ?? expression that is not bound is not itself a read",
      `const args = JSON.parse(call.function.arguments);
use(args.limit ?? 10);`,
      "args.limit ?? 10",
      null,
    ],
  ]);
});

describe("computed keys that are not literals", () => {
  it("are tool data", () => {
    const { analysis, node } = analyze(`const args = JSON.parse(call.function.arguments);
use(args[field]);`);
    expect(analysis.valueOf(node("args[field]"))).toBeDefined();
  });

  it("are formatted as the key expression in brackets", () => {
    expect(
      pathOf(
        `const args = JSON.parse(call.function.arguments);
use(args[field]);`,
        "args[field]",
      ),
    ).toBe("[field]");
  });
});

describe("elements and keyed reads", () => {
  check([
    [
      "for-of element",
      `const args = JSON.parse(call.function.arguments);
for (const item of args.items) use(item.id);`,
      "item.id",
      "items[].id",
    ],
    [
      "for-of element destructured",
      `const args = JSON.parse(call.function.arguments);
for (const { id } of args.items) use(id);`,
      ["id", 2],
      "items[].id",
    ],
    [
      ".map(x => …) callback parameter",
      `const args = JSON.parse(call.function.arguments);
const ids = args.items.map((item) => item.id);`,
      "item.id",
      "items[].id",
    ],
    [
      ".forEach(function (x) { … }) callback parameter",
      `const args = JSON.parse(call.function.arguments);
args.items.forEach(function (item) { use(item.id); });`,
      "item.id",
      "items[].id",
    ],
    [
      ".filter(({ id }) => …) destructured callback parameter",
      `const args = JSON.parse(call.function.arguments);
args.items.filter(({ id }) => id > 0);`,
      ["id", 2],
      "items[].id",
    ],
    [
      "the result of .map is not tool data",
      `const args = JSON.parse(call.function.arguments);
const ids = args.items.map((item) => item.id);
use(ids);`,
      ["ids", 1],
      null,
    ],
    [
      'x.get("k")',
      `const args = JSON.parse(call.function.arguments);
use(args.get("city"));`,
      'args.get("city")',
      "city",
    ],
    [
      'lodash _.get(x, "a.b")',
      `import _ from "lodash";
const args = JSON.parse(call.function.arguments);
use(_.get(args, "location.city"));`,
      '_.get(args, "location.city")',
      "location.city",
    ],
    [
      'imported lodash/get get(x, "a.b")',
      `import get from "lodash/get";
const args = JSON.parse(call.function.arguments);
use(get(args, "location.city"));`,
      'get(args, "location.city")',
      "location.city",
    ],
    [
      'required lodash get(x, "a.b")',
      `const { get } = require("lodash");
const args = JSON.parse(call.function.arguments);
use(get(args, "location.city"));`,
      'get(args, "location.city")',
      "location.city",
    ],
    [
      'a get(x, "a.b") that is not lodash',
      `import { get } from "./util.js";
const args = JSON.parse(call.function.arguments);
use(get(args, "location.city"));`,
      'get(args, "location.city")',
      null,
    ],
  ]);
});

describe("defaults into a binding", () => {
  check([
    [
      "?? default: followed, formatted without the marker",
      `const args = JSON.parse(call.function.arguments);
const options = args.options ?? {};
use(options.depth);`,
      "options.depth",
      "options.depth",
    ],
    [
      "|| default: followed, formatted without the marker",
      `const args = JSON.parse(call.function.arguments);
const options = args.options || {};
use(options.depth);`,
      "options.depth",
      "options.depth",
    ],
    [
      "ternary alias",
      `const args = JSON.parse(call.function.arguments);
const city = ready ? args.city : null;
use(city);`,
      ["city", 2],
      "city",
    ],
    [
      "right of &&: the binding is the field or a falsy non-tool value, so followed",
      `const args = JSON.parse(call.function.arguments);
const city = ready && args.city;
use(city);`,
      ["city", 2],
      "city",
    ],
    [
      "left of &&: the binding is the other operand when the field is truthy, so not followed",
      `const args = JSON.parse(call.function.arguments);
const label = args.city && describe(place);
use(label);`,
      ["label", 1],
      null,
    ],
  ]);

  it("an empty container default reads the same data: same path, same key", () => {
    const { analysis, node } = analyze(`const args = JSON.parse(call.function.arguments);
const options = args.options ?? {};
use(options.depth, args.options.depth);`);
    const defaulted = analysis.valueOf(node("options.depth"))!;
    const raw = analysis.valueOf(node("args.options.depth"))!;
    expect(defaulted.path).toEqual(["options", "depth"]);
    expect(defaulted.key).toBe(raw.key);
  });

  it("the raw path carries the DEFAULTED marker and the key differs from the raw field", () => {
    const { analysis, node } = analyze(`const args = JSON.parse(call.function.arguments);
const options = args.options ?? { depth: 1 };
use(options.depth, args.options.depth);`);
    const defaulted = analysis.valueOf(node("options.depth"))!;
    const raw = analysis.valueOf(node("args.options.depth"))!;
    expect(defaulted.path).toEqual(["options", DEFAULTED, "depth"]);
    expect(raw.path).toEqual(["options", "depth"]);
    expect(defaulted.key).not.toBe(raw.key);
    expect(formatPath(defaulted.path)).toBe("options.depth");
  });
});

describe("JSON.parse of a tool value", () => {
  it("is a derived source of the same kind, and its fields start a new path", () => {
    const { analysis, node } = analyze(`const reply = await client.callTool({ name: "search" });
const data = JSON.parse(reply.content[0].text);
use(data.items);`);
    const text = analysis.valueOf(node("reply.content[0].text"))!;
    const items = analysis.valueOf(node("data.items"))!;
    expect(formatPath(text.path)).toBe("content[0].text");
    expect(items.source.kind).toBe("reply");
    expect(items.source.label).toBe("parsed MCP tool result");
    expect(items.source).not.toBe(text.source);
    expect(formatPath(items.path)).toBe("items");
  });
});

describe("formatPath", () => {
  const rows: Array<[readonly string[], string]> = [
    [[], ""],
    [["city"], "city"],
    [["location", "city"], "location.city"],
    [["items", "0", "id"], "items[0].id"],
    [["items", ANY_ELEMENT, "id"], "items[].id"],
    [["user-name"], '["user-name"]'],
    [["options", DEFAULTED, "depth"], "options.depth"],
    [["options", "?", "depth"], 'options["?"].depth'],
    [["items", "[]"], 'items["[]"]'],
    [["$ref"], "$ref"],
  ];
  it.each(rows)("%j → %s", (path, expected) => {
    expect(formatPath(path)).toBe(expected);
  });
});

describe("keys", () => {
  const code = `const args = JSON.parse(call.function.arguments);
const input = args;
const { city, country } = args;
const { location: { city: town } } = args;
use(args.city, input.city, city, args["city"], args.country, country, args.location.city, town);`;

  it("the same field through different aliases has one key", () => {
    const { analysis, node } = analyze(code);
    const keys = [
      analysis.valueOf(node("args.city"))!.key,
      analysis.valueOf(node("input.city"))!.key,
      analysis.valueOf(node("city", 5))!.key,
      analysis.valueOf(node('args["city"]'))!.key,
    ];
    expect(new Set(keys).size).toBe(1);
    expect(analysis.valueOf(node("country", 3))!.key).toBe(analysis.valueOf(node("args.country"))!.key);
    expect(analysis.valueOf(node("town", 1))!.key).toBe(analysis.valueOf(node("args.location.city"))!.key);
  });

  it("different fields have different keys", () => {
    const { analysis, node } = analyze(code);
    const keys = [
      analysis.valueOf(node("args.city"))!.key,
      analysis.valueOf(node("args.country"))!.key,
      analysis.valueOf(node("args.location.city"))!.key,
      analysis.valueOf(node("args", 1))!.key,
    ];
    expect(new Set(keys).size).toBe(4);
  });

  it("the same field of two different sources has different keys", () => {
    const { analysis, node } = analyze(`const a = JSON.parse(first.arguments);
const b = JSON.parse(second.arguments);
use(a.city, b.city);`);
    expect(analysis.valueOf(node("a.city"))!.key).not.toBe(analysis.valueOf(node("b.city"))!.key);
  });

  it("a destructuring default has a key of its own, like a ?? default", () => {
    const { analysis, node } = analyze(`const args = JSON.parse(call.function.arguments);
const { limit = 10 } = args;
use(limit, args.limit);`);
    expect(analysis.valueOf(node("limit", 2))!.key).not.toBe(analysis.valueOf(node("args.limit"))!.key);
  });

  it('a defaulted binding and a field literally named "?" have different keys', () => {
    const { analysis, node } = analyze(`const args = JSON.parse(call.function.arguments);
const options = args.options ?? {};
use(options, args.options["?"]);`);
    expect(analysis.valueOf(node("options", 2))!.key).not.toBe(analysis.valueOf(node('args.options["?"]'))!.key);
  });

  it("occurrencesOf lists every read of one key", () => {
    const { analysis, node, sourceCode } = analyze(code);
    const key = analysis.valueOf(node("args.city"))!.key;
    const texts = analysis.occurrencesOf(key).map((occurrence) => sourceCode.getText(occurrence));
    expect(texts.sort()).toEqual(["args.city", 'args["city"]', "city", "input.city"]);
  });
});

describe("resolving names", () => {
  /** The variable the scope chain gives for `identifier`, as ESLint's own lookup walks it. */
  function byScopeChain(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier) {
    for (let scope: TSESLint.Scope.Scope | null = sourceCode.getScope(identifier); scope; scope = scope.upper) {
      const variable = scope.set.get(identifier.name);
      if (variable) return variable;
    }
    return null;
  }

  /**
   * For every identifier of `code`: what the flow resolves, and what the scope chain gives. The
   * flow climbs scopes for its first `NAME_INDEX_AFTER` names and answers from its index after
   * that; `indexed` asks that many names first, so that every answer compared comes from the index.
   */
  function resolveAll(code: string, sourceType: "module" | "script" | "commonjs", globals: Record<string, "readonly">, indexed: boolean) {
    const { sourceCode, nodes } = analyze(code, {}, "file.ts", { sourceType, globals });
    const flow = new ToolDataFlow(sourceCode);
    const identifiers = nodes.filter((node): node is TSESTree.Identifier => node.type === AST_NODE_TYPES.Identifier);
    if (indexed) for (let count = 0; count < NAME_INDEX_AFTER; count++) flow.resolveVariable(identifiers[0]!);
    return identifiers.map((node) => [`${node.name}@${node.range[0]}`, flow.resolveVariable(node), byScopeChain(sourceCode, node)] as const);
  }

  const code = `import { z } from "zod";
const LIMITS = { free: 10 };
function handler(args: { tier: string }) {
  const z = args.tier;
  return LIMITS[z] ?? JSON.parse(z);
}
const args = { tier: "free" };
class Cache { get(key: string) { return key; } }
const inner = function named() { return named; };
type Tier = string;
const tier: Tier = z.string().parse(args.tier);
function hide() { const hidden = 1; return hidden; }
for (const entry of [1]) use(entry, undeclared, hidden, hide, Cache, handler, inner, tier);
{ const LIMITS = 1; use(LIMITS); }
`;

  it.each([
    ["module", false],
    ["script", false],
    ["commonjs", false],
    ["module", true],
    ["script", true],
    ["commonjs", true],
  ] as const)(
    "gives the same variable as the scope chain for every identifier (%s, every answer from the index: %s)",
    (sourceType, indexed) => {
      const source = sourceType === "module" ? code : code.replace(/^import .*\n/u, "const z = require(\"zod\");\n");
      const pairs = resolveAll(source, sourceType, { use: "readonly" }, indexed);
      expect(pairs.length).toBeGreaterThan(40);
      for (const [where, fromFlow, fromChain] of pairs) expect({ where, variable: fromFlow }).toEqual({ where, variable: fromChain });
      // A global, a configured global and an undeclared name are among them.
      expect(pairs.some(([where, variable]) => where.startsWith("JSON@") && variable?.defs.length === 0)).toBe(true);
      expect(pairs.some(([where, variable]) => where.startsWith("use@") && variable !== null)).toBe(true);
      expect(pairs.some(([where, variable]) => where.startsWith("undeclared@") && variable === null)).toBe(true);
    },
  );
});

describe("the name index", () => {
  it("is built once more than NAME_INDEX_AFTER names were resolved, and not before", () => {
    const { sourceCode, node } = analyze("const limit = 1; use(limit);");
    const flow = new ToolDataFlow(sourceCode);
    const index = () => (flow as unknown as { names: unknown }).names;
    const identifier = node("limit", 1) as TSESTree.Identifier;
    for (let count = 0; count < NAME_INDEX_AFTER; count++) flow.resolveVariable(identifier);
    expect(index()).toBeUndefined();
    expect(flow.resolveVariable(identifier)?.name).toBe("limit");
    expect(index()).toBeInstanceOf(Object);
  });
});

describe("resolving names under a host without ESLint's scope shapes", () => {
  const variable = { name: "limit", defs: [] } as unknown as TSESLint.Scope.Variable;
  const scope = { set: new Map([["limit", variable]]), upper: null };
  const identifier = { type: "Identifier", name: "limit" } as TSESTree.Identifier;

  it.each([
    ["no scope manager", null],
    ["scopes without a global scope first", { scopes: [{ type: "module", variables: [] }] }],
    ["a scope without a list of variables", { scopes: [{ type: "global", set: new Map() }, { type: "module" }] }],
  ])("%s: the identifier's scope chain answers", (_description, scopeManager) => {
    const sourceCode = { scopeManager, getScope: () => scope } as unknown as TSESLint.SourceCode;
    const flow = new ToolDataFlow(sourceCode);
    // Past `NAME_INDEX_AFTER` names the flow tries to index the file's names, and must fall back.
    for (let count = 0; count <= NAME_INDEX_AFTER; count++) expect(flow.resolveVariable(identifier)).toBe(variable);
  });
});

describe("a wrapper's callbacks", () => {
  it("get tool data only from the calls that gave the wrapper tool data, whichever order the flow meets them in", () => {
    const code = `function wrap(params, handler) { return handler(params); }
wrap(config, (options) => (options.verbose ? 1 : 0));
server.setRequestHandler(CallToolRequestSchema, async (request) => wrap(request.params.arguments, (args) => (args.dry_run ? 1 : 0)));
wrap(defaults, (options) => (options.dry_run ? 1 : 0));`;
    const { analysis, sourceCode } = analyze(code);
    expect(analysis.truthyUses().map((use) => sourceCode.getText(use.node))).toEqual(["args.dry_run"]);
  });

  it("ends, with the same findings every time, for a wrapper called with tool data at 10,000 sites", { timeout: 60_000 }, () => {
    const sites = Array.from({ length: 10_000 }, (_, index) => `  wrap(args, (input) => (input.flag_${index} ? 1 : 0));`).join("\n");
    const code = `function wrap(params, handler) { return handler(params); }
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
${sites}
});`;
    const run = (): string[] => {
      const { analysis, sourceCode } = analyze(code);
      return analysis.truthyUses().map((use) => sourceCode.getText(use.node));
    };
    const first = run();
    expect(first).toHaveLength(10_000);
    expect(run()).toEqual(first);
  });
});

/**
 * Conversions that launder a tool value's type (`analysis.coercions()`).
 *
 * Each row lists every conversion the analysis reports in a snippet, in source order: the text of
 * the whole conversion, its kind, how it is written (`form`), and the text of the converted tool
 * value. An empty list: nothing is reported.
 */
import { describe, expect, it } from "vitest";

import type { CoercionKind } from "../../src/analysis/coercion.js";
import { analyze } from "./harness.js";

interface ExpectedCoercion {
  readonly text: string;
  readonly kind: CoercionKind;
  readonly form: string;
  readonly operand: string;
}

/** [description, code, expected conversions in source order] */
type Row = [string, string, ExpectedCoercion[]];

function coercionsIn(code: string, settings: Record<string, unknown> = {}): ExpectedCoercion[] {
  const { analysis, sourceCode } = analyze(code, settings);
  return [...analysis.coercions()]
    .sort((a, b) => a.node.range[0] - b.node.range[0])
    .map((found) => ({
      text: sourceCode.getText(found.node),
      kind: found.kind,
      form: found.form,
      operand: sourceCode.getText(found.operand),
    }));
}

function check(rows: readonly Row[], settings: Record<string, unknown> = {}): void {
  it.each(rows)("%s", (_description, code, expected) => {
    expect(coercionsIn(code, settings)).toEqual(expected);
  });
}

describe("findCoercions: every conversion form", () => {
  check([
    [
      "Boolean(v)",
      `const args = JSON.parse(call.function.arguments);
const on = Boolean(args.flag);`,
      [{ text: "Boolean(args.flag)", kind: "boolean", form: "Boolean(…)", operand: "args.flag" }],
    ],
    [
      "!!v",
      `const args = JSON.parse(call.function.arguments);
const on = !!args.flag;`,
      [{ text: "!!args.flag", kind: "boolean", form: "!!…", operand: "args.flag" }],
    ],
    [
      "!!v with parentheses between the negations",
      `const args = JSON.parse(call.function.arguments);
const on = !(!args.flag);`,
      [{ text: "!(!args.flag)", kind: "boolean", form: "!!…", operand: "args.flag" }],
    ],
    [
      "a single ! is not a conversion",
      `const args = JSON.parse(call.function.arguments);
const off = !args.flag;`,
      [],
    ],
    [
      "Number(v)",
      `const args = JSON.parse(call.function.arguments);
const count = Number(args.count);`,
      [{ text: "Number(args.count)", kind: "number", form: "Number(…)", operand: "args.count" }],
    ],
    [
      "+v",
      `const args = JSON.parse(call.function.arguments);
const count = +args.count;`,
      [{ text: "+args.count", kind: "number", form: "+…", operand: "args.count" }],
    ],
    [
      "-v is not listed",
      `const args = JSON.parse(call.function.arguments);
const count = -args.count;`,
      [],
    ],
    [
      "parseInt(v, 10)",
      `const args = JSON.parse(call.function.arguments);
const count = parseInt(args.count, 10);`,
      [{ text: "parseInt(args.count, 10)", kind: "integer", form: "parseInt(…)", operand: "args.count" }],
    ],
    [
      "parseInt with the tool value as the radix is not a conversion of it",
      `const args = JSON.parse(call.function.arguments);
const count = parseInt(text, args.radix);`,
      [],
    ],
    [
      "parseFloat(v)",
      `const args = JSON.parse(call.function.arguments);
const price = parseFloat(args.price);`,
      [{ text: "parseFloat(args.price)", kind: "float", form: "parseFloat(…)", operand: "args.price" }],
    ],
    [
      "Number.parseInt(v)",
      `const args = JSON.parse(call.function.arguments);
const count = Number.parseInt(args.count);`,
      [{ text: "Number.parseInt(args.count)", kind: "integer", form: "Number.parseInt(…)", operand: "args.count" }],
    ],
    [
      "Number.parseFloat(v)",
      `const args = JSON.parse(call.function.arguments);
const price = Number.parseFloat(args.price);`,
      [{ text: "Number.parseFloat(args.price)", kind: "float", form: "Number.parseFloat(…)", operand: "args.price" }],
    ],
    [
      "BigInt(v)",
      `const args = JSON.parse(call.function.arguments);
const id = BigInt(args.id);`,
      [{ text: "BigInt(args.id)", kind: "bigint", form: "BigInt(…)", operand: "args.id" }],
    ],
    [
      "Math.trunc, Math.floor, Math.round, Math.ceil",
      `const args = JSON.parse(call.function.arguments);
use(Math.trunc(args.a), Math.floor(args.b), Math.round(args.c), Math.ceil(args.d));`,
      [
        { text: "Math.trunc(args.a)", kind: "math", form: "Math.trunc(…)", operand: "args.a" },
        { text: "Math.floor(args.b)", kind: "math", form: "Math.floor(…)", operand: "args.b" },
        { text: "Math.round(args.c)", kind: "math", form: "Math.round(…)", operand: "args.c" },
        { text: "Math.ceil(args.d)", kind: "math", form: "Math.ceil(…)", operand: "args.d" },
      ],
    ],
    [
      "v | 0",
      `const args = JSON.parse(call.function.arguments);
const count = args.count | 0;`,
      [{ text: "args.count | 0", kind: "bitwise", form: "… | 0", operand: "args.count" }],
    ],
    [
      "0 | v",
      `const args = JSON.parse(call.function.arguments);
const count = 0 | args.count;`,
      [{ text: "0 | args.count", kind: "bitwise", form: "0 | …", operand: "args.count" }],
    ],
    [
      "v | 1 is not a conversion idiom",
      `const args = JSON.parse(call.function.arguments);
const mask = args.mask | 1;`,
      [],
    ],
    [
      "~~v",
      `const args = JSON.parse(call.function.arguments);
const count = ~~args.count;`,
      [{ text: "~~args.count", kind: "bitwise", form: "~~…", operand: "args.count" }],
    ],
    [
      "a single ~ is not a conversion idiom",
      `const args = JSON.parse(call.function.arguments);
const inverted = ~args.mask;`,
      [],
    ],
    [
      "v * 1",
      `const args = JSON.parse(call.function.arguments);
const count = args.count * 1;`,
      [{ text: "args.count * 1", kind: "number", form: "… * 1", operand: "args.count" }],
    ],
    [
      "1 * v",
      `const args = JSON.parse(call.function.arguments);
const count = 1 * args.count;`,
      [{ text: "1 * args.count", kind: "number", form: "1 * …", operand: "args.count" }],
    ],
    [
      "v - 0",
      `const args = JSON.parse(call.function.arguments);
const count = args.count - 0;`,
      [{ text: "args.count - 0", kind: "number", form: "… - 0", operand: "args.count" }],
    ],
    [
      "0 - v negates, it is not the idiom",
      `const args = JSON.parse(call.function.arguments);
const count = 0 - args.count;`,
      [],
    ],
    [
      "v * 2 is arithmetic",
      `const args = JSON.parse(call.function.arguments);
const count = args.count * 2;`,
      [],
    ],
    [
      "new Number(v)",
      `const args = JSON.parse(call.function.arguments);
const count = new Number(args.count);`,
      [{ text: "new Number(args.count)", kind: "wrapper", form: "new Number(…)", operand: "args.count" }],
    ],
    [
      "new Boolean(v)",
      `const args = JSON.parse(call.function.arguments);
const on = new Boolean(args.flag);`,
      [{ text: "new Boolean(args.flag)", kind: "wrapper", form: "new Boolean(…)", operand: "args.flag" }],
    ],
    [
      "new String(v) is not listed",
      `const args = JSON.parse(call.function.arguments);
const name = new String(args.name);`,
      [],
    ],
    [
      "a conversion of an as-cast: the cast is the operand",
      `const args = JSON.parse(call.function.arguments);
const count = Number(args.count as string);`,
      [{ text: "Number(args.count as string)", kind: "number", form: "Number(…)", operand: "args.count as string" }],
    ],
    [
      "a conversion of an optional chain",
      `const args = JSON.parse(call.function.arguments);
const count = Number(args?.count);`,
      [{ text: "Number(args?.count)", kind: "number", form: "Number(…)", operand: "args?.count" }],
    ],
    [
      "a destructured field",
      `const args = JSON.parse(call.function.arguments);
const { count } = args;
const n = Number(count);`,
      [{ text: "Number(count)", kind: "number", form: "Number(…)", operand: "count" }],
    ],
    [
      "a defaulted field",
      `const args = JSON.parse(call.function.arguments);
const count = args.count ?? 0;
const n = Number(count);`,
      [{ text: "Number(count)", kind: "number", form: "Number(…)", operand: "count" }],
    ],
    [
      "a JSON-RPC result field: replies are converted too",
      `function settle(line) {
  const reply = JSON.parse(line);
  if (reply.error) throw new Error(reply.error.message);
  return Number(reply.result.total);
}`,
      [{ text: "Number(reply.result.total)", kind: "number", form: "Number(…)", operand: "reply.result.total" }],
    ],
  ]);
});

describe("findCoercions: String(v) and templates, compared, used as a key, or built into text", () => {
  check([
    [
      "String(v) alone",
      `const args = JSON.parse(call.function.arguments);
log(String(args.id));`,
      [],
    ],
    [
      "String(v) compared with ===",
      `const args = JSON.parse(call.function.arguments);
if (String(args.id) === "1") one();`,
      [{ text: "String(args.id)", kind: "string", form: "String(…)", operand: "args.id" }],
    ],
    [
      "String(v) compared with !=",
      `const args = JSON.parse(call.function.arguments);
if (expected != String(args.id)) other();`,
      [{ text: "String(args.id)", kind: "string", form: "String(…)", operand: "args.id" }],
    ],
    [
      "String(v) as a computed key",
      `const args = JSON.parse(call.function.arguments);
const limit = LIMITS[String(args.tier)];`,
      [{ text: "String(args.tier)", kind: "string", form: "String(…)", operand: "args.tier" }],
    ],
    [
      "String(v) on the left of in",
      `const args = JSON.parse(call.function.arguments);
const known = String(args.tier) in LIMITS;`,
      [{ text: "String(args.tier)", kind: "string", form: "String(…)", operand: "args.tier" }],
    ],
    [
      "String(v) as a switch discriminant",
      `const args = JSON.parse(call.function.arguments);
switch (String(args.tier)) {
  case "1":
    one();
}`,
      [{ text: "String(args.tier)", kind: "string", form: "String(…)", operand: "args.tier" }],
    ],
    [
      "String(v) in set.has",
      `const args = JSON.parse(call.function.arguments);
const allowed = ALLOWED.has(String(args.id));`,
      [{ text: "String(args.id)", kind: "string", form: "String(…)", operand: "args.id" }],
    ],
    [
      "String(v) in a non-lookup call: text that is \"undefined\" for a missing id",
      `const args = JSON.parse(call.function.arguments);
const sent = queue.push(String(args.id));`,
      [{ text: "String(args.id)", operand: "args.id", kind: "text", form: "String(…)" }],
    ],
    [
      "String(v) compared with <",
      `const args = JSON.parse(call.function.arguments);
const before = String(args.id) < "5";`,
      [{ text: "String(args.id)", operand: "args.id", kind: "text", form: "String(…)" }],
    ],
    [
      "a lone template compared",
      `const args = JSON.parse(call.function.arguments);
if (\`\${args.id}\` === "1") one();`,
      [{ text: "`${args.id}`", kind: "string", form: "`${…}`", operand: "args.id" }],
    ],
    [
      "a lone template as a key",
      `const args = JSON.parse(call.function.arguments);
const limit = LIMITS[\`\${args.tier}\`];`,
      [{ text: "`${args.tier}`", kind: "string", form: "`${…}`", operand: "args.tier" }],
    ],
    [
      "a lone template that is only printed",
      `const args = JSON.parse(call.function.arguments);
log(\`\${args.id}\`);`,
      [],
    ],
    [
      "a template with text around the value",
      `const args = JSON.parse(call.function.arguments);
if (\`id-\${args.id}\` === "id-1") one();`,
      [{ text: "`id-${args.id}`", operand: "args.id", kind: "text", form: "`${…}`" }],
    ],
    [
      "a template with two values",
      `const args = JSON.parse(call.function.arguments);
if (\`\${args.a}\${args.b}\` === "11") one();`,
      [{ text: "`${args.a}${args.b}`", operand: "args.b", kind: "text", form: "`${…}`" }],
    ],
  ]);
});

describe("findCoercions: shadowed globals", () => {
  check([
    [
      "a local Number",
      `const args = JSON.parse(call.function.arguments);
const Number = (value) => value;
const count = Number(args.count);`,
      [],
    ],
    [
      "a parameter named Boolean",
      `function run(call, Boolean) {
  const args = JSON.parse(call.function.arguments);
  return Boolean(args.flag);
}`,
      [],
    ],
    [
      "an imported Math",
      `import Math from "./math.js";
const args = JSON.parse(call.function.arguments);
const count = Math.floor(args.count);`,
      [],
    ],
    [
      "a local parseInt",
      `import { parseInt } from "./numbers.js";
const args = JSON.parse(call.function.arguments);
const count = parseInt(args.count);`,
      [],
    ],
    [
      "a local Number class with new",
      `class Number {
  constructor(value) {}
}
const args = JSON.parse(call.function.arguments);
const count = new Number(args.count);`,
      [],
    ],
    [
      "a local String",
      `const String = (value) => value;
const args = JSON.parse(call.function.arguments);
if (String(args.id) === "1") one();`,
      [],
    ],
  ]);
});

describe("findCoercions: gates, declared types and opaque schemas", () => {
  check([
    [
      "behind a typeof gate",
      `const args = JSON.parse(call.function.arguments);
const count = typeof args.count === "string" ? Number(args.count) : args.count;`,
      [],
    ],
    [
      "after an early typeof guard",
      `function run(call) {
  const args = JSON.parse(call.function.arguments);
  if (typeof args.count !== "string") throw new TypeError("count");
  return parseInt(args.count, 10);
}`,
      [],
    ],
    [
      "behind Number.isInteger",
      `const args = JSON.parse(call.function.arguments);
const count = Number.isInteger(args.count) ? Math.floor(args.count) : 0;`,
      [],
    ],
    [
      "the gate's own operand is not gated",
      `const args = JSON.parse(call.function.arguments);
const ok = typeof args.count === "string" && Number(args.limit) > 0;`,
      [{ text: "Number(args.limit)", kind: "number", form: "Number(…)", operand: "args.limit" }],
    ],
    [
      "values returned by a schema .parse()",
      `const args = ArgsSchema.parse(JSON.parse(call.function.arguments));
const count = Number(args.count);`,
      [],
    ],
    [
      "z.number(): a named step",
      `server.registerTool("list", { inputSchema: { limit: z.number() } }, async ({ limit }) => list(Math.floor(limit)));`,
      [],
    ],
    [
      "z.string(): the raw type is settled",
      `server.registerTool("list", { inputSchema: { limit: z.string() } }, async ({ limit }) => list(parseInt(limit, 10)));`,
      [],
    ],
    [
      "z.boolean() converted to a number",
      `server.registerTool("list", { inputSchema: { deep: z.boolean() } }, async ({ deep }) => list(Number(deep)));`,
      [],
    ],
    [
      // The schema erased the evidence (require-tool-param-types reports it there); the value is a number now.
      "z.coerce.number() already made it a number",
      `server.registerTool("list", { inputSchema: { limit: z.coerce.number() } }, async ({ limit }) => list(Math.floor(limit)));`,
      [],
    ],
    [
      "z.any() decides nothing",
      `server.registerTool("list", { inputSchema: { limit: z.any() } }, async ({ limit }) => list(Number(limit)));`,
      [{ text: "Number(limit)", kind: "number", form: "Number(…)", operand: "limit" }],
    ],
    [
      // The SDK strips it, or the program reads a wrapper the analysis cannot place: unknown, not unchecked.
      "a field the schema does not declare",
      `server.registerTool("list", { inputSchema: { query: z.string() } }, async (args) => list(Number(args.limit)));`,
      [],
    ],
    [
      "a schema imported from another module",
      `import { ListInput } from "./schemas.js";
server.registerTool("list", { inputSchema: ListInput }, async (args) => list(Number(args.limit)));`,
      [],
    ],
  ]);
});

describe("findCoercions: validator and normaliser bodies", () => {
  check(
    [
      [
        "inside a configured validator",
        `function parseArgs(call) {
  const args = JSON.parse(call.function.arguments);
  return { count: Number(args.count) };
}`,
        [],
      ],
      [
        "inside an arrow bound to a configured normaliser name",
        `const toInt = (call) => {
  const args = JSON.parse(call.function.arguments);
  return parseInt(args.count, 10);
};`,
        [],
      ],
      [
        "in a callback nested in a normaliser",
        `function toBool(call) {
  const args = JSON.parse(call.function.arguments);
  return args.flags.map((flag) => Boolean(flag.on));
}`,
        [],
      ],
      [
        "outside them",
        `function handle(call) {
  const args = JSON.parse(call.function.arguments);
  return Number(args.count);
}`,
        [{ text: "Number(args.count)", kind: "number", form: "Number(…)", operand: "args.count" }],
      ],
    ],
    { "tool-contract": { validators: ["parseArgs"], normalizers: { integer: "toInt", boolean: "toBool" } } },
  );
  check([
    [
      "without settings, a function named parseArgs is ordinary",
      `function parseArgs(call) {
  const args = JSON.parse(call.function.arguments);
  return { count: Number(args.count) };
}`,
      [{ text: "Number(args.count)", kind: "number", form: "Number(…)", operand: "args.count" }],
    ],
  ]);
});

describe("findCoercions: elements, rest objects and roots", () => {
  check([
    [
      "an element in a map callback",
      `const args = JSON.parse(call.function.arguments);
const ids = args.ids.map((id) => Number(id));`,
      [{ text: "Number(id)", kind: "number", form: "Number(…)", operand: "id" }],
    ],
    [
      "an element in a for…of loop",
      `const args = JSON.parse(call.function.arguments);
for (const id of args.ids) send(+id);`,
      [{ text: "+id", kind: "number", form: "+…", operand: "id" }],
    ],
    [
      "an element by index",
      `const args = JSON.parse(call.function.arguments);
const first = parseInt(args.ids[0], 10);`,
      [{ text: "parseInt(args.ids[0], 10)", kind: "integer", form: "parseInt(…)", operand: "args.ids[0]" }],
    ],
    [
      "map(Number) converts every element",
      `const args = JSON.parse(call.function.arguments);
const ids = args.ids.map(Number);`,
      [{ text: "args.ids.map(Number)", kind: "number", form: "….map(Number)", operand: "args.ids" }],
    ],
    [
      "map with a local function named Number is not a conversion",
      `const Number = (value) => value;
const args = JSON.parse(call.function.arguments);
const ids = args.ids.map(Number);`,
      [],
    ],
    [
      "a rest object",
      `const args = JSON.parse(call.function.arguments);
const { id, ...rest } = args;
const any = Boolean(rest);`,
      [],
    ],
    [
      "the arguments object itself",
      `const args = JSON.parse(call.function.arguments);
const any = !!args;`,
      [],
    ],
    [
      "ordinary data",
      `const count = Number(process.env.COUNT);`,
      [],
    ],
  ]);
});

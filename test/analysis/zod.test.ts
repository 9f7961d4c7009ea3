/**
 * Zod schemas declared next to an MCP handler, read into the shape rules ask about. Each row gives
 * the field's declared schema and what the rules may conclude from it.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { ToolDataFlow } from "../../src/analysis/flow.js";
import { type KnownShape, canBeFalsy, isValidatedBoolean, shapeOf } from "../../src/analysis/shape.js";
import { ZodReader } from "../../src/analysis/zod.js";
import { analyze } from "./harness.js";

function fieldShape(schema: string, prelude = ""): KnownShape | undefined {
  const code = `${prelude}server.registerTool("t", { inputSchema: { field: ${schema} } }, async (args) => use(args.field));`;
  const { analysis, node } = analyze(code);
  const value = analysis.valueOf(node("args.field"));
  if (!value) throw new Error(`args.field is not tool data in:\n${code}`);
  return shapeOf(value);
}

/** [schema, type, can be falsy when present, a real (not coerced) boolean] */
type Row = [string, KnownShape["type"], boolean, boolean];

describe("reading zod field schemas", () => {
  const rows: Row[] = [
    ["z.boolean()", "boolean", true, true],
    ["z.boolean().optional().describe('…')", "boolean", true, true],
    ["z.coerce.boolean()", "boolean", true, false],
    ["z.stringbool()", "boolean", true, true],
    ["z.string()", "string", true, false],
    ["z.string().min(1)", "string", false, false],
    ["z.string().min(0)", "string", true, false],
    ["z.string().nonempty()", "string", false, false],
    ["z.string().url()", "string", false, false],
    ["z.email()", "string", false, false],
    // A pattern that the empty string does not match rules it out; one that matches it does not.
    ["z.string().regex(/^[a-zA-Z0-9_-]+$/).optional()", "string", false, false],
    ["z.string().regex(/^[a-z]*$/)", "string", true, false],
    ["z.string().regex(/x?/u)", "string", true, false],
    ["z.number()", "number", true, false],
    ["z.number().int()", "integer", true, false],
    ["z.number().int().min(1)", "integer", false, false],
    ["z.number().positive()", "number", false, false],
    ["z.number().gt(0)", "number", false, false],
    ["z.number().gte(0)", "number", true, false],
    // A range in the description is what the model reads: "1-100" rules out 0 like .min(1).
    ["z.number().describe('Number of results (1-100, default: 10)')", "number", false, false],
    ["z.number().optional().describe('between 1 and 50')", "number", false, false],
    ["z.number().int().describe('A positive integer')", "integer", false, false],
    ["z.number().describe('at least 1')", "number", false, false],
    ["z.number().describe('Offset, 0-1000')", "number", true, false],
    ["z.number().describe('Results per page (default: 10)')", "number", true, false],
    ["z.number().describe('Days since 2024-01-01')", "number", true, false],
    ["z.number().describe('1-100').nullable()", "number", true, false],
    ["z.string().describe('1-100 characters')", "string", true, false],
    // Descriptions as MCP servers write them, where 0 or less stays valid.
    ["z.number().describe('A positive or negative offset in lines')", "number", true, false],
    ["z.number().int().describe('Max results (1-100); 0 means unlimited')", "integer", true, false],
    ["z.number().describe('Timeout in seconds, at least 1; zero disables it')", "number", true, false],
    ["z.number().int().describe('Page number (1-based)')", "integer", false, false],
    ["z.number().optional().describe('Page number to return (starts at 1)')", "number", false, false],
    ["z.number().describe('Offset (starts at 0)')", "number", true, false],
    ["z.number().int().describe('Non-negative index')", "integer", true, false],
    ["z.number().int().describe('TCP port, 1-65535')", "integer", false, false],
    ["z.array(z.string())", "array", false, false],
    ["z.object({ a: z.string() })", "object", false, false],
    ["z.enum(['asc', 'desc'])", "string", false, false],
    ["z.enum(['', 'x'])", "string", true, false],
    ["z.literal(true)", "boolean", false, true],
    ["z.union([z.literal('fast'), z.literal('slow')])", "string", false, false],
    ["z.union([z.string(), z.number()])", "unknown", true, false],
    ["z.string().nullable()", "string", true, false],
    ["z.array(z.string()).nullable()", "array", true, false],
    ["z.string().transform((s) => s.length)", "unknown", true, false],
    ["z.any()", "unknown", true, false],
    ["z.nullable(z.number())", "number", true, false],
    ["z.optional(z.coerce.boolean())", "boolean", true, false],
    ["z.optional(z.boolean())", "boolean", true, true],
    ["z.optional(z.string().min(1))", "string", false, false],
    ["z.nullish(z.string().min(1))", "string", true, false],
    ["z.optional(z.nullable(z.literal(true)))", "boolean", true, true],
    ["z.nullable(Imported)", "unknown", true, false],
    ["z.string().array()", "array", false, false],
    ["z.string().array().nullable()", "array", true, false],
  ];
  it.each(rows)("%s", (schema, type, falsy, realBoolean) => {
    const shape = fieldShape(schema);
    expect(shape?.type).toBe(type);
    expect(canBeFalsy(shape!)).toBe(falsy);
    expect(isValidatedBoolean(shape!)).toBe(realBoolean);
  });

  it("follows a const schema", () => {
    expect(fieldShape("Flag", "const Flag = z.boolean().optional();\n")?.type).toBe("boolean");
  });

  it("uses the zod import's local name", () => {
    expect(fieldShape("v.boolean()", 'import * as v from "zod";\n')?.type).toBe("boolean");
  });

  it("does not take a local `z` for zod when the file imports zod under another name", () => {
    expect(fieldShape("z.boolean()", 'import { z as zod } from "zod";\nconst z = makeSchemas();\n')?.type).toBe("unknown");
  });
});

describe("equivalent forms read the same shape", () => {
  const pairs: Array<[string, string]> = [
    ["z.string().array()", "z.array(z.string())"],
    ["z.string().min(1).array().optional()", "z.array(z.string().min(1)).optional()"],
    ["z.object({ a: z.boolean() }).array()", "z.array(z.object({ a: z.boolean() }))"],
    ["z.number().int().array().array()", "z.array(z.array(z.number().int()))"],
    ["z.any().array()", "z.array(z.any())"],
    ["z.optional(z.coerce.boolean())", "z.coerce.boolean().optional()"],
    ["z.nullable(z.string().min(1))", "z.string().min(1).nullable()"],
    ["z.nullish(z.enum(['a', 'b']))", "z.enum(['a', 'b']).nullish()"],
    ["z.optional(z.array(z.string()))", "z.string().array().optional()"],
    ["z.optional(Flag)", "Flag.optional()"],
  ];
  it.each(pairs)("%s and %s", (first, second) => {
    const prelude = "const Flag = z.boolean();\n";
    const shape = fieldShape(first, prelude);
    expect(shape).toBeDefined();
    expect(shape).toEqual(fieldShape(second, prelude));
  });
});

describe("ZodReader parts", () => {
  /** A reader over `code`, and the node of `const <name> = …`'s initialiser. */
  function setup(code: string): { zod: ZodReader; init: (name: string) => TSESTree.Expression; text: (node: TSESTree.Node) => string } {
    const { sourceCode, node } = analyze(code);
    return {
      zod: new ZodReader(new ToolDataFlow(sourceCode)),
      init: (name) => (node(name).parent as TSESTree.VariableDeclarator).init!,
      text: (found) => sourceCode.getText(found),
    };
  }

  it("rootOf takes z.optional(x), z.nullable(x) and z.nullish(x) for steps on x", () => {
    const { zod, init, text } = setup(`const s = z.optional(z.nullable(z.coerce.boolean().describe("d"))).meta({});`);
    const root = zod.rootOf(init("s"))!;
    expect([root.kind, root.coerced, text(root.call)]).toEqual(["boolean", true, "z.coerce.boolean()"]);
    expect(root.steps.map((step) => text(step.callee))).toEqual([
      'z.optional(z.nullable(z.coerce.boolean().describe("d"))).meta',
      "z.optional",
      "z.nullable",
      'z.coerce.boolean().describe',
    ]);
  });

  it("rootOf of a wrapper with nothing to wrap is the wrapper", () => {
    const { zod, init } = setup("const s = z.optional();");
    expect(zod.rootOf(init("s"))?.kind).toBe("optional");
  });

  it.each<[string, string | null]>([
    ["z.array(z.string())", "z.string()"],
    ["z.string().optional().array()", "z.string().optional()"],
    ["z.string().array().optional()", "z.string()"],
    ["z.string().array().array()", "z.string().array()"],
    ["z.array(z.string()).array()", "z.array(z.string())"],
    ["z.optional(z.any().array())", "z.any()"],
    ["z.nullable(z.array(z.any()))", "z.any()"],
    ["z.string()", null],
    ["z.tuple([z.string()])", null],
  ])("arrayElement of %s is %s", (schema, element) => {
    const { zod, init, text } = setup(`const s = ${schema};`);
    const found = zod.arrayElement(init("s"));
    expect(found && text(found)).toBe(element);
  });

  it.each<[string, string[] | null]>([
    ["z.object({ a: z.string() })", ["{ a: z.string() }"]],
    ["z.optional(z.object({ a: z.string() })).extend({ b: z.number() })", ["{ a: z.string() }", "{ b: z.number() }"]],
    ["z.object({ a: z.string() }).array()", null],
    ["z.array(z.object({ a: z.string() }))", null],
  ])("objectFields of %s", (schema, fields) => {
    const { zod, init, text } = setup(`const s = ${schema};`);
    expect(zod.objectFields(init("s"))?.objects.map((object) => text(object)) ?? null).toEqual(fields);
  });
});

describe("schemas this file does not show", () => {
  it("an imported inputSchema validates every field, against types unknown here", () => {
    const { analysis, node } = analyze(
      `import { Input } from "./schemas.js";\nserver.registerTool("t", { inputSchema: Input }, async (args) => use(args.flag));`,
    );
    expect(shapeOf(analysis.valueOf(node("args.flag"))!)).toEqual({ type: "unknown", opaque: true });
  });

  it("a registered tool without a schema is not validated", () => {
    const { analysis, node } = analyze(`const args = JSON.parse(call.function.arguments);\nuse(args.flag);`);
    expect(shapeOf(analysis.valueOf(node("args.flag"))!)).toBeUndefined();
  });
});

describe("schemas from bundles, factories and preprocess", () => {
  const BUNDLE = `var external_exports = {};
__export(external_exports, { string: () => string, number: () => number, boolean: () => boolean, coerce: () => coerce_exports });
`;
  const rows: Array<[string, string, string, KnownShape["type"], boolean, boolean]> = [
    ["a bundled zod namespace", BUNDLE, "external_exports.string().optional()", "string", true, false],
    ["a bundled namespace's coerce", BUNDLE, "external_exports.coerce.number().min(1).optional().catch(void 0)", "number", false, false],
    [
      "a schema factory without parameters",
      `${BUNDLE}function lenientNumber() {\n  return external_exports.coerce.number().min(1).optional();\n}\n`,
      "lenientNumber().describe('Max characters')",
      "number",
      false,
      false,
    ],
    [
      "an arrow schema factory",
      "const flag = () => z.boolean().optional();\n",
      "flag().describe('Enable it')",
      "boolean",
      true,
      true,
    ],
    [
      "z.preprocess reads as the schema it hands the result to",
      "",
      'z.preprocess((v) => (v === "false" ? false : v), z.boolean().optional()).catch(undefined)',
      "boolean",
      true,
      true,
    ],
  ];
  it.each(rows)("%s", (_description, prelude, schema, type, falsy, realBoolean) => {
    const shape = fieldShape(schema, prelude);
    expect(shape?.type).toBe(type);
    expect(canBeFalsy(shape!)).toBe(falsy);
    expect(isValidatedBoolean(shape!)).toBe(realBoolean);
  });

  it.each([
    ["an empty object filled with other exports", `var helpers = {};\n__export(helpers, { string: () => s, format: () => f });\n`, "helpers.string()"],
    ["an object that does not start empty", `var external_exports = { x: 1 };\n__export(external_exports, { string: () => string, number: () => number, boolean: () => boolean });\n`, "external_exports.string()"],
    ["a factory with a parameter", "function make(kind) {\n  return z.boolean();\n}\n", 'make("x")'],
    ["a factory with more than a return", "function make() {\n  log();\n  return z.boolean();\n}\n", "make()"],
  ])("not a zod schema: %s", (_description, prelude, schema) => {
    expect(fieldShape(schema, prelude)?.type).toBe("unknown");
  });
});

describe("schemas held in variables", () => {
  it.each([
    ["const", "const Flag = z.boolean();\n", "boolean"],
    ["a var written once (bundlers emit var)", "var Flag = z.boolean();\n", "boolean"],
    ["a let written once", "let Flag = z.boolean();\n", "boolean"],
    ["a let written again is not trusted", "let Flag = z.boolean();\nFlag = z.string();\n", "unknown"],
    ["a var declared twice is not trusted", "var Flag = z.boolean();\nvar Flag = z.string();\n", "unknown"],
  ])("%s", (_description, prelude, type) => {
    expect(fieldShape("Flag.optional()", prelude)?.type).toBe(type);
  });
});

describe("unions", () => {
  it.each([
    ["an object or a list of objects is never falsy", "z.union([z.object({ a: z.string() }), z.array(z.object({ a: z.string() }))])", false],
    ["an object or a string can be falsy", "z.union([z.object({ a: z.string() }), z.string()])", true],
    ["a nullable object or list can be falsy", "z.union([z.object({}), z.array(z.string())]).nullable()", true],
  ])("%s", (_description, schema, falsy) => {
    expect(canBeFalsy(fieldShape(schema)!)).toBe(falsy);
  });
});

describe("raw shapes with hidden fields", () => {
  function shapes(code: string, fields: string[]): Array<KnownShape | undefined> {
    const { analysis, node } = analyze(code);
    return fields.map((field) => {
      const value = analysis.valueOf(node(field));
      if (!value) throw new Error(`${field} is not tool data`);
      return shapeOf(value);
    });
  }

  it("a spread keeps the written fields and makes the others validated but unknown", () => {
    const [written, hidden] = shapes(
      `server.registerTool("t", { inputSchema: { ...(SAFE ? {} : extra), query: z.string() } }, async (args) => use(args.query, args.other));`,
      ["args.query", "args.other"],
    );
    expect(written).toEqual({ type: "string" });
    expect(hidden).toEqual({ type: "unknown", opaque: true });
  });

  it(".extend() on a base with a conditional spread keeps every set of fields", () => {
    const [base, extension, spread, other] = shapes(
      `import { z } from "zod";
var Base = z.object({ url: z.string().url(), ...(SAFE ? {} : { actions: z.array(z.string()) }) });
var Params = Base.extend({ limit: z.number().int() });
server.registerTool("t", { inputSchema: Params }, async (args) => use(args.url, args.limit, args.actions, args.other));`,
      ["args.url", "args.limit", "args.actions", "args.other"],
    );
    expect(base).toEqual({ type: "string", nonEmpty: true });
    expect(extension).toEqual({ type: "integer" });
    expect(spread).toEqual({ type: "array", items: { type: "string" } });
    // Every spread was read, so a field the schema does not declare is known to be outside it:
    // validated arguments, of a type unknown (the SDK strips it, or it is a wrapper).
    expect(other).toEqual({ type: "unknown", opaque: true });
  });

  it("a spread of a local object or a local X.shape is read, not trusted blindly", () => {
    const [flag, limit, query, typo] = shapes(
      `import { z } from "zod";
const common = { verbose: z.coerce.boolean(), limit: z.any() };
const Paging = z.object({ cursor: z.string() });
server.registerTool("w", { inputSchema: { ...common, ...Paging.shape, q: z.string() } }, async (args) => use(args.verbose, args.limit, args.q, args.lmit));`,
      ["args.verbose", "args.limit", "args.q", "args.lmit"],
    );
    expect(flag).toEqual({ type: "boolean", coerced: true });
    expect(limit).toEqual({ type: "unknown" });
    expect(query).toEqual({ type: "string" });
    expect(typo).toEqual({ type: "unknown", opaque: true });
  });
});

describe("z.preprocess", () => {
  it.each([
    ["Boolean", "z.preprocess(Boolean, z.boolean())", true],
    ["an arrow returning Boolean(v)", "z.preprocess((v) => Boolean(v), z.boolean())", true],
    ["an arrow returning !!v", "z.preprocess((v) => !!v, z.boolean())", true],
    ["an arrow returning +v", "z.preprocess((v) => +v, z.number())", true],
    ["a careful conversion", 'z.preprocess((v) => v === "true" || v === true, z.boolean())', false],
  ])("%s", (_description, schema, coerced) => {
    expect(fieldShape(schema)?.coerced === true).toBe(coerced);
  });
});

describe("reading schemas that nest deeply or refer to themselves", () => {
  // Each schema is read once (a schema inside itself is validated, unread): this ends at once, where
  // reading every path anew took minutes.
  it("reads a union inside itself, an object of itself and unions nested 20 deep", { timeout: 60_000 }, () => {
    const nested = Array.from({ length: 20 }, (_, index) => `const U${index + 1} = z.union([U${index}, U${index}.array(), z.object({ n${index}: z.number() })]);`).join("\n");
    const prelude = `const A = z.union([A, A, z.object({ x: z.string() })]);
const B = z.object({ x: B, y: B, z: B });
const U0 = z.object({ leaf: z.string() });
${nested}
`;
    expect(fieldShape("A", prelude)?.type).toBe("unknown");
    expect(fieldShape("B", prelude)?.type).toBe("object");
    expect(fieldShape("U20", prelude)).toBeDefined();
  });
});

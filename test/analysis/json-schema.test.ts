/**
 * Reading JSON Schema object literals: which literals count as a JSON Schema (rather than a zod raw
 * shape), and the shape each one declares. Each row gives the literal as written in
 * `const schema = …;` and what it should read as.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { isJsonSchemaLiteral, propertyOf, readJsonSchema } from "../../src/analysis/json-schema.js";
import type { KnownShape } from "../../src/analysis/shape.js";
import { analyze } from "./harness.js";

/** The initialiser of `const schema = <literal>;`, as parsed. */
function literal(text: string): TSESTree.Expression {
  const { node } = analyze(`const schema = ${text};`);
  const declarator = node("schema").parent as TSESTree.VariableDeclarator;
  return declarator.init!;
}

describe("isJsonSchemaLiteral", () => {
  const rows: Array<[string, boolean]> = [
    ['{ type: "object" }', true],
    ['{ type: "string" }', true],
    ['{ type: "object", properties: { q: { type: "string" } } }', true],
    ["{ properties: {} }", true],
    ['{ properties: { q: { type: "string" } }, required: ["q"] }', true],
    ['{ "type": "object" }', true],
    ['{ ["type"]: "object" }', true],
    ['{ type: "object" } as const', true],
    ['{ type: "object" } satisfies JSONSchema7', true],
    ['{ ...base, type: "object" }', true],
    // zod raw shapes, whose keys happen to be `type` / `properties`
    ["{ city: z.string() }", false],
    ["{ type: z.string() }", false],
    ['{ type: z.enum(["a", "b"]), properties: z.object({}) }', false],
    // not literal enough to tell
    ["{ type: kind }", false],
    ["{ type: 1 }", false],
    ["{ properties: props }", false],
    ["{ ...base }", false],
    ["{}", false],
    ["z.object({ city: z.string() })", false],
    ['[{ type: "object" }]', false],
    ["Schema", false],
  ];
  it.each(rows)("%s → %s", (text, expected) => {
    expect(isJsonSchemaLiteral(literal(text))).toBe(expected);
  });
});

describe("readJsonSchema", () => {
  const rows: Array<[string, string, KnownShape]> = [
    ["string", '{ type: "string" }', { type: "string" }],
    ["number", '{ type: "number" }', { type: "number" }],
    ["integer", '{ type: "integer" }', { type: "integer" }],
    ["boolean", '{ type: "boolean" }', { type: "boolean" }],
    ["object without properties", '{ type: "object" }', { type: "object" }],
    ["array without items", '{ type: "array" }', { type: "array" }],
    ["an unknown type name", '{ type: "float" }', { type: "unknown" }],
    ["no type at all", '{ description: "Anything" }', { type: "unknown" }],
    ["a type that is not a literal", "{ type: kind }", { type: "unknown" }],
    [
      "object with properties",
      '{ type: "object", properties: { q: { type: "string" }, force: { type: "boolean" }, page: {} } }',
      { type: "object", properties: { q: { type: "string" }, force: { type: "boolean" }, page: { type: "unknown" } } },
    ],
    [
      "quoted and computed-literal keys; a computed key that is not a literal is skipped",
      '{ type: "object", properties: { "dry-run": { type: "boolean" }, ["limit"]: { type: "integer" }, [key]: { type: "string" } } }',
      { type: "object", properties: { "dry-run": { type: "boolean" }, limit: { type: "integer" } } },
    ],
    [
      "properties of a non-object type are not read",
      '{ type: "string", properties: { a: { type: "string" } } }',
      { type: "string" },
    ],
    ["array items", '{ type: "array", items: { type: "number" } }', { type: "array", items: { type: "number" } }],
    [
      "nested objects in array items",
      '{ type: "array", items: { type: "object", properties: { id: { type: "string" } } } }',
      { type: "array", items: { type: "object", properties: { id: { type: "string" } } } },
    ],
    ["type list with null", '{ type: ["string", "null"] }', { type: "string", nullable: true }],
    ["type list of two types", '{ type: ["string", "number"] }', { type: "unknown" }],
    ["enum of strings without type", '{ enum: ["asc", "desc"] }', { type: "string", values: ["asc", "desc"] }],
    ["enum of strings with type", '{ type: "string", enum: ["a", "b"] }', { type: "string", values: ["a", "b"] }],
    [
      "enum with null under a nullable type",
      '{ type: ["string", "null"], enum: ["asc", "desc", null] }',
      { type: "string", values: ["asc", "desc", null], nullable: true },
    ],
    ["integer enum with type", '{ type: "integer", enum: [1, 2, 3] }', { type: "integer", values: [1, 2, 3] }],
    ["enum that is not all literals is ignored", '{ type: "string", enum: [A, "b"] }', { type: "string" }],
    ["const string", '{ const: "fixed" }', { type: "string", values: ["fixed"] }],
    ["const string with type", '{ type: "string", const: "" }', { type: "string", values: [""] }],
    ["string minLength 1", '{ type: "string", minLength: 1 }', { type: "string", nonEmpty: true }],
    ["string minLength 0", '{ type: "string", minLength: 0 }', { type: "string" }],
    ["minLength on a number is ignored", '{ type: "number", minLength: 1 }', { type: "number" }],
    ["number minimum 1", '{ type: "number", minimum: 1 }', { type: "number", nonEmpty: true }],
    ["number minimum 0.5", '{ type: "number", minimum: 0.5 }', { type: "number", nonEmpty: true }],
    ["number minimum 0", '{ type: "number", minimum: 0 }', { type: "number" }],
    ["a range in the description", '{ type: "integer", description: "Page size (1-50)" }', { type: "integer", nonEmpty: true }],
    ["a default in the description", '{ type: "integer", description: "Page size (default 20)" }', { type: "integer" }],
    ["a range from 0 in the description", '{ type: "number", description: "Offset (0-100)" }', { type: "number" }],
    ["integer exclusiveMinimum 0", '{ type: "integer", exclusiveMinimum: 0 }', { type: "integer", nonEmpty: true }],
    ["number exclusiveMinimum -1", '{ type: "number", exclusiveMinimum: -1 }', { type: "number" }],
    ["minimum that is not a literal", '{ type: "number", minimum: MIN }', { type: "number" }],
    [
      "as const and satisfies around the schema and its parts",
      '{ type: "object", properties: { mode: { enum: ["a", "b"] as const } as const } } as const',
      { type: "object", properties: { mode: { type: "string", values: ["a", "b"] } } },
    ],
    ["not an object literal", "Schema", { type: "unknown" }],
  ];
  it.each(rows)("%s", (_description, text, expected) => {
    expect(readJsonSchema(literal(text))).toEqual(expected);
  });

  it("stops reading below 16 levels of nesting", () => {
    const depth = 20;
    const text = `${'{ type: "array", items: '.repeat(depth)}{ type: "string" }${" }".repeat(depth)}`;
    let shape: KnownShape | undefined = readJsonSchema(literal(text));
    for (let level = 0; level < 16; level++) {
      expect(shape?.type).toBe("array");
      shape = shape?.items;
    }
    expect(shape).toEqual({ type: "array", items: { type: "unknown" } });
  });

  // Without a single `type`, an `enum` / `const` implies the type its values share, as
  // `z.literal()` does; `null` among them makes the shape nullable.
  it.each<[string, KnownShape]>([
    ["{ const: true }", { type: "boolean", values: [true] }],
    ["{ const: 0 }", { type: "number", values: [0] }],
    ["{ enum: [true, false] }", { type: "boolean", values: [true, false] }],
    ["{ enum: [1, 2, 3] }", { type: "number", values: [1, 2, 3] }],
    ["{ enum: [1, 2.5] }", { type: "number", values: [1, 2.5] }],
    ['{ enum: ["asc", "desc", null] }', { type: "string", values: ["asc", "desc", null], nullable: true }],
    ["{ enum: [0, null] }", { type: "number", values: [0, null], nullable: true }],
    // mixed values keep their values (rules ask whether one is falsy), but no type
    ['{ enum: ["a", 1] }', { type: "unknown", values: ["a", 1] }],
    ['{ enum: ["yes", false] }', { type: "unknown", values: ["yes", false] }],
    ['{ type: ["string", "number"], enum: ["a", 1] }', { type: "unknown", values: ["a", 1] }],
    // a list of types with one non-null type that the values agree with
    ['{ type: ["string", "number"], enum: ["a", "b"] }', { type: "string", values: ["a", "b"] }],
    ["{ const: null }", { type: "unknown", values: [null], nullable: true }],
    ["{ enum: [] }", { type: "unknown", values: [] }],
    ["{ enum: [/a/] }", { type: "unknown", values: [/a/] }],
    // a declared type wins over what the values imply
    ['{ type: "integer", enum: [1, 2] }', { type: "integer", values: [1, 2] }],
    ['{ type: "string", enum: [1, 2] }', { type: "string", values: [1, 2] }],
  ])("infers the type of an enum or const of %s", (text, expected) => {
    expect(readJsonSchema(literal(text))).toEqual(expected);
  });
});

describe("propertyOf", () => {
  it("finds a property by its static name, quoted or not", () => {
    const object = literal('{ "type": "object", properties: {} }') as TSESTree.ObjectExpression;
    expect(propertyOf(object, "type")?.value).toMatchObject({ type: "Literal", value: "object" });
    expect(propertyOf(object, "properties")?.value.type).toBe("ObjectExpression");
  });

  it("skips spreads and misses absent names", () => {
    const object = literal("{ ...type, [name]: 1 }") as TSESTree.ObjectExpression;
    expect(propertyOf(object, "type")).toBeUndefined();
    expect(propertyOf(object, "name")).toBeUndefined();
  });
});

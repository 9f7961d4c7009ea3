/**
 * Zod schemas declared next to an MCP handler, read into the shape rules ask about. Each row gives
 * the field's declared schema and what the rules may conclude from it.
 */
import { describe, expect, it } from "vitest";

import { type KnownShape, canBeFalsy, isValidatedBoolean, shapeOf } from "../../src/analysis/shape.js";
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
    ["z.number()", "number", true, false],
    ["z.number().int()", "integer", true, false],
    ["z.number().int().min(1)", "integer", false, false],
    ["z.number().positive()", "number", false, false],
    ["z.number().gt(0)", "number", false, false],
    ["z.number().gte(0)", "number", true, false],
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

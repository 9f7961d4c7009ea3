/**
 * Problems in tool parameter schemas: each row gives a tool definition and the problems found in
 * it, as [kind, parameter name, text of the reported node], in source order.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { ToolDataFlow } from "../../src/analysis/flow.js";
import { type ParamProblem, findParamProblems } from "../../src/analysis/param-types.js";
import { ZodReader } from "../../src/analysis/zod.js";
import { analyze } from "./harness.js";

type Found = readonly [ParamProblem["kind"], string, string];

function describeProblems(problems: readonly ParamProblem[], getText: (node: TSESTree.Node) => string): Found[] {
  return [...problems]
    .sort((a, b) => a.node.range[0] - b.node.range[0])
    .map((problem) => [problem.kind, problem.name, getText(problem.node)] as const);
}

function problemsIn(code: string, flagPatterns: readonly RegExp[] = []): Found[] {
  const { analysis, sourceCode } = analyze(code);
  return describeProblems(analysis.paramProblems(flagPatterns), (node) => sourceCode.getText(node));
}

function check(rows: ReadonlyArray<[string, string, Found[]]>): void {
  it.each(rows)("%s", (_description, code, expected) => {
    expect(problemsIn(code)).toEqual(expected);
  });
}

/** An OpenAI chat tool whose parameters declare `properties`. */
const openai = (properties: string): string =>
  `export const tools = [{ type: "function", function: { name: "t", parameters: { type: "object", properties: ${properties} } } }];`;

/** An MCP tool whose raw shape is `shape`. */
const mcp = (shape: string): string => `server.registerTool("t", { inputSchema: ${shape} }, async (args) => use(args));`;

describe("JSON Schema properties", () => {
  check([
    ["every property typed", openai('{ include_refunded: { type: "boolean" }, tier: { type: "integer", enum: [1, 2, 3] } }'), []],
    ["an empty property schema", openai('{ page: {}, q: { type: "string" } }'), [["missingType", "page", "page"]]],
    ["a property with a description only", openai('{ page: { description: "Page" } }'), [["missingType", "page", "page"]]],
    ["a quoted key is reported on the key as written", openai('{ "page-size": {} }'), [["missingType", "page-size", '"page-size"']]],
    ["enum without type", openai('{ order: { enum: ["asc", "desc"] } }'), []],
    ["const", openai("{ version: { const: 2 } }"), []],
    ["anyOf / oneOf / allOf", openai('{ a: { anyOf: [{ type: "string" }] }, b: { oneOf: [] }, c: { allOf: [] } }'), []],
    ["$ref", openai('{ address: { $ref: "#/$defs/address" } }'), []],
    ["a reference to a schema this file cannot see", openai("{ address: AddressSchema }"), []],
    ["a flag named like dry_run typed string", openai('{ dry_run: { type: "string" } }'), [["flagTypedString", "dry_run", '"string"']]],
    ["is_* typed string", openai('{ is_public: { type: "string" } }'), [["flagTypedString", "is_public", '"string"']]],
    ["camelCase flag typed string", openai('{ includeArchived: { type: "string" } }'), [["flagTypedString", "includeArchived", '"string"']]],
    ["a flag-named string with an enum", openai('{ force: { type: "string", enum: ["yes", "no"] } }'), []],
    ["a string that is not a flag", openai('{ query: { type: "string" }, has_more: { type: "boolean" } }'), []],
    ["a flag typed boolean", openai('{ verbose: { type: "boolean" } }'), []],
    [
      "nested properties are named by their path",
      openai('{ filter: { type: "object", properties: { page: {}, is_active: { type: "string" } } } }'),
      [
        ["missingType", "filter.page", "page"],
        ["flagTypedString", "filter.is_active", '"string"'],
      ],
    ],
    [
      "an untyped object still has its properties checked",
      openai("{ filter: { properties: { page: {} } } }"),
      [
        ["missingType", "filter", "filter"],
        ["missingType", "filter.page", "page"],
      ],
    ],
    ["array items without a type", openai('{ ids: { type: "array", items: {} } }'), [["missingType", "ids[]", "items"]]],
    ["array items typed string are not a flag, whatever the array's name", openai('{ force: { type: "array", items: { type: "string" } } }'), []],
    [
      "properties inside array items",
      openai('{ rows: { type: "array", items: { type: "object", properties: { page: {}, dry_run: { type: "string" } } } } }'),
      [
        ["missingType", "rows[].page", "page"],
        ["flagTypedString", "rows[].dry_run", '"string"'],
      ],
    ],
    [
      "problems in several properties, in source order",
      openai('{ a: {}, b: { type: "object", properties: { c: {} } }, d: {} }'),
      [
        ["missingType", "a", "a"],
        ["missingType", "b.c", "c"],
        ["missingType", "d", "d"],
      ],
    ],
    [
      "Anthropic input_schema",
      `await client.messages.create({ model, max_tokens: 1024, messages, tools: [{ name: "t", input_schema: { type: "object", properties: { recursive: { type: "string" } } } }] });`,
      [["flagTypedString", "recursive", '"string"']],
    ],
    [
      "a JSON Schema that belongs to no tool",
      `const userSchema = { type: "object", properties: { nickname: {} } };\nvalidate(userSchema, input);`,
      [],
    ],
  ]);

  // A list of types that allows only a string (besides null) is a string, as `z.string().nullable()` is.
  check([
    [
      'a flag typed as the list ["string", "null"]',
      openai('{ dry_run: { type: ["string", "null"] } }'),
      [["flagTypedString", "dry_run", '["string", "null"]']],
    ],
    ['a flag typed ["null", "string"]', openai('{ force: { type: ["null", "string"] } }'), [["flagTypedString", "force", '["null", "string"]']]],
    ['a flag typed ["string"]', openai('{ force: { type: ["string"] } }'), [["flagTypedString", "force", '["string"]']]],
    ['a flag typed ["boolean", "null"]', openai('{ dry_run: { type: ["boolean", "null"] } }'), []],
    ['a flag typed ["string", "boolean"]', openai('{ dry_run: { type: ["string", "boolean"] } }'), []],
    ['a flag typed ["string", kind]', openai('{ dry_run: { type: ["string", kind] } }'), []],
    ['a flag typed ["string", "null"] with an enum', openai('{ force: { type: ["string", "null"], enum: ["yes", "no", null] } }'), []],
    ['a string list that is not a flag', openai('{ cursor: { type: ["string", "null"] } }'), []],
  ]);
});

describe("zod schemas", () => {
  check([
    ["strict types", mcp('{ dry_run: z.boolean(), limit: z.number().int().optional(), columns: z.array(z.string()), mode: z.enum(["a"]) }'), []],
    ["z.coerce.boolean()", mcp("{ dry_run: z.coerce.boolean() }"), [["coerceBoolean", "dry_run", "z.coerce.boolean()"]]],
    [
      "z.coerce.boolean() with steps after it",
      mcp('{ dry_run: z.coerce.boolean().optional().describe("Preview") }'),
      [["coerceBoolean", "dry_run", "z.coerce.boolean()"]],
    ],
    ["z.coerce.number()", mcp("{ limit: z.coerce.number().int().optional() }"), [["coerceNumber", "limit", "z.coerce.number()"]]],
    ["z.coerce.string() is not reported", mcp("{ label: z.coerce.string() }"), []],
    ["z.stringbool() is not reported", mcp("{ dry_run: z.stringbool() }"), []],
    ["z.any()", mcp("{ payload: z.any() }"), [["anyType", "payload", "z.any()"]]],
    ["z.unknown()", mcp("{ payload: z.unknown().optional() }"), [["anyType", "payload", "z.unknown()"]]],
    ["a flag-named z.string()", mcp("{ force: z.string().optional() }"), [["flagTypedString", "force", "z.string()"]]],
    ["a flag-named z.enum()", mcp('{ force: z.enum(["yes", "no"]) }'), []],
    ["a z.string() that is not a flag", mcp("{ query: z.string() }"), []],
    [
      "nested z.object and array elements",
      mcp("{ filter: z.object({ include_archived: z.string(), tags: z.array(z.any()) }) }"),
      [
        ["flagTypedString", "filter.include_archived", "z.string()"],
        ["anyType", "filter.tags[]", "z.any()"],
      ],
    ],
    [
      "objects inside arrays",
      mcp("{ rows: z.array(z.object({ force: z.coerce.boolean() })) }"),
      [["coerceBoolean", "rows[].force", "z.coerce.boolean()"]],
    ],
    ["array elements typed string are not a flag", mcp("{ force: z.array(z.string()) }"), []],
    ["z.object(…).shape", mcp("z.object({ verbose: z.string() }).shape"), [["flagTypedString", "verbose", "z.string()"]]],
    [
      "a schema in a const",
      `const PushInput = { force: z.coerce.boolean() };\nserver.registerTool("push", { inputSchema: PushInput }, async (args) => use(args));`,
      [["coerceBoolean", "force", "z.coerce.boolean()"]],
    ],
    [
      "z.object(…).extend(…) fields",
      `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ q: z.string() }).extend({ extra: z.any() }), execute: async () => "ok" });`,
      [["anyType", "extra", "z.any()"]],
    ],
    [
      "z under another name",
      `import * as zod from "zod";\nserver.registerTool("t", { inputSchema: { force: zod.coerce.boolean() } }, async (args) => use(args));`,
      [["coerceBoolean", "force", "zod.coerce.boolean()"]],
    ],
    ["zod outside any registration", `const Config = z.object({ debug: z.coerce.boolean(), extra: z.any() });\nexport default Config;`, []],
    ["a schema imported from another module", `import { Input } from "./schemas.js";\n${mcp("Input")}`, []],
  ]);

  it("reports the callee that the suggestions rewrite", () => {
    const { analysis, sourceCode } = analyze(mcp("{ dry_run: z.coerce.boolean(), limit: z.coerce.number() }"));
    const problems = analysis.paramProblems([]);
    expect(
      problems.map((problem) => ("callee" in problem ? [problem.kind, sourceCode.getText(problem.callee)] : null)),
    ).toEqual([
      ["coerceBoolean", "z.coerce.boolean"],
      ["coerceNumber", "z.coerce.number"],
    ]);
  });

  it("names the zod kind of z.any() and z.unknown()", () => {
    const { analysis } = analyze(mcp("{ a: z.any(), b: z.unknown() }"));
    expect(analysis.paramProblems([]).map((problem) => ("zodKind" in problem ? problem.zodKind : null))).toEqual(["any", "unknown"]);
  });

  // `x.array()` is an array of `x`, as `z.array(x)` is: the field is checked by its elements.
  check([
    ["a flag-named list of strings written z.string().array()", mcp("{ include_fields: z.string().array() }"), []],
    ["a flag-named list of strings written z.string().array().optional()", mcp("{ force: z.string().array().optional() }"), []],
    ["z.any().array() is reported once, for its elements", mcp("{ tags: z.any().array() }"), [["anyType", "tags[]", "z.any()"]]],
    ["z.array(z.any()) is reported the same way", mcp("{ tags: z.array(z.any()) }"), [["anyType", "tags[]", "z.any()"]]],
    [
      "elements with steps of their own",
      mcp("{ flags: z.coerce.boolean().optional().array(), n: z.array(z.coerce.number().int()) }"),
      [
        ["coerceBoolean", "flags[]", "z.coerce.boolean()"],
        ["coerceNumber", "n[]", "z.coerce.number()"],
      ],
    ],
    [
      "arrays of arrays, in either form",
      mcp("{ a: z.any().array().array(), b: z.array(z.array(z.unknown())), c: z.array(z.any().array()) }"),
      [
        ["anyType", "a[][]", "z.any()"],
        ["anyType", "b[][]", "z.unknown()"],
        ["anyType", "c[][]", "z.any()"],
      ],
    ],
    [
      "objects inside arrays written z.object(…).array()",
      mcp("{ rows: z.object({ force: z.coerce.boolean(), is_draft: z.string() }).array() }"),
      [
        ["coerceBoolean", "rows[].force", "z.coerce.boolean()"],
        ["flagTypedString", "rows[].is_draft", "z.string()"],
      ],
    ],
  ]);

  // The function forms `z.optional(…)`, `z.nullable(…)`, `z.nullish(…)` (the only forms zod/mini
  // has) are read through to what they wrap.
  it.each<[string, Found[]]>([
    ["{ dry_run: z.optional(z.coerce.boolean()) }", [["coerceBoolean", "dry_run", "z.coerce.boolean()"]]],
    ["{ payload: z.nullable(z.any()) }", [["anyType", "payload", "z.any()"]]],
    ["{ force: z.optional(z.string()) }", [["flagTypedString", "force", "z.string()"]]],
    ["{ limit: z.nullish(z.coerce.number().int()) }", [["coerceNumber", "limit", "z.coerce.number()"]]],
    ["{ force: z.optional(z.nullable(z.string())).describe('Force') }", [["flagTypedString", "force", "z.string()"]]],
    ["{ tags: z.optional(z.array(z.any())) }", [["anyType", "tags[]", "z.any()"]]],
    ["{ tags: z.optional(z.any().array()) }", [["anyType", "tags[]", "z.any()"]]],
    ["{ include_fields: z.optional(z.string().array()) }", []],
    ["{ filter: z.optional(z.object({ verbose: z.string() })) }", [["flagTypedString", "filter.verbose", "z.string()"]]],
    ["{ dry_run: z.optional(z.boolean()), force: z.nullable(z.enum(['yes', 'no'])) }", []],
  ])("sees through the wrapper in %s", (shape, expected) => {
    expect(problemsIn(mcp(shape))).toEqual(expected);
  });

  it("sees through the wrapper to a shared const schema", () => {
    expect(problemsIn(`const Flag = z.coerce.boolean();\n${mcp("{ dry_run: z.optional(Flag) }")}`)).toEqual([
      ["coerceBoolean", "dry_run", "z.coerce.boolean()"],
    ]);
  });

  it("sees through the wrapper with zod/mini", () => {
    expect(problemsIn(`import * as z from "zod/mini";\n${mcp("{ dry_run: z.optional(z.coerce.boolean()), payload: z.nullable(z.any()) }")}`)).toEqual([
      ["coerceBoolean", "dry_run", "z.coerce.boolean()"],
      ["anyType", "payload", "z.any()"],
    ]);
  });
});

describe("flag-name patterns", () => {
  const code = openai('{ notify_team: { type: "string" }, mode: { type: "string" } }');

  it("only the built-in flag names without patterns", () => {
    expect(problemsIn(code)).toEqual([]);
  });

  it("extra patterns mark more names as flags", () => {
    expect(problemsIn(code, [/^notify_/u])).toEqual([["flagTypedString", "notify_team", '"string"']]);
  });

  it("patterns apply to zod fields too, by their own key", () => {
    expect(problemsIn(mcp("{ filter: z.object({ notify_team: z.string() }) }"), [/^notify_team$/u])).toEqual([
      ["flagTypedString", "filter.notify_team", "z.string()"],
    ]);
  });
});

describe("findParamProblems on schemas given directly", () => {
  it("checks a schema by its declared kind, whether or not a tool uses it", () => {
    const { sourceCode, node } = analyze(`const json = { type: "object", properties: { page: {} } };
const shape = { payload: z.any() };`);
    const json = (node("json").parent as TSESTree.VariableDeclarator).init!;
    const shape = (node("shape").parent as TSESTree.VariableDeclarator).init!;
    const zod = new ZodReader(new ToolDataFlow(sourceCode));
    const text = (found: TSESTree.Node): string => sourceCode.getText(found);
    expect(describeProblems(findParamProblems([{ node: json, kind: "json" }], zod, [], null), text)).toEqual([
      ["missingType", "page", "page"],
    ]);
    expect(describeProblems(findParamProblems([{ node: shape, kind: "zod" }], zod, [], null), text)).toEqual([
      ["anyType", "payload", "z.any()"],
    ]);
    // The wrong reader finds nothing: a JSON Schema has no zod fields, a zod shape no `properties`.
    expect(findParamProblems([{ node: json, kind: "zod" }, { node: shape, kind: "json" }], zod, [], null)).toEqual([]);
  });

  it("stops below 16 levels of nesting", () => {
    const nest = (depth: number): string =>
      depth === 0 ? "{ leaf: {} }" : `{ n: { type: "object", properties: ${nest(depth - 1)} } }`;
    const { sourceCode, node } = analyze(`const deep = { type: "object", properties: ${nest(20)} };`);
    const deep = (node("deep").parent as TSESTree.VariableDeclarator).init!;
    const zod = new ZodReader(new ToolDataFlow(sourceCode));
    expect(findParamProblems([{ node: deep, kind: "json" }], zod, [], null)).toEqual([]);
    const { sourceCode: shallowCode, node: shallowNode } = analyze(`const deep = { type: "object", properties: ${nest(3)} };`);
    const shallow = (shallowNode("deep").parent as TSESTree.VariableDeclarator).init!;
    expect(
      findParamProblems([{ node: shallow, kind: "json" }], new ZodReader(new ToolDataFlow(shallowCode)), [], null).map((p) => p.name),
    ).toEqual(["n.n.n.leaf"]);
  });
});

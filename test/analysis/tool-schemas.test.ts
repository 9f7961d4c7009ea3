/**
 * The registry of tool parameter schemas: every tool-definition form that declares one, with the
 * look-alikes that do not. Each row lists the schemas the file registers, as [kind, source text].
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";

import { ToolDataFlow } from "../../src/analysis/flow.js";
import { readSettings } from "../../src/analysis/settings.js";
import { scanSources } from "../../src/analysis/sources.js";
import { ToolSchemaRegistry } from "../../src/analysis/tool-schemas.js";
import { analyze } from "./harness.js";

type Entry = readonly ["json" | "zod", string];

/** The schemas that the source scan of `code` registers, in registration order. */
function registered(code: string): Entry[] {
  const { sourceCode } = analyze(code);
  const scan = scanSources(sourceCode, readSettings({}), new ToolDataFlow(sourceCode));
  return scan.schemas.map((schema) => [schema.kind, sourceCode.getText(schema.node)] as const);
}

function check(rows: ReadonlyArray<[string, string, Entry[]]>): void {
  it.each(rows)("%s", (_description, code, expected) => {
    expect(registered(code)).toEqual(expected);
  });
}

const QUERY_SCHEMA = '{ type: "object", properties: { q: { type: "string" } } }';

describe("JSON Schemas found by the shape of a tool definition", () => {
  check([
    [
      "OpenAI chat tool (the nested function object is the same schema, once)",
      `const tools = [{ type: "function", function: { name: "s", parameters: ${QUERY_SCHEMA} } }];`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "OpenAI Responses tool",
      `const tools = [{ type: "function", name: "s", parameters: ${QUERY_SCHEMA}, strict: false }];`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "OpenAI chat tool whose function object is a const",
      `const searchFn = { description: "Search", parameters: ${QUERY_SCHEMA} };
const tools = [{ type: "function", function: searchFn }];`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "OpenAI chat tool whose parameters are a const",
      `const parameters = ${QUERY_SCHEMA};
const tools = [{ type: "function", function: { name: "s", parameters } }];`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "one const schema shared by two tools is registered once",
      `const parameters = ${QUERY_SCHEMA};
const tools = [{ type: "function", function: { name: "a", parameters } }, { type: "function", function: { name: "b", parameters } }];`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "Anthropic input_schema",
      `await anthropic.messages.create({ model, max_tokens: 1024, messages, tools: [{ name: "s", description: "S", input_schema: ${QUERY_SCHEMA} }] });`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "MCP low-level tool list inputSchema",
      `server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "s", inputSchema: ${QUERY_SCHEMA} }] }));`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "Google functionDeclarations parameters",
      `const config = { tools: [{ functionDeclarations: [{ name: "s", parameters: ${QUERY_SCHEMA} }] }] };`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "Google functionDeclarations parametersJsonSchema",
      `const config = { tools: [{ functionDeclarations: [{ name: "s", parametersJsonSchema: ${QUERY_SCHEMA} }] }] };`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "LangChain tool with a JSON Schema (shape and recogniser agree, once)",
      `export const t = tool(async (input) => input.q, { name: "s", description: "S", schema: ${QUERY_SCHEMA} });`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "AI SDK jsonSchema({ … })",
      `const inputSchema = jsonSchema(${QUERY_SCHEMA});`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "jsonSchema called as a method",
      `const inputSchema = ai.jsonSchema(${QUERY_SCHEMA});`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "jsonSchema of a const",
      `const raw = ${QUERY_SCHEMA};
const inputSchema = jsonSchema(raw);`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "two tools in one list, in source order",
      `const tools = [{ name: "a", input_schema: { type: "object" } }, { name: "b", input_schema: { properties: {} } }];`,
      [
        ["json", '{ type: "object" }'],
        ["json", "{ properties: {} }"],
      ],
    ],
  ]);
});

describe("look-alikes that declare no tool schema", () => {
  check([
    ["a JSON Schema outside any tool", `const userSchema = ${QUERY_SCHEMA};\nvalidate(userSchema, input);`, []],
    ["{ name, parameters } of a route", `const route = { name: "users", parameters: [{ in: "query", name: "page" }] };`, []],
    ["a function tool without parameters", `const tools = [{ type: "function", function: { name: "ping" } }];`, []],
    [
      "a function tool with imported parameters",
      `import { parameters } from "./schemas.js";
const tools = [{ type: "function", function: { name: "s", parameters } }];`,
      [],
    ],
    ["an input_schema without a name", `const block = { description: "S", input_schema: ${QUERY_SCHEMA} };`, []],
    ["{ name, parameters } whose parameters are zod", `const def = { name: "s", parameters: z.object({ q: z.string() }) };`, []],
    ["another function named like jsonSchema", `const s = toJsonSchema(${QUERY_SCHEMA});`, []],
    ["zod outside any registration", `const Config = z.object({ debug: z.coerce.boolean(), extra: z.any() });`, []],
    ["MCP registerTool without an input schema", `server.registerTool("ping", { description: "Ping" }, async () => ({ content: [] }));`, []],
  ]);
});

describe("schemas handed to an SDK registration", () => {
  check([
    [
      "MCP registerTool raw shape",
      `server.registerTool("s", { inputSchema: { q: z.string() } }, async ({ q }) => use(q));`,
      [["zod", "{ q: z.string() }"]],
    ],
    [
      "MCP registerTool schema in a const: registered as written",
      `const Input = { q: z.string() };
server.registerTool("s", { inputSchema: Input }, async ({ q }) => use(q));`,
      [["zod", "Input"]],
    ],
    [
      "MCP registerTool with a JSON Schema literal is a JSON Schema",
      `server.registerTool("s", { inputSchema: ${QUERY_SCHEMA} }, async (args) => use(args.q));`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "MCP registerTool with a JSON Schema in a const: the literal is registered",
      `const Input = ${QUERY_SCHEMA};
server.registerTool("s", { inputSchema: Input }, async (args) => use(args.q));`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "MCP server.tool shape",
      `server.tool("push", "Push", { force: z.coerce.boolean() }, async ({ force }) => use(force));`,
      [["zod", "{ force: z.coerce.boolean() }"]],
    ],
    [
      "AI SDK tool",
      `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ q: z.string() }), execute: async ({ q }) => q });`,
      [["zod", "z.object({ q: z.string() })"]],
    ],
    [
      "Agents SDK tool with a JSON Schema (options and parameters seen once)",
      `import { tool } from "@openai/agents";
export const t = tool({ name: "s", description: "S", parameters: ${QUERY_SCHEMA}, execute: async (input) => input.q });`,
      [["json", QUERY_SCHEMA]],
    ],
    [
      "LangChain tool(fn, { schema })",
      `import { tool } from "@langchain/core/tools";
export const t = tool(async ({ q }) => q, { name: "s", description: "S", schema: z.object({ q: z.string() }) });`,
      [["zod", "z.object({ q: z.string() })"]],
    ],
    [
      "LangChain StructuredTool subclass",
      `import { StructuredTool } from "@langchain/core/tools";
export class Search extends StructuredTool {
  name = "s";
  schema = z.object({ q: z.string() });
  async _call(input) { return input.q; }
}`,
      [["zod", "z.object({ q: z.string() })"]],
    ],
    [
      "Mastra createTool",
      `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "s", description: "S", inputSchema: z.object({ q: z.string() }), execute: async (inputData) => inputData.q });`,
      [["zod", "z.object({ q: z.string() })"]],
    ],
    [
      "Anthropic betaZodTool",
      `import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
export const t = betaZodTool({ name: "s", description: "S", inputSchema: z.object({ q: z.string() }), run: async (args) => args.q });`,
      [["zod", "z.object({ q: z.string() })"]],
    ],
    [
      "OpenAI zodFunction",
      `import { zodFunction } from "openai/helpers/zod";
export const f = zodFunction({ name: "s", parameters: z.object({ q: z.string() }), function: (args) => args.q });`,
      [["zod", "z.object({ q: z.string() })"]],
    ],
    [
      "a tool definition apart from its registration",
      `export const searchTool = { name: "search", inputSchema: SearchInput, handler: async (args) => args.q };`,
      [["zod", "SearchInput"]],
    ],
    [
      "a tool definition with a JSON Schema in a const",
      `const schema = ${QUERY_SCHEMA};
export const searchTool = { name: "search", inputSchema: schema, handler: async (args) => args.q };`,
      [["json", QUERY_SCHEMA]],
    ],
  ]);

  it("AI SDK tool with jsonSchema(): the JSON Schema is registered, and the call is no zod schema", () => {
    const entries = registered(`import { jsonSchema, tool } from "ai";
export const t = tool({ inputSchema: jsonSchema(${QUERY_SCHEMA}), execute: async (input) => input.q });`);
    expect(entries).toEqual([["json", QUERY_SCHEMA]]);
  });

  it("AI SDK tool with ai.jsonSchema() in a const: only the JSON Schema is registered", () => {
    const entries = registered(`import * as ai from "ai";
const inputSchema = ai.jsonSchema(${QUERY_SCHEMA});
export const t = ai.tool({ inputSchema, execute: async (input) => input.q });`);
    expect(entries).toEqual([["json", QUERY_SCHEMA]]);
  });

  it("a file without tool words registers nothing", () => {
    expect(registered(`const userSchema = { type: "object", properties: { nickname: {} } };`)).toEqual([]);
  });
});

describe("ToolSchemaRegistry methods", () => {
  /** A registry over `code`, and a way to find nodes in it. */
  function setup(code: string) {
    const { sourceCode, node } = analyze(code);
    const registry = new ToolSchemaRegistry(new ToolDataFlow(sourceCode));
    const entries = () => registry.schemas.map((schema) => [schema.kind, sourceCode.getText(schema.node)]);
    return { registry, node, entries };
  }

  it("visitObject reads only the object it is given", () => {
    const { registry, node, entries } = setup(`const tools = [{ name: "a", input_schema: { type: "object" } }];`);
    registry.visitObject(node('{ type: "object" }') as TSESTree.ObjectExpression);
    expect(entries()).toEqual([]);
    registry.visitObject(node('{ name: "a", input_schema: { type: "object" } }') as TSESTree.ObjectExpression);
    expect(entries()).toEqual([["json", '{ type: "object" }']]);
  });

  it("visitCall registers jsonSchema(…) and nothing else", () => {
    const { registry, node, entries } = setup(`a(${QUERY_SCHEMA});\njsonSchema(${QUERY_SCHEMA});`);
    registry.visitCall(node(`a(${QUERY_SCHEMA})`) as TSESTree.CallExpression);
    expect(entries()).toEqual([]);
    registry.visitCall(node(`jsonSchema(${QUERY_SCHEMA})`) as TSESTree.CallExpression);
    expect(entries()).toEqual([["json", QUERY_SCHEMA]]);
  });

  it("addZod registers a node once, however often it is handed over", () => {
    const { registry, node, entries } = setup(`const Input = z.object({ q: z.string() });\nuse(Input, Input);`);
    registry.addZod(node("Input", 1));
    registry.addZod(node("Input", 1));
    registry.addZod(node("Input", 2));
    expect(entries()).toEqual([
      ["zod", "Input"],
      ["zod", "Input"],
    ]);
  });

  it("addZod resolves a const JSON Schema to its literal, registered once for every reference", () => {
    const { registry, node, entries } = setup(`const S = ${QUERY_SCHEMA};\nuse(S, S);`);
    registry.addZod(node("S", 1));
    registry.addZod(node("S", 2));
    expect(entries()).toEqual([["json", QUERY_SCHEMA]]);
  });
});

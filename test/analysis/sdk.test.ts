/**
 * Agent SDK sources: for each SDK, where its tool data enters user code (source label and field
 * path), what the SDK validated before the handler runs (the source's declared shape, and what the
 * truthiness check concludes), and how the factory is recognised (by import, or by shape in a file
 * that imports no SDK module).
 */
import { describe, expect, it } from "vitest";

import { formatPath } from "../../src/analysis/flow.js";
import type { KnownShape } from "../../src/analysis/shape.js";
import { analyze } from "./harness.js";

interface Expected {
  readonly label: string;
  readonly path: string;
}

type Target = string | readonly [string, number];

function valueAt(code: string, target: Target) {
  const { analysis, node } = analyze(code);
  const [text, index] = typeof target === "string" ? [target, 0] : target;
  return analysis.valueOf(node(text, index));
}

/** The source (every SDK source holds the model's arguments) and path of an expression. */
function sourceOf(code: string, target: Target): Expected | null {
  const value = valueAt(code, target);
  if (!value) return null;
  expect(value.source.kind).toBe("arguments");
  return { label: value.source.label, path: formatPath(value.path) };
}

/** [description, code, expression, expected source or null] */
type SourceRow = [string, string, Target, Expected | null];

function checkSources(rows: readonly SourceRow[]): void {
  it.each(rows)("%s", (_description, code, target, expected) => {
    expect(sourceOf(code, target)).toEqual(expected);
  });
}

/** [description, code, expression, the shape its source declares (`undefined`: not validated)] */
type ShapeRow = [string, string, Target, KnownShape | undefined];

function checkShapes(rows: readonly ShapeRow[]): void {
  it.each(rows)("%s", (_description, code, target, expected) => {
    const value = valueAt(code, target);
    if (!value) throw new Error(`not tool data in:\n${code}`);
    expect(value.source.shape).toEqual(expected);
  });
}

/** Tool values the file tests for truthiness, as [text, hazard]. */
function truthyUses(code: string): Array<[string, string]> {
  const { analysis, sourceCode } = analyze(code);
  return analysis.truthyUses().map((use) => [sourceCode.getText(use.node), use.hazard]);
}

const AI = "AI SDK tool input";
const AGENTS = "Agents SDK tool input";
const LANGCHAIN = "LangChain tool input";
const MASTRA = "Mastra tool input";
const ANTHROPIC = "Anthropic tool input";
const OPENAI = "OpenAI tool arguments";
const OPAQUE: KnownShape = { type: "object", opaque: true };
const FORCE_BOOLEAN: KnownShape = { type: "object", properties: { force: { type: "boolean" } } };

describe("AI SDK", () => {
  checkSources([
    [
      "tool({ inputSchema, execute }) imported from ai",
      `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "tool imported under another name",
      `import { tool as defineTool } from "ai";
export const t = defineTool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "tool through a namespace import",
      `import * as ai from "ai";
export const t = ai.tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "destructured execute parameter",
      `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => use(city) });`,
      ["city", 3],
      { label: AI, path: "city" },
    ],
    [
      "v4 parameters",
      `import { tool } from "ai";
export const t = tool({ parameters: z.object({ city: z.string() }), execute: async (args) => use(args.city) });`,
      "args.city",
      { label: AI, path: "city" },
    ],
    [
      "dynamicTool with an execute method",
      `import { dynamicTool, jsonSchema } from "ai";
export const t = dynamicTool({ inputSchema: jsonSchema({ type: "object" }), async execute(input) { return use(input.city); } });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "execute given by name; options in a const",
      `import { tool } from "ai";
async function run(input) { return use(input.city); }
const options = { inputSchema: z.object({ city: z.string() }), execute: run };
export const t = tool(options);`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "@ai-sdk/provider-utils tool",
      `import { tool } from "@ai-sdk/provider-utils";
export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "required from ai (CommonJS)",
      `/* global require, exports */
const { tool } = require("ai");
exports.t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "the second execute parameter is the call options, not input",
      `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input, options) => use(options.toolCallId) });`,
      "options.toolCallId",
      null,
    ],
    [
      "by shape without an SDK import: inputSchema",
      `export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "by shape: parameters without a name",
      `export const t = tool({ parameters: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "by shape: a tool imported from a local module",
      `import { tool } from "./lib/tool.js";
export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "by shape: dynamicTool",
      `export const t = dynamicTool({ inputSchema: s, execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "not a source: a tool() of this file",
      `function tool(options) { return options; }
export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      null,
    ],
    [
      "not a source: tool() from an unrelated module, with no schema",
      `import { tool } from "./lib/tool.js";
export const t = tool({ description: "Ping", execute: async (input) => use(input.city) });`,
      "input.city",
      null,
    ],
    [
      "not a source: tool() from an unrelated module under another name, with no schema",
      `import { tool as defineTool } from "./lib/tool.js";
export const t = defineTool({ description: "Ping", execute: async (input) => use(input.city) });`,
      "input.city",
      null,
    ],
    [
      "not the AI SDK's: in a file that imports ai, tool() from another module under another name is a definition told by its shape",
      `import { generateText } from "ai";
import { tool as defineTool } from "./lib/tool.js";
export const t = defineTool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: "tool handler arguments", path: "city" },
    ],
    [
      "not a source: in a file that imports ai, a tool() from another module whose handler reads a field the schema lacks",
      `import { generateText } from "ai";
import { tool } from "./lib/tool.js";
export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city, input.region) });`,
      "input.city",
      null,
    ],
    [
      "by shape: the string \"ai\" that is not a module name does not turn the fallback off",
      `const provider = "ai";
export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city, provider) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
    [
      "by shape: a type-only import from ai does not turn the fallback off",
      `import type { ToolSet } from "ai";
import { tool } from "./lib/tool.js";
export const t = tool({ inputSchema: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AI, path: "city" },
    ],
  ]);

  checkShapes([
    [
      "zod inputSchema: its shape",
      `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ force: z.boolean() }), execute: async (input) => use(input.force) });`,
      "input.force",
      FORCE_BOOLEAN,
    ],
    [
      "zodSchema(z.object(…)): its shape",
      `import { tool, zodSchema } from "ai";
export const t = tool({ inputSchema: zodSchema(z.object({ force: z.boolean() })), execute: async (input) => use(input.force) });`,
      "input.force",
      FORCE_BOOLEAN,
    ],
    [
      "jsonSchema() without validate: not validated",
      `import { jsonSchema, tool } from "ai";
export const t = tool({ inputSchema: jsonSchema({ type: "object", properties: { force: { type: "boolean" } } }), execute: async (input) => use(input.force) });`,
      "input.force",
      undefined,
    ],
    [
      "jsonSchema() in a const, without validate: not validated",
      `import { jsonSchema, tool } from "ai";
const schema = jsonSchema({ type: "object" });
export const t = tool({ inputSchema: schema, execute: async (input) => use(input.force) });`,
      "input.force",
      undefined,
    ],
    [
      "jsonSchema() with validate: validated against types unknown here",
      `import { jsonSchema, tool } from "ai";
export const t = tool({ inputSchema: jsonSchema({ type: "object" }, { validate: check }), execute: async (input) => use(input.force) });`,
      "input.force",
      OPAQUE,
    ],
    [
      "an imported schema: validated against types unknown here",
      `import { tool } from "ai";
import { Input } from "./schemas.js";
export const t = tool({ inputSchema: Input, execute: async (input) => use(input.force) });`,
      "input.force",
      OPAQUE,
    ],
    [
      "no schema at all: not validated",
      `import { tool } from "ai";
export const t = tool({ execute: async (input) => use(input.force) });`,
      "input.force",
      undefined,
    ],
  ]);

  // `jsonSchema` is recognised as a member of a namespace import too, not only as a bare identifier.
  it("ai.jsonSchema() without validate, through a namespace import, is not validated", () => {
    const value = valueAt(
      `import * as ai from "ai";
export const t = ai.tool({ inputSchema: ai.jsonSchema({ type: "object" }), execute: async (input) => use(input.force) });`,
      "input.force",
    );
    expect(value?.source.label).toBe(AI);
    expect(value?.source.shape).toBeUndefined();
  });

  // Only an import (or require) of an SDK module turns the shape fallback off, not any string that
  // starts with a module name (`"airport lookup"` is no import of `ai`).
  it("a string that merely starts with the letters ai does not turn the fallback off", () => {
    expect(
      sourceOf(
        `export const t = tool({ description: "airport lookup", inputSchema: z.object({ code: z.string() }), execute: async (input) => use(input.code) });`,
        "input.code",
      ),
    ).toEqual({ label: AI, path: "code" });
  });
});

describe("AI SDK tool calls", () => {
  const DYNAMIC = "AI SDK dynamic tool call input";
  checkSources([
    [
      "input of a dynamic call in a for…of over toolCalls",
      `const { toolCalls } = await generateText({ model, tools, prompt });
for (const call of toolCalls) {
  if (call.dynamic) use(call.input.force);
}`,
      "call.input.force",
      { label: DYNAMIC, path: "force" },
    ],
    [
      "input of an invalid call, tested with &&",
      `for (const call of result.toolCalls) {
  if (call.invalid && call.input.force) run();
}`,
      "call.input.force",
      { label: DYNAMIC, path: "force" },
    ],
    [
      "early continue on static calls",
      `for (const call of result.toolCalls) {
  if (!call.dynamic) continue;
  use(call.input.force);
}`,
      "call.input.force",
      { label: DYNAMIC, path: "force" },
    ],
    [
      "v4 args, in a forEach callback",
      `result.toolCalls.forEach((call) => {
  if (call.dynamic) use(call.args.force);
});`,
      "call.args.force",
      { label: DYNAMIC, path: "force" },
    ],
    [
      "an indexed element",
      `const call = result.toolCalls[0];
if (call.dynamic) use(call.input.force);`,
      "call.input.force",
      { label: DYNAMIC, path: "force" },
    ],
    [
      "not a source: a static call's input (validated)",
      `for (const call of result.toolCalls) {
  use(call.input.force);
}`,
      "call.input.force",
      null,
    ],
    [
      "not a source: where the call is known static",
      `for (const call of result.toolCalls) {
  if (call.dynamic) return;
  else use(call.input.force);
}`,
      "call.input.force",
      null,
    ],
    [
      "not a source: a dynamic test on something other than toolCalls",
      `for (const call of pendingCalls) {
  if (call.dynamic) use(call.input.force);
}`,
      "call.input.force",
      null,
    ],
  ]);
});

describe("OpenAI Agents SDK", () => {
  checkSources([
    [
      "tool({ name, parameters, execute }) imported from @openai/agents",
      `import { tool } from "@openai/agents";
export const t = tool({ name: "w", description: "W", parameters: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AGENTS, path: "city" },
    ],
    [
      "@openai/agents-core",
      `import { tool } from "@openai/agents-core";
export const t = tool({ name: "w", description: "W", parameters: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AGENTS, path: "city" },
    ],
    [
      "by shape: parameters with a name",
      `export const t = tool({ name: "w", description: "W", parameters: z.object({ city: z.string() }), execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AGENTS, path: "city" },
    ],
    [
      "the options object is not also a separate tool definition",
      `import { tool } from "@openai/agents";
export const t = tool({ name: "w", parameters: { type: "object", properties: {} }, execute: async (input) => use(input.city) });`,
      "input.city",
      { label: AGENTS, path: "city" },
    ],
  ]);

  checkShapes([
    [
      "zod parameters: their shape",
      `import { tool } from "@openai/agents";
export const t = tool({ name: "w", description: "W", parameters: z.object({ force: z.boolean() }), execute: async (input) => use(input.force) });`,
      "input.force",
      FORCE_BOOLEAN,
    ],
    [
      "JSON Schema parameters: only JSON.parse, not validated",
      `import { tool } from "@openai/agents";
export const t = tool({ name: "w", description: "W", parameters: { type: "object", properties: { force: { type: "boolean" } } }, strict: true, execute: async (input) => use(input.force) });`,
      "input.force",
      undefined,
    ],
  ]);

  // A JSON Schema held in a const is a JSON Schema too, not a zod raw shape with fields `type` and
  // `properties`.
  it("a JSON Schema in a const: not validated", () => {
    const value = valueAt(
      `import { tool } from "@openai/agents";
const parameters = { type: "object", properties: { force: { type: "boolean" } } };
export const t = tool({ name: "w", description: "W", parameters, execute: async (input) => use(input.force) });`,
      "input.force",
    );
    expect(value?.source.label).toBe(AGENTS);
    expect(value?.source.shape).toBeUndefined();
  });
});

describe("LangChain", () => {
  checkSources([
    [
      "tool(fn, { schema }) imported from @langchain/core/tools",
      `import { tool } from "@langchain/core/tools";
export const t = tool(async (input) => use(input.query), { name: "s", description: "S", schema: z.object({ query: z.string() }) });`,
      "input.query",
      { label: LANGCHAIN, path: "query" },
    ],
    [
      "tool(fn, …) with a handler declared by name",
      `import { tool } from "@langchain/core/tools";
const search = async (input) => use(input.query);
export const t = tool(search, { name: "s", description: "S", schema: z.object({ query: z.string() }) });`,
      "input.query",
      { label: LANGCHAIN, path: "query" },
    ],
    [
      "langchain/tools",
      `import { tool } from "langchain/tools";
export const t = tool(async (input) => use(input.query), { name: "s", schema: z.object({ query: z.string() }) });`,
      "input.query",
      { label: LANGCHAIN, path: "query" },
    ],
    [
      "new DynamicStructuredTool({ schema, func })",
      `import { DynamicStructuredTool } from "@langchain/core/tools";
export const t = new DynamicStructuredTool({ name: "s", description: "S", schema: z.object({ query: z.string() }), func: async ({ query }) => use(query) });`,
      ["query", 3],
      { label: LANGCHAIN, path: "query" },
    ],
    [
      "new DynamicTool({ func }): the whole input string",
      `import { DynamicTool } from "@langchain/core/tools";
export const t = new DynamicTool({ name: "s", description: "S", func: async (input) => use(input) });`,
      ["input", 1],
      { label: LANGCHAIN, path: "" },
    ],
    [
      "StructuredTool subclass _call",
      `import { StructuredTool } from "@langchain/core/tools";
export class Search extends StructuredTool {
  name = "s";
  schema = z.object({ query: z.string() });
  async _call(input) { return use(input.query); }
}`,
      "input.query",
      { label: LANGCHAIN, path: "query" },
    ],
    [
      "by shape: tool(inline fn, options)",
      `export const t = tool(async (input) => use(input.query), { name: "s", schema: z.object({ query: z.string() }) });`,
      "input.query",
      { label: LANGCHAIN, path: "query" },
    ],
    [
      "by shape: new DynamicStructuredTool",
      `export const t = new DynamicStructuredTool({ name: "s", schema: z.object({ query: z.string() }), func: async (input) => use(input.query) });`,
      "input.query",
      { label: LANGCHAIN, path: "query" },
    ],
    [
      "by shape: a class extending StructuredTool",
      `export class Search extends StructuredTool {
  schema = z.object({ query: z.string() });
  async _call(input) { return use(input.query); }
}`,
      "input.query",
      { label: LANGCHAIN, path: "query" },
    ],
    [
      "not a source: a class extending another base",
      `import { StructuredTool } from "@langchain/core/tools";
export class Search extends BaseTool {
  schema = z.object({ query: z.string() });
  async _call(input) { return use(input.query); }
}`,
      "input.query",
      null,
    ],
    [
      "not a source: a method other than _call",
      `import { StructuredTool } from "@langchain/core/tools";
export class Search extends StructuredTool {
  schema = z.object({ query: z.string() });
  async format(input) { return use(input.query); }
}`,
      "input.query",
      null,
    ],
    [
      "aiMsg.tool_calls[i].args",
      `for (const toolCall of aiMsg.tool_calls ?? []) use(toolCall.args.query);`,
      "toolCall.args.query",
      { label: "LangChain tool call arguments", path: "query" },
    ],
    [
      "destructured tool_calls",
      `const { tool_calls } = aiMsg;
use(tool_calls[0].args.query);`,
      "tool_calls[0].args.query",
      { label: "LangChain tool call arguments", path: "query" },
    ],
    [
      "not a source: other fields of a tool call",
      `for (const toolCall of aiMsg.tool_calls ?? []) use(toolCall.id);`,
      "toolCall.id",
      null,
    ],
  ]);

  checkShapes([
    [
      "zod schema: its shape",
      `import { tool } from "@langchain/core/tools";
export const t = tool(async (input) => use(input.force), { name: "s", schema: z.object({ force: z.boolean() }) });`,
      "input.force",
      FORCE_BOOLEAN,
    ],
    [
      "a JSON Schema is validated too: its shape",
      `import { tool } from "@langchain/core/tools";
export const t = tool(async (input) => use(input.force), { name: "s", schema: { type: "object", properties: { force: { type: "boolean" } } } });`,
      "input.force",
      FORCE_BOOLEAN,
    ],
    [
      "a JSON Schema in a const",
      `import { DynamicStructuredTool } from "@langchain/core/tools";
const schema = { type: "object", properties: { force: { type: "boolean" } } };
export const t = new DynamicStructuredTool({ name: "s", schema, func: async (input) => use(input.force) });`,
      "input.force",
      FORCE_BOOLEAN,
    ],
    [
      "StructuredTool without a readable schema: validated against types unknown here",
      `import { StructuredTool } from "@langchain/core/tools";
import { Input } from "./schemas.js";
export class Search extends StructuredTool {
  schema = Input;
  async _call(input) { return use(input.force); }
}`,
      "input.force",
      OPAQUE,
    ],
    [
      "tool_calls args: not validated",
      `for (const toolCall of aiMsg.tool_calls ?? []) use(toolCall.args.force);`,
      "toolCall.args.force",
      undefined,
    ],
  ]);

  // The shape fallback takes `tool(fn, options)` for LangChain with `fn` declared by name too, when
  // the options have a `schema`.
  it("by shape: tool(fn, options) with a handler declared by name", () => {
    expect(
      sourceOf(
        `const search = async (input) => use(input.query);
export const t = tool(search, { name: "s", schema: z.object({ query: z.string() }) });`,
        "input.query",
      ),
    ).toEqual({ label: LANGCHAIN, path: "query" });
  });

  checkSources([
    [
      "by shape: tool(fn, options) with a function declaration and the options in a const",
      `async function search(input) { return use(input.query); }
const options = { name: "s", schema: Input };
export const t = tool(search, options);`,
      "input.query",
      { label: LANGCHAIN, path: "query" },
    ],
    [
      "not a source: tool(fn, options) with a handler declared by name and no schema",
      `const search = async (input) => use(input.query);
export const t = tool(search, { name: "s" });`,
      "input.query",
      null,
    ],
    [
      "not a source: tool(fn) with a handler declared by name and no options",
      `const search = async (input) => use(input.query);
export const t = tool(search);`,
      "input.query",
      null,
    ],
  ]);
});

describe("Mastra", () => {
  checkSources([
    [
      "1.x execute(inputData)",
      `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "w", description: "W", inputSchema: z.object({ city: z.string() }), execute: async (inputData) => use(inputData.city) });`,
      "inputData.city",
      { label: MASTRA, path: "city" },
    ],
    [
      "0.x execute({ context })",
      `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "w", description: "W", inputSchema: z.object({ city: z.string() }), execute: async ({ context }) => use(context.city) });`,
      "context.city",
      { label: MASTRA, path: "city" },
    ],
    [
      "0.x execute(params) read through params.context",
      `import { createTool } from "@mastra/core";
export const t = createTool({ id: "w", description: "W", inputSchema: z.object({ city: z.string() }), execute: async (params) => use(params.context.city) });`,
      "params.context.city",
      { label: MASTRA, path: "city" },
    ],
    [
      "0.x: runtimeContext is not the input",
      `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "w", inputSchema: z.object({ city: z.string() }), execute: async ({ context, runtimeContext }) => use(runtimeContext.get("k")) });`,
      "runtimeContext.get",
      null,
    ],
    [
      "by shape: createTool",
      `export const t = createTool({ id: "w", inputSchema: z.object({ city: z.string() }), execute: async (inputData) => use(inputData.city) });`,
      "inputData.city",
      { label: MASTRA, path: "city" },
    ],
  ]);

  checkShapes([
    [
      "inputSchema: its shape",
      `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "w", inputSchema: z.object({ force: z.boolean() }), execute: async ({ context }) => use(context.force) });`,
      "context.force",
      FORCE_BOOLEAN,
    ],
    [
      "no inputSchema: not validated",
      `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "w", description: "W", execute: async (inputData) => use(inputData.force) });`,
      "inputData.force",
      undefined,
    ],
  ]);
});

describe("Anthropic", () => {
  const TOOL_USE = "Anthropic tool_use input";
  checkSources([
    [
      "betaZodTool run(args)",
      `import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
export const t = betaZodTool({ name: "e", description: "E", inputSchema: z.object({ city: z.string() }), run: async (args) => use(args.city) });`,
      "args.city",
      { label: ANTHROPIC, path: "city" },
    ],
    [
      "betaTool run(args)",
      `import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";
export const t = betaTool({ name: "e", description: "E", inputSchema: { type: "object" }, run: async (args) => use(args.city) });`,
      "args.city",
      { label: ANTHROPIC, path: "city" },
    ],
    [
      "by shape: betaZodTool",
      `export const t = betaZodTool({ name: "e", inputSchema: z.object({ city: z.string() }), run: async (args) => use(args.city) });`,
      "args.city",
      { label: ANTHROPIC, path: "city" },
    ],
    [
      "tool_use block input, under an if",
      `for (const block of message.content) {
  if (block.type === "tool_use") use(block.input.city);
}`,
      "block.input.city",
      { label: TOOL_USE, path: "city" },
    ],
    [
      "tool_use block input, literal first",
      `for (const block of message.content) {
  if ("tool_use" == block.type) use(block.input.city);
}`,
      "block.input.city",
      { label: TOOL_USE, path: "city" },
    ],
    [
      "tool_use block input, after an early continue",
      `for (const block of message.content) {
  if (block.type !== "tool_use") continue;
  use(block.input.city);
}`,
      "block.input.city",
      { label: TOOL_USE, path: "city" },
    ],
    [
      "tool_use block input, in a switch case",
      `for (const block of message.content) {
  switch (block.type) {
    case "text": break;
    case "tool_use": use(block.input.city); break;
  }
}`,
      "block.input.city",
      { label: TOOL_USE, path: "city" },
    ],
    [
      "tool_use block input, in a && chain",
      `for (const block of message.content) {
  if (block.type === "tool_use" && block.name === "w" && block.input.city) run();
}`,
      "block.input.city",
      { label: TOOL_USE, path: "city" },
    ],
    [
      "not a source: block.input without a tool_use test",
      `for (const block of message.content) use(block.input.city);`,
      "block.input.city",
      null,
    ],
    [
      "not a source: another type",
      `for (const block of message.content) {
  if (block.type === "text") use(block.input.city);
}`,
      "block.input.city",
      null,
    ],
    [
      "not a source: the test is about another block",
      `for (const block of message.content) {
  if (first.type === "tool_use") use(block.input.city);
}`,
      "block.input.city",
      null,
    ],
    [
      "not a source: where the block is known not to be tool_use",
      `for (const block of message.content) {
  if (block.type === "tool_use") run(); else use(block.input.city);
}`,
      "block.input.city",
      null,
    ],
  ]);

  checkShapes([
    [
      "betaZodTool: its shape",
      `import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
export const t = betaZodTool({ name: "e", inputSchema: z.object({ force: z.boolean() }), run: async (args) => use(args.force) });`,
      "args.force",
      FORCE_BOOLEAN,
    ],
    [
      "betaTool parses with the identity: not validated",
      `import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";
export const t = betaTool({ name: "e", inputSchema: { type: "object", properties: { force: { type: "boolean" } } }, run: async (args) => use(args.force) });`,
      "args.force",
      undefined,
    ],
  ]);

  it("one source per gated block and field: the gate and the use read the same value", () => {
    const { analysis, node } = analyze(`for (const block of message.content) {
  if (block.type === "tool_use" && typeof block.input.force === "boolean" && block.input.force) run();
}`);
    const gate = analysis.valueOf(node("block.input.force", 0));
    const use = analysis.valueOf(node("block.input.force", 1));
    expect(gate?.source.label).toBe(TOOL_USE);
    expect(use?.key).toBe(gate?.key);
  });
});

describe("Google GenAI", () => {
  const GOOGLE = "Google function call arguments";
  checkSources([
    [
      "response.functionCalls[i].args",
      `for (const fc of response.functionCalls ?? []) use(fc.args.city);`,
      "fc.args.city",
      { label: GOOGLE, path: "city" },
    ],
    [
      "destructured functionCalls",
      `const { functionCalls } = response;
functionCalls?.forEach((call) => use(call.args.city));`,
      "call.args.city",
      { label: GOOGLE, path: "city" },
    ],
    [
      "part.functionCall.args",
      `for (const part of response.candidates[0].content.parts) use(part.functionCall.args.city);`,
      "part.functionCall.args.city",
      { label: GOOGLE, path: "city" },
    ],
    [
      "the name of a call is the tool name, not an argument",
      `for (const fc of response.functionCalls ?? []) use(fc.name);`,
      "fc.name",
      { label: "tool name", path: "" },
    ],
    [
      "not a source: functionCalls being written",
      `state.functionCalls = [];
use(state.functionCalls);`,
      ["state.functionCalls", 0],
      null,
    ],
  ]);
});

describe("OpenAI runTools and zodFunction", () => {
  checkSources([
    [
      "runTools function without parse: the raw argument string",
      `await client.chat.completions.runTools({ model, messages, tools: [{ type: "function", function: { name: "e", parameters: {}, function: (args) => use(args) } }] });`,
      ["args", 1],
      { label: OPENAI, path: "" },
    ],
    [
      "runTools tool in a const, function given by name",
      `function search(args) { return use(args.query); }
const searchTool = { type: "function", function: { name: "s", parameters: {}, parse: JSON.parse, function: search } };
await client.beta.chat.completions.runTools({ model, messages, tools: [searchTool] });`,
      "args.query",
      { label: OPENAI, path: "query" },
    ],
    [
      "zodFunction({ function })",
      `import { zodFunction } from "openai/helpers/zod";
export const f = zodFunction({ name: "s", parameters: z.object({ query: z.string() }), function: (args) => use(args.query) });`,
      "args.query",
      { label: OPENAI, path: "query" },
    ],
    [
      "by shape: zodFunction",
      `export const f = zodFunction({ name: "s", parameters: z.object({ query: z.string() }), function: (args) => use(args.query) });`,
      "args.query",
      { label: OPENAI, path: "query" },
    ],
    [
      "not a source: a tools list of another call",
      `await client.chat.completions.create({ model, messages, tools: [{ type: "function", function: { name: "e", parameters: {}, function: (args) => use(args.query) } }] });`,
      "args.query",
      null,
    ],
  ]);

  checkShapes([
    [
      "parse: Schema.parse: its shape",
      `const Args = z.object({ force: z.boolean() });
await client.chat.completions.runTools({ model, messages, tools: [{ type: "function", function: { name: "e", parameters: {}, parse: Args.parse, function: (args) => use(args.force) } }] });`,
      "args.force",
      FORCE_BOOLEAN,
    ],
    [
      "parse: JSON.parse: not validated",
      `await client.chat.completions.runTools({ model, messages, tools: [{ type: "function", function: { name: "e", parameters: {}, parse: JSON.parse, function: (args) => use(args.force) } }] });`,
      "args.force",
      undefined,
    ],
    [
      "zodFunction: its shape",
      `import { zodFunction } from "openai/helpers/zod";
export const f = zodFunction({ name: "s", parameters: z.object({ force: z.boolean() }), function: (args) => use(args.force) });`,
      "args.force",
      FORCE_BOOLEAN,
    ],
  ]);
});

describe("tool definitions apart from their registration", () => {
  const HANDLER = "tool handler arguments";
  checkSources([
    [
      "{ name, inputSchema, handler }",
      `export const searchTool = { name: "search", inputSchema: SearchInput, handler: async (args) => use(args.query) };`,
      "args.query",
      { label: HANDLER, path: "query" },
    ],
    [
      "{ name, parameters, execute() }",
      `export const searchTool = { name: "search", parameters: Input, async execute(args) { return use(args.query); } };`,
      "args.query",
      { label: HANDLER, path: "query" },
    ],
    [
      "{ name, parameters, run } with run by name",
      `async function run(args) { return use(args.query); }
export const searchTool = { name: "search", parameters: Input, run };`,
      "args.query",
      { label: HANDLER, path: "query" },
    ],
    [
      "not a source: no schema",
      `export const searchTool = { name: "search", description: "Search", execute: async (args) => use(args.query) };`,
      "args.query",
      null,
    ],
    [
      "not a source: no name",
      `export const searchTool = { description: "Search", inputSchema: Input, handler: async (args) => use(args.query) };`,
      "args.query",
      null,
    ],
    [
      "not a source: a handler key the definitions do not use",
      `export const searchTool = { name: "search", inputSchema: Input, render: async (args) => use(args.query) };`,
      "args.query",
      null,
    ],
    [
      "{ name, schema, func } in a file with no other tool words",
      `export const searchTool = { name: "search", schema: Input, func: async (args) => use(args.query) };`,
      "args.query",
      { label: HANDLER, path: "query" },
    ],
    [
      "not a source: { schema, run } without a name",
      `export const job = { schema: Input, run: async (args) => use(args.query), retries: 3 };`,
      "args.query",
      null,
    ],
  ]);

  checkShapes([
    [
      "a zod schema: its shape",
      `export const t = { name: "t", inputSchema: z.object({ force: z.boolean() }), handler: async (args) => use(args.force) };`,
      "args.force",
      FORCE_BOOLEAN,
    ],
    [
      "a schema this file cannot read: validated against types unknown here",
      `import { Input } from "./schemas.js";
export const t = { name: "t", inputSchema: Input, handler: async (args) => use(args.force) };`,
      "args.force",
      OPAQUE,
    ],
    [
      "a JSON Schema literal (a low-level server): not validated",
      `export const t = { name: "t", inputSchema: { type: "object", properties: { force: { type: "boolean" } } }, handler: async (args) => use(args.force) };`,
      "args.force",
      undefined,
    ],
    [
      "zodToJsonSchema(…): not validated",
      `export const t = { name: "t", inputSchema: zodToJsonSchema(Input), handler: async (args) => use(args.force) };`,
      "args.force",
      undefined,
    ],
    [
      "z.toJSONSchema(…) in a const: not validated",
      `const inputSchema = z.toJSONSchema(Input);
export const t = { name: "t", inputSchema, handler: async (args) => use(args.force) };`,
      "args.force",
      undefined,
    ],
  ]);

  // A definition whose only keys of interest are `schema` and `run` / `func` / `callback` passes
  // the text pre-check.
  it("{ name, schema, run } in a file with no other tool words", () => {
    expect(
      sourceOf(`export const searchTool = { name: "search", schema: Input, run: async (args) => use(args.query) };`, "args.query"),
    ).toEqual({ label: HANDLER, path: "query" });
  });

  // zod 4's own `z.toJSONSchema(Input)` is a conversion to JSON Schema, like `zodToJsonSchema(…)`.
  it("z.toJSONSchema(…): not validated", () => {
    const value = valueAt(
      `export const t = { name: "t", inputSchema: z.toJSONSchema(Input), handler: async (args) => use(args.force) };`,
      "args.force",
    );
    expect(value?.source.label).toBe(HANDLER);
    expect(value?.source.shape).toBeUndefined();
  });
});

describe("parameters typed as tool input", () => {
  checkSources([
    [
      "(request: CallToolRequest)",
      `async function handle(request: CallToolRequest) { return use(request.params.arguments.city); }`,
      "request.params.arguments.city",
      { label: "MCP tool arguments", path: "city" },
    ],
    [
      "CallToolRequest: the tool name is tool data of its own, not an argument",
      `async function handle(request: CallToolRequest) { return use(request.params.name); }`,
      "request.params.name",
      { label: "tool name", path: "" },
    ],
    [
      "z.infer<typeof SearchInputSchema>",
      `const SearchInputSchema = z.object({ query: z.string() });
export async function search(input: z.infer<typeof SearchInputSchema>) { return use(input.query); }`,
      "input.query",
      { label: "typed tool arguments", path: "query" },
    ],
    [
      "z.input<typeof …ArgsSchema>, destructured",
      `export const search = ({ query }: z.input<typeof SearchArgsSchema>) => use(query);`,
      ["query", 2],
      { label: "typed tool arguments", path: "query" },
    ],
    [
      "z.infer of a schema that a tool registration uses",
      `import { createTool } from "@mastra/core/tools";
const Search = z.object({ query: z.string() });
export const t = createTool({ id: "s", inputSchema: Search, execute: async (inputData) => run(inputData) });
async function run(input: z.infer<typeof Search>) { return use(input.query); }`,
      "input.query",
      { label: "typed tool arguments", path: "query" },
    ],
    [
      "not a source: z.infer of a schema that is not a tool's",
      `const UserSchema = z.object({ name: z.string() });
export function greet(user: z.infer<typeof UserSchema>) { return use(user.name); }`,
      "user.name",
      null,
    ],
    [
      "not a source: another type",
      `export function greet(request: Request) { return use(request.params.arguments); }`,
      "request.params.arguments",
      null,
    ],
  ]);

  checkShapes([
    [
      "z.infer of a schema in this file: its shape",
      `const PushInputSchema = z.object({ force: z.boolean() });
export function push(input: z.infer<typeof PushInputSchema>) { return use(input.force); }`,
      "input.force",
      FORCE_BOOLEAN,
    ],
    [
      "z.infer of an imported schema: validated against types unknown here",
      `import { PushInputSchema } from "./schemas.js";
export function push(input: z.infer<typeof PushInputSchema>) { return use(input.force); }`,
      "input.force",
      OPAQUE,
    ],
    [
      "CallToolRequest: not validated",
      `async function handle(request: CallToolRequest) { return use(request.params.arguments.force); }`,
      "request.params.arguments.force",
      undefined,
    ],
  ]);
});

describe("what the validation means for a flag used as a condition", () => {
  const rows: Array<[string, string, Array<[string, string]>]> = [
    [
      "AI SDK z.boolean(): nothing to report",
      `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ dry_run: z.boolean() }), execute: async ({ dry_run }) => (dry_run ? 1 : 2) });`,
      [],
    ],
    [
      "AI SDK z.string() flag: a string tested for truthiness",
      `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ dry_run: z.string() }), execute: async ({ dry_run }) => (dry_run ? 1 : 2) });`,
      [["dry_run", "string"]],
    ],
    [
      "AI SDK jsonSchema() without validate: unknown",
      `import { jsonSchema, tool } from "ai";
export const t = tool({ inputSchema: jsonSchema({ type: "object", properties: { force: { type: "boolean" } } }), execute: async (input) => (input.force ? 1 : 2) });`,
      [["input.force", "unknown"]],
    ],
    [
      "AI SDK dynamic call: unknown",
      `for (const call of result.toolCalls) {
  if (call.dynamic && call.input.force) run();
}`,
      [["call.input.force", "unknown"]],
    ],
    [
      "Agents SDK JSON Schema: unknown, though the schema says boolean",
      `import { tool } from "@openai/agents";
export const t = tool({ name: "w", parameters: { type: "object", properties: { force: { type: "boolean" } } }, execute: async (input) => (input.force ? 1 : 2) });`,
      [["input.force", "unknown"]],
    ],
    [
      "LangChain JSON Schema boolean: nothing to report",
      `import { tool } from "@langchain/core/tools";
export const t = tool(async (input) => (input.force ? 1 : 2), { name: "s", schema: { type: "object", properties: { force: { type: "boolean" } } } });`,
      [],
    ],
    [
      "LangChain JSON Schema string flag: a string",
      `import { tool } from "@langchain/core/tools";
export const t = tool(async (input) => (input.verbose ? 1 : 2), { name: "s", schema: { type: "object", properties: { verbose: { type: "string" } } } });`,
      [["input.verbose", "string"]],
    ],
    [
      "Mastra z.coerce.boolean(): coerced",
      `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "w", inputSchema: z.object({ force: z.coerce.boolean() }), execute: async ({ context }) => (context.force ? 1 : 2) });`,
      [["context.force", "coerced"]],
    ],
    [
      "Mastra imported schema: nothing to report",
      `import { createTool } from "@mastra/core/tools";
import { Input } from "./schemas.js";
export const t = createTool({ id: "w", inputSchema: Input, execute: async (inputData) => (inputData.force ? 1 : 2) });`,
      [],
    ],
    [
      "Anthropic betaTool: unknown",
      `import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";
export const t = betaTool({ name: "e", inputSchema: { type: "object" }, run: async (args) => (args.force ? 1 : 2) });`,
      [["args.force", "unknown"]],
    ],
    [
      "Anthropic tool_use with a typeof gate: nothing to report",
      `for (const block of message.content) {
  if (block.type === "tool_use" && typeof block.input.force === "boolean" && block.input.force) run();
}`,
      [],
    ],
    [
      "Anthropic tool_use without a gate: unknown",
      `for (const block of message.content) {
  if (block.type === "tool_use" && block.input.force) run();
}`,
      [["block.input.force", "unknown"]],
    ],
    [
      "Google functionCalls: unknown",
      `for (const fc of response.functionCalls ?? []) {
  if (fc.args.force) run();
}`,
      [["fc.args.force", "unknown"]],
    ],
    [
      "OpenAI runTools with a zod parse: nothing to report",
      `const Args = z.object({ force: z.boolean() });
await client.chat.completions.runTools({ model, messages, tools: [{ type: "function", function: { name: "e", parameters: {}, parse: Args.parse, function: (args) => (args.force ? 1 : 2) } }] });`,
      [],
    ],
    [
      "a typed z.infer parameter of a boolean schema: nothing to report",
      `const ExportInputSchema = z.object({ dry_run: z.boolean() });
export async function run(input: z.infer<typeof ExportInputSchema>) { return input.dry_run ? 1 : 2; }`,
      [],
    ],
    [
      "a tool() of this file: not tool data, nothing to report",
      `function tool(options) { return options; }
export const t = tool({ inputSchema: z.object({ force: z.string() }), execute: async ({ force }) => (force ? 1 : 2) });`,
      [],
    ],
  ];
  it.each(rows)("%s", (_description, code, expected) => {
    expect(truthyUses(code)).toEqual(expected);
  });

  // `{ enum: [true, false] }` reads as a boolean, so a LangChain flag the SDK validated against it is settled.
  it("LangChain JSON Schema enum of booleans: nothing to report", () => {
    expect(
      truthyUses(`import { tool } from "@langchain/core/tools";
export const t = tool(async (input) => (input.force ? 1 : 2), { name: "s", schema: { type: "object", properties: { force: { enum: [true, false] } } } });`),
    ).toEqual([]);
  });
});

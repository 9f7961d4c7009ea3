/**
 * Every agent SDK as a source, through no-truthy-tool-value: for each SDK, a real code shape whose
 * flag is not validated is reported, and the same shape whose schema the SDK validates as a boolean
 * is not. (test/e2e/sdk-fixtures.test.ts type-checks the same shapes against the real packages.)
 */
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";

import rule, { type MessageIds, type Options } from "../../rules/no-truthy-tool-value.js";
import { createRuleTester } from "../rule-tester.js";

const valid: Array<ValidTestCase<Options> | string> = [
  // MCP: a configurable tool name; the flag is a z.boolean()
  `import { z } from "zod";
export function register(server: McpServer, toolName?: string) {
  server.tool(toolName || "search", "Search", { include_archived: z.boolean().optional() }, async (args) => {
    if (args.include_archived) return all();
    return { content: [] };
  });
}`,
  // Anthropic: a text block found, not a tool_use block
  `const text = response.content.find((c) => c.type === "text");
if (text.input.verbose) log(text.input);`,
  // Anthropic: a tool found by its name in the program's own list
  `const search = tools.find((t) => t.name === "search");
if (search.input.verbose) log(search.input);`,
  // Anthropic: a tool_use block whose flag is type-gated
  `const block = response.content.find((c) => c.type === "tool_use");
if (block && typeof block.input.dry_run === "boolean" && block.input.dry_run) preview();`,
  // AI SDK tool: zod z.boolean() flag
  `import { tool } from "ai";
import { z } from "zod";
export const exportTool = tool({
  description: "Export",
  inputSchema: z.object({ dry_run: z.boolean() }),
  execute: async ({ dry_run }) => (dry_run ? "preview" : "done"),
});`,
  // AI SDK tool: jsonSchema() with validate
  `import { jsonSchema, tool } from "ai";
export const exportTool = tool({
  inputSchema: jsonSchema<{ dry_run: boolean }>({ type: "object" }, { validate: check }),
  execute: async (input) => (input.dry_run ? "preview" : "done"),
});`,
  // AI SDK toolCalls of a static call
  `import { generateText } from "ai";
const { toolCalls } = await generateText({ model, tools, prompt });
for (const call of toolCalls) {
  if (call.input.force) run();
}`,
  // AI SDK toolCalls: dynamic calls are skipped, so the rest are static (validated) calls
  `import { generateText } from "ai";
const { toolCalls } = await generateText({ model, tools, prompt });
for (const call of toolCalls) {
  if (call.dynamic) continue;
  if (call.input.force) run();
}`,
  // Agents SDK tool with zod
  `import { tool } from "@openai/agents";
import { z } from "zod";
export const t = tool({
  name: "export",
  description: "Export",
  parameters: z.object({ dry_run: z.boolean() }),
  execute: async (input) => (input.dry_run ? "preview" : "done"),
});`,
  // LangChain tool(fn, { schema }) with z.boolean()
  `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const t = tool(async ({ verbose }) => (verbose ? "long" : "short"), { name: "s", description: "S", schema: z.object({ verbose: z.boolean() }) });`,
  // LangChain tool with a JSON schema (validated)
  `import { tool } from "@langchain/core/tools";
export const t = tool(async (input) => (input.verbose ? "long" : "short"), { name: "s", description: "S", schema: { type: "object", properties: { verbose: { type: "boolean" } } } });`,
  // Mastra 0.x with z.boolean()
  `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const t = createTool({ id: "w", description: "W", inputSchema: z.object({ force: z.boolean() }), execute: async ({ context }) => (context.force ? 1 : 2) });`,
  // Anthropic betaZodTool
  `import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
import { z } from "zod";
export const t = betaZodTool({ name: "e", description: "E", inputSchema: z.object({ force: z.boolean() }), run: async (args) => (args.force ? "a" : "b") });`,
  // OpenAI runTools without parse
  `await client.chat.completions.runTools({ model, messages, tools: [{ type: "function", function: { name: "e", parameters: {}, function: (args) => (args ? 1 : 2) } }] });`,
  // OpenAI runTools with a zod parse
  `const Args = z.object({ force: z.boolean() });
await client.chat.completions.runTools({ model, messages, tools: [{ type: "function", function: { name: "e", parameters: {}, parse: Args.parse, function: (args) => (args.force ? 1 : 2) } }] });`,
  // tool definition apart from registration, zod boolean
  `export const exportTool = {
  name: "export",
  description: "Export",
  inputSchema: z.object({ dry_run: z.boolean() }),
  handler: async (args) => (args.dry_run ? "preview" : "done"),
};`,
  // a parameter typed z.infer of a boolean schema
  `const ExportInputSchema = z.object({ dry_run: z.boolean() });
export async function run(input: z.infer<typeof ExportInputSchema>) {
  return input.dry_run ? "preview" : "done";
}`,
  // a tool() of this file is not an SDK
  `function tool(options) { return options; }
export const t = tool({ inputSchema: z.object({ force: z.string() }), execute: async ({ force }) => (force ? 1 : 2) });`,
  // Google functionCalls with a typeof gate
  `for (const call of response.functionCalls ?? []) {
  if (typeof call.args?.force === "boolean" && call.args.force) run(call.name);
}`,
  // Anthropic tool_use input with a typeof gate
  `for (const block of message.content) {
  if (block.type === "tool_use" && typeof block.input.force === "boolean" && block.input.force) run(block.name);
}`,
  // LangChain tool_calls args compared with true
  `for (const toolCall of aiMessage.tool_calls ?? []) {
  if (toolCall.args.verbose === true) log();
}`,
  // Mastra 1.x with z.boolean()
  `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const t = createTool({ id: "w", description: "W", inputSchema: z.object({ force: z.boolean() }), execute: async (inputData) => (inputData.force ? 1 : 2) });`,
  // LangChain StructuredTool subclass with z.boolean()
  `import { StructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export class Search extends StructuredTool {
  name = "search";
  description = "Search";
  schema = z.object({ verbose: z.boolean() });
  async _call(input: { verbose: boolean }) {
    return input.verbose ? "long" : "short";
  }
}`,
  // LangChain DynamicStructuredTool with z.boolean()
  `import { DynamicStructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export const t = new DynamicStructuredTool({ name: "s", description: "S", schema: z.object({ verbose: z.boolean() }), func: async ({ verbose }) => (verbose ? "long" : "short") });`,
  // OpenAI arguments with a typeof gate
  `for (const call of message.tool_calls ?? []) {
  const args = JSON.parse(call.function.arguments);
  if (typeof args.force === "boolean" && args.force) run();
}`,
  // Agents SDK JSON-schema tool with an early typeof guard
  `import { tool } from "@openai/agents";
export const t = tool({
  name: "export",
  description: "Export",
  parameters: { type: "object", properties: { dry_run: { type: "boolean" } }, required: ["dry_run"], additionalProperties: false },
  strict: true,
  execute: async (input) => {
    if (typeof input.dry_run !== "boolean") throw new TypeError("dry_run");
    return input.dry_run ? "preview" : "done";
  },
});`,
  // a tool() of another module, in a file whose only "ai…" string is a description, without a schema
  `import { tool } from "./lib/tool.js";
export const t = tool({ description: "airport lookup", execute: async ({ force }) => (force ? 1 : 2) });`,
  // Agents SDK tool with zod parameters in a const
  `import { tool } from "@openai/agents";
import { z } from "zod";
const parameters = z.object({ dry_run: z.boolean() });
export const t = tool({ name: "export", description: "Export", parameters, execute: async (input) => (input.dry_run ? "preview" : "done") });`,
  // AI SDK tool: ai.jsonSchema() through a namespace import, with validate
  `import * as ai from "ai";
export const exportTool = ai.tool({
  inputSchema: ai.jsonSchema<{ dry_run: boolean }>({ type: "object" }, { validate: check }),
  execute: async (input) => (input.dry_run ? "preview" : "done"),
});`,
  // tool(fn, options) of no known module, with the handler declared by name and no schema
  `const exportFn = async (input) => (input.force ? 1 : 2);
export const t = tool(exportFn, { name: "s", description: "S" });`,
  // an object with schema and run but no name is not a tool definition
  `export const job = {
  schema: z.object({ verbose: z.string() }),
  run: async (args) => (args.verbose ? "long" : "short"),
  retries: 3,
};`,
  // MCP low-level: a method bound for another request schema
  `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
class App {
  server = new Server({ name: "x", version: "1" }, { capabilities: {} });
  constructor() {
    this.server.setRequestHandler(ListToolsRequestSchema, this.listTools.bind(this));
  }
  private async listTools(request) {
    if (request.params.cursor) return page(request.params.cursor);
    return { tools: [] };
  }
}`,
  // MCP low-level: the request handed on in an object literal, where only the tool name is read
  `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "x", version: "1" }, { capabilities: {} });
server.setRequestHandler(CallToolRequestSchema, (request) => route({ request, verbose: config.verbose }));
function route({ request, verbose }) {
  if (verbose) log(request.params.name);
  return run(request.params.name);
}`,
  // a project's own tool framework: the handler gets a request whose params hold the validated
  // arguments; a field the schema does not declare (params) cannot be placed, so it is not judged
  `import { z } from "zod";
export const click = defineTool({
  name: "click",
  description: "Click",
  schema: { uid: z.string(), dblClick: z.boolean().optional() },
  handler: async (request, response) => {
    if (request.params.dblClick) response.append("double");
  },
});`,
];

const invalid: Array<InvalidTestCase<MessageIds, Options>> = [
  {
    // MCP: a tool whose name is configurable, with a default
    code: `import { z } from "zod";
export function register(server: McpServer, toolName?: string) {
  server.tool(toolName || "search", "Search", { include_archived: z.string().optional() }, { readOnlyHint: true }, async (args) => {
    if (args.include_archived) return all();
    return { content: [] };
  });
}
`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        line: 4,
        column: 9,
        endLine: 4,
        endColumn: 30,
        suggestions: [
          { messageId: "compareWithTrue", output: `import { z } from "zod";
export function register(server: McpServer, toolName?: string) {
  server.tool(toolName || "search", "Search", { include_archived: z.string().optional() }, { readOnlyHint: true }, async (args) => {
    if (args.include_archived === "true") return all();
    return { content: [] };
  });
}
` },
        ],
      },
    ],
  },
  {
    // MCP: a prefixed tool name
    code: `import { z } from "zod";
export function register(server: McpServer, prefix?: string) {
  server.registerTool(prefix ? \`\${prefix}_search\` : "search", { inputSchema: { include_archived: z.string().optional() } }, async (args) => {
    if (args.include_archived) return all();
    return { content: [] };
  });
}
`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        line: 4,
        column: 9,
        endLine: 4,
        endColumn: 30,
        suggestions: [
          { messageId: "compareWithTrue", output: `import { z } from "zod";
export function register(server: McpServer, prefix?: string) {
  server.registerTool(prefix ? \`\${prefix}_search\` : "search", { inputSchema: { include_archived: z.string().optional() } }, async (args) => {
    if (args.include_archived === "true") return all();
    return { content: [] };
  });
}
` },
        ],
      },
    ],
  },
  {
    // Anthropic: a tool_use block found in a message's content
    code: `const block = response.content.find((c) => c.type === "tool_use");
if (block) {
  const input = block.input;
  if (input.include_archived) showArchived();
}
`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 4,
        column: 7,
        endLine: 4,
        endColumn: 29,
        suggestions: [
          { messageId: "compareWithTrue", output: `const block = response.content.find((c) => c.type === "tool_use");
if (block) {
  const input = block.input;
  if (input.include_archived === true) showArchived();
}
` },
        ],
      },
    ],
  },
  {
    // Anthropic: tool_use blocks filtered out of a message's content
    code: `for (const use of message.content.filter((block) => {
  return block.type === "tool_use";
})) {
  if (use.input.dry_run) continue;
  await run(use.name, use.input);
}
`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 4,
        column: 7,
        endLine: 4,
        endColumn: 24,
        suggestions: [
          { messageId: "compareWithTrue", output: `for (const use of message.content.filter((block) => {
  return block.type === "tool_use";
})) {
  if (use.input.dry_run === true) continue;
  await run(use.name, use.input);
}
` },
        ],
      },
    ],
  },
  {
    // AI SDK tool: zod z.string() flag
    code: `import { tool } from "ai";
import { z } from "zod";
export const exportTool = tool({
  description: "Export",
  inputSchema: z.object({ dry_run: z.string() }),
  execute: async ({ dry_run }) => (dry_run ? "preview" : "done"),
});`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "dry_run"},
        line: 6,
        column: 36,
        endLine: 6,
        endColumn: 43,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "dry_run === \"true\""},
            output: `import { tool } from "ai";
import { z } from "zod";
export const exportTool = tool({
  description: "Export",
  inputSchema: z.object({ dry_run: z.string() }),
  execute: async ({ dry_run }) => (dry_run === "true" ? "preview" : "done"),
});`,
          },
        ],
      },
    ],
  },
  {
    // AI SDK tool: jsonSchema() without validate
    code: `import { jsonSchema, tool } from "ai";
export const exportTool = tool({
  inputSchema: jsonSchema<{ dry_run: boolean }>({ type: "object", properties: { dry_run: { type: "boolean" } } }),
  execute: async (input) => (input.dry_run ? "preview" : "done"),
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "input.dry_run"},
        line: 4,
        column: 30,
        endLine: 4,
        endColumn: 43,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "input.dry_run === true"},
            output: `import { jsonSchema, tool } from "ai";
export const exportTool = tool({
  inputSchema: jsonSchema<{ dry_run: boolean }>({ type: "object", properties: { dry_run: { type: "boolean" } } }),
  execute: async (input) => (input.dry_run === true ? "preview" : "done"),
});`,
          },
        ],
      },
    ],
  },
  {
    // AI SDK v4 parameters
    code: `import { tool } from "ai";
import { z } from "zod";
export const t = tool({
  parameters: z.object({ force: z.string() }),
  execute: async (args) => (args.force ? a() : b()),
});`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "args.force"},
        line: 5,
        column: 29,
        endLine: 5,
        endColumn: 39,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.force === \"true\""},
            output: `import { tool } from "ai";
import { z } from "zod";
export const t = tool({
  parameters: z.object({ force: z.string() }),
  execute: async (args) => (args.force === "true" ? a() : b()),
});`,
          },
        ],
      },
    ],
  },
  {
    // AI SDK dynamicTool with an execute method
    code: `import { dynamicTool } from "ai";
export const t = dynamicTool({
  inputSchema: jsonSchema({ type: "object" }),
  async execute(input) {
    if (input.force) return a();
    return b();
  },
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "input.force"},
        line: 5,
        column: 9,
        endLine: 5,
        endColumn: 20,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "input.force === true"},
            output: `import { dynamicTool } from "ai";
export const t = dynamicTool({
  inputSchema: jsonSchema({ type: "object" }),
  async execute(input) {
    if (input.force === true) return a();
    return b();
  },
});`,
          },
        ],
      },
    ],
  },
  {
    // AI SDK toolCalls of a dynamic call
    code: `import { generateText } from "ai";
const { toolCalls } = await generateText({ model, tools, prompt });
for (const call of toolCalls) {
  if (call.dynamic && call.input.force) run();
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "call.input.force"},
        line: 4,
        column: 23,
        endLine: 4,
        endColumn: 39,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "call.input.force === true"},
            output: `import { generateText } from "ai";
const { toolCalls } = await generateText({ model, tools, prompt });
for (const call of toolCalls) {
  if (call.dynamic && call.input.force === true) run();
}`,
          },
        ],
      },
    ],
  },
  {
    // AI SDK toolCalls: static calls are skipped, so the rest are dynamic calls
    code: `import { generateText } from "ai";
const { toolCalls } = await generateText({ model, tools, prompt });
for (const call of toolCalls) {
  if (!call.dynamic) continue;
  if (call.input.force) run();
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "call.input.force"},
        line: 5,
        column: 7,
        endLine: 5,
        endColumn: 23,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "call.input.force === true"},
            output: `import { generateText } from "ai";
const { toolCalls } = await generateText({ model, tools, prompt });
for (const call of toolCalls) {
  if (!call.dynamic) continue;
  if (call.input.force === true) run();
}`,
          },
        ],
      },
    ],
  },
  {
    // Agents SDK tool with a JSON schema
    code: `import { tool } from "@openai/agents";
export const t = tool({
  name: "export",
  description: "Export",
  parameters: { type: "object", properties: { dry_run: { type: "boolean" } }, required: ["dry_run"], additionalProperties: false },
  strict: true,
  execute: async (input) => (input.dry_run ? "preview" : "done"),
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "input.dry_run"},
        line: 7,
        column: 30,
        endLine: 7,
        endColumn: 43,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "input.dry_run === true"},
            output: `import { tool } from "@openai/agents";
export const t = tool({
  name: "export",
  description: "Export",
  parameters: { type: "object", properties: { dry_run: { type: "boolean" } }, required: ["dry_run"], additionalProperties: false },
  strict: true,
  execute: async (input) => (input.dry_run === true ? "preview" : "done"),
});`,
          },
        ],
      },
    ],
  },
  {
    // LangChain tool(fn, { schema }) with z.string()
    code: `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const t = tool(async ({ verbose }) => (verbose ? "long" : "short"), { name: "s", description: "S", schema: z.object({ verbose: z.string() }) });`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "verbose"},
        line: 3,
        column: 47,
        endLine: 3,
        endColumn: 54,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "verbose === \"true\""},
            output: `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const t = tool(async ({ verbose }) => (verbose === "true" ? "long" : "short"), { name: "s", description: "S", schema: z.object({ verbose: z.string() }) });`,
          },
        ],
      },
    ],
  },
  {
    // LangChain DynamicStructuredTool
    code: `import { DynamicStructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export const t = new DynamicStructuredTool({ name: "s", description: "S", schema: z.object({ verbose: z.string() }), func: async ({ verbose }) => (verbose ? "long" : "short") });`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "verbose"},
        line: 3,
        column: 148,
        endLine: 3,
        endColumn: 155,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "verbose === \"true\""},
            output: `import { DynamicStructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export const t = new DynamicStructuredTool({ name: "s", description: "S", schema: z.object({ verbose: z.string() }), func: async ({ verbose }) => (verbose === "true" ? "long" : "short") });`,
          },
        ],
      },
    ],
  },
  {
    // LangChain StructuredTool subclass
    code: `import { StructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export class Search extends StructuredTool {
  name = "search";
  description = "Search";
  schema = z.object({ verbose: z.string() });
  async _call(input: { verbose: string }) {
    return input.verbose ? "long" : "short";
  }
}`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "input.verbose"},
        line: 8,
        column: 12,
        endLine: 8,
        endColumn: 25,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "input.verbose === \"true\""},
            output: `import { StructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export class Search extends StructuredTool {
  name = "search";
  description = "Search";
  schema = z.object({ verbose: z.string() });
  async _call(input: { verbose: string }) {
    return input.verbose === "true" ? "long" : "short";
  }
}`,
          },
        ],
      },
    ],
  },
  {
    // LangChain tool_calls args
    code: `for (const toolCall of aiMessage.tool_calls ?? []) {
  if (toolCall.args.verbose) log();
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "toolCall.args.verbose"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 28,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "toolCall.args.verbose === true"},
            output: `for (const toolCall of aiMessage.tool_calls ?? []) {
  if (toolCall.args.verbose === true) log();
}`,
          },
        ],
      },
    ],
  },
  {
    // Mastra 1.x
    code: `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const t = createTool({ id: "w", description: "W", inputSchema: z.object({ force: z.string() }), execute: async (inputData) => (inputData.force ? 1 : 2) });`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "inputData.force"},
        line: 3,
        column: 135,
        endLine: 3,
        endColumn: 150,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "inputData.force === \"true\""},
            output: `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const t = createTool({ id: "w", description: "W", inputSchema: z.object({ force: z.string() }), execute: async (inputData) => (inputData.force === "true" ? 1 : 2) });`,
          },
        ],
      },
    ],
  },
  {
    // Mastra 0.x
    code: `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const t = createTool({ id: "w", description: "W", inputSchema: z.object({ force: z.string() }), execute: async ({ context }) => (context.force ? 1 : 2) });`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "context.force"},
        line: 3,
        column: 137,
        endLine: 3,
        endColumn: 150,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "context.force === \"true\""},
            output: `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const t = createTool({ id: "w", description: "W", inputSchema: z.object({ force: z.string() }), execute: async ({ context }) => (context.force === "true" ? 1 : 2) });`,
          },
        ],
      },
    ],
  },
  {
    // Anthropic tool_use block
    code: `for (const block of message.content) {
  if (block.type === "tool_use" && block.input.force) run(block.name);
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "block.input.force"},
        line: 2,
        column: 36,
        endLine: 2,
        endColumn: 53,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "block.input.force === true"},
            output: `for (const block of message.content) {
  if (block.type === "tool_use" && block.input.force === true) run(block.name);
}`,
          },
        ],
      },
    ],
  },
  {
    // Anthropic tool_use with early continue
    code: `for (const block of message.content) {
  if (block.type !== "tool_use") continue;
  const input = block.input as { force?: boolean };
  if (input.force) run(block.name);
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "input.force"},
        line: 4,
        column: 7,
        endLine: 4,
        endColumn: 18,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "input.force === true"},
            output: `for (const block of message.content) {
  if (block.type !== "tool_use") continue;
  const input = block.input as { force?: boolean };
  if (input.force === true) run(block.name);
}`,
          },
        ],
      },
    ],
  },
  {
    // Anthropic betaTool
    code: `import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";
export const t = betaTool({ name: "e", description: "E", inputSchema: { type: "object", properties: { force: { type: "boolean" } } }, run: async (args) => (args.force ? "a" : "b") });`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.force"},
        line: 2,
        column: 157,
        endLine: 2,
        endColumn: 167,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.force === true"},
            output: `import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";
export const t = betaTool({ name: "e", description: "E", inputSchema: { type: "object", properties: { force: { type: "boolean" } } }, run: async (args) => (args.force === true ? "a" : "b") });`,
          },
        ],
      },
    ],
  },
  {
    // Google functionCalls
    code: `const response = await ai.models.generateContent({ model, contents, config });
for (const call of response.functionCalls ?? []) {
  if (call.args?.force) run(call.name);
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "call.args?.force"},
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 23,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "call.args?.force === true"},
            output: `const response = await ai.models.generateContent({ model, contents, config });
for (const call of response.functionCalls ?? []) {
  if (call.args?.force === true) run(call.name);
}`,
          },
        ],
      },
    ],
  },
  {
    // Google functionCall part
    code: `for (const part of response.candidates[0].content.parts) {
  if (part.functionCall?.args?.force) run();
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "part.functionCall?.args?.force"},
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 37,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "part.functionCall?.args?.force === true"},
            output: `for (const part of response.candidates[0].content.parts) {
  if (part.functionCall?.args?.force === true) run();
}`,
          },
        ],
      },
    ],
  },
  {
    // OpenAI runTools with JSON.parse
    code: `await client.chat.completions.runTools({ model, messages, tools: [{ type: "function", function: { name: "e", parameters: {}, parse: JSON.parse, function: (args) => (args.force ? 1 : 2) } }] });`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.force"},
        line: 1,
        column: 166,
        endLine: 1,
        endColumn: 176,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.force === true"},
            output: `await client.chat.completions.runTools({ model, messages, tools: [{ type: "function", function: { name: "e", parameters: {}, parse: JSON.parse, function: (args) => (args.force === true ? 1 : 2) } }] });`,
          },
        ],
      },
    ],
  },
  {
    // Responses API function_call item
    code: `for (const item of response.output) {
  if (item.type !== "function_call") continue;
  const args = JSON.parse(item.arguments);
  if (args.force) run();
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.force"},
        line: 4,
        column: 7,
        endLine: 4,
        endColumn: 17,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.force === true"},
            output: `for (const item of response.output) {
  if (item.type !== "function_call") continue;
  const args = JSON.parse(item.arguments);
  if (args.force === true) run();
}`,
          },
        ],
      },
    ],
  },
  {
    // Agents SDK details.toolCall.arguments
    code: `import { tool } from "@openai/agents";
export const t = tool({ name: "e", description: "E", parameters: Schema, execute: async (input, ctx, details) => {
  const raw = JSON.parse(details.toolCall.arguments);
  return raw.force ? 1 : 2;
} });`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "raw.force"},
        line: 4,
        column: 10,
        endLine: 4,
        endColumn: 19,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "raw.force === true"},
            output: `import { tool } from "@openai/agents";
export const t = tool({ name: "e", description: "E", parameters: Schema, execute: async (input, ctx, details) => {
  const raw = JSON.parse(details.toolCall.arguments);
  return raw.force === true ? 1 : 2;
} });`,
          },
        ],
      },
    ],
  },
  {
    // tool definition apart from registration, JSON schema
    code: `export const exportTool = {
  name: "export",
  description: "Export",
  inputSchema: { type: "object", properties: { dry_run: { type: "boolean" } } },
  handler: async (args) => (args.dry_run ? "preview" : "done"),
};`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.dry_run"},
        line: 5,
        column: 29,
        endLine: 5,
        endColumn: 41,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.dry_run === true"},
            output: `export const exportTool = {
  name: "export",
  description: "Export",
  inputSchema: { type: "object", properties: { dry_run: { type: "boolean" } } },
  handler: async (args) => (args.dry_run === true ? "preview" : "done"),
};`,
          },
        ],
      },
    ],
  },
  {
    // a handler typed CallToolRequest
    code: `import type { CallToolRequest } from "@modelcontextprotocol/sdk/types.js";
export async function handle(request: CallToolRequest) {
  if (request.params.arguments?.force) return a();
  return b();
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "request.params.arguments?.force"},
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 38,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "request.params.arguments?.force === true"},
            output: `import type { CallToolRequest } from "@modelcontextprotocol/sdk/types.js";
export async function handle(request: CallToolRequest) {
  if (request.params.arguments?.force === true) return a();
  return b();
}`,
          },
        ],
      },
    ],
  },
  {
    // a parameter typed z.infer of an *InputSchema
    code: `const ExportInputSchema = z.object({ dry_run: z.string() });
export async function run(input: z.infer<typeof ExportInputSchema>) {
  return input.dry_run ? "preview" : "done";
}`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "input.dry_run"},
        line: 3,
        column: 10,
        endLine: 3,
        endColumn: 23,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "input.dry_run === \"true\""},
            output: `const ExportInputSchema = z.object({ dry_run: z.string() });
export async function run(input: z.infer<typeof ExportInputSchema>) {
  return input.dry_run === "true" ? "preview" : "done";
}`,
          },
        ],
      },
    ],
  },
  {
    // shape fallback in a file with a string that starts with ai (not an import of ai)
    code: `export const exportTool = tool({
  description: "airport lookup",
  inputSchema: z.object({ dry_run: z.string() }),
  execute: async ({ dry_run }) => (dry_run ? "preview" : "done"),
});`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "dry_run"},
        line: 4,
        column: 36,
        endLine: 4,
        endColumn: 43,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "dry_run === \"true\""},
            output: `export const exportTool = tool({
  description: "airport lookup",
  inputSchema: z.object({ dry_run: z.string() }),
  execute: async ({ dry_run }) => (dry_run === "true" ? "preview" : "done"),
});`,
          },
        ],
      },
    ],
  },
  {
    // tool definition apart from registration, z.toJSONSchema()
    code: `export const exportTool = {
  name: "export",
  inputSchema: z.toJSONSchema(ExportInput),
  handler: async (args) => (args.dry_run ? "preview" : "done"),
};`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "args.dry_run"},
        line: 4,
        column: 29,
        endLine: 4,
        endColumn: 41,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.dry_run === true"},
            output: `export const exportTool = {
  name: "export",
  inputSchema: z.toJSONSchema(ExportInput),
  handler: async (args) => (args.dry_run === true ? "preview" : "done"),
};`,
          },
        ],
      },
    ],
  },
  {
    // Agents SDK tool with a JSON schema in a const
    code: `import { tool } from "@openai/agents";
const parameters = { type: "object", properties: { dry_run: { type: "boolean" } }, required: ["dry_run"], additionalProperties: false };
export const t = tool({
  name: "export",
  description: "Export",
  parameters,
  execute: async (input) => (input.dry_run ? "preview" : "done"),
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "input.dry_run"},
        line: 7,
        column: 30,
        endLine: 7,
        endColumn: 43,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "input.dry_run === true"},
            output: `import { tool } from "@openai/agents";
const parameters = { type: "object", properties: { dry_run: { type: "boolean" } }, required: ["dry_run"], additionalProperties: false };
export const t = tool({
  name: "export",
  description: "Export",
  parameters,
  execute: async (input) => (input.dry_run === true ? "preview" : "done"),
});`,
          },
        ],
      },
    ],
  },
  {
    // AI SDK tool: ai.jsonSchema() through a namespace import, without validate
    code: `import * as ai from "ai";
export const exportTool = ai.tool({
  inputSchema: ai.jsonSchema({ type: "object", properties: { dry_run: { type: "boolean" } } }),
  execute: async (input) => (input.dry_run ? "preview" : "done"),
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        data: {"field": "input.dry_run"},
        line: 4,
        column: 30,
        endLine: 4,
        endColumn: 43,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "input.dry_run === true"},
            output: `import * as ai from "ai";
export const exportTool = ai.tool({
  inputSchema: ai.jsonSchema({ type: "object", properties: { dry_run: { type: "boolean" } } }),
  execute: async (input) => (input.dry_run === true ? "preview" : "done"),
});`,
          },
        ],
      },
    ],
  },
  {
    // LangChain tool(fn, { schema }) by shape, with the handler declared by name
    code: `const exportFn = async ({ verbose }) => (verbose ? "long" : "short");
export const t = tool(exportFn, { name: "s", description: "S", schema: z.object({ verbose: z.string() }) });`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "verbose"},
        line: 1,
        column: 42,
        endLine: 1,
        endColumn: 49,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "verbose === \"true\""},
            output: `const exportFn = async ({ verbose }) => (verbose === "true" ? "long" : "short");
export const t = tool(exportFn, { name: "s", description: "S", schema: z.object({ verbose: z.string() }) });`,
          },
        ],
      },
    ],
  },
  {
    // tool definition apart from registration with only schema and run
    code: `export const searchTool = {
  name: "search",
  schema: z.object({ verbose: z.string() }),
  run: async (args) => (args.verbose ? "long" : "short"),
};`,
    output: null,
    errors: [
      {
        messageId: "truthyString",
        data: {"field": "args.verbose"},
        line: 4,
        column: 25,
        endLine: 4,
        endColumn: 37,
        suggestions: [
          {
            messageId: "compareWithTrue",
            data: {"replacement": "args.verbose === \"true\""},
            output: `export const searchTool = {
  name: "search",
  schema: z.object({ verbose: z.string() }),
  run: async (args) => (args.verbose === "true" ? "long" : "short"),
};`,
          },
        ],
      },
    ],
  },
  {
    // MCP low-level: a handler registered as `this.handleCall.bind(this)`
    code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
class App {
  server = new Server({ name: "x", version: "1" }, { capabilities: {} });
  constructor() {
    this.server.setRequestHandler(CallToolRequestSchema, this.handleCall.bind(this));
  }
  private async handleCall(request) {
    const args = request.params.arguments;
    if (args.force) return { content: [] };
    return { content: [] };
  }
}
`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 10,
        column: 9,
        endLine: 10,
        endColumn: 19,
        suggestions: [
          { messageId: "compareWithTrue", output: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
class App {
  server = new Server({ name: "x", version: "1" }, { capabilities: {} });
  constructor() {
    this.server.setRequestHandler(CallToolRequestSchema, this.handleCall.bind(this));
  }
  private async handleCall(request) {
    const args = request.params.arguments;
    if (args.force === true) return { content: [] };
    return { content: [] };
  }
}
` },
        ],
      },
    ],
  },
  {
    // MCP low-level: the request handed on inside an object literal
    code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "x", version: "1" }, { capabilities: {} });
server.setRequestHandler(CallToolRequestSchema, (request) => handleCall({ request, db }));
async function handleCall({ request, db }) {
  const { arguments: args = {} } = request.params;
  if (args.nameOnly) return db.names();
  return db.all();
}
`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 7,
        column: 7,
        endLine: 7,
        endColumn: 20,
        suggestions: [
          { messageId: "compareWithTrue", output: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "x", version: "1" }, { capabilities: {} });
server.setRequestHandler(CallToolRequestSchema, (request) => handleCall({ request, db }));
async function handleCall({ request, db }) {
  const { arguments: args = {} } = request.params;
  if (args.nameOnly === true) return db.names();
  return db.all();
}
` },
        ],
      },
    ],
  },
];

createRuleTester().run("no-truthy-tool-value (SDK sources)", rule, { valid, invalid });

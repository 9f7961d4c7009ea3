/**
 * The text test that every file passes first: a file whose text cannot hold a source stops there,
 * before any walk. It must let through every file a recogniser can match (the source rows of
 * `sources.test.ts` and `sdk.test.ts` go through it too), and stop ordinary code in which
 * `.args`, `.input`, `execute` or `handler` are everyday names.
 */
import { describe, expect, it } from "vitest";

import { readSettings } from "../../src/analysis/settings.js";
import { mayHaveSources } from "../../src/analysis/sources.js";
import { DEFINITION_SCHEMA_KEYS, ZOD_FUNCTION_NAMES, ZOD_TYPE_HELPERS } from "../../src/analysis/sdk.js";
import { textFacts } from "../../src/analysis/text-test.js";
import { JSON_SCHEMA_KEYS } from "../../src/analysis/tool-schemas.js";
import { analyze } from "./harness.js";

const NO_SETTINGS = readSettings({});

/** Each row's text passes the text test (`true`) or stops there (`false`). */
function checkText(rows: ReadonlyArray<readonly [string, string]>, expected: boolean): void {
  it.each(rows)("%s", (_description, code) => {
    expect(mayHaveSources(code, NO_SETTINGS)).toBe(expected);
  });
}

describe("text that can hold a source", () => {
  checkText([
    ["OpenAI tool call arguments", "const args = JSON.parse(toolCall.function.arguments);"],
    ["Gemini-style args through JSON", "const input = JSON.parse(fc.args);"],
    ["an `arguments:` key next to JSON", "const { arguments: text } = call.function; JSON.parse(text);"],
    ["MCP registerTool", 'server.registerTool("search", { inputSchema }, async (args) => args.q);'],
    ["MCP deprecated tool()", 'server.tool("search", { q: z.string() }, async ({ q }) => q);'],
    ["MCP low-level handler", "server.setRequestHandler(CallToolRequestSchema, (request) => request.params.arguments);"],
    ["MCP client reply", 'const reply = await client.callTool({ name: "x", arguments: {} });'],
    ["a typed MCP request", "function handle(request: CallToolRequest) { return request; }"],
    ["a z.infer parameter", "function run(args: z.infer<typeof SearchInput>) { return args; }"],
    ["LangChain tool calls", "for (const call of aiMsg.tool_calls) use(call.args);"],
    ["Gemini function calls", "for (const call of response.functionCalls) use(call.args);"],
    ["Anthropic tool_use blocks", 'if (block.type === "tool_use") use(block.input);'],
    ["AI SDK tool calls", "for (const call of result.toolCalls) if (call.dynamic) use(call.input);"],
    ["AI SDK tool()", "export const weather = tool({ description, inputSchema, execute });"],
    ["Mastra createTool", "export const t = createTool({ id, execute });"],
    ["LangChain DynamicStructuredTool", "new DynamicStructuredTool({ name, func });"],
    ["OpenAI runTools", "client.chat.completions.runTools({ tools });"],
    ["a JSON Schema tool definition", 'const def = { type: "function", function: { name, parameters: {} } };'],
    ["a tool definition with `schema:` and `handler`", "export const search = { name, schema: Input, handler };"],
    ["a tool definition with `schema:` and `run`", "export const search = { name, schema: Input, run };"],
    ["a JSON-RPC message", "if (msg.jsonrpc) use(msg);"],
    ["a Gemini function call", "use(response.functionCall.args);"],
    ["OpenAI zodFunction", "const fn = zodFunction({ function: run });"],
    ["a z.output parameter", "function run(args: z.output<typeof Input>) { return args; }"],
    ["an AI SDK jsonSchema()", "const schema = jsonSchema({ type: 'object' });"],
    ["a parametersJsonSchema key", "const def = { name, parametersJsonSchema: schema };"],
    ["an input_schema key", "const def = { name, input_schema: schema };"],
    ["a JSON-RPC reply read through result and error", "if (reply.error) throw reply.error; use(reply.result);"],
    ["a reply read with optional chaining", "if (reply?.error) fail(); use(reply?.result);"],
    ["result and error destructured", "const { result, error } = JSON.parse(line);"],
    ["result destructured on its own line after a line comment", "const {\n  // the reply\n  result,\n  error,\n} = JSON.parse(line);"],
    ["result renamed on its own line after a line comment", "const {\n  id, // the request\n  result: value,\n  error,\n} = reply;"],
    ["error destructured after a block comment", "const { result, /* failure */ error } = reply;"],
    ["result with a default, destructured", "const { result = null, error } = reply;"],
    ["result with a default after a block comment", "const { /* the value */ result = null, error } = reply;"],
    ["result destructured with a comment after it", "const { result /* the value */, error } = reply;"],
    ["result and error read by key", 'if (reply.get("error")) fail(); use(reply["result"]);'],
    ["the word jsonrpc in a type", "type Message = { jsonrpc: string };"],
    ["an SDK method after a line break", "server\n  .registerTool(name, config, run);"],
    ["a long SDK class name", "class Search extends DynamicStructuredTool {}"],
    ["a shorthand parameters key", "const def = { name, description, parameters };"],
    ["a shorthand inputSchema key on a line of its own", "export const search = {\n  name,\n  inputSchema\n};"],
    ["a quoted parameters key", 'const def = { "name": "search", "parameters": {} };'],
    ["a computed template key", "const def = { name, [`input_schema`]: schema };"],
    ["a key with a comment before its colon", "const def = { name, parameters /* JSON Schema */ : {} };"],
    ["a shorthand key after a block comment", "const def = { name, /* schema */ inputSchema };"],
    ["a schema key as a method", "const def = { name, inputSchema() { return schema; } };"],
    ["a schema key at the very start of the text", "parameters: {}"],
    ["a shorthand key on its own line after a line comment", "const def = {\n  name, // the name\n  inputSchema,\n};"],
    ["a shorthand key indented with no-break spaces", "const def = {\n  name, // the name\n\u00a0\u00a0parameters,\n};"],
    ["a shorthand key after a line comment, with CRLF line ends", "const def = {\r\n  name, // the name\r\n  parameters,\r\n};"],
    ["a shorthand key after a line comment, with CR line ends", "const def = {\r  name, // the name\r  parameters,\r};"],
    ["a generic method as a schema key", "const def = { name, inputSchema<T>() { return schema as T; } };"],
    ["AI SDK jsonSchema where it is not a key", "export default jsonSchema;"],
    ["a shorthand schema key with a name", "const schema = Input;\nexport const search = { name: \"search\", schema, handler };"],
    ["quoted schema and name keys", 'export const search = { "name": "search", "schema": { type: "object" } };'],
    ["a JSON Schema under schema, without a handler", 'export const format = { name: "answer", schema: { type: "object" } };'],
    ["a schema under a key of its own ending in Schema, with a name", 'const def = { name: "lookup", paramsSchema: { q: z.string() }, cb };'],
    ["JSON.parse of a computed arguments read", 'const args = JSON.parse(call["arguments"]);'],
    ["JSON.parse of a computed args read", 'use(JSON.parse(toolCall["args"]));'],
    ["the AI SDK tool imported under another name", 'import { tool as aiTool } from "ai";\nexport const t = aiTool({ description, execute });'],
    ["the AI SDK tool required under another name", 'const { tool: aiTool } = require("ai");\nexport const t = aiTool({ description, execute });'],
    ["tool called with a type argument", "export const t = tool<Input>({ description, execute });"],
    ["tool called with a space before the parenthesis", "export const t = tool ({ description, execute });"],
    ["the AI SDK tool imported under another name in a list", 'import { generateText, tool as aiTool } from "ai";'],
    ["the AI SDK tool assigned to another name", 'import { tool } from "ai";\nconst make = tool;\nexport const t = make({ description, execute });'],
    ["tool called through optional chaining", "export const t = tool?.({ description, execute });"],
    ["tool called in parentheses", "export const t = (tool)(search, { name, description });"],
    ["an SDK method read by its quoted name", 'server["registerTool"]("search", config, run);'],
    ["setRequestHandler read by its quoted name", "server['setRequestHandler'](schema, handle);"],
    ["a parameter typed through zod under another name", "function run(input: zod.infer<typeof SearchInputSchema>) { return input; }"],
    ["a space before a type helper's type argument", "function run(input: z.infer <typeof Input>) { return input; }"],
    ["OpenAI zodResponsesFunction", "const fn = zodResponsesFunction({ ...base, function: run });"],
    ["a tool class's schema field", "export class ListTool extends BaseTool {\n  protected readonly inputSchema = { board: z.string() };\n}"],
    ["a tool class's schema field without modifiers", "class T extends Base {\n  argsShape = { q: z.string() };\n}"],
  ], true);
});

describe("ordinary code stops at the text test", () => {
  checkText([
    ["CLI arguments", "const [command, ...rest] = process.argv; main(cli.args, opts.input);"],
    ["an Express handler", "app.get('/users', handler); router.use(errorHandler);"],
    ["a database execute", "await db.execute(sql, params.args); await stmt.execute();"],
    ["a form input", "const value = event.target.input; form.input.focus();"],
    ["a job runner", "queue.process((job) => execute(job.data.args));"],
    ["a command's args without JSON", "const { args } = command; run(command.arguments);"],
    ["a validation schema without a handler key", "const schema = z.object({ name: z.string() }); schema.parse(body);"],
    ["result and error as plain variables", "try { const result = compute(); log(result); } catch (error) { report(error); }"],
    ["result and error assigned first on their lines", "let result;\nlet error;\nresult = run();\nerror = check(result);"],
    ["fields whose names only contain the words", "use(job.results, state.errorCount, { resultSet, errors });"],
    ["tool words inside other names", "const toolbox = pool.toolkit; schoolTool(); boolean(isTooling);"],
    ["a method named like an SDK call but without the dot", "function registerTool() {} registerTool();"],
    ["parameters in a line comment", "// Removes credential-valued query parameters before logging.\nlog(url);"],
    ["parameters in a doc comment, before a comma", "/**\n * @param opts - the parameters, merged with the defaults\n */\nexport function request(opts) {}"],
    ["parameters in a line comment, before a comma", "call(); //   parameters, then the body\nsend();"],
    ["parameters in a message", "throw new Error(`Path parameters result in path with invalid segments`);"],
    ["a schema key read as a field, not written as a key", "if (tool.inputSchema) render(tool.parameters);"],
    ["a schema key inside a longer name", "const config = { extra_parameters: [], myparameters: 1, inputSchemaVersion: 2 };"],
    ["a schema key without a name key", "validate({ schema: Input, body: request.body });"],
    ["a key ending in Schema without a name key", "validate({ bodySchema: Input, body: request.body });"],
    ["a key ending in Schema read as a field, with a name read as a field", "if (tool.paramsSchema) render(tool.name);"],
    ["a schema key with name only as a word", "const form = { schema: Input, title }; // the field name"],
    ["the word tool next to a module that does not export it", 'import { tool } from "./local";\nconst make = tool;'],
    ["typeof that is not a type helper's argument", "if (typeof value === 'string') use(value); type T = Map<typeof key, number>;"],
    ["a name key without a schema key, next to a handler", "app.route({ name: 'users', handler });"],
    ["the word tool in prose and identifiers", "// pick a tool as needed\nconst toolbox = tools; use(tool, toolbox);"],
    [
      "the ends of the SDK words without their starts",
      "const meters = { Call: 1, hema: 2 }; getRequestHandler(); onCall(); consult.error; insult(meters);",
    ],
    // The search finds a part of each literal first ("jsonrp", "ult", "ypeof", "@opena"); the
    // whole literal must be there.
    ["a word that starts like jsonrpc", "msg.jsonrp = 1; use(msg);"],
    ["a field that ends like result, next to an error read", "use(r.xyzult, r.error);"],
    ["a class name that contains tool- without a quote before it", 'render(<div className="my-tool-row">{part.output}</div>);'],
    ["a word that ends like typeof, after a type helper", "function run(a: z.infer<Xypeof T>) { return a; }"],
    ["the word tool next to a module named like one that exports it", 'const make = tool; import x from "@openai/agentz";'],
    ["a schema compared, or declared with const, not a class field", "const schema = load();\nif (schema == null) use(other.inputSchema);\nconst run = (schema) => schema;"],
    ["a schema field after a word that is no modifier", "static inputSchema = build(); export default schema = 1;"],
  ], false);

  it("a file that stops at the text test has no sources", () => {
    const { analysis } = analyze("export function main(args: string[], handler: () => void) { handler(); return args.input; }");
    expect(analysis.mayHaveSources).toBe(false);
    expect(analysis.hasSources).toBe(false);
  });

  it("settings that name a source let every file through", () => {
    const settings = readSettings({ "tool-contract": { sources: ["payload"] } });
    expect(mayHaveSources("const x = 1;", settings)).toBe(true);
  });
});

describe("what the recognisers find passes the text test, without any other word", () => {
  const schema = '{ type: "object", properties: { tier: { description: "1, 2 or 3" } } }';
  it.each([
    [
      "a definition with a shorthand schema key",
      `const schema = ${schema};\nexport const search = { name: "search", schema, handler: async (args) => { if (args.limit) return run(args.limit); } };`,
    ],
    ["JSON.parse of a computed arguments read", 'export function run(call) {\n  const args = JSON.parse(call["arguments"]);\n  if (args.limit) return search(args.limit);\n}'],
    [
      "the AI SDK tool imported under another name",
      'import { tool as aiTool } from "ai";\nexport const t = aiTool({ description: "search", execute: async (input) => (input.limit ? search(input.limit) : null) });',
    ],
    [
      "the AI SDK tool assigned to another name",
      'import { tool } from "ai";\nconst make = tool;\nexport const t = make({ description: "search", execute: async (input) => (input.limit ? search(input.limit) : null) });',
    ],
    [
      "an AI SDK UI part narrowed by its tag",
      'export function Part({ part }) {\n  if (part.type === "tool-count" && part.output) return show(part.output);\n}',
    ],
    [
      "a props type whose member is a UI part's output",
      'type OutputProps = { output: ToolUIPart["output"] };\nexport function Out({ output }: OutputProps) {\n  return output || "none";\n}',
    ],
    [
      "MCP registerTool read by its quoted name",
      'server["registerTool"]("search", config, async (args, extra) => (args.limit ? search(args.limit) : extra));',
    ],
  ])("%s: a source", (_description, code) => {
    const { analysis } = analyze(code);
    expect(analysis.mayHaveSources).toBe(true);
    expect(analysis.hasSources).toBe(true);
  });

  it("a JSON Schema under `schema` next to a name and a handler: a schema to check", () => {
    const { analysis } = analyze(`export const search = { name: "search", schema: ${schema}, run: async () => "ok" };`);
    expect(analysis.mayHaveSources).toBe(true);
    expect(analysis.paramProblems([]).length).toBeGreaterThan(0);
  });

  it("a JSON Schema under `schema` next to a name alone (a form's, a response format's): none", () => {
    const { analysis } = analyze(`export const form = { name: "signup", description: "Sign up", schema: ${schema} };`);
    expect(analysis.mayHaveSources).toBe(true);
    expect(analysis.paramProblems([])).toEqual([]);
  });
});

describe("every schema key the recognisers read passes the text test as a key, and only as one", () => {
  const keys = [...new Set([...JSON_SCHEMA_KEYS, ...DEFINITION_SCHEMA_KEYS])];
  it.each(keys)("%s", (key) => {
    expect(mayHaveSources(`export const search = { name: "search", ${key}: Input };`, NO_SETTINGS)).toBe(true);
    expect(mayHaveSources(`export const search = { name: "search", ${key} };`, NO_SETTINGS)).toBe(true);
    expect(mayHaveSources(`export const search = { "name": "search", "${key}": Input };`, NO_SETTINGS)).toBe(true);
    expect(mayHaveSources(`// the ${key} of the request\nexport const search = { name: "search" };`, NO_SETTINGS)).toBe(false);
  });
});

describe("every zod helper the recognisers read passes the text test", () => {
  it.each(ZOD_FUNCTION_NAMES)("%s", (name) => {
    expect(mayHaveSources(`const fn = ${name}({ name: "search", function: run });`, NO_SETTINGS)).toBe(true);
    expect(mayHaveSources(`// see ${name}x\nconst fn = make({ name: "search" });`, NO_SETTINGS)).toBe(false);
  });
  it.each(ZOD_TYPE_HELPERS)("z.%s", (helper) => {
    expect(mayHaveSources(`function run(args: z.${helper}<typeof Input>) { return args; }`, NO_SETTINGS)).toBe(true);
    expect(mayHaveSources(`function run(args: Map<typeof Input, ${helper}>) { return args; }`, NO_SETTINGS)).toBe(false);
  });
});

describe("the node types a file's text lets the scan skip", () => {
  it.each([
    ["LangChain tool_calls", "for (const call of aiMsg.tool_calls) use(call.args);", { sdkMembers: true, sdkConstructs: false, sdkClasses: false, uiParts: false }],
    ["AI SDK toolCalls", "for (const call of result.toolCalls) if (call.dynamic) use(call.input);", { sdkMembers: true, sdkConstructs: false, sdkClasses: false, uiParts: false }],
    ["Anthropic tool_use", 'if (block.type === "tool_use") use(block.input);', { sdkMembers: true, sdkConstructs: false, sdkClasses: false, uiParts: false }],
    ["Gemini functionCalls", "use(response.functionCalls);", { sdkMembers: true, sdkConstructs: false, sdkClasses: false, uiParts: false }],
    ["Gemini functionCall", "const { functionCall } = part;", { sdkMembers: true, sdkConstructs: false, sdkClasses: false, uiParts: false }],
    ["names that only contain functionCall", "use(myfunctionCalls, functionCallsCount);", { sdkMembers: false, sdkConstructs: false, sdkClasses: false, uiParts: false }],
    ["a LangChain DynamicTool", "new DynamicTool({ name, func });", { sdkMembers: false, sdkConstructs: true, sdkClasses: false, uiParts: false }],
    [
      "a LangChain DynamicStructuredTool",
      "new DynamicStructuredTool({ name, schema, func });",
      { sdkMembers: false, sdkConstructs: true, sdkClasses: false, uiParts: false },
    ],
    ["a StructuredTool subclass", "class Search extends StructuredTool {}", { sdkMembers: false, sdkConstructs: false, sdkClasses: true, uiParts: false }],
    ["a class field that keeps a schema", "class Search extends BaseTool {\n  schema = { q: z.string() };\n}", { sdkMembers: false, sdkConstructs: false, sdkClasses: true, uiParts: false }],
    [
      "an MCP server with none of them",
      'server.registerTool("search", { inputSchema }, async (args) => args.q);',
      { sdkMembers: false, sdkConstructs: false, sdkClasses: false, uiParts: false },
    ],
    ["names that only contain the words", "const mytool_calls = 1; new DynamicToolbox();", { sdkMembers: false, sdkConstructs: false, sdkClasses: false, uiParts: false }],
    ["an AI SDK UI part type", 'export function Out(part: ToolUIPart) { return part.output; }', { sdkMembers: false, sdkConstructs: false, sdkClasses: false, uiParts: true }],
    ["an AI SDK UI part tag", 'if (part.type === "tool-weather") show(part.output);', { sdkMembers: false, sdkConstructs: false, sdkClasses: false, uiParts: true }],
    ["a dynamic tool part", "if (part.type === 'dynamic-tool') show(part.output);", { sdkMembers: false, sdkConstructs: false, sdkClasses: false, uiParts: true }],
    ["a v4 tool invocation", "show(part.toolInvocation.result);", { sdkMembers: false, sdkConstructs: false, sdkClasses: false, uiParts: true }],
    [
      "UI words inside other names and strings",
      'const myToolUIParts = 1; const cls = "my-tool-button"; use(toolInvocationCount);',
      { sdkMembers: false, sdkConstructs: false, sdkClasses: false, uiParts: false },
    ],
  ])("%s", (_description, code, expected) => {
    expect(textFacts(code)).toEqual(expected);
  });
});

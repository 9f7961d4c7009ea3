/**
 * What the analysis reads of a contract, and what it leaves alone: a union of object schemas keeps
 * its members' fields, an element picked by index keeps its list's shape, a raw-shape helper is
 * read with the shape it is given, a JSON Schema enum or a description can rule `0` out, a JSON
 * Schema property can take its type from a spread constant, and a conditional that only words a
 * message is not a presence check. Each quiet shape has a neighbour that is still reported.
 */
import type { InvalidTestCase } from "@typescript-eslint/rule-tester";

import noTruthyPresenceCheck, * as presence from "../../rules/no-truthy-presence-check.js";
import noLossyDefault, * as lossy from "../../rules/no-lossy-default.js";
import requireToolParamTypes, * as paramTypes from "../../rules/require-tool-param-types.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

/** Look-alikes where no rule may report. */
const valid: string[] = [
  // a union of object schemas keeps its members' fields; an element picked by index (list[i]) keeps the list's shape; enum values are never falsy, from is validated
  `const SetName = z.object({ kind: z.literal("set_name"), name: z.string().min(1) });
const AddBlock = z.object({
  kind: z.literal("add_block"),
  from: z.number().int().min(0),
  style: z.enum(["NORMAL", "TITLE", "QUOTE"]).optional(),
});
const Operation = z.discriminatedUnion("kind", [SetName, AddBlock]);
server.registerTool("update_doc", { inputSchema: { operations: z.array(Operation).min(1) } }, async (args) => {
  for (let i = 0; i < args.operations.length; i++) {
    const op = args.operations[i];
    if (op.kind === "add_block") await addBlock(op);
  }
  return { content: [] };
});
async function addBlock(op: { from: number; style?: string }) {
  const start = Math.max(0, op.from);
  const style = op.style ? op.style : undefined;
  return insert(start, style);
}`,
  // a page whose description says it starts at 1: 0 is outside the contract
  `server.registerTool("list_docs", { inputSchema: { page: z.number().optional().describe("Page number to return (starts at 1)") } }, async (input) => {
  const docs = await listDocs({ page: input.page || 1 });
  return { content: [{ type: "text", text: JSON.stringify(docs) }] };
});`,
  // a JSON Schema enum without a falsy value, and a described range from 1
  `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "tasks", version: "1" }, { capabilities: { tools: {} } });
const TOOLS = [
  {
    name: "list_tasks",
    inputSchema: {
      type: "object",
      properties: {
        priority: { type: "number", description: "Filter by priority", enum: [1, 2, 3, 4] },
        effort: { type: "number", description: "Effort level (1-5)" },
      },
    },
  },
];
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments as any;
  const filters: Record<string, unknown> = {};
  if (args.priority) filters.priority = args.priority;
  if (args.effort) filters.effort = args.effort;
  return { content: [{ type: "text", text: JSON.stringify(await listTasks(filters)) }] };
});`,
  // conditionals that only word a message: a result's text, an error, a log line, a returned sentence
  `server.registerTool("read_docs", { inputSchema: { page: z.number().optional(), parentId: z.number().optional() } }, async (input) => {
  const docs = await readDocs(input.page);
  if (docs.length === 0) {
    const pageInfo = input.page ? \` (page \${input.page})\` : "";
    return { content: \`No documents found\${pageInfo}.\` };
  }
  const action = input.parentId ? \`Reply to update \${input.parentId}\` : "Comment";
  if (!docs[0].id) throw new Error(\`\${action} could not be created\`);
  logger.info(\`Fetched \${input.page ? \`page \${input.page}\` : "all pages"} of documents\`);
  return \`\${action} created on \${docs[0].id}\`;
});`,
  // JSON Schema properties that spread a constant with a type
  `const positiveLimit = { type: "integer", minimum: 1 };
const orderBy = { ...{ type: "string" }, enum: ["createdAt", "updatedAt"] };
const tools = [
  {
    name: "list_issues",
    inputSchema: {
      type: "object",
      properties: {
        limit: { ...positiveLimit, description: "How many issues" },
        orderBy: { ...orderBy, description: "Sort key" },
      },
    },
  },
];`,
];

/** a conditional that builds a URL or a query is not wording: a valid 0 is dropped */
const SAMPLE_1 = `server.registerTool("search", { inputSchema: { limit: z.number().optional(), min: z.number().optional() } }, async (args) => {
  const q = args.limit ? \`&limit=\${args.limit}\` : "";
  const clause = args.min ? \` above \${args.min}\` : "";
  const rows = await db.run(\`score\${clause}\`);
  return { content: [{ type: "text", text: await fetchText(BASE + q) + rows.length }] };
});`;

/** a JSON Schema enum with 0, and a described range from 0, keep 0 valid */
const SAMPLE_2 = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "tasks", version: "1" }, { capabilities: { tools: {} } });
const TOOLS = [
  {
    name: "list_tasks",
    inputSchema: {
      type: "object",
      properties: {
        level: { type: "number", enum: [0, 1, 2] },
        effort: { type: "number", description: "Effort level (0-4)" },
      },
    },
  },
];
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments as any;
  const filters: Record<string, unknown> = {};
  if (args.level) filters.level = args.level;
  if (args.effort) filters.effort = args.effort;
  return { content: [{ type: "text", text: JSON.stringify(await listTasks(filters)) }] };
});`;

/** a JSON Schema property that spreads a constant without a type */
const SAMPLE_3 = `const described = { description: "How many issues" };
const tools = [
  {
    name: "list_issues",
    inputSchema: { type: "object", properties: { limit: { ...described } } },
  },
];`;

/** a raw-shape helper is read with the shape it is given */
const SAMPLE_4 = `const withConversationId = (schema) => ({ conversationId: z.string(), ...schema });
server.tool("search_docs", "Search the docs", withConversationId({ prompt: z.string(), max_num_results: z.number().optional() }), async (params) => {
  const query = { prompt: params.prompt, ...(params.max_num_results && { max_num_results: params.max_num_results }) };
  return { content: [{ type: "text", text: await search(query) }] };
});`;

/** look-alikes of wording that build a query, a command line or a payload, and numbers whose description or bound allows 0 */
const SAMPLE_5 = `enum Preset { None = 0, Fast = 1 }
server.registerTool("report", {
  inputSchema: {
    limit: z.number().optional(),
    count: z.number().optional(),
    priority: z.number().optional(),
    delay: z.number().int().optional().describe("Backoff delay in ms, starting at 500 and doubling"),
    partitionId: z.number().int().min(0).optional(),
    mode: z.union([z.object({ custom: z.number() }), z.nativeEnum(Preset)]).optional(),
  },
}, async (args) => {
  const sql = \`select id from users order by id\${args.limit ? \` limit \${args.limit}\` : ""}\`;
  const command = \`git log --oneline\${args.count ? \` -n \${args.count}\` : ""} main\`;
  await tracker.createIssue({ content: \`Priority is \${args.priority ? \`P\${args.priority}\` : "unset"}\` });
  const partitions = args.partitionId ? [args.partitionId] : await allPartitions();
  await sleep(args.delay || 500);
  return { content: [{ type: "text", text: JSON.stringify(await run(sql, command, partitions, args.mode || Preset.Fast)) }] };
});`;

/** fields of a union's members, and of an element picked by index, keep their shapes */
const SAMPLE_6 = `const Create = z.object({ kind: z.literal("create"), limit: z.number().optional() });
const Remove = z.object({ kind: z.literal("remove"), id: z.string() });
server.registerTool("batch", { inputSchema: { ops: z.array(z.discriminatedUnion("kind", [Create, Remove])) } }, async (args) => {
  for (let i = 0; i < args.ops.length; i++) {
    const op = args.ops[i];
    if (op.kind === "create") await create(op.limit || 10);
  }
  return { content: [] };
});`;

const ruleTester = createRuleTester();

ruleTester.run("no-truthy-presence-check", noTruthyPresenceCheck, {
  valid,
  invalid: [
  {
    code: SAMPLE_1,
    output: SAMPLE_1.replace("  const q = args.limit ? `&limit=${args.limit}` : \"\";\n  const clause = args.min ? ` above ${args.min}` : \"\";", "  const q = \"limit\" in args ? `&limit=${args.limit}` : \"\";\n  const clause = \"min\" in args ? ` above ${args.min}` : \"\";"),
    errors: [
      {
        messageId: "truthyPresence",
        line: 2,
        column: 13,
        endLine: 2,
        endColumn: 23,
        suggestions: [],
      },
      {
        messageId: "truthyPresence",
        line: 3,
        column: 18,
        endLine: 3,
        endColumn: 26,
        suggestions: [],
      },
    ],
  },
  {
    code: SAMPLE_2,
    output: SAMPLE_2.replace("  if (args.level) filters.level = args.level;\n  if (args.effort) filters.effort = args.effort;", "  if (\"level\" in args) filters.level = args.level;\n  if (\"effort\" in args) filters.effort = args.effort;"),
    errors: [
      {
        messageId: "truthyPresence",
        line: 19,
        column: 7,
        endLine: 19,
        endColumn: 17,
        suggestions: [],
      },
      {
        messageId: "truthyPresence",
        line: 20,
        column: 7,
        endLine: 20,
        endColumn: 18,
        suggestions: [],
      },
    ],
  },
  {
    code: SAMPLE_4,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 46,
        endLine: 3,
        endColumn: 68,
        suggestions: [
          { messageId: "usePresenceCheck", output: SAMPLE_4.replace("  const query = { prompt: params.prompt, ...(params.max_num_results && { max_num_results: params.max_num_results }) };", "  const query = { prompt: params.prompt, ...(\"max_num_results\" in params && { max_num_results: params.max_num_results }) };") },
        ],
      },
    ],
  },
  {
    code: SAMPLE_5,
    output: SAMPLE_5.replace("  const sql = `select id from users order by id${args.limit ? ` limit ${args.limit}` : \"\"}`;\n  const command = `git log --oneline${args.count ? ` -n ${args.count}` : \"\"} main`;\n  await tracker.createIssue({ content: `Priority is ${args.priority ? `P${args.priority}` : \"unset\"}` });\n  const partitions = args.partitionId ? [args.partitionId] : await allPartitions();", "  const sql = `select id from users order by id${\"limit\" in args ? ` limit ${args.limit}` : \"\"}`;\n  const command = `git log --oneline${\"count\" in args ? ` -n ${args.count}` : \"\"} main`;\n  await tracker.createIssue({ content: `Priority is ${\"priority\" in args ? `P${args.priority}` : \"unset\"}` });\n  const partitions = \"partitionId\" in args ? [args.partitionId] : await allPartitions();"),
    errors: [
      {
        messageId: "truthyPresence",
        line: 12,
        column: 50,
        endLine: 12,
        endColumn: 60,
        suggestions: [],
      },
      {
        messageId: "truthyPresence",
        line: 13,
        column: 39,
        endLine: 13,
        endColumn: 49,
        suggestions: [],
      },
      {
        messageId: "truthyPresence",
        line: 14,
        column: 55,
        endLine: 14,
        endColumn: 68,
        suggestions: [],
      },
      {
        messageId: "truthyPresence",
        line: 15,
        column: 22,
        endLine: 15,
        endColumn: 38,
        suggestions: [],
      },
    ],
  },
  ] satisfies InvalidTestCase<presence.MessageIds, presence.Options>[],
});

ruleTester.run("no-lossy-default", noLossyDefault, {
  valid,
  invalid: [
  {
    code: SAMPLE_5,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 16,
        column: 15,
        endLine: 16,
        endColumn: 32,
        suggestions: [
          { messageId: "useNullish", output: SAMPLE_5.replace("  await sleep(args.delay || 500);", "  await sleep(args.delay ?? 500);") },
          { messageId: "usePresence", output: SAMPLE_5.replace("  await sleep(args.delay || 500);", "  await sleep(\"delay\" in args ? args.delay : 500);") },
        ],
      },
      {
        messageId: "lossyDefault",
        line: 17,
        column: 95,
        endLine: 17,
        endColumn: 119,
        suggestions: [
          { messageId: "useNullish", output: SAMPLE_5.replace("  return { content: [{ type: \"text\", text: JSON.stringify(await run(sql, command, partitions, args.mode || Preset.Fast)) }] };", "  return { content: [{ type: \"text\", text: JSON.stringify(await run(sql, command, partitions, args.mode ?? Preset.Fast)) }] };") },
          { messageId: "usePresence", output: SAMPLE_5.replace("  return { content: [{ type: \"text\", text: JSON.stringify(await run(sql, command, partitions, args.mode || Preset.Fast)) }] };", "  return { content: [{ type: \"text\", text: JSON.stringify(await run(sql, command, partitions, \"mode\" in args ? args.mode : Preset.Fast)) }] };") },
        ],
      },
    ],
  },
  {
    code: SAMPLE_6,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 6,
        column: 44,
        endLine: 6,
        endColumn: 58,
        suggestions: [
          { messageId: "useNullish", output: SAMPLE_6.replace("    if (op.kind === \"create\") await create(op.limit || 10);", "    if (op.kind === \"create\") await create(op.limit ?? 10);") },
          { messageId: "usePresence", output: SAMPLE_6.replace("    if (op.kind === \"create\") await create(op.limit || 10);", "    if (op.kind === \"create\") await create(\"limit\" in op ? op.limit : 10);") },
        ],
      },
    ],
  },
  ] satisfies InvalidTestCase<lossy.MessageIds, lossy.Options>[],
});

ruleTester.run("require-tool-param-types", requireToolParamTypes, {
  valid,
  invalid: [
  {
    code: SAMPLE_3,
    output: null,
    errors: [
      {
        messageId: "missingType",
        line: 5,
        column: 50,
        endLine: 5,
        endColumn: 55,
        suggestions: [],
      },
    ],
  },
  ] satisfies InvalidTestCase<paramTypes.MessageIds, paramTypes.Options>[],
});

// The rules that report nothing here: every sample of `valid` is quiet for them too.
ruleTester.run("no-truthy-tool-value", noTruthyToolValue, { valid, invalid: [] });
ruleTester.run("no-coercion-before-validation", noCoercionBeforeValidation, { valid, invalid: [] });
ruleTester.run("no-ungated-lookup", noUngatedLookup, { valid, invalid: [] });

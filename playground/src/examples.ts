/** Starter examples: each one has mistakes the plugin finds, and at least one place it stops following. */
export interface Example {
  readonly id: string;
  readonly title: string;
  readonly code: string;
}

export const EXAMPLES: readonly Example[] = [
  {
    id: "mcp-server",
    title: "MCP server",
    code: `// An MCP server tool: the SDK validates the arguments against the zod shape.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { exportRows } from "csv-export";

const server = new McpServer({ name: "orders", version: "1.0.0" });

server.registerTool(
  "export_orders",
  {
    description: "Export a customer's orders as CSV.",
    inputSchema: { customer_id: z.string(), limit: z.number().int(), dry_run: z.string().optional() },
  },
  async (args) => {
    if (args.dry_run) return { content: [{ type: "text", text: "dry run: nothing exported" }] };
    const limit = args.limit || 100;
    const csv = await exportRows(args, limit);
    return { content: [{ type: "text", text: csv }] };
  },
);
`,
  },
  {
    id: "openai-loop",
    title: "OpenAI tool loop",
    code: `// An OpenAI chat-completions tool loop: the arguments are a JSON string the model wrote.
import OpenAI from "openai";

const client = new OpenAI();
const LIMITS: Record<number, number> = { 1: 20, 2: 100, 3: 500 };

function listOrders(args: { include_refunded?: unknown; count?: unknown; tier?: unknown; timeout?: unknown }) {
  const statuses = ["paid", "shipped"];
  if (args.include_refunded) statuses.push("refunded");
  const timeout = args.timeout || 30;
  const count = Number(args.count);
  const pageSize = LIMITS[args.tier as number];
  return { statuses, timeout, count, pageSize };
}

export async function run(messages: OpenAI.ChatCompletionMessageParam[]) {
  const completion = await client.chat.completions.create({ model: "gpt-4.1", messages });
  for (const call of completion.choices[0]!.message.tool_calls ?? []) {
    if (call.type !== "function") continue;
    const args = JSON.parse(call.function.arguments);
    messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(listOrders(args)) });
  }
}
`,
  },
  {
    id: "ai-sdk-tool",
    title: "AI SDK tool",
    code: `// Vercel AI SDK tools: a zod schema is validated; a jsonSchema() without validate is not.
import { jsonSchema, tool } from "ai";
import { z } from "zod";

export const archiveTicket = tool({
  description: "Archive a support ticket",
  inputSchema: z.object({ id: z.string(), notify: z.coerce.boolean() }),
  execute: async ({ id, notify }) => {
    if (notify) console.log(\`notifying the owner of \${id}\`);
    return id;
  },
});

export const purgeCache = tool({
  description: "Purge the CDN cache",
  inputSchema: jsonSchema<{ prefix: string; force?: boolean }>({
    type: "object",
    properties: { prefix: { type: "string" }, force: { type: "boolean" } },
    required: ["prefix"],
  }),
  execute: async (input) => {
    if (input.force) return \`purged everything under \${input.prefix}\`;
    return \`purged stale entries under \${input.prefix}\`;
  },
});
`,
  },
  {
    id: "parsed-in-a-helper",
    title: "Parsed in a helper (lost)",
    code: `// A tool loop that parses its arguments in a package's helper: no rule reports anything, and the
// explain view shows why: the arguments never reach the analysis.
import OpenAI from "openai";
import { parseToolArgs } from "agent-utils";

const client = new OpenAI();

export async function countRefunds(): Promise<number> {
  const response = await client.chat.completions.create({ model: "gpt-4.1", messages: [] });
  let refunds = 0;
  for (const call of response.choices[0]!.message.tool_calls ?? []) {
    if (call.type !== "function") continue;
    // Replace parseToolArgs(…) with JSON.parse(…) to see the findings.
    const args = parseToolArgs(call.function.arguments) as { include_refunded?: unknown };
    if (args.include_refunded) refunds++;
  }
  return refunds;
}
`,
  },
  {
    id: "mcp-client",
    title: "MCP client",
    code: `// The client side of MCP: what a tool sent back is tool data too.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

const client = new Client({ name: "orders-client", version: "1.0.0" });

export async function customerTotal(customerId: string): Promise<number | null> {
  const reply = await client.callTool({ name: "customer_total", arguments: { customer_id: customerId } });
  if (!reply.structuredContent) return null;
  const content = reply.structuredContent as { total?: number; currency?: string };
  const total = content.total || null;
  return total;
}
`,
  },
];

// An MCP server exposing three order tools over stdio.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

import { orders } from "../shared/store.js";

const server = new McpServer({ name: "orders", version: "1.0.0" });

server.registerTool(
  "search_orders",
  {
    description: "Search orders by text.",
    inputSchema: {
      query: z.string(),
      limit: z.number().int().optional(),
      exact: z.coerce.boolean().optional(),
    },
  },
  async ({ query, limit, exact }) => {
    const rows = await orders.search(query, { exact: exact === true });
    const page = limit ? rows.slice(0, limit) : rows;
    return { content: [{ type: "text", text: JSON.stringify(page) }] };
  },
);

server.registerTool(
  "customer_total",
  {
    description: "Sum a customer's orders.",
    inputSchema: { customer_id: z.string(), include_refunded: z.boolean() },
  },
  async ({ customer_id, include_refunded }) => {
    const total = await orders.total(customer_id, include_refunded ? "all" : "paid");
    return { content: [{ type: "text", text: String(total) }], structuredContent: { total } };
  },
);

server.registerTool(
  "export_orders",
  {
    description: "Export a customer's orders as CSV.",
    inputSchema: { customer_id: z.string(), columns: z.any(), dry_run: z.string().optional() },
  },
  async (args) => {
    if (args.dry_run) return { content: [{ type: "text", text: "dry run: nothing exported" }] };
    const rows = await orders.search(args.customer_id, { exact: true });
    return { content: [{ type: "text", text: rows.map((row) => `${row.id},${row.total}`).join("\n") }] };
  },
);

await server.connect(new StdioServerTransport());

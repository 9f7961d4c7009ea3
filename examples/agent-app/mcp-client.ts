// The client side: calls the order server's tools.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const client = new Client({ name: "orders-client", version: "1.0.0" });
await client.connect(new StdioClientTransport({ command: "node", args: ["mcp-server.js"] }));

/** The customer's total, or `null` when the tool did not report one. */
export async function customerTotal(customerId: string): Promise<number | null> {
  const reply = await client.callTool({
    name: "customer_total",
    arguments: { customer_id: customerId, include_refunded: false },
  });
  if (reply.isError) throw new Error(`customer_total failed for ${customerId}`);
  const content = reply.structuredContent as { total?: number } | undefined;
  const total = content?.total;
  return total || null;
}

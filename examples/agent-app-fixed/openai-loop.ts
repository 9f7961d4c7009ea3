// An OpenAI chat-completions tool loop for an order-history assistant.
import OpenAI from "openai";
import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";

import { type Order, orders } from "../shared/store.js";

const client = new OpenAI();

/** Rows per page for each customer tier. A Map lookup is strict: `"1"` and `[1]` are not tier 1. */
const LIMITS = new Map<unknown, number>([
  [1, 20],
  [2, 100],
  [3, 500],
]);

export const tools: ChatCompletionTool[] = [
  {
    type: "function",
    function: {
      name: "list_orders",
      description: "List a customer's orders, newest first.",
      parameters: {
        type: "object",
        properties: {
          customer_id: { type: "string" },
          include_refunded: { type: "boolean", description: "Whether refunded orders are listed too." },
          count: { type: "integer", minimum: 1, maximum: 20, description: "How many orders to return." },
          tier: { type: "integer", enum: [1, 2, 3], description: "The customer's tier." },
          timeout: { type: "number", description: "Seconds to wait for the store; 0 means do not wait." },
          offset: { type: "integer", description: "How many orders to skip; 0 starts at the newest." },
        },
        required: ["customer_id"],
      },
    },
  },
];

async function listOrders(call: ChatCompletionMessageFunctionToolCall): Promise<Order[]> {
  const args = JSON.parse(call.function.arguments);

  const statuses = ["paid", "shipped"];
  if (args.include_refunded === true) statuses.push("refunded");

  const timeout = typeof args.timeout === "number" ? args.timeout : 30;

  if (!Number.isInteger(args.count) || args.count < 1 || args.count > 20) {
    throw new RangeError("count must be an integer between 1 and 20");
  }
  const count: number = args.count;

  const pageSize = LIMITS.get(args.tier);

  const query = orders.query(args.customer_id, { statuses, timeoutSeconds: timeout, pageSize });
  if ("offset" in args) query.skip(args.offset);
  if (count === 1) return [await query.first()];
  return query.take(count);
}

export async function runAgent(messages: ChatCompletionMessageParam[]): Promise<string | null> {
  for (let turn = 0; turn < 8; turn++) {
    const completion = await client.chat.completions.create({ model: "gpt-4.1", messages, tools });
    const message = completion.choices[0]!.message;
    messages.push(message);
    if (!message.tool_calls?.length) return message.content;
    for (const call of message.tool_calls) {
      if (call.type !== "function") continue;
      const result = await listOrders(call);
      messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
    }
  }
  return null;
}

/**
 * The contract of a tool argument decides which falsy values are valid, and so whether a presence
 * check or a default loses one (issue shapes written fresh from real MCP servers and agent apps):
 * a string id checked as required, string fields of a typed service parameter, null guards in front
 * of type checks, defaults that only label a message, optional strings where empty means absent,
 * and telemetry. The invalid neighbours must still be reported: a required check that rejects a
 * valid `0`, a limit without a lower bound, and a field declared a number.
 */
import type { InvalidTestCase } from "@typescript-eslint/rule-tester";

import noLossyDefault from "../../rules/no-lossy-default.js";
import noTruthyPresenceCheck, * as presence from "../../rules/no-truthy-presence-check.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import { createRuleTester } from "../rule-tester.js";

/** Quiet for every rule that asks about valid values, and for no-truthy-tool-value. */
const valid: string[] = [
  // class 1: a string id checked as required
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const listId = request.params.arguments?.listId as string;
  if (!listId) return errorResult("listId is required");
  return getList(listId);
});`,
  // class 1: a string field of a typed service parameter
  `export async function getPods(input: { namespace?: string; container?: string }) {
  const namespace = input.namespace || "default";
  if (input.container) args.push("-c", input.container);
  return run(namespace);
}
server.setRequestHandler(CallToolRequestSchema, async (request) => getPods(request.params.arguments));`,
  // class 2: null guards in front of type checks
  `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
  if (!args.filters || typeof args.filters !== "object") return applyDefaults();
  if (!args.items || !Array.isArray(args.items)) return apply(args.filters);
  return apply(args.filters, args.items);
});`,
  // class 3: defaults that only label a message
  `const args = JSON.parse(call.function.arguments);
if (!found) throw new Error(\`/\${args.type}/\${args.id || "unknown"} was not found\`);
console.warn("skipped", args.mode || "unnamed");`,
  // class 4 and 6: optional strings where empty means absent, and telemetry
  `server.registerTool("create", { inputSchema: { title: z.string(), description: z.string().optional() } }, async (args) => {
  const body: Record<string, unknown> = { title: args.title };
  if (args.description) body.description = args.description;
  return create(body);
});
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
  if (args.category) event.category = args.category;
  if (args.options) query = JSON.parse(args.options);
  return search(query);
});`,
  // a number positive by what it is: a port, a batch size (0 never advances the batching loop)
  `export async function createService(input: { name: string; port?: number }) {
  if (input.port) args.push(\`--port=\${input.port}\`);
  return run(args);
}
server.setRequestHandler(CallToolRequestSchema, async (request) => createService(request.params.arguments));`,
  `server.registerTool("batch", { inputSchema: { batchSize: z.number().optional() } }, async (args) => {
  const batchSize = args.batchSize || 50;
  return process(batchSize);
});`,
  // class 5: a factory's own options, destructured as { parameters, execute, inject }, are configuration
  `import { tool } from "ai";
export function defineTool({ name, parameters, execute, inject }: { name: string; parameters: any; execute: any; inject?: { session: boolean } }) {
  const withSession = inject?.session || false;
  if (inject) setup(inject);
  return tool({ description: name, inputSchema: parameters, execute: async (args) => execute(args, withSession) });
}`,
  `export function createToolFactory({ parameters, execute, inject }: { parameters: { timeout?: number }; execute: (x: unknown) => unknown; inject?: boolean }) {
  if (inject) register();
  const timeout = parameters.timeout || 30;
  return { parameters, execute, timeout };
}`,
];

const invalid: InvalidTestCase<presence.MessageIds, presence.Options>[] = [
  {
    // neighbour: presence decided inside a conjunction whose branch rejects: { head: 0, tail: 5 } gets through
    code: `server.registerTool("read", { inputSchema: { path: z.string(), head: z.number().optional(), tail: z.number().optional() } }, async (args) => {
  if (args.head && args.tail) throw new Error("Cannot specify both head and tail");
  return read(args.path);
});`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 16,
        suggestions: [{ messageId: "usePresenceCheck", output: `server.registerTool("read", { inputSchema: { path: z.string(), head: z.number().optional(), tail: z.number().optional() } }, async (args) => {
  if ("head" in args && args.tail) throw new Error("Cannot specify both head and tail");
  return read(args.path);
});` }],
      },
      {
        messageId: "truthyPresence",
        line: 2,
        column: 20,
        endLine: 2,
        endColumn: 29,
        suggestions: [{ messageId: "usePresenceCheck", output: `server.registerTool("read", { inputSchema: { path: z.string(), head: z.number().optional(), tail: z.number().optional() } }, async (args) => {
  if (args.head && "tail" in args) throw new Error("Cannot specify both head and tail");
  return read(args.path);
});` }],
      },
    ],
  },
  {
    // neighbour: a required check that rejects a valid 0
    code: `server.registerTool("invoice", { inputSchema: { amount_cents: z.number().int().min(0) } }, async ({ amount_cents }) => {
  if (!amount_cents) throw new Error("amount is required");
  return bill(amount_cents);
});`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `server.registerTool("invoice", { inputSchema: { amount_cents: z.number().int().min(0) } }, async ({ amount_cents }) => {
  if (amount_cents === undefined) throw new Error("amount is required");
  return bill(amount_cents);
});`,
          },
        ],
      },
    ],
  },
  {
    // neighbour: a limit without a lower bound
    code: `server.registerTool("list", { inputSchema: { limit: z.number().optional() } }, async (args) => {
  if (args.limit) query.limit(args.limit);
  return query.run();
});`,
    output: `server.registerTool("list", { inputSchema: { limit: z.number().optional() } }, async (args) => {
  if ("limit" in args) query.limit(args.limit);
  return query.run();
});`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 17,
        suggestions: [
        ],
      },
    ],
  },
  {
    // neighbour: a declared number
    code: `function page(input: { count?: number }) {
  if (input.count) return take(input.count);
  return all();
}
page(JSON.parse(call.function.arguments));`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 18,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `function page(input: { count?: number }) {
  if ("count" in input) return take(input.count);
  return all();
}
page(JSON.parse(call.function.arguments));`,
          },
        ],
      },
    ],
  },
];

createRuleTester().run("no-truthy-presence-check and contracts", noTruthyPresenceCheck, { valid, invalid });
createRuleTester().run("no-lossy-default and contracts", noLossyDefault, { valid, invalid: [] });
createRuleTester().run("no-truthy-tool-value and contracts", noTruthyToolValue, { valid, invalid: [] });

/**
 * A project's own registration helper (`const tool = (name, description, paramsSchema, cb) =>
 * server.registerTool(name, { inputSchema: z.object(paramsSchema) }, (args) => wrap(name, cb)(args))`):
 * the callback of each call gets the arguments, validated against the shape given at that call.
 */
import type { InvalidTestCase } from "@typescript-eslint/rule-tester";

import noTruthyPresenceCheck from "../../rules/no-truthy-presence-check.js";
import noLossyDefault, * as lossy from "../../rules/no-lossy-default.js";
import requireToolParamTypes from "../../rules/require-tool-param-types.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

/** Look-alikes where no rule may report. */
const valid: string[] = [
  // a flag and a bounded limit validated by the shape given at the call of the helper
  `const tool = (name: string, description: string, paramsSchema: ZodRawShape, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, { description, inputSchema: z.object(paramsSchema) }, (args: any) => withTelemetry(name, cb)(args));
};
tool("list_logs", "List logs", { verbose: z.boolean().optional(), limit: z.number().min(1).optional() }, async (args) => {
  const logs = await listLogs(args.limit || 50);
  return args.verbose ? JSON.stringify(logs) : summarize(logs);
});`,
  // a helper that hands its callback program data, not the arguments
  `const withConfig = (name: string, shape: ZodRawShape, cb: (config: Config) => Promise<string>) => {
  server.tool(name, "Configured tool", shape, async () => ({ content: [{ type: "text", text: await cb(loadConfig()) }] }));
};
withConfig("status", { detail: z.string().optional() }, async (config) => String(config.retries || 3));`,
];

/** a registration helper: each call's callback gets the arguments, validated against the shape given there */
const SAMPLE_1 = `const tool = (name: string, description: string, paramsSchema: ZodRawShape, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, { description, inputSchema: z.object(paramsSchema) }, (args: any) => withTelemetry(name, cb)(args));
};
tool("list_vulnerabilities", "List vulnerabilities", { riskScore: z.number().optional().default(8) }, async ({ riskScore }) => {
  const rows = await query(\`filter score >= \${riskScore || 8}\`);
  return JSON.stringify(rows);
});`;

/** a helper whose callback takes a session first: the arguments are its second parameter, the session is program data */
const SAMPLE_2 = `const tool = (name: string, shape: ZodRawShape, cb: (session: Session, args: any) => Promise<string>) =>
  server.registerTool(name, { inputSchema: z.object(shape) }, async (args: any) => ({ content: [{ type: "text", text: await cb(session, args) }] }));
tool("list", { limit: z.number().optional() }, async (session, args) => {
  const pageSize = session.pageSize || 10;
  const limit = args.limit || 10;
  return String(await list(pageSize, limit));
});`;

/** a helper around the deprecated server.tool, whose handler calls the callback */
/**
 * A helper whose handler also logs the arguments whole before handing them on: the callback still
 * gets the shape given at the call (not a second, unread one), and the wording a handler returns is
 * the text of the tool's result.
 */
const LOGGED_HELPER = `const tool = (name: string, description: string, paramsSchema: ZodRawShape, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, { description, inputSchema: paramsSchema }, async (args: any) => {
    trace(\`Invoking \${name} with args: \${JSON.stringify(args)}\`);
    const text = await cb(args);
    return { content: [{ type: "text", text }] };
  });
};
tool("swipe", "Swipe", { direction: z.enum(["up", "down"]), distance: z.number().optional() }, async ({ direction, distance }) => {
  await robot.swipe(direction, distance || 400);
  const distanceText = distance ? \` \${distance} pixels\` : "";
  return \`Swiped \${direction}\${distanceText}\`;
});`;

const SAMPLE_3 = `function register(name: string, shape: ZodRawShape, run: (args: any) => Promise<unknown>) {
  server.tool(name, "A tool", shape, async (args) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await run(args)) }] };
    } catch (error) {
      return { isError: true, content: [{ type: "text", text: String(error) }] };
    }
  });
}
register("list_datasets", { limit: z.number().optional() }, async (params) => listDatasets(params.limit || 10));`;

const ruleTester = createRuleTester();

ruleTester.run("no-lossy-default", noLossyDefault, {
  valid,
  invalid: [
  {
    code: LOGGED_HELPER,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 9,
        column: 32,
        suggestions: [
          { messageId: "useNullish", output: LOGGED_HELPER.replace("distance || 400", "distance ?? 400") },
          { messageId: "usePresence", output: LOGGED_HELPER.replace("distance || 400", "distance !== undefined ? distance : 400") },
        ],
      },
    ],
  },
  {
    code: SAMPLE_1,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 5,
        column: 47,
        endLine: 5,
        endColumn: 61,
        suggestions: [
          { messageId: "useNullish", output: SAMPLE_1.replace("  const rows = await query(`filter score >= ${riskScore || 8}`);", "  const rows = await query(`filter score >= ${riskScore ?? 8}`);") },
          { messageId: "usePresence", output: SAMPLE_1.replace("  const rows = await query(`filter score >= ${riskScore || 8}`);", "  const rows = await query(`filter score >= ${riskScore !== undefined ? riskScore : 8}`);") },
        ],
      },
    ],
  },
  {
    code: SAMPLE_2,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 5,
        column: 17,
        endLine: 5,
        endColumn: 33,
        suggestions: [
          { messageId: "useNullish", output: SAMPLE_2.replace("  const limit = args.limit || 10;", "  const limit = args.limit ?? 10;") },
          { messageId: "usePresence", output: SAMPLE_2.replace("  const limit = args.limit || 10;", "  const limit = \"limit\" in args ? args.limit : 10;") },
        ],
      },
    ],
  },
  {
    code: SAMPLE_3,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 10,
        column: 92,
        endLine: 10,
        endColumn: 110,
        suggestions: [
          { messageId: "useNullish", output: SAMPLE_3.replace("register(\"list_datasets\", { limit: z.number().optional() }, async (params) => listDatasets(params.limit || 10));", "register(\"list_datasets\", { limit: z.number().optional() }, async (params) => listDatasets(params.limit ?? 10));") },
          { messageId: "usePresence", output: SAMPLE_3.replace("register(\"list_datasets\", { limit: z.number().optional() }, async (params) => listDatasets(params.limit || 10));", "register(\"list_datasets\", { limit: z.number().optional() }, async (params) => listDatasets(\"limit\" in params ? params.limit : 10));") },
        ],
      },
    ],
  },
  ] satisfies InvalidTestCase<lossy.MessageIds, lossy.Options>[],
});

// The rules that report nothing here: every sample of `valid` is quiet for them too.
ruleTester.run("no-truthy-presence-check", noTruthyPresenceCheck, { valid: [...valid, LOGGED_HELPER], invalid: [] });
ruleTester.run("require-tool-param-types", requireToolParamTypes, { valid, invalid: [] });
ruleTester.run("no-truthy-tool-value", noTruthyToolValue, { valid, invalid: [] });
ruleTester.run("no-coercion-before-validation", noCoercionBeforeValidation, { valid, invalid: [] });
ruleTester.run("no-ungated-lookup", noUngatedLookup, { valid, invalid: [] });

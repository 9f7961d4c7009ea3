/**
 * A tool definition whose handler sits inside a middleware wrapper (`execute:
 * withNormalizedProjectRoot(async (args) => …)`, `execute: traced("export", async (input) => …)`):
 * the wrapper hands the arguments on, so its one function argument is the handler, validated
 * against the definition's schema like an unwrapped one.
 */
import noLossyDefault from "../../rules/no-lossy-default.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import requireToolParamTypes from "../../rules/require-tool-param-types.js";
import { createRuleTester } from "../rule-tester.js";

const FASTMCP_WRAPPED = `import { z } from "zod";
import { withNormalizedProjectRoot } from "@acme/mcp-tools";
export function registerAnalyze(server: FastMCP) {
  server.addTool({
    name: "analyze",
    parameters: z.object({ threshold: z.number().optional(), research: z.string().optional() }),
    execute: withNormalizedProjectRoot(async (args, { log }) => {
      const threshold = args.threshold || 5;
      return analyze(threshold, args.research);
    }),
  });
}`;

const AISDK_WRAPPED = `import { tool } from "ai";
import { z } from "zod";
export const exportTool = tool({
  inputSchema: z.object({ dry_run: z.string() }),
  execute: traced("export", async (input) => (input.dry_run ? "preview" : "done")),
});`;

const COERCED_WRAPPED = `import { z } from "zod";
export function registerAnalyze(server: FastMCP) {
  server.addTool({
    name: "analyze",
    parameters: z.object({ from: z.coerce.number().int().positive().optional() }),
    execute: withProjectRoot(async (args) => analyze(args.from)),
  });
}`;

/** Look-alikes where no rule may report. */
const valid: string[] = [
  // the wrapped handler's flag is a z.boolean(): validated
  `import { tool } from "ai";
import { z } from "zod";
export const exportTool = tool({
  inputSchema: z.object({ dry_run: z.boolean() }),
  execute: traced("export", async (input) => (input.dry_run ? "preview" : "done")),
});`,
  // a wrapper given two functions: which one gets the arguments is not told
  `import { tool } from "ai";
export const exportTool = tool({
  inputSchema: jsonSchema({ type: "object", properties: { dry_run: { type: "boolean" } } }),
  execute: either(async (input) => (input.dry_run ? "preview" : "done"), async (input) => (input.verbose ? "a" : "b")),
});`,
  // the wrapper's function under a key that is no handler's
  `import { z } from "zod";
export function registerAnalyze(server: FastMCP) {
  server.addTool({
    name: "analyze",
    parameters: z.object({ threshold: z.number().optional() }),
    execute: async () => "",
    format: withFormatting(async (result) => String(result.threshold || 5)),
  });
}`,
];

const ruleTester = createRuleTester();

ruleTester.run("no-lossy-default", noLossyDefault, {
  valid,
  invalid: [
    {
      code: FASTMCP_WRAPPED,
      output: null,
      errors: [
        {
          messageId: "lossyDefault",
          line: 8,
          column: 25,
          suggestions: [
            { messageId: "useNullish", output: FASTMCP_WRAPPED.replace("      const threshold = args.threshold || 5;", "      const threshold = args.threshold ?? 5;") },
            { messageId: "usePresence", output: FASTMCP_WRAPPED.replace("      const threshold = args.threshold || 5;", '      const threshold = "threshold" in args ? args.threshold : 5;') },
          ],
        },
      ],
    },
  ],
});

ruleTester.run("no-truthy-tool-value", noTruthyToolValue, {
  valid,
  invalid: [
    {
      code: AISDK_WRAPPED,
      output: null,
      errors: [
        {
          messageId: "truthyString",
          line: 5,
          column: 47,
          suggestions: [
            {
              messageId: "compareWithTrue",
              output: AISDK_WRAPPED.replace('async (input) => (input.dry_run ? "preview"', 'async (input) => (input.dry_run === "true" ? "preview"'),
            },
          ],
        },
      ],
    },
  ],
});

ruleTester.run("require-tool-param-types", requireToolParamTypes, {
  valid,
  invalid: [
    {
      code: COERCED_WRAPPED,
      output: null,
      errors: [
        {
          messageId: "coerceNumber",
          line: 5,
          column: 34,
          suggestions: [{ messageId: "useNumber", output: COERCED_WRAPPED.replace("from: z.coerce.number()", "from: z.number()") }],
        },
      ],
    },
  ],
});

/**
 * A handler picked by a function that returns a map's entry (`const handler = getHandler(name);
 * handler(args)`, where `getHandler` returns `handlers[name]`): each function of the map gets the
 * arguments.
 */
import type { InvalidTestCase } from "@typescript-eslint/rule-tester";

import noTruthyPresenceCheck from "../../rules/no-truthy-presence-check.js";
import noLossyDefault, * as lossy from "../../rules/no-lossy-default.js";
import requireToolParamTypes from "../../rules/require-tool-param-types.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noCoercionBeforeValidation, * as coercion from "../../rules/no-coercion-before-validation.js";
import noUngatedLookup, * as lookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

/** Look-alikes where no rule may report. */
const valid: string[] = [
  // a function that returns a map entry of program data, called with a constant name
  `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "cms", version: "1" }, { capabilities: { tools: {} } });
const formatters = { json: (value: unknown) => JSON.stringify(value), text: (value: unknown) => String(value) };
function formatterFor(kind: string) {
  return formatters[kind as keyof typeof formatters];
}
const format = formatterFor("json");
export const rendered = format({ retries: 0 });`,
];

/** a map entry that is itself a picked handler: the walk ends there; the tool name is looked up in plain objects */
const SAMPLE_1 = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "cms", version: "1" }, { capabilities: { tools: {} } });
const builtins = { search: async (args: any) => find(args.query) };
function getHandler(name: string) {
  return builtins[name as keyof typeof builtins] ?? aliases[name as keyof typeof aliases];
}
const find_docs = getHandler("search");
const aliases = { find_docs };
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  return getHandler(name)?.(args ?? {});
});`;

/** a handler picked by a function that returns a map entry: each of the map's functions gets the arguments */
const SAMPLE_2 = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "cms", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  const handler = getHandler(name);
  if (!handler) throw new Error(\`Unknown tool: \${name}\`);
  return handler(args ?? {});
});
function getHandler(name: string) {
  const handlers = {
    list_assets: async (args: { limit?: number }) => listAssets(Math.min(args.limit || 3, 3)),
  };
  return handlers[name as keyof typeof handlers];
}`;

const ruleTester = createRuleTester();

ruleTester.run("no-lossy-default", noLossyDefault, {
  valid,
  invalid: [
  {
    code: SAMPLE_2,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 12,
        column: 74,
        endLine: 12,
        endColumn: 89,
        suggestions: [
          { messageId: "useNullish", output: SAMPLE_2.replace("    list_assets: async (args: { limit?: number }) => listAssets(Math.min(args.limit || 3, 3)),", "    list_assets: async (args: { limit?: number }) => listAssets(Math.min(args.limit ?? 3, 3)),") },
          { messageId: "usePresence", output: SAMPLE_2.replace("    list_assets: async (args: { limit?: number }) => listAssets(Math.min(args.limit || 3, 3)),", "    list_assets: async (args: { limit?: number }) => listAssets(Math.min(\"limit\" in args ? args.limit : 3, 3)),") },
        ],
      },
    ],
  },
  ] satisfies InvalidTestCase<lossy.MessageIds, lossy.Options>[],
});

ruleTester.run("no-coercion-before-validation", noCoercionBeforeValidation, {
  valid,
  invalid: [
  {
    code: SAMPLE_2,
    output: null,
    errors: [
      {
        messageId: "coercion",
        line: 12,
        column: 65,
        endLine: 12,
        endColumn: 93,
        suggestions: [],
      },
    ],
  },
  ] satisfies InvalidTestCase<coercion.MessageIds, coercion.Options>[],
});

ruleTester.run("no-ungated-lookup", noUngatedLookup, {
  valid,
  invalid: [
  {
    code: SAMPLE_1,
    output: null,
    errors: [
      {
        messageId: "toolNameLookup",
        line: 6,
        column: 10,
        endLine: 6,
        endColumn: 49,
        suggestions: [
          { messageId: "useOwnKey", output: SAMPLE_1.replace("  return builtins[name as keyof typeof builtins] ?? aliases[name as keyof typeof aliases];", "  return (Object.hasOwn(builtins, name as keyof typeof builtins) ? builtins[name as keyof typeof builtins] : undefined) ?? aliases[name as keyof typeof aliases];") },
        ],
      },
      {
        messageId: "toolNameLookup",
        line: 6,
        column: 53,
        endLine: 6,
        endColumn: 90,
        suggestions: [
          { messageId: "useOwnKey", output: SAMPLE_1.replace("  return builtins[name as keyof typeof builtins] ?? aliases[name as keyof typeof aliases];", "  return builtins[name as keyof typeof builtins] ?? (Object.hasOwn(aliases, name as keyof typeof aliases) ? aliases[name as keyof typeof aliases] : undefined);") },
        ],
      },
    ],
  },
  {
    code: SAMPLE_2,
    output: null,
    errors: [
      {
        messageId: "toolNameLookup",
        line: 14,
        column: 10,
        endLine: 14,
        endColumn: 49,
        suggestions: [
          { messageId: "useOwnKey", output: SAMPLE_2.replace("  return handlers[name as keyof typeof handlers];", "  return Object.hasOwn(handlers, name as keyof typeof handlers) ? handlers[name as keyof typeof handlers] : undefined;") },
        ],
      },
    ],
  },
  ] satisfies InvalidTestCase<lookup.MessageIds, lookup.Options>[],
});

// The rules that report nothing here: every sample of `valid` is quiet for them too.
ruleTester.run("no-truthy-presence-check", noTruthyPresenceCheck, { valid, invalid: [] });
ruleTester.run("require-tool-param-types", requireToolParamTypes, { valid, invalid: [] });
ruleTester.run("no-truthy-tool-value", noTruthyToolValue, { valid, invalid: [] });

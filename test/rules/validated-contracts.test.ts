/**
 * Contracts of validated values: a key whose schema the plugin cannot read, a validated string
 * whose name says it is never empty, and a project's own `ToolArgs<typeof this.argsShape>` type
 * over the class's zod shape (the base-class pattern of large MCP servers). The valid samples run
 * under every rule.
 */
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noLossyDefault from "../../rules/no-lossy-default.js";
import noTruthyPresenceCheck from "../../rules/no-truthy-presence-check.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

const valid: string[] = [
  // a key validated against a schema the plugin cannot read (an imported helper's enum): quiet in recommended
  `import { z } from "zod";
import { AtlasArgs } from "./args.js";
const REGIONS: Record<string, string[]> = { AWS: ["us-east-1"], GCP: ["us-central1"] };
server.registerTool("regions", { inputSchema: { provider: AtlasArgs.cloudProvider() } }, async ({ provider }) => {
  return { content: [{ type: "text", text: JSON.stringify(REGIONS[provider]) }] };
});
`,
  // a validated string whose name says it is never empty (a new name, a path): empty and absent mean the same
  `import { z } from "zod";
server.registerTool("rename", { inputSchema: { id: z.string(), newName: z.string().optional(), path: z.string().optional() } }, async (args) => {
  const body: Record<string, unknown> = {};
  if (args.newName) body.name = args.newName;
  const target = args.path || "/";
  return { content: [{ type: "text", text: JSON.stringify(await patch(args.id, body, target)) }] };
});
`,
  // a project's own ToolArgs type over the class's zod shape: an enum of the table's keys and a validated boolean
  `import { z } from "zod";
const LIMITS = { free: 10, pro: 100 };
export class SearchTool extends ToolBase {
  argsShape = { tier: z.enum(["free", "pro"]), include_archived: z.boolean().optional() };
  protected async execute({ tier, include_archived }: ToolArgs<typeof this.argsShape>) {
    if (include_archived) return all();
    return LIMITS[tier];
  }
}
`,
  // a type over `typeof` that is not a tool's arguments
  `const LIMITS = { free: 10, pro: 100 };
function pick(options: Options<typeof defaults>) {
  if (options.verbose) log();
  return LIMITS[options.tier] || 1;
}
`,
];

createRuleTester().run("no-ungated-lookup on validated contracts", noUngatedLookup, {
  valid,
  invalid: [
  {
    // strict reports it, and says the schema could not be read
    settings: { "tool-contract": { unreadableSchemas: "report" } },
    code: `import { z } from "zod";
import { AtlasArgs } from "./args.js";
const REGIONS: Record<string, string[]> = { AWS: ["us-east-1"], GCP: ["us-central1"] };
server.registerTool("regions", { inputSchema: { provider: AtlasArgs.cloudProvider() } }, async ({ provider }) => {
  return { content: [{ type: "text", text: JSON.stringify(REGIONS[provider]) }] };
});
`,
    output: null,
    errors: [
      {
        messageId: "tableLookupUnread",
        line: 5,
        column: 59,
        endLine: 5,
        endColumn: 76,
        suggestions: [
          { messageId: "useOwnKey", output: `import { z } from "zod";
import { AtlasArgs } from "./args.js";
const REGIONS: Record<string, string[]> = { AWS: ["us-east-1"], GCP: ["us-central1"] };
server.registerTool("regions", { inputSchema: { provider: AtlasArgs.cloudProvider() } }, async ({ provider }) => {
  return { content: [{ type: "text", text: JSON.stringify(typeof provider === "string" && Object.hasOwn(REGIONS, provider) ? REGIONS[provider] : undefined) }] };
});
` },
        ],
      },
    ],
  },
  {
    // a string key of a ToolArgs parameter: it can name an inherited key
    code: `import { z } from "zod";
const LIMITS = { free: 10, pro: 100 };
export class SearchTool extends ToolBase {
  argsShape = { tier: z.string(), include_archived: z.boolean().optional(), limit: z.number().optional() };
  protected async execute({ tier, limit }: ToolArgs<typeof this.argsShape>) {
    const pageSize = limit || 20;
    return LIMITS[tier];
  }
}
`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 7,
        column: 12,
        endLine: 7,
        endColumn: 24,
        suggestions: [
          { messageId: "useOwnKey", output: `import { z } from "zod";
const LIMITS = { free: 10, pro: 100 };
export class SearchTool extends ToolBase {
  argsShape = { tier: z.string(), include_archived: z.boolean().optional(), limit: z.number().optional() };
  protected async execute({ tier, limit }: ToolArgs<typeof this.argsShape>) {
    const pageSize = limit || 20;
    return Object.hasOwn(LIMITS, tier) ? LIMITS[tier] : undefined;
  }
}
` },
        ],
      },
    ],
  },
  ],
});
createRuleTester().run("no-lossy-default on validated contracts", noLossyDefault, {
  valid,
  invalid: [
  {
    // a number of a ToolArgs parameter without a lower bound: 0 is valid
    code: `import { z } from "zod";
const LIMITS = { free: 10, pro: 100 };
export class SearchTool extends ToolBase {
  argsShape = { tier: z.string(), include_archived: z.boolean().optional(), limit: z.number().optional() };
  protected async execute({ tier, limit }: ToolArgs<typeof this.argsShape>) {
    const pageSize = limit || 20;
    return LIMITS[tier];
  }
}
`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 6,
        column: 22,
        endLine: 6,
        endColumn: 33,
        suggestions: [
          { messageId: "useNullish", output: `import { z } from "zod";
const LIMITS = { free: 10, pro: 100 };
export class SearchTool extends ToolBase {
  argsShape = { tier: z.string(), include_archived: z.boolean().optional(), limit: z.number().optional() };
  protected async execute({ tier, limit }: ToolArgs<typeof this.argsShape>) {
    const pageSize = limit ?? 20;
    return LIMITS[tier];
  }
}
` },
          { messageId: "usePresence", output: `import { z } from "zod";
const LIMITS = { free: 10, pro: 100 };
export class SearchTool extends ToolBase {
  argsShape = { tier: z.string(), include_archived: z.boolean().optional(), limit: z.number().optional() };
  protected async execute({ tier, limit }: ToolArgs<typeof this.argsShape>) {
    const pageSize = limit !== undefined ? limit : 20;
    return LIMITS[tier];
  }
}
` },
        ],
      },
    ],
  },
  ],
});
createRuleTester().run("no-truthy-presence-check on validated contracts", noTruthyPresenceCheck, {
  valid,
  invalid: [
  {
    // a replacement text: an empty one deletes, so it is a value
    code: `import { z } from "zod";
server.registerTool("edit", { inputSchema: { path: z.string(), new_string: z.string().optional() } }, async (args) => {
  if (args.new_string) await replaceIn(args.path, args.new_string);
  return { content: [] };
});
`,
    output: `import { z } from "zod";
server.registerTool("edit", { inputSchema: { path: z.string(), new_string: z.string().optional() } }, async (args) => {
  if ("new_string" in args) await replaceIn(args.path, args.new_string);
  return { content: [] };
});
`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 22,
        suggestions: [],
      },
    ],
  },
  ],
});
createRuleTester().run("no-truthy-tool-value on validated contracts", noTruthyToolValue, { valid, invalid: [] });
createRuleTester().run("no-coercion-before-validation on validated contracts", noCoercionBeforeValidation, { valid, invalid: [] });

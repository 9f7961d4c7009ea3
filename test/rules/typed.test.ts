/**
 * Typed linting. Each rule runs with type information (typescript-eslint's project service over
 * \`test/fixtures/tsconfig.json\`) on snippets that import the schemas and types of
 * \`test/fixtures/typed/schemas.ts\`:
 *
 * - \`removed\`: the syntax alone reports these, and the types show the report is wrong (an
 *   imported schema's field is an array, an enum, a boolean; a typed parameter's field is one).
 *   They are valid with types, and the untyped results are asserted too.
 * - \`casts\`: a type that comes from a cast or from an annotation on parsed JSON is not
 *   evidence, so these are reported with types exactly as without.
 */
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";
import { describe, expect, it } from "vitest";

import noTruthyPresenceCheck from "../../rules/no-truthy-presence-check.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noLossyDefault from "../../rules/no-lossy-default.js";
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import requireToolParamTypes from "../../rules/require-tool-param-types.js";
import { createRuleTesterWithTypes } from "../rule-tester.js";
import { lintWithPlugin } from "../lint.js";

const ruleTester = createRuleTesterWithTypes();

type Settings = Record<string, unknown>;
const unreadReported = { "tool-contract": { unreadableSchemas: "report" } } as const;
const toolArgs: Settings = { "tool-contract": { sources: ["toolArgs"] } };

interface RemovedCase {
  readonly name: string;
  readonly code: string;
  readonly settings?: Settings;
  /** What the rule reports without types: \`messageId@line:column\`. */
  readonly untyped: readonly string[];
}

/** Reported with types and without; \`cast: false\` marks a case reported for another reason (its fix may differ). */
/**
 * `untyped` where syntax alone reports something else: a field of an imported schema is validated
 * with an unknown type without types, so `recommended` makes no claim about it.
 */
type CastCase = InvalidTestCase<string, []> & { readonly name: string; readonly cast?: false; readonly untyped?: readonly string[] };

const noTruthyPresenceCheckRemoved: RemovedCase[] = [
  {
    name: "an array field of an imported schema cannot be falsy when present",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  if (args.tags) use(args.tags);
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "a string field of an imported schema: an empty string is a blank field",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  if (args.cursor) use(args.cursor);
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "an object field of an imported schema",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  if (args.filter) use(args.filter);
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "an enum field of an imported schema",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  if (args.sort) use(args.sort);
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "a boolean field of an imported schema: its truthiness is its value",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  if (args.verbose) use(args.verbose);
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "a destructured array field of an imported schema",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  const { tags } = args;
  if (tags) use(tags);
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "z.infer of an imported schema: an array field",
    code: `import type { z } from "zod";
import { SearchInputSchema } from "./typed/schemas";
export async function run(input: z.infer<typeof SearchInputSchema>) {
  if (input.tags) use(input.tags);
}`,
    untyped: [],
  },
  {
    name: "z.infer of an imported schema: an enum field",
    code: `import type { z } from "zod";
import { SearchInputSchema } from "./typed/schemas";
export async function run(input: z.infer<typeof SearchInputSchema>) {
  if (input.tier) use(input.tier);
}`,
    untyped: [],
  },
  {
    name: "a typed parameter: an array field",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  if (toolArgs.items) use(toolArgs.items);
}`,
    settings: toolArgs,
    untyped: ["truthyPresence@3:7"],
  },
  {
    name: "a typed parameter: an object field",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  if (toolArgs.options) use(toolArgs.options);
}`,
    settings: toolArgs,
    untyped: ["truthyPresence@3:7"],
  },
  {
    name: "a typed parameter: a string field",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  if (toolArgs.name) use(toolArgs.name);
}`,
    settings: toolArgs,
    // Without types, the field's name states the contract: a name is a string.
    untyped: [],
  },
  {
    name: "a typed parameter: a non-empty literal union",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return toolArgs.mode ? run(toolArgs.mode) : null;
}`,
    settings: toolArgs,
    untyped: ["truthyPresence@3:10"],
  },
  {
    name: "a JSON-RPC reply parameter whose error is an object",
    code: `import type { JsonRpcReply } from "./typed/schemas";
export function settle(reply: JsonRpcReply) {
  if (reply.error) throw new Error(reply.error.message);
  return reply.result;
}`,
    untyped: ["truthyErrorPresence@3:7"],
  },
  {
    // A cast is no evidence of the type, but it states the contract: no valid value is falsy.
    name: "an angle-bracket assertion states the contract",
    code: `const args = <{ tags?: string[] }>JSON.parse(call.function.arguments);
if (args.tags) use(args.tags);`,
    untyped: [],
  },
  {
    // A cast is no evidence of the type, but it states the contract: no valid value is falsy.
    name: "a nested object field of a cast states the contract",
    code: `const args = JSON.parse(call.function.arguments) as { filter?: { owner?: string[] } };
if (args.filter.owner) use(args.filter.owner);`,
    untyped: [],
  },
];

const noTruthyPresenceCheckCasts: CastCase[] = [
  {
    name: "parsed arguments cast to a type",
    code: `import type { ToolArgs } from "./typed/schemas";
const args = JSON.parse(call.function.arguments) as ToolArgs;
if (args.items) use(args.items);`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 15,
        suggestions: [
          { messageId: "usePresenceCheck", output: `import type { ToolArgs } from "./typed/schemas";
const args = JSON.parse(call.function.arguments) as ToolArgs;
if ("items" in args) use(args.items);` },
        ],
      },
    ],
  },
  {
    name: "parsed arguments annotated with a type",
    code: `import type { ToolArgs } from "./typed/schemas";
const args: ToolArgs = JSON.parse(call.function.arguments);
if (args.items) use(args.items);`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 15,
        suggestions: [
          { messageId: "usePresenceCheck", output: `import type { ToolArgs } from "./typed/schemas";
const args: ToolArgs = JSON.parse(call.function.arguments);
if ("items" in args) use(args.items);` },
        ],
      },
    ],
  },
  {
    name: "a parsed JSON-RPC reply cast to its type",
    code: `import type { JsonRpcReply } from "./typed/schemas";
export function settle(line: string) {
  const reply = JSON.parse(line) as JsonRpcReply;
  if (reply.error) throw new Error(reply.error.message);
  return reply.result;
}`,
    output: null,
    errors: [
      {
        messageId: "truthyErrorPresence",
        line: 4,
        column: 7,
        endLine: 4,
        endColumn: 18,
        suggestions: [
          { messageId: "usePresenceCheck", output: `import type { JsonRpcReply } from "./typed/schemas";
export function settle(line: string) {
  const reply = JSON.parse(line) as JsonRpcReply;
  if ("error" in reply) throw new Error(reply.error.message);
  return reply.result;
}` },
        ],
      },
    ],
  },
  {
    name: "a number field of a typed parameter can still be 0; the object type makes `in` a fix",
    cast: false,
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  if (toolArgs.count) use(toolArgs.count);
}`,
    settings: toolArgs,
    output: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  if ("count" in toolArgs) use(toolArgs.count);
}`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 21,
        suggestions: [],
      },
    ],
  },
  {
    name: "a Map field: .has is a fix",
    cast: false,
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  if (toolArgs.lookup.get("k")) use(toolArgs.lookup.get("k"));
}`,
    settings: toolArgs,
    output: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  if (toolArgs.lookup.has("k")) use(toolArgs.lookup.get("k"));
}`,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 31,
        suggestions: [],
      },
    ],
  },
  {
    name: "an object with its own get(): no .has rewrite",
    cast: false,
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: { store: { get(key: string): number } }) {
  if (toolArgs.store.get("k")) use(toolArgs.store.get("k"));
}`,
    settings: toolArgs,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 30,
        suggestions: [],
      },
    ],
  },
  {
    name: "a field of a string: no `in` rewrite",
    cast: false,
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: { label: string & { size?: number } }) {
  if (toolArgs.label.size) use(toolArgs.label.size);
}`,
    settings: toolArgs,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 26,
        suggestions: [],
      },
    ],
  },
];

const noTruthyToolValueRemoved: RemovedCase[] = [
  {
    name: "a typed parameter's boolean field",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  if (toolArgs.flag) log();
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:7"],
  },
  {
    name: "a typed parameter's boolean field in a loop",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  while (toolArgs.flag) step();
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:10"],
  },
  {
    name: "a typed parameter's boolean field in &&",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  const on = toolArgs.flag && ready;
  return on;
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:14"],
  },
  {
    name: "a negated boolean field",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  if (!toolArgs.flag) return;
  log();
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:8"],
  },
  {
    name: "a boolean field in a ternary",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return toolArgs.flag ? "on" : "off";
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:10"],
  },
  {
    name: "an inline object type",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: { verbose?: boolean }) {
  if (toolArgs.verbose) log();
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:7"],
  },
  {
    name: "Readonly<> of the arguments type",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: Readonly<ToolArgs>) {
  if (toolArgs.flag) log();
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:7"],
  },
  {
    name: "Required<> of the arguments type",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: Required<ToolArgs>) {
  if (toolArgs.flag) log();
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:7"],
  },
  {
    name: "Pick<> of the arguments type",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: Pick<ToolArgs, "flag">) {
  if (toolArgs.flag) log();
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:7"],
  },
  {
    name: "boolean | undefined spelled out",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: { dry_run: boolean | undefined }) {
  if (toolArgs.dry_run) return;
  apply();
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:7"],
  },
  {
    name: "a boolean nested in an object field",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: { options: { recursive: boolean } }) {
  if (toolArgs.options.recursive) walk();
}`,
    settings: toolArgs,
    untyped: ["truthyValue@3:7"],
  },
];

const noTruthyToolValueCasts: CastCase[] = [
  {
    // The input of a UI part is read where it is used (`part.input`), not declared: its tools' types are no evidence.
    name: "an AI SDK UI part declared with the tools' types",
    code: `import type { ToolUIPart } from "ai";
type Tools = { search: { input: { include_archived: boolean }; output: number } };
export function archived(part: ToolUIPart<Tools>) {
  return part.input.include_archived ? "yes" : "no";
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 4,
        column: 10,
        endLine: 4,
        endColumn: 37,
        suggestions: [
          {
            messageId: "compareWithTrue",
            output: `import type { ToolUIPart } from "ai";
type Tools = { search: { input: { include_archived: boolean }; output: number } };
export function archived(part: ToolUIPart<Tools>) {
  return part.input.include_archived === true ? "yes" : "no";
}`,
          },
        ],
      },
    ],
  },
  {
    name: "parsed arguments cast to { flag: boolean }",
    code: `const args = JSON.parse(call.function.arguments) as { flag: boolean };
if (args.flag) log();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 14,
        suggestions: [
          { messageId: "compareWithTrue", output: `const args = JSON.parse(call.function.arguments) as { flag: boolean };
if (args.flag === true) log();` },
        ],
      },
    ],
  },
  {
    name: "parsed arguments annotated { flag: boolean }",
    code: `const args: { flag: boolean } = JSON.parse(call.function.arguments);
if (args.flag) log();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 14,
        suggestions: [
          { messageId: "compareWithTrue", output: `const args: { flag: boolean } = JSON.parse(call.function.arguments);
if (args.flag === true) log();` },
        ],
      },
    ],
  },
  {
    name: "an angle-bracket assertion",
    code: `const args = <{ flag?: boolean }>JSON.parse(call.function.arguments);
if (args.flag) log();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 14,
        suggestions: [
          { messageId: "compareWithTrue", output: `const args = <{ flag?: boolean }>JSON.parse(call.function.arguments);
if (args.flag === true) log();` },
        ],
      },
    ],
  },
  {
    name: "a destructured cast",
    code: `const { flag } = JSON.parse(call.function.arguments) as { flag: boolean };
if (flag) log();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 9,
        suggestions: [
          { messageId: "compareWithTrue", output: `const { flag } = JSON.parse(call.function.arguments) as { flag: boolean };
if (flag === true) log();` },
        ],
      },
    ],
  },
  {
    name: "a double cast through unknown",
    code: `const args = JSON.parse(call.function.arguments) as unknown as { flag: boolean };
if (args.flag) log();`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 14,
        suggestions: [
          { messageId: "compareWithTrue", output: `const args = JSON.parse(call.function.arguments) as unknown as { flag: boolean };
if (args.flag === true) log();` },
        ],
      },
    ],
  },
];

const noLossyDefaultRemoved: RemovedCase[] = [
  {
    name: "an enum field of an imported schema",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  return use(args.sort || "asc");
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "an enum field of an imported schema, other values",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  return use(args.tier || "free");
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "a numeric literal union of an imported schema",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  return use(args.level || 1);
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "a string field of an imported schema: \"\" is blank",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  return use(args.cursor || "start");
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "an array field with a non-container default",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  return use(args.tags || DEFAULT_TAGS);
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "an object field with a non-container default",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  return use(args.filter || DEFAULT_FILTER);
  return { content: [] };
});`,
    untyped: [],
  },
  {
    name: "z.infer: an enum field",
    code: `import type { z } from "zod";
import { SearchInputSchema } from "./typed/schemas";
export async function run(input: z.infer<typeof SearchInputSchema>) {
  return use(input.sort || "desc");
}`,
    untyped: [],
  },
  {
    name: "a typed parameter: a non-empty literal union",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return use(toolArgs.mode || "fast");
}`,
    settings: toolArgs,
    untyped: ["lossyDefault@3:14"],
  },
  {
    name: "a typed parameter: a numeric literal union",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return use(toolArgs.level || 2);
}`,
    settings: toolArgs,
    untyped: ["lossyDefault@3:14"],
  },
  {
    name: "a typed parameter: a ternary default",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return use(toolArgs.tier ? toolArgs.tier : "pro");
}`,
    settings: toolArgs,
    untyped: ["lossyDefault@3:14"],
  },
  {
    name: "a typed parameter: an array with a named default",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return use(toolArgs.items || DEFAULT_ITEMS);
}`,
    settings: toolArgs,
    untyped: ["lossyDefault@3:14"],
  },
  {
    // A cast is no evidence of the type, but it states the contract: no valid value is falsy.
    name: "an angle-bracket assertion states the contract",
    code: `const args = <{ mode?: "a" | "b" }>JSON.parse(call.function.arguments);
use(args.mode || "a");`,
    untyped: [],
  },
  {
    // A cast is no evidence of the type, but it states the contract: no valid value is falsy.
    name: "a destructured cast states the contract",
    code: `const { mode } = JSON.parse(call.function.arguments) as { mode?: "a" | "b" };
use(mode || "a");`,
    untyped: [],
  },
  {
    // A cast is no evidence of the type, but it states the contract: no valid value is falsy.
    name: "a cast array with a named default states the contract",
    code: `const args = JSON.parse(call.function.arguments) as { items?: string[] };
use(args.items || DEFAULT_ITEMS);`,
    untyped: [],
  },
];

const noLossyDefaultCasts: CastCase[] = [
  {
    name: "parsed arguments annotated with a literal union",
    code: `import type { ToolArgs } from "./typed/schemas";
const args: ToolArgs = JSON.parse(call.function.arguments);
use(args.level || 2);`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 20,
        suggestions: [
          { messageId: "useNullish", output: `import type { ToolArgs } from "./typed/schemas";
const args: ToolArgs = JSON.parse(call.function.arguments);
use(args.level ?? 2);` },
          { messageId: "usePresence", output: `import type { ToolArgs } from "./typed/schemas";
const args: ToolArgs = JSON.parse(call.function.arguments);
use("level" in args ? args.level : 2);` },
        ],
      },
    ],
  },
  {
    name: "parsed arguments cast to a literal union",
    code: `import type { ToolArgs } from "./typed/schemas";
const args = JSON.parse(call.function.arguments) as ToolArgs;
use(args.tier || "free");`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 24,
        suggestions: [
          { messageId: "useNullish", output: `import type { ToolArgs } from "./typed/schemas";
const args = JSON.parse(call.function.arguments) as ToolArgs;
use(args.tier ?? "free");` },
          { messageId: "usePresence", output: `import type { ToolArgs } from "./typed/schemas";
const args = JSON.parse(call.function.arguments) as ToolArgs;
use("tier" in args ? args.tier : "free");` },
        ],
      },
    ],
  },
  {
    name: "a number field of an imported schema can be 0",
    cast: false,
    untyped: [],
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  return use(args.limit || 10);
  return { content: [] };
});`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 5,
        column: 14,
        endLine: 5,
        endColumn: 30,
        suggestions: [
          { messageId: "useNullish", output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  return use(args.limit ?? 10);
  return { content: [] };
});` },
          { messageId: "usePresence", output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  return use("limit" in args ? args.limit : 10);
  return { content: [] };
});` },
        ],
      },
    ],
  },
  {
    name: "a number field of a typed parameter",
    cast: false,
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return use(toolArgs.count || 10);
}`,
    settings: toolArgs,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 3,
        column: 14,
        endLine: 3,
        endColumn: 34,
        suggestions: [
          { messageId: "useNullish", output: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return use(toolArgs.count ?? 10);
}` },
          { messageId: "usePresence", output: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return use("count" in toolArgs ? toolArgs.count : 10);
}` },
        ],
      },
    ],
  },
];

const noCoercionBeforeValidationRemoved: RemovedCase[] = [
  {
    name: "Number() of a number",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return Number(toolArgs.count);
}`,
    settings: toolArgs,
    untyped: ["coercion@3:10"],
  },
  {
    name: "Boolean() of a boolean",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return Boolean(toolArgs.flag);
}`,
    settings: toolArgs,
    untyped: ["coercion@3:10"],
  },
  {
    name: "unary + of a number",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return +toolArgs.count;
}`,
    settings: toolArgs,
    untyped: ["coercion@3:10"],
  },
  {
    name: "Math.floor of a number",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return Math.floor(toolArgs.count);
}`,
    settings: toolArgs,
    untyped: ["coercion@3:10"],
  },
  {
    name: "| 0 of a number",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return toolArgs.count | 0;
}`,
    settings: toolArgs,
    untyped: ["coercion@3:10"],
  },
  {
    name: "!! of a boolean",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return !!toolArgs.flag;
}`,
    settings: toolArgs,
    untyped: ["coercion@3:10"],
  },
  {
    name: "Number() of a numeric literal union",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return Number(toolArgs.level);
}`,
    settings: toolArgs,
    untyped: ["coercion@3:10"],
  },
  {
    name: "Math.trunc of a number from an inline type",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: { size: number }) {
  return Math.trunc(toolArgs.size);
}`,
    settings: toolArgs,
    untyped: ["coercion@3:10"],
  },
  {
    name: "new Boolean of a boolean",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return new Boolean(toolArgs.flag);
}`,
    settings: toolArgs,
    untyped: ["wrapper@3:10"],
  },
  {
    name: "Number() of a number through Readonly<>",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: Readonly<ToolArgs>) {
  return Number(toolArgs.count);
}`,
    settings: toolArgs,
    untyped: ["coercion@3:10"],
  },
];

const noCoercionBeforeValidationCasts: CastCase[] = [
  {
    name: "parsed arguments cast to { count: number }",
    code: `const args = JSON.parse(call.function.arguments) as { count: number };
use(Number(args.count));`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 23,
        suggestions: [],
      },
    ],
  },
  {
    name: "parsed arguments annotated { on: boolean }",
    code: `const args: { on: boolean } = JSON.parse(call.function.arguments);
use(Boolean(args.on));`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 21,
        suggestions: [],
      },
    ],
  },
  {
    name: "an angle-bracket assertion",
    code: `const args = <{ count: number }>JSON.parse(call.function.arguments);
use(+args.count);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 16,
        suggestions: [],
      },
    ],
  },
  {
    name: "a destructured cast",
    code: `const { count } = JSON.parse(call.function.arguments) as { count: number };
use(Math.trunc(count));`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 22,
        suggestions: [],
      },
    ],
  },
  {
    name: "!! of a cast boolean",
    code: `const args = JSON.parse(call.function.arguments) as { on: boolean };
use(!!args.on);`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 14,
        suggestions: [],
      },
    ],
  },
];

const noUngatedLookupRemoved: RemovedCase[] = [
  {
    name: "an enum key of an imported schema into a table with exactly its keys",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  const LIMITS = { free: 10, pro: 100 };
  return LIMITS[args.tier];
  return { content: [] };
});`,
    // Without types the schema cannot be read: reported only where unreadable schemas are.
    settings: unreadReported,
    untyped: ["tableLookupUnread@6:10"],
  },
  {
    name: "a numeric literal key into a table with those keys",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  const NAMES = { 1: "a", 2: "b", 3: "c" };
  return NAMES[args.level];
  return { content: [] };
});`,
    // Without types the schema cannot be read: reported only where unreadable schemas are.
    settings: unreadReported,
    untyped: ["tableLookupUnread@6:10"],
  },
  {
    name: "an enum key with in",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SearchShape } from "./typed/schemas";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("search", { inputSchema: SearchShape }, async (args) => {
  const LIMITS = { free: 10, pro: 100 };
  return args.tier in LIMITS;
  return { content: [] };
});`,
    // Without types the schema cannot be read: reported only where unreadable schemas are.
    settings: unreadReported,
    untyped: ["inLookupUnread@6:10"],
  },
  {
    name: "z.infer: an enum key",
    code: `import type { z } from "zod";
import { SearchInputSchema } from "./typed/schemas";
export async function run(input: z.infer<typeof SearchInputSchema>) {
  const LIMITS = { free: 10, pro: 100 };
  return LIMITS[input.tier];
}`,
    // Without types the schema cannot be read: reported only where unreadable schemas are.
    settings: unreadReported,
    untyped: ["tableLookupUnread@5:10"],
  },
  {
    name: "a typed parameter: an enum key",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  const LIMITS = { free: 10, pro: 100 };
  return LIMITS[toolArgs.tier];
}`,
    settings: toolArgs,
    untyped: ["tableLookup@4:10"],
  },
  {
    name: "a typed parameter: a numeric literal key",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  const NAMES = { 1: "a", 2: "b", 3: "c" };
  return NAMES[toolArgs.level];
}`,
    settings: toolArgs,
    untyped: ["tableLookup@4:10"],
  },
  {
    name: "a typed number compared loosely with 0",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return toolArgs.count == 0;
}`,
    settings: toolArgs,
    untyped: ["looseEquality@3:10"],
  },
  {
    name: "a typed boolean compared loosely with false",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  return toolArgs.flag != false;
}`,
    settings: toolArgs,
    untyped: ["looseEquality@3:10"],
  },
  {
    name: "switch on Number() of a typed number",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  switch (Number(toolArgs.count)) { case 1: return 1; } return 0;
}`,
    settings: toolArgs,
    untyped: ["coercedSwitch@3:3"],
  },
  {
    name: "a typed literal union into a table with those keys",
    code: `import type { ToolArgs } from "./typed/schemas";
export function handle(toolArgs: ToolArgs) {
  const MODES = { fast: 1, slow: 2 };
  return MODES[toolArgs.mode];
}`,
    settings: toolArgs,
    untyped: ["tableLookup@4:10"],
  },
];

const noUngatedLookupCasts: CastCase[] = [
  {
    name: "parsed arguments cast to an enum",
    code: `const args = JSON.parse(call.function.arguments) as { tier: "free" | "pro" };
const LIMITS = { free: 10, pro: 100 };
use(LIMITS[args.tier]);`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 22,
        suggestions: [
          { messageId: "useOwnKey", output: `const args = JSON.parse(call.function.arguments) as { tier: "free" | "pro" };
const LIMITS = { free: 10, pro: 100 };
use(typeof args.tier === "string" && Object.hasOwn(LIMITS, args.tier) ? LIMITS[args.tier] : undefined);` },
        ],
      },
    ],
  },
  {
    name: "parsed arguments annotated { count: number }",
    code: `const args: { count: number } = JSON.parse(call.function.arguments);
use(args.count == 0);`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          { messageId: "useStrictEquality", output: `const args: { count: number } = JSON.parse(call.function.arguments);
use(args.count === 0);` },
        ],
      },
    ],
  },
  {
    name: "an angle-bracket assertion",
    code: `const args = <{ on: boolean }>JSON.parse(call.function.arguments);
use(args.on == true);`,
    output: null,
    errors: [
      {
        messageId: "looseEquality",
        line: 2,
        column: 5,
        endLine: 2,
        endColumn: 20,
        suggestions: [
          { messageId: "useStrictEquality", output: `const args = <{ on: boolean }>JSON.parse(call.function.arguments);
use(args.on === true);` },
        ],
      },
    ],
  },
  {
    name: "a destructured cast with in",
    code: `const { tier } = JSON.parse(call.function.arguments) as { tier: "free" | "pro" };
const LIMITS = { free: 10, pro: 100 };
use(tier in LIMITS);`,
    output: null,
    errors: [
      {
        messageId: "inLookup",
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 19,
        suggestions: [
          { messageId: "useOwnKey", output: `const { tier } = JSON.parse(call.function.arguments) as { tier: "free" | "pro" };
const LIMITS = { free: 10, pro: 100 };
use(typeof tier === "string" && Object.hasOwn(LIMITS, tier));` },
        ],
      },
    ],
  },
  {
    name: "a cast numeric literal key",
    code: `const args = JSON.parse(call.function.arguments) as { level: 1 | 2 };
const NAMES = { 1: "a", 2: "b" };
use(NAMES[args.level]);`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 22,
        suggestions: [
          { messageId: "useOwnKey", output: `const args = JSON.parse(call.function.arguments) as { level: 1 | 2 };
const NAMES = { 1: "a", 2: "b" };
use(typeof args.level === "number" && Object.hasOwn(NAMES, args.level) ? NAMES[args.level] : undefined);` },
        ],
      },
    ],
  },
];

const requireToolParamTypesRemoved: RemovedCase[] = [
  {
    name: "a spread of an imported { type: \"string\" }",
    code: `import { stringType } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { ...stringType, description: "A path" } } } }];`,
    untyped: ["missingType@2:105"],
  },
  {
    name: "a spread of an imported integer schema",
    code: `import { integerType } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { count: { ...integerType, description: "How many" } } } }];`,
    untyped: ["missingType@2:105"],
  },
  {
    name: "a spread of a function's { enum }",
    code: `import { enumOf } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { order: { ...enumOf(["asc", "desc"] as const) } } } }];`,
    untyped: ["missingType@2:105"],
  },
  {
    name: "a spread after the description",
    code: `import { stringType } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { description: "A path", ...stringType } } } }];`,
    untyped: ["missingType@2:105"],
  },
  {
    name: "two properties spreading one fragment",
    code: `import { stringType } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { ...stringType }, name: { ...stringType, description: "n" } } } }];`,
    untyped: ["missingType@2:105", "missingType@2:130"],
  },
  {
    name: "a conditional spread whose branches both have a type",
    code: `import { stringType } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { ...(Math.random() > 1 ? stringType : stringType), description: "p" } } } }];`,
    untyped: ["missingType@2:105"],
  },
  {
    name: "a nested property",
    code: `import { stringType } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { type: "object", properties: { inner: { ...stringType } } } } } }];`,
    untyped: ["missingType@2:143"],
  },
  {
    name: "array items",
    code: `import { stringType } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { paths: { type: "array", items: { ...stringType } } } } }];`,
    untyped: ["missingType@2:129"],
  },
  {
    name: "a local fragment built from an imported one",
    code: `import { stringType } from "./typed/schemas";
const base = { ...stringType, minLength: 1 };
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { ...base, description: "p" } } } }];`,
    untyped: ["missingType@3:105"],
  },
  {
    name: "a spread beside another spread",
    code: `import { stringType } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { ...stringType, ...{ description: "p" } } } } }];`,
    untyped: ["missingType@2:105"],
  },
];

const requireToolParamTypesCasts: CastCase[] = [
  {
    name: "a fragment without a type",
    code: `import { untyped } from "./typed/schemas";
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { ...untyped } } } }];`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        line: 2,
        column: 105,
        endLine: 2,
        endColumn: 109,
        suggestions: [],
      },
    ],
  },
  {
    name: "a cast of an unknown value",
    code: `declare const loaded: unknown;
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { ...(loaded as { type: "string" }) } } } }];`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        line: 2,
        column: 105,
        endLine: 2,
        endColumn: 109,
        suggestions: [],
      },
    ],
  },
  {
    name: "an angle-bracket assertion",
    code: `declare const loaded: unknown;
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { ...(<{ type: "string" }>loaded), description: "p" } } } }];`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        line: 2,
        column: 105,
        endLine: 2,
        endColumn: 109,
        suggestions: [],
      },
    ],
  },
  {
    name: "a cast of parsed JSON",
    code: `export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { ...(JSON.parse("{}") as { type: "string" }) } } } }];`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        line: 1,
        column: 105,
        endLine: 1,
        endColumn: 109,
        suggestions: [],
      },
    ],
  },
  {
    name: "a double cast",
    code: `declare const loaded: object;
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { mode: { ...(loaded as unknown as { enum: string[] }) } } } }];`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        line: 2,
        column: 105,
        endLine: 2,
        endColumn: 109,
        suggestions: [],
      },
    ],
  },
  {
    name: "a cast of a call",
    code: `declare function load(): unknown;
export const tools = [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { level: { ...(load() as { const: 1 }), description: "l" } } } }];`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        line: 2,
        column: 105,
        endLine: 2,
        endColumn: 110,
        suggestions: [],
      },
    ],
  },
];

const suites = [
  { id: "no-truthy-presence-check", rule: noTruthyPresenceCheck, removed: noTruthyPresenceCheckRemoved, casts: noTruthyPresenceCheckCasts },
  { id: "no-truthy-tool-value", rule: noTruthyToolValue, removed: noTruthyToolValueRemoved, casts: noTruthyToolValueCasts },
  { id: "no-lossy-default", rule: noLossyDefault, removed: noLossyDefaultRemoved, casts: noLossyDefaultCasts },
  { id: "no-coercion-before-validation", rule: noCoercionBeforeValidation, removed: noCoercionBeforeValidationRemoved, casts: noCoercionBeforeValidationCasts },
  { id: "no-ungated-lookup", rule: noUngatedLookup, removed: noUngatedLookupRemoved, casts: noUngatedLookupCasts },
  { id: "require-tool-param-types", rule: requireToolParamTypes, removed: requireToolParamTypesRemoved, casts: requireToolParamTypesCasts },
] as const;

for (const { id, rule, removed, casts } of suites) {
  const valid: Array<ValidTestCase<[]>> = removed.map(({ name, code, settings }) => ({ name, code, ...(settings && { settings }) }));
  // The rules' option tuples differ; every case here uses the defaults.
  const invalid = casts.map(({ cast: _cast, untyped: _untyped, ...testCase }) => testCase);
  ruleTester.run(`${id} with types`, rule as never, { valid, invalid: invalid as never });
}

describe("the same snippets without type information", () => {
  const summary = (id: string, code: string, settings: Settings = {}): string[] =>
    lintWithPlugin(code, { rules: { [`tool-contract/${id}`]: "error" }, settings }).messages.map(
      (message) => `${message.messageId}@${message.line}:${message.column}`,
    );

  for (const { id, removed, casts } of suites) {
    describe(id, () => {
      // A cast is never evidence of a type, so it removes no report of the type rules. For the rules
      // about valid values lost, it states the contract: a cast to a string, an object or a list
      // removes the report (those cases are among `removed`), and a cast to a number does not.
      const minimumCasts = id === "no-truthy-presence-check" || id === "no-lossy-default" ? 2 : 5;
      it(`has at least 10 typed cases that remove a report, and ${minimumCasts} casts that do not`, () => {
        expect(removed.length).toBeGreaterThanOrEqual(10);
        expect(casts.filter((testCase) => testCase.cast !== false).length).toBeGreaterThanOrEqual(minimumCasts);
      });
      it.each(removed.map((testCase) => [testCase.name, testCase] as const))("reported without types: %s", (_name, testCase) => {
        expect(summary(id, testCase.code, testCase.settings)).toEqual(testCase.untyped);
      });
      it.each(casts.map((testCase) => [testCase.name, testCase] as const))("reported the same without types: %s", (_name, testCase) => {
        const expected = testCase.untyped ?? testCase.errors.map((error) => `${error.messageId}@${error.line}:${error.column}`);
        expect(summary(id, testCase.code, testCase.settings as Settings | undefined)).toEqual(expected);
      });
    });
  }
});

/**
 * RuleTester cases for require-tool-param-types: every tool-definition form it reads, with the
 * look-alikes it must leave alone.
 */
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";

import rule, { type MessageIds, type Options } from "../../rules/require-tool-param-types.js";
import { createRuleTester } from "../rule-tester.js";

const valid: Array<ValidTestCase<Options> | string> = [
  // z.unknown() in a TypeScript file: the field is \`unknown\` to the compiler, which makes the handler narrow it
  `server.registerTool("forward", { inputSchema: { payload: z.unknown() } }, async ({ payload }) => store(JSON.stringify(payload)));`,
  `import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
export const t = betaZodTool({ name: "t", description: "T", inputSchema: z.object({ meta: z.union([z.string(), z.unknown()]) }), run: async () => "ok" });`,
  // every property typed
  `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { include_refunded: { type: "boolean" }, tier: { type: "integer", enum: [1, 2, 3] } } },
    },
  },
];`,
  // enum without type
  `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { order: { enum: ["asc", "desc"] } } },
    },
  },
];`,
  // const
  `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { version: { const: 2 } } },
    },
  },
];`,
  // anyOf
  `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { id: { anyOf: [{ type: "string" }, { type: "integer" }] } } },
    },
  },
];`,
  // $ref
  `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { address: { $ref: "#/$defs/address" } } },
    },
  },
];`,
  // oneOf / allOf
  `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { a: { oneOf: [{ type: "string" }] }, b: { allOf: [{ type: "number" }] } } },
    },
  },
];`,
  // a flag-named string with an enum of words
  `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { include_refunded: { type: "string", enum: ["yes", "no"] } } },
    },
  },
];`,
  // a string that is not a flag
  `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { query: { type: "string" }, has_more_token: { type: "boolean" } } },
    },
  },
];`,
  // type as a list
  `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { cursor: { type: ["string", "null"] } } },
    },
  },
];`,
  // a JSON schema that is not a tool's
  `const userSchema = { type: "object", properties: { nickname: {} } };
validate(userSchema, input);`,
  // an object with name and parameters that is not a schema
  `const route = { name: "users", parameters: [{ in: "query", name: "page" }] };`,
  // MCP registerTool with strict zod types
  `server.registerTool("export", { inputSchema: { dry_run: z.boolean(), limit: z.number().int().optional(), columns: z.array(z.string()) } }, async () => ({ content: [] }));`,
  // z.stringbool()
  `server.registerTool("export", { inputSchema: { dry_run: z.stringbool() } }, async () => ({ content: [] }));`,
  // z.coerce.string() is not listed
  `server.registerTool("label", { inputSchema: { label: z.coerce.string() } }, async () => ({ content: [] }));`,
  // a flag-named z.enum
  `server.registerTool("t", { inputSchema: { force: z.enum(["yes", "no"]) } }, async () => ({ content: [] }));`,
  // zod outside any tool registration
  `const Config = z.object({ debug: z.coerce.boolean(), extra: z.any() });
export const config = Config.parse(process.env);`,
  // AI SDK tool with strict zod
  `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ recursive: z.boolean() }), execute: async () => "ok" });`,
  // a schema imported from another module
  `import { ExportInput } from "./schemas.js";
server.registerTool("export", { inputSchema: ExportInput }, async () => ({ content: [] }));`,
  // Anthropic tool with types
  `await anthropic.messages.create({ model, max_tokens: 1024, tools: [{ name: "s", description: "S", input_schema: { type: "object", properties: { query: { type: "string" } } } }], messages });`,
  // the tools parameter of an ordinary function
  `function register(name, parameters) {
  return { name, parameters };
}`,
  // registerTool without an input schema
  `server.registerTool("ping", { description: "Ping" }, async () => ({ content: [] }));`,
  // a flag typed as a nullable boolean list
  `export const tools = [
  {
    type: "function",
    function: {
      name: "export",
      parameters: { type: "object", properties: { dry_run: { type: ["boolean", "null"] } } },
    },
  },
];`,
  // a flag-named property whose enum or const implies a boolean
  `export const tools = [
  {
    type: "function",
    function: {
      name: "export",
      parameters: { type: "object", properties: { dry_run: { enum: [true, false] }, force: { const: true } } },
    },
  },
];`,
  // a flag-named list of strings, in the method form and wrapped
  `server.registerTool("export", { inputSchema: { include_fields: z.string().array(), force: z.optional(z.string().array()) } }, async () => ({ content: [] }));`,
  // strict types behind the zod/mini wrappers
  `import * as z from "zod/mini";
server.registerTool("export", { inputSchema: { dry_run: z.optional(z.boolean()), limit: z.nullish(z.number()), force: z.nullable(z.enum(["yes", "no"])) } }, async () => ({ content: [] }));`,
  // `{ name, schema }` is not only a tool's: a form's JSON Schema (react-jsonschema-form, JSON Forms)
  `export const signupForm = {
  name: "signup",
  description: "Sign up",
  schema: { type: "object", properties: { newsletter: { type: "string" }, is_admin: { type: "string" } } },
};`,
  // an OpenAI structured output's response format: the answer's schema, not a tool's parameters
  `const format = { type: "json_schema", json_schema: { name: "answer", strict: true, schema: { type: "object", properties: { is_final: { type: "string" } } } } };`,
  // a Fastify route: a \`schema\` next to a \`handler\`, but the request's schemas, and no tool's \`name\`
  `fastify.route({
  method: "GET",
  url: "/users",
  schema: { querystring: { type: "object", properties: { include_deleted: { type: "string" } } } },
  handler: async (request) => listUsers(request.query),
});`,
  // an enum of strings that is more than yes/no
  `server.registerTool("list", { inputSchema: { archived: z.enum(["true", "false", "auto"]) } }, async (args) => ({ content: [] }));`,
  `server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "list", inputSchema: { type: "object", properties: { state: { type: "string", enum: ["open", "closed"] } } } }],
}));`,
  // ajv without coercion validating tool arguments
  `import Ajv from "ajv";
const ajv = new Ajv({ coerceTypes: false, allErrors: true });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const validate = ajv.compile(tools[request.params.name].inputSchema);
  if (!validate(request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});`,
  `import Ajv from "ajv";
const ajv = new Ajv({ allErrors: true });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (!ajv.validate(tools[request.params.name].inputSchema, request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});`,
  // a coercing ajv for a config file read from disk, in a module with no tool data
  `import Ajv from "ajv";
import { readFileSync } from "node:fs";
const ajv = new Ajv({ coerceTypes: true, useDefaults: true });
const validateConfig = ajv.compile(configSchema);
const config = JSON.parse(readFileSync("config.json", "utf8"));
if (!validateConfig(config)) throw new Error("bad config");`,
  // a coercing ajv next to tool data it never touches: it validates the server's own settings
  `import Ajv from "ajv";
const ajv = new Ajv({ coerceTypes: true });
const validateSettings = ajv.compile(settingsSchema);
validateSettings(process.env);
server.registerTool("echo", { inputSchema: { text: z.string() } }, async (args) => ({ content: [{ type: "text", text: args.text }] }));`,
  // a coercing constructor that is not ajv
  `import { Validator } from "./validator.js";
const validator = new Validator({ coerceTypes: true });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  validator.validate(tools[request.params.name].inputSchema, request.params.arguments);
  return { content: [] };
});`,
  // OpenAI chat tool with its schema under parameters
  `const tools = [{ type: "function", function: { name: "list", description: "d", parameters: zodToJsonSchema(ListArgs) } }];`,
  // a function without arguments: neither key
  `const tools = [{ type: "function", function: { name: "now", description: "The current time" } }];`,
  // MCP and Anthropic tool lists use their own keys
  `server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "list", description: "d", inputSchema: zodToJsonSchema(ListArgs) }] }));`,
  `const tools = [{ name: "list", description: "d", input_schema: { type: "object", properties: { limit: { type: "integer" } } } }];`,
  // the Responses API flat shape with parameters
  `const tools = [{ type: "function", name: "list", description: "d", parameters: { type: "object", properties: { limit: { type: "integer" } } }, strict: true }];`,
  // a flat object with type "function" and inputSchema, not declared an OpenAI FunctionTool (an app's own registry)
  `const entries = [{ type: "function", name: "list", inputSchema: { type: "object", properties: { limit: { type: "integer" } } } }];`,
];

const invalid: Array<InvalidTestCase<MessageIds, Options>> = [
  {
    // a coercing ajv compiles a tool's input schema and validates the MCP call's arguments
    code: `import Ajv from "ajv";
const ajv = new Ajv({ coerceTypes: true, allErrors: true });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const validate = ajv.compile(tools[request.params.name].inputSchema);
  if (!validate(request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});`,
    output: null,
    errors: [
      {
        messageId: "coerceTypes",
        data: {"value": "true", "usedIn": "", "arrays": ""},
        line: 2,
        column: 23,
        endLine: 2,
        endColumn: 40,
        suggestions: [
          {
            messageId: "removeCoerceTypes",
            data: {"replacement": ""},
            output: `import Ajv from "ajv";
const ajv = new Ajv({ allErrors: true });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const validate = ajv.compile(tools[request.params.name].inputSchema);
  if (!validate(request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});`,
          },
          {
            messageId: "disableCoerceTypes",
            data: {"replacement": "coerceTypes: false"},
            output: `import Ajv from "ajv";
const ajv = new Ajv({ coerceTypes: false, allErrors: true });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const validate = ajv.compile(tools[request.params.name].inputSchema);
  if (!validate(request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});`,
          }
        ],
      },
    ],
  },
  {
    // coerceTypes: "array" on Ajv2020, and ajv.validate(schema, arguments)
    code: `import Ajv2020 from "ajv/dist/2020";
const ajv = new Ajv2020({ strict: false, coerceTypes: "array" });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (!ajv.validate(schemaFor(request.params.name), request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});`,
    output: null,
    errors: [
      {
        messageId: "coerceTypes",
        data: {"value": "\"array\"", "usedIn": "", "arrays": ", `[5]` becomes 5"},
        line: 2,
        column: 42,
        endLine: 2,
        endColumn: 62,
        suggestions: [
          {
            messageId: "removeCoerceTypes",
            data: {"replacement": ""},
            output: `import Ajv2020 from "ajv/dist/2020";
const ajv = new Ajv2020({ strict: false });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (!ajv.validate(schemaFor(request.params.name), request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});`,
          },
          {
            messageId: "disableCoerceTypes",
            data: {"replacement": "coerceTypes: false"},
            output: `import Ajv2020 from "ajv/dist/2020";
const ajv = new Ajv2020({ strict: false, coerceTypes: false });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (!ajv.validate(schemaFor(request.params.name), request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});`,
          }
        ],
      },
    ],
  },
  {
    // new Ajv.default(…) compiles the schema a tool definition of the module gives
    code: `import Ajv from "ajv";
const ajv = new Ajv.default({ coerceTypes: true });
const searchSchema = { type: "object", properties: { limit: { type: "integer" } } };
export const searchTool = { name: "search", inputSchema: searchSchema, handler: search };
export const validateSearch = ajv.compile(searchSchema);`,
    output: null,
    errors: [
      {
        messageId: "coerceTypes",
        data: {"value": "true", "usedIn": "", "arrays": ""},
        line: 2,
        column: 31,
        endLine: 2,
        endColumn: 48,
        suggestions: [
          {
            messageId: "removeCoerceTypes",
            data: {"replacement": ""},
            output: `import Ajv from "ajv";
const ajv = new Ajv.default({});
const searchSchema = { type: "object", properties: { limit: { type: "integer" } } };
export const searchTool = { name: "search", inputSchema: searchSchema, handler: search };
export const validateSearch = ajv.compile(searchSchema);`,
          },
          {
            messageId: "disableCoerceTypes",
            data: {"replacement": "coerceTypes: false"},
            output: `import Ajv from "ajv";
const ajv = new Ajv.default({ coerceTypes: false });
const searchSchema = { type: "object", properties: { limit: { type: "integer" } } };
export const searchTool = { name: "search", inputSchema: searchSchema, handler: search };
export const validateSearch = ajv.compile(searchSchema);`,
          }
        ],
      },
    ],
  },
  {
    // a class field from require("ajv"), its validator applied to parsed tool-call arguments
    code: `const Ajv = require("ajv");
class Router {
  ajv = new Ajv({ coerceTypes: true });
  handle(toolCall) {
    const args = JSON.parse(toolCall.function.arguments);
    const validate = this.ajv.compile(this.schemas[toolCall.function.name]);
    return validate(args) ? run(args) : null;
  }
}`,
    output: null,
    errors: [
      {
        messageId: "coerceTypes",
        data: {"value": "true", "usedIn": "", "arrays": ""},
        line: 3,
        column: 19,
        endLine: 3,
        endColumn: 36,
        suggestions: [
          {
            messageId: "removeCoerceTypes",
            data: {"replacement": ""},
            output: `const Ajv = require("ajv");
class Router {
  ajv = new Ajv({});
  handle(toolCall) {
    const args = JSON.parse(toolCall.function.arguments);
    const validate = this.ajv.compile(this.schemas[toolCall.function.name]);
    return validate(args) ? run(args) : null;
  }
}`,
          },
          {
            messageId: "disableCoerceTypes",
            data: {"replacement": "coerceTypes: false"},
            output: `const Ajv = require("ajv");
class Router {
  ajv = new Ajv({ coerceTypes: false });
  handle(toolCall) {
    const args = JSON.parse(toolCall.function.arguments);
    const validate = this.ajv.compile(this.schemas[toolCall.function.name]);
    return validate(args) ? run(args) : null;
  }
}`,
          }
        ],
      },
    ],
  },
  {
    // options kept in a const; a helper of the module compiles each tool's inputSchema
    code: `import { Ajv } from "ajv";
const options = {
  coerceTypes: "array",
  useDefaults: true,
};
const ajv = new Ajv(options);
function compileTool(schema) {
  return ajv.compile(schema);
}
export const validators = tools.map((tool) => compileTool(tool.inputSchema));`,
    output: null,
    errors: [
      {
        messageId: "coerceTypes",
        data: {"value": "\"array\"", "usedIn": "", "arrays": ", `[5]` becomes 5"},
        line: 3,
        column: 3,
        endLine: 3,
        endColumn: 23,
        suggestions: [
          {
            messageId: "removeCoerceTypes",
            data: {"replacement": ""},
            output: `import { Ajv } from "ajv";
const options = {
  useDefaults: true,
};
const ajv = new Ajv(options);
function compileTool(schema) {
  return ajv.compile(schema);
}
export const validators = tools.map((tool) => compileTool(tool.inputSchema));`,
          },
          {
            messageId: "disableCoerceTypes",
            data: {"replacement": "coerceTypes: false"},
            output: `import { Ajv } from "ajv";
const options = {
  coerceTypes: false,
  useDefaults: true,
};
const ajv = new Ajv(options);
function compileTool(schema) {
  return ajv.compile(schema);
}
export const validators = tools.map((tool) => compileTool(tool.inputSchema));`,
          }
        ],
      },
    ],
  },
  {
    // OpenAI chat tool with its schema under MCP's inputSchema
    code: `export const tools = toolkit.map((tool) => ({
  type: "function",
  function: {
    name: tool.method,
    description: tool.description,
    inputSchema: zodToJsonSchema(tool.inputSchema),
  },
}));`,
    output: null,
    errors: [
      {
        messageId: "misplacedSchema",
        data: {"name": "`tool.method` ", "key": "inputSchema"},
        line: 6,
        column: 5,
        endLine: 6,
        endColumn: 16,
        suggestions: [
          {
            messageId: "renameToParameters",
            data: {"key": "inputSchema"},
            output: `export const tools = toolkit.map((tool) => ({
  type: "function",
  function: {
    name: tool.method,
    description: tool.description,
    parameters: zodToJsonSchema(tool.inputSchema),
  },
}));`,
          }
        ],
      },
    ],
  },
  {
    // OpenAI chat tool with Anthropic's input_schema, shorthand
    code: `const input_schema = { type: "object", properties: { city: { type: "string" } } };
const tools = [{ type: "function", function: { name: "weather", input_schema } }];`,
    output: null,
    errors: [
      {
        messageId: "misplacedSchema",
        data: {"name": "`weather` ", "key": "input_schema"},
        line: 2,
        column: 65,
        endLine: 2,
        endColumn: 77,
        suggestions: [
          {
            messageId: "renameToParameters",
            data: {"key": "input_schema"},
            output: `const input_schema = { type: "object", properties: { city: { type: "string" } } };
const tools = [{ type: "function", function: { name: "weather", parameters: input_schema } }];`,
          }
        ],
      },
    ],
  },
  {
    // Responses API tool declared FunctionTool, with its schema under schema
    code: `import type { FunctionTool } from "openai/resources/responses/responses";
const tools: FunctionTool[] = [{ type: "function", name: "list", strict: true, schema: listSchema }];`,
    output: null,
    errors: [
      {
        messageId: "misplacedSchema",
        data: {"name": "`list` ", "key": "schema"},
        line: 2,
        column: 80,
        endLine: 2,
        endColumn: 86,
        suggestions: [
          {
            messageId: "renameToParameters",
            data: {"key": "schema"},
            output: `import type { FunctionTool } from "openai/resources/responses/responses";
const tools: FunctionTool[] = [{ type: "function", name: "list", strict: true, parameters: listSchema }];`,
          }
        ],
      },
    ],
  },

  {
    // a schema factory shared by two fields is reported once, where it is written
    code: `import { z } from "zod";
function lenientNumber() {
  return z.coerce.number().optional();
}
server.registerTool("search", { inputSchema: { limit: lenientNumber(), offset: lenientNumber() } }, async (args) => search(args));`,
    output: null,
    errors: [
      {
        messageId: "coerceNumber",
        data: { name: "limit" },
        line: 3,
        column: 10,
        endLine: 3,
        endColumn: 27,
        suggestions: [
          {
            messageId: "useNumber",
            data: { replacement: "z.number()" },
            output: `import { z } from "zod";
function lenientNumber() {
  return z.number().optional();
}
server.registerTool("search", { inputSchema: { limit: lenientNumber(), offset: lenientNumber() } }, async (args) => search(args));`,
          },
        ],
      },
    ],
  },
  {
    // OpenAI chat tool: a property without type
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { tier: { description: "1, 2 or 3" } } },
    },
  },
];`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        data: {"name": "tier"},
        line: 6,
        column: 51,
        endLine: 6,
        endColumn: 55,
        suggestions: [],
      },
    ],
  },
  {
    // OpenAI chat tool: a flag-named string
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { include_refunded: { type: "string" } } },
    },
  },
];`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "include_refunded"},
        line: 6,
        column: 77,
        endLine: 6,
        endColumn: 85,
        suggestions: [],
      },
    ],
  },
  {
    // a definition apart from its registration: `{ name, schema, run }` with a JSON Schema
    code: `export const search = {
  name: "search",
  schema: { type: "object", properties: { is_public: { type: "string" } } },
  run: async () => "ok",
};`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "is_public"},
        line: 3,
        column: 62,
        endLine: 3,
        endColumn: 70,
        suggestions: [],
      },
    ],
  },
  {
    // OpenAI chat tool: is_* typed string
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { is_public: { type: "string", description: "Public?" } } },
    },
  },
];`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "is_public"},
        line: 6,
        column: 70,
        endLine: 6,
        endColumn: 78,
        suggestions: [],
      },
    ],
  },
  {
    // OpenAI chat tool: camelCase flag typed string
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { dryRun: { type: "string" } } },
    },
  },
];`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "dryRun"},
        line: 6,
        column: 67,
        endLine: 6,
        endColumn: 75,
        suggestions: [],
      },
    ],
  },
  {
    // OpenAI chat tool: a nested property without type
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { filter: { type: "object", properties: { owner: { description: "Owner login" } } } } },
    },
  },
];`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        data: {"name": "filter.owner"},
        line: 6,
        column: 91,
        endLine: 6,
        endColumn: 96,
        suggestions: [],
      },
    ],
  },
  {
    // OpenAI chat tool: array items without type
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { ids: { type: "array", items: { description: "An id" } } } },
    },
  },
];`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        data: {"name": "ids[]"},
        line: 6,
        column: 73,
        endLine: 6,
        endColumn: 78,
        suggestions: [],
      },
    ],
  },
  {
    // OpenAI chat tool: a property inside array items without type
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { rows: { type: "array", items: { type: "object", properties: { force: { type: "string" }, label: {} } } } } },
    },
  },
];`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "rows[].force"},
        line: 6,
        column: 128,
        endLine: 6,
        endColumn: 136,
        suggestions: [],
      },
      {
        messageId: "missingType",
        data: {"name": "rows[].label"},
        line: 6,
        column: 140,
        endLine: 6,
        endColumn: 145,
        suggestions: [],
      },
    ],
  },
  {
    // Responses API tool
    code: `export const tools = [{ type: "function", name: "list", parameters: { type: "object", properties: { verbose: { type: "string" }, page: {} } }, strict: false }];`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "verbose"},
        line: 1,
        column: 118,
        endLine: 1,
        endColumn: 126,
        suggestions: [],
      },
      {
        messageId: "missingType",
        data: {"name": "page"},
        line: 1,
        column: 130,
        endLine: 1,
        endColumn: 134,
        suggestions: [],
      },
    ],
  },
  {
    // Anthropic tool input_schema
    code: `const response = await anthropic.messages.create({
  model,
  max_tokens: 1024,
  tools: [{ name: "search", description: "Search", input_schema: { type: "object", properties: { query: { type: "string" }, recursive: { type: "string" } } } }],
  messages,
});`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "recursive"},
        line: 4,
        column: 144,
        endLine: 4,
        endColumn: 152,
        suggestions: [],
      },
    ],
  },
  {
    // MCP low-level tool list with a JSON Schema
    code: `server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "read", description: "Read", inputSchema: { type: "object", properties: { path: { type: "string" }, follow: {} } } }],
}));`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        data: {"name": "follow"},
        line: 2,
        column: 119,
        endLine: 2,
        endColumn: 125,
        suggestions: [],
      },
    ],
  },
  {
    // a schema in a const
    code: `const parameters = { type: "object", properties: { force: { type: "string" } } };
export const tools = [{ type: "function", function: { name: "push", parameters } }];`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "force"},
        line: 1,
        column: 67,
        endLine: 1,
        endColumn: 75,
        suggestions: [],
      },
    ],
  },
  {
    // Google function declaration
    code: `const config = { tools: [{ functionDeclarations: [{ name: "lights", parameters: { type: "object", properties: { enabled: { type: "string" }, brightness: { description: "0-100" } } } }] }] };`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "enabled"},
        line: 1,
        column: 130,
        endLine: 1,
        endColumn: 138,
        suggestions: [],
      },
      {
        messageId: "missingType",
        data: {"name": "brightness"},
        line: 1,
        column: 142,
        endLine: 1,
        endColumn: 152,
        suggestions: [],
      },
    ],
  },
  {
    // AI SDK jsonSchema()
    code: `import { jsonSchema, tool } from "ai";
export const t = tool({ inputSchema: jsonSchema({ type: "object", properties: { allow_overwrite: { type: "string" } } }), execute: async () => "ok" });`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "allow_overwrite"},
        line: 2,
        column: 106,
        endLine: 2,
        endColumn: 114,
        suggestions: [],
      },
    ],
  },
  {
    // Agents SDK tool with a JSON Schema
    code: `import { tool } from "@openai/agents";
export const t = tool({ name: "t", description: "T", parameters: { type: "object", properties: { when: {} }, required: [], additionalProperties: false }, strict: true, execute: async () => "ok" });`,
    output: null,
    errors: [
      {
        messageId: "missingType",
        data: {"name": "when"},
        line: 2,
        column: 98,
        endLine: 2,
        endColumn: 102,
        suggestions: [],
      },
    ],
  },
  {
    // LangChain tool with a JSON Schema
    code: `import { tool } from "@langchain/core/tools";
export const t = tool(async () => "ok", { name: "t", description: "T", schema: { type: "object", properties: { has_more: { type: "string" } } } });`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "has_more"},
        line: 2,
        column: 130,
        endLine: 2,
        endColumn: 138,
        suggestions: [],
      },
    ],
  },
  {
    // MCP registerTool: z.coerce.boolean()
    code: `server.registerTool("export", { inputSchema: { dry_run: z.coerce.boolean() } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "coerceBoolean",
        data: {"name": "dry_run"},
        line: 1,
        column: 57,
        endLine: 1,
        endColumn: 75,
        suggestions: [
          {
            messageId: "useBoolean",
            data: {"replacement": "z.boolean()"},
            output: `server.registerTool("export", { inputSchema: { dry_run: z.boolean() } }, async () => ({ content: [] }));`,
          },
          {
            messageId: "useStringbool",
            data: {"replacement": "z.stringbool()"},
            output: `server.registerTool("export", { inputSchema: { dry_run: z.stringbool() } }, async () => ({ content: [] }));`,
          },
        ],
      },
    ],
  },
  {
    // MCP registerTool: z.coerce.number()
    code: `server.registerTool("list", { inputSchema: { limit: z.coerce.number().int().optional() } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "coerceNumber",
        data: {"name": "limit"},
        line: 1,
        column: 53,
        endLine: 1,
        endColumn: 70,
        suggestions: [
          {
            messageId: "useNumber",
            data: {"replacement": "z.number()"},
            output: `server.registerTool("list", { inputSchema: { limit: z.number().int().optional() } }, async () => ({ content: [] }));`,
          },
        ],
      },
    ],
  },
  {
    // MCP registerTool: z.any()
    code: `server.registerTool("export", { inputSchema: { columns: z.any() } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "anyType",
        data: {"name": "columns", "zodKind": "any"},
        line: 1,
        column: 57,
        endLine: 1,
        endColumn: 64,
        suggestions: [],
      },
    ],
  },
  {
    // MCP registerTool: z.unknown() in a JavaScript file, where nothing makes the handler narrow it
    code: `server.registerTool("forward", { inputSchema: { payload: z.unknown() } }, async () => ({ content: [] }));`,
    filename: "server.js",
    output: null,
    errors: [
      {
        messageId: "anyType",
        data: {"name": "payload", "zodKind": "unknown"},
        line: 1,
        column: 58,
        endLine: 1,
        endColumn: 69,
        suggestions: [],
      },
    ],
  },
  {
    // MCP registerTool: a flag-named z.string()
    code: `server.registerTool("push", { inputSchema: { force: z.string().optional() } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "force"},
        line: 1,
        column: 53,
        endLine: 1,
        endColumn: 63,
        suggestions: [],
      },
    ],
  },
  {
    // MCP server.tool shape
    code: `server.tool("push", "Push", { force: z.coerce.boolean() }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "coerceBoolean",
        data: {"name": "force"},
        line: 1,
        column: 38,
        endLine: 1,
        endColumn: 56,
        suggestions: [
          {
            messageId: "useBoolean",
            data: {"replacement": "z.boolean()"},
            output: `server.tool("push", "Push", { force: z.boolean() }, async () => ({ content: [] }));`,
          },
          {
            messageId: "useStringbool",
            data: {"replacement": "z.stringbool()"},
            output: `server.tool("push", "Push", { force: z.stringbool() }, async () => ({ content: [] }));`,
          },
        ],
      },
    ],
  },
  {
    // MCP registerTool with z.object
    code: `server.registerTool("push", { inputSchema: z.object({ verbose: z.string() }).shape }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "verbose"},
        line: 1,
        column: 64,
        endLine: 1,
        endColumn: 74,
        suggestions: [],
      },
    ],
  },
  {
    // a zod schema in a const
    code: `const PushInput = { force: z.coerce.boolean() };
server.registerTool("push", { inputSchema: PushInput }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "coerceBoolean",
        data: {"name": "force"},
        line: 1,
        column: 28,
        endLine: 1,
        endColumn: 46,
        suggestions: [
          {
            messageId: "useBoolean",
            data: {"replacement": "z.boolean()"},
            output: `const PushInput = { force: z.boolean() };
server.registerTool("push", { inputSchema: PushInput }, async () => ({ content: [] }));`,
          },
          {
            messageId: "useStringbool",
            data: {"replacement": "z.stringbool()"},
            output: `const PushInput = { force: z.stringbool() };
server.registerTool("push", { inputSchema: PushInput }, async () => ({ content: [] }));`,
          },
        ],
      },
    ],
  },
  {
    // nested z.object
    code: `server.registerTool("q", { inputSchema: { filter: z.object({ include_archived: z.string(), tags: z.array(z.any()) }) } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "filter.include_archived"},
        line: 1,
        column: 80,
        endLine: 1,
        endColumn: 90,
        suggestions: [],
      },
      {
        messageId: "anyType",
        data: {"name": "filter.tags[]", "zodKind": "any"},
        line: 1,
        column: 106,
        endLine: 1,
        endColumn: 113,
        suggestions: [],
      },
    ],
  },
  {
    // AI SDK tool with zod
    code: `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ recursive: z.coerce.boolean() }), execute: async () => "ok" });`,
    output: null,
    errors: [
      {
        messageId: "coerceBoolean",
        data: {"name": "recursive"},
        line: 2,
        column: 60,
        endLine: 2,
        endColumn: 78,
        suggestions: [
          {
            messageId: "useBoolean",
            data: {"replacement": "z.boolean()"},
            output: `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ recursive: z.boolean() }), execute: async () => "ok" });`,
          },
          {
            messageId: "useStringbool",
            data: {"replacement": "z.stringbool()"},
            output: `import { tool } from "ai";
export const t = tool({ inputSchema: z.object({ recursive: z.stringbool() }), execute: async () => "ok" });`,
          },
        ],
      },
    ],
  },
  {
    // Agents SDK tool with zod
    code: `import { tool } from "@openai/agents";
export const t = tool({ name: "t", description: "T", parameters: z.object({ count: z.coerce.number() }), execute: async () => "ok" });`,
    output: null,
    errors: [
      {
        messageId: "coerceNumber",
        data: {"name": "count"},
        line: 2,
        column: 84,
        endLine: 2,
        endColumn: 101,
        suggestions: [
          {
            messageId: "useNumber",
            data: {"replacement": "z.number()"},
            output: `import { tool } from "@openai/agents";
export const t = tool({ name: "t", description: "T", parameters: z.object({ count: z.number() }), execute: async () => "ok" });`,
          },
        ],
      },
    ],
  },
  {
    // LangChain tool with zod
    code: `import { tool } from "@langchain/core/tools";
export const t = tool(async () => "ok", { name: "t", description: "T", schema: z.object({ data: z.any() }) });`,
    output: null,
    errors: [
      {
        messageId: "anyType",
        data: {"name": "data", "zodKind": "any"},
        line: 2,
        column: 97,
        endLine: 2,
        endColumn: 104,
        suggestions: [],
      },
    ],
  },
  {
    // LangChain DynamicStructuredTool
    code: `import { DynamicStructuredTool } from "@langchain/core/tools";
export const t = new DynamicStructuredTool({ name: "t", description: "T", schema: z.object({ enable_cache: z.string() }), func: async () => "ok" });`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "enable_cache"},
        line: 2,
        column: 108,
        endLine: 2,
        endColumn: 118,
        suggestions: [],
      },
    ],
  },
  {
    // Mastra createTool
    code: `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "t", description: "T", inputSchema: z.object({ force: z.coerce.boolean() }), execute: async () => "ok" });`,
    output: null,
    errors: [
      {
        messageId: "coerceBoolean",
        data: {"name": "force"},
        line: 2,
        column: 89,
        endLine: 2,
        endColumn: 107,
        suggestions: [
          {
            messageId: "useBoolean",
            data: {"replacement": "z.boolean()"},
            output: `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "t", description: "T", inputSchema: z.object({ force: z.boolean() }), execute: async () => "ok" });`,
          },
          {
            messageId: "useStringbool",
            data: {"replacement": "z.stringbool()"},
            output: `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "t", description: "T", inputSchema: z.object({ force: z.stringbool() }), execute: async () => "ok" });`,
          },
        ],
      },
    ],
  },
  {
    // Anthropic betaZodTool: z.unknown() in a TypeScript file, with the option that reports it (strict)
    code: `import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
export const t = betaZodTool({ name: "t", description: "T", inputSchema: z.object({ meta: z.unknown() }), run: async () => "ok" });`,
    options: [{ unknown: true }],
    output: null,
    errors: [
      {
        messageId: "anyType",
        data: {"name": "meta", "zodKind": "unknown"},
        line: 2,
        column: 91,
        endLine: 2,
        endColumn: 102,
        suggestions: [],
      },
    ],
  },
  {
    // OpenAI zodFunction
    code: `import { zodFunction } from "openai/helpers/zod";
export const t = zodFunction({ name: "t", parameters: z.object({ is_draft: z.string() }) });`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "is_draft"},
        line: 2,
        column: 76,
        endLine: 2,
        endColumn: 86,
        suggestions: [],
      },
    ],
  },
  {
    // a tool definition apart from its registration
    code: `export const pushTool = {
  name: "push",
  description: "Push",
  inputSchema: z.object({ force: z.coerce.boolean() }),
  handler: async () => "ok",
};`,
    output: null,
    errors: [
      {
        messageId: "coerceBoolean",
        data: {"name": "force"},
        line: 4,
        column: 34,
        endLine: 4,
        endColumn: 52,
        suggestions: [
          {
            messageId: "useBoolean",
            data: {"replacement": "z.boolean()"},
            output: `export const pushTool = {
  name: "push",
  description: "Push",
  inputSchema: z.object({ force: z.boolean() }),
  handler: async () => "ok",
};`,
          },
          {
            messageId: "useStringbool",
            data: {"replacement": "z.stringbool()"},
            output: `export const pushTool = {
  name: "push",
  description: "Push",
  inputSchema: z.object({ force: z.stringbool() }),
  handler: async () => "ok",
};`,
          },
        ],
      },
    ],
  },
  {
    // option flagNames: an exact name
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { notify: { type: "string" } } },
    },
  },
];`,
    options: [{"flagNames": ["notify"]}],
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "notify"},
        line: 6,
        column: 67,
        endLine: 6,
        endColumn: 75,
        suggestions: [],
      },
    ],
  },
  {
    // option flagNames: a regular expression
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "list",
      parameters: { type: "object", properties: { send_email: { type: "string" } } },
    },
  },
];`,
    options: [{"flagNames": ["/^send_/"]}],
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "send_email"},
        line: 6,
        column: 71,
        endLine: 6,
        endColumn: 79,
        suggestions: [],
      },
    ],
  },
  {
    // z.coerce.boolean() through an alias of z
    code: `import * as zod from "zod";
server.registerTool("export", { inputSchema: { dry_run: zod.coerce.boolean() } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "coerceBoolean",
        data: {"name": "dry_run"},
        line: 2,
        column: 57,
        endLine: 2,
        endColumn: 77,
        suggestions: [
          {
            messageId: "useBoolean",
            data: {"replacement": "zod.boolean()"},
            output: `import * as zod from "zod";
server.registerTool("export", { inputSchema: { dry_run: zod.boolean() } }, async () => ({ content: [] }));`,
          },
          {
            messageId: "useStringbool",
            data: {"replacement": "zod.stringbool()"},
            output: `import * as zod from "zod";
server.registerTool("export", { inputSchema: { dry_run: zod.stringbool() } }, async () => ({ content: [] }));`,
          },
        ],
      },
    ],
  },
  {
    // OpenAI strict mode: a flag typed ["string", "null"]
    code: `export const tools = [
  {
    type: "function",
    function: {
      name: "export",
      strict: true,
      parameters: {
        type: "object",
        properties: { dry_run: { type: ["string", "null"] } },
        required: ["dry_run"],
        additionalProperties: false,
      },
    },
  },
];`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "dry_run"},
        line: 9,
        column: 40,
        endLine: 9,
        endColumn: 58,
        suggestions: [],
      },
    ],
  },
  {
    // z.optional(z.coerce.boolean())
    code: `server.registerTool("export", { inputSchema: { dry_run: z.optional(z.coerce.boolean()) } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "coerceBoolean",
        data: {"name": "dry_run"},
        line: 1,
        column: 68,
        endLine: 1,
        endColumn: 86,
        suggestions: [
          {
            messageId: "useBoolean",
            data: {"replacement": "z.boolean()"},
            output: `server.registerTool("export", { inputSchema: { dry_run: z.optional(z.boolean()) } }, async () => ({ content: [] }));`,
          },
          {
            messageId: "useStringbool",
            data: {"replacement": "z.stringbool()"},
            output: `server.registerTool("export", { inputSchema: { dry_run: z.optional(z.stringbool()) } }, async () => ({ content: [] }));`,
          },
        ],
      },
    ],
  },
  {
    // z.nullable(z.any())
    code: `server.registerTool("forward", { inputSchema: { payload: z.nullable(z.any()) } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "anyType",
        data: {"name": "payload", "zodKind": "any"},
        line: 1,
        column: 69,
        endLine: 1,
        endColumn: 76,
        suggestions: [],
      },
    ],
  },
  {
    // z.optional(z.string()) for a flag
    code: `server.registerTool("push", { inputSchema: { force: z.optional(z.string()) } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "flagTypedString",
        data: {"name": "force"},
        line: 1,
        column: 64,
        endLine: 1,
        endColumn: 74,
        suggestions: [],
      },
    ],
  },
  {
    // z.any().array(): reported once, for its elements
    code: `server.registerTool("tag", { inputSchema: { tags: z.any().array() } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "anyType",
        data: {"name": "tags[]", "zodKind": "any"},
        line: 1,
        column: 51,
        endLine: 1,
        endColumn: 58,
        suggestions: [],
      },
    ],
  },
  {
    // zod/mini wrappers
    code: `import * as z from "zod/mini";
server.registerTool("list", { inputSchema: { limit: z.nullish(z.coerce.number()), include_archived: z.optional(z.string()) } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "coerceNumber",
        data: {"name": "limit"},
        line: 2,
        column: 63,
        endLine: 2,
        endColumn: 80,
        suggestions: [
          {
            messageId: "useNumber",
            data: {"replacement": "z.number()"},
            output: `import * as z from "zod/mini";
server.registerTool("list", { inputSchema: { limit: z.nullish(z.number()), include_archived: z.optional(z.string()) } }, async () => ({ content: [] }));`,
          },
        ],
      },
      {
        messageId: "flagTypedString",
        data: {"name": "include_archived"},
        line: 2,
        column: 112,
        endLine: 2,
        endColumn: 122,
        suggestions: [],
      },
    ],
  },
  {
    // objects inside an array written z.object(…).array()
    code: `server.registerTool("import", { inputSchema: { rows: z.object({ overwrite: z.coerce.boolean() }).array() } }, async () => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "coerceBoolean",
        data: {"name": "rows[].overwrite"},
        line: 1,
        column: 76,
        endLine: 1,
        endColumn: 94,
        suggestions: [
          {
            messageId: "useBoolean",
            data: {"replacement": "z.boolean()"},
            output: `server.registerTool("import", { inputSchema: { rows: z.object({ overwrite: z.boolean() }).array() } }, async () => ({ content: [] }));`,
          },
          {
            messageId: "useStringbool",
            data: {"replacement": "z.stringbool()"},
            output: `server.registerTool("import", { inputSchema: { rows: z.object({ overwrite: z.stringbool() }).array() } }, async () => ({ content: [] }));`,
          },
        ],
      },
    ],
  },
  {
    // a boolean written as the strings "true" and "false" (JSON Schema)
    code: `server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "list", inputSchema: { type: "object", properties: { include_archived: { type: "string", enum: ["true", "false"] } } } }],
}));`,
    output: null,
    errors: [
      {
        messageId: "stringBoolean",
        line: 2,
        column: 114,
        endLine: 2,
        endColumn: 131,
        suggestions: [],
      },
    ],
  },
  {
    // a boolean written as the strings "false" and "true" (z.enum)
    code: `server.registerTool("list", { inputSchema: { archived: z.enum(["false", "true"]).optional() } }, async (args) => ({ content: [] }));`,
    output: null,
    errors: [
      {
        messageId: "stringBoolean",
        line: 1,
        column: 56,
        endLine: 1,
        endColumn: 81,
        suggestions: [],
      },
    ],
  },
];

createRuleTester().run("require-tool-param-types", rule, { valid, invalid });

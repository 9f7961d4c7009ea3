/**
 * The project layer (`src/analysis/project`): resolving relative imports, the bounded module cache,
 * finding what a module exports, following imports and re-exports, and the index of calls that hand
 * tool data to other modules. The adversarial shapes (import cycles, a module importing itself, a
 * chain of 1,000 modules, mutual recursion across modules, a function with 10,000 call sites) must
 * end, in bounded time, with the same result every time.
 */
import { mkdirSync, writeFileSync, utimesSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { exportedValue, moduleContext } from "../../src/analysis/project/context.js";
import { clearProjectIndexes, projectIndex } from "../../src/analysis/project/incoming.js";
import {
  MAX_MODULE_CHARACTERS,
  clearModuleCache,
  findExport,
  loadModule,
  resolveImport,
  resolveRelativeImport,
} from "../../src/analysis/project/modules.js";
import { pnpmPatterns } from "../../src/analysis/project/workspaces.js";
import { explain } from "../../src/cli/explain.js";
import { readSettings } from "../../src/analysis/settings.js";
import plugin from "../../src/index.js";
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { readFileSync } from "node:fs";
import { temporaryFolder } from "../e2e/helpers.js";

const folder = temporaryFolder("project-layer");
afterAll(() => folder.cleanup());

/** Writes `files` (path → text) under a fresh folder and returns its path. */
let next = 0;
function project(files: Record<string, string>): string {
  const root = join(folder.path, `p${next++}`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

beforeEach(() => {
  clearModuleCache();
  clearProjectIndexes();
});

describe("resolveRelativeImport", () => {
  const root = project({
    "src/a.ts": "",
    "src/b.tsx": "",
    "src/c.js": "",
    "src/d.mts": "",
    "src/lib/index.ts": "",
    "src/only.js": "",
  });
  const from = join(root, "src/main.ts");

  it.each([
    ["./a.js", "src/a.ts"],
    ["./a", "src/a.ts"],
    ["./a.ts", "src/a.ts"],
    ["./b.js", "src/b.tsx"],
    ["./c.js", "src/c.js"],
    ["./d.mjs", "src/d.mts"],
    ["./lib", "src/lib/index.ts"],
    ["./lib/index.js", "src/lib/index.ts"],
    ["../src/only.js", "src/only.js"],
  ])("%s → %s", (specifier, path) => {
    expect(resolveRelativeImport(from, specifier)).toBe(join(root, path));
  });

  it.each(["zod", "@scope/pkg", "./missing.js", "./missing"])("%s → null", (specifier) => {
    expect(resolveRelativeImport(from, specifier)).toBeNull();
  });
});

describe("resolveImport through tsconfig paths", () => {
  const root = project({
    // JSON with comments and trailing commas, as TypeScript reads it
    "tsconfig.json": `{
  // aliases
  "compilerOptions": {
    "baseUrl": ".",
    /* the project's own modules */
    "paths": { "@/*": ["src/*"], "@lib/*": ["missing/*", "src/lib/*"], "~ledger": ["src/lib/ledger.ts"], },
  },
}
`,
    "src/lib/ledger.ts": "",
    "src/lib/index.ts": "",
    "src/tools/search.tsx": "",
    "packages/app/tsconfig.json": '{ "extends": "../../tsconfig.base", "compilerOptions": {} }',
    "tsconfig.base.json": '{ "compilerOptions": { "paths": { "#app/*": ["./packages/app/src/*"] } } }',
    "packages/app/src/main.ts": "",
    "packages/plain/tsconfig.json": "{}",
  });
  const from = join(root, "src/tools/server.ts");

  it.each([
    ["@/lib/ledger", "src/lib/ledger.ts"],
    ["@/lib/ledger.js", "src/lib/ledger.ts"],
    ["@/lib", "src/lib/index.ts"],
    ["@/tools/search", "src/tools/search.tsx"],
    ["@lib/ledger", "src/lib/ledger.ts"],
    ["~ledger", "src/lib/ledger.ts"],
    ["./search.js", "src/tools/search.tsx"],
  ])("%s → %s", (specifier, path) => {
    expect(resolveImport(from, specifier)).toBe(join(root, path));
  });

  it("follows a relative extends, and finds no alias where the nearest tsconfig has none", () => {
    expect(resolveImport(join(root, "packages/app/src/x.ts"), "#app/main")).toBe(join(root, "packages/app/src/main.ts"));
    expect(resolveImport(join(root, "packages/plain/x.ts"), "@/lib/ledger")).toBeNull();
  });

  it("tries an import under baseUrl when the tsconfig has one", () => {
    const based = project({
      "tsconfig.json": '{ "compilerOptions": { "baseUrl": "./src" } }',
      "src/lib/ledger.ts": "",
      "src/tools/server.ts": "",
    });
    const server = join(based, "src/tools/server.ts");
    expect(resolveImport(server, "lib/ledger")).toBe(join(based, "src/lib/ledger.ts"));
    expect(resolveImport(server, "zod")).toBeNull();
  });

  it.each(["zod", "@modelcontextprotocol/sdk/server/mcp.js", "@/missing", "~ledger/x"])("%s → null", (specifier) => {
    expect(resolveImport(from, specifier)).toBeNull();
  });
});

describe("resolveImport of a monorepo's workspace packages", () => {
  const npm = project({
    "package.json": '{ "private": true, "workspaces": ["packages/*", "apps/site"] }',
    "packages/common/package.json": '{ "name": "@repo/common", "main": "./src/index.ts" }',
    "packages/common/src/index.ts": "",
    "packages/common/src/pagination.ts": "",
    "packages/built/package.json": '{ "name": "built", "exports": { ".": { "types": "./dist/main.d.ts", "default": "./dist/main.js" } } }',
    "packages/built/src/main.ts": "",
    "packages/bare/package.json": '{ "name": "bare" }',
    "packages/bare/index.ts": "",
    "apps/site/package.json": '{ "name": "site" }',
    "apps/site/src/server.ts": "",
    "apps/other/package.json": '{ "name": "other" }',
    "apps/other/index.ts": "",
  });
  const from = join(npm, "apps/site/src/server.ts");

  it.each([
    ["@repo/common/src/pagination", "packages/common/src/pagination.ts"],
    ["@repo/common/src/pagination.js", "packages/common/src/pagination.ts"],
    ["@repo/common", "packages/common/src/index.ts"],
    ["built", "packages/built/src/main.ts"],
    ["bare", "packages/bare/index.ts"],
  ])("%s → %s", (specifier, path) => {
    expect(resolveImport(from, specifier)).toBe(join(npm, path));
  });

  it.each(["zod", "other", "@repo/missing", "@repo/common/../built/src/main", "@repo"])("%s → null (a dependency, no package of the workspace, or a path out of it)", (specifier) => {
    expect(resolveImport(from, specifier)).toBeNull();
  });

  it("reads the packages a pnpm-workspace.yaml lists", () => {
    const pnpm = project({
      "package.json": '{ "name": "root" }',
      "pnpm-workspace.yaml": "packages:\n  - 'apps/*'\n  - \"packages/*\" # shared\n  - '!apps/legacy'\ncatalog:\n  zod: 3.25.0\n",
      "packages/common/package.json": '{ "name": "@repo/common" }',
      "packages/common/src/pagination.ts": "",
      "apps/radar/src/tools.ts": "",
    });
    expect(resolveImport(join(pnpm, "apps/radar/src/tools.ts"), "@repo/common/src/pagination")).toBe(join(pnpm, "packages/common/src/pagination.ts"));
    expect(pnpmPatterns("packages:\n  - 'apps/*'\n# shared\n\n  - packages/* # shared\ncatalog:\n  - 'not/this'\n")).toEqual(["apps/*", "packages/*"]);
    expect(pnpmPatterns("packages: ['apps/*', \"packages/*\"] # one line\n")).toEqual(["apps/*", "packages/*"]);
  });
});

describe("loadModule", () => {
  it("parses once, and again after the file changes", () => {
    const root = project({ "m.ts": "export const a = 1;\n" });
    const path = join(root, "m.ts");
    const first = loadModule(path);
    expect(first?.sourceCode.ast.body).toHaveLength(1);
    expect(loadModule(path)).toBe(first);
    writeFileSync(path, "export const a = 1;\nexport const b = 2;\n");
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const second = loadModule(path);
    expect(second).not.toBe(first);
    expect(second?.sourceCode.ast.body).toHaveLength(2);
  });

  it("gives null for a file that does not parse, does not exist, or is too large", () => {
    const root = project({ "broken.ts": "export const = ;", "big.js": `export const s = "${"x".repeat(MAX_MODULE_CHARACTERS)}";` });
    expect(loadModule(join(root, "broken.ts"))).toBeNull();
    expect(loadModule(join(root, "missing.ts"))).toBeNull();
    expect(loadModule(join(root, "big.js"))).toBeNull();
  });

  it("reads JSX in a .js file", () => {
    const root = project({ "view.js": "export const View = () => <p>hi</p>;\n" });
    expect(loadModule(join(root, "view.js"))).not.toBeNull();
  });
});

describe("findExport and exportedValue", () => {
  const root = project({
    "schemas.ts": `import { z } from "zod";
export function flag() { return z.boolean(); }
export const Count = z.number();
const local = z.string();
export { local as Name };
export default z.enum(["a", "b"]);
export class Service { run(input) { return input; } }
`,
    "barrel.ts": `export { flag as strictFlag } from "./schemas.js";\nexport * from "./schemas.js";\n`,
    "again.ts": `import { Count } from "./barrel.js";\nexport { Count as Total };\n`,
    "loop-a.ts": `export { x } from "./loop-b.js";\n`,
    "loop-b.ts": `export { x } from "./loop-a.js";\n`,
    "self.ts": `export * from "./self.js";\nexport const y = 1;\n`,
  });
  const text = (value: ReturnType<typeof exportedValue>): string | null =>
    value ? loadModule(value.module.path)!.sourceCode.getText(value.node) : null;

  it.each([
    ["schemas.ts", "flag", "function flag() { return z.boolean(); }"],
    ["schemas.ts", "Count", "z.number()"],
    ["schemas.ts", "Name", "z.string()"],
    ["schemas.ts", "default", 'z.enum(["a", "b"])'],
    ["schemas.ts", "Service", "class Service { run(input) { return input; } }"],
    ["barrel.ts", "strictFlag", "function flag() { return z.boolean(); }"],
    ["barrel.ts", "Count", "z.number()"],
    ["again.ts", "Total", "z.number()"],
    ["self.ts", "y", "1"],
  ])("%s exports %s as %s", (file, name, expected) => {
    expect(text(exportedValue(join(root, file), name, 0))).toBe(expected);
  });

  it("ends on a re-export cycle and on a module re-exporting itself", () => {
    expect(exportedValue(join(root, "loop-a.ts"), "x", 0)).toBeNull();
    expect(exportedValue(join(root, "self.ts"), "missing", 0)).toBeNull();
  });

  it("lists a module's own export before a star re-export", () => {
    const parsed = loadModule(join(root, "barrel.ts"))!;
    expect(findExport(parsed, "strictFlag").map((target) => target.kind)).toEqual(["reexport"]);
    expect(findExport(parsed, "anything").map((target) => target.kind)).toEqual(["reexport"]);
  });

  it("reads a module's zod schema with the module's own zod import", () => {
    const context = moduleContext(join(root, "schemas.ts"))!;
    const value = exportedValue(join(root, "schemas.ts"), "Count", 0)!;
    expect(context.zod.read(value.node, 0)).toEqual({ type: "number" });
  });
});

const settings = readSettings({});
const seedsOf = (root: string, file: string): string[] =>
  projectIndex(root, settings)
    .seedsFor(join(root, file))
    .map((seed) => `${seed.start}:${seed.index} ${seed.kind} ${seed.label}`);

/** The findings of `recommended` in one file of a project, linted from the project's root. */
function findingsIn(root: string, file: string): string[] {
  const linter = new Linter({ configType: "flat", cwd: root });
  const config = [{ ...plugin.configs.recommended, languageOptions: { parser: tsParser, sourceType: "module" as const } }] as Linter.Config[];
  return linter
    .verify(readFileSync(join(root, file), "utf8"), config, join(root, file))
    .map((message) => `${message.line}:${message.column} ${String(message.ruleId).replace("tool-contract/", "")}`);
}

describe("the index of calls into other modules", () => {
  const handler = (call: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
${call.split("\n")[0]}
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", { inputSchema: { n: z.number() } }, async (args) => {
  ${call.split("\n").slice(1).join("\n  ")}
  return { content: [] };
});
`;

  it("seeds the parameter of an imported function, with the caller's source", () => {
    const root = project({
      "server.ts": handler(`import { take } from "./take.js";\ntake(1, args);`),
      "take.ts": "export function take(n, input) { return input.n || n; }\n",
    });
    expect(seedsOf(root, "take.ts")).toEqual(["7:1 arguments MCP tool arguments from server.ts"]);
  });

  it("follows tool data into a module imported through a tsconfig paths alias", () => {
    const root = project({
      "tsconfig.json": '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }',
      "src/server.ts": handler(`import { take } from "@/take";\ntake(1, args);`).replace("{ n: z.number() }", "{ n: z.number(), warehouse: z.string() }"),
      "src/take.ts": "const STOCK = { north: 1 };\nexport function take(n, input) { return STOCK[input.warehouse] || n; }\n",
    });
    expect(seedsOf(root, "src/take.ts")).toEqual(["35:1 arguments MCP tool arguments from src/server.ts"]);
    expect(findingsIn(root, "src/take.ts")).toEqual(["2:41 no-ungated-lookup"]);
  });

  it("seeds methods: of an imported instance, of `new Imported()`, a static one, and a constructor", () => {
    const root = project({
      "server.ts": handler(`import { ledger, Ledger } from "./ledger.js";\nledger.adjust(args);\nnew Ledger().adjust(args);\nLedger.check(args);\nnew Ledger(args);`),
      "ledger.ts": `export class Ledger { constructor(options) {} adjust(input) {} static check(input) {} }
export const ledger = new Ledger();
`,
    });
    // The constructor's function starts at 33, `adjust`'s at 52 (both calls of it seed it once), `check`'s at 75.
    expect(seedsOf(root, "ledger.ts").sort()).toEqual([
      "33:0 arguments MCP tool arguments from server.ts",
      "52:0 arguments MCP tool arguments from server.ts",
      "75:0 arguments MCP tool arguments from server.ts",
    ]);
  });

  it("seeds every function of an imported dispatch map, and a namespace import's function", () => {
    const root = project({
      "loop.ts": `import { handlers } from "./handlers.js";
import * as tools from "./tools.js";
const args = JSON.parse(call.function.arguments);
handlers[call.function.name](args);
tools.run(args);
`,
      "handlers.ts": "export const handlers = { a(x) {}, b: (y) => y };\n",
      "tools.ts": "export function run(z) {}\n",
    });
    expect(seedsOf(root, "handlers.ts")).toEqual(["27:0 arguments tool call arguments from loop.ts", "38:0 arguments tool call arguments from loop.ts"]);
    expect(seedsOf(root, "tools.ts")).toEqual(["7:0 arguments tool call arguments from loop.ts"]);
  });

  it("follows the whole of the tool data into a parameter that also gets a container of it at another call", () => {
    const root = project({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { kubectlGet } from "./get.js";
const server = new Server({ name: "k", version: "1" }, { capabilities: {} });
server.setRequestHandler(
  CallToolRequestSchema,
  withTelemetry(async (request: { params: { name: string; arguments?: Record<string, any> } }) => {
    const { name, arguments: input = {} } = request.params;
    if (name === "get") return kubectlGet(input as { resourceType: string; allNamespaces?: boolean });
    return kubectlGet({ resourceType: "events", namespace: (input as { namespace?: string }).namespace });
  }),
);
`,
      "get.ts": "export function kubectlGet(input: { resourceType: string; allNamespaces?: boolean }) {\n  const all = input.allNamespaces || false;\n  return all;\n}\n",
    });
    expect(findingsIn(root, "get.ts")).toEqual(["2:15 no-truthy-tool-value"]);
  });

  it("follows a field of the tool data into another module's parameter, with its name and evidence", () => {
    const root = project({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { dropTable } from "./tables.js";
const server = new Server({ name: "k", version: "1" }, { capabilities: {} });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { arguments: args = {} } = request.params;
  return dropTable(args.table_name, args.confirm, args.replicas);
});
`,
      "tables.ts": "export function dropTable(table: string, confirm: boolean, replicas: number) {\n  if (!confirm) return 'confirm first';\n  return run(`--replicas=${replicas}`, table);\n}\n",
    });
    expect(findingsIn(root, "tables.ts")).toEqual(["2:8 no-truthy-tool-value", "3:14 no-coercion-before-validation"]);
  });

  it("reads a dispatch table and a type guard from the modules that export them", () => {
    const root = project({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handlers } from "./handlers.js";
import { FIELDS, isField } from "./fields.js";
const server = new Server({ name: "k", version: "1" }, { capabilities: {} });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const key = request.params.arguments?.key as string;
  if (!isField(key)) throw new Error("unknown field");
  use(FIELDS[key]);
  return handlers[request.params.name](request.params.arguments);
});
`,
      "handlers.ts": "export const handlers = { get: (a) => a };\n",
      "fields.ts": "export const FIELDS = { theme: 1 };\nexport function isField(value: string): value is keyof typeof FIELDS {\n  return Object.hasOwn(FIELDS, value);\n}\n",
    });
    expect(findingsIn(root, "server.ts")).toEqual(["10:10 no-ungated-lookup"]);
  });

  it("reports a schema helper's z.coerce and z.any where the helper is written, once, when a tool uses it", () => {
    const root = project({
      "validation.ts": `import { z } from "zod";
export function lenientNumber() {
  return z.coerce.number().optional();
}
export function anything() {
  return z.any();
}
export function strictFlag() {
  return z.boolean().optional();
}
export function unusedCoerce() {
  return z.coerce.boolean();
}
`,
      "tools.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { anything, lenientNumber, strictFlag } from "./validation.js";
const server = new McpServer({ name: "s", version: "1" });
server.tool("a", "d", { limit: lenientNumber(), payload: anything(), dry_run: strictFlag() }, async (args) => ({ content: [] }));
server.tool("b", "d", { offset: lenientNumber().describe("o") }, async (args) => ({ content: [] }));
`,
    });
    expect(findingsIn(root, "validation.ts")).toEqual(["3:10 require-tool-param-types", "6:10 require-tool-param-types"]);
    expect(findingsIn(root, "tools.ts")).toEqual([]);
  });

  it("reports a shared raw shape's multi-line parameter from its name, in the module that writes it", () => {
    const root = project({
      "schemas.ts": `import { z } from "zod";
export const MergeRequestOptions = {
  title: z.string(),
  assignee_ids: z
    .array(z.coerce.number())
    .optional(),
};
`,
      "tools.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { MergeRequestOptions } from "./schemas.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("create_mr", { inputSchema: { ...MergeRequestOptions, draft: z.boolean() } }, async (args) => ({ content: [] }));
`,
    });
    expect(findingsIn(root, "schemas.ts")).toEqual(["4:3 require-tool-param-types"]);
    expect(findingsIn(root, "tools.ts")).toEqual([]);
  });

  it("reports a coercing ajv where it is created, when a module that imports it validates tool data with it", () => {
    const root = project({
      "utils/ajv.ts": `import Ajv from "ajv";
export const ajv = new Ajv({ coerceTypes: "array", strict: false });
export function compileSchema(schema: object) {
  return ajv.compile(schema);
}
`,
      "config/ajv.ts": `import Ajv from "ajv";
export const configAjv = new Ajv({ coerceTypes: true });
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ajv } from "./utils/ajv.js";
import { configAjv } from "./config/ajv.js";
import { readFileSync } from "node:fs";
const server = new Server({ name: "s", version: "1" }, { capabilities: {} });
const validateConfig = configAjv.compile(configSchema);
validateConfig(JSON.parse(readFileSync("config.json", "utf8")));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const validate = ajv.compile(toolSchemas[request.params.name]);
  if (!validate(request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});
`,
    });
    expect(findingsIn(root, "utils/ajv.ts")).toEqual(["2:30 require-tool-param-types"]);
    expect(findingsIn(root, "config/ajv.ts")).toEqual([]);
    expect(findingsIn(root, "server.ts")).toEqual([]);
  });

  it("reports a coercing ajv whose module's helper compiles a tool definition's schema in another module", () => {
    const root = project({
      "ajv.ts": `import Ajv from "ajv";
const ajv = new Ajv({ coerceTypes: true });
export function compileSchema(schema: object) {
  return ajv.compile(schema);
}
`,
      "tools/search.ts": `import { z } from "zod";
import { compileSchema } from "../ajv.js";
const SearchArgs = z.object({ limit: z.number().int() });
export const searchTool = {
  name: "search",
  inputSchema: z.toJSONSchema(SearchArgs),
  validate: compileSchema(z.toJSONSchema(SearchArgs)),
  call: async (args: unknown) => args,
};
`,
      "tools/other.ts": `import { compileSchema } from "../ajv.js";
export const validateSettings = compileSchema(settingsSchema);
`,
    });
    expect(findingsIn(root, "ajv.ts")).toEqual(["2:23 require-tool-param-types"]);
  });

  it("reports only the instance another module uses on tool data, of two coercing instances in one module", () => {
    const root = project({
      "ajv.ts": `import Ajv from "ajv";
export const configAjv = new Ajv({ coerceTypes: true, useDefaults: true });
export const toolAjv = new Ajv({ coerceTypes: true });
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { configAjv, toolAjv } from "./ajv.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: {} });
configAjv.validate(configSchema, loadConfig());
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (!toolAjv.validate(toolSchemas[request.params.name], request.params.arguments)) throw new Error("invalid");
  return { content: [] };
});
`,
    });
    expect(findingsIn(root, "ajv.ts")).toEqual(["3:34 require-tool-param-types"]);
  });

  it("leaves a coercing ajv alone when the modules that import it validate no tool data", () => {
    const root = project({
      "ajv.ts": `import Ajv from "ajv";
export const ajv = new Ajv({ coerceTypes: true });
`,
      "config.ts": `import { ajv } from "./ajv.js";
import { readFileSync } from "node:fs";
export const config = JSON.parse(readFileSync("config.json", "utf8"));
if (!ajv.validate(configSchema, config)) throw new Error("bad config");
`,
      "tools.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ajv } from "./ajv.js";
const server = new McpServer({ name: "s", version: "1" });
ajv.addFormat("slug", /^[a-z-]+$/);
server.registerTool("t", { inputSchema: { n: z.number() } }, async (args) => ({ content: [] }));
`,
    });
    expect(findingsIn(root, "ajv.ts")).toEqual([]);
  });

  it("reads a tool's zod schema converted for a low-level server (zodToJsonSchema) in the module that writes it", () => {
    const root = project({
      "schemas.ts": `import { z } from "zod";
export const EditArgs = z.object({
  path: z.string(),
  content: z.any().optional(),
});
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { zodToJsonSchema } from "zod-to-json-schema";
import { EditArgs } from "./schemas.js";
const server = new Server({ name: "e", version: "1" }, { capabilities: {} });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "edit", description: "d", inputSchema: zodToJsonSchema(EditArgs) }],
}));
`,
    });
    expect(findingsIn(root, "schemas.ts")).toEqual(["4:12 require-tool-param-types"]);
    expect(findingsIn(root, "server.ts")).toEqual([]);
  });

  it("seeds handlers imported from another module: registerTool, the deprecated tool, the low-level handler and an AI SDK execute", () => {
    const root = project({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { tool } from "ai";
import { z } from "zod";
import { handleSearch, handleList, handleCall, runFetch } from "./handlers.js";
const mcp = new McpServer({ name: "s", version: "1" });
mcp.registerTool("search", { inputSchema: { limit: z.number().optional(), exact: z.string() } }, handleSearch);
mcp.tool("list", "List", { archived: z.boolean().optional() }, handleList);
const low = new Server({ name: "l", version: "1" }, { capabilities: {} });
low.setRequestHandler(CallToolRequestSchema, handleCall);
export const fetchTool = tool({ description: "Fetch", inputSchema: z.object({ retries: z.number() }), execute: runFetch });
`,
      "handlers.ts": `export async function handleSearch({ limit, exact }) {
  if (exact) use(1);
  return limit || 10;
}
export const handleList = async (args) => (args.archived ? 1 : 0);
export async function handleCall(request) {
  const { arguments: args } = request.params;
  if (args.verbose) return 1;
  return 0;
}
export async function runFetch(input) {
  return input.retries || 3;
}
`,
    });
    // registerTool: limit is a number without a minimum (lossy), exact a validated string (quiet);
    // the deprecated tool's validated boolean is quiet; the low-level handler's is not validated.
    expect(findingsIn(root, "handlers.ts")).toEqual(["3:10 no-lossy-default", "8:7 no-truthy-tool-value", "12:10 no-lossy-default"]);
  });

  it("seeds no imported registration that has no input schema, nor an imported value that is no function", () => {
    const root = project({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { handleStatus, options } from "./handlers.js";
const mcp = new McpServer({ name: "s", version: "1" });
mcp.registerTool("status", { description: "Status" }, handleStatus);
mcp.tool("other", "Other", options);
`,
      "handlers.ts": "export async function handleStatus(extra) { return extra.signal || 1; }\nexport const options = { limit: 1 };\n",
    });
    expect(seedsOf(root, "handlers.ts")).toEqual([]);
  });

  it("follows the request handed on inside an object literal (`handle({ request, db })`)", () => {
    const root = project({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handleCallToolRequest } from "./call.js";
const server = new Server({ name: "m", version: "1" }, { capabilities: {} });
server.setRequestHandler(CallToolRequestSchema, (request) => handleCallToolRequest({ request, db: {} }));
`,
      "call.ts": `export async function handleCallToolRequest({ request, db }) {
  const { name, arguments: args = {} } = request.params;
  if (args.nameOnly) return db;
  return name;
}
`,
    });
    expect(findingsIn(root, "call.ts")).toEqual(["3:7 no-truthy-tool-value"]);
  });

  it("follows tool data into the methods of imported classes held by a \`let\` set on first use, by a field, and by a parameter property", () => {
    const root = project({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ScreenshotTool } from "./screenshot.js";
import { ToolHandlers } from "./handlers.js";
import { Indexer } from "./indexer.js";
let screenshot: ScreenshotTool | undefined;
class App {
  private handlers: ToolHandlers;
  constructor(private indexer: Indexer, server: Server) {
    this.handlers = new ToolHandlers();
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const args = request.params.arguments ?? {};
      if (!screenshot) screenshot = new ScreenshotTool();
      if (request.params.name === "shot") return screenshot.execute(args);
      if (request.params.name === "index") return this.indexer.run(args);
      return this.handlers.search(args);
    });
  }
}
`,
      "screenshot.ts": "export class ScreenshotTool {\n  execute(args) { return args.fullPage ? 1 : 0; }\n}\n",
      "handlers.ts": "export class ToolHandlers {\n  search(args) { return args.limit || 10; }\n}\n",
      "indexer.ts": "export class Indexer {\n  run(args) { const force = args.force || false; return force; }\n}\n",
    });
    expect(findingsIn(root, "screenshot.ts")).toEqual(["2:26 no-truthy-tool-value"]);
    expect(findingsIn(root, "handlers.ts")).toEqual(["2:25 no-lossy-default"]);
    expect(findingsIn(root, "indexer.ts")).toEqual(["2:29 no-truthy-tool-value"]);
  });

  it("follows a call on a value typed as an interface into the method of every class of the project that implements it", () => {
    const root = project({
      "package.json": "{}",
      "src/server.ts": handler(`import { Robot } from "./robot.js";
const getRobot = (id: string): Robot => pick(id);
const robot = getRobot("a");
robot.swipe(args.n);
async function connect(): Promise<Robot> { return pick("b"); }
const remote = await connect();
remote.swipe(args.n);
function press(target: Robot) { return target.press(args.n); }`),
      "src/robot.ts": "export interface Robot { swipe(distance?: number): void; press(button: number): void }\n",
      "src/android.ts": `import { Robot } from "./robot.js";
export class AndroidRobot implements Robot {
  swipe(distance?: number) { return distance || 400; }
  press(button: number) { return button || 5; }
}
`,
      "src/ios.ts": `import type { Robot } from "./robot";
export class IosRobot implements Robot {
  swipe(distance?: number) { return distance || 300; }
  press(button: number) {}
}
`,
      // a class of the same name's interface, written in another module: not the project's Robot
      "src/other.ts": `interface Robot { swipe(distance?: number): void }
export class ToyRobot implements Robot {
  swipe(distance?: number) { return distance || 1; }
}
`,
    });
    expect(findingsIn(root, "src/android.ts")).toEqual(["3:37 no-lossy-default", "4:34 no-lossy-default"]);
    expect(findingsIn(root, "src/ios.ts")).toEqual(["3:37 no-lossy-default"]);
    expect(findingsIn(root, "src/other.ts")).toEqual([]);
  });

  it("follows a call on a record picked from an array of tool records (\`tools.find(…).handler(args)\`) into the handlers of other modules", () => {
    const root = project({
      "package.json": "{}",
      "index.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { tools } from "./tools/index.js";
import { readTool } from "./tools/read.js";
const server = new Server({ name: "m", version: "1" }, { capabilities: {} });
const local = [readTool];
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = tools.find((t) => t.name === request.params.name);
  if (!tool) throw new Error("Tool not found");
  const other = local.find((t) => t.name === request.params.name);
  if (other) return other.handler(request.params.arguments);
  return tool.handler(request.params.arguments as any);
});
`,
      "tools/index.ts": `import { schema as searchSchema, search } from "./search.js";
export const tools = [{ ...searchSchema, handler: search }, { name: "echo", handler: async (args) => args.text || "empty" }];
`,
      "tools/search.ts": `export const schema = { name: "search", inputSchema: { type: "object", properties: { pageSize: { type: "number" } } } };
export async function search(args) { return list({ pageSize: args.pageSize || 10 }); }
`,
      "tools/read.ts": `export const readTool = { name: "read", handler: async (args) => (args.raw ? "raw" : "text") };
`,
    });
    expect(findingsIn(root, "tools/search.ts")).toEqual(["2:62 no-lossy-default"]);
    expect(findingsIn(root, "tools/index.ts")).toEqual(["2:102 no-lossy-default"]);
    expect(findingsIn(root, "tools/read.ts")).toEqual(["1:67 no-truthy-tool-value"]);
  });

  it("follows a call on a handler picked from a class's registry (\`this.handlers.get(name).handle(args)\`) into the imported classes it holds", () => {
    const root = project({
      "package.json": "{}",
      "registry.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ExtractHandler } from "./extract.js";
import { SearchHandler } from "./search.js";
import { ListHandler } from "./list.js";
export class Registry {
  private handlers = new Map<string, { handle(args: unknown): unknown }>([["list", new ListHandler()]]);
  constructor(private server: Server) {
    this.handlers.set("extract", new ExtractHandler(server));
    this.handlers.set("search", new SearchHandler());
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const handler = this.handlers.get(request.params.name);
      if (!handler) throw new Error("unknown tool");
      return handler.handle(request.params.arguments);
    });
  }
}
`,
      "extract.ts": "export class ExtractHandler {\n  constructor(private server: unknown) {}\n  handle(args) { if (args.add_to_queue) return 1; return 0; }\n}\n",
      "search.ts": "export class SearchHandler {\n  handle(args) { return args.limit || 5; }\n}\n",
      "list.ts": "export class ListHandler {\n  handle(args) { return args.all ? 1 : 0; }\n}\n",
    });
    expect(findingsIn(root, "extract.ts")).toEqual(["3:22 no-truthy-tool-value"]);
    expect(findingsIn(root, "search.ts")).toEqual(["2:25 no-lossy-default"]);
    expect(findingsIn(root, "list.ts")).toEqual(["2:25 no-truthy-tool-value"]);
  });

  it("does not follow a search over an array that holds no records, nor a map the class does not fill", () => {
    const root = project({
      "package.json": "{}",
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { names } from "./names.js";
import { Cache } from "./cache.js";
const server = new Server({ name: "m", version: "1" }, { capabilities: {} });
class Holder {
  private cache = new Map<string, Cache>();
  run(args: unknown) { const entry = this.cache.get("x"); return entry?.read(args); }
}
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const picked = names.find((n) => n === request.params.name);
  picked?.format(request.params.arguments);
  return new Holder().run(request.params.arguments);
});
`,
      "names.ts": "export const names = [\"a\", \"b\"];\n",
      "cache.ts": "export class Cache {\n  read(args) { return args.fresh ? 1 : 0; }\n}\n",
    });
    expect(findingsIn(root, "cache.ts")).toEqual([]);
  });

  it("follows a call on a field of a typed context into the class or the implementations its type declares", () => {
    const root = project({
      "package.json": "{}",
      "src/tools/list.ts": handler(`import type { ToolContext } from "./types.js";
export function register(ctx: ToolContext) {
  ctx.service.list(args.n);
  ctx.ledger.take(args.n);
}`),
      "src/tools/types.ts": `import type { IService } from "../service-types.js";
import { Ledger } from "../ledger.js";
export type ToolContext = { service: IService; ledger: Ledger; label: string };
`,
      "src/service-types.ts": "export type IService = { list(limit?: number): Promise<unknown> };\n",
      "src/service.ts": `import type { IService } from "./service-types.js";
export class Service implements IService {
  async list(limit?: number) { return fetchRows(limit || 50); }
}
`,
      "src/ledger.ts": "export class Ledger {\n  take(n?: number) { return n || 1; }\n}\n",
    });
    expect(findingsIn(root, "src/service.ts")).toEqual(["3:49 no-lossy-default"]);
    expect(findingsIn(root, "src/ledger.ts")).toEqual(["2:29 no-lossy-default"]);
  });

  it("follows the result of an imported helper that returns the tool data it gets, parsed or a field of it", () => {
    const root = project({
      "loop.ts": `import { parseArgs, optionsOf } from "./parse.js";
for (const call of message.tool_calls) {
  const args = parseArgs(call.function.arguments);
  if (args.dry_run) continue;
  const options = optionsOf(args);
  use(options.timeout || 30);
}
`,
      "parse.ts": `export function parseArgs(raw: string) {
  try {
    const parsed = JSON.parse(raw);
    return parsed;
  } catch {
    return {};
  }
}
export const optionsOf = (input) => input.options;
`,
    });
    expect(findingsIn(root, "loop.ts")).toEqual(["4:7 no-truthy-tool-value", "6:7 no-lossy-default"]);
  });

  it("reads the contract of a field from the JSON Schemas of a tool list kept in another module", () => {
    const root = project({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { TOOLS } from "./tools.js";
const server = new Server({ name: "m", version: "1" }, { capabilities: {} });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { explain, mode, limit, writeConcern } = request.params.arguments ?? {};
  if (explain) use(explain);
  use(mode || "auto");
  use(limit || 100);
  if (writeConcern && typeof writeConcern !== "object") throw new Error("writeConcern");
  return {};
});
`,
      "tools.ts": `export const TOOLS = [
  {
    name: "query",
    inputSchema: {
      type: "object",
      properties: {
        explain: { type: "string", enum: ["queryPlanner", "executionStats"] },
        mode: { type: "string", enum: ["auto", "none"] },
        limit: { type: "number" },
        writeConcern: { type: "object" },
      },
    },
  },
];
`,
    });
    // Only the number without a minimum loses a valid value; the enums and the object have no falsy one.
    expect(findingsIn(root, "server.ts")).toEqual(["10:7 no-lossy-default"]);
  });

  it("does not take a contract from another module's JSON Schemas that disagree on a field's type", () => {
    const root = project({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "m", version: "1" }, { capabilities: {} });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { format } = request.params.arguments ?? {};
  use(format || "json");
  return {};
});
`,
      "a.ts": 'export const A = { name: "a", inputSchema: { type: "object", properties: { format: { type: "string", enum: ["json"] } } } };\n',
      "b.ts": 'export const B = { name: "b", inputSchema: { type: "object", properties: { format: { type: "number" } } } };\n',
    });
    expect(findingsIn(root, "server.ts")).toEqual(["6:7 no-lossy-default"]);
  });

  it("reads zod that a module of the project re-exports (`export { z as zod } from 'zod'`, `export * as zv from 'zod'`)", () => {
    const root = project({
      "third_party/index.ts": 'export { z as zod } from "zod";\n',
      "third_party/star.ts": 'export * as zv from "zod";\n',
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { zod } from "./third_party/index.js";
import { zv } from "./third_party/star.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", { inputSchema: { fullPage: zod.boolean().optional(), limit: zod.number().min(1).optional(), offset: zv.number().optional() } }, async (args) => {
  if (args.fullPage) use(1);
  use(args.limit || 10, args.offset || 0, args.offset || 5);
  return { content: [] };
});
`,
    });
    // Only `offset || 5` loses a valid value (0); the boolean is proven, the limit is at least 1.
    expect(findingsIn(root, "server.ts")).toEqual(["7:43 no-lossy-default"]);
  });

  it("takes a default imported from another module that is the falsy value itself as harmless", () => {
    const root = project({
      "const.ts": "export const DEFAULT_PITCH = 0;\nexport const DEFAULT_SPEED = 1;\n",
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DEFAULT_PITCH, DEFAULT_SPEED } from "./const.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", { inputSchema: { pitch: z.number().optional(), speed: z.number().optional() } }, async (args) => {
  use(args.pitch || DEFAULT_PITCH, args.speed || DEFAULT_SPEED);
  return { content: [] };
});
`,
    });
    expect(findingsIn(root, "server.ts")).toEqual(["6:36 no-lossy-default"]);
  });

  it("follows a call through a middleware wrapper of an imported handler into the tool classes it dispatches to", () => {
    const root = project({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handleToolCall } from "./toolHandler.js";
const server = new Server({ name: "p", version: "1" }, { capabilities: {} });
const wrappedToolHandler = logging.wrapToolHandler(handleToolCall);
server.setRequestHandler(CallToolRequestSchema, async (request) => wrappedToolHandler(request.params.name, request.params.arguments ?? {}, server));
`,
      "toolHandler.ts": `import { NavigationTool } from "./navigation.js";
let navigationTool: NavigationTool;
export async function handleToolCall(name: string, args: any, server: unknown) {
  if (!navigationTool) navigationTool = new NavigationTool(server);
  if (name === "navigate") return await navigationTool.execute(args);
  throw new Error("unknown tool");
}
`,
      "navigation.ts": "export class NavigationTool {\n  constructor(private server: unknown) {}\n  async execute(args: any) {\n    return { timeout: args.timeout || 30000 };\n  }\n}\n",
    });
    expect(findingsIn(root, "navigation.ts")).toEqual(["4:23 no-lossy-default"]);
  });

  it("follows the request through a validating helper of another module and a wrapper's callback, then an imported dispatch map of imported handlers", () => {
    const root = project({
      "server.ts": `import { CallToolRequestSchema, GetPromptRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { validateParams } from "./validation.js";
import { toolHandlers } from "./tools/index.js";
import { promptHandlers } from "./prompts.js";
async function handleRequest(method: string, params: any, handler: (validated: any) => Promise<unknown>) {
  const validated = validateParams(method, params);
  return handler(validated);
}
export function setup(server: any) {
  server.setRequestHandler(GetPromptRequestSchema, async (request) =>
    handleRequest("get_prompt", request.params, async (validated) => promptHandlers[validated.name as keyof typeof promptHandlers]()));
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    handleRequest("call_tool", request.params, async (validated) => {
      const { name, arguments: params } = validated;
      const handler = toolHandlers[name as keyof typeof toolHandlers];
      if (!handler) throw new Error("unknown tool");
      return handler(params || {});
    }));
}
`,
      "validation.ts": `export function validateParams(method: string, params: any) {
  const schema = schemas[method];
  if (!schema) return params;
  return check(schema, params);
}
`,
      "prompts.ts": "export const promptHandlers = { intro: () => 'hi' };\n",
      "tools/index.ts": `import { handleApplyTheme } from "./apply-theme.js";
export const toolHandlers = { apply_theme: handleApplyTheme, list_themes: async () => [] };
`,
      "tools/apply-theme.ts": `export async function handleApplyTheme(args: { presetId?: string; dryRun?: boolean }) {
  if (args.dryRun) return preview(args.presetId);
  return apply(args.presetId);
}
`,
    });
    // The tool name the model chose picks a handler of a plain object; the prompt's name is not tool data.
    expect(findingsIn(root, "server.ts")).toEqual(["15:23 no-ungated-lookup"]);
    expect(findingsIn(root, "tools/apply-theme.ts")).toEqual(["2:7 no-truthy-tool-value"]);
  });

  it("takes the result of an imported function declared to return a Record as a plain-object table", () => {
    const root = project({
      "server.ts": `import { fetchPresets } from "./presets.js";
server.registerTool("get_theme", { inputSchema: { themeName: z.string() } }, async ({ themeName }) => {
  const presets = await fetchPresets();
  return { content: [{ type: "text", text: JSON.stringify(presets[themeName] ?? null) }] };
});
`,
      "presets.ts": "export async function fetchPresets(): Promise<Record<string, unknown>> {\n  return load();\n}\n",
    });
    expect(findingsIn(root, "server.ts")).toEqual(["4:59 no-ungated-lookup"]);
  });

  it("reads a schema helper of another package of the workspace, and follows a handler's data into it", () => {
    const root = project({
      "package.json": '{ "private": true, "workspaces": ["apps/*", "packages/*"] }',
      "packages/common/package.json": '{ "name": "@repo/common", "main": "./src/index.ts" }',
      "packages/common/src/index.ts": 'export { FlagParam } from "./params.js";\nexport function pageOf(offset: number, limit?: number) {\n  return Math.floor(offset / (limit || 10));\n}\n',
      "packages/common/src/params.ts": 'import { z } from "zod";\nexport const FlagParam = z.boolean().optional();\n',
      "packages/common/src/pagination.ts": 'import { z } from "zod";\nexport const LimitParam = z.number().optional();\n',
      "apps/radar/package.json": '{ "name": "radar" }',
      "apps/radar/src/tools.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { LimitParam } from "@repo/common/src/pagination";
import { FlagParam, pageOf } from "@repo/common";
const server = new McpServer({ name: "radar", version: "1" });
server.registerTool("events", { inputSchema: { limit: LimitParam, offset: z.number(), archived: FlagParam } }, async ({ limit, offset, archived }) => {
  const size = limit || 25;
  if (archived) return { content: [] };
  return { content: [{ type: "text", text: String(pageOf(offset, limit) + size) }] };
});
`,
    });
    // `limit` is a number without a minimum (read from the other package): `0` is valid. `archived` is a real boolean.
    expect(findingsIn(root, "apps/radar/src/tools.ts")).toEqual(["7:16 no-lossy-default"]);
    expect(findingsIn(root, "packages/common/src/index.ts")).toEqual(["3:31 no-lossy-default"]);
  });

  it("does not call a method of an imported class held by a field lost, since it is followed there", async () => {
    const root = project({
      "handlers.ts": `import { Indexer } from "./indexer.js";
import { Ledger } from "ledger-client";
export class Handlers {
  constructor(private indexer: Indexer, private ledger: Ledger) {}
  register(server: any) {
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const args = request.params.arguments ?? {};
      this.ledger.record(args.path);
      return this.indexer.run(args.path, args.force);
    });
  }
}
`,
      "indexer.ts": "export class Indexer {\n  run(path: string, force: unknown) { return force ? path : null; }\n}\n",
    });
    const report = await explain(["handlers.ts"], { cwd: root, config: "recommended" });
    expect(report.files[0]!.lost.map((place) => `${place.expression} ${place.reason}`)).toEqual(["args.path unknown-function"]);
    expect(findingsIn(root, "indexer.ts")).toEqual(["2:46 no-truthy-tool-value"]);
  });

  it("follows tool data into a method a tool class inherits from a base class of another module, through this and super", () => {
    const root = project({
      "tools/search.ts": `import { MongoTool } from "../base/tool.js";
export class SearchTool extends MongoTool {
  register(server: any) {
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const args = request.params.arguments ?? {};
      this.connect(args);
      return super.describe(args);
    });
  }
}
`,
      "base/tool.ts": `import { Connected } from "./connected.js";
export abstract class MongoTool extends Connected {
  describe(input: any) { return input.verbose ? "long" : "short"; }
}
`,
      "base/connected.ts": "export class Connected {\n  connect(input: any) { return input.timeout_ms || 5000; }\n}\n",
    });
    expect(findingsIn(root, "base/tool.ts")).toEqual(["3:33 no-truthy-tool-value"]);
    expect(findingsIn(root, "base/connected.ts")).toEqual(["2:32 no-lossy-default"]);
  });

  it("does not take what an imported helper returns as the tool's value where it is an absolute path Node's path API made or proved", () => {
    const root = project({
      "handlers.ts": `import { ensureAbsolutePath, rawPath } from "./utils.js";
import { Context } from "./context.js";
const context = new Context();
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  context.index(ensureAbsolutePath(args.path), rawPath(args.path));
});
`,
      "utils.ts": `import path from "node:path";
export function ensureAbsolutePath(input: string) {
  if (path.isAbsolute(input)) return input;
  return path.resolve(input);
}
export function rawPath(input: string) {
  if (input.startsWith("~")) return input;
  return path.resolve(input);
}
`,
      "context.ts": "const SNAPSHOT: Record<string, number> = {};\nexport class Context {\n  index(absolute: string, raw: string) { return [SNAPSHOT[absolute], SNAPSHOT[raw]]; }\n}\n",
    });
    expect(findingsIn(root, "context.ts")).toEqual(["3:70 no-ungated-lookup"]);
  });

  it("reads a tool schema imported through a local const, nested schemas of a third module and their unions, for a handler that takes a context first", () => {
    const root = project({
      "schema/query.ts": `import { z } from "zod";
const Trends = z.object({ kind: z.literal("trends"), goal: z.any().optional() });
const Funnels = z.object({ kind: z.literal("funnels"), steps: z.array(z.string()) });
export const Query = z.discriminatedUnion("kind", [Trends, Funnels]);
`,
      "schema/inputs.ts": `import { z } from "zod";
import { Query } from "./query.js";
export const CreateInput = z.object({ query: Query, days: z.number().optional() });
`,
      "tools/create.ts": `import type { z } from "zod";
import { CreateInput } from "../schema/inputs.js";
const schema = CreateInput;
type Params = z.infer<typeof schema>;
export const createHandler = async (context: Context, params: Params) => context.api.run(\`-\${params.days || 6}d\`, params.query);
export const tool = () => ({ name: "create", schema, handler: createHandler });
`,
    });
    expect(findingsIn(root, "schema/query.ts")).toEqual(["2:60 require-tool-param-types"]);
    expect(findingsIn(root, "tools/create.ts")).toEqual(["5:94 no-lossy-default"]);
  });

  it("checks the fields a schema adds to another module's base (Base.extend({ … })), where they are written", () => {
    const root = project({
      "utils/tools.ts": `import { z } from "zod";
export const BaseToolSchema = z.object({ resource: z.string() });
`,
      "tools/patch.ts": `import { z } from "zod";
import { BaseToolSchema } from "../utils/tools.js";
const SetOperation = z.object({ op: z.literal("set"), value: z.any() });
export const PatchParams = BaseToolSchema.extend({ documentId: z.string(), operation: z.discriminatedUnion("op", [SetOperation]) });
export async function patchDocument(args: z.infer<typeof PatchParams>) { return args.documentId; }
`,
      "tools/register.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { PatchParams, patchDocument } from "./patch.js";
const server = new McpServer({ name: "docs", version: "1" });
server.tool("patch_document", "Patch a document", PatchParams.shape, patchDocument);
`,
    });
    expect(findingsIn(root, "tools/patch.ts")).toEqual(["3:62 require-tool-param-types"]);
    expect(findingsIn(root, "tools/register.ts")).toEqual([]);
  });

  it("follows a handler picked by a function that returns a map entry, into the modules of the map's functions", () => {
    const root = project({
      "handlers/assets.ts": `export const assetHandlers = {
  listAssets: async (args: { limit?: number }) => listAssets({ limit: Math.min(args.limit || 3, 3) }),
};
`,
      "index.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { assetHandlers } from "./handlers/assets.js";
const server = new Server({ name: "cms", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  const handler = getHandler(name);
  if (!handler) throw new Error("Unknown tool");
  return handler(args ?? {});
});
function getHandler(name: string) {
  const handlers = { list_assets: assetHandlers.listAssets };
  return Object.hasOwn(handlers, name) ? handlers[name as keyof typeof handlers] : undefined;
}
`,
    });
    expect(findingsIn(root, "handlers/assets.ts")).toEqual(["2:71 no-coercion-before-validation", "2:80 no-lossy-default"]);
  });

  it("reads the schema a parameter is declared with when the caller validated against a schema it could not read", () => {
    const files = {
      "tools.ts": `import { tool } from "ai";
import { z } from "zod";
import { listTransactions } from "./functions.js";
export function makeTool(schema: z.ZodObject<any>) {
  return tool({ description: "d", parameters: schema, execute: (arg: z.output<typeof schema>) => listTransactions(arg) });
}
`,
      "parameters.ts": `import { z } from "zod";
export const listParameters = (context: { hint: string }) => z.object({ search_months: z.number().optional().describe(context.hint) });
`,
      "functions.ts": `import type { TypeOf } from "zod";
import { listParameters } from "./parameters.js";
export function listTransactions(params: TypeOf<ReturnType<typeof listParameters>>) {
  return params.search_months || 12;
}
`,
    };
    expect(findingsIn(project(files), "functions.ts")).toEqual(["4:10 no-lossy-default"]);
    // Not declared: the schema stays unread, and an unread schema's number is not judged.
    const undeclared = { ...files, "functions.ts": files["functions.ts"].replace(": TypeOf<ReturnType<typeof listParameters>>", "") };
    expect(findingsIn(project(undeclared), "functions.ts")).toEqual([]);
  });

  it("does not seed a function called with program data only", () => {
    const root = project({
      "main.ts": `import { take } from "./take.js";\nconst args = JSON.parse(call.function.arguments);\nuse(args);\ntake({ n: 1 });\n`,
      "take.ts": "export function take(input) { return input.n || 1; }\n",
    });
    expect(seedsOf(root, "take.ts")).toEqual([]);
  });

  it("ends on an import cycle and on mutual recursion across modules, with the same seeds every time", () => {
    const files = {
      "loop.ts": `import { a } from "./a.js";\nconst args = JSON.parse(call.function.arguments);\na(args);\n`,
      "a.ts": `import { b } from "./b.js";\nexport function a(x) { return b(x); }\n`,
      "b.ts": `import { a } from "./a.js";\nexport function b(y) { if (y.more) return a(y); return y; }\n`,
      "self.ts": `import { s } from "./self.js";\nexport function s(v) { return s(v); }\n`,
    };
    const first = [seedsOf(project(files), "a.ts"), seedsOf(project(files), "b.ts")];
    clearProjectIndexes();
    const second = [seedsOf(project(files), "a.ts"), seedsOf(project(files), "b.ts")];
    // Each function starts at 35, after its import line and `export `.
    expect(first).toEqual([["35:0 arguments tool call arguments from loop.ts"], ["35:0 arguments tool call arguments from loop.ts from a.ts"]]);
    expect(second).toEqual(first);
  });

  // Bounded by the test's time limit, not asserted: the helper's return is read once, not per call.
  it("reads an imported parsing helper with 10,000 call sites once, with the same findings every time", { timeout: 60_000 }, () => {
    const calls = Array.from({ length: 10_000 }, (_, index) => `if (parseArgs(call.function.arguments).f${index}) n++;`).join("\n");
    const files = {
      "parse.ts": "export function parseArgs(raw: string) {\n  return JSON.parse(raw);\n}\n",
      "loop.ts": `import { parseArgs } from "./parse.js";\nlet n = 0;\n${calls}\n`,
    };
    const first = findingsIn(project(files), "loop.ts");
    clearModuleCache();
    clearProjectIndexes();
    expect(first).toHaveLength(10_000);
    expect(findingsIn(project(files), "loop.ts")).toEqual(first);
  });

  // Bounded by the test's time limit, not asserted: the machines are noisy.
  it("follows a chain of 1,000 modules", { timeout: 60_000 }, () => {
    const files: Record<string, string> = {
      "loop.ts": `import { step0 } from "./m0.js";\nconst args = JSON.parse(call.function.arguments);\nstep0(args);\n`,
    };
    for (let index = 0; index < 1000; index++) {
      files[`m${index}.ts`] =
        index < 999
          ? `import { step${index + 1} } from "./m${index + 1}.js";\nexport function step${index}(input) { return step${index + 1}(input); }\n`
          : `export function step${index}(input) { return input.n || 1; }\n`;
    }
    const root = project(files);
    const index = projectIndex(root, settings);
    expect(index.seedsFor(join(root, "m999.ts"))).toHaveLength(1);
    expect(index.stats.truncated).toBe(false);
  });
});

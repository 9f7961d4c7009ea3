/**
 * The contract of a tool value (`src/analysis/contract.ts`): which values are valid, read from the
 * schema, a TypeScript declaration on the value's way (a cast, an annotation, an interface or a type
 * alias of the file), or the field's name. Each row names the expression that reads the value and
 * the contract's kind, or `null` where nothing declares it.
 */
import { describe, expect, it } from "vitest";

import { excludesFalsy, fromName, isPageNumberName } from "../../src/analysis/contract.js";
import { analyze } from "./harness.js";

/** [description, code, expression text (or [text, occurrence]), expected "kind/from" or null] */
type Row = [string, string, string | readonly [string, number], string | null];

function contractText(code: string, target: string | readonly [string, number]): string | null {
  const { analysis, node } = analyze(code);
  const expression = typeof target === "string" ? node(target) : node(target[0], target[1]);
  const value = analysis.valueOf(expression);
  if (!value) throw new Error(`${String(target)} is not tool data`);
  const contract = analysis.contractOf(value, expression);
  return contract ? `${contract.type}/${contract.from}${contract.nonEmpty ? "/nonEmpty" : ""}` : null;
}

const PARSE = "const args = JSON.parse(call.function.arguments)";

describe("contractOf", () => {
  it.each<Row>([
    ["a cast on the parse", `${PARSE} as { listId: string };\nuse(args.listId);`, "args.listId", "string/declaration"],
    ["a cast on the read", `${PARSE};\nuse(args.total as number);`, "args.total", "number/declaration"],
    ["a cast on the object", `${PARSE};\nuse((args as { tags?: string[] }).tags);`, "(args as { tags?: string[] }).tags", "array/declaration"],
    ["an angle-bracket cast", `const args = <{ mode?: "a" | "b" }>JSON.parse(call.function.arguments);\nuse(args.mode);`, "args.mode", "string/declaration/nonEmpty"],
    [
      "a parameter's annotation",
      `function handle(input: { namespace?: string; replicas?: number }) { use(input.replicas); }\n${PARSE};\nhandle(args);`,
      "input.replicas",
      "number/declaration",
    ],
    [
      "an interface of the file",
      `interface Options { verbose?: boolean }\nfunction handle(input: Options) { use(input.verbose); }\n${PARSE};\nhandle(args);`,
      "input.verbose",
      "boolean/declaration",
    ],
    [
      "an exported type alias of the file, through an intersection",
      `export type Base = { owner: string };\ntype Options = Base & { depth?: number };\nfunction handle(input: Options) { use(input.owner); }\n${PARSE};\nhandle(args);`,
      "input.owner",
      "string/declaration",
    ],
    [
      "a destructured parameter's type",
      `function handle({ since }: { since?: string }) { use(since); }\n${PARSE};\nhandle(args);`,
      ["since", 3],
      "string/declaration",
    ],
    [
      "a destructured cast",
      `const { flags } = JSON.parse(call.function.arguments) as { flags?: Record<string, string> };\nuse(flags);`,
      ["flags", 3],
      "object/declaration",
    ],
    ["a literal union with the empty string", `${PARSE} as { sort?: "" | "asc" };\nuse(args.sort);`, "args.sort", "string/declaration"],
    ["a nullable string: null says absent", `${PARSE} as { cursor: string | null };\nuse(args.cursor);`, "args.cursor", "string/declaration"],
    ["a union of kinds says nothing", `${PARSE} as { value: string | number };\nuse(args.value);`, "args.value", null],
    ["`any` says nothing: the name does", `${PARSE} as any;\nuse(args.path);`, "args.path", "string/name"],
    ["a name that says a number", `${PARSE};\nuse(args.timeout);`, "args.timeout", "number/name"],
    [
      "a JSON Schema of the file (a low-level server's tool list)",
      `const tools = [{ name: "t", inputSchema: { type: "object", properties: { strip_ads: { type: "boolean" } } } }];\n${PARSE};\nuse(args.strip_ads);`,
      "args.strip_ads",
      "boolean/declaration",
    ],
    [
      "two JSON Schemas of the file that disagree say nothing",
      `const a = { properties: { mode: { type: "string" } } };\nconst b = { properties: { mode: { type: "number" } } };\n${PARSE};\nuse(args.mode);`,
      "args.mode",
      null,
    ],
    [
      "a JSON Schema enum of non-empty strings has no falsy value",
      `const tools = [{ name: "t", inputSchema: { type: "object", properties: { explain: { type: "string", enum: ["queryPlanner", "executionStats"] } } } }];\n${PARSE};\nuse(args.explain);`,
      "args.explain",
      "string/declaration/nonEmpty",
    ],
    [
      "a JSON Schema minLength or minimum of 1 rules out the falsy value",
      `const tools = [{ name: "t", inputSchema: { type: "object", properties: { query: { type: "string", minLength: 1 }, page: { type: "integer", minimum: 1 } } } }];\n${PARSE};\nuse(args.query, args.page);`,
      "args.page",
      "number/declaration/nonEmpty",
    ],
    [
      "an enum with the empty string keeps it",
      `const tools = [{ name: "t", inputSchema: { type: "object", properties: { sort: { type: "string", enum: ["", "asc"] } } } }];\n${PARSE};\nuse(args.sort);`,
      "args.sort",
      "string/declaration",
    ],
    [
      "two JSON Schemas of one type: non-empty only where both say so",
      `const a = { properties: { sort: { type: "string", enum: ["asc"] } } };\nconst b = { properties: { sort: { type: "string" } } };\n${PARSE};\nuse(args.sort);`,
      "args.sort",
      "string/declaration",
    ],
    ["a name that says nothing", `${PARSE};\nuse(args.mode);`, "args.mode", null],
    [
      "a readable schema: the rules judge it on its own terms",
      `server.registerTool("t", { inputSchema: { listId: z.number() } }, async (args) => use(args.listId));`,
      "args.listId",
      "unknown/schema",
    ],
    [
      "a schema that cannot be read: no declaration or name overrules it",
      `server.registerTool("t", { inputSchema: { listId: z.string().transform((v) => v) } }, async (args) => use(args.listId as string));`,
      "args.listId",
      null,
    ],
  ])("%s", (_description, code, target, expected) => {
    expect(contractText(code, target)).toBe(expected);
  });
});

describe("fromName", () => {
  it.each([
    ["listId", "string"],
    ["list_id", "string"],
    ["slug", "string"],
    ["filePath", "string"],
    ["url", "string"],
    ["query", "string"],
    ["namespace", "string"],
    ["limit", "number"],
    ["pageSize", "number"],
    ["timeout_ms", "number"],
    ["replicas", "number"],
    ["include_archived", null],
    ["mode", null],
    ["identity", null],
    ["", null],
    // the words are the name's own: `description` does not end in the word `n`, nor `report` in `port`
    ["description", "string"],
    ["token", "string"],
    ["column", "string"],
    ["xAxisKey", "string"],
    ["apiKey", "string"],
    ["userID", "string"],
    ["URLPath", "string"],
    ["report", null],
    ["items", null],
    ["domain", null],
    ["maxTokens", null],
    ["max-tokens", null],
  ])("%s → %s", (name, kind) => {
    expect(fromName(name)?.type ?? null).toBe(kind);
  });
});

describe("excludesFalsy", () => {
  it("is true for strings (not where an empty string is a value), objects, lists and non-empty types", () => {
    expect(excludesFalsy({ type: "string", from: "name" }, "listId")).toBe(true);
    expect(excludesFalsy({ type: "string", from: "declaration" }, "separator")).toBe(false);
    expect(excludesFalsy({ type: "object", from: "declaration" }, "filters")).toBe(true);
    expect(excludesFalsy({ type: "array", from: "declaration" }, "tags")).toBe(true);
    expect(excludesFalsy({ type: "number", from: "declaration", nonEmpty: true }, "page")).toBe(true);
    expect(excludesFalsy({ type: "number", from: "declaration" }, "offset")).toBe(false);
    expect(excludesFalsy({ type: "boolean", from: "declaration" }, "force")).toBe(false);
    expect(excludesFalsy({ type: "unknown", from: "schema" }, "x")).toBe(false);
    expect(excludesFalsy(undefined, "x")).toBe(false);
  });

  it("is true for a number positive by its own words, in any spelling, and not for a word that merely ends so", () => {
    for (const name of ["port", "batchSize", "batch_size", "batchsize", "chunkSize", "maxWorkers", "thread_count_threads", "parentId", "thread_id", "workItemId", "sourceWorkItemId"]) {
      expect(excludesFalsy({ type: "number", from: "declaration" }, name)).toBe(true);
    }
    // an id of something counted in place is numbered from 0; a word that merely ends in "id" is no id
    for (const name of ["report", "support", "passport", "minSize", "partitionId", "sheet_id", "deviceId", "tabId", "frame_id", "pageId", "rowId", "valid", "paid", "grid", "id", "categoryId", "workerId", "statusId"]) {
      expect(excludesFalsy({ type: "number", from: "declaration" }, name)).toBe(false);
    }
  });
});

describe("isPageNumberName", () => {
  it.each([
    ["page", true],
    ["pageNumber", true],
    ["page_no", true],
    ["currentPage", true],
    ["current_page", true],
    ["pageSize", false],
    ["per_page", false],
    ["pageId", false],
    ["pages", false],
    ["homepage", false],
  ])("%s → %s", (name, expected) => {
    expect(isPageNumberName(name)).toBe(expected);
  });
});

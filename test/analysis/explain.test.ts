/** `explainAnalysis`: the entries, values and lost places the `explain` command and the playground print. */
import { describe, expect, it } from "vitest";

import { explainAnalysis, formatShape } from "../../src/analysis/explain.js";
import { analyze } from "./harness.js";

describe("explainAnalysis", () => {
  it("names the schema a parse call validates against, and the value's shape and gates", () => {
    const { analysis } = analyze(`import { z } from "zod";
const Args = z.object({ flag: z.boolean(), count: z.number().int().nullable() });
const raw = JSON.parse(call.function.arguments);
const args = Args.parse(raw);
if (typeof args.count === "number") use(args.count);`);
    const data = explainAnalysis(analysis);
    expect(data.entries.map((entry) => [entry.line, entry.sdk, entry.validated, entry.schema, entry.shape])).toEqual([
      [3, "tool call arguments", false, null, null],
      [4, "tool call arguments validated by a schema", true, { text: "Args", line: 4 }, "{ flag: boolean; count: integer | null }"],
    ]);
    const counts = data.values.filter((value) => value.path === "count");
    expect(counts.map((value) => [value.line, value.column, value.shape, value.gates])).toEqual([
      [5, 12, "integer | null", []],
      [5, 41, "integer | null", ["typeof number", "present", "not null"]],
    ]);
    expect(data.lost).toEqual([]);
  });

  it("gives a protocol-validated reply no schema of the file", () => {
    const { analysis } = analyze(`const reply = await client.callTool({ name: "total", arguments: {} });
send(reply.structuredContent);`);
    const [entry] = explainAnalysis(analysis).entries;
    expect(entry).toMatchObject({ sdk: "MCP tool result", validated: true, schema: null, line: 1, column: 21 });
  });

  it("describes a handler's entry at its parameter, and the places where tracking was lost", () => {
    const { analysis } = analyze(`import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { enqueue } from "jobs";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", { inputSchema: { id: z.string() } }, async (args) => {
  enqueue(args.id);
  return { content: [] };
});`);
    const data = explainAnalysis(analysis);
    expect(data.entries.map((entry) => [entry.line, entry.column, entry.expression, entry.schema?.text])).toEqual([[5, 70, "args", "{ id: z.string() }"]]);
    expect(data.lost.map((lost) => [lost.line, lost.column, lost.expression, lost.path, lost.reason])).toEqual([[6, 11, "args.id", "id", "package"]]);
    expect(data.lost[0]!.message).toBe("passed to `enqueue` from the package `jobs`, which the analysis does not read");
  });

  it("says nothing of a file without tool data", () => {
    expect(explainAnalysis(analyze(`send(input);`).analysis)).toEqual({ entries: [], values: [], lost: [] });
  });
});

describe("formatShape", () => {
  it.each([
    [{ type: "boolean" }, "boolean"],
    [{ type: "string", values: ["a", "b"] }, '"a" | "b"'],
    [{ type: "boolean", coerced: true }, "coerced boolean"],
    [{ type: "array", items: { type: "integer" } }, "integer[]"],
    [{ type: "object", opaque: true }, "object (schema not readable)"],
    [{ type: "object", properties: {}, opaque: true }, "object (schema not readable)"],
    [{ type: "object", properties: { page: { type: "integer" } }, opaque: true }, "{ page: integer; …: not readable }"],
  ] as const)("%j", (shape, text) => {
    expect(formatShape(shape)).toBe(text);
  });
});

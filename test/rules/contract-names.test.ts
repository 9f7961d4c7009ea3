/**
 * Contracts that a field's name states where the schema leaves them open: a record's id is never
 * `0` (a sheet, a tab or a frame is numbered from 0, and stays reported; a schema that states 0,
 * `.min(0)` or "0-based", wins; a JSON-RPC reply's bare `id` is no record's), a validated page
 * defaulted to 1 counts from 1 (and one forwarded only when given loses nothing: left out, it is the
 * first page), a list of field names has no empty one. A schema that coerces a
 * number makes it a number, so converting it again is not laundering. Each has a neighbour that
 * is still reported.
 */
import noTruthyPresenceCheck from "../../rules/no-truthy-presence-check.js";
import noLossyDefault from "../../rules/no-lossy-default.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

/** Work items are numbered from 1; a sheet from 0; a count may be 0. */
const IDS = `server.registerTool("link_work_items", {
  inputSchema: { sourceWorkItemId: z.number(), targetWorkItemId: z.number(), parentId: z.number().optional(), sheetId: z.number().optional(), count: z.number() },
}, async ({ sourceWorkItemId, targetWorkItemId, parentId, sheetId, count }) => {
  if (!sourceWorkItemId) throw new Error("sourceWorkItemId is required");
  if (!count) throw new Error("count is required");
  const relations = [];
  if (parentId) relations.push({ rel: "parent", id: parentId });
  if (sheetId) relations.push({ rel: "sheet", id: sheetId });
  return link(sourceWorkItemId, targetWorkItemId, relations, count);
});`;

/** A page defaulted to 1, and a limit defaulted to 1 (a limit of 0 is a valid request). */
const PAGES = `server.registerTool("list_datasets", { inputSchema: { page: z.number().optional(), limit: z.number().optional() } }, async (params) => {
  const page = params.page || 1;
  const limit = params.limit || 1;
  return list(page, limit);
});`;

/** Field names to search in (none is empty), and a separator (an empty one joins without one). */
const FIELDS = `server.registerTool("list_boards", {
  inputSchema: { search: z.string().optional(), search_fields: z.union([z.string(), z.array(z.string().min(1))]).optional(), separator: z.string().optional() },
}, async ({ search, search_fields, separator }) => {
  const fields = Array.isArray(search_fields) ? search_fields : search_fields ? [search_fields] : ["name"];
  const joiner = separator ? separator : ", ";
  return find(search, fields, joiner);
});`;

/** A schema that states 0 in so many words: the names `category_id` and `page` cannot overrule it. */
const ZERO_STATED = `server.registerTool("list_items", {
  inputSchema: { category_id: z.number().int().min(0).describe("0 = all categories"), page: z.number().int().min(0).describe("0-based page index"), parentId: z.number().optional() },
}, async (args) => {
  if (args.parentId) await attach(args.parentId);
  const items = await list(args.category_id || undefined, args.page || 1);
  return { content: [{ type: "text", text: JSON.stringify(items) }] };
});`;

/** A page forwarded only when given, beside an offset (where `0` is a valid request). */
const PAGE_GUARD = `server.registerTool("list_issues", { inputSchema: { page: z.number().optional(), offset: z.number().optional() } }, async (args) => {
  const url = new URL("https://gitlab.example.com/api/v4/issues");
  if (args.page) url.searchParams.append("page", String(args.page));
  if (args.offset) url.searchParams.append("offset", String(args.offset));
  return fetchJson(url);
});`;

/** A page used in place (a slice of rows), not passed on: `0` is the first slice. */
const PAGE_SLICE = `server.registerTool("list", { inputSchema: { page: z.number().int().optional() } }, async (args) => {
  let rows = await db.all();
  if (args.page) rows = rows.slice(args.page * 20, args.page * 20 + 20);
  return { content: [{ type: "text", text: JSON.stringify(rows) }] };
});`;

/** The same guard on a page the schema counts from 0. */
const PAGE_ZERO = PAGE_GUARD.replace("page: z.number().optional()", 'page: z.number().min(0).optional().describe("0-based page index")');

/** A JSON-RPC reply's bare `id`: a peer may count its requests from 0. */
const RPC = `interface RpcReply { jsonrpc: "2.0"; id: number; result?: unknown }
function onLine(line: string) {
  const msg = JSON.parse(line) as RpcReply;
  if (msg.jsonrpc !== "2.0") return;
  if (msg.id) pending.get(msg.id)?.(msg.result);
}`;

/** Look-alikes where no rule may report. */
const valid: string[] = [
  // a record's id is never 0: rejecting it, or leaving the relation out, loses nothing
  IDS.replace("  if (!count) throw new Error(\"count is required\");\n", "").replace("  if (sheetId) relations.push({ rel: \"sheet\", id: sheetId });\n", ""),
  // a page left out is the service's first page: forwarding it only when given loses nothing
  PAGE_GUARD.replace('  if (args.offset) url.searchParams.append("offset", String(args.offset));\n', ""),
  // a validated page defaulted to 1
  PAGES.replace("params.limit || 1", "params.limit ?? 1"),
  // a list of field names has no empty name
  FIELDS.replace("separator ? separator :", "separator ??"),
  // a field the schema coerces arrives as a number: rounding it converts nothing
  `server.registerTool("list", { inputSchema: { first: z.coerce.number().int().min(1).max(100).optional() } }, async (options) => list(Math.min(options.first ?? 20, 100)));`,
];

const ruleTester = createRuleTester();

ruleTester.run("no-truthy-presence-check", noTruthyPresenceCheck, {
  // a record's id the schema does not bound is still taken for positive
  valid: [...valid, ZERO_STATED],
  invalid: [
    {
      code: PAGE_GUARD,
      output: PAGE_GUARD.replace("  if (args.offset) url", '  if ("offset" in args) url'),
      errors: [{ messageId: "truthyPresence", line: 4, column: 7, suggestions: [] }],
    },
    {
      code: PAGE_SLICE,
      output: PAGE_SLICE.replace("  if (args.page) rows", '  if ("page" in args) rows'),
      errors: [{ messageId: "truthyPresence", line: 3, column: 7, suggestions: [] }],
    },
    {
      code: PAGE_ZERO,
      output: PAGE_ZERO.replace("  if (args.page) url", '  if ("page" in args) url').replace("  if (args.offset) url", '  if ("offset" in args) url'),
      errors: [
        { messageId: "truthyPresence", line: 3, column: 7, suggestions: [] },
        { messageId: "truthyPresence", line: 4, column: 7, suggestions: [] },
      ],
    },
    {
      code: RPC,
      output: RPC.replace("  if (msg.id) pending", '  if ("id" in msg) pending'),
      errors: [{ messageId: "truthyPresence", line: 5, column: 7, suggestions: [] }],
    },
    {
      code: IDS,
      output: null,
      errors: [
        {
          messageId: "truthyPresence",
          line: 5,
          column: 7,
          suggestions: [
            { messageId: "usePresenceCheck", output: IDS.replace("  if (!count) throw", "  if (count === undefined) throw") },
          ],
        },
        {
          messageId: "truthyPresence",
          line: 8,
          column: 7,
          suggestions: [
            { messageId: "usePresenceCheck", output: IDS.replace("  if (sheetId) relations", "  if (sheetId !== undefined) relations") },
          ],
        },
      ],
    },
  ],
});

ruleTester.run("no-lossy-default", noLossyDefault, {
  valid,
  invalid: [
    {
      code: ZERO_STATED,
      output: null,
      errors: [
        {
          messageId: "lossyDefault",
          line: 5,
          column: 28,
          suggestions: [
            { messageId: "useNullish", output: ZERO_STATED.replace("args.category_id || undefined", "args.category_id ?? undefined") },
            { messageId: "usePresence", output: ZERO_STATED.replace("args.category_id || undefined", '"category_id" in args ? args.category_id : undefined') },
          ],
        },
        {
          messageId: "lossyDefault",
          line: 5,
          column: 59,
          suggestions: [
            { messageId: "useNullish", output: ZERO_STATED.replace("args.page || 1", "args.page ?? 1") },
            { messageId: "usePresence", output: ZERO_STATED.replace("args.page || 1", '"page" in args ? args.page : 1') },
          ],
        },
      ],
    },
    {
      code: PAGES,
      output: null,
      errors: [
        {
          messageId: "lossyDefault",
          line: 3,
          column: 17,
          suggestions: [
            { messageId: "useNullish", output: PAGES.replace("params.limit || 1", "params.limit ?? 1") },
            { messageId: "usePresence", output: PAGES.replace("params.limit || 1", '"limit" in params ? params.limit : 1') },
          ],
        },
      ],
    },
    {
      code: FIELDS,
      output: null,
      errors: [
        {
          messageId: "lossyDefault",
          line: 5,
          column: 18,
          suggestions: [
            { messageId: "useNullish", output: FIELDS.replace("separator ? separator :", "separator ??") },
            { messageId: "usePresence", output: FIELDS.replace("separator ? separator :", "separator !== undefined ? separator :") },
          ],
        },
      ],
    },
  ],
});

ruleTester.run("no-truthy-tool-value", noTruthyToolValue, { valid, invalid: [] });
ruleTester.run("no-coercion-before-validation", noCoercionBeforeValidation, { valid, invalid: [] });
ruleTester.run("no-ungated-lookup", noUngatedLookup, { valid, invalid: [] });

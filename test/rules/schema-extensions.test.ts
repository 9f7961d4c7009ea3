/**
 * Object schemas built by `.merge(Schema)` and `.extend(Other.shape)`: the fields they add are read
 * where they are written, so a positive page, an enum and a boolean are quiet and a number without a
 * lower bound is still reported. An addition that cannot be read (a package's schema) leaves the
 * object validated with fields of unknown type: quiet in `recommended`, said in `strict`. A
 * parameter whose schema starts on a later line than its name is reported from its name.
 */
import noTruthyPresenceCheck from "../../rules/no-truthy-presence-check.js";
import noLossyDefault from "../../rules/no-lossy-default.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import requireToolParamTypes from "../../rules/require-tool-param-types.js";
import { createRuleTester } from "../rule-tester.js";

/** A pagination schema merged into a tool's schema: `page` is positive, `sort_order` an enum, `limit` has no bound. */
const MERGED = `const Pagination = z.object({
  page: z.number().int().positive().optional().describe("Page number (1-based)"),
  limit: z.number().int().optional(),
  sort_order: z.enum(["asc", "desc"]).optional(),
});
const ListBoards = z.object({ environment: z.string().min(1).trim() }).merge(Pagination);
server.registerTool("list_boards", { inputSchema: ListBoards.shape }, async ({ environment, page, limit, sort_order }) => {
  if (!environment) return { content: [{ type: "text", text: "environment is required" }], isError: true };
  const boards = await api.boards(environment, { page: page || 1, order: sort_order || "asc", limit: limit || 20 });
  return { content: [{ type: "text", text: JSON.stringify(boards) }] };
});`;

/** Fields added from another object's shape: `verbose` is a validated boolean, `depth` a number that may be 0. */
const EXTENDED = `const Verbosity = z.object({ verbose: z.boolean().optional(), depth: z.number().optional() });
const SearchInput = z.object({ query: z.string().min(1) }).extend(Verbosity.shape);
server.registerTool("search", { inputSchema: SearchInput.shape }, async (args) => {
  if (args.verbose) logger.debug(args.query);
  if (args.depth) await crawl(args.query, args.depth);
  return { content: [] };
});`;

/** A package's schema merged in: validated by the SDK, but its fields cannot be read here. */
const PACKAGE_MERGE = `import { PaginationSchema } from "@acme/schemas";
const ListItems = z.object({ environment: z.string().min(1) }).merge(PaginationSchema);
server.registerTool("list_items", { inputSchema: ListItems.shape }, async (args) => {
  if (args.include_archived) await archive.load(args.environment);
  const items = await api.items(args.environment, { limit: args.limit || 10 });
  return { content: [{ type: "text", text: JSON.stringify(items) }] };
});`;

/** A merged schema's parameter types are checked where it writes them. */
const MERGED_COERCE = `const Pagination = z.object({
  page: z.coerce.number().optional(),
  per_page: z.number().optional(),
});
const ListProjects = z.object({ group: z.string() }).merge(Pagination);
server.registerTool("list_projects", { inputSchema: ListProjects.shape }, async (args) => ({ content: [] }));`;

/** A parameter whose schema starts on the line after its name: reported from the name to the call. */
const MULTILINE = `const MergeRequestOptions = {
  title: z.string(),
  assignee_ids: z
    .array(z.coerce.number())
    .optional()
    .describe("The users to assign"),
};
server.registerTool("create_merge_request", { inputSchema: { ...MergeRequestOptions } }, async (args) => ({ content: [] }));`;

/** Fields added from another object's shape are checked where that object writes them. */
const EXTEND_SHAPE = `const Paging = z.object({ per_page: z.coerce.number().optional() });
const ListInput = z.object({ group: z.string() }).extend(Paging.shape);
server.registerTool("list_projects", { inputSchema: ListInput.shape }, async (args) => ({ content: [] }));`;

const strict = { "tool-contract": { unreadableSchemas: "report" } };

/** Look-alikes where no rule may report in `recommended`. */
const valid: string[] = [
  // the merged page is positive and the order an enum: neither has a falsy valid value
  MERGED.replace(", limit: limit || 20", ""),
  // the extended flag is a validated boolean
  EXTENDED.replace("  if (args.depth) await crawl(args.query, args.depth);\n", ""),
  // a merged schema that cannot be read: validated, type unknown, so nothing is guessed
  PACKAGE_MERGE,
  // an object schema whose shape a package builds: validated, fields of unknown type
  `import { fields } from "@acme/fields";
const Input = z.object(fields());
server.registerTool("save", { inputSchema: Input.shape }, async (args) => {
  if (args.overwrite) await wipe();
  return { content: [{ type: "text", text: String(args.limit || 10) }] };
});`,
];

const ruleTester = createRuleTester();

ruleTester.run("no-lossy-default", noLossyDefault, {
  valid,
  invalid: [
    {
      code: MERGED,
      output: null,
      errors: [
        {
          messageId: "lossyDefault",
          line: 9,
          column: 102,
          suggestions: [
            {
              messageId: "useNullish",
              output: MERGED.replace("limit: limit || 20 });", "limit: limit ?? 20 });"),
            },
            {
              messageId: "usePresence",
              output: MERGED.replace("limit: limit || 20 });", "limit: limit !== undefined ? limit : 20 });"),
            },
          ],
        },
      ],
    },
    {
      code: PACKAGE_MERGE,
      settings: strict,
      output: null,
      errors: [
        {
          messageId: "lossyDefaultUnread",
          line: 5,
          column: 60,
          suggestions: [
            { messageId: "useNullish", output: PACKAGE_MERGE.replace("{ limit: args.limit || 10 }", "{ limit: args.limit ?? 10 }") },
            { messageId: "usePresence", output: PACKAGE_MERGE.replace("{ limit: args.limit || 10 }", '{ limit: "limit" in args ? args.limit : 10 }') },
          ],
        },
      ],
    },
  ],
});

ruleTester.run("no-truthy-presence-check", noTruthyPresenceCheck, {
  valid,
  invalid: [
    {
      code: EXTENDED,
      output: EXTENDED.replace("  if (args.depth) await", '  if ("depth" in args) await'),
      errors: [{ messageId: "truthyPresence", line: 5, column: 7, suggestions: [] }],
    },
  ],
});

ruleTester.run("no-truthy-tool-value", noTruthyToolValue, {
  valid,
  invalid: [
    {
      code: PACKAGE_MERGE,
      settings: strict,
      output: null,
      errors: [
        {
          messageId: "truthyUnread",
          line: 4,
          column: 7,
          suggestions: [
            {
              messageId: "compareWithTrue",
              output: PACKAGE_MERGE.replace("if (args.include_archived) await", "if (args.include_archived === true) await"),
            },
          ],
        },
      ],
    },
  ],
});

ruleTester.run("no-coercion-before-validation", noCoercionBeforeValidation, { valid, invalid: [] });
ruleTester.run("no-ungated-lookup", noUngatedLookup, { valid, invalid: [] });

ruleTester.run("require-tool-param-types", requireToolParamTypes, {
  valid: [...valid, MERGED_COERCE.replace("z.coerce.number()", "z.number()"), MULTILINE.replace("z.coerce.number()", "z.number()")],
  invalid: [
    {
      code: EXTEND_SHAPE,
      output: null,
      errors: [
        {
          messageId: "coerceNumber",
          line: 1,
          column: 37,
          suggestions: [{ messageId: "useNumber", output: EXTEND_SHAPE.replace("z.coerce.number()", "z.number()") }],
        },
      ],
    },
    {
      code: MULTILINE,
      output: null,
      errors: [
        {
          messageId: "coerceNumber",
          line: 3,
          column: 3,
          endLine: 4,
          endColumn: 29,
          suggestions: [{ messageId: "useNumber", output: MULTILINE.replace(".array(z.coerce.number())", ".array(z.number())") }],
        },
      ],
    },
    {
      code: MERGED_COERCE,
      output: null,
      errors: [
        {
          messageId: "coerceNumber",
          line: 2,
          column: 9,
          suggestions: [{ messageId: "useNumber", output: MERGED_COERCE.replace("page: z.coerce.number()", "page: z.number()") }],
        },
      ],
    },
  ],
});

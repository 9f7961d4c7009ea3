/**
 * Conversions written in two steps or followed by a default: `parseInt(v.toString())` converts
 * `v` to a number as `parseInt(v)` would, and `Number(v) || d` (or `+v || d`) loses a valid `0` as `v || d` would
 * (no rewrite: `Number(v) ?? d` keeps the `NaN` of a missing field). Their look-alikes stay quiet:
 * text made to be compared, a converted value with a default applied first, a validated field
 * that cannot be 0. `Boolean(v)` on a field whose contract is a string asks whether it was given,
 * and text built around a value (`` api.get(`/activities/${id}/laps`) ``) is no lookup of it.
 */
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noLossyDefault from "../../rules/no-lossy-default.js";
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

/** A low-level handler: nothing is validated. */
const CONVERSIONS = `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { adults = 1, timeout } = request.params.arguments ?? {};
  const adultsCount = parseInt(adults.toString());
  const waitMs = Number(timeout) || 30000;
  return search({ adults: adultsCount, waitMs });
});`;

/** A low-level server's tool list declares the types; the handler reads the arguments unchecked. */
const LOW_LEVEL = `const TOOLS = [{
  name: "search_videos",
  inputSchema: { type: "object", properties: { query: { type: "string" }, uploadedAfter: { type: "string" }, creatorOnly: { type: "boolean" }, id: { type: "string" } } },
}];
const cache = new Map();
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { query, uploadedAfter, creatorOnly, id } = request.params.arguments ?? {};
  const filtered = Boolean(uploadedAfter) || Boolean(creatorOnly);
  const laps = await api.get(\`/activities/\${id}/laps\`);
  const cached = cache.get(String(id));
  return search(query, filtered, laps, cached);
});`;

/** `z.coerce.string()` made text of anything; only a coerced number arrives as a number. */
const COERCED = `server.registerTool("count", { inputSchema: { count: z.coerce.string(), n: z.coerce.number() } }, async (args) => {
  return { content: [{ type: "text", text: String(Number(args.count) + Number(args.n)) }] };
});`;

/** Flags whose names end in a word of a string's name: the name is no declared string. */
const NAMED = `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const a = request.params.arguments ?? {};
  return render({ title: Boolean(a.show_title), cursor: !!a.use_cursor });
});`;

const normalizers = { "tool-contract": { normalizers: { integer: "toInt", number: "toNumber" } } };

const ruleTester = createRuleTester();

ruleTester.run("no-coercion-before-validation", noCoercionBeforeValidation, {
  valid: [
    // text made of the value and kept as text (a message)
    `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { adults } = request.params.arguments ?? {};
  return { content: [{ type: "text", text: "Adults: " + adults.toString() }] };
});`,
    // checked first
    `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { adults } = request.params.arguments ?? {};
  if (typeof adults !== "number") throw new TypeError("adults must be a number");
  return search({ adults: parseInt(adults.toString()) });
});`,
  ],
  invalid: [
    {
      code: CONVERSIONS,
      output: null,
      errors: [
        { messageId: "coercion", line: 3, column: 23, suggestions: [] },
        { messageId: "coercion", line: 4, column: 18, suggestions: [] },
      ],
    },
    {
      code: COERCED,
      output: null,
      errors: [{ messageId: "coercion", line: 2, column: 51, suggestions: [] }],
    },
    {
      code: NAMED,
      output: null,
      errors: [
        { messageId: "coercion", line: 3, column: 26, suggestions: [] },
        { messageId: "coercion", line: 3, column: 57, suggestions: [] },
      ],
    },
    {
      // Boolean() of the string uploadedAfter is a presence test; of the boolean creatorOnly it launders "false"
      code: LOW_LEVEL,
      output: null,
      errors: [
        { messageId: "coercion", line: 8, column: 46, suggestions: [] },
        { messageId: "textCoercion", line: 9, column: 30, suggestions: [] },
        { messageId: "coercion", line: 10, column: 28, suggestions: [] },
      ],
    },
    {
      code: CONVERSIONS,
      settings: normalizers,
      output: null,
      errors: [
        {
          messageId: "coercion",
          line: 3,
          column: 23,
          suggestions: [{ messageId: "useNormalizer", output: CONVERSIONS.replace("parseInt(adults.toString())", "toInt(adults)") }],
        },
        {
          messageId: "coercion",
          line: 4,
          column: 18,
          suggestions: [{ messageId: "useNormalizer", output: CONVERSIONS.replace("Number(timeout) || 30000", "toNumber(timeout) || 30000") }],
        },
      ],
    },
  ],
});

ruleTester.run("no-lossy-default", noLossyDefault, {
  valid: [
    // the default applied before the conversion keeps 0
    CONVERSIONS.replace("Number(timeout) || 30000", "Number(timeout ?? 30000)"),
    // a validated number that cannot be 0
    `server.registerTool("fetch", { inputSchema: { timeout: z.number().int().min(1).optional() } }, async ({ timeout }) => {
  return fetchPage({ waitMs: Number(timeout) || 30000 });
});`,
    // a conversion that is not to a number
    `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { label } = request.params.arguments ?? {};
  return fetchPage({ name: String(label) || "page" });
});`,
  ],
  invalid: [
    {
      code: CONVERSIONS,
      output: null,
      errors: [{ messageId: "lossyDefault", line: 4, column: 18, suggestions: [] }],
    },
    {
      // the unary plus converts as Number(…) does
      code: CONVERSIONS.replace("Number(timeout) || 30000", "+timeout || 30000"),
      output: null,
      errors: [{ messageId: "lossyDefault", line: 4, column: 18, suggestions: [] }],
    },
  ],
});

ruleTester.run("no-ungated-lookup", noUngatedLookup, {
  valid: [LOW_LEVEL.replace("  const cached = cache.get(String(id));\n", "").replace(", cached);", ");")],
  invalid: [
    {
      // the request path built around id is not a key; the Map lookup of String(id) is
      code: LOW_LEVEL,
      output: null,
      errors: [{ messageId: "coercedLookup", line: 10, column: 18, suggestions: [] }],
    },
  ],
});

/**
 * Conversions written in two steps or followed by a default: `parseInt(v.toString())` converts
 * `v` to a number as `parseInt(v)` would, and `Number(v) || d` loses a valid `0` as `v || d` would
 * (no rewrite: `Number(v) ?? d` keeps the `NaN` of a missing field). Their look-alikes stay quiet:
 * text made to be compared, a converted value with a default applied first, a validated field
 * that cannot be 0.
 */
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noLossyDefault from "../../rules/no-lossy-default.js";
import { createRuleTester } from "../rule-tester.js";

/** A low-level handler: nothing is validated. */
const CONVERSIONS = `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { adults = 1, timeout } = request.params.arguments ?? {};
  const adultsCount = parseInt(adults.toString());
  const waitMs = Number(timeout) || 30000;
  return search({ adults: adultsCount, waitMs });
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
  ],
});

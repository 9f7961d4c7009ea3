/**
 * Operands of an `||` chain that is combined as a boolean: beside a comparison or a negation
 * anywhere in the chain, or beside a `const` the program computes as a boolean, every tool value
 * of the chain is a yes/no answer, the last one included (it is the chain's value when the others
 * are false). A chain of strings with a default stays no-lossy-default's.
 */
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import { createRuleTester } from "../rule-tester.js";

/** A low-level server: its tool list declares the flags, and nothing checks them. */
const CHAINS = `const TOOLS = [{
  name: "search",
  inputSchema: { type: "object", properties: { uniqueChannels: { type: "boolean" }, creatorOnly: { type: "boolean" }, cleanHtml: { type: "boolean" }, title: { type: "string" } } },
}];
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const needsFiltering = args.uniqueChannels || args.creatorOnly || typeof args.minSubscribers === "number" || args.sortBy !== "relevance";
  const removeScripts = args.removeScripts === false ? false : true;
  const shouldRemoveScripts = removeScripts || args.cleanHtml;
  const title = args.title || args.name || "untitled";
  return render({ needsFiltering, shouldRemoveScripts, title });
});`;

/** A flag beside another flag (the left one is combined), and flags beside boolean consts of each kind. */
const FLAGS = `const TOOLS = [{ name: "clean", inputSchema: { type: "object", properties: { remove_scripts: { type: "boolean" }, clean_html: { type: "boolean" } } } }];
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const strict = args.mode === "strict";
  const verbose = false;
  const strip = args.remove_scripts || args.clean_html;
  const a = strict || args.clean_html;
  const b = verbose || args.remove_scripts;
  return clean({ strip, a, b });
});`;

const ruleTester = createRuleTester();

ruleTester.run("no-truthy-tool-value", noTruthyToolValue, {
  valid: [
    // the flags compared with true: the chain holds booleans only
    CHAINS.replace("args.uniqueChannels || args.creatorOnly ||", "args.uniqueChannels === true || args.creatorOnly === true ||").replace(
      "removeScripts || args.cleanHtml;",
      "removeScripts || args.cleanHtml === true;",
    ),
    // the right of an || beside a flag is not tested: the || picks one of them
    `server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const scope = args.include_all || args.targets;
  return render({ scope });
});`,
    // validated booleans (McpServer checks them against the zod shape)
    `server.registerTool("search", { inputSchema: { uniqueChannels: z.boolean().optional(), creatorOnly: z.boolean().optional(), sortBy: z.string() } }, async (args) => {
  const needsFiltering = args.uniqueChannels || args.creatorOnly || args.sortBy !== "relevance";
  return render({ needsFiltering });
});`,
  ],
  invalid: [
    {
      code: FLAGS,
      output: null,
      errors: [
        {
          messageId: "truthyValue",
          line: 6,
          column: 17,
          suggestions: [{ messageId: "compareWithTrue", output: FLAGS.replace("= args.remove_scripts || args.clean_html;", "= args.remove_scripts === true || args.clean_html;") }],
        },
        {
          messageId: "truthyValue",
          line: 7,
          column: 23,
          suggestions: [{ messageId: "compareWithTrue", output: FLAGS.replace("strict || args.clean_html;", "strict || args.clean_html === true;") }],
        },
        {
          messageId: "truthyValue",
          line: 8,
          column: 24,
          suggestions: [{ messageId: "compareWithTrue", output: FLAGS.replace("verbose || args.remove_scripts;", "verbose || args.remove_scripts === true;") }],
        },
      ],
    },
    {
      code: CHAINS,
      output: null,
      errors: [
        {
          messageId: "truthyValue",
          line: 7,
          column: 26,
          suggestions: [{ messageId: "compareWithTrue", output: CHAINS.replace("= args.uniqueChannels ||", "= args.uniqueChannels === true ||") }],
        },
        {
          messageId: "truthyValue",
          line: 7,
          column: 49,
          suggestions: [{ messageId: "compareWithTrue", output: CHAINS.replace("|| args.creatorOnly ||", "|| args.creatorOnly === true ||") }],
        },
        {
          messageId: "truthyValue",
          line: 9,
          column: 48,
          suggestions: [{ messageId: "compareWithTrue", output: CHAINS.replace("removeScripts || args.cleanHtml;", "removeScripts || args.cleanHtml === true;") }],
        },
      ],
    },
  ],
});

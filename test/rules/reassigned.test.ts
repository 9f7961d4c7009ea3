/**
 * A `let` that tool data enters and that is written again: reads still see the tool's value
 * unless a write that replaces it may reach them (`src/analysis/reassign.ts`). The valid samples run
 * under every rule.
 */
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noLossyDefault from "../../rules/no-lossy-default.js";
import noTruthyPresenceCheck from "../../rules/no-truthy-presence-check.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

const valid: string[] = [
  // a type gate that replaces any other value: the read after it may see the replacement
  `import { z } from "zod";
server.tool("tag", { label: z.union([z.string(), z.null()]) }, async (args) => {
  let label = args.label;
  if (typeof label !== "string") label = "";
  return { content: [{ type: "text", text: String(label) }] };
});
`,
  // the value normalised by a write that always runs before the read
  `import { z } from "zod";
server.tool("tag", { label: z.union([z.string(), z.null()]) }, async (args) => {
  let label = args.label;
  label = label === null ? "none" : label.trim();
  return { content: [{ type: "text", text: String(label) }] };
});
`,
  // a loop whose later write replaces the value: the read may see the next page's cursor
  `const args = JSON.parse(call.function.arguments);
let cursor = args.cursor;
while (true) {
  const page = await fetchPage(String(cursor));
  if (!page.next) break;
  cursor = page.next;
}
`,
  // program data decoded in place: no tool data
  `let mode = readConfig().mode;
mode = JSON.parse(mode);
if (mode.fast) run(String(mode.level));
`,
  // a closure that writes the variable: when it runs is unknown
  `server.tool("get", { id: z.string() }, async (args) => {
  let id = args.id;
  const run = () => { id = normalise(id); };
  run();
  return { content: [{ type: "text", text: String(id) }] };
});
`,
];

createRuleTester().run("no-coercion-before-validation through a reassigned variable", noCoercionBeforeValidation, {
  valid,
  invalid: [
  {
    // a normalised let: the branch that converts a number or boolean to text
    code: `import { z } from "zod";
const SetArgs = z.object({ key: z.string(), value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]) });
export function setConfigValue(args: unknown) {
  const parsed = SetArgs.safeParse(args);
  if (!parsed.success) return null;
  let valueToStore = parsed.data.value;
  if (typeof valueToStore === "string" && valueToStore.startsWith("[")) {
    valueToStore = JSON.parse(valueToStore);
  }
  if (!Array.isArray(valueToStore)) {
    if (typeof valueToStore === "string") {
      const original = valueToStore;
      valueToStore = [original];
    } else if (valueToStore !== null) {
      valueToStore = [String(valueToStore)];
    }
    if (!Array.isArray(valueToStore)) valueToStore = [String(valueToStore)];
  }
  return valueToStore;
}
server.setRequestHandler(CallToolRequestSchema, async (request) => setConfigValue(request.params.arguments));
`,
    output: null,
    errors: [
      {
        messageId: "textCoercion",
        line: 15,
        column: 23,
        endLine: 15,
        endColumn: 43,
        suggestions: [
          { messageId: "keepStringOnly", output: `import { z } from "zod";
const SetArgs = z.object({ key: z.string(), value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]) });
export function setConfigValue(args: unknown) {
  const parsed = SetArgs.safeParse(args);
  if (!parsed.success) return null;
  let valueToStore = parsed.data.value;
  if (typeof valueToStore === "string" && valueToStore.startsWith("[")) {
    valueToStore = JSON.parse(valueToStore);
  }
  if (!Array.isArray(valueToStore)) {
    if (typeof valueToStore === "string") {
      const original = valueToStore;
      valueToStore = [original];
    } else if (valueToStore !== null) {
      valueToStore = [typeof valueToStore === "string" ? valueToStore : undefined];
    }
    if (!Array.isArray(valueToStore)) valueToStore = [String(valueToStore)];
  }
  return valueToStore;
}
server.setRequestHandler(CallToolRequestSchema, async (request) => setConfigValue(request.params.arguments));
` },
        ],
      },
      {
        messageId: "textCoercion",
        line: 17,
        column: 55,
        endLine: 17,
        endColumn: 75,
        suggestions: [
          { messageId: "keepStringOnly", output: `import { z } from "zod";
const SetArgs = z.object({ key: z.string(), value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]) });
export function setConfigValue(args: unknown) {
  const parsed = SetArgs.safeParse(args);
  if (!parsed.success) return null;
  let valueToStore = parsed.data.value;
  if (typeof valueToStore === "string" && valueToStore.startsWith("[")) {
    valueToStore = JSON.parse(valueToStore);
  }
  if (!Array.isArray(valueToStore)) {
    if (typeof valueToStore === "string") {
      const original = valueToStore;
      valueToStore = [original];
    } else if (valueToStore !== null) {
      valueToStore = [String(valueToStore)];
    }
    if (!Array.isArray(valueToStore)) valueToStore = [typeof valueToStore === "string" ? valueToStore : undefined];
  }
  return valueToStore;
}
server.setRequestHandler(CallToolRequestSchema, async (request) => setConfigValue(request.params.arguments));
` },
        ],
      },
    ],
  },
  {
    // a read before the variable is replaced
    code: `server.tool("tag", { label: z.union([z.string(), z.null()]) }, async (args) => {
  let label = args.label;
  const text = String(label);
  label = "done";
  return { content: [{ type: "text", text: text + label }] };
});
`,
    output: null,
    errors: [
      {
        messageId: "textCoercion",
        line: 3,
        column: 16,
        endLine: 3,
        endColumn: 29,
        suggestions: [
          { messageId: "keepStringOnly", output: `server.tool("tag", { label: z.union([z.string(), z.null()]) }, async (args) => {
  let label = args.label;
  const text = typeof label === "string" ? label : undefined;
  label = "done";
  return { content: [{ type: "text", text: text + label }] };
});
` },
        ],
      },
    ],
  },
  {
    // a conversion written back into the variable
    code: `const args = JSON.parse(call.function.arguments);
let count = args.count;
count = Number(count);
if (Number.isNaN(count)) throw new TypeError("count");
const text = String(count);
`,
    output: null,
    errors: [
      {
        messageId: "coercion",
        line: 3,
        column: 9,
        endLine: 3,
        endColumn: 22,
        suggestions: [],
      },
    ],
  },
  ],
});
createRuleTester().run("no-lossy-default through a reassigned variable", noLossyDefault, { valid, invalid: [] });
createRuleTester().run("no-truthy-presence-check through a reassigned variable", noTruthyPresenceCheck, { valid, invalid: [] });
createRuleTester().run("no-truthy-tool-value through a reassigned variable", noTruthyToolValue, { valid, invalid: [] });
createRuleTester().run("no-ungated-lookup through a reassigned variable", noUngatedLookup, { valid, invalid: [] });

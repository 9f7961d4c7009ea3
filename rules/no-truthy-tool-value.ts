import { shorten, suggestionsFrom } from "../src/analysis/edit.js";
import { getToolDataAnalysis } from "../src/analysis/index.js";
import { compareWithTrue, wrapInNormalizer } from "../src/analysis/rewrites.js";
import type { TruthyHazard } from "../src/analysis/truthiness.js";
import { createRule } from "../src/createRule.js";

export type Options = [];
export type MessageIds = "truthyValue" | "truthyString" | "truthyCoerced" | "truthyUnread" | "compareWithTrue" | "useNormalizer";

const MESSAGE_BY_HAZARD: Record<TruthyHazard, MessageIds> = {
  unknown: "truthyValue",
  string: "truthyString",
  coerced: "truthyCoerced",
  unread: "truthyUnread",
};

export default createRule<Options, MessageIds>({
  name: "no-truthy-tool-value",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow using an unvalidated tool argument or reply value as a boolean condition",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      truthyValue:
        "`{{field}}` is used as a condition without checking its type: the strings `\"false\"` and `\"0\"` count as true, and `0`, `\"\"` and `null` as false.",
      truthyString:
        "`{{field}}` is declared a string and used as a condition: the string `\"false\"` counts as true and `\"\"` as false.",
      truthyCoerced:
        "`{{field}}` is declared `z.coerce.boolean()`, which turned the string `\"false\"` into `true` before this test. Declare it `z.boolean()` or `z.stringbool()`.",
      truthyUnread:
        "`{{field}}` is used as a condition, and its schema could not be read, so its type is unknown: if it is not a boolean, the string `\"false\"` counts as true.",
      compareWithTrue: "Compare explicitly: `{{replacement}}`.",
      useNormalizer: "Normalise it first: `{{replacement}}`.",
    },
  },
  create(context) {
    const analysis = getToolDataAnalysis(context);
    if (!analysis.mayHaveSources) return {};
    const normalizer = analysis.settings.normalizers.boolean;
    return {
      ...analysis.listeners(),
      "Program:exit"() {
        for (const use of analysis.truthyUses()) {
          const suggestions =
            use.hazard === "coerced"
              ? []
              : [
                  { messageId: "compareWithTrue" as const, rewrite: compareWithTrue(context.sourceCode, use) },
                  ...(normalizer
                    ? [{ messageId: "useNormalizer" as const, rewrite: wrapInNormalizer(context.sourceCode, use.node, normalizer) }]
                    : []),
                ];
          context.report({
            node: use.node,
            messageId: MESSAGE_BY_HAZARD[use.hazard],
            data: { field: shorten(context.sourceCode.getText(use.node)) },
            suggest: suggestionsFrom(suggestions),
          });
        }
      },
    };
  },
});

import { LAUNDERED, NORMALIZER_FOR } from "../src/analysis/coercion.js";
import { shorten, suggestionsFrom } from "../src/analysis/edit.js";
import { getToolDataAnalysis } from "../src/analysis/index.js";
import { useNormalizer } from "../src/analysis/rewrites.js";
import { originOf } from "../src/analysis/flow.js";
import { createRule } from "../src/createRule.js";

export type Options = [];
export type MessageIds = "coercion" | "wrapper" | "useNormalizer";

export default createRule<Options, MessageIds>({
  name: "no-coercion-before-validation",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow converting a tool value before its raw type has been checked",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      coercion:
        "`{{expression}}` converts `{{field}}` before its type is checked, which hides a wrong type from {{origin}}: {{laundered}}. Check the raw type first.",
      wrapper: "`{{expression}}` wraps `{{field}}` in an object: {{laundered}}. Check the raw type instead.",
      useNormalizer: "Use the normaliser: `{{replacement}}`.",
    },
  },
  create(context) {
    const analysis = getToolDataAnalysis(context);
    if (!analysis.mayHaveSources) return {};
    const { normalizers } = analysis.settings;
    return {
      ...analysis.listeners(),
      "Program:exit"() {
        for (const coercion of analysis.coercions()) {
          const normalizer = NORMALIZER_FOR[coercion.kind].map((kind) => normalizers[kind]).find(Boolean);
          context.report({
            node: coercion.node,
            messageId: coercion.kind === "wrapper" ? "wrapper" : "coercion",
            data: {
              expression: shorten(context.sourceCode.getText(coercion.node)),
              field: shorten(context.sourceCode.getText(coercion.operand)),
              laundered: LAUNDERED[coercion.kind],
              origin: originOf(coercion.value.source),
            },
            suggest: suggestionsFrom(
              normalizer
                ? [{ messageId: "useNormalizer" as const, rewrite: useNormalizer(context.sourceCode, coercion, normalizer) }]
                : [],
            ),
          });
        }
      },
    };
  },
});

import { LAUNDERED, NORMALIZER_FOR } from "../src/analysis/coercion.js";
import { shorten, suggestionsFrom } from "../src/analysis/edit.js";
import { getToolDataAnalysis } from "../src/analysis/index.js";
import { keepStringOnly, useNormalizer } from "../src/analysis/rewrites.js";
import { originOf } from "../src/analysis/flow.js";
import { createRule } from "../src/createRule.js";

export type Options = [{ text?: boolean }];
export type MessageIds = "coercion" | "textCoercion" | "wrapper" | "useNormalizer" | "keepStringOnly";

export default createRule<Options, MessageIds>({
  name: "no-coercion-before-validation",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow converting a tool value before its raw type has been checked",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [
      {
        type: "object",
        properties: {
          text: {
            type: "boolean",
            description:
              "Also report text built from a tool argument that may be missing (`String(args.id)`, `` `/entries/${args.id}` ``, `\"--n=\" + args.n`), which gives `\"undefined\"` for a missing one. On by default; text written for a person (a sentence, a log line, an error) is never reported.",
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ text: true }],
    messages: {
      coercion:
        "`{{expression}}` converts `{{field}}` before its type is checked, which hides a wrong type from {{origin}}: {{laundered}}. Check the raw type first.",
      textCoercion:
        "`{{expression}}` turns `{{field}}` into text before its type is checked: {{laundered}}. Check that it is a string first.",
      wrapper: "`{{expression}}` wraps `{{field}}` in an object: {{laundered}}. Check the raw type instead.",
      useNormalizer: "Use the normaliser: `{{replacement}}`.",
      keepStringOnly: "Keep only a string: `{{replacement}}`.",
    },
  },
  create(context, [{ text = true }]) {
    const analysis = getToolDataAnalysis(context);
    if (!analysis.mayHaveSources) return {};
    const { normalizers } = analysis.settings;
    return {
      ...analysis.listeners(),
      "Program:exit"() {
        for (const coercion of analysis.coercions()) {
          if (coercion.kind === "text" && !text) continue;
          const normalizer = NORMALIZER_FOR[coercion.kind].map((kind) => normalizers[kind]).find(Boolean);
          context.report({
            node: coercion.node,
            messageId: coercion.kind === "wrapper" ? "wrapper" : coercion.kind === "text" ? "textCoercion" : "coercion",
            data: {
              expression: shorten(context.sourceCode.getText(coercion.node)),
              field: shorten(context.sourceCode.getText(coercion.operand)),
              laundered: LAUNDERED[coercion.kind],
              origin: originOf(coercion.value.source),
            },
            suggest: suggestionsFrom([
              ...(coercion.kind === "text" ? [{ messageId: "keepStringOnly" as const, rewrite: keepStringOnly(context.sourceCode, coercion) }] : []),
              ...(normalizer ? [{ messageId: "useNormalizer" as const, rewrite: useNormalizer(context.sourceCode, coercion, normalizer) }] : []),
            ]),
          });
        }
      },
    };
  },
});

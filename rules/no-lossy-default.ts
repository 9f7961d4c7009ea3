import type { LossyDefault } from "../src/analysis/defaults.js";
import { shorten, suggestionsFrom } from "../src/analysis/edit.js";
import { getToolDataAnalysis } from "../src/analysis/index.js";
import { useNullishDefault, usePresenceDefault } from "../src/analysis/rewrites.js";
import { originOf } from "../src/analysis/flow.js";
import { createRule } from "../src/createRule.js";

export type Options = [{ nullish?: boolean }];
export type MessageIds = "lossyDefault" | "lossyDefaultUnread" | "nullishDefault" | "useNullish" | "usePresence";

const LOST: Record<LossyDefault["lost"], string> = {
  falsy: '`0`, `false` or `""`',
  number: "`0`",
  string: '`""`',
  boolean: "`false`",
  null: "`null`",
};

export default createRule<Options, MessageIds>({
  name: "no-lossy-default",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow defaults that replace a valid falsy tool value, such as `args.timeout || 30`",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [
      {
        type: "object",
        properties: {
          nullish: {
            type: "boolean",
            description:
              "Also report `??` and `??=` on tool replies, which give an explicit `null` the default as if the field were missing.",
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ nullish: false }],
    messages: {
      lossyDefault: "`{{expression}}` turns a valid {{lost}} from {{origin}} into the default `{{fallback}}`.",
      lossyDefaultUnread:
        "`{{expression}}` replaces every falsy value with the default `{{fallback}}`, and the schema of the value from {{origin}} could not be read: if it allows `0`, `false` or `\"\"`, they are lost.",
      nullishDefault:
        "`{{expression}}` turns an explicit `null` from {{origin}} into the default `{{fallback}}`, as if the field were missing.",
      useNullish: "Default only `null` and a missing field: `{{replacement}}`.",
      usePresence: "Default only a missing field: `{{replacement}}`.",
    },
  },
  create(context, [{ nullish = false }]) {
    const analysis = getToolDataAnalysis(context);
    if (!analysis.mayHaveSources) return {};
    return {
      ...analysis.listeners(),
      "Program:exit"() {
        for (const found of analysis.lossyDefaults({ nullish })) {
          const rewrites = [
            { messageId: "useNullish" as const, rewrite: useNullishDefault(context.sourceCode, found) },
            { messageId: "usePresence" as const, rewrite: usePresenceDefault(context.sourceCode, analysis, found) },
          ];
          context.report({
            node: found.node,
            messageId: found.lost === "null" ? "nullishDefault" : found.unreadSchema ? "lossyDefaultUnread" : "lossyDefault",
            data: {
              expression: shorten(context.sourceCode.getText(found.node)),
              lost: LOST[found.lost],
              origin: originOf(found.value.source),
              fallback: shorten(context.sourceCode.getText(found.fallback), 30),
            },
            suggest: suggestionsFrom(rewrites),
          });
        }
      },
    };
  },
});

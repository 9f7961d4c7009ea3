import { getToolDataAnalysis } from "../src/analysis/index.js";
import { type FixMode, fixOrSuggest, shorten } from "../src/analysis/edit.js";
import { type PresenceStyle, rewritePresenceCheck } from "../src/analysis/presence-fix.js";
import { createRule } from "../src/createRule.js";

export type Options = [{ presenceCheck?: PresenceStyle; fix?: FixMode }];
export type MessageIds =
  | "truthyPresence"
  | "truthyErrorPresence"
  | "loosePresence"
  | "strictNullPresence"
  | "truthyPresenceUnread"
  | "usePresenceCheck";

const MESSAGE_BY_FORM = {
  truthy: "truthyPresence",
  negated: "truthyPresence",
  looseNull: "loosePresence",
  strictNull: "strictNullPresence",
} as const;

export default createRule<Options, MessageIds>({
  name: "no-truthy-presence-check",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow deciding whether a tool-data field is present by testing its value",
      recommended: true,
    },
    fixable: "code",
    hasSuggestions: true,
    schema: [
      {
        type: "object",
        properties: {
          presenceCheck: {
            type: "string",
            enum: ["in", "hasOwn"],
            description:
              'How a field access is rewritten: `"in"` gives `"k" in x`, `"hasOwn"` gives `Object.hasOwn(x, "k")` (ES2022).',
          },
          fix: {
            type: "string",
            enum: ["autofix", "suggestion"],
            description: 'Apply safe rewrites with `--fix` (`"autofix"`), or offer every rewrite as a suggestion only.',
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ presenceCheck: "in", fix: "autofix" }],
    messages: {
      truthyPresence:
        "`{{field}}` is tested by its value, so a valid `0`, `false`, `\"\"` or `null` counts as missing. Check presence instead: `{{replacement}}`.",
      truthyErrorPresence:
        "`{{field}}` is tested by its value, so an error that is present but `null`, `0` or `\"\"` counts as no error. Check presence instead: `{{replacement}}`.",
      loosePresence:
        "`{{field}} {{operator}} null` treats a valid explicit `null` as missing. Check presence instead: `{{replacement}}`.",
      strictNullPresence:
        "`{{field}} {{operator}} null` treats an explicit `null` as missing and a missing field as present. Check presence instead: `{{replacement}}`.",
      truthyPresenceUnread:
        "`{{field}}` is tested by its value, and its schema could not be read: if it allows `0`, `false`, `\"\"` or `null`, they count as missing. Check presence instead: `{{replacement}}`.",
      usePresenceCheck: "Check presence with `{{replacement}}`.",
    },
  },
  create(context, [{ presenceCheck = "in", fix = "autofix" }]) {
    const analysis = getToolDataAnalysis(context);
    if (!analysis.mayHaveSources) return {};
    return {
      ...analysis.listeners(),
      "Program:exit"() {
        for (const check of analysis.presenceChecks()) {
          const rewrite = rewritePresenceCheck(context.sourceCode, check, presenceCheck);
          const replacement = shorten(rewrite.replacement);
          const edit = fixOrSuggest({
            edits: rewrite.edits,
            safe: rewrite.safe,
            mode: fix,
            suggestion: { messageId: "usePresenceCheck", data: { replacement } },
          });
          context.report({
            node: check.node,
            messageId:
              check.lost === "errorLike"
                ? "truthyErrorPresence"
                : check.unreadSchema && (check.form === "truthy" || check.form === "negated")
                  ? "truthyPresenceUnread"
                  : MESSAGE_BY_FORM[check.form],
            data: {
              field: shorten(context.sourceCode.getText(check.access.node)),
              operator: check.operator ?? "",
              replacement,
            },
            fix: edit.fix,
            suggest: edit.suggest,
          });
        }
      },
    };
  },
});

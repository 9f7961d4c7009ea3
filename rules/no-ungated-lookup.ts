import { LAUNDERED } from "../src/analysis/coercion.js";
import { shorten, suggestionsFrom } from "../src/analysis/edit.js";
import { getToolDataAnalysis } from "../src/analysis/index.js";
import { type Lookup, knownTypesAt, looseLiteralValue } from "../src/analysis/lookup.js";
import { useOwnKeyLookup, useRawValue, useStrictEquality } from "../src/analysis/rewrites.js";
import { originOf } from "../src/analysis/flow.js";
import { createRule } from "../src/createRule.js";

export type Options = [];
export type MessageIds =
  | "tableLookup"
  | "tableLookupUnread"
  | "inLookupUnread"
  | "derivedTableLookup"
  | "derivedInLookup"
  | "inLookup"
  | "toolNameLookup"
  | "toolNameIn"
  | "looseEquality"
  | "coercedLookup"
  | "coercedSwitch"
  | "useOwnKey"
  | "useStrictEquality"
  | "useRawValue";

const ORIGIN_PHRASE = {
  "the model": "the model chose",
  "the tool": "a tool returned",
  "the peer": "a JSON-RPC peer sent",
} as const;

/** What `v == literal` also accepts, per literal. */
function looseMatches(literal: unknown): string {
  if (literal === true) return '`1`, `"1"` and `[1]`';
  if (literal === false) return '`0`, `""`, `"0"` and `[]`';
  if (literal === 0) return '`false`, `""`, `"0"`, `" "` and `[]`';
  if (literal === 1) return '`true`, `"1"` and `[1]`';
  if (literal === "") return "`0`, `false` and `[]`";
  const text = typeof literal === "bigint" ? `${literal}n` : JSON.stringify(literal);
  const plain = typeof literal === "bigint" ? String(literal) : text;
  return `\`${JSON.stringify(plain)}\` and \`[${plain}]\``;
}

export default createRule<Options, MessageIds>({
  name: "no-ungated-lookup",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow lookups and comparisons on tool values that are looser than the contract",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      tableLookup:
        "`{{expression}}` looks up a key {{origin}}: the key is turned into a string, so `\"1\"`, `1` and `[1]` are the same key, and inherited keys such as `constructor` and `__proto__` are found. Check its type and use `Object.hasOwn`, or keep the table in a `Map`.",
      tableLookupUnread:
        "`{{expression}}` looks up a key {{origin}}, validated against a schema the plugin could not read: unless the schema allows only the table's own keys, inherited keys such as `constructor` and `__proto__` are found. Check it with `Object.hasOwn`, or keep the table in a `Map`.",
      inLookupUnread:
        "`{{expression}}` tests a key {{origin}}, validated against a schema the plugin could not read: unless the schema allows only the table's own keys, inherited keys such as `constructor` and `toString` are found. Use `Object.hasOwn`, or keep the table in a `Map`.",
      derivedTableLookup:
        "`{{expression}}` looks up a key made from `{{field}}`, which {{origin}}: a string such as `constructor` or `__proto__` finds an inherited property. Check it with `Object.hasOwn`, or keep the table in a `Map`.",
      derivedInLookup:
        "`{{expression}}` tests a key made from `{{field}}`, which {{origin}}: `in` is true for inherited keys such as `constructor` and `toString`. Use `Object.hasOwn`, or keep the table in a `Map`.",
      inLookup:
        "`{{expression}}` tests a key {{origin}}: the key is turned into a string, so `\"1\"`, `1` and `[1]` are the same key, and inherited keys such as `constructor` and `__proto__` are found. Check its type and use `Object.hasOwn`, or keep the table in a `Map`.",
      toolNameLookup:
        "`{{expression}}` looks up the tool name {{origin}}: inherited names such as `constructor` and `toString` are found too, so an unknown tool reaches a function of `Object.prototype`. Check `Object.hasOwn` first, or keep the tools in a `Map`.",
      toolNameIn:
        "`{{expression}}` tests the tool name {{origin}} with `in`, which is true for inherited names such as `constructor` and `toString`. Use `Object.hasOwn`, or keep the tools in a `Map`.",
      looseEquality: "`{{expression}}` compares loosely: {{matches}} are equal to `{{literal}}` too. Use `{{strict}}`.",
      coercedLookup:
        "`{{expression}}` looks up `{{field}}` after converting it ({{laundered}}). Look up the raw value: `has`, `get` and `includes` compare strictly.",
      coercedSwitch:
        "`switch ({{discriminant}})` switches on `{{field}}` after converting it ({{laundered}}). Switch on the raw value: `case` compares strictly.",
      useOwnKey: "Check the type and own keys: `{{replacement}}`.",
      useStrictEquality: "Compare strictly: `{{replacement}}`.",
      useRawValue: "Use the raw value: `{{replacement}}`.",
    },
  },
  create(context) {
    const analysis = getToolDataAnalysis(context);
    if (!analysis.mayHaveSources) return {};
    const { sourceCode } = context;
    const text = (node: Lookup["node"]): string => shorten(sourceCode.getText(node));
    return {
      ...analysis.listeners(),
      "Program:exit"() {
        for (const lookup of analysis.lookups()) {
          switch (lookup.kind) {
            case "table":
            case "in":
              context.report({
                node: lookup.node,
                messageId: lookup.derivedFrom && !lookup.unreadSchema
                  ? lookup.kind === "table"
                    ? "derivedTableLookup"
                    : "derivedInLookup"
                  : lookup.value.source.toolName
                  ? lookup.kind === "table"
                    ? "toolNameLookup"
                    : "toolNameIn"
                  : lookup.kind === "table"
                    ? lookup.unreadSchema
                      ? "tableLookupUnread"
                      : "tableLookup"
                    : lookup.unreadSchema
                      ? "inLookupUnread"
                      : "inLookup",
                data: {
                  expression: text(lookup.node),
                  origin: ORIGIN_PHRASE[originOf(lookup.value.source)],
                  field: lookup.derivedFrom ? shorten(sourceCode.getText(lookup.derivedFrom)) : "",
                },
                suggest: suggestionsFrom([{ messageId: "useOwnKey", rewrite: useOwnKeyLookup(sourceCode, lookup) }]),
              });
              break;
            case "looseEquality":
              context.report({
                node: lookup.node,
                messageId: "looseEquality",
                data: {
                  expression: text(lookup.node),
                  matches: looseMatches(looseLiteralValue(lookup.literal)),
                  literal: sourceCode.getText(lookup.literal),
                  strict: `${lookup.node.operator}=`,
                },
                suggest: suggestionsFrom([
                  {
                    messageId: "useStrictEquality",
                    rewrite: useStrictEquality(sourceCode, lookup, knownTypesAt(analysis, lookup.key, lookup.value)),
                  },
                ]),
              });
              break;
            default:
              context.report({
                node: lookup.node,
                // For `switch (Number(v))`, the report covers `switch (…)`: the conversion inside is
                // no-coercion-before-validation's node.
                ...(lookup.node.type === "SwitchStatement"
                  ? { loc: { start: lookup.node.loc.start, end: sourceCode.getTokenAfter(lookup.node.discriminant)!.loc.end } }
                  : {}),
                messageId: lookup.kind,
                data: {
                  expression: text(lookup.node),
                  discriminant: lookup.node.type === "SwitchStatement" ? text(lookup.node.discriminant) : "",
                  field: shorten(sourceCode.getText(lookup.coercion.operand)),
                  laundered: LAUNDERED[lookup.coercion.kind],
                },
                suggest: suggestionsFrom([{ messageId: "useRawValue", rewrite: useRawValue(sourceCode, lookup) }]),
              });
          }
        }
      },
    };
  },
});

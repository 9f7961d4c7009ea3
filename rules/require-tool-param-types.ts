import { shorten, suggestionsFrom } from "../src/analysis/edit.js";
import { getToolDataAnalysis } from "../src/analysis/index.js";
import { compileNamePatterns } from "../src/analysis/names.js";
import { disableOption, removeOption, renameToParameters, useStrictZodType } from "../src/analysis/rewrites.js";
import { problemLocation } from "../src/analysis/param-types.js";
import { createRule } from "../src/createRule.js";

export type Options = [{ flagNames?: string[]; unknown?: boolean }];
export type MessageIds =
  | "missingType"
  | "flagTypedString"
  | "stringBoolean"
  | "coerceBoolean"
  | "coerceNumber"
  | "anyType"
  | "coerceTypes"
  | "misplacedSchema"
  | "useBoolean"
  | "useStringbool"
  | "useNumber"
  | "removeCoerceTypes"
  | "disableCoerceTypes"
  | "renameToParameters";

/** A TypeScript file, where `z.unknown()` makes the field `unknown` to the compiler. */
const TYPESCRIPT_FILE = /\.[cm]?tsx?$/u;

/** The strict zod types each coercion can be replaced with, in the order they are suggested. */
const STRICT_TYPES: Readonly<
  Record<"coerceBoolean" | "coerceNumber", ReadonlyArray<readonly ["useBoolean" | "useStringbool" | "useNumber", "boolean" | "stringbool" | "number"]>>
> = {
  coerceBoolean: [
    ["useBoolean", "boolean"],
    ["useStringbool", "stringbool"],
  ],
  coerceNumber: [["useNumber", "number"]],
};

export default createRule<Options, MessageIds>({
  name: "require-tool-param-types",
  meta: {
    type: "problem",
    docs: {
      description: "Require tool parameter schemas to fix the JSON type of every parameter",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [
      {
        type: "object",
        properties: {
          flagNames: {
            type: "array",
            items: { type: "string", minLength: 1, maxLength: 200 },
            uniqueItems: true,
            description:
              'More parameter names that mean a yes/no flag, beside the built-in ones (`is_*`, `has_*`, `include_*`, `enable*`, `allow*`, `*_enabled`, `dry_run`, `force`, `recursive`, `verbose`): exact names, or regular expressions written `"/^notify_/"`.',
          },
          unknown: {
            type: "boolean",
            description:
              "Also report `z.unknown()` parameters in TypeScript files, where the field's type is `unknown` and the compiler makes the handler narrow it before any typed use (on by default in `strict`; `z.unknown()` in JavaScript files and `z.any()` are always reported).",
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ flagNames: [], unknown: false }],
    messages: {
      stringBoolean:
        "Tool parameter `{{name}}` is a yes/no value written as the strings `\"true\"` and `\"false\"`: every truthiness test reads `\"false\"` as true. Declare it a boolean.",
      missingType:
        "Tool parameter `{{name}}` has no `type`, so different models send different JSON types for it (`\"5\"` or `5`, `\"true\"` or `true`). Declare its `type`, `enum`, `const`, `anyOf` or `$ref`.",
      flagTypedString:
        "Tool parameter `{{name}}` is named like a flag but declared a string: the model may send `\"false\"`, which every truthiness test reads as true. Declare it a boolean.",
      coerceBoolean:
        "`{{name}}` is declared `z.coerce.boolean()`, which turns the string `\"false\"` into `true` before the handler runs.",
      coerceNumber:
        "`{{name}}` is declared `z.coerce.number()`, which turns `\"\"`, `null`, `true` and `[7]` into numbers before the handler runs.",
      anyType: "Tool parameter `{{name}}` is declared `z.{{zodKind}}()`: the model may send any JSON type, and nothing checks it.",
      coerceTypes:
        "`coerceTypes: {{value}}` makes this ajv instance, which validates tool arguments{{usedIn}}, rewrite wrong-typed values instead of rejecting them: `\"5\"` becomes 5, `true` becomes 1, `null` becomes 0 or `\"\"`{{arrays}}.",
      misplacedSchema:
        "OpenAI function tool {{name}}has its JSON Schema under `{{key}}`, which OpenAI does not read: the function is sent without parameters, and the model chooses every argument's JSON type. OpenAI reads `parameters`.",
      useBoolean: "Accept only real booleans: `{{replacement}}`.",
      useStringbool: "Accept `\"true\"`/`\"false\"` strings and parse them strictly: `{{replacement}}`.",
      useNumber: "Accept only real numbers: `{{replacement}}`.",
      removeCoerceTypes: "Remove the `coerceTypes` option, so that ajv rejects wrong-typed values.",
      disableCoerceTypes: "Set `coerceTypes: false`.",
      renameToParameters: "Rename `{{key}}` to `parameters`.",
    },
  },
  create(context, [{ flagNames = [], unknown = false }]) {
    const patterns = compileNamePatterns(flagNames, "tool-contract/require-tool-param-types: option flagNames");
    const analysis = getToolDataAnalysis(context);
    if (!analysis.mayHaveSources) return {};
    const { sourceCode } = context;
    return {
      ...analysis.listeners(),
      "Program:exit"() {
        for (const problem of analysis.paramProblems(patterns, !unknown && TYPESCRIPT_FILE.test(context.filename))) {
          if (problem.kind === "coerceBoolean" || problem.kind === "coerceNumber") {
            context.report({
              ...problemLocation(problem),
              messageId: problem.kind,
              data: { name: problem.name },
              suggest: suggestionsFrom(
                STRICT_TYPES[problem.kind].map(([messageId, type]) => ({
                  messageId,
                  rewrite: useStrictZodType(sourceCode, problem.callee, type),
                })),
              ),
            });
          } else if (problem.kind === "coerceTypes") {
            context.report({
              node: problem.node,
              messageId: "coerceTypes",
              data: {
                value: problem.value === "true" ? "true" : '"array"',
                usedIn: problem.usedIn === null ? "" : ` in \`${problem.usedIn}\``,
                arrays: problem.value === "array" ? ", `[5]` becomes 5" : "",
              },
              suggest: suggestionsFrom([
                { messageId: "removeCoerceTypes", rewrite: removeOption(sourceCode, problem.node) },
                { messageId: "disableCoerceTypes", rewrite: disableOption(problem.node) },
              ]),
            });
          } else if (problem.kind === "misplacedSchema") {
            context.report({
              node: problem.node.key,
              messageId: "misplacedSchema",
              data: { name: problem.name === "" ? "" : `\`${shorten(problem.name)}\` `, key: problem.key },
              suggest: suggestionsFrom([{ messageId: "renameToParameters", rewrite: renameToParameters(sourceCode, problem.node), data: { key: problem.key } }]),
            });
          } else if (problem.kind === "anyType") {
            context.report({ ...problemLocation(problem), messageId: problem.kind, data: { name: problem.name, zodKind: problem.zodKind } });
          } else {
            context.report({ ...problemLocation(problem), messageId: problem.kind, data: { name: problem.name } });
          }
        }
      },
    };
  },
});


import type { ESLintUtils, TSESLint } from "@typescript-eslint/utils";

import { isPlainObject } from "./analysis/settings.js";

export const REPOSITORY_URL = "https://github.com/tool-contract/eslint-plugin-tool-contract";

/** The documentation page of a rule; also the `codeDescription` editors link to. */
export function docsUrl(ruleName: string): string {
  return `${REPOSITORY_URL}/blob/main/docs/rules/${ruleName}.md`;
}

export interface ToolContractDocs {
  /** `true`: on in `recommended`; `"strict"`: only in `strict`. */
  readonly recommended?: boolean | "strict";
}

type RuleDefinition<Options extends readonly unknown[], MessageIds extends string> = Readonly<
  ESLintUtils.RuleWithMetaAndName<Options, MessageIds, ToolContractDocs>
>;

/**
 * Defines a rule: adds the docs URL and hands `create` its options with `meta.defaultOptions`
 * applied, like typescript-eslint's `RuleCreator`. Unlike it, the defaults are not cloned for
 * every file (no rule writes to its options), and options equal to the last ones are not merged
 * again: `create` runs once per file and rule, and that clone was a measurable part of the
 * plugin's cost on files without tool data.
 */
export function createRule<Options extends readonly unknown[], MessageIds extends string>({
  name,
  meta,
  create,
}: RuleDefinition<Options, MessageIds>): TSESLint.RuleModule<MessageIds, Options, ToolContractDocs> & { name: string } {
  const defaults = (meta.defaultOptions ?? []) as Options;
  // ESLint 9.15+ merges `meta.defaultOptions` itself and passes a fresh copy for every file, so the
  // last options seen are compared by value before anything is merged again.
  let lastOptions: Options | null = null;
  let lastResult = defaults;
  const withDefaults = (options: Options | undefined): Options => {
    if (!options || options.length === 0 || options === defaults) return defaults;
    if (lastOptions && sameOptions(lastOptions, options)) return lastResult;
    lastOptions = options;
    lastResult = defaults.map((fallback, index) => mergeOption(fallback, options[index])) as unknown as Options;
    return lastResult;
  };
  return {
    name,
    meta: { ...meta, docs: { ...meta.docs, url: docsUrl(name) } },
    create: (context) => create(context, withDefaults(context.options)),
  };
}

/** A user's option over its default: objects merge key by key (deeply), anything else replaces. */
function mergeOption(fallback: unknown, value: unknown): unknown {
  if (value === undefined) return fallback;
  if (!isPlainObject(fallback) || !isPlainObject(value)) return value;
  const result: Record<string, unknown> = { ...fallback };
  for (const [key, item] of Object.entries(value)) result[key] = mergeOption(fallback[key], item);
  return result;
}

/** The same options: element by element, and one level into objects (values compared by identity). */
function sameOptions(left: readonly unknown[], right: readonly unknown[]): boolean {
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index++) {
    const item = left[index];
    const other = right[index];
    if (item === other) continue;
    if (!isPlainObject(item) || !isPlainObject(other)) return false;
    // Without allocating: this runs for every file and rule.
    let keys = 0;
    for (const key in item) {
      if (!Object.hasOwn(other, key) || item[key] !== other[key]) return false;
      keys++;
    }
    for (const key in other) if (Object.hasOwn(other, key)) keys--;
    if (keys !== 0) return false;
  }
  return true;
}

/**
 * Names that say a value is a yes/no flag: `include_refunded`, `isPublic`, `dry_run`, `force`.
 * Used where the name is the only evidence left (a field declared as a string but tested like a
 * flag), and by `require-tool-param-types` for boolean-named parameters typed `"string"`.
 */

/** The default flag names: prefixes, suffixes and whole names, in snake_case and camelCase. */
const DEFAULT_FLAG_NAME =
  /^(?:is|has|include|includes|enable|enables|allow|allows)(?:_|[A-Z]|$)|(?:_enabled|[a-z]Enabled|_flag|[a-z]Flag)$|^(?:dry_?run|dryRun|force|recursive|verbose|flag|enabled|disabled)$/u;

export function isFlagName(name: string, extra: readonly RegExp[] = []): boolean {
  return DEFAULT_FLAG_NAME.test(name) || extra.some((pattern) => pattern.test(name));
}

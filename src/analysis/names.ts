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

/** Words that name a state or a switch (`active`, `archived`, `overwrite`) rather than a thing. */
const FLAG_WORDS = new Set([
  "active",
  "append",
  "approved",
  "archived",
  "checked",
  "completed",
  "confirm",
  "confirmed",
  "debug",
  "deleted",
  "disabled",
  "done",
  "draft",
  "enabled",
  "flagged",
  "hidden",
  "locked",
  "notify",
  "optional",
  "overwrite",
  "pinned",
  "primary",
  "private",
  "public",
  "quiet",
  "readonly",
  "required",
  "selected",
  "silent",
  "starred",
  "strict",
  "urgent",
  "valid",
  "visible",
]);

/**
 * A looser test, for code that tests a value without showing what it is: a flag name, or a name
 * whose last word is a state (`is_active`, `archived`, `userArchived`, `overwrite`).
 */
export function isLikelyFlagName(name: string): boolean {
  if (isFlagName(name)) return true;
  const words = name.split(/_|(?=[A-Z])/u).filter(Boolean);
  const last = words.at(-1)?.toLowerCase();
  return last !== undefined && FLAG_WORDS.has(last);
}

/**
 * Names of string fields whose empty string is a value, not a blank: a replacement (`new_string`,
 * `newText`, `replacement`: an empty one deletes), a separator, prefix or suffix (`""` means none),
 * and content written out as given. A new name, id, region, title or path (`newName`, `new_path`)
 * is a name like any other.
 */
const EMPTY_IS_A_VALUE =
  /(?:^|_)(?:new|replace|replacement|separator|delimiter|joiner|prefix|suffix|content)(?:_(?!name|id|region|title|path|tier)|$)|^new(?:Str|String|Text|Content|Value|Line|Lines|Code|Body)?$|^replace(?:Str|String|Text|Content|Value|With|ment)?$|(?:Replacement|Separator|Delimiter|Joiner|Prefix|Suffix|Content)$/u;

export function isEmptyAValueName(name: string): boolean {
  return EMPTY_IS_A_VALUE.test(name);
}

/** Compiled option lists, by the options' own array: a rule's options keep their identity from file to file. */
const compiled = new WeakMap<readonly string[], readonly RegExp[]>();

/**
 * Compiles a list of names from a rule's options, once per list: `"/^notify_/"` is a regular
 * expression, anything else an exact name. Throws an `Error` naming `option` and the entry when an
 * entry is not a valid pattern (a list that throws is not kept, so it throws each time).
 */
export function compileNamePatterns(names: readonly string[], option: string): readonly RegExp[] {
  let patterns = compiled.get(names);
  if (!patterns) {
    patterns = compileEach(names, option);
    compiled.set(names, patterns);
  }
  return patterns;
}

function compileEach(names: readonly string[], option: string): RegExp[] {
  return names.map((name) => {
    const regex = /^\/(.+)\/([a-z]*)$/u.exec(name);
    if (!regex) return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}$`, "u");
    if (/[gy]/u.test(regex[2]!)) {
      // `g` and `y` make `test` remember `lastIndex`, so the same name would match only every other time.
      throw new Error(`${option}: ${JSON.stringify(name)} uses the flag "g" or "y", which a name pattern cannot use.`);
    }
    try {
      return new RegExp(regex[1]!, regex[2]);
    } catch (error) {
      throw new Error(`${option}: ${JSON.stringify(name)} is not a valid regular expression (${(error as Error).message}).`);
    }
  });
}

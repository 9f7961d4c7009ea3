/**
 * Reading and validating `settings["tool-contract"]`.
 *
 * ESLint validates rule options against each rule's JSON schema, but shared settings are free-form.
 * Everything here is checked once per settings object; a bad value throws a {@link SettingsError}
 * that names the exact key, instead of letting a rule crash later on a `TypeError`.
 */

export const SETTINGS_KEY = "tool-contract";

export type NormalizerKind = "boolean" | "integer" | "number" | "string";

export interface SourceCallPattern {
  /** Dotted callee, matched against the end of the call's callee: `"register"`, `"registry.register"`. */
  readonly callee: string;
  /** Index of the argument that is the handler function. Negative counts from the end (`-1` = last). */
  readonly handlerArg: number;
  /** Index of the handler's parameter that receives the tool data (default 0). */
  readonly param: number;
}

export interface ToolContractSettings {
  /** Identifier names whose bindings are tool data. */
  readonly sourceNames: ReadonlySet<string>;
  /** Calls whose handler argument receives tool data. */
  readonly sourceCalls: readonly SourceCallPattern[];
  /** Functions whose result is validated data, or whose truthy result proves the argument valid. */
  readonly validators: ReadonlySet<string>;
  readonly normalizers: Readonly<Partial<Record<NormalizerKind, string>>>;
  /** Envelope fields whose truthiness test is always a presence check. */
  readonly presenceFields: ReadonlySet<string>;
  /**
   * Whether the analysis reads the modules a file imports (schemas built there) and the files that
   * call into it (tool data handed to its functions). On by default.
   */
  readonly crossModule: boolean;
  /**
   * What to do with a value the SDK validated against a schema the analysis cannot read (built at
   * run time, imported from a package, a `.transform()`): `"quiet"` makes no claim the schema might
   * contradict; `"report"` (in `configs.strict`) reports it, saying the schema could not be read.
   */
  readonly unreadableSchemas: "quiet" | "report";
}

export const DEFAULT_PRESENCE_FIELDS: readonly string[] = ["result", "error"];

/** Source names that `configs.strict` adds. */
export const STRICT_SOURCE_NAMES: readonly string[] = [
  "toolArgs",
  "toolInput",
  "toolReply",
  "toolResult",
  "functionArgs",
];

export const DEFAULT_SETTINGS: ToolContractSettings = Object.freeze({
  sourceNames: new Set<string>(),
  sourceCalls: [],
  validators: new Set<string>(),
  normalizers: {},
  presenceFields: new Set(DEFAULT_PRESENCE_FIELDS),
  crossModule: true,
  unreadableSchemas: "quiet",
});

const NORMALIZER_KINDS: readonly NormalizerKind[] = ["boolean", "integer", "number", "string"];
const TOP_LEVEL_KEYS = ["sources", "validators", "normalizers", "presenceFields", "crossModule", "unreadableSchemas"] as const;
const MAX_NAME_LENGTH = 200;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/u;
const DOTTED_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/u;

export class SettingsError extends Error {
  constructor(
    readonly key: string,
    problem: string,
  ) {
    super(`eslint-plugin-tool-contract: settings["${SETTINGS_KEY}"]${key} ${problem}`);
    this.name = "SettingsError";
  }
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") {
    return value.length > 40 ? `a string of ${value.length} characters` : `the string ${JSON.stringify(value)}`;
  }
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

/** An object that is not an array (a settings or options object). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function formatKey(key: string): string {
  return IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)}]`;
}

const EXAMPLES: Readonly<Record<string, string>> = {
  "a function": '"toBool" or "schemas.parse"',
  "a variable or parameter": '"toolArgs"',
  "a field": '"result"',
};

function readName(value: unknown, key: string, pattern: RegExp, what: string): string {
  if (typeof value !== "string") {
    throw new SettingsError(key, `must be a string naming ${what}, but it is ${describe(value)}.`);
  }
  if (value.length === 0 || value.length > MAX_NAME_LENGTH || !pattern.test(value)) {
    throw new SettingsError(key, `must name ${what} (like ${EXAMPLES[what] ?? '"name"'}), but it is ${describe(value)}.`);
  }
  return value;
}

function readNameList(value: unknown, key: string, pattern: RegExp, what: string): string[] {
  if (!Array.isArray(value)) {
    throw new SettingsError(key, `must be an array of strings naming ${what}, but it is ${describe(value)}.`);
  }
  return value.map((item, index) => readName(item, `${key}[${index}]`, pattern, what));
}

function readInteger(value: unknown, key: string, min: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > 64) {
    throw new SettingsError(key, `must be an integer from ${min} to 64, but it is ${describe(value)}.`);
  }
  return value;
}

function readSourceCall(value: Record<string, unknown>, key: string): SourceCallPattern {
  for (const name of Object.keys(value)) {
    if (name !== "callee" && name !== "handlerArg" && name !== "param") {
      throw new SettingsError(
        `${key}${formatKey(name)}`,
        'is not a known key. A call pattern has "callee", "handlerArg" and "param".',
      );
    }
  }
  if (!("callee" in value)) {
    throw new SettingsError(`${key}.callee`, "is required: the dotted name of the registering call.");
  }
  return {
    callee: readName(value.callee, `${key}.callee`, DOTTED_NAME, "a function"),
    handlerArg: "handlerArg" in value ? readInteger(value.handlerArg, `${key}.handlerArg`, -64) : -1,
    param: "param" in value ? readInteger(value.param, `${key}.param`, 0) : 0,
  };
}

function parse(raw: unknown): ToolContractSettings {
  if (raw === undefined) return DEFAULT_SETTINGS;
  if (!isPlainObject(raw)) {
    throw new SettingsError("", `must be an object, but it is ${describe(raw)}.`);
  }
  for (const key of Object.keys(raw)) {
    if (!(TOP_LEVEL_KEYS as readonly string[]).includes(key)) {
      throw new SettingsError(formatKey(key), `is not a known setting. Known settings: ${TOP_LEVEL_KEYS.join(", ")}.`);
    }
  }

  const sourceNames = new Set<string>();
  const sourceCalls: SourceCallPattern[] = [];
  if (raw.sources !== undefined) {
    if (!Array.isArray(raw.sources)) {
      throw new SettingsError(
        ".sources",
        `must be an array of names and call patterns, but it is ${describe(raw.sources)}.`,
      );
    }
    raw.sources.forEach((item: unknown, index) => {
      const key = `.sources[${index}]`;
      if (isPlainObject(item)) sourceCalls.push(readSourceCall(item, key));
      else sourceNames.add(readName(item, key, IDENTIFIER, "a variable or parameter"));
    });
  }

  const validators =
    raw.validators === undefined ? [] : readNameList(raw.validators, ".validators", DOTTED_NAME, "a function");

  const normalizers: Partial<Record<NormalizerKind, string>> = {};
  if (raw.normalizers !== undefined) {
    if (!isPlainObject(raw.normalizers)) {
      throw new SettingsError(
        ".normalizers",
        `must be an object such as { "boolean": "toBool" }, but it is ${describe(raw.normalizers)}.`,
      );
    }
    for (const [kind, name] of Object.entries(raw.normalizers)) {
      if (!(NORMALIZER_KINDS as readonly string[]).includes(kind)) {
        throw new SettingsError(
          `.normalizers${formatKey(kind)}`,
          `is not a known normaliser kind. Known kinds: ${NORMALIZER_KINDS.join(", ")}.`,
        );
      }
      normalizers[kind as NormalizerKind] = readName(name, `.normalizers.${kind}`, DOTTED_NAME, "a function");
    }
  }

  const presenceFields =
    raw.presenceFields === undefined
      ? DEFAULT_PRESENCE_FIELDS
      : readNameList(raw.presenceFields, ".presenceFields", /^[^\s]+$/u, "a field");

  if (raw.crossModule !== undefined && typeof raw.crossModule !== "boolean") {
    throw new SettingsError(".crossModule", `must be true or false, but it is ${describe(raw.crossModule)}.`);
  }

  if (raw.unreadableSchemas !== undefined && raw.unreadableSchemas !== "quiet" && raw.unreadableSchemas !== "report") {
    throw new SettingsError(".unreadableSchemas", `must be "quiet" or "report", but it is ${describe(raw.unreadableSchemas)}.`);
  }

  return Object.freeze({
    sourceNames,
    sourceCalls: Object.freeze(sourceCalls),
    validators: new Set(validators),
    normalizers: Object.freeze(normalizers),
    presenceFields: new Set(presenceFields),
    crossModule: raw.crossModule !== false,
    unreadableSchemas: raw.unreadableSchemas === "report" ? "report" : "quiet",
  });
}

const cache = new WeakMap<object, ToolContractSettings>();

/**
 * The validated settings for a rule context. Throws {@link SettingsError} naming the bad key.
 * Parsed once per settings object, however many rules and files ask.
 */
export function readSettings(settings: Readonly<Record<string, unknown>> | undefined): ToolContractSettings {
  const raw = settings?.[SETTINGS_KEY];
  if (raw === undefined) return DEFAULT_SETTINGS;
  if (typeof raw === "object" && raw !== null) {
    const cached = cache.get(raw);
    if (cached) return cached;
    const parsed = parse(raw);
    cache.set(raw, parsed);
    return parsed;
  }
  return parse(raw);
}

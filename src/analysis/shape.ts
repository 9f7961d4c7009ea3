/**
 * What an SDK validated about a tool value before user code sees it: the schema declared next to a
 * handler (MCP `registerTool`'s zod shape), or a protocol's own result schema (MCP `callTool`).
 *
 * Rules ask two questions of a shape: can the value be falsy without being missing (`0`, `""`,
 * `false`, `null`)? And is it a real boolean (validated, not coerced)?
 */
import { type ToolSource, type ToolValue, fieldNameOf, isDynamicSegment, isSyntheticSegment } from "./flow.js";
import { isEmptyAValueName } from "./names.js";

export type ShapeType = "array" | "boolean" | "integer" | "null" | "number" | "object" | "string" | "unknown";

export interface KnownShape {
  readonly type: ShapeType;
  /** The only values allowed (an enum or a literal). */
  readonly values?: readonly unknown[];
  /** `z.coerce.*`: the SDK converted whatever the model sent (`"false"` became `true`). */
  readonly coerced?: boolean;
  /** `null` is accepted too. */
  readonly nullable?: boolean;
  /** A refinement rules out the type's falsy value: `.min(1)`, `.positive()`, `.nonempty()`, `.url()`. */
  readonly nonEmpty?: boolean;
  /**
   * The schema says `0` is one of its values in so many words: `.min(0)`, `.nonnegative()`, a
   * literal or enum value `0`, a description such as "0-based" or "0 = all". A field's name
   * (`categoryId`, `page`) cannot overrule that.
   */
  readonly zeroStated?: boolean;
  /**
   * An object validated against a schema that cannot be read here (imported from another module):
   * its fields have a validated type, but which one is unknown.
   */
  readonly opaque?: boolean;
  readonly properties?: Readonly<Record<string, KnownShape>>;
  readonly items?: KnownShape;
}

const typedShapes = new WeakMap<ToolSource, { read: () => KnownShape | undefined; shape?: KnownShape | null }>();

/**
 * Gives `source` the shape its TypeScript type declares (read on first use), for files linted
 * with type information. It counts where the syntax shows no shape, or an opaque one.
 */
export function attachTypedShape(source: ToolSource, read: () => KnownShape | undefined): void {
  typedShapes.set(source, { read });
}

function typedShapeOf(source: ToolSource): KnownShape | undefined {
  const entry = typedShapes.get(source);
  if (!entry) return undefined;
  if (entry.shape === undefined) entry.shape = entry.read() ?? null;
  return entry.shape ?? undefined;
}

/**
 * The validated shape of a tool value: what its source's schema declares, or, where the schema
 * cannot be read here, what the source's TypeScript type says.
 */
export function shapeOf(value: Pick<ToolValue, "source" | "path">): KnownShape | undefined {
  // Arguments validated against an object schema: a field it does not declare is one the analysis
  // cannot place (a wrapper such as `request.params` of a project's own tool framework, a
  // `.passthrough()`), validated or not, so it is unknown rather than unchecked.
  const declared = walkShape(value.source.shape, value.path, value.source.kind === "arguments");
  if (declared && !isBlank(declared)) return declared;
  const typed = typedShapes.has(value.source) ? walkShape(typedShapeOf(value.source), value.path) : undefined;
  return typed ?? declared;
}

/**
 * The shape the SDK validated the value against (its schema's), without what a TypeScript type
 * declares: a declared type is a claim about the value, not a check of it.
 */
export function validatedShapeOf(value: ToolValue): KnownShape | undefined {
  return walkShape(value.source.shape, value.path, value.source.kind === "arguments");
}

/** A shape that says nothing but "validated": an opaque field, or `z.any()`. */
function isBlank(shape: KnownShape): boolean {
  return shape.type === "unknown" && !shape.values && !shape.nonEmpty && !shape.nullable;
}

function walkShape(root: KnownShape | undefined, path: readonly string[], undeclaredIsUnknown = false): KnownShape | undefined {
  let shape = root;
  for (const segment of path) {
    if (!shape) return undefined;
    // Elements of arrays; defaults and rest objects keep the shape of what they stand for.
    if (isSyntheticSegment(segment)) {
      // `list[]` (an element met by iteration) and `list[i]` (one picked by a computed index).
      if (shape.type === "array" && (segment.endsWith("[]") || isDynamicSegment(segment))) shape = shape.items;
      else if (!segment.endsWith("?") && !segment.endsWith("...")) return undefined;
      continue;
    }
    if (shape.type === "array" && /^\d+$/u.test(segment)) shape = shape.items;
    else if (shape.type === "object" && shape.properties && Object.hasOwn(shape.properties, segment)) {
      shape = shape.properties[segment];
    } else if (shape.opaque || (undeclaredIsUnknown && shape.type === "object" && shape.properties)) {
      shape = VALIDATED_UNKNOWN;
    } else return undefined;
  }
  return shape;
}

/** A field of an object validated against a schema that cannot be read here. */
const VALIDATED_UNKNOWN: KnownShape = { type: "unknown", opaque: true };

/**
 * A value validated against a schema (or a part of one) that the analysis cannot read: a field of an
 * opaque object, a `.transform()`, a schema built at run time. Its type is validated but unknown.
 */
export function isUnread(shape: KnownShape | undefined): boolean {
  return shape?.type === "unknown" && shape.opaque === true;
}

/** `true` when a valid value of this shape can be `0`, `""`, `false`, `NaN` or `null`. */
export function canBeFalsy(shape: KnownShape): boolean {
  if (shape.nullable) return true;
  if (shape.values) return shape.values.some((value) => !value);
  if (shape.nonEmpty) return false;
  return shape.type !== "object" && shape.type !== "array";
}

/**
 * An argument the SDK validated as a string (not an enum: those are `values`). Its only falsy
 * values are `""` and, where nullable, `null`, and in a tool call both are how a model leaves a
 * field blank: `if (args.cursor)` and `args.sort || "-date"` treat them as missing on purpose.
 * (A reply's empty string, or a number's `0`, is a value; those stay reported.)
 */
export function isBlankArgument(value: ToolValue): boolean {
  if (value.source.kind !== "arguments") return false;
  const shape = shapeOf(value);
  if (shape?.type !== "string" || shape.values || shape.coerced) return false;
  // `new_string: ""` deletes, `separator: ""` joins with nothing: there the empty string is a value.
  return !isEmptyAValueName(fieldNameOf(value));
}

/**
 * A number whose description states a lower bound of 1 or more ("Number of results (1-100)",
 * "between 1 and 50", "at least 1", "a positive integer", "starts at 1", "1-based"). The model
 * reads the description as part of the contract, so `0` is outside it just as with `.min(1)` or
 * `minimum: 1`.
 */
export function withDocumentedMinimum(shape: KnownShape, description: string): KnownShape {
  if (shape.type !== "number" && shape.type !== "integer") return shape;
  const minimum = documentedMinimum(description);
  return minimum !== undefined && minimum > 0 ? { ...shape, nonEmpty: true } : shape;
}

/** "values: [8000, 16000, 44100]", "one of 6, 10", "Audio channels, values: [1, 2]": the values a description lists. */
const VALUE_LIST = /\b(?:values?|one of|options?|either)\s*:?\s*[[(]?\s*(-?\d+(?:\.\d+)?(?:\s*(?:,|\bor\b)\s*-?\d+(?:\.\d+)?)+)\s*[\])]?/iu;

const NUMBER = String.raw`(?<![\d.:/-])(\d+)(?![\d.:/]|-\d+[-/])`;
const RANGE_PATTERNS: readonly RegExp[] = [
  // "1-100", "1 to 50", "1..10": two plain numbers, not a date or a version.
  new RegExp(String.raw`${NUMBER}\s*(?:-|\u2013|\u2014|\.\.|to)\s*(\d+)(?![\d.:/-])`, "iu"),
  new RegExp(String.raw`\bbetween\s+${NUMBER}\s+and\s+(\d+)`, "iu"),
];
const LOWER_BOUND_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?:\bat least|\bminimum(?: of| is|:)?|\bmin(?:imum)?:|>=|\u2265)\s*${NUMBER}`, "iu"),
  // "Page number (starts at 1)", "starting from 1", "1-based", "1-indexed" (not "starting at 500
  // and doubling": a first value, not a bound).
  /\bstart(?:s|ing)?\s+(?:at|from)\s+(1)(?![\d.])/iu,
  /\b(1)-(?:based|indexed)\b/iu,
];

function documentedMinimum(description: string): number | undefined {
  // "a positive or negative offset", "0 disables it", "non-negative": zero or less is allowed.
  if (/\b(?:negative|zero|disables?|unlimited)\b|\b0\s*(?:=|means|for|to disable)/iu.test(description)) return undefined;
  if (/\bpositive\b/iu.test(description)) return 1;
  for (const pattern of RANGE_PATTERNS) {
    const match = pattern.exec(description);
    if (match && Number(match[1]) <= Number(match[2])) return Number(match[1]);
  }
  for (const pattern of LOWER_BOUND_PATTERNS) {
    const match = pattern.exec(description);
    if (match) return Number(match[1]);
  }
  const listed = VALUE_LIST.exec(description);
  if (listed) return Math.min(...listed[1]!.split(/\s*(?:,|\bor\b)\s*/iu).map(Number));
  return undefined;
}

/** `true` for a boolean the SDK validated as such (not `z.coerce.boolean()`). */
export function isValidatedBoolean(shape: KnownShape): boolean {
  return shape.type === "boolean" && !shape.coerced;
}

/** The schema a field was validated against states that `0` is valid (see `KnownShape.zeroStated`). */
export function statesZero(shape: KnownShape | undefined): boolean {
  return shape !== undefined && (shape.zeroStated === true || (shape.values?.includes(0) ?? false));
}

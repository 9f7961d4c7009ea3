/**
 * Tool parameter schemas that let the model choose the JSON type, checked field by field (nested
 * `properties` and `items` included):
 *
 * - a JSON Schema property with none of `type`, `enum`, `const`, `anyOf`, `oneOf`, `allOf`, `$ref`;
 * - a flag-named property (`is_*`, `include_*`, `dry_run`, `force`, …) declared a string;
 * - a yes/no value written as the strings `"true"` and `"false"` (`enum`, `z.enum`);
 * - `z.coerce.boolean()` (`"false"` becomes `true`) and `z.coerce.number()`;
 * - `z.any()` and `z.unknown()`.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getStaticPropertyName, skipTransparent } from "./ast.js";
import { propertyOf } from "./json-schema.js";
import { isFlagName } from "./names.js";
import { type NameResolver, constantInitializer } from "./resolve.js";
import type { ToolSchema } from "./tool-schemas.js";
import type { TypeInfo } from "./types.js";
import type { ZodReader } from "./zod.js";

export type ParamProblem = (
  | { readonly kind: "missingType"; readonly node: Node; readonly name: string }
  | { readonly kind: "flagTypedString"; readonly node: Node; readonly name: string }
  /** `enum: ["true", "false"]`, `z.enum(["true", "false"])`: a yes/no value written as strings. */
  | { readonly kind: "stringBoolean"; readonly node: Node; readonly name: string }
  | {
      readonly kind: "coerceBoolean" | "coerceNumber";
      readonly node: TSESTree.CallExpression;
      readonly name: string;
      /** `z.coerce.boolean`: the callee the suggestions rewrite. */
      readonly callee: TSESTree.MemberExpression;
    }
  | { readonly kind: "anyType"; readonly node: TSESTree.CallExpression; readonly name: string; readonly zodKind: string }
  /**
   * `new Ajv({ coerceTypes: true })` (or `"array"`) validating tool data: wrong-typed arguments are
   * rewritten, not rejected. `usedIn` names the module that uses it on tool data, when that is another one.
   */
  | {
      readonly kind: "coerceTypes";
      readonly node: TSESTree.Property;
      /** The option's name, `coerceTypes`. */
      readonly name: string;
      readonly value: "true" | "array";
      readonly usedIn: string | null;
    }
  /** An OpenAI function tool whose schema is under another SDK's key (`inputSchema`): sent without parameters. */
  | { readonly kind: "misplacedSchema"; readonly node: TSESTree.Property; readonly key: string; readonly name: string }
) & {
  /** The name of the property that declares the parameter, where its schema is written over several lines. */
  readonly declaredAt?: Node;
};

/**
 * Where a problem is reported: at the schema call, or, where the parameter's schema starts on a
 * later line than its name (`assignee_ids: z` then `.array(z.coerce.number())`), from its name to
 * the call, so that the report is on the line that declares the parameter.
 */
export function problemLocation(problem: ParamProblem): { readonly node: Node; readonly loc?: TSESTree.SourceLocation } {
  const at = problem.declaredAt;
  if (!at || at.loc.start.line === problem.node.loc.start.line) return { node: problem.node };
  return { node: problem.node, loc: { start: at.loc.start, end: problem.node.loc.end } };
}

const TYPE_KEYWORDS = ["type", "enum", "const", "anyOf", "oneOf", "allOf", "$ref"];
const MAX_DEPTH = 16;

export function findParamProblems(
  schemas: readonly ToolSchema[],
  zod: ZodReader,
  flagPatterns: readonly RegExp[],
  types: TypeInfo | null,
  names: NameResolver | null = null,
): ParamProblem[] {
  const problems: ParamProblem[] = [];
  const isFlag = (name: string): boolean => isFlagName(name, flagPatterns);
  for (const schema of schemas) {
    if (schema.kind === "json") checkJson(schema.node, isFlag, problems, types, names);
    else checkZod(schema.node, zod, isFlag, problems);
  }
  // A schema shared by several fields (`const Limit = z.coerce.number()`, a schema factory's
  // return) is one mistake, reported once, where it is written, under the first field's name:
  // changing it there fixes every field that uses it.
  const seen = new Set<Node>();
  return problems.filter((problem) => {
    if (seen.has(problem.node)) return false;
    seen.add(problem.node);
    return true;
  });
}

function checkJson(
  root: Node,
  isFlag: (name: string) => boolean,
  problems: ParamProblem[],
  types: TypeInfo | null,
  names: NameResolver | null,
): void {
  const stack: Array<[Node, number, string]> = [[root, 0, ""]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth, prefix] = entry;
    const schema = skipTransparent(node);
    if (schema.type !== AST_NODE_TYPES.ObjectExpression || depth > MAX_DEPTH) continue;
    const properties = propertyOf(schema, "properties");
    const fields = properties && skipTransparent(properties.value);
    if (fields?.type === AST_NODE_TYPES.ObjectExpression) {
      for (const property of fields.properties) {
        if (property.type !== AST_NODE_TYPES.Property) continue;
        const key = getStaticPropertyName(property);
        if (key === null) continue;
        const name = prefix + key;
        checkJsonProperty(property.key, property.value, name, isFlag, problems, types, names);
        stack.push([property.value, depth + 1, `${name}.`]);
      }
    }
    const items = propertyOf(schema, "items");
    if (items) {
      checkJsonProperty(items.key, items.value, `${prefix.replace(/\.$/u, "")}[]`, () => false, problems, types, names);
      stack.push([items.value, depth + 1, `${prefix.replace(/\.$/u, "")}[].`]);
    }
  }
}

function checkJsonProperty(
  key: Node,
  value: Node,
  name: string,
  isFlag: (name: string) => boolean,
  problems: ParamProblem[],
  types: TypeInfo | null,
  names: NameResolver | null,
): void {
  const schema = skipTransparent(value);
  if (schema.type !== AST_NODE_TYPES.ObjectExpression) return; // a reference we cannot see into
  if (!TYPE_KEYWORDS.some((keyword) => propertyOf(schema, keyword))) {
    if (!spreadsAType(schema, types) && spreadsNoType(schema, names, 0)) problems.push({ kind: "missingType", node: key, name });
    return;
  }
  const type = propertyOf(schema, "type");
  const typeValue = type && skipTransparent(type.value);
  const enumeration = propertyOf(schema, "enum");
  if (enumeration && isTrueFalseStrings(skipTransparent(enumeration.value))) {
    problems.push({ kind: "stringBoolean", node: enumeration.value, name });
    return;
  }
  if (typeValue && isStringType(typeValue) && !enumeration && isFlag(name.slice(name.lastIndexOf(".") + 1))) {
    problems.push({ kind: "flagTypedString", node: typeValue, name });
  }
}

/** `["true", "false"]` in either order (and nothing else): a boolean written as two strings. */
function isTrueFalseStrings(list: Node): boolean {
  if (list.type !== AST_NODE_TYPES.ArrayExpression || list.elements.length !== 2) return false;
  const values = list.elements.map((element) => (element && element.type === AST_NODE_TYPES.Literal ? element.value : null));
  return values.includes("true") && values.includes("false");
}

/**
 * `{ ...stringSchema, description: "…" }`: with type information, a spread whose type declares
 * `type` (or `enum`, `const`, …) gives the property its type.
 */
function spreadsAType(schema: TSESTree.ObjectExpression, types: TypeInfo | null): boolean {
  const spreads = schema.properties.filter((property) => property.type === AST_NODE_TYPES.SpreadElement);
  // `{ ...(loaded as { type: "string" }) }`: the type is a claim, not what the fragment holds.
  if (!types || spreads.length === 0 || spreads.some((spread) => isAssertion(spread.argument))) return false;
  const names = types.propertyNames(schema);
  return names !== null && TYPE_KEYWORDS.some((keyword) => names.has(keyword));
}

/**
 * `{ ...positiveLimit, description: "…" }`, where `const positiveLimit = { type: "integer", minimum: 1 }`:
 * `false` when a spread is an object literal of the file (directly, or a `const` bound to one) that
 * gives a type, itself or through what it spreads in turn. A cast (`...(x as { type: "string" })`)
 * is a claim, not what the fragment holds; a spread that cannot be seen into without type
 * information (an import, a call) is judged with types, where they are given (`spreadsAType`).
 */
function spreadsNoType(schema: TSESTree.ObjectExpression, names: NameResolver | null, depth: number): boolean {
  for (const property of schema.properties) {
    if (property.type !== AST_NODE_TYPES.SpreadElement || depth > MAX_DEPTH || isAssertion(property.argument)) continue;
    let spread = skipTransparent(property.argument);
    if (spread.type === AST_NODE_TYPES.Identifier && names) spread = constantInitializer(spread, names) ?? spread;
    if (spread.type !== AST_NODE_TYPES.ObjectExpression) continue;
    if (TYPE_KEYWORDS.some((keyword) => propertyOf(spread as TSESTree.ObjectExpression, keyword))) return false;
    if (!spreadsNoType(spread, names, depth + 1)) return false;
  }
  return true;
}

/** `x as T` or `<T>x` (not `as const`), inside any parentheses. */
function isAssertion(node: Node): boolean {
  if (node.type === AST_NODE_TYPES.TSTypeAssertion) return true;
  if (node.type !== AST_NODE_TYPES.TSAsExpression) return false;
  const annotation = node.typeAnnotation;
  const isConst =
    annotation.type === AST_NODE_TYPES.TSTypeReference &&
    annotation.typeName.type === AST_NODE_TYPES.Identifier &&
    annotation.typeName.name === "const";
  return !isConst || isAssertion(node.expression);
}

/**
 * `"string"`, or a list of types that allows only strings besides `null`: `["string", "null"]`,
 * how OpenAI's strict mode writes an optional string.
 */
function isStringType(type: Node): boolean {
  if (type.type === AST_NODE_TYPES.Literal) return type.value === "string";
  if (type.type !== AST_NODE_TYPES.ArrayExpression) return false;
  const names: unknown[] = [];
  for (const element of type.elements) {
    const item = element && skipTransparent(element);
    if (item?.type !== AST_NODE_TYPES.Literal) return false;
    names.push(item.value);
  }
  return names.includes("string") && names.every((name) => name === "string" || name === "null");
}

function checkZod(root: Node, zod: ZodReader, isFlag: (name: string) => boolean, problems: ParamProblem[]): void {
  walkZodFields(root, zod, {
    field: (schema, name, key, reader, declaredAt) => checkZodField(schema, name, key, reader, isFlag, problems, declaredAt),
    unionMember: (member, reader, prefix) => {
      // A member of a union that is `z.any()` makes the whole field any type.
      const found = reader.rootAnywhere(member);
      if (found && (found.kind === "any" || found.kind === "unknown") && prefix !== "") {
        problems.push({ kind: "anyType", node: found.call, name: prefix.slice(0, -1), zodKind: found.kind });
      }
    },
  });
}

/** What {@link walkZodFields} reports: each field's schema, and each member of a union of object schemas. */
export interface ZodFieldVisitor {
  /**
   * A field's schema (an array field's by its elements, named `tags[]`), its dotted name, its key
   * where the schema is the property's own value (`""` for elements), the reader of the module it is
   * written in, and the property's key.
   */
  readonly field: (schema: Node, name: string, key: string, reader: ZodReader, declaredAt: Node) => void;
  readonly unionMember?: (member: Node, reader: ZodReader, prefix: string) => void;
}

/**
 * Walks a zod object schema field by field, nested objects, spreads, bases (`.extend`), union
 * members and helpers of other modules included, each schema once, at most {@link MAX_DEPTH} deep.
 */
export function walkZodFields(root: Node, zod: ZodReader, visitor: ZodFieldVisitor): void {
  const stack: Array<[Node, number, string, ZodReader]> = [[root, 0, "", zod]];
  // A schema shared by several members or spreads is walked once, under the first name that reaches it.
  const walked = new Set<Node>();
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth, prefix, reader] = entry;
    if (depth > MAX_DEPTH || walked.has(node)) continue;
    walked.add(node);
    // The fields of a schema of another module are read by that module's reader.
    const fields = reader.objectFields(node);
    const zod = fields?.reader ?? reader;
    // Each member of a union of object schemas, under the same name (`query.source`).
    const union = fields ? null : reader.unionMembers(node);
    for (const member of union?.members ?? []) {
      visitor.unionMember?.(member, union!.reader, prefix);
      stack.push([member, depth + 1, prefix, union!.reader]);
    }
    for (const base of fields?.bases ?? []) stack.push([base.node, depth + 1, prefix, base.reader]);
    for (const object of fields?.objects ?? []) {
      for (const property of object.properties) {
        // `{ ...common, limit: … }`: the spread's fields are this schema's too.
        if (property.type === AST_NODE_TYPES.SpreadElement) stack.push([property.argument, depth + 1, prefix, zod]);
        if (property.type !== AST_NODE_TYPES.Property) continue;
        const key = getStaticPropertyName(property);
        if (key === null) continue;
        // An array field (`z.array(x)`, `x.array()`, nested or wrapped) is checked by its
        // elements, named `tags[]`; elements are not flags, whatever the array's name.
        let schema: Node = property.value;
        let name = prefix + key;
        for (let level = 0; level < MAX_DEPTH; level++) {
          const element = zod.arrayElement(schema);
          if (!element) break;
          schema = element;
          name += "[]";
        }
        visitor.field(schema, name, schema === property.value ? key : "", zod, property.key);
        stack.push([schema, depth + 1, `${name}.`, zod]);
      }
    }
  }
}

function checkZodField(
  value: Node,
  name: string,
  key: string,
  zod: ZodReader,
  isFlag: (name: string) => boolean,
  found: ParamProblem[],
  declaredAt: Node,
): void {
  // A helper of another module (`numResults: lenientNumber()`) is checked where it is written.
  const root = zod.rootAnywhere(value);
  if (!root) return;
  // A schema written in this property (not a helper's, which is reported where it is written) is
  // reported from the property's name.
  const own = root.call.range[0] >= declaredAt.range[1] && root.call.range[1] <= (declaredAt.parent as TSESTree.Property).range[1];
  const problems = { push: (problem: ParamProblem) => found.push(own ? { ...problem, declaredAt } : problem) };
  const callee = skipTransparent(root.call.callee) as TSESTree.MemberExpression;
  if (root.coerced && root.kind === "boolean") problems.push({ kind: "coerceBoolean", node: root.call, name, callee });
  else if (root.coerced && (root.kind === "number" || root.kind === "int")) {
    problems.push({ kind: "coerceNumber", node: root.call, name, callee });
  } else if (root.kind === "any" || root.kind === "unknown") {
    problems.push({ kind: "anyType", node: root.call, name, zodKind: root.kind });
  } else if (root.kind === "enum" && !root.coerced && root.call.arguments[0] && isTrueFalseStrings(skipTransparent(root.call.arguments[0]))) {
    problems.push({ kind: "stringBoolean", node: root.call, name });
  } else if (root.kind === "string" && !root.coerced && key !== "" && isFlag(key)) {
    problems.push({ kind: "flagTypedString", node: root.call, name });
  }
}

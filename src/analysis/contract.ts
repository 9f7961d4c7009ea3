/**
 * The *contract* of a tool value: which values are valid. It is read from what the program
 * declares about the value, in this order:
 *
 * 1. the schema the SDK validated the value against (its shape), where it can be read;
 * 2. a TypeScript declaration on the value's way: a cast (`args as { listId: string }`), a
 *    parameter's or variable's annotation (`input: { namespace?: string }`), or an interface or
 *    type alias (of the file, or imported) that such an annotation names; or else a JSON Schema of
 *    the file that gives a property of the field's name one type (a low-level server's tool list);
 * 3. the program's own use: a value it parses as JSON text or calls a string method on is a string;
 * 4. the field's name, for names that say what kind of value they hold (`listId`, `slug`, `path`,
 *    `url`, `query`, `description`; `limit`, `count`, `timeout`).
 *
 * The contract is not *evidence*: a cast does not make the value a string. Rules about wrong types
 * slipping through (`no-truthy-tool-value`, `no-coercion-before-validation`, `no-ungated-lookup`) do
 * not ask it. Rules about valid values lost (`no-truthy-presence-check`, `no-lossy-default`) do: on a
 * field whose contract is a string id, `if (!listId) return error` loses no valid value.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getStaticPropertyName, pushChildren, isStaticCall, outermostWrapper, skipTransparent } from "./ast.js";
import { type ToolValue, fieldNameOf } from "./flow.js";
import { isEmptyAValueName } from "./names.js";
import { type KnownShape, isUnread, shapeOf, statesZero, withDocumentedMinimum } from "./shape.js";
import type { NameResolver } from "./resolve.js";

export type ContractType = "string" | "number" | "boolean" | "object" | "array" | "unknown";

export interface Contract {
  readonly type: ContractType;
  /** Where the contract was read: the schema, a TypeScript declaration, the program's use, or the field's name. */
  readonly from: "schema" | "declaration" | "usage" | "name";
  /** Its type's falsy value is ruled out (`.min(1)`, a union of non-empty literals). */
  readonly nonEmpty?: boolean;
}

type TypeDeclaration = TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration;

/** What the contract reader needs of the file's analysis. */
export interface ContractContext extends NameResolver {
  readonly program: TSESTree.Program;
  /** The tool value an expression evaluates to, and every expression reading the same value. */
  readonly valueOf?: (node: Node) => ToolValue | undefined;
  readonly occurrencesOf?: (key: string) => readonly Node[];
  /** The tree's visitor keys, for reading the JSON Schemas the file declares. */
  readonly visitorKeys?: Readonly<Record<string, readonly string[] | undefined>>;
  /** What the JSON Schemas of the project's other tool-defining modules say of a property name. */
  readonly projectSchemaField?: (field: string) => Contract | null | undefined;
  /** An interface or type alias imported from another module, with that module's context. */
  readonly importedType?: (name: TSESTree.Identifier) => { readonly declaration: TypeDeclaration; readonly context: ContractContext } | null;
}

/** Aliases, casts and annotations followed back from one value, at most. */
const MAX_HOPS = 8;

/**
 * The contract of `value` where `node` reads it, or `undefined` when nothing declares it. A schema
 * that could not be read declares nothing here: rules treat such a value on its own terms.
 */
export function contractOf(value: ToolValue, node: Node, context: ContractContext): Contract | undefined {
  const shape = shapeOf(value);
  // A validated string states a string contract: whether `""` is one of its values is the
  // field's name's to say (a path, an id or a date is never empty; a separator can be).
  if (shape?.type === "string" && !shape.values) return { type: "string", from: "schema" };
  if (shape && !isUnread(shape) && shape.type !== "unknown") return fromShape();
  // A schema that could not be read: no declaration on the way can say more than it.
  if (shape && isUnread(shape)) return undefined;
  const declared = declaredType(node, context, 0);
  if (declared) {
    const contract = classify(declared.node, declared.context, 0);
    if (contract && contract.type !== "unknown") return contract;
  }
  return fromFileSchemas(fieldNameOf(value), context) ?? fromUsage(value, context) ?? fromName(fieldNameOf(value));
}

const JSON_TYPES: Readonly<Record<string, ContractType>> = {
  string: "string",
  number: "number",
  integer: "number",
  boolean: "boolean",
  object: "object",
  array: "array",
};

/** What the JSON Schemas of a tree say of each property name: one contract, or `null` where they disagree. */
export type SchemaFieldContracts = ReadonlyMap<string, Contract | null>;

const schemaFields = new WeakMap<TSESTree.Program, SchemaFieldContracts>();

/**
 * The type the JSON Schemas of a tree give each property name (`properties: { strip_ads: { type:
 * "boolean" } }` in a tool list of a low-level MCP server, whose handler reads the same arguments
 * unvalidated), and whether its type's falsy value is ruled out: an `enum` of non-empty strings, a
 * `minLength` of 1 or more, a `minimum` of 1 or more. Two schemas that disagree on the type give `null`.
 */
export function schemaFieldContracts(program: TSESTree.Program, keys: Readonly<Record<string, readonly string[] | undefined>>): SchemaFieldContracts {
  const cached = schemaFields.get(program);
  if (cached) return cached;
  const fields = new Map<string, Contract | null>();
  const stack: Node[] = [program];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === AST_NODE_TYPES.Property && getStaticPropertyName(node) === "properties" && node.value.type === AST_NODE_TYPES.ObjectExpression) {
      for (const property of node.value.properties) {
        if (property.type !== AST_NODE_TYPES.Property || property.value.type !== AST_NODE_TYPES.ObjectExpression) continue;
        const name = getStaticPropertyName(property);
        const contract = name === null ? undefined : propertyContract(property.value);
        if (name === null || !contract) continue;
        fields.set(name, mergeContracts(fields.get(name), contract));
      }
    }
    pushChildren(node, keys, stack);
  }
  schemaFields.set(program, fields);
  return fields;
}

/** Two schemas' word on one property name: the same type, non-empty only where both say so. */
export function mergeContracts(known: Contract | null | undefined, next: Contract): Contract | null {
  if (known === undefined) return next;
  if (known === null || known.type !== next.type) return null;
  return known.nonEmpty === true && next.nonEmpty === true ? known : { type: known.type, from: known.from };
}

/** A JSON Schema property literal's contract: its `type`, and whether its falsy value is excluded. */
function propertyContract(schema: TSESTree.ObjectExpression): Contract | undefined {
  const valueOf = (key: string): Node | undefined => {
    const found = schema.properties.find((candidate) => candidate.type === AST_NODE_TYPES.Property && getStaticPropertyName(candidate) === key);
    return found?.type === AST_NODE_TYPES.Property ? skipTransparent(found.value) : undefined;
  };
  const literal = valueOf("type");
  const type = literal?.type === AST_NODE_TYPES.Literal && typeof literal.value === "string" ? JSON_TYPES[literal.value] : undefined;
  if (!type) return undefined;
  const number = (node: Node | undefined): number | null => (node?.type === AST_NODE_TYPES.Literal && typeof node.value === "number" ? node.value : null);
  const values = valueOf("enum");
  // `enum: ["asc", "desc"]`, `enum: [1, 2, 3, 4]`: none of the values is falsy.
  const nonEmptyEnum =
    values?.type === AST_NODE_TYPES.ArrayExpression &&
    values.elements.length > 0 &&
    values.elements.every((element) => element?.type === AST_NODE_TYPES.Literal && element.value !== null && Boolean(element.value));
  const description = valueOf("description");
  const text = description?.type === AST_NODE_TYPES.Literal && typeof description.value === "string" ? description.value : "";
  const nonEmpty =
    nonEmptyEnum ||
    (type === "string" && (number(valueOf("minLength")) ?? 0) >= 1) ||
    (type === "number" &&
      ((number(valueOf("minimum")) ?? -1) >= 1 ||
        (number(valueOf("exclusiveMinimum")) ?? -1) >= 0 ||
        // "Filter by priority level (1-4)": the description bounds it as the model reads it.
        withDocumentedMinimum({ type: "number" }, text).nonEmpty === true));
  return nonEmpty ? { type, from: "declaration", nonEmpty: true } : { type, from: "declaration" };
}

/**
 * The contract the JSON Schemas of the file give a property of this name, else those of the
 * project's other modules that define tools (a tool list kept apart from its handlers).
 * `undefined` when none names it, or two give it different types.
 */
function fromFileSchemas(field: string, context: ContractContext): Contract | undefined {
  if (field === "" || !context.visitorKeys) return undefined;
  const own = schemaFieldContracts(context.program, context.visitorKeys).get(field);
  if (own !== undefined) return own ?? undefined;
  return context.projectSchemaField?.(field) ?? undefined;
}

/** Methods only strings have: a value the program calls them on is a string to the program. */
const STRING_METHODS = new Set([
  "split",
  "trim",
  "trimStart",
  "trimEnd",
  "toLowerCase",
  "toUpperCase",
  "startsWith",
  "endsWith",
  "padStart",
  "padEnd",
  "replaceAll",
  "localeCompare",
  "normalize",
  "charAt",
  "codePointAt",
]);

/** Methods only lists have. */
const LIST_METHODS = new Set(["map", "filter", "forEach", "flatMap", "some", "every", "find", "findIndex", "reduce", "join", "push"]);

function isCalled(member: Node): boolean {
  const call = outermostWrapper(member).parent;
  return call?.type === AST_NODE_TYPES.CallExpression && call.callee === outermostWrapper(member);
}

/**
 * A contract the program's own use states: a value it parses as JSON text (`JSON.parse(options)`)
 * or calls a string method on (`query.trim()`) is a string to it; one whose `.length` it reads or
 * that it maps, filters or joins is a list (or text).
 */
function fromUsage(value: ToolValue, context: ContractContext): Contract | undefined {
  // Asked for every value of a key: the answer is the key's, computed once (a 20,000-step alias
  // chain has 20,000 reads of one key).
  const cache = cacheOf(context).usage;
  if (cache.has(value.key)) return cache.get(value.key) ?? undefined;
  const found = usageOf(value, context);
  cache.set(value.key, found ?? null);
  return found;
}

interface ContractCaches {
  readonly usage: Map<string, Contract | null>;
  readonly bindings: Map<string, Typed | null>;
}

const caches = new WeakMap<ContractContext, ContractCaches>();

function cacheOf(context: ContractContext): ContractCaches {
  let cache = caches.get(context);
  if (!cache) caches.set(context, (cache = { usage: new Map(), bindings: new Map() }));
  return cache;
}

function usageOf(value: ToolValue, context: ContractContext): Contract | undefined {
  for (const occurrence of context.occurrencesOf?.(value.key) ?? []) {
    const outer = outermostWrapper(occurrence);
    const parent = outer.parent;
    if (parent?.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === outer && isStaticCall(parent, "JSON", "parse")) {
      return { type: "string", from: "usage" };
    }
    if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === outer && !parent.computed) {
      const method = getStaticPropertyName(parent);
      // `elicitations.length`, `items.map(…)`: a list (or text) to the program, never a number or a flag.
      if (method === "length" || (method !== null && LIST_METHODS.has(method) && isCalled(parent))) return { type: "array", from: "usage" };
      const call = outermostWrapper(parent).parent;
      if (method !== null && STRING_METHODS.has(method) && call?.type === AST_NODE_TYPES.CallExpression && call.callee === outermostWrapper(parent)) {
        return { type: "string", from: "usage" };
      }
    }
  }
  return undefined;
}

/**
 * `true` when no valid value under the contract is falsy, other than a missing field: a string
 * (an id, a name, a path: `""` is not one), an object, an array, or a type whose falsy value is
 * ruled out, or a number that is positive by its name (a port, a batch size). Not for names where
 * an empty string is a value (`separator`, `replacement`).
 */
export function excludesFalsy(contract: Contract | undefined, field: string, validated?: KnownShape): boolean {
  if (!contract) return false;
  // A name says a number is positive, unless the schema says in so many words that 0 is valid.
  if (contract.nonEmpty || (isPositiveNumberName(field) && !statesZero(validated))) return true;
  switch (contract.type) {
    case "object":
    case "array":
      return true;
    case "string":
      return !isEmptyAValueName(field);
    default:
      return false;
  }
}

/**
 * Numbers that are positive by what they are, whatever the schema's bounds: a port (0 asks the
 * system for any port, never what a caller means), the size of a batch or chunk (0 never advances),
 * a count of workers, and the id of a record (`parentId`, `thread_id`, `workItemId`: a service
 * numbers its records from 1; never a bare `id`, which a JSON-RPC peer may count from 0). Not the
 * id of something counted in place or of a kind, which is numbered from 0: a sheet, a tab, a frame,
 * a device, a partition, a slot, a row or a column, a core, a shard, a worker, a camera or a
 * screen, a node, a rank, a step, an option, a cell, a pin, a status, a type, a category, a level,
 * a channel, a stream, a page. A schema that states 0 (`.min(0)`, a value `0`, "0-based") wins.
 */
const POSITIVE_NUMBER_NAME =
  /(?:^|_)(?:port|batch_?size|chunk_?size|concurrency|workers|threads)$|[a-z0-9]_(?<!(?:sheet|tab|frame|device|partition|slot|row|column|col|index|core|cpu|gpu|layer|track|page|shard|worker|camera|display|screen|node|rank|step|option|cell|pin|status|type|category|level|channel|stream)_)id$/u;

/** A page number: `page`, `pageNumber`, `current_page`, `page_no` (not `per_page`, `pageSize` or `pageId`). */
export function isPageNumberName(field: string): boolean {
  return /(?:^|_)(?<!per_)page(?:_(?:number|num|no))?$/u.test(snakeName(field));
}

/** A number field whose name says that `0` is not one of its values (see `POSITIVE_NUMBER_NAME`). */
export function isPositiveNumberName(field: string): boolean {
  return POSITIVE_NUMBER_NAME.test(snakeName(field));
}

/**
 * A schema the rules already judge on their own terms (`canBeFalsy`, `isBlankArgument`): its
 * contract says nothing more, so that a declaration on the way cannot overrule it.
 */
function fromShape(): Contract {
  return { type: "unknown", from: "schema" };
}

/**
 * The names below are matched on the field's last words, in snake case (`listId` → `list_id`):
 * `description` does not end in the word `n`, nor `report` in `port`.
 */
const STRING_NAME =
  /(?:^|_)(?:id|ids|uuid|slug|name|path|paths|url|uri|href|query|q|title|email|namespace|filename|dirname|directory|dir|branch|repo|owner|token|cursor|sha|hash|label|locale|lang|language|description|summary|note|notes|comment|category|reason|key|keys|field|fields|column|columns)$/u;
const NUMBER_NAME = /(?:^|_)(?:limit|count|offset|page|pages|size|timeout|max|min|depth|retries|replicas|port|amount|total|n|index|seconds|ms|minutes|hours|days)$/u;

/** `listId` → `list_id`, `pageSize` → `page_size`, `URLPath` → `url_path`, `max-tokens` → `max_tokens`. */
function snakeName(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/gu, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/gu, "$1_$2")
    .replace(/-/gu, "_")
    .toLowerCase();
}

/** A contract read from the field's name, for names that say what they hold. */
export function fromName(field: string): Contract | undefined {
  if (field === "") return undefined;
  const words = snakeName(field);
  if (NUMBER_NAME.test(words)) return { type: "number", from: "name" };
  if (STRING_NAME.test(words)) return { type: "string", from: "name" };
  return undefined;
}

/** A declared type, with the context of the module it is written in. */
interface Typed {
  readonly node: TSESTree.TypeNode;
  readonly context: ContractContext;
}

const typed = (node: TSESTree.TypeNode | null | undefined, context: ContractContext): Typed | null =>
  node && !isAnyOrUnknown(node) ? { node, context } : null;

/** The type a TypeScript declaration gives the expression `node` on its way from the source. */
function declaredType(node: Node, context: ContractContext, hops: number): Typed | null {
  if (hops > MAX_HOPS) return null;
  // `x as T`, `<T>x` around the read itself.
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.TSAsExpression || parent.type === AST_NODE_TYPES.TSTypeAssertion) {
      const cast = typed(parent.typeAnnotation, context);
      if (cast) return cast;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.TSNonNullExpression || parent.type === AST_NODE_TYPES.ChainExpression) continue;
    break;
  }
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.MemberExpression) {
    const field = getStaticPropertyName(inner);
    if (field === null) return null;
    const objectType = typeOfExpression(inner.object, context, hops + 1);
    return objectType ? memberType(objectType, field, 0) : null;
  }
  if (inner.type === AST_NODE_TYPES.Identifier) return typeOfBinding(inner, context, hops + 1);
  return null;
}

/** The declared type of an object expression: a cast on it, or the declaration of the name it is. */
function typeOfExpression(node: Node, context: ContractContext, hops: number): Typed | null {
  if (hops > MAX_HOPS) return null;
  const expression = node.type === AST_NODE_TYPES.ChainExpression ? node.expression : node;
  if (expression.type === AST_NODE_TYPES.TSAsExpression || expression.type === AST_NODE_TYPES.TSTypeAssertion) {
    return typed(expression.typeAnnotation, context) ?? typeOfExpression(expression.expression, context, hops + 1);
  }
  if (expression.type === AST_NODE_TYPES.TSNonNullExpression) return typeOfExpression(expression.expression, context, hops + 1);
  if (expression.type === AST_NODE_TYPES.Identifier) return typeOfBinding(expression, context, hops + 1);
  if (expression.type === AST_NODE_TYPES.MemberExpression) {
    const field = getStaticPropertyName(expression);
    const objectType = field === null ? null : typeOfExpression(expression.object, context, hops + 1);
    return objectType && field !== null ? memberType(objectType, field, 0) : null;
  }
  return null;
}

/**
 * The declared type of a name: its own declaration's, or, where it has none (`input: any`), that of
 * another binding on the value's way that reads the same tool value (the typed parameter of the
 * function that called this one).
 */
function typeOfBinding(identifier: TSESTree.Identifier, context: ContractContext, hops: number): Typed | null {
  if (hops > MAX_HOPS) return null;
  const own = ownTypeOfBinding(identifier, context, hops);
  if (own) return own;
  const value = context.valueOf?.(identifier);
  if (!value || !context.occurrencesOf) return null;
  // The first binding of the key that declares a type: the same for every read of the key.
  const cache = cacheOf(context).bindings;
  if (cache.has(value.key)) return cache.get(value.key) ?? null;
  let found: Typed | null = null;
  for (const other of context.occurrencesOf(value.key)) {
    if (other.type !== AST_NODE_TYPES.Identifier) continue;
    found = ownTypeOfBinding(other, context, hops + 1);
    if (found) break;
  }
  cache.set(value.key, found);
  return found;
}

/** The type a name's own declaration gives it: an annotation, its field of a pattern's type, or its initialiser's. */
function ownTypeOfBinding(identifier: TSESTree.Identifier, context: ContractContext, hops: number): Typed | null {
  if (hops > MAX_HOPS) return null;
  const definition = context.resolveVariable(identifier)?.defs[0];
  if (!definition) return null;
  const name = definition.name as TSESTree.Identifier;
  const annotation = typed(name.typeAnnotation?.typeAnnotation, context);
  if (annotation) return annotation;
  // `({ namespace }: Args)` and `const { namespace } = input as Args`: the field of the pattern's type.
  const property = name.parent;
  if (property?.type === AST_NODE_TYPES.Property && property.parent.type === AST_NODE_TYPES.ObjectPattern) {
    const key = getStaticPropertyName(property);
    const pattern = property.parent;
    const patternType = typed(pattern.typeAnnotation?.typeAnnotation, context) ?? patternInitType(pattern, context, hops);
    return key !== null && patternType ? memberType(patternType, key, 0) : null;
  }
  if (definition.type === "Variable" && definition.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.id === name) {
    const init = definition.node.init;
    return init ? typeOfExpression(init, context, hops + 1) : null;
  }
  return null;
}

/** The declared type of what an object pattern destructures: `const { a } = x as T` or `= x` with `x: T`. */
function patternInitType(pattern: TSESTree.ObjectPattern, context: ContractContext, hops: number): Typed | null {
  const declarator = pattern.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id !== pattern || !declarator.init) return null;
  return typeOfExpression(declarator.init, context, hops + 1);
}

function isAnyOrUnknown(type: TSESTree.TypeNode): boolean {
  return type.type === AST_NODE_TYPES.TSAnyKeyword || type.type === AST_NODE_TYPES.TSUnknownKeyword;
}

/** The type of field `name` of a declared type: a type literal's member, or an interface's or alias's. */
function memberType(owner: Typed, name: string, depth: number): Typed | null {
  if (depth > MAX_HOPS) return null;
  const { node: type, context } = owner;
  switch (type.type) {
    case AST_NODE_TYPES.TSTypeLiteral:
      return typed(signatureType(type.members, name), context);
    case AST_NODE_TYPES.TSIntersectionType:
      for (const part of type.types) {
        const found = memberType({ node: part, context }, name, depth + 1);
        if (found) return found;
      }
      return null;
    case AST_NODE_TYPES.TSTypeReference: {
      if (type.typeName.type !== AST_NODE_TYPES.Identifier) return null;
      const typeName = type.typeName.name;
      if ((typeName === "Record" || typeName === "Partial" || typeName === "Required" || typeName === "Readonly") && type.typeArguments) {
        const [first, second] = type.typeArguments.params;
        if (typeName === "Record") return typed(second, context);
        return first ? memberType({ node: first, context }, name, depth + 1) : null;
      }
      const found = typeDeclaration(type.typeName, context);
      if (found?.declaration.type === AST_NODE_TYPES.TSInterfaceDeclaration) {
        return typed(signatureType(found.declaration.body.body, name), found.context);
      }
      if (found?.declaration.type === AST_NODE_TYPES.TSTypeAliasDeclaration) {
        return memberType({ node: found.declaration.typeAnnotation, context: found.context }, name, depth + 1);
      }
      return null;
    }
    default:
      return null;
  }
}

function signatureType(members: readonly TSESTree.TypeElement[], name: string): TSESTree.TypeNode | null {
  for (const member of members) {
    if (member.type !== AST_NODE_TYPES.TSPropertySignature || member.computed) continue;
    const key = member.key.type === AST_NODE_TYPES.Identifier ? member.key.name : member.key.type === AST_NODE_TYPES.Literal ? String(member.key.value) : null;
    if (key === name) return member.typeAnnotation?.typeAnnotation ?? null;
  }
  return null;
}

const declarations = new WeakMap<TSESTree.Program, Map<string, TypeDeclaration>>();

/** The interfaces and type aliases a file declares at its top level (exported or not), read once per file. */
export function declaredTypes(program: TSESTree.Program): ReadonlyMap<string, TypeDeclaration> {
  let byName = declarations.get(program);
  if (!byName) {
    byName = new Map();
    for (const statement of program.body) {
      const declaration =
        statement.type === AST_NODE_TYPES.ExportNamedDeclaration && statement.declaration ? statement.declaration : statement;
      if (declaration.type === AST_NODE_TYPES.TSInterfaceDeclaration || declaration.type === AST_NODE_TYPES.TSTypeAliasDeclaration) {
        byName.set(declaration.id.name, declaration);
      }
    }
    declarations.set(program, byName);
  }
  return byName;
}

/** An interface or type alias of this file (top level, exported or not), or one it imports. */
function typeDeclaration(typeName: TSESTree.Identifier, context: ContractContext): { declaration: TypeDeclaration; context: ContractContext } | null {
  const local = declaredTypes(context.program).get(typeName.name);
  if (local) return { declaration: local, context };
  return context.importedType?.(typeName) ?? null;
}

/** What a declared type says: its kind, and whether its falsy value is ruled out. */
function classify(type: TSESTree.TypeNode, context: ContractContext, depth: number): Contract | undefined {
  if (depth > MAX_HOPS) return undefined;
  const declared = (kind: ContractType, nonEmpty = false): Contract => (nonEmpty ? { type: kind, from: "declaration", nonEmpty } : { type: kind, from: "declaration" });
  switch (type.type) {
    case AST_NODE_TYPES.TSStringKeyword:
      return declared("string");
    case AST_NODE_TYPES.TSNumberKeyword:
    case AST_NODE_TYPES.TSBigIntKeyword:
      return declared("number");
    case AST_NODE_TYPES.TSBooleanKeyword:
      return declared("boolean");
    case AST_NODE_TYPES.TSArrayType:
    case AST_NODE_TYPES.TSTupleType:
      return declared("array");
    case AST_NODE_TYPES.TSTypeLiteral:
    case AST_NODE_TYPES.TSObjectKeyword:
    case AST_NODE_TYPES.TSFunctionType:
      return declared("object");
    case AST_NODE_TYPES.TSLiteralType: {
      const literal = type.literal;
      if (literal.type !== AST_NODE_TYPES.Literal) return declared("string", true);
      const kind = typeof literal.value === "string" ? "string" : typeof literal.value === "number" ? "number" : typeof literal.value === "boolean" ? "boolean" : "unknown";
      return declared(kind, Boolean(literal.value));
    }
    case AST_NODE_TYPES.TSUnionType: {
      // `string | undefined`, `"a" | "b"`, `number | null`: the missing and null members say "absent".
      const parts = type.types
        .filter((part) => part.type !== AST_NODE_TYPES.TSUndefinedKeyword && part.type !== AST_NODE_TYPES.TSNullKeyword)
        .map((part) => classify(part, context, depth + 1));
      if (parts.length === 0 || parts.some((part) => !part)) return undefined;
      const kinds = new Set(parts.map((part) => part!.type));
      if (kinds.size === 1) return declared(parts[0]!.type, parts.every((part) => part!.nonEmpty === true));
      // `string | string[]`: a list or an object is never falsy, so the falsy values the union
      // allows are its string's; `string[] | Record<…>` allows none.
      const falsyKinds = [...kinds].filter((kind) => kind !== "array" && kind !== "object");
      if (falsyKinds.length === 0) return declared("object");
      if (falsyKinds.length !== 1 || falsyKinds[0] !== "string") return undefined;
      return declared("string", parts.every((part) => part!.type !== "string" || part!.nonEmpty === true));
    }
    case AST_NODE_TYPES.TSTypeReference: {
      if (type.typeName.type !== AST_NODE_TYPES.Identifier) return undefined;
      const name = type.typeName.name;
      if (name === "Array" || name === "ReadonlyArray") return declared("array");
      if (name === "Record" || name === "Map" || name === "Set" || name === "Date" || name === "Partial" || name === "Required" || name === "Readonly") {
        return declared("object");
      }
      const found = typeDeclaration(type.typeName, context);
      if (found?.declaration.type === AST_NODE_TYPES.TSInterfaceDeclaration) return declared("object");
      if (found?.declaration.type === AST_NODE_TYPES.TSTypeAliasDeclaration) return classify(found.declaration.typeAnnotation, found.context, depth + 1);
      return undefined;
    }
    default:
      return undefined;
  }
}

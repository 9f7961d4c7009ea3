/**
 * The *contract* of a tool value: which values are valid. It is read from what the program
 * declares about the value, in this order:
 *
 * 1. the schema the SDK validated the value against (its shape), where it can be read;
 * 2. a TypeScript declaration on the value's way: a cast (`args as { listId: string }`), a
 *    parameter's or variable's annotation (`input: { namespace?: string }`), or an interface or
 *    type alias of the file that such an annotation names;
 * 3. the field's name, for names that say what kind of value they hold (`listId`, `slug`, `path`,
 *    `url`, `query`; `limit`, `count`, `timeout`).
 *
 * The contract is not *evidence*: a cast does not make the value a string. Rules about wrong types
 * slipping through (`no-truthy-tool-value`, `no-coercion-before-validation`, `no-ungated-lookup`) do
 * not ask it. Rules about valid values lost (`no-truthy-presence-check`, `no-lossy-default`) do: on a
 * field whose contract is a string id, `if (!listId) return error` loses no valid value.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getStaticPropertyName, skipTransparent } from "./ast.js";
import { type ToolValue, fieldNameOf } from "./flow.js";
import { isEmptyAValueName } from "./names.js";
import { isUnread, shapeOf } from "./shape.js";
import type { NameResolver } from "./resolve.js";

export type ContractType = "string" | "number" | "boolean" | "object" | "array" | "unknown";

export interface Contract {
  readonly type: ContractType;
  /** Where the contract was read: the schema, a TypeScript declaration, or the field's name. */
  readonly from: "schema" | "declaration" | "name";
  /** Its type's falsy value is ruled out (`.min(1)`, a union of non-empty literals). */
  readonly nonEmpty?: boolean;
}

/** What the contract reader needs of the file's analysis. */
export interface ContractContext extends NameResolver {
  readonly program: TSESTree.Program;
}

/** Aliases, casts and annotations followed back from one value, at most. */
const MAX_HOPS = 8;

/**
 * The contract of `value` where `node` reads it, or `undefined` when nothing declares it. A schema
 * that could not be read declares nothing here: rules treat such a value on its own terms.
 */
export function contractOf(value: ToolValue, node: Node, context: ContractContext): Contract | undefined {
  const shape = shapeOf(value);
  if (shape && !isUnread(shape) && shape.type !== "unknown") return fromShape();
  // A schema that could not be read: no declaration on the way can say more than it.
  if (shape && isUnread(shape)) return undefined;
  const declared = declaredType(node, context, 0);
  if (declared) {
    const contract = classify(declared, context, 0);
    if (contract && contract.type !== "unknown") return contract;
  }
  return fromName(fieldNameOf(value));
}

/**
 * `true` when no valid value under the contract is falsy, other than a missing field: a string
 * (an id, a name, a path: `""` is not one), an object, an array, or a type whose falsy value is
 * ruled out. Not for names where an empty string is a value (`separator`, `replacement`).
 */
export function excludesFalsy(contract: Contract | undefined, field: string): boolean {
  if (!contract) return false;
  if (contract.nonEmpty) return true;
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
 * A schema the rules already judge on their own terms (`canBeFalsy`, `isBlankArgument`): its
 * contract says nothing more, so that a declaration on the way cannot overrule it.
 */
function fromShape(): Contract {
  return { type: "unknown", from: "schema" };
}

const STRING_NAME =
  /(?:^|_|[a-z](?=[A-Z]))(?:id|ids|uuid|slug|name|path|paths|url|uri|href|query|q|title|email|namespace|filename|dirname|directory|dir|branch|repo|owner|token|cursor|sha|hash|label|locale|lang|language)$/iu;
const NUMBER_NAME = /(?:^|_|[a-z](?=[A-Z]))(?:limit|count|offset|page|pages|size|timeout|max|min|depth|retries|replicas|port|amount|total|n|index|seconds|ms|minutes|hours|days)$/iu;

/** A contract read from the field's name, for names that say what they hold. */
export function fromName(field: string): Contract | undefined {
  if (field === "") return undefined;
  if (NUMBER_NAME.test(field)) return { type: "number", from: "name" };
  if (STRING_NAME.test(field)) return { type: "string", from: "name" };
  return undefined;
}

/** The type a TypeScript declaration gives the expression `node` on its way from the source. */
function declaredType(node: Node, context: ContractContext, hops: number): TSESTree.TypeNode | null {
  if (hops > MAX_HOPS) return null;
  let expression = node;
  // `x as T`, `<T>x`, `x satisfies T` around the read itself.
  for (let parent = expression.parent; parent; parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.TSAsExpression || parent.type === AST_NODE_TYPES.TSTypeAssertion) {
      if (!isAnyOrUnknown(parent.typeAnnotation)) return parent.typeAnnotation;
      expression = parent;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.TSNonNullExpression || parent.type === AST_NODE_TYPES.ChainExpression) {
      expression = parent;
      continue;
    }
    break;
  }
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.MemberExpression) {
    const field = getStaticPropertyName(inner);
    if (field === null) return null;
    const objectType = typeOfExpression(inner.object, context, hops + 1);
    return objectType ? memberType(objectType, field, context, 0) : null;
  }
  if (inner.type === AST_NODE_TYPES.Identifier) return typeOfBinding(inner, context, hops + 1);
  return null;
}

/** The declared type of an object expression: a cast on it, or the declaration of the name it is. */
function typeOfExpression(node: Node, context: ContractContext, hops: number): TSESTree.TypeNode | null {
  if (hops > MAX_HOPS) return null;
  const expression = node.type === AST_NODE_TYPES.ChainExpression ? node.expression : node;
  if (expression.type === AST_NODE_TYPES.TSAsExpression || expression.type === AST_NODE_TYPES.TSTypeAssertion) {
    return isAnyOrUnknown(expression.typeAnnotation) ? typeOfExpression(expression.expression, context, hops + 1) : expression.typeAnnotation;
  }
  if (expression.type === AST_NODE_TYPES.TSNonNullExpression) return typeOfExpression(expression.expression, context, hops + 1);
  if (expression.type === AST_NODE_TYPES.Identifier) return typeOfBinding(expression, context, hops + 1);
  if (expression.type === AST_NODE_TYPES.MemberExpression) {
    const field = getStaticPropertyName(expression);
    const objectType = field === null ? null : typeOfExpression(expression.object, context, hops + 1);
    return objectType && field !== null ? memberType(objectType, field, context, 0) : null;
  }
  return null;
}

/** The declared type of a name: its annotation, a destructured field's, or a cast on its initialiser. */
function typeOfBinding(identifier: TSESTree.Identifier, context: ContractContext, hops: number): TSESTree.TypeNode | null {
  if (hops > MAX_HOPS) return null;
  const definition = context.resolveVariable(identifier)?.defs[0];
  if (!definition) return null;
  const name = definition.name as TSESTree.Identifier;
  if (name.typeAnnotation && !isAnyOrUnknown(name.typeAnnotation.typeAnnotation)) return name.typeAnnotation.typeAnnotation;
  // `({ namespace }: Args)` and `const { namespace } = input as Args`: the field of the pattern's type.
  const property = name.parent;
  if (property?.type === AST_NODE_TYPES.Property && property.parent.type === AST_NODE_TYPES.ObjectPattern) {
    const key = getStaticPropertyName(property);
    const pattern = property.parent;
    const patternType = pattern.typeAnnotation?.typeAnnotation ?? patternInitType(pattern, context, hops);
    return key !== null && patternType ? memberType(patternType, key, context, 0) : null;
  }
  if (definition.type === "Variable" && definition.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.id === name) {
    const init = definition.node.init;
    return init ? typeOfExpression(init, context, hops + 1) : null;
  }
  return null;
}

/** The declared type of what an object pattern destructures: `const { a } = x as T` or `= x` with `x: T`. */
function patternInitType(pattern: TSESTree.ObjectPattern, context: ContractContext, hops: number): TSESTree.TypeNode | null {
  const declarator = pattern.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id !== pattern || !declarator.init) return null;
  return typeOfExpression(declarator.init, context, hops + 1);
}

function isAnyOrUnknown(type: TSESTree.TypeNode): boolean {
  return type.type === AST_NODE_TYPES.TSAnyKeyword || type.type === AST_NODE_TYPES.TSUnknownKeyword;
}

/** The type of field `name` of `type`: a type literal's member, or an interface's or alias's of this file. */
function memberType(type: TSESTree.TypeNode, name: string, context: ContractContext, depth: number): TSESTree.TypeNode | null {
  if (depth > MAX_HOPS) return null;
  switch (type.type) {
    case AST_NODE_TYPES.TSTypeLiteral:
      return signatureType(type.members, name);
    case AST_NODE_TYPES.TSIntersectionType:
      for (const part of type.types) {
        const found = memberType(part, name, context, depth + 1);
        if (found) return found;
      }
      return null;
    case AST_NODE_TYPES.TSTypeReference: {
      if (type.typeName.type !== AST_NODE_TYPES.Identifier) return null;
      const typeName = type.typeName.name;
      if ((typeName === "Record" || typeName === "Partial" || typeName === "Required" || typeName === "Readonly") && type.typeArguments) {
        const [first, second] = type.typeArguments.params;
        if (typeName === "Record") return second ?? null;
        return first ? memberType(first, name, context, depth + 1) : null;
      }
      const declaration = localTypeDeclaration(typeName, context);
      if (declaration?.type === AST_NODE_TYPES.TSInterfaceDeclaration) return signatureType(declaration.body.body, name);
      if (declaration?.type === AST_NODE_TYPES.TSTypeAliasDeclaration) return memberType(declaration.typeAnnotation, name, context, depth + 1);
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

const declarations = new WeakMap<TSESTree.Program, Map<string, TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration>>();

/** An interface or type alias declared at the top of the file (exported or not), by name. */
function localTypeDeclaration(name: string, context: ContractContext): TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration | null {
  let byName = declarations.get(context.program);
  if (!byName) {
    byName = new Map();
    for (const statement of context.program.body) {
      const declaration =
        statement.type === AST_NODE_TYPES.ExportNamedDeclaration && statement.declaration ? statement.declaration : statement;
      if (declaration.type === AST_NODE_TYPES.TSInterfaceDeclaration || declaration.type === AST_NODE_TYPES.TSTypeAliasDeclaration) {
        byName.set(declaration.id.name, declaration);
      }
    }
    declarations.set(context.program, byName);
  }
  return byName.get(name) ?? null;
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
      if (kinds.size !== 1) return undefined;
      return declared(parts[0]!.type, parts.every((part) => part!.nonEmpty === true));
    }
    case AST_NODE_TYPES.TSTypeReference: {
      if (type.typeName.type !== AST_NODE_TYPES.Identifier) return undefined;
      const name = type.typeName.name;
      if (name === "Array" || name === "ReadonlyArray") return declared("array");
      if (name === "Record" || name === "Map" || name === "Set" || name === "Date" || name === "Partial" || name === "Required" || name === "Readonly") {
        return declared("object");
      }
      const declaration = localTypeDeclaration(name, context);
      if (declaration?.type === AST_NODE_TYPES.TSInterfaceDeclaration) return declared("object");
      if (declaration?.type === AST_NODE_TYPES.TSTypeAliasDeclaration) return classify(declaration.typeAnnotation, context, depth + 1);
      return undefined;
    }
    default:
      return undefined;
  }
}

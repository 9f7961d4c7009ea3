/**
 * Reading a JSON Schema object literal (a tool's `parameters` / `input_schema` / `inputSchema`) into
 * a {@link KnownShape}, for SDKs that validate against it before calling the handler (LangChain),
 * and for `require-tool-param-types`, which checks the schema itself.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getStaticKeyValue, getStaticPropertyName, skipTransparent } from "./ast.js";
import { type KnownShape, type ShapeType, withDocumentedMinimum } from "./shape.js";

const MAX_DEPTH = 16;

/** The property `name` of an object literal, or `undefined`. */
export function propertyOf(object: TSESTree.ObjectExpression, name: string): TSESTree.Property | undefined {
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === name) return property;
  }
  return undefined;
}

/** `true` for an object literal that looks like a JSON Schema (`type`, `properties`, …), not a zod shape. */
export function isJsonSchemaLiteral(node: Node): node is TSESTree.ObjectExpression {
  const object = skipTransparent(node);
  if (object.type !== AST_NODE_TYPES.ObjectExpression) return false;
  const type = propertyOf(object, "type");
  const typeValue = type && skipTransparent(type.value);
  if (typeValue?.type === AST_NODE_TYPES.Literal && typeof typeValue.value === "string") return true;
  const properties = propertyOf(object, "properties");
  return properties !== undefined && skipTransparent(properties.value).type === AST_NODE_TYPES.ObjectExpression;
}

/** The shape a JSON Schema literal declares. */
export function readJsonSchema(node: Node, depth = 0): KnownShape {
  const schema = skipTransparent(node);
  if (schema.type !== AST_NODE_TYPES.ObjectExpression || depth > MAX_DEPTH) return { type: "unknown" };
  const literals = (name: string): unknown[] | null => {
    const property = propertyOf(schema, name);
    const value = property && skipTransparent(property.value);
    if (value?.type !== AST_NODE_TYPES.ArrayExpression) return null;
    const items: unknown[] = [];
    for (const element of value.elements) {
      if (element?.type !== AST_NODE_TYPES.Literal) return null;
      items.push(element.value);
    }
    return items;
  };
  const constant = propertyOf(schema, "const");
  const constValue = constant && skipTransparent(constant.value);
  const values =
    literals("enum") ?? (constValue?.type === AST_NODE_TYPES.Literal ? [constValue.value] : null) ?? undefined;

  const typeProperty = propertyOf(schema, "type");
  const typeNode = typeProperty && skipTransparent(typeProperty.value);
  let types: string[] = [];
  if (typeNode?.type === AST_NODE_TYPES.Literal && typeof typeNode.value === "string") types = [typeNode.value];
  else if (typeNode) types = (literals("type") ?? []).filter((type): type is string => typeof type === "string");
  const nullable = types.includes("null") || (values?.includes(null) ?? false);
  const own = types.filter((type) => type !== "null");
  let type: ShapeType = own.length === 1 ? toShapeType(own[0]!) : "unknown";
  if (type === "unknown" && values) type = typeOfValues(values);

  const shape: { -readonly [K in keyof KnownShape]: KnownShape[K] } = { type };
  if (values) shape.values = values;
  if (nullable) shape.nullable = true;
  if (type === "string" && numberAt(schema, "minLength") >= 1) shape.nonEmpty = true;
  if ((type === "number" || type === "integer") && (numberAt(schema, "minimum") > 0 || numberAt(schema, "exclusiveMinimum") >= 0)) {
    shape.nonEmpty = true;
  }
  const description = propertyOf(schema, "description");
  const descriptionText = description && getStaticKeyValue(skipTransparent(description.value));
  const documented = descriptionText ? withDocumentedMinimum(shape, descriptionText) : shape;
  if (documented.nonEmpty) shape.nonEmpty = true;
  if (type === "object") {
    const properties = propertyOf(schema, "properties");
    const object = properties && skipTransparent(properties.value);
    if (object?.type === AST_NODE_TYPES.ObjectExpression) {
      const fields: Record<string, KnownShape> = {};
      for (const property of object.properties) {
        if (property.type !== AST_NODE_TYPES.Property) continue;
        const key = getStaticPropertyName(property);
        if (key !== null) fields[key] = readJsonSchema(property.value, depth + 1);
      }
      shape.properties = fields;
    }
  }
  if (type === "array") {
    const items = propertyOf(schema, "items");
    if (items) shape.items = readJsonSchema(items.value, depth + 1);
  }
  return shape;
}

/**
 * The type an `enum` / `const` implies when no single `type` is declared, as `z.literal()` reads:
 * `"string"`, `"number"` or `"boolean"` when every value other than `null` has that type
 * (`null` makes the shape nullable, not mixed); `"unknown"` for mixed or other values.
 */
function typeOfValues(values: readonly unknown[]): ShapeType {
  const types = new Set(values.filter((value) => value !== null).map((value) => typeof value));
  if (types.size !== 1) return "unknown";
  const [only] = types;
  return only === "string" || only === "number" || only === "boolean" ? only : "unknown";
}

function toShapeType(type: string): ShapeType {
  switch (type) {
    case "string":
    case "number":
    case "integer":
    case "boolean":
    case "object":
    case "array":
    case "null":
      return type;
    default:
      return "unknown";
  }
}

/** A numeric keyword's value (`-Infinity` when absent or not a number literal). */
function numberAt(schema: TSESTree.ObjectExpression, name: string): number {
  const property = propertyOf(schema, name);
  const value = property && skipTransparent(property.value);
  return value?.type === AST_NODE_TYPES.Literal && typeof value.value === "number" ? value.value : -Infinity;
}

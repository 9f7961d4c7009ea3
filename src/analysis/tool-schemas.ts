/**
 * The parameter schemas of the file's tool definitions, gathered while sources are scanned:
 *
 * - JSON Schemas, by shape: OpenAI chat `{ type: "function", function: { parameters } }`, Responses
 *   `{ type: "function", name, parameters }`, Anthropic `{ name, input_schema }`, MCP
 *   `{ name, inputSchema }`, Google `{ name, parameters | parametersJsonSchema }`, Agents SDK and
 *   LangChain tools with a JSON Schema, and AI SDK `jsonSchema({ … })`;
 * - zod schemas handed to an SDK registration (MCP `registerTool` / `tool`, AI SDK, Agents SDK,
 *   LangChain, Mastra, Anthropic `betaZodTool`, OpenAI `zodFunction`), reported by the recognisers
 *   that find those registrations.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getCalleeName, getStaticPropertyName, skipTransparent } from "./ast.js";
import type { ToolDataFlow } from "./flow.js";
import { isJsonSchemaLiteral, propertyOf } from "./json-schema.js";
import { hasProperty, resolveInitializer, resolveObject } from "./resolve.js";

export interface ToolSchema {
  /** The schema expression as written at the definition (may be a `const` name). */
  readonly node: Node;
  /** Where the schema is declared: a JSON Schema object literal, or a zod expression. */
  readonly kind: "json" | "zod";
}

/** The keys under which a definition holds its JSON Schema; the text test must let each through as a key. */
export const JSON_SCHEMA_KEYS: readonly string[] = ["parameters", "input_schema", "inputSchema", "parametersJsonSchema", "schema"];
/** The keys of a definition's handler, written apart from its registration (`{ name, schema: Input, run }`). */
export const DEFINITION_HANDLER_KEYS: readonly string[] = ["handler", "execute", "run", "func", "callback"];
/** Every key `visitObject` reads. */
const DEFINITION_KEYS: ReadonlySet<string> = new Set([...JSON_SCHEMA_KEYS, "type", "function", "name"]);
/** The keys without which an object literal is no tool definition: a schema's, or OpenAI's `function`. */
const ANCHOR_KEYS: ReadonlySet<string> = new Set([...JSON_SCHEMA_KEYS, "function"]);

export class ToolSchemaRegistry {
  private readonly seen = new Set<Node>();
  readonly schemas: ToolSchema[] = [];

  constructor(private readonly flow: ToolDataFlow) {}

  /**
   * A zod schema (or raw shape) that an SDK registration takes as its input schema. A JSON Schema
   * handed over instead (a literal, or AI SDK `jsonSchema({ … })`) is registered as one.
   */
  addZod(node: Node): void {
    const resolved = this.resolve(node);
    if (isJsonSchemaLiteral(resolved)) {
      this.add(resolved, "json");
      return;
    }
    const wrapped = resolveInitializer(node, this.flow);
    if (wrapped.type === AST_NODE_TYPES.CallExpression && isJsonSchemaCall(wrapped)) {
      if (wrapped.arguments[0]) this.addJson(wrapped.arguments[0]);
      return;
    }
    this.add(node, "zod");
  }

  /** Looks at an object literal for a tool definition with a JSON Schema. */
  visitObject(object: TSESTree.ObjectExpression): void {
    // Every object literal of the file comes here, and most have none of the keys that make a
    // definition (`{ name, type }` is everywhere): those are passed over without allocating.
    if (!object.properties.some((property) => property.type === AST_NODE_TYPES.Property && ANCHOR_KEYS.has(getStaticPropertyName(property) ?? ""))) {
      return;
    }
    let found: Map<string, TSESTree.Property> | null = null;
    for (const property of object.properties) {
      if (property.type !== AST_NODE_TYPES.Property) continue;
      const key = getStaticPropertyName(property);
      if (key === null || !DEFINITION_KEYS.has(key)) continue;
      found ??= new Map();
      if (!found.has(key)) found.set(key, property);
    }
    if (!found) return;
    const type = found.get("type");
    const typeValue = type && skipTransparent(type.value);
    if (typeValue?.type === AST_NODE_TYPES.Literal && typeValue.value === "function") {
      const nested = found.get("function");
      const definition = nested && resolveObject(nested.value, this.flow);
      const parameters = definition ? propertyOf(definition, "parameters") : found.get("parameters");
      if (parameters) this.addJson(parameters.value);
      return;
    }
    if (!found.has("name")) return;
    for (const key of JSON_SCHEMA_KEYS) {
      const property = found.get(key);
      if (!property) continue;
      // `schema` is everyone's word: a form's or a document's `{ name, schema: { type: "object", … } }`
      // is no tool. Alone in an object literal it counts only next to a handler; an SDK's own
      // `schema` (LangChain `tool(fn, { name, description, schema })`) is read at its registration.
      if (key === "schema" && !hasHandlerKey(object)) continue;
      this.addJson(property.value);
    }
  }

  /** AI SDK `jsonSchema({ … })`. */
  visitCall(call: TSESTree.CallExpression): void {
    if (isJsonSchemaCall(call) && call.arguments[0]) this.addJson(call.arguments[0]);
  }

  private addJson(node: Node): void {
    const resolved = this.resolve(node);
    if (isJsonSchemaLiteral(resolved)) {
      this.add(resolved, "json");
      return;
    }
    // `inputSchema: zodToJsonSchema(EditArgs)` or `z.toJSONSchema(EditArgs)`: the zod schema is the contract.
    const converted = skipTransparent(node);
    if (converted.type === AST_NODE_TYPES.CallExpression && isZodToJsonCall(converted) && converted.arguments[0]) {
      const schema = converted.arguments[0];
      if (schema.type !== AST_NODE_TYPES.SpreadElement) this.add(schema, "zod");
    }
  }

  private add(node: Node, kind: ToolSchema["kind"]): void {
    if (this.seen.has(node)) return;
    this.seen.add(node);
    this.schemas.push({ node, kind });
  }

  private resolve(node: Node): Node {
    const object = resolveObject(node, this.flow);
    return object ?? skipTransparent(node);
  }
}

/** `zodToJsonSchema(x)` (the zod-to-json-schema package) and zod 4's `z.toJSONSchema(x)`. */
function isZodToJsonCall(call: TSESTree.CallExpression): boolean {
  const name = getCalleeName(call);
  return name === "zodToJsonSchema" || name === "toJSONSchema";
}

function hasHandlerKey(object: TSESTree.ObjectExpression): boolean {
  return DEFINITION_HANDLER_KEYS.some((key) => hasProperty(object, key));
}

/** AI SDK `jsonSchema(…)`, also as `ai.jsonSchema(…)`. */
function isJsonSchemaCall(call: TSESTree.CallExpression): boolean {
  return getCalleeName(call) === "jsonSchema";
}

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
/** The keys that name a definition's handler by themselves, written apart from its registration (`{ name, schema: Input, run }`). */
export const TOOL_HANDLER_KEYS: readonly string[] = ["handler", "execute", "run", "func", "callback"];
/**
 * Keys of a definition's handler in projects' own shapes (`{ name, inputSchema, call }`) that other
 * objects use too: the handler must show that it takes the arguments.
 */
export const OTHER_HANDLER_KEYS: readonly string[] = ["call", "cb"];
/** Every key of a definition's handler. */
export const DEFINITION_HANDLER_KEYS: readonly string[] = [...TOOL_HANDLER_KEYS, ...OTHER_HANDLER_KEYS];
/** Every key `visitObject` reads. */
const DEFINITION_KEYS: ReadonlySet<string> = new Set([...JSON_SCHEMA_KEYS, "type", "function", "name"]);
/** The keys without which an object literal is no tool definition: a schema's, or OpenAI's `function`. */
const ANCHOR_KEYS: ReadonlySet<string> = new Set([...JSON_SCHEMA_KEYS, "function"]);
/** Other SDKs' schema keys, which an OpenAI function tool does not read: MCP, Anthropic, Google, LangChain. */
const OTHER_SDK_SCHEMA_KEYS: readonly string[] = ["inputSchema", "input_schema", "parametersJsonSchema", "schema"];
/** Type names of an OpenAI Chat Completions tool (`{ type: "function", function: { … } }`). */
const CHAT_TOOL_TYPES: ReadonlySet<string> = new Set(["ChatCompletionTool", "ChatCompletionFunctionTool"]);
/** Type names of an OpenAI function's own definition: Chat Completions' inner `function`, and the Responses API's flat tool. */
const FUNCTION_DEFINITION_TYPES: ReadonlySet<string> = new Set(["FunctionDefinition", "FunctionTool"]);

/**
 * An OpenAI function tool whose JSON Schema sits under another SDK's key (`inputSchema`,
 * `input_schema`, `schema`): OpenAI reads `parameters` only, so the function goes out without a
 * parameter schema.
 */
export interface MisplacedSchema {
  /** The property holding the schema under the wrong key. */
  readonly property: TSESTree.Property;
  readonly key: string;
  /** The function's `name` as written (its value for a literal), or `null`. */
  readonly name: Node | null;
}

export class ToolSchemaRegistry {
  private readonly seen = new Set<Node>();
  readonly schemas: ToolSchema[] = [];
  /**
   * Every expression a tool definition gives as its schema, as written, whether or not it can be
   * read (`inputSchema: inputSchema as ToolInputSchema`): what "this is a tool's schema" is tested against.
   */
  readonly written: Node[] = [];
  readonly misplaced: MisplacedSchema[] = [];

  constructor(private readonly flow: ToolDataFlow) {}

  /**
   * A zod schema (or raw shape) that an SDK registration takes as its input schema. A JSON Schema
   * handed over instead (a literal, or AI SDK `jsonSchema({ … })`) is registered as one.
   */
  addZod(node: Node): void {
    this.written.push(node);
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
    const declared = declaredTypeName(object);
    const nested = found.get("function");
    if ((typeValue?.type === AST_NODE_TYPES.Literal && typeValue.value === "function") || (declared !== null && CHAT_TOOL_TYPES.has(declared))) {
      const definition = nested && resolveObject(nested.value, this.flow);
      const parameters = definition ? propertyOf(definition, "parameters") : found.get("parameters");
      if (parameters) this.addJson(parameters.value);
      // Only the Chat Completions shape (a `function` object) is judged by its shape: a flat
      // `{ type: "function", name, inputSchema }` is judged when it is declared a `FunctionTool`.
      else if (definition) this.noteMisplaced(definition);
      else if (!nested && declared === "FunctionTool") this.noteMisplaced(object);
      return;
    }
    if (declared !== null && FUNCTION_DEFINITION_TYPES.has(declared) && !found.has("parameters")) {
      this.noteMisplaced(object);
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

  /** An OpenAI function definition without `parameters`: its schema under another SDK's key, if any. */
  private noteMisplaced(definition: TSESTree.ObjectExpression): void {
    const property = OTHER_SDK_SCHEMA_KEYS.map((key) => propertyOf(definition, key)).find((found) => found !== undefined);
    if (!property || this.misplaced.some((known) => known.property === property)) return;
    const name = propertyOf(definition, "name");
    this.misplaced.push({ property, key: getStaticPropertyName(property)!, name: name ? name.value : null });
  }

  private addJson(node: Node): void {
    this.written.push(node);
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

/**
 * The name of the type an object literal is declared with, as written where it stands:
 * `const t: ChatCompletionTool = { … }`, `{ … } satisfies OpenAI.Chat.ChatCompletionTool`,
 * `{ … } as FunctionTool`, or an element of an array declared `ChatCompletionTool[]`. The last
 * segment of a qualified name; `null` when none is written.
 */
function declaredTypeName(object: TSESTree.ObjectExpression): string | null {
  let current: Node = object;
  let element = false;
  for (let depth = 0; depth < 4 && current.parent; depth++) {
    const parent: Node = current.parent;
    let annotation: TSESTree.TypeNode | undefined;
    if (parent.type === AST_NODE_TYPES.TSAsExpression || parent.type === AST_NODE_TYPES.TSSatisfiesExpression) annotation = parent.typeAnnotation;
    else if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === current) annotation = parent.id.typeAnnotation?.typeAnnotation;
    else if (parent.type === AST_NODE_TYPES.ArrayExpression && !element) {
      element = true;
      current = parent;
      continue;
    } else return null;
    return annotation ? typeNameOf(annotation, element) : null;
  }
  return null;
}

/** `T` (or, for an array's element, `T[]`, `Array<T>`, `ReadonlyArray<T>`, `readonly T[]`): the last segment of `T`'s name. */
function typeNameOf(type: TSESTree.TypeNode, element: boolean): string | null {
  let current = type;
  if (current.type === AST_NODE_TYPES.TSTypeOperator && current.typeAnnotation) current = current.typeAnnotation;
  if (element) {
    if (current.type === AST_NODE_TYPES.TSArrayType) current = current.elementType;
    else if (
      current.type === AST_NODE_TYPES.TSTypeReference &&
      current.typeName.type === AST_NODE_TYPES.Identifier &&
      (current.typeName.name === "Array" || current.typeName.name === "ReadonlyArray") &&
      current.typeArguments?.params[0]
    ) {
      current = current.typeArguments.params[0];
    } else return null;
  }
  if (current.type !== AST_NODE_TYPES.TSTypeReference) return null;
  const name = current.typeName;
  if (name.type === AST_NODE_TYPES.Identifier) return name.name;
  return name.type === AST_NODE_TYPES.TSQualifiedName ? name.right.name : null;
}

function hasHandlerKey(object: TSESTree.ObjectExpression): boolean {
  return DEFINITION_HANDLER_KEYS.some((key) => hasProperty(object, key));
}

/** AI SDK `jsonSchema(…)`, also as `ai.jsonSchema(…)`. */
function isJsonSchemaCall(call: TSESTree.CallExpression): boolean {
  return getCalleeName(call) === "jsonSchema";
}

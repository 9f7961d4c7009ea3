/**
 * What the analysis sees in a file, as plain data: the entries of tool data, every value followed
 * from them with the gates that hold there, and the places where tracking was lost. The `explain`
 * command and the playground print this; it is the same analysis the rules ask, not a second one.
 * The shape is documented in docs/explain.md and is stable within a major version.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/utils";

import { type Node, isFunction } from "./ast.js";
import { type ToolSource, formatPath } from "./flow.js";
import type { Facts } from "./gates.js";
import { type ToolDataAnalysis } from "./index.js";
import { type KnownShape, shapeOf } from "./shape.js";

export interface ExplainPosition {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface ExplainEntry extends ExplainPosition {
  readonly id: number;
  /** `arguments` (what the model filled in) or `reply` (what a tool sent back). */
  readonly kind: "arguments" | "reply";
  /** The SDK shape or recogniser: "MCP tool arguments", "tool call arguments", "JSON-RPC reply". */
  readonly sdk: string;
  /** The source text where the data enters, shortened to one line. */
  readonly expression: string;
  /** `true` when an SDK or a schema check validated the value before the program reads it. */
  readonly validated: boolean;
  /** The schema it was validated against (its text, shortened, and line), when the analysis found it. */
  readonly schema: { readonly text: string; readonly line: number } | null;
  /** The validated shape, written like a TypeScript type, or `null`. */
  readonly shape: string | null;
}

export interface ExplainValue extends ExplainPosition {
  /** The `id` of the entry this value was followed from. */
  readonly entry: number;
  readonly expression: string;
  /** The field path from the entry's root (`""` for the root itself). */
  readonly path: string;
  /** Its known shape or type (from the schema or TypeScript), or `null`. */
  readonly shape: string | null;
  /** The gates that hold at this expression: `typeof boolean`, `present`, `not null`, `truthy`, `validated`, `own key of T`. */
  readonly gates: readonly string[];
}

export interface ExplainLost extends ExplainPosition {
  /** The entry it was followed from; `null` for tool data never taken in (`unparsed-arguments`). */
  readonly entry: number | null;
  readonly expression: string;
  readonly path: string;
  /** `package`, `dynamic-call`, `unknown-function`, `cross-module-off`, `spread`, `structure` or `unparsed-arguments`. */
  readonly reason: string;
  readonly message: string;
}

export interface ExplainData {
  readonly entries: readonly ExplainEntry[];
  readonly values: readonly ExplainValue[];
  readonly lost: readonly ExplainLost[];
}

/** The analysis of one file, described. Costs a query of the gates for each value. */
export function explainAnalysis(analysis: ToolDataAnalysis): ExplainData {
  const text = (node: Node): string => shorten(analysis.sourceCode.getText(node));
  const values = analysis.values();
  const sources = new Map<ToolSource, number>();
  const entries: ExplainEntry[] = [];
  const entryOf = (source: ToolSource): number => {
    let id = sources.get(source);
    if (id === undefined) {
      id = entries.length;
      sources.set(source, id);
      // A handler's arguments enter at its first parameter.
      const at = isFunction(source.node) ? (source.node.params[0] ?? source.node) : source.node;
      entries.push({
        id,
        kind: source.kind,
        sdk: source.label,
        ...position(at),
        expression: text(at),
        validated: source.shape !== undefined,
        schema: source.shape === undefined ? null : schemaOf(source.node, text),
        shape: source.shape ? formatShape(source.shape) : null,
      });
    }
    return id;
  };
  const describedLost = (): ExplainLost[] =>
    analysis
      .lostPlaces()
      .map((place) => ({
        entry: place.source ? entryOf(place.source) : null,
        expression: text(place.node),
        ...position(place.node),
        path: formatPath(place.path),
        reason: place.reason,
        message: place.message,
      }))
      .sort((a, b) => a.line - b.line || a.column - b.column);
  if (!analysis.hasSources) return { entries, values: [], lost: describedLost() };
  for (const source of [...analysis.sources()].sort((a, b) => a.node.range[0] - b.node.range[0])) entryOf(source);
  const described: ExplainValue[] = values.map((value) => {
    const shape = shapeOf(value);
    return {
      entry: entryOf(value.source),
      expression: text(value.node),
      ...position(value.node),
      path: formatPath(value.path),
      shape: shape ? formatShape(shape) : null,
      gates: describeFacts(analysis.factsAt(value.node, value)),
    };
  });
  described.sort((a, b) => a.line - b.line || a.column - b.column || b.endColumn - a.endColumn);
  return { entries, values: described, lost: describedLost() };
}

function position(node: Node): ExplainPosition {
  const { start, end } = node.loc;
  return { line: start.line, column: start.column + 1, endLine: end.line, endColumn: end.column + 1 };
}

function describeFacts(facts: Facts): string[] {
  const gates = [...facts.types].map((type) => `typeof ${type}`);
  if (facts.present) gates.push("present");
  if (facts.notNull) gates.push("not null");
  if (facts.truthy) gates.push("truthy");
  if (facts.validated) gates.push("validated");
  for (const table of facts.ownKeyOf) gates.push(`own key of ${table}`);
  return gates;
}

/** Methods of a schema that check a value. */
const SCHEMA_METHODS = new Set(["parse", "parseAsync", "safeParse", "safeParseAsync", "validate"]);

/** Property names that hold a tool's schema next to its handler. */
const SCHEMA_KEYS = new Set(["inputSchema", "parameters", "schema", "input_schema", "argsSchema", "paramsSchema"]);

/**
 * The schema a validated source was checked against: the callee's object of `Schema.parse(v)`, or
 * the schema beside a handler (a property of its definition, or an argument of the registering call).
 */
function schemaOf(node: Node, text: (node: Node) => string): { text: string; line: number } | null {
  if (node.type === AST_NODE_TYPES.CallExpression) {
    // `Schema.parse(v)`, `Schema.safeParse(v)`: the schema is the callee's object. Any other call
    // (`client.callTool(…)`) is validated by its SDK against a protocol schema, not one in this file.
    const callee = node.callee;
    const method = callee.type === AST_NODE_TYPES.MemberExpression && callee.property.type === AST_NODE_TYPES.Identifier ? callee.property.name : null;
    return callee.type === AST_NODE_TYPES.MemberExpression && method !== null && SCHEMA_METHODS.has(method)
      ? { text: text(callee.object), line: callee.object.loc.start.line }
      : null;
  }
  let current: Node | undefined = node.parent;
  for (let depth = 0; current && depth < 3; depth++, current = current.parent) {
    if (current.type === AST_NODE_TYPES.ObjectExpression) {
      for (const property of current.properties) {
        if (property.type === AST_NODE_TYPES.Property && property.key.type === AST_NODE_TYPES.Identifier && SCHEMA_KEYS.has(property.key.name)) {
          return { text: text(property.value), line: property.value.loc.start.line };
        }
      }
    }
    if (current.type === AST_NODE_TYPES.CallExpression) {
      for (const argument of current.arguments) {
        if (argument === node || argument.type === AST_NODE_TYPES.SpreadElement) continue;
        if (argument.type === AST_NODE_TYPES.ObjectExpression) {
          const found = argument.properties.find(
            (property) => property.type === AST_NODE_TYPES.Property && property.key.type === AST_NODE_TYPES.Identifier && SCHEMA_KEYS.has(property.key.name),
          );
          if (found?.type === AST_NODE_TYPES.Property) return { text: text(found.value), line: found.value.loc.start.line };
          if (argument.properties.length > 0 && argument.range[0] > (current.arguments[0]?.range[0] ?? 0)) {
            return { text: text(argument), line: argument.loc.start.line };
          }
        } else if (argument.type === AST_NODE_TYPES.Identifier && /schema/iu.test(argument.name)) {
          return { text: argument.name, line: argument.loc.start.line };
        }
      }
    }
  }
  return null;
}

/** A shape written like a TypeScript type: `{ flag: boolean; count?: integer }`. */
export function formatShape(shape: KnownShape, depth = 0): string {
  let base: string;
  if (shape.values) base = shape.values.map((value) => JSON.stringify(value)).join(" | ");
  else if (shape.type === "object" && shape.properties && depth < 2) {
    const fields = Object.entries(shape.properties).map(([key, field]) => `${key}: ${formatShape(field, depth + 1)}`);
    // An opaque object's other fields are validated against a part of the schema not read here.
    const rest = shape.opaque ? "; …: not readable" : "";
    base = fields.length > 0 ? `{ ${fields.join("; ")}${rest} }` : shape.opaque ? "object (schema not readable)" : "object";
  } else if (shape.type === "array" && shape.items) base = `${formatShape(shape.items, depth + 1)}[]`;
  else base = shape.opaque ? `${shape.type} (schema not readable)` : shape.type;
  if (shape.coerced) base = `coerced ${base}`;
  if (shape.nullable) base += " | null";
  return base;
}

function shorten(source: string): string {
  const line = source.replace(/\s+/gu, " ");
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

/**
 * Optional refinement with TypeScript's types, when the file is linted with type information
 * (`parserOptions.projectService` or `project`). Nothing here is required: without a program,
 * `getTypeInfo` answers `null` and every rule decides from the syntax alone.
 *
 * A type is evidence only where it comes from the value's source: the type of the handler
 * parameter an SDK infers from its schema, or of a parameter the program declares. The type at the
 * use is not read, because a cast (`JSON.parse(s) as { flag: boolean }`) or an annotation on an
 * `any` (`const args: Args = JSON.parse(s)`) changes it without checking anything: the source
 * there is `JSON.parse`, whose type is `any`, so no shape follows from it.
 *
 * The checker is asked only about sources and receivers that the syntactic analysis has already
 * made candidates, and each answer is computed once.
 */
import { createRequire } from "node:module";

import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";

import type { Node } from "./ast.js";
import type { KnownShape } from "./shape.js";

/** Nested object types are read this deep; below it an object's fields are not known. */
const MAX_DEPTH = 6;
/** Objects with more properties than this are read without their fields. */
const MAX_PROPERTIES = 200;

/** Classes whose `.get(k)` has a matching `.has(k)`. */
const KEYED_COLLECTIONS = new Set(["Map", "ReadonlyMap", "WeakMap", "URLSearchParams", "Headers", "FormData"]);

export interface TypeInfo {
  /**
   * The shape that TypeScript gives the value of `node` (a parameter, a binding, an expression),
   * after reading the fields in `pending`. `undefined` when the type says nothing (`any`,
   * `unknown`, a type parameter) or cannot be read.
   */
  shapeAt(node: Node, pending: readonly string[]): KnownShape | undefined;
  /**
   * What `node`'s type is, for choosing a rewrite: a keyed collection (`Map`, `URLSearchParams`,
   * `Headers`, `FormData`), a primitive, an object, or unknown (`any`, `unknown`, a union of these).
   */
  receiverKind(node: Node): "collection" | "primitive" | "object" | "unknown";
  /** The names of the properties that `node`'s object type declares, or `null` when it is not an object type. */
  propertyNames(node: Node): ReadonlySet<string> | null;
}

type TypeScript = typeof ts;

let typescript: TypeScript | null | undefined;

/** The `typescript` module the parser uses, loaded on first typed use; `null` if it cannot be. */
function loadTypeScript(): TypeScript | null {
  if (typescript === undefined) {
    try {
      typescript = createRequire(import.meta.url)("typescript") as TypeScript;
    } catch {
      typescript = null;
    }
  }
  return typescript;
}

const infoBySourceCode = new WeakMap<object, TypeInfo | null>();

/**
 * Type information for the linted file, or `null` when there is none: another parser, no
 * `parserServices`, or a typescript-eslint parser run without a program. Never throws.
 */
export function getTypeInfo(sourceCode: Readonly<TSESLint.SourceCode>): TypeInfo | null {
  const cached = infoBySourceCode.get(sourceCode);
  if (cached !== undefined) return cached;
  let info: TypeInfo | null = null;
  try {
    const services = sourceCode.parserServices as Partial<{
      program: ts.Program | null;
      esTreeNodeToTSNodeMap: { get(node: TSESTree.Node): ts.Node | undefined };
    }> | undefined;
    const program = services?.program;
    const map = services?.esTreeNodeToTSNodeMap;
    const ts = loadTypeScript();
    if (program && typeof program.getTypeChecker === "function" && map && typeof map.get === "function" && ts) {
      info = new CheckerTypeInfo(ts, program.getTypeChecker(), map);
    }
  } catch {
    info = null;
  }
  infoBySourceCode.set(sourceCode, info);
  return info;
}

class CheckerTypeInfo implements TypeInfo {
  private readonly shapes = new Map<ts.Type, KnownShape | undefined>();

  constructor(
    private readonly ts: TypeScript,
    private readonly checker: ts.TypeChecker,
    private readonly map: { get(node: TSESTree.Node): ts.Node | undefined },
  ) {}

  shapeAt(node: Node, pending: readonly string[]): KnownShape | undefined {
    try {
      let type = this.typeOf(node);
      const location = this.map.get(node);
      for (const segment of pending) {
        if (!type || !location) return undefined;
        type = this.fieldType(type, segment, location);
      }
      return type ? this.shapeOf(type, 0) : undefined;
    } catch {
      return undefined;
    }
  }

  receiverKind(node: Node): "collection" | "primitive" | "object" | "unknown" {
    try {
      const type = this.typeOf(node);
      if (!type) return "unknown";
      const parts = this.withoutNullish(type);
      if (parts.length === 0) return "unknown";
      const { TypeFlags } = this.ts;
      if (parts.every((part) => KEYED_COLLECTIONS.has(part.getSymbol()?.getName() ?? ""))) return "collection";
      if (parts.some((part) => part.flags & (TypeFlags.Any | TypeFlags.Unknown | TypeFlags.TypeParameter))) {
        return "unknown";
      }
      if (parts.every((part) => part.flags & (TypeFlags.Object | TypeFlags.NonPrimitive | TypeFlags.Intersection))) {
        return "object";
      }
      if (parts.every((part) => part.flags & PRIMITIVE_FLAGS(TypeFlags))) return "primitive";
      return "unknown";
    } catch {
      return "unknown";
    }
  }

  propertyNames(node: Node): ReadonlySet<string> | null {
    try {
      const type = this.typeOf(node);
      if (!type || !(type.flags & this.ts.TypeFlags.Object)) return null;
      return new Set(this.checker.getPropertiesOfType(type).map((property) => property.getName()));
    } catch {
      return null;
    }
  }

  /** The type of a parameter, binding pattern or expression. */
  private typeOf(node: Node): ts.Type | undefined {
    let tsNode = this.map.get(node);
    if (!tsNode) return undefined;
    const { SyntaxKind } = this.ts;
    // `({ a, b }) => …`: the pattern's type is its declaration's.
    if (tsNode.kind === SyntaxKind.ObjectBindingPattern || tsNode.kind === SyntaxKind.ArrayBindingPattern) {
      tsNode = tsNode.parent;
    }
    if (tsNode.kind === SyntaxKind.Parameter || tsNode.kind === SyntaxKind.VariableDeclaration) {
      const declaration = tsNode as ts.ParameterDeclaration | ts.VariableDeclaration;
      const symbol = this.ts.isIdentifier(declaration.name) ? this.checker.getSymbolAtLocation(declaration.name) : undefined;
      return symbol
        ? this.checker.getTypeOfSymbolAtLocation(symbol, declaration)
        : this.checker.getTypeAtLocation(declaration);
    }
    return this.checker.getTypeAtLocation(tsNode);
  }

  private fieldType(type: ts.Type, name: string, location: ts.Node): ts.Type | undefined {
    const parts = this.withoutNullish(type);
    if (parts.length !== 1) return undefined;
    const property = this.checker.getPropertyOfType(this.checker.getApparentType(parts[0]!), name);
    return property ? this.checker.getTypeOfSymbolAtLocation(property, location) : undefined;
  }

  /**
   * The constituents of a union, without `undefined`, `null` and `void`. A branded primitive
   * (`string & { __brand: "Id" }`) stands for its primitive.
   */
  private withoutNullish(type: ts.Type): ts.Type[] {
    const { TypeFlags } = this.ts;
    const parts = type.isUnion() ? type.types : [type];
    return parts
      .filter((part) => !(part.flags & (TypeFlags.Undefined | TypeFlags.Null | TypeFlags.Void)))
      .map((part) => (part.isIntersection() ? part.types.find((member) => member.flags & PRIMITIVE_FLAGS(TypeFlags)) ?? part : part));
  }

  private shapeOf(type: ts.Type, depth: number): KnownShape | undefined {
    if (this.shapes.has(type)) return this.shapes.get(type);
    // A recursive type reads as an object without known fields while it is being read.
    this.shapes.set(type, undefined);
    const shape = this.readShape(type, depth);
    this.shapes.set(type, shape);
    return shape;
  }

  private readShape(type: ts.Type, depth: number): KnownShape | undefined {
    const { TypeFlags } = this.ts;
    const all = type.isUnion() ? type.types : [type];
    const nullable = all.some((part) => part.flags & TypeFlags.Null);
    const parts = this.withoutNullish(type);
    if (parts.length === 0) return undefined;
    if (parts.some((part) => part.flags & (TypeFlags.Any | TypeFlags.Unknown | TypeFlags.TypeParameter | TypeFlags.Never))) {
      return undefined;
    }
    const withNull = (shape: KnownShape): KnownShape => (nullable ? { ...shape, nullable: true } : shape);

    // Literal unions: `"asc" | "desc"`, `1 | 2 | 3`, `true`, enums.
    if (parts.every((part) => part.isLiteral() || part.flags & TypeFlags.BooleanLiteral)) {
      const values = parts.map((part) =>
        part.isLiteral() ? (typeof part.value === "object" ? undefined : part.value) : this.checker.typeToString(part) === "true",
      );
      if (values.includes(undefined)) return undefined;
      const kinds = new Set(values.map((value) => typeof value));
      const kind = kinds.size === 1 ? [...kinds][0] : undefined;
      const shapeType = kind === "string" ? "string" : kind === "number" ? "number" : kind === "boolean" ? "boolean" : "unknown";
      // `true | false` is `boolean`.
      if (shapeType === "boolean" && values.length === 2) return withNull({ type: "boolean" });
      return withNull({ type: shapeType, values });
    }
    if (parts.every((part) => part.flags & (TypeFlags.Boolean | TypeFlags.BooleanLiteral))) return withNull({ type: "boolean" });
    if (parts.every((part) => part.flags & (TypeFlags.String | TypeFlags.StringLiteral | TypeFlags.TemplateLiteral | TypeFlags.StringMapping))) {
      return withNull({ type: "string" });
    }
    if (parts.every((part) => part.flags & (TypeFlags.Number | TypeFlags.NumberLiteral))) return withNull({ type: "number" });
    if (parts.every((part) => this.isArrayLike(part))) {
      if (parts.length !== 1) return withNull({ type: "array" });
      const element = this.elementType(parts[0]!);
      const items = element && depth < MAX_DEPTH ? this.shapeOf(element, depth + 1) : undefined;
      return withNull(items ? { type: "array", items } : { type: "array" });
    }
    if (parts.every((part) => part.flags & (TypeFlags.Object | TypeFlags.NonPrimitive | TypeFlags.Intersection))) {
      if (parts.some((part) => this.isArrayLike(part))) return withNull({ type: "unknown", nonEmpty: true });
      if (parts.length !== 1 || depth >= MAX_DEPTH) return withNull({ type: "object" });
      const properties = this.checker.getPropertiesOfType(parts[0]!);
      if (properties.length > MAX_PROPERTIES) return withNull({ type: "object" });
      // Each field is read when a rule first asks for it, so a large type (a request object, an
      // SDK class) costs nothing beyond the fields the code reads.
      const fields: Record<string, KnownShape> = {};
      for (const property of properties) {
        let field: KnownShape | undefined | null = null;
        Object.defineProperty(fields, property.getName(), {
          enumerable: true,
          get: () => {
            if (field === null) field = this.fieldShape(property, depth + 1);
            return field;
          },
        });
      }
      return withNull({ type: "object", properties: fields });
    }
    return undefined;
  }

  private fieldShape(property: ts.Symbol, depth: number): KnownShape | undefined {
    try {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const type = declaration ? this.checker.getTypeOfSymbolAtLocation(property, declaration) : undefined;
      return type ? this.shapeOf(type, depth) : undefined;
    } catch {
      return undefined;
    }
  }

  private isArrayLike(type: ts.Type): boolean {
    const checker = this.checker as ts.TypeChecker & {
      isArrayType?: (type: ts.Type) => boolean;
      isTupleType?: (type: ts.Type) => boolean;
    };
    if (checker.isArrayType?.(type) || checker.isTupleType?.(type)) return true;
    const name = type.getSymbol()?.getName();
    return name === "Array" || name === "ReadonlyArray";
  }

  private elementType(type: ts.Type): ts.Type | undefined {
    const numberIndex = this.checker.getIndexTypeOfType(type, this.ts.IndexKind.Number);
    return numberIndex ?? undefined;
  }
}

function PRIMITIVE_FLAGS(flags: typeof ts.TypeFlags): number {
  return (
    flags.String |
    flags.StringLiteral |
    flags.TemplateLiteral |
    flags.Number |
    flags.NumberLiteral |
    flags.Boolean |
    flags.BooleanLiteral |
    flags.BigInt |
    flags.BigIntLiteral |
    flags.ESSymbol
  );
}

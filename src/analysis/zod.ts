/**
 * Reading a zod schema written next to a tool handler into a {@link KnownShape}, syntactically:
 * `{ city: z.string(), days: z.number().int().optional(), units: z.enum(["c", "f"]) }`.
 *
 * Only what can be read with certainty is read. A chain with a step that may change the type
 * (`.transform()`, `.pipe()`, `.or()`, an unknown method), or a schema this reader does not know,
 * gives an *unread* shape (`isUnread`): validated by the SDK all the same, with a type that is not
 * known here, so `recommended` makes no claim about it that the schema might contradict.
 * `z.any()` and `z.unknown()` are read: every value is valid.
 *
 * Schemas and schema factories imported from another module of the project are read there, through
 * the {@link ModuleLinks} the project layer gives (`project/context.ts`).
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type FunctionNode, type Node, getStaticKeyValue, getStaticPropertyName, isFunction, onlyReturned, skipTransparent } from "./ast.js";
import type { ToolDataFlow } from "./flow.js";
import { constantInitializer, resolveFunction } from "./resolve.js";
import { type KnownShape, type ShapeType, withDocumentedMinimum } from "./shape.js";

export const ZOD_MODULES: ReadonlySet<string> = new Set(["zod", "zod/v4", "zod/v3", "zod/mini", "zod/v4-mini"]);

/** Methods that narrow or annotate a schema without changing its JSON type. */
const KEEP = new Set([
  "optional",
  "default",
  "prefault",
  "catch",
  "meta",
  "max",
  "negative",
  "nonpositive",
  "multipleOf",
  "step",
  "finite",
  "safe",
  "lt",
  "lte",
  "startsWith",
  "endsWith",
  "includes",
  "trim",
  "toLowerCase",
  "toUpperCase",
  "refine",
  "superRefine",
  "check",
  "brand",
  "readonly",
  "strict",
  "strip",
  "passthrough",
  "partial",
  "required",
]);

/** The steps that add fields to an object schema. */
const EXTENDING = new Set(["extend", "merge", "safeExtend"]);

const STRING_KINDS = new Set([
  "string",
  "email",
  "url",
  "uuid",
  "cuid",
  "cuid2",
  "ulid",
  "nanoid",
  "emoji",
  "base64",
  "ipv4",
  "ipv6",
  "iso",
]);

/** Functions of `z` that wrap a schema without changing its JSON type: `z.optional(x)`. */
const WRAPPERS = new Set(["optional", "nullable", "nullish"]);

const MAX_DEPTH = 24;

const CONVERTERS = new Set(["Boolean", "Number", "String", "parseInt", "parseFloat"]);

/**
 * `Boolean`, `Number`, `String`, or a function of one parameter that returns `Boolean(v)`,
 * `Number(v)`, `String(v)`, `!!v` or `+v`: a conversion that accepts any input.
 */
function isBlindConversion(fn: Node): boolean {
  const node = skipTransparent(fn);
  if (node.type === AST_NODE_TYPES.Identifier) return CONVERTERS.has(node.name);
  if (node.type === AST_NODE_TYPES.MemberExpression) {
    return getStaticPropertyName(node) !== null && CONVERTERS.has(getStaticPropertyName(node)!);
  }
  if (node.type !== AST_NODE_TYPES.ArrowFunctionExpression && node.type !== AST_NODE_TYPES.FunctionExpression) return false;
  const [parameter] = node.params;
  if (parameter?.type !== AST_NODE_TYPES.Identifier) return false;
  const body = onlyReturned(node);
  if (!body) return false;
  const isParameter = (candidate: Node | undefined): boolean =>
    candidate !== undefined && skipTransparent(candidate).type === AST_NODE_TYPES.Identifier && (skipTransparent(candidate) as TSESTree.Identifier).name === parameter.name;
  const result = skipTransparent(body);
  if (result.type === AST_NODE_TYPES.CallExpression) {
    return isBlindConversion(result.callee) && isParameter(result.arguments[0]);
  }
  if (result.type === AST_NODE_TYPES.UnaryExpression && result.operator === "+") return isParameter(result.argument);
  if (result.type === AST_NODE_TYPES.UnaryExpression && result.operator === "!") {
    const inner = skipTransparent(result.argument);
    return inner.type === AST_NODE_TYPES.UnaryExpression && inner.operator === "!" && isParameter(inner.argument);
  }
  return false;
}

/** Exports of zod that a bundled namespace object has, beside many others. */
const BUNDLED_MAKERS = new Set(["string", "number", "boolean", "object", "array", "enum", "coerce", "ZodType", "ZodObject"]);

/** The method name of a step in a chain (`optional` for `.optional()` and `z.optional(…)`). */
function stepName(step: TSESTree.CallExpression): string {
  return getStaticPropertyName(skipTransparent(step.callee) as TSESTree.MemberExpression) ?? "";
}

/**
 * `.min(n)`, `.gte(n)`, `.length(n)` with `n >= threshold`, and `.gt(n)` with `n >= 0`, rule out
 * `0` for a number and `""` for a string.
 */
/**
 * `.min(n)`, `.gte(n)`, `.length(n)` (`inclusive`) and `.gt(n)`: the falsy value (`0`, `""`, an empty
 * list) is ruled out when the bound is above it: `.min(0.5)` excludes `0` as `.min(1)` does.
 */
function withNonEmpty(shape: KnownShape, step: TSESTree.CallExpression, inclusive: boolean): KnownShape {
  const bound = step.arguments[0] && skipTransparent(step.arguments[0]);
  if (inclusive && bound?.type === AST_NODE_TYPES.Literal && bound.value === 0 && (shape.type === "number" || shape.type === "integer")) {
    return { ...shape, zeroStated: true };
  }
  if (bound?.type !== AST_NODE_TYPES.Literal || typeof bound.value !== "number" || (inclusive ? bound.value <= 0 : bound.value < 0)) return shape;
  return shape.type === "array" || shape.type === "object" ? shape : { ...shape, nonEmpty: true };
}

/**
 * The members of a union of objects as one object: a field is what the members that declare it
 * say (code reads it once it has narrowed to one of them, `case "text": block.text_block_type`),
 * and where they disagree, what they have in common. A member that cannot be read makes the object
 * opaque: the fields no readable member declares are validated, with a type not known here.
 */
function mergeObjects(shapes: readonly KnownShape[]): KnownShape {
  const fields = new Map<string, KnownShape[]>();
  for (const shape of shapes) {
    for (const [key, field] of Object.entries(shape.properties ?? {})) fields.set(key, [...(fields.get(key) ?? []), field]);
  }
  const properties: Record<string, KnownShape> = {};
  for (const [key, declared] of fields) properties[key] = commonShape(declared);
  return shapes.some((shape) => !shape.properties || shape.opaque) ? { type: "object", properties, opaque: true } : { type: "object", properties };
}

/** What every one of `shapes` guarantees: the same type, values and refinements they all share. */
function commonShape(shapes: readonly KnownShape[]): KnownShape {
  const [first] = shapes;
  if (shapes.every((shape) => JSON.stringify(shape) === JSON.stringify(first))) return first!;
  if (!shapes.every((shape) => shape.type === first!.type) || first!.type === "unknown") return UNREAD;
  const values = shapes.every((shape) => shape.values) ? shapes.flatMap((shape) => shape.values!) : undefined;
  return {
    type: first!.type,
    ...(values ? { values } : {}),
    ...(shapes.some((shape) => shape.coerced) ? { coerced: true } : {}),
    ...(shapes.some((shape) => shape.nullable) ? { nullable: true } : {}),
    ...(shapes.every((shape) => shape.nonEmpty) ? { nonEmpty: true } : {}),
    ...(first!.type === "object" || first!.type === "array" ? { opaque: true } : {}),
  };
}

const UNKNOWN: KnownShape = { type: "unknown" };
/** A schema this reader cannot read: the SDK validates against it all the same (see `isUnread`). */
export const UNREAD: KnownShape = { type: "unknown", opaque: true };

/**
 * How a file reaches what other modules export (the project layer gives this; without it, imported
 * schemas cannot be read): the exported value an imported identifier stands for, with the zod
 * reader of the module it is written in.
 */
export interface ModuleLinks {
  importedValue(identifier: TSESTree.Identifier): { readonly module: { readonly zod: ZodReader }; readonly node: Node } | null;
  /** The import binds zod's namespace, re-exported by a module of the project. */
  isZodNamespace?(identifier: TSESTree.Identifier): boolean;
}

/** A schema written in another module: read there, with this file's steps applied on top. */
interface Delegated {
  readonly delegate: { readonly reader: ZodReader; readonly node: Node };
  readonly steps: TSESTree.CallExpression[];
}

interface Root {
  readonly call: TSESTree.CallExpression;
  readonly kind: string;
  readonly coerced: boolean;
  readonly steps: TSESTree.CallExpression[];
}

/** A regular expression literal that does not match `""` (evaluated: a literal has no side effects). */
function rejectsEmpty(argument: Node | undefined): boolean {
  const literal = argument && skipTransparent(argument);
  if (literal?.type !== AST_NODE_TYPES.Literal || !("regex" in literal) || !literal.regex) return false;
  try {
    return !new RegExp(literal.regex.pattern, literal.regex.flags).test("");
  } catch {
    return false;
  }
}

/** The expression a schema factory returns: its expression body, or its only `return`. */
function returnedExpression(fn: FunctionNode): Node | undefined {
  if (fn.params.length > 0 || fn.async || fn.generator) return undefined;
  return onlyReturned(fn) ?? undefined;
}

/** The type helpers that turn a schema into its type: `z.infer`, `z.input`, `z.output`, zod's `TypeOf`. */
export const DECLARED_SCHEMA_TYPES: ReadonlySet<string> = new Set(["infer", "input", "output", "TypeOf"]);

export class ZodReader {
  private readonly namespaces = new Set<TSESLint.Scope.Variable>();
  private sawZodImport = false;

  constructor(
    private readonly flow: ToolDataFlow,
    private readonly links: ModuleLinks | null = null,
  ) {}

  /** Records `import { z } from "zod"` and friends. */
  visitImport(declaration: TSESTree.ImportDeclaration, sourceCode: Readonly<TSESLint.SourceCode>): void {
    if (!ZOD_MODULES.has(declaration.source.value)) {
      // `import { tool, z } from "@cyanheads/mcp-ts-core"`: a framework package that hands on
      // zod's `z` under its own name (a project's own module is read through the links instead).
      if (declaration.importKind === "type" || /^[./]/u.test(declaration.source.value)) return;
      for (const specifier of declaration.specifiers) {
        if (specifier.type !== AST_NODE_TYPES.ImportSpecifier || specifier.importKind === "type") continue;
        const imported = specifier.imported.type === AST_NODE_TYPES.Identifier ? specifier.imported.name : specifier.imported.value;
        if (imported !== "z") continue;
        const variable = this.flow.resolveVariable(specifier.local);
        if (!variable) continue;
        this.sawZodImport = true;
        this.namespaces.add(variable);
      }
      return;
    }
    this.sawZodImport = true;
    for (const variable of sourceCode.scopeManager?.getDeclaredVariables(declaration) ?? []) {
      this.namespaces.add(variable);
    }
  }

  /**
   * `z` from an import of zod; in a snippet without imports, an unresolved `z` too; and in a
   * bundle, the namespace object the bundler filled with zod's exports.
   */
  private isNamespace(node: Node): boolean {
    const identifier = skipTransparent(node);
    if (identifier.type !== AST_NODE_TYPES.Identifier) return false;
    const variable = this.flow.resolveVariable(identifier);
    if (variable && this.namespaces.has(variable)) return true;
    if (variable && this.isBundledNamespace(variable)) return true;
    if (variable && this.isReexportedNamespace(variable, identifier)) return true;
    return !this.sawZodImport && identifier.name === "z" && (variable === null || variable.defs.length === 0);
  }

  private readonly reexported = new Map<TSESLint.Scope.Variable, boolean>();

  /** `import { zod } from "../third_party/index.js"`, where that module re-exports zod's `z`. */
  private isReexportedNamespace(variable: TSESLint.Scope.Variable, identifier: TSESTree.Identifier): boolean {
    let known = this.reexported.get(variable);
    if (known === undefined) {
      known = variable.defs[0]?.type === "ImportBinding" && this.links?.isZodNamespace?.(identifier) === true;
      this.reexported.set(variable, known);
      if (known) this.sawZodImport = true;
    }
    return known;
  }

  private readonly bundled = new Map<TSESLint.Scope.Variable, boolean>();

  /**
   * `var external_exports = {}; __export(external_exports, { string: () => string, number: … })`:
   * how esbuild and similar bundlers inline `import { z } from "zod"`. The object starts empty and
   * one call fills it with getters for at least three of zod's schema makers.
   */
  private isBundledNamespace(variable: TSESLint.Scope.Variable): boolean {
    const known = this.bundled.get(variable);
    if (known !== undefined) return known;
    const definition = variable.defs[0]?.node;
    let found = false;
    if (
      definition?.type === AST_NODE_TYPES.VariableDeclarator &&
      definition.init?.type === AST_NODE_TYPES.ObjectExpression &&
      definition.init.properties.length === 0
    ) {
      found = variable.references.some((reference) => {
        const call = reference.identifier.parent;
        if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== reference.identifier) return false;
        const exports = call.arguments[1];
        if (exports?.type !== AST_NODE_TYPES.ObjectExpression) return false;
        let makers = 0;
        for (const property of exports.properties) {
          const name = property.type === AST_NODE_TYPES.Property ? getStaticPropertyName(property) : null;
          if (name !== null && BUNDLED_MAKERS.has(name)) makers++;
        }
        return makers >= 3;
      });
    }
    this.bundled.set(variable, found);
    return found;
  }

  /**
   * `lenientOptionalNumber()`, where `function lenientOptionalNumber() { return z.coerce.number()…; }`:
   * a schema factory without parameters, declared in this file or imported from another module.
   * Its returned expression, with the reader of the module it is written in.
   */
  private factoryResult(call: TSESTree.CallExpression, depth: number): { reader: ZodReader; node: Node } | undefined {
    if (call.arguments.length > 0 || depth > MAX_DEPTH) return undefined;
    const callee = skipTransparent(call.callee);
    if (callee.type !== AST_NODE_TYPES.Identifier) return undefined;
    const local = resolveFunction(callee, this.flow);
    if (local) {
      const node = returnedExpression(local);
      return node ? { reader: this, node } : undefined;
    }
    const imported = this.links?.importedValue(callee);
    if (!imported || !isFunction(imported.node)) return undefined;
    const node = returnedExpression(imported.node);
    return node ? { reader: imported.module.zod, node } : undefined;
  }

  /**
   * The object schema a parameter's declared type names: `z.infer<typeof Input>` (also `input`,
   * `output`, zod's `TypeOf`), or `TypeOf<ReturnType<typeof listParameters>>`, where the function
   * (of this file or another module) returns the schema; its parameters (a context, say) may fill
   * in descriptions, so the function is read whatever they are. `undefined` for any other type.
   */
  readDeclaredSchema(type: TSESTree.TypeNode): KnownShape | undefined {
    if (type.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
    const name = type.typeName.type === AST_NODE_TYPES.Identifier ? type.typeName.name : type.typeName.type === AST_NODE_TYPES.TSQualifiedName ? type.typeName.right.name : null;
    if (name === null || !DECLARED_SCHEMA_TYPES.has(name)) return undefined;
    const argument = type.typeArguments?.params[0];
    if (argument?.type === AST_NODE_TYPES.TSTypeQuery) {
      return argument.exprName.type === AST_NODE_TYPES.Identifier ? this.readObjectSchema(argument.exprName) : undefined;
    }
    if (
      argument?.type !== AST_NODE_TYPES.TSTypeReference ||
      argument.typeName.type !== AST_NODE_TYPES.Identifier ||
      argument.typeName.name !== "ReturnType" ||
      argument.typeArguments?.params[0]?.type !== AST_NODE_TYPES.TSTypeQuery ||
      argument.typeArguments.params[0].exprName.type !== AST_NODE_TYPES.Identifier
    ) {
      return undefined;
    }
    const callee = argument.typeArguments.params[0].exprName;
    const local = resolveFunction(callee, this.flow);
    const imported = local ? null : this.links?.importedValue(callee);
    const fn = local ?? (imported && isFunction(imported.node) ? imported.node : null);
    const returned = fn && !fn.async && !fn.generator ? onlyReturned(fn) : null;
    if (!returned) return undefined;
    return (imported ? imported.module.zod : this).readObjectSchema(returned);
  }

  /** A schema an imported identifier stands for, read in its own module; `undefined` for anything else. */
  private imported(node: Node): { reader: ZodReader; node: Node } | undefined {
    // Through local constants to the imported name (`const schema = SearchInput;`).
    let identifier = skipTransparent(node);
    for (let hops = 0; identifier.type === AST_NODE_TYPES.Identifier && hops <= MAX_DEPTH; hops++) {
      const next = constantInitializer(identifier, this.flow);
      if (next?.type !== AST_NODE_TYPES.Identifier) break;
      identifier = skipTransparent(next);
    }
    if (identifier.type !== AST_NODE_TYPES.Identifier || !this.links) return undefined;
    const imported = this.links.importedValue(identifier);
    return imported && !isFunction(imported.node) ? { reader: imported.module.zod, node: imported.node } : undefined;
  }

  /** The shape of an MCP-style raw shape (`{ city: z.string() }`) or a zod object schema. */
  readObjectSchema(node: Node, depth = 0): KnownShape | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const resolved = this.resolve(node, depth);
    if (!resolved) {
      const imported = this.imported(node);
      return imported?.reader.readObjectSchema(imported.node, depth + 1);
    }
    if (resolved.type === AST_NODE_TYPES.ObjectExpression) return this.readRawShape(resolved, depth);
    if (resolved.type === AST_NODE_TYPES.CallExpression) {
      const wrapped = this.wrappedShape(resolved, depth);
      if (wrapped) return wrapped;
    }
    // `inputSchema: Input.shape`, where `Input = z.object({…})`.
    if (resolved.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(resolved) === "shape") {
      const shape = this.read(resolved.object, 1);
      return shape?.type === "object" ? shape : undefined;
    }
    const shape = this.read(resolved, 0);
    return shape?.type === "object" ? shape : undefined;
  }

  /**
   * `withConversationId({ prompt: z.string() })`, where `withConversationId = (schema) => ({
   * ...Base.shape, ...schema })`: a helper of this file or another module that adds fields to the
   * raw shape it is given. Its object is read in its own module, and the spread of its parameter is
   * the shape given at the call.
   */
  private wrappedShape(call: TSESTree.CallExpression, depth: number): KnownShape | undefined {
    const [argument] = call.arguments;
    const callee = skipTransparent(call.callee);
    if (call.arguments.length !== 1 || !argument || argument.type === AST_NODE_TYPES.SpreadElement || callee.type !== AST_NODE_TYPES.Identifier) return undefined;
    const local = resolveFunction(callee, this.flow);
    const imported = local ? null : this.links?.importedValue(callee);
    const fn = local ?? (imported && isFunction(imported.node) ? imported.node : null);
    const parameter = fn?.params.length === 1 ? fn.params[0] : undefined;
    if (!fn || fn.async || fn.generator || parameter?.type !== AST_NODE_TYPES.Identifier) return undefined;
    const returned = onlyReturned(fn);
    const object = returned && skipTransparent(returned);
    if (object?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
    const reader = imported ? imported.module.zod : this;
    const isParameter = (node: Node): boolean => {
      const spread = skipTransparent(node);
      return spread.type === AST_NODE_TYPES.Identifier && spread.name === parameter.name;
    };
    if (!object.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement && isParameter(property.argument))) return undefined;
    const properties: Record<string, KnownShape> = {};
    let hidden = false;
    for (const property of object.properties) {
      const shape =
        property.type !== AST_NODE_TYPES.SpreadElement
          ? undefined
          : isParameter(property.argument)
            ? this.readObjectSchema(argument, depth + 1)
            : reader.readSpread(property.argument, depth + 1);
      if (property.type === AST_NODE_TYPES.SpreadElement) {
        if (shape?.properties) Object.assign(properties, shape.properties);
        if (!shape?.properties || shape.opaque) hidden = true;
        continue;
      }
      const key = getStaticPropertyName(property);
      if (key === null) hidden = true;
      else properties[key] = reader.read(property.value, depth + 1) ?? UNREAD;
    }
    return hidden ? { type: "object", properties, opaque: true } : { type: "object", properties };
  }

  /** Shapes read already, by node: a schema used many times (or nested in itself) is read once. */
  private readonly shapes = new Map<Node, KnownShape | undefined>();
  private readonly reading = new Set<Node>();

  /** The shape of one zod schema expression, or `undefined` when it is not a zod schema. */
  read(node: Node, depth: number): KnownShape | undefined {
    if (depth > MAX_DEPTH) {
      this.cuts++;
      return undefined;
    }
    if (this.shapes.has(node)) return this.shapes.get(node);
    // `const A = z.object({ child: A })`: a schema inside itself is validated, of a shape not read here.
    if (this.reading.has(node)) return UNREAD;
    this.reading.add(node);
    const cutsBefore = this.cuts;
    const shape = this.readOnce(node, depth);
    this.reading.delete(node);
    // A shape cut short by the depth bound is not kept: read from nearer the root, it goes deeper.
    if (this.cuts === cutsBefore) this.shapes.set(node, shape);
    return shape;
  }

  /** How many reads the depth bound has cut short so far. */
  private cuts = 0;

  private readOnce(node: Node, depth: number): KnownShape | undefined {
    const root = this.locate(node, depth);
    if (!root) return undefined;
    if ("delegate" in root) {
      const inner = root.delegate.reader.read(root.delegate.node, depth + 1);
      return inner && this.applySteps(inner, root.steps, depth);
    }
    return this.applySteps(this.base(root.call, root.coerced, depth), root.steps, depth);
  }

  /**
   * The call that makes a zod schema (`z.string()`, `z.coerce.boolean()`), the method calls
   * applied to it from the outside in (`.optional()`, `.describe()`, and the wrappers
   * `z.optional(…)`, `z.nullable(…)`, `z.nullish(…)`), and the schema's kind.
   */
  rootOf(node: Node, depth = 0): Root | null {
    const root = this.locate(node, depth);
    return root && !("delegate" in root) ? root : null;
  }

  /**
   * {@link ZodReader.rootOf}, followed into the module that writes the schema when the chain starts
   * from an imported schema or factory: its root call is a node of that module.
   */
  rootAnywhere(node: Node, depth = 0): Root | null {
    if (depth > MAX_DEPTH) return null;
    const root = this.locate(node, depth);
    if (!root) return null;
    return "delegate" in root ? root.delegate.reader.rootAnywhere(root.delegate.node, depth + 1) : root;
  }

  /** {@link ZodReader.rootOf}, or the schema of another module that the chain starts from. */
  private locate(node: Node, depth: number): Root | Delegated | null {
    const steps: TSESTree.CallExpression[] = [];
    const start = this.resolve(node, depth);
    if (!start) {
      const imported = this.imported(node);
      return imported ? { delegate: imported, steps } : null;
    }
    let current: Node = start;
    for (let guard = 0; guard < 64; guard++) {
      current = skipTransparent(current);
      if (current.type === AST_NODE_TYPES.CallExpression) {
        const returned = this.factoryResult(current, depth + guard);
        if (returned?.reader === this) {
          current = returned.node;
          continue;
        }
        if (returned) return { delegate: returned, steps };
      }
      if (current.type === AST_NODE_TYPES.Identifier && steps.length > 0) {
        // `ParamSpanId.optional()`, where `const ParamSpanId = z.string()…`: shared field schemas.
        const definition = this.resolve(current, depth + 1);
        if (!definition) {
          const imported = this.imported(current);
          return imported ? { delegate: imported, steps } : null;
        }
        current = definition;
        continue;
      }
      if (current.type !== AST_NODE_TYPES.CallExpression) return null;
      const callee = skipTransparent(current.callee);
      if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return null;
      const kind = getStaticPropertyName(callee) ?? "";
      if (this.isNamespace(callee.object)) {
        // `z.optional(x)`, `z.nullable(x)`, `z.nullish(x)` (the only forms zod/mini has) are steps
        // on `x`, as `x.optional()` is: the schema is what they wrap.
        const [wrapped] = current.arguments;
        if (WRAPPERS.has(kind) && wrapped && wrapped.type !== AST_NODE_TYPES.SpreadElement) {
          steps.push(current);
          current = wrapped;
          continue;
        }
        return { call: current, kind, coerced: false, steps };
      }
      const object = skipTransparent(callee.object);
      if (
        object.type === AST_NODE_TYPES.MemberExpression &&
        getStaticPropertyName(object) === "coerce" &&
        this.isNamespace(object.object)
      ) {
        return { call: current, kind, coerced: true, steps };
      }
      steps.push(current);
      current = callee.object;
    }
    return null;
  }

  /**
   * The fields of an object schema, as written: a raw shape `{ a: z.string() }`, `z.object({…})`
   * (also `.extend({…})`), or `X.shape`. `null` when the fields cannot be seen.
   */
  objectFields(
    node: Node,
    depth = 0,
  ): { readonly reader: ZodReader; readonly objects: TSESTree.ObjectExpression[]; readonly bases?: ReadonlyArray<{ readonly reader: ZodReader; readonly node: Node }> } | null {
    if (depth > MAX_DEPTH) return null;
    const resolved = this.resolve(node, depth);
    if (!resolved) {
      // An object schema another module exports: its fields, as written there, read by that
      // module's reader (their values name that module's schemas).
      const imported = this.imported(node);
      return imported ? imported.reader.objectFields(imported.node, depth + 1) : null;
    }
    if (resolved.type === AST_NODE_TYPES.ObjectExpression) return { reader: this, objects: [resolved] };
    if (resolved.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(resolved) === "shape") {
      return this.objectFields(resolved.object, depth + 1);
    }
    const located = this.locate(resolved, depth);
    if (located && "delegate" in located) {
      // `BaseToolSchema.extend({ … })`, where the base is another module's: the extensions are
      // this module's fields, and the base's are read there.
      const { objects, bases } = this.extensions(located.steps, depth);
      if ((objects.length === 0 && bases.length === 0) || located.steps.some((step) => stepName(step) === "array")) return null;
      return { reader: this, objects, bases: [located.delegate, ...bases] };
    }
    const root = located && !("delegate" in located) ? located : null;
    if (!root || !["object", "strictObject", "looseObject"].includes(root.kind)) return null;
    // `z.object({…}).array()` is an array of objects, as `z.array(z.object({…}))` is.
    if (root.steps.some((step) => stepName(step) === "array")) return null;
    const first = root.call.arguments[0] && this.resolve(root.call.arguments[0], depth + 1);
    const { objects, bases } = this.extensions(root.steps, depth);
    if (first?.type === AST_NODE_TYPES.ObjectExpression) objects.unshift(first);
    return bases.length > 0 ? { reader: this, objects, bases } : { reader: this, objects };
  }

  /**
   * What `.extend(…)` and `.merge(…)` steps add to an object schema: the raw shapes written out,
   * and the schemas (`.merge(Pagination)`, `.extend(Other.shape)`) whose fields are read where
   * they are written.
   */
  private extensions(
    steps: readonly TSESTree.CallExpression[],
    depth: number,
  ): { objects: TSESTree.ObjectExpression[]; bases: Array<{ readonly reader: ZodReader; readonly node: Node }> } {
    const objects: TSESTree.ObjectExpression[] = [];
    const bases: Array<{ readonly reader: ZodReader; readonly node: Node }> = [];
    for (const step of steps) {
      const name = stepName(step);
      const argument = step.arguments[0];
      if (!argument || !EXTENDING.has(name)) continue;
      const extension = this.resolve(argument, depth + 1);
      if (extension?.type === AST_NODE_TYPES.ObjectExpression) objects.push(extension);
      else bases.push({ reader: this, node: argument });
    }
    return { objects, bases };
  }

  /**
   * The member schemas of `z.union([a, b])` or `z.discriminatedUnion("kind", [a, b])` (also one
   * another module exports), with the reader of the module that writes them; `null` for anything else.
   */
  unionMembers(node: Node, depth = 0): { readonly reader: ZodReader; readonly members: readonly Node[] } | null {
    if (depth > MAX_DEPTH) return null;
    const located = this.locate(node, depth);
    if (!located) return null;
    if ("delegate" in located) return located.delegate.reader.unionMembers(located.delegate.node, depth + 1);
    const list = located.kind === "union" ? located.call.arguments[0] : located.kind === "discriminatedUnion" ? located.call.arguments[1] : undefined;
    const members = list && skipTransparent(list);
    if (members?.type !== AST_NODE_TYPES.ArrayExpression) return null;
    return { reader: this, members: members.elements.filter((element): element is TSESTree.Expression => element !== null && element.type !== AST_NODE_TYPES.SpreadElement) };
  }

  /**
   * The element schema of `z.array(x)` / `x.array()` (`x` as written, with its own steps), or
   * `null` when the schema is not an array.
   */
  arrayElement(node: Node): Node | null {
    const root = this.rootOf(node);
    if (!root) return null;
    // The outermost `.array()` makes the schema an array of everything inside it.
    const array = root.steps.find((step) => stepName(step) === "array");
    if (array) return (skipTransparent(array.callee) as TSESTree.MemberExpression).object;
    return root.kind === "array" ? (root.call.arguments[0] ?? null) : null;
  }

  private resolve(node: Node, depth: number): Node | undefined {
    let current: Node | null = skipTransparent(node);
    for (let hops = 0; hops + depth <= MAX_DEPTH; hops++) {
      if (current?.type === AST_NODE_TYPES.Identifier) current = constantInitializer(current, this.flow);
      else if (current?.type === AST_NODE_TYPES.MemberExpression) {
        // `Schemas.create`, where `const Schemas = { create: z.object({ … }) }`: a schema kept in a
        // `const` object literal. Anything else (`Input.shape`, a field of a call's result) stays.
        const field = getStaticPropertyName(current);
        const owner = field === null ? null : this.resolve(current.object, depth + hops + 1);
        if (owner?.type !== AST_NODE_TYPES.ObjectExpression) break;
        const property = owner.properties.find(
          (candidate): candidate is TSESTree.Property => candidate.type === AST_NODE_TYPES.Property && !candidate.computed && getStaticPropertyName(candidate) === field,
        );
        if (!property) break;
        current = skipTransparent(property.value);
      } else break;
    }
    return current && current.type !== AST_NODE_TYPES.Identifier ? current : undefined;
  }

  private readRawShape(object: TSESTree.ObjectExpression, depth: number): KnownShape {
    const properties: Record<string, KnownShape> = {};
    // A spread is read where it can be (a local object, a local `X.shape`, either branch of a
    // `?:`); one that cannot be read, or a computed key, hides fields that the schema still
    // validates: the fields written out keep their shapes, and the object is opaque for the others.
    let hidden = false;
    for (const property of object.properties) {
      if (property.type === AST_NODE_TYPES.SpreadElement) {
        const spread = depth <= MAX_DEPTH ? this.readSpread(property.argument, depth + 1) : undefined;
        if (spread?.properties) Object.assign(properties, spread.properties);
        if (!spread?.properties || spread.opaque) hidden = true;
        continue;
      }
      const key = getStaticPropertyName(property);
      if (key === null) {
        hidden = true;
        continue;
      }
      properties[key] = this.read(property.value, depth + 1) ?? UNREAD;
    }
    return hidden ? { type: "object", properties, opaque: true } : { type: "object", properties };
  }

  /** The fields a spread adds to a raw shape, where they can be read. */
  private readSpread(argument: Node, depth: number): KnownShape | undefined {
    const node = skipTransparent(argument);
    if (node.type === AST_NODE_TYPES.ConditionalExpression) {
      const either = [this.readSpread(node.consequent, depth + 1), this.readSpread(node.alternate, depth + 1)];
      if (either.some((shape) => !shape?.properties)) return undefined;
      const opaque = either.some((shape) => shape!.opaque);
      const properties = Object.assign({}, ...either.map((shape) => shape!.properties));
      return opaque ? { type: "object", properties, opaque } : { type: "object", properties };
    }
    const resolved = this.resolve(node, depth);
    if (resolved?.type === AST_NODE_TYPES.ObjectExpression) return this.readRawShape(resolved, depth);
    if (resolved?.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(resolved) === "shape") {
      const shape = this.read(resolved.object, depth);
      return shape?.type === "object" ? shape : undefined;
    }
    const imported = resolved ? undefined : this.imported(node);
    return imported?.reader.readSpread(imported.node, depth + 1);
  }

  /** `z.string()`, `z.coerce.boolean()`, `z.enum([...])`, `z.object({...})`, … */
  private base(call: TSESTree.CallExpression, coerced: boolean, depth: number): KnownShape {
    const kind = getStaticPropertyName(skipTransparent(call.callee) as TSESTree.MemberExpression) ?? "";
    const [first] = call.arguments;
    const withCoercion = (type: ShapeType): KnownShape => (coerced ? { type, coerced: true } : { type });
    if (kind === "string") return withCoercion("string");
    // `z.email()`, `z.url()`, `z.uuid()`…: formats that the empty string does not match.
    if (STRING_KINDS.has(kind)) return { ...withCoercion("string"), nonEmpty: true };
    switch (kind) {
      case "number":
      case "bigint":
      case "float32":
      case "float64":
        return withCoercion("number");
      case "int":
      case "int32":
      case "int64":
        return withCoercion("integer");
      case "boolean":
        return withCoercion("boolean");
      case "stringbool":
        // Accepts "true"/"false"/"1"/"0"… and outputs a real boolean.
        return { type: "boolean" };
      case "date":
        return withCoercion("object");
      case "null":
        return { type: "null" };
      case "array":
        return { type: "array", items: (first && this.read(first, depth + 1)) ?? UNREAD };
      case "tuple":
        return { type: "array" };
      case "object":
      case "strictObject":
      case "looseObject": {
        const shape = first && this.resolve(first, depth);
        if (shape?.type === AST_NODE_TYPES.ObjectExpression) return this.readRawShape(shape, depth + 1);
        // `z.object(SearchFields)`, where another module exports the raw shape.
        const imported = first && !shape ? this.imported(first) : undefined;
        const fields = imported && skipTransparent(imported.node);
        // A shape that cannot be read (built by a call, a package's) is validated all the same.
        return fields?.type === AST_NODE_TYPES.ObjectExpression ? imported!.reader.readRawShape(fields, depth + 1) : { type: "object", opaque: true };
      }
      case "record":
      case "map":
        return { type: "object" };
      case "enum": {
        const options = first && this.resolve(first, depth);
        if (options?.type !== AST_NODE_TYPES.ArrayExpression) return UNREAD;
        const values: unknown[] = [];
        for (const element of options.elements) {
          if (element?.type !== AST_NODE_TYPES.Literal) return { type: "string" };
          values.push(element.value);
        }
        return { type: "string", values };
      }
      case "literal": {
        const literal = first && skipTransparent(first);
        if (literal?.type !== AST_NODE_TYPES.Literal) return UNREAD;
        const value = literal.value;
        const type: ShapeType =
          typeof value === "string" ? "string" : typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "unknown";
        return { type, values: [value] };
      }
      case "preprocess": {
        // `z.preprocess(fn, schema)`: `schema` validates what `fn` makes of the input. A blind
        // conversion (`Boolean`, `(v) => Number(v)`, `!!v`) is `z.coerce.*` in disguise.
        const inner = call.arguments[1];
        const shape = (inner && this.read(inner, depth + 1)) ?? UNREAD;
        return first && isBlindConversion(first) ? { ...shape, coerced: true } : shape;
      }
      case "union":
      case "discriminatedUnion":
        return this.readUnion(call.arguments[kind === "union" ? 0 : 1], depth);
      case "any":
      case "unknown":
        // Every value is valid: nothing narrows what the model may send.
        return UNKNOWN;
      default:
        // intersection, lazy, custom, nativeEnum, …: validated, but not read here.
        return UNREAD;
    }
  }

  /** A union of literals keeps their values; a union of objects is an object; anything else is unknown. */
  private readUnion(optionsNode: Node | undefined, depth: number): KnownShape {
    const options = optionsNode && this.resolve(optionsNode, depth);
    if (options?.type !== AST_NODE_TYPES.ArrayExpression || options.elements.length === 0) return UNREAD;
    const shapes: KnownShape[] = [];
    for (const element of options.elements) {
      const shape = element && element.type !== AST_NODE_TYPES.SpreadElement ? this.read(element, depth + 1) : undefined;
      if (!shape) return UNREAD;
      shapes.push(shape);
    }
    const isObject = (shape: KnownShape): boolean => shape.type === "object" && !shape.nullable;
    if (shapes.every(isObject)) return mergeObjects(shapes);
    // Objects beside members read as nothing more than "validated" (`z.string().transform(…)`,
    // `z.nativeEnum(…)`): the value may be anything (even falsy), but where code has narrowed it to
    // one of the objects, that object's fields are known.
    if (shapes.some(isObject) && shapes.every((shape) => isObject(shape) || shape === UNREAD)) {
      return { type: "unknown", properties: mergeObjects(shapes.filter(isObject)).properties ?? {} };
    }
    // One call or a list of calls: whichever it is, it is never falsy.
    if (shapes.every((shape) => (shape.type === "object" || shape.type === "array") && !shape.nullable)) {
      return { type: "unknown", nonEmpty: true };
    }
    if (shapes.every((shape) => shape.values && !shape.nullable)) {
      const types = new Set(shapes.map((shape) => shape.type));
      return {
        type: types.size === 1 ? shapes[0]!.type : "unknown",
        values: shapes.flatMap((shape) => shape.values ?? []),
      };
    }
    return UNKNOWN;
  }

  private applySteps(base: KnownShape, stepsOutward: readonly TSESTree.CallExpression[], depth: number): KnownShape {
    let shape = base;
    for (let index = stepsOutward.length - 1; index >= 0; index--) {
      const step = stepsOutward[index]!;
      const name = stepName(step);
      if (KEEP.has(name)) continue;
      switch (name) {
        case "min":
        case "gte":
        case "length":
          shape = withNonEmpty(shape, step, true);
          break;
        case "gt":
          shape = withNonEmpty(shape, step, false);
          break;
        case "positive":
        case "nonempty":
        case "email":
        case "url":
        case "uuid":
        case "cuid":
        case "datetime":
        case "date":
          shape = shape.type === "array" || shape.type === "object" ? shape : { ...shape, nonEmpty: true };
          break;
        case "int":
          if (shape.type === "number") shape = { ...shape, type: "integer" };
          break;
        case "regex":
          // `.regex(/^[a-z0-9_-]+$/)`: a pattern the empty string does not match rules `""` out.
          if (shape.type === "string" && rejectsEmpty(step.arguments[0])) shape = { ...shape, nonEmpty: true };
          break;
        case "nonnegative":
          if (shape.type === "number" || shape.type === "integer") shape = { ...shape, zeroStated: true };
          break;
        case "describe": {
          const description = step.arguments[0] && skipTransparent(step.arguments[0]);
          const text = description && getStaticKeyValue(description);
          if (text) shape = withDocumentedMinimum(shape, text);
          // "0-based", "zero-based", "0 = all", "0 means …": the description makes 0 a value.
          if (typeof text === "string" && /\b(?:0|zero)[- ]based\b|\b0\s*(?:=|means\b|for\b)/iu.test(text) && (shape.type === "number" || shape.type === "integer")) {
            shape = { ...shape, zeroStated: true };
          }
          break;
        }
        case "nullable":
        case "nullish":
          shape = { ...shape, nullable: true };
          break;
        case "array":
          shape = { type: "array", items: shape };
          break;
        case "extend":
        case "merge":
        case "safeExtend": {
          const argument = step.arguments[0];
          if (!argument) break;
          const extension = this.resolve(argument, depth);
          // `.extend({ … })` and `.extend(Other.shape)` add a raw shape; `.merge(Pagination)` an object schema.
          const extra =
            extension?.type === AST_NODE_TYPES.ObjectExpression
              ? this.readRawShape(extension, depth + 1)
              : name === "merge"
                ? this.read(argument, depth + 1)
                : this.readSpread(argument, depth + 1);
          // An extension that cannot be read still validates its fields: the object is opaque.
          if (shape.type !== "object") shape = { type: "object", opaque: true };
          else if (!extra?.properties) shape = { type: "object", properties: shape.properties ?? {}, opaque: true };
          else {
            // Fields of a base that cannot be read are validated all the same: opaque.
            const opaque = !shape.properties || shape.opaque === true || extra.opaque === true;
            const properties = { ...shape.properties, ...extra.properties };
            shape = opaque ? { type: "object", properties, opaque } : { type: "object", properties };
          }
          break;
        }
        default:
          // `.transform()`, `.pipe()`, `.or()`, `.and()`, and anything not known: validated, but the
          // type the handler receives is not read here.
          return UNREAD;
      }
    }
    return shape;
  }
}

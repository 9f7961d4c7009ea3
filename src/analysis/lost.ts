/**
 * Where the analysis lost track of tool data, and why: what `explain` shows so that a clean run is
 * not mistaken for safe code. The flow records the places where it stopped ({@link LostTrack});
 * this module says which of them matter and names the reason. Nothing here changes a finding.
 *
 * A call whose function the file does not define is lost when that function cannot be read: it
 * comes from a package, it is a value the program computes (`handlers[name](args)`), or it is a
 * parameter or a method of an object the analysis does not know. A call of a global (`console.log`,
 * `JSON.stringify`, `String`), or of a method that only reads its argument (`text.replace(a, b)`), is
 * not: the platform's functions do not hide the program's checks. A
 * call of a function imported from a relative path is followed into that module when cross-module
 * reading is on.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getStaticPropertyName, isStaticCall, outermostWrapper, skipTransparent, skipTransparentAndAwait } from "./ast.js";
import { calleeFunctions } from "./calls.js";
import type { LostTrack, ToolDataFlow, ToolSource } from "./flow.js";
import { resolveImport } from "./project/modules.js";
import { constantInitializer } from "./resolve.js";

export type LostReason =
  /** Passed to a function imported from a package, which the analysis does not read. */
  | "package"
  /** Passed to a call whose function is computed at run time (`handlers[name](args)`, `(await load())(args)`). */
  | "dynamic-call"
  /** Passed to a parameter, or to a method of an object, that the analysis cannot resolve to a function. */
  | "unknown-function"
  /** Passed to a function of another module of the project while cross-module reading is off. */
  | "cross-module-off"
  /** Spread into a call: `f(...args)`. */
  | "spread"
  /** Stored into an object, an array, a property or a collection that the flow does not follow. */
  | "structure"
  /**
   * A tool call's arguments text (`call.function.arguments`) handed, unparsed, to a function the
   * analysis cannot read: whatever that function parses is never taken in as tool data.
   */
  | "unparsed-arguments"
  /** Read from a variable that a write may have set to something else first (`if (!v) v = 30`). */
  | "reassigned";

export interface LostPlace {
  /** The expression that held tool data where tracking stopped. */
  readonly node: Node;
  /** The source it was followed from; `null` for tool data that was never taken in (`unparsed-arguments`). */
  readonly source: ToolSource | null;
  readonly path: readonly string[];
  readonly reason: LostReason;
  /** A sentence for people: where the value went and why it is not followed. */
  readonly message: string;
}

/**
 * Methods of the platform's own values (strings, arrays, maps, regular expressions, numbers) that
 * read their argument and keep nothing of it: `text.replace(args.old, args.new)` hides no check.
 */
const READING_METHODS = new Set([
  "at", "concat", "endsWith", "every", "exec", "find", "findIndex", "get", "has", "includes", "indexOf", "join",
  "lastIndexOf", "localeCompare", "match", "matchAll", "padEnd", "padStart", "repeat", "replace", "replaceAll",
  "search", "slice", "some", "split", "startsWith", "substring", "test", "toFixed", "toString", "delete",
]);

/** Methods that store their argument into the receiver. */
const STORE_METHODS = new Set(["push", "unshift", "splice", "set", "add", "append", "enqueue", "fill"]);

/** The places of `flow.lost` that hide tool data, classified, in the order the flow met them. */
export function lostPlaces(flow: ToolDataFlow, sourceCode: Readonly<TSESLint.SourceCode>, crossModule: boolean, fromFile: string | null = null): LostPlace[] {
  const places: LostPlace[] = [];
  const seen = new Set<Node>();
  for (const lost of flow.lost) {
    if (seen.has(lost.node)) continue;
    const found = classify(lost, flow, sourceCode, crossModule, fromFile);
    if (!found) continue;
    seen.add(lost.node);
    places.push({ node: lost.node, source: lost.taint.source, path: lost.taint.path, ...found });
  }
  return places;
}

function classify(
  lost: LostTrack,
  flow: ToolDataFlow,
  sourceCode: Readonly<TSESLint.SourceCode>,
  crossModule: boolean,
  fromFile: string | null,
): { reason: LostReason; message: string } | null {
  const text = (node: Node): string => shorten(sourceCode.getText(node));
  if (lost.kind === "spread") {
    const call = lost.node.parent?.parent;
    const callee = call && (call.type === AST_NODE_TYPES.CallExpression || call.type === AST_NODE_TYPES.NewExpression) ? call.callee : null;
    return { reason: "spread", message: `spread into a call${callee ? ` of \`${text(callee)}\`` : ""}; spread arguments are not followed` };
  }
  if (lost.kind === "reassigned" && lost.write) {
    const line = lost.write.loc.start.line;
    const write = lost.write.parent?.type === AST_NODE_TYPES.AssignmentExpression ? lost.write.parent : lost.write;
    return {
      reason: "reassigned",
      message: `\`${text(lost.node)}\` may hold what \`${text(write)}\` (line ${line}) wrote instead of the tool's value; later reads are not followed`,
    };
  }
  if (lost.kind === "structure") {
    const parent = lost.node.parent;
    const where =
      lost.node.type === AST_NODE_TYPES.MemberExpression
        ? `the property \`${text(lost.node)}\``
        : parent?.type === AST_NODE_TYPES.ArrayExpression
          ? "an array literal"
          : parent?.type === AST_NODE_TYPES.SpreadElement
            ? "a spread into a literal"
            : "an object literal";
    return { reason: "structure", message: `stored into ${where}, which the analysis does not follow` };
  }
  const call = lost.node.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression && call?.type !== AST_NODE_TYPES.NewExpression) return null;
  // A function of another module that the project layer finds (`this.context.index(path)`, where the
  // field holds an instance of an imported class): followed there.
  if (crossModule && (flow.importedCallees?.(call).length ?? 0) > 0) return null;
  const callee = skipTransparent(call.callee);
  const name = text(callee);
  if (callee.type === AST_NODE_TYPES.Identifier) return byBinding(callee, name, flow, crossModule, callee, fromFile);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) {
    return { reason: "dynamic-call", message: `passed to \`${name}\`, a function computed at run time that the analysis cannot resolve` };
  }
  if (callee.computed && getStaticPropertyName(callee) === null) {
    return { reason: "dynamic-call", message: `passed to \`${name}\`, a function chosen at run time that the analysis cannot resolve` };
  }
  let root: Node = skipTransparent(callee.object);
  while (root.type === AST_NODE_TYPES.MemberExpression) root = skipTransparent(root.object);
  const method = getStaticPropertyName(callee);
  if (root.type === AST_NODE_TYPES.Identifier) {
    const found = byBinding(root, name, flow, crossModule, callee, fromFile);
    if (found === null || found.reason === "package" || found.reason === "cross-module-off") return found;
  }
  if (method !== null && READING_METHODS.has(method)) return null;
  if (method !== null && STORE_METHODS.has(method)) {
    return { reason: "structure", message: `stored with \`${name}\`, into a collection that the analysis does not follow` };
  }
  return { reason: "unknown-function", message: `passed to \`${name}\`, a method that the analysis cannot resolve to a function` };
}

/**
 * What the name a call goes through is bound to: a global (not lost), an import, a parameter, or a
 * value computed at run time. `null` for globals, and for relative imports followed into their module.
 */
function byBinding(
  identifier: TSESTree.Identifier,
  name: string,
  flow: ToolDataFlow,
  crossModule: boolean,
  callee: Node,
  fromFile: string | null,
): { reason: LostReason; message: string } | null {
  let current = identifier;
  // `const client = new OpenAI()`, `const db = await connect()`: what the binding was made from.
  for (let hops = 0; hops < 4; hops++) {
    const variable = flow.resolveVariable(current);
    if (variable === null || variable.defs.length === 0) return hops === 0 ? null : unknownMethod(name, callee);
    const definition = variable.defs[0]!;
    if (definition.type === "ImportBinding") {
      const module = String((definition.parent as TSESTree.ImportDeclaration).source.value);
      // A package, unless a `paths` alias of the project's tsconfig maps it to one of its modules.
      if (!module.startsWith(".") && (fromFile === null || resolveImport(fromFile, module) === null)) {
        return { reason: "package", message: `passed to \`${name}\` from the package \`${module}\`, which the analysis does not read` };
      }
      if (crossModule) return null;
      return { reason: "cross-module-off", message: `passed to \`${name}\` from \`${module}\`, and cross-module reading is off` };
    }
    if (definition.type === "Parameter") {
      return { reason: "unknown-function", message: `passed to \`${name}\`, which comes from a parameter that the analysis cannot resolve` };
    }
    const init = constantInitializer(current, flow);
    let next: Node | null = init && skipTransparentAndAwait(init);
    while (next && (next.type === AST_NODE_TYPES.NewExpression || next.type === AST_NODE_TYPES.CallExpression || next.type === AST_NODE_TYPES.MemberExpression)) {
      next = skipTransparentAndAwait(next.type === AST_NODE_TYPES.MemberExpression ? next.object : next.callee);
    }
    if (next?.type !== AST_NODE_TYPES.Identifier) break;
    current = next;
  }
  return callee.type === AST_NODE_TYPES.Identifier
    ? { reason: "dynamic-call", message: `passed to \`${name}\`, a value that the analysis cannot resolve to a function` }
    : unknownMethod(name, callee);
}

function unknownMethod(name: string, callee: Node): { reason: LostReason; message: string } {
  const what = callee.type === AST_NODE_TYPES.Identifier ? "a value" : "a method";
  return { reason: "unknown-function", message: `passed to \`${name}\`, ${what} that the analysis cannot resolve to a function` };
}

function shorten(text: string): string {
  const line = text.replace(/\s+/gu, " ");
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

/**
 * The OpenAI-shaped arguments text of a tool call (`call.function.arguments`) passed, unparsed, to a
 * function that is neither `JSON.parse` nor one the file defines (`parseToolArgs(call.function.arguments)`
 * from a package or another module): the analysis takes tool arguments in where they are parsed, so
 * it never sees them. Walks the file; asked only by `explain`.
 */
export function unparsedArguments(flow: ToolDataFlow, sourceCode: Readonly<TSESLint.SourceCode>): LostPlace[] {
  if (!sourceCode.text.includes(".arguments")) return [];
  const places: LostPlace[] = [];
  const stack: Node[] = [sourceCode.ast as Node];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(node) === "arguments") {
      const object = skipTransparent(node.object);
      if (object.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(object) === "function") {
        const place = unparsedAt(node, flow, sourceCode);
        if (place) places.push(place);
      }
    }
    const keys = sourceCode.visitorKeys[node.type] ?? [];
    for (let index = keys.length - 1; index >= 0; index--) {
      const child = (node as unknown as Record<string, unknown>)[keys[index]!];
      if (Array.isArray(child)) {
        for (let item = child.length - 1; item >= 0; item--) if (isNode(child[item])) stack.push(child[item] as Node);
      } else if (isNode(child)) stack.push(child);
    }
  }
  return places.sort((a, b) => a.node.range[0] - b.node.range[0]);
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

function unparsedAt(text: TSESTree.MemberExpression, flow: ToolDataFlow, sourceCode: Readonly<TSESLint.SourceCode>): LostPlace | null {
  const argument = outermostWrapper(text);
  const call = argument.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression && call?.type !== AST_NODE_TYPES.NewExpression) return null;
  if (!(call.arguments as readonly Node[]).includes(argument) || isStaticCall(call, "JSON", "parse")) return null;
  if (calleeFunctions(call, flow).length > 0) return null;
  // A helper of another module that parses it (`parseArgs(call.function.arguments)`) is a source.
  if (flow.valueOf(call) !== undefined) return null;
  const callee = skipTransparent(call.callee);
  let root: Node = callee;
  while (root.type === AST_NODE_TYPES.MemberExpression) root = skipTransparent(root.object);
  let origin = "";
  if (root.type === AST_NODE_TYPES.Identifier) {
    const variable = flow.resolveVariable(root);
    // A global (`console.log(call.function.arguments)`) parses nothing the program reads.
    if (variable === null || variable.defs.length === 0) return null;
    const definition = variable.defs[0]!;
    if (definition.type === "ImportBinding") origin = ` (from \`${String((definition.parent as TSESTree.ImportDeclaration).source.value)}\`)`;
  }
  const name = shorten(sourceCode.getText(callee));
  return {
    node: text,
    source: null,
    path: [],
    reason: "unparsed-arguments",
    message: `a tool call's arguments, passed unparsed to \`${name}\`${origin}: tool arguments are taken in where \`JSON.parse\` parses them, so nothing this call returns is checked`,
  };
}

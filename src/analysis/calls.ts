/**
 * Calls within one file: the functions a call can run, and the calls that run a function. The flow
 * asks these two questions to follow tool data into the helpers, methods and dispatch maps a file
 * defines, and back out of them through their return values.
 *
 * What a call can run, syntactically and without types:
 * - a function declaration, or a `const` bound to a function or arrow (`parse(raw)`);
 * - a method or function-valued property of an object literal bound to a `const`, by its name
 *   (`handlers.round(args)`) or, for a computed key, every one of them (`handlers[name](args)`,
 *   `handlers[name]?.(args)`: a dispatch map);
 * - a method of the class around the call (`this.run(args)`), or one it inherits from a class of the
 *   file (`this.run(args)`, `super.run(args)`), of a class the file instantiates
 *   (`const service = new Service(); service.run(args)`), or a static method (`Service.run(args)`);
 * - the constructor of a class the file declares (`new Service(args)`);
 * - a callback: a parameter called inside the function (`fn(args)` in `function withArgs(raw, fn)`)
 *   runs the functions that the function's callers pass in that position.
 *
 * The calls that run a function are the reverse for functions bound to a name (a declaration, a
 * `const`, a property of a `const` object literal): those are the ones a return value can reach.
 *
 * Everything here is bounded: a callback is followed through at most {@link CALLBACK_DEPTH} levels
 * of callers, and nothing recurses on the program's own recursion.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type FunctionNode, type Node, getStaticPropertyName, isFunction, outermostWrapper as outer, skipTransparent } from "./ast.js";
import {
  type NameResolver,
  constantInitializer,
  constructedClassName,
  instanceClassName,
  resolveFunction,
  typeReferenceName,
  wrappedFunction,
} from "./resolve.js";
import { returnedExpressions } from "./returns.js";

export type Call = TSESTree.CallExpression | TSESTree.NewExpression;
type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/** How many callers deep a callback parameter is traced back to the functions passed in. */
export const CALLBACK_DEPTH = 2;

const NONE: readonly never[] = Object.freeze([]);

/** The functions of this file that `call` can run (empty when it runs none the file defines). */
export function calleeFunctions(call: Call, names: NameResolver, depth = CALLBACK_DEPTH): readonly FunctionNode[] {
  const callee = skipTransparent(call.callee);
  if (call.type === AST_NODE_TYPES.NewExpression) {
    if (callee.type !== AST_NODE_TYPES.Identifier) return NONE;
    const declared = classOf(callee, names);
    const constructor = declared && classMember(declared, "constructor", false);
    return constructor ? [constructor] : NONE;
  }
  if (callee.type === AST_NODE_TYPES.Identifier) return functionsOf(callee, names, depth);
  if (isFunction(callee)) return [callee];
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return NONE;
  const name = getStaticPropertyName(callee);
  const object = skipTransparent(callee.object);
  if (object.type === AST_NODE_TYPES.ThisExpression || object.type === AST_NODE_TYPES.Super) {
    // `this.run(args)`: the class's own method, or one it inherits; `super.run(args)`: an inherited one.
    const around = enclosingClass(call);
    if (!around || name === null) return NONE;
    const start = { node: around as Node, names };
    const found = object.type === AST_NODE_TYPES.ThisExpression ? declaringClass(start, name, localSuperclass) : declaringClass(start, name, localSuperclass, true);
    const method = found && isClassNode(found.node) ? classMember(found.node, name, false) : null;
    return method ? [method] : NONE;
  }
  if (object.type === AST_NODE_TYPES.MemberExpression && skipTransparent(object.object).type === AST_NODE_TYPES.ThisExpression) {
    // `this.extractor.getTranscript(args)`, where the class sets `extractor = new Extractor()`.
    const field = getStaticPropertyName(object);
    const around = enclosingClass(call);
    const created = around && field !== null && name !== null ? fieldClass(around, field, names) : null;
    const method = created && name !== null ? classMember(created, name, false) : null;
    return method ? [method] : NONE;
  }
  if (object.type !== AST_NODE_TYPES.Identifier) return NONE;
  const init = constantInitializer(object, names);
  if (init?.type === AST_NODE_TYPES.ObjectExpression) return objectFunctions(init, name, names);
  if (name === null) return NONE;
  // `const tool = tools.find((t) => t.name === name); tool.handler(args)` on an array of records.
  const records = init ? searchedRecords(init, names) : null;
  if (records) return records.flatMap((record) => (record.type === AST_NODE_TYPES.ObjectExpression ? objectFunctions(record, name, names) : NONE));
  // `const handler = this.handlers.get(name); handler.handle(args)` on a registry of instances.
  const registered = init ? registeredClassNames(init) : null;
  if (registered) {
    return registered.flatMap((className): readonly FunctionNode[] => {
      const declared = classOf(className, names);
      const method = declared && classMember(declared, name, false);
      return method ? [method] : NONE;
    });
  }
  const instanceOf = instanceClassName(object, names);
  if (instanceOf) {
    const declared = classOf(instanceOf, names);
    const method = declared && classMember(declared, name, false);
    return method ? [method] : NONE;
  }
  const declared = classOf(object, names);
  const method = declared && classMember(declared, name, true);
  return method ? [method] : NONE;
}

/**
 * The calls of this file that run `fn`, for a function bound to a name: a declaration, a `const`,
 * or a property of a `const` object literal (called by its name, or through a computed key).
 */
export function callSitesOf(fn: FunctionNode, names: NameResolver): readonly Call[] {
  const parent = fn.parent;
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration && fn.id) return callsOfVariable(names.resolveVariable(fn.id));
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.Identifier) {
    return callsOfVariable(names.resolveVariable(parent.id));
  }
  if (parent?.type !== AST_NODE_TYPES.Property || parent.value !== fn) return NONE;
  const object = parent.parent;
  const declarator = object.parent;
  if (object.type !== AST_NODE_TYPES.ObjectExpression || declarator?.type !== AST_NODE_TYPES.VariableDeclarator) return NONE;
  if (declarator.init !== object || declarator.id.type !== AST_NODE_TYPES.Identifier) return NONE;
  const name = getStaticPropertyName(parent);
  const sites: Call[] = [];
  for (const reference of names.resolveVariable(declarator.id)?.references ?? []) {
    const member = outer(reference.identifier).parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== outer(reference.identifier)) continue;
    const key = getStaticPropertyName(member);
    if (key !== null && key !== name) continue;
    const call = outer(member).parent;
    if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === outer(member)) sites.push(call);
  }
  return sites;
}

/** The innermost function around `node` (`null` at the top level). */
export function enclosingFunction(node: Node): FunctionNode | null {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction(current)) return current;
  }
  return null;
}

function functionsOf(identifier: TSESTree.Identifier, names: NameResolver, depth: number): readonly FunctionNode[] {
  const declared = resolveFunction(identifier, names);
  if (declared) return [declared];
  // `const wrapped = withLogging(handle)`: calling it runs `handle`.
  const wrapped = wrappedFunction(identifier, names);
  const inner = wrapped && resolveFunction(wrapped, names);
  if (inner) return [inner];
  // `const handler = getHandler(name)`, where `getHandler` returns `handlers[name]`: every function of the map.
  // (Not from inside a map's entries, `depth` 0: an entry that is itself a picked handler ends there.)
  const picked = depth > 0 ? constantInitializer(identifier, names) : null;
  if (picked?.type === AST_NODE_TYPES.CallExpression) {
    const found = lookedUpMaps(picked, names).flatMap(({ map, key }) => objectFunctions(map, key, names));
    if (found.length > 0) return found;
  }
  const parameter = depth > 0 ? callbackParameter(identifier, names) : null;
  if (!parameter) return NONE;
  // A callback: the functions this function's callers pass in the parameter's position.
  return callSitesOf(parameter.owner, names).flatMap((site) => functionsPassedAt(site, parameter.index, names, depth - 1));
}

/**
 * The object literals a call picks an entry of by a computed key and returns: `getHandler(name)`,
 * where `function getHandler(name) { const handlers = { … }; return handlers[name as keyof typeof
 * handlers]; }` (a function of this file; its other returns, such as a function made on the spot,
 * are not maps). `key` is the entry's name where the call gives the key as a literal
 * (`formatterFor("json")`), `null` for any entry.
 */
export function lookedUpMaps(call: TSESTree.CallExpression, names: NameResolver): Array<{ map: TSESTree.ObjectExpression; key: string | null }> {
  const callee = skipTransparent(call.callee);
  const fn = callee.type === AST_NODE_TYPES.Identifier ? resolveFunction(callee, names) : null;
  if (!fn) return [];
  const maps: Array<{ map: TSESTree.ObjectExpression; key: string | null }> = [];
  const returned = [...returnedExpressions(fn)];
  for (let index = 0; index < returned.length && index < 16; index++) {
    const lookup = skipTransparent(returned[index]!);
    // `Object.hasOwn(handlers, name) ? handlers[name] : undefined`, `handlers[name] ?? fallback`.
    if (lookup.type === AST_NODE_TYPES.ConditionalExpression) returned.push(lookup.consequent, lookup.alternate);
    if (lookup.type === AST_NODE_TYPES.LogicalExpression) returned.push(lookup.left, lookup.right);
    if (lookup.type !== AST_NODE_TYPES.MemberExpression || !lookup.computed) continue;
    const object = skipTransparent(lookup.object);
    const map = object.type === AST_NODE_TYPES.Identifier ? constantInitializer(object, names) : null;
    if (map?.type !== AST_NODE_TYPES.ObjectExpression) continue;
    // The key is a parameter: a literal given for it at this call names one entry.
    const keyNode = skipTransparent(lookup.property);
    const position = parameterPosition(fn, keyNode);
    const given = position >= 0 ? call.arguments[position] : undefined;
    const literal = given && given.type === AST_NODE_TYPES.Literal && typeof given.value === "string" ? given.value : null;
    maps.push({ map, key: literal });
  }
  return maps;
}

/** The array methods that pick one element of an array (`tools.find(…)`, `tools.findLast(…)`). */
const ELEMENT_SEARCHES: ReadonlySet<string> = new Set(["find", "findLast"]);
/** How many elements of an array of records a search is followed into. */
export const MAX_RECORDS = 64;

/**
 * The records a search picks from: `tools.find((tool) => tool.name === name)`, where `tools` is a
 * `const` array literal of this file (its object literals, and names that may stand for records of
 * other modules), at most {@link MAX_RECORDS}. `null` when the call is no such search.
 */
export function searchedRecords(init: Node, names: NameResolver): ReadonlyArray<TSESTree.ObjectExpression | TSESTree.Identifier> | null {
  const array = searchedArray(init);
  const list = array?.type === AST_NODE_TYPES.Identifier ? constantInitializer(array, names) : null;
  if (list?.type !== AST_NODE_TYPES.ArrayExpression) return null;
  const records: Array<TSESTree.ObjectExpression | TSESTree.Identifier> = [];
  for (const element of list.elements.slice(0, MAX_RECORDS)) {
    const record = element && element.type !== AST_NODE_TYPES.SpreadElement ? skipTransparent(element) : null;
    if (record?.type === AST_NODE_TYPES.Identifier) {
      const local = constantInitializer(record, names);
      if (local?.type === AST_NODE_TYPES.ObjectExpression) records.push(local);
      else records.push(record);
    } else if (record?.type === AST_NODE_TYPES.ObjectExpression) records.push(record);
  }
  return records;
}

/** How many instances of a registry (`Map`) are followed. */
const MAX_REGISTERED = 64;

/**
 * The classes a registry holds instances of, where a class keeps its tools' handlers in a `Map`
 * field and picks one by name: `const handler = this.handlers.get(name)`, with
 * `this.handlers.set("extract_urls", new ExtractUrlsHandler(…))` written as a statement of one of
 * the class's methods (or its constructor), or `handlers = new Map([["search", new SearchHandler()]])`
 * as the field's initializer. `null` when `init` is no such `get`, or the class adds nothing to it.
 */
export function registeredClassNames(init: Node): readonly TSESTree.Identifier[] | null {
  const call = skipTransparent(init);
  if (call.type !== AST_NODE_TYPES.CallExpression) return null;
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || getStaticPropertyName(callee) !== "get") return null;
  const registry = skipTransparent(callee.object);
  if (registry.type !== AST_NODE_TYPES.MemberExpression || skipTransparent(registry.object).type !== AST_NODE_TYPES.ThisExpression) return null;
  const field = getStaticPropertyName(registry);
  const owner = enclosingClass(call);
  if (field === null || !owner) return null;
  const found: TSESTree.Identifier[] = [];
  const add = (value: Node | undefined): void => {
    const name = value && constructedClassName(value);
    if (name && found.length < MAX_REGISTERED) found.push(name);
  };
  for (const element of owner.body.body) {
    if (element.type === AST_NODE_TYPES.PropertyDefinition && !element.static && getStaticPropertyName(element) === field) {
      // `handlers = new Map([["search", new SearchHandler()], …])`
      const created = element.value && skipTransparent(element.value);
      const entries = created?.type === AST_NODE_TYPES.NewExpression ? created.arguments[0] : undefined;
      if (entries?.type === AST_NODE_TYPES.ArrayExpression) {
        for (const entry of entries.elements) if (entry?.type === AST_NODE_TYPES.ArrayExpression) add(entry.elements[1] ?? undefined);
      }
      continue;
    }
    if (element.type !== AST_NODE_TYPES.MethodDefinition || element.value.body?.type !== AST_NODE_TYPES.BlockStatement) continue;
    for (const statement of element.value.body.body) {
      const set = statement.type === AST_NODE_TYPES.ExpressionStatement ? skipTransparent(statement.expression) : null;
      if (set?.type !== AST_NODE_TYPES.CallExpression) continue;
      const setter = skipTransparent(set.callee);
      if (setter.type !== AST_NODE_TYPES.MemberExpression || getStaticPropertyName(setter) !== "set") continue;
      const target = skipTransparent(setter.object);
      if (target.type === AST_NODE_TYPES.MemberExpression && skipTransparent(target.object).type === AST_NODE_TYPES.ThisExpression && getStaticPropertyName(target) === field) {
        add(set.arguments[1]);
      }
    }
  }
  return found.length > 0 ? found : null;
}

/** The array a search is called on (`tools` in `tools.find(…)`), or `null` for any other expression. */
export function searchedArray(init: Node): TSESTree.Identifier | null {
  const call = skipTransparent(init);
  if (call.type !== AST_NODE_TYPES.CallExpression) return null;
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || !ELEMENT_SEARCHES.has(getStaticPropertyName(callee) ?? "")) return null;
  const array = skipTransparent(callee.object);
  return array.type === AST_NODE_TYPES.Identifier ? array : null;
}

/** The position of the parameter of `fn` that `node` names (`cb` in `(name, cb) => …`), or `-1`. */
export function parameterPosition(fn: FunctionNode, node: Node | undefined): number {
  const expression = node && skipTransparent(node);
  if (expression?.type !== AST_NODE_TYPES.Identifier) return -1;
  return fn.params.findIndex((parameter) => parameter.type === AST_NODE_TYPES.Identifier && parameter.name === expression.name);
}

/** The function whose parameter `identifier` names, and its position (`fn` in `function withArgs(raw, fn)`). */
export function callbackParameter(identifier: TSESTree.Identifier, names: NameResolver): { owner: FunctionNode; index: number } | null {
  const variable = names.resolveVariable(identifier);
  const definition = variable?.defs[0];
  if (!definition || variable.defs.length !== 1 || definition.type !== "Parameter") return null;
  const owner = definition.node;
  if (!isFunction(owner)) return null;
  const index = (owner.params as readonly Node[]).findIndex((param) => bindsName(param, definition.name));
  return index === -1 ? null : { owner, index };
}

/** The functions a call passes in position `index`: a function written there, or one a name there runs. */
export function functionsPassedAt(site: Call, index: number, names: NameResolver, depth = CALLBACK_DEPTH - 1): readonly FunctionNode[] {
  const argument = site.arguments[index];
  if (!argument || argument.type === AST_NODE_TYPES.SpreadElement) return NONE;
  const passed = skipTransparent(argument);
  if (isFunction(passed)) return [passed];
  return passed.type === AST_NODE_TYPES.Identifier ? functionsOf(passed, names, depth) : NONE;
}

/** A parameter that is the name itself, or the name with a default. */
function bindsName(param: Node, name: TSESTree.Identifier | TSESTree.Node): boolean {
  if (param === name) return true;
  return param.type === AST_NODE_TYPES.AssignmentPattern && param.left === name;
}

/** How many superclasses are searched for an inherited method. */
export const MAX_INHERITANCE = 4;

/** A class and the names of its module. */
export interface ClassInModule {
  readonly node: Node;
  readonly names: NameResolver;
}

/**
 * The class that declares `name` (in any form: a method, a field, an accessor), from `start` up its
 * chain of superclasses (`superOf` finds each one, in this file or another module): the first
 * declaration shadows the ones above it. `skipStart` begins above `start` (`super.run()`).
 */
export function declaringClass<T extends ClassInModule>(start: T, name: string, superOf: (current: T) => T | null, skipStart = false): T | null {
  let current: T | null = skipStart ? superOf(start) : start;
  for (let depth = 0; current && depth <= MAX_INHERITANCE; depth++) {
    if (isClassNode(current.node) && declaresMember(current.node, name)) return current;
    current = superOf(current);
  }
  return null;
}

/** The superclass of a class of this file that this file declares too. */
function localSuperclass(current: ClassInModule): ClassInModule | null {
  if (!isClassNode(current.node)) return null;
  const parent: Node | null = current.node.superClass && skipTransparent(current.node.superClass);
  const found = parent?.type === AST_NODE_TYPES.Identifier ? classOf(parent, current.names) : null;
  return found ? { node: found, names: current.names } : null;
}

export function isClassNode(node: Node): node is ClassNode {
  return node.type === AST_NODE_TYPES.ClassDeclaration || node.type === AST_NODE_TYPES.ClassExpression;
}

/** Whether a class declares an instance member `name`, in any form. */
function declaresMember(declared: ClassNode, name: string): boolean {
  return declared.body.body.some((element) => {
    if (element.type === AST_NODE_TYPES.AccessorProperty) {
      return !element.static && !element.computed && element.key.type === AST_NODE_TYPES.Identifier && element.key.name === name;
    }
    return (element.type === AST_NODE_TYPES.MethodDefinition || element.type === AST_NODE_TYPES.PropertyDefinition) && !element.static && !element.computed && getStaticPropertyName(element) === name;
  });
}

function classOf(identifier: TSESTree.Identifier, names: NameResolver): ClassNode | null {
  const definition = names.resolveVariable(identifier)?.defs[0];
  if (!definition) return null;
  if (definition.type === "ClassName") {
    const node = definition.node;
    return node.type === AST_NODE_TYPES.ClassDeclaration || node.type === AST_NODE_TYPES.ClassExpression ? node : null;
  }
  const init = constantInitializer(identifier, names);
  return init?.type === AST_NODE_TYPES.ClassExpression ? init : null;
}

/**
 * The function a class or an object literal holds under `name`: a method, a function-valued field or
 * property, or (for a class and `"constructor"`) its constructor.
 */
export function memberFunction(container: Node, name: string, isStatic: boolean, names: NameResolver): FunctionNode | null {
  if (container.type === AST_NODE_TYPES.ClassDeclaration || container.type === AST_NODE_TYPES.ClassExpression) {
    return classMember(container, name, isStatic);
  }
  if (container.type === AST_NODE_TYPES.ObjectExpression && !isStatic) return objectFunctions(container, name, names)[0] ?? null;
  return null;
}

/** A method (or function-valued field) of a class by name; `constructor` is the constructor. */
function classMember(declared: ClassNode, name: string, isStatic: boolean): FunctionNode | null {
  for (const element of declared.body.body) {
    if (element.type === AST_NODE_TYPES.MethodDefinition) {
      if (element.static !== isStatic || element.computed || getStaticPropertyName(element) !== name) continue;
      if (element.kind === "get" || element.kind === "set") continue;
      return element.value.type === AST_NODE_TYPES.FunctionExpression ? element.value : null;
    }
    if (element.type === AST_NODE_TYPES.PropertyDefinition && element.static === isStatic && element.value) {
      if (element.computed || getStaticPropertyName(element) !== name) continue;
      const value = skipTransparent(element.value);
      if (isFunction(value)) return value;
    }
  }
  return null;
}

/**
 * The name of the class whose instance a field of `owner` holds: `extractor = new Extractor()`,
 * `this.extractor = new Extractor(…)` in the constructor, or else its declared type
 * (`private extractor: Extractor`, a constructor parameter `private handlers: ToolHandlers`).
 */
export function fieldClassName(owner: ClassNode, field: string): TSESTree.Identifier | null {
  let declared: TSESTree.Identifier | null = null;
  for (const element of owner.body.body) {
    if (element.type !== AST_NODE_TYPES.PropertyDefinition || element.static || element.computed || getStaticPropertyName(element) !== field) continue;
    // `private extractor: Extractor;` declares the field; the constructor may set it.
    if (element.value) return constructedClassName(element.value);
    declared = typeReferenceName(element.typeAnnotation?.typeAnnotation);
  }
  const constructor = classMember(owner, "constructor", false);
  for (const param of constructor?.params ?? []) {
    if (param.type === AST_NODE_TYPES.TSParameterProperty && param.parameter.type === AST_NODE_TYPES.Identifier && param.parameter.name === field) {
      return typeReferenceName(param.parameter.typeAnnotation?.typeAnnotation);
    }
  }
  if (constructor?.body?.type === AST_NODE_TYPES.BlockStatement) {
    for (const statement of constructor.body.body) {
      if (statement.type !== AST_NODE_TYPES.ExpressionStatement) continue;
      const assignment = statement.expression;
      if (assignment.type !== AST_NODE_TYPES.AssignmentExpression || assignment.operator !== "=") continue;
      const target = assignment.left;
      if (target.type !== AST_NODE_TYPES.MemberExpression || target.object.type !== AST_NODE_TYPES.ThisExpression) continue;
      if (getStaticPropertyName(target) === field) return constructedClassName(assignment.right) ?? declared;
    }
  }
  return declared;
}

function fieldClass(owner: ClassNode, field: string, names: NameResolver): ClassNode | null {
  const name = fieldClassName(owner, field);
  return name ? classOf(name, names) : null;
}

/** The class around `node` whose `this` a member expression reads. */
export function enclosingClass(node: Node): ClassNode | null {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ClassBody) {
      const owner = current.parent;
      return owner.type === AST_NODE_TYPES.ClassDeclaration || owner.type === AST_NODE_TYPES.ClassExpression ? owner : null;
    }
    // A `function` has a `this` of its own, unless it is the class's method itself.
    if (current.type === AST_NODE_TYPES.FunctionExpression || current.type === AST_NODE_TYPES.FunctionDeclaration) {
      const owner = current.parent;
      if (owner?.type !== AST_NODE_TYPES.MethodDefinition && owner?.type !== AST_NODE_TYPES.PropertyDefinition) return null;
    }
  }
  return null;
}

/** The functions of an object literal: the one under `name`, or all of them for a computed key. */
function objectFunctions(object: TSESTree.ObjectExpression, name: string | null, names: NameResolver): readonly FunctionNode[] {
  const found: FunctionNode[] = [];
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.kind !== "init") continue;
    if (name !== null && getStaticPropertyName(property) !== name) continue;
    const value = skipTransparent(property.value);
    if (isFunction(value)) found.push(value);
    else if (value.type === AST_NODE_TYPES.Identifier) found.push(...functionsOf(value, names, 0));
  }
  return found;
}

/** The calls whose callee is a reference to this variable (through `as`, `!` and `?.`). */
function callsOfVariable(variable: TSESLint.Scope.Variable | null): readonly Call[] {
  if (!variable) return NONE;
  const sites: Call[] = [];
  for (const reference of variable.references) {
    const callee = outer(reference.identifier);
    const call = callee.parent;
    if ((call?.type === AST_NODE_TYPES.CallExpression || call?.type === AST_NODE_TYPES.NewExpression) && call.callee === callee) {
      sites.push(call);
    }
  }
  return sites;
}

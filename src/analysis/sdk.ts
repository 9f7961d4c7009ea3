/**
 * Where the agent SDKs hand tool data to user code (see SDK-SHAPES in the design notes), and
 * whether the SDK validated it first:
 *
 * | SDK | shape | validated before the handler |
 * | --- | --- | --- |
 * | AI SDK (`ai`) | `tool` / `dynamicTool({ inputSchema \| parameters, execute })` | yes; not for `jsonSchema()` without `validate` |
 * | AI SDK | `toolCalls[i].input` (`.args`) of a `dynamic` or `invalid` call | no |
 * | Agents SDK | `tool({ parameters, execute })` | zod: yes; a JSON Schema: no |
 * | LangChain | `tool(fn, { schema })`, `new DynamicStructuredTool({ schema, func })`, `StructuredTool#_call` | yes |
 * | LangChain | `new DynamicTool({ func })` (a string), `aiMsg.tool_calls[i].args` | no |
 * | Mastra | `createTool({ inputSchema, execute })`, 1.x `execute(inputData)`, 0.x `execute({ context })` | with a schema |
 * | Anthropic | `betaZodTool({ inputSchema, run })` | yes |
 * | Anthropic | `betaTool({ input_schema, run })`, `tool_use` blocks' `.input` | no |
 * | Google | `functionCalls[i].args`, `functionCall.args` | no |
 * | OpenAI | `runTools({ tools: [{ function: { function, parse } }] })`, `zodFunction({ function })` | with a zod `parse` |
 * | AI SDK UI | a tool part's `output` / `input` (`ui-parts.ts`); v4 `toolInvocation.result` / `.args` | no (the UI checks nothing) |
 *
 * Factory calls are matched by import (`ReferenceTracker`); in a file that imports none of these
 * modules (a wrapper module, a snippet), by the callee's name and the options' shape.
 * Also here: tool definitions that live apart from their registration (`{ name, inputSchema,
 * handler }` in `tools/*.ts`) and parameters typed as tool input (`CallToolRequest`,
 * `z.infer<typeof SearchInputSchema>`).
 */
import { CALL, CONSTRUCT, ESM, READ, ReferenceTracker } from "@eslint-community/eslint-utils";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import {
  type FunctionNode,
  type Node,
  declaredParameterType,
  getCalleeName,
  getCalleePropertyName,
  getDottedName,
  getStaticPropertyName,
  isFieldOf,
  isFunction,
  onlyReturned,
  skipTransparent,
  thisClassBody,
} from "./ast.js";
import { calleeFunctions } from "./calls.js";
import { type ControlIndex, atomsOf } from "./control.js";
import { ANY_ELEMENT, type ToolDataFlow, type ToolSource } from "./flow.js";
import { isJsonSchemaLiteral, readJsonSchema } from "./json-schema.js";
import { propertyValue, resolveFunction, resolveInitializer, resolveObject, wrappedHandler } from "./resolve.js";
import type { KnownShape } from "./shape.js";
import { DEFINITION_HANDLER_KEYS, TOOL_HANDLER_KEYS, type ToolSchemaRegistry } from "./tool-schemas.js";
import { DECLARED_SCHEMA_TYPES, type ZodReader } from "./zod.js";
import { declaredTypes } from "./contract.js";
import { scanUiParts } from "./ui-parts.js";

/** A schema the SDK checked, but whose types this file does not show. */
const OPAQUE: KnownShape = { type: "object", opaque: true };

/** What an SDK makes of a tool's schema: the shape it validated, or nothing validated. */
type Validation = KnownShape | "unvalidated";

export interface SdkContext {
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  readonly flow: ToolDataFlow;
  readonly zod: ZodReader;
  readonly control: ControlIndex;
  /** Receives every schema handed to a registration, for `require-tool-param-types`. */
  readonly schemas: ToolSchemaRegistry;
}

interface Factory {
  readonly label: string;
  /** `tool(fn, options)` (LangChain) rather than `tool(options)`. */
  readonly handlerFirst?: boolean;
  readonly handlerKeys: readonly string[];
  readonly schemaKeys: readonly string[];
  readonly validation: (schema: Node | null, context: SdkContext) => Validation;
}

const AI_SDK: Factory = {
  label: "AI SDK tool input",
  handlerKeys: ["execute"],
  schemaKeys: ["inputSchema", "parameters"],
  validation: (schema, context) => (schema ? aiSdkValidation(schema, context) : "unvalidated"),
};

const AGENTS_SDK: Factory = {
  label: "Agents SDK tool input",
  handlerKeys: ["execute"],
  schemaKeys: ["parameters"],
  // Zod parameters are parsed; a JSON Schema only goes through `JSON.parse`.
  validation: (schema, context) =>
    !schema || isJsonSchemaLiteral(resolveInitializer(schema, context.flow))
      ? "unvalidated"
      : (context.zod.readObjectSchema(schema) ?? OPAQUE),
};

const LANGCHAIN_TOOL: Factory = {
  label: "LangChain tool input",
  handlerFirst: true,
  handlerKeys: [],
  schemaKeys: ["schema"],
  validation: langchainValidation,
};

const LANGCHAIN_STRUCTURED: Factory = {
  label: "LangChain tool input",
  handlerKeys: ["func"],
  schemaKeys: ["schema"],
  validation: langchainValidation,
};

const LANGCHAIN_DYNAMIC: Factory = {
  label: "LangChain tool input",
  handlerKeys: ["func"],
  schemaKeys: [],
  validation: () => "unvalidated",
};

const MASTRA: Factory = {
  label: "Mastra tool input",
  handlerKeys: ["execute"],
  schemaKeys: ["inputSchema"],
  validation: (schema, context) => (schema ? (context.zod.readObjectSchema(schema) ?? OPAQUE) : "unvalidated"),
};

const ANTHROPIC_ZOD: Factory = {
  label: "Anthropic tool input",
  handlerKeys: ["run"],
  schemaKeys: ["inputSchema"],
  validation: (schema, context) => (schema ? (context.zod.readObjectSchema(schema) ?? OPAQUE) : "unvalidated"),
};

const ANTHROPIC_JSON: Factory = {
  label: "Anthropic tool input",
  handlerKeys: ["run"],
  schemaKeys: ["inputSchema", "input_schema"],
  // `betaTool` parses with the identity function.
  validation: () => "unvalidated",
};

const OPENAI_ZOD_FUNCTION: Factory = {
  label: "OpenAI tool arguments",
  handlerKeys: ["function"],
  schemaKeys: ["parameters"],
  validation: (schema, context) => (schema ? (context.zod.readObjectSchema(schema) ?? OPAQUE) : "unvalidated"),
};

type TraceMap = Record<string, Record<string | symbol, Record<symbol, Factory | "StructuredTool"> | boolean>>;

/** `[ESM]: true`: the names are the module's named exports (not properties of a CommonJS default). */
const LANGCHAIN_EXPORTS = {
  [ESM]: true,
  tool: { [CALL]: LANGCHAIN_TOOL },
  DynamicStructuredTool: { [CONSTRUCT]: LANGCHAIN_STRUCTURED },
  DynamicTool: { [CONSTRUCT]: LANGCHAIN_DYNAMIC },
  StructuredTool: { [READ]: "StructuredTool" as const },
};

const TRACE_MAP: TraceMap = {
  ai: { [ESM]: true, tool: { [CALL]: AI_SDK }, dynamicTool: { [CALL]: AI_SDK } },
  "@ai-sdk/provider-utils": { [ESM]: true, tool: { [CALL]: AI_SDK }, dynamicTool: { [CALL]: AI_SDK } },
  "@openai/agents": { [ESM]: true, tool: { [CALL]: AGENTS_SDK } },
  "@openai/agents-core": { [ESM]: true, tool: { [CALL]: AGENTS_SDK } },
  "@langchain/core/tools": LANGCHAIN_EXPORTS,
  "langchain/tools": LANGCHAIN_EXPORTS,
  "@mastra/core/tools": { [ESM]: true, createTool: { [CALL]: MASTRA } },
  "@mastra/core": { [ESM]: true, createTool: { [CALL]: MASTRA } },
  "@anthropic-ai/sdk/helpers/beta/zod": { [ESM]: true, betaZodTool: { [CALL]: ANTHROPIC_ZOD } },
  "@anthropic-ai/sdk/helpers/beta/json-schema": { [ESM]: true, betaTool: { [CALL]: ANTHROPIC_JSON } },
  "openai/helpers/zod": {
    [ESM]: true,
    zodFunction: { [CALL]: OPENAI_ZOD_FUNCTION },
    zodResponsesFunction: { [CALL]: OPENAI_ZOD_FUNCTION },
  },
};

const SDK_MODULES: ReadonlySet<string> = new Set(Object.keys(TRACE_MAP));
/** OpenAI's zod helpers (`zodFunction`, `zodResponsesFunction`), as the trace map knows them. */
export const ZOD_FUNCTION_NAMES: readonly string[] = Object.keys(TRACE_MAP["openai/helpers/zod"]!);
/** zod's type helpers for a schema's type: `z.infer<typeof Input>`, `z.input<…>`, `z.output<…>`. */
export const ZOD_TYPE_HELPERS: readonly string[] = ["infer", "input", "output"];
/**
 * A project's own name for the arguments a tool's schema describes, given the schema as
 * `typeof` (`ToolArgs<typeof this.argsShape>`, `ToolInput<typeof Input>`): its base class hands the
 * arguments the SDK validated to an `execute` method the subclass writes.
 */
export const TOOL_ARGUMENTS_TYPE = /Tool(?:Args|Arguments|Input|Params|Parameters)(?:Type)?$/u;
/** The SDK modules that export a `tool` factory: a file that imports one may call it under any name. */
export const TOOL_FACTORY_MODULES: readonly string[] = Object.keys(TRACE_MAP).filter((module) => Object.hasOwn(TRACE_MAP[module]!, "tool"));

/**
 * Whether the file imports one of the SDK modules by name: an `import` (not `import type`) or
 * re-export from it, or `require("…")` of it. Other strings (`"airport lookup"`) do not count.
 */
function importsSdkModule(program: TSESTree.Program, calls: readonly TSESTree.CallExpression[]): boolean {
  for (const statement of program.body) {
    const module =
      statement.type === AST_NODE_TYPES.ImportDeclaration
        ? statement.importKind !== "type" && statement.source.value
        : (statement.type === AST_NODE_TYPES.ExportNamedDeclaration || statement.type === AST_NODE_TYPES.ExportAllDeclaration) &&
          statement.exportKind !== "type" &&
          statement.source?.value;
    if (typeof module === "string" && SDK_MODULES.has(module)) return true;
  }
  return calls.some((call) => {
    const callee = skipTransparent(call.callee);
    const [module] = call.arguments;
    return (
      callee.type === AST_NODE_TYPES.Identifier &&
      callee.name === "require" &&
      module?.type === AST_NODE_TYPES.Literal &&
      typeof module.value === "string" &&
      SDK_MODULES.has(module.value)
    );
  });
}

/** Names matched when the file imports none of the SDK modules. */
const FALLBACK_CALLS: Readonly<Record<string, Factory | null>> = {
  tool: null, // decided by the options' shape
  dynamicTool: AI_SDK,
  createTool: MASTRA,
  betaZodTool: ANTHROPIC_ZOD,
  betaTool: ANTHROPIC_JSON,
  zodFunction: OPENAI_ZOD_FUNCTION,
};
/** The callee names the SDK recognisers match by name: factories (without SDK imports), `runTools`, `require`. */
/** Array searches that pick `tool_use` blocks out of a message's content. */
const TOOL_USE_SEARCHES = ["find", "filter"] as const;
export const SDK_CALLEE_NAMES: readonly string[] = [...Object.keys(FALLBACK_CALLS), "runTools", "require", ...TOOL_USE_SEARCHES];
const FALLBACK_CONSTRUCTS: Readonly<Record<string, Factory>> = {
  DynamicStructuredTool: LANGCHAIN_STRUCTURED,
  DynamicTool: LANGCHAIN_DYNAMIC,
};

/** What the scan collected for the SDK recognisers. */
export interface SdkCandidates {
  /** The calls whose callee name (`f(…)`, `a.f(…)`) is one of `names` (all in `SDK_CALLEE_NAMES`), in source order. */
  callsNamed(...names: readonly string[]): readonly TSESTree.CallExpression[];
  readonly constructs: readonly TSESTree.NewExpression[];
  readonly classes: ReadonlyArray<TSESTree.ClassDeclaration | TSESTree.ClassExpression>;
  readonly objects: readonly TSESTree.ObjectExpression[];
  readonly members: readonly TSESTree.MemberExpression[];
  readonly patterns: readonly TSESTree.ObjectPattern[];
  readonly typedParameters: ReadonlyArray<TSESTree.Parameter>;
  /** `part.output`, `part.input`, `part.toolInvocation`, `message.toolInvocations` (AI SDK UI). */
  readonly uiMembers: readonly TSESTree.MemberExpression[];
  /** References to `ToolUIPart` / `DynamicToolUIPart`. */
  readonly uiTypes: readonly TSESTree.TSTypeReference[];
}

/** Seeds the flow with every SDK source of the file. */
export function scanSdkSources(context: SdkContext, candidates: SdkCandidates): void {
  const { sourceCode, flow } = context;
  const handled = new Set<Node>();
  const toolInputSchemas = new Set<string>();

  // Factory calls matched by import.
  const matched = new Map<Node, Factory | "StructuredTool">();
  const globalScope = sourceCode.scopeManager?.globalScope;
  const importsSdk = globalScope && importsSdkModule(sourceCode.ast, candidates.callsNamed("require"));
  if (importsSdk) {
    const tracker = new ReferenceTracker(globalScope as never);
    const map = TRACE_MAP as never;
    for (const { node, info } of [...tracker.iterateEsmReferences(map), ...tracker.iterateCjsReferences(map)]) {
      matched.set(node as unknown as Node, info as Factory | "StructuredTool");
    }
  }

  // Matched by import, the calls are the tracker's (under any local name), in source order.
  const factoryCalls = importsSdk
    ? [...matched.keys()]
        .filter((node): node is TSESTree.CallExpression => node.type === AST_NODE_TYPES.CallExpression)
        .sort((left, right) => left.range[0] - right.range[0])
    : candidates.callsNamed(...Object.keys(FALLBACK_CALLS));
  for (const calls of [factoryCalls, candidates.constructs]) {
    for (const call of calls) {
      let factory = matched.get(call);
      if (factory === "StructuredTool") continue;
      if (!factory && !importsSdk) factory = fallbackFactory(call, flow) ?? undefined;
      if (!factory) continue;
      const seeded = seedFactory(call, factory, context, toolInputSchemas);
      if (seeded) handled.add(seeded);
    }
  }

  for (const klass of candidates.classes) {
    const superClass = klass.superClass && skipTransparent(klass.superClass);
    if (superClass?.type !== AST_NODE_TYPES.Identifier) continue;
    // The tracker reports the import specifier of `StructuredTool`; the class names its binding.
    const imported = flow.resolveVariable(superClass)?.defs[0]?.node;
    const isStructuredTool =
      (imported !== undefined && matched.get(imported) === "StructuredTool") ||
      (!importsSdk && superClass.name === "StructuredTool");
    if (isStructuredTool) seedStructuredToolClass(klass, context);
    else seedShapedClass(klass, context);
  }

  for (const call of candidates.callsNamed("runTools")) {
    if (getCalleePropertyName(call) === "runTools" && getDottedName(call.callee) !== null) seedRunTools(call, context);
  }

  for (const call of candidates.callsNamed(...TOOL_USE_SEARCHES)) seedToolUseSearch(call, context);
  for (const member of candidates.members) visitElementMember(member, context);
  for (const pattern of candidates.patterns) visitElementPattern(pattern, context);

  scanUiParts(context, candidates);

  for (const object of candidates.objects) seedToolDefinition(object, context, handled, toolInputSchemas);
  for (const parameter of candidates.typedParameters) seedTypedParameter(parameter, context, toolInputSchemas);
}

/** `tool(…)` without an SDK import: which SDK, judged by the arguments' shape. */
function fallbackFactory(call: TSESTree.CallExpression | TSESTree.NewExpression, flow: ToolDataFlow): Factory | null {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.Identifier) return null;
  const names = call.type === AST_NODE_TYPES.NewExpression ? FALLBACK_CONSTRUCTS : FALLBACK_CALLS;
  if (!Object.hasOwn(names, callee.name)) return null;
  // A function of this file with that name is not an SDK factory.
  const definition = flow.resolveVariable(callee)?.defs[0];
  if (definition && definition.type !== "ImportBinding") return null;
  if (call.type === AST_NODE_TYPES.NewExpression) return FALLBACK_CONSTRUCTS[callee.name]!;
  const known = FALLBACK_CALLS[callee.name];
  if (known) return known;
  const [first, second] = call.arguments;
  if (first && isFunction(skipTransparent(first))) return LANGCHAIN_TOOL;
  // `tool(search, { schema })` with `search` declared in the file: a named function alone says
  // less than one written inline, so the options must show a LangChain schema too.
  if (first && second && resolveFunction(first, flow)) {
    const langchainOptions = resolveObject(second, flow);
    return langchainOptions && propertyValue(langchainOptions, "schema") ? LANGCHAIN_TOOL : null;
  }
  const options = first && resolveObject(first, flow);
  if (!options) return null;
  if (propertyValue(options, "inputSchema")) return AI_SDK;
  if (propertyValue(options, "parameters")) return propertyValue(options, "name") ? AGENTS_SDK : AI_SDK;
  return null;
}

/** Seeds the handler of a factory call; returns the options object. */
function seedFactory(
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  factory: Factory,
  context: SdkContext,
  toolInputSchemas: Set<string>,
): Node | null {
  const { flow } = context;
  const optionsArgument = call.arguments[factory.handlerFirst ? 1 : 0];
  const options = optionsArgument ? resolveObject(optionsArgument, flow) : null;
  let schema: Node | null = null;
  for (const key of factory.schemaKeys) schema ??= options ? propertyValue(options, key) : null;
  if (schema) {
    rememberSchema(schema, toolInputSchemas);
    context.schemas.addZod(schema);
  }
  const handler = factory.handlerFirst
    ? resolveFunction(call.arguments[0], flow)
    : options && handlerOf(options, factory.handlerKeys, flow);
  if (!handler) {
    // A handler imported from another module (`execute: runSearch`): seeded there. Mastra's
    // `execute({ context })` shape cannot be told without the function, so Mastra is left out.
    const imported = factory.handlerFirst ? call.arguments[0] : options && importedHandlerOf(options, factory.handlerKeys, flow);
    if (imported && factory !== MASTRA && flow.isImportedName(imported)) {
      const validation = factory.validation(schema, context);
      flow.seedImportedHandler(imported, 0, flow.createSource("arguments", factory.label, imported, validation === "unvalidated" ? undefined : validation));
    }
    return options;
  }
  const validation = factory.validation(schema, context);
  seedHandler(handler, factory === MASTRA, factory.label, validation, context);
  return options;
}

/**
 * A handler given as a property: `execute: async (input) => …`, `execute(input) { … }`, a name, or
 * a function inside a middleware wrapper (`execute: withProjectRoot(async (args) => …)`).
 */
function handlerOf(options: TSESTree.ObjectExpression, keys: readonly string[], flow: ToolDataFlow): FunctionNode | null {
  for (const key of keys) {
    const value = propertyValue(options, key);
    const handler = value && (resolveFunction(value, flow) ?? wrappedHandler(value, flow));
    if (handler) return handler;
  }
  return null;
}

/** The handler property's value when it is a name imported from another module. */
function importedHandlerOf(options: TSESTree.ObjectExpression, keys: readonly string[], flow: ToolDataFlow): Node | null {
  for (const key of keys) {
    const value = propertyValue(options, key);
    if (value && flow.isImportedName(value)) return value;
  }
  return null;
}

function seedHandler(
  handler: FunctionNode,
  mastra: boolean,
  label: string,
  validation: Validation,
  { flow }: SdkContext,
  chosen: TSESTree.Parameter | null = null,
): void {
  const parameter = chosen ?? handler.params[0];
  if (!parameter) return;
  const source = flow.createSource("arguments", label, chosen ?? handler, validation === "unvalidated" ? undefined : validation);
  // Mastra 0.x: `execute({ context })`, the arguments are in `context`.
  const pending = mastra && isMastraContextParameter(parameter, flow) ? ["context"] : [];
  flow.seedPattern(parameter, source, pending);
}

function isMastraContextParameter(parameter: TSESTree.Parameter, flow: ToolDataFlow): boolean {
  if (parameter.type === AST_NODE_TYPES.ObjectPattern) {
    return parameter.properties.some(
      (property) => property.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === "context",
    );
  }
  if (parameter.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = flow.resolveVariable(parameter);
  return (variable?.references ?? []).some((reference) => {
    const parent = reference.identifier.parent;
    return parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === reference.identifier && getStaticPropertyName(parent) === "context";
  });
}

/** AI SDK: zod and `zodSchema()` are validated; `jsonSchema(s)` only with a `validate` option. */
function aiSdkValidation(schema: Node, context: SdkContext): Validation {
  const resolved = resolveInitializer(schema, context.flow);
  if (resolved.type === AST_NODE_TYPES.CallExpression) {
    // `jsonSchema(…)`, or `ai.jsonSchema(…)` through a namespace import.
    const name = getCalleeName(resolved);
    if (name === "jsonSchema") {
      const options = resolved.arguments[1] && resolveObject(resolved.arguments[1], context.flow);
      return options && propertyValue(options, "validate") ? OPAQUE : "unvalidated";
    }
    if (name === "zodSchema" && resolved.arguments[0]) {
      return context.zod.readObjectSchema(resolved.arguments[0]) ?? OPAQUE;
    }
  }
  return context.zod.readObjectSchema(schema) ?? OPAQUE;
}

/** LangChain validates zod schemas and JSON Schemas alike. */
function langchainValidation(schema: Node | null, context: SdkContext): Validation {
  if (!schema) return "unvalidated";
  const resolved = resolveInitializer(schema, context.flow);
  if (isJsonSchemaLiteral(resolved)) return readJsonSchema(resolved);
  return context.zod.readObjectSchema(schema) ?? OPAQUE;
}

function rememberSchema(schema: Node, names: Set<string>): void {
  const expression = skipTransparent(schema);
  if (expression.type === AST_NODE_TYPES.Identifier) names.add(expression.name);
  else if (expression.type === AST_NODE_TYPES.MemberExpression) {
    const object = skipTransparent(expression.object);
    if (object.type === AST_NODE_TYPES.Identifier) names.add(object.name);
  }
}

/** `class Search extends StructuredTool { schema = z.object({…}); async _call(input) {…} }` */
function seedStructuredToolClass(klass: TSESTree.ClassDeclaration | TSESTree.ClassExpression, context: SdkContext): void {
  let schema: Node | null = null;
  let handler: FunctionNode | null = null;
  for (const member of klass.body.body) {
    if (member.type === AST_NODE_TYPES.PropertyDefinition && getStaticPropertyName(member) === "schema" && member.value) {
      schema = member.value;
    }
    if (
      member.type === AST_NODE_TYPES.MethodDefinition &&
      getStaticPropertyName(member) === "_call" &&
      member.value.type === AST_NODE_TYPES.FunctionExpression
    ) {
      handler = member.value;
    }
  }
  if (schema) context.schemas.addZod(schema);
  if (handler) seedHandler(handler, false, LANGCHAIN_STRUCTURED.label, langchainValidation(schema, context), context);
}

/** The fields under which a tool class of a project's own framework keeps its zod schema. */
const CLASS_SCHEMA_KEYS: ReadonlySet<string> = new Set(["inputSchema", "schema", "parameters", "argsShape", "argsSchema", "paramsSchema", "input_schema"]);
/** The methods that run a tool class of a project's own framework. */
const CLASS_HANDLER_KEYS: ReadonlySet<string> = new Set(["execute", "run", "handler", "handle", "executeInternal"]);

/**
 * `class ListItems extends BaseTool { inputSchema = { board: z.string() }; async execute(input) { … input.board … } }`:
 * a tool class of a project's own framework, told by its shape. It extends a class, its name or the
 * name of the class it extends says `tool`, it keeps a zod object schema in a field (or gives one
 * from `getInputSchema()`), and its one running method reads
 * only that schema's fields from its first parameter (or destructures only them). A parameter
 * declared with a tool-arguments type is the typed recogniser's.
 */
function seedShapedClass(klass: TSESTree.ClassDeclaration | TSESTree.ClassExpression, context: SdkContext): void {
  let schema: Node | null = null;
  const handlers: FunctionNode[] = [];
  for (const member of klass.body.body) {
    if (member.type !== AST_NODE_TYPES.PropertyDefinition && member.type !== AST_NODE_TYPES.MethodDefinition) continue;
    if (member.static || member.computed) continue;
    const key = getStaticPropertyName(member) ?? "";
    if (member.type === AST_NODE_TYPES.PropertyDefinition) {
      if (CLASS_SCHEMA_KEYS.has(key) && member.value) schema ??= member.value;
    } else if (member.kind === "method" && member.value.type === AST_NODE_TYPES.FunctionExpression) {
      if (CLASS_HANDLER_KEYS.has(key)) handlers.push(member.value);
      else if (key === "getInputSchema" && member.value.params.length === 0) schema ??= onlyReturned(member.value);
    }
  }
  const handler = handlers.length === 1 ? handlers[0]! : null;
  const first = handler?.params[0];
  if (!schema || !first || (first.type !== AST_NODE_TYPES.Identifier && first.type !== AST_NODE_TYPES.ObjectPattern)) return;
  // A job's or a command's class has the same shape: the class or the one it extends must say tool.
  const superClass = klass.superClass && skipTransparent(klass.superClass);
  const names = [klass.id?.name ?? "", superClass?.type === AST_NODE_TYPES.Identifier ? superClass.name : ""];
  if (!names.some((name) => /tool/iu.test(name))) return;
  const declared = declaredParameterType(first);
  if (declared !== null) return;
  const read = context.zod.readObjectSchema(schema);
  if (!read?.properties || read.opaque) return;
  // A raw shape whose every property is read as zod, as for a definition told by its shape.
  const written = skipTransparent(schema);
  if (written.type === AST_NODE_TYPES.ObjectExpression && Object.keys(read.properties).length !== written.properties.length) return;
  if (!takesOnlyFields(first, read.properties, context.flow)) return;
  context.schemas.addZod(schema);
  seedHandler(handler!, false, "tool class arguments", read, context);
}

/**
 * `client.chat.completions.runTools({ tools: [{ type: "function", function: { function, parse } }] })`:
 * the function gets the raw argument string, or what `parse` returned.
 */
function seedRunTools(call: TSESTree.CallExpression, context: SdkContext): void {
  const { flow, zod } = context;
  const options = call.arguments[0] && resolveObject(call.arguments[0], flow);
  const tools = options && propertyValue(options, "tools");
  // `runTools({ tools })`, where `const tools = [ … ]`.
  const list = tools && resolveInitializer(tools, flow);
  if (list?.type !== AST_NODE_TYPES.ArrayExpression) return;
  for (const element of list.elements) {
    const tool = element && element.type !== AST_NODE_TYPES.SpreadElement ? resolveObject(element, flow) : null;
    const definitionNode = tool && propertyValue(tool, "function");
    const definition = definitionNode && resolveObject(definitionNode, flow);
    const handler = definition && handlerOf(definition, ["function"], flow);
    if (!definition || !handler) continue;
    const parse = propertyValue(definition, "parse");
    const parser = parse && skipTransparent(parse);
    let validation: Validation = "unvalidated";
    if (parser?.type === AST_NODE_TYPES.MemberExpression && getStaticPropertyName(parser) === "parse" && !isJsonNamespace(parser.object)) {
      validation = zod.readObjectSchema(parser.object) ?? OPAQUE;
    }
    seedHandler(handler, false, "OpenAI tool arguments", validation, context);
  }
}

function isJsonNamespace(node: Node): boolean {
  const object = skipTransparent(node);
  return object.type === AST_NODE_TYPES.Identifier && object.name === "JSON";
}

/** Containers of raw tool arguments, by property name: `aiMsg.tool_calls[i].args`, … */
const ELEMENT_CONTAINERS: Readonly<Record<string, { readonly label: string; readonly pending: readonly string[] }>> = {
  tool_calls: { label: "LangChain tool call arguments", pending: [ANY_ELEMENT, "args"] },
  functionCalls: { label: "Google function call arguments", pending: [ANY_ELEMENT, "args"] },
  functionCall: { label: "Google function call arguments", pending: ["args"] },
};

function visitElementMember(member: TSESTree.MemberExpression, context: SdkContext): void {
  const name = getStaticPropertyName(member);
  if (name === null) return;
  if (Object.hasOwn(ELEMENT_CONTAINERS, name)) {
    const container = ELEMENT_CONTAINERS[name]!;
    if (member.parent.type === AST_NODE_TYPES.AssignmentExpression && member.parent.left === member) return;
    context.flow.seedExpression(member, context.flow.createSource("arguments", container.label, member), container.pending);
    return;
  }
  if (name === "input" || name === "args") visitGatedInput(member, name, context);
}

/** `const { tool_calls } = aiMsg`, `const { functionCalls } = response`. */
function visitElementPattern(pattern: TSESTree.ObjectPattern, context: SdkContext): void {
  for (const property of pattern.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const name = getStaticPropertyName(property);
    if (name === null || !Object.hasOwn(ELEMENT_CONTAINERS, name)) continue;
    const container = ELEMENT_CONTAINERS[name]!;
    context.flow.seedPattern(property.value, context.flow.createSource("arguments", container.label, property), container.pending);
  }
}

/**
 * `block.input` where `block.type === "tool_use"` holds (Anthropic), and `call.input` / `call.args`
 * where `call.dynamic` or `call.invalid` holds on an element of an AI SDK `toolCalls` list (static
 * tools' inputs were validated by the SDK).
 */
function visitGatedInput(member: TSESTree.MemberExpression, name: string, context: SdkContext): void {
  const object = skipTransparent(member.object);
  if (object.type !== AST_NODE_TYPES.Identifier) return;
  context.control.forEachCondition(member, (test, holds) => {
    if (name === "input" && isToolUseTest(test, holds, object.name)) {
      const source = gatedSource(object, name, "Anthropic tool_use input", member, context.flow);
      context.flow.seedExpression(member, source);
      context.flow.seedToolNameBeside(member, source);
      return true;
    }
    if (isDynamicCallTest(test, holds, object.name) && isToolCallsElement(object, context.flow)) {
      context.flow.seedExpression(member, gatedSource(object, name, "AI SDK dynamic tool call input", member, context.flow));
      return true;
    }
    return false;
  });
}

const gatedSources = new WeakMap<TSESLint.Scope.Variable, Map<string, ToolSource>>();

/**
 * One source per block variable and field, so that `block.input.force` in a gate and in the use
 * after it are the same value and the gate counts.
 */
function gatedSource(
  object: TSESTree.Identifier,
  name: string,
  label: string,
  member: TSESTree.MemberExpression,
  flow: ToolDataFlow,
): ToolSource {
  const variable = flow.resolveVariable(object);
  if (!variable) return flow.createSource("arguments", label, member);
  let byField = gatedSources.get(variable);
  if (!byField) gatedSources.set(variable, (byField = new Map()));
  let source = byField.get(name);
  if (!source) byField.set(name, (source = flow.createSource("arguments", label, member)));
  return source;
}

/**
 * `response.content.find((block) => block.type === "tool_use")`: the block found is a `tool_use`
 * block, whose `input` the model wrote (Anthropic); `filter` gives a list of them.
 */
function seedToolUseSearch(call: TSESTree.CallExpression, context: SdkContext): void {
  const method = getCalleePropertyName(call);
  const callback = call.arguments[0];
  if ((method !== "find" && method !== "filter") || !isFunction(callback)) return;
  const parameter = callback.params[0];
  if (parameter?.type !== AST_NODE_TYPES.Identifier) return;
  const test = onlyReturned(callback);
  if (!test || !isToolUseTest(test, true, parameter.name)) return;
  const source = context.flow.createSource("arguments", "Anthropic tool_use input", call);
  context.flow.seedExpression(call, source, method === "find" ? ["input"] : [ANY_ELEMENT, "input"]);
}


/** `block.type === "tool_use"` holding (or `!==` failing), or `case "tool_use":` of `switch (block.type)`. */
function isToolUseTest(test: Node, holds: boolean, name: string): boolean {
  const isToolUse = (node: Node): boolean => {
    const literal = skipTransparent(node);
    return literal.type === AST_NODE_TYPES.Literal && literal.value === "tool_use";
  };
  return atomsOf(test, holds).atoms.some(([atom, atomHolds]) => {
    if (atom.type === AST_NODE_TYPES.SwitchCase) {
      return atom.test !== null && isToolUse(atom.test) && isFieldOf(atom.parent.discriminant, "type", name);
    }
    if (atom.type !== AST_NODE_TYPES.BinaryExpression) return false;
    const equal = atom.operator === "===" || atom.operator === "==";
    const notEqual = atom.operator === "!==" || atom.operator === "!=";
    if ((!equal || !atomHolds) && (!notEqual || atomHolds)) return false;
    return (isFieldOf(atom.left, "type", name) && isToolUse(atom.right)) || (isFieldOf(atom.right, "type", name) && isToolUse(atom.left));
  });
}

/** `call.dynamic` (or `call.invalid`) holds: the test holds, or `!call.dynamic` fails (`if (!call.dynamic) continue;`). */
function isDynamicCallTest(test: Node, holds: boolean, name: string): boolean {
  return atomsOf(test, holds).atoms.some(
    ([atom, atomHolds]) => atomHolds && (isFieldOf(atom, "dynamic", name) || isFieldOf(atom, "invalid", name)),
  );
}


/** `for (const call of result.toolCalls)`, `toolCalls.forEach((call) => …)`, `const call = toolCalls[0]`. */
function isToolCallsElement(identifier: TSESTree.Identifier, flow: ToolDataFlow): boolean {
  const definition = flow.resolveVariable(identifier)?.defs[0];
  if (!definition) return false;
  const namesToolCalls = (node: Node | null | undefined): boolean => {
    const name = node ? getDottedName(node) : null;
    return name !== null && /(?:^|\.)toolCalls$/u.test(name);
  };
  const node = definition.node;
  if (node.type === AST_NODE_TYPES.VariableDeclarator) {
    const loop = node.parent.parent;
    if (loop?.type === AST_NODE_TYPES.ForOfStatement) return namesToolCalls(loop.right);
    const init = node.init && skipTransparent(node.init);
    return init?.type === AST_NODE_TYPES.MemberExpression && init.computed && namesToolCalls(init.object);
  }
  if (isFunction(node) && definition.type === "Parameter") {
    const call = node.parent;
    const callee = call?.type === AST_NODE_TYPES.CallExpression ? skipTransparent(call.callee) : null;
    return callee?.type === AST_NODE_TYPES.MemberExpression && namesToolCalls(callee.object);
  }
  return false;
}

/** The schema keys of a definition apart from its registration; the text test must let each through as a key. */
export const DEFINITION_SCHEMA_KEYS: readonly string[] = ["inputSchema", "parameters", "schema", "input_schema"];

/**
 * `{ name: "search", inputSchema: SearchInput, handler: async (args) => … }` in its own module,
 * registered elsewhere (a loop over `tools`). A zod schema is taken as validated (the SDKs that
 * take zod validate it); a JSON Schema is not (`zodToJsonSchema(…)` for a low-level server).
 */
function seedToolDefinition(
  object: TSESTree.ObjectExpression,
  context: SdkContext,
  handled: ReadonlySet<Node>,
  toolInputSchemas: Set<string>,
): void {
  if (handled.has(object)) return;
  if (!propertyValue(object, "name")) {
    seedShapedDefinition(object, context);
    return;
  }
  let schema: Node | null = null;
  for (const key of DEFINITION_SCHEMA_KEYS) schema ??= propertyValue(object, key);
  // `{ name, args: { … zod … }, execute(args) { … } }`: a project's own key for the schema.
  const otherSchemaKey = schema === null;
  schema ??= propertyValue(object, "args");
  const handler = schema && handlerOf(object, DEFINITION_HANDLER_KEYS, context.flow);
  if (!schema || !handler) {
    seedShapedDefinition(object, context);
    return;
  }
  const resolved = resolveInitializer(schema, context.flow);
  const json = isJsonSchemaLiteral(resolved);
  const zodShape = json || isJsonSchemaConversion(resolved) ? null : context.zod.readObjectSchema(schema);
  // Under a key that names no tool (`call`, `cb`; `args` for the schema), the handler must show that
  // it takes the arguments; under `args`, a zod schema whose fields it reads.
  const strongHandler = TOOL_HANDLER_KEYS.some((key) => propertyValue(object, key));
  if (otherSchemaKey && (json || !zodShape?.properties || zodShape.opaque || !strongHandler || !takesArguments(handler, schema, zodShape, context.flow))) return;
  if (!strongHandler && !takesArguments(handler, schema, json ? readJsonSchema(resolved) : (zodShape ?? null), context.flow)) return;
  rememberSchema(schema, toolInputSchemas);
  context.schemas.addZod(schema);
  let validation: Validation;
  if (json || isJsonSchemaConversion(resolved)) {
    validation = "unvalidated";
  } else {
    validation = zodShape ?? OPAQUE;
  }
  seedHandler(handler, false, "tool handler arguments", validation, context, schemaTypedParameter(handler, schema));
}

/**
 * Whether a handler under a key that names no tool (`call: async (args) => …`) takes the tool's
 * arguments: its first parameter goes to the definition's own schema (`Input.parse(args)`), or it
 * is read only for the schema's fields. A parameter that holds the arguments among other things
 * (`call: async (toolArgs) => … toolArgs.args … toolArgs.signal`) is no tool's arguments.
 */
function takesArguments(handler: FunctionNode, schema: Node, shape: { readonly properties?: Readonly<Record<string, unknown>> } | null, flow: ToolDataFlow): boolean {
  const first = handler.params[0];
  if (!first) return false;
  const schemaName = skipTransparent(schema);
  if (first.type === AST_NODE_TYPES.Identifier && schemaName.type === AST_NODE_TYPES.Identifier) {
    const parsed = (flow.resolveVariable(first)?.references ?? []).some((reference) => {
      let argument: Node = reference.identifier;
      // `Input.parse(args || {})`, `Input.parse(args ?? {})`
      while (argument.parent?.type === AST_NODE_TYPES.LogicalExpression && argument.parent.left === argument) argument = argument.parent;
      const call = argument.parent;
      if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== argument) return false;
      const callee = skipTransparent(call.callee);
      return (
        callee.type === AST_NODE_TYPES.MemberExpression &&
        ["parse", "safeParse", "parseAsync", "safeParseAsync"].includes(getStaticPropertyName(callee) ?? "") &&
        skipTransparent(callee.object).type === AST_NODE_TYPES.Identifier &&
        (skipTransparent(callee.object) as TSESTree.Identifier).name === schemaName.name
      );
    });
    if (parsed) return true;
  }
  return shape?.properties !== undefined && takesOnlyFields(first, shape.properties, flow);
}

/**
 * The parameter of a handler with more than one that is declared the schema's type, by
 * `z.infer<typeof schema>` or a type alias of this file that says so
 * (`handler: async (context: Context, params: Params) => …` with `type Params = z.infer<typeof schema>`):
 * a project's own definition shape that hands its context first. `null` when no one parameter says it.
 */
function schemaTypedParameter(handler: FunctionNode, schema: Node): TSESTree.Parameter | null {
  const schemaName = skipTransparent(schema);
  if (handler.params.length < 2 || schemaName.type !== AST_NODE_TYPES.Identifier) return null;
  let program: Node | undefined = handler;
  while (program.parent) program = program.parent;
  const declared = program.type === AST_NODE_TYPES.Program ? declaredTypes(program) : new Map<string, never>();
  // `z.infer<typeof schema>` (`input`, `output`, zod's `TypeOf`), or an alias of this file for it;
  // not `typeof schema` alone (the schema object) nor another generic of it (`Options<typeof schema>`).
  const names = (type: TSESTree.TypeNode, depth: number): boolean => {
    if (depth > 4 || type.type !== AST_NODE_TYPES.TSTypeReference) return false;
    const helper = type.typeName.type === AST_NODE_TYPES.Identifier ? type.typeName.name : type.typeName.type === AST_NODE_TYPES.TSQualifiedName ? type.typeName.right.name : "";
    const argument = type.typeArguments?.params[0];
    if (DECLARED_SCHEMA_TYPES.has(helper) && argument?.type === AST_NODE_TYPES.TSTypeQuery) {
      return argument.exprName.type === AST_NODE_TYPES.Identifier && argument.exprName.name === schemaName.name;
    }
    const alias = type.typeName.type === AST_NODE_TYPES.Identifier && !type.typeArguments ? declared.get(type.typeName.name) : undefined;
    return alias?.type === AST_NODE_TYPES.TSTypeAliasDeclaration && names(alias.typeAnnotation, depth + 1);
  };
  const typed = handler.params.filter((parameter) => {
    const type = declaredParameterType(parameter);
    return type !== null && names(type, 0);
  });
  return typed.length === 1 ? (typed[0] as TSESTree.Parameter) : null;
}

/**
 * A tool definition under other keys, or without a name, told by its shape rather than its key
 * names: `{ name, paramsSchema: { library: z.string() }, cb: async ({ library }) => … }`, or
 * `agentTool({ parameters: z.object({ … }), execute: async ({ namespace }) => … })` through a
 * project's own wrapper, or `context.accountTool(name, { inputSchema: z.object({ … }) }, async ({ … }) => …)`,
 * a project's registration of the SDK's shape. A property holds a zod object schema written in
 * place, and the one function property (or the one function argument after the options) destructures
 * its first parameter into fields of that schema and nothing else. Zod schemas are what validating
 * SDKs take, so the fields are validated. Without a `name` key, the call must say it makes a tool:
 * its callee's name holds `tool` (`agentTool`, `accountTool`, `defineTool`).
 */
function seedShapedDefinition(object: TSESTree.ObjectExpression, context: SdkContext): void {
  if (seedTypedDefinition(object, context)) return;
  // The cheap questions first: most object literals hold no function, and are followed by none.
  const functions: FunctionNode[] = [];
  const keyedHandlers: FunctionNode[] = [];
  const candidates: TSESTree.Property[] = [];
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.kind !== "init") continue;
    const value = skipTransparent(property.value);
    if (isFunction(value)) {
      // Of two functions, the one under a handler's key (`handler`, beside a `format` of the
      // result); otherwise which one gets the arguments is not told.
      functions.push(value);
      if (DEFINITION_HANDLER_KEYS.includes(getStaticPropertyName(property) ?? "")) keyedHandlers.push(value);
    } else if ((value.type === AST_NODE_TYPES.ObjectExpression && value.properties.length > 0) || value.type === AST_NODE_TYPES.CallExpression) {
      candidates.push(property);
    }
  }
  if (functions.length > 1 && keyedHandlers.length !== 1) return;
  let handler: FunctionNode | null = functions.length === 1 ? functions[0]! : (keyedHandlers[0] ?? null);
  // `context.accountTool(name, { inputSchema: z.object({ … }) }, async (params) => …)`: a project's
  // registration of the SDK's shape, whose handler follows the options.
  const call = object.parent;
  let registered = false;
  if (!handler && call?.type === AST_NODE_TYPES.CallExpression) {
    const after = call.arguments.slice(call.arguments.indexOf(object) + 1).filter((argument) => isFunction(argument));
    if (after.length !== 1 || KNOWN_REGISTRATIONS.has(getCalleeName(call) ?? "")) return;
    handler = after[0] as FunctionNode;
    registered = true;
  }
  const first = handler?.params[0];
  if (!handler || !first || candidates.length === 0) return;
  // Without a `name`, only a call that says it makes a tool (`agentTool({ … })`,
  // `context.accountTool(…)`): a job's or a route's options have the same shape.
  if (!propertyValue(object, "name") && !/tool/iu.test(call?.type === AST_NODE_TYPES.CallExpression ? (getCalleeName(call) ?? "") : "")) return;
  if (first.type !== AST_NODE_TYPES.ObjectPattern && first.type !== AST_NODE_TYPES.Identifier) return;
  // Options handed to a function of this file (`function tool(options) { return options; }`): that
  // function is in sight, and it is no SDK.
  if ((call?.type === AST_NODE_TYPES.CallExpression || call?.type === AST_NODE_TYPES.NewExpression) && calleeFunctions(call, context.flow).length > 0) return;
  for (const property of candidates) {
    // A zod shape written in place (every property read), or `z.object({ … })` (`parameters: z.object({ … })`
    // in a project's own wrapper of an SDK factory, `agentTool({ … })`).
    const value = skipTransparent(property.value);
    const read = context.zod.readObjectSchema(value);
    if (!read?.properties || read.opaque) continue;
    if (value.type === AST_NODE_TYPES.ObjectExpression && Object.keys(read.properties).length !== value.properties.length) continue;
    // The SDK's own key for the schema (`inputSchema`) with the handler after it is the SDK's
    // registration shape; anything else must show it in the handler: its parameter takes only the
    // schema's fields.
    const keyed = registered && REGISTRATION_SCHEMA_KEYS.has(getStaticPropertyName(property) ?? "");
    if (!(keyed && first.type === AST_NODE_TYPES.Identifier) && !takesOnlyFields(first, read.properties, context.flow)) continue;
    context.schemas.addZod(value);
    seedHandler(handler, false, "tool handler arguments", read, context);
    return;
  }
}

/** A type name that says its value is a tool or an operation a tool runs (`DomainTool`, `DatabaseOperation`). */
const TOOL_DEFINITION_TYPE = /Tool|Operation/u;

/** The names under which a handler that takes one object finds the arguments in it (`execute: ({ args, ctx }) => …`). */
const ARGUMENT_KEYS: ReadonlySet<string> = new Set(["args", "arguments", "input", "params"]);

/**
 * A definition whose declared type names its schema: `const op: DatabaseOperation<z.infer<typeof
 * argsSchema>> = { id, argsSchema, execute: async ({ args, ctx }) => … }`, or
 * `const tool: DomainTool<typeof paramsSchema> = { inputSchema: paramsSchema, cb: async (params) => … }`.
 * The type says the handler gets what the schema validated; the one function under a handler's
 * key (or the only function) gets it in its first parameter, or in that parameter's `args`,
 * `arguments`, `input` or `params` field. The first parameter read whole must take only the
 * schema's fields. `true` when the definition was seeded.
 */
function seedTypedDefinition(object: TSESTree.ObjectExpression, context: SdkContext): boolean {
  const declarator = object.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== object || declarator.id.type !== AST_NODE_TYPES.Identifier) return false;
  const annotation = declarator.id.typeAnnotation?.typeAnnotation;
  if (annotation?.type !== AST_NODE_TYPES.TSTypeReference || !annotation.typeArguments) return false;
  // The type must say tool or operation: a form's options typed `FormOptions<z.infer<typeof schema>>`
  // have the same shape, and its values are the user's, not the model's.
  const typeName = annotation.typeName.type === AST_NODE_TYPES.Identifier ? annotation.typeName.name : annotation.typeName.type === AST_NODE_TYPES.TSQualifiedName ? annotation.typeName.right.name : "";
  if (!TOOL_DEFINITION_TYPE.test(typeName)) return false;
  // `typeof schema` or `z.infer<typeof schema>` among the type's arguments.
  const named = new Set<string>();
  for (const argument of annotation.typeArguments.params) {
    let query: TSESTree.TypeNode | undefined = argument;
    if (argument.type === AST_NODE_TYPES.TSTypeReference) {
      const helper = argument.typeName.type === AST_NODE_TYPES.TSQualifiedName ? argument.typeName.right.name : argument.typeName.type === AST_NODE_TYPES.Identifier ? argument.typeName.name : "";
      query = DECLARED_SCHEMA_TYPES.has(helper) ? argument.typeArguments?.params[0] : undefined;
    }
    if (query?.type === AST_NODE_TYPES.TSTypeQuery && query.exprName.type === AST_NODE_TYPES.Identifier) named.add(query.exprName.name);
  }
  if (named.size !== 1) return false;
  let schema: Node | null = null;
  const functions: Array<{ key: string; fn: FunctionNode }> = [];
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.kind !== "init") continue;
    const value = skipTransparent(property.value);
    if (value.type === AST_NODE_TYPES.Identifier && named.has(value.name)) schema = value;
    else if (isFunction(value)) functions.push({ key: getStaticPropertyName(property) ?? "", fn: value });
  }
  const keyed = functions.filter(({ key }) => DEFINITION_HANDLER_KEYS.includes(key));
  const handler = (keyed.length === 1 ? keyed[0] : functions.length === 1 ? functions[0] : undefined)?.fn;
  const first = handler?.params[0];
  if (!schema || !handler || !first) return false;
  const shape = context.zod.readObjectSchema(schema);
  if (!shape?.properties) return false;
  let parameter: Node | null = null;
  if (first.type === AST_NODE_TYPES.ObjectPattern) {
    const inner = first.properties.find((field) => field.type === AST_NODE_TYPES.Property && ARGUMENT_KEYS.has(getStaticPropertyName(field) ?? ""));
    if (inner?.type === AST_NODE_TYPES.Property) parameter = inner.value;
    else if (takesOnlyFields(first, shape.properties, context.flow)) parameter = first;
  } else if (first.type === AST_NODE_TYPES.Identifier && takesOnlyFields(first, shape.properties, context.flow)) parameter = first;
  if (!parameter) return false;
  context.schemas.addZod(schema);
  const source = context.flow.createSource("arguments", "tool handler arguments", handler, shape);
  context.flow.seedPattern(parameter, source);
  return true;
}

/**
 * A handler's first parameter takes only fields of the schema: it destructures them
 * (`async ({ library }) => …`), or it is read only for them ({@link readsOnlyFields}).
 */
function takesOnlyFields(parameter: TSESTree.Parameter, fields: Readonly<Record<string, unknown>>, flow: ToolDataFlow): boolean {
  if (parameter.type === AST_NODE_TYPES.Identifier) return readsOnlyFields(parameter, fields, flow);
  return (
    parameter.type === AST_NODE_TYPES.ObjectPattern &&
    parameter.properties.length > 0 &&
    parameter.properties.every((field) => field.type === AST_NODE_TYPES.Property && Object.hasOwn(fields, getStaticPropertyName(field) ?? ""))
  );
}

/**
 * The parameter is read only for fields of the schema, at least once: `input.key`,
 * `const { target } = input` (`async handler(input, ctx) { … input.operation … }`). Any other field,
 * or a destructuring with a rest or a computed key, says the object is something else.
 */
function readsOnlyFields(parameter: TSESTree.Identifier, fields: Readonly<Record<string, unknown>>, flow: ToolDataFlow): boolean {
  const variable = flow.resolveVariable(parameter);
  let reads = 0;
  for (const reference of variable?.references ?? []) {
    const parent = reference.identifier.parent;
    if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === reference.identifier) {
      const name = getStaticPropertyName(parent);
      if (name === null || !Object.hasOwn(fields, name)) return false;
      reads++;
    } else if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === reference.identifier && parent.id.type === AST_NODE_TYPES.ObjectPattern) {
      for (const field of parent.id.properties) {
        if (field.type !== AST_NODE_TYPES.Property || !Object.hasOwn(fields, getStaticPropertyName(field) ?? "")) return false;
        reads++;
      }
    }
  }
  return reads > 0;
}

/**
 * The schema keys of the SDKs' own registrations. (`schema` is left out: a web framework's route
 * options use it too, `app.post(path, { schema: { body } }, handler)`.)
 */
const REGISTRATION_SCHEMA_KEYS: ReadonlySet<string> = new Set(["inputSchema", "input_schema", "parameters"]);

/** Calls whose handlers the recognisers above seed already. */
const KNOWN_REGISTRATIONS: ReadonlySet<string> = new Set(["registerTool", "tool", ...SDK_CALLEE_NAMES]);

/** `zodToJsonSchema(Input)`, `z.toJSONSchema(Input)`: a JSON Schema made from a zod schema. */
function isJsonSchemaConversion(node: Node): boolean {
  return node.type === AST_NODE_TYPES.CallExpression && /jsonschema$/iu.test(getCalleeName(node) ?? "");
}

/** `(request: CallToolRequest) => …` and `(input: z.infer<typeof SearchInputSchema>) => …`. */
/** The schema `typeof X` names: `X`, or the value of the class's own field for `typeof this.field`. */
function typeQuerySchema(name: TSESTree.TSTypeQuery["exprName"], fn: FunctionNode): Node | null {
  if (name.type === AST_NODE_TYPES.Identifier) return name;
  if (name.type !== AST_NODE_TYPES.TSQualifiedName || name.left.type !== AST_NODE_TYPES.ThisExpression) return null;
  const klass = thisClassBody(fn);
  if (!klass) return null;
  for (const member of klass.body) {
    if (member.type === AST_NODE_TYPES.PropertyDefinition && !member.computed && member.key.type === AST_NODE_TYPES.Identifier && member.key.name === name.right.name) {
      return member.value;
    }
  }
  return null;
}

function seedTypedParameter(parameter: TSESTree.Parameter, context: SdkContext, toolInputSchemas: ReadonlySet<string>): void {
  const annotation = declaredParameterType(parameter);
  if (annotation?.type !== AST_NODE_TYPES.TSTypeReference) return;
  const { flow } = context;
  const typeName = annotation.typeName;
  const fn = parameter.parent as FunctionNode;
  if (typeName.type === AST_NODE_TYPES.Identifier && typeName.name === "CallToolRequest") {
    flow.seedPattern(parameter, flow.createSource("arguments", "MCP tool arguments", fn), ["params", "arguments"]);
    return;
  }
  const query = annotation.typeArguments?.params[0];
  if (typeName.type === AST_NODE_TYPES.Identifier && TOOL_ARGUMENTS_TYPE.test(typeName.name)) {
    if (query?.type !== AST_NODE_TYPES.TSTypeQuery) return;
    const schema = typeQuerySchema(query.exprName, fn);
    const shape = (schema && context.zod.readObjectSchema(schema)) ?? OPAQUE;
    // The schema the project's own type names is the tool's: its parameters are judged too.
    if (schema && shape !== OPAQUE) context.schemas.addZod(schema);
    flow.seedPattern(parameter, flow.createSource("arguments", "typed tool arguments", fn, shape));
    return;
  }
  if (
    typeName.type !== AST_NODE_TYPES.TSQualifiedName ||
    !ZOD_TYPE_HELPERS.includes(typeName.right.name) ||
    typeName.left.type !== AST_NODE_TYPES.Identifier
  ) {
    return;
  }
  if (query?.type !== AST_NODE_TYPES.TSTypeQuery || query.exprName.type !== AST_NODE_TYPES.Identifier) return;
  const schemaName = query.exprName.name;
  if (!toolInputSchemas.has(schemaName) && !/(?:Input|Args|Params)Schema$/u.test(schemaName)) return;
  const shape = context.zod.readObjectSchema(query.exprName) ?? OPAQUE;
  flow.seedPattern(parameter, flow.createSource("arguments", "typed tool arguments", fn, shape));
}

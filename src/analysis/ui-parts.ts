/**
 * AI SDK UI tool parts. In v5/v6 a message's `parts` hold tool parts
 * `{ type: "tool-<name>" | "dynamic-tool", toolCallId, state, input, output, errorText }`:
 * `output` is the tool's raw return value, which the UI does not validate and which may well be
 * `0`, `false` or `""`; `input` is the model's arguments (partial while the part is
 * `"input-streaming"`, unchecked on a `"dynamic-tool"` part or after a failed validation).
 * In v4 the same is `part.toolInvocation` (on a part of type `"tool-invocation"`) and
 * `message.toolInvocations[i]`, with `.args` and `.result`.
 *
 * Recognised, each only with a sign that the value is such a part (an `output` prop or field
 * alone is none):
 * - a parameter or a destructured prop declared `ToolUIPart`, `ToolUIPart<…>`,
 *   `DynamicToolUIPart`, `ToolUIPart["output"]` or `ToolUIPart["input"]`, directly or through a
 *   props type alias or interface of the same file whose members are so declared;
 * - `part.output` / `part.input` where a test narrows `part` to a tool part: `part.type ===
 *   "dynamic-tool"`, `part.type === "tool-weather"` (also as a `switch` case, and through
 *   `const { type } = part`), `part.type.startsWith("tool-")`, `isToolUIPart(part)`,
 *   `isToolOrDynamicToolUIPart(part)`, or `part.state === "output-available"` (or another state
 *   only tool parts have); likewise `const { output, input } = part`;
 * - v4: `part.toolInvocation` where `part.type === "tool-invocation"` holds, and
 *   `message.toolInvocations`.
 *
 * The output's source is the part, of which only `output` (v4 `result`) is tool data
 * (`ToolSource.dataFields`): `part.output` is a field, its truthiness test a presence check, and
 * `part.errorText` or `part.state` stay the SDK's own. The input's source is the input itself, as
 * for other tool arguments.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type Node, getStaticPropertyName, isFieldOf, isFunction, isStringLiteral, skipTransparent } from "./ast.js";
import { type ControlIndex, atomsOf } from "./control.js";
import { type ToolDataFlow, type ToolSource, isWriteTarget } from "./flow.js";

/** The member names the scan collects for this module. */
export const UI_PART_MEMBER_NAMES: ReadonlySet<string> = new Set(["output", "input", "toolInvocation", "toolInvocations"]);

const PART_TYPE_NAMES: ReadonlySet<string> = new Set(["ToolUIPart", "DynamicToolUIPart"]);
const PART_GUARDS: ReadonlySet<string> = new Set(["isToolUIPart", "isToolOrDynamicToolUIPart"]);

/** The `type` of the AI SDK's stream parts and UI message chunks (`"tool-call"`, `"tool-result"`…): no UI part. */
const STREAM_TAGS: ReadonlySet<string> = new Set([
  "tool-call",
  "tool-call-delta",
  "tool-call-streaming-start",
  "tool-result",
  "tool-error",
  "tool-input-start",
  "tool-input-delta",
  "tool-input-end",
  "tool-input-available",
  "tool-input-error",
  "tool-output-available",
  "tool-output-error",
  "tool-output-denied",
  "tool-approval-request",
  "tool-approval-response",
  "tool-invocation",
]);

/** The states only a tool part has (text and reasoning parts are `"streaming"` or `"done"`). */
const TOOL_PART_STATES: ReadonlySet<string> = new Set([
  "input-streaming",
  "input-available",
  "output-available",
  "output-error",
  "approval-requested",
  "approval-responded",
  "output-denied",
]);

const OUTPUT_FIELDS: ReadonlySet<string> = new Set(["output"]);
const RESULT_FIELDS: ReadonlySet<string> = new Set(["result"]);

/** A reference to `ToolUIPart` / `DynamicToolUIPart` (also `ai.ToolUIPart`). */
export function isUiPartType(node: TSESTree.TSTypeReference): boolean {
  const name = node.typeName;
  if (name.type === AST_NODE_TYPES.Identifier) return PART_TYPE_NAMES.has(name.name);
  return name.type === AST_NODE_TYPES.TSQualifiedName && PART_TYPE_NAMES.has(name.right.name);
}

export interface UiPartContext {
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  readonly flow: ToolDataFlow;
  readonly control: ControlIndex;
}

export interface UiPartCandidates {
  readonly uiMembers: readonly TSESTree.MemberExpression[];
  readonly uiTypes: readonly TSESTree.TSTypeReference[];
  readonly patterns: readonly TSESTree.ObjectPattern[];
}

/** What a declaration with a UI part type holds: the whole part, or its output or input. */
type Slot = "part" | "output" | "input";

/** Seeds the flow with the file's UI tool parts. */
export function scanUiParts(context: UiPartContext, candidates: UiPartCandidates): void {
  const sources = new UiSources(context.flow);
  const props = new Map<TSESTree.Parameter, Map<string, Slot>>();
  for (const reference of candidates.uiTypes) visitType(reference, context, sources, props);
  for (const [parameter, members] of props) seedProps(parameter, members, context, sources);
  for (const member of candidates.uiMembers) visitMember(member, context, sources);
  for (const pattern of candidates.patterns) visitPattern(pattern, context, sources);
}

/**
 * One source per part (keyed by its variable, or by the node that holds it), so that every
 * `part.output` of one part reads the same value, and a gate on one counts for the others.
 */
class UiSources {
  private readonly made = new Map<string, WeakMap<object, ToolSource>>();

  constructor(private readonly flow: ToolDataFlow) {}

  private get(kind: string, key: object, create: () => ToolSource): ToolSource {
    let byKey = this.made.get(kind);
    if (!byKey) this.made.set(kind, (byKey = new WeakMap()));
    let source = byKey.get(key);
    if (!source) byKey.set(key, (source = create()));
    return source;
  }

  /** The part as the source of its output: only `output` is tool data. */
  output(key: object, node: Node, fields: ReadonlySet<string> = OUTPUT_FIELDS): ToolSource {
    return this.get("output", key, () => this.flow.createSource("reply", "AI SDK UI tool output", node, undefined, false, false, fields));
  }

  input(key: object, node: Node): ToolSource {
    return this.get("input", key, () => this.flow.createSource("arguments", "AI SDK UI tool input", node));
  }

  /** v4: the tool invocation as the source of its result. */
  result(key: object, node: Node): ToolSource {
    return this.get("result", key, () => this.flow.createSource("reply", "AI SDK UI tool result", node, undefined, false, false, RESULT_FIELDS));
  }

  args(key: object, node: Node): ToolSource {
    return this.get("args", key, () => this.flow.createSource("arguments", "AI SDK UI tool arguments", node));
  }
}

/** The parameter a binding pattern declares, through a default (`(part: ToolUIPart = x) => …`), or `null`. */
function parameterOf(node: Node): TSESTree.Parameter | null {
  const parameter = node.parent?.type === AST_NODE_TYPES.AssignmentPattern && node.parent.left === node ? node.parent : node;
  const fn = parameter.parent;
  return isFunction(fn) && (fn.params as readonly Node[]).includes(parameter) ? (parameter as TSESTree.Parameter) : null;
}

/** The binding itself, below a parameter's default. */
function bindingOf(node: Node): Node {
  return node.type === AST_NODE_TYPES.AssignmentPattern ? node.left : node;
}

function visitType(
  reference: TSESTree.TSTypeReference,
  context: UiPartContext,
  sources: UiSources,
  props: Map<TSESTree.Parameter, Map<string, Slot>>,
): void {
  let declared: Node = reference;
  let slot: Slot = "part";
  const parent = reference.parent;
  if (parent.type === AST_NODE_TYPES.TSIndexedAccessType && parent.objectType === reference) {
    const index = parent.indexType;
    const key = index.type === AST_NODE_TYPES.TSLiteralType && isStringLiteral(index.literal) ? index.literal.value : null;
    // `ToolUIPart["state"]`, `ToolUIPart["errorText"]`: the SDK's own fields.
    if (key !== "output" && key !== "input") return;
    slot = key;
    declared = parent;
  }
  // Only a declaration's whole type: `ToolUIPart[]`, `Partial<ToolUIPart>`, unions are not followed.
  const annotation = declared.parent;
  if (annotation?.type !== AST_NODE_TYPES.TSTypeAnnotation) return;
  const owner = annotation.parent;
  const parameter = parameterOf(owner);
  if (parameter) {
    seedSlot(bindingOf(parameter), slot, parameter, context, sources);
    return;
  }
  if (owner.type !== AST_NODE_TYPES.TSPropertySignature || owner.computed) return;
  const key =
    owner.key.type === AST_NODE_TYPES.Identifier ? owner.key.name : isStringLiteral(owner.key) ? owner.key.value : null;
  if (key === null) return;
  for (const typed of parametersTypedBy(owner.parent, context)) {
    let members = props.get(typed);
    if (!members) props.set(typed, (members = new Map()));
    members.set(key, slot);
  }
}

/**
 * The parameters whose declared type is `container` (a type literal or an interface body): inline
 * (`({ output }: { output: ToolUIPart["output"] }) => …`), or by the name of the type alias or
 * interface it belongs to, also as one side of an intersection (`ComponentProps<"div"> & { … }`).
 */
function parametersTypedBy(container: Node, context: UiPartContext): TSESTree.Parameter[] {
  let type: Node = container;
  if (container.type === AST_NODE_TYPES.TSInterfaceBody) {
    type = container.parent;
  } else {
    while (type.parent?.type === AST_NODE_TYPES.TSIntersectionType) type = type.parent;
  }
  const holder = type.parent;
  if (!holder) return [];
  if (holder.type === AST_NODE_TYPES.TSTypeAnnotation) {
    const parameter = parameterOf(holder.parent);
    return parameter ? [parameter] : [];
  }
  const declaration =
    type.type === AST_NODE_TYPES.TSInterfaceDeclaration
      ? type
      : holder.type === AST_NODE_TYPES.TSTypeAliasDeclaration && holder.typeAnnotation === type
        ? holder
        : null;
  if (!declaration) return [];
  const found: TSESTree.Parameter[] = [];
  for (const variable of context.sourceCode.scopeManager?.getDeclaredVariables(declaration) ?? []) {
    for (const use of variable.references) {
      const typeReference = use.identifier.parent;
      if (typeReference?.type !== AST_NODE_TYPES.TSTypeReference || typeReference.typeName !== use.identifier) continue;
      if (typeReference.parent.type !== AST_NODE_TYPES.TSTypeAnnotation) continue;
      const parameter = parameterOf(typeReference.parent.parent);
      if (parameter) found.push(parameter);
    }
  }
  return found;
}

/** A binding declared as a whole part, its output or its input. */
function seedSlot(binding: Node, slot: Slot, key: object, context: UiPartContext, sources: UiSources): void {
  const { flow } = context;
  if (slot === "part") {
    seedPartBinding(binding, key, context, sources);
  } else if (slot === "output") {
    // The output of a part that this code does not see: a field of it all the same.
    flow.seedPattern(binding, sources.output(key, binding), [], ["output"]);
  } else {
    flow.seedPattern(binding, sources.input(key, binding));
  }
}

/** A props parameter with members declared as parts, outputs or inputs. */
function seedProps(parameter: TSESTree.Parameter, members: ReadonlyMap<string, Slot>, context: UiPartContext, sources: UiSources): void {
  const binding = bindingOf(parameter);
  if (binding.type === AST_NODE_TYPES.ObjectPattern) {
    for (const property of binding.properties) {
      if (property.type !== AST_NODE_TYPES.Property) continue;
      const name = getStaticPropertyName(property);
      const slot = name === null ? undefined : members.get(name);
      if (!slot || name === null) continue;
      if (slot === "output") {
        context.flow.seedPattern(property.value, sources.output(property, property.value, new Set([name])), [], [name]);
      } else {
        seedSlot(property.value, slot, property, context, sources);
      }
    }
    return;
  }
  if (binding.type !== AST_NODE_TYPES.Identifier) return;
  // `props.output`: the props object holds the outputs as its only tool data.
  const outputs = new Set([...members].filter(([, slot]) => slot === "output").map(([name]) => name));
  if (outputs.size > 0) context.flow.seedPattern(binding, sources.output(parameter, binding, outputs));
  const variable = context.flow.resolveVariable(binding);
  for (const use of variable?.references ?? []) {
    const member = use.identifier.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== use.identifier) continue;
    const name = getStaticPropertyName(member);
    const slot = name === null ? undefined : members.get(name);
    if (slot === "input") context.flow.seedExpression(member, sources.input(member, member));
    else if (slot === "part") seedPartExpression(member, member, context, sources);
  }
}

/** A binding that holds a whole part: its `output` through the part's source, its `input` as arguments. */
function seedPartBinding(binding: Node, key: object, context: UiPartContext, sources: UiSources): void {
  const { flow } = context;
  if (binding.type === AST_NODE_TYPES.ObjectPattern) {
    flow.seedPattern(binding, sources.output(key, binding));
    seedInputProperty(binding, sources.input(key, binding), context);
    return;
  }
  if (binding.type !== AST_NODE_TYPES.Identifier) return;
  flow.seedPattern(binding, sources.output(key, binding));
  const variable = flow.resolveVariable(binding);
  for (const use of variable?.references ?? []) {
    if (use.identifier !== binding) seedInputUse(use.identifier, sources.input(key, binding), context);
  }
}

/** `const { input } = part`: the `input` binding holds the arguments. */
function seedInputProperty(pattern: TSESTree.ObjectPattern, source: ToolSource, context: UiPartContext): void {
  for (const property of pattern.properties) {
    if (property.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === "input") {
      context.flow.seedPattern(property.value, source);
    }
  }
}

/** A use of a part: `part.input`, or `const { input } = part`. */
function seedInputUse(use: Node, source: ToolSource, context: UiPartContext): void {
  const parent = use.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === use && getStaticPropertyName(parent) === "input") {
    context.flow.seedExpression(parent, source);
  } else if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === use && parent.id.type === AST_NODE_TYPES.ObjectPattern) {
    seedInputProperty(parent.id, source, context);
  }
}

/** An expression that evaluates to a part where it stands (a narrowed `part`, `props.part`). */
function seedPartExpression(expression: Node, key: object, context: UiPartContext, sources: UiSources): void {
  const parent = expression.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === expression && getStaticPropertyName(parent) === "input") {
    context.flow.seedExpression(parent, sources.input(key, expression));
    return;
  }
  context.flow.seedExpression(expression, sources.output(key, expression));
  seedInputUse(expression, sources.input(key, expression), context);
}

/** `part.output` / `part.input` on a narrowed part, `part.toolInvocation` (v4), `message.toolInvocations`. */
function visitMember(member: TSESTree.MemberExpression, context: UiPartContext, sources: UiSources): void {
  if (isWriteTarget(member)) return;
  const name = getStaticPropertyName(member);
  const object = skipTransparent(member.object);
  if (name === "toolInvocations") {
    // v4 `message.toolInvocations`: an SDK message, judged by its name (other code has `toolInvocations` lists of its own).
    if (object.type === AST_NODE_TYPES.Identifier && MESSAGE_NAME.test(object.name)) {
      context.flow.seedExpression(member, sources.result(member, member));
    }
    return;
  }
  if (object.type !== AST_NODE_TYPES.Identifier) return;
  const variable = context.flow.resolveVariable(object);
  // A part declared `ToolUIPart` is seeded from its declaration.
  if (!variable || context.flow.isTainted(variable)) return;
  if (name === "toolInvocation") {
    if (isNarrowed(member, object, context, "v4")) seedInvocation(member, variable, context, sources);
    return;
  }
  if (isNarrowed(member, object, context, "v5")) seedPartExpression(object, variable, context, sources);
}

/** `message`, `msg`, `m`, `lastMessage`, `assistantMessage`. */
const MESSAGE_NAME = /^(?:m|msg|message|\w*Message)$/u;

/** `const { output, input } = part` on a narrowed part; `const { toolInvocation } = part` (v4); `const { toolInvocations } = message`. */
function visitPattern(pattern: TSESTree.ObjectPattern, context: UiPartContext, sources: UiSources): void {
  const declarator = pattern.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id !== pattern || !declarator.init) return;
  const init = skipTransparent(declarator.init);
  if (init.type !== AST_NODE_TYPES.Identifier) return;
  const names = new Set(
    pattern.properties.map((property) => (property.type === AST_NODE_TYPES.Property ? getStaticPropertyName(property) : null)),
  );
  if (names.has("toolInvocations") && MESSAGE_NAME.test(init.name)) {
    for (const property of pattern.properties) {
      if (property.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === "toolInvocations") {
        context.flow.seedPattern(property.value, sources.result(property, property.value));
      }
    }
    return;
  }
  const variable = context.flow.resolveVariable(init);
  if (!variable || context.flow.isTainted(variable)) return;
  if (names.has("toolInvocation") && isNarrowed(declarator, init, context, "v4")) {
    for (const property of pattern.properties) {
      if (property.type !== AST_NODE_TYPES.Property || getStaticPropertyName(property) !== "toolInvocation") continue;
      const binding = bindingOf(property.value);
      if (binding.type !== AST_NODE_TYPES.Identifier) continue;
      const invocation = context.flow.resolveVariable(binding);
      if (invocation) seedInvocationBinding(binding, invocation, context, sources);
    }
    return;
  }
  if ((names.has("output") || names.has("input")) && isNarrowed(declarator, init, context, "v5")) {
    seedPartExpression(declarator.init, variable, context, sources);
  }
}

/** v4 `part.toolInvocation`: its `result` through the invocation's source, its `args` as arguments. */
function seedInvocation(member: TSESTree.MemberExpression, key: object, context: UiPartContext, sources: UiSources): void {
  const parent = member.parent;
  if (parent.type === AST_NODE_TYPES.MemberExpression && parent.object === member && getStaticPropertyName(parent) === "args") {
    context.flow.seedExpression(parent, sources.args(key, member));
    return;
  }
  context.flow.seedExpression(member, sources.result(key, member));
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === member && parent.id.type === AST_NODE_TYPES.ObjectPattern) {
    seedArgsProperty(parent.id, sources.args(key, member), context);
  }
}

/** `const { toolInvocation } = part`: the binding holds the invocation. */
function seedInvocationBinding(binding: TSESTree.Identifier, variable: TSESLint.Scope.Variable, context: UiPartContext, sources: UiSources): void {
  const { flow } = context;
  flow.seedPattern(binding, sources.result(variable, binding));
  const args = sources.args(variable, binding);
  for (const use of variable.references) {
    const parent = use.identifier.parent;
    if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === use.identifier && getStaticPropertyName(parent) === "args") {
      flow.seedExpression(parent, args);
    } else if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === use.identifier && parent.id.type === AST_NODE_TYPES.ObjectPattern) {
      seedArgsProperty(parent.id, args, context);
    }
  }
}

function seedArgsProperty(pattern: TSESTree.ObjectPattern, source: ToolSource, context: UiPartContext): void {
  for (const property of pattern.properties) {
    if (property.type === AST_NODE_TYPES.Property && getStaticPropertyName(property) === "args") context.flow.seedPattern(property.value, source);
  }
}

/** Whether a test that holds where `node` runs narrows `part` to a tool part (`v5`) or a v4 tool-invocation part. */
function isNarrowed(node: Node, part: TSESTree.Identifier, context: UiPartContext, version: "v4" | "v5"): boolean {
  let narrowed = false;
  context.control.forEachCondition(node, (test, holds) => {
    narrowed = atomsOf(test, holds).atoms.some(([atom, atomHolds]) => isPartTest(atom, atomHolds, part, context, version));
    return narrowed;
  });
  return narrowed;
}

function qualifies(tag: string, version: "v4" | "v5"): boolean {
  if (version === "v4") return tag === "tool-invocation";
  return tag === "dynamic-tool" || (tag.startsWith("tool-") && tag.length > 5 && !STREAM_TAGS.has(tag));
}

/** `part.type === "tool-weather"`, `case "dynamic-tool":`, `part.state === "output-available"`, `isToolUIPart(part)`, `part.type.startsWith("tool-")`. */
function isPartTest(atom: Node, holds: boolean, part: TSESTree.Identifier, context: UiPartContext, version: "v4" | "v5"): boolean {
  const matchesTag = (discriminant: Node, label: Node): boolean => {
    const literal = skipTransparent(label);
    if (!isStringLiteral(literal)) return false;
    if (isTypeOf(discriminant, part, context)) return qualifies(literal.value, version);
    return version === "v5" && isFieldOf(discriminant, "state", part.name) && TOOL_PART_STATES.has(literal.value);
  };
  if (atom.type === AST_NODE_TYPES.SwitchCase) return atom.test !== null && matchesTag(atom.parent.discriminant, atom.test);
  if (atom.type === AST_NODE_TYPES.BinaryExpression) {
    const equal = atom.operator === "===" || atom.operator === "==";
    const notEqual = atom.operator === "!==" || atom.operator === "!=";
    if ((!equal || !holds) && (!notEqual || holds)) return false;
    return matchesTag(atom.left, atom.right) || matchesTag(atom.right, atom.left);
  }
  if (atom.type !== AST_NODE_TYPES.CallExpression || !holds || version !== "v5") return false;
  const callee = skipTransparent(atom.callee);
  const [first] = atom.arguments;
  const calleeName =
    callee.type === AST_NODE_TYPES.Identifier ? callee.name : callee.type === AST_NODE_TYPES.MemberExpression ? getStaticPropertyName(callee) : null;
  if (calleeName !== null && PART_GUARDS.has(calleeName)) {
    const argument = first && skipTransparent(first);
    return argument?.type === AST_NODE_TYPES.Identifier && argument.name === part.name;
  }
  // `part.type.startsWith("tool-")`
  return (
    calleeName === "startsWith" &&
    callee.type === AST_NODE_TYPES.MemberExpression &&
    isTypeOf(callee.object, part, context) &&
    first !== undefined &&
    isStringLiteral(skipTransparent(first)) &&
    (skipTransparent(first) as TSESTree.StringLiteral).value === "tool-"
  );
}

/** `part.type`, or `type` from `const { type } = part`. */
function isTypeOf(node: Node, part: TSESTree.Identifier, context: UiPartContext): boolean {
  if (isFieldOf(node, "type", part.name)) return true;
  const expression = skipTransparent(node);
  if (expression.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = context.flow.resolveVariable(expression)?.defs[0];
  const declarator = definition?.node;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id.type !== AST_NODE_TYPES.ObjectPattern || !declarator.init) return false;
  if (definition?.parent?.type !== AST_NODE_TYPES.VariableDeclaration || definition.parent.kind !== "const") return false;
  const init = skipTransparent(declarator.init);
  if (init.type !== AST_NODE_TYPES.Identifier || init.name !== part.name) return false;
  return declarator.id.properties.some(
    (property) => property.type === AST_NODE_TYPES.Property && property.value === definition.name && getStaticPropertyName(property) === "type",
  );
}

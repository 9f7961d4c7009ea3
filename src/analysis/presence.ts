/**
 * Presence checks decided by value: `if (reply.result)`, `!reply.error`, `reply.result != null`,
 * `reply.get("result")`, `_.get(reply, "result")`.
 *
 * A test of a tool-data field counts as a presence check when
 * - the field is a protocol envelope field of a reply (`settings.presenceFields`, default `result`,
 *   `error`, on the reply's root object), or
 * - the code that runs only when the test says "present" reads the same field as a value
 *   (guard-then-use): `if (args.limit) query.limit(args.limit)`.
 *
 * It is not one when a dominating gate already proved the field present or typed, or when the SDK
 * validated the field to a type whose only falsy value is "missing" (an MCP `callTool` reply's
 * `structuredContent`, say). Every other truthiness test of tool data is left to
 * `no-truthy-tool-value`.
 */
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

import {
  type Node,
  getCalleePropertyName,
  getDottedName,
  getStaticKeyValue,
  getStaticPropertyName,
  isFunction,
  isNullish,
  isTransparentWrapper,
  onlyReturned,
  outermostWrapper,
  passesValueOn,
  skipTransparent,
} from "./ast.js";
import { branchWhere, isOnlyTruthinessUsed, isRejectingExit, isTruthinessTested, mayBeCondition, regionsWhere } from "./control.js";
import { DEFAULTED, REST, type ToolValue, fieldNameOf, isSyntheticSegment } from "./flow.js";
import { canBeFalsy, isBlankArgument, isUnread, isValidatedBoolean, shapeOf, statesZero } from "./shape.js";
import { type Contract, excludesFalsy, isPageNumberName, isPositiveNumberName } from "./contract.js";
import { defaultingConsequent } from "./defaults.js";
import type { ToolDataAnalysis } from "./index.js";
import { choosesOnlyWording, decidesOnlyLogging } from "./sinks.js";
import { constantInitializer, namesOf } from "./resolve.js";

/** How the field is read. */
export type FieldAccess =
  | {
      readonly kind: "member";
      readonly node: TSESTree.MemberExpression;
      readonly object: Node;
      /** The key's source node when computed (`x["k"]`, `x[k]`), `null` for `x.k`. */
      readonly keyNode: Node | null;
      readonly key: string | null;
      readonly optional: boolean;
      /**
       * The object is not tool data itself: a caller built it from fields of tool data
       * (`send({ title, startTime })`), so each key is there, holding `undefined` where the field
       * was absent. Presence is `!== undefined` there, not `in`.
       */
      readonly container?: boolean;
    }
  | {
      readonly kind: "get";
      readonly node: TSESTree.CallExpression;
      readonly object: Node;
      readonly method: TSESTree.Identifier;
      readonly keyNode: Node;
      readonly key: string | null;
      readonly optional: boolean;
    }
  | {
      /** A field bound to a variable: `const { limit } = args; if (limit) …`. */
      readonly kind: "binding";
      readonly node: TSESTree.Identifier;
      readonly object: null;
      readonly keyNode: null;
      readonly key: string;
      readonly optional: false;
    }
  | {
      readonly kind: "lodash";
      readonly node: TSESTree.CallExpression;
      readonly object: Node;
      readonly keyNode: Node;
      readonly key: string | null;
      readonly optional: false;
    };

/**
 * - `truthy`: `x.k` is tested as it stands;
 * - `negated`: `!x.k`;
 * - `looseNull`: `x.k != null` / `x.k == null` (and `undefined`);
 * - `strictNull`: `x.k !== null` / `x.k === null`.
 */
export type PresenceForm = "truthy" | "negated" | "looseNull" | "strictNull";

export interface PresenceCheck {
  /** The expression a fix replaces: the access, `!access`, or the comparison. */
  readonly node: Node;
  readonly access: FieldAccess;
  readonly form: PresenceForm;
  /** `true` when `node` is truthy where the check believes the field present. */
  readonly meansPresent: boolean;
  /** The comparison operator for the `*Null` forms. */
  readonly operator: string | null;
  readonly value: ToolValue;
  /**
   * Why it is a presence check: an envelope field, a guard whose branch reads the field, or a
   * required check that rejects a value the contract says is valid (a number's `0`, a boolean's `false`).
   */
  readonly reason: "presenceField" | "guardThenUse" | "rejectsValid" | "replyNumber";
  /**
   * What the check gets wrong: `falsyValues` (a valid `0`, `false`, `""` or `null` counts as
   * missing), or `errorLike` (an error field that is present but falsy counts as no error).
   */
  readonly lost: "falsyValues" | "errorLike";
  /** `true` when only the truthiness of `node` is used, so an equivalent boolean can replace it. */
  readonly onlyTested: boolean;
  /** `false` when valid data exists on which presence and the tested value disagree on purpose. */
  readonly behaviourPreserving: boolean;
  /**
   * `true` when the receiver is known to be an object, so `"k" in x` cannot throw where `x.k`
   * did not: the root of a tool value, or a value a gate or the SDK proved to be an object.
   */
  readonly receiverIsObject: boolean;
  /**
   * TypeScript's type of the receiver rules the rewrite out: `"k" in x` on a primitive `x` throws,
   * and `x.has(k)` exists only where `x` is a `Map`, `URLSearchParams`, `Headers` or `FormData`.
   */
  readonly receiverRejectsRewrite: boolean;
  /**
   * The SDK validated the field against a schema that could not be read, so whether the schema
   * allows a falsy value is unknown (reported only with `unreadableSchemas: "report"`).
   */
  readonly unreadSchema: boolean;
  /** The SDK writes the field as `undefined` when absent (`isDataField`): presence is `!== undefined`, never `in`. */
  readonly absentIsUndefined: boolean;
}

/**
 * Envelope fields whose value is an object whenever the field is present (JSON-RPC `error`).
 * Their truthiness test only goes wrong on `error: null`, which JSON-RPC 1.0 sends on success.
 */
const OBJECT_ENVELOPE_FIELDS: ReadonlySet<string> = new Set(["error"]);

/** `v ? v : d` tests `v` to pick a default: no-lossy-default's case, not a presence check. */
function isSelfDefaultTernary(test: Node, value: ToolValue, analysis: ToolDataAnalysis): boolean {
  const parent = outermostWrapper(test).parent;
  // `v ? v : d` and `v ? v * 1000 : d` are defaults: no-lossy-default's.
  return (
    parent?.type === AST_NODE_TYPES.ConditionalExpression &&
    parent.test === outermostWrapper(test) &&
    defaultingConsequent(parent, value, analysis) !== null
  );
}

/**
 * `offset ? Math.floor(offset / size) + 1 : 1` on a number: at `0` the first branch gives what the
 * second gives, so taking `0` for missing loses nothing. Only for a field whose one falsy valid value
 * is `0` (validated or declared a number, not nullable).
 */
function zeroTakesEitherBranch(test: Node, value: ToolValue, analysis: ToolDataAnalysis): boolean {
  const tested = outermostWrapper(test);
  const conditional = tested.parent;
  if (conditional?.type !== AST_NODE_TYPES.ConditionalExpression || conditional.test !== tested) return false;
  const shape = shapeOf(value);
  const numeric = shape ? shape.type === "number" || shape.type === "integer" : contractForPresence(value, test, analysis)?.type === "number";
  if (!numeric || shape?.nullable) return false;
  const otherwise = numberAtZero(conditional.alternate, () => false, 0);
  if (otherwise === undefined) return false;
  const isTested = (node: Node): boolean => analysis.valueOf(node)?.key === value.key;
  return numberAtZero(conditional.consequent, isTested, 0) === otherwise;
}

/**
 * `prefix ? all.filter((h) => h.name.startsWith(prefix)) : all`: with `""`, the filter keeps every
 * element (`startsWith` and `endsWith` find the empty string at either end of any string; an
 * `includes` may be an array's), so both branches give the same list and a valid `""` loses nothing.
 */
function emptyTakesEitherBranch(test: Node, value: ToolValue, analysis: ToolDataAnalysis): boolean {
  const tested = outermostWrapper(test);
  const conditional = tested.parent;
  if (conditional?.type !== AST_NODE_TYPES.ConditionalExpression || conditional.test !== tested) return false;
  const shape = shapeOf(value);
  const isString = shape ? shape.type === "string" : contractForPresence(value, test, analysis)?.type === "string";
  if (!isString || shape?.nullable) return false;
  const filter = skipTransparent(conditional.consequent);
  if (filter.type !== AST_NODE_TYPES.CallExpression || getCalleePropertyName(filter) !== "filter" || filter.arguments.length !== 1) return false;
  const list = skipTransparent((filter.callee as TSESTree.MemberExpression).object);
  if (analysis.sourceCode.getText(list) !== analysis.sourceCode.getText(skipTransparent(conditional.alternate))) return false;
  const callback = filter.arguments[0] && skipTransparent(filter.arguments[0]);
  const body = isFunction(callback) ? onlyReturned(callback) : null;
  const search = body && skipTransparent(body);
  return (
    search?.type === AST_NODE_TYPES.CallExpression &&
    ["startsWith", "endsWith"].includes(getCalleePropertyName(search) ?? "") &&
    search.arguments.length === 1 &&
    search.arguments[0] !== undefined &&
    analysis.valueOf(search.arguments[0])?.key === value.key
  );
}

/** How deep {@link numberAtZero} folds an expression. */
const MAX_FOLD_DEPTH = 8;

/**
 * The number `node` evaluates to when the value that `isTested` recognises is `0`, folding
 * `+ - * /`, `Math.floor`/`ceil`/`round`/`trunc`/`abs` and number literals; `0 * x` and `0 / x`
 * are `0` whatever `x` is. `undefined` when it depends on anything else.
 */
function numberAtZero(node: Node, isTested: (node: Node) => boolean, depth: number): number | undefined {
  if (depth > MAX_FOLD_DEPTH) return undefined;
  const expression = skipTransparent(node);
  if (isTested(expression) || isTested(node)) return 0;
  if (expression.type === AST_NODE_TYPES.Literal) return typeof expression.value === "number" ? expression.value : undefined;
  if (expression.type === AST_NODE_TYPES.UnaryExpression && expression.operator === "-") {
    const inner = numberAtZero(expression.argument, isTested, depth + 1);
    return inner === undefined ? undefined : -inner;
  }
  if (expression.type === AST_NODE_TYPES.BinaryExpression && expression.left.type !== AST_NODE_TYPES.PrivateIdentifier) {
    const left = numberAtZero(expression.left, isTested, depth + 1);
    const right = numberAtZero(expression.right, isTested, depth + 1);
    switch (expression.operator) {
      case "*":
        return left === 0 || right === 0 ? 0 : left !== undefined && right !== undefined ? left * right : undefined;
      case "/":
        return left === 0 && right !== 0 ? 0 : left !== undefined && right !== undefined && right !== 0 ? left / right : undefined;
      case "+":
        return left !== undefined && right !== undefined ? left + right : undefined;
      case "-":
        return left !== undefined && right !== undefined ? left - right : undefined;
      default:
        return undefined;
    }
  }
  if (expression.type === AST_NODE_TYPES.CallExpression && expression.arguments.length === 1 && expression.arguments[0]) {
    const callee = skipTransparent(expression.callee);
    const method = callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "Math" ? getStaticPropertyName(callee) : null;
    const fold = method !== null && Object.hasOwn(MATH_FOLDS, method) ? MATH_FOLDS[method] : undefined;
    const argument = fold ? numberAtZero(expression.arguments[0], isTested, depth + 1) : undefined;
    return fold && argument !== undefined ? fold(argument) : undefined;
  }
  return undefined;
}

const MATH_FOLDS: Readonly<Record<string, (value: number) => number>> = {
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
  trunc: Math.trunc,
  abs: Math.abs,
};

/**
 * A field that the source names as its only tool data (`ToolSource.dataFields`: an AI SDK UI tool
 * part's `output`): the SDK writes it on every part, `undefined` until the tool has answered, so
 * its truthiness test is a presence check, and presence is `!== undefined`.
 */
export function isDataField(value: ToolValue): boolean {
  const fields = value.source.dataFields;
  if (!fields) return false;
  const real = value.path.filter((segment) => !isSyntheticSegment(segment));
  return real.length === 1 && fields.has(real[0]!);
}

/** A field of a reply's root object: where `result` and `error` are envelope fields. */
function isEnvelopeField(value: ToolValue): boolean {
  return value.source.kind === "reply" && value.path.filter((segment) => segment !== DEFAULTED).length === 1;
}

function isObjectReceiver(analysis: ToolDataAnalysis, receiver: Node): boolean {
  const value = analysis.valueOf(receiver);
  if (!value) return false;
  if (value.path.every((segment) => segment === DEFAULTED || segment === REST)) {
    if (!value.source.rootMayBePrimitive) return true;
  }
  const shape = shapeOf(value)?.type;
  if (shape === "object" || shape === "array") return true;
  const types = analysis.factsAt(receiver, value).types;
  return types.has("object") || types.has("array");
}

/** With type information: the receiver's type cannot take the rewrite (see `receiverRejectsRewrite`). */
function receiverRejectsRewrite(analysis: ToolDataAnalysis, access: FieldAccess): boolean {
  if (!analysis.types) return false;
  if (access.kind === "member") return analysis.types.receiverKind(access.object) === "primitive";
  if (access.kind !== "get") return false;
  const callee = skipTransparent(access.node.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const kind = analysis.types.receiverKind(callee.object);
  return kind === "object" || kind === "primitive";
}

/** Reads `node` as a field access on tool data, or `null`. */
export function getFieldAccess(node: Node, analysis: ToolDataAnalysis): FieldAccess | null {
  if (node.type === AST_NODE_TYPES.Identifier) {
    const field = analysis.valueOf(node)?.path.at(-1);
    // A bound field, but not an array element (`for (const item of args.items)`), a defaulted
    // value (`{ limit = 10 }`), or a rest object or array (`...others`).
    if (field === undefined || isSyntheticSegment(field)) return null;
    return { kind: "binding", node, object: null, keyNode: null, key: field, optional: false };
  }
  if (node.type === AST_NODE_TYPES.MemberExpression) {
    // `req.startTime`, where `req` holds fields a caller put in an object literal: the field is tool
    // data, the object is not.
    const container = !analysis.valueOf(node.object);
    if (container && (node.computed || skipTransparent(node.object).type !== AST_NODE_TYPES.Identifier || !analysis.valueOf(node))) return null;
    const key = node.computed ? getStaticKeyValue(skipTransparent(node.property)) : getPropertyName(node);
    return {
      kind: "member",
      node,
      object: node.object,
      keyNode: node.computed ? node.property : null,
      key,
      optional: node.optional || hasOptionalChain(node.object),
      ...(container ? { container } : {}),
    };
  }
  if (node.type !== AST_NODE_TYPES.CallExpression) return null;
  const callee = skipTransparent(node.callee);
  const [first, second] = node.arguments;
  if (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    !callee.computed &&
    callee.property.type === AST_NODE_TYPES.Identifier &&
    callee.property.name === "get" &&
    first &&
    first.type !== AST_NODE_TYPES.SpreadElement &&
    node.arguments.length === 1 &&
    analysis.valueOf(callee.object)
  ) {
    return {
      kind: "get",
      node,
      object: callee.object,
      method: callee.property,
      keyNode: first,
      key: getStaticKeyValue(skipTransparent(first)),
      optional: callee.optional || node.optional || hasOptionalChain(callee.object),
    };
  }
  if (
    first &&
    second &&
    first.type !== AST_NODE_TYPES.SpreadElement &&
    second.type !== AST_NODE_TYPES.SpreadElement &&
    node.arguments.length === 2 &&
    analysis.valueOf(first) &&
    analysis.isLodashGet(node.callee)
  ) {
    return { kind: "lodash", node, object: first, keyNode: second, key: getStaticKeyValue(skipTransparent(second)), optional: false };
  }
  return null;
}

function getPropertyName(node: TSESTree.MemberExpression): string | null {
  return node.property.type === AST_NODE_TYPES.Identifier ? node.property.name : null;
}

function hasOptionalChain(node: Node): boolean {
  let current = node;
  for (;;) {
    if (isTransparentWrapper(current) && current.type !== AST_NODE_TYPES.ChainExpression) {
      current = (current as TSESTree.TSAsExpression).expression;
      continue;
    }
    if (current.type === AST_NODE_TYPES.ChainExpression) return true;
    if (current.type === AST_NODE_TYPES.MemberExpression) {
      if (current.optional) return true;
      current = current.object;
      continue;
    }
    if (current.type === AST_NODE_TYPES.CallExpression) {
      if (current.optional) return true;
      current = current.callee;
      continue;
    }
    return false;
  }
}

/** The test around a field access: its form and the expression that embodies it. */
function classifyTest(
  access: Node,
): { node: Node; form: PresenceForm; meansPresent: boolean; operator: string | null } | null {
  const wrapped = outermostWrapper(access);
  const parent = wrapped.parent;
  if (!parent) return null;
  if (parent.type === AST_NODE_TYPES.BinaryExpression) {
    const other = parent.left === wrapped ? parent.right : parent.left;
    const nullish = isNullish(skipTransparent(other));
    if (!nullish) return null;
    switch (parent.operator) {
      case "!=":
      case "==":
        return { node: parent, form: "looseNull", meansPresent: parent.operator === "!=", operator: parent.operator };
      case "!==":
      case "===":
        // `!== undefined` is a correct presence check for JSON data; only `null` is a mistake.
        if (nullish !== "null") return null;
        return { node: parent, form: "strictNull", meansPresent: parent.operator === "!==", operator: parent.operator };
      default:
        return null;
    }
  }
  if (!isTruthinessTested(wrapped)) return null;
  if (parent.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "!") {
    // `!!x.k` is a boolean conversion, owned by no-coercion-before-validation.
    const grand = outermostWrapper(parent).parent;
    if (grand?.type === AST_NODE_TYPES.UnaryExpression && grand.operator === "!") return null;
    return { node: parent, form: "negated", meansPresent: false, operator: null };
  }
  return { node: wrapped, form: "truthy", meansPresent: true, operator: null };
}

/**
 * `true` when `node` (an occurrence of a field) is read as a value: passed, returned, assigned,
 * computed with. Dereferencing (`x.k.y`, `x.k()`), further tests and writes are not value reads.
 */
export function isValueRead(node: Node): boolean {
  const wrapped = outermostWrapper(node);
  const parent = wrapped.parent;
  if (!parent) return false;
  switch (parent.type) {
    case AST_NODE_TYPES.MemberExpression:
      return parent.object !== wrapped;
    case AST_NODE_TYPES.CallExpression:
      return parent.callee !== wrapped;
    case AST_NODE_TYPES.UnaryExpression:
      return parent.operator !== "typeof" && parent.operator !== "!" && parent.operator !== "delete" && parent.operator !== "void";
    case AST_NODE_TYPES.UpdateExpression:
      return false;
    case AST_NODE_TYPES.AssignmentExpression:
      return parent.left !== wrapped;
    case AST_NODE_TYPES.BinaryExpression: {
      if (parent.operator === "in" || parent.operator === "instanceof") return false;
      const other = parent.left === wrapped ? parent.right : parent.left;
      if (["==", "!=", "===", "!=="].includes(parent.operator) && isNullish(skipTransparent(other))) return false;
      return true;
    }
    default:
      return !isTruthinessTested(wrapped);
  }
}

/** Finds every presence check decided by value in the file. */
export function findPresenceChecks(analysis: ToolDataAnalysis): PresenceCheck[] {
  const checks: PresenceCheck[] = [];
  for (const value of analysis.values()) {
    const node = value.node;
    if (value.path.length === 0) continue;
    // A presence check compares the value or tests its truthiness (see `classifyTest`); a wrapped
    // value is judged past its wrappers.
    if (!value.passedOn && value.parentType !== AST_NODE_TYPES.BinaryExpression && !mayBeCondition(value.parentType)) {
      continue;
    }
    if (
      node.type !== AST_NODE_TYPES.MemberExpression &&
      node.type !== AST_NODE_TYPES.CallExpression &&
      node.type !== AST_NODE_TYPES.Identifier
    ) {
      continue;
    }
    const access = getFieldAccess(node, analysis);
    if (!access) continue;
    const test = classifyTest(node);
    if (!test) continue;
    if (isSelfDefaultTernary(test.node, value, analysis)) continue;
    if (test.form === "truthy" && (zeroTakesEitherBranch(test.node, value, analysis) || emptyTakesEitherBranch(test.node, value, analysis))) continue;
    // `if (!args.note) console.warn(…)`: the test only decides a log line.
    if (decidesOnlyLogging(test.node)) continue;
    // `` page ? ` (page ${page})` : "" `` in a message: the test picks a wording, nothing more.
    if (test.form === "truthy" && choosesOnlyWording(test.node, analysis.sourceCode, (fn) => value.source.kind === "arguments" && value.source.node === fn)) continue;
    // A validated boolean's test is its value, unless the test guards a copy of it (`copiesBoolean`).
    const validated = isValidatedNonFalsy(value);
    const copiedBoolean = validated && test.form === "truthy" && copiesBoolean(test.node, test.meansPresent, value, analysis);
    if (validated && !copiedBoolean) continue;
    // Validated against a schema that could not be read: it may exclude every falsy value.
    const unreadSchema = isUnread(shapeOf(value));
    if (unreadSchema && analysis.settings.unreadableSchemas !== "report") continue;

    const facts = analysis.factsAt(node, value);
    if (facts.present || facts.types.size > 0) continue;

    // A field the program writes (`while (args.cursor) args.cursor = next(…)`) is program state.
    if (analysis.isMutated(value.key)) continue;
    if (test.form === "truthy" && guardsKindCheck(test.node, value, analysis)) continue;
    // `max && results.length >= max`: `0` stands for "no limit" on purpose (as a bound, it would stop at once).
    if (test.form === "truthy" && guardsInChain(test.node, value, analysis, "&&", isBoundOfComparison)) continue;
    if (test.form === "negated" && guardsNegatedKindCheck(test.node, value, analysis)) continue;

    const field = value.path.at(-1)!;
    let reason: PresenceCheck["reason"] | null = null;
    const dataField = isDataField(value);
    if (dataField || (isEnvelopeField(value) && analysis.settings.presenceFields.has(field))) reason = "presenceField";
    else if (
      // A comparison with `null` singles out `null` on purpose: strict-mode OpenAI tools send `null`
      // for an optional argument, and a nullable field means something by it. Only an envelope
      // field, whose `null` is a valid value, makes such a comparison a presence mistake.
      (test.form === "truthy" || test.form === "negated") &&
      readsInRegion(analysis, node, value, regionsWhere(test.node, test.meansPresent)) &&
      readsInRegion(analysis, node, value, regionsWhere(test.node, test.meansPresent))
    ) {
      // `if (!args.query) throw new Error("query is required")` rejects `""` and `null` on purpose;
      // `if (!amount_cents) throw …` on a number the schema allows to be 0 rejects a valid value.
      const rejecting = isRejectingExit(branchWhere(test.node, !test.meansPresent));
      if (!rejecting) reason = "guardThenUse";
      else if (value.source.kind === "arguments" && allowsValidFalsy(value, node, analysis)) reason = "rejectsValid";
    }
    // `if (args.head && args.tail) throw new Error("not both")`: `{ head: 0, tail: 5 }` gets through.
    if (!reason && test.form === "truthy" && value.source.kind === "arguments" && rejectsWhenAllTruthy(test.node) && allowsValidFalsy(value, node, analysis)) {
      reason = "rejectsValid";
    }
    // `if (!data?.count) log("no data")` on a tool's reply: a count of `0` is reported as no data,
    // though no read of the field follows. Only for a number (declared, used as one, or named
    // `count`, `total`…), where `0` is a valid reply.
    if (!reason && value.source.kind === "reply" && (test.form === "truthy" || test.form === "negated") && isReplyNumber(value, node, field, analysis)) {
      reason = "replyNumber";
    }
    if (!reason) continue;
    // A tool argument whose contract has no valid falsy value (a string id, an object, a list, a
    // number with a lower bound of 1): telling it apart from a missing one by its value loses nothing.
    if (reason === "guardThenUse" && excludesFalsy(contractForPresence(value, node, analysis), field, shapeOf(value))) continue;
    // `if (args.page) query.page = args.page`: a page left out is the service's first page, and `0`
    // is either that page (pages counted from 0) or no page at all (from 1), so the guard loses
    // nothing, unless the schema says that 0 is a page of its own. Only where the guard decides
    // whether the page is passed on (`if (args.page) return list(args.page)` does something else).
    if (
      reason === "guardThenUse" &&
      value.source.kind === "arguments" &&
      isPageNumberName(field) &&
      !statesZero(shapeOf(value)) &&
      test.form === "truthy" &&
      passesOnOnlyWhenGiven(test.node)
    ) {
      continue;
    }
    // A required check whose rewrite would accept what it meant to reject (`""`, `null`): no autofix.
    const rejectsValid = reason === "rejectsValid" || reason === "replyNumber";

    const errorLike = reason === "presenceField" && !dataField && OBJECT_ENVELOPE_FIELDS.has(field);
    checks.push({
      node: test.node,
      access,
      form: test.form,
      meansPresent: test.meansPresent,
      operator: test.operator,
      value,
      reason,
      lost: errorLike ? "errorLike" : "falsyValues",
      onlyTested: test.form !== "truthy" || isOnlyTruthinessUsed(test.node),
      // `error: null` is how JSON-RPC 1.0 peers say "no error": presence and truthiness disagree
      // there, so rewriting the test is left for a person to confirm.
      // Where the schema could not be read, whether a falsy value is valid is unknown: no autofix.
      // A UI tool part's output: the code the test guards may expect an object there (a crash on
      // `null.items` where the test returned early), so the rewrite is for a person to confirm.
      // A copied boolean's rewrite sends what the code never sent (`false`, and `null` where the
      // schema allows it): a person decides what the receiver should get.
      behaviourPreserving: !errorLike && !unreadSchema && !rejectsValid && !dataField && !copiedBoolean,
      absentIsUndefined: dataField,
      receiverIsObject: access.kind !== "member" || isObjectReceiver(analysis, access.object),
      receiverRejectsRewrite: receiverRejectsRewrite(analysis, access),
      unreadSchema,
    });
  }
  return checks;
}

/**
 * A value the SDK validated to a type whose truthiness test is not a presence mistake: one that
 * cannot be falsy when present (an object, an array, a non-empty enum), or a real boolean (its
 * truthiness is its value).
 */
function isValidatedNonFalsy(value: ToolValue): boolean {
  const shape = shapeOf(value);
  if (shape === undefined) return false;
  // An argument's `null` is how a model leaves a nullable field blank (strict tools send it for
  // every optional one): `page: z.number().positive().nullable()` has no other falsy value.
  const blankNull = shape.nullable === true && value.source.kind === "arguments";
  return !canBeFalsy(blankNull ? { ...shape, nullable: false } : shape) || isValidatedBoolean(shape) || isBlankArgument(value);
}

/**
 * `x && typeof x === "object"`, `x && x.length > 0`: the truthiness test only guards a check of the
 * value's kind or length that follows it in the same `&&` chain, and that check turns `0`, `false`
 * and `""` away just the same, so testing presence instead would change nothing.
 */
function guardsKindCheck(tested: Node, value: ToolValue, analysis: ToolDataAnalysis): boolean {
  return guardsInChain(tested, value, analysis, "&&", isObjectOrLengthCheck);
}

/** A later operand of the same `&&` (or `||`) chain checks the same value with `check`. */
function guardsInChain(
  tested: Node,
  value: ToolValue,
  analysis: ToolDataAnalysis,
  operator: "&&" | "||",
  check: (occurrence: Node) => boolean,
): boolean {
  const later: Node[] = [];
  for (let current: Node = outermostWrapper(tested); ; ) {
    const parent = current.parent;
    if (parent?.type !== AST_NODE_TYPES.LogicalExpression || parent.operator !== operator) break;
    if (parent.left === current) later.push(parent.right);
    current = parent;
  }
  if (later.length === 0) return false;
  return analysis
    .occurrencesOf(value.key)
    .some((occurrence) => check(outermostWrapper(occurrence)) && later.some((operand) => encloses(operand, occurrence)));
}

/**
 * The contract a guard-then-use check asks: any for an argument; for a reply (whose empty string or
 * `0` can be a value the tool meant), only what the program itself declares or does with it.
 */
/** A reply field whose contract is a number that may be `0` (not one positive by its name). */
function isReplyNumber(value: ToolValue, node: Node, field: string, analysis: ToolDataAnalysis): boolean {
  const contract = analysis.contractOf(value, node);
  return contract?.type === "number" && !excludesFalsy(contract, field);
}

function contractForPresence(value: ToolValue, node: Node, analysis: ToolDataAnalysis): Contract | undefined {
  const contract = analysis.contractOf(value, node);
  if (value.source.kind === "arguments") return contract;
  return contract?.from === "declaration" || contract?.from === "usage" ? contract : undefined;
}

/** The test is an operand of an `&&` chain that is an `if`'s whole test, whose branch rejects the input. */
function rejectsWhenAllTruthy(tested: Node): boolean {
  let current = outermostWrapper(tested);
  let conjunction = false;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (isTransparentWrapper(parent)) continue;
    if (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator === "&&") {
      conjunction = true;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.IfStatement && parent.test === current) return conjunction && isRejectingExit(parent.consequent);
    return false;
  }
  return false;
}

/**
 * `true` when the contract says the value is a number that may be `0`, or a boolean: a schema's
 * `z.number()` without a lower bound of 1, `z.boolean()`, or a declared `number` / `boolean`.
 */
function allowsValidFalsy(value: ToolValue, node: Node, analysis: ToolDataAnalysis): boolean {
  const shape = shapeOf(value);
  // `if (!parentId) throw …` on a record's id in the arguments: `0` names no record, so rejecting
  // it is right, unless the schema states that 0 is valid.
  if (value.source.kind === "arguments" && isPositiveNumberName(fieldNameOf(value)) && !statesZero(shape)) return false;
  if (shape && shape.type !== "unknown") {
    return (shape.type === "number" || shape.type === "integer" || shape.type === "boolean") && canBeFalsy(shape) && !shape.values;
  }
  const contract = analysis.contractOf(value, node);
  return contract?.from === "declaration" && (contract.type === "number" || contract.type === "boolean") && !contract.nonEmpty;
}

/**
 * `if (args.page) url.searchParams.append("page", …)`, `if (args.page) { body.page = args.page; }`:
 * a test with no `else` whose branch only passes the value on as a request parameter (a property
 * written, or a query parameter appended or set), so that a falsy value only leaves it out.
 * `if (args.page) rows = rows.slice(args.page * 20)` does something else with it.
 */
function passesOnOnlyWhenGiven(tested: Node): boolean {
  const test = outermostWrapper(tested);
  const statement = test.parent;
  if (statement?.type !== AST_NODE_TYPES.IfStatement || statement.test !== test || statement.alternate) return false;
  const body = statement.consequent.type === AST_NODE_TYPES.BlockStatement ? statement.consequent.body : [statement.consequent];
  return body.length > 0 && body.every((inner) => inner.type === AST_NODE_TYPES.ExpressionStatement && isParameterWrite(inner.expression));
}

/** `query.page = …`, `params["page"] = …`, `url.searchParams.append("page", …)`, `query.set("page", …)`. */
function isParameterWrite(expression: Node): boolean {
  const node = skipTransparent(expression);
  if (node.type === AST_NODE_TYPES.AssignmentExpression) return node.operator === "=" && node.left.type === AST_NODE_TYPES.MemberExpression;
  if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const method = getStaticPropertyName(node.callee);
  return (method === "append" || method === "set") && node.arguments.length === 2;
}

/**
 * `!x || typeof x !== "object"`, `!items || !Array.isArray(items)`, `!list || list.length === 0`:
 * the negated test is the null guard in front of a check of the value's kind or length, which
 * turns away `0`, `false` and `""` by itself (and `typeof null === "object"` makes the guard needed).
 */
function guardsNegatedKindCheck(tested: Node, value: ToolValue, analysis: ToolDataAnalysis): boolean {
  return guardsInChain(tested, value, analysis, "||", isFailedKindCheck);
}

/**
 * `typeof v !== "object"`, `!Array.isArray(v)`, `v.length === 0`, `v.length < 1`, `!v.length`, and
 * `v !== "2.0"` with a truthy literal: only that value passes (`!message.jsonrpc || message.jsonrpc !== "2.0"`).
 */
function isFailedKindCheck(operand: Node): boolean {
  const parent = operand.parent;
  if (comparedWithTruthyLiteral(operand, ["!==", "!="])) return true;
  if (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "typeof") {
    const comparison = parent.parent;
    if (comparison?.type !== AST_NODE_TYPES.BinaryExpression || (comparison.operator !== "!==" && comparison.operator !== "!=")) return false;
    const other = skipTransparent(comparison.left === parent ? comparison.right : comparison.left);
    return other.type === AST_NODE_TYPES.Literal && (other.value === "object" || other.value === "function");
  }
  if (parent?.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === operand && getDottedName(parent.callee) === "Array.isArray") {
    const negation = outermostWrapper(parent).parent;
    return negation?.type === AST_NODE_TYPES.UnaryExpression && negation.operator === "!";
  }
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== operand || getStaticPropertyName(parent) !== "length") return false;
  const length = outermostWrapper(parent);
  const around = length.parent;
  if (around?.type === AST_NODE_TYPES.UnaryExpression && around.operator === "!") return true;
  if (around?.type !== AST_NODE_TYPES.BinaryExpression || around.left !== length) return false;
  const bound = skipTransparent(around.right);
  if (bound.type !== AST_NODE_TYPES.Literal || typeof bound.value !== "number") return false;
  return ((around.operator === "===" || around.operator === "==") && bound.value === 0) || (around.operator === "<" && bound.value === 1);
}

/**
 * `typeof v === "object"` (or `"function"`), `v.length` tested, `> 0`, `>= 1` or `!== 0`, and
 * `v > 0` or `v >= 1`: checks that turn away `0`, `false` and `""` by themselves. (`typeof v === "number"` does not:
 * `0` passes it, so the truthiness test before it still drops a valid `0`.)
 */
/** `count >= max`, `max > used`: the value bounds a comparison with something that is not a literal. */
function isBoundOfComparison(operand: Node): boolean {
  const parent = operand.parent;
  if (parent?.type !== AST_NODE_TYPES.BinaryExpression || !["<", "<=", ">", ">="].includes(parent.operator)) return false;
  const other = skipTransparent(parent.left === operand ? parent.right : parent.left);
  return other.type !== AST_NODE_TYPES.Literal;
}

function isObjectOrLengthCheck(operand: Node): boolean {
  const parent = operand.parent;
  // `v && v === "2.0"`: only that value passes the comparison, and it is truthy.
  if (comparedWithTruthyLiteral(operand, ["===", "=="])) return true;
  // `x && "error" in x`: `in` throws on `0`, `false` and `""`, so the test in front must turn them away.
  if (parent?.type === AST_NODE_TYPES.BinaryExpression && parent.operator === "in" && parent.right === operand) return true;
  if (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "typeof") {
    const comparison = parent.parent;
    if (comparison?.type !== AST_NODE_TYPES.BinaryExpression || (comparison.operator !== "===" && comparison.operator !== "==")) return false;
    const other = skipTransparent(comparison.left === parent ? comparison.right : comparison.left);
    return other.type === AST_NODE_TYPES.Literal && (other.value === "object" || other.value === "function");
  }
  // `n && n > 0`, `n && n >= 1`: a comparison that turns `0` (and every other falsy value) away by itself.
  if (parent?.type === AST_NODE_TYPES.BinaryExpression && parent.left === operand) {
    const bound = skipTransparent(parent.right);
    if (bound.type !== AST_NODE_TYPES.Literal || typeof bound.value !== "number") return false;
    return (parent.operator === ">" && bound.value >= 0) || (parent.operator === ">=" && bound.value > 0);
  }
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== operand || getStaticPropertyName(parent) !== "length") {
    return false;
  }
  const length = outermostWrapper(parent);
  const comparison = length.parent;
  if (comparison?.type === AST_NODE_TYPES.BinaryExpression && comparison.left === length) {
    const bound = skipTransparent(comparison.right);
    if (bound.type !== AST_NODE_TYPES.Literal || typeof bound.value !== "number") return false;
    return (
      (comparison.operator === ">" && bound.value === 0) ||
      (comparison.operator === ">=" && bound.value === 1) ||
      ((comparison.operator === "!==" || comparison.operator === "!=") && bound.value === 0)
    );
  }
  return isTruthinessTested(length);
}

/** `v === lit` (or another of `operators`) with a literal that is truthy: a non-empty string, a number other than 0, `true`. */
function comparedWithTruthyLiteral(operand: Node, operators: readonly string[]): boolean {
  const parent = operand.parent;
  if (parent?.type !== AST_NODE_TYPES.BinaryExpression || !operators.includes(parent.operator)) return false;
  const other = skipTransparent(parent.left === operand ? parent.right : parent.left);
  return other.type === AST_NODE_TYPES.Literal && other.value !== null && !(other.value instanceof RegExp) && Boolean(other.value);
}

/** `inner` lies inside `outer`, and not inside a function nested in it (which may never run). */
function encloses(outer: Node, inner: Node): boolean {
  if (inner.range[0] < outer.range[0] || inner.range[1] > outer.range[1]) return false;
  for (let current = inner.parent; current && current !== outer; current = current.parent) {
    if (isFunction(current)) return false;
  }
  return true;
}

/**
 * `if (caching_disabled) patch.disabled = caching_disabled`: a validated boolean tested, then copied
 * into an object being built field by field (a `const` made as `{}`) where the test passed. Its
 * truthiness is its value, but the copy was meant for "given": an explicit `false` (turn caching
 * back on) is never sent.
 */
function copiesBoolean(tested: Node, meansPresent: boolean, value: ToolValue, analysis: ToolDataAnalysis): boolean {
  const shape = shapeOf(value);
  if (!shape || !isValidatedBoolean(shape)) return false;
  let regions: ReadonlyArray<readonly [number, number]> | null = null;
  return analysis.occurrencesOf(value.key).some((occurrence) => {
    if (occurrence === tested) return false;
    const read = outermostWrapper(occurrence);
    const assignment = read.parent;
    if (assignment?.type !== AST_NODE_TYPES.AssignmentExpression || assignment.operator !== "=" || assignment.right !== read) return false;
    const target = assignment.left.type === AST_NODE_TYPES.MemberExpression ? skipTransparent(assignment.left.object) : null;
    if (target?.type !== AST_NODE_TYPES.Identifier || !isBuiltObject(target, analysis)) return false;
    regions ??= regionsWhere(tested, meansPresent);
    const [start, end] = occurrence.range;
    return regions.some(([from, to]) => from <= start && end <= to);
  });
}

/** A binding that holds an empty object literal for good, filled in later. */
function isBuiltObject(identifier: TSESTree.Identifier, analysis: ToolDataAnalysis): boolean {
  const init = constantInitializer(identifier, namesOf(analysis));
  return init?.type === AST_NODE_TYPES.ObjectExpression && init.properties.length === 0;
}

function readsInRegion(
  analysis: ToolDataAnalysis,
  tested: Node,
  value: ToolValue,
  regions: ReadonlyArray<readonly [number, number]>,
): boolean {
  if (regions.length === 0) return false;
  for (const occurrence of analysis.occurrencesOf(value.key)) {
    // A wrapper (`x!`, `await x`) is recorded beside the read it wraps: the read decides.
    if (occurrence === tested || passesValueOn(occurrence)) continue;
    const [start, end] = occurrence.range;
    if (!regions.some(([from, to]) => from <= start && end <= to)) continue;
    if (isValueRead(occurrence)) return true;
  }
  return false;
}

/**
 * Building fix text that is safe to put anywhere: operator precedence and parentheses, comments
 * kept, the file's quote style, side-effect checks, and the one decision between an autofix and
 * a suggestion that every rule uses.
 */
import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type Node, isFunction } from "./ast.js";

/** Operator precedence, higher binds tighter. */
export const Precedence = {
  Sequence: 0,
  Assignment: 10,
  Conditional: 20,
  Coalesce: 30,
  LogicalOr: 40,
  LogicalAnd: 50,
  BitwiseOr: 60,
  BitwiseXor: 70,
  BitwiseAnd: 80,
  Equality: 90,
  Relational: 100,
  /** TypeScript parses `as` and `satisfies` like a relational operator, left-associative. */
  As: 100,
  Shift: 110,
  Additive: 120,
  Multiplicative: 130,
  Exponent: 140,
  Unary: 150,
  Update: 160,
  Call: 170,
  Primary: 180,
} as const;

const BINARY_PRECEDENCE: Readonly<Record<string, number>> = {
  "??": Precedence.Coalesce,
  "||": Precedence.LogicalOr,
  "&&": Precedence.LogicalAnd,
  "|": Precedence.BitwiseOr,
  "^": Precedence.BitwiseXor,
  "&": Precedence.BitwiseAnd,
  "==": Precedence.Equality,
  "!=": Precedence.Equality,
  "===": Precedence.Equality,
  "!==": Precedence.Equality,
  "<": Precedence.Relational,
  ">": Precedence.Relational,
  "<=": Precedence.Relational,
  ">=": Precedence.Relational,
  in: Precedence.Relational,
  instanceof: Precedence.Relational,
  "<<": Precedence.Shift,
  ">>": Precedence.Shift,
  ">>>": Precedence.Shift,
  "+": Precedence.Additive,
  "-": Precedence.Additive,
  "*": Precedence.Multiplicative,
  "/": Precedence.Multiplicative,
  "%": Precedence.Multiplicative,
  "**": Precedence.Exponent,
};

/** The precedence of an expression node as written (ignoring parentheses around it). */
export function getPrecedence(node: Node): number {
  switch (node.type) {
    case AST_NODE_TYPES.SequenceExpression:
      return Precedence.Sequence;
    case AST_NODE_TYPES.AssignmentExpression:
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.YieldExpression:
      return Precedence.Assignment;
    case AST_NODE_TYPES.ConditionalExpression:
      return Precedence.Conditional;
    case AST_NODE_TYPES.LogicalExpression:
    case AST_NODE_TYPES.BinaryExpression:
      return BINARY_PRECEDENCE[node.operator] ?? Precedence.Sequence;
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
      return Precedence.As;
    case AST_NODE_TYPES.UnaryExpression:
    case AST_NODE_TYPES.AwaitExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
      return Precedence.Unary;
    case AST_NODE_TYPES.UpdateExpression:
      return Precedence.Update;
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
    case AST_NODE_TYPES.MemberExpression:
    case AST_NODE_TYPES.ChainExpression:
    case AST_NODE_TYPES.TaggedTemplateExpression:
    case AST_NODE_TYPES.ImportExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSInstantiationExpression:
      return Precedence.Call;
    default:
      return Precedence.Primary;
  }
}

/**
 * `true` when an expression of precedence `precedence` must be parenthesised to stand where
 * `replaced` stands. `operator` is the new expression's own operator, when it has one
 * (`??` cannot mix with `&&`/`||`; `in` cannot appear in a `for` initialiser).
 */
export function needsParens(
  replaced: Node,
  precedence: number,
  operator: string | null = null,
  sourceCode?: Readonly<TSESLint.SourceCode>,
): boolean {
  const parent = replaced.parent;
  if (!parent) return false;
  // Parentheses already written around the replaced expression stay in the file.
  if (sourceCode && ASTUtils.isParenthesized(replaced, sourceCode)) return false;
  if (operator === "in" && isInForInit(replaced)) return true;
  switch (parent.type) {
    case AST_NODE_TYPES.BinaryExpression:
    case AST_NODE_TYPES.LogicalExpression: {
      const own = BINARY_PRECEDENCE[parent.operator] ?? Precedence.Primary;
      const mixesCoalesce =
        (parent.operator === "??" && (operator === "&&" || operator === "||")) ||
        ((parent.operator === "&&" || parent.operator === "||") && operator === "??");
      if (mixesCoalesce) return true;
      if (parent.operator === "**") {
        return parent.left === replaced ? precedence <= Precedence.Unary : precedence < own;
      }
      return parent.left === replaced ? precedence < own : precedence <= own;
    }
    case AST_NODE_TYPES.UnaryExpression:
    case AST_NODE_TYPES.AwaitExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
      return precedence < Precedence.Unary;
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
      return precedence <= Precedence.As;
    case AST_NODE_TYPES.UpdateExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TaggedTemplateExpression:
      return precedence < Precedence.Call;
    case AST_NODE_TYPES.MemberExpression:
      return parent.object === replaced ? precedence < Precedence.Call : false;
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      return parent.callee === replaced ? precedence < Precedence.Call : precedence < Precedence.Assignment;
    case AST_NODE_TYPES.ConditionalExpression:
      return parent.test === replaced ? precedence <= Precedence.Conditional : precedence < Precedence.Assignment;
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ForStatement:
    case AST_NODE_TYPES.SwitchStatement:
    case AST_NODE_TYPES.SwitchCase:
    case AST_NODE_TYPES.ExpressionStatement:
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ThrowStatement:
    case AST_NODE_TYPES.SequenceExpression:
      return false;
    case AST_NODE_TYPES.VariableDeclarator:
    case AST_NODE_TYPES.AssignmentExpression:
    case AST_NODE_TYPES.AssignmentPattern:
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.ArrayExpression:
    case AST_NODE_TYPES.Property:
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.SpreadElement:
    case AST_NODE_TYPES.TemplateLiteral:
    case AST_NODE_TYPES.JSXExpressionContainer:
    case AST_NODE_TYPES.YieldExpression:
    case AST_NODE_TYPES.ExportDefaultDeclaration:
      return precedence < Precedence.Assignment;
    default:
      return true;
  }
}

/** `for (init; …)` forbids a bare `in` anywhere in `init` (even inside an arrow body). */
function isInForInit(node: Node): boolean {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.ForStatement) return parent.init === child;
    if (isFunction(parent) && parent.type !== AST_NODE_TYPES.ArrowFunctionExpression) return false;
    if (parent.type === AST_NODE_TYPES.BlockStatement || parent.type === AST_NODE_TYPES.Program) return false;
  }
  return false;
}

export function parenthesize(text: string, wrap: boolean): string {
  return wrap ? `(${text})` : text;
}

/** The source text of `node`, parenthesised when its own precedence is below `minimum`. */
export function textAtLeast(sourceCode: Readonly<TSESLint.SourceCode>, node: Node, minimum: number): string {
  return parenthesize(sourceCode.getText(node), getPrecedence(node) < minimum);
}

/**
 * The comments inside `node` (or a range), in order: a binary search of the file's comments, where
 * `getCommentsInside` walks every token of the node.
 */
export function commentsInside(sourceCode: Readonly<TSESLint.SourceCode>, node: Node | { readonly range: readonly [number, number] }): TSESTree.Comment[] {
  const comments = sourceCode.getAllComments();
  const [start, end] = node.range;
  let low = 0;
  let high = comments.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comments[middle]!.range[0] < start) low = middle + 1;
    else high = middle;
  }
  const inside: TSESTree.Comment[] = [];
  for (let index = low; index < comments.length && comments[index]!.range[1] <= end; index++) inside.push(comments[index]!);
  return inside;
}

/**
 * The comments inside `replaced` that lie outside every kept span, rendered so that they can be
 * appended after the new text (line comments become block comments; `null` when that is not
 * possible because a line comment contains `*\/`).
 */
export function orphanedComments(
  sourceCode: Readonly<TSESLint.SourceCode>,
  replaced: Node,
  kept: readonly Node[],
): string | null {
  let text = "";
  for (const comment of commentsInside(sourceCode, replaced)) {
    const inside = kept.some((span) => span.range[0] <= comment.range[0] && comment.range[1] <= span.range[1]);
    if (inside) continue;
    if (comment.type === "Line") {
      if (comment.value.includes("*/")) return null;
      text += ` /*${comment.value} */`;
    } else {
      text += ` /*${comment.value}*/`;
    }
  }
  return text;
}

/** `true` when evaluating `node` may have side effects or depend on evaluation order. */
export function hasSideEffects(node: Node): boolean {
  const stack: Node[] = [node];
  for (let current = stack.pop(); current; current = stack.pop()) {
    switch (current.type) {
      case AST_NODE_TYPES.CallExpression:
      case AST_NODE_TYPES.NewExpression:
      case AST_NODE_TYPES.AssignmentExpression:
      case AST_NODE_TYPES.UpdateExpression:
      case AST_NODE_TYPES.AwaitExpression:
      case AST_NODE_TYPES.YieldExpression:
      case AST_NODE_TYPES.TaggedTemplateExpression:
      case AST_NODE_TYPES.ImportExpression:
        return true;
      case AST_NODE_TYPES.UnaryExpression:
        if (current.operator === "delete") return true;
        stack.push(current.argument);
        break;
      case AST_NODE_TYPES.MemberExpression:
        stack.push(current.object);
        if (current.computed) stack.push(current.property);
        break;
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        stack.push(current.expression);
        break;
      case AST_NODE_TYPES.BinaryExpression:
      case AST_NODE_TYPES.LogicalExpression:
        stack.push(current.left, current.right);
        break;
      case AST_NODE_TYPES.ConditionalExpression:
        stack.push(current.test, current.consequent, current.alternate);
        break;
      case AST_NODE_TYPES.TemplateLiteral:
        stack.push(...current.expressions);
        break;
      case AST_NODE_TYPES.Identifier:
      case AST_NODE_TYPES.Literal:
      case AST_NODE_TYPES.ThisExpression:
      case AST_NODE_TYPES.Super:
        break;
      default:
        // Object/array literals, functions, classes, JSX…: not a plain receiver.
        return true;
    }
  }
  return false;
}

const quoteCache = new WeakMap<object, string>();

/** The quote character the file uses for its first string literal (`"` when it has none). */
export function preferredQuote(sourceCode: Readonly<TSESLint.SourceCode>): string {
  const cached = quoteCache.get(sourceCode.ast);
  if (cached) return cached;
  let quote = '"';
  for (const token of sourceCode.ast.tokens ?? []) {
    if (token.type === "String") {
      quote = token.value.startsWith("'") ? "'" : '"';
      break;
    }
  }
  quoteCache.set(sourceCode.ast, quote);
  return quote;
}

/** A string literal in the file's quote style. */
export function quoteString(sourceCode: Readonly<TSESLint.SourceCode>, value: string): string {
  const json = JSON.stringify(value);
  if (preferredQuote(sourceCode) === '"') return json;
  return `'${json.slice(1, -1).replaceAll("\\\"", '"').replaceAll("'", "\\'")}'`;
}

/** Whether a rule fixes or suggests: the one place that decides it. */
export type FixMode = "autofix" | "suggestion";

export interface Edit {
  readonly range: readonly [number, number];
  readonly text: string;
}

export function toFix(edits: readonly Edit[]): TSESLint.ReportFixFunction {
  return (fixer) => edits.map((edit) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text));
}

/** Properties every object inherits: `"constructor" in {}` is `true`. */
export const INHERITED_KEYS: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Object.prototype).concat(["__proto__"]),
);

/** White space that `shorten` would change: a run of two or more, or anything but a plain space. */
const LOOSE_SPACE = /\s{2,}|[^\S ]/u;

/** A short, single-line form of a code snippet for messages. */
export function shorten(text: string, max = 60): string {
  // Most expressions hold single spaces only: testing first spares a new string for each.
  const line = LOOSE_SPACE.test(text) ? text.replace(/\s+/gu, " ").trim() : text.trim();
  if (line.length <= max) return line;
  const half = Math.floor((max - 1) / 2);
  return `${line.slice(0, half)}…${line.slice(line.length - half)}`;
}

/**
 * The `fix` / `suggest` part of a report: an autofix when the edit is safe and the rule's mode
 * allows it, otherwise the same edit as a suggestion. No edit: neither.
 */
export function fixOrSuggest<MessageId extends string>(options: {
  readonly edits: readonly Edit[] | null;
  readonly safe: boolean;
  readonly mode: FixMode;
  readonly suggestion: { readonly messageId: MessageId; readonly data?: Record<string, string> };
}): {
  fix?: TSESLint.ReportFixFunction;
  suggest?: Array<TSESLint.SuggestionReportDescriptor<MessageId>>;
} {
  const { edits, safe, mode, suggestion } = options;
  if (!edits) return {};
  const fix = toFix(edits);
  if (safe && mode === "autofix") return { fix };
  return { suggest: [{ messageId: suggestion.messageId, data: suggestion.data ?? {}, fix }] };
}

/** A rewrite offered to the user: what it writes (for the message) and the edits. */
export interface Rewrite {
  readonly replacement: string;
  readonly edits: readonly Edit[];
}

/** Suggestions from rewrites; a rewrite that could not be written safely (`null`) is left out. */
export function suggestionsFrom<MessageId extends string>(
  entries: ReadonlyArray<{ readonly messageId: MessageId; readonly rewrite: Rewrite | null; readonly data?: Readonly<Record<string, string>> }>,
): Array<TSESLint.SuggestionReportDescriptor<MessageId>> {
  return entries.flatMap(({ messageId, rewrite, data }) =>
    rewrite ? [{ messageId, data: { replacement: shorten(rewrite.replacement), ...data }, fix: toFix(rewrite.edits) }] : [],
  );
}

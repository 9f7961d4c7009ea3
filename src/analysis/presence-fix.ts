/**
 * The rewrite of a presence check decided by value into a real presence check:
 *
 * | read                | rewritten to                                   |
 * |---------------------|------------------------------------------------|
 * | `x.k`, `x["k"]`     | `"k" in x`, or `Object.hasOwn(x, "k")`          |
 * | `x.get(k)`          | `x.has(k)`                                     |
 * | `_.get(x, k)`       | `_.has(x, k)` (an imported `get` gets `has` imported beside it) |
 *
 * `!x.k` and `x.k == null` become the negation, `x.k != null` the check itself. The new text is
 * parenthesised for its position, keeps every comment, and is an autofix only when nothing but the
 * bug changes; otherwise it is offered as a suggestion.
 */
import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

import { type Node, skipTransparent } from "./ast.js";
import {
  type Edit,
  INHERITED_KEYS,
  Precedence,
  hasSideEffects,
  needsParens,
  orphanedComments,
  parenthesize,
  quoteString,
  textAtLeast,
} from "./edit.js";
import type { FieldAccess, PresenceCheck } from "./presence.js";

export type PresenceStyle = "in" | "hasOwn";

export interface PresenceRewrite {
  /** The full replacement of the check, for messages. */
  readonly replacement: string;
  /** `null` when the replacement cannot be written safely (lodash `has` is taken by another binding). */
  readonly edits: readonly Edit[] | null;
  /** `true` when the rewrite changes nothing but the bug, so it may be applied as an autofix. */
  readonly safe: boolean;
}

export interface PresenceExpression {
  readonly text: string;
  readonly precedence: number;
  /** The top-level operator of `text` (`in`, `!`, `!==`), which decides parentheses. */
  readonly operator: string | null;
  /** Edits elsewhere (an import), or `null` when the rewrite cannot be applied. */
  readonly extraEdits: readonly Edit[] | null;
  /** `true` when the test uses the `in` operator, which throws on a primitive receiver. */
  readonly usesIn: boolean;
}

/**
 * The expression that is true exactly when the field is present (`present = true`) or absent:
 * `"k" in x`, `!("k" in x)`, `Object.hasOwn(x, "k")`, `x.has(k)`, `_.has(x, k)`, or for a bound
 * field `v !== undefined` (JSON has no `undefined`, so that is exactly "absent").
 */
export function presenceTest(
  sourceCode: Readonly<TSESLint.SourceCode>,
  access: FieldAccess,
  style: PresenceStyle,
  present: boolean,
  absentIsUndefined = false,
): PresenceExpression {
  if (access.kind === "binding" || (access.kind === "member" && (absentIsUndefined || access.container === true))) {
    const read = access.kind === "binding" ? access.node.name : textAtLeast(sourceCode, access.node, Precedence.Equality + 1);
    return {
      text: `${read} ${present ? "!==" : "==="} undefined`,
      precedence: Precedence.Equality,
      operator: present ? "!==" : "===",
      extraEdits: [],
      usesIn: false,
    };
  }
  const expression = presenceExpression(sourceCode, access, style);
  if (present) return expression;
  return {
    text: `!${parenthesize(expression.text, expression.precedence < Precedence.Unary)}`,
    precedence: Precedence.Unary,
    operator: "!",
    extraEdits: expression.extraEdits,
    usesIn: expression.usesIn,
  };
}

/** Builds the rewrite of `check`. */
export function rewritePresenceCheck(
  sourceCode: Readonly<TSESLint.SourceCode>,
  check: PresenceCheck,
  style: PresenceStyle,
): PresenceRewrite {
  const { access } = check;
  const expression = presenceTest(sourceCode, access, style, check.meansPresent, check.absentIsUndefined);
  if (check.receiverRejectsRewrite && (expression.usesIn || access.kind === "get")) {
    return { replacement: expression.text, edits: null, safe: false };
  }
  const replacement = expression.text;
  const text = parenthesize(
    replacement,
    needsParens(check.node, expression.precedence, expression.operator === "!==" ? null : expression.operator, sourceCode),
  );

  const kept: Node[] =
    access.kind === "member" ? [access.object, ...(access.keyNode ? [access.keyNode] : [])] : [access.node];
  const comments = orphanedComments(sourceCode, check.node, kept);

  const keyIsLiteral = access.keyNode === null || access.key !== null;
  // `"k" in x` throws on a primitive `x` where `x.k` was `undefined`; `Object.hasOwn` does not.
  const usesIn = expression.usesIn;
  const safe =
    access.kind !== "binding" &&
    check.behaviourPreserving &&
    (!usesIn || check.receiverIsObject) &&
    comments !== null &&
    check.onlyTested &&
    !access.optional &&
    keyIsLiteral &&
    access.object !== null &&
    !hasSideEffects(access.object) &&
    (access.keyNode === null || !hasSideEffects(access.keyNode));

  return {
    replacement,
    edits: expression.extraEdits && [{ range: check.node.range, text: text + (comments ?? "") }, ...expression.extraEdits],
    safe,
  };
}

function presenceExpression(
  sourceCode: Readonly<TSESLint.SourceCode>,
  access: FieldAccess,
  style: PresenceStyle,
): PresenceExpression {
  switch (access.kind) {
    case "member": {
      const keyText = access.keyNode
        ? textAtLeast(sourceCode, skipTransparent(access.keyNode), Precedence.Relational)
        : quoteString(sourceCode, access.key ?? "");
      // `x?.k`: a nullish receiver means "absent"; `x ?? {}` keeps `x` evaluated once.
      const defaulted = access.optional
        ? `${textAtLeast(sourceCode, access.object, Precedence.Coalesce + 1)} ?? {}`
        : null;
      const useHasOwn = style === "hasOwn" || (access.key !== null && INHERITED_KEYS.has(access.key));
      if (useHasOwn) {
        const receiver = defaulted ?? textAtLeast(sourceCode, access.object, Precedence.Assignment);
        const key = access.keyNode ? textAtLeast(sourceCode, access.keyNode, Precedence.Assignment) : keyText;
        return {
          text: `Object.hasOwn(${receiver}, ${key})`,
          precedence: Precedence.Call,
          operator: null,
          extraEdits: [],
          usesIn: false,
        };
      }
      const receiver = defaulted === null
        ? textAtLeast(sourceCode, access.object, Precedence.Relational + 1)
        : `(${defaulted})`;
      return {
        text: `${keyText} in ${receiver}`,
        precedence: Precedence.Relational,
        operator: "in",
        extraEdits: [],
        usesIn: true,
      };
    }
    case "binding":
      return { text: access.node.name, precedence: Precedence.Primary, operator: null, extraEdits: [], usesIn: false };
    case "get":
      return swapMethod(sourceCode, access.node, access.method, "has", []);
    case "lodash": {
      const callee = skipTransparent(access.node.callee);
      if (callee.type === AST_NODE_TYPES.MemberExpression && callee.property.type === AST_NODE_TYPES.Identifier) {
        return swapMethod(sourceCode, access.node, callee.property, "has", []);
      }
      const has = callee.type === AST_NODE_TYPES.Identifier ? lodashHasBinding(sourceCode, callee) : null;
      const name = callee.type === AST_NODE_TYPES.Identifier ? callee : null;
      if (!name) return { text: "_.has(…)", precedence: Precedence.Call, operator: null, extraEdits: null, usesIn: false };
      // When `has` is taken by another binding there is no edit; the message still names lodash's.
      return swapMethod(sourceCode, access.node, name, has?.name ?? "_.has", has ? has.edits : null);
    }
  }
}

/** The call's text with one identifier (its method, or its callee) renamed. */
function swapMethod(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression,
  name: TSESTree.Identifier,
  replacement: string,
  extraEdits: readonly Edit[] | null,
): PresenceExpression {
  const text = sourceCode.text;
  return {
    text: text.slice(call.range[0], name.range[0]) + replacement + text.slice(name.range[1], call.range[1]),
    precedence: Precedence.Call,
    operator: null,
    extraEdits,
    usesIn: false,
  };
}

const LODASH_HAS_MODULE: Readonly<Record<string, string>> = {
  "lodash/get": "lodash/has",
  "lodash-es/get": "lodash-es/has",
};

/**
 * The name under which lodash `has` is available at `getCallee`, and the edits that import it
 * beside `get` when it is not imported yet. `null` when `has` is taken by something else.
 */
function lodashHasBinding(
  sourceCode: Readonly<TSESLint.SourceCode>,
  getCallee: TSESTree.Identifier,
): { name: string; edits: Edit[] } | null {
  const scope = sourceCode.getScope(getCallee);
  const getVariable = ASTUtils.findVariable(scope, getCallee);
  const definition = getVariable?.defs[0];
  if (!definition) return null;
  const existing = ASTUtils.findVariable(scope, "has");

  const node = definition.node;
  if (node.type === AST_NODE_TYPES.ImportSpecifier || node.type === AST_NODE_TYPES.ImportDefaultSpecifier) {
    const declaration = node.parent;
    if (declaration.type !== AST_NODE_TYPES.ImportDeclaration) return null;
    const module = declaration.source.value;
    if (existing) return importsHas(existing, module) ? { name: "has", edits: [] } : null;
    if (node.type === AST_NODE_TYPES.ImportSpecifier) {
      return { name: "has", edits: [{ range: [node.range[1], node.range[1]], text: ", has" }] };
    }
    const hasModule = LODASH_HAS_MODULE[module];
    if (!hasModule) return null;
    const quote = sourceCode.getText(declaration.source)[0] ?? '"';
    const end = declaration.range[1];
    return { name: "has", edits: [{ range: [end, end], text: `\nimport has from ${quote}${hasModule}${quote};` }] };
  }
  if (node.type === AST_NODE_TYPES.VariableDeclarator && node.init?.type === AST_NODE_TYPES.CallExpression) {
    const moduleNode = node.init.arguments[0];
    if (moduleNode?.type !== AST_NODE_TYPES.Literal || typeof moduleNode.value !== "string") return null;
    if (existing) return requiresHas(existing) ? { name: "has", edits: [] } : null;
    if (node.id.type === AST_NODE_TYPES.ObjectPattern) {
      const property = node.id.properties.find((p) => p.range[0] <= getVariable!.identifiers[0]!.range[0] && getVariable!.identifiers[0]!.range[1] <= p.range[1]);
      if (!property) return null;
      return { name: "has", edits: [{ range: [property.range[1], property.range[1]], text: ", has" }] };
    }
    const hasModule = LODASH_HAS_MODULE[moduleNode.value];
    const statement = node.parent;
    if (!hasModule || statement.type !== AST_NODE_TYPES.VariableDeclaration || statement.declarations.length !== 1) {
      return null;
    }
    const quote = moduleNode.raw[0] ?? '"';
    const end = statement.range[1];
    return {
      name: "has",
      edits: [{ range: [end, end], text: `\n${statement.kind} has = require(${quote}${hasModule}${quote});` }],
    };
  }
  return null;
}

function importsHas(variable: TSESLint.Scope.Variable, getModule: string): boolean {
  const node = variable.defs[0]?.node;
  if (node?.type === AST_NODE_TYPES.ImportSpecifier) {
    const imported = node.imported.type === AST_NODE_TYPES.Identifier ? node.imported.name : node.imported.value;
    const module = (node.parent as TSESTree.ImportDeclaration).source.value;
    return imported === "has" && (module === "lodash" || module === "lodash-es");
  }
  if (node?.type === AST_NODE_TYPES.ImportDefaultSpecifier) {
    const module = (node.parent as TSESTree.ImportDeclaration).source.value;
    return module === LODASH_HAS_MODULE[getModule] || module === "lodash/has" || module === "lodash-es/has";
  }
  return false;
}

function requiresHas(variable: TSESLint.Scope.Variable): boolean {
  const node = variable.defs[0]?.node;
  if (node?.type !== AST_NODE_TYPES.VariableDeclarator || node.init?.type !== AST_NODE_TYPES.CallExpression) {
    return false;
  }
  const module = node.init.arguments[0];
  return (
    module?.type === AST_NODE_TYPES.Literal &&
    (module.value === "lodash/has" || module.value === "lodash-es/has" ||
      ((module.value === "lodash" || module.value === "lodash-es") && node.id.type === AST_NODE_TYPES.ObjectPattern))
  );
}

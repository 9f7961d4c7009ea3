import * as tsParser from "@typescript-eslint/parser";
import type { ESLint, Linter } from "eslint";

import { SETTINGS_KEY, STRICT_SOURCE_NAMES } from "./analysis/settings.js";

/** The files every config applies to: JavaScript and TypeScript, including JSX and module variants. */
export const FILES = ["**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}"];

/** The files the typed config applies to: TypeScript, where a tsconfig lists the files. */
export const TYPED_FILES = ["**/*.{ts,tsx,mts,cts}"];

/**
 * ESLint's own config files, which a tsconfig often leaves out; the project service would fail
 * to parse them ("was not found by the project service"). `recommended` still lints them.
 */
export const TYPED_IGNORES = ["**/eslint.config.{ts,mts,cts}"];

export interface Configs {
  readonly recommended: Linter.Config;
  readonly strict: Linter.Config;
  readonly "recommended-type-checked": Linter.Config;
}

/**
 * Flat configs that register the plugin themselves and parse TypeScript out of the box.
 * `ruleNames` are the ids without prefix.
 */
export function createConfigs(plugin: ESLint.Plugin, ruleNames: readonly string[]): Configs {
  const all = (level: Linter.RuleSeverity): Linter.RulesRecord =>
    Object.fromEntries(ruleNames.map((name) => [`tool-contract/${name}`, level]));
  const recommended: Linter.Config = {
    name: "tool-contract/recommended",
    files: FILES,
    plugins: { "tool-contract": plugin },
    languageOptions: { parser: tsParser, sourceType: "module" },
    rules: all("error"),
  };
  return {
    recommended,
    strict: {
      ...recommended,
      name: "tool-contract/strict",
      rules: {
        ...all("error"),
        "tool-contract/no-lossy-default": ["error", { nullish: true }],
        "tool-contract/no-coercion-before-validation": ["error", { text: true }],
        "tool-contract/require-tool-param-types": ["error", { unknown: true }],
      },
      // Bindings with these names hold tool data wherever they come from.
      // and values validated against a schema the analysis cannot read are reported, saying so.
      settings: { [SETTINGS_KEY]: { sources: [...STRICT_SOURCE_NAMES], unreadableSchemas: "report" } },
    },
    // `recommended` with TypeScript's types: a field whose type the SDK's schema or a typed
    // parameter settles is judged by that type. Typed linting builds a TypeScript program. It
    // applies to TypeScript files only: JavaScript files and ESLint's config files are seldom in
    // a tsconfig, and the project service stops on each of them with a parsing error. Listed
    // after `recommended`, which lints those in syntax mode.
    "recommended-type-checked": {
      ...recommended,
      name: "tool-contract/recommended-type-checked",
      files: TYPED_FILES,
      ignores: TYPED_IGNORES,
      languageOptions: { parser: tsParser, sourceType: "module", parserOptions: { projectService: true } },
    },
  };
}

// Lints the plugin's own code: rule sources with eslint-plugin-eslint-plugin's rule checks,
// tests with its test checks, and everything with the plugin's own rules (dogfooding).
import * as tsParser from "@typescript-eslint/parser";
import eslintPlugin from "eslint-plugin-eslint-plugin";

import toolContract from "./dist/src/index.js";

export default [
  {
    ignores: ["dist/**", "playground/dist/**", "coverage/**", "examples/**", "test/fixtures/**", "bench/**/node_modules/**", "bench/.generated/**", "bench/realworld/checkouts/**"],
  },
  {
    files: ["**/*.{js,mjs,cjs,ts,mts,cts}"],
    languageOptions: { parser: tsParser, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    ...eslintPlugin.configs["rules-recommended"],
    files: ["rules/**/*.ts"],
    rules: {
      ...eslintPlugin.configs["rules-recommended"].rules,
      "eslint-plugin/require-meta-docs-description": ["error", { pattern: "^(Disallow|Require|Enforce) " }],
      "eslint-plugin/require-meta-docs-recommended": "error",
      "eslint-plugin/meta-property-ordering": "error",
      "eslint-plugin/report-message-format": ["error", "^[A-Z`].*\\.$"],
    },
  },
  {
    ...eslintPlugin.configs["tests-recommended"],
    files: ["test/rules/**/*.ts"],
  },
  toolContract.configs.recommended,
];

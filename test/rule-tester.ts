import { RuleTester } from "@typescript-eslint/rule-tester";

/** A RuleTester with the typescript-eslint parser and no type information (syntax mode). */
export function createRuleTester(settings?: Record<string, unknown>): RuleTester {
  return new RuleTester({
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: false } } },
    ...(settings ? { settings } : {}),
  });
}

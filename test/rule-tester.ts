import { fileURLToPath } from "node:url";

import { RuleTester } from "@typescript-eslint/rule-tester";

/** A RuleTester with the typescript-eslint parser and no type information (syntax mode). */
export function createRuleTester(settings?: Record<string, unknown>): RuleTester {
  return new RuleTester({
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: false } } },
    ...(settings ? { settings } : {}),
  });
}

/** The folder of `tsconfig.json` and the modules typed cases import (`./typed/schemas`). */
export const typedFixturesDir = fileURLToPath(new URL("fixtures", import.meta.url));

/**
 * A RuleTester with type information: every case is a virtual `virtual.ts` in `test/fixtures`,
 * type-checked with `test/fixtures/tsconfig.json` through typescript-eslint's project service.
 * Use one tester style per test file (the project service is one per process).
 */
export function createRuleTesterWithTypes(settings?: Record<string, unknown>): RuleTester {
  return new RuleTester({
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.ts*"] },
        tsconfigRootDir: typedFixturesDir,
      },
    },
    defaultFilenames: { ts: "virtual.ts", tsx: "virtual.tsx" },
    ...(settings ? { settings } : {}),
  });
}

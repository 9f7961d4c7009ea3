/**
 * What the browser build gets for `eslint` and `eslint/use-at-your-own-risk`. `@typescript-eslint/utils`
 * defines subclasses of ESLint's Node classes when it loads, though the plugin never uses them: they
 * get classes that throw if constructed. The `Linter` is ESLint's own browser build.
 */
import { Linter } from "eslint/universal";

function unavailableClass(name: string): new () => object {
  return class {
    constructor() {
      throw new Error(`ESLint's ${name} is not available in the browser playground.`);
    }
  };
}

export { Linter };
export const ESLint = unavailableClass("ESLint");
export const RuleTester = unavailableClass("RuleTester");
export const SourceCode = unavailableClass("SourceCode");
export const FlatESLint = unavailableClass("FlatESLint");
export const LegacyESLint = unavailableClass("LegacyESLint");
export default { Linter, ESLint, RuleTester, SourceCode, FlatESLint, LegacyESLint };

/**
 * ESLint's built-in rules, for the page: none. The playground runs only the plugin's rules, and the
 * ~300 core rules were a sixth of the bundle, parsed before the first findings.
 */
// @ts-expect-error -- ESLint's internal module has no types.
import { LazyLoadingRuleMap } from "../../node_modules/eslint/lib/rules/utils/lazy-loading-rule-map.js";

export default new LazyLoadingRuleMap([]) as unknown;

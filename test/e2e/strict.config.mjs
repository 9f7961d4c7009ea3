// The plugin's `strict` config alone, for comparing `explain`'s findings with ESLint's.
import toolContract from "../../dist/src/index.js";

export default [toolContract.configs.strict];

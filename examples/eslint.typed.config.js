// The same examples linted with type information (`npm run demo` runs both configs).
import toolContract from "../dist/src/index.js";

export default [
  toolContract.configs["recommended-type-checked"],
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
];

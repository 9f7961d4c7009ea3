// The same examples linted with type information (`npm run demo` runs both configs).
// `recommended` covers the JavaScript files; the typed config applies to TypeScript files.
import toolContract from "../dist/src/index.js";

export default [
  toolContract.configs.recommended,
  toolContract.configs["recommended-type-checked"],
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
];

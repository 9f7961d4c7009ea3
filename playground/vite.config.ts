// Builds the playground: a static page with ESLint's browser Linter, the TypeScript parser and the
// plugin's own sources. Node modules the plugin uses only for cross-module reading and typed
// linting (both off here) are replaced by a module that throws if reached; `path` by its browser port.
import { fileURLToPath } from "node:url";

import { type Plugin, defineConfig } from "vite";

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const unavailable = here("./shims/node-unavailable.ts");
const path = here("../node_modules/path-browserify/index.js");
const eslint = here("./shims/eslint.ts");
const noCoreRules = here("./shims/no-core-rules.ts");

/** ESLint's default config imports every core rule (`../rules`); the page needs none of them. */
const withoutCoreRules: Plugin = {
  name: "tool-contract:without-core-rules",
  enforce: "pre",
  resolveId(source, importer) {
    return source === "../rules" && importer?.replace(/\\/gu, "/").endsWith("/eslint/lib/config/default-config.js") ? noCoreRules : null;
  },
};

export default defineConfig({
  root: here("."),
  base: "./",
  logLevel: "warn",
  plugins: [withoutCoreRules],
  define: { "process.env.NODE_ENV": JSON.stringify("production"), "process.env.NODE_DEBUG": "undefined" },
  resolve: {
    alias: [
      { find: /^eslint(\/use-at-your-own-risk)?$/u, replacement: eslint },
      { find: /^(node:)?path$/u, replacement: path },
      { find: /^(node:)?(fs|module|os|crypto|url|util|buffer|fs\/promises|perf_hooks|inspector|worker_threads|v8|child_process|readline|stream|tty|assert)$/u, replacement: unavailable },
    ],
  },
  build: {
    outDir: here("./dist"),
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 10_000,
    reportCompressedSize: false,
  },
});

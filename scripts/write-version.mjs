// Writes src/version.ts from package.json, so that the built plugin's meta.version
// (part of ESLint's --cache key) always matches the published version.
import { readFileSync, writeFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const { version } = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const target = new URL("src/version.ts", root);
const text = `// Generated from package.json by scripts/write-version.mjs. Do not edit.\nexport const version = ${JSON.stringify(version)};\n`;
let current = "";
try {
  current = readFileSync(target, "utf8");
} catch {
  // first run
}
if (current !== text) writeFileSync(target, text);

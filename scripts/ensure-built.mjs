// Builds the plugin when dist/ is missing or older than any source file.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

export function ensureBuilt() {
  const built = join(root, "dist/src/index.js");
  const stale =
    !existsSync(built) ||
    statSync(built).mtimeMs < Math.max(newest(join(root, "src")), newest(join(root, "rules")), statSync(join(root, "package.json")).mtimeMs);
  if (stale) {
    console.error("Building the plugin (dist/ is missing or stale)…");
    execFileSync(process.execPath, [join(root, "scripts/write-version.mjs")], { cwd: root, stdio: "inherit" });
    execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
      cwd: root,
      stdio: "inherit",
    });
  }
}

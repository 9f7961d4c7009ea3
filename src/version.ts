// Generated from package.json by scripts/write-version.mjs. Do not edit.
export const version = "0.1.0";

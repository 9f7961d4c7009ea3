import { describe, expect, it } from "vitest";

import { isFlagName } from "../../src/analysis/names.js";

describe("isFlagName", () => {
  it.each([
    "is_public",
    "isPublic",
    "has_attachments",
    "hasAttachments",
    "include_refunded",
    "includeRefunded",
    "enable_cache",
    "enableCache",
    "allow_overwrite",
    "allowOverwrite",
    "cache_enabled",
    "cacheEnabled",
    "dry_run",
    "dryRun",
    "force",
    "recursive",
    "verbose",
    "flag",
    "debug_flag",
  ])("%s is a flag name", (name) => {
    expect(isFlagName(name)).toBe(true);
  });

  it.each(["query", "path", "issue", "hash", "island", "enabled_at", "allowance", "forced_at", "flags", "title"])(
    "%s is not",
    (name) => {
      expect(isFlagName(name)).toBe(false);
    },
  );

  it("takes extra patterns", () => {
    expect(isFlagName("urgent", [/^urgent$/u])).toBe(true);
  });
});

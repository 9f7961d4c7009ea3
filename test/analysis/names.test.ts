import { describe, expect, it } from "vitest";

import { compileNamePatterns, isEmptyAValueName, isFlagName } from "../../src/analysis/names.js";

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

describe("compileNamePatterns", () => {
  it("matches a plain name exactly, with its regex characters escaped", () => {
    const [pattern] = compileNamePatterns(["notify.me"], "option");
    expect(pattern!.test("notify.me")).toBe(true);
    expect(pattern!.test("notifyXme")).toBe(false);
    expect(pattern!.test("notify.me.too")).toBe(false);
  });

  it("reads /source/flags as a regular expression", () => {
    const [pattern] = compileNamePatterns(["/^notify_/i"], "option");
    expect(pattern!.test("NOTIFY_ops")).toBe(true);
    expect(pattern!.test("renotify_ops")).toBe(false);
  });

  it("compiles a list once, and a list of the same names again", () => {
    const names = ["dry", "/^notify_/"];
    const first = compileNamePatterns(names, "option");
    expect(compileNamePatterns(names, "option")).toBe(first);
    const copy = compileNamePatterns([...names], "option");
    expect(copy).not.toBe(first);
    expect(copy.map(String)).toEqual(first.map(String));
  });

  it.each([
    ["/(/", 'option: "/(/" is not a valid regular expression'],
    ["/^x/g", 'option: "/^x/g" uses the flag "g" or "y", which a name pattern cannot use.'],
    ["/^x/y", 'option: "/^x/y" uses the flag "g" or "y", which a name pattern cannot use.'],
  ])("rejects %s with a message naming the option", (name, message) => {
    expect(() => compileNamePatterns([name], "option")).toThrow(message);
  });

  it("throws again for the same bad list", () => {
    const names = ["/(/"];
    expect(() => compileNamePatterns(names, "option")).toThrow("is not a valid regular expression");
    expect(() => compileNamePatterns(names, "option")).toThrow("is not a valid regular expression");
  });
});

describe("isEmptyAValueName", () => {
  it.each(["new_string", "newText", "replacement", "separator", "joinSeparator", "prefix", "id_prefix", "suffix", "content", "file_content"])(
    "an empty %s is a value",
    (name) => {
      expect(isEmptyAValueName(name)).toBe(true);
    },
  );
  it.each(["cursor", "query", "projectSlug", "news", "renew", "contents_url", "prefixed"])("an empty %s is a blank field", (name) => {
    expect(isEmptyAValueName(name)).toBe(false);
  });
});

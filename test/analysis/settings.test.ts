import { describe, expect, it } from "vitest";

import { DEFAULT_SETTINGS, SettingsError, readSettings } from "../../src/analysis/settings.js";

describe("readSettings: valid settings", () => {
  it("returns the defaults when nothing is set", () => {
    expect(readSettings(undefined)).toBe(DEFAULT_SETTINGS);
    expect(readSettings({})).toBe(DEFAULT_SETTINGS);
    expect([...DEFAULT_SETTINGS.presenceFields]).toEqual(["result", "error"]);
  });

  it("reads every key", () => {
    const settings = readSettings({
      "tool-contract": {
        sources: ["payload", { callee: "registry.register", handlerArg: 1 }, { callee: "on", handlerArg: -1, param: 1 }],
        validators: ["isToolArgs", "schemas.parse"],
        normalizers: { boolean: "toBool", integer: "toInt", number: "toNumber", string: "toText" },
        presenceFields: ["data"],
      },
    });
    expect([...settings.sourceNames]).toEqual(["payload"]);
    expect(settings.sourceCalls).toEqual([
      { callee: "registry.register", handlerArg: 1, param: 0 },
      { callee: "on", handlerArg: -1, param: 1 },
    ]);
    expect([...settings.validators]).toEqual(["isToolArgs", "schemas.parse"]);
    expect(settings.normalizers).toEqual({ boolean: "toBool", integer: "toInt", number: "toNumber", string: "toText" });
    expect([...settings.presenceFields]).toEqual(["data"]);
  });

  it("reads crossModule and unreadableSchemas, with their defaults", () => {
    expect(readSettings({}).crossModule).toBe(true);
    expect(readSettings({}).unreadableSchemas).toBe("quiet");
    const settings = readSettings({ "tool-contract": { crossModule: false, unreadableSchemas: "report" } });
    expect(settings.crossModule).toBe(false);
    expect(settings.unreadableSchemas).toBe("report");
  });

  it("parses one settings object once", () => {
    const raw = { "tool-contract": { validators: ["ok"] } };
    expect(readSettings(raw)).toBe(readSettings(raw));
  });
});

describe("readSettings: every error names the key at fault", () => {
  const cases: Array<[string, unknown, string]> = [
    ["a number for the whole object", 5, 'settings["tool-contract"] must be an object, but it is number 5.'],
    ["null for the whole object", null, 'settings["tool-contract"] must be an object, but it is null.'],
    ["an array for the whole object", [], 'settings["tool-contract"] must be an object, but it is an array.'],
    [
      "an unknown key",
      { source: [] },
      'settings["tool-contract"].source is not a known setting. Known settings: sources, validators, normalizers, presenceFields, crossModule, unreadableSchemas.',
    ],
    ["a string for crossModule", { crossModule: "off" }, 'settings["tool-contract"].crossModule must be true or false, but it is the string "off".'],
    [
      "another word for unreadableSchemas",
      { unreadableSchemas: "ignore" },
      'settings["tool-contract"].unreadableSchemas must be "quiet" or "report", but it is the string "ignore".',
    ],
    [
      "a string for sources",
      { sources: "payload" },
      'settings["tool-contract"].sources must be an array of names and call patterns, but it is the string "payload".',
    ],
    [
      "a number in sources",
      { sources: ["ok", 3] },
      'settings["tool-contract"].sources[1] must be a string naming a variable or parameter, but it is number 3.',
    ],
    [
      "a dotted name in sources",
      { sources: ["a.b"] },
      'settings["tool-contract"].sources[0] must name a variable or parameter (like "toolArgs"), but it is the string "a.b".',
    ],
    [
      "a call pattern without callee",
      { sources: [{ handlerArg: 1 }] },
      'settings["tool-contract"].sources[0].callee is required: the dotted name of the registering call.',
    ],
    [
      "a call pattern with an unknown key",
      { sources: [{ callee: "r", handler: 1 }] },
      'settings["tool-contract"].sources[0].handler is not a known key. A call pattern has "callee", "handlerArg" and "param".',
    ],
    [
      "a call pattern with a fractional handlerArg",
      { sources: [{ callee: "r", handlerArg: 1.5 }] },
      'settings["tool-contract"].sources[0].handlerArg must be an integer from -64 to 64, but it is number 1.5.',
    ],
    [
      "a non-string validator",
      { validators: ["ok", { name: "x" }] },
      'settings["tool-contract"].validators[1] must be a string naming a function, but it is an object.',
    ],
    [
      "validators as a string",
      { validators: "isToolArgs" },
      'settings["tool-contract"].validators must be an array of strings naming a function, but it is the string "isToolArgs".',
    ],
    [
      "a huge validator name",
      { validators: ["x".repeat(100_000)] },
      'settings["tool-contract"].validators[0] must name a function (like "toBool" or "schemas.parse"), but it is a string of 100000 characters.',
    ],
    [
      "normalizers as an array",
      { normalizers: ["toBool"] },
      'settings["tool-contract"].normalizers must be an object such as { "boolean": "toBool" }, but it is an array.',
    ],
    [
      "an unknown normaliser kind",
      { normalizers: { bool: "toBool" } },
      'settings["tool-contract"].normalizers.bool is not a known normaliser kind. Known kinds: boolean, integer, number, string.',
    ],
    [
      "a normaliser that is not a string",
      { normalizers: { boolean: true } },
      'settings["tool-contract"].normalizers.boolean must be a string naming a function, but it is boolean true.',
    ],
    [
      "presenceFields as a string",
      { presenceFields: "result" },
      'settings["tool-contract"].presenceFields must be an array of strings naming a field, but it is the string "result".',
    ],
    [
      "an empty presence field",
      { presenceFields: [""] },
      'settings["tool-contract"].presenceFields[0] must name a field (like "result"), but it is the string "".',
    ],
  ];

  it.each(cases)("%s", (_name, value, message) => {
    const read = () => readSettings({ "tool-contract": value });
    expect(read).toThrow(SettingsError);
    expect(read).toThrow(`eslint-plugin-tool-contract: ${message}`);
  });
});

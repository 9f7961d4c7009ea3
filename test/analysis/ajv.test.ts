/**
 * ajv instances that coerce types: the constructor forms and option spellings `findCoercingAjv`
 * recognises, with the look-alikes it must leave alone. Each row lists the `coerceTypes` options
 * found, as [value, source text of the property].
 */
import { describe, expect, it } from "vitest";

import { findCoercingAjv } from "../../src/analysis/ajv.js";
import { ToolDataFlow } from "../../src/analysis/flow.js";
import { analyze } from "./harness.js";

function found(code: string): Array<[string, string]> {
  const { sourceCode } = analyze(code);
  return findCoercingAjv(sourceCode, new ToolDataFlow(sourceCode)).map((entry) => [entry.value, sourceCode.getText(entry.property)]);
}

describe("coercing ajv instances", () => {
  it.each([
    ["default import", `import Ajv from "ajv";\nconst ajv = new Ajv({ coerceTypes: true });`, [["true", "coerceTypes: true"]]],
    ["named import, array coercion", `import { Ajv } from "ajv";\nconst ajv = new Ajv({ coerceTypes: "array" });`, [["array", 'coerceTypes: "array"']]],
    ["Ajv2020 from ajv/dist/2020", `import Ajv2020 from "ajv/dist/2020";\nconst ajv = new Ajv2020({ strict: false, coerceTypes: true });`, [["true", "coerceTypes: true"]]],
    ["CommonJS interop: new Ajv.default", `import Ajv from "ajv";\nconst ajv = new Ajv.default({ coerceTypes: true });`, [["true", "coerceTypes: true"]]],
    ["namespace import: new ajv.default", `import * as ajvModule from "ajv";\nconst ajv = new ajvModule.default({ coerceTypes: true });`, [["true", "coerceTypes: true"]]],
    ["require", `const Ajv = require("ajv");\nconst ajv = new Ajv({ coerceTypes: true });`, [["true", "coerceTypes: true"]]],
    ["require(...).default", `const Ajv = require("ajv").default;\nconst ajv = new Ajv({ coerceTypes: true });`, [["true", "coerceTypes: true"]]],
    ["destructured require", `const { default: Ajv } = require("ajv");\nconst ajv = new Ajv({ coerceTypes: true });`, [["true", "coerceTypes: true"]]],
    ["options in a const", `import Ajv from "ajv";\nconst options = { coerceTypes: true };\nconst ajv = new Ajv(options);`, [["true", "coerceTypes: true"]]],
    ["quoted key", `import Ajv from "ajv";\nconst ajv = new Ajv({ "coerceTypes": "array" });`, [["array", '"coerceTypes": "array"']]],
  ] as const)("%s", (_description, code, expected) => {
    expect(found(code)).toEqual(expected);
  });

  it.each([
    ["coerceTypes: false", `import Ajv from "ajv";\nconst ajv = new Ajv({ coerceTypes: false });`],
    ["a value read at run time", `import Ajv from "ajv";\nconst ajv = new Ajv({ coerceTypes: settings.coerce });`],
    ["another package's constructor", `import Ajv from "ajv-formats";\nconst ajv = new Ajv({ coerceTypes: true });`],
    ["a local class", `class Ajv {}\nconst ajv = new Ajv({ coerceTypes: true });`],
    ["options never handed to a constructor", `const options = { coerceTypes: true };\nexport default options;`],
    ["the word in a comment and a string", `import Ajv from "ajv";\n// coerceTypes: true\nconst ajv = new Ajv({ allErrors: true });\nlog("coerceTypes: true");`],
    ["a type-only import", `import type Ajv from "ajv";\nconst ajv = new Ajv({ coerceTypes: true });`],
  ] as const)("leaves alone %s", (_description, code) => {
    expect(found(code)).toEqual([]);
  });
});

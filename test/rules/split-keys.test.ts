/**
 * Keys cut from a string the model chose: a piece of `split` (`pop()`, `shift()`, `at(n)`, `[n]`)
 * and the rest after a fixed head (`slice(1)`, `substring(2)`) can still be `constructor`. A slice
 * of three characters cannot name an inherited key, and a `Map` or an own-key check settles it.
 */
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

/** A file's extension and a name without its first character, looked up in a plain object. */
const PIECES = `const mimeTypes: Record<string, string> = { png: "image/png", json: "application/json" };
server.registerTool("download_attachment", { inputSchema: { fileName: z.string() } }, async ({ fileName }) => {
  const ext = fileName.split(".").pop()?.toLowerCase();
  const type = (ext && mimeTypes[ext]) ?? "application/octet-stream";
  const head = fileName.slice(1);
  return { content: [{ type: "text", text: type + mimeTypes[head] + mimeTypes[fileName.slice(0, 3)] }] };
});`;

/** Every piece a split gives (`[0]`, `at(-1)`, `shift()`) and the rest after a fixed head (`substring`, `substr`). */
const MORE_PIECES = `const ROLES: Record<string, number> = { admin: 1, member: 2 };
server.registerTool("grant", { inputSchema: { spec: z.string(), tag: z.string() } }, async ({ spec, tag }) => {
  const first = ROLES[spec.split(":")[0]];
  const last = ROLES[spec.split(":").at(-1)];
  const head = ROLES[spec.split(":").shift()];
  const rest = ROLES[tag.substring(1)] + ROLES[tag.substr(2)];
  return { content: [{ type: "text", text: String(first + last + head + rest) }] };
});`;

const ruleTester = createRuleTester();

ruleTester.run("no-ungated-lookup", noUngatedLookup, {
  valid: [
    // a Map keeps only its own keys
    PIECES.replace('const mimeTypes: Record<string, string> = { png: "image/png", json: "application/json" };', 'const mimeTypes = new Map([["png", "image/png"]]);')
      .replace("mimeTypes[ext]", "mimeTypes.get(ext)")
      .replace("mimeTypes[head]", "mimeTypes.get(head)"),
    // an own-key check first
    `const mimeTypes: Record<string, string> = { png: "image/png" };
server.registerTool("download_attachment", { inputSchema: { fileName: z.string() } }, async ({ fileName }) => {
  const ext = fileName.split(".").pop() ?? "";
  const type = Object.hasOwn(mimeTypes, ext) ? mimeTypes[ext] : "application/octet-stream";
  return { content: [{ type: "text", text: type }] };
});`,
    // the whole list of pieces is no key
    `const seen: Record<string, boolean> = {};
server.registerTool("tags", { inputSchema: { tags: z.string() } }, async ({ tags }) => {
  const parts = tags.split(",");
  return { content: [{ type: "text", text: String(parts.length) }] };
});`,
  ],
  invalid: [
    {
      code: MORE_PIECES,
      output: null,
      errors: [
        { messageId: "derivedTableLookup", line: 3, column: 17, suggestions: [] },
        { messageId: "derivedTableLookup", line: 4, column: 16, suggestions: [] },
        { messageId: "derivedTableLookup", line: 5, column: 16, suggestions: [] },
        { messageId: "derivedTableLookup", line: 6, column: 16, suggestions: [] },
        { messageId: "derivedTableLookup", line: 6, column: 42, suggestions: [] },
      ],
    },
    {
      code: PIECES,
      output: null,
      errors: [
        {
          messageId: "derivedTableLookup",
          line: 4,
          column: 24,
          suggestions: [
            {
              messageId: "useOwnKey",
              output: PIECES.replace("(ext && mimeTypes[ext])", "(ext && (Object.hasOwn(mimeTypes, ext) ? mimeTypes[ext] : undefined))"),
            },
          ],
        },
        {
          messageId: "derivedTableLookup",
          line: 6,
          column: 51,
          suggestions: [
            {
              messageId: "useOwnKey",
              output: PIECES.replace("type + mimeTypes[head] +", "type + (Object.hasOwn(mimeTypes, head) ? mimeTypes[head] : undefined) +"),
            },
          ],
        },
      ],
    },
  ],
});

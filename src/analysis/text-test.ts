/**
 * The text test: whether a file's text can hold anything a recogniser of `sources.ts` matches.
 * Every file of a lint run passes through it, most stop here, so it looks for the recognisers' own
 * words with `indexOf` and checks their surroundings by hand, instead of running regular
 * expressions over the whole text (which cost several times more on large files).
 *
 * What lets a file through:
 * - the name of an SDK call, type or container: `.registerTool`, `["registerTool"]`, `.tool`,
 *   `tool(`, `.callTool`, `.setRequestHandler`, `.runTools`, `tool_calls`, `toolCalls`,
 *   `functionCalls`, `tool_use`, `createTool`, `DynamicStructuredTool`, `CallToolRequest`,
 *   `zodFunction`, `z.infer<typeof` and the like, a project's `ToolArgs<typeof`; the word `tool` anywhere in a file that names a
 *   module exporting it (`"ai"`), since it may be imported under another name;
 * - `JSON` together with `arguments` or `args` read as a field or written as a key
 *   (`JSON.parse(call.function.arguments)`, `call["arguments"]`, `{ arguments: text }`); `.args`
 *   and `.input` alone are SDK data only next to the names above;
 * - the key of a tool definition's parameter schema (`parameters`, `inputSchema`, `input_schema`,
 *   `parametersJsonSchema`) where it can be an object literal's key: the recognisers read these
 *   from object literals, and the same words in comments and messages ("query parameters") do
 *   not count. AI SDK `jsonSchema` counts anywhere;
 * - a `schema` key, or a key ending in `Schema` (`paramsSchema`), together with a `name` key
 *   (`{ name, schema: Input, run }`); or an `args` key with a `name` key and a handler's key
 *   (`{ name, args, execute }`);
 * - a class field that keeps a schema (`protected inputSchema = { … }`, `argsShape = …`): a tool
 *   class of a project's own framework;
 * - JSON-RPC: the word `jsonrpc`, or both `result` and `error` read as fields (`x.result`,
 *   `x?.error`, `x["result"]`, `x.get("error")`, `const { result, error } = …`).
 *
 * Words are matched as whole words in the sense of `\b` in a regular expression: letters, digits
 * and `_` make words.
 */

import { TOOL_ARGUMENTS_TYPE, TOOL_FACTORY_MODULES, ZOD_FUNCTION_NAMES, ZOD_TYPE_HELPERS } from "./sdk.js";

const enum Code {
  Tab = 9,
  LineFeed = 10,
  CarriageReturn = 13,
  Space = 32,
  DoubleQuote = 34,
  Quote = 39,
  ExclamationMark = 33,
  OpenParen = 40,
  CloseParen = 41,
  Asterisk = 42,
  Comma = 44,
  Dot = 46,
  Slash = 47,
  Digit0 = 48,
  Digit9 = 57,
  Colon = 58,
  Less = 60,
  Equals = 61,
  QuestionMark = 63,
  UpperA = 65,
  UpperZ = 90,
  OpenBracket = 91,
  Underscore = 95,
  Backtick = 96,
  LowerA = 97,
  LowerZ = 122,
  OpenBrace = 123,
  CloseBrace = 125,
}

function isWordCode(code: number): boolean {
  return (
    (code >= Code.LowerA && code <= Code.LowerZ) ||
    (code >= Code.UpperA && code <= Code.UpperZ) ||
    (code >= Code.Digit0 && code <= Code.Digit9) ||
    code === Code.Underscore
  );
}

function isQuoteCode(code: number): boolean {
  return code === Code.DoubleQuote || code === Code.Quote || code === Code.Backtick;
}

/** What `\s` matches. */
function isSpaceCode(code: number): boolean {
  return (
    code === Code.Space ||
    (code >= Code.Tab && code <= Code.CarriageReturn) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function isLineTerminatorCode(code: number): boolean {
  return code === Code.LineFeed || code === Code.CarriageReturn || code === 0x2028 || code === 0x2029;
}

/** The index of the first character before `index` that is not white space (`-1` at the start). */
function indexBefore(text: string, index: number): number {
  let at = index - 1;
  while (at >= 0 && isSpaceCode(text.charCodeAt(at))) at--;
  return at;
}

/** The code of the first character before `index` that is not white space (`-1` at the start). */
function codeBefore(text: string, index: number): number {
  const at = indexBefore(text, index);
  return at >= 0 ? text.charCodeAt(at) : -1;
}

/** The code of the first character at or after `index` that is not white space (`NaN` at the end). */
function codeFrom(text: string, index: number): number {
  let at = index;
  while (at < text.length && isSpaceCode(text.charCodeAt(at))) at++;
  return text.charCodeAt(at);
}

/**
 * How each literal is searched: a window of at most `MAX_NEEDLE` characters is looked for with
 * `indexOf`, and each occurrence of the window is checked for the whole literal around it. V8 finds
 * a needle of up to six characters by scanning for its first character, so the scan costs little
 * where that character is rare in code; a longer needle goes through a Boyer-Moore-Horspool search
 * that measured up to twelve times slower on the bench corpus ("jsonrpc" against "jsonrp"). The
 * windows below start at a character rarer in code than the literal's first ("Handle" in
 * "setRequestHandler", "Call" in "functionCall", "gs" in "args"); any other literal is searched by
 * its first six characters.
 */
const MAX_NEEDLE = 6;
const SEARCH_FROM: ReadonlyMap<string, number> = new Map([
  ["setRequestHandler", 10], // "Handle"
  ["typeof", 1], // "ypeof"
  ["functionCall", 8], // "Call"
  ["functionCalls", 8], // "Calls"
  ["tool_calls", 4], // "_calls"
  ["toolCalls", 4], // "Calls"
  ["tool_use", 4], // "_use"
  ["parameters", 4], // "meters"
  ["arguments", 2], // "gument"
  ["args", 2], // "gs"
  ["name", 2], // "me"
  ["chema", 1], // "hema"
  ["schema", 2], // "hema"
  ["result", 3], // "ult"
  ["tool-", 4], // "-"
  ["dynamic-tool", 7], // "-tool"
  ["Invocation", 2], // "vocati"
]);

interface Needle {
  /** Where the window starts in the literal. */
  readonly from: number;
  readonly window: string;
  /** The window is the whole literal: no check is needed around it. */
  readonly whole: boolean;
}

const needles = new Map<string, Needle>();

function needleOf(literal: string): Needle {
  let needle = needles.get(literal);
  if (!needle) {
    // An assignment (`inputSchema =`) is searched by its end, where the `=` makes it rare.
    const assignment = literal.endsWith(" =") ? literal.length - MAX_NEEDLE : undefined;
    const from = Math.min(SEARCH_FROM.get(literal) ?? assignment ?? 0, Math.max(0, literal.length - 1));
    const window = literal.slice(from, from + MAX_NEEDLE);
    needle = { from, window, whole: window.length === literal.length };
    needles.set(literal, needle);
  }
  return needle;
}

/** Whether some occurrence of `literal`, found at `index`, passes `accept`. Occurrences come in order. */
function someOccurrence(text: string, literal: string, accept: (index: number) => boolean): boolean {
  const { from, window, whole } = needleOf(literal);
  // An empty needle is found everywhere, and `indexOf("", length + 1)` keeps answering `length`.
  if (window.length === 0) return false;
  for (let found = text.indexOf(window); found !== -1; found = text.indexOf(window, found + 1)) {
    const index = found - from;
    if (index >= 0 && (whole || text.startsWith(literal, index)) && accept(index)) return true;
  }
  return false;
}

/** Whether `text` holds `word` as a whole word. */
export function hasWord(text: string, word: string): boolean {
  return someOccurrence(
    text,
    word,
    (index) => (index === 0 || !isWordCode(text.charCodeAt(index - 1))) && !isWordCode(text.charCodeAt(index + word.length)),
  );
}

/** SDK names that count wherever they stand. */
const SDK_WORDS: ReadonlySet<string> = new Set([
  "tool_calls",
  "toolCalls",
  "tool_use",
  "createTool",
  "dynamicTool",
  "betaZodTool",
  "betaTool",
  "DynamicStructuredTool",
  "DynamicTool",
  "StructuredTool",
  "CallToolRequest",
]);
/** SDK method names, which count after a `.`. */
const SDK_METHODS: ReadonlySet<string> = new Set(["registerTool", "tool", "callTool", "runTools"]);
/** Every SDK name that contains `ool`. */
const TOOL_NAMES: readonly string[] = [...SDK_WORDS, ...SDK_METHODS];
const FUNCTION_CALL_NAMES: readonly string[] = ["functionCall", "functionCalls"];

/**
 * Whether some whole word that contains `part` is one of `words` and passes `accept`, which gets
 * the word and its bounds. The words are compared in place: nothing is cut out of the text for the
 * many words that only contain `part` (`boolean` for `ool`).
 */
function someWordAround(
  text: string,
  part: string,
  words: readonly string[],
  accept: (word: string, start: number, end: number) => boolean,
): boolean {
  return someOccurrence(text, part, (index) => {
    let start = index;
    while (start > 0 && isWordCode(text.charCodeAt(start - 1))) start--;
    let end = index + part.length;
    while (end < text.length && isWordCode(text.charCodeAt(end))) end++;
    for (const word of words) {
      if (word.length === end - start && text.startsWith(word, start)) return accept(word, start, end);
    }
    return false;
  });
}

/** A method name read by its quoted name: `server["registerTool"]`. */
function isComputedNameAt(text: string, start: number, end: number): boolean {
  const quote = text.charCodeAt(start - 1);
  return isQuoteCode(quote) && text.charCodeAt(end) === quote && codeBefore(text, start - 1) === Code.OpenBracket;
}

/** Whether `text` holds `name` as a whole string literal: `"ai"`, `'ai'`. */
function hasQuoted(text: string, name: string): boolean {
  return someOccurrence(text, name, (index) => {
    const quote = text.charCodeAt(index - 1);
    return isQuoteCode(quote) && text.charCodeAt(index + name.length) === quote;
  });
}

/**
 * The SDK names that contain `ool`. The method names count after a `.` or as a quoted member
 * (`server["registerTool"]`). `tool` counts where it is called (`tool(`, `tool<T>(`, `tool?.(`,
 * `tool!(`, `(tool)(`), and anywhere in a file that names a module exporting it, which may
 * import it under any name (`import { tool as aiTool } from "ai"`, `const make = tool`).
 */
function hasToolName(text: string): boolean {
  let bareTool = false;
  const found = someWordAround(text, "ool", TOOL_NAMES, (word, start, end) => {
    if (SDK_WORDS.has(word) || codeBefore(text, start) === Code.Dot || isComputedNameAt(text, start, end)) return true;
    if (word !== "tool") return false;
    const after = codeFrom(text, end);
    if (
      after === Code.OpenParen ||
      after === Code.Less ||
      after === Code.QuestionMark ||
      after === Code.ExclamationMark ||
      after === Code.CloseParen
    ) {
      return true;
    }
    bareTool = true;
    return false;
  });
  return found || (bareTool && TOOL_FACTORY_MODULES.some((module) => hasQuoted(text, module)));
}

/** What a file's text allows the scan to skip: the SDK names it holds (among those that contain `ool`, and `functionCall`). */
export interface TextFacts {
  /** `tool_calls`, `toolCalls`, `tool_use` or `functionCall(s)`: SDK containers read through members or destructuring. */
  readonly sdkMembers: boolean;
  /** `DynamicTool` or `DynamicStructuredTool`: LangChain classes that are constructed. */
  readonly sdkConstructs: boolean;
  /** `StructuredTool` (a LangChain class that is extended), or a class field that keeps a schema (a tool class of a project's own framework). */
  readonly sdkClasses: boolean;
  /** AI SDK UI tool parts: `ToolUIPart`, `isToolUIPart`, `"dynamic-tool"`, `"tool-…"`, `toolInvocation` (see `hasUiToolPart`). */
  readonly uiParts: boolean;
}

/**
 * The SDK names a file's text holds, for a file that passed the text test. Each name is looked for
 * as a whole word, from a window rarer in code than its start (see `SEARCH_FROM`): walking every
 * `ool` of the file instead (`tool`, `boolean`, `pool`) cost more than the text test itself on the
 * SDKs' own code.
 */
export function textFacts(text: string): TextFacts {
  return {
    sdkMembers:
      hasWord(text, "tool_calls") ||
      hasWord(text, "toolCalls") ||
      hasWord(text, "tool_use") ||
      hasWord(text, "functionCall") ||
      hasWord(text, "functionCalls"),
    sdkConstructs: hasWord(text, "DynamicTool") || hasWord(text, "DynamicStructuredTool"),
    sdkClasses: hasWord(text, "StructuredTool") || hasClassSchemaField(text),
    uiParts: hasUiToolPart(text),
  };
}

/** The AI SDK's names for UI tool parts and their guards (v5/v6), and v4's tool invocations. */
const UI_PART_WORDS: readonly string[] = ["ToolUIPart", "DynamicToolUIPart", "isToolUIPart", "isToolOrDynamicToolUIPart"];
const INVOCATION_WORDS: readonly string[] = ["toolInvocation", "toolInvocations"];

/**
 * AI SDK UI tool parts: one of `UI_PART_WORDS`, or a string that starts with `tool-` or is
 * `dynamic-tool` (`part.type === "tool-weather"`, `part.type.startsWith("tool-")`).
 */
export function hasUiToolPart(text: string): boolean {
  return (
    someWordAround(text, "UIPart", UI_PART_WORDS, () => true) ||
    someWordAround(text, "Invocation", INVOCATION_WORDS, () => true) ||
    someOccurrence(text, "tool-", (index) => isQuoteCode(text.charCodeAt(index - 1))) ||
    someOccurrence(text, "dynamic-tool", (index) => isQuoteCode(text.charCodeAt(index - 1)))
  );
}

/**
 * A parameter typed from a zod schema: `z.infer<typeof Input>`, `zod.input<typeof Input>`,
 * `z.output <typeof Input>`. A comment next to the `<` lets the file through.
 */
function hasTypeHelper(text: string): boolean {
  return someOccurrence(text, "typeof", (index) => {
    if ((index > 0 && isWordCode(text.charCodeAt(index - 1))) || isWordCode(text.charCodeAt(index + 6))) return false;
    const open = indexBefore(text, index);
    if (open < 0) return false;
    if (text.charCodeAt(open) === Code.Slash) return true;
    if (text.charCodeAt(open) !== Code.Less) return false;
    const end = indexBefore(text, open) + 1;
    if (text.charCodeAt(end - 1) === Code.Slash) return true;
    let start = end;
    while (start > 0 && isWordCode(text.charCodeAt(start - 1))) start--;
    if (TOOL_ARGUMENTS_TYPE.test(text.slice(start, end))) return true;
    return ZOD_TYPE_HELPERS.some((helper) => {
      const start = end - helper.length;
      return start > 0 && text.startsWith(helper, start) && !isWordCode(text.charCodeAt(start - 1)) && codeBefore(text, start) === Code.Dot;
    });
  });
}

function hasSdkName(text: string): boolean {
  return (
    hasToolName(text) ||
    someWordAround(
      text,
      "setRequestHandler",
      ["setRequestHandler"],
      (_word, start, end) => codeBefore(text, start) === Code.Dot || isComputedNameAt(text, start, end),
    ) ||
    someWordAround(text, "functionCall", FUNCTION_CALL_NAMES, () => true) ||
    someWordAround(text, "Function", ZOD_FUNCTION_NAMES, () => true) ||
    hasTypeHelper(text)
  );
}

/** `jsonSchema`, and the keys of a parameter schema that contain `chema`. */
const CHEMA_WORDS: readonly string[] = ["jsonSchema", "inputSchema", "input_schema", "parametersJsonSchema"];

/** Whether only white space stands between the start of the line and `index`. */
function startsLine(text: string, index: number): boolean {
  let at = index - 1;
  while (at >= 0 && isSpaceCode(text.charCodeAt(at)) && !isLineTerminatorCode(text.charCodeAt(at))) at--;
  return at < 0 || isLineTerminatorCode(text.charCodeAt(at));
}

/**
 * Whether the whole word at `start`–`end` can be a key of an object literal: `word:` (also with a
 * comment before the colon), a method (`word(`, `word<T>(`), a quoted or computed key (`"word"`,
 * `` [`word`] ``), or a shorthand property (`{ word }`, `, word,`, on a line of its own or after a
 * block comment).
 */
function isKeyAt(text: string, start: number, end: number): boolean {
  const previous = text.charCodeAt(start - 1);
  if (isQuoteCode(previous)) return text.charCodeAt(end) === previous;
  const after = codeFrom(text, end);
  if (after === Code.Colon || after === Code.OpenParen || after === Code.Less || after === Code.Slash) return true;
  if (after !== Code.Comma && after !== Code.CloseBrace) return false;
  return startsProperty(text, start);
}

/**
 * Whether a property can start at `start`: after `{` or `,`, after a block comment, or (unless
 * `firstOnLine` is `false`) first on its line, as after a line comment, which the search cannot see
 * behind.
 */
function startsProperty(text: string, start: number, firstOnLine = true): boolean {
  const at = indexBefore(text, start);
  const before = at >= 0 ? text.charCodeAt(at) : -1;
  if (before === Code.OpenBrace || before === Code.Comma) return true;
  if (before === Code.Slash && text.charCodeAt(at - 1) === Code.Asterisk) return true;
  return firstOnLine && startsLine(text, start);
}

/** Whether the whole word `word` stands where it can be an object literal's key (`isKeyAt`). */
function hasKey(text: string, word: string): boolean {
  return someWordAround(text, word, [word], (_word, start, end) => isKeyAt(text, start, end));
}

/** Whether the whole word `word` is read as a field (`x.word`, `x?.word`) or stands as a key (`isKeyAt`). */
function hasFieldOrKey(text: string, word: string): boolean {
  return someWordAround(text, word, [word], (_word, start, end) => codeBefore(text, start) === Code.Dot || isKeyAt(text, start, end));
}

/** A parameter schema's key (`parameters`, `inputSchema`, …) where it can be a key, or `jsonSchema`. */
function hasSchemaWord(text: string): boolean {
  return (
    hasKey(text, "parameters") ||
    someWordAround(text, "chema", CHEMA_WORDS, (word, start, end) => word === "jsonSchema" || isKeyAt(text, start, end))
  );
}

/**
 * `JSON` with `arguments` or `args` read as a field or written as a key: `JSON.parse(call.arguments)`,
 * `call["arguments"]`, `const { arguments: text } = call.function`.
 */
function hasParsedArguments(text: string): boolean {
  // A chat tool call's arguments text handed to a parsing helper of another module
  // (`parseArgs(call.function.arguments)`) holds tool data without `JSON` in the file.
  if (text.includes(".function.arguments")) return true;
  return hasWord(text, "JSON") && (hasFieldOrKey(text, "arguments") || hasFieldOrKey(text, "args"));
}

/**
 * A `schema` key and a `name` key, in any form a key takes: a tool definition apart from its
 * registration (`{ name, schema: Input, run }`) or a JSON Schema under `schema` (`{ name, schema: {…} }`);
 * or an `args` key with a `name` key and a handler's (`{ name, args, execute }`).
 */
function hasSchemaDefinition(text: string): boolean {
  if (!hasKey(text, "name")) return false;
  if (hasKey(text, "schema") || hasSchemaSuffixKey(text)) return true;
  // `{ name, args, execute(args) { … } }`: a project's own key for the schema, beside a handler's.
  return hasKey(text, "args") && ARGS_DEFINITION_HANDLERS.some((key) => hasKey(text, key));
}

/** The handler keys that make an `args` key a definition's schema (`sdk.ts`). */
const ARGS_DEFINITION_HANDLERS: readonly string[] = ["execute", "handler", "run"];

/** The fields of a tool class of a project's own framework that hold its schema (`sdk.ts`). */
const CLASS_SCHEMA_FIELDS: readonly string[] = ["inputSchema", "schema", "parameters", "argsShape", "argsSchema", "paramsSchema", "input_schema"];
/** The modifiers a class field may have before its name. */
const FIELD_MODIFIERS: ReadonlySet<string> = new Set(["readonly", "public", "protected", "private", "override", "declare"]);

/**
 * A class field that keeps a schema, `inputSchema = { … }` (after modifiers such as `protected
 * readonly`, first on its line): a tool class of a project's own framework.
 */
function hasClassSchemaField(text: string): boolean {
  // Searched as `word =`, through the window at its end (`hema =`): the words alone are common in
  // SDK code, an assignment to them is not. A field written `word=` is not a formatter's style.
  return CLASS_SCHEMA_FIELDS.some((word) =>
    someOccurrence(text, `${word} =`, (index) => {
      const end = index + word.length;
      if (index > 0 && isWordCode(text.charCodeAt(index - 1))) return false;
      const after = end + 1;
      if (text.charCodeAt(after + 1) === Code.Equals || text.charCodeAt(after + 1) === 62) return false;
      // Only modifiers between the start of the line and the name.
      let start = index;
      for (;;) {
        if (startsLine(text, start)) return true;
        let wordEnd = start - 1;
        while (wordEnd >= 0 && isSpaceCode(text.charCodeAt(wordEnd)) && !isLineTerminatorCode(text.charCodeAt(wordEnd))) wordEnd--;
        let wordStart = wordEnd;
        while (wordStart >= 0 && isWordCode(text.charCodeAt(wordStart))) wordStart--;
        if (!FIELD_MODIFIERS.has(text.slice(wordStart + 1, wordEnd + 1))) return false;
        start = wordStart + 1;
      }
    }),
  );
}

/** A key whose last word is `Schema` (`paramsSchema:`, `argsSchema:`): a definition's schema under a key of its own. */
function hasSchemaSuffixKey(text: string): boolean {
  return someOccurrence(text, "Schema", (index) => {
    const end = index + "Schema".length;
    if (index === 0 || !isWordCode(text.charCodeAt(index - 1)) || isWordCode(text.charCodeAt(end))) return false;
    let start = index;
    while (start > 0 && isWordCode(text.charCodeAt(start - 1))) start--;
    return isKeyAt(text, start, end);
  });
}

/** `field` read as a field: `x.field`, `x?.field`, `x["field"]`, `get(x, "field")`, `{ field } = …`. */
function hasFieldRead(text: string, field: string): boolean {
  return someOccurrence(text, field, (index) => {
    const end = index + field.length;
    const before = codeBefore(text, index);
    if (before === Code.Dot) return !isWordCode(text.charCodeAt(end));
    const previous = text.charCodeAt(index - 1);
    if (isQuoteCode(previous)) return isQuoteCode(text.charCodeAt(end));
    if (index > 0 && isWordCode(previous)) return false;
    const after = codeFrom(text, end);
    // `{ result, …`, `{ result: r }`, `{ result /* why */, …`
    if (after === Code.Comma || after === Code.CloseBrace || after === Code.Colon || after === Code.Slash) return startsProperty(text, index);
    // `{ result = null }`; first on a line, `result = …` is far more often an assignment.
    return after === Code.Equals && startsProperty(text, index, false);
  });
}

/** The last answer of `mayHoldJsonRpc`: the scan asks again for the file the text test just read. */
let lastJsonRpc: { readonly text: string; readonly result: boolean } | null = null;

/** JSON-RPC evidence: the word `jsonrpc`, or `result` and `error` both read as fields. */
export function mayHoldJsonRpc(text: string): boolean {
  if (lastJsonRpc?.text === text) return lastJsonRpc.result;
  const result = hasWord(text, "jsonrpc") || (hasFieldRead(text, "result") && hasFieldRead(text, "error"));
  lastJsonRpc = { text, result };
  return result;
}

/** `false` when no built-in recogniser can match anything in `text`. */
export function mayContainSources(text: string): boolean {
  return (
    hasSdkName(text) ||
    hasSchemaWord(text) ||
    mayHoldJsonRpc(text) ||
    hasParsedArguments(text) ||
    hasSchemaDefinition(text) ||
    hasClassSchemaField(text) ||
    hasUiToolPart(text)
  );
}

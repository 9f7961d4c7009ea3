/**
 * Tool data followed into the functions a file defines and back out of them: helpers, object-literal
 * dispatch maps, class methods on `this` and on an instance the file creates, callbacks, and helpers
 * that return parsed arguments. Each rule is run on the same samples; every finding states its
 * position, output and suggestions.
 */
import type { InvalidTestCase } from "@typescript-eslint/rule-tester";

import noLossyDefault, * as lossy from "../../rules/no-lossy-default.js";
import noTruthyPresenceCheck, * as presence from "../../rules/no-truthy-presence-check.js";
import noTruthyToolValue, * as truthy from "../../rules/no-truthy-tool-value.js";
import noUngatedLookup, * as lookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

/** Look-alikes where no rule may report: every rule runs them. */
const valid: string[] = [
  // records searched by name but handed program data, and a registry whose handlers get program data
  `const tools = [{ name: "search", handler: async (args) => list(args.pageSize || 10) }];
const tool = tools.find((t) => t.name === "search");
tool?.handler({ pageSize: 20 });
class Registry {
  private handlers = new Map();
  constructor() { this.handlers.set("a", new Flags()); }
  run(name: string) { return this.handlers.get(name).handle(loadConfig()); }
}
class Flags { handle(options) { return options.verbose ? 1 : 0; } }
const args = JSON.parse(call.function.arguments);
use(args.city);`,
  // a map the class fills with instances, read by a name but never handed tool data
  `class Pool {
  private workers = new Map();
  constructor() { this.workers.set("w", new Worker()); }
  start(args: any) { const worker = this.workers.get("w"); return worker.boot(config); }
}
class Worker { boot(options) { return options.fast || 1; } }
new Pool().start(JSON.parse(call.function.arguments));`,
  // a helper called only with program data
  `const args = JSON.parse(call.function.arguments);
use(args.city);
function render(options) {
  if (options.compact) return short();
  return long(options.width || 80);
}
render({ compact: true });`,
  // validated input passed to a helper keeps its evidence: z.boolean() and a number with .min(1)
  `server.registerTool("export", { inputSchema: { dry_run: z.boolean(), limit: z.number().int().min(1) } }, async (args) => run(args));
function run(input) {
  if (input.dry_run) return preview();
  return take(input.limit || 10);
}`,
  // passed to an imported function: this file does not define it
  `import { render } from "./render.js";
const args = JSON.parse(call.function.arguments);
render(args);
function other(options) { if (options.compact) return 1; }`,
  // a helper that parses text the program read itself
  `function parseConfig(raw) { return JSON.parse(raw); }
const config = parseConfig(readFileSync("config.json", "utf8"));
if (config.verbose) log();
const args = JSON.parse(call.function.arguments);
use(args.city);`,
  // a method of a class the file does not instantiate
  `declare const ledger: Ledger;
class Ledger { adjust(input) { return STOCK[input.warehouse]; } }
const STOCK = { north: 1 };
const args = JSON.parse(call.function.arguments);
ledger.adjust(args);`,
  // a field the class normalises itself right after the tool data is written to it
  `class Job {
  private verbose = false;
  load(args: any) { this.verbose = args.verbose; this.verbose = this.verbose === true; }
  run() { if (this.verbose) enableTracing(); }
}
const job = new Job();
job.load(JSON.parse(call.function.arguments));`,
  // a static field of the class is not the instance's
  `class Registry {
  static last: any;
  run() { return this.last?.limit || 10; }
}
const args = JSON.parse(call.function.arguments);
Registry.last = args;`,
];

const TWO_WRITES = `class Session {
  private args: any = {};
  set(args: any) { this.args = args; }
  run() { return this.args.limit || 10; }
}
const args = JSON.parse(call.function.arguments);
const session = new Session();
session.set(args);`;

const DEBUG_FIELD = `class BrowserService {
  private isDebugMode: boolean;
  constructor(options: { debug?: boolean }) {
    this.isDebugMode = process.argv.includes("--debug");
    if (options.debug !== undefined) this.isDebugMode = options.debug;
  }
  launch() {
    return launchBrowser({ headless: !this.isDebugMode });
  }
}
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
  const service = new BrowserService({ debug: args?.debug });
  return service.launch();
});`;

/** An array of tool records searched by name (`tools.find(…)`), each with its handler. */
const RECORDS = `const tools = [
  { name: "search", handler: async (args) => list(args.pageSize || 10) },
  { name: "read", handler: async (args) => (args.raw ? "raw" : "text") },
];
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = tools.find((t) => t.name === request.params.name);
  if (!tool) throw new Error("Tool not found");
  return tool.handler(request.params.arguments);
});`;

/** A class that keeps its tools' handlers in a \`Map\` and picks one by name. */
const REGISTRY = `class ExtractHandler {
  handle(args) { if (args.add_to_queue) enqueue(args.url); return args.url; }
}
class SearchHandler {
  handle(args) { return search(args.query, args.limit || 5); }
}
class HandlerRegistry {
  private handlers = new Map();
  constructor(private server: Server) {
    this.handlers.set("extract_urls", new ExtractHandler());
    this.handlers.set("search", new SearchHandler());
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const handler = this.handlers.get(request.params.name);
      if (!handler) throw new Error("unknown tool");
      return handler.handle(request.params.arguments);
    });
  }
}`;

const invalidTruthyToolValue: InvalidTestCase<truthy.MessageIds, truthy.Options>[] = [
  {
    // a record picked from an array of tool records by name: its handler gets the arguments
    code: RECORDS,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 3,
        column: 45,
        suggestions: [{ messageId: "compareWithTrue", output: RECORDS.replace("(args.raw ? \"raw\"", "(args.raw === true ? \"raw\"") }],
      },
    ],
  },
  {
    // a handler picked from a class's registry: the method of every class registered in it
    code: REGISTRY,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 2,
        column: 22,
        suggestions: [{ messageId: "compareWithTrue", output: REGISTRY.replace("if (args.add_to_queue)", "if (args.add_to_queue === true)") }],
      },
    ],
  },
  {
    // a field written from the arguments and from the command line: a read may hold either, so it is tool data
    code: DEBUG_FIELD,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 8,
        column: 39,
        suggestions: [
          { messageId: "compareWithTrue", output: DEBUG_FIELD.replace("headless: !this.isDebugMode", "headless: this.isDebugMode !== true") },
        ],
      },
    ],
  },
  {
    // an OpenAI tool loop: a helper that parses the arguments, one that returns the parse, a dispatch map
    code: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();
  const timeout = args.timeout_s || 30;
  return LIMITS[args.plan] + timeout;
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 4,
        column: 7,
        endLine: 4,
        endColumn: 26,
        suggestions: [
          {
            messageId: "compareWithTrue",
            output: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly === true) addHourly();
  const timeout = args.timeout_s || 30;
  return LIMITS[args.plan] + timeout;
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}`,
          },
        ],
      },
      {
        messageId: "truthyValue",
        line: 14,
        column: 7,
        endLine: 14,
        endColumn: 21,
        suggestions: [
          {
            messageId: "compareWithTrue",
            output: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();
  const timeout = args.timeout_s || 30;
  return LIMITS[args.plan] + timeout;
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run === true) continue;
  handlers[call.function.name]?.(parsed);
}`,
          },
        ],
      },
    ],
  },
  {
    // a callback that the helper calls with the parsed arguments
    code: `function withArgs(raw, fn) {
  return fn(JSON.parse(raw));
}
withArgs(call.function.arguments, (a) => {
  if (a.notify) send();
});`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 5,
        column: 7,
        endLine: 5,
        endColumn: 15,
        suggestions: [
          {
            messageId: "compareWithTrue",
            output: `function withArgs(raw, fn) {
  return fn(JSON.parse(raw));
}
withArgs(call.function.arguments, (a) => {
  if (a.notify === true) send();
});`,
          },
        ],
      },
    ],
  },
  {
    // a parameter that receives tool data at one call and program data at another
    code: `const args = JSON.parse(call.function.arguments);
function render(options) {
  if (options.compact) return short();
  return long();
}
render({ compact: true });
render(args);`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 3,
        column: 7,
        endLine: 3,
        endColumn: 22,
        suggestions: [
          {
            messageId: "compareWithTrue",
            output: `const args = JSON.parse(call.function.arguments);
function render(options) {
  if (options.compact === true) return short();
  return long();
}
render({ compact: true });
render(args);`,
          },
        ],
      },
    ],
  },
  {
    // arguments kept by a constructor's parameter property
    code: `class Job {
  constructor(private readonly input: { dry_run?: boolean }) {}
  run() {
    if (this.input.dry_run) return "preview";
    return "done";
  }
}
const args = JSON.parse(call.function.arguments);
new Job(args).run();
`,
    output: null,
    errors: [
      {
        messageId: "truthyValue",
        line: 4,
        column: 9,
        endLine: 4,
        endColumn: 27,
        suggestions: [
          { messageId: "compareWithTrue", output: `class Job {
  constructor(private readonly input: { dry_run?: boolean }) {}
  run() {
    if (this.input.dry_run === true) return "preview";
    return "done";
  }
}
const args = JSON.parse(call.function.arguments);
new Job(args).run();
` },
        ],
      },
    ],
  },
];

const invalidLossyDefault: InvalidTestCase<lossy.MessageIds, lossy.Options>[] = [
  {
    code: RECORDS,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 2,
        column: 51,
        suggestions: [
          { messageId: "useNullish", output: RECORDS.replace("args.pageSize || 10", "args.pageSize ?? 10") },
          { messageId: "usePresence", output: RECORDS.replace("args.pageSize || 10", '"pageSize" in args ? args.pageSize : 10') },
        ],
      },
    ],
  },
  {
    code: REGISTRY,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 5,
        column: 44,
        suggestions: [
          { messageId: "useNullish", output: REGISTRY.replace("args.limit || 5", "args.limit ?? 5") },
          { messageId: "usePresence", output: REGISTRY.replace("args.limit || 5", '"limit" in args ? args.limit : 5') },
        ],
      },
    ],
  },
  {
    // a field reset to {} and set from the arguments later: a read may hold either, so it is tool data
    code: TWO_WRITES,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 4,
        column: 18,
        suggestions: [
          { messageId: "useNullish", output: TWO_WRITES.replace("this.args.limit || 10", "this.args.limit ?? 10") },
          { messageId: "usePresence", output: TWO_WRITES.replace("this.args.limit || 10", '"limit" in this.args ? this.args.limit : 10') },
        ],
      },
    ],
  },
  {
    // an OpenAI tool loop: a helper that parses the arguments, one that returns the parse, a dispatch map
    code: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();
  const timeout = args.timeout_s || 30;
  return LIMITS[args.plan] + timeout;
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 5,
        column: 19,
        endLine: 5,
        endColumn: 39,
        suggestions: [
          {
            messageId: "useNullish",
            output: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();
  const timeout = args.timeout_s ?? 30;
  return LIMITS[args.plan] + timeout;
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}`,
          },
          {
            messageId: "usePresence",
            output: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();
  const timeout = "timeout_s" in args ? args.timeout_s : 30;
  return LIMITS[args.plan] + timeout;
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}`,
          },
        ],
      },
    ],
  },
  {
    // a method of the class around the call
    code: `class Agent {
  run(call) {
    const args = JSON.parse(call.function.arguments);
    return this.page(args);
  }
  page(options) {
    const limit = options.limit || 20;
    return list(limit);
  }
}`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 7,
        column: 19,
        endLine: 7,
        endColumn: 38,
        suggestions: [
          {
            messageId: "useNullish",
            output: `class Agent {
  run(call) {
    const args = JSON.parse(call.function.arguments);
    return this.page(args);
  }
  page(options) {
    const limit = options.limit ?? 20;
    return list(limit);
  }
}`,
          },
          {
            messageId: "usePresence",
            output: `class Agent {
  run(call) {
    const args = JSON.parse(call.function.arguments);
    return this.page(args);
  }
  page(options) {
    const limit = "limit" in options ? options.limit : 20;
    return list(limit);
  }
}`,
          },
        ],
      },
    ],
  },
  {
    // arguments stored on the instance by the constructor, read in another method
    code: `import { z } from "zod";
class Runner {
  private args: { limit?: number };
  constructor(args: { limit?: number }) {
    this.args = args;
  }
  run() {
    return this.args.limit || 10;
  }
}
server.registerTool("run", { inputSchema: { limit: z.number().optional() } }, async (args) => {
  return { content: [{ type: "text", text: String(new Runner(args).run()) }] };
});
`,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 8,
        column: 12,
        endLine: 8,
        endColumn: 33,
        suggestions: [
          { messageId: "useNullish", output: `import { z } from "zod";
class Runner {
  private args: { limit?: number };
  constructor(args: { limit?: number }) {
    this.args = args;
  }
  run() {
    return this.args.limit ?? 10;
  }
}
server.registerTool("run", { inputSchema: { limit: z.number().optional() } }, async (args) => {
  return { content: [{ type: "text", text: String(new Runner(args).run()) }] };
});
` },
          { messageId: "usePresence", output: `import { z } from "zod";
class Runner {
  private args: { limit?: number };
  constructor(args: { limit?: number }) {
    this.args = args;
  }
  run() {
    return "limit" in this.args ? this.args.limit : 10;
  }
}
server.registerTool("run", { inputSchema: { limit: z.number().optional() } }, async (args) => {
  return { content: [{ type: "text", text: String(new Runner(args).run()) }] };
});
` },
        ],
      },
    ],
  },
];

const invalidUngatedLookup: InvalidTestCase<lookup.MessageIds, lookup.Options>[] = [
  {
    // an OpenAI tool loop: a helper that parses the arguments, one that returns the parse, a dispatch map
    code: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();
  const timeout = args.timeout_s || 30;
  return LIMITS[args.plan] + timeout;
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 6,
        column: 10,
        endLine: 6,
        endColumn: 27,
        suggestions: [
          {
            messageId: "useOwnKey",
            output: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();
  const timeout = args.timeout_s || 30;
  return (typeof args.plan === "string" && Object.hasOwn(LIMITS, args.plan) ? LIMITS[args.plan] : undefined) + timeout;
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}`,
          },
        ],
      },
      {
        // the dispatch map looked up by the tool name the model asked for
        messageId: "toolNameLookup",
        line: 15,
        column: 3,
        endLine: 15,
        endColumn: 31,
        suggestions: [],
      },
    ],
  },
  {
    // a low-level MCP handler that hands the arguments to a method of an instance the file creates
    code: `const STOCK = { north: 10, south: 4 };
class Ledger {
  adjust(input) {
    return STOCK[input.warehouse];
  }
}
const ledger = new Ledger();
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return ledger.adjust(request.params.arguments);
});`,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 4,
        column: 12,
        endLine: 4,
        endColumn: 34,
        suggestions: [
          {
            messageId: "useOwnKey",
            output: `const STOCK = { north: 10, south: 4 };
class Ledger {
  adjust(input) {
    return typeof input.warehouse === "string" && Object.hasOwn(STOCK, input.warehouse) ? STOCK[input.warehouse] : undefined;
  }
}
const ledger = new Ledger();
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return ledger.adjust(request.params.arguments);
});`,
          },
        ],
      },
    ],
  },
];

const invalidTruthyPresenceCheck: InvalidTestCase<presence.MessageIds, presence.Options>[] = [
  {
    // an OpenAI tool loop: a helper that parses the arguments, one that returns the parse, a dispatch map
    code: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();
  const timeout = args.timeout_s || 30;
  return LIMITS[args.plan] + timeout;
}
const handlers = { round(a) { if (a.digits) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}`,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 8,
        column: 35,
        endLine: 8,
        endColumn: 43,
        suggestions: [
          {
            messageId: "usePresenceCheck",
            output: `const LIMITS: Record<string, number> = { free: 1, pro: 2 };
function getForecast(rawArguments: string) {
  const args = JSON.parse(rawArguments);
  if (args.include_hourly) addHourly();
  const timeout = args.timeout_s || 30;
  return LIMITS[args.plan] + timeout;
}
const handlers = { round(a) { if ("digits" in a) return fmt(a.value, a.digits); } };
function parseArgs(raw: string) { return JSON.parse(raw); }

for (const call of completion.choices[0].message.tool_calls ?? []) {
  getForecast(call.function.arguments);
  const parsed = parseArgs(call.function.arguments);
  if (parsed.dry_run) continue;
  handlers[call.function.name]?.(parsed);
}`,
          },
        ],
      },
    ],
  },
];

createRuleTester().run("no-truthy-tool-value across functions", noTruthyToolValue, { valid, invalid: invalidTruthyToolValue });
createRuleTester().run("no-lossy-default across functions", noLossyDefault, { valid, invalid: invalidLossyDefault });
createRuleTester().run("no-ungated-lookup across functions", noUngatedLookup, { valid, invalid: invalidUngatedLookup });
createRuleTester().run("no-truthy-presence-check across functions", noTruthyPresenceCheck, { valid, invalid: invalidTruthyPresenceCheck });

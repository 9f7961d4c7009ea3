/**
 * Functions a tool's zod schema runs on the model's values after checking them (`.transform`,
 * `.refine`, `.superRefine`); a project's definition shape that keeps its schema under `args`
 * (`{ name, args, execute }`); and definitions whose declared type names their schema
 * (`DatabaseOperation<z.infer<typeof argsSchema>>`, `DomainTool<typeof schema>`). `z.preprocess` is
 * not followed: the schema after it checks what its function returns.
 */
import type { InvalidTestCase } from "@typescript-eslint/rule-tester";

import noLossyDefault, * as lossy from "../../rules/no-lossy-default.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noUngatedLookup, * as lookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

/** A transform on a validated optional number: the callback gets the number, and `0` is valid. */
const TRANSFORM = `import { z } from "zod";
const Input = z.object({
  query: z.string(),
  limit: z.number().optional().transform((limit) => limit || 50),
});
server.registerTool("search", { inputSchema: Input.shape }, async (args) => search(args.query, args.limit));`;

/** A project's registration helper taking `{ name, args, execute }`, with a zod raw shape under `args`. */
const ARGS_KEY = `import { z } from "zod";
import registerTool from "./structure/registerTool";
const args = {
  limit: z.number().optional(),
  provider: z.enum(["aws", "gcp"]).optional(),
};
export default registerTool({
  name: "list-recommendations",
  description: "List recommendations",
  args,
  async execute(args, ctx) {
    return ctx.call("/recommendations", { provider: args.provider, limit: args.limit || 20 });
  },
});`;

/** An operation whose declared type names its schema; the handler takes the arguments in \`args\`. */
const TYPED_OP = `import { z } from "zod";
const argsSchema = z.object({ table: z.string(), limit: z.number().optional() });
export const getRowsOp: DatabaseOperation<z.infer<typeof argsSchema>> = {
  id: "get_rows",
  summary: "Fetch rows of a table",
  argsSchema,
  execute: async ({ args, ctx }) => {
    const config = ctx.selectableFields[args.table];
    return ctx.dataSource.rows(args.table, config, args.limit || 100);
  },
};`;

/** A definition typed \`DomainTool<typeof schema>\` whose handler (under \`cb\`) reads the schema's fields. */
const TYPED_CB = `import { z } from "zod";
const LIMITS: Record<string, number> = { "site-a": 2, "site-b": 5 };
const deploySchema = z.object({ siteId: z.string().optional(), dryRun: z.boolean().optional() });
export const deployTool: DomainTool<typeof deploySchema> = {
  domain: "deploy",
  inputSchema: deploySchema,
  cb: async (params, { request }) => {
    const limit = LIMITS[params.siteId];
    return deploy(request, params.siteId, limit);
  },
};`;

/** Look-alikes where no rule may report. */
const valid: string[] = [
  // a preprocess step: the enum after it rejects whatever a wrong lookup returns
  `import { z } from "zod";
const ALIASES: Record<string, string> = { amazon: "aws", google: "gcp" };
const normalize = (value: unknown) => (typeof value === "string" ? (ALIASES[value.toLowerCase()] ?? value) : value);
server.registerTool("list", { inputSchema: { provider: z.preprocess(normalize, z.enum(["aws", "gcp"])).optional() } }, async (args) => list(args.provider));`,
  // a refinement on the whole object: the boolean is validated, the number is compared
  `import { z } from "zod";
const Input = z.object({ replace: z.boolean().optional(), count: z.number() }).refine((data) => !!data.replace || data.count > 0, { message: "nothing to do" });
server.registerTool("rename", { inputSchema: Input }, async (args) => rename(args));`,
  // a transform in a schema no tool takes: program data
  `import { z } from "zod";
const Config = z.object({ retries: z.number().optional().transform((retries) => retries || 3) });
export const config = Config.parse(readConfig());`,
  // a command's options under \`args\`: the handler reads a field the schema does not have
  `import { z } from "zod";
export const build = defineCommand({
  name: "build",
  args: { watch: z.boolean().optional() },
  execute(options) { return run(options.cwd || ".", options.watch); },
});`,
  // a typed object whose handler reads a field the schema does not have: not the arguments
  `import { z } from "zod";
const optionsSchema = z.object({ retries: z.number().optional() });
export const job: Job<typeof optionsSchema> = { optionsSchema, run: async (options) => retry(options.url || BASE, options.retries) };`,
  // a form's options typed by its schema: the values are the user's, not the model's
  `import { z } from "zod";
const formSchema = z.object({ name: z.string(), limit: z.number().optional() });
export const options: FormOptions<z.infer<typeof formSchema>> = { formSchema, defaultValues: { name: "" }, onSubmit: async (values) => save(values.name, values.limit || 10) };`,
  // \`args\` that is no zod schema
  `export const task = { name: "sync", args: ["--force"], execute(argv) { return spawn(argv.bin || "sync"); } };`,
];

const invalid: InvalidTestCase<lossy.MessageIds, lossy.Options>[] = [
  {
    code: TYPED_OP,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 9,
        column: 52,
        suggestions: [
          { messageId: "useNullish", output: TYPED_OP.replace("args.limit || 100", "args.limit ?? 100") },
          { messageId: "usePresence", output: TYPED_OP.replace("args.limit || 100", '"limit" in args ? args.limit : 100') },
        ],
      },
    ],
  },
  {
    code: TRANSFORM,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 4,
        column: 53,
        suggestions: [
          { messageId: "useNullish", output: TRANSFORM.replace("(limit) => limit || 50", "(limit) => limit ?? 50") },
          { messageId: "usePresence", output: TRANSFORM.replace("(limit) => limit || 50", "(limit) => limit !== undefined ? limit : 50") },
        ],
      },
    ],
  },
  {
    code: ARGS_KEY,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 12,
        column: 75,
        suggestions: [
          { messageId: "useNullish", output: ARGS_KEY.replace("args.limit || 20", "args.limit ?? 20") },
          { messageId: "usePresence", output: ARGS_KEY.replace("args.limit || 20", '"limit" in args ? args.limit : 20') },
        ],
      },
    ],
  },
];

createRuleTester().run("no-lossy-default in schema callbacks and args definitions", noLossyDefault, { valid, invalid });
createRuleTester().run("no-truthy-tool-value in schema callbacks and args definitions", noTruthyToolValue, { valid: [...valid, TRANSFORM, ARGS_KEY, TYPED_OP, TYPED_CB], invalid: [] });
const invalidLookups: InvalidTestCase<lookup.MessageIds, lookup.Options>[] = [
  {
    code: TYPED_CB,
    output: null,
    errors: [
      {
        messageId: "tableLookup",
        line: 8,
        column: 19,
        suggestions: [{ messageId: "useOwnKey", output: TYPED_CB.replace("const limit = LIMITS[params.siteId];", "const limit = Object.hasOwn(LIMITS, params.siteId) ? LIMITS[params.siteId] : undefined;") }],
      },
    ],
  },
];

createRuleTester().run("no-ungated-lookup in schema callbacks and args definitions", noUngatedLookup, { valid: [...valid, TRANSFORM, ARGS_KEY, TYPED_OP], invalid: invalidLookups });

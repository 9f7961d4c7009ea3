/**
 * The functions a tool's zod schema runs on the model's values after checking them, written in the
 * schema: `.transform(fn)`, `.refine(fn)` and `.superRefine(fn)` get the value the schema before them
 * validated, of that schema's type, and what `.transform` returns is not checked again. Such a
 * function is a handler of the field as much as the tool's own: `.transform((limit) => limit || 50)`
 * loses a valid `0` as `args.limit || 50` does.
 *
 * `z.preprocess(fn, schema)` is not followed: `fn` gets the value before any check, but `schema`
 * checks what it returns, so a wrong lookup there (`ALIASES[value]` finding `constructor`) is
 * rejected, not used. Only the schemas a tool registration takes (the registry's), their fields
 * (nested, spread, extended), and functions written in this file are followed.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/utils";

import { type Node, getStaticPropertyName, skipTransparent } from "./ast.js";
import type { ToolDataFlow } from "./flow.js";
import { walkZodFields } from "./param-types.js";
import { constantInitializer, resolveFunction } from "./resolve.js";
import type { KnownShape } from "./shape.js";
import { UNREAD, type ZodReader } from "./zod.js";

/** The steps whose function gets the value the schema before them validated. */
const VALIDATED_STEPS: ReadonlySet<string> = new Set(["transform", "refine", "superRefine"]);
/** How many steps of one schema's chain are read. */
const MAX_STEPS = 32;

/** Seeds the first parameter of every function the tool schemas `written` run on a value. */
export function seedSchemaCallbacks(written: readonly Node[], zod: ZodReader, flow: ToolDataFlow): void {
  const seeded = new Set<Node>();
  const visit = (schema: Node, reader: ZodReader, field: string | null): void => {
    // A schema of another module is that module's; its functions are not this file's.
    if (reader === zod) seedSteps(schema, field, zod, flow, seeded);
  };
  for (const root of written) {
    visit(root, zod, null);
    // A field's function gets the field (`tags[]`: an element of it, named as the field).
    walkZodFields(root, zod, { field: (schema, name, _key, reader) => visit(schema, reader, name.split(".").pop()!.replace(/(?:\[\])+$/u, "")) });
  }
}

function seedSteps(schema: Node, field: string | null, zod: ZodReader, flow: ToolDataFlow, seeded: Set<Node>): void {
  let current: Node | null = skipTransparent(schema);
  for (let step = 0; current && step < MAX_STEPS; step++) {
    // `type: typeSchema`, a `const` of this file holding the field's schema.
    if (current.type === AST_NODE_TYPES.Identifier) {
      current = constantInitializer(current, flow);
      continue;
    }
    if (current.type !== AST_NODE_TYPES.CallExpression) return;
    const callee = skipTransparent(current.callee);
    if (callee.type !== AST_NODE_TYPES.MemberExpression) return;
    const method = getStaticPropertyName(callee);
    const [first, second] = current.arguments;
    if (method === "preprocess" && second && second.type !== AST_NODE_TYPES.SpreadElement) {
      // `z.preprocess(fn, schema)`: the steps of the schema it hands the value to.
      current = skipTransparent(second);
      continue;
    }
    if (method !== null && VALIDATED_STEPS.has(method) && first && first.type !== AST_NODE_TYPES.SpreadElement) {
      seed(first, zod.read(callee.object, 0) ?? UNREAD, field, flow, seeded);
    }
    current = skipTransparent(callee.object);
  }
}

/** Seeds a function's first parameter with the value, validated as `shape`: the field `field` of the arguments (the arguments themselves for `null`). */
function seed(argument: Node, shape: KnownShape, field: string | null, flow: ToolDataFlow, seeded: Set<Node>): void {
  const fn = resolveFunction(argument, flow);
  const parameter = fn?.params[0];
  if (!fn || !parameter || seeded.has(fn)) return;
  seeded.add(fn);
  const validated: KnownShape = field === null ? shape : { type: "object", properties: { [field]: shape } };
  flow.seedPattern(parameter, flow.createSource("arguments", "tool argument in a schema's callback", fn, validated), [], field === null ? [] : [field]);
}

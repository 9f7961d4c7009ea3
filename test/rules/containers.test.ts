/**
 * Tool data a handler hands on in an object literal (`sendEvent({ title, startTime })`): the callee's
 * fields are tool data, and since the caller wrote every key, a field that was absent holds
 * `undefined`, so presence is `!== undefined` there.
 */
import type { InvalidTestCase } from "@typescript-eslint/rule-tester";

import noTruthyPresenceCheck, * as presence from "../../rules/no-truthy-presence-check.js";
import noLossyDefault, * as lossy from "../../rules/no-lossy-default.js";
import requireToolParamTypes from "../../rules/require-tool-param-types.js";
import noTruthyToolValue from "../../rules/no-truthy-tool-value.js";
import noCoercionBeforeValidation from "../../rules/no-coercion-before-validation.js";
import noUngatedLookup from "../../rules/no-ungated-lookup.js";
import { createRuleTester } from "../rule-tester.js";

/** Look-alikes where no rule may report. */
const valid: string[] = [
  // fields handed on in an object literal: an enum with no falsy value, and a test that already uses !== undefined
  `server.registerTool("send_event", { inputSchema: { title: z.string(), kind: z.enum(["INFO", "ERROR"]).optional(), startTime: z.number().optional() } }, async ({ title, kind, startTime }) => {
  await sendEvent({ title, kind, startTime });
  return { content: [] };
});
async function sendEvent(request: { title: string; kind?: string; startTime?: number }) {
  const body = {
    title: request.title,
    ...(request.kind && { kind: request.kind }),
    ...(request.startTime !== undefined && { startTime: request.startTime }),
  };
  return post("/events", body);
}`,
  // an object literal of program data passed to the same function
  `async function sendEvent(request: { title: string; startTime?: number }) {
  return post("/events", { title: request.title, ...(request.startTime && { startTime: request.startTime }) });
}
sendEvent({ title: "deploy", startTime: Date.now() });`,
];

/** a field handed on in an object literal, tested before use: the rewrite is !== undefined */
const SAMPLE_1 = `server.registerTool("schedule", { inputSchema: { startTime: z.number().optional() } }, async ({ startTime }) => {
  await plan({ startTime });
  return { content: [] };
});
async function plan(request: { startTime?: number }) {
  if (request.startTime) schedule(request.startTime);
}`;

/** fields a handler hands on in an object literal: each key is there, undefined when absent */
const SAMPLE_2 = `server.registerTool("send_event", { inputSchema: { title: z.string(), startTime: z.number().optional(), limit: z.number().optional() } }, async ({ title, startTime, limit }) => {
  await sendEvent({ title, startTime, limit });
  return { content: [] };
});
async function sendEvent(request: { title: string; startTime?: number; limit?: number }) {
  const body = { title: request.title, ...(request.startTime && { startTime: request.startTime }) };
  return post("/events", body, request.limit || 20);
}`;

const ruleTester = createRuleTester();

ruleTester.run("no-truthy-presence-check", noTruthyPresenceCheck, {
  valid,
  invalid: [
  {
    code: SAMPLE_1,
    output: SAMPLE_1.replace("  if (request.startTime) schedule(request.startTime);", "  if (request.startTime !== undefined) schedule(request.startTime);"),
    errors: [
      {
        messageId: "truthyPresence",
        line: 6,
        column: 7,
        endLine: 6,
        endColumn: 24,
        suggestions: [],
      },
    ],
  },
  {
    code: SAMPLE_2,
    output: null,
    errors: [
      {
        messageId: "truthyPresence",
        line: 6,
        column: 44,
        endLine: 6,
        endColumn: 61,
        suggestions: [
          { messageId: "usePresenceCheck", output: SAMPLE_2.replace("  const body = { title: request.title, ...(request.startTime && { startTime: request.startTime }) };", "  const body = { title: request.title, ...(request.startTime !== undefined && { startTime: request.startTime }) };") },
        ],
      },
    ],
  },
  ] satisfies InvalidTestCase<presence.MessageIds, presence.Options>[],
});

ruleTester.run("no-lossy-default", noLossyDefault, {
  valid,
  invalid: [
  {
    code: SAMPLE_2,
    output: null,
    errors: [
      {
        messageId: "lossyDefault",
        line: 7,
        column: 32,
        endLine: 7,
        endColumn: 51,
        suggestions: [
          { messageId: "useNullish", output: SAMPLE_2.replace("  return post(\"/events\", body, request.limit || 20);", "  return post(\"/events\", body, request.limit ?? 20);") },
          { messageId: "usePresence", output: SAMPLE_2.replace("  return post(\"/events\", body, request.limit || 20);", "  return post(\"/events\", body, request.limit !== undefined ? request.limit : 20);") },
        ],
      },
    ],
  },
  ] satisfies InvalidTestCase<lossy.MessageIds, lossy.Options>[],
});

// The rules that report nothing here: every sample of `valid` is quiet for them too.
ruleTester.run("require-tool-param-types", requireToolParamTypes, { valid, invalid: [] });
ruleTester.run("no-truthy-tool-value", noTruthyToolValue, { valid, invalid: [] });
ruleTester.run("no-coercion-before-validation", noCoercionBeforeValidation, { valid, invalid: [] });
ruleTester.run("no-ungated-lookup", noUngatedLookup, { valid, invalid: [] });

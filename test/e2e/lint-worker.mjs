// Lints one snippet with every rule of the built plugin inside a worker thread, whose stack size
// the parent sets: typescript-estree and ESLint's traverser recurse once per nesting level, so a
// 10,000-level expression needs more stack than a thread gets by default.
import { parentPort, workerData } from "node:worker_threads";

import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";

const { pluginPath, code } = workerData;
const { default: plugin } = await import(pluginPath);
const linter = new Linter({ configType: "flat" });
try {
  const messages = linter.verify(code, [{ ...plugin.configs.recommended, files: ["**/*.ts"] }], "agent.ts");
  parentPort.postMessage({ messages: messages.map((message) => ({ ruleId: message.ruleId, messageId: message.messageId, line: message.line, fatal: message.fatal ?? false, message: message.message })) });
} catch (error) {
  parentPort.postMessage({ error: String(error?.stack ?? error) });
}

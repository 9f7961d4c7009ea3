/**
 * The playground in a real browser: Debian's `chromium`, driven by playwright-core. Builds the page,
 * serves it on 127.0.0.1, opens a share link with seeded code, and checks the findings against
 * ESLint's Node API for the same code, a fix, the explain view, a bad setting, share links, and
 * that the console stays clean. Prints the bundle size and the time from load to first findings
 * (measured, not asserted). Saves a screenshot in the temporary folder, or, with
 * `UPDATE_SCREENSHOT=1`, as docs/playground.png (the one the README shows).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { Linter } from "eslint";
import { type BrowserContext, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildPlayground, playgroundDist, servePlayground } from "../../scripts/playground-lib.mjs";
import { builtPlugin, repoRoot } from "./helpers.js";

const SEEDED_CODE = `// An MCP tool that edits a text: the model fills in its arguments.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { publish } from "event-bus";

const server = new McpServer({ name: "editor", version: "1.0.0" });
let text = "";

server.registerTool(
  "edit",
  { inputSchema: { old_string: z.string(), new_string: z.string(), force: z.string(), limit: z.number().int() } },
  async (args) => {
    if (args.new_string) text = text.replace(args.old_string, args.new_string);
    if (args.force) publish(args);
    const limit = args.limit || 10;
    return { content: [{ type: "text", text: text.slice(0, limit) }] };
  },
);
`;
const SEEDED_SETTINGS = `{ "presenceFields": ["result", "error", "structuredContent"] }`;
const BAD_SETTINGS = `{ "crossModule": "yes" }`;
const FILENAME = "playground.ts";

/** The same encoding as playground/src/share.ts, written again so that a change there shows here. */
function base64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64").replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "");
}

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("Debian's chromium is needed for the playground test: apt-get install -y chromium (or set CHROMIUM_PATH).");
  }
}

interface Plugin {
  configs: Record<string, Linter.Config>;
}

/** ESLint's own findings (Node API) for `code` with the plugin's config and these settings. */
async function nodeLint(code: string, config: string, settings: string): Promise<Linter.LintMessage[]> {
  const plugin = ((await import(builtPlugin)) as { default: Plugin }).default;
  const linter = new Linter({ configType: "flat" });
  return linter.verify(code, [plugin.configs[config]!, { settings: { "tool-contract": JSON.parse(settings) as unknown } }], { filename: FILENAME });
}

async function nodeSettingsError(code: string, settings: string): Promise<string> {
  try {
    await nodeLint(code, "recommended", settings);
  } catch (error) {
    return (error as Error).message.split("\n")[0]!;
  }
  throw new Error("The bad settings did not fail in Node.");
}

const findingsOf = (page: Page): Promise<string[]> =>
  page.$$eval("#findings li.finding", (items) => items.map((item) => `${item.getAttribute("data-line")} ${item.getAttribute("data-rule")}`));

const codeOf = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as { toolContractPlayground: { code(): string } }).toolContractPlayground.code());

describe("the playground in chromium", () => {
  let server: Server;
  let url: string;
  let context: BrowserContext;
  let profile: string;
  let bundle: Record<string, number>;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    bundle = await buildPlayground();
    ({ server, url } = await servePlayground(0));
    profile = mkdtempSync(join(tmpdir(), "tool-contract-chromium-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      viewport: { width: 1440, height: 900 },
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    context.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    context.on("weberror", (error) => consoleErrors.push(error.error().message));
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  const shareLink = (code: string, config: string, settings: string): string =>
    `${url}#code=${base64url(code)}&config=${config}&settings=${base64url(settings)}`;

  it("shows ESLint's findings for a shared link, applies a fix, marks tool data, and shows a bad setting's error", async () => {
    const page = await context.newPage();
    await page.goto(shareLink(SEEDED_CODE, "recommended", SEEDED_SETTINGS));
    await page.waitForSelector("html[data-first-findings-ms]", { timeout: 30_000 });
    const firstFindingsMs = Number(await page.getAttribute("html", "data-first-findings-ms"));

    // The share link restored the code, the config and the settings.
    expect(await codeOf(page)).toBe(SEEDED_CODE);
    expect(await page.inputValue("#config")).toBe("recommended");
    expect(await page.inputValue("#settings")).toBe(SEEDED_SETTINGS);

    // The findings, by rule and line, are ESLint's own for the same code, config and settings.
    const expected = await nodeLint(SEEDED_CODE, "recommended", SEEDED_SETTINGS);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect(await findingsOf(page)).toEqual(expected.map((message) => `${message.line} ${message.ruleId}`));
    for (const item of await page.$$("#findings li.finding a.rule")) {
      expect(await item.getAttribute("href")).toMatch(/\/docs\/rules\/[a-z-]+\.md$/u);
    }

    // The explain view marks the entry of tool data (the handler's `args`) and where tracking stopped.
    const entry = page.locator('#explain li[data-explain="entry"]');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.getAttribute("data-line")).toBe("12");
    expect(await page.locator(".cm-content .cm-tc-entry").first().textContent()).toBe("args");
    expect(await page.locator('#explain li[data-explain="lost"]').getAttribute("data-reason")).toBe("package");
    expect(await page.locator(".cm-content .cm-tc-lost").first().textContent()).toBe("args");
    expect(await page.locator(".cm-content .cm-tc-value").count()).toBeGreaterThan(3);

    const screenshot = process.env.UPDATE_SCREENSHOT === "1" ? join(repoRoot, "docs/playground.png") : join(tmpdir(), "tool-contract-playground.png");
    await page.screenshot({ path: screenshot });

    // Applying the presence check's fix gives the code ESLint's fix gives, and the finding goes.
    const presence = expected.find((message) => message.ruleId === "tool-contract/no-truthy-presence-check" && message.fix);
    expect(presence).toBeDefined();
    const fix = presence!.fix!;
    const fixed = SEEDED_CODE.slice(0, fix.range[0]) + fix.text + SEEDED_CODE.slice(fix.range[1]);
    await page.click(`#findings li.finding[data-rule="tool-contract/no-truthy-presence-check"][data-line="${presence!.line}"] button[data-action="fix"]`);
    await expect.poll(() => codeOf(page)).toBe(fixed);
    const afterFix = await nodeLint(fixed, "recommended", SEEDED_SETTINGS);
    await expect.poll(() => findingsOf(page)).toEqual(afterFix.map((message) => `${message.line} ${message.ruleId}`));
    expect(afterFix.some((message) => message.ruleId === "tool-contract/no-truthy-presence-check")).toBe(false);

    // A bad setting shows the plugin's own error message, the one ESLint gives in Node.
    await page.fill("#settings", BAD_SETTINGS);
    await page.waitForSelector("#settings-error:not([hidden])");
    const message = await nodeSettingsError(fixed, BAD_SETTINGS);
    expect(message).toContain('settings["tool-contract"].crossModule must be true or false');
    expect(await page.textContent("#settings-error")).toBe(message);
    expect(await page.locator("#findings li.finding").count()).toBe(0);

    const total = Object.values(bundle).reduce((sum, size) => sum + size, 0);
    const gzipped = Object.keys(bundle).reduce((sum, file) => sum + gzipSync(readFileSync(join(playgroundDist, file))).length, 0);
    console.log(`playground: bundle ${(total / 1024 / 1024).toFixed(2)} MiB (${(gzipped / 1024 / 1024).toFixed(2)} MiB gzipped, ${Object.keys(bundle).length} files); load to first findings ${firstFindingsMs} ms; screenshot ${screenshot}`);
    await page.close();
  });

  it("share links round-trip code, config and settings", async () => {
    const page = await context.newPage();
    await page.goto(shareLink(SEEDED_CODE, "recommended", SEEDED_SETTINGS));
    await page.waitForSelector("html[data-first-findings-ms]", { timeout: 30_000 });
    // Change all three in the page, then open the link the page gives.
    await page.selectOption("#config", "strict");
    const settings = `{ "validators": ["parseArgs"] }`;
    await page.fill("#settings", settings);
    await page.click(".cm-content");
    await page.keyboard.press("Control+End");
    // No Enter: under load, an autocompletion popup could take it.
    await page.keyboard.type("// edited");
    await page.keyboard.press("Escape");
    await expect.poll(async () => new URL(page.url()).hash.includes(`settings=${base64url(settings)}`)).toBe(true);
    const edited = await codeOf(page);
    expect(edited).toBe(`${SEEDED_CODE}// edited`);
    const link = page.url();
    expect(link).toContain("config=strict");

    const reopened = await context.newPage();
    await reopened.goto(link);
    await reopened.waitForSelector("html[data-first-findings-ms]", { timeout: 30_000 });
    expect(await codeOf(reopened)).toBe(edited);
    expect(await reopened.inputValue("#config")).toBe("strict");
    expect(await reopened.inputValue("#settings")).toBe(settings);
    const expected = await nodeLint(edited, "strict", settings);
    expect(await findingsOf(reopened)).toEqual(expected.map((message) => `${message.line} ${message.ruleId}`));
    await reopened.close();
    await page.close();
  });

  it("keeps working offline once loaded", async () => {
    const page = await context.newPage();
    await page.goto(shareLink(SEEDED_CODE, "recommended", SEEDED_SETTINGS));
    await page.waitForSelector("html[data-first-findings-ms]", { timeout: 30_000 });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await context.setOffline(true);
    try {
      await page.selectOption("#example", "openai-loop");
      const example = await codeOf(page);
      expect(example).toContain("JSON.parse(call.function.arguments)");
      const expected = await nodeLint(example, "recommended", SEEDED_SETTINGS);
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => findingsOf(page)).toEqual(expected.map((message) => `${message.line} ${message.ruleId}`));
      // The example whose arguments a package parses: no finding, and the explain view says why.
      await page.selectOption("#example", "parsed-in-a-helper");
      const unparsed = page.locator('#explain li[data-explain="lost"][data-reason="unparsed-arguments"]');
      await expect.poll(() => unparsed.count()).toBe(1);
      expect(await findingsOf(page)).toEqual([]);
      expect(await nodeLint(await codeOf(page), "recommended", SEEDED_SETTINGS)).toEqual([]);
      expect(requests).toEqual([]);
    } finally {
      await context.setOffline(false);
      await page.close();
    }
  });

  it("logs no console error", () => {
    expect(consoleErrors).toEqual([]);
  });
});

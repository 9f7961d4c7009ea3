/**
 * `tool-contract explain <files…> [--json] [--config recommended|strict]`: what the plugin sees in
 * each file. Runs ESLint with the project's config (or one of the plugin's configs) plus a rule
 * that records the analysis, and prints the entries of tool data, the values followed from them,
 * the places where tracking was lost and the findings. The `--json` shape is in docs/explain.md.
 */
import { relative } from "node:path";

import { ESLint, type Linter } from "eslint";

import type { ExplainData } from "../analysis/explain.js";
import { EXPLAIN_RULE, createExplainCollector } from "../explain-collector.js";
import plugin from "../index.js";

export const EXPLAIN_JSON_VERSION = 1;

export interface ExplainFinding {
  readonly ruleId: string | null;
  readonly line: number;
  readonly column: number;
  readonly endLine: number | null;
  readonly endColumn: number | null;
  readonly message: string;
  readonly fixable: boolean;
  readonly suggestions: number;
}

export interface ExplainFile extends ExplainData {
  /** The file, relative to the working directory, with `/` separators. */
  readonly file: string;
  /** `false` when no config applied the plugin's analysis to the file (ignored, or not a JS/TS file). */
  readonly analysed: boolean;
  readonly findings: readonly ExplainFinding[];
}

export interface ExplainReport {
  readonly version: number;
  readonly config: string;
  readonly files: readonly ExplainFile[];
}

const USAGE = `Usage: tool-contract explain <files...> [--json] [--config recommended|strict]

Shows what eslint-plugin-tool-contract sees in each file: where tool data enters, every value
followed from it with the gates that hold there, where the analysis lost track of it, and the
findings. Without --config, the project's ESLint config is used.`;

class UsageError extends Error {}

interface Options {
  readonly files: string[];
  readonly json: boolean;
  readonly config: "recommended" | "strict" | null;
}

function parseArguments(argv: readonly string[]): Options {
  const [command, ...rest] = argv;
  if (command !== "explain") throw new UsageError(command ? `Unknown command "${command}".` : "No command given.");
  const files: string[] = [];
  let json = false;
  let config: Options["config"] = null;
  for (let index = 0; index < rest.length; index++) {
    const argument = rest[index]!;
    if (argument === "--json") json = true;
    else if (argument === "--config" || argument.startsWith("--config=")) {
      const value = argument === "--config" ? rest[++index] : argument.slice("--config=".length);
      if (value !== "recommended" && value !== "strict") throw new UsageError(`--config must be "recommended" or "strict", not ${JSON.stringify(value ?? "")}.`);
      config = value;
    } else if (argument.startsWith("--")) throw new UsageError(`Unknown option "${argument}".`);
    else files.push(argument);
  }
  if (files.length === 0) throw new UsageError("No files given.");
  return { files, json, config };
}

/** Lints `files` under `cwd` and describes what the analysis saw in each. */
export async function explain(files: readonly string[], options: { cwd: string; config: Options["config"] }): Promise<ExplainReport> {
  const collector = createExplainCollector();
  const overrideConfig: Linter.Config[] = options.config ? [plugin.configs[options.config], collector.config] : [collector.config];
  const eslint = new ESLint({ cwd: options.cwd, overrideConfig, ...(options.config && { overrideConfigFile: true }) });
  const results = await eslint.lintFiles([...files]);
  const described = results.map((result): ExplainFile => {
    const data = collector.take(result.filePath);
    return {
      file: relative(options.cwd, result.filePath).split("\\").join("/"),
      analysed: data !== undefined,
      entries: data?.entries ?? [],
      values: data?.values ?? [],
      lost: data?.lost ?? [],
      findings: result.messages
        .filter((message) => message.ruleId !== EXPLAIN_RULE && (message.ruleId === null || message.ruleId.startsWith("tool-contract/")))
        .map((message) => ({
          ruleId: message.ruleId,
          line: message.line,
          column: message.column,
          endLine: message.endLine ?? null,
          endColumn: message.endColumn ?? null,
          message: message.message,
          fixable: message.fix !== undefined,
          suggestions: message.suggestions?.length ?? 0,
        })),
    };
  });
  return { version: EXPLAIN_JSON_VERSION, config: options.config ?? "project", files: described };
}

/** The report as text for people. */
export function formatReport(report: ExplainReport): string {
  const lines: string[] = [];
  for (const file of report.files) {
    lines.push(file.file);
    if (!file.analysed) {
      lines.push("  not analysed: no config applies eslint-plugin-tool-contract to this file", "");
      continue;
    }
    if (file.entries.length === 0) lines.push("  no tool data found: nothing in this file is recognised as tool arguments or a tool reply");
    else {
      lines.push("  tool data entries:");
      for (const entry of file.entries) {
        const validation = entry.validated
          ? `validated${entry.schema ? ` against ${entry.schema.text} (line ${entry.schema.line})` : ""}${entry.shape ? `: ${entry.shape}` : ""}`
          : "not validated";
        lines.push(`    #${entry.id} line ${entry.line}  ${entry.sdk}  \`${entry.expression}\`  ${validation}`);
      }
      lines.push("  values followed:");
      // A value that is only the object of a longer value read at the same place (`args` in `args.flag`) is not repeated.
      const shown = file.values.filter(
        (value, index) => index === 0 || file.values[index - 1]!.line !== value.line || file.values[index - 1]!.column !== value.column,
      );
      for (const value of shown) {
        const details = [value.shape ? `shape ${value.shape}` : "shape unknown", value.gates.length > 0 ? `gates: ${value.gates.join(", ")}` : "no gate"];
        lines.push(`    line ${value.line}:${value.column}  \`${value.expression}\`  from #${value.entry}${value.path ? ` .${value.path}` : ""}  ${details.join("  ")}`);
      }
    }
    if (file.lost.length > 0) {
      lines.push("  tracking lost:");
      for (const lost of file.lost) {
        const entry = lost.entry === null ? "" : ` (#${lost.entry})`;
        lines.push(`    line ${lost.line}:${lost.column}  \`${lost.expression}\`${entry}  ${lost.message} [${lost.reason}]`);
      }
    } else if (file.entries.length > 0) lines.push("  tracking lost: nowhere");
    if (file.findings.length === 0) lines.push("  findings: none");
    else {
      lines.push("  findings:");
      for (const finding of file.findings) lines.push(`    line ${finding.line}:${finding.column}  ${finding.ruleId ?? "error"}  ${finding.message}`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

export async function main(argv: readonly string[]): Promise<number> {
  let options: Options;
  try {
    options = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  try {
    const report = await explain(options.files, { cwd: process.cwd(), config: options.config });
    process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    return 0;
  } catch (error) {
    process.stderr.write(`tool-contract explain: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}

// Types for scripts/realworld-lib.mjs, for the tests that import it.
export interface Finding {
  package: string;
  file: string;
  line: number;
  column?: number;
  rule: string;
  text: string;
  message?: string;
  configs: string[];
}
export interface Label {
  package: string;
  file: string;
  line: number;
  rule: string;
  text: string;
  verdict: "tp" | "fp";
  reason: string;
}
export interface Comparison {
  labelled: Array<Finding & { verdict: "tp" | "fp"; reason: string }>;
  unlabelled: Finding[];
  disappeared: Label[];
  perRule: Record<string, { tp: number; fp: number; precision: number }>;
  tp: number;
  fp: number;
  precision: number | null;
}
export const MINIFIED_AVERAGE_LINE: number;
export function lineText(line: string, column: number): string;
export function selectFiles(files: Array<{ path: string; size: number; lines: number }>): {
  lint: string[];
  skipped: Array<{ path: string; why: string }>;
};
export function findingKey(finding: Pick<Finding, "package" | "file" | "line" | "rule" | "text">): string;
export function mergeFindings(findings: Finding[]): Finding[];
export function validateLabels(labels: unknown): Label[];
export function compareWithLabels(findings: Finding[], labels: Label[]): Comparison;
export function summaryLine(packages: number, comparison: Comparison): string;

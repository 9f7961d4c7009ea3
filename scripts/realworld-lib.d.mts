// Types for scripts/realworld-lib.mjs, for the tests that import it.
/** A finding names its repository (`owner/name`) or its package (`name@version`). */
export interface Finding {
  repo?: string;
  package?: string;
  file: string;
  line: number;
  column?: number;
  rule: string;
  text: string;
  message?: string;
  configs: string[];
}
export interface Label {
  repo?: string;
  package?: string;
  file: string;
  line: number;
  rule: string;
  text: string;
  verdict: "tp" | "fp";
  reason: string;
}
export type LabelledFinding = Finding & { verdict: "tp" | "fp"; reason: string };
export interface Comparison {
  labelled: LabelledFinding[];
  unlabelled: Finding[];
  disappeared: Label[];
  perRule: Record<string, { tp: number; fp: number; precision: number }>;
  tp: number;
  fp: number;
  precision: number | null;
}
export interface RepoEntry {
  repo: string;
  commit: string;
  lint: string[];
  styles: string[];
  heldout?: boolean;
  /** The held-out cohort the repository joined with (only with `heldout`). */
  cohort?: string;
}
export interface Defect {
  repo: string;
  file: string;
  line: number;
  text: string;
  rule: string;
  why: string;
}
export interface Coverage {
  repo: string;
  handlers: number;
  files: string[];
  notes: string;
}
export interface Audit {
  coverage: Coverage[];
  defects: Defect[];
}
export interface AuditComparison {
  found: Defect[];
  missed: Array<Defect & { reportedBy: string[] }>;
  perRule: Record<string, { audited: number; found: number; recall: number }>;
  outsideAudit: LabelledFinding[];
  recall: number | null;
}
export interface RuleRow {
  rule: string;
  findings: number;
  labelled: number;
  precision: number | null;
  audited: number;
  found: number;
  recall: number | null;
}
export const MINIFIED_AVERAGE_LINE: number;
export const SKIPPED_FOLDERS: Set<string>;
export function lineText(line: string, column: number): string;
export function selectFiles(files: Array<{ path: string; size: number; lines: number }>): {
  lint: string[];
  skipped: Array<{ path: string; why: string }>;
};
export function sourceOf(item: { repo?: string; package?: string }): string | undefined;
export function findingKey(finding: Pick<Finding, "repo" | "package" | "file" | "line" | "rule" | "text">): string;
export function mergeFindings(findings: Finding[]): Finding[];
export function validateLabels(labels: unknown): Label[];
export function compareWithLabels(findings: Finding[], labels: Label[]): Comparison;
export function summaryLine(packages: number, comparison: Comparison): string;
export function isLintedSource(path: string): boolean;
export function checkoutName(repo: string): string;
export function cloneCommands(entry: RepoEntry, folder: string): string[];
export function validateRepos(repos: unknown): RepoEntry[];
export function validateAudit(audit: unknown, repos: RepoEntry[], rules: string[]): Audit;
export function defectKey(item: Pick<Defect, "repo" | "file" | "line" | "rule">): string;
export function defectTextMatches(defect: Defect, lineOfFile: string | undefined): boolean;
export function compareWithAudit(findings: Finding[], defects: Defect[], labelled?: LabelledFinding[]): AuditComparison;
export function figure(value: number | null | undefined): string;
export function ruleRows(rules: string[], findings: Finding[], labels: Comparison, audit: AuditComparison): RuleRow[];
export function repoSummaryLine(figures: {
  repos: number;
  findings: number;
  labels: Comparison;
  audit: AuditComparison;
  heldout: { labels: Comparison; audit: AuditComparison };
  /** Held-out cohorts that joined later, each reported apart. */
  cohorts?: Array<{ name: string; figures: { labels: Comparison; audit: AuditComparison } }>;
}): string;

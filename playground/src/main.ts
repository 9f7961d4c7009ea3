/**
 * The playground page: an editor, the findings (inline and in a list, with fixes and suggestions),
 * the explain view, a config choice and a settings editor, and share links that restore them.
 */
import type { Action, Diagnostic } from "@codemirror/lint";
import type { EditorView } from "@codemirror/view";
import type { Linter } from "eslint";

import type { ExplainData } from "../../src/analysis/explain.js";
import { createEditor, offsetOf, showDiagnostics, showExplain } from "./editor.js";
import { EXAMPLES } from "./examples.js";
import { type ConfigName, type LintOutcome, lint, ruleDocsUrl } from "./lint.js";
import { fromHash, toHash } from "./share.js";
import "./style.css";

const $ = <T extends HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`The page has no ${selector}.`);
  return element;
};

const configSelect = $<HTMLSelectElement>("#config");
const exampleSelect = $<HTMLSelectElement>("#example");
const settingsInput = $<HTMLTextAreaElement>("#settings");
const settingsError = $<HTMLElement>("#settings-error");
const findingsList = $<HTMLOListElement>("#findings");
const findingsCount = $<HTMLElement>("#findings-count");
const explainPanel = $<HTMLElement>("#explain");
const explainToggle = $<HTMLInputElement>("#show-explain");
const status = $<HTMLElement>("#status");
const shareButton = $<HTMLButtonElement>("#share");

const initial = fromHash(location.hash);
configSelect.value = initial.config ?? "recommended";
settingsInput.value = initial.settings ?? "";
for (const example of EXAMPLES) exampleSelect.add(new Option(example.title, example.id));
if (initial.code === undefined) exampleSelect.value = EXAMPLES[0]!.id;
else exampleSelect.add(new Option("Shared code", "shared", true, true));

let timer: ReturnType<typeof setTimeout> | undefined;
const view: EditorView = createEditor($("#editor"), initial.code ?? EXAMPLES[0]!.code, () => schedule());
let firstFindings = true;

function schedule(delay = 250): void {
  clearTimeout(timer);
  timer = setTimeout(run, delay);
}

function run(): void {
  const code = view.state.doc.toString();
  const config = configSelect.value as ConfigName;
  const outcome = lint(code, config, settingsInput.value);
  history.replaceState(null, "", toHash({ code, config, settings: settingsInput.value }));
  render(outcome);
  if (firstFindings) {
    firstFindings = false;
    // Time from the start of navigation to the first findings on screen, read by the browser test.
    requestAnimationFrame(() => {
      document.documentElement.dataset.firstFindingsMs = String(Math.round(performance.now()));
    });
  }
}

function render(outcome: LintOutcome): void {
  settingsError.hidden = outcome.error === null;
  settingsError.textContent = outcome.error ?? "";
  document.documentElement.dataset.lintState = outcome.error === null ? "ok" : "error";
  const messages = outcome.messages;
  findingsCount.textContent = outcome.error === null ? String(messages.length) : "–";
  findingsCount.classList.toggle("zero", outcome.error === null && messages.length === 0);
  status.textContent = outcome.error === null ? `${messages.length} finding${messages.length === 1 ? "" : "s"} · linted in ${outcome.milliseconds.toFixed(0)} ms` : "Not linted: fix the settings";
  showDiagnostics(view, messages.map(toDiagnostic));
  findingsList.replaceChildren(...messages.map(findingItem));
  if (messages.length === 0 && outcome.error === null) {
    const empty = document.createElement("li");
    empty.className = "empty";
    empty.textContent = "No findings. Check the explain view: a clean run only means something where the tool data was followed.";
    findingsList.append(empty);
  }
  renderExplain(outcome.explain);
  showExplain(view, explainToggle.checked ? outcome.explain : null);
  lastExplain = outcome.explain;
}

let lastExplain: ExplainData | null = null;

function toDiagnostic(message: Linter.LintMessage): Diagnostic {
  const from = offsetOf(view, message.line, message.column);
  const to = message.endLine === undefined ? from : offsetOf(view, message.endLine, message.endColumn ?? message.column);
  const actions: Action[] = [];
  if (message.fix) actions.push({ name: "Fix", apply: () => applyEdit(message.fix!) });
  for (const suggestion of message.suggestions ?? []) actions.push({ name: suggestion.desc, apply: () => applyEdit(suggestion.fix) });
  return {
    from,
    to: Math.max(to, from),
    severity: message.fatal || message.severity === 2 ? "error" : "warning",
    message: message.message,
    source: message.ruleId ?? "parser",
    actions,
  };
}

function applyEdit(fix: { range: readonly [number, number]; text: string }): void {
  view.dispatch({ changes: { from: fix.range[0], to: fix.range[1], insert: fix.text } });
  schedule(0);
}

function findingItem(message: Linter.LintMessage): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "finding";
  item.dataset.rule = message.ruleId ?? "parser";
  item.dataset.line = String(message.line);
  item.dataset.column = String(message.column);
  const where = document.createElement("button");
  where.className = "where";
  where.textContent = `${message.line}:${message.column}`;
  where.title = "Show in the editor";
  where.addEventListener("click", () => {
    const at = offsetOf(view, message.line, message.column);
    view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
    view.focus();
  });
  const text = document.createElement("p");
  text.className = "message";
  text.append(...withCode(message.message));
  const rule = document.createElement(message.ruleId ? "a" : "span");
  rule.className = "rule";
  rule.textContent = message.ruleId ?? "parse error";
  const url = message.ruleId ? ruleDocsUrl(message.ruleId) : null;
  if (url && rule instanceof HTMLAnchorElement) {
    rule.href = url;
    rule.target = "_blank";
    rule.rel = "noopener";
  }
  const actions = document.createElement("div");
  actions.className = "actions";
  if (message.fix) actions.append(actionButton("Fix", "fix", () => applyEdit(message.fix!)));
  (message.suggestions ?? []).forEach((suggestion, index) => {
    const button = actionButton(suggestion.desc, "suggestion", () => applyEdit(suggestion.fix));
    button.dataset.index = String(index);
    actions.append(button);
  });
  item.append(where, rule, text, actions);
  return item;
}

/** A message's `code` spans as <code> elements. */
function withCode(text: string): Array<string | HTMLElement> {
  return text.split(/(`[^`]+`)/u).map((part) => {
    if (!/^`[^`]+`$/u.test(part)) return part;
    const code = document.createElement("code");
    code.textContent = part.slice(1, -1);
    return code;
  });
}

function actionButton(label: string, action: string, apply: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.className = `action ${action}`;
  button.dataset.action = action;
  button.textContent = label;
  button.addEventListener("click", apply);
  return button;
}

function renderExplain(explain: ExplainData | null): void {
  if (!explain) {
    explainPanel.replaceChildren(paragraph("Nothing to explain until the code parses and the settings are valid."));
    return;
  }
  const parts: HTMLElement[] = [];
  if (explain.entries.length === 0) {
    parts.push(paragraph("No tool data found: nothing here is recognised as tool arguments or a tool reply, so no rule has anything to check."));
  } else {
    parts.push(heading(`Tool data enters (${explain.entries.length})`));
    parts.push(
      list(
        explain.entries.map((entry) => ({
          attributes: { "data-explain": "entry", "data-line": String(entry.line), "data-validated": String(entry.validated) },
          line: entry.line,
          label: `#${entry.id} ${entry.sdk}`,
          code: entry.expression,
          note: entry.validated ? `validated${entry.schema ? ` against ${entry.schema.text}` : ""}${entry.shape ? ` → ${entry.shape}` : ""}` : "not validated",
        })),
      ),
    );
  }
  if (explain.lost.length > 0) {
    parts.push(heading(`Tracking lost (${explain.lost.length})`));
    parts.push(
      list(
        explain.lost.map((lost) => ({
          attributes: { "data-explain": "lost", "data-line": String(lost.line), "data-reason": lost.reason },
          line: lost.line,
          label: lost.reason,
          code: lost.expression,
          note: lost.message,
        })),
      ),
    );
  } else if (explain.entries.length > 0) parts.push(heading("Tracking lost: nowhere"));
  if (explain.entries.length > 0) {
    const shown = explain.values.filter((value, index) => index === 0 || explain.values[index - 1]!.line !== value.line || explain.values[index - 1]!.column !== value.column);
    parts.push(heading(`Values followed (${shown.length})`));
    parts.push(
      list(
        shown.map((value) => ({
          attributes: { "data-explain": "value", "data-line": String(value.line) },
          line: value.line,
          label: `#${value.entry}${value.path ? ` .${value.path}` : ""}`,
          code: value.expression,
          note: [value.shape ?? "shape unknown", value.gates.length > 0 ? `gates: ${value.gates.join(", ")}` : "no gate"].join(" · "),
        })),
      ),
    );
  }
  explainPanel.replaceChildren(...parts);
}

function paragraph(text: string): HTMLParagraphElement {
  const element = document.createElement("p");
  element.className = "note";
  element.textContent = text;
  return element;
}

function heading(text: string): HTMLHeadingElement {
  const element = document.createElement("h3");
  element.textContent = text;
  return element;
}

interface Row {
  readonly attributes: Record<string, string>;
  readonly line: number;
  readonly label: string;
  readonly code: string;
  readonly note: string;
}

function list(rows: readonly Row[]): HTMLUListElement {
  const element = document.createElement("ul");
  element.className = "explain-list";
  for (const row of rows) {
    const item = document.createElement("li");
    for (const [name, value] of Object.entries(row.attributes)) item.setAttribute(name, value);
    const line = document.createElement("button");
    line.className = "where";
    line.textContent = `line ${row.line}`;
    line.addEventListener("click", () => {
      view.dispatch({ selection: { anchor: offsetOf(view, row.line, 1) }, scrollIntoView: true });
      view.focus();
    });
    const label = document.createElement("span");
    label.className = "label";
    label.textContent = row.label;
    const code = document.createElement("code");
    code.textContent = row.code;
    const note = document.createElement("span");
    note.className = "detail";
    note.textContent = row.note;
    item.append(line, label, code, note);
    element.append(item);
  }
  return element;
}

configSelect.addEventListener("change", () => schedule(0));
settingsInput.addEventListener("input", () => schedule());
explainToggle.addEventListener("change", () => showExplain(view, explainToggle.checked ? lastExplain : null));
exampleSelect.addEventListener("change", () => {
  const example = EXAMPLES.find((candidate) => candidate.id === exampleSelect.value);
  if (example) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: example.code } });
  schedule(0);
});
shareButton.addEventListener("click", () => {
  const url = `${location.origin}${location.pathname}${toHash({ code: view.state.doc.toString(), config: configSelect.value as ConfigName, settings: settingsInput.value })}`;
  history.replaceState(null, "", url);
  void navigator.clipboard?.writeText(url).then(
    () => (shareButton.textContent = "Link copied"),
    () => (shareButton.textContent = "Link in the address bar"),
  );
  setTimeout(() => (shareButton.textContent = "Share"), 2000);
});
window.addEventListener("hashchange", () => {
  const state = fromHash(location.hash);
  if (state.code !== undefined && state.code !== view.state.doc.toString()) {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: state.code } });
  }
  if (state.config) configSelect.value = state.config;
  settingsInput.value = state.settings ?? "";
  schedule(0);
});

// A read-only handle for the browser test and for people poking at the page from the console.
(window as unknown as { toolContractPlayground: { code(): string } }).toolContractPlayground = { code: () => view.state.doc.toString() };

run();

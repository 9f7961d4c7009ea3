/**
 * The CodeMirror editor: TypeScript highlighting, the findings as inline diagnostics (with their
 * fix and suggestions as actions), and the explain view's marks: the entries of tool data, the
 * values followed from them, and the places where tracking stopped.
 */
import { javascript } from "@codemirror/lang-javascript";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { type Diagnostic, lintGutter, setDiagnostics } from "@codemirror/lint";
import { type Extension, RangeSetBuilder, StateEffect, StateField } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView, WidgetType } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { basicSetup } from "codemirror";

import type { ExplainData, ExplainPosition } from "../../src/analysis/explain.js";

export interface Mark {
  readonly from: number;
  readonly to: number;
  readonly kind: "entry" | "value" | "lost";
  readonly title: string;
}

const setMarks = StateEffect.define<readonly Mark[]>();

class LostWidget extends WidgetType {
  constructor(private readonly title: string) {
    super();
  }
  override eq(other: LostWidget): boolean {
    return other.title === this.title;
  }
  toDOM(): HTMLElement {
    const element = document.createElement("span");
    element.className = "cm-tc-lost-marker";
    element.textContent = "⤳ lost";
    element.title = this.title;
    return element;
  }
}

const marks = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setMarks)) continue;
      const builder = new RangeSetBuilder<Decoration>();
      const order = { entry: 0, value: 1, lost: 2 } as const;
      const sorted = [...effect.value].filter((mark) => mark.to > mark.from).sort((a, b) => a.from - b.from || b.to - a.to || order[a.kind] - order[b.kind]);
      for (const mark of sorted) {
        builder.add(mark.from, mark.to, Decoration.mark({ class: `cm-tc-${mark.kind}`, attributes: { title: mark.title, "data-explain-mark": mark.kind } }));
      }
      const widgets = sorted.filter((mark) => mark.kind === "lost").sort((a, b) => a.to - b.to);
      const combined = builder.finish();
      next = combined.update({
        add: widgets.map((mark) => Decoration.widget({ widget: new LostWidget(mark.title), side: 1 }).range(mark.to)),
        sort: true,
      });
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Colours for the dark page. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword], color: "#c792ea" },
  { tag: [tags.string, tags.special(tags.string)], color: "#a5d6a7" },
  { tag: [tags.number, tags.bool, tags.null], color: "#f78c6c" },
  { tag: [tags.comment], color: "#6b7a8c", fontStyle: "italic" },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: "#82aaff" },
  { tag: [tags.propertyName], color: "#9fd0ff" },
  { tag: [tags.typeName, tags.className, tags.namespace], color: "#ffcb6b" },
  { tag: [tags.variableName, tags.definition(tags.variableName)], color: "#dbe3ec" },
  { tag: [tags.punctuation, tags.bracket, tags.operator], color: "#9aa7b5" },
]);

export function createEditor(parent: HTMLElement, doc: string, onChange: (code: string) => void): EditorView {
  const extensions: Extension[] = [
    basicSetup,
    javascript({ typescript: true }),
    syntaxHighlighting(highlight),
    EditorView.theme({}, { dark: true }),
    lintGutter(),
    marks,
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange(update.state.doc.toString());
    }),
  ];
  return new EditorView({ parent, doc, extensions });
}

/** The document offset of an ESLint position (1-based line and column), clamped to the document. */
export function offsetOf(view: EditorView, line: number, column: number): number {
  const doc = view.state.doc;
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column - 1, 0), at.to);
}

export function rangeOf(view: EditorView, position: ExplainPosition): { from: number; to: number } {
  return { from: offsetOf(view, position.line, position.column), to: offsetOf(view, position.endLine, position.endColumn) };
}

export function showDiagnostics(view: EditorView, diagnostics: readonly Diagnostic[]): void {
  view.dispatch(setDiagnostics(view.state, diagnostics));
}

/** Marks the explain view's places in the editor, or clears them (`null`). */
export function showExplain(view: EditorView, explain: ExplainData | null): void {
  const found: Mark[] = [];
  if (explain) {
    for (const value of explain.values) {
      found.push({ ...rangeOf(view, value), kind: "value", title: `tool data from #${value.entry}${value.path ? ` .${value.path}` : ""}${value.shape ? `: ${value.shape}` : ""}` });
    }
    for (const entry of explain.entries) {
      found.push({ ...rangeOf(view, entry), kind: "entry", title: `#${entry.id} ${entry.sdk}: ${entry.validated ? "validated" : "not validated"}` });
    }
    for (const lost of explain.lost) found.push({ ...rangeOf(view, lost), kind: "lost", title: `Tracking lost: ${lost.message}` });
  }
  view.dispatch({ effects: setMarks.of(found) });
}

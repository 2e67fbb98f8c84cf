import { useEffect, useRef } from 'react';
import { useLatest } from 'ahooks';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import type { CodeEditorProps } from './code-editor-props';

// Each language is its own chunk: a JSON parameter does not fetch the SQL and Python grammars.
const LANGUAGES: Partial<Record<string, () => Promise<Extension>>> = {
  json: () => import('@codemirror/lang-json').then(({ json }) => json()),
  sql: () => import('@codemirror/lang-sql').then(({ sql }) => sql()),
  python: () => import('@codemirror/lang-python').then(({ python }) => python()),
};

/** CodeMirror 6 over a parameter's text; its own chunk (see `code-editor-widget.tsx`). */
export default function CodeEditor({
  value,
  onChange,
  label,
  language,
  dark,
  disabled,
  height,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestChange = useLatest(onChange);
  // The value is read when the editor is built; later outside changes are synced below without rebuilding it.
  const latestValue = useLatest(value);

  useEffect(() => {
    if (!host.current) return;
    const grammar = new Compartment();
    let live = true;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: view.current?.state.doc.toString() ?? latestValue.current,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          grammar.of([]),
          dark ? oneDark : syntaxHighlighting(defaultHighlightStyle),
          EditorState.readOnly.of(disabled),
          EditorView.editable.of(!disabled),
          EditorView.contentAttributes.of({ 'aria-label': label, 'data-language': language }),
          EditorView.theme({
            '&': { fontSize: '12px', maxHeight: `${height}px` },
            '.cm-scroller': { overflow: 'auto' },
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    void LANGUAGES[language]?.().then((extension) => {
      if (live) created.dispatch({ effects: grammar.reconfigure(extension) });
    });
    return () => {
      live = false;
      created.destroy();
    };
  }, [language, dark, disabled, label, height, latestChange, latestValue]);

  // An outside change (undo on the canvas, a refreshed node) replaces the editor's text.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value)
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  // `nodrag`/`nowheel`: selecting text and scrolling must not move the node or zoom the canvas.
  return (
    <div
      ref={host}
      className="nodrag nowheel w-full overflow-hidden rounded border border-black/15 dark:border-white/20"
    />
  );
}

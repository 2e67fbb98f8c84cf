import { lazy, Suspense } from 'react';
import { Input } from 'antd';
import { usePreferences } from '@/contexts/preferences-context';
import type { FlowParameter } from '@/contract/flow';
import { editorHeight, stringAttr } from './ui-attr';

// CodeMirror is its own chunk, fetched the first time a code parameter is shown.
const CodeEditor = lazy(() => import('./code-editor'));

const DEFAULT_HEIGHT = 240;

interface CodeEditorWidgetProps {
  parameter: FlowParameter;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** A `code_editor` parameter: a plain text area while the editor loads, then CodeMirror in the `language` of its attrs. */
export function CodeEditorWidget({ parameter, value, disabled, onChange }: CodeEditorWidgetProps) {
  const { mode } = usePreferences();
  const language = stringAttr(parameter, 'language') ?? 'plain';
  const height = editorHeight(parameter) ?? DEFAULT_HEIGHT;
  return (
    <Suspense
      fallback={
        <Input.TextArea
          aria-label={parameter.label}
          className="nodrag w-full font-mono"
          disabled={disabled}
          autoSize={{ minRows: 3, maxRows: 8 }}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      }
    >
      <CodeEditor
        value={value}
        onChange={onChange}
        label={parameter.label}
        language={language}
        dark={mode === 'dark'}
        disabled={disabled}
        height={height}
      />
    </Suspense>
  );
}

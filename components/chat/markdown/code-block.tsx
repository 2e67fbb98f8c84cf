import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/contexts/preferences-context';
import '@/locales/areas/chat';
import { CopyButton } from './copy-button';
import type { HighlightedLines } from './highlighter';
import { useIsStreaming } from './streaming-context';
import { useHighlightedLines } from './use-highlighted-lines';

const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;

function HighlightedCode({ lines }: { lines: HighlightedLines }) {
  return lines.map((line, lineIndex) => (
    <span key={lineIndex}>
      {line.map((token, tokenIndex) => {
        const fontStyle = token.fontStyle ?? 0;
        return (
          <span
            key={tokenIndex}
            style={{
              color: token.color,
              fontStyle: fontStyle & ITALIC ? 'italic' : undefined,
              fontWeight: fontStyle & BOLD ? 600 : undefined,
              textDecoration: fontStyle & UNDERLINE ? 'underline' : undefined,
            }}
          >
            {token.content}
          </span>
        );
      })}
      {lineIndex < lines.length - 1 ? '\n' : null}
    </span>
  ));
}

interface CodeBlockProps {
  code: string;
  /** The fence's info string; null for a bare fence. */
  language: string | null;
  /** DB-GPT `vis-*` payloads are shown as they are, uncoloured, until they get components of their own. */
  plain?: boolean;
}

/** A fenced code block: a header with the language and Copy, and the code, coloured once shiki is ready. */
export const CodeBlock = memo(function CodeBlock({ code, language, plain = false }: CodeBlockProps) {
  const { t } = useTranslation('chat');
  const { mode } = usePreferences();
  const streaming = useIsStreaming();
  const lines = useHighlightedLines(code, language, mode, !plain && !streaming);

  return (
    <div className="my-3 overflow-hidden rounded-lg border border-solid border-black/10 bg-[#f6f8fa] dark:border-white/10 dark:bg-[#161b22]">
      <div className="flex items-center justify-between gap-2 border-0 border-b border-solid border-black/10 px-3 py-1 text-xs text-black/60 dark:border-white/10 dark:text-white/60">
        <span className="font-mono">{language ?? t('markdown.plain_text')}</span>
        <CopyButton text={code} />
      </div>
      <pre
        className="m-0 overflow-x-auto bg-transparent p-3 text-[13px] leading-relaxed"
        data-highlighted={lines ? 'true' : 'false'}
      >
        <code className="font-mono">{lines ? <HighlightedCode lines={lines} /> : code}</code>
      </pre>
    </div>
  );
});

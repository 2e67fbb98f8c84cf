import { useEffect, useState } from 'react';
import type { ThemeMode } from '@/utils/theme';
import {
  cachedHighlight,
  highlightCode,
  highlightKey,
  MAX_HIGHLIGHT_LENGTH,
  resolveLanguage,
  type HighlightedLines,
} from './highlighter';

interface Highlighted {
  key: string;
  lines: HighlightedLines;
}

/**
 * Coloured lines for a code block once shiki has tokenised it, or null meanwhile (the block shows plain
 * monospace text until then). Nothing is requested while `enabled` is false.
 */
export function useHighlightedLines(
  code: string,
  language: string | null,
  mode: ThemeMode,
  enabled: boolean,
): HighlightedLines | null {
  const resolved = resolveLanguage(language);
  const key =
    enabled && resolved && code.length <= MAX_HIGHLIGHT_LENGTH ? highlightKey(code, resolved, mode) : null;
  const [highlighted, setHighlighted] = useState<Highlighted | null>(null);

  useEffect(() => {
    if (!key || !resolved || cachedHighlight(key)) return;
    let current = true;
    highlightCode(code, resolved, mode).then(
      (lines) => {
        if (current) setHighlighted({ key, lines });
      },
      () => undefined, // Highlighting is decoration: on failure the block simply stays plain.
    );
    return () => {
      current = false;
    };
  }, [key, code, resolved, mode]);

  if (!key) return null;
  return cachedHighlight(key) ?? (highlighted?.key === key ? highlighted.lines : null);
}

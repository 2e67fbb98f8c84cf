import { useEffect, useState } from 'react';
import { queryPromptPage } from '@/client/api/prompt';
import type { Prompt } from '@/contract/prompt';
import {
  noteVisibilityFrom,
  rememberedVisibilitySupport,
  type VisibilitySupport,
} from './visibility-support';

/**
 * Whether the server keeps visibility, for the editor: a stored prompt tells by itself; a new one goes by
 * what the list showed in this tab, else by one prompt of the library, asked once (an empty library leaves
 * it unknown, and the choice is offered).
 */
export function useVisibilitySupport(prompt: Prompt | null | undefined): VisibilitySupport {
  const [support, setSupport] = useState<VisibilitySupport>(() =>
    prompt ? noteVisibilityFrom([prompt]) : rememberedVisibilitySupport(),
  );
  useEffect(() => {
    if (support !== 'unknown') return;
    // Left with the editor: the question is withdrawn, and a late answer changes nothing.
    const leaving = new AbortController();
    // A quiet question: whatever goes wrong, the choice stays offered as before.
    queryPromptPage({}, { page: 1, page_size: 1 }, { signal: leaving.signal })
      .then(({ data: envelope }) => {
        if (leaving.signal.aborted || !envelope?.success || !envelope.data) return;
        setSupport(noteVisibilityFrom(envelope.data.items));
      })
      .catch(() => undefined);
    return () => leaving.abort();
  }, [support]);
  return support;
}

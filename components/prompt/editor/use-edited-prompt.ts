import { useRequest } from 'ahooks';
import { apiInterceptors } from '@/client/envelope';
import { queryPromptPage } from '@/client/api/prompt';
import type { Prompt } from '@/contract/prompt';

export type EditedPrompt =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'not_found' }
  | { status: 'ready'; prompt: Prompt };

async function loadByCode(code: string): Promise<Prompt | null> {
  // There is no read-one call: the page query's exact-match filter on the code finds it.
  const [error, data, envelope] = await apiInterceptors(
    queryPromptPage({ prompt_code: code }, { page: 1, page_size: 1 }),
  );
  if (error || !envelope?.success) throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  return data?.items.find((prompt) => prompt.prompt_code === code) ?? null;
}

/** The prompt with this code; render it under `key={code}` so another code loads afresh. */
export function useEditedPrompt(code: string): EditedPrompt {
  const { data, loading, error, refresh } = useRequest(() => loadByCode(code), { onError: () => undefined });
  if (loading) return { status: 'loading' };
  if (error) return { status: 'failed', retry: refresh };
  if (data === undefined) return { status: 'loading' };
  return data ? { status: 'ready', prompt: data } : { status: 'not_found' };
}

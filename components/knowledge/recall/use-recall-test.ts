import { useCallback, useEffect, useRef, useState } from 'react';
import type { AxiosResponse } from 'axios';
import { getRecallRetrievers, getRecommendQuestions, recallTest } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import type { Envelope } from '@/contract/common';
import type { RecallChunk, RecallTestRequest } from '@/contract/knowledge';
import { questionTerms } from './highlight';

export type StringList = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: string[] };

/** A list of names the space offers (retrievers, recommended questions); failures stay quiet. */
function useStringList(load: () => Promise<AxiosResponse<Envelope<string[]>>>): StringList {
  const [list, setList] = useState<StringList>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    void apiInterceptors(load(), '*').then(([error, data, envelope]) => {
      if (cancelled) return;
      if (error || !envelope?.success) return setList({ status: 'error' });
      setList({
        status: 'ready',
        items: Array.isArray(data) ? data.filter((item) => typeof item === 'string') : [],
      });
    });
    return () => {
      cancelled = true;
    };
  }, [load]);
  return list;
}

export function useRecallOptions(space: string) {
  const loadRetrievers = useCallback(() => getRecallRetrievers(space), [space]);
  const loadQuestions = useCallback(() => getRecommendQuestions(space), [space]);
  return { retrievers: useStringList(loadRetrievers), questions: useStringList(loadQuestions) };
}

export type RecallState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; chunks: RecallChunk[]; terms: string[] }
  | { status: 'failed'; message: string | null };

/** Runs recall tests one at a time; a newer test makes the answer of an older one irrelevant. */
export function useRecallTest(space: string) {
  const [state, setState] = useState<RecallState>({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback(
    async (body: RecallTestRequest & { question: string }) => {
      const call = (latest.current += 1);
      setState({ status: 'running' });
      const [error, data, envelope] = await apiInterceptors(recallTest(space, body), '*');
      if (call !== latest.current) return;
      if (error || !envelope?.success)
        return setState({ status: 'failed', message: envelope?.err_msg || null });
      setState({
        status: 'done',
        chunks: Array.isArray(data) ? data : [],
        terms: questionTerms(body.question),
      });
    },
    [space],
  );
  return { state, run };
}

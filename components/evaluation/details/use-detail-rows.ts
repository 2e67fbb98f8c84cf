import { useEffect, useState } from 'react';
import { getEvaluationDetail } from '@/client/api/evaluate';
import { apiInterceptors } from '@/client/envelope';
import { toQuestionRows, type QuestionRow } from './detail-rows';

export type DetailRows = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; rows: QuestionRow[] };

async function loadRows(code: string): Promise<DetailRows> {
  const [error, detail, envelope] = await apiInterceptors(getEvaluationDetail(code));
  if (error || !envelope?.success || !Array.isArray(detail)) return { kind: 'failed' };
  return { kind: 'ready', rows: toQuestionRows(detail) };
}

/** The questions of one evaluation with their scores; `retry` asks again after a failure. */
export function useDetailRows(code: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; rows: DetailRows }>({
    key: '',
    rows: { kind: 'loading' },
  });
  const key = `${code}#${attempt}`;

  useEffect(() => {
    let current = true;
    void loadRows(code).then((rows) => current && setState({ key: `${code}#${attempt}`, rows }));
    return () => {
      current = false;
    };
  }, [code, attempt]);

  return {
    rows: state.key === key ? state.rows : ({ kind: 'loading' } as const),
    retry: () => setAttempt((count) => count + 1),
  };
}

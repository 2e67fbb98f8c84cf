import { apiInterceptors } from '@/client/envelope';
import {
  deleteEvaluation,
  downloadEvaluationResult,
  getEvaluations,
  startEvaluation,
} from '@/client/api/evaluate';
import type { Evaluation, EvaluationStartRequest } from '@/contract/evaluate';
import { usePolling } from '@/components/knowledge/use-polling';
import { saveDownload } from '../save-download';
import type { ChangeOutcome } from '../datasets/use-datasets';
import { usePagedList } from '../use-paged-list';
import { isUnsettled } from './evaluation-shapes';

/** How often the list is asked again while a run has not settled. */
export const EVALUATION_POLL_MS = 2000;

const loadEvaluations = (page: number, pageSize: number) => getEvaluations({ page, page_size: pageSize });

/** The evaluations tab: one page of runs, asked again while any of them is still on its way. */
export function useEvaluations() {
  const { list, reload, setPaging } = usePagedList<Evaluation>(loadEvaluations);
  const moving = list.kind === 'ready' && list.page.items.some(isUnsettled);
  usePolling(() => void reload(true), moving, EVALUATION_POLL_MS);

  const start = async (body: EvaluationStartRequest): Promise<ChangeOutcome> => {
    const [, , envelope] = await apiInterceptors(startEvaluation(body), '*');
    if (!envelope?.success) return { ok: false, message: envelope?.err_msg ?? null };
    await reload();
    return { ok: true };
  };

  const remove = async (code: string): Promise<boolean> => {
    const [error, , envelope] = await apiInterceptors(deleteEvaluation(code));
    await reload();
    return !error && envelope?.success === true;
  };

  const download = (evaluation: Evaluation) =>
    saveDownload(
      downloadEvaluationResult(evaluation.evaluate_code),
      `${evaluation.datasets_name ?? evaluation.evaluate_code}.xlsx`,
    );

  return { list, reload, setPaging, start, remove, download };
}

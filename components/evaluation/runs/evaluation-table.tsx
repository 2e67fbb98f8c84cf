import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { Evaluation } from '@/contract/evaluate';
import { CELL, HEAD_CELL, TABLE_CLASS, Timestamp } from '../cells';
import { runState } from './evaluation-shapes';
import { RunStateCell } from './run-state';
import { ScoreSummary, ScoreTiles } from './score-tiles';
import '@/locales/areas/evaluation';

interface EvaluationTableProps {
  evaluations: Evaluation[];
  /** Codes ticked for the side-by-side comparison (two at most). */
  picked: string[];
  onPick: (code: string, picked: boolean) => void;
  onDetails: (evaluation: Evaluation) => void;
  onDownload: (evaluation: Evaluation) => void;
  onDelete: (evaluation: Evaluation) => void;
  /** The space's or app's name (its id while unknown). */
  targetName: (evaluation: Evaluation) => string;
}

const COLUMNS = 8;

/** The runs, each expandable into a tile per metric; scrolls sideways on a phone. */
export function EvaluationTable({
  evaluations,
  picked,
  onPick,
  onDetails,
  onDownload,
  onDelete,
  targetName,
}: EvaluationTableProps) {
  const { t } = useTranslation('evaluation');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (code: string) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  const sceneLabel = (key: string | null | undefined) =>
    key === 'recall' ? t('runs.scene.recall') : key === 'app' ? t('runs.scene.app') : (key ?? '–');

  return (
    <div className="overflow-x-auto" data-testid="evaluation-table">
      <table className={`${TABLE_CLASS} sticky-actions`} aria-label={t('runs.table_label')}>
        <thead>
          <tr>
            <th className={HEAD_CELL}>
              <span className="sr-only">{t('runs.col.expand')}</span>
            </th>
            <th className={HEAD_CELL}>{t('runs.col.compare')}</th>
            <th className={HEAD_CELL}>{t('runs.col.dataset')}</th>
            <th className={HEAD_CELL}>{t('runs.col.scene')}</th>
            <th className={HEAD_CELL}>{t('runs.col.state')}</th>
            <th className={HEAD_CELL}>{t('runs.col.scores')}</th>
            <th className={HEAD_CELL}>{t('runs.col.created')}</th>
            <th className={HEAD_CELL}>{t('runs.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {evaluations.map((evaluation) => {
            const code = evaluation.evaluate_code;
            const name = evaluation.datasets_name ?? code;
            const expanded = open.has(code);
            const complete = runState(evaluation) === 'complete';
            const isPicked = picked.includes(code);
            return (
              <Fragment key={code}>
                <tr data-testid="evaluation-row" data-code={code}>
                  <td className={CELL}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-label={t(expanded ? 'runs.collapse' : 'runs.expand', { name })}
                      onClick={() => toggle(code)}
                      className="h-6 w-6 cursor-pointer rounded border border-solid border-black/15 bg-transparent text-inherit dark:border-white/20"
                    >
                      {expanded ? '−' : '+'}
                    </button>
                  </td>
                  <td className={CELL}>
                    <input
                      type="checkbox"
                      aria-label={t('runs.pick', { name })}
                      checked={isPicked}
                      disabled={!isPicked && (picked.length >= 2 || !complete)}
                      onChange={(event) => onPick(code, event.target.checked)}
                    />
                  </td>
                  <td className={`${CELL} font-medium`}>{name}</td>
                  <td className={CELL}>
                    <span className="flex flex-col">
                      <span>{sceneLabel(evaluation.scene_key)}</span>
                      <span className="text-xs break-words opacity-60">{targetName(evaluation)}</span>
                    </span>
                  </td>
                  <td className={CELL}>
                    <RunStateCell evaluation={evaluation} />
                  </td>
                  <td className={CELL}>
                    <ScoreSummary evaluation={evaluation} />
                  </td>
                  <td className={CELL}>
                    <Timestamp value={evaluation.gmt_create} />
                  </td>
                  <td className={CELL}>
                    {/* Stacked: side by side they pushed Download and Delete out of view at desktop width. */}
                    <span className="flex flex-col items-start">
                      <PlainButton
                        size="small"
                        variant="text"
                        disabled={!complete}
                        aria-label={t('runs.details_of', { name })}
                        onClick={() => onDetails(evaluation)}
                      >
                        {t('runs.details')}
                      </PlainButton>
                      <PlainButton
                        size="small"
                        variant="text"
                        disabled={!complete}
                        aria-label={t('runs.download_of', { name })}
                        onClick={() => onDownload(evaluation)}
                      >
                        {t('runs.download')}
                      </PlainButton>
                      <PlainButton
                        size="small"
                        variant="danger_text"
                        aria-label={t('runs.delete_of', { name })}
                        onClick={() => onDelete(evaluation)}
                      >
                        {t('runs.delete')}
                      </PlainButton>
                    </span>
                  </td>
                </tr>
                {expanded && (
                  <tr>
                    <td colSpan={COLUMNS} className={`${CELL} bg-black/[0.015] dark:bg-white/[0.02]`}>
                      <ScoreTiles evaluation={evaluation} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

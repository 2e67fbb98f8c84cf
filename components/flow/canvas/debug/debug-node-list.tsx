import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/common/plain/spinner';
import type { NodeRun } from './node-trace-store';
import '@/locales/areas/flow-run';

const STATUS_COLOUR = {
  running: 'text-[#0C75FC] dark:text-[#69a7ff]',
  done: 'text-green-700 dark:text-green-300',
  failed: 'text-[#cf1322] dark:text-[#ff7875]',
  skipped: 'opacity-60',
} as const;

/** A preview as the user reads it: text as is, anything else as indented JSON. */
export function prettyValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

function Preview({ label, value }: { label: string; value: unknown }) {
  if (value === undefined || value === null) return null;
  return (
    <div className="flex flex-col gap-0.5">
      <span className="text-[11px] uppercase opacity-60">{label}</span>
      <pre className="m-0 max-h-60 overflow-auto rounded bg-black/[0.04] p-2 text-xs whitespace-pre-wrap break-words dark:bg-white/[0.06]">
        {prettyValue(value)}
      </pre>
    </div>
  );
}

interface DebugNodeItemProps {
  run: NodeRun;
  label: string | undefined;
  onShow: (nodeId: string) => void;
}

const DebugNodeItem = memo(function DebugNodeItem({ run, label, onShow }: DebugNodeItemProps) {
  const { t } = useTranslation('flowRun');
  const { trace } = run;
  const name = label ?? t('debug.removed_node', { id: trace.node_id });
  const status = run.cut ? t('debug.badge.cut') : t(`debug.status.${trace.status}`);
  return (
    <li
      className="rounded border border-solid border-black/10 dark:border-white/10"
      data-testid="debug-node"
      data-node-id={trace.node_id}
      data-status={trace.status}
    >
      <div className="flex items-center gap-2 px-2 py-1.5 text-sm">
        <button
          type="button"
          className="min-w-0 flex-1 cursor-pointer truncate border-0 bg-transparent p-0 text-left font-medium text-inherit hover:text-[#0C75FC] disabled:cursor-default"
          aria-label={t('debug.show_on_canvas', { name })}
          disabled={label === undefined}
          onClick={() => onShow(trace.node_id)}
        >
          {name}
        </button>
        <span className={`inline-flex shrink-0 items-center gap-1 text-xs ${STATUS_COLOUR[trace.status]}`}>
          {trace.status === 'running' && !run.cut && <Spinner className="" />}
          {status}
        </span>
        {typeof trace.duration_ms === 'number' && (
          <span className="shrink-0 text-xs opacity-60">
            {t('debug.duration', { ms: Math.round(trace.duration_ms) })}
          </span>
        )}
      </div>
      {trace.error && (
        <p role="alert" className="m-0 px-2 pb-1.5 text-xs text-[#cf1322] dark:text-[#ff7875]">
          {trace.error}
        </p>
      )}
      <details className="border-t border-solid border-black/5 px-2 py-1 text-xs dark:border-white/5">
        <summary className="cursor-pointer opacity-70">{t('debug.details', { name })}</summary>
        <div className="flex flex-col gap-2 py-1.5">
          <Preview label={t('debug.input_preview')} value={trace.input} />
          <Preview label={t('debug.output_preview')} value={trace.output} />
        </div>
      </details>
    </li>
  );
});

interface DebugNodeListProps {
  runs: readonly NodeRun[];
  labelOf: (nodeId: string) => string | undefined;
  onShow: (nodeId: string) => void;
}

/** The nodes of the run in the order they started, each with its status, time, input, output and error. */
export function DebugNodeList({ runs, labelOf, onShow }: DebugNodeListProps) {
  const { t } = useTranslation('flowRun');
  if (runs.length === 0) return <p className="m-0 text-sm opacity-60">{t('debug.nodes_empty')}</p>;
  return (
    <ol className="m-0 flex list-none flex-col gap-2 p-0" aria-label={t('debug.nodes')}>
      {runs.map((run) => (
        <DebugNodeItem key={run.trace.node_id} run={run} label={labelOf(run.trace.node_id)} onShow={onShow} />
      ))}
    </ol>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretRightIcon, ToolIcon } from '@/components/common/line-icons';
import type { VisPlugin } from '@/contract/agent-vis';
import '@/locales/areas/chat';
import { AgentStatusLabel } from './agent-status';
import { formatArguments } from './parse-agent-blocks';
import { callDurationMs, FoldSection, useFormatDuration } from './tool-call-parts';

/**
 * One tool call: name, status and time, folded; unfolded, its arguments (pretty JSON) and its result
 * (long ones clipped) or error, each folding on its own.
 */
export function ToolCallCard({ call }: { call: VisPlugin }) {
  const { t } = useTranslation('chat');
  const formatDuration = useFormatDuration();
  const panelId = useId();
  const failed = call.status === 'failed';
  // A failure is opened for the reader: it is what they need to see.
  const [open, setOpen] = useState(failed);
  const args = formatArguments(call.args);
  const duration = callDurationMs(call);
  return (
    <div
      className={`my-2 rounded-lg border border-solid ${failed ? 'border-red-300 dark:border-red-500/40' : 'border-black/10 dark:border-white/10'}`}
      data-testid="tool-call-card"
      data-status={call.status}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer flex-wrap items-center gap-2 rounded-lg border-0 bg-transparent px-3 py-2 text-left text-[13px] hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/5"
      >
        <CaretRightIcon className={`shrink-0 transition-transform ${open ? 'rotate-90' : ''}`} />
        <ToolIcon className="shrink-0" />
        <span className="min-w-0 flex-1 truncate">
          {t('agent.tool_call')} <code className="font-mono">{call.name}</code>
        </span>
        {duration !== null && (
          <span className="shrink-0 text-xs text-black/45 dark:text-white/45" data-testid="tool-call-time">
            {t('agent.took', { time: formatDuration(duration) })}
          </span>
        )}
        <AgentStatusLabel status={call.status} />
      </button>
      <div id={panelId} hidden={!open} className="flex flex-col gap-2 px-3 pb-3">
        {args && <FoldSection title={t('agent.arguments')} text={args} />}
        {call.result && <FoldSection title={t('agent.result')} text={call.result} clip />}
        {call.err_msg && (
          <FoldSection title={t('agent.error')} text={call.err_msg} tone="text-red-700 dark:text-red-300" />
        )}
      </div>
    </div>
  );
}

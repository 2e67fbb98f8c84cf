import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretRightIcon, ToolIcon } from '@/components/common/line-icons';
import type { VisPlugin } from '@/contract/agent-vis';
import '@/locales/areas/chat';
import { AgentStatusLabel } from './agent-status';
import { formatArguments } from './parse-agent-blocks';

function Section({ title, text, tone = '' }: { title: string; text: string; tone?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-black/55 dark:text-white/55">{title}</span>
      <pre
        className={`m-0 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-black/[0.04] p-2 font-mono text-xs dark:bg-white/[0.06] ${tone}`}
      >
        {text}
      </pre>
    </div>
  );
}

/** One tool call: name and status, folded; unfolded, its arguments and its result or error. */
export function ToolCallCard({ call }: { call: VisPlugin }) {
  const { t } = useTranslation('chat');
  const panelId = useId();
  const failed = call.status === 'failed';
  // A failure is opened for the reader: it is what they need to see.
  const [open, setOpen] = useState(failed);
  const args = formatArguments(call.args);
  return (
    <div
      className={`my-2 rounded-lg border border-solid ${failed ? 'border-red-300 dark:border-red-500/40' : 'border-black/10 dark:border-white/10'}`}
      data-testid="tool-call-card"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-lg border-0 bg-transparent px-3 py-2 text-left text-[13px] hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/5"
      >
        <CaretRightIcon className={`shrink-0 transition-transform ${open ? 'rotate-90' : ''}`} />
        <ToolIcon className="shrink-0" />
        <span className="min-w-0 flex-1 truncate">
          {t('agent.tool_call')} <code className="font-mono">{call.name}</code>
        </span>
        <AgentStatusLabel status={call.status} />
      </button>
      <div id={panelId} hidden={!open} className="flex flex-col gap-2 px-3 pb-3">
        {args && <Section title={t('agent.arguments')} text={args} />}
        {call.result && <Section title={t('agent.result')} text={call.result} />}
        {call.err_msg && (
          <Section title={t('agent.error')} text={call.err_msg} tone="text-red-700 dark:text-red-300" />
        )}
      </div>
    </div>
  );
}

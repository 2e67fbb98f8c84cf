import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CloseCircleIcon, PauseCircleIcon } from '@/components/common/line-icons';
import { AGENT_STATUSES, type AgentStatus } from '@/contract/constants/agent-vis';
import '@/locales/areas/chat';

const isKnownStatus = (status: string): status is AgentStatus =>
  (AGENT_STATUSES as readonly string[]).includes(status);

const TONES: Record<AgentStatus, string> = {
  todo: 'text-black/45 dark:text-white/45',
  waiting: 'text-black/45 dark:text-white/45',
  running: 'text-[#0C75FC]',
  retrying: 'text-amber-600 dark:text-amber-400',
  complete: 'text-green-600 dark:text-green-400',
  failed: 'text-red-600 dark:text-red-400',
};

function Spinner() {
  return (
    <span
      aria-hidden
      className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-solid border-current border-r-transparent"
    />
  );
}

/** A step's or a call's status as an icon and a word; an unknown status word is shown as it is. */
export function AgentStatusLabel({ status }: { status: string }) {
  const { t } = useTranslation('chat');
  const known = isKnownStatus(status) ? status : null;
  const icon =
    known === 'complete' ? (
      <CheckCircleIcon />
    ) : known === 'failed' ? (
      <CloseCircleIcon />
    ) : known === 'running' || known === 'retrying' ? (
      <Spinner />
    ) : (
      <PauseCircleIcon />
    );
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 text-xs ${known ? TONES[known] : ''}`}>
      {icon}
      {known ? t(`agent.status.${known}`) : status}
    </span>
  );
}

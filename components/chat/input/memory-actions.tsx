import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { ClearIcon, PowerIcon } from '@/components/common/line-icons';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { useChatNotice } from '../hooks/chat-notice';
import '@/locales/areas/chat';

const clearDialog = lazyOnDemand(() => import('./clear-memory-island'));

interface MemoryActionsProps {
  onClear: () => Promise<boolean>;
  onTerminate: () => Promise<boolean>;
}

/** Clear the conversation's memory (after a confirmation) and end the current topic. */
export function MemoryActions({ onClear, onTerminate }: MemoryActionsProps) {
  const { t } = useTranslation('chat');
  const notice = useChatNotice();
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);

  const clear = async () => {
    setClearing(true);
    const cleared = await onClear();
    setClearing(false);
    if (!cleared) return;
    setConfirming(false);
    notice.success(t('input.cleared'));
  };
  const terminate = async () => {
    if (await onTerminate()) notice.success(t('input.terminated'));
  };

  return (
    <>
      <IconButton
        label={t('input.clear_memory')}
        aria-haspopup="dialog"
        onPointerEnter={clearDialog.preload}
        onFocus={clearDialog.preload}
        onClick={() => setConfirming(true)}
      >
        <ClearIcon />
      </IconButton>
      <IconButton label={t('input.terminate')} onClick={() => void terminate()}>
        <PowerIcon />
      </IconButton>
      <OnDemand armed={confirming}>
        <clearDialog.Component
          open={confirming}
          clearing={clearing}
          onConfirm={() => void clear()}
          onCancel={() => setConfirming(false)}
        />
      </OnDemand>
    </>
  );
}
